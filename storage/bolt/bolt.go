package bolt

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"time"

	bbolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"

	"kibitz/storage"
)

// The file holds four buckets:
//   - data: store key -> record (see encode): expiry, version, value;
//   - zsets: store key -> a nested bucket for each key holding a sorted set (layout in zset.go); a key
//     is in data or in zsets, never both;
//   - expiry: 8-byte big-endian expiry time followed by the store key -> "" for a record, "z" for a
//     sorted set, one entry for each key that expires, so that the sweep walks the expired entries in
//     time order and stops at the first live one instead of reading every key;
//   - meta: "format" -> the layout's version, so that a later layout, or a bbolt file of another
//     program, is refused at Open instead of misread.
var (
	bucketData   = []byte("data")
	bucketZsets  = []byte("zsets")
	bucketExpiry = []byte("expiry")
	bucketMeta   = []byte("meta")
	keyFormat    = []byte("format")
)

// format is the layout described above. Change it, with a conversion in initialize, when the layout
// changes. Format 1 was the same without sorted sets: initialize converts it by adding the zsets bucket,
// and a build that reads only format 1 then refuses the file rather than miss its sorted sets.
const format = "2"

// DefaultLockTimeout is how long Open waits for another process to let go of the file. A kibitz being
// restarted may still be closing it for a moment; a second kibitz left running holds it for good, and
// Open then fails saying so rather than waiting for ever (bbolt's default).
const DefaultLockTimeout = 2 * time.Second

// DefaultSweepEvery is how often expired keys are deleted from the file, as the memory store sweeps its
// map (see storage/memory): reads already treat an expired key as missing, but a game nobody touches again
// is never read, and without the sweep the file would keep every abandoned game of its lifetime.
const DefaultSweepEvery = time.Minute

// sweepBatch bounds the deletions of one sweep transaction, so that a sweep after a long downtime never
// holds the single writer for long: it takes several short transactions instead.
const sweepBatch = 1000

// Options configure a Store.
type Options struct {
	// LockTimeout is how long Open waits for the file's lock; DefaultLockTimeout when zero.
	LockTimeout time.Duration
	// SweepEvery is how often expired keys are deleted; DefaultSweepEvery when zero, never when negative
	// (tests that sweep by hand).
	SweepEvery time.Duration
	// Log receives the sweep's failures (a disk that fails a sweep fails the next write too, which its
	// caller sees); nil discards them.
	Log *slog.Logger
}

// Store is a storage.Store in one bbolt file. Its zero value is not usable; call Open.
type Store struct {
	db   *bbolt.DB
	path string
	log  *slog.Logger

	writes    chan writeRequest // to the committer (see commit)
	stop      chan struct{}     // closed by Close: the committer and the sweeper return
	done      sync.WaitGroup    // the committer and the sweeper
	closeOnce sync.Once
	closeErr  error
}

// Open opens the data file at path, creating it (and its folder) when missing, and starts the periodic
// sweep of expired keys. It fails, naming the file, when another process holds the file (after
// LockTimeout), or when the file cannot be read as kibitz's data.
func Open(path string, opt Options) (*Store, error) {
	if path == "" {
		return nil, errors.New("bolt: no data file given")
	}
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return nil, fmt.Errorf("bolt: create the folder of %s: %w", path, err)
		}
	}
	db, err := openLocked(path, lockTimeout(opt))
	if err != nil {
		return nil, err
	}
	if err := db.Update(initialize); err != nil {
		db.Close()
		return nil, fmt.Errorf("bolt: %s: %w", path, err)
	}
	s := &Store{db: db, path: path, log: opt.Log, writes: make(chan writeRequest), stop: make(chan struct{})}
	if s.log == nil {
		s.log = slog.New(slog.DiscardHandler)
	}
	every := opt.SweepEvery
	if every == 0 {
		every = DefaultSweepEvery
	}
	s.done.Go(s.committer)
	s.done.Go(func() { s.sweeper(every) })
	return s, nil
}

