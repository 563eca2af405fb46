package kpk

import (
	"errors"
	"fmt"
	"strings"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/kpk"
)

// The words for kpk's input errors, one per kpk.Code, with the fields each code fills (see
// solvers/kpk/errors.go): a reply in Discord, in the user's language (inputError), and in English the line
// of `kibitz solve kpk` (SolveError). The solver says only which code and which fields.
var (
	msgErrEmpty = i18n.Text{
		En: "The position is empty: give a FEN or pieces like Ke1 Pe2 ke8 w.",
		Ko: "국면이 비어 있습니다. FEN이나 Ke1 Pe2 ke8 w 같은 기물 목록을 입력하세요.",
	}
	msgErrRankCount = i18n.Text{
		En: "A FEN board has 8 ranks separated by /, and this one has %s.",
		Ko: "FEN 판은 /로 나뉜 8개의 랭크로 이루어지는데, 이 판에는 %s개가 있습니다.",
	}
	msgErrRankLength = i18n.Text{
		En: "Rank %s of the FEN board should cover 8 squares, and it covers %s.",
		Ko: "FEN 판의 %s번째 랭크는 8칸이어야 하는데 %s칸입니다.",
	}
	msgErrBadCharacter = i18n.Text{
		En: "Rank %s of the FEN board holds %s, which is neither a piece letter (KQRBNP, kqrbnp) nor a digit 1-8.",
		Ko: "FEN 판의 %s번째 랭크에 있는 %s 기물 글자(KQRBNP, kqrbnp)도 1-8 숫자도 아닙니다.",
	}
	msgErrSideToMove = i18n.Text{
		En: "The side to move must be w or b, not %s.",
		Ko: "둘 차례는 w 또는 b여야 합니다. %s 쓸 수 없습니다.",
	}
	msgErrCastling = i18n.Text{
		En: "The castling field of the FEN must be - or some of the letters KQkq, each at most once, not %s.",
		Ko: "FEN의 캐슬링 칸은 - 또는 KQkq 중 일부 글자(각각 한 번씩)여야 합니다. %s 쓸 수 없습니다.",
	}
	// msgErrCastlingImpossible takes the field, the side, its wing (msgKingSide, msgQueenSide), the right's
	// letter, the side's king and its square, the side's rook and its corner.
	msgErrCastlingImpossible = i18n.Text{
		En: "The castling field of the FEN, %[1]s, gives %[2]s the right to castle %[3]s (%[4]s), which needs the %[5]s on %[6]s and the %[7]s on %[8]s; this position does not have them, so write - in the castling field.",
		Ko: "FEN의 캐슬링 칸 %[1]s %[2]s에게 %[3]s 캐슬링(%[4]s) 권리를 주는데, 그러려면 %[5]s %[6]s에, %[7]s %[8]s에 있어야 합니다. 이 국면은 그렇지 않으니 캐슬링 칸에 -를 쓰세요.",
	}
	// msgErrCastlingUnsupported takes the field, the side, its wing and the right's letter.
	msgErrCastlingUnsupported = i18n.Text{
		En: "The castling field of the FEN, %[1]s, gives %[2]s the right to castle %[3]s (%[4]s), and kibitz's tablebase has no castling in it, so it cannot answer for this position: write - in the castling field to have it analysed without that right.",
		Ko: "FEN의 캐슬링 칸 %[1]s %[2]s에게 %[3]s 캐슬링(%[4]s) 권리를 주는데, kibitz의 테이블베이스에는 캐슬링이 없어 이 국면에 답할 수 없습니다. 그 권리 없이 분석하려면 캐슬링 칸에 -를 쓰세요.",
	}
	msgKingSide     = i18n.Text{En: "king-side", Ko: "킹사이드"}
	msgQueenSide    = i18n.Text{En: "queen-side", Ko: "퀸사이드"}
	msgErrEnPassant = i18n.Text{
		En: "The en passant field of the FEN must be - or a square on the third or sixth rank (e3, d6), not %s.",
		Ko: "FEN의 앙파상 칸은 - 또는 셋째나 여섯째 랭크의 칸(e3, d6)이어야 합니다. %s 쓸 수 없습니다.",
	}
	// msgErrEnPassantImpossible takes the field, the side that would have moved, the pawn's start and end,
	// that side's pawn, the square passed, and the side to move after the double step.
	msgErrEnPassantImpossible = i18n.Text{
		En: "The en passant field of the FEN, %[1]s, says %[2]s has just moved a pawn from %[3]s to %[4]s, which this position cannot follow: that move leaves a %[5]s on %[4]s, %[6]s and %[3]s empty, and %[7]s to move. Write - in the en passant field.",
		Ko: "FEN의 앙파상 칸 %[1]s 방금 %[2]s 폰이 %[3]s에서 %[4]s로 두 칸 나아갔다는 뜻인데, 이 국면은 그 수 다음일 수 없습니다. 그 수 다음에는 %[4]s에 %[5]s 있고, %[6]s, %[3]s 칸이 비어 있으며, %[7]s 차례입니다. 앙파상 칸에 -를 쓰세요.",
	}
	// msgErrEnPassantBefore is CodeEnPassantBefore: the field, the mover, the pawn's start and end, the
	// king it checked from its start, and the king's square.
	msgErrEnPassantBefore = i18n.Text{
		En: "The en passant field of the FEN, %[1]s, says %[2]s has just moved a pawn from %[3]s to %[4]s, but before that move the pawn on %[3]s would have given check to the %[5]s on %[6]s with %[2]s to move, which no game reaches. Write - in the en passant field.",
		Ko: "FEN의 앙파상 칸 %[1]s 방금 %[2]s 폰이 %[3]s에서 %[4]s로 두 칸 나아갔다는 뜻인데, 그 수 전에는 %[3]s의 폰이 %[6]s의 %[5]s 체크하면서 %[2]s 차례였을 것이므로 어떤 게임에서도 나올 수 없습니다. 앙파상 칸에 -를 쓰세요.",
	}
	// msgErrEnPassantClock is CodeEnPassantClock: the field, the mover, the pawn's start and end, and the
	// clock.
	msgErrEnPassantClock = i18n.Text{
		En: "The en passant field of the FEN, %[1]s, says %[2]s has just moved a pawn from %[3]s to %[4]s, a pawn move, which sets the halfmove clock to 0; the clock is %[5]s. Write 0 as the clock, or - in the en passant field.",
		Ko: "FEN의 앙파상 칸 %[1]s 방금 %[2]s 폰이 %[3]s에서 %[4]s로 두 칸 나아갔다는 뜻입니다. 폰이 움직이면 하프무브 클록이 0이 되는데 클록이 %[5]s입니다. 클록을 0으로 쓰거나 앙파상 칸에 -를 쓰세요.",
	}
	msgErrMoveCounter = i18n.Text{
		En: "The move counters of the FEN must be whole numbers, not %s.",
		Ko: "FEN의 수 세기 칸은 정수여야 합니다. %s 쓸 수 없습니다.",
	}
	// msgErrHalfmoveClock takes the largest clock (kpk.MaxHalfmove) and the clock as typed.
	msgErrHalfmoveClock = i18n.Text{
		En: "The halfmove clock of the FEN must be a whole number from 0 to %[1]s, not %[2]s: it counts the plies since the last capture or pawn move, and from 100 the game is drawn.",
		Ko: "FEN의 하프무브 클록은 0부터 %[1]s까지의 정수여야 합니다. %[2]s 쓸 수 없습니다. 이 값은 마지막 잡기나 폰 이동 뒤로 둔 플라이 수이며, 100부터는 무승부입니다.",
	}
	// msgErrCounterGrouped takes a counter as typed with its thousands separators, then without them.
	msgErrCounterGrouped = i18n.Text{
		En: "The counters of a FEN are written without thousands separators: write %[2]s, not %[1]s.",
		Ko: "FEN의 수 세기 칸에는 천 단위 구분 기호를 쓰지 않습니다. %[1]s 대신 %[2]s처럼 쓰세요.",
	}
	// msgErrFENTag puts a mistake in the value of a PGN's FEN tag (the sentence it takes) in its place.
	msgErrFENTag = i18n.Text{
		En: "The FEN tag of the PGN, the game's starting position, is wrong. %s",
		Ko: "PGN의 FEN 태그(게임의 시작 국면)가 잘못되었습니다. %s",
	}
	msgErrExtraFields = i18n.Text{
		En: "The FEN has more than six fields: %s is one too many.",
		Ko: "FEN의 항목이 여섯 개보다 많습니다. %s 남는 항목입니다.",
	}
	msgErrBadToken = i18n.Text{
		En: "%s is not a piece on a square: write pieces like Ke1 Pe2 ke8 (lower case for black), then w or b for the side to move.",
		Ko: "%s 기물과 칸을 나타내는 표기가 아닙니다. Ke1 Pe2 ke8처럼 쓰고(흑은 소문자), 마지막에 둘 차례를 w 또는 b로 쓰세요.",
	}
	msgErrSquareCase = i18n.Text{
		En: "%s has its square in capitals: squares are written in small letters (%s), and a piece's letter alone says its colour, capital for white, small for black.",
		Ko: "%s 칸 이름이 대문자입니다. 칸 이름은 소문자로 쓰고(%s), 기물 글자만 대문자(백)와 소문자(흑)로 색을 나타냅니다.",
	}
	// msgWordAt is a word of the short form with its place: "`1` (word 5)". In Korean the word comes
	// last, so that the particle after it follows the word ("5번째 단어 `1`은"), not the bracket.
	msgWordAt = i18n.Text{
		En: "%s (word %d)",
		Ko: "%[2]d번째 단어 %[1]s",
	}
	msgErrMoveNumber = i18n.Text{
		En: "%s is a move number, and the short form has none: write the pieces and the side to move alone (Ke1 Pe2 ke8 w), or give the position as a FEN, whose last field is the move number (4k3/8/8/8/8/8/4P3/4K3 w - - 0 40).",
		Ko: "%s 수 번호인데, 짧은 형식에는 수 번호를 쓰지 않습니다. 기물과 둘 차례만 쓰거나(Ke1 Pe2 ke8 w), 국면을 FEN으로 쓰고 마지막 항목에 수 번호를 쓰세요(4k3/8/8/8/8/8/4P3/4K3 w - - 0 40).",
	}
	msgErrAfterSide = i18n.Text{
		En: "%s comes after the side to move, %s: the side to move must be the last word.",
		Ko: "둘 차례인 %[2]s 뒤에 단어가 더 있습니다: %[1]s. 둘 차례는 마지막 단어여야 합니다.",
	}
	msgErrSideTwice = i18n.Text{
		En: "The side to move is given twice, %s and then %s: give it once, as the last word.",
		Ko: "둘 차례가 두 번 나옵니다: %s, %s. 마지막 단어로 한 번만 쓰세요.",
	}
	msgErrPGNGiven = i18n.Text{
		En: "This is a game in PGN, and a position is wanted here: give it as a FEN or as pieces like Ke1 Pe2 ke8 w (/kpk analyze reads a PGN and gives its last position's FEN).",
		Ko: "PGN 기보가 들어왔는데, 여기에는 국면이 필요합니다. FEN이나 Ke1 Pe2 ke8 w 같은 기물 목록으로 입력하세요 (/킹폰킹 분석 명령은 PGN을 읽어 마지막 국면의 FEN을 알려 줍니다).",
	}
	msgErrSquareTaken = i18n.Text{
		En: "Two pieces stand on %s.",
		Ko: "%s 칸에 기물이 두 개 있습니다.",
	}
	msgErrMissingKing = i18n.Text{
		En: "%s has no king.",
		Ko: "%s에게 킹이 없습니다.",
	}
	msgErrExtraKing = i18n.Text{
		En: "%s has %s; each side needs exactly one.",
		Ko: "%s에게 %s 있습니다. 각 편에는 킹이 정확히 하나 있어야 합니다.",
	}
	msgErrTooManyPieces = i18n.Text{
		En: "The position has %s besides the kings; kibitz knows positions with at most one (a pawn, or the knight, bishop, rook or queen it promotes to).",
		Ko: "킹 말고도 %s 있습니다. kibitz는 킹 외에 기물이 하나(폰, 또는 폰이 승급한 나이트, 비숍, 룩, 퀸)뿐인 국면만 압니다.",
	}
	msgErrNoPawn = i18n.Text{
		En: "The position needs one pawn besides the two kings, and it has none.",
		Ko: "두 킹 외에 폰이 하나 있어야 하는데 없습니다.",
	}
	msgErrNotPawn = i18n.Text{
		En: "The position needs one pawn besides the two kings, not a %s.",
		Ko: "두 킹 외에 있어야 할 기물은 폰인데 %s 있습니다.",
	}
	msgErrPawnRank = i18n.Text{
		En: "The %s on %s stands on the first or last rank, where no pawn can be.",
		Ko: "%s %s에 있습니다. 폰은 첫째 랭크나 마지막 랭크에 있을 수 없습니다.",
	}
	msgErrKingsAdjacent = i18n.Text{
		En: "The kings stand next to each other (%s and %s).",
		Ko: "두 킹이 서로 붙어 있습니다 (%s, %s).",
	}
	msgErrOpponentInCheck = i18n.Text{
		En: "The %s on %s is in check from the %s on %s, but it is %s to move: the side not to move can never be in check.",
		Ko: "%s(%s)이 %s(%s)에게 체크를 받고 있는데 둘 차례는 %s입니다. 둘 차례가 아닌 편은 체크 상태일 수 없습니다.",
	}
	msgErrIllegalMove = i18n.Text{
		En: "%s is not a legal move in this position.",
		Ko: "%s 이 국면에서 둘 수 없는 수입니다.",
	}
	msgErrPGNTag = i18n.Text{
		En: "%s is not a PGN tag pair: write tags like [FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"], with the moves after them.",
		Ko: "%s PGN 태그가 아닙니다. [FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]처럼 태그를 쓰고 그 뒤에 수를 쓰세요.",
	}
	msgErrPGNNoFEN = i18n.Text{
		En: "The PGN has no FEN tag: a king and pawn ending does not start from the initial position, so give its start as [FEN \"...\"] before the moves.",
		Ko: "PGN에 FEN 태그가 없습니다. 킹과 폰 엔딩은 처음 배치에서 시작하지 않으므로 수 앞에 [FEN \"...\"] 태그로 시작 국면을 적어 주세요.",
	}
	msgErrPGNMove = i18n.Text{
		En: "The PGN cannot be played out at move %s (%s to move): %s is not a legal move in the position there.",
		Ko: "PGN을 %s번째 수(%s 차례)에서 더 둘 수 없습니다. %s 그 국면에서 둘 수 없는 수입니다.",
	}
	msgErrPGNPromotion = i18n.Text{
		En: "The PGN cannot be played out at move %s (%s to move): %s takes the pawn to the last rank without naming the piece it becomes; write %s=Q (or =R, =B, =N).",
		Ko: "PGN을 %s번째 수(%s 차례)에서 더 둘 수 없습니다. %s 폰을 마지막 랭크로 보내면서 무엇으로 승급하는지 쓰지 않았습니다. %s=Q(또는 =R, =B, =N)처럼 쓰세요.",
	}
)

