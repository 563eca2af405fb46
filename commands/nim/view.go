package nim

import (
	"fmt"
	"image"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/internal/numwords"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/nim"
)

// The message of a Nim game: a status line, the board in the game's view (a picture in the embed, or
// emoji or text after the status line), an embed with the rules, the players and the last events, and
// the components of the game's phase.

// stones is "5 stones", "1 stone", "돌 5개".
func stones(n int64, lang i18n.Lang) string { return stonesOf.Of(lang, n) }

// rulesText says who wins and what a move may take.
func rulesText(opts nim.Options, lang i18n.Lang) string {
	var who i18n.Text
	switch {
	case opts.Rule.IsPlain() && !opts.Misere:
		who = msgNormalStones
	case opts.Rule.IsPlain():
		who = msgMisereStones
	case !opts.Misere:
		who = msgNormalMoves
	default:
		who = msgMisereMoves
	}
	var move string
	switch {
	case opts.Rule.Subtraction() != nil:
		move = msgMoveSet.F(lang, numwords.MovesText(opts.Rule.Subtraction().Moves(), lang))
	case opts.Rule.Limit() == 1:
		move = msgMoveOne.In(lang)
	case opts.Rule.Limit() > 0:
		move = msgMoveLimit.F(lang, i18n.Num(opts.Rule.Limit()))
	default:
		move = msgMoveAny.In(lang)
	}
	return who.In(lang) + " " + move
}

func (e event) text(lang i18n.Lang) string {
	switch e.Kind {
	case eventMove:
		return msgEventMove.F(lang, e.Player.name(), i18n.Num(e.Take), e.Heap+1)
	case eventTimeout:
		return msgEventTimeout.F(lang, e.Player.name())
	case eventRemoved:
		return msgEventRemoved.F(lang, e.Player.name())
	}
	return msgEventLeft.F(lang, e.Player.name())
}

// status is the message's first line.
func (g *Game) status(lang i18n.Lang) string {
	switch g.Phase {
	case phaseLobby:
		if g.noneCanJoin() {
			if g.Round > 0 {
				return msgRematchAloneStatus.F(lang, commands.Mention(g.Host))
			}
			return msgLobbyAloneStatus.F(lang, commands.Mention(g.Host))
		}
		return g.lobbyStatus(lang)
	case phasePlaying:
		turn := msgTurnStatus.F(lang, g.Players[g.Turn].name(), commands.Until(g.Deadline))
		if later, ok := commands.ShownAtPress(g.TokenAt, commands.SettlesAt(g.Deadline)); ok {
			if len(g.Players) > 2 {
				// a timeout leaves a next turn, which waits for that press too, or is settled (timer.go)
				later = msgShownAtPressNext.Format(i18n.Duration(settleAfter))
			}
			turn += " " + later.In(lang) // a timeout after that waits for a press to show (timer.go)
		}
		return turn
	case phaseCancelled:
		return msgCancelledStatus.In(lang)
	}
	if g.Abandoned {
		return msgSettled.F(lang, i18n.Duration(settleAfter), g.Players[g.Turn].name())
	}
	if g.aborted() {
		return msgAborted.F(lang, mentions(lang, g.idle()))
	}
	switch {
	case g.Alone && g.Winner != nil:
		return forPlayer(*g.Winner, msgAloneWins, msgBotAloneWins).F(lang, g.Winner.name())
	case g.Alone:
		return msgNobodyLeft.In(lang)
	}
	empty := true
	for _, h := range g.Heaps {
		empty = empty && h == 0
	}
	if g.Loser == nil {
		if empty {
			return forPlayer(*g.Winner, msgWinLastStone, msgBotWinsLastStone).F(lang, g.Winner.name())
		}
		return forPlayer(*g.Winner, msgWinLastMove, msgBotWinsLastMove).F(lang, g.Winner.name())
	}
	s := forPlayer(*g.Loser, msgLoseLastMove, msgBotLosesLastMove).F(lang, g.Loser.name())
	if empty {
		s = forPlayer(*g.Loser, msgLoseLastStone, msgBotLosesLastStone).F(lang, g.Loser.name())
	}
	if g.Winner != nil {
		return s + " " + forPlayer(*g.Winner, msgOtherWins, msgBotWins).F(lang, g.Winner.name())
	}
	return s + " " + msgOthersWin.In(lang)
}

