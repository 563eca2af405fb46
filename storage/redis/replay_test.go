package redis

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
)

// TestLostReplyIsNotReplayed: a write that Redis ran but whose reply was lost (a network that drops it, a
// Redis that answers after the read timeout) fails, and is not sent again: go-redis's retries replayed a
// ZINCRBY, which counted one win twice on a leaderboard. ZIncrByOnce, asked again after its lost reply as
// a result's recording is, counts once too. Against the server in REDIS_URL, or miniredis, through a
// proxy that swallows every reply to the connection that sends the write (its words: the command, or the
// script's token).
func TestLostReplyIsNotReplayed(t *testing.T) {
	server := os.Getenv("REDIS_URL")
	if server == "" {
		server = "redis://" + miniredis.RunT(t).Addr()
	}
	u, err := url.Parse(server)
	if err != nil {
		t.Fatal(err)
	}
	if u.Scheme != "redis" || strings.Contains(server, ",") || u.Query().Has("master") {
		// A Cluster client keeps go-redis's retries (noReplays); one server over TCP is what the proxy
		// stands in front of.
		t.Skipf("REDIS_URL is not one server over TCP (%s)", u.Scheme)
	}
	for _, tc := range []struct {
		name, word string
		// write is the write whose reply is lost, again what a caller does after the error
		write, again func(ctx context.Context, s *Store) error
	}{
		{"ZIncrBy", "zincrby", func(ctx context.Context, s *Store) error {
			_, err := s.ZIncrBy(ctx, "board", "alice", 1)
			return err
		}, nil},
		{"ZIncrByOnce", "once:game1", func(ctx context.Context, s *Store) error {
			_, err := s.ZIncrByOnce(ctx, "board", "alice", 1, "game1", time.Hour)
			return err
		}, func(ctx context.Context, s *Store) error {
			if counted, err := s.ZIncrByOnce(ctx, "board", "alice", 1, "game1", time.Hour); counted || err != nil {
				return fmt.Errorf("asked again, ZIncrByOnce = %v, %v; want false: it had counted", counted, err)
			}
			return nil
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			proxied := *u
			proxied.Host = replyEater(t, u.Host, tc.word)
			q := proxied.Query()
			q.Set("read_timeout", "300ms") // go-redis's own read timeout, below the call's deadline: what retried
			proxied.RawQuery = q.Encode()

			ns := "kibitz-test-replay-" + strconv.FormatInt(time.Now().UnixNano(), 36)
			s, err := Open(context.Background(), proxied.String(), Options{Namespace: ns})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			direct, err := Open(context.Background(), server, Options{Namespace: ns})
			if err != nil {
				t.Fatal(err)
			}
			defer direct.Close()
			defer direct.Delete(context.Background(), "board")
			defer direct.client.Del(context.Background(), direct.key("board")+":once:game1")
			// the script known to the server, so that the write is the one EVALSHA that runs it
			if err := incrOnce.Load(ctx, direct.client).Err(); err != nil {
				t.Fatal(err)
			}
			if err := tc.write(ctx, s); err == nil {
				t.Fatalf("%s whose reply was lost succeeded", tc.name)
			}
			if tc.again != nil {
				if err := tc.again(ctx, s); err != nil {
					t.Error(err)
				}
			}
			score, found, err := direct.ZScore(ctx, "board", "alice")
			if err != nil || !found || score != 1 {
				t.Errorf("after one %s whose reply was lost: score %v (found %v, %v), want 1: it ran once", tc.name, score, found, err)
			}
		})
	}
}

// replyEater listens on a loopback port and relays every connection to target, but for the first
// connection whose traffic to the server contains word (lower case): from then on Redis's replies to it
// are dropped, though its commands still reach Redis.
func replyEater(t *testing.T, target, word string) string {
	t.Helper()
	l, keep := loopback(t)
	var mu sync.Mutex
	eaten := false
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			r, err := net.Dial("tcp", target)
			if err != nil {
				c.Close()
				continue
			}
			keep(c)
			keep(r)
			var mute sync.Once
			muted := make(chan struct{})
			go func() { // client to server
				buf := make([]byte, 64<<10)
				for {
					n, err := c.Read(buf)
					if n > 0 {
						mu.Lock()
						if !eaten && strings.Contains(strings.ToLower(string(buf[:n])), word) {
							eaten = true
							mute.Do(func() { close(muted) })
						}
						mu.Unlock()
						if _, err := r.Write(buf[:n]); err != nil {
							return
						}
					}
					if err != nil {
						return
					}
				}
			}()
			go func() { // server to client, until muted
				buf := make([]byte, 64<<10)
				for {
					n, err := r.Read(buf)
					select {
					case <-muted:
						n = 0
					default:
					}
					if n > 0 {
						if _, err := c.Write(buf[:n]); err != nil {
							return
						}
					}
					if err == io.EOF || err != nil {
						return
					}
				}
			}()
		}
	}()
	return l.Addr().String()
}
