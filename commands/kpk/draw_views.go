package kpk

import (
	"strings"

	"kibitz/solvers/kpk"
)

// The two views of a KPK position that are not pictures (commands.Board): an emoji grid and a text
// board. Both draw from White's side unless boardOptions.Flip, with the rank numbers on the left, and
// leave the words (who is to move, which piece is which) to the caller, which knows the reader's
// language. boardOptions.Square and Last do not apply: neither view marks squares.

// The squares of the emoji grid: yellow and brown, the colours of a wooden board, and both clear on
// Discord's dark and light themes. Black and white squares were the other choice, and they fail there:
// ⬛ disappears into the dark theme, and a white circle (a white king, below) on ⬜ is the same grey.
const (
	emojiLight = "🟨"
	emojiDark  = "🟫"
)

// emojiRanks label the rows: keycap digits, which are emoji and so as wide as a square. Files get
// no row of their own: the only emoji letters are regional indicators, which are not emoji on their own
// and pair into flags (c and d make the Congo's); the caller names each piece's square in words instead.
var emojiRanks = [8]string{"1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣"}

// emojiPieces are the pieces of the emoji grid. Unicode's chess symbols (♔ ♚ ♙) are text, not
// emoji: drawn by a font, narrower than an emoji, they push the rest of their row out of line on a phone,
// and only the black pawn (♟️) has an emoji form. So the grid uses emoji throughout: a white and a black
// circle for the kings, each side's one piece that is always there, in the colour of its side; and the
// one other piece by the emoji of its name, whatever its side (there is one emoji pawn, and it is
// black): pawn ♟️, queen 👸 (a crown would read as a king), rook 🏰, bishop ⛪, knight 🐴. The caller
// says under the grid which side that piece is on.
var emojiPieces = map[kpk.PieceType]string{
	kpk.Pawn:   "♟️",
	kpk.Queen:  "👸",
	kpk.Rook:   "🏰",
	kpk.Bishop: "⛪",
	kpk.Knight: "🐴",
}

// pieceEmoji is the emoji of a piece in boardEmoji's grid, for a legend under it; "" for none.
func pieceEmoji(pc kpk.Piece) string {
	switch {
	case pc == kpk.WhiteKing:
		return "⚪"
	case pc == kpk.BlackKing:
		return "⚫"
	case pc == kpk.NoPiece:
		return ""
	}
	return emojiPieces[pc.Type()]
}

// boardEmoji is the position as an emoji grid: eight rows of a rank number and eight squares, the eighth
// rank first (the first when flipped), 9 emoji wide so that it fits a phone's width with room to spare.
func boardEmoji(p kpk.Position, o boardOptions) string {
	b := p.Board()
	var out strings.Builder
	for i, rank := range rowsFromTop(o.Flip) {
		if i > 0 {
			out.WriteByte('\n')
		}
		out.WriteString(emojiRanks[rank])
		for _, file := range filesFromLeft(o.Flip) {
			s := kpk.NewSquare(file, rank)
			switch pc := b[s]; {
			case pc != kpk.NoPiece:
				out.WriteString(pieceEmoji(pc))
			case (file+rank)%2 == 1:
				out.WriteString(emojiLight)
			default:
				out.WriteString(emojiDark)
			}
		}
	}
	return out.String()
}

// boardText is the position as a text board in a Markdown code block, so that it keeps its columns: a
// rank number and eight squares a row, FEN's letters for the pieces (upper case White, lower case Black)
// and dots for the empty squares, the file letters under it.
//
//	8 . . . . k . . .
//	…
//	1 . . . . K . . .
//	  a b c d e f g h
func boardText(p kpk.Position, o boardOptions) string {
	b := p.Board()
	var out strings.Builder
	out.WriteString("```\n")
	for _, rank := range rowsFromTop(o.Flip) {
		out.WriteByte(byte('1' + rank))
		for _, file := range filesFromLeft(o.Flip) {
			out.WriteByte(' ')
			if pc := b[kpk.NewSquare(file, rank)]; pc != kpk.NoPiece {
				out.WriteString(pc.String())
			} else {
				out.WriteByte('.')
			}
		}
		out.WriteByte('\n')
	}
	out.WriteString(" ")
	for _, file := range filesFromLeft(o.Flip) {
		out.WriteByte(' ')
		out.WriteByte(byte('a' + file))
	}
	out.WriteString("\n```")
	return out.String()
}

// rowsFromTop are the ranks from the top of the board down; filesFromLeft the files from left to right.
func rowsFromTop(flip bool) []int {
	if flip {
		return []int{0, 1, 2, 3, 4, 5, 6, 7}
	}
	return []int{7, 6, 5, 4, 3, 2, 1, 0}
}

func filesFromLeft(flip bool) []int {
	if flip {
		return []int{7, 6, 5, 4, 3, 2, 1, 0}
	}
	return []int{0, 1, 2, 3, 4, 5, 6, 7}
}
