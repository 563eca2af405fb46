package nim

import (
	"fmt"
	"slices"
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

// Lobbies and whole games through the router: joining, starting, leaving, rematches, and the presses
// that are refused.

func TestThreePlayersToTheEnd(t *testing.T) {
	n := newHarness(t)
	resp := n.Command(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "3 4 5"})
	decodes(t, resp)
	if resp.Private || !strings.Contains(resp.Content, "<@101> opened a game of Nim") || !strings.Contains(resp.Content, fmt.Sprintf("1/%d", maxPlayers)) {
		t.Fatalf("lobby: private %v, %q", resp.Private, resp.Content)
	}
	join := commandtest.ButtonWithLabel(t, resp, "Join").CustomID
	id := strings.Split(join, "/")[1]
	n.wantErr(n.in(alice, discordgo.EnglishUS, join), router.Conflict, "already")
	if resp = n.press(bob, join); !strings.Contains(resp.Content, fmt.Sprintf("2/%d", maxPlayers)) {
		t.Fatalf("lobby after one join: %q", resp.Content)
	}
	resp = n.press(carol, join)
	if !strings.Contains(resp.Content, fmt.Sprintf("3/%d", maxPlayers)) || !strings.Contains(desc(resp), "1. <@101> (host)\n2. <@102>\n3. <@103>") {
		t.Fatalf("lobby after two joins: %q / %q", resp.Content, desc(resp))
	}
	startID := commandtest.ButtonWithLabel(t, resp, "Start").CustomID
	n.wantErr(n.in(bob, discordgo.EnglishUS, startID), router.Forbidden, "Only the host", "<@101>")
	n.wantErr(n.in(bob, discordgo.EnglishUS, commandtest.ButtonWithLabel(t, resp, "Cancel").CustomID), router.Forbidden, "Only the host")
	resp = n.press(alice, startID)
	n.wantErr(n.in(dave, discordgo.EnglishUS, join), router.Conflict, "already started")

	// Everyone takes one stone at a time from the first heap with stones, in join order: twelve moves,
	// the last by carol.
	players := []*discordgo.User{alice, bob, carol}
	for turn := 0; turn < 12; turn++ {
		me, next := players[turn%3], players[(turn+1)%3]
		if !strings.Contains(resp.Content, commands.Mention(me.ID)+"'s turn") {
			t.Fatalf("turn %d: %q, want %s to move", turn, resp.Content, me.ID)
		}
		decodes(t, resp)
		heapMenu := commandtest.Selects(resp)[0].CustomID
		n.wantErr(n.in(next, discordgo.EnglishUS, heapMenu, "1"), router.Forbidden, "Wait for your turn", commands.Mention(me.ID))
		n.wantErr(n.in(dave, discordgo.EnglishUS, heapMenu, "1"), router.Forbidden, "not playing")
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
	if len(commandtest.Selects(resp)) != 0 {
		t.Errorf("menus left after the end")
	}
	decodes(t, resp)
	if g := n.game(id); g.Phase != phaseOver || g.Winner == nil || g.Winner.ID != carol.ID || !g.Deadline.IsZero() {
		t.Fatalf("stored end: %+v", g)
	}
	if !strings.Contains(desc(resp), "<@103> took 1 from heap 3.") {
		t.Errorf("log: %q", desc(resp))
	}

	// Rematch: the players of the game only, once; the lobby reopens in the same message with the presser
	// alone as host: the others join again, or are in no game.
	rematch := commandtest.ButtonWithLabel(t, resp, "Rematch").CustomID
	n.wantErr(n.in(dave, discordgo.EnglishUS, rematch), router.Forbidden, "Only the players")
	resp = n.press(bob, rematch)
	// (No private note; the public call of the others is TestRematchCallsThePlayers'.)
	if !resp.Update || slices.ContainsFunc(resp.Followups, func(f *router.Response) bool { return f.Private }) || !strings.Contains(resp.Content, "<@102> asked for a rematch") ||
		!strings.Contains(desc(resp), "**Players**\n1. <@102> (host)\nIf <@102> is away") {
		t.Fatalf("rematch: update %v, %d followups: %q / %q", resp.Update, len(resp.Followups), resp.Content, desc(resp))
	}
	if commandtest.ButtonWithLabel(t, resp, "Join").CustomID != router.ID(joinRoute, id) {
		t.Errorf("the rematch lobby's Join is not this game's")
	}
	n.wantErr(n.in(alice, discordgo.EnglishUS, rematch), router.Conflict, "already open")
	if g := n.game(id); g.Phase != phaseLobby || fmt.Sprint(g.Heaps) != "[3 4 5]" || g.Round != 1 || g.Winner != nil ||
		len(g.Log) != 0 || g.Last != nil || g.Roster != nil || g.Host != bob.ID {
		t.Errorf("rematch game: %+v", g)
	}
	if _, ok, _ := n.Store.ZScore(t.Context(), deadlinesKey, id); ok {
		t.Errorf("the rematch lobby has a turn deadline")
	}
	// Nobody else has agreed to play: the host cannot start it alone.
	startID = commandtest.ButtonWithLabel(t, resp, "Start").CustomID
	n.wantErr(n.in(bob, discordgo.EnglishUS, startID), router.Conflict, "at least two players")
	// Carol joins again; the host starts it, and the turn timer runs as in a new game. Alice, who did
	// not join, is not in it.
	n.press(carol, join)
	resp = n.press(bob, startID)
	g := n.game(id)
	if g.Phase != phasePlaying || len(g.Players) != 2 || g.seat(alice.ID) >= 0 || g.Players[g.Turn].ID != bob.ID ||
		!strings.HasPrefix(resp.Content, "<@102>'s turn") {
		t.Fatalf("rematch started: %+v: %q", g, resp.Content)
	}
	if score, ok, _ := n.Store.ZScore(t.Context(), deadlinesKey, id); !ok || score != commands.EntryScore(g.Deadline) {
		t.Errorf("the rematch's deadline in the index: %v %v, want %v", score, ok, g.Deadline)
	}
}

func TestLobby(t *testing.T) {
	n := newHarness(t)
	resp := n.Command(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "3 4"})
	join, leave := commandtest.ButtonWithLabel(t, resp, "Join").CustomID, commandtest.ButtonWithLabel(t, resp, "Leave").CustomID
	start := commandtest.ButtonWithLabel(t, resp, "Start").CustomID
	n.wantErr(n.in(alice, discordgo.EnglishUS, start), router.Conflict, "at least two players")
	n.wantErr(n.in(bob, discordgo.EnglishUS, leave), router.Conflict, "not in this game")
	_ = n.press(bob, join)
	// The host leaves: the lobby passes to bob, and the message says so rather than that bob opened it.
	resp = n.leaveWith(alice, leave)
	if !strings.HasPrefix(resp.Content, "<@101> opened a game of Nim and left; <@102> is the host now.") ||
		!strings.Contains(desc(resp), "1. <@102> (host)\n") {
		t.Fatalf("after the host left: %q / %q", resp.Content, desc(resp))
	}
	resp = n.leaveWith(bob, leave)
	if !strings.Contains(resp.Content, "cancelled") || len(resp.Components) != 0 {
		t.Fatalf("after everyone left: %q, %d rows", resp.Content, len(resp.Components))
	}
	n.wantErr(n.in(carol, discordgo.EnglishUS, join), router.Conflict, "cancelled")

	// Bots cannot join; the lobby holds maxPlayers, kibitz included.
	resp = n.Command(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "3 4"}, opt{"bot", true})
	join = commandtest.ButtonWithLabel(t, resp, "Join").CustomID
	robot := &discordgo.User{ID: "555", Bot: true}
	n.wantErr(n.in(robot, discordgo.EnglishUS, join), router.Forbidden, "Bots cannot join")
	for i := range maxPlayers - 2 {
		n.press(commandtest.User(strconv.Itoa(200+i)), join)
	}
	n.wantErr(n.in(dave, discordgo.EnglishUS, join), router.Conflict, "full", strconv.Itoa(maxPlayers))
}

