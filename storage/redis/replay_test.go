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
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			s, direct := throughProxy(t, replyEater, tc.word)
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

// TestUpdateWhoseReplyWasLost: an Update whose EXEC Redis ran, but whose reply never came, succeeds, since
// the value it wrote is there: the move that ends a game, taken for failed, left the game over and its
// results unrecorded. One whose EXEC never reached Redis still fails, the value as it was.
func TestUpdateWhoseReplyWasLost(t *testing.T) {
	for _, tc := range []struct {
		name    string
		proxy   func(t *testing.T, target, word string) string
		landed  bool
		wantNow string
	}{
		{"the reply lost", replyEater, true, "v2"},
		{"the request lost", requestEater, false, "v1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			s, direct := throughProxy(t, tc.proxy, "exec")
			defer direct.Delete(context.Background(), "game")
			if _, err := direct.Update(ctx, "game", time.Hour, func([]byte) ([]byte, error) { return []byte("v1"), nil }); err != nil {
				t.Fatal(err)
			}
			got, err := s.Update(ctx, "game", time.Hour, func([]byte) ([]byte, error) { return []byte("v2"), nil })
			switch {
			case tc.landed && (err != nil || string(got) != "v2"):
				t.Errorf("Update whose write landed = %q, %v; want v2, no error", got, err)
			case !tc.landed && err == nil:
				t.Errorf("Update whose write never reached Redis succeeded (%q)", got)
			}
			if v, err := direct.Get(ctx, "game"); string(v) != tc.wantNow || err != nil {
				t.Errorf("the value is %q, %v; want %s", v, err, tc.wantNow)
			}
		})
	}
}

// throughProxy opens a store on the server in REDIS_URL, or a miniredis, through the proxy built for word
// (replyEater, requestEater), in a namespace of the test's, with go-redis's read timeout short; and a
// store on the server directly, in the same namespace, to see what landed. It skips a URL that is not one
// server over TCP: a Cluster client keeps go-redis's retries (noReplays), and one server is what the proxy
// stands in front of.
func throughProxy(t *testing.T, proxy func(t *testing.T, target, word string) string, word string) (s, direct *Store) {
	t.Helper()
	server := os.Getenv("REDIS_URL")
	if server == "" {
		server = "redis://" + miniredis.RunT(t).Addr()
	}
	u, err := url.Parse(server)
	if err != nil {
		t.Fatal(err)
	}
	if u.Scheme != "redis" || strings.Contains(server, ",") || u.Query().Has("master") {
		t.Skipf("REDIS_URL is not one server over TCP (%s)", u.Scheme)
	}
	proxied := *u
	proxied.Host = proxy(t, u.Host, word)
	q := proxied.Query()
	q.Set("read_timeout", "300ms") // go-redis's own read timeout, below the call's deadline: what retried
	proxied.RawQuery = q.Encode()
	ns := "kibitz-test-replay-" + strconv.FormatInt(time.Now().UnixNano(), 36)
	for _, to := range []string{proxied.String(), server} {
		st, err := Open(context.Background(), to, Options{Namespace: ns})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		s, direct = direct, st
	}
	return s, direct
}

// replyEater listens on a loopback port and relays every connection to target, but for the first
// connection whose traffic to the server contains word (lower case): from then on Redis's replies to it
// are dropped, though its commands still reach Redis.
func replyEater(t *testing.T, target, word string) string {
	t.Helper()
	return eater(t, target, word, false)
}

// requestEater is replyEater, but the commands that hold word never reach Redis either: the write that
// was sent and never done, which a caller cannot tell from one whose reply was lost.
func requestEater(t *testing.T, target, word string) string {
	t.Helper()
	return eater(t, target, word, true)
}

// eater is replyEater, and requestEater when dropRequest.
func eater(t *testing.T, target, word string, dropRequest bool) string {
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
						drop := false
						if !eaten && strings.Contains(strings.ToLower(string(buf[:n])), word) {
							eaten, drop = true, dropRequest
							mute.Do(func() { close(muted) })
						}
						mu.Unlock()
						if drop {
							continue
						}
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
