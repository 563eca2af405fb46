package sudoku

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"math"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/sudoku"
	"kibitz/storage"
)

// /sudoku daily: one puzzle a day for each place, the same for everyone in it, and a ranking of the day
// by time. A place is a server that added kibitz, a group DM or a channel of a server where only the
// user installed kibitz, or the user alone in a DM with kibitz (router.Request.Scope, docs/contract.md
// §5); <scope> below is its key.
//
// The puzzle is a medium 9x9 made from a seed of the daily secret (commands.Env.Secret, shared by every
// replica through the store or KIBITZ_DAILY_SECRET), the place's scope and the UTC day, so every replica
// and every player of the place gets the same one without storing it, another place or another day a
// different one, and nobody who reads the code can make a day's puzzle, and its solution, before it comes
// (a seed of the place and the day alone let anyone generate it). The puzzle a player was handed is kept
// with their game (Play.Puzzle), never made again: a change of secret (or of this seed, as when the
// secret came in) changes the puzzles of those who start after it, never a board already started. Each player plays a board of their own, privately (the board would give the answers
// away): their game's id is kept under "sdpd:<scope>:<day>:<user>", and a second /sudoku daily the same
// day shows the same game. A finished daily adds the player's time, in seconds, to the day's sorted set
// "sdpr:<scope>:<day>" (exact, as the end shows it rounded; ZAdd, after the game's own compare-and-set has
// committed, never inside it), and tells the channel the time without the grid; the ranking reads the set
// fastest first (ZRangeByScore) and ranks by the time in whole seconds, as it shows it (rankingText).

// dailyRef is the id of a user's daily game, under dailyKey.
type dailyRef struct {
	ID string `json:"id"`
}

func (dailyRef) SchemaVersion() int { return 1 }

// maxRanked is how many finishers a ranking lists.
const maxRanked = 10

// today is the UTC day, as keys and messages write it: 2026-05-01.
func (c *Command) today() string { return commands.Day(c.Now()) }

// dailySeed is the seed of a place's puzzle of a day: a MAC keyed with the daily secret, which nobody
// without the secret can work out, nor the secret from the puzzles.
func dailySeed(secret, guild, day string) uint64 {
	h := hmac.New(sha256.New, []byte(secret))
	h.Write([]byte("sudoku daily\x00" + guild + "\x00" + day))
	return binary.BigEndian.Uint64(h.Sum(nil))
}

// dailyPuzzle is a place's puzzle of a day, made once per process and place and day (c.dailies): every
// /sudoku solve of a 9x9 grid asks for the days whose boards may still be open (dailyFrom).
func (c *Command) dailyPuzzle(ctx context.Context, guild, day string) (sudoku.Puzzle, error) {
	key := guild + "\x00" + day
	if p, ok := c.dailies.Get(key); ok {
		return p, nil
	}
	p, err := c.makeDailyPuzzle(ctx, guild, day)
	if err == nil {
		c.dailies.Add(key, p)
	}
	return p, err
}

// makeDailyPuzzle generates a place's puzzle of a day from the daily secret.
func (c *Command) makeDailyPuzzle(ctx context.Context, guild, day string) (sudoku.Puzzle, error) {
	secret, err := c.Secret(ctx)
	if err != nil {
		return sudoku.Puzzle{}, err
	}
	gctx, cancel := context.WithTimeout(ctx, c.generateBudget)
	defer cancel()
	p, err := sudoku.Generate(gctx, sudoku.GenerateOptions{Size: 9, Difficulty: sudoku.Medium, Seed: dailySeed(secret, guild, day)})
	if errors.Is(err, sudoku.ErrAttempts) {
		err = nil // the nearest grade made, the same for everyone
	}
	return p, err
}

