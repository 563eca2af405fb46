package instrumented_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/testutil"

	"kibitz/storage"
	"kibitz/storage/instrumented"
	"kibitz/storage/memory"
	"kibitz/storage/storagetest"
)

// TestConformance: wrapped, a store still keeps the contract of storage.Store.
func TestConformance(t *testing.T) {
	m := instrumented.NewMetrics(prometheus.NewRegistry())
	storagetest.Run(t, storagetest.Backend{
		New:      func(*testing.T) storage.Store { return instrumented.New(memory.New(), m) },
		Advance:  time.Sleep, // instant inside the synctest bubble
		Synctest: true,
	})
}

// scripted is a store whose every answer the test chooses: err for each operation, and for Update how
// many times it calls the function (races lost before it gives up or succeeds).
type scripted struct {
	err   error
	calls int  // Update: calls of fn, at least 1
	won   bool // Claim, and ZIncrByOnce: counted
}

func (s *scripted) Get(context.Context, string) ([]byte, error) { return []byte("v"), s.err }
func (s *scripted) Update(_ context.Context, _ string, _ time.Duration, fn storage.UpdateFunc) ([]byte, error) {
	var v []byte
	for range max(s.calls, 1) {
		var err error
		if v, err = fn([]byte("old")); err != nil && !errors.Is(err, storage.ErrKeep) {
			return nil, err
		}
	}
	return v, s.err
}
func (s *scripted) Delete(context.Context, string) error                       { return s.err }
func (s *scripted) Claim(context.Context, string, time.Duration) (bool, error) { return s.won, s.err }
func (s *scripted) Ping(context.Context) error                                 { return s.err }
func (s *scripted) ZAdd(context.Context, string, string, float64) error        { return s.err }
func (s *scripted) ZIncrBy(context.Context, string, string, float64) (float64, error) {
	return 1, s.err
}
func (s *scripted) ZIncrByOnce(context.Context, string, string, float64, string, time.Duration) (bool, error) {
	return s.won, s.err
}
func (s *scripted) ZRem(context.Context, string, ...string) error { return s.err }
func (s *scripted) ZScore(context.Context, string, string) (float64, bool, error) {
	return 1, s.err == nil, s.err
}
func (s *scripted) ZRangeByScore(context.Context, string, float64, float64, int) ([]storage.Scored, error) {
	return nil, s.err
}
func (s *scripted) ZRevRange(context.Context, string, int, int) ([]storage.Scored, error) {
	return nil, s.err
}
func (s *scripted) Expire(context.Context, string, time.Duration) error { return s.err }
func (s *scripted) Close() error                                        { return nil }

var (
	errDown    = errors.New("redis: connection refused")
	errNotTurn = errors.New("not your turn") // an update function declining, as a game's does
)

