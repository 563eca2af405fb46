package leaderboard

import (
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
)

// TestStats: a user's figures in every game, in both languages, counts and times in words, the games in
// a fixed order and any other game after them; public, for the asker or a user named.
func TestStats(t *testing.T) {
	h, env, _ := setup(t)
	res := func(game string, o commands.Outcome, took time.Duration) commands.Result {
		return commands.Result{Game: game, UserID: "1001", Outcome: o, Time: took}
	}
	W, L, D := commands.Win, commands.Loss, commands.Draw
	record(t, env,
		res("chess", W, 0),
		res("tictactoe", W, 0), res("tictactoe", W, 0), res("tictactoe", W, 0), res("tictactoe", L, 0),
		res("tictactoe", D, 0), res("tictactoe", W, 0), res("tictactoe", W, 0),
		res("nim", L, 0),
		res("sudoku", W, 5*time.Minute), res("sudoku", W, 3*time.Minute+5*time.Second), res("sudoku", L, 0),
	)
	en := "📊 **Alice**: 12 games in all\n" +
		"**Tic-tac-toe**: 5 wins, 1 loss, 1 draw · 71% won · on a streak of 2 wins (best: 3 wins)\n" +
		"**Sudoku**: 2 wins, 1 loss · 67% won · best streak: 2 wins · best time 3 minutes 5 seconds\n" +
		"**Nim**: 0 wins, 1 loss · 0% won\n" +
		"**chess**: 1 win · 100% won"
	ko := "📊 **Alice**: 모두 12판\n" +
		"**틱택토**: 5승 1패 1무 · 승률 71% · 2연승 중 (최고 3연승)\n" +
		"**스도쿠**: 2승 1패 · 승률 67% · 최고 2연승 · 최고 기록 3분 5초\n" +
		"**님**: 0승 1패 · 승률 0%\n" +
		"**chess**: 1승 · 승률 100%"
	if got := h.Command(alice, discordgo.EnglishUS, "stats", ""); got.Content != en || got.Private {
		t.Errorf("/stats =\n%s\n(private %v), want\n%s", got.Content, got.Private, en)
	}
	if got := h.Command(bob, discordgo.Korean, "stats", "", opt{"user", alice}); got.Content != ko {
		t.Errorf("/전적 사용자:Alice =\n%s\nwant\n%s", got.Content, ko)
	}
	// A streak that is the best yet; a user named without a name in the interaction gets the one kept.
	record(t, env, commands.Result{Game: "nim", UserID: "1003", Name: "Carol", Outcome: W},
		commands.Result{Game: "nim", UserID: "1003", Outcome: W})
	got := h.Command(alice, discordgo.EnglishUS, "stats", "", opt{"user", &discordgo.User{ID: "1003"}})
	if want := "📊 **Carol**: 2 games in all\n**Nim**: 2 wins · 100% won · on a streak of 2 wins, the best yet"; got.Content != want {
		t.Errorf("Carol's figures:\n%s\nwant\n%s", got.Content, want)
	}
	got = h.Command(alice, discordgo.Korean, "stats", "", opt{"user", &discordgo.User{ID: "1003"}})
	if want := "**님**: 2승 · 승률 100% · 2연승 중 (최고 기록)"; !strings.Contains(got.Content, want) {
		t.Errorf("Carol's figures in Korean:\n%s\nwant %q", got.Content, want)
	}
}

// TestStatsNone: a user who has not finished a game, themselves or named; in a direct message too,
// since the figures are the user's in every server.
func TestStatsNone(t *testing.T) {
	h, env, _ := setup(t)
	for _, tc := range []struct {
		locale discordgo.Locale
		opts   []opt
		want   string
	}{
		{discordgo.EnglishUS, nil, "You have not finished a game yet.\nGames of tic-tac-toe, Nim, Wordle and Sudoku count here"},
		{discordgo.Korean, nil, "아직 끝낸 게임이 없습니다.\n틱택토, 님, 워들, 스도쿠 게임은"},
		{discordgo.EnglishUS, []opt{{"user", bob}}, "**bob** has not finished a game yet."},
		{discordgo.Korean, []opt{{"user", bob}}, "**bob** 님은 아직 끝낸 게임이 없습니다."},
		{discordgo.EnglishUS, []opt{{"user", &discordgo.User{ID: "98765"}}}, "**user 8765** has not finished"},
	} {
		if got := h.Command(alice, tc.locale, "stats", "", tc.opts...); !strings.HasPrefix(got.Content, tc.want) {
			t.Errorf("%s %v:\n%s\nwant it to start %q", tc.locale, tc.opts, got.Content, tc.want)
		}
	}
	record(t, env, commands.Result{Game: "wordle", UserID: alice.ID, Outcome: commands.Win, GuildID: "elsewhere"})
	in := commandtest.InGuild(commandtest.CommandIn(alice, discordgo.EnglishUS, "stats", ""), "")
	if got := h.Serve(in); got.Content != "📊 **Alice**: 1 game in all\n**Wordle**: 1 win · 100% won" {
		t.Errorf("/stats in a direct message:\n%s", got.Content)
	}
}
