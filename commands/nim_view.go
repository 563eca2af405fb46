package commands

import (
	"fmt"
	"image"
	"strconv"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/nim"
)

// The message of a Nim game: a status line, an embed with the rules, the players and the last events,
// the board as a picture, and the components of the game's phase.

var (
	msgNimTitle       = i18n.Text{En: "Nim", Ko: "님"}
	msgNimLobbyStatus = i18n.Text{
		En: "%s opened a game of Nim. Press **Join** to play (%d/%d players); the host presses **Start**.",
		Ko: "%s 님이 님 게임을 열었습니다. **참가**를 눌러 함께하세요 (%d/%d명). 방장이 **시작**을 누릅니다.",
	}
	msgNimTurnStatus = i18n.Text{
		En: "%s's turn: pick a heap, then how many stones to take. Time runs out %s.",
		Ko: "%s 님 차례: 더미를 고른 뒤 가져갈 개수를 고르세요. 제한 시간: %s.",
	}
	msgNimWinLastStone = i18n.Text{
		En: "🏆 %s took the last stone and wins!",
		Ko: "🏆 %s 님이 마지막 돌을 가져가 이겼습니다!",
	}
	msgNimWinLastMove = i18n.Text{
		En: "🏆 %s made the last possible move and wins!",
		Ko: "🏆 %s 님이 마지막 수를 두어 이겼습니다!",
	}
	msgNimLoseLastStone = i18n.Text{
		En: "%s took the last stone and loses.",
		Ko: "%s 님이 마지막 돌을 가져가 졌습니다.",
	}
	msgNimLoseLastMove = i18n.Text{
		En: "%s made the last possible move and loses.",
		Ko: "%s 님이 마지막 수를 두어 졌습니다.",
	}
	msgNimOtherWins = i18n.Text{
		En: "🏆 %s wins!",
		Ko: "🏆 %s 님이 이겼습니다!",
	}
	msgNimOthersWin = i18n.Text{
		En: "Everyone else wins!",
		Ko: "나머지 모두가 이겼습니다!",
	}
	msgNimAloneWins = i18n.Text{
		En: "🏆 %s wins: everyone else has left or run out of time.",
		Ko: "🏆 %s 님이 이겼습니다. 다른 참가자가 모두 나갔거나 시간을 넘겼습니다.",
	}
	msgNimNobodyLeft = i18n.Text{
		En: "Everyone has left; the game is over.",
		Ko: "모두 나가서 게임이 끝났습니다.",
	}
	msgNimCancelledStatus = i18n.Text{
		En: "This game of Nim was cancelled.",
		Ko: "이 님 게임은 취소되었습니다.",
	}
	msgNimNormalStones = i18n.Text{
		En: "**Normal play**: whoever takes the last stone wins.",
		Ko: "**일반 규칙**: 마지막 돌을 가져가는 사람이 이깁니다.",
	}
	msgNimMisereStones = i18n.Text{
		En: "**Misère play**: whoever takes the last stone loses.",
		Ko: "**미제르 규칙**: 마지막 돌을 가져가는 사람이 집니다.",
	}
	msgNimNormalMoves = i18n.Text{
		En: "**Normal play**: whoever makes the last move wins (who cannot move loses).",
		Ko: "**일반 규칙**: 마지막 수를 두는 사람이 이깁니다 (둘 수 없는 사람이 집니다).",
	}
	msgNimMisereMoves = i18n.Text{
		En: "**Misère play**: whoever makes the last move loses (who cannot move wins).",
		Ko: "**미제르 규칙**: 마지막 수를 두는 사람이 집니다 (둘 수 없는 사람이 이깁니다).",
	}
	msgNimMoveAny = i18n.Text{
		En: "A move takes any number of stones from one heap.",
		Ko: "한 번에 한 더미에서 원하는 만큼 돌을 가져갑니다.",
	}
	msgNimMoveLimit = i18n.Text{
		En: "A move takes 1 to %s stones from one heap.",
		Ko: "한 번에 한 더미에서 돌을 1개부터 %s개까지 가져갑니다.",
	}
	msgNimMoveSet = i18n.Text{
		En: "A move takes exactly %s stones from one heap.",
		Ko: "한 번에 한 더미에서 돌을 정확히 %s개 가져갑니다.",
	}
	msgNimOr           = i18n.Text{En: " or ", Ko: " 또는 "}
	msgNimTurnLimit    = i18n.Text{En: "Each turn lasts at most %s; a player who runs out of time twice in a row is removed.", Ko: "한 차례는 최대 %s입니다. 두 번 연속 시간을 넘기면 게임에서 빠집니다."}
	msgNimMinutes      = i18n.Text{En: "%d min", Ko: "%d분"}
	msgNimSeconds      = i18n.Text{En: "%d s", Ko: "%d초"}
	msgNimPlayers      = i18n.Text{En: "Players", Ko: "참가자"}
	msgNimHostMark     = i18n.Text{En: "(host)", Ko: "(방장)"}
	msgNimLastMoves    = i18n.Text{En: "Last moves", Ko: "최근 기록"}
	msgNimEventMove    = i18n.Text{En: "%s took %s from heap %d.", Ko: "%s 님이 %[3]d번 더미에서 %[2]s개를 가져갔습니다."}
	msgNimEventTimeout = i18n.Text{En: "%s ran out of time and was skipped.", Ko: "%s 님이 시간을 넘겨 차례를 건너뛰었습니다."}
	msgNimEventRemoved = i18n.Text{En: "%s ran out of time twice in a row and was removed.", Ko: "%s 님이 두 번 연속 시간을 넘겨 게임에서 빠졌습니다."}
	msgNimEventLeft    = i18n.Text{En: "%s left the game.", Ko: "%s 님이 게임에서 나갔습니다."}
	msgNimHeapsLine    = i18n.Text{En: "Heaps: %s", Ko: "더미: %s"}
	msgNimJoin         = i18n.Text{En: "Join", Ko: "참가"}
	msgNimLeave        = i18n.Text{En: "Leave", Ko: "나가기"}
	msgNimStart        = i18n.Text{En: "Start", Ko: "시작"}
	msgNimCancel       = i18n.Text{En: "Cancel", Ko: "취소"}
	msgNimHint         = i18n.Text{En: "Hint", Ko: "힌트"}
	msgNimRematch      = i18n.Text{En: "Rematch", Ko: "재대결"}
	msgNimRematchOpen  = i18n.Text{En: "Rematch opened", Ko: "재대결 열림"}
	msgNimPickHeap     = i18n.Text{En: "Pick a heap", Ko: "더미 고르기"}
	msgNimHeapOption   = i18n.Text{En: "Heap %d: %s", Ko: "%d번 더미: %s"}
	msgNimHowMany      = i18n.Text{En: "How many stones from heap %d?", Ko: "%d번 더미에서 몇 개를 가져갈까요?"}
	msgNimTakeOption   = i18n.Text{En: "Take %s (leaves %s)", Ko: "%s개 가져가기 (%s개 남음)"}
	msgNimTakeRange    = i18n.Text{En: "Take %s to %s", Ko: "%s~%s개 가져가기"}
	msgNimAllAmounts   = i18n.Text{En: "↩ All amounts", Ko: "↩ 모든 개수 보기"}
	msgNimTypeAmount   = i18n.Text{En: "✎ Type the exact amount…", Ko: "✎ 정확한 개수 입력…"}
	msgNimFormTitle    = i18n.Text{En: "Take from heap %d", Ko: "%d번 더미에서 가져가기"}
	msgNimFormLabel    = i18n.Text{En: "How many stones?", Ko: "몇 개를 가져갈까요?"}
	msgNimFormRange    = i18n.Text{En: "%s to %s", Ko: "%s~%s개"}
	msgNimStone        = i18n.Text{En: "1 stone", Ko: "돌 1개"}
	msgNimStones       = i18n.Text{En: "%s stones", Ko: "돌 %s개"}
)

