package bot

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
)

// TestConsoleOptionMistakes: the console refuses, before sending anything, what Discord's own box would
// never send (an option given twice, an option the command does not have, a value past its option's
// limit), and words its refusals in the reader's language, numbers grouped as the reader groups them.
func TestConsoleOptionMistakes(t *testing.T) {
	t.Parallel()
	pgn := `/kpk analyze position:[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"] 1. Kd2 {note: fine} Kd7 *`
	cases := []struct{ locale, line, want string }{
		{"en", "/tictactoe analyze board:X.O...... board:XXXOO....", "error: the option board is given twice; give it once"},
		{"en", "/probe n:1 flag:yes n:2", "error: the option n is given twice; give it once"},
		{"en", "/probe n: n:2 n:3", "error: the option n is given twice; give it once"},
		{"en", "/tictactoe analyze board:X.O...... bogus:1", `error: no option "bogus" here; options: board, display`},
		{"en", "/probe mode:a b:c", `error: no option "b" here; options: mode, n, flag`},
		{"en", "/probe mode: b:c", `error: no option "b" here; options: mode, n, flag`},
		// A colon in a value that is no option's name is the value's: a time, a link.
		{"en", "/probe mode:at 10:30 https://example.com/a n:2", `probe n=2 flag=false mode="at 10:30 https://example.com/a"`},
		// A PGN game's comments hold such words: /kpk analyze's position is free text.
		{"en", pgn, "The PGN's final position, after **1... Kd7**"},
		{"en", "/tictactoe analyze board:" + strings.Repeat("X", 65), "error: The option `board` is 65 characters long; it takes at most 64 characters."},
		{"en", "/tictactoe analyze board:" + strings.Repeat("X", 60) + " XXXXX display:text", "error: The option `board` is 66 characters long; it takes at most 64 characters."},
		{"en", "/sudoku generate size:99999999999999999999", "The option `size` takes one of its choices: 4x4, 9x9, 16x16, 25x25."},
		{"en", "/sudoku generate size:-99999999999999999999", "The option `size` takes one of its choices: 4x4, 9x9, 16x16, 25x25."},
		// A name that is none of a numbered option's choices is said so, with the choices, in the reader's
		// words (it was "not a whole number"): /help lists 25x25 for generate, not for play.
		{"en", "/sudoku play size:25x25", `error: option size: "25x25" is none of its choices: 4x4, 9x9, 16x16`},
		{"ko", "/sudoku play size:5x5", `error: 크기 옵션: "5x5"는 고를 수 있는 값이 아닙니다. 값: 4x4, 9x9, 16x16`},
		// A whole number grouped as kibitz writes it (/help's ranges among them) is that number.
		{"en", "/probe n:1,000,000", "probe n=1000000"},
		{"es", "/probe n:1.000", "probe n=1000"},
		{"en", "/probe n:-1,000", "probe n=-1000"},
		{"en", "/probe n:1,00", `error: option n: "1,00" is not a whole number`},
		{"en", "/probe n:1,000.000", `error: option n: "1,000.000" is not a whole number`},
		{"en", "quit now", "error: quit takes nothing after it: type quit alone to leave"},
		{"en", "exit 0", "error: exit takes nothing after it: type exit alone to leave"},
		{"en", "/probe n:99999999999999999999999", "error: option n: 99,999,999,999,999,999,999,999 is too large: it takes at most 9,007,199,254,740,991"},
		{"es", "/probe n:99999999999999999999999", "99.999.999.999.999.999.999.999"},
		{"es", "/probe n:99999999999999999999999", "9.007.199.254.740.991"},
		{"es", "/probe n:-99999999999999999999999", "-9.007.199.254.740.991"},
		{"pt-BR", "/probe n:99999999999999999999999", "9.007.199.254.740.991"},
		{"ko", "/probe n:99999999999999999999999", "9,007,199,254,740,991"},
	}
	for _, c := range cases {
		t.Run(c.line[:min(len(c.line), 50)], func(t *testing.T) {
			t.Parallel()
			out, _ := runScript(t, "locale "+c.locale+"\n"+c.line+"\nquit\n")
			contains(t, out, c.want)
		})
	}
}

