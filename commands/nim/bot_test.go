package nim

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/internal/testenv"
	"kibitz/solvers/nim"
)

// TestKibitzPlaysPerfectly plays whole games against kibitz, with two and three players, under every
// kind of rule, the humans moving at random through the menus: each time kibitz moves from a position
// where a winning move exists (by the solver, itself checked against brute force), its move leaves a
// position lost for the next player.
func TestKibitzPlaysPerfectly(t *testing.T) {
	for _, tc := range []struct {
		heaps, moves string
		misere       bool
		humans       []*discordgo.User
	}{
		{"5 6 7", "", false, []*discordgo.User{alice}},
		{"5 6 7", "", false, []*discordgo.User{alice, bob}},
		{"9 10 11", "1-3", false, []*discordgo.User{alice, bob}},
		{"8 9 10", "1,2,5", false, []*discordgo.User{alice}},
		{"3 4 5", "", true, []*discordgo.User{alice, bob}},
		{"8 9 10", "1,2,5", true, []*discordgo.User{alice, bob}},
	} {
		t.Run(fmt.Sprintf("%s/%s/misere=%v/%d", tc.heaps, tc.moves, tc.misere, len(tc.humans)+1), func(t *testing.T) {
			rule, err := nim.ParseRule(context.Background(), tc.moves)
			if err != nil {
				t.Fatal(err)
			}
			opts := nim.Options{Misere: tc.misere, Rule: rule}
			checked := 0
			games := uint64(3)
			if testing.Short() || testenv.RaceEnabled {
				games = 1 // one game each: the moves are single-goroutine work, ten times slower under -race
			}
			for seed := range games {
				r := rand.New(rand.NewPCG(seed, 9))
				n := newHarness(t)
				extra := []opt{{"bot", true}, {"misere", tc.misere}}
				if tc.moves != "" {
					extra = append(extra, opt{"moves", tc.moves})
				}
				resp, id := n.start(tc.heaps, extra, tc.humans[1:]...)
				for moves := 0; n.game(id).Phase == phasePlaying; moves++ {
					if moves > 200 {
						t.Fatal("the game does not end")
					}
					g := n.game(id)
					var me *discordgo.User
					for _, u := range tc.humans {
						if u.ID == g.Players[g.Turn].ID {
							me = u
						}
					}
					if me == nil {
						t.Fatalf("kibitz's turn is left waiting: %+v", g)
					}
					// A random legal move of the human to move.
					var choices []nim.Move
					for i, h := range g.Heaps {
						for k := range rule.Takes(h) {
							choices = append(choices, nim.Move{Heap: i, Take: k})
						}
					}
					m := choices[r.IntN(len(choices))]
					resp = n.move(me, resp, m.Heap+1, m.Take)
					after := n.game(id)
					if after.Last == nil || !after.Last.Player.Bot || after.Seq != g.Seq+2 {
						continue // kibitz did not move (the game ended, or the other human is next)
					}
					// The position kibitz faced: the heaps now with its own take given back.
					faced := nim.Heaps(append([]int64(nil), after.Heaps...))
					faced[after.Last.Heap] += after.Last.Take
					before, err := nim.Solve(context.Background(), faced, opts)
					if err != nil {
						t.Fatal(err)
					}
					if !before.Win {
						continue
					}
					checked++
					res, err := nim.Solve(context.Background(), after.Heaps, opts)
					if err != nil {
						t.Fatal(err)
					}
					if res.Win {
						t.Fatalf("kibitz faced %v, which it wins, and left %v, which the next player wins", faced, after.Heaps)
					}
				}
			}
			if checked == 0 {
				t.Errorf("kibitz never had a winning position to play: the test checked nothing")
			}
		})
	}
}
