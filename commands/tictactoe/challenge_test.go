package tictactoe

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
)

// challenge posts alice's challenge to bob and returns it with its three buttons' custom_ids.
func (h *harness) challenge(opts ...opt) (resp *router.Response, accept, decline, cancel string) {
	h.T.Helper()
	resp = h.Command(alice, discordgo.EnglishUS, "tictactoe", "play", append([]opt{{"opponent", bob}}, opts...)...)
	b := commandtest.Buttons(resp)
	if len(b) != 3 || b[0].Label != "Accept" || b[1].Label != "Decline" || b[2].Label != "Cancel" {
		h.T.Fatalf("challenge: %q with buttons %v", resp.Content, b)
	}
	return resp, b[0].CustomID, b[1].CustomID, b[2].CustomID
}

// noButtons fails unless resp updates the message to a text without buttons that contains want.
func noButtons(t *testing.T, resp *router.Response, want string) {
	t.Helper()
	if !resp.Update || resp.Private || len(commandtest.Buttons(resp)) != 0 || !strings.Contains(resp.Content, want) {
		t.Fatalf("reply %q (update %v, private %v, %d buttons), want an update to %q without buttons",
			resp.Content, resp.Update, resp.Private, len(commandtest.Buttons(resp)), want)
	}
}

// note is the text of the private note that follows resp, "" without one.
func note(resp *router.Response) string {
	for _, f := range resp.Followups {
		if f.Private {
			return f.Content
		}
	}
	return ""
}

// TestChallengeAccepted: a challenge pings the opponent, shows who would play which mark and when it
// expires, and no board; only the opponent may accept or decline and only the challenger cancel; once
// accepted the same message becomes the board, with the first turn's deadline.
func TestChallengeAccepted(t *testing.T) {
	h := newHarness(t)
	resp, accept, decline, cancel := h.challenge()
	expires := strconv.FormatInt(start.Add(challengeLife).Unix(), 10)
	if resp.Private || resp.Update || !strings.HasPrefix(resp.Content, "<@102>, <@101> challenges you") ||
		!strings.Contains(resp.Content, "**X** <@101>  vs  **O** <@102>") || !strings.Contains(resp.Content, "expires <t:"+expires+":R>") {
		t.Fatalf("challenge: %q", resp.Content)
	}
	// The challenge notifies the one who must answer it, and no one else (router.Response.Notify).
	if !slices.Equal(resp.Notify, []string{bob.ID}) {
		t.Errorf("the challenge notifies %v, want %s alone", resp.Notify, bob.ID)
	}
	for _, tc := range []struct {
		u    *discordgo.User
		id   string
		code router.Code
		want string
	}{
		{alice, accept, router.Forbidden, "your own challenge: <@102> answers it"},
		{alice, decline, router.Forbidden, "your own challenge"},
		{bob, cancel, router.Forbidden, "Only <@101> can withdraw"},
		{carol, accept, router.Forbidden, "This challenge is for <@102>"},
		{carol, decline, router.Forbidden, "for <@102>"},
		{carol, cancel, router.Forbidden, "for <@102>"},
		{alice, cellRoute[:5] + "g1/5", router.Conflict, "has not started"},
	} {
		h.WantCode(t, commandtest.ComponentPress(tc.u, tc.id), tc.code, tc.want)
	}
	if g := h.game("g1"); g.Phase != phaseChallenge {
		t.Fatalf("after the wrong presses the game is %q", g.Phase)
	}
	h.clock.Advance(challengeLife - time.Second)
	board := h.Press(bob, accept)
	deadline := strconv.FormatInt(h.clock.Now().Add(DefaultTurnTimeout).Unix(), 10)
	if !board.Update || len(commandtest.Buttons(board)) != 9 || note(board) != "" ||
		!strings.Contains(board.Content, "<@101>'s turn (X). Time runs out <t:"+deadline+":R>.") {
		t.Fatalf("accepted: %q, %d buttons", board.Content, len(commandtest.Buttons(board)))
	}
	// A late Cancel, a second Accept: the message as it is, and why privately.
	again := h.Press(alice, cancel)
	if !again.Update || len(commandtest.Buttons(again)) != 9 || !strings.Contains(note(again), "can no longer be withdrawn") {
		t.Errorf("cancel after the accept: %q, note %q", again.Content, note(again))
	}
	if again := h.Press(bob, accept); !strings.Contains(note(again), "already been accepted") {
		t.Errorf("second accept: note %q", note(again))
	}
	h.Press(alice, cellID(t, board, 5))
	if g := h.game("g1"); g.Moves[0] != 4 || g.Phase != phasePlay {
		t.Errorf("the first move after the accept: %+v", g)
	}
}

