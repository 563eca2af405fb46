package commandtest

import (
	"context"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"kibitz/storage"
)

// ErrStoreDown is what a FailingReads store answers a read it fails.
var ErrStoreDown = errors.New("the store is down")

// FailingReads is a store whose reads (Get and ZRangeByScore) of the keys that begin with a prefix fail,
// once Fail has named it; every other call goes to the store it wraps. It shows what a store that stops
// answering costs a game: the games' own keys ("nim:"), or an index ("playing:").
type FailingReads struct {
	storage.Store
	prefix atomic.Pointer[string]
}

// Fail makes the reads of the keys that begin with prefix fail from now on.
func (s *FailingReads) Fail(prefix string) { s.prefix.Store(&prefix) }

func (s *FailingReads) failing(key string) bool {
	p := s.prefix.Load()
	return p != nil && strings.HasPrefix(key, *p)
}

// Get fails for a failing key.
func (s *FailingReads) Get(ctx context.Context, key string) ([]byte, error) {
	if s.failing(key) {
		return nil, ErrStoreDown
	}
	return s.Store.Get(ctx, key)
}

// ZRangeByScore fails for a failing key.
func (s *FailingReads) ZRangeByScore(ctx context.Context, key string, min, max float64, limit int) ([]storage.Scored, error) {
	if s.failing(key) {
		return nil, ErrStoreDown
	}
	return s.Store.ZRangeByScore(ctx, key, min, max, limit)
}

// FailingWrites is a store that fails one write, once: after FailNext(op, prefix), the next call of op
// ("Update", "ZIncrBy", "ZIncrByOnce", "ZAdd" or "Expire") on a key that begins with prefix fails with ErrStoreDown, without
// writing; every other call goes to the store it wraps. It shows what a write that fails halfway through
// a series costs, and what its retry repairs.
type FailingWrites struct {
	storage.Store
	next    atomic.Pointer[failWrite]
	expired sync.Map // the keys given a time to live, to their last one
}

type failWrite struct{ op, prefix string }

// FailNext makes the next call of op on a key that begins with prefix fail.
func (s *FailingWrites) FailNext(op, prefix string) { s.next.Store(&failWrite{op, prefix}) }

// failing reports whether this call of op on key is the one to fail, and if so disarms it.
func (s *FailingWrites) failing(op, key string) bool {
	f := s.next.Load()
	return f != nil && f.op == op && strings.HasPrefix(key, f.prefix) && s.next.CompareAndSwap(f, nil)
}

// Update fails once when armed for it.
func (s *FailingWrites) Update(ctx context.Context, key string, ttl time.Duration, fn storage.UpdateFunc) ([]byte, error) {
	if s.failing("Update", key) {
		return nil, ErrStoreDown
	}
	return s.Store.Update(ctx, key, ttl, fn)
}

// ZIncrBy fails once when armed for it.
func (s *FailingWrites) ZIncrBy(ctx context.Context, key, member string, delta float64) (float64, error) {
	if s.failing("ZIncrBy", key) {
		return 0, ErrStoreDown
	}
	return s.Store.ZIncrBy(ctx, key, member, delta)
}

// ZIncrByOnce fails once when armed for it.
func (s *FailingWrites) ZIncrByOnce(ctx context.Context, key, member string, delta float64, token string, ttl time.Duration) (bool, error) {
	if s.failing("ZIncrByOnce", key) {
		return false, ErrStoreDown
	}
	return s.Store.ZIncrByOnce(ctx, key, member, delta, token, ttl)
}

// ZAdd fails once when armed for it.
func (s *FailingWrites) ZAdd(ctx context.Context, key, member string, score float64) error {
	if s.failing("ZAdd", key) {
		return ErrStoreDown
	}
	return s.Store.ZAdd(ctx, key, member, score)
}

// Expire fails once when armed for it.
func (s *FailingWrites) Expire(ctx context.Context, key string, ttl time.Duration) error {
	if s.failing("Expire", key) {
		return ErrStoreDown
	}
	if err := s.Store.Expire(ctx, key, ttl); err != nil {
		return err
	}
	s.expired.Store(key, ttl)
	return nil
}

// TTL is the time to live the last Expire of key that succeeded gave it; 0 when none did.
func (s *FailingWrites) TTL(key string) time.Duration {
	ttl, _ := s.expired.Load(key)
	d, _ := ttl.(time.Duration)
	return d
}

// Armed reports whether a failure asked for has not happened yet.
func (s *FailingWrites) Armed() bool { return s.next.Load() != nil }
