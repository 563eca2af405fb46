package grundy

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/dagame"
	"kibitz/solvers/divisor"
	"kibitz/solvers/subtraction"
)

// The catalogue: the errors of every subcommand through the router, the replies in Korean, every code of
// the solver in words, and the sentences of `kibitz solve`.

func TestErrors(t *testing.T) {
	h := newHarness(t)
	piles := strings.TrimSpace(strings.Repeat("1 ", maxPiles+1))
	for _, tc := range []struct {
		name string
		sub  string
		opts []opt
		code router.Code
		want []string
	}{
		{"empty move item", "subtraction", []opt{{"moves", "1,,2"}, {"n", "5"}}, router.Invalid, []string{"In the option `moves`, entry 2 is empty; separate the amounts with single commas or spaces."}},
		{"move not a number", "subtraction", []opt{{"moves", "1,x"}, {"n", "5"}}, router.Invalid, []string{"In the option `moves`, entry 2 (`x`) is neither a whole number nor a range such as 1-3."}},
		{"move zero", "subtraction", []opt{{"moves", "0,1"}, {"n", "5"}}, router.Invalid, []string{"In the option `moves`, entry 1 (`0`) has the amount 0, and a move takes at least 1 stone", "such as moves:1,2,5"}},
		{"move zero, second", "subtraction", []opt{{"moves", "1,0"}, {"n", "5"}}, router.Invalid, []string{"In the option `moves`, entry 2 (`0`) has the amount 0"}},
		{"backward range", "subtraction", []opt{{"moves", "5-2"}, {"n", "5"}}, router.Invalid, []string{"In the option `moves`, entry 1 (`5-2`) is a range that runs backwards; write the smaller amount first."}},
		{"backward range to 0", "subtraction", []opt{{"moves", "1-0"}, {"n", "10"}}, router.Invalid, []string{"In the option `moves`, entry 1 (`1-0`) is a range that runs backwards"}},
		// The entry is quoted as typed, and what is wrong with it said; the bound is the true one.
		{"a range without its end", "subtraction", []opt{{"moves", "1-"}, {"n", "10"}}, router.Invalid, []string{"In the option `moves`, entry 1 (`1-`) is a range without its upper end; write both ends, such as 1-3."}},
		{"two dashes", "subtraction", []opt{{"moves", "1-3-5"}, {"n", "10"}}, router.Invalid, []string{"In the option `moves`, entry 1 (`1-3-5`) has more than one dash; a range has two ends, such as 1-3."}},
		{"an amount too large", "subtraction", []opt{{"moves", "1-99999999999999999999"}, {"n", "10"}}, router.Invalid, []string{"In the option `moves`, entry 1 (`1-99999999999999999999`) has an amount above 1,000,000, the most a move set may list."}},
		{"a range too large", "subtraction", []opt{{"moves", "1-2000000"}, {"n", "10"}}, router.Invalid, []string{"In the option `moves`, entry 1 (`1-2000000`) has an amount above 1,000,000"}},
		{"too many amounts", "subtraction", []opt{{"moves", "1-300"}, {"n", "10"}}, router.Invalid, []string{"The option `moves` has 300 amounts, more than the 255 a move set may have."}},
		{"one amount too many", "subtraction", []opt{{"moves", "1-256"}, {"n", "10"}}, router.Invalid, []string{"The option `moves` has 256 amounts, more than the 255 a move set may have."}},
		{"no moves", "subtraction", []opt{{"moves", " "}, {"n", "5"}}, router.Invalid, []string{"The option `moves` is empty; write the amounts a move may take, such as 1,2,5."}},
		{"negative pile", "subtraction", []opt{{"moves", "1,2"}, {"n", "-5"}}, router.Invalid, []string{"Pile size", "negative"}},
		{"pile too large", "subtraction", []opt{{"moves", "1,2"}, {"n", "10^19"}}, router.Invalid, []string{"Pile size", "larger than 10^18"}},
		{"pile not a number", "subtraction", []opt{{"moves", "1,2"}, {"n", "ten"}}, router.Invalid, []string{"Pile size", "`ten`"}},
		{"second pile bad", "subtraction", []opt{{"moves", "1,2"}, {"n", "3 x 4"}}, router.Invalid, []string{"Pile size 2", "`x`"}},
		{"no pile", "subtraction", []opt{{"moves", "1,2"}, {"n", ""}}, router.Invalid, []string{"pile size"}},
		{"too many piles", "subtraction", []opt{{"moves", "1,2"}, {"n", piles}}, router.Invalid, []string{"101 piles", "at most 100"}},
		// Without a period, the piles beyond the values computed are refused (those among them are
		// answered: TestSubtractionWithoutPeriod).
		// (One case: each analyses the move set, a few tenths of a second, seconds under -race. A lone pile
		// is worded in TestSolveError.)
		{"no period, a pile of a sum beyond the values", "subtraction", []opt{{"moves", noPeriodMoves}, {"n", "5 2236962"}}, router.TooLarge,
			[]string{"Pile 2 (2,236,962) is larger than 2,236,961, the largest pile kibitz can answer with these moves", "no period within the first 2,236,962 values"}},
		// Commas and dots in one pile: one number, refused as typed, as /grundy divisor and kibitz solve
		// refuse it, never a sum of piles 1 and 0.
		{"commas and dots in a pile", "subtraction", []opt{{"moves", "1,2,5"}, {"n", "1,000.000"}}, router.Invalid, []string{"Pile size (`1,000.000`) is not a whole number."}},
		{"dots and a comma in a pile", "subtraction", []opt{{"moves", "1,2,5"}, {"n", "1.000,000"}}, router.Invalid, []string{"(`1.000,000`) is not a whole number."}},
		{"a decimal point in a grouped pile", "subtraction", []opt{{"moves", "1,2,5"}, {"n", "7, 1,000,000.5"}}, router.Invalid, []string{"2 (`1,000,000.5`) is not a whole number."}},
		{"divisor zero", "divisor", []opt{{"n", "0"}}, router.Invalid, []string{"N (0)", "less than 1"}},
		{"divisor too large", "divisor", []opt{{"n", "10^19"}}, router.Invalid, []string{"larger than 10^18"}},
		{"divisor not a number", "divisor", []opt{{"n", "12a"}}, router.Invalid, []string{"`12a`"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := h.Handle(commandtest.CommandIn(commandtest.User("1"), discordgo.EnglishUS, "grundy", tc.sub, tc.opts...))
			ue, ok := router.AsUserError(err)
			if !ok || ue.Code != tc.code {
				t.Fatalf("%v, want code %s", err, tc.code)
			}
			for _, w := range tc.want {
				if !strings.Contains(ue.Message.En, w) {
					t.Errorf("want %q in %q", w, ue.Message.En)
				}
			}
			if ue.Message.Ko == "" || ue.Hint.En == "" || ue.Hint.Ko == "" {
				t.Errorf("missing Korean or hint: %+v", ue)
			}
		})
	}
}

