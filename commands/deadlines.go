package commands

import (
	"context"
	"math"
	"strconv"
	"sync"
	"time"

	"kibitz/i18n"
)

// Deadlines of games that wait for a move (Nim's turns, tic-tac-toe's turns and challenges), kept off the
// games' hot path (docs/architecture.md §4): one sorted set a game kind, each waiting game's id scored by
// its deadline in Unix milliseconds. A move compares and sets its game's own key, and afterwards sets
// the game's entry (SetDeadline). A background sweep reads the entries that are due (SweepDeadlines) and
// hands each to the game, which applies the deadline in the game's own compare-and-set and sets the entry
// again from what the game now is.
//
// The sweep runs when the earliest deadline of the set passes (SweepingDeadlines), not on a fixed tick: a
// deadline's effect is seen by players, and a tick of SweepEvery showed a timeout up to that long after
// it, so that in a Nim game of three or more the next player, whose turn is timed from the deadline that
// passed, saw their turn up to 5 seconds late and had that much less of it. Waking at the deadline shows
// it within sweepGap. The set is also read at least every SweepEvery, for the deadlines that other
// replicas (or moves made while the sweep waited) put before the one it waits for: every turn and
// challenge lasts longer than SweepEvery, so such a deadline is seen before it passes.
//
// A press is judged by when it arrived (Env.Arrived), and a press that arrived just before a deadline may
// reach its compare-and-set a moment after it (it waited for a worker, its store call was retried). A
// sweep that applied the deadline as soon as it passed would win that race, and the player who moved in
// time would lose a ranked game. So a set's entry is scored at SettlesAt(deadline), PressGrace after it,
// and a sweep at now applies only the deadlines up to SettledBy(now): a press that arrived in time has
// committed by then, or is judged a timeout by its own arrival anyway. A press that arrives after a
// deadline still applies it itself, at once (lazily), whatever the sweep has done.

const (
	// PressGrace is the longest a press that arrived before a deadline may wait before its handler
	// commits: its wait for a worker and its store's retries. A sweep applies a deadline only once it has
	// passed by PressGrace (SettlesAt), so that such a press, judged by its arrival, is not beaten by the
	// sweep; the deadline's effect shows that much later.
	PressGrace = 3 * time.Second
	// SweepEvery is how long a background sweep waits at most before it looks at its set again.
	SweepEvery = 5 * time.Second
	// sweepGap is the least time between two sweeps of one set: deadlines of many games that pass one
	// after another are swept together, a few times a second at most, not one wake-up each.
	sweepGap = 250 * time.Millisecond
	// TokenLife is how long a sweep may still edit a game's message with the token of the interaction
	// that last showed it: Discord's 15 minutes, less a margin for the edit itself.
	TokenLife = 14 * time.Minute
	// sweepBatch bounds the games one sweep looks at, the earliest deadlines first; the rest are still
	// due at the next sweep.
	sweepBatch = 1000
	// sweepParallel bounds the games one sweep applies and shows at once (SweepDeadlines): enough that a
	// few slow edits hold up nobody else, few enough that a sweep of many games does not flood the store
	// and Discord's rate limits.
	sweepParallel = 8
	// sweepsAtOnce bounds the sweeps of one set that run at once (SweepingDeadlines): a sweep that waits
	// for slow edits does not hold back the deadlines that fall meanwhile, which the next sweep takes; and
	// at most sweepsAtOnce*sweepParallel games are expired at once.
	sweepsAtOnce = 4
)

// SettlesAt is when a sweep may apply deadline: PressGrace after it, once every press that arrived before
// it has committed.
func SettlesAt(deadline time.Time) time.Time { return deadline.Add(PressGrace) }

// SettledBy is the latest deadline a sweep at now may apply: the deadlines up to it have settled
// (SettlesAt), a later one may still have a press in flight that arrived in time.
func SettledBy(now time.Time) time.Time { return now.Add(-PressGrace) }

