package leaderboard

import (
	"context"
	"fmt"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/commands/help"
	"kibitz/i18n"
	"kibitz/router"
)

type opt = commandtest.Opt

var (
	alice = &discordgo.User{ID: "1001", Username: "alice", GlobalName: "Alice"}
	bob   = &discordgo.User{ID: "1002", Username: "bob"}
	// wednesday is in ISO week 48 of 2026, which ends on Sunday the 29th; the next starts on Monday the 30th.
	wednesday = time.Date(2026, 11, 25, 15, 0, 0, 0, time.UTC)
	monday    = time.Date(2026, 11, 30, 0, 0, 0, 0, time.UTC)
)

// scorings are the games these tests rank, as games declare them (commands.ScoredGame): the board knows
// no game of its own. Sudoku has a ranking per kind of puzzle, against the clock.
var scorings = []commands.Scoring{{
	Game: "tictactoe", Name: i18n.Text{En: "Tic-tac-toe", Ko: "틱택토"},
	Rankings: []commands.Ranking{{ID: "tictactoe", Counts: router.Everywhere(i18n.Text{En: "Games between people.", Ko: "사람끼리 둔 게임."})}},
	Practice: i18n.Text{En: "games against easy kibitz", Ko: "쉬운 kibitz와 둔 게임"},
}, {
	Game: "sudoku", Name: i18n.Text{En: "Sudoku", Ko: "스도쿠"},
	Rankings: []commands.Ranking{
		{ID: "sudoku", Name: i18n.Text{En: "daily puzzle", Ko: "오늘의 퍼즐"}, Timed: true, Counts: router.Everywhere(i18n.Text{En: "The daily puzzle.", Ko: "오늘의 퍼즐."})},
		{ID: "sudoku-4x4", Name: i18n.Plain("4x4"), Timed: true, Counts: router.Everywhere(i18n.Text{En: "4x4 puzzles.", Ko: "4x4 퍼즐."})},
	},
	Practice: i18n.Text{En: "puzzles solved with a hint", Ko: "힌트를 쓴 퍼즐"},
}, {
	Game: "wordle", Name: i18n.Text{En: "Wordle", Ko: "워들"},
	// The daily word is shared by the place, and its Counts says whose it is in each (as Wordle's does).
	Rankings: []commands.Ranking{{ID: "wordle", Name: i18n.Text{En: "daily word", Ko: "오늘의 단어"}, Counts: router.PlaceText{
		Server:        i18n.Text{En: "This server's daily word.", Ko: "이 서버의 오늘의 단어."},
		ServerChannel: i18n.Text{En: "This channel's daily word.", Ko: "이 채널의 오늘의 단어."},
		BotDM:         i18n.Text{En: "Your own daily word.", Ko: "나만의 오늘의 단어."},
		GroupDM:       i18n.Text{En: "This chat's daily word.", Ko: "이 대화방의 오늘의 단어."},
	}}},
	Practice: i18n.Text{En: "your own games", Ko: "혼자 하는 게임"},
}, {
	Game: "nim", Name: i18n.Text{En: "Nim", Ko: "님"},
	Rankings: []commands.Ranking{{ID: "nim", Counts: router.Everywhere(i18n.Text{En: "Games between people.", Ko: "사람끼리 둔 게임."})}},
	Practice: i18n.Text{En: "games on heaps you chose", Ko: "직접 고른 더미로 둔 게임"},
}}

// setup is a harness with /leaderboard and /stats on a clock standing at wednesday, and the environment
// the games record their results through.
func setup(t *testing.T) (*commandtest.Harness, commands.Env, *commandtest.Clock) {
	t.Helper()
	clock := commandtest.NewClock(wednesday)
	var env commands.Env
	h := commandtest.New(t, func(h *commandtest.Harness) {
		env = commands.Env{Store: h.Store, Log: h.Log, NewID: h.NewID, Now: clock.Now}.WithDefaults()
		New(env, Config{Scorings: scorings}).Register(h.Mux)
	})
	return h, env, clock
}

// record records ranked results as a game would at their end, in guild "g" and of tic-tac-toe unless
// they say otherwise.
func record(t *testing.T, env commands.Env, results ...commands.Result) {
	t.Helper()
	for _, r := range results {
		r.Ranked = true
		recordAs(t, env, r)
	}
}

// practice records results as practice.
func practice(t *testing.T, env commands.Env, results ...commands.Result) {
	t.Helper()
	for _, r := range results {
		recordAs(t, env, r)
	}
}

func recordAs(t *testing.T, env commands.Env, r commands.Result) {
	t.Helper()
	if r.GuildID == "" {
		r.GuildID = "g"
	}
	if r.Game == "" {
		r.Game = "tictactoe"
	}
	if err := env.Record(context.Background(), r); err != nil {
		t.Fatal(err)
	}
}

// wonBy is n wins of user in guild "g"'s tic-tac-toe.
func wonBy(user, name string, n int) []commands.Result {
	out := make([]commands.Result, n)
	for i := range out {
		out[i] = commands.Result{UserID: user, Name: name, Outcome: commands.Win}
	}
	return out
}

func board(h *commandtest.Harness, u *discordgo.User, locale discordgo.Locale, opts ...opt) *router.Response {
	h.T.Helper()
	return h.Command(u, locale, "leaderboard", "", opts...)
}

func wantLines(t *testing.T, got string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(got, w) {
			t.Errorf("reply lacks %q:\n%s", w, got)
		}
	}
}