// daily answers /sudoku daily: the user's board of the day, started on first use, privately, its clock
// running from when the command arrived (commands.Env.Arrived). After midnight, while the day's board is not
// started and a board of an earlier day (yesterday's, or one left over more midnights: unfinishedEarlier)
// is unfinished and still ranks, it shows that board instead, starting nothing: that board is the one
// whose clock runs, and the player chooses when the day's starts, with the board's Open today's puzzle
// button (openToday).
func (c *Command) daily(ctx context.Context, req *router.Request) (*router.Response, error) {
	now := c.Arrived(req)
	day := commands.Day(now)
	p, stale, err := c.dailyOf(ctx, req, day)
	if err != nil {
		return nil, err
	}
	before := c.unfinishedEarlier(ctx, req, now)
	switch {
	case p == nil && before != nil:
		return c.waitingReply(ctx, req, before)
	case p == nil:
		if p, err = c.startDaily(ctx, req, day, now, stale, c.ViewOf(ctx, req)); err != nil {
			return nil, err
		}
	}
	if p, err = c.withView(ctx, req, p); err != nil {
		return nil, err
	}
	return c.dailyReply(ctx, req, p, before)
}

// openToday answers the Open today's puzzle button of a daily board of an earlier day: the presser's board
// of the day the press arrived on (not the day the message was drawn on, which may have passed too),
// started on first use with its clock running from the press and shown as the board pressed is, in a
// private message of its own, so that the board pressed stays where it is. It starts that board and
// nothing else: the board pressed is not touched, and no result is recorded.
func (c *Command) openToday(ctx context.Context, req *router.Request) (*router.Response, error) {
	id := req.Params["game"]
	if !validID(id) {
		return nil, router.Fail(router.NotFound, msgBadButton).WithHint(hintDaily)
	}
	pressed, err := c.loadPlay(ctx, id)
	if err != nil {
		return nil, err
	}
	if pressed.Day == "" {
		return nil, router.Fail(router.NotFound, msgBadButton).WithHint(hintDaily)
	}
	if pressed.By != req.User.ID {
		return nil, notYours(pressed)
	}
	now := c.Arrived(req)
	day := commands.Day(now)
	p, stale, err := c.dailyOf(ctx, req, day)
	if err != nil {
		return nil, err
	}
	if p == nil {
		// The new board is shown as the board pressed is (the view /sudoku daily display:… gave it), not
		// in the user's default view: the player chose it for their daily.
		view := pressed.View
		if !view.Known() {
			view = c.ViewOf(ctx, req)
		}
		if p, err = c.startDaily(ctx, req, day, now, stale, view); err != nil {
			return nil, err
		}
	}
	return c.dailyReply(ctx, req, p, nil)
}

// dailyReply is the private message of the user's daily board p: at the end with the day's ranking, in
// play with a note when another place's daily counts in /stats today. before, when not nil, is their
// unfinished board of an earlier day (unfinishedEarlier), which the reply names and brings along in a
// message of its own.
func (c *Command) dailyReply(ctx context.Context, req *router.Request, p *Play, before *Play) (*router.Response, error) {
	ranking, notes := "", []string(nil)
	if p.over() {
		ranking = c.rankingText(ctx, p.Guild, p.Day, req.User.ID, !p.ranked(), req.Lang)
	} else if elsewhere := c.DailyElsewhere(ctx, resultsName, req.User.ID, p.Day, p.Guild); elsewhere != nil {
		// The board is in view from now on, and its clock runs: of the user's dailies of the day, the
		// first opened is the one /stats counts (commands.Env.ClaimDaily, which DailyElsewhere makes), so
		// that nobody opens several to solve the easiest; a later one says so before it is played.
		notes = append(notes, elsewhere.In(req.Lang))
	}
	if before != nil {
		notes = append(notes, msgYesterdayUnfinished.F(req.Lang, before.Day))
	}
	resp, err := c.playReply(p, firstChoice(p), req.Lang, strings.Join(notes, "\n"), ranking)
	if err != nil {
		return nil, err
	}
	resp.Private = true
	if before != nil {
		board, err := c.playReply(before, firstChoice(before), req.Lang, "", "")
		if err != nil {
			return nil, err
		}
		board.Private = true
		resp.Followups = append(resp.Followups, board)
	}
	return resp, nil
}

