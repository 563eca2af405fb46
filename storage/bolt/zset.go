package bolt

import (
	"bytes"
	"cmp"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"time"

	bbolt "go.etcd.io/bbolt"

	"kibitz/storage"
)

// A sorted set is a bucket nested in the zsets bucket, named by its store key, holding:
//   - "expires": when the set expires, 8-byte big-endian Unix nanoseconds, 0 for never (with its entry
//     in the expiry index, valued kindZset, as a record's);
//   - bucket "m": "." followed by the member -> its score, 8-byte big-endian IEEE 754 bits (the dot
//     because bbolt refuses an empty key, and the empty string is a member like any other);
//   - bucket "s": order(score) followed by the member -> nothing: the members in the set's order, since
//     bbolt keeps keys in bytewise order, so that a range by score is a Seek and a walk, and the top of a
//     leaderboard a walk back from the end.
//
// Each operation is one transaction, like Claim: bbolt runs one writer at a time, so ZIncrBy's read
// and write cannot be interleaved with another's, and no increment is lost. Writes go through commit,
// grouped with the others.
var (
	zKeyExpires = []byte("expires")
	zBucketM    = []byte("m")
	zBucketS    = []byte("s")
	kindZset    = []byte("z")
)

// order maps a score to 8 bytes whose bytewise order is the scores' numeric order: the sign bit set for
// positive numbers, every bit flipped for negative ones (so that -1 comes before -0.5). -0 is stored as 0
// (see normal), so the two never differ.
func order(f float64) []byte {
	b := math.Float64bits(f)
	if b>>63 == 1 {
		b = ^b
	} else {
		b |= 1 << 63
	}
	return binary.BigEndian.AppendUint64(make([]byte, 0, 8), b)
}

func unorder(k []byte) float64 {
	b := binary.BigEndian.Uint64(k)
	if b>>63 == 1 {
		b &^= 1 << 63
	} else {
		b = ^b
	}
	return math.Float64frombits(b)
}

// normal is the score as stored: -0 as 0, so that it has one place in the order (Redis too compares
// them equal).
func normal(f float64) float64 {
	if f == 0 {
		return 0
	}
	return f
}

func memberKey(m string) []byte { return append([]byte{'.'}, m...) }

func orderKey(score float64, member string) []byte { return append(order(score), member...) }

func checkMember(m string) error {
	if len(m) > bbolt.MaxKeySize-8 {
		return fmt.Errorf("bolt: member of %d bytes, longer than the %d bbolt allows", len(m), bbolt.MaxKeySize-8)
	}
	return nil
}

func zsetExpires(z *bbolt.Bucket) int64 {
	if v := z.Get(zKeyExpires); len(v) == 8 {
		return int64(binary.BigEndian.Uint64(v))
	}
	return 0
}

// liveZset is key's sorted set in tx, nil when it has none or it has expired at now.
func liveZset(tx *bbolt.Tx, key string, now int64) *bbolt.Bucket {
	z := tx.Bucket(bucketZsets).Bucket([]byte(key))
	if z == nil {
		return nil
	}
	if e := zsetExpires(z); e != 0 && now >= e {
		return nil
	}
	return z
}

// wrongIfZset is err, or for a key that holds no value, ErrWrongKind when it holds a sorted set.
func wrongIfZset(tx *bbolt.Tx, key string, now int64, err error) error {
	if err == nil && liveZset(tx, key, now) != nil {
		return storage.ErrWrongKind
	}
	return err
}

// readZset is key's live sorted set for a read, nil when missing, or ErrWrongKind when key holds a value.
func readZset(tx *bbolt.Tx, key string, now int64) (*bbolt.Bucket, error) {
	if _, ok, err := lookup(tx, key, now); err != nil || ok {
		if ok {
			err = storage.ErrWrongKind
		}
		return nil, err
	}
	return liveZset(tx, key, now), nil
}

// openZset is key's live sorted set for a write, created when missing, replacing an expired value or set;
// a refused ErrWrongKind, having written nothing, when key holds a live value.
func openZset(tx *bbolt.Tx, key string, now int64) (*bbolt.Bucket, error) {
	if _, ok, err := lookup(tx, key, now); err != nil || ok {
		if ok {
			err = refused{storage.ErrWrongKind}
		}
		return nil, err
	}
	if z := liveZset(tx, key, now); z != nil {
		return z, nil
	}
	if err := write(tx, key, nil, 0, now); err != nil { // an expired value or set, if any
		return nil, err
	}
	z, err := tx.Bucket(bucketZsets).CreateBucket([]byte(key))
	if err != nil {
		return nil, err
	}
	for _, name := range [][]byte{zBucketM, zBucketS} {
		if _, err := z.CreateBucket(name); err != nil {
			return nil, err
		}
	}
	return z, z.Put(zKeyExpires, make([]byte, 8))
}

