package kpk

import (
	"testing"

	"kibitz/internal/testenv"
)

// never is the tests' own name for a hold without end: the lone king cannot force it.
const never = 1 << 20

// holdSearch is the hold of every K+P v K position with a white pawn, found without buildHold: the ordinary
// move generator (LegalMoves and play) and, where a move leaves K+P v K, Status and the tablebase's Probe. It
// is the capture game searched to a bounded depth for every position at once: sweep k gives each position
// its value over the plies k sweeps have looked at, the lone king taking the least of its moves' values,
// the side with the pawn the greatest, a value not yet found counting as never; the sweeps stop when one
// changes nothing, and a search that needs more than maxSweeps fails.
type holdSearch struct {
	index map[Position]int32
	value []int32 // by index; never when the lone king cannot force the end
}

const maxSweeps = 64

func newHoldSearch(t *testing.T) *holdSearch {
	t.Helper()
	s := &holdSearch{index: map[Position]int32{}}
	var positions []Position
	forEachPosition(t, WhitePawn, 1, func(p Position) {
		s.index[p] = int32(len(positions))
		positions = append(positions, p)
	})
	// The moves of each position as indices of positions, or for a move that leaves K+P v K, -1 - its
	// value there.
	start := make([]int32, len(positions)+1)
	var moves []int32
	for i, p := range positions {
		start[i] = int32(len(moves))
		for _, m := range p.LegalMoves() {
			after := p.play(m)
			if j, ok := s.index[after]; ok {
				moves = append(moves, j)
			} else {
				moves = append(moves, -1-int32(holdOutside(t, after)))
			}
		}
	}
	start[len(positions)] = int32(len(moves))

	s.value = make([]int32, len(positions))
	for i := range s.value {
		s.value[i] = never
	}
	next := make([]int32, len(positions))
	for sweep := 0; ; sweep++ {
		if sweep == maxSweeps {
			t.Fatalf("the hold search still changes after %d sweeps", maxSweeps)
		}
		changed := false
		for i, p := range positions {
			ms := moves[start[i]:start[i+1]]
			v := int32(never)
			switch {
			case len(ms) == 0:
				v = int32(holdOutside(t, p)) // mate or stalemate
			case p.turn == Black:
				for _, m := range ms {
					v = min(v, 1+s.valueOf(m))
				}
			default:
				v = 0
				for _, m := range ms {
					v = max(v, 1+s.valueOf(m))
				}
			}
			v = min(v, never)
			next[i] = v
			changed = changed || v != s.value[i]
		}
		s.value, next = next, s.value
		if !changed {
			break
		}
	}
	return s
}

func (s *holdSearch) valueOf(move int32) int32 {
	if move < 0 {
		return -1 - move
	}
	return s.value[move]
}

// hold is p's hold: p must be K+P v K with a white pawn, or any other material.
func (s *holdSearch) hold(t *testing.T, p Position) int {
	if i, ok := s.index[p]; ok {
		return int(s.value[i])
	}
	return holdOutside(t, p)
}

// holdOutside is the hold of a position that has left K+P v K: 0 when the game is over (a stalemate, a
// dead draw, the pawn taken), never after a mate or where the tablebase has a win (the winner mates with
// the piece, never losing it); otherwise the lone king's best, searched move by move.
func holdOutside(t *testing.T, p Position) int {
	switch {
	case p.Status() == Checkmate:
		return never
	case p.Status() != Ongoing:
		return 0
	case p.Material() == KPvK:
		t.Fatalf("holdOutside(%s): K+P v K", p)
	case Probe(p).Outcome != Draw:
		return never
	}
	black := p.turn != p.strong()
	v := never
	if !black {
		v = 0
	}
	for _, m := range p.LegalMoves() {
		if w := 1 + holdOutside(t, p.play(m)); black {
			v = min(v, w)
		} else {
			v = max(v, w)
		}
	}
	return min(v, never)
}

// holdOf is the table's hold in the tests' terms.
func holdOf(p Position) int {
	if h := loadTables().hold(p); h != holdForever {
		return h
	}
	return never
}

// moveHold is the hold of a move: 1 + the table's hold after it, never for never.
func moveHold(after Position) int {
	if h := holdOf(after); h != never {
		return 1 + h
	}
	return never
}

