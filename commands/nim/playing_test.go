package nim

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/solvers/nim"
)

// /nim analyze and the ranked games in progress (playing.go): the position of a ranked game the asker
// plays is declined until that game is over.

// analyzeRefused runs /nim analyze as u with opts and reports whether it was declined as the position of
// a ranked game in progress u plays; any other error fails the test. It asks in another channel than
// the games' ("c"), where nobody is declined a position for its being played there (analyzeHere).
func (h *harness) analyzeRefused(u *discordgo.User, opts ...opt) bool {
	h.T.Helper()
	in := commandtest.CommandIn(u, discordgo.EnglishUS, "nim", "analyze", opts...)
	in.ChannelID = "elsewhere"
	resp, err := h.Handle(in)
	if err == nil {
		if desc(resp) == "" {
			h.T.Fatalf("analyze %v as %s: no analysis", opts, u.ID)
		}
		return false
	}
	if ue, ok := router.AsUserError(err); ok && ue.Code == router.Forbidden && strings.Contains(ue.Message.En, "ranked Nim game in progress") {
		return true
	}
	h.T.Fatalf("analyze %v as %s: %v, want an analysis or the refusal of a ranked game's position", opts, u.ID, err)
	return false
}

// playing lists u's ranked Nim games in progress, as the index has them.
func (h *harness) playing(u *discordgo.User) []string {
	return h.nim.Playing(context.Background(), resultsName, u.ID)
}

func TestAnalyzeRefusesARankedGamesPosition(t *testing.T) {
	n := newHarness(t)
	resp, _ := n.start("3 4 5", nil, bob)                              // g1: alice to move
	n.start("2 6", []opt{{"moves", "1,2,3"}, {"misere", true}}, carol) // g2: alice in a second game
	for _, tc := range []struct {
		name string
		who  *discordgo.User
		opts []opt
		want bool // refused
	}{
		{"the position", alice, []opt{{"heaps", "3 4 5"}}, true},
		{"its heaps in another order, with an empty heap", alice, []opt{{"heaps", "5 0 3 4"}}, true},
		{"the player not to move", bob, []opt{{"heaps", "4 5 3"}}, true},
		{"someone watching", dave, []opt{{"heaps", "3 4 5"}}, false},
		{"the player of another game", carol, []opt{{"heaps", "3 4 5"}}, false},
		{"another position", alice, []opt{{"heaps", "3 4 6"}}, false},
		{"one move on: a heap emptied", alice, []opt{{"heaps", "3 4"}}, true},
		{"one move on: a heap made smaller", bob, []opt{{"heaps", "2 3 5"}}, true},
		{"two heaps made smaller", alice, []opt{{"heaps", "2 2 5"}}, false},
		{"a heap more", alice, []opt{{"heaps", "3 4 5 1"}}, false},
		{"the other ending (the same winning move but at the very end)", alice, []opt{{"heaps", "3 4 5"}, {"misere", true}}, true},
		{"a pair of equal heaps added", alice, []opt{{"heaps", "3 4 5 9 9"}}, true},
		{"another game whose values pair off", alice, []opt{{"heaps", "5 5"}}, false},
		{"a take limit above every heap", bob, []opt{{"heaps", "3 4 5"}, {"moves", "1-100"}}, true},
		{"a move rule", alice, []opt{{"heaps", "3 4 5"}, {"moves", "1-3"}}, false},
		{"the second game, its rule written otherwise", alice, []opt{{"heaps", "6 2"}, {"moves", "1-3"}, {"misere", true}}, true},
		{"the second game's other player", carol, []opt{{"heaps", "2 6"}, {"moves", "3,2,1"}, {"misere", true}}, true},
		{"the second game's heaps under any take", alice, []opt{{"heaps", "2 6"}, {"misere", true}}, false},
		{"the second game's heaps in normal play", alice, []opt{{"heaps", "2 6"}, {"moves", "1-3"}}, true},
		{"the second game's heaps, each a period larger (its values pair off: nothing written otherwise is it)", alice, []opt{{"heaps", "6 10"}, {"moves", "1-3"}}, false},
		{"the second game's heaps, one a period larger, the other not", carol, []opt{{"heaps", "6 7"}, {"moves", "1-3"}}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := n.analyzeRefused(tc.who, tc.opts...); got != tc.want {
				t.Errorf("refused %v, want %v", got, tc.want)
			}
		})
	}

	// A move changes the position: the one before it (no move makes a heap larger) is answered, the one
	// after it declined, in Korean too.
	n.move(alice, resp, 1, 1)
	if n.analyzeRefused(alice, opt{"heaps", "3 4 5"}) || !n.analyzeRefused(alice, opt{"heaps", "2 4 5"}) {
		t.Errorf("after the move 3 4 5 -> 2 4 5: want 3 4 5 answered and 2 4 5 declined")
	}
	n.wantErr(commandtest.CommandIn(alice, discordgo.Korean, "nim", "analyze", opt{"heaps", "2 4 5"}), router.Forbidden,
		"진행 중인 내 순위전 님 게임에서 나온 것이라, 그 게임이 끝날 때까지 kibitz는 분석하지 않습니다.", "먼저 게임을 끝내세요")
}

