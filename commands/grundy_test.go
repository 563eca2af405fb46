package commands

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/grundy"
	"kibitz/storage/memory"
)

// ---- brute force ----

// grundyBruteSub returns g(0..n-1) of a subtraction game from the definition.
func grundyBruteSub(moves []int64, n int) []int {
	g := make([]int, n)
	seen := make([]bool, len(moves)+2)
	for i := range g {
		clear(seen)
		for _, m := range moves {
			if int(m) <= i {
				seen[g[i-int(m)]] = true
			}
		}
		for seen[g[i]] {
			g[i]++
		}
	}
	return g
}

// grundyBrutePeriod finds the least period p and then the least pre-period of a long run of values,
// accepting a period only when the run confirms it over well more than a window of the largest move.
func grundyBrutePeriod(g []int, maxMove int) (pre, period int) {
	for p := 1; p < len(g)/3; p++ {
		pre := len(g) - p
		for pre > 0 && g[pre-1] == g[pre-1+p] {
			pre--
		}
		if pre+p+2*maxMove < len(g)-p {
			return pre, p
		}
	}
	return -1, -1
}

// grundyBruteAt is g(n) for any n, from a run of values and its period.
func grundyBruteAt(g []int, pre, period int, n int64) int {
	if n < int64(len(g)) {
		return g[n]
	}
	return g[int64(pre)+(n-int64(pre))%int64(period)]
}

// grundyBruteDivisorWins decides the divisor game from every divisor of n by the definition.
func grundyBruteDivisorWins(n int64, misere bool) map[int64]bool {
	divs := grundyDivisors(n)
	win := map[int64]bool{}
	for i, d := range divs {
		moved, w := false, false
		for _, e := range divs[min(1, i):i] { // 1 < e < d
			if d%e == 0 {
				moved = true
				if !win[e] {
					w = true
					break
				}
			}
		}
		if !moved {
			w = misere
		}
		win[d] = w
	}
	return win
}

// grundyBruteDivisorValues is the normal-play Grundy value of every divisor of n, by the definition.
func grundyBruteDivisorValues(n int64) map[int64]int {
	divs := grundyDivisors(n)
	g := map[int64]int{}
	for i, d := range divs {
		seen := map[int]bool{}
		for _, e := range divs[min(1, i):i] { // 1 < e < d
			if d%e == 0 {
				seen[g[e]] = true
			}
		}
		for seen[g[d]] {
			g[d]++
		}
	}
	return g
}

// grundyDivisors lists the divisors of n, increasing.
func grundyDivisors(n int64) []int64 {
	var divs []int64
	for d := int64(1); d*d <= n; d++ {
		if n%d == 0 {
			divs = append(divs, d)
			if d*d != n {
				divs = append(divs, n/d)
			}
		}
	}
	slices.Sort(divs)
	return divs
}

// grundyDAGPos is a DAGame position: for each colour, the nodes of its tokens (one node, or two distinct).
type grundyDAGPos [][]int

func (p grundyDAGPos) key() string { return fmt.Sprint([][]int(p)) }

// grundyBruteDAG decides a DAGame position by searching every line of play.
func grundyBruteDAG(succ [][]int, p grundyDAGPos, memo map[string]bool) bool {
	k := p.key()
	if w, ok := memo[k]; ok {
		return w
	}
	win := false
	for c := range p {
		for ti, from := range p[c] {
			for _, to := range succ[from] {
				if grundyBruteDAG(succ, grundyDAGApply(p, c, ti, to), memo) == false {
					win = true
				}
			}
		}
	}
	memo[k] = win
	return win
}

// grundyDAGApply moves token ti of colour c to node to, merging it with its twin when it lands on it.
func grundyDAGApply(p grundyDAGPos, c, ti, to int) grundyDAGPos {
	q := make(grundyDAGPos, len(p))
	copy(q, p)
	nodes := slices.Clone(p[c])
	nodes[ti] = to
	if len(nodes) == 2 && nodes[0] == nodes[1] {
		nodes = nodes[:1]
	}
	slices.Sort(nodes)
	q[c] = nodes
	return q
}

// grundyRandomDAGame writes a random small DAGame, and its graph and position for the brute force.
func grundyRandomDAGame(rng *rand.Rand) (text string, succ [][]int, pos grundyDAGPos, colours []int64) {
	n := 1 + rng.IntN(6)
	perm := rng.Perm(n) // node i+1 has rank perm[i]; edges go from lower to higher rank
	succ = make([][]int, n+1)
	var edges []string
	for a := 1; a <= n; a++ {
		for b := 1; b <= n; b++ {
			if perm[a-1] < perm[b-1] && rng.IntN(2) == 0 {
				succ[a] = append(succ[a], b)
				edges = append(edges, fmt.Sprintf("%d %d", a, b))
			}
		}
	}
	var tokens []string
	for c := range 1 + rng.IntN(3) {
		colour := int64(rng.IntN(1000)) + int64(c)*1000
		colours = append(colours, colour)
		nodes := []int{1 + rng.IntN(n)}
		tokens = append(tokens, fmt.Sprintf("%d %d", nodes[0], colour))
		if rng.IntN(2) == 0 {
			v := 1 + rng.IntN(n)
			tokens = append(tokens, fmt.Sprintf("%d %d", v, colour))
			if v != nodes[0] {
				nodes = append(nodes, v)
			}
		}
		slices.Sort(nodes)
		pos = append(pos, nodes)
	}
	text = fmt.Sprintf("%d %d\n%s\n%d\n%s\n", n, len(edges), strings.Join(edges, "\n"), len(tokens), strings.Join(tokens, "\n"))
	return text, succ, pos, colours
}

