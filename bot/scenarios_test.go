package bot

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"kibitz/internal/discordtest"
)

// Scenarios run the same on the gateway and in HTTP mode: tic-tac-toe end to end, forged buttons, and the
// other kinds of interaction. They check what users see through Discord, decoded from what the bot sent.

// answer is how the bot answered one interaction, whatever the transport: the type of the first answer,
// and the message the user ends up seeing, with its files (after the edit, when the first answer was a
// deferral).
type answer struct {
	Type  int // 4 message, 5 deferred message, 6 deferred update, 7 update
	Msg   discordtest.Message
	Files []discordtest.File
}

// finish completes an answer that deferred (types 5 and 6) with the edit of the original reply that
// followed it.
func (a answer) finish(t *testing.T, in *discordtest.Interaction) answer {
	t.Helper()
	if a.Type == 5 || a.Type == 6 {
		e := fake.WaitFor(t, in.EditOriginal)
		a.Msg, _ = e.Message()
		a.Files = e.Files
	}
	return a
}

// transport sends an interaction the way one of the transports receives it.
type transport struct {
	send func(t *testing.T, in *discordtest.Interaction) answer
	// deferredFiles says that an update carrying a file is always a deferred update (6) followed by an
	// edit: HTTP mode (docs/discord.md §6). On the gateway the file goes inline in the update (7), unless making
	// it took longer than DeferAfter: under -race, rendering the final board alone takes about a second.
	deferredFiles bool
}

// checkFileUpdate checks the first answer to a press whose update carries a file.
func (tr transport) checkFileUpdate(t *testing.T, a answer) {
	t.Helper()
	if a.Type != 6 && (tr.deferredFiles || a.Type != 7) {
		t.Errorf("an update with a file answered type %d first, want %s", a.Type,
			map[bool]string{true: "6", false: "7 (or 6 when slow)"}[tr.deferredFiles])
	}
}

func mention(u discordtest.User) string { return "<@" + u.ID + ">" }

// game follows one game's message as presses update it.
type game struct {
	tr  transport
	msg discordtest.Message
}

// startGame sends a /tictactoe play and checks that it shows a public board of 9 buttons.
func startGame(t *testing.T, tr transport, in *discordtest.Interaction) *game {
	t.Helper()
	a := tr.send(t, in)
	if a.Type != 4 || a.Msg.Private() || len(a.Msg.Buttons()) != 9 {
		t.Fatalf("/tictactoe play answered type %d %+v, want a public message with 9 buttons", a.Type, a.Msg)
	}
	for i, b := range a.Msg.Buttons() {
		if parts := strings.Split(b.CustomID, "/"); len(parts) != 3 || parts[0] != "ttt1" || parts[2] != string(rune('1'+i)) {
			t.Fatalf("button %d has custom_id %q, want ttt1/<game>/%d", i+1, b.CustomID, i+1)
		}
	}
	return &game{tr: tr, msg: a.Msg}
}

// startChallenge sends a /tictactoe play against a user: a public challenge that pings them with Accept,
// Decline and Cancel and no board. The opponent accepts, and the same message becomes the board.
func startChallenge(t *testing.T, tr transport, in *discordtest.Interaction, opponent discordtest.User) *game {
	t.Helper()
	a := tr.send(t, in)
	b := a.Msg.Buttons()
	if a.Type != 4 && a.Type != 5 || a.Msg.Private() || len(b) != 3 || b[0].Label != "Accept" || b[1].Label != "Decline" || b[2].Label != "Cancel" ||
		!strings.HasPrefix(a.Msg.Content, mention(opponent)+", ") {
		t.Fatalf("/tictactoe play opponent:@%s answered type %d %+v, want a public challenge pinging them", opponent.Username, a.Type, a.Msg)
	}
	g := &game{tr: tr, msg: a.Msg}
	if a := g.press(t, 1, opponent); a.Type != 6 && a.Type != 7 || len(g.msg.Buttons()) != 9 {
		t.Fatalf("Accept answered type %d %+v, want the board in the same message (an update)", a.Type, a.Msg)
	}
	return g
}

