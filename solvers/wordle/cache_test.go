package wordle

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"kibitz/internal/testenv"
)

func mustParse(t testing.TB, s string) History {
	t.Helper()
	h, err := Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return h
}

// TestCacheByState asks for the same states through different histories (the same rows in another
// order): the second call must come from the cache, with the first one's answer, and states that differ
// in what the search reads (the answers left, the mode, hard mode's hints, the budget) must not.
func TestCacheByState(t *testing.T) {
	ctx := context.Background()
	const budget = 5 * time.Millisecond
	for _, tc := range []struct {
		name        string
		first, then string
		hard        bool
		budget      time.Duration // of the second call; 0: budget
		hit         bool
	}{
		{"rows swapped", "fuzzy=bbbbb might=bbbbb", "might=bbbbb fuzzy=bbbbb", false, 0, true},
		{"the same history", "fuzzy=bbbbb", "fuzzy=bbbbb", false, 0, true},
		{"less time", "fuzzy=bbbbb", "fuzzy=bbbbb", false, time.Millisecond, true},
		{"other answers left", "fuzzy=bbbbb", "fuzzy=bbbby", false, 0, false},
		{"hard mode", "fuzzy=bbbbb might=bbbbb", "might=bbbbb fuzzy=bbbbb", true, 0, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := NewCache(16)
			h1, h2 := mustParse(t, tc.first), mustParse(t, tc.then)
			opt := Options{Hard: tc.hard, Top: 5, Budget: budget, Cache: c}
			r1, err := Solve(ctx, h1, opt)
			if err != nil {
				t.Fatal(err)
			}
			if r1.Stats.Cached || r1.Stats.Source != "search" {
				t.Fatalf("Solve(%s) first: %+v, want a live search", tc.first, r1.Stats)
			}
			if tc.budget != 0 {
				opt.Budget = tc.budget
			}
			r2, err := Solve(ctx, h2, opt)
			if err != nil {
				t.Fatal(err)
			}
			if r2.Stats.Cached != tc.hit {
				t.Fatalf("Solve(%s) after Solve(%s): cached %v, want %v", tc.then, tc.first, r2.Stats.Cached, tc.hit)
			}
			if !tc.hit {
				return
			}
			if r2.Guess != r1.Guess || !slices.Equal(r2.Ranking, r1.Ranking) || !slices.Equal(r2.Remaining, r1.Remaining) {
				t.Errorf("cached Solve(%s) = %s %v, want %s %v", tc.then, r2.Guess, r2.Ranking, r1.Guess, r1.Ranking)
			}
			r2.Ranking[0].Guess = Word{'x', 'x', 'x', 'x', 'x'} // the caller's own copy
			if r3, _ := Solve(ctx, h2, opt); r3.Ranking[0].Guess != r1.Guess {
				t.Errorf("a caller's change to a cached ranking reached the cache: %v", r3.Ranking)
			}
			if st := c.Stats(); st.Hits < 1 || st.Len != 1 {
				t.Errorf("Stats() = %+v, want hits and one state", st)
			}
		})
	}
}

