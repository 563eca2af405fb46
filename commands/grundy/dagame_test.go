package grundy

import (
	"kibitz/internal/textenc/textenctest"

	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/bot"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/dagame"
)

func TestDAGameAgainstBruteForce(t *testing.T) {
	h := newHarness(t)
	rng := rand.New(rand.NewPCG(1, 2))
	wins := 0
	for i := range 150 {
		text, succ, pos, colours := randomDAGame(rng)
		resp, err := runDAGame(t, h, discordgo.EnglishUS, text)
		if err != nil {
			t.Fatalf("case %d:\n%s\n%v", i, text, err)
		}
		out := embedText(t, resp)
		memo := map[string]bool{}
		win := bruteDAG(succ, pos, memo)
		if win != strings.Contains(out, "**Young wins**") || win == strings.Contains(out, "**Cheol wins**") {
			t.Fatalf("case %d: brute force says first player wins=%v:\n%s\n%s", i, win, text, out)
		}
		if !win {
			continue
		}
		wins++
		// The move in the reply must leave a position the brute force finds lost.
		game, _ := dagame.Parse(text)
		res, _ := dagame.Solve(context.Background(), game, dagame.Options{})
		m := res.Move
		c := slices.Index(colours, m.Colour)
		ti := slices.Index(pos[c], m.From)
		twice := 0
		for _, tok := range game.Tokens() {
			if tok.Colour == m.Colour {
				twice++
			}
		}
		if c < 0 || ti < 0 || !slices.Contains(succ[m.From], m.To) || m.Together != (len(pos[c]) == 1 && twice == 2) {
			t.Fatalf("case %d: illegal move %+v in %v", i, m, pos)
		}
		if bruteDAG(succ, dagApply(pos, c, ti, m.To), memo) {
			t.Fatalf("case %d: move %+v leaves a won position", i, m)
		}
		g := func(n int64) string { return i18n.Group(n) }
		want := fmt.Sprintf("the token of colour %s from node %s to node %s.", g(m.Colour), g(int64(m.From)), g(int64(m.To)))
		if m.Together {
			want = fmt.Sprintf("both tokens of colour %s, together on node %s, to node %s.", g(m.Colour), g(int64(m.From)), g(int64(m.To)))
		}
		if !strings.Contains(out, want) {
			t.Fatalf("case %d: want %q in %s", i, want, out)
		}
	}
	if wins < 30 || wins > 140 {
		t.Errorf("%d of 150 random games won by the first player: the sample is lopsided", wins)
	}
}

func TestDAGameReply(t *testing.T) {
	h := newHarness(t)
	// 1 → 2 → 3, 1 → 3: one token on 1 has value mex{g(2)=1, g(3)=0} = 2. Colour 9 has both tokens on 3.
	text := "3 3\n1 2\n2 3\n1 3\n\n3\n1 5\n3 9\n3 9\n"
	resp, err := runDAGame(t, h, discordgo.EnglishUS, text)
	if err != nil {
		t.Fatal(err)
	}
	out := embedText(t, resp)
	for _, want := range []string{
		"A graph of 3 nodes and 3 edges, 3 tokens in 2 colours.",
		"**Young wins** (the first player): the XOR of the colours' Grundy values is 2",
		"Winning move: the token of colour 5 from node 1 to node 3.",
		"colour 5: token on node 1 → 2",
		"colour 9: both tokens on node 3 → 0",
		valueTable([]int{2, 1, 0}, 1),
	} {
		if !strings.Contains(out, want) {
			t.Errorf("want %q in\n%s", want, out)
		}
	}
	if len(resp.Files) != 0 {
		t.Errorf("files for 2 colours: %v", resp.Files)
	}

	// Many colours: the message lists 15 and the rest go into colours.txt; no tokens at all: Cheol.
	var b strings.Builder
	fmt.Fprintf(&b, "2 1\n1 2\n40\n")
	for c := range 20 {
		fmt.Fprintf(&b, "1 %d\n2 %d\n", c, c)
	}
	resp, err = runDAGame(t, h, discordgo.EnglishUS, b.String())
	if err != nil {
		t.Fatal(err)
	}
	out = embedText(t, resp)
	if !strings.Contains(out, "… and 5 more colours") || strings.Count(out, "• colour") != coloursShown {
		t.Errorf("many colours:\n%s", out)
	}
	if lines := strings.Split(strings.TrimSpace(string(attached(t, resp, "colours.txt"))), "\n"); len(lines) != 20 || lines[19] != "colour 19: tokens on nodes 1 and 2 → 1" {
		t.Errorf("colours.txt: %q", lines)
	}
	// A file saved by Windows Notepad: a byte order mark, CRLF line ends.
	resp, err = runDAGame(t, h, discordgo.EnglishUS, "\ufeff3 3\r\n1 2\r\n2 3\r\n1 3\r\n\r\n3\r\n1 5\r\n3 9\r\n3 9\r\n")
	if err != nil {
		t.Fatal(err)
	}
	if out = embedText(t, resp); !strings.Contains(out, "**Young wins**") {
		t.Errorf("a file with a byte order mark:\n%s", out)
	}
	resp, err = runDAGame(t, h, discordgo.EnglishUS, "1 0\n0\n")
	if err != nil {
		t.Fatal(err)
	}
	if out = embedText(t, resp); !strings.Contains(out, "**Cheol wins**") || strings.Contains(out, "Grundy value of each colour") {
		t.Errorf("no tokens:\n%s", out)
	}
}

