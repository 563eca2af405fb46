package main

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/hex"
	"fmt"
	"image/png"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"kibitz/internal/discordtest"
	"kibitz/internal/testenv"
)

// setenv clears every setting kibitz reads, then sets the given ones, and moves to an empty folder (no
// .env to read, attachments land in the test's folder). The user's data directory is a folder of the
// test's too, so that a bot or serve on its default data file writes nothing in the home directory. Tests
// that use it cannot run in parallel.
func setenv(t testing.TB, kv ...string) {
	t.Helper()
	t.Chdir(t.TempDir())
	for _, name := range settings(t) {
		t.Setenv(name, "")
	}
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	t.Setenv("KIBITZ_OPS_ADDR", "off")  // unless asked for: the default port may be another kibitz's
	t.Setenv("KIBITZ_DRAIN_DELAY", "0") // unless asked for: no load balancer waits for serve to drain
	for i := 0; i < len(kv); i += 2 {
		t.Setenv(kv[i], kv[i+1])
	}
}

// runKibitz is the binary without the process: the exit status and what it printed.
func runKibitz(t testing.TB, ctx context.Context, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(ctx, args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestVersion(t *testing.T) {
	setenv(t)
	code, out, _ := runKibitz(t, context.Background(), "", "version")
	if code != 0 || !strings.HasPrefix(out, "kibitz dev") || !strings.Contains(out, runtime.Version()) {
		t.Errorf("kibitz version = %d %q, want 0 and the version with the Go release", code, out)
	}
	if !strings.Contains(out, "DejaVu Sans") {
		t.Errorf("kibitz version = %q, want a line naming the embedded fonts' licence", out)
	}
	code, out, _ = runKibitz(t, context.Background(), "", "version", "--licenses")
	if code != 0 || !strings.Contains(out, "Bitstream Vera") || !strings.Contains(out, "Copyright") {
		t.Errorf("kibitz version --licenses = %d %.200q, want 0 and the fonts' licence notice", code, out)
	}
}

// settingRE finds the names of the environment variables kibitz reads in its sources.
var settingRE = regexp.MustCompile(`"((?:DISCORD|KIBITZ|REDIS|WORDLE)_[A-Z_]+)"`)

// settings lists every environment variable the sources of cmd/kibitz read.
func settings(t testing.TB) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(sourceDir, "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("sources of cmd/kibitz: %v", err)
	}
	seen := map[string]bool{}
	var names []string
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range settingRE.FindAllStringSubmatch(string(data), -1) {
			if !seen[m[1]] {
				seen[m[1]] = true
				names = append(names, m[1])
			}
		}
	}
	return names
}

// sourceDir is this package's folder, fixed before any test changes the working directory.
var sourceDir = func() string {
	wd, err := os.Getwd()
	if err != nil {
		panic(err)
	}
	return wd
}()

// TestEverySettingIsDocumented checks docs/contract.md §2's promise: .env.example lists every variable
// kibitz reads, each with a comment above it, and the README's configuration table names it.
func TestEverySettingIsDocumented(t *testing.T) {
	root := filepath.Join(sourceDir, "..", "..")
	example, err := os.ReadFile(filepath.Join(root, ".env.example"))
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(example), "\n")
	names := settings(t)
	if len(names) < 15 {
		t.Fatalf("found only %d settings in the sources: %v", len(names), names)
	}
	for _, name := range names {
		at := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, name+"=") })
		if at < 0 {
			t.Errorf(".env.example does not list %s", name)
		} else if j := at - 1; j < 0 || !strings.HasPrefix(lines[j], "#") && !strings.Contains(lines[j], "=") {
			t.Errorf(".env.example: %s has no comment above it", name)
		}
		if !strings.Contains(string(readme), "`"+name+"`") {
			t.Errorf("README.md's configuration table does not name %s", name)
		}
	}
}