// The lines of `kibitz solve kpk` that have always been worded otherwise than Discord's English (which
// spells out the piece letters and what kibitz knows): English only, as kibitz solve speaks English. Every
// other code prints the English of its Discord message.
const (
	solveErrRankCount     = "The FEN board has %s instead of 8."
	solveErrRankLength    = "Rank %d of the FEN board covers %s instead of 8."
	solveErrBadCharacter  = "Rank %d of the FEN board holds %s, which is neither a piece letter nor a digit 1-8."
	solveErrTooManyPieces = "The position has %d pieces besides the kings; at most one (a pawn, knight, bishop, " +
		"rook or queen) is possible here."
	solveErrPGNGiven = "This is a game in PGN; kibitz solve kpk reads positions, one a line: a FEN or pieces like Ke1 Pe2 ke8 w."
	// solveAnyHint follows the Discord wording of not_kpk: the flag that takes such a position.
	solveAnyHint = " kibitz solve kpk --any takes every material from K v K to K+Q v K."
)

// inputError words a kpk.InputError in English and Korean as a user error with the hint given; other
// errors pass through.
func inputError(err error, hint i18n.Text) error {
	var ie *kpk.InputError
	if !errors.As(err, &ie) {
		return err
	}
	return router.Fail(router.Invalid, errorText(ie)).WithHint(hint)
}