// waitingReply is /sudoku daily while the day's board waits for an earlier day's, unfinished (daily): that
// board, privately, saying why it is shown; its controls end with the button that opens the day's
// (playControls). Nothing is started, claimed nor recorded: the day's daily is the player's to open.
func (c *Command) waitingReply(ctx context.Context, req *router.Request, before *Play) (*router.Response, error) {
	before, err := c.withView(ctx, req, before)
	if err != nil {
		return nil, err
	}
	resp, err := c.playReply(before, firstChoice(before), req.Lang, msgYesterdayWaiting.F(req.Lang, before.Day), "")
	if err != nil {
		return nil, err
	}
	resp.Private = true
	return resp, nil
}

// withView gives the board p the view /sudoku daily asked for (its display option), for its next presses
// too; p as it is without the option, or when it is over.
func (c *Command) withView(ctx context.Context, req *router.Request, p *Play) (*Play, error) {
	if !req.Has("display") || p.over() {
		return p, nil
	}
	view, changed := c.ViewOf(ctx, req), false
	p, err := storage.UpdateJSON(ctx, c.Store, playKey(p.ID), playKeep, func(cur *Play) (*Play, error) {
		if cur == nil {
			return nil, router.Fail(router.NotFound, msgPlayExpired).WithHint(hintDaily)
		}
		if changed = cur.View != view; !changed {
			return nil, storage.ErrKeep
		}
		cur.View = view
		return cur, nil
	})
	if err != nil {
		return nil, err
	}
	if changed {
		c.keepDaily(ctx, p, c.Now()) // the write renewed the game's TTL
		if p.ranked() && !p.over() {
			c.setPlaying(ctx, p, c.Now())
		}
	}
	return p, nil
}

// unfinishedEarlier is the asker's most recent board here of the daily of a day before now's that is
// unfinished and still ranks, else nil. Such a board ranks on its own day's ranking whenever it is
// finished (finish: nothing closes a day's ranking), so after midnight it is the one /sudoku daily shows
// until the new day's is opened, and brings along after that, since it could otherwise be reached only
// from its own private message, lost to a reload. Yesterday's is looked at first, then the days before,
// passing over a day without a board or with one finished or practice, back to the oldest day whose board
// may still be stored (keptDays): a board left over two midnights is brought back too. It is looked up,
// never made; a store that fails is logged and leaves it unsaid.
func (c *Command) unfinishedEarlier(ctx context.Context, req *router.Request, now time.Time) *Play {
	for back := 1; back <= keptDays; back++ {
		p, _, err := c.dailyOf(ctx, req, commands.Day(now.UTC().AddDate(0, 0, -back)))
		if err != nil {
			c.Log.Warn("sudoku: reading an earlier daily board", "user", req.User.ID, "err", err)
			return nil
		}
		if p != nil && !p.over() && p.ranked() {
			return p
		}
	}
	return nil
}

// keptDays is how many days back a daily board may still be stored: its index (dailyKey) is written when
// it starts and kept playKeep, so the board of a day further back than that has none left.
const keptDays = int(playKeep / (24 * time.Hour))

// dailyOf is the user's daily game of day here, nil when they have not started one; stale is the id the
// day's index still names when that game expired before it (startDaily then replaces it).
func (c *Command) dailyOf(ctx context.Context, req *router.Request, day string) (p *Play, stale string, err error) {
	var ref dailyRef
	if err := storage.GetJSON(ctx, c.Store, dailyKey(req.Scope(), day, req.User.ID), &ref); err != nil {
		if errors.Is(err, storage.ErrNotFound) {
			return nil, "", nil
		}
		return nil, "", err
	}
	p, err = c.loadPlay(ctx, ref.ID)
	if isNotFound(err) {
		return nil, ref.ID, nil // the game expired before its index: start again
	}
	return p, "", err
}

