// Package leaderboard is /leaderboard and /stats: what the games record when they end (commands.Record)
// read back, as a server's ranking by wins and as one player's figures across games; and /rankings, by
// which a server's moderators take a player off its leaderboards (rankings.go).
//
// /leaderboard game:<ranking> [period:week|all] shows a server's ten players with the most ranked wins in
// one of the games' rankings (commands.Scoring: a game's one ranking, or one of several a game may
// declare), this ISO week (UTC) or all time, as a picture, an emoji list or a text table (the display
// option, else the user's /settings), with what counts on it, each player's best time on a ranking
// against the clock, and the asker's own rank under it when they are further down. Players with as many
// wins share a rank (1, 2, 2, 4), in the store's order (the sorted set's: the later user id first; it
// does not keep who got there first); against the clock (Sudoku's ranking) as many puzzles solved are
// ranked by the best time on the board, the faster first (bestTimes), so that only the same count in the
// same time shares a rank. When more players share the tenth place than the board has room for, a line
// under it says how many more there are. It needs a server: in a direct message it says
// so. Only ranked results are on it: practice is not (docs/contract.md §5).
//
// /stats [user] shows a user's wins, losses, draws, win rate, streaks and best times in every ranking
// they played in, then their practice by game, labelled, and the figures kept from before results were
// ranked, from any server. It is public: the figures are no secret.
//
// The games and their rankings are not listed here: each game declares them (commands.ScoredGame), and
// commands/all hands them over in Config.
//
// Names. A picture cannot show a mention, and kibitz cannot ask Discord for a member's name without a
// call of its own (a handler never calls Discord), so a result keeps the player's name with their
// figures (commands.Result.Name, commands.UserStats.Name) when the game gives it. A board shows, for each
// player: the name in the interaction when it is the asker (or the user a /stats asks about), else the
// name kept, else "user" and the last four digits of their id. The picture's font has no Hangul nor
// Chinese characters: a name it cannot draw is shown there by id too, with a line saying so and that
// `display:text` shows every name. The text views show names, not mentions, so that asking for a board
// never notifies ten people.
package leaderboard

import (
	"context"
	"math"
	"slices"
	"strconv"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/storage"
)

// top is how many players a leaderboard shows.
const top = 10

// Config is what /leaderboard and /stats alone need to know: the games that record results, in the order
// they are listed, with their rankings (commands.Scorings).
type Config struct {
	Scorings []commands.Scoring
	// Own are the games that keep rankings of a place of their own (a daily's ranking of the day), which
	// /rankings remove takes a player off too.
	Own []commands.PlaceRankings
}

// Command is /leaderboard and /stats, ready to register (commands.Game).
type Command struct {
	commands.Env
	Config
	pictures *render.PNGCache // boards asked for again before they change
}

// New is /leaderboard and /stats on env.
func New(env commands.Env, cfg Config) *Command {
	return &Command{Env: env.WithDefaults(), Config: cfg, pictures: render.NewPNGCache(64)}
}

// Background implements commands.BackgroundGame: the results whose recording failed, or was cut short,
// are recorded again once due (commands.Env.RepairResults), so that they reach the rankings this room
// shows.
func (c *Command) Background(ctx context.Context) {
	c.SweepingDeadlines(ctx, commands.PendingResults, c.RepairResults)
}