// noPeriodMoves is a move set whose Grundy sequence shows no period within the solver's limits.
var noPeriodMoves = func() string {
	var parts []string
	rng := rand.New(rand.NewPCG(11, 12))
	for range 60 {
		parts = append(parts, strconv.Itoa(900_000+rng.IntN(100_000)))
	}
	return strings.Join(parts, ",")
}()

func TestKorean(t *testing.T) {
	h := newHarness(t)
	for _, tc := range []struct {
		sub  string
		opts []opt
		want []string
	}{
		{"subtraction", []opt{{"moves", "1,2,5"}, {"n", "10^18"}}, []string{"뺄셈 게임 {1, 2, 5}", "n ≥ 0이면 g(n + 3) = g(n)입니다 (주기 3, n = 0부터 반복)", "둘 차례인 사람이", "그런디 값 g(0)~g(29)입니다"}},
		{"subtraction", []opt{{"moves", "1,2,5"}, {"n", "3 4 5"}}, []string{"더미 3개를 함께 두는 게임(게임의 합)", "1번 더미: 3개 → g = 0"}},
		{"divisor", []opt{{"n", "12"}, {"misere", true}}, []string{"12에서 시작하는 약수 게임", "소인수분해: 12 = 2² × 3.", "둘 수 있는 수 4가지"}},
	} {
		resp := h.Command(commandtest.User("1"), discordgo.Korean, "grundy", tc.sub, tc.opts...)
		text := embedText(t, resp)
		for _, w := range tc.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: want %q in\n%s", tc.sub, w, text)
			}
		}
	}
	resp, err := runDAGame(t, h, discordgo.Korean, "3 3\n1 2\n2 3\n1 3\n1\n1 5\n")
	if err != nil {
		t.Fatal(err)
	}
	if text := embedText(t, resp); !strings.Contains(text, "**영이 이깁니다**") || !strings.Contains(text, "이기는 수: 색 5 토큰을 노드 1에서 노드 3으로 옮기세요.") {
		t.Errorf("dagame Korean:\n%s", text)
	}
	// A Korean user's error reply is in Korean.
	if r := h.Command(commandtest.User("1"), discordgo.Korean, "grundy", "divisor", opt{"n", "0"}); !r.Private || !strings.Contains(r.Content, "보다 작습니다") {
		t.Errorf("Korean error: %q", r.Content)
	}
}

