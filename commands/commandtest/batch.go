package commandtest

import (
	"context"
	"flag"
	"io"
	"strings"
	"testing"

	"kibitz/commands"
)

// RunBatch runs the kind called name of g's `kibitz solve` forms (commands.BatchGame) as the command line
// runs it: its flags parsed from args, then in streamed through it. It returns what the kind wrote and
// its error: the flag package's for a flag it cannot parse, a *commands.UsageError for a mistake the kind
// finds in its flags. The command line's own forms (the "kibitz solve KIND: " prefix, the exit status,
// the help) are cmd/kibitz's, and its tests check them.
func RunBatch(t testing.TB, g commands.BatchGame, name string, args []string, in string) (string, error) {
	t.Helper()
	var out strings.Builder
	err := runBatch(t, g, name, args, strings.NewReader(in), &out)
	return out.String(), err
}

// runBatch is RunBatch writing to out, for benchmarks that discard what the kind writes.
func runBatch(t testing.TB, g commands.BatchGame, name string, args []string, in io.Reader, out io.Writer) error {
	t.Helper()
	for _, b := range g.Batches() {
		if b.Name != name {
			continue
		}
		fs := flag.NewFlagSet("kibitz solve "+name, flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		run := b.Flags(fs)
		if err := fs.Parse(args); err != nil {
			return err
		}
		return run(context.Background(), in, out)
	}
	t.Fatalf("the game declares no kind %q of kibitz solve", name)
	return nil
}

// DiscardBatch is RunBatch for a benchmark: what the kind writes is counted and dropped. It returns the
// number of bytes written.
func DiscardBatch(t testing.TB, g commands.BatchGame, name string, args []string, in string) (int64, error) {
	t.Helper()
	var w countingWriter
	err := runBatch(t, g, name, args, strings.NewReader(in), &w)
	return w.n, err
}

// countingWriter counts what is written to it and keeps nothing.
type countingWriter struct{ n int64 }

func (w *countingWriter) Write(p []byte) (int, error) { w.n += int64(len(p)); return len(p), nil }
