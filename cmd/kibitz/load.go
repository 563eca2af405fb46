package main

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

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
	duration := fs.Duration("duration", 20*time.Second, "how long to send interactions")
	count := fs.Int("count", 0, "stop after this many interactions (0: only --duration bounds the run)")
	mixText := fs.String("mix", loadgen.DefaultMix().String(), "the games' weights")
	failRate := fs.Float64("fail-rate", 0, "share of the bot's REST calls the fake fails (503, HTML 429, 500, 502, 504, hangs), 0 to 0.5")
	hang := fs.Duration("hang", 12*time.Second, "how long a hung REST call is held before it fails (0: no hangs)")
	grace := fs.Duration("grace", loadgen.DefaultGrace, "how long to wait at the end for deferred replies")
	rtt := fs.Duration("rtt", 0, "round trip the fake Discord adds to every REST answer, as Discord's distance (50ms to 150ms from most hosts), up to 5s")
	fs.StringVar(&cfg.RedisURL, "redis", cfg.RedisURL, "with --spawn: serve's Redis URL; empty for its embedded store (REDIS_URL)")
	fs.StringVar(&cfg.Data, "data", cfg.Data, "with --spawn and no Redis: serve's data file; empty for the in-memory store (KIBITZ_DATA)")
	serveLog := fs.String("serve-log", "", "with --spawn: write serve's log to this file")
	quiet := fs.Bool("quiet", false, "no progress lines on stderr")
	asJSON := fs.Bool("json", false, "write the report as one JSON object")
	if err := parseArgs(fs, args, loadUsage); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return &usageError{msg: fmt.Sprintf("unexpected argument %q", fs.Arg(0)), usage: helpFor(fs, loadUsage)}
	}
	if err := cfg.readable(); err != nil {
		return err
	}
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
		return usagef("--duration %v: give up to %v", *duration, loadgen.MaxDuration)
	case *count < 0:
		return usagef("--count %d", *count)
	case *failRate < 0 || *failRate > loadgen.MaxFailRate:
		return usagef("--fail-rate %v: give 0 to %v", *failRate, loadgen.MaxFailRate)
	case *grace < 0 || *grace > loadgen.MaxGrace:
		return usagef("--grace %v: give up to %v", *grace, loadgen.MaxGrace)
	case *hang < 0 || *hang > time.Minute:
		return usagef("--hang %v: give up to 1m", *hang)
	case *rtt < 0 || *rtt > loadgen.MaxRTT:
		return usagef("--rtt %v: give 0 to %v", *rtt, loadgen.MaxRTT)
	}

	var key ed25519.PrivateKey
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
			return listenError("--fake-addr", *fakeAddr, err)
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
		data, err := os.ReadFile(file)
		if err != nil {
			return nil, err
		}
		text, from = string(data), file
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

// serveProcess is a kibitz serve started by load.
type serveProcess struct {
	cmd      *exec.Cmd
	endpoint string
	log      *logTail
	exited   chan struct{} // closed when the process has exited
	err      error         // its exit status, once exited
	once     sync.Once
}