func TestLeaveDuringPlay(t *testing.T) {
	n := newHarness(t)
	resp, id := n.start("3 4 5", nil, bob, carol)
	leave := commandtest.ButtonWithLabel(t, resp, "Leave").CustomID
	resp = n.leaveWith(bob, leave) // not to move: alice keeps the turn
	if g := n.game(id); len(g.Players) != 2 || g.Players[g.Turn].ID != alice.ID {
		t.Fatalf("after bob left: %+v", g)
	}
	if !strings.Contains(desc(resp), "<@102> left the game.") {
		t.Fatalf("after bob left: %q", desc(resp))
	}
	resp = n.leaveWith(alice, leave) // to move: the turn passes to carol, who is alone and wins without a move
	if !strings.Contains(resp.Content, "<@103> wins: everyone else has left") ||
		!strings.Contains(desc(resp), "<@101> left the game.") ||
		!strings.Contains(desc(resp), "<@103> won without making a move: the win records nothing") {
		t.Fatalf("after alice left: %q / %q", resp.Content, desc(resp))
	}
	n.wantRecord(map[*discordgo.User][2]int{alice: {0, 1}, bob: {0, 1}, carol: {0, 0}}) // leaving is a loss
	n.wantErr(n.in(carol, discordgo.EnglishUS, leave), router.Conflict, "over")
	n.wantErr(n.in(carol, discordgo.EnglishUS, router.ID(hintRoute, id)), router.Conflict, "over")
	// Everyone of the starting roster may ask for a rematch, those who left too.
	resp = n.press(bob, commandtest.ButtonWithLabel(t, resp, "Rematch").CustomID)
	if !resp.Update || !strings.Contains(desc(resp), "**Players**\n1. <@102> (host)\nIf <@102> is away") {
		t.Fatalf("rematch after leaving: %+v", resp)
	}
}