// TestLeaderboardText: results recorded by the games appear ranked in both languages, as a table in a
// code block, players with as many wins sharing a rank (in the store's order), names from the interaction (the asker), from the
// results (Alice, Carol), or unknown ("user 1002" to Alice, "user 1004"); a win in a direct message, losses and draws do not count.
func TestLeaderboardText(t *testing.T) {
	h, env, _ := setup(t)
	record(t, env, wonBy("1001", "Alice", 3)...)
	record(t, env, wonBy("1002", "", 2)...)
	record(t, env, wonBy("1003", "Carol", 2)...)
	record(t, env, wonBy("1004", "", 1)...)
	record(t, env,
		commands.Result{UserID: "1001", Outcome: commands.Loss},
		commands.Result{UserID: "1005", Outcome: commands.Draw},
		commands.Result{UserID: "1004", Outcome: commands.Win, GuildID: "other"},
	)
	if err := env.Record(context.Background(), commands.Result{Game: "tictactoe", Ranked: true, UserID: "1004", Outcome: commands.Win}); err != nil {
		t.Fatal(err) // a direct message: the figures only
	}
	practice(t, env, wonBy("1005", "Eve", 9)...) // practice: never on the board

	en := board(h, alice, discordgo.EnglishUS, opt{"game", "tictactoe"}, opt{"display", "text"})
	if en.Private || len(en.Files) != 0 {
		t.Errorf("a text board should be public and without a picture: %+v", en)
	}
	wantLines(t, en.Content,
		"🏆 **Tic-tac-toe**: the most wins in this server\n```\n"+
			"#  Wins  Player\n"+
			"1     3  Alice (you)\n"+
			"2     2  Carol\n"+
			"2     2  user 1002\n"+
			"4     1  user 1004\n```\n"+
			"Counted here: Games between people. Practice is not (/stats shows it).")
	if strings.Contains(en.Content, "You are") {
		t.Errorf("the asker is in the top ten, yet their rank is repeated:\n%s", en.Content)
	}

	ko := board(h, bob, discordgo.Korean, opt{"game", "tictactoe"}, opt{"display", "text"})
	wantLines(t, ko.Content,
		"🏆 **틱택토**: 이 서버의 최다 승리\n```\n"+
			"순위  승  이름\n"+
			"   1   3  Alice\n"+
			"   2   2  Carol\n"+
			"   2   2  bob (나)\n"+
			"   4   1  사용자 1004\n```\n"+
			"여기 오르는 결과: 사람끼리 둔 게임. 연습 게임은 오르지 않습니다(/전적에서 볼 수 있습니다).")
}

// TestLeaderboardEmoji: medals for the first three ranks, keycaps after, names escaped so that none is
// read as markdown or pings anyone.
func TestLeaderboardEmoji(t *testing.T) {
	h, env, _ := setup(t)
	record(t, env, wonBy("1", "*star*", 5)...)
	record(t, env, wonBy("2", "@everyone", 4)...)
	record(t, env, wonBy("3", "[link](https://x.example)", 3)...)
	record(t, env, wonBy("4", "Dan", 2)...)
	en := board(h, alice, discordgo.EnglishUS, opt{"game", "tictactoe"}, opt{"display", "emoji"})
	wantLines(t, en.Content,
		"🥇 **\\*star\\***: 5 wins\n"+
			"🥈 **@\u200beveryone**: 4 wins\n"+
			"🥉 **\\[link\\](https://x.example)**: 3 wins\n"+
			"4\uFE0F\u20E3 **Dan**: 2 wins\n"+
			"You have no wins on this board yet.")
	ko := board(h, alice, discordgo.Korean, opt{"game", "tictactoe"}, opt{"display", "emoji"})
	wantLines(t, ko.Content, "🥇 **\\*star\\***: 5승\n", "4\uFE0F\u20E3 **Dan**: 2승\n아직 이 순위표에 내 승리가 없습니다.")
}

// TestLeaderboardPicture: the default view is the picture, with the ranking in words as its alt text in
// the asker's language.
func TestLeaderboardPicture(t *testing.T) {
	h, env, _ := setup(t)
	record(t, env, wonBy("1001", "", 2)...)
	record(t, env, wonBy("1002", "김철수", 1)...)
	for _, tc := range []struct {
		locale    discordgo.Locale
		alt, note string
	}{
		{discordgo.EnglishUS, "The leaderboard of Tic-tac-toe in this server, by wins: 1. Alice (you), 2 wins; 2. 김철수, 1 win.",
			"(The picture cannot draw some names' letters, so it shows those players as `user` and the end of their id;"},
		{discordgo.Korean, "이 서버의 틱택토 순위표, 승리 순: 1위 Alice (나) 2승; 2위 김철수 1승.",
			"(그림에 쓸 수 없는 글자가 든 이름은 `user`와 id 끝자리로"},
		// a full-width bracket takes no space before it
		{discordgo.Japanese, "このサーバーの三目並べランキング（勝利数順）：1位：Alice（あなた）、2勝／2位：김철수、1勝。", ""},
	} {
		resp := board(h, alice, tc.locale, opt{"game", "tictactoe"})
		if len(resp.Files) != 1 || resp.Files[0].Name != "leaderboard.png" {
			t.Fatalf("files %+v, want leaderboard.png", resp.Files)
		}
		data, _ := io.ReadAll(resp.Files[0].Reader)
		if len(data) < 8 || string(data[1:4]) != "PNG" {
			t.Errorf("not a PNG: % x", data[:min(8, len(data))])
		}
		if got := resp.Alt["leaderboard.png"]; got != tc.alt {
			t.Errorf("alt text %q, want %q", got, tc.alt)
		}
		if strings.Contains(resp.Content, "```") {
			t.Errorf("a picture board with a table in its text:\n%s", resp.Content)
		}
		// 김철수 is drawn as "user 1002": the picture's font has no Hangul. The text says so.
		wantLines(t, resp.Content, tc.note)
	}
	// The user's default view applies when the command does not say.
	if _, err := commands.ChangePrefs(context.Background(), h.Store, alice.ID, func(p *commands.Prefs) { p.Display = commands.ViewText }); err != nil {
		t.Fatal(err)
	}
	if resp := board(h, alice, discordgo.EnglishUS, opt{"game", "tictactoe"}); len(resp.Files) != 0 || !strings.Contains(resp.Content, "```") {
		t.Errorf("default text view ignored: %+v", resp)
	}
}

