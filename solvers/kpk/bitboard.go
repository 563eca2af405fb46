package kpk

// Bitboards: a uint64 holds a set of squares, bit s for Square s. The tablebase builder works on whole sets of
// black-king squares at once, and move generation uses the same attack sets.

const (
	fileA uint64 = 0x0101010101010101
	fileH uint64 = fileA << 7
	rank1 uint64 = 0xff
	rank8 uint64 = rank1 << 56
)

func bit(s Square) uint64 { return 1 << uint(s) }

// neighbors is the set of squares one king step from some square of b (the squares of b themselves only
// when they neighbour another square of b). Eight shifts instead of a table lookup per square: this is what
// lets the builder ask "does the black king have a safe square?" for all 64 king squares in one go.
func neighbors(b uint64) uint64 {
	w := (b >> 1) &^ fileH
	e := (b << 1) &^ fileA
	row := b | w | e
	return w | e | row<<8 | row>>8
}

// Read-only attack tables, computed once at package initialisation (a few microseconds).
var (
	kingAttacks   = leaperTable([][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}})
	knightAttacks = leaperTable([][2]int{{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}})
)

func leaperTable(steps [][2]int) (t [64]uint64) {
	for s := A1; s <= H8; s++ {
		for _, d := range steps {
			if to := NewSquare(s.File()+d[0], s.Rank()+d[1]); to != NoSquare {
				t[s] |= bit(to)
			}
		}
	}
	return t
}

// rays are the directions of sliders as (file, rank) steps: the first four are a rook's, the last four a bishop's.
var rays = [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}

// directions returns the ray directions of a piece type: nil for leapers and pawns.
func directions(t PieceType) [][2]int {
	switch t {
	case Queen:
		return rays[:]
	case Rook:
		return rays[:4]
	case Bishop:
		return rays[4:]
	}
	return nil
}

// pawnAttacks is the set of squares a pawn of colour c on s attacks.
func pawnAttacks(s Square, c Color) uint64 {
	b := bit(s)
	if c == White {
		return (b<<7)&^fileH | (b<<9)&^fileA
	}
	return (b>>9)&^fileH | (b>>7)&^fileA
}

// attacks is the set of squares a piece of type t and colour c on s attacks, with occ the occupied squares
// that stop sliders (a slider attacks the first occupied square on each ray and nothing beyond).
func attacks(t PieceType, c Color, s Square, occ uint64) uint64 {
	switch t {
	case King:
		return kingAttacks[s]
	case Knight:
		return knightAttacks[s]
	case Pawn:
		return pawnAttacks(s, c)
	}
	var a uint64
	for _, d := range directions(t) {
		for to := NewSquare(s.File()+d[0], s.Rank()+d[1]); to != NoSquare; to = NewSquare(to.File()+d[0], to.Rank()+d[1]) {
			a |= bit(to)
			if occ&bit(to) != 0 {
				break
			}
		}
	}
	return a
}
