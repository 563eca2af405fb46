package leaderboard

import (
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
)

// TestStats: a user's figures in both languages, counts and times in words: ranked results by ranking
// in the games' order (Sudoku's daily puzzle and 4x4 apart, each with its best time and no win rate: a
// puzzle is never lost), a ranking no game declares after them, then practice by game, labelled, with what
// practice is in those games, then the figures kept from before results were ranked; public, for the
// asker or a user named.
func TestStats(t *testing.T) {
	h, env, _ := setup(t)
	res := func(game, board string, o commands.Outcome, took time.Duration) commands.Result {
		return commands.Result{Game: game, Board: board, UserID: "1001", Outcome: o, Time: took}
	}
	W, L, D := commands.Win, commands.Loss, commands.Draw
	record(t, env,
		res("chess", "", W, 0),
		res("tictactoe", "", W, 0), res("tictactoe", "", W, 0), res("tictactoe", "", W, 0), res("tictactoe", "", L, 0),
		res("tictactoe", "", D, 0), res("tictactoe", "", W, 0), res("tictactoe", "", W, 0),
		res("nim", "", L, 0),
		res("sudoku", "", W, 5*time.Minute), res("sudoku", "", W, 3*time.Minute+5*time.Second),
		res("sudoku", "sudoku-4x4", W, 9*time.Second),
	)
	practice(t, env, res("nim", "", W, 0), res("nim", "", W, 0), res("sudoku", "sudoku-4x4", W, 2*time.Second))
	commandtest.SetRaw(t, h.Store, "stats:1003", `[1,{"games":{"sudoku":{"wins":4,"best_time":5000000000}},"name":"Carol"}]`)
	en := "📊 **Alice**: 15 games in all\n" +
		"**Tic-tac-toe**: 5 wins, 1 loss, 1 draw · 71% won · on a streak of 2 wins (best: 3 wins)\n" +
		"**Sudoku, daily puzzle**: 2 solved · best time 3 minutes 5 seconds\n" +
		"**Sudoku, 4x4**: 1 solved · best time 9 seconds\n" +
		"**Nim**: 0 wins, 1 loss · 0% won\n" +
		"**chess**: 1 win · 100% won\n" +
		"__Practice__ (not ranked):\n" +
		"**Sudoku**: 1 solved\n" +
		"**Nim**: 2 wins · 100% won · on a streak of 2 wins, the best yet\n" +
		"Practice: in Sudoku, puzzles solved with a hint; in Nim, games on heaps you chose." + everywhere
	ko := "📊 **Alice**: 모두 15판\n" +
		"**틱택토**: 5승 1패 1무 · 승률 71% · 2연승 중 (최고 3연승)\n" +
		"**스도쿠 오늘의 퍼즐**: 퍼즐 2개 완료 · 최고 기록 3분 5초\n" +
		"**스도쿠 4x4**: 퍼즐 1개 완료 · 최고 기록 9초\n" +
		"**님**: 0승 1패 · 승률 0%\n" +
		"**chess**: 1승 · 승률 100%\n" +
		"__연습__ (순위 없음):\n" +
		"**스도쿠**: 퍼즐 1개 완료\n" +
		"**님**: 2승 · 승률 100% · 2연승 중 (최고 기록)\n" +
		"연습: 스도쿠에서는 힌트를 쓴 퍼즐; 님에서는 직접 고른 더미로 둔 게임." +
		"\n-# kibitz를 하는 모든 곳의 기록이며, DM에서 한 게임도 포함됩니다."
	if got := h.Command(alice, discordgo.EnglishUS, "stats", ""); got.Content != en || got.Private {
		t.Errorf("/stats =\n%s\n(private %v), want\n%s", got.Content, got.Private, en)
	}
	if got := h.Command(bob, discordgo.Korean, "stats", "", opt{"user", alice}); got.Content != ko {
		t.Errorf("/전적 사용자:Alice =\n%s\nwant\n%s", got.Content, ko)
	}
	// Figures from before results were ranked, and a new one; a user named without a name in the
	// interaction gets the one kept.
	record(t, env, commands.Result{Game: "nim", UserID: "1003", Outcome: W})
	got := h.Command(alice, discordgo.EnglishUS, "stats", "", opt{"user", &discordgo.User{ID: "1003"}})
	if want := "📊 **Carol**: 5 games in all\n**Nim**: 1 win · 100% won\n" +
		"__Earlier games__ (recorded before ranked and practice games were told apart):\n**Sudoku**: 4 solved · best time 5 seconds" + everywhere; got.Content != want {
		t.Errorf("Carol's figures:\n%s\nwant\n%s", got.Content, want)
	}
	got = h.Command(alice, discordgo.Korean, "stats", "", opt{"user", &discordgo.User{ID: "1003"}})
	if want := "__예전 게임__ (순위전과 연습을 나누기 전에 기록된 것):\n**스도쿠**: 퍼즐 4개 완료"; !strings.Contains(got.Content, want) {
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
		{discordgo.EnglishUS, nil, "No finished game of yours is counted yet.\nEvery finished game of Tic-tac-toe, Sudoku, Wordle and Nim that records a result counts here (/help topic:leaderboard says which), " +
			"from any server or direct message, except a daily after the first one a player starts that day.\nGames nobody could pick an easy win in are ranked (those played here on this server's /leaderboard); the others are practice"},
		{discordgo.Korean, nil, "아직 집계된 게임이 없습니다.\n틱택토, 스도쿠, 워들, 님 게임 중 결과가 기록되는 게임은"},
		{discordgo.EnglishUS, []opt{{"user", bob}}, "No finished game of **bob** is counted yet."},
		{discordgo.Korean, []opt{{"user", bob}}, "**bob** 님의 게임은 아직 집계된 것이 없습니다."},
		{discordgo.EnglishUS, []opt{{"user", &discordgo.User{ID: "98765"}}}, "No finished game of **user 8765** is counted"},
	} {
		if got := h.Command(alice, tc.locale, "stats", "", tc.opts...); !strings.HasPrefix(got.Content, tc.want) {
			t.Errorf("%s %v:\n%s\nwant it to start %q", tc.locale, tc.opts, got.Content, tc.want)
		}
	}
	// A bot has no figures, and kibitz keeps none of its own: each is told so, not "not finished a game yet".
	kibitz := &discordgo.User{ID: "555", Username: "kibitz", Bot: true}
	other := &discordgo.User{ID: "556", Username: "Dyno", Bot: true}
	for _, tc := range []struct {
		locale discordgo.Locale
		user   *discordgo.User
		want   string
	}{
		{discordgo.EnglishUS, kibitz, "kibitz keeps no figures of its own: a game against kibitz counts for the people who play it. /stats shows a person's."},
		{discordgo.Korean, kibitz, "kibitz는 자기 전적을 기록하지 않습니다. kibitz와 둔 게임은 함께 둔 사람의 전적에만 들어갑니다. /전적으로 사람의 전적을 보세요."},
		{discordgo.EnglishUS, other, "**Dyno** is a bot, and bots have no figures: only people's games are recorded. /stats shows a person's."},
		{discordgo.Korean, other, "**Dyno** 님은 봇이라 전적이 없습니다."},
	} {
		in := commandtest.CommandIn(alice, tc.locale, "stats", "", opt{"user", tc.user})
		in.AppID = kibitz.ID
		if got := h.Serve(in); !strings.HasPrefix(got.Content, tc.want) {
			t.Errorf("/stats user:%s in %s:\n%s\nwant it to start %q", tc.user.Username, tc.locale, got.Content, tc.want)
		}
	}
	record(t, env, commands.Result{Game: "wordle", UserID: alice.ID, Outcome: commands.Win, GuildID: "elsewhere"})
	in := commandtest.InGuild(commandtest.CommandIn(alice, discordgo.EnglishUS, "stats", ""), "")
	if got := h.Serve(in); got.Content != "📊 **Alice**: 1 game in all\n**Wordle, daily word**: 1 win · 100% won"+everywhere {
		t.Errorf("/stats in a direct message:\n%s", got.Content)
	}
}

