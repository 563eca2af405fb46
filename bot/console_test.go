package bot

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
)

// runScript runs the console on input (lines of a script, as from a pipe) and returns what it printed and
// the folder it saved attachments to.
func runScript(t *testing.T, input string) (out, dir string) {
	t.Helper()
	srv, _ := newProbeServer()
	dir = t.TempDir()
	var buf bytes.Buffer
	if err := RunConsole(context.Background(), strings.NewReader(input), &buf, srv, ConsoleConfig{OutDir: dir}); err != nil {
		t.Fatalf("RunConsole: %v\n%s", err, buf.String())
	}
	return buf.String(), dir
}

// contains checks that out has every piece, in order.
func contains(t *testing.T, out string, pieces ...string) {
	t.Helper()
	rest := out
	for _, p := range pieces {
		i := strings.Index(rest, p)
		if i < 0 {
			t.Errorf("output lacks %q (in order) in:\n%s", p, out)
			return
		}
		rest = rest[i+len(p):]
	}
}

var savedRE = regexp.MustCompile(`\[attachment (\S+) saved to (.+)\]`)

// saved returns the attachments the console says it saved, checking that each is a PNG in dir.
func saved(t *testing.T, out, dir string) []string {
	t.Helper()
	var names []string
	for _, m := range savedRE.FindAllStringSubmatch(out, -1) {
		names = append(names, m[1])
		if filepath.Dir(m[2]) != dir {
			t.Errorf("%s saved to %s, outside %s", m[1], m[2], dir)
		}
		data, err := os.ReadFile(m[2])
		if err != nil {
			t.Fatal(err)
		}
		if _, err := png.Decode(bytes.NewReader(data)); err != nil {
			t.Errorf("%s (%d bytes) is not a PNG: %v", m[2], len(data), err)
		}
	}
	return names
}

// TestConsoleGameAgainstKibitz plays a whole game against kibitz from a script, always clicking the cells
// in order: the taken ones are refused, and the game ends in a draw or a kibitz win with the final board
// saved as a PNG.
func TestConsoleGameAgainstKibitz(t *testing.T) {
	t.Parallel()
	script := "/tictactoe play\n" + strings.Repeat("click 1\nclick 2\nclick 3\nclick 4\nclick 5\nclick 6\nclick 7\nclick 8\nclick 9\n", 1)
	out, dir := runScript(t, script)
	contains(t, out, "kibitz:\n  **X** @you  vs  **O** kibitz\n  @you's turn (X). Time runs out in 10 minutes.\n  buttons: [1] 1  [2] 2  [3] 3",
		"kibitz (updates the message):\n  **X** @you  vs  **O** kibitz\n  kibitz took ",
		"@you's turn (X). Time runs out in 10 minutes.\n  buttons: [1] 1: X (disabled)")
	if !strings.Contains(out, "It's a draw.") && !strings.Contains(out, "kibitz wins!") || strings.Contains(out, "@you wins!") {
		t.Fatalf("the game did not end in a draw or a kibitz win:\n%s", out)
	}
	if !regexp.MustCompile(`error: button (\d) \(\d: O\) is disabled`).MatchString(out) {
		t.Errorf("no click on kibitz's cell was refused:\n%s", out)
	}
	contains(t, out, "[attachment tictactoe.png saved to ", "[10] Rematch")
	if names := saved(t, out, dir); len(names) != 1 || names[0] != "tictactoe.png" {
		t.Errorf("saved %v, want the final board once", names)
	}
	if strings.Contains(out, "Sorry") || strings.Contains(out, "panic") {
		t.Errorf("an internal error:\n%s", out)
	}
}

