package wordle

import (
	"bytes"
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"
)

// BenchmarkEvaluate plays every answer with each strategy and reports the average and worst number of
// guesses; "greedy" is the seed's max-entropy baseline.
func BenchmarkEvaluate(b *testing.B) {
	for _, bc := range []struct {
		name string
		opt  Options
	}{
		{"normal", Options{}},
		{"hard", Options{Hard: true}},
		{"greedy-normal", Options{Strategy: Greedy}},
		{"greedy-hard", Options{Strategy: Greedy, Hard: true}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			Default().feedbackMatrix()
			var st EvalStats
			for b.Loop() {
				var err error
				st, err = Evaluate(context.Background(), bc.opt)
				if err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(st.Average(), "avg-guesses")
			b.ReportMetric(float64(st.Worst), "worst-guesses")
			b.ReportMetric(float64(st.Failed), "failed")
		})
	}
}

// offTree returns n histories of the given length from random games whose first guess is not in the
// opening book, so that Solve has to search; fixed seed.
func offTree(n, length int, hard bool) []History {
	d := Default()
	rng := rand.New(rand.NewPCG(7, uint64(length)))
	book := Openings(hard)
	var out []History
	for len(out) < n {
		answer := d.words[rng.IntN(d.answers)]
		var h History
		for len(h) < length {
			g := d.words[rng.IntN(len(d.words))]
			if len(h) == 0 && slices.Contains(book, g.String()) {
				continue
			}
			h = append(h, Row{g, Score(g, answer)})
		}
		if h[len(h)-1].Feedback != AllGreen {
			out = append(out, h)
		}
	}
	return out
}

// BenchmarkSuggest times one suggestion with a ranking of five, on a prepared dictionary: from the start
// (computed once), and after one and two random guesses off the opening book (live search within
// DefaultBudget). It reports the slowest suggestion and the average beam the search completed.
func BenchmarkSuggest(b *testing.B) {
	for _, hard := range []bool{false, true} {
		mode := map[bool]string{false: "normal", true: "hard"}[hard]
		for _, k := range []int{0, 1, 2} {
			name := map[int]string{0: "start", 1: "after1", 2: "after2"}[k]
			b.Run(mode+"/"+name, func(b *testing.B) {
				Default().Prepare()
				hs := []History{{}}
				if k > 0 {
					hs = offTree(50, k, hard)
				}
				opt := Options{Hard: hard, Top: 5}
				var i, beams, n int
				var slowest time.Duration
				for b.Loop() {
					t0 := time.Now()
					res, err := Solve(context.Background(), hs[i%len(hs)], opt)
					if err != nil {
						b.Fatal(err)
					}
					slowest = max(slowest, time.Since(t0))
					beams += res.Stats.Beam
					n++
					i++
				}
				b.ReportMetric(float64(slowest.Microseconds())/1000, "max-ms")
				b.ReportMetric(float64(beams)/float64(n), "beam")
			})
		}
	}
}

// BenchmarkFeedbackMatrix builds the 12,972 x 2,315 matrix of a fresh dictionary on all cores.
func BenchmarkFeedbackMatrix(b *testing.B) {
	for b.Loop() {
		d, err := LoadDictionary(nil, nil)
		if err != nil {
			b.Fatal(err)
		}
		d.feedbackMatrix()
	}
	b.ReportMetric(float64(12972*2315)/b.Elapsed().Seconds()*float64(b.N)/1e6, "Mpairs/s")
}

// BenchmarkPrepare builds a fresh dictionary's feedback matrix and start rankings, what the first
// suggestion of a process would otherwise wait for.
func BenchmarkPrepare(b *testing.B) {
	for b.Loop() {
		d, err := LoadDictionary(nil, nil)
		if err != nil {
			b.Fatal(err)
		}
		d.Prepare()
	}
}

// BenchmarkStartup is what one `kibitz solve wordle --play WORD` process does: load the embedded lists,
// decode the tree, play one game.
func BenchmarkStartup(b *testing.B) {
	for b.Loop() {
		d, err := LoadDictionary(nil, nil)
		if err != nil {
			b.Fatal(err)
		}
		var out bytes.Buffer
		if err := Batch(nil, &out, BatchOptions{Options: Options{Dictionary: d}, Play: "eerie"}); err != nil {
			b.Fatal(err)
		}
	}
}
