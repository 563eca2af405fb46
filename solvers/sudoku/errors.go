package sudoku

import (
	"strconv"

	"kibitz/solvers/internal/inputerr"
)

// Code says what is wrong with a puzzle a user typed, or why a grid got no answer. The game's message catalogue switches on it to
// word the message in the user's language (and in `kibitz solve`'s), using the InputError fields each
// code lists.
type Code string

// The input error codes. Each names the InputError fields it fills; Size is filled whenever the size
// the input was read as is known (always for the duplicate codes).
const (
	// CodeEmpty: the input holds no cells at all. No fields.
	CodeEmpty Code = "empty"
	// CodeLength: a one-line grid of the wrong length. Length (characters read), Want (cells of the
	// nearest size), Size (that size).
	CodeLength Code = "length"
	// CodeCellCount: a pasted grid whose cells add up to no size. Length (cells read), Want, Size (the
	// nearest size).
	CodeCellCount Code = "cell_count"
	// CodeRowCount: a pasted grid with rows of the right length but the wrong number of them, or a
	// single row of 4, 9 or 25 cells pasted alone. Rows (rows read), Size (the size the rows' length
	// gives; Size rows wanted).
	CodeRowCount Code = "row_count"
	// CodeRowLength: a pasted grid with a row of the wrong length, or, with the right number of cells,
	// a line (rows split by line breaks or /) that holds no whole number of rows. Row (1-based: the line),
	// Length (cells in it), Size (the size the number of rows or of cells gives; Size cells wanted).
	CodeRowLength Code = "row_length"
	// CodeBadCharacter: a character that is neither a digit, a blank nor a separator. Row, Col
	// (1-based), Char.
	CodeBadCharacter Code = "bad_character"
	// CodeDigitRange: a digit that does not belong to this size (a 7 in a 4x4 grid, a G in a 9x9 grid).
	// Row, Col (1-based), Char, Size.
	CodeDigitRange Code = "digit_range"
	// CodeDuplicateInRow: a digit more than once in a row. Row (1-based), Digit (1..Size), Count (how
	// many times, 2 or more), Size.
	CodeDuplicateInRow Code = "duplicate_in_row"
	// CodeDuplicateInColumn: a digit more than once in a column. Col (1-based), Digit, Count, Size.
	CodeDuplicateInColumn Code = "duplicate_in_column"
	// CodeDuplicateInBox: a digit more than once in a box. Box (1-based, row by row: box 1 is top
	// left, box 2 to its right), Digit, Count, Size.
	CodeDuplicateInBox Code = "duplicate_in_box"
	// CodeSearchLimit: the search of a grid ran out of its node budget before it finished (Batch's
	// MaxNodes): not a mistake in the grid, but the reason it has no answer. Nodes (the budget), Size.
	// errors.Is(err, ErrBudget) holds for it.
	CodeSearchLimit Code = "search_limit"
)

// InputError is a mistake in a puzzle a user typed, or why a grid got no answer (CodeSearchLimit). It
// carries no sentence for a user: the game's message catalogue (commands/sudoku/messages.go) words it
// from Code and the fields (see each Code for the fields it fills), and Error() is a short text for
// developers and logs. Digits are numbers 1..Size; Symbol(Size, Digit) is how the grid writes them.
type InputError struct {
	Code Code
	// Size is the grid side the input was read as (4, 9, 16, 25), or 0 when unknown.
	Size int
	// Row, Col and Box are 1-based; 0 when the code does not use them.
	Row, Col, Box int
	// Digit is the repeated digit, 1..Size.
	Digit int
	// Count is how many times Digit appears in the row, column or box: 2 or more, so that a reply
	// says "three 1s" when there are three, not "two".
	Count int
	// Char is the offending character.
	Char rune
	// Length is what was read (characters, cells); Want what the nearest size needs.
	Length, Want int
	// Rows is the number of rows read.
	Rows int
	// Nodes is the search budget that ran out.
	Nodes int64
}

// Error returns the code and the fields it fills, such as "sudoku: duplicate_in_row (size 9, row 3,
// digit 7)".
func (e *InputError) Error() string {
	var d inputerr.Details
	d.Int("size", int64(e.Size))
	d.Int("row", int64(e.Row))
	d.Int("col", int64(e.Col))
	d.Int("box", int64(e.Box))
	d.Int("digit", int64(e.Digit))
	d.Int("count", int64(e.Count))
	if e.Char != 0 {
		d.Add("char " + strconv.QuoteRune(e.Char))
	}
	d.Int("length", int64(e.Length))
	d.Int("want", int64(e.Want))
	d.Int("rows", int64(e.Rows))
	d.Int("nodes", e.Nodes)
	return inputerr.Text("sudoku", string(e.Code), d...)
}

// Unwrap makes a CodeSearchLimit error ErrBudget as well, the error Solve gives for the same reason.
func (e *InputError) Unwrap() error {
	if e.Code == CodeSearchLimit {
		return ErrBudget
	}
	return nil
}
