package main

import (
	"context"
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"strconv"
	"strings"
	"time"

	"kibitz/i18n"
	"kibitz/internal/loadgen"
)

const loadUsage = `usage: kibitz load --spawn [flags]
       kibitz load --target http://127.0.0.1:PORT/interactions [--key-file FILE] [--fake-addr 127.0.0.1:PORT] [flags]
       kibitz load --keygen

Drives a kibitz serve on this machine with signed interactions from virtual users who play whole games
(tic-tac-toe, Sudoku, Wordle assist, Nim; knight's tours with --mix), and reports throughput, latency
(inline and deferred replies apart, and by kind of interaction), lost replies and inconsistent
games. The bot's edits and followups go to a fake Discord that load starts, which can fail a share of them.
Exit status 1 when a reply was lost or a game inconsistent.

--spawn starts kibitz serve itself on a free loopback port, with a fresh key pair and the fake as its
DISCORD_API_BASE (REDIS_URL as set; without it, KIBITZ_DATA as set, or the in-memory store), and stops
it at the end. Otherwise start serve with the public key of
--keygen as DISCORD_PUBLIC_KEY and DISCORD_API_BASE=http://127.0.0.1:PORT/api/v10 for a --fake-addr, and
give load the private key (--key-file, or KIBITZ_LOAD_PRIVATE_KEY).`

