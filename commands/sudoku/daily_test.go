package sudoku

import (
	"context"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/storage/memory"
)

// dailyIn runs /sudoku daily as u in guild, and returns the reply and its game as stored.
func dailyIn(t *testing.T, h *commandtest.Harness, u *discordgo.User, guild string) (*router.Response, *Play) {
	t.Helper()
	resp := h.Serve(commandtest.InGuild(commandtest.CommandIn(u, discordgo.EnglishUS, "sudoku", "daily", opt{"display", "text"}), guild))
	if !resp.Private {
		t.Fatalf("the daily board is not private: %q", resp.Content)
	}
	return resp, stored(t, h, gameID(t, resp))
}

// dailyToday is dailyIn for the board of the day: when /sudoku daily shows the board of an earlier day
// instead, unfinished, while the day's waits (TestDailyWaitsForYesterday), it presses that board's Open
// today's puzzle.
func dailyToday(t *testing.T, h *commandtest.Harness, u *discordgo.User, guild string) (*router.Response, *Play) {
	t.Helper()
	resp, p := dailyIn(t, h, u, guild)
	for _, b := range commandtest.Buttons(resp) {
		if b.CustomID == router.ID(todayRoute, p.ID) {
			resp = h.Serve(commandtest.InGuild(commandtest.PressIn(u, discordgo.EnglishUS, b.CustomID), guild))
			return resp, stored(t, h, gameID(t, resp))
		}
	}
	return resp, p
}

// TestDailySameForAServerAndDay: two players of one server get the same puzzle on boards of their own
// (the same board again for a second /sudoku daily), another server and another day a different one.
func TestDailySameForAServerAndDay(t *testing.T) {
	h, clock, _ := playHarness(t)
	_, a := dailyIn(t, h, alice, "g")
	_, b := dailyIn(t, h, bob, "g")
	_, again := dailyIn(t, h, alice, "g")
	_, other := dailyIn(t, h, alice, "h")
	if a.ID == b.ID || again.ID != a.ID {
		t.Errorf("games: alice %s, bob %s, alice again %s; want one board each, the same one again", a.ID, b.ID, again.ID)
	}
	if a.Puzzle != b.Puzzle || a.Day != "2026-05-01" || b.Day != a.Day {
		t.Errorf("two players of one server got different puzzles, or days %s and %s", a.Day, b.Day)
	}
	if other.Puzzle == a.Puzzle {
		t.Error("two servers got the same puzzle")
	}
	if a.puzzle.Givens.Size() != 9 {
		t.Errorf("the daily is %dx%[1]d", a.puzzle.Givens.Size())
	}
	clock.Advance(24 * time.Hour)
	resp, next := dailyToday(t, h, alice, "g")
	if next.Puzzle == a.Puzzle || next.Day != "2026-05-02" || !strings.Contains(resp.Content, "**Daily Sudoku** of 2026-05-02") {
		t.Errorf("the next day: day %s, same puzzle %v:\n%s", next.Day, next.Puzzle == a.Puzzle, resp.Content)
	}
}

// TestDailySecret: the daily puzzle is made from the daily secret (commands.Env.Secret) besides the place
// and the day. Two replicas sharing a store make the same one from the secret generated there, and so do
// two sharing a configured secret; another secret makes another puzzle, so without the secret nobody can
// make a place's puzzle of a day, nor its solution, in advance.
func TestDailySecret(t *testing.T) {
	store := memory.New()
	one, two := newHarness(t, store, nil), newHarness(t, store, nil)
	_, a := dailyIn(t, one, alice, "g")
	_, b := dailyIn(t, two, bob, "g")
	if a.Puzzle != b.Puzzle {
		t.Error("two replicas sharing a store made different daily puzzles")
	}
	if _, err := store.Get(context.Background(), "wdl:secret"); err != nil {
		t.Errorf("no generated secret stored: %v", err)
	}
	elsewhere := newHarness(t, memory.New(), nil) // a store, and so a secret, of its own
	if _, c := dailyIn(t, elsewhere, alice, "g"); c.Puzzle == a.Puzzle {
		t.Error("a daily puzzle was made again without its store's secret")
	}
	ctx := context.Background()
	x1, _ := New(commands.Env{Store: memory.New(), DailySecret: "x"}, Config{}).dailyPuzzle(ctx, "g", "2026-05-01")
	x2, _ := New(commands.Env{Store: memory.New(), DailySecret: "x"}, Config{}).dailyPuzzle(ctx, "g", "2026-05-01")
	y, _ := New(commands.Env{Store: memory.New(), DailySecret: "y"}, Config{}).dailyPuzzle(ctx, "g", "2026-05-01")
	if x1.String() != x2.String() {
		t.Error("one configured secret made two daily puzzles for one place and day")
	}
	if y.String() == x1.String() {
		t.Error("two secrets made the same daily puzzle for one place and day")
	}
	if dailySeed("x", "g", "2026-05-01") == dailySeed("y", "g", "2026-05-01") ||
		dailySeed("x", "g", "2026-05-01") == dailySeed("x", "h", "2026-05-01") ||
		dailySeed("x", "g", "2026-05-01") == dailySeed("x", "g", "2026-05-02") {
		t.Error("the seed does not change with the secret, the place and the day")
	}
}

