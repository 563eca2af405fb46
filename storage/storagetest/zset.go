package storagetest

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"sync"
	"testing"
	"time"

	"kibitz/storage"
)

// sortedSetTests are the suite's part on sorted sets: the contract's Z operations and Expire, with
// Redis's answers as the reference (ordering, ranks, ties, a key of the other kind, NaN).
var sortedSetTests = []namedTest{
	{"SortedSetWrites", sortedSetWrites},
	{"SortedSetOrder", sortedSetOrder},
	{"SortedSetKinds", sortedSetKinds},
	{"SortedSetConcurrentIncrements", sortedSetConcurrentIncrements},
	{"SortedSetExpiry", sortedSetExpiry},
	{"SortedSetCancelledContext", sortedSetCancelledContext},
}

func sortedSetWrites(t *testing.T, su suite) {
	ctx := context.Background()
	s := su.newStore(t)
	if f, ok, err := s.ZScore(ctx, "lb", "alice"); f != 0 || ok || err != nil {
		t.Fatalf("ZScore(missing key) = %v, %v, %v; want 0, false, nil", f, ok, err)
	}
	steps := []struct {
		name string
		do   func() (float64, error) // the score an operation returned, when it returns one
		want map[string]float64      // every member's score after it (absent: not a member)
	}{
		{"add", func() (float64, error) { return 0, s.ZAdd(ctx, "lb", "alice", 1) }, map[string]float64{"alice": 1}},
		{"add another", func() (float64, error) { return 0, s.ZAdd(ctx, "lb", "bob", 2) }, map[string]float64{"alice": 1, "bob": 2}},
		{"add sets the score", func() (float64, error) { return 0, s.ZAdd(ctx, "lb", "alice", 5) }, map[string]float64{"alice": 5, "bob": 2}},
		{"increment", func() (float64, error) { return s.ZIncrBy(ctx, "lb", "alice", 2.5) }, map[string]float64{"alice": 7.5, "bob": 2}},
		{"increment a new member from 0", func() (float64, error) { return s.ZIncrBy(ctx, "lb", "carol", -1) },
			map[string]float64{"alice": 7.5, "bob": 2, "carol": -1}},
		{"the empty member", func() (float64, error) { return 0, s.ZAdd(ctx, "lb", "", 4) },
			map[string]float64{"alice": 7.5, "bob": 2, "carol": -1, "": 4}},
		{"remove, a missing member ignored", func() (float64, error) { return 0, s.ZRem(ctx, "lb", "alice", "nobody") },
			map[string]float64{"bob": 2, "carol": -1, "": 4}},
		{"remove nothing", func() (float64, error) { return 0, s.ZRem(ctx, "lb") }, map[string]float64{"bob": 2, "carol": -1, "": 4}},
	}
	for _, step := range steps {
		got, err := step.do()
		if err != nil {
			t.Fatalf("%s: %v", step.name, err)
		}
		if want, ok := map[string]float64{"increment": 7.5, "increment a new member from 0": -1}[step.name]; ok && got != want {
			t.Errorf("%s returned %v, want the new score %v", step.name, got, want)
		}
		for _, m := range []string{"alice", "bob", "carol", "", "nobody"} {
			want, in := step.want[m]
			if f, ok, err := s.ZScore(ctx, "lb", m); f != want || ok != in || err != nil {
				t.Errorf("after %s: ZScore(%q) = %v, %v, %v; want %v, %v", step.name, m, f, ok, err, want, in)
			}
		}
	}
	if f, err := s.ZIncrBy(ctx, "fresh", "m", 3); f != 3 || err != nil {
		t.Errorf("ZIncrBy(missing key) = %v, %v; want 3: it creates the set", f, err)
	}
	// Removing the last members deletes the key, as in Redis: a claim then finds it absent.
	if err := s.ZRem(ctx, "lb", "bob", "carol", ""); err != nil {
		t.Fatal(err)
	}
	if got, err := s.ZRevRange(ctx, "lb", 0, -1); len(got) != 0 || err != nil {
		t.Errorf("ZRevRange after every member was removed = %v, %v; want none", got, err)
	}
	if ok, err := s.Claim(ctx, "lb", time.Hour); !ok || err != nil {
		t.Errorf("Claim of an emptied sorted set's key = %v, %v; want true: the key is gone", ok, err)
	}
}

