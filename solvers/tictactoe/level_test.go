package tictactoe

import (
	"math/rand/v2"
	"testing"
)

// TestLevelsAgainstARandomPlayer plays each level against a player that picks a random empty cell, over
// many games with fixed seeds, and checks the win rates the levels promise: Perfect never loses, Medium
// loses sometimes, Easy often, and Easy more often than Medium.
func TestLevelsAgainstARandomPlayer(t *testing.T) {
	const games = 2000
	wins := map[Level]int{}
	for _, l := range Levels() {
		r := rand.New(rand.NewPCG(1, uint64(len(l))))
		for g := range games {
			var b Board
			bot := X
			if g%2 == 1 {
				bot = O
			}
			for !b.Over() {
				var cell int
				if b.ToMove() == bot {
					cell, _ = Choose(b, l, r)
				} else {
					var empty []int
					for c := range 9 {
						if b[c] == Empty {
							empty = append(empty, c)
						}
					}
					cell = empty[r.IntN(len(empty))]
				}
				var ok bool
				if b, ok = b.Play(cell); !ok {
					t.Fatalf("%s played the taken cell %d", l, cell+1)
				}
			}
			if w := b.Winner(); w != Empty && w != bot {
				wins[l]++
			}
		}
		t.Logf("%s: the random player won %d of %d games (%.1f%%)", l, wins[l], games, 100*float64(wins[l])/games)
	}
	if wins[Perfect] != 0 {
		t.Errorf("the random player beat Perfect %d times", wins[Perfect])
	}
	if wins[Medium] < games/100 || wins[Medium] > games/10 {
		t.Errorf("the random player beat Medium %d times in %d, want 1%% to 10%%", wins[Medium], games)
	}
	if wins[Easy] < games/10 || wins[Easy] <= 2*wins[Medium] {
		t.Errorf("the random player beat Easy %d times in %d, want at least 10%% and more than twice Medium's %d", wins[Easy], games, wins[Medium])
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
