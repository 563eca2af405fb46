package grundy

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"strconv"
	"strings"

	"kibitz/solvers/internal/numtext"
)

// Limits of a DAGame. The pair table is MaxDAGameNodes^2 values; see SolveDAGame for the time.
const (
	MaxDAGameNodes  = 500
	MaxDAGameEdges  = 100_000
	MaxDAGameTokens = 1_000_000
)

// Token is a DAGame token: on node Node (from 1), of colour Colour.
type Token struct {
	Node   int
	Colour int64
}

// DAGame is a token game on a directed acyclic graph. Each token sits on a node and has a colour; a move
// picks one colour and moves one of its tokens along an edge, and whoever cannot move loses. A colour has
// one or two tokens; two tokens of a colour on the same node move together, as one, so a colour's tokens
// merge once one moves onto the other. The colours are independent games, so the whole is their sum.
//
// The text form (`kibitz solve dagame`) is a line "N M", M lines "p q" (an edge from node p to node q),
// a line "K", then K lines "v c" (a token of colour c on node v). Nodes count from 1; colours are any whole
// numbers. Blank lines are ignored.
type DAGame struct {
	graph  *Graph
	edges  []Edge // as given, for String
	tokens []Token
}

// NewDAGame checks and builds a game: 1 to MaxDAGameNodes nodes, at most MaxDAGameEdges edges and
// MaxDAGameTokens tokens, every node named in range, at most two tokens per colour, no cycle.
func NewDAGame(nodes int, edges []Edge, tokens []Token) (*DAGame, error) {
	switch {
	case nodes < 1 || nodes > MaxDAGameNodes:
		return nil, &InputError{Code: CodeBadCount, Field: FieldNodes, Value: int64(nodes), Limit: MaxDAGameNodes}
	case len(edges) > MaxDAGameEdges:
		return nil, &InputError{Code: CodeBadCount, Field: FieldEdges, Value: int64(len(edges)), Limit: MaxDAGameEdges}
	case len(tokens) > MaxDAGameTokens:
		return nil, &InputError{Code: CodeBadCount, Field: FieldTokens, Value: int64(len(tokens)), Limit: MaxDAGameTokens}
	}
	count := make(map[int64]int)
	for i, t := range tokens {
		if t.Node < 1 || t.Node > nodes {
			return nil, &InputError{Code: CodeNodeRange, Field: FieldToken, Index: i + 1, Value: int64(t.Node), Limit: int64(nodes)}
		}
		if count[t.Colour]++; count[t.Colour] > 2 {
			return nil, &InputError{Code: CodeThirdToken, Field: FieldToken, Index: i + 1, Value: t.Colour}
		}
	}
	g, err := NewGraph(nodes, edges)
	if err != nil {
		return nil, err
	}
	return &DAGame{graph: g, edges: append([]Edge(nil), edges...), tokens: append([]Token(nil), tokens...)}, nil
}

// ParseDAGame reads a game in its text form (see DAGame). Errors name the line they are about. A UTF-8
// byte order mark at the start, which some editors (Windows Notepad) write, is skipped.
func ParseDAGame(s string) (*DAGame, error) { return parseDAGame([]byte(s)) }

