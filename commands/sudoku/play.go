package sudoku

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/sudoku"
	"kibitz/storage"
)

// /sudoku play and the presses on a game's controls (play_message.go draws them, game.go holds the moves).

const (
	// pressRoute is every control of a game: the game, its Seq when the message was drawn, the message's
	// choice (choice.String) and the action: row, col and cell (menus that choose), pen (notes on or
	// off), d1 to d9 and dig (a digit, by button or menu), erase, undo, check, hint.
	pressRoute = "sdp1/{game}/{seq}/{at}/{act}"
	// rankRoute shows a daily game's ranking.
	rankRoute = "sdp1/{game}/rank"
	// todayRoute, on the board of an earlier day's daily, opens the presser's daily of the day (openToday).
	todayRoute = "sdp1/{game}/today"
)

// play answers /sudoku play: a new game with its controls, in the starter's view.
func (c *Command) play(ctx context.Context, req *router.Request) (*router.Response, error) {
	size := 9
	if v, ok := req.Int("size"); ok {
		size = int(v)
	}
	if size != 4 && size != 9 && size != 16 {
		return nil, router.Fail(router.Invalid, msgBadPlaySize.Format(size)).WithHint(hintPlay)
	}
	if together, _ := req.Bool("together"); together {
		switch {
		case req.Place == router.PlaceBotDM:
			return nil, router.Fail(router.Invalid, msgTogetherInDM).WithHint(hintAlone(req))
		case !req.CanPost(): // nobody else would see the board, nor could press it
			return nil, router.Fail(router.Invalid, msgTogetherHidden).WithHint(hintAlone(req))
		}
	}
	id := c.NewID()
	p, notes, err := c.makePuzzle(ctx, req, size, seed(id), true)
	if err != nil {
		return nil, err
	}
	g := newPlay(id, p, req.User.ID, c.Now())
	g.Guild, g.View = req.RankScope(), c.ViewOf(ctx, req)
	g.Together, _ = req.Bool("together")
	if err := storage.PutJSON(ctx, c.Store, playKey(id), playKeep, g); err != nil {
		return nil, err
	}
	return c.playReply(g, firstChoice(g), req.Lang, strings.Join(notes, "\n"), "")
}

// hintAlone follows a refusal of together: the user's command without it, their other choices kept.
func hintAlone(req *router.Request) i18n.Text {
	return hintPlayAlone.Format(commands.Retyped(req, []i18n.Text{names.command, names.play}, playOptions(), "together"))
}

// press answers any control of a game.
func (c *Command) press(ctx context.Context, req *router.Request) (*router.Response, error) {
	id, act := req.Params["game"], req.Params["act"]
	seq, err := strconv.Atoi(req.Params["seq"])
	if !validID(id) || err != nil || seq < 0 {
		return nil, router.Fail(router.NotFound, msgBadButton).WithHint(hintPlayNew)
	}
	switch act {
	case "row", "col", "cell", "pen":
		return c.choose(ctx, req, id, act)
	}
	return c.move(ctx, req, id, seq, act)
}

// loadPlay reads the game a control names.
func (c *Command) loadPlay(ctx context.Context, id string) (*Play, error) {
	var p Play
	if err := storage.GetJSON(ctx, c.Store, playKey(id), &p); err != nil {
		if errors.Is(err, storage.ErrNotFound) {
			return nil, router.Fail(router.NotFound, msgPlayExpired).WithHint(hintPlayNew)
		}
		return nil, err
	}
	return &p, nil
}

// notYours refuses a press on someone else's game.
func notYours(p *Play) error {
	if p.Day != "" {
		return router.Fail(router.Forbidden, msgNotYourDaily.Format(commands.Mention(p.By))).WithHint(hintDaily)
	}
	return router.Fail(router.Forbidden, msgNotYourGame.Format(commands.Mention(p.By))).WithHint(hintPlayNew)
}

// choose answers a menu that chooses a row, a column or a cell, and the notes button: the message is
// drawn again with the new choice from the game as stored now. Nothing is written, so a choice never
// competes with a move; a choice made on an old message brings it up to date.
func (c *Command) choose(ctx context.Context, req *router.Request, id, act string) (*router.Response, error) {
	p, err := c.loadPlay(ctx, id)
	if err != nil {
		return nil, err
	}
	if !p.mayPlay(req.User.ID) {
		return nil, notYours(p)
	}
	n := p.size()
	ch, ok := parseChoice(req.Params["at"], n)
	if !ok {
		return nil, router.Fail(router.Invalid, msgBadButton).WithHint(hintPlayNew)
	}
	value := -1
	if len(req.Values) == 1 {
		if v, err := strconv.Atoi(req.Values[0]); err == nil {
			value = v
		}
	}
	switch act {
	case "row", "col":
		if value < 1 || value > n {
			return nil, router.Fail(router.Invalid, msgBadButton).WithHint(hintPlayNew)
		}
		if act == "row" {
			ch.row = value - 1
		} else {
			ch.col = value - 1
		}
	case "cell":
		if value < 0 || value >= n*n {
			return nil, router.Fail(router.Invalid, msgBadButton).WithHint(hintPlayNew)
		}
		ch.row, ch.col = value/n, value%n
	}
	// "pen": the button's custom_id already holds the choice with notes switched.
	return c.updated(p, ch, req.Lang, "", "")
}

