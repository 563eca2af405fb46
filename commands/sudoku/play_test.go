package sudoku

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
)

// TestPlay4x4ToTheEnd plays a whole 4x4 game by presses, alone: the cell menu, then a digit, for every
// blank cell. The last move ends the game: the message gives the time, the hints and the mistakes and
// loses its controls; the win is recorded as practice; and another user could not press anything.
func TestPlay4x4ToTheEnd(t *testing.T) {
	h, clock, cmd := playHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"size", 4}, opt{"display", "text"})
	if resp.Update || resp.Private {
		t.Fatalf("a new game is a new public message: %+v", resp)
	}
	if len(resp.Components) != 3 || len(commandtest.Buttons(resp)) != 9 {
		t.Errorf("a 4x4 game has a cell menu, a row of digits and a row of tools: %v", controlNames(resp))
	}
	for _, want := range []string{"**Sudoku 4x4**", "started <t:" + itoa(playStart.Unix()) + ":R>", "0 hints, 0 mistakes", "Only <@101> plays this board. Practice: in /stats, not on the leaderboards (only `/sudoku daily` ranks)."} {
		if !strings.Contains(resp.Content, want) {
			t.Errorf("the new game's message lacks %q:\n%s", want, resp.Content)
		}
	}
	id := gameID(t, resp)

	// Bob may not choose a cell nor write a digit in Alice's game.
	menu, _ := control(t, resp, "cell")
	h.WantCode(t, commandtest.PressIn(bob, discordgo.EnglishUS, menu, "5"), router.Forbidden, "<@101>'s game")
	digit, _ := control(t, resp, "d1")
	h.WantCode(t, commandtest.PressIn(bob, discordgo.EnglishUS, digit), router.Forbidden, "<@101>'s game")

	resp = solveAll(t, h, clock, alice, resp)
	p := stored(t, h, id)
	if !p.over() || !p.solved() || p.Seq != p.puzzle.Givens.Len()-p.puzzle.Givens.Givens() {
		t.Fatalf("after the last digit: over %v, solved %v, %d moves", p.over(), p.solved(), p.Seq)
	}
	took := p.Finished.Sub(p.Started)
	if took != time.Duration(p.Seq)*time.Minute {
		t.Errorf("the game took %v, want a minute a move", took)
	}
	if !strings.Contains(resp.Content, "**Solved** in "+itoa(int64(p.Seq))+" minutes, with 0 hints and 0 mistakes.") || len(resp.Components) != 0 {
		t.Errorf("the finished game:\n%s\n%v", resp.Content, controlNames(resp))
	}
	stats, err := cmd.Stats(context.Background(), alice.ID)
	if err != nil {
		t.Fatal(err)
	}
	// A game of /sudoku play is practice (results.go): a win in /stats, labelled so, and on no board.
	if g := stats.Practice[resultsName]; g.Wins != 1 || len(stats.Ranked) != 0 {
		t.Errorf("alice's sudoku: practice %+v, ranked %+v; want a practice win", g, stats.Ranked)
	}
	if stats.Name != commands.DisplayName(alice) { // the leaderboards show her by it, not as "user 101"
		t.Errorf("alice's result kept the name %q, want %q", stats.Name, commands.DisplayName(alice))
	}
	top, err := cmd.Leaderboard(context.Background(), resultsName, "g", "all", 10)
	if err != nil || len(top) != 0 {
		t.Errorf("the server's board: %+v, %v; want it empty", top, err)
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// TestWordsOfThePlace: a puzzle is offered to anyone where others are, and to the user alone in a DM with
// kibitz; a game played together is open to anyone here, in the words of every language (Korean too,
// which spoke of a channel in a group DM).
func TestWordsOfThePlace(t *testing.T) {
	h, _, _ := playHarness(t)
	generate := func(locale discordgo.Locale) *discordgo.Interaction {
		return commandtest.CommandIn(alice, locale, "sudoku", "generate", opt{"size", 4})
	}
	together := func(locale discordgo.Locale) *discordgo.Interaction {
		return commandtest.CommandIn(alice, locale, "sudoku", "play", opt{"size", 4}, opt{"together", true})
	}
	for _, tc := range []struct {
		name      string
		in        *discordgo.Interaction
		want, not string
	}{
		{"generate, server", generate(discordgo.EnglishUS), "for anyone here to solve", "for you to solve"},
		{"generate, group DM", commandtest.InGroupDM(generate(discordgo.EnglishUS), "gdm"), "for anyone here to solve", "for you to solve"},
		{"generate, a server that hides kibitz's replies", commandtest.InHiddenServer(generate(discordgo.EnglishUS), "other", "ch"), "for you to solve", "for anyone here"},
		{"generate, DM", commandtest.InBotDM(generate(discordgo.EnglishUS)), "for you to solve", "anyone"},
		{"generate, DM, Korean", commandtest.InBotDM(generate(discordgo.Korean)), "직접 풀어 보세요", "누구나"},
		{"generate, DM, Spanish", commandtest.InBotDM(generate(discordgo.SpanishES)), "para que lo resuelvas", "cualquiera"},
		{"generate, DM, Japanese", commandtest.InBotDM(generate(discordgo.Japanese)), "あなたが解く", "誰でも"},
		{"generate, DM, Portuguese", commandtest.InBotDM(generate(discordgo.PortugueseBR)), "para você resolver", "qualquer pessoa"},
		{"together, group DM, Korean", commandtest.InGroupDM(together(discordgo.Korean), "gdm"), "여기 있는 누구나 칸을 채울 수 있습니다", "채널"},
		{"together, server, Korean", together(discordgo.Korean), "여기 있는 누구나 칸을 채울 수 있습니다", "채널"},
		{"together, group DM", commandtest.InGroupDM(together(discordgo.EnglishUS), "gdm2"), "anyone here may fill in cells", "channel"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp := h.Serve(tc.in)
			if !strings.Contains(resp.Content, tc.want) || strings.Contains(resp.Content, tc.not) {
				t.Errorf("%q: want %q and no %q", resp.Content, tc.want, tc.not)
			}
		})
	}
}

