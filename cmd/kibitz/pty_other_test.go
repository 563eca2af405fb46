//go:build !linux

package main

import (
	"os"
	"testing"
)

// openPTY is Linux's alone (pty_linux_test.go); elsewhere the tests that need a terminal skip.
func openPTY(t *testing.T) (control, terminal *os.File) {
	t.Skip("the tests open a pseudo-terminal on Linux only")
	return nil, nil
}
