package kpk

import "testing"

// TestMinorPiecesNeverWin builds K+B v K and K+N v K with the same builder: neither has a single win or
// checkmate, which is why a bishop or knight promotion is always a draw and needs no table.
func TestMinorPiecesNeverWin(t *testing.T) {
	for _, pt := range []PieceType{Bishop, Knight} {
		if s := buildPiece(pt).stats; s.Wins != [2]int{} {
			t.Errorf("buildPiece(%v) finds wins %v, want none", pt, s.Wins)
		}
	}
}

// BenchmarkBuild builds all three tables (K+Q v K, K+R v K, then K+P v K) and K+P v K's distance to
// zeroing and hold from scratch: the cost of the first
// use. B/op is everything the build allocates; table-bytes what stays.
func BenchmarkBuild(b *testing.B) {
	var t *tables
	for b.Loop() {
		t = build()
	}
	positions, bytes := 0, 0
	for _, s := range t.stats {
		positions += s.Positions[0] + s.Positions[1]
		bytes += s.Bytes
	}
	bytes += len(t.zeroing[0]) + len(t.zeroing[1]) + len(t.holds[0]) + len(t.holds[1])
	b.ReportMetric(float64(positions)*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	b.ReportMetric(float64(bytes), "table-bytes")
}
