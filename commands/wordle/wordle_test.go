package wordle

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
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

func TestBackgroundPreparesAndStops(t *testing.T) {
	_, _, w := newHarness(t)
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

// TestBackgroundWaitsForPrepare: Background returns only once the building of the tables it started
// has stopped, so nothing of it outlives the run that started it.
func TestBackgroundWaitsForPrepare(t *testing.T) {
	_, _, w := newHarness(t)
	started := make(chan struct{})
	var stopped atomic.Bool
	w.prepare = func(ctx context.Context) {
		close(started)
		<-ctx.Done()
		time.Sleep(10 * time.Millisecond) // the feedback matrix finishes what it began
		stopped.Store(true)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { w.Background(ctx); close(done) }()
	<-started
	cancel()
	<-done
	if !stopped.Load() {
		t.Error("Background returned while the tables it started were still being built")
	}
}
