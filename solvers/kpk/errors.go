package kpk

import (
	"fmt"
	"strconv"

	"kibitz/solvers/internal/inputerr"
)

// Code says what is wrong with a position or a move the user gave. The game's message catalogue
// (commands/kpk/messages_errors.go) switches on it to word the message, for Discord in the user's language
// and for `kibitz solve kpk` in English, using the InputError fields listed with each code.
type Code string

// The input error codes. Each lists the InputError fields it fills; the others keep their zero values and
// mean nothing (a zero Square is a1, so look only at the fields listed). Text, Side and the characters of
// CodeBadCharacter are the input as typed (full-width forms too, which the reader takes for their ASCII:
// see Parse), Text and Side cut to at most 40 characters and "…" (typed.Clip).
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
	// CodeCastling: the FEN castling field is not "-" or some of the letters KQkq, each at most once.
	// Text: the field.
	CodeCastling Code = "castling"
	// CodeCastlingImpossible: the FEN castling field gives a right the position cannot have: the side's
	// king is not on e1 (e8) or its rook not in that corner (with K+P v K there is no rook at all). The
	// first right of the field is told. Text: the field; Color: the side of that right; Square: its
	// rook's corner (h1 for K, a1 for Q, h8 for k, a8 for q).
	CodeCastlingImpossible Code = "castling_impossible"
	// CodeCastlingUnsupported: the FEN castling field gives a right the position can have (K+R v K with
	// king and rook at home), which the tables do not play, so they cannot answer for it. The fields as
	// for CodeCastlingImpossible.
	CodeCastlingUnsupported Code = "castling_unsupported"
	// CodeEnPassant: the FEN en passant field is not "-" or a square on the third or sixth rank (the only
	// squares a double step passes). Text: the field.
	CodeEnPassant Code = "en_passant"
	// CodeEnPassantImpossible: the FEN en passant square says a pawn has just made a double step that the
	// position cannot follow: it is the mover's turn, or its pawn is not in front of the square, or the
	// square or the one the pawn left is taken. Text: the field; Square: the en passant square; Color: the
	// side that would have moved (White for a square on the third rank).
	CodeEnPassantImpossible Code = "en_passant_impossible"
	// CodeEnPassantBefore: the FEN en passant square says a pawn has just made a double step from a
	// position that no game reaches: the pawn on its starting square checked the other king, with its own
	// side to move. The fields as for CodeEnPassantImpossible, and Other: the king checked.
	CodeEnPassantBefore Code = "en_passant_before"
	// CodeEnPassantClock: the FEN en passant square says a pawn has just made a double step, a pawn move,
	// which sets the halfmove clock to 0, but the clock is not 0. The fields as for
	// CodeEnPassantImpossible, and Count: the clock.
	CodeEnPassantClock Code = "en_passant_clock"
	// CodeMoveCounter: the FEN halfmove clock or move number is not a number. Text: the field.
	CodeMoveCounter Code = "move_counter"
	// CodeHalfmoveClock: the FEN halfmove clock is a number above MaxHalfmove (9,999). Text: the field.
	CodeHalfmoveClock Code = "halfmove_clock"
	// CodeCounterGrouped: a FEN counter is written with a thousands separator (1,000), which would read
	// as two fields, the comma separating them. Text: the counter as typed, its groups with it.
	CodeCounterGrouped Code = "counter_grouped"
	// CodeExtraFields: the FEN has more than six fields. Text: the first extra field.
	CodeExtraFields Code = "extra_fields"
	// CodeBadToken: a word of the short form is not a piece on a square like Ke1 (nor a final w or b).
	// Text: the word; Index: its place among the words, from 1.
	CodeBadToken Code = "bad_token"
	// CodeAfterSide: a word of the short form follows the side to move, which must be the last word (a move
	// number after it, the side given twice, a piece after it). Text: that word; Index: its place among
	// the words, from 1; Side: the side-to-move word before it, at Index-1.
	CodeAfterSide Code = "after_side"
	// CodePGNGiven: a position was wanted, and a game in PGN was given (its tag pairs first). No fields.
	CodePGNGiven Code = "pgn_given"
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
	// CodePGNTag: a game in PGN (ParsePGN) has something after "[" that is not a tag pair like
	// [FEN "..."]. Text: the input from that "[", at most 40 characters.
	CodePGNTag Code = "pgn_tag"
	// CodePGNNoFEN: a game in PGN has no FEN tag, so it would start from the initial position, which is
	// not one of these endgames. No fields.
	CodePGNNoFEN Code = "pgn_no_fen"
	// CodePGNMove: a move of a game in PGN cannot be played: it is not a legal move in the position it is
	// played in, or not a move at all. Count: the move's number as the game numbers it (the FEN's fullmove
	// number for the first); Color: the side whose move it is; Text: the move as written, at most 40
	// characters.
	CodePGNMove Code = "pgn_move"
	// CodePGNPromotion: a move of a game in PGN takes a pawn to the last rank without naming the piece it
	// becomes ("e8" for "e8=Q"). Count, Color and Text as for CodePGNMove.
	CodePGNPromotion Code = "pgn_promotion"
)

