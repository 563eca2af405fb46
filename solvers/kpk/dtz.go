package kpk

import "math/bits"

// The fifty-move rule: a count-aware result next to the tablebase's, which knows no count.
//
// kibitz's rule (commands/kpk/game.go): the halfmove clock counts plies since the last pawn move or
// capture; a move that brings it to 100 ends the game in a draw, unless that move mates or stalemates,
// which stands (FIDE Laws 9.3 and 5.2.1: checkmate ends the game at once, so a mate on the hundredth ply
// is a win). A position given with a clock of 100 or more is therefore drawn unless it is already over.
//
// DTZ (distance to zeroing) is the plies to the next zeroing move or mate with best play: the side with
// the piece hastening it, the lone king delaying it. A zeroing move is a pawn move (promotion included)
// or a capture; only the winner's zeroing moves that keep the win count (the lone king's only zeroing move,
// taking the piece, draws). With the clock at h, a tablebase win holds under the count exactly when
// h + DTZ <= 100: the zeroing move (or mate) is ply DTZ, the DTZ-1 plies before it bring the clock to
// h+DTZ-1 < 100, and after a zeroing move the fresh count always suffices, because no position of any
// table is more than 56 plies from mate (TestFreshCountSuffices): from a clock of 0, the tablebase's own
// mating line never reaches 100.
//
// K+Q v K and K+R v K have no zeroing move for the winner but mate, so their DTZ is their DTM. In K+P v K
// the pawn stays put between zeroing moves, so for each pawn square the quiet game is the two kings and the
// side to move: the same bit-parallel retrograde as the DTM table (retro.go), its only exits being the
// checkmates and, at ply 1, every pawn move into a position the tablebase has lost for Black. It is built
// with the other tables, one byte a position (384 KiB), in about a third of their time (BenchmarkBuild;
// TestTableStats has the figures). Computing it per query instead would mean this same retrograde over
// the 4,096 king placements of one pawn square on every probe; at 384 KiB, precomputing is the simpler
// choice, and a probe stays one lookup.

// FiftyPlies is the halfmove clock at which the game is drawn (50 moves by each side): a move that brings
// the clock to it draws unless it mates or stalemates.
const FiftyPlies = 100

// buildZeroing is K+P v K's distance to zeroing: pawn is the K+P v K table, promoted the Black-to-move
// tables of the queen and the rook, as buildPawn takes them. The result has the layout of the DTM table:
// plies to the next winning zeroing move or mate + 1, 0 where the tablebase has a draw.
func buildZeroing(pawn [2][]uint8, promoted ...[]uint8) *retro {
	r := newRetro(64*48, KPvK)
	for wk := A1; wk <= H8; wk++ {
		for wp := A2; wp <= H7; wp++ {
			if wp != wk {
				r.setPair(pawnIndex(wk, wp), wk, wp, kingAttacks[wk]|pawnAttacks(wp, White))
			}
		}
	}
	lost := func(table []uint8, pair int) (kings uint64) {
		cells := table[pair<<6 : pair<<6+64]
		for bk, v := range cells {
			if v != 0 {
				kings |= 1 << uint(bk)
			}
		}
		return kings
	}
	for wk := A1; wk <= H8; wk++ {
		for wp := A2; wp <= H7; wp++ {
			to := wp + 8
			if wp == wk || to == wk {
				continue
			}
			var kings uint64 // black kings for which a pawn move reaches a loss for Black: won at ply 1
			if to.Rank() == 7 {
				for _, table := range promoted {
					kings |= lost(table, pieceIndex(wk, to))
				}
			} else {
				kings |= lost(pawn[1], pawnIndex(wk, to))
				if two := to + 8; wp.Rank() == 1 && two != wk {
					kings |= lost(pawn[1], pawnIndex(wk, two)) &^ bit(to) // the double step needs both squares empty
				}
			}
			if kings != 0 {
				r.events = append(r.events, promotion{ply: 1, pair: pawnIndex(wk, wp), kings: kings})
			}
		}
	}
	// Only king moves are quiet: the pawn never moves inside this game.
	r.unmove = func(j int, lost uint64, cand []uint64) {
		wk, wp := Square(j/48), Square(j%48+8)
		for from := kingAttacks[wk] &^ bit(wp); from != 0; from &= from - 1 {
			cand[pawnIndex(Square(bits.TrailingZeros64(from)), wp)] |= lost
		}
	}
	r.run()
	return r
}

