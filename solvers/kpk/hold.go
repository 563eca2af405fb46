package kpk

import "math/bits"

// How long the side with the pawn keeps it: the tie-break among drawing moves.
//
// A drawn K+P v K position is a draw with best play, but the side with the pawn still has chances as long
// as it has the pawn (or the piece the pawn became): the defender may go wrong. The hold of a position is
// the plies until those chances end, with the side with the pawn delaying the end and the lone king
// hastening it: the ply on which the lone king takes the pawn or the new piece, or on which the game ends
// otherwise (a stalemate, a promotion to a bishop or a knight, which is a dead draw). A promotion keeps the
// material: a queen or rook the king then takes counts two plies (the promotion and the capture), one the
// king cannot take either wins (the tablebase's win, never a draw) or stalemates, one ply. A position
// whose side with the pawn can keep it for ever (every tablebase win, and many draws: a pawn the king
// guards for ever) has no end: holdForever.
//
// The side with the pawn plays, among its drawing moves, one of the longest hold; the lone king one of
// the shortest (drawPreference). Only then come the older tie-breaks, which look one reply ahead and so
// could not see the pawn fall two moves later: from Ke1 Pe2 ke3 w they played 1. Kd1 Kd4 2. Kd2 Ke4
// 3. Kc3 Ke3 4. Kc4 Kxe2, where 3. e3 or any other king move keeps the pawn for ever (TestHoldChoice,
// TestHoldLine). In 10,816 of the 38,364 drawn positions with White (the pawn) to move and a move to
// make, they chose a move of a shorter hold than the longest, and in 5,602 of them the pawn fell within
// four plies of it; the lone king, in 7,710 of its 70,402, took the pawn later than it could.
//
// The hold is a game of reaching a target, the lone king's, computed as the distance to mate is (retro.go),
// level by level with the roles of the two sides swapped, on the same bitboards: level n holds the
// lone-king-to-move positions with a step to a position of level n-1, and the positions of the side with the
// pawn all of whose moves reach positions of levels below n, some of them n-1; only positions a move leads
// from into level n-1 are looked at (the candidates, as in retro.go). The seeds are the stalemates (level 0)
// and the lone king's captures (level 1); a promotion is an exit of level 1, 2 or never, read in the K+Q v K
// and K+R v K tables. Unlike the distance to mate, the lone king's target is not reached at alternate plies
// only (a promotion to a knight takes one ply, to a queen that is taken two), so both sides are settled at
// every level. It is K+P v K's third table, one byte a position (384 KiB), built after the others;
// BenchmarkBuildHold has its time. The fifty-move count is left out, as the tablebase's DTM leaves it out:
// only a move that brings the count to 100, and so ends the game, gets a hold of 0, from drawPreference
// itself.
//
// Tried and rejected for the table: a look-ahead at every call, bounded to the plies needed
// (BenchmarkBestMoveLookahead), 2,500 times slower; doc.go has the numbers.

// holdForever is the hold of a position where the lone king can never force the end: more than any
// finite hold (the longest is well under 255 plies; TestHold).
const holdForever = 255

