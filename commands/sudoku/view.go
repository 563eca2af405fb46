package sudoku

import (
	"fmt"
	"image"
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/sudoku"
)

// The grids of /sudoku's replies in the three views a reader may ask for (the display option, or their
// /settings default): the picture, emoji, or text, put in by commands.Show, which falls back when a view
// does not fit in one message (a 16x16 grid has no emoji, a 25x25 grid's text is too long: both end as
// the picture, saying so).

// none is no text: a board without a line for its marked cells, a picture without one for its colours.
var none i18n.Text

// board is grid in its three views: the emoji and text of draw_views.go, and the picture gridPicture
// draws, as a PNG called name, with alt as its description. The emoji and the text tell the givens from
// the digits filled in as a game's board does (emojiGrid, answerText), each with the line that says how
// and who filled them in (filled: msgFilledFound, msgFilledHints); the text marks the highlighted cells
// too, and marked, when there are any, says under it what they are.
func (c *Command) board(lang i18n.Lang, name string, givens, grid sudoku.Grid, highlight []sudoku.Cell, alt, marked, filled i18n.Text) commands.Board {
	text := answerText(givens, grid, highlight)
	if legend := textLegend(lang, givens, grid, highlight, filled); legend != "" {
		text += "\n" + legend
	}
	if len(highlight) > 0 && marked.En != "" {
		text += "\n" + marked.In(lang)
	}
	return commands.Board{
		Emoji:   withLegend(emojiGrid(lang, givens, grid, filled)),
		Text:    text,
		Image:   c.picture(name, givens, grid, highlight),
		Alt:     alt,
		Without: without(grid.Size()),
	}
}

// filledIn reports whether grid has digits beyond givens, which its views tell apart from them.
func filledIn(givens, grid sudoku.Grid) bool {
	return grid.Size() == givens.Size() && grid.Givens() != givens.Givens()
}

// textLegend is the line under answerText's grid that says how it marks the digits filled in and who
// filled them in (filled), as a game's text view says it (msgPlayTextLegend); "" when none is marked so,
// the highlighted cells having a mark and a line of their own (a first hint's grid).
func textLegend(lang i18n.Lang, givens, grid sudoku.Grid, highlight []sudoku.Cell, filled i18n.Text) string {
	if len(filledCells(givens, grid)) <= len(highlight) {
		return ""
	}
	// The example is 3, as the emoji's.
	mark := string(textFound)
	return msgTextLegend.F(lang, codeSpan("3"), filled.In(lang), codeSpan(mark), codeSpan(mark+"3"))
}

