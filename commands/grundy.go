package commands

import "kibitz/router"

// /grundy: not registered yet.

type grundyCommand struct{ Deps }

func newGrundy(d Deps) *grundyCommand { return &grundyCommand{d} }

func (c *grundyCommand) register(m *router.Mux) {}
