package redis

import (
	"context"
	"errors"
	"math"
	"strconv"
	"time"

	goredis "github.com/redis/go-redis/v9"

	"kibitz/storage"
)

// Sorted sets are Redis's own, one command each (ZADD, ZINCRBY, ZREM, ZSCORE, ZRANGEBYSCORE, ZREVRANGE,
// PEXPIRE), each atomic on the server: nothing to watch, nothing to retry. Their keys are hash-tagged like
// every other key (key), so each command names one slot, as a Cluster requires.

// ZAdd implements storage.Store with ZADD.
func (s *Store) ZAdd(ctx context.Context, key, member string, score float64) error {
	if err := storage.CheckScore(score); err != nil {
		return err
	}
	if err := s.client.ZAdd(ctx, s.key(key), goredis.Z{Score: score, Member: member}).Err(); err != nil {
		return fail("zadd", key, err)
	}
	return nil
}

// ZIncrBy implements storage.Store with ZINCRBY, which refuses a NaN result itself, changing nothing
// (fail: storage.ErrNotANumber).
func (s *Store) ZIncrBy(ctx context.Context, key, member string, delta float64) (float64, error) {
	if err := storage.CheckScore(delta); err != nil {
		return 0, err
	}
	score, err := s.client.ZIncrBy(ctx, s.key(key), delta, member).Result()
	if err != nil {
		return 0, fail("zincrby", key, err)
	}
	return score, nil
}

// incrOnce is ZIncrByOnce as one script, which Redis runs atomically: the token's key is read, the
// increment made, and only then the token set, so that a refused increment (WRONGTYPE, a NaN result), which
// ends the script, keeps no token. KEYS[1] is the set, KEYS[2] the token; ARGV the member, the increment,
// and the token's time to live in milliseconds (0: for ever). It answers the new score, or nil when the
// token was kept.
var incrOnce = goredis.NewScript(`
if redis.call('EXISTS', KEYS[2]) == 1 then return false end
local score = redis.call('ZINCRBY', KEYS[1], ARGV[2], ARGV[1])
if ARGV[3] == '0' then redis.call('SET', KEYS[2], '1') else redis.call('SET', KEYS[2], '1', 'PX', ARGV[3]) end
return score
`)

// ZIncrByOnce implements storage.Store with a script (incrOnce). The token's key is the set's with
// ":once:" and the token after its hash tag, so both hash to one slot, as a script's keys must in a
// Cluster; no key of the store has anything after its tag, so no key is taken for a token.
func (s *Store) ZIncrByOnce(ctx context.Context, key, member string, delta float64, token string, ttl time.Duration) (bool, error) {
	if err := storage.CheckScore(delta); err != nil {
		return false, err
	}
	ms := int64(0)
	if ttl > 0 {
		ms = max(ttl.Milliseconds(), 1)
	}
	set := s.key(key)
	err := incrOnce.Run(ctx, s.client, []string{set, set + ":once:" + token},
		member, strconv.FormatFloat(delta, 'g', -1, 64), ms).Err()
	switch {
	case errors.Is(err, goredis.Nil):
		return false, nil
	case err != nil:
		return false, fail("zincrbyonce", key, err)
	}
	return true, nil
}

// ZRem implements storage.Store with ZREM (none when there is no member to remove: Redis wants one).
func (s *Store) ZRem(ctx context.Context, key string, members ...string) error {
	if len(members) == 0 {
		return ctx.Err()
	}
	args := make([]any, len(members))
	for i, m := range members {
		args[i] = m
	}
	if err := s.client.ZRem(ctx, s.key(key), args...).Err(); err != nil {
		return fail("zrem", key, err)
	}
	return nil
}

// ZScore implements storage.Store with ZSCORE.
func (s *Store) ZScore(ctx context.Context, key, member string) (float64, bool, error) {
	score, err := s.client.ZScore(ctx, s.key(key), member).Result()
	switch {
	case errors.Is(err, goredis.Nil):
		return 0, false, nil
	case err != nil:
		return 0, false, fail("zscore", key, err)
	}
	return score, true, nil
}

// ZRangeByScore implements storage.Store with ZRANGEBYSCORE ... WITHSCORES [LIMIT 0 limit].
func (s *Store) ZRangeByScore(ctx context.Context, key string, lo, hi float64, limit int) ([]storage.Scored, error) {
	if math.IsNaN(lo) || math.IsNaN(hi) {
		return nil, storage.ErrNotANumber
	}
	by := &goredis.ZRangeBy{Min: bound(lo), Max: bound(hi)}
	if limit > 0 {
		by.Count = int64(limit)
	}
	zs, err := s.client.ZRangeByScoreWithScores(ctx, s.key(key), by).Result()
	if err != nil {
		return nil, fail("zrangebyscore", key, err)
	}
	return scored(zs), nil
}

// bound writes a score bound as Redis reads it: -inf, +inf, or the shortest decimal that parses back
// to the same float64.
func bound(f float64) string {
	switch {
	case math.IsInf(f, -1):
		return "-inf"
	case math.IsInf(f, 1):
		return "+inf"
	}
	return strconv.FormatFloat(f, 'g', -1, 64)
}

// ZRevRange implements storage.Store with ZREVRANGE ... WITHSCORES.
func (s *Store) ZRevRange(ctx context.Context, key string, start, stop int) ([]storage.Scored, error) {
	zs, err := s.client.ZRevRangeWithScores(ctx, s.key(key), int64(start), int64(stop)).Result()
	if err != nil {
		return nil, fail("zrevrange", key, err)
	}
	return scored(zs), nil
}

func scored(zs []goredis.Z) []storage.Scored {
	if len(zs) == 0 {
		return nil
	}
	out := make([]storage.Scored, len(zs))
	for i, z := range zs {
		m, _ := z.Member.(string) // go-redis reads every member of a WITHSCORES reply as a string
		out[i] = storage.Scored{Member: m, Score: z.Score}
	}
	return out
}

// Expire implements storage.Store with PEXPIRE (go-redis's Expire sends EXPIRE, whole seconds, and makes
// 300 ms a second), or PERSIST for ttl 0: no expiry, as 0 means in Update.
func (s *Store) Expire(ctx context.Context, key string, ttl time.Duration) error {
	if err := storage.CheckTTL(ttl); err != nil {
		return err
	}
	var err error
	if ttl == 0 {
		err = s.client.Persist(ctx, s.key(key)).Err()
	} else {
		err = s.client.PExpire(ctx, s.key(key), ttl).Err()
	}
	if err != nil {
		return fail("expire", key, err)
	}
	return nil
}
