package nim

import (
	"context"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/nim"
)

// The board's three views, its alt text, and the counts, durations and positions without moves that the
// read-through of issue 16 found worded wrong.

// wantBoard checks that resp shows board in view, in lang: the picture attached, in the embed, with its
// alt text, or the emoji or text at the end of the embed, after its heading, as the picture would be
// (underEmbed); the message's own text is status alone ("" for none, as in /nim analyze).
func wantBoard(t *testing.T, resp *router.Response, status, view string, board boardView, alt i18n.Text, lang i18n.Lang) {
	t.Helper()
	board.Lang = lang
	commandtest.CheckReply(t, resp)
	if resp.Content != status {
		t.Errorf("%s view: the message's text %q, want %q: the board goes under the heading", view, resp.Content, status)
	}
	var grid string
	switch view {
	case "image":
		if len(resp.Files) != 1 || resp.Files[0].Name != "nim.png" || resp.Embeds[0].Image == nil {
			t.Fatalf("picture view: %d files, embed image %v", len(resp.Files), resp.Embeds[0].Image)
		}
		decodes(t, resp)
		if got := resp.Alt["nim.png"]; got != alt.In(lang) {
			t.Errorf("alt text %q, want %q", got, alt.In(lang))
		}
		return
	case "emoji":
		grid = boardEmoji(board) + legend(board, msgLegendLastEmoji, msgLegendWinEmoji, lang)
	case "text":
		grid = boardText(board) + legend(board, msgLegendLastText, msgLegendWinText, lang)
	}
	// The marks the board shows are explained under it, and only those.
	for _, l := range []struct {
		view string
		on   bool
		text i18n.Text
	}{
		{"emoji", board.Last != nil, msgLegendLastEmoji}, {"text", board.Last != nil, msgLegendLastText},
		{"emoji", board.Winning != nil, msgLegendWinEmoji}, {"text", board.Winning != nil, msgLegendWinText},
	} {
		if l.view == view && strings.Contains(underEmbed(resp), l.text.In(lang)) != l.on {
			t.Errorf("%s view: legend %q shown: %v, want %v", view, l.text.In(lang), !l.on, l.on)
		}
	}
	if got := underEmbed(resp); !strings.HasSuffix(got, "\n\n"+grid) {
		t.Errorf("%s view: the embed does not end with the board %q:\n%s", view, grid, got)
	}
	if len(resp.Files) != 0 || len(resp.Embeds) == 0 || resp.Embeds[0].Image != nil {
		t.Errorf("%s view with %d files and embed image %v", view, len(resp.Files), resp.Embeds[0].Image)
	}
}

// TestGameViews: /nim start in each view and language; the lobby, the board after a move, and the edit a
// turn timer makes (Command.view on the stored game) all keep the view the game was opened with.
func TestGameViews(t *testing.T) {
	for _, locale := range []discordgo.Locale{discordgo.EnglishUS, discordgo.Korean} {
		lang := i18n.FromLocale(string(locale))
		for _, view := range []string{"image", "emoji", "text"} {
			t.Run(string(locale)+"/"+view, func(t *testing.T) {
				n := newHarness(t)
				n.Unfitted = true // measure the handlers' own replies (commandtest.CheckFits)
				lobby := n.Command(alice, locale, "nim", "start", opt{"heaps", "3 4 5"}, opt{"display", view})
				g := n.game("g1")
				wantBoard(t, lobby, g.status(lang), view, boardView{Heaps: []int64{3, 4, 5}}, g.alt(), lang)
				buttons := commandtest.Buttons(lobby)
				n.Serve(n.in(bob, locale, buttons[0].CustomID))                                 // Join
				resp := n.Serve(n.in(alice, locale, buttons[2].CustomID))                       // Start
				resp = n.Serve(n.in(alice, locale, commandtest.Selects(resp)[0].CustomID, "1")) // heap 1
				resp = n.Serve(n.in(alice, locale, commandtest.Selects(resp)[1].CustomID, "2")) // take 2
				g = n.game("g1")
				moved := boardView{Heaps: []int64{1, 4, 5}, Last: &markedMove{Heap: 0, Take: 2}}
				wantBoard(t, resp, g.status(lang), view, moved, g.alt(), lang)
				edit, err := n.nim.view(g, lang)
				if err != nil {
					t.Fatal(err)
				}
				wantBoard(t, edit, g.status(lang), view, moved, g.alt(), lang)
			})
		}
	}
}