// TestLeaderboardWeek: the week's board holds this ISO week's wins only, and starts over on Monday
// 00:00 UTC, which its title gives as a Discord timestamp; the all-time board keeps every win.
func TestLeaderboardWeek(t *testing.T) {
	h, env, clock := setup(t)
	week := func(u *discordgo.User, locale discordgo.Locale) string {
		return board(h, u, locale, opt{"game", "nim"}, opt{"period", "week"}, opt{"display", "text"}).Content
	}
	next := fmt.Sprintf("<t:%d:R>", monday.Unix())
	if got, want := week(alice, discordgo.EnglishUS), "🏆 **Nim**: the most wins this week (a new week starts "+next+")\nNo wins yet this week.\n"; !strings.HasPrefix(got, want) {
		t.Errorf("empty week:\n%s\nwant it to start\n%s", got, want)
	}
	if got, want := week(alice, discordgo.Korean), "🏆 **님**: 이번 주 최다 승리 (새 주는 "+next+" 시작)\n이번 주에는 아직 승리가 없습니다.\n"; !strings.HasPrefix(got, want) {
		t.Errorf("empty week in Korean:\n%s\nwant it to start\n%s", got, want)
	}
	if got := board(h, alice, discordgo.EnglishUS, opt{"game", "nim"}).Content; !strings.Contains(got, "\nNo wins yet.\n") {
		t.Errorf("empty all-time board:\n%s", got)
	}

	record(t, env, commands.Result{Game: "nim", UserID: "1002", Outcome: commands.Win})
	clock.Advance(monday.Sub(wednesday) + time.Hour) // Monday 01:00: a new week
	record(t, env, commands.Result{Game: "nim", UserID: "1001", Outcome: commands.Win})
	record(t, env, commands.Result{Game: "nim", UserID: "1001", Outcome: commands.Win})

	w := week(alice, discordgo.EnglishUS)
	wantLines(t, w, fmt.Sprintf("<t:%d:R>", monday.AddDate(0, 0, 7).Unix()), "1     2  Alice (you)\n```")
	if strings.Contains(w, "user1002") || strings.Contains(w, "1002") {
		t.Errorf("last week's win on this week's board:\n%s", w)
	}
	wantLines(t, week(bob, discordgo.EnglishUS), "You have no wins this week yet.")
	wantLines(t, week(bob, discordgo.Korean), "이번 주에는 아직 내 승리가 없습니다.")
	all := board(h, bob, discordgo.EnglishUS, opt{"game", "nim"}, opt{"period", "all"}, opt{"display", "text"}).Content
	wantLines(t, all, "1     2  user 1001\n2     1  bob (you)\n```")
	// Other games' and servers' boards are their own.
	if got := board(h, alice, discordgo.EnglishUS, opt{"game", "sudoku"}).Content; !strings.HasPrefix(got, "🏆 **Sudoku, daily puzzle**: the most puzzles solved in this server\nNo puzzle solved yet.\nCounted here: The daily puzzle.") {
		t.Errorf("Nim's wins on Sudoku's board:\n%s", got)
	}
	in := commandtest.InGuild(commandtest.CommandIn(alice, discordgo.EnglishUS, "leaderboard", "", opt{"game", "nim"}), "g2")
	if got := h.Serve(in).Content; !strings.Contains(got, "No wins yet.") {
		t.Errorf("one server's wins on another's board:\n%s", got)
	}
}

// TestLeaderboardTopTen: with more than ten players the board shows ten, and an asker further down gets
// their own rank, shared with the players who have as many wins.
func TestLeaderboardTopTen(t *testing.T) {
	h, env, _ := setup(t)
	for i := range 13 {
		record(t, env, wonBy(fmt.Sprintf("%d", 2001+i), fmt.Sprintf("P%02d", i+1), max(13-i, 2))...)
	}
	// P01 13 wins ... P11 3 wins, P12 and P13 2 wins each.
	for _, u := range []struct {
		user   *discordgo.User
		locale discordgo.Locale
		want   string
	}{
		{&discordgo.User{ID: "2012", Username: "p12"}, discordgo.EnglishUS, "You are #12, with 2 wins."},
		{&discordgo.User{ID: "2013", Username: "p13"}, discordgo.Korean, "내 순위: 12위, 2승"},
		{&discordgo.User{ID: "2011", Username: "p11"}, discordgo.EnglishUS, "You are #11, with 3 wins."},
	} {
		resp := board(h, u.user, u.locale, opt{"game", "tictactoe"}, opt{"display", "emoji"})
		lines := strings.Split(resp.Content, "\n")
		if len(lines) != 13 { // the title, ten players, the asker's rank, what counts
			t.Errorf("%d lines, want 13:\n%s", len(lines), resp.Content)
		}
		if !strings.HasPrefix(lines[10], "🔟 **P10**") || lines[11] != u.want {
			t.Errorf("board for %s:\n%s\nwant its last lines 🔟 P10 and %q", u.user.ID, resp.Content, u.want)
		}
	}
	resp := board(h, alice, discordgo.EnglishUS, opt{"game", "tictactoe"})
	if alt := resp.Alt["leaderboard.png"]; !strings.Contains(alt, "10. P10, 4 wins.") || strings.Contains(alt, "P11") {
		t.Errorf("alt text of the top ten: %q", alt)
	}
	if strings.Contains(resp.Content, "cannot draw") {
		t.Errorf("a note on names the picture cannot draw, under a picture that draws them all:\n%s", resp.Content)
	}
}