// Register implements commands.Game.
func (c *Command) Register(m *router.Mux) {
	var choices []router.Choice
	for _, sc := range c.Scorings {
		for _, r := range sc.Rankings {
			choices = append(choices, router.Choice{Name: sc.Title(r), Value: r.ID})
		}
	}
	m.Command(router.Command{
		Name:        i18n.Text{En: "leaderboard", Ko: "순위표"},
		Description: i18n.Text{En: "The players here with the most ranked wins in a game", Ko: "여기서 한 게임의 순위전을 가장 많이 이긴 사람들"},
		Example:     "/leaderboard game:tictactoe period:week",
		NotInBotDM:  true, // a DM with kibitz has no leaderboard (leaderboard)
		Handler:     c.leaderboard,
		About:       c.rules(),
		Options: []router.Option{{
			Type:        discordgo.ApplicationCommandOptionString,
			Name:        i18n.Text{En: "game", Ko: "게임"},
			Description: i18n.Text{En: "Which game's ranking", Ko: "어느 게임의 순위인지"},
			Required:    true,
			Choices:     choices,
		}, {
			Type:        discordgo.ApplicationCommandOptionString,
			Name:        i18n.Text{En: "period", Ko: "기간"},
			Description: i18n.Text{En: "This week (from Monday, UTC) or all time (the default)", Ko: "이번 주(월요일부터, UTC) 또는 전체 기간(기본)"},
			Choices: []router.Choice{
				{Name: i18n.Text{En: "this week", Ko: "이번 주"}, Value: string(commands.Week)},
				{Name: i18n.Text{En: "all time", Ko: "전체 기간"}, Value: string(commands.AllTime)},
			},
		}, rankingDisplay()},
	})
	m.Command(router.Command{
		Name:        i18n.Text{En: "stats", Ko: "전적"},
		Description: i18n.Text{En: "Wins, losses, streaks and best times in the games kibitz ranks", Ko: "kibitz가 순위를 매기는 게임의 승패, 연승, 최고 기록"},
		Example:     "/stats user:@friend",
		Handler:     c.stats,
		Options: []router.Option{{
			Type:        discordgo.ApplicationCommandOptionUser,
			Name:        i18n.Text{En: "user", Ko: "사용자"},
			Description: i18n.Text{En: "Whose figures (yours when left out)", Ko: "누구의 기록인지 (비우면 내 기록)"},
		}},
	})
	m.Command(c.rankingsCommand())
}

// rankingDisplay is the display option of /leaderboard, said of a ranking: the words for a board are a
// game board's in most languages (tablero, 盤面, 판).
func rankingDisplay() router.Option {
	o := commands.DisplayOption()
	o.Description = i18n.Text{En: "How to show the ranking: picture, emoji or text (default: your /settings)", Ko: "순위를 보여 줄 방식: 그림, 이모지, 텍스트 (기본: /설정에서 고른 방식)"}
	return o
}

// leaderboard shows the top players of a place in a ranking: a server's, a group DM's or a channel's of a
// server that did not add kibitz (router.Request.RankScope); a DM with kibitz has none.
func (c *Command) leaderboard(ctx context.Context, req *router.Request) (*router.Response, error) {
	if req.RankScope() == "" {
		return nil, router.Fail(router.Invalid, msgNoServer).WithHint(hintStatsAnywhere)
	}
	lang, me := req.Lang, req.User.ID
	sc, ranking, ok := c.ranking(req.String("game"))
	if !ok {
		// The router checks the choices; this is for a caller that does not go through it.
		return nil, router.Fail(router.Invalid, noRanking(req.String("game"))).WithHint(hintRankings)
	}
	period := commands.Period(req.String("period"))
	if period != commands.Week {
		period = commands.AllTime
	}
	// One clock reading for every read, so that a week ending meanwhile cannot mix two weeks' boards.
	now := c.Now()
	key := commands.LeaderboardKey(ranking.ID, req.RankScope(), period, now)
	bestKey := ""
	if ranking.Timed {
		bestKey = commands.BestTimeKey(ranking.ID, req.RankScope(), period, now)
	}
	names := map[string]string{}
	var scored, lastTied []storage.Scored
	var bests bestTimes // nil but against the clock
	for range maxReads {
		var err error
		if scored, lastTied, bests, err = c.read(ctx, key, bestKey); err != nil {
			return nil, err
		}
		if gone := c.players(ctx, req, scored, names); len(gone) == 0 || !c.dropGone(ctx, key, bestKey, gone) {
			break
		}
	}
	name := sc.Title(ranking)
	titleAll, titleWeek, emptyAll, emptyWeek := msgTitleAll, msgTitleWeek, msgEmptyAll, msgEmptyWeek
	if ranking.Timed {
		// Against the clock a win is a puzzle solved (a puzzle is never lost): said so.
		titleAll, titleWeek, emptyAll, emptyWeek = msgTitleAllSolved, msgTitleWeekSolved, msgEmptyAllSolved, msgEmptyWeekSolved
	}
	title := titleAll.Text(req.Place).F(lang, name)
	if period == commands.Week {
		title = titleWeek.F(lang, name, nextWeek(now))
	}
	counts := msgCountsHere.F(lang, ranking.Counts.Text(req.Place))
	if len(scored) == 0 {
		empty := emptyAll
		if period == commands.Week {
			empty = emptyWeek
		}
		return router.Reply(title + "\n" + empty.In(lang) + "\n" + counts), nil
	}
	rows := make([]row, len(scored))
	inTop := false
	ranks := commands.SharedRanks(len(scored), func(prev, i int) bool { return bests.tied(scored[i], scored[prev]) })
	for i, s := range scored {
		rows[i] = row{id: s.Member, wins: int64(s.Score), rank: ranks[i], me: s.Member == me, timed: ranking.Timed}
		inTop = inTop || rows[i].me
	}
	for i := range rows {
		rows[i].name = names[rows[i].id]
		rows[i].best = bests.of(rows[i].id) // the time set on this board, in this period: not the player's best anywhere
	}
	resp := &router.Response{Content: title}
	b, renamed := c.board(rows, name, period, req.Place, lang)
	shown, err := commands.Show(resp, lang, c.ViewOf(ctx, req), b)
	if err != nil {
		return nil, err
	}
	if shown == commands.ViewImage && renamed {
		resp.Content += "\n" + msgRenamed.In(lang)
	}
	if more := moreTied(rows, lastTied, bests); more != nil {
		resp.Content += "\n" + more.In(lang)
	}
	if !inTop {
		you, err := c.yourPlace(ctx, key, me, period, bests)
		if err != nil {
			return nil, err
		}
		resp.Content += "\n" + you.In(lang)
	}
	resp.Content += "\n" + counts
	return resp, nil
}