// TestViewFromSettings: without the option, the user's /settings default; the option overrides it.
func TestViewFromSettings(t *testing.T) {
	n := newHarness(t)
	n.Unfitted = true // measure the handlers' own replies (commandtest.CheckFits)
	if _, err := commands.ChangePrefs(context.Background(), n.Store, alice.ID, func(p *commands.Prefs) { p.Display = commands.ViewText }); err != nil {
		t.Fatal(err)
	}
	board := boardView{Heaps: []int64{3, 4, 5}, Grundy: []int64{3, 4, 5}, Winning: &markedMove{Heap: 0, Take: 2}}
	resp := n.Command(alice, discordgo.EnglishUS, "nim", "analyze", opt{"heaps", "3 4 5"})
	wantBoard(t, resp, "", "text", board, i18n.Text{}, i18n.English)
	resp = n.Command(alice, discordgo.EnglishUS, "nim", "analyze", opt{"heaps", "3 4 5"}, opt{"display", "emoji"})
	wantBoard(t, resp, "", "emoji", board, i18n.Text{}, i18n.English)
	resp = n.Command(bob, discordgo.EnglishUS, "nim", "analyze", opt{"heaps", "3 4 5"})
	wantBoard(t, resp, "", "image", board, analysisAlt(nim.Heaps{3, 4, 5}, nim.Result{Grundy: []int64{3, 4, 5}, Sum: 2, Move: nim.Move{Take: 2}}), i18n.English)
	// A game opened with the text view stays in it for every player, whatever their own default.
	lobby := n.Command(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "3 4"})
	if !strings.Contains(underEmbed(lobby), "```") || len(lobby.Files) != 0 {
		t.Fatalf("lobby of a text-view user: %q, %d files", underEmbed(lobby), len(lobby.Files))
	}
	joined := n.press(bob, commandtest.ButtonWithLabel(t, lobby, "Join").CustomID)
	if !strings.Contains(underEmbed(joined), "```") || len(joined.Files) != 0 {
		t.Errorf("after a picture-view user joined: %q, %d files", underEmbed(joined), len(joined.Files))
	}
}

