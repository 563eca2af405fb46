package main

import (
	"fmt"
	"io"

	"kibitz/storage/bolt"
)

const compactUsage = `usage: kibitz compact [-data FILE]

Rewrites the data file at the size of what it holds, its expired keys deleted first, and prints its size
before and after. The file otherwise keeps the size of its busiest day: the space of deleted keys is
reused, never given back. Stop the kibitz that uses the file first: a file another process holds is
refused (exit status 1), and left as it was. Redis needs nothing of the kind.`

// runCompact is `kibitz compact`: bolt.Compact on the data file KIBITZ_DATA names (the default one when
// it names none).
func runCompact(cfg *config, args []string, stdout io.Writer) error {
	fs := newFlagSet("kibitz compact")
	cfg.stringFlag(fs, &cfg.Data, "data", "KIBITZ_DATA", "the data file to compact")
	if err := parseFlags(fs, cfg, args, compactUsage); err != nil {
		return err
	}
	if cfg.Data == memoryData {
		return usagef("%s: the in-memory store keeps no file to compact", cfg.named("KIBITZ_DATA", cfg.Data))
	}
	path, err := cfg.dataFile()
	if err != nil {
		return err
	}
	res, err := bolt.Compact(path, bolt.Options{})
	if err != nil {
		return fmt.Errorf("%s: %w", cfg.renamed("KIBITZ_DATA", "KIBITZ_DATA"), err)
	}
	keys := "keys"
	if res.Expired == 1 {
		keys = "key"
	}
	_, err = fmt.Fprintf(stdout, "%s: %s, now %s (%d expired %s deleted)\n", path, size(res.Before), size(res.After), res.Expired, keys)
	return err
}

// size is a file's size in bytes as a person reads it: 512 bytes, 256 KB, 16.0 MB.
func size(n int64) string {
	switch {
	case n < 1<<10:
		return fmt.Sprintf("%d bytes", n)
	case n < 1<<20:
		return fmt.Sprintf("%d KB", n>>10)
	default:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	}
}
