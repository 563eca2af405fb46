package nim

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strconv"

	"kibitz/solvers/internal/lines"
)

// The batch functions run `kibitz solve nim | subtraction | divisor | dagame` (CONTRACT.md section 4).
// Except for dagame, each non-blank input line is one case and gives one output line, in order; a case
// that fails prints "error: <reason>" and the run goes on. They return an error only when reading or
// writing fails.

// maxLine is the longest input line the batches accept (MaxHeaps heaps of 19 digits fit).
const maxLine = 4 << 20

// NimBatchOptions are the flags of `kibitz solve nim`.
type NimBatchOptions struct {
	Misere bool
	Rule   Rule // --moves; the zero Rule is plain Nim
}

// BatchNim reads heap sizes, one position a line, and prints "win H:K" (take K from heap H, from 1),
// "loss -", or "win -" when the position is won with no move left (misère play, every heap empty).
func BatchNim(in io.Reader, out io.Writer, opt NimBatchOptions) error {
	var heaps Heaps
	var res Result
	o := Options(opt)
	return eachLine(in, out, func(line []byte, buf []byte) ([]byte, error) {
		var err error
		if heaps, err = appendHeaps(heaps[:0], line); err != nil {
			return buf, err
		}
		if cap(res.Grundy) < len(heaps) {
			res.Grundy = make([]int64, len(heaps))
		}
		res.Grundy = res.Grundy[:len(heaps)]
		if err := decide(context.Background(), heaps, o, &res); err != nil {
			return buf, err
		}
		if !res.Win {
			return append(buf, "loss -"...), nil
		}
		buf = append(buf, "win "...)
		if res.Move.Take == 0 {
			return append(buf, '-'), nil
		}
		buf = strconv.AppendInt(buf, int64(res.Move.Heap)+1, 10)
		buf = append(buf, ':')
		return strconv.AppendInt(buf, res.Move.Take, 10), nil
	})
}

// SubtractionBatchOptions are the flags of `kibitz solve subtraction`.
type SubtractionBatchOptions struct {
	Moves MoveSet // --moves, required
}

// BatchSubtraction reads pile sizes (up to MaxPile), one a line, and prints "win" or "loss" for the player
// to move. The move set is analysed once; if that fails, every case prints the error.
func BatchSubtraction(in io.Reader, out io.Writer, opt SubtractionBatchOptions) error {
	sub, subErr := NewSubtraction(context.Background(), opt.Moves)
	return eachLine(in, out, func(line []byte, buf []byte) ([]byte, error) {
		if subErr != nil {
			return buf, subErr
		}
		n, err := parseLone(line, FieldPile, 0, MaxPile)
		if err != nil {
			return buf, err
		}
		return appendWin(buf, sub.Wins(n)), nil
	})
}

// DivisorBatchOptions are the flags of `kibitz solve divisor`.
type DivisorBatchOptions struct {
	Misere bool
}

// BatchDivisor reads numbers N (1 to MaxN), one a line, and prints "win" or "loss" for the player to move
// in the divisor game. Decided exponent shapes are remembered across lines.
func BatchDivisor(in io.Reader, out io.Writer, opt DivisorBatchOptions) error {
	s := newDivisorSolver(DivisorOptions(opt))
	return eachLine(in, out, func(line []byte, buf []byte) ([]byte, error) {
		n, err := parseLone(line, FieldN, 1, MaxN)
		if err != nil {
			return buf, err
		}
		res, err := s.solve(context.Background(), n)
		if err != nil {
			return buf, err
		}
		return appendWin(buf, res.Win), nil
	})
}

// BatchDAGame reads one game, all of in, and prints "Young" if the first player wins, else "Cheol"; or
// "error: <reason>". An input with no non-blank line prints nothing.
func BatchDAGame(in io.Reader, out io.Writer) error {
	data, err := io.ReadAll(in)
	if err != nil {
		return fmt.Errorf("nim: reading dagame input: %w", err)
	}
	if len(trimSpace(data)) == 0 {
		return nil
	}
	var line string
	d, err := parseDAGame(data)
	if err == nil {
		var res DAGameResult
		if res, err = SolveDAGame(context.Background(), d); err == nil {
			line = res.Winner()
		}
	}
	if err != nil {
		line = "error: " + err.Error()
	}
	if _, err := io.WriteString(out, line+"\n"); err != nil {
		return fmt.Errorf("nim: writing dagame answer: %w", err)
	}
	return nil
}

func appendWin(buf []byte, win bool) []byte {
	if win {
		return append(buf, "win"...)
	}
	return append(buf, "loss"...)
}

// eachLine calls solve for every non-blank line; solve appends its answer to buf (empty, reused). An
// InputError (or any other error from one case) becomes that line's "error: ..." answer.
func eachLine(in io.Reader, out io.Writer, solve func(line, buf []byte) ([]byte, error)) error {
	sc := lines.NewScanner(in, maxLine)
	w := bufio.NewWriter(out)
	var buf []byte
	for sc.Scan() {
		line := trimSpace(sc.Bytes())
		if len(line) == 0 && !sc.TooLong() {
			continue
		}
		var err error
		if sc.TooLong() {
			err = sc.TooLongError()
		} else {
			buf, err = solve(line, buf[:0])
		}
		if err != nil {
			buf = append(append(buf[:0], "error: "...), err.Error()...)
		}
		buf = append(buf, '\n')
		if _, err := w.Write(buf); err != nil {
			return fmt.Errorf("nim: writing answers: %w", err)
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("nim: reading cases: %w", err)
	}
	if err := w.Flush(); err != nil {
		return fmt.Errorf("nim: writing answers: %w", err)
	}
	return nil
}
