package memory

import (
	"cmp"
	"context"
	"math"
	"slices"
	"strings"
	"time"

	"kibitz/storage"
)

// zset is a sorted set: each member's score, and the members in order (by score, then member), kept
// sorted as they change so that a range is a binary search and a slice. A change moves elements of the
// slice (linear in the set's size), which is nothing at the sizes the in-memory store is for; a read of a
// leaderboard's top ten or of the due deadlines costs O(log n + answer).
type zset struct {
	score map[string]float64
	order []storage.Scored
}

func byScore(a, b storage.Scored) int {
	if c := cmp.Compare(a.Score, b.Score); c != 0 {
		return c
	}
	return strings.Compare(a.Member, b.Member)
}

// set gives member the score, adding it when missing.
func (z *zset) set(member string, score float64) {
	if old, ok := z.score[member]; ok {
		if old == score {
			return
		}
		z.remove(member)
	}
	z.score[member] = score
	e := storage.Scored{Member: member, Score: score}
	i, _ := slices.BinarySearchFunc(z.order, e, byScore)
	z.order = slices.Insert(z.order, i, e)
}

// remove takes member out, if it is in.
func (z *zset) remove(member string) {
	score, ok := z.score[member]
	if !ok {
		return
	}
	delete(z.score, member)
	if i, found := slices.BinarySearchFunc(z.order, storage.Scored{Member: member, Score: score}, byScore); found {
		z.order = slices.Delete(z.order, i, i+1)
	}
}

// zsetOf returns key's live sorted set, nil when the key is missing (a new, empty one when create), or
// ErrWrongKind when it holds a value. The caller holds mu.
func (s *Store) zsetOf(key string, create bool) (*zset, error) {
	e, ok := s.get(key)
	switch {
	case ok && e.zset == nil:
		return nil, storage.ErrWrongKind
	case ok:
		return e.zset, nil
	case !create:
		return nil, nil
	}
	s.writes++
	z := &zset{score: map[string]float64{}}
	s.data[key] = entry{zset: z, version: s.writes}
	return z, nil
}

// zlock checks ctx and takes the lock; the caller unlocks.
func (s *Store) zlock(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	s.mu.Lock()
	return nil
}

// ZAdd implements storage.Store.
func (s *Store) ZAdd(ctx context.Context, key, member string, score float64) error {
	if err := storage.CheckScore(score); err != nil {
		return err
	}
	if err := s.zlock(ctx); err != nil {
		return err
	}
	defer s.mu.Unlock()
	z, err := s.zsetOf(key, true)
	if err != nil {
		return err
	}
	z.set(member, score)
	s.sweep()
	return nil
}

// ZIncrBy implements storage.Store: the read and the write under one lock.
func (s *Store) ZIncrBy(ctx context.Context, key, member string, delta float64) (float64, error) {
	if err := s.zlock(ctx); err != nil {
		return 0, err
	}
	defer s.mu.Unlock()
	return s.incr(key, member, delta)
}

// incr adds delta to member's score in key; the caller holds mu.
func (s *Store) incr(key, member string, delta float64) (float64, error) {
	z, err := s.zsetOf(key, false)
	if err != nil {
		return 0, err
	}
	score := delta
	if z != nil {
		score += z.score[member]
	}
	if err := storage.CheckScore(score); err != nil {
		return 0, err
	}
	if z == nil {
		z, _ = s.zsetOf(key, true)
	}
	z.set(member, score)
	s.sweep()
	return score, nil
}

// ZIncrByOnce implements storage.Store: the token is an entry of its own (storage.TokenKey), checked
// and written with the increment under the one lock.
func (s *Store) ZIncrByOnce(ctx context.Context, key, member string, delta float64, token string, ttl time.Duration) (bool, error) {
	if err := s.zlock(ctx); err != nil {
		return false, err
	}
	defer s.mu.Unlock()
	tk := storage.TokenKey(key, token)
	if _, kept := s.get(tk); kept {
		return false, nil
	}
	if _, err := s.incr(key, member, delta); err != nil {
		return false, err
	}
	s.mark(tk, ttl)
	return true, nil
}

// ZRem implements storage.Store. Like Redis, it deletes a key whose last member it removes.
func (s *Store) ZRem(ctx context.Context, key string, members ...string) error {
	if err := s.zlock(ctx); err != nil {
		return err
	}
	defer s.mu.Unlock()
	z, err := s.zsetOf(key, false)
	if z == nil || err != nil {
		return err
	}
	for _, m := range members {
		z.remove(m)
	}
	if len(z.order) == 0 {
		delete(s.data, key)
	}
	return nil
}

// ZScore implements storage.Store.
func (s *Store) ZScore(ctx context.Context, key, member string) (float64, bool, error) {
	if err := s.zlock(ctx); err != nil {
		return 0, false, err
	}
	defer s.mu.Unlock()
	z, err := s.zsetOf(key, false)
	if z == nil || err != nil {
		return 0, false, err
	}
	score, ok := z.score[member]
	return score, ok, nil
}

// ZRangeByScore implements storage.Store.
func (s *Store) ZRangeByScore(ctx context.Context, key string, lo, hi float64, limit int) ([]storage.Scored, error) {
	if math.IsNaN(lo) || math.IsNaN(hi) {
		return nil, storage.ErrNotANumber
	}
	if err := s.zlock(ctx); err != nil {
		return nil, err
	}
	defer s.mu.Unlock()
	z, err := s.zsetOf(key, false)
	if z == nil || err != nil {
		return nil, err
	}
	i, _ := slices.BinarySearchFunc(z.order, lo, func(e storage.Scored, lo float64) int { return cmp.Compare(e.Score, lo) })
	var out []storage.Scored
	for ; i < len(z.order) && z.order[i].Score <= hi && (limit <= 0 || len(out) < limit); i++ {
		out = append(out, z.order[i])
	}
	return out, nil
}

// ZRevRange implements storage.Store.
func (s *Store) ZRevRange(ctx context.Context, key string, start, stop int) ([]storage.Scored, error) {
	if err := s.zlock(ctx); err != nil {
		return nil, err
	}
	defer s.mu.Unlock()
	z, err := s.zsetOf(key, false)
	if z == nil || err != nil {
		return nil, err
	}
	n := len(z.order)
	var out []storage.Scored
	for from, to := storage.RankRange(start, stop, n); from < to; from++ {
		out = append(out, z.order[n-1-from])
	}
	return out, nil
}

// Expire implements storage.Store, for a key of either kind. It is a write like any other: the key's
// version changes, so an Update that read it before fails its compare and reads again, as a WATCH in
// Redis would.
func (s *Store) Expire(ctx context.Context, key string, ttl time.Duration) error {
	if err := storage.CheckTTL(ttl); err != nil {
		return err
	}
	if err := s.zlock(ctx); err != nil {
		return err
	}
	defer s.mu.Unlock()
	e, ok := s.get(key)
	if !ok {
		return nil
	}
	e.expires = time.Time{}
	if ttl > 0 {
		e.expires = time.Now().Add(ttl)
	}
	s.writes++
	e.version = s.writes
	s.data[key] = e
	return nil
}
