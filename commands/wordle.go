package commands

import (
	"context"

	"kibitz/router"
)

// /wordle: not registered yet.

type wordleCommand struct{ Deps }

func newWordle(d Deps) *wordleCommand { return &wordleCommand{d} }

func (c *wordleCommand) register(m *router.Mux) {}

// background runs between interactions until ctx ends.
func (c *wordleCommand) background(ctx context.Context) { <-ctx.Done() }