// TestNoArgumentsWithToken: with DISCORD_TOKEN set, plain kibitz is the gateway bot. A DISCORD_API_BASE
// that is not a URL stops it before it connects, with the bot's own complaint (the console does not
// read DISCORD_API_BASE at all).
func TestNoArgumentsWithToken(t *testing.T) {
	setenv(t, "DISCORD_TOKEN", "t", "DISCORD_API_BASE", "discord.com")
	code, out, errOut := runKibitz(t, context.Background(), "/help\n")
	if code != 2 || out != "" || !strings.HasPrefix(errOut, `kibitz: DISCORD_API_BASE="discord.com" is not an http(s) URL`) {
		t.Errorf("kibitz with a token = %d, stdout %q, stderr %q; want the bot's start-up check", code, out, errOut)
	}
}

// TestOtherFailuresExitOne: what is not a usage mistake exits with status 1 and says why on stderr.
func TestOtherFailuresExitOne(t *testing.T) {
	setenv(t, "REDIS_URL", "redis://127.0.0.1:1")
	code, _, errOut := runKibitz(t, context.Background(), "/help\n", "console")
	if code != 1 || !strings.HasPrefix(errOut, "kibitz console: REDIS_URL=redis://127.0.0.1:1: Redis does not answer") {
		t.Errorf("kibitz console with an unreachable Redis = %d, stderr %q; want 1 and the reason", code, errOut)
	}
}

// TestServeRefusesBadKeys checks that serve refuses to start without a usable public key, with a message
// saying what is wrong, before it listens (KIBITZ_HTTP_ADDR is a port that is taken if it got that far).
func TestServeRefusesBadKeys(t *testing.T) {
	for _, tc := range []struct {
		name string
		key  string
		args []string
		want string
	}{
		{"missing", "", nil, "kibitz serve: DISCORD_PUBLIC_KEY is not set: give the application's public key, 64 hex digits; the Developer Portal shows it under your application > General Information > Public Key\n"},
		{"wrong length", "abcd", nil, "kibitz serve: DISCORD_PUBLIC_KEY has 4 hex digits, and a public key has 64: copy it whole; the Developer Portal"},
		{"odd length", "abc", nil, "kibitz serve: DISCORD_PUBLIC_KEY has 3 hex digits, and a public key has 64"},
		{"not hex", strings.Repeat("z", 64), nil, "kibitz serve: DISCORD_PUBLIC_KEY holds 'z', which is not a hex digit: give the public key, 64 hex digits (0-9, a-f)"},
		{"wrong length by flag", "", []string{"-public-key", strings.Repeat("ab", 33)}, "kibitz serve: --public-key has 66 hex digits"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			setenv(t, "DISCORD_PUBLIC_KEY", tc.key, "KIBITZ_HTTP_ADDR", "256.0.0.1:1")
			code, _, errOut := runKibitz(t, context.Background(), "", append([]string{"serve"}, tc.args...)...)
			if code != 2 || !strings.HasPrefix(errOut, tc.want) || strings.Contains(errOut, "encoding/hex") {
				t.Errorf("kibitz serve with key %q = %d, stderr %q; want 2 and %q", tc.key, code, errOut, tc.want)
			}
		})
	}
}

// TestIsTerminal: the console prompts only on a terminal. A pipe, a file and /dev/null (a character
// device, but no terminal) get no prompt.
func TestIsTerminal(t *testing.T) {
	null, err := os.Open(os.DevNull)
	if err != nil {
		t.Skipf("no %s: %v", os.DevNull, err)
	}
	defer null.Close()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	file, err := os.Create(filepath.Join(t.TempDir(), "script"))
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	for _, tc := range []struct {
		name string
		in   io.Reader
	}{{"/dev/null", null}, {"a pipe", r}, {"a file", file}, {"a reader", strings.NewReader("")}} {
		if isTerminal(tc.in) {
			t.Errorf("isTerminal(%s) = true, want false: a script's output would carry prompts", tc.name)
		}
	}
}

var savedRE = regexp.MustCompile(`\[attachment (\S+) saved to (.+)\]`)

