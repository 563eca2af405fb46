package commands

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"log/slog"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"testing/synctest"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/nim"
	"kibitz/storage"
	"kibitz/storage/memory"
)

var nimDave = user("104") // never joins

// nimEdit is one call of the fake messenger.
type nimEdit struct {
	appID, token string
	resp         *router.Response
}

type nimMessenger struct {
	mu    sync.Mutex
	edits []nimEdit
}

func (m *nimMessenger) EditMessage(_ context.Context, appID, token string, resp *router.Response) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.edits = append(m.edits, nimEdit{appID, token, resp})
	return nil
}

func (m *nimMessenger) all() []nimEdit {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]nimEdit(nil), m.edits...)
}

// nimHarness is the shared harness with /nim alone registered, on a fake clock, with a fake messenger
// and a one-minute turn timer, and every interaction carrying a token, as Discord's do.
type nimHarness struct {
	*harness
	nim   *nimCommand
	clock *testClock
	msgr  *nimMessenger
	seq   atomic.Int64
}

func newNimHarness(t *testing.T) *nimHarness {
	t.Helper()
	h := &harness{t: t, mux: router.NewMux(), store: memory.New()}
	n := &nimHarness{harness: h, clock: &testClock{now: time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)}, msgr: &nimMessenger{}}
	d := Deps{Store: h.store, Log: slog.New(slog.DiscardHandler), NewID: func() string { return "g" + strconv.FormatInt(h.ids.Add(1), 10) },
		Now: n.clock.Now, Messenger: n.msgr, NimTurnTimeout: time.Minute}
	d.defaults()
	n.nim = newNim(d)
	n.nim.Register(h.mux)
	h.srv = &router.Server{Mux: h.mux, Log: slog.New(slog.DiscardHandler)}
	return n
}

// in builds a component interaction (values: a select menu's choice) with its own token.
func (n *nimHarness) in(u *discordgo.User, locale discordgo.Locale, customID string, values ...string) *discordgo.Interaction {
	k := strconv.FormatInt(n.seq.Add(1), 10)
	return &discordgo.Interaction{ID: k, AppID: "app", Token: "tok" + k,
		Type: discordgo.InteractionMessageComponent, Locale: locale, GuildID: "g", ChannelID: "c",
		Member: &discordgo.Member{User: u}, Data: discordgo.MessageComponentInteractionData{CustomID: customID, Values: values}}
}

func (n *nimHarness) press(u *discordgo.User, customID string, values ...string) *router.Response {
	n.t.Helper()
	return n.serve(n.in(u, discordgo.EnglishUS, customID, values...))
}

// submit sends the exact-amount form.
func (n *nimHarness) submit(u *discordgo.User, customID, amount string) *router.Response {
	n.t.Helper()
	return n.serve(n.modalIn(u, customID, amount))
}

// wantErr runs in through the handler and checks its user error's code and words (wantCode).
func (n *nimHarness) wantErr(in *discordgo.Interaction, code router.Code, words ...string) {
	n.t.Helper()
	wantCode(n.t, n.harness, in, code, words...)
}

// game reads a game from the store.
func (n *nimHarness) game(id string) *nimGame {
	n.t.Helper()
	var g nimGame
	if err := storage.GetJSON(context.Background(), n.store, nimKey(id), &g); err != nil {
		n.t.Fatalf("game %s: %v", id, err)
	}
	return &g
}

// start runs /nim start as alice, then joins the others in order and starts; bot adds kibitz.
func (n *nimHarness) start(heaps string, extra []opt, others ...*discordgo.User) (*router.Response, string) {
	n.t.Helper()
	resp := n.command(alice, discordgo.EnglishUS, "nim", "start", append([]opt{{"heaps", heaps}}, extra...)...)
	join := buttonWithLabel(n.t, resp, "Join").CustomID
	id := strings.Split(join, "/")[1]
	for _, u := range others {
		resp = n.press(u, join)
	}
	resp = n.press(alice, buttonWithLabel(n.t, resp, "Start").CustomID)
	if !resp.Update || n.game(id).Phase != nimPlaying {
		n.t.Fatalf("start: update %v, phase %s: %q", resp.Update, n.game(id).Phase, resp.Content)
	}
	return resp, id
}

// move picks heap (from 1) then take as u, and returns the message after the move.
func (n *nimHarness) move(u *discordgo.User, resp *router.Response, heap int, take int64) *router.Response {
	n.t.Helper()
	menus := selects(resp)
	if len(menus) == 0 {
		n.t.Fatalf("no heap menu: %q", resp.Content)
	}
	resp = n.press(u, menus[0].CustomID, strconv.Itoa(heap))
	menus = selects(resp)
	if !resp.Update || len(menus) != 2 {
		n.t.Fatalf("after picking heap %d: update %v, %d menus: %q", heap, resp.Update, len(menus), resp.Content)
	}
	return n.press(u, menus[1].CustomID, strconv.FormatInt(take, 10))
}

func nimDecodes(t *testing.T, resp *router.Response) {
	t.Helper()
	if len(resp.Files) != 1 {
		t.Fatalf("%d files, want the board", len(resp.Files))
	}
	data := router.FileBytes(resp.Files[0])
	if _, err := png.Decode(bytes.NewReader(data)); err != nil {
		t.Fatalf("board is not a PNG: %v", err)
	}
	if len(data) > 1<<20 {
		t.Errorf("board is %d bytes", len(data))
	}
}

