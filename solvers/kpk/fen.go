package kpk

import (
	"strings"
	"unicode/utf8"

	"kibitz/solvers/internal/typed"
)

// Parse reads a position in either of two forms and checks that it is legal (see NewPosition):
//
//   - FEN, recognised by its "/": "8/8/8/8/8/8/4P3/4K2k w - - 0 1". Only the board is required; the side to
//     move defaults to white. The castling field is "-" (see checkCastling for why a right is refused), the
//     en passant field "-" or a square a double step just passed (see checkEnPassant), the clocks whole
//     numbers, the halfmove clock at most MaxHalfmove, which are not part of a Position: ParseCounters
//     reads them.
//   - The short form: pieces as a letter and a square, upper case for white and lower case for black, in
//     any order, separated by spaces or commas, then optionally the side to move as w or b (or white,
//     black); white by default. "Ke1 Pe2 ke8 w" is white king e1, white pawn e2, black king e8, white to
//     move; "Ke1 ke8 pe7 b" has a black pawn with black to move. Letters: K Q R B N P.
//
// Either form may be typed in the full-width forms of its characters, as a Japanese or Chinese keyboard
// types them ("Ｋｅ１　Ｐｅ２　ｋｅ８　ｗ"): they read as their ASCII (typed.Fold), and an error quotes them
// as typed.
//
// Any material Position allows is accepted (K+P v K, K+Q v K, ..., K v K); ParseKPK accepts only K+P v K.
// Errors are *InputError; a game in PGN (a tag pair first, "[FEN ...") is CodePGNGiven: ParsePGN reads it.
func Parse(s string) (Position, error) { return parse(s, false) }

// ParseKPK is Parse restricted to king and pawn against king (a pawn of either colour): any other material
// is an *InputError with CodeNotKPK.
func ParseKPK(s string) (Position, error) { return parse(s, true) }

func parse[T ~string | ~[]byte](s T, kpkOnly bool) (Position, error) {
	start, end := nextField(s, 0)
	if start == end {
		return Position{}, &InputError{Code: CodeEmpty}
	}
	if r, _ := typed.RuneAt(s, start); typed.ASCII(r) == '[' {
		// a tag pair: a game in PGN, which would read as a broken FEN board
		return Position{}, &InputError{Code: CodePGNGiven}
	}
	for i := 0; i < len(s); {
		r, size := typed.RuneAt(s, i)
		if typed.ASCII(r) == '/' {
			return parseFEN(s, kpkOnly)
		}
		i += size
	}
	return parseShort(s, kpkOnly)
}

// nextField returns the bounds of the first word of s at or after i, words being separated by spaces, tabs,
// commas (or their full-width forms, see separator); start == end == len(s) when there is none.
func nextField[T ~string | ~[]byte](s T, i int) (start, end int) {
	for i < len(s) {
		r, size := typed.RuneAt(s, i)
		if !separator(r) {
			break
		}
		i += size
	}
	start = i
	for i < len(s) {
		r, size := typed.RuneAt(s, i)
		if separator(r) {
			break
		}
		i += size
	}
	return start, i
}

func isSeparator(c byte) bool { return c == ' ' || c == '\t' || c == ',' || c == '\r' || c == '\n' }

// separator reports whether r separates words: an ASCII separator (isSeparator) or the full-width form of
// one, the ideographic space and the comma a Japanese or Chinese keyboard types (typed.ASCII).
func separator(r rune) bool {
	a := typed.ASCII(r)
	return a < utf8.RuneSelf && isSeparator(byte(a))
}

// MaxHalfmove is the largest halfmove clock a FEN may give. The clock counts the plies since the last
// capture or pawn move; from 100 the game is drawn (the fifty-move rule), and FIDE's seventy-five-move
// rule ends a game at 150 at the latest, so a clock in the thousands is no game's: it is a typing
// mistake, or a test of what kibitz does with one, and is refused rather than read as a draw.
const MaxHalfmove = 9999

