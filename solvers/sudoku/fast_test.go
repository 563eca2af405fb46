package sudoku

import "testing"

// colCells is the band mask of column c (0..8): its cell in each of the band's three rows.
func colCells(c int) uint32 { return 1<<c | 1<<(c+9) | 1<<(c+18) }

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
			if ok != tt.wantOK || ok && claimed != tt.wantClaimed {
				t.Fatalf("claim(%09o) = %v, %v; want %v, %v", tt.bands, claimed, ok, tt.wantClaimed, tt.wantOK)
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