// TestDailyKeptAcrossSecrets: a board already handed out keeps its puzzle when the puzzle of the day
// changes under it (a new secret, or the secret coming in on the day of the deployment that made the
// daily depend on one): the game holds its puzzle, and the day's index the game. A player who starts
// after the change gets the new puzzle.
func TestDailyKeptAcrossSecrets(t *testing.T) {
	store := memory.New()
	before := newHarness(t, store, func(c *Command) { c.DailySecret = "before" })
	_, a := dailyIn(t, before, alice, "g")
	after := newHarness(t, store, func(c *Command) { c.DailySecret = "after" })
	_, again := dailyIn(t, after, alice, "g")
	if again.ID != a.ID || again.Puzzle != a.Puzzle {
		t.Errorf("alice's daily changed with the secret: game %s → %s, same puzzle %v", a.ID, again.ID, again.Puzzle == a.Puzzle)
	}
	if _, b := dailyIn(t, after, bob, "g"); b.Puzzle == a.Puzzle {
		t.Error("a player starting after the change got the puzzle of the old secret")
	}
}

// TestDailyCountsPerPlace: what /leaderboard says counts on the daily puzzle's ranking names whom the
// puzzle is shared with in each place, as dailyPuzzle is seeded (router.Request.Scope, TestDailyEverywhere):
// the server, the channel, the user alone, the chat; and never a server where kibitz keeps nothing for one.
func TestDailyCountsPerPlace(t *testing.T) {
	_, _, c := playHarness(t)
	daily, ok := c.Scoring().Ranking(resultsName)
	if !ok {
		t.Fatal("no daily ranking")
	}
	for _, tc := range []struct {
		place  router.Place
		en, ko string
	}{
		{router.PlaceServer, "(`/sudoku daily`, the same for everyone in this server)", "(`/스도쿠 오늘의퍼즐`, 이 서버의 모두에게 같은 퍼즐)"},
		{router.PlaceServerUserInstall, "(`/sudoku daily`, the same for everyone in this channel)", "(`/스도쿠 오늘의퍼즐`, 이 채널의 모두에게 같은 퍼즐)"},
		{router.PlaceBotDM, "(`/sudoku daily`; here, in your direct messages with kibitz, a puzzle of your own)", "(`/스도쿠 오늘의퍼즐`, kibitz와의 DM인 여기서는 나만의 퍼즐)"},
		{router.PlaceGroupDM, "(`/sudoku daily`, the same for everyone in this chat)", "(`/스도쿠 오늘의퍼즐`, 이 대화방의 모두에게 같은 퍼즐)"},
	} {
		en, ko := daily.Counts.In(tc.place, i18n.English), daily.Counts.In(tc.place, i18n.Korean)
		elsewhere := tc.place != router.PlaceServer && (strings.Contains(en, "server") || strings.Contains(ko, "서버"))
		if !strings.Contains(en, tc.en) || !strings.Contains(ko, tc.ko) || elsewhere {
			t.Errorf("the daily puzzle's Counts in %v = %q, %q; want %q, %q", tc.place, en, ko, tc.en, tc.ko)
		}
	}
}

