package dlx_test

import (
	"context"
	"fmt"

	"kibitz/solvers/dlx"
)

// queens builds the N-queens problem as exact cover: every row and column is a primary item (exactly
// one queen each), every diagonal a secondary item (at most one queen each).
func queens(n int) (*dlx.Matrix, error) {
	m, err := dlx.New(2*n, 2*(2*n-1))
	if err != nil {
		return nil, err
	}
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			diag := 2*n + r + c
			anti := 2*n + (2*n - 1) + r - c + n - 1
			if _, err := m.AddOption(r, n+c, diag, anti); err != nil {
				return nil, err
			}
		}
	}
	return m, nil
}

// Example solves the eight queens puzzle: it counts the solutions and prints the first one.
func Example() {
	const n = 8
	m, err := queens(n)
	if err != nil {
		fmt.Println(err)
		return
	}
	var first []int
	st, err := m.Search(context.Background(), dlx.Options{}, func(sol []int) bool {
		if first == nil {
			first = append([]int(nil), sol...)
		}
		return true
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("solutions:", st.Solutions)
	board := make([][]byte, n)
	for r := range board {
		board[r] = []byte("........")
	}
	for _, opt := range first {
		board[opt/n][opt%n] = 'Q'
	}
	for _, row := range board {
		fmt.Println(string(row))
	}
	// Output:
	// solutions: 92
	// .......Q
	// .Q......
	// ...Q....
	// Q.......
	// ......Q.
	// ....Q...
	// ..Q.....
	// .....Q..
}
