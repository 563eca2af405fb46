package kpk

import (
	"slices"
	"testing"
)

// TestUnderpromotion counts the K+P v K positions where the kind of promotion decides the result, against
// the ordinary move generator and Probe of the positions after each promotion. With White (the pawn) to
// move there are 16 positions where only the rook promotion wins, because the queen stalemates (or lets
// the king take it); Black to move, the same 16 mirrored. No rook promotion ever mates faster than the best
// queen promotion, and no bishop or knight promotion ever wins.
func TestUnderpromotion(t *testing.T) {
	var rookOnly [2][]string
	for _, piece := range []Piece{WhitePawn, BlackPawn} {
		forEachPosition(t, piece, 1, func(p Position) {
			if p.turn != piece.Color() {
				return
			}
			if r := p.at.Rank(); r != 1 && r != 6 {
				return // the pawn cannot promote at once
			}
			// One pawn has one promotion of each kind: its value for White is Probe of the position after it.
			best := map[PieceType]Eval{}
			for _, m := range p.LegalMoves() {
				if m.Promotion != NoPieceType {
					best[m.Promotion] = Probe(p.play(m)).before()
				}
			}
			q, r := best[Queen], best[Rook]
			if r.Outcome == Win && q.Outcome != Win {
				rookOnly[p.turn] = append(rookOnly[p.turn], p.Short())
			}
			if r.Outcome == Win && q.Outcome == Win && r.DTM < q.DTM {
				t.Errorf("%s: the rook promotion mates in %d plies, faster than the queen's %d", p.Short(), r.DTM, q.DTM)
			}
			for _, minor := range []PieceType{Bishop, Knight} {
				if best[minor].Outcome == Win {
					t.Errorf("%s: the %v promotion wins", p.Short(), minor)
				}
			}
		})
	}
	for c, list := range rookOnly {
		if len(list) != 16 {
			t.Errorf("%v to move: %d positions where only the rook promotion wins, want 16: %v", Color(c), len(list), list)
		}
	}
	for _, want := range []string{"Kc2 Pg7 ka1 w", "Ka4 Pb7 ka6 w"} {
		if !slices.Contains(rookOnly[White], want) {
			t.Errorf("%s is not among the positions where only the rook wins: %v", want, rookOnly[White])
		}
	}
}
