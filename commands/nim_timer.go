package commands

import (
	"context"
	"errors"
	"hash/fnv"
	"maps"
	"math"
	"slices"
	"strconv"
	"time"

	"kibitz/storage"
)

// Nim's turn timers.
//
// A game in play has a Deadline: when it passes, the player to move is skipped, or removed if they had
// already timed out on their previous turn, and the next player's deadline is the old one plus
// Deps.NimTurnTimeout. Timeouts are a function of the deadlines alone, never of when they are noticed, so
// they come out the same whichever of two ways applies them:
//
//   - lazily: every press on a game first applies the timeouts that are due (nimCommand.change);
//   - actively: background runs sweep every few seconds. The store keeps the deadlines in
//     nimTimerShards keys, "nim:timers:0" to "nim:timers:15", each a small map from game id to deadline
//     for the games whose ids hash to it; sweep applies the due games' timeouts, each in its game's own
//     compare-and-set (so two replicas sweeping at once apply a timeout once: the second finds the
//     deadline moved and does nothing), and edits the game's message through Deps.Messenger with the
//     interaction token the game keeps from its last interaction.
//
// Tokens last 15 minutes and a turn at most 10, so the token of the move that started a turn can still
// edit the message when that turn times out. After two timeouts in a row with nobody pressing anything
// the token may be too old: the timeouts are then still applied, and the message shows them at the next
// press. The map's entries carry the game's Seq, so a late write of an older deadline never replaces a
// newer one; an entry that is wrong anyway only makes sweep look at a game for nothing, or late.

const (
	nimSweepEvery = 5 * time.Second
	nimTokenLife  = 14 * time.Minute // Discord's 15 minutes, less a margin for the edit itself
)

// nimTimerShards is how many keys hold the timer map. Every move of every game writes its game's entry
// with compare-and-set, so with one key for all games every two moves at the same instant collided:
// in a load test (kibitz load, 32 users and more, Redis) updates of the single key gave up after their
// retries up to 19 times a run, and each retry waits. Sixteen keys divide the collisions by sixteen; the
// sweep reads sixteen small keys every few seconds instead of one.
const nimTimerShards = 16

// nimTimersKey is the key of the timer map's shard that holds game id's entry.
func nimTimersKey(id string) string {
	h := fnv.New32a()
	h.Write([]byte(id))
	return nimTimersShardKey(int(h.Sum32() % nimTimerShards))
}

func nimTimersShardKey(shard int) string { return "nim:timers:" + strconv.Itoa(shard) }

// nimTimer is one entry of the timer map: the game's deadline, as of its sequence number Seq.
type nimTimer struct {
	At  time.Time `json:"at"`
	Seq int       `json:"seq"`
}

// nimTimers is one shard of the timer map as stored: game id to the game's entry.
type nimTimers map[string]nimTimer

// nimTimersSchema is the version of nimTimers' stored layout (storage.Versioned).
const nimTimersSchema = 1

func (nimTimers) SchemaVersion() int { return nimTimersSchema }

// errNimGone ends an expiry whose game is no longer in the store.
var errNimGone = errors.New("nim: game gone")

// background sweeps the turn timers until ctx ends.
func (c *nimCommand) Background(ctx context.Context) {
	t := time.NewTicker(nimSweepEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			c.sweep(ctx)
		}
	}
}

// applyTimeouts applies every timeout due at now, in order, and reports whether there was one.
func (c *nimCommand) applyTimeouts(ctx context.Context, g *nimGame, now time.Time) bool {
	timed := false
	for g.Phase == nimPlaying && !g.Deadline.IsZero() && !now.Before(g.Deadline) {
		timed = true
		at := g.Deadline
		i := g.Turn
		p := &g.Players[i]
		p.Timeouts++
		if p.Timeouts >= 2 {
			g.log(nimEvent{Kind: nimEventRemoved, Player: *p})
			c.remove(ctx, g, i, at)
			continue
		}
		g.log(nimEvent{Kind: nimEventTimeout, Player: *p})
		c.passTurn(ctx, g, (i+1)%len(g.Players), at)
	}
	return timed
}

// sweep applies the timeouts of every game whose deadline has passed and shows them in its message.
func (c *nimCommand) sweep(ctx context.Context) {
	timers := map[string]nimTimer{}
	for shard := range nimTimerShards {
		var part nimTimers
		if err := storage.GetJSON(ctx, c.Store, nimTimersShardKey(shard), &part); err != nil {
			if !errors.Is(err, storage.ErrNotFound) {
				c.Log.Warn("nim: reading the turn timers", "shard", shard, "err", err)
			}
			continue
		}
		maps.Copy(timers, part)
	}
	now := c.Now()
	var due []string
	for id, t := range timers {
		if !now.Before(t.At) {
			due = append(due, id)
		}
	}
	slices.SortFunc(due, func(a, b string) int { return timers[a].At.Compare(timers[b].At) })
	for _, id := range due {
		if ctx.Err() != nil {
			return
		}
		c.expire(ctx, id, now)
	}
}

// expire applies a game's due timeouts and edits its message, if its token is still good.
func (c *nimCommand) expire(ctx context.Context, id string, now time.Time) {
	timed := false
	g, err := storage.UpdateJSON(ctx, c.Store, nimKey(id), nimIdle, func(g *nimGame) (*nimGame, error) {
		if g == nil {
			return nil, errNimGone
		}
		c.bind(g)
		if timed = c.applyTimeouts(ctx, g, now); !timed {
			return nil, storage.ErrKeep
		}
		return g, nil
	})
	switch {
	case errors.Is(err, errNimGone):
		c.syncTimer(ctx, &nimGame{ID: id, Seq: math.MaxInt}) // drop its entry
		return
	case err != nil:
		c.Log.Warn("nim: applying a turn timeout", "game", id, "err", err)
		return
	}
	if timed && c.Messenger != nil && g.Token != "" && now.Sub(g.TokenAt) < nimTokenLife {
		resp, err := c.view(g, g.Lang)
		if err == nil {
			resp.Update = true
			err = c.Messenger.EditMessage(ctx, g.AppID, g.Token, resp)
		}
		if err != nil {
			c.Log.Warn("nim: showing a turn timeout", "game", id, "err", err)
		}
	}
	c.syncTimer(ctx, g)
}

// syncTimer makes the timer map's entry for g match g: its deadline while it is in play, none after.
func (c *nimCommand) syncTimer(ctx context.Context, g *nimGame) {
	_, err := storage.UpdateJSON(ctx, c.Store, nimTimersKey(g.ID), nimIdle, func(cur *nimTimers) (*nimTimers, error) {
		m := nimTimers{}
		if cur != nil && *cur != nil {
			m = *cur
		}
		e, ok := m[g.ID]
		if ok && e.Seq > g.Seq {
			return nil, storage.ErrKeep // a newer state of the game wrote it
		}
		if g.Phase == nimPlaying && !g.Deadline.IsZero() {
			want := nimTimer{At: g.Deadline, Seq: g.Seq}
			if ok && e.Seq == want.Seq && e.At.Equal(want.At) {
				return nil, storage.ErrKeep
			}
			m[g.ID] = want
			return &m, nil
		}
		if !ok {
			return nil, storage.ErrKeep
		}
		delete(m, g.ID)
		if len(m) == 0 {
			return nil, nil
		}
		return &m, nil
	})
	if err != nil {
		c.Log.Warn("nim: updating the turn timers", "game", g.ID, "err", err)
	}
}
