package kpk

import (
	"cmp"
	"context"
	"fmt"
	"slices"
)

// Compare orders two results of the same player, best first: it is negative when e is better than o. A win
// is better than a draw, a draw better than a loss; a shorter win and a longer loss are better.
func (e Eval) Compare(o Eval) int { return cmp.Compare(o.score(), e.score()) }

func (e Eval) score() int {
	switch e.Outcome {
	case Win:
		return 1000 - e.DTM
	case Loss:
		return -1000 + e.DTM
	}
	return 0
}

// before turns the result of the position after a move (for the side then to move) into the result of the
// move for the player who made it, counted from the position before it.
func (e Eval) before() Eval {
	switch e.Outcome {
	case Win:
		return Eval{Loss, e.DTM + 1}
	case Loss:
		return Eval{Win, e.DTM + 1}
	}
	return Eval{}
}

// MoveEval is one legal move with what it leads to.
type MoveEval struct {
	Move  Move
	SAN   string
	After Position // the position after the move
	// Eval is the result of the move for the player making it, counted in plies from the position before
	// it: a move into a position lost in 12 plies is a Win with DTM 13; a capture or a minor promotion is a
	// Draw. Probe(After) gives the same from the other side's point of view.
	Eval Eval
}

// RankMoves returns every legal move of p with its result, best first (the order of Eval.Compare). Among
// equally good moves the order is the one of LegalMoves, except in drawn positions. There the side with
// the piece first prefers the moves that keep the piece longest against the lone king's best play (the
// hold, hold.go), and the lone king the moves that take it soonest, a capture first; then the side with
// the piece prefers the moves that leave the opponent the fewest drawing replies, so that a defender has
// the most chances to go wrong, the moves that leave the piece to be taken after them, and last the moves
// that end the game (a stalemate, a minor promotion into a dead draw). It is RankMovesAt with the clock
// at 0, where the count never matters.
func RankMoves(p Position) []MoveEval { return loadTables().rankMoves(p, 0) }

// RankMovesAt is RankMoves in a game whose halfmove clock stands at halfmove: each move's Eval is its
// result under the fifty-move rule (ProbeAt of the position after it, with the clock that move leaves),
// so a win the count would draw is a Draw, and a quiet move that brings the clock to 100 without mating
// draws at once.
func RankMovesAt(p Position, halfmove int) []MoveEval { return loadTables().rankMoves(p, halfmove) }

func (t *tables) rankMoves(p Position, halfmove int) []MoveEval {
	var buf [maxMoves]Move
	moves := p.appendMoves(buf[:0])
	evals := make([]MoveEval, len(moves))
	keys := make([]int, len(moves))
	for i, m := range moves {
		after, clock := p.play(m), p.ClockAfter(m, halfmove)
		e := t.probeAt(after, clock).Eval.before()
		evals[i] = MoveEval{Move: m, SAN: p.SAN(m), After: after, Eval: e}
		keys[i] = t.drawPreference(p, after, e, clock)
	}
	idx := make([]int, len(moves))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		if c := evals[a].Eval.Compare(evals[b].Eval); c != 0 {
			return c
		}
		return cmp.Compare(keys[a], keys[b])
	})
	sorted := make([]MoveEval, len(moves))
	for i, j := range idx {
		sorted[i] = evals[j]
	}
	return sorted
}

