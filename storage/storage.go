// Package storage keeps kibitz's game sessions: small values under string keys, changed only by
// compare-and-set so that two button presses at the same instant never both apply; and sorted sets
// (members with scores, as Redis keeps them) for what many writers add to at once without reading it
// first: deadlines, leaderboards.
//
// There are three backends with the same type names: storage/redis (go-redis v9: one node, Sentinel or
// Cluster), shared by any number of processes; storage/bolt, one data file for one process, which keeps
// everything across restarts; and storage/memory, whose state is lost on exit. Package storagetest holds
// the one conformance suite all three pass.
package storage

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"time"
)

// ErrNotFound is returned by Get for a key that does not exist or has expired.
var ErrNotFound = errors.New("storage: not found")

// ErrContention is returned by Update when the key kept changing under it for every retry: another writer
// won each time. It is rare (the retries cover ordinary races) and the caller may try again.
var ErrContention = errors.New("storage: too much contention, update gave up")

// ErrKeep, returned by an update function, ends the update without writing and without error: the value
// stays as it was (and its TTL is not refreshed). Update then returns the old value.
var ErrKeep = errors.New("storage: keep the current value")

// UpdateFunc computes a key's new value from its current one. current is nil when the key does not exist.
// It returns the value to write, nil to delete the key, ErrKeep to leave it untouched, or another error to
// abandon the update (which Update returns as is). It may be called several times, once per attempt, so it
// must not have side effects beyond computing its result.
type UpdateFunc func(current []byte) ([]byte, error)

// ErrUnavailable is matched by an error of an operation that could not reach the store: the connection
// refused, dropped or timed out, the server not serving yet. Whether a write was done is not known (its
// reply may be what was lost). It passes: the caller may try again in a moment, and the user is told so.
var ErrUnavailable = errors.New("storage: the store cannot be reached")

// ErrWrongKind is returned by an operation on a key that holds the other kind of data: Get or Update of a
// sorted set, a sorted-set operation on a value. Redis calls it WRONGTYPE. Nothing is changed.
var ErrWrongKind = errors.New("storage: the key holds another kind of data")

// ErrNotANumber is returned by the sorted-set operations for a score or bound that is not a number: NaN,
// or an increment of an infinite score by its opposite. Redis refuses them too. Nothing is changed.
var ErrNotANumber = errors.New("storage: a score that is not a number")

// Scored is a member of a sorted set with its score.
type Scored struct {
	Member string
	Score  float64
}