// TestNoTogetherInABotDM: nobody else is in a DM with kibitz to play together, so together:true is
// refused there; a game alone starts as anywhere.
func TestNoTogetherInABotDM(t *testing.T) {
	h, _, _ := playHarness(t)
	h.WantCode(t, commandtest.InBotDM(commandtest.CommandIn(alice, discordgo.EnglishUS, "sudoku", "play", opt{"size", 4}, opt{"together", true})),
		router.Invalid, "Nobody else is in your direct messages with kibitz", "`together`")
	if resp := h.Serve(commandtest.InBotDM(commandtest.CommandIn(alice, discordgo.EnglishUS, "sudoku", "play", opt{"size", 4}))); resp.Private {
		t.Errorf("a game alone in a DM: %q", resp.Content)
	}
}

// TestAloneHintKeepsTheOptions: the hint after a refusal of together is the command the user ran without
// together, their other options kept (as their client shows them), not an example of other ones.
func TestAloneHintKeepsTheOptions(t *testing.T) {
	h, _, _ := playHarness(t)
	asked := func(locale discordgo.Locale) *discordgo.Interaction {
		return commandtest.CommandIn(alice, locale, "sudoku", "play", opt{"together", true}, opt{"difficulty", "hard"}, opt{"size", 4}, opt{"display", "text"})
	}
	for _, tc := range []struct {
		name string
		in   *discordgo.Interaction
		want string
	}{
		{"bot DM", commandtest.InBotDM(asked(discordgo.EnglishUS)), "Alone: /sudoku play difficulty:hard size:4x4 display:text"},
		{"bot DM, Korean", commandtest.InBotDM(asked(discordgo.Korean)), "혼자 풀기: /스도쿠 게임 난이도:어려움 크기:4x4 표시:텍스트"},
		{"hidden server", commandtest.InHiddenServer(asked(discordgo.EnglishUS), "g9", "c9"), "Alone: /sudoku play difficulty:hard size:4x4 display:text"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h.WantCode(t, tc.in, router.Invalid, tc.want)
		})
	}
	_, err := h.Handle(commandtest.InBotDM(commandtest.CommandIn(alice, discordgo.EnglishUS, "sudoku", "play", opt{"together", true})))
	if ue, ok := router.AsUserError(err); !ok || ue.Hint.En != "Alone: /sudoku play" {
		t.Errorf("together alone: got %v, want the hint Alone: /sudoku play", err)
	}
}

// TestTogetherSaysWhoPressed: on a board played together, what a press did (a hint written in, a Check)
// says who pressed it: everyone sees the one message, and "written in for you" named nobody.
func TestTogetherSaysWhoPressed(t *testing.T) {
	h, _, _ := playHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"size", 4}, opt{"together", true}, opt{"display", "text"})
	resp = use(t, h, bob, resp, "hint")
	if want := "By <@102>: **Hint 1**, written in:"; !strings.Contains(resp.Content, want) {
		t.Errorf("a hint on a board played together lacks %q:\n%s", want, resp.Content)
	}
	solo := h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"size", 4}, opt{"display", "text"})
	if solo = use(t, h, alice, solo, "hint"); !strings.Contains(solo.Content, "**Hint 1**, written in for you:") || strings.Contains(solo.Content, "By <@") {
		t.Errorf("a hint on a board played alone:\n%s", solo.Content)
	}
}
