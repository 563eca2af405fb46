package kpk

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/kpk"
)

func TestInvalidPositions(t *testing.T) {
	h := newHarness(t)
	for _, tc := range []struct {
		name, sub, position string
		want                string
	}{
		{"kings adjacent", "analyze", "Kd4 Pe2 ke5 w", "The kings stand next to each other (d4 and e5)."},
		{"opponent in check", "analyze", "Ke1 Re8 ke7 w", "The black king on e7 is in check from the white rook on e8, but it is White to move"},
		{"pawn on the last rank", "analyze", "Ke1 Pe8 kc6 w", "The white pawn on e8 stands on the first or last rank"},
		{"two pieces on a square", "analyze", "Ke1 Pe2 ke2 w", "Two pieces stand on e2."},
		{"too many pieces", "analyze", "Ke1 Pe2 Pd2 ke8 w", "has 2 pieces besides the kings"},
		{"no black king", "analyze", "Ke1 Pe2 w", "Black has no king."},
		{"two white kings", "play", "Ke1 Kh1 ke8 w", "White has 2 kings"},
		{"bad word", "analyze", "Ke1 Pe2 ke9 w", "`ke9` (word 3) is not a piece on a square"},
		// the word at fault, and where: not the side to move, which is where it belongs
		{"a move number after the short form", "analyze", "Ke1 Pe2 ke8 w 1", "`1` (word 5) is a move number, and the short form has none"},
		{"a move number before the short form", "analyze", "1. Ke1 Pe2 ke8 w", "`1.` (word 1) is a move number, and the short form has none"},
		{"a move number first, to play", "play", "40. Ke1 Pe2 ke8 w", "`40.` (word 1) is a move number"},
		{"the side twice", "analyze", "Ke1 Pe2 ke8 b w", "The side to move is given twice, `b` (word 4) and then `w` (word 5)"},
		{"a piece after the side", "play", "Ke1 w ke8", "`ke8` (word 3) comes after the side to move, `w` (word 2): the side to move must be the last word."},
		{"a square in capitals", "analyze", "Ke1 PE2 ke8 w", "`PE2` (word 2) has its square in capitals: squares are written in small letters (Pe2)"},
		{"a game in PGN to play", "play", `[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"] 1. Kd2`, "This is a game in PGN, and a position is wanted here"},
		{"bad side to move", "analyze", "4k3/8/8/8/8/8/4P3/4K3 x - - 0 1", "The side to move must be w or b, not `x`."},
		{"FEN with 7 ranks", "analyze", "4k3/8/8/8/8/4P3/4K3 w - - 0 1", "has 7"},
		{"FEN rank too long", "analyze", "4k3/8/8/8/8/8/4P4/4K3 w - - 0 1", "Rank 2 of the FEN board should cover 8 squares, and it covers 9."},
		// A FEN's castling and en passant fields: malformed, or saying what this position cannot have.
		{"castling letters twice", "analyze", "4k3/8/8/8/8/8/4P3/4K3 w KKq - 0 1", "The castling field of the FEN must be - or some of the letters KQkq, each at most once, not `KKq`."},
		{"castling without rooks", "analyze", "4k3/8/8/8/8/8/4P3/4K3 w KQkq - 0 1", "The castling field of the FEN, `KQkq`, gives White the right to castle king-side (K), which needs the white king on e1 and the white rook on h1; this position does not have them, so write - in the castling field."},
		{"castling without rooks, to play", "play", "4k3/8/8/8/8/8/4P3/4K3 b kq - 0 1", "gives Black the right to castle king-side (k), which needs the black king on e8 and the black rook on h8"},
		{"castling the tables do not play", "analyze", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "The castling field of the FEN, `Q`, gives White the right to castle queen-side (Q), and kibitz's tablebase has no castling in it, so it cannot answer for this position: write - in the castling field to have it analysed without that right."},
		{"en passant on the fourth rank", "analyze", "4k3/8/8/8/4P3/8/8/4K3 b - e4 0 1", "The en passant field of the FEN must be - or a square on the third or sixth rank (e3, d6), not `e4`."},
		{"en passant without the double step", "analyze", "4k3/8/8/8/8/8/4P3/4K3 b - e3 0 1", "The en passant field of the FEN, `e3`, says White has just moved a pawn from e2 to e4, which this position cannot follow: that move leaves a white pawn on e4, e3 and e2 empty, and Black to move. Write - in the en passant field."},
		{"en passant, the mover to move, in a PGN", "analyze", `[FEN "4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1"] 1. Kd2`, "says White has just moved a pawn from e2 to e4"},
		// A character beyond ASCII is quoted whole; full-width ones read as ASCII, quoted as typed.
		{"a Hangul syllable in the board", "analyze", "4k3/8/8/8/8/8/4P3/4K한 w", "Rank 1 of the FEN board holds `한`, which is neither"},
		{"a full-width letter that is no piece", "analyze", "4k3/8/8/8/8/8/4Ｘ3/4K3 w", "Rank 2 of the FEN board holds `Ｘ`, which is neither"},
		{"a full-width word", "analyze", "Ｋｅ９ Pe2 ke8 w", "`Ｋｅ９` (word 1) is not a piece on a square"},
		{"a full-width move number", "analyze", "Ke1 Pe2 ke8 w ４０", "`４０` (word 5) is a move number, and the short form has none"},
		{"a full-width square in capitals", "analyze", "Ke1 ＰＥ２ ke8 w", "`ＰＥ２` (word 2) has its square in capitals: squares are written in small letters (Pe2)"},
		{"full-width, the side twice", "analyze", "Ke1 Pe2 ke8 ｂ ｗ", "The side to move is given twice, `ｂ` (word 4) and then `ｗ` (word 5)"},
		// A word too long for a message is cut: the error fits.
		{"a long word", "analyze", strings.Repeat("K", 2990), "`" + strings.Repeat("K", 40) + "…` (word 1) is not a piece on a square"},
		// The FEN tag of a PGN: the error says it is the tag's value that is wrong.
		{"a FEN tag that is no position", "analyze", `[FEN "bad"] 1. Kd2`, "The FEN tag of the PGN, the game's starting position, is wrong. `bad` (word 1) is not a piece on a square"},
		{"a FEN tag after another tag", "analyze", `[Event "x"] [FEN "bad board here"]`, "The FEN tag of the PGN, the game's starting position, is wrong. `bad` (word 1)"},
		// A halfmove clock no game reaches.
		{"a clock beyond 2^64", "analyze", "4k3/8/8/8/8/8/4P3/4K3 w - - 18446744073709551617 1", "The halfmove clock of the FEN must be a whole number from 0 to 9,999, not `18446744073709551617`"},
		{"a clock too large, to play", "play", "4k3/8/8/8/8/8/4P3/4K3 w - - 10000 1", "from 0 to 9,999, not `10000`"},
		// A counter with a thousands separator, which would read as two fields.
		{"a move number grouped", "analyze", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1,000", "The counters of a FEN are written without thousands separators: write `1000`, not `1,000`."},
		{"a full-width clock grouped", "play", "4k3/8/8/8/8/8/4P3/4K3 w - - ９，９９９ 1", "write `９９９９`, not `９，９９９`."},
		{"nothing to play", "play", "Kb6 Qb7 ka8 b", "There is nothing to play in this position. **Checkmate:**"},
		{"nothing to play, dead draw", "play", "Ke1 Ne4 ke8 w", "a king and a knight cannot mate"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := h.Handle(commandtest.CommandIn(alice, discordgo.EnglishUS, "kpk", tc.sub, opt{"position", tc.position}))
			ue, ok := router.AsUserError(err)
			if !ok || ue.Code != router.Invalid {
				t.Fatalf("/kpk %s %q: %v, want an Invalid user error", tc.sub, tc.position, err)
			}
			if msg := ue.Text(i18n.English); !strings.Contains(msg, tc.want) {
				t.Errorf("/kpk %s %q: %q, want it to contain %q", tc.sub, tc.position, msg, tc.want)
			}
			// Through the router the same sentence comes back privately.
			resp := h.Command(alice, discordgo.EnglishUS, "kpk", tc.sub, opt{"position", tc.position})
			if !resp.Private || !strings.Contains(resp.Content, tc.want) {
				t.Errorf("reply: private %v %q", resp.Private, resp.Content)
			}
		})
	}
}