// TestStateKey: hard mode's hints are part of a state, normal mode's are not, and neither is anything
// else of the history.
func TestStateKey(t *testing.T) {
	d := Default()
	S := []int32{3, 17, 400}
	var green, yellow rules
	green.add(Word{'s', 'p', 'a', 'd', 'e'}, mustParse(t, "spade=gbbbg")[0].Feedback)
	yellow.add(Word{'e', 'd', 'g', 'e', 's'}, mustParse(t, "edges=ybbby")[0].Feedback)
	for _, tc := range []struct {
		name string
		a, b cacheKey
		same bool
	}{
		{"normal, other hints", stateKey(d, S, &green, Options{Top: 5}, 1), stateKey(d, S, &yellow, Options{Top: 5}, 1), true},
		{"hard, other hints", stateKey(d, S, &green, Options{Hard: true, Top: 5}, 1), stateKey(d, S, &yellow, Options{Hard: true, Top: 5}, 1), false},
		{"hard, the same hints", stateKey(d, S, &green, Options{Hard: true, Top: 5}, 1), stateKey(d, S, &green, Options{Hard: true, Top: 5}, 1), true},
		{"other mode", stateKey(d, S, &green, Options{Top: 5}, 1), stateKey(d, S, &green, Options{Hard: true, Top: 5}, 1), false},
		{"other answers", stateKey(d, S, &green, Options{Top: 5}, 1), stateKey(d, S[1:], &green, Options{Top: 5}, 1), false},
		{"other depth", stateKey(d, S, &green, Options{Top: 5}, 1), stateKey(d, S, &green, Options{Top: 5}, 2), false},
		{"depths past the floor", stateKey(d, S, &green, Options{Top: 5}, 3), stateKey(d, S, &green, Options{Top: 5}, 4), true},
		{"other top", stateKey(d, S, &green, Options{Top: 5}, 1), stateKey(d, S, &green, Options{Top: 3}, 1), false},
		{"lean search", stateKey(d, S, &green, Options{Top: 5}, 1), stateKey(d, S, &green, Options{Top: 5, Lean: true}, 1), false},
	} {
		if (tc.a == tc.b) != tc.same {
			t.Errorf("%s: keys equal %v, want %v", tc.name, tc.a == tc.b, tc.same)
		}
	}
}

// TestCacheMoreTime: a call with more time than the cached search had searches again, unless that search
// was complete, and keeps the new answer.
func TestCacheMoreTime(t *testing.T) {
	ctx := context.Background()
	c := NewCache(4)
	h := mustParse(t, "fuzzy=bbbbb") // 1,352 answers: a millisecond finds only the first scan's guess
	short, err := Solve(ctx, h, Options{Top: 5, Budget: time.Millisecond, Cache: c})
	if err != nil {
		t.Fatal(err)
	}
	if short.Stats.Complete {
		t.Skip("the search of 1,352 answers finished its widest beam in 1 ms")
	}
	long, err := Solve(ctx, h, Options{Top: 5, Budget: 20 * time.Millisecond, Cache: c})
	if err != nil || long.Stats.Cached {
		t.Fatalf("Solve with 20 ms after 1 ms: cached %v, %v; want a new search", long.Stats.Cached, err)
	}
	again, _ := Solve(ctx, h, Options{Top: 5, Budget: 5 * time.Millisecond, Cache: c})
	if !again.Stats.Cached || again.Guess != long.Guess {
		t.Errorf("Solve with 5 ms after 20 ms = %s (cached %v), want the 20 ms answer %s", again.Guess, again.Stats.Cached, long.Guess)
	}
}

// TestCacheBounded: the cache holds at most its size, dropping the least recently used.
func TestCacheBounded(t *testing.T) {
	ctx := context.Background()
	c := NewCache(2)
	opt := Options{Top: 3, Budget: time.Millisecond, Cache: c}
	states := []string{"fuzzy=bbbbb might=bbbbb", "fuzzy=bbbbb might=ybbbb", "fuzzy=bbbbb might=bybbb"}
	for _, s := range states {
		if _, err := Solve(ctx, mustParse(t, s), opt); err != nil {
			t.Fatal(err)
		}
	}
	if st := c.Stats(); st.Len != 2 {
		t.Errorf("Len = %d after 3 states, want 2", st.Len)
	}
	if res, _ := Solve(ctx, mustParse(t, states[2]), opt); !res.Stats.Cached {
		t.Errorf("Solve(%s), the last state, did not come from the cache", states[2])
	}
	if res, _ := Solve(ctx, mustParse(t, states[0]), opt); res.Stats.Cached {
		t.Errorf("Solve(%s) came from a cache of 2 after 2 later states", states[0])
	}
}