// TestAnalyzeViews: /nim analyze in each view and language, and the fallbacks of a board too long for a
// message: as text when the emoji do not fit, and a line saying so when nothing does (no picture is drawn
// of more than ten heaps: asked for one, such a board comes as text). Whatever is shown comes after the
// analysis's heading, never above it.
func TestAnalyzeViews(t *testing.T) {
	n := newHarness(t)
	n.Unfitted = true // measure the handlers' own replies (commandtest.CheckFits)
	heaps := nim.Heaps{3, 4, 5}
	res, _ := nim.Solve(context.Background(), heaps, nim.Options{})
	board := boardView{Heaps: heaps, Grundy: res.Grundy, Winning: &markedMove{Heap: 0, Take: 2}}
	for _, locale := range []discordgo.Locale{discordgo.EnglishUS, discordgo.Korean} {
		lang := i18n.FromLocale(string(locale))
		for _, view := range []string{"image", "emoji", "text"} {
			resp := n.Command(alice, locale, "nim", "analyze", opt{"heaps", "3 4 5"}, opt{"display", view})
			wantBoard(t, resp, "", view, board, analysisAlt(heaps, res), lang)
		}
	}
	for _, tc := range []struct {
		locale discordgo.Locale
		heaps  int
		view   string
		want   []string
	}{
		{discordgo.EnglishUS, 170, "emoji", []string{"```\n  1 │ 1 ●\n", "(The board is too large for emoji in one message, so it is shown as text.)"}},
		{discordgo.Korean, 170, "emoji", []string{"```\n  1 │ 1 ●\n", "(판이 한 메시지에 이모지로 보이기에는 너무 커서 텍스트로 보여 드립니다.)"}},
		{discordgo.EnglishUS, 500, "text", []string{"(A board of 500 heaps is too large to show.)"}},
		{discordgo.Korean, 500, "emoji", []string{"(더미 500개짜리 판은 너무 커서 보여 드릴 수 없습니다.)"}},
		{discordgo.EnglishUS, 11, "image", []string{"```\nHeap 1: 1 stone  │ ◉ −1\nHeap 2: 1 stone  │ ●\n", "(This board cannot be shown as a picture, so it is shown as text.)"}},
		{discordgo.Korean, 11, "image", []string{"(이 판은 그림으로 보여 드릴 수 없어 텍스트로 보여 드립니다.)"}},
	} {
		resp := n.Command(alice, tc.locale, "nim", "analyze", opt{"heaps", strings.TrimSpace(strings.Repeat("1 ", tc.heaps))}, opt{"display", tc.view})
		commandtest.CheckReply(t, resp)
		if resp.Content != "" {
			t.Errorf("%d heaps as %s: text above the heading: %.300q", tc.heaps, tc.view, resp.Content)
		}
		for _, w := range tc.want {
			if !strings.Contains(underEmbed(resp), w) {
				t.Errorf("%d heaps as %s in %s: want %q in %.300q", tc.heaps, tc.view, tc.locale, w, underEmbed(resp))
			}
		}
		if len(resp.Files) != 0 || !strings.Contains(desc(resp), "```") {
			t.Errorf("%d heaps: %d files, table in the embed: %v", tc.heaps, len(resp.Files), strings.Contains(desc(resp), "```"))
		}
	}
}

// underEmbed is the text of resp's embeds after the first one's heading, the descriptions one after the
// other, as Discord shows them.
func underEmbed(resp *router.Response) string {
	var parts []string
	for _, e := range resp.Embeds {
		parts = append(parts, e.Description)
	}
	return strings.Join(parts, "\n\n")
}

