package grundy

import (
	"fmt"
	"strconv"
	"strings"

	"kibitz/solvers/internal/numtext"
)

// Code names one kind of user mistake. The Discord layer switches on it (and on Field) to word the reply in
// the user's language; each constant's comment says which InputError fields it fills.
type Code string

// The codes of InputError. Index counts the items of a list (a move set) from 1; Line counts the lines of a
// DAGame input from 1. The codes of the number syntax take their values from solvers/internal/numtext,
// as solvers/nim's do, so that the two packages agree on them.
const (
	// CodeEmpty: nothing was given where a list or a number was expected. Fills Field.
	CodeEmpty Code = numtext.Empty
	// CodeEmptyItem: a list has an empty item (two commas in a row, or a comma at an end). Fills Field, Index.
	CodeEmptyItem Code = numtext.EmptyItem
	// CodeNotNumber: an item is not a whole number. Fills Field, Index (0 for a lone number) and Text.
	CodeNotNumber Code = numtext.NotNumber
	// CodeNegative: an item is a negative number. Fills Field, Index and Text.
	CodeNegative Code = numtext.Negative
	// CodeTooSmall: a number is below the least allowed value (a move of 0, a divisor-game N of 0).
	// Fills Field, Index, Text and Limit (the least allowed value).
	CodeTooSmall Code = numtext.TooSmall
	// CodeTooLarge: a number is above the largest allowed value. Fills Field, Index, Text and Limit.
	CodeTooLarge Code = numtext.TooLarge
	// CodeTooMany: a list has more items than allowed. Fills Field and Limit.
	CodeTooMany Code = numtext.TooMany
	// CodeBadRange: a move range a-b has b < a. Fills Field, Index and Text.
	CodeBadRange Code = numtext.BadRange
	// CodeNoPeriod: the Grundy values of a subtraction game showed no period within the values the solver
	// is willing to compute. Fills Text (the move set) and Limit (how many values were computed).
	CodeNoPeriod Code = "no_period"
	// CodeBadLine: a line of a DAGame input does not hold the numbers it should. Fills Line, Field (which
	// kind of line: FieldHeader, FieldEdge, FieldTokenCount or FieldToken) and Text (the line, shortened).
	CodeBadLine Code = "bad_line"
	// CodeMissingLines: a DAGame input ends before the lines its counts promised. Fills Line (the last line
	// read), Field (FieldEdge, FieldTokenCount or FieldToken), Value (how many were found) and Limit (how many
	// were promised).
	CodeMissingLines Code = "missing_lines"
	// CodeExtraLine: a DAGame input goes on after the last token. Fills Line and Text.
	CodeExtraLine Code = "extra_line"
	// CodeBadCount: a count in a DAGame input is out of range. Fills Line (0 when the game was not read
	// from text), Field (FieldNodes, FieldEdges or FieldTokens), Value (the count given) and Limit (the
	// largest allowed; the least is 1 for nodes, else 0).
	CodeBadCount Code = "bad_count"
	// CodeNodeRange: an edge or a token names a node that does not exist. Fills Field (FieldEdge or
	// FieldToken), Line (0 when the game was not read from text; then Index is the edge's or the token's
	// number from 1), Value (the node) and Limit (the number of nodes).
	CodeNodeRange Code = "node_range"
	// CodeCycle: the graph has a directed cycle, so the game might never end. Fills Value (a node on the
	// cycle) and Cycle (the nodes of one cycle in order, starting and ending with Value).
	CodeCycle Code = "cycle"
	// CodeThirdToken: a colour has more than two tokens. Fills Line (of the third token; 0 when the game
	// was not read from text, then Index is the token's number from 1) and Value (the colour).
	CodeThirdToken Code = "third_token"
)

// Field says which part of the input an InputError is about.
type Field string

// The fields of InputError.Field.
const (
	FieldMoves      Field = "moves"       // a move set; Index is the move
	FieldPile       Field = "pile"        // a subtraction-game pile size
	FieldN          Field = "n"           // a divisor-game number
	FieldHeader     Field = "header"      // the DAGame line "N M"
	FieldEdge       Field = "edge"        // a DAGame edge line "p q"
	FieldTokenCount Field = "token_count" // the DAGame line "K"
	FieldToken      Field = "token"       // a DAGame token line "v c"
	FieldNodes      Field = "nodes"       // the DAGame node count N
	FieldEdges      Field = "edges"       // the DAGame edge count M
	FieldTokens     Field = "tokens"      // the DAGame token count K
)

