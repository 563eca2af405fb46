package storagetest

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sync"
	"testing"
	"time"

	"kibitz/storage"
)

// onceTests are the suite's part on ZIncrByOnce: an increment counted once per token of its key, however
// many times it is asked for, at once or again after a reply that did not come.
var onceTests = []namedTest{
	{"IncrementOncePerToken", incrementOncePerToken},
	{"IncrementOnceRefusedKeepsNoToken", incrementOnceRefusedKeepsNoToken},
	{"IncrementOnceConcurrent", incrementOnceConcurrent},
	{"IncrementOnceExpires", incrementOnceExpires},
}

// once calls ZIncrByOnce and fails the test unless it answers counted and no error.
func once(t *testing.T, s storage.Store, key, member string, delta float64, token string, counted bool) {
	t.Helper()
	if got, err := s.ZIncrByOnce(context.Background(), key, member, delta, token, time.Hour); got != counted || err != nil {
		t.Errorf("ZIncrByOnce(%s, %s, %v, token %s) = %v, %v; want %v", key, member, delta, token, got, err, counted)
	}
}

// score fails the test unless member's score in key is want (a missing member's is 0).
func score(t *testing.T, s storage.Store, key, member string, want float64) {
	t.Helper()
	if f, _, err := s.ZScore(context.Background(), key, member); f != want || err != nil {
		t.Errorf("%s's score in %s = %v, %v; want %v", member, key, f, err, want)
	}
}

func incrementOncePerToken(t *testing.T, su suite) {
	ctx := context.Background()
	s := su.newStore(t)
	once(t, s, "lb", "alice", 1, "game1", true)
	once(t, s, "lb", "alice", 1, "game1", false) // asked again: the same token
	score(t, s, "lb", "alice", 1)
	once(t, s, "lb", "bob", 5, "game1", false) // the token is the key's, whatever the member
	score(t, s, "lb", "bob", 0)
	once(t, s, "lb", "alice", 2.5, "game2", true)
	score(t, s, "lb", "alice", 3.5)
	once(t, s, "week", "alice", 1, "game1", true) // another key keeps its own tokens
	score(t, s, "week", "alice", 1)
	if _, err := s.ZIncrBy(ctx, "lb", "alice", 1); err != nil { // a plain increment is not held back
		t.Fatal(err)
	}
	score(t, s, "lb", "alice", 4.5)
	// A token is no key: the set's key, and a key named like the token, are untouched by it.
	if _, err := s.Get(ctx, "game1"); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("Get of a key named like a token: %v, want ErrNotFound", err)
	}
	if ok, err := s.Claim(ctx, "game1", time.Hour); !ok || err != nil {
		t.Errorf("Claim of a key named like a token = %v, %v; want true", ok, err)
	}
	// A deleted set keeps its tokens: the result counted before is not counted again into a new set.
	if err := s.Delete(ctx, "lb"); err != nil {
		t.Fatal(err)
	}
	once(t, s, "lb", "alice", 1, "game1", false)
	if _, found, err := s.ZScore(ctx, "lb", "alice"); found || err != nil {
		t.Errorf("ZScore after an increment held back on a deleted set: found %v, %v; want the set still gone", found, err)
	}
}

func incrementOnceRefusedKeepsNoToken(t *testing.T, su suite) {
	ctx := context.Background()
	s := su.newStore(t)
	mustSet(t, s, "v", "value")
	if _, err := s.ZIncrByOnce(ctx, "v", "m", 1, "t", time.Hour); !errors.Is(err, storage.ErrWrongKind) {
		t.Errorf("ZIncrByOnce on a value: %v, want ErrWrongKind", err)
	}
	if v, err := s.Get(ctx, "v"); string(v) != "value" || err != nil {
		t.Errorf("the value after ZIncrByOnce on it: %q, %v; want it untouched", v, err)
	}
	if err := s.Delete(ctx, "v"); err != nil {
		t.Fatal(err)
	}
	once(t, s, "v", "m", 1, "t", true) // the refusal kept no token
	if _, err := s.ZIncrByOnce(ctx, "z", "m", math.NaN(), "n", time.Hour); !errors.Is(err, storage.ErrNotANumber) {
		t.Errorf("ZIncrByOnce by NaN: %v, want ErrNotANumber", err)
	}
	once(t, s, "z", "m", 2, "n", true)
	score(t, s, "z", "m", 2)
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := s.ZIncrByOnce(cctx, "z", "m", 1, "c", time.Hour); err == nil {
		t.Error("ZIncrByOnce with a cancelled context succeeded")
	}
	once(t, s, "z", "m", 1, "c", true)
	score(t, s, "z", "m", 3)
}

func incrementOnceConcurrent(t *testing.T, su suite) {
	ctx := context.Background()
	// Many callers count one result at once (a result recorded by two replicas, and retried): one counts
	// it. Each of them counts a result of its own too, and none of those is lost.
	s := su.newStore(t)
	const workers = 50
	var wg sync.WaitGroup
	var mu sync.Mutex
	counted := 0
	errs := make(chan error, 2*workers)
	for w := range workers {
		wg.Go(func() {
			ok, err := s.ZIncrByOnce(ctx, "lb", "hot", 1, "shared", time.Hour)
			if err != nil {
				errs <- err
			}
			if ok {
				mu.Lock()
				counted++
				mu.Unlock()
			}
			if _, err := s.ZIncrByOnce(ctx, "lb", "own", 1, fmt.Sprint("own", w), time.Hour); err != nil {
				errs <- err
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("concurrent ZIncrByOnce: %v", err)
	}
	if counted != 1 {
		t.Errorf("%d of %d callers of one token counted, want 1", counted, workers)
	}
	score(t, s, "lb", "hot", 1)
	score(t, s, "lb", "own", workers)
}

func incrementOnceExpires(t *testing.T, su suite) {
	ctx := context.Background()
	ttl := su.b.ttl()
	su.b.bubble(t, func(t *testing.T) {
		s := su.newStore(t)
		count := func(want bool, when string) {
			t.Helper()
			if ok, err := s.ZIncrByOnce(ctx, "lb", "a", 1, "t", ttl); ok != want || err != nil {
				t.Errorf("ZIncrByOnce %s = %v, %v; want %v", when, ok, err, want)
			}
		}
		count(true, "first")
		if ok, err := s.ZIncrByOnce(ctx, "lb", "a", 1, "forever", 0); !ok || err != nil {
			t.Errorf("ZIncrByOnce kept for ever = %v, %v; want true", ok, err)
		}
		su.b.Advance(ttl / 2)
		count(false, "within the token's time to live")
		su.b.Advance(ttl/2 + ttl/4)
		count(true, "after the token's time to live") // held back, it did not renew the token
		count(false, "once more")
		if ok, err := s.ZIncrByOnce(ctx, "lb", "a", 1, "forever", 0); ok || err != nil {
			t.Errorf("ZIncrByOnce of a token kept for ever, later = %v, %v; want false", ok, err)
		}
		if f, _, err := s.ZScore(ctx, "lb", "a"); f != 3 || err != nil {
			t.Errorf("the score = %v, %v; want 3", f, err)
		}
	})
}