// TestStatsDailyStreak: a daily's streak in /stats is of days in a row won, in the order of the days, and
// still alive only while its last day won is today or yesterday, as /wordle stats says it (on Wednesday
// 2026-11-25 here).
func TestStatsDailyStreak(t *testing.T) {
	for _, tc := range []struct {
		name string
		days []string // the days won ("+" before) and lost ("-"), in the order they are recorded
		want string
	}{
		{"days apart", []string{"+2026-11-02", "+2026-11-09", "+2026-11-20"}, "3 wins · 100% won"},
		{"a loss recorded after the next day's win", []string{"+2026-11-23", "+2026-11-25", "-2026-11-24"}, "2 wins, 1 loss · 67% won"},
		{"a day won late joins the days around it", []string{"+2026-11-22", "+2026-11-24", "+2026-11-25", "+2026-11-23"}, "4 wins · 100% won · on a streak of 4 days won, the best yet"},
		{"alive a day unplayed", []string{"+2026-11-23", "+2026-11-24"}, "2 wins · 100% won · on a streak of 2 days won, the best yet"},
		{"over once a day is missed", []string{"+2026-11-21", "+2026-11-22", "+2026-11-23"}, "3 wins · 100% won · best streak: 3 days won"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, env, _ := setup(t)
			for _, d := range tc.days {
				o := commands.Win
				if d[0] == '-' {
					o = commands.Loss
				}
				record(t, env, commands.Result{Game: "wordle", UserID: alice.ID, Outcome: o, Day: d[1:]})
			}
			got := h.Command(alice, discordgo.EnglishUS, "stats", "").Content
			if want := "**Wordle, daily word**: " + tc.want; !strings.Contains(got, want) {
				t.Errorf("/stats:\n%s\nwant %q", got, want)
			}
		})
	}
}

