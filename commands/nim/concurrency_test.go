package nim

import (
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/router"
)

// Simultaneous presses from several users, all through the router: every press reads, checks and
// writes the game in one compare-and-set, so whatever the interleaving, exactly the presses that the
// final state accounts for have counted, and the others were told why privately.

// pressAll presses at once, one goroutine per press, and returns the replies in the order given.
func (h *harness) pressAll(presses ...func() *router.Response) []*router.Response {
	out := make([]*router.Response, len(presses))
	var wg sync.WaitGroup
	for i, p := range presses {
		wg.Go(func() { out[i] = p() })
	}
	wg.Wait()
	return out
}

// TestSimultaneousTakes sends two different moves of the player to move at once, many times: exactly
// one applies, the other is told to wait.
func TestSimultaneousTakes(t *testing.T) {
	n := newHarness(t)
	for round := range 10 {
		resp, id := n.start("5 6 7", nil, bob, carol)
		heapMenu := commandtest.Selects(resp)[0].CustomID
		seq := strings.Split(heapMenu, "/")[3]
		out := n.pressAll(
			func() *router.Response { return n.press(alice, router.ID(takeRoute, id, seq, "1"), "1") },
			func() *router.Response { return n.press(alice, router.ID(takeRoute, id, seq, "2"), "1") },
		)
		g := n.game(id)
		if total := g.Heaps[0] + g.Heaps[1] + g.Heaps[2]; total != 17 || g.Players[g.Turn].ID != bob.ID {
			t.Fatalf("round %d: heaps %v, turn %d", round, g.Heaps, g.Turn)
		}
		applied := 0
		for _, r := range out {
			switch {
			case r.Update:
				applied++
			case !r.Private || !strings.Contains(r.Content, "Wait for your turn"):
				t.Fatalf("round %d: the other press got %q", round, r.Content)
			}
		}
		if applied != 1 {
			t.Fatalf("round %d: %d presses applied", round, applied)
		}
	}

	// Joins at once all count.
	resp := n.Command(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "3"})
	join := commandtest.ButtonWithLabel(t, resp, "Join").CustomID
	var wg sync.WaitGroup
	for i := range 6 {
		wg.Go(func() { n.press(commandtest.User(strconv.Itoa(300+i)), join) })
	}
	wg.Wait()
	if g := n.game(strings.Split(join, "/")[1]); len(g.Players) != 7 {
		t.Fatalf("%d players after six simultaneous joins", len(g.Players))
	}
}

// TestSimultaneousPlayers has, on each turn of a three-player game, the player to move take a stone
// while at the same instant the two others press the same menu (one a take, one a heap), a stranger
// presses it and someone asks for a hint: only the mover's take counts, the turn passes by one, and every
// other press gets a private reply.
func TestSimultaneousPlayers(t *testing.T) {
	n := newHarness(t)
	resp, id := n.start("4 4 4", nil, bob, carol)
	players := []*discordgo.User{alice, bob, carol}
	hint := commandtest.ButtonWithLabel(t, resp, "Hint").CustomID
	for turn := 0; n.game(id).Phase == phasePlaying; turn++ {
		if turn > 12 {
			t.Fatalf("still playing after %d turns", turn)
		}
		before := n.game(id)
		me, other, third := players[turn%3], players[(turn+1)%3], players[(turn+2)%3]
		heap := 0
		for before.Heaps[heap] == 0 {
			heap++
		}
		seq := strconv.Itoa(before.Seq)
		take := router.ID(takeRoute, id, seq, strconv.Itoa(heap+1))
		heapMenu := router.ID(heapRoute, id, seq)
		out := n.pressAll(
			func() *router.Response { return n.press(me, take, "1") },
			func() *router.Response { return n.press(other, take, "1") },
			func() *router.Response { return n.press(third, heapMenu, strconv.Itoa(heap+1)) },
			func() *router.Response { return n.press(dave, take, "1") },
			func() *router.Response { return n.press(other, hint) },
		)
		after := n.game(id)
		total := func(g *Game) (s int64) {
			for _, h := range g.Heaps {
				s += h
			}
			return s
		}
		if total(after) != total(before)-1 || after.Heaps[heap] != before.Heaps[heap]-1 {
			t.Fatalf("turn %d: heaps %v then %v: want exactly one stone taken from heap %d", turn, before.Heaps, after.Heaps, heap+1)
		}
		if after.Phase == phasePlaying && after.Players[after.Turn].ID != other.ID {
			t.Fatalf("turn %d: %s to move after %s, want %s", turn, after.Players[after.Turn].ID, me.ID, other.ID)
		}
		if after.Seq != before.Seq+1 {
			t.Fatalf("turn %d: seq %d then %d", turn, before.Seq, after.Seq)
		}
		if !out[0].Update || out[0].Private {
			t.Fatalf("turn %d: the mover's press got %q", turn, out[0].Content)
		}
		for i, want := range []string{"Wait for your turn", "Wait for your turn", "not playing"} {
			r := out[i+1]
			// The next player's press may come after the move: then it is on a menu of the board before,
			// and gets the new board with a private note instead.
			stale := i == 0 && r.Update && len(r.Followups) == 1 && r.Followups[0].Private &&
				strings.Contains(r.Followups[0].Content, "earlier board")
			if after.Phase == phaseOver && strings.Contains(r.Content, "This game is over.") {
				want = "This game is over." // the press came after the last move
			}
			if !stale && (!r.Private || r.Update || !strings.Contains(r.Content, want)) {
				t.Fatalf("turn %d: press %d got private=%v %q, want %q", turn, i+1, r.Private, r.Content, want)
			}
		}
		if r := out[4]; !r.Private || r.Update {
			t.Fatalf("turn %d: the hint was not private: %q", turn, r.Content)
		}
		resp = out[0]
	}
	if g := n.game(id); g.Winner == nil || g.Winner.ID != carol.ID {
		t.Fatalf("twelve stones one by one: carol takes the last, got %+v", g.Winner)
	}
	if !strings.Contains(resp.Content, "<@103> took the last stone and wins") {
		t.Errorf("end: %q", resp.Content)
	}
}