// TestConsoleTwoPlayers plays two users from one terminal with "as NAME": a challenge that only its
// opponent can accept, then the game.
func TestConsoleTwoPlayers(t *testing.T) {
	t.Parallel()
	out, dir := runScript(t, `/tictactoe play opponent:@bob first:me
click 1
as bob
click 1
as you
click 1
click 2
as bob
click 4
as carol
click 5
as you
click 2
as bob
click 5
as you
click 3
click 6
/tictactoe play opponent:@kibitz first:opponent
`)
	contains(t, out,
		// The challenge notifies bob, as Discord would ping him (router.Response.Notify).
		"kibitz (notifies @bob):\n  @bob, @you challenges you to a game of tic-tac-toe!\n  **X** @you  vs  **O** @bob\n  The challenge expires in 5 minutes.\n  buttons: [1] Accept  [2] Decline  [3] Cancel",
		"kibitz (only you can see this):\n  This is your own challenge: @bob answers it. Cancel withdraws it.",
		"(now acting as bob)",
		"kibitz (updates the message):\n  **X** @you  vs  **O** @bob\n  @you's turn (X). Time runs out in 10 minutes.",
		"@bob's turn (O).",
		"kibitz (only you can see this):\n  It is not your turn: waiting for @bob.",
		"(now acting as bob)",
		"@you's turn (X).",
		"(now acting as carol)",
		"kibitz (only you can see this):\n  This is not your game: only @you and @bob can move here.\n  Start your own with /tictactoe play",
		"(now acting as you)",
		"@bob's turn (O).",
		"(now acting as bob)",
		"@you's turn (X).",
		"(now acting as you)",
		"**X** @you  vs  **O** @bob\n  @you took 3 (top right). @you wins!",
		"[attachment tictactoe.png saved to ",
		"error: button 6 (6) is disabled",
		"kibitz:\n  **X** kibitz  vs  **O** @you\n  kibitz took ",
		"@you's turn (O).")
	if names := saved(t, out, dir); len(names) != 1 {
		t.Errorf("saved %v, want the final board once", names)
	}
}

func TestConsoleKorean(t *testing.T) {
	t.Parallel()
	// The game is practice (easy): a ranked game's opening is not analysed for its player
	// (commands/playing.go).
	out, _ := runScript(t, `locale ko
/tictactoe play difficulty:easy
/help
/틱택토 분석 판:X.O......
locale en
/tictactoe analyze board:X.O......
`)
	contains(t, out,
		"(언어 설정: ko)",
		"kibitz:\n  **X** @you  vs  **O** kibitz (쉬움)\n  @you 님 차례 (X).",
		"kibitz (나만 보기):\n  **kibitz**는 퍼즐을 풀고 게임도 함께 합니다.",
		"kibitz:\n  X 차례: ",
		"W = 승, D = 무, L = 패 (X 기준)",
		"(locale en)",
		"kibitz:\n  X to move: ",
		"W = win, D = draw, L = loss for X")
}

// TestConsoleMenusAndForms chooses in a select menu and fills in a form.
func TestConsoleMenusAndForms(t *testing.T) {
	t.Parallel()
	out, _ := runScript(t, `/probe mode:menu
select 1 c
select 1 B
select 1 a
/probe mode:modal
submit text:"hello world"
submit text:again
/probe mode:modal
submit text: two words
/probe mode:modal
submit three plain words
`)
	contains(t, out,
		"kibitz:\n  choose\n  menu 1 (letters): a=A, b=B\n",
		`error: menu 1 has no choice "c"; choices: a, b`,
		"kibitz (updates the message):\n  chose b\n",
		"error: there is no menu 1 (the last message has 0)",
		"kibitz opens a form: Probe form\n  field text: Some text\n  (answer with: submit field:value)\n",
		"kibitz (only you can see this):\n  form: hello world\n",
		"error: no form is open",
		"kibitz (only you can see this):\n  form: two words\n",
		"kibitz (only you can see this):\n  form: three plain words\n")
}