// errorText words e in both languages.
func errorText(e *kpk.InputError) i18n.Text {
	if e.Tag == "FEN" {
		// The value of a PGN's FEN tag: the sentence about the position, said to be the tag's.
		inner := *e
		inner.Tag = ""
		return msgErrFENTag.Format(errorText(&inner))
	}
	switch e.Code {
	case kpk.CodeEmpty:
		return msgErrEmpty
	case kpk.CodeRankCount:
		return msgErrRankCount.Format(i18n.Num(e.Count))
	case kpk.CodeRankLength:
		return msgErrRankLength.Format(i18n.Num(e.Rank), i18n.Num(e.Count))
	case kpk.CodeBadCharacter:
		return msgErrBadCharacter.Format(i18n.Num(e.Rank), commands.TypedWith(e.Text, "은/는"))
	case kpk.CodeSideToMove:
		return msgErrSideToMove.Format(commands.TypedWith(e.Text, "은/는"))
	case kpk.CodeCastling:
		return msgErrCastling.Format(commands.TypedWith(e.Text, "은/는"))
	case kpk.CodeCastlingImpossible, kpk.CodeCastlingUnsupported:
		wing, letter := msgKingSide, "K"
		if e.Square.File() == 0 {
			wing, letter = msgQueenSide, "Q"
		}
		if e.Color == kpk.Black {
			letter = strings.ToLower(letter)
		}
		if e.Code == kpk.CodeCastlingUnsupported {
			return msgErrCastlingUnsupported.Format(commands.TypedWith(e.Text, "은/는"), colorName(e.Color), wing, letter)
		}
		king := kpk.NewSquare(4, e.Square.Rank())
		return msgErrCastlingImpossible.Format(commands.TypedWith(e.Text, "은/는"), colorName(e.Color), wing, letter,
			i18n.WithParticle(pieceName(kpk.NewPiece(kpk.King, e.Color)), "이/가"), king,
			i18n.WithParticle(pieceName(kpk.NewPiece(kpk.Rook, e.Color)), "이/가"), e.Square)
	case kpk.CodeEnPassant:
		return msgErrEnPassant.Format(commands.TypedWith(e.Text, "은/는"))
	case kpk.CodeEnPassantImpossible, kpk.CodeEnPassantBefore, kpk.CodeEnPassantClock:
		// The pawn passed e.Square: it started a rank behind it and ended a rank ahead, in its direction.
		step := 1
		if e.Color == kpk.Black {
			step = -1
		}
		from := kpk.NewSquare(e.Square.File(), e.Square.Rank()-step)
		to := kpk.NewSquare(e.Square.File(), e.Square.Rank()+step)
		field := commands.TypedWith(e.Text, "은/는")
		switch e.Code {
		case kpk.CodeEnPassantBefore:
			return msgErrEnPassantBefore.Format(field, colorName(e.Color), from, to,
				i18n.WithParticle(pieceName(kpk.NewPiece(kpk.King, e.Color.Other())), "을/를"), e.Other)
		case kpk.CodeEnPassantClock:
			return msgErrEnPassantClock.Format(field, colorName(e.Color), from, to, i18n.Num(e.Count))
		}
		return msgErrEnPassantImpossible.Format(field, colorName(e.Color), from, to,
			i18n.WithParticle(pieceName(kpk.NewPiece(kpk.Pawn, e.Color)), "이/가"), e.Square, colorName(e.Color.Other()))
	case kpk.CodeMoveCounter:
		return msgErrMoveCounter.Format(commands.TypedWith(e.Text, "은/는"))
	case kpk.CodeHalfmoveClock:
		return msgErrHalfmoveClock.Format(i18n.Num(kpk.MaxHalfmove), commands.TypedWith(e.Text, "은/는"))
	case kpk.CodeCounterGrouped:
		digits := strings.Map(func(r rune) rune {
			if commands.ASCII(string(r)) == "," {
				return -1
			}
			return r
		}, e.Text)
		return msgErrCounterGrouped.Format(commands.Typed(e.Text), commands.Typed(digits))
	case kpk.CodeExtraFields:
		return msgErrExtraFields.Format(commands.TypedWith(e.Text, "은/는"))
	case kpk.CodeBadToken:
		// e.Text is the word as typed; what it means is told of its ASCII form, as kpk reads it.
		if isMoveNumber(commands.ASCII(e.Text)) {
			return msgErrMoveNumber.Format(wordWith(e.Text, e.Index, "은/는"))
		}
		if fixed, ok := squareInCapitals(commands.ASCII(e.Text)); ok {
			return msgErrSquareCase.Format(wordWith(e.Text, e.Index, "은/는"), fixed)
		}
		return msgErrBadToken.Format(wordWith(e.Text, e.Index, "은/는"))
	case kpk.CodeAfterSide:
		side := wordAt(e.Side, e.Index-1)
		switch {
		case isMoveNumber(commands.ASCII(e.Text)):
			return msgErrMoveNumber.Format(wordWith(e.Text, e.Index, "은/는"))
		case isSideWord(commands.ASCII(e.Text)):
			return msgErrSideTwice.Format(side, wordAt(e.Text, e.Index))
		}
		return msgErrAfterSide.Format(wordAt(e.Text, e.Index), side)
	case kpk.CodePGNGiven:
		return msgErrPGNGiven
	case kpk.CodeSquareTaken:
		return msgErrSquareTaken.Format(e.Square)
	case kpk.CodeMissingKing:
		return msgErrMissingKing.Format(colorName(e.Color))
	case kpk.CodeExtraKing:
		return msgErrExtraKing.Format(colorName(e.Color), kingsN.N(int64(e.Count)))
	case kpk.CodeTooManyPieces:
		return msgErrTooManyPieces.Format(piecesN.N(int64(e.Count)))
	case kpk.CodeNotKPK:
		if e.Piece == kpk.NoPiece {
			return msgErrNoPawn
		}
		return msgErrNotPawn.Format(i18n.WithParticle(pieceName(e.Piece), "이/가"))
	case kpk.CodePawnRank:
		return msgErrPawnRank.Format(i18n.WithParticle(pieceName(e.Piece), "이/가"), e.Square)
	case kpk.CodeKingsAdjacent:
		return msgErrKingsAdjacent.Format(e.Square, e.Other)
	case kpk.CodeOpponentInCheck:
		return msgErrOpponentInCheck.Format(pieceName(kpk.NewPiece(kpk.King, e.Color)), e.Square, pieceName(e.Piece), e.Other,
			colorName(e.Color.Other()))
	case kpk.CodeIllegalMove:
		return msgErrIllegalMove.Format(commands.TypedWith(e.Text, "은/는"))
	case kpk.CodePGNTag:
		return msgErrPGNTag.Format(commands.TypedWith(e.Text, "은/는"))
	case kpk.CodePGNNoFEN:
		return msgErrPGNNoFEN
	case kpk.CodePGNMove:
		return msgErrPGNMove.Format(i18n.Num(e.Count), colorName(e.Color), commands.TypedWith(e.Text, "은/는"))
	case kpk.CodePGNPromotion:
		return msgErrPGNPromotion.Format(i18n.Num(e.Count), colorName(e.Color), commands.TypedWith(e.Text, "은/는"),
			strings.TrimRight(e.Text, "+#!?"))
	}
	return commands.InputNotValid(string(e.Code))
}

