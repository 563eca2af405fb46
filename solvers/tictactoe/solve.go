package tictactoe

import (
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

var (
	tableOnce sync.Once
	values    *table
)

func solved() *table {
	tableOnce.Do(func() {
		t := new(table)
		var empty Board
		solveInto(t, empty, new([19683]bool))
		values = t
	})
	return values
}

// solveInto fills t for every board reachable from b and returns b's value.
func solveInto(t *table, b Board, done *[19683]bool) Value {
	i := b.index()
	if done[i] {
		return decode(t[i])
	}
	best := Value{Outcome: Loss, Plies: -1}
	for cell := range 9 {
		nb, ok := b.Play(cell)
		if !ok {
			continue
		}
		v := afterMove(t, nb, done)
		if best.Plies < 0 || v.Better(best) {
			best = v
		}
	}
	t[i] = uint8(best.Outcome+1)<<4 | uint8(best.Plies)
	done[i] = true
	return best
}

// afterMove is the value, for the player who just moved, of the board nb that move produced.
func afterMove(t *table, nb Board, done *[19683]bool) Value {
	switch {
	case nb.Winner() != Empty:
		return Value{Win, 1}
	case nb.Full():
		return Value{Draw, 1}
	}
	v := solveInto(t, nb, done)
	return Value{-v.Outcome, v.Plies + 1}
}

func decode(x uint8) Value { return Value{Outcome(x>>4) - 1, int(x & 15)} }

// Evaluate is the value of a position for the side to move. It reports false for a finished game.
func Evaluate(b Board) (Value, bool) {
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
