package kpk

import (
	"strings"

	"kibitz/i18n"
	"kibitz/solvers/kpk"
)

// What /kpk says, in English and Korean: the analysis and the names of sides and pieces, then the games
// against the tablebase, with the functions that put them together. The words for a position or a move
// that does not parse, in Discord and in `kibitz solve kpk`, are in errors.go; what the fifty-move count
// makes of a position in count.go; the board in words (alt texts, the legends of the emoji and text
// views) in view.go, which puts them together.

// The analysis (analyze.go) and the whole line.
var (
	msgMates = i18n.Text{
		En: "%s mates in %s",
		Ko: "%s %s수 만에 메이트합니다",
	}
	msgDraw = i18n.Text{
		En: "Draw",
		Ko: "무승부",
	}
	msgPlies = i18n.Text{
		En: "%s = %s: a ply is one side's move, and the count assumes best play, %s hastening mate and %s delaying it.",
		Ko: "%s = %s: 플라이는 한쪽이 한 번 두는 것이며, %s 메이트를 서두르고 %s 최대한 늦추는 최선의 수순을 가정합니다.",
	}
	msgDrawExplained = i18n.Text{
		En: "Neither side can force mate: with best play the game is a draw.",
		Ko: "어느 쪽도 메이트를 강제할 수 없습니다. 최선을 다하면 무승부입니다.",
	}
	msgToMove = i18n.Text{
		En: "%s to move. Best move: **%s**.",
		Ko: "%s 차례. 최선의 수: **%s**.",
	}
	msgEveryMove = i18n.Text{
		En: "Every move: %s",
		Ko: "모든 수: %s",
	}
	msgMoveWins = i18n.Text{
		En: "%s (mate in %s)",
		Ko: "%s (%s수 만에 메이트)",
	}
	msgMoveDraws = i18n.Text{
		En: "%s (draw)",
		Ko: "%s (무승부)",
	}
	msgMoveLoses = i18n.Text{
		En: "%s (mated in %s)",
		Ko: "%s (%s수 만에 메이트당함)",
	}
	msgPosition = i18n.Text{
		En: "Position: `%s` (FEN `%s`)",
		Ko: "국면: `%s` (FEN `%s`)",
	}
	msgCheckmate = i18n.Text{
		En: "**Checkmate:** %s is mated, so %s has won.",
		Ko: "**체크메이트:** %s 메이트되었으므로 %s 이겼습니다.",
	}
	msgStalemate = i18n.Text{
		En: "**Stalemate:** %s has no legal move and is not in check, so the game is a draw.",
		Ko: "**스테일메이트:** %s 둘 수 있는 수가 없고 체크도 아니므로 무승부입니다.",
	}
	msgBareKings = i18n.Text{
		En: "**Draw:** only the kings are left, and neither can ever mate.",
		Ko: "**무승부:** 킹만 남아 어느 쪽도 메이트할 수 없습니다.",
	}
	msgMinorPiece = i18n.Text{
		En: "**Draw:** a king and a %s cannot mate a lone king.",
		Ko: "**무승부:** 킹과 %s 하나로는 킹을 메이트할 수 없습니다.",
	}
	msgShowLine = i18n.Text{
		En: "Show the whole line",
		Ko: "최선 수순 전체 보기",
	}
	msgLineWin = i18n.Text{
		En: "Best line from `%s`: %s (%s).",
		Ko: "`%s`에서의 최선 수순: %s (%s).",
	}
	msgLineDraw = i18n.Text{
		En: "Best line from `%s`: a draw; here is best play for %s.",
		Ko: "`%s`에서의 최선 수순: 무승부입니다. 최선의 수순을 %s 동안 보여 줍니다.",
	}
	msgLineGivesUp = i18n.Text{
		En: "The line gives up the %[1]s (%[2]s), and that is still best play: the side with the %[1]s can never lose and cannot win here, so every move it has keeps the draw.",
		Ko: "이 수순은 %[1]s 내주지만(%[2]s) 그래도 최선의 수순입니다. %[3]s 가진 쪽은 질 수 없고 여기서 이길 수도 없으므로, 어떤 수를 두어도 무승부가 유지됩니다.",
	}
	msgLetsGo = i18n.Text{
		En: "%s lets the %s go, and that is still best play: the side with the %s can never lose and cannot win here, so every move it has keeps the draw.",
		Ko: "%s %s 내주는 수지만 그래도 최선의 수입니다. %s 가진 쪽은 질 수 없고 여기서 이길 수도 없으므로, 어떤 수를 두어도 무승부가 유지됩니다.",
	}
	msgLineNothing = i18n.Text{
		En: "There is no line to show: the game is over in this position. %s",
		Ko: "보여 줄 수순이 없습니다. 이 국면에서 게임이 이미 끝났습니다. %s",
	}
	msgBadButton = i18n.Text{
		En: "This button does not carry a valid position; it may have been altered.",
		Ko: "이 버튼에는 올바른 국면이 들어 있지 않습니다. 변조되었을 수 있습니다.",
	}
	msgFromPGN = i18n.Text{
		En: "The PGN's final position, after %s (%s):",
		Ko: "PGN의 마지막 국면, %s 뒤 (%s):",
	}
	msgFromPGNStart = i18n.Text{
		En: "The PGN has no moves: here is its starting position.",
		Ko: "PGN에 수가 없어 시작 국면을 분석합니다.",
	}
	hintAnalyzePGN = i18n.Text{
		En: "Example: /kpk analyze position:[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"] 1. Kd2 Kd7",
		Ko: "예: /킹폰킹 분석 국면:[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"] 1. Kd2 Kd7",
	}
	hintAnalyze = i18n.Text{
		En: "Example: /kpk analyze position:Ke1 Pe2 ke8 w",
		Ko: "예: /킹폰킹 분석 국면:Ke1 Pe2 ke8 w",
	}
	hintPlay = i18n.Text{
		En: "Example: /kpk play position:Kd1 Pe2 kd8 w side:the pawn's side",
		Ko: "예: /킹폰킹 대국 국면:Kd1 Pe2 kd8 w 편:폰을 가진 편",
	}
)