// TestTwoAnswers: with two answers left, either finishes in 1.5 guesses on average and nothing does
// better; Solve suggests them both without searching, in normal and hard mode.
func TestTwoAnswers(t *testing.T) {
	d := Default()
	// Find a history off the trees that leaves exactly two answers.
	rng := rand.New(rand.NewPCG(1, 2))
	var h History
	for {
		answer := d.words[rng.IntN(d.answers)]
		g1, g2 := d.words[rng.IntN(len(d.words))], d.words[rng.IntN(len(d.words))]
		h = History{{g1, Score(g1, answer)}, {g2, Score(g2, answer)}}
		if S, err := d.candidates(h); err == nil && len(S) == 2 && d.book(false, h).follow(h) == nil {
			break
		}
	}
	for _, hard := range []bool{false, true} {
		res, err := Solve(context.Background(), h, Options{Hard: hard, Top: 5})
		if err != nil {
			t.Fatal(err)
		}
		if res.Stats.Source != "answer" || res.Stats.Nodes != 0 || res.Guess != res.Remaining[0] || len(res.Ranking) != 2 {
			t.Fatalf("Solve(%s, hard %v) = %s %+v %v, want the first answer without a search", h, hard, res.Guess, res.Stats, res.Ranking)
		}
		for i, s := range res.Ranking {
			if s.Guess != res.Remaining[i] || !s.Possible || s.ExpectedGuesses != 1.5 || s.Largest != 1 {
				t.Errorf("Ranking[%d] = %+v, want %s, possible, 1.5 guesses", i, s, res.Remaining[i])
			}
		}
	}
}

// BenchmarkAssistSessions plays what kibitz load's Wordle users send: after a random answer, two to five
// random answers as guesses, a suggestion after each (five ranked), all different sessions, the same
// sessions for every case: the full search within 5 ms (as under load before the lean search), without a
// cache and with one of 4,096 states shared by the sessions; and the lean search (Options.Lean) within 1
// and 5 ms, without a cache. It reports the CPU time per suggestion, mean and median (where the system
// gives it), and the share of suggestions the cache answered.
func BenchmarkAssistSessions(b *testing.B) {
	d := Default()
	d.Prepare(context.Background())
	for _, bc := range []struct {
		name   string
		budget time.Duration
		cached bool
		lean   bool
	}{
		{"nocache", 5 * time.Millisecond, false, false},
		{"cache", 5 * time.Millisecond, true, false},
		{"lean-1ms", time.Millisecond, false, true},
		{"lean-5ms", 5 * time.Millisecond, false, true},
	} {
		b.Run(bc.name, func(b *testing.B) {
			opt := Options{Dictionary: d, Top: 5, Budget: bc.budget, Lean: bc.lean}
			if bc.cached {
				opt.Cache = NewCache(4096)
			}
			rng := rand.New(rand.NewPCG(3, 4))
			var cpu cpuTimes
			for b.Loop() {
				answer := d.words[rng.IntN(d.answers)]
				rows := 2 + rng.IntN(4)
				var h History
				for range rows {
					g := d.words[rng.IntN(d.answers)]
					h = append(h, Row{g, Score(g, answer)})
					cpu.solve(b, h, opt)
					if h[len(h)-1].Feedback == AllGreen {
						break
					}
				}
			}
			cpu.report(b)
			if bc.cached {
				st := opt.Cache.Stats()
				b.ReportMetric(float64(st.Hits)/float64(max(1, st.Hits+st.Misses)), "hit-rate")
			}
		})
	}
}

// firstRow is the start of a benchmark's game: a random answer, and a first guess drawn from every
// allowed word but the opening book's, scored against it.
func firstRow(d *Dictionary, book []string, rng *rand.Rand) (Word, History) {
	answer := d.words[rng.IntN(d.answers)]
	g := d.words[rng.IntN(len(d.words))]
	for slices.Contains(book, g.String()) {
		g = d.words[rng.IntN(len(d.words))]
	}
	return answer, History{{g, Score(g, answer)}}
}

