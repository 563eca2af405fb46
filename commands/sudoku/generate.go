package sudoku

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/sudoku"
	"kibitz/storage"
)

// /sudoku generate: the generated puzzles and their Hint, Reveal and Start over buttons (the stored
// puzzle and the hints given on it are in game.go).

// generate answers /sudoku generate: a new puzzle with its buttons.
func (c *Command) generate(ctx context.Context, req *router.Request) (*router.Response, error) {
	size := 9
	if v, ok := req.Int("size"); ok {
		size = int(v)
	}
	if size != 4 && size != 9 && size != 16 && size != 25 {
		return nil, router.Fail(router.Invalid, msgBadSize.Format(size)).WithHint(hintGenerate)
	}
	id := c.NewID()
	p, notes, err := c.makePuzzle(ctx, req, size, seed(id), false)
	if err != nil {
		return nil, err
	}
	g := &Generated{ID: id, Puzzle: p.String(), By: req.User.ID}
	if err := storage.PutJSON(ctx, c.Store, gameKey(id), keep, g); err != nil {
		return nil, err
	}
	givens := nGivens.N(int64(p.Givens.Givens()))
	offer := msgNew.Text(req.Place)
	if req.Alone() {
		offer = msgNewYours // a server that shows kibitz's replies to the asker alone: nobody else sees it
	}
	content := offer.F(req.Lang, size, difficultyName(p.Difficulty), givens) + " " + msgKept.In(req.Lang)
	for _, n := range notes {
		content += "\n" + n
	}
	content += "\n```\n" + p.Givens.String() + "\n```"
	resp := &router.Response{
		Content: content,
		Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.Button{CustomID: router.ID(hintRoute, id), Label: msgHintButton.In(req.Lang), Style: discordgo.PrimaryButton},
			discordgo.Button{CustomID: router.ID(revealRoute, id), Label: msgRevealButton.In(req.Lang), Style: discordgo.SecondaryButton},
		}}},
	}
	alt := gridAlt(msgAltPuzzle.Format(size, difficultyName(p.Difficulty), givens), p.Givens)
	if _, err := show(resp, req.Lang, c.ViewOf(ctx, req), c.board(req.Lang, "sudoku.png", p.Givens, p.Givens, nil, alt, none, none), none); err != nil {
		return nil, err
	}
	return resp, nil
}

// makePuzzle makes the puzzle of the given size that /sudoku generate or /sudoku play asks for, with
// seed, at the difficulty option's grade (medium when it is left out, 9x9 only), and the notes to show
// beside it (a grade that could not be had, a difficulty asked for a size without grades). play says which
// command asked (/sudoku play, else /sudoku generate), whose example its errors show.
func (c *Command) makePuzzle(ctx context.Context, req *router.Request, size int, seed uint64, play bool) (sudoku.Puzzle, []string, error) {
	hint := hintGenerate
	if play {
		hint = hintPlay
	}
	want := sudoku.Medium
	if name := req.String("difficulty"); name != "" {
		d, err := sudoku.ParseDifficulty(name)
		if err != nil {
			quoted := commands.TypedWith(name, "은/는")
			return sudoku.Puzzle{}, nil, router.Fail(router.Invalid, msgBadDifficulty.Format(quoted)).WithHint(hint)
		}
		want = d
	}
	var notes []string
	opt := sudoku.GenerateOptions{Size: size, Difficulty: want}
	if size != 9 {
		// 4x4 puzzles are all easy (and an Easy request would be filled back up to 36 givens: the whole
		// grid); larger ones take one attempt, graded as it comes.
		opt.Difficulty = 0
		if req.Has("difficulty") {
			notes = append(notes, msgGradeOnly9.In(req.Lang))
		}
	}
	opt.Seed = seed
	gctx, cancel := context.WithTimeout(ctx, c.generateBudget)
	defer cancel()
	p, err := sudoku.Generate(gctx, opt)
	switch {
	case errors.Is(err, sudoku.ErrAttempts):
		notes = append(notes, msgClosest.F(req.Lang, difficultyName(want), nTries.N(sudoku.DefaultAttempts)))
	case err != nil && ctx.Err() != nil:
		return sudoku.Puzzle{}, nil, err
	case errors.Is(err, context.DeadlineExceeded):
		return sudoku.Puzzle{}, nil, router.Fail(router.TooLarge, msgGenerateBudget.Format(size, budget(c.generateBudget))).WithHint(budgetHint(size, play))
	case err != nil:
		return sudoku.Puzzle{}, nil, fmt.Errorf("sudoku: generate: %w", err)
	}
	return p, notes, nil
}

