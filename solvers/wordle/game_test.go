package wordle

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

func TestGameGuess(t *testing.T) {
	d := Default()
	type step struct {
		word string
		want string // feedback, or "" when the guess must be refused with code
		code Code
	}
	for _, tc := range []struct {
		name   string
		answer string
		hard   bool
		steps  []step
		won    bool
		lost   bool
	}{
		{"win in three", "crane", false, []step{{"salet", "bybyb", ""}, {"corny", "gbygb", ""}, {"crane", "ggggg", ""}}, true, false},
		{"refusals cost no turn", "crane", false, []step{
			{"crn", "", CodeNotFiveLetters}, {"xxxxx", "", CodeNotAllowed}, {"c4ane", "", CodeNotFiveLetters},
			{"CRANE", "ggggg", ""}, {"crane", "", CodeGameOver},
		}, true, false},
		{"lose", "crane", false, []step{
			{"salet", "bybyb", ""}, {"salet", "bybyb", ""}, {"salet", "bybyb", ""},
			{"salet", "bybyb", ""}, {"salet", "bybyb", ""}, {"salet", "bybyb", ""}, {"crane", "", CodeGameOver},
		}, false, true},
		{"hard keeps greens", "crane", true, []step{{"trace", "bggyg", ""}, {"brick", "", CodeHardGreen}, {"grace", "bggyg", ""}}, false, false},
		{"hard uses yellows", "crane", true, []step{{"salet", "bybyb", ""}, {"corny", "", CodeHardMissing}, {"arise", "ygbbg", ""}}, false, false},
		{"hard counts repeats", "eerie", true, []step{{"geese", "bgybg", ""}, {"sense", "", CodeHardMissing}, {"eerie", "ggggg", ""}}, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := NewGame(d, mustWord(t, tc.answer), tc.hard)
			if err != nil {
				t.Fatal(err)
			}
			for i, s := range tc.steps {
				turns := len(g.Guesses)
				// Check refuses what Guess refuses, with the same code, and plays nothing
				if w, err := g.Check(d, s.word); (s.code == "") != (err == nil) || s.code != "" && !isCode(err, s.code) ||
					len(g.Guesses) != turns || err == nil && !strings.EqualFold(w.String(), s.word) {
					t.Fatalf("step %d: Check(%q) = %v, %v (turns %d -> %d); want code %q", i, s.word, w, err, turns, len(g.Guesses), s.code)
				}
				row, err := g.Guess(d, s.word)
				if s.code != "" {
					if !isCode(err, s.code) || len(g.Guesses) != turns {
						t.Fatalf("step %d: Guess(%q) = %v, %v (turns %d -> %d); want code %s and no turn used", i, s.word, row, err, turns, len(g.Guesses), s.code)
					}
					continue
				}
				if err != nil || row.Feedback.String() != s.want {
					t.Fatalf("step %d: Guess(%q) = %v, %v; want feedback %s", i, s.word, row, err, s.want)
				}
			}
			if g.Won() != tc.won || g.Lost() != tc.lost {
				t.Errorf("Won, Lost = %v, %v; want %v, %v", g.Won(), g.Lost(), tc.won, tc.lost)
			}
		})
	}
}

func TestHardModeErrorFields(t *testing.T) {
	d := Default()
	g, _ := NewGame(d, mustWord(t, "crane"), true)
	g.Guess(d, "trace")
	_, err := g.Guess(d, "brine")
	if !isCode(err, CodeHardGreen) {
		t.Fatalf("Guess(brine) = %v, want CodeHardGreen", err)
	}
	ie := err.(*InputError)
	if ie.Letter != "a" || ie.Position != 3 || ie.Row != 2 || ie.Word != "brine" {
		t.Errorf("Guess(brine) error = %+v, want letter a, position 3, row 2", ie)
	}
}

func TestNewGameErrors(t *testing.T) {
	if _, err := NewGame(Default(), mustWord(t, "salet"), false); !isCode(err, CodeNotAnswer) {
		t.Errorf("NewGame(salet) = %v, want CodeNotAnswer", err)
	}
}

