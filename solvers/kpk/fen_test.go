package kpk

import (
	"errors"
	"strings"
	"testing"

	"kibitz/solvers/internal/typed"
)

func TestParse(t *testing.T) {
	tests := []struct {
		name, in   string
		fen, short string
	}{
		{"full FEN", "8/8/8/8/8/8/4P3/4K2k w - - 0 1", "8/8/8/8/8/8/4P3/4K2k w - - 0 1", "Ke1 Pe2 kh1 w"},
		{"board only", "4k3/8/8/8/8/8/4P3/4K3", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "Ke1 Pe2 ke8 w"},
		// A comma separates fields, as in the short form; only a group of three digits after one is a
		// thousands separator, refused (TestParseErrors).
		{"counters split by a comma", "4k3/8/8/8/8/8/4P3/4K3 w - - 0,12", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "Ke1 Pe2 ke8 w"},
		{"black to move, clocks ignored", "4k3/8/8/8/8/8/4P3/4K3 b - - 12 40", "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1",
			"Ke1 Pe2 ke8 b"},
		// An en passant square that a double step just made is right, and says nothing here: en passant
		// needs a pawn of each side.
		{"en passant after e2-e4", "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1", "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1", "Ke1 Pe4 ke8 b"},
		{"en passant after d7-d5", "4k3/8/8/3p4/8/8/8/4K3 w - d6 0 1", "4k3/8/8/3p4/8/8/8/4K3 w - - 0 1", "Ke1 ke8 pd5 w"},
		{"spaces around", "  4k3/4p3/8/8/8/8/8/4K3   b  ", "4k3/4p3/8/8/8/8/8/4K3 b - - 0 1", "Ke1 ke8 pe7 b"},
		{"short form", "Ke1 Pe2 ke8 w", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "Ke1 Pe2 ke8 w"},
		{"short form, white by default", "ke8 Pe2 Ke1", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "Ke1 Pe2 ke8 w"},
		{"short form, commas, black", "Ke1,ke8,pe7,black", "4k3/4p3/8/8/8/8/8/4K3 b - - 0 1", "Ke1 ke8 pe7 b"},
		{"queen", "Ka1 Qb2 ke6 w", "8/8/4k3/8/8/8/1Q6/K7 w - - 0 1", "Ka1 Qb2 ke6 w"},
		{"bare kings", "Ka1 kh8 b", "7k/8/8/8/8/8/8/K7 b - - 0 1", "Ka1 kh8 b"},
		{"black knight", "Ka1 kh8 nc3 w", "7k/8/8/8/8/2n5/8/K7 w - - 0 1", "Ka1 kh8 nc3 w"},
		// The full-width forms a Japanese or Chinese keyboard types read as ASCII; the ideographic space and
		// the full-width comma separate words.
		{"short form, full-width", "Ｋｅ１　Ｐｅ２，ｋｅ８　ｗ", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "Ke1 Pe2 ke8 w"},
		{"short form, one full-width letter", "Ｋe1 Pe2 ke8 w", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "Ke1 Pe2 ke8 w"},
		{"short form, side full-width", "Ke1 ke8 pe7 ｂｌａｃｋ", "4k3/4p3/8/8/8/8/8/4K3 b - - 0 1", "Ke1 ke8 pe7 b"},
		{"FEN, full-width", "４ｋ３／８／８／８／８／８／４Ｐ３／４Ｋ３　ｂ　－　－　１２　４０", "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1", "Ke1 Pe2 ke8 b"},
		{"FEN, full-width en passant", "4k3/8/8/8/4P3/8/8/4K3 b - ｅ３ 0 1", "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1", "Ke1 Pe4 ke8 b"},
		{"FEN, the largest clock", "4k3/8/8/8/8/8/4P3/4K3 w - - 9999 1", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "Ke1 Pe2 ke8 w"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Parse(tc.in)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tc.in, err)
			}
			if got := p.String(); got != tc.fen {
				t.Errorf("Parse(%q).String() = %q, want %q", tc.in, got, tc.fen)
			}
			if got := p.Short(); got != tc.short {
				t.Errorf("Parse(%q).Short() = %q, want %q", tc.in, got, tc.short)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, in string
		want     InputError
	}{
		{"empty", "   ", InputError{Code: CodeEmpty}},
		{"seven ranks", "8/8/8/8/8/8/4K2k", InputError{Code: CodeRankCount, Count: 7}},
		{"long rank", "4k3/8/8/8/8/8/4P4/4K3 w", InputError{Code: CodeRankLength, Rank: 2, Count: 9}},
		{"short rank", "4k3/8/8/8/8/8/4P2/4K3 w", InputError{Code: CodeRankLength, Rank: 2, Count: 7}},
		{"zero is no digit", "4k3/8/8/8/8/8/4P3/4K03 w", InputError{Code: CodeBadCharacter, Rank: 1, Text: "0"}},
		{"unknown letter", "4k3/8/8/8/8/8/4X3/4K3 w", InputError{Code: CodeBadCharacter, Rank: 2, Text: "X"}},
		{"side to move", "4k3/8/8/8/8/8/4P3/4K3 x", InputError{Code: CodeSideToMove, Text: "x"}},
		{"castling", "4k3/8/8/8/8/8/4P3/4K3 w KX", InputError{Code: CodeCastling, Text: "KX"}},
		{"castling letter twice", "4k3/8/8/8/8/8/4P3/4K3 w KKq", InputError{Code: CodeCastling, Text: "KKq"}},
		{"castling by files (Shredder-FEN)", "4k3/8/8/8/8/8/4P3/4K3 w HAha", InputError{Code: CodeCastling, Text: "HAha"}},
		{"castling field and a dash", "4k3/8/8/8/8/8/4P3/4K3 w K-", InputError{Code: CodeCastling, Text: "K-"}},
		{"en passant", "4k3/8/8/8/8/8/4P3/4K3 w - e9", InputError{Code: CodeEnPassant, Text: "e9"}},
		{"en passant on the fourth rank", "4k3/8/8/8/4P3/8/8/4K3 b - e4", InputError{Code: CodeEnPassant, Text: "e4"}},
		{"en passant in capitals", "4k3/8/8/8/4P3/8/8/4K3 b - E3", InputError{Code: CodeEnPassant, Text: "E3"}},
		// A malformed field is told before the board's mistakes, as the other fields are.
		{"malformed castling, board wrong", "4k3/8/8/8/8/8/4P3/4k3 w x", InputError{Code: CodeCastling, Text: "x"}},
		// Well-formed rights that cannot be, or that the tables would ignore: refused, naming the first.
		{"castling without a rook", "4k3/8/8/8/8/8/4P3/4K3 w KQkq - 0 1", InputError{Code: CodeCastlingImpossible,
			Text: "KQkq", Color: White, Square: H1}},
		{"castling, black king moved", "3k4/8/8/8/8/8/4P3/4K3 w q", InputError{Code: CodeCastlingImpossible,
			Text: "q", Color: Black, Square: A8}},
		{"castling, rook not in its corner", "4k3/8/8/8/8/8/8/4K1R1 w K", InputError{Code: CodeCastlingImpossible,
			Text: "K", Color: White, Square: H1}},
		{"castling, the other side's rook", "4k3/8/8/8/8/8/8/4K2r w K", InputError{Code: CodeCastlingImpossible,
			Text: "K", Color: White, Square: H1}},
		{"castling the tables do not play", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", InputError{Code: CodeCastlingUnsupported,
			Text: "Q", Color: White, Square: A1}},
		{"castling the tables do not play, black", "r3k3/8/8/8/8/8/8/4K3 b q", InputError{Code: CodeCastlingUnsupported,
			Text: "q", Color: Black, Square: A8}},
		{"en passant, no pawn moved", "4k3/8/8/8/8/8/4P3/4K3 b - e3", InputError{Code: CodeEnPassantImpossible,
			Text: "e3", Color: White, Square: E3}},
		{"en passant, the mover to move", "4k3/8/8/8/4P3/8/8/4K3 w - e3", InputError{Code: CodeEnPassantImpossible,
			Text: "e3", Color: White, Square: E3}},
		{"en passant, its start taken", "4k3/8/8/8/4P3/8/4K3/8 b - e3", InputError{Code: CodeEnPassantImpossible,
			Text: "e3", Color: White, Square: E3}},
		{"en passant, the square passed taken", "8/8/8/8/4P3/4k3/8/4K3 b - e3", InputError{Code: CodeEnPassantImpossible,
			Text: "e3", Color: White, Square: E3}},
		{"en passant, no black pawn", "4k3/8/8/8/8/8/4P3/4K3 w - d6", InputError{Code: CodeEnPassantImpossible,
			Text: "d6", Color: Black, Square: D6}},
		{"en passant, a white pawn there", "4k3/8/8/3P4/8/8/8/4K3 w - d6", InputError{Code: CodeEnPassantImpossible,
			Text: "d6", Color: Black, Square: D6}},
		// Before e2-e4 the pawn on e2 checked the king on d3 with White to move: no position led there.
		{"en passant, the position before it illegal", "8/8/8/8/4P3/3k4/8/4K3 b - e3 0 1", InputError{Code: CodeEnPassantBefore,
			Text: "e3", Color: White, Square: E3, Other: D3}},
		{"en passant, the position before it illegal, black", "8/8/4K3/3p4/8/8/8/k7 w - d6 0 1", InputError{Code: CodeEnPassantBefore,
			Text: "d6", Color: Black, Square: D6, Other: E6}},
		// A double step is a pawn move: it sets the halfmove clock to 0.
		{"en passant with a clock", "k7/8/8/8/3KP3/8/8/8 b - e3 99 1", InputError{Code: CodeEnPassantClock,
			Text: "e3", Color: White, Square: E3, Count: 99}},
		{"en passant with a clock of 1", "4k3/8/8/8/4P3/8/8/4K3 b - e3 1 1", InputError{Code: CodeEnPassantClock,
			Text: "e3", Color: White, Square: E3, Count: 1}},
		// The board's own mistakes come before what the fields say of it.
		{"castling and kings adjacent", "8/8/8/8/8/8/3kP3/4K3 w KQkq", InputError{Code: CodeKingsAdjacent, Square: E1, Other: D2}},
		{"clock", "4k3/8/8/8/8/8/4P3/4K3 w - - x 1", InputError{Code: CodeMoveCounter, Text: "x"}},
		// A clock above MaxHalfmove is no game's: refused, not read as a draw.
		{"clock too large", "4k3/8/8/8/8/8/4P3/4K3 w - - 10000 1", InputError{Code: CodeHalfmoveClock, Text: "10000"}},
		{"clock beyond 2^64", "4k3/8/8/8/8/8/4P3/4K3 w - - 18446744073709551617 1", InputError{Code: CodeHalfmoveClock,
			Text: "18446744073709551617"}},
		{"clock signed", "4k3/8/8/8/8/8/4P3/4K3 w - - -1 1", InputError{Code: CodeMoveCounter, Text: "-1"}},
		{"a long clock, cut", "4k3/8/8/8/8/8/4P3/4K3 w - - " + strings.Repeat("9", 100) + " 1", InputError{Code: CodeHalfmoveClock,
			Text: strings.Repeat("9", 40) + "…"}},
		// A thousands separator in a counter would split it: 1,000 read as the counters 1 and 000 (a clock
		// of 1 where 1000 draws), or left a field over. A comma between counters stays a separator.
		{"fullmove grouped", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1,000", InputError{Code: CodeCounterGrouped, Text: "1,000"}},
		{"clock grouped, nothing after", "4k3/8/8/8/8/8/4P3/4K3 w - - 1,000", InputError{Code: CodeCounterGrouped, Text: "1,000"}},
		{"clock grouped", "4k3/8/8/8/8/8/4P3/4K3 w - - 9,999 1", InputError{Code: CodeCounterGrouped, Text: "9,999"}},
		{"two groups", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1,000,000", InputError{Code: CodeCounterGrouped, Text: "1,000,000"}},
		{"full-width comma", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 １，０００", InputError{Code: CodeCounterGrouped, Text: "１，０００"}},
		// A character that is not ASCII is quoted whole, not by its first byte.
		{"a Hangul syllable", "4k3/8/8/8/8/8/4P3/4K한 w", InputError{Code: CodeBadCharacter, Rank: 1, Text: "한"}},
		{"an accented letter", "4k3/8/8/8/8/8/4P3/é3K3 w", InputError{Code: CodeBadCharacter, Rank: 1, Text: "é"}},
		{"a full-width letter that is no piece", "4k3/8/8/8/8/8/4Ｘ3/4K3 w", InputError{Code: CodeBadCharacter, Rank: 2, Text: "Ｘ"}},
		// Full-width words read as ASCII are quoted as typed.
		{"full-width side to move", "4k3/8/8/8/8/8/4P3/4K3 ｘ", InputError{Code: CodeSideToMove, Text: "ｘ"}},
		{"full-width castling", "4k3/8/8/8/8/8/4P3/4K3 w ＫＱｋｑ", InputError{Code: CodeCastlingImpossible, Text: "ＫＱｋｑ", Color: White, Square: H1}},
		{"full-width en passant", "4k3/8/8/8/8/8/4P3/4K3 b - ｅ３", InputError{Code: CodeEnPassantImpossible, Text: "ｅ３", Color: White, Square: E3}},
		{"full-width bad token", "Ｋｅ９ Pe2 ke8", InputError{Code: CodeBadToken, Text: "Ｋｅ９", Index: 1}},
		{"full-width after the side", "Ke1 Pe2 ke8 ｗ ｂ", InputError{Code: CodeAfterSide, Text: "ｂ", Index: 5, Side: "ｗ"}},
		// A word too long for a message is cut to 40 characters.
		{"a long word", strings.Repeat("K", 2990), InputError{Code: CodeBadToken, Text: strings.Repeat("K", 40) + "…", Index: 1}},
		{"a long side to move", "4k3/8/8/8/8/8/4P3/4K3 " + strings.Repeat("w", 50), InputError{Code: CodeSideToMove, Text: strings.Repeat("w", 40) + "…"}},
		{"a long word after the side", "Ke1 Pe2 ke8 " + strings.Repeat("white", 10) + " w", InputError{Code: CodeBadToken,
			Text: strings.Repeat("white", 8) + "…", Index: 4}},
		{"a long extra field", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 " + strings.Repeat("z", 41), InputError{Code: CodeExtraFields, Text: strings.Repeat("z", 40) + "…"}},
		{"extra field", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 z", InputError{Code: CodeExtraFields, Text: "z"}},
		{"bad token", "Ke1 Pe9 ke8", InputError{Code: CodeBadToken, Text: "Pe9", Index: 2}},
		{"a move number first", "1. Ke1 Pe2 ke8 w", InputError{Code: CodeBadToken, Text: "1.", Index: 1}},
		{"side not last", "Ke1 w ke8", InputError{Code: CodeAfterSide, Text: "ke8", Index: 3, Side: "w"}},
		{"a move number last", "Ke1 Pe2 ke8 w 1", InputError{Code: CodeAfterSide, Text: "1", Index: 5, Side: "w"}},
		{"the side twice", "Ke1 Pe2 ke8 b w", InputError{Code: CodeAfterSide, Text: "w", Index: 5, Side: "b"}},
		{"words after the side", "Ke1 Pe2 ke8 white to move", InputError{Code: CodeAfterSide, Text: "to", Index: 5, Side: "white"}},
		{"a game in PGN", ` [FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"] 1. Kd2`, InputError{Code: CodePGNGiven}},
		{"square taken", "Ke1 Pe1 ke8", InputError{Code: CodeSquareTaken, Square: E1}},
		{"no white king", "Pe2 ke8", InputError{Code: CodeMissingKing, Color: White}},
		{"no black king", "4K3/8/8/8/8/8/4P3/8 w", InputError{Code: CodeMissingKing, Color: Black}},
		{"two black kings", "Ke1 ka8 kh8", InputError{Code: CodeExtraKing, Color: Black, Count: 2}},
		{"two pawns", "Ke1 Pe2 Pd2 ke8", InputError{Code: CodeTooManyPieces, Count: 2}},
		{"pawn on the eighth", "Ke1 Pe8 ka8", InputError{Code: CodePawnRank, Square: E8, Piece: WhitePawn}},
		{"black pawn on the first", "Ke3 pa1 ka8 b", InputError{Code: CodePawnRank, Square: A1, Piece: BlackPawn}},
		{"kings adjacent", "Ke1 Pa2 kd2", InputError{Code: CodeKingsAdjacent, Square: E1, Other: D2}},
		{"pawn checks, white to move", "Ke1 Pe2 kf3 w", InputError{Code: CodeOpponentInCheck, Color: Black, Square: F3,
			Piece: WhitePawn, Other: E2}},
		{"queen checks, white to move", "Ke1 Qe2 ke8 w", InputError{Code: CodeOpponentInCheck, Color: Black, Square: E8,
			Piece: WhiteQueen, Other: E2}},
		{"black pawn checks, black to move", "Ke1 pd2 ke8 b", InputError{Code: CodeOpponentInCheck, Color: White,
			Square: E1, Piece: BlackPawn, Other: D2}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse(tc.in)
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("Parse(%q) = %v, want an *InputError %s", tc.in, err, tc.want.Code)
			}
			if *ie != tc.want {
				t.Errorf("Parse(%q) = %+v, want %+v", tc.in, *ie, tc.want)
			}
		})
	}
}

func TestParseKPK(t *testing.T) {
	tests := []struct {
		in   string
		want Piece // NoPiece: accepted
	}{
		{"Ke1 Pe2 ke8 w", NoPiece},
		{"Ke1 ke8 pe7 b", NoPiece},
		{"Ke1 Qe2 ke8 w", WhiteQueen}, // refused for the material before the check is seen
		{"Ke1 ke8 rh8 w", BlackRook},
	}
	for _, tc := range tests {
		_, err := ParseKPK(tc.in)
		var ie *InputError
		switch {
		case tc.want == NoPiece && err != nil:
			t.Errorf("ParseKPK(%q) = %v, want a position", tc.in, err)
		case tc.want != NoPiece && (!errors.As(err, &ie) || ie.Code != CodeNotKPK || ie.Piece != tc.want):
			t.Errorf("ParseKPK(%q) = %v, want %s with %v", tc.in, err, CodeNotKPK, tc.want)
		}
	}
	_, err := ParseKPK("Ke1 ke8")
	if ie := (*InputError)(nil); !errors.As(err, &ie) || ie.Code != CodeNotKPK || ie.Piece != NoPiece {
		t.Errorf("ParseKPK(%q) = %v, want %s with no piece", "Ke1 ke8", err, CodeNotKPK)
	}
}

// TestRoundTrip: every K+P v K position, and a sample of the others, reads back from both its forms.
func TestRoundTrip(t *testing.T) {
	for _, piece := range []Piece{WhitePawn, BlackPawn, WhiteQueen, BlackRook, WhiteBishop, BlackKnight} {
		step := 1
		if piece.Type() != Pawn {
			step = 13
		}
		forEachPosition(t, piece, step, func(p Position) {
			for _, s := range []string{p.String(), p.Short()} {
				if q, err := Parse(s); err != nil || q != p {
					t.Fatalf("Parse(%q) = %v, %v; want %v", s, q, err, p)
				}
			}
		})
	}
}

func TestTextMarshaling(t *testing.T) {
	p, _ := Parse("Ke1 Pe2 ke8 b")
	text, err := p.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	var q Position
	if err := q.UnmarshalText(text); err != nil || q != p {
		t.Errorf("UnmarshalText(%q) = %v, %v; want %v", text, q, err, p)
	}
	if err := q.UnmarshalText([]byte("Ke1 ke2")); err == nil {
		t.Errorf("UnmarshalText(%q) succeeded, want an error", "Ke1 ke2")
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"8/8/8/8/8/8/4P3/4K2k w - - 0 1", "Ke1 Pe2 ke8 w", "Ka1 Qb2 ke6 b", "Ke1 ke8",
		"4k3/8/8/8/8/8/4P4/4K3", "ke8 pe7 Ke1 b", "8/8/8/8/8/8/8/8", "K7/8/8/8/8/8/8/7k b KQkq e3 0 1", "Pe9,,w",
		"4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "4k3/8/8/3p4/8/8/8/4K3 w kK d6",
		"４ｋ３／８／８／８／８／８／４Ｐ３／４Ｋ３　ｂ　－　ｅ３", "4k3/8/8/8/8/8/4P3/4K한 w"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s)
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) || ie.Code == "" || !strings.HasPrefix(ie.Error(), "kpk: "+string(ie.Code)) {
				t.Fatalf("Parse(%q) = %v, want an *InputError with a code", s, err)
			}
			return
		}
		if err := p.check(); err != nil {
			t.Fatalf("Parse(%q) accepted an illegal position: %v", s, err)
		}
		for _, form := range []string{p.String(), p.Short()} {
			if q, err := Parse(form); err != nil || q != p {
				t.Fatalf("Parse(%q) = %v; Parse(%q) = %v, %v", s, p, form, q, err)
			}
		}
		if _, err := ParseKPK(s); (err == nil) != (p.Material() == KPvK) {
			t.Fatalf("ParseKPK(%q) = %v for %v", s, err, p.Material())
		}
		// Every move of an accepted position leads to another legal one, and the tables agree with its moves.
		for _, m := range p.LegalMoves() {
			if err := p.play(m).check(); err != nil {
				t.Fatalf("%v after %v in %v: %v", p.play(m), m, p, err)
			}
		}
		if err := checkPosition(p); err != nil {
			t.Fatal(err)
		}
		// An accepted FEN keeps no castling right, and its en passant square is one a double step just
		// passed: the pawn in front of it is the side's not to move.
		read := typed.Fold(s)
		if fields := strings.FieldsFunc(read, func(r rune) bool { return r < 128 && isSeparator(byte(r)) }); strings.Contains(read, "/") {
			if len(fields) > 2 && fields[2] != "-" {
				t.Fatalf("Parse(%q) accepted the castling field %q", s, fields[2])
			}
			if len(fields) > 3 && fields[3] != "-" {
				sq, _ := parseSquare(fields[3])
				front := NewSquare(sq.File(), 3)
				if sq.Rank() == 5 {
					front = NewSquare(sq.File(), 4)
				}
				if p.PieceAt(front) != NewPiece(Pawn, p.Turn().Other()) {
					t.Fatalf("Parse(%q) accepted the en passant square %q", s, fields[3])
				}
			}
		}
	})
}