// lobbyStatus is the status of a lobby others can join: who opened it (or asked for the rematch), who
// hosts it now if the host left and handed it on, and Join to press, or, with every seat taken, that the
// game is full.
func (g *Game) lobbyStatus(lang i18n.Lang) string {
	// The host left and handed the lobby on: it was not the new host who opened it, nor, in a rematch's
	// lobby, who asked for the rematch.
	handed := g.Opener != "" && g.Opener != g.Host
	open, full := msgLobbyStatus, msgLobbyFullStatus
	switch {
	case handed && g.Round > 0:
		open, full = msgRematchHandedStatus, msgRematchHandedFullStatus
	case handed:
		open, full = msgLobbyHandedStatus, msgLobbyHandedFullStatus
	case g.Round > 0:
		open, full = msgRematchLobbyStatus, msgRematchFullStatus
	}
	if g.full() {
		open = full
	}
	args := []any{commands.Mention(g.Host)}
	if handed {
		args = []any{commands.Mention(g.Opener), commands.Mention(g.Host)}
	}
	return open.F(lang, append(args, len(g.Players), maxPlayers)...)
}

// orderLine says how the order of turns is set (Command.begin): in a lobby that will draw it (one of
// people, or waiting for them), that Start draws it; in play, after a draw, who moves first. "" otherwise.
func (g *Game) orderLine(lang i18n.Lang) string {
	switch {
	case g.Phase == phaseLobby && (g.humans() >= 2 || !g.hasBot()):
		return msgOrderToDraw.In(lang)
	case g.Phase == phasePlaying && g.Drawn:
		return msgOrderDrawn.F(lang, g.seats()[0].name())
	}
	return ""
}

// misereLine is the line that says what ranks in misère play with three players or more, whose wins are
// practice (Game.results): in the lobby while three are seated, and from Start on in a game that started
// with three (leavers do not change it); "" otherwise. While three or more play, and at an end whose win
// was shared, it is the shared win; once fewer are left, that a game started so ranks no win.
func (g *Game) misereLine(lang i18n.Lang) string {
	switch g.Phase {
	case phaseLobby:
		if g.Misere && len(g.Players) >= 3 {
			return msgMisereShared.In(lang)
		}
		return ""
	case phaseCancelled:
		return ""
	}
	switch {
	case !g.misereMany():
		return ""
	case g.Phase == phasePlaying && len(g.Players) >= 3, g.Phase == phaseOver && g.Loser != nil && g.Winner == nil:
		return msgMisereShared.In(lang)
	case g.Phase == phaseOver && g.Winner == nil: // nobody was left: no result
		return ""
	}
	return msgMisereStartedMany.In(lang)
}

