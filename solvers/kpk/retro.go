package kpk

import (
	"math/bits"
	"slices"
)

// retro is the retrograde analysis of one table: a white king and one white piece (together a "pair" of
// squares, numbered by the table) against the black king. For every pair the 64 squares of the black king
// form one bitboard, so each step below settles up to 64 positions with a handful of word operations.
// White is always the side with the piece; Probe mirrors positions where Black has it.
type retro struct {
	// Per pair, sets of black-king squares:
	legalW   []uint64 // legal with White to move: kings apart, squares distinct, Black not in check
	legalB   []uint64 // legal with Black to move (Black may be in check)
	safe     []uint64 // empty squares White does not attack with the black king lifted off the board
	lossBase []uint64 // Black to move and able to lose at all: cannot take the piece, is not stalemated
	won      []uint64 // White to move, won so far
	lost     []uint64 // Black to move, lost so far
	fresh    []uint64 // Black to move, lost at the last ply
	cand     []uint64 // White to move, a move reaches a fresh loss

	// unmove ORs fresh losses of pair j, shifted to the pairs White can have come from, into cand. Where a
	// slider's path or a pawn's double step crosses a square, black kings there are masked out.
	unmove func(j int, lost uint64, cand []uint64)
	events []promotion // wins through promotion, known in advance from the piece tables, by ply

	dtm   [2][]uint8 // the result: [0] White to move, [1] Black to move; plies to mate + 1, 0 for draw or illegal
	stats Stats
}

// promotion says that at pair, White to move wins in ply plies for the black kings in kings, by promoting.
type promotion struct {
	ply   int
	pair  int
	kings uint64
}

func newRetro(pairs int, m Material) *retro {
	words := make([]uint64, 8*pairs)
	r := &retro{
		legalW: words[0*pairs : 1*pairs], legalB: words[1*pairs : 2*pairs],
		safe: words[2*pairs : 3*pairs], lossBase: words[3*pairs : 4*pairs],
		won: words[4*pairs : 5*pairs], lost: words[5*pairs : 6*pairs],
		fresh: words[6*pairs : 7*pairs], cand: words[7*pairs : 8*pairs],
	}
	cells := make([]uint8, 2*64*pairs)
	r.dtm = [2][]uint8{cells[:64*pairs], cells[64*pairs:]}
	r.stats = Stats{Material: m, Bytes: len(cells)}
	return r
}

// setPair describes pair i: white king on wk, the piece on x, attacking the set attacked (with the black
// king lifted off); the black king may take the piece unless the white king guards it.
func (r *retro) setPair(i int, wk, x Square, attacked uint64) {
	occupied := bit(wk) | bit(x)
	legalB := ^(occupied | kingAttacks[wk])
	r.legalB[i] = legalB
	r.legalW[i] = legalB &^ attacked
	r.safe[i] = ^(occupied | attacked)
	var capture uint64
	if kingAttacks[wk]&bit(x) == 0 {
		capture = kingAttacks[x] // the black king takes the piece: K v K, a draw
	}
	r.lossBase[i] = legalB &^ capture & (attacked | neighbors(r.safe[i]))
	r.stats.Positions[0] += bits.OnesCount64(r.legalW[i])
	r.stats.Positions[1] += bits.OnesCount64(legalB)
}

// run finds every win by plies: first the checkmates (Black to move, ply 0); then, alternately, the White-to-
// move positions with a move into a loss found at the ply before, and the Black-to-move positions all of
// whose moves now lead to wins. A position gets its value at the first ply that finds it, which is its
// distance to mate: White takes the fastest win, Black the slowest loss.
func (r *retro) run() {
	for i := range r.lost {
		m := r.lossBase[i] &^ neighbors(r.safe[i])
		r.lost[i], r.fresh[i] = m, m
		r.record(1, i, m, 0)
	}
	slices.SortFunc(r.events, func(a, b promotion) int { return a.ply - b.ply })
	next := 0
	for ply := 1; ; ply += 2 {
		clear(r.cand)
		for j, f := range r.fresh {
			if f != 0 {
				r.unmove(j, f, r.cand)
			}
		}
		for ; next < len(r.events) && r.events[next].ply <= ply; next++ {
			r.cand[r.events[next].pair] |= r.events[next].kings
		}
		progress := false
		for i, c := range r.cand {
			r.fresh[i] = 0
			w := c & r.legalW[i] &^ r.won[i]
			if w == 0 {
				continue
			}
			progress = true
			r.won[i] |= w
			r.record(0, i, w, ply)
			// Black's moves keep the pair, so only pairs with new wins can have new losses.
			l := r.lossBase[i] &^ neighbors(r.safe[i]&^r.won[i]) &^ r.lost[i]
			r.lost[i] |= l
			r.fresh[i] = l
			r.record(1, i, l, ply+1)
		}
		if !progress && next == len(r.events) {
			break
		}
	}
}

