package commands

import (
	"context"

	"kibitz/router"
)

// /nim: not registered yet.

type nimCommand struct{ Deps }

func newNim(d Deps) *nimCommand { return &nimCommand{d} }

func (c *nimCommand) register(m *router.Mux) {}

// background runs between interactions until ctx ends.
func (c *nimCommand) background(ctx context.Context) { <-ctx.Done() }
