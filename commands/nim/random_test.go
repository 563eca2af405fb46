package nim

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/solvers/nim"
)

// Random heaps: heaps:random with count and max, on /nim start and /nim analyze, drawn from the game's
// generator, so the same ids give the same heaps.

// openLobby runs /nim start as alice and returns the lobby and its game id.
func (h *harness) openLobby(locale discordgo.Locale, opts ...opt) (*router.Response, string) {
	h.T.Helper()
	resp := h.Command(alice, locale, "nim", "start", opts...)
	buttons := commandtest.Buttons(resp)
	if len(buttons) == 0 {
		h.T.Fatalf("no lobby: %q", resp.Content)
	}
	return resp, strings.Split(buttons[0].CustomID, "/")[1]
}

func TestRandomHeaps(t *testing.T) {
	n := newHarness(t)
	counts := map[int]int{}
	for i := range 40 {
		_, id := n.openLobby(discordgo.EnglishUS, opt{"heaps", "random"})
		g := n.game(id)
		counts[len(g.Heaps)]++
		for _, h := range g.Heaps {
			if h < 1 || h > 9 {
				t.Fatalf("game %d: heaps %v outside 1 to 9", i, g.Heaps)
			}
		}
		if g.Draw == nil || fmt.Sprint(g.Start) != fmt.Sprint(g.Heaps) {
			t.Fatalf("game %d: draw %v, start %v, heaps %v", i, g.Draw, g.Start, g.Heaps)
		}
		// The game's generator, seeded by its id, drew them.
		if want, _ := (heapDraw{}).draw(gameRand(id, heapStream, 0, 0), nil); want.String() != nim.Heaps(g.Heaps).String() {
			t.Fatalf("game %s: heaps %v, its generator draws %v", id, g.Heaps, want)
		}
	}
	if len(counts) != 3 || counts[3] == 0 || counts[4] == 0 || counts[5] == 0 {
		t.Errorf("heap counts over 40 games: %v, want 3, 4 and 5", counts)
	}

	// The same ids give the same heaps: a second bot (or a restarted one) agrees.
	other := newHarness(t)
	for i := range 5 {
		id := fmt.Sprintf("g%d", i+1)
		_, got := other.openLobby(discordgo.EnglishUS, opt{"heaps", "random"})
		if a, b := n.game(id).Heaps, other.game(got).Heaps; got != id || fmt.Sprint(a) != fmt.Sprint(b) {
			t.Fatalf("game %s: heaps %v, then %v", id, a, b)
		}
	}

	// count and max; the Korean words for random; the lobby shows the heaps drawn.
	for _, tc := range []struct {
		locale discordgo.Locale
		word   string
		count  int
		max    int64
	}{
		{discordgo.EnglishUS, "Random", 4, 20},
		{discordgo.Korean, "무작위", 1, 1},
		{discordgo.Korean, "랜덤", 10, 1_000_000},
	} {
		resp, id := n.openLobby(tc.locale, opt{"heaps", tc.word}, opt{"count", float64(tc.count)}, opt{"max", float64(tc.max)})
		g := n.game(id)
		if len(g.Heaps) != tc.count || *g.Draw != (heapDraw{Count: tc.count, Max: tc.max}) {
			t.Fatalf("%s count:%d max:%d: heaps %v, draw %+v", tc.word, tc.count, tc.max, g.Heaps, g.Draw)
		}
		for _, h := range g.Heaps {
			if h < 1 || h > tc.max {
				t.Fatalf("%s count:%d max:%d: heaps %v", tc.word, tc.count, tc.max, g.Heaps)
			}
		}
		if !strings.Contains(desc(resp), "`"+nim.Heaps(g.Heaps).String()+"`") {
			t.Errorf("the lobby does not show the heaps %v: %q", g.Heaps, desc(resp))
		}
	}

	// A move set that needs more stones than max: every draw is refused, in words; count and max without
	// heaps:random are a mistake; the router holds count to the 10 heaps of a game.
	n.wantErr(commandtest.CommandIn(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "random"}, opt{"max", float64(3)}, opt{"moves", "5"}),
		router.Invalid, "Heaps of 1 to 3 stones allow no move", "raise max")
	n.wantErr(commandtest.CommandIn(alice, discordgo.Korean, "nim", "start", opt{"heaps", "random"}, opt{"max", float64(3)}, opt{"moves", "5"}),
		router.Invalid, "돌 3개 이하인 더미", "최대를 늘리거나")
	n.wantErr(commandtest.CommandIn(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "3 4 5"}, opt{"count", float64(4)}),
		router.Invalid, "use them with heaps:random")
	n.wantErr(commandtest.CommandIn(alice, discordgo.Korean, "nim", "analyze", opt{"heaps", "3 4 5"}, opt{"max", float64(4)}),
		router.Invalid, "더미:무작위와 함께")
	if resp := n.Command(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "random"}, opt{"count", float64(11)}); !resp.Private {
		t.Errorf("count:11 was accepted: %q", resp.Content)
	}
}

