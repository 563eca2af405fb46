package main

import (
	"context"
	"log/slog"
	"strings"
	"testing"

	"kibitz/bot"
	"kibitz/commands"
	"kibitz/internal/testenv"
	"kibitz/router"
	"kibitz/storage/memory"
)

// TestRunEndsWithStopped: a run stopped by the signal always ends with its `stopped` line, even when the
// transport returns at once: readiness turns at the signal from a goroutine of its own (context.AfterFunc),
// which the end of the run must not outrun.
func TestRunEndsWithStopped(t *testing.T) {
	for i := range 300 {
		logs := &testenv.Buffer{}
		a := &app{cfg: config{OpsAddr: opsOff}, log: slog.New(slog.NewTextHandler(logs, nil)), tel: newTelemetry(),
			store: memory.New(), cmds: commands.RegisterAll(router.NewMux())}
		ctx, signal := context.WithCancel(context.Background())
		err := a.run(ctx, bot.OpsConfig{}, func(ctx context.Context) error {
			signal()
			<-ctx.Done()
			return nil
		})
		if err != nil || !strings.Contains(logs.String(), "msg=stopped") {
			t.Fatalf("run %d = %v, logs:\n%s\nwant it to end with stopped", i, err, logs.String())
		}
	}
}
