package nim

import (
	"context"
	"math/rand/v2"

	"kibitz/solvers/internal/level"
)

// Level is how well a bot plays Nim. Perfect plays Suggest's move, a winning one whenever there is
// one; the other two blunder on purpose, so that people can beat them:
//
//   - Easy takes a random legal amount from a random heap on 3 moves out of 5;
//   - Medium does so on 1 move out of 5.
//
// Measured by TestLevelsAgainstARandomPlayer (plain Nim, three random heaps of 1 to 7, 2,000 games a
// level, each side moving first half the time), a player moving at random wins 30% of its games against
// Easy, 11% against Medium and 1% against Perfect (Perfect loses only games that start lost for it and
// that the random player happens to play right to the end).
type Level = level.Level

// The levels, weakest first.
const (
	Easy    = level.Easy
	Medium  = level.Medium
	Perfect = level.Perfect
)

// Levels lists the levels, weakest first.
func Levels() []Level { return level.All() }

// ParseLevel reads a level by name; the empty string is Perfect, the level kibitz always had.
func ParseLevel(s string) (Level, error) { return level.Parse("nim", s) }

// Choose is the move a bot of the level makes on h, using r for its blunders; ok is false when no move
// is possible. It fails only as Suggest does (the context ended).
func Choose(ctx context.Context, h Heaps, opt Options, l Level, r *rand.Rand) (m Move, ok bool, err error) {
	if rate := l.BlunderRate(); rate > 0 && r.Float64() < rate {
		if m, ok := RandomMove(h, opt.Rule, r); ok {
			return m, true, nil
		}
	}
	return Suggest(ctx, h, opt)
}

// RandomMove is a legal move chosen uniformly among the heaps that allow one, then among the amounts
// that heap allows (at most 64 of them are considered, the smallest first, so a huge heap costs nothing):
// a move that says nothing of the position's value. ok is false when no move is possible.
func RandomMove(h Heaps, rule Rule, r *rand.Rand) (m Move, ok bool) {
	var heaps []int
	for i, v := range h {
		if _, can := rule.MinTake(v); can {
			heaps = append(heaps, i)
		}
	}
	if len(heaps) == 0 {
		return Move{}, false
	}
	i := heaps[r.IntN(len(heaps))]
	var takes []int64
	for k := range rule.Takes(h[i]) {
		takes = append(takes, k)
		if len(takes) == 64 {
			break
		}
	}
	return Move{Heap: i, Take: takes[r.IntN(len(takes))]}, true
}
