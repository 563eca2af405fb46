package dagame

import (
	"errors"
	"math"

	"kibitz/internal/textenc"

	"kibitz/solvers/internal/lines"
	"kibitz/solvers/internal/numtext"
	"kibitz/solvers/internal/typed"
)

// Parse reads a game in its text form (see Game). Errors name the line they are about. A UTF-8
// byte order mark at the start, which some editors (Windows Notepad) write, is skipped, and UTF-16 with
// its byte order mark (Windows PowerShell's >) is decoded; UTF-16 without it, NUL bytes and bytes that
// are not UTF-8 are refused as such (kibitz/internal/textenc), before any line is read.
func Parse(s string) (*Game, error) { return parse([]byte(s)) }

func parse(data []byte) (*Game, error) {
	text, err := textenc.Decode(data)
	if err != nil {
		return nil, textError(err)
	}
	return parseText(text)
}

// textError is err, when it says that an input is no text (textenc's *Error), as the InputError that
// says so; any other err as it is.
func textError(err error) error {
	if e, ok := errors.AsType[*textenc.Error](err); ok {
		return &InputError{Code: textCodes[e.Kind], Line: e.Line}
	}
	return err
}

// parseText is parse of data already decoded.
func parseText(data []byte) (*Game, error) {
	var p parser
	for len(data) > 0 {
		var line []byte
		line, data, _ = lines.Cut(data) // at LF, CRLF or a lone CR
		if err := p.line(line); err != nil {
			return nil, err
		}
	}
	return p.end()
}

// The sections of a game's text, in their order (parser.state).
const (
	wantHeader = iota
	wantEdge
	wantCount
	wantToken
	done
)

// parser reads a game a line at a time, so that `kibitz solve dagame` tells a mistake as soon as its line
// has come (Batch): line takes each line in turn, and end the end of the text.
type parser struct {
	state       int
	nodes, m, k int64
	edges       []Edge
	tokens      []Token
	count       map[int64]int
	lineNo      int
	nums        [3]uint64
	typedNums   [3][]byte // the numbers of the line as typed
	negative    bool
}

// huge is number i of the line as typed when it is beyond what an int64 holds (InputError.Number).
func (p *parser) huge(i int) string {
	if p.nums[i] <= math.MaxInt64 {
		return ""
	}
	return typed.Clip(string(p.typedNums[i]))
}

func (p *parser) bad(f Field, line []byte) *InputError {
	return &InputError{Code: CodeBadLine, Field: f, Line: p.lineNo, Text: typed.Clip(string(line))}
}

// shape checks that a line holds the count of whole numbers its kind takes, none negative.
func (p *parser) shape(f Field, line []byte, n int, ok bool, want int) error {
	switch {
	case !ok || n != want:
		return p.bad(f, line)
	case p.negative:
		return &InputError{Code: CodeNegative, Field: f, Line: p.lineNo, Text: typed.Clip(string(line))}
	}
	return nil
}

// node checks that number i of the line names a node.
func (p *parser) node(f Field, i int) error {
	if v := p.nums[i]; v < 1 || v > uint64(p.nodes) {
		return &InputError{Code: CodeNodeRange, Field: f, Line: p.lineNo, Value: clampInt(v), Limit: p.nodes, Number: p.huge(i)}
	}
	return nil
}

