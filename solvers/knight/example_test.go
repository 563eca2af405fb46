package knight_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"

	"kibitz/solvers/knight"
)

func ExampleSolve() {
	b := knight.Board{Rows: 5, Cols: 5}
	start, _ := b.ParseSquare("a1")
	res, err := knight.Solve(context.Background(), knight.Problem{Board: b, Start: start}, knight.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Method, "from", b.Name(start), "succeeded:", res.Heuristic == knight.HeuristicSucceeded)
	fmt.Println("squares:", res.Tour.Len(), "valid:", res.Tour.Verify(false) == nil)
	// Output:
	// warnsdorff from a1 succeeded: true
	// squares: 25 valid: true
}

func ExampleSolve_heuristicFails() {
	// Warnsdorff's rule fails from every start on 4 x 10 (and most starts of any 4 x n board); the
	// construction never does.
	p, _ := knight.Parse("4 10 1 5")
	res, _ := knight.Solve(context.Background(), p, knight.Options{})
	fmt.Printf("the heuristic %s after %d of %d squares; the %s method found a tour ending at %v\n",
		res.Heuristic, res.Stats.HeuristicSquares, res.Stats.Squares, res.Method, res.Tour.End())
	// Output:
	// the heuristic failed after 27 of 40 squares; the construct method found a tour ending at 1,8
}

func ExampleSolve_noTour() {
	p, _ := knight.Parse("5 1 2")
	_, err := knight.Solve(context.Background(), p, knight.Options{})
	var ie *knight.InputError
	if errors.As(err, &ie) {
		// The code says why; commands/knight words it for users.
		fmt.Println(knight.IsNoTour(err), ie.Code, ie.Start)
	}
	// Output:
	// true wrong_colour 1,2
}

func ExampleBatch() {
	in := strings.NewReader("5 1 1\n3 4 1 1\n2 1 1\n")
	knight.Batch(context.Background(), in, os.Stdout, knight.BatchOptions{Method: knight.MethodConstruct})
	// Output:
	// 1,1 2,3 1,5 3,4 5,5 4,3 5,1 3,2 5,3 4,1 2,2 1,4 3,5 5,4 4,2 2,1 1,3 2,5 4,4 5,2 3,1 1,2 2,4 4,5 3,3
	// 1,1 2,3 3,1 1,2 2,4 3,2 1,3 3,4 2,2 1,4 3,3 2,1
	// none
}

func ExampleBoard_Name() {
	b := knight.Board{Rows: 8, Cols: 30}
	fmt.Println(b.Name(knight.Square{Row: 7, Col: 0}), b.Name(knight.Square{Row: 0, Col: 26}))
	s, _ := b.ParseSquare("3,28")
	fmt.Println(s, b.Name(s))
	// Output:
	// a1 aa8
	// 3,28 ab6
}
