package kpk

import (
	"strings"

	"kibitz/i18n"
	"kibitz/solvers/kpk"
)

// The board in words: the alt text of every picture and animation (Discord's attachment description,
// which screen readers read and clients show where images are off), and the legends under the emoji
// and text views, which say what the grid's symbols are.
var (
	msgKingOn        = i18n.Text{En: "%s king %s", Ko: "%s 킹 %s"}
	msgPieceOn       = i18n.Text{En: "%s %s", Ko: "%s %s"}
	msgSideToMove    = i18n.Text{En: "%s to move", Ko: "%s 차례"}
	msgSideInCheck   = i18n.Text{En: "%s to move, in check", Ko: "%s 차례, 체크 상태"}
	msgLegendPiece   = i18n.Text{En: "%s %s %s", Ko: "%s %s %s"}
	msgLegendLetters = i18n.Text{
		En: "Capitals are White, small letters Black; %s.",
		Ko: "대문자는 백, 소문자는 흑입니다. %s.",
	}
	msgAltBoard = i18n.Text{
		En: "Chessboard: %s. FEN: %s.",
		Ko: "체스판: %s. FEN: %s.",
	}
	msgAltBoardFlipped = i18n.Text{
		En: "Chessboard seen from Black's side: %s. FEN: %s.",
		Ko: "흑 쪽에서 본 체스판: %s. FEN: %s.",
	}
	msgAltLastMove = i18n.Text{
		En: "The last move, %s, has its two squares highlighted.",
		Ko: "마지막 수는 %s 두 칸이 강조되어 있습니다.",
	}
	msgAltMates = i18n.Text{
		En: "With best play %s mates in %s (%s).",
		Ko: "최선을 다하면 %s %s(%s) 만에 메이트합니다.",
	}
	msgAltDraw = i18n.Text{
		En: "With best play it is a draw: neither side can force mate.",
		Ko: "최선을 다하면 무승부입니다. 어느 쪽도 메이트를 강제할 수 없습니다.",
	}
	msgAltResigned = i18n.Text{
		En: "The player resigned: the tablebase wins.",
		Ko: "플레이어가 기권해 테이블베이스가 이겼습니다.",
	}
	msgAltLine = i18n.Text{
		En: "Animation of the best line, one frame per move. Start: %s. FEN: %s. Moves: %s. %s",
		Ko: "최선 수순 애니메이션 (한 수에 한 장면). 시작: %s. FEN: %s. 수순: %s. %s",
	}
	msgAltLineDraw = i18n.Text{
		En: "A draw: the animation shows %s of best play.",
		Ko: "무승부입니다. 애니메이션은 최선의 수순 %s 보여 줍니다.",
	}
)

// positionWords is a position in words: "White king e1, pawn e2; Black king e8; White to move".
func positionWords(p kpk.Position) i18n.Text {
	pc, at := p.Extra()
	side := func(c kpk.Color) i18n.Text {
		t := msgKingOn.Format(colorName(c), p.King(c).String())
		if pc != kpk.NoPiece && pc.Color() == c {
			t = i18n.Join(", ", t, msgPieceOn.Format(pieceNames[pc.Type()], at.String()))
		}
		return t
	}
	return i18n.Join("; ", side(kpk.White), side(kpk.Black), toMove(p))
}

// toMove is "White to move", or "White to move, in check".
func toMove(p kpk.Position) i18n.Text {
	if p.InCheck() {
		return msgSideInCheck.Format(colorName(p.Turn()))
	}
	return msgSideToMove.Format(colorName(p.Turn()))
}

// emojiLegend names the emoji of boardEmoji's grid with their squares, then the side to move:
// "⚪ white king e1 · ♟️ white pawn e2 · ⚫ black king e8 · White to move".
func emojiLegend(p kpk.Position) i18n.Text {
	var parts []i18n.Text
	add := func(pc kpk.Piece, s kpk.Square) {
		parts = append(parts, msgLegendPiece.Format(pieceEmoji(pc), pieceName(pc), s.String()))
	}
	pc, at := p.Extra()
	for _, c := range []kpk.Color{kpk.White, kpk.Black} {
		add(kpk.NewPiece(kpk.King, c), p.King(c))
		if pc != kpk.NoPiece && pc.Color() == c {
			add(pc, at)
		}
	}
	return i18n.Join(" · ", append(parts, toMove(p))...)
}

// textLegend is the line under boardText's board.
func textLegend(p kpk.Position) i18n.Text { return msgLegendLetters.Format(toMove(p)) }

// plain is t without Markdown's bold, for alt text, which Discord shows as it is.
func plain(t i18n.Text) i18n.Text {
	return i18n.Text{En: strings.ReplaceAll(t.En, "**", ""), Ko: strings.ReplaceAll(t.Ko, "**", "")}
}

// boardAlt is the alt text of a board: the position in words and in FEN (with counters c), from the side
// it is drawn from, then the sentences given (the last move, the result).
func boardAlt(p kpk.Position, c kpk.Counters, flip bool, then ...i18n.Text) i18n.Text {
	head := msgAltBoard
	if flip {
		head = msgAltBoardFlipped
	}
	return i18n.Join(" ", append([]i18n.Text{head.Format(positionWords(p), p.FEN(c))}, then...)...)
}

// resultAlt is the result of p in a sentence without Markdown: how the game ended, or what best play
// makes of it with the distance to mate in moves and plies.
func resultAlt(p kpk.Position) i18n.Text {
	if p.Status() != kpk.Ongoing {
		return plain(endText(p))
	}
	e := kpk.Probe(p)
	winner := p.Turn()
	switch e.Outcome {
	case kpk.Draw:
		return msgAltDraw
	case kpk.Loss:
		winner = winner.Other()
	}
	return msgAltMates.Format(subject(winner), movesN.N(int64(e.Moves())), pliesN.N(int64(e.DTM)))
}

// lineAlt is the alt text of the animated line from p, with counters c: the start in words and FEN, the
// moves in SAN, the result, and how the line ends when the game does.
func lineAlt(p kpk.Position, c kpk.Counters, line []kpk.Step) i18n.Text {
	sans := make([]string, len(line))
	for i, s := range line {
		sans[i] = s.SAN
	}
	result := resultAlt(p)
	if kpk.Probe(p).Outcome == kpk.Draw {
		result = msgAltLineDraw.Format(i18n.WithParticle(pliesN.N(int64(len(line))), "을/를"))
	}
	if n := len(line); n > 0 && line[n-1].Position.Status() != kpk.Ongoing {
		result = i18n.Join(" ", result, plain(endText(line[n-1].Position)))
	}
	return msgAltLine.Format(positionWords(p), p.FEN(c), moveList(c, p.Turn(), sans, 0), result)
}