// subtractionCodes, divisorCodes and dagameCodes hold, for each code constant of each solver, errors that
// fill the fields the code documents (one per wording where the wording depends on the field or the line).
var (
	subtractionCodes = map[subtraction.Code][]*subtraction.InputError{
		subtraction.CodeEmpty:     {{Code: subtraction.CodeEmpty, Field: subtraction.FieldMoves}, {Code: subtraction.CodeEmpty, Field: subtraction.FieldPile}},
		subtraction.CodeEmptyItem: {{Code: subtraction.CodeEmptyItem, Field: subtraction.FieldMoves, Index: 2}},
		subtraction.CodeNotNumber: {{Code: subtraction.CodeNotNumber, Field: subtraction.FieldPile, Text: "x"}, {Code: subtraction.CodeNotNumber, Field: subtraction.FieldMoves, Index: 2, Text: "y"}},
		subtraction.CodeNegative:  {{Code: subtraction.CodeNegative, Field: subtraction.FieldPile, Text: "-5"}},
		subtraction.CodeTooSmall:  {{Code: subtraction.CodeTooSmall, Field: subtraction.FieldMoves, Index: 1, Text: "0", Limit: 1}},
		subtraction.CodeTooLarge: {{Code: subtraction.CodeTooLarge, Field: subtraction.FieldPile, Text: "10^19", Limit: subtraction.MaxPile},
			{Code: subtraction.CodeTooLarge, Field: subtraction.FieldMoves, Index: 1, Text: "1000001", Limit: subtraction.MaxMove}},
		subtraction.CodeTooMany:  {{Code: subtraction.CodeTooMany, Field: subtraction.FieldMoves, Limit: subtraction.MaxMoves, Count: 256}},
		subtraction.CodeBadRange: {{Code: subtraction.CodeBadRange, Field: subtraction.FieldMoves, Index: 1, Text: "5-2"}},
		subtraction.CodeNoPeriod: {{Code: subtraction.CodeNoPeriod, Field: subtraction.FieldMoves, Text: "2,1000000", Limit: 1 << 23}},
		subtraction.CodeBeyondValues: {{Code: subtraction.CodeBeyondValues, Field: subtraction.FieldPile, Text: "3000000", Limit: 2_236_962},
			{Code: subtraction.CodeBeyondValues, Field: subtraction.FieldPile, Index: 2, Text: "3000000", Limit: 2_236_962}},
	}
	divisorCodes = map[divisor.Code][]*divisor.InputError{
		divisor.CodeEmpty:     {{Code: divisor.CodeEmpty, Field: divisor.FieldN}},
		divisor.CodeNotNumber: {{Code: divisor.CodeNotNumber, Field: divisor.FieldN, Text: "12a"}},
		divisor.CodeNegative:  {{Code: divisor.CodeNegative, Field: divisor.FieldN, Text: "-5"}},
		divisor.CodeTooSmall:  {{Code: divisor.CodeTooSmall, Field: divisor.FieldN, Text: "0", Limit: 1}},
		divisor.CodeTooLarge:  {{Code: divisor.CodeTooLarge, Field: divisor.FieldN, Text: "10^19", Limit: divisor.MaxN}},
	}
	dagameCodes = map[dagame.Code][]*dagame.InputError{
		dagame.CodeEmpty: {{Code: dagame.CodeEmpty, Field: dagame.FieldHeader}},
		dagame.CodeBadLine: {{Code: dagame.CodeBadLine, Field: dagame.FieldHeader, Line: 1, Text: "three nodes"},
			{Code: dagame.CodeBadLine, Field: dagame.FieldEdge, Line: 2, Text: "1 x"},
			{Code: dagame.CodeBadLine, Field: dagame.FieldTokenCount, Line: 3, Text: "k"},
			{Code: dagame.CodeBadLine, Field: dagame.FieldToken, Line: 4, Text: "1"}},
		dagame.CodeMissingLines: {{Code: dagame.CodeMissingLines, Field: dagame.FieldEdge, Line: 3, Value: 2, Limit: 5},
			{Code: dagame.CodeMissingLines, Field: dagame.FieldTokenCount, Line: 2, Limit: 1},
			{Code: dagame.CodeMissingLines, Field: dagame.FieldToken, Line: 5, Value: 1, Limit: 3}},
		dagame.CodeExtraLine: {{Code: dagame.CodeExtraLine, Line: 5, Text: "2 2"}},
		dagame.CodeBadCount: {{Code: dagame.CodeBadCount, Field: dagame.FieldNodes, Line: 1, Value: 501, Limit: dagame.MaxNodes},
			{Code: dagame.CodeBadCount, Field: dagame.FieldEdges, Value: 100_001, Limit: dagame.MaxEdges},
			{Code: dagame.CodeBadCount, Field: dagame.FieldTokens, Line: 9, Value: -1, Limit: dagame.MaxTokens}},
		dagame.CodeNodeRange: {{Code: dagame.CodeNodeRange, Field: dagame.FieldEdge, Line: 3, Value: 4, Limit: 3},
			{Code: dagame.CodeNodeRange, Field: dagame.FieldEdge, Index: 2, Value: 4, Limit: 3},
			{Code: dagame.CodeNodeRange, Field: dagame.FieldToken, Index: 1, Value: 0, Limit: 3}},
		dagame.CodeCycle: {{Code: dagame.CodeCycle, Value: 2, Cycle: []int{2, 3, 2}}},
		dagame.CodeNegative: {{Code: dagame.CodeNegative, Field: dagame.FieldHeader, Line: 1, Text: "-3 1"},
			{Code: dagame.CodeNegative, Field: dagame.FieldToken, Line: 4, Text: "1 -1"}},
		dagame.CodeColourRange: {{Code: dagame.CodeColourRange, Field: dagame.FieldToken, Line: 4, Text: "1 99999999999999999999", Limit: math.MaxInt64}},
		dagame.CodeUTF16:       {{Code: dagame.CodeUTF16}},
		dagame.CodeNUL:         {{Code: dagame.CodeNUL, Line: 2}},
		dagame.CodeNotUTF8:     {{Code: dagame.CodeNotUTF8, Line: 4}},
		dagame.CodeThirdToken: {{Code: dagame.CodeThirdToken, Field: dagame.FieldToken, Line: 7, Value: 7},
			{Code: dagame.CodeThirdToken, Field: dagame.FieldToken, Index: 3, Value: 7}},
	}
)