// TestLeaveAsksFirst: in play, Leave's first press asks its presser privately and changes nothing else; a
// second within a minute leaves; a question lapses after it; each player's question is their own.
func TestLeaveAsksFirst(t *testing.T) {
	n := newHarness(t)
	resp, id := n.start("3 4 5", nil, bob, carol)
	leave := commandtest.ButtonWithLabel(t, resp, "Leave").CustomID
	asked := n.press(bob, leave)
	if !asksToLeave(asked) || !strings.Contains(asked.Followups[0].Content, "Press **Leave** again within 1 minute to leave.") {
		t.Fatalf("the first press did not ask: %+v", asked)
	}
	if !asked.Update || asked.Content != resp.Content || desc(asked) != desc(resp) {
		t.Errorf("asking changed the board:\n%q\n%q", desc(asked), desc(resp))
	}
	if g := n.game(id); len(g.Players) != 3 || g.Phase != phasePlaying {
		t.Fatalf("asking took bob out: %+v", g)
	}
	// carol's press asks carol; bob's question stands, through alice's move (the turn timer here is a
	// minute too: alice moves in time, and so is bob's turn in time when he leaves).
	board := n.press(carol, leave)
	if !asksToLeave(board) {
		t.Errorf("carol's first press did not ask")
	}
	n.clock.Advance(30 * time.Second)
	n.move(alice, board, 1, 1)
	n.clock.Advance(29 * time.Second)
	if left := n.press(bob, leave); asksToLeave(left) || !strings.Contains(desc(left), "<@102> left the game.") {
		t.Fatalf("bob's second press within a minute: %q", desc(left))
	}
	// carol's question, 59 s old, lapses at a minute: her press asks again, and the next one leaves.
	n.clock.Advance(time.Second)
	if !asksToLeave(n.press(carol, leave)) {
		t.Errorf("carol's lapsed question did not ask again")
	}
	if g := n.game(id); len(g.Players) != 2 {
		t.Fatalf("carol left on a lapsed question: %+v", g)
	}
	n.press(carol, leave)
	if g := n.game(id); g.Phase != phaseOver || g.Winner == nil || g.Winner.ID != alice.ID || len(g.LeaveAsked) != 0 {
		t.Errorf("after carol left: %+v", g)
	}

	// In Korean, and never in the lobby.
	resp, _ = n.start("3 4 5", nil, bob)
	ko := n.Serve(n.in(bob, discordgo.Korean, commandtest.ButtonWithLabel(t, resp, "Leave").CustomID))
	if !strings.Contains(ko.Followups[0].Content, "나가려면 1분 안에 **나가기**를 한 번 더 누르세요.") {
		t.Errorf("Korean question: %q", ko.Followups[0].Content)
	}
	lobby := n.Command(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "3 4 5"})
	lobby = n.press(bob, commandtest.ButtonWithLabel(t, lobby, "Join").CustomID)
	if left := n.press(bob, commandtest.ButtonWithLabel(t, lobby, "Leave").CustomID); asksToLeave(left) || strings.Contains(desc(left), "<@102>") {
		t.Errorf("Leave in the lobby asked, or did not leave: %q", desc(left))
	}
}