// TestDailyEverywhere: the daily puzzle is the place's (docs/contract.md §5): each user's own in a DM with
// kibitz, the channel's in a group DM and in a server that did not add kibitz, never the server's there.
func TestDailyEverywhere(t *testing.T) {
	h, _, _ := playHarness(t)
	daily := func(u *discordgo.User, in func(*discordgo.Interaction) *discordgo.Interaction) *Play {
		t.Helper()
		resp := h.Serve(in(commandtest.CommandIn(u, discordgo.EnglishUS, "sudoku", "daily", opt{"display", "text"})))
		if !resp.Private || strings.Contains(resp.Content, "server") {
			t.Fatalf("the daily board: private %v\n%s", resp.Private, resp.Content)
		}
		return stored(t, h, gameID(t, resp))
	}
	group := func(in *discordgo.Interaction) *discordgo.Interaction { return commandtest.InGroupDM(in, "gdm") }
	elsewhere := func(in *discordgo.Interaction) *discordgo.Interaction {
		return commandtest.InUserInstallServer(in, "g", "other-channel")
	}
	_, server := dailyIn(t, h, alice, "g")
	dmA, dmB := daily(alice, commandtest.InBotDM), daily(bob, commandtest.InBotDM)
	gA, gB := daily(alice, group), daily(bob, group)
	uA, uB := daily(alice, elsewhere), daily(bob, elsewhere)
	if dmA.Puzzle == dmB.Puzzle || dmA.Guild != "u"+alice.ID || dmA.Puzzle == server.Puzzle {
		t.Errorf("in a DM with kibitz: alice's and bob's puzzles the same %v, the server's %v, scope %q",
			dmA.Puzzle == dmB.Puzzle, dmA.Puzzle == server.Puzzle, dmA.Guild)
	}
	if gA.Puzzle != gB.Puzzle || gA.Guild != "cgdm" || gA.Puzzle == server.Puzzle {
		t.Errorf("in a group DM: alice's and bob's puzzles the same %v, the server's %v, scope %q",
			gA.Puzzle == gB.Puzzle, gA.Puzzle == server.Puzzle, gA.Guild)
	}
	// a server that never added kibitz keeps nothing under its id: the channel is the place
	if uA.Puzzle != uB.Puzzle || uA.Guild != "cother-channel" || uA.Puzzle == server.Puzzle {
		t.Errorf("in a server that did not add kibitz: shared %v, the server's %v, scope %q",
			uA.Puzzle == uB.Puzzle, uA.Puzzle == server.Puzzle, uA.Guild)
	}
}

