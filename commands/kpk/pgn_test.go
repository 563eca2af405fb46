package kpk

import (
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/kpk"
)

// clockHarness is newHarness with the clock given as the games' Env.Now.
func clockHarness(t *testing.T, clock *commandtest.Clock) *commandtest.Harness {
	t.Helper()
	return commandtest.New(t, func(h *commandtest.Harness) {
		commands.RegisterAll(h.Mux, New(commands.Env{Store: h.Store, Log: h.Log, NewID: h.NewID, Now: clock.Now}, Config{}))
	})
}

// pgnBlock is the PGN in a reply's code block, "" without one.
func pgnBlock(content string) string {
	_, after, ok := strings.Cut(content, "```\n[Event")
	if !ok {
		return ""
	}
	body, _, _ := strings.Cut(after, "```")
	return "[Event" + body
}

// TestPGNAtTheEnd: a finished game's message carries it in PGN, in a code block: the tags with the
// player's name and kibitz, the day it began by the games' clock, the result, and the moves from the
// starting FEN. It reads back to the game.
func TestPGNAtTheEnd(t *testing.T) {
	clock := commandtest.NewClock(time.Date(2026, 3, 5, 23, 30, 0, 0, time.UTC))
	ann := &discordgo.User{ID: "101", Username: "ann", GlobalName: "Ann Kim"}
	for _, tc := range []struct {
		name, position, side string
		moves                []string
		locale               discordgo.Locale
		want                 string
	}{
		{"White mates", "Kc2 Pg7 ka1 w", "", []string{"g7g8r", "g8a8"}, discordgo.EnglishUS, `[Event "kibitz KPK"]
[Site "?"]
[Date "2026.03.05"]
[Round "-"]
[White "Ann Kim"]
[Black "kibitz"]
[Result "1-0"]
[SetUp "1"]
[FEN "8/6P1/8/8/8/8/2K5/k7 w - - 0 1"]

1. g8=R Ka2 2. Ra8# 1-0
`},
		{"Black is mated, in Korean", "Kb6 Qh1 ka8 b", "", []string{"a8b8"}, discordgo.Korean, `[White "kibitz"]
[Black "Ann Kim"]
[Result "1-0"]
[SetUp "1"]
[FEN "k7/8/1K6/8/8/8/8/7Q b - - 0 1"]

1... Kb8 2. Q`},
		{"the pawn taken: a draw", "Kh1 Pe4 kd5 b", "", []string{"d5e4"}, discordgo.EnglishUS, "1... Kxe4 1/2-1/2\n"},
		{"from a FEN of move 40", "8/6P1/8/8/8/8/2K5/k7 w - - 7 40", "", []string{"g7g8r", "g8a8"}, discordgo.EnglishUS,
			"[FEN \"8/6P1/8/8/8/8/2K5/k7 w - - 7 40\"]\n\n40. g8=R Ka2 41. Ra8# 1-0\n"},
		{"stalemate", "Kg6 Ph6 kh8 w", "", []string{"h6h7"}, discordgo.EnglishUS, "1. h7 1/2-1/2\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := clockHarness(t, clock)
			h.Unfitted = true // measure the handlers' own replies (commandtest.CheckFits)
			resp := h.Command(ann, tc.locale, "kpk", "play", opt{"position", tc.position})
			for _, uci := range tc.moves {
				resp = h.Serve(selectIn(ann, tc.locale, menuFor(t, resp, uci), uci))
			}
			g := gameOf(t, h, "g1")
			if !g.over() {
				t.Fatalf("not over: %q", resp.Content)
			}
			commandtest.CheckFits(t, resp)
			label := map[discordgo.Locale]string{discordgo.EnglishUS: "The game in PGN:\n```", discordgo.Korean: "PGN 기보:\n```"}[tc.locale]
			pgn := pgnBlock(resp.Content)
			if !strings.Contains(resp.Content, label) || !strings.Contains(pgn, tc.want) {
				t.Fatalf("end: %q\nwant a PGN block with\n%s", resp.Content, tc.want)
			}
			back, err := kpk.ParsePGN(pgn)
			if err != nil || back.Start != g.Start || back.Final != g.Pos || string(back.Result) != back.Tags["Result"] {
				t.Errorf("the PGN does not read back to the game: %v\n%s", err, pgn)
			}
			if len(resp.Files) != 1 || resp.Files[0].Name != "kpk.png" {
				t.Errorf("files %v, want the board alone", resp.Files)
			}
		})
	}
}

