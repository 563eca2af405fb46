package commandtest

import (
	"context"
	"io"
	"strings"
)

// RunBatch runs a kind of `kibitz solve` (commands.Batch.Run, passed as run) with args on in, and returns
// what it wrote and its error: the flag package's for a flag it cannot parse, a *commands.UsageError for a
// mistake the kind finds in its flags. The command line's own forms (the "kibitz solve KIND: " prefix,
// the exit status, the help) are cmd/kibitz's, and its tests check them.
func RunBatch(run func(ctx context.Context, args []string, in io.Reader, out io.Writer) error, args []string, in string) (string, error) {
	var out strings.Builder
	err := run(context.Background(), args, strings.NewReader(in), &out)
	return out.String(), err
}
