package sudoku

import (
	"context"
	"errors"
	"fmt"
	"unicode/utf8"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/sudoku"
)

// /sudoku solve: the puzzle read, solved and graded, and the reply with the solution, or with why there is
// none or where two solutions differ.

// solve answers /sudoku solve.
func (c *Command) solve(ctx context.Context, req *router.Request) (*router.Response, error) {
	text := req.String("puzzle")
	// The router enforces the option's MaxLength before this runs; this check is for a call that does not
	// go through it, and counts the same way, in characters, so a Korean or emoji puzzle is not refused at
	// a third of its length.
	if n := utf8.RuneCountInString(text); n > maxInput {
		return nil, router.Fail(router.TooLarge, msgTooLong.Format(nCharacters.N(int64(n)), i18n.Num(maxInput), nCharacters.N(maxInput))).WithHint(hintPuzzle)
	}
	g, err := sudoku.Parse(text)
	if err != nil {
		return nil, inputError(err)
	}
	if err := c.playingRanked(ctx, req.User.ID, g); err != nil {
		return nil, err
	}
	resp, err := c.solveReply(ctx, req, g)
	day := ""
	if err == nil && req.Place != router.PlaceBotDM {
		day = c.dailyFrom(ctx, req.Scope(), g)
	}
	switch {
	case err != nil:
	case day != "":
		// Others here may still be solving it, against the clock: the answer goes to the asker alone, who
		// has finished it or made theirs practice (playingRanked declined it otherwise).
		resp.Private = true
		switch day {
		case c.today():
			resp.Content += "\n" + msgSolveDailyPrivate.In(req.Lang)
		case commands.Day(c.Now().UTC().AddDate(0, 0, -1)):
			resp.Content += "\n" + msgSolveYesterdayPrivate.In(req.Lang)
		default:
			resp.Content += "\n" + msgSolveEarlierPrivate.F(req.Lang, day)
		}
	}
	return resp, err
}

// solveReply is the reply to /sudoku solve for grid g: its solution, or why there is none or where two
// solutions differ.
func (c *Command) solveReply(ctx context.Context, req *router.Request, g sudoku.Grid) (*router.Response, error) {
	n, view := g.Size(), c.ViewOf(ctx, req)
	sctx, cancel := context.WithTimeout(ctx, c.solveBudget)
	defer cancel()
	res, err := sudoku.Solve(sctx, g, sudoku.Options{Limit: 2})
	switch {
	case err != nil && ctx.Err() != nil:
		return nil, err // the interaction's own time ran out: the router says so
	case errors.Is(err, sudoku.ErrBudget) || errors.Is(err, context.DeadlineExceeded):
		if res.Found > 0 {
			msg := msgUnproven.F(req.Lang, n, nGivens.N(int64(g.Givens())), budget(c.solveBudget))
			return c.solutionReply(msg, req.Lang, view, g, res.Solutions[0], msgAltASolution)
		}
		return nil, router.Fail(router.TooLarge, msgBudget.Format(n, budget(c.solveBudget))).WithHint(hintBudget)
	case err != nil:
		return nil, fmt.Errorf("sudoku: solve: %w", err)
	}
	switch res.Found {
	case 0:
		return c.noSolution(req.Lang, view, g)
	case 1:
		sol := res.Solutions[0]
		if g.Complete() {
			return c.solutionReply(msgAlreadyFull.F(req.Lang, n), req.Lang, view, g, sol, msgAltFull)
		}
		msg := msgSolved.F(req.Lang, n, nGivens.N(int64(g.Givens())))
		if grade := c.grade(sctx, g, req.Lang); grade != "" {
			msg += " " + grade
		}
		return c.solutionReply(msg, req.Lang, view, g, sol, msgAltSolution)
	}
	return c.several(req.Lang, view, g, res.Solutions[0], res.Solutions[1])
}

// grade rates a 4x4 or 9x9 puzzle with a unique solution, as a sentence; "" for larger grids, whose
// logical solve takes long, or when rating fails.
func (c *Command) grade(ctx context.Context, g sudoku.Grid, lang i18n.Lang) string {
	if g.Size() > 9 {
		return ""
	}
	r, err := sudoku.Rate(ctx, g)
	if err != nil {
		return ""
	}
	if r.Stuck {
		return msgGradeStuck.In(lang)
	}
	return msgGrade.F(lang, difficultyName(r.Difficulty).In(lang), techniqueName(r.Hardest).In(lang))
}