// Store is a key-value store with compare-and-set updates, and sorted sets.
//
// Keys are short strings such as "ttt:8f3k2a"; a backend may prefix them (Redis adds a namespace and a hash
// tag, so one key's data stays on one Cluster slot). A key holds a value (opaque bytes, usually JSON) or a
// sorted set, never both.
//
// Contract, checked by storagetest.Run for every backend:
//   - Get returns ErrNotFound for a missing or expired key.
//   - Update reads the current value, calls fn, and writes fn's result only if the key has not changed
//     since the read; otherwise it reads again and retries, a bounded number of times (then ErrContention).
//     So no update is ever lost or applied on top of a value it did not see. A successful write sets the
//     key's time to live to ttl (0 means no expiry). Update returns the value now stored (nil if deleted).
//   - A blind write (a new game under a fresh id, a value replaced whatever it was) is an Update whose fn
//     ignores current; PutJSON is that write for JSON values. Like any Update it sets the time to live.
//   - Delete removes a key, whatever it holds; deleting a missing key is not an error (it is idempotent).
//   - Claim sets a key only if it does not exist (or has expired), with a time to live, and reports whether
//     this caller set it: among any number of concurrent claims of one key, exactly one wins until the
//     key expires or is deleted. The router claims each interaction id this way, so an interaction
//     delivered twice, to one replica or to two, runs once. A claimed key reads as existing.
//   - Ping reports whether the backend answers (health checks).
//   - All methods are safe for concurrent use and honour ctx cancellation.
//
// Sorted sets, as Redis has them (ZADD, ZINCRBY, ZREM, ZSCORE, ZRANGEBYSCORE, ZREVRANGE): a set of
// distinct members (any strings), each with a float64 score, ordered by score and, between equal scores,
// by member (bytewise). Each operation is atomic on its own, with no compare-and-set and so no retries:
// any number of writers may add to one set at once and none is lost, which is what they are for (a
// deadline per game in one index, points per player in a leaderboard).
//   - ZAdd sets member's score, adding the member (and creating the key) when missing.
//   - ZIncrBy adds delta to member's score (a missing member counts from 0) and returns the new score.
//   - ZIncrByOnce is ZIncrBy done once per token: it adds delta to member's score and keeps token for key,
//     for ttl (0: for ever), both in one atomic step, unless key keeps token already, when it changes
//     nothing and reports false. A caller that sees an error cannot tell whether the write was done
//     (a reply lost after the server ran it): it calls again with the same token, and the increment
//     counts once either way. A key's tokens are not keys (Get, Claim and Delete do not see them; a set
//     deleted or expired keeps its tokens for their ttl), and a refused increment keeps no token.
//   - ZRem removes members; missing ones are ignored. Removing the last member deletes the key.
//   - ZScore returns member's score, and found false for a missing member or key.
//   - ZRangeByScore returns the members with min <= score <= max (math.Inf for open ends), by ascending
//     score, at most limit of them (limit <= 0: all).
//   - ZRevRange returns the members ranked start to stop (inclusive, from 0, the highest score first;
//     negative ranks count from the lowest, -1 being the last), by descending score, equal scores in
//     descending member order: Redis's ZREVRANGE, a leaderboard's top n being ZRevRange(0, n-1).
//   - A sorted-set write keeps the key's time to live; a missing or expired key reads as an empty set.
//   - A score, increment, result or bound that is not a number (NaN) is ErrNotANumber; a key holding a
//     value is ErrWrongKind (and so are Get and Update of a key holding a sorted set).
//
// Expire sets the time to live of a key of either kind (a weekly leaderboard expires as a whole): ttl > 0
// from now, 0 to keep it for ever. A missing key stays missing. A negative ttl is an error.
type Store interface {
	Get(ctx context.Context, key string) ([]byte, error)
	Update(ctx context.Context, key string, ttl time.Duration, fn UpdateFunc) ([]byte, error)
	Delete(ctx context.Context, key string) error
	Claim(ctx context.Context, key string, ttl time.Duration) (bool, error)

	ZAdd(ctx context.Context, key, member string, score float64) error
	ZIncrBy(ctx context.Context, key, member string, delta float64) (float64, error)
	ZIncrByOnce(ctx context.Context, key, member string, delta float64, token string, ttl time.Duration) (counted bool, err error)
	ZRem(ctx context.Context, key string, members ...string) error
	ZScore(ctx context.Context, key, member string) (score float64, found bool, err error)
	ZRangeByScore(ctx context.Context, key string, min, max float64, limit int) ([]Scored, error)
	ZRevRange(ctx context.Context, key string, start, stop int) ([]Scored, error)
	Expire(ctx context.Context, key string, ttl time.Duration) error

	Ping(ctx context.Context) error
	Close() error
}

// CheckScore returns ErrNotANumber for a NaN score (of ZAdd, an increment of ZIncrBy or its result, a
// bound of ZRangeByScore), for the backends that compute scores themselves.
func CheckScore(score float64) error {
	if math.IsNaN(score) {
		return ErrNotANumber
	}
	return nil
}

// TokenKey is where a backend without slots to mind keeps ZIncrByOnce's token for key: a name no
// caller's key takes, since kibitz's keys never begin with a NUL byte, and that no two pairs of key and
// token share (the key's length comes first).
func TokenKey(key, token string) string {
	return "\x00once:" + strconv.Itoa(len(key)) + ":" + key + ":" + token
}

