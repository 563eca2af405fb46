package redis

import (
	"context"
	"net"
	"sync"
	"testing"
	"time"
)

// TestStalledRedis: a server that accepts connections and never answers (a Redis stuck in a long
// command, or a network that drops replies) makes a call fail within its context's deadline, for every
// kind of client, rather than after go-redis's own read timeout (3 s) and its retries. Without
// ContextTimeoutEnabled a Get here takes 5 s or more.
func TestStalledRedis(t *testing.T) {
	addr := stalledServer(t)
	for _, tc := range []struct{ kind, url string }{
		{"single", "redis://" + addr},
		{"cluster", "redis://" + addr + "," + addr},
		{"sentinel", "redis://" + addr + "?master=m"},
	} {
		t.Run(tc.kind, func(t *testing.T) {
			t.Parallel()
			o, err := parseURL(tc.url)
			if err != nil {
				t.Fatal(err)
			}
			s := New(o.newClient(), Options{})
			// In the background: Close waits for go-redis's dials under way, up to their own timeout.
			defer func() { go s.Close() }()
			const deadline = 300 * time.Millisecond
			for _, call := range []struct {
				name string
				do   func(ctx context.Context) error
			}{
				{"Get", func(ctx context.Context) error { _, err := s.Get(ctx, "k"); return err }},
				{"Ping", s.Ping},
				{"Open", func(ctx context.Context) error { _, err := Open(ctx, tc.url, Options{}); return err }},
			} {
				ctx, cancel := context.WithTimeout(context.Background(), deadline)
				start := time.Now()
				err := call.do(ctx)
				took := time.Since(start)
				cancel()
				if err == nil {
					t.Errorf("%s on a server that never answers succeeded", call.name)
				}
				// The deadline, plus scheduling on a loaded machine; far below go-redis's 3 s.
				if took > deadline+time.Second {
					t.Errorf("%s took %v with a deadline of %v (%v)", call.name, took.Round(time.Millisecond), deadline, err)
				}
			}
		})
	}
}

// stalledServer listens on a loopback port, accepts every connection and never writes a byte.
func stalledServer(t *testing.T) string {
	t.Helper()
	l, keep := loopback(t)
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			keep(c) // held open, unread and unanswered, until the test ends
		}
	}()
	return l.Addr().String()
}

// loopback listens on a loopback port until the test ends, and then closes the listener and every
// connection given to keep.
func loopback(t *testing.T) (l net.Listener, keep func(net.Conn)) {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var conns []net.Conn
	t.Cleanup(func() {
		l.Close()
		mu.Lock()
		defer mu.Unlock()
		for _, c := range conns {
			c.Close()
		}
	})
	return l, func(c net.Conn) {
		mu.Lock()
		defer mu.Unlock()
		conns = append(conns, c)
	}
}