// ---- attachments ----

// grundyMemFetcher serves attachment contents from memory, by URL.
func grundyMemFetcher(files map[string]string) router.Fetcher {
	return func(_ context.Context, url string) (io.ReadCloser, error) {
		s, ok := files[url]
		if !ok {
			return nil, fmt.Errorf("no file at %s", url)
		}
		return io.NopCloser(strings.NewReader(s)), nil
	}
}

// grundyHTTPFetcher downloads like the gateway and HTTP transports do.
func grundyHTTPFetcher(c *http.Client) router.Fetcher {
	return func(ctx context.Context, url string) (io.ReadCloser, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return nil, err
		}
		resp, err := c.Do(req)
		if err != nil {
			return nil, err
		}
		if resp.StatusCode != http.StatusOK {
			resp.Body.Close()
			return nil, fmt.Errorf("GET %s: %s", url, resp.Status)
		}
		return resp.Body, nil
	}
}

// grundyDAGameRequest builds /grundy dagame with an attachment at url of the declared size (0: unknown).
// With url "" the file option is left out.
func grundyDAGameRequest(t testing.TB, locale discordgo.Locale, url string, size int, fetch router.Fetcher) *router.Request {
	t.Helper()
	resolved := &discordgo.ApplicationCommandInteractionDataResolved{Attachments: map[string]*discordgo.MessageAttachment{}}
	var opts []*discordgo.ApplicationCommandInteractionDataOption
	if url != "" {
		resolved.Attachments["a1"] = &discordgo.MessageAttachment{ID: "a1", Filename: "game.txt", URL: url, Size: size}
		opts = append(opts, &discordgo.ApplicationCommandInteractionDataOption{Name: "file", Type: discordgo.ApplicationCommandOptionAttachment, Value: "a1"})
	}
	in := &discordgo.Interaction{ID: "1", Type: discordgo.InteractionApplicationCommand, Locale: locale,
		GuildID: "g", ChannelID: "c", Member: &discordgo.Member{User: user("1")},
		Data: discordgo.ApplicationCommandInteractionData{Name: "grundy", Resolved: resolved,
			Options: []*discordgo.ApplicationCommandInteractionDataOption{{Name: "dagame", Type: discordgo.ApplicationCommandOptionSubCommand, Options: opts}}}}
	req, err := router.NewRequest(in, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	req.Fetch = fetch
	return req
}

// grundyDAGame runs /grundy dagame on a file's text, served from memory, and returns the handler's result.
func grundyDAGame(t testing.TB, h *harness, locale discordgo.Locale, text string) (*router.Response, error) {
	t.Helper()
	req := grundyDAGameRequest(t, locale, "mem://game.txt", len(text), grundyMemFetcher(map[string]string{"mem://game.txt": text}))
	handler, _, err := h.mux.Lookup(req)
	if err != nil {
		t.Fatal(err)
	}
	return handler(context.Background(), req)
}

// grundyText is the embed's title and description of a reply.
func grundyText(t *testing.T, resp *router.Response) string {
	t.Helper()
	if resp == nil || len(resp.Embeds) != 1 {
		t.Fatalf("want one embed, got %+v", resp)
	}
	e := resp.Embeds[0]
	if len(e.Title) > 256 || len([]rune(e.Description)) > 4096 {
		t.Errorf("embed too long for Discord: title %d, description %d characters", len(e.Title), len([]rune(e.Description)))
	}
	return e.Title + "\n" + e.Description
}

// grundyFile returns the named attached file's content.
func grundyFile(t *testing.T, resp *router.Response, name string) []byte {
	t.Helper()
	for _, f := range resp.Files {
		if f.Name == name {
			return router.FileBytes(f)
		}
	}
	t.Fatalf("no file %s in %v", name, resp.Files)
	return nil
}

// ---- /grundy subtraction ----

func TestGrundySubtractionAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	sets := [][]int64{{1, 2, 5}, {1}, {2, 3}, {1, 3, 4}, {3, 4, 7, 12}, {1, 2, 3}, {5, 7}, {2, 5, 6, 11}}
	for range 12 { // random sets of up to four moves, each at most 12
		var s []int64
		for range 1 + rng.IntN(4) {
			s = append(s, 1+rng.Int64N(12))
		}
		slices.Sort(s)
		sets = append(sets, slices.Compact(s))
	}
	for _, moves := range sets {
		g := grundyBruteSub(moves, 3000)
		pre, period := grundyBrutePeriod(g, int(slices.Max(moves)))
		if period < 0 {
			t.Fatalf("moves %v: no period in brute force", moves)
		}
		ms := strings.Trim(strings.ReplaceAll(fmt.Sprint(moves), " ", ","), "[]")
		// Every value of a pile is checked in a sum of twelve piles (the reply lists each pile's value);
		// single piles, with the move and the table, for a few sizes.
		t.Run(ms+"/sum", func(t *testing.T) {
			piles := []string{"0", "1", "2", "7", "29", "30", "31", "2999", "10^18", "999999999999999999", "123456789012", "1000003"}
			text, _ := grundySub(t, ms, strings.Join(piles, " "))
			for i, n := range piles {
				pile, _ := grundy.ParsePile(n)
				if want := fmt.Sprintf("• pile %d: %s → g = %d\n", i+1, render.GroupDigits(pile), grundyBruteAt(g, pre, period, pile)); !strings.Contains(text, want) {
					t.Errorf("want %q in %s", want, text)
				}
			}
		})
		for _, n := range []string{"0", "1", "7", "29", "30", "2999", "10^18", "999999999999999999", "123456789012"} {
			t.Run(ms+"/"+n, func(t *testing.T) {
				pile, _ := grundy.ParsePile(n)
				text, r := grundySub(t, ms, n)
				if want := fmt.Sprintf("(period %d, pre-period %d)", period, pre); !strings.Contains(text, want) {
					t.Errorf("want %q in %s", want, text)
				}
				gn := grundyBruteAt(g, pre, period, pile)
				if gn == 0 {
					if !strings.Contains(text, "**the player to move loses**") {
						t.Errorf("g(%s) = 0 but: %s", n, text)
					}
				} else {
					var take int64
					for _, m := range moves {
						if m <= pile && grundyBruteAt(g, pre, period, pile-m) == 0 {
							take = m
							break
						}
					}
					want := fmt.Sprintf("by taking %s, which leaves %s, a losing pile (Grundy value 0). g(n) = %d.", render.GroupDigits(take), render.GroupDigits(pile-take), gn)
					if !strings.Contains(text, want) {
						t.Errorf("want %q in %s", want, text)
					}
				}
				// The table and the picture show the brute-force values.
				size := min(max(grundyTableMin, pre+2*period), grundyTableMax)
				size = (size + 9) / 10 * 10
				if want := grundyValueTable(g[:size], 0); !strings.Contains(text, want) {
					t.Errorf("table of %d values missing or wrong:\n%s", size, text)
				}
				mark := -1
				if pile < int64(size) {
					mark = int(pile)
				}
				if p := r.picture; !slices.Equal(p.Values, g[:size]) || p.Pre != pre || p.Period != period || p.Mark != mark {
					t.Errorf("picture %+v, want %d values, pre %d, period %d, mark %d", p, size, pre, period, mark)
				}
				if pile >= int64(size) && pile >= int64(pre) {
					r := grundyBruteAt(g, pre, period, pile)
					if !strings.Contains(text, fmt.Sprintf("So g(%s) = g(", render.GroupDigits(pile))) || g[int64(pre)+(pile-int64(pre))%int64(period)] != r {
						t.Errorf("no reduction for %s: %s", n, text)
					}
				}
			})
		}
	}
}