// seed derives the generator's seed from the game id: random ids give random puzzles, and a
// puzzle can be made again from its id.
func seed(id string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(id))
	return h.Sum64()
}

// validID reports whether id can be a game id (NewID's alphabet, a sane length): anything else
// in a custom_id is forged, and never reaches the store.
func validID(id string) bool {
	if id == "" || len(id) > 32 {
		return false
	}
	for _, r := range id {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}

// load reads the game a button names.
func (c *Command) load(ctx context.Context, id string) (*Generated, sudoku.Puzzle, error) {
	if !validID(id) {
		return nil, sudoku.Puzzle{}, router.Fail(router.NotFound, msgBadButton).WithHint(hintNew)
	}
	var g Generated
	if err := storage.GetJSON(ctx, c.Store, gameKey(id), &g); err != nil {
		if errors.Is(err, storage.ErrNotFound) {
			return nil, sudoku.Puzzle{}, router.Fail(router.NotFound, msgExpired).WithHint(hintNew)
		}
		return nil, sudoku.Puzzle{}, err
	}
	p, err := g.puzzle()
	return &g, p, err
}

// hint gives the presser the next step after their earlier hints, privately. Two presses at once by one
// user give two successive steps: the progress changes only by compare-and-set.
func (c *Command) hint(ctx context.Context, req *router.Request) (*router.Response, error) {
	g, p, err := c.load(ctx, req.Params["game"])
	if err != nil {
		return nil, err
	}
	hctx, cancel := context.WithTimeout(ctx, c.solveBudget)
	defer cancel()
	var (
		steps []sudoku.Step
		grid  sudoku.Grid
		done  bool
	)
	created := false
	prog, err := storage.UpdateJSON(ctx, c.Store, progressKey(g.ID, req.User.ID), keep, func(cur *Progress) (*Progress, error) {
		steps, done, created = nil, false, cur == nil
		grid = p.Givens
		hints := 0
		var removed []int
		if cur != nil {
			if saved, err := sudoku.Parse(cur.Grid); err == nil && onTheWay(saved, p) {
				grid, hints, removed = saved, cur.Hints, cur.Removed
			}
		}
		// grid is the puzzle's givens with some of its solution's digits: the solution is known. The
		// candidates earlier hints removed stay removed: the header says this one follows from them.
		n := grid.Size()
		st, err := sudoku.HintAfter(hctx, grid, p.Solution, removedCandidates(removed, n))
		switch {
		case errors.Is(err, sudoku.ErrSolved):
			done = true
			return nil, storage.ErrKeep
		case err != nil:
			return nil, err
		}
		last := st[len(st)-1]
		grid.Set(last.Cell.Row, last.Cell.Col, last.Digit)
		steps = st
		return &Progress{Hints: hints + 1, Grid: grid.String(), Removed: withRemoved(removed, st, grid)}, nil
	})
	switch {
	case err != nil && ctx.Err() != nil:
		return nil, err
	case errors.Is(err, context.DeadlineExceeded):
		return nil, router.Fail(router.TooLarge, msgHintBudget.Format(budget(c.solveBudget))).WithHint(hintHintBudget)
	case err != nil:
		return nil, fmt.Errorf("sudoku: hint: %w", err)
	}
	if created && prog != nil { // so that /settings forget finds the user's progress
		c.Remember(ctx, req.User.ID, commands.KeyMember(progressKey(g.ID, req.User.ID)))
	}
	restart := discordgo.Button{CustomID: router.ID(restartRoute, g.ID), Label: msgRestartButton.In(req.Lang), Style: discordgo.SecondaryButton}
	if done {
		hints := 0
		if prog != nil {
			hints = prog.Hints
		}
		return &router.Response{Content: msgHintsDone.F(req.Lang, nHints.N(int64(hints))), Private: true,
			Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{restart}}}}, nil
	}
	header := msgFirstHintHeader.In(req.Lang)
	switch {
	case prog.Hints == 2:
		header = msgSecondHintHeader.In(req.Lang)
	case prog.Hints > 2:
		header = msgHintHeader.F(req.Lang, prog.Hints, nEarlierHints.N(int64(prog.Hints-1)))
	}
	last := steps[len(steps)-1]
	n, given := p.Givens.Size(), p.Givens.Givens()
	alt := foundAlt(msgAltHint.Format(n, nGivens.N(int64(given)), nDigits.N(int64(grid.Givens()-given)),
		last.Cell), p.Givens, grid, msgAltFromHints)
	marked := msgHintMarked.Format(codeSpan(string(textHighlight)), msgRowColumn.Format(last.Cell.Row+1, last.Cell.Col+1))
	b := c.board(req.Lang, "sudoku-hint.png", p.Givens, grid, []sudoku.Cell{last.Cell}, alt, marked, msgFilledHints)
	view := c.ViewOf(ctx, req)
	// The eliminations of every step stay removed for the next hints (withRemoved), so a step the text
	// has no room for goes in an attachment: a later hint must follow from what the player was shown.
	text, cut := stepsText(steps, n, req.Lang, stepsRoom(view, b, header, msgHintLegend.In(req.Lang)), stepsFile)
	resp := &router.Response{
		Content: header + "\n" + text,
		Private: true,
		Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.Button{CustomID: router.ID(hintRoute, g.ID), Label: msgNextButton.In(req.Lang), Style: discordgo.PrimaryButton},
			restart,
		}}},
	}
	if _, err := show(resp, req.Lang, view, b, msgHintLegend); err != nil {
		return nil, err
	}
	if cut {
		resp.Files = append(resp.Files, router.TextFile(stepsFile, allSteps(steps, n, req.Lang)))
	}
	return resp, nil
}

