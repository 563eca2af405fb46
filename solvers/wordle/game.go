package wordle

import (
	"math/rand/v2"
	"strconv"
	"strings"
)

// MaxGuesses is the number of guesses a game allows.
const MaxGuesses = 6

// Game is one game of Wordle being played: the answer, the mode and the guesses so far. It is a plain
// value meant for storage: it encodes to JSON as {"answer":"crane","hard":true,"guesses":["salet"]}
// (feedback is recomputed from the answer), and the methods that need the word lists take the Dictionary.
type Game struct {
	Answer  Word   `json:"answer"`
	Hard    bool   `json:"hard,omitempty"`
	Guesses []Word `json:"guesses"`
}

// NewGame starts a game against answer, which must be one of d's possible answers (else an *InputError
// with CodeNotAnswer).
func NewGame(d *Dictionary, answer Word, hard bool) (*Game, error) {
	if !d.IsAnswer(answer) {
		return nil, &InputError{Code: CodeNotAnswer, Word: answer.String()}
	}
	return &Game{Answer: answer, Hard: hard, Guesses: []Word{}}, nil
}

// RandomGame starts a game against an answer drawn from d by a generator seeded with seed: the same seed
// gives the same answer.
func RandomGame(d *Dictionary, seed uint64, hard bool) *Game {
	rng := rand.New(rand.NewPCG(seed, 0x6b6962697a))
	return &Game{Answer: d.words[rng.IntN(d.answers)], Hard: hard, Guesses: []Word{}}
}

// Guess plays a word. A word that is not five letters (CodeNotFiveLetters), not allowed
// (CodeNotAllowed), or in hard mode ignores a revealed hint (CodeHardGreen, CodeHardMissing) is refused
// with an *InputError and costs no turn; so is any guess once the game is over (CodeGameOver). On
// success it returns the new row.
func (g *Game) Guess(d *Dictionary, word string) (Row, error) {
	w, err := g.Check(d, word)
	if err != nil {
		return Row{}, err
	}
	g.Guesses = append(g.Guesses, w)
	return Row{w, Score(w, g.Answer)}, nil
}

// Check is Guess without playing: the word Guess would play, or the *InputError it would refuse it with.
// A reply that suggests a word to try uses it to suggest only words the game accepts now.
func (g *Game) Check(d *Dictionary, word string) (Word, error) {
	if g.Over() {
		return Word{}, &InputError{Code: CodeGameOver}
	}
	w, err := ParseWord(strings.TrimSpace(word))
	if err != nil {
		return Word{}, err
	}
	if !d.Allowed(w) {
		return Word{}, &InputError{Code: CodeNotAllowed, Word: w.String()}
	}
	if g.Hard {
		r := g.Rows().rules()
		if err := r.check(w); err != nil {
			err.(*InputError).Row = len(g.Guesses) + 1
			return Word{}, err
		}
	}
	return w, nil
}

// Rows returns the guesses with their feedback.
func (g *Game) Rows() History {
	h := make(History, len(g.Guesses))
	for i, w := range g.Guesses {
		h[i] = Row{w, Score(w, g.Answer)}
	}
	return h
}

// Won reports whether the last guess was the answer.
func (g *Game) Won() bool {
	n := len(g.Guesses)
	return n > 0 && g.Guesses[n-1] == g.Answer
}

// Lost reports whether every guess has been used without finding the answer.
func (g *Game) Lost() bool { return !g.Won() && len(g.Guesses) >= MaxGuesses }

// Over reports whether the game is won or lost.
func (g *Game) Over() bool { return g.Won() || len(g.Guesses) >= MaxGuesses }

// LetterState is what the keyboard shows for a letter.
type LetterState uint8

// Keyboard states, from least to most known.
const (
	Unused  LetterState = iota // not guessed yet
	Absent                     // guessed, not in the answer
	Present                    // in the answer, place unknown
	Correct                    // in the answer, placed green at least once
)

// Keyboard holds the state of each letter a-z.
type Keyboard [26]LetterState

// State returns the state of a letter a-z (Unused for anything else).
func (k *Keyboard) State(letter byte) LetterState {
	if letter < 'a' || letter > 'z' {
		return Unused
	}
	return k[letter-'a']
}

// Keyboard returns the letter states after the guesses so far: each letter shows the best colour it has
// had (a letter grey in one place and yellow in another is present).
func (g *Game) Keyboard() Keyboard {
	var k Keyboard
	for _, r := range g.Rows() {
		for i, c := range r.Guess {
			s := [...]LetterState{Grey: Absent, Yellow: Present, Green: Correct}[r.Feedback.Colour(i)]
			k[c-'a'] = max(k[c-'a'], s)
		}
	}
	return k
}

// Score returns the result as a share line shows it: "4/6", "X/6" when lost, with "*" in hard mode.
func (g *Game) Score() string {
	s := "X"
	if g.Won() {
		s = strconv.Itoa(len(g.Guesses))
	}
	s += "/" + strconv.Itoa(MaxGuesses)
	if g.Hard {
		s += "*"
	}
	return s
}

// Grid returns the share grid: one line of coloured squares per guess, no letters (see
// Feedback.Squares for light and highContrast).
func (g *Game) Grid(light, highContrast bool) string {
	lines := make([]string, len(g.Guesses))
	for i, r := range g.Rows() {
		lines[i] = r.Feedback.Squares(light, highContrast)
	}
	return strings.Join(lines, "\n")
}