// TestAltTexts pins the pictures' alt text in both languages: the heaps in words (1 stone, 2 stones,
// 0 stones), the last move, whose turn it is or how the game ended; for the analysis, the Grundy values,
// their XOR and the winning move.
func TestAltTexts(t *testing.T) {
	bobP, aliceP := player{ID: bob.ID, Name: "Bob"}, player{ID: alice.ID, Name: "Alice"}
	lobby := &Game{Phase: phaseLobby, Heaps: []int64{3, 4, 5}, Players: []player{aliceP}, Guild: "g"}
	playing := &Game{Phase: phasePlaying, Heaps: []int64{1, 4, 0}, Players: []player{aliceP, bobP}, Roster: []player{aliceP, bobP}, Turn: 1,
		Last: &event{Kind: eventMove, Player: aliceP, Heap: 0, Take: 2}}
	won := &Game{Phase: phaseOver, Heaps: []int64{0, 0}, Players: []player{{Bot: true}, {ID: "9"}}, Roster: []player{{Bot: true}, {ID: "9"}},
		Last: &event{Kind: eventMove, Player: player{ID: "9"}, Heap: 1, Take: 1}, Winner: &player{ID: "9"}}
	cancelled := &Game{Phase: phaseCancelled, Heaps: []int64{2}}
	res, _ := nim.Solve(context.Background(), nim.Heaps{1, 2, 4}, nim.Options{})
	lost, _ := nim.Solve(context.Background(), nim.Heaps{1, 2, 3}, nim.Options{})
	for _, tc := range []struct {
		name   string
		alt    i18n.Text
		en, ko string
	}{
		{"lobby", lobby.alt(),
			"Nim board. Heap 1: 3 stones, heap 2: 4 stones, heap 3: 5 stones. Waiting for players to join.",
			"님 판. 1번 더미: 돌 3개, 2번 더미: 돌 4개, 3번 더미: 돌 5개. 참가자를 기다리고 있습니다."},
		{"playing", playing.alt(),
			"Nim board. Heap 1: 1 stone, heap 2: 4 stones, heap 3: 0 stones. Last move: Alice took 2 stones from heap 1. Bob's turn.",
			"님 판. 1번 더미: 돌 1개, 2번 더미: 돌 4개, 3번 더미: 돌 0개. 마지막 수: Alice 님이 1번 더미에서 돌 2개를 가져갔습니다. Bob 님 차례입니다."},
		{"won by a player stored without a name", won.alt(),
			"Nim board. Heap 1: 0 stones, heap 2: 0 stones. Last move: player 2 took 1 stone from heap 2. Game over: player 2 took the last stone and won.",
			"님 판. 1번 더미: 돌 0개, 2번 더미: 돌 0개. 마지막 수: 2번 참가자 님이 2번 더미에서 돌 1개를 가져갔습니다. 게임 끝: 2번 참가자 님이 마지막 돌을 가져가 이겼습니다."},
		{"won by the last possible move", (&Game{Phase: phaseOver, Heaps: []int64{1}, Rule: "2,3", Roster: []player{aliceP, bobP}, Winner: &bobP}).alt(),
			"Nim board. Heap 1: 1 stone. Game over: Bob made the last possible move and won.",
			"님 판. 1번 더미: 돌 1개. 게임 끝: Bob 님이 마지막 수를 두어 이겼습니다."},
		{"misère, three players", (&Game{Phase: phaseOver, Heaps: []int64{0}, Roster: []player{aliceP, bobP, {ID: "9", Name: "Carol"}}, Loser: &aliceP}).alt(),
			"Nim board. Heap 1: 0 stones. Game over: Alice took the last stone and lost. Everyone else won.",
			"님 판. 1번 더미: 돌 0개. 게임 끝: Alice 님이 마지막 돌을 가져가 졌습니다. 나머지 모두가 이겼습니다."},
		{"misère, two players", (&Game{Phase: phaseOver, Heaps: []int64{0}, Roster: []player{aliceP, bobP}, Loser: &aliceP, Winner: &bobP}).alt(),
			"Nim board. Heap 1: 0 stones. Game over: Alice took the last stone and lost. Bob won.",
			"님 판. 1번 더미: 돌 0개. 게임 끝: Alice 님이 마지막 돌을 가져가 졌습니다. Bob 님이 이겼습니다."},
		{"the others left", (&Game{Phase: phaseOver, Heaps: []int64{3, 4}, Roster: []player{aliceP, bobP}, Alone: true, Winner: &bobP}).alt(),
			"Nim board. Heap 1: 3 stones, heap 2: 4 stones. Game over: Bob won, everyone else having left or run out of time.",
			"님 판. 1번 더미: 돌 3개, 2번 더미: 돌 4개. 게임 끝: 다른 참가자가 모두 나갔거나 시간을 넘겨 Bob 님이 이겼습니다."},
		{"everyone left", (&Game{Phase: phaseOver, Heaps: []int64{3}, Roster: []player{aliceP, bobP}, Alone: true}).alt(),
			"Nim board. Heap 1: 3 stones. Game over: everyone has left.",
			"님 판. 1번 더미: 돌 3개. 게임 끝: 모두 나갔습니다."},
		{"cancelled", cancelled.alt(), "Nim board. Heap 1: 2 stones. The game was cancelled.", "님 판. 1번 더미: 돌 2개. 게임이 취소되었습니다."},
		{"analysis", analysisAlt(nim.Heaps{1, 2, 4}, res),
			"Nim position with each heap's Grundy value. Heap 1: 1 stone, Grundy value 1; heap 2: 2 stones, Grundy value 2; heap 3: 4 stones, Grundy value 4. The XOR of the values: 7. The winning move, ringed in green: take 1 stone from heap 3.",
			"더미마다 그런디 값을 적은 님 국면. 1번 더미: 돌 1개, 그런디 값 1; 2번 더미: 돌 2개, 그런디 값 2; 3번 더미: 돌 4개, 그런디 값 4. 값들의 XOR: 7. 초록 고리로 표시한 이기는 수: 3번 더미에서 돌 1개 가져가기."},
		{"analysis lost", analysisAlt(nim.Heaps{1, 2, 3}, lost),
			"Nim position with each heap's Grundy value. Heap 1: 1 stone, Grundy value 1; heap 2: 2 stones, Grundy value 2; heap 3: 3 stones, Grundy value 3. The XOR of the values: 0. No winning move is marked.",
			"더미마다 그런디 값을 적은 님 국면. 1번 더미: 돌 1개, 그런디 값 1; 2번 더미: 돌 2개, 그런디 값 2; 3번 더미: 돌 3개, 그런디 값 3. 값들의 XOR: 0. 표시한 이기는 수는 없습니다."},
	} {
		if tc.alt.En != tc.en || tc.alt.Ko != tc.ko {
			t.Errorf("%s:\n got %q\n     %q\nwant %q\n     %q", tc.name, tc.alt.En, tc.alt.Ko, tc.en, tc.ko)
		}
	}
	// In Japanese the heaps are listed with 、, as a Japanese sentence lists, not with ", ".
	if got, want := lobby.alt().In(i18n.Japanese), "山1：石3個、山2：石4個、山3：石5個"; !strings.Contains(got, want) {
		t.Errorf("Japanese alt text %q, want it to list the heaps as %q", got, want)
	}
	// The analysis's heaps, whose words hold a 、 of their own, stand apart with ／ in Japanese, not with
	// an ASCII semicolon.
	if got, want := analysisAlt(nim.Heaps{1, 2, 4}, res).In(i18n.Japanese), "Grundy数1／山2"; !strings.Contains(got, want) || strings.Contains(got, ";") {
		t.Errorf("Japanese analysis alt text %q, want its heaps apart as %q", got, want)
	}
	// The longest: ten heaps of 2^63-1 with their values, and a game of ten such heaps.
	big := make(nim.Heaps, 10)
	for i := range big {
		big[i] = nim.MaxHeap
	}
	bigRes, _ := nim.Solve(context.Background(), big, nim.Options{})
	game := &Game{Phase: phasePlaying, Heaps: big, Players: []player{{ID: "1", Name: strings.Repeat("n", 32)}, {Bot: true}},
		Last: &event{Kind: eventMove, Player: player{Bot: true}, Take: nim.MaxHeap}}
	for _, alt := range []i18n.Text{analysisAlt(big, bigRes), game.alt()} {
		for _, s := range []string{alt.En, alt.Ko} {
			if n := utf8.RuneCountInString(s); n > router.MaxAltText {
				t.Errorf("alt text of %d characters: %q", n, s)
			}
		}
	}
}