// stepsFile is the attachment with every step of a hint whose text has no room for them all.
const stepsFile = "steps.txt"

// stepsRoom is the room, in bytes, that a hint's steps take: what header and the grid leave of a message,
// the grid in the view asked for, or the picture's legend when the view is the picture or a grid too
// large to fit beside them (which falls back to the picture).
func stepsRoom(view commands.View, b commands.Board, header, legend string) int {
	room := router.MaxContent - len(header) - 8
	if grid := gridRoom(view, b, minStepsRoom); grid > 0 {
		return room - grid
	}
	if view != commands.ViewImage {
		room -= fallbackLine // the grid falls back to the picture, and a line says so
	}
	return room - len(legend)
}

// minStepsRoom is the least room, in characters, that a hint's steps keep beside its grid in the emoji
// or text view: a grid that would leave less (a 16x16 grid's text takes half a message) leaves the
// hint the room of the picture's.
const minStepsRoom = 700

// restart forgets the presser's hints on a puzzle.
func (c *Command) restart(ctx context.Context, req *router.Request) (*router.Response, error) {
	g, _, err := c.load(ctx, req.Params["game"])
	if err != nil {
		return nil, err
	}
	// Through UpdateJSON like every change, so a hint being computed at the same instant is either
	// before the restart or after it, never half of each.
	forget := func(*Progress) (*Progress, error) { return nil, nil }
	if _, err := storage.UpdateJSON(ctx, c.Store, progressKey(g.ID, req.User.ID), keep, forget); err != nil {
		return nil, err
	}
	return router.PrivateReply(msgRestarted.In(req.Lang)), nil
}

// reveal shows the presser the solution, privately.
func (c *Command) reveal(ctx context.Context, req *router.Request) (*router.Response, error) {
	_, p, err := c.load(ctx, req.Params["game"])
	if err != nil {
		return nil, err
	}
	n, view := p.Givens.Size(), c.ViewOf(ctx, req)
	resp := &router.Response{Content: msgReveal.F(req.Lang, n, difficultyName(p.Difficulty)) + "\n" + textForms(p.Solution, view), Private: true}
	given := p.Givens.Givens()
	alt := foundAlt(msgAltSolution.Format(n, nGivens.N(int64(given)), nDigits.N(int64(p.Solution.Givens()-given))), p.Givens, p.Solution, msgAltFound)
	if _, err := show(resp, req.Lang, view, c.board(req.Lang, "sudoku-solution.png", p.Givens, p.Solution, nil, alt, none, msgFilledFound), msgLegend); err != nil {
		return nil, err
	}
	return resp, nil
}

// onTheWay reports whether g is p's starting grid with some of the solution's digits filled in: a
// saved progress that a hint can follow on from. Anything else (a record from another version) is
// ignored, and hints start over.
func onTheWay(g sudoku.Grid, p sudoku.Puzzle) bool {
	if g.Size() != p.Givens.Size() {
		return false
	}
	n := g.Size()
	for r := range n {
		for c := range n {
			d, given := g.At(r, c), p.Givens.At(r, c)
			if given != 0 && d != given || d != 0 && d != p.Solution.At(r, c) {
				return false
			}
		}
	}
	return true
}

// budgetHint is what to do after making a puzzle of size ran out of time, in /sudoku play (play) or
// /sudoku generate: ask for the next smaller grid the command offers, or, for 9x9 and smaller, try again.
func budgetHint(size int, play bool) i18n.Text {
	switch {
	case size <= 9:
		return hintBudgetAgain
	case play:
		return hintPlayBudget9
	case size > 16:
		return hintGenerateBudget
	}
	return hintGenerateBudget9
}