// startDaily starts the user's daily game of day here, shown in view, its clock running from now; stale is
// the expired game the day's index names, "" for none (dailyOf). Two first uses at once make two games, and the index
// keeps the first one written: both then show it.
func (c *Command) startDaily(ctx context.Context, req *router.Request, day string, now time.Time, stale string, view commands.View) (*Play, error) {
	puzzle, err := c.dailyPuzzle(ctx, req.Scope(), day)
	if err != nil {
		if ctx.Err() == nil && errors.Is(err, context.DeadlineExceeded) {
			return nil, router.Fail(router.TooLarge, msgGenerateBudget.Format(9, budget(c.generateBudget))).WithHint(hintDaily)
		}
		return nil, err
	}
	p := newPlay(c.NewID(), puzzle, req.User.ID, now)
	p.Guild, p.Day, p.View = req.Scope(), day, view
	if err := storage.PutJSON(ctx, c.Store, playKey(p.ID), playKeep, p); err != nil {
		return nil, err
	}
	got, err := storage.UpdateJSON(ctx, c.Store, dailyKey(req.Scope(), day, req.User.ID), playKeep, func(cur *dailyRef) (*dailyRef, error) {
		if cur != nil && cur.ID != stale {
			return nil, storage.ErrKeep // another first use won
		}
		return &dailyRef{ID: p.ID}, nil
	})
	if err != nil {
		return nil, err
	}
	if got.ID == p.ID {
		c.Remember(ctx, req.User.ID, commands.PlaceMember(req.Scope())) // so that /settings forget finds it
	}
	c.noteBegun(ctx, req.Scope(), day)
	if got.ID != p.ID {
		return c.loadPlay(ctx, got.ID)
	}
	c.setPlaying(ctx, p, p.Started)
	return p, nil
}

func isNotFound(err error) bool {
	ue, ok := router.AsUserError(err)
	return ok && ue.Code == router.NotFound
}

// finish records a solved game's result for each of its players (ranked or practice: results.go), with the
// name of by, who made the last move (a game played alone is always by its player), and, for a daily solved
// alone without a hint nor a Check, the player's time on the day's ranking, unless the place's moderators
// took them off its rankings (commands.Env.Unranked); it returns what to say under the board: the day's
// ranking for a daily, and why a game is practice or off the rankings. It runs once per game, after the move
// that solved it has committed; a store that fails here is logged, the game stays solved, and its results are
// recorded by the repair (commands.Env.RecordAll).
func (c *Command) finish(ctx context.Context, p *Play, by *discordgo.User, lang i18n.Lang) string {
	took := p.elapsed(p.Finished)
	players := p.Players
	if !p.Together || len(players) == 0 {
		players = []string{p.By}
	}
	var results []commands.Result
	for _, u := range players {
		r := commands.Result{Game: resultsName, Ranked: p.ranked(), GuildID: router.RankScopeOf(p.Guild), UserID: u, Outcome: commands.Win, Time: took, Day: p.Day,
			ID: resultsName + ":" + p.ID}
		if by != nil && by.ID == u { // the player who made the last move, by the name Discord shows
			r.Name = commands.DisplayName(by)
		}
		results = append(results, r)
	}
	if err := c.RecordAll(ctx, results); err != nil {
		c.Log.Warn("sudoku: recording the results: the repair records them later", "game", p.ID, "err", err)
	}
	var lines []string
	switch w := p.helped(); {
	case p.Day == "" && p.Together:
		lines = append(lines, msgPracticeTogether.In(lang))
	case p.Day == "":
		lines = append(lines, msgPracticePlay.In(lang))
	case w != nil:
		lines = append(lines, w.solved.In(lang))
	}
	if p.Day != "" {
		if elsewhere := c.DailyElsewhere(ctx, resultsName, p.By, p.Day, p.Guild); elsewhere != nil {
			lines = append(lines, elsewhere.In(lang))
		}
	}
	if p.Day == "" || p.Guild == "" {
		return strings.Join(lines, "\n")
	}
	unranked := false // taken off the place's rankings by its moderators: off the day's too
	if p.ranked() {
		var err error
		if _, unranked, err = c.Unranked(ctx, router.RankScopeOf(p.Guild), p.By); err != nil {
			c.Log.Warn("sudoku: reading who is off the rankings: ranking the time", "game", p.ID, "err", err)
		}
	}
	if p.ranked() && !unranked {
		key := rankingKey(p.Guild, p.Day)
		// The exact time, as the end shows it and the leaderboard's best times keep it: rounded to
		// milliseconds first, 12.4996 s became 12.5 and showed, and ranked, a second more than the end.
		if err := c.Store.ZAdd(ctx, key, p.By, took.Seconds()); err != nil {
			c.Log.Error("sudoku: ranking a daily result", "game", p.ID, "err", err)
		} else if err := c.Store.Expire(ctx, key, rankingKeep); err != nil {
			c.Log.Warn("sudoku: keeping a daily ranking", "key", key, "err", err)
		}
	}
	lines = append(lines, c.rankingText(ctx, p.Guild, p.Day, p.By, !p.ranked(), lang))
	if unranked {
		lines = append(lines, commands.OffTheRankings().In(lang))
	}
	return strings.Join(lines, "\n")
}