// TestConsoleBadInput feeds lines a user might get wrong: each gets a message, none stops the console.
func TestConsoleBadInput(t *testing.T) {
	t.Parallel()
	cases := []struct{ line, want string }{
		{"bogus", `error: "bogus" is not a command; type help`},
		{"as", "error: usage: as NAME (one word, such as as bob)"},
		{"as bob carol", "error: usage: as NAME"},
		{"locale", "error: usage: locale ko, locale en, locale ja, locale es or locale pt-BR"},
		{"click", "error: usage: click N"},
		{"click 99", "error: there is no button 99 (the last message has 0)"},
		{"click x", "error: there is no button x (the last message has 0)"},
		{"select 1", "error: usage: select N VALUE"},
		{"select 1 a", "error: there is no menu 1 (the last message has 0)"},
		{"submit a:b", "error: no form is open"},
		{"locale fr", "error: locale ko, locale en, locale ja, locale es or locale pt-BR"},
		{`/tictactoe play opponent:"bob`, "error: unclosed quote"},
		{"/probe n:abc", `error: option n: "abc" is not a whole number`},
		{"/probe flag:maybe", `error: option flag: "maybe" is not true or false`},
		{"/probe nothing", `error: "nothing" is not name:value; options: mode, n, flag`},
		{"/probe n:3 nothing", `error: "nothing" is not name:value; options: mode, n, flag`},
		{"/probe color:red", `error: no option "color" here; options: mode, n, flag`},
		{"/settings show extra:1", `error: "extra:1" is more than this command takes: it has no options`},
		// A whole number beyond what Discord sends is refused with its digits grouped, never a parse error.
		{"/probe n:99999999999999999999999", "error: option n: 99,999,999,999,999,999,999,999 is too large: it takes at most 9,007,199,254,740,991"},
		{"/probe n:-99999999999999999999999", "error: option n: -99,999,999,999,999,999,999,999 is too small: it takes at least -9,007,199,254,740,991"},
		{"/probe n:9007199254740992", "error: option n: 9,007,199,254,740,992 is too large"},
		{"/probe n: 3 4", `error: "4" is not name:value; options: mode, n, flag`},
		{"/tictactoe", "error: /tictactoe needs a subcommand: play, analyze"},
		{"/tictactoe fly", `error: /tictactoe has no subcommand "fly"; it has play, analyze`},
		// As Discord's own box, the console sends no command without its required options, and says so in
		// the router's words; an option given empty is no option at all.
		{"/tictactoe analyze", "error: The option `board` is required, and it is missing."},
		{"/tictactoe analyze board:", "error: The option `board` is required, and it is missing."},
		{"/nosuch", "error: there is no command /nosuch; /help lists them"},
		{"/", "error: there is no command /; /help lists them"},
		{"/tictactoe analyze board:XXXXXXXXX", "kibitz (only you can see this):\n  X moves first, so X has as many marks as O or one more.\n  Example: /tictactoe analyze board:X.O......"},
		{"/probe mode:panic", "kibitz (only you can see this):\n  Sorry, something went wrong on kibitz's side. Incident "},
	}
	var script strings.Builder
	for _, c := range cases {
		script.WriteString(c.line + "\n")
	}
	script.WriteString("# a comment\n\n   \n/probe n:3 flag:yes mode:\"\"\n/tictactoe play\nclick 10\nclick 0\n/probe mode:file\nhelp\n")
	// As in Discord, a value takes the words after it up to the next option, no quotes needed.
	script.WriteString("/probe mode:Ke1 Pe2  ke8 w n:4 flag:no\n/probe flag:yes mode:a 1:2\n")
	// "name: value", with a space after the colon, as people often write it, for every type.
	script.WriteString("/probe n: 5 flag: yes mode: x y\n/probe mode: n:6\n")
	out, dir := runScript(t, script.String())
	for _, c := range cases {
		contains(t, out, c.want)
	}
	contains(t, out, "kibitz:\n  probe n=3 flag=true",
		"error: there is no button 10 (the last message has 9)",
		"error: there is no button 0 (the last message has 9)",
		"[attachment probe.png saved to ",
		"Type slash commands as in Discord",
		`probe n=4 flag=false mode="Ke1 Pe2 ke8 w"`,
		`probe n=0 flag=true mode="a 1:2"`,
		`probe n=5 flag=true mode="x y"`,
		"probe n=6 flag=false\n")
	if names := saved(t, out, dir); len(names) != 1 || names[0] != "probe.png" {
		t.Errorf("saved %v, want probe.png", names)
	}
	if n := strings.Count(out, "error:"); n != 30 {
		t.Errorf("%d error lines, want 30 (28 of the cases and 2 clicks):\n%s", n, out)
	}
}

