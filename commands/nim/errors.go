package nim

import (
	"errors"
	"strconv"

	"kibitz/commands"
	"kibitz/commands/internal/numwords"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/nim"
)

// The solver's input errors in words. solvers/nim reports a mistake as a code and the fields its message
// needs (solvers/nim/errors.go); here they become a reply in the user's language with a hint
// (inputError), and the English line of `kibitz solve nim` (SolveError), from the catalogue in
// messages.go and, for the codes of the number syntax that /grundy shares, commands/internal/numwords.

// errorText words a solver input error in both languages, naming the place (heap 3, move 2) and the
// offending text as the solver's fields give them: the number syntax's codes in numwords' words, with this
// game's nouns, and the game's own codes here.
func errorText(e *nim.InputError) i18n.Text {
	switch e.Code {
	case nim.CodeEmpty:
		switch e.Field {
		case nim.FieldHeaps:
			return msgErrEmptyHeaps
		case nim.FieldMoves:
			return msgErrEmptyMoves
		}
	case nim.CodeBeyondValues:
		return msgErrBeyondValues.Format(i18n.Num(int64(e.Index)), heapText(e.Text), i18n.Num(e.Limit-1), i18n.Num(e.Limit))
	case nim.CodeMisereTooLarge:
		return msgErrMisereTooLarge.Format(numwords.RuleText(e.Text), i18n.Num(e.Limit))
	case nim.CodeTooLarge:
		if e.Field == nim.FieldMoves && e.Limit == nim.MaxHeap {
			return limitTooLarge(e, true)
		}
	}
	if t, ok := numwords.Text(mistake(e)); ok {
		return t
	}
	return commands.InputNotValid(string(e.Code))
}

// mistake is e as the number syntax's words take it, with the nouns of this game's fields.
func mistake(e *nim.InputError) numwords.Mistake {
	return numwords.Mistake{Code: string(e.Code), Noun: numwords.Noun(fieldNouns, e.Field), Plural: fieldPlurals[e.Field],
		Index: e.Index, Text: e.Text, Limit: e.Limit, Count: e.Count, LimitText: limitText(e.Limit), Moves: e.Field == nim.FieldMoves}
}

// inputError turns a solver input error into a user error with the hint; other errors pass through.
// Misère searches too large and heaps beyond the values of a move set without its period are beyond
// kibitz's limits rather than mistakes.
func inputError(err error, hint i18n.Text) error {
	var e *nim.InputError
	if !errors.As(err, &e) {
		return err
	}
	code := router.Invalid
	if e.Code == nim.CodeBeyondValues || e.Code == nim.CodeMisereTooLarge {
		code = router.TooLarge
	}
	return router.Fail(code, errorText(e)).WithHint(hint)
}

// SolveError words err for `kibitz solve nim` (its BatchOptions.Describe and its --moves check): a solver
// input error as one English sentence, any other error as its own text. It says what the reply on
// Discord says, except that a bound is written in (grouped) digits.
func SolveError(err error) string {
	var e *nim.InputError
	if !errors.As(err, &e) {
		return err.Error()
	}
	switch {
	case e.Code == nim.CodeTooLarge && e.Field == nim.FieldMoves && e.Limit == nim.MaxHeap:
		return limitTooLarge(e, false).En
	case e.Field == nim.FieldMoves:
		// The entry of the --moves flag, which the line names before the words, not the option of /nim.
		if line := numwords.Line(mistake(e)); line != "" {
			return line
		}
	case e.Code == nim.CodeTooLarge:
		return numwords.Line(mistake(e))
	}
	return errorText(e).En
}

// limitTooLarge words a limit 1-k whose k is beyond the largest heap (nim.ParseRule), on Discord or for
// `kibitz solve` (discord false), where the bound is in digits alone. A move set's amounts stop at
// subtraction.MaxMove (numwords' words), but a limit goes to the largest heap: "1-2000000" is a rule,
// so "larger than 1,000,000" was no reason to refuse 1-99999999999999999999.
func limitTooLarge(e *nim.InputError, discord bool) i18n.Text {
	limit := limitText(e.Limit)
	if !discord {
		limit = i18n.Num(e.Limit)
	}
	return msgErrLimitTooLarge.Format(numwords.MovesEntry(e.Index, discord), i18n.Plain(commands.Typed(e.Text)), limit)
}