// TestLeaderboardTiedAtTen: players tied at the last place shown beyond the ten rows are not cut off
// unsaid: a line under the board says how many more share it, with their wins and the rank.
func TestLeaderboardTiedAtTen(t *testing.T) {
	h, env, _ := setup(t)
	for i := range 9 {
		record(t, env, wonBy(fmt.Sprintf("%d", 3001+i), fmt.Sprintf("P%02d", i+1), 10-i)...)
	}
	// P01 10 wins ... P09 2 wins; then four players with 1 win, the store's order showing the last id.
	for _, id := range []string{"3010", "3011", "3012", "3013"} {
		record(t, env, wonBy(id, "Q"+id, 1)...)
	}
	for _, tc := range []struct {
		user   *discordgo.User
		locale discordgo.Locale
		want   []string
	}{
		{&discordgo.User{ID: "3010", Username: "q"}, discordgo.EnglishUS, []string{"🔟 **Q3013**", "…and 3 more players with 1 win, sharing #10.\nYou are #10, with 1 win."}},
		{&discordgo.User{ID: "3013", Username: "q"}, discordgo.EnglishUS, []string{"…and 3 more players with 1 win, sharing #10.\nCounted here"}},
		{&discordgo.User{ID: "3011", Username: "q"}, discordgo.Korean, []string{"…그리고 공동 10위가 3명 더 있습니다 (1승).\n내 순위: 10위, 1승"}},
	} {
		resp := board(h, tc.user, tc.locale, opt{"game", "tictactoe"}, opt{"display", "emoji"})
		wantLines(t, resp.Content, tc.want...)
	}
	// Three of them win again: with P09, four players share #9, two on the board, two more off it, and
	// 3010 alone has 1 win, under them. (TestLeaderboardTopTen: no line when the tenth place is not shared.)
	record(t, env, wonBy("3011", "", 1)...)
	record(t, env, wonBy("3012", "", 1)...)
	record(t, env, wonBy("3013", "", 1)...)
	resp := board(h, &discordgo.User{ID: "3010", Username: "q"}, discordgo.EnglishUS, opt{"game", "tictactoe"}, opt{"display", "emoji"})
	wantLines(t, resp.Content, "9️⃣ **Q3012**: 2 wins\n…and 2 more players with 2 wins, sharing #9.\nYou are #13, with 1 win.")
}

// TestLeaderboardDirectMessage: a DM with kibitz has no leaderboard, and says so.
func TestLeaderboardDirectMessage(t *testing.T) {
	h, _, _ := setup(t)
	for _, locale := range []discordgo.Locale{discordgo.EnglishUS, discordgo.Korean} {
		in := commandtest.InBotDM(commandtest.CommandIn(alice, locale, "leaderboard", "", opt{"game", "wordle"}))
		want := map[discordgo.Locale][]string{
			discordgo.EnglishUS: {"your direct messages with kibitz have only you", "/stats"},
			discordgo.Korean:    {"kibitz와의 DM에는 나밖에 없습니다", "/전적"},
		}[locale]
		h.WantCode(t, in, router.Invalid, want...)
		if resp := h.Serve(in); !resp.Private {
			t.Errorf("the error in a direct message is public: %+v", resp)
		}
	}
}

// TestLeaderboardPerChannel: a group DM and a channel of a server that did not add kibitz have a
// leaderboard of their own, of the results recorded there, titled for the place; the server's id keys
// nothing there.
func TestLeaderboardPerChannel(t *testing.T) {
	h, env, _ := setup(t)
	record(t, env, commands.Result{GuildID: "cgdm", UserID: "1001", Name: "Ann", Outcome: commands.Win},
		commands.Result{GuildID: "g", UserID: "1002", Name: "Ben", Outcome: commands.Win})
	for _, tc := range []struct {
		name, title, titleKo string
		in                   func(*discordgo.Interaction) *discordgo.Interaction
		wins                 bool
	}{
		{"a group DM", "the most wins in this chat", "이 대화방의 최다 승리",
			func(in *discordgo.Interaction) *discordgo.Interaction { return commandtest.InGroupDM(in, "gdm") }, true},
		{"a server that did not add kibitz", "the most wins in this channel", "이 채널의 최다 승리",
			func(in *discordgo.Interaction) *discordgo.Interaction {
				return commandtest.InUserInstallServer(in, "g", "ch")
			}, false},
	} {
		resp := h.Serve(tc.in(commandtest.CommandIn(alice, discordgo.EnglishUS, "leaderboard", "", opt{"game", "tictactoe"}, opt{"display", "text"})))
		ko := h.Serve(tc.in(commandtest.CommandIn(alice, discordgo.Korean, "leaderboard", "", opt{"game", "tictactoe"}, opt{"display", "text"})))
		if !strings.Contains(resp.Content, tc.title) || !strings.Contains(ko.Content, tc.titleKo) || strings.Contains(resp.Content, "server") ||
			strings.Contains(resp.Content, "No wins yet.") == tc.wins {
			t.Errorf("%s:\n%s\n%s", tc.name, resp.Content, ko.Content)
		}
	}
}