func sortedSetOrder(t *testing.T, su suite) {
	ctx := context.Background()
	s := su.newStore(t)
	members := []storage.Scored{ // in ascending order: by score, then member bytewise
		sc("-inf", math.Inf(-1)), sc("neg-big", -1e300), sc("neg", -1.5),
		sc("negzero", math.Copysign(0, -1)), sc("zero-a", 0), sc("zero-b", 0), sc("tiny", 1e-300),
		sc("two-a", 2), sc("two-b", 2), sc("two-c", 2), sc("big", 1e300), sc("+inf", math.Inf(1)),
	}
	for _, i := range []int{7, 2, 11, 0, 9, 4, 1, 10, 5, 3, 8, 6} { // added in no particular order
		if err := s.ZAdd(ctx, "z", members[i].Member, members[i].Score); err != nil {
			t.Fatal(err)
		}
	}
	asc := func(names ...string) []string { return names }
	all := asc("-inf", "neg-big", "neg", "negzero", "zero-a", "zero-b", "tiny", "two-a", "two-b", "two-c", "big", "+inf")
	desc := slices.Clone(all)
	slices.Reverse(desc)
	inf := math.Inf(1)
	for _, tc := range []struct {
		name string
		get  func() ([]storage.Scored, error)
		want []string
	}{
		{"by score, all", func() ([]storage.Scored, error) { return s.ZRangeByScore(ctx, "z", -inf, inf, 0) }, all},
		{"by score, bounds included", func() ([]storage.Scored, error) { return s.ZRangeByScore(ctx, "z", 0, 2, 0) },
			asc("negzero", "zero-a", "zero-b", "tiny", "two-a", "two-b", "two-c")},
		{"by score, limited", func() ([]storage.Scored, error) { return s.ZRangeByScore(ctx, "z", 0, 2, 2) }, asc("negzero", "zero-a")},
		{"by score, one score", func() ([]storage.Scored, error) { return s.ZRangeByScore(ctx, "z", -1.5, -1.5, 0) }, asc("neg")},
		{"by score, open below", func() ([]storage.Scored, error) { return s.ZRangeByScore(ctx, "z", -inf, -1, 0) },
			asc("-inf", "neg-big", "neg")},
		{"by score, min above max", func() ([]storage.Scored, error) { return s.ZRangeByScore(ctx, "z", 3, 1, 0) }, nil},
		{"by score, missing key", func() ([]storage.Scored, error) { return s.ZRangeByScore(ctx, "none", -inf, inf, 0) }, nil},
		{"top three", func() ([]storage.Scored, error) { return s.ZRevRange(ctx, "z", 0, 2) }, asc("+inf", "big", "two-c")},
		{"ties in reverse member order", func() ([]storage.Scored, error) { return s.ZRevRange(ctx, "z", 2, 4) },
			asc("two-c", "two-b", "two-a")},
		{"ranks from the end", func() ([]storage.Scored, error) { return s.ZRevRange(ctx, "z", -3, -1) }, asc("neg", "neg-big", "-inf")},
		{"every rank", func() ([]storage.Scored, error) { return s.ZRevRange(ctx, "z", 0, -1) }, desc},
		{"start before the first", func() ([]storage.Scored, error) { return s.ZRevRange(ctx, "z", -100, 1) }, asc("+inf", "big")},
		{"stop past the last", func() ([]storage.Scored, error) { return s.ZRevRange(ctx, "z", 10, 100) }, asc("neg-big", "-inf")},
		{"start past the last", func() ([]storage.Scored, error) { return s.ZRevRange(ctx, "z", 100, 200) }, nil},
		{"start after stop", func() ([]storage.Scored, error) { return s.ZRevRange(ctx, "z", 5, 2) }, nil},
		{"ranks of a missing key", func() ([]storage.Scored, error) { return s.ZRevRange(ctx, "none", 0, -1) }, nil},
	} {
		got, err := tc.get()
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		var names []string
		for _, e := range got {
			names = append(names, e.Member)
			i := slices.IndexFunc(members, func(m storage.Scored) bool { return m.Member == e.Member })
			if i < 0 || e.Score != members[i].Score {
				t.Errorf("%s: %q with score %v, want it with its own", tc.name, e.Member, e.Score)
			}
		}
		if !slices.Equal(names, tc.want) {
			t.Errorf("%s: %q, want %q", tc.name, names, tc.want)
		}
	}
	for _, bounds := range [][2]float64{{math.NaN(), 1}, {0, math.NaN()}} {
		if _, err := s.ZRangeByScore(ctx, "z", bounds[0], bounds[1], 0); !errors.Is(err, storage.ErrNotANumber) {
			t.Errorf("ZRangeByScore(%v, %v) error = %v, want ErrNotANumber", bounds[0], bounds[1], err)
		}
	}
}

