package bolt_test

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"kibitz/storage/bolt"
)

// game is about the size of a stored game: a tic-tac-toe session is 150-250 bytes of JSON.
var game = []byte(`[1,{"id":"AbCdEfGhIj","board":"XO.X.O...","x":"123456789012345678","o":"876543210987654321","turn":1,"moves":[0,1,3,5],"started":"2026-01-02T03:04:05Z","locale":"en"}]`)

func openBench(b *testing.B) *bolt.Store {
	b.Helper()
	s, err := bolt.Open(filepath.Join(b.TempDir(), "kibitz.db"), bolt.Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	return s
}

// latencies records how long each operation took and reports the median and the 99th percentile beside
// ns/op (which, for the parallel benchmarks, is wall time divided by operations: the inverse of
// throughput, not a latency).
type latencies struct {
	mu sync.Mutex
	d  []time.Duration
}

func (l *latencies) add(d time.Duration) {
	l.mu.Lock()
	l.d = append(l.d, d)
	l.mu.Unlock()
}

func (l *latencies) report(b *testing.B) {
	if len(l.d) == 0 {
		return
	}
	slices.Sort(l.d)
	b.ReportMetric(float64(l.d[len(l.d)/2].Microseconds()), "p50-µs")
	b.ReportMetric(float64(l.d[len(l.d)*99/100].Microseconds()), "p99-µs")
}

// BenchmarkUpdate is one game move after another: an Update of one of 1,000 keys, with a time to live, as
// UpdateJSON does it. Each is a read transaction and a write transaction, whose commit syncs the file.
func BenchmarkUpdate(b *testing.B) {
	s := openBench(b)
	ctx := context.Background()
	var l latencies
	i := 0
	for b.Loop() {
		start := time.Now()
		if _, err := s.Update(ctx, fmt.Sprint("ttt:", i%1000), time.Hour, func([]byte) ([]byte, error) { return game, nil }); err != nil {
			b.Fatal(err)
		}
		l.add(time.Since(start))
		i++
	}
	l.report(b)
}

// BenchmarkUpdateParallel is moves in different games at once, from 8 goroutines per processor (16 on
// the 2-core machine of the package doc): they do not conflict, and share commits (see commit).
func BenchmarkUpdateParallel(b *testing.B) {
	s := openBench(b)
	ctx := context.Background()
	var l latencies
	var n atomic.Int64
	b.SetParallelism(8)
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			key := fmt.Sprint("ttt:", n.Add(1)%1000)
			start := time.Now()
			if _, err := s.Update(ctx, key, time.Hour, func([]byte) ([]byte, error) { return game, nil }); err != nil {
				b.Error(err)
				return
			}
			l.add(time.Since(start))
		}
	})
	l.report(b)
}

// BenchmarkClaim is the router's claim of each interaction id: a fresh key every time.
func BenchmarkClaim(b *testing.B) {
	s := openBench(b)
	ctx := context.Background()
	var l latencies
	i := 0
	for b.Loop() {
		start := time.Now()
		if ok, err := s.Claim(ctx, fmt.Sprint("ix:", i), 15*time.Minute); !ok || err != nil {
			b.Fatal(ok, err)
		}
		l.add(time.Since(start))
		i++
	}
	l.report(b)
}

// BenchmarkGet reads one of 1,000 games: a read transaction, no disk access once the pages are cached.
func BenchmarkGet(b *testing.B) {
	s := openBench(b)
	ctx := context.Background()
	for i := range 1000 {
		if _, err := s.Update(ctx, fmt.Sprint("ttt:", i), time.Hour, func([]byte) ([]byte, error) { return game, nil }); err != nil {
			b.Fatal(err)
		}
	}
	i := 0
	for b.Loop() {
		if _, err := s.Get(ctx, fmt.Sprint("ttt:", i%1000)); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkZIncrBy is a leaderboard's point after a game: an increment of one of 1,000 members of one
// sorted set, a write transaction like an Update's commit, without the read before it.
func BenchmarkZIncrBy(b *testing.B) {
	s := openBench(b)
	ctx := context.Background()
	var l latencies
	i := 0
	for b.Loop() {
		start := time.Now()
		if _, err := s.ZIncrBy(ctx, "lb:all", fmt.Sprint("user", i%1000), 1); err != nil {
			b.Fatal(err)
		}
		l.add(time.Since(start))
		i++
	}
	l.report(b)
}

// BenchmarkZRevRangeTop10 reads a leaderboard's top ten out of 10,000 members: a walk back from the end.
func BenchmarkZRevRangeTop10(b *testing.B) {
	s := openBench(b)
	ctx := context.Background()
	var wg sync.WaitGroup // the members written from many goroutines, so that they share commits
	for g := range 50 {
		wg.Go(func() {
			for i := range 200 {
				if err := s.ZAdd(ctx, "lb:all", fmt.Sprint("user", g*200+i), float64(i*50+g)); err != nil {
					b.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	for b.Loop() {
		if top, err := s.ZRevRange(ctx, "lb:all", 0, 9); len(top) != 10 || err != nil {
			b.Fatal(len(top), err)
		}
	}
}
