package numwords

import (
	"strings"
	"testing"

	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/solvers/divisor"
	"kibitz/solvers/nim"
	"kibitz/solvers/subtraction"
)

// TestCodes: the codes worded here are the number syntax's, as the solvers declare them (divisor has
// no list, so no list codes).
func TestCodes(t *testing.T) {
	const none = ""
	for _, tc := range []struct{ here, subtraction, divisor, nim string }{
		{codeEmpty, string(subtraction.CodeEmpty), string(divisor.CodeEmpty), string(nim.CodeEmpty)},
		{codeEmptyItem, string(subtraction.CodeEmptyItem), none, string(nim.CodeEmptyItem)},
		{codeNotNumber, string(subtraction.CodeNotNumber), string(divisor.CodeNotNumber), string(nim.CodeNotNumber)},
		{codeNegative, string(subtraction.CodeNegative), string(divisor.CodeNegative), string(nim.CodeNegative)},
		{codeTooSmall, string(subtraction.CodeTooSmall), string(divisor.CodeTooSmall), string(nim.CodeTooSmall)},
		{codeTooLarge, string(subtraction.CodeTooLarge), string(divisor.CodeTooLarge), string(nim.CodeTooLarge)},
		{codeTooMany, string(subtraction.CodeTooMany), none, string(nim.CodeTooMany)},
		{codeBadRange, string(subtraction.CodeBadRange), none, string(nim.CodeBadRange)},
	} {
		if tc.here != tc.subtraction || tc.divisor != none && tc.here != tc.divisor || tc.here != tc.nim {
			t.Errorf("code %q here, %q in solvers/subtraction, %q in solvers/divisor, %q in solvers/nim", tc.here, tc.subtraction, tc.divisor, tc.nim)
		}
	}
}

// TestEveryCodeHasWords: each code in both languages and for `kibitz solve`, with its fields filled.
func TestEveryCodeHasWords(t *testing.T) {
	heap := i18n.Text{En: "heap", Ko: "더미"}
	for _, code := range []string{codeEmpty, codeEmptyItem, codeNotNumber, codeNegative, codeTooSmall, codeTooLarge,
		codeTooMany, codeBadRange} {
		m := Mistake{Code: code, Noun: heap, Index: 2, Text: "x", Limit: 7}
		text, ok := Text(m)
		if !ok {
			t.Errorf("%s: not worded", code)
			continue
		}
		for lang, got := range map[string]string{"English": text.En, "Korean": text.Ko, "kibitz solve": Line(m)} {
			if why := commandtest.Unworded(got, code); why != "" {
				t.Errorf("%s in %s: %s: %q", code, lang, why, got)
			}
		}
		if text.Ko == text.En {
			t.Errorf("%s: the Korean is the English: %q", code, text.Ko)
		}
		for _, both := range []string{"을(를)", "이(가)", "은(는)", "(으)로"} {
			if strings.Contains(text.Ko, both) {
				t.Errorf("%s: both particles, %s, where the noun is known: %q", code, both, text.Ko)
			}
		}
	}
	if text, ok := Text(Mistake{Code: "no_period"}); ok {
		t.Errorf("a code of a game's own is worded here: %q", text.En)
	}
	if got := Line(Mistake{Code: "no_period"}); got != "" {
		t.Errorf("Line of a game's own code = %q, want none", got)
	}
}