// TestAnalyzeAfterTheGameEnds: a game that ends, whichever way, takes its players out of the index, and its
// position is answered again; a player who leaves a game that goes on is out of it at once.
func TestAnalyzeAfterTheGameEnds(t *testing.T) {
	for _, tc := range []struct {
		name   string
		heaps  string
		others []*discordgo.User
		end    func(n *harness, board *router.Response, id string)
		still  []*discordgo.User // playing on after end
		out    []*discordgo.User // out of the game after end
	}{
		{"won", "4", []*discordgo.User{bob}, func(n *harness, board *router.Response, _ string) {
			n.move(alice, board, 1, 4)
		}, nil, []*discordgo.User{alice, bob}},
		{"resigned", "4", []*discordgo.User{bob}, func(n *harness, board *router.Response, _ string) {
			n.leave(bob, board)
		}, nil, []*discordgo.User{alice, bob}},
		{"timed out, found by the sweep", "4", []*discordgo.User{bob}, func(n *harness, _ *router.Response, id string) {
			// alice runs out of time and is out: bob is left, and wins.
			n.clock.Advance(time.Minute + commands.PressGrace)
			n.nim.sweep(context.Background())
			if g := n.game(id); g.Phase != phaseOver {
				n.T.Fatalf("after a turn time and a sweep: phase %s", g.Phase)
			}
		}, nil, []*discordgo.User{alice, bob}},
		{"one of three left", "4", []*discordgo.User{bob, carol}, func(n *harness, board *router.Response, _ string) {
			n.leave(carol, board)
		}, []*discordgo.User{alice, bob}, []*discordgo.User{carol}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := newHarness(t)
			board, id := n.start(tc.heaps, nil, tc.others...)
			for _, u := range append([]*discordgo.User{alice}, tc.others...) {
				if !n.analyzeRefused(u, opt{"heaps", tc.heaps}) {
					t.Fatalf("%s's game in progress answered", u.ID)
				}
			}
			tc.end(n, board, id)
			for _, u := range tc.still {
				if !n.analyzeRefused(u, opt{"heaps", tc.heaps}) {
					t.Errorf("%s, still playing, answered", u.ID)
				}
			}
			for _, u := range tc.out {
				if n.analyzeRefused(u, opt{"heaps", tc.heaps}) {
					t.Errorf("%s, out of the game, declined", u.ID)
				}
				if got := n.playing(u); len(got) != 0 {
					t.Errorf("%s, out of the game, still in the index: %v", u.ID, got)
				}
			}
		})
	}
}

