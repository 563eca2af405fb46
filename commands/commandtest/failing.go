package commandtest

import (
	"context"
	"errors"
	"strings"
	"sync/atomic"

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
