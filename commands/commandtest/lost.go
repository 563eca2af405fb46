package commandtest

import (
	"context"
	"errors"
	"time"

	"kibitz/storage"
)

// ErrReplyLost is what a LostReply store answers the write whose reply it loses.
var ErrReplyLost = errors.New("the store's reply was lost")

// LostReply is a store that loses the reply of one write: the Lose-th write it is asked for (counting from
// 1, every kind of write alike) is done, and then answered with ErrReplyLost, as a connection that drops
// after the server ran the command answers. It shows what a caller that takes such an error for "nothing
// happened" costs: a retry that repeats the write, or one that finds its own first attempt in the way.
// Lose 0 loses nothing; Writes counts the writes asked for. Not safe for concurrent use.
type LostReply struct {
	storage.Store
	Lose   int
	Writes int
}

// lost counts a write that returned err, and replaces a success with ErrReplyLost when it is the one.
func (s *LostReply) lost(err error) error {
	s.Writes++
	if err == nil && s.Writes == s.Lose {
		return ErrReplyLost
	}
	return err
}

// Update is done, and its reply lost when it is the one.
func (s *LostReply) Update(ctx context.Context, key string, ttl time.Duration, fn storage.UpdateFunc) ([]byte, error) {
	v, err := s.Store.Update(ctx, key, ttl, fn)
	return v, s.lost(err)
}

// Delete is done, and its reply lost when it is the one.
func (s *LostReply) Delete(ctx context.Context, key string) error {
	return s.lost(s.Store.Delete(ctx, key))
}

// Claim is done, and its reply lost when it is the one.
func (s *LostReply) Claim(ctx context.Context, key string, ttl time.Duration) (bool, error) {
	ok, err := s.Store.Claim(ctx, key, ttl)
	return ok, s.lost(err)
}

// ZAdd is done, and its reply lost when it is the one.
func (s *LostReply) ZAdd(ctx context.Context, key, member string, score float64) error {
	return s.lost(s.Store.ZAdd(ctx, key, member, score))
}

// ZIncrBy is done, and its reply lost when it is the one.
func (s *LostReply) ZIncrBy(ctx context.Context, key, member string, delta float64) (float64, error) {
	f, err := s.Store.ZIncrBy(ctx, key, member, delta)
	return f, s.lost(err)
}

// ZIncrByOnce is done, and its reply lost when it is the one.
func (s *LostReply) ZIncrByOnce(ctx context.Context, key, member string, delta float64, token string, ttl time.Duration) (bool, error) {
	counted, err := s.Store.ZIncrByOnce(ctx, key, member, delta, token, ttl)
	return counted, s.lost(err)
}

// ZRem is done, and its reply lost when it is the one.
func (s *LostReply) ZRem(ctx context.Context, key string, members ...string) error {
	return s.lost(s.Store.ZRem(ctx, key, members...))
}

// Expire is done, and its reply lost when it is the one.
func (s *LostReply) Expire(ctx context.Context, key string, ttl time.Duration) error {
	return s.lost(s.Store.Expire(ctx, key, ttl))
}
