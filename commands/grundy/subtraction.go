package grundy

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/internal/numwords"
	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/nim"
	"kibitz/solvers/subtraction"
)

// /grundy subtraction: the Grundy values of a subtraction game, their period, and who wins on one pile or
// a sum of piles.

// subtraction answers /grundy subtraction: one pile, or a sum of piles played with the same moves.
func (c *Command) subtraction(ctx context.Context, req *router.Request) (*router.Response, error) {
	r, err := subtractionReply(ctx, commands.ASCII(req.String("moves")), commands.ASCII(req.String("n")), req.Lang, c.decliner(ctx, req))
	if err != nil {
		return nil, err
	}
	png, err := render.PNG(tablePicture(r.picture))
	if err != nil {
		return nil, fmt.Errorf("grundy: render: %w", err)
	}
	resp := &router.Response{
		Embeds: []*discordgo.MessageEmbed{{Title: r.title, Description: r.text, Color: 0x2f6fd6,
			Image: &discordgo.MessageEmbedImage{URL: "attachment://grundy.png"}}},
	}
	resp.Attach(router.PNG("grundy.png", png), tableAlt(r.picture).In(req.Lang))
	if r.piles != nil {
		resp.Files = append(resp.Files, router.TextFile("piles.txt", r.piles))
	}
	return resp, nil
}

// tableAlt is the picture of Grundy values in words, for a reader who cannot see it: the values row by
// row, and what the colours, stripes and outline mark. A hundred values of at most three digits keep it
// within Discord's 1,024 characters.
func tableAlt(t valueRun) i18n.Text {
	rows := make([]string, 0, len(t.Values)/10+1)
	for i := 0; i < len(t.Values); i += 10 {
		row := make([]string, 0, 10)
		for _, v := range t.Values[i:min(i+10, len(t.Values))] {
			row = append(row, strconv.Itoa(v))
		}
		rows = append(rows, strings.Join(row, " "))
	}
	parts := []i18n.Text{msgAltTable.Format(i18n.Num(len(t.Values)-1), strings.Join(rows, " / "))}
	if t.Period > 0 {
		// Only what the picture draws: stripes past the first period, a bar where it starts.
		msg := msgAltPeriodPlain
		switch {
		case t.stripesShown():
			msg = msgAltPeriod
		case t.barShown():
			msg = msgAltPeriodBar
		}
		parts = append(parts, msg.Format(i18n.WithParticle(i18n.Num(int64(t.Period)), "으로/로"), i18n.Num(t.Pre)))
	}
	if t.Mark >= 0 && t.Mark < len(t.Values) {
		parts = append(parts, msgAltMark.Format(i18n.WithParticle(i18n.Num(int64(t.Mark)), "은/는")))
	}
	return i18n.Join(" ", parts...)
}

// hasMove reports whether a move can be made from a pile of n.
func hasMove(game *subtraction.Game, n int64) bool {
	for range game.Takes(n) {
		return true
	}
	return false
}

// subReply is the answer to /grundy subtraction before the picture is drawn (drawing costs far
// more than the answer, so the tests check many answers without it).
type subReply struct {
	title, text string
	picture     valueRun
	piles       []byte // piles.txt, every pile of a sum with its value, when the message lists only some
}

