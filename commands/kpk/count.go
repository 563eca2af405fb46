package kpk

import (
	"kibitz/i18n"
	"kibitz/solvers/kpk"
)

// What the fifty-move count makes of a position, in words (kpk.Clocked): the analysis, the whole line,
// a game's opening line and the notes on a move say it where the FEN's halfmove clock changes what best
// play makes of the position (count_test.go).

// probeAfter is the position after m, a move of p with the clock at halfmove, under the count: its
// Tight says whether m's distance to mate may not hold.
func probeAfter(p kpk.Position, halfmove int, m kpk.MoveEval) kpk.Clocked {
	return kpk.ProbeAt(m.After, p.ClockAfter(m.Move, halfmove))
}

// The fifty-move count (kpk.Clocked): what the analysis, the whole line and a game's opening line say when
// the FEN's halfmove clock changes what best play makes of the position.
var (
	msgWins = i18n.Text{
		En: "%s can force mate",
		Ko: "%s 메이트를 강제할 수 있습니다",
	}
	msgCountOver = i18n.Text{
		En: "The fifty-move count stands at %s: the game is already drawn by the fifty-move rule.",
		Ko: "50수 규칙 카운트가 %s입니다. 50수 규칙에 따라 이미 무승부입니다.",
	}
	msgCountEveryMove = i18n.Text{
		En: "The fifty-move count stands at 99: every move that does not %[1]s draws at once, and no move that does wins here; %[2]s cannot win (without the count: %[3]s).",
		Ko: "50수 규칙 카운트가 99입니다. %[1]s 수가 아니면 모두 곧바로 무승부가 되고 그런 수로는 여기서 이길 수 없으므로, %[2]s 이길 수 없습니다(카운트가 없다면: %[3]s).",
	}
	msgCountDraws = i18n.Text{
		En: "The fifty-move count stands at %[1]s: with best play %[2]s needs %[4]s to %[3]s, and the count leaves %[5]s; %[6]s cannot win (without the count: %[7]s).",
		Ko: "50수 규칙 카운트가 %[1]s입니다. 최선을 다해도 %[2]s %[3]s 데 %[4]s 필요하지만 카운트로는 %[5]s만 남으므로, %[6]s 이길 수 없습니다(카운트가 없다면: %[7]s).",
	}
	msgCountTight = i18n.Text{
		En: "The fifty-move count stands at %[1]s: %[2]s must move the pawn or mate within the %[3]s it leaves, and can, in %[4]s with best play; the tablebase's mate in %[5]s does not count the clock, so the mate may take longer.",
		Ko: "50수 규칙 카운트가 %[1]s입니다. %[2]s 남은 %[3]s 안에 폰을 움직이거나 메이트해야 하며, 최선을 다하면 %[4]s 만에 할 수 있습니다. 테이블베이스의 %[5]s수 메이트는 카운트를 세지 않으므로 메이트가 더 오래 걸릴 수 있습니다.",
	}
	// msgZeroPawn and msgZeroMate are what the side with the piece must do before the count runs out:
	// with a pawn, move it or mate; with a queen or rook, mate.
	msgZeroPawn = i18n.Text{
		En: "move the pawn or mate",
		Ko: "폰을 움직이거나 메이트하는",
	}
	msgZeroMate = i18n.Text{
		En: "mate",
		Ko: "메이트하는",
	}
	msgMoveWinsCount = i18n.Text{
		En: "%s (wins)",
		Ko: "%s (승리)",
	}
	msgMoveLosesCount = i18n.Text{
		En: "%s (loses)",
		Ko: "%s (패배)",
	}
	msgMoveDrawsCount = i18n.Text{
		En: "%s (draw by the fifty-move rule)",
		Ko: "%s (50수 규칙으로 무승부)",
	}
	msgAltCountDraw = i18n.Text{
		En: "With the fifty-move count at %s it is a draw: %s cannot win in time.",
		Ko: "50수 규칙 카운트가 %s이므로 무승부입니다. %s 제때 이길 수 없습니다.",
	}
	msgAltCountWins = i18n.Text{
		En: "With best play %s wins, the fifty-move count standing at %s.",
		Ko: "50수 규칙 카운트가 %[2]s인 상태에서 최선을 다하면 %[1]s 이깁니다.",
	}
)

// winner is the side that can win in p: the side with the extra piece.
func winner(p kpk.Position) kpk.Color {
	pc, _ := p.Extra()
	return pc.Color()
}

// verdictAt is verdict under the count c (kpk.ProbeAt of p): "White wins" where the count lets the win
// stand but the tablebase's distance to mate may not hold (c.Tight): "White can force mate" ("White wins"
// would read as a count of wins in other catalogues that share the English key); "Draw" where the count
// draws it.
func verdictAt(p kpk.Position, c kpk.Clocked) i18n.Text {
	if c.Tight() {
		return msgWins.Format(subject(winner(p)))
	}
	return verdict(p, c.Eval)
}

// countText says what the fifty-move count makes of p (c is kpk.ProbeAt's): why it draws a win, or what
// it demands of a win it lets stand. ok is false when the count does not matter.
func countText(p kpk.Position, c kpk.Clocked) (t i18n.Text, ok bool) {
	w := winner(p)
	zero := msgZeroMate
	if pc, _ := p.Extra(); pc.Type() == kpk.Pawn {
		zero = msgZeroPawn
	}
	plain := verdict(p, c.Plain)
	switch {
	case c.Decided() && c.Halfmove >= kpk.FiftyPlies:
		return msgCountOver.Format(i18n.Num(c.Halfmove)), true
	case c.Decided() && c.Halfmove == kpk.FiftyPlies-1 && p.Turn() == w:
		return msgCountEveryMove.Format(zero, topic(w), plain), true
	case c.Decided():
		return msgCountDraws.Format(i18n.Num(c.Halfmove), subject(w), zero, i18n.WithParticle(pliesN.N(int64(c.DTZ)), "이/가"),
			pliesN.N(int64(c.PliesLeft())), topic(w), plain), true
	case c.Tight():
		return msgCountTight.Format(i18n.Num(c.Halfmove), topic(w), pliesN.N(int64(c.PliesLeft())), pliesN.N(int64(c.DTZ)),
			i18n.Num(c.Plain.Moves())), true
	}
	return t, false
}
