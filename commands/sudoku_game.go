package commands

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/sudoku"
	"kibitz/storage"
)

// The generated puzzles of /sudoku generate and their Hint, Reveal and Start over buttons.

// sudokuGame is a generated puzzle as stored under "sdk:<id>". It never changes once written.
type sudokuGame struct {
	ID string `json:"id"`
	// Puzzle is sudoku.Puzzle's stable text form, "difficulty:givens:solution".
	Puzzle string `json:"puzzle"`
	// By is the user who asked for it.
	By string `json:"by"`
}

// The versions of the stored layouts of sudokuGame and sudokuProgress (storage.Versioned). Bump one, with
// a MigrateFrom, when a change would make values stored before it decode wrongly.
const (
	sudokuGameSchema     = 1
	sudokuProgressSchema = 1
)

func (sudokuGame) SchemaVersion() int     { return sudokuGameSchema }
func (sudokuProgress) SchemaVersion() int { return sudokuProgressSchema }

func (g *sudokuGame) puzzle() (sudoku.Puzzle, error) {
	var p sudoku.Puzzle
	if err := p.UnmarshalText([]byte(g.Puzzle)); err != nil {
		return p, fmt.Errorf("sudoku: stored puzzle %s: %w", g.ID, err)
	}
	return p, nil
}

// sudokuProgress is one user's hints on one puzzle, under "sdk:<id>:<user>": how many were given, and
// the starting grid with the digit of each of them filled in, from which the next hint follows.
type sudokuProgress struct {
	Hints int    `json:"hints"`
	Grid  string `json:"grid"`
}

func sudokuKey(id string) string                 { return "sdk:" + id }
func sudokuProgressKey(id, userID string) string { return "sdk:" + id + ":" + userID }