// SolveError is the line `kibitz solve kpk` prints for a case that fails with err (batch.go
// passes it as kpk.BatchOptions.Describe): the English of the Discord message, or the wording above where
// kibitz solve has always said it otherwise. An error that is not a *kpk.InputError keeps its own text.
func SolveError(err error) string {
	var e *kpk.InputError
	if !errors.As(err, &e) {
		return err.Error()
	}
	switch e.Code {
	case kpk.CodeRankCount:
		return fmt.Sprintf(solveErrRankCount, ranksN.Of(i18n.English, int64(e.Count)))
	case kpk.CodeRankLength:
		return fmt.Sprintf(solveErrRankLength, e.Rank, squaresN.Of(i18n.English, int64(e.Count)))
	case kpk.CodeBadCharacter:
		return fmt.Sprintf(solveErrBadCharacter, e.Rank, commands.Typed(e.Text))
	case kpk.CodeTooManyPieces:
		return fmt.Sprintf(solveErrTooManyPieces, e.Count)
	case kpk.CodePGNGiven:
		return solveErrPGNGiven
	case kpk.CodeNotKPK:
		return errorText(e).In(i18n.English) + solveAnyHint
	}
	return errorText(e).In(i18n.English)
}

// The counts of the error messages, with their nouns.
var (
	kingsN   = i18n.Plural{One: "%s king", Other: "%s kings", Ko: "킹이 %s개"}
	piecesN  = i18n.Plural{One: "%s piece", Other: "%s pieces", Ko: "기물이 %s개"}
	ranksN   = i18n.Plural{One: "%s rank", Other: "%s ranks", Ko: "랭크 %s개"}
	squaresN = i18n.Plural{One: "%s square", Other: "%s squares", Ko: "%s칸"}
)