func TestRandomAnalyze(t *testing.T) {
	heapsLine := regexp.MustCompile("Heaps: `([0-9 ]+)`")
	var first []string
	for run := range 2 {
		n := newHarness(t)
		var got []string
		for range 5 {
			resp := n.Command(alice, discordgo.EnglishUS, "nim", "analyze", opt{"heaps", "random"}, opt{"count", float64(6)}, opt{"max", float64(30)})
			m := heapsLine.FindStringSubmatch(desc(resp))
			if m == nil {
				t.Fatalf("no heaps line: %q", desc(resp))
			}
			heaps, err := nim.Parse(m[1])
			if err != nil || len(heaps) != 6 {
				t.Fatalf("heaps %q: %v", m[1], err)
			}
			for _, h := range heaps {
				if h < 1 || h > 30 {
					t.Fatalf("heaps %v outside 1 to 30", heaps)
				}
			}
			if !strings.Contains(desc(resp), "The player to move") {
				t.Errorf("no verdict: %q", desc(resp))
			}
			got = append(got, m[1])
		}
		if run == 1 && strings.Join(got, "|") != strings.Join(first, "|") {
			t.Errorf("the same ids drew %v, then %v", first, got)
		}
		first = got
	}
	// An analysis of given heaps draws nothing: it takes no id.
	n := newHarness(t)
	n.Command(alice, discordgo.EnglishUS, "nim", "analyze", opt{"heaps", "3 4 5"})
	if n.ids.Load() != 0 {
		t.Errorf("an analysis of given heaps took %d ids", n.ids.Load())
	}
}

// TestRandomInEveryLanguage: heaps:random is taken by its name in each language, as /help's examples
// cite it (ランダム, al azar, aleatório), in any case, typed full-width too, and by the Korean loanword;
// anything else is heaps.
func TestRandomInEveryLanguage(t *testing.T) {
	for word, want := range map[string]bool{
		"random": true, " RANDOM ": true, "무작위": true, "랜덤": true, "ランダム": true, "al azar": true,
		"Aleatório": true, "ｒａｎｄｏｍ": true, "ａｌ　ａｚａｒ": true, "3 4 5": false, "al": false, "randomly": false, "": false,
	} {
		if got := isRandom(word); got != want {
			t.Errorf("isRandom(%q) = %v, want %v", word, got, want)
		}
	}
	n := newHarness(t)
	resp := n.Command(alice, discordgo.Locale("es-ES"), "nim", "analyze", opt{"heaps", "al azar"}, opt{"count", float64(4)})
	if resp.Private || !regexp.MustCompile("`[0-9]+ [0-9]+ [0-9]+ [0-9]+`").MatchString(desc(resp)) {
		t.Errorf("heaps:al azar drew no four heaps: %q", desc(resp))
	}
}

// TestRandomRematch: a rematch of a game of random heaps draws new ones, from the game's generator for
// the round, with the same count and max; a game of given heaps keeps them.
func TestRandomRematch(t *testing.T) {
	n := newHarness(t)
	resp, id := n.openLobby(discordgo.EnglishUS, opt{"heaps", "random"}, opt{"count", float64(2)}, opt{"max", float64(40)}, opt{"bot", true})
	resp = n.press(alice, commandtest.ButtonWithLabel(t, resp, "Start").CustomID)
	for round := 1; round <= 3; round++ {
		for n.game(id).Phase == phasePlaying {
			resp = n.takeOne(id)
		}
		first := n.game(id).Start
		resp = n.press(alice, commandtest.ButtonWithLabel(t, resp, "Rematch").CustomID)
		g := n.game(id)
		rule := g.rule()
		want, _ := (heapDraw{Count: 2, Max: 40}).draw(gameRand(id, heapStream, round, 0), &rule)
		if g.Round != round || nim.Heaps(g.Heaps).String() != want.String() || nim.Heaps(g.Start).String() != want.String() {
			t.Fatalf("rematch %d: round %d, heaps %v (were %v), want %v", round, g.Round, g.Heaps, first, want)
		}
		if !strings.Contains(desc(resp), "`"+nim.Heaps(want).String()+"`") {
			t.Errorf("rematch %d: the lobby does not show %v: %q", round, want, desc(resp))
		}
		resp = n.press(alice, commandtest.ButtonWithLabel(t, resp, "Start").CustomID)
	}
}