// The attachment is downloaded by the transports' own fetcher (bot.HTTPFetcher), over HTTP from a server
// on the loopback interface, through the whole router: a good file, a file with a mistake, a file too
// large whose size Discord did not tell, and a file that is not there.
func TestDAGameOverHTTP(t *testing.T) {
	files := map[string]string{
		"/ok.txt":    "2 1\n1 2\n1\n1 7\n",
		"/cycle.txt": "2 2\n1 2\n2 1\n1\n1 7\n",
		"/big.txt":   "1 0\n" + strings.Repeat(" ", maxFile) + "0\n",
	}
	var gets atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		gets.Add(1)
		s, ok := files[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		io.WriteString(w, s)
	}))
	defer srv.Close()
	if u, err := url.Parse(srv.URL); err != nil || u.Hostname() != "127.0.0.1" {
		t.Fatalf("test server at %s, want 127.0.0.1", srv.URL)
	}
	h := newHarness(t)
	fetch := bot.HTTPFetcher(srv.Client())

	resp := h.Srv.Serve(context.Background(), dagameRequest(t, discordgo.EnglishUS, srv.URL+"/ok.txt", 0, fetch))
	if out := embedText(t, resp); resp.Private || !strings.Contains(out, "Winning move: the token of colour 7 from node 1 to node 2.") {
		t.Errorf("ok.txt: %s", out)
	}
	resp = h.Srv.Serve(context.Background(), dagameRequest(t, discordgo.Korean, srv.URL+"/cycle.txt", 0, fetch))
	if !resp.Private || !strings.Contains(resp.Content, "순환") || !strings.Contains(resp.Content, "2, 3번째 줄") {
		t.Errorf("cycle, Korean: %+v", resp)
	}
	// The size unknown, the download is cut off past the limit.
	req := dagameRequest(t, discordgo.EnglishUS, srv.URL+"/big.txt", 0, fetch)
	handler, _, _ := h.Mux.Lookup(req)
	if _, err := handler(context.Background(), req); err == nil {
		t.Errorf("big.txt was read")
	} else if ue, ok := router.AsUserError(err); !ok || ue.Code != router.TooLarge || !strings.Contains(ue.Message.En, "is larger than") {
		t.Errorf("big.txt: %v, want TooLarge", err)
	}
	// A download that fails is kibitz's problem, not a user error: a private reply with an incident id.
	req = dagameRequest(t, discordgo.EnglishUS, srv.URL+"/missing.txt", 0, fetch)
	if _, err := handler(context.Background(), req); err == nil || !strings.Contains(err.Error(), "404") {
		t.Errorf("missing file: %v, want the server's 404", err)
	} else if _, user := router.AsUserError(err); user {
		t.Errorf("missing file is a user error: %v", err)
	}
	if resp := h.Srv.Serve(context.Background(), req); !resp.Private || len(resp.Embeds) != 0 {
		t.Errorf("missing file reply: %+v", resp)
	}
	if n := gets.Load(); n != 5 {
		t.Errorf("the server answered %d requests, want 5: one a file, the missing one twice", n)
	}
}

