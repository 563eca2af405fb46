package nim

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strconv"
	"time"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/nim"
	"kibitz/storage"
)

// The lobby and the presses that change a game: starting, joining, leaving, cancelling, a rematch,
// and change, the one compare-and-set every press goes through.

// errStale answers a press on a menu of an earlier board. The game's message is refreshed along with it.
var errStale = router.Fail(router.Conflict, msgStale)

// notFound answers a press on a game that is not in the store.
func notFound() error { return router.Fail(router.NotFound, commands.GameGone(idle)).WithHint(hintNew) }

// start opens a lobby.
func (c *Command) start(ctx context.Context, req *router.Request) (*router.Response, error) {
	id := c.NewID()
	heaps, opts, draw, err := parseOptions(ctx, req, hintStart, gameRand(id, heapStream, 0, 0), true)
	if err != nil {
		return nil, err
	}
	level, withBot, err := botOptions(req)
	if err != nil {
		return nil, err
	}
	switch { // a lobby nobody else could join
	case req.Place == router.PlaceBotDM && !withBot:
		return nil, router.Fail(router.Invalid, msgLobbyInDM).WithHint(hintWithKibitz(req))
	case req.Alone() && !withBot:
		return nil, router.Fail(router.Invalid, msgLobbyHidden).WithHint(hintWithKibitz(req))
	}
	if len(heaps) > maxLiveHeaps {
		return nil, router.Fail(router.TooLarge, msgLiveTooManyHeaps.Format(maxLiveHeaps, len(heaps), i18n.Num(maxAnalyzeHeaps), i18n.Num(heapsLength))).WithHint(hintStart)
	}
	if !heaps.HasMove(opts.Rule) {
		if draw != nil && draw.top() == 1 {
			return nil, router.Fail(router.Invalid, msgRandomNoMoveOne).WithHint(hintStart)
		}
		if draw != nil {
			return nil, router.Fail(router.Invalid, msgRandomNoMove.Format(stonesOf.N(draw.top()))).WithHint(hintStart)
		}
		return nil, router.Fail(router.Invalid, msgNoMoveAtStart).WithHint(hintStart)
	}
	g := &Game{ID: id, Host: req.User.ID, Phase: phaseLobby, Start: heaps, Heaps: slices.Clone(heaps),
		Rule: opts.Rule.String(), Misere: opts.Misere, TurnTime: c.turnOf(req), Draw: draw, Guild: req.RankScope(), Channel: req.ChannelID, NoneCanJoin: req.Alone(), Players: []player{playerOf(req)},
		parsed: &opts.Rule}
	if v := c.ViewOf(ctx, req); v != commands.ViewImage {
		g.View = v
	}
	if withBot {
		g.Players = append(g.Players, player{Bot: true})
		if level != nim.Perfect {
			g.Level = level
		}
	}
	g.hostFrom(c.Now())
	c.rules.put(g.Rule, opts.Rule)
	g.remember(req, c.Arrived(req))
	if err := storage.PutJSON(ctx, c.Store, gameKey(g.ID), idle, g); err != nil {
		return nil, err
	}
	return c.view(g, req.Lang)
}

// parseOptions reads the heaps, misere and moves options, and count and max when the heaps are random:
// those are drawn with r, and the draw is returned too (nil for heaps given). Random heaps for a game
// (forGame) allow a move when any draw of randomTries does.
func parseOptions(ctx context.Context, req *router.Request, hint i18n.Text, r *rand.Rand, forGame bool) (nim.Heaps, nim.Options, *heapDraw, error) {
	draw, err := drawOptions(req, hint)
	if err != nil {
		return nil, nim.Options{}, nil, err
	}
	var heaps nim.Heaps
	if draw == nil {
		if heaps, err = nim.Parse(commands.ASCII(req.String("heaps"))); err != nil {
			return nil, nim.Options{}, nil, inputError(err, hint)
		}
	}
	rule, err := nim.ParseRule(ctx, commands.ASCII(req.String("moves")))
	if err != nil {
		return nil, nim.Options{}, nil, inputError(err, hint)
	}
	if draw != nil {
		var need *nim.Rule
		if forGame {
			need = &rule
		}
		heaps, _ = draw.draw(r, need) // a draw without a move is refused by start, and analyzed by analyze
	}
	// A move set without its period answers only the heaps among the values computed: no analysis and
	// no game beyond them (a game's heaps only shrink, so one that starts within them stays there).
	if err := rule.CheckHeaps(heaps); err != nil {
		return nil, nim.Options{}, nil, inputError(err, hint)
	}
	misere, _ := req.Bool("misere")
	return heaps, nim.Options{Misere: misere, Rule: rule}, draw, nil
}

