package redis

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"syscall"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	goredis "github.com/redis/go-redis/v9"

	"kibitz/storage"
)

// TestUnreachable tells the errors of a Redis that cannot be reached from those of one that refused a
// command, or of a caller whose time ran out.
func TestUnreachable(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want bool
	}{
		{&net.OpError{Op: "dial", Net: "tcp", Err: syscall.ECONNREFUSED}, true},
		{&net.OpError{Op: "read", Net: "tcp", Err: syscall.ECONNRESET}, true},
		{fmt.Errorf("pipeline: %w", io.EOF), true},
		{goredis.ErrPoolTimeout, true},
		{goredis.ErrClosed, true},
		{errors.New("LOADING Redis is loading the dataset in memory"), true},
		{errors.New("CLUSTERDOWN The cluster is down"), true},
		{errors.New("MASTERDOWN Link with MASTER is down and replica-serve-stale-data is set to 'no'."), true},
		{errors.New("WRONGTYPE Operation against a key holding the wrong kind of value"), false},
		{errors.New("ERR value is not a valid float"), false},
		{context.DeadlineExceeded, false},
		{context.Canceled, false},
	} {
		if got := unreachable(tc.err); got != tc.want {
			t.Errorf("unreachable(%v) = %v, want %v", tc.err, got, tc.want)
		}
	}
}

// TestStoppedServerIsUnavailable: every operation against a Redis that has stopped fails with an error
// matching storage.ErrUnavailable, which the router answers with "try again in a moment" rather than an
// apology for a fault of kibitz's.
func TestStoppedServerIsUnavailable(t *testing.T) {
	m := miniredis.RunT(t)
	s, err := Open(context.Background(), "redis://"+m.Addr()+"?dial_timeout=200ms", Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	m.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for name, op := range map[string]func() error{
		"Get": func() error { _, err := s.Get(ctx, "k"); return err },
		"Update": func() error {
			_, err := s.Update(ctx, "k", 0, func([]byte) ([]byte, error) { return []byte("v"), nil })
			return err
		},
		"Delete": func() error { return s.Delete(ctx, "k") },
		"Claim":  func() error { _, err := s.Claim(ctx, "k", time.Minute); return err },
		"ZAdd":   func() error { return s.ZAdd(ctx, "z", "m", 1) },
		"ZIncrByOnce": func() error {
			_, err := s.ZIncrByOnce(ctx, "z", "m", 1, "t", time.Minute)
			return err
		},
		"ZRevRange": func() error { _, err := s.ZRevRange(ctx, "z", 0, 9); return err },
		"Expire":    func() error { return s.Expire(ctx, "z", time.Minute) },
	} {
		if err := op(); !errors.Is(err, storage.ErrUnavailable) {
			t.Errorf("%s against a stopped Redis: %v, want ErrUnavailable", name, err)
		}
	}
}
