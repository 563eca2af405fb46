package sudoku

import (
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/sudoku"
)

// The message of a game being played: what it says, its board in the game's view, and its controls.
//
// The controls fit Discord's five rows and ask as few presses as a phone allows. A move is a cell, then a
// digit; the cell chosen stays chosen, so the next move in the same row or column needs one menu, not two:
//
//	4x4:   [cell menu: 16 cells]  [1 2 3 4 Erase]  [Notes Undo Check Hint]
//	9x9:   [row menu] [column menu] [1 2 3 4 5] [6 7 8 9 Erase] [Notes Undo Check Hint (Ranking)]
//	16x16: [row menu] [column menu] [digit menu: 16 digits] [Erase Notes Undo Check Hint]
//
// Every component's custom_id is pressRoute with the game, its Seq when drawn, the choice of the message
// (the row and column chosen, and whether digits write notes) and what the component does.

// choice is what a message has chosen: the row and column, from 0 (-1 for none), and whether its digits
// write pencil marks.
type choice struct {
	row, col int
	pencil   bool
}

// String is the choice as a custom_id segment: "r3c5", "r0c0" for nothing chosen, "r3c5p" in pencil mode.
func (c choice) String() string {
	s := "r" + strconv.Itoa(c.row+1) + "c" + strconv.Itoa(c.col+1)
	if c.pencil {
		s += "p"
	}
	return s
}

// parseChoice reads a choice written by String for a grid of side n; ok is false for anything else.
func parseChoice(s string, n int) (choice, bool) {
	rest, pencil := strings.CutSuffix(s, "p")
	rest, ok := strings.CutPrefix(rest, "r")
	rs, cs, cut := strings.Cut(rest, "c")
	if !ok || !cut {
		return choice{}, false
	}
	r, err1 := strconv.Atoi(rs)
	c, err2 := strconv.Atoi(cs)
	if err1 != nil || err2 != nil || r < 0 || r > n || c < 0 || c > n {
		return choice{}, false
	}
	ch := choice{row: r - 1, col: c - 1, pencil: pencil}
	return ch, ch.String() == s
}

// cell is the chosen cell's index, when a row and a column are chosen.
func (c choice) cell(n int) (int, bool) {
	if c.row < 0 || c.col < 0 {
		return 0, false
	}
	return c.row*n + c.col, true
}

// firstChoice chooses the first blank cell, so that a new game's first move may be a digit alone.
func firstChoice(p *Play) choice {
	n := p.size()
	for i := range len(p.Cells) {
		if p.at(i) == 0 {
			return choice{row: i / n, col: i % n}
		}
	}
	return choice{row: -1, col: -1}
}

// playReply is the message of game p as chosen by ch, in lang: note (what the last press did) under its
// headline, the board, and the controls, or at the end the result (with ranking, the day's ranking).
func (c *Command) playReply(p *Play, ch choice, lang i18n.Lang, note string, ranking string) (*router.Response, error) {
	lines := []string{c.playHeadline(p, lang)}
	if p.ranked() && !p.over() {
		// Said before any press: a player learnt that a Hint unranks the daily only once it had.
		lines = append(lines, msgDailyRanks.In(lang))
	}
	if p.over() {
		lines = append(lines, c.resultLine(p, lang))
	} else {
		lines = append(lines, choiceLine(p, ch, lang))
	}
	if note != "" {
		lines = append(lines, note)
	}
	if ranking != "" {
		lines = append(lines, ranking)
	}
	resp := &router.Response{Content: strings.Join(lines, "\n")}
	board, pictureWords := playBoard(p, ch, lang, utf8.RuneCountInString(resp.Content))
	used, err := commands.Show(resp, lang, p.View, board)
	if err != nil {
		return nil, err
	}
	if used == commands.ViewImage {
		resp.Content += "\n" + pictureWords
	}
	if !p.over() {
		// The board of an earlier day's daily, played on after its midnight: the day's is the player's to
		// open when they like (openToday).
		earlier := p.Day != "" && p.Day < c.today()
		resp.Components = playControls(p, ch, lang, earlier)
	} else if p.Day != "" {
		resp.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{rankButton(p, lang)}}}
	}
	return resp, nil
}