func TestStaleAndForged(t *testing.T) {
	n := newHarness(t)
	resp, id := n.start("3 4 5", nil, bob)
	oldMenu := commandtest.Selects(resp)[0].CustomID
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
	heapMenu := commandtest.Selects(resp)[0].CustomID
	n.wantErr(n.in(alice, discordgo.EnglishUS, heapMenu, "9"), router.Invalid, "does not name a heap")
	n.wantErr(n.in(alice, discordgo.EnglishUS, heapMenu, "x"), router.Invalid, "does not name a heap")
	seq := strings.Split(heapMenu, "/")[3]
	n.wantErr(n.in(alice, discordgo.EnglishUS, router.ID(takeRoute, id, seq, "1"), "3"), router.Invalid, "Heap 1 has only 2 stones: you cannot take 3.")
	n.wantErr(n.in(alice, discordgo.EnglishUS, router.ID(takeRoute, id, seq, "1"), "0"), router.Invalid, "0 is not a positive whole number")
	n.wantErr(n.in(alice, discordgo.EnglishUS, router.ID(takeRoute, id, seq, "7"), "1"), router.Invalid, "does not name a heap")
	// A game that is not in the store.
	for _, cid := range []string{router.ID(hintRoute, "nope"), router.ID(joinRoute, "nope"), router.ID(heapRoute, "nope", "1")} {
		n.wantErr(n.in(alice, discordgo.EnglishUS, cid), router.NotFound, "24 hours", "/nim start")
		if r := n.press(alice, cid); !r.Private {
			t.Errorf("%s: public reply %q", cid, r.Content)
		}
	}
	// Lobby buttons after the start, game buttons after the end.
	n.wantErr(n.in(alice, discordgo.EnglishUS, router.ID(startRoute, id)), router.Conflict, "already started")
	n.wantErr(n.in(alice, discordgo.EnglishUS, router.ID(rematchRoute, id)), router.Conflict, "not over")
}

// TestFullLobby: a lobby with every seat taken (kibitz included) says it is full instead of asking for
// Join, and its Join is disabled; a seat freed asks for Join again. A rematch's lobby and a lobby handed
// on say it too, in every language.
func TestFullLobby(t *testing.T) {
	n := newHarness(t)
	resp := n.Command(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "3 4"}, opt{"bot", true})
	join := commandtest.ButtonWithLabel(t, resp, "Join").CustomID
	for i := range maxPlayers - 2 {
		resp = n.press(commandtest.User(strconv.Itoa(200+i)), join)
	}
	const full = "<@101> opened a game of Nim. The game is full (25/25 players), so nobody else can join; the host presses **Start**."
	if !strings.HasPrefix(resp.Content, full) || strings.Contains(resp.Content, "Join") {
		t.Errorf("a full lobby: %q, want it to start %q", resp.Content, full)
	}
	if b := commandtest.ButtonWithLabel(t, resp, "Join"); !b.Disabled {
		t.Errorf("a full lobby's Join is enabled")
	}
	resp = n.leave(commandtest.User("200"), resp)
	if !strings.Contains(resp.Content, "Press **Join** to play (24/25 players)") || commandtest.ButtonWithLabel(t, resp, "Join").Disabled {
		t.Errorf("a lobby with a seat freed: %q", resp.Content)
	}

	players := make([]player, maxPlayers)
	for i := range players {
		players[i] = player{ID: strconv.Itoa(300 + i)}
	}
	for _, c := range []struct {
		name string
		g    Game
		want map[i18n.Lang]string
	}{
		{"opened", Game{Host: "300", Guild: "g", Phase: phaseLobby, Players: players}, map[i18n.Lang]string{
			i18n.Korean:     "<@300> 님이 님 게임을 열었습니다. 자리가 다 차서 더 참가할 수 없습니다 (25/25명). 방장이 **시작**을 누릅니다.",
			i18n.Japanese:   "<@300>がNimのゲームを開きました。満員のため、これ以上参加できません（25/25人）。ホストが**開始**を押すとゲームが始まります。",
			i18n.Spanish:    "<@300> abrió una partida de Nim. La partida está llena (25/25 jugadores), así que nadie más puede unirse; el anfitrión pulsa **Empezar**.",
			i18n.Portuguese: "<@300> abriu uma partida de Nim. A partida está cheia (25/25 jogadores), então ninguém mais pode entrar; o anfitrião clica em **Começar**.",
		}},
		{"rematch", Game{Host: "300", Guild: "g", Phase: phaseLobby, Round: 1, Players: players}, map[i18n.Lang]string{
			i18n.English: "<@300> asked for a rematch, with the same rules. The game is full (25/25 players), so nobody else can join; the host presses **Start**.",
		}},
		{"handed", Game{Host: "300", Opener: "1", Guild: "g", Phase: phaseLobby, Players: players}, map[i18n.Lang]string{
			i18n.English: "<@1> opened a game of Nim and left; <@300> is the host now. The game is full (25/25 players), so nobody else can join; the host presses **Start**.",
		}},
		{"rematch handed", Game{Host: "300", Opener: "1", Guild: "g", Phase: phaseLobby, Round: 1, Players: players}, map[i18n.Lang]string{
			i18n.English: "<@1> asked for a rematch and left; <@300> is the host now. The game is full (25/25 players), so nobody else can join; the host presses **Start**.",
		}},
	} {
		for lang, want := range c.want {
			if got := c.g.status(lang); got != want {
				t.Errorf("%s, in %v: %q, want %q", c.name, lang, got, want)
			}
		}
	}
}

