// Package instrumented counts what a storage.Store does, whatever the backend: a decorator that wraps any
// store and registers the series kibitz_store_operations_total{op,result},
// kibitz_store_operation_duration_seconds{op} and kibitz_store_update_retries_total (docs/contract.md
// §6). It changes nothing in what the store does, so it passes the storagetest suite with any backend.
//
// Operations (the op label): get, update, delete, claim, ping, and the sorted sets' zadd, zincrby,
// zincrbyonce, zrem, zscore, zrangebyscore, zrevrange, and expire.
//
// Results:
//   - ok: the store answered. A Get of a missing key (ErrNotFound) is ok, and so is an Update whose
//     function declined (returned its own error or ErrKeep): the store did its part.
//   - conflict: the key was taken by someone else. An Update that gave up after losing every
//     compare-and-set (storage.ErrContention), a Claim that another caller had won (a redelivered
//     interaction), a ZIncrByOnce whose token was kept already (a result recorded again).
//   - error: the store failed or the context ended.
//
// kibitz_store_update_retries_total counts the compare-and-set races that Updates lost and retried: each
// call of an update function after the first within one Update. It is the early sign of a hot key, long
// before Updates end in conflict.
package instrumented

import (
	"context"
	"errors"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"kibitz/storage"
)

// The operations, as the op label names them.
const (
	opGet    = "get"
	opUpdate = "update"
	opDelete = "delete"
	opClaim  = "claim"
	opPing   = "ping"

	opZAdd          = "zadd"
	opZIncrBy       = "zincrby"
	opZIncrByOnce   = "zincrbyonce"
	opZRem          = "zrem"
	opZScore        = "zscore"
	opZRangeByScore = "zrangebyscore"
	opZRevRange     = "zrevrange"
	opExpire        = "expire"
)

// ops are every operation, in the order of the Store interface.
var ops = []string{opGet, opUpdate, opDelete, opClaim, opZAdd, opZIncrBy, opZIncrByOnce, opZRem, opZScore, opZRangeByScore,
	opZRevRange, opExpire, opPing}

// The results, as the result label names them.
const (
	resultOK       = "ok"
	resultConflict = "conflict"
	resultError    = "error"
)

// storeBuckets bound kibitz_store_operation_duration_seconds: a Redis round trip on a local network is
// well under a millisecond, an Update with retries reaches hundreds of milliseconds (storage.Backoff), and
// the router gives up a claim after a second.
var storeBuckets = []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5}

// Metrics are the store's series in one registry. A process has one, shared by every store it wraps.
type Metrics struct {
	ops      *prometheus.CounterVec
	duration *prometheus.HistogramVec
	retries  prometheus.Counter
}

// NewMetrics registers the store's series on reg; registering twice on one registry panics.
func NewMetrics(reg prometheus.Registerer) *Metrics {
	m := &Metrics{
		ops: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "kibitz_store_operations_total",
			Help: "Store operations, by operation (get, update, delete, claim, ping, and the sorted sets' zadd, zincrby, zincrbyonce, zrem, zscore, zrangebyscore, zrevrange, expire) and result (ok, conflict, error).",
		}, []string{"op", "result"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "kibitz_store_operation_duration_seconds",
			Help:    "Time of store operations, retries of an update included, by operation.",
			Buckets: storeBuckets,
		}, []string{"op"}),
		retries: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "kibitz_store_update_retries_total",
			Help: "Compare-and-set races lost by updates and retried (the key changed between read and write).",
		}),
	}
	// Every series exists from the start at zero, so that a rate or an alert on a result never seen yet
	// reads 0 instead of nothing.
	for _, op := range ops {
		for _, r := range []string{resultOK, resultConflict, resultError} {
			if r == resultConflict && op != opUpdate && op != opClaim && op != opZIncrByOnce {
				continue
			}
			m.ops.WithLabelValues(op, r)
		}
	}
	reg.MustRegister(m.ops, m.duration, m.retries)
	return m
}

// Store is a storage.Store that counts the operations of the store it wraps.
type Store struct {
	next storage.Store
	m    *Metrics
}

// New wraps next.
func New(next storage.Store, m *Metrics) *Store { return &Store{next: next, m: m} }

// Unwrap returns the wrapped store, for code that needs the backend itself.
func (s *Store) Unwrap() storage.Store { return s.next }

func (s *Store) observe(op, result string, start time.Time) {
	s.m.ops.WithLabelValues(op, result).Inc()
	s.m.duration.WithLabelValues(op).Observe(time.Since(start).Seconds())
}

// result classifies an error that is not the caller's own.
func result(err error) string {
	switch {
	case err == nil:
		return resultOK
	case errors.Is(err, storage.ErrContention):
		return resultConflict
	}
	return resultError
}

