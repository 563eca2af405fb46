package storage

import (
	"context"
	"errors"
	"math"
	"testing"
	"testing/synctest"
	"time"
)

// TestBackoff checks the waits between retries: random, never more than 1 ms doubled per attempt up to
// 128 ms, and cut short by the context.
func TestBackoff(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		ctx := context.Background()
		for _, tc := range []struct {
			attempt int
			limit   time.Duration
		}{{0, time.Millisecond}, {3, 8 * time.Millisecond}, {7, 128 * time.Millisecond}, {50, 128 * time.Millisecond}} {
			var longest time.Duration
			for range 200 {
				start := time.Now()
				if err := Backoff(ctx, tc.attempt); err != nil {
					t.Fatal(err)
				}
				longest = max(longest, time.Since(start))
			}
			if longest > tc.limit || longest < tc.limit/2 {
				t.Errorf("Backoff(%d): longest of 200 waits %v, want up to %v and, by chance, near it", tc.attempt, longest, tc.limit)
			}
		}
		cancelled, cancel := context.WithCancel(ctx)
		cancel()
		start := time.Now()
		if err := Backoff(cancelled, 7); !errors.Is(err, context.Canceled) || time.Since(start) != 0 {
			t.Errorf("Backoff with a cancelled context = %v after %v, want context.Canceled at once", err, time.Since(start))
		}
	})
}

// oneKey is a Store holding a single value, enough to see what the JSON helpers ask of a backend. Update
// records the time to live it was given. The JSON helpers use no sorted set: those methods are the nil
// Store's, which would panic.
type oneKey struct {
	Store
	value []byte
	ttl   time.Duration
}

func (s *oneKey) Get(ctx context.Context, key string) ([]byte, error) {
	if s.value == nil {
		return nil, ErrNotFound
	}
	return s.value, nil
}

func (s *oneKey) Update(ctx context.Context, key string, ttl time.Duration, fn UpdateFunc) ([]byte, error) {
	next, err := fn(s.value)
	if errors.Is(err, ErrKeep) {
		return s.value, nil
	}
	if err != nil {
		return nil, err
	}
	s.value, s.ttl = next, ttl
	return next, nil
}

func (s *oneKey) Delete(ctx context.Context, key string) error { s.value = nil; return nil }
func (s *oneKey) Ping(ctx context.Context) error               { return nil }
func (s *oneKey) Close() error                                 { return nil }

func (s *oneKey) Claim(ctx context.Context, key string, ttl time.Duration) (bool, error) {
	if s.value != nil {
		return false, nil
	}
	s.value, s.ttl = []byte("1"), ttl
	return true, nil
}

// TestPutJSON checks the blind write: it creates a missing key, replaces a value without reading it (even
// one that would not decode), passes the time to live on, and reports a value that cannot be encoded
// without touching the store.
func TestPutJSON(t *testing.T) {
	type game = gameV1
	ctx := context.Background()
	for _, tc := range []struct {
		name    string
		current []byte
	}{
		{"missing", nil},
		{"existing", []byte(`{"ID":"old","Moves":9}`)},
		{"undecodable", []byte("not json")},
	} {
		s := &oneKey{value: tc.current}
		if err := PutJSON(ctx, s, "g", time.Hour, &game{ID: "new", Moves: 1}); err != nil {
			t.Fatalf("%s: PutJSON = %v", tc.name, err)
		}
		var got game
		if err := GetJSON(ctx, s, "g", &got); err != nil || got != (game{ID: "new", Moves: 1}) || s.ttl != time.Hour {
			t.Errorf("%s: after PutJSON, GetJSON = %+v, %v with ttl %v; want {new 1} with 1h", tc.name, got, err, s.ttl)
		}
	}
	s := &oneKey{value: []byte("kept")}
	if err := PutJSON(ctx, s, "g", 0, &gameNaN{math.NaN()}); err == nil || string(s.value) != "kept" {
		t.Errorf("PutJSON(NaN) = %v, value %q; want an encoding error and the value kept", err, s.value)
	}
}
