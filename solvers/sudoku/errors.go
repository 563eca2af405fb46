package sudoku

import "fmt"

// Code says what is wrong with a puzzle a user typed. The Discord layer switches on it to word the
// message in the user's language, using the InputError fields each code lists.
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
	// CodeRowLength: a pasted grid with a row of the wrong length. Row (1-based), Length (cells in
	// it), Size (the size the number of rows gives; Size cells wanted).
	CodeRowLength Code = "row_length"
	// CodeBadCharacter: a character that is neither a digit, a blank nor a separator. Row, Col
	// (1-based), Char.
	CodeBadCharacter Code = "bad_character"
	// CodeDigitRange: a digit that does not belong to this size (a 7 in a 4x4 grid, a G in a 9x9 grid).
	// Row, Col (1-based), Char, Size.
	CodeDigitRange Code = "digit_range"
	// CodeDuplicateInRow: a digit twice in a row. Row (1-based), Digit (1..Size), Size.
	CodeDuplicateInRow Code = "duplicate_in_row"
	// CodeDuplicateInColumn: a digit twice in a column. Col (1-based), Digit, Size.
	CodeDuplicateInColumn Code = "duplicate_in_column"
	// CodeDuplicateInBox: a digit twice in a box. Box (1-based, row by row: box 1 is top left, box 2
	// to its right), Digit, Size.
	CodeDuplicateInBox Code = "duplicate_in_box"
)

// InputError is a mistake in a puzzle a user typed. Error() is one English sentence; the Discord
// layer may instead word it from Code and the fields (see each Code for the fields it fills). Digits
// are numbers 1..Size; Symbol(Size, Digit) is how the grid writes them.
type InputError struct {
	Code Code
	// Size is the grid side the input was read as (4, 9, 16, 25), or 0 when unknown.
	Size int
	// Row, Col and Box are 1-based; 0 when the code does not use them.
	Row, Col, Box int
	// Digit is the repeated digit, 1..Size.
	Digit int
	// Char is the offending character.
	Char rune
	// Length is what was read (characters, cells); Want what the nearest size needs.
	Length, Want int
	// Rows is the number of rows read.
	Rows int
}

// Error returns the English sentence, such as "Row 3 has two 7s.".
func (e *InputError) Error() string {
	sym := func() string { return string(Symbol(e.Size, e.Digit)) }
	switch e.Code {
	case CodeEmpty:
		return "The puzzle is empty."
	case CodeLength:
		return fmt.Sprintf("The line is %d characters; a %s grid has %d.", e.Length, dims(e.Size), e.Want)
	case CodeCellCount:
		return fmt.Sprintf("The grid has %d cells; a %s grid has %d.", e.Length, dims(e.Size), e.Want)
	case CodeRowCount:
		if e.Rows == 1 {
			return fmt.Sprintf("The grid has one row; a %s grid has %d.", dims(e.Size), e.Size)
		}
		return fmt.Sprintf("The grid has %d rows; a %s grid has %d.", e.Rows, dims(e.Size), e.Size)
	case CodeRowLength:
		return fmt.Sprintf("Row %d has %d cells; a %s grid has %d in each row.", e.Row, e.Length, dims(e.Size), e.Size)
	case CodeBadCharacter:
		return fmt.Sprintf("Row %d, column %d has %q, which is neither a digit nor a blank.", e.Row, e.Col, e.Char)
	case CodeDigitRange:
		return fmt.Sprintf("Row %d, column %d has %c, but a %s grid uses only %s.", e.Row, e.Col, e.Char, dims(e.Size), alphabet(e.Size))
	case CodeDuplicateInRow:
		return fmt.Sprintf("Row %d has two %ss.", e.Row, sym())
	case CodeDuplicateInColumn:
		return fmt.Sprintf("Column %d has two %ss.", e.Col, sym())
	case CodeDuplicateInBox:
		return fmt.Sprintf("Box %d has two %ss.", e.Box, sym())
	}
	return fmt.Sprintf("The puzzle is not valid (%s).", e.Code)
}

func dims(size int) string { return fmt.Sprintf("%dx%d", size, size) }

// alphabet names the digits of a size: "1-4", "1-9", "1-9 and A-G", "A-Y".
func alphabet(size int) string {
	switch size {
	case 4:
		return "1-4"
	case 16:
		return "1-9 and A-G"
	case 25:
		return "A-Y"
	}
	return "1-9"
}