// The names kpk's messages use for sides and pieces.
var (
	msgWhite   = i18n.Text{En: "White", Ko: "백"}
	msgBlack   = i18n.Text{En: "Black", Ko: "흑"}
	pieceNames = map[kpk.PieceType]i18n.Text{
		kpk.King:   {En: "king", Ko: "킹"},
		kpk.Queen:  {En: "queen", Ko: "퀸"},
		kpk.Rook:   {En: "rook", Ko: "룩"},
		kpk.Bishop: {En: "bishop", Ko: "비숍"},
		kpk.Knight: {En: "knight", Ko: "나이트"},
		kpk.Pawn:   {En: "pawn", Ko: "폰"},
	}
	// coloredPieces name a piece with its colour as one phrase: other languages put the colour after the
	// piece and agree it with the piece's gender ("rei branco", "dama preta"), which a colour word and a
	// piece word side by side ("%s %s") could not do.
	coloredPieces = map[kpk.Piece]i18n.Text{
		kpk.NewPiece(kpk.King, kpk.White):   {En: "white king", Ko: "백 킹"},
		kpk.NewPiece(kpk.Queen, kpk.White):  {En: "white queen", Ko: "백 퀸"},
		kpk.NewPiece(kpk.Rook, kpk.White):   {En: "white rook", Ko: "백 룩"},
		kpk.NewPiece(kpk.Bishop, kpk.White): {En: "white bishop", Ko: "백 비숍"},
		kpk.NewPiece(kpk.Knight, kpk.White): {En: "white knight", Ko: "백 나이트"},
		kpk.NewPiece(kpk.Pawn, kpk.White):   {En: "white pawn", Ko: "백 폰"},
		kpk.NewPiece(kpk.King, kpk.Black):   {En: "black king", Ko: "흑 킹"},
		kpk.NewPiece(kpk.Queen, kpk.Black):  {En: "black queen", Ko: "흑 퀸"},
		kpk.NewPiece(kpk.Rook, kpk.Black):   {En: "black rook", Ko: "흑 룩"},
		kpk.NewPiece(kpk.Bishop, kpk.Black): {En: "black bishop", Ko: "흑 비숍"},
		kpk.NewPiece(kpk.Knight, kpk.Black): {En: "black knight", Ko: "흑 나이트"},
		kpk.NewPiece(kpk.Pawn, kpk.Black):   {En: "black pawn", Ko: "흑 폰"},
	}
	// msgHeadline is the bold first sentence of an analysis, "**White mates in 28.**".
	msgHeadline = i18n.Text{En: "**%s.**", Ko: "**%s.**"}
	// msgBold is a word in bold, "**Kd2**", before its Korean particle.
	msgBold = i18n.Text{En: "**%s**", Ko: "**%s**"}
)