func nimDesc(resp *router.Response) string {
	if len(resp.Embeds) == 0 {
		return ""
	}
	return resp.Embeds[0].Description
}

func TestNimThreePlayersToTheEnd(t *testing.T) {
	n := newNimHarness(t)
	resp := n.command(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "3 4 5"})
	nimDecodes(t, resp)
	if resp.Private || !strings.Contains(resp.Content, "<@101> opened a game of Nim") || !strings.Contains(resp.Content, fmt.Sprintf("1/%d", nimMaxPlayers)) {
		t.Fatalf("lobby: private %v, %q", resp.Private, resp.Content)
	}
	join := buttonWithLabel(t, resp, "Join").CustomID
	id := strings.Split(join, "/")[1]
	n.wantErr(n.in(alice, discordgo.EnglishUS, join), router.Conflict, "already")
	resp = n.press(bob, join)
	resp = n.press(carol, join)
	if !strings.Contains(resp.Content, fmt.Sprintf("3/%d", nimMaxPlayers)) || !strings.Contains(nimDesc(resp), "1. <@101> (host)\n2. <@102>\n3. <@103>") {
		t.Fatalf("lobby after two joins: %q / %q", resp.Content, nimDesc(resp))
	}
	startID := buttonWithLabel(t, resp, "Start").CustomID
	n.wantErr(n.in(bob, discordgo.EnglishUS, startID), router.Forbidden, "Only the host", "<@101>")
	n.wantErr(n.in(bob, discordgo.EnglishUS, buttonWithLabel(t, resp, "Cancel").CustomID), router.Forbidden, "Only the host")
	resp = n.press(alice, startID)
	n.wantErr(n.in(nimDave, discordgo.EnglishUS, join), router.Conflict, "already started")

	// Everyone takes one stone at a time from the first heap with stones, in join order: twelve moves,
	// the last by carol.
	players := []*discordgo.User{alice, bob, carol}
	for turn := 0; turn < 12; turn++ {
		me, next := players[turn%3], players[(turn+1)%3]
		if !strings.Contains(resp.Content, mention(me.ID)+"'s turn") {
			t.Fatalf("turn %d: %q, want %s to move", turn, resp.Content, me.ID)
		}
		nimDecodes(t, resp)
		heapMenu := selects(resp)[0].CustomID
		n.wantErr(n.in(next, discordgo.EnglishUS, heapMenu, "1"), router.Forbidden, "Wait for your turn", mention(me.ID))
		n.wantErr(n.in(nimDave, discordgo.EnglishUS, heapMenu, "1"), router.Forbidden, "not playing")
		if got := n.press(next, heapMenu, "1"); !got.Private || !strings.Contains(got.Content, "Wait for your turn") {
			t.Fatalf("someone else's press: private %v %q", got.Private, got.Content)
		}
		g := n.game(id)
		heap := 0
		for g.Heaps[heap] == 0 {
			heap++
		}
		resp = n.move(me, resp, heap+1, 1)
		if !resp.Update {
			t.Fatalf("move %d: not an update: %q", turn, resp.Content)
		}
		if g2 := n.game(id); g2.Heaps[heap] != g.Heaps[heap]-1 {
			t.Fatalf("move %d: heaps %v then %v", turn, g.Heaps, g2.Heaps)
		}
	}
	if !strings.Contains(resp.Content, "🏆 <@103> took the last stone and wins!") {
		t.Fatalf("end: %q", resp.Content)
	}
	if len(selects(resp)) != 0 {
		t.Errorf("menus left after the end")
	}
	nimDecodes(t, resp)
	if g := n.game(id); g.Phase != nimOver || g.Winner == nil || g.Winner.ID != carol.ID || !g.Deadline.IsZero() {
		t.Fatalf("stored end: %+v", g)
	}
	if !strings.Contains(nimDesc(resp), "<@103> took 1 from heap 3.") {
		t.Errorf("log: %q", nimDesc(resp))
	}

	// Rematch: the players of the game only, once; the new lobby turns the order by one.
	rematch := buttonWithLabel(t, resp, "Rematch").CustomID
	n.wantErr(n.in(nimDave, discordgo.EnglishUS, rematch), router.Forbidden, "Only the players")
	resp = n.press(bob, rematch)
	if !resp.Update || len(resp.Followups) != 1 {
		t.Fatalf("rematch: update %v, %d followups", resp.Update, len(resp.Followups))
	}
	if b := buttonWithLabel(t, resp, "Rematch opened"); !b.Disabled {
		t.Errorf("the old Rematch button is still enabled")
	}
	lobby := resp.Followups[0]
	if lobby.Update || lobby.Private || !strings.Contains(lobby.Content, "<@102> opened") ||
		!strings.Contains(nimDesc(lobby), "1. <@102> (host)\n2. <@103>\n3. <@101>") {
		t.Fatalf("rematch lobby: %q / %q", lobby.Content, nimDesc(lobby))
	}
	n.wantErr(n.in(alice, discordgo.EnglishUS, rematch), router.Conflict, "already been opened")
	newID := strings.Split(buttonWithLabel(t, lobby, "Join").CustomID, "/")[1]
	if g := n.game(newID); g.Phase != nimLobby || fmt.Sprint(g.Heaps) != "[3 4 5]" {
		t.Errorf("rematch game: %+v", g)
	}
}