// dropZset deletes key's sorted set, live or expired, and its expiry index entry, if it has one.
func dropZset(tx *bbolt.Tx, key string) error {
	zsets, k := tx.Bucket(bucketZsets), []byte(key)
	z := zsets.Bucket(k)
	if z == nil {
		return nil
	}
	if err := setZsetExpires(tx, z, key, 0); err != nil {
		return err
	}
	return zsets.DeleteBucket(k)
}

// setZsetExpires sets a sorted set's expiry time (0: never), moving its expiry index entry.
func setZsetExpires(tx *bbolt.Tx, z *bbolt.Bucket, key string, expires int64) error {
	index := tx.Bucket(bucketExpiry)
	if old := zsetExpires(z); old != 0 {
		if err := index.Delete(expiryKey(old, []byte(key))); err != nil {
			return err
		}
	}
	if expires != 0 {
		if err := index.Put(expiryKey(expires, []byte(key)), kindZset); err != nil {
			return err
		}
	}
	return z.Put(zKeyExpires, binary.BigEndian.AppendUint64(nil, uint64(expires)))
}

// score is member's score in z.
func score(z *bbolt.Bucket, member string) (float64, bool) {
	v := z.Bucket(zBucketM).Get(memberKey(member))
	if len(v) != 8 {
		return 0, false
	}
	return math.Float64frombits(binary.BigEndian.Uint64(v)), true
}

// set gives member the score in z, adding it when missing.
func set(z *bbolt.Bucket, member string, f float64) error {
	f = normal(f)
	ms, ss := z.Bucket(zBucketM), z.Bucket(zBucketS)
	if old, ok := score(z, member); ok {
		if old == f {
			return nil
		}
		if err := ss.Delete(orderKey(old, member)); err != nil {
			return err
		}
	}
	if err := ms.Put(memberKey(member), binary.BigEndian.AppendUint64(nil, math.Float64bits(f))); err != nil {
		return err
	}
	return ss.Put(orderKey(f, member), []byte{})
}

// zwrite runs apply on a sorted set in a write transaction (see commit), and returns its error, a
// refusal unwrapped, named after the operation.
func (s *Store) zwrite(ctx context.Context, op, key string, members []string, apply func(tx *bbolt.Tx, now int64) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := s.usable(key); err != nil {
		return err
	}
	for _, m := range members {
		if err := checkMember(m); err != nil {
			return err
		}
	}
	err := s.commit(apply)
	var r refused
	if errors.As(err, &r) {
		err = r.error
	}
	if err != nil {
		return fmt.Errorf("bolt: %s %s: %w", op, key, err)
	}
	return nil
}

// zread runs read on key's live sorted set (nil when missing) in a read transaction.
func (s *Store) zread(ctx context.Context, op, key string, read func(z *bbolt.Bucket) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := s.usable(key); err != nil {
		return err
	}
	err := s.db.View(func(tx *bbolt.Tx) error {
		z, err := readZset(tx, key, time.Now().UnixNano())
		if err != nil || z == nil {
			return err
		}
		return read(z)
	})
	if err != nil {
		return fmt.Errorf("bolt: %s %s: %w", op, key, err)
	}
	return nil
}

// ZAdd implements storage.Store.
func (s *Store) ZAdd(ctx context.Context, key, member string, f float64) error {
	if err := storage.CheckScore(f); err != nil {
		return err
	}
	return s.zwrite(ctx, "zadd", key, []string{member}, func(tx *bbolt.Tx, now int64) error {
		z, err := openZset(tx, key, now)
		if err != nil {
			return err
		}
		return set(z, member, f)
	})
}

// ZIncrBy implements storage.Store: the read and the write in one transaction.
func (s *Store) ZIncrBy(ctx context.Context, key, member string, delta float64) (float64, error) {
	var result float64
	err := s.zwrite(ctx, "zincrby", key, []string{member}, func(tx *bbolt.Tx, now int64) (err error) {
		result, err = incr(tx, key, member, delta, now)
		return err
	})
	if err != nil {
		return 0, err
	}
	return result, nil
}

// incr adds delta to member's score in key in the write transaction tx, and returns the new score.
func incr(tx *bbolt.Tx, key, member string, delta float64, now int64) (float64, error) {
	result := delta
	if z := liveZset(tx, key, now); z != nil {
		old, _ := score(z, member)
		result += old
	}
	if err := storage.CheckScore(result); err != nil {
		return 0, refused{err}
	}
	z, err := openZset(tx, key, now)
	if err != nil {
		return 0, err
	}
	return normal(result), set(z, member, result)
}

