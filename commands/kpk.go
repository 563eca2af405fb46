package commands

import "kibitz/router"

// /kpk: not registered yet.

type kpkCommand struct{ Deps }

func newKPK(d Deps) *kpkCommand { return &kpkCommand{d} }

func (c *kpkCommand) register(m *router.Mux) {}
