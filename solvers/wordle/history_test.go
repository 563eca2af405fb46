package wordle

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		name, in, want string
		code           Code
		row            int
	}{
		{"none", "-", "-", "", 0},
		{"empty", "", "-", "", 0},
		{"one", "crane=gybbg", "crane=gybbg", "", 0},
		{"two", "crane=gybbg  slate=..x-g", "crane=gybbg slate=bbbbg", "", 0},
		{"upper", "CRANE=GYBBG", "crane=gybbg", "", 0},
		{"emoji", "crane=🟩🟨⬛⬛🟩", "crane=gybbg", "", 0},
		{"no equals", "crane=gybbg slate", "", CodeBadRow, 2},
		{"two equals", "crane=gy=bbg", "", CodeBadRow, 1},
		{"dash among rows", "crane=gybbg -", "", CodeBadRow, 2},
		{"short word", "cran=gybbg", "", CodeNotFiveLetters, 1},
		{"digits", "cr4ne=gybbg", "", CodeNotFiveLetters, 1},
		{"short feedback", "crane=gyb", "", CodeFeedbackLength, 1},
		{"bad mark", "salet=bbbbb crane=gyzbg", "", CodeFeedbackSymbol, 2},
		{"impossible", "crane=ggggy", "", CodeImpossibleFeedback, 1},
		{"yellow after grey", "speed=bbbyb", "", CodeImpossibleFeedback, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, err := Parse(tc.in)
			if tc.code != "" {
				var ie *InputError
				if !errors.As(err, &ie) || ie.Code != tc.code || ie.Row != tc.row {
					t.Fatalf("Parse(%q) = %v, %v; want code %s at row %d", tc.in, h, err, tc.code, tc.row)
				}
				return
			}
			if err != nil || h.String() != tc.want {
				t.Fatalf("Parse(%q) = %v, %v; want %s", tc.in, h, err, tc.want)
			}
		})
	}
}

func TestCandidates(t *testing.T) {
	d := Default()
	for _, tc := range []struct {
		name, in string
		want     int // answers left, when no error
		code     Code
		row      int
	}{
		{"start", "-", 2315, "", 0},
		{"salet grey", "salet=bbbbb", 221, "", 0},
		{"found", "crane=ggggg", 1, "", 0},
		{"not an answer", "crane=ggggg salet=ggggg", 0, CodeNoAnswer, 2},
		{"conflict", "crane=ggggg crane=bbbbb", 0, CodeConflict, 2},
		{"conflict later", "salet=bbbbb crane=bbbbb courd=bbbbb apple=ggggg", 0, CodeConflict, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, err := Parse(tc.in)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tc.in, err)
			}
			got, err := d.Candidates(h)
			if tc.code != "" {
				var ie *InputError
				if !errors.As(err, &ie) || ie.Code != tc.code || ie.Row != tc.row {
					t.Fatalf("Candidates(%q) = %d words, %v; want code %s at row %d", tc.in, len(got), err, tc.code, tc.row)
				}
				return
			}
			if err != nil || len(got) != tc.want {
				t.Fatalf("Candidates(%q) = %d words, %v; want %d", tc.in, len(got), err, tc.want)
			}
		})
	}
}

// TestCandidatesRandom compares the filter with the definition on random games.
func TestCandidatesRandom(t *testing.T) {
	d := Default()
	rng := rand.New(rand.NewPCG(3, 4))
	for range 100 {
		answer := d.words[rng.IntN(d.answers)]
		var h History
		for range 1 + rng.IntN(3) {
			g := d.words[rng.IntN(len(d.words))]
			h = append(h, Row{g, Score(g, answer)})
		}
		got, err := d.Candidates(h)
		if err != nil {
			t.Fatalf("Candidates(%s): %v", h, err)
		}
		want := 0
		for _, a := range d.words[:d.answers] {
			fits := true
			for _, r := range h {
				fits = fits && referenceScore(r.Guess.String(), a.String()) == r.Feedback.String()
			}
			if fits {
				want++
			}
		}
		if len(got) != want {
			t.Fatalf("Candidates(%s) = %d words, want %d", h, len(got), want)
		}
	}
}