func parseDAGame(data []byte) (*DAGame, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	const (
		wantHeader = iota
		wantEdge
		wantCount
		wantToken
		done
	)
	var (
		state       = wantHeader
		nodes, m, k int64
		edges       []Edge
		tokens      []Token
		count       map[int64]int
		lineNo      int
		nums        [3]uint64
	)
	bad := func(f Field, line []byte) error {
		return &InputError{Code: CodeBadLine, Field: f, Line: lineNo, Text: numtext.Shorten(string(line))}
	}
	node := func(f Field, v uint64) error {
		if v < 1 || v > uint64(nodes) {
			return &InputError{Code: CodeNodeRange, Field: f, Line: lineNo, Value: clampInt(v), Limit: nodes}
		}
		return nil
	}
	for len(data) > 0 {
		var line []byte
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			line, data = data[:i], data[i+1:]
		} else {
			line, data = data, nil
		}
		lineNo++
		line = numtext.TrimSpace(line)
		if len(line) == 0 {
			continue
		}
		n, ok := lineNumbers(line, nums[:])
		switch state {
		case wantHeader:
			if !ok || n != 2 {
				return nil, bad(FieldHeader, line)
			}
			nodes, m = clampInt(nums[0]), clampInt(nums[1])
			if nodes < 1 || nodes > MaxDAGameNodes {
				return nil, &InputError{Code: CodeBadCount, Field: FieldNodes, Line: lineNo, Value: nodes, Limit: MaxDAGameNodes}
			}
			if m > MaxDAGameEdges {
				return nil, &InputError{Code: CodeBadCount, Field: FieldEdges, Line: lineNo, Value: m, Limit: MaxDAGameEdges}
			}
			edges = make([]Edge, 0, m)
			state = wantEdge
		case wantEdge:
			if !ok || n != 2 {
				return nil, bad(FieldEdge, line)
			}
			for _, v := range nums[:2] {
				if err := node(FieldEdge, v); err != nil {
					return nil, err
				}
			}
			edges = append(edges, Edge{From: int(nums[0]), To: int(nums[1])})
		case wantCount:
			if !ok || n != 1 {
				return nil, bad(FieldTokenCount, line)
			}
			if k = clampInt(nums[0]); k > MaxDAGameTokens {
				return nil, &InputError{Code: CodeBadCount, Field: FieldTokens, Line: lineNo, Value: k, Limit: MaxDAGameTokens}
			}
			tokens = make([]Token, 0, k)
			count = make(map[int64]int)
			state = wantToken
		case wantToken:
			if !ok || n != 2 || nums[1] > math.MaxInt64 {
				return nil, bad(FieldToken, line)
			}
			if err := node(FieldToken, nums[0]); err != nil {
				return nil, err
			}
			c := int64(nums[1])
			if count[c]++; count[c] > 2 {
				return nil, &InputError{Code: CodeThirdToken, Field: FieldToken, Line: lineNo, Value: c}
			}
			tokens = append(tokens, Token{Node: int(nums[0]), Colour: c})
		case done:
			return nil, &InputError{Code: CodeExtraLine, Line: lineNo, Text: numtext.Shorten(string(line))}
		}
		// Move on once a section is full; checked here so that a count of 0 needs no line of its own.
		if state == wantEdge && int64(len(edges)) == m {
			state = wantCount
		}
		if state == wantToken && int64(len(tokens)) == k {
			state = done
		}
	}
	switch state {
	case wantHeader:
		return nil, &InputError{Code: CodeEmpty, Field: FieldHeader}
	case wantEdge:
		return nil, &InputError{Code: CodeMissingLines, Field: FieldEdge, Line: lineNo, Value: int64(len(edges)), Limit: m}
	case wantCount:
		return nil, &InputError{Code: CodeMissingLines, Field: FieldTokenCount, Line: lineNo, Value: 0, Limit: 1}
	case wantToken:
		return nil, &InputError{Code: CodeMissingLines, Field: FieldToken, Line: lineNo, Value: int64(len(tokens)), Limit: k}
	}
	g, err := NewGraph(int(nodes), edges)
	if err != nil {
		return nil, err
	}
	return &DAGame{graph: g, edges: edges, tokens: tokens}, nil
}

// lineNumbers reads the whitespace-separated whole numbers of a line into dst, saturating at 2^64-1. ok is
// false when a field is not a number or there are more fields than dst holds.
func lineNumbers(line []byte, dst []uint64) (n int, ok bool) {
	for i := 0; i < len(line); {
		if numtext.IsSpace(line[i]) {
			i++
			continue
		}
		if n == len(dst) {
			return n, false
		}
		j := i
		for j < len(line) && !numtext.IsSpace(line[j]) {
			j++
		}
		v, overflow, isNum := numtext.Digits(line[i:j])
		if !isNum {
			return n, false
		}
		if overflow {
			v = math.MaxUint64
		}
		dst[n] = v
		n++
		i = j
	}
	return n, true
}

func clampInt(v uint64) int64 { return int64(min(v, math.MaxInt64)) }

// Nodes returns the number of nodes.
func (d *DAGame) Nodes() int { return d.graph.n }

// Graph returns the game graph.
func (d *DAGame) Graph() *Graph { return d.graph }

// Edges returns the edges as given.
func (d *DAGame) Edges() []Edge { return append([]Edge(nil), d.edges...) }

// Tokens returns the tokens as given.
func (d *DAGame) Tokens() []Token { return append([]Token(nil), d.tokens...) }

// String returns the text form, one line each, every line ending in a newline.
func (d *DAGame) String() string {
	var b strings.Builder
	b.Grow(12 * (len(d.edges) + len(d.tokens) + 2))
	line := func(x, y int64) {
		b.WriteString(strconv.FormatInt(x, 10))
		b.WriteByte(' ')
		b.WriteString(strconv.FormatInt(y, 10))
		b.WriteByte('\n')
	}
	line(int64(d.graph.n), int64(len(d.edges)))
	for _, e := range d.edges {
		line(int64(e.From), int64(e.To))
	}
	b.WriteString(strconv.Itoa(len(d.tokens)))
	b.WriteByte('\n')
	for _, t := range d.tokens {
		line(int64(t.Node), t.Colour)
	}
	return b.String()
}

// DAGameMove moves the tokens of colour Colour on node From to node To: one token, or both when the
// colour's two tokens share From (Together). The zero DAGameMove (From 0) is no move.
type DAGameMove struct {
	Colour   int64
	From, To int
	Together bool
}

// String returns "colour 2: 3->5", or "-" for no move.
func (m DAGameMove) String() string {
	if m.From == 0 {
		return "-"
	}
	return fmt.Sprintf("colour %d: %d->%d", m.Colour, m.From, m.To)
}