// turnTime is the end of a turn as the board states it, a Discord timestamp.
var turnTime = regexp.MustCompile(` Time runs out <t:[0-9]+:R>\.`)

// untimed is a message without the end of the turn, which depends on the clock.
func untimed(s string) string { return turnTime.ReplaceAllString(s, "") }

// press presses the button of a cell (1-9, or 10 for rematch) as a user, and follows the message when the
// answer updates it.
func (g *game) press(t *testing.T, button int, by discordtest.User) answer {
	t.Helper()
	id := g.msg.Buttons()[button-1].CustomID
	a := g.tr.send(t, discordtest.Button(id).By(by).OnMessage(g.msg))
	if a.Type == 6 || a.Type == 7 {
		a.Msg.ID = g.msg.ID
		g.msg = a.Msg
	}
	return a
}

// marks counts the X and O buttons, checking that they are disabled.
func (g *game) marks(t *testing.T) (x, o int) {
	t.Helper()
	for i, b := range g.msg.Buttons()[:9] {
		switch strings.TrimPrefix(b.Label, strconv.Itoa(i+1)+": ") {
		case "X":
			x++
		case "O":
			o++
		default:
			continue
		}
		if !b.Disabled {
			t.Errorf("cell %d shows %s but is not disabled", i+1, b.Label)
		}
	}
	return x, o
}

// checkFinal checks a finished game: every cell disabled, a rematch button, and the final board as a PNG.
func (g *game) checkFinal(t *testing.T, a answer) {
	t.Helper()
	buttons := g.msg.Buttons()
	if len(buttons) != 10 || buttons[9].Label != "Rematch" || buttons[9].Disabled ||
		!strings.HasSuffix(buttons[9].CustomID, "/rematch") {
		t.Fatalf("final buttons %+v, want the 9 cells and an enabled Rematch", buttons)
	}
	for i, b := range buttons[:9] {
		if !b.Disabled {
			t.Errorf("cell %d (%s) is enabled after the end", i+1, b.Label)
		}
	}
	if len(a.Files) != 1 || a.Files[0].Name != "tictactoe.png" {
		t.Fatalf("final files %+v, want tictactoe.png", a.Files)
	}
	if size := decodePNG(t, a.Files[0]); size.X < 30 || size.Y < 30 {
		t.Errorf("final board is %v pixels", size)
	}
	if len(a.Msg.Attachments) != 1 || a.Msg.Attachments[0].Filename != "tictactoe.png" {
		t.Errorf("attachments %+v, want just the new tictactoe.png (replacing any older one)", a.Msg.Attachments)
	}
}