// view is the game's message in the language lang.
func (c *Command) view(g *Game, lang i18n.Lang) (*router.Response, error) {
	opts := g.options()
	var desc strings.Builder
	desc.WriteString(rulesText(opts, lang))
	desc.WriteString(c.turnLines(g, lang))
	desc.WriteString("\n" + msgHeapsLine.F(lang, "`"+nim.Heaps(g.Heaps).String()+"`"))
	if g.hasBot() && g.Phase != phaseCancelled {
		desc.WriteString("\n" + levelLines[g.level()].In(lang))
	}
	switch {
	case g.ranked() || g.Phase == phaseCancelled:
	case g.Phase == phaseLobby && !g.hasBot(): // waiting for people: it ranks once one joins
	case g.Phase == phaseLobby:
		desc.WriteString("\n" + msgPracticeLobby.In(lang))
		if !g.noneCanJoin() { // nobody else can join a DM with kibitz, nor where the server hides kibitz's replies
			desc.WriteString(" " + msgPracticeJoinRanks.In(lang))
		}
	default:
		desc.WriteString("\n" + msgPracticeGame.In(lang))
	}
	if line := g.orderLine(lang); line != "" {
		desc.WriteString("\n" + line)
	}
	if g.Guarded {
		desc.WriteString("\n" + msgGuarded.In(lang))
		if g.ranked() && !g.aborted() {
			desc.WriteString(" " + msgGuardedPractice.In(lang))
		}
	}
	// A winner's Hint makes the whole game practice, the misère loss too (Game.results), so its end
	// says that alone, not the misère line that the loss ranks.
	// So does a game that kibitz alone lost, and one past its table's ranked games of the day: each is
	// practice for all, and what the misère line says ranks would not.
	hinted := g.hintedWinners()
	voided := len(hinted) > 0 && g.ranked() && !g.aborted()
	onlyKibitz := g.beatOnlyKibitz()
	if line := g.misereLine(lang); line != "" && !g.aborted() && !voided && !onlyKibitz && !g.Guarded && g.Capped == 0 {
		desc.WriteString("\n" + line)
	}
	switch {
	case voided:
		desc.WriteString("\n" + msgHintedWin.F(lang, mentions(lang, hinted)))
	case onlyKibitz:
		desc.WriteString("\n" + msgBeatOnlyKibitz.In(lang))
	}
	if g.Capped > 0 && g.Phase == phaseOver {
		desc.WriteString("\n" + g.cappedLine(lang))
	}
	// A settled game's status says that it records nothing for those still in it (Game.Abandoned).
	if ids := g.idle(); len(ids) > 0 && g.Phase == phaseOver && !g.aborted() && !g.Abandoned {
		won, _, _ := g.winners()
		var winners, others []string
		for _, id := range ids {
			if won[id] {
				winners = append(winners, id)
			} else {
				others = append(others, id)
			}
		}
		if len(winners) > 0 {
			desc.WriteString("\n" + msgIdleWinRecordsNothing.F(lang, mentions(lang, winners)))
		}
		if len(others) > 0 {
			desc.WriteString("\n" + msgIdleRecordsNothing.F(lang, mentions(lang, others)))
		}
	}
	if len(g.Players) > 0 && g.Phase != phaseCancelled {
		desc.WriteString("\n\n**" + msgPlayers.In(lang) + "**\n")
		for i, p := range g.Players {
			mark := fmt.Sprintf("%d.", i+1)
			if g.Phase == phasePlaying && i == g.Turn {
				mark = "▶"
			}
			line := mark + " " + p.name()
			if p.Bot {
				line = mark + " " + msgKibitzAt.F(lang, levelNames[g.level()].In(lang))
			}
			if !p.Bot && p.ID == g.Host && g.Phase == phaseLobby {
				line += msgHostMark.In(lang)
			}
			desc.WriteString(line + "\n")
		}
		if line := g.awayLine(lang, c.Now()); line != "" {
			desc.WriteString(line + "\n")
		}
	}
	if len(g.Log) > 0 {
		desc.WriteString("\n**" + msgLastMoves.In(lang) + "**\n")
		for _, e := range g.Log {
			desc.WriteString("• " + e.text(lang) + "\n")
		}
	}
	board := boardView{Heaps: g.Heaps, Lang: lang}
	if g.Last != nil {
		board.Last = &markedMove{Heap: g.Last.Heap, Take: g.Last.Take}
	}
	key := nim.Heaps(g.Heaps).String() + " grouped " + i18n.GroupIn(lang, 10000) // the picture's counts are grouped as lang groups them
	if g.Last != nil {
		key += fmt.Sprintf(" last %d-%d", g.Last.Heap, g.Last.Take)
	}
	resp := &router.Response{
		Content: g.status(lang),
		Embeds: []*discordgo.MessageEmbed{{
			Title:       msgTitle.In(lang),
			Description: desc.String(),
			Color:       0x2f6fd6,
		}},
		Components: c.components(g, opts.Rule, lang),
	}
	shown, err := commands.Show(resp, lang, g.view(), commands.Board{
		Emoji: boardEmoji(board) + legend(board, msgLegendLastEmoji, msgLegendWinEmoji, lang),
		Text:  boardText(board) + legend(board, msgLegendLastText, msgLegendWinText, lang),
		Image: func() (*discordgo.File, error) {
			png, err := c.pictures.PNG(key, func() image.Image { return boardPicture(board) })
			return router.PNG(pictureName, png), err
		},
		Alt: g.alt(),
	})
	if err != nil {
		return nil, fmt.Errorf("nim: render: %w", err)
	}
	if shown == commands.ViewImage {
		resp.Embeds[0].Image = &discordgo.MessageEmbedImage{URL: "attachment://" + pictureName}
	}
	underHeading(resp, g.status(lang))
	return resp, nil
}

// mentions are the users' mentions as a list in lang: "<@1>, <@2> and <@3>".
func mentions(lang i18n.Lang, ids []string) string {
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = commands.Mention(id)
	}
	return i18n.AndList(lang, names)
}

// legend is the line under a board in emoji or text that says what its marks mean, for the marks it
// shows: the stones the last move took (last), the stones the winning move takes (win); "" for none.
func legend(b boardView, last, win i18n.Text, lang i18n.Lang) string {
	var lines []string
	if b.Last != nil && b.Last.Take > 0 {
		lines = append(lines, last.In(lang))
	}
	if b.Winning != nil && b.Winning.Take > 0 {
		lines = append(lines, win.In(lang))
	}
	if len(lines) == 0 {
		return ""
	}
	return "\n*" + i18n.SemiList(lang, lines) + "*"
}