// hintWithKibitz follows a lobby refused where nobody else can join: the user's command with bot:true,
// their other choices kept.
func hintWithKibitz(req *router.Request) i18n.Text {
	start, _ := options()
	retyped := commands.Retyped(req, []i18n.Text{names.command, names.start}, start, "bot")
	return hintStartWithKibitz.Format(retyped.Map(func(l i18n.Lang, s string) string { return s + " " + names.bot.In(l) + ":true" }))
}

// botOptions reads bot and difficulty: whether kibitz plays, and how well. A difficulty brings kibitz
// in without bot:true, and bot:true without a difficulty is the perfect kibitz it always was; a
// difficulty with bot:false is a contradiction.
func botOptions(req *router.Request) (nim.Level, bool, error) {
	bot, given := req.Bool("bot")
	diff := req.String("difficulty")
	if diff != "" && given && !bot {
		return "", false, router.Fail(router.Invalid, msgLevelWithoutBot).WithHint(hintStart)
	}
	level, err := nim.ParseLevel(diff)
	if err != nil {
		// The router checks the choices before the handler runs, so this is a forged request.
		return "", false, router.Fail(router.Invalid, msgUnknownLevel).WithHint(hintStart)
	}
	return level, bot || diff != "", nil
}

// outcome is what a press did to a game.
type outcome struct {
	game *Game
	// timed: turn timeouts were applied first, or a turn that waited for a press to show it started or
	// was settled (timer.go), or had been settled, which no edit showed: the board changed before the
	// press's own act, and the reply shows it.
	timed bool
	// refused is the user error of a press refused after timeouts were applied (they are written anyway),
	// or of a menu from an earlier board: the reply refreshes the message and tells the presser privately.
	refused error
}

// action is what a press does to a game, checked and applied inside the compare-and-set: it reports
// whether it changed the game, or returns a user error without having changed anything.
type action func(g *Game, now time.Time) (changed bool, err error)

// change applies the due timeouts and then act to the game named in the custom_id, in one
// compare-and-set, remembering the interaction (the reply will show the game's message) when it writes,
// and then brings the game's entries in the deadline index and the index of ranked games in progress up
// to date.
//
// A turn that waits for a press to show it (timer.go) starts with this press, whatever it is, unless the
// press arrived after the game was due to be settled: it then settles it.
//
// The timeouts are judged by when the press arrived: a move made in time stands, however long it waited
// for a worker. What the press starts (the next turn's deadline) runs from now, when it shows.
func (c *Command) change(ctx context.Context, req *router.Request, act action) (outcome, error) {
	arrived, now := c.Arrived(req), c.Now()
	var out outcome
	var before time.Time
	var seated []string
	ended := false
	g, err := storage.UpdateJSON(ctx, c.Store, gameKey(req.Params["game"]), idle, func(g *Game) (*Game, error) {
		out, ended = outcome{}, false
		if g == nil {
			return nil, notFound()
		}
		c.bind(g)
		before, seated = g.Deadline, g.rankedEntries()
		wasOver := g.Phase == phaseOver
		timed := c.applyTimeouts(ctx, g, arrived, arrived)
		timed = c.startWaiting(g, now) || timed // this press shows the turn: its clock starts
		// A game settled while it waited ended unseen, no token left to edit its message (timer.go): every
		// press on it shows the settlement, and writes nothing unless it changes something.
		out.timed = timed || g.Abandoned
		changed, err := act(g, now)
		switch _, isUser := router.AsUserError(err); {
		case err != nil && !isUser:
			return nil, err
		case err != nil && !out.timed && !errors.Is(err, errStale):
			return nil, err
		case err != nil:
			out.refused = err
			if !timed {
				return nil, storage.ErrKeep
			}
		case !changed && !timed:
			return nil, storage.ErrKeep
		}
		g.remember(req, arrived)
		if ended = !wasOver && g.Phase == phaseOver; ended && g.Ended.IsZero() {
			g.Ended = arrived // a move or a leave; a timeout this press applied keeps its deadline
		}
		return g, nil
	})
	if err != nil {
		return outcome{}, err
	}
	out.game = g
	if turned := !g.Deadline.Equal(before); turned || ended || len(seated) > 0 {
		// After the commit, outside it: the deadline index is no part of the game's compare-and-set
		// (timer.go), nor is the index of ranked games in progress (playing.go). A game settled while it
		// waited (timer.go) ends with no deadline before or after, and leaves the index too.
		if turned || ended {
			c.syncTimer(ctx, g)
		}
		c.syncPlaying(ctx, g, seated, turned, now)
	}
	if ended {
		// After the commit too: only the press whose compare-and-set ended the game gets here.
		c.recordEnd(ctx, g)
	}
	return out, nil
}