// testTwoPlayers plays Alice against Bob: presses in turn update the board in place; a press out of turn,
// a press by a third user, on a taken cell or after the end get a private reply and change nothing.
func testTwoPlayers(t *testing.T, tr transport) {
	alice, bob, carol := discordtest.Alice(), discordtest.Bob(), discordtest.Carol()
	g := startChallenge(t, tr, discordtest.Command("tictactoe", discordtest.Subcommand("play",
		discordtest.UserOption("opponent", bob), discordtest.StringOption("first", "me"))).By(alice), bob)
	header := "**X** " + mention(alice) + "  vs  **O** " + mention(bob) + "\n"
	if want := header + mention(alice) + "'s turn (X)."; untimed(g.msg.Content) != want {
		t.Fatalf("content %q, want %q", g.msg.Content, want)
	}
	steps := []struct {
		by     discordtest.User
		cell   int
		update bool
		want   string
	}{
		{alice, 1, true, header + mention(alice) + " took 1 (top left). " + mention(bob) + "'s turn (O)."},
		{alice, 2, false, "It is not your turn: waiting for " + mention(bob) + "."},
		{carol, 2, false, "This is not your game: only " + mention(alice) + " and " + mention(bob) + " can move here.\nStart your own with /tictactoe play"},
		{bob, 1, false, "Cell 1 is already taken."},
		{bob, 4, true, header + mention(bob) + " took 4 (middle left). " + mention(alice) + "'s turn (X)."},
		{alice, 2, true, header + mention(alice) + " took 2 (top middle). " + mention(bob) + "'s turn (O)."},
		{bob, 5, true, header + mention(bob) + " took 5 (centre). " + mention(alice) + "'s turn (X)."},
		{alice, 3, true, header + mention(alice) + " took 3 (top right). " + mention(alice) + " wins!"},
		{bob, 6, false, "This game is over.\nIts players can press Rematch for another one."},
	}
	for i, s := range steps {
		before := g.msg
		a := g.press(t, s.cell, s.by)
		switch {
		case s.update && i == 7:
			tr.checkFileUpdate(t, a)
		case s.update:
			if a.Type != 7 || len(a.Files) != 0 {
				t.Fatalf("step %d: %s pressed %d: type %d with %d files, want an update (7)", i, s.by.Username, s.cell, a.Type, len(a.Files))
			}
		default:
			if a.Type != 4 || !a.Msg.Private() || len(a.Msg.Components) != 0 {
				t.Fatalf("step %d: %s pressed %d: type %d %+v, want a private reply", i, s.by.Username, s.cell, a.Type, a.Msg)
			}
			if g.msg.Content != before.Content {
				t.Errorf("step %d: a refused press changed the board", i)
			}
		}
		if untimed(a.Msg.Content) != s.want {
			t.Errorf("step %d: %s pressed %d: %q, want %q", i, s.by.Username, s.cell, a.Msg.Content, s.want)
		}
		if s.update {
			if b := g.msg.Buttons()[s.cell-1]; b.Label != strconv.Itoa(s.cell)+": "+map[bool]string{true: "X", false: "O"}[s.by == alice] || !b.Disabled {
				t.Errorf("step %d: cell %d shows %q (disabled %v) after the press", i, s.cell, b.Label, b.Disabled)
			}
		}
		if i == 7 {
			g.checkFinal(t, a)
		}
	}
}

// testAgainstKibitz plays a user against kibitz, always on the first free cell: kibitz answers in the same
// update and never loses. Then the user asks for a rematch, where kibitz moves first. The user is one of
// this test's own: a ranked game of theirs in progress in a scenario run beside it, on a board this game
// comes to, would have kibitz move at random here (commands/tictactoe: Command.guard).
func testAgainstKibitz(t *testing.T, tr transport) {
	alice := discordtest.User{ID: "310000000000000031", Username: "kim"}
	g := startGame(t, tr, discordtest.Command("tictactoe", discordtest.Subcommand("play")).By(alice))
	if want := "**X** " + mention(alice) + "  vs  **O** kibitz\n" + mention(alice) + "'s turn (X)."; untimed(g.msg.Content) != want {
		t.Fatalf("content %q, want %q", g.msg.Content, want)
	}
	var last answer
	for move := 1; ; move++ {
		free := 0
		for i, b := range g.msg.Buttons()[:9] {
			if !b.Disabled {
				free = i + 1
				break
			}
		}
		if free == 0 || move > 5 {
			t.Fatalf("after %d moves the game is not over: %q", move-1, g.msg.Content)
		}
		last = g.press(t, free, alice)
		if last.Type != 7 && last.Type != 6 {
			t.Fatalf("move %d answered type %d, want an update", move, last.Type)
		}
		x, o := g.marks(t)
		if strings.HasSuffix(untimed(last.Msg.Content), "'s turn (X).") && (x != move || o != move) {
			t.Fatalf("after move %d: %d X and %d O, want kibitz's answer in the same update", move, x, o)
		}
		if len(g.msg.Buttons()) == 10 {
			break
		}
	}
	status := kibitzTook.ReplaceAllString(last.Msg.Content[strings.Index(last.Msg.Content, "\n")+1:], "")
	if status != "It's a draw." && status != "kibitz wins!" {
		t.Fatalf("final status %q, want a draw or a kibitz win", status)
	}
	tr.checkFileUpdate(t, last)
	g.checkFinal(t, last)

	a := g.press(t, 10, alice)
	if a.Type != 4 || a.Msg.Private() || len(a.Msg.Buttons()) != 9 ||
		kibitzTook.ReplaceAllString(untimed(a.Msg.Content), "") != "**X** kibitz  vs  **O** "+mention(alice)+"\n"+mention(alice)+"'s turn (O)." {
		t.Fatalf("rematch answered type %d %+v, want a new public game with kibitz as X", a.Type, a.Msg)
	}
	rematch := &game{tr: tr, msg: a.Msg}
	if x, o := rematch.marks(t); x != 1 || o != 0 {
		t.Errorf("rematch starts with %d X and %d O, want kibitz's first move", x, o)
	}
}

