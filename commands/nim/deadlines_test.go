package nim

import (
	"context"
	"errors"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/storage"
)

// The deadline index (timer.go): off the games' compare-and-sets, corrected by the sweep, and filled
// from the earlier shard keys (legacy.go).

// watched is a store that counts, for each key, the Updates made on it (compare-and-set) and the calls of
// their functions: more calls than Updates are races lost and retried.
type watched struct {
	storage.Store
	mu      sync.Mutex
	updates map[string]int
	calls   map[string]int
	onZAdd  func(member string) // when set, called before each ZAdd
	// onIndex, when set, is called before each write of the deadline index (ZAdd or ZRem of deadlinesKey),
	// and onUpdate before each call of a compare-and-set's function, with the key.
	onIndex  func(member string)
	onUpdate func(key string)
	// legacyReads counts the reads of the earlier shard keys; failLegacy makes them fail.
	legacyReads int
	failLegacy  bool
}

func (w *watched) Get(ctx context.Context, key string) ([]byte, error) {
	if strings.HasPrefix(key, "nim:timers:") {
		w.mu.Lock()
		w.legacyReads++
		fail := w.failLegacy
		w.mu.Unlock()
		if fail {
			return nil, commandtest.ErrStoreDown
		}
	}
	return w.Store.Get(ctx, key)
}

// reads is how many reads of the earlier shard keys there were so far.
func (w *watched) reads() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.legacyReads
}

func (w *watched) Update(ctx context.Context, key string, ttl time.Duration, fn storage.UpdateFunc) ([]byte, error) {
	w.count(w.updates, key)
	return w.Store.Update(ctx, key, ttl, func(cur []byte) ([]byte, error) {
		w.count(w.calls, key)
		if w.onUpdate != nil {
			w.onUpdate(key)
		}
		return fn(cur)
	})
}

func (w *watched) ZAdd(ctx context.Context, key, member string, score float64) error {
	if w.onZAdd != nil {
		w.onZAdd(member)
	}
	if w.onIndex != nil && key == deadlinesKey {
		w.onIndex(member)
	}
	return w.Store.ZAdd(ctx, key, member, score)
}

func (w *watched) ZRem(ctx context.Context, key string, members ...string) error {
	if w.onIndex != nil && key == deadlinesKey {
		for _, m := range members {
			w.onIndex(m)
		}
	}
	return w.Store.ZRem(ctx, key, members...)
}

func (w *watched) count(m map[string]int, key string) {
	w.mu.Lock()
	m[key]++
	w.mu.Unlock()
}

// take returns the counts so far and starts again from none.
func (w *watched) take() (updates, calls map[string]int) {
	w.mu.Lock()
	defer w.mu.Unlock()
	updates, calls = w.updates, w.calls
	w.updates, w.calls = map[string]int{}, map[string]int{}
	return updates, calls
}

func newWatched(t *testing.T) (*harness, *watched) {
	w := &watched{updates: map[string]int{}, calls: map[string]int{}}
	n := newHarnessOn(t, func(s storage.Store) storage.Store { w.Store = s; return w })
	return n, w
}

// takeOne presses "take 1" from the first heap that has stones, as the player to move of game id.
func (h *harness) takeOne(id string) *router.Response {
	h.T.Helper()
	g := h.game(id)
	heap := slices.IndexFunc(g.Heaps, func(size int64) bool { return size > 0 })
	return h.press(commandtest.User(g.Players[g.Turn].ID), router.ID(takeRoute, id, strconv.Itoa(g.Seq), strconv.Itoa(heap+1)), "1")
}