// TestPGNAfterResigning: resigning gives the tablebase the point.
func TestPGNAfterResigning(t *testing.T) {
	h := clockHarness(t, commandtest.NewClock(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)))
	resp := h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ke1 Pe2 ke8 w"})
	resp = choose(t, h, alice, resp, "e1d2")
	resp = resign(t, h, alice, resp)
	pgn := pgnBlock(resp.Content)
	for _, w := range []string{`[Date "2026.01.02"]`, `[White "user101"]`, `[Black "kibitz"]`, `[Result "0-1"]`, "\n1. Kd2 "} {
		if !strings.Contains(pgn, w) {
			t.Errorf("resigned: PGN %q, want %q", pgn, w)
		}
	}
	if !strings.HasSuffix(pgn, " 0-1\n") {
		t.Errorf("resigned: PGN %q, want the result at its end", pgn)
	}
	// A game in progress has no PGN.
	resp = h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ke1 Pe2 ke8 w"})
	if resp = choose(t, h, alice, resp, "e1d2"); strings.Contains(resp.Content, "PGN") || len(resp.Files) != 1 {
		t.Errorf("PGN in a game in progress: %q", resp.Content)
	}
}

// TestPGNNameWithoutBidiControls: the player's name in the PGN leaves out the bidirectional formatting
// characters, which would turn the tag's line around; a display name of nothing else gives way to the
// user name.
func TestPGNNameWithoutBidiControls(t *testing.T) {
	for _, tc := range []struct{ global, want string }{
		{"\u202eAnn\u202c Kim", `[White "Ann Kim"]`},
		{"\u2066\u2069\u200f", `[White "ann"]`},
	} {
		h := clockHarness(t, commandtest.NewClock(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)))
		u := &discordgo.User{ID: "101", Username: "ann", GlobalName: tc.global}
		resp := h.Command(u, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ke1 Pe2 ke8 w"})
		resp = choose(t, h, u, resp, "e1d2")
		if pgn := pgnBlock(resign(t, h, u, resp).Content); !strings.Contains(pgn, tc.want) {
			t.Errorf("%+q: PGN %+q, want %q", tc.global, pgn, tc.want)
		}
	}
}

// TestPGNAsAFile: when the message has no room for the PGN, it goes as kpk-game.pgn with its description,
// in the reader's language; a game stored before games kept their start and their player's name is dated
// by the clock.
func TestPGNAsAFile(t *testing.T) {
	start := mustParse(t, "Kc2 Pg7 ka1 w")
	g := &Game{ID: "g1", Player: "101", Side: kpk.White, Start: start, Pos: start}
	for _, uci := range []string{"g7g8r", "g8a8"} {
		m, _ := g.Pos.ParseMove(uci)
		g.apply(m)
		g.tablebaseMoves()
	}
	if !g.over() {
		t.Fatalf("not over: %v", g.Pos)
	}
	k := &Command{Env: commands.Env{Now: func() time.Time { return time.Date(2025, 12, 31, 12, 0, 0, 0, time.UTC) }}}
	for _, tc := range []struct {
		lang     i18n.Lang
		attached string
		alt      string
	}{
		{i18n.English, "The game in PGN is attached: `kpk-game.pgn`.",
			"The game in PGN (Portable Game Notation), as text: 3 plies from 8/6P1/8/8/8/8/2K5/k7 w - - 0 1, result "},
		{i18n.Korean, "PGN 기보를 `kpk-game.pgn` 파일로 첨부했습니다.",
			"이 게임의 PGN(기보 표기법) 텍스트: 시작 국면 8/6P1/8/8/8/8/2K5/k7 w - - 0 1에서 둔 3플라이, 결과 "},
	} {
		resp := &router.Response{Content: strings.Repeat("x", 1900)}
		if err := k.attachPGN(resp, g, tc.lang); err != nil {
			t.Fatal(err)
		}
		if len(resp.Files) != 1 || resp.Files[0].Name != "kpk-game.pgn" || !strings.HasSuffix(resp.Content, "\n"+tc.attached) {
			t.Fatalf("%v: files %v, content ends %q", tc.lang, resp.Files, resp.Content[1900:])
		}
		if alt := resp.Alt["kpk-game.pgn"]; !strings.HasPrefix(alt, tc.alt) {
			t.Errorf("%v: alt %q, want %q", tc.lang, alt, tc.alt)
		}
		data := string(router.FileBytes(resp.Files[0]))
		if !strings.Contains(data, `[Date "2025.12.31"]`) || !strings.Contains(data, `[White "?"]`) || !strings.HasPrefix(data, `[Event "kibitz KPK"]`) {
			t.Errorf("%v: the file %q", tc.lang, data)
		}
		if _, err := kpk.ParsePGN(data); err != nil {
			t.Errorf("the file does not read back: %v", err)
		}
	}
}