// kibitzTook is the sentence of the status line that names the last move, kibitz's or a player's,
// whichever cell it took.
var kibitzTook = regexp.MustCompile(`(kibitz|<@\d+>) took [1-9] \([a-z ]+\)\. `)

// testKibitzOpponent names kibitz itself as the opponent, which must mean a game against kibitz even when
// the bot was not told its own user id (DISCORD_APP_ID is optional). The user is the test's own, as
// testAgainstKibitz's is: bob's ranked game in a scenario beside it, on the board kibitz opens with, had
// kibitz move at random here.
func testKibitzOpponent(t *testing.T, tr transport) {
	kibitz := discordtest.User{ID: discordtest.DefaultAppID, Username: "kibitz", Bot: true}
	bob := discordtest.User{ID: "310000000000000032", Username: "park"}
	a := tr.send(t, discordtest.Command("tictactoe", discordtest.Subcommand("play",
		discordtest.UserOption("opponent", kibitz), discordtest.StringOption("first", "opponent"))).By(bob))
	want := "**X** kibitz  vs  **O** " + mention(bob) + "\n" + mention(bob) + "'s turn (O)."
	if a.Type != 4 || kibitzTook.ReplaceAllString(untimed(a.Msg.Content), "") != want {
		t.Fatalf("/tictactoe play opponent:@kibitz answered type %d %q, want %q", a.Type, a.Msg.Content, want)
	}
	other := discordtest.User{ID: "320000000000000009", Username: "otherbot", Bot: true}
	a = tr.send(t, discordtest.Command("tictactoe", discordtest.Subcommand("play",
		discordtest.UserOption("opponent", other))).By(bob))
	if a.Type != 4 || !a.Msg.Private() || !strings.HasPrefix(a.Msg.Content, "<@320000000000000009> is a bot") {
		t.Errorf("another bot as opponent answered type %d %+v, want a private refusal", a.Type, a.Msg)
	}
}

