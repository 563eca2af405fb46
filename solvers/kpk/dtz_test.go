package kpk

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"kibitz/internal/testenv"
)

// TestFreshCountSuffices checks the claim ProbeAt rests on: after a zeroing move the fresh count always
// suffices, because no position of any table is 100 plies or more from mate (so the tablebase's own mating
// line, from a clock of 0, mates before the clock reaches 100), and no distance to zeroing exceeds the
// distance to mate. It also checks that the quiet game finds a way to zero exactly where the tablebase
// has a win: a DTZ for every win and none for a draw.
func TestFreshCountSuffices(t *testing.T) {
	tb := loadTables()
	for _, s := range TableStats() {
		if s.Longest[0] >= FiftyPlies || s.Longest[1] >= FiftyPlies {
			t.Errorf("%v: the longest mate takes %v plies, want under %d", s.Material, s.Longest, FiftyPlies)
		}
	}
	if tb.maxDTZ[0] >= FiftyPlies || tb.maxDTZ[1] >= FiftyPlies {
		t.Errorf("the longest distance to zeroing is %v plies, want under %d", tb.maxDTZ, FiftyPlies)
	}
	t.Logf("K+P v K: longest DTZ %v plies (White to move, Black to move)", tb.maxDTZ)
	forEachPosition(t, WhitePawn, 1, func(p Position) {
		e, z := Probe(p), DTZ(p)
		switch {
		case e.Outcome == Draw && z != 0:
			t.Fatalf("DTZ(%s) = %d, but Probe gives a draw", p, z)
		case e.Outcome != Draw && e.DTM > 0 && (z < 1 || z > e.DTM):
			t.Fatalf("DTZ(%s) = %d, want 1 to %d (Probe: %v)", p, z, e.DTM, e)
		}
	})
}

