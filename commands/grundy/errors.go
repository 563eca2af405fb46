package grundy

import (
	"errors"

	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/dagame"
	"kibitz/solvers/divisor"
	"kibitz/solvers/subtraction"
)

// The solvers' input errors in words. Each of the three solvers (solvers/subtraction, solvers/divisor,
// solvers/dagame) reports a mistake as a code and the fields its message needs (its errors.go); each
// game's file here words its own (subtractionErrorText, divisorErrorText, dagameErrorText, and their
// `kibitz solve` lines), from the catalogue in messages.go and, for the codes of the number syntax that
// /nim shares, commands/internal/numwords. This file picks the game an error belongs to: a reply in the
// user's language with a hint (inputError, and dagameError for a DAGame file), and the English line of
// `kibitz solve subtraction | divisor | dagame` (SolveError).

// errorText words a solver input error of any of the three games in both languages; ok is false for any
// other error.
func errorText(err error) (text i18n.Text, ok bool) {
	var (
		se *subtraction.InputError
		de *divisor.InputError
		ge *dagame.InputError
	)
	switch {
	case errors.As(err, &se):
		return subtractionErrorText(se), true
	case errors.As(err, &de):
		return divisorErrorText(de), true
	case errors.As(err, &ge):
		return dagameErrorText(ge), true
	}
	return text, false // another error: nothing to word
}

// inputError turns a solver input error into a user error with the hint; other errors pass through.
// A period not found, and a pile beyond the values computed without one, are beyond kibitz's limits
// rather than a mistake.
func inputError(err error, hint i18n.Text) error {
	text, ok := errorText(err)
	if !ok {
		return err
	}
	code := router.Invalid
	if se, ok := errors.AsType[*subtraction.InputError](err); ok && (se.Code == subtraction.CodeNoPeriod || se.Code == subtraction.CodeBeyondValues) {
		code = router.TooLarge
	}
	return router.Fail(code, text).WithHint(hint)
}

// SolveError words err for `kibitz solve subtraction | divisor | dagame` (their BatchOptions.Describe,
// and the --moves check): a solver input error as one English sentence, any other error as its own text.
// It says what the reply on Discord says, except where that speaks of a file or of what to do on Discord:
// a bound is written in digits, the input is "the input", and a missing period or a cycle is only stated.
func SolveError(err error) string {
	var (
		se *subtraction.InputError
		de *divisor.InputError
		ge *dagame.InputError
	)
	switch {
	case errors.As(err, &se):
		return subtractionSolveError(se)
	case errors.As(err, &de):
		return divisorSolveError(de)
	case errors.As(err, &ge):
		return dagameSolveError(ge)
	}
	return err.Error()
}

