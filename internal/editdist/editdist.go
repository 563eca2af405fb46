// Package editdist measures how far apart two words are, for the "did you mean" of a mistyped word: a
// Wordle guess that is no word (commands/wordle), a kind of `kibitz solve` that does not exist
// (cmd/kibitz).
package editdist

// OSA is the optimal string alignment distance of a and b: the fewest insertions, deletions,
// substitutions and swaps of neighbouring letters that turn a into b, no letter edited twice. It keeps
// three rows of the table (a swap looks two rows back), on the stack for words of up to 15 letters, since
// Wordle measures a mistyped guess against every word of its list.
func OSA[T comparable](a, b []T) int {
	w := len(b) + 1
	var buf [3 * 16]int
	var rows []int
	if 3*w <= len(buf) {
		rows = buf[:3*w]
	} else {
		rows = make([]int, 3*w)
	}
	back2, back, cur := rows[:w], rows[w:2*w], rows[2*w:]
	for j := range back {
		back[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(back[j]+1, cur[j-1]+1, back[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], back2[j-2]+1)
			}
		}
		back2, back, cur = back, cur, back2
	}
	return back[len(b)]
}
