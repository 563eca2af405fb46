package nim

import (
	"context"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/solvers/nim"
)

// kibitz's levels: the difficulty option beside bot, stored with the game, shown in its message, and
// played by kibitz's moves (nim.Choose).

func TestDifficultyOption(t *testing.T) {
	n := newHarness(t)
	for _, tc := range []struct {
		locale discordgo.Locale
		opts   []opt
		level  nim.Level // as stored
		player string
		line   string
	}{
		{discordgo.EnglishUS, []opt{{"difficulty", "easy"}}, nim.Easy, "2. kibitz (easy)", "kibitz plays **easy**: it often makes a random move."},
		{discordgo.Korean, []opt{{"bot", true}, {"difficulty", "medium"}}, nim.Medium, "2. kibitz (보통)", "kibitz 난이도 **보통**: 가끔 무작위로 둡니다."},
		{discordgo.EnglishUS, []opt{{"bot", true}}, "", "2. kibitz (perfect)", "kibitz plays **perfect**: it takes a winning move whenever there is one."},
		{discordgo.Korean, []opt{{"difficulty", "perfect"}}, "", "2. kibitz (완벽)", "kibitz 난이도 **완벽**"},
	} {
		resp, id := n.openLobby(tc.locale, append([]opt{{"heaps", "3 4 5"}}, tc.opts...)...)
		g := n.game(id)
		if g.Level != tc.level || len(g.Players) != 2 || !g.Players[1].Bot {
			t.Fatalf("%v: level %q, players %+v", tc.opts, g.Level, g.Players)
		}
		if !strings.Contains(desc(resp), tc.player) || !strings.Contains(desc(resp), tc.line) {
			t.Errorf("%v: the lobby lacks %q or %q: %q", tc.opts, tc.player, tc.line, desc(resp))
		}
	}
	// Without kibitz, no level is shown; bot:false with a difficulty contradicts itself.
	resp, id := n.openLobby(discordgo.EnglishUS, opt{"heaps", "3 4 5"}, opt{"bot", false})
	if g := n.game(id); len(g.Players) != 1 || g.Level != "" || strings.Contains(desc(resp), "kibitz") {
		t.Errorf("bot:false: %+v: %q", g, desc(resp))
	}
	n.wantErr(commandtest.CommandIn(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "3 4 5"}, opt{"bot", false}, opt{"difficulty", "easy"}),
		router.Invalid, "bot:false leaves kibitz out")
	n.wantErr(commandtest.CommandIn(alice, discordgo.Korean, "nim", "start", opt{"heaps", "3 4 5"}, opt{"bot", false}, opt{"difficulty", "easy"}),
		router.Invalid, "봇:false로 kibitz를 뺐습니다")
	if resp := n.Command(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "3 4 5"}, opt{"difficulty", "hard"}); !resp.Private {
		t.Errorf("difficulty:hard was accepted: %q", resp.Content)
	}
}

// TestLevelsReachKibitzMoves plays the same 30 openings at each level, with the same game ids, so with
// the same generators: alice takes 1 from heap 1 of 1 2 4, leaving 2 4, a won position for kibitz (take
// 2 from heap 3). Each reply of kibitz is nim.Choose's at the game's level with the game's generator;
// perfect always takes the win, easy and medium give some away, easy more often, each where perfect with
// the same seed took it.
func TestLevelsReachKibitzMoves(t *testing.T) {
	const games = 30
	blunders := map[nim.Level][]bool{}
	for _, level := range nim.Levels() {
		n := newHarness(t)
		for range games {
			resp, id := n.start("1 2 4", []opt{{"difficulty", string(level)}}, bob)
			seq := n.game(id).Seq
			n.move(alice, resp, 1, 1)
			g := n.game(id)
			if g.Last == nil || !g.Last.Player.Bot {
				t.Fatalf("%s, game %s: kibitz did not reply: %+v", level, id, g)
			}
			rule := g.rule()
			want, _, err := nim.Choose(context.Background(), nim.Heaps{0, 2, 4}, nim.Options{Rule: rule}, level, gameRand(id, botStream, 0, seq+1))
			if err != nil || want.Heap != g.Last.Heap || want.Take != g.Last.Take {
				t.Fatalf("%s, game %s: kibitz took %d from heap %d, nim.Choose %d from heap %d (%v)",
					level, id, g.Last.Take, g.Last.Heap+1, want.Take, want.Heap+1, err)
			}
			blunders[level] = append(blunders[level], g.Heaps[0]^g.Heaps[1]^g.Heaps[2] != 0)
		}
	}
	count := func(l nim.Level) int {
		k := 0
		for _, b := range blunders[l] {
			if b {
				k++
			}
		}
		return k
	}
	easy, medium, perfect := count(nim.Easy), count(nim.Medium), count(nim.Perfect)
	t.Logf("easy %d, medium %d, perfect %d", easy, medium, perfect)
	if perfect != 0 || medium == 0 || easy <= medium {
		t.Errorf("winning positions given away in %d games: easy %d, medium %d, perfect %d", games, easy, medium, perfect)
	}
	for i, b := range blunders[nim.Easy] {
		if b && blunders[nim.Perfect][i] {
			t.Errorf("game g%d: perfect gave the win away too", i+1)
		}
	}
}

// TestLevelKeptByRematch: the rematch keeps kibitz and its level, and the Korean lobby says it.
func TestLevelKeptByRematch(t *testing.T) {
	n := newHarness(t)
	resp := n.Command(alice, discordgo.Korean, "nim", "start", opt{"heaps", "1"}, opt{"difficulty", "easy"})
	id := strings.Split(commandtest.ButtonWithLabel(t, resp, "시작").CustomID, "/")[1]
	resp = n.Serve(n.in(alice, discordgo.Korean, router.ID(startRoute, id)))
	resp = n.Serve(n.in(alice, discordgo.Korean, commandtest.Selects(resp)[0].CustomID, "1"))
	resp = n.Serve(n.in(alice, discordgo.Korean, commandtest.Selects(resp)[1].CustomID, "1"))
	if g := n.game(id); g.Phase != phaseOver || g.Winner == nil || g.Winner.ID != alice.ID {
		t.Fatalf("alice did not win: %+v", g)
	}
	resp = n.Serve(n.in(alice, discordgo.Korean, commandtest.ButtonWithLabel(t, resp, "재대결").CustomID))
	if !strings.Contains(resp.Content, "님이 같은 규칙으로 재대결을 열었습니다") || !strings.Contains(desc(resp), "1. kibitz (쉬움)") ||
		!strings.Contains(desc(resp), "2. <@101> (방장)") {
		t.Fatalf("Korean rematch lobby: %q / %q", resp.Content, desc(resp))
	}
	if g := n.game(id); g.Level != nim.Easy || len(g.Players) != 2 || !g.Players[0].Bot {
		t.Errorf("rematch: %+v", g)
	}
	// A second press is told, in Korean, that the rematch is open.
	n.wantErr(n.in(alice, discordgo.Korean, router.ID(rematchRoute, id)), router.Conflict, "재대결이 이미 이 메시지에 열렸습니다")
}