// lockTimeout is how long to wait for the lock of a file: opt's, or DefaultLockTimeout.
func lockTimeout(opt Options) time.Duration {
	if opt.LockTimeout <= 0 {
		return DefaultLockTimeout
	}
	return opt.LockTimeout
}

// openLocked opens the bbolt file at path, creating it when missing, and takes its lock, waiting up to
// timeout for another process to let go of it. When the file it locked is no longer the one at path once
// it has the lock, it opens the one there: Compact puts a new file in place of the one whose lock it holds,
// and a kibitz that waited for that lock would otherwise run on a file nobody can open again, its writes
// lost at its next start.
func openLocked(path string, timeout time.Duration) (*bbolt.DB, error) {
	for range 3 { // a file replaced again and again is not a compaction
		var f *os.File
		keep := func(name string, flag int, perm os.FileMode) (*os.File, error) {
			var err error
			f, err = os.OpenFile(name, flag, perm)
			return f, err
		}
		db, err := bbolt.Open(path, 0o600, &bbolt.Options{Timeout: timeout, OpenFile: keep})
		switch {
		case errors.Is(err, berrors.ErrTimeout):
			return nil, fmt.Errorf("bolt: %s is locked by another process (waited %v): only one process can use a data file at a time", path, timeout)
		case errors.Is(err, berrors.ErrInvalid), errors.Is(err, berrors.ErrVersionMismatch), errors.Is(err, berrors.ErrChecksum):
			return nil, fmt.Errorf("bolt: %s is not a kibitz data file, or it is damaged: %w", path, err)
		case err != nil:
			return nil, fmt.Errorf("bolt: open %s: %w", path, err)
		}
		locked, err := f.Stat()
		if err != nil {
			db.Close()
			return nil, fmt.Errorf("bolt: open %s: %w", path, err)
		}
		if now, err := os.Stat(path); err == nil && !os.SameFile(locked, now) {
			db.Close()
			continue
		}
		return db, nil
	}
	return nil, fmt.Errorf("bolt: %s was replaced each time kibitz opened it", path)
}

// initialize creates the buckets of a new file, and checks that an existing one is kibitz's, in this
// layout.
func initialize(tx *bbolt.Tx) error {
	meta := tx.Bucket(bucketMeta)
	if meta == nil {
		others := false
		tx.ForEach(func([]byte, *bbolt.Bucket) error { others = true; return nil })
		if others {
			return errors.New("a bbolt file of another program (it has no kibitz meta bucket)")
		}
		var err error
		if meta, err = tx.CreateBucket(bucketMeta); err != nil {
			return err
		}
		if err := meta.Put(keyFormat, []byte(format)); err != nil {
			return err
		}
	}
	if old, err := checkFormat(meta); err != nil {
		return err
	} else if old {
		if err := meta.Put(keyFormat, []byte(format)); err != nil {
			return err
		}
	}
	for _, name := range [][]byte{bucketData, bucketZsets, bucketExpiry} {
		if _, err := tx.CreateBucketIfNotExists(name); err != nil {
			return err
		}
	}
	return nil
}

// checkFormat checks that meta names a format this build reads: format, or format 1, which initialize
// converts (old) and Compact copies as it is.
func checkFormat(meta *bbolt.Bucket) (old bool, err error) {
	switch got := string(meta.Get(keyFormat)); got {
	case format:
		return false, nil
	case "1":
		return true, nil
	default:
		return false, fmt.Errorf("data format %q, and this build of kibitz reads format %q", got, format)
	}
}

// Path is the data file's path, as given to Open.
func (s *Store) Path() string { return s.path }

// record is a value as stored: when it expires (Unix nanoseconds, 0 for never), its version (the data
// bucket's sequence when it was written: the compare of compare-and-set, never reused, so a key deleted
// and written again does not pass for unchanged), and the value.
type record struct {
	expires int64
	version uint64
	value   []byte
}

const headerSize = 16

func encode(r record) []byte {
	out := make([]byte, headerSize+len(r.value))
	binary.BigEndian.PutUint64(out, uint64(r.expires))
	binary.BigEndian.PutUint64(out[8:], r.version)
	copy(out[headerSize:], r.value)
	return out
}

