package dagame

import (
	"context"
	"fmt"
	"strconv"
	"strings"
)

// Limits of a game. The pair table is MaxNodes^2 values; see Solve for the time.
const (
	MaxNodes  = 500
	MaxEdges  = 100_000
	MaxTokens = 1_000_000
)

// Token is a token of a game: on node Node (from 1), of colour Colour.
type Token struct {
	Node   int
	Colour int64
}

// Game is a token game on a directed acyclic graph. Each token sits on a node and has a colour; a move
// picks one colour and moves one of its tokens along an edge, and whoever cannot move loses. A colour has
// one or two tokens; two tokens of a colour on the same node move together, as one, so a colour's tokens
// merge once one moves onto the other. The colours are independent games, so the whole is their sum.
//
// The text form (`kibitz solve dagame`) is a line "N M", M lines "p q" (an edge from node p to node q),
// a line "K", then K lines "v c" (a token of colour c on node v). Nodes count from 1; colours are any whole
// numbers. Blank lines are ignored.
type Game struct {
	graph  *Graph
	edges  []Edge // as given, for String
	tokens []Token
}

// New checks and builds a game: 1 to MaxNodes nodes, at most MaxEdges edges and
// MaxTokens tokens, every node named in range, at most two tokens per colour, no cycle.
func New(nodes int, edges []Edge, tokens []Token) (*Game, error) {
	switch {
	case nodes < 1 || nodes > MaxNodes:
		return nil, &InputError{Code: CodeBadCount, Field: FieldNodes, Value: int64(nodes), Limit: MaxNodes}
	case len(edges) > MaxEdges:
		return nil, &InputError{Code: CodeBadCount, Field: FieldEdges, Value: int64(len(edges)), Limit: MaxEdges}
	case len(tokens) > MaxTokens:
		return nil, &InputError{Code: CodeBadCount, Field: FieldTokens, Value: int64(len(tokens)), Limit: MaxTokens}
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
	return &Game{graph: g, edges: append([]Edge(nil), edges...), tokens: append([]Token(nil), tokens...)}, nil
}

// Nodes returns the number of nodes.
func (d *Game) Nodes() int { return d.graph.n }

// Graph returns the game graph.
func (d *Game) Graph() *Graph { return d.graph }

// Edges returns the edges as given.
func (d *Game) Edges() []Edge { return append([]Edge(nil), d.edges...) }

// Tokens returns the tokens as given.
func (d *Game) Tokens() []Token { return append([]Token(nil), d.tokens...) }

// String returns the text form, one line each, every line ending in a newline.
func (d *Game) String() string {
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

// Move moves the tokens of colour Colour on node From to node To: one token, or both when the
// colour's two tokens share From (Together). The zero Move (From 0) is no move.
type Move struct {
	Colour   int64
	From, To int
	Together bool
}

// String returns "colour 2: 3->5", or "-" for no move.
func (m Move) String() string {
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

// Result is the answer for the player to move.
type Result struct {
	// FirstWins: the player to move (Young) wins with best play; otherwise Cheol does.
	FirstWins bool
	// Move is a winning move when FirstWins, else the zero Move.
	Move Move
	// Colours lists each colour's game, in the order colours first appear; Sum is the XOR of their values.
	Colours []ColourValue
	Sum     int
	Stats   Stats
}

// Winner returns "Young" when the first player wins, else "Cheol": the answer `kibitz solve dagame`
// prints.
func (r Result) Winner() string {
	if r.FirstWins {
		return "Young"
	}
	return "Cheol"
}

// Stats are the counters of one Solve.
type Stats struct {
	Pairs   int64 // pairs of distinct nodes whose two-token value was computed
	Options int64 // options looked at by those mexes
}

// Options tune Solve. There is nothing to tune yet; the type keeps the solver surface the same
// as every other solver's (docs/architecture.md §7), so that an option can come without a new signature.
type Options struct{}

// Solve decides a Game and finds a winning move.
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
// tokens on the sources, takes about 5*10^7 option look-ups (see BenchmarkSolve).
func Solve(ctx context.Context, d *Game, _ Options) (Result, error) {
	g := d.graph
	one := g.grundy()
	var res Result
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
			return Result{}, err
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
				res.Move = Move{Colour: c.Colour, From: int(a) + 1, To: int(x) + 1, Together: together}
				return res, nil
			}
		}
		if b >= 0 {
			for _, y := range g.out(b) {
				if value(a, y) == t {
					res.Move = Move{Colour: c.Colour, From: int(b) + 1, To: int(y) + 1}
					return res, nil
				}
			}
		}
	}
	return res, fmt.Errorf("dagame: no move found to value 0 from sum %d", res.Sum) // unreachable
}
