package tictactoe

import (
	"context"
	"math"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
)

// TestForfeitOnPress: a move within the turn time plays; once a turn's time has run out, the next
// press, whoever makes it, applies the forfeit and shows it instead of its own move: the player who ran
// out loses, the other wins, and both results are recorded.
func TestForfeitOnPress(t *testing.T) {
	h := newHarness(t)
	resp := h.play(h.pair(opt{"first", "me"}), alice, bob, 5)
	if want := "Time runs out <t:" + strconv.FormatInt(start.Add(DefaultTurnTimeout).Unix(), 10) + ":R>."; !strings.Contains(resp.Content, want) {
		t.Fatalf("bob's turn: %q, want %q", resp.Content, want)
	}
	h.clock.Advance(DefaultTurnTimeout - time.Second)
	resp = h.play(resp, bob, alice, 1) // in time
	h.clock.Advance(DefaultTurnTimeout - time.Second)
	h.WantCode(t, commandtest.ComponentPress(carol, cellID(t, resp, 9)), router.Forbidden, "not your game") // not yet due
	h.clock.Advance(time.Second)
	resp = h.Press(carol, cellID(t, resp, 9))
	if !resp.Update || !strings.Contains(resp.Content, "<@101> ran out of time. <@102> wins!") ||
		len(commandtest.Buttons(resp)) != 10 || commandtest.Buttons(resp)[8].Label != "9" || len(resp.Files) != 1 {
		t.Fatalf("the press after the deadline: %q, buttons %v", resp.Content, commandtest.Buttons(resp))
	}
	g := h.game("g1")
	if g.Forfeit != "X" || !g.Deadline.IsZero() || g.Board != "O...X...." {
		t.Fatalf("stored: %+v", g)
	}
	if alt := resp.Alt["tictactoe.png"]; !strings.HasSuffix(alt, "X ran out of time: O wins.") || strings.Contains(alt, "to move") {
		t.Errorf("the forfeited board's alt text: %q", alt)
	}
	h.WantCode(t, commandtest.ComponentPress(alice, cellID(t, resp, 9)), router.Conflict, "over")
	if a, b := h.figures(alice), h.figures(bob); a.Losses != 1 || a.Played() != 1 || b.Wins != 1 || b.Played() != 1 {
		t.Errorf("alice %+v, bob %+v", a, b)
	}
	ko, err := h.ttt.view(g, i18n.Korean, true)
	if err != nil || !strings.Contains(ko.Content, "<@101> 님의 시간이 다 되었습니다. <@102> 님이 이겼습니다!") {
		t.Errorf("in Korean: %q (%v)", ko.Content, err)
	}
}

// TestMoveJudgedByArrival: a move that arrived within the turn time stands though its handler ran after
// the deadline (it waited for a worker); the next turn runs from when it showed.
func TestMoveJudgedByArrival(t *testing.T) {
	h := newHarness(t)
	resp := h.play(h.pair(opt{"first", "me"}), alice, bob, 5)
	h.clock.Advance(DefaultTurnTimeout - time.Second)
	arrived := h.clock.Now()
	h.clock.Advance(3 * time.Second)
	h.Now = func() time.Time { return arrived }
	resp = h.Press(bob, cellID(t, resp, 1))
	h.Now = h.clock.Now
	g := h.game("g1")
	if g.Forfeit != "" || g.Board != "O...X...." {
		t.Fatalf("bob's move in time: forfeit %q, board %q: %q", g.Forfeit, g.Board, resp.Content)
	}
	if want := h.clock.Now().Add(DefaultTurnTimeout); !g.Deadline.Equal(want) {
		t.Errorf("alice's deadline %v, want %v", g.Deadline, want)
	}
}

// TestFreshTurnShowsTheWholeTurn: a turn, and a challenge, that start at any time between two seconds
// read as their whole time as they begin, as a client shows the deadline: to the nearest second from the
// time it arrives, 10 seconds for a turn of 10 s (cut to the second, a turn that began at .6 s read "in
// 9 seconds").
func TestFreshTurnShowsTheWholeTurn(t *testing.T) {
	for _, after := range []time.Duration{0, time.Millisecond, 400 * time.Millisecond, 600 * time.Millisecond, 999 * time.Millisecond} {
		t.Run(after.String(), func(t *testing.T) {
			h := newHarness(t)
			h.ttt.TurnTimeout = 10 * time.Second
			h.clock.Advance(after)
			now := h.clock.Now()
			resp := h.Command(alice, discordgo.EnglishUS, "tictactoe", "play", opt{"first", "me"}, opt{"display", "text"})
			if got := shownFrom(t, resp.Content, now); got != 10*time.Second {
				t.Errorf("a fresh turn at %s: %q reads as %s, want 10s", now.Format(time.StampMilli), resp.Content, got)
			}
			challenge := h.Command(bob, discordgo.EnglishUS, "tictactoe", "play", opt{"opponent", carol})
			if got := shownFrom(t, challenge.Content, now); got != challengeLife {
				t.Errorf("a challenge at %s: %q reads as %s, want %s", now.Format(time.StampMilli), challenge.Content, got, challengeLife)
			}
		})
	}
}

