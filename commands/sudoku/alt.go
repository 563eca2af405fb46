package sudoku

import (
	"strings"
	"unicode/utf8"

	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/sudoku"
)

// The alt text of /sudoku's pictures: what the picture shows in words, for a reader who cannot see it (a
// screen reader, an image that does not load). It is a headline (which grid, how many givens, what the
// colours mean), then the grid row by row, all within Discord's 1,024 characters.

// altForm is how the rows write their cells, from the plainest to the most compact: the first form
// whose text fits is used.
type altForm int

const (
	// altWords: "Row 1: 5 3 blank blank 7 …." Every 4x4 and 9x9 grid fits.
	altWords altForm = iota
	// altSpaced: "Row 1: 0 0 0 9 C 0 B 0 …", 0 for a blank (a digit no size uses, and one that screen
	// readers always speak, where they may skip a dot). Every 16x16 grid fits.
	altSpaced
	// altBoxes: "Row 1: 0I000 WY0A0 0E00R Q0K0D 0H00G.", a box's cells together. A 25x25 grid in
	// Korean fits.
	altBoxes
	// altNumbered: "1: 0I000 WY0A0 0E00R Q0K0D 0H00G.", the same with the rows numbered only. A 25x25
	// grid in English fits; rows that still do not (a long headline) are cut with a sentence saying so.
	altNumbered
)

// gridAlt is the alt text of a picture of grid: headline, then its rows.
func gridAlt(headline i18n.Text, grid sudoku.Grid) i18n.Text {
	return i18n.Text{En: gridAltIn(i18n.English, headline, grid), Ko: gridAltIn(i18n.Korean, headline, grid)}
}

func gridAltIn(lang i18n.Lang, headline i18n.Text, grid sudoku.Grid) string {
	head := headline.In(lang)
	for form := altWords; ; form++ {
		parts := []string{head}
		switch {
		case form == altSpaced && !grid.Complete():
			parts = append(parts, msgAltZero.In(lang))
		case form >= altBoxes && !grid.Complete():
			parts = append(parts, msgAltBoxesZero.In(lang))
		case form >= altBoxes:
			parts = append(parts, msgAltBoxes.In(lang))
		}
		rows := altRows(lang, grid, form)
		text := strings.Join(append(parts, rows...), " ")
		if utf8.RuneCountInString(text) <= router.MaxAltText {
			return text
		}
		if form == altNumbered {
			return cutRows(lang, parts, rows)
		}
	}
}

// cutRows keeps the first rows that fit, with a last sentence naming those left out.
func cutRows(lang i18n.Lang, parts, rows []string) string {
	with := func(kept int) string {
		note := msgAltRowsCut.F(lang, kept+1, len(rows))
		if kept+1 == len(rows) {
			note = msgAltRowCut.F(lang, kept+1)
		}
		all := append(append(append([]string{}, parts...), rows[:kept]...), note)
		return strings.Join(all, " ")
	}
	kept := len(rows) - 1
	for kept > 0 && utf8.RuneCountInString(with(kept)) > router.MaxAltText {
		kept--
	}
	return with(kept)
}

// altRows writes each row of grid as a sentence, "Row 4: …".
func altRows(lang i18n.Lang, grid sudoku.Grid, form altForm) []string {
	n, box := grid.Size(), grid.Box()
	blank := msgAltBlank.In(lang)
	rows := make([]string, n)
	var cells []string
	for r := range n {
		cells = cells[:0]
		var group strings.Builder
		for c := range n {
			d := grid.At(r, c)
			sym := string(sudoku.Symbol(n, d))
			if d == 0 {
				sym = "0"
				if form == altWords {
					sym = blank
				}
			}
			if form < altBoxes {
				cells = append(cells, sym)
				continue
			}
			group.WriteString(sym)
			if c%box == box-1 {
				cells = append(cells, group.String())
				group.Reset()
			}
		}
		label := msgAltRow
		if form == altNumbered {
			label = msgAltNumberedRow
		}
		rows[r] = label.F(lang, r+1, strings.Join(cells, " "))
	}
	return rows
}