// heapText is a heap's size in an error (the digits the solver gives), grouped as every number in a
// sentence.
func heapText(digits string) i18n.Localized {
	if n, err := strconv.ParseInt(digits, 10, 64); err == nil {
		return i18n.Num(n)
	}
	return i18n.Plain(digits)
}

// limitText writes a bound for Discord in the reader's grouped digits, the largest heap with its power
// after it: "9,223,372,036,854,775,807 (2^63-1)", in Spanish "9.223.372.036.854.775.807 (2^63-1)".
func limitText(v int64) i18n.Localized {
	if v == nim.MaxHeap {
		return i18n.Func(func(l i18n.Lang) string { return i18n.GroupIn(l, v) + " (2^63-1)" })
	}
	return i18n.Num(v)
}

// The solver's input errors (errors.go) that are this game's to word; the number syntax's (heap 3 is not a
// whole number, ...) are commands/internal/numwords', shared with /grundy.
var (
	msgErrEmptyHeaps = i18n.Text{
		En: "No heaps were given; write heap sizes like 3 4 5.",
		Ko: "더미가 없습니다. 3 4 5처럼 더미 크기를 적어 주세요.",
	}
	msgErrEmptyMoves = i18n.Text{
		En: "The option `moves` is empty; write the amounts a move may take, such as 1,2,5.",
		Ko: "`수` 옵션이 비어 있습니다. 1,2,5처럼 한 번에 가져갈 수 있는 개수를 적어 주세요.",
	}
	// msgErrBeyondValues is a heap beyond the values of a move set without its period
	// (nim.CodeBeyondValues): the heap's number and size, the largest heap known, and the values
	// computed. /grundy subtraction says the same of a pile (its msgErrBeyondValues).
	msgErrBeyondValues = i18n.Text{
		En: "Heap %s (%s) is larger than %s, the largest heap kibitz can answer with these moves: their Grundy values show no period within the first %s values, so it answers only the heaps among them.",
		Ko: "%s번 더미(%s개)가 %s개보다 큽니다. 이 수들로는 그런디 값의 주기가 처음 %[4]s개 안에서 보이지 않아, kibitz는 그 안의 더미(%[3]s개까지)에만 답합니다.",
	}
	// msgErrLimitTooLarge is a limit 1-k beyond the largest heap (limitTooLarge): the entry
	// (numwords.MovesEntry), the entry as typed, and the largest heap.
	msgErrLimitTooLarge = i18n.Text{
		En: "%s (%s) has an amount above %s, the most a limit 1-k may allow, as no heap is larger.",
		Ko: "%[1]s에 %[3]s보다 큰 개수가 있습니다 (%[2]s). 그보다 큰 더미는 없어서 1-k 꼴의 한도는 %[3]s까지입니다.",
	}
	msgErrMisereTooLarge = i18n.Text{
		En: "Misère play with moves of %s stones is solved by visiting every position, and this one has too many (more than %s moves to examine); try smaller heaps.",
		Ko: "한 번에 %s개를 가져가는 미제르 게임은 모든 국면을 살펴서 푸는데, 이 국면은 너무 큽니다 (살펴볼 수가 %s개 초과). 더 작은 더미로 해 보세요.",
	}
)

// The nouns of the solver's fields, for the number syntax's words (numwords.Mistake), and their plurals
// for nim.CodeTooMany.
var (
	fieldNouns = map[nim.Field]i18n.Text{
		nim.FieldHeaps: {En: "heap", Ko: "더미"},
		nim.FieldMoves: {En: "move", Ko: "수"},
	}
	fieldPlurals = map[nim.Field]i18n.Text{
		nim.FieldHeaps: {En: "heaps", Ko: "더미"},
		nim.FieldMoves: {En: "moves", Ko: "수"},
	}
)
