package knight

import (
	"context"
	"errors"
	"fmt"
)

// Method chooses how Solve finds a tour.
type Method uint8

const (
	// MethodAuto tries Warnsdorff's rule first and constructs the tour when the rule fails (the rule costs
	// about ten times the construction, so batch work on large boards should use MethodConstruct).
	MethodAuto Method = iota
	// MethodWarnsdorff uses Warnsdorff's rule with Roth's tie-break only: fast on most squares, but it
	// can fail where a tour exists (then Solve returns ErrHeuristicFailed).
	MethodWarnsdorff
	// MethodConstruct builds the tour from tabulated pieces: never fails where a tour exists, linear time.
	MethodConstruct
)

var methodNames = [...]string{"auto", "warnsdorff", "construct"}

// String is the method's name as ParseMethod reads it: "auto", "warnsdorff" or "construct".
func (m Method) String() string {
	if int(m) < len(methodNames) {
		return methodNames[m]
	}
	return fmt.Sprintf("Method(%d)", m)
}

// ParseMethod reads a method's name (see Method.String).
func ParseMethod(s string) (Method, error) {
	for i, n := range methodNames {
		if s == n {
			return Method(i), nil
		}
	}
	return 0, fmt.Errorf("knight: unknown method %q (want auto, warnsdorff or construct)", s)
}

// Options tune Solve. The zero value asks for an open tour by MethodAuto on up to MaxSquares squares.
type Options struct {
	Closed     bool   // ask for a closed tour: the last square a knight's move from the start
	Method     Method // how to find the tour
	MaxSquares int    // refuse larger boards (CodeBoardTooLarge); 0 or more than MaxSquares means MaxSquares
	Verify     bool   // check the tour with Verify before returning it (17 more bytes a square)
}

// Heuristic says what Warnsdorff's rule did.
type Heuristic uint8

const (
	HeuristicNotTried  Heuristic = iota // the method was MethodConstruct
	HeuristicSucceeded                  // the rule found the tour returned
	HeuristicFailed                     // a dead end, or for a closed tour, an end that does not close
)

var heuristicNames = [...]string{"not tried", "succeeded", "failed"}

func (h Heuristic) String() string {
	if int(h) < len(heuristicNames) {
		return heuristicNames[h]
	}
	return fmt.Sprintf("Heuristic(%d)", h)
}

// Result is a tour and how it was found.
type Result struct {
	Tour      Tour
	Method    Method    // MethodWarnsdorff or MethodConstruct: what produced Tour
	Heuristic Heuristic // what Warnsdorff's rule did from this start, so a reply can say so
	Stats     Stats
}

// Stats counts the work behind a Result.
type Stats struct {
	Squares          int // squares of the board
	HeuristicSquares int // squares Warnsdorff's rule reached (Squares when it went all the way round)
	Pieces           int // tabulated pieces (blocks, bases, pumps) the construction laid; 0 if unused
}

// Solve finds a knight's tour of p's board starting at p.Start. Problems that are malformed or have no
// tour give an *InputError (its NoTour method tells which; the code says why). With MethodWarnsdorff,
// a failure of the rule gives ErrHeuristicFailed along with a Result whose Stats say how far it got.
// Solve checks ctx while Warnsdorff's rule runs (about 50 ms a million squares); the construction
// takes about 5 ms a million squares.
func Solve(ctx context.Context, p Problem, opt Options) (Result, error) {
	if err := p.Validate(opt.MaxSquares); err != nil {
		return Result{}, err
	}
	if err := Exists(p, opt.Closed); err != nil {
		return Result{}, err
	}
	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	res := Result{Stats: Stats{Squares: p.Squares()}}
	if opt.Method == MethodAuto || opt.Method == MethodWarnsdorff {
		moves, reached, err := warnsdorff(ctx, p)
		if err != nil {
			return Result{}, err
		}
		res.Stats.HeuristicSquares = reached
		res.Heuristic = HeuristicFailed
		if moves != nil {
			t := Tour{Board: p.Board, Start: p.Start, Moves: moves}
			if !opt.Closed || t.Closed() {
				res.Tour, res.Method, res.Heuristic = t, MethodWarnsdorff, HeuristicSucceeded
			}
		}
		if res.Heuristic == HeuristicFailed && opt.Method == MethodWarnsdorff {
			return res, ErrHeuristicFailed
		}
	}
	if res.Heuristic != HeuristicSucceeded {
		t, laid, err := construct(p, opt.Closed)
		if err != nil {
			return Result{}, err
		}
		res.Tour, res.Method, res.Stats.Pieces = t, MethodConstruct, laid
	}
	if opt.Verify {
		if err := res.Tour.Verify(opt.Closed); err != nil {
			return Result{}, fmt.Errorf("knight: %s produced a bad tour: %w", res.Method, err)
		}
	}
	return res, nil
}

// IsNoTour reports whether err says that no tour exists (an *InputError whose NoTour is true).
func IsNoTour(err error) bool {
	var ie *InputError
	return errors.As(err, &ie) && ie.NoTour()
}
