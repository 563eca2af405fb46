package commands

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"math"
	"slices"
	"time"
)

// Results that reach the figures and the boards even when their recording fails. A game ends with one
// compare-and-set of its own key, and its results are written after it, to other keys (the players'
// statistics, the leaderboards): the store has no transaction over both. A write that failed there (the
// store restarting, a network cut) or a process that stopped between them lost the results, though the
// game said who won: the ranked win went nowhere, and so did the loss that ranking it should have cost.
//
// So a game ends through RecordAll, which first notes the end's results in one sorted set
// (PendingResults: the results as JSON, scored at when they are due for repair), then records them, then
// takes the note out. A note that stays, because a recording failed or the process stopped, is taken up
// by RepairResults, run by the deadline sweep of that set (SweepingDeadlines, started by the
// leaderboard's room): it records the results again, and Record counts each once whatever the number of
// times (Result.ID). Left: a process that stops between the game's commit and the note (no store call
// apart) loses the end, as before, and a note that cannot be written leaves the recording unrepaired.

// PendingResults is the sorted set of the ends whose results are not all recorded yet (RecordAll).
const PendingResults = "results:pending"

// The repair's times.
const (
	// pendingAfter is how long after an end its note is due for repair: long enough that the recording
	// that wrote it is over under the store's timeouts. A recording still under way after it (a board's
	// increment hanging past them) can meet its repair, and no harm done: a board's win and its token are
	// one write (Store.ZIncrByOnce), so whichever of the two comes first counts it and the other does not.
	pendingAfter = 30 * time.Second
	// pendingRetry is how long a repair that failed waits before it tries again.
	pendingRetry = time.Minute
	// pendingKeep is how long an end is tried: the store down for a day has lost more than results.
	pendingKeep = 24 * time.Hour
	// pendingAtOnce is how many ends one repair takes.
	pendingAtOnce = 32
)

// pendingEnd is a note in PendingResults: one end's results, and when it ended.
type pendingEnd struct {
	Ended   time.Time `json:"ended"`
	Results []Result  `json:"results"`
}

// RecordAll records the results of one end of a game (each with its ID: Result.ID), noting them first in
// PendingResults so that RepairResults records them again if any recording fails or the process stops;
// the note goes once all are recorded. It records them all even when one fails, and returns the first
// error. The results are dated by when the game ended, the first's Ended when the caller knows it (the
// arrival of the move that ended it, the deadline a player ran out at), else now: a move that arrived
// in the last second of a week counts in that week, however late kibitz got to it.
func (e Env) RecordAll(ctx context.Context, results []Result) error {
	if len(results) == 0 {
		return nil
	}
	for _, r := range results {
		if r.ID == "" {
			return errors.New("commands: a result recorded with RecordAll needs an ID")
		}
	}
	now := e.Now()
	ended := cmp.Or(results[0].Ended, now)
	results = slices.Clone(results)
	for i := range results {
		results[i].Ended = ended // the repair, later, dates them by the end
	}
	note, err := json.Marshal(pendingEnd{Ended: ended, Results: results})
	if err != nil {
		return err
	}
	noted := e.Store.ZAdd(ctx, PendingResults, string(note), DeadlineScore(now.Add(pendingAfter))) == nil
	if !noted {
		e.Log.Warn("noting a game's results before recording them: a failure now is not repaired", results[0].logged()...)
	}
	var first error
	for _, r := range results {
		if err := e.Record(ctx, r); err != nil && first == nil {
			first = err
		}
	}
	if first == nil && noted {
		if err := e.Store.ZRem(ctx, PendingResults, string(note)); err != nil {
			e.Log.Warn("taking a recorded end out of the pending results: its repair records it again, once", append(results[0].logged(), "err", err)...)
		}
	}
	return first
}

// RepairResults records again the ends in PendingResults that are due (RecordAll), and takes out each
// whose results are all recorded now, or that has been tried for pendingKeep; one that fails again is
// due again pendingRetry later. Two replicas repairing one end at once count it once (Result.ID).
func (e Env) RepairResults(ctx context.Context) {
	now := e.Now()
	due, err := e.Store.ZRangeByScore(ctx, PendingResults, math.Inf(-1), DeadlineScore(now), pendingAtOnce)
	if err != nil {
		e.Log.Warn("reading the pending results", "err", err)
		return
	}
	for _, d := range due {
		var end pendingEnd
		if err := json.Unmarshal([]byte(d.Member), &end); err != nil || len(end.Results) == 0 {
			// by its size: the note holds the players' ids and names, which the log does not carry
			e.Log.Error("a pending end that cannot be read is dropped", "bytes", len(d.Member), "err", err)
			e.dropPending(ctx, d.Member)
			continue
		}
		var failed error
		for _, r := range end.Results {
			if err := e.Record(ctx, r); err != nil {
				failed = err
			}
		}
		switch {
		case failed == nil:
			e.Log.Info("repaired a game's results", append(end.Results[0].logged(), "ended", end.Ended)...)
			e.dropPending(ctx, d.Member)
		case now.Sub(end.Ended) >= pendingKeep:
			e.Log.Error("a game's results could not be recorded: given up", append(end.Results[0].logged(), "ended", end.Ended, "err", failed)...)
			e.dropPending(ctx, d.Member)
		default:
			e.Log.Warn("repairing a game's results: trying again later", append(end.Results[0].logged(), "err", failed)...)
			if err := e.Store.ZAdd(ctx, PendingResults, d.Member, DeadlineScore(now.Add(pendingRetry))); err != nil {
				e.Log.Warn("delaying a pending end", append(end.Results[0].logged(), "err", err)...)
			}
		}
	}
}

// dropPending takes a note out of PendingResults.
func (e Env) dropPending(ctx context.Context, note string) {
	if err := e.Store.ZRem(ctx, PendingResults, note); err != nil {
		e.Log.Warn("taking an end out of the pending results", "err", err)
	}
}

// logged is how the log names the end whose results r is one of: the result's ID and its game (kind), never
// what the result holds (players, names, outcome).
func (r Result) logged() []any { return []any{"result", r.ID, "kind", r.Game} }
