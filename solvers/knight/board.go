package knight

import (
	"strconv"
	"strings"

	"kibitz/solvers/internal/typed"
)

// MaxSquares is the largest board Parse and Solve accept (5000 x 5000). A tour of that size takes
// 25 MB as moves and about 240 MB as the text of `kibitz solve knight`; Options.MaxSquares lowers the
// limit (see the package documentation for the figures a chat bot should use).
const MaxSquares = 25_000_000

// Board is a rectangle of Rows x Cols squares.
type Board struct {
	Rows, Cols int
}

// Squares is the number of squares of the board.
func (b Board) Squares() int { return b.Rows * b.Cols }

// Contains reports whether s lies on the board.
func (b Board) Contains(s Square) bool {
	return s.Row >= 0 && s.Row < b.Rows && s.Col >= 0 && s.Col < b.Cols
}

// String is the size as people write it, "8 x 8".
func (b Board) String() string {
	return strconv.Itoa(b.Rows) + " x " + strconv.Itoa(b.Cols)
}

// Square is a square of a board: Row counts from 0 at the top, Col from 0 at the left. The text forms
// count from 1: "r,c" (String) and chess names such as "a1" (Board.Name).
type Square struct {
	Row, Col int
}

// String is the square as `kibitz solve knight` writes it: 1-based "row,column", e.g. "1,1" for the top
// left corner.
func (s Square) String() string {
	return strconv.Itoa(s.Row+1) + "," + strconv.Itoa(s.Col+1)
}

// CornerColoured reports whether s has the colour of the top left corner (on a board with both sides
// odd, the colour of all four corners and of one square more than the other colour).
func (s Square) CornerColoured() bool { return (s.Row+s.Col)%2 == 0 }

// Move is one of the knight's eight moves, numbered clockwise from "two up, one right"; m and m^4 are
// opposite moves.
type Move uint8

// moveDelta is the (row, column) change of each move.
var moveDelta = [8][2]int{{-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}}

// Delta is the change of row and column the move makes.
func (m Move) Delta() (dRow, dCol int) {
	d := moveDelta[m&7]
	return d[0], d[1]
}

// moveByDelta maps a change of (row+2)*5 + column+2 to its move, noLink where it is none.
var moveByDelta = func() (t [25]byte) {
	for i := range t {
		t[i] = noLink
	}
	for m, d := range moveDelta {
		t[(d[0]+2)*5+d[1]+2] = byte(m)
	}
	return t
}()

// moveOf returns the move from a to b, or false when b is not a knight's move from a.
func moveOf(a, b Square) (Move, bool) {
	dr, dc := b.Row-a.Row, b.Col-a.Col
	if dr < -2 || dr > 2 || dc < -2 || dc > 2 || moveByDelta[(dr+2)*5+dc+2] == noLink {
		return 0, false
	}
	return Move(moveByDelta[(dr+2)*5+dc+2]), true
}

// Name is the chess name of s: a file letter for the column (a is the left column) and a rank number for
// the row, rank 1 being the bottom row as on a chessboard, so a1 is the bottom left corner. Columns past
// z continue as in spreadsheets: aa, ab, ..., az, ba, ... (column 27 is aa).
func (b Board) Name(s Square) string {
	return FileName(s.Col) + strconv.Itoa(b.Rows-s.Row)
}

// FileName is the letters of column col (0-based) in Name: a, b, ..., z, aa, ab, ... The renderers label
// the files with it, and the Discord layer names a board's last file.
func FileName(col int) string {
	var buf [16]byte
	i := len(buf)
	for n := col + 1; n > 0; n = (n - 1) / 26 {
		i--
		buf[i] = byte('a' + (n-1)%26)
	}
	return string(buf[i:])
}

// ParseSquare reads a square of b written as a chess name ("a1", "h8", "aa30"; letters in either case)
// or as 1-based "row,column" counted from the top left ("1,1", " 3 , 5 "). It returns an *InputError
// with CodeBadSquare when the text is neither, and CodeStartOffBoard when the square is not on b, also
// when a number or a file is too long to keep ("99999999999999999999,1", "zzzzzzz1").
func (b Board) ParseSquare(text string) (Square, error) {
	t := strings.TrimSpace(text)
	if r, c, ok := strings.Cut(t, ","); ok {
		row, err1 := coord(strings.TrimSpace(r))
		col, err2 := coord(strings.TrimSpace(c))
		if err1 != nil || err2 != nil {
			return Square{}, &InputError{Code: CodeBadSquare, Text: typed.Clip(text)}
		}
		return b.onBoard(Square{row - 1, col - 1}, text)
	}
	i := 0
	col := 0
	for i < len(t) && isLetter(t[i]) {
		col = min(col*26+int((t[i]|0x20)-'a')+1, MaxSquares+1) // beyond any board: off it
		i++
	}
	if i == 0 || i == len(t) || t[i] == '+' || t[i] == '-' {
		return Square{}, &InputError{Code: CodeBadSquare, Text: typed.Clip(text)}
	}
	rank, err := coord(t[i:])
	if err != nil {
		return Square{}, &InputError{Code: CodeBadSquare, Text: typed.Clip(text)}
	}
	return b.onBoard(Square{b.Rows - rank, col - 1}, text)
}

// coord reads a row, column or rank. A whole number too long for an int reads as one beyond any board,
// so that the square is refused as off the board rather than as not a square.
func coord(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
		if strings.HasPrefix(s, "-") {
			return -MaxSquares - 1, nil
		}
		return MaxSquares + 1, nil
	}
	return n, err
}

func isLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

func (b Board) onBoard(s Square, text string) (Square, error) {
	if !b.Contains(s) {
		return Square{}, &InputError{Code: CodeStartOffBoard, Board: b, Start: s, Text: typed.Clip(strings.TrimSpace(text))}
	}
	return s, nil
}
