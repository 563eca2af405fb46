package wordle

import (
	"errors"
	"math/bits"
	"math/rand/v2"
	"strings"
	"testing"

	"kibitz/internal/testenv"
)

// referenceScore is the rule as people state it, written plainly: mark the greens, count the answer's
// other letters, then colour the guess's other letters yellow left to right while copies remain.
func referenceScore(guess, answer string) string {
	res := []byte("bbbbb")
	left := map[byte]int{}
	for i := range 5 {
		if guess[i] == answer[i] {
			res[i] = 'g'
		} else {
			left[answer[i]]++
		}
	}
	for i := range 5 {
		if res[i] != 'g' && left[guess[i]] > 0 {
			res[i] = 'y'
			left[guess[i]]--
		}
	}
	return string(res)
}

func mustWord(t testing.TB, s string) Word {
	t.Helper()
	w, err := ParseWord(s)
	if err != nil {
		t.Fatalf("ParseWord(%q): %v", s, err)
	}
	return w
}

func TestScoreKnown(t *testing.T) {
	for _, tc := range []struct{ guess, answer, want string }{
		{"crane", "crane", "ggggg"},
		{"salet", "crony", "bbbbb"},
		{"speed", "abide", "bbyby"}, // two e's guessed, one in the answer: the first coloured
		{"eerie", "tepee", "ygbbg"}, // three e's guessed, two in the answer: green last, yellow first
		{"geese", "eerie", "bgybg"},
		{"lolly", "loyal", "ggyby"}, // the third l finds the answer's second l; the fourth is grey
		{"mamma", "magma", "ggbgg"},
		{"error", "roger", "yybyg"},
		{"abbey", "babes", "yyggb"},
		{"sassy", "gassy", "bgggg"},
		{"aaaaa", "banal", "bgbgb"},
	} {
		got := Score(mustWord(t, tc.guess), mustWord(t, tc.answer)).String()
		if got != tc.want {
			t.Errorf("Score(%s, %s) = %s, want %s", tc.guess, tc.answer, got, tc.want)
		}
		if ref := referenceScore(tc.guess, tc.answer); ref != tc.want {
			t.Errorf("referenceScore(%s, %s) = %s, want %s", tc.guess, tc.answer, ref, tc.want)
		}
	}
}

// doubleLetterGuesses are words with a letter two or three times, and a few strings made to stress the
// rule, not words.
var doubleLetterGuesses = []string{
	"eerie", "geese", "mamma", "llama", "sassy", "fluff", "vivid", "error", "kayak", "level", "added",
	"abbey", "speed", "sheep", "lolly", "tepee", "emcee", "queue", "mummy", "puppy", "daddy", "kiosk",
	"civic", "radar", "refer", "alarm", "array", "banal", "otter", "robot", "motto", "pizza", "shell",
	"eeeee", "aaaaa", "eeaee", "sessa", "tatty", "nanny", "ninny", "bobby", "fuzzy", "mamba", "esses",
}

// TestScoreDoubleLetters compares Score with the reference on every answer against every guess of a set
// with repeated letters.
func TestScoreDoubleLetters(t *testing.T) {
	d := Default()
	for _, g := range doubleLetterGuesses {
		gw := mustWord(t, g)
		for _, a := range d.words[:d.answers] {
			if got, want := Score(gw, a).String(), referenceScore(g, a.String()); got != want {
				t.Fatalf("Score(%s, %s) = %s, want %s", g, a, got, want)
			}
		}
	}
}

// TestScoreAllRepeats compares Score with the reference on every answer against every allowed word that
// repeats a letter (4,650 words, 10.8 million pairs).
func TestScoreAllRepeats(t *testing.T) {
	testenv.Heavy(t)
	d := Default()
	answers := make([]string, d.answers)
	for i, a := range d.words[:d.answers] {
		answers[i] = a.String()
	}
	for _, g := range d.words {
		if bits.OnesCount32(g.letterSet()) == 5 {
			continue
		}
		gs := g.String()
		for i, a := range d.words[:d.answers] {
			if got, want := Score(g, a).String(), referenceScore(gs, answers[i]); got != want {
				t.Fatalf("Score(%s, %s) = %s, want %s", g, a, got, want)
			}
		}
	}
}

// TestScoreRandom compares Score with the reference on random pairs of allowed words, and on random
// strings over five letters (where repeats are the rule).
func TestScoreRandom(t *testing.T) {
	d := Default()
	rng := rand.New(rand.NewPCG(1, 1))
	n := 200_000
	if testing.Short() {
		n = 20_000
	}
	for range n {
		g, a := d.words[rng.IntN(len(d.words))], d.words[rng.IntN(len(d.words))]
		if got, want := Score(g, a).String(), referenceScore(g.String(), a.String()); got != want {
			t.Fatalf("Score(%s, %s) = %s, want %s", g, a, got, want)
		}
		var gs, as Word
		for i := range 5 {
			gs[i], as[i] = 'a'+byte(rng.IntN(5)), 'a'+byte(rng.IntN(5))
		}
		if got, want := Score(gs, as).String(), referenceScore(gs.String(), as.String()); got != want {
			t.Fatalf("Score(%s, %s) = %s, want %s", gs, as, got, want)
		}
	}
}