// The counts kpk's sentences carry, each with its noun: no "1 moves" or "1 plies".
var (
	movesN = i18n.Plural{One: "%s move", Other: "%s moves", Ko: "%s수"}
	pliesN = i18n.Plural{One: "%s ply", Other: "%s plies", Ko: "%s플라이"}
)

// subject and topic are a side with the Korean subject or topic particle: "백이", "흑은".
func subject(c kpk.Color) i18n.Localized { return i18n.WithParticle(colorName(c), "이/가") }
func topic(c kpk.Color) i18n.Localized   { return i18n.WithParticle(colorName(c), "은/는") }

// sanWith is a move in SAN, in bold when bold, followed in Korean by the particle pair (i18n.Particle's
// "을/를", "이면/면"...), chosen by how the move is read: a check or mate sign is not read aloud, so
// "Ra8#" takes the particle of its 8 (팔) where i18n would not know the sign and write both forms.
func sanWith(san, pair string, bold bool) i18n.Localized {
	return sanParticle{san: san, pair: pair, bold: bold}
}

type sanParticle struct {
	san, pair string
	bold      bool
}

func (s sanParticle) In(l i18n.Lang) string {
	word := s.san
	if s.bold {
		word = msgBold.F(l, s.san)
	}
	if l != i18n.Korean {
		return word
	}
	read := strings.TrimRight(s.san, "+#")
	withParticle := i18n.WithParticle(i18n.Plain(read), s.pair).In(l)
	return word + strings.TrimPrefix(withParticle, read)
}

func colorName(c kpk.Color) i18n.Text {
	if c == kpk.Black {
		return msgBlack
	}
	return msgWhite
}

// pieceName names a piece with its colour, in lower case in English: "white queen", "백 퀸".
func pieceName(pc kpk.Piece) i18n.Text {
	return coloredPieces[pc]
}

// verdict is "White mates in 23" or "Draw": the result e of the side to move in p, said of the winner.
func verdict(p kpk.Position, e kpk.Eval) i18n.Text {
	switch e.Outcome {
	case kpk.Win:
		return msgMates.Format(subject(p.Turn()), i18n.Num(e.Moves()))
	case kpk.Loss:
		return msgMates.Format(subject(p.Turn().Other()), i18n.Num(e.Moves()))
	}
	return msgDraw
}

// endText says how the game stands in a position where it is over (Status is not Ongoing).
func endText(p kpk.Position) i18n.Text {
	switch p.Status() {
	case kpk.Checkmate:
		return msgCheckmate.Format(subject(p.Turn()), subject(p.Turn().Other()))
	case kpk.Stalemate:
		return msgStalemate.Format(topic(p.Turn()))
	}
	if pc, _ := p.Extra(); pc != kpk.NoPiece {
		return msgMinorPiece.Format(pieceNames[pc.Type()])
	}
	return msgBareKings
}

// resultLine is the headline of an analysis: "**White mates in 23.** 23 moves = 45 plies: ..." with
// the distance to mate explained once, or the draw explained; where the fifty-move count matters (c is
// kpk.ProbeAt's), "**Draw.**" or "**White wins.**" and what the count makes of it.
func resultLine(p kpk.Position, c kpk.Clocked) i18n.Text {
	if why, ok := countText(p, c); ok {
		return i18n.Join(" ", msgHeadline.Format(verdictAt(p, c)), why)
	}
	e := c.Eval
	if e.Outcome == kpk.Draw {
		return i18n.Join(" ", msgHeadline.Format(msgDraw), msgDrawExplained)
	}
	winner := p.Turn()
	if e.Outcome == kpk.Loss {
		winner = winner.Other()
	}
	return i18n.Join(" ", msgHeadline.Format(verdict(p, e)),
		msgPlies.Format(movesN.N(int64(e.Moves())), pliesN.N(int64(e.DTM)), topic(winner), topic(winner.Other())))
}

