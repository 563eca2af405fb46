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
	const (
		wantHeader = iota
		wantEdge
		wantCount
		wantToken
		done
	)
	var (
		state       = wantHeader
		nodes, m, k int64
		edges       []Edge
		tokens      []Token
		count       map[int64]int
		lineNo      int
		nums        [3]uint64
		typedNums   [3][]byte // the numbers of the line as typed
		negative    bool
	)
	// huge is number i of the line as typed when it is beyond what an int64 holds (InputError.Number).
	huge := func(i int) string {
		if nums[i] <= math.MaxInt64 {
			return ""
		}
		return typed.Clip(string(typedNums[i]))
	}
	bad := func(f Field, line []byte) error {
		return &InputError{Code: CodeBadLine, Field: f, Line: lineNo, Text: typed.Clip(string(line))}
	}
	// shape checks that a line holds the count of whole numbers its kind takes, none negative.
	shape := func(f Field, line []byte, n int, ok bool, want int) error {
		switch {
		case !ok || n != want:
			return bad(f, line)
		case negative:
			return &InputError{Code: CodeNegative, Field: f, Line: lineNo, Text: typed.Clip(string(line))}
		}
		return nil
	}
	node := func(f Field, i int) error {
		if v := nums[i]; v < 1 || v > uint64(nodes) {
			return &InputError{Code: CodeNodeRange, Field: f, Line: lineNo, Value: clampInt(v), Limit: nodes, Number: huge(i)}
		}
		return nil
	}
	for len(data) > 0 {
		var line []byte
		line, data, _ = lines.Cut(data) // at LF, CRLF or a lone CR
		lineNo++
		line = numtext.TrimSpace(line)
		if len(line) == 0 {
			continue
		}
		n, neg, ok := lineNumbers(line, nums[:], typedNums[:])
		negative = neg
		switch state {
		case wantHeader:
			if err := shape(FieldHeader, line, n, ok, 2); err != nil {
				return nil, err
			}
			nodes, m = clampInt(nums[0]), clampInt(nums[1])
			if nodes < 1 || nodes > MaxNodes {
				return nil, &InputError{Code: CodeBadCount, Field: FieldNodes, Line: lineNo, Value: nodes, Limit: MaxNodes, Number: huge(0)}
			}
			if m > MaxEdges {
				return nil, &InputError{Code: CodeBadCount, Field: FieldEdges, Line: lineNo, Value: m, Limit: MaxEdges, Number: huge(1)}
			}
			edges = make([]Edge, 0, m)
			state = wantEdge
		case wantEdge:
			if err := shape(FieldEdge, line, n, ok, 2); err != nil {
				return nil, err
			}
			for i := range 2 {
				if err := node(FieldEdge, i); err != nil {
					return nil, err
				}
			}
			edges = append(edges, Edge{From: int(nums[0]), To: int(nums[1])})
		case wantCount:
			if ok && n == 2 && !negative { // an edge, it seems, that the header's M does not count
				err := bad(FieldTokenCount, line).(*InputError)
				err.Value, err.Limit = 2, m
				return nil, err
			}
			if err := shape(FieldTokenCount, line, n, ok, 1); err != nil {
				return nil, err
			}
			if k = clampInt(nums[0]); k > MaxTokens {
				return nil, &InputError{Code: CodeBadCount, Field: FieldTokens, Line: lineNo, Value: k, Limit: MaxTokens, Number: huge(0)}
			}
			tokens = make([]Token, 0, k)
			count = make(map[int64]int)
			state = wantToken
		case wantToken:
			if err := shape(FieldToken, line, n, ok, 2); err != nil {
				return nil, err
			}
			if nums[1] > math.MaxInt64 {
				return nil, &InputError{Code: CodeColourRange, Field: FieldToken, Line: lineNo, Text: typed.Clip(string(line)), Limit: math.MaxInt64}
			}
			if err := node(FieldToken, 0); err != nil {
				return nil, err
			}
			c := int64(nums[1])
			if count[c]++; count[c] > 2 {
				return nil, &InputError{Code: CodeThirdToken, Field: FieldToken, Line: lineNo, Value: c}
			}
			tokens = append(tokens, Token{Node: int(nums[0]), Colour: c})
		case done:
			return nil, &InputError{Code: CodeExtraLine, Line: lineNo, Text: typed.Clip(string(line))}
		}
		// Move on once a section is full; checked here so that a count of 0 needs no line of its own.
		if state == wantEdge && int64(len(edges)) == m {
			state = wantCount
		}
		if state == wantToken && int64(len(tokens)) == k {
			state = done
		}
	}
	switch state {
	case wantHeader:
		return nil, &InputError{Code: CodeEmpty, Field: FieldHeader}
	case wantEdge:
		return nil, &InputError{Code: CodeMissingLines, Field: FieldEdge, Line: lineNo, Value: int64(len(edges)), Limit: m}
	case wantCount:
		return nil, &InputError{Code: CodeMissingLines, Field: FieldTokenCount, Line: lineNo, Value: 0, Limit: 1}
	case wantToken:
		return nil, &InputError{Code: CodeMissingLines, Field: FieldToken, Line: lineNo, Value: int64(len(tokens)), Limit: k}
	}
	g, err := NewGraph(int(nodes), edges)
	if err != nil {
		return nil, err
	}
	return &Game{graph: g, edges: edges, tokens: tokens}, nil
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