// answer is the reply to a press that changed the game: the updated message, and for a refused press a
// private note after it.
func (c *Command) answer(req *router.Request, out outcome) (*router.Response, error) {
	resp, err := c.view(out.game, req.Lang)
	if err != nil {
		return nil, err
	}
	resp.Update = true
	if ue, ok := router.AsUserError(out.refused); ok {
		resp.Followups = append(resp.Followups, router.PrivateReply(ue.Text(req.Lang)))
	}
	return resp, nil
}

// press runs an act and answers with the updated message.
func (c *Command) press(ctx context.Context, req *router.Request, act action) (*router.Response, error) {
	return c.pressAndCall(ctx, req, act, nil)
}

// pressAndCall is press, then, for a press that changed the game as asked (not refused), the message
// call makes of the game as committed, if any, as a public followup: an update notifies nobody, so the
// people a change calls on to act are called by a message of their own (startCall, the rematch's, the
// new host's). call reads what act noted of its last run, the one committed.
func (c *Command) pressAndCall(ctx context.Context, req *router.Request, act action, call func(g *Game) *router.Response) (*router.Response, error) {
	out, err := c.change(ctx, req, act)
	if err != nil {
		return nil, err
	}
	resp, err := c.answer(req, out)
	if err != nil {
		return nil, err
	}
	if call != nil && out.refused == nil {
		if m := call(out.game); m != nil {
			resp.Followups = append(resp.Followups, m)
		}
	}
	return resp, nil
}

// inLobby refuses a lobby action once the game has left the lobby.
func inLobby(g *Game) error {
	switch g.Phase {
	case phaseLobby:
		return nil
	case phaseCancelled:
		return router.Fail(router.Conflict, msgWasCancelled)
	}
	return router.Fail(router.Conflict, msgStarted)
}

// join adds the presser to the lobby.
func (c *Command) join(ctx context.Context, req *router.Request) (*router.Response, error) {
	me, joiner := req.User, playerOf(req)
	return c.press(ctx, req, func(g *Game, now time.Time) (bool, error) {
		if err := inLobby(g); err != nil {
			return false, err
		}
		switch {
		case me.Bot:
			return false, router.Fail(router.Forbidden, msgBotsCannotJoin)
		case g.seat(me.ID) >= 0:
			return false, router.Fail(router.Conflict, msgAlreadyIn)
		case g.noneCanJoin(): // its message has no Join: only a forged press gets here
			return false, router.Fail(router.Forbidden, msgNoneCanJoin)
		case g.full():
			return false, router.Fail(router.Conflict, msgFull.Format(maxPlayers))
		}
		g.Players = append(g.Players, joiner)
		return true, nil
	})
}

// begin starts the game from the lobby: the host, with two players or more, or after hostAway anyone who
// joined, without the host (away.go).
func (c *Command) begin(ctx context.Context, req *router.Request) (*router.Response, error) {
	me := req.User.ID
	started, away := false, ""
	return c.pressAndCall(ctx, req, func(g *Game, now time.Time) (bool, error) {
		started, away = false, ""
		if err := inLobby(g); err != nil {
			return false, err
		}
		if me != g.Host {
			host, err := g.startWithout(me, now)
			if err != nil {
				return false, err
			}
			away = host
		}
		if len(g.Players) < 2 {
			return false, router.Fail(router.Conflict, msgNeedTwo)
		}
		g.Phase = phasePlaying
		if g.humans() >= 2 {
			// Between people the host chose the heaps, and the heaps decide who wins with perfect play
			// from the first move: the order is drawn, so that choosing them gives the host no edge.
			order := c.Shuffle(len(g.Players))
			drawn := make([]player, len(order))
			for i, seat := range order {
				drawn[i] = g.Players[seat]
			}
			g.Players, g.Drawn = drawn, true
		}
		g.Roster = append([]player(nil), g.Players...)
		g.MovesKept = true
		c.passTurn(ctx, g, 0, now)
		started = true
		return true, nil
	}, func(g *Game) *router.Response {
		if !started {
			return nil
		}
		call := startCall(g, me, req.Lang)
		if away == "" {
			return call
		}
		// The host is named, not notified: they are in no game (Notify lists the players called alone).
		without := &router.Response{Content: msgStartedWithout.F(req.Lang, commands.Mention(away), commands.Mention(me))}
		if call != nil {
			without.Content += "\n" + call.Content
			without.Notify = call.Notify
		}
		return without
	})
}