// TestDailyOwnBoardAndRanking: Bob may not press on Alice's daily board. Alice, Bob and Carol finish the day's puzzle in different times: each result is recorded, the
// day's ranking (a sorted set, by seconds) lists them fastest first at the end of each game and under the
// Ranking button, which anyone may press, and the channel is told each time without the grid.
func TestDailyOwnBoardAndRanking(t *testing.T) {
	h, clock, cmd := playHarness(t)
	ra, a := dailyIn(t, h, alice, "g")
	rb, _ := dailyIn(t, h, bob, "g")
	digit, _ := control(t, ra, "d1")
	h.WantCode(t, commandtest.PressIn(bob, discordgo.EnglishUS, digit), router.Forbidden, "<@101>'s daily board")

	// Alice, a minute a move; then Bob, started at the same time, a minute a move too (so slower by
	// Alice's time); then Carol, started later, fastest.
	moves := len(blanks(a))
	end := solveAll(t, h, clock, alice, ra)
	if !strings.Contains(end.Content, "**Ranking of 2026-05-01** (1 finisher, fastest first):\n1. <@101>: ") {
		t.Errorf("alice's end:\n%s", end.Content)
	}
	share := ""
	for _, f := range end.Followups {
		if !f.Private {
			share = f.Content
		}
	}
	// It tells a newcomer in the channel how to play their own (the busy-channel audit: a share said
	// what someone did, never how to join in).
	if !strings.HasPrefix(share, "<@101> solved the daily Sudoku of 2026-05-01 in ") || strings.Contains(share, "```") ||
		!strings.HasSuffix(share, "\n-# Solve today's, the same for everyone here, with /sudoku daily") {
		t.Errorf("the channel's message: %q", share)
	}
	solveAll(t, h, clock, bob, rb)
	rc, _ := dailyIn(t, h, carol, "g")
	end = solveEvery(t, h, clock, carol, rc, time.Second)

	scores, err := h.Store.ZRangeByScore(context.Background(), rankingKey("g", "2026-05-01"), math.Inf(-1), math.Inf(1), 0)
	if err != nil || len(scores) != 3 {
		t.Fatalf("the ranking: %+v, %v", scores, err)
	}
	wantAlice := float64(moves) * 60
	if scores[0].Member != carol.ID || scores[1].Member != alice.ID || scores[2].Member != bob.ID || scores[1].Score != wantAlice {
		t.Errorf("ranking %+v; want carol, alice (%v s), bob", scores, wantAlice)
	}
	lines := "1. <@103>: "
	if !strings.Contains(end.Content, lines) || strings.Index(end.Content, "2. <@101>") > strings.Index(end.Content, "3. <@102>") {
		t.Errorf("carol's end:\n%s", end.Content)
	}
	rank := h.Press(commandtest.User("104"), controlOf(t, end, "rank"))
	if !rank.Private || !strings.Contains(rank.Content, "(3 finishers, fastest first)") || !strings.Contains(rank.Content, "2. <@101>: "+i18n.Duration(time.Duration(moves)*time.Minute).In(i18n.English)+"\n") {
		t.Errorf("the Ranking button: %+v", rank)
	}
	for _, u := range []*discordgo.User{alice, bob, carol} {
		s, err := cmd.Stats(context.Background(), u.ID)
		if g := s.Ranked["sudoku"]; err != nil || g.Wins != 1 || g.BestTime <= 0 {
			t.Errorf("%s's sudoku: %+v, %v", u.ID, g, err)
		}
	}
	// A finished daily, asked for again, shows the end and the ranking.
	again, _ := dailyIn2(t, h, alice)
	if !strings.Contains(again.Content, "**Solved** in") || !strings.Contains(again.Content, "**Ranking of 2026-05-01**") {
		t.Errorf("the daily again after the end:\n%s", again.Content)
	}
}

// dailyIn2 is /sudoku daily after the end, whose message has only the Ranking button.
func dailyIn2(t *testing.T, h *commandtest.Harness, u *discordgo.User) (*router.Response, string) {
	t.Helper()
	resp := h.Command(u, discordgo.EnglishUS, "sudoku", "daily")
	if !resp.Private || len(commandtest.Buttons(resp)) != 1 {
		t.Fatalf("the finished daily: %+v", resp)
	}
	return resp, commandtest.Buttons(resp)[0].CustomID
}

// TestDailyAcrossMidnight: a daily board begun before midnight (UTC) and finished after it counts on its
// own day's ranking, and /sudoku daily then opens the new day's puzzle.
func TestDailyAcrossMidnight(t *testing.T) {
	h, clock, _ := playHarness(t)
	clock.Advance(13*time.Hour + 50*time.Minute) // 23:50
	resp, p := dailyIn(t, h, alice, "g")
	solveEvery(t, h, clock, alice, resp, 30*time.Second)
	if clock.Now().Day() != 2 {
		t.Fatalf("the game ended at %v, before midnight", clock.Now())
	}
	for day, want := range map[string]int{"2026-05-01": 1, "2026-05-02": 0} {
		got, err := h.Store.ZRangeByScore(context.Background(), rankingKey("g", day), math.Inf(-1), math.Inf(1), 0)
		if err != nil || len(got) != want {
			t.Errorf("the ranking of %s: %+v, %v; want %d", day, got, err, want)
		}
	}
	_, next := dailyIn(t, h, alice, "g")
	if next.Day != "2026-05-02" || next.ID == p.ID || next.over() {
		t.Errorf("the daily after midnight: day %s, game %s (yesterday's %s)", next.Day, next.ID, p.ID)
	}
}

