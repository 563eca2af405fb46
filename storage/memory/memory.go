// Package memory is the embedded storage backend: a map in the process, lost on exit. It is the console's
// store and the backend of most tests. A key holds a value or a sorted set (zset.go).
package memory

import (
	"bytes"
	"context"
	"errors"
	"sync"
	"time"

	"kibitz/storage"
)

type entry struct {
	value   []byte
	zset    *zset     // instead of value, for a key holding a sorted set
	expires time.Time // zero: never
	version uint64    // from Store.writes: changes with every write, the compare in compare-and-set
}

// Store is an in-memory storage.Store. Its zero value is not usable; call New.
type Store struct {
	mu        sync.Mutex
	data      map[string]entry
	writes    uint64
	lastSweep time.Time // when expired entries were last dropped wholesale
}

// sweepEvery is how often a write also drops every expired entry. Reads drop the expired entries they
// meet, but a game nobody touches again is never read: without the sweep a bot on the embedded store
// would keep every abandoned game of its lifetime. A sweep walks the whole map under the lock: measured
// at about 60 ns an entry (median of 3 runs over a million entries, 2 cores), so 60 ms a minute for a
// million live games, and nothing noticeable at the sizes the embedded store is meant for.
const sweepEvery = time.Minute

// New returns an empty store.
func New() *Store { return &Store{data: map[string]entry{}} }

// get returns a live entry, dropping it when it has expired. The caller holds mu.
func (s *Store) get(key string) (entry, bool) {
	e, ok := s.data[key]
	if ok && !e.expires.IsZero() && !time.Now().Before(e.expires) {
		delete(s.data, key)
		return entry{}, false
	}
	return e, ok
}

// sweep drops every expired entry, at most once every sweepEvery. The caller holds mu.
func (s *Store) sweep() {
	now := time.Now()
	if now.Sub(s.lastSweep) < sweepEvery {
		return
	}
	s.lastSweep = now
	for k, e := range s.data {
		if !e.expires.IsZero() && !now.Before(e.expires) {
			delete(s.data, k)
		}
	}
}

// Get implements storage.Store.
func (s *Store) Get(ctx context.Context, key string) ([]byte, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	e, ok := s.get(key)
	if !ok {
		return nil, storage.ErrNotFound
	}
	if e.zset != nil {
		return nil, storage.ErrWrongKind
	}
	return bytes.Clone(e.value), nil
}

// Update implements storage.Store. fn runs outside the lock, as it would against a server, and the write
// succeeds only if the key still holds what fn saw.
func (s *Store) Update(ctx context.Context, key string, ttl time.Duration, fn storage.UpdateFunc) ([]byte, error) {
	for attempt := range storage.MaxRetries {
		if attempt > 0 {
			if err := storage.Backoff(ctx, attempt-1); err != nil {
				return nil, err
			}
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		s.mu.Lock()
		old, existed := s.get(key)
		s.mu.Unlock()
		if existed && old.zset != nil {
			return nil, storage.ErrWrongKind
		}

		var current []byte
		if existed {
			current = bytes.Clone(old.value)
		}
		next, err := fn(current)
		if errors.Is(err, storage.ErrKeep) {
			return current, nil
		}
		if err != nil {
			return nil, err
		}

		s.mu.Lock()
		now, nowExists := s.get(key)
		if nowExists != existed || existed && now.version != old.version {
			s.mu.Unlock()
			continue // someone else wrote in between: read again
		}
		if next == nil {
			delete(s.data, key)
		} else {
			s.writes++
			e := entry{value: bytes.Clone(next), version: s.writes}
			if ttl > 0 {
				e.expires = time.Now().Add(ttl)
			}
			s.data[key] = e
		}
		s.sweep()
		s.mu.Unlock()
		return next, nil
	}
	return nil, storage.ErrContention
}

// Delete implements storage.Store.
func (s *Store) Delete(ctx context.Context, key string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	s.mu.Lock()
	delete(s.data, key)
	s.mu.Unlock()
	return nil
}

// Claim implements storage.Store: the check and the write happen under one lock, so exactly one of many
// concurrent claims finds the key absent. The claim is an ordinary entry with a new version, so an Update
// that read the key as missing before it was claimed fails its compare and reads again.
func (s *Store) Claim(ctx context.Context, key string, ttl time.Duration) (bool, error) {
	if err := ctx.Err(); err != nil {
		return false, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.get(key); ok {
		return false, nil
	}
	s.mark(key, ttl)
	return true, nil
}

// mark writes key as taken, for ttl (0: for ever): a claim, or a token of ZIncrByOnce. The caller holds
// mu.
func (s *Store) mark(key string, ttl time.Duration) {
	s.writes++
	e := entry{value: []byte("1"), version: s.writes}
	if ttl > 0 {
		e.expires = time.Now().Add(ttl)
	}
	s.data[key] = e
	s.sweep()
}

// Ping implements storage.Store; the map always answers.
func (s *Store) Ping(ctx context.Context) error { return ctx.Err() }

// Close implements storage.Store.
func (s *Store) Close() error { return nil }
