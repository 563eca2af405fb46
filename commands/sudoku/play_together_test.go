package sudoku

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/storage"
)

// digitAt is the custom_id of writing game id's answer in cell i of a grid of side n, on a message drawn at
// seq.
func digitAt(p *Play, seq, i int) string {
	n := p.size()
	return router.ID(pressRoute, p.ID, strconv.Itoa(seq), choice{row: i / n, col: i % n}.String(), "d"+strconv.Itoa(p.answer(i)))
}

// blanks are the blank cells of p.
func blanks(p *Play) []int {
	var out []int
	for i := range len(p.Cells) {
		if p.at(i) == 0 {
			out = append(out, i)
		}
	}
	return out
}

// TestPlayStalePress: a press on a message older than the last move (a double tap, or the message
// before someone else's move) changes nothing. The message is brought up to date and the presser told
// privately; a choice made on the old message brings it up to date too.
func TestPlayStalePress(t *testing.T) {
	h, _, _ := playHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"size", 4})
	p := stored(t, h, gameID(t, resp))
	free := blanks(p)
	first := h.Press(alice, digitAt(p, 0, free[0]))
	if first.Followups != nil || stored(t, h, p.ID).Seq != 1 {
		t.Fatalf("the first press: %+v", first)
	}
	for _, again := range []string{digitAt(p, 0, free[0]), digitAt(p, 0, free[1])} {
		r := h.Press(alice, again)
		if !r.Update || !strings.Contains(privateFollowup(r), "Your press came from an older board") {
			t.Errorf("a stale press: %+v", r)
		}
		if id, _ := control(t, r, "check"); strings.Split(id, "/")[2] != "1" {
			t.Errorf("the refusal's message is not the game as it is: %s", id)
		}
	}
	if q := stored(t, h, p.ID); q.Seq != 1 || q.at(free[1]) != 0 {
		t.Errorf("stale presses changed the game: seq %d", q.Seq)
	}
	menu, _ := control(t, resp, "cell")
	if r := h.Press(alice, menu, strconv.Itoa(free[1])); !strings.Contains(r.Content, fmt.Sprintf("Chosen: **row %d, column %d**", free[1]/4+1, free[1]%4+1)) ||
		strings.Split(controlOf(t, r, "check"), "/")[2] != "1" || r.Followups != nil {
		t.Errorf("a choice on the old message: %q", r.Content)
	}
}

// loadJSON reads game id into p without failing the test, for goroutines.
func loadJSON(h *commandtest.Harness, id string, p *Play) error {
	return storage.GetJSON(context.Background(), h.Store, playKey(id), p)
}

func controlOf(t *testing.T, resp *router.Response, what string) string {
	t.Helper()
	id, _ := control(t, resp, what)
	return id
}

// TestPlayTogetherPressesAtOnce: in a game played together, Alice and Bob press digits at the same
// instant on the same message, round after round. Each round exactly one press is applied and the other
// refused as stale, never both and never none; then each keeps pressing on the latest board until all
// their cells are written, and every move is in the game exactly once. Carol writes the last cells:
// the three of them get the win.
func TestPlayTogetherPressesAtOnce(t *testing.T) {
	h, _, cmd := playHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"size", 9}, opt{"together", true}, opt{"display", "text"})
	if !strings.Contains(resp.Content, "anyone here may fill in cells. Practice: in /stats, not on the leaderboards (only `/sudoku daily` ranks).") {
		t.Errorf("a game played together does not say so, nor that it is practice and why:\n%s", resp.Content)
	}
	p := stored(t, h, gameID(t, resp))
	free := blanks(p)
	users := []*discordgo.User{alice, bob}
	press := func(u *discordgo.User, customID string) *router.Response {
		return serve(h, commandtest.PressIn(u, discordgo.EnglishUS, customID))
	}

	// Rounds of two presses at once on one message.
	const rounds = 10
	for round := range rounds {
		var wg sync.WaitGroup
		replies := make([]*router.Response, 2)
		for k, u := range users {
			wg.Go(func() { replies[k] = press(u, digitAt(p, round, free[2*round+k])) })
		}
		wg.Wait()
		refused := 0
		for _, r := range replies {
			if strings.Contains(privateFollowup(r), "older board") {
				refused++
			} else if !r.Update || r.Private {
				t.Fatalf("round %d: %+v", round, r)
			}
		}
		if q := stored(t, h, p.ID); refused != 1 || q.Seq != round+1 {
			t.Fatalf("round %d: %d presses refused, seq %d; want exactly one applied", round, refused, q.Seq)
		}
	}

	// Each then writes their own cells, pressing again on the board as it is whenever a press is refused.
	rest := free[2*rounds:]
	var wg sync.WaitGroup
	for k, u := range users {
		wg.Go(func() {
			for i := k; i < len(rest); i += 2 {
				for {
					var q Play
					if err := loadJSON(h, p.ID, &q); err != nil {
						t.Error(err)
						return
					}
					if q.at(rest[i]) != 0 {
						t.Errorf("%s is written before %s pressed it", cellOf(9, rest[i]), u.ID)
						return
					}
					if r := press(u, digitAt(&q, q.Seq, rest[i])); !strings.Contains(privateFollowup(r), "older board") {
						break
					}
				}
			}
		})
	}
	wg.Wait()
	q := stored(t, h, p.ID)
	written := 0
	for _, i := range free {
		if q.at(i) == q.answer(i) {
			written++
		}
	}
	// One cell of each round's pair was never written.
	if want := len(free) - rounds; q.Seq != want || len(q.History) != want || written != want {
		t.Errorf("%d moves, %d in the history, %d cells written; want %d of each", q.Seq, len(q.History), written, want)
	}
	if !slices.Equal(q.Players, []string{alice.ID, bob.ID}) && !slices.Equal(q.Players, []string{bob.ID, alice.ID}) {
		t.Errorf("players %v", q.Players)
	}

	// Carol writes the cells left: all three win.
	for _, i := range free {
		if q = stored(t, h, p.ID); q.at(i) == 0 {
			if r := press(carol, digitAt(q, q.Seq, i)); r.Followups != nil {
				t.Fatalf("carol's press: %+v", r)
			}
		}
	}
	q = stored(t, h, p.ID)
	if !q.over() || !slices.Contains(q.Players, carol.ID) {
		t.Fatalf("the game is not over, or carol not among its players %v", q.Players)
	}
	for _, u := range []*discordgo.User{alice, bob, carol} {
		s, err := cmd.Stats(context.Background(), u.ID)
		if err != nil || s.Practice["sudoku"].Wins != 1 || len(s.Ranked) != 0 {
			t.Errorf("%s's sudoku: %+v, %v; want a practice win (played together)", u.ID, s, err)
		}
	}
}

// TestPlayExpired: a game no longer in the store (expired a week after its last move) answers its
// controls, menus and moves alike, with a private word that it has expired.
func TestPlayExpired(t *testing.T) {
	h, _, _ := playHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"size", 4})
	if err := h.Store.Delete(context.Background(), playKey(gameID(t, resp))); err != nil {
		t.Fatal(err)
	}
	for _, what := range []string{"cell", "d1", "check", "pen"} {
		h.WantCode(t, commandtest.PressIn(alice, discordgo.EnglishUS, controlOf(t, resp, what), "3"), router.NotFound, "expired")
	}
	h.WantCode(t, commandtest.PressIn(alice, discordgo.EnglishUS, "sdp1/g1/rank"), router.NotFound, "expired")
}