// TestScoreExhaustiveSmallAlphabets compares Score with the reference on every pair of strings over a
// small alphabet: with three letters (59,049 pairs) every pattern of repeats in guess and answer occurs,
// from five copies of one letter down to none; with four letters (1,048,576 pairs, heavy), every way two
// letters can both repeat.
func TestScoreExhaustiveSmallAlphabets(t *testing.T) {
	alphabets := []int{2, 3}
	if !testing.Short() && !testenv.RaceEnabled {
		alphabets = append(alphabets, 4)
	}
	for _, k := range alphabets {
		words := wordsOver(k)
		for _, g := range words {
			gs := g.String()
			for _, a := range words {
				if got, want := Score(g, a).String(), referenceScore(gs, a.String()); got != want {
					t.Fatalf("Score(%s, %s) = %s, want %s", g, a, got, want)
				}
			}
		}
	}
}

// TestFeedbackMatrix checks the whole matrix, with its fast path for guesses of five different letters,
// against Score (itself checked against the reference above); every 61st row under -short and -race.
func TestFeedbackMatrix(t *testing.T) {
	step := 1
	if testing.Short() || testenv.RaceEnabled {
		step = 61
	}
	d := Default()
	m := d.feedbackMatrix()
	for g := 0; g < len(d.words); g += step {
		gw := d.words[g]
		row := m[g*d.answers : (g+1)*d.answers]
		for a, aw := range d.words[:d.answers] {
			if got, want := Feedback(row[a]), Score(gw, aw); got != want {
				t.Fatalf("matrix[%s][%s] = %s, want %s", gw, aw, got, want)
			}
		}
	}
}

func TestParseFeedback(t *testing.T) {
	for _, tc := range []struct {
		name, in, want string
		code           Code
	}{
		{"letters", "gybbg", "gybbg", ""},
		{"upper", "GYBBG", "gybbg", ""},
		{"dots", "g.y.-", "gbybb", ""},
		{"x", "xxgxx", "bbgbb", ""},
		{"emoji", "🟩🟨⬛⬛🟩", "gybbg", ""},
		{"light", "⬜⬜🟨⬜🟩", "bbybg", ""},
		{"high contrast", "🟧🟦⬛🟦🟧", "gybyg", ""},
		{"variation selectors", "🟩\uFE0F🟨\uFE0F⬛\uFE0F⬛\uFE0F🟩\uFE0F", "gybbg", ""},
		{"short", "gyb", "", CodeFeedbackLength},
		{"long", "gybbgg", "", CodeFeedbackLength},
		{"empty", "", "", CodeFeedbackLength},
		{"bad letter", "gyzbg", "", CodeFeedbackSymbol},
		{"bad emoji", "🟩🟥⬛⬛🟩", "", CodeFeedbackSymbol},
		{"space", "gy bg", "", CodeFeedbackSymbol},
		{"invalid utf8", "gy\xffbg", "", CodeFeedbackLength},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, err := ParseFeedback(tc.in)
			if tc.code != "" {
				var ie *InputError
				if !errors.As(err, &ie) || ie.Code != tc.code {
					t.Fatalf("ParseFeedback(%q) = %v, %v; want code %s", tc.in, f, err, tc.code)
				}
				return
			}
			if err != nil || f.String() != tc.want {
				t.Fatalf("ParseFeedback(%q) = %v, %v; want %s", tc.in, f, err, tc.want)
			}
		})
	}
}

func TestFeedbackSquares(t *testing.T) {
	f, _ := ParseFeedback("gybbg")
	for _, tc := range []struct {
		light, hc bool
		want      string
	}{
		{false, false, "🟩🟨⬛⬛🟩"},
		{true, false, "🟩🟨⬜⬜🟩"},
		{false, true, "🟧🟦⬛⬛🟧"},
	} {
		if got := f.Squares(tc.light, tc.hc); got != tc.want {
			t.Errorf("Squares(%v, %v) = %s, want %s", tc.light, tc.hc, got, tc.want)
		}
		if back, err := ParseFeedback(f.Squares(tc.light, tc.hc)); err != nil || back != f {
			t.Errorf("ParseFeedback(Squares(%v, %v)) = %v, %v; want %v", tc.light, tc.hc, back, err, f)
		}
	}
}

