package main

import (
	"context"
	"fmt"
	"io"

	"kibitz/commands/all"
)

const forgetUsage = `usage: kibitz forget [-redis URL] [-data FILE] USER_ID

Deletes what kibitz keeps about the Discord user USER_ID, as /settings forget does when they press its
button: their figures, settings, dailies and games of their own, their entries on the leaderboards and
day's rankings of every place noted for them, and writes the tombstone that keeps a late result from
writing it back (docs/privacy.md). For a request that arrives by email. With the embedded store, stop the
kibitz that uses the data file first (it holds the file).

Boards and Wordle figures written before this release were not noted, and are not found from the user's
id: on Redis, the command prints how to find them with SCAN (they expire anyway: boards within two years,
Wordle figures within 400 days).`

// runForget is `kibitz forget USER_ID`: all.Forget on the store of cfg.
func runForget(ctx context.Context, cfg *config, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("kibitz forget")
	cfg.storeFlags(fs)
	if err := parseArgs(fs, args, forgetUsage); err != nil {
		return err
	}
	if fs.NArg() != 1 || !isSnowflake(fs.Arg(0)) {
		return &usageError{msg: "give one Discord user id (digits), as in kibitz forget 80351110224678912", usage: helpFor(fs, forgetUsage)}
	}
	cfg.noteGiven(fs)
	if err := cfg.validate(); err != nil {
		return err
	}
	user := fs.Arg(0)
	log := cfg.logger(stderr)
	store, err := openStore(ctx, *cfg, log, storeFile)
	if err != nil {
		return err
	}
	defer store.Close()
	f, err := all.Forget(ctx, all.Config{Store: store, Log: log}, user)
	if err != nil {
		return fmt.Errorf("forgetting %s: %w", user, err)
	}
	fmt.Fprintf(stdout, "%s: deleted %d stored records, took them off %d boards; places looked through: %d.\n", user, f.Keys, f.Boards, f.Places)
	fmt.Fprintf(stdout, "Games in progress with others stay until they end or expire (at most 8 days); results of games that ended before now write nothing back for 2 days.\n")
	if cfg.RedisURL != "" {
		fmt.Fprintf(stdout, "Boards and Wordle figures written before kibitz noted them (before this release) are not found from the id. To find them (keys are <namespace>:{<key>}, namespace kibitz by default):\n"+
			"  redis-cli --scan --pattern 'kibitz:{rank:*' | while read k; do redis-cli zrem \"$k\" %[1]s; done\n"+
			"  redis-cli --scan --pattern 'kibitz:{wdls:*:%[1]s}' | xargs -r redis-cli del\n", user)
	} else {
		fmt.Fprintf(stdout, "Boards and Wordle figures written before kibitz noted them (before this release) are not found from the id; they expire (boards within two years, Wordle figures within 400 days).\n")
	}
	return nil
}
