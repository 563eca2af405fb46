package nim

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
// Config.TurnTimeout. Timeouts are a function of the deadlines alone, never of when they are noticed, so
// they come out the same whichever of two ways applies them:
//
//   - lazily: every press on a game first applies the timeouts that are due (Command.change);
//   - actively: background runs sweep every few seconds. The store keeps the deadlines in
//     timerShards keys, "nim:timers:0" to "nim:timers:15", each a small map from game id to deadline
//     for the games whose ids hash to it; sweep applies the due games' timeouts, each in its game's own
//     compare-and-set (so two replicas sweeping at once apply a timeout once: the second finds the
//     deadline moved and does nothing), and edits the game's message through the Env's Messenger with the
//     interaction token the game keeps from its last interaction.
//
// Tokens last 15 minutes and a turn at most 10, so the token of the move that started a turn can still
// edit the message when that turn times out. After two timeouts in a row with nobody pressing anything
// the token may be too old: the timeouts are then still applied, and the message shows them at the next
// press. The map's entries carry the game's Seq, so a late write of an older deadline never replaces a
// newer one; an entry that is wrong anyway only makes sweep look at a game for nothing, or late.

const (
	sweepEvery = 5 * time.Second
	tokenLife  = 14 * time.Minute // Discord's 15 minutes, less a margin for the edit itself
)

// timerShards is how many keys hold the timer map. Every move of every game writes its game's entry
// with compare-and-set, so with one key for all games every two moves at the same instant collided:
// in a load test (kibitz load, 32 users and more, Redis) updates of the single key gave up after their
// retries up to 19 times a run, and each retry waits. Sixteen keys divide the collisions by sixteen; the
// sweep reads sixteen small keys every few seconds instead of one.
const timerShards = 16

// timersKey is the key of the timer map's shard that holds game id's entry.
func timersKey(id string) string {
	h := fnv.New32a()
	h.Write([]byte(id))
	return timersShardKey(int(h.Sum32() % timerShards))
}

func timersShardKey(shard int) string { return "nim:timers:" + strconv.Itoa(shard) }

// timerEntry is one entry of the timer map: the game's deadline, as of its sequence number Seq.
type timerEntry struct {
	At  time.Time `json:"at"`
	Seq int       `json:"seq"`
}

// timerShard is one shard of the timer map as stored: game id to the game's entry.
type timerShard map[string]timerEntry

// timersSchema is the version of timerShard' stored layout (storage.Versioned).
const timersSchema = 1

func (timerShard) SchemaVersion() int { return timersSchema }

// errGone ends an expiry whose game is no longer in the store.
var errGone = errors.New("nim: game gone")

// Background sweeps the turn timers until ctx ends (commands.BackgroundGame).
func (c *Command) Background(ctx context.Context) {
	t := time.NewTicker(sweepEvery)
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
func (c *Command) applyTimeouts(ctx context.Context, g *Game, now time.Time) bool {
	timed := false
	for g.Phase == phasePlaying && !g.Deadline.IsZero() && !now.Before(g.Deadline) {
		timed = true
		at := g.Deadline
		i := g.Turn
		p := &g.Players[i]
		p.Timeouts++
		if p.Timeouts >= 2 {
			g.log(event{Kind: eventRemoved, Player: *p})
			c.remove(ctx, g, i, at)
			continue
		}
		g.log(event{Kind: eventTimeout, Player: *p})
		c.passTurn(ctx, g, (i+1)%len(g.Players), at)
	}
	return timed
}

// sweep applies the timeouts of every game whose deadline has passed and shows them in its message.
func (c *Command) sweep(ctx context.Context) {
	timers := map[string]timerEntry{}
	for shard := range timerShards {
		var part timerShard
		if err := storage.GetJSON(ctx, c.Store, timersShardKey(shard), &part); err != nil {
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
func (c *Command) expire(ctx context.Context, id string, now time.Time) {
	timed := false
	g, err := storage.UpdateJSON(ctx, c.Store, gameKey(id), idle, func(g *Game) (*Game, error) {
		if g == nil {
			return nil, errGone
		}
		c.bind(g)
		if timed = c.applyTimeouts(ctx, g, now); !timed {
			return nil, storage.ErrKeep
		}
		return g, nil
	})
	switch {
	case errors.Is(err, errGone):
		c.syncTimer(ctx, &Game{ID: id, Seq: math.MaxInt}) // drop its entry
		return
	case err != nil:
		c.Log.Warn("nim: applying a turn timeout", "game", id, "err", err)
		return
	}
	if timed && c.Messenger != nil && g.Token != "" && now.Sub(g.TokenAt) < tokenLife {
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
func (c *Command) syncTimer(ctx context.Context, g *Game) {
	_, err := storage.UpdateJSON(ctx, c.Store, timersKey(g.ID), idle, func(cur *timerShard) (*timerShard, error) {
		m := timerShard{}
		if cur != nil && *cur != nil {
			m = *cur
		}
		e, ok := m[g.ID]
		if ok && e.Seq > g.Seq {
			return nil, storage.ErrKeep // a newer state of the game wrote it
		}
		if g.Phase == phasePlaying && !g.Deadline.IsZero() {
			want := timerEntry{At: g.Deadline, Seq: g.Seq}
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
