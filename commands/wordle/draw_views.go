package wordle

import (
	"strings"

	"kibitz/solvers/wordle"
)

// The two views of a Wordle board beside the picture (docs/architecture.md §3, commands.Show): emoji
// rows and monospace text. Both show what the picture shows, the rows with their colours and, with a
// keyboard, what is known of each letter, and leave out the empty rows, which the picture draws but the
// reply's "guess 3 of 6" already counts. They are narrow enough for a phone: an emoji row is a word and
// five squares; the text board is 30 characters wide with its keyboard, 15 without.

// The emoji of each state, as the original game's share grid has them: ⬛ is a grey tile (its dark
// mode), and ⬜ a key not tried yet, as light as the picture draws it.
const (
	emojiGreen   = "🟩"
	emojiYellow  = "🟨"
	emojiOrange  = "🟧"
	emojiBlue    = "🟦"
	emojiGrey    = "⬛"
	emojiUntried = "⬜"
)

// boardEmoji is a Wordle board as emoji: one line a row, the guess in capitals as inline code and its
// five squares (`CRANE` ⬛🟨⬛⬛🟩); with keys, a blank line and the letters by what is known of them, a
// line each for the right place, elsewhere in the word, not in it and not tried yet (the lines without
// a letter left out), in alphabetical order. With highContrast, 🟧 and 🟦 stand for green and yellow, as
// in the original game's high-contrast share grid. It is empty for no rows and no keys.
func boardEmoji(rows wordle.History, keys *wordle.Keyboard, highContrast bool) string {
	var lines []string
	for _, r := range rows {
		lines = append(lines, "`"+strings.ToUpper(r.Guess.String())+"` "+r.Feedback.Squares(false, highContrast))
	}
	if keys == nil {
		return strings.Join(lines, "\n")
	}
	if len(lines) > 0 {
		lines = append(lines, "")
	}
	correct, present := emojiGreen, emojiYellow
	if highContrast {
		correct, present = emojiOrange, emojiBlue
	}
	for _, g := range []struct {
		state  wordle.LetterState
		square string
	}{{wordle.Correct, correct}, {wordle.Present, present}, {wordle.Absent, emojiGrey}, {wordle.Unused, emojiUntried}} {
		if letters := keyLetters(keys, g.state); letters != "" {
			lines = append(lines, g.square+" "+letters)
		}
	}
	return strings.Join(lines, "\n")
}

// boardText is a Wordle board as monospace text in a code block: each tile three characters wide, [C]
// for a letter in the right place, (R) for one elsewhere in the word, a bare letter for one not in it;
// with keys, a blank line and the keyboard in the picture's QWERTY rows, each key marked the same way,
// a letter not tried yet bare and one ruled out a middle dot. Colours need no words here, so high
// contrast changes nothing; the reply's legend names them. It is empty for no rows and no keys.
func boardText(rows wordle.History, keys *wordle.Keyboard) string {
	var lines []string
	for _, r := range rows {
		var sb strings.Builder
		for i, c := range r.Guess {
			sb.WriteString(textCell(c, r.Feedback.Colour(i)))
		}
		lines = append(lines, strings.TrimRight(sb.String(), " "))
	}
	if keys != nil {
		if len(lines) > 0 {
			lines = append(lines, "")
		}
		// the rows indented as the picture centres them: half a key (three characters) is 1.5
		for r, indent := range []string{"", " ", "    "} {
			var sb strings.Builder
			sb.WriteString(indent)
			for _, c := range []byte(keyRows[r]) {
				switch keys.State(c) {
				case wordle.Correct:
					sb.WriteString(textCell(c, wordle.Green))
				case wordle.Present:
					sb.WriteString(textCell(c, wordle.Yellow))
				case wordle.Absent:
					sb.WriteString(" · ")
				default:
					sb.WriteString(textCell(c, wordle.Grey))
				}
			}
			lines = append(lines, strings.TrimRight(sb.String(), " "))
		}
	}
	if len(lines) == 0 {
		return ""
	}
	return "```\n" + strings.Join(lines, "\n") + "\n```"
}

// textCell is one tile of the text board: [C] green, (C) yellow, " C " grey.
func textCell(c byte, col wordle.Colour) string {
	l := strings.ToUpper(string(c))
	switch col {
	case wordle.Green:
		return "[" + l + "]"
	case wordle.Yellow:
		return "(" + l + ")"
	}
	return " " + l + " "
}
