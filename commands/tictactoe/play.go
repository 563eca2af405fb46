package tictactoe

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"strconv"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/tictactoe"
	"kibitz/storage"
)

// The presses on a game's board (a cell, Rematch), its message, and what follows a game's end.

// notFound answers a press on a game that is not in the store.
func notFound() error { return router.Fail(router.NotFound, commands.GameGone(idle)).WithHint(hintNew) }

// move handles a press on a cell. A deadline that had passed when the press arrived is applied first,
// whoever pressed: the game then shows the forfeit, and the press itself is not played. A move that
// arrived in time stands, however long it waited for a worker (commands.Env.Arrived); the next turn runs
// from now, when it shows.
func (c *Command) move(ctx context.Context, req *router.Request) (*router.Response, error) {
	cell, err := strconv.Atoi(req.Params["cell"])
	if err != nil || cell < 1 || cell > 9 {
		return nil, router.Fail(router.Invalid, msgBadCell)
	}
	me := req.User.ID
	arrived, now := c.Arrived(req), c.Now()
	var ended bool
	g, err := storage.UpdateJSON(ctx, c.Store, gameKey(req.Params["game"]), idle, func(g *Game) (*Game, error) {
		ended = false
		if g == nil {
			return nil, notFound()
		}
		wasOver := g.over()
		if applyDue(g, arrived) {
			ended = !wasOver && g.over()
			g.remember(req, arrived)
			return g, nil
		}
		b := g.board()
		switch {
		case g.Phase != phasePlay:
			return nil, router.Fail(router.Conflict, msgNotStarted)
		case me != g.X && me != g.O:
			return nil, router.Fail(router.Forbidden, msgNotYourGame.Format(c.name(g.X), c.name(g.O))).WithHint(hintOwnGame)
		case wasOver:
			return nil, router.Fail(router.Conflict, msgOver).WithHint(hintRematch)
		case g.player(b.ToMove()) != me:
			return nil, router.Fail(router.Forbidden, msgNotYourTurn.Format(c.name(g.player(b.ToMove()))))
		}
		nb, ok := b.Play(cell - 1)
		if !ok {
			return nil, router.Fail(router.Conflict, msgTaken.Format(cell))
		}
		g.Board = nb.String()
		g.Moves = append(g.Moves, cell-1)
		g.kibitzMoves(c.guard(ctx, g))
		c.startTurn(g, now)
		if ended = g.over(); ended {
			g.Ended = arrived
		}
		g.remember(req, arrived)
		return g, nil
	})
	if err != nil {
		return nil, err
	}
	c.settle(ctx, g, ended)
	return c.view(g, req.Lang, true)
}

// rematch starts a new game between the same players, colours swapped. Against kibitz it starts at once,
// at the same difficulty with a new seed. Between two people it is a new challenge from the presser,
// which the other player accepts or declines as any other (challenge.go): a game started without them
// would count their timeout as a loss, and let one player collect wins from someone who had walked away.
// The finished game records the rematch it started, with compare-and-set, so that it starts only once
// however often (and however simultaneously) its button is pressed. A rematch challenge that ended without
// a game (declined, withdrawn, expired) no longer counts: a press may replace it, but only the one whose
// compare-and-set still finds the ended challenge recorded, so two presses at once again open one. A
// press that arrived after the challenge expired, within commands.PressGrace of it, is told to press
// again shortly: that expiry has not settled yet (endedRematch).
func (c *Command) rematch(ctx context.Context, req *router.Request) (*router.Response, error) {
	me := req.User.ID
	newID := c.NewID()
	ended, expiring, err := c.endedRematch(ctx, req.Params["game"], c.Arrived(req))
	if err != nil {
		return nil, err
	}
	old, err := storage.UpdateJSON(ctx, c.Store, gameKey(req.Params["game"]), idle, func(g *Game) (*Game, error) {
		switch {
		case g == nil:
			return nil, notFound()
		case me != g.X && me != g.O:
			return nil, router.Fail(router.Forbidden, commands.OnlyPlayersRematch()).WithHint(hintOwnGame)
		case !g.over():
			return nil, router.Fail(router.Conflict, msgNotOver)
		case g.Rematch != "" && g.Rematch == expiring:
			return nil, router.Fail(router.Conflict, msgRematchExpiring)
		case g.Rematch != "" && g.Rematch != ended:
			return nil, router.Fail(router.Conflict, msgRematchStarted)
		}
		g.Rematch, g.RematchAsked = newID, c.Now()
		return g, nil
	})
	if err != nil {
		return nil, err
	}
	g := &Game{ID: newID, Board: tictactoe.Board{}.String(), X: old.O, O: old.X, View: old.View,
		Level: old.Level, Challenger: me, Guild: old.Guild, Channel: req.ChannelID, Names: maps.Clone(old.Names), RematchOf: old.ID}
	return c.open(ctx, req, g)
}

