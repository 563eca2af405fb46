package nim

import (
	"context"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strings"

	"github.com/bwmarrin/discordgo"
	"golang.org/x/text/width"

	"kibitz/commands"
	"kibitz/commands/internal/numwords"
	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/nim"
)

// /nim analyze: who wins a position, the winning move, and the Grundy values that decide it, as text
// (with the values in binary, so the nim-sum can be checked column by column) and, up to 10 heaps, as a
// picture.

const (
	tableHeaps   = 20 // heaps listed one by one in the table
	pictureHeaps = 10 // heaps drawn
	binaryBits   = 32 // values wider than this are not written in binary
	sumHeaps     = 12 // heaps written out in the "3 ⊕ 4 ⊕ 5 = 2" line
)

// analyze answers /nim analyze.
func (c *Command) analyze(ctx context.Context, req *router.Request) (*router.Response, error) {
	var r *rand.Rand
	if isRandom(req.String("heaps")) {
		r = gameRand(c.NewID(), heapStream, 0, 0)
	}
	heaps, opts, _, err := parseOptions(ctx, req, hintAnalyze, r, false)
	if err != nil {
		return nil, err
	}
	// Before any work on it (playing.go). Random heaps are the draw's, not the asker's: one that happens to
	// match a game of theirs (a few in a hundred, one move on) tells nothing they chose to ask, and declining
	// heaps they never saw would read as a fault.
	if r == nil {
		if err := c.AnalysisRefusal(ctx, req.User.ID, req.ChannelID, heaps, opts); err != nil {
			return nil, err
		}
	}
	res, err := nim.Solve(ctx, heaps, opts)
	if err != nil {
		return nil, inputError(err, hintAnalyze)
	}
	lang := req.Lang
	var sb strings.Builder
	sb.WriteString(rulesText(opts, lang) + "\n" + msgHeapsLine.F(lang, "`"+commands.Shorten(heaps.String(), 300)+"`") + "\n\n")
	switch {
	case res.Win && res.Move.Take > 0:
		sb.WriteString(msgVerdictWin.F(lang, i18n.Num(res.Move.Take), res.Move.Heap+1, heapsArg(heaps.After(res.Move), "을/를")))
	case res.Win:
		sb.WriteString(msgVerdictWon.In(lang))
	case !heaps.HasMove(opts.Rule):
		sb.WriteString(msgVerdictNoMove.In(lang))
	default:
		sb.WriteString(msgVerdictLoss.In(lang))
	}
	sb.WriteString("\n" + why(heaps, res, opts, lang, true) + "\n")
	sb.WriteString(grundyTable(heaps, res, lang))
	resp := &router.Response{Embeds: []*discordgo.MessageEmbed{{
		Title: msgAnalysisTitle.In(lang), Description: sb.String(), Color: 0x2f6fd6}}}
	board := boardView{Heaps: heaps, Grundy: res.Grundy, Lang: lang}
	if res.Move.Take > 0 {
		board.Winning = &markedMove{Heap: res.Move.Heap, Take: res.Move.Take}
	}
	views := commands.Board{Emoji: boardEmoji(board) + legend(board, msgLegendLastEmoji, msgLegendWinEmoji, lang),
		Text: boardText(board) + legend(board, msgLegendLastText, msgLegendWinText, lang), Alt: analysisAlt(heaps, res)}
	if len(heaps) <= pictureHeaps {
		views.Image = func() (*discordgo.File, error) {
			png, err := render.EncodeAndRecycle(boardPicture(board)) // drawn for this answer alone
			return router.PNG(pictureName, png), err
		}
	}
	// The board comes after the analysis's heading, as its picture does (an embed's image is drawn under
	// its text): Show puts it in the message's text, above the embed, so it moves into the embed.
	shown, err := commands.Show(resp, lang, c.ViewOf(ctx, req), views)
	switch {
	case err != nil && views.Image == nil:
		// Too many heaps for a message in emoji or text, and for a picture: the table and the verdict
		// stand without the board.
		resp.Content = msgNoBoard.F(lang, i18n.Num(int64(len(heaps))))
	case err != nil:
		return nil, fmt.Errorf("nim: render: %w", err)
	case shown == commands.ViewImage:
		resp.Embeds[0].Image = &discordgo.MessageEmbedImage{URL: "attachment://" + pictureName}
	}
	underHeading(resp, "")
	return resp, nil
}

// heapsArg is a position as a message argument, in code style, with the Korean particle pair after it.
func heapsArg(h nim.Heaps, pair string) i18n.Particle {
	return i18n.WithParticle(i18n.Plain("`"+commands.Shorten(h.String(), 300)+"`"), pair)
}

