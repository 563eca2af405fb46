package nim

import (
	"testing"

	"kibitz/render"
	"kibitz/render/rendertest"
)

func TestPictureGolden(t *testing.T) {
	for _, tc := range []struct {
		name  string
		board boardView
	}{
		{"nim_start", boardView{Heaps: []int64{3, 4, 5}}},
		{"nim_last_move", boardView{Heaps: []int64{1, 4, 0, 7}, Last: &markedMove{Heap: 0, Take: 2}}},
		{"nim_large_heaps", boardView{Heaps: []int64{12, 300, 1 << 40, 16}, Last: &markedMove{Heap: 1, Take: 200}}},
		{"nim_analysis", boardView{Heaps: []int64{3, 4, 5}, Grundy: []int64{3, 4, 5}, Winning: &markedMove{Heap: 0, Take: 2}}},
		{"nim_analysis_lost", boardView{Heaps: []int64{1, 2, 3, 20}, Grundy: []int64{1, 2, 3, 0}}},
	} {
		t.Run(tc.name, func(t *testing.T) { rendertest.Golden(t, tc.name, boardPicture(tc.board)) })
	}
}

// TestPictureSizes checks what the golden images cannot show at a glance: a large heap takes no more room
// than a full row, and the picture stays small enough to upload quickly.
func TestPictureSizes(t *testing.T) {
	full := boardPicture(boardView{Heaps: []int64{16}}).Bounds()
	huge := boardPicture(boardView{Heaps: []int64{1<<63 - 1}}).Bounds()
	if huge.Dx() > 1000 || huge.Dy() != full.Dy() {
		t.Errorf("a heap of 2^63-1 draws %v, a heap of 16 %v", huge, full)
	}
	ten := make([]int64, 10)
	for i := range ten {
		ten[i] = int64(i * 50)
	}
	data, err := render.PNG(boardPicture(boardView{Heaps: ten, Grundy: ten, Last: &markedMove{Heap: 9, Take: 1}}))
	if err != nil {
		t.Fatal(err)
	}
	if len(data) > 200_000 {
		t.Errorf("ten heaps: %d bytes of PNG", len(data))
	}
	if got := render.GroupDigits(1234567); got != "1,234,567" {
		t.Errorf("GroupDigits(1234567) = %q", got)
	}
	if got := binary(5, 4); got != "0101" {
		t.Errorf("binary(5, 4) = %q", got)
	}
}

func BenchmarkPicturePNG(b *testing.B) {
	board := boardView{Heaps: []int64{3, 4, 5, 12, 300}, Last: &markedMove{Heap: 1, Take: 1}}
	for b.Loop() {
		if _, err := render.PNG(boardPicture(board)); err != nil {
			b.Fatal(err)
		}
	}
}
