package nim_test

import (
	"context"
	"fmt"
	"os"
	"strings"

	"kibitz/solvers/nim"
)

func ExampleSolve() {
	heaps, _ := nim.ParseHeaps("3, 4, 5")
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

func ExampleNewSubtraction() {
	moves, _ := nim.ParseMoveSet("1,2,5")
	game, _ := nim.NewSubtraction(context.Background(), moves)
	pre, period := game.Period()
	fmt.Println("pre-period", pre, "period", period)
	fmt.Println(game.Table(10))
	fmt.Println(game.Wins(1e18), game.Wins(999_999_999_999_999_999))
	take, _ := game.WinningMove(1e18)
	fmt.Println("take", take)
	// Output:
	// pre-period 0 period 3
	// [0 1 2 0 1 2 0 1 2 0]
	// true false
	// take 1
}

func ExampleSolveDivisor() {
	res, _ := nim.SolveDivisor(context.Background(), 12, nim.DivisorOptions{Misere: true})
	fmt.Println(res.Win, res.Move, res.Factors)
	// Output: true 6 [{2 2} {3 1}]
}

func ExampleDivisorGrundy() {
	// 12 moves to 2 or 3 (value 0: no move) and to 4 or 6 (value 1: one move, to a prime).
	for _, n := range []int64{7, 4, 12} {
		g, _ := nim.DivisorGrundy(context.Background(), n)
		fmt.Print(g, " ")
	}
	fmt.Println()
	// Output: 0 1 2
}

func ExampleSolveDAGame() {
	game, _ := nim.ParseDAGame("3 3\n1 3\n2 3\n1 2\n2\n1 1\n2 1\n")
	res, _ := nim.SolveDAGame(context.Background(), game)
	fmt.Println(res.Winner(), res.Colours[0].Grundy)
	// Output: Cheol 0
}

func ExampleGraph_Grundy() {
	g, _ := nim.NewGraph(4, []nim.Edge{{From: 1, To: 2}, {From: 2, To: 3}, {From: 1, To: 3}, {From: 3, To: 4}})
	fmt.Println(g.Grundy()) // node 4 is a sink; element v-1 is node v
	// Output: [2 0 1 0]
}

func ExampleBatchNim() {
	in := strings.NewReader("3 4 5\n1 2 3\n")
	_ = nim.BatchNim(context.Background(), in, os.Stdout, nim.NimBatchOptions{})
	// Output:
	// win 1:2
	// loss -
}