// TestGameFromMove40: a game from a FEN with its own counters numbers its moves from the FEN's move, in
// its message, its take-backs, its PGN and its pictures' FEN; the fifty-move count starts from the FEN's
// clock; Again and the whole line keep the counters.
func TestGameFromMove40(t *testing.T) {
	h := newHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "4k3/8/8/8/8/8/4P3/4K3 w - - 12 40"})
	resp = choose(t, h, alice, resp, "e1d2")
	if !strings.Contains(resp.Content, "\n40. Kd2 ") || !strings.Contains(resp.Alt["kpk.png"], " w - - 14 41.") {
		t.Errorf("after 40. Kd2 and the answer:\n%s\nalt %s", resp.Content, resp.Alt["kpk.png"])
	}
	resp = choose(t, h, alice, resp, "d2d3")
	if !strings.Contains(resp.Content, "\n40. Kd2 ") || !strings.Contains(resp.Content, " 41. Kd3 ") {
		t.Errorf("after 41. Kd3:\n%s", resp.Content)
	}
	resp = h.Press(alice, commandtest.ButtonWithLabel(t, resp, "Take back").CustomID)
	if g := gameOf(t, h, "g1"); !strings.Contains(resp.Content, "took back 41. Kd3 ") || g.Quiet != 14 {
		t.Errorf("take back: quiet %d, want 14 (the FEN's 12 and two plies)\n%s", g.Quiet, resp.Content)
	}
	resp = resign(t, h, alice, resp)
	if pgn := pgnBlock(resp.Content); !strings.Contains(pgn, `[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 12 40"]`) ||
		!strings.Contains(pgn, "\n40. Kd2 ") {
		t.Errorf("PGN of the game from move 40:\n%s", pgn)
	}
	if id := commandtest.ButtonWithLabel(t, resp, "Show the whole line").CustomID; id != "kpk1/line/Ke1Pe2ke8w/12/40" {
		t.Errorf("line button %q", id)
	}
	again := commandtest.ButtonWithLabel(t, resp, "Again").CustomID
	if again != "kpk1/again/Ke1Pe2ke8w/w/12/40/image" {
		t.Errorf("Again %q", again)
	}
	h.Press(alice, again)
	if g := gameOf(t, h, "g2"); g.Counters != (kpk.Counters{Halfmove: 12, Fullmove: 40}) || g.Quiet != 12 {
		t.Errorf("Again's game: counters %+v, quiet %d", g.Counters, g.Quiet)
	}

	// The fifty-move rule counts from the FEN's clock: at 98, two quiet plies end the game.
	h = newHarness(t)
	resp = h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "4k3/8/8/8/8/8/4P3/4K3 w - - 98 70"})
	resp = choose(t, h, alice, resp, "e1d2")
	if !strings.Contains(resp.Content, "fifty-move rule") || !strings.Contains(pgnBlock(resp.Content), "70. Kd2 ") {
		t.Errorf("98 plies, then two more:\n%s", resp.Content)
	}
}
