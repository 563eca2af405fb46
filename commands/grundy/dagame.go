package grundy

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/internal/numwords"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/dagame"
)

// /grundy dagame: coloured tokens on a DAG, read from an attached file; a mistake in the file is named by
// its line.

// dagameError words a DAGame input error; for a cycle it adds the lines of the cycle's edges, which
// the solver (working on the graph, not the text) does not know.
func dagameError(err error, data []byte) error {
	var e *dagame.InputError
	if !errors.As(err, &e) || e.Code != dagame.CodeCycle {
		return inputError(err, hintDAGame)
	}
	msg := dagameErrorText(e)
	if lines := cycleLines(data, e.Cycle); len(lines) > 0 {
		numbers := i18n.Func(func(l i18n.Lang) string { // each in the reader's grouping, as its lists are
			parts := make([]string, len(lines))
			for i, n := range lines {
				parts[i] = i18n.GroupIn(l, int64(n))
			}
			return commands.Shorten(i18n.List(l, parts), 300)
		})
		noun := msgCycleLines
		if len(lines) == 1 {
			noun = msgCycleLine
		}
		msg = i18n.Join(" ", msg, noun.Format(numbers))
	}
	return router.Fail(router.Invalid, msg).WithHint(hintDAGame)
}

// cycleLines finds the line of each edge of a cycle (nodes in order, first and last equal) in a
// DAGame text: blank lines are skipped, the first other line is "N M", and the next M are the edges.
func cycleLines(data []byte, cycle []int) []int {
	want := map[[2]int]int{}
	for i := 0; i+1 < len(cycle); i++ {
		want[[2]int{cycle[i], cycle[i+1]}] = 0
	}
	lineNo, edges, m := 0, -1, 0
	for rest := data; len(rest) > 0 && edges < m; {
		var line []byte
		if i := slices.Index(rest, '\n'); i >= 0 {
			line, rest = rest[:i], rest[i+1:]
		} else {
			line, rest = rest, nil
		}
		lineNo++
		f := strings.Fields(string(line))
		if len(f) == 0 {
			continue
		}
		if edges < 0 { // the header
			if len(f) != 2 {
				return nil
			}
			var err error
			if m, err = strconv.Atoi(f[1]); err != nil {
				return nil
			}
			edges = 0
			continue
		}
		edges++
		if len(f) != 2 {
			continue
		}
		p, err1 := strconv.Atoi(f[0])
		q, err2 := strconv.Atoi(f[1])
		if l, ok := want[[2]int{p, q}]; ok && err1 == nil && err2 == nil && l == 0 {
			want[[2]int{p, q}] = lineNo
		}
	}
	var lines []int
	for i := 0; i+1 < len(cycle); i++ {
		if l := want[[2]int{cycle[i], cycle[i+1]}]; l > 0 {
			lines = append(lines, l)
		}
	}
	return lines
}

