package kpk

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"kibitz/internal/testenv"
)

// TestTableStats checks the tables against published tablebase statistics: for K+P v K the counts of legal
// positions and wins and the longest win (mate in 28: 55 plies, 56 with the lone king to move), for K+Q v K
// and K+R v K the longest mates, 10 and 16 moves.
func TestTableStats(t *testing.T) {
	want := []Stats{
		{Material: KPvK, Positions: [2]int{163328, 168024}, Wins: [2]int{124960, 97604}, Longest: [2]int{55, 56}},
		{Material: KQvK, Longest: [2]int{19, 20}},
		{Material: KRvK, Longest: [2]int{31, 32}},
	}
	got := TableStats()
	if len(got) != len(want) {
		t.Fatalf("TableStats() has %d tables, want %d", len(got), len(want))
	}
	for i, w := range want {
		g := got[i]
		if w.Positions != [2]int{} && (g.Positions != w.Positions || g.Wins != w.Wins) {
			t.Errorf("%v: positions %v wins %v, want %v and %v", w.Material, g.Positions, g.Wins, w.Positions, w.Wins)
		}
		if g.Material != w.Material || g.Longest != w.Longest {
			t.Errorf("%v: material %v longest %v, want %v", w.Material, g.Material, g.Longest, w.Longest)
		}
	}
	total := 0
	for _, s := range got {
		total += s.Bytes
	}
	if total > 4<<20 {
		t.Errorf("the tables take %d bytes, want at most 4 MiB", total)
	}
}

// TestLegalCounts counts legal positions, wins and the longest win with NewPosition and Probe, independently
// of the builder's bitboards and of the Stats it keeps: the published K+P v K figures for a pawn of either
// colour (sides counted as "the side with the pawn to move" and "the lone king to move"), and the longest
// mates of K+Q v K and K+R v K, 10 and 16 moves (19 and 31 plies; one more with the lone king to move).
func TestLegalCounts(t *testing.T) {
	tests := []struct {
		piece                Piece
		legal, wins, longest [2]int // [0] the side with the piece to move, [1] the lone king to move
	}{
		{WhitePawn, [2]int{163328, 168024}, [2]int{124960, 97604}, [2]int{55, 56}},
		{BlackPawn, [2]int{163328, 168024}, [2]int{124960, 97604}, [2]int{55, 56}},
		{WhiteQueen, [2]int{}, [2]int{}, [2]int{19, 20}},
		{BlackRook, [2]int{}, [2]int{}, [2]int{31, 32}},
	}
	for _, tc := range tests {
		t.Run(tc.piece.Name(), func(t *testing.T) {
			var legal, wins, longest [2]int
			forEachPosition(t, tc.piece, 1, func(p Position) {
				side := 0
				if p.turn != tc.piece.Color() {
					side = 1
				}
				legal[side]++
				if e := Probe(p); e.Outcome != Draw {
					wins[side]++
					longest[side] = max(longest[side], e.DTM)
				}
			})
			if tc.legal != [2]int{} && (legal != tc.legal || wins != tc.wins) {
				t.Errorf("legal %v, wins %v; want %v and %v", legal, wins, tc.legal, tc.wins)
			}
			if longest != tc.longest {
				t.Errorf("longest win %v plies, want %v", longest, tc.longest)
			}
		})
	}
}

// TestKnownPositions holds positions with values from the Gaviota and Syzygy tablebases and the classic
// examples, among them the longest win and positions where only the rook promotion wins (the queen
// stalemates).
func TestKnownPositions(t *testing.T) {
	tests := []struct {
		name, pos string
		want      Eval
		best      string // SAN of the only optimal move, if there is only one
	}{
		{"longest win", "Ka2 Pg2 kb5 w", Eval{Win, 55}, ""},
		{"longest win, lone king to move", "Ka3 Pg2 ka5 b", Eval{Loss, 56}, ""},
		{"pawn on its home square", "Ke1 Pe2 ke8 w", Eval{Win, 43}, ""},
		{"opposition lost", "Ke1 Pe2 ke8 b", Eval{}, ""},
		{"key square reached", "Ke5 Pe4 ke7 b", Eval{Loss, 28}, ""},
		{"opposition kept", "Ke5 Pe4 ke7 w", Eval{}, ""},
		{"rook pawn", "Ka8 Pa7 kc7 w", Eval{}, ""},
		{"stalemate", "Kb6 Pa7 ka8 b", Eval{}, ""},
		{"stalemate on the seventh", "Kc6 Pc7 kc8 b", Eval{}, ""},
		{"promotion with mate", "Kc2 Pg7 ka1 w", Eval{Win, 3}, "g8=R"},
		{"only the rook wins", "Ka4 Pb7 ka6 w", Eval{Win, 13}, "b8=R"},
		{"only the rook wins, mirrored", "Kf2 Pb7 kh1 w", Eval{Win, 3}, "b8=R"},
		{"black pawn", "ke8 pe7 Ke1 b", Eval{Win, 43}, ""},
		{"black pawn, only the rook wins", "kc7 pg2 Ka8 b", Eval{Win, 3}, "g1=R"},
		{"queen: mate in 10, the longest", "Ka1 Qb2 ke6 w", Eval{Win, 19}, ""},
		{"rook: mate in 16, the longest", "Kh8 Ra1 kd4 w", Eval{Win, 31}, ""},
		{"queen can be taken", "Ke1 Qd7 ke8 b", Eval{}, "Kxd7"},
		{"rook checkmate", "Kc6 Ra8 kc8 b", Eval{Loss, 0}, ""},
		{"bare kings", "Ke1 ke8 w", Eval{}, ""},
		{"knight", "Ke1 Nc3 ke8 w", Eval{}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Parse(tc.pos)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tc.pos, err)
			}
			if got := Probe(p); got != tc.want {
				t.Errorf("Probe(%q) = %v, want %v", tc.pos, got, tc.want)
			}
			if tc.best == "" {
				return
			}
			evals := RankMoves(p)
			if evals[0].SAN != tc.best || len(evals) > 1 && evals[1].Eval == evals[0].Eval {
				t.Errorf("RankMoves(%q) starts %v %v, want %s as the only best move", tc.pos, evals[0].SAN, evals[0].Eval, tc.best)
			}
		})
	}
}