// grundySub answers /grundy subtraction in English without drawing the picture (drawing costs some
// 50-250 ms, about a second under -race; TestGrundySubtractionCommand covers it end to end).
func grundySub(t *testing.T, moves, piles string) (string, *grundySubReply) {
	t.Helper()
	r, err := grundySubtractionReply(context.Background(), moves, piles, i18n.English)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.title) > 256 || len([]rune(r.text)) > 4096 {
		t.Errorf("embed too long for Discord: title %d, description %d characters", len(r.title), len([]rune(r.text)))
	}
	return r.title + "\n" + r.text, r
}

// The whole command through the router: a public embed with the picture attached.
func TestGrundySubtractionCommand(t *testing.T) {
	h := newHarness(t)
	for _, tc := range []struct {
		moves, n string
		rows     int
		want     string
	}{
		{"1,2,5", "7", 3, "**the player to move wins** by taking 1, which leaves 6"},
		{"1,2,5", "4 5 6", 3, "by taking 1 from pile 2 (of 5), leaving 4 and an XOR of 0"},
		{"3,4,7,12", "10^18", 5, "So g(1,000,000,000,000,000,000) = g("},
	} {
		resp := h.command(user("1"), discordgo.EnglishUS, "grundy", "subtraction", opt{"moves", tc.moves}, opt{"n", tc.n})
		text := grundyText(t, resp)
		if resp.Private || !strings.Contains(text, tc.want) || resp.Embeds[0].Image == nil || resp.Embeds[0].Image.URL != "attachment://grundy.png" {
			t.Errorf("%s %s: %+v\n%s", tc.moves, tc.n, resp, text)
			continue
		}
		data := grundyFile(t, resp, "grundy.png")
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		if b := img.Bounds(); b.Dx() != 524 || b.Dy() != 24+50*tc.rows {
			t.Errorf("%s %s: picture %v, want 524 x %d", tc.moves, tc.n, b, 24+50*tc.rows)
		}
		t.Logf("%s %s: picture %d bytes", tc.moves, tc.n, len(data))
	}
}

