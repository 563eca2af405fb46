package commands

import (
	"errors"
	"strconv"
	"strings"

	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/grundy"
	"kibitz/solvers/nim"
)

// The wording of nim.InputError and grundy.InputError in English and Korean, shared by /nim and /grundy.
// Each code's message names the place (heap 3, move 2, line 17) and the offending text, as the solver's
// fields give them. The two packages give the codes and fields they share the same names and values
// (solvers/nim/errors.go), so a nim error is worded as the grundy error with its fields (nimSolverError).

var (
	msgNimErrEmptyHeaps = i18n.Text{
		En: "No heaps were given; write heap sizes like 3 4 5.",
		Ko: "더미가 없습니다. 3 4 5처럼 더미 크기를 적어 주세요.",
	}
	msgNimErrEmptyMoves = i18n.Text{
		En: "No moves were given; write a move set like 1,2,5.",
		Ko: "수가 없습니다. 1,2,5처럼 가져갈 수 있는 개수를 적어 주세요.",
	}
	msgNimErrEmptyInput = i18n.Text{
		En: "The file is empty; it should start with a line \"N M\" (nodes, edges).",
		Ko: "파일이 비어 있습니다. 첫 줄은 \"N M\" (노드 수, 간선 수)이어야 합니다.",
	}
	msgNimErrEmpty = i18n.Text{
		En: "No %s was given.",
		Ko: "%s이(가) 없습니다.",
	}
	msgNimErrEmptyItem = i18n.Text{
		En: "%s is empty; separate the numbers with single commas or spaces.",
		Ko: "%s이(가) 비어 있습니다. 숫자는 쉼표 하나나 공백으로 구분하세요.",
	}
	msgNimErrNotNumber = i18n.Text{
		En: "%s (%q) is not a whole number.",
		Ko: "%s (%q)은(는) 정수가 아닙니다.",
	}
	msgNimErrNegative = i18n.Text{
		En: "%s (%s) is negative.",
		Ko: "%s (%s)이(가) 음수입니다.",
	}
	msgNimErrTooSmall = i18n.Text{
		En: "%s (%s) is less than %d.",
		Ko: "%s (%s)이(가) %d보다 작습니다.",
	}
	msgNimErrTooLarge = i18n.Text{
		En: "%s (%s) is larger than %s.",
		Ko: "%s (%s)이(가) %s보다 큽니다.",
	}
	msgNimErrTooMany = i18n.Text{
		En: "There are more than %d %s.",
		Ko: "%[2]s이(가) %[1]d개를 넘습니다.",
	}
	msgNimErrBadRange = i18n.Text{
		En: "%s (%s) is a range that runs backwards; write the smaller number first.",
		Ko: "%s (%s)은(는) 거꾸로 된 범위입니다. 작은 수를 먼저 쓰세요.",
	}
	msgNimErrNoPeriod = i18n.Text{
		En: "The Grundy values of the moves %s show no period within the first %d values; kibitz cannot answer for every pile size.",
		Ko: "수 집합 %s의 그런디 값은 처음 %d개 안에서 주기가 보이지 않아, 모든 더미 크기에 답할 수 없습니다.",
	}
	msgNimErrMisereTooLarge = i18n.Text{
		En: "Misère play with the moves %s is solved by visiting every position, and this one has too many (more than %d moves to examine); try smaller heaps.",
		Ko: "수 집합 %s의 미제르 게임은 모든 국면을 살펴서 푸는데, 이 국면은 너무 큽니다 (살펴볼 수가 %d개 초과). 더 작은 더미로 해 보세요.",
	}
	msgNimErrBadLine = i18n.Text{
		En: "Line %d (%q) should be %s.",
		Ko: "%d번째 줄 (%q)은(는) %s이어야 합니다.",
	}
	msgNimErrMissingCount = i18n.Text{
		En: "The file ends at line %d, before the token count line \"K\".",
		Ko: "파일이 %d번째 줄에서 끝났습니다. 토큰 수 줄 \"K\"가 없습니다.",
	}
	msgNimErrMissingLines = i18n.Text{
		En: "The file ends at line %d after %d of the %d %s it promised.",
		Ko: "파일이 %d번째 줄에서 끝났습니다. 약속한 %[4]s %[3]d개 중 %[2]d개만 있습니다.",
	}
	msgNimErrExtraLine = i18n.Text{
		En: "Line %d (%q) comes after the last token; remove it or raise the token count K.",
		Ko: "%d번째 줄 (%q)은(는) 마지막 토큰 뒤에 있습니다. 지우거나 토큰 수 K를 늘리세요.",
	}
	msgNimErrBadCountLine = i18n.Text{
		En: "Line %d gives a %s of %d; it must be from %d to %d.",
		Ko: "%d번째 줄의 %s이(가) %d입니다. %d부터 %d까지여야 합니다.",
	}
	msgNimErrBadCount = i18n.Text{
		En: "The %s is %d; it must be from %d to %d.",
		Ko: "%s이(가) %d입니다. %d부터 %d까지여야 합니다.",
	}
	msgNimErrNodeRange = i18n.Text{
		En: "%s names node %d, but the nodes are 1 to %d.",
		Ko: "%s에 노드 %d이(가) 있지만, 노드는 1부터 %d까지입니다.",
	}
	msgNimErrCycle = i18n.Text{
		En: "The graph has a cycle through node %d (%s), so the game could go on forever; a DAGame needs an acyclic graph.",
		Ko: "그래프에 노드 %d을(를) 지나는 순환 (%s)이 있어 게임이 끝나지 않을 수 있습니다. DAGame의 그래프에는 순환이 없어야 합니다.",
	}
	msgNimErrThirdToken = i18n.Text{
		En: "%s is a third token of colour %d; a colour has at most two.",
		Ko: "%s은(는) 색 %d의 세 번째 토큰입니다. 한 색의 토큰은 최대 두 개입니다.",
	}
	msgNimErrOther = i18n.Text{
		En: "The input is not valid (%s).",
		Ko: "입력이 올바르지 않습니다 (%s).",
	}
)

