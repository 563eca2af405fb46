package nim

import (
	"context"
	"math/rand/v2"
	"testing"
)

// TestLevelsAgainstARandomPlayer plays each level against a player moving at random, over many games of
// plain Nim on random heaps with fixed seeds, and checks that the levels are ordered as promised: the
// random player wins more often against Easy than Medium, and more against Medium than Perfect, which
// it beats only from positions lost for Perfect at the start.
func TestLevelsAgainstARandomPlayer(t *testing.T) {
	const games = 2000
	ctx := context.Background()
	wins := map[Level]int{}
	for _, l := range Levels() {
		r := rand.New(rand.NewPCG(2, uint64(len(l))))
		for g := range games {
			h := Heaps{r.Int64N(7) + 1, r.Int64N(7) + 1, r.Int64N(7) + 1}
			botFirst := g%2 == 0
			start, err := Solve(ctx, h, Options{})
			if err != nil {
				t.Fatal(err)
			}
			botToMove := botFirst
			for {
				var m Move
				var ok bool
				if botToMove {
					m, ok, err = Choose(ctx, h, Options{}, l, r)
					if err != nil {
						t.Fatal(err)
					}
				} else {
					m, ok = RandomMove(h, Rule{}, r)
				}
				if !ok {
					break // the player to move cannot: the other took the last object and won
				}
				if m.Take < 1 || m.Take > h[m.Heap] {
					t.Fatalf("%s made the illegal move %v on %v", l, m, h)
				}
				h[m.Heap] -= m.Take
				botToMove = !botToMove
			}
			if botToMove { // the bot cannot move: the random player took the last object
				wins[l]++
				if l == Perfect && start.Win == botFirst {
					t.Fatalf("Perfect lost a game it started on the winning side (%v)", start)
				}
			}
		}
		t.Logf("%s: the random player won %d of %d games (%.1f%%)", l, wins[l], games, 100*float64(wins[l])/games)
	}
	if !(wins[Easy] > wins[Medium] && wins[Medium] > wins[Perfect]) {
		t.Errorf("random player's wins: easy %d, medium %d, perfect %d; want strictly fewer at each level up", wins[Easy], wins[Medium], wins[Perfect])
	}
}

func TestParseLevel(t *testing.T) {
	for in, want := range map[string]Level{"": Perfect, "perfect": Perfect, "medium": Medium, "easy": Easy} {
		if got, err := ParseLevel(in); err != nil || got != want {
			t.Errorf("ParseLevel(%q) = %q, %v", in, got, err)
		}
	}
	if _, err := ParseLevel("hard"); err == nil {
		t.Error("ParseLevel(hard) = nil error")
	}
}