// The fields of a FEN are read in their ASCII form (typed.Fold: "ｗ" is w), and an error quotes them as
// typed, at most typed.MaxQuote characters of them (typed.Clip).
func parseFEN[T ~string | ~[]byte](s T, kpkOnly bool) (Position, error) {
	var b Board
	start, end := nextField(s, 0)
	board := s[start:end]
	ranks := 1
	for i := 0; i < len(board); {
		r, size := typed.RuneAt(board, i)
		if typed.ASCII(r) == '/' {
			ranks++
		}
		i += size
	}
	if ranks != 8 {
		return Position{}, &InputError{Code: CodeRankCount, Count: ranks}
	}
	rank, file := 7, 0
	for i := 0; ; {
		if i == len(board) {
			if file != 8 {
				return Position{}, &InputError{Code: CodeRankLength, Rank: rank + 1, Count: file}
			}
			break
		}
		r, size := typed.RuneAt(board, i)
		c := typed.ASCII(r)
		if c == '/' {
			if file != 8 {
				return Position{}, &InputError{Code: CodeRankLength, Rank: rank + 1, Count: file}
			}
			rank, file = rank-1, 0
			i += size
			continue
		}
		if c >= '1' && c <= '8' {
			file += int(c - '0')
			i += size
			continue
		}
		pc := NoPiece
		if c < utf8.RuneSelf {
			pc = pieceOfLetter(byte(c))
		}
		if pc == NoPiece {
			// The whole character as typed: one byte of a multi-byte one showed as another character.
			return Position{}, &InputError{Code: CodeBadCharacter, Rank: rank + 1, Text: string(board[i : i+size])}
		}
		if file < 8 {
			b[NewSquare(file, rank)] = pc
		}
		file++
		i += size
	}
	turn := White
	var castling, enPassant T // read; empty when the FEN stops before them
	var castlingTyped, enPassantTyped T
	halfmove := 0 // the clock, 0 when the FEN stops before it
	for n := 1; ; n++ {
		start, end = nextField(s, end)
		if start == end {
			break
		}
		typedField := s[start:end]
		f := typed.Fold(typedField)
		shown := func() string { return typed.Clip(string(typedField)) }
		switch n {
		case 1:
			switch string(f) {
			case "w", "W":
			case "b", "B":
				turn = Black
			default:
				return Position{}, &InputError{Code: CodeSideToMove, Text: shown()}
			}
		case 2:
			if string(f) != "-" && !castlingRights(f) {
				return Position{}, &InputError{Code: CodeCastling, Text: shown()}
			}
			castling, castlingTyped = f, typedField
		case 3:
			if sq, ok := parseSquare(f); string(f) != "-" && (!ok || sq.Rank() != 2 && sq.Rank() != 5) {
				return Position{}, &InputError{Code: CodeEnPassant, Text: shown()}
			}
			enPassant, enPassantTyped = f, typedField
		case 4, 5:
			if !allIn(f, "0123456789") {
				return Position{}, &InputError{Code: CodeMoveCounter, Text: shown()}
			}
			if grouped := thousandsAfter(s, end); grouped > end {
				return Position{}, &InputError{Code: CodeCounterGrouped, Text: typed.Clip(string(s[start:grouped]))}
			}
			if h, _ := counter(f); n == 4 && h > MaxHalfmove {
				return Position{}, &InputError{Code: CodeHalfmoveClock, Text: shown()}
			} else if n == 4 {
				halfmove = h
			}
		default:
			return Position{}, &InputError{Code: CodeExtraFields, Text: shown()}
		}
	}
	p, err := newPosition(&b, turn, kpkOnly)
	if err != nil {
		return Position{}, err
	}
	if err := checkCastling(p, castling, castlingTyped); err != nil {
		return Position{}, err
	}
	if err := checkEnPassant(p, enPassant, enPassantTyped, halfmove); err != nil {
		return Position{}, err
	}
	return p, nil
}

// thousandsAfter returns the end of the thousands groups (",000") that follow a counter ending at i, or i
// when none does. A comma separates a FEN's fields, as it does the short form's words, but one followed by
// exactly three digits after a counter's digits is a thousands separator (1,000): read as a separator it
// would split one counter into two (a clock of 1 where 1000 draws).
func thousandsAfter[T ~string | ~[]byte](s T, i int) int {
	end := i
	for i < len(s) {
		r, size := typed.RuneAt(s, i)
		if typed.ASCII(r) != ',' {
			break
		}
		j, digits := i+size, 0
		for j < len(s) {
			r, size := typed.RuneAt(s, j)
			if c := typed.ASCII(r); c < '0' || c > '9' {
				break
			}
			j, digits = j+size, digits+1
		}
		if digits != 3 {
			break
		}
		i, end = j, j
	}
	return end
}

