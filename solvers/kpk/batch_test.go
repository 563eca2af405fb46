package kpk

import (
	"context"
	"errors"
	"strings"
	"testing"

	"kibitz/solvers/internal/batch/batchtest"
	"kibitz/solvers/internal/typed"
)

func TestBatch(t *testing.T) {
	tests := []struct {
		name, in, want string
		opt            BatchOptions
	}{
		{"longest win", "8/8/8/1k6/8/8/K5P1/8 w - - 0 1\n", "win 55 a2b3\n", BatchOptions{}},
		// A clock from 100 on is a draw claimed, up to MaxHalfmove; a larger one is no game's clock, refused.
		{"clock from 100 to 9,999 a draw, larger refused", "4k3/8/8/8/8/8/4P3/4K3 w - - 150 1\n4k3/8/8/8/8/8/4P3/4K3 w - - 9999 1\n" +
			"4k3/8/8/8/8/8/4P3/4K3 w - - 10000 1\n4k3/8/8/8/8/8/4P3/4K3 w - - 1048576 1\n4k3/8/8/8/8/8/4P3/4K3 w - - 18446744073709551617 1\n",
			"draw - e2e3\ndraw - e2e3\nerror: halfmove_clock\nerror: halfmove_clock\nerror: halfmove_clock\n", BatchOptions{Describe: codeOf}},
		// What a Japanese keyboard types: full-width letters, digits, slashes and the ideographic space.
		{"full-width forms", "Ｋｅ１　Ｐｅ２　ｋｅ８　ｗ\n４ｋ３／８／８／８／８／８／４Ｐ３／４Ｋ３ ｗ － － ９９ １\nKe1 Pe2 ke8 ｂ\n",
			"win 43 e1d2\ndraw - e2e3\ndraw - e8d7\n", BatchOptions{}},
		{"black pawn, mirrored", "8/k5p1/8/8/1K6/8/8/8 b - - 0 1\n", "win 55 a7b6\n", BatchOptions{}},
		{"loss", "Ka3 Pg2 ka5 b", "loss 56 a5b5\n", BatchOptions{}},
		{"draw", "Ke1 Pe2 ke8 b\n", "draw - e8d7\n", BatchOptions{}},
		{"stalemate", "Kb6 Pa7 ka8 b\n", "draw - -\n", BatchOptions{}},
		{"rook promotion", "Kc2 Pg7 ka1 w\n", "win 3 g7g8r\n", BatchOptions{}},
		{"blank lines skipped, CRLF", "\n  \nKe1 Pe2 ke8 w\r\n\n", "win 43 e1d2\n", BatchOptions{}},
		{"bad lines go on", "Ke1 Pa2 kd2\nKe1 Pe2 ke8 w\nhello\n",
			"error: kings_adjacent\nwin 43 e1d2\nerror: bad_token\n", BatchOptions{Describe: codeOf}},
		{"a queen is refused", "Ka1 Qb2 ke6 w\n", "error: not_kpk\n", BatchOptions{Describe: codeOf}},
		{"without Describe, Error()", "Ke1 Pa2 kd2\nKe1 Pe2 ke8 w\n",
			"error: kpk: kings_adjacent (e1 d2)\nwin 43 e1d2\n", BatchOptions{}},
		{"a queen with AnyMaterial", "Ka1 Qb2 ke6 w\nKc6 Ra8 kc8 b\nKe1 ke8 w\n",
			"win 19 b2b1\nloss 0 -\ndraw - e1d1\n", BatchOptions{AnyMaterial: true}},
		{"every best move", "Ke1 Pe2 ke8 w\nKe1 Pe2 ke8 b\nKc2 Pg7 ka1 w\nKb6 Pa7 ka8 b\n",
			"win 43 e1d2,e1f2\ndraw - e8d7,e8e7,e8f7\nwin 3 g7g8r\ndraw - -\n", BatchOptions{AllMoves: true}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			batchtest.Want(t, Batch, tc.opt, tc.in, tc.want)
		})
	}
}