// ColourValue is one colour's game: where its tokens are and its Grundy value.
type ColourValue struct {
	Colour int64
	Nodes  []int // one node, or two (equal when the tokens share a node)
	Grundy int
}

// DAGameResult is the answer for the player to move.
type DAGameResult struct {
	// FirstWins: the player to move (Young) wins with best play; otherwise Cheol does.
	FirstWins bool
	// Move is a winning move when FirstWins, else the zero DAGameMove.
	Move DAGameMove
	// Colours lists each colour's game, in the order colours first appear; Sum is the XOR of their values.
	Colours []ColourValue
	Sum     int
	Stats   DAGameStats
}

// Winner returns "Young" when the first player wins, else "Cheol": the answer `kibitz solve dagame`
// prints.
func (r DAGameResult) Winner() string {
	if r.FirstWins {
		return "Young"
	}
	return "Cheol"
}

// DAGameStats are the counters of one SolveDAGame.
type DAGameStats struct {
	Pairs   int64 // pairs of distinct nodes whose two-token value was computed
	Options int64 // options looked at by those mexes
}

// DAGameOptions tune SolveDAGame. There is nothing to tune yet; the type keeps the solver surface the same
// as every other solver's (docs/architecture.md §7), so that an option can come without a new signature.
type DAGameOptions struct{}

// SolveDAGame decides a DAGame and finds a winning move.
//
// By the Sprague-Grundy theorem the first player wins exactly when the XOR of the colours' Grundy values is
// not 0. A colour with one token on v, or two tokens sharing v, has the one-token value of v (Graph.Grundy).
// A colour with tokens on distinct nodes a and b has the pair value
//
//	G(a, b) = mex( {G(a', b) : a -> a'} U {G(a, b') : b -> b'} ),  G(x, x) = one-token value of x,
//
// which is not the XOR of the two one-token values, because the tokens merge when one lands on the other.
// The pair table is filled once for all colours (see pairs.go), on the nodes reachable from some colour's
// two tokens; a game of one-token colours never builds it. The worst case, 500 nodes, 100,000 edges and
// tokens on the sources, takes about 5*10^7 option look-ups (see BenchmarkSolveDAGame).
func SolveDAGame(ctx context.Context, d *DAGame, _ DAGameOptions) (DAGameResult, error) {
	g := d.graph
	one := g.grundy()
	var res DAGameResult
	index := make(map[int64]int)
	for _, t := range d.tokens {
		if i, ok := index[t.Colour]; ok {
			res.Colours[i].Nodes = append(res.Colours[i].Nodes, t.Node)
			continue
		}
		index[t.Colour] = len(res.Colours)
		res.Colours = append(res.Colours, ColourValue{Colour: t.Colour, Nodes: []int{t.Node}})
	}

	need := make([]bool, g.n)
	pairsNeeded := false
	for _, c := range res.Colours {
		if len(c.Nodes) == 2 && c.Nodes[0] != c.Nodes[1] {
			need[c.Nodes[0]-1], need[c.Nodes[1]-1] = true, true
			pairsNeeded = true
		}
	}
	var pt *pairTable
	if pairsNeeded {
		for _, v := range g.order { // everything reachable from a marked node, in one forward pass
			if need[v] {
				for _, w := range g.out(v) {
					need[w] = true
				}
			}
		}
		var err error
		if pt, err = g.pairs(ctx, one, need, &res.Stats); err != nil {
			return DAGameResult{}, err
		}
	}

	// value is the Grundy value of a colour's tokens on a and b (from 0), b < 0 for a lone token.
	value := func(a, b int32) int {
		if b < 0 || a == b {
			return int(one[a])
		}
		return pt.value(a, b)
	}
	nodesOf := func(c ColourValue) (a, b int32) {
		a, b = int32(c.Nodes[0]-1), -1
		if len(c.Nodes) == 2 {
			b = int32(c.Nodes[1] - 1)
		}
		return a, b
	}
	for i, c := range res.Colours {
		res.Colours[i].Grundy = value(nodesOf(c))
		res.Sum ^= res.Colours[i].Grundy
	}
	res.FirstWins = res.Sum != 0
	if !res.FirstWins {
		return res, nil
	}
	// A winning move brings one colour from value v to v^Sum < v, which the mex guarantees is an option.
	for _, c := range res.Colours {
		t := c.Grundy ^ res.Sum
		if t >= c.Grundy {
			continue
		}
		a, b := nodesOf(c)
		together := b == a
		if together {
			b = -1
		}
		for _, x := range g.out(a) {
			if value(x, b) == t {
				res.Move = DAGameMove{Colour: c.Colour, From: int(a) + 1, To: int(x) + 1, Together: together}
				return res, nil
			}
		}
		if b >= 0 {
			for _, y := range g.out(b) {
				if value(a, y) == t {
					res.Move = DAGameMove{Colour: c.Colour, From: int(b) + 1, To: int(y) + 1}
					return res, nil
				}
			}
		}
	}
	return res, fmt.Errorf("grundy: dagame: no move found to value 0 from sum %d", res.Sum) // unreachable
}