func TestNimLobby(t *testing.T) {
	n := newNimHarness(t)
	resp := n.command(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "3 4"})
	join, leave := buttonWithLabel(t, resp, "Join").CustomID, buttonWithLabel(t, resp, "Leave").CustomID
	start := buttonWithLabel(t, resp, "Start").CustomID
	n.wantErr(n.in(alice, discordgo.EnglishUS, start), router.Conflict, "at least two players")
	n.wantErr(n.in(bob, discordgo.EnglishUS, leave), router.Conflict, "not in this game")
	_ = n.press(bob, join)
	// The host leaves: the lobby passes to bob.
	resp = n.press(alice, leave)
	if !strings.Contains(resp.Content, "<@102> opened") {
		t.Fatalf("after the host left: %q", resp.Content)
	}
	resp = n.press(bob, leave)
	if !strings.Contains(resp.Content, "cancelled") || len(resp.Components) != 0 {
		t.Fatalf("after everyone left: %q, %d rows", resp.Content, len(resp.Components))
	}
	n.wantErr(n.in(carol, discordgo.EnglishUS, join), router.Conflict, "cancelled")

	// Bots cannot join; the lobby holds nimMaxPlayers, kibitz included.
	resp = n.command(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "3 4"}, opt{"bot", true})
	join = buttonWithLabel(t, resp, "Join").CustomID
	robot := &discordgo.User{ID: "555", Bot: true}
	n.wantErr(n.in(robot, discordgo.EnglishUS, join), router.Forbidden, "Bots cannot join")
	for i := range nimMaxPlayers - 2 {
		n.press(user(strconv.Itoa(200+i)), join)
	}
	n.wantErr(n.in(nimDave, discordgo.EnglishUS, join), router.Conflict, "full", strconv.Itoa(nimMaxPlayers))
}

func TestNimHintMatchesSolver(t *testing.T) {
	for _, tc := range []struct {
		heaps, moves string
		misere       bool
	}{
		{"3 4 5", "", false},
		{"1 2 3", "", false},
		{"1 1 1", "", true},
		{"1 1", "", true},
		{"2 1 1", "", true},
		{"7 9 12 3", "1-3", false},
		{"10 11", "1,2,5", false},
		{"6 7", "2,3", true},
		{"1000000000000 3", "", false},
	} {
		t.Run(tc.heaps+"/"+tc.moves+"/"+strconv.FormatBool(tc.misere), func(t *testing.T) {
			n := newNimHarness(t)
			extra := []opt{{"misere", tc.misere}}
			if tc.moves != "" {
				extra = append(extra, opt{"moves", tc.moves})
			}
			resp, _ := n.start(tc.heaps, extra, bob)
			heaps, _ := nim.Parse(tc.heaps)
			rule, _ := nim.ParseRule(context.Background(), tc.moves)
			res, err := nim.Solve(context.Background(), heaps, nim.Options{Misere: tc.misere, Rule: rule})
			if err != nil {
				t.Fatal(err)
			}
			// Anyone may ask, privately: bob, not to move, and dave, not playing.
			for _, u := range []*discordgo.User{alice, bob, nimDave} {
				hint := n.press(u, buttonWithLabel(t, resp, "Hint").CustomID)
				if !hint.Private || hint.Update {
					t.Fatalf("hint: private %v update %v", hint.Private, hint.Update)
				}
				var want string
				if res.Win {
					want = fmt.Sprintf("<@101>, can win: take %s from heap %d, leaving `%s`", render.GroupDigits(res.Move.Take), res.Move.Heap+1, heaps.After(res.Move))
				} else {
					want = "<@101>, loses against perfect play"
				}
				if !strings.Contains(hint.Content, want) {
					t.Fatalf("hint %q, want %q", hint.Content, want)
				}
			}
			// The move the hint names is legal, and leaves a position lost for the next player.
			if res.Win {
				after := heaps.After(res.Move)
				if r2, err := nim.Solve(context.Background(), after, nim.Options{Misere: tc.misere, Rule: rule}); err != nil || r2.Win {
					t.Errorf("after the hinted move %v the next player wins (%v)", after, err)
				}
			}
		})
	}
}

func TestNimHintThreePlayersAndKorean(t *testing.T) {
	n := newNimHarness(t)
	resp, _ := n.start("1 2", nil, bob, carol)
	hint := n.serve(n.in(carol, discordgo.Korean, buttonWithLabel(t, resp, "Hint").CustomID))
	if !strings.Contains(hint.Content, "<@101> 님이 이길 수 있습니다") || !strings.Contains(hint.Content, "참가자가 3명이라") {
		t.Fatalf("Korean hint: %q", hint.Content)
	}
}

// TestNimKibitzWins checks every first move of a player against kibitz: when it leaves kibitz a winning
// position, kibitz's reply (in the same update) leaves a nim-sum of 0.
func TestNimKibitzWins(t *testing.T) {
	start := nim.Heaps{3, 4, 6}
	for heap := range start {
		for take := int64(1); take <= start[heap]; take++ {
			n := newNimHarness(t)
			resp, id := n.start("3 4 6", []opt{{"bot", true}})
			leftLost := nim.Heaps{start[0], start[1], start[2]}
			leftLost[heap] -= take
			resp = n.move(alice, resp, heap+1, take)
			g := n.game(id)
			if g.Last == nil || !g.Last.Player.Bot || g.Phase != nimPlaying || g.Players[g.Turn].ID != alice.ID {
				t.Fatalf("kibitz did not reply to %d:%d: %+v", heap+1, take, g)
			}
			var sum int64
			for _, h := range g.Heaps {
				sum ^= h
			}
			if leftLost[0]^leftLost[1]^leftLost[2] == 0 {
				continue // alice left kibitz a lost position
			}
			if sum != 0 {
				t.Errorf("after %d:%d and kibitz's reply the heaps are %v (nim-sum %d)", heap+1, take, g.Heaps, sum)
			}
			if !strings.Contains(nimDesc(resp), "kibitz took") {
				t.Errorf("log does not show kibitz's move: %q", nimDesc(resp))
			}
		}
	}
}

