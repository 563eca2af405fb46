package kpk

import (
	"context"
	"errors"
	"testing"
)

func TestRankMoves(t *testing.T) {
	tests := []struct {
		pos  string
		want []string // the first moves in SAN with their results, best first
	}{
		{"Kc2 Pg7 ka1 w", []string{"g8=R win 3", "Kb3 win 7"}},
		{"Ke1 Pd7 ke8 b", []string{"Kxd7 draw", "Ke7 draw"}},
		{"Ka2 Pg2 kb5 w", []string{"Kb3 win 55"}},
		{"Ka3 Pg2 ka5 b", []string{"Kb5 loss 56"}},
	}
	for _, tc := range tests {
		evals := RankMoves(mustParse(t, tc.pos))
		for i, w := range tc.want {
			if got := evals[i].SAN + " " + evals[i].Eval.String(); got != w {
				t.Errorf("RankMoves(%q)[%d] = %q, want %q", tc.pos, i, got, w)
			}
		}
	}
}

// TestEvaluateOrder: moves come best first, BestMove is the first, and each MoveEval agrees with Probe.
func TestEvaluateOrder(t *testing.T) {
	for _, piece := range []Piece{WhitePawn, BlackPawn, BlackQueen, WhiteRook, WhiteKnight} {
		forEachPosition(t, piece, 101, func(p Position) {
			evals := RankMoves(p)
			for i, e := range evals {
				if e.After != p.play(e.Move) || e.Eval != Probe(e.After).before() || e.SAN != p.SAN(e.Move) {
					t.Fatalf("RankMoves(%s)[%d] = %+v, inconsistent with Play and Probe", p, i, e)
				}
				if i > 0 && evals[i-1].Eval.Compare(e.Eval) > 0 {
					t.Fatalf("RankMoves(%s): %v before %v", p, evals[i-1].Eval, e.Eval)
				}
			}
			m, e, ok := BestMove(p)
			if ok != (len(evals) > 0) || ok && (m != evals[0].Move || e != evals[0].Eval) {
				t.Fatalf("BestMove(%s) = %v %v %v, want the first of RankMoves", p, m, e, ok)
			}
			if ok && e != Probe(p) {
				t.Fatalf("BestMove(%s) leads to %v, Probe says %v", p, e, Probe(p))
			}
		})
	}
}

func TestBestLine(t *testing.T) {
	p := mustParse(t, "Ka2 Pg2 kb5 w")
	line := BestLine(p, 0)
	if len(line) != 55 {
		t.Fatalf("BestLine(%s) has %d plies, want 55", p.Short(), len(line))
	}
	for i, s := range line {
		want := Eval{Loss, 54 - i}
		if i%2 == 1 {
			want = Eval{Win, 54 - i}
		}
		if s.Eval != want || Probe(s.Position) != s.Eval {
			t.Fatalf("BestLine(%s)[%d] = %s %v, want %v", p.Short(), i, s.SAN, s.Eval, want)
		}
	}
	last := line[len(line)-1]
	if last.Position.Status() != Checkmate || last.SAN[len(last.SAN)-1] != '#' {
		t.Errorf("BestLine(%s) ends with %s in %s, want checkmate", p.Short(), last.SAN, last.Position.Short())
	}

	draw := mustParse(t, "Ke5 Pe4 ke7 w")
	if got := BestLine(draw, 8); len(got) != 8 || got[7].Eval.Outcome != Draw {
		t.Errorf("BestLine(%s, 8) has %d plies, want 8 drawn ones", draw.Short(), len(got))
	}
	if got := BestLine(mustParse(t, "Kb6 Pa7 ka8 b"), 8); len(got) != 0 {
		t.Errorf("BestLine(stalemate) has %d plies, want none", len(got))
	}
	// The lone king takes the pawn at once and the line stops at the dead draw.
	if got := BestLine(mustParse(t, "Ke1 Pd7 ke8 b"), 8); len(got) != 1 || got[0].SAN != "Kxd7" {
		t.Errorf("BestLine(Ke1 Pd7 ke8 b) = %v, want just Kxd7", got)
	}
}

