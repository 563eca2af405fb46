// Command kibitz is a Discord bot that solves and plays puzzles, and the same commands in a terminal.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is main without the process: it returns the exit status (0 ok, 2 usage, 1 anything else).
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	var err error
	switch {
	case len(args) > 0 && args[0] == "solve":
		err = runSolve(args[1:], stdin, stdout)
	default:
		err = usagef("usage: kibitz [bot|serve|console|register|solve|version]")
	}
	var ue *usageError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &ue):
		fmt.Fprintln(stderr, ue.msg)
		return 2
	default:
		fmt.Fprintln(stderr, "kibitz:", err)
		return 1
	}
}
