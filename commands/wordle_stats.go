package commands

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/wordle"
	"kibitz/storage"
)

// /wordle stats, and the recording of daily results.
//
// When a daily game ends, two records change, each with compare-and-set and each idempotent, so that
// recording twice (after a retry, or when /wordle daily repairs a recording cut short) counts once:
//   - wdls:<guild>:<user>, the user's stats in the server: played, won, the distribution of guesses, and
//     the streak of consecutive days won;
//   - wdlb:<guild>:<day>, the server's board of the day: each player's guesses and time, best first.
//
// The week's board adds up the boards of the last seven days (today included): most days won first, then
// fewest guesses in all (a missed word counts 7), then least time.

const (
	// wordleBoardMax bounds a day's board: beyond it, the slowest results are dropped.
	wordleBoardMax = 500
	// wordleBoardShow is how many players each board shows.
	wordleBoardShow = 5
	// wordleRecentDays is how many days a stats record remembers having counted.
	wordleRecentDays = 14
	// wordleBarWidth is the longest bar of the guess distribution, in blocks.
	wordleBarWidth = 20
)

// wordleStats is a user's daily stats in one server.
type wordleStats struct {
	Played  int                        `json:"played"`
	Won     int                        `json:"won"`
	Dist    [wordle.MaxGuesses + 1]int `json:"dist"`               // Dist[k]: days won in k guesses
	Streak  int                        `json:"streak"`             // consecutive days won, ending at LastWon
	Best    int                        `json:"best"`               // the longest streak
	LastWon string                     `json:"last_won,omitempty"` // the last day won
	Recent  []string                   `json:"recent,omitempty"`   // the days counted lately, to count each once
}

// The versions of the stored layouts of wordleStats and wordleBoard (storage.Versioned). Bump one, with a
// MigrateFrom, when a change would make values stored before it decode wrongly.
const (
	wordleStatsSchema = 1
	wordleBoardSchema = 1
)

func (wordleStats) SchemaVersion() int { return wordleStatsSchema }
func (wordleBoard) SchemaVersion() int { return wordleBoardSchema }

// add counts the result of a day, once.
func (s *wordleStats) add(day string, g *wordle.Game) bool {
	if slices.Contains(s.Recent, day) {
		return false
	}
	s.Recent = append(s.Recent, day)
	slices.Sort(s.Recent)
	if len(s.Recent) > wordleRecentDays {
		s.Recent = s.Recent[len(s.Recent)-wordleRecentDays:]
	}
	s.Played++
	switch {
	case g.Won():
		s.Won++
		s.Dist[len(g.Guesses)]++
		switch {
		case s.LastWon != "" && day == wordleNextDay(s.LastWon):
			s.Streak++
			s.LastWon = day
		case day > s.LastWon: // a day missed or lost breaks the streak
			s.Streak = 1
			s.LastWon = day
		}
		// A day before LastWon, finished late, leaves the streak as it is.
	case day > s.LastWon:
		s.Streak = 0
	}
	s.Best = max(s.Best, s.Streak)
	return true
}

// current is the streak still alive on today: it ends at today or yesterday.
func (s *wordleStats) current(today string) int {
	if s.LastWon == today || wordleNextDay(s.LastWon) == today {
		return s.Streak
	}
	return 0
}

// wordleNextDay is the day after day.
func wordleNextDay(day string) string {
	t, ok := wordleParseDay(day)
	if !ok {
		return ""
	}
	return wordleDay(t.AddDate(0, 0, 1))
}

// wordleBoard is a server's board of one day, best first.
type wordleBoard struct {
	Entries []wordleEntry `json:"entries"`
}

// wordleEntry is one player's result on a board.
type wordleEntry struct {
	User    string        `json:"user"`
	Guesses int           `json:"guesses"` // wordle.MaxGuesses+1 for a word missed
	Took    time.Duration `json:"took"`    // from first showing the game to the end
	At      time.Time     `json:"at"`      // when it ended
}

// wordleEntryCmp orders a day's board: fewest guesses, then least time, then who finished first.
func wordleEntryCmp(a, b wordleEntry) int {
	if a.Guesses != b.Guesses {
		return a.Guesses - b.Guesses
	}
	if a.Took != b.Took {
		return cmp.Compare(a.Took, b.Took)
	}
	return a.At.Compare(b.At)
}

