package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"kibitz/storage"
	"kibitz/storage/bolt"
	"kibitz/storage/memory"
	kredis "kibitz/storage/redis"
)

// memoryData is the KIBITZ_DATA value that keeps the in-memory store.
const memoryData = "memory"

// storeDefault is what a subcommand keeps its games in when neither REDIS_URL nor KIBITZ_DATA says.
type storeDefault int

const (
	// storeFile: the data file in the user's data directory (bot, serve: a bot's games and streaks
	// survive a restart).
	storeFile storeDefault = iota
	// storeMemory: the in-memory store (the console: trying kibitz writes no file).
	storeMemory
)

// openStore opens the store docs/contract.md §2 describes: Redis when REDIS_URL is set; otherwise the
// embedded store KIBITZ_DATA names, a data file or "memory"; otherwise def. It logs one "store" line
// saying which, and where.
func openStore(ctx context.Context, cfg config, log *slog.Logger, def storeDefault) (storage.Store, error) {
	switch {
	case cfg.RedisURL != "":
		s, err := openRedis(ctx, cfg)
		if err != nil {
			return nil, err
		}
		log.Info("store", "kind", "redis", "url", kredis.Redact(cfg.RedisURL))
		return s, nil
	case cfg.Data == memoryData || cfg.Data == "" && def == storeMemory:
		if def == storeFile {
			log.Warn("store", "kind", "memory", "note", "KIBITZ_DATA=memory: games are lost when kibitz exits")
		}
		return memory.New(), nil
	}
	path, err := cfg.dataFile()
	if err != nil {
		return nil, err
	}
	s, err := bolt.Open(path, bolt.Options{Log: log})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", cfg.renamed("KIBITZ_DATA", "KIBITZ_DATA"), err)
	}
	log.Info("store", "kind", "file", "path", path)
	return s, nil
}

// dataFile is the data file's absolute path: KIBITZ_DATA's, or the default one (defaultDataFile). A folder
// is a usage error (dataFolder).
func (c *config) dataFile() (string, error) {
	path := c.Data
	if path == "" {
		var err error
		if path, err = defaultDataFile(os.Getenv, runtime.GOOS); err != nil {
			return "", err
		}
	}
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	return path, c.dataFolder(path)
}

// openRedis opens the Redis of REDIS_URL. A URL that cannot be read, or at which no Redis answers within
// 10 s, is named as the user gave it, --redis or REDIS_URL (config.named).
func openRedis(ctx context.Context, cfg config) (*kredis.Store, error) {
	cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	s, err := kredis.Open(cctx, cfg.RedisURL, kredis.Options{})
	var ue *kredis.URLError
	if !errors.As(err, &ue) {
		return s, err
	}
	given := cfg.named("REDIS_URL", ue.URL)
	if !ue.NoAnswer {
		return nil, fmt.Errorf("%s: %w", given, ue.Err)
	}
	return nil, fmt.Errorf("%s: Redis does not answer (%w)", given, ue.Err)
}

// dataFolder is the usage error of a data file, path, that is a folder, naming KIBITZ_DATA as the user
// gave it (config.named); nil for anything else.
func (c *config) dataFolder(path string) error {
	if st, err := os.Stat(path); err != nil || !st.IsDir() {
		return nil
	}
	return usagef("%s is a folder: give the path of a file in it, such as %s, or memory",
		c.named("KIBITZ_DATA", c.Data), filepath.Join(path, "kibitz.db"))
}

// unwrapPathError is an error from opening a file without the operation and path the message names
// already: "no such file or directory", "permission denied".
func unwrapPathError(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// defaultDataFile is the data file when KIBITZ_DATA is not set: kibitz/kibitz.db in the user's data
// directory. That is $XDG_DATA_HOME, or ~/.local/share, as the XDG base directory convention has it
// (os.UserConfigDir is the configuration directory, another place), and the platform's own place for
// application data on macOS and Windows. getenv and goos are os.Getenv and runtime.GOOS, given for tests.
func defaultDataFile(getenv func(string) string, goos string) (string, error) {
	dir := ""
	// The convention ignores a relative XDG_DATA_HOME: it would move with the working directory.
	if x := getenv("XDG_DATA_HOME"); filepath.IsAbs(x) {
		dir = x
	} else {
		switch goos {
		case "windows":
			dir = getenv("LocalAppData")
		case "darwin", "ios":
			if home := getenv("HOME"); home != "" {
				dir = filepath.Join(home, "Library", "Application Support")
			}
		default:
			if home := getenv("HOME"); home != "" {
				dir = filepath.Join(home, ".local", "share")
			}
		}
	}
	if dir == "" {
		return "", errors.New("no data directory for the data file (neither XDG_DATA_HOME nor HOME is set): set KIBITZ_DATA to a file path, or to memory")
	}
	return filepath.Join(dir, "kibitz", "kibitz.db"), nil
}