// moveValue is one move with its result for the player making it: "Kd6 (mate in 12)". halfmove is the
// clock before it: under the count a move the count draws says so, and a win or loss whose tablebase
// distance may not hold under the count has no distance.
func moveValue(p kpk.Position, halfmove int, m kpk.MoveEval) i18n.Text {
	after := probeAfter(p, halfmove, m)
	clock := after.Halfmove
	switch {
	case m.Eval.Outcome == kpk.Win && after.Tight():
		return msgMoveWinsCount.Format(m.SAN)
	case m.Eval.Outcome == kpk.Win:
		return msgMoveWins.Format(m.SAN, i18n.Num(m.Eval.Moves()))
	case m.Eval.Outcome == kpk.Loss && after.Tight():
		return msgMoveLosesCount.Format(m.SAN)
	case m.Eval.Outcome == kpk.Loss:
		return msgMoveLoses.Format(m.SAN, i18n.Num(m.Eval.Moves()))
	case after.Decided() || clock >= kpk.FiftyPlies && m.After.Status() == kpk.Ongoing:
		return msgMoveDrawsCount.Format(m.SAN)
	}
	return msgMoveDraws.Format(m.SAN)
}

// The games against the tablebase (play.go).
var (
	msgHeader = i18n.Text{
		En: "**%s** · %s plays %s against the tablebase.",
		Ko: "**%s** · %s 님이 %s 테이블베이스와 둡니다.",
	}
	msgGoalWin = i18n.Text{
		En: "With best play %s: your goal is to mate.",
		Ko: "최선을 다하면 %s. 목표는 메이트입니다.",
	}
	msgGoalDraw = i18n.Text{
		En: "With best play this is a draw.",
		Ko: "최선을 다하면 무승부인 국면입니다.",
	}
	msgGoalLoss = i18n.Text{
		En: "With best play %s: hold out as long as you can.",
		Ko: "최선을 다하면 %s. 최대한 오래 버텨 보세요.",
	}
	msgPlayed = i18n.Text{
		En: "%s played %s.",
		Ko: "%s 님이 %s 두었습니다.",
	}
	msgAnswered = i18n.Text{
		En: "The tablebase played %s.",
		Ko: "테이블베이스가 %s 두었습니다.",
	}
	msgYourMove = i18n.Text{
		En: "Your move, %s: choose it below.",
		Ko: "%s 님 차례입니다. 아래에서 수를 고르세요.",
	}
	msgNoteDraws = i18n.Text{
		En: "That move draws: %s won in %s.",
		Ko: "그 수로 무승부가 됩니다. %s %s수 만에 이길 수 있었습니다.",
	}
	// The same where the count made the better move's win tight (kpk.Clocked.Tight): its mate may take
	// longer than the tablebase's distance, so none is quoted.
	msgNoteDrawsTight = i18n.Text{
		En: "That move draws: %s kept the win.",
		Ko: "그 수로 무승부가 됩니다. %s 승리를 지킬 수 있었습니다.",
	}
	msgNoteLosesTight = i18n.Text{
		En: "That move loses: %s kept the win.",
		Ko: "그 수로 지게 됩니다. %s 승리를 지킬 수 있었습니다.",
	}
	msgNoteLoses = i18n.Text{
		En: "That move loses: %s won in %s.",
		Ko: "그 수로 지게 됩니다. %s %s수 만에 이길 수 있었습니다.",
	}
	msgNoteDrawLost = i18n.Text{
		En: "That move loses: %s held the draw.",
		Ko: "그 수로 지게 됩니다. %s 무승부를 지킬 수 있었습니다.",
	}
	msgNoteHastens = i18n.Text{
		En: "That move hastens the loss: mate in %s now, where %s held out for %s.",
		Ko: "그 수로 패배가 앞당겨졌습니다. 이제 %s수 후 메이트이지만 %s %s 버틸 수 있었습니다.",
	}
	msgNoteSlower = i18n.Text{
		En: "Still winning, though %s mated sooner: in %s rather than %s.",
		Ko: "여전히 이기는 수지만, %s %s수 만에 메이트할 수 있었습니다 (이 수로는 %s수).",
	}
	msgNoteOnlyWin = i18n.Text{
		En: "Only move! %s is the one move that wins.",
		Ko: "유일한 수! 이기는 수는 %s 하나뿐입니다.",
	}
	msgNoteOnlyDraws = i18n.Text{
		En: "Only move! %s is the one move that holds the draw.",
		Ko: "유일한 수! 무승부를 지키는 수는 %s 하나뿐입니다.",
	}
	msgMateWon = i18n.Text{
		En: "**Checkmate.** %s wins!",
		Ko: "**체크메이트.** %s 님이 이겼습니다!",
	}
	msgMateLost = i18n.Text{
		En: "**Checkmate.** The tablebase wins.",
		Ko: "**체크메이트.** 테이블베이스가 이겼습니다.",
	}
	msgResignedText = i18n.Text{
		En: "%s resigned: the tablebase wins.",
		Ko: "%s 님이 기권했습니다. 테이블베이스가 이겼습니다.",
	}
	msgFifty = i18n.Text{
		En: "**Draw** by the fifty-move rule: 50 moves by each side without a capture or a pawn move.",
		Ko: "**무승부:** 50수 규칙. 양쪽 모두 50수 동안 기물을 잡거나 폰을 움직이지 않았습니다.",
	}
	msgFivefold = i18n.Text{
		En: "**Draw** by fivefold repetition: the same position has stood on the board five times, with the same side to move.",
		Ko: "**무승부:** 5회 동형 반복. 같은 국면이 같은 쪽 차례로 다섯 번 나왔습니다.",
	}
	msgThreefoldPlayer = i18n.Text{
		En: "**Draw** by threefold repetition, claimed by %s: the same position has stood on the board three times, with the same side to move.",
		Ko: "**무승부:** 3회 동형 반복. %s 님이 무승부를 주장했습니다. 같은 국면이 같은 쪽 차례로 세 번 나왔습니다.",
	}
	msgThreefoldTablebase = i18n.Text{
		En: "**Draw** by threefold repetition, claimed by the tablebase: the same position has stood on the board three times, with the same side to move.",
		Ko: "**무승부:** 3회 동형 반복. 테이블베이스가 무승부를 주장했습니다. 같은 국면이 같은 쪽 차례로 세 번 나왔습니다.",
	}
	msgAltThreefoldPlayer = i18n.Text{
		En: "Draw by threefold repetition, claimed by the player: the same position has stood on the board three times, with the same side to move.",
		Ko: "무승부: 3회 동형 반복. 플레이어가 무승부를 주장했습니다. 같은 국면이 같은 쪽 차례로 세 번 나왔습니다.",
	}
	msgClaimDraw = i18n.Text{
		En: "Claim draw",
		Ko: "무승부 주장",
	}
	msgNoRepetition = i18n.Text{
		En: "There is no draw to claim: the position on the board has not stood there three times with you to move.",
		Ko: "주장할 무승부가 없습니다. 지금 국면이 내 차례로 세 번 나오지 않았습니다.",
	}
	msgMenuPiece = i18n.Text{
		En: "Move the %s",
		Ko: "%s 움직이기",
	}
	msgMenuMore = i18n.Text{
		En: "Move the %s (more)",
		Ko: "%s 움직이기 (계속)",
	}
	msgResign = i18n.Text{
		En: "Resign",
		Ko: "기권",
	}
	msgAgain = i18n.Text{
		En: "Again",
		Ko: "다시 하기",
	}
	msgNothingToPlay = i18n.Text{
		En: "There is nothing to play in this position. %s",
		Ko: "이 국면에서는 둘 것이 없습니다. %s",
	}
	msgNotYourGame = i18n.Text{
		En: "This is %s's game: only they can move here.",
		Ko: "%s 님의 게임입니다. 그분만 둘 수 있습니다.",
	}
	msgGameOver = i18n.Text{
		En: "This game is over.",
		Ko: "이 게임은 끝났습니다.",
	}
	msgStale = i18n.Text{
		En: "That menu belongs to an earlier board (after %s); the game has moved on to ply %s. Choose from the current board.",
		Ko: "그 메뉴는 이전 판(%s 뒤)의 것입니다. 게임은 이미 %s플라이까지 진행되었습니다. 지금 판에서 고르세요.",
	}
	msgBadMenu = i18n.Text{
		En: "That menu choice does not name a move of this game; it may have been altered.",
		Ko: "그 메뉴 선택은 이 게임의 수가 아닙니다. 변조되었을 수 있습니다.",
	}
	msgNotLegal = i18n.Text{
		En: "%s is not a legal move in this position.",
		Ko: "%s 이 국면에서 둘 수 없는 수입니다.",
	}
	msgTakeBack = i18n.Text{
		En: "Take back",
		Ko: "무르기",
	}
	msgTookBack = i18n.Text{
		En: "%s took back %s.",
		Ko: "%s 님이 %s 물렀습니다.",
	}
	msgNothingToTakeBack = i18n.Text{
		En: "There is nothing to take back yet: you have not moved in this game.",
		Ko: "아직 무를 수가 없습니다. 이 게임에서 한 수도 두지 않았습니다.",
	}
	msgResignedNoTakeBack = i18n.Text{
		En: "You resigned this game, so it cannot be taken back; press Again to play it once more.",
		Ko: "기권한 게임이라 무를 수 없습니다. 다시 두려면 다시 하기를 누르세요.",
	}
	msgStaleBack = i18n.Text{
		En: "That belongs to an earlier board: moves have been played or taken back since. Use the current board.",
		Ko: "그 버튼이나 메뉴는 이전 판의 것입니다. 그 뒤에 수를 두었거나 물렀습니다. 지금 판을 쓰세요.",
	}
	msgBadTakeBack = i18n.Text{
		En: "This button does not name a board of this game; it may have been altered.",
		Ko: "이 버튼은 이 게임의 판을 가리키지 않습니다. 변조되었을 수 있습니다.",
	}
	msgPGNHere = i18n.Text{
		En: "The game in PGN:",
		Ko: "PGN 기보:",
	}
	msgPGNAttached = i18n.Text{
		En: "The game in PGN is attached: %s.",
		Ko: "PGN 기보를 %s 파일로 첨부했습니다.",
	}
	msgPGNAlt = i18n.Text{
		En: "The game in PGN (Portable Game Notation), as text: %s from %s, result %s.",
		Ko: "이 게임의 PGN(기보 표기법) 텍스트: 시작 국면 %[2]s에서 둔 %[1]s, 결과 %[3]s.",
	}
	hintNew = i18n.Text{
		En: "Start your own game with /kpk play position:Kd1 Pe2 kd8 w",
		Ko: "/킹폰킹 대국 국면:Kd1 Pe2 kd8 w 명령으로 직접 게임을 시작하세요.",
	}
)

