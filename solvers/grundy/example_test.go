package grundy_test

import (
	"context"
	"fmt"

	"kibitz/solvers/grundy"
)

func ExampleNewSubtraction() {
	moves, _ := grundy.ParseMoveSet("1,2,5")
	game, _ := grundy.NewSubtraction(context.Background(), moves)
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
	res, _ := grundy.SolveDivisor(context.Background(), 12, grundy.DivisorOptions{Misere: true})
	fmt.Println(res.Win, res.Move, res.Factors)
	// Output: true 6 [{2 2} {3 1}]
}

func ExampleDivisorGrundy() {
	// 12 moves to 2 or 3 (value 0: no move) and to 4 or 6 (value 1: one move, to a prime).
	for _, n := range []int64{7, 4, 12} {
		g, _ := grundy.DivisorGrundy(context.Background(), n)
		fmt.Print(g, " ")
	}
	fmt.Println()
	// Output: 0 1 2
}

func ExampleSolveDAGame() {
	game, _ := grundy.ParseDAGame("3 3\n1 3\n2 3\n1 2\n2\n1 1\n2 1\n")
	res, _ := grundy.SolveDAGame(context.Background(), game, grundy.DAGameOptions{})
	fmt.Println(res.Winner(), res.Colours[0].Grundy)
	// Output: Cheol 0
}

func ExampleGraph_Grundy() {
	g, _ := grundy.NewGraph(4, []grundy.Edge{{From: 1, To: 2}, {From: 2, To: 3}, {From: 1, To: 3}, {From: 3, To: 4}})
	fmt.Println(g.Grundy()) // node 4 is a sink; element v-1 is node v
	// Output: [2 0 1 0]
}