// startServe starts this same binary as `kibitz serve` on a free loopback port, pointed at the fake, and
// waits until its /healthz answers.
func startServe(ctx context.Context, cfg config, key ed25519.PrivateKey, apiBase, logFile string) (*serveProcess, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("cannot find this program to start serve: %w", err)
	}
	addr, err := freeLoopbackAddr()
	if err != nil {
		return nil, err
	}
	// Everything this process has (.env included, which loadConfig loaded into the environment), less
	// what must be the run's own: no bot token goes anywhere, the key and the API base are the run's.
	var env []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		switch name {
		case "DISCORD_TOKEN", "DISCORD_PUBLIC_KEY", "DISCORD_API_BASE", "KIBITZ_HTTP_ADDR", "REDIS_URL", "KIBITZ_DATA",
			"KIBITZ_OPS_ADDR":
			continue
		}
		env = append(env, kv)
	}
	// Without Redis, serve keeps its games in memory unless KIBITZ_DATA names a file: a load run leaves no
	// data file behind, and measures kibitz rather than the disk unless asked to. No operations listener:
	// a kibitz already running here has the default address, and load reads nothing from it.
	data := cfg.Data
	if data == "" {
		data = memoryData
	}
	env = append(env, "DISCORD_TOKEN=", "DISCORD_PUBLIC_KEY="+loadgen.PublicHex(key), "DISCORD_API_BASE="+apiBase,
		"KIBITZ_HTTP_ADDR="+addr, "REDIS_URL="+cfg.RedisURL, "KIBITZ_DATA="+data, "KIBITZ_OPS_ADDR="+opsOff)
	if os.Getenv("KIBITZ_LOG_LEVEL") == "" {
		// Under load an info line per event would cost serve more than some interactions do.
		env = append(env, "KIBITZ_LOG_LEVEL=warn")
	}
	p := &serveProcess{endpoint: "http://" + addr + "/interactions", log: &logTail{}, exited: make(chan struct{})}
	var out io.Writer = p.log
	var logf *os.File
	if logFile != "" {
		if logf, err = os.Create(logFile); err != nil {
			return nil, fmt.Errorf("--serve-log: %w", err)
		}
		out = io.MultiWriter(p.log, logf)
	}
	// The log goes through a pipe that this process copies from: the file must stay open until the
	// child has exited, or a write would fail, the pipe close, and the child die of SIGPIPE.
	p.cmd = exec.Command(exe, "serve")
	p.cmd.Env = env
	p.cmd.Stdout, p.cmd.Stderr = out, out
	if err := p.cmd.Start(); err != nil {
		if logf != nil {
			logf.Close()
		}
		return nil, fmt.Errorf("start serve: %w", err)
	}
	go func() {
		p.err = p.cmd.Wait()
		if logf != nil {
			logf.Close()
		}
		close(p.exited)
	}()
	if err := waitHealthy(ctx, p.endpoint, 30*time.Second, p.exited); err != nil {
		p.stop()
		return nil, fmt.Errorf("serve did not come up: %w\n%s", err, p.log.tail(20))
	}
	return p, nil
}

// stop asks serve to shut down (SIGTERM: it finishes the replies in progress), and kills it if it has not
// within its grace and a little more.
func (p *serveProcess) stop() error {
	p.once.Do(func() {
		select {
		case <-p.exited:
			return
		default:
		}
		p.cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-p.exited:
		case <-time.After(20 * time.Second):
			p.cmd.Process.Kill()
			<-p.exited
		}
	})
	<-p.exited
	return p.err
}

// freeLoopbackAddr returns a loopback address with a port free a moment ago. Another process may take it
// before serve does; serve then fails to start and says so.
func freeLoopbackAddr() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	return l.Addr().String(), nil
}

// waitHealthy polls the /healthz beside the interactions endpoint until it answers 200, for at most
// limit, or until exited is closed (the process died).
func waitHealthy(ctx context.Context, endpoint string, limit time.Duration, exited <-chan struct{}) error {
	u, err := loadgen.CheckTarget(endpoint)
	if err != nil {
		return err
	}
	u.Path, u.RawQuery = "/healthz", ""
	client := &http.Client{Timeout: 2 * time.Second, Transport: &http.Transport{Proxy: nil}}
	deadline := time.Now().Add(limit)
	last := "no answer"
	for {
		resp, err := client.Get(u.String())
		if err == nil {
			body, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<10))
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
			last = fmt.Sprintf("%d %s", resp.StatusCode, bytes.TrimSpace(body))
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%s: %s after %v", u, last, limit)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-exited:
			return errors.New("serve exited")
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// logTail keeps the last lines of serve's log and counts its warnings and errors.
type logTail struct {
	mu          sync.Mutex
	lines       []string
	partial     []byte
	warns, errs int
}

const logTailLines = 50

func (t *logTail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.partial = append(t.partial, p...)
	for {
		i := bytes.IndexByte(t.partial, '\n')
		if i < 0 {
			break
		}
		line := string(t.partial[:i])
		t.partial = t.partial[i+1:]
		switch {
		case strings.Contains(line, "level=ERROR"), strings.Contains(line, `"level":"ERROR"`):
			t.errs++
		case strings.Contains(line, "level=WARN"), strings.Contains(line, `"level":"WARN"`):
			t.warns++
		}
		t.lines = append(t.lines, line)
		if len(t.lines) > logTailLines {
			t.lines = t.lines[len(t.lines)-logTailLines:]
		}
	}
	return len(p), nil
}

func (t *logTail) tail(n int) string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return strings.Join(t.lines[max(0, len(t.lines)-n):], "\n")
}

