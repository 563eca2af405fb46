package kpk

import (
	"fmt"
	"strings"
)

// Code says what is wrong with a position or a move the user gave. The Discord layer switches on it to word
// the message in the user's language, using the InputError fields listed with each code.
type Code string

// The input error codes. Each lists the InputError fields it fills; the others keep their zero values and
// mean nothing (a zero Square is a1, so look only at the fields listed).
const (
	// CodeEmpty: the input is blank. No fields.
	CodeEmpty Code = "empty"
	// CodeRankCount: the FEN board does not have 8 ranks. Count: how many it has.
	CodeRankCount Code = "rank_count"
	// CodeRankLength: a FEN rank does not cover 8 squares. Rank: 1-8; Count: how many squares it covers.
	CodeRankLength Code = "rank_length"
	// CodeBadCharacter: a FEN rank holds something that is neither a piece letter nor a digit 1-8.
	// Rank: 1-8; Text: the character.
	CodeBadCharacter Code = "bad_character"
	// CodeSideToMove: the side to move is not w or b. Text: what was given.
	CodeSideToMove Code = "side_to_move"
	// CodeCastling: the FEN castling field is not "-" or letters from KQkq. Text: the field.
	CodeCastling Code = "castling"
	// CodeEnPassant: the FEN en passant field is not "-" or a square. Text: the field.
	CodeEnPassant Code = "en_passant"
	// CodeMoveCounter: the FEN halfmove clock or move number is not a number. Text: the field.
	CodeMoveCounter Code = "move_counter"
	// CodeExtraFields: the FEN has more than six fields. Text: the first extra field.
	CodeExtraFields Code = "extra_fields"
	// CodeBadToken: a word of the short form is not a piece on a square like Ke1 (nor a final w or b).
	// Text: the word.
	CodeBadToken Code = "bad_token"
	// CodeSquareTaken: the short form puts two pieces on one square. Square: that square.
	CodeSquareTaken Code = "square_taken"
	// CodeMissingKing: a side has no king. Color: that side.
	CodeMissingKing Code = "missing_king"
	// CodeExtraKing: a side has more than one king. Color: that side; Count: how many.
	CodeExtraKing Code = "extra_king"
	// CodeTooManyPieces: more than one piece besides the kings. Count: how many there are.
	CodeTooManyPieces Code = "too_many_pieces"
	// CodeNotKPK: where only king and pawn against king is accepted (ParseKPK, kibitz solve kpk), the piece
	// besides the kings is not a pawn. Piece: that piece, or NoPiece when there is none.
	CodeNotKPK Code = "not_kpk"
	// CodePawnRank: a pawn stands on the first or last rank. Square: the pawn's square; Piece: the pawn.
	CodePawnRank Code = "pawn_rank"
	// CodeKingsAdjacent: the kings stand next to each other. Square: the white king; Other: the black king.
	CodeKingsAdjacent Code = "kings_adjacent"
	// CodeOpponentInCheck: the side not to move is in check, so the side to move could take its king.
	// Color: the side in check; Square: its king; Piece: the checking piece; Other: the checking piece's square.
	CodeOpponentInCheck Code = "opponent_in_check"
	// CodeIllegalMove: a move is not legal in the position, or not a move at all. Text: the move as given.
	CodeIllegalMove Code = "illegal_move"
)

// InputError is a mistake in what the user gave: a position that cannot be read or cannot occur, or an
// illegal move. Error is one English sentence; Code and the fields let the caller word it otherwise.
type InputError struct {
	Code   Code
	Text   string // the offending input, for the codes that say so
	Rank   int    // a rank 1-8
	Count  int
	Square Square
	Other  Square
	Color  Color
	Piece  Piece
}

// Error is one full English sentence saying what is wrong and where: "The kings stand next to each other
// (e1 and d2)." It is what `kibitz solve kpk` prints; the Discord layer words the same fields in the user's
// language.
func (e *InputError) Error() string {
	switch e.Code {
	case CodeEmpty:
		return "The position is empty: give a FEN or pieces like Ke1 Pe2 ke8 w."
	case CodeRankCount:
		return fmt.Sprintf("The FEN board has %d %s instead of 8.", e.Count, plural(e.Count, "rank", "ranks"))
	case CodeRankLength:
		return fmt.Sprintf("Rank %d of the FEN board covers %d %s instead of 8.", e.Rank, e.Count,
			plural(e.Count, "square", "squares"))
	case CodeBadCharacter:
		return fmt.Sprintf("Rank %d of the FEN board holds %q, which is neither a piece letter nor a digit 1-8.",
			e.Rank, e.Text)
	case CodeSideToMove:
		return fmt.Sprintf("The side to move must be w or b, not %q.", e.Text)
	case CodeCastling:
		return fmt.Sprintf("The castling field of the FEN must be - or letters from KQkq, not %q.", e.Text)
	case CodeEnPassant:
		return fmt.Sprintf("The en passant field of the FEN must be - or a square, not %q.", e.Text)
	case CodeMoveCounter:
		return fmt.Sprintf("The move counters of the FEN must be whole numbers, not %q.", e.Text)
	case CodeExtraFields:
		return fmt.Sprintf("The FEN has more than six fields: %q is one too many.", e.Text)
	case CodeBadToken:
		return fmt.Sprintf("%q is not a piece on a square: write pieces like Ke1 Pe2 ke8 (lower case for black), "+
			"then w or b for the side to move.", e.Text)
	case CodeSquareTaken:
		return fmt.Sprintf("Two pieces stand on %s.", e.Square)
	case CodeMissingKing:
		return fmt.Sprintf("%s has no king.", capitalize(e.Color.String()))
	case CodeExtraKing:
		return fmt.Sprintf("%s has %d kings; each side needs exactly one.", capitalize(e.Color.String()), e.Count)
	case CodeTooManyPieces:
		return fmt.Sprintf("The position has %d pieces besides the kings; at most one (a pawn, knight, bishop, "+
			"rook or queen) is possible here.", e.Count)
	case CodeNotKPK:
		if e.Piece == NoPiece {
			return "The position needs one pawn besides the two kings, and it has none."
		}
		return fmt.Sprintf("The position needs one pawn besides the two kings, not a %s.", e.Piece.Name())
	case CodePawnRank:
		return fmt.Sprintf("The %s on %s stands on the first or last rank, where no pawn can be.", e.Piece.Name(), e.Square)
	case CodeKingsAdjacent:
		return fmt.Sprintf("The kings stand next to each other (%s and %s).", e.Square, e.Other)
	case CodeOpponentInCheck:
		return fmt.Sprintf("The %s king on %s is in check from the %s on %s, but it is %s to move: the side not to "+
			"move can never be in check.", e.Color, e.Square, e.Piece.Name(), e.Other, capitalize(e.Color.Other().String()))
	case CodeIllegalMove:
		return fmt.Sprintf("%q is not a legal move in this position.", e.Text)
	}
	return fmt.Sprintf("The input is not valid (%s).", e.Code)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