// The nouns of the solvers' fields, for the messages above.
var nimFieldNouns = map[grundy.Field]i18n.Text{
	grundy.Field(nim.FieldHeaps): {En: "heap", Ko: "더미"},
	grundy.FieldMoves:            {En: "move", Ko: "수"},
	grundy.FieldPile:             {En: "pile size", Ko: "더미 크기"},
	grundy.FieldN:                {En: "N", Ko: "N"},
	grundy.FieldNodes:            {En: "node count", Ko: "노드 수"},
	grundy.FieldEdges:            {En: "edge count", Ko: "간선 수"},
	grundy.FieldTokens:           {En: "token count", Ko: "토큰 수"},
}

// The plural nouns of the solvers' fields for CodeTooMany.
var nimFieldPlurals = map[grundy.Field]i18n.Text{
	grundy.Field(nim.FieldHeaps): {En: "heaps", Ko: "더미"},
	grundy.FieldMoves:            {En: "moves", Ko: "수"},
}

// The expected shape of each DAGame line, and the noun for several of them.
var (
	nimLineForms = map[grundy.Field]i18n.Text{
		grundy.FieldHeader:     {En: "two whole numbers \"N M\" (nodes, edges)", Ko: "정수 두 개 \"N M\" (노드 수, 간선 수)"},
		grundy.FieldEdge:       {En: "an edge \"p q\" (two node numbers)", Ko: "간선 \"p q\" (노드 번호 두 개)"},
		grundy.FieldTokenCount: {En: "the token count \"K\"", Ko: "토큰 수 \"K\""},
		grundy.FieldToken:      {En: "a token \"v c\" (node, colour)", Ko: "토큰 \"v c\" (노드, 색)"},
	}
	nimLinePlurals = map[grundy.Field]i18n.Text{
		grundy.FieldEdge:  {En: "edge lines", Ko: "간선 줄"},
		grundy.FieldToken: {En: "token lines", Ko: "토큰 줄"},
	}
)

var (
	msgNimWhereLine  = i18n.Text{En: "Line %d", Ko: "%d번째 줄"}
	msgNimWhereEdge  = i18n.Text{En: "Edge %d", Ko: "%d번째 간선"}
	msgNimWhereToken = i18n.Text{En: "Token %d", Ko: "%d번째 토큰"}
	msgNimItemIndex  = i18n.Text{En: "%s %d", Ko: "%[2]d번째 %[1]s"}
)

// nimNoun is the noun of a field in both languages.
func nimNoun(f grundy.Field) i18n.Text {
	if t, ok := nimFieldNouns[f]; ok {
		return t
	}
	return i18n.Plain(string(f))
}

// nimSubject names an item ("Heap 3", "3번째 더미"), capitalised in English.
func nimSubject(f grundy.Field, index int) i18n.Text {
	noun := nimNoun(f)
	if index > 0 {
		noun = msgNimItemIndex.Format(noun, index)
	}
	if noun.En != "" {
		noun.En = strings.ToUpper(noun.En[:1]) + noun.En[1:]
	}
	return noun
}

// nimWhere names the DAGame line, edge or token an error is about.
func nimWhere(e *grundy.InputError) i18n.Text {
	switch {
	case e.Line > 0:
		return msgNimWhereLine.Format(e.Line)
	case e.Field == grundy.FieldToken:
		return msgNimWhereToken.Format(e.Index)
	}
	return msgNimWhereEdge.Format(e.Index)
}