func TestNimKibitzPlaysToTheEnd(t *testing.T) {
	// Three players, kibitz second: from 1 2 4 (nim-sum 7) after alice takes 1 from heap 1, kibitz
	// holds a winning position (2 4, nim-sum 6) and takes it. Then bob and alice take stones one by one
	// and kibitz keeps winning; it takes the last stone.
	n := newNimHarness(t)
	resp, id := n.start("1 2 4", []opt{{"bot", true}}, bob)
	resp = n.move(alice, resp, 1, 1)
	if g := n.game(id); g.Heaps[1]^g.Heaps[2] != 0 || g.Players[g.Turn].ID != bob.ID {
		t.Fatalf("after kibitz: %+v", g)
	}
	for n.game(id).Phase == nimPlaying {
		g := n.game(id)
		me := bob
		if g.Players[g.Turn].ID == alice.ID {
			me = alice
		}
		heap := 0
		for g.Heaps[heap] == 0 {
			heap++
		}
		resp = n.move(me, resp, heap+1, 1)
	}
	if !strings.Contains(resp.Content, "🏆 kibitz took the last stone and wins!") {
		t.Fatalf("end: %q", resp.Content)
	}

	// A rematch turns the order: kibitz moves first, at once when the host starts.
	resp = n.press(alice, buttonWithLabel(t, resp, "Rematch").CustomID)
	lobby := resp.Followups[0]
	resp = n.press(alice, buttonWithLabel(t, lobby, "Start").CustomID)
	newID := strings.Split(buttonWithLabel(t, lobby, "Start").CustomID, "/")[1]
	if g := n.game(newID); g.Last == nil || !g.Last.Player.Bot || fmt.Sprint(g.Heaps) != "[1 2 3]" {
		t.Fatalf("rematch with kibitz first: %+v", g)
	}
}

func TestNimMisereEnd(t *testing.T) {
	n := newNimHarness(t)
	resp, id := n.start("1 1", []opt{{"misere", true}}, bob)
	if !strings.Contains(nimDesc(resp), "whoever takes the last stone loses") {
		t.Errorf("rules: %q", nimDesc(resp))
	}
	resp = n.move(alice, resp, 1, 1)
	resp = n.move(bob, resp, 2, 1)
	if !strings.Contains(resp.Content, "<@102> took the last stone and loses. 🏆 <@101> wins!") {
		t.Fatalf("misère end: %q", resp.Content)
	}
	if g := n.game(id); g.Winner == nil || g.Winner.ID != alice.ID || g.Loser == nil || g.Loser.ID != bob.ID {
		t.Fatalf("stored: %+v", g)
	}

	// Three players: the one who takes the last stone loses and everyone else wins.
	resp, _ = n.start("1 1 1", []opt{{"misere", true}}, bob, carol)
	resp = n.move(alice, resp, 1, 1)
	resp = n.move(bob, resp, 2, 1)
	resp = n.move(carol, resp, 3, 1)
	if !strings.Contains(resp.Content, "<@103> took the last stone and loses. Everyone else wins!") {
		t.Fatalf("three-player misère end: %q", resp.Content)
	}

	// Under a move set the game can end with stones left: "the last possible move".
	resp, _ = n.start("3", []opt{{"moves", "2"}}, bob)
	resp = n.move(alice, resp, 1, 2)
	if !strings.Contains(resp.Content, "🏆 <@101> made the last possible move and wins!") {
		t.Fatalf("move-set end: %q", resp.Content)
	}
}

