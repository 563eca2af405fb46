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
// colours mean), then the grid row by row, then, for a grid with digits filled in beyond its givens
// (a solution, the hints so far, a game's digits written in), those digits, cell and digit, which the
// rows give like the givens: all within Discord's 1,024 characters.

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
	return i18n.Func(func(l i18n.Lang) string { return gridAltIn(l, headline, grid) })
}

func gridAltIn(lang i18n.Lang, headline i18n.Text, grid sudoku.Grid) string {
	text, _ := gridAltWith(lang, headline.In(lang), grid, "")
	return text
}

// foundAlt is the alt text of a picture of grid, givens with digits filled in: headline, its rows, then
// the digits filled in, cell and digit, in sentence (msgAltFound, msgAltFromHints), as a game's alt text
// lists the digits written in (playAlt): the rows give them and the givens alike.
func foundAlt(headline i18n.Text, givens, grid sudoku.Grid, sentence i18n.Text) i18n.Text {
	found := filledCells(givens, grid)
	return i18n.Func(func(l i18n.Lang) string { return altWithList(l, headline.In(l), grid, found, sentence) })
}

// filledCells are the digits grid has beyond givens, row by row, cell and digit: "r1c3 4".
func filledCells(givens, grid sudoku.Grid) []string {
	if !filledIn(givens, grid) {
		return nil
	}
	n := grid.Size()
	var out []string
	for r := range n {
		for c := range n {
			if d := grid.At(r, c); d != 0 && givens.At(r, c) == 0 {
				out = append(out, sudoku.Cell{Row: r, Col: c}.String()+" "+sym(n, d))
			}
		}
	}
	return out
}

// altWithList is head and grid's rows, then items in sentence: all of them when a compacter form of the
// grid makes room (gridAltWith), else as many as fit after the rows spaced and how many more.
func altWithList(l i18n.Lang, head string, grid sudoku.Grid, items []string, sentence i18n.Text) string {
	var tail string
	if len(items) > 0 {
		tail = sentence.F(l, commaList(l, items))
	}
	text, tailed := gridAltWith(l, head, grid, tail)
	if !tailed && len(items) > 0 {
		// All of them did not fit after a spaced grid: some, with how many more, rather than the grid
		// run together by box (gridAltWith).
		room := router.MaxAltText - utf8.RuneCountInString(text) - 1
		if line := listWithin(items, len(items)-1, l, room, sentence, commaList); line != "" {
			text += " " + line
		}
	}
	return text
}

// gridAltWith is head and grid's rows, in the plainest form in which they fit with tail after them
// (tailed true), else, when no form has room for tail too, in the plainest in which they fit alone, as
// gridAlt writes them. A tail a reader wants whole (the digits a player wrote in: playAlt) may have the
// rows spaced with 0 for a blank rather than in words, but never run together by box ("EB42 59C7"), which
// a screen reader reads as words and numbers: the tail is cut instead.
func gridAltWith(lang i18n.Lang, head string, grid sudoku.Grid, tail string) (text string, tailed bool) {
	// One pass, each form built once: while the tail may still fit (up to altSpaced), the first form that
	// fits without it is kept for when no form fits with it.
	var untailed string
	fits := false // untailed fits
	for form := altWords; ; form++ {
		parts, rows := altForms(lang, head, grid, form)
		text := strings.Join(append(parts, rows...), " ")
		size := utf8.RuneCountInString(text)
		if tail != "" && form <= altSpaced && size+1+utf8.RuneCountInString(tail) <= router.MaxAltText {
			return text + " " + tail, true
		}
		if !fits && size <= router.MaxAltText {
			untailed, fits = text, true
		}
		if fits && (tail == "" || form >= altSpaced) {
			return untailed, false
		}
		if form == altNumbered {
			return cutRows(lang, parts, rows), false
		}
	}
}

// altForms are the sentences before grid's rows in form (the headline, and what the form's symbols
// mean), and the rows.
func altForms(lang i18n.Lang, head string, grid sudoku.Grid, form altForm) (parts, rows []string) {
	parts = []string{head}
	switch {
	case form == altSpaced && !grid.Complete():
		parts = append(parts, msgAltZero.In(lang))
	case form >= altBoxes && !grid.Complete():
		parts = append(parts, msgAltBoxesZero.In(lang))
	case form >= altBoxes:
		parts = append(parts, msgAltBoxes.In(lang))
	}
	return parts, altRows(lang, grid, form)
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