// TestConsoleLongValueIsLinear: a value of a million words, far past its option's limit, is read in one
// pass and refused with its length, as Discord's box refuses it; it is never built whole (its words used
// to be joined one by one, which took minutes).
func TestConsoleLongValueIsLinear(t *testing.T) {
	t.Parallel()
	words := 1_000_000
	line := "/nim analyze heaps:1" + strings.Repeat(" 1", words-1) + " moves:1-3"
	out, _ := runScript(t, line+"\n/probe n:7\n")
	contains(t, out, "error: The option `heaps` is 1,999,999 characters long; it takes at most 1,000 characters.\n",
		"probe n=7")
	// The value kept while reading stops one word past the limit.
	g := &typed{def: newProbeDefinition(1000)}
	for range words {
		g.add(" 1")
	}
	if n := g.value.Len(); n > 1002 || g.chars != 2*words {
		t.Errorf("after %d words: %d bytes kept, %d characters counted; want at most 1,002 kept and %d counted", words, n, g.chars, 2*words)
	}
}

// TestConsoleLineTooLong: the console reads a line of up to 4 MiB, its end (\n or \r\n) aside; a longer
// line ends it with an error that names the line, without reading the line whole. The error does not
// say "console": the command line puts its own name first (docs/contract.md §1).
func TestConsoleLineTooLong(t *testing.T) {
	t.Parallel()
	if maxConsoleLine != 4<<20 {
		t.Fatalf("maxConsoleLine = %d; docs/contract.md §3 says 4 MiB", maxConsoleLine)
	}
	comment := func(n int) string { return "#" + strings.Repeat("x", n-1) } // a line the console skips
	const first, second = "kibitz:\n  probe n=1 flag=false\n", "kibitz:\n  probe n=2 flag=false\n"
	for _, tc := range []struct {
		name, input string
		err         string // "" for none
		printed     string
	}{
		{"4 MiB", "/probe n:1\n" + comment(maxConsoleLine) + "\n/probe n:2\n", "", first + second},
		{"4 MiB and CRLF", "/probe n:1\r\n" + comment(maxConsoleLine) + "\r\n/probe n:2\r\n", "", first + second},
		{"4 MiB at the end", "/probe n:1\n" + comment(maxConsoleLine), "", first},
		{"a byte more", "/probe n:1\n" + comment(maxConsoleLine+1) + "\n/probe n:2\n", "line 2 is longer than 4 MiB, the most a line may hold", first},
		{"a byte more, CRLF", "/probe n:1\r\n" + comment(maxConsoleLine+1) + "\r\n/probe n:2\r\n", "line 2 is longer than 4 MiB, the most a line may hold", first},
		{"a byte more at the end", "/probe n:1\n" + comment(maxConsoleLine+1), "line 2 is longer than 4 MiB, the most a line may hold", first},
		{"far more", "/probe n:1\n/probe mode:" + strings.Repeat("x", 3*maxConsoleLine) + "\n/probe n:2\n", "line 2 is longer than 4 MiB, the most a line may hold", first},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			srv, _ := newProbeServer()
			var buf bytes.Buffer
			err := RunConsole(context.Background(), strings.NewReader(tc.input), &buf, srv, ConsoleConfig{OutDir: t.TempDir()})
			if got := fmt.Sprint(err); tc.err == "" && err != nil || tc.err != "" && got != tc.err {
				t.Errorf("error %v; want %q", err, tc.err)
			}
			if buf.String() != tc.printed {
				t.Errorf("printed %q; want %q", buf.String(), tc.printed)
			}
		})
	}
}

// newProbeDefinition is a text option that takes at most limit characters.
func newProbeDefinition(limit int) *discordgo.ApplicationCommandOption {
	return &discordgo.ApplicationCommandOption{Name: "text", Type: discordgo.ApplicationCommandOptionString, MaxLength: limit}
}

// TestConsoleEmbedsApart: each embed of a reply is printed apart from the one before it, as Discord draws
// each in a box of its own (a topic page's rules read as more options when they followed them directly),
// and every line of the reply stays indented.
func TestConsoleEmbedsApart(t *testing.T) {
	t.Parallel()
	out, _ := runScript(t, "/help topic:leaderboard\n")
	contains(t, out, "  ## Options\n", "(default: your /settings)\n  \n  **What ranks.**")
}