func runLoad(ctx context.Context, cfg *config, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("kibitz load")
	keygen := fs.Bool("keygen", false, "print a fresh key pair (DISCORD_PUBLIC_KEY for serve, KIBITZ_LOAD_PRIVATE_KEY for load) and exit")
	spawn := fs.Bool("spawn", false, "start kibitz serve as a child process, run, then stop it")
	target := fs.String("target", "", "the interactions endpoint of a running serve, http://127.0.0.1:PORT/interactions (loopback only)")
	keyFile := fs.String("key-file", "", "file holding the hex Ed25519 private key or seed (default: KIBITZ_LOAD_PRIVATE_KEY)")
	fakeAddr := fs.String("fake-addr", "", "loopback address for the fake Discord, 127.0.0.1:PORT (default: a free port)")
	users := fs.Int("concurrency", 32, "virtual users, each playing one game at a time")
	durationFlag := durationVar(fs, "duration", 20*time.Second, "how long to send interactions, a `duration`")
	duration := durationFlag.d
	count := fs.Int("count", 0, "stop after this many interactions (0: only --duration bounds the run)")
	mixText := fs.String("mix", loadgen.DefaultMix().String(), "the games' weights")
	failRate := fs.Float64("fail-rate", 0, "share of the bot's REST calls the fake fails (503, HTML 429, 500, 502, 504, hangs), 0 to 0.5")
	hangFlag := durationVar(fs, "hang", 12*time.Second, "how long a hung REST call is held before it fails, a `duration` (0: no hangs)")
	graceFlag := durationVar(fs, "grace", loadgen.DefaultGrace, "how long to wait at the end for deferred replies, a `duration`")
	rttFlag := durationVar(fs, "rtt", 0, "round trip the fake Discord adds to every REST answer, as Discord's distance (50ms to 150ms from most hosts), a `duration` up to 5s")
	hang, grace, rtt := hangFlag.d, graceFlag.d, rttFlag.d
	cfg.stringFlag(fs, &cfg.RedisURL, "redis", "REDIS_URL", "with --spawn: serve's Redis URL; empty for its embedded store")
	cfg.stringFlag(fs, &cfg.Data, "data", "KIBITZ_DATA", "with --spawn and no Redis: serve's data file; empty for the in-memory store")
	serveLog := fs.String("serve-log", "", "with --spawn: write serve's log to this file")
	quiet := fs.Bool("quiet", false, "no progress lines on stderr")
	asJSON := fs.Bool("json", false, "write the report as one JSON object")
	if err := parseArgs(fs, args, loadUsage); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return &usageError{msg: fmt.Sprintf("unexpected argument %q", fs.Arg(0)), usage: helpFor(fs, loadUsage)}
	}
	if cfg.dotenvErr != nil {
		return cfg.dotenvErr
	}
	cfg.noteGiven(fs)
	if *keygen {
		pub, priv, err := loadgen.NewKeyPair()
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "DISCORD_PUBLIC_KEY=%s\nKIBITZ_LOAD_PRIVATE_KEY=%s\n", pub, priv)
		return nil
	}
	mix, err := loadgen.ParseMix(*mixText)
	if err != nil {
		return usagef("%v", err)
	}
	switch {
	case *spawn && *target != "":
		return usagef("give --spawn or --target, not both")
	case !*spawn && *target == "":
		return &usageError{msg: "give --spawn, or --target with the endpoint of a running kibitz serve", usage: helpFor(fs, loadUsage)}
	case *users < 1 || *users > loadgen.MaxUsers:
		return usagef("--concurrency %d: give 1 to %d", *users, loadgen.MaxUsers)
	case *duration <= 0 || *duration > loadgen.MaxDuration:
		return usagef("--duration %s: give up to %s", durationFlag, shortDuration(loadgen.MaxDuration))
	case *count < 0:
		return usagef("--count %d", *count)
	case *failRate < 0 || *failRate > loadgen.MaxFailRate:
		return usagef("--fail-rate %v: give 0 to %v", *failRate, loadgen.MaxFailRate)
	case *grace < 0 || *grace > loadgen.MaxGrace:
		return usagef("--grace %s: give up to %s", graceFlag, shortDuration(loadgen.MaxGrace))
	case *hang < 0 || *hang > time.Minute:
		return usagef("--hang %s: give up to 1m", hangFlag)
	case *rtt < 0 || *rtt > loadgen.MaxRTT:
		return usagef("--rtt %s: give 0 to %s", rttFlag, shortDuration(loadgen.MaxRTT))
	}

	if !*spawn {
		if err := spawnOnly(fs); err != nil {
			return err
		}
	}

	var key ed25519.PrivateKey
	if *spawn && cfg.RedisURL == "" && cfg.Data != "" && cfg.Data != memoryData {
		// A folder would stop serve at its start, in its log, naming KIBITZ_DATA whichever load was given.
		if err := cfg.dataFolder(cfg.Data); err != nil {
			return err
		}
	}
	if *spawn && cfg.RedisURL != "" {
		// Likewise a Redis URL that serve cannot read or reach, which its log would name REDIS_URL, as load
		// gives it: load tries it first, and names it as the user gave it. load keeps no log: go-redis's
		// lines, one per failed dial, would only repeat the error that says it all.
		routeLibraryLogs(slog.New(slog.DiscardHandler))
		s, err := openRedis(ctx, *cfg)
		if err != nil {
			return err
		}
		s.Close()
	}
	if *spawn {
		// A key pair of the run's own: serve gets the public half.
		_, priv, err := loadgen.NewKeyPair()
		if err != nil {
			return err
		}
		key, _ = loadgen.ParsePrivateKey(priv)
	} else {
		if _, err := loadgen.CheckTarget(*target); err != nil {
			return usagef("%v", err)
		}
		if key, err = loadKey(*keyFile); err != nil {
			return usagef("%v", err)
		}
	}

	var l net.Listener
	if *fakeAddr != "" {
		host, _, err := net.SplitHostPort(*fakeAddr)
		if err != nil || !loadgen.IsLoopback(host) {
			return usagef("--fake-addr %q: give a loopback address, such as 127.0.0.1:8090", *fakeAddr)
		}
		if l, err = net.Listen("tcp", *fakeAddr); err != nil {
			return listenError("--fake-addr "+*fakeAddr, err)
		}
	}
	fake, err := loadgen.NewFake(l, loadgen.Faults{Rate: *failRate, Hang: *hang, RTT: *rtt})
	if err != nil {
		return usagef("%v", err)
	}
	defer fake.Close()

	var child *serveProcess
	if *spawn {
		child, err = startServe(ctx, *cfg, key, fake.APIBase(), *serveLog)
		if err != nil {
			return err
		}
		defer child.stop()
		*target = child.endpoint
		fmt.Fprintf(stderr, "kibitz load: serve started (pid %d) at %s, store %s\n", child.cmd.Process.Pid, child.endpoint, storeName(*cfg))
	} else {
		fmt.Fprintf(stderr, "kibitz load: fake Discord at DISCORD_API_BASE=%s\n", fake.APIBase())
		if err := waitHealthy(ctx, *target, time.Minute, nil); err != nil {
			return fmt.Errorf("%w (start kibitz serve with DISCORD_API_BASE=%s and DISCORD_PUBLIC_KEY=%s)",
				err, fake.APIBase(), loadgen.PublicHex(key))
		}
	}

	run := loadgen.Config{Target: *target, Key: key, Fake: fake, Users: *users, Duration: *duration, Count: *count,
		Mix: mix, Grace: *grace}
	if child != nil {
		pid := strconv.Itoa(child.cmd.Process.Pid)
		run.ServerCPU = func() (time.Duration, bool) { return procCPU(pid) }
	}
	if !*quiet {
		run.Progress = stderr
		fmt.Fprintf(stderr, "kibitz load: %d virtual users for %v", *users, *duration)
		if *count > 0 {
			fmt.Fprintf(stderr, " or %d interactions", *count)
		}
		if *failRate > 0 {
			fmt.Fprintf(stderr, ", %.1f%% of REST calls failing", 100**failRate)
		}
		if *rtt > 0 {
			fmt.Fprintf(stderr, ", Discord %v away", *rtt)
		}
		fmt.Fprintln(stderr)
	}
	runCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	if child != nil {
		// A serve that dies ends the run: what follows would only count refused connections.
		go func() {
			select {
			case <-child.exited:
				cancel()
			case <-runCtx.Done():
			}
		}()
	}
	rep, err := loadgen.Run(runCtx, run)
	if err != nil {
		return err
	}
	died := false
	if child != nil && ctx.Err() == nil {
		select {
		case <-child.exited:
			died = true
		default:
		}
	}
	out := loadJSON{JSON: rep.JSON()}
	out.LoadProcess, _ = procStats("self")
	if child != nil {
		out.ServeProcess, _ = procStats(strconv.Itoa(child.cmd.Process.Pid))
		if err := child.stop(); err != nil && !died {
			fmt.Fprintf(stderr, "kibitz load: serve: %v\n", err)
		}
		out.ServeLog = child.log.counts()
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			return err
		}
	} else {
		rep.WriteTo(stdout)
		if out.LoadProcess != nil {
			fmt.Fprintf(stdout, "%-16s %s\n", "load process", out.LoadProcess)
		}
		if out.ServeProcess != nil {
			fmt.Fprintf(stdout, "%-16s %s\n", "serve process", out.ServeProcess)
		}
		if out.ServeLog != nil {
			fmt.Fprintf(stdout, "%-16s %s\n", "serve log", out.ServeLog)
		}
	}
	if died {
		return fmt.Errorf("serve exited during the run (%v); the end of its log:\n%s", child.err, child.log.tail(20))
	}
	if rep.Failed() {
		return fmt.Errorf("%d lost replies, %d inconsistent games", rep.Lost, rep.Inconsistent)
	}
	return nil
}