// TestDailyHintedRanking: a daily solved with a hint is off the day's ranking, and what follows it says
// so, never that nobody has finished the puzzle: at its end, under the Ranking button and in /sudoku daily
// again; and once someone is on the ranking, that the hinted solve is not on it.
func TestDailyHintedRanking(t *testing.T) {
	h, clock, _ := playHarness(t)
	ra, _ := dailyIn(t, h, alice, "g")
	ra = use(t, h, alice, ra, "hint")
	end := solveAll(t, h, clock, alice, ra)
	const emptyOff = "Nobody is on the ranking of the daily Sudoku of 2026-05-01 yet: yours, solved with a hint or a Check, is off it."
	if strings.Contains(end.Content, "Nobody has") || !strings.Contains(end.Content, emptyOff) {
		t.Errorf("the end of a daily solved with a hint:\n%s\nwant %q", end.Content, emptyOff)
	}
	if got := h.Press(alice, controlOf(t, end, "rank")); got.Content != emptyOff {
		t.Errorf("alice's Ranking button: %q, want %q", got.Content, emptyOff)
	}
	if got := h.Press(bob, controlOf(t, end, "rank")); got.Content != "Nobody has solved the daily Sudoku of 2026-05-01 without a hint or a Check yet." {
		t.Errorf("bob's Ranking button: %q", got.Content)
	}
	if again, _ := dailyIn2(t, h, alice); !strings.Contains(again.Content, emptyOff) {
		t.Errorf("the daily again after the end:\n%s", again.Content)
	}
	rb, _ := dailyIn(t, h, bob, "g")
	solveAll(t, h, clock, bob, rb)
	got := h.Press(alice, controlOf(t, end, "rank"))
	if !strings.Contains(got.Content, "(1 finisher, fastest first):\n1. <@102>: ") || !strings.HasSuffix(got.Content, "\nYours, solved with a hint or a Check, is off the ranking.") {
		t.Errorf("alice's Ranking button once bob is on it:\n%s", got.Content)
	}
}

