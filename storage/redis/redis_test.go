package redis_test

import (
	"context"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"

	"kibitz/storage"
	kredis "kibitz/storage/redis"
	"kibitz/storage/redis/redistest"
	"kibitz/storage/storagetest"
)

// TestConformance runs the suite against the server in REDIS_URL when it is set (CI always sets it; an
// unreachable server is a failure, not a skip), otherwise against an in-process miniredis.
func TestConformance(t *testing.T) {
	if url := os.Getenv("REDIS_URL"); url != "" {
		t.Logf("against the Redis server at REDIS_URL")
		// Once up front, so that an unreachable server fails at once with one clear message rather than in
		// every subtest.
		s, err := kredis.Open(context.Background(), url, kredis.Options{Namespace: redistest.Namespace()})
		if err != nil {
			t.Fatalf("REDIS_URL is set but: %v", err)
		}
		s.Close()
		storagetest.Run(t, storagetest.Backend{
			New: func(t *testing.T) storage.Store {
				ns := redistest.Namespace()
				s, err := kredis.Open(context.Background(), url, kredis.Options{Namespace: ns})
				if err != nil {
					t.Fatalf("REDIS_URL is set but: %v", err)
				}
				t.Cleanup(func() { redistest.Drop(t, url, ns) })
				return s
			},
			Advance: time.Sleep,
			TTL:     300 * time.Millisecond,
		})
		return
	}
	t.Logf("REDIS_URL is not set: against an in-process miniredis")
	var mr *miniredis.Miniredis
	storagetest.Run(t, storagetest.Backend{
		New: func(t *testing.T) storage.Store {
			mr = miniredis.RunT(t)
			s, err := kredis.Open(context.Background(), "redis://"+mr.Addr(), kredis.Options{Namespace: redistest.Namespace()})
			if err != nil {
				t.Fatal(err)
			}
			return s
		},
		Advance: func(d time.Duration) { mr.FastForward(d) },
		NaNSums: true, // miniredis's ZINCRBY stores +inf + -inf, where Redis refuses it
	})
}

// TestKeysAreHashTagged checks the key layout a Redis Cluster relies on: "<namespace>:{<key>}", so the
// slot of a key is that of the store key alone, and WATCH/MULTI on it stays on one node.
func TestKeysAreHashTagged(t *testing.T) {
	mr := miniredis.RunT(t)
	s, err := kredis.Open(context.Background(), "redis://"+mr.Addr(), kredis.Options{Namespace: "ns"})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	for _, key := range []string{"ttt:AbCdEfGhIj", "wordle:day:2026-01-02"} {
		if _, err := s.Update(ctx, key, time.Hour, func([]byte) ([]byte, error) { return []byte("v"), nil }); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := mr.Keys(), []string{"ns:{ttt:AbCdEfGhIj}", "ns:{wordle:day:2026-01-02}"}; !slices.Equal(got, want) {
		t.Errorf("Redis keys %q, want %q", got, want)
	}
	if ttl := mr.TTL("ns:{ttt:AbCdEfGhIj}"); ttl != time.Hour {
		t.Errorf("TTL = %v, want 1h", ttl)
	}
}
