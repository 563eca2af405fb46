package kpk

import "testing"

func TestSquare(t *testing.T) {
	tests := []struct {
		s          Square
		name       string
		file, rank int
	}{
		{A1, "a1", 0, 0}, {H1, "h1", 7, 0}, {E4, "e4", 4, 3}, {A8, "a8", 0, 7}, {H8, "h8", 7, 7}, {NoSquare, "-", 7, -1},
	}
	for _, tc := range tests {
		if tc.s.String() != tc.name {
			t.Errorf("Square(%d).String() = %q, want %q", tc.s, tc.s.String(), tc.name)
		}
		if tc.s.Valid() && (tc.s.File() != tc.file || tc.s.Rank() != tc.rank || NewSquare(tc.file, tc.rank) != tc.s) {
			t.Errorf("%v: file %d rank %d, want %d %d", tc.s, tc.s.File(), tc.s.Rank(), tc.file, tc.rank)
		}
		if got, ok := parseSquare(tc.name); ok != tc.s.Valid() || ok && got != tc.s {
			t.Errorf("parseSquare(%q) = %v, %v", tc.name, got, ok)
		}
	}
	if NewSquare(8, 0) != NoSquare || NewSquare(0, -1) != NoSquare {
		t.Errorf("NewSquare off the board is not NoSquare")
	}
}

func TestPiece(t *testing.T) {
	for c := White; c <= Black; c++ {
		for pt := King; pt <= Pawn; pt++ {
			p := NewPiece(pt, c)
			if p.Type() != pt || p.Color() != c || pieceOfLetter(p.String()[0]) != p {
				t.Errorf("NewPiece(%v, %v) = %v: type %v colour %v", pt, c, p, p.Type(), p.Color())
			}
		}
	}
	if NewPiece(NoPieceType, Black) != NoPiece || NoPiece.Type() != NoPieceType || NoPiece.String() != "" {
		t.Errorf("NoPiece is not empty")
	}
	if WhiteQueen.Name() != "white queen" || BlackPawn.String() != "p" || WhiteKnight.String() != "N" {
		t.Errorf("names: %q %q %q", WhiteQueen.Name(), BlackPawn.String(), WhiteKnight.String())
	}
}
