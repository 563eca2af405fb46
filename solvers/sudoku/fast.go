package sudoku

import (
	"context"
	"math/bits"
	"unsafe"
)

// board is the state of the fast 9x9 solver: 248 bytes, copied whole at every guess.
type board struct {
	// cand[3*d+b]: the cells of band b where digit d+1 may go (see tables.go for the layout).
	// cand[27], always 0, pads the array to 14 64-bit words for update's comparison.
	cand [28]uint32
	// prev[sub] is cand[sub] as the update last left it; a subband that differs has news to spread.
	prev [28]uint32
	// unsolved[b]: the cells of band b not yet settled.
	unsolved [3]uint32
	// pairs[b]: the cells of band b with exactly two candidates, as the singles pass last saw them.
	pairs [3]uint32
}

// fast is the 9x9 bitboard solver. One value is reused for many puzzles; it is not safe for
// concurrent use.
type fast struct {
	limit   int    // stop after this many solutions
	found   int    // solutions found so far
	keep    []Grid // where solutions go (up to its capacity)
	guesses int64
	budget  int64 // guesses allowed; 0 for no limit
	ctx     context.Context
	err     error
	stopped bool
	// stack holds one board per search depth, so that guessing copies a board without allocating.
	stack [82]board
}

// load sets up b for the givens of g; false when two givens contradict each other. It works a digit
// at a time rather than a given at a time: the cells of each digit's givens in each band, then its
// mask as the cells outside their rows, boxes and columns and outside the other givens. Two givens of a
// digit that share a row, box or column show as fewer rows, boxes or columns than givens, counted in
// one comparison per digit (seven branches a digit before: +4% on 17_clue, +1.6% on serg).
func (b *board) load(g *Grid) bool {
	t := tables
	// giv[3*v+band]: the cells of band holding v (v 0: the blanks). The bands are read side by side and
	// each cell's bit goes to one of two halves (even and odd cells), so that the blanks, which all go
	// to one entry, make six short chains of dependent writes rather than three long ones.
	var half [2][30]uint32
	c := g.cells[:81]
	for i := 0; i < 26; i += 2 {
		half[0][int(c[i])*3] |= 1 << i
		half[0][int(c[27+i])*3+1] |= 1 << i
		half[0][int(c[54+i])*3+2] |= 1 << i
		half[1][int(c[i+1])*3] |= 2 << i
		half[1][int(c[28+i])*3+1] |= 2 << i
		half[1][int(c[55+i])*3+2] |= 2 << i
	}
	half[0][int(c[26])*3] |= 1 << 26
	half[0][int(c[53])*3+1] |= 1 << 26
	half[0][int(c[80])*3+2] |= 1 << 26
	var giv [30]uint32
	for i := range giv {
		giv[i] = half[0][i] | half[1][i]
	}
	b.unsolved = [3]uint32{giv[0], giv[1], giv[2]}
	b.prev = [28]uint32{}
	for d3 := 0; d3 < 27; d3 += 3 {
		g0, g1, g2 := giv[d3+3], giv[d3+4], giv[d3+5]
		all := g0 | g1 | g2
		cols := (all | all>>9 | all>>18) & low9
		b0 := t.shrink[(g0|g0>>9|g0>>18)&low9]
		b1 := t.shrink[(g1|g1>>9|g1>>18)&low9]
		b2 := t.shrink[(g2|g2>>9|g2>>18)&low9]
		// Each of a digit's givens takes a column, a row and a box of its own: fewer of them than
		// three per given means two share one.
		if bits.OnesCount32(cols)+bits.OnesCount32(rowsOf(g0)|rowsOf(g1)<<3|rowsOf(g2)<<6)+
			bits.OnesCount32(b0|b1<<3|b2<<6) != 3*(bits.OnesCount32(g0)+bits.OnesCount32(g1)+bits.OnesCount32(g2)) {
			return false
		}
		free := ^t.colSpan[cols]
		c := (*[3]uint32)(b.cand[d3 : d3+3])
		c[0] = g0 | b.unsolved[0]&free&^t.rowCells[rowsOf(g0)]&^t.boxCells[b0]
		c[1] = g1 | b.unsolved[1]&free&^t.rowCells[rowsOf(g1)]&^t.boxCells[b1]
		c[2] = g2 | b.unsolved[2]&free&^t.rowCells[rowsOf(g2)]&^t.boxCells[b2]
	}
	return true
}

