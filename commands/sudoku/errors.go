package sudoku

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"unicode"
	"unicode/utf8"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/sudoku"
)

// What is wrong with a puzzle (the solver's errors, and the handler's own length check), and why a
// search gave up.
var (
	msgErrEmpty = i18n.Text{
		En: "The puzzle is empty: kibitz found no cells in it.",
		Ko: "퍼즐이 비어 있습니다. 칸을 하나도 찾지 못했습니다.",
	}
	msgErrLength = i18n.Text{
		En: "The puzzle is one line of %[1]s; a %[2]dx%[2]d grid has %[3]s.",
		Ko: "퍼즐이 한 줄에 %[1]s입니다. %[2]dx%[2]d 판은 %[3]s입니다.",
	}
	// msgErrLengthAny and msgErrCellCountAny replace msgErrLength and msgErrCellCount when the count is far
	// from the nearest size's (farFromSize): a 6x6 grid's 36 cells are no 4x4 grid with 20 too many, and
	// naming 4x4 alone sent its writer the wrong way.
	msgErrLengthAny = i18n.Text{
		En: "The puzzle is one line of %s; a grid has 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25).",
		Ko: "퍼즐이 한 줄에 %s입니다. 판은 16칸(4x4), 81칸(9x9), 256칸(16x16), 625칸(25x25) 중 하나여야 합니다.",
	}
	msgErrCellCountAny = i18n.Text{
		En: "The grid has %s; a grid has 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25).",
		Ko: "판이 %s입니다. 판은 16칸(4x4), 81칸(9x9), 256칸(16x16), 625칸(25x25) 중 하나여야 합니다.",
	}
	// msgErrLengthSide and msgErrCellCountSide replace the two above when the count is the cells of a
	// square grid of a size kibitz does not solve (squareSide): 64 characters are an 8x8 grid, no 9x9 grid
	// with 17 missing. They take the count and the grid's side.
	msgErrLengthSide = i18n.Text{
		En: "The puzzle is one line of %[1]s, the cells of a grid of %[2]d rows of %[2]d: kibitz solves grids of 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25), whose boxes are squares.",
		Ko: "퍼즐이 한 줄에 %[1]s입니다. %[2]d행 %[2]d열 판의 칸 수입니다. kibitz가 푸는 판은 상자가 정사각형인 16칸(4x4), 81칸(9x9), 256칸(16x16), 625칸(25x25)입니다.",
	}
	msgErrCellCountSide = i18n.Text{
		En: "The grid has %[1]s, %[2]d rows of %[2]d: kibitz solves grids of 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25), whose boxes are squares.",
		Ko: "판이 %[1]s입니다. %[2]d행 %[2]d열 판의 칸 수입니다. kibitz가 푸는 판은 상자가 정사각형인 16칸(4x4), 81칸(9x9), 256칸(16x16), 625칸(25x25)입니다.",
	}
	msgErrCellCount = i18n.Text{
		En: "The grid has %[1]s; a %[2]dx%[2]d grid has %[3]s.",
		Ko: "판이 %[1]s입니다. %[2]dx%[2]d 판은 %[4]s입니다.",
	}
	msgErrRowCount = i18n.Text{
		En: "The grid has %[1]s; a %[2]dx%[2]d grid has %[2]d.",
		Ko: "판에 %[1]s 있습니다. %[2]dx%[2]d 판은 %[2]d행입니다.",
	}
	msgErrOneRow = i18n.Text{
		En: "The puzzle is a single row of %[1]d cells; a %[1]dx%[1]d grid has %[1]d rows. Paste the whole grid, row after row.",
		Ko: "퍼즐이 %[1]d칸짜리 행 하나뿐입니다. %[1]dx%[1]d 판은 %[1]d행입니다. 판 전체를 한 행씩 이어서 붙여 넣으세요.",
	}
	msgErrRowLength = i18n.Text{
		En: "Row %[1]d has %[2]s; a %[3]dx%[3]d grid has %[3]d in each row.",
		Ko: "%[1]d행이 %[2]s입니다. %[3]dx%[3]d 판은 행마다 %[3]d칸입니다.",
	}
	msgErrBadChar = i18n.Text{
		En: "Row %[1]d, column %[2]d holds %[3]s, which is neither a digit nor a blank (. or 0).",
		Ko: "%[1]d행 %[2]d열의 %[3]s 글자는 숫자도 빈칸(. 또는 0)도 아닙니다.",
	}
	// msgErrForeignDigit is a digit of another script (٥, ५): a digit all the same, which kibitz does not
	// read.
	msgErrForeignDigit = i18n.Text{
		En: "Row %[1]d, column %[2]d holds %[3]s, a digit kibitz does not read: write digits as 1-9 (full-width １-９ read too), and a blank as . or 0.",
		Ko: "%[1]d행 %[2]d열의 %[3]s 글자는 kibitz가 읽지 않는 숫자입니다. 숫자는 1-9로(전각 １-９도 읽습니다), 빈칸은 . 또는 0으로 쓰세요.",
	}
	msgErrDigitRange = i18n.Text{
		En: "Row %[1]d, column %[2]d holds %[3]c, but a %[4]dx%[4]d grid uses only %[5]s.",
		Ko: "%[1]d행 %[2]d열에 %[3]c 글자가 있지만, %[4]dx%[4]d 판에는 %[5]s만 씁니다.",
	}
	msgErrDupRow = i18n.Text{
		En: "Row %[1]d has two %[2]ss.",
		Ko: "%[1]d행에 %[2]s%[3]s 두 번 나옵니다.",
	}
	msgErrDupColumn = i18n.Text{
		En: "Column %[1]d has two %[2]ss.",
		Ko: "%[1]d열에 %[2]s%[3]s 두 번 나옵니다.",
	}
	msgErrDupBox = i18n.Text{
		En: "Box %[1]d (counted row by row from the top left) has two %[2]ss.",
		Ko: "%[1]d번 상자(왼쪽 위부터 한 줄씩 셉니다)에 %[2]s%[3]s 두 번 나옵니다.",
	}
	// The same, for a digit that appears three times or more: "two 1s" would be untrue, and English
	// has no plural form for "three" that i18n.Plural could pick, so the count is a number of times.
	msgErrDupRowMany = i18n.Text{
		En: "The digit %[2]s appears %[3]s in row %[1]d.",
		Ko: "%[1]d행에 %[2]s%[4]s %[3]s 나옵니다.",
	}
	msgErrDupColumnMany = i18n.Text{
		En: "The digit %[2]s appears %[3]s in column %[1]d.",
		Ko: "%[1]d열에 %[2]s%[4]s %[3]s 나옵니다.",
	}
	msgErrDupBoxMany = i18n.Text{
		En: "The digit %[2]s appears %[3]s in box %[1]d (counted row by row from the top left).",
		Ko: "%[1]d번 상자(왼쪽 위부터 한 줄씩 셉니다)에 %[2]s%[4]s %[3]s 나옵니다.",
	}
	msgTooLong = i18n.Text{
		En: "The puzzle is %[1]s long; kibitz reads at most %[2]s (a 25x25 grid with spaces fits).",
		Ko: "퍼즐이 %[1]s입니다. kibitz는 최대 %[3]s까지 읽습니다 (공백을 넣은 25x25 판도 들어갑니다).",
	}
	msgErrOther = i18n.Text{
		En: "The puzzle cannot be read.",
		Ko: "퍼즐을 읽을 수 없습니다.",
	}
	hintPuzzle = i18n.Text{
		En: "Type the cells row by row, . or 0 for a blank (16, 81, 256 or 625 cells); rows may be split by / or spaces. Example: /sudoku solve puzzle:53..7..../6..195.../.98....6./8...6...3/4..8.3..1/7...2...6/.6....28./...419..5/....8..79",
		Ko: "칸을 한 줄씩 입력하고 빈칸은 . 또는 0으로 쓰세요 (16, 81, 256, 625칸). 행은 / 나 공백으로 나눠도 됩니다. 예: /스도쿠 풀기 퍼즐:53..7..../6..195.../.98....6./8...6...3/4..8.3..1/7...2...6/.6....28./...419..5/....8..79",
	}
	hintDuplicate = i18n.Text{
		En: "A digit may appear only once in each row, column and box: check that one for a typo.",
		Ko: "한 숫자는 각 행, 열, 상자에 한 번만 나올 수 있습니다. 그 부분에 오타가 없는지 확인하세요.",
	}
	hintAlphabet = i18n.Text{
		En: "Digits: 1-4 for 4x4, 1-9 for 9x9, 1-9 and A-G for 16x16, A-Y for 25x25; . or 0 for a blank.",
		Ko: "숫자: 4x4는 1-4, 9x9는 1-9, 16x16은 1-9와 A-G, 25x25는 A-Y; 빈칸은 . 또는 0.",
	}
	msgAlphabet16     = i18n.Text{En: "1-9 and A-G", Ko: "1-9와 A-G"}
	msgErrSearchLimit = i18n.Text{
		En: "kibitz gave up on this %[1]dx%[1]d puzzle after %[2]s. Sparse large grids, above all ones with no solution, can take very long to search.",
		Ko: "kibitz가 이 %[1]dx%[1]d 퍼즐을 %[2]s 만에 포기했습니다. 숫자가 적은 큰 판, 특히 답이 없는 판은 탐색에 아주 오래 걸릴 수 있습니다.",
	}
)