// TestProbeAt is the fifty-move rule on known positions: the count that draws a win, the mate on the
// hundredth ply that stands, and the win that holds but must push the pawn in time.
func TestProbeAt(t *testing.T) {
	tests := []struct {
		name     string
		fen      string
		want     Outcome
		decided  bool // the count turns the tablebase's win into a draw
		tight    bool // the win holds but the tablebase's DTM may not fit
		bestMove string
	}{
		// Every king move brings the clock to 100, and e3 and e4 are tablebase draws.
		{"king moves draw at 99", "4k3/8/8/8/8/8/4P3/4K3 w - - 99 1", Draw, true, false, ""},
		{"the same at 0", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", Win, false, false, "e1d2"},
		// K+R v K: no zeroing move but mate, so the win needs mate within 5 plies.
		{"rook mate too far", "4k3/8/8/8/8/8/8/4K2R w - - 95 1", Draw, true, false, ""},
		{"rook mate in time", "4k3/8/8/8/8/8/8/4K2R w - - 60 1", Win, false, false, ""},
		// After 1. Kg6 Kg8 from 7k/P7/5K2/8/8/8/8/8 w - - 98 1: the clock is at 100, the game already drawn
		// though a8=Q would mate.
		{"clock at 100", "6k1/P7/6K1/8/8/8/8/8 w - - 100 2", Draw, true, false, ""},
		// A mate on the move that brings the clock to 100 stands: Qa7 is quiet, and mates.
		{"mate on the hundredth ply", "k7/7Q/1K6/8/8/8/8/8 w - - 99 1", Win, false, false, "h7a7"},
		{"mated already", "k7/1Q6/1K6/8/8/8/8/8 b - - 100 1", Loss, false, false, ""},
		// White must push within a few plies, but may: the tablebase's mate in 22 does not fit under 60.
		{"pawn in time", "4k3/8/8/8/8/8/4P3/4K3 w - - 60 1", Win, false, true, ""},
		// Black to move at 99 is never lost but to a mate on the board: its move is quiet and not a mate.
		{"black to move at 99", "3k4/8/3K4/3P4/8/8/8/8 b - - 99 1", Draw, true, false, ""},
		{"black to move at 90", "3k4/8/3K4/3P4/8/8/8/8 b - - 90 1", Loss, false, true, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Parse(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			h := ParseCounters(tc.fen).Halfmove
			c := ProbeAt(p, h)
			if c.Eval.Outcome != tc.want || c.Decided() != tc.decided || c.Tight() != tc.tight {
				t.Errorf("ProbeAt(%q) = %+v (decided %v, tight %v), want %v (decided %v, tight %v)",
					tc.fen, c, c.Decided(), c.Tight(), tc.want, tc.decided, tc.tight)
			}
			// The search is quick where a zeroing move comes soon (K+P v K) or the clock leaves few plies.
			if p.Material() != KPvK && FiftyPlies-h > 10 {
				return
			}
			if got := bruteForce(p, h, map[clockedPosition]Outcome{}); got != tc.want {
				t.Errorf("bruteForce(%q) = %v, want %v", tc.fen, got, tc.want)
			}
		})
		t.Run(tc.name+"/best", func(t *testing.T) {
			p, _ := Parse(tc.fen)
			h := ParseCounters(tc.fen).Halfmove
			if tc.bestMove != "" {
				if m, _, _ := BestMoveAt(p, h); m.UCI() != tc.bestMove {
					t.Errorf("BestMoveAt(%q) = %v, want %s", tc.fen, m, tc.bestMove)
				}
			}
		})
	}
}

// TestRankMovesAtKingMovesDraw: at 99 every quiet move that does not mate draws at once, and the pawn
// moves keep their tablebase result.
func TestRankMovesAtKingMovesDraw(t *testing.T) {
	p, _ := Parse("4k3/8/8/8/8/8/4P3/4K3 w - - 99 1")
	for _, m := range RankMovesAt(p, 99) {
		want := Draw
		if p.ResetsClock(m.Move) {
			want = Probe(m.After).before().Outcome
		}
		if m.Eval.Outcome != want {
			t.Errorf("RankMovesAt: %s is %v, want %v", m.SAN, m.Eval, want)
		}
	}
}

// TestProbeAtBruteForce compares ProbeAt with a plain search under the count on random positions of every
// table, at clocks around the boundary (100 - DTZ, one less and one more) and at random clocks near 100:
// a search that knows no DTZ, only the rule, the move generator and the tablebase after a zeroing move
// (TestFreshCountSuffices is why that is exact).
func TestProbeAtBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 50))
	pieces := []Piece{WhitePawn, BlackPawn, WhitePawn, WhiteQueen, BlackRook}
	cases := 0
	for cases < 600 {
		var b Board
		sq := rng.Perm(64)
		b[sq[0]], b[sq[1]], b[sq[2]] = WhiteKing, BlackKing, pieces[rng.IntN(len(pieces))]
		p, err := NewPosition(b, Color(rng.IntN(2)))
		if err != nil || p.Status() != Ongoing {
			continue
		}
		z := DTZ(p)
		depth := 7 // the search's budget in plies: 100 - clock
		if p.Material() != KPvK {
			depth = 5 // a queen's or rook's moves branch wider
		}
		var clocks []int
		if z > 0 && z <= depth {
			clocks = append(clocks, FiftyPlies-z, FiftyPlies-z+1)
			if z < depth {
				clocks = append(clocks, FiftyPlies-z-1)
			}
		}
		clocks = append(clocks, FiftyPlies-rng.IntN(depth+1))
		for _, h := range clocks {
			cases++
			got, want := ProbeAt(p, h).Eval.Outcome, bruteForce(p, h, map[clockedPosition]Outcome{})
			if got != want {
				t.Errorf("ProbeAt(%s, %d) = %v (DTZ %d, %v), but a search under the count finds %v", p, h, got, z, Probe(p), want)
			}
		}
	}
}

type clockedPosition struct {
	p Position
	h int
}

// bruteForce is the result of p with the clock at h by search: the rule as commands/kpk's games apply it
// (a move that brings the clock to 100 draws unless it mates or stalemates), the tablebase's result after
// a zeroing move.
func bruteForce(p Position, h int, seen map[clockedPosition]Outcome) Outcome {
	switch p.Status() {
	case Checkmate:
		return Loss
	case Stalemate, DeadDraw:
		return Draw
	}
	if h >= FiftyPlies {
		return Draw
	}
	key := clockedPosition{p, h}
	if o, ok := seen[key]; ok {
		return o
	}
	best := Loss
	for _, m := range p.LegalMoves() {
		after, _ := p.Play(m)
		var theirs Outcome
		if p.ResetsClock(m) {
			theirs = Probe(after).Outcome
		} else {
			theirs = bruteForce(after, h+1, seen)
		}
		mine := map[Outcome]Outcome{Win: Loss, Loss: Win, Draw: Draw}[theirs]
		if mine == Win {
			best = Win
			break
		}
		if mine == Draw {
			best = Draw
		}
	}
	seen[key] = best
	return best
}

