package kpk

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/kpk"
)

// Take back: the player's last move and the tablebase's answer to it go, and the board is as it was before
// that move, the verdict on the player's move before it included. It is a compare-and-set like a move, and
// its button carries the board's number as the menus do, so of a Take back and a move pressed on the same
// board exactly one applies; the other is told the board has changed.
//
// A game that the board ended (mate, stalemate, the pawn lost, the fifty-move rule, fivefold repetition,
// a draw claimed on a threefold repetition, claim.go) can be taken back too: against a tablebase, and
// with no result recorded anywhere, going back to find the move that held is the point of playing. The
// game then goes on, and its PGN comes again when it ends again. A game the player resigned cannot:
// resigning is a choice, and Again starts it afresh. A claim is a choice too, but of a draw the board
// already shows, as fivefold repetition does; taking it back takes back the moves that made it. Before the
// player's first move there is nothing to take back, and the button is greyed out; the tablebase's opening
// move, when it has the first move, is never taken back alone.

// takeBack answers the Take back button: kpk1/back/{game}/{ply}, ply being the board's number.
func (c *Command) takeBack(ctx context.Context, req *router.Request) (*router.Response, error) {
	return c.pressOnBoard(ctx, req, pressed{takeBack: true}, (*Game).takenBack)
}

// pressOnBoard answers a button that carries the number of the board it was shown on (Take back, Claim
// draw: {ply} in its custom_id): act runs in the game's compare-and-set if the press is on the board as it
// stands (press), and the game's message shows the result.
func (c *Command) pressOnBoard(ctx context.Context, req *router.Request, p pressed, act func(*Game) (*Game, error)) (*router.Response, error) {
	board, err := strconv.Atoi(req.Params["ply"])
	if err != nil || board < 0 {
		return nil, router.Fail(router.Invalid, msgBadTakeBack)
	}
	p.board = board
	g, err := c.press(ctx, req, p, act)
	if err != nil {
		return nil, err
	}
	return c.view(g, req.Lang, true)
}

// stale refuses a menu or a button of another board than the game's: in the words of a move number while
// nothing was ever taken back (when the number the button carries is a ply), in general words after.
func stale(g *Game, board int) error {
	if g.Undone == 0 {
		return router.Fail(router.Conflict, msgStale.Format(pliesN.N(int64(board)), i18n.Num(g.Ply)))
	}
	return router.Fail(router.Conflict, msgStaleBack)
}

// takenBack is the game with the player's last move, and what followed it, taken back: replayed from the
// start up to that move, which gives back the position, the fifty-move count, the last move to highlight
// and the verdict on the player's move before. It fails with a user error when the player has not moved.
func (g *Game) takenBack() (*Game, error) {
	moves, before, err := g.history()
	if err != nil {
		return nil, err
	}
	last, prev := -1, -1 // the player's last two plies
	for i := len(moves) - 1; i >= 0 && prev < 0; i-- {
		if before[i].Turn() == g.Side {
			if last < 0 {
				last = i
			} else {
				prev = i
			}
		}
	}
	if last < 0 {
		return nil, router.Fail(router.Conflict, msgNothingToTakeBack)
	}
	ng := *g
	ng.Pos, ng.Ply, ng.Quiet, ng.Moves, ng.Last, ng.Note, ng.End = g.Start, 0, g.Counters.Start().Halfmove, nil, nil, nil, ""
	ng.Seen = []string{positionID(g.Start)}
	ng.Undone += len(moves) - last
	ng.Back = append([]string(nil), g.Moves[last:]...)
	for i, m := range moves[:last] {
		if i == prev {
			ng.Note = judge(before[i], ng.Quiet, kpk.RankMovesAt(before[i], ng.Quiet), m) // as the move was judged
		}
		ng.apply(m)
	}
	return &ng, nil
}

// history replays the game's moves (kept in SAN) from its start: each move and the position it was
// played in. A move that does not replay means the stored game is damaged, an error.
func (g *Game) history() (moves []kpk.Move, before []kpk.Position, err error) {
	p := g.Start
	for i, san := range g.Moves {
		m, err := p.ParseMove(san)
		if err != nil {
			return nil, nil, fmt.Errorf("kpk: game %s: ply %d (%s) does not replay from %s: %w", g.ID, i+1, san, g.Start, err)
		}
		moves, before = append(moves, m), append(before, p)
		p, _ = p.Play(m)
	}
	return moves, before, nil
}

// before is the position before the game's last move, false when there is none or the game does not
// replay.
func (g *Game) before() (kpk.Position, bool) {
	_, before, err := g.history()
	if err != nil || len(before) == 0 {
		return kpk.Position{}, false
	}
	return before[len(before)-1], true
}

// playerMoved reports whether the player has made a move of the game's, which Take back could take back.
func (g *Game) playerMoved() bool {
	firstIsTablebase := g.Start.Turn() != g.Side
	return g.Ply > 1 || g.Ply == 1 && !firstIsTablebase
}

// tookBack is the line saying what the last take-back took back, numbered as in the move list: "<@1>
// took back 12... Kd8 13. Kc7."
func (g *Game) tookBack(lang i18n.Lang) string {
	all := append(append([]string(nil), g.Moves...), g.Back...)
	list := strings.TrimPrefix(moveList(g.Counters, g.Start.Turn(), all, g.Ply), "… ")
	return msgTookBack.F(lang, commands.Mention(g.Player), sanWith(list, "을/를", false))
}

// takeBackButton is the Take back button of the game's board, greyed out while there is nothing to take
// back.
func takeBackButton(g *Game, lang i18n.Lang) discordgo.Button {
	return discordgo.Button{CustomID: router.ID(backRoute, g.ID, strconv.Itoa(g.board())), Label: msgTakeBack.In(lang),
		Style: discordgo.SecondaryButton, Disabled: !g.playerMoved()}
}