var (
	msgSudokuNew = i18n.Text{
		En: "**New Sudoku**, %[1]dx%[1]d, %[2]s, %[3]d givens, for anyone here to solve. **Hint** gives you the next logical step (press it again for the one after), **Reveal** the solution: both answer privately.",
		Ko: "**새 스도쿠**: %[1]dx%[1]d, %[2]s, 주어진 숫자 %[3]d개. 누구나 풀 수 있습니다. **힌트**는 다음 논리적 단계를 (다시 누르면 그다음 단계를), **정답**은 답을 보여 줍니다. 둘 다 누른 사람에게만 보입니다.",
	}
	msgSudokuKept = i18n.Text{
		En: "The buttons work for 7 days.",
		Ko: "버튼은 7일 동안 작동합니다.",
	}
	msgSudokuGradeOnly9 = i18n.Text{
		En: "Difficulty is chosen for 9x9 puzzles only: larger ones come as they are made (nearly always expert), and 4x4 ones are all easy.",
		Ko: "난이도는 9x9 퍼즐에서만 고를 수 있습니다. 더 큰 퍼즐은 만들어지는 대로 나오고 (거의 언제나 전문가), 4x4 퍼즐은 모두 쉬움입니다.",
	}
	msgSudokuClosest = i18n.Text{
		En: "No %s puzzle came up within %d tries; this is the closest one made.",
		Ko: "%[2]d번 시도하는 동안 %[1]s 퍼즐이 나오지 않아, 가장 가까운 퍼즐을 드립니다.",
	}
	msgSudokuGenerateBudget = i18n.Text{
		En: "Making a %[1]dx%[1]d puzzle took longer than kibitz allows (%[2]d s).",
		Ko: "%[1]dx%[1]d 퍼즐을 만드는 데 kibitz의 제한 시간(%[2]d초)보다 오래 걸렸습니다.",
	}
	hintSudokuGenerateBudget = i18n.Text{
		En: "Try again in a moment, or ask for a smaller grid: /sudoku generate size:16",
		Ko: "잠시 후 다시 해 보거나 더 작은 판을 고르세요: /스도쿠 생성 크기:16",
	}
	msgSudokuBadSize = i18n.Text{
		En: "There is no %[1]dx%[1]d Sudoku here: the sizes are 4, 9, 16 and 25.",
		Ko: "%[1]dx%[1]d 스도쿠는 없습니다. 크기는 4, 9, 16, 25 중에서 고르세요.",
	}
	msgSudokuBadDifficulty = i18n.Text{
		En: "%q is not a difficulty: choose easy, medium, hard or expert.",
		Ko: "%q는 난이도가 아닙니다. easy, medium, hard, expert 중에서 고르세요.",
	}
	hintSudokuGenerate = i18n.Text{
		En: "Example: /sudoku generate difficulty:hard size:9",
		Ko: "예: /스도쿠 생성 난이도:hard 크기:9",
	}
	msgSudokuHintButton    = i18n.Text{En: "Hint", Ko: "힌트"}
	msgSudokuNextButton    = i18n.Text{En: "Next hint", Ko: "다음 힌트"}
	msgSudokuRevealButton  = i18n.Text{En: "Reveal", Ko: "정답"}
	msgSudokuRestartButton = i18n.Text{En: "Start hints over", Ko: "힌트 처음부터"}
	msgSudokuExpired       = i18n.Text{
		En: "This puzzle has expired: generated puzzles are kept for 7 days.",
		Ko: "이 퍼즐은 만료되었습니다. 만든 퍼즐은 7일 동안 보관됩니다.",
	}
	hintSudokuNew = i18n.Text{
		En: "Make a new one with /sudoku generate",
		Ko: "/스도쿠 생성 명령으로 새 퍼즐을 만드세요.",
	}
	msgSudokuBadButton = i18n.Text{
		En: "That button does not name a puzzle.",
		Ko: "그 버튼은 퍼즐을 가리키지 않습니다.",
	}
	msgSudokuHintHeader = i18n.Text{
		En: "**Hint %[1]d**, following on from the starting grid and your %[2]d earlier hints (kibitz cannot see the digits you wrote in):",
		Ko: "**힌트 %[1]d**: 시작 판과 앞서 받은 힌트 %[2]d개에 이어지는 단계입니다 (kibitz는 당신이 써 넣은 숫자를 볼 수 없습니다).",
	}
	msgSudokuSecondHintHeader = i18n.Text{
		En: "**Hint 2**, following on from the starting grid and your earlier hint (kibitz cannot see the digits you wrote in):",
		Ko: "**힌트 2**: 시작 판과 앞서 받은 힌트 1개에 이어지는 단계입니다 (kibitz는 당신이 써 넣은 숫자를 볼 수 없습니다).",
	}
	msgSudokuFirstHintHeader = i18n.Text{
		En: "**Hint 1**, from the starting grid (kibitz cannot see the digits you wrote in; press again for the next step):",
		Ko: "**힌트 1**: 시작 판에서 출발한 단계입니다 (kibitz는 당신이 써 넣은 숫자를 볼 수 없습니다. 다시 누르면 다음 단계가 나옵니다).",
	}
	msgSudokuHintLegend = i18n.Text{
		En: "In the image: givens dark, the digits of your hints blue, this hint's cell yellow.",
		Ko: "그림: 주어진 숫자는 검은색, 힌트로 받은 숫자는 파란색, 이번 힌트의 칸은 노란색입니다.",
	}
	msgSudokuHintsDone = i18n.Text{
		En: "You have had a hint for every cell (%d hints): the grid is complete. Press **Start hints over** to begin again from the starting grid.",
		Ko: "모든 칸의 힌트를 받았습니다 (힌트 %d개). 판이 다 찼습니다. **힌트 처음부터**를 누르면 시작 판부터 다시 시작합니다.",
	}
	msgSudokuRestarted = i18n.Text{
		En: "Your hints for this puzzle start over: the next **Hint** is step 1, from the starting grid.",
		Ko: "이 퍼즐의 힌트를 처음부터 다시 시작합니다. 다음 **힌트**는 시작 판에서 출발하는 1단계입니다.",
	}
	msgSudokuReveal = i18n.Text{
		En: "The solution (%[1]dx%[1]d, %[2]s): givens dark, the rest blue.",
		Ko: "정답 (%[1]dx%[1]d, %[2]s): 주어진 숫자는 검은색, 나머지는 파란색입니다.",
	}
	msgSudokuHintBudget = i18n.Text{
		En: "Finding the next step took longer than kibitz allows (%d s).",
		Ko: "다음 단계를 찾는 데 kibitz의 제한 시간(%d초)보다 오래 걸렸습니다.",
	}
	hintSudokuHintBudget = i18n.Text{
		En: "Press Reveal to see the solution instead.",
		Ko: "대신 정답 버튼을 눌러 답을 확인하세요.",
	}
)