// playHeadline says which game this is, who plays it, when it started (a timestamp Discord shows as
// "3 minutes ago", in the reader's language), and the hints and mistakes so far.
func (c *Command) playHeadline(p *Play, lang i18n.Lang) string {
	n := p.size()
	started := fmt.Sprintf("<t:%d:R>", p.Started.Unix())
	counts := msgPlayCounts.F(lang, nHints.N(int64(p.Hints)), nMistakes.N(int64(p.Mistakes)))
	if p.Day != "" {
		return msgDailyHeadline.F(lang, p.Day, n, difficultyName(p.puzzle.Difficulty), commands.Mention(p.By), started, counts)
	}
	who := msgPlaySolo.F(lang, commands.Mention(p.By))
	if p.Together {
		who = msgPlayTogether.In(lang)
	}
	return msgPlayHeadline.F(lang, n, difficultyName(p.puzzle.Difficulty), started, counts) + "\n" + who
}

// resultLine is the end of a game: its time, hints and mistakes, and who solved it together.
func (c *Command) resultLine(p *Play, lang i18n.Lang) string {
	line := msgPlaySolved.F(lang, i18n.Duration(p.elapsed(p.Finished)), nHints.N(int64(p.Hints)), nMistakes.N(int64(p.Mistakes)))
	if p.Together && len(p.Players) > 0 {
		var who []string
		for _, u := range p.Players {
			who = append(who, commands.Mention(u))
		}
		line += " " + msgPlaySolvedBy.F(lang, i18n.AndList(lang, who))
	}
	return line
}

// choiceLine says what is chosen and what to do next: the cell, what it holds, its notes.
func choiceLine(p *Play, ch choice, lang i18n.Lang) string {
	n := p.size()
	var line string
	cell, ok := ch.cell(n)
	at := msgRowColumn.Format(cell/n+1, cell%n+1)
	switch {
	case ok && p.given(cell):
		line = msgChosenGiven.F(lang, at, sym(n, p.at(cell)))
	case ok && p.at(cell) != 0:
		line = msgChosenDigit.F(lang, at, sym(n, p.at(cell)))
	case ok && p.marks(cell) != 0:
		line = msgChosenNotes.F(lang, at, noteList(n, p.marks(cell)))
	case ok:
		line = msgChosenEmpty.F(lang, at)
	case ch.row >= 0:
		line = msgChosenRow.F(lang, ch.row+1)
	case ch.col >= 0:
		line = msgChosenColumn.F(lang, ch.col+1)
	case n == 4:
		line = msgChooseCell.In(lang)
	default:
		line = msgChooseRowColumn.In(lang)
	}
	if ch.pencil {
		line += " " + msgPencilOn.In(lang)
	}
	return line
}

// shortList names cells, the first maxListed of them and how many more: the picture and the grid's marks
// show them all.
func shortList(cells []sudoku.Cell, lang i18n.Lang) string {
	if len(cells) <= maxListed {
		return cellList(cells)
	}
	return cellList(cells[:maxListed]) + ", " + msgMoreCells.F(lang, i18n.Num(len(cells)-maxListed))
}

func sym(n, d int) string { return string(sudoku.Symbol(n, d)) }

// noteList is a cell's notes as a list: "1, 4, 7".
func noteList(n int, m uint32) string {
	var ds []string
	for d := 1; d <= n; d++ {
		if m&(1<<d) != 0 {
			ds = append(ds, sym(n, d))
		}
	}
	return strings.Join(ds, ", ")
}

