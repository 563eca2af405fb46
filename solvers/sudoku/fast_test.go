package sudoku

import "testing"

// colCells is the band mask of column c (0..8): its cell in each of the band's three rows.
func colCells(c int) uint32 { return tables.colCells[c] }

// boxCells is the band mask of box j (0..2) of a band.
func boxCells(j int) uint32 {
	m := uint32(7) << (3 * j)
	return m | m<<9 | m<<18
}

// TestClaim runs the column rules of board.claim on hand-made masks of digit 1 (subbands 0, 1 and 2,
// the three bands), every other digit left open.
func TestClaim(t *testing.T) {
	claimed := allBand&^boxCells(0) | colCells(0) // box 1 of band 0 down to column 1
	tests := []struct {
		name        string
		bands       [3]uint32 // digit 1's masks in bands 0, 1 and 2
		want        [3]uint32
		wantClaimed bool
		wantOK      bool
	}{
		{"nothing confined", [3]uint32{allBand, allBand, allBand}, [3]uint32{allBand, allBand, allBand}, false, true},
		{"column 1 only in band 0 claims box 1 of band 0",
			[3]uint32{allBand, allBand &^ colCells(0), allBand &^ colCells(0)},
			[3]uint32{allBand &^ (boxCells(0) &^ colCells(0)), allBand &^ colCells(0), allBand &^ colCells(0)}, true, true},
		{"column 9 only in band 2 claims box 3 of band 2",
			[3]uint32{allBand &^ colCells(8), allBand &^ colCells(8), allBand},
			[3]uint32{allBand &^ colCells(8), allBand &^ colCells(8), allBand &^ (boxCells(2) &^ colCells(8))}, true, true},
		{"a claim already made changes nothing",
			[3]uint32{claimed, allBand &^ colCells(0), allBand &^ colCells(0)},
			[3]uint32{claimed, allBand &^ colCells(0), allBand &^ colCells(0)}, false, true},
		{"two columns of one box only in band 1 empty that box",
			[3]uint32{allBand &^ colCells(3) &^ colCells(4), allBand, allBand &^ colCells(3) &^ colCells(4)},
			[3]uint32{allBand &^ colCells(3) &^ colCells(4), allBand &^ boxCells(1), allBand &^ colCells(3) &^ colCells(4)}, true, true},
		{"a column with no cell left", [3]uint32{allBand &^ colCells(5), allBand &^ colCells(5), allBand &^ colCells(5)},
			[3]uint32{}, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b board
			for i := range b.cand {
				b.cand[i] = allBand
			}
			copy(b.cand[:3], tt.bands[:])
			claimed, ok := b.claim()
			if ok != tt.wantOK || ok && (claimed != 0) != tt.wantClaimed {
				t.Fatalf("claim(%09o) = %v, %v; want %v, %v", tt.bands, claimed != 0, ok, tt.wantClaimed, tt.wantOK)
			}
			if !ok {
				return
			}
			if got := [3]uint32(b.cand[:3]); got != tt.want {
				t.Errorf("claim(%09o) left %09o, want %09o", tt.bands, got, tt.want)
			}
			for sub := 3; sub < 27; sub++ {
				if b.cand[sub] != allBand {
					t.Errorf("claim changed digit %d in band %d: %09o", sub/3+1, sub%3, b.cand[sub])
				}
			}
		})
	}
}

// TestPickPair: the guess goes to the cell with two candidates that has the most unsolved cells in
// its row, box and column, among the first pairScan such cells.
func TestPickPair(t *testing.T) {
	all := [3]uint32{allBand, allBand, allBand}
	r1c1, r1c9, r5c5 := uint32(1), uint32(1)<<8, uint32(1)<<(9+4) // r5c5: band 1, row 1, column 4
	var firstRows uint32 = 1<<9 - 1                               // row 1 of band 0
	tests := []struct {
		name      string
		unsolved  [3]uint32
		pairs     [3]uint32
		wantBand  int
		wantPlace uint32
	}{
		{"no pair", all, [3]uint32{}, 0, 0},
		{"one pair", all, [3]uint32{0, r5c5, 0}, 1, r5c5},
		{"the first of equals", all, [3]uint32{r1c1 | r1c9, 0, 0}, 0, r1c1},
		{"more unsolved peers win", [3]uint32{allBand &^ (boxCells(0) | colCells(0)), allBand, allBand &^ colCells(0)},
			[3]uint32{r1c1 | r1c9, r5c5, 0}, 1, r5c5},
		{"solved cells are not pairs", [3]uint32{allBand &^ r1c1, allBand, allBand}, [3]uint32{r1c1, 0, 0}, 0, 0},
		// r1c9 has the most unsolved peers, but it is the ninth pair of the row: r1c1 and r1c7 tie
		// among the first eight.
		{"only the first pairScan pairs are compared", [3]uint32{firstRows | boxCells(2), allBand &^ colCells(6) &^ colCells(7),
			allBand &^ colCells(6) &^ colCells(7)}, [3]uint32{firstRows, 0, 0}, 0, r1c1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := board{unsolved: tt.unsolved, pairs: tt.pairs}
			band, bit := b.pickPair()
			if bit != tt.wantPlace || bit != 0 && band != tt.wantBand {
				t.Errorf("pickPair() = band %d, %027b; want band %d, %027b", band, bit, tt.wantBand, tt.wantPlace)
			}
		})
	}
}

// TestLoad: board.load refuses two equal givens in a row, a column or a box, and accepts givens that
// only look alike (the same digit in different rows, columns and boxes).
func TestLoad(t *testing.T) {
	tests := []struct {
		name   string
		givens map[int]uint8 // cell (0..80): digit
		want   bool
	}{
		{"empty", nil, true},
		{"apart", map[int]uint8{0: 5, 13: 5, 80: 5, 40: 1}, true},
		{"row", map[int]uint8{9: 3, 17: 3}, false},
		{"column across bands", map[int]uint8{4: 7, 76: 7}, false},
		{"box", map[int]uint8{30: 9, 50: 9}, false},
		{"box, other band", map[int]uint8{54: 2, 74: 2}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, _ := NewGrid(9)
			for cell, d := range tt.givens {
				g.cells[cell] = d
			}
			var b board
			if got := b.load(&g); got != tt.want {
				t.Fatalf("load(%s) = %v, want %v", g.String(), got, tt.want)
			}
			if !tt.want {
				return
			}
			for cell, d := range tt.givens {
				sub, bit := int(d-1)*3+cell/27, uint32(1)<<(cell%27)
				for other := cell / 27; other < 27; other += 3 {
					if has := b.cand[other]&bit != 0; has != (other == sub) {
						t.Errorf("load: cell %d, digit %d: subband %d has the cell: %v", cell, d, other, has)
					}
				}
				if b.cand[sub]&^tables.peers[cell] != 0 {
					t.Errorf("load: digit %d at cell %d left in its row or box: %027b", d, cell, b.cand[sub])
				}
			}
		})
	}
}

// TestLoadConflicts checks that load rejects two equal givens in a row, column or box and accepts them
// anywhere else, for every pair of cells and a few digits.
func TestLoadConflicts(t *testing.T) {
	for _, d := range []uint8{1, 5, 9} {
		for i := range 81 {
			for j := i + 1; j < 81; j++ {
				var g Grid
				g.cells[i], g.cells[j] = d, d
				share := i/9 == j/9 || i%9 == j%9 || i/27 == j/27 && i%9/3 == j%9/3
				var b board
				if got := b.load(&g); got == share {
					t.Fatalf("load with %d in cells %d and %d = %v, want %v", d, i, j, got, !share)
				}
			}
		}
	}
}