// nimStones is "5 stones".
func nimStones(n int64, lang i18n.Lang) string {
	if n == 1 {
		return msgNimStone.In(lang)
	}
	return msgNimStones.F(lang, render.GroupDigits(n))
}

// nimRulesText says who wins and what a move may take.
func nimRulesText(opts nim.Options, lang i18n.Lang) string {
	var who i18n.Text
	switch {
	case opts.Rule.IsPlain() && !opts.Misere:
		who = msgNimNormalStones
	case opts.Rule.IsPlain():
		who = msgNimMisereStones
	case !opts.Misere:
		who = msgNimNormalMoves
	default:
		who = msgNimMisereMoves
	}
	var move string
	switch {
	case opts.Rule.Subtraction() != nil:
		move = msgNimMoveSet.F(lang, nimRulesMoves(opts.Rule.Subtraction().Moves(), lang))
	case opts.Rule.Limit() > 0:
		move = msgNimMoveLimit.F(lang, render.GroupDigits(opts.Rule.Limit()))
	default:
		move = msgNimMoveAny.In(lang)
	}
	return who.In(lang) + " " + move
}

// nimDuration writes a turn time: "2 min", "90 s".
func nimDuration(d time.Duration, lang i18n.Lang) string {
	if d%time.Minute == 0 {
		return msgNimMinutes.F(lang, int(d/time.Minute))
	}
	return msgNimSeconds.F(lang, int(d.Round(time.Second)/time.Second))
}