// rowsOf has bit i set when row i of band mask m is not empty.
func rowsOf(m uint32) uint32 {
	return ((m&low9+low9)>>9 | (m>>9&low9+low9)>>9<<1 | (m>>18&low9+low9)>>9<<2) & 7
}

// update spreads every change until nothing changes: locked candidates inside each band (a digit's
// minirows must form a row-to-box permutation), boxes whose digit is down to one column claiming that
// column in the other bands, and cells settled that way removed from the other digits. It returns
// false on a contradiction. The settled cells are cleared from the other digits every time, even when
// none is new: the branch that skipped it mispredicted often enough that clearing unconditionally is
// 14% faster on 17_clue and 16% on forum_hardest (interleaved runs, CPU time, median of 9). The first
// pass takes the subbands of dirty, or when dirty is 0 those that differ from prev: a caller who knows
// what it changed (a guess, singles, the claims, the load) saves a comparison (+3-4% on serg,
// forum_hardest and top1465, +1-2% more from singles and the claims).
func (b *board) update(dirty uint64) bool {
	t := tables
	for ; ; dirty = 0 {
		// The subbands that changed since they were last spread, found without a branch: a test per
		// subband mispredicted often (see doc.go). Those that this pass changes are left to the next.
		// Two subbands are compared at once, as the halves of a 64-bit word (changed): bit k of dirty
		// is subband 2k, bit 32+k subband 2k+1. That is 8-9% faster on every set than a comparison
		// per subband.
		if dirty == 0 {
			c, p := (*[14]uint64)(unsafe.Pointer(&b.cand)), (*[14]uint64)(unsafe.Pointer(&b.prev))
			dirty = changed(c[0], p[0])>>27 |
				changed(c[1], p[1])>>26 |
				changed(c[2], p[2])>>25 |
				changed(c[3], p[3])>>24 |
				changed(c[4], p[4])>>23 |
				changed(c[5], p[5])>>22 |
				changed(c[6], p[6])>>21 |
				changed(c[7], p[7])>>20 |
				changed(c[8], p[8])>>19 |
				changed(c[9], p[9])>>18 |
				changed(c[10], p[10])>>17 |
				changed(c[11], p[11])>>16 |
				changed(c[12], p[12])>>15 |
				changed(c[13], p[13])>>14
			if dirty == 0 {
				return true
			}
		}
		for ; dirty != 0; dirty &= dirty - 1 {
			z := bits.TrailingZeros64(dirty)
			sub := z&31*2 + z>>5
			a := b.cand[sub]
			s := (t.shrink[a&low9] | t.shrink[a>>9&low9]<<3 | t.shrink[a>>18&low9]<<6) & low9
			perm := t.perm[s]
			a &= uint32(perm)
			if a == 0 {
				return false
			}
			b.prev[sub] = a
			cols := t.colPair[(a|a>>9|a>>18)&low9]
			o := &t.other[sub]
			keep := uint32(cols)
			b.cand[o[0]] &= keep
			b.cand[o[1]] &= keep
			solved := uint32(perm>>32) & uint32(cols>>32) & a
			band := sub % 3
			b.unsolved[band] &^= solved
			bc := (*[25]uint32)(b.cand[band : band+25])
			bc[0] &^= solved
			bc[3] &^= solved
			bc[6] &^= solved
			bc[9] &^= solved
			bc[12] &^= solved
			bc[15] &^= solved
			bc[18] &^= solved
			bc[21] &^= solved
			bc[24] &^= solved
			b.cand[sub] = a
		}
	}
}

// changed has bit 27 set when the low half of c differs from that of p, bit 59 when the high half
// does: a half of c^p is below 1<<27, so adding allBand to it carries into its bit 27 just when it is
// not zero.
func changed(c, p uint64) uint64 {
	return (c ^ p + allBand<<32 + allBand) & (1<<59 | 1<<27)
}

// singles finds the cells of each band with no candidate (a contradiction: false), with one (placed
// at once: placed has the bits of the subbands this changed, for update's first pass) and with two
// (kept in pairs for guessing).
func (b *board) singles() (placed uint64, ok bool) {
	t := tables
	for band := 0; band < 3; band++ {
		var c1, c2, c3 uint32
		for sub := band; sub < 27; sub += 3 {
			m := b.cand[sub]
			c3 |= c2 & m
			c2 |= c1 & m
			c1 |= m
		}
		if c1 != allBand {
			return 0, false
		}
		b.pairs[band] = c2 &^ c3
		one := c1 &^ c2 & b.unsolved[band]
		for one != 0 {
			bit := one & -one
			one ^= bit
			cell := band*27 + bits.TrailingZeros32(bit)
			for sub := band; sub < 27; sub += 3 {
				if b.cand[sub]&bit != 0 {
					b.cand[sub] &= t.peers[cell]
					// The column in the other bands too, as placePair does: +0.3-0.6% on every set.
					col := t.colCells27[bits.TrailingZeros32(bit)&31]
					o := &t.other[sub]
					b.cand[o[0]] &^= col
					b.cand[o[1]] &^= col
					placed |= t.subBit[sub] | t.subBit[o[0]] | t.subBit[o[1]]
					break
				}
			}
		}
	}
	return placed, true
}