// TestAnalyzePracticeGame: a game against kibitz alone is practice, and its position is answered; with two
// people and kibitz it ranks, and is declined.
func TestAnalyzePracticeGame(t *testing.T) {
	for _, tc := range []struct {
		name   string
		others []*discordgo.User
		want   bool
	}{
		{"alone against kibitz", nil, false},
		{"two people and kibitz", []*discordgo.User{bob}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := newHarness(t)
			n.start("3 4 5", []opt{{"bot", true}}, tc.others...)
			if got := n.analyzeRefused(alice, opt{"heaps", "3 4 5"}); got != tc.want {
				t.Errorf("refused %v, want %v", got, tc.want)
			}
			if got := len(n.playing(alice)) > 0; got != tc.want {
				t.Errorf("in the index: %v, want %v", got, tc.want)
			}
		})
	}
}

// TestAnalyzeWhenTheIndexFails: a store that fails to say which games the asker plays, or to read them,
// costs the refusal, never the answer.
func TestAnalyzeWhenTheIndexFails(t *testing.T) {
	for _, tc := range []struct {
		name string
		fail string // the keys whose reads fail
	}{
		{"the index unread", "playing:"},
		{"the game unread", "nim:"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := newHarness(t)
			n.start("3 4 5", nil, bob)
			fs := &commandtest.FailingReads{Store: n.nim.Store}
			fs.Fail(tc.fail)
			n.nim.Store = fs
			if n.analyzeRefused(alice, opt{"heaps", "3 4 5"}) {
				t.Error("declined with the store failing, want the analysis")
			}
		})
	}
}

// TestPlayingLivesAsTheGame: an entry lives as long as its game's key, idle after the last write, and a
// move writes it again; an entry nobody wrote again for that long counts for nothing, as its game has
// expired. The turn time is longer than a day here, so that only the clock decides.
func TestPlayingLivesAsTheGame(t *testing.T) {
	for _, tc := range []struct {
		name string
		move bool // alice moves 23 hours in
		want bool // refused 25 hours in
	}{
		{"written again by a move", true, true},
		{"left for a day", false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := newHarness(t)
			n.nim.TurnTimeout = 48 * time.Hour
			board, _ := n.start("3 4 5", nil, bob)
			heaps := "3 4 5"
			n.clock.Advance(23 * time.Hour)
			if tc.move {
				n.move(alice, board, 1, 1)
				heaps = "2 4 5"
			}
			n.clock.Advance(2 * time.Hour)
			if got := n.analyzeRefused(bob, opt{"heaps", heaps}); got != tc.want {
				t.Errorf("refused %v, want %v", got, tc.want)
			}
		})
	}
}

func TestAtOrOneMoveOn(t *testing.T) {
	for _, tc := range []struct {
		now, next []int64
		want      bool
	}{
		{[]int64{3, 4, 5}, []int64{3, 4, 5}, true},
		{[]int64{3, 4, 5}, []int64{3, 4}, true},
		{[]int64{3, 4, 5}, []int64{1, 3, 4}, true},
		{[]int64{3, 4, 5}, []int64{2, 3, 5}, true},
		{[]int64{3, 4, 5}, []int64{3, 3, 5}, true},
		{[]int64{3, 4, 5}, []int64{3, 4, 6}, false},
		{[]int64{3, 4, 5}, []int64{2, 2, 5}, false},
		{[]int64{3, 4, 5}, []int64{3}, false},
		{[]int64{3, 4, 5}, []int64{1, 3, 4, 5}, false},
		{[]int64{7}, nil, true},
		{nil, nil, true},
		{nil, []int64{1}, false},
		{[]int64{2, 2}, []int64{1, 2}, true},
		{[]int64{2, 2}, []int64{1, 1}, false},
	} {
		if got := atOrOneMoveOn(tc.now, tc.next); got != tc.want {
			t.Errorf("atOrOneMoveOn(%v, %v) = %v, want %v", tc.now, tc.next, got, tc.want)
		}
	}
}