// TestChallengeDeclinedOrCancelled: the opponent's Decline or the challenger's Cancel ends the challenge
// without a game: the message says so and loses its buttons, and a later press is told privately.
func TestChallengeDeclinedOrCancelled(t *testing.T) {
	for _, tc := range []struct {
		name     string
		who      *discordgo.User
		button   int
		want     string
		wantNote string
		phase    phase
	}{
		{"decline", bob, 1, "<@102> declined the challenge of <@101>.", "was declined", phaseDeclined},
		{"cancel", alice, 2, "<@101> withdrew the challenge to <@102>.", "was withdrawn", phaseCancelled},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			_, accept, decline, cancel := h.challenge()
			ids := []string{accept, decline, cancel}
			noButtons(t, h.Press(tc.who, ids[tc.button]), tc.want)
			if g := h.game("g1"); g.Phase != tc.phase || !g.Deadline.IsZero() {
				t.Fatalf("stored: %+v", g)
			}
			late := h.Press(bob, accept)
			noButtons(t, late, tc.want)
			if !strings.Contains(note(late), tc.wantNote) {
				t.Errorf("late accept: note %q, want %q", note(late), tc.wantNote)
			}
			if st, _ := h.ttt.Stats(context.Background(), alice.ID); !st.Empty() {
				t.Errorf("a challenge that was no game recorded %v", st)
			}
		})
	}
}

// TestChallengeExpires: five minutes after it is posted a challenge is over. The first press after
// that, whoever makes it, applies the expiry: the message says the challenge expired and loses its
// buttons, and the presser is told politely. Without any press, the sweep does the same through the
// messenger, with the token of the command that posted the challenge.
func TestChallengeExpires(t *testing.T) {
	h := newHarness(t)
	_, accept, _, _ := h.challenge()
	h.clock.Advance(challengeLife)
	const expired = "The challenge to <@102> has expired: it was not accepted within 5 minutes."
	for _, u := range []*discordgo.User{carol, bob} { // the wrong user first: the expiry is applied anyway
		resp := h.Press(u, accept)
		noButtons(t, resp, expired)
		if n := note(resp); !strings.HasPrefix(n, "Sorry, this challenge has expired: a challenge waits 5 minutes") {
			t.Errorf("%s's press: note %q", u.ID, n)
		}
	}
	if g := h.game("g1"); g.Phase != phaseExpired {
		t.Fatalf("stored phase %q", g.Phase)
	}
	ko := h.Serve(commandtest.PressIn(bob, discordgo.Korean, accept))
	if !strings.Contains(ko.Content, "도전이 만료되었습니다. 5분 안에") || !strings.HasPrefix(note(ko), "죄송합니다") {
		t.Errorf("in Korean: %q, note %q", ko.Content, note(ko))
	}

	// The sweep, nobody pressing.
	in := commandtest.CommandIn(alice, discordgo.EnglishUS, "tictactoe", "play", opt{"opponent", bob})
	in.AppID, in.Token = "app", "tok-challenge"
	h.Serve(in)
	h.clock.Advance(challengeLife + commands.PressGrace - time.Millisecond)
	h.ttt.sweep(context.Background())
	if n := len(h.msgr.Edits()); n != 0 {
		t.Fatalf("%d edits before the expiry settled (commands.PressGrace after it)", n)
	}
	h.clock.Advance(time.Millisecond)
	h.ttt.sweep(context.Background())
	edits := h.msgr.Edits()
	if len(edits) != 1 || edits[0].AppID != "app" || edits[0].Token != "tok-challenge" {
		t.Fatalf("edits %+v, want one with the challenge's token", edits)
	}
	noButtons(t, edits[0].Resp, expired)
	if g := h.game("g2"); g.Phase != phaseExpired {
		t.Errorf("after the sweep: %q", g.Phase)
	}
	if due, _ := h.Store.ZRangeByScore(context.Background(), deadlinesKey, 0, 1e18, 0); len(due) != 0 {
		t.Errorf("deadlines left: %v", due)
	}
}

