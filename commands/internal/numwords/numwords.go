// Package numwords holds the words about numbers that /nim and /grundy share. Their solvers read heaps,
// move sets, pile sizes and N with solvers/internal/numtext, and the solvers' InputErrors carry its codes
// (empty, empty_item, not_number, negative, too_small, too_large, too_many, bad_range) with the same
// fields; this package is the one catalogue of those words, in English and Korean, for the replies on
// Discord and the lines of `kibitz solve` (messages.go). It also writes a move set out ("1, 2 or 5") for
// both games' rules (MovesText).
//
// A game turns its solver's InputError into a Mistake, naming the field with its own nouns, and words
// the codes that are its own itself (commands/nim/errors.go; in commands/grundy, each game's file).
package numwords

import (
	"strconv"
	"strings"

	"kibitz/commands"
	"kibitz/i18n"
)

// The codes of the number syntax: the values of solvers/internal/numtext's codes, which the codes of
// solvers/subtraction, solvers/divisor and solvers/nim take (numtext is internal to solvers/; the test
// checks them against all three).
const (
	codeEmpty     = "empty"
	codeEmptyItem = "empty_item"
	codeNotNumber = "not_number"
	codeNegative  = "negative"
	codeTooSmall  = "too_small"
	codeTooLarge  = "too_large"
	codeTooMany   = "too_many"
	codeBadRange  = "bad_range"
)

// Mistake is a mistake in the number syntax, told without a game's types: the solver's code and the
// fields its words need.
type Mistake struct {
	Code   string    // a code of the number syntax; Text is not ok for any other
	Noun   i18n.Text // what was being read, in lower case: "heap", "pile size", "N"
	Plural i18n.Text // several of them, for too_many ("heaps"); Noun when empty
	Index  int       // the item of a list, from 1; 0 for a lone number
	Text   string    // the offending text as typed
	Limit  int64     // too_small, too_large, too_many: the bound that was not respected
	Count  int64     // too_many: how many there are (heaps given, a move set's amounts)
	// LimitText is, for too_large on Discord, Limit as the game writes it (a power, "10^18"); nil for Limit
	// in the reader's grouped digits (i18n.Num).
	LimitText i18n.Localized
	// Moves marks the moves option of /nim and /grundy subtraction (and the --moves flag of `kibitz
	// solve`), whose mistakes movesText words: the option by its name, the entry by its place and as
	// typed, and what is wrong with it. "Move 1 (0) is less than 1" read like a turn of the game, and
	// "Move 1 ("") is not a whole number" quoted nothing the user typed. Noun is not used.
	Moves bool
}

// Text is m in words, in both languages; ok is false for a code that is not the number syntax's, which
// the game words itself.
func Text(m Mistake) (t i18n.Text, ok bool) {
	if m.Moves {
		return movesText(m, true)
	}
	return text(m, func(s string) i18n.Localized { return i18n.TypedNum(s) })
}

// MovesEntry names entry index of the moves option as the subject of a sentence: on Discord with the
// option's name ("In the option `moves`, entry 2"), for `kibitz solve` alone ("Entry 2"), whose line
// names its --moves flag before the words.
func MovesEntry(index int, discord bool) i18n.Text {
	if discord {
		return msgMovesEntry.Format(i18n.Num(index))
	}
	return msgMovesFlagEntry.Format(i18n.Num(index))
}

// movesText words a mistake in the moves option (Mistake.Moves), on Discord or for `kibitz solve`
// (discord false: English alone, a bound in grouped digits, and no option syntax to copy). Text is the
// entry as typed, a range with both its ends (numtext.MoveRange), quoted in a code span; a not_number
// entry that is a range without its upper end ("1-") or with a second dash ("1-3-5") is told so.
func movesText(m Mistake, discord bool) (t i18n.Text, ok bool) {
	entry := MovesEntry(m.Index, discord)
	typed := i18n.Plain(commands.Typed(m.Text))
	switch m.Code {
	case codeEmptyItem:
		return msgMovesEmptyItem.Format(i18n.WithParticle(entry, "이/가")), true
	case codeNotNumber:
		are := i18n.WithParticle(entry, "은/는")
		switch rest := m.Text[min(1, len(m.Text)):]; { // a dash in front is a minus sign
		case strings.Count(rest, "-") > 1:
			return msgMovesDashes.Format(entry, typed), true
		case strings.HasSuffix(rest, "-"):
			return msgMovesNoEnd.Format(are, typed), true
		}
		return msgMovesNotNumber.Format(are, typed), true
	case codeNegative:
		return msgMovesNegative.Format(entry, typed), true
	case codeTooSmall: // below 1: the amount 0 (a negative one is codeNegative)
		t = msgMovesZero.Format(entry, typed)
		if discord {
			t = msgMovesZeroOption.Format(entry, typed)
		}
		if m.Index > 1 && m.Text == "000" { // 1-1,000 or 1,000: a thousand, grouped as kibitz writes it
			t = i18n.Join(" ", t, msgMovesCommaSplits)
		}
		return t, true
	case codeTooLarge:
		limit := m.LimitText
		if limit == nil || !discord {
			limit = i18n.Num(m.Limit)
		}
		return msgMovesTooLarge.Format(entry, typed, limit), true
	case codeBadRange:
		return msgMovesBadRange.Format(i18n.WithParticle(entry, "은/는"), typed), true
	case codeTooMany:
		if discord {
			return msgMovesTooMany.Format(i18n.Num(m.Count), i18n.Num(m.Limit)), true
		}
		return msgMovesSetTooMany.Format(i18n.Num(m.Count), i18n.Num(m.Limit)), true
	}
	return t, false
}