// updated is the game's message, replacing the one pressed.
func (c *Command) updated(p *Play, ch choice, lang i18n.Lang, note, ranking string) (*router.Response, error) {
	resp, err := c.playReply(p, ch, lang, note, ranking)
	if err != nil {
		return nil, err
	}
	resp.Update = true
	return resp, nil
}

// outcome is what a move did, for the message that shows it.
type outcome struct {
	choice   choice
	note     i18n.Text
	steps    []sudoku.Step // a hint's steps, worded in the presser's language
	finished bool          // this move solved the grid
	ranked   bool          // the game was ranked and going before this move, so in its player's entries
	stale    bool          // refused: the message was older than the game
}

// move applies a digit, a note, an erasure, an undo, a check or a hint, by compare-and-set on the game,
// if the message pressed shows the game as it is (its Seq).
func (c *Command) move(ctx context.Context, req *router.Request, id string, seq int, act string) (*router.Response, error) {
	me, now := req.User.ID, c.Arrived(req) // a finish is timed when its press arrived
	var out outcome
	p, err := storage.UpdateJSON(ctx, c.Store, playKey(id), playKeep, func(p *Play) (*Play, error) {
		out = outcome{}
		if p == nil {
			return nil, router.Fail(router.NotFound, msgPlayExpired).WithHint(hintPlayNew)
		}
		if !p.mayPlay(me) {
			return nil, notYours(p)
		}
		n := p.size()
		ch, ok := parseChoice(req.Params["at"], n)
		if !ok {
			return nil, router.Fail(router.Invalid, msgBadButton).WithHint(hintPlayNew)
		}
		out.choice = ch
		if p.over() || seq != p.Seq {
			out.stale = true
			return nil, storage.ErrKeep
		}
		out.ranked = p.ranked()
		if err := c.apply(ctx, p, act, req.Values, &out); err != nil {
			return nil, err
		}
		p.Seq++
		p.joined(me)
		if p.full() && p.Finished.IsZero() {
			switch {
			case p.solved():
				p.Finished, out.finished = now, true
				p.Wrong = nil
			case p.ranked():
				// Marking the wrong cells, or counting them, would be a Check the player did not ask
				// for: writing any digit everywhere would show where the solution differs.
				out.note = msgFullWrongRanked
			default:
				if found := p.check(); len(found) > 0 || len(p.Wrong) > 0 {
					out.note = msgFullWrong.Format(nWrongCells.N(int64(len(p.Wrong))))
				}
			}
		}
		return p, nil
	})
	if err != nil {
		return nil, c.moveError(err, req)
	}
	if !out.stale {
		c.keepDaily(ctx, p, now)
	}
	if out.ranked {
		c.setPlaying(ctx, p, now) // its TTL was refreshed; or a hint, a Check or the last digit took it out of the ranking
	}
	note := out.note.In(req.Lang)
	if len(out.steps) > 0 {
		note = c.hintNote(p, out.steps, req.Lang)
	}
	if out.ranked && !p.ranked() { // this move made the game practice: say why, once
		note = strings.TrimPrefix(note+"\n"+p.madePractice(req.Lang), "\n")
	}
	if p.Together && note != "" {
		// Everyone here sees the one message: what a press did says whose it was.
		note = msgPressedBy.F(req.Lang, commands.Mention(req.User.ID), note)
	}
	ranking := ""
	if out.finished {
		ranking = c.finish(ctx, p, req.User, req.Lang)
	}
	if out.stale && p.over() && p.Day != "" {
		ranking = c.rankingText(ctx, p.Guild, p.Day, req.User.ID, !p.ranked() && req.User.ID == p.By, req.Lang)
	}
	resp, err := c.updated(p, out.choice, req.Lang, note, ranking)
	if err != nil {
		return nil, err
	}
	if out.stale {
		refusal := msgStale
		if p.over() {
			refusal = msgPlayOver
		}
		resp.Followups = append(resp.Followups, router.PrivateReply(refusal.In(req.Lang)))
	}
	if out.finished && p.Day != "" {
		// The channel sees what the player used: a Check, like a hint, made the solve practice.
		help := nHints.N(int64(p.Hints)).In(req.Lang)
		if p.Checks > 0 {
			help = i18n.List(req.Lang, []string{help, nChecks.N(int64(p.Checks)).In(req.Lang)})
		}
		resp.Followups = append(resp.Followups, &router.Response{Content: msgDailyShare.F(req.Lang, commands.Mention(p.By), p.Day,
			i18n.Duration(p.elapsed(now)), help, nMistakes.N(int64(p.Mistakes))) + "\n" + msgDailyShareHowTo.In(req.Lang)})
	}
	return resp, nil
}