// CheckTTL refuses the negative time to live of an Expire, for every backend alike.
func CheckTTL(ttl time.Duration) error {
	if ttl < 0 {
		return fmt.Errorf("storage: negative time to live %v", ttl)
	}
	return nil
}

// RankRange turns ZRevRange's start and stop, Redis's ranks that may count from the end, into the
// half-open range [from, to) of ranks in a set of n members; from >= to when it holds none.
func RankRange(start, stop, n int) (from, to int) {
	if start < 0 {
		start = max(n+start, 0)
	}
	if stop < 0 {
		stop = n + stop
	}
	return start, min(stop, n-1) + 1 // stop+1 could overflow
}

// MaxRetries is how many attempts a backend makes at an update whose key keeps changing under it before
// it gives up with ErrContention. Ten attempts span up to about 0.4 s of Backoff, which covers ordinary
// races (two presses at once cost one retry); a key still changing after that is hot enough that waiting
// longer would only hold an interaction past Discord's patience, and the router answers ErrContention
// with "busy, try again" instead.
const MaxRetries = 10

// Backoff waits before retry number attempt (0 for the first retry) of an update that lost a race, and
// returns ctx's error if ctx ends first. The wait is random, up to 1 ms doubled with each attempt and
// capped at 128 ms ("full jitter"), so that writers who collided spread out instead of colliding again
// in lockstep. Two presses at the same instant, the usual race, cost the loser one retry after at most
// 1 ms.
//
// Measured with the conformance suite's worst case, 50 goroutines each adding 10 to one counter on a real
// Redis (2 cores; the most attempts one update needed, median of 5 runs, range in brackets): retrying at
// once, 60 (35-82), within sight of the 100 attempts then allowed; capped at 32 ms, 27 (20-31); capped
// at 128 ms, 12 (11-14), with the 500 updates done in about the same time as without any wait. Kept:
// 128 ms. Fifty writers on one key is far beyond any game's traffic: at MaxRetries a few of those updates
// end in ErrContention, which the suite now counts instead of forbidding.
func Backoff(ctx context.Context, attempt int) error {
	limit := time.Millisecond << min(attempt, 7)
	t := time.NewTimer(rand.N(limit) + 1)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// JSON values carry a schema version.
//
// The JSON helpers below store a value of type T as a two-element array, [N, value], where N is
// T.SchemaVersion(): for example [1,{"id":"8f3k2a","board":"X........"}]. An array, rather than an object
// with a version field beside the value, because nothing can clash with it: no game's own field is ever
// taken for the envelope, and every type stored before versions existed (structs and maps, no slices) was
// stored as an object, so a value is an envelope exactly when it is an array. It also makes a replica of kibitz
// from before versions fail loudly on a new value ("cannot unmarshal array") during a rolling upgrade,
// where an object envelope would decode as an empty game, silently, and be written back that way.
//
// Reading a value in version N into a type whose version is V:
//   - N == V: it decodes as T.
//   - N < V: T's MigrateFrom, when T has one (see Migrator), builds the value from the old one. Without
//     one it cannot be read, except version 0 when V is 1 (next item).
//   - No envelope: a value stored before versions existed, read as version 0. Version 1 of every type is
//     the layout it had then, so while V is 1 it decodes as T; once V moves on, MigrateFrom handles 0 too.
//   - N > V (a newer replica wrote it), or no migration, or a value that does not decode (damaged, or
//     another type's), or one that T's Validate rejects (see Validator): an *UnreadableError, which
//     errors.Is matches with ErrUnreadable. Never a zero value in its place, and never a silent reset:
//     UpdateJSON does not call its function then, and writes nothing.
//
// So bump a type's version, and give it a MigrateFrom, whenever a change would make an older value decode
// wrongly: a field renamed, removed, or given another meaning or type. A field added at the top level of
// the value, whose zero value is right for the older values, needs neither: a build from before it that
// updates the value keeps it as it was (unknown.go), though it acts without it. A field added deeper in
// the value (inside a list or a nested struct) needs a new version, or older builds drop it. Going back to an older build after a bump makes the values
// written since unreadable to it, which is the point: they are reported, not misread.

// ErrUnreadable is matched (errors.Is) by the error for a value that exists but cannot be read as the type
// asked for: damaged, of another type, in a newer schema version, or in an older one with no migration.
// The error is an *UnreadableError, with the key and the cause.
var ErrUnreadable = errors.New("storage: stored value cannot be read")

// UnreadableError is the error for a value under Key that cannot be read; Err says why.
type UnreadableError struct {
	Key string
	Err error
}

func (e *UnreadableError) Error() string {
	return "storage: " + e.Key + " cannot be read: " + e.Err.Error()
}

// Is makes errors.Is(err, ErrUnreadable) true for every UnreadableError.
func (e *UnreadableError) Is(target error) bool { return target == ErrUnreadable }

func (e *UnreadableError) Unwrap() error { return e.Err }

// Versioned is what every type stored with GetJSON, UpdateJSON and PutJSON implements: the version of
// its stored layout, a constant starting at 1, on a value receiver. The helpers require it as a type
// constraint, so that a type stored without a version does not compile.
type Versioned interface {
	SchemaVersion() int
}

// Migrator is implemented (on the pointer) by a stored type that can read its older versions: MigrateFrom
// sets the receiver, a zero value, from raw, a value stored in version (0 for a value stored before
// versions existed; always below the current one). An error makes the value unreadable.
type Migrator interface {
	MigrateFrom(version int, raw json.RawMessage) error
}

// Validator is implemented (on the pointer) by a stored type whose values can decode and still be wrong,
// such as a board kept as text: Validate runs after decoding (or MigrateFrom), and an error makes the value
// unreadable, so that the code using a value read from the store may rely on what Validate checked.
type Validator interface {
	Validate() error
}

// encodeJSON is v in its envelope.
func encodeJSON[T Versioned](key string, v *T) ([]byte, error) { return encodeJSONWith(key, v, nil) }

// encodeJSONWith is encodeJSON with the fields unknown to T added to the value (withFields).
func encodeJSONWith[T Versioned](key string, v *T, unknown map[string]json.RawMessage) ([]byte, error) {
	version := (*new(T)).SchemaVersion()
	if version < 1 {
		return nil, fmt.Errorf("storage: encode %s: %T has schema version %d; versions start at 1", key, *new(T), version)
	}
	if v == nil {
		// It would be stored as null, which reads as unreadable: refuse it here, where the mistake is.
		return nil, fmt.Errorf("storage: encode %s: a nil %T", key, v)
	}
	body, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("storage: encode %s: %w", key, err)
	}
	body = withFields(body, unknown)
	out := make([]byte, 0, len(body)+8)
	out = strconv.AppendInt(append(out, '['), int64(version), 10)
	out = append(append(append(out, ','), body...), ']')
	return out, nil
}