// generate answers /sudoku generate: a new puzzle with its buttons.
func (s *sudokuCommand) generate(ctx context.Context, req *router.Request) (*router.Response, error) {
	size := 9
	if v, ok := req.Int("size"); ok {
		size = int(v)
	}
	if size != 4 && size != 9 && size != 16 && size != 25 {
		return nil, router.Fail(router.Invalid, msgSudokuBadSize.Format(size)).WithHint(hintSudokuGenerate)
	}
	want := sudoku.Medium
	if name := req.String("difficulty"); name != "" {
		d, err := sudoku.ParseDifficulty(name)
		if err != nil {
			return nil, router.Fail(router.Invalid, msgSudokuBadDifficulty.Format(name)).WithHint(hintSudokuGenerate)
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
			notes = append(notes, msgSudokuGradeOnly9.In(req.Lang))
		}
	}
	id := s.NewID()
	opt.Seed = sudokuSeed(id)
	gctx, cancel := context.WithTimeout(ctx, s.generateBudget)
	defer cancel()
	p, err := sudoku.Generate(gctx, opt)
	switch {
	case errors.Is(err, sudoku.ErrAttempts):
		notes = append(notes, msgSudokuClosest.F(req.Lang, sudokuDifficultyName(want).In(req.Lang), sudoku.DefaultAttempts))
	case err != nil && ctx.Err() != nil:
		return nil, err
	case errors.Is(err, context.DeadlineExceeded):
		return nil, router.Fail(router.TooLarge, msgSudokuGenerateBudget.Format(size, s.budgetSeconds(s.generateBudget))).WithHint(hintSudokuGenerateBudget)
	case err != nil:
		return nil, fmt.Errorf("sudoku: generate: %w", err)
	}
	g := &sudokuGame{ID: id, Puzzle: p.String(), By: req.User.ID}
	if err := storage.PutJSON(ctx, s.Store, sudokuKey(id), sudokuKeep, g); err != nil {
		return nil, err
	}
	png, err := render.PNG(render.Sudoku(p.Givens, p.Givens, nil))
	if err != nil {
		return nil, fmt.Errorf("sudoku: render: %w", err)
	}
	content := msgSudokuNew.F(req.Lang, size, sudokuDifficultyName(p.Difficulty).In(req.Lang), p.Givens.Givens()) +
		" " + msgSudokuKept.In(req.Lang)
	for _, n := range notes {
		content += "\n" + n
	}
	content += "\n```\n" + p.Givens.String() + "\n```"
	return &router.Response{
		Content: content,
		Files:   []*discordgo.File{router.PNG("sudoku.png", png)},
		Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.Button{CustomID: router.ID(sudokuHintRoute, id), Label: msgSudokuHintButton.In(req.Lang), Style: discordgo.PrimaryButton},
			discordgo.Button{CustomID: router.ID(sudokuRevealRoute, id), Label: msgSudokuRevealButton.In(req.Lang), Style: discordgo.SecondaryButton},
		}}},
	}, nil
}

// sudokuSeed derives the generator's seed from the game id: random ids give random puzzles, and a
// puzzle can be made again from its id.
func sudokuSeed(id string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(id))
	return h.Sum64()
}

