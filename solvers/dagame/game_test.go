package dagame

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"kibitz/solvers/internal/inputerr/inputerrtest"
)

// brute decides a Game by a plain recursive search over each colour's positions, written from the
// rules alone: a position is the pair of token nodes (equal when merged).
type brute struct {
	succ [][]int // from 0, repeats kept
	one  map[int]int
	two  map[[2]int]int
}

func newBrute(n int, edges []Edge) *brute {
	b := &brute{succ: make([][]int, n), one: map[int]int{}, two: map[[2]int]int{}}
	for _, e := range edges {
		b.succ[e.From-1] = append(b.succ[e.From-1], e.To-1)
	}
	return b
}

func mexOf(vals map[int]bool) int {
	m := 0
	for vals[m] {
		m++
	}
	return m
}

func (b *brute) single(v int) int {
	if g, ok := b.one[v]; ok {
		return g
	}
	vals := map[int]bool{}
	for _, w := range b.succ[v] {
		vals[b.single(w)] = true
	}
	b.one[v] = mexOf(vals)
	return b.one[v]
}

func (b *brute) pair(x, y int) int {
	if x == y {
		return b.single(x)
	}
	if g, ok := b.two[[2]int{x, y}]; ok {
		return g
	}
	vals := map[int]bool{}
	for _, w := range b.succ[x] {
		vals[b.pair(w, y)] = true
	}
	for _, w := range b.succ[y] {
		vals[b.pair(x, w)] = true
	}
	g := mexOf(vals)
	b.two[[2]int{x, y}], b.two[[2]int{y, x}] = g, g
	return g
}

// value is the XOR over colours for tokens given as nodes from 0.
func (b *brute) value(tokens []Token) int {
	by := map[int64][]int{}
	var order []int64
	for _, t := range tokens {
		if _, ok := by[t.Colour]; !ok {
			order = append(order, t.Colour)
		}
		by[t.Colour] = append(by[t.Colour], t.Node-1)
	}
	x := 0
	for _, c := range order {
		if vs := by[c]; len(vs) == 1 {
			x ^= b.single(vs[0])
		} else {
			x ^= b.pair(vs[0], vs[1])
		}
	}
	return x
}

// randomGame makes a DAG with edges from lower to higher numbers under a random relabelling (repeats
// possible), and up to five colours of one or two tokens.
func randomGame(r *rand.Rand, maxNodes int) (int, []Edge, []Token) {
	n := 2 + r.IntN(maxNodes-1)
	perm := r.Perm(n)
	var edges []Edge
	for range r.IntN(3*n + 1) {
		a, b := r.IntN(n), r.IntN(n)
		if a == b {
			continue
		}
		a, b = min(a, b), max(a, b)
		edges = append(edges, Edge{From: perm[a] + 1, To: perm[b] + 1})
	}
	var tokens []Token
	for c := range 1 + r.IntN(5) {
		for range 1 + r.IntN(2) {
			tokens = append(tokens, Token{Node: 1 + r.IntN(n), Colour: int64(c*7 + 1)})
		}
	}
	return n, edges, tokens
}

func TestSolveAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for trial := range 1500 {
		n, edges, tokens := randomGame(r, 30)
		d, err := New(n, edges, tokens)
		if err != nil {
			t.Fatalf("trial %d: New: %v", trial, err)
		}
		res, err := Solve(context.Background(), d, Options{})
		if err != nil {
			t.Fatalf("trial %d: Solve: %v", trial, err)
		}
		b := newBrute(n, edges)
		want := b.value(tokens)
		if res.Sum != want || res.FirstWins != (want != 0) {
			t.Fatalf("trial %d: Solve(%q) sum %d, want %d", trial, d, res.Sum, want)
		}
		if !res.FirstWins {
			continue
		}
		after := applyMove(t, d, res.Move)
		if b.value(after) != 0 {
			t.Fatalf("trial %d: Solve(%q) move %v leaves value %d", trial, d, res.Move, b.value(after))
		}
	}
}

// applyMove checks that m is legal in d and returns the tokens after it.
func applyMove(t *testing.T, d *Game, m Move) []Token {
	t.Helper()
	if !slices.Contains(d.Graph().Successors(m.From), m.To) {
		t.Fatalf("move %v follows no edge", m)
	}
	tokens := d.Tokens()
	moved := 0
	for i, tk := range tokens {
		if tk.Colour == m.Colour && tk.Node == m.From && (moved == 0 || m.Together) {
			tokens[i].Node = m.To
			moved++
		}
	}
	shared := 0
	for _, tk := range d.Tokens() {
		if tk.Colour == m.Colour && tk.Node == m.From {
			shared++
		}
	}
	if moved == 0 || m.Together != (shared == 2) {
		t.Fatalf("move %v: moved %d tokens of %d on the node", m, moved, shared)
	}
	return tokens
}

func TestGraphGrundyAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 3))
	for range 300 {
		n, edges, _ := randomGame(r, 40)
		g, err := NewGraph(n, edges)
		if err != nil {
			t.Fatal(err)
		}
		b := newBrute(n, edges)
		for v, got := range g.Grundy() {
			if want := b.single(v); got != want {
				t.Fatalf("NewGraph(%d, %v).Grundy()[%d] = %d, want %d", n, edges, v, got, want)
			}
		}
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"one token on a sink", "1 0\n1\n1 1\n", "Cheol"},
		{"one token with a move", "2 1\n1 2\n1\n1 5\n", "Young"},
		{"two tokens together", "2 1\n1 2\n2\n1 1\n1 1\n", "Young"},
		{"two tokens apart, merging", "3 3\n1 3\n2 3\n1 2\n2\n1 1\n2 1\n", "Cheol"}, // 2 XOR 1 would say Young
		{"two colours cancel", "3 2\n1 3\n2 3\n2\n1 1\n2 2\n", "Cheol"},
		{"no tokens", "2 1\n1 2\n0\n", "Cheol"},
		{"blank lines and CRLF", "\n2 1\r\n\n1 2\r\n1\r\n1 1\r\n\n", "Young"},
		{"lone CRs, as the old Mac OS ended lines", "2 1\r1 2\r\r1\r1 1\r", "Young"},
		{"lone CRs, no ending at the end", "3 2\r1 3\r2 3\r2\r1 1\r2 2", "Cheol"},
		{"repeated edges", "2 3\n1 2\n1 2\n1 2\n1\n1 1\n", "Young"},
		{"a byte order mark, as Windows Notepad writes", "\ufeff2 1\r\n1 2\r\n1\r\n1 1\r\n", "Young"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Parse(tc.in)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tc.in, err)
			}
			res, err := Solve(context.Background(), d, Options{})
			if err != nil || res.Winner() != tc.want {
				t.Errorf("Solve(%q) = %s, %v, want %s", tc.in, res.Winner(), err, tc.want)
			}
		})
	}
}

// wantCode checks that err is an *InputError with the code (and, when given, the index).
func wantCode(t *testing.T, call string, err error, code Code, index int) {
	t.Helper()
	inputerrtest.Want(t, call, err, code, index, func(e *InputError) (Code, int) { return e.Code, e.Index })
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name string
		in   string
		code Code
		line int
	}{
		{"empty", "  \n\n", CodeEmpty, 0},
		{"a byte order mark alone", "\ufeff\n", CodeEmpty, 0},
		{"a byte order mark on the second line", "2 1\n\ufeff1 2\n1\n1 1\n", CodeBadLine, 2},
		{"header with one number", "3\n", CodeBadLine, 1},
		{"header not numbers", "a b\n", CodeBadLine, 1},
		{"no nodes", "0 0\n0\n", CodeBadCount, 1},
		{"too many nodes", "501 0\n0\n", CodeBadCount, 1},
		{"too many edges", "5 100001\n", CodeBadCount, 1},
		{"edge with three numbers", "3 1\n1 2 3\n0\n", CodeBadLine, 2},
		{"edge to node 0", "3 1\n1 0\n0\n", CodeNodeRange, 2},
		{"edge out of range", "3 2\n1 2\n2 4\n0\n", CodeNodeRange, 3},
		{"missing edges", "3 3\n1 2\n", CodeMissingLines, 2},
		{"missing token count", "3 1\n1 2\n", CodeMissingLines, 2},
		{"missing tokens", "3 1\n1 2\n2\n1 1\n", CodeMissingLines, 4},
		{"bad token count", "3 1\n1 2\nx\n", CodeBadLine, 3},
		{"an edge where the token count belongs", "3 1\n1 2\n2 3\n1\n1 1\n", CodeBadLine, 3},
		{"token out of range", "3 1\n1 2\n1\n9 1\n", CodeNodeRange, 4},
		{"token with one number", "3 1\n1 2\n1\n1\n", CodeBadLine, 4},
		{"third token", "3 1\n1 2\n3\n1 1\n2 1\n3 1\n", CodeThirdToken, 6},
		{"extra line", "3 1\n1 2\n1\n1 1\n2 2\n", CodeExtraLine, 5},
		// A negative number, or a colour beyond what kibitz reads, is said to be one, on its line.
		{"negative colour", "3 1\n1 2\n1\n1 -1\n", CodeNegative, 4},
		{"negative node of a token", "3 1\n1 2\n1\n-1 1\n", CodeNegative, 4},
		{"negative node of an edge", "3 1\n1 -2\n", CodeNegative, 2},
		{"negative node count", "-3 1\n", CodeNegative, 1},
		{"negative token count", "3 0\n-1\n", CodeNegative, 2},
		{"colour too large", "3 1\n1 2\n1\n1 99999999999999999999\n", CodeColourRange, 4},
		{"colour just too large", "3 1\n1 2\n1\n1 9223372036854775808\n", CodeColourRange, 4},
		{"a negative number on a line of the wrong shape", "3 1\n1 2\n1\n1 -1 1\n", CodeBadLine, 4},
		{"a dash alone", "3 1\n1 2\n1\n1 -\n", CodeBadLine, 4},
		// What is no UTF-8 text is said to be so before any line is read; UTF-16 with its mark is read.
		{"UTF-16 without its mark", "3\x00 \x001\x00\n\x00", CodeUTF16, 0},
		{"a NUL byte", "3 1\n1 2\n1\x00\n1 1\n", CodeNUL, 3},
		{"Latin-1", "3 1\n1 2\n1\n1 1 \xe9\n", CodeNotUTF8, 4},
		{"UTF-16 with its mark, and its mistake", "\xff\xfe3\x00 \x001\x00\n\x00x\x00\n\x00", CodeBadLine, 2},
		{"cycle", "3 3\n1 2\n2 3\n3 2\n1\n1 1\n", CodeCycle, 0},
		{"self-loop", "2 1\n2 2\n1\n1 1\n", CodeCycle, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse(tc.in)
			wantCode(t, fmt.Sprintf("Parse(%q)", tc.in), err, tc.code, 0)
			if ie := err.(*InputError); ie.Line != tc.line {
				t.Errorf("Parse(%q) error at line %d (%v), want line %d", tc.in, ie.Line, ie, tc.line)
			}
		})
	}
}