// TestAcceptInTimeOutlastsSweep: an Accept that arrived a second before the challenge expired, handled two
// seconds after, starts the game though a sweep ran in between: the sweep leaves the expiry alone until
// commands.PressGrace after it.
func TestAcceptInTimeOutlastsSweep(t *testing.T) {
	ctx := context.Background()
	h := newHarness(t)
	_, accept, _, _ := h.challenge()
	h.clock.Advance(challengeLife - time.Second)
	arrived := h.clock.Now()
	h.clock.Advance(2 * time.Second)
	h.ttt.sweep(ctx)
	if g := h.game("g1"); g.Phase != phaseChallenge || len(h.msgr.Edits()) != 0 {
		t.Fatalf("a sweep a second after the expiry: %q, %d edits; want it left for later", g.Phase, len(h.msgr.Edits()))
	}
	h.clock.Advance(time.Second)
	h.Now = func() time.Time { return arrived }
	board := h.Press(bob, accept)
	h.Now = h.clock.Now
	if g := h.game("g1"); g.Phase != phasePlay || !board.Update || len(commandtest.Buttons(board)) != 9 {
		t.Fatalf("bob's accept in time: %q: %q", g.Phase, board.Content)
	}
	h.clock.Advance(commands.PressGrace)
	h.ttt.sweep(ctx)
	if g := h.game("g1"); g.Phase != phasePlay || g.Forfeit != "" || len(h.msgr.Edits()) != 0 {
		t.Errorf("after a later sweep: %+v, %d edits; want the game in play", g, len(h.msgr.Edits()))
	}
}

// TestConcurrentAccepts: two Accept presses at the same instant (a double click, two devices) start
// the game once: one press applies, the other sees the board and is told it was accepted.
func TestConcurrentAccepts(t *testing.T) {
	h := newHarness(t)
	for round := range 20 {
		_, accept, _, _ := h.challenge()
		id := strings.Split(accept, "/")[1]
		results := make([]*router.Response, 2)
		var wg sync.WaitGroup
		for i := range results {
			wg.Go(func() { results[i] = h.Press(bob, accept) })
		}
		wg.Wait()
		applied := 0
		for _, r := range results {
			if len(commandtest.Buttons(r)) != 9 {
				t.Fatalf("round %d: a press answered %q", round, r.Content)
			}
			switch n := note(r); {
			case n == "":
				applied++
			case !strings.Contains(n, "already been accepted"):
				t.Fatalf("round %d: note %q", round, n)
			}
		}
		if g := h.game(id); applied != 1 || g.Phase != phasePlay || len(g.Moves) != 0 {
			t.Fatalf("round %d: %d accepts applied; game %+v", round, applied, g)
		}
	}
}

// TestAcceptNotifiesTheChallenger: an accepted challenge whose first move is the challenger's says so in a
// message that notifies them (an update of the challenge notifies nobody, and the challenger may have
// waited minutes for the answer and gone); when the one who accepted moves first, nobody needs calling.
func TestAcceptNotifiesTheChallenger(t *testing.T) {
	for _, tc := range []struct {
		first string
		want  string // the public followup, "" for none
	}{
		{"me", "<@101>, <@102> accepted your challenge: your move."},
		{"opponent", ""},
	} {
		t.Run(tc.first, func(t *testing.T) {
			h := newHarness(t)
			_, accept, _, _ := h.challenge(opt{"first", tc.first})
			resp := h.Press(bob, accept)
			public := commandtest.PublicFollowups(resp)
			switch {
			case tc.want == "" && len(public) != 0:
				t.Errorf("a public followup %q, want none", public[0].Content)
			case tc.want != "" && (len(public) != 1 || public[0].Content != tc.want || !slices.Equal(public[0].Notify, []string{alice.ID})):
				t.Errorf("followups %+v, want %q notifying %s", public, tc.want, alice.ID)
			}
		})
	}
}

// TestNamesWithoutBidiControls: the names a game keeps for its results (and /leaderboard, /stats) leave
// out the bidirectional formatting characters, which would turn a board's row around; a display name of
// nothing else gives way to the user name.
func TestNamesWithoutBidiControls(t *testing.T) {
	h := newHarness(t)
	al := &discordgo.User{ID: alice.ID, Username: "alice", GlobalName: "\u202eAlicia"}
	bo := &discordgo.User{ID: bob.ID, Username: "bob", GlobalName: "\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"}
	resp := h.Command(al, discordgo.EnglishUS, "tictactoe", "play", opt{"opponent", bo})
	h.Press(bo, commandtest.Buttons(resp)[0].CustomID)
	if g := h.game("g1"); g.Names[alice.ID] != "Alicia" || g.Names[bob.ID] != "bob" {
		t.Errorf("names kept %+q, want Alicia and bob", g.Names)
	}
}