// rules are what /help topic:leaderboard says of fair results: the rule, then each game's ranked and
// practice results, from the games' own declarations; in each place, in its words (where a result ranks,
// whom a daily is shared with).
func (c *Command) rules() []router.PlaceText {
	return []router.PlaceText{router.PlaceTextOf(func(p router.Place) i18n.Text {
		lines := []i18n.Text{msgRules.Text(p).Format(commands.TableRankedPerDay)} // the cap from the code, so the text cannot drift
		for _, sc := range c.Scorings {
			lines = append(lines, msgRulesGame.Format(sc.Name, sc.Ranked().Text(p), sc.Practice))
		}
		return i18n.Join("\n", lines...)
	})}
}

// ranking finds a ranking by its ID, with the game it belongs to.
func (c *Command) ranking(id string) (commands.Scoring, commands.Ranking, bool) {
	for _, sc := range c.Scorings {
		if r, ok := sc.Ranking(id); ok {
			return sc, r, true
		}
	}
	return commands.Scoring{}, commands.Ranking{}, false
}

// yourPlace is the asker's rank and wins on the board under key, for an asker outside the top: one more
// than the players ahead, those with more wins and, against the clock (bests not nil), those with as many
// and a faster time (ZRevRank is not in the Store, and would not share ranks).
func (c *Command) yourPlace(ctx context.Context, key, me string, period commands.Period, bests bestTimes) (i18n.Localized, error) {
	timed := bests != nil
	score, found, err := c.Store.ZScore(ctx, key, me)
	if err != nil {
		return nil, err
	}
	if !found || score <= 0 {
		switch {
		case timed && period == commands.Week:
			return msgYouNoneWeekSolved, nil
		case timed:
			return msgYouNoneAllSolved, nil
		case period == commands.Week:
			return msgYouNoneWeek, nil
		}
		return msgYouNoneAll, nil
	}
	above, err := c.Store.ZRangeByScore(ctx, key, score+0.5, math.Inf(1), 0) // wins are whole numbers
	if err != nil {
		return nil, err
	}
	ahead := len(above)
	if bests != nil {
		tied, err := c.Store.ZRangeByScore(ctx, key, score-0.5, score+0.5, 0)
		if err != nil {
			return nil, err
		}
		mine := storage.Scored{Member: me, Score: score}
		for _, t := range tied {
			if bests.compare(t, mine) < 0 {
				ahead++
			}
		}
	}
	count := wins.N(int64(score))
	if timed {
		count = solved.N(int64(score))
	}
	return msgYouRank.Format(i18n.Num(ahead+1), count), nil
}