// TestHugeNumbersAsTyped: a count or a node beyond what kibitz reads (over 2^63-1) is kept as typed for its
// message (Number), which would otherwise name 9,223,372,036,854,775,807, a number nobody typed.
func TestHugeNumbersAsTyped(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		code     Code
		number   string
	}{
		{"node count", "99999999999999999999 1\n", CodeBadCount, "99999999999999999999"},
		{"edge count", "2 99999999999999999999\n", CodeBadCount, "99999999999999999999"},
		{"token count", "2 1\n1 2\n99999999999999999999\n", CodeBadCount, "99999999999999999999"},
		{"node of an edge", "2 1\n1 99999999999999999999\n", CodeNodeRange, "99999999999999999999"},
		{"node of a token", "2 1\n1 2\n1\n18446744073709551616 1\n", CodeNodeRange, "18446744073709551616"},
		{"a count that fits", "600 1\n", CodeBadCount, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse(tc.in)
			ie, ok := err.(*InputError)
			if !ok || ie.Code != tc.code || ie.Number != tc.number {
				t.Errorf("Parse(%q) = %v (number %q), want %s with the number %q", tc.in, err, ie.Number, tc.code, tc.number)
			}
		})
	}
}

func TestCycleIsNamed(t *testing.T) {
	// 1 -> 2 -> 3 -> 4 -> 2, and 4 -> 5 downstream of the cycle.
	_, err := NewGraph(5, []Edge{{1, 2}, {2, 3}, {3, 4}, {4, 2}, {4, 5}})
	ie, ok := err.(*InputError)
	if !ok || ie.Code != CodeCycle || ie.Value != 2 || !slices.Equal(ie.Cycle, []int{2, 3, 4, 2}) {
		t.Fatalf("NewGraph(cycle) error %v, want the cycle 2 -> 3 -> 4 -> 2", err)
	}
	r := rand.New(rand.NewPCG(4, 4))
	for range 200 { // random graphs with a cycle: the cycle named must be made of edges
		n, edges, _ := randomGame(r, 20)
		a, b := 1+r.IntN(n), 1+r.IntN(n)
		edges = append(edges, Edge{a, b}, Edge{b, a})
		_, err := NewGraph(n, edges)
		ie, ok := err.(*InputError)
		if !ok || ie.Code != CodeCycle || ie.Cycle[0] != ie.Cycle[len(ie.Cycle)-1] || int(ie.Value) != ie.Cycle[0] {
			t.Fatalf("NewGraph(%v) error %v, want a cycle", edges, err)
		}
		for i := 0; i+1 < len(ie.Cycle); i++ {
			if !slices.Contains(edges, Edge{ie.Cycle[i], ie.Cycle[i+1]}) {
				t.Fatalf("NewGraph(%v) names cycle %v, but %d -> %d is no edge", edges, ie.Cycle, ie.Cycle[i], ie.Cycle[i+1])
			}
		}
	}
}