// DeadlineScore is a time as the sorted sets keep it: Unix milliseconds, rounded up so that an entry is
// due only once its time has passed.
func DeadlineScore(t time.Time) float64 {
	ms := t.UnixMilli()
	if time.UnixMilli(ms).Before(t) {
		ms++
	}
	return float64(ms)
}

// EntryScore is the score of deadline's entry in a set of deadlines: when it settles (SettlesAt), so that
// a sweep finds it due only then.
func EntryScore(deadline time.Time) float64 { return DeadlineScore(SettlesAt(deadline)) }

// SetDeadline makes the entry of game id in the set key say at (scored by EntryScore: due once at has
// settled); a zero at takes the game out of the set.
// It runs after the game's compare-and-set, outside it; a store that fails is logged (the sweep or the
// next move sets the entry again).
func (e Env) SetDeadline(ctx context.Context, key, id string, at time.Time) {
	var err error
	if at.IsZero() {
		err = e.Store.ZRem(ctx, key, id)
	} else {
		err = e.Store.ZAdd(ctx, key, id, EntryScore(at))
	}
	if err != nil {
		e.Log.Warn("updating the deadlines", "set", key, "game", id, "err", err)
	}
}

// SweepDeadlines hands every game of the set key whose deadline has settled (SettlesAt) to expire, with
// the time the sweep began, now (expire applies the deadlines up to SettledBy(now), no later one): up to
// sweepParallel games at once, started the earliest first, and returns when every one has returned.
// Showing a deadline waits for Discord (an edit may take 30 s), and games handed over one by one made
// every game due after a slow one wait for it, and the next Nim player lose that time from their turn;
// now a slow edit holds up its own game only. expire runs concurrently with itself for
// different games, never twice for one game in a sweep; two replicas sweeping one game at once are kept
// apart by the game's compare-and-set (Expire).
func (e Env) SweepDeadlines(ctx context.Context, key string, expire func(ctx context.Context, id string, now time.Time)) {
	now := e.Now()
	due, err := e.Store.ZRangeByScore(ctx, key, math.Inf(-1), float64(now.UnixMilli()), sweepBatch)
	if err != nil {
		e.Log.Warn("reading the deadlines", "set", key, "err", err)
		return
	}
	var wg sync.WaitGroup
	defer wg.Wait()
	slots := make(chan struct{}, sweepParallel)
	for _, d := range due {
		select {
		case <-ctx.Done():
			return
		case slots <- struct{}{}:
		}
		if ctx.Err() != nil {
			<-slots
			return
		}
		wg.Go(func() {
			defer func() { <-slots }()
			expire(ctx, d.Member, now)
		})
	}
}

// SweepingDeadlines runs sweep when the earliest deadline of the set key has settled (SettlesAt), and
// looks at the set again at least every SweepEvery, until ctx ends: the Background of a game with
// deadlines. Deadlines due when it starts (a restart) are swept at once; an entry still due after a sweep
// (its game's store failed) is tried again at the next sweep, without setting when that runs (untilSweep).
// An edit of a game's message that failed is not: the game's entry has moved on with the game, and Expire
// takes back what the edit was to show (Expiry.Unshown). A sweep still showing its games (an edit waits
// for Discord) does not hold back the next: up to sweepsAtOnce run at once, and SweepingDeadlines returns
// once every one it started has returned.
func (e Env) SweepingDeadlines(ctx context.Context, key string, sweep func(ctx context.Context)) {
	var wg sync.WaitGroup
	defer wg.Wait() // no sweep outlives the loop
	running := make(chan struct{}, sweepsAtOnce)
	t := time.NewTimer(e.untilSweep(ctx, key, time.Time{}))
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		select {
		case <-ctx.Done():
			return
		case running <- struct{}{}:
		}
		sweptAt := e.Now()
		swept := make(chan struct{})
		wg.Go(func() {
			defer func() { <-running }()
			defer close(swept)
			sweep(ctx)
		})
		// The next wake-up is read once this sweep has applied its games, which takes the store's time;
		// its edits may take Discord's, up to 30 s each, and a deadline that falls meanwhile is another
		// sweep's, started when it falls. A game that this sweep has not settled by then, due before
		// sweptAt, does not set that time (untilSweep); a later sweep may hand it over too, and the two
		// apply it once, as two replicas do (Expire).
		select {
		case <-ctx.Done():
			return
		case <-swept:
		case <-time.After(sweepGap):
		}
		t.Reset(e.untilSweep(ctx, key, sweptAt))
	}
}