// TestConsistency checks every position of every table against its moves, with this package's move
// generator and nothing of the builder: a position with no move is mated (loss in 0) if in check, else
// drawn; otherwise its value is the best of its moves' values (a win one ply longer than the fastest loss it
// can reach, a loss one ply longer than the slowest win it must allow, else a draw). A labelling with these
// properties and correct terminal positions is the true one. BestMove must then choose a move of that value
// (a win's best move leads to a loss one ply nearer mate). About 2 s; under -short or -race only every
// 11th position.
func TestConsistency(t *testing.T) {
	step := 1
	if testing.Short() || testenv.RaceEnabled {
		step = 11
	}
	for _, piece := range []Piece{WhitePawn, BlackPawn, WhiteQueen, BlackQueen, WhiteRook, BlackRook} {
		t.Run(piece.Name(), func(t *testing.T) {
			bad := 0
			forEachPosition(t, piece, step, func(p Position) {
				if err := checkPosition(p); err != nil && bad < 5 {
					bad++
					t.Error(err)
				}
			})
		})
	}
}

// checkPosition checks one position's value against its moves' values.
func checkPosition(p Position) error {
	got := Probe(p)
	var buf [maxMoves]Move
	moves := p.appendMoves(buf[:0])
	want := Eval{}
	switch {
	case len(moves) == 0 && p.InCheck():
		want = Eval{Loss, 0}
	case len(moves) > 0:
		want = Eval{Loss, -1}
		for _, m := range moves {
			if e := Probe(p.play(m)).before(); e.Compare(want) < 0 {
				want = e
			}
		}
	}
	if got != want {
		return fmt.Errorf("Probe(%s) = %v, but its moves make it %v", p, got, want)
	}
	// The tablebase's own move keeps the promise: a win's best move reaches a loss one ply nearer mate, a
	// loss's the slowest win, a draw's a draw.
	m, e, ok := BestMove(p)
	if ok != (len(moves) > 0) {
		return fmt.Errorf("BestMove(%s) finds a move: %v, with %d legal moves", p, ok, len(moves))
	}
	if !ok {
		return nil
	}
	if after := p.play(m); e != got || Probe(after).before() != got {
		return fmt.Errorf("BestMove(%s) = %v %v, leading to %v; want a move worth %v", p, m, e, Probe(after), got)
	}
	return nil
}

// forEachPosition calls f with every step-th legal position with the two kings and piece, both sides to move.
func forEachPosition(t *testing.T, piece Piece, step int, f func(Position)) {
	t.Helper()
	n := 0
	for x := A1; x <= H8; x++ {
		for wk := A1; wk <= H8; wk++ {
			for bk := A1; bk <= H8; bk++ {
				if x == wk || x == bk || wk == bk {
					continue
				}
				for turn := White; turn <= Black; turn++ {
					if n++; n%step != 0 {
						continue
					}
					var b Board
					b[wk], b[bk], b[x] = WhiteKing, BlackKing, piece
					if p, err := NewPosition(b, turn); err == nil {
						f(p)
					}
				}
			}
		}
	}
}

// BenchmarkProbe is one lookup, K+P v K with either pawn, K+Q v K, K+R v K.
func BenchmarkProbe(b *testing.B) {
	ps := benchPositions(b)
	i := 0
	for b.Loop() {
		Probe(ps[i%len(ps)])
		i++
	}
}

// BenchmarkProbeRandom is one lookup of a position drawn at random from all three tables (either colour
// with the piece, either side to move): unlike BenchmarkProbe, whose five positions stay in the cache, most
// lookups here miss it, as a bot's scattered queries would.
func BenchmarkProbeRandom(b *testing.B) {
	var ps []Position
	rng := rand.New(rand.NewPCG(1, 2))
	pieces := []Piece{WhitePawn, BlackPawn, WhiteQueen, BlackQueen, WhiteRook, BlackRook}
	for len(ps) < 1<<16 {
		var board Board
		sq := rng.Perm(64)
		board[sq[0]], board[sq[1]], board[sq[2]] = WhiteKing, BlackKing, pieces[rng.IntN(len(pieces))]
		if p, err := NewPosition(board, Color(rng.IntN(2))); err == nil {
			ps = append(ps, p)
		}
	}
	Prepare()
	i := 0
	for b.Loop() {
		Probe(ps[i&(len(ps)-1)])
		i++
	}
}

// BenchmarkBestMove is the tablebase's reply: every legal move made and looked up.
func BenchmarkBestMove(b *testing.B) {
	ps := benchPositions(b)
	i := 0
	for b.Loop() {
		BestMove(ps[i%len(ps)])
		i++
	}
}

func benchPositions(b *testing.B) []Position {
	var ps []Position
	for _, s := range []string{"Ka2 Pg2 kb5 w", "ke8 pe7 Ke1 b", "Ka1 Qb2 ke6 w", "Kh1 Rb1 kd5 b", "Ke5 Pe4 ke7 w"} {
		p, err := Parse(s)
		if err != nil {
			b.Fatal(err)
		}
		ps = append(ps, p)
	}
	Prepare()
	return ps
}
