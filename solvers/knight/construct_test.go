package knight

import (
	"fmt"
	"testing"

	"kibitz/internal/testenv"
)

// checkBoard constructs a tour of b from every start (closed: a closed tour, walked from every start)
// and checks each with Verify; where Exists says there is none, Solve must say so too.
func checkBoard(t *testing.T, b Board, closed bool) {
	t.Helper()
	for r := range b.Rows {
		for c := range b.Cols {
			p := Problem{b, Square{r, c}}
			if err := Exists(p, closed); err != nil {
				if _, err := Solve(t.Context(), p, Options{Closed: closed, Method: MethodConstruct}); !IsNoTour(err) {
					t.Fatalf("Solve(%v, closed=%v) = %v, want no tour", p, closed, err)
				}
				continue
			}
			tour, _, err := construct(p, closed)
			if err == nil {
				err = tour.Verify(closed)
			}
			if err != nil {
				t.Fatalf("construct(%v, closed=%v): %v", p, closed, err)
			}
		}
	}
}

// TestConstructRectangles: every board with both sides from 1 to 16, every start, open and closed.
func TestConstructRectangles(t *testing.T) {
	for m := 1; m <= 16; m++ {
		for n := 1; n <= 16; n++ {
			t.Run(fmt.Sprintf("%dx%d", m, n), func(t *testing.T) {
				checkBoard(t, Board{m, n}, false)
				checkBoard(t, Board{m, n}, true)
			})
		}
	}
}

// TestConstructSquares: every n x n board from 5 to 40, every start, open and closed.
func TestConstructSquares(t *testing.T) {
	testenv.Heavy(t)
	for n := 5; n <= 40; n++ {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			checkBoard(t, Board{n, n}, false)
			checkBoard(t, Board{n, n}, true)
		})
	}
}

// TestConstructBands: boards of one band of blocks (a side of 5 to 11) and 17 to 60 long, every start,
// open and closed, so the open block sits between two neighbours on a line.
func TestConstructBands(t *testing.T) {
	testenv.Heavy(t)
	for m := 5; m <= 11; m++ {
		for n := 17; n <= 60; n++ {
			t.Run(fmt.Sprintf("%dx%d", m, n), func(t *testing.T) {
				checkBoard(t, Board{m, n}, false)
				checkBoard(t, Board{m, n}, true)
			})
		}
	}
}

// TestConstructStrips: 3 x n and 4 x n (and n x 3, n x 4) up to n = 100, every start, so every base,
// every pump count up to 20 and every whole piece is used.
func TestConstructStrips(t *testing.T) {
	testenv.Heavy(t)
	for _, h := range []int{3, 4} {
		for n := 1; n <= 100; n++ {
			t.Run(fmt.Sprintf("%dx%d", h, n), func(t *testing.T) {
				for _, b := range []Board{{h, n}, {n, h}} {
					checkBoard(t, b, false)
					checkBoard(t, b, true)
				}
			})
		}
	}
}

// TestConstructLarge: large boards from corners, edges and centres.
func TestConstructLarge(t *testing.T) {
	tests := []struct {
		b      Board
		starts []Square
		closed bool
	}{
		{Board{666, 666}, []Square{{0, 0}, {0, 665}, {665, 0}, {665, 665}, {332, 332}, {333, 332}, {0, 1}, {100, 517}}, false},
		{Board{666, 666}, []Square{{333, 333}}, true},
		{Board{667, 667}, []Square{{1, 1}, {333, 333}, {666, 0}}, false},
		{Board{1001, 1001}, []Square{{0, 0}, {500, 500}, {1000, 998}, {499, 1}}, false},
		{Board{1001, 1000}, []Square{{500, 499}}, true},
		{Board{3, 4321}, []Square{{1, 2159}, {0, 0}, {2, 4320}, {0, 1234}}, false},
		{Board{4, 5003}, []Square{{0, 2501}, {3, 2502}, {0, 5002}, {3, 17}}, false},
		{Board{5002, 3}, []Square{{2501, 1}}, true},
		{Board{5, 9999}, []Square{{2, 5000}, {0, 0}}, false},
		{Board{333, 11}, []Square{{166, 4}, {1, 9}}, false},
	}
	for _, tt := range tests {
		for _, s := range tt.starts {
			p := Problem{tt.b, s}
			t.Run(fmt.Sprintf("%v closed=%v", p, tt.closed), func(t *testing.T) {
				if err := Exists(p, tt.closed); err != nil {
					t.Fatalf("Exists(%v) = %v", p, err)
				}
				tour, _, err := construct(p, tt.closed)
				if err == nil {
					err = tour.Verify(tt.closed)
				}
				if err != nil {
					t.Fatalf("construct(%v, closed=%v): %v", p, tt.closed, err)
				}
			})
		}
	}
}

// TestGridParts: every side from 5 to 1000 and, for odd sides, every position of the odd block.
func TestGridParts(t *testing.T) {
	for length := 5; length <= 1000; length++ {
		ats := []int{-1}
		if length%2 == 1 {
			for at := range length {
				ats = append(ats, at)
			}
		}
		for _, at := range ats {
			parts := gridParts(length, at)
			sum, odd := 0, 0
			for _, p := range parts {
				switch p {
				case 6, 8, 10:
				case 5, 7, 9, 11:
					odd++
				default:
					t.Fatalf("gridParts(%d, %d) = %v: block of %d", length, at, parts, p)
				}
				sum += p
			}
			if sum != length || odd != length%2 || at >= 0 && !covers(parts, at) {
				t.Fatalf("gridParts(%d, %d) = %v", length, at, parts)
			}
		}
	}
}

// covers reports whether the odd block of parts covers position at.
func covers(parts []int, at int) bool {
	sum := 0
	for _, p := range parts {
		if p%2 == 1 {
			return at >= sum && at < sum+p
		}
		sum += p
	}
	return false
}
