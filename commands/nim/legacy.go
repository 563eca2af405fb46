package nim

import (
	"context"
	"errors"
	"maps"
	"strconv"
	"sync"
	"time"

	"kibitz/commands"
	"kibitz/storage"
)

// The turn deadlines' earlier index, for the upgrade.
//
// Before the sorted set (timer.go), the deadlines were a JSON map from game id to {at, seq}, spread over
// 16 keys, "nim:timers:0" to "nim:timers:15" (by FNV-1a of the id), which every move rewrote with
// compare-and-set. Games in flight when a kibitz is upgraded have their deadlines there, and during a
// rolling upgrade a replica of the earlier build still writes them. So the sweep reads the 16 keys too,
// adds what it finds to the sorted set, and deletes each key unless it changed since it was read (then
// the next sweep moves it): no timer is lost. An entry's deadline is one its game had, so at worst an
// early entry, which the sweep corrects like any other (timer.go). Each key expires a day after its last
// write; once no build with the shard keys runs, this file can go.
//
// The keys are read at every sweep while a pass finds any, and once a minute (legacyEvery) after a pass
// that found none or could not read them: a sweep runs whenever a deadline settles, up to a few times a
// second, and reading 16 keys that no longer exist each time cost 16 store round trips a sweep for good,
// and during an outage 16 warnings a sweep. A failed read ends the pass, with one warning. A key an
// earlier build writes after a pass that found none waits for the next pass, within a minute: its entries'
// games still have their own deadlines, which their next move or the next pass puts in the index.

const legacyShards = 16

// legacyEvery is how long after a pass that found no shard key, or failed, the next one waits.
const legacyEvery = time.Minute

// legacyPace is when the next pass over the shard keys is due; zero: at the next sweep.
type legacyPace struct {
	mu   sync.Mutex
	next time.Time
}

// due reports whether a pass is due at now.
func (p *legacyPace) due(now time.Time) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return !now.Before(p.next)
}

// done notes a pass ended at now: the next is due at once when this one found keys, else legacyEvery later.
func (p *legacyPace) done(now time.Time, found bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.next = time.Time{}
	if !found {
		p.next = now.Add(legacyEvery)
	}
}

func legacyShardKey(shard int) string { return "nim:timers:" + strconv.Itoa(shard) }

// legacyEntry is one entry of a shard: the game's deadline, as of its sequence number Seq.
type legacyEntry struct {
	At  time.Time `json:"at"`
	Seq int       `json:"seq"`
}

// legacyShard is one shard as stored: game id to the game's entry.
type legacyShard map[string]legacyEntry

func (legacyShard) SchemaVersion() int { return 1 }

// migrateLegacyTimers moves the entries of the shard keys into the sorted set, deleting each key, when a
// pass is due (legacyPace).
func (c *Command) migrateLegacyTimers(ctx context.Context) {
	if !c.legacy.due(c.Now()) {
		return
	}
	found, failed := false, false
	for shard := range legacyShards {
		key := legacyShardKey(shard)
		var read legacyShard
		if err := storage.GetJSON(ctx, c.Store, key, &read); err != nil {
			if !errors.Is(err, storage.ErrNotFound) {
				c.Log.Warn("nim: reading the earlier turn timers; trying again in a minute", "key", key, "err", err)
				failed = true
				break
			}
			continue
		}
		found = true
		// Into the sorted set first, then the key deleted: a process that stops in between moves them
		// again at its next pass, which changes nothing.
		moved := true
		for id, e := range read {
			if err := c.Store.ZAdd(ctx, deadlinesKey, id, commands.EntryScore(e.At)); err != nil {
				c.Log.Warn("nim: moving the earlier turn timers", "key", key, "err", err)
				moved = false
				break
			}
		}
		if !moved {
			continue
		}
		_, err := storage.UpdateJSON(ctx, c.Store, key, 0, func(cur *legacyShard) (*legacyShard, error) {
			if cur == nil || !maps.EqualFunc(*cur, read, legacyEntry.same) {
				return nil, storage.ErrKeep // written since it was read: moved at the next pass
			}
			return nil, nil
		})
		if err != nil {
			c.Log.Warn("nim: deleting the earlier turn timers", "key", key, "err", err)
		}
	}
	c.legacy.done(c.Now(), found && !failed)
}

func (e legacyEntry) same(o legacyEntry) bool { return e.Seq == o.Seq && e.At.Equal(o.At) }
