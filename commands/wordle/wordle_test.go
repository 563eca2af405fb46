package wordle

import (
	"context"
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/wordle"
)

// The tests of the command's definition and of its background work.

func TestDefinition(t *testing.T) {
	h, _, w := newHarness(t)
	var def *discordgo.ApplicationCommand
	for _, d := range h.Mux.Definitions() {
		if d.Name == "wordle" {
			def = d
		}
	}
	if def == nil {
		t.Fatal("/wordle is not registered")
	}
	var subs []string
	for _, o := range def.Options {
		subs = append(subs, o.Name)
	}
	if got, want := strings.Join(subs, " "), "assist reset play guess daily stats challenge"; got != want {
		t.Errorf("subcommands %q, want %q", got, want)
	}
	for _, c := range h.Mux.Commands() {
		for _, s := range c.Subcommands {
			if s.Example == "" || !s.Private {
				t.Errorf("/wordle %s: example %q, private %v; want an example and a private reply", s.Name.En, s.Example, s.Private)
			}
		}
	}
	// the longest form titles, in both languages, within Discord's 45 characters
	for _, l := range []i18n.Lang{i18n.English, i18n.Korean} {
		for turn := 1; turn <= wordle.MaxGuesses; turn++ {
			g := &wordle.Game{Guesses: make([]wordle.Word, turn-1)}
			m := w.guessForm(router.ID(playWordRoute, "x"), g, l).Modal
			if n := len([]rune(m.Title)); n > router.MaxModalTitle {
				t.Errorf("form title %q is %d characters, Discord allows %d", m.Title, n, router.MaxModalTitle)
			}
		}
	}
}

func TestBackgroundStops(t *testing.T) {
	_, _, w := newHarness(t)
	w.prepare = func(context.Context) error {
		t.Error("Background built the tables: that is Warm's, which the console does not run")
		return nil
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { w.Background(ctx); close(done) }()
	cancel()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("background did not return after its context ended")
	}
}

// TestWarmHoldsTheAssist: while Warm builds the tables, the assist's Await waits for it (so that the
// router holds no worker meanwhile), and returns at once after, or when its own context ends. Warm
// returns what the building returned: a cancelled one says so. In a bubble, so that "still waiting" is
// seen once every goroutine is blocked, not after a guess at how long they take.
func TestWarmHoldsTheAssist(t *testing.T) {
	_, _, w := newHarness(t)
	synctest.Test(t, func(t *testing.T) {
		if err := w.tablesBuilt(context.Background()); err != nil {
			t.Fatalf("tablesBuilt before any warm-up = %v, want nil at once", err)
		}
		started, finish := make(chan struct{}), make(chan error)
		w.prepare = func(context.Context) error {
			close(started)
			return <-finish
		}
		warmed := make(chan error)
		go func() { warmed <- w.Warm(context.Background()) }()
		<-started
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if err := w.tablesBuilt(ctx); err == nil {
			t.Fatal("tablesBuilt while warming returned nil; want it to wait, and its context's error when that ends")
		}
		waited := make(chan error, 1)
		go func() { waited <- w.tablesBuilt(context.Background()) }()
		synctest.Wait()
		select {
		case err := <-waited:
			t.Fatalf("tablesBuilt returned %v while the tables were being built", err)
		default:
		}
		finish <- context.Canceled
		if err := <-warmed; err != context.Canceled {
			t.Errorf("Warm = %v, want the building's context.Canceled", err)
		}
		if err := <-waited; err != nil {
			t.Errorf("tablesBuilt after the warm-up = %v, want nil", err)
		}
	})
}
