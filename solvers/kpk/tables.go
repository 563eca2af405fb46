package kpk

import (
	"fmt"
	"sync"
)

// Outcome is the game-theoretic result of a position for the side to move.
type Outcome int8

// The three outcomes.
const (
	Draw Outcome = iota
	Win
	Loss
)

// String is "draw", "win" or "loss".
func (o Outcome) String() string {
	switch o {
	case Win:
		return "win"
	case Loss:
		return "loss"
	}
	return "draw"
}

// Eval is what the tablebase knows about a position: the outcome for the side to move and, unless it is a
// draw, the distance to mate in plies (half-moves) with the winner hastening mate and the loser delaying it.
// A checkmated side has Loss with DTM 0; a win in DTM plies is "mate in (DTM+1)/2 moves".
type Eval struct {
	Outcome Outcome
	DTM     int // plies to mate; 0 for a draw
}

// Moves is the distance to mate in moves of the side that mates, (DTM+1)/2: "mates in 28" for a Win in 55
// plies or a Loss in 56; 0 for a draw.
func (e Eval) Moves() int {
	if e.Outcome == Draw {
		return 0
	}
	return (e.DTM + 1) / 2
}

// String is "win 55", "loss 0" or "draw".
func (e Eval) String() string {
	if e.Outcome == Draw {
		return "draw"
	}
	return fmt.Sprintf("%s %d", e.Outcome, e.DTM)
}

// Stats describes one table as built.
type Stats struct {
	Material  Material
	Positions [2]int // legal positions: [0] with the side that has the piece to move, [1] with the lone king to move
	Wins      [2]int // how many of them the side with the piece wins
	Longest   [2]int // the longest win, in plies to mate
	Bytes     int    // memory the table takes
}

// tables holds the three distance-to-mate tables, White having the piece, indexed by pair<<6 | black king and
// by the side to move (0 White, 1 Black): plies to mate + 1, or 0 for a draw or an illegal position.
type tables struct {
	kpk, kqk, krk [2][]uint8
	zeroing       [2][]uint8 // K+P v K's distance to zeroing (dtz.go), laid out as kpk
	maxDTZ        [2]int     // the longest of zeroing, White to move and Black to move
	holds         [2][]uint8 // K+P v K's hold (hold.go), laid out as kpk
	stats         []Stats
}

func build() *tables {
	q, r := buildPiece(Queen), buildPiece(Rook)
	p := buildPawn(q.dtm[1], r.dtm[1])
	z := buildZeroing(p.dtm, q.dtm[1], r.dtm[1])
	return &tables{kpk: p.dtm, kqk: q.dtm, krk: r.dtm, zeroing: z.dtm, maxDTZ: z.stats.Longest,
		holds: buildHold(q.dtm[1], r.dtm[1]), stats: []Stats{p.stats, q.stats, r.stats}}
}

// loadTables builds the tables on first use, 10-20 ms (see BenchmarkBuild); they are read-only after.
// Lazily rather than at package initialisation, so that commands of kibitz that never look at a chess
// position do not pay for them; Prepare moves the cost to start-up.
var loadTables = sync.OnceValue(build)

// Prepare builds the tables now if they are not built yet. Calling it is never needed (every function
// builds them on first use); a bot may call it at start-up so that its first /kpk reply does not wait.
func Prepare() { loadTables() }

// TableStats describes the tables (building them if needed): K+P v K, K+Q v K, K+R v K, in that order.
func TableStats() []Stats { return append([]Stats(nil), loadTables().stats...) }

// Probe is the tablebase's verdict on p, for the side to move: an O(1) lookup (K v K, K+B v K and K+N v K
// are always draws). p must come from this package (Parse, NewPosition, Play).
func Probe(p Position) Eval { return loadTables().probe(p) }

func (t *tables) probe(p Position) Eval {
	strong := p.strong()
	wk, x, bk := p.kings[strong], p.at, p.kings[strong.Other()]
	if strong == Black {
		wk, x, bk = wk.flip(), x.flip(), bk.flip()
	}
	side := 0
	if p.turn != strong {
		side = 1
	}
	var v uint8
	switch p.piece.Type() {
	case Pawn:
		v = t.kpk[side][pawnIndex(wk, x)<<6|int(bk)]
	case Queen:
		v = t.kqk[side][pieceIndex(wk, x)<<6|int(bk)]
	case Rook:
		v = t.krk[side][pieceIndex(wk, x)<<6|int(bk)]
	}
	switch {
	case v == 0:
		return Eval{}
	case side == 0:
		return Eval{Win, int(v) - 1}
	default:
		return Eval{Loss, int(v) - 1}
	}
}
