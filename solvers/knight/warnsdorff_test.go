package knight

import (
	"fmt"
	"slices"
	"testing"

	"kibitz/internal/testenv"
)

// refWarnsdorff is the rule as the issue words it, written the slow and obvious way: list the free
// squares a knight's move away, count each one's free onward squares, sort by fewest onward squares,
// then farthest from the centre by (2r-(M+1))^2 + (2c-(N+1))^2 on 1-based coordinates, then row, then
// column, and go to the first.
func refWarnsdorff(p Problem) (squares []Square, ok bool) {
	b := p.Board
	visited := make([]bool, b.Squares())
	free := func(s Square) bool { return b.Contains(s) && !visited[s.Row*b.Cols+s.Col] }
	next := func(s Square) []Square {
		var out []Square
		for _, d := range moveDelta {
			if t := (Square{s.Row + d[0], s.Col + d[1]}); free(t) {
				out = append(out, t)
			}
		}
		return out
	}
	cur := p.Start
	visited[cur.Row*b.Cols+cur.Col] = true
	squares = append(squares, cur)
	for len(squares) < b.Squares() {
		cands := next(cur)
		if len(cands) == 0 {
			return squares, false
		}
		key := func(s Square) int {
			x, y := 2*(s.Row+1)-(b.Rows+1), 2*(s.Col+1)-(b.Cols+1)
			return x*x + y*y
		}
		slices.SortFunc(cands, func(a, c Square) int {
			if da, dc := len(next(a)), len(next(c)); da != dc {
				return da - dc
			}
			if ka, kc := key(a), key(c); ka != kc {
				return kc - ka
			}
			if a.Row != c.Row {
				return a.Row - c.Row
			}
			return a.Col - c.Col
		})
		cur = cands[0]
		visited[cur.Row*b.Cols+cur.Col] = true
		squares = append(squares, cur)
	}
	return squares, true
}

// TestWarnsdorffMatchesReference: the fast walk makes exactly the reference's choices, success or not.
func TestWarnsdorffMatchesReference(t *testing.T) {
	boards := []Board{{5, 5}, {6, 6}, {7, 7}, {8, 8}, {3, 10}, {4, 9}, {5, 8}, {9, 6}, {12, 12}, {21, 21}}
	for _, b := range boards {
		for r := range b.Rows {
			for c := range b.Cols {
				p := Problem{b, Square{r, c}}
				want, wantOK := refWarnsdorff(p)
				moves, reached, err := warnsdorff(t.Context(), p)
				if err != nil {
					t.Fatal(err)
				}
				if (moves != nil) != wantOK || reached != len(want) {
					t.Fatalf("warnsdorff(%v): ok %v after %d squares, want ok %v after %d", p, moves != nil, reached, wantOK, len(want))
				}
				if moves != nil {
					got := Tour{b, p.Start, moves}.Squares()
					if !slices.Equal(got, want) {
						t.Fatalf("warnsdorff(%v) differs from the reference", p)
					}
					if err := Validate(b, p.Start, got, false); err != nil {
						t.Fatalf("warnsdorff(%v): %v", p, err)
					}
				}
			}
		}
	}
}

// TestWarnsdorffCorner: from the top left corner the rule with Roth's tie-break goes all the way round
// on every n x n board from 5 to 288 and first fails at n = 289.
func TestWarnsdorffCorner(t *testing.T) {
	testenv.Heavy(t)
	for n := 5; n <= 289; n++ {
		moves, _, err := warnsdorff(t.Context(), Problem{Board{n, n}, Square{0, 0}})
		if err != nil {
			t.Fatal(err)
		}
		if got, want := moves != nil, n != 289; got != want {
			t.Errorf("warnsdorff(%d x %d from the corner) succeeded = %v, want %v", n, n, got, want)
		}
	}
}

// TestWarnsdorffSuccessRate pins the share of starts from which the rule succeeds on a few boards.
func TestWarnsdorffSuccessRate(t *testing.T) {
	for _, tt := range []struct {
		n, want int // starts that succeed
	}{{5, 13}, {6, 36}, {7, 15}, {8, 64}, {20, 400}} {
		t.Run(fmt.Sprint(tt.n), func(t *testing.T) {
			ok := 0
			for r := range tt.n {
				for c := range tt.n {
					if moves, _, _ := warnsdorff(t.Context(), Problem{Board{tt.n, tt.n}, Square{r, c}}); moves != nil {
						ok++
					}
				}
			}
			if ok != tt.want {
				t.Errorf("warnsdorff succeeds from %d starts on %d x %d, want %d", ok, tt.n, tt.n, tt.want)
			}
		})
	}
}
