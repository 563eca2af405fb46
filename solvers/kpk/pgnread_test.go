package kpk

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"kibitz/solvers/internal/typed"
)

// TestParsePGNRoundTrip: what PGN writes, ParsePGN reads back: the start, every move, the result and the
// tags.
func TestParsePGNRoundTrip(t *testing.T) {
	start, _ := Parse("Ka2 Pg2 kb5 w")
	line := BestLine(start, DefaultDrawPlies)
	var moves []Move
	for _, s := range line {
		moves = append(moves, s.Move)
	}
	text, err := PGN(start, Counters{Halfmove: 3, Fullmove: 17}, moves, PGNWhiteWins, PGNTags{Event: "kibitz KPK", Date: "2026.01.02", White: `a "b" \c`, Black: "kibitz"})
	if err != nil {
		t.Fatal(err)
	}
	g, err := ParsePGN(text)
	if err != nil {
		t.Fatalf("ParsePGN: %v\n%s", err, text)
	}
	if g.Start != start || !slices.Equal(g.Moves, moves) || g.Result != PGNWhiteWins || g.FirstMove != 17 ||
		g.StartCounters != (Counters{3, 17}) {
		t.Errorf("read back: start %v, %d moves, result %s, first %d, counters %+v; want %v, %d moves, 1-0, 17, {3 17}",
			g.Start, len(g.Moves), g.Result, g.FirstMove, g.StartCounters, start, len(moves))
	}
	want := Counters{3, 17}
	p := start
	for _, m := range moves {
		want, p = want.After(p, m), p.play(m)
	}
	if g.FinalCounters != want {
		t.Errorf("final counters %+v, want %+v", g.FinalCounters, want)
	}
	if g.Final != line[len(line)-1].Position || g.Final.Status() != Checkmate {
		t.Errorf("final position %v, want the mate %v", g.Final, line[len(line)-1].Position)
	}
	if g.Tags["White"] != `a "b" \c` || g.Tags["Event"] != "kibitz KPK" || g.Tags["SetUp"] != "1" {
		t.Errorf("tags %v", g.Tags)
	}
	for i, s := range line {
		if g.SAN[i] != s.SAN {
			t.Fatalf("SAN %d = %s, want %s", i, g.SAN[i], s.SAN)
		}
	}
}

func TestParsePGN(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		final    string // the final position, short form
		moves    int
		result   PGNResult
	}{
		{"movetext after a FEN tag", `[FEN "8/8/8/8/8/8/4P3/4K2k w - - 0 1"] 1. e4 Kg2 2. e5 Kf3`, "Ke1 Pe5 kf3 w", 4, PGNOngoing},
		{"the tags on one line, as Discord sends them", `[Event "x"] [Site "?"] [SetUp "1"] [FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"] 1. Kd2 Kd7 1/2-1/2`,
			"Kd2 Pe2 kd7 w", 2, PGNDraw},
		{"tags without their quotes (the console strips them)", `[FEN 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1] 1.Kd2 Kd7`, "Kd2 Pe2 kd7 w", 2, PGNOngoing},
		{"Black first", `[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"]` + "\n\n1... Kd7 2. Kd2 *", "Kd2 Pe2 kd7 b", 2, PGNOngoing},
		{"comments, glyphs, variations, UCI", `[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"] 1. Kd2! {the best} $1 Kd7 (1... Kf7 2. Ke3 (2. e4)) ; a comment
2. e2e4 *`, "Kd2 Pe4 kd7 b", 3, PGNOngoing},
		{"only tags", `[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]`, "Ke1 Pe2 ke8 w", 0, PGNOngoing},
		{"full-width FEN and moves", `[FEN "４ｋ３/8/8/8/8/8/4P3/4K3 ｗ - - 0 1"] １．Ｋｄ２　Ｋｄ７　１／２－１／２`, "Kd2 Pe2 kd7 w", 2, PGNDraw},
		{"a second game is not read", `[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"] 1. Kd2 * [FEN "8/8/8/8/8/8/4P3/4K2k w - - 0 1"] 1. e4`,
			"Kd2 Pe2 ke8 b", 1, PGNOngoing},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := ParsePGN(tc.in)
			if err != nil {
				t.Fatal(err)
			}
			if g.Final.Short() != tc.final || len(g.Moves) != tc.moves || g.Result != tc.result {
				t.Errorf("final %s after %d moves, result %s; want %s, %d, %s", g.Final.Short(), len(g.Moves), g.Result, tc.final, tc.moves, tc.result)
			}
			if !IsPGN(tc.in) {
				t.Errorf("IsPGN(%q) = false", tc.in)
			}
		})
	}
	for _, s := range []string{"Ke1 Pe2 ke8 w", "8/8/8/8/8/8/4P3/4K2k w - - 0 1", "", "12", "e4"} {
		if IsPGN(s) {
			t.Errorf("IsPGN(%q) = true", s)
		}
	}
	if !IsPGN("1. e4 e5") || !IsPGN("  [Event") {
		t.Error("IsPGN misses movetext or tags")
	}
}