// claimMin is the fewest unsolved cells on which propagate still runs the column claims.
const claimMin = 44

// propagate runs update and singles until neither finds anything; false on a contradiction. dirty is
// update's first mask: the subbands changed since the last propagation, or 0 for any that differ.
func (b *board) propagate(dirty uint64) bool {
	for {
		if !b.update(dirty) {
			return false
		}
		if b.unsolved == [3]uint32{} {
			return true
		}
		placed, ok := b.singles()
		if !ok {
			return false
		}
		if placed != 0 {
			dirty = placed
			continue
		}
		// The column claims pay only on a board with many cells left: on a near-solved one they rarely
		// find anything, and serg's quick puzzles spent 5-9% of their time on them (see doc.go).
		if bits.OnesCount32(b.unsolved[0])+bits.OnesCount32(b.unsolved[1])+bits.OnesCount32(b.unsolved[2]) < claimMin {
			return true
		}
		claimed, ok := b.claim()
		if !ok {
			return false
		}
		if claimed == 0 {
			return true
		}
		dirty = claimed
	}
}

// claim applies the column rules the band update cannot see: every column must hold each digit, and
// a column whose cells for a digit all lie in one band confines the digit, in that band's box, to
// that column. claimed has the bits of the digits' subbands where something was removed (0: nothing
// was), for update's first pass; ok is false on a contradiction.
func (b *board) claim() (claimed uint64, ok bool) {
	t := tables
	for d3 := 0; d3 < 27; d3 += 3 {
		a0, a1, a2 := b.cand[d3], b.cand[d3+1], b.cand[d3+2]
		c0 := (a0 | a0>>9 | a0>>18) & low9
		c1 := (a1 | a1>>9 | a1>>18) & low9
		c2 := (a2 | a2>>9 | a2>>18) & low9
		if c0|c1|c2 != low9 {
			return 0, false
		}
		n0 := a0 & t.colClaim[c0&^(c1|c2)]
		n1 := a1 & t.colClaim[c1&^(c0|c2)]
		n2 := a2 & t.colClaim[c2&^(c0|c1)]
		if n0 != a0 || n1 != a1 || n2 != a2 {
			b.cand[d3], b.cand[d3+1], b.cand[d3+2] = n0, n1, n2
			claimed |= t.subBit[d3] | t.subBit[d3+1] | t.subBit[d3+2]
		}
	}
	return claimed, true
}

// place puts digit sub/3+1 in the single cell of mask within band sub%3.
func (b *board) place(sub int, mask uint32) {
	b.cand[sub] &= tables.peers[sub%3*27+bits.TrailingZeros32(mask)]
}

// placePair puts digit sub/3+1 in the cell bit of band sub%3, whose only other candidate is digit
// other/3+1: it clears the cell's row, box and column for the digit (the column in the other bands
// too) and the cell from the other digit, and returns the subbands it changed for update's first pass.
func (b *board) placePair(sub, other int, bit uint32) uint64 {
	t := tables
	pos := bits.TrailingZeros32(bit) & 31
	b.cand[sub] &= t.bandPeers[sub%3][pos]
	b.cand[other] &^= bit
	col := t.colCells27[pos]
	o := &t.other[sub]
	b.cand[o[0]] &^= col
	b.cand[o[1]] &^= col
	return t.subBit[sub] | t.subBit[other] | t.subBit[o[0]] | t.subBit[o[1]]
}

// grid writes the solved board into g.
func (b *board) grid(g *Grid) {
	g.box = 0
	for sub, m := range b.cand[:27] {
		d := uint8(sub/3 + 1)
		base := sub % 3 * 27
		for m != 0 {
			g.cells[base+bits.TrailingZeros32(m)] = d
			m &= m - 1
		}
	}
}