func TestKeyboard(t *testing.T) {
	d := Default()
	g, _ := NewGame(d, mustWord(t, "crane"), false)
	g.Guess(d, "eerie") // bbybg: crane's one e is matched by the green last e, so the first two are grey
	g.Guess(d, "salet")
	k := g.Keyboard()
	for _, tc := range []struct {
		letter byte
		want   LetterState
	}{
		{'e', Correct}, {'r', Present}, {'i', Absent}, {'a', Present}, {'s', Absent}, {'z', Unused}, {'!', Unused},
	} {
		if got := k.State(tc.letter); got != tc.want {
			t.Errorf("State(%c) = %d, want %d", tc.letter, got, tc.want)
		}
	}
}

func TestGameShare(t *testing.T) {
	d := Default()
	g, _ := NewGame(d, mustWord(t, "crane"), true)
	for _, w := range []string{"trace", "grace", "crane"} {
		if _, err := g.Guess(d, w); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := g.Score(), "3/6*"; got != want {
		t.Errorf("Score() = %q, want %q", got, want)
	}
	if got, want := g.Grid(false, false), "⬛🟩🟩🟨🟩\n⬛🟩🟩🟨🟩\n🟩🟩🟩🟩🟩"; got != want {
		t.Errorf("Grid() = %q, want %q", got, want)
	}
	lost := &Game{Answer: mustWord(t, "crane"), Guesses: make([]Word, 6)}
	for i := range lost.Guesses {
		lost.Guesses[i] = mustWord(t, "salet")
	}
	if got := lost.Score(); got != "X/6" {
		t.Errorf("Score() of a lost game = %q, want X/6", got)
	}
}

func TestGameJSON(t *testing.T) {
	d := Default()
	g := RandomGame(d, 42, true)
	g.Guess(d, "salet")
	b, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	var back Game
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatalf("Unmarshal(%s): %v", b, err)
	}
	if back.Answer != g.Answer || back.Hard != g.Hard || back.Rows().String() != g.Rows().String() {
		t.Errorf("JSON round trip: %s gave %+v, want %+v", b, back, *g)
	}
	if err := json.Unmarshal([]byte(`{"answer":"cr4ne"}`), &back); err == nil {
		t.Errorf("Unmarshal of a bad answer succeeded")
	}
}

func TestRandomGame(t *testing.T) {
	d := Default()
	if a, b := RandomGame(d, 7, false).Answer, RandomGame(d, 7, false).Answer; a != b {
		t.Errorf("RandomGame(7) gave %s then %s", a, b)
	}
	seen := map[Word]bool{}
	for seed := range uint64(50) {
		a := RandomGame(d, seed, false).Answer
		if !d.IsAnswer(a) {
			t.Fatalf("RandomGame(%d) = %s, not an answer", seed, a)
		}
		seen[a] = true
	}
	if len(seen) < 45 {
		t.Errorf("50 seeds gave only %d different answers", len(seen))
	}
}

func TestDaily(t *testing.T) {
	d := Default()
	day := time.Date(2025, 3, 14, 9, 0, 0, 0, time.UTC)
	secret := []byte("server secret")
	a := Daily(d, day, secret)
	if !d.IsAnswer(a) {
		t.Fatalf("Daily = %s, not an answer", a)
	}
	if b := Daily(d, day.Add(14*time.Hour), secret); b != a {
		t.Errorf("Daily changed within the day: %s, %s", a, b)
	}
	seoul := time.FixedZone("KST", 9*3600)
	if b := Daily(d, time.Date(2025, 3, 14, 23, 0, 0, 0, seoul), secret); b != a {
		t.Errorf("Daily of the same calendar day in Seoul = %s, want %s", b, a)
	}
	same, seen := 0, map[Word]bool{}
	for i := range 60 {
		day := day.AddDate(0, 0, i)
		w := Daily(d, day, secret)
		seen[w] = true
		if Daily(d, day, []byte("another secret")) == w {
			same++
		}
	}
	if len(seen) < 55 || same > 3 {
		t.Errorf("60 days: %d different answers, %d equal under another secret", len(seen), same)
	}
}