// TestConsoleEmptyOptionLeftOut: an option written with no value (board:), or a value of white space
// alone (opponent:"  "), is left out, as Discord sends no empty option (docs/contract.md §3), also when
// the option is given again with a value, before or after it: only two values are an option given twice.
func TestConsoleEmptyOptionLeftOut(t *testing.T) {
	t.Parallel()
	cases := []struct{ line, want string }{
		{"/tictactoe analyze board:X.O...... board:", "kibitz:\n  X to move: wins in 5 plies."},
		{"/tictactoe analyze board: board:X.O......", "kibitz:\n  X to move: wins in 5 plies."},
		{"/probe n:2 n:", "probe n=2 flag=false\n"},
		{"/probe n: n:2", "probe n=2 flag=false\n"},
		{`/probe n:2 n:"  "`, "probe n=2 flag=false\n"},
		{`/probe mode:"  " n:3`, "probe n=3 flag=false\n"},
		{`/probe mode:x mode:"   "`, `probe n=0 flag=false mode="x"`},
		{`/probe mode:"   " mode:x mode:`, `probe n=0 flag=false mode="x"`},
		// Two values are still one too many.
		{"/probe n:1 n:2", "error: the option n is given twice; give it once"},
		{"/probe n:1 n: 2", "error: the option n is given twice; give it once"},
		{"/probe n: mode:a n:1 n:2", "error: the option n is given twice; give it once"},
		// A blank user is no user: the option is left out, as an empty one (against kibitz, its default).
		{`/tictactoe play opponent:"  "`, "**X** @you  vs  **O** kibitz"},
		{`/tictactoe play opponent:`, "**X** @you  vs  **O** kibitz"},
	}
	for _, c := range cases {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			out, _ := runScript(t, c.line+"\n")
			contains(t, out, c.want)
			if strings.HasPrefix(c.want, "error:") != strings.Contains(out, "error:") {
				t.Errorf("output %q; want an error only where expected", out)
			}
		})
	}
}

// TestConsoleMentions: a user typed as a mention (<@ID>, <@!ID>), in a user option or after as, is the
// user of that id, as Discord resolves a mention, when the console knows the user (kibitz, or a user it
// made from a name); a mention of any other id is refused clearly rather than read as a name.
func TestConsoleMentions(t *testing.T) {
	t.Parallel()
	// The console's ids: kibitz's (ConsoleConfig.BotUserID's default) and the one a name gives.
	const kibitzID = "100000000000000000"
	c := &console{users: map[string]*discordgo.User{}}
	bob := c.userNamed("bob").ID
	cases := []struct{ script, want string }{
		{"/tictactoe play opponent:<@123>\n", "error: option opponent: <@123> mentions no user the console knows; name the user instead, as in opponent:bob"},
		{"/tictactoe play opponent:<@!123>\n", "error: option opponent: <@!123> mentions no user the console knows"},
		{"/stats user:<@123>\n", "error: option user: <@123> mentions no user the console knows; name the user instead, as in user:bob"},
		{"as <@123>\n", "error: <@123> mentions no user the console knows; name the user instead, as in as bob"},
		{"/tictactoe play opponent:<@" + kibitzID + ">\n", "**X** @you  vs  **O** kibitz"},
		{"as bob\nas you\n/tictactoe play opponent:<@" + bob + ">\n", "@bob, @you challenges you to a game of tic-tac-toe!"},
		{"as bob\nas you\n/tictactoe play opponent:@<@!" + bob + ">\n", "@bob, @you challenges you to a game of tic-tac-toe!"},
		{"as bob\nas you\nas <@" + bob + ">\n", "(now acting as bob)\n(now acting as you)\n(now acting as bob)"},
		{"as <@" + kibitzID + ">\n", "error: <@" + kibitzID + "> is kibitz, which the console cannot act as; name a user, as in as bob"},
		{"locale ko\nas <@123>\n", "error: <@123>은(는) 콘솔이 아는 사용자가 아닙니다. 대신 as bob처럼"},
	}
	for _, tc := range cases {
		t.Run(tc.script, func(t *testing.T) {
			t.Parallel()
			out, _ := runScript(t, tc.script)
			contains(t, out, tc.want)
			if strings.Contains(out, "@<@") || strings.Contains(out, "\\<@") {
				t.Errorf("a mention was read as a name:\n%s", out)
			}
		})
	}
}