// search searches from b = &f.stack[depth], whose propagation is done; it returns false when the
// search must stop (enough solutions, budget spent or context done).
func (f *fast) search(depth int) bool {
	b := &f.stack[depth]
	if b.unsolved == [3]uint32{} {
		if f.found < len(f.keep) {
			b.grid(&f.keep[f.found])
		}
		f.found++
		return f.found < f.limit
	}
	f.guesses++
	if f.guesses&1023 == 0 {
		// One look at the context per poll, as in the dancing links: the search ends at the first look
		// after the context ended.
		var err error
		if f.ctx != nil {
			err = f.ctx.Err()
		}
		if f.budget > 0 && f.guesses > f.budget || err != nil {
			f.err = err
			f.stopped = true
			return false
		}
	}
	// Guess in a cell with two candidates when there is one (almost always there is), the one of
	// pickPair: its first digit on a copy of the board, then the other on this one.
	if band, bit := b.pickPair(); bit != 0 {
		s1, s2 := -1, -1
		for sub := band; sub < 27; sub += 3 {
			if b.cand[sub]&bit != 0 {
				if s1 < 0 {
					s1 = sub
				} else {
					s2 = sub
					break
				}
			}
		}
		// The digit with more cells left in the band first: on serg, whose puzzles have many
		// solutions, that finds the first in 5.1 guesses instead of 5.6.
		if bits.OnesCount32(b.cand[s2]) > bits.OnesCount32(b.cand[s1]) {
			s1, s2 = s2, s1
		}
		c := &f.stack[depth+1]
		*c = *b
		// placePair does at once what the band update's first pass would find from the cell alone
		// (the cell gone from the other digit, the column from the digit's other bands), so that the
		// update starts from four subbands instead of one: +3% on serg and top1465, +5% on
		// forum_hardest.
		if c.propagate(c.placePair(s1, s2, bit)) && !f.search(depth+1) {
			return false
		}
		if b.propagate(b.placePair(s2, s1, bit)) {
			return f.search(depth)
		}
		return true
	}
	// No pair: take the unsolved cell with the fewest candidates among each band's first.
	bestBand, bestBit, bestN := -1, uint32(0), 10
	for band := 0; band < 3; band++ {
		u := b.unsolved[band]
		if u == 0 {
			continue
		}
		bit := u & -u
		n := 0
		for sub := band; sub < 27; sub += 3 {
			if b.cand[sub]&bit != 0 {
				n++
			}
		}
		if n < bestN {
			bestBand, bestBit, bestN = band, bit, n
		}
	}
	for sub := bestBand; sub < 27; sub += 3 {
		if b.cand[sub]&bestBit == 0 {
			continue
		}
		c := &f.stack[depth+1]
		*c = *b
		c.place(sub, bestBit)
		if c.propagate(tables.subBit[sub]) && !f.search(depth+1) {
			return false
		}
	}
	return true
}

// run solves g, keeping up to len(f.keep) solutions and counting up to f.limit.
func (f *fast) run(g *Grid) {
	f.found, f.guesses, f.err, f.stopped = 0, 0, nil, false
	b := &f.stack[0]
	if !b.load(g) || !b.propagate(allSubs) {
		return
	}
	f.search(0)
}

// pairScan is how many cells with two candidates pickPair compares: looking at all of them saved
// few more guesses and cost more than it saved on serg (see doc.go).
const pairScan = 8

// pickPair returns the cell (band and bit) to guess in: of the first pairScan cells with two
// candidates, the one with the most unsolved cells in its row, box and column, whose guess has the
// most to propagate to. The bit is 0 when no cell has two candidates.
func (b *board) pickPair() (band int, bit uint32) {
	t := tables
	best, k := -1, pairScan
	u := b.unsolved
	for bd := 0; bd < 3 && k > 0; bd++ {
		own := u[bd]
		p := b.pairs[bd] & own
		var o1, o2 uint32 // the other two bands
		switch bd {
		case 0:
			o1, o2 = u[1], u[2]
		case 1:
			o1, o2 = u[0], u[2]
		default:
			o1, o2 = u[0], u[1]
		}
		peers := &t.bandPeers[bd]
		for ; p != 0 && k > 0; k-- {
			x := p & -p
			p ^= x
			pos := bits.TrailingZeros32(x) & 31
			col := t.colCells27[pos]
			// The unsolved cells of the row and box in the low half, of the column in the other bands
			// in the high half (the second band's a bit higher), counted at once.
			n := bits.OnesCount64(uint64(own&^peers[pos]) | uint64(o1&col|(o2&col)<<1)<<32)
			if n > best {
				band, bit, best = bd, x, n
			}
		}
	}
	return band, bit
}