// The solvers' input errors that are these games' to word; the number syntax's (move 2 is not a
// whole number, ...) are commands/internal/numwords', shared with /nim.
var (
	msgErrEmptyMoves = i18n.Text{
		En: "The option `moves` is empty; write the amounts a move may take, such as 1,2,5.",
		Ko: "`수` 옵션이 비어 있습니다. 1,2,5처럼 한 번에 가져갈 수 있는 개수를 적어 주세요.",
	}
	msgErrEmptyInput = i18n.Text{
		En: "The file is empty; it should start with a line \"N M\" (nodes, edges).",
		Ko: "파일이 비어 있습니다. 첫 줄은 \"N M\" (노드 수, 간선 수)이어야 합니다.",
	}
	msgErrNoPeriod = i18n.Text{
		En: "With moves of %s, the Grundy values show no period within the first %s values; kibitz cannot answer for every pile size.",
		Ko: "한 번에 %s개를 가져가는 게임의 그런디 값은 처음 %s개 안에서 주기가 보이지 않아, 모든 더미 크기에 답할 수 없습니다.",
	}
	// msgErrBeyondValues is a pile beyond the values of a game without its period (CodeBeyondValues,
	// beyondText): the pile (msgBeyondPile, or msgBeyondPileOfSum in a sum), the largest pile known,
	// and the values computed.
	msgErrBeyondValues = i18n.Text{
		En: "%s is larger than %s, the largest pile kibitz can answer with these moves: their Grundy values show no period within the first %s values, so it answers only the piles among them.",
		Ko: "%[1]s %[2]s보다 큽니다. 이 수들로는 그런디 값의 주기가 처음 %[3]s개 안에서 보이지 않아, kibitz는 그 안의 더미(%[2]s까지)에만 답합니다.",
	}
	// msgBeyondPile and msgBeyondPileOfSum are the pile of msgErrBeyondValues, alone or in a sum.
	msgBeyondPile      = i18n.Text{En: "A pile of %s", Ko: "돌이 %s개인 더미"}
	msgBeyondPileOfSum = i18n.Text{En: "Pile %s (%s)", Ko: "%s번 더미(%s개)"}

	msgErrBadLine = i18n.Text{
		En: "Line %s (%s) should be %s.",
		Ko: "%[1]s번째 줄은 %[3]s 형식이어야 합니다 (%[2]s).",
	}
	// msgErrEdgeForCount is msgErrBadLine for a token count line that holds two numbers, as an edge does
	// (dagame.CodeBadLine): the header's M most likely does not count it.
	msgErrEdgeForCount = i18n.Text{
		En: "Line %[1]s (%[2]s) should be the token count \"K\", but it holds two numbers, as an edge does: the first line promises %[3]s. If it is an edge, raise M.",
		Ko: "%[1]s번째 줄(%[2]s)은 토큰 수 \"K\"여야 하는데 간선처럼 숫자가 두 개입니다. 첫 줄에서 약속한 것은 %[3]s입니다. 간선이라면 M을 늘리세요.",
	}
	msgErrMissingCount = i18n.Text{
		En: "The file ends at line %s, before the token count line \"K\".",
		Ko: "파일이 %s번째 줄에서 끝났습니다. 토큰 수 줄 \"K\"가 없습니다.",
	}
	// msgErrMissingLines takes the line, the lines found, and the lines promised with their noun
	// (linePlurals).
	msgErrMissingLines = i18n.Text{
		En: "The file ends at line %s after %s of the %s it promised.",
		Ko: "파일이 %[1]s번째 줄에서 끝났습니다. 약속한 %[3]s 중 %[2]s개만 있습니다.",
	}
	msgErrExtraLine = i18n.Text{
		En: "Line %s (%s) comes after the last token; remove it or raise the token count K.",
		Ko: "%[1]s번째 줄은 마지막 토큰 뒤에 있습니다 (%[2]s). 지우거나 토큰 수 K를 늘리세요.",
	}
	msgErrBadCountLine = i18n.Text{
		En: "Line %s gives %[3]s as the %[2]s; it must be from %[4]s to %[5]s.",
		Ko: "%s번째 줄의 %s %s입니다. %s부터 %s까지여야 합니다.",
	}
	msgErrBadCount = i18n.Text{
		En: "The %s is %s; it must be from %s to %s.",
		Ko: "%s %s입니다. %s부터 %s까지여야 합니다.",
	}
	msgErrNodeRange = i18n.Text{
		En: "%s names node %s, but the nodes are 1 to %s.",
		Ko: "%s에 노드 %s 있지만, 노드는 1부터 %s까지입니다.",
	}
	msgErrCycle = i18n.Text{
		En: "The graph has a cycle through node %s (%s), so the game could go on forever; a DAGame needs an acyclic graph.",
		Ko: "그래프에 노드 %s 지나는 순환 (%s)이 있어 게임이 끝나지 않을 수 있습니다. DAG 게임의 그래프에는 순환이 없어야 합니다.",
	}
	msgErrThirdToken = i18n.Text{
		En: "%s is a third token of colour %s; a colour has at most two.",
		Ko: "%s 색 %s의 세 번째 토큰입니다. 한 색의 토큰은 최대 두 개입니다.",
	}
	// msgErrNegative is a DAGame line of the right shape with a negative number (dagame.CodeNegative):
	// the line, as typed, and its form (lineForms).
	msgErrNegative = i18n.Text{
		En: "Line %[1]s (%[2]s) holds a negative number; it should be %[3]s, and no number in a DAGame is negative.",
		Ko: "%[1]s번째 줄(%[2]s)에 음수가 있습니다. %[3]s 형식이어야 하며, DAG 게임의 수는 음수일 수 없습니다.",
	}
	msgErrColourRange = i18n.Text{
		En: "Line %[1]s (%[2]s) gives a colour larger than %[3]s, the largest a colour may be.",
		Ko: "%[1]s번째 줄(%[2]s)의 색이 색으로 쓸 수 있는 최대값 %[3]s보다 큽니다.",
	}
	// A DAGame file that is not UTF-8 text (solvers/dagame's CodeUTF16, CodeNUL, CodeNotUTF8): said as
	// such, never quoted; UTF-16 with its byte-order mark is read.
	msgErrUTF16 = i18n.Text{
		En: "The file is UTF-16 text without a byte-order mark, which kibitz does not read; save it as UTF-8 (plain text) and attach it again.",
		Ko: "파일이 바이트 순서 표시(BOM)가 없는 UTF-16 텍스트라서 kibitz가 읽지 않습니다. UTF-8(일반 텍스트)로 저장해 다시 첨부해 주세요.",
	}
	msgErrNUL = i18n.Text{
		En: "Line %s holds a NUL byte, which no text holds: the file is not plain text. Save it as plain text (UTF-8) and attach it again.",
		Ko: "%s번째 줄에 NUL 바이트가 있습니다. 텍스트에는 없는 바이트라서 일반 텍스트 파일이 아닙니다. 일반 텍스트(UTF-8)로 저장해 다시 첨부해 주세요.",
	}
	msgErrNotUTF8 = i18n.Text{
		En: "Line %s is not UTF-8 text: save the file as plain text in UTF-8 and attach it again.",
		Ko: "%s번째 줄은 UTF-8 텍스트가 아닙니다. 파일을 UTF-8 일반 텍스트로 저장해 다시 첨부해 주세요.",
	}
	msgWhereLine  = i18n.Text{En: "Line %s", Ko: "%s번째 줄"}
	msgWhereEdge  = i18n.Text{En: "Edge %s", Ko: "%s번째 간선"}
	msgWhereToken = i18n.Text{En: "Token %s", Ko: "%s번째 토큰"}
)

