package kpk

// Position is a legal position of two kings and at most one more piece, with a side to move: K+P v K (the
// subject of this package), and everything a K+P v K game can turn into: K+Q v K, K+R v K, K+B v K, K+N v K
// after a promotion, and K v K after a capture. The extra piece may belong to either side.
//
// Values come from Parse, ParseKPK, NewPosition or Play, which accept only legal positions: kings apart, the
// side not to move not in check, no pawn on the first or last rank. The zero Position is not one of them.
// Positions are small comparable values: == compares them, and they can be map keys.
//
// A Position carries no move counters and no history: the fifty-move clock is passed beside it to the
// count-aware functions (ProbeAt, RankMovesAt, BestMoveAt); repetitions are not tracked.
type Position struct {
	kings [2]Square // by Color
	piece Piece     // the piece besides the kings, NoPiece in K v K
	at    Square    // its square, NoSquare in K v K
	turn  Color
}

// Material names the pieces on the board, regardless of which side has the extra piece.
type Material int8

// The material classes a Position can have.
const (
	KvK Material = iota
	KPvK
	KNvK
	KBvK
	KRvK
	KQvK
)

// String is the usual name: "KPvK".
func (m Material) String() string {
	switch m {
	case KPvK:
		return "KPvK"
	case KNvK:
		return "KNvK"
	case KBvK:
		return "KBvK"
	case KRvK:
		return "KRvK"
	case KQvK:
		return "KQvK"
	}
	return "KvK"
}

// Status says whether a game in this position goes on.
type Status int8

// The states of a position. A game stops on anything but Ongoing.
const (
	Ongoing   Status = iota
	Checkmate        // the side to move is mated
	Stalemate        // the side to move has no legal move and is not in check: a draw
	DeadDraw         // K v K, K+B v K or K+N v K with a move to make: nobody can ever mate (insufficient material)
)

// String is "ongoing", "checkmate", "stalemate" or "dead draw".
func (s Status) String() string {
	switch s {
	case Checkmate:
		return "checkmate"
	case Stalemate:
		return "stalemate"
	case DeadDraw:
		return "dead draw"
	}
	return "ongoing"
}

// NewPosition checks a board and a side to move and returns them as a Position, or an *InputError saying
// what makes it impossible (see the codes).
func NewPosition(b Board, turn Color) (Position, error) { return newPosition(&b, turn, false) }

// newPosition is NewPosition; with kpkOnly, material other than K+P v K is refused before legality is
// checked, so that "Ke1 Qe2 ke8" asks for a pawn rather than complaining about the check.
func newPosition(b *Board, turn Color, kpkOnly bool) (Position, error) {
	p := Position{kings: [2]Square{NoSquare, NoSquare}, at: NoSquare, turn: turn & 1}
	var kingCount [2]int
	extras := 0
	for s := A1; s <= H8; s++ {
		pc := b[s]
		switch {
		case pc.Type() == NoPieceType:
		case pc.Type() == King:
			kingCount[pc.Color()]++
			p.kings[pc.Color()] = s
		default:
			extras++
			p.piece, p.at = pc, s
		}
	}
	for c := White; c <= Black; c++ {
		if kingCount[c] == 0 {
			return Position{}, &InputError{Code: CodeMissingKing, Color: c}
		}
		if kingCount[c] > 1 {
			return Position{}, &InputError{Code: CodeExtraKing, Color: c, Count: kingCount[c]}
		}
	}
	if extras > 1 {
		return Position{}, &InputError{Code: CodeTooManyPieces, Count: extras}
	}
	if kpkOnly && p.piece.Type() != Pawn {
		return Position{}, &InputError{Code: CodeNotKPK, Piece: p.piece}
	}
	if err := p.check(); err != nil {
		return Position{}, err
	}
	return p, nil
}