// TestMovesShareNoComparedKey plays moves in two games, one game at a time and then both at once, and
// sweeps their timeouts: every key written with compare-and-set is the game's own, and no update ever
// lost a race. With the deadlines in JSON maps rewritten by every move, the games compared those keys too.
func TestMovesShareNoComparedKey(t *testing.T) {
	n, w := newWatched(t)
	// Three players each, so that the sweep's timeouts end neither game (an end records results too).
	_, id1 := n.start("5 6 7", nil, bob, carol)
	_, id2 := n.start("5 6 7", nil, carol, bob)
	own := map[string]string{gameKey(id1): id1, gameKey(id2): id2}
	check := func(when string, want ...string) {
		t.Helper()
		updates, calls := w.take()
		if keys := slices.Sorted(maps.Keys(updates)); !slices.Equal(keys, want) {
			t.Errorf("%s: keys updated with compare-and-set %q, want %q: the games' own", when, keys, want)
		}
		if !maps.Equal(updates, calls) {
			t.Errorf("%s: %v updates ran their function %v times: races were lost", when, updates, calls)
		}
	}
	w.take()
	for _, id := range []string{id1, id2} {
		for range 3 {
			if resp := n.takeOne(id); !resp.Update {
				t.Fatalf("a move in %s: %q", id, resp.Content)
			}
			if _, ok, _ := n.Store.ZScore(context.Background(), deadlinesKey, id); !ok {
				t.Fatalf("after a move, %s is not in the deadline index", id)
			}
		}
		check("moves of "+id+" alone", gameKey(id))
	}
	for round := range 5 {
		out := n.pressAll(func() *router.Response { return n.takeOne(id1) }, func() *router.Response { return n.takeOne(id2) })
		for i, r := range out {
			if !r.Update {
				t.Fatalf("round %d: the move in game %d: %q", round, i+1, r.Content)
			}
		}
	}
	check("moves of both at once", slices.Sorted(maps.Keys(own))...)

	n.clock.Advance(time.Minute + commands.PressGrace) // the deadlines have settled
	n.nim.sweep(context.Background())
	for id := range maps.Values(own) {
		if g := n.game(id); g.Phase != phasePlaying || len(g.Players) != 2 || len(n.msgr.Edits()) != 2 {
			t.Errorf("after the sweep, %s: %+v, %d edits; want both games' timeouts applied and shown", id, g.Players, len(n.msgr.Edits()))
		}
	}
	check("a sweep of both", slices.Sorted(maps.Keys(own))...)
}

// TestSweepCorrectsTheIndex gives the index entries that disagree with their games, as writes landing
// out of order leave them: the sweep looks, applies nothing, and leaves the game's true deadline, or no
// entry for a game out of play.
func TestSweepCorrectsTheIndex(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		name    string
		game    func(n *harness) string // makes the game, returns its id
		inPlay  bool
		entryAt time.Duration // the entry's deadline, from the clock's time (-PressGrace: due now)
	}{
		{"early entry of a game in play", func(n *harness) string { _, id := n.start("5 6 7", nil, bob); return id }, true, -time.Minute},
		{"entry of a game that has ended", func(n *harness) string {
			resp, id := n.start("1", nil, bob)
			n.move(alice, resp, 1, 1)
			return id
		}, false, -commands.PressGrace},
		{"entry of a lobby", func(n *harness) string {
			resp := n.Command(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "3"})
			return strings.Split(commandtest.ButtonWithLabel(n.T, resp, "Join").CustomID, "/")[1]
		}, false, -commands.PressGrace},
		{"entry of a game that is gone", func(*harness) string { return "gone" }, false, -commands.PressGrace},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := newHarness(t)
			id := tc.game(n)
			var before *Game
			if id != "gone" {
				before = n.game(id)
			}
			if err := n.Store.ZAdd(ctx, deadlinesKey, id, commands.EntryScore(n.clock.Now().Add(tc.entryAt))); err != nil {
				t.Fatal(err)
			}
			n.nim.sweep(ctx)
			if len(n.msgr.Edits()) != 0 {
				t.Errorf("the sweep edited a message: nothing was due")
			}
			f, ok, err := n.Store.ZScore(ctx, deadlinesKey, id)
			switch {
			case err != nil:
				t.Fatal(err)
			case tc.inPlay && (!ok || f != commands.EntryScore(before.Deadline)):
				t.Errorf("the entry after the sweep: %v, %v; want the game's deadline %v", f, ok, commands.EntryScore(before.Deadline))
			case !tc.inPlay && ok:
				t.Errorf("the entry of a game out of play is still there after the sweep")
			}
			if before != nil {
				if after := n.game(id); after.Seq != before.Seq || !after.Deadline.Equal(before.Deadline) {
					t.Errorf("the sweep changed the game: %+v, was %+v", after, before)
				}
			}
		})
	}
}

