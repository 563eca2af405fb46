package kpk

import (
	"time"

	"kibitz/commands"
	"kibitz/solvers/kpk"
)

// A /kpk play game as stored, and its moves on the position: what the handlers (play.go, takeback.go,
// claim.go) run inside the game's compare-and-set.

// Game is a game as stored.
type Game struct {
	ID     string       `json:"id"`
	Player string       `json:"player"` // user id of the player; the tablebase has the other side
	Side   kpk.Color    `json:"side"`   // the player's side
	Start  kpk.Position `json:"start"`
	Pos    kpk.Position `json:"pos"`
	Ply    int          `json:"ply"`   // plies played: the move number the menus carry
	Quiet  int          `json:"quiet"` // plies since the last capture or pawn move
	Moves  []string     `json:"moves,omitempty"`
	Last   *kpk.Move    `json:"last,omitempty"` // the last move played, highlighted on the board
	Note   *note        `json:"note,omitempty"` // what the player's last move was worth
	End    string       `json:"end,omitempty"`  // resigned, fiftyMoves, fivefold or threefold; "" while the board decides
	// View is how the board is shown, chosen when the game starts (Game.view); "" in games stored
	// before there were views, which reads as it did, so the schema stays.
	View commands.View `json:"view,omitempty"`
	// Name is the player's name for the game's PGN, Started when the game began (its Date); Undone counts
	// the plies taken back (board), Back the moves the last take-back took back, in SAN, until the next
	// move. Games stored before there were any have none, which reads right.
	Name    string    `json:"name,omitempty"`
	Started time.Time `json:"started,omitzero"`
	Undone  int       `json:"undone,omitempty"`
	Back    []string  `json:"back,omitempty"`
	// Counters are the start's (the FEN's halfmove clock and fullmove number): the moves are numbered
	// from its move, and Quiet starts from its clock. The zero value, in games stored before, is move 1.
	Counters kpk.Counters `json:"counters,omitzero"`
	// Seen is the positions since the last capture or pawn move (or since the start), the current one
	// last, as positionID writes them: where a fivefold repetition is looked for. Earlier positions can
	// never come again (the pawn does not move back, a capture is for good), so at most 101 short ids.
	// KPK has no castling, and en passant is gone after the first move, so the pieces and the side to move
	// are the whole position. Games stored before there was any count repetitions from their next move.
	Seen []string `json:"seen,omitempty"`
}

// board is the number of the board the game is at, which menus and buttons carry: plies played, plus twice
// the plies taken back, so that it grows with every change (a take-back of n plies adds n) and equals the
// ply count of a game never taken back.
func (g *Game) board() int { return g.Ply + 2*g.Undone }

// schema is the version of Game's stored layout (storage.Versioned), kpk.Position's and kpk.Move's
// JSON forms included. Bump it, with a MigrateFrom, when a change would make games stored before it decode
// wrongly.
const schema = 1

func (Game) SchemaVersion() int { return schema }

// The ways a game ends that the position does not show.
const (
	resigned   = "resigned"
	fiftyMoves = "fifty"
	fivefold   = "fivefold" // the fifth occurrence of a position: a draw (FIDE Laws 9.6.1)
	// threefold is a draw claimed on the third occurrence of a position (FIDE Laws 9.2) by the side to
	// move, which is who claimed it: the player (Claim draw, claim.go) or the tablebase (tablebaseMoves).
	threefold = "threefold"
)

// The fifty-move rule is the solver's (kpk.FiftyPlies, kpk.ProbeAt): a move that brings Quiet to 100 ends
// the game unless it mates or stalemates, which stands (FIDE: a mate ends the game at once).

// note is the verdict on the player's last move, kept as data so that it is worded in the language of
// whoever looks at the board next.
type note struct {
	Kind      string `json:"kind"`             // one of the note* constants
	Played    string `json:"played"`           // SAN of the player's move
	Best      string `json:"best,omitempty"`   // SAN of the tablebase's best move there
	BestMoves int    `json:"best_n,omitempty"` // its distance to mate in moves
	Now       int    `json:"now,omitempty"`    // the played move's distance to mate in moves
	// Tight is set when the count made Best's win tight (kpk.Clocked.Tight): BestMoves, the tablebase's
	// distance, may not hold under the count, so the note quotes none. Notes stored before read false.
	Tight bool `json:"tight,omitempty"`
}

// The kinds of note.
const (
	noteNone      = ""
	noteDraws     = "draws"      // a win thrown away: the move draws
	noteLoses     = "loses"      // a win thrown away: the move loses
	noteDrawLost  = "draw_lost"  // a draw thrown away: the move loses
	noteHastens   = "hastens"    // still lost, but sooner
	noteSlower    = "slower"     // still won, but not by the fastest mate
	noteOnlyWin   = "only_win"   // the one move that wins
	noteOnlyDraws = "only_draws" // the one move that holds the draw
)

// counters are the counters of the game's position: its halfmove clock, and the fullmove number of the
// move to play.
func (g *Game) counters() kpk.Counters {
	return kpk.Counters{Halfmove: g.Quiet, Fullmove: g.Counters.MoveNumber(g.Start.Turn(), g.Ply)}
}

// over reports whether the game has ended.
func (g *Game) over() bool { return g.End != "" || g.Pos.Status() != kpk.Ongoing }

// apply plays a legal move, keeping the move list and the fifty-move count.
func (g *Game) apply(m kpk.Move) {
	resets := g.Pos.ResetsClock(m)
	g.Moves = append(g.Moves, g.Pos.SAN(m))
	next, err := g.Pos.Play(m)
	if err != nil {
		panic("kpk: apply an illegal move: " + err.Error()) // callers pass legal moves only
	}
	g.Pos, g.Last = next, &m
	g.Ply++
	g.Quiet++
	if resets {
		g.Quiet, g.Seen = 0, nil
	}
	id := positionID(g.Pos)
	g.Seen = append(g.Seen, id)
	switch {
	case g.Pos.Status() != kpk.Ongoing: // a mate or a stalemate stands
	case g.Quiet >= kpk.FiftyPlies:
		g.End = fiftyMoves
	case g.occurrences(id) >= 5:
		g.End = fivefold
	}
}

// occurrences counts the times the position id has stood on the board since the last capture or pawn
// move, this time included.
func (g *Game) occurrences(id string) int {
	n := 0
	for _, s := range g.Seen {
		if s == id {
			n++
		}
	}
	return n
}

// repeated reports whether the position on the board has stood there three times or more, with the same
// side to move, since the last capture or pawn move: the side to move may claim a draw (FIDE Laws 9.2).
func (g *Game) repeated() bool {
	return g.occurrences(positionID(g.Pos)) >= 3
}

// tablebaseMoves plays the tablebase's move when it is its turn: its best under the fifty-move count
// (kpk.BestMoveAt), so that where the count is high it keeps a win with a pawn move in time rather than
// take the fastest mate by the board alone and let the count draw it. On a threefold repetition it claims
// the draw instead, unless that move wins: a draw is then no worse than playing on. A winning tablebase
// never meets a repetition, and so never leaves the player one to claim: from a position won under the
// count, BestMoveAt repeats no position between zeroing moves (TestWinnerNeverRepeats, solvers/kpk/dtz_test.go).
func (g *Game) tablebaseMoves() {
	if g.over() || g.Pos.Turn() == g.Side {
		return
	}
	m, e, ok := kpk.BestMoveAt(g.Pos, g.Quiet)
	switch {
	case g.repeated() && e.Outcome != kpk.Win:
		g.End = threefold
	case ok:
		g.apply(m)
	}
}