func (e nimEvent) text(lang i18n.Lang) string {
	switch e.Kind {
	case nimEventMove:
		return msgNimEventMove.F(lang, e.Player.name(), render.GroupDigits(e.Take), e.Heap+1)
	case nimEventTimeout:
		return msgNimEventTimeout.F(lang, e.Player.name())
	case nimEventRemoved:
		return msgNimEventRemoved.F(lang, e.Player.name())
	}
	return msgNimEventLeft.F(lang, e.Player.name())
}

// status is the message's first line.
func (g *nimGame) status(lang i18n.Lang) string {
	switch g.Phase {
	case nimLobby:
		return msgNimLobbyStatus.F(lang, mention(g.Host), len(g.Players), nimMaxPlayers)
	case nimPlaying:
		return msgNimTurnStatus.F(lang, g.Players[g.Turn].name(), fmt.Sprintf("<t:%d:R>", g.Deadline.Unix()))
	case nimCancelled:
		return msgNimCancelledStatus.In(lang)
	}
	switch {
	case g.Alone && g.Winner != nil:
		return msgNimAloneWins.F(lang, g.Winner.name())
	case g.Alone:
		return msgNimNobodyLeft.In(lang)
	}
	empty := true
	for _, h := range g.Heaps {
		empty = empty && h == 0
	}
	if g.Loser == nil {
		if empty {
			return msgNimWinLastStone.F(lang, g.Winner.name())
		}
		return msgNimWinLastMove.F(lang, g.Winner.name())
	}
	s := msgNimLoseLastMove.F(lang, g.Loser.name())
	if empty {
		s = msgNimLoseLastStone.F(lang, g.Loser.name())
	}
	if g.Winner != nil {
		return s + " " + msgNimOtherWins.F(lang, g.Winner.name())
	}
	return s + " " + msgNimOthersWin.In(lang)
}