// TestLeaderboardConcurrent: games ending while players ask for the board lose no win, and every board
// shown is a consistent ranking.
func TestLeaderboardConcurrent(t *testing.T) {
	h, env, _ := setup(t)
	var wg sync.WaitGroup
	for i := range 40 {
		user := []string{"1001", "1002"}[i%2]
		wg.Go(func() {
			if err := env.Record(context.Background(), commands.Result{Game: "tictactoe", Ranked: true, GuildID: "g", UserID: user, Outcome: commands.Win}); err != nil {
				t.Error(err)
			}
		})
		wg.Go(func() {
			u := []*discordgo.User{alice, bob}[i%2]
			in := commandtest.CommandIn(u, discordgo.EnglishUS, "leaderboard", "", opt{"game", "tictactoe"}, opt{"display", "text"})
			in.ID = fmt.Sprint("lb", i)
			if resp := h.Serve(in); !strings.HasPrefix(resp.Content, "🏆 **Tic-tac-toe**") {
				t.Errorf("board while games end: %q", resp.Content)
			}
		})
	}
	wg.Wait()
	got := board(h, alice, discordgo.EnglishUS, opt{"game", "tictactoe"}, opt{"display", "text"}).Content
	wantLines(t, got, "1    20  user 1002\n1    20  Alice (you)\n```")
}

// TestLeaderboardTimed: a ranking against the clock (Sudoku's) shows each player's best time on it beside
// their wins, in every view, and only that ranking's: a best time elsewhere is not this one's.
func TestLeaderboardTimed(t *testing.T) {
	h, env, clock := setup(t)
	four := func(user, name string, took time.Duration) commands.Result {
		return commands.Result{Game: "sudoku", Board: "sudoku-4x4", UserID: user, Name: name, Outcome: commands.Win, Time: took}
	}
	record(t, env, four("1001", "Alice", 40*time.Second), four("1001", "", 75*time.Second), four("1002", "Bob", 65*time.Minute))
	record(t, env, commands.Result{Game: "sudoku", UserID: "1002", Outcome: commands.Win, Time: 2 * time.Second}) // the daily's
	text := board(h, alice, discordgo.EnglishUS, opt{"game", "sudoku-4x4"}, opt{"display", "text"}).Content
	// A puzzle is never lost: a win there is a puzzle solved, and said so.
	wantLines(t, text, "🏆 **Sudoku, 4x4**: the most puzzles solved in this server\n```\n"+
		"#  Solved     Best  Player\n"+
		"1       2     0:40  Alice (you)\n"+
		"2       1  1:05:00  Bob\n```\nCounted here: 4x4 puzzles.")
	emoji := board(h, alice, discordgo.Korean, opt{"game", "sudoku-4x4"}, opt{"display", "emoji"}).Content
	wantLines(t, emoji, "🥇 **Alice** (나): 퍼즐 2개 완료, 최고 기록 40초\n🥈 **Bob**: 퍼즐 1개 완료, 최고 기록 1시간 5분")
	pic := board(h, alice, discordgo.EnglishUS, opt{"game", "sudoku-4x4"})
	if alt := pic.Alt["leaderboard.png"]; alt != "The leaderboard of Sudoku, 4x4 in this server, by puzzles solved: 1. Alice (you), 2 solved, best time 40 seconds; 2. Bob, 1 solved, best time 1 hour 5 minutes." {
		t.Errorf("alt text %q", alt)
	}
	// A board shows the times set on it: a faster solve in another server, or in a DM (which ranks
	// nowhere), is not this server's; the week's board shows this week's, not an earlier one.
	other := four("1002", "Bob", 3*time.Second)
	other.GuildID = "g2"
	record(t, env, other)
	solo := four("1001", "Alice", 4*time.Second)
	solo.Ranked = true // as a game in a DM with kibitz records it: no guild, so no board (record would fill one in)
	if err := env.Record(context.Background(), solo); err != nil {
		t.Fatal(err)
	}
	wantLines(t, board(h, alice, discordgo.EnglishUS, opt{"game", "sudoku-4x4"}, opt{"display", "text"}).Content,
		"1       2     0:40  Alice (you)\n2       1  1:05:00  Bob\n```")
	clock.Advance(7 * 24 * time.Hour)
	record(t, env, four("1002", "Bob", 90*time.Second))
	wantLines(t, board(h, alice, discordgo.EnglishUS, opt{"game", "sudoku-4x4"}, opt{"period", "week"}, opt{"display", "text"}).Content,
		"1       1  1:30  Bob\n```")
	// A ranking without a clock shows no time.
	record(t, env, wonBy("1001", "Alice", 1)...)
	if got := board(h, alice, discordgo.EnglishUS, opt{"game", "tictactoe"}, opt{"display", "text"}).Content; strings.Contains(got, "Best") {
		t.Errorf("a best time on tic-tac-toe's board:\n%s", got)
	}
}

