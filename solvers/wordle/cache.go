package wordle

import (
	"container/list"
	"crypto/sha256"
	"encoding/binary"
	"slices"
	"sync"
	"time"
)

// Cache keeps the live search's suggestions by the state they answer, for Solve (Options.Cache): the same
// answers left, in the same mode, get the same guess and ranking without a second search. Players who
// open with the same word and see the same colours reach the same state, and a live search spends its
// whole budget every time (5 to 50 ms of CPU), so a state asked for again costs a lookup instead.
//
// A state is what the search reads and nothing else: a hash (SHA-256) of the answers left, sorted; the
// mode; in hard mode the hints a guess must use; the guesses left to the search; how many suggestions
// are asked for; whether the search is lean (Options.Lean); and the dictionary. The history that led
// there, and whoever asked, are not part of it, so a cached suggestion says nothing about the player who
// first asked for it; but for a state the opening book's tree answers, where the guess is the tree's for
// that history, which is kept with it (a ranking beside the tree's guess costs a scan of every allowed
// word, which the cache spares too). A suggestion found within
// a budget answers a later call with the same budget or less, or any call once the search was complete
// (its widest beam finished: more time would find nothing better); a call with more time searches again
// and keeps its better answer. A search that its context cut short is not kept.
//
// It holds at most the size given to NewCache, the least recently used going first, and is safe for
// concurrent use.
type Cache struct {
	mu      sync.Mutex
	size    int
	order   *list.List // of *cacheEntry, most recently used first
	entries map[cacheKey]*list.Element
	hits    int64
	misses  int64
}

// cacheKey is one search state (see Cache).
type cacheKey struct {
	d     *Dictionary
	set   [sha256.Size]byte // the answers left, sorted
	n     int               // how many
	hard  bool
	rules rules // the hints hard mode obliges a guess to use; zero in normal mode
	depth int   // the guesses the search may make
	top   int
	lean  bool   // Options.Lean
	book  string // the history, for a state the book's tree answers; "" for the live search's
}

type cacheEntry struct {
	key     cacheKey
	guess   Word
	ranking []Suggestion
	stats   Stats
	budget  time.Duration // the budget it was found within
}

// NewCache returns a cache of at most size states (a few hundred bytes each). It panics when size < 1.
func NewCache(size int) *Cache {
	if size < 1 {
		panic("wordle: NewCache: size < 1")
	}
	return &Cache{size: size, order: list.New(), entries: make(map[cacheKey]*list.Element)}
}

// CacheStats are a Cache's counters.
type CacheStats struct {
	Hits, Misses int64
	Len          int // states held
}

// Stats returns the cache's counters.
func (c *Cache) Stats() CacheStats {
	c.mu.Lock()
	defer c.mu.Unlock()
	return CacheStats{Hits: c.hits, Misses: c.misses, Len: c.order.Len()}
}

// stateKey returns the key of state S (answer indices in increasing order) for a search by opt with made
// guesses made and the hints r.
func stateKey(d *Dictionary, S []int32, r *rules, opt Options, made int) cacheKey {
	buf := make([]byte, 4*len(S))
	for i, a := range S {
		binary.LittleEndian.PutUint32(buf[4*i:], uint32(a))
	}
	k := cacheKey{d: d, set: sha256.Sum256(buf), n: len(S), hard: opt.Hard, depth: searchDepth(made), top: opt.Top, lean: opt.Lean}
	if opt.Hard {
		k.rules = *r
	}
	return k
}

// get returns the suggestion kept for k if it answers a call with budget.
func (c *Cache) get(k cacheKey, budget time.Duration) (cacheEntry, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.entries[k]
	if ok {
		e := el.Value.(*cacheEntry)
		if e.budget >= budget || e.stats.Complete {
			c.order.MoveToFront(el)
			c.hits++
			res := *e
			res.ranking = slices.Clone(e.ranking) // the caller's to change
			return res, true
		}
	}
	c.misses++
	return cacheEntry{}, false
}

// put keeps e, in place of what was kept for its key.
func (c *Cache) put(e cacheEntry) {
	e.ranking = slices.Clone(e.ranking)
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.entries[e.key]; ok {
		if old := el.Value.(*cacheEntry); old.budget > e.budget && !e.stats.Complete {
			return // a concurrent call with more time found a better answer
		}
		el.Value = &e
		c.order.MoveToFront(el)
		return
	}
	c.entries[e.key] = c.order.PushFront(&e)
	for c.order.Len() > c.size {
		last := c.order.Back()
		c.order.Remove(last)
		delete(c.entries, last.Value.(*cacheEntry).key)
	}
}
