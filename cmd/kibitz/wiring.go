package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"

	"kibitz/bot"
	"kibitz/commands"
	"kibitz/commands/all"
	wordlecmd "kibitz/commands/wordle"
	"kibitz/router"
	"kibitz/solvers/wordle"
	"kibitz/storage"
)

// wiring is what newServer needs besides the configuration.
type wiring struct {
	store     storage.Store
	log       *slog.Logger
	metrics   *bot.Metrics     // nil: no metrics
	messenger router.Messenger // nil: no edits outside interactions
}

// newServer wires the commands into a router.Server and returns their background work, which the caller
// runs beside the transport.
func newServer(cfg config, w wiring) (*router.Server, *commands.Commands, error) {
	games := all.Config{Store: w.store, Log: w.log, BotUserID: cfg.AppID, Messenger: w.messenger,
		DailySecret: cfg.DailySecret, NimTurnTimeout: cfg.NimTurnTimeout, TTTTurnTimeout: cfg.TTTTurnTimeout,
		WordleAnswersFile: cfg.WordleAnswers, WordleGuessesFile: cfg.WordleGuesses}
	if cfg.WordleAnswers != "" || cfg.WordleGuesses != "" {
		for _, list := range []struct{ name, path string }{
			{"WORDLE_ANSWERS_FILE", cfg.WordleAnswers}, {"WORDLE_GUESSES_FILE", cfg.WordleGuesses},
		} {
			if err := commands.CanOpen(list.path); err != nil {
				return nil, nil, fmt.Errorf("%s=%s: kibitz cannot read it (%w); give a file of five-letter words, one a line, or nothing for the embedded list",
					list.name, list.path, err)
			}
		}
		d, err := wordle.LoadDictionaryFiles(cfg.WordleAnswers, cfg.WordleGuesses)
		var ie *wordle.InputError
		if errors.As(err, &ie) {
			// The mistake is in one list: its variable and file start the message, which then names the
			// line alone.
			name, path := "WORDLE_ANSWERS_FILE", cfg.WordleAnswers
			if ie.List == "guesses" {
				name, path = "WORDLE_GUESSES_FILE", cfg.WordleGuesses
			}
			ie.File = ""
			return nil, nil, fmt.Errorf("%s=%s: %s", name, path, wordlecmd.SolveError(err))
		}
		if err != nil {
			return nil, nil, fmt.Errorf("WORDLE_ANSWERS_FILE / WORDLE_GUESSES_FILE: %s", wordlecmd.SolveError(err))
		}
		games.Wordle = d
	}
	mux := router.NewMux()
	cmds := all.Register(mux, games)
	srv := &router.Server{Mux: mux, Log: w.log, MaxInFlight: cfg.MaxInFlight}
	if w.metrics != nil {
		srv.Observe = w.metrics.Observe
		w.metrics.WatchInFlight(srv.InFlight)
		w.metrics.WatchWaiting(srv.Waiting)
	}
	return srv, cmds, nil
}

// startBackground runs work between interactions (the games' turn timers, the warm-up of their tables)
// until the returned stop is called, and stop waits for it to end: nothing of a run outlives it, to write
// to a store it has closed or a log it no longer owns.
func startBackground(ctx context.Context, work func(ctx context.Context)) (stop func()) {
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		work(ctx)
	}()
	return func() {
		cancel()
		<-done
	}
}
