package commands

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/sudoku"
)

// /sudoku solve puzzle and /sudoku generate [difficulty] [size].
//
// solve answers with the solution as an image (givens dark, found digits in the accent colour) and as
// text, or says that the puzzle has no solution, or shows where two of its solutions differ. generate
// posts a new puzzle with two buttons whose replies are private, so anyone in the channel may press
// them: Hint gives the next logical step, named and explained, and each further press the step after it
// (kibitz cannot see what a user wrote in, so hints follow on from the starting grid and that user's
// earlier hints); Reveal shows the solution. The puzzle lives under "sdk:<id>" for a week; each user's
// hint progress under "sdk:<id>:<user>", as long. The grid sizes are 4x4, 9x9, 16x16 and 25x25; solving
// gives up after 10 seconds and generating after 20 (a 25x25 puzzle takes a few seconds to make).

const (
	sudokuHintRoute    = "sdk1/{game}/hint"
	sudokuRevealRoute  = "sdk1/{game}/reveal"
	sudokuRestartRoute = "sdk1/{game}/restart"
	// sudokuKeep is how long a generated puzzle, and a user's hint progress on it, is kept.
	sudokuKeep = 7 * 24 * time.Hour
	// sudokuSolveBudget bounds one solve (and one hint): plenty for any 9x9 grid, for 16x16 and 25x25
	// puzzles with a reasonable number of givens; a sparse large grid with no solution can search far
	// longer.
	sudokuSolveBudget = 10 * time.Second
	// sudokuGenerateBudget bounds making one puzzle: a 25x25 takes about 1.8 s of CPU, several seconds
	// of wall time on a busy machine.
	sudokuGenerateBudget = 20 * time.Second
	// sudokuMaxInput is the longest puzzle option accepted, in characters (the option's MaxLength): a
	// 25x25 grid pasted with a space between cells and box lines fits.
	sudokuMaxInput = 4000
)

type sudokuCommand struct {
	Deps
	// solveBudget and generateBudget are sudokuSolveBudget and sudokuGenerateBudget; tests shorten them.
	solveBudget, generateBudget time.Duration
}

func newSudoku(d Deps) *sudokuCommand {
	return &sudokuCommand{Deps: d, solveBudget: sudokuSolveBudget, generateBudget: sudokuGenerateBudget}
}