// TestStatsWinRate: /stats writes the win rate as /wordle stats does (commands.WinRate).
func TestStatsWinRate(t *testing.T) {
	for _, tc := range []struct {
		wins, losses int
		want         string
	}{
		{2, 1, "2 wins, 1 loss · 67% won"},
		{1, 200, "1 win, 200 losses · 1% won"},
	} {
		h, env, _ := setup(t)
		for i := range tc.wins + tc.losses {
			o := commands.Win
			if i >= tc.wins {
				o = commands.Loss
			}
			record(t, env, commands.Result{UserID: alice.ID, Outcome: o})
		}
		if got := h.Command(alice, discordgo.EnglishUS, "stats", "").Content; !strings.Contains(got, tc.want) {
			t.Errorf("/stats:\n%s\nwant %q", got, tc.want)
		}
	}
}

// TestStatsRetiredRanking: ranked figures of a board that a game still played no longer declares
// (Sudoku's per size and difficulty, from when /sudoku play ranked) are read without harm and left out,
// from the count of games too; a ranking of no declared game is still listed by its ID (TestStats).
func TestStatsRetiredRanking(t *testing.T) {
	h, env, _ := setup(t)
	res := func(board string, took time.Duration) commands.Result {
		return commands.Result{Game: "sudoku", Board: board, UserID: "1001", Outcome: commands.Win, Time: took}
	}
	record(t, env, res("", 3*time.Minute), res("sudoku-9x9-expert", 9*time.Minute), res("sudoku-9x9-expert", 8*time.Minute))
	practice(t, env, res("", 2*time.Minute))
	want := "📊 **Alice**: 2 games in all\n" +
		"**Sudoku, daily puzzle**: 1 solved · best time 3 minutes\n" +
		"__Practice__ (not ranked):\n" +
		"**Sudoku**: 1 solved\n" +
		"Practice: in Sudoku, puzzles solved with a hint." + everywhere
	if got := h.Command(alice, discordgo.EnglishUS, "stats", ""); got.Content != want {
		t.Errorf("/stats =\n%s\nwant\n%s", got.Content, want)
	}
}

// TestStatsOnlyRetiredRankings: a user whose only figures are on rankings a game has retired (a
// /sudoku play puzzle ranked before it became practice) gets the reply of a user with none, not a title
// of "0 games in all" with nothing under it.
func TestStatsOnlyRetiredRankings(t *testing.T) {
	h, env, _ := setup(t)
	none := h.Command(alice, discordgo.EnglishUS, "stats", "").Content
	record(t, env, commands.Result{Game: "sudoku", Board: "sudoku-9x9-expert", UserID: "1001", Outcome: commands.Win, Time: 9 * time.Minute})
	if got := h.Command(alice, discordgo.EnglishUS, "stats", "").Content; got != none {
		t.Errorf("/stats with retired figures only =\n%s\nwant the reply of a user with none:\n%s", got, none)
	}
}

// everywhere is the line that ends /stats with figures: they pool every place, and the reply is public.
const everywhere = "\n-# Figures from every place kibitz is played, direct messages included."