// decodeJSON reads raw, stored under key, as a T, by the rules above. It returns an *UnreadableError, or
// the value and, when it was stored in T's own version, its body as stored (for unknownFields).
func decodeJSON[T Versioned](key string, raw []byte) (*T, json.RawMessage, error) {
	version, body, err := unwrapJSON(raw)
	var v *T
	if err == nil {
		v, err = decodeBody[T](version, body)
	}
	if err != nil {
		return nil, nil, &UnreadableError{Key: key, Err: err}
	}
	if version != (*new(T)).SchemaVersion() {
		body = nil
	}
	return v, body, nil
}

// decodeBody reads body, a value stored in schema version version, as a T (decodeJSON).
func decodeBody[T Versioned](version int, body json.RawMessage) (*T, error) {
	want := (*new(T)).SchemaVersion()
	var err error
	if isJSONNull(body) {
		// json.Unmarshal would leave a zero value: exactly what must not pass for a stored one.
		return nil, errors.New("the stored value is null")
	}
	v := new(T)
	switch m, migrates := any(v).(Migrator); {
	case version == want:
		err = json.Unmarshal(body, v)
	case version > want:
		err = fmt.Errorf("schema version %d is newer than this build's %d", version, want)
	case migrates:
		err = m.MigrateFrom(version, body)
	case version == 0 && want == 1:
		err = json.Unmarshal(body, v)
	default:
		err = fmt.Errorf("schema version %d is older than this build's %d, and %T has no migration", version, want, *new(T))
	}
	if err != nil {
		return nil, err
	}
	if c, ok := any(v).(Validator); ok {
		if err := c.Validate(); err != nil {
			return nil, err
		}
	}
	return v, nil
}

