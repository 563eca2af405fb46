package sudoku

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/sudoku"
)

// everyField is an error of code with every field filled, so that any sentence has all it needs.
func everyField(code sudoku.Code) *sudoku.InputError {
	return &sudoku.InputError{Code: code, Size: 9, Row: 3, Col: 4, Box: 5, Digit: 7, Count: 2, Char: 'x',
		Length: 80, Want: 81, Rows: 8, Nodes: 50}
}

// unworded says what is wrong with text as the words for ie, or "" when nothing is: empty, a format
// verb unfilled, the developer's text or a raw code shown to a user, or a catch-all that a code without
// words of its own falls into.
func unworded(ie *sudoku.InputError, text string) string {
	return commandtest.Unworded(text, string(ie.Code), "sudoku:", ie.Error(), fmt.Sprintf(solveOther, ie.Code),
		msgErrOther.En, msgErrOther.Ko)
}

// TestEveryCodeHasWords walks every code of the solver through this catalogue: the Discord reply in
// English and in Korean, with a hint, and the line of `kibitz solve`. A new code fails here until it
// has words of its own.
func TestEveryCodeHasWords(t *testing.T) {
	codes := commandtest.SolverCodes(t, filepath.Join("..", "..", "solvers", "sudoku"))
	if len(codes) < 11 {
		t.Fatalf("found %d codes in the solver's sources (%v), want all of them", len(codes), codes)
	}
	var cases []*sudoku.InputError
	for _, code := range codes {
		cases = append(cases, everyField(sudoku.Code(code)))
	}
	oneRow := everyField(sudoku.CodeRowCount)
	oneRow.Rows = 1
	cases = append(cases, oneRow)
	for _, code := range []sudoku.Code{sudoku.CodeDuplicateInRow, sudoku.CodeDuplicateInColumn, sudoku.CodeDuplicateInBox} {
		three := everyField(code)
		three.Count = 3
		cases = append(cases, three)
	}
	for _, ie := range cases {
		t.Run(fmt.Sprintf("%s rows %d count %d", ie.Code, ie.Rows, ie.Count), func(t *testing.T) {
			ue, ok := router.AsUserError(inputError(fmt.Errorf("wrapped: %w", ie)))
			if !ok {
				t.Fatalf("inputError(%v) is not a user error", ie)
			}
			for _, lang := range []i18n.Lang{i18n.English, i18n.Korean} {
				if why := unworded(ie, ue.Message.In(lang)); why != "" {
					t.Errorf("%v message: %s: %q", lang, why, ue.Message.In(lang))
				}
				if why := unworded(ie, ue.Hint.In(lang)); why != "" {
					t.Errorf("%v hint: %s: %q", lang, why, ue.Hint.In(lang))
				}
			}
			if ue.Message.Ko == ue.Message.En {
				t.Errorf("the Korean message is the English one: %q", ue.Message.Ko)
			}
			line := SolveError(ie)
			if why := unworded(ie, line); why != "" {
				t.Errorf("kibitz solve: %s: %q", why, line)
			}
			if strings.Contains(line, "\n") {
				t.Errorf("kibitz solve: %q is more than one line", line)
			}
		})
	}
	// The walk catches a code without words.
	unknown := everyField("no_such_code")
	if _, msg, _ := words(unknown); unworded(unknown, msg.En) == "" || unworded(unknown, SolveError(unknown)) == "" {
		t.Errorf("an unknown code passes the walk: %q, %q", msg.En, SolveError(unknown))
	}
}

