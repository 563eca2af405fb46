package tictactoe

import (
	"fmt"
	"strings"

	"kibitz/solvers/internal/typed"
)

// Mark is what a cell holds.
type Mark uint8

// The marks. X always moves first.
const (
	Empty Mark = iota
	X
	O
)

// String is the mark's character in the text form: ".", "X" or "O".
func (m Mark) String() string { return string(".XO"[m]) }

// Other is the opponent's mark.
func (m Mark) Other() Mark {
	switch m {
	case X:
		return O
	case O:
		return X
	}
	return Empty
}

// Board is a 3x3 board, cells 0-8 row by row.
type Board [9]Mark

// winLines are the eight ways to win.
var winLines = [8][3]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}

// InputError is a board that cannot be read or cannot happen in a game.
type InputError struct {
	Code   Code
	Cell   int    // 1-9, for CodeBadCharacter
	Char   string // for CodeBadCharacter
	Length int    // cells found, for CodeLength
}

// Code says what is wrong with a board.
type Code string

// The board errors.
const (
	CodeLength       Code = "length"        // Length cells instead of 9
	CodeBadCharacter Code = "bad_character" // Char at Cell is not X, O or .
	CodeCounts       Code = "counts"        // X must have as many marks as O, or one more
	CodeTwoWinners   Code = "two_winners"   // both sides have three in a row
	CodeAfterWin     Code = "after_win"     // a side moved after the game was won
)

// Error is for developers and logs; commands/tictactoe's catalogue words the error for users.
func (e *InputError) Error() string {
	switch e.Code {
	case CodeLength:
		return fmt.Sprintf("tictactoe: %s (%d cells)", e.Code, e.Length)
	case CodeBadCharacter:
		return fmt.Sprintf("tictactoe: %s (cell %d is %q)", e.Code, e.Cell, e.Char)
	}
	return "tictactoe: " + string(e.Code)
}

// Parse reads a board: 9 cells row by row, X, O and . (or - or _ for empty), in either case. A 0 is
// refused (CodeBadCharacter) rather than read: it looks like O, and was meant for it at least as often as
// for an empty cell. Spaces, line breaks, '|' and '/' between cells are ignored, so "X.O/.X./..O" and a pasted grid
// both work. The full-width forms a Japanese or Chinese keyboard types (Ｘ．Ｏ, the ideographic space)
// read as these characters (typed.ASCII); a character that is none is reported as typed. The board must
// be one that can arise in a game.
func Parse(s string) (Board, error) {
	var b Board
	n := 0
	for _, r := range s {
		var m Mark
		switch typed.ASCII(r) {
		case ' ', '\t', '\n', '\r', '|', '/':
			continue
		case 'X', 'x':
			m = X
		case 'O', 'o':
			m = O
		case '.', '-', '_':
			m = Empty
		default:
			return b, &InputError{Code: CodeBadCharacter, Cell: n + 1, Char: string(r)}
		}
		if n < 9 {
			b[n] = m
		}
		n++
	}
	if n != 9 {
		return b, &InputError{Code: CodeLength, Length: n}
	}
	return b, b.check()
}

// check reports why a board could not arise in a game, or nil.
func (b Board) check() error {
	nx, no := b.count(X), b.count(O)
	if nx != no && nx != no+1 {
		return &InputError{Code: CodeCounts}
	}
	wx, wo := b.hasLine(X), b.hasLine(O)
	switch {
	case wx && wo:
		return &InputError{Code: CodeTwoWinners}
	case wx && nx != no+1, wo && nx != no:
		return &InputError{Code: CodeAfterWin}
	}
	return nil
}

// String is the canonical text form: 9 characters of X, O and '.'.
func (b Board) String() string {
	var sb strings.Builder
	for _, m := range b {
		sb.WriteString(m.String())
	}
	return sb.String()
}

func (b Board) count(m Mark) int {
	n := 0
	for _, c := range b {
		if c == m {
			n++
		}
	}
	return n
}

func (b Board) hasLine(m Mark) bool {
	for _, l := range winLines {
		if b[l[0]] == m && b[l[1]] == m && b[l[2]] == m {
			return true
		}
	}
	return false
}

// Winner is the mark with three in a row, or Empty.
func (b Board) Winner() Mark {
	for _, l := range winLines {
		if m := b[l[0]]; m != Empty && b[l[1]] == m && b[l[2]] == m {
			return m
		}
	}
	return Empty
}

// WinningLines is the cells of every three in a row, rows first, then columns, then diagonals; nil when
// there is none. A game's last move can complete two lines at once (X's fifth mark on cell 9 of
// OOXOOXXXX completes the bottom row and the right column; 22 finished boards a game can reach have two),
// never more, and both are the winner's: the other side never gets a move after a win.
func (b Board) WinningLines() [][3]int {
	var lines [][3]int
	for _, l := range winLines {
		if m := b[l[0]]; m != Empty && b[l[1]] == m && b[l[2]] == m {
			lines = append(lines, l)
		}
	}
	return lines
}

// Full reports whether no cell is empty.
func (b Board) Full() bool { return b.count(Empty) == 0 }

// Over reports whether the game has ended: a win or a full board.
func (b Board) Over() bool { return b.Winner() != Empty || b.Full() }

// ToMove is the side to move: X when the counts are equal.
func (b Board) ToMove() Mark {
	if b.count(X) == b.count(O) {
		return X
	}
	return O
}

// Play returns the board after the side to move marks cell (0-8). It reports false when the game is over
// or the cell is taken or off the board.
func (b Board) Play(cell int) (Board, bool) {
	if cell < 0 || cell > 8 || b[cell] != Empty || b.Over() {
		return b, false
	}
	b[cell] = b.ToMove()
	return b, true
}

// index is the board's base-3 number, the key of the value table.
func (b Board) index() int {
	i := 0
	for _, m := range b {
		i = i*3 + int(m)
	}
	return i
}
