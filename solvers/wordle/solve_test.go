package wordle

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"testing"
)

func TestSolve(t *testing.T) {
	for _, tc := range []struct {
		name    string
		history string
		hard    bool
		guess   string // "" to skip the check
		left    int
		source  string
		code    Code
	}{
		{"start", "-", false, "salet", 2315, "tree", ""},
		{"start hard", "-", true, "salet", 2315, "tree", ""},
		{"on the tree", "salet=bbbbb", false, "courd", 221, "tree", ""},
		{"book opening", "crane=bbbbb", false, "", 263, "tree", ""},
		{"two rows on the tree", "salet=bbbbb courd=bbbbb", false, "nymph", 14, "tree", ""},
		{"off the book", "fuzzy=bbbbb", false, "", 1352, "search", ""},
		{"off the book hard", "fuzzy=bbbbb", true, "", 1352, "search", ""},
		{"found", "crane=ggggg", false, "crane", 1, "answer", ""},
		{"conflict", "crane=ggggg salet=bbbbb", false, "", 0, "", CodeConflict},
		{"no answer", "salet=ggggg", false, "", 0, "", CodeNoAnswer},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, err := Parse(tc.history)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tc.history, err)
			}
			res, err := Solve(context.Background(), h, Options{Hard: tc.hard, Top: 5})
			if tc.code != "" {
				var ie *InputError
				if !errors.As(err, &ie) || ie.Code != tc.code {
					t.Fatalf("Solve(%q) = %v, %v; want code %s", tc.history, res.Guess, err, tc.code)
				}
				return
			}
			if err != nil {
				t.Fatalf("Solve(%q): %v", tc.history, err)
			}
			if tc.guess != "" && res.Guess.String() != tc.guess {
				t.Errorf("Solve(%q).Guess = %s, want %s", tc.history, res.Guess, tc.guess)
			}
			if tc.left > 0 && len(res.Remaining) != tc.left {
				t.Errorf("Solve(%q) leaves %d answers, want %d", tc.history, len(res.Remaining), tc.left)
			}
			if tc.source != "" && res.Stats.Source != tc.source {
				t.Errorf("Solve(%q).Stats.Source = %s, want %s", tc.history, res.Stats.Source, tc.source)
			}
			if len(res.Ranking) == 0 || res.Ranking[0].Guess != res.Guess {
				t.Errorf("Solve(%q).Ranking = %v, want %s first", tc.history, res.Ranking, res.Guess)
			}
		})
	}
}

// TestSolveRandom checks, on random histories in both modes, that the suggestion is allowed, uses every
// hint in hard mode, the count is exact, and the ranking's figures are consistent.
func TestSolveRandom(t *testing.T) {
	d := Default()
	rng := rand.New(rand.NewPCG(11, 12))
	games := 30
	if testing.Short() {
		games = 6
	}
	for i := range games {
		hard := i%2 == 1
		answer := d.words[rng.IntN(d.answers)]
		var h History
		for range 1 + rng.IntN(3) {
			g := d.words[rng.IntN(len(d.words))]
			h = append(h, Row{g, Score(g, answer)})
		}
		res, err := Solve(context.Background(), h, Options{Hard: hard, Top: 4})
		if err != nil {
			t.Fatalf("Solve(%s): %v", h, err)
		}
		want, _ := d.Candidates(h)
		if len(res.Remaining) != len(want) {
			t.Errorf("Solve(%s) leaves %d answers, want %d", h, len(res.Remaining), len(want))
		}
		if !d.Allowed(res.Guess) {
			t.Errorf("Solve(%s) = %s, not an allowed word", h, res.Guess)
		}
		if r := h.rules(); hard && !r.allows(res.Guess) {
			t.Errorf("Solve(%s, hard) = %s, which drops a hint: %v", h, res.Guess, r.check(res.Guess))
		}
		n := float64(len(want))
		for _, s := range res.Ranking {
			if s.ExpectedRemaining < 0 || s.ExpectedRemaining > n || s.Entropy < 0 || s.Entropy > math.Log2(n)+1e-9 ||
				s.Largest > len(want) || s.ExpectedGuesses < 0 {
				t.Errorf("Solve(%s) ranks %+v: figures out of range for %d answers", h, s, len(want))
			}
			possible := false
			for _, a := range want {
				possible = possible || a == s.Guess
			}
			if s.Possible != possible {
				t.Errorf("Solve(%s) ranks %s with Possible %v, want %v", h, s.Guess, s.Possible, possible)
			}
		}
	}
}

// TestPlayEveryAnswer plays the strategy against every answer in both modes: the feedback is the true
// one, the game ends on the answer within the targets (5 guesses normal, 6 hard), and hard-mode guesses
// use every hint.
func TestPlayEveryAnswer(t *testing.T) {
	d := Default()
	for _, hard := range []bool{false, true} {
		limit := 5
		if hard {
			limit = 6
		}
		for _, a := range d.Answers() {
			h, err := Play(context.Background(), a, Options{Hard: hard})
			if err != nil {
				t.Fatalf("Play(%s, hard=%v): %v", a, hard, err)
			}
			if len(h) > limit || h[len(h)-1].Guess != a || h[len(h)-1].Feedback != AllGreen {
				t.Fatalf("Play(%s, hard=%v) = %s", a, hard, h)
			}
			var r rules
			for _, row := range h {
				if row.Feedback != Score(row.Guess, a) {
					t.Fatalf("Play(%s) = %s: wrong feedback for %s", a, h, row.Guess)
				}
				if hard && !r.allows(row.Guess) {
					t.Fatalf("Play(%s, hard) = %s: %v", a, h, r.check(row.Guess))
				}
				r.add(row.Guess, row.Feedback)
			}
		}
	}
	if _, err := Play(context.Background(), mustWord(t, "salet"), Options{}); !isCode(err, CodeNotAnswer) {
		t.Errorf("Play(salet) = %v, want CodeNotAnswer", err)
	}
}

func TestPlayAll(t *testing.T) {
	for _, tc := range []struct {
		hard       bool
		total      int
		worst      int
		maxAverage float64
	}{
		{false, 7920, 5, 3.43},
		{true, 8122, 6, 3.52},
	} {
		st, err := PlayAll(context.Background(), Options{Hard: tc.hard})
		if err != nil {
			t.Fatal(err)
		}
		if st.Total != tc.total || st.Worst != tc.worst || st.Average() > tc.maxAverage || st.Failed != 0 {
			t.Errorf("PlayAll(hard=%v) = %+v (average %.4f), want total %d, worst %d", tc.hard, st, st.Average(), tc.total, tc.worst)
		}
	}
}

func isCode(err error, c Code) bool {
	var ie *InputError
	return errors.As(err, &ie) && ie.Code == c
}

// TestSolveConcurrent runs suggestions from several goroutines on a fresh dictionary, so that its lazily
// built tables (matrix, alphabetical order, start ranking) are raced for; run with -race.
func TestSolveConcurrent(t *testing.T) {
	d := smallDictionary(t, rand.New(rand.NewPCG(13, 14)), 80, 300, false)
	histories := []string{"-", "salet=bbbbb", "crane=bybbb", "-"}
	errs := make(chan error, 4*len(histories))
	for i := range 4 {
		go func() {
			for _, s := range histories {
				h, _ := Parse(s)
				_, err := Solve(context.Background(), h, Options{Dictionary: d, Hard: i%2 == 1, Top: 3})
				if isCode(err, CodeNoAnswer) || isCode(err, CodeConflict) {
					err = nil
				}
				errs <- err
			}
		}()
	}
	for range 4 * len(histories) {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}