// why explains the verdict: how the Grundy values come about and what decides. table says whether the
// reply lists the Grundy values after it (/nim analyze does, a hint does not), for the words on them.
func why(heaps nim.Heaps, res nim.Result, opts nim.Options, lang i18n.Lang, table bool) string {
	var parts []string
	rule := opts.Rule
	switch {
	case opts.Misere && !rule.IsPlain() && !table:
		// Misère play under a move rule is solved without Grundy values, and a hint has no table of
		// them to explain: a sentence on them would contradict the next one.
	case rule.Subtraction() != nil:
		pre, period := rule.Subtraction().Period()
		moves := numwords.MovesText(rule.Subtraction().Moves(), lang)
		switch known := rule.Known(); {
		case period == 0: // no period found: say so, never a period of 0
			parts = append(parts, msgWhySetNoPeriod.F(lang, moves, i18n.Num(known), i18n.Num(known-1)))
		case pre == 0:
			parts = append(parts, msgWhySetPure.F(lang, moves, i18n.WithParticle(i18n.Num(int64(period)), "으로/로")))
		default:
			parts = append(parts, msgWhySet.F(lang, moves, i18n.WithParticle(i18n.Num(int64(period)), "으로/로"), valuesOf.N(int64(pre))))
		}
	case rule.Limit() > 0:
		parts = append(parts, msgWhyLimit.F(lang, i18n.Num(rule.Limit()), i18n.Num(rule.Limit()+1)))
	default:
		parts = append(parts, msgWhyPlain.In(lang))
	}
	switch {
	case !opts.Misere && res.Sum == 0 && !heaps.HasMove(rule):
		parts = append(parts, msgWhyNormalNone.F(lang, sumText(res, lang)))
	case !opts.Misere && res.Sum == 0:
		parts = append(parts, msgWhyNormalZero.F(lang, sumText(res, lang)))
	case !opts.Misere:
		parts = append(parts, msgWhyNormal.F(lang, sumText(res, lang)))
	case rule.IsPlain():
		parts = append(parts, msgWhyMisereNim.In(lang))
	default:
		parts = append(parts, msgWhyMisereSearch.F(lang, positionsOf.N(res.Stats.Positions)))
		if table {
			parts = append(parts, msgWhyTableNormal.In(lang))
		}
	}
	return strings.Join(parts, " ")
}

// sumText is "3 ⊕ 4 ⊕ 5 = 2", or for many heaps "the nim-sum of the 40 Grundy values is 7", every value
// grouped ("1,000,001 ⊕ 7 = 1,000,006").
func sumText(res nim.Result, lang i18n.Lang) string {
	if len(res.Grundy) > sumHeaps {
		return msgWhySum.F(lang, i18n.Num(int64(len(res.Grundy))), i18n.Num(res.Sum))
	}
	parts := make([]string, len(res.Grundy))
	for i, g := range res.Grundy {
		parts[i] = i18n.GroupIn(lang, g)
	}
	if len(parts) == 1 {
		return "`" + parts[0] + "`" // one heap: its value is the sum, and "1 = 1" says nothing
	}
	return "`" + strings.Join(parts, " ⊕ ") + " = " + i18n.GroupIn(lang, res.Sum) + "`"
}

// grundyTable lists each heap's size and Grundy value (grouped digits), in binary too when the values are narrow
// enough, ending with their XOR, in a code block.
func grundyTable(heaps nim.Heaps, res nim.Result, lang i18n.Lang) string {
	n := min(len(heaps), tableHeaps)
	width := 1
	for _, g := range res.Grundy {
		width = max(width, bits.Len64(uint64(g)))
	}
	binary := width <= binaryBits
	header := strings.Split(msgTableHeader.In(lang), "|")
	rows := [][]string{header}
	if !binary {
		rows[0] = header[:3]
	}
	for i := range n {
		row := []string{i18n.GroupIn(lang, int64(i+1)), i18n.GroupIn(lang, heaps[i]), i18n.GroupIn(lang, res.Grundy[i])}
		if binary {
			row = append(row, fmt.Sprintf("%0*b", width, res.Grundy[i]))
		}
		rows = append(rows, row)
	}
	sum := []string{"⊕", "", i18n.GroupIn(lang, res.Sum)}
	if binary {
		sum = append(sum, fmt.Sprintf("%0*b", width, res.Sum))
	}
	rows = append(rows, sum)
	widths := make([]int, len(rows[0]))
	for _, r := range rows {
		for j, cell := range r {
			widths[j] = max(widths[j], displayWidth(cell))
		}
	}
	var sb strings.Builder
	if len(heaps) > n {
		sb.WriteString(msgManyHeaps.F(lang, i18n.Num(int64(len(heaps))), n) + "\n")
	}
	sb.WriteString("```\n")
	for i, r := range rows {
		if i == len(rows)-1 {
			total := 2 * (len(widths) - 1)
			for _, w := range widths {
				total += w
			}
			sb.WriteString(strings.Repeat("─", total) + "\n")
		}
		for j, cell := range r {
			if j > 0 {
				sb.WriteString("  ")
			}
			sb.WriteString(strings.Repeat(" ", widths[j]-displayWidth(cell)) + cell)
		}
		sb.WriteString("\n")
	}
	sb.WriteString("```")
	return sb.String()
}

// displayWidth counts the columns a string takes in a code block: East Asian wide and full-width
// characters take two (Hangul, kana, kanji: golang.org/x/text/width), the rest one.
func displayWidth(s string) int {
	w := 0
	for _, r := range s {
		switch width.LookupRune(r).Kind() {
		case width.EastAsianWide, width.EastAsianFullwidth:
			w += 2
		default:
			w++
		}
	}
	return w
}