// castlingRights reports whether f is a castling field with rights: one to four of the letters KQkq, each
// at most once, in any order (the standard writes them KQkq, and a field typed kK means the same).
// Shredder-FEN's file letters (HAha) are not read: with these pieces no right could stand anyway.
func castlingRights[T ~string | ~[]byte](f T) bool {
	var seen [4]bool
	for i := range len(f) {
		j := strings.IndexByte("KQkq", f[i])
		if j < 0 || seen[j] {
			return false
		}
		seen[j] = true
	}
	return len(f) > 0
}

// checkCastling refuses a position whose FEN keeps a castling right (castling is "-", empty or the
// letters castlingRights accepts; as typed, the field the error quotes).
//
// Refused rather than read and ignored, as kibitz did: a right with no king on e1 (e8) and rook in its
// corner cannot be (python-chess's Board.clean_castling_rights drops it; Board.status reports
// STATUS_BAD_CASTLING_RIGHTS), and one that can be (K+R v K with both at home) is a move the tables do not play, so
// their answer would be for another position. Either way the FEN is not the position the user means, and
// a user who gives a FEN expects its every field to count: an analysis that quietly drops a field is an
// answer to a question not asked. A note in the reply that the field was ignored was the other choice;
// it was not taken because `kibitz solve kpk` has one line an answer and no room for a note, and the
// batch and Discord must agree on what a position is. The fix the error asks for, "-", is one keystroke.
func checkCastling[T ~string | ~[]byte](p Position, castling, asTyped T) error {
	if len(castling) == 0 || string(castling) == "-" {
		return nil
	}
	// The first right typed decides the message: every right is refused, so it stands for all of them.
	c := castling[0]
	color, rank := White, 0
	if c == 'k' || c == 'q' {
		color, rank = Black, 7
	}
	corner := NewSquare(7, rank) // K, k: the rook on the h-file
	if c == 'Q' || c == 'q' {
		corner = NewSquare(0, rank)
	}
	code := CodeCastlingUnsupported
	if p.PieceAt(NewSquare(4, rank)) != NewPiece(King, color) || p.PieceAt(corner) != NewPiece(Rook, color) {
		code = CodeCastlingImpossible
	}
	return &InputError{Code: code, Text: typed.Clip(string(asTyped)), Color: color, Square: corner}
}

// checkEnPassant refuses a position that cannot follow the double step its FEN's en passant square
// (enPassant, "-" or empty for none; asTyped, the field as typed) says was just played: the square on the third rank says White moved
// a pawn from the second to the fourth, so Black is to move, a white pawn stands on the fourth rank and
// the squares it crossed are empty (and the mirror for the sixth rank). This is python-chess's check
// (Board._valid_ep_square, which Board.status reports as STATUS_INVALID_EP_SQUARE).
//
// Beyond that check, the position before the double step must have been legal too (the pawn back on its
// square, the mover to move, must not check the other king: then the side to move could have taken it),
// and halfmove, the FEN's clock, must be 0, as a pawn move sets it: a position with an en passant square
// and a clock of 99 cannot occur, and read as it stands the clock changes the answer (the fifty-move rule
// counts it).
//
// A square a double step did make is right, and FENs carry it after every double step (the standard
// says so), so it is read and needs nothing more: en passant takes a pawn with a pawn, and these
// positions have one pawn at most. A square no double step could have made is refused, for the reasons
// checkCastling gives.
func checkEnPassant[T ~string | ~[]byte](p Position, enPassant, asTyped T, halfmove int) error {
	sq, ok := parseSquare(enPassant)
	if !ok { // "-" or empty: the FEN reader has refused anything else
		return nil
	}
	mover, from, to := White, NewSquare(sq.File(), 1), NewSquare(sq.File(), 3)
	if sq.Rank() == 5 {
		mover, from, to = Black, NewSquare(sq.File(), 6), NewSquare(sq.File(), 4)
	}
	field := typed.Clip(string(asTyped))
	if p.Turn() != mover.Other() || p.PieceAt(to) != NewPiece(Pawn, mover) || p.PieceAt(sq) != NoPiece ||
		p.PieceAt(from) != NoPiece {
		return &InputError{Code: CodeEnPassantImpossible, Text: field, Color: mover, Square: sq}
	}
	before := p // the pawn back on its square, the mover to move
	before.at, before.turn = from, mover
	if before.inCheck(mover.Other()) {
		return &InputError{Code: CodeEnPassantBefore, Text: field, Color: mover, Square: sq, Other: p.King(mover.Other())}
	}
	if halfmove != 0 {
		return &InputError{Code: CodeEnPassantClock, Text: field, Color: mover, Square: sq, Count: halfmove}
	}
	return nil
}