func (t *logTail) counts() *logJSON {
	t.mu.Lock()
	defer t.mu.Unlock()
	return &logJSON{Errors: t.errs, Warnings: t.warns}
}

// loadJSON is the report of --json: the run's figures, then the processes'.
type loadJSON struct {
	loadgen.JSON
	LoadProcess  *procJSON `json:"load_process,omitempty"`
	ServeProcess *procJSON `json:"serve_process,omitempty"` // --spawn: the whole life of serve, start-up included
	ServeLog     *logJSON  `json:"serve_log,omitempty"`
}

// procJSON is a process's CPU time, in seconds, and peak memory.
type procJSON struct {
	CPUS      float64 `json:"cpu_s"`
	UserS     float64 `json:"user_s"`
	SystemS   float64 `json:"system_s"`
	PeakRSSMB int     `json:"peak_rss_mb,omitempty"`
}

func (p *procJSON) String() string {
	s := fmt.Sprintf("CPU %.1f s (user %.1f, system %.1f)", p.CPUS, p.UserS, p.SystemS)
	if p.PeakRSSMB > 0 {
		s += fmt.Sprintf(", peak RSS %d MB", p.PeakRSSMB)
	}
	return s
}

// logJSON counts the errors and warnings in serve's log.
type logJSON struct {
	Errors   int `json:"errors"`
	Warnings int `json:"warnings"`
}

func (l *logJSON) String() string { return fmt.Sprintf("%d errors, %d warnings", l.Errors, l.Warnings) }

// clockTicks is the unit of the CPU times in /proc/PID/stat: USER_HZ, 100 a second on Linux.
const clockTicks = 100

// procTimes reads a process's user and system CPU time from Linux's /proc; ok is false elsewhere.
func procTimes(pid string) (user, system time.Duration, ok bool) {
	stat, err := os.ReadFile("/proc/" + pid + "/stat")
	if err != nil {
		return 0, 0, false
	}
	// The fields after the command name, which is in parentheses and may hold spaces: utime and stime
	// are the 12th and 13th, in clock ticks.
	i := bytes.LastIndexByte(stat, ')')
	if i < 0 {
		return 0, 0, false
	}
	f := strings.Fields(string(stat[i+1:]))
	if len(f) < 13 {
		return 0, 0, false
	}
	utime, err1 := strconv.ParseInt(f[11], 10, 64)
	stime, err2 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return 0, 0, false
	}
	tick := time.Second / clockTicks
	return time.Duration(utime) * tick, time.Duration(stime) * tick, true
}

// procCPU is a process's CPU time so far, user and system, from /proc (to 10 ms); ok is false elsewhere.
func procCPU(pid string) (time.Duration, bool) {
	u, s, ok := procTimes(pid)
	return u + s, ok
}

// procStats is a process's CPU time and peak memory, from Linux's /proc; ok is false elsewhere.
func procStats(pid string) (*procJSON, bool) {
	u, s, ok := procTimes(pid)
	if !ok {
		return nil, false
	}
	p := &procJSON{CPUS: (u + s).Seconds(), UserS: u.Seconds(), SystemS: s.Seconds()}
	if status, err := os.ReadFile("/proc/" + pid + "/status"); err == nil {
		for line := range strings.Lines(string(status)) {
			if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
				kb, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(v), " kB"))
				p.PeakRSSMB = kb / 1024
			}
		}
	}
	return p, true
}