func TestKorean(t *testing.T) {
	h := newHarness(t)
	resp := h.Command(alice, discordgo.Korean, "kpk", "analyze", opt{"position", "Ka2 Pg2 kb5 w"})
	for _, w := range []string{"**백이 28수 만에 메이트합니다.**", "28수 = 55플라이", "백 차례. 최선의 수: **Kb3**."} {
		if !strings.Contains(resp.Content, w) {
			t.Errorf("Korean analysis = %q, want %q", resp.Content, w)
		}
	}
	commandtest.ButtonWithLabel(t, resp, "최선 수순 전체 보기")

	_, err := h.Handle(commandtest.CommandIn(alice, discordgo.Korean, "kpk", "analyze", opt{"position", "Kd4 Pe2 ke5 w"}))
	ue, ok := router.AsUserError(err)
	if !ok || !strings.Contains(ue.Text(i18n.Korean), "두 킹이 서로 붙어 있습니다 (d4, e5).") {
		t.Errorf("Korean error: %v", err)
	}

	resp = h.Command(alice, discordgo.Korean, "kpk", "play", opt{"position", "Ka1 Pa2 kc2 w"})
	if !strings.Contains(resp.Content, "최선을 다하면 백이 14수 만에 메이트합니다. 목표는 메이트입니다.") {
		t.Errorf("Korean start: %q", resp.Content)
	}
	r, err := h.Handle(selectIn(alice, discordgo.Korean, menuFor(t, resp, "a2a3"), "a2a3"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(r.Content, "그 수로 무승부가 됩니다. a4면 14수 만에 이길 수 있었습니다.") {
		t.Errorf("Korean note: %q", r.Content)
	}
	for _, s := range commandtest.Selects(r) {
		if !strings.Contains(s.Placeholder, "움직이기") {
			t.Errorf("menu placeholder %q not in Korean", s.Placeholder)
		}
	}
}

// TestEveryCodeHasWords walks every code of the solver through the catalogue, in Discord's English and
// Korean and in kibitz solve's English: each must have words of its own, not the catch-all for an unknown
// code nor the solver's developer text, so a new code cannot ship without them.
func TestEveryCodeHasWords(t *testing.T) {
	codes := commandtest.SolverCodes(t, filepath.Join("..", "..", "solvers", "kpk"))
	if len(codes) < 19 {
		t.Fatalf("found %d codes in solvers/kpk: %v", len(codes), codes)
	}
	for _, code := range codes {
		c := kpk.Code(code)
		for _, piece := range []kpk.Piece{kpk.WhiteQueen, kpk.NoPiece} {
			e := &kpk.InputError{Code: c, Text: "x", Rank: 3, Count: 2, Square: kpk.E4, Other: kpk.D2,
				Color: kpk.Black, Piece: piece}
			if piece == kpk.NoPiece && c != kpk.CodeNotKPK {
				continue // only not_kpk says something of a missing piece
			}
			unknown := commands.InputNotValid(string(c))
			err := inputError(e, hintAnalyze)
			ue, ok := router.AsUserError(err)
			if !ok || ue.Code != router.Invalid || ue.Hint != hintAnalyze {
				t.Errorf("inputError(%s) = %v, want an Invalid user error with the hint", c, err)
				continue
			}
			for _, text := range []struct{ what, got, unknown string }{
				{"English", ue.Message.En, unknown.En},
				{"Korean", ue.Message.Ko, unknown.Ko},
				{"kibitz solve", SolveError(e), unknown.En},
			} {
				if why := commandtest.Unworded(text.got, code, text.unknown, e.Error()); why != "" {
					t.Errorf("code %s (piece %v) in %s: %s: %q", c, piece, text.what, why, text.got)
				}
			}
			if !strings.ContainsFunc(ue.Message.Ko, func(r rune) bool { return unicode.Is(unicode.Hangul, r) }) {
				t.Errorf("code %s: %q is not Korean", c, ue.Message.Ko)
			}
			if s := SolveError(e); !strings.HasSuffix(s, ".") || strings.Contains(s, "\n") {
				t.Errorf("code %s: kibitz solve says %q, want one sentence", c, s)
			}
		}
	}
	if got := SolveError(errors.New("invalid position")); got != "invalid position" {
		t.Errorf("SolveError of another error = %q, want its own text", got)
	}
	if err := inputError(errors.New("other"), hintAnalyze); err.Error() != "other" {
		t.Errorf("inputError passes other errors through, got %v", err)
	}
}

// TestSolveErrorSentences: the lines `kibitz solve kpk` has always printed, as they are (cmd/kibitz's
// tests pin a few more through the command itself).
func TestSolveErrorSentences(t *testing.T) {
	tests := map[string]string{
		"Ke1 Pa2 kd2": "The kings stand next to each other (e1 and d2).",
		"Ke1 Pe2 kf3 w": "The black king on f3 is in check from the white pawn on e2, but it is White to move: " +
			"the side not to move can never be in check.",
		"Ke1 ke8 pd2 b": "The white king on e1 is in check from the black pawn on d2, but it is Black to move: " +
			"the side not to move can never be in check.",
		"Ke1 Pe8 ka8":   "The white pawn on e8 stands on the first or last rank, where no pawn can be.",
		"Ke3 pa1 ka8 b": "The black pawn on a1 stands on the first or last rank, where no pawn can be.",
		"Ke1 Pe2 Pd2 ke8": "The position has 2 pieces besides the kings; at most one " +
			"(a pawn, knight, bishop, rook or queen) is possible here.",
		"4k3/8/8/8/8/8/4P4/4K3":             "Rank 2 of the FEN board covers 9 squares instead of 8.",
		"4k3/8/8/8/8/8/4K3 w":               "The FEN board has 7 ranks instead of 8.",
		"4k3/8/8/8/8/8/4P3/4K2x":            "Rank 1 of the FEN board holds `x`, which is neither a piece letter nor a digit 1-8.",
		"":                                  "The position is empty: give a FEN or pieces like Ke1 Pe2 ke8 w.",
		"Ke1 Pe2 w":                         "Black has no king.",
		"Ke1 Kh1 ke8 w":                     "White has 2 kings; each side needs exactly one.",
		"Ke1 Pe2 ke2 w":                     "Two pieces stand on e2.",
		"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 x": "The FEN has more than six fields: `x` is one too many.",
		"4k3/8/8/8/8/8/4P3/4K3 w KQkq - 0 1": "The castling field of the FEN, `KQkq`, gives White the right to castle king-side (K), " +
			"which needs the white king on e1 and the white rook on h1; this position does not have them, so write - in the castling field.",
		"4k3/8/8/3p4/8/8/8/4K3 b - d6 0 1": "The en passant field of the FEN, `d6`, says Black has just moved a pawn from d7 to d5, " +
			"which this position cannot follow: that move leaves a black pawn on d5, d6 and d7 empty, and White to move. Write - in the en passant field.",
	}
	for in, want := range tests {
		if _, err := kpk.Parse(in); err == nil {
			t.Errorf("Parse(%q) succeeded, want %q", in, want)
		} else if got := SolveError(err); got != want {
			t.Errorf("SolveError(Parse(%q)) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{
		"Ka1 Qb2 ke6 w": "The position needs one pawn besides the two kings, not a white queen. kibitz solve kpk --any takes every material from K v K to K+Q v K.",
		"Ke1 ke8 w":     "The position needs one pawn besides the two kings, and it has none. kibitz solve kpk --any takes every material from K v K to K+Q v K.",
	} {
		if _, err := kpk.ParseKPK(in); err == nil {
			t.Errorf("ParseKPK(%q) succeeded, want %q", in, want)
		} else if got := SolveError(err); got != want {
			t.Errorf("SolveError(ParseKPK(%q)) = %q, want %q", in, got, want)
		}
	}
	one := &kpk.InputError{Code: kpk.CodeRankLength, Rank: 4, Count: 1}
	if got, want := SolveError(one), "Rank 4 of the FEN board covers 1 square instead of 8."; got != want {
		t.Errorf("one square: %q, want %q", got, want)
	}
}

// TestBatchWithSolveError: kpk.Batch with the catalogue as its Describe, as `kibitz solve kpk` runs it.
func TestBatchWithSolveError(t *testing.T) {
	in := "Ke1 Pa2 kd2\nKe1 Pe2 ke8 w\nhello\nKa1 Qb2 ke6 w\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"] 1. Kd2\n"
	want := "error: The kings stand next to each other (e1 and d2).\nwin 43 e1d2\n" +
		"error: `hello` (word 1) is not a piece on a square: write pieces like Ke1 Pe2 ke8 (lower case for black), " +
		"then w or b for the side to move.\n" +
		"error: The position needs one pawn besides the two kings, not a white queen. kibitz solve kpk --any takes every material from K v K to K+Q v K.\n" +
		"error: This is a game in PGN; kibitz solve kpk reads positions, one a line: a FEN or pieces like Ke1 Pe2 ke8 w.\n"
	var out strings.Builder
	if err := kpk.Batch(context.Background(), strings.NewReader(in), &out, kpk.BatchOptions{Describe: SolveError}); err != nil {
		t.Fatal(err)
	}
	if out.String() != want {
		t.Errorf("Batch = %q, want %q", out.String(), want)
	}
}

// TestPieceNamesAgree: a piece and its colour are one phrase in every language, the colour after the
// piece and agreeing with it where the language wants that ("dama preta", not "pretas dama", which a
// colour word and a piece word side by side gave), and in an error that names the king in check.
func TestPieceNamesAgree(t *testing.T) {
	for _, tc := range []struct {
		piece kpk.Piece
		lang  i18n.Lang
		want  string
	}{
		{kpk.NewPiece(kpk.Queen, kpk.Black), i18n.English, "black queen"},
		{kpk.NewPiece(kpk.Queen, kpk.Black), i18n.Korean, "흑 퀸"},
		{kpk.NewPiece(kpk.Queen, kpk.Black), i18n.Portuguese, "dama preta"},
		{kpk.NewPiece(kpk.King, kpk.White), i18n.Portuguese, "rei branco"},
		{kpk.NewPiece(kpk.Rook, kpk.White), i18n.Spanish, "torre blanca"},
		{kpk.NewPiece(kpk.Pawn, kpk.Black), i18n.Spanish, "peón negro"},
		{kpk.NewPiece(kpk.Knight, kpk.White), i18n.Japanese, "白のナイト"},
	} {
		if got := pieceName(tc.piece).In(tc.lang); got != tc.want {
			t.Errorf("pieceName(%v) in %v = %q, want %q", tc.piece, tc.lang, got, tc.want)
		}
	}
	err := &kpk.InputError{Code: kpk.CodeOpponentInCheck, Color: kpk.White, Square: kpk.E1,
		Piece: kpk.NewPiece(kpk.Queen, kpk.Black), Other: kpk.E2}
	for l, want := range map[i18n.Lang]string{
		i18n.English:    "The white king on e1 is in check from the black queen on e2, but it is Black to move",
		i18n.Portuguese: "O rei branco em e1 está em xeque (dama preta em e2), mas é a vez das Pretas",
	} {
		if got := errorText(err).In(l); !strings.HasPrefix(got, want) {
			t.Errorf("in %v: %q\nwant it to start %q", l, got, want)
		}
	}
}
