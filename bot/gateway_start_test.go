package bot

import (
	"context"
	"errors"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"kibitz/internal/discordtest"
	"kibitz/internal/testenv"
)

// runUntilCancelled runs RunGateway in the background; cancel stops it and returns what it returned,
// failing the test when it takes 10 s or more: a shutdown must not wait for an attempt to connect.
func runUntilCancelled(t *testing.T, cfg GatewayConfig) (cancel func() error) {
	t.Helper()
	srv, _ := newProbeServer()
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- RunGateway(ctx, cfg, srv) }()
	return func() error {
		stop()
		select {
		case err := <-done:
			return err
		case <-time.After(10 * time.Second):
			t.Fatal("RunGateway did not return within 10 s of the cancellation")
			return nil
		}
	}
}

// TestGatewayStopsWhileConnecting: a shutdown while the first connection is tried again returns at once,
// without an error, whether kibitz waits between two attempts or an attempt hangs.
func TestGatewayStopsWhileConnecting(t *testing.T) {
	t.Run("between two attempts", func(t *testing.T) {
		t.Parallel()
		down := discordtest.New(discordtest.Config{})
		t.Cleanup(down.Close)
		down.AddRule(discordtest.Rule{Path: "/gateway/", Status: http.StatusServiceUnavailable, Times: 1})
		shards := NewShards(0)
		stop := runUntilCancelled(t, GatewayConfig{Token: "waits", Log: quiet, Shards: shards, RetryDelay: time.Hour,
			REST: NewREST(RESTConfig{APIBase: down.API(10)})})
		waitFor(t, "the first attempt's failure", func() bool {
			err := shards.check()
			return err != nil && strings.Contains(err.Error(), "websocket: bad handshake); check the network; attempt 1, the next in 1h0m0s")
		})
		if err := stop(); err != nil {
			t.Errorf("RunGateway stopped between two attempts = %v, want nil", err)
		}
	})
	t.Run("during an attempt that hangs", func(t *testing.T) {
		t.Parallel()
		// A Discord that accepts connections and never answers.
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { l.Close() })
		accepted := make(chan net.Conn, 16)
		go func() {
			for {
				c, err := l.Accept()
				if err != nil {
					return
				}
				accepted <- c
			}
		}()
		t.Cleanup(func() {
			for {
				select {
				case c := <-accepted:
					c.Close()
				default:
					return
				}
			}
		})
		stop := runUntilCancelled(t, GatewayConfig{Token: "hangs", Log: quiet,
			REST: NewREST(RESTConfig{APIBase: "http://" + l.Addr().String() + "/api/v10"})})
		c := <-accepted // the gateway's discovery, which will wait for its answer for 10 s
		accepted <- c
		if err := stop(); err != nil {
			t.Errorf("RunGateway stopped during an attempt = %v, want nil", err)
		}
	})
}

// TestGatewayRefusal: what trying again cannot cure stops RunGateway at once with a sentence saying what
// to check; an outage it waits out.
func TestGatewayRefusal(t *testing.T) {
	t.Parallel()
	strict := discordtest.New(discordtest.Config{Token: "the-token"})
	t.Cleanup(strict.Close)
	srv, _ := newProbeServer()
	shards := NewShards(0)
	err := RunGateway(context.Background(), GatewayConfig{Token: "not-the-token", Log: quiet, Shards: shards, RetryDelay: time.Hour,
		REST: NewREST(RESTConfig{APIBase: strict.API(10)})}, srv)
	var closed *websocket.CloseError
	if !errors.As(err, &closed) || closed.Code != 4004 || !strings.HasPrefix(err.Error(), "Discord refused the bot token (gateway close code 4004") {
		t.Errorf("RunGateway with a refused token = %v, want close code 4004, worded", err)
	}
	if n := strict.Refused(); n != 1 {
		t.Errorf("%d IDENTIFYs refused, want 1", n)
	}
}

// waitFor polls cond until it holds, failing the test after 10 s.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	if !testenv.Eventually(10*time.Second, cond) {
		t.Fatalf("not %s within 10 s", what)
	}
}