// TestNimTurnTimeout drives the timer on the injected clock: the sweep applies due timeouts and edits
// the message through the messenger with the last interaction's token; a press after a deadline applies
// them first; two timeouts in a row remove a player, and the last one left wins.
func TestNimTurnTimeout(t *testing.T) {
	ctx := context.Background()
	n := newNimHarness(t)
	resp, id := n.start("5 6 7", nil, bob, carol)
	if !strings.Contains(resp.Content, "Time runs out <t:") {
		t.Errorf("status has no deadline: %q", resp.Content)
	}
	startToken := "tok" + strconv.FormatInt(n.seq.Load(), 10)
	t0 := n.clock.Now()

	n.clock.advance(59 * time.Second)
	n.nim.sweep(ctx)
	if len(n.msgr.all()) != 0 || n.game(id).Turn != 0 {
		t.Fatalf("a timeout before the deadline")
	}
	n.clock.advance(time.Second)
	n.nim.sweep(ctx)
	edits := n.msgr.all()
	if len(edits) != 1 {
		t.Fatalf("%d edits after the deadline, want 1", len(edits))
	}
	e := edits[0]
	if e.appID != "app" || e.token != startToken || !e.resp.Update || !strings.Contains(e.resp.Content, "<@102>'s turn") ||
		!strings.Contains(nimDesc(e.resp), "<@101> ran out of time and was skipped.") || len(e.resp.Files) != 1 {
		t.Fatalf("edit: %+v / %q / %q", e, e.resp.Content, nimDesc(e.resp))
	}
	if g := n.game(id); g.Turn != 1 || g.Players[0].Timeouts != 1 {
		t.Fatalf("after the timeout: %+v", g)
	}
	n.nim.sweep(ctx) // nothing more is due
	if len(n.msgr.all()) != 1 {
		t.Fatalf("a second sweep edited again")
	}

	// bob moves in time; carol and then alice let their turns pass: alice's second timeout in a row
	// removes her. Nobody sweeps: bob's press applies both timeouts first, then refuses the stale menu.
	resp = n.move(bob, e.resp, 1, 1)
	n.clock.advance(2*time.Minute + time.Second)
	heapMenu := selects(resp)[0].CustomID
	resp = n.press(bob, heapMenu, "1")
	if !resp.Update || len(resp.Followups) != 1 || !strings.Contains(resp.Followups[0].Content, "earlier board") {
		t.Fatalf("press after two deadlines: update %v, %d followups, %q", resp.Update, len(resp.Followups), resp.Content)
	}
	d := nimDesc(resp)
	if !strings.Contains(d, "<@103> ran out of time and was skipped.") || !strings.Contains(d, "<@101> ran out of time twice in a row and was removed.") {
		t.Fatalf("log: %q", d)
	}
	g := n.game(id)
	if len(g.Players) != 2 || g.Players[g.Turn].ID != bob.ID {
		t.Fatalf("after the removal: %+v", g)
	}
	// Its deadline counts from the one before, not from when the timeouts were noticed.
	if want := t0.Add(4 * time.Minute); !g.Deadline.Equal(want) {
		t.Errorf("deadline %v, want %v", g.Deadline, want)
	}

	// Three minutes more, swept: bob (whose move reset his count) is skipped, carol is removed on her
	// second timeout in a row, and bob wins alone.
	n.clock.advance(3 * time.Minute)
	n.nim.sweep(ctx)
	g = n.game(id)
	if g.Phase != nimOver || !g.Alone || g.Winner == nil || g.Winner.ID != bob.ID {
		t.Fatalf("after more timeouts: %+v", g)
	}
	last := n.msgr.all()
	if e := last[len(last)-1]; !strings.Contains(e.resp.Content, "🏆 <@102> wins: everyone else has left or run out of time.") {
		t.Fatalf("last edit: %q", e.resp.Content)
	}
	var timers nimTimers
	if err := storage.GetJSON(ctx, n.store, nimTimersKey(id), &timers); err == nil && len(timers) != 0 {
		t.Errorf("timers left after the end: %v", timers)
	}
}

// TestNimBackgroundTimer runs the real Background loop on synctest's clock.
func TestNimBackgroundTimer(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		n := newNimHarness(t)
		d := Deps{Store: n.store, Log: slog.New(slog.DiscardHandler), Messenger: n.msgr, NimTurnTimeout: 30 * time.Second,
			NewID: func() string { return "b" + strconv.FormatInt(n.ids.Add(1), 10) }}
		m := router.NewMux()
		cmds := Register(m, d)
		n.mux, n.srv = m, &router.Server{Mux: m, Log: slog.New(slog.DiscardHandler)}
		_, id := n.start("2 2", nil, bob)
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() { cmds.Background(ctx); close(done) }()
		time.Sleep(29 * time.Second)
		synctest.Wait()
		if len(n.msgr.all()) != 0 {
			t.Fatalf("edited before the deadline")
		}
		time.Sleep(nimSweepEvery + 2*time.Second)
		synctest.Wait()
		if edits := n.msgr.all(); len(edits) != 1 || !strings.Contains(edits[0].resp.Content, "<@102>'s turn") {
			t.Fatalf("edits after the deadline: %d", len(edits))
		}
		if g := n.game(id); g.Turn != 1 {
			t.Fatalf("turn %d after the timeout", g.Turn)
		}
		cancel()
		<-done
	})
}