// TestCandidatesByMatrix: filtering by the feedback matrix's rows, once built, gives what Score gives,
// the errors of rows no answer fits included.
func TestCandidatesByMatrix(t *testing.T) {
	d := Default()
	d.feedbackMatrix()
	rng := rand.New(rand.NewPCG(5, 6))
	for range 200 {
		var h History
		for range 1 + rng.IntN(3) {
			g, answer := d.words[rng.IntN(len(d.words))], d.words[rng.IntN(d.answers)]
			if rng.IntN(4) == 0 {
				answer = d.words[rng.IntN(len(d.words))] // maybe no answer fits
			}
			h = append(h, Row{g, Score(g, answer)})
		}
		byMatrix, err1 := d.candidates(h)
		d.matrixReady.Store(false)
		byScore, err2 := d.candidates(h)
		d.matrixReady.Store(true)
		if !slices.Equal(byMatrix, byScore) || fmt.Sprint(err1) != fmt.Sprint(err2) {
			t.Fatalf("candidates(%s) = %d answers, %v by the matrix; %d, %v by Score", h, len(byMatrix), err1, len(byScore), err2)
		}
	}
}

func TestCandidatesConflictFields(t *testing.T) {
	h, _ := Parse("salet=bbbbb courd=bbbbb")
	_, err := Default().Candidates(append(h, Row{mustWord(t, "crane"), mustFeedback(t, "ggggg")}))
	var ie *InputError
	if !errors.As(err, &ie) || ie.Code != CodeConflict || ie.Row != 3 || ie.Word != "crane" || ie.Feedback != "ggggg" {
		t.Errorf("Candidates error = %v, want CodeConflict naming row 3, crane=ggggg", err)
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"-", "crane=gybbg slate=bbbyg", "crane=🟩🟨⬛⬛🟩", "x=y", "eerie=ybbbb"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		h, err := Parse(s)
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("Parse(%q): error %v is not an *InputError", s, err)
			}
			if ie.Error() == "" {
				t.Fatalf("Parse(%q): empty message", s)
			}
			return
		}
		back, err := Parse(h.String())
		if err != nil || back.String() != h.String() {
			t.Fatalf("Parse(%q) = %s, which does not round-trip: %s, %v", s, h, back, err)
		}
	})
}

func TestHardCheck(t *testing.T) {
	h, err := Parse("trace=bggyg")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		word string
		code Code // "" when hard mode accepts it
	}{
		{"grace", ""}, {"crane", ""}, {"brine", CodeHardGreen}, {"grade", CodeHardMissing}, {"salet", CodeHardGreen},
	} {
		err := h.HardCheck(mustWord(t, tc.word))
		if tc.code == "" && err != nil || tc.code != "" && (!isCode(err, tc.code) || err.(*InputError).Row != 2) {
			t.Errorf("HardCheck(%s) = %v, want %q in row 2", tc.word, err, tc.code)
		}
	}
}

// BenchmarkCandidates filters the answers by one to three random rows, reading Score ("score") or the
// feedback matrix's rows once a search has built it ("matrix").
func BenchmarkCandidates(b *testing.B) {
	d := Default()
	var hs []History
	for n := 1; n <= 3; n++ {
		hs = append(hs, randomHistories(d, 20, n, false, false)...)
	}
	for _, ready := range []bool{false, true} {
		b.Run(map[bool]string{false: "score", true: "matrix"}[ready], func(b *testing.B) {
			if ready {
				d.feedbackMatrix()
			}
			was := d.matrixReady.Load()
			d.matrixReady.Store(ready)
			defer d.matrixReady.Store(was)
			i := 0
			for b.Loop() {
				if _, err := d.candidates(hs[i%len(hs)]); err != nil {
					b.Fatal(err)
				}
				i++
			}
		})
	}
}