func (s *sudokuCommand) Register(m *router.Mux) {
	m.Command(router.Command{
		Name:        i18n.Text{En: "sudoku", Ko: "스도쿠"},
		Description: i18n.Text{En: "Sudoku: solve any 4x4 to 25x25 puzzle, or play a new one with hints", Ko: "스도쿠: 4x4부터 25x25까지 퍼즐을 풀거나, 힌트와 함께 새 퍼즐을 풉니다"},
		Subcommands: []router.Subcommand{{
			Name:        i18n.Text{En: "solve", Ko: "풀기"},
			Description: i18n.Text{En: "Solve a puzzle: its solution as an image and text (gives up after 10 s)", Ko: "퍼즐을 풀어 답을 그림과 글로 보여 줍니다 (10초가 넘으면 포기합니다)"},
			Example:     "/sudoku solve puzzle:53..7..../6..195.../.98....6./8...6...3/4..8.3..1/7...2...6/.6....28./...419..5/....8..79",
			Handler:     s.solve,
			Options: []router.Option{{
				Type:        discordgo.ApplicationCommandOptionString,
				Name:        i18n.Text{En: "puzzle", Ko: "퍼즐"},
				Description: i18n.Text{En: "Cells row by row, . or 0 for blanks; rows may be split by / or spaces", Ko: "칸을 한 줄씩, 빈칸은 . 또는 0; 행은 / 나 공백으로 나눠도 됩니다"},
				Required:    true,
				MaxLength:   sudokuMaxInput,
			}},
		}, {
			Name:        i18n.Text{En: "generate", Ko: "생성"},
			Description: i18n.Text{En: "A new puzzle with one solution, with Hint and Reveal buttons", Ko: "답이 하나인 새 퍼즐을 힌트, 정답 버튼과 함께 만듭니다"},
			Example:     "/sudoku generate difficulty:hard",
			Handler:     s.generate,
			// Measured (busy 2-core machine): 4x4 and 9x9 in under 11 ms, 16x16 in 60 to 100 ms, 25x25 in
			// 1.2 to 1.6 s.
			Heavy: func(req *router.Request) bool {
				size, _ := req.Int("size")
				return size >= 16
			},
			Options: []router.Option{{
				Type:        discordgo.ApplicationCommandOptionString,
				Name:        i18n.Text{En: "difficulty", Ko: "난이도"},
				Description: i18n.Text{En: "How hard, by the techniques needed (9x9; medium if left out)", Ko: "필요한 기법에 따른 난이도 (9x9만; 비우면 보통)"},
				Choices: []router.Choice{
					{Name: i18n.Text{En: "easy", Ko: "쉬움"}, Value: "easy"},
					{Name: i18n.Text{En: "medium", Ko: "보통"}, Value: "medium"},
					{Name: i18n.Text{En: "hard", Ko: "어려움"}, Value: "hard"},
					{Name: i18n.Text{En: "expert", Ko: "전문가"}, Value: "expert"},
				},
			}, {
				Type:        discordgo.ApplicationCommandOptionInteger,
				Name:        i18n.Text{En: "size", Ko: "크기"},
				Description: i18n.Text{En: "Grid size (9x9 if left out); 25x25 takes a few seconds", Ko: "판 크기 (비우면 9x9); 25x25는 몇 초 걸립니다"},
				Choices: []router.Choice{
					{Name: i18n.Plain("4x4"), Value: 4},
					{Name: i18n.Plain("9x9"), Value: 9},
					{Name: i18n.Plain("16x16"), Value: 16},
					{Name: i18n.Plain("25x25"), Value: 25},
				},
			}},
		}},
	})
	m.Component(sudokuHintRoute, s.hint)
	m.Component(sudokuRevealRoute, s.reveal)
	m.Component(sudokuRestartRoute, s.restart)
}

var (
	msgSudokuSolved = i18n.Text{
		En: "**Solved** (%[1]dx%[1]d, %[2]d givens): the solution is unique.",
		Ko: "**풀었습니다** (%[1]dx%[1]d, 주어진 숫자 %[2]d개): 답은 하나뿐입니다.",
	}
	msgSudokuAlreadyFull = i18n.Text{
		En: "This %[1]dx%[1]d grid is already full, and valid: nothing is left to solve.",
		Ko: "이 %[1]dx%[1]d 판은 이미 다 채워져 있고 올바릅니다. 풀 칸이 남아 있지 않습니다.",
	}
	msgSudokuGrade = i18n.Text{
		En: "Grade: %s (hardest step: %s).",
		Ko: "난이도: %s (가장 어려운 단계: %s).",
	}
	msgSudokuGradeStuck = i18n.Text{
		En: "Grade: expert (it needs more than the techniques kibitz knows: chains, colouring or guessing).",
		Ko: "난이도: 전문가 (kibitz가 아는 기법으로는 부족합니다: 체인, 색칠법 또는 추측이 필요합니다).",
	}
	msgSudokuLegend = i18n.Text{
		En: "Givens are dark, the digits kibitz found are blue.",
		Ko: "주어진 숫자는 검은색, kibitz가 찾은 숫자는 파란색입니다.",
	}
	msgSudokuNoSolution = i18n.Text{
		En: "**This puzzle has no solution**: no way of filling the grid keeps every row, column and box free of repeats. Check the givens for a typo.",
		Ko: "**이 퍼즐은 답이 없습니다**: 어떻게 채워도 모든 행, 열, 상자에 같은 숫자가 겹치게 됩니다. 주어진 숫자에 오타가 없는지 확인해 보세요.",
	}
	msgSudokuDeadCell = i18n.Text{
		En: "For a start, cell %s already sees every digit in its row, column and box.",
		Ko: "우선 %s 칸은 같은 행, 열, 상자에 이미 모든 숫자가 있어 들어갈 숫자가 없습니다.",
	}
	msgSudokuSeveral = i18n.Text{
		En: "**This puzzle has more than one solution**, so it is not a proper Sudoku. Two of them differ in %d cells (highlighted in the images: solution 1, then solution 2):",
		Ko: "**이 퍼즐은 답이 여러 개입니다**. 그래서 올바른 스도쿠가 아닙니다. 그중 두 답은 %d칸이 다릅니다 (그림에 노란색으로 표시: 답 1, 답 2):",
	}
	msgSudokuOr = i18n.Text{
		En: "%s: %s or %s",
		Ko: "%s: %s 또는 %s",
	}
	msgSudokuMoreCells = i18n.Text{
		En: "and %d more",
		Ko: "외 %d칸",
	}
	msgSudokuSeveralHint = i18n.Text{
		En: "Adding one of these digits as a given narrows the puzzle down.",
		Ko: "이 칸 중 하나에 숫자를 더 주면 답이 좁혀집니다.",
	}
	msgSudokuBudget = i18n.Text{
		En: "Solving this %[1]dx%[1]d puzzle took longer than kibitz allows (%[2]d s) and was stopped. Sparse large grids, above all ones with no solution, can take very long to search.",
		Ko: "이 %[1]dx%[1]d 퍼즐은 kibitz의 제한 시간(%[2]d초) 안에 풀리지 않아 멈췄습니다. 숫자가 적은 큰 판, 특히 답이 없는 판은 탐색에 아주 오래 걸릴 수 있습니다.",
	}
	hintSudokuBudget = i18n.Text{
		En: "Give more of the known digits and try again; 9x9 puzzles always solve in time.",
		Ko: "아는 숫자를 더 넣어 다시 해 보세요. 9x9 퍼즐은 언제나 시간 안에 풀립니다.",
	}
	msgSudokuUnproven = i18n.Text{
		En: "**A solution** (%[1]dx%[1]d, %[2]d givens). kibitz could not check within %[3]d s whether it is the only one.",
		Ko: "**답 하나** (%[1]dx%[1]d, 주어진 숫자 %[2]d개). 이 답이 유일한지는 %[3]d초 안에 확인하지 못했습니다.",
	}
)