// endedRematch is the rematch that game id's Rematch names when that rematch ended without a game: its
// challenge was declined, withdrawn, or has expired (noticed yet or not: an expiry depends on the deadline
// alone; judged as a sweep would, once it has settled, since an Accept that arrived in time may still be
// on its way: commands.PressGrace), or it is no longer stored and was asked for longer ago than a
// challenge lives (a press between the compare-and-set that names a rematch and the write of its game
// finds it missing too, and must be told it exists). It is "" when the game names no rematch, or one that
// waits or was played. expiring is the rematch named when its challenge had expired when the press
// arrived but has not settled yet: it may not be replaced, and the press is told so rather than sent to
// look for a challenge that is ending. Both are read before the game's compare-and-set, which replaces
// only the rematch read here.
func (c *Command) endedRematch(ctx context.Context, id string, arrived time.Time) (ended, expiring string, err error) {
	var g Game
	switch err := storage.GetJSON(ctx, c.Store, gameKey(id), &g); {
	case errors.Is(err, storage.ErrNotFound):
		return "", "", nil // the compare-and-set says so
	case err != nil:
		return "", "", err
	case g.Rematch == "":
		return "", "", nil
	}
	var r Game
	switch err := storage.GetJSON(ctx, c.Store, gameKey(g.Rematch), &r); {
	case errors.Is(err, storage.ErrNotFound):
		if !g.RematchAsked.IsZero() && c.Now().Before(g.RematchAsked.Add(challengeLife)) {
			return "", "", nil // being written by the press that asked for it
		}
		return g.Rematch, "", nil
	case errors.Is(err, storage.ErrUnreadable):
		return "", "", nil // the rematch stands: a press is told it exists, as before this check
	case err != nil:
		return "", "", err
	}
	if r.Phase == phaseChallenge && !r.Deadline.IsZero() && !arrived.Before(r.Deadline) {
		expiring = g.Rematch // unless it has settled, below
	}
	applyDue(&r, commands.SettledBy(c.Now()))
	switch r.Phase {
	case phaseDeclined, phaseCancelled, phaseExpired:
		return g.Rematch, "", nil
	}
	return "", expiring, nil
}

// open stores new game g and shows it: against kibitz the game starts at once (kibitz moving first when
// it plays X), between people it waits as a challenge for the other player to accept.
func (c *Command) open(ctx context.Context, req *router.Request, g *Game) (*router.Response, error) {
	now := c.Now()
	if g.vsKibitz() {
		g.Seed = c.Seed()
		g.kibitzMoves(c.guard(ctx, g))
		c.startTurn(g, now)
	} else {
		g.Phase, g.Deadline = phaseChallenge, now.Add(challengeLife)
	}
	g.remember(req, c.Arrived(req))
	if err := storage.PutJSON(ctx, c.Store, gameKey(g.ID), idle, g); err != nil {
		return nil, err
	}
	c.settle(ctx, g, false)
	return c.view(g, req.Lang, false)
}

// settle does what follows a committed change of g, outside its compare-and-set: the game's entries in the
// index of deadlines (timer.go) and among its players' ranked games in progress (playing.go), and, when
// this change ended the game, its results. Only the change that ended a game sees ended, since a
// compare-and-set commits a state once, so a result is recorded once. (A process that stops between the
// commit and the records loses them: a result missed, never doubled.)
func (c *Command) settle(ctx context.Context, g *Game, ended bool) {
	c.syncTimer(ctx, g)
	c.syncPlaying(ctx, g, ended)
	if ended {
		c.recordResults(ctx, g)
	}
}

