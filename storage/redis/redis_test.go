package redis_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"os"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	goredis "github.com/redis/go-redis/v9"

	"kibitz/storage"
	kredis "kibitz/storage/redis"
	"kibitz/storage/storagetest"
)

// TestConformance runs the suite against the server in REDIS_URL when it is set (CI always sets it; an
// unreachable server is a failure, not a skip), otherwise against an in-process miniredis.
func TestConformance(t *testing.T) {
	if url := os.Getenv("REDIS_URL"); url != "" {
		t.Logf("against the Redis server at REDIS_URL")
		// Once up front, so that an unreachable server fails at once with one clear message rather than in
		// every subtest.
		s, err := kredis.Open(context.Background(), url, kredis.Options{Namespace: freshNamespace()})
		if err != nil {
			t.Fatalf("REDIS_URL is set but: %v", err)
		}
		s.Close()
		storagetest.Run(t, storagetest.Backend{
			New: func(t *testing.T) storage.Store {
				ns := freshNamespace()
				s, err := kredis.Open(context.Background(), url, kredis.Options{Namespace: ns})
				if err != nil {
					t.Fatalf("REDIS_URL is set but: %v", err)
				}
				t.Cleanup(func() { dropNamespace(t, url, ns) })
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
			s, err := kredis.Open(context.Background(), "redis://"+mr.Addr(), kredis.Options{Namespace: freshNamespace()})
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

// dropNamespace deletes the keys a test left on a real server, on every master when it is a Cluster,
// and fails the test when it cannot or when keys remain. It opens the URL as the store does (a Cluster's
// comma-separated addresses are no URL that go-redis's ParseURL reads).
func dropNamespace(t *testing.T, url, ns string) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	s, err := kredis.Open(ctx, url, kredis.Options{Namespace: ns})
	if err != nil {
		t.Errorf("clean up namespace %s: %v", ns, err)
		return
	}
	defer s.Close()
	// Each node holds its own keys: SCAN sees one node's, and DEL of keys from several slots is refused
	// by a Cluster, so one at a time, node by node.
	eachNode := func(fn func(c *goredis.Client) error) error {
		if c, ok := kredis.ClientOf(s).(*goredis.ClusterClient); ok {
			return c.ForEachMaster(ctx, func(ctx context.Context, c *goredis.Client) error { return fn(c) })
		}
		return fn(kredis.ClientOf(s).(*goredis.Client))
	}
	var mu sync.Mutex // ForEachMaster runs fn on the masters at once
	left := 0
	err = eachNode(func(c *goredis.Client) error {
		keys, err := c.Keys(ctx, ns+":*").Result() // a test's namespace holds a few keys
		if err != nil {
			return err
		}
		for _, k := range keys {
			if err := c.Del(ctx, k).Err(); err != nil {
				return err
			}
		}
		n, err := c.Keys(ctx, ns+":*").Result()
		mu.Lock()
		left += len(n)
		mu.Unlock()
		return err
	})
	if err != nil || left > 0 {
		t.Errorf("clean up namespace %s: %v; %d keys left", ns, err, left)
	}
}

func freshNamespace() string {
	var b [6]byte
	rand.Read(b[:])
	return "kibitz-test-" + hex.EncodeToString(b[:])
}