// The error lines of `kibitz solve sudoku`, in English only like the rest of its output, where they are
// not the Discord sentence: shorter, for a command line that reads one grid a line.
const (
	solveEmpty        = "The puzzle is empty."
	solveLength       = "The line is %s; a %s grid has %s."
	solveLengthAny    = "The line is %s; a grid has 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25)."
	solveLengthSide   = "The line is %s, a grid of %d rows of %d: kibitz solves 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25), whose boxes are squares."
	solveOneRow       = "The grid has one row; a %s grid has %d."
	solveBadChar      = "Row %d, column %d has %s, which is neither a digit nor a blank."
	solveForeignDigit = "Row %d, column %d has %s, a digit kibitz does not read: write 1-9, and . or 0 for a blank."
	solveDigitRange   = "Row %d, column %d has %c, but a %s grid uses only %s."
	solveDupBox       = "Box %d has two %ss."
	solveDupBoxMany   = "The digit %s appears %s in box %d."
	solveSearchLimit  = "Gave up after %s: a sparse grid can take hours to search. --max-nodes raises the limit (0: none)."
	solveOther        = "The puzzle is not valid (%s)."
)

// farFromSize reports whether a grid's count of cells (CodeLength, CodeCellCount) is off from the nearest
// size's by more than a quarter of it: a typo drops or doubles a cell or a few, and is told the size it
// missed (80 characters: a 9x9 grid has 81); a count that far off is no grid of that size, and is told them
// all.
func farFromSize(ie *sudoku.InputError) bool {
	off := ie.Length - ie.Want
	return 4*max(off, -off) > ie.Want
}