// TestPlayerNames: the alt text names players as the server shows them (nickname, display name, user
// name), kept from when they joined.
func TestPlayerNames(t *testing.T) {
	n := newHarness(t)
	in := commandtest.CommandIn(&discordgo.User{ID: "101", Username: "alice", GlobalName: "Alice A."}, discordgo.EnglishUS, "nim", "start", opt{"heaps", "3"})
	lobby := n.Serve(in)
	join := n.in(&discordgo.User{ID: "102", Username: "bob"}, discordgo.EnglishUS, commandtest.ButtonWithLabel(t, lobby, "Join").CustomID)
	join.Member.Nick = "Bobby"
	n.Serve(join)
	g := n.game("g1")
	if g.Players[0].Name != "Alice A." || g.Players[1].Name != "Bobby" {
		t.Errorf("names %q, %q", g.Players[0].Name, g.Players[1].Name)
	}
}

// TestPlayerNamesWithoutBidiControls: a name's bidirectional formatting characters, which would turn
// the rest of the alt text's sentence around, are left out of the names kept and of the alt text, a name
// kept before they were shown so too; a nickname of nothing else gives way to the display name, then the
// user name, and a kept name of nothing else to the player's seat.
func TestPlayerNamesWithoutBidiControls(t *testing.T) {
	const controls = "\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
	n := newHarness(t)
	in := commandtest.CommandIn(&discordgo.User{ID: "101", Username: "alice", GlobalName: "\u202eAlice"}, discordgo.EnglishUS, "nim", "start", opt{"heaps", "3"})
	lobby := n.Serve(in)
	join := n.in(&discordgo.User{ID: "102", Username: "bob", GlobalName: "\u2067\u2069"}, discordgo.EnglishUS, commandtest.ButtonWithLabel(t, lobby, "Join").CustomID)
	join.Member.Nick = controls
	resp := n.press(alice, commandtest.ButtonWithLabel(t, n.Serve(join), "Start").CustomID)
	g := n.game("g1")
	if g.Players[0].Name != "Alice" || g.Players[1].Name != "bob" {
		t.Errorf("names %+q, %+q; want Alice, bob", g.Players[0].Name, g.Players[1].Name)
	}
	if alt := resp.Alt["nim.png"]; strings.ContainsAny(alt, controls) || !strings.Contains(alt, "Alice") {
		t.Errorf("alt text %+q", alt)
	}
	for _, tc := range []struct {
		p    player
		want string
	}{
		{player{ID: "1", Name: "\u202eevil"}, "evil"},
		{player{ID: "1", Name: "Li\u202ane\u202c"}, "Line"},
		{player{ID: "1", Name: controls}, "player 2"},
		{player{ID: "1", Name: "Bobby"}, "Bobby"},
	} {
		if got := tc.p.plainName(1).In(i18n.English); got != tc.want {
			t.Errorf("plainName of %+q = %+q, want %q", tc.p.Name, got, tc.want)
		}
	}
}

