package nim

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/router"
	"kibitz/storage"
)

// FuzzTakeValue sends any text as the value of the "how many" menu (a forged custom_id can carry
// anything) or as the exact-amount form: never a crash or an internal error; a move happens only for a
// whole number the rules allow (the form also takes thousands separators), and then takes exactly that.
func FuzzTakeValue(f *testing.F) {
	for _, s := range []string{"1", "7", "0", "-1", "8", "1-3", "3-1", "0-2", "2-9", "all", "type", "1,000",
		"99999999999999999999", "1-", "-", "", " 2 ", "2x", "+3", "0x3", "1_0", "٣", "1-2-3"} {
		f.Add(s, false)
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, value string, form bool) {
		n := newHarness(t)
		// A game in play, alice to move, heap 1 picked, written straight to the store: going through
		// the lobby would draw three boards per input.
		const id = "f1"
		g := &Game{ID: id, Host: alice.ID, Phase: phasePlaying, Start: []int64{7, 5}, Heaps: []int64{7, 5}, Rule: "1-7",
			Players: []player{{ID: alice.ID}, {ID: bob.ID}}, Seq: 1, Pick: 1, Deadline: n.clock.Now().Add(time.Minute)}
		if err := storage.PutJSON(t.Context(), n.Store, gameKey(id), idle, g); err != nil {
			t.Fatal(err)
		}
		var in *discordgo.Interaction
		if form {
			in = n.modalIn(alice, router.ID(amountRoute, id, "1", "1"), value)
		} else {
			in = n.in(alice, discordgo.EnglishUS, router.ID(takeRoute, id, "1", "1"), value)
		}
		r, err := n.Handle(in)
		if err != nil {
			if _, ok := router.AsUserError(err); !ok {
				t.Fatalf("value %q (form %v): internal error %v", value, form, err)
			}
			if g := n.game(id); g.Heaps[0] != 7 || g.Turn != 0 {
				t.Fatalf("value %q (form %v) was refused but changed the game: %+v", value, form, g)
			}
			return
		}
		g = n.game(id)
		if r.Modal != nil || g.Heaps[0] == 7 {
			if g.Turn != 0 || g.Heaps[1] != 5 {
				t.Fatalf("value %q (form %v): no stones taken, but the game moved on: %+v", value, form, g)
			}
			return
		}
		k := 7 - g.Heaps[0]
		typed := value
		if form {
			typed = strings.Map(func(r rune) rune {
				if strings.ContainsRune(",_ '", r) {
					return -1
				}
				return r
			}, strings.TrimSpace(value))
		}
		if want, err := strconv.ParseInt(typed, 10, 64); err != nil || want != k || k < 1 || k > 7 {
			t.Fatalf("value %q (form %v) took %d stones", value, form, k)
		}
		if g.Players[g.Turn].ID != bob.ID || g.Heaps[1] != 5 {
			t.Fatalf("value %q (form %v): after the move %+v", value, form, g)
		}
	})
}