// TestConsoleFromPipe plays a game against kibitz through `kibitz console` with stdin a pipe: no prompt,
// the game to its end, the final board saved under -out.
func TestConsoleFromPipe(t *testing.T) {
	setenv(t)
	out := filepath.Join(t.TempDir(), "images")
	script := "/tictactoe play\n" + strings.Repeat("click 1\nclick 2\nclick 3\nclick 4\nclick 5\nclick 6\nclick 7\nclick 8\nclick 9\n", 1)
	code, stdout, stderr := runKibitz(t, context.Background(), script, "console", "-out", out)
	if code != 0 || stderr != "" {
		t.Fatalf("kibitz console = %d, stderr %q", code, stderr)
	}
	if !strings.HasPrefix(stdout, "kibitz console: type /help to see the commands, help for the console's own, quit to leave.\nkibitz:\n") {
		t.Errorf("stdout starts %q, want the banner then the game (no prompt from a pipe)", stdout[:min(len(stdout), 200)])
	}
	if strings.Contains(stdout, "> ") || strings.Contains(stdout, "DISCORD_TOKEN") {
		t.Errorf("a prompt or the how-to-connect line from an explicit console on a pipe:\n%s", stdout)
	}
	if !strings.Contains(stdout, "It's a draw.") && !strings.Contains(stdout, "kibitz wins!") {
		t.Errorf("the game did not end in a draw or a kibitz win:\n%s", stdout)
	}
	m := savedRE.FindStringSubmatch(stdout)
	if m == nil || filepath.Dir(m[2]) != out {
		t.Fatalf("no attachment saved under %s:\n%s", out, stdout)
	}
	data, err := os.ReadFile(m[2])
	if err != nil {
		t.Fatal(err)
	}
	if _, err := png.Decode(bytes.NewReader(data)); err != nil {
		t.Errorf("%s is not a PNG: %v", m[2], err)
	}
}

// TestNoArgumentsWithoutToken is the README's first command: with no DISCORD_TOKEN, kibitz is the console,
// and says how to connect it to Discord.
func TestNoArgumentsWithoutToken(t *testing.T) {
	setenv(t, "REDIS_URL", "redis://127.0.0.1:1") // not used: plain kibitz plays on the embedded store
	code, stdout, _ := runKibitz(t, context.Background(), "/tictactoe analyze board:X.O......\n")
	if code != 0 || !strings.Contains(stdout, "set DISCORD_TOKEN (in the environment or .env) and run kibitz again") ||
		!strings.Contains(stdout, "X to move: ") {
		t.Errorf("kibitz = %d:\n%s", code, stdout)
	}
}

func TestSolveTicTacToe(t *testing.T) {
	setenv(t)
	in := "XX.OO....\n.........\n\nXXXOO....\nXOXXOOOXX\nbad\nXXXXXXXXX\n"
	want := "win 1 3\ndraw 9 1\nover x\nover draw\nerror: Cell 1 is `b`; use X, O or . for an empty cell.\n" +
		"error: X moves first, so X has as many marks as O or one more.\n"
	code, out, errOut := runKibitz(t, context.Background(), in, "solve", "tictactoe")
	if code != 0 || out != want || errOut != "" {
		t.Errorf("kibitz solve tictactoe = %d\n%s\nstderr %q; want 0\n%s", code, out, errOut, want)
	}
}

