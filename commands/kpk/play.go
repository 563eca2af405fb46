package kpk

import (
	"context"
	"strconv"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/kpk"
	"kibitz/storage"
)

// /kpk play: a game against the tablebase, one message updated in place. The player picks a move from a
// select menu; the tablebase answers at once with its best move in the same update. Each menu's custom_id,
// and the Take back button's (takeback.go), carries the board's number (Game.board): the plies played, plus
// twice the plies ever taken back, which grows with every move and every take-back and is the ply count in
// a game never taken back, as it was before games could be. So a choice made on an older board (a second
// click before the message refreshed, a move pressed at the same instant as Take back) is refused instead
// of being played in another position. The game is kept under "kpk:<id>" for 24 hours after the last move.
// Positions carry no move history, so the game counts plies without a capture or a pawn move itself, from
// the FEN's halfmove clock, and ends in a draw by the fifty-move rule at 100; its moves are numbered from
// the FEN's fullmove number (Game.Counters). When it ends, its message carries the game in PGN
// (pgn.go).

// play starts a game: /kpk play position [side].
func (c *Command) play(ctx context.Context, req *router.Request) (*router.Response, error) {
	pos := req.String("position")
	p, err := kpk.Parse(pos)
	if err != nil {
		return nil, inputError(err, hintPlay)
	}
	if p.Status() != kpk.Ongoing {
		return nil, router.Fail(router.Invalid, msgNothingToPlay.Format(endText(p))).WithHint(hintPlay)
	}
	side := p.Turn()
	piece, _ := p.Extra()
	switch req.String("side") {
	case "white":
		side = kpk.White
	case "black":
		side = kpk.Black
	case "pawn":
		side = piece.Color()
	case "defender":
		side = piece.Color().Other()
	}
	return c.start(ctx, req, p, kpk.ParseCounters(pos), side, c.ViewOf(ctx, req))
}

// again starts a new game from the start of a finished one, for whoever pressed: the button carries the
// position, the side, the counters and the view, so it works after the old game has expired.
func (c *Command) again(ctx context.Context, req *router.Request) (*router.Response, error) {
	p, ok := parsePositionID(req.Params["pos"])
	counters, cok := parseCountersID(req.Params)
	ok = ok && cok
	var side kpk.Color
	switch req.Params["side"] {
	case "w":
		side = kpk.White
	case "b":
		side = kpk.Black
	default:
		ok = false
	}
	if !ok || p.Status() != kpk.Ongoing {
		return nil, router.Fail(router.Invalid, msgBadButton)
	}
	view := commands.View(req.Params["view"])
	if !view.Known() { // a button drawn before it carried the game's view
		view = c.ViewOf(ctx, req)
	}
	return c.start(ctx, req, p, counters, side, view)
}

// start stores and shows a new game from p, with its counters, the player having side, in view.
func (c *Command) start(ctx context.Context, req *router.Request, p kpk.Position, counters kpk.Counters, side kpk.Color, view commands.View) (*router.Response, error) {
	counters = counters.Start()
	if counters.Halfmove >= kpk.FiftyPlies { // a FEN whose clock has passed the limit: drawn before a move
		return nil, router.Fail(router.Invalid, msgNothingToPlay.Format(msgFifty)).WithHint(hintPlay)
	}
	g := &Game{ID: c.NewID(), Player: req.User.ID, Name: commands.DisplayName(req.User), Side: side, Start: p, Pos: p,
		View: view, Started: c.Now().UTC(), Counters: counters, Quiet: counters.Halfmove, Seen: []string{positionID(p)}}
	g.tablebaseMoves()
	if err := storage.PutJSON(ctx, c.Store, gameKey(g.ID), idle, g); err != nil {
		return nil, err
	}
	return c.view(g, req.Lang, false)
}

// expired says that a game is gone, and for how long games are kept.
func expired() i18n.Text { return commands.GameGone(idle) }