// squareSide is the side of the square grid a count of cells (CodeLength, CodeCellCount) fills when that
// is a size kibitz does not solve, 5x5 or larger (6x6 and 8x8 puzzles are common, with boxes of 2x3 and
// 2x4), and 0 otherwise.
func squareSide(ie *sudoku.InputError) int {
	side, sizes := int(math.Sqrt(float64(ie.Length))), sudoku.Sizes()
	if side < 5 || side*side != ie.Length || slices.Contains(sizes[:], side) {
		return 0
	}
	return side
}

// inputError words the solver's error for a Discord reply, in both languages and with a hint; any other
// error stays as it is.
func inputError(err error) error {
	var ie *sudoku.InputError
	if !errors.As(err, &ie) {
		return err
	}
	code, msg, hint := words(ie)
	return router.Fail(code, msg).WithHint(hint)
}

// words is the reply to ie: its router code, message and hint. A code it does not know gets msgErrOther;
// the test of this catalogue walks every code of the solver, so that none ships without words of its own.
func words(ie *sudoku.InputError) (router.Code, i18n.Text, i18n.Text) {
	switch ie.Code {
	case sudoku.CodeEmpty:
		return router.Invalid, msgErrEmpty, hintPuzzle
	case sudoku.CodeLength:
		if side := squareSide(ie); side > 0 {
			return router.Invalid, msgErrLengthSide.Format(nCharacters.N(int64(ie.Length)), side), hintPuzzle
		}
		if farFromSize(ie) {
			return router.Invalid, msgErrLengthAny.Format(nCharacters.N(int64(ie.Length))), hintPuzzle
		}
		return router.Invalid, msgErrLength.Format(nCharacters.N(int64(ie.Length)), ie.Size, nCells.N(int64(ie.Want))), hintPuzzle
	case sudoku.CodeCellCount:
		if side := squareSide(ie); side > 0 {
			return router.Invalid, msgErrCellCountSide.Format(nCells.N(int64(ie.Length)), side), hintPuzzle
		}
		if farFromSize(ie) {
			return router.Invalid, msgErrCellCountAny.Format(nCells.N(int64(ie.Length))), hintPuzzle
		}
		return router.Invalid, msgErrCellCount.Format(nCells.N(int64(ie.Length)), ie.Size, i18n.Num(ie.Want), nCells.N(int64(ie.Want))), hintPuzzle
	case sudoku.CodeRowCount:
		if ie.Rows == 1 {
			return router.Invalid, msgErrOneRow.Format(ie.Size), hintPuzzle
		}
		return router.Invalid, msgErrRowCount.Format(nRows.N(int64(ie.Rows)), ie.Size), hintPuzzle
	case sudoku.CodeRowLength:
		return router.Invalid, msgErrRowLength.Format(ie.Row, nCells.N(int64(ie.Length)), ie.Size), hintPuzzle
	case sudoku.CodeBadCharacter:
		if foreignDigit(ie.Char) {
			return router.Invalid, msgErrForeignDigit.Format(ie.Row, ie.Col, commands.Typed(string(ie.Char))), hintAlphabet
		}
		return router.Invalid, msgErrBadChar.Format(ie.Row, ie.Col, commands.Typed(string(ie.Char))), hintAlphabet
	case sudoku.CodeDigitRange:
		return router.Invalid, msgErrDigitRange.Format(ie.Row, ie.Col, ie.Char, ie.Size, alphabet(ie.Size)), hintAlphabet
	case sudoku.CodeDuplicateInRow:
		return router.Invalid, duplicate(ie, ie.Row, msgErrDupRow, msgErrDupRowMany), hintDuplicate
	case sudoku.CodeDuplicateInColumn:
		return router.Invalid, duplicate(ie, ie.Col, msgErrDupColumn, msgErrDupColumnMany), hintDuplicate
	case sudoku.CodeDuplicateInBox:
		return router.Invalid, duplicate(ie, ie.Box, msgErrDupBox, msgErrDupBoxMany), hintDuplicate
	case sudoku.CodeSearchLimit:
		return router.TooLarge, msgErrSearchLimit.Format(ie.Size, nSearchSteps.N(ie.Nodes)), hintBudget
	}
	return router.Invalid, msgErrOther, hintPuzzle
}