// shownFrom is how far ahead of now the relative timestamp in content lies as a client shows it, to the
// nearest second.
func shownFrom(t *testing.T, content string, now time.Time) time.Duration {
	t.Helper()
	_, after, ok := strings.Cut(content, "<t:")
	secs, _, _ := strings.Cut(after, ":R>")
	n, err := strconv.ParseInt(secs, 10, 64)
	if !ok || err != nil {
		t.Fatalf("no relative timestamp in %q", content)
	}
	return time.Unix(n, 0).Sub(now).Round(time.Second)
}

// TestMoveInTimeOutlastsSweep: a move that arrived a second before the deadline, whose handler ran two
// seconds after it, stands though a sweep ran in between: the sweep leaves a deadline alone until
// commands.PressGrace after it. It used to apply the forfeit first, a ranked loss for a move made in time.
func TestMoveInTimeOutlastsSweep(t *testing.T) {
	ctx := context.Background()
	h := newHarness(t)
	resp := h.play(h.pair(opt{"first", "me"}), alice, bob, 5)
	h.clock.Advance(DefaultTurnTimeout - time.Second)
	arrived := h.clock.Now() // a second before bob's deadline
	h.clock.Advance(2 * time.Second)
	h.ttt.sweep(ctx) // a second after it
	if g := h.game("g1"); g.Forfeit != "" || len(h.msgr.Edits()) != 0 {
		t.Fatalf("a sweep a second after the deadline: forfeit %q, %d edits; want it left for later", g.Forfeit, len(h.msgr.Edits()))
	}
	h.clock.Advance(time.Second) // the move is handled two seconds after the deadline
	h.Now = func() time.Time { return arrived }
	resp = h.Press(bob, cellID(t, resp, 1))
	h.Now = h.clock.Now
	if g := h.game("g1"); g.Forfeit != "" || g.Board != "O...X...." || !g.inPlay() {
		t.Fatalf("bob's move in time: forfeit %q, board %q: %q", g.Forfeit, g.Board, resp.Content)
	}
	h.clock.Advance(commands.PressGrace)
	h.ttt.sweep(ctx) // bob's deadline has settled: nothing is due
	if g := h.game("g1"); g.Forfeit != "" || len(h.msgr.Edits()) != 0 {
		t.Errorf("after a later sweep: forfeit %q, %d edits; want alice to move", g.Forfeit, len(h.msgr.Edits()))
	}
	if b := h.figures(bob); b.Played() != 0 {
		t.Errorf("bob %+v: a result for a game still in play", b)
	}
}