// TestRematchHostLeaves: the host of a rematch lobby who leaves it hands it on, and the message says
// they asked for a rematch, not that they opened a game, in every language.
func TestRematchHostLeaves(t *testing.T) {
	n := newHarness(t)
	resp, id := n.start("1", nil, bob)
	resp = n.move(alice, resp, 1, 1)
	if g := n.game(id); g.Phase != phaseOver {
		t.Fatalf("the game of one stone is not over: %+v", g)
	}
	resp = n.press(alice, commandtest.ButtonWithLabel(t, resp, "Rematch").CustomID)
	n.press(carol, commandtest.ButtonWithLabel(t, resp, "Join").CustomID)
	resp = n.leave(alice, resp)
	if g := n.game(id); g.Host != carol.ID || g.Phase != phaseLobby || g.Round != 1 {
		t.Fatalf("after the host left the rematch lobby: %+v", g)
	}
	const want = "<@101> asked for a rematch and left; <@103> is the host now. Press **Join** to play again (1/25 players)"
	if !strings.HasPrefix(resp.Content, want) {
		t.Errorf("after the host left the rematch lobby: %q, want it to start %q", resp.Content, want)
	}
	g := n.game(id)
	for _, c := range []struct {
		lang i18n.Lang
		want string
	}{
		{i18n.Korean, "<@101> 님이 재대결을 열고 나가, 이제 <@103> 님이 방장입니다."},
		{i18n.Japanese, "<@101>が再戦を申し込んで退出したため、<@103>が新しいホストです。"},
		{i18n.Spanish, "<@101> pidió la revancha y se fue; ahora <@103> es el anfitrión."},
		{i18n.Portuguese, "<@101> pediu revanche e saiu; agora <@103> é o anfitrião."},
	} {
		if got := g.status(c.lang); !strings.HasPrefix(got, c.want) {
			t.Errorf("in %v: %q, want it to start %q", c.lang, got, c.want)
		}
	}
}

// TestWithKibitzHintKeepsTheOptions: the hint after a lobby refused where nobody else can join is the
// command the user ran with bot:true, their other options kept (as their client shows them), not an
// example of other heaps.
func TestWithKibitzHintKeepsTheOptions(t *testing.T) {
	n := newHarness(t)
	asked := func(locale discordgo.Locale, opts ...opt) *discordgo.Interaction {
		return commandtest.CommandIn(alice, locale, "nim", "start", append([]opt{{"heaps", "7 8"}, {"misere", true}, {"moves", "1-3"}}, opts...)...)
	}
	for _, tc := range []struct {
		name string
		in   *discordgo.Interaction
		want string
	}{
		{"bot DM", commandtest.InBotDM(asked(discordgo.EnglishUS)), "With kibitz: /nim start heaps:7 8 misere:true moves:1-3 bot:true"},
		{"bot DM, bot:false", commandtest.InBotDM(asked(discordgo.EnglishUS, opt{"bot", false}, opt{"display", "text"})), "With kibitz: /nim start heaps:7 8 misere:true moves:1-3 display:text bot:true"},
		{"bot DM, Korean", commandtest.InBotDM(asked(discordgo.Korean)), "kibitz와 두기: /님 시작 더미:7 8 미제르:true 수:1-3 봇:true"},
		{"hidden server, random", commandtest.InHiddenServer(commandtest.CommandIn(alice, discordgo.Korean, "nim", "start", opt{"heaps", "random"}, opt{"count", 4}), "other", "ch"), "kibitz와 두기: /님 시작 더미:무작위 개수:4 봇:true"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n.WantCode(t, tc.in, router.Invalid, tc.want)
		})
	}
}

