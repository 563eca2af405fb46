package grundy

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/divisor"
	"kibitz/solvers/nim"
)

// /grundy asks /nim whether the Nim position each of its games is may be analysed (playing.go). These
// tests check what it asks, with a /nim of their own; commands/all's ranked_test.go plays the real one.

// askedNim is a RankedNim that records what it is asked, and refuses with refuse (nil: nothing).
type askedNim struct {
	asked  []string // "user channel heaps rule misère"
	refuse error
}

func (a *askedNim) AnalysisRefusal(_ context.Context, user, channel string, heaps nim.Heaps, opts nim.Options) error {
	a.asked = append(a.asked, fmt.Sprintf("%s %s %s %s %v", user, channel, heaps, opts.Rule, opts.Misere))
	return a.refuse
}

// nimHarness is newHarness with /grundy asking n.
func nimHarness(t *testing.T, n RankedNim) *commandtest.Harness {
	t.Helper()
	return commandtest.New(t, func(h *commandtest.Harness) {
		commands.RegisterAll(h.Mux, New(commands.Env{Store: h.Store, Log: h.Log, NewID: h.NewID}, Config{Nim: n}))
	})
}

func TestPositionsAskedOfNim(t *testing.T) {
	for _, tc := range []struct {
		name string
		ask  func(h *commandtest.Harness) (*router.Response, error)
		want string
	}{
		{"a sum of piles under a take limit", subtractionAsk("1-3", "3 0 5"), "1 c 3 0 5 1-3 false"},
		{"a take limit written as a set", subtractionAsk("3,1,2", "7"), "1 c 7 1-3 false"},
		{"a move set", subtractionAsk("1,2,5", "10 4"), "1 c 10 4 1,2,5 false"},
		{"a divisor game: one heap of its prime factors less one", divisorAsk("720", false), "1 c 6 any false"},
		{"a divisor game in misère play", divisorAsk("2^10", true), "1 c 9 any true"},
		{"a prime", divisorAsk("97", false), "1 c 0 any false"},
		{"1", divisorAsk("1", true), "1 c 0 any true"},
		{"a DAG game: its colours' values", dagameAsk("4 6\n2 1\n3 1\n3 2\n4 1\n4 2\n4 3\n3\n4 7\n3 9\n1 8\n"), "1 c 3 2 0 any false"},
		{"a DAG game's pair of one colour: the pair's value", dagameAsk("3 3\n3 2\n3 1\n2 1\n2\n3 5\n2 5\n"), "1 c 0 any false"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := &askedNim{}
			if _, err := tc.ask(nimHarness(t, n)); err != nil {
				t.Fatal(err)
			}
			if want := []string{tc.want}; !slices.Equal(n.asked, want) {
				t.Errorf("asked %q, want %q", n.asked, want)
			}
		})
	}
}

// TestNimsRefusalComesThrough: what /nim declines, /grundy declines in its words, in each game; and with
// no /nim (Config.Nim nil) it answers.
func TestNimsRefusalComesThrough(t *testing.T) {
	for _, ask := range []func(h *commandtest.Harness) (*router.Response, error){
		subtractionAsk("1-3", "3 4 5"), divisorAsk("16", false), dagameAsk("2 1\n2 1\n1\n2 1\n"),
	} {
		refusal := commands.PlayingRanked(i18n.Text{En: "Nim", Ko: "님"})
		if _, err := ask(nimHarness(t, &askedNim{refuse: refusal})); err != refusal {
			t.Errorf("got %v, want /nim's refusal", err)
		}
		if resp, err := ask(nimHarness(t, nil)); err != nil || len(resp.Embeds) == 0 {
			t.Errorf("without /nim: %v, %+v; want the answer", err, resp)
		}
	}
}

// TestDivisorIsOneNimHeap: the divisor game from N is Nim on one heap of Ω(N) - 1, in both conventions
// (playing.go): by the definition, every N up to 2,000.
func TestDivisorIsOneNimHeap(t *testing.T) {
	for _, misere := range []bool{false, true} {
		for n := int64(1); n <= 2000; n++ {
			heaps, opts := divisorPosition(divisor.Factorize(n), misere)
			res, err := nim.Solve(context.Background(), heaps, opts)
			if err != nil {
				t.Fatal(err)
			}
			if want := bruteDivisorWins(n, misere)[n]; res.Win != want {
				t.Fatalf("N = %d, misère %v: heaps %v win %v, the divisor game %v", n, misere, heaps, res.Win, want)
			}
			if !misere && res.Grundy[0] != int64(bruteDivisorValues(n)[n]) {
				t.Fatalf("N = %d: heaps %v of value %d, the divisor game %d", n, heaps, res.Grundy[0], bruteDivisorValues(n)[n])
			}
		}
	}
}

// subtractionAsk, divisorAsk and dagameAsk run a /grundy game as user 1 in channel "c".
func subtractionAsk(moves, n string) func(h *commandtest.Harness) (*router.Response, error) {
	return func(h *commandtest.Harness) (*router.Response, error) {
		return h.Handle(commandtest.CommandIn(commandtest.User("1"), discordgo.EnglishUS, "grundy", "subtraction", opt{"moves", moves}, opt{"n", n}))
	}
}

func divisorAsk(n string, misere bool) func(h *commandtest.Harness) (*router.Response, error) {
	return func(h *commandtest.Harness) (*router.Response, error) {
		return h.Handle(commandtest.CommandIn(commandtest.User("1"), discordgo.EnglishUS, "grundy", "divisor", opt{"n", n}, opt{"misere", misere}))
	}
}

func dagameAsk(text string) func(h *commandtest.Harness) (*router.Response, error) {
	return func(h *commandtest.Harness) (*router.Response, error) {
		return runDAGame(h.T, h, discordgo.EnglishUS, text)
	}
}