// TestEveryCodeHasWords walks every code each solver declares through the catalogue, for Discord in both
// languages and for `kibitz solve`: a code without words of its own (an empty text, the catch-all that
// shows the raw code, or the solver's developer text) fails, so a new code cannot ship without them.
func TestEveryCodeHasWords(t *testing.T) {
	solvers := filepath.Join("..", "..", "solvers")
	t.Run("subtraction", func(t *testing.T) {
		commandtest.WalkCodes(t, filepath.Join(solvers, "subtraction"), subtractionCodes,
			func(e *subtraction.InputError) (i18n.Text, string) {
				return wordedAs(t, e, hintSubtraction), SolveError(e)
			},
			func(c subtraction.Code) i18n.Text { return commands.InputNotValid(string(c)) })
	})
	t.Run("divisor", func(t *testing.T) {
		commandtest.WalkCodes(t, filepath.Join(solvers, "divisor"), divisorCodes,
			func(e *divisor.InputError) (i18n.Text, string) { return wordedAs(t, e, hintDivisor), SolveError(e) },
			func(c divisor.Code) i18n.Text { return commands.InputNotValid(string(c)) })
	})
	t.Run("dagame", func(t *testing.T) {
		commandtest.WalkCodes(t, filepath.Join(solvers, "dagame"), dagameCodes,
			func(e *dagame.InputError) (i18n.Text, string) { return wordedAs(t, e, hintDAGame), SolveError(e) },
			func(c dagame.Code) i18n.Text { return commands.InputNotValid(string(c)) })
	})
}