func (r *retro) record(side, pair int, kings uint64, ply int) {
	if kings == 0 {
		return
	}
	r.stats.Wins[side] += bits.OnesCount64(kings)
	r.stats.Longest[side] = max(r.stats.Longest[side], ply)
	cells := r.dtm[side][pair<<6 : pair<<6+64]
	for ; kings != 0; kings &= kings - 1 {
		cells[bits.TrailingZeros64(kings)] = uint8(ply + 1)
	}
}

// pieceIndex numbers the pairs of a piece table: white king and piece on any squares (pairs with both on
// one square stay empty).
func pieceIndex(wk, x Square) int { return int(wk)<<6 | int(x) }

// buildPiece analyses K+t v K for a queen, rook, bishop or knight.
func buildPiece(t PieceType) *retro {
	r := newRetro(64*64, materialOf(t))
	for wk := A1; wk <= H8; wk++ {
		for x := A1; x <= H8; x++ {
			if x != wk {
				r.setPair(pieceIndex(wk, x), wk, x, kingAttacks[wk]|attacks(t, White, x, bit(wk)))
			}
		}
	}
	dirs := directions(t)
	r.unmove = func(j int, lost uint64, cand []uint64) {
		wk, x := Square(j>>6), Square(j&63)
		for from := kingAttacks[wk] &^ bit(x); from != 0; from &= from - 1 {
			cand[pieceIndex(Square(bits.TrailingZeros64(from)), x)] |= lost
		}
		if t == Knight {
			for from := knightAttacks[x] &^ bit(wk); from != 0; from &= from - 1 {
				cand[pieceIndex(wk, Square(bits.TrailingZeros64(from)))] |= lost
			}
			return
		}
		// A slider came to x along a ray that the white king does not block; the black king cannot have
		// stood on the squares it crossed.
		for _, d := range dirs {
			var crossed uint64
			for f, rk := x.File()+d[0], x.Rank()+d[1]; f >= 0 && f < 8 && rk >= 0 && rk < 8; f, rk = f+d[0], rk+d[1] {
				from := NewSquare(f, rk)
				if from == wk {
					break
				}
				cand[pieceIndex(wk, from)] |= lost &^ crossed
				crossed |= bit(from)
			}
		}
	}
	r.run()
	return r
}

func materialOf(t PieceType) Material {
	switch t {
	case Queen:
		return KQvK
	case Rook:
		return KRvK
	case Bishop:
		return KBvK
	case Knight:
		return KNvK
	}
	return KPvK
}

// pawnIndex numbers the pairs of the pawn table: white king anywhere, pawn on a2-h7.
func pawnIndex(wk, wp Square) int { return int(wk)*48 + int(wp) - 8 }

// buildPawn analyses K+P v K. promoted holds the Black-to-move tables of the pieces a pawn can become and
// win with (queen and rook): a promotion into a loss found there is a win one ply longer here. Bishop and
// knight promotions never win (K+B v K and K+N v K have no checkmate at all; TestMinorPiecesNeverWin), so
// they add nothing here.
func buildPawn(promoted ...[]uint8) *retro {
	r := newRetro(64*48, KPvK)
	for wk := A1; wk <= H8; wk++ {
		for wp := A2; wp <= H7; wp++ {
			if wp != wk {
				r.setPair(pawnIndex(wk, wp), wk, wp, kingAttacks[wk]|pawnAttacks(wp, White))
			}
		}
	}
	for wk := A1; wk <= H8; wk++ {
		for wp := A7; wp <= H7; wp++ {
			to := wp + 8
			if wp == wk || to == wk {
				continue
			}
			var byPly [64]uint64
			for _, table := range promoted {
				cells := table[pieceIndex(wk, to)<<6:]
				for bk := A1; bk <= H8; bk++ {
					if v := cells[bk]; v != 0 {
						byPly[v] |= bit(bk) // lost in v-1 plies after the promotion: won in v before it
					}
				}
			}
			for ply, kings := range byPly {
				if kings != 0 {
					r.events = append(r.events, promotion{ply: ply, pair: pawnIndex(wk, wp), kings: kings})
				}
			}
		}
	}
	r.unmove = unmovePawn
	r.run()
	return r
}

// unmovePawn ORs the black kings of pair j of the pawn table into cand at every pair White can have
// come from by a king move or a pawn step (masking out a king on the square a double step jumped).
func unmovePawn(j int, kings uint64, cand []uint64) {
	wk, wp := Square(j/48), Square(j%48+8)
	for from := kingAttacks[wk] &^ bit(wp); from != 0; from &= from - 1 {
		cand[pawnIndex(Square(bits.TrailingZeros64(from)), wp)] |= kings
	}
	if from := wp - 8; from >= A2 && from != wk {
		cand[pawnIndex(wk, from)] |= kings
	}
	if from, over := wp-16, wp-8; wp.Rank() == 3 && from != wk && over != wk {
		cand[pawnIndex(wk, from)] |= kings &^ bit(over)
	}
}