// recordDaily counts a finished daily game in the user's stats and on the server's board of its day.
func (c *wordleCommand) recordDaily(ctx context.Context, guild, user string, g *wordleGame) error {
	if _, err := storage.UpdateJSON(ctx, c.Store, "wdls:"+guild+":"+user, wordleStatsTTL, func(s *wordleStats) (*wordleStats, error) {
		if s == nil {
			s = &wordleStats{}
		}
		if !s.add(g.ID, &g.Game) {
			return nil, storage.ErrKeep
		}
		return s, nil
	}); err != nil {
		return err
	}
	e := wordleEntry{User: user, Guesses: len(g.Game.Guesses), Took: g.At.Sub(g.Start), At: g.At}
	if !g.Game.Won() {
		e.Guesses = wordle.MaxGuesses + 1
	}
	_, err := storage.UpdateJSON(ctx, c.Store, "wdlb:"+guild+":"+g.ID, wordleBoardTTL, func(b *wordleBoard) (*wordleBoard, error) {
		if b == nil {
			b = &wordleBoard{}
		}
		if slices.ContainsFunc(b.Entries, func(x wordleEntry) bool { return x.User == user }) {
			return nil, storage.ErrKeep
		}
		i, _ := slices.BinarySearchFunc(b.Entries, e, wordleEntryCmp)
		b.Entries = slices.Insert(b.Entries, i, e)
		if len(b.Entries) > wordleBoardMax {
			b.Entries = b.Entries[:wordleBoardMax]
		}
		return b, nil
	})
	return err
}

var (
	msgWordleStatsTitle = i18n.Text{
		En: "**Your daily Wordle in this server**",
		Ko: "**이 서버에서의 나의 오늘의 단어 기록**",
	}
	msgWordleStatsLine = i18n.Text{
		En: "Played %d · won %d%% · current streak %d · best streak %d",
		Ko: "플레이 %d · 승률 %d%% · 현재 연승 %d · 최고 연승 %d",
	}
	msgWordleStatsNone = i18n.Text{
		En: "You have not finished a daily word in this server yet: try /wordle daily.",
		Ko: "이 서버에서 아직 오늘의 단어를 마친 적이 없습니다. /워들 오늘의단어 명령을 실행해 보세요.",
	}
	msgWordleStatsDist = i18n.Text{
		En: "Guess distribution:",
		Ko: "추측 횟수 분포:",
	}
	msgWordleBoardToday = i18n.Text{
		En: "**Today, %s** (fewest guesses, then fastest):",
		Ko: "**오늘, %s** (적은 추측, 같으면 빠른 순):",
	}
	msgWordleBoardWeek = i18n.Text{
		En: "**Last 7 days** (most words found, then fewest guesses; a miss counts 7):",
		Ko: "**최근 7일** (찾은 단어 많은 순, 같으면 적은 추측 순, 실패는 7회로 계산):",
	}
	msgWordleBoardEmpty = i18n.Text{
		En: "nobody has finished yet.",
		Ko: "아직 아무도 마치지 않았습니다.",
	}
	msgWordleBoardDay = i18n.Text{
		En: "%d. %s %s in %s",
		Ko: "%d. %s %s (%s)",
	}
	msgWordleBoardWeekLine = i18n.Text{
		En: "%d. %s %d found of %d played, %d guesses",
		Ko: "%d. %s %[4]d번 중 %[3]d번 성공, 추측 %[5]d회",
	}
	msgWordleBoardYou = i18n.Text{
		En: "You: #%d of %d.",
		Ko: "나: %[2]d명 중 %[1]d위.",
	}
	msgWordleStatsDay = i18n.Text{
		En: "-# Days change at 00:00 UTC.",
		Ko: "-# 날짜는 UTC 0시에 바뀝니다.",
	}
)

// stats shows the user's daily stats in the server and the server's boards of today and the week.
func (c *wordleCommand) stats(ctx context.Context, req *router.Request) (*router.Response, error) {
	if req.GuildID == "" {
		return nil, router.Fail(router.Invalid, msgWordleDailyNoServer).WithHint(hintWordlePlayAnywhere)
	}
	lang := req.Lang
	today := c.today()
	var sb strings.Builder
	sb.WriteString(msgWordleStatsTitle.In(lang) + "\n")
	var s wordleStats
	switch err := storage.GetJSON(ctx, c.Store, "wdls:"+req.GuildID+":"+req.User.ID, &s); {
	case errors.Is(err, storage.ErrNotFound):
		sb.WriteString(msgWordleStatsNone.In(lang) + "\n")
	case err != nil:
		return nil, err
	default:
		sb.WriteString(msgWordleStatsLine.F(lang, s.Played, 100*s.Won/max(s.Played, 1), s.current(wordleDay(today)), s.Best) + "\n")
		sb.WriteString(msgWordleStatsDist.In(lang) + "\n" + wordleDistribution(&s))
	}

	var boards [7]wordleBoard
	for i := range boards {
		err := storage.GetJSON(ctx, c.Store, "wdlb:"+req.GuildID+":"+wordleDay(today.AddDate(0, 0, -i)), &boards[i])
		if err != nil && !errors.Is(err, storage.ErrNotFound) {
			return nil, err
		}
	}
	sb.WriteString("\n" + msgWordleBoardToday.F(lang, wordleDay(today)) + "\n")
	wordleWriteToday(&sb, boards[0].Entries, req.User.ID, lang)
	sb.WriteString("\n" + msgWordleBoardWeek.In(lang) + "\n")
	wordleWriteWeek(&sb, boards[:], req.User.ID, lang)
	sb.WriteString(msgWordleStatsDay.In(lang))
	return router.PrivateReply(sb.String()), nil
}

