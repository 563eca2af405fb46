package wordle

import (
	"fmt"
	"io"
	"strings"
)

// EvalStats sums up a strategy played against every possible answer.
type EvalStats struct {
	Games     int    // answers played
	Total     int    // guesses over all games
	Worst     int    // most guesses in one game
	Histogram []int  // Histogram[k] = games won in exactly k guesses (index 0 unused)
	Failed    int    // games that needed more than six guesses
	First     string // the first guess
}

// Average returns the mean number of guesses per game.
func (s EvalStats) Average() float64 {
	if s.Games == 0 {
		return 0
	}
	return float64(s.Total) / float64(s.Games)
}

// WriteTo writes the figures as `kibitz solve wordle --eval` prints them, the three lines of docs/contract.md
// §4: average (four decimals), worst, and the histogram, up to 6 guesses and further when some
// game needed more.
func (s EvalStats) WriteTo(w io.Writer) (int64, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "average %.4f\nworst %d\nhistogram", s.Average(), s.Worst)
	for k := 1; k < max(7, len(s.Histogram)); k++ {
		n := 0
		if k < len(s.Histogram) {
			n = s.Histogram[k]
		}
		fmt.Fprintf(&b, " %d:%d", k, n)
	}
	b.WriteByte('\n')
	n, err := io.WriteString(w, b.String())
	return int64(n), err
}

// Eval plays t against every answer.
func (t *Tree) Eval() EvalStats {
	st := EvalStats{Histogram: make([]int, 7), First: t.First().String()}
	for a := range t.d.answers {
		k := len(t.path(int32(a)))
		if k == 0 {
			k = 99 // never found: cannot happen for a tree built by the search
		}
		for len(st.Histogram) <= k {
			st.Histogram = append(st.Histogram, 0)
		}
		st.Histogram[k]++
		st.Games++
		st.Total += k
		st.Worst = max(st.Worst, k)
		if k > 6 {
			st.Failed++
		}
	}
	return st
}