// line reads the next line of the text, without its ending; blank lines are counted and skipped.
func (p *parser) line(line []byte) error {
	p.lineNo++
	line = numtext.TrimSpace(line)
	if len(line) == 0 {
		return nil
	}
	n, neg, ok := lineNumbers(line, p.nums[:], p.typedNums[:])
	p.negative = neg
	switch p.state {
	case wantHeader:
		if err := p.shape(FieldHeader, line, n, ok, 2); err != nil {
			return err
		}
		p.nodes, p.m = clampInt(p.nums[0]), clampInt(p.nums[1])
		if p.nodes < 1 || p.nodes > MaxNodes {
			return &InputError{Code: CodeBadCount, Field: FieldNodes, Line: p.lineNo, Value: p.nodes, Limit: MaxNodes, Number: p.huge(0)}
		}
		if p.m > MaxEdges {
			return &InputError{Code: CodeBadCount, Field: FieldEdges, Line: p.lineNo, Value: p.m, Limit: MaxEdges, Number: p.huge(1)}
		}
		p.edges = make([]Edge, 0, p.m)
		p.state = wantEdge
	case wantEdge:
		if err := p.shape(FieldEdge, line, n, ok, 2); err != nil {
			return err
		}
		for i := range 2 {
			if err := p.node(FieldEdge, i); err != nil {
				return err
			}
		}
		p.edges = append(p.edges, Edge{From: int(p.nums[0]), To: int(p.nums[1])})
	case wantCount:
		if ok && n == 2 && !p.negative { // an edge, it seems, that the header's M does not count
			err := p.bad(FieldTokenCount, line)
			err.Value, err.Limit = 2, p.m
			return err
		}
		if err := p.shape(FieldTokenCount, line, n, ok, 1); err != nil {
			return err
		}
		if p.k = clampInt(p.nums[0]); p.k > MaxTokens {
			return &InputError{Code: CodeBadCount, Field: FieldTokens, Line: p.lineNo, Value: p.k, Limit: MaxTokens, Number: p.huge(0)}
		}
		p.tokens = make([]Token, 0, p.k)
		p.count = make(map[int64]int)
		p.state = wantToken
	case wantToken:
		if err := p.shape(FieldToken, line, n, ok, 2); err != nil {
			return err
		}
		if p.nums[1] > math.MaxInt64 {
			return &InputError{Code: CodeColourRange, Field: FieldToken, Line: p.lineNo, Text: typed.Clip(string(line)), Limit: math.MaxInt64}
		}
		if err := p.node(FieldToken, 0); err != nil {
			return err
		}
		c := int64(p.nums[1])
		if p.count[c]++; p.count[c] > 2 {
			return &InputError{Code: CodeThirdToken, Field: FieldToken, Line: p.lineNo, Value: c}
		}
		p.tokens = append(p.tokens, Token{Node: int(p.nums[0]), Colour: c})
	case done:
		return &InputError{Code: CodeExtraLine, Line: p.lineNo, Text: typed.Clip(string(line))}
	}
	// Move on once a section is full; checked here so that a count of 0 needs no line of its own.
	if p.state == wantEdge && int64(len(p.edges)) == p.m {
		p.state = wantCount
	}
	if p.state == wantToken && int64(len(p.tokens)) == p.k {
		p.state = done
	}
	return nil
}

// blank reports whether no line but blank ones has come.
func (p *parser) blank() bool { return p.state == wantHeader }

// end is the game read, once the text has ended, or what it lacks.
func (p *parser) end() (*Game, error) {
	switch p.state {
	case wantHeader:
		return nil, &InputError{Code: CodeEmpty, Field: FieldHeader}
	case wantEdge:
		return nil, &InputError{Code: CodeMissingLines, Field: FieldEdge, Line: p.lineNo, Value: int64(len(p.edges)), Limit: p.m}
	case wantCount:
		return nil, &InputError{Code: CodeMissingLines, Field: FieldTokenCount, Line: p.lineNo, Value: 0, Limit: 1}
	case wantToken:
		return nil, &InputError{Code: CodeMissingLines, Field: FieldToken, Line: p.lineNo, Value: int64(len(p.tokens)), Limit: p.k}
	}
	g, err := NewGraph(int(p.nodes), p.edges)
	if err != nil {
		return nil, err
	}
	return &Game{graph: g, edges: p.edges, tokens: p.tokens}, nil
}

// lineNumbers reads the whitespace-separated whole numbers of a line into dst, saturating at 2^64-1, and
// each as typed into texts (as long as dst). ok is false when a field is not a number or there are more
// fields than dst holds. A negative number, a minus sign and digits, counts as a number (its value in dst
// is its magnitude), and makes negative true.
func lineNumbers(line []byte, dst []uint64, texts [][]byte) (n int, negative, ok bool) {
	for i := 0; i < len(line); {
		if numtext.IsSpace(line[i]) {
			i++
			continue
		}
		if n == len(dst) {
			return n, negative, false
		}
		j := i
		for j < len(line) && !numtext.IsSpace(line[j]) {
			j++
		}
		field := line[i:j]
		if field[0] == '-' && len(field) > 1 {
			field = field[1:]
			negative = true
		}
		v, overflow, isNum := numtext.Digits(field)
		if !isNum {
			return n, negative, false
		}
		if overflow {
			v = math.MaxUint64
		}
		dst[n], texts[n] = v, line[i:j]
		n++
		i = j
	}
	return n, negative, true
}

func clampInt(v uint64) int64 { return int64(min(v, math.MaxInt64)) }