// solve answers /sudoku solve.
func (s *sudokuCommand) solve(ctx context.Context, req *router.Request) (*router.Response, error) {
	text := req.String("puzzle")
	// The router enforces the option's MaxLength before this runs; this check is for a call that does not
	// go through it, and counts the same way, in characters, so a Korean or emoji puzzle is not refused at
	// a third of its length.
	if n := utf8.RuneCountInString(text); n > sudokuMaxInput {
		return nil, router.Fail(router.TooLarge, msgSudokuTooLong.Format(n, sudokuMaxInput)).WithHint(hintSudokuPuzzle)
	}
	g, err := sudoku.Parse(sudokuNormalise(text))
	if err != nil {
		return nil, sudokuInputError(err)
	}
	n := g.Size()
	sctx, cancel := context.WithTimeout(ctx, s.solveBudget)
	defer cancel()
	res, err := sudoku.Solve(sctx, g, sudoku.Options{Limit: 2})
	switch {
	case err != nil && ctx.Err() != nil:
		return nil, err // the interaction's own time ran out: the router says so
	case errors.Is(err, sudoku.ErrBudget) || errors.Is(err, context.DeadlineExceeded):
		if res.Found > 0 {
			msg := msgSudokuUnproven.F(req.Lang, n, g.Givens(), s.budgetSeconds(s.solveBudget))
			return sudokuSolutionReply(msg, req.Lang, g, res.Solutions[0])
		}
		return nil, router.Fail(router.TooLarge, msgSudokuBudget.Format(n, s.budgetSeconds(s.solveBudget))).WithHint(hintSudokuBudget)
	case err != nil:
		return nil, fmt.Errorf("sudoku: solve: %w", err)
	}
	switch res.Found {
	case 0:
		return s.noSolution(req.Lang, g)
	case 1:
		sol := res.Solutions[0]
		if g.Complete() {
			return sudokuSolutionReply(msgSudokuAlreadyFull.F(req.Lang, n), req.Lang, g, sol)
		}
		msg := msgSudokuSolved.F(req.Lang, n, g.Givens())
		if grade := s.grade(sctx, g, req.Lang); grade != "" {
			msg += " " + grade
		}
		return sudokuSolutionReply(msg, req.Lang, g, sol)
	}
	return s.several(req.Lang, g, res.Solutions[0], res.Solutions[1])
}

