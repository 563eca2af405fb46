package kpk

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/solvers/kpk"
)

// TestAnalyzePGN: /kpk analyze reads a game in PGN, plays it out from its FEN tag and analyses the
// position after its last move, in both languages; a game longer than a position's 100 characters
// passes the router.
func TestAnalyzePGN(t *testing.T) {
	start := mustParse(t, "Ka2 Pg2 kb5 w")
	var moves []kpk.Move
	for _, s := range kpk.BestLine(start, kpk.DefaultDrawPlies)[:20] {
		moves = append(moves, s.Move)
	}
	long, err := kpk.PGN(start, kpk.Counters{}, moves, kpk.PGNOngoing, kpk.PGNTags{Event: "kibitz KPK", White: "ann", Black: "kibitz"})
	if err != nil {
		t.Fatal(err)
	}
	if len(long) <= 100 {
		t.Fatalf("the long PGN has %d characters", len(long))
	}
	const fen = `[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]`
	for _, tc := range []struct {
		name, position string
		locale         discordgo.Locale
		want           []string
	}{
		{"tags and moves", `[Event "x"] [Site "?"] ` + fen + ` 1. Kd2 Kd7 2. e4`, discordgo.EnglishUS,
			[]string{"The PGN's final position, after **2. e4** (3 plies):", "**Draw.**", "Black to move.", "`Kd2 Pe4 kd7 b`"}},
		{"Black moved last", fen + ` 1. Kd2 Kd7`, discordgo.EnglishUS,
			[]string{"after **1... Kd7** (2 plies):", "White mates in", "`Kd2 Pe2 kd7 w`"}},
		{"numbered from the FEN", `[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40"] 40... Kd7 41. Kd2`, discordgo.EnglishUS,
			[]string{"after **41. Kd2** (2 plies):", "(FEN `8/3k4/8/8/8/8/3KP3/8 b - - 2 41`)"}},
		{"no moves", fen, discordgo.EnglishUS, []string{"The PGN has no moves: here is its starting position.", "White mates in 22"}},
		{"a whole game as kibitz writes it", long, discordgo.EnglishUS,
			[]string{"after **10... Kh7** (20 plies):", "White mates in 18", "`Kg5 Pg2 kh7 w`", "(FEN `8/7k/8/6K1/8/8/6P1/8 w - - 20 11`)"}},
		{"in Korean", fen + ` 1. Kd2 Kd7 2. e4`, discordgo.Korean,
			[]string{"PGN의 마지막 국면, **2. e4** 뒤 (3플라이):", "**무승부.**", "흑 차례."}},
		{"in Korean, no moves", fen, discordgo.Korean, []string{"PGN에 수가 없어 시작 국면을 분석합니다."}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			resp := h.Command(alice, tc.locale, "kpk", "analyze", opt{"position", tc.position})
			if resp.Private {
				t.Fatalf("private reply: %q", resp.Content)
			}
			for _, w := range tc.want {
				if !strings.Contains(resp.Content, w) {
					t.Errorf("analyze %q = %q, want %q", tc.position, resp.Content, w)
				}
			}
			decodePNG(t, resp)
		})
	}
}

// TestAnalyzeBadPGN: a PGN that cannot be read says why, naming the move that fails by its number and
// side, in both languages, with an example of a PGN.
func TestAnalyzeBadPGN(t *testing.T) {
	const fen = `[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]`
	for _, tc := range []struct {
		name, position string
		locale         discordgo.Locale
		want           []string
	}{
		{"an illegal move", fen + ` 1. Kd2 Kd7 2. e5`, discordgo.EnglishUS,
			[]string{"The PGN cannot be played out at move 2 (White to move): `e5` is not a legal move in the position there.",
				"Example: /kpk analyze position:[FEN"}},
		{"a Black move, numbered from the FEN", `[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 35"] 35... Kd7 36. Kd2 Kd9`, discordgo.EnglishUS,
			[]string{"at move 36 (Black to move): `Kd9` is not a legal move"}},
		{"an illegal move, in Korean", fen + ` 1. Kd2 Kd7 2. e5`, discordgo.Korean,
			[]string{"PGN을 2번째 수(백 차례)에서 더 둘 수 없습니다. `e5`는 그 국면에서 둘 수 없는 수입니다.", "예: /킹폰킹 분석 국면:[FEN"}},
		{"a promotion without its piece", `[FEN "8/6P1/8/8/8/8/2K5/k7 w - - 0 1"] 1. g8+`, discordgo.EnglishUS,
			[]string{"at move 1 (White to move): `g8+` takes the pawn to the last rank without naming the piece it becomes; write g8=Q (or =R, =B, =N)."}},
		{"a promotion without its piece, in Korean", `[FEN "8/6P1/8/8/8/8/2K5/k7 w - - 0 1"] 1. g8`, discordgo.Korean,
			[]string{"`g8`은 폰을 마지막 랭크로 보내면서 무엇으로 승급하는지 쓰지 않았습니다. g8=Q(또는 =R, =B, =N)처럼 쓰세요."}},
		{"no FEN tag", `[Event "x"] 1. e4 e5`, discordgo.EnglishUS, []string{"The PGN has no FEN tag"}},
		{"movetext alone", `1. e4 e5 2. Nf3`, discordgo.EnglishUS, []string{"The PGN has no FEN tag"}},
		{"no FEN tag, in Korean", `1. e4 e5`, discordgo.Korean, []string{"PGN에 FEN 태그가 없습니다."}},
		{"a broken tag", `[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1" 1. Kd2`, discordgo.EnglishUS,
			[]string{"`[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\" 1…` is not a PGN tag pair"}},
		{"a broken tag, in Korean", `[ "x"]`, discordgo.Korean, []string{"`[ \"x\"]`는 PGN 태그가 아닙니다."}},
		{"the FEN's own mistake", `[FEN "4k3/8/8/8/8/8/4P3/3kK3 w - - 0 1"] 1. Kd2`, discordgo.EnglishUS,
			[]string{"Black has 2 kings"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			h.WantCode(t, commandtest.CommandIn(alice, tc.locale, "kpk", "analyze", opt{"position", tc.position}), router.Invalid, tc.want...)
			if resp := h.Command(alice, tc.locale, "kpk", "analyze", opt{"position", tc.position}); !resp.Private {
				t.Errorf("a public reply to a bad PGN: %q", resp.Content)
			}
		})
	}
	// The router refuses a PGN longer than the option allows, before any parsing.
	h := newHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "kpk", "analyze", opt{"position", fen + strings.Repeat(" Kd2 Kd7 Ke1 Ke8", 200)})
	if !resp.Private || !strings.Contains(resp.Content, "at most 3,000") {
		t.Errorf("an over-long PGN: %q", resp.Content)
	}
}

