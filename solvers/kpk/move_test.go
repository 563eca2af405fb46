package kpk

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func mustParse(t testing.TB, s string) Position {
	t.Helper()
	p, err := Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return p
}

func ucis(ms []Move) string {
	var s []string
	for _, m := range ms {
		s = append(s, m.UCI())
	}
	return strings.Join(s, " ")
}

func TestLegalMoves(t *testing.T) {
	tests := []struct {
		name, pos, want string
	}{
		{"double step", "Ke1 Pe2 ke8 w", "e2e3 e2e4 e1d1 e1f1 e1d2 e1f2"},
		{"blocked pawn", "Ke1 Pe2 ke3 w", "e1d1 e1f1"},
		{"double step blocked", "Ke1 Pe2 ke4 w", "e2e3 e1d1 e1f1 e1d2 e1f2"},
		{"black double step", "Ke1 ke8 pd7 b", "d7d6 d7d5 e8e7 e8f7 e8d8 e8f8"},
		{"promotions", "Kc2 Pg7 ka1 w", "g7g8q g7g8r g7g8b g7g8n c2c1 c2d1 c2d2 c2b3 c2c3 c2d3"},
		{"capture an unguarded pawn", "Ka1 Pe4 kd5 b", "d5c4 d5d4 d5e4 d5c5 d5e5 d5c6 d5d6 d5e6"},
		{"guarded pawn", "Kf3 Pe4 kd5 b", "d5c4 d5d4 d5c5 d5e5 d5c6 d5d6 d5e6"},
		{"no retreat along the rook's line", "Ka1 Rh4 kd4 b", "d4c3 d4d3 d4e3 d4c5 d4d5 d4e5"},
		{"checkmate", "Kc6 Ra8 kc8 b", ""},
		{"stalemate", "Kb6 Pa7 ka8 b", ""},
		{"knight", "Ka1 Nb1 kh8 w", "b1d2 b1a3 b1c3 a1a2 a1b2"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := mustParse(t, tc.pos)
			if got := ucis(p.LegalMoves()); got != tc.want {
				t.Errorf("LegalMoves(%q) = %q, want %q", tc.pos, got, tc.want)
			}
		})
	}
}

// TestLegalMovesNaive compares the generator with a slow one that tries every square as a destination and
// looks at the whole board for attacks.
func TestLegalMovesNaive(t *testing.T) {
	for _, piece := range []Piece{WhitePawn, BlackPawn, WhiteQueen, BlackQueen, WhiteRook, BlackBishop, WhiteKnight} {
		forEachPosition(t, piece, 37, func(p Position) {
			got, want := p.LegalMoves(), naiveMoves(p)
			key := func(a, b Move) int { return strings.Compare(a.UCI(), b.UCI()) }
			slices.SortFunc(got, key)
			slices.SortFunc(want, key)
			if ucis(got) != ucis(want) {
				t.Fatalf("LegalMoves(%s) = %s, want %s", p, ucis(got), ucis(want))
			}
		})
	}
}

func naiveMoves(p Position) []Move {
	b := p.Board()
	var moves []Move
	for from := A1; from <= H8; from++ {
		pc := b[from]
		if pc == NoPiece || pc.Color() != p.turn {
			continue
		}
		for to := A1; to <= H8; to++ {
			if !naiveMoveShape(&b, pc, from, to) || b[to] != NoPiece && (b[to].Color() == p.turn || b[to].Type() == King) {
				continue
			}
			after := b
			after[to], after[from] = pc, NoPiece
			king := p.kings[p.turn]
			if pc.Type() == King {
				king = to
			}
			if naiveAttacked(&after, king, p.turn.Other()) {
				continue
			}
			if pc.Type() == Pawn && (to.Rank() == 0 || to.Rank() == 7) {
				for _, pr := range []PieceType{Queen, Rook, Bishop, Knight} {
					moves = append(moves, Move{from, to, pr})
				}
				continue
			}
			moves = append(moves, Move{from, to, NoPieceType})
		}
	}
	return moves
}

// naiveMoveShape: can pc go from one square to the other on board b (not looking at what stands there)?
func naiveMoveShape(b *Board, pc Piece, from, to Square) bool {
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	if pc.Type() == Pawn {
		fwd, start := 1, 1
		if pc.Color() == Black {
			fwd, start = -1, 6
		}
		mid := NewSquare(from.File(), from.Rank()+fwd)
		return df == 0 && b[to] == NoPiece && (dr == fwd || dr == 2*fwd && from.Rank() == start && b[mid] == NoPiece)
	}
	return naiveAttacks(b, pc, from, to)
}

// naiveAttacks: does pc on from attack to?
func naiveAttacks(b *Board, pc Piece, from, to Square) bool {
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	if from == to {
		return false
	}
	switch pc.Type() {
	case King:
		return abs(df) <= 1 && abs(dr) <= 1
	case Knight:
		return abs(df)*abs(dr) == 2
	case Pawn:
		fwd := 1
		if pc.Color() == Black {
			fwd = -1
		}
		return abs(df) == 1 && dr == fwd
	}
	straight, diagonal := df == 0 || dr == 0, abs(df) == abs(dr)
	t := pc.Type()
	if !(straight && (t == Rook || t == Queen) || diagonal && (t == Bishop || t == Queen)) {
		return false
	}
	sf, sr := sign(df), sign(dr)
	for f, r := from.File()+sf, from.Rank()+sr; NewSquare(f, r) != to; f, r = f+sf, r+sr {
		if b[NewSquare(f, r)] != NoPiece {
			return false
		}
	}
	return true
}