// subtractionReply reads the options of /grundy subtraction and words the answer, unless decline (nil:
// none) refuses the Nim position the piles are (playing.go).
func subtractionReply(ctx context.Context, movesOpt, pilesOpt string, lang i18n.Lang, decline declineFunc) (*subReply, error) {
	moves, err := subtraction.Parse(movesOpt)
	if err != nil {
		return nil, inputError(err, hintSubtraction)
	}
	piles, err := parsePiles(pilesOpt)
	if err != nil {
		return nil, err
	}
	// A move set whose period does not show still answers the piles among the values computed: a pile
	// below every move is lost whatever the period. Only the piles beyond them are refused.
	game, err := subtraction.Solve(ctx, moves, subtraction.Options{KeepValues: true})
	if err != nil {
		return nil, inputError(err, hintSubtraction)
	}
	for i, p := range piles {
		if err := game.CheckPile(p); err != nil {
			if e, ok := errors.AsType[*subtraction.InputError](err); ok && len(piles) > 1 {
				e.Index = i + 1
			}
			return nil, inputError(err, hintSubtraction)
		}
	}
	if decline != nil {
		if err := decline(subtractionPosition(piles, game)); err != nil {
			return nil, err
		}
	}
	pre, period := game.Period()
	size := min(max(tableMin, pre+2*period), tableMax)
	size = (size + 9) / 10 * 10
	var sb strings.Builder
	sb.WriteString(msgSubRules.F(lang, numwords.MovesText(moves, lang)) + "\n\n")
	mark := -1
	var pilesFile []byte
	if len(piles) == 1 {
		n := piles[0]
		take, ok := game.WinningMove(n)
		switch {
		case ok:
			sb.WriteString(msgSubWin.F(lang, i18n.Num(n), i18n.Num(take), i18n.Num(n-take), i18n.Num(game.Grundy(n))))
		case !hasMove(game, n):
			sb.WriteString(msgSubNoMove.F(lang, i18n.Num(n), i18n.Num(moves[0])))
		default:
			sb.WriteString(msgSubLoss.F(lang, i18n.Num(n)))
		}
		if n < int64(size) {
			mark = int(n)
		}
	} else {
		res, err := nim.Solve(ctx, nim.Heaps(piles), nim.Options{Rule: nim.Only(game)})
		if err != nil {
			return nil, err // unreachable: the piles were checked above, and normal play refuses nothing else
		}
		sb.WriteString(msgSubSum.F(lang, i18n.Num(len(piles))) + "\n")
		line := func(i int) string {
			return msgSubPile.F(lang, i18n.Num(i+1), i18n.Num(piles[i]), i18n.Num(res.Grundy[i]))
		}
		for i := range min(len(piles), pilesListed) {
			sb.WriteString("• " + line(i) + "\n")
		}
		// Beyond pilesListed, the message would pass Discord's 4,096 characters of an embed: every pile
		// goes into piles.txt, a line each.
		if extra := len(piles) - pilesListed; extra > 0 {
			sb.WriteString(msgSubMore.F(lang, morePiles.N(int64(extra))) + "\n")
			var f strings.Builder
			for i := range piles {
				f.WriteString(line(i) + "\n")
			}
			pilesFile = []byte(f.String())
		}
		switch m := res.Move; {
		case res.Win:
			h := piles[m.Heap]
			sb.WriteString(msgSumWin.F(lang, i18n.Num(res.Sum), i18n.Num(m.Take), i18n.Num(m.Heap+1), i18n.Num(h), i18n.Num(h-m.Take)))
		case !nim.Heaps(piles).HasMove(nim.Only(game)):
			sb.WriteString(msgSumNoMove.F(lang, i18n.Num(moves[0])))
		default:
			sb.WriteString(msgSumLoss.In(lang))
		}
	}
	if period == 0 { // no period found: say so, never a period of 0
		sb.WriteString("\n" + msgSubNoPeriod.F(lang, i18n.Num(game.Known()), i18n.Num(game.Known()-1)))
	} else {
		sb.WriteString("\n" + msgSubPeriod.F(lang, i18n.Num(period), i18n.Num(pre), i18n.Num(int64(game.Stats().Values))))
	}
	// A pile below pre + period is its own reduction (g(n) = g(n) says nothing): reduced from there on.
	if len(piles) == 1 && period > 0 && piles[0] >= int64(size) && piles[0] >= int64(pre+period) {
		n := piles[0]
		r := int64(pre) + (n-int64(pre))%int64(period)
		if r < int64(size) {
			sb.WriteString(" " + msgSubReduce.F(lang, i18n.Num(n), i18n.Num(r)))
		} else {
			sb.WriteString(" " + msgSubReduceOff.F(lang, i18n.Num(n), i18n.Num(r)))
		}
	}
	// The table shows no whole period: because the period is longer, or because it starts too late.
	switch {
	case period > size:
		sb.WriteString(" " + msgSubLonger.In(lang))
	case pre+period > size:
		sb.WriteString(" " + msgSubPeriodAfter.F(lang, i18n.Num(pre), i18n.Num(pre+period-1)))
	}
	values := game.Table(size)
	sb.WriteString("\n\n" + msgSubTable.F(lang, i18n.Num(size-1)) + "\n" + valueTable(values, 0))
	return &subReply{
		title:   msgSubTitle.F(lang, "{"+cutList(moves, titleMoves)+"}"),
		text:    sb.String(),
		picture: valueRun{Values: values, Pre: pre, Period: period, Mark: mark},
		piles:   pilesFile,
	}, nil
}

