package subtraction_test

import (
	"context"
	"fmt"

	"kibitz/solvers/subtraction"
)

func ExampleSolve() {
	moves, _ := subtraction.Parse("1,2,5")
	game, _ := subtraction.Solve(context.Background(), moves, subtraction.Options{})
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