// TestNoLobbyInABotDM: nobody else is in a DM with kibitz to join, nor can anyone else see kibitz's
// messages in a server that shows them to the asker alone, so a lobby without kibitz is refused there,
// pointing at bot:true; with kibitz it opens, practice, offering no Join, saying that nobody else can join,
// without the promise that a second person joining would make it ranked, which a server's lobby makes.
func TestNoLobbyInABotDM(t *testing.T) {
	n := newHarness(t)
	start := func(opts ...opt) *discordgo.Interaction {
		return commandtest.CommandIn(alice, discordgo.EnglishUS, "nim", "start", append([]opt{{"heaps", "3 4 5"}}, opts...)...)
	}
	n.WantCode(t, commandtest.InBotDM(start()), router.Invalid, "Nobody else is in your direct messages with kibitz", "bot:true")
	n.WantCode(t, commandtest.InHiddenServer(start(), "other", "ch"), router.Invalid, "Nobody else here can see kibitz's messages to join a game", "bot:true")
	const joinRanks = "A second person joining makes it ranked."
	for _, c := range []struct {
		name      string
		in        *discordgo.Interaction
		joinRanks bool // and Join offered
	}{
		{"DM", commandtest.InBotDM(start(opt{"bot", true})), false},
		{"server that hides kibitz's replies", commandtest.InHiddenServer(start(opt{"bot", true}), "other", "ch2"), false},
		{"server", start(opt{"bot", true}), true},
	} {
		resp := n.Serve(c.in)
		if len(resp.Embeds) == 0 {
			t.Fatalf("a lobby with kibitz in a %s: %q", c.name, resp.Content)
		}
		if d := desc(resp); !strings.Contains(d, "this game is **practice**") || strings.Contains(d, joinRanks) != c.joinRanks {
			t.Errorf("a lobby with kibitz in a %s says %q; want %q said: %v", c.name, d, joinRanks, c.joinRanks)
		}
		var labels []string
		for _, b := range commandtest.Buttons(resp) {
			labels = append(labels, b.Label)
		}
		alone := strings.Contains(resp.Content+desc(resp), "Nobody else can join here")
		if waiting := strings.Contains(fmt.Sprint(resp.Alt), "Waiting for players to join"); waiting != c.joinRanks {
			t.Errorf("a lobby with kibitz in a %s: the picture's alt text waits for players: %v", c.name, waiting)
		}
		if slices.Contains(labels, "Join") != c.joinRanks || alone == c.joinRanks {
			t.Errorf("a lobby with kibitz in a %s: buttons %v, says nobody else can join: %v", c.name, labels, alone)
		}
	}
}

