package wordle

import (
	"slices"
	"strings"

	"kibitz/i18n"
	"kibitz/solvers/wordle"
)

// The boards in words, for whoever does not see the colours. A screen reader reads the text board's
// "[R]" and "(A)" as bare letters (NVDA's default punctuation level is silent on brackets and
// parentheses) and its ruled-out keys "·" not at all, so the text view says under its grid what each
// row tells and which letters are ruled out (boardWords); the picture's alt text says the same with
// each meaning's colour in brackets (altText). The rows are grouped by meaning, not read tile by tile:
// a row comes to one short sentence a listener can take in ("R, N in the right place; E elsewhere in
// the word; C, A not in the word"), and six of them with the keyboard stay within the alt text's 1,024
// characters in every language (TestAltTextFits), which a tile-by-tile reading with colours did not.

// rowSense is what one row tells, by meaning, in the guess's order: the letters in the right place and
// those elsewhere in the word, each named by its place when the guess has copies of it in another
// colour too ("E at 5", since "E in the right place" would not say which E; two yellow As are "A, A");
// the letters not in the word; and the letters
// grey here but coloured elsewhere in the row, of which the word has no other copy (SPEED against
// ABIDE: one E is yellow, the other grey, so the word has one E, not none). all is a row all green.
type rowSense struct {
	right, elsewhere []i18n.Text
	absent, noOther  []string
	all              bool
}

// senseOf reads a row by meaning.
func senseOf(r wordle.Row) rowSense {
	s := rowSense{all: r.Feedback == wordle.AllGreen}
	var colours [26][3]int // the copies of each letter in each colour
	for i, c := range r.Guess {
		colours[c-'a'][r.Feedback.Colour(i)]++
	}
	for i, c := range r.Guess {
		l := strings.ToUpper(string(c))
		label := i18n.Plain(l)
		n := colours[c-'a']
		if n[r.Feedback.Colour(i)] < n[0]+n[1]+n[2] {
			label = msgLetterAt.Format(l, i+1) // its copies in other colours too: which one is this
		}
		coloured := n[wordle.Green] + n[wordle.Yellow]
		switch {
		case r.Feedback.Colour(i) == wordle.Green:
			s.right = append(s.right, label)
		case r.Feedback.Colour(i) == wordle.Yellow:
			s.elsewhere = append(s.elsewhere, label)
		case coloured > 0 && !slices.Contains(s.noOther, l):
			s.noOther = append(s.noOther, l)
		case coloured == 0 && !slices.Contains(s.absent, l):
			s.absent = append(s.absent, l)
		}
	}
	return s
}

// phrases is the row's sense as phrases in a semicolon list: right place, elsewhere, not in the word,
// no other copy, each left out when it has no letter. withColours (the alt text) names the colour of
// the first two in brackets, in the user's colours; grey needs none, being what is left.
func (s rowSense) phrases(withColours, highContrast bool) i18n.Text {
	tint := func(t i18n.Text, col wordle.Colour) i18n.Text {
		if !withColours {
			return t
		}
		return msgColoured.Format(t, colourWord(col, highContrast))
	}
	if s.all {
		return tint(msgWordsAllRight, wordle.Green)
	}
	var parts []i18n.Text
	if len(s.right) > 0 {
		parts = append(parts, tint(msgWordsRight.Format(i18n.ListOf(s.right...)), wordle.Green))
	}
	if len(s.elsewhere) > 0 {
		parts = append(parts, tint(msgWordsElsewhere.Format(i18n.ListOf(s.elsewhere...)), wordle.Yellow))
	}
	if len(s.absent) > 0 {
		parts = append(parts, msgWordsAbsent.Format(plainList(s.absent)))
	}
	if len(s.noOther) > 0 {
		parts = append(parts, msgWordsNoOther.Format(plainList(s.noOther)))
	}
	return i18n.SemiListOf(parts...)
}

// plainList is letters as a list in each language ("C, A"; "C、A" in Japanese).
func plainList(letters []string) i18n.Text {
	items := make([]i18n.Text, len(letters))
	for i, l := range letters {
		items[i] = i18n.Plain(l)
	}
	return i18n.ListOf(items...)
}

// boardWords is what the text board shows, in words: a line a row, the guess and what it tells
// ("CRANE: R, N in the right place; E elsewhere in the word; C, A not in the word"), and with keys a
// line naming the letters ruled out, which the grid's keyboard shows as dots. It is empty for no rows
// and no letter ruled out.
func boardWords(rows wordle.History, keys *wordle.Keyboard) i18n.Text {
	var lines []i18n.Text
	for _, r := range rows {
		lines = append(lines, msgWordsRow.Format(upper(r.Guess), senseOf(r).phrases(false, false)))
	}
	if out := keyLetters(keys, wordle.Absent); out != "" {
		lines = append(lines, msgWordsRuledOut.Format(out))
	}
	return i18n.Join("\n", lines...)
}

// keyLetters are the letters of keys in state, in alphabetical order, capitals separated by spaces
// (read one by one); "" for none, or no keys.
func keyLetters(keys *wordle.Keyboard, state wordle.LetterState) string {
	if keys == nil {
		return ""
	}
	var letters []string
	for c := byte('a'); c <= 'z'; c++ {
		if keys.State(c) == state {
			letters = append(letters, strings.ToUpper(string(c)))
		}
	}
	return strings.Join(letters, " ")
}