// TestLeaderboardTimedTies: on a board against the clock, players with as many puzzles solved are ranked
// by their best time on it, the faster first and a player without one (from before boards kept times)
// after, each on a rank of their own; only the same count in the same time shares a rank. A full board
// keeps the fastest of those who share its last count, not the later ids, and the asker's own rank below
// it counts the faster players with as many solved.
func TestLeaderboardTimedTies(t *testing.T) {
	h, env, clock := setup(t)
	four := func(user string, took time.Duration) commands.Result {
		return commands.Result{Game: "sudoku", Board: "sudoku-4x4", UserID: user, Name: "P" + user, Outcome: commands.Win, Time: took}
	}
	// 4001 to 4008 solve two each, 4001 the fastest; 4009 to 4014 one each, 4009 the fastest, the later ids slower.
	for i := range 8 {
		record(t, env, four(fmt.Sprint(4001+i), time.Duration(60+i)*time.Second), four(fmt.Sprint(4001+i), 10*time.Minute))
	}
	for i := range 6 {
		record(t, env, four(fmt.Sprint(4009+i), time.Duration(100+i)*time.Second))
	}
	// 4015 solved one before boards kept times: a win with no time.
	if err := env.Store.ZAdd(context.Background(), commands.LeaderboardKey("sudoku-4x4", "g", commands.AllTime, clock.Now()), "4015", 1); err != nil {
		t.Fatal(err)
	}
	got := board(h, &discordgo.User{ID: "4014", Username: "p"}, discordgo.EnglishUS, opt{"game", "sudoku-4x4"}, opt{"display", "text"}).Content
	wantLines(t, got,
		" 1       2  1:00  P4001\n 2       2  1:01  P4002\n", // as many solved: the faster first, on ranks of their own
		" 8       2  1:07  P4008\n 9       1  1:40  P4009\n10       1  1:41  P4010\n```\nYou are #14, with 1 solved.")
	if strings.Contains(got, "P4011") || strings.Contains(got, "sharing") {
		t.Errorf("the tenth place went to a later id, or was called shared:\n%s", got)
	}
	got = board(h, &discordgo.User{ID: "4015", Username: "p"}, discordgo.EnglishUS, opt{"game", "sudoku-4x4"}, opt{"display", "text"}).Content
	wantLines(t, got, "You are #15, with 1 solved.")
	// The same count in the same time shares a rank, and a line says how many more share the last one.
	// 4011 to 4013 solve another in 1:40, to within fractions of a second that nobody is shown, and share
	// #9 in the store's order, the later id first.
	record(t, env, four("4011", 100*time.Second), four("4012", 100400*time.Millisecond), four("4013", 99600*time.Millisecond))
	got = board(h, alice, discordgo.EnglishUS, opt{"game", "sudoku-4x4"}, opt{"display", "text"}).Content
	wantLines(t, got, "8       2  1:07  P4008\n9       2  1:40  P4013\n9       2  1:40  P4012\n```\n…and 1 more player with 2 solved, sharing #9.\n")
}

// TestHelpSaysWhatRanks: /help topic:leaderboard states the rule of fair results and, for each game that
// records results, what ranks and what is practice, from the games' declarations.
func TestHelpSaysWhatRanks(t *testing.T) {
	h := commandtest.New(t, func(h *commandtest.Harness) {
		env := commands.Env{Store: h.Store, Log: h.Log}.WithDefaults()
		commands.RegisterAll(h.Mux, New(env, Config{Scorings: scorings}), help.New())
	})
	for _, c := range []struct {
		locale discordgo.Locale
		topic  string
		want   []string
	}{
		{discordgo.EnglishUS, "leaderboard", []string{
			"**What ranks.** A result counts on this server's /leaderboard, from the games played here, only when its player could not pick an easy win",
			"the daily puzzles (the same for everyone in this server), and tic-tac-toe against kibitz at perfect.", // /sudoku play is practice
			"While a ranked game is being played, kibitz's own analysis commands do not analyse its position for its players (written as that game's commands take it, or for Nim as a /grundy game with the same Grundy values), and its Hint answers them alone.",
			"games between people, for those who moved and, in Nim, for those who left after Start, the daily puzzles",
			fmt.Sprintf("Any two people rank at most %d games of one kind together a UTC day: a later game of that kind with both of them in it is practice for everyone in it.", commands.TableRankedPerDay), // the cap, from the code
			"• **Tic-tac-toe**: Games between people. Practice: games against easy kibitz.",
			"• **Sudoku**: The daily puzzle. Practice: puzzles solved with a hint.",
			"• **Nim**: Games between people. Practice: games on heaps you chose.",
		}},
		{discordgo.Korean, "순위표", []string{
			"**순위에 오르는 결과.** 이 서버에서 한 게임 중 쉬운 승리를 골라 잡을 수 없는 게임만",
			"• **님**: 사람끼리 둔 게임. 연습: 직접 고른 더미로 둔 게임.",
			"사람끼리의 게임에서 한 수 이상 둔 사람(님 게임에서는 시작 뒤에 나간 사람도)의 결과",
			fmt.Sprintf("어떤 두 사람이든 함께 한 게임은 종류마다 하루(UTC 기준) %d판까지만 순위에 오르고, 그날 그 뒤로 두 사람이 함께 참가한 그 종류의 게임은 참가자 모두에게 연습입니다.", commands.TableRankedPerDay),
		}},
	} {
		got := commandtest.Text(h.Command(alice, c.locale, "help", "", opt{"topic", c.topic}))
		wantLines(t, got, c.want...)
		if strings.Contains(got, "/sudoku play") || strings.Contains(got, "/스도쿠 게임") { // it ranks no more
			t.Errorf("the rule still names /sudoku play:\n%s", got)
		}
	}
	// The cap is formatted in, never written out, in every place's rule.
	for _, p := range []router.Place{router.PlaceServer, router.PlaceServerUserInstall, router.PlaceBotDM, router.PlaceGroupDM} {
		if rule := msgRules.Text(p); !strings.Contains(rule.En, "at most %d games") || !strings.Contains(rule.Ko, "하루(UTC 기준) %d판") {
			t.Errorf("the rule in %v does not take the cap from the code: %q", p, rule.En)
		}
	}
}

