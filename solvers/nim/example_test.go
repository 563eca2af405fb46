package nim_test

import (
	"context"
	"fmt"
	"os"
	"strings"

	"kibitz/solvers/nim"
)

func ExampleSolve() {
	heaps, _ := nim.Parse("3, 4, 5")
	res, _ := nim.Solve(context.Background(), heaps, nim.Options{})
	fmt.Println(res.Win, res.Move, res.Grundy, res.Sum)

	limited, _ := nim.ParseRule(context.Background(), "1-3") // at most three per move
	res, _ = nim.Solve(context.Background(), heaps, nim.Options{Rule: limited})
	fmt.Println(res.Win, res.Move, res.Grundy, res.Sum)
	// Output:
	// true 1:2 [3 4 5] 2
	// true 1:2 [3 0 1] 2
}

func ExampleSolve_misere() {
	heaps := nim.Heaps{5, 1, 1}
	res, _ := nim.Solve(context.Background(), heaps, nim.Options{Misere: true})
	fmt.Println(res.Win, res.Move) // leave three heaps of 1: the opponent takes the last
	// Output: true 1:4
}

func ExampleSuggest() {
	// A lost position: with several players, kibitz still moves, taking one from the largest heap.
	m, ok, _ := nim.Suggest(context.Background(), nim.Heaps{1, 2, 3}, nim.Options{})
	fmt.Println(m, ok)
	// Output: 3:1 true
}

func ExampleBatch() {
	in := strings.NewReader("3 4 5\n1 2 3\n")
	_ = nim.Batch(context.Background(), in, os.Stdout, nim.BatchOptions{})
	// Output:
	// win 1:2
	// loss -
}
