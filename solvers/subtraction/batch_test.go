package subtraction

import (
	"fmt"
	"strings"
	"testing"

	"kibitz/solvers/internal/batch/batchtest"
)

func TestBatch(t *testing.T) {
	tests := []struct {
		name  string
		moves MoveSet
		in    string
		want  string
	}{
		{"pebble game", MoveSet{1, 2, 5}, "0\n1\n3\n1000000000000000000\n999999999999999999\n10^18\n",
			"loss\nwin\nloss\nwin\nloss\nwin\n"},
		// A pile grouped by commas in threes is one pile, as kibitz writes it (it used to be an error).
		{"grouped piles", MoveSet{1, 2, 5}, "1,000,000,000,000,000,000\n999,999,999,999,999,999\n1,000,000,000,000,000,001\n",
			"win\nloss\nerror: subtraction: too_large (pile, \"1,000,000,000,000,000,001\", limit 1000000000000000000)\n"},
		{"errors go on", MoveSet{1, 2, 5}, "x\n1000000000000000001\n4\n",
			"error: subtraction: not_number (pile, \"x\")\nerror: subtraction: too_large (pile, \"1000000000000000001\", limit 1000000000000000000)\nwin\n"},
		// Full-width digits and marks read as ASCII, as /grundy subtraction reads its pile.
		{"full-width", MoveSet{1, 2, 5}, "３\n１０＾１８\n１，０００\n　４　\n１ｘ\n",
			"loss\nwin\nwin\nwin\nerror: subtraction: not_number (pile, \"1x\")\n"},
		{"bad move set: every case says so", MoveSet{0}, "1\n2\n", "error: subtraction: too_small (moves 1, \"0\", limit 1)\nerror: subtraction: too_small (moves 1, \"0\", limit 1)\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			batchtest.Want(t, Batch, BatchOptions{Moves: tc.moves}, tc.in, tc.want)
		})
	}
}

// TestBatchDescribe: the error lines, a bad move set's included, are worded by the options' Describe (the
// sentences are the catalogue's, tested in commands/grundy).
func TestBatchDescribe(t *testing.T) {
	code := batchtest.CodeOf(func(e *InputError) string { return string(e.Code) })
	batchtest.Want(t, Batch, BatchOptions{Moves: MoveSet{1}, Describe: code}, "x\n1\n", "error: not_number\nwin\n")
	batchtest.Want(t, Batch, BatchOptions{Moves: MoveSet{0}, Describe: code}, "1\n", "error: too_small\n")
}

// TestBatchWithoutPeriod: a move set whose values show no period still answers the piles among the values
// computed (5 is below every move: a loss), and gives an error line for a pile beyond them, and goes on.
func TestBatchWithoutPeriod(t *testing.T) {
	moves := noPeriodSet()
	known := min(maxValues, maxWork/len(moves)) // the values Solve computes (TestKeepValues)
	code := batchtest.CodeOf(func(e *InputError) string { return fmt.Sprintf("%s %q %d", e.Code, e.Text, e.Limit) })
	batchtest.Want(t, Batch, BatchOptions{Moves: moves, Describe: code}, fmt.Sprintf("5\n%d\n 10^18 \n0\n１０＾１８\n", known),
		fmt.Sprintf("loss\nerror: beyond_values \"%d\" %d\nerror: beyond_values \"10^18\" %d\nloss\nerror: beyond_values \"10^18\" %d\n",
			known, known, known, known))
	// The pile is quoted as typed, cut as every quote is (typed.Clip): leading zeros fill a line up to
	// MaxLine, and the error line was as long.
	zeros := strings.Repeat("0", 100)
	batchtest.Want(t, Batch, BatchOptions{Moves: moves, Describe: code}, fmt.Sprintf("%s%d\n", zeros, known),
		fmt.Sprintf("error: beyond_values \"%s…\" %d\n", zeros[:40], known))
}

func TestBatchReportsWriteErrors(t *testing.T) {
	batchtest.WriteErrors(t, Batch, BatchOptions{Moves: MoveSet{1}}, "1\n")
}