// apply makes the move act on p, setting out's choice and note.
func (c *Command) apply(ctx context.Context, p *Play, act string, values []string, out *outcome) error {
	n := p.size()
	cell, chosen := out.choice.cell(n)
	digit := 0
	switch {
	case act == "dig" && len(values) == 1:
		digit, _ = strconv.Atoi(values[0])
	case strings.HasPrefix(act, "d") && act != "dig":
		digit, _ = strconv.Atoi(act[1:])
		if act != "d"+strconv.Itoa(digit) {
			digit = 0
		}
	}
	p.Hinted = 0
	switch {
	case digit != 0 || act == "dig":
		if digit < 1 || digit > n {
			return router.Fail(router.Invalid, msgBadButton).WithHint(hintPlayNew)
		}
		if !chosen {
			return errNoCell
		}
		if out.choice.pencil {
			return p.note(cell, digit)
		}
		return p.place(cell, digit)
	case act == "erase":
		if !chosen {
			return errNoCell
		}
		return p.erase(cell)
	case act == "undo":
		at, err := p.undo()
		if err != nil {
			return err
		}
		out.choice.row, out.choice.col = at/n, at%n
		out.note = msgUndone.Format(msgRowColumn.Format(at/n+1, at%n+1))
		return nil
	case act == "check":
		if p.written() > 0 { // a Check of nothing tells nothing
			p.Checks++
		}
		p.check()
		out.note = checkNote(p)
		return nil
	case act == "hint":
		return c.hintMove(ctx, p, out)
	}
	return router.Fail(router.Invalid, msgBadButton).WithHint(hintPlayNew)
}

// checkNote says what Check looked at, the digits written in (by hand or by a hint), and what it found:
// how many of them are wrong. The board's line under the grid names them, in the words of its view.
func checkNote(p *Play) i18n.Text {
	written, wrong := p.written(), len(p.Wrong)
	switch {
	case written == 0:
		return msgCheckNothing
	case written == 1 && wrong == 0:
		return msgCheckOneRight
	case written == 1:
		return msgCheckOneWrong
	case wrong == 0:
		return msgCheckAllRight.Format(i18n.Num(written))
	case wrong == written:
		return msgCheckAllWrong.Format(i18n.Num(written))
	}
	return msgCheckSomeWrong.Format(i18n.Num(written), nCheckedWrong.N(int64(wrong)))
}

// hintMove gives the next logical step and writes its digit, as /sudoku generate's Hint would from this
// grid. A grid with a wrong digit has no logical next step: the hint then points at the first one, marks
// it and counts the mistake, as Check would, and is no hint: it gives no step, so it does not count among
// the game's hints; it counts as a Check, which it is, and so makes the game practice as Check does.
func (c *Command) hintMove(ctx context.Context, p *Play, out *outcome) error {
	n := p.size()
	for i := range len(p.Cells) {
		if d := p.at(i); d != 0 && d != p.answer(i) {
			if !p.wrong(i) {
				p.setWrong(i, true)
				p.Mistakes++
			}
			p.Checks++
			out.choice.row, out.choice.col = i/n, i%n
			out.note = msgHintWrong.Format(msgRowColumn.Format(i/n+1, i%n+1))
			return nil
		}
	}
	steps, err := sudoku.HintTowards(ctx, p.grid(), p.puzzle.Solution)
	if err != nil {
		return fmt.Errorf("sudoku: hint in game %s: %w", p.ID, err)
	}
	p.Hints++
	last := steps[len(steps)-1]
	cell := last.Cell.Row*n + last.Cell.Col
	if err := p.place(cell, last.Digit); err != nil {
		return fmt.Errorf("sudoku: hint in game %s: %w", p.ID, err)
	}
	p.Hinted = cell + 1
	out.choice.row, out.choice.col = last.Cell.Row, last.Cell.Col
	out.steps = steps
	return nil
}

// hintNote words a hint's steps under a header, within the room the message leaves.
func (c *Command) hintNote(p *Play, steps []sudoku.Step, lang i18n.Lang) string {
	header := msgPlayHintHeader
	if p.Together {
		header = msgPlayHintHeaderTogether // for whoever pressed it, said before it (msgPressedBy)
	}
	// Left out, the steps not shown are not built on: a game's next hint starts from its grid alone.
	text, _ := stepsText(steps, p.size(), lang, 700, "")
	return header.F(lang, p.Hints) + "\n" + text
}

// errNoCell refuses a digit or an erasure before a cell is chosen.
var errNoCell = errors.New("no cell chosen")

// moveError words a refused move for its presser.
func (c *Command) moveError(err error, req *router.Request) error {
	switch {
	case errors.Is(err, errNoCell):
		return router.Fail(router.Conflict, msgNoCell)
	case errors.Is(err, errGiven):
		return router.Fail(router.Conflict, msgGivenCell)
	case errors.Is(err, errSame):
		return router.Fail(router.Conflict, msgSameDigit)
	case errors.Is(err, errEmpty):
		return router.Fail(router.Conflict, msgAlreadyEmpty)
	case errors.Is(err, errHasDigit):
		return router.Fail(router.Conflict, msgNoteOnDigit)
	case errors.Is(err, errNoHistory):
		return router.Fail(router.Conflict, msgNothingToUndo)
	}
	return err
}
