package knight

import (
	"errors"
	"strconv"

	"kibitz/solvers/internal/typed"
)

// Problem is a board and the square the tour starts from.
type Problem struct {
	Board
	Start Square
}

// Parse reads a problem in the line format of `kibitz solve knight`: "N R C" for an N x N board or
// "M N R C" for M rows and N columns, starting at row R, column C, all 1-based and separated by white
// space. It checks the board's size (1 to MaxSquares squares) and that the start is on it, but not
// whether a tour exists (Solve does). Errors are *InputError with CodeBadFormat, CodeBadSize,
// CodeBoardTooLarge or CodeStartOffBoard.
func Parse(line string) (Problem, error) { return parseLine(line) }

// parseLine is Parse for strings and for the byte lines of Batch, which it reads without allocating.
func parseLine[S string | []byte](line S) (Problem, error) {
	var nums [4]int
	var texts [4]S // each number as written, for an error about a number too long to keep
	n := 0
	clamped := false
	for i := 0; i < len(line); {
		if isSpace(line[i]) {
			i++
			continue
		}
		j := i
		if line[j] == '+' || line[j] == '-' {
			j++
		}
		v, digits := 0, 0
		for ; j < len(line) && line[j] >= '0' && line[j] <= '9'; j++ {
			if v = v*10 + int(line[j]-'0'); v > clampAt {
				v, clamped = clampAt, true
			}
			digits++
		}
		if digits == 0 || j < len(line) && !isSpace(line[j]) || n == len(nums) {
			return Problem{}, &InputError{Code: CodeBadFormat, Text: typed.Clip(string(line))}
		}
		if line[i] == '-' {
			v = -v
		}
		nums[n], texts[n] = v, line[i:j]
		n++
		i = j
	}
	var p Problem
	switch n {
	case 3:
		p = Problem{Board{nums[0], nums[0]}, Square{nums[1] - 1, nums[2] - 1}}
	case 4:
		p = Problem{Board{nums[0], nums[1]}, Square{nums[2] - 1, nums[3] - 1}}
	default:
		return Problem{}, &InputError{Code: CodeBadFormat, Text: typed.Clip(string(line))}
	}
	err := p.Validate(MaxSquares)
	var ie *InputError
	if clamped && errors.As(err, &ie) {
		// A number was cut to clampAt: the error says what was written rather than the cut value.
		switch ie.Code {
		case CodeBoardTooLarge:
			ie.Text = typed.Clip(string(trimSpace(line)))
		case CodeStartOffBoard:
			ie.Text = typed.Clip(string(texts[n-2])) + "," + typed.Clip(string(texts[n-1]))
		}
	}
	return p, err
}

// clampAt is where parseLine stops reading a number's digits: far beyond any board or start it accepts,
// so a longer number is refused all the same, and it cannot overflow.
const clampAt = 1 << 40

// trimSpace is the line without the white space around it.
func trimSpace[S string | []byte](s S) S {
	i, j := 0, len(s)
	for i < j && isSpace(s[i]) {
		i++
	}
	for j > i && isSpace(s[j-1]) {
		j--
	}
	return s[i:j]
}

// String is the canonical line of the problem: "N R C" for a square board, else "M N R C". Parse reads
// it back.
func (p Problem) String() string {
	var b []byte
	if p.Rows != p.Cols {
		b = strconv.AppendInt(b, int64(p.Rows), 10)
		b = append(b, ' ')
	}
	b = strconv.AppendInt(b, int64(p.Cols), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(p.Start.Row+1), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(p.Start.Col+1), 10)
	return string(b)
}

// Validate reports, as an *InputError, a side below 1 (CodeBadSize), more than maxSquares squares
// (CodeBoardTooLarge; maxSquares <= 0 or above MaxSquares means MaxSquares) or a start off the board
// (CodeStartOffBoard). It does not say whether a tour exists: see Exists.
func (p Problem) Validate(maxSquares int) error {
	if maxSquares <= 0 || maxSquares > MaxSquares {
		maxSquares = MaxSquares
	}
	b := p.Board
	if b.Rows < 1 || b.Cols < 1 {
		return &InputError{Code: CodeBadSize, Board: b}
	}
	if b.Rows > maxSquares || b.Cols > maxSquares || b.Rows*b.Cols > maxSquares {
		return &InputError{Code: CodeBoardTooLarge, Board: b, Limit: maxSquares}
	}
	if !b.Contains(p.Start) {
		return &InputError{Code: CodeStartOffBoard, Board: b, Start: p.Start}
	}
	return nil
}

func isSpace(c byte) bool { return c == ' ' || c >= '\t' && c <= '\r' }
