package commands

import (
	"context"
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/nim"
)

// /nim analyze: who wins a position, the winning move, and the Grundy values that decide it, as text
// (with the values in binary, so the nim-sum can be checked column by column) and, up to 10 heaps, as a
// picture.

const (
	nimTableHeaps   = 20 // heaps listed one by one in the table
	nimPictureHeaps = 10 // heaps drawn
	nimBinaryBits   = 32 // values wider than this are not written in binary
	nimSumHeaps     = 12 // heaps written out in the "3 ⊕ 4 ⊕ 5 = 2" line
)

var (
	hintNimAnalyze = i18n.Text{
		En: "Example: /nim analyze heaps:3 4 5 moves:1-3",
		Ko: "예: /님 분석 더미:3 4 5 수:1-3",
	}
	msgNimAnalysisTitle = i18n.Text{En: "Nim analysis", Ko: "님 분석"}
	msgNimVerdictWin    = i18n.Text{
		En: "**The player to move wins**: take %s from heap %d, leaving %s.",
		Ko: "**둘 차례인 사람이 이깁니다**: %[2]d번 더미에서 %[1]s개를 가져가 %[3]s을(를) 남기세요.",
	}
	msgNimVerdictWon = i18n.Text{
		En: "**The player to move has already won**: there is no move left, so the opponent made the last one.",
		Ko: "**둘 차례인 사람이 이미 이겼습니다**: 둘 수가 없으니 상대가 마지막 수를 두었습니다.",
	}
	msgNimVerdictLoss = i18n.Text{
		En: "**The player to move loses** against perfect play: every move leaves a winning position for the opponent.",
		Ko: "**둘 차례인 사람이 집니다** (상대가 완벽하게 두면): 어떤 수를 두어도 상대가 이기는 국면이 됩니다.",
	}
	msgNimWhyNormal = i18n.Text{
		En: "The player to move wins exactly when the XOR of the heaps' Grundy values (the nim-sum) is not 0: here %s. A winning move brings it to 0.",
		Ko: "더미들의 그런디 값을 XOR한 값(님 합)이 0이 아니면 둘 차례인 사람이 이깁니다: 여기서는 %s. 이기는 수는 이 값을 0으로 만듭니다.",
	}
	msgNimWhySum = i18n.Text{
		En: "the nim-sum of the %d Grundy values is %s",
		Ko: "그런디 값 %d개의 님 합은 %s",
	}
	msgNimWhyPlain = i18n.Text{
		En: "In plain Nim a heap's Grundy value is its size (Bouton, 1901).",
		Ko: "일반 님에서 더미의 그런디 값은 더미 크기와 같습니다 (Bouton, 1901).",
	}
	msgNimWhyLimit = i18n.Text{
		En: "Taking at most %s, a heap of h stones has Grundy value h mod %s.",
		Ko: "최대 %s개까지 가져갈 수 있으면 돌 h개인 더미의 그런디 값은 h mod %s입니다.",
	}
	msgNimWhySet = i18n.Text{
		En: "With the moves %s each heap is a subtraction game, whose Grundy values repeat with period %d after the first %d (see /grundy subtraction).",
		Ko: "수 집합 %s에서는 더미마다 뺄셈 게임이 되며, 그 그런디 값은 처음 %[3]d개 뒤로 주기 %[2]d로 반복됩니다 (/그런디 뺄셈 참고).",
	}
	msgNimWhyMisereNim = i18n.Text{
		En: "Misère Nim (Bouton): play as in normal play, except that the move which would leave only heaps of 0 and 1 stones must leave an odd number of 1s. With only such heaps, the player to move wins exactly when the number of 1s is even.",
		Ko: "미제르 님 (Bouton): 일반 규칙처럼 두되, 0개와 1개짜리 더미만 남기는 수는 1개짜리 더미를 홀수 개 남겨야 합니다. 그런 더미만 남았다면 1개짜리 더미가 짝수 개일 때 둘 차례인 사람이 이깁니다.",
	}
	msgNimWhyMisereSearch = i18n.Text{
		En: "Misère play under a move rule has no Grundy shortcut: kibitz looked at all %s positions reachable from here. The Grundy values below are those of normal play.",
		Ko: "규칙이 있는 미제르 게임에는 그런디 값으로 푸는 지름길이 없어, kibitz가 여기서 갈 수 있는 국면 %s개를 모두 살폈습니다. 아래 그런디 값은 일반 규칙의 값입니다.",
	}
	msgNimTableHeader = i18n.Text{En: "heap|stones|grundy|binary", Ko: "더미|돌|그런디|2진수"}
	msgNimManyHeaps   = i18n.Text{
		En: "%d heaps: the table lists the first %d.",
		Ko: "더미 %d개: 표에는 처음 %d개만 보입니다.",
	}
)