func sortedSetKinds(t *testing.T, su suite) {
	ctx := context.Background()
	s := su.newStore(t)
	mustSet(t, s, "v", "value")
	if err := s.ZAdd(ctx, "z", "m", 1); err != nil {
		t.Fatal(err)
	}
	nan := math.NaN()
	for _, tc := range []struct {
		name string
		do   func() error
		want error
	}{
		{"ZAdd on a value", func() error { return s.ZAdd(ctx, "v", "m", 1) }, storage.ErrWrongKind},
		{"ZIncrBy on a value", func() error { _, err := s.ZIncrBy(ctx, "v", "m", 1); return err }, storage.ErrWrongKind},
		{"ZRem on a value", func() error { return s.ZRem(ctx, "v", "m") }, storage.ErrWrongKind},
		{"ZScore on a value", func() error { _, _, err := s.ZScore(ctx, "v", "m"); return err }, storage.ErrWrongKind},
		{"ZRangeByScore on a value", func() error {
			_, err := s.ZRangeByScore(ctx, "v", 0, 1, 0)
			return err
		}, storage.ErrWrongKind},
		{"ZRevRange on a value", func() error { _, err := s.ZRevRange(ctx, "v", 0, -1); return err }, storage.ErrWrongKind},
		{"Get of a sorted set", func() error { _, err := s.Get(ctx, "z"); return err }, storage.ErrWrongKind},
		{"Update of a sorted set", func() error {
			_, err := s.Update(ctx, "z", 0, func([]byte) ([]byte, error) { return nil, errors.New("fn called") })
			return err
		}, storage.ErrWrongKind},
		{"ZAdd of NaN", func() error { return s.ZAdd(ctx, "z", "m", nan) }, storage.ErrNotANumber},
		{"ZIncrBy by NaN", func() error { _, err := s.ZIncrBy(ctx, "z", "m", nan); return err }, storage.ErrNotANumber},
		{"ZIncrBy to NaN", func() error {
			if err := s.ZAdd(ctx, "z", "inf", math.Inf(1)); err != nil || su.b.NaNSums {
				return cmp.Or(err, storage.ErrNotANumber)
			}
			_, err := s.ZIncrBy(ctx, "z", "inf", math.Inf(-1))
			return err
		}, storage.ErrNotANumber},
		{"ZIncrBy by NaN, missing key", func() error { _, err := s.ZIncrBy(ctx, "nan", "m", nan); return err }, storage.ErrNotANumber},
	} {
		if err := tc.do(); !errors.Is(err, tc.want) {
			t.Errorf("%s: error %v, want %v", tc.name, err, tc.want)
		}
	}
	if v, err := s.Get(ctx, "v"); string(v) != "value" || err != nil {
		t.Errorf("the value after sorted-set operations on it: %q, %v; want it untouched", v, err)
	}
	got, err := s.ZRevRange(ctx, "z", 0, -1)
	if want := []storage.Scored{sc("inf", math.Inf(1)), sc("m", 1)}; !slices.Equal(got, want) || err != nil {
		t.Errorf("the sorted set after refused operations: %v, %v; want %v", got, err, want)
	}
	if ok, err := s.Claim(ctx, "nan", time.Hour); !ok || err != nil {
		t.Errorf("Claim after a refused ZIncrBy on a missing key = %v, %v; want true: it created nothing", ok, err)
	}
	if ok, err := s.Claim(ctx, "z", time.Hour); ok || err != nil {
		t.Errorf("Claim of a sorted set's key = %v, %v; want false: the key exists", ok, err)
	}
	if err := s.Delete(ctx, "z"); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := s.ZScore(ctx, "z", "m"); ok || err != nil {
		t.Errorf("ZScore after Delete = %v, %v; want the set gone", ok, err)
	}
	mustSet(t, s, "z", "a value now") // the key is free for the other kind
}