// TestNimSimultaneousTakes sends two different moves of the player to move at once, many times: exactly
// one applies, the other is told to wait.
func TestNimSimultaneousTakes(t *testing.T) {
	n := newNimHarness(t)
	for round := range 10 {
		resp, id := n.start("5 6 7", nil, bob, carol)
		heapMenu := selects(resp)[0].CustomID
		seq := strings.Split(heapMenu, "/")[3]
		out := n.pressAll(
			func() *router.Response { return n.press(alice, router.ID(nimTakeRoute, id, seq, "1"), "1") },
			func() *router.Response { return n.press(alice, router.ID(nimTakeRoute, id, seq, "2"), "1") },
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
	resp := n.command(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "3"})
	join := buttonWithLabel(t, resp, "Join").CustomID
	var wg sync.WaitGroup
	for i := range 6 {
		wg.Go(func() { n.press(user(strconv.Itoa(300+i)), join) })
	}
	wg.Wait()
	if g := n.game(strings.Split(join, "/")[1]); len(g.Players) != 7 {
		t.Fatalf("%d players after six simultaneous joins", len(g.Players))
	}
}

func TestNimStaleAndForged(t *testing.T) {
	n := newNimHarness(t)
	resp, id := n.start("3 4 5", nil, bob)
	oldMenu := selects(resp)[0].CustomID
	resp = n.move(alice, resp, 1, 1)
	resp = n.move(bob, resp, 2, 1)
	// alice's menu of two boards ago: the current board, and a private note.
	stale := n.press(alice, oldMenu, "3")
	if !stale.Update || len(stale.Followups) != 1 || !stale.Followups[0].Private || !strings.Contains(stale.Followups[0].Content, "earlier board") {
		t.Fatalf("stale menu: %+v", stale)
	}
	if g := n.game(id); fmt.Sprint(g.Heaps) != "[2 3 5]" || g.Pick != 0 {
		t.Fatalf("stale menu changed the game: %+v", g)
	}
	heapMenu := selects(resp)[0].CustomID
	n.wantErr(n.in(alice, discordgo.EnglishUS, heapMenu, "9"), router.Invalid, "does not name a heap")
	n.wantErr(n.in(alice, discordgo.EnglishUS, heapMenu, "x"), router.Invalid, "does not name a heap")
	seq := strings.Split(heapMenu, "/")[3]
	n.wantErr(n.in(alice, discordgo.EnglishUS, router.ID(nimTakeRoute, id, seq, "1"), "3"), router.Invalid, "cannot take 3 from heap 1")
	n.wantErr(n.in(alice, discordgo.EnglishUS, router.ID(nimTakeRoute, id, seq, "1"), "0"), router.Invalid, "cannot take 0")
	n.wantErr(n.in(alice, discordgo.EnglishUS, router.ID(nimTakeRoute, id, seq, "7"), "1"), router.Invalid, "does not name a heap")
	// A game that is not in the store.
	for _, cid := range []string{router.ID(nimHintRoute, "nope"), router.ID(nimJoinRoute, "nope"), router.ID(nimHeapRoute, "nope", "1")} {
		n.wantErr(n.in(alice, discordgo.EnglishUS, cid), router.NotFound, "24 hours", "/nim start")
		if r := n.press(alice, cid); !r.Private {
			t.Errorf("%s: public reply %q", cid, r.Content)
		}
	}
	// Lobby buttons after the start, game buttons after the end.
	n.wantErr(n.in(alice, discordgo.EnglishUS, router.ID(nimStartRoute, id)), router.Conflict, "already started")
	n.wantErr(n.in(alice, discordgo.EnglishUS, router.ID(nimRematchRoute, id)), router.Conflict, "not over")
}

// TestNimHugeHeap plays a heap of a million stones: ranges narrow the menu, and the form takes an
// exact amount.
func TestNimHugeHeap(t *testing.T) {
	n := newNimHarness(t)
	resp, id := n.start("1000000 7", nil, bob)
	resp = n.press(alice, selects(resp)[0].CustomID, "1")
	takeMenu := selects(resp)[1]
	if len(takeMenu.Options) != 25 || takeMenu.Options[0].Value != "1-41667" || takeMenu.Options[24].Value != "type" {
		t.Fatalf("take menu: %d options, first %q, last %q", len(takeMenu.Options), takeMenu.Options[0].Value, takeMenu.Options[len(takeMenu.Options)-1].Value)
	}
	if o := takeMenu.Options[23]; o.Value != "958342-1000000" {
		t.Errorf("last range %q", o.Value)
	}
	// Narrow twice, widen again.
	resp = n.press(alice, takeMenu.CustomID, "958342-1000000")
	takeMenu = selects(resp)[1]
	if takeMenu.Options[0].Value != "all" || takeMenu.Options[1].Value != "958342-960153" || takeMenu.Options[24].Value != "type" {
		t.Fatalf("narrowed: %v", takeMenu.Options)
	}
	// Two narrowings more (ranges of 79, then of 4) reach single amounts.
	for level := 2; strings.Contains(takeMenu.Options[1].Value, "-"); level++ {
		if level > 4 || len(takeMenu.Options) > 25 {
			t.Fatalf("narrowed %d times: %v", level, takeMenu.Options)
		}
		resp = n.press(alice, takeMenu.CustomID, takeMenu.Options[1].Value)
		takeMenu = selects(resp)[1]
	}
	if takeMenu.Options[1].Label != "Take 958,342 (leaves 41,658)" {
		t.Fatalf("narrowed to single amounts: %v", takeMenu.Options)
	}
	resp = n.press(alice, takeMenu.CustomID, "all")
	if selects(resp)[1].Options[0].Value != "1-41667" {
		t.Fatalf("widened: %v", selects(resp)[1].Options[0])
	}
	// The exact amount: others get no form; alice's is checked.
	takeMenu = selects(resp)[1]
	n.wantErr(n.in(bob, discordgo.EnglishUS, takeMenu.CustomID, "type"), router.Forbidden, "Wait for your turn")
	form := n.press(alice, takeMenu.CustomID, "type")
	if form.Modal == nil || form.Modal.Title != "Take from heap 1" {
		t.Fatalf("form: %+v", form)
	}
	input := form.Modal.Components[0].(discordgo.ActionsRow).Components[0].(discordgo.TextInput)
	if input.Placeholder != "1 to 1,000,000" || len(input.Label) > 45 || len(form.Modal.Title) > 45 {
		t.Errorf("input %+v", input)
	}
	if r := n.submit(alice, form.Modal.CustomID, "1,000,001"); !r.Private || !strings.Contains(r.Content, "cannot take 1000001 from heap 1") {
		t.Fatalf("too many: %q", r.Content)
	}
	resp = n.submit(alice, form.Modal.CustomID, "123,456")
	if g := n.game(id); !resp.Update || g.Heaps[0] != 1000000-123456 || g.Players[g.Turn].ID != bob.ID {
		t.Fatalf("after the form: %+v", g)
	}
	if r := n.submit(alice, form.Modal.CustomID, "1"); !r.Private || !strings.Contains(r.Content, "Wait for your turn") {
		t.Fatalf("form sent again: %q", r.Content)
	}
	nimDecodes(t, resp)

	// The largest heap works the same.
	resp, _ = n.start("9223372036854775807", nil, bob)
	resp = n.press(alice, selects(resp)[0].CustomID, "1")
	opts := selects(resp)[1].Options
	if len(opts) != 25 || opts[23].Value != "8839064868652493499-9223372036854775807" {
		t.Fatalf("largest heap: %d options, %q", len(opts), opts[len(opts)-2].Value)
	}
	for _, o := range opts {
		if len(o.Label) > 100 || len(o.Value) > 100 {
			t.Errorf("option too long: %+v", o)
		}
	}
}

func TestNimTakeOptions(t *testing.T) {
	rule := func(s string) nim.Rule {
		r, err := nim.ParseRule(context.Background(), s)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	for _, tc := range []struct {
		rule   string
		h      int64
		lo, hi int64
		want   string
	}{
		{"any", 3, 0, 0, "1 2 3"},
		{"any", 25, 0, 0, "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25"},
		{"any", 26, 0, 0, "1-2 3-4 5-6 7-8 9-10 11-12 13-14 15-16 17-18 19-20 21-22 23-24 25-26 type"},
		{"1-3", 100, 0, 0, "1 2 3"},
		{"2,5,7", 6, 0, 0, "2 5"},
		{"any", 30, 3, 4, "all 3 4"},
		{"any", 30, 25, 30, "all 25 26 27 28 29 30"},
	} {
		var got []string
		for _, o := range nimTakeOptions(rule(tc.rule), tc.h, tc.lo, tc.hi, i18n.English) {
			got = append(got, o.Value)
		}
		if s := strings.Join(got, " "); s != tc.want {
			t.Errorf("%s h=%d [%d,%d]: %s, want %s", tc.rule, tc.h, tc.lo, tc.hi, s, tc.want)
		}
	}
}

func TestNimKorean(t *testing.T) {
	n := newNimHarness(t)
	resp := n.command(alice, discordgo.Korean, "nim", "start", opt{"heaps", "3 4 5"}, opt{"bot", true})
	if !strings.Contains(resp.Content, "님 게임을 열었습니다") || !strings.Contains(nimDesc(resp), "마지막 돌을 가져가는 사람이 이깁니다") {
		t.Fatalf("Korean lobby: %q / %q", resp.Content, nimDesc(resp))
	}
	buttonWithLabel(t, resp, "참가")
	start := n.serve(n.in(alice, discordgo.Korean, buttonWithLabel(t, resp, "시작").CustomID))
	if !strings.Contains(start.Content, "<@101> 님 차례") || selects(start)[0].Placeholder != "더미 고르기" {
		t.Fatalf("Korean board: %q", start.Content)
	}
	r := n.serve(n.in(bob, discordgo.Korean, selects(start)[0].CustomID, "1"))
	if !strings.Contains(r.Content, "이 게임의 참가자가 아닙니다") {
		t.Errorf("Korean refusal: %q", r.Content)
	}
	a := n.command(alice, discordgo.Korean, "nim", "analyze", opt{"heaps", "3 4 5"})
	if !strings.Contains(nimDesc(a), "둘 차례인 사람이 이깁니다") || !strings.Contains(nimDesc(a), "1번 더미에서 2개를 가져가") {
		t.Errorf("Korean analysis: %q", nimDesc(a))
	}
	e := n.command(alice, discordgo.Korean, "nim", "analyze", opt{"heaps", "3 x"})
	if !e.Private || !strings.Contains(e.Content, "정수가 아닙니다") || !strings.Contains(e.Content, "예: /님 분석 더미:3 4 5 수:1-3") {
		t.Errorf("Korean error: %q", e.Content)
	}
}

func TestNimAnalyze(t *testing.T) {
	n := newNimHarness(t)
	many := strings.TrimSpace(strings.Repeat("1 ", 25))
	for _, tc := range []struct {
		name    string
		opts    []opt
		want    []string
		picture bool
	}{
		{"win", []opt{{"heaps", "3 4 5"}}, []string{"The player to move wins**: take 2 from heap 1, leaving `1 4 5`", "`3 ⊕ 4 ⊕ 5 = 2`", "Bouton", "   1       3       3     011"}, true},
		{"loss", []opt{{"heaps", "1 2 3"}}, []string{"The player to move loses", "`1 ⊕ 2 ⊕ 3 = 0`"}, true},
		{"no stones", []opt{{"heaps", "0 0"}}, []string{"The player to move loses"}, true},
		{"misère ones", []opt{{"heaps", "1 1"}, {"misere", true}}, []string{"wins**: take 1 from heap 1", "Misère Nim"}, true},
		{"misère won", []opt{{"heaps", "0"}, {"misere", true}}, []string{"has already won"}, true},
		{"misère big", []opt{{"heaps", "1 1 5"}, {"misere", true}}, []string{"take 4 from heap 3, leaving `1 1 1`"}, true},
		{"limit", []opt{{"heaps", "5 10"}, {"moves", "1-3"}}, []string{"Taking at most 3", "h mod 4", "take 1 from heap 2, leaving `5 9`", "`1 ⊕ 2 = 3`"}, true},
		{"move set", []opt{{"heaps", "10"}, {"moves", "1,2,5"}}, []string{"period 3", "take 1 from heap 1"}, true},
		{"misère move set", []opt{{"heaps", "6 7"}, {"moves", "2,3"}, {"misere", true}}, []string{"looked at all", "positions"}, true},
		{"huge", []opt{{"heaps", "9223372036854775807 1"}}, []string{"take 9,223,372,036,854,775,806 from heap 1", "grundy"}, true},
		{"many heaps", []opt{{"heaps", many}}, []string{"25 heaps: the table lists the first 20", "the nim-sum of the 25 Grundy values is 1"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp := n.command(alice, discordgo.EnglishUS, "nim", "analyze", tc.opts...)
			d := nimDesc(resp)
			for _, w := range tc.want {
				if !strings.Contains(d, w) {
					t.Errorf("lacks %q:\n%s", w, d)
				}
			}
			if tc.picture {
				nimDecodes(t, resp)
			} else if len(resp.Files) != 0 {
				t.Errorf("a picture of %d heaps", 25)
			}
		})
	}
}

func TestNimErrors(t *testing.T) {
	n := newNimHarness(t)
	for _, tc := range []struct {
		sub   string
		opts  []opt
		code  router.Code
		words []string
	}{
		{"analyze", []opt{{"heaps", "3 x 5"}}, router.Invalid, []string{"Heap 2", `"x"`, "not a whole number", "Example: /nim analyze"}},
		{"analyze", []opt{{"heaps", "3 -1"}}, router.Invalid, []string{"Heap 2", "negative"}},
		{"analyze", []opt{{"heaps", "1 99999999999999999999"}}, router.Invalid, []string{"Heap 2", "larger than 2^63-1"}},
		{"analyze", []opt{{"heaps", " "}}, router.Invalid, []string{"No heaps"}},
		{"analyze", []opt{{"heaps", "3,,4"}}, router.Invalid, []string{"is empty"}},
		{"analyze", []opt{{"heaps", "3"}, {"moves", "3-1"}}, router.Invalid, []string{"backwards"}},
		{"analyze", []opt{{"heaps", "3"}, {"moves", "1,y"}}, router.Invalid, []string{"Move 2", "not a whole number"}},
		{"analyze", []opt{{"heaps", "100000 100000 100000"}, {"moves", "2,3"}, {"misere", true}}, router.TooLarge, []string{"Misère play with the moves 2,3", "smaller heaps"}},
		{"start", []opt{{"heaps", "1 2 3 4 5 6 7 8 9 10 11"}}, router.TooLarge, []string{"at most 10 heaps", "has 11", "Example: /nim start"}},
		{"start", []opt{{"heaps", "0 0"}}, router.Invalid, []string{"No move is possible"}},
		{"start", []opt{{"heaps", "1 1"}, {"moves", "2,3"}}, router.Invalid, []string{"No move is possible"}},
		{"start", []opt{{"heaps", "3 x"}}, router.Invalid, []string{"Heap 2", "Example: /nim start"}},
	} {
		n.wantErr(commandIn(alice, discordgo.EnglishUS, "nim", tc.sub, tc.opts...), tc.code, tc.words...)
	}
}

func TestNimLeaveDuringPlay(t *testing.T) {
	n := newNimHarness(t)
	resp, id := n.start("3 4 5", nil, bob, carol)
	leave := buttonWithLabel(t, resp, "Leave").CustomID
	resp = n.press(bob, leave) // not to move: alice keeps the turn
	if g := n.game(id); len(g.Players) != 2 || g.Players[g.Turn].ID != alice.ID {
		t.Fatalf("after bob left: %+v", g)
	}
	resp = n.press(alice, leave) // to move: the turn passes to carol, who is alone and wins
	if !strings.Contains(resp.Content, "🏆 <@103> wins: everyone else has left") ||
		!strings.Contains(nimDesc(resp), "<@101> left the game.") {
		t.Fatalf("after alice left: %q / %q", resp.Content, nimDesc(resp))
	}
	n.wantErr(n.in(carol, discordgo.EnglishUS, leave), router.Conflict, "over")
	n.wantErr(n.in(carol, discordgo.EnglishUS, router.ID(nimHintRoute, id)), router.Conflict, "over")
	// Everyone of the starting roster may ask for a rematch, those who left too.
	resp = n.press(bob, buttonWithLabel(t, resp, "Rematch").CustomID)
	if len(resp.Followups) != 1 || !strings.Contains(nimDesc(resp.Followups[0]), "1. <@102> (host)\n2. <@103>\n3. <@101>") {
		t.Fatalf("rematch after leaving: %+v", resp)
	}
}

// TestNimTimersAreSharded: the games' deadlines spread over the timer keys, so that moves of different
// games seldom write the same key; a game's entry always lives in the same one.
func TestNimTimersAreSharded(t *testing.T) {
	shards := map[string]int{}
	for range 200 {
		id := randomID()
		if nimTimersKey(id) != nimTimersKey(id) {
			t.Fatalf("game %s has no fixed timer key", id)
		}
		shards[nimTimersKey(id)]++
	}
	if len(shards) != nimTimerShards {
		t.Errorf("200 games use %d timer keys, want all %d: %v", len(shards), nimTimerShards, shards)
	}
	for key, n := range shards {
		if n > 40 {
			t.Errorf("%s holds %d of 200 games: the hash spreads them badly", key, n)
		}
	}
}