func TestCounts(t *testing.T) {
	ctx := context.Background()
	write := func(current []byte) ([]byte, error) { return []byte("new"), nil }
	for _, tc := range []struct {
		name    string
		store   *scripted
		do      func(s storage.Store) error
		op      string
		result  string
		retries float64
	}{
		{"get", &scripted{}, func(s storage.Store) error { _, err := s.Get(ctx, "k"); return err }, "get", "ok", 0},
		{"get a missing key", &scripted{err: storage.ErrNotFound},
			func(s storage.Store) error { _, err := s.Get(ctx, "k"); return err }, "get", "ok", 0},
		{"get fails", &scripted{err: errDown}, func(s storage.Store) error { _, err := s.Get(ctx, "k"); return err }, "get", "error", 0},
		{"update", &scripted{}, func(s storage.Store) error { _, err := s.Update(ctx, "k", 0, write); return err }, "update", "ok", 0},
		{"update after two lost races", &scripted{calls: 3},
			func(s storage.Store) error { _, err := s.Update(ctx, "k", 0, write); return err }, "update", "ok", 2},
		{"update gives up", &scripted{calls: storage.MaxRetries, err: storage.ErrContention},
			func(s storage.Store) error { _, err := s.Update(ctx, "k", 0, write); return err }, "update", "conflict", storage.MaxRetries - 1},
		{"update declined by its function", &scripted{}, func(s storage.Store) error {
			_, err := s.Update(ctx, "k", 0, func([]byte) ([]byte, error) { return nil, errNotTurn })
			return err
		}, "update", "ok", 0},
		{"update kept", &scripted{}, func(s storage.Store) error {
			_, err := s.Update(ctx, "k", 0, func([]byte) ([]byte, error) { return nil, storage.ErrKeep })
			return err
		}, "update", "ok", 0},
		{"update fails", &scripted{err: errDown},
			func(s storage.Store) error { _, err := s.Update(ctx, "k", 0, write); return err }, "update", "error", 0},
		{"delete", &scripted{}, func(s storage.Store) error { return s.Delete(ctx, "k") }, "delete", "ok", 0},
		{"claim won", &scripted{won: true}, func(s storage.Store) error { _, err := s.Claim(ctx, "k", time.Minute); return err }, "claim", "ok", 0},
		{"claim held by another", &scripted{}, func(s storage.Store) error { _, err := s.Claim(ctx, "k", time.Minute); return err }, "claim", "conflict", 0},
		{"claim fails", &scripted{err: errDown}, func(s storage.Store) error { _, err := s.Claim(ctx, "k", time.Minute); return err }, "claim", "error", 0},
		{"ping", &scripted{}, func(s storage.Store) error { return s.Ping(ctx) }, "ping", "ok", 0},
		{"zadd", &scripted{}, func(s storage.Store) error { return s.ZAdd(ctx, "z", "m", 1) }, "zadd", "ok", 0},
		{"zadd on a value", &scripted{err: storage.ErrWrongKind},
			func(s storage.Store) error { return s.ZAdd(ctx, "z", "m", 1) }, "zadd", "error", 0},
		{"zincrby", &scripted{}, func(s storage.Store) error { _, err := s.ZIncrBy(ctx, "z", "m", 1); return err }, "zincrby", "ok", 0},
		{"zincrby fails", &scripted{err: errDown},
			func(s storage.Store) error { _, err := s.ZIncrBy(ctx, "z", "m", 1); return err }, "zincrby", "error", 0},
		{"zincrbyonce counted", &scripted{won: true}, func(s storage.Store) error {
			_, err := s.ZIncrByOnce(ctx, "z", "m", 1, "t", time.Hour)
			return err
		}, "zincrbyonce", "ok", 0},
		{"zincrbyonce counted before", &scripted{}, func(s storage.Store) error {
			_, err := s.ZIncrByOnce(ctx, "z", "m", 1, "t", time.Hour)
			return err
		}, "zincrbyonce", "conflict", 0},
		{"zincrbyonce fails", &scripted{err: errDown}, func(s storage.Store) error {
			_, err := s.ZIncrByOnce(ctx, "z", "m", 1, "t", time.Hour)
			return err
		}, "zincrbyonce", "error", 0},
		{"zrem", &scripted{}, func(s storage.Store) error { return s.ZRem(ctx, "z", "m") }, "zrem", "ok", 0},
		{"zscore", &scripted{}, func(s storage.Store) error { _, _, err := s.ZScore(ctx, "z", "m"); return err }, "zscore", "ok", 0},
		{"zrangebyscore", &scripted{}, func(s storage.Store) error {
			_, err := s.ZRangeByScore(ctx, "z", 0, 1, 0)
			return err
		}, "zrangebyscore", "ok", 0},
		{"zrevrange fails", &scripted{err: errDown}, func(s storage.Store) error {
			_, err := s.ZRevRange(ctx, "z", 0, 9)
			return err
		}, "zrevrange", "error", 0},
		{"expire", &scripted{}, func(s storage.Store) error { return s.Expire(ctx, "z", time.Hour) }, "expire", "ok", 0},
		{"ping fails", &scripted{err: context.DeadlineExceeded}, func(s storage.Store) error { return s.Ping(ctx) }, "ping", "error", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			reg := prometheus.NewRegistry()
			s := instrumented.New(tc.store, instrumented.NewMetrics(reg))
			bare := tc.do(tc.store)
			if got := tc.do(s); !errors.Is(got, bare) && got != bare {
				t.Errorf("wrapped, the operation returned %v; the store itself %v", got, bare)
			}
			ops := counter(t, reg, "kibitz_store_operations_total")
			for labels, n := range ops {
				want := 0.0
				if labels == tc.op+"/"+tc.result {
					want = 1
				}
				if n != want {
					t.Errorf("kibitz_store_operations_total{op/result=%s} = %v, want %v (all: %v)", labels, n, want, ops)
				}
			}
			if _, ok := ops[tc.op+"/"+tc.result]; !ok {
				t.Errorf("no series %s among %v", tc.op+"/"+tc.result, ops)
			}
			if got := counter(t, reg, "kibitz_store_update_retries_total")[""]; got != tc.retries {
				t.Errorf("kibitz_store_update_retries_total = %v, want %v", got, tc.retries)
			}
			if n, err := testutil.GatherAndCount(reg, "kibitz_store_operation_duration_seconds"); err != nil || n != 1 {
				t.Errorf("%d duration series (%v), want 1: the operation's", n, err)
			}
		})
	}
}

// counter reads a counter's series from reg, keyed by their label values joined with "/".
func counter(t *testing.T, reg *prometheus.Registry, name string) map[string]float64 {
	t.Helper()
	fams, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]float64{}
	for _, f := range fams {
		if f.GetName() != name {
			continue
		}
		for _, m := range f.GetMetric() {
			key := ""
			for i, l := range m.GetLabel() {
				if i > 0 {
					key += "/"
				}
				key += l.GetValue()
			}
			out[key] = m.GetCounter().GetValue()
		}
	}
	return out
}