// SolveError is the English error line of `kibitz solve sudoku` for err (batch.go hands it to the
// solver's Batch as BatchOptions.Describe): the Discord English where it reads the same, the solve
// wording above where it differs. An error that is not the solver's *InputError keeps its own text.
func SolveError(err error) string {
	var ie *sudoku.InputError
	if !errors.As(err, &ie) {
		return err.Error()
	}
	dims := fmt.Sprintf("%dx%d", ie.Size, ie.Size)
	switch ie.Code {
	case sudoku.CodeEmpty:
		return solveEmpty
	case sudoku.CodeLength:
		if side := squareSide(ie); side > 0 {
			return fmt.Sprintf(solveLengthSide, nCharacters.Of(i18n.English, int64(ie.Length)), side, side)
		}
		if farFromSize(ie) {
			return fmt.Sprintf(solveLengthAny, nCharacters.Of(i18n.English, int64(ie.Length)))
		}
		return fmt.Sprintf(solveLength, nCharacters.Of(i18n.English, int64(ie.Length)), dims, i18n.Group(int64(ie.Want)))
	case sudoku.CodeRowCount:
		if ie.Rows == 1 {
			return fmt.Sprintf(solveOneRow, dims, ie.Size)
		}
	case sudoku.CodeBadCharacter:
		if foreignDigit(ie.Char) {
			return fmt.Sprintf(solveForeignDigit, ie.Row, ie.Col, commands.Typed(string(ie.Char)))
		}
		return fmt.Sprintf(solveBadChar, ie.Row, ie.Col, commands.Typed(string(ie.Char)))
	case sudoku.CodeDigitRange:
		return fmt.Sprintf(solveDigitRange, ie.Row, ie.Col, ie.Char, dims, alphabet(ie.Size).En)
	case sudoku.CodeDuplicateInBox:
		if ie.Count > 2 {
			return fmt.Sprintf(solveDupBoxMany, symbol(ie), nTimes.Of(i18n.English, int64(ie.Count)), ie.Box)
		}
		return fmt.Sprintf(solveDupBox, ie.Box, symbol(ie))
	case sudoku.CodeSearchLimit:
		return fmt.Sprintf(solveSearchLimit, nSearchNodes.Of(i18n.English, ie.Nodes))
	}
	if _, msg, _ := words(ie); msg != msgErrOther {
		return msg.En
	}
	return fmt.Sprintf(solveOther, ie.Code)
}

// duplicate words a duplicate digit in the row, column or box numbered at: two (the count of most
// typos, and of an error that does not say) or more times.
func duplicate(ie *sudoku.InputError, at int, two, many i18n.Text) i18n.Text {
	sym := symbol(ie)
	if ie.Count > 2 {
		return many.Format(at, sym, nTimes.N(int64(ie.Count)), iGa(sym))
	}
	return two.Format(at, sym, iGa(sym))
}

// symbol is how the grid writes the digit of a duplicate (a 7, a G); "" when the error names none.
func symbol(ie *sudoku.InputError) string {
	if ie.Digit <= 0 || ie.Size <= 0 {
		return ""
	}
	return string(sudoku.Symbol(ie.Size, ie.Digit))
}

// alphabet names the digits of a size: "1-4", "1-9", "1-9 and A-G", "A-Y".
func alphabet(size int) i18n.Text {
	switch size {
	case 4:
		return i18n.Plain("1-4")
	case 16:
		return msgAlphabet16
	case 25:
		return i18n.Plain("A-Y")
	}
	return i18n.Plain("1-9")
}

// foreignDigit reports whether r is a digit of another script than ASCII's (٥, ५, ๕): the parser reads
// ASCII digits and the full-width ones, which it folds to ASCII before a character can be refused.
func foreignDigit(r rune) bool { return r >= utf8.RuneSelf && unicode.IsDigit(r) }
