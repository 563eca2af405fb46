// Package redistest serves the tests that run against a real Redis, the one REDIS_URL names (a server, a
// Cluster or Sentinel): a fresh namespace for each test's keys, and its cleanup.
package redistest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"os"
	"sync"
	"testing"
	"time"

	goredis "github.com/redis/go-redis/v9"

	kredis "kibitz/storage/redis"
)

// Namespace returns a fresh namespace for one test's keys ("kibitz-test-" and 12 hex digits), so that
// tests sharing a server, and runs of the same test, never see each other's keys.
func Namespace() string {
	var b [6]byte
	rand.Read(b[:])
	return "kibitz-test-" + hex.EncodeToString(b[:])
}

// Open is a store on the Redis REDIS_URL names, in a fresh namespace (Namespace, returned too, for a test
// that reads the server's keys) that the test's cleanup drops (Drop); the test is skipped without
// REDIS_URL, and fails when it is set and no Redis answers.
func Open(tb testing.TB) (*kredis.Store, string) {
	tb.Helper()
	url := os.Getenv("REDIS_URL")
	if url == "" {
		tb.Skip("REDIS_URL is not set")
	}
	ns := Namespace()
	s, err := kredis.Open(context.Background(), url, kredis.Options{Namespace: ns})
	if err != nil {
		tb.Fatalf("REDIS_URL is set but: %v", err)
	}
	tb.Cleanup(func() {
		s.Close()
		Drop(tb, url, ns)
	})
	return s, ns
}

// Drop deletes the keys of namespace ns from the server rawURL names, on every master when it is a
// Cluster, and fails the test when it cannot or when keys remain. It opens the URL as the store does:
// a Cluster's comma-separated addresses are no URL that go-redis's ParseURL reads.
func Drop(tb testing.TB, rawURL, ns string) {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	s, err := kredis.Open(ctx, rawURL, kredis.Options{Namespace: ns})
	if err != nil {
		tb.Errorf("clean up namespace %s: %v", ns, err)
		return
	}
	defer s.Close()
	// Each node holds its own keys: KEYS sees one node's, and DEL of keys from several slots is refused
	// by a Cluster, so one at a time, node by node.
	eachNode := func(fn func(c *goredis.Client) error) error {
		if c, ok := s.Client().(*goredis.ClusterClient); ok {
			return c.ForEachMaster(ctx, func(ctx context.Context, c *goredis.Client) error { return fn(c) })
		}
		return fn(s.Client().(*goredis.Client)) // one server, or Sentinel's client of the master
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
		tb.Errorf("clean up namespace %s: %v; %d keys left", ns, err, left)
	}
}