func TestGrundySubtractionSums(t *testing.T) {
	takeRe := regexp.MustCompile(`by taking ([0-9,]+) from pile (\d+) \(of ([0-9,]+)\), leaving ([0-9,]+)`)
	atoi := func(s string) int64 { v, _ := strconv.ParseInt(strings.ReplaceAll(s, ",", ""), 10, 64); return v }
	for _, tc := range []struct{ moves, piles string }{
		{"1,2,5", "3 4 5"},
		{"1,2,5", "3 3"},
		{"1,3,4", "7, 14, 10^18"},
		{"2,3", "5 5 5 5 4"},
		{"1-3", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15"},
		{"3,4,7,12", "1000000 999999999999 33"},
	} {
		t.Run(tc.moves+"/"+tc.piles, func(t *testing.T) {
			moves, _ := grundy.ParseMoveSet(tc.moves)
			g := grundyBruteSub(moves, 3000)
			pre, period := grundyBrutePeriod(g, int(slices.Max(moves)))
			piles, err := grundyParsePiles(tc.piles)
			if err != nil {
				t.Fatal(err)
			}
			sum := 0
			for _, p := range piles {
				sum ^= grundyBruteAt(g, pre, period, p)
			}
			text, _ := grundySub(t, tc.moves, tc.piles)
			if !strings.Contains(text, fmt.Sprintf("A sum of %d piles", len(piles))) {
				t.Errorf("not a sum: %s", text)
			}
			if sum == 0 {
				if !strings.Contains(text, "**the player to move loses**") {
					t.Errorf("XOR 0 but: %s", text)
				}
				return
			}
			if !strings.Contains(text, fmt.Sprintf("The XOR is %d, so **the player to move wins**", sum)) {
				t.Fatalf("XOR %d: %s", sum, text)
			}
			m := takeRe.FindStringSubmatch(text)
			if m == nil {
				t.Fatalf("no move in %s", text)
			}
			take, heap, of, left := atoi(m[1]), int(atoi(m[2])), atoi(m[3]), atoi(m[4])
			if heap < 1 || heap > len(piles) || piles[heap-1] != of || of-take != left || !slices.Contains(moves, take) || take > of {
				t.Fatalf("bad move %q for piles %v", m[0], piles)
			}
			after := sum ^ grundyBruteAt(g, pre, period, of) ^ grundyBruteAt(g, pre, period, left)
			if after != 0 {
				t.Errorf("move %q leaves XOR %d", m[0], after)
			}
		})
	}
}

// ---- /grundy divisor ----

func TestGrundyDivisorAgainstBruteForce(t *testing.T) {
	h := newHarness(t)
	moveRe := regexp.MustCompile(`move to \*\*([0-9,]+)\*\*`)
	for _, n := range []int64{1, 2, 4, 6, 8, 12, 16, 30, 36, 64, 97 * 97, 720, 1024, 2310, 65536, 99991, 720720, 735134400, 1e12, 1 << 40} {
		for _, misere := range []bool{false, true} {
			t.Run(fmt.Sprintf("%d/misere=%v", n, misere), func(t *testing.T) {
				win := grundyBruteDivisorWins(n, misere)
				values := grundyBruteDivisorValues(n)
				resp, err := h.handle(commandIn(user("1"), discordgo.EnglishUS, "grundy", "divisor", opt{"n", strconv.FormatInt(n, 10)}, opt{"misere", misere}))
				if err != nil {
					t.Fatal(err)
				}
				text := grundyText(t, resp)
				if !strings.Contains(text, "Divisor game from "+render.GroupDigits(n)) {
					t.Errorf("title: %s", text)
				}
				rule := "whoever cannot move loses"
				if misere {
					rule = "whoever cannot move wins (misère)"
				}
				if !strings.Contains(text, rule) {
					t.Errorf("want %q in %s", rule, text)
				}
				var proper []int64
				for d := range win {
					if d > 1 && d < n {
						proper = append(proper, d)
					}
				}
				slices.Sort(proper)
				switch {
				case !win[n]:
					if !strings.Contains(text, "**The player to move loses**") {
						t.Errorf("lost position, but: %s", text)
					}
				case len(proper) == 0:
					if !strings.Contains(text, "there is no move, and whoever cannot move wins") {
						t.Errorf("won without a move, but: %s", text)
					}
				default:
					m := moveRe.FindStringSubmatch(text)
					if m == nil {
						t.Fatalf("no move in %s", text)
					}
					d, _ := strconv.ParseInt(strings.ReplaceAll(m[1], ",", ""), 10, 64)
					if d <= 1 || d >= n || n%d != 0 || win[d] {
						t.Errorf("move to %d is not a winning move from %d", d, n)
					}
				}
				if len(proper) > 0 && len(proper) <= grundyDivisorsMax {
					lines := strings.Split(text, "\n")
					list := lines[len(lines)-1]
					var want []string
					for _, d := range proper {
						item := render.GroupDigits(d)
						if !misere {
							item += fmt.Sprintf(" (g=%d)", values[d])
						}
						if win[d] {
							want = append(want, item)
						} else {
							want = append(want, "**"+item+"** ✓")
						}
					}
					if list != strings.Join(want, ", ") {
						t.Errorf("moves listed:\n%s\nwant\n%s", list, strings.Join(want, ", "))
					}
				} else if strings.Contains(text, "✓") {
					t.Errorf("%d proper divisors listed: %s", len(proper), text)
				}
				// Normal play shows the Grundy value of N itself, 0 exactly when lost.
				if g := fmt.Sprintf("g(%s) = %d,", render.GroupDigits(n), values[n]); !misere && !strings.Contains(text, g) {
					t.Errorf("want %q in %s", g, text)
				} else if misere && strings.Contains(text, "Grundy value") {
					t.Errorf("misère play shows Grundy values: %s", text)
				}
				if !misere && (values[n] != 0) != win[n] {
					t.Errorf("brute force: g(%d) = %d but win=%v", n, values[n], win[n])
				}
			})
		}
	}
}

func TestGrundyDivisorLarge(t *testing.T) {
	h := newHarness(t)
	for _, tc := range []struct {
		n       string
		factors string
	}{
		{"10^18", "2¹⁸ × 5¹⁸"},
		{"999999999989", "999999999989"}, // the largest prime below 10^12
		{"1000000016000000063", ""},      // beyond 10^18: refused below
		{"9999999999999937", "9999999999999937"},
		{"2^59", "2⁵⁹"},
	} {
		t.Run(tc.n, func(t *testing.T) {
			resp, err := h.handle(commandIn(user("1"), discordgo.EnglishUS, "grundy", "divisor", opt{"n", tc.n}, opt{"misere", true}))
			if tc.factors == "" {
				if ue, ok := router.AsUserError(err); !ok || ue.Code != router.Invalid {
					t.Fatalf("%s: %v", tc.n, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			text := grundyText(t, resp)
			if !strings.Contains(text, " = "+tc.factors+".") {
				t.Errorf("want factors %s in %s", tc.factors, text)
			}
			n, _ := grundy.ParseN(tc.n)
			res, err := grundy.SolveDivisor(context.Background(), n, grundy.DivisorOptions{Misere: true})
			if err != nil {
				t.Fatal(err)
			}
			if res.Win != strings.Contains(text, "**The player to move wins**") {
				t.Errorf("solver says win=%v: %s", res.Win, text)
			}
		})
	}
}

// ---- /grundy dagame ----

func TestGrundyDAGameAgainstBruteForce(t *testing.T) {
	h := newHarness(t)
	rng := rand.New(rand.NewPCG(1, 2))
	wins := 0
	for i := range 150 {
		text, succ, pos, colours := grundyRandomDAGame(rng)
		resp, err := grundyDAGame(t, h, discordgo.EnglishUS, text)
		if err != nil {
			t.Fatalf("case %d:\n%s\n%v", i, text, err)
		}
		out := grundyText(t, resp)
		memo := map[string]bool{}
		win := grundyBruteDAG(succ, pos, memo)
		if win != strings.Contains(out, "**Young wins**") || win == strings.Contains(out, "**Cheol wins**") {
			t.Fatalf("case %d: brute force says first player wins=%v:\n%s\n%s", i, win, text, out)
		}
		if !win {
			continue
		}
		wins++
		// The move in the reply must leave a position the brute force finds lost.
		game, _ := grundy.ParseDAGame(text)
		res, _ := grundy.SolveDAGame(context.Background(), game)
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
		if grundyBruteDAG(succ, grundyDAGApply(pos, c, ti, m.To), memo) {
			t.Fatalf("case %d: move %+v leaves a won position", i, m)
		}
		want := fmt.Sprintf("the token of colour %d from node %d to node %d.", m.Colour, m.From, m.To)
		if m.Together {
			want = fmt.Sprintf("both tokens of colour %d, together on node %d, to node %d.", m.Colour, m.From, m.To)
		}
		if !strings.Contains(out, want) {
			t.Fatalf("case %d: want %q in %s", i, want, out)
		}
	}
	if wins < 30 || wins > 140 {
		t.Errorf("%d of 150 random games won by the first player: the sample is lopsided", wins)
	}
}

func TestGrundyDAGameReply(t *testing.T) {
	h := newHarness(t)
	// 1 → 2 → 3, 1 → 3: one token on 1 has value mex{g(2)=1, g(3)=0} = 2. Colour 9 has both tokens on 3.
	text := "3 3\n1 2\n2 3\n1 3\n\n3\n1 5\n3 9\n3 9\n"
	resp, err := grundyDAGame(t, h, discordgo.EnglishUS, text)
	if err != nil {
		t.Fatal(err)
	}
	out := grundyText(t, resp)
	for _, want := range []string{
		"A graph of 3 nodes and 3 edges, 3 tokens in 2 colours.",
		"**Young wins** (the first player): the XOR of the colours' Grundy values is 2",
		"Winning move: the token of colour 5 from node 1 to node 3.",
		"colour 5: token on node 1 → 2",
		"colour 9: both tokens on node 3 → 0",
		grundyValueTable([]int{2, 1, 0}, 1),
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
	resp, err = grundyDAGame(t, h, discordgo.EnglishUS, b.String())
	if err != nil {
		t.Fatal(err)
	}
	out = grundyText(t, resp)
	if !strings.Contains(out, "… and 5 more colours") || strings.Count(out, "• colour") != grundyColoursShown {
		t.Errorf("many colours:\n%s", out)
	}
	if lines := strings.Split(strings.TrimSpace(string(grundyFile(t, resp, "colours.txt"))), "\n"); len(lines) != 20 || lines[19] != "colour 19: tokens on nodes 1 and 2 → 1" {
		t.Errorf("colours.txt: %q", lines)
	}
	resp, err = grundyDAGame(t, h, discordgo.EnglishUS, "1 0\n0\n")
	if err != nil {
		t.Fatal(err)
	}
	if out = grundyText(t, resp); !strings.Contains(out, "**Cheol wins**") || strings.Contains(out, "Grundy value of each colour") {
		t.Errorf("no tokens:\n%s", out)
	}
}

// The attachment is downloaded over HTTP, as the Discord transports do, through the whole router.
func TestGrundyDAGameOverHTTP(t *testing.T) {
	files := map[string]string{
		"/ok.txt":    "2 1\n1 2\n1\n1 7\n",
		"/cycle.txt": "2 2\n1 2\n2 1\n1\n1 7\n",
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s, ok := files[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		io.WriteString(w, s)
	}))
	defer srv.Close()
	h := newHarness(t)
	fetch := grundyHTTPFetcher(srv.Client())

	resp := h.srv.Serve(context.Background(), grundyDAGameRequest(t, discordgo.EnglishUS, srv.URL+"/ok.txt", 0, fetch))
	if out := grundyText(t, resp); resp.Private || !strings.Contains(out, "Winning move: the token of colour 7 from node 1 to node 2.") {
		t.Errorf("ok.txt: %s", out)
	}
	resp = h.srv.Serve(context.Background(), grundyDAGameRequest(t, discordgo.Korean, srv.URL+"/cycle.txt", 0, fetch))
	if !resp.Private || !strings.Contains(resp.Content, "순환") || !strings.Contains(resp.Content, "2, 3번째 줄") {
		t.Errorf("cycle, Korean: %+v", resp)
	}
	// A download that fails is kibitz's problem, not a user error: a private reply with an incident id.
	req := grundyDAGameRequest(t, discordgo.EnglishUS, srv.URL+"/missing.txt", 0, fetch)
	handler, _, _ := h.mux.Lookup(req)
	if _, err := handler(context.Background(), req); err == nil || strings.Contains(err.Error(), "invalid") {
		t.Errorf("missing file: %v", err)
	} else if _, user := router.AsUserError(err); user {
		t.Errorf("missing file is a user error: %v", err)
	}
	if resp := h.srv.Serve(context.Background(), req); !resp.Private || len(resp.Embeds) != 0 {
		t.Errorf("missing file reply: %+v", resp)
	}
}

func TestGrundyDAGameTooLarge(t *testing.T) {
	h := newHarness(t)
	big := "1 0\n" + strings.Repeat(" ", grundyMaxFile) + "0\n"
	var fetched sync.Map
	fetch := func(ctx context.Context, url string) (io.ReadCloser, error) {
		fetched.Store(url, true)
		return grundyMemFetcher(map[string]string{url: big})(ctx, url)
	}
	for _, tc := range []struct {
		name     string
		size     int
		want     string
		download bool
	}{
		{"declared", len(big), "kibitz reads at most", false}, // Discord told the size: refused before downloading
		{"undeclared", 0, "is larger than", true},             // size unknown: the download is cut off
		{"understated", 100, "is larger than", true},          // a size that lies changes nothing
		{"just over", grundyMaxFile + 1, "kibitz reads at most", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			url := "mem://" + tc.name
			req := grundyDAGameRequest(t, discordgo.EnglishUS, url, tc.size, fetch)
			handler, _, _ := h.mux.Lookup(req)
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
	atLimit := "1 0\n" + strings.Repeat("\n", grundyMaxFile-6) + "0\n"
	if len(atLimit) != grundyMaxFile {
		t.Fatalf("test file is %d bytes", len(atLimit))
	}
	if _, err := grundyDAGame(t, h, discordgo.EnglishUS, atLimit); err != nil {
		t.Errorf("file at the limit: %v", err)
	}
}

func TestGrundyDAGameErrors(t *testing.T) {
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
		{"extra line", "2 1\n1 2\n1\n1 1\n2 2\n", []string{"Line 5", "after the last token"}, "5번째 줄"},
		{"too many nodes", "501 0\n0\n", []string{"node count", "501"}, "노드 수"},
		{"empty", "\n\n", []string{"empty"}, "비어"},
		{"binary", "\x00\xff\xfe garbage", []string{"Line 1"}, "1번째 줄"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := grundyDAGame(t, h, discordgo.EnglishUS, tc.text)
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
	// No file given at all: the option is required, and the router says so before the handler runs.
	resp := h.srv.Serve(context.Background(), grundyDAGameRequest(t, discordgo.EnglishUS, "", 0, nil))
	if !resp.Private || !strings.Contains(resp.Content, "The option `file` is required") {
		t.Errorf("no file: %+v", resp)
	}
}

// The largest input the issue allows, end to end through the command (download from memory, parse,
// solve, reply).
func grundyLargestDAGame() string {
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

func TestGrundyDAGameLargest(t *testing.T) {
	h := newHarness(t)
	text := grundyLargestDAGame()
	start := time.Now()
	resp, err := grundyDAGame(t, h, discordgo.EnglishUS, text)
	if err != nil {
		t.Fatal(err)
	}
	took := time.Since(start)
	out := grundyText(t, resp)
	if !strings.Contains(out, "A graph of 500 nodes and 100000 edges, 4 tokens in 2 colours.") {
		t.Errorf("%s", out)
	}
	game, _ := grundy.ParseDAGame(text)
	res, _ := grundy.SolveDAGame(context.Background(), game)
	if res.FirstWins != strings.Contains(out, "**Young wins**") {
		t.Errorf("solver: first wins %v; reply: %s", res.FirstWins, out)
	}
	// The time is logged, not asserted: the target (200 ms on one core) is BenchmarkGrundyDAGameLargest's
	// and, for the solver alone, grundy.BenchmarkSolveDAGame's.
	t.Logf("largest DAGame (%d bytes) through the command: %v", len(text), took)
}

// BenchmarkGrundyDAGameLargest times /grundy dagame on the largest input, from the attachment's bytes to
// the reply.
func BenchmarkGrundyDAGameLargest(b *testing.B) {
	h := &harness{mux: router.NewMux(), store: memory.New()}
	Register(h.mux, Deps{Store: h.store, Log: slog.New(slog.DiscardHandler)})
	text := grundyLargestDAGame()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		if _, err := grundyDAGame(b, h, discordgo.EnglishUS, text); err != nil {
			b.Fatal(err)
		}
	}
}

// ---- user errors and Korean ----

func TestGrundyErrors(t *testing.T) {
	h := newHarness(t)
	piles := strings.TrimSpace(strings.Repeat("1 ", grundyMaxPiles+1))
	for _, tc := range []struct {
		name string
		sub  string
		opts []opt
		code router.Code
		want []string
	}{
		{"empty move item", "subtraction", []opt{{"moves", "1,,2"}, {"n", "5"}}, router.Invalid, []string{"Move 2", "empty"}},
		{"move not a number", "subtraction", []opt{{"moves", "1,x"}, {"n", "5"}}, router.Invalid, []string{"Move 2", "\"x\"", "not a whole number"}},
		{"move zero", "subtraction", []opt{{"moves", "0,1"}, {"n", "5"}}, router.Invalid, []string{"Move 1", "less than 1"}},
		{"backward range", "subtraction", []opt{{"moves", "5-2"}, {"n", "5"}}, router.Invalid, []string{"Move 1", "backwards"}},
		{"no moves", "subtraction", []opt{{"moves", " "}, {"n", "5"}}, router.Invalid, []string{"No moves"}},
		{"negative pile", "subtraction", []opt{{"moves", "1,2"}, {"n", "-5"}}, router.Invalid, []string{"Pile size", "negative"}},
		{"pile too large", "subtraction", []opt{{"moves", "1,2"}, {"n", "10^19"}}, router.Invalid, []string{"Pile size", "larger than 10^18"}},
		{"pile not a number", "subtraction", []opt{{"moves", "1,2"}, {"n", "ten"}}, router.Invalid, []string{"Pile size", "\"ten\""}},
		{"second pile bad", "subtraction", []opt{{"moves", "1,2"}, {"n", "3 x 4"}}, router.Invalid, []string{"Pile size 2", "\"x\""}},
		{"no pile", "subtraction", []opt{{"moves", "1,2"}, {"n", ""}}, router.Invalid, []string{"pile size"}},
		{"too many piles", "subtraction", []opt{{"moves", "1,2"}, {"n", piles}}, router.Invalid, []string{"101 piles", "at most 100"}},
		{"no period", "subtraction", []opt{{"moves", grundyNoPeriodMoves}, {"n", "5"}}, router.TooLarge, []string{"no period"}},
		{"divisor zero", "divisor", []opt{{"n", "0"}}, router.Invalid, []string{"N (0)", "less than 1"}},
		{"divisor too large", "divisor", []opt{{"n", "10^19"}}, router.Invalid, []string{"larger than 10^18"}},
		{"divisor not a number", "divisor", []opt{{"n", "12a"}}, router.Invalid, []string{"\"12a\""}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := h.handle(commandIn(user("1"), discordgo.EnglishUS, "grundy", tc.sub, tc.opts...))
			ue, ok := router.AsUserError(err)
			if !ok || ue.Code != tc.code {
				t.Fatalf("%v, want code %s", err, tc.code)
			}
			for _, w := range tc.want {
				if !strings.Contains(ue.Message.En, w) {
					t.Errorf("want %q in %q", w, ue.Message.En)
				}
			}
			if ue.Message.Ko == "" || ue.Hint.En == "" || ue.Hint.Ko == "" {
				t.Errorf("missing Korean or hint: %+v", ue)
			}
		})
	}
}

// grundyNoPeriodMoves is a move set whose Grundy sequence shows no period within the solver's limits.
var grundyNoPeriodMoves = func() string {
	var parts []string
	rng := rand.New(rand.NewPCG(11, 12))
	for range 60 {
		parts = append(parts, strconv.Itoa(900_000+rng.IntN(100_000)))
	}
	return strings.Join(parts, ",")
}()

func TestGrundyKorean(t *testing.T) {
	h := newHarness(t)
	for _, tc := range []struct {
		sub  string
		opts []opt
		want []string
	}{
		{"subtraction", []opt{{"moves", "1,2,5"}, {"n", "10^18"}}, []string{"뺄셈 게임 {1,2,5}", "주기 3, 전주기 0", "둘 차례인 사람이", "그런디 값 g(0)부터"}},
		{"subtraction", []opt{{"moves", "1,2,5"}, {"n", "3 4 5"}}, []string{"더미 3개의 합", "1번 더미: 3개 → g = 0"}},
		{"divisor", []opt{{"n", "12"}, {"misere", true}}, []string{"12에서 시작하는 약수 게임", "소인수분해: 12 = 2² × 3.", "둘 수 있는 수 4가지"}},
	} {
		resp := h.command(user("1"), discordgo.Korean, "grundy", tc.sub, tc.opts...)
		text := grundyText(t, resp)
		for _, w := range tc.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: want %q in\n%s", tc.sub, w, text)
			}
		}
	}
	resp, err := grundyDAGame(t, h, discordgo.Korean, "3 3\n1 2\n2 3\n1 3\n1\n1 5\n")
	if err != nil {
		t.Fatal(err)
	}
	if text := grundyText(t, resp); !strings.Contains(text, "**영이 이깁니다**") || !strings.Contains(text, "이기는 수: 색 5 토큰을 노드 1에서 노드 3(으)로") {
		t.Errorf("dagame Korean:\n%s", text)
	}
	// A Korean user's error reply is in Korean.
	if r := h.command(user("1"), discordgo.Korean, "grundy", "divisor", opt{"n", "0"}); !r.Private || !strings.Contains(r.Content, "보다 작습니다") {
		t.Errorf("Korean error: %q", r.Content)
	}
}

func TestGrundyHelpers(t *testing.T) {
	got := grundyValueTable([]int{2, 1, 0, 11}, 8)
	want := "```\n" +
		"  │  0  1  2  3  4  5  6  7  8  9\n" +
		"──┼──────────────────────────────\n" +
		" 0 │" + strings.Repeat("   ", 8) + "  2  1\n" +
		"10 │  0 11\n" +
		"```"
	want = strings.Replace(want, "  │", "   │", 1) // the header's label column is as wide as "10"
	want = strings.Replace(want, "──┼", "───┼", 1)
	if got != want {
		t.Errorf("table:\n%s\nwant\n%s", got, want)
	}
	for _, tc := range []struct {
		in   string
		max  int
		want string
	}{
		{"1,2,5", 10, "1,2,5"},
		{"100,200,300,400", 10, "100,200,…"},
		{"1234567890123", 5, "12345,…"},
	} {
		if got := grundyCut(tc.in, tc.max); got != tc.want {
			t.Errorf("grundyCut(%q, %d) = %q, want %q", tc.in, tc.max, got, tc.want)
		}
	}
	fs := []grundy.PrimePower{{Prime: 2, Exp: 3}, {Prime: 3, Exp: 1}, {Prime: 5, Exp: 12}}
	if got := grundyFactorText(fs); got != "2³ × 3 × 5¹²" {
		t.Errorf("factors %q", got)
	}
	if got := grundyShape(fs); got != "(12, 3, 1)" {
		t.Errorf("shape %q", got)
	}
	if got := grundyProperDivisors(grundy.Factorize(12), 12); !slices.Equal(got, []int64{2, 3, 4, 6}) {
		t.Errorf("divisors of 12: %v", got)
	}
	if got := grundyProperDivisors(grundy.Factorize(720720), 720720); got != nil {
		t.Errorf("720720 has 238 proper divisors, listed anyway: %d", len(got))
	}
}

func FuzzGrundyParsePiles(f *testing.F) {
	for _, s := range []string{"7", "3 4 5", "1,,2", "10^18", "-1", " ", "1e5", "2^63"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		piles, err := grundyParsePiles(s)
		if err != nil {
			if _, ok := router.AsUserError(err); !ok {
				t.Fatalf("%q: not a user error: %v", s, err)
			}
			return
		}
		if len(piles) == 0 || len(piles) > grundyMaxPiles {
			t.Fatalf("%q: %d piles", s, len(piles))
		}
		for _, p := range piles {
			if p < 0 || p > grundy.MaxPile {
				t.Fatalf("%q: pile %d", s, p)
			}
		}
	})
}

func FuzzGrundyCycleLines(f *testing.F) {
	f.Add("3 3\n1 2\n\n2 3\n3 1\n1\n1 1\n", 1, 2, 3)
	f.Add("2 2\n1 2\n2 2\n", 2, 2, 2)
	f.Add("x\n", 1, 1, 1)
	f.Fuzz(func(t *testing.T, text string, a, b, c int) {
		lines := grundyCycleLines([]byte(text), []int{a, b, c, a})
		total := strings.Count(text, "\n") + 1
		for _, l := range lines {
			if l < 2 || l > total {
				t.Fatalf("line %d of %d", l, total)
			}
		}
	})
}