// BenchmarkProbeAt is one count-aware lookup: Probe and the distance to zeroing.
func BenchmarkProbeAt(b *testing.B) {
	ps := benchPositions(b)
	i := 0
	for b.Loop() {
		ProbeAt(ps[i%len(ps)], 90)
		i++
	}
}

// BenchmarkBuildZeroing builds K+P v K's distance-to-zeroing table alone, from the DTM tables.
func BenchmarkBuildZeroing(b *testing.B) {
	q, r := buildPiece(Queen), buildPiece(Rook)
	p := buildPawn(q.dtm[1], r.dtm[1])
	var z *retro
	for b.Loop() {
		z = buildZeroing(p.dtm, q.dtm[1], r.dtm[1])
	}
	b.ReportMetric(float64(z.stats.Positions[0]+z.stats.Positions[1])*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	b.ReportMetric(float64(z.stats.Bytes), "table-bytes")
}

// TestWinnerNeverRepeats: in a game won under the count, the winner playing BestMoveAt and the loser any
// legal moves, no position (the pieces and the side to move) stands on the board twice between two
// zeroing moves. So the loser never has a threefold repetition to claim (FIDE 9.2), nor comes a fivefold
// that draws (9.6.1), both of which /kpk play applies: a winning kibitz never lets a won game go that way.
//
// Between two occurrences of a position the tablebase's distance to mate must come back up. Every move of
// the loser lowers it, as does every winner's move that is the tablebase's fastest; so a return needs a
// slow move, a winner's quiet move that is not the fastest, between the two occurrences and inside one
// stretch of quiet moves (a pawn move or capture makes every earlier position unrepeatable). The test
// finds every slow state, a position and clock where BestMoveAt plays a slow move, over the clocks where
// the fastest mate may not fit under the count (clock + DTM >= 100; below, BestMoveAt is the fastest
// mate). Then:
//
//   - from each slow state, every line to the end of the count (the loser's every move, BestMoveAt for
//     the winner, until a zeroing move, mate or the clock at 100) holds no second slow move: a stretch has
//     at most one, so a position could stand on the board at most twice, once before it and once after;
//   - and none does. If Q stands on the board before a slow move that leaves the distance to mate r plies
//     above the fastest, and again after it, the distance falls by a ply or more on every other ply
//     between the two, so the first Q is at most r-1 plies before the slow state. The positions that can
//     lead to it in that many plies (the game's moves backwards: any king move of the loser, the king move
//     BestMoveAt makes for the winner) share none with those that can follow it.
//
// The figures (TestWinnerNeverRepeats -v): 376 slow states, 188 with each colour's pawn and none in K+Q v
// K or K+R v K (whose distance to zeroing is the distance to mate), on clocks 92 to 97, r at most 6
// plies; 2,376 positions on the lines after them, 9,376 on those before. About 4 s, skipped under -short
// and -race.
func TestWinnerNeverRepeats(t *testing.T) {
	if testing.Short() || testenv.RaceEnabled {
		t.Skip("an exhaustive search of about 4 s")
	}
	tb := loadTables()
	type state struct {
		p    Position
		h, r int // the clock, and how many plies above the fastest mate BestMoveAt's move leaves it
	}
	// slower is how many plies above the fastest mate m, the winner's move in p, leaves the distance to
	// mate: 0 for the fastest, and for a zeroing move, which makes every earlier position unrepeatable.
	slower := func(p Position, m Move) int {
		if p.ResetsClock(m) {
			return 0
		}
		return tb.probe(p.play(m)).DTM - (tb.probe(p).DTM - 1)
	}
	var states []state
	var byPawn [2]int
	lo, hi := FiftyPlies, -1
	for _, piece := range []Piece{WhitePawn, BlackPawn, WhiteQueen, WhiteRook} {
		forEachPosition(t, piece, 1, func(p Position) {
			plain := tb.probe(p)
			if p.Turn() != p.strong() || plain.Outcome != Win {
				return
			}
			for h := max(0, FiftyPlies-plain.DTM); h+tb.dtz(p) <= FiftyPlies; h++ {
				m, e, _ := tb.bestMove(p, h)
				if e.Outcome != Win {
					t.Fatalf("BestMoveAt(%s, %d) = %s %v, want a win", p.Short(), h, p.SAN(m), e)
				}
				if r := slower(p, m); r != 0 {
					if p.Material() != KPvK {
						t.Fatalf("BestMoveAt(%s, %d) = %s, slower than the fastest mate outside K+P v K", p.Short(), h, p.SAN(m))
					}
					states = append(states, state{p, h, r})
					byPawn[p.strong()]++
					lo, hi = min(lo, h), max(hi, h)
				}
			}
		})
	}
	if len(states) == 0 {
		t.Fatal("no slow states: the count never makes BestMoveAt give up the fastest mate?")
	}
	// follow marks in after the positions that can follow p, at clock h, in its stretch, and fails on a
	// second slow move; line is the stretch from the slow state to p.
	after := map[Position]bool{}
	var follow func(p Position, h int, line []Position)
	follow = func(p Position, h int, line []Position) {
		if h >= FiftyPlies || p.Status() != Ongoing {
			return
		}
		var moves []Move
		if p.Turn() == p.strong() {
			m, e, _ := tb.bestMove(p, h)
			if e.Outcome != Win {
				t.Fatalf("BestMoveAt(%s, %d) = %s %v after the line %v, want a win", p.Short(), h, p.SAN(m), e, line)
			}
			if len(line) > 1 && slower(p, m) != 0 {
				t.Fatalf("a second slow move in one stretch: BestMoveAt(%s, %d) = %s after the line %v",
					p.Short(), h, p.SAN(m), line)
			}
			moves = []Move{m}
		} else {
			moves = p.LegalMoves()
		}
		for _, m := range moves {
			if p.ResetsClock(m) { // a zeroing move ends the stretch
				continue
			}
			next := p.play(m)
			after[next] = true
			follow(next, h+1, append(line, next))
		}
	}
	maxRise, nAfter, nBefore := 0, 0, 0
	for _, s := range states {
		clear(after)
		follow(s.p, s.h, []Position{s.p})
		nAfter += len(after)
		maxRise = max(maxRise, s.r)
		if after[s.p] {
			t.Fatalf("%s at clock %d comes back after its slow move", s.p.Short(), s.h)
		}
		layer := []Position{s.p}
		for j := 1; j < s.r && s.h-j >= 0 && len(layer) > 0; j++ {
			var next []Position
			seen := map[Position]bool{}
			for _, p := range layer {
				for _, q := range predecessors(p) {
					if seen[q] {
						continue
					}
					if q.Turn() == q.strong() {
						if m, _, _ := tb.bestMove(q, s.h-j); q.play(m) != p {
							continue // the winner plays another move there
						}
					}
					seen[q] = true
					next = append(next, q)
					if after[q] {
						t.Fatalf("%s can stand on the board %d plies before the slow state %s at clock %d and again after it",
							q.Short(), j, s.p.Short(), s.h)
					}
				}
			}
			nBefore += len(next)
			layer = next
		}
	}
	t.Logf("%d slow states (%d with a white pawn, %d with a black one) on clocks %d to %d, up to %d plies "+
		"above the fastest mate; %d positions on the lines after them, %d before them",
		len(states), byPawn[White], byPawn[Black], lo, hi, maxRise, nAfter, nBefore)
}

// predecessors are the positions from which a king move of the side that has just moved in p leads to p:
// K+P v K's only quiet moves.
func predecessors(p Position) []Position {
	mover := p.Turn().Other()
	to := p.King(mover)
	var out []Position
	for back := kingAttacks[to] &^ p.occupied(); back != 0; back &= back - 1 {
		from := Square(bits.TrailingZeros64(back))
		b := p.Board()
		b[to], b[from] = NoPiece, NewPiece(King, mover)
		if q, err := NewPosition(b, mover); err == nil && slices.Contains(q.LegalMoves(), Move{From: from, To: to}) {
			out = append(out, q)
		}
	}
	return out
}