func TestDAGameTooLarge(t *testing.T) {
	h := newHarness(t)
	big := "1 0\n" + strings.Repeat(" ", maxFile) + "0\n"
	var fetched sync.Map
	fetch := func(ctx context.Context, url string) (io.ReadCloser, error) {
		fetched.Store(url, true)
		return memFetcher(map[string]string{url: big})(ctx, url)
	}
	for _, tc := range []struct {
		name     string
		size     int
		want     string
		download bool
	}{
		// Discord told the size: refused before downloading, the sizes grouped.
		{"declared", len(big), "The file game.txt is 4,194,310 bytes, more than the 4,194,304 bytes (4 MiB) kibitz reads for a DAGame.", false},
		{"undeclared", 0, "larger than 4,194,304 bytes (4 MiB)", true}, // size unknown: the download is cut off
		{"understated", 100, "is larger than", true},                   // a size that lies changes nothing
		{"just over", maxFile + 1, "4,194,305 bytes, more than the 4,194,304 bytes", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			url := "mem://" + tc.name
			req := dagameRequest(t, discordgo.EnglishUS, url, tc.size, fetch)
			handler, _, _ := h.Mux.Lookup(req)
			_, err := handler(context.Background(), req)
			ue, ok := router.AsUserError(err)
			if !ok || ue.Code != router.TooLarge || !strings.Contains(ue.Message.En, tc.want) {
				t.Fatalf("%v, want TooLarge %q", err, tc.want)
			}
			if ue.Message.Ko == "" || ue.Message.Ko == ue.Message.En {
				t.Errorf("no Korean: %+v", ue.Message)
			}
			if _, ok := fetched.Load(url); ok != tc.download {
				t.Errorf("downloaded: %v, want %v", ok, tc.download)
			}
		})
	}
	// Exactly at the limit is read (and, being blank lines around a valid game, solved).
	atLimit := "1 0\n" + strings.Repeat("\n", maxFile-6) + "0\n"
	if len(atLimit) != maxFile {
		t.Fatalf("test file is %d bytes", len(atLimit))
	}
	if _, err := runDAGame(t, h, discordgo.EnglishUS, atLimit); err != nil {
		t.Errorf("file at the limit: %v", err)
	}
}

// TestDAGameHeavy: a file counts as heavy work unless Discord says it is over the limit, which is refused
// at once without using up the user's heavy work.
func TestDAGameHeavy(t *testing.T) {
	for _, tc := range []struct {
		size int
		want bool
	}{{0, true}, {100, true}, {maxFile, true}, {maxFile + 1, false}, {50 << 20, false}} {
		if got := dagameHeavy(dagameRequest(t, discordgo.EnglishUS, "mem://x", tc.size, nil)); got != tc.want {
			t.Errorf("a file of %d bytes: heavy %v, want %v", tc.size, got, tc.want)
		}
	}
}

// TestDAGameCycleLinesByLanguage: the lines of a cycle's edges are a list as the reader's language
// writes one (i18n.List), each number grouped for it: 、 between them in Japanese.
func TestDAGameCycleLinesByLanguage(t *testing.T) {
	h := newHarness(t)
	for _, tc := range []struct {
		l    i18n.Lang
		want string
	}{
		{i18n.English, "Its edges are on lines 2, 4, 5."},
		{i18n.Korean, "그 간선은 2, 4, 5번째 줄에 있습니다."},
		{i18n.Japanese, "その辺は2、4、5行目にあります。"},
	} {
		_, err := runDAGame(t, h, discordgo.Locale(tc.l.Locale()), "3 3\n1 2\n\n2 3\n3 1\n1\n1 1\n")
		ue, ok := router.AsUserError(err)
		if !ok || !strings.Contains(ue.Message.In(tc.l), tc.want) {
			t.Errorf("a cycle in %v: %v, want %q", tc.l, err, tc.want)
		}
	}
}