// TestForfeitBySweep: with nobody pressing, the sweep applies the forfeit at the configured turn time
// and edits the message with the token of the interaction that last showed it, and records the loss,
// the human's alone against kibitz. A turn longer than a token lives is still forfeited and recorded; its
// message shows it at the next press.
func TestForfeitBySweep(t *testing.T) {
	ctx := context.Background()
	h := newHarness(t)
	h.ttt.TurnTimeout = 30 * time.Second
	resp := h.Command(alice, discordgo.EnglishUS, "tictactoe", "play", opt{"first", "me"}, opt{"display", "text"})
	in := commandtest.PressIn(alice, discordgo.EnglishUS, cellID(t, resp, 1))
	in.AppID, in.Token = "app", "tok-move"
	resp = h.Serve(in)
	if want := "Time runs out <t:" + strconv.FormatInt(start.Add(30*time.Second).Unix(), 10) + ":R>."; !strings.Contains(resp.Content, want) {
		t.Fatalf("after the move: %q, want %q", resp.Content, want)
	}
	h.clock.Advance(29 * time.Second)
	h.ttt.sweep(ctx)
	if len(h.msgr.Edits()) != 0 || h.game("g1").Forfeit != "" {
		t.Fatal("a forfeit before the deadline")
	}
	h.clock.Advance(time.Second) // the deadline: a move that arrived in time may still be on its way
	h.ttt.sweep(ctx)
	if len(h.msgr.Edits()) != 0 || h.game("g1").Forfeit != "" {
		t.Fatal("a forfeit applied by the sweep within commands.PressGrace of the deadline")
	}
	h.clock.Advance(commands.PressGrace)
	h.ttt.sweep(ctx)
	h.ttt.sweep(ctx) // nothing more is due
	edits := h.msgr.Edits()
	if len(edits) != 1 || edits[0].Token != "tok-move" || edits[0].AppID != "app" || !edits[0].Resp.Update ||
		!strings.Contains(edits[0].Resp.Content, "<@101> ran out of time. kibitz wins!") || len(commandtest.Buttons(edits[0].Resp)) != 10 {
		t.Fatalf("edits: %+v", edits)
	}
	if a := h.figures(alice); a.Losses != 1 || a.Played() != 1 {
		t.Errorf("alice %+v", a)
	}
	if left, _ := h.Store.ZRangeByScore(ctx, deadlinesKey, math.Inf(-1), math.Inf(1), 0); len(left) != 0 {
		t.Errorf("deadlines left: %v", left)
	}

	// A turn of 20 minutes outlives the token of the move that started it: no edit, the forfeit all the same.
	// The message says so, as the 30 s turn's did not.
	if strings.Contains(edits[0].Resp.Content, "15 minutes") {
		t.Errorf("a short turn speaks of the token's life: %q", edits[0].Resp.Content)
	}
	h.ttt.TurnTimeout = 20 * time.Minute
	long := commandtest.CommandIn(bob, discordgo.EnglishUS, "tictactoe", "play", opt{"first", "me"})
	long.AppID, long.Token = "app", "tok-long"
	resp = h.Serve(long)
	if !strings.Contains(resp.Content, "for 15 minutes only, so if time runs out after that, the next press on the game shows it") {
		t.Errorf("a long turn does not say that its forfeit may show late: %q", resp.Content)
	}
	id := gameOf(t, resp)
	h.clock.Advance(20*time.Minute + commands.PressGrace)
	h.ttt.sweep(ctx)
	if len(h.msgr.Edits()) != 1 || h.game(id).Forfeit != "X" || h.figures(bob).Losses != 1 {
		t.Errorf("a long turn: %d edits, game %+v, bob %+v", len(h.msgr.Edits()), h.game(id), h.figures(bob))
	}
	if r := h.Press(bob, cellID(t, resp, 5)); !r.Private || !strings.Contains(r.Content, "over") {
		t.Errorf("a press after the sweep: %q", r.Content)
	}
}

// TestStaleDeadlineEntries: an entry of the set that is early (a deadline the game has moved past) or
// names a game no longer stored costs the sweep a look: it applies nothing and puts the entry right.
// TestForfeitEditInGameLanguage: the edit a sweep makes is in the language of the game's message, and says
// so to the messenger, which fits and spaces it for that language (router.Fit).
func TestForfeitEditInGameLanguage(t *testing.T) {
	h := newHarness(t)
	h.ttt.TurnTimeout = 30 * time.Second
	resp := h.Command(alice, discordgo.Japanese, "tictactoe", "play", opt{"first", "me"}, opt{"display", "text"})
	in := commandtest.PressIn(alice, discordgo.Japanese, cellID(t, resp, 1))
	in.AppID, in.Token = "app", "tok-move"
	h.Serve(in)
	h.clock.Advance(30*time.Second + commands.PressGrace)
	h.ttt.sweep(context.Background())
	edits := h.msgr.Edits()
	if len(edits) != 1 || edits[0].Lang != i18n.Japanese || edits[0].Resp.Content == "" {
		t.Fatalf("edits: %+v, want one in Japanese", edits)
	}
	if strings.Contains(edits[0].Resp.Content, "ran out of time") {
		t.Errorf("the edit of a game in Japanese is in English: %q", edits[0].Resp.Content)
	}
}

func TestStaleDeadlineEntries(t *testing.T) {
	ctx := context.Background()
	h := newHarness(t)
	resp := h.pair()
	if err := h.Store.ZAdd(ctx, deadlinesKey, "g1", commands.EntryScore(start)); err != nil { // early
		t.Fatal(err)
	}
	if err := h.Store.ZAdd(ctx, deadlinesKey, "gone", commands.EntryScore(start)); err != nil {
		t.Fatal(err)
	}
	h.clock.Advance(time.Minute)
	h.ttt.sweep(ctx)
	all, _ := h.Store.ZRangeByScore(ctx, deadlinesKey, math.Inf(-1), math.Inf(1), 0)
	if len(all) != 1 || all[0].Member != "g1" || all[0].Score != commands.EntryScore(start.Add(DefaultTurnTimeout)) {
		t.Errorf("entries after the sweep: %v", all)
	}
	if len(h.msgr.Edits()) != 0 || h.game("g1").Forfeit != "" || len(commandtest.Buttons(resp)) != 9 {
		t.Errorf("the sweep applied something early")
	}
}