// TestWords pins the sentences: the subject capitalised in English, the item numbered, the plural for
// too_many (the noun without one), and a bound as the game writes it on Discord and in digits for
// `kibitz solve`.
func TestWords(t *testing.T) {
	heap := i18n.Text{En: "heap", Ko: "더미"}
	for _, tc := range []struct {
		m      Mistake
		en, ko string
	}{
		{Mistake{Code: codeNotNumber, Noun: heap, Index: 2, Text: "x"}, "Heap 2 (`x`) is not a whole number.", "2번째 더미는 정수가 아닙니다 (`x`)."},
		{Mistake{Code: codeNotNumber, Noun: heap, Index: 12345, Text: "x"}, "Heap 12,345 (`x`) is not a whole number.", "12,345번째 더미는 정수가 아닙니다 (`x`)."},
		{Mistake{Code: codeTooLarge, Noun: i18n.Text{En: "move", Ko: "수"}, Index: 1, Text: "2000000", Limit: 1000000},
			"Move 1 (2,000,000) is larger than 1,000,000.", "1번째 수가 1,000,000보다 큽니다 (2,000,000)."},
		{Mistake{Code: codeTooSmall, Noun: i18n.Plain("N"), Text: "0", Limit: 1}, "N (0) is less than 1.", "N이 1보다 작습니다 (0)."},
		{Mistake{Code: codeTooLarge, Noun: heap, Index: 1, Text: "2^63", Limit: 1<<63 - 1, LimitText: i18n.Plain("2^63-1")},
			"Heap 1 (2^63) is larger than 2^63-1.", "1번째 더미가 2^63-1보다 큽니다 (2^63)."},
		{Mistake{Code: codeTooMany, Noun: heap, Plural: i18n.Text{En: "heaps", Ko: "더미"}, Limit: 5, Count: 1234},
			"There are 1,234 heaps, more than the 5 allowed.", "더미가 1,234개 있어, 허용되는 5개를 넘습니다."},
		{Mistake{Code: codeTooMany, Noun: heap, Limit: 5, Count: 6}, "There are 6 heap, more than the 5 allowed.", "더미가 6개 있어, 허용되는 5개를 넘습니다."},
		{Mistake{Code: codeEmpty, Noun: i18n.Text{En: "pile size", Ko: "더미 크기"}}, "No pile size was given.", "더미 크기가 없습니다."},
		// A noun that ends in a consonant takes the other particle: 줄 (ㄹ), 간선 수 (a vowel), 3번째 수.
		{Mistake{Code: codeEmpty, Noun: i18n.Text{En: "line", Ko: "줄"}}, "No line was given.", "줄이 없습니다."},
		{Mistake{Code: codeNegative, Noun: i18n.Text{En: "move", Ko: "수"}, Index: 3, Text: "-2"}, "Move 3 (-2) is negative.", "3번째 수가 음수입니다 (-2)."},
		{Mistake{Code: codeBadRange, Noun: i18n.Text{En: "move", Ko: "수"}, Index: 1, Text: "5-2"},
			"Move 1 (5-2) is a range that runs backwards; write the smaller number first.", "1번째 수는 거꾸로 된 범위입니다 (5-2). 작은 수를 먼저 쓰세요."},
		{Mistake{Code: codeEmptyItem, Noun: i18n.Text{En: "heap", Ko: "더미"}, Index: 2}, "Heap 2 is empty; separate the numbers with single commas or spaces.",
			"2번째 더미가 비어 있습니다. 숫자는 쉼표 하나나 공백으로 구분하세요."},
	} {
		if got, _ := Text(tc.m); got.En != tc.en || got.Ko != tc.ko {
			t.Errorf("Text(%+v) = %q / %q, want %q / %q", tc.m, got.En, got.Ko, tc.en, tc.ko)
		}
	}
	// An item by its place is a text of its own, which Japanese writes place first (2番目の山), apart
	// from KPK's piece and square.
	if got, _ := Text(Mistake{Code: codeNotNumber, Noun: heap, Index: 2, Text: "x"}); !strings.HasPrefix(got.In(i18n.Japanese), "2番目の") {
		t.Errorf("Japanese: %q, want it to start 2番目の", got.In(i18n.Japanese))
	}
	m := Mistake{Code: codeTooLarge, Noun: heap, Index: 1, Text: "2^63", Limit: 1<<63 - 1, LimitText: i18n.Plain("2^63-1")}
	if got, want := Line(m), "Heap 1 (2^63) is larger than 9,223,372,036,854,775,807."; got != want {
		t.Errorf("Line = %q, want %q", got, want)
	}
	// A solve line points back to its input: the number as typed, not grouped.
	if got, want := Line(Mistake{Code: codeTooLarge, Noun: heap, Index: 2, Text: "2000000", Limit: 1000000}), "Heap 2 (2000000) is larger than 1,000,000."; got != want {
		t.Errorf("Line = %q, want %q", got, want)
	}
	if !strings.Contains(Line(Mistake{Code: codeBadRange, Noun: heap, Index: 3, Text: "5-2"}), "Heap 3 (5-2) is a range") {
		t.Error("Line of bad_range is not Text's English")
	}
}