// drawPreference ranks drawing moves, lower first (see RankMoves); 0 for every other move. clock is the
// halfmove clock after the move.
//
// The first key is the hold after the move (hold.go): the plies until the lone king, playing its best,
// takes the piece or the game ends. The side with the piece takes the longest, the lone king the shortest,
// and a move that ends the game (a stalemate, a minor promotion into a dead draw, the hundredth quiet
// ply) has a hold of 0. The keys below it looked one reply ahead and let the pawn fall two moves later:
// in Kd2 Pe2 ke4 w they chose Kc3, and the line ran 1. Kc3 Ke3 2. Kc4 Kxe2, where e3 or any other king
// move keeps the pawn for ever; with the lone king, Kf1 Pa2 kc4 b went Kc3, taking the pawn on the
// seventh ply, where Kb4 takes it on the fifth (TestHoldChoice).
//
// Among moves of equal hold, for the side with the piece the key is how many of the opponent's replies
// keep the draw: the fewer, the likelier a defender goes wrong. A reply keeps the draw when the position
// after it is not a win for the side with the piece (under the count). This once counted the replies after
// which the side with the piece does not lose, which is every reply (it never loses), and so ranked by the
// fewest replies.
//
// A move after which some reply takes the piece comes after every drawing move of its hold that does not
// (maxMoves+1 plus its count; no position has more than maxMoves replies): taking it is the one reply no
// defender misses, and it ends every chance of a win, so the count of the other drawing replies promises
// nothing. Fewest first counted the capture as one reply among others and offered the pawn where taking it
// was the only drawing reply (Ke1 Pe4 ke6 w: e5); the hold now puts such a move after every move that
// keeps the pawn longer, and this key only orders a move that leaves the piece to be taken after one that
// lets the lone king stalemate at once (both a hold of 1).
//
// The lone king's second key prefers a capture, which ends the game at once, to a move that stalemates
// the other side (both a hold of 0).
func (t *tables) drawPreference(p, after Position, e Eval, clock int) int {
	if e.Outcome != Draw {
		return 0
	}
	if p.piece == NoPiece || p.piece.Color() != p.turn {
		hold := 0 // the hundredth quiet ply ends the game
		if clock < FiftyPlies {
			hold = t.hold(after) // 0 after a capture: K v K
		}
		if after.piece == NoPiece && p.piece != NoPiece {
			return hold << 8 // a capture
		}
		return hold<<8 | 1
	}
	if after.Status() != Ongoing || clock >= FiftyPlies {
		return holdForever<<8 | 2*(maxMoves+1)
	}
	key := (holdForever - t.hold(after)) << 8 // 2*(maxMoves+1) < 1<<8
	drawing, hangs := 0, false
	var buf [maxMoves]Move
	for _, m := range after.appendMoves(buf[:0]) {
		next := after.play(m)
		hangs = hangs || next.piece == NoPiece
		if t.probeAt(next, after.ClockAfter(m, clock)).Eval.Outcome != Win {
			drawing++
		}
	}
	if hangs {
		return key | (maxMoves + 1 + drawing) // drawing < maxMoves + 1: after every move that keeps the piece
	}
	return key | drawing
}

// BestMove is the tablebase's move in p: the first of RankMoves, found without building the whole list.
// ok is false when p has no legal move.
func BestMove(p Position) (m Move, e Eval, ok bool) { return loadTables().bestMove(p, 0) }

// BestMoveAt is BestMove with the halfmove clock at halfmove: the first of RankMovesAt. When the count
// leaves a win, it keeps it (a move whose result under the count is a win, the fastest mate by the
// tablebase among them), so a game played with it is won before the clock reaches 100, and without a
// position standing on the board twice between zeroing moves, whatever the loser plays
// (TestWinnerNeverRepeats).
func BestMoveAt(p Position, halfmove int) (m Move, e Eval, ok bool) {
	return loadTables().bestMove(p, halfmove)
}

func (t *tables) bestMove(p Position, halfmove int) (best Move, bestEval Eval, ok bool) {
	var buf [maxMoves]Move
	bestKey := 0
	for _, m := range p.appendMoves(buf[:0]) {
		after, clock := p.play(m), p.ClockAfter(m, halfmove)
		e := t.probeAt(after, clock).Eval.before()
		c := -1
		if ok {
			c = e.Compare(bestEval)
		}
		if c > 0 || c == 0 && e.Outcome != Draw {
			continue // worse, or as good and later in move order
		}
		key := t.drawPreference(p, after, e, clock)
		if c == 0 && key >= bestKey {
			continue
		}
		best, bestEval, bestKey, ok = m, e, key, true
	}
	return best, bestEval, ok
}