// Get implements storage.Store.
func (s *Store) Get(ctx context.Context, key string) ([]byte, error) {
	start := time.Now()
	v, err := s.next.Get(ctx, key)
	r := result(err)
	if errors.Is(err, storage.ErrNotFound) {
		r = resultOK
	}
	s.observe(opGet, r, start)
	return v, err
}

// Update implements storage.Store. It calls fn through a wrapper that counts the calls, and remembers
// fn's own error, which the backend returns as it is: an update abandoned by its function is the caller's
// decision, not a failure of the store.
func (s *Store) Update(ctx context.Context, key string, ttl time.Duration, fn storage.UpdateFunc) ([]byte, error) {
	start := time.Now()
	calls := 0
	var fnErr error
	v, err := s.next.Update(ctx, key, ttl, func(current []byte) ([]byte, error) {
		calls++
		next, err := fn(current)
		fnErr = err
		return next, err
	})
	if calls > 1 {
		s.m.retries.Add(float64(calls - 1))
	}
	r := result(err)
	if err != nil && err == fnErr {
		r = resultOK
	}
	s.observe(opUpdate, r, start)
	return v, err
}

// Delete implements storage.Store.
func (s *Store) Delete(ctx context.Context, key string) error {
	start := time.Now()
	err := s.next.Delete(ctx, key)
	s.observe(opDelete, result(err), start)
	return err
}

// Claim implements storage.Store. A claim that another caller holds is a conflict.
func (s *Store) Claim(ctx context.Context, key string, ttl time.Duration) (bool, error) {
	start := time.Now()
	won, err := s.next.Claim(ctx, key, ttl)
	r := result(err)
	if err == nil && !won {
		r = resultConflict
	}
	s.observe(opClaim, r, start)
	return won, err
}

// ZAdd implements storage.Store.
func (s *Store) ZAdd(ctx context.Context, key, member string, score float64) error {
	start := time.Now()
	err := s.next.ZAdd(ctx, key, member, score)
	s.observe(opZAdd, result(err), start)
	return err
}

// ZIncrBy implements storage.Store.
func (s *Store) ZIncrBy(ctx context.Context, key, member string, delta float64) (float64, error) {
	start := time.Now()
	score, err := s.next.ZIncrBy(ctx, key, member, delta)
	s.observe(opZIncrBy, result(err), start)
	return score, err
}

// ZIncrByOnce implements storage.Store. A token kept already (nothing counted) is a conflict, as a claim
// another caller won is.
func (s *Store) ZIncrByOnce(ctx context.Context, key, member string, delta float64, token string, ttl time.Duration) (bool, error) {
	start := time.Now()
	counted, err := s.next.ZIncrByOnce(ctx, key, member, delta, token, ttl)
	r := result(err)
	if err == nil && !counted {
		r = resultConflict
	}
	s.observe(opZIncrByOnce, r, start)
	return counted, err
}

// ZRem implements storage.Store.
func (s *Store) ZRem(ctx context.Context, key string, members ...string) error {
	start := time.Now()
	err := s.next.ZRem(ctx, key, members...)
	s.observe(opZRem, result(err), start)
	return err
}

// ZScore implements storage.Store. A missing member is ok, like a missing key for Get.
func (s *Store) ZScore(ctx context.Context, key, member string) (float64, bool, error) {
	start := time.Now()
	score, found, err := s.next.ZScore(ctx, key, member)
	s.observe(opZScore, result(err), start)
	return score, found, err
}

// ZRangeByScore implements storage.Store.
func (s *Store) ZRangeByScore(ctx context.Context, key string, min, max float64, limit int) ([]storage.Scored, error) {
	start := time.Now()
	out, err := s.next.ZRangeByScore(ctx, key, min, max, limit)
	s.observe(opZRangeByScore, result(err), start)
	return out, err
}

// ZRevRange implements storage.Store.
func (s *Store) ZRevRange(ctx context.Context, key string, first, last int) ([]storage.Scored, error) {
	start := time.Now()
	out, err := s.next.ZRevRange(ctx, key, first, last)
	s.observe(opZRevRange, result(err), start)
	return out, err
}

// Expire implements storage.Store.
func (s *Store) Expire(ctx context.Context, key string, ttl time.Duration) error {
	start := time.Now()
	err := s.next.Expire(ctx, key, ttl)
	s.observe(opExpire, result(err), start)
	return err
}

// Ping implements storage.Store.
func (s *Store) Ping(ctx context.Context) error {
	start := time.Now()
	err := s.next.Ping(ctx)
	s.observe(opPing, result(err), start)
	return err
}

// Close implements storage.Store; it is not counted.
func (s *Store) Close() error { return s.next.Close() }
