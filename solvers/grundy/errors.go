package grundy

import (
	"strconv"
	"strings"

	"kibitz/solvers/internal/numtext"
)

// Code names one kind of user mistake. The message catalogue (commands/grundy) switches on it (and on
// Field) to word it in the user's language; each constant's comment says which InputError fields it
// fills.
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

// InputError is a mistake in what a user typed: a code and the details a message needs (see each Code for
// which fields it fills). It builds no sentence for a user: the message catalogue of /grundy words it
// (commands/grundy/messages.go), for Discord and for `kibitz solve`.
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

// Error is a short text for developers and logs: the code and the fields that are set, such as
// `grundy: node_range (edge, line 4, value 9, limit 5)`.
func (e *InputError) Error() string {
	var parts []string
	if e.Field != "" {
		place := string(e.Field)
		if e.Index > 0 {
			place += " " + strconv.Itoa(e.Index)
		}
		parts = append(parts, place)
	}
	if e.Line > 0 {
		parts = append(parts, "line "+strconv.Itoa(e.Line))
	}
	if e.Text != "" {
		parts = append(parts, strconv.Quote(e.Text))
	}
	if e.Value != 0 {
		parts = append(parts, "value "+strconv.FormatInt(e.Value, 10))
	}
	if e.Limit != 0 {
		parts = append(parts, "limit "+strconv.FormatInt(e.Limit, 10))
	}
	if len(e.Cycle) > 0 {
		nodes := make([]string, len(e.Cycle))
		for i, v := range e.Cycle {
			nodes[i] = strconv.Itoa(v)
		}
		parts = append(parts, "cycle "+strings.Join(nodes, " "))
	}
	if len(parts) == 0 {
		return "grundy: " + string(e.Code)
	}
	return "grundy: " + string(e.Code) + " (" + strings.Join(parts, ", ") + ")"
}