// Unrank implements commands.PlaceRankings: it takes user off the place's rankings of the days whose
// ranking can still be kept (rankingKeep after a board of the day finished, up to playKeep after the day).
func (c *Command) Unrank(ctx context.Context, scope, user string) (int, error) {
	return c.TakeOffDays(playKeep+rankingKeep, func(day string) (bool, error) {
		return c.TakeOff(ctx, rankingKey(scope, day), user)
	})
}

// rankingText is the day's ranking in a place, fastest first: the first maxRanked finishers, how many
// more share the last rank listed when a tie runs past them (not to cut it off unsaid), and me's own
// place when it is further down. It ranks by the time as it shows it, in whole seconds (shownTime), as
// /leaderboard does: players whose times differ by less share a rank (1, 1, 3), within it in the store's
// order (the exact time, then the user id), since a rank decided by a fraction nobody is shown could not
// be checked. off says me solved the day's puzzle off the ranking (with a hint or a Check),
// so that it neither says nobody has solved it nor leaves them looking for their name.
func (c *Command) rankingText(ctx context.Context, guild, day, me string, off bool, lang i18n.Lang) string {
	all, err := c.Store.ZRangeByScore(ctx, rankingKey(guild, day), math.Inf(-1), math.Inf(1), 0)
	if err != nil {
		c.Log.Warn("sudoku: reading a daily ranking", "guild", guild, "day", day, "err", err)
		return msgRankingUnavailable.In(lang)
	}
	if len(all) == 0 {
		if off {
			return msgRankingEmptyOff.F(lang, day)
		}
		return msgRankingEmpty.F(lang, day)
	}
	lines := []string{msgRankingHeader.F(lang, day, nFinishers.N(int64(len(all))))}
	ranks := commands.SharedRanks(len(all), func(prev, i int) bool { return shownTime(all[prev].Score) == shownTime(all[i].Score) })
	line := func(i int) string {
		return msgRankingLine.F(lang, ranks[i], commands.Mention(all[i].Member), finalTime(all[i].Score))
	}
	for i := range min(len(all), maxRanked) {
		lines = append(lines, line(i))
	}
	if more := commands.TiedPast(ranks, maxRanked); more > 0 {
		lines = append(lines, msgRankingMoreTied.F(lang, nMoreFinishers.N(int64(more)), i18n.Num(ranks[maxRanked-1])))
	}
	for i := maxRanked; i < len(all); i++ {
		if all[i].Member == me {
			lines = append(lines, "…", line(i))
		}
	}
	if off {
		lines = append(lines, msgRankingOff.In(lang))
	}
	return strings.Join(lines, "\n")
}

// rank answers the Ranking button of a daily game: the day's ranking, privately, to anyone.
func (c *Command) rank(ctx context.Context, req *router.Request) (*router.Response, error) {
	id := req.Params["game"]
	if !validID(id) {
		return nil, router.Fail(router.NotFound, msgBadButton).WithHint(hintDaily)
	}
	p, err := c.loadPlay(ctx, id)
	if err != nil {
		return nil, err
	}
	if p.Day == "" || p.Guild == "" {
		return nil, router.Fail(router.NotFound, msgBadButton).WithHint(hintDaily)
	}
	off := p.over() && !p.ranked() && req.User.ID == p.By
	return router.PrivateReply(c.rankingText(ctx, p.Guild, p.Day, req.User.ID, off, req.Lang)), nil
}