// view is the game's message in the language lang.
func (c *nimCommand) view(g *nimGame, lang i18n.Lang) (*router.Response, error) {
	opts := g.options()
	var desc strings.Builder
	desc.WriteString(nimRulesText(opts, lang))
	if g.Phase == nimLobby {
		desc.WriteString(" " + msgNimTurnLimit.F(lang, nimDuration(c.NimTurnTimeout, lang)))
	}
	desc.WriteString("\n" + msgNimHeapsLine.F(lang, "`"+nim.Heaps(g.Heaps).String()+"`"))
	if len(g.Players) > 0 && g.Phase != nimCancelled {
		desc.WriteString("\n\n**" + msgNimPlayers.In(lang) + "**\n")
		for i, p := range g.Players {
			mark := fmt.Sprintf("%d.", i+1)
			if g.Phase == nimPlaying && i == g.Turn {
				mark = "▶"
			}
			line := mark + " " + p.name()
			if !p.Bot && p.ID == g.Host && g.Phase == nimLobby {
				line += " " + msgNimHostMark.In(lang)
			}
			desc.WriteString(line + "\n")
		}
	}
	if len(g.Log) > 0 {
		desc.WriteString("\n**" + msgNimLastMoves.In(lang) + "**\n")
		for _, e := range g.Log {
			desc.WriteString("• " + e.text(lang) + "\n")
		}
	}
	board := render.NimBoard{Heaps: g.Heaps}
	if g.Last != nil {
		board.Last = &render.NimMove{Heap: g.Last.Heap, Take: g.Last.Take}
	}
	key := nim.Heaps(g.Heaps).String()
	if g.Last != nil {
		key += fmt.Sprintf(" last %d-%d", g.Last.Heap, g.Last.Take)
	}
	png, err := c.pictures.PNG(key, func() image.Image { return render.Nim(board) })
	if err != nil {
		return nil, fmt.Errorf("nim: render: %w", err)
	}
	resp := &router.Response{
		Content: g.status(lang),
		Embeds: []*discordgo.MessageEmbed{{
			Title:       msgNimTitle.In(lang),
			Description: desc.String(),
			Color:       0x2f6fd6,
			Image:       &discordgo.MessageEmbedImage{URL: "attachment://nim.png"},
		}},
		Files:      []*discordgo.File{router.PNG("nim.png", png)},
		Components: c.components(g, opts.Rule, lang),
	}
	return resp, nil
}

func nimButton(label i18n.Text, lang i18n.Lang, route, game string, style discordgo.ButtonStyle) discordgo.Button {
	return discordgo.Button{Label: label.In(lang), CustomID: router.ID(route, game), Style: style}
}

// components are the buttons and menus of the game's phase.
func (c *nimCommand) components(g *nimGame, rule nim.Rule, lang i18n.Lang) []discordgo.MessageComponent {
	row := func(cs ...discordgo.MessageComponent) discordgo.MessageComponent {
		return discordgo.ActionsRow{Components: cs}
	}
	switch g.Phase {
	case nimLobby:
		return []discordgo.MessageComponent{row(
			nimButton(msgNimJoin, lang, nimJoinRoute, g.ID, discordgo.PrimaryButton),
			nimButton(msgNimLeave, lang, nimLeaveRoute, g.ID, discordgo.SecondaryButton),
			nimButton(msgNimStart, lang, nimStartRoute, g.ID, discordgo.SuccessButton),
			nimButton(msgNimCancel, lang, nimCancelRoute, g.ID, discordgo.DangerButton),
		)}
	case nimOver:
		b := nimButton(msgNimRematch, lang, nimRematchRoute, g.ID, discordgo.SuccessButton)
		if g.Rematch != "" {
			b.Label, b.Disabled = msgNimRematchOpen.In(lang), true
		}
		return []discordgo.MessageComponent{row(b)}
	case nimCancelled:
		return nil
	}
	seq := strconv.Itoa(g.Seq)
	heapMenu := discordgo.SelectMenu{MenuType: discordgo.StringSelectMenu, CustomID: router.ID(nimHeapRoute, g.ID, seq),
		Placeholder: msgNimPickHeap.In(lang)}
	for i, h := range g.Heaps {
		if _, ok := rule.MinTake(h); !ok {
			continue
		}
		heapMenu.Options = append(heapMenu.Options, discordgo.SelectMenuOption{
			Label: msgNimHeapOption.F(lang, i+1, nimStones(h, lang)), Value: strconv.Itoa(i + 1), Default: g.Pick == i+1})
	}
	rows := []discordgo.MessageComponent{row(heapMenu)}
	if g.Pick > 0 && g.Pick <= len(g.Heaps) {
		takeMenu := discordgo.SelectMenu{MenuType: discordgo.StringSelectMenu,
			CustomID:    router.ID(nimTakeRoute, g.ID, seq, strconv.Itoa(g.Pick)),
			Placeholder: msgNimHowMany.F(lang, g.Pick),
			Options:     nimTakeOptions(rule, g.Heaps[g.Pick-1], g.ZoomLo, g.ZoomHi, lang)}
		if len(takeMenu.Options) > 0 {
			rows = append(rows, row(takeMenu))
		}
	}
	rows = append(rows, row(
		nimButton(msgNimHint, lang, nimHintRoute, g.ID, discordgo.SecondaryButton),
		nimButton(msgNimLeave, lang, nimLeaveRoute, g.ID, discordgo.DangerButton),
	))
	return rows
}

