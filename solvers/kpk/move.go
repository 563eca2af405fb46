package kpk

import (
	"math/bits"
	"strings"

	"kibitz/solvers/internal/typed"
)

// Move is a move: from a square to a square, and the piece a pawn promotes to (NoPieceType otherwise).
type Move struct {
	From, To  Square
	Promotion PieceType
}

// maxMoves bounds the legal moves of a position here: a queen has at most 27 and a king 8.
const maxMoves = 40

// UCI is the move in UCI notation: "e2e4", "e7e8q".
func (m Move) UCI() string { return string(m.appendUCI(make([]byte, 0, 5))) }

// String is the move in UCI notation.
func (m Move) String() string { return m.UCI() }

func (m Move) appendUCI(dst []byte) []byte {
	dst = append(dst, byte('a'+m.From.File()), byte('1'+m.From.Rank()), byte('a'+m.To.File()), byte('1'+m.To.Rank()))
	if l := m.Promotion.letter(); l != 0 {
		dst = append(dst, l+('a'-'A'))
	}
	return dst
}

// LegalMoves is every legal move of the side to move: moves of the extra piece first (promotions to queen,
// rook, bishop, knight in that order), then king moves, each group in square order.
func (p Position) LegalMoves() []Move {
	var buf [maxMoves]Move
	return append([]Move(nil), p.appendMoves(buf[:0])...)
}

// appendMoves appends the legal moves to dst: the allocation-free core of LegalMoves.
func (p Position) appendMoves(dst []Move) []Move {
	us, them := p.turn, p.turn.Other()
	occ := p.occupied()
	if p.piece != NoPiece && p.piece.Color() == us {
		// The opponent has a bare king, so this piece is never pinned and never needs to parry a check.
		from := p.at
		switch t := p.piece.Type(); t {
		case Pawn:
			step, start := 8, 1
			if us == Black {
				step, start = -8, 6
			}
			one := from + Square(step)
			if occ&bit(one) == 0 {
				if r := one.Rank(); r == 0 || r == 7 {
					for _, pr := range [...]PieceType{Queen, Rook, Bishop, Knight} {
						dst = append(dst, Move{from, one, pr})
					}
				} else {
					dst = append(dst, Move{from, one, NoPieceType})
					if two := one + Square(step); from.Rank() == start && occ&bit(two) == 0 {
						dst = append(dst, Move{from, two, NoPieceType})
					}
				}
			}
		default:
			for to := attacks(t, us, from, occ) &^ occ; to != 0; to &= to - 1 {
				dst = append(dst, Move{from, Square(bits.TrailingZeros64(to)), NoPieceType})
			}
		}
	}
	// The king may not step next to the other king, nor onto a square the other side's piece attacks once the
	// king has left its square (stepping back along a rook's line does not escape it). It may take an
	// unprotected piece: a piece never attacks its own square, so it is forbidden only when the other king guards it.
	k := p.kings[us]
	forbidden := p.attackedBy(them, bit(k))
	for to := kingAttacks[k] &^ forbidden &^ (occ &^ p.theirPiece()); to != 0; to &= to - 1 {
		dst = append(dst, Move{k, Square(bits.TrailingZeros64(to)), NoPieceType})
	}
	return dst
}

// theirPiece is the square of the extra piece as a bitboard when it belongs to the side not to move.
func (p Position) theirPiece() uint64 {
	if p.piece != NoPiece && p.piece.Color() != p.turn {
		return bit(p.at)
	}
	return 0
}

// play makes a move known to be legal.
func (p Position) play(m Move) Position {
	us := p.turn
	switch {
	case m.From == p.kings[us]:
		p.kings[us] = m.To
		if m.To == p.at {
			p.piece, p.at = NoPiece, NoSquare
		}
	default:
		p.at = m.To
		if m.Promotion != NoPieceType {
			p.piece = NewPiece(m.Promotion, us)
		}
	}
	p.turn = us.Other()
	return p
}

// Play makes move m and returns the new position, or an *InputError (CodeIllegalMove) when m is not legal.
func (p Position) Play(m Move) (Position, error) {
	var buf [maxMoves]Move
	for _, l := range p.appendMoves(buf[:0]) {
		if l == m {
			return p.play(m), nil
		}
	}
	return Position{}, &InputError{Code: CodeIllegalMove, Text: m.UCI()}
}

// SAN is the move in Standard Algebraic Notation: "Kd6", "Kxe4", "e4", "e8=Q", with "+" for check and "#"
// for mate. m must be legal in p. Pieces never need disambiguation here: each side has one piece of a kind.
func (p Position) SAN(m Move) string {
	var b strings.Builder
	t := p.PieceAt(m.From).Type()
	if t != Pawn {
		b.WriteByte(t.letter())
	}
	if p.PieceAt(m.To) != NoPiece {
		b.WriteByte('x')
	}
	b.WriteString(m.To.String())
	if m.Promotion != NoPieceType {
		b.WriteByte('=')
		b.WriteByte(m.Promotion.letter())
	}
	switch next := p.play(m); {
	case next.InCheck() && next.Status() == Checkmate:
		b.WriteByte('#')
	case next.InCheck():
		b.WriteByte('+')
	}
	return b.String()
}

// ParseMove reads a move in UCI ("e7e8q"; "e7e8" promotes to a queen) or SAN ("e8=Q+", "Kd6", also without
// "=", "x", "+" or "#"), in ASCII or its full-width forms ("Ｋｄ２"), and returns it if it is legal here;
// otherwise an *InputError with CodeIllegalMove, which quotes the move as typed (at most typed.MaxQuote
// characters of it).
func (p Position) ParseMove(move string) (Move, error) {
	move = strings.TrimSpace(move)
	s := typed.Fold(move)
	want := normalizeSAN(s)
	var buf [maxMoves]Move
	for _, m := range p.appendMoves(buf[:0]) {
		uci := m.UCI()
		// A promotion given in UCI without its piece ("e7e8") means a queen, as most interfaces assume.
		if strings.EqualFold(s, uci) || m.Promotion == Queen && strings.EqualFold(s, uci[:4]) ||
			want != "" && want == normalizeSAN(p.SAN(m)) {
			return m, nil
		}
	}
	return Move{}, &InputError{Code: CodeIllegalMove, Text: typed.Clip(move)}
}

// normalizeSAN drops what SAN writers disagree on: capture and promotion marks, check and mate signs,
// annotations; and it reads the piece of a promotion in either case ("e8=q" as "e8=Q"): after a rank it
// cannot be a file.
func normalizeSAN(s string) string {
	var b []byte
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case 'x', ':', '=', '+', '#', '!', '?', ' ':
		default:
			b = append(b, c)
		}
	}
	if n := len(b); n >= 2 && (b[n-2] == '1' || b[n-2] == '8') && strings.IndexByte("qrbn", b[n-1]) >= 0 {
		b[n-1] -= 'a' - 'A'
	}
	return string(b)
}