// playControls are the menus and buttons of a game in play (see the top of this file). A daily's last
// button is Ranking, or Open today's puzzle on the board of an earlier day (earlier): the five rows of a
// 9x9 board are full, and while that board is played the day's puzzle is the one to reach, its ranking
// shown at the end.
func playControls(p *Play, ch choice, lang i18n.Lang, earlier bool) []discordgo.MessageComponent {
	n := p.size()
	id := func(c choice, act string) string {
		return router.ID(pressRoute, p.ID, strconv.Itoa(p.Seq), c.String(), act)
	}
	cell, chosen := ch.cell(n)
	writable := chosen && !p.given(cell)
	row := func(cs ...discordgo.MessageComponent) discordgo.MessageComponent {
		return discordgo.ActionsRow{Components: cs}
	}
	var rows []discordgo.MessageComponent
	if n == 4 {
		rows = append(rows, row(cellMenu(p, ch, id(ch, "cell"), lang)))
	} else {
		rows = append(rows, row(lineMenu(p, ch, true, id(ch, "row"), lang)), row(lineMenu(p, ch, false, id(ch, "col"), lang)))
	}

	// A digit is blue when it is the cell's (or, writing notes, one of its notes).
	on := func(d int) bool {
		if ch.pencil {
			return writable && p.marks(cell)&(1<<d) != 0
		}
		return writable && p.at(cell) == d
	}
	erase := discordgo.Button{CustomID: id(ch, "erase"), Label: msgEraseButton.In(lang), Style: discordgo.DangerButton,
		Disabled: !writable || p.at(cell) == 0 && p.marks(cell) == 0}
	pencil := ch
	pencil.pencil = !ch.pencil
	notes := discordgo.Button{CustomID: id(pencil, "pen"), Label: msgNotesOff.In(lang), Style: discordgo.SecondaryButton}
	if ch.pencil {
		notes.Label, notes.Style = msgNotesOn.In(lang), discordgo.SuccessButton
	}
	tools := []discordgo.MessageComponent{notes,
		discordgo.Button{CustomID: id(ch, "undo"), Label: msgUndoButton.In(lang), Style: discordgo.SecondaryButton, Disabled: len(p.History) == 0},
		discordgo.Button{CustomID: id(ch, "check"), Label: msgCheckButton.In(lang), Style: discordgo.SecondaryButton},
		discordgo.Button{CustomID: id(ch, "hint"), Label: msgHintButton.In(lang), Style: discordgo.PrimaryButton},
	}
	if n > 9 {
		rows = append(rows, row(digitMenu(p, ch, writable, on, id(ch, "dig"), lang)))
		return append(rows, row(append([]discordgo.MessageComponent{erase}, tools...)...))
	}
	var digits []discordgo.MessageComponent
	for d := 1; d <= n; d++ {
		b := discordgo.Button{CustomID: id(ch, "d"+strconv.Itoa(d)), Label: sym(n, d), Style: discordgo.SecondaryButton, Disabled: !writable}
		if on(d) {
			b.Style = discordgo.PrimaryButton
		}
		digits = append(digits, b)
	}
	digits = append(digits, erase)
	for len(digits) > 0 {
		k := min(5, len(digits))
		rows = append(rows, row(digits[:k]...))
		digits = digits[k:]
	}
	switch {
	case p.Day != "" && earlier:
		tools = append(tools, todayButton(p, lang))
	case p.Day != "":
		tools = append(tools, rankButton(p, lang))
	}
	return append(rows, row(tools...))
}

// todayButton opens the presser's daily of the day, from the board of an earlier day's (openToday).
func todayButton(p *Play, lang i18n.Lang) discordgo.Button {
	return discordgo.Button{CustomID: router.ID(todayRoute, p.ID), Label: msgTodayButton.In(lang), Style: discordgo.PrimaryButton}
}

// rankButton shows the day's ranking of a daily game, privately, to whoever presses it.
func rankButton(p *Play, lang i18n.Lang) discordgo.Button {
	return discordgo.Button{CustomID: router.ID(rankRoute, p.ID), Label: msgRankingButton.In(lang), Style: discordgo.SecondaryButton}
}