// nimMenuMax is Discord's limit on the options of a select menu.
const nimMenuMax = 25

// nimTakes are the amounts a move may take from a heap, within a narrowed range: a move set's amounts
// listed one by one, or for the other rules (any amount, or 1 to a limit) the run first, first+1, ...,
// first+n-1, never listed, since a heap may hold 2^63-1 stones.
type nimTakes struct {
	list     []int64 // for a move set
	first, n int64
}

func (t nimTakes) at(i int64) int64 {
	if t.list != nil {
		return t.list[i]
	}
	return t.first + i
}

// nimTakeSpan is what may be taken from a heap of h, within [lo, hi] when hi > 0.
func nimTakeSpan(rule nim.Rule, h, lo, hi int64) nimTakes {
	if rule.Subtraction() != nil {
		t := nimTakes{list: []int64{}}
		for k := range rule.Takes(h) {
			if hi > 0 && k > hi {
				break
			}
			if hi == 0 || k >= lo {
				t.list = append(t.list, k)
			}
		}
		t.n = int64(len(t.list))
		return t
	}
	top := h
	if rule.Limit() > 0 {
		top = min(h, rule.Limit())
	}
	first := int64(1)
	if hi > 0 {
		first, top = max(lo, 1), min(top, hi)
	}
	if top < first {
		return nimTakes{}
	}
	return nimTakes{first: first, n: top - first + 1}
}

// nimTakeOptions lists what may be taken from a heap of h, within [lo, hi] when hi > 0. When there are
// more amounts than a menu holds, it lists up to 24 ranges of equal size instead ("Take 1 to 40"), and
// choosing one narrows the menu to it (value "1-40"; a narrowed menu starts with a way back, "all"), so
// any amount of a heap of n stones is two or three choices away for n up to 10^4, and about log₂₃ n in
// general, and an entry "type" opens a form for the exact amount, for large heaps.
func nimTakeOptions(rule nim.Rule, h, lo, hi int64, lang i18n.Lang) []discordgo.SelectMenuOption {
	takes := nimTakeSpan(rule, h, lo, hi)
	var opts []discordgo.SelectMenuOption
	room := int64(nimMenuMax)
	if hi > 0 {
		opts = append(opts, discordgo.SelectMenuOption{Label: msgNimAllAmounts.In(lang), Value: "all"})
		room--
	}
	single := func(k int64) discordgo.SelectMenuOption {
		return discordgo.SelectMenuOption{Label: msgNimTakeOption.F(lang, render.GroupDigits(k), render.GroupDigits(h-k)), Value: strconv.FormatInt(k, 10)}
	}
	if takes.n <= room {
		for i := range takes.n {
			opts = append(opts, single(takes.at(i)))
		}
		return opts
	}
	room--                            // for the form
	size := (takes.n-1)/room + 1      // ranges of size amounts, the last one maybe shorter
	for i := int64(0); i < takes.n; { // i+size could overflow near 2^63
		step := min(size, takes.n-i)
		a, b := takes.at(i), takes.at(i+step-1)
		if a == b {
			opts = append(opts, single(a))
		} else {
			opts = append(opts, discordgo.SelectMenuOption{
				Label: msgNimTakeRange.F(lang, render.GroupDigits(a), render.GroupDigits(b)), Value: fmt.Sprintf("%d-%d", a, b)})
		}
		i += step
	}
	return append(opts, discordgo.SelectMenuOption{Label: msgNimTypeAmount.In(lang), Value: "type"})
}