// emojiGrid is grid as emoji, the givens as keycaps and the digits filled in (those grid has beyond
// givens) as clock faces, as a game's board shows them (playEmoji), and the line that says
// so, naming who filled them in (filled); a grid with nothing filled in is keycaps alone, without the
// line. Both "" above 9x9, which has no emoji view.
func emojiGrid(lang i18n.Lang, givens, grid sudoku.Grid, filled i18n.Text) (emoji, legend string) {
	if !filledIn(givens, grid) {
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
func (c *Command) picture(name string, givens, grid sudoku.Grid, highlight []sudoku.Cell) func() (*discordgo.File, error) {
	return func() (*discordgo.File, error) {
		key := givens.String() + "/" + grid.String() + "/" + fmt.Sprint(highlight)
		png, err := c.pictures.PNG(key, func() image.Image { return gridPicture(givens, grid, highlight) })
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

// fallbackLine is the room kept for the line that says a grid is shown in another view than the one asked.
const fallbackLine = 120

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

// The board of a game being played, in its three views, each with the words that say how it shows what a
// player acts on: the givens against the digits written in, the wrong cells (red in the picture, ❌ in
// emoji, marked ! in text), the chosen cell and the notes. The words go with the view they describe (in
// its grid's text, or after the picture once commands.Show has chosen it), so that a reply that falls
// back to another view never describes the one it did not show.

// playBoard is game p's board as chosen by ch, in lang, for a message whose other text already takes
// used characters, and the lines that go under the picture when it is the view shown.
func playBoard(p *Play, ch choice, lang i18n.Lang, used int) (commands.Board, string) {
	n := p.size()
	grid := p.grid()
	wrong := cellsOf(n, p.Wrong)
	game := playView{Givens: p.puzzle.Givens, Grid: grid, Marks: p.Marks, Wrong: wrong,
		Hint: sudoku.Cell{Row: -1, Col: -1}, Row: ch.row, Col: ch.col}
	if p.Hinted > 0 {
		game.Hint = cellOf(n, p.Hinted-1)
	}
	if p.over() {
		game.Row, game.Col = -1, -1
	}
	cell, chosen := ch.cell(n)
	chosen = chosen && !p.over()

	var emojiWords, textWords, pictureWords []string
	emoji := playEmoji(game) // "" above 9x9: Show goes on to the text
	if emoji != "" {
		// The example is 3, a digit of every size with an emoji view.
		legend := msgPlayEmojiLegend.F(lang, keycapOf(3), playClocks[3])
		if chosen && p.at(cell) == 0 {
			legend += " " + msgPlayEmojiChosen.F(lang, playChosen)
		}
		emojiWords = append(emojiWords, emoji, legend)
	}
	// The example is 3, as the emoji's.
	written := string(textWritten)
	textWords = append(textWords, playText(game), msgPlayTextLegend.F(lang, codeSpan("3"), codeSpan(written), codeSpan(written+"3")))
	if pointer := textPointers(game, lang); pointer != "" {
		textWords = append(textWords, pointer)
	}
	pictureWords = append(pictureWords, pictureLegend(p, game, lang))
	if len(wrong) > 0 {
		list := shortList(wrong, lang)
		if emoji != "" {
			emojiWords = append(emojiWords, msgWrongEmoji.F(lang, playWrong, list))
		}
		textWords = append(textWords, msgWrongText.F(lang, codeSpan(string(textWrong)), list))
		pictureWords = append(pictureWords, msgWrongPicture.F(lang, list))
	}
	board := commands.Board{
		Text: withNotes(p, textWords, lang, used),
		Image: func() (*discordgo.File, error) {
			png, err := render.EncodeAndRecycle(playPicture(game))
			if err != nil {
				return nil, fmt.Errorf("sudoku: render: %w", err)
			}
			return router.PNG("sudoku-game.png", png), nil
		},
		Alt:     playAlt(p, grid, wrong, ch),
		Without: without(n),
	}
	if emoji != "" {
		board.Emoji = withNotes(p, emojiWords, lang, used)
	}
	return board, strings.Join(pictureWords, "\n")
}

// codeSpan is s in a code span, as the text view's legend shows its marks: a star in plain text would
// start italics.
func codeSpan(s string) string { return "`" + s + "`" }

// textPointers says what the text view's "<" and "v" point at, "" when nothing is chosen.
func textPointers(g playView, lang i18n.Lang) string {
	switch {
	case g.Row >= 0 && g.Col >= 0:
		return msgTextChosenCell.F(lang, msgRowColumn.Format(g.Row+1, g.Col+1))
	case g.Row >= 0:
		return msgTextChosenRow.F(lang, g.Row+1)
	case g.Col >= 0:
		return msgTextChosenColumn.F(lang, g.Col+1)
	}
	return ""
}

// pictureLegend says what the picture's colours and marks mean, naming only what it shows: the givens
// and the digits written in always; the notes, the chosen row, column and cell, and the last hint's
// cell when there are any. The wrong cells have a line of their own.
func pictureLegend(p *Play, g playView, lang i18n.Lang) string {
	parts := []i18n.Text{msgLegendGivens}
	n := p.size()
	if len(p.notedCells()) > 0 {
		parts = append(parts, msgLegendNotes)
	}
	switch {
	case g.Row >= 0 && g.Col >= 0:
		parts = append(parts, msgLegendChosenCell)
	case g.Row >= 0:
		parts = append(parts, msgLegendChosenRow)
	case g.Col >= 0:
		parts = append(parts, msgLegendChosenColumn)
	}
	if g.Hint.Row >= 0 && g.Hint.Row < n {
		parts = append(parts, msgLegendHint)
	}
	return msgLegendEnd.F(lang, i18n.ListOf(parts...))
}

// withNotes is a view's grid and words, a line each, then the notes of the blank cells (which neither
// the emoji nor the text has room for in a cell): as many as fit in a message beside used characters of
// other text, and how many more.
func withNotes(p *Play, words []string, lang i18n.Lang, used int) string {
	out := strings.Join(words, "\n")
	notes := p.notes(lang)
	if len(notes) == 0 {
		return out
	}
	// Room for the line Show adds when it falls back, and for the line breaks.
	if line := notesWithin(notes, lang, router.MaxContent-used-utf8.RuneCountInString(out)-fallbackLine); line != "" {
		return out + "\n" + line
	}
	return out + "\n" + msgNotesCount.F(lang, nCells.N(int64(len(notes))))
}

// notedCells are the blank cells with notes, in order.
func (p *Play) notedCells() []int {
	var cells []int
	for i := range len(p.Cells) {
		if p.at(i) == 0 && p.marks(i) != 0 {
			cells = append(cells, i)
		}
	}
	return cells
}

// notes are the notes of the blank cells, a cell each: "r1c2: 1, 2".
func (p *Play) notes(lang i18n.Lang) []string {
	n := p.size()
	var notes []string
	for _, i := range p.notedCells() {
		notes = append(notes, msgNoteOfCell.F(lang, cellOf(n, i), noteList(n, p.marks(i))))
	}
	return notes
}

// listWithin is sentence around items joined by join, as many of them as fit in room characters, most at
// most, then how many more ("and 40 more"); "" when not even one fits. The notes: "Notes: r1c2: 1, 2;
// r4c3: 3."; the digits written in: "Written in: r1c3 4, r2c2 7, and 40 more."
func listWithin(items []string, most int, lang i18n.Lang, room int, sentence i18n.Text, join func(i18n.Lang, []string) string) string {
	for k := min(most, len(items)); k > 0; k-- {
		list := items[:k:k]
		if k < len(items) {
			list = append(list, msgMoreCells.F(lang, i18n.Num(len(items)-k)))
		}
		if line := sentence.F(lang, join(lang, list)); utf8.RuneCountInString(line) <= room {
			return line
		}
	}
	return ""
}

// notesWithin is the sentence listing notes (listWithin), all of them if they fit.
func notesWithin(notes []string, lang i18n.Lang, room int) string {
	return listWithin(notes, len(notes), lang, room, msgNotesList, i18n.SemiList)
}

// commaList joins the digits written in, "r1c3 4, r2c2 7", the same in every language.
func commaList(_ i18n.Lang, items []string) string { return strings.Join(items, ", ") }

// playAlt is the picture in words: the grid, the givens and the digits written in, whether it is solved,
// and what the picture marks: the wrong cells, the chosen cell, the last hint's cell, the notes. The grid's
// rows give the givens and the digits written in alike, as a list of digits, so the digits written in
// follow them, cell and digit ("Written in: r1c3 4, r2c2 7."): all of them when a compacter form of the
// grid makes room, else as many as fit and how many more; then the notes, in what room is left.
func playAlt(p *Play, grid sudoku.Grid, wrong []sudoku.Cell, ch choice) i18n.Text {
	n := p.size()
	given := p.puzzle.Givens.Givens()
	headline := msgAltPlay
	if p.over() {
		headline = msgAltPlayed
	}
	head := headline.Format(n, nGivens.N(int64(given)), nDigits.N(int64(grid.Givens()-given)))
	if len(wrong) > 0 {
		head = i18n.Join(" ", head, i18n.Func(func(l i18n.Lang) string { return msgAltWrong.F(l, shortList(wrong, l)) }))
	}
	if cell, ok := ch.cell(n); ok && !p.over() {
		head = i18n.Join(" ", head, msgAltChosen.Format(msgRowColumn.Format(cell/n+1, cell%n+1)))
	}
	if p.Hinted > 0 {
		head = i18n.Join(" ", head, msgAltHintCell.Format(cellOf(n, p.Hinted-1)))
	}
	// The notes are counted in the headline and listed after the grid, as many as the room the grid
	// leaves: the grid is never cut for them, nor for the digits written in.
	noted := len(p.notedCells())
	if noted > 0 {
		head = i18n.Join(" ", head, msgAltNotes.Format(nCells.N(int64(noted))))
	}
	written := filledCells(p.puzzle.Givens, grid)
	return i18n.Func(func(l i18n.Lang) string {
		text := altWithList(l, head.In(l), grid, written, msgAltWritten)
		if noted == 0 {
			return text
		}
		if line := notesWithin(p.notes(l), l, router.MaxAltText-utf8.RuneCountInString(text)-1); line != "" {
			return text + " " + line
		}
		return text
	})
}