// TestParsePGNErrors: a bad PGN says what is wrong and, for a move, which one by its number.
func TestParsePGNErrors(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		want     InputError
	}{
		{"no FEN", `[Event "x"] 1. e4 e5`, InputError{Code: CodePGNNoFEN}},
		{"movetext alone", `1. e4 e5`, InputError{Code: CodePGNNoFEN}},
		{"a tag not closed", `[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"`, InputError{Code: CodePGNTag, Text: `[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"`}},
		{"a tag without a name", `[ "x"]`, InputError{Code: CodePGNTag, Text: `[ "x"]`}},
		{"an illegal White move", `[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"] 1. Kd2 Kd7 2. e5`, InputError{Code: CodePGNMove, Text: "e5", Count: 2, Color: White}},
		{"an illegal Black move", `[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"] 1. Kd2 Kd9`, InputError{Code: CodePGNMove, Text: "Kd9", Count: 1, Color: Black}},
		{"numbered from the FEN", `[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 35"] 35... Kd7 36. Kd2 Kd6 37. Kd4`, InputError{Code: CodePGNMove, Text: "Kd4", Count: 37, Color: White}},
		{"a move after mate", `[FEN "8/6P1/8/8/8/8/2K5/k7 w - - 0 1"] 1. g8=R Ka2 2. Ra8# Kb1`, InputError{Code: CodePGNMove, Text: "Kb1", Count: 2, Color: Black}},
		{"a promotion without its piece", `[FEN "8/6P1/8/8/8/8/2K5/k7 w - - 0 1"] 1. g8+`, InputError{Code: CodePGNPromotion, Text: "g8+", Count: 1, Color: White}},
		{"a promotion to a king", `[FEN "8/6P1/8/8/8/8/2K5/k7 w - - 0 1"] 1. g8=K`, InputError{Code: CodePGNMove, Text: "g8=K", Count: 1, Color: White}},
		{"castling", `[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"] 1. O-O`, InputError{Code: CodePGNMove, Text: "O-O", Count: 1, Color: White}},
		// The FEN tag's mistakes are Parse's, marked as the tag's.
		{"the FEN's own mistake", `[FEN "4k3/8/8/8/8/8/4P3/3kK3 w - - 0 1"]`, InputError{Code: CodeExtraKing, Color: Black, Count: 2, Tag: "FEN"}},
		{"the FEN's castling rights", `[FEN "4k3/8/8/8/8/8/4P3/4K3 w KQkq - 0 1"] 1. Kd2`, InputError{Code: CodeCastlingImpossible,
			Text: "KQkq", Color: White, Square: H1, Tag: "FEN"}},
		{"the FEN's en passant square", `[FEN "4k3/8/8/8/8/8/4P3/4K3 b - e3 0 1"] 1... Kd7`, InputError{Code: CodeEnPassantImpossible,
			Text: "e3", Color: White, Square: E3, Tag: "FEN"}},
		{"a FEN tag that is no position", `[FEN "bad"] 1. Kd2`, InputError{Code: CodeBadToken, Text: "bad", Index: 1, Tag: "FEN"}},
		{"a FEN tag after another", `[Event "x"] [FEN "bad board here"]`, InputError{Code: CodeBadToken, Text: "bad", Index: 1, Tag: "FEN"}},
		{"a FEN tag's clock", `[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 10000 1"]`, InputError{Code: CodeHalfmoveClock, Text: "10000", Tag: "FEN"}},
		// Full-width moves read, and quoted as typed.
		{"a full-width illegal move", `[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"] １．Ｋｄ２　Ｋｄ７　２．Ｋｄ９`, InputError{Code: CodePGNMove, Text: "Ｋｄ９", Count: 2, Color: White}},
		{"a long move", `[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"] 1. ` + strings.Repeat("K", 2990), InputError{Code: CodePGNMove,
			Text: strings.Repeat("K", typed.MaxQuote) + "…", Count: 1, Color: White}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParsePGN(tc.in)
			var ie *InputError
			if !errors.As(err, &ie) || *ie != tc.want {
				t.Errorf("ParsePGN(%q) = %v (%#v), want %#v", tc.in, err, ie, tc.want)
			}
		})
	}
	_, err := ParsePGN(`[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"] 1. Kd2 Kd9`)
	if err == nil || err.Error() != `kpk: pgn_move (1... "Kd9")` {
		t.Errorf("Error() = %v", err)
	}
	_, err = ParsePGN(`[FEN "bad"]`)
	if err == nil || err.Error() != `kpk: bad_token ("bad", word 1, in the FEN tag)` {
		t.Errorf("Error() = %v", err)
	}
	_, err = ParsePGN("[" + strings.Repeat("x", 100))
	var ie *InputError
	if !errors.As(err, &ie) || ie.Code != CodePGNTag || len([]rune(ie.Text)) != typed.MaxQuote+1 {
		t.Errorf("a long bad tag: %v, want its first %d characters", err, typed.MaxQuote)
	}
}