// parsePiles reads one pile size or several, separated by commas or spaces. A word grouped by commas in
// threes, as kibitz writes large numbers ("1,000,000,000,000,000,000", "1, 2, 1,000"), is one pile, and so
// is one grouped by dots, as Spanish and Portuguese readers see them ("1.000.000"), so that a number copied
// from kibitz's answer reads back as itself; every other comma separates ("1,2,5" and "5,1,000" are three
// piles). A word with both commas and dots ("1,000.000", "1,000,000.5") is one pile too, which the
// parser refuses as not a whole number, quoting it whole (subtraction.Mixed), where its commas split it into
// piles nobody typed. With several, an error names the pile by its number.
func parsePiles(s string) ([]int64, error) {
	var items []string
	for _, word := range strings.FieldsFunc(s, unicode.IsSpace) {
		if w := strings.Trim(word, ","); subtraction.Grouped(w) || subtraction.Mixed(w) {
			items = append(items, w)
			continue
		}
		items = append(items, strings.FieldsFunc(word, func(r rune) bool { return r == ',' })...)
	}
	if len(items) > maxPiles {
		return nil, router.Fail(router.Invalid, msgTooManyPiles.Format(i18n.Num(len(items)), i18n.Num(maxPiles))).WithHint(hintSubtraction)
	}
	if len(items) == 0 {
		items = []string{s} // let the parser word the empty pile
	}
	piles := make([]int64, len(items))
	for i, item := range items {
		p, err := subtraction.ParsePile(item)
		if err != nil {
			var e *subtraction.InputError
			if len(items) > 1 && errors.As(err, &e) {
				e.Index = i + 1
			}
			return nil, inputError(err, hintSubtraction)
		}
		piles[i] = p
	}
	return piles, nil
}

// cutList writes moves as a set's elements, grouped and separated by ", " ("1, 2, 1,000,000"), in at
// most about max bytes: a list that would be longer ends with "…" after the last whole number.
func cutList(moves subtraction.MoveSet, max int) string {
	var b strings.Builder
	for i, m := range moves {
		item := i18n.Group(m)
		if i > 0 {
			if b.Len()+2+len(item) > max {
				b.WriteString(", …")
				break
			}
			b.WriteString(", ")
		}
		b.WriteString(item)
	}
	return b.String()
}

// valueTable writes values ten to a row, each row labelled with its first index; values[i] belongs

// subtractionErrorText words a mistake in a move set or a pile in both languages: the number syntax's
// codes in numwords' words, with this game's nouns, and the game's own codes here.
func subtractionErrorText(e *subtraction.InputError) i18n.Text {
	switch {
	case e.Code == subtraction.CodeEmpty && e.Field == subtraction.FieldMoves:
		return msgErrEmptyMoves
	case e.Code == subtraction.CodeNoPeriod:
		return msgErrNoPeriod.Format(numwords.RuleText(e.Text), i18n.Num(e.Limit))
	case e.Code == subtraction.CodeBeyondValues:
		// Text is the pile in digits (Game.CheckPile), grouped here as every number in a sentence.
		if n, err := strconv.ParseInt(e.Text, 10, 64); err == nil {
			return beyondText(e, i18n.Num(n))
		}
		return beyondText(e, i18n.Plain(e.Text))
	}
	if t, ok := numwords.Text(subtractionMistake(e)); ok {
		return t
	}
	return commands.InputNotValid(string(e.Code))
}

// subtractionSolveError is subtractionErrorText's English for `kibitz solve subtraction`: a bound in
// digits, and a missing period only stated.
func subtractionSolveError(e *subtraction.InputError) string {
	// The entry of the --moves flag, which the line names before the words, not the option of /grundy
	// subtraction; a pile too large, in digits.
	if line := numwords.Line(subtractionMistake(e)); e.Field == subtraction.FieldMoves && line != "" || e.Code == subtraction.CodeTooLarge {
		return line
	}
	switch e.Code {
	case subtraction.CodeNoPeriod:
		return fmt.Sprintf(solveErrNoPeriod, numwords.RuleText(e.Text).In(i18n.English), i18n.Group(e.Limit))
	case subtraction.CodeBeyondValues:
		return beyondText(e, i18n.Plain(e.Text)).En // the pile as typed on its line
	}
	return subtractionErrorText(e).En
}

// beyondText words a pile beyond the values of a game without its period (CodeBeyondValues): pile
// larger than the largest pile the game knows, and why. Its numbers are the language's (not the number
// syntax's too_large, which writes its bound as the game's input takes it).
func beyondText(e *subtraction.InputError, pile i18n.Localized) i18n.Text {
	subject := msgBeyondPile.Format(pile)
	if e.Index > 0 {
		subject = msgBeyondPileOfSum.Format(i18n.Num(e.Index), pile)
	}
	return msgErrBeyondValues.Format(i18n.WithParticle(subject, "이/가"), i18n.Num(e.Limit-1), i18n.Num(e.Limit))
}

// subtractionMistake is e as the number syntax's words take it, with the nouns of this game's fields.
// The largest pile, 10^18, is written as a power on Discord.
func subtractionMistake(e *subtraction.InputError) numwords.Mistake {
	var limit i18n.Localized // grouped in the reader's digits
	if e.Limit == subtraction.MaxPile {
		limit = i18n.Plain("10^18")
	}
	return numwords.Mistake{Code: string(e.Code), Noun: numwords.Noun(fieldNouns, e.Field), Plural: fieldPlurals[e.Field],
		Index: e.Index, Text: e.Text, Limit: e.Limit, Count: e.Count, LimitText: limit, Moves: e.Field == subtraction.FieldMoves}
}