// cellMenu chooses any cell of a 4x4 grid at once: sixteen options, each saying what its cell holds.
func cellMenu(p *Play, ch choice, customID string, lang i18n.Lang) discordgo.SelectMenu {
	n := p.size()
	chosen, ok := ch.cell(n)
	var opts []discordgo.SelectMenuOption
	for i := range len(p.Cells) {
		opts = append(opts, discordgo.SelectMenuOption{Label: msgCellOption.F(lang, i/n+1, i%n+1), Value: strconv.Itoa(i),
			Description: cellWords(p, i, lang), Default: ok && i == chosen})
	}
	return discordgo.SelectMenu{MenuType: discordgo.StringSelectMenu, CustomID: customID, Placeholder: msgCellMenu.In(lang), Options: opts}
}

// cellWords says what a cell holds, for a menu: "given 3", "4", "empty", "notes 1, 2".
func cellWords(p *Play, i int, lang i18n.Lang) string {
	n := p.size()
	switch {
	case p.given(i):
		return msgCellGiven.F(lang, sym(n, p.at(i)))
	case p.at(i) != 0:
		return sym(n, p.at(i))
	case p.marks(i) != 0:
		return msgCellNotes.F(lang, noteList(n, p.marks(i)))
	}
	return msgCellEmpty.In(lang)
}

// lineMenu chooses a row (rows true) or a column, each option showing the line's digits ("5 3 0 0 7 0 0 0 0"),
// keeping the other half of the choice. A blank is 0, as the alt text of a large grid writes it: every
// screen reader reads it, where a middle dot is silent at NVDA's default punctuation level ("5 3 · · 7"
// read "5 3 7"); "blank" would not fit 16 times in a description of 100 characters in every language.
func lineMenu(p *Play, ch choice, rows bool, customID string, lang i18n.Lang) discordgo.SelectMenu {
	n := p.size()
	var opts []discordgo.SelectMenuOption
	for k := range n {
		var cells []string
		for j := range n {
			i := k*n + j
			if !rows {
				i = j*n + k
			}
			c := "0"
			if d := p.at(i); d != 0 {
				c = sym(n, d)
			}
			cells = append(cells, c)
		}
		label, def := msgRowOption.F(lang, k+1), ch.row == k
		if !rows {
			label, def = msgColumnOption.F(lang, k+1), ch.col == k
		}
		opts = append(opts, discordgo.SelectMenuOption{Label: label, Value: strconv.Itoa(k + 1), Description: strings.Join(cells, " "), Default: def})
	}
	placeholder := msgRowMenu
	if !rows {
		placeholder = msgColumnMenu
	}
	return discordgo.SelectMenu{MenuType: discordgo.StringSelectMenu, CustomID: customID, Placeholder: placeholder.In(lang), Options: opts}
}

// digitMenu writes a digit (or a note) of a 16x16 grid, which has more digits than two rows of buttons.
func digitMenu(p *Play, ch choice, writable bool, on func(int) bool, customID string, lang i18n.Lang) discordgo.SelectMenu {
	n := p.size()
	var opts []discordgo.SelectMenuOption
	for d := 1; d <= n; d++ {
		o := discordgo.SelectMenuOption{Label: sym(n, d), Value: strconv.Itoa(d)}
		switch {
		case on(d) && ch.pencil:
			o.Description = msgDigitNoted.In(lang)
		case on(d):
			o.Description = msgDigitWritten.In(lang)
		}
		opts = append(opts, o)
	}
	placeholder := msgDigitMenu
	if ch.pencil {
		placeholder = msgNoteMenu
	}
	return discordgo.SelectMenu{MenuType: discordgo.StringSelectMenu, CustomID: customID, Placeholder: placeholder.In(lang),
		Options: opts, Disabled: !writable}
}

// finalTime is how a result's time reads in a ranking: "4 minutes 12 seconds".
func finalTime(seconds float64) i18n.Duration {
	return i18n.Duration(time.Duration(seconds * float64(time.Second)))
}

// shownTime is a result's time as finalTime shows it, in whole seconds: the time a ranking ranks by.
func shownTime(seconds float64) time.Duration {
	return time.Duration(finalTime(seconds)).Round(time.Second)
}
