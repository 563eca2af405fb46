package knight

import (
	"testing"

	"kibitz/commands"
	"kibitz/commands/commandtest"
)

var alice = commandtest.User("101")

// newHarness is commandtest's harness with /knight (and /help) registered.
func newHarness(t *testing.T) *commandtest.Harness {
	t.Helper()
	return commandtest.New(t, func(h *commandtest.Harness) {
		commands.RegisterAll(h.Mux, New(commands.Env{Store: h.Store, Log: h.Log, NewID: h.NewID}, Config{}))
	})
}

// opt is commandtest.Opt, short for the tables of options.
type opt = commandtest.Opt
