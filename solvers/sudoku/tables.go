package sudoku

import "math/bits"

// The fast 9x9 solver keeps, for each digit d and band b (three rows), a 27-bit mask of the cells of
// the band where d may still go: bit 9*i+c is row i of the band (0..2), column c (0..8). Bits 9i+3j ..
// 9i+3j+2 are a minirow: row i of box j of the band. The tables below are derived, at package init,
// from the rule that in a band every digit takes one minirow in each row and one in each box: the
// minirows it takes form one of the six row-to-box permutations. They are read-only after init.
const (
	allBand = 1<<27 - 1
	low9    = 1<<9 - 1
	// allSubs has the bits of all 27 subbands in the band update's mask (see subBit).
	allSubs = 1<<14 - 1 | (1<<13-1)<<32
)

// bandTables holds the lookup tables of the band update.
type bandTables struct {
	// shrink maps 9 bits of a row to 3 bits: bit j set when minirow j (columns 3j..3j+2) has a cell.
	shrink [512]uint32
	// keep maps a 9-bit minirow pattern (bit 3i+j: row i, box j is not empty) to the cells of the
	// minirows that lie on some valid permutation; 0 when no permutation fits (a contradiction).
	keep [512]uint32
	// locked maps a minirow pattern to the minirows that lie on every valid permutation: there the
	// digit's row and box are settled.
	locked [512]uint16
	// colKeep maps the 9-bit mask of the columns where a digit may go in one band to the cells the
	// other two bands keep: a box of this band with one column left claims that column.
	colKeep [512]uint32
	// colSingle maps the same column mask to the minirows (bit 3i+j) of boxes j with one column left.
	colSingle [512]uint16
	// colClaim maps the 9-bit mask of the columns where a digit may go in this band only to the cells
	// this band keeps: in a box with one such column the digit must take that column; a box with two
	// or more such columns keeps nothing (a contradiction).
	colClaim [512]uint32
	// colSpan maps a 9-bit column mask to the cells of those columns.
	colSpan [512]uint32
	// boxCells maps 3 box bits to the cells of those boxes.
	boxCells [8]uint32
	// colCells[c] is the band mask of column c.
	colCells [9]uint32
	// minirowCells maps a minirow pattern (bit 3i+j) to the cells of those minirows.
	minirowCells [512]uint32
	// rowCells maps 3 row bits to the 27-bit mask of those rows.
	rowCells [8]uint32
	// perm maps a minirow pattern to keep[s] (low half) and the cells of locked[s] (high half): the
	// band update reads both with one load.
	perm [512]uint64
	// colPair maps a column mask to colKeep[cols] (low half) and the cells of the boxes with one
	// column left (high half).
	colPair [512]uint64
	// bandPeers[b][pos] is peers[27*b+pos], and colPair27[pos] the band mask of pos's column, in
	// tables of 32 so that an index masked with 31 needs no bounds check.
	bandPeers  [3][32]uint32
	colCells27 [32]uint32
	// peers[cell] (cell 0..80) is the band mask with the cell's row and box removed, the cell kept.
	peers [81]uint32
	// other[sub] are the two subbands of the same digit in the other bands.
	other [27][2]uint8
	// subBit[sub] is subband sub's bit in the band update's mask of changed subbands: bit sub/2 for
	// an even sub, 32+sub/2 for an odd one.
	subBit [27]uint64
}

var tables = buildTables()

func buildTables() *bandTables {
	t := new(bandTables)
	for x := range 512 {
		for j := range 3 {
			if x>>(3*j)&7 != 0 {
				t.shrink[x] |= 1 << j
			}
		}
	}
	perms := [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	for s := range 512 {
		var any uint32
		all := uint32(low9)
		for _, p := range perms {
			var m uint32
			for i, j := range p {
				m |= 1 << (3*i + j)
			}
			if uint32(s)&m == m {
				any |= m
				all &= m
			}
		}
		if any == 0 {
			all = 0
		}
		t.locked[s] = uint16(all)
		for k := range 9 {
			if any>>k&1 != 0 {
				i, j := k/3, k%3
				t.keep[s] |= 7 << (9*i + 3*j)
			}
		}
	}
	for cols := range 512 {
		keep := uint32(allBand)
		for j := range 3 {
			if c := uint32(cols) >> (3 * j) & 7; bits.OnesCount32(c) == 1 {
				col := c << (3 * j)
				keep &^= col | col<<9 | col<<18
				t.colSingle[cols] |= 1<<j | 1<<(3+j) | 1<<(6+j)
			}
		}
		t.colKeep[cols] = keep
		claim := uint32(allBand)
		for j := range 3 {
			c := uint32(cols) >> (3 * j) & 7
			if c == 0 {
				continue
			}
			box := uint32(7) << (3 * j)
			box |= box<<9 | box<<18
			if bits.OnesCount32(c) == 1 {
				col := c << (3 * j)
				box &^= col | col<<9 | col<<18
			}
			claim &^= box
		}
		t.colClaim[cols] = claim
	}
	for c := range 9 {
		t.colCells[c] = 1<<c | 1<<(c+9) | 1<<(c+18)
	}
	for cols := range 512 {
		for c := range 9 {
			if cols>>c&1 != 0 {
				t.colSpan[cols] |= t.colCells[c]
			}
		}
	}
	for r := range 8 {
		for j := range 3 {
			if r>>j&1 != 0 {
				box := uint32(7) << (3 * j)
				t.boxCells[r] |= box | box<<9 | box<<18
			}
		}
	}
	for m := range 512 {
		for k := range 9 {
			if m>>k&1 != 0 {
				t.minirowCells[m] |= 7 << (9*(k/3) + 3*(k%3))
			}
		}
	}
	for r := range 8 {
		for i := range 3 {
			if r>>i&1 != 0 {
				t.rowCells[r] |= low9 << (9 * i)
			}
		}
	}
	for cell := range 81 {
		i, c := cell/9%3, cell%9
		m := uint32(allBand)
		m &^= low9 << (9 * i) // the row
		for k := range 3 {
			m &^= 7 << (9*k + c/3*3) // the box
		}
		t.peers[cell] = m | 1<<(9*i+c)
	}
	for x := range 512 {
		t.perm[x] = uint64(t.keep[x]) | uint64(t.minirowCells[t.locked[x]])<<32
		t.colPair[x] = uint64(t.colKeep[x]) | uint64(t.minirowCells[t.colSingle[x]])<<32
	}
	for cell := range 81 {
		t.bandPeers[cell/27][cell%27] = t.peers[cell]
		t.colCells27[cell%27] = t.colCells[cell%9]
	}
	for sub := range 27 {
		d, b := sub/3, sub%3
		t.other[sub] = [2]uint8{uint8(d*3 + (b+1)%3), uint8(d*3 + (b+2)%3)}
		t.subBit[sub] = 1 << (sub&1*32 + sub>>1)
	}
	return t
}