// TestRuleText: a rule as the solvers write it in their errors, for reading, its numbers grouped.
func TestRuleText(t *testing.T) {
	for _, tc := range []struct{ text, en, ko string }{
		{"1,2,5", "1, 2 or 5", "1, 2 또는 5"},
		{"2,1000000", "2 or 1,000,000", "2 또는 1,000,000"},
		{"7", "7", "7"},
		{"1-3", "1 to 3", "1~3"},
		{"1-1000000", "1 to 1,000,000", "1~1,000,000"},
		{"1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,1000...", "1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, …", "1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, …"},
		{"any", "any", "any"},
	} {
		if got := RuleText(tc.text); got.In(i18n.English) != tc.en || got.In(i18n.Korean) != tc.ko {
			t.Errorf("RuleText(%q) = %q / %q, want %q / %q", tc.text, got.In(i18n.English), got.In(i18n.Korean), tc.en, tc.ko)
		}
	}
}

func TestNoun(t *testing.T) {
	type field string
	nouns := map[field]i18n.Text{"heaps": {En: "heap", Ko: "더미"}}
	if got := Noun(nouns, "heaps"); got.En != "heap" || got.Ko != "더미" {
		t.Errorf("Noun(heaps) = %+v", got)
	}
	if got := Noun(nouns, "other"); got != i18n.Plain("other") {
		t.Errorf("Noun(other) = %+v, want the field itself", got)
	}
}

func TestMovesText(t *testing.T) {
	many := make([]int64, 100)
	for i := range many {
		many[i] = int64(1000 + i)
	}
	for _, tc := range []struct {
		moves []int64
		lang  i18n.Lang
		want  string
	}{
		{[]int64{5}, i18n.English, "5"},
		{[]int64{1, 2, 5}, i18n.English, "1, 2 or 5"},
		{[]int64{1, 2, 5}, i18n.Korean, "1, 2 또는 5"},
		{[]int64{1000000, 2000000}, i18n.English, "1,000,000 or 2,000,000"},
		// Alternatives as the language writes them (i18n.OrList): in Japanese a 、 between every two.
		{[]int64{1, 2, 5}, i18n.Japanese, "1、2、または5"},
		{[]int64{1, 2}, i18n.Japanese, "1または2"},
		{[]int64{1, 2, 5}, i18n.Spanish, "1, 2 o 5"},
		{[]int64{7, 8}, i18n.Spanish, "7 u 8"},
		{[]int64{1, 2, 5}, i18n.Portuguese, "1, 2 ou 5"},
	} {
		if got := MovesText(tc.moves, tc.lang); got != tc.want {
			t.Errorf("MovesText(%v, %v) = %q, want %q", tc.moves, tc.lang, got, tc.want)
		}
	}
	if got := MovesText(many, i18n.English); len(got) > 204 || !strings.HasPrefix(got, "1,000, 1,001, ") || !strings.HasSuffix(got, " …") {
		t.Errorf("100 moves: %q", got)
	}
}

