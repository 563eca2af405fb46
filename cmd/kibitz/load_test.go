package main

import (
	"context"
	"encoding/json"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"kibitz/bot"
	"kibitz/internal/loadgen"
	"kibitz/storage/memory"
)

func TestLoadKeygen(t *testing.T) {
	setenv(t)
	code, out, _ := runKibitz(t, context.Background(), "", "load", "--keygen")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 2 {
		t.Fatalf("kibitz load --keygen = %d %q, want two lines", code, out)
	}
	pub, ok1 := strings.CutPrefix(lines[0], "DISCORD_PUBLIC_KEY=")
	priv, ok2 := strings.CutPrefix(lines[1], "KIBITZ_LOAD_PRIVATE_KEY=")
	if !ok1 || !ok2 {
		t.Fatalf("kibitz load --keygen = %q", out)
	}
	key, err := loadgen.ParsePrivateKey(priv)
	if err != nil || loadgen.PublicHex(key) != pub {
		t.Errorf("the private key %s does not go with the public key %s (%v)", priv, pub, err)
	}
	if _, err := bot.ParsePublicKey(pub); err != nil {
		t.Errorf("serve would refuse the public key: %v", err)
	}
	// The output saved as a file is a key file.
	file := filepath.Join(t.TempDir(), "keys.env")
	os.WriteFile(file, []byte(out), 0o600)
	if k, err := loadKey(file); err != nil || !k.Equal(key) {
		t.Errorf("loadKey(the --keygen output) = %v", err)
	}
}

func TestLoadRefuses(t *testing.T) {
	setenv(t)
	for _, args := range [][]string{
		{"load"},
		{"load", "--target", "http://192.0.2.1:8080/interactions"},
		{"load", "--target", "http://127.0.0.1:8080/interactions"}, // no key
		{"load", "--spawn", "--target", "http://127.0.0.1:8080/interactions"},
		{"load", "--spawn", "--mix", "chess=1"},
		{"load", "--spawn", "--concurrency", "0"},
		{"load", "--spawn", "--fail-rate", "0.9"},
		{"load", "--spawn", "--rtt", "-1s"},
		{"load", "--spawn", "--rtt", "1m"},
		{"load", "--spawn", "--fake-addr", "0.0.0.0:8090"},
	} {
		code, _, errOut := runKibitz(t, context.Background(), "", args...)
		if code != 2 || errOut == "" {
			t.Errorf("kibitz %s = %d %q, want a usage error", strings.Join(args, " "), code, errOut)
		}
	}
}

// TestLoadTarget runs `kibitz load --target` against serve's handler in process, wired as runServe wires
// it, whose REST calls go to the fake that load starts on --fake-addr.
func TestLoadTarget(t *testing.T) {
	pub, priv, err := loadgen.NewKeyPair()
	if err != nil {
		t.Fatal(err)
	}
	setenv(t, "KIBITZ_LOAD_PRIVATE_KEY", priv)
	// On 127.0.0.2, which no other test's listener takes between this reservation and kibitz load's own
	// listen (a port on 127.0.0.1 was, in a CI run: "address already in use").
	fakeAddr := freeAddrOn(t, "127.0.0.2")
	key, _ := bot.ParsePublicKey(pub)
	store := memory.New()
	quiet := slog.New(slog.DiscardHandler)
	srv, cmds, err := newServer(config{}, wiring{store: store, log: quiet})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	defer startBackground(ctx, cmds.Background)() // stopped and waited for, after the server below
	srv.Store = store
	rest := bot.NewREST(bot.RESTConfig{Next: toHost{fakeAddr}}).NewSession("")
	h := &bot.HTTPServer{PublicKey: key, Server: srv, REST: rest, Store: store, Log: quiet}
	ts := httptest.NewServer(h)
	defer func() {
		ts.Close()
		h.Wait(10 * time.Second)
	}()

	code, out, errOut := runKibitz(t, context.Background(), "", "load", "--target", ts.URL+"/interactions",
		"--fake-addr", fakeAddr, "--concurrency", "3", "--count", "40", "--duration", "10s", "--grace", "10s", "--quiet",
		"--rtt", "20ms")
	if code != 0 || !strings.Contains(out, "PASS") || !strings.Contains(out, "40 sent") {
		t.Errorf("kibitz load = %d\n%s\nstderr: %s", code, out, errOut)
	}
	if !strings.Contains(errOut, "DISCORD_API_BASE=http://"+fakeAddr+"/api/v10") {
		t.Errorf("stderr %q does not tell serve's DISCORD_API_BASE", errOut)
	}

	// The same report as one JSON object, from a second run whose fake takes the first one's address.
	code, out, errOut = runKibitz(t, context.Background(), "", "load", "--target", ts.URL+"/interactions",
		"--fake-addr", fakeAddr, "--concurrency", "2", "--count", "10", "--duration", "10s", "--grace", "10s",
		"--quiet", "--json")
	var rep loadJSON
	if err := json.Unmarshal([]byte(out), &rep); code != 0 || err != nil {
		t.Fatalf("kibitz load --json = %d, %v\n%s\nstderr: %s", code, err, out, errOut)
	}
	if rep.Sent != 10 || !rep.Pass || rep.FirstAnswer.N != 10 || rep.LoadProcess == nil || rep.ServeProcess != nil {
		t.Errorf("kibitz load --json = %s", out)
	}
}