// name is how a player appears in messages.
func (c *Command) name(userID string) string {
	if userID == "" {
		return "kibitz"
	}
	return commands.Mention(userID)
}

// playerName is how a player appears in the game's header: kibitz with its difficulty when it plays
// below its best ("kibitz (easy)"), plain kibitz when perfect, as it always was.
func (c *Command) playerName(g *Game, userID string, lang i18n.Lang) string {
	if userID == "" {
		if l := g.level(); l != tictactoe.Perfect {
			return msgKibitzAt.F(lang, levelNames[l])
		}
		return "kibitz"
	}
	return commands.Mention(userID)
}

// header names the players and their marks.
func (c *Command) header(g *Game, lang i18n.Lang) string {
	return fmt.Sprintf("**X** %s  vs  **O** %s", c.playerName(g, g.X, lang), c.playerName(g, g.O, lang))
}

// view is the game's message: a challenge's (challenge.go), or the board's: the status line, the button
// grid, and at the end a rematch button and the final board in the game's view (a picture unless the game
// asked for emoji or text).
func (c *Command) view(g *Game, lang i18n.Lang, update bool) (*router.Response, error) {
	if g.Phase != phasePlay {
		return c.challengeView(g, lang, update), nil
	}
	b := g.board()
	var status string
	switch w := g.winner(); {
	case w != tictactoe.Empty && g.player(w) == "":
		status = msgKibitzWins.In(lang)
	case w != tictactoe.Empty:
		status = msgWin.F(lang, c.name(g.player(w)))
	case b.Full():
		status = msgDraw.In(lang)
	default:
		status = msgTurn.F(lang, c.name(g.player(b.ToMove())), b.ToMove())
		if !g.Deadline.IsZero() {
			status += " " + msgTurnEnds.F(lang, commands.Until(g.Deadline))
			if later, ok := commands.ShownAtPress(g.TokenAt, commands.SettlesAt(g.Deadline)); ok {
				status += " " + later.In(lang) // a forfeit after that waits for a press to show (timer.go)
			}
		}
	}
	if loser := g.forfeited(); loser != tictactoe.Empty && g.aborted() {
		status = msgAborted.F(lang, c.name(g.player(loser)))
	} else if loser != tictactoe.Empty {
		status = msgRanOut.F(lang, c.name(g.player(loser))) + " " + status
	} else if last := c.lastMove(g, lang); last != "" {
		status = last + " " + status
	}
	if g.Guarded {
		status += "\n" + msgGuarded.In(lang)
	} else if !g.ranked() {
		status += "\n" + msgPracticeGame.In(lang)
	}
	if g.Capped > 0 {
		status += "\n" + commands.TablePractice(msgGameNamed, g.Capped).In(lang)
	}
	resp := &router.Response{Content: c.header(g, lang) + "\n" + status, Update: update}
	over := g.over()
	for row := range 3 {
		var buttons []discordgo.MessageComponent
		for col := range 3 {
			i := row*3 + col
			btn := discordgo.Button{
				CustomID: router.ID(cellRoute, g.ID, strconv.Itoa(i+1)),
				Label:    strconv.Itoa(i + 1),
				Style:    discordgo.SecondaryButton,
				Disabled: over,
			}
			// A taken cell keeps its number beside its mark ("3: O"): a screen reader reads the buttons
			// one by one, and nine of them reading "X" or "O" alone would not say which is which.
			switch b[i] {
			case tictactoe.X:
				btn.Label, btn.Style, btn.Disabled = takenLabel(i, tictactoe.X), discordgo.PrimaryButton, true
			case tictactoe.O:
				btn.Label, btn.Style, btn.Disabled = takenLabel(i, tictactoe.O), discordgo.DangerButton, true
			}
			buttons = append(buttons, btn)
		}
		resp.Components = append(resp.Components, discordgo.ActionsRow{Components: buttons})
	}
	if over {
		resp.Components = append(resp.Components, discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.Button{CustomID: router.ID(rematchRoute, g.ID), Label: msgRematch.In(lang), Style: discordgo.SuccessButton},
		}})
		board := c.board(b, nil, g.forfeited(), lang)
		if g.aborted() {
			board.Alt = altAborted(b, g.forfeited())
		}
		if _, err := commands.Show(resp, lang, g.View, board); err != nil {
			return nil, err
		}
	}
	return resp, nil
}