// TestDeadlinesOnlyGrow moves a game on a clock half a turn behind the one that set its deadline (a
// replica whose clock is late, or a press that read the clock before a retry): the next deadline is
// not earlier than the one it replaces, so the index can only ever be early (timer.go).
func TestDeadlinesOnlyGrow(t *testing.T) {
	ctx := context.Background()
	n := newHarness(t)
	resp, id := n.start("5 6 7", nil, bob)
	first := n.game(id).Deadline
	n.clock.Advance(-30 * time.Second)
	n.move(alice, resp, 1, 1)
	g := n.game(id)
	if g.Players[g.Turn].ID != bob.ID || !g.Deadline.Equal(first) {
		t.Errorf("after a move on a clock 30 s late: %s to move by %v; want bob by %v, the deadline before", g.Players[g.Turn].ID, g.Deadline, first)
	}
	if f, ok, err := n.Store.ZScore(ctx, deadlinesKey, id); !ok || err != nil || f != commands.EntryScore(first) {
		t.Errorf("index entry %v, %v, %v; want %v", f, ok, err, commands.EntryScore(first))
	}
	n.clock.Advance(time.Minute)
	n.takeOne(id)
	if g := n.game(id); !g.Deadline.Equal(n.clock.Now().Add(time.Minute)) {
		t.Errorf("after a move on time: deadline %v, want a minute from now, %v", g.Deadline, n.clock.Now().Add(time.Minute))
	}
}

