package kpk

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"kibitz/render/rendertest"
)

// The positions of the PNG goldens (TestPictureGolden), in the two other views, and a black pawn and a
// knight for the pieces those do not show.
func TestBoardViewsGolden(t *testing.T) {
	for _, tc := range []struct {
		name, position string
		opt            boardOptions
	}{
		{name: "chess_kpk", position: "Ke1 Pe2 ke8 w"},
		{name: "chess_black_to_move_flipped", position: "Kc3 kf6 pf4 b", opt: boardOptions{Flip: true}},
		{name: "chess_promoted_queen_mate", position: "Kb6 Qc8 ka8 b"},
		{name: "chess_black_knight", position: "Ka1 kh8 nb3 w"},
		{name: "chess_bare_kings_flipped", position: "Ka1 kh8 w", opt: boardOptions{Flip: true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := mustPosition(t, tc.position)
			rendertest.GoldenText(t, tc.name+"_emoji", boardEmoji(p, tc.opt))
			rendertest.GoldenText(t, tc.name+"_text", boardText(p, tc.opt))
		})
	}
}

// TestEmojiCells: every row is a keycap and eight cells, each a square or a piece from the fixed
// set of emoji, so that no text character breaks the grid's columns; the whole grid stays far below
// Discord's 2,000 characters.
func TestEmojiCells(t *testing.T) {
	allowed := []string{emojiLight, emojiDark, "⚪", "⚫"}
	for _, e := range emojiPieces {
		allowed = append(allowed, e)
	}
	for _, pos := range []string{"Ke1 Pe2 ke8 w", "Kb6 Qc8 ka8 b", "Kh1 Rd4 ka8 w", "Kh1 Bd4 ka8 w", "Kh1 nd4 ka8 b"} {
		for _, flip := range []bool{false, true} {
			grid := boardEmoji(mustPosition(t, pos), boardOptions{Flip: flip})
			rows := strings.Split(grid, "\n")
			if len(rows) != 8 {
				t.Fatalf("%s: %d rows", pos, len(rows))
			}
			pieces := 0
			for i, row := range rows {
				rank := 8 - i
				if flip {
					rank = i + 1
				}
				rest, ok := strings.CutPrefix(row, emojiRanks[rank-1])
				if !ok {
					t.Fatalf("%s flip %v: row %d %q does not start with its rank", pos, flip, i, row)
				}
				for rest != "" {
					n := 0
					for _, a := range allowed {
						if strings.HasPrefix(rest, a) && len(a) > n {
							n = len(a)
						}
					}
					if n == 0 {
						t.Fatalf("%s: row %q holds %q, not one of the grid's emoji", pos, row, rest)
					}
					if cell := rest[:n]; cell != emojiLight && cell != emojiDark {
						pieces++
					}
					rest = rest[n:]
				}
			}
			if want := len(strings.Fields(pos)) - 1; pieces != want {
				t.Errorf("%s: %d pieces in the grid, want %d", pos, pieces, want)
			}
			if n := utf8.RuneCountInString(grid); n > 200 {
				t.Errorf("%s: the grid is %d characters", pos, n)
			}
		}
	}
	if !slices.Contains(allowed, pieceEmoji(mustPosition(t, "Ke1 Pe2 ke8 w").PieceAt(12))) {
		t.Error("ChessEmojiPiece of the pawn is not in the grid's set")
	}
}
