package dagame

import (
	"context"
	"fmt"
)

// maxPairNodes bounds the graphs the pair table serves: its rows are fixed arrays of this many values, so
// that indexing them by a node (masked) needs no bounds check; and since G(a, b) <= deg(a) + deg(b) <=
// 2(maxPairNodes-1) < 1024, the mex marks are a fixed array too.
const maxPairNodes = 512

// pairTable holds the value G(a, b) of two same-coloured tokens on nodes a and b (from 0) at rows[a][b],
// for the nodes the game needs. It is symmetric, and its diagonal holds the one-token values (merged
// tokens).
type pairTable struct {
	rows [][maxPairNodes]uint16
}

func (pt *pairTable) value(a, b int32) int { return int(pt.rows[a][b]) }

// pairs fills the pair table for the needed nodes (need must be closed under successors).
//
// Order: list the needed nodes in reverse topological order (sinks first) and compute G(list[i], list[j])
// for j < i, i increasing, j increasing. Each option of the pair differs in one token, moved to a node
// earlier in the list: G(a', b) has both places below i (or a' = b, the diagonal, set when b's row was
// begun), and G(a, b') is the pair (i, place of b') with that place below j, done earlier in this row.
// The options of (a, b) are row b at a's successors and row a at b's successors; a row is 1 KiB, so both
// stay in L1 while the successor lists stream by.
//
// The mex: each option's value is stamped into a mark array with the pair's number, and the mex is the
// first unstamped value. A 16-word bitset (OR each value's bit in, then find the first zero bit) was tried
// first and took about twice as long on the worst case (a median of 180 ms against 85 ms for the same table
// with flat rows, 5 runs each): options often hit the same word, and each read-modify-write waits for the
// previous one to reach the store buffer, while the stamps are plain stores. Fixed-size rows then took
// the stamp version from about 85 ms to about 45-60 ms by removing the bounds checks in the inner loops.
func (g *Graph) pairs(ctx context.Context, one []uint32, need []bool, stats *Stats) (*pairTable, error) {
	if g.n > maxPairNodes {
		return nil, fmt.Errorf("dagame: pair table for %d nodes (at most %d)", g.n, maxPairNodes)
	}
	pt := &pairTable{rows: make([][maxPairNodes]uint16, g.n)}
	var list []int32
	for i := len(g.order) - 1; i >= 0; i-- {
		if v := g.order[i]; need[v] {
			list = append(list, v)
		}
	}
	var mark [1024]uint32
	stamp := uint32(0)
	degSum := int64(0) // sum of the out-degrees of list[:i]
	for i, a := range list {
		if i&31 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, fmt.Errorf("dagame: pair table: %w", err)
			}
		}
		rowA := &pt.rows[a]
		rowA[a&(maxPairNodes-1)] = uint16(one[a])
		sa := g.out(a)
		for _, b := range list[:i] {
			rowB := &pt.rows[b]
			stamp++
			for _, x := range sa {
				mark[rowB[x&(maxPairNodes-1)]&1023] = stamp
			}
			for _, y := range g.out(b) {
				mark[rowA[y&(maxPairNodes-1)]&1023] = stamp
			}
			m := 0
			for mark[m&1023] == stamp {
				m++
			}
			rowA[b&(maxPairNodes-1)], rowB[a&(maxPairNodes-1)] = uint16(m), uint16(m)
		}
		stats.Pairs += int64(i)
		stats.Options += int64(i)*int64(len(sa)) + degSum
		degSum += int64(len(sa))
	}
	return pt, nil
}