// TestHold compares the hold table with the search, position by position, for a pawn of either colour;
// checks what hold assumes of K+Q v K and K+R v K (every draw has the lone king to move, with the piece to
// take or stalemated); and checks, in every drawn K+P v K position, that BestMove's move has the longest
// hold among the drawing moves when the side with the pawn is to move and the shortest when the lone king
// is, by the search, not the table, and that RankMoves lists the drawing moves by hold. About 2.5 s of
// CPU time; under -race only every 7th position is checked.
func TestHold(t *testing.T) {
	s := newHoldSearch(t)
	step := 1
	if testenv.RaceEnabled {
		step = 7
	}
	t.Run("table", func(t *testing.T) {
		longest := 0
		for _, v := range s.value {
			if v != never {
				longest = max(longest, int(v))
			}
		}
		if longest >= holdForever {
			t.Fatalf("the longest hold is %d plies, want under holdForever (%d)", longest, holdForever)
		}
		t.Logf("the longest hold: %d plies", longest)
		bad := 0
		for _, piece := range []Piece{WhitePawn, BlackPawn} {
			forEachPosition(t, piece, step, func(p Position) {
				q := p
				if piece == BlackPawn {
					q = p.mirror()
				}
				if got, want := holdOf(p), s.hold(t, q); got != want && bad < 5 {
					bad++
					t.Errorf("hold(%s) = %d, the search finds %d (%d is never)", p.Short(), got, want, never)
				}
			})
		}
	})
	t.Run("queen and rook", func(t *testing.T) {
		for _, piece := range []Piece{WhiteQueen, BlackRook} {
			forEachPosition(t, piece, step, func(p Position) {
				if Probe(p).Outcome != Draw {
					return
				}
				if p.turn == piece.Color() {
					t.Fatalf("%s is a draw with the %s to move", p.Short(), piece.Name())
				}
				if got, want := holdOf(p), holdOutside(t, p); got != want {
					t.Fatalf("hold(%s) = %d, want %d", p.Short(), got, want)
				}
			})
		}
	})
	t.Run("best move", func(t *testing.T) {
		n := 0
		for _, piece := range []Piece{WhitePawn, BlackPawn} {
			forEachPosition(t, piece, step, func(p Position) {
				if Probe(p).Outcome != Draw || p.Status() != Ongoing {
					return
				}
				hold := func(after Position) int { // the search's hold, from the side of the white pawn
					if piece == BlackPawn {
						after = after.mirror()
					}
					return s.hold(t, after)
				}
				pawnSide := p.turn == piece.Color()
				better := func(a, b int) bool { return a != b && a > b == pawnSide }
				best, _, _ := BestMove(p)
				want := 1 + hold(p.play(best))
				for _, m := range p.LegalMoves() {
					after := p.play(m)
					if Probe(after).Outcome != Draw {
						continue
					}
					if v := 1 + hold(after); better(v, want) {
						t.Fatalf("BestMove(%s) = %s, hold %d; %s holds %d", p.Short(), p.SAN(best), want, p.SAN(m), v)
					}
				}
				if n++; n%13 != 0 {
					return
				}
				// RankMoves, which shares the keys with BestMove, on a sample.
				ranked := RankMoves(p)
				prev := 1 + hold(ranked[0].After)
				for i, r := range ranked[1:] {
					if r.Eval.Outcome != Draw {
						break
					}
					v := 1 + hold(r.After)
					if better(v, prev) {
						t.Fatalf("RankMoves(%s) puts %s (hold %d) after %s (%d)", p.Short(), r.SAN, v, ranked[i].SAN, prev)
					}
					prev = v
				}
			})
		}
	})
}

// TestHoldChoice: positions where the keys before the hold lost the pawn sooner than it had to be lost
// (old, with the hold of its move), and what BestMove plays now. A move's hold counts the move: a hold of 4
// is the move, a reply, a move and the capture.
func TestHoldChoice(t *testing.T) {
	tests := []struct {
		name, pos string
		want      string
		hold      int // of want
		old       string
		oldHold   int
	}{
		// 1. Kc3 Ke3 2. Kc4 Kxe2; any other move keeps the pawn for ever (e3 leaves the fewest drawing
		// replies).
		{"the pawn falls two moves later", "Kd2 Pe2 ke4 w", "e3", never, "Kc3", 4},
		// 1. Kd1 Ke5, and 2... Kxe4 whatever White plays.
		{"the pawn falls after a king move", "Ke1 Pe4 ke6 w", "Kd2", never, "Kd1", 4},
		// 1. a4 Kb4, and 2... Kxa4 or Kxa5.
		{"a rook's pawn pushed too soon", "Ka1 Pa2 kc3 w", "Kb1", never, "a4", 4},
		// 1... Kb4 2. Ke1 Ka3 3. Kd1 Kxa2; 1... Kc3 took seven plies: 2. Ke2 Kb4 3. Kd3 Ka3 4. Kc3 Kxa2.
		{"the lone king takes the pawn sooner", "Kf1 Pa2 kc4 b", "Kb4", 5, "Kc3", 7},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := mustParse(t, tc.pos)
			m, e, _ := BestMove(p)
			if got, hold := p.SAN(m), moveHold(p.play(m)); got != tc.want || hold != tc.hold || e.Outcome != Draw {
				t.Errorf("BestMove(%q) = %s %v, hold %d; want %s draw, hold %d (%d is never)", tc.pos, got, e, hold, tc.want, tc.hold, never)
			}
			old, err := p.ParseMove(tc.old)
			if err != nil {
				t.Fatal(err)
			}
			if hold := moveHold(p.play(old)); hold != tc.oldHold || Probe(p.play(old)).Outcome != Draw {
				t.Errorf("%s in %q: hold %d, want a draw with hold %d", tc.old, tc.pos, hold, tc.oldHold)
			}
		})
	}
}