// TestServe runs `kibitz serve` on a local port with a real key pair: it verifies, answers a PING and a
// command, refuses an unsigned request, reports health and metrics, and stops cleanly on cancellation
// (SIGTERM in the real binary).
func TestServe(t *testing.T) {
	pub, priv, err := ed25519.GenerateKey(nil)
	if err != nil {
		t.Fatal(err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	setenv(t, "DISCORD_PUBLIC_KEY", hex.EncodeToString(pub), "KIBITZ_HTTP_ADDR", addr)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	type result struct {
		code   int
		stderr string
	}
	done := make(chan result, 1)
	go func() {
		var out, errOut bytes.Buffer
		code := run(ctx, []string{"serve"}, strings.NewReader(""), &out, &errOut)
		done <- result{code, errOut.String()}
	}()
	base := "http://" + addr
	get := func(path string) (int, string) {
		resp, err := http.Get(base + path)
		if err != nil {
			return 0, err.Error()
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(body)
	}
	if !testenv.Eventually(10*time.Second, func() bool {
		select {
		case res := <-done:
			t.Fatalf("kibitz serve stopped at once: %d\n%s", res.code, res.stderr)
		default:
		}
		code, _ := get("/healthz")
		return code == http.StatusOK
	}) {
		t.Fatal("kibitz serve did not answer GET /healthz within 10 s")
	}
	post := func(req *http.Request) (int, string) {
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(body)
	}
	if code, body := post(discordtest.SignedRequest(base+"/interactions", priv, time.Now(), discordtest.Ping().JSON())); code != 200 || body != `{"type":1}` {
		t.Errorf("PING = %d %s, want 200 {\"type\":1}", code, body)
	}
	analyze := discordtest.Command("tictactoe", discordtest.Subcommand("analyze", discordtest.StringOption("board", "X.O......"), discordtest.StringOption("display", "text"))).JSON()
	if code, body := post(discordtest.SignedRequest(base+"/interactions", priv, time.Now(), analyze)); code != 200 ||
		!strings.Contains(body, `"type":4`) || !strings.Contains(body, "X to move: wins in 5 plies") {
		t.Errorf("/tictactoe analyze = %d %s, want the analysis", code, body)
	}
	unsigned, _ := http.NewRequest(http.MethodPost, base+"/interactions", bytes.NewReader(analyze))
	if code, _ := post(unsigned); code != http.StatusUnauthorized {
		t.Errorf("an unsigned POST = %d, want 401", code)
	}
	if code, _ := get("/metrics"); code != http.StatusNotFound {
		t.Errorf("GET /metrics on the public port = %d, want 404: metrics are on the operations listener", code)
	}
	cancel()
	select {
	case res := <-done:
		if res.code != 0 || !strings.Contains(res.stderr, "serving HTTP interactions") {
			t.Errorf("kibitz serve = %d, stderr:\n%s", res.code, res.stderr)
		}
		// Without REDIS_URL or KIBITZ_DATA, serve keeps its games in the default data file, and says where.
		file := filepath.Join(os.Getenv("XDG_DATA_HOME"), "kibitz", "kibitz.db")
		if !strings.Contains(res.stderr, "msg=store kind=file path="+file+"\n") {
			t.Errorf("kibitz serve's log does not say it keeps its data in %s:\n%s", file, res.stderr)
		}
		if _, err := os.Stat(file); err != nil {
			t.Errorf("the default data file: %v", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("kibitz serve did not stop within 20 s of the cancellation")
	}
	if code, _ := get("/healthz"); code != 0 {
		t.Errorf("GET /healthz after the shutdown = %d, want no answer", code)
	}
}

// TestRegister runs `kibitz register` against a fake Discord given as DISCORD_API_BASE.
func TestRegister(t *testing.T) {
	fake := discordtest.New(discordtest.Config{})
	t.Cleanup(fake.Close)

	t.Run("global, application id from the token", func(t *testing.T) {
		setenv(t, "DISCORD_TOKEN", "Bot register-token", "DISCORD_API_BASE", fake.API(10))
		code, out, errOut := runKibitz(t, context.Background(), "", "register")
		if code != 0 {
			t.Fatalf("kibitz register = %d %q, stderr %q", code, out, errOut)
		}
		fake.WaitFor(t, func(c discordtest.Call) bool {
			return c.Route == discordtest.RouteMe && c.Header.Get("Authorization") == "Bot register-token"
		})
		c := fake.WaitFor(t, func(c discordtest.Call) bool {
			return c.Route == discordtest.RouteGlobalCommands && c.Vars["v"] == "v10" && c.Vars["app"] == fake.AppID()
		})
		var cmds []struct {
			Name string            `json:"name"`
			Ko   map[string]string `json:"name_localizations"`
		}
		c.Decode(&cmds)
		if len(cmds) < 2 || cmds[0].Name != "tictactoe" || cmds[0].Ko["ko"] != "틱택토" {
			t.Errorf("registered %+v, want tictactoe first, with its Korean name", cmds)
		}
		if want := fmt.Sprintf("registered %d slash commands globally (may take up to an hour to appear)\n", len(cmds)); out != want {
			t.Errorf("stdout %q, want %q", out, want)
		}
	})

	t.Run("in a guild, configured application id", func(t *testing.T) {
		setenv(t, "DISCORD_TOKEN", "guild-token", "DISCORD_API_BASE", fake.API(9), "DISCORD_APP_ID", "777",
			"DISCORD_GUILD_ID", "42")
		code, out, errOut := runKibitz(t, context.Background(), "", "register")
		if code != 0 || !strings.HasSuffix(out, " slash commands in guild 42\n") {
			t.Fatalf("kibitz register = %d %q, stderr %q", code, out, errOut)
		}
		fake.WaitFor(t, func(c discordtest.Call) bool {
			return c.Route == discordtest.RouteGuildCommands && c.Path == "/api/v9/applications/777/guilds/42/commands" &&
				c.Header.Get("Authorization") == "Bot guild-token"
		})
		for _, c := range fake.Calls() {
			if c.Route == discordtest.RouteMe && c.Header.Get("Authorization") == "Bot guild-token" {
				t.Error("looked up the application id although DISCORD_APP_ID is set")
			}
		}
	})
}

// TestBot runs `kibitz bot` against a fake Discord given as DISCORD_API_BASE: it connects, registers,
// plays, and stops cleanly on cancellation (SIGINT in the real binary).
func TestBot(t *testing.T) {
	fake := discordtest.New(discordtest.Config{})
	t.Cleanup(fake.Close)
	setenv(t, "DISCORD_TOKEN", "bot-token", "DISCORD_API_BASE", fake.API(10))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	type result struct {
		code           int
		stdout, stderr string
	}
	done := make(chan result, 1)
	go func() {
		var out, errOut bytes.Buffer
		code := run(ctx, []string{"bot"}, strings.NewReader(""), &out, &errOut)
		done <- result{code, out.String(), errOut.String()}
	}()
	fake.WaitFor(t, func(c discordtest.Call) bool {
		return c.Route == discordtest.RouteGlobalCommands && c.OK() && c.Header.Get("Authorization") == "Bot bot-token"
	})
	gs := fake.WaitSession(t, func(gs *discordtest.GatewaySession) bool { return gs.Identify.Token == "Bot bot-token" })
	in := discordtest.Command("tictactoe", discordtest.Subcommand("play")).WithLocale("ko")
	if err := gs.Dispatch("INTERACTION_CREATE", in); err != nil {
		t.Fatal(err)
	}
	r, err := fake.WaitFor(t, in.Callback).Response()
	if err != nil || r.Type != 4 || !strings.Contains(r.Data.Content, "님 차례 (X).") || len(r.Data.Buttons()) != 9 {
		t.Errorf("/tictactoe play answered %+v (%v), want a game in Korean", r, err)
	}
	cancel()
	select {
	case res := <-done:
		// (No check for the "registered" line: the fake records the PUT before answering it, so the
		// cancellation may reach the registration while it reads the answer, which is a clean stop too.)
		if res.code != 0 || !strings.Contains(res.stderr, "connected to the gateway") {
			t.Errorf("kibitz bot = %d, stderr:\n%s", res.code, res.stderr)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("kibitz bot did not stop within 30 s of the cancellation")
	}
	select {
	case <-gs.Done():
	case <-time.After(10 * time.Second):
		t.Error("the gateway session was not closed")
	}
}

// TestTurnTimeouts: KIBITZ_NIM_TURN_TIMEOUT reaches the Nim lobby (which states the turn time) of a game
// opened without the turn option, and KIBITZ_TTT_TURN_TIMEOUT the tic-tac-toe board (which states when the
// turn ends); each flag overrides its variable, 0 means the default, and any other value outside the range
// (10s to 10m for Nim, 10s to 1h for tic-tac-toe) or not a duration is a usage error.
func TestTurnTimeouts(t *testing.T) {
	type test struct {
		name string
		env  string
		args []string
		code int
		want string // in stdout when code is 0, else in stderr
	}
	for _, game := range []struct {
		variable, input string
		tests           []test
	}{
		{"KIBITZ_NIM_TURN_TIMEOUT", "/nim start heaps:\"3 4 5\"\nquit\n", []test{
			{"default", "", nil, 0, "Turns: 2 minutes each."},
			{"environment", "90s", nil, 0, "Turns: 1 minute 30 seconds each."},
			{"flag overrides", "90s", []string{"--nim-turn-timeout", "3m"}, 0, "Turns: 3 minutes each."},
			{"too short", "5s", nil, 2, "KIBITZ_NIM_TURN_TIMEOUT=5s: give a duration from 10s to 10m"},
			{"flag too long", "", []string{"--nim-turn-timeout", "11m"}, 2, "from 10s to 10m"},
			{"zero is the default", "0", nil, 0, "Turns: 2 minutes each."},
			{"flag zero is the default", "90s", []string{"--nim-turn-timeout", "0s"}, 0, "Turns: 2 minutes each."},
			{"negative", "-1m", nil, 2, "KIBITZ_NIM_TURN_TIMEOUT=-1m: give a duration from 10s to 10m"},
			{"not a duration", "soon", nil, 2, `KIBITZ_NIM_TURN_TIMEOUT="soon"`},
		}},
		// The host's turn option sets the game's own turn time, whatever the setting.
		{"KIBITZ_NIM_TURN_TIMEOUT", "/nim start heaps:\"3 4 5\" turn:5\nquit\n", []test{
			{"turn option", "90s", nil, 0, "Turns: 5 minutes each."},
			{"turn option over the flag", "", []string{"--nim-turn-timeout", "3m"}, 0, "Turns: 5 minutes each."},
		}},
		{"KIBITZ_TTT_TURN_TIMEOUT", "/tictactoe play\nquit\n", []test{
			{"default", "", nil, 0, "Time runs out in 10 minutes."},
			{"environment", "5m", nil, 0, "Time runs out in 5 minutes."},
			{"flag overrides", "5m", []string{"--ttt-turn-timeout", "30m"}, 0, "Time runs out in 30 minutes."},
			{"too short", "5s", nil, 2, "KIBITZ_TTT_TURN_TIMEOUT=5s: give a duration from 10s to 1h"},
			{"flag too long", "", []string{"--ttt-turn-timeout", "2h"}, 2, "from 10s to 1h"},
			{"zero is the default", "0", nil, 0, "Time runs out in 10 minutes."},
			{"flag zero is the default", "5m", []string{"--ttt-turn-timeout", "0"}, 0, "Time runs out in 10 minutes."},
			{"not a duration", "soon", nil, 2, `KIBITZ_TTT_TURN_TIMEOUT="soon"`},
		}},
	} {
		for _, tt := range game.tests {
			t.Run(game.variable+" "+tt.name, func(t *testing.T) {
				setenv(t, game.variable, tt.env)
				args := append(append([]string{"console"}, tt.args...), "-out", t.TempDir())
				code, out, errOut := runKibitz(t, context.Background(), game.input, args...)
				got := out
				if tt.code != 0 {
					got = errOut
				}
				if code != tt.code || !strings.Contains(got, tt.want) {
					t.Errorf("%s=%q kibitz %v = %d, stdout %.300q, stderr %q; want %d and %q",
						game.variable, tt.env, args, code, out, errOut, tt.code, tt.want)
				}
			})
		}
	}
}
