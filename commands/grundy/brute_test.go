package grundy

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
)

// The games decided by brute force, from their definitions, for the tests to check the replies against.

// bruteSub returns g(0..n-1) of a subtraction game from the definition.
func bruteSub(moves []int64, n int) []int {
	g := make([]int, n)
	seen := make([]bool, len(moves)+2)
	for i := range g {
		clear(seen)
		for _, m := range moves {
			if int(m) <= i {
				seen[g[i-int(m)]] = true
			}
		}
		for seen[g[i]] {
			g[i]++
		}
	}
	return g
}

// brutePeriod finds the least period p and then the least pre-period of a long run of values,
// accepting a period only when the run confirms it over well more than a window of the largest move.
func brutePeriod(g []int, maxMove int) (pre, period int) {
	for p := 1; p < len(g)/3; p++ {
		pre := len(g) - p
		for pre > 0 && g[pre-1] == g[pre-1+p] {
			pre--
		}
		if pre+p+2*maxMove < len(g)-p {
			return pre, p
		}
	}
	return -1, -1
}

// bruteAt is g(n) for any n, from a run of values and its period.
func bruteAt(g []int, pre, period int, n int64) int {
	if n < int64(len(g)) {
		return g[n]
	}
	return g[int64(pre)+(n-int64(pre))%int64(period)]
}

// bruteDivisorWins decides the divisor game from every divisor of n by the definition.
func bruteDivisorWins(n int64, misere bool) map[int64]bool {
	divs := divisors(n)
	win := map[int64]bool{}
	for i, d := range divs {
		moved, w := false, false
		for _, e := range divs[min(1, i):i] { // 1 < e < d
			if d%e == 0 {
				moved = true
				if !win[e] {
					w = true
					break
				}
			}
		}
		if !moved {
			w = misere
		}
		win[d] = w
	}
	return win
}

// bruteDivisorValues is the normal-play Grundy value of every divisor of n, by the definition.
func bruteDivisorValues(n int64) map[int64]int {
	divs := divisors(n)
	g := map[int64]int{}
	for i, d := range divs {
		seen := map[int]bool{}
		for _, e := range divs[min(1, i):i] { // 1 < e < d
			if d%e == 0 {
				seen[g[e]] = true
			}
		}
		for seen[g[d]] {
			g[d]++
		}
	}
	return g
}

// divisors lists the divisors of n, increasing.
func divisors(n int64) []int64 {
	var divs []int64
	for d := int64(1); d*d <= n; d++ {
		if n%d == 0 {
			divs = append(divs, d)
			if d*d != n {
				divs = append(divs, n/d)
			}
		}
	}
	slices.Sort(divs)
	return divs
}

// dagPos is a DAGame position: for each colour, the nodes of its tokens (one node, or two distinct).
type dagPos [][]int

func (p dagPos) key() string { return fmt.Sprint([][]int(p)) }

// bruteDAG decides a DAGame position by searching every line of play.
func bruteDAG(succ [][]int, p dagPos, memo map[string]bool) bool {
	k := p.key()
	if w, ok := memo[k]; ok {
		return w
	}
	win := false
	for c := range p {
		for ti, from := range p[c] {
			for _, to := range succ[from] {
				if bruteDAG(succ, dagApply(p, c, ti, to), memo) == false {
					win = true
				}
			}
		}
	}
	memo[k] = win
	return win
}

// dagApply moves token ti of colour c to node to, merging it with its twin when it lands on it.
func dagApply(p dagPos, c, ti, to int) dagPos {
	q := make(dagPos, len(p))
	copy(q, p)
	nodes := slices.Clone(p[c])
	nodes[ti] = to
	if len(nodes) == 2 && nodes[0] == nodes[1] {
		nodes = nodes[:1]
	}
	slices.Sort(nodes)
	q[c] = nodes
	return q
}

// randomDAGame writes a random small DAGame, and its graph and position for the brute force.
func randomDAGame(rng *rand.Rand) (text string, succ [][]int, pos dagPos, colours []int64) {
	n := 1 + rng.IntN(6)
	perm := rng.Perm(n) // node i+1 has rank perm[i]; edges go from lower to higher rank
	succ = make([][]int, n+1)
	var edges []string
	for a := 1; a <= n; a++ {
		for b := 1; b <= n; b++ {
			if perm[a-1] < perm[b-1] && rng.IntN(2) == 0 {
				succ[a] = append(succ[a], b)
				edges = append(edges, fmt.Sprintf("%d %d", a, b))
			}
		}
	}
	var tokens []string
	for c := range 1 + rng.IntN(3) {
		colour := int64(rng.IntN(1000)) + int64(c)*1000
		colours = append(colours, colour)
		nodes := []int{1 + rng.IntN(n)}
		tokens = append(tokens, fmt.Sprintf("%d %d", nodes[0], colour))
		if rng.IntN(2) == 0 {
			v := 1 + rng.IntN(n)
			tokens = append(tokens, fmt.Sprintf("%d %d", v, colour))
			if v != nodes[0] {
				nodes = append(nodes, v)
			}
		}
		slices.Sort(nodes)
		pos = append(pos, nodes)
	}
	text = fmt.Sprintf("%d %d\n%s\n%d\n%s\n", n, len(edges), strings.Join(edges, "\n"), len(tokens), strings.Join(tokens, "\n"))
	return text, succ, pos, colours
}
