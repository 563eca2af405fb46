package grundy

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"kibitz/commands/internal/numwords"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/grundy"
)

// The solver's input errors in words. solvers/grundy reports a mistake as a code and the fields its
// message needs (solvers/grundy/errors.go); here they become a reply in the user's language with a hint
// (inputError, and dagameError for a DAGame file), and the English line of `kibitz solve subtraction |
// divisor | dagame` (SolveError), from the catalogue in messages.go and, for the codes of the number
// syntax that /nim shares, commands/internal/numwords.

// errorText words a solver input error in both languages, naming the place (move 2, line 17) and the
// offending text as the solver's fields give them: the number syntax's codes in numwords' words, with
// this game's nouns, and the game's own codes here.
func errorText(e *grundy.InputError) i18n.Text {
	switch e.Code {
	case grundy.CodeEmpty:
		switch e.Field {
		case grundy.FieldMoves:
			return msgErrEmptyMoves
		case grundy.FieldHeader:
			return msgErrEmptyInput
		}
	case grundy.CodeNoPeriod:
		return msgErrNoPeriod.Format(numwords.RuleText(e.Text), i18n.Num(e.Limit))
	case grundy.CodeBadLine:
		return msgErrBadLine.Format(i18n.Num(e.Line), e.Text, lineForms[e.Field])
	case grundy.CodeMissingLines:
		if e.Field == grundy.FieldTokenCount {
			return msgErrMissingCount.Format(i18n.Num(e.Line))
		}
		return msgErrMissingLines.Format(i18n.Num(e.Line), i18n.Num(e.Value), linesOf(e.Field).N(e.Limit))
	case grundy.CodeExtraLine:
		return msgErrExtraLine.Format(i18n.Num(e.Line), e.Text)
	case grundy.CodeBadCount:
		noun := i18n.WithParticle(nounOf(e.Field), "이/가")
		value, least, most := i18n.Num(e.Value), i18n.Num(leastCount(e.Field)), i18n.Num(e.Limit)
		if e.Line == 0 {
			return msgErrBadCount.Format(noun, value, least, most)
		}
		return msgErrBadCountLine.Format(i18n.Num(e.Line), noun, value, least, most)
	case grundy.CodeNodeRange:
		return msgErrNodeRange.Format(whereOf(e), i18n.WithParticle(i18n.Num(e.Value), "이/가"), i18n.Num(e.Limit))
	case grundy.CodeCycle:
		return msgErrCycle.Format(i18n.WithParticle(i18n.Num(e.Value), "을/를"), cycleText(e.Cycle, " → "))
	case grundy.CodeThirdToken:
		return msgErrThirdToken.Format(i18n.WithParticle(whereOf(e), "은/는"), i18n.Num(e.Value))
	}
	if t, ok := numwords.Text(mistake(e)); ok {
		return t
	}
	return msgErrOther.Format(string(e.Code))
}

// mistake is e as the number syntax's words take it, with the nouns of this game's fields.
func mistake(e *grundy.InputError) numwords.Mistake {
	return numwords.Mistake{Code: string(e.Code), Noun: nounOf(e.Field), Plural: fieldPlurals[e.Field],
		Index: e.Index, Text: e.Text, Limit: e.Limit, LimitText: limitText(e.Limit)}
}

// inputError turns a solver input error into a user error with the hint; other errors pass through.
// A period not found is beyond kibitz's limits rather than a mistake.
func inputError(err error, hint i18n.Text) error {
	var e *grundy.InputError
	if !errors.As(err, &e) {
		return err
	}
	code := router.Invalid
	if e.Code == grundy.CodeNoPeriod {
		code = router.TooLarge
	}
	return router.Fail(code, errorText(e)).WithHint(hint)
}

// SolveError words err for `kibitz solve subtraction | divisor | dagame` (their BatchOptions.Describe,
// and the --moves check): a solver input error as one English sentence, any other error as its own text.
// It says what the reply on Discord says, except where that speaks of a file or of what to do on Discord:
// a bound is written in digits, the input is "the input", and a missing period or a cycle is only stated.
func SolveError(err error) string {
	var e *grundy.InputError
	if !errors.As(err, &e) {
		return err.Error()
	}
	switch e.Code {
	case grundy.CodeTooLarge:
		return numwords.Line(mistake(e))
	case grundy.CodeNoPeriod:
		return fmt.Sprintf(solveErrNoPeriod, numwords.RuleText(e.Text).In(i18n.English), i18n.Group(e.Limit))
	case grundy.CodeEmpty:
		if e.Field == grundy.FieldHeader {
			return solveErrEmptyInput
		}
	case grundy.CodeMissingLines:
		if e.Field == grundy.FieldTokenCount {
			return fmt.Sprintf(solveErrMissingCount, i18n.Group(int64(e.Line)))
		}
		return fmt.Sprintf(solveErrMissingLines, i18n.Group(int64(e.Line)), i18n.Group(e.Value), linesOf(e.Field).Of(i18n.English, e.Limit))
	case grundy.CodeExtraLine:
		return fmt.Sprintf(solveErrExtraLine, i18n.Group(int64(e.Line)), e.Text)
	case grundy.CodeCycle:
		return fmt.Sprintf(solveErrCycle, i18n.Group(e.Value), cycleText(e.Cycle, " -> "))
	}
	return errorText(e).En
}

// nounOf is the noun of a field in both languages.
func nounOf(f grundy.Field) i18n.Text { return numwords.Noun(fieldNouns, f) }

// linesOf is the noun of DAGame lines of a kind, with their count; the field's name for another field.
func linesOf(f grundy.Field) i18n.Plural {
	if p, ok := linePlurals[f]; ok {
		return p
	}
	return i18n.Plural{One: "%s " + string(f), Other: "%s " + string(f), Ko: string(f) + " %s개"}
}

// leastCount is the least a DAGame count may be: a graph has a node, and may have no edge or token.
func leastCount(f grundy.Field) int64 {
	if f == grundy.FieldNodes {
		return 1
	}
	return 0
}

// whereOf names the DAGame line, edge or token an error is about.
func whereOf(e *grundy.InputError) i18n.Text {
	switch {
	case e.Line > 0:
		return msgWhereLine.Format(i18n.Num(e.Line))
	case e.Field == grundy.FieldToken:
		return msgWhereToken.Format(i18n.Num(e.Index))
	}
	return msgWhereEdge.Format(i18n.Num(e.Index))
}

// cycleText writes the nodes of a cycle joined by an arrow.
func cycleText(cycle []int, arrow string) string {
	parts := make([]string, len(cycle))
	for i, v := range cycle {
		parts[i] = strconv.Itoa(v)
	}
	return strings.Join(parts, arrow)
}

// limitText writes a bound for Discord: the largest pile and N, 10^18, as a power, other bounds in
// grouped digits.
func limitText(v int64) string {
	if v == grundy.MaxPile || v == grundy.MaxN {
		return "10^18"
	}
	return i18n.Group(v)
}