// TestBatchAllMoves checks AllMoves against RankMoves: the moves listed are exactly those as good as the
// best, the first being BestMove's.
func TestBatchAllMoves(t *testing.T) {
	for _, fen := range []string{"Ke1 Pe2 ke8 w", "Ke1 Pe2 ke8 b", "Ka3 Pg2 ka5 b", "Kd5 Pd4 kd7 w", "Kb5 Pa5 ka8 b",
		"Kc6 Pc5 kc8 w", "Kh1 Pa2 kh8 b", "Kf6 Pf5 kf8 b"} {
		p, err := Parse(fen)
		if err != nil {
			t.Fatalf("Parse(%q): %v", fen, err)
		}
		ranked := RankMoves(p)
		var want []string
		for _, m := range ranked {
			if m.Eval.Compare(ranked[0].Eval) == 0 {
				want = append(want, m.Move.UCI())
			}
		}
		var out strings.Builder
		if err := Batch(context.Background(), strings.NewReader(fen), &out, BatchOptions{AllMoves: true}); err != nil {
			t.Fatal(err)
		}
		fields := strings.Fields(out.String())
		got := strings.Split(fields[len(fields)-1], ",")
		if best, _, _ := BestMove(p); got[0] != best.UCI() || !sameSet(got, want) {
			t.Errorf("Batch(%q, AllMoves) = %q, want %q first, then the rest of %q", fen, out.String(), best.UCI(), want)
		}
	}
}

func sameSet(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	seen := map[string]int{}
	for _, s := range a {
		seen[s]++
	}
	for _, s := range b {
		if seen[s]--; seen[s] < 0 {
			return false
		}
	}
	return true
}

// codeOf words an error by its code alone (BatchOptions.Describe), so that the tests check codes; the
// sentences are the game's message catalogue's, tested in commands/kpk.
func codeOf(err error) string {
	var ie *InputError
	if !errors.As(err, &ie) {
		return "not an InputError: " + err.Error()
	}
	return string(ie.Code)
}

type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, errors.New("gone") }

func TestBatchIOErrors(t *testing.T) {
	if err := Batch(context.Background(), strings.NewReader("Ke1 Pe2 ke8 w\n"), batchtest.FailingWriter{}, BatchOptions{}); err == nil {
		t.Errorf("Batch to a failing writer succeeded, want an error")
	}
	if err := Batch(context.Background(), failingReader{}, &strings.Builder{}, BatchOptions{}); err == nil {
		t.Errorf("Batch from a failing reader succeeded, want an error")
	}
}

// TestBatchAllocations: answering a line allocates nothing.
func TestBatchAllocations(t *testing.T) {
	tb := loadTables()
	buf := make([]byte, 0, 64)
	for _, line := range []string{"8/8/8/1k6/8/8/K5P1/8 w - - 0 1", "Ke5 Pe4 ke7 b", "Kb6 Pa7 ka8 b"} {
		in := []byte(line)
		if n := testing.AllocsPerRun(100, func() { buf, _ = tb.appendAnswer(buf[:0], in, BatchOptions{}) }); n != 0 {
			t.Errorf("appendAnswer(%q) allocates %v times, want 0", line, n)
		}
	}
}

func BenchmarkBatch(b *testing.B) {
	var in strings.Builder
	for _, s := range []string{"8/8/8/1k6/8/8/K5P1/8 w - - 0 1", "Ke5 Pe4 ke7 b", "Ke1 Pe2 ke8 b",
		"8/k5p1/8/8/1K6/8/8/8 b - - 0 1"} {
		in.WriteString(s + "\n")
	}
	text := strings.Repeat(in.String(), 250)
	Prepare()
	for b.Loop() {
		if err := Batch(context.Background(), strings.NewReader(text), discard{}, BatchOptions{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(1000*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

// TestHalfmoveOf: the batch's own reading of the clock agrees with ParseCounters.
func TestHalfmoveOf(t *testing.T) {
	for _, s := range []string{
		"4k3/8/8/8/8/8/4P3/4K3 w - - 99 1", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "4k3/8/8/8/8/8/4P3/4K3 w",
		"4k3/8/8/8/8/8/4P3/4K3 w - -  12   40", "Ke1 Pe2 ke8 w", "4k3/8/8/8/8/8/4P3/4K3 w - - x 1",
		"4k3/8/8/8/8/8/4P3/4K3 w - - 1048576 1", "4k3/8/8/8/8/8/4P3/4K3 w - - 1048575 1",
		"4k3/8/8/8/8/8/4P3/4K3 w - - 2000000 1", "4k3/8/8/8/8/8/4P3/4K3 w - - 99999999999999999999 1",
		"4k3/8/8/8/8/8/4P3/4K3 ｗ － － ９９ １",
	} {
		if got, want := halfmoveOf(typed.Fold([]byte(s))), ParseCounters(s).Halfmove; got != want {
			t.Errorf("halfmoveOf(%q) = %d, want %d", s, got, want)
		}
	}
}