func TestSolve(t *testing.T) {
	p := mustParse(t, "Kc2 Pg7 ka1 w")
	r, err := Solve(context.Background(), p, Options{Line: true})
	if err != nil {
		t.Fatal(err)
	}
	if r.Eval != (Eval{Win, 3}) || r.Status != Ongoing || r.Best == nil || r.Best.SAN != "g8=R" || len(r.Moves) != 10 {
		t.Errorf("Solve(%s) = %v %v %+v with %d moves", p.Short(), r.Eval, r.Status, r.Best, len(r.Moves))
	}
	if len(r.Line) != 3 || r.Line[2].SAN != "Ra8#" {
		t.Errorf("Solve(%s).Line = %+v, want g8=R Ka2 Ra8#", p.Short(), r.Line)
	}
	mate, _ := Solve(context.Background(), mustParse(t, "Kc6 Ra8 kc8 b"), Options{})
	if mate.Best != nil || mate.Status != Checkmate || mate.Eval != (Eval{Loss, 0}) {
		t.Errorf("Solve(checkmate) = %+v", mate)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Solve(ctx, p, Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("Solve(cancelled) = %v, want context.Canceled", err)
	}
}

func TestEvalCompare(t *testing.T) {
	order := []Eval{{Win, 1}, {Win, 9}, {Draw, 0}, {Loss, 12}, {Loss, 2}, {Loss, 0}}
	for i := range order {
		for j := range order {
			got := order[i].Compare(order[j])
			if (got < 0) != (i < j) || (got == 0) != (i == j) {
				t.Errorf("%v.Compare(%v) = %d", order[i], order[j], got)
			}
		}
	}
}

// TestDrawPreference: in a drawn position the side with the piece plays the move that keeps the piece
// longest (the hold; TestHoldChoice has more), then the move that leaves the defender the fewest replies
// that keep the draw, but not one that leaves the piece to be taken while another keeps it, and never one
// that ends the game when another draws on. old is what an earlier rule chose: the first key alone, or
// for the cases the hold now decides, the keys before it.
func TestDrawPreference(t *testing.T) {
	tests := []struct {
		name, pos, want string
		old             string // what an earlier rule chose
	}{
		// All four moves keep the pawn for ever; a4 leaves one drawing reply of eight (Ke4), a3 three of
		// eight: the first key tied them and kept a3.
		{"fewest drawing replies", "Ka1 Pa2 kf3 w", "a4", "a3"},
		// h7 stalemates; after Kf7 the king takes the pawn (Kh7, Kxh6); Kf5, Kg5, Kh5 and Kf6 keep it for
		// ever, and Kf5 comes first of them.
		{"not a stalemate", "Kg6 Ph6 kh8 w", "Kf5", "Kf7"},
		// e5 leaves a single drawing reply, Kxe5, which no defender misses; the fewest replies alone chose
		// it. Kd1, which the keys before the hold chose, loses the pawn to Ke5 and Kxe4; Kd2 keeps it.
		{"not the pawn to be taken", "Ke1 Pe4 ke6 w", "Kd2", "Kd1"},
		// Every king move lets the king take the pawn two moves later (Kf1 Ka3 Ke1 Kxa2), a4 and a3+ at
		// once: the hold does not decide, and the pawn is not left to be taken at once.
		{"not the pawn to be taken, on the a-file", "Kg1 Pa2 kb4 w", "Kf1", "a4"},
		// Every move leaves the pawn to the king on f4: e5, Kd2, Ke2 and Kf2 leave it four drawing replies
		// (Kd1 and Kf1 five), and e5 comes first in move order.
		{"the pawn lost anyway", "Ke1 Pe4 kf4 w", "e5", "e5"},
		// Every move leaves the pawn or the new piece to be taken, and a8=B+ and a8=N end the game (a dead
		// draw): a8=Q+, which leaves one drawing reply (Kxa8), comes before them.
		{"a piece to be taken before the game's end", "Ke1 Pa7 kb7 w", "a8=Q+", "a8=Q+"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := mustParse(t, tc.pos)
			m, e, _ := BestMove(p)
			if got := p.SAN(m); got != tc.want || e.Outcome != Draw {
				t.Errorf("BestMove(%q) = %s %v, want %s draw (not %s)", tc.pos, got, e, tc.want, tc.old)
			}
		})
	}
}

// TestDrawPreferenceFewest checks the rule below the hold on every drawn position with the piece's side to
// move, from the defender's side (RankMoves of the position after each move): among moves of the same hold
// (TestHold checks that they come by hold), first the moves after which no reply takes the piece, then
// those after which one does, each by the fewest replies that do not lose, then the moves that end the
// game.
func TestDrawPreferenceFewest(t *testing.T) {
	// rank is the tier of a move (0 keeps the piece, 1 leaves it to be taken, 2 ends the game) and the
	// defender's drawing replies after it.
	rank := func(after Position) (tier, drawing int) {
		if after.Status() != Ongoing {
			return 2, 0
		}
		for _, r := range RankMoves(after) {
			if r.Eval.Outcome != Loss {
				drawing++
			}
			if r.After.Material() == KvK {
				tier = 1
			}
		}
		return tier, drawing
	}
	tb := loadTables()
	for _, piece := range []Piece{WhitePawn, BlackPawn, WhiteRook} {
		forEachPosition(t, piece, 7, func(p Position) {
			if p.Turn() != piece.Color() || Probe(p).Outcome != Draw {
				return
			}
			ranked := RankMoves(p)
			prevTier, prevDrawing, prevHold := 0, 0, -1
			for i, r := range ranked {
				if r.Eval.Outcome != Draw {
					break
				}
				tier, drawing := rank(r.After)
				hold := tb.hold(r.After)
				if tier == 2 {
					hold = 0
				}
				if i > 0 && hold == prevHold && (tier < prevTier || tier == prevTier && tier < 2 && drawing < prevDrawing) {
					t.Fatalf("RankMoves(%s) puts %s (tier %d, %d drawing replies) after %s (tier %d, %d)",
						p.Short(), r.SAN, tier, drawing, ranked[i-1].SAN, prevTier, prevDrawing)
				}
				prevTier, prevDrawing, prevHold = tier, drawing, hold
			}
		})
	}
}
