package dagame_test

import (
	"context"
	"fmt"

	"kibitz/solvers/dagame"
)

func ExampleSolve() {
	game, _ := dagame.Parse("3 3\n1 3\n2 3\n1 2\n2\n1 1\n2 1\n")
	res, _ := dagame.Solve(context.Background(), game, dagame.Options{})
	fmt.Println(res.Winner(), res.Colours[0].Grundy)
	// Output: Cheol 0
}

func ExampleGraph_Grundy() {
	g, _ := dagame.NewGraph(4, []dagame.Edge{{From: 1, To: 2}, {From: 2, To: 3}, {From: 1, To: 3}, {From: 3, To: 4}})
	fmt.Println(g.Grundy()) // node 4 is a sink; element v-1 is node v
	// Output: [2 0 1 0]
}