func TestNewErrors(t *testing.T) {
	tests := []struct {
		name   string
		n      int
		edges  []Edge
		tokens []Token
		code   Code
		index  int
	}{
		{"no nodes", 0, nil, nil, CodeBadCount, 0},
		{"edge out of range", 2, []Edge{{1, 3}}, nil, CodeNodeRange, 1},
		{"token out of range", 2, nil, []Token{{1, 1}, {0, 2}}, CodeNodeRange, 2},
		{"third token", 2, nil, []Token{{1, 1}, {1, 1}, {2, 1}}, CodeThirdToken, 3},
	}
	for _, tc := range tests {
		_, err := New(tc.n, tc.edges, tc.tokens)
		wantCode(t, "New("+tc.name+")", err, tc.code, tc.index)
	}
}

func TestStringRoundTrips(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 8))
	for range 100 {
		n, edges, tokens := randomGame(r, 20)
		d, err := New(n, edges, tokens)
		if err != nil {
			t.Fatal(err)
		}
		again, err := Parse(d.String())
		if err != nil || again.String() != d.String() {
			t.Fatalf("Parse(%q) = %v, %v", d.String(), again, err)
		}
	}
}

// FuzzParse: never a panic; a parsed game prints back to itself, and its solution is right.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"3 2\n1 3\n2 3\n2\n1 1\n2 1\n", "1 0\n0\n", "2 1\n2 2\n1\n1 1\n", "3 1\n1 2\n1\n",
		"2 1\n1 2\n2\n1 1\n1 1\n", "3 3\n1 2\n2 3\n3 1\n0\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := Parse(s)
		if err != nil {
			if _, ok := err.(*InputError); !ok {
				t.Fatalf("Parse(%q) error %v is not an InputError", s, err)
			}
			return
		}
		if again, err := Parse(d.String()); err != nil || again.String() != d.String() {
			t.Fatalf("Parse(%q).String() = %q reads back as %v, %v", s, d.String(), again, err)
		}
		if len(d.edges) > 200 {
			return // the brute force is exponential in nothing, but slow on big inputs
		}
		res, err := Solve(context.Background(), d, Options{})
		if err != nil {
			t.Fatalf("Solve(%q): %v", s, err)
		}
		if want := newBrute(d.Nodes(), d.edges).value(d.tokens); res.Sum != want {
			t.Fatalf("Solve(%q) sum %d, want %d", s, res.Sum, want)
		}
	})
}

// worstGame is the benchmark's input: 500 nodes, 100,000 distinct edges (of the 124,750 a DAG on 500
// nodes can have), edges and nodes in random order, and pairs of tokens on nodes near the top of the order
// so that the pair table covers almost every node.
func worstGame(seed uint64) string {
	const n, m = MaxNodes, MaxEdges
	r := rand.New(rand.NewPCG(seed, seed))
	perm := r.Perm(n)
	var all []Edge
	for a := range n {
		for b := a + 1; b < n; b++ {
			all = append(all, Edge{perm[a] + 1, perm[b] + 1})
		}
	}
	r.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d\n", n, m)
	for _, e := range all[:m] {
		fmt.Fprintf(&b, "%d %d\n", e.From, e.To)
	}
	fmt.Fprintf(&b, "%d\n", 6)
	for c := range 3 {
		fmt.Fprintf(&b, "%d %d\n%d %d\n", perm[c]+1, c+1, perm[c+3]+1, c+1)
	}
	return b.String()
}

func TestWorstDAGameShape(t *testing.T) {
	d, err := Parse(worstGame(1))
	if err != nil {
		t.Fatal(err)
	}
	res, err := Solve(context.Background(), d, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Stats.Pairs < 100_000 || res.Stats.Options < 40_000_000 {
		t.Errorf("worst case computed %d pairs with %d options; the benchmark would not measure the worst case", res.Stats.Pairs, res.Stats.Options)
	}
}

// BenchmarkSolve times the largest input from text to answer, as `kibitz solve dagame` runs it.
func BenchmarkSolve(b *testing.B) {
	in := []byte(worstGame(1))
	var st Stats
	for b.Loop() {
		d, err := parse(in)
		if err != nil {
			b.Fatal(err)
		}
		res, err := Solve(context.Background(), d, Options{})
		if err != nil {
			b.Fatal(err)
		}
		st = res.Stats
	}
	b.ReportMetric(float64(st.Pairs), "pairs/op")
	b.ReportMetric(float64(st.Options)*float64(b.N)/b.Elapsed().Seconds(), "options/s")
}

func BenchmarkParse(b *testing.B) {
	in := []byte(worstGame(1))
	for b.Loop() {
		if _, err := parse(in); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(MaxEdges)*float64(b.N)/b.Elapsed().Seconds(), "lines/s")
}
