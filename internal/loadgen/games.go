package loadgen

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
)

// The games a virtual user plays, each from its first interaction to its last. A game ends early when
// the run is over (errStop), when a reply is lost (errLost: what the user saw is no longer the game's
// state), on a reply it cannot read (an error), or on an inconsistency (*inconsistency).
var games = map[string]func(u *user) error{
	"tictactoe": (*user).ticTacToe,
	"sudoku":    (*user).sudoku,
	"wordle":    (*user).wordle,
	"nim":       (*user).nim,
	"knight":    (*user).knight,
}

// GameNames lists the games in the order reports show them: a new slice each call, the caller's to
// change.
func GameNames() []string { return []string{"tictactoe", "sudoku", "wordle", "nim", "knight"} }

// Mix weighs the games: a user picks its next game with these odds.
type Mix map[string]int

// DefaultMix favours the games with many small interactions, as a server's traffic would. Knight's tours
// are left out of it, so that runs stay comparable with those before they were added: ask for them with
// --mix (tictactoe=4,knight=1). A new Mix each call, the caller's to change.
func DefaultMix() Mix { return Mix{"tictactoe": 4, "sudoku": 1, "wordle": 2, "nim": 2} }

// ParseMix reads "tictactoe=4,sudoku=1,wordle=2,nim=2"; games left out get no share, and ttt stands for
// tictactoe.
func ParseMix(s string) (Mix, error) {
	m := Mix{}
	for part := range strings.SplitSeq(s, ",") {
		name, weight, ok := strings.Cut(strings.TrimSpace(part), "=")
		name = strings.ToLower(strings.TrimSpace(name))
		if name == "ttt" {
			name = "tictactoe"
		}
		n, err := strconv.Atoi(strings.TrimSpace(weight))
		if !ok || err != nil || n < 0 || n > 1000 {
			return nil, fmt.Errorf("mix %q: write game=weight pairs, such as tictactoe=4,sudoku=1,wordle=2,nim=2", s)
		}
		if games[name] == nil {
			return nil, fmt.Errorf("mix %q: no game %q (the games: %s)", s, name, strings.Join(GameNames(), ", "))
		}
		m[name] = n
	}
	if m.total() == 0 {
		return nil, fmt.Errorf("mix %q: every weight is 0", s)
	}
	return m, nil
}

func (m Mix) total() int {
	t := 0
	for _, n := range m {
		t += n
	}
	return t
}

func (m Mix) pick(rng *rand.Rand) string {
	x := rng.IntN(m.total())
	for _, name := range GameNames() {
		if x < m[name] {
			return name
		}
		x -= m[name]
	}
	return GameNames()[0] // not reached: total counts only known games
}

// String is the mix as ParseMix reads it.
func (m Mix) String() string {
	var parts []string
	for _, name := range GameNames() {
		if m[name] > 0 {
			parts = append(parts, fmt.Sprintf("%s=%d", name, m[name]))
		}
	}
	return strings.Join(parts, ",")
}

// GameStats counts the games of one kind.
type GameStats struct {
	Played       int `json:"played"`       // started
	Finished     int `json:"finished"`     // played to their end, consistent
	Inconsistent int `json:"inconsistent"` // see Report
	Abandoned    int `json:"abandoned"`    // a reply was lost or could not be read
	Cut          int `json:"cut"`          // the run ended first
}

// inconsistency is a game whose replies contradict the moves its user made.
type inconsistency struct{ why string }

func (e *inconsistency) Error() string { return e.why }

func inconsistent(format string, args ...any) error {
	return &inconsistency{fmt.Sprintf(format, args...)}
}

// unreadable is a reply a game cannot go on from, though it is not a contradiction: a user error, a
// missing button.
type unreadable struct{ why string }

func (e *unreadable) Error() string { return e.why }

func (r *run) gameOver(name string, err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	g := r.games[name]
	if g == nil {
		g = &GameStats{}
		r.games[name] = g
	}
	var bad *inconsistency
	var odd *unreadable
	switch {
	case err == nil:
		g.Finished++
	case errors.Is(err, errStop):
		g.Cut++
	case errors.As(err, &bad):
		g.Inconsistent++
		if len(r.badLog) < maxExamples {
			r.badLog = append(r.badLog, name+": "+bad.why)
		}
	case errors.As(err, &odd):
		g.Abandoned++
		r.errs["unexpected reply"]++
	default:
		g.Abandoned++
	}
	g.Played++
}
