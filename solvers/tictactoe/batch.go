package tictactoe

import (
	"bufio"
	"context"
	"io"
	"strconv"

	"kibitz/solvers/internal/lines"
)

// maxLine bounds an input line: a board is 9 characters, so a longer line is a mistake, answered on its
// line like any other bad case.
const maxLine = 64 << 10

// Batch answers `kibitz solve tictactoe`: one board per line (9 cells, X, O, .), one answer per line:
// "RESULT PLIES CELL" for the side to move (cell 1-9), "over x", "over o" or "over draw" for a finished
// game, "error: ..." for a bad board. Blank lines are skipped. It returns only I/O errors.
func Batch(in io.Reader, out io.Writer) error {
	sc := lines.NewScanner(in, maxLine)
	w := bufio.NewWriter(out)
	var line []byte
	for sc.Scan() {
		text := string(sc.Bytes())
		if !sc.TooLong() && isBlank(text) {
			continue
		}
		if sc.TooLong() {
			line = append(append(line[:0], "error: "...), sc.TooLongError().Error()...)
		} else {
			line = append(line[:0], answer(text)...)
		}
		line = append(line, '\n')
		if _, err := w.Write(line); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return err
	}
	return w.Flush()
}

func answer(text string) string {
	b, err := Parse(text)
	if err != nil {
		return "error: " + err.Error()
	}
	r, err := Solve(context.Background(), b, Options{})
	if err != nil {
		return "error: " + err.Error()
	}
	if r.Over {
		switch r.Winner {
		case X:
			return "over x"
		case O:
			return "over o"
		}
		return "over draw"
	}
	m := r.Best
	return m.Value.Outcome.String() + " " + strconv.Itoa(m.Value.Plies) + " " + strconv.Itoa(m.Cell+1)
}

func isBlank(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != ' ' && s[i] != '\t' && s[i] != '\r' {
			return false
		}
	}
	return true
}
