// Package storagetest is the conformance suite every storage backend passes: the contract written on
// storage.Store, checked.
package storagetest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"testing/synctest"
	"time"

	"kibitz/storage"
)

// Backend describes a backend under test.
type Backend struct {
	// New returns an empty store for one test; the suite closes it.
	New func(t *testing.T) storage.Store
	// Advance lets d pass for the backend's expiry clock. For the memory store it is time.Sleep inside a
	// synctest bubble (set Synctest), for miniredis its FastForward, for a real server a real sleep.
	Advance func(d time.Duration)
	// Synctest runs the expiry test inside a testing/synctest bubble, where time.Sleep is instant.
	Synctest bool
	// TTL is the time to live the expiry test uses; a real server wants it short. Default 2 s.
	TTL time.Duration
	// NaNSums says that the backend stores the NaN sum of a ZIncrBy of an infinite score by its
	// opposite instead of refusing it, as miniredis does (Redis refuses it): the suite skips that check.
	NaNSums bool
}

func (b Backend) ttl() time.Duration {
	if b.TTL == 0 {
		return 2 * time.Second
	}
	return b.TTL
}

// bubble runs an expiry test, inside a synctest bubble when the backend asks for one.
func (b Backend) bubble(t *testing.T, body func(t *testing.T)) {
	if b.Synctest {
		synctest.Test(t, body)
	} else {
		body(t)
	}
}

// suite is what the suite's tests share: the backend, and its stores.
type suite struct{ b Backend }

// newStore is an empty store of the backend for one test, closed when it ends.
func (su suite) newStore(t *testing.T) storage.Store {
	s := su.b.New(t)
	t.Cleanup(func() { s.Close() })
	return s
}

// Run runs the conformance suite: values with compare-and-set (valueTests, here), then sorted sets
// (sortedSetTests, zset.go) and ZIncrByOnce (onceTests, once.go), each test a subtest by its name.
func Run(t *testing.T, b Backend) {
	su := suite{b: b}
	for _, tests := range [][]namedTest{valueTests, sortedSetTests, onceTests} {
		for _, nt := range tests {
			t.Run(nt.name, func(t *testing.T) { nt.test(t, su) })
		}
	}
}

// namedTest is one test of the suite.
type namedTest struct {
	name string
	test func(t *testing.T, su suite)
}

// valueTests are the suite's tests of values: Get, Update (compare-and-set), Delete, Claim, expiry, the
// JSON helpers.
var valueTests = []namedTest{
	{"GetMissing", getMissing},
	{"UpdateCreatesAndReplaces", updateCreatesAndReplaces},
	{"KeepAndAbandon", keepAndAbandon},
	{"UpdateNilDeletes", updateNilDeletes},
	{"DeleteIsIdempotent", deleteIsIdempotent},
	{"KeysAreSeparate", keysAreSeparate},
	{"RetriesWhenKeyChangesDuringUpdate", retriesWhenKeyChangesDuringUpdate},
	{"ConcurrentUpdatesLoseNothing", concurrentUpdatesLoseNothing},
	{"ContentionIsBounded", contentionIsBounded},
	{"ClaimOnce", claimOnce},
	{"ClaimExpires", claimExpires},
	{"Expiry", expiry},
	{"CancelledContext", cancelledContext},
	{"Ping", ping},
	{"JSONHelpers", jsonHelpers},
	{"JSONVersions", jsonVersions},
}

func getMissing(t *testing.T, su suite) {
	ctx := context.Background()
	s := su.newStore(t)
	if _, err := s.Get(ctx, "nothing-here"); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("Get(missing) error = %v, want ErrNotFound", err)
	}
}