// wordedAs is the reply to a solver's input error, checked to be the user error inputError makes of it,
// with the hint.
func wordedAs(t *testing.T, err error, hint i18n.Text) i18n.Text {
	t.Helper()
	text, ok := errorText(err)
	if !ok {
		t.Errorf("%v: errorText does not know it", err)
	}
	if ue, ok := router.AsUserError(inputError(err, hint)); !ok || ue.Message.En != text.En || ue.Message.Ko != text.Ko || ue.Hint != hint {
		t.Errorf("%v: inputError gave %v", err, ue)
	}
	return text
}

// TestSolveError pins the sentences of `kibitz solve subtraction | divisor | dagame`, which the solver's
// Error() used to write, and the batches' error lines worded with it.
func TestSolveError(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want string
	}{
		{&subtraction.InputError{Code: subtraction.CodeTooLarge, Field: subtraction.FieldPile, Text: "2^70", Limit: subtraction.MaxPile}, "Pile size (2^70) is larger than 1,000,000,000,000,000,000."},
		{&divisor.InputError{Code: divisor.CodeTooSmall, Field: divisor.FieldN, Text: "0", Limit: 1}, "N (0) is less than 1."},
		{&dagame.InputError{Code: dagame.CodeCycle, Value: 2, Cycle: []int{2, 3, 2}}, "The graph has a cycle through node 2 (2 -> 3 -> 2), so the game could go on forever."},
		{&dagame.InputError{Code: dagame.CodeNodeRange, Field: dagame.FieldEdge, Line: 4, Value: 9, Limit: 5}, "Line 4 names node 9, but the nodes are 1 to 5."},
		{&dagame.InputError{Code: dagame.CodeThirdToken, Field: dagame.FieldToken, Index: 3, Value: 7}, "Token 3 is a third token of colour 7; a colour has at most two."},
		{&dagame.InputError{Code: dagame.CodeMissingLines, Field: dagame.FieldEdge, Line: 3, Value: 2, Limit: 5}, "The input ends at line 3 after 2 of the 5 edge lines it promised."},
		{&dagame.InputError{Code: dagame.CodeMissingLines, Field: dagame.FieldTokenCount, Line: 2, Limit: 1}, `The input ends at line 2, before the token count line "K".`},
		{&dagame.InputError{Code: dagame.CodeEmpty, Field: dagame.FieldHeader}, `The input is empty; it should start with a line "N M" (nodes, edges).`},
		{&dagame.InputError{Code: dagame.CodeExtraLine, Line: 5, Text: "2 2"}, "Line 5 (`2 2`) comes after the last token."},
		{&dagame.InputError{Code: dagame.CodeBadLine, Field: dagame.FieldEdge, Line: 2, Text: "1 x"}, "Line 2 (`1 x`) should be an edge \"p q\" (two node numbers)."},
		{&dagame.InputError{Code: dagame.CodeBadCount, Field: dagame.FieldNodes, Line: 1, Value: 501, Limit: 500}, "Line 1 gives 501 as the node count; it must be from 1 to 500."},
		// An edge count takes "an", not "a": the sentence names the count without an article.
		{&dagame.InputError{Code: dagame.CodeBadCount, Field: dagame.FieldEdges, Line: 1, Value: 100001, Limit: 100000}, "Line 1 gives 100,001 as the edge count; it must be from 0 to 100,000."},
		{&subtraction.InputError{Code: subtraction.CodeNoPeriod, Field: subtraction.FieldMoves, Text: "2,5", Limit: 8}, "With moves of 2 or 5, the Grundy values show no period within the first 8 values."},
		{&subtraction.InputError{Code: subtraction.CodeNoPeriod, Field: subtraction.FieldMoves, Text: "1,1000000", Limit: 3000000}, "With moves of 1 or 1,000,000, the Grundy values show no period within the first 3,000,000 values."},
		{&dagame.InputError{Code: dagame.CodeBadLine, Field: dagame.FieldEdge, Line: 12345, Text: "1 x"}, "Line 12,345 (`1 x`) should be an edge \"p q\" (two node numbers)."},
		{&dagame.InputError{Code: dagame.CodeExtraLine, Field: dagame.FieldToken, Line: 100003, Text: "1 1"}, "Line 100,003 (`1 1`) comes after the last token."},
		{&dagame.InputError{Code: dagame.CodeMissingLines, Field: dagame.FieldEdge, Line: 1001, Value: 1000, Limit: 2000}, "The input ends at line 1,001 after 1,000 of the 2,000 edge lines it promised."},
		{&subtraction.InputError{Code: subtraction.CodeTooMany, Field: subtraction.FieldMoves, Limit: 255, Count: 256}, "The set has 256 amounts, more than the 255 a move set may have."},
		{&subtraction.InputError{Code: subtraction.CodeBeyondValues, Field: subtraction.FieldPile, Text: "3000000", Limit: 2_236_962},
			"A pile of 3000000 is larger than 2,236,961, the largest pile kibitz can answer with these moves: their Grundy values show no period within the first 2,236,962 values, so it answers only the piles among them."},
		{errors.New("grundy: divisor game: context canceled"), "grundy: divisor game: context canceled"},
	} {
		if got := SolveError(tc.err); got != tc.want {
			t.Errorf("SolveError(%v) = %q, want %q", tc.err, got, tc.want)
		}
	}
	ctx := context.Background()
	for _, tc := range []struct {
		name string
		run  func(out *strings.Builder) error
		want string
	}{
		{"subtraction", func(out *strings.Builder) error {
			return subtraction.Batch(ctx, strings.NewReader("x\n1000000000000000001\n4\n"), out,
				subtraction.BatchOptions{Moves: subtraction.MoveSet{1, 2, 5}, Describe: SolveError})
		}, "error: Pile size (`x`) is not a whole number.\nerror: Pile size (1000000000000000001) is larger than 1,000,000,000,000,000,000.\nwin\n"},
		{"subtraction, bad move set", func(out *strings.Builder) error {
			return subtraction.Batch(ctx, strings.NewReader("1\n2\n"), out, subtraction.BatchOptions{Moves: subtraction.MoveSet{0}, Describe: SolveError})
		}, "error: Entry 1 (`0`) has the amount 0, and a move takes at least 1 stone.\nerror: Entry 1 (`0`) has the amount 0, and a move takes at least 1 stone.\n"},
		{"divisor", func(out *strings.Builder) error {
			return divisor.Batch(ctx, strings.NewReader("0\nabc\n"), out, divisor.BatchOptions{Describe: SolveError})
		}, "error: N (0) is less than 1.\nerror: N (`abc`) is not a whole number.\n"},
		{"dagame", func(out *strings.Builder) error {
			return dagame.Batch(ctx, strings.NewReader("2 1\n1 3\n0\n"), out, dagame.BatchOptions{Describe: SolveError})
		}, "error: Line 2 names node 3, but the nodes are 1 to 2.\n"},
		{"dagame, cycle", func(out *strings.Builder) error {
			return dagame.Batch(ctx, strings.NewReader("2 2\n1 2\n2 1\n0\n"), out, dagame.BatchOptions{Describe: SolveError})
		}, "error: The graph has a cycle through node 1 (1 -> 2 -> 1), so the game could go on forever.\n"},
	} {
		var out strings.Builder
		if err := tc.run(&out); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if out.String() != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, out.String(), tc.want)
		}
	}
	// Discord writes the largest N as a power.
	if got := mustErrorText(t, &divisor.InputError{Code: divisor.CodeTooLarge, Field: divisor.FieldN, Text: "10^19", Limit: divisor.MaxN}).En; got != "N (10^19) is larger than 10^18." {
		t.Errorf("Discord's too_large: %q", got)
	}
}

// mustErrorText is errorText of a solver input error.
func mustErrorText(t *testing.T, err error) i18n.Text {
	t.Helper()
	text, ok := errorText(err)
	if !ok {
		t.Fatalf("%v: errorText does not know it", err)
	}
	return text
}