// move handles a choice in a move menu: the player's move, judged against the tablebase's, then the
// tablebase's answer.
func (c *Command) move(ctx context.Context, req *router.Request) (*router.Response, error) {
	ply, err := strconv.Atoi(req.Params["ply"])
	menu := req.Params["menu"]
	if err != nil || ply < 0 || len(req.Values) != 1 || menu < "1" || menu > "3" || len(menu) != 1 {
		return nil, router.Fail(router.Invalid, msgBadMenu)
	}
	g, err := c.press(ctx, req, pressed{board: ply}, func(g *Game) (*Game, error) {
		m, err := g.Pos.ParseMove(req.Values[0])
		if err != nil || m.UCI() != req.Values[0] {
			return nil, router.Fail(router.Invalid, msgNotLegal.Format(i18n.WithParticle(i18n.Plain(req.Values[0]), "은/는")))
		}
		g.Note, g.Back = judge(g.Pos, g.Quiet, kpk.RankMovesAt(g.Pos, g.Quiet), m), nil
		g.apply(m)
		g.tablebaseMoves()
		return g, nil
	})
	if err != nil {
		return nil, err
	}
	return c.view(g, req.Lang, true)
}

// judge compares the player's move m with the best of evals (kpk.RankMovesAt of p with the clock at
// halfmove, best first): a win or a draw thrown away, a loss hastened, a win slowed down. It praises only a
// move that is the only one to keep the win or the draw, where there was a choice. Where the count makes a
// distance to mate uncertain (kpk.Clocked.Tight) it quotes none: a win thrown away says the better move
// kept the win, and a loss hastened or a win slowed, which compare distances, are not said at all.
func judge(p kpk.Position, halfmove int, evals []kpk.MoveEval, m kpk.Move) *note {
	var mine kpk.MoveEval
	keep := 0 // moves with the best outcome
	for _, e := range evals {
		if e.Move == m {
			mine = e
		}
		if e.Eval.Outcome == evals[0].Eval.Outcome {
			keep++
		}
	}
	best := evals[0]
	bestTight := probeAfter(p, halfmove, best).Tight()
	n := &note{Played: mine.SAN, Best: best.SAN, BestMoves: best.Eval.Moves(), Now: mine.Eval.Moves(),
		Tight: best.Eval.Outcome == kpk.Win && bestTight}
	// compared: both distances hold under the count, so comparing them is true.
	compared := !bestTight && !probeAfter(p, halfmove, mine).Tight()
	switch b, mo := best.Eval.Outcome, mine.Eval.Outcome; {
	case b == kpk.Win && mo == kpk.Draw:
		n.Kind = noteDraws
	case b == kpk.Win && mo == kpk.Loss:
		n.Kind = noteLoses
	case b == kpk.Draw && mo == kpk.Loss:
		n.Kind = noteDrawLost
	case b == kpk.Loss && mine.Eval.DTM < best.Eval.DTM && compared:
		n.Kind = noteHastens
	case b == kpk.Win && mine.Eval.DTM > best.Eval.DTM && compared:
		n.Kind = noteSlower
	case keep == 1 && len(evals) > 1 && b == kpk.Win:
		n.Kind = noteOnlyWin
	case keep == 1 && len(evals) > 1 && b == kpk.Draw:
		n.Kind = noteOnlyDraws
	default:
		return nil
	}
	return n
}

// pressed is what a press on a game's message is about: the board it was drawn for, and whether it takes
// a move back.
type pressed struct {
	board    int  // the board's number the control carries; anyBoard for a control that fits every board
	takeBack bool // a take-back, which a game that ended on the board allows (takeback.go)
}

// anyBoard is the board of a control that applies whatever the board is (Resign).
const anyBoard = -1

// refuse is the one guard of every press: the game must still exist, be the presser's, take the press in
// the state it is in, and show the board the control was drawn for. It returns nil when the press applies.
func (p pressed) refuse(g *Game, me string) error {
	switch {
	case g == nil:
		return router.Fail(router.NotFound, expired()).WithHint(hintNew)
	case me != g.Player:
		return router.Fail(router.Forbidden, msgNotYourGame.Format(commands.Mention(g.Player))).WithHint(hintNew)
	case p.takeBack && g.End == resigned:
		return router.Fail(router.Conflict, msgResignedNoTakeBack)
	case !p.takeBack && g.over():
		return router.Fail(router.Conflict, msgGameOver)
	case p.board != anyBoard && p.board != g.board():
		return stale(g, p.board)
	}
	return nil
}

// press applies a press to the game the custom_id names, in its compare-and-set: apply runs once the guard
// (pressed.refuse) lets the press through.
func (c *Command) press(ctx context.Context, req *router.Request, p pressed, apply func(g *Game) (*Game, error)) (*Game, error) {
	return storage.UpdateJSON(ctx, c.Store, gameKey(req.Params["game"]), idle, func(g *Game) (*Game, error) {
		if err := p.refuse(g, req.User.ID); err != nil {
			return nil, err
		}
		return apply(g)
	})
}