// TestDailyRankingTies: the day's ranking ranks by the time as it shows it, in whole seconds, so that
// players whose times differ by less than the board shows share a rank (1, 1, 3, as /leaderboard numbers
// a tie), listed within it in the store's order (the exact time, then the user id); a player further down
// than the ranking lists is given the rank they share.
func TestDailyRankingTies(t *testing.T) {
	type finisher struct {
		user    string
		seconds float64
	}
	tests := []struct {
		name  string
		times []finisher
		me    string
		lang  i18n.Lang // i18n.English, the zero Lang, when not set
		want  []string  // the lines after the header
	}{{
		name:  "milliseconds apart share a rank",
		times: []finisher{{"1", 40.2}, {"2", 39.9}, {"3", 41}},
		want:  []string{"1. <@2>: 40 seconds", "1. <@1>: 40 seconds", "3. <@3>: 41 seconds"},
	}, {
		name:  "the same milliseconds, in the order of the ids",
		times: []finisher{{"2", 40.25}, {"1", 40.25}},
		want:  []string{"1. <@1>: 40 seconds", "1. <@2>: 40 seconds"},
	}, {
		name:  "half a second apart, shown apart",
		times: []finisher{{"1", 40.4}, {"2", 40.5}, {"3", 40.6}},
		want:  []string{"1. <@1>: 40 seconds", "2. <@2>: 41 seconds", "2. <@3>: 41 seconds"},
	}, {
		name:  "under a second",
		times: []finisher{{"1", 0.2}, {"2", 0.45}, {"3", 0.6}},
		want:  []string{"1. <@1>: less than a second", "1. <@2>: less than a second", "3. <@3>: 1 second"},
	}, {
		name: "further down, on a shared rank",
		times: []finisher{{"01", 10}, {"02", 11}, {"03", 12}, {"04", 13}, {"05", 14}, {"06", 15}, {"07", 16}, {"08", 17},
			{"09", 18}, {"10", 60.1}, {"11", 60.3}, {"12", 61}},
		me: "11",
		want: []string{"1. <@01>: 10 seconds", "2. <@02>: 11 seconds", "3. <@03>: 12 seconds", "4. <@04>: 13 seconds",
			"5. <@05>: 14 seconds", "6. <@06>: 15 seconds", "7. <@07>: 16 seconds", "8. <@08>: 17 seconds",
			"9. <@09>: 18 seconds", "10. <@10>: 1 minute", "…and 1 more finisher in the same time, sharing #10.", "…", "10. <@11>: 1 minute"},
	}, {
		name: "a tie past the ten",
		times: []finisher{{"01", 10}, {"02", 11}, {"03", 12}, {"04", 13}, {"05", 14}, {"06", 15}, {"07", 16}, {"08", 17},
			{"09", 60}, {"10", 60.1}, {"11", 60.2}, {"12", 60.3}, {"13", 60.4}, {"14", 70}},
		want: []string{"1. <@01>: 10 seconds", "2. <@02>: 11 seconds", "3. <@03>: 12 seconds", "4. <@04>: 13 seconds",
			"5. <@05>: 14 seconds", "6. <@06>: 15 seconds", "7. <@07>: 16 seconds", "8. <@08>: 17 seconds",
			"9. <@09>: 1 minute", "9. <@10>: 1 minute", "…and 3 more finishers in the same time, sharing #9."},
	}, {
		name: "a tie past the ten, in Korean",
		times: []finisher{{"01", 10}, {"02", 11}, {"03", 12}, {"04", 13}, {"05", 14}, {"06", 15}, {"07", 16}, {"08", 17},
			{"09", 18}, {"10", 60}, {"11", 60.2}, {"12", 60.3}},
		lang: i18n.Korean,
		want: []string{"1. <@01>: 10초", "2. <@02>: 11초", "3. <@03>: 12초", "4. <@04>: 13초",
			"5. <@05>: 14초", "6. <@06>: 15초", "7. <@07>: 16초", "8. <@08>: 17초",
			"9. <@09>: 18초", "10. <@10>: 1분", "…그리고 같은 기록으로 공동 10위가 2명 더 있습니다."},
	}, {
		name: "a tie ending at the tenth",
		times: []finisher{{"01", 10}, {"02", 11}, {"03", 12}, {"04", 13}, {"05", 14}, {"06", 15}, {"07", 16}, {"08", 17},
			{"09", 60}, {"10", 60.1}, {"11", 61}, {"12", 61.2}},
		want: []string{"1. <@01>: 10 seconds", "2. <@02>: 11 seconds", "3. <@03>: 12 seconds", "4. <@04>: 13 seconds",
			"5. <@05>: 14 seconds", "6. <@06>: 15 seconds", "7. <@07>: 16 seconds", "8. <@08>: 17 seconds",
			"9. <@09>: 1 minute", "9. <@10>: 1 minute"},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, cmd := playHarness(t)
			ctx := context.Background()
			for _, f := range tt.times {
				if err := cmd.Store.ZAdd(ctx, rankingKey("g", "2026-05-01"), f.user, f.seconds); err != nil {
					t.Fatal(err)
				}
			}
			got := strings.Split(cmd.rankingText(ctx, "g", "2026-05-01", tt.me, false, tt.lang), "\n")[1:]
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("the ranking:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

// TestDailyWeekOfItsDay: a daily counts on the weekly leaderboard of the week of the day it names, not of
// the day it is finished. Dailies opened each day of a week (Mon 2026-05-04 .. Sun 05-10), left, and
// finished on the next Monday with that Monday's gave that week eight wins, one more than it has days,
// and Sunday's daily, begun before midnight and solved fast just after it, gave it its best time.
func TestDailyWeekOfItsDay(t *testing.T) {
	h, clock, _ := playHarness(t)
	clock.Advance(time.Date(2026, 5, 4, 23, 59, 30, 0, time.UTC).Sub(clock.Now()))
	var left []*router.Response
	for range 6 { // Monday to Saturday, opened and left
		r, _ := dailyToday(t, h, alice, "g")
		left = append(left, r)
		clock.Advance(24 * time.Hour)
	}
	sunday, _ := dailyToday(t, h, alice, "g")
	solveEvery(t, h, clock, alice, sunday, time.Second)
	if clock.Now().Weekday() != time.Monday {
		t.Fatalf("Sunday's daily ended at %v, before midnight", clock.Now())
	}
	clock.Advance(9 * time.Hour)
	monday, p := dailyToday(t, h, alice, "g") // Saturday's board, left, waits over it (unfinishedEarlier)
	solveEvery(t, h, clock, alice, monday, 2*time.Second)
	for _, r := range left {
		solveEvery(t, h, clock, alice, r, time.Second)
	}
	ctx := context.Background()
	lastWeek := time.Date(2026, 5, 10, 12, 0, 0, 0, time.UTC)
	mondayTook := stored(t, h, p.ID).elapsed(time.Time{}).Seconds()
	for _, c := range []struct {
		key  string
		want float64
	}{
		{commands.LeaderboardKey(resultsName, "g", commands.Week, lastWeek), 7},
		{commands.LeaderboardKey(resultsName, "g", commands.Week, clock.Now()), 1},
		{commands.LeaderboardKey(resultsName, "g", commands.AllTime, clock.Now()), 8},
		{commands.BestTimeKey(resultsName, "g", commands.Week, clock.Now()), mondayTook}, // not Sunday's, faster
	} {
		if got, _, err := h.Store.ZScore(ctx, c.key, alice.ID); err != nil || got != c.want {
			t.Errorf("%s: %v, %v; want %v", c.key, got, err, c.want)
		}
	}
}

// TestDailyTimeOneSecondEverywhere: a daily's time shows and ranks as one number of whole seconds at its
// end, on the day's ranking and on /leaderboard. A time of 12.4996 s, kept on the day's ranking rounded
// to milliseconds first (12.5), showed 13 seconds there against 12 at the end and on /leaderboard.
func TestDailyTimeOneSecondEverywhere(t *testing.T) {
	h, clock, _ := playHarness(t)
	resp, p := dailyIn(t, h, alice, "g")
	blanks := 0
	for i := range len(p.Cells) {
		if p.at(i) != p.answer(i) {
			blanks++
		}
	}
	took := 12*time.Second + 499600*time.Microsecond
	each := took / time.Duration(blanks)
	if each*time.Duration(blanks) == took {
		each-- // the daily's puzzle comes from a random secret: a count of blanks that divides took evenly
	}
	end := solveEvery(t, h, clock, alice, resp, each)
	if got := stored(t, h, p.ID).elapsed(time.Time{}); got.Round(time.Millisecond) != took.Round(time.Millisecond) || got >= took {
		t.Fatalf("the game took %v, want just under %v", got, took)
	}
	if !strings.Contains(end.Content, "**Solved** in 12 seconds") || !strings.Contains(end.Content, "1. <@101>: 12 seconds") {
		t.Errorf("the end and its ranking, want 12 seconds in both:\n%s", end.Content)
	}
	ctx := context.Background()
	day, err := h.Store.ZRangeByScore(ctx, rankingKey("g", p.Day), math.Inf(-1), math.Inf(1), 0)
	if err != nil || len(day) != 1 || shownTime(day[0].Score) != 12*time.Second {
		t.Errorf("the day's ranking: %+v, %v; want 12 s as it ranks", day, err)
	}
	best, _, err := h.Store.ZScore(ctx, commands.BestTimeKey(resultsName, "g", commands.Week, clock.Now()), alice.ID)
	if err != nil || math.Round(best) != 12 {
		t.Errorf("the week's best time: %v, %v; want 12 s as /leaderboard ranks it", best, err)
	}
}

// TestDailyYesterdayUnfinished: once the new day's board is open, /sudoku daily shows it, and a board of
// yesterday's daily left unfinished, which still ranks on its day's ranking, could be reached only from
// its own private message. The reply says so and brings that board along, private, with its controls;
// once it is finished, or made practice, nothing more is said of it (and a board made practice does not
// hold the new day's back either).
func TestDailyYesterdayUnfinished(t *testing.T) {
	const line = "Your board of the daily Sudoku of 2026-05-01 is not finished yet, and still ranks on that day's ranking"
	yesterday := func(resp *router.Response) *router.Response {
		t.Helper()
		for _, f := range resp.Followups {
			if f.Private && strings.Contains(f.Content, "**Daily Sudoku** of 2026-05-01") {
				return f
			}
		}
		return nil
	}
	h, clock, _ := playHarness(t)
	clock.Advance(13*time.Hour + 55*time.Minute) // 23:55
	first, p := dailyIn(t, h, alice, "g")
	if strings.Contains(first.Content, line) || len(first.Followups) > 0 {
		t.Errorf("the first daily speaks of yesterday: %q", first.Content)
	}
	bobBoard, _ := dailyIn(t, h, bob, "g")
	use(t, h, bob, bobBoard, "hint") // practice from now on
	clock.Advance(10 * time.Minute)  // 00:05

	_, q := dailyToday(t, h, alice, "g")
	if q.Day != "2026-05-02" || q.ID == p.ID {
		t.Fatalf("after midnight: the daily of %s, game %s", q.Day, q.ID)
	}
	today, _ := dailyIn(t, h, alice, "g")
	if gameID(t, today) != q.ID || !strings.Contains(today.Content, line+": it is in the message below.") {
		t.Errorf("today's daily does not name yesterday's unfinished board:\n%s", today.Content)
	}
	board := yesterday(today)
	if board == nil {
		t.Fatalf("no private message with yesterday's board: %+v", today.Followups)
	}
	if id := gameID(t, board); id != p.ID {
		t.Fatalf("the board brought along is game %s, want yesterday's %s", id, p.ID)
	}
	solveEvery(t, h, clock, alice, board, time.Second)
	got, err := h.Store.ZRangeByScore(context.Background(), rankingKey("g", "2026-05-01"), math.Inf(-1), math.Inf(1), 0)
	if err != nil || len(got) != 1 || got[0].Member != alice.ID {
		t.Errorf("yesterday's ranking after finishing it from the reply: %+v, %v", got, err)
	}
	again, _ := dailyIn(t, h, alice, "g")
	if strings.Contains(again.Content, line) || yesterday(again) != nil {
		t.Errorf("yesterday's board, finished, is still brought up:\n%s", again.Content)
	}
	bobToday, b := dailyIn(t, h, bob, "g")
	if b.Day != "2026-05-02" || strings.Contains(bobToday.Content, "2026-05-01") || yesterday(bobToday) != nil {
		t.Errorf("yesterday's board made practice is brought up, or holds today's back:\n%s", bobToday.Content)
	}
}

// TestDailyBoardKeptAWeekFromItsStart: a daily board is kept a week from when it started, however late it
// is moved (a move renews a practice game's week): /sudoku solve keeps a daily's solution private for the
// days whose boards may still be open (dailyFrom), and a board moved every few days would otherwise stay
// open, ranked, long after.
func TestDailyBoardKeptAWeekFromItsStart(t *testing.T) {
	h, clock, cmd := playHarness(t)
	keep := &commandtest.FailingWrites{Store: cmd.Store}
	cmd.Store = keep
	resp, p := dailyIn(t, h, alice, "g")
	clock.Advance(6 * 24 * time.Hour)
	i := strings.IndexByte(p.Cells, '.') // a blank cell
	n := p.size()
	resp = goTo(t, h, alice, resp, n, i/n, i%n)
	write(t, h, alice, resp, n, p.answer(i))
	if ttl := keep.TTL(playKey(p.ID)); ttl <= 0 || ttl > 24*time.Hour {
		t.Errorf("the board moved six days after it started is kept %v more, want the day left of its week", ttl)
	}
}

// TestDailySaysWhatUnranksIt: a ranked daily board says, before any press, that a Hint or a Check makes it
// practice (a player learnt it only once pressed, too late); the line goes once the board is practice,
// and a game of /sudoku play, practice from its start, never has it.
func TestDailySaysWhatUnranksIt(t *testing.T) {
	h, _, _ := playHarness(t)
	const rule = "-# This board ranks: a **Hint**, or a **Check** of digits you wrote, makes it practice, off the leaderboards and the day's ranking by time."
	resp, _ := dailyIn(t, h, alice, "g")
	if !strings.Contains(resp.Content, rule) {
		t.Errorf("the daily board lacks %q:\n%s", rule, resp.Content)
	}
	if hinted := use(t, h, alice, resp, "hint"); strings.Contains(hinted.Content, rule) {
		t.Errorf("a hinted daily still says it ranks:\n%s", hinted.Content)
	}
	if ko := h.Serve(commandtest.InGuild(commandtest.CommandIn(bob, discordgo.Korean, "sudoku", "daily", opt{"display", "text"}), "g")); !strings.Contains(ko.Content, "-# 이 판은 순위에 듭니다.") {
		t.Errorf("the Korean daily board:\n%s", ko.Content)
	}
	if play := h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"display", "text"}); strings.Contains(play.Content, "This board ranks") {
		t.Errorf("a practice game says it ranks:\n%s", play.Content)
	}
}