func TestConsoleEnd(t *testing.T) {
	t.Parallel()
	srv, _ := newProbeServer()
	run := func(ctx context.Context, input string, cfg ConsoleConfig) (string, error) {
		var buf bytes.Buffer
		cfg.OutDir = t.TempDir()
		err := RunConsole(ctx, strings.NewReader(input), &buf, srv, cfg)
		return buf.String(), err
	}
	for _, tc := range []struct {
		name, input string
		cfg         ConsoleConfig
		ctx         func() context.Context
		want        string
		err         bool
	}{
		{name: "quit", input: "/probe n:1\nquit\n/probe n:2\n", want: "kibitz:\n  probe n=1 flag=false\n"},
		{name: "exit", input: "/probe n:1\nexit\n/probe n:2\n", want: "kibitz:\n  probe n=1 flag=false\n"},
		{name: "end of input", input: "/probe n:1\n/probe n:2", want: "kibitz:\n  probe n=1 flag=false\nkibitz:\n  probe n=2 flag=false\n"},
		{name: "empty input", input: "", want: ""},
		{name: "banner and prompt", input: "/probe n:1\nquit\n", cfg: ConsoleConfig{Banner: "hello", Prompt: true},
			want: "hello\n> kibitz:\n  probe n=1 flag=false\n> "},
		// Ctrl-D at a terminal: the terminal echoes no newline, so the console closes its prompt.
		{name: "end of input at the prompt", input: "/probe n:1\n", cfg: ConsoleConfig{Prompt: true},
			want: "> kibitz:\n  probe n=1 flag=false\n> \n"},
		// A script saved by a Windows editor starts with a UTF-8 byte-order mark, dropped as kibitz solve
		// drops it; one further on is the line's.
		{name: "byte-order mark", input: "\ufeff/probe n:1\n\ufeff/probe n:2\n",
			want: "kibitz:\n  probe n=1 flag=false\nerror: \"\\ufeff/probe\" is not a command; type help\n"},
		// Interrupted (Ctrl-C) before a line is read whole: the line is not run, nor any after it.
		{name: "cancelled", input: "/probe n:1\n/probe n:2\n", want: "",
			ctx: func() context.Context {
				ctx, cancel := context.WithCancel(context.Background())
				cancel()
				return ctx
			}},
		{name: "line too long", input: "/probe mode:" + strings.Repeat("x", 5<<20) + "\n", want: "", err: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			if tc.ctx != nil {
				ctx = tc.ctx()
			}
			out, err := run(ctx, tc.input, tc.cfg)
			if out != tc.want || (err != nil) != tc.err {
				t.Errorf("printed %q, error %v; want %q, error %v", out, err, tc.want, tc.err)
			}
		})
	}
}

// fullWriter fails every write, as stdout sent to /dev/full does.
type fullWriter struct{}