// text is Text, with the offending number written by typed: in the reader's grouped digits on Discord,
// like the bound beside it, as typed in a line of `kibitz solve`, whose input it points back to.
func text(m Mistake, typed func(string) i18n.Localized) (t i18n.Text, ok bool) {
	subject := subjectOf(m.Noun, m.Index)
	is, are := i18n.WithParticle(subject, "이/가"), i18n.WithParticle(subject, "은/는")
	switch m.Code {
	case codeEmpty:
		return msgErrEmpty.Format(i18n.WithParticle(m.Noun, "이/가")), true
	case codeEmptyItem:
		return msgErrEmptyItem.Format(is), true
	case codeNotNumber:
		return msgErrNotNumber.Format(are, commands.Typed(m.Text)), true
	case codeNegative:
		return msgErrNegative.Format(is, typed(m.Text)), true
	case codeTooSmall:
		return msgErrTooSmall.Format(is, typed(m.Text), i18n.Num(m.Limit)), true
	case codeTooLarge:
		limit := m.LimitText
		if limit == nil {
			limit = i18n.Num(m.Limit)
		}
		return msgErrTooLarge.Format(is, typed(m.Text), limit), true
	case codeTooMany:
		plural := m.Plural
		if plural.En == "" && plural.Ko == "" {
			plural = m.Noun
		}
		return msgErrTooMany.Format(i18n.Num(m.Count), i18n.WithParticle(plural, "이/가"), i18n.Num(m.Limit)), true
	case codeBadRange:
		return msgErrBadRange.Format(are, m.Text), true
	}
	return t, false
}

// Line is m as `kibitz solve` words it: the English of Text, with a too_large bound in grouped digits
// whatever LimitText says (a power such as 2^63-1 reads as a formula there, not as the number), and the
// offending number as it was typed on the input line; "" for a code that is not the number syntax's.
func Line(m Mistake) string {
	if m.Moves {
		t, _ := movesText(m, false)
		return t.En
	}
	m.LimitText = i18n.Plain(i18n.Group(m.Limit))
	t, _ := text(m, func(s string) i18n.Localized { return i18n.Plain(s) })
	return t.En
}

// Noun is the noun of the field f in nouns, or f itself in both languages when nouns has none.
func Noun[F ~string](nouns map[F]i18n.Text, f F) i18n.Text {
	if t, ok := nouns[f]; ok {
		return t
	}
	return i18n.Plain(string(f))
}

// subjectOf names what a mistake is in: an item ("Heap 3", "3번째 더미"), or a lone number ("Pile size"),
// capitalised in English.
func subjectOf(noun i18n.Text, index int) i18n.Text {
	if index > 0 {
		noun = msgItemIndex.Format(noun, i18n.Num(index))
	}
	return i18n.Capitalize(noun)
}

// MovesText writes a move set (subtraction.MoveSet) as "1, 2 or 5" in lang (i18n.OrList: "1、2、または5"
// in Japanese), as /nim's rules and /grundy subtraction show it; more than 12 moves as a plain list,
// shortened to 200 bytes. The numbers keep English's grouping in every language: a move set is typed
// back as an option.
func MovesText(moves []int64, lang i18n.Lang) string {
	parts := make([]string, len(moves))
	for i, m := range moves {
		parts[i] = i18n.Group(m)
	}
	if len(parts) > 12 {
		return commands.Shorten(strings.Join(parts, ", "), 200)
	}
	return i18n.OrList(lang, parts)
}

// RuleText writes a move rule as the solvers write it in their errors ("1,2,5" for a move set, "1-3" for
// at most 3, cut short with "..." when long) for reading: "1, 2 or 5", "1 to 3" (Korean "1, 2 또는 5",
// "1~3"), every number grouped. A text it cannot read stays as it is.
func RuleText(text string) i18n.Localized {
	if lo, hi, ok := strings.Cut(text, "-"); ok {
		a, err1 := strconv.ParseInt(lo, 10, 64)
		b, err2 := strconv.ParseInt(hi, 10, 64)
		if err1 == nil && err2 == nil {
			return msgRange.Format(i18n.Num(a), i18n.Num(b))
		}
		return i18n.Plain(text)
	}
	body, cut := strings.CutSuffix(text, "...")
	items := strings.Split(body, ",")
	if cut {
		items = items[:len(items)-1] // the cut may fall inside the last number
	}
	moves := make([]int64, 0, len(items))
	for _, item := range items {
		m, err := strconv.ParseInt(item, 10, 64)
		if err != nil {
			return i18n.Plain(text)
		}
		moves = append(moves, m)
	}
	if cut {
		return i18n.Plain(strings.Join(groupAll(moves), ", ") + ", …")
	}
	return i18n.Func(func(l i18n.Lang) string { return MovesText(moves, l) })
}

func groupAll(ns []int64) []string {
	out := make([]string, len(ns))
	for i, n := range ns {
		out[i] = i18n.Group(n)
	}
	return out
}
