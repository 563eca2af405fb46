package kpk

import (
	"errors"
	"strings"
	"testing"
)

// TestErrorCodes: what is wrong with a position comes back as a code with its fields; the sentences a user
// reads are the game's message catalogue's (commands/kpk), and Error is the developers' short form.
func TestErrorCodes(t *testing.T) {
	tests := map[string]InputError{
		"Ke1 Pa2 kd2":           {Code: CodeKingsAdjacent, Square: E1, Other: D2},
		"Ke1 Pe2 kf3 w":         {Code: CodeOpponentInCheck, Color: Black, Square: F3, Piece: WhitePawn, Other: E2},
		"Ke1 ke8 pd2 b":         {Code: CodeOpponentInCheck, Color: White, Square: E1, Piece: BlackPawn, Other: D2},
		"Ke1 Pe8 ka8":           {Code: CodePawnRank, Square: E8, Piece: WhitePawn},
		"Ke3 pa1 ka8 b":         {Code: CodePawnRank, Square: A1, Piece: BlackPawn},
		"Ke1 Pe2 Pd2 ke8":       {Code: CodeTooManyPieces, Count: 2},
		"4k3/8/8/8/8/8/4P4/4K3": {Code: CodeRankLength, Rank: 2, Count: 9},
	}
	for in, want := range tests {
		_, err := Parse(in)
		var ie *InputError
		if !errors.As(err, &ie) || *ie != want {
			t.Errorf("Parse(%q) = %#v, want %#v", in, err, want)
		}
	}
	if _, err := Parse("Ke1 Pa2 kd2"); err == nil || err.Error() != "kpk: kings_adjacent (e1 d2)" {
		t.Errorf("Error() = %v, want the code and the squares", err)
	}
	for _, c := range []Code{CodeEmpty, CodeRankCount, CodeRankLength, CodeBadCharacter, CodeSideToMove, CodeCastling,
		CodeEnPassant, CodeMoveCounter, CodeExtraFields, CodeBadToken, CodeAfterSide, CodePGNGiven, CodeSquareTaken, CodeMissingKing, CodeExtraKing,
		CodeTooManyPieces, CodeNotKPK, CodePawnRank, CodeKingsAdjacent, CodeOpponentInCheck, CodeIllegalMove, CodePGNTag,
		CodePGNNoFEN, CodePGNMove, CodePGNPromotion, CodeCastlingImpossible, CodeCastlingUnsupported, CodeEnPassantImpossible, CodeEnPassantBefore, CodeEnPassantClock} {
		msg := (&InputError{Code: c, Count: 2, Rank: 3, Text: "x", Piece: WhiteQueen, Square: E4}).Error()
		if !strings.HasPrefix(msg, "kpk: "+string(c)) || strings.Contains(msg, "\n") {
			t.Errorf("InputError{Code: %s}.Error() = %q, want the code on one line", c, msg)
		}
	}
}
