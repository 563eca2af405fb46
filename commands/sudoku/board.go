package sudoku

import (
	"fmt"
	"image"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/sudoku"
)

// The grids of /sudoku's replies in the three views a reader may ask for (the display option, or their
// /settings default): the picture, emoji, or text, put in by commands.Show, which falls back when a view
// does not fit in one message (a 16x16 grid has no emoji, a 25x25 grid's text is too long: both end as
// the picture, saying so).

// none is no text: a board without a legend for its brackets, a picture without one for its colours.
var none i18n.Text

// board is grid in its three views: the emoji and text of draw_views.go (brackets, when there are highlighted cells,
// says under the text what they mean), and the picture gridPicture draws, as a PNG called name, with
// alt as its description. The emoji tell the givens from the digits filled in as a game's board does
// (emojiGrid); filled says who filled them in (msgFilledFound, msgFilledHints).
func (s *Command) board(lang i18n.Lang, name string, givens, grid sudoku.Grid, highlight []sudoku.Cell, alt, brackets, filled i18n.Text) commands.Board {
	text := gridText(grid, highlight)
	if len(highlight) > 0 && brackets.En != "" {
		text += "\n" + brackets.In(lang)
	}
	return commands.Board{
		Emoji:   withLegend(emojiGrid(lang, givens, grid, filled)),
		Text:    text,
		Image:   s.picture(name, givens, grid, highlight),
		Alt:     alt,
		Without: without(grid.Size()),
	}
}

// emojiGrid is grid as emoji, the givens as keycaps and the digits filled in (those grid has beyond
// givens) as clock faces, as a game's board shows them (playEmoji), and the line that says
// so, naming who filled them in (filled); a grid with nothing filled in is keycaps alone, without the
// line. Both "" above 9x9, which has no emoji view.
func emojiGrid(lang i18n.Lang, givens, grid sudoku.Grid, filled i18n.Text) (emoji, legend string) {
	if grid.Size() != givens.Size() || grid.Givens() == givens.Givens() {
		return gridEmoji(grid), ""
	}
	emoji = playEmoji(playView{Givens: givens, Grid: grid,
		Hint: sudoku.Cell{Row: -1, Col: -1}, Row: -1, Col: -1})
	if emoji == "" {
		return "", ""
	}
	// The example is 3, a digit of every size with an emoji view.
	return emoji, msgEmojiLegend.F(lang, keycapOf(3), filled.In(lang), playClocks[3])
}

// withLegend is an emoji grid with its legend on the line under it, if it has one.
func withLegend(emoji, legend string) string {
	if emoji == "" || legend == "" {
		return emoji
	}
	return emoji + "\n" + legend
}

// without are the views a grid of side n has none of: emoji above 9x9 (gridEmoji), so that a
// reply falling back from them says so instead of calling the grid too large.
func without(n int) []commands.View {
	if n > 9 {
		return []commands.View{commands.ViewEmoji}
	}
	return nil
}

// picture is gridPicture's drawing as a PNG file called name, from s.pictures by what it shows: the
// givens, the grid and the highlighted cells, nothing of who asked. The same puzzle solved again, the
// daily puzzle, a generated one revealed: each is drawn once.
func (s *Command) picture(name string, givens, grid sudoku.Grid, highlight []sudoku.Cell) func() (*discordgo.File, error) {
	return func() (*discordgo.File, error) {
		key := givens.String() + "/" + grid.String() + "/" + fmt.Sprint(highlight)
		png, err := s.pictures.PNG(key, func() image.Image { return gridPicture(givens, grid, highlight) })
		if err != nil {
			return nil, fmt.Errorf("sudoku: render: %w", err)
		}
		return router.PNG(name, png), nil
	}
}

// show puts b into resp in view and returns the view used. legend, which tells the picture's colours,
// goes in last when the picture is what is shown.
func show(resp *router.Response, lang i18n.Lang, view commands.View, b commands.Board, legend i18n.Text) (commands.View, error) {
	used, err := commands.Show(resp, lang, view, b)
	if err == nil && used == commands.ViewImage && legend.En != "" {
		resp.Content += "\n" + legend.In(lang)
	}
	return used, err
}

// gridRoom is how many characters the grid of b takes in a reply in view, with room for the line that
// says it fell back, or 0 when view is the picture or none of b's grids fits beside minRoom characters of
// other text (Show then falls back to the picture).
func gridRoom(view commands.View, b commands.Board, minRoom int) int {
	grid := ""
	switch view {
	case commands.ViewEmoji:
		grid = b.Emoji
		if grid == "" {
			grid = b.Text
		}
	case commands.ViewText:
		grid = b.Text
	}
	const fallbackLine = 120
	n := utf8.RuneCountInString(grid)
	if n == 0 || n+fallbackLine+minRoom > router.MaxContent {
		return 0
	}
	return n + fallbackLine
}

// textForms is a grid's canonical line in a code block, to copy, and, beside the picture of a 4x4 or 9x9
// grid, the boxed grid: the emoji and text views show the grid themselves.
func textForms(g sudoku.Grid, view commands.View) string {
	out := "```\n" + g.String() + "\n```"
	if view == commands.ViewImage && g.Size() <= 9 {
		out += "\n```\n" + g.Pretty() + "```"
	}
	return out
}