// dagame answers /grundy dagame.
func (c *Command) dagame(ctx context.Context, req *router.Request) (*router.Response, error) {
	if a := req.Attachment("file"); a != nil && a.Size > maxFile {
		// Discord says the size before the download: refuse it in the words of this command, grouped.
		return nil, router.Fail(router.TooLarge, msgFileSize.Format(a.Filename, i18n.Num(a.Size), i18n.Num(maxFile), i18n.Num(maxFile>>20))).WithHint(hintDAGame)
	}
	rc, err := req.OpenAttachment(ctx, "file", maxFile)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	data, err := io.ReadAll(rc)
	if err != nil {
		return nil, fmt.Errorf("grundy: reading the DAGame file: %w", err)
	}
	if len(data) > maxFile {
		return nil, router.Fail(router.TooLarge, msgFileTooLarge.Format(i18n.Num(maxFile), i18n.Num(maxFile>>20))).WithHint(hintDAGame)
	}
	game, err := dagame.Parse(string(data))
	if err != nil {
		return nil, dagameError(err, data)
	}
	res, err := dagame.Solve(ctx, game, dagame.Options{})
	if err != nil {
		return nil, inputError(err, hintDAGame)
	}
	// Its Nim position is its colours' values, known once solved (playing.go).
	if err := c.decliner(ctx, req)(dagamePosition(res)); err != nil {
		return nil, err
	}
	lang := req.Lang
	var sb strings.Builder
	sb.WriteString(msgDAGSize.F(lang, nodesOf.N(int64(game.Nodes())), edgesOf.N(int64(len(game.Edges()))),
		tokensOf.N(int64(len(game.Tokens()))), coloursOf.N(int64(len(res.Colours)))) + "\n\n")
	switch m := res.Move; {
	case res.FirstWins:
		sb.WriteString(msgYoung.F(lang, i18n.WithParticle(i18n.Num(int64(res.Sum)), "으로/로")) + "\n")
		to := i18n.WithParticle(i18n.Num(int64(m.To)), "으로/로")
		if m.Together {
			sb.WriteString(msgDAGMoveTogether.F(lang, i18n.Num(m.Colour), i18n.Num(m.From), to) + "\n")
		} else {
			sb.WriteString(msgDAGMove.F(lang, i18n.Num(m.Colour), i18n.Num(m.From), to) + "\n")
		}
	case !tokenCanMove(game):
		sb.WriteString(msgCheolNoMove.In(lang) + "\n")
	default:
		sb.WriteString(msgCheol.In(lang) + "\n")
	}
	sb.WriteString(msgDAGWhy.In(lang) + "\n")
	if len(res.Colours) > 0 {
		sb.WriteString("\n" + msgDAGColours.In(lang) + "\n")
	}
	line := func(cv dagame.ColourValue) string {
		if len(cv.Nodes) == 2 && cv.Nodes[0] == cv.Nodes[1] {
			return msgDAGShared.F(lang, i18n.Num(cv.Colour), i18n.Num(cv.Nodes[0]), i18n.Num(cv.Grundy))
		}
		if len(cv.Nodes) == 2 {
			return msgDAGTwo.F(lang, i18n.Num(cv.Colour), i18n.Num(cv.Nodes[0]), i18n.Num(cv.Nodes[1]), i18n.Num(cv.Grundy))
		}
		return msgDAGOne.F(lang, i18n.Num(cv.Colour), i18n.Num(cv.Nodes[0]), i18n.Num(cv.Grundy))
	}
	for _, cv := range res.Colours[:min(len(res.Colours), coloursShown)] {
		sb.WriteString("• " + line(cv) + "\n")
	}
	resp := &router.Response{}
	if extra := len(res.Colours) - coloursShown; extra > 0 {
		sb.WriteString(msgDAGMore.F(lang, moreOf.N(int64(extra))) + "\n")
		resp.Files = []*discordgo.File{router.TextFile("colours.txt", coloursFile(res.Colours, line, lang))}
	}
	if game.Nodes() <= nodesShown {
		sb.WriteString("\n" + msgDAGNodes.In(lang) + "\n" + valueTable(game.Graph().Grundy(), 1))
	}
	resp.Embeds = []*discordgo.MessageEmbed{{Title: msgDAGTitle.In(lang), Description: sb.String(), Color: 0x2f6fd6}}
	return resp, nil
}

// coloursFile is colours.txt: a line for every colour, as the message words it, or, when those lines are
// more than Discord takes in one file (router.MaxFileSize; router.Fit would drop it, and the message's
// "all of them" would be false), the plain listing: a header, then "colour<TAB>nodes<TAB>value" in bare
// digits, the nodes of two tokens split by a space. A plain line is at most 4 bytes longer than the
// shortest file line of its token ("v c" and its newline: 4 bytes at least), a Grundy value having at
// most 3 digits (500 nodes), so the plain listing of a file of maxFile bytes stays under twice that:
// under 10 MiB (TestDAGameColoursFileFits).
func coloursFile(colours []dagame.ColourValue, line func(dagame.ColourValue) string, lang i18n.Lang) []byte {
	var worded strings.Builder
	for _, cv := range colours {
		worded.WriteString(line(cv) + "\n")
		if worded.Len() > router.MaxFileSize {
			return plainColours(colours, lang)
		}
	}
	return []byte(worded.String())
}

// plainColours is coloursFile's plain listing.
func plainColours(colours []dagame.ColourValue, lang i18n.Lang) []byte {
	b := []byte(msgDAGPlainHeader.In(lang) + "\n")
	for _, cv := range colours {
		b = strconv.AppendInt(b, cv.Colour, 10)
		sep := byte('\t') // before the first node; a space before the second
		for _, n := range cv.Nodes {
			b = append(b, sep)
			b = strconv.AppendInt(b, int64(n), 10)
			sep = ' '
		}
		b = append(b, '\t')
		b = strconv.AppendInt(b, int64(cv.Grundy), 10)
		b = append(b, '\n')
	}
	return b
}

// tokenCanMove reports whether any token stands on a node with an edge out of it, that is, whether the
// first player has a move at all.
func tokenCanMove(game *dagame.Game) bool {
	out := make(map[int]bool)
	for _, e := range game.Edges() {
		out[e.From] = true
	}
	for _, t := range game.Tokens() {
		if out[t.Node] {
			return true
		}
	}
	return false
}

