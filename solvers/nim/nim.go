package nim

import (
	"context"
	"errors"
	"strconv"
	"strings"
)

// Heaps is a Nim position: the number of objects in each heap, each from 0 to MaxHeap.
type Heaps []int64

// String returns the canonical form, "3 4 5".
func (h Heaps) String() string {
	var b strings.Builder
	for i, v := range h {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.FormatInt(v, 10))
	}
	return b.String()
}

// After returns a copy of h with the move made. It does not check the move (see Rule.Allows).
func (h Heaps) After(m Move) Heaps {
	next := append(Heaps(nil), h...)
	next[m.Heap] -= m.Take
	return next
}

// HasMove reports whether any move is possible under r.
func (h Heaps) HasMove(r Rule) bool {
	for _, v := range h {
		if _, ok := r.MinTake(v); ok {
			return true
		}
	}
	return false
}

// Move takes Take objects from the heap at index Heap (from 0). The zero Move (Take 0) is no move.
type Move struct {
	Heap int
	Take int64
}

// String returns the move as "H:K", with H counted from 1: "2:3" takes 3 from the second heap; "-" for no
// move. This is the form `kibitz solve nim` prints.
func (m Move) String() string {
	if m.Take == 0 {
		return "-"
	}
	return strconv.Itoa(m.Heap+1) + ":" + strconv.FormatInt(m.Take, 10)
}

// Options are the rules of a Nim game.
type Options struct {
	// Misere: whoever takes the last object loses (equivalently, whoever cannot move wins).
	Misere bool
	// Rule: how many objects a move may take from a heap; the zero Rule is plain Nim.
	Rule Rule
}

// Result is the answer for the player to move.
type Result struct {
	// Win: the player to move wins with best play.
	Win bool
	// Move is a winning move when Win; the zero Move when the position is lost, or when it is won without
	// a move to make (misère play with no move left: the opponent made the last move).
	Move Move
	// Grundy holds each heap's Grundy value under the rule, in normal play; Sum is their XOR. In normal
	// play the player to move wins exactly when Sum is not 0. They are shown in misère play too.
	Grundy []int64
	Sum    int64
	Stats  Stats
}

// Stats are the counters of one Solve.
type Stats struct {
	// Positions is the number of positions the misère search looked at; 0 when a formula decided.
	Positions int64
}

// Solve decides a Nim position and finds a winning move.
//
// Normal play is the Sprague-Grundy theorem (Sprague 1935, Grundy 1939; Bouton 1901 for plain Nim): the
// position is won exactly when the XOR of the heaps' Grundy values is not 0, and a winning move takes a
// heap whose value g has g XOR Sum < g down to that value. Misère plain Nim is Bouton's rule: play as in
// normal play, except that the move which would leave only heaps of 0 and 1 leaves an odd number of 1s
// instead; equivalently, a position of only 0s and 1s is won when the number of 1s is even, any other by
// Sum != 0. Misère play with a take-limit or a move set has no such rule in general, so it is searched
// position by position (see misere.go), which is only possible for small heaps (CodeMisereTooLarge).
func Solve(ctx context.Context, h Heaps, opt Options) (Result, error) {
	res := Result{Grundy: make([]int64, len(h))}
	if err := decide(ctx, h, opt, &res); err != nil {
		return Result{}, err
	}
	return res, nil
}

// decide fills res (whose Grundy slice has len(h) entries): the batch calls it with reused buffers.
func decide(ctx context.Context, h Heaps, opt Options, res *Result) error {
	if err := checkHeaps(h); err != nil {
		return err
	}
	if err := opt.Rule.CheckHeaps(h); err != nil {
		return err
	}
	res.Sum, res.Move, res.Stats = 0, Move{}, Stats{}
	for i, v := range h {
		res.Grundy[i] = opt.Rule.Grundy(v)
		res.Sum ^= res.Grundy[i]
	}
	switch {
	case !opt.Misere:
		res.Win = res.Sum != 0
		if res.Win {
			res.Move = normalMove(h, opt.Rule, res.Grundy, res.Sum)
		}
	case opt.Rule.IsPlain():
		res.Win, res.Move = misereNim(h, res.Sum)
	default:
		var err error
		res.Win, res.Move, res.Stats.Positions, err = misereSearch(ctx, h, opt.Rule)
		return err
	}
	return nil
}

func checkHeaps(h Heaps) error {
	if len(h) == 0 {
		return &InputError{Code: CodeEmpty, Field: FieldHeaps}
	}
	for i, v := range h {
		if v < 0 {
			return &InputError{Code: CodeNegative, Field: FieldHeaps, Index: i + 1, Text: strconv.FormatInt(v, 10)}
		}
	}
	return nil
}

// normalMove finds a move to Grundy sum 0: a heap whose value g has g^sum < g (the heap holding sum's top
// bit has one) is moved to value g^sum, which the mex guarantees is reachable.
func normalMove(h Heaps, r Rule, grundy []int64, sum int64) Move {
	for i, g := range grundy {
		if t := g ^ sum; t < g {
			if k, ok := r.moveTo(h[i], t); ok {
				return Move{Heap: i, Take: k}
			}
		}
	}
	return Move{} // unreachable when sum != 0
}

// misereNim is Bouton's misère rule for plain Nim.
func misereNim(h Heaps, sum int64) (bool, Move) {
	big, ones, bigAt, oneAt := 0, 0, -1, -1
	for i, v := range h {
		switch {
		case v >= 2:
			big, bigAt = big+1, i
		case v == 1:
			ones++
			if oneAt < 0 {
				oneAt = i
			}
		}
	}
	switch big {
	case 0: // only 0s and 1s: won when the 1s are even, by taking a 1 (none left: the opponent took the last)
		if ones%2 != 0 {
			return false, Move{}
		}
		if ones == 0 {
			return true, Move{}
		}
		return true, Move{Heap: oneAt, Take: 1}
	case 1: // always won: leave an odd number of 1s
		if ones%2 == 1 {
			return true, Move{Heap: bigAt, Take: h[bigAt]}
		}
		return true, Move{Heap: bigAt, Take: h[bigAt] - 1}
	}
	if sum == 0 {
		return false, Move{}
	}
	// With two big heaps or more, the normal-play move leaves at least one big heap, where the rules agree.
	for i, v := range h {
		if t := v ^ sum; t < v {
			return true, Move{Heap: i, Take: v - t}
		}
	}
	return true, Move{}
}

// Suggest returns a move for the player to move in a game of any number of players: a winning move (one
// that leaves a lost position for the next player) when there is one, otherwise the smallest move from the
// largest heap, which keeps the game long and gives the others the most chances to go wrong. It also falls
// back to that move in misère positions too large to search. ok is false when no move is possible.
func Suggest(ctx context.Context, h Heaps, opt Options) (m Move, ok bool, err error) {
	res, err := Solve(ctx, h, opt)
	var ie *InputError
	switch {
	case errors.As(err, &ie) && ie.Code == CodeMisereTooLarge:
		// too large to search: play on without knowing
	case err != nil:
		return Move{}, false, err
	case res.Move.Take > 0:
		return res.Move, true, nil
	}
	best := -1
	for i, v := range h {
		if _, can := opt.Rule.MinTake(v); can && (best < 0 || v > h[best]) {
			best = i
		}
	}
	if best < 0 {
		return Move{}, false, nil
	}
	k, _ := opt.Rule.MinTake(h[best])
	return Move{Heap: best, Take: k}, true, nil
}