// The wording of `kibitz solve` where it differs from Discord's (SolveError): its input is standard input
// rather than a file, and it states a missing period or a cycle without the advice a Discord user gets.
const (
	solveErrNoPeriod     = "With moves of %s, the Grundy values show no period within the first %s values."
	solveErrEmptyInput   = `The input is empty; it should start with a line "N M" (nodes, edges).`
	solveErrMissingCount = `The input ends at line %s, before the token count line "K".`
	solveErrMissingLines = "The input ends at line %s after %s of the %s it promised."
	solveErrExtraLine    = "Line %s (%s) comes after the last token."
	solveErrCycle        = "The graph has a cycle through node %s (%s), so the game could go on forever."
)

// The nouns of the solvers' fields, for the messages above and the number syntax's words
// (numwords.Mistake), and their plurals for subtraction.CodeTooMany.
var (
	fieldNouns = map[subtraction.Field]i18n.Text{
		subtraction.FieldMoves: {En: "move", Ko: "수"},
		subtraction.FieldPile:  {En: "pile size", Ko: "더미 크기"},
	}
	divisorNouns = map[divisor.Field]i18n.Text{
		divisor.FieldN: {En: "N", Ko: "N"},
	}
	countNouns = map[dagame.Field]i18n.Text{
		dagame.FieldNodes:  {En: "node count", Ko: "노드 수"},
		dagame.FieldEdges:  {En: "edge count", Ko: "간선 수"},
		dagame.FieldTokens: {En: "token count", Ko: "토큰 수"},
	}
	fieldPlurals = map[subtraction.Field]i18n.Text{
		subtraction.FieldMoves: {En: "moves", Ko: "수"},
	}
)

// The expected shape of each DAGame line, and the noun for several of them.
var (
	lineForms = map[dagame.Field]i18n.Text{
		dagame.FieldHeader:     {En: "two whole numbers \"N M\" (nodes, edges)", Ko: "정수 두 개 \"N M\" (노드 수, 간선 수)"},
		dagame.FieldEdge:       {En: "an edge \"p q\" (two node numbers)", Ko: "간선 \"p q\" (노드 번호 두 개)"},
		dagame.FieldTokenCount: {En: "the token count \"K\"", Ko: "토큰 수 \"K\""},
		dagame.FieldToken:      {En: "a token \"v c\" (node, colour)", Ko: "토큰 \"v c\" (노드, 색)"},
	}
	linePlurals = map[dagame.Field]i18n.Plural{
		dagame.FieldEdge:  {One: "%s edge line", Other: "%s edge lines", Ko: "간선 줄 %s개"},
		dagame.FieldToken: {One: "%s token line", Other: "%s token lines", Ko: "토큰 줄 %s개"},
	}
)