// decode reads a stored record. Its value aliases raw, which bbolt keeps valid only within the
// transaction: clone it to keep it.
func decode(key string, raw []byte) (record, error) {
	if len(raw) < headerSize {
		return record{}, fmt.Errorf("bolt: the record of %s is damaged (%d bytes, shorter than its header)", key, len(raw))
	}
	return record{
		expires: int64(binary.BigEndian.Uint64(raw)),
		version: binary.BigEndian.Uint64(raw[8:]),
		value:   raw[headerSize:],
	}, nil
}

// live reports whether r has not expired at now: like Redis and the memory store, a key is gone from the
// instant its time to live runs out.
func (r record) live(now int64) bool { return r.expires == 0 || now < r.expires }

// expiryKey is the expiry bucket's key for a record of key expiring at expires.
func expiryKey(expires int64, key []byte) []byte {
	out := make([]byte, 8+len(key))
	binary.BigEndian.PutUint64(out, uint64(expires))
	copy(out[8:], key)
	return out
}

// usable checks that the store is open and key is one bbolt can keep.
func (s *Store) usable(key string) error {
	select {
	case <-s.stop:
		return s.closedError()
	default:
	}
	return checkKey(key)
}

func (s *Store) closedError() error { return fmt.Errorf("bolt: %s is closed", s.path) }

func checkKey(key string) error {
	switch {
	case key == "":
		return errors.New("bolt: empty key")
	case len(key) > bbolt.MaxKeySize-8: // the expiry index adds 8 bytes
		return fmt.Errorf("bolt: key of %d bytes, longer than the %d bbolt allows", len(key), bbolt.MaxKeySize-8)
	}
	return nil
}

// lookup reads key's record in tx; ok is false when the key is missing or expired at now.
func lookup(tx *bbolt.Tx, key string, now int64) (r record, ok bool, err error) {
	raw := tx.Bucket(bucketData).Get([]byte(key))
	if raw == nil {
		return record{}, false, nil
	}
	if r, err = decode(key, raw); err != nil {
		return record{}, false, err
	}
	return r, r.live(now), nil
}

// write sets key to value (nil deletes it) with a time to live (0: none) in the write transaction tx,
// replacing whatever the key held, expired or not (a sorted set included), and its entry in the expiry
// index.
func write(tx *bbolt.Tx, key string, value []byte, ttl time.Duration, now int64) error {
	if err := dropZset(tx, key); err != nil {
		return err
	}
	data, index := tx.Bucket(bucketData), tx.Bucket(bucketExpiry)
	k := []byte(key)
	if raw := data.Get(k); raw != nil {
		old, err := decode(key, raw)
		if err != nil {
			return err
		}
		if old.expires != 0 {
			if err := index.Delete(expiryKey(old.expires, k)); err != nil {
				return err
			}
		}
	}
	if value == nil {
		return data.Delete(k)
	}
	version, err := data.NextSequence()
	if err != nil {
		return err
	}
	r := record{version: version, value: value}
	if ttl > 0 {
		r.expires = now + int64(ttl)
		if err := index.Put(expiryKey(r.expires, k), []byte{}); err != nil {
			return err
		}
	}
	return data.Put(k, encode(r))
}

// errChanged is what a write returns when its compare failed: it wrote nothing, and its caller reads
// again (Update) or reports the key taken (Claim).
var errChanged = errors.New("bolt: the key changed since it was read")