// TestHelpCapSaysWhatRankedForTableDoes: what /help topic:leaderboard says of the daily cap between people
// is what commands.Env.RankedForTable does: the cap is per pair of people and per kind of game (a pair
// past it in tic-tac-toe still ranks Nim), per UTC day (the next day ranks again, from midnight UTC), and
// a game of three with such a pair is practice for everyone in it, the one who played no ranked game too.
// It once said "The same people rank at most 5 games together a day", which said none of this.
func TestHelpCapSaysWhatRankedForTableDoes(t *testing.T) {
	var env commands.Env
	h := commandtest.New(t, func(h *commandtest.Harness) {
		env = commands.Env{Store: h.Store, Log: h.Log}.WithDefaults()
		commands.RegisterAll(h.Mux, New(env, Config{Scorings: scorings}), help.New())
	})
	ctx := context.Background()
	const a, b, c = "1001", "1002", "1003"
	late := time.Date(2026, 5, 6, 23, 59, 0, 0, time.UTC) // a Wednesday's last minute, UTC
	today, tomorrow := commands.Day(late), commands.Day(late.Add(time.Minute))
	for i := range commands.TableRankedPerDay {
		if ranks, _, _ := env.RankedForTable(ctx, "tictactoe", today, []string{a, b}); !ranks {
			t.Fatalf("tic-tac-toe game %d of the day does not rank", i+1)
		}
	}
	for _, tc := range []struct {
		name         string
		ranking, day string
		table        []string
		ranks        bool
	}{
		{"past the cap, the same kind, the same day", "tictactoe", today, []string{a, b}, false},
		{"another kind of game, the same day", "nim", today, []string{a, b}, true},
		{"the same kind, the next UTC day", "tictactoe", tomorrow, []string{a, b}, true},
		{"three, a capped pair among them: practice for all", "tictactoe", today, []string{a, b, c}, false},
		{"the third with either of them alone", "tictactoe", today, []string{a, c}, true},
	} {
		if ranks, _, _ := env.RankedForTable(ctx, tc.ranking, tc.day, tc.table); ranks != tc.ranks {
			t.Errorf("%s: ranks %v, want %v", tc.name, ranks, tc.ranks)
		}
	}
	got := commandtest.Text(h.Command(alice, discordgo.EnglishUS, "help", "", opt{"topic", "leaderboard"}))
	flat := strings.Join(strings.Fields(got), " ")
	for _, claim := range []string{
		fmt.Sprintf("Any two people rank at most %d games", commands.TableRankedPerDay), // a pair
		"games of one kind together", // per kind of game
		"a UTC day",                  // per UTC day
		"a later game of that kind with both of them in it is practice for everyone in it", // the third too
	} {
		if !strings.Contains(flat, claim) {
			t.Errorf("/help topic:leaderboard does not say %q:\n%s", claim, got)
		}
	}
}