// TestHoldLine: from Ke1 Pe2 ke3 w the line of the keys before the hold went 1. Kd1 Kd4 2. Kd2 Ke4 3. Kc3
// Ke3 4. Kc4 Kxe2 (the case above, three moves in); now the pawn stays on the board through a long line.
func TestHoldLine(t *testing.T) {
	p := mustParse(t, "Ke1 Pe2 ke3 w")
	line := BestLine(p, 60)
	if len(line) != 60 {
		t.Fatalf("BestLine(%s, 60) has %d plies, want 60", p.Short(), len(line))
	}
	for i, s := range line {
		if s.Position.Material() == KvK || s.Eval.Outcome != Draw {
			t.Fatalf("BestLine(%s)[%d] = %s, reaching %s (%v)", p.Short(), i, s.SAN, s.Position.Short(), s.Eval)
		}
	}
}

// lookahead is the hold found by search from one position at each call, as BestMove would find it without
// the table: whether the lone king forces the end within a number of plies, remembered for the call. A win
// by the tablebase's Probe is never the end (the winner mates without losing the piece).
type lookahead map[lookaheadKey]bool

type lookaheadKey struct {
	p     Position
	depth int
}

func (l lookahead) ends(p Position, depth int) bool {
	k := lookaheadKey{p, depth}
	if v, ok := l[k]; ok {
		return v
	}
	v := l.search(p, depth)
	l[k] = v
	return v
}

func (l lookahead) search(p Position, depth int) bool {
	var buf [maxMoves]Move
	moves := p.appendMoves(buf[:0])
	switch p.Material() {
	case KvK, KBvK, KNvK:
		return true
	}
	switch {
	case len(moves) == 0:
		return !p.InCheck()
	case depth == 0 || Probe(p).Outcome != Draw:
		return false
	}
	lone := p.turn != p.strong()
	for _, m := range moves {
		if l.ends(p.play(m), depth-1) == lone {
			return lone
		}
	}
	return !lone
}

// hold is p's hold by iterative deepening to depth plies, never beyond.
func (l lookahead) hold(p Position, depth int) int {
	for d := 0; d <= depth; d++ {
		if l.ends(p, d) {
			return d
		}
	}
	return never
}

// lookaheadDepth is the depth that decides every hold: the longest is 13 plies (TestHold logs it).
const lookaheadDepth = 13

// TestLookahead checks the look-ahead that BenchmarkBestMoveLookahead measures against the table, on a
// sample of drawn positions (a few milliseconds each).
func TestLookahead(t *testing.T) {
	checked := 0
	forEachPosition(t, WhitePawn, 397, func(p Position) {
		if Probe(p).Outcome != Draw {
			return
		}
		checked++
		if got, want := (lookahead{}).hold(p, lookaheadDepth+1), holdOf(p); got != want {
			t.Errorf("lookahead.hold(%s) = %d, the table has %d", p.Short(), got, want)
		}
	})
	t.Logf("%d positions", checked)
}

// drawnPositions are drawn positions with the pawn's side to move, where BestMove weighs the hold.
func drawnPositions(b *testing.B) []Position {
	var ps []Position
	for _, s := range []string{"Ke5 Pe4 ke7 w", "Kd2 Pe2 ke4 w", "Ke1 Pe4 ke6 w", "Ka1 Pa2 kc3 w", "Kg6 Ph6 kh8 w"} {
		ps = append(ps, mustParse(b, s))
	}
	Prepare()
	return ps
}

// BenchmarkBestMoveDrawn is BestMove in drawn positions, with the hold table.
func BenchmarkBestMoveDrawn(b *testing.B) {
	ps := drawnPositions(b)
	i := 0
	for b.Loop() {
		BestMove(ps[i%len(ps)])
		i++
	}
}

// BenchmarkBestMoveLookahead is the part of BestMove the hold table replaces, done by the look-ahead
// instead: the hold of every drawing move, each searched to lookaheadDepth plies (one memo for the call).
// nodes/op is the positions searched at some depth.
func BenchmarkBestMoveLookahead(b *testing.B) {
	ps := drawnPositions(b)
	i, nodes := 0, 0
	for b.Loop() {
		p := ps[i%len(ps)]
		i++
		l := lookahead{}
		for _, m := range p.LegalMoves() {
			if after := p.play(m); Probe(after).Outcome == Draw {
				l.hold(after, lookaheadDepth)
			}
		}
		nodes += len(l)
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

// BenchmarkBuildHold builds K+P v K's hold table alone, from the queen's and the rook's tables.
func BenchmarkBuildHold(b *testing.B) {
	q, r := buildPiece(Queen), buildPiece(Rook)
	var h [2][]uint8
	for b.Loop() {
		h = buildHold(q.dtm[1], r.dtm[1])
	}
	b.ReportMetric(float64(len(h[0])+len(h[1])), "table-bytes")
}