// TestLimitGrouping: a bound kibitz writes into a sentence is grouped as the reader's language groups
// digits (Spanish and Portuguese with dots); a bound the game writes as a power stays as written.
func TestLimitGrouping(t *testing.T) {
	heap := i18n.Text{En: "heap", Ko: "더미"}
	for _, tc := range []struct {
		name      string
		m         Mistake
		lang      i18n.Lang
		want, not string
	}{
		{"es", Mistake{Code: codeTooLarge, Noun: heap, Index: 1, Text: "3000000", Limit: 2236961}, i18n.Spanish, "2.236.961", "2,236,961"},
		{"pt-BR", Mistake{Code: codeTooLarge, Noun: heap, Index: 1, Text: "3000000", Limit: 2236961}, i18n.Portuguese, "2.236.961", "2,236,961"},
		{"en", Mistake{Code: codeTooLarge, Noun: heap, Index: 1, Text: "3000000", Limit: 2236961}, i18n.English, "2,236,961", "2.236.961"},
		{"es, too small", Mistake{Code: codeTooSmall, Noun: heap, Index: 1, Text: "5", Limit: 10000}, i18n.Spanish, "10.000", "10,000"},
		// The number the user typed is echoed in the same digits as the bound beside it, beyond int64 too.
		{"es, the typed number", Mistake{Code: codeTooLarge, Noun: heap, Index: 1, Text: "99999999999999999999", Limit: 1<<63 - 1}, i18n.Spanish, "99.999.999.999.999.999.999", "99,999"},
		{"pt-BR, the typed number", Mistake{Code: codeTooLarge, Noun: heap, Index: 1, Text: "3000000", Limit: 2236961}, i18n.Portuguese, "3.000.000", "3,000,000"},
		{"es, a negative typed number", Mistake{Code: codeNegative, Noun: heap, Index: 1, Text: "-12345"}, i18n.Spanish, "-12.345", "-12,345"},
		{"en, the typed number", Mistake{Code: codeTooLarge, Noun: heap, Index: 1, Text: "3000000", Limit: 2236961}, i18n.English, "3,000,000", "3.000.000"},
		{"pt-BR, a power", Mistake{Code: codeTooLarge, Noun: heap, Index: 1, Text: "2^70", Limit: 1<<63 - 1, LimitText: i18n.Plain("2^63-1")}, i18n.Portuguese, "2^63-1", "9.223"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, _ := Text(tc.m)
			s := got.In(tc.lang)
			if !strings.Contains(s, tc.want) || strings.Contains(s, tc.not) {
				t.Errorf("Text(%+v).In(%v) = %q, want %q and no %q", tc.m, tc.lang, s, tc.want, tc.not)
			}
		})
	}
}