// takenLabel is the label of cell i (0-8) once mark m took it: "3: O".
func takenLabel(i int, m tictactoe.Mark) string {
	return strconv.Itoa(i+1) + ": " + m.String()
}

// lastMove says who took which cell last and where it lies ("kibitz took 3 (top right)."), "" before the
// first move (and in a game stored before moves were kept). An edited message is not announced, so the
// status line says what changed; the board's buttons alone would have a screen reader walk all nine.
func (c *Command) lastMove(g *Game, lang i18n.Lang) string {
	n := len(g.Moves)
	if n == 0 {
		return ""
	}
	cell, mark := g.Moves[n-1], tictactoe.X // X moves first, and the players alternate
	if n%2 == 0 {
		mark = tictactoe.O
	}
	if cell < 0 || cell > 8 || g.board()[cell] != mark {
		return "" // moves that do not match the board: nothing rather than a wrong cell
	}
	if who := g.player(mark); who != "" {
		return msgTook.F(lang, c.name(who), cell+1, cellPlaces[cell])
	}
	return msgKibitzTook.F(lang, cell+1, cellPlaces[cell])
}

// hintKibitz follows a refused opponent: the user's command without the opponent, their other choices
// kept.
func hintKibitz(req *router.Request) i18n.Text {
	return hintPlayKibitz.Format(commands.Retyped(req, []i18n.Text{names.command, names.play}, playOptions(), "opponent"))
}

// play starts a game: against kibitz at once, against a user as a challenge they must accept.
func (c *Command) play(ctx context.Context, req *router.Request) (*router.Response, error) {
	me := req.User.ID
	opp := ""
	if u := req.UserOption("opponent"); u != nil && !c.isKibitz(req, u.ID) {
		switch {
		case u.ID == me:
			return nil, router.Fail(router.Invalid, msgSelf).WithHint(hintKibitz(req))
		case u.Bot:
			return nil, router.Fail(router.Invalid, msgBot.Format(commands.Mention(u.ID))).WithHint(hintKibitz(req))
		case req.Place == router.PlaceBotDM:
			return nil, router.Fail(router.Invalid, msgOpponentInDM).WithHint(hintKibitz(req))
		case !req.CanPost(): // the challenge would name someone who can never see it, nor accept it
			return nil, router.Fail(router.Invalid, msgOpponentHidden).WithHint(hintKibitz(req))
		}
		opp = u.ID
	}
	level, err := tictactoe.ParseLevel(req.String("difficulty"))
	if err != nil {
		return nil, router.Fail(router.Invalid, msgBadLevel).WithHint(hintLevel)
	}
	if opp != "" && req.String("difficulty") != "" {
		return nil, router.Fail(router.Invalid, msgLevelWithOpponent).WithHint(hintLevel)
	}
	meFirst := true
	switch req.String("first") {
	case "opponent":
		meFirst = false
	case "random":
		meFirst = rand.IntN(2) == 0
	}
	g := &Game{ID: c.NewID(), Board: tictactoe.Board{}.String(), X: me, O: opp, View: c.ViewOf(ctx, req),
		Challenger: me, Guild: req.RankScope(), Channel: req.ChannelID}
	if !meFirst {
		g.X, g.O = opp, me
	}
	if opp == "" {
		g.Level = level
	}
	return c.open(ctx, req, g)
}

// isKibitz reports whether userID is kibitz itself: the configured bot user id, or the application the
// interaction was sent to, since a bot user's id is its application's id. The second works without
// DISCORD_APP_ID, and in the console, whose kibitz has an id of its own. Either may be unknown (""), and
// an empty id is nobody: it must not match an unknown one.
func (c *Command) isKibitz(req *router.Request, userID string) bool {
	if userID == "" {
		return false
	}
	return userID == c.BotUserID || req.Interaction != nil && userID == req.Interaction.AppID
}