func TestDAGameErrors(t *testing.T) {
	h := newHarness(t)
	for _, tc := range []struct {
		name, text string
		want       []string // in the English message
		ko         string   // in the Korean message
	}{
		{"cycle", "3 3\n1 2\n\n2 3\n3 1\n1\n1 1\n", []string{"cycle", "1 → 2 → 3 → 1", "lines 2, 4, 5"}, "순환"},
		{"self loop", "2 2\n1 2\n2 2\n1\n1 1\n", []string{"cycle through node 2", "line"}, "순환"},
		{"edge out of range", "3 2\n1 2\n2 4\n1\n1 1\n", []string{"Line 3", "node 4", "1 to 3"}, "3번째 줄"},
		{"token out of range", "3 1\n1 2\n1\n0 5\n", []string{"Line 4", "node 0"}, "4번째 줄"},
		{"third token", "2 1\n1 2\n3\n1 7\n2 7\n\n1 7\n", []string{"Line 7", "third token of colour 7"}, "세 번째 토큰"},
		{"bad header", "three nodes\n", []string{"Line 1", "\"N M\""}, "1번째 줄"},
		{"bad edge", "2 1\n1 x\n1\n1 1\n", []string{"Line 2", "edge"}, "2번째 줄"},
		{"missing edges", "3 5\n1 2\n2 3\n", []string{"after 2 of the 5 edge lines"}, "5개 중 2개"},
		{"missing count", "2 1\n1 2\n", []string{"token count"}, "토큰 수"},
		// An edge more than the header's M where the count belongs: said to be one, with M to raise.
		{"an edge M does not count", "3 1\n1 2\n2 3\n1\n1 1\n", []string{"Line 3 (`2 3`) should be the token count", "as an edge does: the first line promises 1 edge line. If it is an edge, raise M."}, "간선이라면 M을 늘리세요"},
		{"extra line", "2 1\n1 2\n1\n1 1\n2 2\n", []string{"Line 5", "after the last token"}, "5번째 줄"},
		{"too many nodes", "501 0\n0\n", []string{"node count", "501"}, "노드 수"},
		// beyond what kibitz reads, a count or a node is quoted as typed, not as 2^63-1
		{"nodes beyond 2^63", "99999999999999999999 0\n0\n", []string{"gives 99,999,999,999,999,999,999 as the node count"}, "노드 수"},
		{"a node beyond 2^63", "2 1\n1 99999999999999999999\n1\n1 0\n", []string{"names node 99,999,999,999,999,999,999"}, "99,999,999,999,999,999,999"},
		{"empty", "\n\n", []string{"empty"}, "비어"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := runDAGame(t, h, discordgo.EnglishUS, tc.text)
			ue, ok := router.AsUserError(err)
			if !ok || ue.Code != router.Invalid {
				t.Fatalf("%v, want Invalid", err)
			}
			for _, w := range tc.want {
				if !strings.Contains(ue.Message.En, w) {
					t.Errorf("want %q in %q", w, ue.Message.En)
				}
			}
			if !strings.Contains(ue.Message.Ko, tc.ko) || !strings.Contains(ue.Hint.En, "\"N M\"") {
				t.Errorf("Korean %q, hint %q", ue.Message.Ko, ue.Hint.En)
			}
		})
	}
	// A file that is not UTF-8 text past the start the router looks at (its first 512 bytes) is said to be
	// so, by its line; so is one in UTF-16 without its mark, which the router refuses.
	for _, tc := range []struct{ name, text, en, ko string }{
		{"a NUL byte", "2 1\n" + strings.Repeat("\n", 600) + "1 2\x00\n1\n1 0\n",
			"Line 602 holds a NUL byte, which no text holds: the file is not plain text. Save it as plain text (UTF-8) and attach it again.",
			"602번째 줄에 NUL 바이트가 있습니다"},
		{"Latin-1", "2 1\n1 2\n1\n1 0 caf\xe9\n",
			"Line 4 is not UTF-8 text: save the file as plain text in UTF-8 and attach it again.", "4번째 줄은 UTF-8 텍스트가 아닙니다"},
		{"UTF-16 without its mark", textenctest.UTF16("2 1\n1 2\n1\n1 0\n", false, false),
			"The file game.txt is UTF-16 text without a byte-order mark, which kibitz does not read; save it as UTF-8 (plain text) and attach it again.",
			"BOM"},
	} {
		_, err := runDAGame(t, h, discordgo.EnglishUS, tc.text)
		if ue, ok := router.AsUserError(err); !ok || ue.Code != router.Invalid || ue.Message.En != tc.en || !strings.Contains(ue.Message.Ko, tc.ko) {
			t.Errorf("%s: %v; want %q (%q in Korean)", tc.name, err, tc.en, tc.ko)
		}
	}
	// UTF-16 with its byte-order mark, as Windows PowerShell's > writes a file, is read.
	for _, big := range []bool{false, true} {
		resp, err := runDAGame(t, h, discordgo.EnglishUS, textenctest.UTF16("2 1\r\n1 2\r\n1\r\n1 1\r\n", big, true))
		if err != nil || !strings.Contains(embedText(t, resp), "**Young wins**") {
			t.Errorf("UTF-16 (big-endian %v) with its mark: %v, %+v; want it read", big, err, resp)
		}
	}
	// A file that is not text is refused by the router before it is parsed (router.Request.OpenAttachment).
	if _, err := runDAGame(t, h, discordgo.EnglishUS, "\x00\xff\xfe garbage"); err == nil ||
		!strings.Contains(err.Error(), "is not text") {
		t.Errorf("a binary file: %v, want it refused as not text", err)
	}
	// No file given at all: the option is required, and the router says so before the handler runs.
	resp := h.Srv.Serve(context.Background(), dagameRequest(t, discordgo.EnglishUS, "", 0, nil))
	if !resp.Private || !strings.Contains(resp.Content, "The option `file` is required") {
		t.Errorf("no file: %+v", resp)
	}
}