// check finds what makes a position with the right material illegal.
func (p Position) check() error {
	if p.piece.Type() == Pawn && (p.at.Rank() == 0 || p.at.Rank() == 7) {
		return &InputError{Code: CodePawnRank, Square: p.at, Piece: p.piece}
	}
	if distance(p.kings[White], p.kings[Black]) <= 1 {
		return &InputError{Code: CodeKingsAdjacent, Square: p.kings[White], Other: p.kings[Black]}
	}
	them := p.turn.Other()
	if p.inCheck(them) {
		return &InputError{Code: CodeOpponentInCheck, Color: them, Square: p.kings[them], Piece: p.piece, Other: p.at}
	}
	return nil
}

// Turn is the side to move.
func (p Position) Turn() Color { return p.turn }

// King is the square of c's king.
func (p Position) King(c Color) Square { return p.kings[c] }

// Extra is the piece besides the kings and its square: NoPiece and NoSquare in K v K.
func (p Position) Extra() (Piece, Square) { return p.piece, p.at }

// Material is the material class: KPvK, KQvK, ...
func (p Position) Material() Material {
	switch p.piece.Type() {
	case Pawn:
		return KPvK
	case Knight:
		return KNvK
	case Bishop:
		return KBvK
	case Rook:
		return KRvK
	case Queen:
		return KQvK
	}
	return KvK
}

// PieceAt is the piece on s, NoPiece when it is empty.
func (p Position) PieceAt(s Square) Piece {
	switch s {
	case p.kings[White]:
		return WhiteKing
	case p.kings[Black]:
		return BlackKing
	case p.at:
		return p.piece
	}
	return NoPiece
}

// Board is the position's board, for drawing it.
func (p Position) Board() Board {
	var b Board
	b[p.kings[White]] = WhiteKing
	b[p.kings[Black]] = BlackKing
	if p.piece != NoPiece {
		b[p.at] = p.piece
	}
	return b
}

// occupied is the set of squares with a piece on them.
func (p Position) occupied() uint64 {
	o := bit(p.kings[White]) | bit(p.kings[Black])
	if p.piece != NoPiece {
		o |= bit(p.at)
	}
	return o
}

// attackedBy is the set of squares side c attacks, with the squares in transparent removed from the board
// first (a king that steps back along a queen's line is still on it: pass its square as transparent).
func (p Position) attackedBy(c Color, transparent uint64) uint64 {
	a := kingAttacks[p.kings[c]]
	if p.piece != NoPiece && p.piece.Color() == c {
		a |= attacks(p.piece.Type(), c, p.at, p.occupied()&^transparent)
	}
	return a
}

// inCheck reports whether c's king is attacked.
func (p Position) inCheck(c Color) bool {
	return p.attackedBy(c.Other(), 0)&bit(p.kings[c]) != 0
}

// InCheck reports whether the side to move is in check.
func (p Position) InCheck() bool { return p.inCheck(p.turn) }

// Status says whether the game goes on: checkmate and stalemate first, then the dead draws of too little
// material.
func (p Position) Status() Status {
	var buf [maxMoves]Move
	if len(p.appendMoves(buf[:0])) == 0 {
		if p.InCheck() {
			return Checkmate
		}
		return Stalemate
	}
	switch p.Material() {
	case KvK, KBvK, KNvK:
		return DeadDraw
	}
	return Ongoing
}

// strong is the side that has the extra piece (White in K v K).
func (p Position) strong() Color { return p.piece.Color() }

// mirror is the same position with the colours swapped and the board turned upside down (e2 becomes e7): a
// position with a black pawn becomes one with a white pawn, and the result for the side to move is unchanged.
func (p Position) mirror() Position {
	q := Position{kings: [2]Square{p.kings[Black].flip(), p.kings[White].flip()}, at: NoSquare, turn: p.turn.Other()}
	if p.piece != NoPiece {
		q.piece, q.at = NewPiece(p.piece.Type(), p.piece.Color().Other()), p.at.flip()
	}
	return q
}