// TestCounts: the counts of the game's sentences read right at 1 and 2 ("1 to 1 stones" was one).
func TestCounts(t *testing.T) {
	n := newHarness(t)
	for _, tc := range []struct {
		moves  string
		locale discordgo.Locale
		want   string
	}{
		{"1", discordgo.EnglishUS, "A move takes exactly 1 stone from one heap."},
		{"1", discordgo.Korean, "한 번에 한 더미에서 돌을 1개만 가져갑니다."},
		{"1-2", discordgo.EnglishUS, "A move takes 1 to 2 stones from one heap."},
		{"2", discordgo.EnglishUS, "A move takes exactly 2 stones from one heap."},
	} {
		resp := n.Command(alice, tc.locale, "nim", "analyze", opt{"heaps", "3 4"}, opt{"moves", tc.moves})
		if d := desc(resp); !strings.Contains(d, tc.want) || strings.Contains(d, "1 to 1") {
			t.Errorf("moves %s: want %q in %q", tc.moves, tc.want, d)
		}
	}
	// The heap menu, the refusal of a move and the turn time, with one stone and with two.
	resp, id := n.start("1 2", []opt{{"moves", "1"}}, bob)
	var labels []string
	for _, o := range commandtest.Selects(resp)[0].Options {
		labels = append(labels, o.Label)
	}
	if got := strings.Join(labels, "; "); got != "Heap 1: 1 stone; Heap 2: 2 stones" {
		t.Errorf("heap menu: %q", got)
	}
	seq := strings.Split(commandtest.Selects(resp)[0].CustomID, "/")[3]
	n.wantErr(n.in(alice, discordgo.EnglishUS, router.ID(takeRoute, id, seq, "1"), "2"), router.Invalid, "Heap 1 has only 1 stone: you cannot take 2.")
	n.wantErr(n.in(alice, discordgo.EnglishUS, router.ID(takeRoute, id, seq, "2"), "2"), router.Invalid, "You cannot take 2 from heap 2: from it the rules allow taking 1.")
	n.wantErr(n.in(alice, discordgo.Korean, router.ID(takeRoute, id, seq, "2"), "3"), router.Invalid, "2번 더미에는 돌 2개뿐이라 3개를 가져갈 수 없습니다.")
}