// solutionReply is a public reply: msg, the solution's line to copy, and the solution in view, described
// by headline (msgAltSolution and its kin: the size, the givens, the digits found) under its picture, with
// the legend of its colours when kibitz found digits (a grid given full has none to tell apart).
func (c *Command) solutionReply(msg string, lang i18n.Lang, view commands.View, givens, sol sudoku.Grid, headline i18n.Text) (*router.Response, error) {
	n, given := givens.Size(), givens.Givens()
	alt := foundAlt(headline.Format(n, nGivens.N(int64(given)), nDigits.N(int64(sol.Givens()-given))), givens, sol, msgAltFound)
	resp := &router.Response{Content: msg + "\n" + textForms(sol, view)}
	legend := msgLegend
	if sol.Givens() == given {
		legend = none
	}
	if _, err := show(resp, lang, view, c.board(lang, "sudoku-solution.png", givens, sol, nil, alt, none, msgFilledFound), legend); err != nil {
		return nil, err
	}
	return resp, nil
}

// noSolution says that g has no solution, with a cell that shows it at once when there is one.
func (c *Command) noSolution(lang i18n.Lang, view commands.View, g sudoku.Grid) (*router.Response, error) {
	msg := msgNoSolution.In(lang)
	if cell, ok := deadCell(g); ok {
		msg += " " + msgDeadCell.F(lang, cell)
	}
	resp := &router.Response{Content: msg + "\n```\n" + g.String() + "\n```"}
	alt := gridAlt(msgAltUnsolvable.Format(g.Size(), nGivens.N(int64(g.Givens()))), g)
	if _, err := show(resp, lang, view, c.board(lang, "sudoku-puzzle.png", g, g, nil, alt, none, none), none); err != nil {
		return nil, err
	}
	return resp, nil
}

// deadCell returns the first blank cell whose row, column and box already hold every digit.
func deadCell(g sudoku.Grid) (sudoku.Cell, bool) {
	n, b := g.Size(), g.Box()
	for r := range n {
		for c := range n {
			if g.At(r, c) != 0 {
				continue
			}
			var seen [sudoku.MaxSize + 1]bool
			count := 0
			see := func(d int) {
				if d != 0 && !seen[d] {
					seen[d] = true
					count++
				}
			}
			for k := range n {
				see(g.At(r, k))
				see(g.At(k, c))
				see(g.At(r/b*b+k/b, c/b*b+k%b))
			}
			if count == n {
				return sudoku.Cell{Row: r, Col: c}, true
			}
		}
	}
	return sudoku.Cell{}, false
}

// maxListed bounds the differing cells listed in a reply; the images show them all.
const maxListed = 30

// several shows two solutions of g and where they differ: side by side in one message as emoji or text,
// the differing cells marked @ in the text; as two pictures, the differing cells in yellow.
func (c *Command) several(lang i18n.Lang, view commands.View, g, a, b sudoku.Grid) (*router.Response, error) {
	diff := sudoku.Diff(a, b)
	n := g.Size()
	var items []string
	for i, cell := range diff {
		if i == maxListed {
			items = append(items, msgMoreCells.F(lang, i18n.Num(len(diff)-i)))
			break
		}
		items = append(items, msgOr.F(lang, cell, string(sudoku.Symbol(n, a.At(cell.Row, cell.Col))), string(sudoku.Symbol(n, b.At(cell.Row, cell.Col)))))
	}
	resp := &router.Response{Content: msgSeveral.F(lang, nCells.N(int64(len(diff)))) + "\n" + i18n.List(lang, items) + "\n" + msgSeveralHint.In(lang)}
	alt := func(i int) i18n.Text {
		return foundAlt(msgAltSeveral.Format(n, i, nGivens.N(int64(g.Givens())), nCells.N(int64(len(diff)))), g, []sudoku.Grid{a, b}[i-1], msgAltFound)
	}
	both := commands.Board{Image: c.picture("sudoku-solution-1.png", g, a, diff), Alt: alt(1), Without: without(n)}
	ea, legend := emojiGrid(lang, g, a, msgFilledFound)
	if eb, _ := emojiGrid(lang, g, b, msgFilledFound); ea != "" {
		both.Emoji = withLegend(msgSolutionNumber.F(lang, 1)+"\n"+ea+"\n"+msgSolutionNumber.F(lang, 2)+"\n"+eb, legend)
	}
	both.Text = msgSolutionNumber.F(lang, 1) + "\n" + answerText(g, a, diff) + "\n" + msgSolutionNumber.F(lang, 2) + "\n" +
		answerText(g, b, diff) + "\n" + textLegend(lang, g, a, diff, msgFilledFound) + "\n" + msgSeveralMarked.F(lang, codeSpan(string(textHighlight)))
	used, err := show(resp, lang, view, both, msgSeveralPictures)
	if err != nil {
		return nil, err
	}
	if used != commands.ViewImage {
		return resp, nil
	}
	second, err := c.picture("sudoku-solution-2.png", g, b, diff)()
	if err != nil {
		return nil, err
	}
	resp.Attach(second, alt(2).In(lang))
	return resp, nil
}