// wordleDistribution is the guess distribution as a monospace bar chart, X for the days missed.
func wordleDistribution(s *wordleStats) string {
	counts := make([]int, 0, wordle.MaxGuesses+1)
	counts = append(counts, s.Dist[1:]...)
	counts = append(counts, s.Played-s.Won)
	top := max(slices.Max(counts), 1)
	var sb strings.Builder
	sb.WriteString("```\n")
	for i, n := range counts {
		label := fmt.Sprint(i + 1)
		if i == wordle.MaxGuesses {
			label = "X"
		}
		bar := strings.Repeat("█", (n*wordleBarWidth+top-1)/top)
		fmt.Fprintf(&sb, "%s │%s %d\n", label, bar, n)
	}
	sb.WriteString("```\n")
	return sb.String()
}

// wordleWriteToday writes the best of today's board, and the user's place when it is further down.
func wordleWriteToday(sb *strings.Builder, entries []wordleEntry, me string, lang i18n.Lang) {
	if len(entries) == 0 {
		sb.WriteString(msgWordleBoardEmpty.In(lang) + "\n")
		return
	}
	for i, e := range entries[:min(len(entries), wordleBoardShow)] {
		score := fmt.Sprintf("%d/%d", e.Guesses, wordle.MaxGuesses)
		if e.Guesses > wordle.MaxGuesses {
			score = fmt.Sprintf("X/%d", wordle.MaxGuesses)
		}
		sb.WriteString(msgWordleBoardDay.F(lang, i+1, mention(e.User), score, e.Took.Round(time.Second)) + "\n")
	}
	if i := slices.IndexFunc(entries, func(e wordleEntry) bool { return e.User == me }); i >= wordleBoardShow {
		sb.WriteString(msgWordleBoardYou.F(lang, i+1, len(entries)) + "\n")
	}
}

// wordleWeekRow is one player's week.
type wordleWeekRow struct {
	user                 string
	played, won, guesses int
	took                 time.Duration
}

// wordleWriteWeek writes the best players of the week's boards, and the user's place when further down.
func wordleWriteWeek(sb *strings.Builder, boards []wordleBoard, me string, lang i18n.Lang) {
	byUser := map[string]*wordleWeekRow{}
	var rows []*wordleWeekRow
	for _, b := range boards {
		for _, e := range b.Entries {
			r := byUser[e.User]
			if r == nil {
				r = &wordleWeekRow{user: e.User}
				byUser[e.User] = r
				rows = append(rows, r)
			}
			r.played++
			r.guesses += e.Guesses
			r.took += e.Took
			if e.Guesses <= wordle.MaxGuesses {
				r.won++
			}
		}
	}
	if len(rows) == 0 {
		sb.WriteString(msgWordleBoardEmpty.In(lang) + "\n")
		return
	}
	slices.SortFunc(rows, func(a, b *wordleWeekRow) int {
		switch {
		case a.won != b.won:
			return b.won - a.won
		case a.guesses != b.guesses:
			return a.guesses - b.guesses
		case a.took != b.took:
			return cmp.Compare(a.took, b.took)
		}
		return strings.Compare(a.user, b.user)
	})
	for i, r := range rows[:min(len(rows), wordleBoardShow)] {
		sb.WriteString(msgWordleBoardWeekLine.F(lang, i+1, mention(r.user), r.won, r.played, r.guesses) + "\n")
	}
	if i := slices.IndexFunc(rows, func(r *wordleWeekRow) bool { return r.user == me }); i >= wordleBoardShow {
		sb.WriteString(msgWordleBoardYou.F(lang, i+1, len(rows)) + "\n")
	}
}