// DTZ is p's distance to zeroing for the side to move: the plies to the next pawn move or capture that
// keeps the win, or to mate, with the winner hastening it and the loser delaying it; 0 when the tablebase
// has a draw or the side to move is mated. For K+Q v K and K+R v K it is the distance to mate.
func DTZ(p Position) int { return loadTables().dtz(p) }

func (t *tables) dtz(p Position) int {
	if p.piece.Type() != Pawn {
		return t.probe(p).DTM
	}
	wk, x, bk := p.kings[p.strong()], p.at, p.kings[p.strong().Other()]
	side := 0
	if p.turn != p.strong() {
		side = 1
	}
	if p.strong() == Black {
		wk, x, bk = wk.flip(), x.flip(), bk.flip()
	}
	if v := t.zeroing[side][pawnIndex(wk, x)<<6|int(bk)]; v != 0 {
		return int(v) - 1
	}
	return 0
}

// Clocked is the result of a position under the fifty-move rule, with the halfmove clock at Halfmove.
type Clocked struct {
	// Eval is the result under the count: the tablebase's (Plain) when the count lets it stand, a Draw
	// when the count draws a tablebase win. A Win or Loss keeps the tablebase's DTM, which does not count
	// the clock: when Tight, the mate may take longer than that under the count (never shorter).
	Eval  Eval
	Plain Eval // the tablebase's result, which knows no count
	DTZ   int  // see DTZ; 0 for a draw
	// Halfmove is the clock: plies since the last pawn move or capture.
	Halfmove int
}

// Decided reports whether the count turns the tablebase's win into a draw.
func (c Clocked) Decided() bool { return c.Plain.Outcome != Draw && c.Eval.Outcome == Draw }

// Tight reports whether the count still lets the win stand but the tablebase's mating line may not fit
// under it: its DTM plies would take the clock past 100 unless a pawn move comes in time, so the winner
// must push the pawn (or mate) within PliesLeft plies, and the mate may take more than DTM plies.
func (c Clocked) Tight() bool {
	return c.Eval.Outcome != Draw && c.Halfmove+c.Plain.DTM > FiftyPlies
}

// PliesLeft is how many plies the count leaves for a zeroing move or mate: 100 - Halfmove, at least 0.
func (c Clocked) PliesLeft() int { return max(0, FiftyPlies-c.Halfmove) }

// Matters reports whether the count changes what can be said of the position: Decided or Tight. When it
// does not, the tablebase's result and distance to mate are the whole truth.
func (c Clocked) Matters() bool { return c.Decided() || c.Tight() }

// ProbeAt is the result of p with the halfmove clock at halfmove, under kibitz's fifty-move rule (see
// Clocked). A position whose game is over (mate, stalemate, dead draw) keeps its result at any clock.
func ProbeAt(p Position, halfmove int) Clocked { return loadTables().probeAt(p, halfmove) }

func (t *tables) probeAt(p Position, halfmove int) Clocked {
	plain := t.probe(p)
	c := Clocked{Eval: plain, Plain: plain, Halfmove: halfmove}
	if plain.Outcome == Draw {
		return c
	}
	c.DTZ = t.dtz(p)
	if plain.DTM > 0 && halfmove+c.DTZ > FiftyPlies { // DTM 0: mated already, which stands
		c.Eval = Eval{}
	}
	return c
}

// ClockAfter is the halfmove clock once m, a legal move of p, is played from a clock of halfmove.
func (p Position) ClockAfter(m Move, halfmove int) int {
	if p.ResetsClock(m) {
		return 0
	}
	return halfmove + 1
}
