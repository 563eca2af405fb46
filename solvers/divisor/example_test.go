package divisor_test

import (
	"context"
	"fmt"

	"kibitz/solvers/divisor"
)

func ExampleSolve() {
	res, _ := divisor.Solve(context.Background(), 12, divisor.Options{Misere: true})
	fmt.Println(res.Win, res.Move, res.Factors)
	// Output: true 6 [{2 2} {3 1}]
}

func ExampleGrundy() {
	// 12 moves to 2 or 3 (value 0: no move) and to 4 or 6 (value 1: one move, to a prime).
	for _, n := range []int64{7, 4, 12} {
		g, _ := divisor.Grundy(context.Background(), n)
		fmt.Print(g, " ")
	}
	fmt.Println()
	// Output: 0 1 2
}