func TestProcCPU(t *testing.T) {
	// Burn some CPU time, then read it back.
	for deadline := time.Now().Add(50 * time.Millisecond); time.Now().Before(deadline); {
	}
	cpu, ok := procCPU("self")
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		if ok {
			t.Errorf("procCPU(self) = %v, true without /proc", cpu)
		}
		t.Skip("no /proc")
	}
	if !ok || cpu <= 0 {
		t.Errorf("procCPU(self) = %v, %v; want some CPU time", cpu, ok)
	}
	if _, ok := procCPU("0"); ok {
		t.Error("procCPU(0) = ok, want false: there is no process 0")
	}
}

// freeAddr is an address on 127.0.0.1 with a port free when it was asked for.
func freeAddr(t *testing.T) string {
	t.Helper()
	return freeAddrOn(t, "127.0.0.1")
}

// freeAddrOn is freeAddr on another loopback address: 127.0.0.2 holds a port that nothing else in the
// tests binds, since every other listener is on 127.0.0.1, so that an address meant to have nothing
// listening is not taken in the meantime by another test's server on a port the system handed out again.
func freeAddrOn(t *testing.T, host string) string {
	t.Helper()
	l, err := net.Listen("tcp", net.JoinHostPort(host, "0"))
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

// toHost sends every request to host over plain HTTP, keeping the path: discordgo's REST calls, to a
// fake Discord.
type toHost struct{ host string }

func (h toHost) RoundTrip(req *http.Request) (*http.Response, error) {
	req = req.Clone(req.Context())
	req.URL.Scheme, req.URL.Host, req.Host = "http", h.host, h.host
	return http.DefaultTransport.RoundTrip(req)
}

// TestLoadNamesSettings: kibitz load's errors name a setting as the user gave it, the flag with its value
// or the variable, before it starts anything.
func TestLoadNamesSettings(t *testing.T) {
	dir := t.TempDir()
	notHex := filepath.Join(dir, "key.txt")
	if err := os.WriteFile(notHex, []byte("zz\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "gone.txt")
	target := "http://127.0.0.1:1/interactions"
	for _, tc := range []struct {
		name string
		env  []string
		args []string
		code int
		want string // stderr's first line, a prefix
	}{
		{"--data, a folder", nil, []string{"--spawn", "--data", dir}, 2,
			"kibitz load: --data " + dir + " is a folder: give the path of a file in it, such as " + filepath.Join(dir, "kibitz.db") + ", or memory"},
		{"KIBITZ_DATA, a folder", []string{"KIBITZ_DATA", dir}, []string{"--spawn"}, 2,
			"kibitz load: KIBITZ_DATA=" + dir + " is a folder: give the path of a file in it"},
		{"--key-file, missing", nil, []string{"--target", target, "--key-file", missing}, 2,
			"kibitz load: --key-file " + missing + ": cannot read it (no such file or directory)"},
		{"--key-file, not hex", nil, []string{"--target", target, "--key-file", notHex}, 2,
			"kibitz load: --key-file " + notHex + " is not a hex private key: give the KIBITZ_LOAD_PRIVATE_KEY that kibitz load --keygen printed"},
		// serve would stop at its start naming REDIS_URL, which load gives it, whichever load was given.
		{"--redis, unreadable", nil, []string{"--spawn", "--redis", "localhost:6379"}, 1,
			`kibitz load: --redis localhost:6379: scheme "localhost": use redis://, or rediss:// for TLS`},
		{"REDIS_URL, unreadable", []string{"REDIS_URL", "localhost:6379"}, []string{"--spawn"}, 1,
			`kibitz load: REDIS_URL=localhost:6379: scheme "localhost": use redis://, or rediss:// for TLS`},
		{"--redis, port out of range", nil, []string{"--spawn", "--redis", "redis://127.0.0.1:99999999"}, 1,
			"kibitz load: --redis redis://127.0.0.1:99999999: port 99999999 is out of range: give a port from 1 to 65535"},
		{"--redis, not answering", nil, []string{"--spawn", "--redis", "redis://:hunter2@127.0.0.1:1"}, 1,
			"kibitz load: --redis redis://:xxxxx@127.0.0.1:1: Redis does not answer (dial tcp 127.0.0.1:1: "},
		{"REDIS_URL, not answering", []string{"REDIS_URL", "redis://127.0.0.1:1"}, []string{"--spawn"}, 1,
			"kibitz load: REDIS_URL=redis://127.0.0.1:1: Redis does not answer (dial tcp 127.0.0.1:1: "},
		// --target's serve keeps its own store and log: a flag for the serve load would start is a mistake.
		{"--redis, with --target", nil, []string{"--target", target, "--redis", "redis://127.0.0.1:6379"}, 2,
			"kibitz load: --redis goes with --spawn: the serve at --target keeps its own store and log"},
		{"--data and --serve-log, with --target", nil, []string{"--target", target, "--data", "memory", "--serve-log", "x"}, 2,
			"kibitz load: --data and --serve-log go with --spawn: the serve at --target keeps its own store and log"},
		{"--serve-log, nowhere", nil, []string{"--spawn", "--serve-log", filepath.Join(missing, "serve.log")}, 1,
			"kibitz load: --serve-log " + filepath.Join(missing, "serve.log") + ": cannot create it (no such file or directory)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			setenv(t, tc.env...)
			code, _, errOut := runKibitz(t, context.Background(), "", append([]string{"load"}, tc.args...)...)
			line, _, _ := strings.Cut(errOut, "\n")
			if code != tc.code || !strings.HasPrefix(line, tc.want) {
				t.Errorf("kibitz load %v = %d, stderr %q; want %d and %q", tc.args, code, errOut, tc.code, tc.want)
			}
		})
	}
}