func updateCreatesAndReplaces(t *testing.T, su suite) {
	ctx := context.Background()
	s := su.newStore(t)
	got, err := s.Update(ctx, "k", 0, func(cur []byte) ([]byte, error) {
		if cur != nil {
			return nil, fmt.Errorf("current = %q, want nil for a new key", cur)
		}
		return []byte("one"), nil
	})
	if err != nil || string(got) != "one" {
		t.Fatalf("Update(new) = %q, %v; want one", got, err)
	}
	got, err = s.Update(ctx, "k", 0, func(cur []byte) ([]byte, error) {
		return append(cur, "+two"...), nil
	})
	if err != nil || string(got) != "one+two" {
		t.Fatalf("Update(existing) = %q, %v; want one+two", got, err)
	}
	if v, err := s.Get(ctx, "k"); err != nil || string(v) != "one+two" {
		t.Fatalf("Get = %q, %v; want one+two", v, err)
	}
}

func keepAndAbandon(t *testing.T, su suite) {
	ctx := context.Background()
	s := su.newStore(t)
	mustSet(t, s, "k", "v1")
	got, err := s.Update(ctx, "k", 0, func([]byte) ([]byte, error) { return nil, storage.ErrKeep })
	if err != nil || string(got) != "v1" {
		t.Fatalf("Update(ErrKeep) = %q, %v; want v1, nil", got, err)
	}
	boom := errors.New("boom")
	if _, err := s.Update(ctx, "k", 0, func([]byte) ([]byte, error) { return []byte("x"), boom }); !errors.Is(err, boom) {
		t.Fatalf("Update(fn fails) error = %v, want fn's error", err)
	}
	if v, _ := s.Get(ctx, "k"); string(v) != "v1" {
		t.Fatalf("after kept and abandoned updates, value = %q, want v1", v)
	}
}

func updateNilDeletes(t *testing.T, su suite) {
	ctx := context.Background()
	s := su.newStore(t)
	mustSet(t, s, "k", "v")
	if got, err := s.Update(ctx, "k", 0, func([]byte) ([]byte, error) { return nil, nil }); err != nil || got != nil {
		t.Fatalf("Update(nil) = %q, %v", got, err)
	}
	if _, err := s.Get(ctx, "k"); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("Get after delete-by-update error = %v, want ErrNotFound", err)
	}
}

func deleteIsIdempotent(t *testing.T, su suite) {
	ctx := context.Background()
	s := su.newStore(t)
	mustSet(t, s, "k", "v")
	for i := range 2 {
		if err := s.Delete(ctx, "k"); err != nil {
			t.Fatalf("Delete #%d: %v", i+1, err)
		}
	}
	if _, err := s.Get(ctx, "k"); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("Get after Delete error = %v, want ErrNotFound", err)
	}
}

func keysAreSeparate(t *testing.T, su suite) {
	ctx := context.Background()
	s := su.newStore(t)
	mustSet(t, s, "ttt:a", "A")
	mustSet(t, s, "ttt:b", "B")
	mustSet(t, s, "{odd}:key with spaces", "C")
	for k, want := range map[string]string{"ttt:a": "A", "ttt:b": "B", "{odd}:key with spaces": "C"} {
		if v, err := s.Get(ctx, k); err != nil || string(v) != want {
			t.Errorf("Get(%q) = %q, %v; want %q", k, v, err, want)
		}
	}
}

func retriesWhenKeyChangesDuringUpdate(t *testing.T, su suite) {
	ctx := context.Background()
	s := su.newStore(t)
	mustSet(t, s, "k", "0")
	var seen []string
	got, err := s.Update(ctx, "k", 0, func(cur []byte) ([]byte, error) {
		seen = append(seen, string(cur))
		if len(seen) == 1 {
			// Another writer gets in between this read and the write below.
			mustSet(t, s, "k", "other")
		}
		return append(cur, "+mine"...), nil
	})
	if err != nil || string(got) != "other+mine" {
		t.Fatalf("Update = %q, %v; want other+mine (the write on a stale read must be retried)", got, err)
	}
	if len(seen) != 2 || seen[0] != "0" || seen[1] != "other" {
		t.Fatalf("fn saw %q, want [0 other]", seen)
	}
}