// TestPossible checks the impossible-feedback test on cases worked by hand (TestPossibleExhaustive checks
// it against every answer).
func TestPossible(t *testing.T) {
	for _, tc := range []struct {
		guess, fb string
		want      bool
	}{
		{"crane", "ggggy", false},
		{"crane", "ggggb", true},
		{"speed", "bbbyb", false}, // the second e yellow while the first is grey
		{"speed", "bbyby", true},
		{"speed", "bbybb", true},
		{"eerie", "bybbb", false}, // the second e yellow while the first is grey
		{"eerie", "ybbbb", true},
		{"crane", "yyyyy", true},
		{"aaaaa", "yybbb", false},
	} {
		if got := possible(mustWord(t, tc.guess), mustFeedback(t, tc.fb)); got != tc.want {
			t.Errorf("possible(%s, %s) = %v, want %v", tc.guess, tc.fb, got, tc.want)
		}
	}
}

// TestPossibleExhaustive compares possible with the feedbacks that some answer really gives, for every
// guess over the letters a to c and every one of the 243 feedbacks: the answers range over a to e, which
// is every answer as far as such a guess can tell (letters it lacks all look alike to it).
func TestPossibleExhaustive(t *testing.T) {
	k := 3
	if testing.Short() || testenv.RaceEnabled {
		k = 2
	}
	answers := wordsOver(5)
	for _, g := range wordsOver(k) {
		var given [NumFeedbacks]bool
		for _, a := range answers {
			given[Score(g, a)] = true
		}
		for f := range Feedback(NumFeedbacks) {
			if got := possible(g, f); got != given[f] {
				t.Fatalf("possible(%s, %s) = %v, want %v (whether some answer gives it)", g, f, got, given[f])
			}
		}
	}
}

// wordsOver returns every five-letter string over the first k letters of the alphabet.
func wordsOver(k int) []Word {
	n := 1
	for range 5 {
		n *= k
	}
	out := make([]Word, n)
	for i := range out {
		for j, x := 0, i; j < 5; j, x = j+1, x/k {
			out[i][j] = 'a' + byte(x%k)
		}
	}
	return out
}

func mustFeedback(t testing.TB, s string) Feedback {
	t.Helper()
	f, err := ParseFeedback(s)
	if err != nil {
		t.Fatalf("ParseFeedback(%q): %v", s, err)
	}
	return f
}

func FuzzParseFeedback(f *testing.F) {
	for _, s := range []string{"gybbg", "🟩🟨⬛⬛🟩", "..x-g", "gyb", "🟧🟦⬜"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		fb, err := ParseFeedback(s)
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("ParseFeedback(%q): error %v is not an *InputError", s, err)
			}
			return
		}
		if fb >= NumFeedbacks {
			t.Fatalf("ParseFeedback(%q) = %d, out of range", s, fb)
		}
		if back, err := ParseFeedback(fb.String()); err != nil || back != fb {
			t.Fatalf("ParseFeedback(%q) = %v, which does not round-trip: %v, %v", s, fb, back, err)
		}
	})
}

func FuzzParseWord(f *testing.F) {
	for _, s := range []string{"crane", "CRANE", "cr4ne", "", "craness", "ñandu"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		w, err := ParseWord(s)
		if err != nil {
			if !isCode(err, CodeNotFiveLetters) {
				t.Fatalf("ParseWord(%q): %v, want CodeNotFiveLetters", s, err)
			}
			return
		}
		if !w.valid() || !strings.EqualFold(w.String(), s) {
			t.Fatalf("ParseWord(%q) = %q", s, w)
		}
	})
}

// TestWhyImpossible: whyImpossible names a reason for exactly the colourings possible refuses, every guess
// over a to c against every feedback, and the reasons of the cases worked by hand.
func TestWhyImpossible(t *testing.T) {
	for _, tc := range []struct {
		guess, fb               string
		letter                  string
		position, before, count int
	}{
		{"crane", "ggggy", "e", 5, 0, 1}, // nowhere else for the E: every other square is green
		{"eerie", "bybbb", "e", 2, 1, 0}, // the second E yellow while the first is grey
		{"speed", "bbbyb", "e", 4, 3, 0}, // likewise
		{"aaaaa", "yybbb", "a", 1, 0, 2}, // every square holds an A
		{"aabcd", "yybgg", "a", 1, 0, 2}, // two yellow As, one square (the B's) for them
		{"eerie", "ybbbb", "", 0, 0, 0},  // possible
	} {
		letter, position, before, count := whyImpossible(mustWord(t, tc.guess), mustFeedback(t, tc.fb))
		if letter != tc.letter || position != tc.position || before != tc.before || count != tc.count {
			t.Errorf("whyImpossible(%s, %s) = %q, %d, %d, %d; want %q, %d, %d, %d", tc.guess, tc.fb,
				letter, position, before, count, tc.letter, tc.position, tc.before, tc.count)
		}
	}
	for _, g := range wordsOver(3) {
		for f := range Feedback(NumFeedbacks) {
			letter, _, _, _ := whyImpossible(g, f)
			if (letter == "") != possible(g, f) {
				t.Fatalf("whyImpossible(%s, %s) = %q, but possible = %v", g, f, letter, possible(g, f))
			}
		}
	}
}
