package bolt

import (
	"errors"
	"time"

	bbolt "go.etcd.io/bbolt"
)

// writeRequest is one write for the committer: apply checks and writes in the shared transaction, and
// done receives its outcome once the transaction is on disk.
type writeRequest struct {
	apply func(tx *bbolt.Tx, now int64) error
	done  chan error
}

// refused wraps the error of a write that checked and wrote nothing, a sorted-set operation on a key
// holding a value, a score that is not a number: like errChanged, it does not fail the group's
// transaction, whose other writes commit.
type refused struct{ error }

func (r refused) Unwrap() error { return r.error }

// wroteNothing reports whether a write's error is one of those that leave the transaction usable.
func wroteNothing(err error) bool {
	var r refused
	return errors.Is(err, errChanged) || errors.As(err, &r)
}

// maxGroup bounds the writes committed together.
const maxGroup = 256

// commit runs apply in a write transaction and returns once that transaction is on disk (or failed).
// apply checks before it writes: it returns errChanged, having written nothing, when its compare fails, or
// a refused error when the write is not allowed.
//
// Writes are committed in groups: one goroutine, the committer, takes a write, and with it every write
// that queued while the previous transaction was syncing, runs them all in one transaction and answers
// each once it has committed. A commit syncs the file twice (bbolt writes the pages, syncs, writes the meta
// page, syncs), which is most of a write's cost, so a group shares that cost: alone, a write waits for its
// own commit only; under load, for at most one commit ahead of it and its own (measured in the package
// doc). The writes of a group see each other's, as if they had run one after the other, so two writes of
// one key in a group are a compare-and-set race like any other: the second finds the key changed.
func (s *Store) commit(apply func(tx *bbolt.Tx, now int64) error) error {
	req := writeRequest{apply: apply, done: make(chan error, 1)}
	select {
	case s.writes <- req:
	case <-s.stop:
		return s.closedError()
	}
	// Once handed over, a write is never abandoned (not even for ctx): whether it committed would be
	// unknown to the caller. The wait is bounded by the commits ahead of it.
	return <-req.done
}

// committer commits the queued writes in groups (see commit) until Close. It answers every request it has
// taken before it looks at stop again, and the send in commit completes only when it takes one, so no
// caller waits for ever.
func (s *Store) committer() {
	group := make([]writeRequest, 0, maxGroup)
	outcome := make([]error, 0, maxGroup)
	for {
		group = group[:0]
		select {
		case req := <-s.writes:
			group = append(group, req)
		case <-s.stop:
			return
		}
	queued:
		for len(group) < maxGroup {
			select {
			case req := <-s.writes:
				group = append(group, req)
			default:
				break queued
			}
		}
		outcome = outcome[:len(group)]
		err := s.db.Update(func(tx *bbolt.Tx) error {
			now := time.Now().UnixNano()
			for i, req := range group {
				outcome[i] = req.apply(tx, now)
				if outcome[i] != nil && !wroteNothing(outcome[i]) {
					return outcome[i]
				}
			}
			return nil
		})
		if err != nil && len(group) > 1 {
			// One write failed (or the commit did), and the transaction, every write of the group with
			// it, was rolled back: run each alone, so that only a failing one fails.
			for _, req := range group {
				req.done <- s.db.Update(func(tx *bbolt.Tx) error { return req.apply(tx, time.Now().UnixNano()) })
			}
			continue
		}
		for i, req := range group {
			if err != nil {
				outcome[i] = err
			}
			req.done <- outcome[i]
		}
	}
}