// TestWordsPerPlace: what /leaderboard, /stats and /help topic:leaderboard say of where results rank is
// true in each of the four places: a server that added kibitz ranks its results server-wide, a channel of
// a server that did not add it and a group DM per channel, and a DM with kibitz has no leaderboard
// (router.Request.RankScope); what counts on a ranking is said in the place's words (a daily is the
// server's, the channel's, the user's own, the chat's). Only a server that added kibitz is called one.
func TestWordsPerPlace(t *testing.T) {
	h := commandtest.New(t, func(h *commandtest.Harness) {
		env := commands.Env{Store: h.Store, Log: h.Log}.WithDefaults()
		commands.RegisterAll(h.Mux, New(env, Config{Scorings: scorings}), help.New())
	})
	// The words of one place in a language: "Counted here" on /leaderboard (none in a DM with kibitz,
	// which has no leaderboard), where /stats says ranked games go, /help's rule and its Wordle line.
	type words struct{ counted, stats, rule, wordle string }
	for _, tc := range []struct {
		place  string
		in     func(*discordgo.Interaction) *discordgo.Interaction
		server bool // a server that added kibitz: the only place called "this server"
		en, ko words
	}{{
		place: "a server that added kibitz", in: func(in *discordgo.Interaction) *discordgo.Interaction { return in }, server: true,
		en: words{"Counted here: This server's daily word. Practice is not (/stats shows it).",
			"Games nobody could pick an easy win in are ranked (those played here on this server's /leaderboard); the others are practice",
			"**What ranks.** A result counts on this server's /leaderboard, from the games played here, only when",
			"• **Wordle**: This server's daily word. Practice: your own games."},
		ko: words{"여기 오르는 결과: 이 서버의 오늘의 단어. 연습 게임은",
			"(여기서 한 게임은 이 서버의 /순위표에 오릅니다)",
			"**순위에 오르는 결과.** 이 서버에서 한 게임 중 쉬운 승리를 골라 잡을 수 없는 게임만 이 서버의 /순위표에 오릅니다.",
			"• **워들**: 이 서버의 오늘의 단어. 연습: 혼자 하는 게임."},
	}, {
		place: "a server where only the user installed kibitz",
		in: func(in *discordgo.Interaction) *discordgo.Interaction {
			return commandtest.InUserInstallServer(in, "g", "ch")
		},
		en: words{"Counted here: This channel's daily word. Practice is not (/stats shows it).",
			"Games nobody could pick an easy win in are ranked (those played here on this channel's /leaderboard); the others are practice",
			"**What ranks.** A result counts on this channel's /leaderboard, from the games played here, only when",
			"• **Wordle**: This channel's daily word. Practice: your own games."},
		ko: words{"여기 오르는 결과: 이 채널의 오늘의 단어. 연습 게임은",
			"(여기서 한 게임은 이 채널의 /순위표에 오릅니다)",
			"**순위에 오르는 결과.** 이 채널에서 한 게임 중 쉬운 승리를 골라 잡을 수 없는 게임만 이 채널의 /순위표에 오릅니다.",
			"• **워들**: 이 채널의 오늘의 단어. 연습: 혼자 하는 게임."},
	}, {
		place: "a direct message with kibitz", in: commandtest.InBotDM,
		en: words{"",
			"(your direct messages with kibitz have none: those played here are ranked in /stats only)",
			"Your direct messages with kibitz have no leaderboard: such a result played here shows in /stats only.",
			"• **Wordle**: Your own daily word. Practice: your own games."},
		ko: words{"",
			"(kibitz와의 DM에는 순위표가 없어, 여기서 한 게임은 /전적에만 순위전으로 기록됩니다)",
			"kibitz와의 DM에는 순위표가 없어, 여기서 한 그런 게임은 /전적에만 나옵니다.",
			"• **워들**: 나만의 오늘의 단어. 연습: 혼자 하는 게임."},
	}, {
		place: "a group DM",
		in:    func(in *discordgo.Interaction) *discordgo.Interaction { return commandtest.InGroupDM(in, "gdm") },
		en: words{"Counted here: This chat's daily word. Practice is not (/stats shows it).",
			"Games nobody could pick an easy win in are ranked (those played here on this chat's /leaderboard); the others are practice",
			"**What ranks.** A result counts on this chat's /leaderboard, from the games played here, only when",
			"• **Wordle**: This chat's daily word. Practice: your own games."},
		ko: words{"여기 오르는 결과: 이 대화방의 오늘의 단어. 연습 게임은",
			"(여기서 한 게임은 이 대화방의 /순위표에 오릅니다)",
			"**순위에 오르는 결과.** 이 대화방에서 한 게임 중 쉬운 승리를 골라 잡을 수 없는 게임만 이 대화방의 /순위표에 오릅니다.",
			"• **워들**: 이 대화방의 오늘의 단어. 연습: 혼자 하는 게임."},
	}} {
		for _, l := range []struct {
			locale     discordgo.Locale
			want       words
			thisServer string
		}{{discordgo.EnglishUS, tc.en, "this server"}, {discordgo.Korean, tc.ko, "이 서버"}} {
			serve := func(name string, opts ...opt) string {
				return commandtest.Text(h.Serve(tc.in(commandtest.CommandIn(alice, l.locale, name, "", opts...))))
			}
			replies := []struct{ got, want string }{
				{serve("stats"), l.want.stats},
				{serve("help", opt{"topic", "leaderboard"}), l.want.rule},
				{serve("help", opt{"topic", "leaderboard"}), l.want.wordle},
			}
			if l.want.counted != "" {
				replies = append(replies, struct{ got, want string }{serve("leaderboard", opt{"game", "wordle"}), l.want.counted})
			}
			for _, r := range replies {
				if !strings.Contains(r.got, r.want) {
					t.Errorf("%s, in %s: the reply lacks %q:\n%s", tc.place, l.locale, r.want, r.got)
				}
				if !tc.server && strings.Contains(r.got, l.thisServer) {
					t.Errorf("%s, in %s: the reply speaks of %q, where kibitz keeps nothing for a server:\n%s", tc.place, l.locale, l.thisServer, r.got)
				}
			}
		}
	}
}

// TestNoRankingParticle: an unknown ranking's name is quoted, and its Korean particle follows the name's
// last sound (a fixed 라는 read wrong after a consonant).
func TestNoRankingParticle(t *testing.T) {
	for _, tc := range []struct {
		name string
		lang i18n.Lang
		want string
	}{
		{"nim", i18n.English, "There is no ranking called `nim`."},
		{"nim", i18n.Korean, "`nim`이라는 순위표는 없습니다."},
		{"wordle", i18n.Korean, "`wordle`라는 순위표는 없습니다."},
		{"체스", i18n.Korean, "`체스`라는 순위표는 없습니다."},
		{"바둑판", i18n.Korean, "`바둑판`이라는 순위표는 없습니다."},
		{"nim", i18n.Japanese, "`nim`というランキングはありません。"},
	} {
		if got := noRanking(tc.name).In(tc.lang); got != tc.want {
			t.Errorf("noRanking(%q) in %v = %q, want %q", tc.name, tc.lang, got, tc.want)
		}
	}
}