// TestSolveError pins the lines of `kibitz solve sudoku`: the sentences the solver's errors said before
// they had a catalogue, word for word.
func TestSolveError(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want string
	}{
		{&sudoku.InputError{Code: sudoku.CodeEmpty}, "The puzzle is empty."},
		{&sudoku.InputError{Code: sudoku.CodeLength, Length: 80, Want: 81, Size: 9}, "The line is 80 characters; a 9x9 grid has 81."},
		{&sudoku.InputError{Code: sudoku.CodeLength, Length: 14, Want: 16, Size: 4}, "The line is 14 characters; a 4x4 grid has 16."},
		// Far from every size (40 or 3 characters), the sizes are named, not the nearest; a square grid's
		// cells (a 6x6 grid's 36), its size too.
		{&sudoku.InputError{Code: sudoku.CodeLength, Length: 40, Want: 16, Size: 4}, "The line is 40 characters; a grid has 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25)."},
		{&sudoku.InputError{Code: sudoku.CodeLength, Length: 36, Want: 16, Size: 4}, "The line is 36 characters, a grid of 6 rows of 6: kibitz solves 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25), whose boxes are squares."},
		{&sudoku.InputError{Code: sudoku.CodeLength, Length: 3, Want: 16, Size: 4}, "The line is 3 characters; a grid has 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25)."},
		{&sudoku.InputError{Code: sudoku.CodeDuplicateInRow, Row: 3, Digit: 7, Size: 9}, "Row 3 has two 7s."},
		{&sudoku.InputError{Code: sudoku.CodeDuplicateInColumn, Col: 1, Digit: 5, Size: 9}, "Column 1 has two 5s."},
		{&sudoku.InputError{Code: sudoku.CodeDuplicateInBox, Box: 1, Digit: 5, Size: 9}, "Box 1 has two 5s."},
		{&sudoku.InputError{Code: sudoku.CodeDuplicateInBox, Box: 2, Digit: 16, Size: 16}, "Box 2 has two Gs."},
		{&sudoku.InputError{Code: sudoku.CodeDuplicateInRow, Row: 1, Digit: 1, Count: 2, Size: 9}, "Row 1 has two 1s."},
		{&sudoku.InputError{Code: sudoku.CodeDuplicateInRow, Row: 1, Digit: 1, Count: 3, Size: 9}, "The digit 1 appears 3 times in row 1."},
		{&sudoku.InputError{Code: sudoku.CodeDuplicateInColumn, Col: 4, Digit: 9, Count: 9, Size: 9}, "The digit 9 appears 9 times in column 4."},
		{&sudoku.InputError{Code: sudoku.CodeDuplicateInBox, Box: 2, Digit: 16, Count: 4, Size: 16}, "The digit G appears 4 times in box 2."},
		{&sudoku.InputError{Code: sudoku.CodeDigitRange, Row: 1, Col: 1, Char: 'G', Size: 9}, "Row 1, column 1 has G, but a 9x9 grid uses only 1-9."},
		{&sudoku.InputError{Code: sudoku.CodeDigitRange, Row: 1, Col: 1, Char: '7', Size: 4}, "Row 1, column 1 has 7, but a 4x4 grid uses only 1-4."},
		{&sudoku.InputError{Code: sudoku.CodeDigitRange, Row: 2, Col: 9, Char: 'H', Size: 16}, "Row 2, column 9 has H, but a 16x16 grid uses only 1-9 and A-G."},
		{&sudoku.InputError{Code: sudoku.CodeDigitRange, Row: 1, Col: 2, Char: 'Z', Size: 25}, "Row 1, column 2 has Z, but a 25x25 grid uses only A-Y."},
		{&sudoku.InputError{Code: sudoku.CodeBadCharacter, Row: 2, Col: 4, Char: '#'}, "Row 2, column 4 has `#`, which is neither a digit nor a blank."},
		{&sudoku.InputError{Code: sudoku.CodeBadCharacter, Row: 1, Col: 1, Char: '가'}, "Row 1, column 1 has `가`, which is neither a digit nor a blank."},
		{&sudoku.InputError{Code: sudoku.CodeBadCharacter, Row: 1, Col: 3, Char: '\\'}, "Row 1, column 3 has `\\`, which is neither a digit nor a blank."}, // not Go's '\\'
		{&sudoku.InputError{Code: sudoku.CodeBadCharacter, Row: 1, Col: 1, Char: '٥'}, "Row 1, column 1 has `٥`, a digit kibitz does not read: write 1-9, and . or 0 for a blank."},
		{&sudoku.InputError{Code: sudoku.CodeRowLength, Row: 5, Length: 8, Size: 9}, "Row 5 has 8 cells; a 9x9 grid has 9 in each row."},
		{&sudoku.InputError{Code: sudoku.CodeRowCount, Rows: 8, Size: 9}, "The grid has 8 rows; a 9x9 grid has 9."},
		{&sudoku.InputError{Code: sudoku.CodeCellCount, Length: 3, Want: 16, Size: 4}, "The grid has 3 cells; a grid has 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25)."},
		{&sudoku.InputError{Code: sudoku.CodeCellCount, Length: 72, Want: 81, Size: 9}, "The grid has 72 cells; a 9x9 grid has 81."},
		{&sudoku.InputError{Code: sudoku.CodeRowCount, Rows: 1, Size: 9}, "The grid has one row; a 9x9 grid has 9."},
		{&sudoku.InputError{Code: sudoku.CodeRowCount, Rows: 1, Size: 25}, "The grid has one row; a 25x25 grid has 25."},
		{&sudoku.InputError{Code: sudoku.CodeSearchLimit, Size: 16, Nodes: 50},
			"Gave up after 50 search nodes: a sparse grid can take hours to search. --max-nodes raises the limit (0: none)."},
		{&sudoku.InputError{Code: "no_such_code"}, "The puzzle is not valid (no_such_code)."},
		{fmt.Errorf("line 3: %w", &sudoku.InputError{Code: sudoku.CodeEmpty}), "The puzzle is empty."},
		{errors.New("line too long"), "line too long"},
	} {
		if got := SolveError(tc.err); got != tc.want {
			t.Errorf("SolveError(%v) = %q, want %q", tc.err, got, tc.want)
		}
	}
}