// buildHold is K+P v K's hold table, from the Black-to-move tables of the queen and the rook (as
// buildPawn takes them): plies until the lone king takes the pawn or the piece it became, or the game ends,
// + 1; 0 where it never does, or for an illegal position. The layout is the DTM table's.
func buildHold(queen, rook []uint8) [2][]uint8 {
	const pairs = 64 * 48
	words := make([]uint64, 10*pairs)
	var (
		legalW   = words[0*pairs : 1*pairs] // White to move, legal
		legalB   = words[1*pairs : 2*pairs] // Black to move, legal (Black may be in check)
		doneW    = words[2*pairs : 3*pairs] // White to move, level found
		doneB    = words[3*pairs : 4*pairs] // Black to move, level found
		freshW   = words[4*pairs : 5*pairs] // White to move, found at the last level
		nextW    = words[5*pairs : 6*pairs] // White to move, found at this level
		promote1 = words[6*pairs : 7*pairs] // the promotion ends the game at once: a stalemate or a minor piece
		promote2 = words[7*pairs : 8*pairs] // the promotion's queen or rook is taken at once
		blocked  = words[8*pairs : 9*pairs] // the pawn cannot promote: the black king (or the white) in front
		// White to move, a move reaches a position found at the last level: only they can be found at
		// this one (besides the promotions' exits)
		cand = words[9*pairs : 10*pairs]
	)
	cells := make([]uint8, 2*64*pairs)
	hold := [2][]uint8{cells[:64*pairs], cells[64*pairs:]}
	record := func(side, pair int, kings uint64, level int) {
		row := hold[side][pair<<6 : pair<<6+64]
		for ; kings != 0; kings &= kings - 1 {
			row[bits.TrailingZeros64(kings)] = uint8(level + 1)
		}
	}

	var stalemate, capture [pairs]uint64 // Black to move: levels 0 and 1
	for wk := A1; wk <= H8; wk++ {
		for wp := A2; wp <= H7; wp++ {
			if wp == wk {
				continue
			}
			i := pawnIndex(wk, wp)
			attacked := kingAttacks[wk] | pawnAttacks(wp, White)
			occupied := bit(wk) | bit(wp)
			legalB[i] = ^(occupied | kingAttacks[wk])
			legalW[i] = legalB[i] &^ attacked
			safe := ^(occupied | attacked)
			if kingAttacks[wk]&bit(wp) == 0 {
				capture[i] = legalB[i] & kingAttacks[wp]
			}
			stalemate[i] = legalW[i] &^ neighbors(safe) &^ capture[i]
			to := wp + 8
			switch {
			case to == wk:
				blocked[i] = ^uint64(0)
			case to.Rank() == 7:
				blocked[i] = bit(to)
				j := pieceIndex(wk, to) << 6
				for bk := A1; bk <= H8; bk++ {
					switch {
					case bk == to || queen[j+int(bk)] != 0 || rook[j+int(bk)] != 0:
						// blocked, or a promotion that wins: never the end
					case kingAttacks[bk]&bit(to) != 0 && kingAttacks[wk]&bit(to) == 0:
						promote2[i] |= bit(bk)
					default:
						promote1[i] |= bit(bk)
					}
				}
			}
		}
	}

	// foundW is, at pair i, the white-to-move kings of cand not found yet all of whose moves reach what
	// doneB and the promotions up to level settle: the positions of this level.
	foundW := func(i int, level int) uint64 {
		wk, wp := Square(i/48), Square(i%48+8)
		s := cand[i] & legalW[i] &^ doneW[i]
		for to := kingAttacks[wk] &^ bit(wp); to != 0 && s != 0; to &= to - 1 {
			j := pawnIndex(Square(bits.TrailingZeros64(to)), wp)
			s &= doneB[j] | ^legalB[j] // ^legalB: the step is illegal with the black king there
		}
		to := wp + 8
		if to.Rank() == 7 {
			reached := blocked[i]
			if level >= 1 {
				reached |= promote1[i]
			}
			if level >= 2 {
				reached |= promote2[i]
			}
			return s & reached
		}
		if to == wk {
			return s
		}
		j := pawnIndex(wk, to)
		s &= doneB[j] | ^legalB[j]
		if two := to + 8; wp.Rank() == 1 && two != wk {
			j := pawnIndex(wk, two)
			s &= doneB[j] | ^legalB[j] | bit(to)
		}
		return s
	}

	copy(cand, legalW) // level 0: the stalemates, which have no move to wait for
	for level := 0; ; level++ {
		progress := false
		// White first: it needs Black's levels below this one, and Black's step below reads freshW.
		for i := range nextW {
			switch level {
			case 1:
				cand[i] |= promote1[i]
			case 2:
				cand[i] |= promote2[i]
			}
			nextW[i] = 0
			if cand[i] == 0 {
				continue
			}
			w := foundW(i, level)
			nextW[i] = w
			if w != 0 {
				progress = true
				record(0, i, w, level)
			}
		}
		clear(cand)
		for i := range doneB {
			var b uint64
			switch level {
			case 0:
				b = stalemate[i]
			case 1:
				b = capture[i]
			}
			b |= neighbors(freshW[i]) & legalB[i]
			b &^= doneB[i]
			if b != 0 {
				progress = true
				doneB[i] |= b
				record(1, i, b, level)
				unmovePawn(i, b, cand)
			}
		}
		for i, w := range nextW {
			doneW[i] |= w
		}
		freshW, nextW = nextW, freshW
		if !progress && level >= 2 {
			break
		}
	}
	return hold
}

// hold is the plies until the lone king takes the piece or the game ends, best play on both sides (the
// side with the piece delaying it), holdForever when it never does. For K+Q v K and K+R v K a draw is the
// lone king to move with the piece to take (1) or stalemated (0), and every other position a win
// (TestHold checks both); the other materials are dead draws (0).
func (t *tables) hold(p Position) int {
	switch p.piece.Type() {
	case Pawn:
		strong := p.strong()
		wk, x, bk := p.kings[strong], p.at, p.kings[strong.Other()]
		if strong == Black {
			wk, x, bk = wk.flip(), x.flip(), bk.flip()
		}
		side := 0
		if p.turn != strong {
			side = 1
		}
		if v := t.holds[side][pawnIndex(wk, x)<<6|int(bk)]; v != 0 {
			return int(v) - 1
		}
		return holdForever
	case Queen, Rook:
		if t.probe(p).Outcome != Draw {
			return holdForever
		}
		lone, strong := p.kings[p.strong().Other()], p.kings[p.strong()]
		if p.turn != p.strong() && kingAttacks[lone]&bit(p.at) != 0 && kingAttacks[strong]&bit(p.at) == 0 {
			return 1 // it takes the piece
		}
		return 0 // stalemate
	}
	return 0
}