func (s *sudokuCommand) budgetSeconds(d time.Duration) int {
	return max(1, int(d.Round(time.Second)/time.Second))
}

// sudokuNormalise turns the separators a one-line Discord option may use between rows into line
// breaks: the parser reads spaces, pipes and line breaks, but not '/'.
func sudokuNormalise(s string) string {
	return strings.ReplaceAll(s, "/", "\n")
}

// grade rates a 4x4 or 9x9 puzzle with a unique solution, as a sentence; "" for larger grids, whose
// logical solve takes long, or when rating fails.
func (s *sudokuCommand) grade(ctx context.Context, g sudoku.Grid, lang i18n.Lang) string {
	if g.Size() > 9 {
		return ""
	}
	r, err := sudoku.Rate(ctx, g)
	if err != nil {
		return ""
	}
	if r.Stuck {
		return msgSudokuGradeStuck.In(lang)
	}
	return msgSudokuGrade.F(lang, sudokuDifficultyName(r.Difficulty).In(lang), sudokuTechniqueName(r.Hardest).In(lang))
}

// sudokuSolutionReply is a public reply: msg, the legend, the solution's text forms, and its image.
func sudokuSolutionReply(msg string, lang i18n.Lang, givens, sol sudoku.Grid) (*router.Response, error) {
	png, err := render.PNG(render.Sudoku(givens, sol, nil))
	if err != nil {
		return nil, fmt.Errorf("sudoku: render: %w", err)
	}
	content := msg + "\n" + msgSudokuLegend.In(lang) + "\n" + sudokuTextForms(sol)
	return &router.Response{Content: content, Files: []*discordgo.File{router.PNG("sudoku-solution.png", png)}}, nil
}

// sudokuTextForms is a grid's canonical line in a code block and, for 4x4 and 9x9, the boxed grid.
func sudokuTextForms(g sudoku.Grid) string {
	out := "```\n" + g.String() + "\n```"
	if g.Size() <= 9 {
		out += "\n```\n" + g.Pretty() + "```"
	}
	return out
}

// noSolution says that g has no solution, with a cell that shows it at once when there is one.
func (s *sudokuCommand) noSolution(lang i18n.Lang, g sudoku.Grid) (*router.Response, error) {
	msg := msgSudokuNoSolution.In(lang)
	if c, ok := sudokuDeadCell(g); ok {
		msg += " " + msgSudokuDeadCell.F(lang, c)
	}
	png, err := render.PNG(render.Sudoku(g, g, nil))
	if err != nil {
		return nil, fmt.Errorf("sudoku: render: %w", err)
	}
	return &router.Response{Content: msg + "\n```\n" + g.String() + "\n```",
		Files: []*discordgo.File{router.PNG("sudoku-puzzle.png", png)}}, nil
}

