package tictactoe

import (
	"context"
	"fmt"
	"sync"
)

// Outcome is the result of a game for one side.
type Outcome int8

// The outcomes, ordered from worst to best.
const (
	Loss Outcome = -1
	Draw Outcome = 0
	Win  Outcome = 1
)

// String is "win", "draw" or "loss".
func (o Outcome) String() string {
	switch o {
	case Win:
		return "win"
	case Loss:
		return "loss"
	}
	return "draw"
}

// Value is the worth of a position for the side to move under perfect play.
type Value struct {
	Outcome Outcome
	Plies   int // plies until the game ends
}

func (v Value) String() string { return fmt.Sprintf("%s in %d", v.Outcome, v.Plies) }

// Better reports whether v is preferable to w for the side to move: a better outcome; then, winning, fewer
// plies; losing, more plies.
func (v Value) Better(w Value) bool {
	if v.Outcome != w.Outcome {
		return v.Outcome > w.Outcome
	}
	switch v.Outcome {
	case Win:
		return v.Plies < w.Plies
	case Loss:
		return v.Plies > w.Plies
	}
	return false
}

// MoveValue is one legal move and its worth for the player making it.
type MoveValue struct {
	Cell  int // 0-8
	Value Value
}

// table holds the value of every board encoding: outcome+1 in the high bits, plies in the low four.
type table [19683]uint8

// solvedTable is every reachable board's value, worked out once, on first use.
type solvedTable struct {
	values  *table
	reached int // positions reachable from the empty board, finished ones included
}

var solvedOnce = sync.OnceValue(func() solvedTable {
	t := new(table)
	var empty Board
	seen := new([19683]bool)
	solveInto(t, empty, seen)
	reached := 0
	for _, s := range seen {
		if s {
			reached++
		}
	}
	return solvedTable{values: t, reached: reached}
})

func solved() *table { return solvedOnce().values }

// solveInto fills t for every board reachable from b and returns b's value. seen marks every board met,
// finished ones too (they have no entry in t: their value is known from the move that made them).
func solveInto(t *table, b Board, seen *[19683]bool) Value {
	i := b.index()
	if seen[i] {
		return decode(t[i])
	}
	best := Value{Outcome: Loss, Plies: -1}
	for cell := range 9 {
		nb, ok := b.Play(cell)
		if !ok {
			continue
		}
		v := afterMove(t, nb, seen)
		if best.Plies < 0 || v.Better(best) {
			best = v
		}
	}
	t[i] = uint8(best.Outcome+1)<<4 | uint8(best.Plies)
	seen[i] = true
	return best
}

// afterMove is the value, for the player who just moved, of the board nb that move produced.
func afterMove(t *table, nb Board, seen *[19683]bool) Value {
	switch {
	case nb.Winner() != Empty:
		seen[nb.index()] = true
		return Value{Win, 1}
	case nb.Full():
		seen[nb.index()] = true
		return Value{Draw, 1}
	}
	v := solveInto(t, nb, seen)
	return Value{-v.Outcome, v.Plies + 1}
}

func decode(x uint8) Value { return Value{Outcome(x>>4) - 1, int(x & 15)} }

// ValueOf is the value of a position for the side to move. It reports false for a finished game.
func ValueOf(b Board) (Value, bool) {
	if b.Over() || b.check() != nil {
		return Value{}, false
	}
	return decode(solved()[b.index()]), true
}

// Moves values every legal move for the side to move, in cell order. A finished game has none.
func Moves(b Board) []MoveValue {
	if b.Over() || b.check() != nil {
		return nil
	}
	t := solved()
	var out []MoveValue
	for cell := range 9 {
		nb, ok := b.Play(cell)
		if !ok {
			continue
		}
		var v Value
		switch {
		case nb.Winner() != Empty:
			v = Value{Win, 1}
		case nb.Full():
			v = Value{Draw, 1}
		default:
			w := decode(t[nb.index()])
			v = Value{-w.Outcome, w.Plies + 1}
		}
		out = append(out, MoveValue{Cell: cell, Value: v})
	}
	return out
}

// Best is a perfect move for the side to move: the best value, then the lowest cell. It reports false
// for a finished game.
func Best(b Board) (MoveValue, bool) {
	moves := Moves(b)
	if len(moves) == 0 {
		return MoveValue{}, false
	}
	best := moves[0]
	for _, m := range moves[1:] {
		if m.Value.Better(best.Value) {
			best = m
		}
	}
	return best, true
}

// Options configure Solve. Tic-tac-toe needs none: the type is there so that every solver reads the same.
type Options struct{}

// Result is what Solve knows about a position.
type Result struct {
	// Over reports a finished game; Winner is then X, O, or Empty for a draw, and the fields below are
	// zero.
	Over   bool
	Winner Mark
	// Value is the position's worth for the side to move.
	Value Value
	// Moves values every legal move, in cell order; Best is the perfect one (best value, lowest cell).
	Moves []MoveValue
	Best  MoveValue
	Stats Stats
}

// Stats are Solve's counters.
type Stats struct {
	// Positions is how many positions the table covers: every one reachable from the empty board, 5,478.
	Positions int
}

// Solve analyses a position: the value for the side to move and of every move, and the perfect move. The
// first call solves the whole game (about 4 ms, see the package documentation); later calls look the
// answer up. It fails only for a board that cannot arise in a game (an *InputError) or a finished ctx.
func Solve(ctx context.Context, b Board, _ Options) (Result, error) {
	if err := b.check(); err != nil {
		return Result{}, err
	}
	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	r := Result{Stats: Stats{Positions: solvedOnce().reached}}
	if b.Over() {
		r.Over, r.Winner = true, b.Winner()
		return r, nil
	}
	r.Value, _ = ValueOf(b)
	r.Moves = Moves(b)
	r.Best, _ = Best(b)
	return r, nil
}
