package main

// The kibitz serve that `kibitz load --spawn` starts and watches: its process, its log and its CPU time
// (load.go runs the load and writes the report).

import (
	"bytes"
	"context"
	"crypto/ed25519"
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

	"kibitz/bot"
	"kibitz/internal/loadgen"
)

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
			"KIBITZ_OPS_ADDR", "KIBITZ_DRAIN_DELAY":
			continue
		}
		env = append(env, kv)
	}
	// Without Redis, serve keeps its games in memory unless KIBITZ_DATA names a file: a load run leaves no
	// data file behind, and measures kibitz rather than the disk unless asked to. No operations listener:
	// a kibitz already running here has the default address, and load reads nothing from it. No drain:
	// no load balancer stands between load and its serve.
	data := cfg.Data
	if data == "" {
		data = memoryData
	}
	env = append(env, "DISCORD_TOKEN=", "DISCORD_PUBLIC_KEY="+loadgen.PublicHex(key), "DISCORD_API_BASE="+apiBase,
		"KIBITZ_HTTP_ADDR="+addr, "REDIS_URL="+cfg.RedisURL, "KIBITZ_DATA="+data, "KIBITZ_OPS_ADDR="+opsOff,
		"KIBITZ_DRAIN_DELAY=0")
	if os.Getenv("KIBITZ_LOG_LEVEL") == "" {
		// Under load an info line per event would cost serve more than some interactions do.
		env = append(env, "KIBITZ_LOG_LEVEL=warn")
	}
	p := &serveProcess{endpoint: "http://" + addr + "/interactions", log: &logTail{}, exited: make(chan struct{})}
	var out io.Writer = p.log
	var logf *os.File
	if logFile != "" {
		if logf, err = os.Create(logFile); err != nil {
			return nil, fmt.Errorf("--serve-log %s: cannot create it (%w)", logFile, unwrapPathError(err))
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

// stop asks serve to shut down (SIGTERM: it finishes the replies in progress, with no drain), and kills it
// if it has not within its grace and a little more.
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
		case <-time.After(bot.ShutdownGrace + 5*time.Second):
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