// sudokuDeadCell returns the first blank cell whose row, column and box already hold every digit.
func sudokuDeadCell(g sudoku.Grid) (sudoku.Cell, bool) {
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

// sudokuMaxListed bounds the differing cells listed in a reply; the images show them all.
const sudokuMaxListed = 30

// several shows two solutions of g and where they differ.
func (s *sudokuCommand) several(lang i18n.Lang, g, a, b sudoku.Grid) (*router.Response, error) {
	diff := sudoku.Diff(a, b)
	n := g.Size()
	var items []string
	for i, c := range diff {
		if i == sudokuMaxListed {
			items = append(items, msgSudokuMoreCells.F(lang, len(diff)-i))
			break
		}
		items = append(items, msgSudokuOr.F(lang, c, string(sudoku.Symbol(n, a.At(c.Row, c.Col))), string(sudoku.Symbol(n, b.At(c.Row, c.Col)))))
	}
	content := msgSudokuSeveral.F(lang, len(diff)) + "\n" + strings.Join(items, ", ") + "\n" + msgSudokuSeveralHint.In(lang)
	var files []*discordgo.File
	for i, sol := range []sudoku.Grid{a, b} {
		png, err := render.PNG(render.Sudoku(g, sol, diff))
		if err != nil {
			return nil, fmt.Errorf("sudoku: render: %w", err)
		}
		files = append(files, router.PNG(fmt.Sprintf("sudoku-solution-%d.png", i+1), png))
	}
	return &router.Response{Content: content, Files: files}, nil
}

var (
	msgSudokuErrEmpty = i18n.Text{
		En: "The puzzle is empty: kibitz found no cells in it.",
		Ko: "퍼즐이 비어 있습니다. 칸을 하나도 찾지 못했습니다.",
	}
	msgSudokuErrLength = i18n.Text{
		En: "The puzzle is one line of %[1]d characters; a %[2]dx%[2]d grid has %[3]d cells.",
		Ko: "퍼즐이 한 줄에 %[1]d글자입니다. %[2]dx%[2]d 판은 %[3]d칸입니다.",
	}
	msgSudokuErrCellCount = i18n.Text{
		En: "The grid has %[1]d cells; a %[2]dx%[2]d grid has %[3]d.",
		Ko: "판에 칸이 %[1]d개 있습니다. %[2]dx%[2]d 판은 %[3]d칸입니다.",
	}
	msgSudokuErrRowCount = i18n.Text{
		En: "The grid has %[1]d rows; a %[2]dx%[2]d grid has %[2]d.",
		Ko: "판에 행이 %[1]d개 있습니다. %[2]dx%[2]d 판은 %[2]d행입니다.",
	}
	msgSudokuErrOneRow = i18n.Text{
		En: "The puzzle is a single row of %[1]d cells; a %[1]dx%[1]d grid has %[1]d rows. Paste the whole grid, row after row.",
		Ko: "퍼즐이 %[1]d칸짜리 행 하나뿐입니다. %[1]dx%[1]d 판은 %[1]d행입니다. 판 전체를 한 행씩 이어서 붙여 넣으세요.",
	}
	msgSudokuErrRowLength = i18n.Text{
		En: "Row %[1]d has %[2]d cells; a %[3]dx%[3]d grid has %[3]d in each row.",
		Ko: "%[1]d행에 칸이 %[2]d개 있습니다. %[3]dx%[3]d 판은 행마다 %[3]d칸입니다.",
	}
	msgSudokuErrBadChar = i18n.Text{
		En: "Row %[1]d, column %[2]d holds %[3]q, which is neither a digit nor a blank (. or 0).",
		Ko: "%[1]d행 %[2]d열의 %[3]q 글자는 숫자도 빈칸(. 또는 0)도 아닙니다.",
	}
	msgSudokuErrDigitRange = i18n.Text{
		En: "Row %[1]d, column %[2]d holds %[3]c, but a %[4]dx%[4]d grid uses only %[5]s.",
		Ko: "%[1]d행 %[2]d열에 %[3]c 글자가 있지만, %[4]dx%[4]d 판에는 %[5]s만 씁니다.",
	}
	msgSudokuErrDupRow = i18n.Text{
		En: "Row %[1]d has two %[2]ss.",
		Ko: "%[1]d행에 %[2]s%[3]s 두 번 나옵니다.",
	}
	msgSudokuErrDupColumn = i18n.Text{
		En: "Column %[1]d has two %[2]ss.",
		Ko: "%[1]d열에 %[2]s%[3]s 두 번 나옵니다.",
	}
	msgSudokuErrDupBox = i18n.Text{
		En: "Box %[1]d (counted row by row from the top left) has two %[2]ss.",
		Ko: "%[1]d번 상자(왼쪽 위부터 한 줄씩 셉니다)에 %[2]s%[3]s 두 번 나옵니다.",
	}
	msgSudokuTooLong = i18n.Text{
		En: "The puzzle is %d characters long; kibitz reads at most %d (a 25x25 grid with spaces fits).",
		Ko: "퍼즐이 %d글자입니다. kibitz는 최대 %d글자까지 읽습니다 (공백을 넣은 25x25 판도 들어갑니다).",
	}
	msgSudokuErrOther = i18n.Text{
		En: "The puzzle cannot be read.",
		Ko: "퍼즐을 읽을 수 없습니다.",
	}
	hintSudokuPuzzle = i18n.Text{
		En: "Type the cells row by row, . or 0 for a blank (16, 81, 256 or 625 cells); rows may be split by / or spaces. Example: /sudoku solve puzzle:53..7..../6..195.../.98....6./8...6...3/4..8.3..1/7...2...6/.6....28./...419..5/....8..79",
		Ko: "칸을 한 줄씩 입력하고 빈칸은 . 또는 0으로 쓰세요 (16, 81, 256, 625칸). 행은 / 나 공백으로 나눠도 됩니다. 예: /스도쿠 풀기 퍼즐:53..7..../6..195.../.98....6./8...6...3/4..8.3..1/7...2...6/.6....28./...419..5/....8..79",
	}
	hintSudokuDuplicate = i18n.Text{
		En: "A digit may appear only once in each row, column and box: check that one for a typo.",
		Ko: "한 숫자는 각 행, 열, 상자에 한 번만 나올 수 있습니다. 그 부분에 오타가 없는지 확인하세요.",
	}
	hintSudokuAlphabet = i18n.Text{
		En: "Digits: 1-4 for 4x4, 1-9 for 9x9, 1-9 and A-G for 16x16, A-Y for 25x25; . or 0 for a blank.",
		Ko: "숫자: 4x4는 1-4, 9x9는 1-9, 16x16은 1-9와 A-G, 25x25는 A-Y; 빈칸은 . 또는 0.",
	}
	msgSudokuAlphabet16 = i18n.Text{En: "1-9 and A-G", Ko: "1-9와 A-G"}
)

// sudokuInputError words a parse error in both languages, with a hint.
func sudokuInputError(err error) error {
	var ie *sudoku.InputError
	if !errors.As(err, &ie) {
		return err
	}
	sym := ""
	if ie.Digit > 0 && ie.Size > 0 {
		sym = string(sudoku.Symbol(ie.Size, ie.Digit))
	}
	hint := hintSudokuPuzzle
	var msg i18n.Text
	switch ie.Code {
	case sudoku.CodeEmpty:
		msg = msgSudokuErrEmpty
	case sudoku.CodeLength:
		msg = msgSudokuErrLength.Format(ie.Length, ie.Size, ie.Want)
	case sudoku.CodeCellCount:
		msg = msgSudokuErrCellCount.Format(ie.Length, ie.Size, ie.Want)
	case sudoku.CodeRowCount:
		msg = msgSudokuErrRowCount.Format(ie.Rows, ie.Size)
		if ie.Rows == 1 {
			msg = msgSudokuErrOneRow.Format(ie.Size)
		}
	case sudoku.CodeRowLength:
		msg = msgSudokuErrRowLength.Format(ie.Row, ie.Length, ie.Size)
	case sudoku.CodeBadCharacter:
		msg, hint = msgSudokuErrBadChar.Format(ie.Row, ie.Col, ie.Char), hintSudokuAlphabet
	case sudoku.CodeDigitRange:
		alphabet := i18n.Plain(map[int]string{4: "1-4", 9: "1-9", 25: "A-Y"}[ie.Size])
		if ie.Size == 16 {
			alphabet = msgSudokuAlphabet16
		}
		msg = msgSudokuErrDigitRange.Format(ie.Row, ie.Col, ie.Char, ie.Size, alphabet)
		hint = hintSudokuAlphabet
	case sudoku.CodeDuplicateInRow:
		msg, hint = msgSudokuErrDupRow.Format(ie.Row, sym, sudokuIGa(sym)), hintSudokuDuplicate
	case sudoku.CodeDuplicateInColumn:
		msg, hint = msgSudokuErrDupColumn.Format(ie.Col, sym, sudokuIGa(sym)), hintSudokuDuplicate
	case sudoku.CodeDuplicateInBox:
		msg, hint = msgSudokuErrDupBox.Format(ie.Box, sym, sudokuIGa(sym)), hintSudokuDuplicate
	default:
		msg = msgSudokuErrOther
	}
	return router.Fail(router.Invalid, msg).WithHint(hint)
}