func allIn[T ~string | ~[]byte](s T, set string) bool {
	for i := range len(s) {
		if strings.IndexByte(set, s[i]) < 0 {
			return false
		}
	}
	return len(s) > 0
}

// parseShort reads the short form; its words are read in their ASCII form and quoted as typed, as
// parseFEN's fields are.
func parseShort[T ~string | ~[]byte](s T, kpkOnly bool) (Position, error) {
	var b Board
	turn, turnWord := White, s[:0]
	word := 0 // tok's place, from 1
	for start, end := nextField(s, 0); start < end; start, end = nextField(s, end) {
		typedTok := s[start:end]
		tok := typed.Fold(typedTok)
		word++
		if len(turnWord) > 0 {
			// Only the last word may name the side to move: the one after it is at fault (a move number,
			// the side named twice, a piece written after it), and the error names both.
			return Position{}, &InputError{Code: CodeAfterSide, Text: typed.Clip(string(typedTok)), Index: word,
				Side: typed.Clip(string(turnWord))}
		}
		switch string(tok) {
		case "w", "W", "white", "White":
			turnWord = typedTok
			continue
		case "b", "B", "black", "Black":
			turn, turnWord = Black, typedTok
			continue
		}
		sq, ok := NoSquare, false
		pc := NoPiece
		if len(tok) == 3 {
			pc = pieceOfLetter(tok[0])
			sq, ok = parseSquare(tok[1:])
		}
		if pc == NoPiece || !ok {
			return Position{}, &InputError{Code: CodeBadToken, Text: typed.Clip(string(typedTok)), Index: word}
		}
		if b[sq] != NoPiece {
			return Position{}, &InputError{Code: CodeSquareTaken, Square: sq}
		}
		b[sq] = pc
	}
	return newPosition(&b, turn, kpkOnly)
}

// String is the position in FEN, with "-" for castling and en passant and clocks "0 1":
// "8/8/8/8/8/8/4P3/4K2k w - - 0 1". Parse reads it back to the same Position.
func (p Position) String() string {
	var b []byte
	for rank := 7; rank >= 0; rank-- {
		empty := 0
		for file := range 8 {
			pc := p.PieceAt(NewSquare(file, rank))
			if pc == NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				b = append(b, byte('0'+empty))
				empty = 0
			}
			b = append(b, pc.letter())
		}
		if empty > 0 {
			b = append(b, byte('0'+empty))
		}
		if rank > 0 {
			b = append(b, '/')
		}
	}
	b = append(b, ' ', "wb"[p.turn])
	b = append(b, " - - 0 1"...)
	return string(b)
}

// Short is the position in the short form: "Ke1 Pe2 ke8 w" (white pieces first, the side to move last).
func (p Position) Short() string {
	var b strings.Builder
	write := func(pc Piece, s Square) {
		b.WriteString(pc.String())
		b.WriteString(s.String())
		b.WriteByte(' ')
	}
	write(WhiteKing, p.kings[White])
	if p.piece != NoPiece && p.piece.Color() == White {
		write(p.piece, p.at)
	}
	write(BlackKing, p.kings[Black])
	if p.piece != NoPiece && p.piece.Color() == Black {
		write(p.piece, p.at)
	}
	b.WriteByte("wb"[p.turn])
	return b.String()
}

// MarshalText is the FEN, so a Position can be kept in JSON or in the store.
func (p Position) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalText reads a Position as Parse does.
func (p *Position) UnmarshalText(text []byte) error {
	q, err := parse(text, false)
	if err != nil {
		return err
	}
	*p = q
	return nil
}
