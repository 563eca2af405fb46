package editdist

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func TestOSA(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"", "abc", 3},
		{"sudoku", "sudoku", 0},
		{"sodoku", "sudoku", 1},  // a substitution
		{"sudoku", "sdoku", 1},   // a deletion
		{"crane", "carne", 1},    // a swap of neighbours
		{"ca", "abc", 3},         // no letter edited twice: OSA, not the unrestricted distance (2)
		{"kitten", "sitting", 3}, // two substitutions and an insertion
		{strings.Repeat("a", 20), strings.Repeat("a", 18) + "bb", 2}, // longer than the stack rows
	} {
		for _, pair := range [][2]string{{tc.a, tc.b}, {tc.b, tc.a}} {
			if got := OSA([]rune(pair[0]), []rune(pair[1])); got != tc.want {
				t.Errorf("OSA(%q, %q) = %d, want %d", pair[0], pair[1], got, tc.want)
			}
		}
	}
}

// TestPatternMatchesOSA: Pattern's distance is OSA's for every pair of words of up to 6 letters over an
// alphabet of three (where swaps, repeats and near misses abound), and for random words of up to 64 bytes
// against random ones and against edits of themselves.
func TestPatternMatchesOSA(t *testing.T) {
	var words []string
	var grow func(s string)
	grow = func(s string) {
		words = append(words, s)
		if len(s) < 6 {
			for _, c := range "abc" {
				grow(s + string(c))
			}
		}
	}
	grow("")
	for _, a := range words {
		p, _ := NewPattern([]byte(a))
		for _, b := range words {
			if got, want := p.Distance([]byte(b)), OSA([]byte(a), []byte(b)); got != want {
				t.Fatalf("Pattern(%q).Distance(%q) = %d, OSA %d", a, b, got, want)
			}
		}
	}
	rng := rand.New(rand.NewPCG(3, 4))
	word := func(n, letters int) []byte {
		w := make([]byte, n)
		for i := range w {
			w[i] = byte('a' + rng.IntN(letters))
		}
		return w
	}
	for range 20000 {
		a := word(rng.IntN(65), 1+rng.IntN(26))
		b := word(rng.IntN(70), 1+rng.IntN(26))
		if rng.IntN(2) == 0 { // b a few edits from a
			b = append([]byte(nil), a...)
			for range rng.IntN(4) {
				if len(b) < 2 {
					break
				}
				i := rng.IntN(len(b) - 1)
				switch rng.IntN(4) {
				case 0:
					b[i], b[i+1] = b[i+1], b[i]
				case 1:
					b[i] = byte('a' + rng.IntN(26))
				case 2:
					b = append(b[:i], b[i+1:]...)
				default:
					b = append(b[:i], append([]byte{byte('a' + rng.IntN(26))}, b[i:]...)...)
				}
			}
		}
		p, _ := NewPattern(a)
		if got, want := p.Distance(b), OSA(a, b); got != want {
			t.Fatalf("Pattern(%q).Distance(%q) = %d, OSA %d", a, b, got, want)
		}
	}
	if _, ok := NewPattern(make([]byte, 65)); ok {
		t.Error("NewPattern took 65 bytes")
	}
}

// FuzzPattern: Pattern's distance is OSA's for any two byte strings (the pattern cut to 64 bytes).
func FuzzPattern(f *testing.F) {
	f.Add([]byte("crnae"), []byte("crane"))
	f.Add([]byte("ca"), []byte("abc"))
	f.Add([]byte(""), []byte("abc"))
	f.Add([]byte("abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijkl"), []byte("bacdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijlk"))
	f.Fuzz(func(t *testing.T, a, b []byte) {
		a = a[:min(len(a), 64)]
		p, ok := NewPattern(a)
		if !ok {
			t.Fatalf("NewPattern refused %d bytes", len(a))
		}
		if got, want := p.Distance(b), OSA(a, b); got != want {
			t.Fatalf("Pattern(%q).Distance(%q) = %d, OSA %d", a, b, got, want)
		}
	})
}

// BenchmarkPattern measures a five-letter word against another, as Wordle's closest does for every word
// of its list, bit-parallel (Pattern) and by the table (OSA).
func BenchmarkPattern(b *testing.B) {
	a, x := []byte("crnae"), []byte("crane")
	b.Run("pattern", func(b *testing.B) {
		p, _ := NewPattern(a)
		for b.Loop() {
			p.Distance(x)
		}
	})
	b.Run("table", func(b *testing.B) {
		for b.Loop() {
			OSA(a, x)
		}
	})
}
