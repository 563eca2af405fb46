package render

import (
	"testing"
)

// TestSpentSizesBounded: the spent pixels are kept for spentSizes picture sizes at most, however many
// sizes are drawn (a knight's preview of any board up to 800 x 800, a Nim analysis of up to 500 heaps),
// and a size drawn again and again among them (a game's board) is kept throughout, its pixels reused.
func TestSpentSizesBounded(t *testing.T) {
	const common = 120 * 80 * 4
	recycle := func(w, h int) {
		t.Helper()
		if _, err := EncodeAndRecycle(NewCanvas(w, h, Paper())); err != nil {
			t.Fatal(err)
		}
	}
	for h := 1; h <= 1000; h++ {
		recycle(3, h) // 1000 sizes of 12 bytes a row, none of them the common one's
		if h%64 == 0 {
			recycle(120, 80)
		}
		if n := spent.pools.Len(); n > spentSizes {
			t.Fatalf("after %d sizes: %d sizes kept, want at most %d", h, n, spentSizes)
		}
	}
	if !spent.pools.Contains(common) {
		t.Errorf("the size drawn every 64 sizes was dropped")
	}
	if spent.pools.Contains(3 * 4 * 1) {
		t.Errorf("the first size, drawn once and 999 sizes ago, is still kept")
	}
}

// BenchmarkSpent: the bookkeeping NewCanvas and EncodeAndRecycle add to a picture, taking a spent
// canvas's pixels of a size drawn again and again and giving them back, alone and from every processor
// at once.
func BenchmarkSpent(b *testing.B) { benchmarkSpent(b) }

func benchmarkSpent(b *testing.B) {
	const n = 120 * 80 * 4
	cycle := func() {
		pix := spentGet(n)
		if pix == nil {
			pix = make([]byte, n)
		}
		spentPut(pix)
	}
	b.Run("serial", func(b *testing.B) {
		for b.Loop() {
			cycle()
		}
	})
	b.Run("parallel", func(b *testing.B) {
		b.RunParallel(func(pb *testing.PB) {
			for pb.Next() {
				cycle()
			}
		})
	})
}

func spentGet(n int) []byte { return spent.get(n) }
func spentPut(pix []byte)   { spent.put(pix) }