func concurrentUpdatesLoseNothing(t *testing.T, su suite) {
	ctx := context.Background()
	// Fifty writers on one key is far more contention than MaxRetries is meant to absorb, so some
	// updates may give up with ErrContention; the writers then try again themselves, as a caller may.
	// What must hold: no update is lost or applied twice (an update that gave up wrote nothing), and no
	// single Update makes more than MaxRetries attempts.
	s := su.newStore(t)
	const workers, each = 50, 10
	var wg sync.WaitGroup
	var attempts, most, gaveUp atomic.Int64 // all attempts; the most one Update made; ErrContention seen
	errs := make(chan error, workers)
	for range workers {
		wg.Go(func() {
			for done := 0; done < each; {
				var mine int64
				_, err := s.Update(ctx, "counter", time.Hour, func(cur []byte) ([]byte, error) {
					attempts.Add(1)
					mine++
					// Let other writers in between this read and the write, as a network would: without
					// it an in-process store runs the updates one after the other and proves nothing.
					runtime.Gosched()
					n := 0
					if cur != nil {
						var err error
						if n, err = strconv.Atoi(string(cur)); err != nil {
							return nil, err
						}
					}
					return []byte(strconv.Itoa(n + 1)), nil
				})
				for m := most.Load(); mine > m && !most.CompareAndSwap(m, mine); m = most.Load() {
				}
				switch {
				case errors.Is(err, storage.ErrContention):
					gaveUp.Add(1)
				case err != nil:
					errs <- err
					return
				default:
					done++
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("concurrent Update: %v", err)
	}
	v, err := s.Get(ctx, "counter")
	if err != nil || string(v) != strconv.Itoa(workers*each) {
		t.Fatalf("counter = %q, %v; want %d: updates were lost, or one that gave up was written", v, err, workers*each)
	}
	if m := most.Load(); m > storage.MaxRetries {
		t.Errorf("one Update made %d attempts; the bound is storage.MaxRetries = %d", m, storage.MaxRetries)
	}
	if attempts.Load() == workers*each {
		t.Errorf("no update ever lost a race: the test did not exercise contention")
	}
	t.Logf("%d updates took %d attempts (%d retries after a lost race; at most %d for one update, of %d allowed; %d gave up with ErrContention and were tried again)",
		workers*each, attempts.Load(), attempts.Load()-workers*each, most.Load(), storage.MaxRetries, gaveUp.Load())
}

func contentionIsBounded(t *testing.T, su suite) {
	ctx := context.Background()
	// Another writer changes the key between every read and write: Update must give up after
	// MaxRetries attempts with ErrContention, leaving the other writer's value. The interference stops
	// a few attempts past the bound, so a backend that retries without bound succeeds and fails here
	// instead of hanging.
	s := su.newStore(t)
	mustSet(t, s, "k", "0")
	calls := 0
	got, err := s.Update(ctx, "k", 0, func(cur []byte) ([]byte, error) {
		calls++
		if calls <= storage.MaxRetries+3 {
			mustSet(t, s, "k", "other-"+strconv.Itoa(calls))
		}
		return []byte("mine"), nil
	})
	if !errors.Is(err, storage.ErrContention) || calls != storage.MaxRetries {
		t.Fatalf("Update under constant interference = %q, %v after %d attempts; want ErrContention after %d",
			got, err, calls, storage.MaxRetries)
	}
	if v, err := s.Get(ctx, "k"); err != nil || string(v) != "other-"+strconv.Itoa(calls) {
		t.Fatalf("after giving up, value = %q, %v; want the other writer's other-%d", v, err, calls)
	}
}

func claimOnce(t *testing.T, su suite) {
	ctx := context.Background()
	s := su.newStore(t)
	const claimers = 50
	var won atomic.Int64
	var wg sync.WaitGroup
	start := make(chan struct{})
	errs := make(chan error, claimers)
	for range claimers {
		wg.Go(func() {
			<-start
			ok, err := s.Claim(ctx, "ix:1", time.Hour)
			if err != nil {
				errs <- err
			}
			if ok {
				won.Add(1)
			}
		})
	}
	close(start)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("Claim: %v", err)
	}
	if n := won.Load(); n != 1 {
		t.Fatalf("%d of %d concurrent claims of one key won, want exactly 1", n, claimers)
	}
	if ok, err := s.Claim(ctx, "ix:2", time.Hour); !ok || err != nil {
		t.Errorf("Claim(another key) = %v, %v; want true: claims of different keys are independent", ok, err)
	}
	if _, err := s.Get(ctx, "ix:1"); err != nil {
		t.Errorf("Get(claimed key): %v; want it to exist", err)
	}
	mustSet(t, s, "taken", "v")
	if ok, err := s.Claim(ctx, "taken", time.Hour); ok || err != nil {
		t.Errorf("Claim(a key holding a value) = %v, %v; want false", ok, err)
	}
	if v, _ := s.Get(ctx, "taken"); string(v) != "v" {
		t.Errorf("a failed claim changed the value to %q", v)
	}
	if err := s.Delete(ctx, "ix:1"); err != nil {
		t.Fatal(err)
	}
	if ok, err := s.Claim(ctx, "ix:1", time.Hour); !ok || err != nil {
		t.Errorf("Claim after Delete = %v, %v; want true", ok, err)
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := s.Claim(cctx, "ix:3", time.Hour); err == nil {
		t.Error("Claim with a cancelled context succeeded")
	}
}

func claimExpires(t *testing.T, su suite) {
	ctx := context.Background()
	ttl := su.b.ttl()
	su.b.bubble(t, func(t *testing.T) {
		s := su.newStore(t)
		claim := func(want bool, when string) {
			t.Helper()
			if ok, err := s.Claim(ctx, "ix:9", ttl); ok != want || err != nil {
				t.Errorf("Claim %s = %v, %v; want %v", when, ok, err, want)
			}
		}
		claim(true, "first")
		claim(false, "again at once")
		su.b.Advance(ttl / 2)
		claim(false, "within the TTL")
		su.b.Advance(ttl/2 + ttl/4)
		claim(true, "after the TTL") // a failed claim does not renew the first one
		claim(false, "once more")
	})
}

func expiry(t *testing.T, su suite) {
	ctx := context.Background()
	ttl := su.b.ttl()
	su.b.bubble(t, func(t *testing.T) {
		s := su.newStore(t)
		set := func(key string, d time.Duration) {
			if _, err := s.Update(ctx, key, d, func([]byte) ([]byte, error) { return []byte("v"), nil }); err != nil {
				t.Fatal(err)
			}
		}
		set("short", ttl)
		set("forever", 0)
		set("refreshed", ttl)
		su.b.Advance(ttl / 2)
		set("refreshed", ttl) // a write renews the time to live
		su.b.Advance(ttl/2 + ttl/4)
		if _, err := s.Get(ctx, "short"); !errors.Is(err, storage.ErrNotFound) {
			t.Errorf("Get(short) after its TTL: error = %v, want ErrNotFound", err)
		}
		if _, err := s.Get(ctx, "refreshed"); err != nil {
			t.Errorf("Get(refreshed) within its renewed TTL: %v", err)
		}
		if _, err := s.Get(ctx, "forever"); err != nil {
			t.Errorf("Get(forever): %v", err)
		}
		// An expired key reads as missing in Update too.
		if _, err := s.Update(ctx, "short", 0, func(cur []byte) ([]byte, error) {
			if cur != nil {
				return nil, fmt.Errorf("expired key read as %q", cur)
			}
			return nil, storage.ErrKeep
		}); err != nil {
			t.Error(err)
		}
	})
}

func cancelledContext(t *testing.T, su suite) {
	ctx := context.Background()
	s := su.newStore(t)
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := s.Update(cctx, "k", 0, func([]byte) ([]byte, error) { return []byte("v"), nil }); err == nil {
		t.Fatal("Update with a cancelled context succeeded")
	}
}

func ping(t *testing.T, su suite) {
	ctx := context.Background()
	if err := su.newStore(t).Ping(ctx); err != nil {
		t.Fatalf("Ping: %v", err)
	}
}

func mustSet(t *testing.T, s storage.Store, key, value string) {
	t.Helper()
	got, err := s.Update(context.Background(), key, 0, func([]byte) ([]byte, error) { return []byte(value), nil })
	if err != nil || !bytes.Equal(got, []byte(value)) {
		t.Fatalf("set %s=%s: %q, %v", key, value, got, err)
	}
}