// dagameErrorText words a mistake in a DAGame file in both languages, naming the place (line 17, edge 3)
// and the offending text as the solver's fields give them.
func dagameErrorText(e *dagame.InputError) i18n.Text {
	switch e.Code {
	case dagame.CodeEmpty:
		return msgErrEmptyInput
	case dagame.CodeBadLine:
		if e.Field == dagame.FieldTokenCount && e.Value == 2 {
			return msgErrEdgeForCount.Format(i18n.Num(e.Line), commands.Typed(e.Text), linesOf(dagame.FieldEdge).N(e.Limit))
		}
		return msgErrBadLine.Format(i18n.Num(e.Line), commands.Typed(e.Text), lineForms[e.Field])
	case dagame.CodeMissingLines:
		if e.Field == dagame.FieldTokenCount {
			return msgErrMissingCount.Format(i18n.Num(e.Line))
		}
		return msgErrMissingLines.Format(i18n.Num(e.Line), i18n.Num(e.Value), linesOf(e.Field).N(e.Limit))
	case dagame.CodeExtraLine:
		return msgErrExtraLine.Format(i18n.Num(e.Line), commands.Typed(e.Text))
	case dagame.CodeBadCount:
		noun := i18n.WithParticle(numwords.Noun(countNouns, e.Field), "이/가")
		value, least, most := typedValue(e), i18n.Num(leastCount(e.Field)), i18n.Num(e.Limit)
		if e.Line == 0 {
			return msgErrBadCount.Format(noun, value, least, most)
		}
		return msgErrBadCountLine.Format(i18n.Num(e.Line), noun, value, least, most)
	case dagame.CodeNodeRange:
		return msgErrNodeRange.Format(whereOf(e), i18n.WithParticle(typedValue(e), "이/가"), i18n.Num(e.Limit))
	case dagame.CodeCycle:
		return msgErrCycle.Format(i18n.WithParticle(i18n.Num(e.Value), "을/를"), cycleText(e.Cycle, " → "))
	case dagame.CodeNegative:
		return msgErrNegative.Format(i18n.Num(e.Line), commands.Typed(e.Text), lineForms[e.Field])
	case dagame.CodeColourRange:
		return msgErrColourRange.Format(i18n.Num(e.Line), commands.Typed(e.Text), i18n.Num(e.Limit))
	case dagame.CodeUTF16:
		return msgErrUTF16
	case dagame.CodeNUL:
		return msgErrNUL.Format(i18n.Num(e.Line))
	case dagame.CodeNotUTF8:
		return msgErrNotUTF8.Format(i18n.Num(e.Line))
	case dagame.CodeThirdToken:
		return msgErrThirdToken.Format(i18n.WithParticle(whereOf(e), "은/는"), i18n.Num(e.Value))
	}
	return commands.InputNotValid(string(e.Code))
}

// dagameSolveError is dagameErrorText's English for `kibitz solve dagame`, whose input is standard input
// rather than a file, and which states a cycle without advice.
func dagameSolveError(e *dagame.InputError) string {
	switch e.Code {
	case dagame.CodeEmpty:
		return solveErrEmptyInput
	case dagame.CodeMissingLines:
		if e.Field == dagame.FieldTokenCount {
			return fmt.Sprintf(solveErrMissingCount, i18n.Group(int64(e.Line)))
		}
		return fmt.Sprintf(solveErrMissingLines, i18n.Group(int64(e.Line)), i18n.Group(e.Value), linesOf(e.Field).Of(i18n.English, e.Limit))
	case dagame.CodeExtraLine:
		return fmt.Sprintf(solveErrExtraLine, i18n.Group(int64(e.Line)), commands.Typed(e.Text))
	case dagame.CodeCycle:
		return fmt.Sprintf(solveErrCycle, i18n.Group(e.Value), cycleText(e.Cycle, " -> "))
	case dagame.CodeUTF16, dagame.CodeNUL, dagame.CodeNotUTF8: // as every kind's line reader says it
		te, _ := e.TextError()
		return te.Sentence()
	}
	return dagameErrorText(e).En
}

// linesOf is the noun of DAGame lines of a kind, with their count; the field's name for another field.
func linesOf(f dagame.Field) i18n.Plural {
	if p, ok := linePlurals[f]; ok {
		return p
	}
	return i18n.Plural{One: "%s " + string(f), Other: "%s " + string(f), Ko: string(f) + " %s개"}
}

// leastCount is the least a DAGame count may be: a graph has a node, and may have no edge or token.
func leastCount(f dagame.Field) int64 {
	if f == dagame.FieldNodes {
		return 1
	}
	return 0
}

// whereOf names the DAGame line, edge or token an error is about.
func whereOf(e *dagame.InputError) i18n.Text {
	switch {
	case e.Line > 0:
		return msgWhereLine.Format(i18n.Num(e.Line))
	case e.Field == dagame.FieldToken:
		return msgWhereToken.Format(i18n.Num(e.Index))
	}
	return msgWhereEdge.Format(i18n.Num(e.Index))
}

// cycleText writes the nodes of a cycle joined by an arrow.
func cycleText(cycle []int, arrow string) string {
	parts := make([]string, len(cycle))
	for i, v := range cycle {
		parts[i] = strconv.Itoa(v)
	}
	return strings.Join(parts, arrow)
}

// typedValue is e's count or node: as typed when it is beyond what Value holds (dagame.InputError.Number),
// else Value, grouped as the reader's language groups numbers.
func typedValue(e *dagame.InputError) i18n.Localized {
	if e.Number != "" {
		return i18n.TypedNum(e.Number)
	}
	return i18n.Num(e.Value)
}