// untilSweep is how long to wait before the next sweep of the set key: until the earliest deadline it has
// not swept yet settles (PressGrace after it: the entries are scored so), but no more than SweepEvery and,
// after a sweep that began at sweptAt (zero before the first), no less than sweepGap. An entry due already
// when that sweep began is one the sweep could not settle (its game's store failed; a failed edit leaves
// no entry due, Expire): the next sweep tries it again, whenever that is, but it does not set the time of
// that sweep, so that one failing game holds back no other game's deadline. The set is looked at again
// after SweepEvery when it has nothing else or cannot be read.
func (e Env) untilSweep(ctx context.Context, key string, sweptAt time.Time) time.Duration {
	from := math.Inf(-1)
	if !sweptAt.IsZero() {
		from = float64(sweptAt.UnixMilli() + 1)
	}
	first, err := e.Store.ZRangeByScore(ctx, key, from, math.Inf(1), 1)
	if err != nil || len(first) == 0 {
		return SweepEvery
	}
	wait := min(time.UnixMilli(int64(first[0].Score)).Sub(e.Now()), SweepEvery)
	if !sweptAt.IsZero() {
		wait = max(wait, sweepGap)
	}
	return max(wait, 0)
}

// Until is a deadline as Discord's timestamp markup relative to its reader, <t:UNIX:R> ("in 2 minutes"),
// to the nearest second. A client shows it rounded to the nearest unit from its own clock (as the console
// does, bot/console_time.go), so a fresh turn reads as the whole turn time: 10 seconds for a turn of 10 s
// that began at .6 s, which, cut to the second as time.Unix cuts it, read "in 9 seconds" (and rounded up,
// a turn that began at .1 s would read "in 11 seconds"). What a press is judged by is the deadline
// itself, within half a second of what is shown.
func Until(deadline time.Time) string {
	return "<t:" + strconv.FormatInt(deadline.Round(time.Second).Unix(), 10) + ":R>"
}

// ShownAtPress is what a turn's line adds when what ends it shows after the game's message can be edited
// by the token that last showed it (TokenLife after tokenAt, when it was issued; zero for none): a timeout
// then shows at the next press on the game, not by itself. shows is when a sweep would show it: SettlesAt
// of a turn's deadline. ok is false when the message can show the turn's end. It is judged by tokenAt,
// not by the token, which the store does not keep once it is too old (KeptToken).
func ShownAtPress(tokenAt, shows time.Time) (text i18n.Text, ok bool) {
	if tokenAt.IsZero() || shows.Sub(tokenAt) < TokenLife {
		return text, false
	}
	return msgShownAtPress, true
}

// KeptToken is what a game keeps in the store, at now, of the token of the interaction that last showed
// its message (issued at tokenAt): the token while the game can still change by itself, which a sweep
// shows by editing the message with it (live: a challenge, a lobby or a game in play), and only for
// TokenLife; "" after that, or once the game is over. A token is good for 15 minutes, but a game is kept a
// day after its last change, in the store and in its dumps and backups: it holds no token that is of no
// use any more. The game keeps tokenAt, which ShownAtPress and Expire judge a token by, and which an
// older release's games have too: it reads a game without its token as one whose message it cannot edit.
func KeptToken(token string, tokenAt, now time.Time, live bool) string {
	if !live || now.Sub(tokenAt) >= TokenLife {
		return ""
	}
	return token
}