// TestLegacyTimersMoved upgrades games whose deadlines are in the earlier shard keys: the sweep moves
// them into the index and applies what is due, deletes the keys, and keeps a key that changed since it
// read it (an earlier build still running beside this one) for the next sweep. No timer is lost.
func TestLegacyTimersMoved(t *testing.T) {
	ctx := context.Background()
	n, w := newWatched(t)
	t0 := n.clock.Now()
	_, due := n.start("5 6 7", nil, bob, carol) // deadline t0+1m; three players, so a timeout ends nothing
	n.clock.Advance(30 * time.Second)
	_, later := n.start("5 6 7", nil, carol) // deadline t0+90s
	shards := map[int]legacyShard{
		3:  {due: {At: t0.Add(time.Minute), Seq: 1}},
		15: {later: {At: t0.Add(90 * time.Second), Seq: 1}, "gone": {At: t0, Seq: 4}},
		7:  {"racing": {At: t0.Add(time.Hour), Seq: 2}},
	}
	for shard, m := range shards {
		if err := storage.PutJSON(ctx, n.Store, legacyShardKey(shard), idle, &m); err != nil {
			t.Fatal(err)
		}
	}
	for _, id := range []string{due, later} { // as games the earlier build started
		if err := n.Store.ZRem(ctx, deadlinesKey, id); err != nil {
			t.Fatal(err)
		}
	}
	// An earlier build writes shard 7 again while the sweep moves it.
	w.onZAdd = func(member string) {
		if member == "racing" {
			w.onZAdd = nil
			m := legacyShard{"racing": {At: t0.Add(time.Hour), Seq: 2}, "other": {At: t0.Add(2 * time.Hour), Seq: 9}}
			if err := storage.PutJSON(ctx, n.Store, legacyShardKey(7), idle, &m); err != nil {
				t.Error(err)
			}
		}
	}
	n.clock.Advance(30*time.Second + commands.PressGrace) // due's deadline, t0+60s, has settled
	n.nim.sweep(ctx)

	if g := n.game(due); g.Players[g.Turn].ID != bob.ID || len(n.msgr.Edits()) != 1 {
		t.Errorf("the game due in a shard key: %s to move, %d edits; want its timeout applied and shown", g.Players[g.Turn].ID, len(n.msgr.Edits()))
	}
	index := func() map[string]float64 {
		all, err := n.Store.ZRangeByScore(ctx, deadlinesKey, math.Inf(-1), math.Inf(1), 0)
		if err != nil {
			t.Fatal(err)
		}
		m := map[string]float64{}
		for _, e := range all {
			m[e.Member] = e.Score
		}
		return m
	}
	want := map[string]float64{
		due:      commands.EntryScore(n.game(due).Deadline),
		later:    commands.EntryScore(t0.Add(90 * time.Second)),
		"racing": commands.EntryScore(t0.Add(time.Hour)),
	}
	if got := index(); !maps.Equal(got, want) {
		t.Errorf("the index after the first sweep: %v, want %v", got, want)
	}
	for shard := range shards {
		_, err := n.Store.Get(ctx, legacyShardKey(shard))
		if kept := shard == 7; kept == errors.Is(err, storage.ErrNotFound) {
			t.Errorf("shard %d after the first sweep: %v; want it kept only if written since it was read (7)", shard, err)
		}
	}
	n.nim.sweep(ctx)
	want["other"] = commands.EntryScore(t0.Add(2 * time.Hour))
	if got := index(); !maps.Equal(got, want) {
		t.Errorf("the index after the second sweep: %v, want %v", got, want)
	}
	if _, err := n.Store.Get(ctx, legacyShardKey(7)); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("shard 7 after the second sweep: %v, want it deleted", err)
	}
}

// TestLegacyTimersReadSeldom: the sweep reads the earlier shard keys at every sweep only while a pass
// finds some; after a pass that found none, or that the store failed, it waits legacyEvery, so a sweep
// costs no 16 reads of keys long gone, and an outage no 16 warnings a sweep. A key written after a pass
// that found none is moved at the next pass.
func TestLegacyTimersReadSeldom(t *testing.T) {
	ctx := context.Background()
	n, w := newWatched(t)
	sweep := func(when string, reads int) {
		t.Helper()
		n.nim.sweep(ctx)
		if got := w.reads(); got != reads {
			t.Errorf("%s: %d reads of the shard keys in all, want %d", when, got, reads)
		}
	}
	sweep("the first sweep", legacyShards)
	sweep("a sweep at once after a pass that found none", legacyShards)
	m := legacyShard{"late": {At: n.clock.Now().Add(time.Hour), Seq: 1}}
	if err := storage.PutJSON(ctx, n.Store, legacyShardKey(5), idle, &m); err != nil {
		t.Fatal(err)
	}
	n.clock.Advance(legacyEvery - time.Second)
	sweep("a sweep within the minute", legacyShards)
	n.clock.Advance(time.Second)
	sweep("a sweep a minute later", 2*legacyShards)
	if _, found, err := n.Store.ZScore(ctx, deadlinesKey, "late"); !found || err != nil {
		t.Errorf("the entry of a key written after a pass that found none: in the index %v, %v; want it moved", found, err)
	}
	sweep("the sweep after a pass that found a key", 3*legacyShards)
	sweep("then at once", 3*legacyShards)

	w.mu.Lock()
	w.failLegacy = true
	w.mu.Unlock()
	n.clock.Advance(legacyEvery)
	sweep("the store down: one failed read ends the pass", 3*legacyShards+1)
	sweep("the store down, at once", 3*legacyShards+1)
	n.clock.Advance(legacyEvery)
	sweep("the store down, a minute later", 3*legacyShards+2)
}
