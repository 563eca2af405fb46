package commands

import "kibitz/router"

// /knight: not registered yet.

type knightCommand struct{ Deps }

func newKnight(d Deps) *knightCommand { return &knightCommand{d} }

func (c *knightCommand) register(m *router.Mux) {}