// unwrapJSON splits a stored value into its schema version and its body: an array is an envelope, and
// anything else a value from before versions existed, version 0.
func unwrapJSON(raw []byte) (int, json.RawMessage, error) {
	trimmed := bytes.TrimLeft(raw, " \t\r\n")
	if len(trimmed) == 0 || trimmed[0] != '[' {
		return 0, raw, nil
	}
	var env []json.RawMessage
	if err := json.Unmarshal(raw, &env); err != nil {
		return 0, nil, err
	}
	var version int
	if len(env) != 2 || json.Unmarshal(env[0], &version) != nil || version < 1 {
		return 0, nil, errors.New("an array that is not a [version, value] envelope")
	}
	return version, env[1], nil
}

func isJSONNull(b []byte) bool { return string(bytes.TrimSpace(b)) == "null" }

// GetJSON reads the JSON value under key into v. It returns ErrNotFound when the key is missing, and an
// error matching ErrUnreadable when the value cannot be read as a T; v is set only on success.
func GetJSON[T Versioned](ctx context.Context, s Store, key string, v *T) error {
	data, err := s.Get(ctx, key)
	if err != nil {
		return err
	}
	got, _, err := decodeJSON[T](key, data)
	if err != nil {
		return err
	}
	*v = *got
	return nil
}

// UpdateJSON changes a key holding a JSON value of type T with compare-and-set. fn receives the current
// value (nil when the key is missing) and returns the new one (nil deletes the key), or ErrKeep, or an
// error that abandons the update. fn may run several times. UpdateJSON returns the value now stored.
//
// A current value that cannot be read as a T is an error matching ErrUnreadable: fn is not called, since
// passing nil would let it start over on top of a value it never saw, and nothing is written.
func UpdateJSON[T Versioned](ctx context.Context, s Store, key string, ttl time.Duration, fn func(current *T) (*T, error)) (*T, error) {
	var result *T
	_, err := s.Update(ctx, key, ttl, func(raw []byte) ([]byte, error) {
		var cur *T
		var unknown map[string]json.RawMessage // what a newer build keeps in the value: unknown.go
		if raw != nil {
			var body json.RawMessage
			var err error
			if cur, body, err = decodeJSON[T](key, raw); err != nil {
				return nil, err
			}
			if body != nil {
				unknown = unknownFields[T](body)
			}
		}
		next, err := fn(cur)
		if errors.Is(err, ErrKeep) {
			result = cur
			return nil, err
		}
		if err != nil {
			return nil, err
		}
		result = next
		if next == nil {
			return nil, nil
		}
		return encodeJSONWith(key, next, unknown)
	})
	if err != nil {
		return nil, err
	}
	return result, nil
}

// PutJSON writes v as JSON under key, whatever the key holds now (a blind write), and sets its time to live
// to ttl (0 means no expiry). It goes through Update like every change, so it never lands in the middle of
// another writer's compare-and-set, but it neither reads nor decodes the current value: a value that would
// not decode is replaced, not reported. Use UpdateJSON for a change that depends on the current value.
func PutJSON[T Versioned](ctx context.Context, s Store, key string, ttl time.Duration, v *T) error {
	data, err := encodeJSON(key, v)
	if err != nil {
		return err
	}
	_, err = s.Update(ctx, key, ttl, func([]byte) ([]byte, error) { return data, nil })
	return err
}
