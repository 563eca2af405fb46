package tictactoe

import (
	"math/rand/v2"

	"kibitz/solvers/internal/level"
)

// Level is how well a bot plays. Perfect never gives away a result; the other two blunder on purpose,
// so that a person can beat them:
//
//   - Easy plays a random legal move on 3 moves out of 5, and the best move otherwise;
//   - Medium plays a random legal move on 1 move out of 5 (it may still be a good one);
//   - Perfect plays Best, always.
//
// What the rates give, measured by TestLevelsAgainstARandomPlayer (a player choosing uniformly at random,
// 2,000 games a level, each side moving first half the time): a random player wins about 24% of its games
// against Easy, about 7% against Medium, and never against Perfect.
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
func ParseLevel(s string) (Level, error) { return level.Parse("tictactoe", s) }

// Choose is the cell (0-8) a bot of the level plays on b, using r for its blunders; ok is false when the
// game is over.
func Choose(b Board, l Level, r *rand.Rand) (cell int, ok bool) {
	if b.Over() {
		return 0, false
	}
	if rate := l.BlunderRate(); rate > 0 && r.Float64() < rate {
		return RandomMove(b, r)
	}
	m, ok := Best(b)
	return m.Cell, ok
}

// RandomMove is an empty cell of b chosen uniformly, using r: a move that says nothing of the position's
// value. ok is false when the game is over.
func RandomMove(b Board, r *rand.Rand) (cell int, ok bool) {
	if b.Over() {
		return 0, false
	}
	var empty []int
	for c := range 9 {
		if b[c] == Empty {
			empty = append(empty, c)
		}
	}
	return empty[r.IntN(len(empty))], true
}