// TestSolveErrorInBatch: the solver's Batch words its error lines with SolveError, as `kibitz solve`
// passes it, and leaves the answers alone.
func TestSolveErrorInBatch(t *testing.T) {
	in := "123\n11" + strings.Repeat(".", 79) + "\n" + testWiki + "\n" + strings.Repeat(".", 256) + "\n"
	var out bytes.Buffer
	opt := sudoku.BatchOptions{Count: true, MaxNodes: 50, Describe: SolveError}
	if err := sudoku.Batch(context.Background(), strings.NewReader(in), &out, opt); err != nil {
		t.Fatal(err)
	}
	want := "error: The line is 3 characters; a grid has 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25).\nerror: Row 1 has two 1s.\n1\n" +
		"error: Gave up after 50 search nodes: a sparse grid can take hours to search. --max-nodes raises the limit (0: none).\n"
	if out.String() != want {
		t.Errorf("Batch = %q, want %q", out.String(), want)
	}
}

// TestDuplicateCount: a digit typed three times is said three times, in every language, and the common
// case of two keeps its sentence.
func TestDuplicateCount(t *testing.T) {
	row := &sudoku.InputError{Code: sudoku.CodeDuplicateInRow, Row: 1, Digit: 1, Count: 3, Size: 9}
	col := &sudoku.InputError{Code: sudoku.CodeDuplicateInColumn, Col: 2, Digit: 5, Count: 2, Size: 9}
	box := &sudoku.InputError{Code: sudoku.CodeDuplicateInBox, Box: 4, Digit: 7, Count: 4, Size: 9}
	for _, tc := range []struct {
		lang          i18n.Lang
		row, col, box string
	}{
		{i18n.English, "The digit 1 appears 3 times in row 1.", "Column 2 has two 5s.",
			"The digit 7 appears 4 times in box 4 (counted row by row from the top left)."},
		{i18n.Korean, "1행에 1이 3번 나옵니다.", "2열에 5가 두 번 나옵니다.",
			"4번 상자(왼쪽 위부터 한 줄씩 셉니다)에 7이 4번 나옵니다."},
		{i18n.Japanese, "1行目に1が3個あります。", "2列目に5が2つあります。",
			"ブロック4（左上から1行ずつ数えます）に7が4個あります。"},
		{i18n.Spanish, "El 1 aparece 3 veces en la fila 1.", "La columna 2 tiene dos 5.",
			"El 7 aparece 4 veces en la caja 4 (contando fila por fila desde arriba a la izquierda)."},
		{i18n.Portuguese, "O 1 aparece 3 vezes na linha 1.", "A coluna 2 tem dois 5.",
			"O 7 aparece 4 vezes na caixa 4 (contando linha por linha a partir do canto superior esquerdo)."},
	} {
		for _, c := range []struct {
			ie   *sudoku.InputError
			want string
		}{{row, tc.row}, {col, tc.col}, {box, tc.box}} {
			_, msg, _ := words(c.ie)
			if got := msg.In(tc.lang); got != c.want {
				t.Errorf("%v: words(%v) = %q, want %q", tc.lang, c.ie, got, c.want)
			}
		}
	}
}