func naiveAttacked(b *Board, s Square, by Color) bool {
	for from := A1; from <= H8; from++ {
		if pc := b[from]; pc != NoPiece && pc.Color() == by && naiveAttacks(b, pc, from, s) {
			return true
		}
	}
	return false
}

func sign(x int) int {
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}

func TestSAN(t *testing.T) {
	tests := []struct {
		pos, uci, want string
	}{
		{"Ke1 Pe2 ke8 w", "e2e4", "e4"},
		{"Ke1 Pe2 ke8 w", "e1d2", "Kd2"},
		{"Kc2 Pg7 ka1 w", "g7g8r", "g8=R"},
		{"Kc2 Pg7 ka1 w", "g7g8q", "g8=Q"}, // stalemate: no sign
		{"Kb6 Pc7 ka8 w", "c7c8q", "c8=Q#"},
		{"Kb6 Pc7 ka8 w", "c7c8n", "c8=N"},
		{"Ke5 Pc7 kb7 w", "c7c8q", "c8=Q+"},
		{"Ke1 Pd7 ke8 b", "e8d7", "Kxd7"},
		{"Ke1 Qa1 ke8 w", "a1a8", "Qa8+"},
		{"Kc6 Rh1 kc8 w", "h1h8", "Rh8#"},
		{"Kg1 ke8 pd2 b", "d2d1r", "d1=R+"},
	}
	for _, tc := range tests {
		p := mustParse(t, tc.pos)
		m, err := p.ParseMove(tc.uci)
		if err != nil {
			t.Fatalf("ParseMove(%q) in %q: %v", tc.uci, tc.pos, err)
		}
		if got := p.SAN(m); got != tc.want {
			t.Errorf("SAN(%s) in %q = %q, want %q", tc.uci, tc.pos, got, tc.want)
		}
		if back, err := p.ParseMove(tc.want); err != nil || back != m {
			t.Errorf("ParseMove(%q) in %q = %v, %v; want %v", tc.want, tc.pos, back, err, m)
		}
	}
}

func TestParseMove(t *testing.T) {
	p := mustParse(t, "Kb6 Pc7 ka8 w")
	tests := []struct {
		in, want string // want "" for an illegal move
	}{
		{"c7c8q", "c7c8q"},
		{"C7C8R", "c7c8r"},
		{"c7c8", "c7c8q"},
		{"c8=Q#", "c7c8q"},
		{"c8Q", "c7c8q"},
		{"c8=N", "c7c8n"},
		{"c8=q#", "c7c8q"}, // the promotion's piece in either case
		{"c8r", "c7c8r"},
		{"c8", ""}, // SAN names the piece
		{"c8=K", ""},
		{"Kc6", "b6c6"},
		{" b6c6 ", "b6c6"},
		{"Ka7", ""},
		{"b6a7", ""},
		{"c7c8k", ""},
		{"", ""},
		{"hello", ""},
	}
	for _, tc := range tests {
		m, err := p.ParseMove(tc.in)
		if tc.want == "" {
			var ie *InputError
			if !errors.As(err, &ie) || ie.Code != CodeIllegalMove {
				t.Errorf("ParseMove(%q) = %v, %v; want %s", tc.in, m, err, CodeIllegalMove)
			}
			continue
		}
		if err != nil || m.UCI() != tc.want {
			t.Errorf("ParseMove(%q) = %v, %v; want %s", tc.in, m, err, tc.want)
		}
	}
}

func TestPlay(t *testing.T) {
	p := mustParse(t, "Kb6 Pc7 ka8 w")
	q, err := p.Play(Move{C7, C8, Rook})
	if err != nil || q.Short() != "Kb6 Rc8 ka8 b" {
		t.Errorf("Play(c7c8r) = %v, %v; want Kb6 Rc8 ka8 b", q.Short(), err)
	}
	if q.Status() != Checkmate || !q.InCheck() {
		t.Errorf("Status(%s) = %v, want checkmate", q.Short(), q.Status())
	}
	if _, err := p.Play(Move{C7, C8, NoPieceType}); err == nil {
		t.Errorf("Play(c7c8) succeeded, want an error: a promotion needs its piece")
	}
	r, _ := mustParse(t, "Ka1 Pe4 kd5 b").Play(Move{D5, E4, NoPieceType})
	if r.Material() != KvK || r.Status() != DeadDraw {
		t.Errorf("after Kxe4: %v %v, want KvK and a dead draw", r.Material(), r.Status())
	}
}

func FuzzParseMove(f *testing.F) {
	for _, s := range [][2]string{{"Kb6 Pc7 ka8 w", "c8=Q#"}, {"Kb6 Pc7 ka8 w", "c7c8"}, {"Ke1 Pd7 ke8 b", "Kxd7"},
		{"Ka1 Qb2 ke6 w", "Qb3+"}, {"Ke1 ke8 w", "e1e2"}, {"Ke1 ke8 pd7 b", "d5"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, pos, move string) {
		p, err := Parse(pos)
		if err != nil {
			return
		}
		m, err := p.ParseMove(move)
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) || ie.Code != CodeIllegalMove {
				t.Fatalf("ParseMove(%q) in %s = %v, want %s", move, p, err, CodeIllegalMove)
			}
			return
		}
		q, err := p.Play(m)
		if err != nil {
			t.Fatalf("ParseMove(%q) in %s = %v, which Play refuses: %v", move, p, m, err)
		}
		for _, s := range []string{m.UCI(), p.SAN(m)} {
			if back, err := p.ParseMove(s); err != nil || back != m {
				t.Fatalf("ParseMove(%q) in %s = %v, %v; want %v", s, p, back, err, m)
			}
		}
		if err := q.check(); err != nil {
			t.Fatalf("%s after %v is illegal: %v", p, m, err)
		}
	})
}