// underHeading moves what Show put after text, the first part of resp's text (the board in emoji or
// text, or a line about the board), into resp's embed, after the embed's own text: at the end of its
// description when it fits there, else in an embed of its own right under it. Either way the board comes
// after the embed's heading, where a picture would be (an embed's image is drawn under its text), and
// Discord's limits hold: Show kept the board within a message's 2,000 characters, and an embed's own text
// stays within about 2,500 (ten heaps, 25 players, the last moves), so two embeds stay within the 6,000
// Discord allows them together.
func underHeading(resp *router.Response, text string) {
	board := strings.TrimPrefix(strings.TrimPrefix(resp.Content, text), "\n")
	resp.Content = text
	if board == "" {
		return
	}
	e := resp.Embeds[0]
	if utf8.RuneCountInString(e.Description)+2+utf8.RuneCountInString(board) <= router.MaxEmbedDescription {
		e.Description = strings.TrimRight(e.Description, "\n") + "\n\n" + board
		return
	}
	resp.Embeds = append(resp.Embeds, &discordgo.MessageEmbed{Description: board, Color: e.Color})
}

// pictureName is the file name of a Nim board's picture, in the game's message and in /nim analyze.
const pictureName = "nim.png"

// view is how the game's message shows the board.
func (g *Game) view() commands.View {
	if g.View == "" {
		return commands.ViewImage
	}
	return g.View
}

func button(label i18n.Text, lang i18n.Lang, route, game string, style discordgo.ButtonStyle) discordgo.Button {
	return discordgo.Button{Label: label.In(lang), CustomID: router.ID(route, game), Style: style}
}

// components are the buttons and menus of the game's phase.
func (c *Command) components(g *Game, rule nim.Rule, lang i18n.Lang) []discordgo.MessageComponent {
	row := func(cs ...discordgo.MessageComponent) discordgo.MessageComponent {
		return discordgo.ActionsRow{Components: cs}
	}
	switch g.Phase {
	case phaseLobby:
		if g.noneCanJoin() { // nobody to join, and the host's leaving is a Cancel
			return []discordgo.MessageComponent{row(
				button(msgStart, lang, startRoute, g.ID, discordgo.SuccessButton),
				button(msgCancel, lang, cancelRoute, g.ID, discordgo.DangerButton),
			)}
		}
		join := button(msgJoin, lang, joinRoute, g.ID, discordgo.PrimaryButton)
		join.Disabled = g.full() // shown all the same: a seat freed enables it again
		return []discordgo.MessageComponent{row(
			join,
			button(msgLeave, lang, leaveRoute, g.ID, discordgo.SecondaryButton),
			button(msgStart, lang, startRoute, g.ID, discordgo.SuccessButton),
			button(msgCancel, lang, cancelRoute, g.ID, discordgo.DangerButton),
		)}
	case phaseOver:
		b := button(msgRematch, lang, rematchRoute, g.ID, discordgo.SuccessButton)
		if g.Rematch != "" {
			b.Label, b.Disabled = msgRematchOpen.In(lang), true
		}
		return []discordgo.MessageComponent{row(b)}
	case phaseCancelled:
		return nil
	}
	seq := strconv.Itoa(g.Seq)
	heapMenu := discordgo.SelectMenu{MenuType: discordgo.StringSelectMenu, CustomID: router.ID(heapRoute, g.ID, seq),
		Placeholder: msgPickHeap.In(lang)}
	for i, h := range g.Heaps {
		if _, ok := rule.MinTake(h); !ok {
			continue
		}
		heapMenu.Options = append(heapMenu.Options, discordgo.SelectMenuOption{
			Label: msgHeapOption.F(lang, i+1, stones(h, lang)), Value: strconv.Itoa(i + 1), Default: g.Pick == i+1})
	}
	rows := []discordgo.MessageComponent{row(heapMenu)}
	if g.Pick > 0 && g.Pick <= len(g.Heaps) {
		takeMenu := discordgo.SelectMenu{MenuType: discordgo.StringSelectMenu,
			CustomID:    router.ID(takeRoute, g.ID, seq, strconv.Itoa(g.Pick)),
			Placeholder: msgHowMany.F(lang, g.Pick),
			Options:     takeOptions(rule, g.Heaps[g.Pick-1], g.ZoomLo, g.ZoomHi, lang)}
		if len(takeMenu.Options) > 0 {
			rows = append(rows, row(takeMenu))
		}
	}
	rows = append(rows, row(
		button(msgHint, lang, hintRoute, g.ID, discordgo.SecondaryButton),
		button(msgLeave, lang, leaveRoute, g.ID, discordgo.DangerButton),
	))
	return rows
}
