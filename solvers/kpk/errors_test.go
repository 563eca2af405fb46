package kpk

import (
	"strings"
	"testing"
)

// TestErrorSentences: the sentences the Discord layer shows as they are.
func TestErrorSentences(t *testing.T) {
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
		"4k3/8/8/8/8/8/4P4/4K3": "Rank 2 of the FEN board covers 9 squares instead of 8.",
	}
	for in, want := range tests {
		if _, err := Parse(in); err == nil || err.Error() != want {
			t.Errorf("Parse(%q) = %v, want %q", in, err, want)
		}
	}
	for _, c := range []Code{CodeEmpty, CodeRankCount, CodeRankLength, CodeBadCharacter, CodeSideToMove, CodeCastling,
		CodeEnPassant, CodeMoveCounter, CodeExtraFields, CodeBadToken, CodeSquareTaken, CodeMissingKing, CodeExtraKing,
		CodeTooManyPieces, CodeNotKPK, CodePawnRank, CodeKingsAdjacent, CodeOpponentInCheck, CodeIllegalMove} {
		msg := (&InputError{Code: c, Count: 2, Rank: 3, Text: "x", Piece: WhiteQueen, Square: E4}).Error()
		if !strings.HasSuffix(msg, ".") || strings.Contains(msg, "not valid ("+string(c)) {
			t.Errorf("InputError{Code: %s}.Error() = %q, want one sentence", c, msg)
		}
	}
}
