package redis

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"

	goredis "github.com/redis/go-redis/v9"

	"kibitz/storage"
)

// fail wraps a failed command's error with the operation and the store key, matching
// storage.ErrWrongKind when Redis answered WRONGTYPE (within a script's error, too: Redis puts the
// script's name after it, miniredis its own words before), storage.ErrNotANumber when it refused a score
// that would be NaN (an increment's result), and storage.ErrUnavailable when Redis could not be reached
// (unreachable).
func fail(op, key string, err error) error {
	switch {
	case strings.Contains(err.Error(), "WRONGTYPE"):
		return fmt.Errorf("redis: %s %s: %w (%w)", op, key, storage.ErrWrongKind, err)
	case strings.Contains(err.Error(), "NaN"):
		return fmt.Errorf("redis: %s %s: %w (%w)", op, key, storage.ErrNotANumber, err)
	case unreachable(err):
		return fmt.Errorf("redis: %s %s: %w (%w)", op, key, storage.ErrUnavailable, err)
	}
	return fmt.Errorf("redis: %s %s: %w", op, key, err)
}

// unreachable reports whether err says that Redis could not be reached, rather than that it refused the
// command: a network error (a connection refused, reset or timed out, which go-redis reports as net.Error),
// a connection closed under the command (EOF), no connection free in the pool in time, a client closed,
// or a server that answers but does not serve (loading its data, a Cluster or a replica's master down).
// The caller's own context ending is not: the router says that the interaction took too long.
func unreachable(err error) bool {
	var ne net.Error
	switch {
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, context.Canceled):
		return false // context.DeadlineExceeded is a net.Error too
	case errors.As(err, &ne), errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF),
		errors.Is(err, goredis.ErrPoolTimeout), errors.Is(err, goredis.ErrClosed):
		return true
	}
	for _, busy := range []string{"LOADING ", "CLUSTERDOWN ", "MASTERDOWN ", "TRYAGAIN "} {
		if strings.HasPrefix(err.Error(), busy) {
			return true
		}
	}
	return false
}