func (fullWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// TestConsoleWriteFails: replies that cannot be written end the console with an error that says so,
// before the line after the one whose reply failed, or before the first line when the banner failed.
func TestConsoleWriteFails(t *testing.T) {
	t.Parallel()
	srv, _ := newProbeServer()
	for _, cfg := range []ConsoleConfig{{}, {Banner: "hello", Prompt: true}} {
		cfg.OutDir = t.TempDir()
		err := RunConsole(context.Background(), strings.NewReader("/probe n:1\n/probe n:2\n"), fullWriter{}, srv, cfg)
		if err == nil || err.Error() != "writing the replies: no space left on device" {
			t.Errorf("banner %q: RunConsole = %v, want the write error", cfg.Banner, err)
		}
	}
}

// TestConsoleInterruptedWhileWaiting: Ctrl-C (the context ending) at an idle prompt, or while a script on
// a pipe has written nothing more, ends the console at once, not when the next line or the end of the
// input comes: the line before it was run, and at a terminal the prompt is closed by a newline.
func TestConsoleInterruptedWhileWaiting(t *testing.T) {
	t.Parallel()
	srv, _ := newProbeServer()
	for _, prompt := range []bool{false, true} {
		ctx, cancel := context.WithCancel(context.Background())
		inR, inW := io.Pipe()
		outR, outW := io.Pipe()
		waiting := make(chan struct{}) // closed when the input is read again after the line
		in := &readCalls{r: inR, after: 2, reached: waiting}
		done := make(chan error, 1)
		go func() {
			done <- RunConsole(ctx, in, outW, srv, ConsoleConfig{OutDir: t.TempDir(), Prompt: prompt})
			outW.Close()
		}()
		go io.WriteString(inW, "/probe n:1\n") // then nothing more, and no end
		out := bufio.NewReader(outR)
		want := "kibitz:\n  probe n=1 flag=false\n"
		if prompt {
			want = "> " + want + "> " // the second prompt: the console waits for the next line
		}
		got := make([]byte, len(want))
		if _, err := io.ReadFull(out, got); err != nil || string(got) != want {
			t.Fatalf("prompt %v: printed %q, %v; want %q", prompt, got, err, want)
		}
		<-waiting
		cancel()
		rest, _ := io.ReadAll(out) // until RunConsole returns: a console that still waits never does
		if want := map[bool]string{false: "", true: "\n"}[prompt]; string(rest) != want {
			t.Errorf("prompt %v: after the interrupt, printed %q; want %q", prompt, rest, want)
		}
		if err := <-done; err != nil {
			t.Errorf("prompt %v: RunConsole = %v, want nil", prompt, err)
		}
		inW.Close()
	}
}

// readCalls is r that closes reached when it is read for the after-th time.
type readCalls struct {
	r       io.Reader
	n       atomic.Int32
	after   int32
	reached chan struct{}
}

func (c *readCalls) Read(p []byte) (int, error) {
	if c.n.Add(1) == c.after {
		close(c.reached)
	}
	return c.r.Read(p)
}

// TestConsolePlace: "place" moves the console to a DM with kibitz, a group DM, a server where only the
// user installed kibitz, and back to a server, with the envelopes Discord sends from there: each keeps its
// own daily word, and the words name the place.
// TestConsoleRankings: the console's servers are its operator's, so "you" may take a player off their
// leaderboards (Manage Server, as an owner has it); a user acted as is a plain member, refused; a DM or a
// group DM has none to moderate.
func TestConsoleRankings(t *testing.T) {
	out, _ := runScript(t, `/rankings remove user:bob
/rankings list
as bob
/rankings list
as you
place dm
/rankings list
place group
/rankings restore user:bob
`)
	contains(t, out,
		"is off this server's leaderboards now; they were on none of them yet.",
		"Off this server's leaderboards (1 player, the earliest first):",
		"Only members with the **Manage Server** permission can take players off the leaderboards here",
		"There is no leaderboard to moderate in your direct messages with kibitz",
		"There is no leaderboard to moderate in a group DM")
}

func TestConsolePlace(t *testing.T) {
	out, _ := runScript(t, `place dm
/leaderboard game:wordle
/wordle daily display:text
place group
/wordle daily display:text
place user-server
/wordle stats
place server
/wordle daily display:text
place moon
locale ko
place group
`)
	contains(t, out,
		"(now in your direct messages with kibitz)",
		"your direct messages with kibitz have only you",
		": your word of the day (UTC)",
		"(now in a group DM)",
		": this chat's word of the day (UTC)",
		"(now in a server where only you installed kibitz)",
		"**Your daily Wordle in this channel**",
		"(now in a server that added kibitz)",
		": this server's word of the day (UTC)",
		"error: usage: place server, place user-server, place dm or place group",
		"(이제 그룹 DM에 있습니다)")
}