// Step is one ply of a line: the move, and the position and its result after it.
type Step struct {
	Move     Move
	SAN      string
	Position Position // after the move
	// Eval is for the side to move after the move: Probe(Position), or in a line from BestLineAt,
	// ProbeAt(Position, Halfmove).Eval.
	Eval     Eval
	Halfmove int // the halfmove clock after the move (BestLineAt); counted from 0 in BestLine
}

// DefaultDrawPlies is how many plies of a drawn line BestLine gives when asked for 0.
const DefaultDrawPlies = 20

// maxLinePlies bounds any line: the longest win here takes 56 plies.
const maxLinePlies = 128

// BestLine is the optimal line from p, both sides playing BestMove: to mate when p is won or lost, else
// drawPlies plies (DefaultDrawPlies when 0) or fewer if the game ends first (stalemate, or a capture or
// minor promotion leaving a dead draw). Empty when the game is over in p.
func BestLine(p Position, drawPlies int) []Step { return BestLineAt(p, 0, drawPlies) }

// BestLineAt is BestLine with the halfmove clock at halfmove, both sides playing BestMoveAt: a line that
// the count draws ends with the move that brings the clock to 100 (Step.Halfmove), as a game would.
func BestLineAt(p Position, halfmove, drawPlies int) []Step {
	t := loadTables()
	if drawPlies <= 0 {
		drawPlies = DefaultDrawPlies
	}
	var line []Step
	e := t.probeAt(p, halfmove).Eval
	for len(line) < maxLinePlies && p.Status() == Ongoing && halfmove < FiftyPlies &&
		(e.Outcome != Draw || len(line) < drawPlies) {
		m, _, ok := t.bestMove(p, halfmove)
		if !ok {
			break
		}
		next := p.play(m)
		halfmove = p.ClockAfter(m, halfmove)
		e = t.probeAt(next, halfmove).Eval
		line = append(line, Step{Move: m, SAN: p.SAN(m), Position: next, Eval: e, Halfmove: halfmove})
		p = next
	}
	return line
}

// Options tune Solve.
type Options struct {
	Line      bool // fill Result.Line with BestLineAt
	DrawPlies int  // the length of a drawn line; 0 means DefaultDrawPlies
	// Halfmove is the halfmove clock of p (a FEN's fifth field): the analysis is under the fifty-move
	// rule from it (ProbeAt, RankMovesAt). 0, a fresh count, is the tablebase's plain analysis.
	Halfmove int
}

// Result is the whole analysis of a position.
type Result struct {
	Eval   Eval    // for the side to move, under the count: Clock.Eval
	Clock  Clocked // the result under the fifty-move rule and the tablebase's, with the distance to zeroing
	Status Status
	Best   *MoveEval  // the tablebase's move, nil when there is no legal move
	Moves  []MoveEval // every legal move, best first
	Line   []Step     // with Options.Line: the optimal line, as BestLineAt gives it
}

// Solve analyses p: its result, every move's result, the best move and, if asked, the optimal line, all
// under the fifty-move rule from Options.Halfmove. It builds the tables on first use (10-20 ms) and then
// takes microseconds; it fails only when ctx is done before it starts.
func Solve(ctx context.Context, p Position, opt Options) (Result, error) {
	if err := ctx.Err(); err != nil {
		return Result{}, fmt.Errorf("kpk: %w", err)
	}
	t := loadTables()
	c := t.probeAt(p, opt.Halfmove)
	r := Result{Eval: c.Eval, Clock: c, Status: p.Status(), Moves: t.rankMoves(p, opt.Halfmove)}
	if len(r.Moves) > 0 {
		r.Best = &r.Moves[0]
	}
	if opt.Line {
		r.Line = BestLineAt(p, opt.Halfmove, opt.DrawPlies)
	}
	return r, nil
}
