package commands

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"

	"kibitz/router"
)

// warmGame is a WarmingGame whose warm-up the test lets end, with the error it chooses.
type warmGame struct {
	tables  string
	started chan struct{}
	finish  chan error
}

func (g *warmGame) Register(*router.Mux) {}
func (g *warmGame) Tables() string       { return g.tables }
func (g *warmGame) Warm(context.Context) error {
	close(g.started)
	return <-g.finish
}

// TestWarming: Warming names every game's tables until its warm-up is done (before Warm runs too), a
// warm-up cut short leaves its tables named, and each one done is logged with how long it took.
func TestWarming(t *testing.T) {
	wordle := &warmGame{tables: "wordle tables", started: make(chan struct{}), finish: make(chan error)}
	kpk := &warmGame{tables: "kpk tables", started: make(chan struct{}), finish: make(chan error)}
	c := RegisterAll(router.NewMux(), wordle, kpk)
	if got, want := c.Warming(), "wordle tables, kpk tables"; got != want {
		t.Fatalf("Warming() before Warm = %q, want %q", got, want)
	}
	var logs bytes.Buffer
	done := make(chan struct{})
	go func() {
		c.Warm(context.Background(), slog.New(slog.NewTextHandler(&logs, nil)))
		close(done)
	}()
	<-wordle.started
	<-kpk.started
	if got, want := c.Warming(), "wordle tables, kpk tables"; got != want {
		t.Fatalf("Warming() while both warm = %q, want %q", got, want)
	}
	kpk.finish <- nil
	wordle.finish <- context.Canceled
	<-done
	if got, want := c.Warming(), "wordle tables"; got != want {
		t.Errorf("Warming() after a cut-short warm-up = %q, want %q", got, want)
	}
	if !strings.Contains(logs.String(), `msg="kpk tables ready" took=`) || strings.Contains(logs.String(), "wordle tables ready") {
		t.Errorf("logs:\n%s\nwant kpk tables ready with the time it took, and not the wordle tables", logs.String())
	}
}
