package kpk

// Square is one of the 64 squares, numbered a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63: the file is
// the low three bits and the rank the high three, so a square is also a bit index in a bitboard.
type Square int8

// The squares by name, and NoSquare for "none".
const (
	A1, B1, C1, D1, E1, F1, G1, H1 Square = 0, 1, 2, 3, 4, 5, 6, 7
	A2, B2, C2, D2, E2, F2, G2, H2 Square = 8, 9, 10, 11, 12, 13, 14, 15
	A3, B3, C3, D3, E3, F3, G3, H3 Square = 16, 17, 18, 19, 20, 21, 22, 23
	A4, B4, C4, D4, E4, F4, G4, H4 Square = 24, 25, 26, 27, 28, 29, 30, 31
	A5, B5, C5, D5, E5, F5, G5, H5 Square = 32, 33, 34, 35, 36, 37, 38, 39
	A6, B6, C6, D6, E6, F6, G6, H6 Square = 40, 41, 42, 43, 44, 45, 46, 47
	A7, B7, C7, D7, E7, F7, G7, H7 Square = 48, 49, 50, 51, 52, 53, 54, 55
	A8, B8, C8, D8, E8, F8, G8, H8 Square = 56, 57, 58, 59, 60, 61, 62, 63

	NoSquare Square = -1
)

// NewSquare returns the square on file 0-7 (a-h) and rank 0-7 (1-8), or NoSquare when either is off the board.
func NewSquare(file, rank int) Square {
	if file < 0 || file > 7 || rank < 0 || rank > 7 {
		return NoSquare
	}
	return Square(rank<<3 | file)
}

// File is the square's file, 0 for a to 7 for h.
func (s Square) File() int { return int(s) & 7 }

// Rank is the square's rank, 0 for the first rank to 7 for the eighth.
func (s Square) Rank() int { return int(s) >> 3 }

// Valid reports whether s is one of the 64 squares.
func (s Square) Valid() bool { return s >= A1 && s <= H8 }

// String is the square's name, "e4", or "-" for NoSquare.
func (s Square) String() string {
	if !s.Valid() {
		return "-"
	}
	return string([]byte{byte('a' + s.File()), byte('1' + s.Rank())})
}

// flip mirrors the square top to bottom (e2 becomes e7): the symmetry that turns a black pawn into a white one.
func (s Square) flip() Square { return s ^ 56 }

// distance is the number of king steps between two squares.
func distance(a, b Square) int {
	return max(abs(a.File()-b.File()), abs(a.Rank()-b.Rank()))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// parseSquare reads a square name like "e4" from the first two bytes of s.
func parseSquare[T ~string | ~[]byte](s T) (Square, bool) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' {
		return NoSquare, false
	}
	return NewSquare(int(s[0]-'a'), int(s[1]-'1')), true
}

// Color is a side: White or Black.
type Color int8

// The two sides.
const (
	White Color = iota
	Black
)

// Other is the opposite side.
func (c Color) Other() Color { return c ^ 1 }

// String is "white" or "black".
func (c Color) String() string {
	if c == Black {
		return "black"
	}
	return "white"
}

// PieceType is a kind of piece regardless of colour.
type PieceType int8

// The piece types, as in FEN; NoPieceType for "none" (also: no promotion).
const (
	NoPieceType PieceType = iota
	King
	Queen
	Rook
	Bishop
	Knight
	Pawn
)

// String is the English name in lower case: "queen".
func (t PieceType) String() string {
	switch t {
	case King:
		return "king"
	case Queen:
		return "queen"
	case Rook:
		return "rook"
	case Bishop:
		return "bishop"
	case Knight:
		return "knight"
	case Pawn:
		return "pawn"
	}
	return "none"
}

// letter is the upper-case letter of FEN and SAN, 'Q'; 0 for NoPieceType.
func (t PieceType) letter() byte {
	if t < King || t > Pawn {
		return 0
	}
	return " KQRBNP"[t]
}

// Piece is a piece of one colour on the board.
type Piece int8

// The twelve pieces, and NoPiece for an empty square.
const (
	NoPiece Piece = iota
	WhiteKing
	WhiteQueen
	WhiteRook
	WhiteBishop
	WhiteKnight
	WhitePawn
	BlackKing
	BlackQueen
	BlackRook
	BlackBishop
	BlackKnight
	BlackPawn
)

// NewPiece is the piece of type t and colour c; NoPiece when t is NoPieceType.
func NewPiece(t PieceType, c Color) Piece {
	if t < King || t > Pawn {
		return NoPiece
	}
	return Piece(int(t) + 6*int(c))
}

// Type is the piece's type, NoPieceType for NoPiece.
func (p Piece) Type() PieceType {
	if p <= NoPiece || p > BlackPawn {
		return NoPieceType
	}
	return PieceType((int(p)-1)%6 + 1)
}

// Color is the piece's colour; White for NoPiece.
func (p Piece) Color() Color {
	if p >= BlackKing && p <= BlackPawn {
		return Black
	}
	return White
}

// String is the FEN letter, upper case for white and lower case for black ("P", "k"), or "" for NoPiece.
func (p Piece) String() string {
	if p.Type() == NoPieceType {
		return ""
	}
	return string(p.letter())
}

// Name is "white queen", "black pawn", or "none".
func (p Piece) Name() string {
	if p.Type() == NoPieceType {
		return "none"
	}
	return p.Color().String() + " " + p.Type().String()
}

func (p Piece) letter() byte {
	l := p.Type().letter()
	if p.Color() == Black {
		l += 'a' - 'A'
	}
	return l
}

// pieceOfLetter is the inverse of letter: 'Q' is WhiteQueen, 'q' BlackQueen.
func pieceOfLetter(b byte) Piece {
	c := White
	if b >= 'a' && b <= 'z' {
		c, b = Black, b-('a'-'A')
	}
	for t := King; t <= Pawn; t++ {
		if t.letter() == b {
			return NewPiece(t, c)
		}
	}
	return NoPiece
}

// Board is the contents of the 64 squares, indexed by Square.
type Board [64]Piece
