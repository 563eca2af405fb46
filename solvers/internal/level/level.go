// Package level is the strength of the bots that play a game (tic-tac-toe, Nim): how often each level
// blunders on purpose, so that people can beat the weaker ones. The games' packages give it their names
// (tictactoe.Level, nim.Level) and measure what the rates give in their own tests.
package level

import "fmt"

// Level is how well a bot plays.
type Level string

// The levels, weakest first.
const (
	Easy    Level = "easy"    // a random legal move on 3 moves out of 5
	Medium  Level = "medium"  // a random legal move on 1 move out of 5
	Perfect Level = "perfect" // the best move, always
)

// All lists the levels, weakest first.
func All() []Level { return []Level{Easy, Medium, Perfect} }

// Parse reads a level by name for the game called game (in the error); the empty string is Perfect,
// the level kibitz's bots always had.
func Parse(game, s string) (Level, error) {
	switch Level(s) {
	case "", Perfect:
		return Perfect, nil
	case Easy, Medium:
		return Level(s), nil
	}
	return "", fmt.Errorf("%s: unknown level %q (want easy, medium or perfect)", game, s)
}

// BlunderRate is the share of moves the level plays at random.
func (l Level) BlunderRate() float64 {
	switch l {
	case Easy:
		return 0.6
	case Medium:
		return 0.2
	}
	return 0
}