// testForged sends custom_ids no button of the current kibitz carries: each gets a polite private reply.
func testForged(t *testing.T, tr transport) {
	const stale = "This button or menu no longer works: it comes from an older version of kibitz.\nType /help to see what kibitz can do."
	for _, tc := range []struct {
		name, customID, locale, want string
	}{
		{"older version", "ttt0/AbCdEfGhIj/5", "en-US", stale},
		{"older version in Korean", "ttt0/AbCdEfGhIj/5", "ko", "이 버튼이나 메뉴는 더 이상 작동하지 않습니다. 이전 버전의 kibitz가 만든 것입니다.\n/도움말 명령으로 kibitz가 할 수 있는 일을 볼 수 있습니다."},
		{"unknown feature", "zzz/1", "en-US", stale},
		{"extra segment", "ttt1/AbCdEfGhIj/5/6", "en-US", stale},
		{"empty", "", "en-US", stale},
		{"longer than 100", "ttt1/" + strings.Repeat("a", 100) + "/1", "en-US", stale},
		{"expired game", "ttt1/NoSuchGame/5", "en-US", "This game has ended or expired: games are kept for 24 hours after the last move.\nStart a new one with /tictactoe play"},
		{"expired game in Korean", "ttt1/NoSuchGame/5", "ko", "이 게임은 끝났거나 만료되었습니다. 게임은 마지막 수 이후 24시간 동안 보관됩니다.\n/틱택토 대국 명령으로 새 게임을 시작하세요."},
		{"cell 0", "ttt1/NoSuchGame/0", "en-US", "That button does not name a cell of the board."},
		{"cell 10", "ttt1/NoSuchGame/10", "en-US", "That button does not name a cell of the board."},
		{"cell not a number", "ttt1/NoSuchGame/x", "en-US", "That button does not name a cell of the board."},
		{"rematch of an expired game", "ttt1/NoSuchGame/rematch", "en-US", "This game has ended or expired: games are kept for 24 hours after the last move.\nStart a new one with /tictactoe play"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := tr.send(t, discordtest.Button(tc.customID).WithLocale(tc.locale))
			if a.Type != 4 || !a.Msg.Private() || a.Msg.Content != tc.want {
				t.Errorf("custom_id %q answered type %d private %v %q, want a private %q", tc.customID, a.Type,
					a.Msg.Private(), a.Msg.Content, tc.want)
			}
		})
	}
	a := tr.send(t, discordtest.Command("nosuch"))
	if a.Type != 4 || !a.Msg.Private() || !strings.HasPrefix(a.Msg.Content, "kibitz has no command `/nosuch`; it may have been renamed or removed.") {
		t.Errorf("an unknown command answered type %d %+v", a.Type, a.Msg)
	}
}

// testOtherKinds covers the other kinds of interaction: autocomplete (type 8), a select menu (a message
// with a menu, then an update) and a modal (type 9, then a private reply to the submission). first sends
// an interaction and returns the first answer.
func testOtherKinds(t *testing.T, first func(*testing.T, *discordtest.Interaction) discordtest.Response) {
	r := first(t, discordtest.Autocomplete("probe", discordtest.StringOption("mode", "f").Focus()))
	if r.Type != 8 || r.Data == nil || len(r.Data.Choices) != 2 || r.Data.Choices[0].Name != "fail" || r.Data.Choices[1].Value != "file" {
		t.Errorf("autocomplete answered %+v, want choices fail and file", r)
	}
	r = first(t, discordtest.Autocomplete("probe", discordtest.StringOption("mode", "zzz").Focus()))
	if r.Type != 8 || r.Data == nil || len(r.Data.Choices) != 0 {
		t.Errorf("autocomplete with no match answered %+v, want no choices", r)
	}

	r = first(t, discordtest.Command("probe", discordtest.StringOption("mode", "menu")))
	if r.Type != 4 || len(r.Data.Components) != 1 || len(r.Data.Components[0].Components) != 1 {
		t.Fatalf("/probe mode:menu answered %+v, want a message with a menu", r)
	}
	if menu := r.Data.Components[0].Components[0]; menu.Type != 3 || menu.CustomID != "probe1/menu" || len(menu.Options) != 2 {
		t.Fatalf("menu %+v", menu)
	}
	r = first(t, discordtest.Select("probe1/menu", "b").OnMessage(*r.Data))
	if r.Type != 7 || r.Data.Content != "chose b" || len(r.Data.Components) != 0 {
		t.Errorf("choosing b answered %+v, want the message updated without its menu", r)
	}

	r = first(t, discordtest.Command("probe", discordtest.StringOption("mode", "modal")))
	if r.Type != 9 || r.Data.CustomID != "probe1/form" || r.Data.Title != "Probe form" ||
		len(r.Data.Components) != 1 || r.Data.Components[0].Components[0].CustomID != "text" {
		t.Fatalf("/probe mode:modal answered %+v, want the form", r)
	}
	r = first(t, discordtest.ModalSubmit("probe1/form", discordtest.Field{CustomID: "text", Value: "hello"}))
	if r.Type != 4 || !r.Data.Private() || r.Data.Content != "form: hello" {
		t.Errorf("the submitted form answered %+v, want a private 'form: hello'", r)
	}
}