// The largest input the issue allows, end to end through the command (download from memory, parse,
// solve, reply).
func largestDAGame() string {
	var b strings.Builder
	const n, m = 500, 100_000
	fmt.Fprintf(&b, "%d %d\n", n, m)
	rng := rand.New(rand.NewPCG(3, 4))
	for range m {
		p := 1 + rng.IntN(n-1)
		q := p + 1 + rng.IntN(n-p)
		fmt.Fprintf(&b, "%d %d\n", p, q)
	}
	fmt.Fprintf(&b, "4\n1 1\n2 1\n3 2\n1 2\n")
	return b.String()
}

func TestDAGameLargest(t *testing.T) {
	h := newHarness(t)
	text := largestDAGame()
	start := time.Now()
	resp, err := runDAGame(t, h, discordgo.EnglishUS, text)
	if err != nil {
		t.Fatal(err)
	}
	took := time.Since(start)
	out := embedText(t, resp)
	if !strings.Contains(out, "A graph of 500 nodes and 100,000 edges, 4 tokens in 2 colours.") {
		t.Errorf("%s", out)
	}
	game, _ := dagame.Parse(text)
	res, _ := dagame.Solve(context.Background(), game, dagame.Options{})
	if res.FirstWins != strings.Contains(out, "**Young wins**") {
		t.Errorf("solver: first wins %v; reply: %s", res.FirstWins, out)
	}
	// The time is logged, not asserted: the target (200 ms on one core) is BenchmarkDAGameLargest's
	// and, for the solver alone, dagame.BenchmarkSolve's.
	t.Logf("largest DAGame (%d bytes) through the command: %v", len(text), took)
}

// BenchmarkDAGameLargest times /grundy dagame on the largest input, from the attachment's bytes to
// the reply.
func BenchmarkDAGameLargest(b *testing.B) {
	h := newHarness(b)
	text := largestDAGame()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		if _, err := runDAGame(b, h, discordgo.EnglishUS, text); err != nil {
			b.Fatal(err)
		}
	}
}