// TestOrderDrawnAtStart: between people the host chooses the heaps, so the order of turns is drawn when
// the game starts (Config.Shuffle), and the lobby and the board say so; alone against kibitz the lobby's
// order stands, and nothing is said of a draw.
func TestOrderDrawnAtStart(t *testing.T) {
	reverse := func(n int) []int {
		order := make([]int, n)
		for i := range order {
			order[i] = n - 1 - i
		}
		return order
	}
	for _, c := range []struct {
		name   string
		extra  []opt
		others []*discordgo.User
		first  string // who moves first
		drawn  bool
	}{
		{"two people", nil, []*discordgo.User{bob}, bob.ID, true},
		{"three people", nil, []*discordgo.User{bob, carol}, carol.ID, true},
		{"two people and kibitz", []opt{{"bot", true}}, []*discordgo.User{bob}, bob.ID, true}, // alice, kibitz, bob
		{"alone against kibitz", []opt{{"bot", true}}, nil, alice.ID, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			n := newHarness(t)
			n.nim.Shuffle = reverse
			resp := n.Command(alice, discordgo.EnglishUS, "nim", "start", append([]opt{{"heaps", "3 4 5"}}, c.extra...)...)
			join := commandtest.ButtonWithLabel(t, resp, "Join").CustomID
			id := strings.Split(join, "/")[1]
			for _, u := range c.others {
				resp = n.press(u, join)
			}
			if said := strings.Contains(desc(resp), "The order of turns is drawn at random when the host presses **Start**."); said != c.drawn {
				t.Errorf("the lobby says the order is drawn: %v, want %v:\n%s", said, c.drawn, desc(resp))
			}
			resp = n.press(alice, commandtest.ButtonWithLabel(t, resp, "Start").CustomID)
			g := n.game(id)
			if g.Drawn != c.drawn || g.Roster[0].ID != c.first || g.Roster[0].Bot {
				t.Fatalf("drawn %v, roster %+v; want drawn %v, %s first", g.Drawn, g.Roster, c.drawn, c.first)
			}
			line := "The order of turns was drawn at random: " + commands.Mention(c.first) + " moves first."
			if said := strings.Contains(desc(resp), line); said != c.drawn {
				t.Errorf("the board says %q: %v, want %v:\n%s", line, said, c.drawn, desc(resp))
			}
		})
	}
	// The default draw is a permutation of the seats.
	order := New(commands.Env{}, Config{}).Shuffle(5)
	seen := map[int]bool{}
	for _, i := range order {
		seen[i] = true
	}
	if len(order) != 5 || len(seen) != 5 || slices.Max(order) != 4 || slices.Min(order) != 0 {
		t.Errorf("Shuffle(5) = %v, want a permutation of 0..4", order)
	}
}

// TestRematchGivesNoResultToWhoDidNotJoin: a player who presses Rematch finds the lobby with themselves
// alone: the other player of the last game is not seated, so they cannot be timed out of a game they never
// agreed to, and nobody gets a win from them.
func TestRematchGivesNoResultToWhoDidNotJoin(t *testing.T) {
	n := newHarness(t)
	resp, id := n.start("1 1", nil, bob)
	resp = n.move(alice, resp, 1, 1)
	resp = n.move(bob, resp, 2, 1) // bob wins
	resp = n.press(alice, commandtest.ButtonWithLabel(t, resp, "Rematch").CustomID)
	n.wantErr(n.in(alice, discordgo.EnglishUS, commandtest.ButtonWithLabel(t, resp, "Start").CustomID), router.Conflict, "at least two players")
	if g := n.game(id); len(g.Players) != 1 || g.seat(bob.ID) >= 0 {
		t.Fatalf("rematch lobby seats %+v", g.Players)
	}
	n.wantRecord(map[*discordgo.User][2]int{alice: {0, 1}, bob: {1, 0}})
}

// TestRematchKeepsItsChannel: a rematch is played in the channel of the game before it, and its ranked
// position is kept from a watcher's analysis there as the first game's was; the rebuilt game had lost its
// channel, and /nim analyze answered the rematch's winning move to anyone in it.
func TestRematchKeepsItsChannel(t *testing.T) {
	n := newHarness(t)
	resp, id := n.start("5 6", nil, bob)
	watcher := func() error {
		_, err := n.Handle(commandtest.CommandIn(dave, discordgo.EnglishUS, "nim", "analyze", opt{"heaps", "5 6"}))
		return err
	}
	if watcher() == nil {
		t.Fatal("the first game's position was analysed for a watcher in its channel")
	}
	resp = n.leave(bob, resp)
	resp = n.press(alice, commandtest.ButtonWithLabel(t, resp, "Rematch").CustomID)
	resp = n.press(bob, commandtest.ButtonWithLabel(t, resp, "Join").CustomID)
	n.press(alice, commandtest.ButtonWithLabel(t, resp, "Start").CustomID)
	if g := n.game(id); g.Channel != "c" || watcher() == nil {
		t.Errorf("the rematch (channel %q): its position was analysed for a watcher in its channel", g.Channel)
	}
}

// TestStartCallsThePlayers: Start is an update, which notifies nobody, and people who joined a lobby
// minutes before may have gone while their turns' clocks run: a message calls the seated people but the
// host who pressed it, saying who moves first. Against kibitz alone nobody else needs calling.
func TestStartCallsThePlayers(t *testing.T) {
	n := newHarness(t)
	resp, id := n.start("3 4 5", nil, bob, carol)
	g := n.game(id)
	calls := commandtest.PublicFollowups(resp)
	want := "<@102> and <@103>: the game of Nim has started, and " + g.Players[0].name() + " moves first."
	if len(calls) != 1 || calls[0].Content != want || !slices.Equal(calls[0].Notify, []string{bob.ID, carol.ID}) {
		t.Errorf("followups %+v, want %q notifying bob and carol", calls, want)
	}
	resp, _ = n.start("3 4 5", []opt{{"bot", true}})
	if len(resp.Followups) != 0 {
		t.Errorf("against kibitz alone: followups %+v, want none", resp.Followups)
	}
}