func TestSameGame(t *testing.T) {
	ctx := context.Background()
	rule := func(s string) nim.Rule {
		r, err := nim.ParseRule(ctx, s)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	plain, upTo3 := nim.Rule{}, rule("1-3")
	for _, tc := range []struct {
		name   string
		a      nim.Heaps
		ra     nim.Rule
		b      nim.Heaps
		rb     nim.Rule
		wanted bool
	}{
		{"the same heaps", nim.Heaps{3, 5, 7}, plain, nim.Heaps{7, 5, 3}, plain, true},
		{"a pair added", nim.Heaps{3, 5, 7}, plain, nim.Heaps{3, 5, 7, 2, 2}, plain, true},
		{"a take limit above every heap", nim.Heaps{3, 5, 7}, plain, nim.Heaps{3, 5, 7}, rule("1-100"), true},
		{"heaps a period larger", nim.Heaps{6, 9, 13}, upTo3, nim.Heaps{10, 13, 17}, upTo3, true},
		{"the values as plain heaps", nim.Heaps{6, 9, 13}, upTo3, nim.Heaps{2}, plain, true},
		{"another position", nim.Heaps{3, 5, 7}, plain, nim.Heaps{3, 5, 6}, plain, false},
		{"a limit below a heap", nim.Heaps{3, 5, 7}, plain, nim.Heaps{3, 5, 7}, upTo3, false},
		{"a game whose values pair off matches nothing else", nim.Heaps{4, 4}, plain, nim.Heaps{5, 5}, plain, false},
		{"nor itself written otherwise", nim.Heaps{4, 4}, plain, nim.Heaps{4, 4, 1, 1}, plain, false},
	} {
		if got := sameGame(tc.a, tc.ra, tc.b, tc.rb); got != tc.wanted {
			t.Errorf("%s: sameGame(%v, %v) = %v, want %v", tc.name, tc.a, tc.b, got, tc.wanted)
		}
	}
}

// TestAnalyzeRandomHeaps: heaps drawn at random are answered even when the draw is the asker's ranked game:
// the asker did not choose them. The same heaps typed are declined.
func TestAnalyzeRandomHeaps(t *testing.T) {
	n := newHarness(t)
	n.start("1 1", nil, bob)
	if !n.analyzeRefused(alice, opt{"heaps", "1 1"}) {
		t.Error("the game's heaps typed: answered, want declined")
	}
	if n.analyzeRefused(alice, opt{"heaps", "random"}, opt{"count", 2}, opt{"max", 1}) {
		t.Error("the same heaps drawn at random (two heaps of at most 1): declined, want the analysis")
	}
}

// hintOf presses the Hint of game id as u and returns the private answer, or the user error it was refused
// with (nil when answered); any other error fails the test.
func (h *harness) hintOf(u *discordgo.User, id string) (string, *router.UserError) {
	h.T.Helper()
	resp, err := h.Handle(h.in(u, discordgo.EnglishUS, router.ID(hintRoute, id)))
	if err != nil {
		ue, ok := router.AsUserError(err)
		if !ok {
			h.T.Fatalf("hint of %s as %s: %v", id, u.ID, err)
		}
		return "", ue
	}
	if !resp.Private || resp.Update {
		h.T.Fatalf("hint of %s as %s: private %v, update %v", id, u.ID, resp.Private, resp.Update)
	}
	return resp.Content, nil
}

// practice starts a game of u against kibitz on heaps and returns its id.
func (h *harness) practice(u *discordgo.User, heaps string) string {
	h.T.Helper()
	resp := h.Command(u, discordgo.EnglishUS, "nim", "start", opt{"heaps", heaps}, opt{"bot", true})
	id := strings.Split(commandtest.ButtonWithLabel(h.T, resp, "Join").CustomID, "/")[1]
	h.press(u, commandtest.ButtonWithLabel(h.T, resp, "Start").CustomID)
	if g := h.game(id); g.Phase != phasePlaying || g.ranked() {
		h.T.Fatalf("practice game %s: phase %s, ranked %v", id, g.Phase, g.ranked())
	}
	return id
}

// TestHintOfARankedGameIsForItsPlayers: while a ranked game is played, its Hint answers its players (and
// makes a win of theirs practice, as before) and refuses, privately, anyone else, who is not marked as
// having asked; once the game is over nobody is refused for it, and a practice game's Hint stays open to
// anyone.
func TestHintOfARankedGameIsForItsPlayers(t *testing.T) {
	n := newHarness(t)
	board, id := n.start("3 4 5", nil, bob)
	for _, u := range []*discordgo.User{carol, dave} {
		text, ue := n.hintOf(u, id)
		if ue == nil {
			t.Fatalf("%s, not seated, got the hint of a ranked game in play: %q", u.ID, text)
		}
		if ue.Code != router.Forbidden || !strings.Contains(ue.Message.En,
			"This is a ranked Nim game still being played, so kibitz keeps its analysis from anyone not playing in it until the game is over.") {
			t.Errorf("%s's hint refused with %v, want the ranked game's refusal", u.ID, ue)
		}
		if !strings.Contains(ue.Message.Ko, "아직 진행 중인 순위전 님 게임이라") {
			t.Errorf("the Korean refusal: %q", ue.Message.Ko)
		}
	}
	if g := n.game(id); len(g.Hinted) != 0 {
		t.Errorf("refused hints were marked: %v", g.Hinted)
	}
	text, ue := n.hintOf(alice, id)
	if ue != nil || !strings.Contains(text, "<@101>, can win: take 2 from heap 1, leaving `1 4 5`") ||
		!strings.Contains(text, "this game counts as **practice**") {
		t.Fatalf("the player's hint: %q, %v", text, ue)
	}
	if text, ue := n.hintOf(bob, id); ue != nil || !strings.Contains(text, "<@101>, can win") {
		t.Fatalf("the other player's hint: %q, %v", text, ue)
	}
	if g := n.game(id); len(g.Hinted) != 2 {
		t.Errorf("Hinted = %v, want both players", g.Hinted)
	}
	// A practice game's Hint is anyone's.
	p := n.practice(carol, "1 2")
	if text, ue := n.hintOf(dave, p); ue != nil || !strings.Contains(text, "<@103>, can win") {
		t.Errorf("a spectator's hint of a practice game: %q, %v", text, ue)
	}
	// Over: the refusal is gone; the game has no move to hint any more.
	n.leave(bob, board)
	if g := n.game(id); g.Phase != phaseOver {
		t.Fatalf("after bob left: phase %s", g.Phase)
	}
	if _, ue := n.hintOf(carol, id); ue == nil || ue.Code != router.Conflict || !strings.Contains(ue.Message.En, "over") {
		t.Errorf("carol's hint of the finished game: %v, want that it is over", ue)
	}
}

// TestHintDeclinesARankedGamesPosition: a Hint, in any game, on the position of a ranked game the presser
// plays while it is played (as /nim analyze would decline it: the same heaps in any order, one move on)
// is declined privately and marks nothing; other heaps, someone else, the ranked game's own Hint to its
// players, and the same practice game once the ranked game is over are answered.
func TestHintDeclinesARankedGamesPosition(t *testing.T) {
	n := newHarness(t)
	board, ranked := n.start("3 4 5", nil, bob)
	declined := func(u *discordgo.User, id string) bool {
		t.Helper()
		text, ue := n.hintOf(u, id)
		if ue == nil {
			if !strings.Contains(text, "can win") && !strings.Contains(text, "loses against perfect play") {
				t.Fatalf("hint of %s as %s: %q", id, u.ID, text)
			}
			return false
		}
		if ue.Code != router.Forbidden || ue.Message.En != "This comes from your ranked Nim game in progress, so kibitz keeps its analysis until that game is over." ||
			ue.Hint.En != "Finish that game first" {
			t.Fatalf("hint of %s as %s refused with %v, want the ranked position's refusal", id, u.ID, ue)
		}
		return true
	}
	same := n.practice(bob, "3 4 5")
	for _, tc := range []struct {
		name string
		who  *discordgo.User
		game string
		want bool
	}{
		{"a practice game on the ranked heaps", bob, same, true},
		{"the same heaps in another order", bob, n.practice(bob, "5 3 4"), true},
		{"one move on", alice, n.practice(alice, "3 4 2"), true},
		{"other heaps", bob, n.practice(bob, "3 4 6"), false},
		{"someone playing no ranked game", carol, n.practice(carol, "3 4 5"), false},
		{"the ranked game's own Hint, to its player", alice, ranked, false},
	} {
		if got := declined(tc.who, tc.game); got != tc.want {
			t.Errorf("%s: declined %v, want %v", tc.name, got, tc.want)
		}
	}
	if g := n.game(same); len(g.Hinted) != 0 {
		t.Errorf("a declined hint was marked: %v", g.Hinted)
	}
	n.leave(alice, board)
	if declined(bob, same) {
		t.Error("declined after the ranked game ended")
	}
}

// TestHintWhenTheIndexFails: a store that fails to say which games the presser plays, or to read them,
// costs the refusal of a ranked position, never the hint.
func TestHintWhenTheIndexFails(t *testing.T) {
	for _, fail := range []string{"playing:", "nim:"} {
		t.Run(fail, func(t *testing.T) {
			n := newHarness(t)
			n.start("3 4 5", nil, bob)
			p := n.practice(bob, "3 4 5")
			fs := &commandtest.FailingReads{Store: n.nim.Store}
			fs.Fail(fail)
			n.nim.Store = fs
			if text, ue := n.hintOf(bob, p); ue != nil || !strings.Contains(text, "<@102>, can win") {
				t.Errorf("with reads of %s failing: %q, %v, want the hint", fail, text, ue)
			}
		})
	}
}

// TestAnalyzeInTheGamesChannel: in the channel where a ranked game is played, its position is declined
// to anyone, seated or not, until the game is over: a spectator's analysis would be posted under the
// board, for the player to move to read. Elsewhere, and for a practice game, it is answered.
func TestAnalyzeInTheGamesChannel(t *testing.T) {
	n := newHarness(t)
	analyzeIn := func(u *discordgo.User, locale discordgo.Locale, channel, heaps string) *discordgo.Interaction {
		in := commandtest.CommandIn(u, locale, "nim", "analyze", opt{"heaps", heaps})
		in.ChannelID = channel
		return in
	}
	ask := func(u *discordgo.User, locale discordgo.Locale, channel, heaps string) (*router.Response, error) {
		return n.Handle(analyzeIn(u, locale, channel, heaps))
	}
	if _, id := n.start("3 4 5", []opt{{"bot", true}}); n.game(id).Phase != phasePlaying { // practice: answered
		t.Fatalf("the practice game is not in play")
	}
	if _, err := ask(dave, discordgo.EnglishUS, "c", "3 4 5"); err != nil {
		t.Fatalf("the position of a practice game in its channel: %v", err)
	}
	board, _ := n.start("3 4 5", nil, bob)
	for _, tc := range []struct {
		name    string
		channel string
		heaps   string
		refused bool
	}{
		{"its position, in its channel", "c", "3 4 5", true},
		{"written otherwise, in its channel", "c", "5 4 3 0", true},
		{"one move on, in its channel", "c", "3 4 4", true},
		{"another position, in its channel", "c", "3 4 6", false},
		{"its position, in another channel", "elsewhere", "3 4 5", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ask(dave, discordgo.EnglishUS, tc.channel, tc.heaps)
			ue, ok := router.AsUserError(err)
			refused := ok && ue.Code == router.Forbidden && strings.Contains(ue.Message.En, "being played in this channel")
			if refused != tc.refused || (err != nil && !refused) {
				t.Errorf("refused %v (%v), want %v", refused, err, tc.refused)
			}
		})
	}
	n.wantErr(analyzeIn(dave, discordgo.Korean, "c", "3 4 5"), router.Forbidden, "이 채널에서 이 국면으로 순위전 님 게임이 진행 중이라")
	// The game ends: the channel's entry goes, and the position is answered.
	n.leave(bob, board)
	if _, err := ask(dave, discordgo.EnglishUS, "c", "3 4 5"); err != nil {
		t.Errorf("after the game: %v", err)
	}
	if got := n.nim.Playing(context.Background(), resultsName, commands.InChannel("c")); len(got) != 0 {
		t.Errorf("the channel's entries after the game: %v", got)
	}
}