// nimLimitText writes a bound: 2^63-1 as a power, other bounds in full.
func nimLimitText(v int64) string {
	if v == nim.MaxHeap {
		return "2^63-1"
	}
	if v == 1e18 {
		return "10^18"
	}
	return strconv.FormatInt(v, 10)
}

// nimSolverError finds the solver's input error in err: a *grundy.InputError, or a *nim.InputError seen
// as one (same codes and fields; a nim error fills no Line, Value or Cycle). ok is false for other errors.
func nimSolverError(err error) (e *grundy.InputError, ok bool) {
	if errors.As(err, &e) {
		return e, true
	}
	var ne *nim.InputError
	if !errors.As(err, &ne) {
		return nil, false
	}
	return &grundy.InputError{Code: grundy.Code(ne.Code), Field: grundy.Field(ne.Field), Index: ne.Index, Text: ne.Text, Limit: ne.Limit}, true
}

// nimErrorText words a solver input error in both languages. ok is false for other errors.
func nimErrorText(err error) (text i18n.Text, ok bool) {
	e, ok := nimSolverError(err)
	if !ok {
		return text, false
	}
	subject := nimSubject(e.Field, e.Index)
	switch e.Code {
	case grundy.CodeEmpty:
		switch e.Field {
		case grundy.Field(nim.FieldHeaps):
			return msgNimErrEmptyHeaps, true
		case grundy.FieldMoves:
			return msgNimErrEmptyMoves, true
		case grundy.FieldHeader:
			return msgNimErrEmptyInput, true
		}
		return msgNimErrEmpty.Format(nimNoun(e.Field)), true
	case grundy.CodeEmptyItem:
		return msgNimErrEmptyItem.Format(subject), true
	case grundy.CodeNotNumber:
		return msgNimErrNotNumber.Format(subject, e.Text), true
	case grundy.CodeNegative:
		return msgNimErrNegative.Format(subject, e.Text), true
	case grundy.CodeTooSmall:
		return msgNimErrTooSmall.Format(subject, e.Text, e.Limit), true
	case grundy.CodeTooLarge:
		return msgNimErrTooLarge.Format(subject, e.Text, nimLimitText(e.Limit)), true
	case grundy.CodeTooMany:
		plural, ok := nimFieldPlurals[e.Field]
		if !ok {
			plural = nimNoun(e.Field)
		}
		return msgNimErrTooMany.Format(e.Limit, plural), true
	case grundy.CodeBadRange:
		return msgNimErrBadRange.Format(subject, e.Text), true
	case grundy.CodeNoPeriod:
		return msgNimErrNoPeriod.Format(e.Text, e.Limit), true
	case grundy.Code(nim.CodeMisereTooLarge):
		return msgNimErrMisereTooLarge.Format(e.Text, e.Limit), true
	case grundy.CodeBadLine:
		return msgNimErrBadLine.Format(e.Line, e.Text, nimLineForms[e.Field]), true
	case grundy.CodeMissingLines:
		if e.Field == grundy.FieldTokenCount {
			return msgNimErrMissingCount.Format(e.Line), true
		}
		return msgNimErrMissingLines.Format(e.Line, e.Value, e.Limit, nimLinePlurals[e.Field]), true
	case grundy.CodeExtraLine:
		return msgNimErrExtraLine.Format(e.Line, e.Text), true
	case grundy.CodeBadCount:
		least := int64(0)
		if e.Field == grundy.FieldNodes {
			least = 1
		}
		noun := nimNoun(e.Field)
		if e.Line == 0 {
			return msgNimErrBadCount.Format(noun, e.Value, least, e.Limit), true
		}
		return msgNimErrBadCountLine.Format(e.Line, noun, e.Value, least, e.Limit), true
	case grundy.CodeNodeRange:
		return msgNimErrNodeRange.Format(nimWhere(e), e.Value, e.Limit), true
	case grundy.CodeCycle:
		parts := make([]string, len(e.Cycle))
		for i, v := range e.Cycle {
			parts[i] = strconv.Itoa(v)
		}
		return msgNimErrCycle.Format(e.Value, strings.Join(parts, " → ")), true
	case grundy.CodeThirdToken:
		return msgNimErrThirdToken.Format(nimWhere(e), e.Value), true
	}
	return msgNimErrOther.Format(string(e.Code)), true
}

// nimInputError turns a solver input error into a user error with the hint; other errors pass through.
// Misère searches too large and periods not found are beyond kibitz's limits rather than mistakes.
func nimInputError(err error, hint i18n.Text) error {
	msg, ok := nimErrorText(err)
	if !ok {
		return err
	}
	code := router.Invalid
	if e, ok := nimSolverError(err); ok && (e.Code == grundy.CodeNoPeriod || e.Code == grundy.Code(nim.CodeMisereTooLarge)) {
		code = router.TooLarge
	}
	return router.Fail(code, msg).WithHint(hint)
}
