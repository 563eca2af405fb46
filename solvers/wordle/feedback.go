package wordle

import (
	"strings"
	"unicode/utf8"

	"kibitz/solvers/internal/typed"
)

// Colour is the colour of one tile.
type Colour uint8

// The three tile colours, in the order of their base-3 digit in a Feedback.
const (
	Grey   Colour = iota // the letter is not in the answer (or not that many times)
	Yellow               // the letter is in the answer, elsewhere
	Green                // the letter is in the answer, here
)

// Feedback is the colouring of one guess: five base-3 digits, letter i's Colour being digit i (letter 0
// least significant), so the 243 feedbacks are the numbers 0..242 and AllGreen is 242. This is also the
// byte stored in the feedback matrix.
type Feedback uint8

// AllGreen is the feedback of a correct guess.
const AllGreen Feedback = 242

// NumFeedbacks is the number of distinct feedbacks, 3^5.
const NumFeedbacks = 243

var pow3 = [5]Feedback{1, 3, 9, 27, 81}

// Score returns the feedback that answer gives to guess, with Wordle's rule for repeated letters: greens
// first; then, left to right, a letter is yellow only while the answer has copies of it not already matched
// (by a green or an earlier yellow). A letter guessed twice but present once is coloured once.
func Score(guess, answer Word) Feedback {
	var fb Feedback
	// unmatched answer letters, as a bit set with a count: few words repeat a letter, so a small array
	// indexed by letter is cheapest.
	var left [26]uint8
	for i := range 5 {
		if guess[i] == answer[i] {
			fb += 2 * pow3[i]
		} else {
			left[answer[i]-'a']++
		}
	}
	if fb == AllGreen {
		return fb
	}
	for i := range 5 {
		if guess[i] != answer[i] {
			if c := guess[i] - 'a'; left[c] > 0 {
				left[c]--
				fb += pow3[i]
			}
		}
	}
	return fb
}

// Colour returns the colour of letter i (0..4).
func (f Feedback) Colour(i int) Colour { return Colour(f / pow3[i] % 3) }

// String returns the feedback as five of g (green), y (yellow), b (grey).
func (f Feedback) String() string {
	var b [5]byte
	for i := range 5 {
		b[i] = "byg"[f.Colour(i)]
	}
	return string(b[:])
}

// Squares returns the feedback as Wordle's share squares: 🟩 green, 🟨 yellow, ⬛ grey (⬜ with light), or
// with highContrast 🟧 for green and 🟦 for yellow.
func (f Feedback) Squares(light, highContrast bool) string {
	green, yellow, grey := "🟩", "🟨", "⬛"
	if highContrast {
		green, yellow = "🟧", "🟦"
	}
	if light {
		grey = "⬜"
	}
	var sb strings.Builder
	for i := range 5 {
		switch f.Colour(i) {
		case Green:
			sb.WriteString(green)
		case Yellow:
			sb.WriteString(yellow)
		default:
			sb.WriteString(grey)
		}
	}
	return sb.String()
}

// ParseFeedback reads five marks: g or G, 🟩 and 🟧 for green; y or Y, 🟨 and 🟦 for yellow; b, B, ., x,
// X, -, ⬛ and ⬜ for grey. Emoji variation selectors (U+FE0F) are ignored, so pasted share squares work.
// Errors are *InputError with CodeFeedbackLength or CodeFeedbackSymbol (Row left 0 for the caller to fill).
func ParseFeedback(s string) (Feedback, error) {
	var fb Feedback
	n := 0
	for i, r := range s {
		var c Colour
		switch r {
		case '\uFE0F':
			continue
		case 'g', 'G', '🟩', '🟧':
			c = Green
		case 'y', 'Y', '🟨', '🟦':
			c = Yellow
		case 'b', 'B', '.', 'x', 'X', '-', '⬛', '⬜':
			c = Grey
		default:
			if r == utf8.RuneError || n >= 5 {
				return 0, &InputError{Code: CodeFeedbackLength, Text: typed.Clip(s)}
			}
			_, size := utf8.DecodeRuneInString(s[i:])
			return 0, &InputError{Code: CodeFeedbackSymbol, Text: typed.Clip(s), Position: n + 1, Symbol: s[i : i+size]}
		}
		if n == 5 {
			return 0, &InputError{Code: CodeFeedbackLength, Text: typed.Clip(s)}
		}
		fb += Feedback(c) * pow3[n]
		n++
	}
	if n != 5 {
		return 0, &InputError{Code: CodeFeedbackLength, Text: typed.Clip(s)}
	}
	return fb, nil
}

// whyImpossible says why no word gives feedback f to guess, for a pair that possible refuses. A colouring
// is possible exactly when, for every letter L of the guess, (1) L's yellow squares all come before its
// grey ones (Wordle gives the yellows to the leftmost copies that are not green), and (2) the answer has
// room for L's yellows: as many squares that are neither green nor L in the guess, where the answer's
// other copies of L can stand. (Letters the guess lacks fill the other squares, and two different letters
// never compete for a square beyond that, so these two conditions are enough; TestWhyImpossible checks
// them against possible.) It returns the letter at fault and its first yellow position (from 1), with
// either before, the position of a grey copy further left (1), or count, L's yellows (2).
func whyImpossible(guess Word, f Feedback) (letter string, position, before, count int) {
	for _, c := range guess {
		grey, firstYellow, yellows, room := 0, 0, 0, 0
		for i := range 5 {
			switch {
			case f.Colour(i) == Green:
			case guess[i] != c:
				room++
			case f.Colour(i) == Yellow:
				yellows++
				if firstYellow == 0 {
					firstYellow = i + 1
				}
				if grey != 0 {
					return string(c), i + 1, grey, 0
				}
			default:
				if grey == 0 {
					grey = i + 1
				}
			}
		}
		if yellows > room {
			return string(c), firstYellow, 0, yellows
		}
	}
	return "", 0, 0, 0
}

// possible reports whether some five-letter string, not necessarily a word, gives feedback f to guess. It
// tries, at every non-green position, each letter of the guess and one letter the guess lacks: 6^5 cases
// at most, so it is only for explaining an error.
func possible(guess Word, f Feedback) bool {
	var letters []byte
	seen := guess.letterCounts()
	for c := range byte(26) {
		if seen[c] > 0 {
			letters = append(letters, 'a'+c)
		}
	}
	for c := range byte(26) {
		if seen[c] == 0 {
			letters = append(letters, 'a'+c)
			break
		}
	}
	var a Word
	var try func(i int) bool
	try = func(i int) bool {
		if i == 5 {
			return Score(guess, a) == f
		}
		if f.Colour(i) == Green {
			a[i] = guess[i]
			return try(i + 1)
		}
		for _, c := range letters {
			if c != guess[i] {
				a[i] = c
				if try(i + 1) {
					return true
				}
			}
		}
		return false
	}
	return try(0)
}
