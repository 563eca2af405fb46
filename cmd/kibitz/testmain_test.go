package main

import (
	"fmt"
	"os"
	"testing"
)

// TestMain guards kibitz load --spawn, which starts this same program as `kibitz serve`: under go test
// that program is the test binary, which would run the tests again, spawning again. Started so, it exits
// at once, and load reports that serve did not come up.
func TestMain(m *testing.M) {
	if len(os.Args) > 1 && os.Args[1] == "serve" {
		fmt.Fprintln(os.Stderr, "this is the test binary of cmd/kibitz, which does not run kibitz serve")
		os.Exit(1)
	}
	os.Exit(m.Run())
}