// InputError is a mistake in what a user typed. Error() is one English sentence; the other fields carry the
// details for other languages (see each Code for which fields it fills).
type InputError struct {
	Code  Code
	Field Field
	Index int    // item of a list, from 1
	Line  int    // line of a DAGame input, from 1
	Text  string // the offending text as typed (shortened when long)
	Value int64  // a number the message needs: a count, a node, a colour
	Limit int64  // the bound that was not respected
	Cycle []int  // CodeCycle: the nodes of a cycle, first and last equal
}

// itemName gives the English noun for one item of each kind of list or number.
func itemName(f Field) string {
	switch f {
	case FieldMoves:
		return "move"
	case FieldPile:
		return "pile size"
	case FieldN:
		return "N"
	case FieldNodes:
		return "node count"
	case FieldEdges:
		return "edge count"
	case FieldTokens:
		return "token count"
	}
	return string(f)
}

// lineForm gives the expected shape of each kind of DAGame line, and the noun for several of them.
func lineForm(f Field) (form, plural string) {
	switch f {
	case FieldHeader:
		return `two whole numbers "N M" (nodes, edges)`, "header lines"
	case FieldEdge:
		return `an edge "p q" (two node numbers)`, "edge lines"
	case FieldTokenCount:
		return `the token count "K"`, "token count lines"
	case FieldToken:
		return `a token "v c" (node, colour)`, "token lines"
	}
	return string(f), string(f)
}

// Error returns the English sentence.
func (e *InputError) Error() string {
	item := itemName(e.Field)
	if msg, ok := numtext.Message(string(e.Code), item, e.Index, e.Text, e.Limit); ok {
		return msg
	}
	switch e.Code {
	case CodeEmpty:
		switch e.Field {
		case FieldMoves:
			return "No moves were given; write a move set like 1,2,5."
		case FieldHeader:
			return `The input is empty; it should start with a line "N M" (nodes, edges).`
		}
		return fmt.Sprintf("No %s was given.", item)
	case CodeNoPeriod:
		return fmt.Sprintf("The Grundy values of the moves %s show no period within the first %d values.", e.Text, e.Limit)
	case CodeBadLine:
		form, _ := lineForm(e.Field)
		return fmt.Sprintf("Line %d (%q) should be %s.", e.Line, e.Text, form)
	case CodeMissingLines:
		if e.Field == FieldTokenCount {
			return fmt.Sprintf(`The input ends at line %d, before the token count line "K".`, e.Line)
		}
		_, what := lineForm(e.Field)
		return fmt.Sprintf("The input ends at line %d after %d of the %d %s it promised.", e.Line, e.Value, e.Limit, what)
	case CodeExtraLine:
		return fmt.Sprintf("Line %d (%q) comes after the last token.", e.Line, e.Text)
	case CodeBadCount:
		least := 0
		if e.Field == FieldNodes {
			least = 1
		}
		if e.Line == 0 {
			return fmt.Sprintf("The %s is %d; it must be from %d to %d.", item, e.Value, least, e.Limit)
		}
		return fmt.Sprintf("Line %d gives a %s of %d; it must be from %d to %d.", e.Line, item, e.Value, least, e.Limit)
	case CodeNodeRange:
		return fmt.Sprintf("%s names node %d, but the nodes are 1 to %d.", e.where(), e.Value, e.Limit)
	case CodeCycle:
		parts := make([]string, len(e.Cycle))
		for i, v := range e.Cycle {
			parts[i] = strconv.Itoa(v)
		}
		return fmt.Sprintf("The graph has a cycle through node %d (%s), so the game could go on forever.", e.Value, strings.Join(parts, " -> "))
	case CodeThirdToken:
		return fmt.Sprintf("%s is a third token of colour %d; a colour has at most two.", e.where(), e.Value)
	}
	return fmt.Sprintf("Invalid input (%s).", e.Code)
}

// where names the DAGame line, or the edge or token, that an error is about.
func (e *InputError) where() string {
	switch {
	case e.Line > 0:
		return fmt.Sprintf("Line %d", e.Line)
	case e.Field == FieldToken:
		return fmt.Sprintf("Token %d", e.Index)
	}
	return fmt.Sprintf("Edge %d", e.Index)
}
