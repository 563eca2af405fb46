package wordle

import (
	"bytes"
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"kibitz/internal/testenv"
)

// BenchmarkPlayAll plays every answer with each strategy and reports the average and worst number of
// guesses; "greedy" is the seed's max-entropy baseline.
func BenchmarkPlayAll(b *testing.B) {
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
				st, err = PlayAll(context.Background(), bc.opt)
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

// randomHistories returns n histories of the given length from random games on d, fixed seed. With
// skipBook, the first guess is never one of the opening book's, so that Solve has to search.
func randomHistories(d *Dictionary, n, length int, hard, skipBook bool) []History {
	rng := rand.New(rand.NewPCG(7, uint64(length)))
	book := Openings(hard)
	var out []History
	for len(out) < n {
		answer := d.words[rng.IntN(d.answers)]
		var h History
		for len(h) < length {
			g := d.words[rng.IntN(len(d.words))]
			if len(h) == 0 && skipBook && slices.Contains(book, g.String()) {
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

// replacedLists is the original lists less one answer (ZONAL, the last): a replacement list no embedded
// tree fits, so that every suggestion, from the start on, comes from the live search.
var replacedLists = sync.OnceValue(func() *Dictionary {
	d := Default()
	var answers, guesses strings.Builder
	for _, w := range d.words[:d.answers-1] {
		answers.WriteString(w.String() + "\n")
	}
	for _, w := range d.words[d.answers:] {
		guesses.WriteString(w.String() + "\n")
	}
	r, err := LoadDictionary(strings.NewReader(answers.String()), strings.NewReader(guesses.String()))
	if err != nil {
		panic(err)
	}
	return r
})

// largestStates are the histories after one guess that leave the most answers (IMMIX=bbbbb leaves 1,429,
// the most of any guess): the slowest states to search, since the scan of every word at the root grows
// with the answers left.
var largestStates = []string{"immix=bbbbb", "fuzzy=bbbbb", "scuzz=bbbbb", "laval=bbbbb", "khaph=bbbbb"}

// BenchmarkSuggest times one suggestion with a ranking of five, on a prepared dictionary, in both modes:
// from the start (computed once per process), after one and two random guesses off the opening book
// (live search within DefaultBudget), and after one guess that leaves the most answers; then the same on
// replaced lists that no tree fits (start, after one and two random guesses). Each iteration is one
// suggestion, cycling through 50 histories. Run it with -cpu 1. It reports the median and the slowest
// suggestion by the wall clock (median-ms, max-ms), which counts the time spent waiting for the core when
// other processes share it, and by the process's CPU time (cpu-median-ms, cpu-max-ms, where the system
// gives it), which is the time on one core; and the average beam the search completed.
func BenchmarkSuggest(b *testing.B) {
	for _, lists := range []string{"original", "replaced"} {
		for _, hard := range []bool{false, true} {
			mode := map[bool]string{false: "normal", true: "hard"}[hard]
			for _, k := range []string{"start", "after1", "after2", "largest"} {
				if lists == "replaced" && k == "largest" {
					continue
				}
				name := mode + "/" + k
				if lists == "replaced" {
					name = "replaced-" + name
				}
				b.Run(name, func(b *testing.B) {
					d := Default()
					if lists == "replaced" {
						d = replacedLists()
					}
					d.Prepare(context.Background())
					var hs []History
					switch k {
					case "start":
						hs = []History{{}}
					case "after1", "after2":
						hs = randomHistories(d, 50, int(k[5]-'0'), hard, true)
					case "largest":
						for _, s := range largestStates {
							h, err := Parse(s)
							if err != nil {
								b.Fatal(err)
							}
							hs = append(hs, h)
						}
					}
					benchSuggest(b, hs, Options{Dictionary: d, Hard: hard, Top: 5})
				})
			}
		}
	}
}

// benchSuggest is the loop of BenchmarkSuggest.
func benchSuggest(b *testing.B, hs []History, opt Options) {
	var i, beams int
	var took, cpu []time.Duration
	for b.Loop() {
		c0, cpuOK := testenv.CPUTime()
		t0 := time.Now()
		res, err := Solve(context.Background(), hs[i%len(hs)], opt)
		if err != nil {
			b.Fatal(err)
		}
		took = append(took, time.Since(t0))
		if c1, ok := testenv.CPUTime(); ok && cpuOK {
			cpu = append(cpu, c1-c0)
		}
		beams += res.Stats.Beam
		i++
	}
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	slices.Sort(took)
	b.ReportMetric(ms(took[len(took)/2]), "median-ms")
	b.ReportMetric(ms(took[len(took)-1]), "max-ms")
	if len(cpu) > 0 {
		slices.Sort(cpu)
		b.ReportMetric(ms(cpu[len(cpu)/2]), "cpu-median-ms")
		b.ReportMetric(ms(cpu[len(cpu)-1]), "cpu-max-ms")
	}
	b.ReportMetric(float64(beams)/float64(len(took)), "beam")
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
		d.Prepare(context.Background())
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
		if err := Batch(context.Background(), nil, &out, BatchOptions{Options: Options{Dictionary: d}, Play: "eerie"}); err != nil {
			b.Fatal(err)
		}
	}
}