// ZIncrByOnce implements storage.Store: the token is a record of its own (storage.TokenKey), read and
// written in the increment's transaction.
func (s *Store) ZIncrByOnce(ctx context.Context, key, member string, delta float64, token string, ttl time.Duration) (bool, error) {
	tk := storage.TokenKey(key, token)
	if err := checkKey(tk); err != nil {
		return false, err
	}
	err := s.zwrite(ctx, "zincrbyonce", key, []string{member}, func(tx *bbolt.Tx, now int64) error {
		if _, kept, err := lookup(tx, tk, now); kept || err != nil {
			return cmp.Or(err, errChanged) // kept: roll back rather than commit nothing
		}
		if _, err := incr(tx, key, member, delta, now); err != nil {
			return err
		}
		return write(tx, tk, []byte("1"), ttl, now)
	})
	if errors.Is(err, errChanged) {
		return false, nil
	}
	return err == nil, err
}

// ZRem implements storage.Store. Like Redis, it deletes a key whose last member it removes.
func (s *Store) ZRem(ctx context.Context, key string, members ...string) error {
	if len(members) == 0 {
		return ctx.Err()
	}
	return s.zwrite(ctx, "zrem", key, members, func(tx *bbolt.Tx, now int64) error {
		z, err := readZset(tx, key, now)
		if errors.Is(err, storage.ErrWrongKind) {
			return refused{err}
		}
		if z == nil || err != nil {
			return err
		}
		ms, ss := z.Bucket(zBucketM), z.Bucket(zBucketS)
		for _, m := range members {
			if old, ok := score(z, m); ok {
				if err := ms.Delete(memberKey(m)); err != nil {
					return err
				}
				if err := ss.Delete(orderKey(old, m)); err != nil {
					return err
				}
			}
		}
		if k, _ := ms.Cursor().First(); k == nil {
			return dropZset(tx, key)
		}
		return nil
	})
}

// ZScore implements storage.Store.
func (s *Store) ZScore(ctx context.Context, key, member string) (float64, bool, error) {
	var f float64
	var found bool
	err := s.zread(ctx, "zscore", key, func(z *bbolt.Bucket) error {
		f, found = score(z, member)
		return nil
	})
	return f, found, err
}

// ZRangeByScore implements storage.Store: a Seek to the first score at or above lo, then a walk.
func (s *Store) ZRangeByScore(ctx context.Context, key string, lo, hi float64, limit int) ([]storage.Scored, error) {
	if math.IsNaN(lo) || math.IsNaN(hi) {
		return nil, storage.ErrNotANumber
	}
	var out []storage.Scored
	err := s.zread(ctx, "zrangebyscore", key, func(z *bbolt.Bucket) error {
		top := order(normal(hi))
		c := z.Bucket(zBucketS).Cursor()
		for k, _ := c.Seek(order(normal(lo))); k != nil && bytes.Compare(k[:8], top) <= 0; k, _ = c.Next() {
			if limit > 0 && len(out) == limit {
				break
			}
			out = append(out, storage.Scored{Member: string(k[8:]), Score: unorder(k)})
		}
		return nil
	})
	return out, err
}

// ZRevRange implements storage.Store: a walk back from the highest score. Ranks counted from the end
// need the set's size first, a walk over the whole set.
func (s *Store) ZRevRange(ctx context.Context, key string, start, stop int) ([]storage.Scored, error) {
	var out []storage.Scored
	err := s.zread(ctx, "zrevrange", key, func(z *bbolt.Bucket) error {
		c := z.Bucket(zBucketS).Cursor()
		n := math.MaxInt
		if start < 0 || stop < 0 {
			n = 0
			for k, _ := c.First(); k != nil; k, _ = c.Next() {
				n++
			}
		}
		from, to := storage.RankRange(start, stop, n)
		rank := 0
		for k, _ := c.Last(); k != nil && rank < to; k, _ = c.Prev() {
			if rank >= from {
				out = append(out, storage.Scored{Member: string(k[8:]), Score: unorder(k)})
			}
			rank++
		}
		return nil
	})
	return out, err
}

// Expire implements storage.Store, for a key of either kind. For a value it is a write like any other
// (a new version, so an Update that read the key before reads again, as a WATCH in Redis would).
func (s *Store) Expire(ctx context.Context, key string, ttl time.Duration) error {
	if err := storage.CheckTTL(ttl); err != nil {
		return err
	}
	return s.zwrite(ctx, "expire", key, nil, func(tx *bbolt.Tx, now int64) error {
		r, ok, err := lookup(tx, key, now)
		if err != nil {
			return err
		}
		if ok {
			return write(tx, key, bytes.Clone(r.value), ttl, now)
		}
		z := liveZset(tx, key, now)
		if z == nil {
			return nil
		}
		var expires int64
		if ttl > 0 {
			expires = now + int64(ttl)
		}
		return setZsetExpires(tx, z, key, expires)
	})
}