// moreTied says how many players share the last rank of a full board (rows) without being on it, from
// the players with its last number of wins (lastTied, nil for a board that is not full), or nil when none
// do: a board of ten cannot show every player tied at the tenth place (a server's players with one win
// can be hundreds), and cutting them off unsaid would be arbitrary. Against the clock (bests) a rank is
// shared only with as many puzzles solved in the same best time.
func moreTied(rows []row, lastTied []storage.Scored, bests bestTimes) i18n.Localized {
	if len(lastTied) == 0 {
		return nil
	}
	last := rows[len(rows)-1]
	lastScored := storage.Scored{Member: last.id, Score: float64(last.wins)}
	more := 0
	for _, t := range lastTied {
		if bests.tied(t, lastScored) && !slices.ContainsFunc(rows, func(r row) bool { return r.id == t.Member }) {
			more++
		}
	}
	if more == 0 {
		return nil
	}
	count := wins.N(last.wins)
	if bests != nil {
		count = solved.N(last.wins)
	}
	return msgMoreTied.Format(morePlayers.N(int64(more)), count, i18n.Num(last.rank))
}

// nextWeek is when the weekly boards start over after now, Monday 00:00 UTC, as a Discord timestamp that
// every reader's client shows in their own words ("in 3 days").
func nextWeek(now time.Time) string {
	d := now.UTC().Truncate(24 * time.Hour)
	days := (8 - int(d.Weekday())) % 7 // Monday is 1
	if days == 0 {
		days = 7
	}
	return "<t:" + strconv.FormatInt(d.AddDate(0, 0, days).Unix(), 10) + ":R>"
}

// players adds to names the names of the players of a board (scored) it does not have yet, by id ("" when
// unknown: shown as "user" and the last digits of the id): the name in the interaction for the asker and
// for a user given as an option (Discord sends those; the interaction names nobody else, and asking
// Discord for each player's name would cost a call a row), else the one kept with the user's figures. It
// returns the players who have no figures: kept two years after a player's last result, they are gone,
// and so is the player from the board (dropGone). Figures that cannot be read are logged and left out:
// they are not worth failing a board for.
func (c *Command) players(ctx context.Context, req *router.Request, scored []storage.Scored, names map[string]string) (gone []string) {
	known := map[string]string{req.User.ID: commands.DisplayName(req.User)}
	if u := req.UserOption("user"); u != nil {
		known[u.ID] = commands.DisplayName(u)
	}
	for _, sc := range scored {
		id := sc.Member
		if _, ok := names[id]; ok {
			continue
		}
		s, found, err := c.StatsFound(ctx, id)
		switch {
		case err != nil:
			c.Log.Warn("a player's figures are unreadable; showing their id", "user", id, "err", err)
		case !found:
			gone = append(gone, id)
			continue
		}
		names[id] = s.Name
		if n := known[id]; n != "" {
			names[id] = n
		}
	}
	return gone
}

// unnamed is how a player without a known name is called: "user 1234", by the last four digits of the id.
func unnamed(id string) i18n.Text {
	return msgUnnamed.Format(id[max(len(id)-4, 0):])
}

// displayed is a name as a message shows it, or the unnamed form: cleaned as every name shown is
// (commands.ShownName: a name kept before names were cleaned, too), at most 32 characters (Discord's
// longest display name).
func displayed(lang i18n.Lang, id, name string) string {
	name = commands.ShownName(name)
	if r := []rune(name); len(r) > 32 {
		name = string(r[:31]) + "…"
	}
	if name == "" {
		return unnamed(id).In(lang)
	}
	return name
}

// noRanking says there is no ranking of that name, the name quoted and, in Korean, with the particle its
// last sound takes ("nim"이라는, "wordle"라는).
func noRanking(name string) i18n.Text {
	return msgNoRanking.Format(commands.TypedWith(name, "이라는/라는"))
}