// BenchmarkAssistGames plays whole games as a player who follows the assist would: a random answer, a
// random first guess off the opening book (any allowed word), then the top suggestion each turn until
// solved, with the budgets and searches of BenchmarkAssistSessions, the same games in each case. Each
// iteration is one game; run it with -benchtime 150x or more. It reports the average and the worst number
// of guesses, and the CPU time per suggestion, mean and median.
func BenchmarkAssistGames(b *testing.B) {
	d := Default()
	d.Prepare(context.Background())
	book := Openings(false)
	for _, bc := range []struct {
		name   string
		budget time.Duration
		lean   bool
	}{
		{"full-5ms", 5 * time.Millisecond, false},
		{"lean-1ms", time.Millisecond, true},
		{"lean-5ms", 5 * time.Millisecond, true},
		{"full-50ms", 50 * time.Millisecond, false},
		{"lean-50ms", 50 * time.Millisecond, true},
	} {
		b.Run(bc.name, func(b *testing.B) {
			opt := Options{Dictionary: d, Top: 5, Budget: bc.budget, Lean: bc.lean}
			rng := rand.New(rand.NewPCG(5, 6))
			var cpu cpuTimes
			guesses, worst, games := 0, 0, 0
			for b.Loop() {
				answer, h := firstRow(d, book, rng)
				for h[len(h)-1].Feedback != AllGreen {
					if len(h) == maxPlay {
						b.Fatalf("%s: not solved in %d guesses", h, maxPlay)
					}
					res := cpu.solve(b, h, opt)
					h = append(h, Row{res.Guess, Score(res.Guess, answer)})
				}
				guesses += len(h)
				worst = max(worst, len(h))
				games++
			}
			b.ReportMetric(float64(guesses)/float64(games), "avg-guesses")
			b.ReportMetric(float64(worst), "worst-guesses")
			cpu.report(b)
		})
	}
}

// BenchmarkAssistStates measures play more finely than BenchmarkAssistGames: after a random first guess
// off the opening book, the assist's top suggestion is followed against every answer that fits, not one,
// so the average is that of the strategy over the state rather than a sample. Each iteration is one first
// guess; it reports the average number of guesses over every answer of every state, and the worst. In
// hard mode the guesses after the first use its hints.
func BenchmarkAssistStates(b *testing.B) {
	d := Default()
	d.Prepare(context.Background())
	book := Openings(false)
	for _, bc := range []struct {
		name   string
		budget time.Duration
		lean   bool
		hard   bool
	}{
		{"full-5ms", 5 * time.Millisecond, false, false},
		{"lean-1ms", time.Millisecond, true, false},
		{"hard-full-5ms", 5 * time.Millisecond, false, true},
		{"hard-lean-1ms", time.Millisecond, true, true},
	} {
		b.Run(bc.name, func(b *testing.B) {
			opt := Options{Dictionary: d, Top: 5, Budget: bc.budget, Lean: bc.lean, Hard: bc.hard}
			rng := rand.New(rand.NewPCG(8, 9))
			guesses, worst, answers := 0, 0, 0
			var play func(h History, S []Word)
			play = func(h History, S []Word) {
				res, err := Solve(context.Background(), h, opt)
				if err != nil {
					b.Fatal(err)
				}
				classes := make(map[Feedback][]Word)
				for _, a := range S {
					f := Score(res.Guess, a)
					if f == AllGreen {
						guesses += len(h) + 1
						worst = max(worst, len(h)+1)
						answers++
						continue
					}
					classes[f] = append(classes[f], a)
				}
				for f, sub := range classes {
					play(append(h[:len(h):len(h)], Row{res.Guess, f}), sub)
				}
			}
			for b.Loop() {
				_, h := firstRow(d, book, rng)
				S, err := d.candidates(h)
				if err != nil {
					b.Fatal(err)
				}
				words := make([]Word, len(S))
				for i, a := range S {
					words[i] = d.words[a]
				}
				if h[0].Feedback == AllGreen {
					guesses, answers, worst = guesses+1, answers+1, max(worst, 1)
					continue
				}
				play(h, words)
			}
			b.ReportMetric(float64(guesses)/float64(answers), "avg-guesses")
			b.ReportMetric(float64(worst), "worst-guesses")
			b.ReportMetric(float64(answers), "answers")
		})
	}
}

