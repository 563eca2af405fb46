package kpk

import (
	"strconv"
	"strings"

	"kibitz/solvers/internal/typed"
)

// Counters are the two last fields of a FEN, which a Position does not carry (it is the board and the
// side to move, a small comparable value): the halfmove clock, the plies since the last capture or pawn
// move, which the fifty-move rule counts, and the fullmove number, the number of the move about to be
// played, which starts at 1 and grows after each Black move. A game that starts from a FEN of move 40
// numbers its moves from 40, and its PGN and the FEN of each later position say so.
type Counters struct {
	Halfmove int
	Fullmove int
}

// MaxCounter bounds what ParseCounters reads: a counter of MaxCounter or more, however many digits it
// has, reads as MaxCounter-1 (1,048,575). Parse refuses a halfmove clock above MaxHalfmove, so of what
// it accepts only the fullmove number can be clamped.
//
// Clamped, not read as a default: reading a large clock as 0 turned a drawn position into a win (a clock
// of 1,048,576 answered "win 43", one less "draw"). Parse now refuses a halfmove clock above MaxHalfmove,
// which no game reaches, so the clamp is left to the fullmove number, which a game that starts from a
// large move number keeps numbering its moves from. The bound keeps the counters, and the buttons that
// carry them (commands/kpk), short.
const MaxCounter = 1 << 20

// ParseCounters returns the counters of a position as Parse reads it: a FEN's halfmove clock and
// fullmove number, 0 and 1 for those it leaves out, as the short form leaves out both. A fullmove number
// of 0, which some programs write, reads as 1; a counter of MaxCounter or more reads as MaxCounter-1.
// Only what Parse accepts is meant: for anything else the counters mean nothing.
func ParseCounters(s string) Counters {
	c := Counters{Fullmove: 1}
	s = typed.Fold(s) // as Parse reads it: "１０" is 10
	if !strings.Contains(s, "/") {
		return c
	}
	f := strings.FieldsFunc(s, func(r rune) bool { return r < 0x80 && isSeparator(byte(r)) })
	if len(f) > 4 {
		if n, ok := counter(f[4]); ok {
			c.Halfmove = n
		}
	}
	if len(f) > 5 {
		if n, ok := counter(f[5]); ok && n > 0 {
			c.Fullmove = n
		}
	}
	return c
}

// counter reads a counter's digits, clamped below MaxCounter (MaxCounter says why); ok is false for
// anything but digits. Batch reads a line's bytes with it too (halfmoveOf).
func counter[T ~string | ~[]byte](s T) (n int, ok bool) {
	if len(s) == 0 {
		return 0, false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		if n = n*10 + int(s[i]-'0'); n >= MaxCounter {
			n = MaxCounter - 1 // and stays there: later digits only make it larger
		}
	}
	return n, true
}

// Start is c with a Fullmove of 0 (the zero Counters, counters never set) read as 1.
func (c Counters) Start() Counters {
	if c.Fullmove < 1 {
		c.Fullmove = 1
	}
	return c
}

// ResetsClock reports whether m, a legal move of p, is a pawn move or a capture: the moves that set the
// halfmove clock (the fifty-move count) back to 0.
func (p Position) ResetsClock(m Move) bool {
	return p.PieceAt(m.From).Type() == Pawn || p.PieceAt(m.To) != NoPiece
}

// After is the counters once m, a legal move of p, has been played: the halfmove clock back to 0 after
// a pawn move or a capture (ResetsClock) and one more after any other move, the fullmove number one more
// after Black's.
func (c Counters) After(p Position, m Move) Counters {
	c = c.Start()
	c.Halfmove++
	if p.ResetsClock(m) {
		c.Halfmove = 0
	}
	if p.Turn() == Black {
		c.Fullmove++
	}
	return c
}

// MoveNumber is the number of ply i (from 0) of a game that starts with these counters in a position
// where first is to move: the fullmove number for the first move, one more at every White move after it.
func (c Counters) MoveNumber(first Color, i int) int { return MoveNumber(c.Start().Fullmove, first, i) }

// FEN is the position in FEN with counters c: String's form, whose "0 1" it replaces.
func (p Position) FEN(c Counters) string {
	c = c.Start()
	s := p.String()
	return s[:len(s)-len("0 1")] + strconv.Itoa(c.Halfmove) + " " + strconv.Itoa(c.Fullmove)
}
