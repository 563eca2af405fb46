package nim

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/nim"
)

// everyCode holds, for each code constant of solvers/nim, errors that fill the fields the code documents
// (one per wording where the wording depends on the field).
var everyCode = map[nim.Code][]*nim.InputError{
	nim.CodeEmpty:          {{Code: nim.CodeEmpty, Field: nim.FieldHeaps}, {Code: nim.CodeEmpty, Field: nim.FieldMoves}},
	nim.CodeEmptyItem:      {{Code: nim.CodeEmptyItem, Field: nim.FieldHeaps, Index: 2}},
	nim.CodeNotNumber:      {{Code: nim.CodeNotNumber, Field: nim.FieldHeaps, Index: 2, Text: "x"}},
	nim.CodeNegative:       {{Code: nim.CodeNegative, Field: nim.FieldHeaps, Index: 2, Text: "-1"}},
	nim.CodeTooSmall:       {{Code: nim.CodeTooSmall, Field: nim.FieldMoves, Index: 1, Text: "0", Limit: 1}},
	nim.CodeTooLarge:       {{Code: nim.CodeTooLarge, Field: nim.FieldHeaps, Index: 1, Text: "2^63", Limit: nim.MaxHeap}},
	nim.CodeTooMany:        {{Code: nim.CodeTooMany, Field: nim.FieldHeaps, Limit: nim.MaxHeaps, Count: nim.MaxHeaps + 1}, {Code: nim.CodeTooMany, Field: nim.FieldMoves, Limit: 255, Count: 256}},
	nim.CodeBadRange:       {{Code: nim.CodeBadRange, Field: nim.FieldMoves, Index: 1, Text: "3-1"}},
	nim.CodeBeyondValues:   {{Code: nim.CodeBeyondValues, Field: nim.FieldHeaps, Index: 2, Text: "5000000", Limit: 4_793_490}},
	nim.CodeMisereTooLarge: {{Code: nim.CodeMisereTooLarge, Field: nim.FieldMoves, Text: "2,3", Limit: 1 << 26}},
}

// TestEveryCodeHasWords walks every code the solver declares through the catalogue, for Discord in both
// languages and for `kibitz solve`: a code without words of its own (an empty text, the catch-all that
// shows the raw code, or the solver's developer text) fails, so a new code cannot ship without them.
func TestEveryCodeHasWords(t *testing.T) {
	commandtest.WalkCodes(t, filepath.Join("..", "..", "solvers", "nim"), everyCode,
		func(e *nim.InputError) (i18n.Text, string) {
			text := errorText(e)
			if ue, ok := router.AsUserError(inputError(e, hintAnalyze)); !ok || ue.Message.En != text.En || ue.Message.Ko != text.Ko || ue.Hint != hintAnalyze {
				t.Errorf("%s: inputError gave %v", e.Code, ue)
			}
			return text, SolveError(e)
		},
		func(c nim.Code) i18n.Text { return commands.InputNotValid(string(c)) })
}

