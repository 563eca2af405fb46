package knight

import (
	"context"
	"errors"
	"strings"
	"testing"
)

func TestSolve(t *testing.T) {
	tests := []struct {
		name          string
		p             Problem
		opt           Options
		wantMethod    Method
		wantHeuristic Heuristic
	}{
		{"heuristic succeeds", Problem{Board{8, 8}, Square{0, 0}}, Options{}, MethodWarnsdorff, HeuristicSucceeded},
		{"heuristic fails on 7x7 from 2,2", Problem{Board{7, 7}, Square{1, 1}}, Options{}, MethodConstruct, HeuristicFailed},
		{"heuristic fails on 4x10", Problem{Board{4, 10}, Square{0, 4}}, Options{}, MethodConstruct, HeuristicFailed},
		{"construct only", Problem{Board{8, 8}, Square{0, 0}}, Options{Method: MethodConstruct}, MethodConstruct, HeuristicNotTried},
		{"closed", Problem{Board{6, 6}, Square{2, 3}}, Options{Closed: true}, MethodConstruct, HeuristicFailed},
		{"closed construct", Problem{Board{3, 30}, Square{1, 7}}, Options{Closed: true, Method: MethodConstruct}, MethodConstruct, HeuristicNotTried},
		{"1x1", Problem{Board{1, 1}, Square{0, 0}}, Options{}, MethodWarnsdorff, HeuristicSucceeded},
		{"verify", Problem{Board{101, 37}, Square{50, 18}}, Options{Verify: true, Method: MethodConstruct}, MethodConstruct, HeuristicNotTried},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := Solve(t.Context(), tt.p, tt.opt)
			if err != nil {
				t.Fatalf("Solve(%v) error %v", tt.p, err)
			}
			if res.Method != tt.wantMethod || res.Heuristic != tt.wantHeuristic {
				t.Errorf("Solve(%v) = method %v, heuristic %v; want %v, %v", tt.p, res.Method, res.Heuristic, tt.wantMethod, tt.wantHeuristic)
			}
			if err := res.Tour.Verify(tt.opt.Closed); err != nil {
				t.Errorf("Solve(%v): %v", tt.p, err)
			}
			if res.Stats.Squares != tt.p.Squares() || res.Tour.Len() != tt.p.Squares() {
				t.Errorf("Solve(%v): stats %+v, tour of %d squares", tt.p, res.Stats, res.Tour.Len())
			}
		})
	}
}

func TestSolveErrors(t *testing.T) {
	tests := []struct {
		name string
		p    Problem
		opt  Options
		want Code
	}{
		{"zero board", Problem{Board{0, 5}, Square{0, 0}}, Options{}, CodeBadSize},
		{"too large", Problem{Board{5001, 5000}, Square{0, 0}}, Options{}, CodeBoardTooLarge},
		{"over the caller's limit", Problem{Board{100, 100}, Square{0, 0}}, Options{MaxSquares: 9999}, CodeBoardTooLarge},
		{"off the board", Problem{Board{8, 8}, Square{8, 0}}, Options{}, CodeStartOffBoard},
		{"negative start", Problem{Board{8, 8}, Square{0, -1}}, Options{}, CodeStartOffBoard},
		{"too small", Problem{Board{4, 4}, Square{0, 0}}, Options{}, CodeNoTour},
		{"wrong colour", Problem{Board{5, 5}, Square{0, 1}}, Options{}, CodeWrongColour},
		{"inner row", Problem{Board{4, 9}, Square{1, 4}}, Options{}, CodeInnerLine},
		{"3x8 from 2,3", Problem{Board{3, 8}, Square{1, 2}}, Options{}, CodeNoTourFromSquare},
		{"odd closed", Problem{Board{7, 9}, Square{0, 0}}, Options{Closed: true}, CodeOddClosed},
		{"4xn closed", Problem{Board{4, 9}, Square{0, 0}}, Options{Closed: true}, CodeNoClosedTour},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Solve(t.Context(), tt.p, tt.opt)
			var ie *InputError
			if !errors.As(err, &ie) || ie.Code != tt.want {
				t.Fatalf("Solve(%v) = %v, want code %q", tt.p, err, tt.want)
			}
			if !strings.HasPrefix(ie.Error(), "knight: "+string(tt.want)) {
				t.Errorf("Solve(%v): Error() = %q, want it to name its code", tt.p, ie.Error())
			}
		})
	}
}

func TestSolveWarnsdorffOnly(t *testing.T) {
	p := Problem{Board{7, 7}, Square{1, 1}}
	res, err := Solve(t.Context(), p, Options{Method: MethodWarnsdorff})
	if !errors.Is(err, ErrHeuristicFailed) || res.Heuristic != HeuristicFailed || res.Stats.HeuristicSquares != 43 {
		t.Fatalf("Solve(%v, warnsdorff) = %+v, %v; want ErrHeuristicFailed after 43 squares", p, res, err)
	}
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	if _, err := Solve(ctx, Problem{Board{100, 100}, Square{0, 0}}, Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("Solve with a cancelled context = %v, want context.Canceled", err)
	}
}

func TestMethodNames(t *testing.T) {
	for _, m := range []Method{MethodAuto, MethodWarnsdorff, MethodConstruct} {
		if got, err := ParseMethod(m.String()); err != nil || got != m {
			t.Errorf("ParseMethod(%q) = %v, %v; want %v", m.String(), got, err, m)
		}
	}
	if _, err := ParseMethod("magic"); err == nil {
		t.Error(`ParseMethod("magic") succeeded`)
	}
}

// FuzzSolve: any board up to 40 x 40 and any start: Solve never panics, returns a valid tour exactly
// when Exists says one exists, and says "no tour" otherwise.
func FuzzSolve(f *testing.F) {
	f.Add(uint8(8), uint8(8), uint8(0), uint8(0), false)
	f.Add(uint8(3), uint8(7), uint8(1), uint8(3), false)
	f.Add(uint8(40), uint8(3), uint8(21), uint8(2), true)
	f.Add(uint8(5), uint8(5), uint8(2), uint8(2), false)
	f.Fuzz(func(t *testing.T, m, n, r, c uint8, closed bool) {
		b := Board{int(m%40) + 1, int(n%40) + 1}
		p := Problem{b, Square{int(r) % b.Rows, int(c) % b.Cols}}
		res, err := Solve(t.Context(), p, Options{Closed: closed, Method: MethodConstruct})
		exists := Exists(p, closed)
		switch {
		case exists != nil:
			if !IsNoTour(err) {
				t.Fatalf("Solve(%v, closed=%v) = %v, want no tour (%v)", p, closed, err, exists)
			}
		case err != nil:
			t.Fatalf("Solve(%v, closed=%v): %v", p, closed, err)
		default:
			if err := res.Tour.Verify(closed); err != nil {
				t.Fatalf("Solve(%v, closed=%v): %v", p, closed, err)
			}
		}
	})
}