// InputError is a mistake in what the user gave: a position that cannot be read or cannot occur, or an
// illegal move. Code and the fields say what and where; the game's message catalogue words them for a user
// (commands/kpk/messages_errors.go), and Error is a short text for developers and logs.
type InputError struct {
	Code   Code
	Text   string // the offending input, for the codes that say so
	Rank   int    // a rank 1-8
	Count  int
	Square Square
	Other  Square
	Color  Color
	Piece  Piece
	Index  int    // a word's place in the short form, from 1
	Side   string // the side-to-move word of the short form, as given
	// Tag is "FEN" when the mistake is in the value of a PGN's FEN tag (ParsePGN), the position a game
	// starts from; "" otherwise. The code and the other fields say what is wrong with the value.
	Tag string
}

// Error is the code with the fields it fills, for developers and logs: "kpk: kings_adjacent (e1 d2)".
func (e *InputError) Error() string {
	var detail string
	switch e.Code {
	case CodeRankCount, CodeTooManyPieces:
		detail = strconv.Itoa(e.Count)
	case CodeRankLength:
		detail = fmt.Sprintf("rank %d, %d squares", e.Rank, e.Count)
	case CodeBadCharacter:
		detail = fmt.Sprintf("rank %d, %q", e.Rank, e.Text)
	case CodeSideToMove, CodeCastling, CodeEnPassant, CodeMoveCounter, CodeHalfmoveClock, CodeCounterGrouped, CodeExtraFields, CodeIllegalMove, CodePGNTag:
		detail = strconv.Quote(e.Text)
	case CodeBadToken:
		detail = fmt.Sprintf("%q, word %d", e.Text, e.Index)
	case CodeAfterSide:
		detail = fmt.Sprintf("%q, word %d, after %q", e.Text, e.Index, e.Side)
	case CodePGNMove, CodePGNPromotion:
		dots := "."
		if e.Color == Black {
			dots = "..."
		}
		detail = fmt.Sprintf("%d%s %q", e.Count, dots, e.Text)
	case CodeSquareTaken:
		detail = e.Square.String()
	case CodeMissingKing:
		detail = e.Color.String()
	case CodeCastlingImpossible, CodeCastlingUnsupported, CodeEnPassantImpossible:
		detail = fmt.Sprintf("%q, %s %s", e.Text, e.Color, e.Square)
	case CodeEnPassantBefore:
		detail = fmt.Sprintf("%q, %s %s, king %s", e.Text, e.Color, e.Square, e.Other)
	case CodeEnPassantClock:
		detail = fmt.Sprintf("%q, %s %s, clock %d", e.Text, e.Color, e.Square, e.Count)
	case CodeExtraKing:
		detail = fmt.Sprintf("%s, %d", e.Color, e.Count)
	case CodeNotKPK:
		detail = e.Piece.Name()
	case CodePawnRank:
		detail = e.Piece.Name() + " " + e.Square.String()
	case CodeKingsAdjacent:
		detail = e.Square.String() + " " + e.Other.String()
	case CodeOpponentInCheck:
		detail = fmt.Sprintf("%s king %s, %s %s", e.Color, e.Square, e.Piece.Name(), e.Other)
	}
	var tag string
	if e.Tag != "" {
		tag = "in the " + e.Tag + " tag"
	}
	return inputerr.Text("kpk", string(e.Code), detail, tag)
}