// TestSolveError pins the sentences of `kibitz solve nim`, which the solver's Error() used to write.
func TestSolveError(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want string
	}{
		{&nim.InputError{Code: nim.CodeNotNumber, Field: nim.FieldHeaps, Index: 2, Text: "x"}, "Heap 2 (`x`) is not a whole number."},
		{&nim.InputError{Code: nim.CodeEmptyItem, Field: nim.FieldMoves, Index: 3}, "Entry 3 is empty; separate the amounts with single commas or spaces."},
		{&nim.InputError{Code: nim.CodeTooMany, Field: nim.FieldHeaps, Limit: 5, Count: 100_001}, "There are 100,001 heaps, more than the 5 allowed."},
		{&nim.InputError{Code: nim.CodeTooLarge, Field: nim.FieldHeaps, Index: 1, Text: "2^63", Limit: nim.MaxHeap}, "Heap 1 (2^63) is larger than 9,223,372,036,854,775,807."},
		{&nim.InputError{Code: nim.CodeEmpty, Field: nim.FieldHeaps}, "No heaps were given; write heap sizes like 3 4 5."},
		{&nim.InputError{Code: nim.CodeBeyondValues, Field: nim.FieldHeaps, Index: 2, Text: "5000000", Limit: 4_793_490},
			"Heap 2 (5,000,000) is larger than 4,793,489, the largest heap kibitz can answer with these moves: their Grundy values show no period within the first 4,793,490 values, so it answers only the heaps among them."},
		{&nim.InputError{Code: nim.CodeMisereTooLarge, Field: nim.FieldMoves, Text: "2,3", Limit: 9},
			"Misère play with moves of 2 or 3 stones is solved by visiting every position, and this one has too many (more than 9 moves to examine); try smaller heaps."},
		{&nim.InputError{Code: nim.CodeMisereTooLarge, Field: nim.FieldMoves, Text: "1-1000", Limit: 67108864},
			"Misère play with moves of 1 to 1,000 stones is solved by visiting every position, and this one has too many (more than 67,108,864 moves to examine); try smaller heaps."},
		{&nim.InputError{Code: nim.CodeTooLarge, Field: nim.FieldMoves, Index: 12345, Text: "2000000", Limit: 1000000}, "Entry 12,345 (`2000000`) has an amount above 1,000,000, the most a move set may list."},
		{&nim.InputError{Code: nim.CodeTooLarge, Field: nim.FieldMoves, Index: 1, Text: "1-99999999999999999999", Limit: nim.MaxHeap},
			"Entry 1 (`1-99999999999999999999`) has an amount above 9,223,372,036,854,775,807, the most a limit 1-k may allow, as no heap is larger."},
		// --moves is a flag there, not the option that /nim names in its words.
		{&nim.InputError{Code: nim.CodeTooSmall, Field: nim.FieldMoves, Index: 1, Text: "0", Limit: 1}, "Entry 1 (`0`) has the amount 0, and a move takes at least 1 stone."},
		{errors.New("nim: misère search: context canceled"), "nim: misère search: context canceled"},
	} {
		if got := SolveError(tc.err); got != tc.want {
			t.Errorf("SolveError(%v) = %q, want %q", tc.err, got, tc.want)
		}
	}
	// A mistake in --moves, found by package grundy, reads the same.
	_, err := nim.ParseRule(context.Background(), "1,y")
	if got, want := SolveError(err), "Entry 2 (`y`) is neither a whole number nor a range such as 1-3."; got != want {
		t.Errorf("SolveError(ParseRule(1,y)) = %q, want %q", got, want)
	}
	// The batch words its error lines with it.
	var out strings.Builder
	if err := nim.Batch(context.Background(), strings.NewReader("3,4,5\n3 x\n  7  \n"), &out, nim.BatchOptions{Describe: SolveError}); err != nil {
		t.Fatal(err)
	}
	if want := "win 1:2\nerror: Heap 2 (`x`) is not a whole number.\nwin 1:7\n"; out.String() != want {
		t.Errorf("Batch with SolveError = %q, want %q", out.String(), want)
	}
	// Discord writes the largest heap in digits, with its power.
	if got := errorText(&nim.InputError{Code: nim.CodeTooLarge, Field: nim.FieldHeaps, Index: 1, Text: "2^63", Limit: nim.MaxHeap}).In(i18n.English); !strings.HasSuffix(got, "larger than 9,223,372,036,854,775,807 (2^63-1).") {
		t.Errorf("Discord's too_large: %q", got)
	}
}

// TestTurnStatusKorean: the time left is a sentence in Korean, "10분 후 시간이 끝납니다" (Discord shows the
// relative timestamp as "10분 후"), not a label that reads "time limit: in 10 minutes".
func TestTurnStatusKorean(t *testing.T) {
	if got, want := msgTurnStatus.Format("<@1>", "<t:1:R>").Ko, "<@1> 님 차례: 더미를 고른 뒤 가져갈 개수를 고르세요. <t:1:R> 시간이 끝납니다."; got != want {
		t.Errorf("msgTurnStatus in Korean = %q, want %q", got, want)
	}
}