// loadKey reads the private key from a file (its KIBITZ_LOAD_PRIVATE_KEY= line, or all of it) or from
// the environment.
func loadKey(file string) (ed25519.PrivateKey, error) {
	text := os.Getenv("KIBITZ_LOAD_PRIVATE_KEY")
	from := "KIBITZ_LOAD_PRIVATE_KEY"
	if file != "" {
		from = "--key-file " + file
		data, err := os.ReadFile(file)
		if err != nil {
			return nil, fmt.Errorf("%s: cannot read it (%v)", from, unwrapPathError(err))
		}
		text = string(data)
		// The output of --keygen saved as it is holds the key on its own line.
		for line := range strings.Lines(text) {
			if v, ok := strings.CutPrefix(strings.TrimSpace(line), "KIBITZ_LOAD_PRIVATE_KEY="); ok {
				text = v
			}
		}
	}
	if strings.TrimSpace(text) == "" {
		return nil, errors.New("no private key: give --key-file or set KIBITZ_LOAD_PRIVATE_KEY (kibitz load --keygen makes a pair), or use --spawn")
	}
	if _, err := hex.DecodeString(strings.TrimSpace(text)); err != nil {
		return nil, fmt.Errorf("%s is not a hex private key: give the KIBITZ_LOAD_PRIVATE_KEY that kibitz load --keygen printed, 64 hex digits", from)
	}
	key, err := loadgen.ParsePrivateKey(text)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", from, err)
	}
	return key, nil
}

func storeName(cfg config) string {
	switch {
	case cfg.RedisURL != "":
		return "Redis"
	case cfg.Data == "" || cfg.Data == memoryData:
		return "embedded (memory)"
	}
	return "embedded (file " + cfg.Data + ")"
}

// loadJSON is the report of --json: the run's figures, then the processes'.
type loadJSON struct {
	loadgen.JSON
	LoadProcess  *procJSON `json:"load_process,omitempty"`
	ServeProcess *procJSON `json:"serve_process,omitempty"` // --spawn: the whole life of serve, start-up included
	ServeLog     *logJSON  `json:"serve_log,omitempty"`
}

// spawnOnly refuses the flags that set up the serve that --spawn starts when load runs against a serve at
// --target instead: that serve has its own store and log, so a --redis given there would be quietly
// ignored, and the run would measure a store the user did not ask for.
func spawnOnly(fs *flag.FlagSet) error {
	var given []string
	fs.Visit(func(f *flag.Flag) {
		if f.Name == "redis" || f.Name == "data" || f.Name == "serve-log" {
			given = append(given, "--"+f.Name)
		}
	})
	switch len(given) {
	case 0:
		return nil
	case 1:
		return usagef("%s goes with --spawn: the serve at --target keeps its own store and log", given[0])
	}
	return usagef("%s go with --spawn: the serve at --target keeps its own store and log",
		i18n.AndList(i18n.English, given))
}