// startCall is the message that calls the people seated in g, a game just started by presser, but the
// presser, saying who moves first (the first seat: kibitz there has moved already, and the turn is the
// next one's): Start updates the lobby's message, which notifies nobody, and those who joined minutes
// before may have gone while their turns' clocks run. nil when nobody else is seated but kibitz, or when
// kibitz's first move ended the game.
func startCall(g *Game, presser string, lang i18n.Lang) *router.Response {
	others := peopleBut(g.Players, presser)
	if len(others) == 0 || g.Phase != phasePlaying {
		return nil
	}
	return &router.Response{Content: msgGameOn.F(lang, mentions(lang, others), g.Players[0].name()), Notify: others}
}

// peopleBut are the user ids of the people among players but presser, once each, sorted.
func peopleBut(players []player, presser string) []string {
	var ids []string
	for _, p := range players {
		if !p.Bot && p.ID != presser && !slices.Contains(ids, p.ID) {
			ids = append(ids, p.ID)
		}
	}
	slices.Sort(ids)
	return ids
}

// cancel closes the lobby: the host only.
func (c *Command) cancel(ctx context.Context, req *router.Request) (*router.Response, error) {
	me := req.User.ID
	return c.press(ctx, req, func(g *Game, now time.Time) (bool, error) {
		if err := inLobby(g); err != nil {
			return false, err
		}
		if me != g.Host {
			return false, router.Fail(router.Forbidden, msgOnlyHostCancels.Format(commands.Mention(g.Host)))
		}
		g.Phase = phaseCancelled
		return true, nil
	})
}

// rematch reopens the lobby of a finished game in its own message: the presser as host, with kibitz at its
// level when it played, the same rules, turn time, view and channel (where its ranked position is kept from a
// watcher's analysis, as the first game's was: playing.go), new heaps when they were random. The other people of the
// game are not seated: they join again by pressing Join, since a seat they never took would give them a
// result (a loss, by timing out) from a game they never agreed to play. Alone against kibitz the seats
// keep the old order turned by one, so that the other one moves first; between people Start draws it. It
// is one compare-and-set on the game, so of presses at once one reopens the lobby and the others are told
// it is open. The new game's turn timer starts, as a new game's does, when the host presses Start.
//
// The reopened lobby replaces the finished game in its message, and an update notifies nobody: a message
// says the result again and calls the other people of the game to Join (rematchCall).
func (c *Command) rematch(ctx context.Context, req *router.Request) (*router.Response, error) {
	me := req.User.ID
	var ended string    // the finished game's first line, in the presser's language
	var others []string // the other people of the finished game
	reopened := false
	return c.pressAndCall(ctx, req, func(g *Game, now time.Time) (bool, error) {
		reopened = false
		inRoster := false
		for _, p := range g.Roster {
			inRoster = inRoster || !p.Bot && p.ID == me
		}
		switch {
		case g.Phase != phaseOver && g.Round > 0:
			return false, router.Fail(router.Conflict, msgRematchIsOpen)
		case g.Phase != phaseOver:
			return false, router.Fail(router.Conflict, msgRematchNotOver)
		case !inRoster:
			return false, router.Fail(router.Forbidden, commands.OnlyPlayersRematch())
		case g.Rematch != "":
			return false, router.Fail(router.Conflict, msgRematchTaken)
		}
		var players []player
		for _, p := range append(slices.Clone(g.Roster[1:]), g.Roster[0]) {
			if p.Bot || p.ID == me {
				players = append(players, p)
			}
		}
		round := g.Round + 1
		heaps := slices.Clone(g.Start)
		if g.Draw != nil {
			rule := g.rule()
			if h, ok := g.Draw.draw(gameRand(g.ID, heapStream, round, 0), &rule); ok {
				heaps = h
			}
		}
		ended, others = g.status(req.Lang), peopleBut(g.Roster, me)
		*g = Game{ID: g.ID, Host: me, View: g.View, Phase: phaseLobby, Start: heaps, Heaps: slices.Clone(heaps),
			Rule: g.Rule, Misere: g.Misere, TurnTime: g.TurnTime, Level: g.Level, Draw: g.Draw, Round: round, Guild: g.Guild, Channel: req.ChannelID,
			NoneCanJoin: g.NoneCanJoin, Players: players, Seq: g.Seq + 1, parsed: g.parsed}
		g.hostFrom(now)
		reopened = true
		return true, nil
	}, func(*Game) *router.Response {
		if !reopened || len(others) == 0 {
			return nil
		}
		return &router.Response{Content: ended + "\n" + msgRematchCall.F(req.Lang, commands.Mention(me), mentions(req.Lang, others)),
			Notify: others}
	})
}

// seqParam reads the sequence number of a menu's custom_id.
func seqParam(req *router.Request) int {
	n, err := strconv.Atoi(req.Params["seq"])
	if err != nil {
		return -1
	}
	return n
}
