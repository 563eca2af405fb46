package redis

import (
	"context"
	"fmt"
	"log/slog"
	"strings"

	goredis "github.com/redis/go-redis/v9"
)

// SetLogger sends go-redis's own log lines (a pool that cannot dial, a Sentinel failover, a connection
// closed with unread data) to log with from=go-redis, instead of go-redis's plain text on stderr, which
// would break a JSON log. They go at info level: a failure they describe also fails the command that met
// it, which kibitz reports at its own level, once (a Redis that cannot be reached at start-up would
// otherwise be told once per dial attempt before the error that says it all). go-redis keeps one logger
// for the whole process (redis.SetLogger stores it in a package variable), so only a program's main calls
// this, once it knows the log's level and format; packages and their tests leave it alone.
func SetLogger(log *slog.Logger) { goredis.SetLogger(slogLogger{log}) }

// slogLogger is go-redis's logging interface on a slog.Logger.
type slogLogger struct{ log *slog.Logger }

func (l slogLogger) Printf(ctx context.Context, format string, v ...any) {
	l.log.Log(ctx, slog.LevelInfo, strings.TrimSpace(fmt.Sprintf(format, v...)), "from", "go-redis")
}