// TestSimultaneousStartAndJoins has the host press Start twice while others press Join: the game
// starts once, and each join either made it in before the start (and plays) or was told the game had
// started.
func TestSimultaneousStartAndJoins(t *testing.T) {
	n := newHarness(t)
	for round := range 10 {
		resp := n.Command(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "3 4 5"})
		join := commandtest.ButtonWithLabel(t, resp, "Join").CustomID
		id := strings.Split(join, "/")[1]
		n.press(bob, join) // two players, so that Start can go first
		start := commandtest.ButtonWithLabel(t, resp, "Start").CustomID
		joiners := []*discordgo.User{carol, dave, commandtest.User("201"), commandtest.User("202")}
		presses := []func() *router.Response{
			func() *router.Response { return n.press(alice, start) },
			func() *router.Response { return n.press(alice, start) },
		}
		for _, u := range joiners {
			presses = append(presses, func() *router.Response { return n.press(u, join) })
		}
		out := n.pressAll(presses...)
		g := n.game(id)
		if g.Phase != phasePlaying || g.Seq != 1 || len(g.Roster) != len(g.Players) {
			t.Fatalf("round %d: phase %s, seq %d, roster %d, players %d", round, g.Phase, g.Seq, len(g.Roster), len(g.Players))
		}
		starts := 0
		for _, r := range out[:2] {
			switch {
			case r.Update:
				starts++
			case !r.Private || !strings.Contains(r.Content, "already started"):
				t.Fatalf("round %d: a second Start got %q", round, r.Content)
			}
		}
		if starts != 1 {
			t.Fatalf("round %d: %d Start presses applied", round, starts)
		}
		for i, u := range joiners {
			r := out[2+i]
			in := g.seat(u.ID) >= 0
			switch {
			case in && !r.Update:
				t.Fatalf("round %d: %s is seated but was told %q", round, u.ID, r.Content)
			case !in && (!r.Private || !strings.Contains(r.Content, "already started")):
				t.Fatalf("round %d: %s is not seated and was told %q", round, u.ID, r.Content)
			}
		}
	}
}

// TestSimultaneousRematch plays ten games in one message, every player of each finished game pressing
// Rematch at once: the lobby reopens once, in the same game, with the presser who reopened it, the others
// are told it is open and join again; each game's results are recorded once.
func TestSimultaneousRematch(t *testing.T) {
	n := newHarness(t)
	resp, id := n.start("1 1 1", nil, bob, carol)
	users := map[string]*discordgo.User{alice.ID: alice, bob.ID: bob, carol.ID: carol}
	wins := map[string]int{}
	for round := range 10 {
		g := n.game(id)
		// Each takes a stone, so that everyone has moved and the game ranks: the third takes the last.
		wins[g.Players[(g.Turn+2)%3].ID]++
		for i := range 3 {
			resp = n.move(users[g.Players[(g.Turn+i)%3].ID], resp, i+1, 1)
		}
		rematch := commandtest.ButtonWithLabel(t, resp, "Rematch").CustomID
		out := n.pressAll(
			func() *router.Response { return n.press(alice, rematch) },
			func() *router.Response { return n.press(bob, rematch) },
			func() *router.Response { return n.press(carol, rematch) },
		)
		reopened := 0
		for _, r := range out {
			switch {
			case r.Update && !r.Private && strings.Contains(r.Content, "asked for a rematch"):
				reopened++
				resp = r
			case !r.Private || !strings.Contains(r.Content, "already open"):
				t.Fatalf("round %d: a press got %q (update %v)", round, r.Content, r.Update)
			}
		}
		if reopened != 1 {
			t.Fatalf("round %d: the lobby reopened %d times", round, reopened)
		}
		g = n.game(id)
		if g.Phase != phaseLobby || g.Round != round+1 || len(g.Players) != 1 || g.Players[0].ID != g.Host {
			t.Fatalf("round %d: rematch game %+v", round, g)
		}
		// The two others join again.
		for _, u := range []*discordgo.User{alice, bob, carol} {
			if u.ID != g.Host {
				resp = n.press(u, router.ID(joinRoute, id))
			}
		}
		resp = n.press(users[g.Host], commandtest.ButtonWithLabel(t, resp, "Start").CustomID)
	}
	if got := n.ids.Load(); got != 1 {
		t.Errorf("%d game ids used for ten games in one message", got)
	}
	// Every game recorded once: a win for its winner, a loss for the two others; the first five of the
	// day ranked, the five after them practice (one table: commands.Env.RankedForTable).
	for _, u := range []*discordgo.User{alice, bob, carol} {
		st, err := n.nim.Stats(t.Context(), u.ID)
		if err != nil {
			t.Fatal(err)
		}
		r, p := st.Ranked["nim"], st.Practice["nim"]
		if r.Wins+p.Wins != wins[u.ID] || r.Losses+p.Losses != 10-wins[u.ID] || r.Played() != 5 || p.Played() != 5 {
			t.Errorf("%s: ranked %+v, practice %+v, want %d wins of 10, five ranked", u.ID, r, p, wins[u.ID])
		}
	}
}
