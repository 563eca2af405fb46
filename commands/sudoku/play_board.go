package sudoku

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/sudoku"
)

// The board of a game being played, in its three views, each with the words that say how it shows what a
// player acts on: the givens against the digits written in, the wrong cells (red in the picture, ❌ in
// emoji, brackets in text), the chosen cell and the notes. The words go with the view they describe (in
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
	textWords = append(textWords, playText(game))
	if pointer := textPointers(game, lang); pointer != "" {
		textWords = append(textWords, pointer)
	}
	pictureWords = append(pictureWords, pictureLegend(p, game, lang))
	if len(wrong) > 0 {
		list := shortList(wrong, lang)
		if emoji != "" {
			emojiWords = append(emojiWords, msgWrongEmoji.F(lang, playWrong, list))
		}
		textWords = append(textWords, msgWrongText.F(lang, list))
		pictureWords = append(pictureWords, msgWrongPicture.F(lang, list))
	}
	board := commands.Board{
		Text: withNotes(p, textWords, lang, used),
		Image: func() (*discordgo.File, error) {
			png, err := render.PNG(playPicture(game))
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

// textPointers says what the text view's "<" and "v" point at, "" when nothing is chosen.
func textPointers(g playView, lang i18n.Lang) string {
	switch {
	case g.Row >= 0 && g.Col >= 0:
		return msgTextChosenCell.F(lang, sudoku.Cell{Row: g.Row, Col: g.Col})
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
	for i := range len(p.Cells) {
		if p.at(i) == 0 && p.marks(i) != 0 {
			parts = append(parts, msgLegendNotes)
			break
		}
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
	return msgLegendEnd.F(lang, i18n.Join(", ", parts...))
}

// withNotes is a view's grid and words, a line each, then the notes of the blank cells (which neither
// the emoji nor the text has room for in a cell): as many as fit in a message beside used characters of
// other text, and how many more.
func withNotes(p *Play, words []string, lang i18n.Lang, used int) string {
	out := strings.Join(words, "\n")
	n := p.size()
	var notes []string
	for i := range len(p.Cells) {
		if p.at(i) == 0 && p.marks(i) != 0 {
			notes = append(notes, msgNoteOfCell.F(lang, cellOf(n, i), noteList(n, p.marks(i))))
		}
	}
	if len(notes) == 0 {
		return out
	}
	// Room for the line Show adds when it falls back, and for the line breaks.
	const fallbackLine = 120
	room := router.MaxContent - used - utf8.RuneCountInString(out) - fallbackLine
	for k := len(notes); k > 0; k-- {
		list := notes[:k]
		if k < len(notes) {
			list = append(list[:k:k], msgMoreCells.F(lang, i18n.Num(len(notes)-k)))
		}
		line := msgNotesList.F(lang, strings.Join(list, "; "))
		if utf8.RuneCountInString(line) <= room {
			return out + "\n" + line
		}
	}
	return out + "\n" + msgNotesCount.F(lang, nCells.N(int64(len(notes))))
}

// playAlt is the picture in words: the grid, the givens and the digits written in, whether it is solved,
// and what the picture marks: the wrong cells, the chosen cell, the last hint's cell, the notes.
func playAlt(p *Play, grid sudoku.Grid, wrong []sudoku.Cell, ch choice) i18n.Text {
	n := p.size()
	given := p.puzzle.Givens.Givens()
	headline := msgAltPlay
	if p.over() {
		headline = msgAltPlayed
	}
	head := headline.Format(n, nGivens.N(int64(given)), nDigits.N(int64(grid.Givens()-given)))
	if len(wrong) > 0 {
		head = i18n.Join(" ", head, i18n.Text{En: msgAltWrong.F(i18n.English, shortList(wrong, i18n.English)),
			Ko: msgAltWrong.F(i18n.Korean, shortList(wrong, i18n.Korean))})
	}
	if cell, ok := ch.cell(n); ok && !p.over() {
		head = i18n.Join(" ", head, msgAltChosen.Format(cellOf(n, cell)))
	}
	if p.Hinted > 0 {
		head = i18n.Join(" ", head, msgAltHintCell.Format(cellOf(n, p.Hinted-1)))
	}
	noted := 0
	for i := range len(p.Cells) {
		if p.at(i) == 0 && p.marks(i) != 0 {
			noted++
		}
	}
	if noted > 0 {
		head = i18n.Join(" ", head, msgAltNotes.Format(nCells.N(int64(noted))))
	}
	return gridAlt(head, grid)
}