// TestHintHasNoTable: the Hint button's answer has no table, so it does not speak of one "below" (a
// misère game under a move set, whose analysis has the words on the table's values).
func TestHintHasNoTable(t *testing.T) {
	n := newHarness(t)
	resp, _ := n.start("6 7", []opt{{"moves", "2,3"}, {"misere", true}}, bob)
	for _, locale := range []discordgo.Locale{discordgo.EnglishUS, discordgo.Korean} {
		hint := n.Serve(n.in(alice, locale, commandtest.ButtonWithLabel(t, resp, "Hint").CustomID))
		if !strings.Contains(hint.Content, "35") || strings.Contains(hint.Content, "below") || strings.Contains(hint.Content, "아래") {
			t.Errorf("hint in %s: %q", locale, hint.Content)
		}
	}
	// dave, who is not in the game, in another channel: alice would be refused the position of the ranked
	// game she plays, and so would anyone in its channel.
	in := commandtest.CommandIn(dave, discordgo.Korean, "nim", "analyze", opt{"heaps", "6 7"}, opt{"moves", "2,3"}, opt{"misere", true})
	in.ChannelID = "elsewhere"
	analysis := n.Serve(in)
	if d := desc(analysis); !strings.Contains(d, "국면 35개를 모두 풀었습니다. 여기서 갈 수 있는 국면은 모두 그 안에 있습니다. 아래 그런디 값은 일반 규칙의 값입니다.") || !strings.Contains(d, "```") {
		t.Errorf("Korean analysis: %q", d)
	}
}

// TestHostLeavesInKorean: the lobby names who opened it and who hosts it now, in Korean too, and the new
// host is the one who may start.
func TestHostLeavesInKorean(t *testing.T) {
	n := newHarness(t)
	lobby := n.Command(alice, discordgo.Korean, "nim", "start", opt{"heaps", "3 4"})
	buttons := commandtest.Buttons(lobby)
	n.Serve(n.in(bob, discordgo.Korean, buttons[0].CustomID))
	n.Serve(n.in(carol, discordgo.Korean, buttons[0].CustomID))
	resp := n.Serve(n.in(alice, discordgo.Korean, buttons[1].CustomID))
	if want := "<@101> 님이 연 님 게임에서 나가, 이제 <@102> 님이 방장입니다."; !strings.HasPrefix(resp.Content, want) ||
		!strings.Contains(desc(resp), "1. <@102> (방장)\n2. <@103>\n") {
		t.Fatalf("after the host left: %q / %q", resp.Content, desc(resp))
	}
	n.wantErr(n.in(carol, discordgo.Korean, buttons[2].CustomID), router.Forbidden, "<@102>")
	if r := n.Serve(n.in(bob, discordgo.Korean, buttons[2].CustomID)); n.game("g1").Phase != phasePlaying {
		t.Errorf("the new host could not start: %q", r.Content)
	}
}