// BenchmarkAssistBook asks for five suggestions after each opening of the book (a first guess the
// precomputed trees answer), against 60 answers drawn once, again and again as a channel's players do on
// one day's word, with a cache of 4,096 states: the tree gives the guess at once, but the ranking beside
// it scans every allowed word. It reports the CPU time per suggestion, mean and median, and the share of
// suggestions the cache answered.
func BenchmarkAssistBook(b *testing.B) {
	d := Default()
	d.Prepare(context.Background())
	book := Openings(false)
	rng := rand.New(rand.NewPCG(11, 12))
	var states []History
	for range 60 {
		answer := d.words[rng.IntN(d.answers)]
		g, _ := ParseWord(book[rng.IntN(len(book))])
		states = append(states, History{{g, Score(g, answer)}})
	}
	opt := Options{Dictionary: d, Top: 5, Budget: 5 * time.Millisecond, Cache: NewCache(4096)}
	var cpu cpuTimes
	i := 0
	for b.Loop() {
		h := states[i%len(states)]
		i++
		cpu.solve(b, h, opt)
	}
	cpu.report(b)
	st := opt.Cache.Stats()
	b.ReportMetric(float64(st.Hits)/float64(max(1, st.Hits+st.Misses)), "hit-rate")
}

// TestCacheBookStates: a state the book's tree answers is kept when a ranking is asked for (its ranking
// scans every allowed word), and asked again it comes from the cache with the same answer; without a
// ranking nothing is kept. A history off the book that leaves the same answers (the opening guessed
// twice) does not get the tree's answer from the cache: it is searched.
func TestCacheBookStates(t *testing.T) {
	ctx := context.Background()
	opening := FirstGuess
	book := mustParse(t, opening+"=bbbyb")
	opt := Options{Top: 5, Budget: 5 * time.Millisecond, Cache: NewCache(16)}
	r1, err := Solve(ctx, book, opt)
	if err != nil {
		t.Fatal(err)
	}
	if r1.Stats.Cached || r1.Stats.Source != "tree" {
		t.Fatalf("Solve(%s) first: %+v, want the tree's answer", book, r1.Stats)
	}
	r2, err := Solve(ctx, book, opt)
	if err != nil {
		t.Fatal(err)
	}
	if !r2.Stats.Cached || r2.Guess != r1.Guess || !slices.Equal(r2.Ranking, r1.Ranking) || r2.Stats.Source != "tree" {
		t.Errorf("Solve(%s) again: %s %v %+v; want %s %v from the cache", book, r2.Guess, r2.Ranking, r2.Stats, r1.Guess, r1.Ranking)
	}
	off := mustParse(t, opening+"=bbbyb "+opening+"=bbbyb")
	r3, err := Solve(ctx, off, opt)
	if err != nil {
		t.Fatal(err)
	}
	if r3.Stats.Cached || r3.Stats.Source != "search" {
		t.Errorf("Solve(%s) after the book's state: %+v, want a live search", off, r3.Stats)
	}
	bare := Options{Budget: 5 * time.Millisecond, Cache: NewCache(16)}
	for range 2 {
		if r, err := Solve(ctx, book, bare); err != nil || r.Stats.Cached {
			t.Errorf("Solve(%s) without a ranking: %+v, %v; want the tree's answer, never cached", book, r.Stats, err)
		}
	}
	if st := bare.Cache.Stats(); st.Hits+st.Misses != 0 {
		t.Errorf("without a ranking the cache was looked in: %+v", st)
	}
}

// cpuTimes are the CPU times of the suggestions a benchmark asked for, where the system gives them.
type cpuTimes []time.Duration

// solve asks Solve for h with opt, failing b on an error, and keeps the CPU time it took.
func (c *cpuTimes) solve(b *testing.B, h History, opt Options) Result {
	c0, ok0 := testenv.CPUTime()
	res, err := Solve(context.Background(), h, opt)
	if err != nil {
		b.Fatal(err)
	}
	if c1, ok := testenv.CPUTime(); ok && ok0 {
		*c = append(*c, c1-c0)
	}
	return res
}

// report reports the mean and the median CPU time of a suggestion, in milliseconds.
func (c cpuTimes) report(b *testing.B) {
	if len(c) == 0 {
		return
	}
	var total time.Duration
	for _, d := range c {
		total += d
	}
	slices.Sort(c)
	b.ReportMetric(float64(total.Microseconds())/1000/float64(len(c)), "cpu-ms/suggestion")
	b.ReportMetric(float64(c[len(c)/2].Microseconds())/1000, "cpu-median-ms")
}