// TestRematchCallsThePlayers: Rematch reopens the lobby in the game's own message, which replaced the
// result in the channel and notified nobody: a message keeps the result and calls the other people of the
// game to Join.
func TestRematchCallsThePlayers(t *testing.T) {
	n := newHarness(t)
	resp, _ := n.start("1 1", nil, bob)
	resp = n.move(alice, resp, 1, 1)
	won := n.move(bob, resp, 2, 1) // bob wins
	result := strings.Split(won.Content, "\n")[0]
	resp = n.press(alice, commandtest.ButtonWithLabel(t, won, "Rematch").CustomID)
	calls := commandtest.PublicFollowups(resp)
	want := result + "\n<@101> asked for a rematch: <@102>, press **Join** on the game's message to play again."
	if len(calls) != 1 || calls[0].Content != want || !slices.Equal(calls[0].Notify, []string{bob.ID}) {
		t.Errorf("followups %+v, want %q notifying bob", calls, want)
	}
	resp, _ = n.start("1 1", []opt{{"bot", true}})
	resp = n.move(alice, resp, 1, 1)
	if again := n.press(alice, commandtest.ButtonWithLabel(t, resp, "Rematch").CustomID); len(again.Followups) != 0 {
		t.Errorf("a rematch against kibitz alone: followups %+v, want none", again.Followups)
	}
}

// TestStartCallNamesWhoMovedFirst: when kibitz is drawn to move first it has moved by the time the call is
// sent: the call names kibitz, as the board does, not the player whose turn it now is.
func TestStartCallNamesWhoMovedFirst(t *testing.T) {
	n := newHarness(t)
	resp := n.Command(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "5 4"}, opt{"bot", true})
	join := commandtest.ButtonWithLabel(t, resp, "Join").CustomID
	id := strings.Split(join, "/")[1]
	resp = n.press(bob, join)
	k := slices.IndexFunc(n.game(id).Players, func(p player) bool { return p.Bot })
	n.nim.Shuffle = func(size int) []int { // kibitz's seat first, the others in order
		order := []int{k}
		for i := range size {
			if i != k {
				order = append(order, i)
			}
		}
		return order
	}
	resp = n.press(alice, commandtest.ButtonWithLabel(t, resp, "Start").CustomID)
	calls := commandtest.PublicFollowups(resp)
	if want := "<@102>: the game of Nim has started, and kibitz moves first."; len(calls) != 1 || calls[0].Content != want {
		t.Errorf("the call %+v, want %q", calls, want)
	}
}

// TestHandedLobbyCallsTheNewHost: a host who leaves a lobby hands it to the next person, who alone can
// press Start now; the update says so but notifies nobody, so a message calls them. A lobby left by
// someone else, or closed by its last person, calls nobody.
func TestHandedLobbyCallsTheNewHost(t *testing.T) {
	n := newHarness(t)
	resp := n.Command(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "3 4"})
	join := commandtest.ButtonWithLabel(t, resp, "Join").CustomID
	n.press(bob, join)
	resp = n.press(carol, join)
	leave := commandtest.ButtonWithLabel(t, resp, "Leave").CustomID
	if left := n.leaveWith(carol, leave); len(commandtest.PublicFollowups(left)) != 0 {
		t.Errorf("carol left, not the host: followups %+v", left.Followups)
	}
	resp = n.leaveWith(alice, leave)
	calls := commandtest.PublicFollowups(resp)
	if want := "<@102>, you host the game of Nim now: press **Start** when everyone is in."; len(calls) != 1 || calls[0].Content != want ||
		!slices.Equal(calls[0].Notify, []string{bob.ID}) {
		t.Errorf("the host left: followups %+v, want %q notifying bob", calls, want)
	}
	if closed := n.leaveWith(bob, leave); len(commandtest.PublicFollowups(closed)) != 0 {
		t.Errorf("the last person left: followups %+v", closed.Followups)
	}
}