// TestEndLinesNameKibitzPlainly: the end of a game says what kibitz did without the 님 Korean puts after
// a person's name ("kibitz가 이겼습니다", not "kibitz 님이"), and a person's with it.
func TestEndLinesNameKibitzPlainly(t *testing.T) {
	bot, alice := player{Bot: true}, player{ID: "100"}
	for _, tc := range []struct {
		name           string
		g              Game
		wantEn, wantKo string
	}{
		{"kibitz takes the last stone", Game{Phase: phaseOver, Heaps: []int64{0, 0}, Winner: &bot},
			"🏆 kibitz took the last stone and wins!", "🏆 kibitz가 마지막 돌을 가져가 이겼습니다!"},
		{"kibitz makes the last move", Game{Phase: phaseOver, Heaps: []int64{1, 0}, Winner: &bot},
			"🏆 kibitz made the last possible move and wins!", "🏆 kibitz가 마지막 수를 두어 이겼습니다!"},
		{"misère: kibitz loses to a person", Game{Phase: phaseOver, Heaps: []int64{0}, Loser: &bot, Winner: &alice},
			"kibitz took the last stone and loses. 🏆 <@100> wins!", "kibitz가 마지막 돌을 가져가 졌습니다. 🏆 <@100> 님이 이겼습니다!"},
		{"misère: a person loses to kibitz", Game{Phase: phaseOver, Heaps: []int64{2}, Loser: &alice, Winner: &bot},
			"<@100> made the last possible move and loses. 🏆 kibitz wins!", "<@100> 님이 마지막 수를 두어 졌습니다. 🏆 kibitz가 이겼습니다!"},
		{"kibitz left alone", Game{Phase: phaseOver, Alone: true, Winner: &bot},
			"🏆 kibitz wins: everyone else has left or run out of time.", "🏆 kibitz가 이겼습니다. 다른 참가자가 모두 나갔거나 시간을 넘겼습니다."},
	} {
		if got := tc.g.status(i18n.English); got != tc.wantEn {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.wantEn)
		}
		if got := tc.g.status(i18n.Korean); got != tc.wantKo {
			t.Errorf("%s, Korean: %q, want %q", tc.name, got, tc.wantKo)
		}
	}
}

// TestAltNamesKibitzPlainly: the picture's alt text says what kibitz did without the 님 Korean puts after
// a person's name, in every part that names a player; a person keeps it. The English is the same for
// both.
func TestAltNamesKibitzPlainly(t *testing.T) {
	bot, alice := player{Bot: true}, player{ID: "100", Name: "alice"}
	for _, tc := range []struct {
		name           string
		g              Game
		wantEn, wantKo string
	}{
		{"kibitz moved, alice to move", Game{Phase: phasePlaying, Heaps: []int64{3}, Players: []player{alice, bot},
			Last: &event{Kind: eventMove, Player: bot, Heap: 0, Take: 2}},
			"Nim board. Heap 1: 3 stones. Last move: kibitz took 2 stones from heap 1. alice's turn.",
			"님 판. 1번 더미: 돌 3개. 마지막 수: kibitz가 1번 더미에서 돌 2개를 가져갔습니다. alice 님 차례입니다."},
		{"alice moved, kibitz to move", Game{Phase: phasePlaying, Heaps: []int64{3}, Players: []player{bot, alice},
			Last: &event{Kind: eventMove, Player: alice, Heap: 0, Take: 1}},
			"Nim board. Heap 1: 3 stones. Last move: alice took 1 stone from heap 1. kibitz's turn.",
			"님 판. 1번 더미: 돌 3개. 마지막 수: alice 님이 1번 더미에서 돌 1개를 가져갔습니다. kibitz 차례입니다."},
		{"kibitz won", Game{Phase: phaseOver, Heaps: []int64{0}, Players: []player{alice, bot}, Winner: &bot},
			"Nim board. Heap 1: 0 stones. Game over: kibitz took the last stone and won.",
			"님 판. 1번 더미: 돌 0개. 게임 끝: kibitz가 마지막 돌을 가져가 이겼습니다."},
	} {
		alt := tc.g.alt()
		if got := alt.In(i18n.English); got != tc.wantEn {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.wantEn)
		}
		if got := alt.In(i18n.Korean); got != tc.wantKo {
			t.Errorf("%s, Korean: %q, want %q", tc.name, got, tc.wantKo)
		}
	}
}