// analyze answers /nim analyze.
func (c *nimCommand) analyze(ctx context.Context, req *router.Request) (*router.Response, error) {
	heaps, opts, err := nimParse(ctx, req, hintNimAnalyze)
	if err != nil {
		return nil, err
	}
	res, err := nim.Solve(ctx, heaps, opts)
	if err != nil {
		return nil, nimInputError(err, hintNimAnalyze)
	}
	lang := req.Lang
	var sb strings.Builder
	sb.WriteString(nimRulesText(opts, lang) + "\n" + msgNimHeapsLine.F(lang, "`"+nimShort(heaps.String(), 300)+"`") + "\n\n")
	switch {
	case res.Win && res.Move.Take > 0:
		after := heaps.After(res.Move)
		sb.WriteString(msgNimVerdictWin.F(lang, render.GroupDigits(res.Move.Take), res.Move.Heap+1, "`"+nimShort(after.String(), 300)+"`"))
	case res.Win:
		sb.WriteString(msgNimVerdictWon.In(lang))
	default:
		sb.WriteString(msgNimVerdictLoss.In(lang))
	}
	sb.WriteString("\n" + nimWhy(res, opts, lang) + "\n")
	sb.WriteString(nimGrundyTable(heaps, res, lang))
	resp := &router.Response{Embeds: []*discordgo.MessageEmbed{{
		Title: msgNimAnalysisTitle.In(lang), Description: sb.String(), Color: 0x2f6fd6}}}
	if len(heaps) <= nimPictureHeaps {
		board := render.NimBoard{Heaps: heaps, Grundy: res.Grundy}
		if res.Move.Take > 0 {
			board.Winning = &render.NimMove{Heap: res.Move.Heap, Take: res.Move.Take}
		}
		png, err := render.PNG(render.Nim(board))
		if err != nil {
			return nil, fmt.Errorf("nim: render: %w", err)
		}
		resp.Files = []*discordgo.File{router.PNG("nim.png", png)}
		resp.Embeds[0].Image = &discordgo.MessageEmbedImage{URL: "attachment://nim.png"}
	}
	return resp, nil
}

// nimWhy explains the verdict: how the Grundy values come about and what decides.
func nimWhy(res nim.Result, opts nim.Options, lang i18n.Lang) string {
	var parts []string
	rule := opts.Rule
	switch {
	case rule.Subtraction() != nil:
		pre, period := rule.Subtraction().Period()
		parts = append(parts, msgNimWhySet.F(lang, rule.String(), period, pre))
	case rule.Limit() > 0:
		parts = append(parts, msgNimWhyLimit.F(lang, render.GroupDigits(rule.Limit()), render.GroupDigits(rule.Limit()+1)))
	default:
		parts = append(parts, msgNimWhyPlain.In(lang))
	}
	switch {
	case !opts.Misere:
		parts = append(parts, msgNimWhyNormal.F(lang, nimSumText(res, lang)))
	case rule.IsPlain():
		parts = append(parts, msgNimWhyMisereNim.In(lang))
	default:
		parts = append(parts, msgNimWhyMisereSearch.F(lang, render.GroupDigits(res.Stats.Positions)))
	}
	return strings.Join(parts, " ")
}

// nimSumText is "3 ⊕ 4 ⊕ 5 = 2", or for many heaps "the nim-sum of the 40 Grundy values is 7".
func nimSumText(res nim.Result, lang i18n.Lang) string {
	if len(res.Grundy) > nimSumHeaps {
		return msgNimWhySum.F(lang, len(res.Grundy), strconv.FormatInt(res.Sum, 10))
	}
	parts := make([]string, len(res.Grundy))
	for i, g := range res.Grundy {
		parts[i] = strconv.FormatInt(g, 10)
	}
	return "`" + strings.Join(parts, " ⊕ ") + " = " + strconv.FormatInt(res.Sum, 10) + "`"
}

// nimGrundyTable lists each heap's size and Grundy value, in binary too when the values are narrow
// enough, ending with their XOR, in a code block.
func nimGrundyTable(heaps nim.Heaps, res nim.Result, lang i18n.Lang) string {
	n := min(len(heaps), nimTableHeaps)
	width := 1
	for _, g := range res.Grundy {
		width = max(width, bits.Len64(uint64(g)))
	}
	binary := width <= nimBinaryBits
	header := strings.Split(msgNimTableHeader.In(lang), "|")
	rows := [][]string{header}
	if !binary {
		rows[0] = header[:3]
	}
	for i := range n {
		row := []string{strconv.Itoa(i + 1), strconv.FormatInt(heaps[i], 10), strconv.FormatInt(res.Grundy[i], 10)}
		if binary {
			row = append(row, fmt.Sprintf("%0*b", width, res.Grundy[i]))
		}
		rows = append(rows, row)
	}
	sum := []string{"⊕", "", strconv.FormatInt(res.Sum, 10)}
	if binary {
		sum = append(sum, fmt.Sprintf("%0*b", width, res.Sum))
	}
	rows = append(rows, sum)
	widths := make([]int, len(rows[0]))
	for _, r := range rows {
		for j, cell := range r {
			widths[j] = max(widths[j], nimDisplayWidth(cell))
		}
	}
	var sb strings.Builder
	if len(heaps) > n {
		sb.WriteString(msgNimManyHeaps.F(lang, len(heaps), n) + "\n")
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
			sb.WriteString(strings.Repeat(" ", widths[j]-nimDisplayWidth(cell)) + cell)
		}
		sb.WriteString("\n")
	}
	sb.WriteString("```")
	return sb.String()
}

// nimDisplayWidth counts the columns a string takes in a code block: Hangul takes two.
func nimDisplayWidth(s string) int {
	w := 0
	for _, r := range s {
		if r >= 0x1100 && r <= 0x11ff || r >= 0x3130 && r <= 0x318f || r >= 0xac00 && r <= 0xd7a3 {
			w += 2
		} else {
			w++
		}
	}
	return w
}

// nimShort cuts a long text at a space, marking the cut.
func nimShort(s string, max int) string {
	if len(s) <= max {
		return s
	}
	cut := strings.LastIndexByte(s[:max], ' ')
	if cut < 0 {
		cut = max
	}
	return s[:cut] + " …"
}
