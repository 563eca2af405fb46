package sudoku_test

import (
	"context"
	"errors"
	"fmt"

	"kibitz/solvers/sudoku"
)

func Example() {
	g, err := sudoku.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	if err != nil {
		fmt.Println(err)
		return
	}
	r, err := sudoku.Solve(context.Background(), g, sudoku.Options{Limit: 2})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("solutions:", r.Count())
	fmt.Print(r.Solutions[0].Pretty())
	// Output:
	// solutions: 1
	// 5 3 4 | 6 7 8 | 9 1 2
	// 6 7 2 | 1 9 5 | 3 4 8
	// 1 9 8 | 3 4 2 | 5 6 7
	// ------+-------+------
	// 8 5 9 | 7 6 1 | 4 2 3
	// 4 2 6 | 8 5 3 | 7 9 1
	// 7 1 3 | 9 2 4 | 8 5 6
	// ------+-------+------
	// 9 6 1 | 5 3 7 | 2 8 4
	// 2 8 7 | 4 1 9 | 6 3 5
	// 3 4 5 | 2 8 6 | 1 7 9
}

// A mistake is an *InputError: its Code and fields say what is wrong, and commands/sudoku's message
// catalogue words them for a user ("The grid has one row; a 9x9 grid has 9.").
func ExampleParse_error() {
	_, err := sudoku.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7")
	fmt.Println(err)
	_, err = sudoku.Parse("5 3 . | . 7 5 | . . .")
	var ie *sudoku.InputError
	if errors.As(err, &ie) {
		fmt.Println(ie.Code, ie.Rows, ie.Size)
	}
	// Output:
	// sudoku: length (size 9, length 80, want 81)
	// row_count 1 9
}

func ExampleHint() {
	g, _ := sudoku.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	steps, err := sudoku.Hint(context.Background(), g)
	if err != nil {
		fmt.Println(err)
		return
	}
	s := steps[len(steps)-1]
	fmt.Printf("%v: %v in %v gets %d\n", s.Technique, s.Units[0], s.Cell, s.Digit)
	// Output:
	// HiddenSingle: box 2 in r1c6 gets 8
}

func ExampleGenerate() {
	p, err := sudoku.Generate(context.Background(), sudoku.GenerateOptions{Difficulty: sudoku.Medium, Seed: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	r, _ := sudoku.Rate(context.Background(), p.Givens)
	fmt.Println(p.Difficulty, r.Difficulty, p.Solution.IsSolutionOf(&p.Givens))
	// Output:
	// medium medium true
}
