package render

import "testing"

func TestNimGolden(t *testing.T) {
	for _, tc := range []struct {
		name  string
		board NimBoard
	}{
		{"nim_start", NimBoard{Heaps: []int64{3, 4, 5}}},
		{"nim_last_move", NimBoard{Heaps: []int64{1, 4, 0, 7}, Last: &NimMove{Heap: 0, Take: 2}}},
		{"nim_large_heaps", NimBoard{Heaps: []int64{12, 300, 1 << 40, 16}, Last: &NimMove{Heap: 1, Take: 200}}},
		{"nim_analysis", NimBoard{Heaps: []int64{3, 4, 5}, Grundy: []int64{3, 4, 5}, Winning: &NimMove{Heap: 0, Take: 2}}},
		{"nim_analysis_lost", NimBoard{Heaps: []int64{1, 2, 3, 20}, Grundy: []int64{1, 2, 3, 0}}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkGolden(t, tc.name, Nim(tc.board)) })
	}
}

func TestNimGrundyTableGolden(t *testing.T) {
	// The game "take 1, 2 or 5": period 3 from the start.
	var pebbles []int
	for n := range 30 {
		pebbles = append(pebbles, n%3)
	}
	// A made-up run with a pre-period of 5 and a period of 5, to show the pre-period apart.
	run := []int{0, 0, 1, 1, 2, 0, 1, 2, 3, 1, 0, 1, 2, 3, 1, 0, 1, 2, 3, 1, 0, 1}
	for _, tc := range []struct {
		name string
		t    NimGrundyValues
	}{
		{"nim_grundy_pebbles", NimGrundyValues{Values: pebbles, Pre: 0, Period: 3, Mark: 10}},
		{"nim_grundy_preperiod", NimGrundyValues{Values: run, Pre: 5, Period: 5, Mark: -1}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkGolden(t, tc.name, NimGrundyTable(tc.t)) })
	}
}

// TestNimSizes checks what the golden images cannot show at a glance: a large heap takes no more room
// than a full row, and the picture stays small enough to upload quickly.
func TestNimSizes(t *testing.T) {
	full := Nim(NimBoard{Heaps: []int64{16}}).Bounds()
	huge := Nim(NimBoard{Heaps: []int64{1<<63 - 1}}).Bounds()
	if huge.Dx() > 1000 || huge.Dy() != full.Dy() {
		t.Errorf("a heap of 2^63-1 draws %v, a heap of 16 %v", huge, full)
	}
	ten := make([]int64, 10)
	for i := range ten {
		ten[i] = int64(i * 50)
	}
	data, err := PNG(Nim(NimBoard{Heaps: ten, Grundy: ten, Last: &NimMove{Heap: 9, Take: 1}}))
	if err != nil {
		t.Fatal(err)
	}
	if len(data) > 200_000 {
		t.Errorf("ten heaps: %d bytes of PNG", len(data))
	}
	if got := GroupDigits(1234567); got != "1,234,567" {
		t.Errorf("GroupDigits(1234567) = %q", got)
	}
	if got := nimBinary(5, 4); got != "0101" {
		t.Errorf("nimBinary(5, 4) = %q", got)
	}
}

func BenchmarkNimPNG(b *testing.B) {
	board := NimBoard{Heaps: []int64{3, 4, 5, 12, 300}, Last: &NimMove{Heap: 1, Take: 1}}
	for b.Loop() {
		if _, err := PNG(Nim(board)); err != nil {
			b.Fatal(err)
		}
	}
}