// The names in the tags of a game's PGN, the same in every language: its Event, and the tablebase's side.
const (
	pgnEvent  = "kibitz KPK"
	pgnKibitz = "kibitz"
)

// text words the note in the language of whoever looks at the board.
func (n *note) text() i18n.Text {
	best := sanWith(n.Best, "이면/면", false) // "a4면", "Kd2면": had the player chosen it
	switch n.Kind {
	case noteDraws:
		if n.Tight {
			return msgNoteDrawsTight.Format(best)
		}
		return msgNoteDraws.Format(best, i18n.Num(n.BestMoves))
	case noteLoses:
		if n.Tight {
			return msgNoteLosesTight.Format(best)
		}
		return msgNoteLoses.Format(best, i18n.Num(n.BestMoves))
	case noteDrawLost:
		return msgNoteDrawLost.Format(best)
	case noteHastens:
		return msgNoteHastens.Format(i18n.Num(n.Now), best, i18n.WithParticle(movesN.N(int64(n.BestMoves)), "을/를"))
	case noteSlower:
		return msgNoteSlower.Format(best, i18n.Num(n.BestMoves), i18n.Num(n.Now))
	case noteOnlyWin:
		return msgNoteOnlyWin.Format(n.Played)
	case noteOnlyDraws:
		return msgNoteOnlyDraws.Format(n.Played)
	}
	return i18n.Plain("")
}