func FuzzParsePGN(f *testing.F) {
	f.Add(`[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"] 1. Kd2 Kd7 2. e4 *`)
	f.Add(`[FEN 8/8/8/8/8/8/4P3/4K2k b] 1... Kg2 {x} (1... Kh2) $3 2.e4`)
	f.Add(`[Event "a\"b"] [FEN "k7/6P1/8/8/8/8/8/2K5 w - - 0 9"] 9. g8=R Kb7 10. Kd2 1-0`)
	f.Fuzz(func(t *testing.T, s string) {
		g, err := ParsePGN(s)
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("ParsePGN(%q): %v is not an *InputError", s, err)
			}
			return
		}
		p := g.Start
		for i, m := range g.Moves {
			if g.SAN[i] != p.SAN(m) {
				t.Fatalf("SAN %d: %s, want %s", i, g.SAN[i], p.SAN(m))
			}
			if p, err = p.Play(m); err != nil {
				t.Fatalf("move %d (%s) illegal: %v", i, m, err)
			}
		}
		if p != g.Final {
			t.Fatalf("final %v, want %v", g.Final, p)
		}
		// What PGN writes of it reads back to the same game.
		text, err := PGN(g.Start, g.StartCounters, g.Moves, g.Result, PGNTags{})
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParsePGN(text)
		if err != nil || back.Start != g.Start || !slices.Equal(back.Moves, g.Moves) || back.Result != g.Result ||
			back.StartCounters != g.StartCounters || back.FinalCounters != g.FinalCounters {
			t.Fatalf("round trip of %q: %v", text, err)
		}
	})
}