// TestMoveNumbersFollowTheFEN: the move numbers of a position's FEN carry on into everything shown after
// it: the FEN of a PGN's last position, the line from it (its text and its alt text), and a position
// given as a FEN of move 40; the buttons carry the counters, and a forged counter is refused.
func TestMoveNumbersFollowTheFEN(t *testing.T) {
	for _, tc := range []struct {
		name, position string
		fen            string // in the analysis
		button         string
		line           string // the start of the line's moves
	}{
		{"a PGN from move 40", `[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40"] 40... Kd7 41. Kd2`,
			"8/3k4/8/8/8/8/3KP3/8 b - - 2 41", "kpk1/line/Kd2Pe2kd7b/2/41", "41... Kd6 42. Kd3"},
		{"a PGN of White's moves from move 1", `[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"] 1. Kd2 Kd7 2. Kd3`,
			"8/3k4/8/8/8/3K4/4P3/8 b - - 3 2", "kpk1/line/Kd3Pe2kd7b/3/2", "2... Kd6 3. Kd4"},
		{"a FEN of move 40", "4k3/8/8/8/8/8/4P3/4K3 w - - 3 40",
			"4k3/8/8/8/8/8/4P3/4K3 w - - 3 40", "kpk1/line/Ke1Pe2ke8w/3/40", "40. Kd2 Kd7 41. Kd3"},
		{"the short form, at move 1", "Ke1 Pe2 ke8 w", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "kpk1/line/Ke1Pe2ke8w", "1. Kd2 Kd7 2. Kd3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			resp := h.Command(alice, discordgo.EnglishUS, "kpk", "analyze", opt{"position", tc.position})
			if !strings.Contains(resp.Content, "(FEN `"+tc.fen+"`)") || !strings.Contains(resp.Alt["kpk.png"], "FEN: "+tc.fen+".") {
				t.Errorf("analysis of %q: want the FEN %s\n%s\nalt %s", tc.position, tc.fen, resp.Content, resp.Alt["kpk.png"])
			}
			b := commandtest.ButtonWithLabel(t, resp, "Show the whole line")
			if b.CustomID != tc.button {
				t.Errorf("line button %q, want %q", b.CustomID, tc.button)
			}
			line := h.Press(alice, b.CustomID)
			if moves := strings.Split(line.Content, "\n")[1]; !strings.HasPrefix(moves, tc.line) {
				t.Errorf("the line is numbered %q, want it to start %q", moves, tc.line)
			}
			if alt := line.Alt["kpk-line.gif"]; !strings.Contains(alt, "FEN: "+tc.fen+". Moves: "+tc.line) {
				t.Errorf("the line's alt text: %s", alt)
			}
		})
	}
	h := newHarness(t)
	for _, id := range []string{"kpk1/line/Ke1Pe2ke8w/3/0", "kpk1/line/Ke1Pe2ke8w/03/40", "kpk1/line/Ke1Pe2ke8w/-1/40",
		"kpk1/line/Ke1Pe2ke8w/3/x", "kpk1/line/Ke1Pe2ke8w/3/99999999"} {
		h.WantCode(t, commandtest.PressIn(alice, discordgo.EnglishUS, id), router.Invalid, "does not carry a valid position")
	}
}