func FuzzCycleLines(f *testing.F) {
	f.Add("3 3\n1 2\n\n2 3\n3 1\n1\n1 1\n", 1, 2, 3)
	f.Add("2 2\n1 2\n2 2\n", 2, 2, 2)
	f.Add("x\n", 1, 1, 1)
	f.Fuzz(func(t *testing.T, text string, a, b, c int) {
		lines := cycleLines([]byte(text), []int{a, b, c, a})
		total := strings.Count(text, "\n") + 1
		for _, l := range lines {
			if l < 2 || l > total {
				t.Fatalf("line %d of %d", l, total)
			}
		}
	})
}

// manyColours is a DAGame file of at most maxFile bytes with as many colours as fit: one node, no edge,
// one token a colour, numbered from first up, one line "1 c" each. first = 1 gives the most colours (the
// shortest lines); a first of 19 digits the longest numbers to list.
func manyColours(first int64) (text string, colours int) {
	var tokens strings.Builder
	size := len("1 0\n1000000\n")
	for c := first; colours < dagame.MaxTokens; c++ {
		line := fmt.Sprintf("1 %d\n", c)
		if size+tokens.Len()+len(line) > maxFile {
			break
		}
		tokens.WriteString(line)
		colours++
	}
	return fmt.Sprintf("1 0\n%d\n", colours) + tokens.String(), colours
}

// TestDAGameColoursFileFits: the reply's "all of them are in the attached colours.txt" stays true for the
// largest games a file can hold: after router.Fit, which drops a file over Discord's size, colours.txt is
// still attached, with a line for every colour, in every language.
func TestDAGameColoursFileFits(t *testing.T) {
	h := newHarness(t)
	for _, tc := range []struct {
		name   string
		first  int64
		locale discordgo.Locale
	}{
		{"most colours", 1, discordgo.EnglishUS},
		{"most colours, Korean", 1, discordgo.Korean},
		{"longest numbers, Japanese", 1_000_000_000_000_000_000, discordgo.Japanese},
		{"longest numbers, Spanish", 1_000_000_000_000_000_000, discordgo.SpanishES},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text, colours := manyColours(tc.first)
			resp, err := runDAGame(t, h, tc.locale, text)
			if err != nil {
				t.Fatal(err)
			}
			fitted := router.Fit(resp, i18n.FromLocale(string(tc.locale)))
			if fitted.Content != "" {
				t.Errorf("%d colours: Fit says %q", colours, fitted.Content)
			}
			// Worded, the lines are over 10 MiB: the file is the plain listing, a header and a line a
			// colour, under twice the input's bytes (coloursFile).
			file := string(attached(t, fitted, "colours.txt"))
			lines := strings.Split(strings.TrimSuffix(file, "\n"), "\n")
			header := msgDAGPlainHeader.In(i18n.FromLocale(string(tc.locale)))
			last := fmt.Sprintf("%d\t1\t0", tc.first+int64(colours)-1) // one node: every value 0
			if len(lines) != colours+1 || lines[0] != header || lines[colours] != last {
				t.Errorf("%d colours: colours.txt has %d lines, %q ... %q; want %q ... %q", colours, len(lines), lines[0], lines[len(lines)-1], header, last)
			}
			if len(file) > 2*maxFile {
				t.Errorf("colours.txt of %d bytes, over twice the %d bytes of the input", len(file), maxFile)
			}
		})
	}
}

// TestPlainColours: the plain listing of colours.txt, columns split by tabs, the nodes of two tokens by a
// space (the same node twice when they share it).
func TestPlainColours(t *testing.T) {
	got := string(plainColours([]dagame.ColourValue{
		{Colour: 5, Nodes: []int{1}, Grundy: 2},
		{Colour: 9, Nodes: []int{3, 3}, Grundy: 0},
		{Colour: 1_000_000, Nodes: []int{17, 500}, Grundy: 499},
	}, i18n.English))
	want := "colour\tnodes of its tokens\tGrundy value\n5\t1\t2\n9\t3 3\t0\n1000000\t17 500\t499\n"
	if got != want {
		t.Errorf("plainColours = %q, want %q", got, want)
	}
}