// wordWith is wordAt followed in Korean by the particle pair.
func wordWith(word string, index int, pair string) i18n.Localized {
	if index < 1 {
		return commands.TypedWith(word, pair)
	}
	return i18n.WithParticle(wordAt(word, index), pair)
}

// wordAt is a word of the short form as the user wrote it (commands.Typed), with its place among the words when
// it is known (index from 1).
func wordAt(word string, index int) i18n.Text {
	if index < 1 {
		return i18n.Plain(commands.Typed(word))
	}
	return msgWordAt.Format(commands.Typed(word), index)
}

// squareInCapitals reports whether a word of the short form is a piece on a square whose file is a
// capital (KE1), and returns it written right (Ke1).
func squareInCapitals(word string) (string, bool) {
	if len(word) != 3 || strings.IndexByte("KQRBNPkqrbnp", word[0]) < 0 || word[1] < 'A' || word[1] > 'H' ||
		word[2] < '1' || word[2] > '8' {
		return "", false
	}
	return word[:1] + strings.ToLower(word[1:2]) + word[2:], true
}

// isMoveNumber reports whether a word of the short form is a move number: digits, perhaps with dots
// ("40", "1.", "12...").
func isMoveNumber(word string) bool {
	digits := strings.TrimRight(word, ".")
	return digits != "" && strings.Trim(digits, "0123456789") == ""
}

// isSideWord reports whether a word of the short form names the side to move, as kpk.Parse reads it.
func isSideWord(word string) bool {
	switch word {
	case "w", "W", "white", "White", "b", "B", "black", "Black":
		return true
	}
	return false
}