// TestMovesWords: a mistake in the moves option of /nim and /grundy subtraction names the option and
// the entry by its place, quotes the entry as typed in backticks (a range with both its ends), and says
// what is wrong with it: a range without its upper end, one with a second dash, a limit the entry
// passes. `kibitz solve`, whose --moves flag its line names before the words, says the same of the entry.
func TestMovesWords(t *testing.T) {
	for _, tc := range []struct {
		m            Mistake
		en, ko, line string
	}{
		{Mistake{Code: codeNotNumber, Index: 2, Text: "x"},
			"In the option `moves`, entry 2 (`x`) is neither a whole number nor a range such as 1-3.",
			"`수` 옵션의 2번째 항목은 정수도 아니고 1-3 같은 범위도 아닙니다 (`x`).",
			"Entry 2 (`x`) is neither a whole number nor a range such as 1-3."},
		{Mistake{Code: codeNotNumber, Index: 1, Text: "1-"},
			"In the option `moves`, entry 1 (`1-`) is a range without its upper end; write both ends, such as 1-3.",
			"`수` 옵션의 1번째 항목은 끝이 빠진 범위입니다 (`1-`). 1-3처럼 양 끝을 모두 쓰세요.",
			"Entry 1 (`1-`) is a range without its upper end; write both ends, such as 1-3."},
		{Mistake{Code: codeNotNumber, Index: 1, Text: "1-3-5"},
			"In the option `moves`, entry 1 (`1-3-5`) has more than one dash; a range has two ends, such as 1-3.",
			"`수` 옵션의 1번째 항목에 대시(-)가 두 개 이상 있습니다 (`1-3-5`). 범위는 1-3처럼 양 끝 두 수로 씁니다.",
			"Entry 1 (`1-3-5`) has more than one dash; a range has two ends, such as 1-3."},
		{Mistake{Code: codeNegative, Index: 3, Text: "-2"},
			"In the option `moves`, entry 3 (`-2`) has a negative amount; a move takes at least 1 stone.",
			"`수` 옵션의 3번째 항목에 음수가 있습니다 (`-2`). 한 번에 돌을 1개 이상 가져가야 합니다.",
			"Entry 3 (`-2`) has a negative amount; a move takes at least 1 stone."},
		{Mistake{Code: codeTooSmall, Index: 2, Text: "0-3", Limit: 1},
			"In the option `moves`, entry 2 (`0-3`) has the amount 0, and a move takes at least 1 stone. Type the amounts a move may take, each 1 or more, such as moves:1,2,5 or moves:1-3.",
			"`수` 옵션의 2번째 항목에 0이 있습니다 (`0-3`). 한 번에 돌을 1개 이상 가져가야 하니, 수:1,2,5나 수:1-3처럼 1 이상인 개수를 적어 주세요.",
			"Entry 2 (`0-3`) has the amount 0, and a move takes at least 1 stone."},
		{Mistake{Code: codeTooLarge, Index: 12345, Text: "1-99999999999999999999", Limit: 1000000},
			"In the option `moves`, entry 12,345 (`1-99999999999999999999`) has an amount above 1,000,000, the most a move set may list.",
			"`수` 옵션의 12,345번째 항목에 1,000,000보다 큰 개수가 있습니다 (`1-99999999999999999999`). 수 집합에는 1,000,000까지 적을 수 있습니다.",
			"Entry 12,345 (`1-99999999999999999999`) has an amount above 1,000,000, the most a move set may list."},
		{Mistake{Code: codeBadRange, Index: 1, Text: "5-2"},
			"In the option `moves`, entry 1 (`5-2`) is a range that runs backwards; write the smaller amount first.",
			"`수` 옵션의 1번째 항목은 거꾸로 된 범위입니다 (`5-2`). 작은 수를 먼저 쓰세요.",
			"Entry 1 (`5-2`) is a range that runs backwards; write the smaller amount first."},
		{Mistake{Code: codeEmptyItem, Index: 2},
			"In the option `moves`, entry 2 is empty; separate the amounts with single commas or spaces.",
			"`수` 옵션의 2번째 항목이 비어 있습니다. 개수는 쉼표 하나나 공백으로 구분하세요.",
			"Entry 2 is empty; separate the amounts with single commas or spaces."},
		{Mistake{Code: codeTooMany, Limit: 255, Count: 1000000},
			"The option `moves` has 1,000,000 amounts, more than the 255 a move set may have.",
			"`수` 옵션에 개수가 1,000,000개 있어, 수 집합에 적을 수 있는 255개를 넘습니다.",
			"The set has 1,000,000 amounts, more than the 255 a move set may have."},
	} {
		tc.m.Moves = true
		tc.m.Noun = i18n.Text{En: "move", Ko: "수"}
		if got, ok := Text(tc.m); !ok || got.En != tc.en || got.Ko != tc.ko {
			t.Errorf("Text(%+v) = %q / %q, want %q / %q", tc.m, got.En, got.Ko, tc.en, tc.ko)
		}
		if got := Line(tc.m); got != tc.line {
			t.Errorf("Line(%+v) = %q, want %q", tc.m, got, tc.line)
		}
	}
	// Each language names the option as its client shows it.
	m := Mistake{Code: codeNotNumber, Index: 1, Text: "1-", Moves: true}
	t1, _ := Text(m)
	for l, want := range map[i18n.Lang]string{i18n.Japanese: "`手`", i18n.Spanish: "`jugadas`", i18n.Portuguese: "`jogadas`"} {
		if got := t1.In(l); !strings.Contains(got, want) || !strings.Contains(got, "`1-`") {
			t.Errorf("in %v: %q, want the option %s and the entry", l, got, want)
		}
	}
}

// TestMovesCommaSplitsAThousand: an entry 000 after another is a thousand that a comma split (1-1,000, as
// kibitz writes the rule back); its refusal says how to write it, on Discord and in a line of `kibitz
// solve`. A first entry 0 is no such thing.
func TestMovesCommaSplitsAThousand(t *testing.T) {
	const hint = "A comma separates the amounts, so write a thousand as 1000."
	split := Mistake{Code: codeTooSmall, Index: 2, Text: "000", Limit: 1, Moves: true}
	if got, ok := Text(split); !ok || !strings.HasSuffix(got.En, hint) || !strings.Contains(got.Ko, "천은 1000으로") {
		t.Errorf("Text: %q / %q", got.En, got.Ko)
	}
	if got := Line(split); !strings.HasSuffix(got, hint) {
		t.Errorf("Line: %q", got)
	}
	if got, _ := Text(Mistake{Code: codeTooSmall, Index: 1, Text: "0", Limit: 1, Moves: true}); strings.Contains(got.En, "thousand") {
		t.Errorf("a first entry 0: %q", got.En)
	}
}