// Get implements storage.Store. An expired key reads as missing at once; its bytes leave the file at its
// next write or at the next sweep (deleting it here would turn a read into a write and its fsync).
func (s *Store) Get(ctx context.Context, key string) ([]byte, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if err := s.usable(key); err != nil {
		return nil, err
	}
	var value []byte
	err := s.db.View(func(tx *bbolt.Tx) error {
		now := time.Now().UnixNano()
		r, ok, err := lookup(tx, key, now)
		if err != nil || !ok {
			return wrongIfZset(tx, key, now, err)
		}
		value = bytes.Clone(r.value)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("bolt: get %s: %w", key, err)
	}
	if value == nil {
		return nil, storage.ErrNotFound
	}
	return value, nil
}

// Update implements storage.Store. fn runs between two transactions, as it would against a server: a read
// transaction notes the key's version, and the write transaction (bbolt has one writer at a time, so its
// check and its write cannot be interleaved) writes only if the version is still the same. Holding the
// write transaction across fn instead would need no compare, but one slow fn would stop every other
// write, and an fn that writes to the store itself would deadlock.
func (s *Store) Update(ctx context.Context, key string, ttl time.Duration, fn storage.UpdateFunc) ([]byte, error) {
	if err := s.usable(key); err != nil {
		return nil, err
	}
	for attempt := range storage.MaxRetries {
		if attempt > 0 {
			if err := storage.Backoff(ctx, attempt-1); err != nil {
				return nil, err
			}
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		var seen record
		var existed bool
		var current []byte
		err := s.db.View(func(tx *bbolt.Tx) error {
			now := time.Now().UnixNano()
			var err error
			seen, existed, err = lookup(tx, key, now)
			if existed {
				current = bytes.Clone(seen.value)
			}
			if !existed {
				return wrongIfZset(tx, key, now, err)
			}
			return err
		})
		if err != nil {
			return nil, fmt.Errorf("bolt: update %s: %w", key, err)
		}
		next, err := fn(current)
		if errors.Is(err, storage.ErrKeep) {
			return current, nil
		}
		if err != nil {
			return nil, err
		}
		err = s.commit(func(tx *bbolt.Tx, now int64) error {
			r, exists, err := lookup(tx, key, now)
			if err != nil {
				return err
			}
			if exists != existed || exists && r.version != seen.version || liveZset(tx, key, now) != nil {
				return errChanged // a sorted set created since the read: the next read reports it
			}
			return write(tx, key, next, ttl, now)
		})
		if errors.Is(err, errChanged) {
			continue // another writer got in since the read: read again
		}
		if err != nil {
			return nil, fmt.Errorf("bolt: update %s: %w", key, err)
		}
		return next, nil
	}
	return nil, storage.ErrContention
}

// Delete implements storage.Store.
func (s *Store) Delete(ctx context.Context, key string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := s.usable(key); err != nil {
		return err
	}
	err := s.commit(func(tx *bbolt.Tx, now int64) error {
		return write(tx, key, nil, 0, now)
	})
	if err != nil {
		return fmt.Errorf("bolt: delete %s: %w", key, err)
	}
	return nil
}

// Claim implements storage.Store, as Redis's SET NX PX: the check and the write are one write transaction,
// and bbolt runs one at a time, so exactly one of many concurrent claims finds the key absent. The claim
// is an ordinary record with a new version, so an Update that read the key as missing before it was
// claimed fails its compare and reads again.
func (s *Store) Claim(ctx context.Context, key string, ttl time.Duration) (bool, error) {
	if err := ctx.Err(); err != nil {
		return false, err
	}
	if err := s.usable(key); err != nil {
		return false, err
	}
	err := s.commit(func(tx *bbolt.Tx, now int64) error {
		_, exists, err := lookup(tx, key, now)
		if err != nil {
			return err
		}
		if exists || liveZset(tx, key, now) != nil {
			return errChanged // taken: roll back rather than commit nothing
		}
		return write(tx, key, []byte("1"), ttl, now)
	})
	if errors.Is(err, errChanged) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("bolt: claim %s: %w", key, err)
	}
	return true, nil
}

// Ping implements storage.Store: a read transaction, which fails once the file is closed.
func (s *Store) Ping(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := s.db.View(func(*bbolt.Tx) error { return nil }); err != nil {
		return fmt.Errorf("bolt: %s: %w", s.path, err)
	}
	return nil
}

// Close implements storage.Store: it stops the sweep and closes the file, releasing its lock. Closing
// twice is harmless.
func (s *Store) Close() error {
	s.closeOnce.Do(func() {
		close(s.stop)
		s.done.Wait()
		s.closeErr = s.db.Close()
	})
	return s.closeErr
}