// sudokuValidID reports whether id can be a game id (NewID's alphabet, a sane length): anything else
// in a custom_id is forged, and never reaches the store.
func sudokuValidID(id string) bool {
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
func (s *sudokuCommand) load(ctx context.Context, id string) (*sudokuGame, sudoku.Puzzle, error) {
	if !sudokuValidID(id) {
		return nil, sudoku.Puzzle{}, router.Fail(router.NotFound, msgSudokuBadButton).WithHint(hintSudokuNew)
	}
	var g sudokuGame
	if err := storage.GetJSON(ctx, s.Store, sudokuKey(id), &g); err != nil {
		if errors.Is(err, storage.ErrNotFound) {
			return nil, sudoku.Puzzle{}, router.Fail(router.NotFound, msgSudokuExpired).WithHint(hintSudokuNew)
		}
		return nil, sudoku.Puzzle{}, err
	}
	p, err := g.puzzle()
	return &g, p, err
}

// hint gives the presser the next step after their earlier hints, privately. Two presses at once by one
// user give two successive steps: the progress changes only by compare-and-set.
func (s *sudokuCommand) hint(ctx context.Context, req *router.Request) (*router.Response, error) {
	g, p, err := s.load(ctx, req.Params["game"])
	if err != nil {
		return nil, err
	}
	hctx, cancel := context.WithTimeout(ctx, s.solveBudget)
	defer cancel()
	var (
		steps []sudoku.Step
		grid  sudoku.Grid
		done  bool
	)
	prog, err := storage.UpdateJSON(ctx, s.Store, sudokuProgressKey(g.ID, req.User.ID), sudokuKeep, func(cur *sudokuProgress) (*sudokuProgress, error) {
		steps, done = nil, false
		grid = p.Givens
		hints := 0
		if cur != nil {
			if saved, err := sudoku.Parse(cur.Grid); err == nil && sudokuOnTheWay(saved, p) {
				grid, hints = saved, cur.Hints
			}
		}
		// grid is the puzzle's givens with some of its solution's digits: the solution is known.
		st, err := sudoku.HintTowards(hctx, grid, p.Solution)
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
		return &sudokuProgress{Hints: hints + 1, Grid: grid.String()}, nil
	})
	switch {
	case err != nil && ctx.Err() != nil:
		return nil, err
	case errors.Is(err, context.DeadlineExceeded):
		return nil, router.Fail(router.TooLarge, msgSudokuHintBudget.Format(s.budgetSeconds(s.solveBudget))).WithHint(hintSudokuHintBudget)
	case err != nil:
		return nil, fmt.Errorf("sudoku: hint: %w", err)
	}
	restart := discordgo.Button{CustomID: router.ID(sudokuRestartRoute, g.ID), Label: msgSudokuRestartButton.In(req.Lang), Style: discordgo.SecondaryButton}
	if done {
		hints := 0
		if prog != nil {
			hints = prog.Hints
		}
		return &router.Response{Content: msgSudokuHintsDone.F(req.Lang, hints), Private: true,
			Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{restart}}}}, nil
	}
	header := msgSudokuFirstHintHeader.In(req.Lang)
	switch {
	case prog.Hints == 2:
		header = msgSudokuSecondHintHeader.In(req.Lang)
	case prog.Hints > 2:
		header = msgSudokuHintHeader.F(req.Lang, prog.Hints, prog.Hints-1)
	}
	last := steps[len(steps)-1]
	png, err := render.PNG(render.Sudoku(p.Givens, grid, []sudoku.Cell{last.Cell}))
	if err != nil {
		return nil, fmt.Errorf("sudoku: render: %w", err)
	}
	body := sudokuStepsText(steps, p.Givens.Size(), req.Lang, 2000-len(header)-len(msgSudokuHintLegend.In(req.Lang))-8)
	return &router.Response{
		Content: header + "\n" + body + "\n" + msgSudokuHintLegend.In(req.Lang),
		Private: true,
		Files:   []*discordgo.File{router.PNG("sudoku-hint.png", png)},
		Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.Button{CustomID: router.ID(sudokuHintRoute, g.ID), Label: msgSudokuNextButton.In(req.Lang), Style: discordgo.PrimaryButton},
			restart,
		}}},
	}, nil
}

// restart forgets the presser's hints on a puzzle.
func (s *sudokuCommand) restart(ctx context.Context, req *router.Request) (*router.Response, error) {
	g, _, err := s.load(ctx, req.Params["game"])
	if err != nil {
		return nil, err
	}
	// Through UpdateJSON like every change, so a hint being computed at the same instant is either
	// before the restart or after it, never half of each.
	forget := func(*sudokuProgress) (*sudokuProgress, error) { return nil, nil }
	if _, err := storage.UpdateJSON(ctx, s.Store, sudokuProgressKey(g.ID, req.User.ID), sudokuKeep, forget); err != nil {
		return nil, err
	}
	return router.PrivateReply(msgSudokuRestarted.In(req.Lang)), nil
}

// reveal shows the presser the solution, privately.
func (s *sudokuCommand) reveal(ctx context.Context, req *router.Request) (*router.Response, error) {
	_, p, err := s.load(ctx, req.Params["game"])
	if err != nil {
		return nil, err
	}
	png, err := render.PNG(render.Sudoku(p.Givens, p.Solution, nil))
	if err != nil {
		return nil, fmt.Errorf("sudoku: render: %w", err)
	}
	n := p.Givens.Size()
	content := msgSudokuReveal.F(req.Lang, n, sudokuDifficultyName(p.Difficulty).In(req.Lang)) + "\n" + sudokuTextForms(p.Solution)
	return &router.Response{Content: content, Private: true,
		Files: []*discordgo.File{router.PNG("sudoku-solution.png", png)}}, nil
}

// sudokuOnTheWay reports whether g is p's starting grid with some of the solution's digits filled in: a
// saved progress that a hint can follow on from. Anything else (a record from another version) is
// ignored, and hints start over.
func sudokuOnTheWay(g sudoku.Grid, p sudoku.Puzzle) bool {
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
