package dagame

import (
	"strconv"
	"strings"

	"kibitz/internal/textenc"
	"kibitz/solvers/internal/inputerr"
)

// Code names one kind of user mistake. The message catalogue (commands/grundy) switches on it (and on
// Field) to word it in the user's language; each constant's comment says which InputError fields it
// fills.
type Code string

// The codes of InputError. Line counts the lines of the text form from 1; Index counts the edges or the
// tokens given to New from 1.
const (
	// CodeEmpty: the text holds no line at all. Fills Field (FieldHeader).
	CodeEmpty Code = "empty"
	// CodeBadLine: a line of the text does not hold the numbers it should. Fills Line, Field (which
	// kind of line: FieldHeader, FieldEdge, FieldTokenCount or FieldToken) and Text (the line, shortened);
	// for FieldTokenCount, Value 2 when the line holds two whole numbers, as an edge does, and Limit the
	// edges the header promised (M): most likely an edge that M does not count.
	CodeBadLine Code = "bad_line"
	// CodeMissingLines: the text ends before the lines its counts promised. Fills Line (the last line
	// read), Field (FieldEdge, FieldTokenCount or FieldToken), Value (how many were found) and Limit (how many
	// were promised).
	CodeMissingLines Code = "missing_lines"
	// CodeExtraLine: the text goes on after the last token. Fills Line and Text.
	CodeExtraLine Code = "extra_line"
	// CodeBadCount: a count in the text is out of range. Fills Line (0 when the game was not read
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
	// CodeNegative: a line of the right shape holds a negative number, which no count, node or colour
	// is. Fills Line, Field (the kind of line, as for CodeBadLine) and Text (the line, shortened).
	CodeNegative Code = "negative"
	// CodeColourRange: a token's colour is larger than the largest kibitz reads. Fills Line, Field
	// (FieldToken), Text (the line, shortened) and Limit (the largest colour, 2^63-1).
	CodeColourRange Code = "colour_range"
	// CodeUTF16: the text is UTF-16 without its byte-order mark (kibitz/internal/textenc), which is not
	// read. Fills nothing else.
	CodeUTF16 Code = "utf16"
	// CodeNUL: a line holds a NUL byte: the text is no text. Fills Line.
	CodeNUL Code = "nul"
	// CodeNotUTF8: a line holds bytes that are not UTF-8. Fills Line.
	CodeNotUTF8 Code = "not_utf8"
	// CodeThirdToken: a colour has more than two tokens. Fills Line (of the third token; 0 when the game
	// was not read from text, then Index is the token's number from 1) and Value (the colour).
	CodeThirdToken Code = "third_token"
)

// Field says which part of the input an InputError is about.
type Field string

// The fields of InputError.Field.
const (
	FieldHeader     Field = "header"      // the line "N M"
	FieldEdge       Field = "edge"        // an edge line "p q"
	FieldTokenCount Field = "token_count" // the line "K"
	FieldToken      Field = "token"       // a token line "v c"
	FieldNodes      Field = "nodes"       // the node count N
	FieldEdges      Field = "edges"       // the edge count M
	FieldTokens     Field = "tokens"      // the token count K
)

// InputError is a mistake in what a user typed: a code and the details a message needs (see each Code for
// which fields it fills). It builds no sentence for a user: the message catalogue of /grundy words it
// (commands/grundy/messages.go), for Discord and for `kibitz solve dagame`.
type InputError struct {
	Code  Code
	Field Field
	Index int    // the edge or the token given to New, from 1
	Line  int    // line of the text, from 1
	Text  string // the offending text as typed (shortened when long)
	Value int64  // a number the message needs: a count, a node, a colour
	// Number is a count or a node (CodeBadCount, CodeNodeRange) as typed when it is larger than Value
	// holds (2^63-1, which Value then is): the message quotes it rather than a number nobody typed.
	Number string
	Limit  int64 // the bound that was not respected
	Cycle  []int // CodeCycle: the nodes of a cycle, first and last equal
}

// Error is a short text for developers and logs: the code and the fields that are set, such as
// `dagame: node_range (edge, line 4, value 9, limit 5)`.
func (e *InputError) Error() string {
	var d inputerr.Details
	d.Place(string(e.Field), e.Index)
	d.Int("line", int64(e.Line))
	d.Quote("", e.Text)
	d.Int("value", e.Value)
	d.Int("limit", e.Limit)
	if len(e.Cycle) > 0 {
		nodes := make([]string, len(e.Cycle))
		for i, v := range e.Cycle {
			nodes[i] = strconv.Itoa(v)
		}
		d.Add("cycle " + strings.Join(nodes, " "))
	}
	return inputerr.Text("dagame", string(e.Code), d...)
}

// textCodes are the codes of an input that is no text, by textenc's kind of it (TextError turns back).
var textCodes = map[textenc.Kind]Code{textenc.UTF16: CodeUTF16, textenc.NUL: CodeNUL, textenc.NotUTF8: CodeNotUTF8}

// TextError is e as the kind of input that is no text it reports (CodeUTF16, CodeNUL, CodeNotUTF8), with
// its line, so that it can be worded as every reader of text words it (textenc.Error.Sentence); ok is
// false for any other code.
func (e *InputError) TextError() (te *textenc.Error, ok bool) {
	for kind, code := range textCodes {
		if code == e.Code {
			return &textenc.Error{Kind: kind, Line: e.Line}, true
		}
	}
	return nil, false
}