func sortedSetConcurrentIncrements(t *testing.T, su suite) {
	ctx := context.Background()
	// Many writers increment one member at once, and add members of their own: no increment is lost,
	// and each saw a score nobody else saw (the read and the write of each are one).
	s := su.newStore(t)
	const workers, each = 50, 20
	var mu sync.Mutex
	seen := map[float64]int{}
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := range workers {
		wg.Go(func() {
			if err := s.ZAdd(ctx, "lb", fmt.Sprint("w", w), float64(w)); err != nil {
				errs <- err
				return
			}
			for range each {
				f, err := s.ZIncrBy(ctx, "lb", "hot", 1)
				if err != nil {
					errs <- err
					return
				}
				mu.Lock()
				seen[f]++
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("concurrent ZIncrBy: %v", err)
	}
	if f, ok, err := s.ZScore(ctx, "lb", "hot"); f != workers*each || !ok || err != nil {
		t.Errorf("hot = %v, %v, %v; want %d: increments were lost", f, ok, err, workers*each)
	}
	for f := 1; f <= workers*each; f++ {
		if seen[float64(f)] != 1 {
			t.Errorf("ZIncrBy returned %d %d times, want once", f, seen[float64(f)])
			break
		}
	}
	if got, err := s.ZRangeByScore(ctx, "lb", 0, workers, 0); len(got) != workers || err != nil {
		t.Errorf("%d members added at once read back as %d, %v", workers, len(got), err)
	}
}

func sortedSetExpiry(t *testing.T, su suite) {
	ctx := context.Background()
	ttl := su.b.ttl()
	su.b.bubble(t, func(t *testing.T) {
		s := su.newStore(t)
		must := func(err error) {
			t.Helper()
			if err != nil {
				t.Fatal(err)
			}
		}
		must(s.ZAdd(ctx, "week", "a", 1))
		must(s.Expire(ctx, "week", ttl))
		must(s.ZAdd(ctx, "week", "b", 2)) // sorted-set writes keep the time to live
		_, err := s.ZIncrBy(ctx, "week", "a", 1)
		must(err)
		must(s.ZAdd(ctx, "kept", "a", 1))
		must(s.Expire(ctx, "kept", ttl))
		must(s.Expire(ctx, "kept", 0)) // for ever again
		must(s.ZAdd(ctx, "replaced", "a", 1))
		must(s.Expire(ctx, "replaced", ttl))
		mustSet(t, s, "v", "value")
		must(s.Expire(ctx, "v", ttl)) // a value's time to live too
		must(s.Expire(ctx, "missing", ttl))
		if err := s.Expire(ctx, "week", -time.Second); err == nil {
			t.Error("Expire with a negative time to live succeeded")
		}
		su.b.Advance(ttl / 2)
		if got, err := s.ZRevRange(ctx, "week", 0, -1); len(got) != 2 || err != nil {
			t.Errorf("the set within its time to live: %v, %v", got, err)
		}
		su.b.Advance(ttl/2 + ttl/4)
		if got, err := s.ZRevRange(ctx, "week", 0, -1); len(got) != 0 || err != nil {
			t.Errorf("ZRevRange after the time to live: %v, %v; want none", got, err)
		}
		if got, err := s.ZRangeByScore(ctx, "week", math.Inf(-1), math.Inf(1), 0); len(got) != 0 || err != nil {
			t.Errorf("ZRangeByScore after the time to live: %v, %v; want none", got, err)
		}
		if _, ok, err := s.ZScore(ctx, "week", "a"); ok || err != nil {
			t.Errorf("ZScore after the time to live: %v, %v; want not found", ok, err)
		}
		for _, key := range []string{"v", "missing"} {
			if _, err := s.Get(ctx, key); !errors.Is(err, storage.ErrNotFound) {
				t.Errorf("Get(%s) after the time to live: %v, want ErrNotFound", key, err)
			}
		}
		if got, err := s.ZRevRange(ctx, "kept", 0, -1); len(got) != 1 || err != nil {
			t.Errorf("the set whose expiry was removed: %v, %v; want it kept", got, err)
		}
		mustSet(t, s, "replaced", "a value") // an expired set's key is free for a value
		// A set made again under an expired key starts empty, with no time to live.
		if f, err := s.ZIncrBy(ctx, "week", "c", 3); f != 3 || err != nil {
			t.Errorf("ZIncrBy on an expired set = %v, %v; want 3, counted from nothing", f, err)
		}
		su.b.Advance(ttl)
		if got, err := s.ZRevRange(ctx, "week", 0, -1); !slices.Equal(got, []storage.Scored{sc("c", 3)}) || err != nil {
			t.Errorf("the set made again, a time to live later: %v, %v; want [{c 3}]", got, err)
		}
	})
}

func sortedSetCancelledContext(t *testing.T, su suite) {
	ctx := context.Background()
	s := su.newStore(t)
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if err := s.ZAdd(cctx, "z", "m", 1); err == nil {
		t.Error("ZAdd with a cancelled context succeeded")
	}
	if _, err := s.ZRangeByScore(cctx, "z", 0, 1, 0); err == nil {
		t.Error("ZRangeByScore with a cancelled context succeeded")
	}
}

// sc is a member with its score (go vet wants a struct of another package keyed, and the tables read
// better without the keys).
func sc(member string, score float64) storage.Scored {
	return storage.Scored{Member: member, Score: score}
}
