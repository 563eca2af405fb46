package sudoku

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/sudoku"
	"kibitz/storage/memory"
)

// Every count /sudoku shows goes through i18n.Plural and every time limit through i18n.Duration: these
// tests hold the boundaries, 1 against 2 (and 0 where it can occur), in both languages.

// TestCountsInErrors: the mistakes a user can make with one cell or one character read right.
func TestCountsInErrors(t *testing.T) {
	h := newHarness(t, memory.New(), nil)
	for _, tc := range []struct {
		puzzle string
		en, ko string
	}{
		{"5", "The puzzle is one line of 1 character; a grid has 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25).", "퍼즐이 한 줄에 1글자입니다. 판은 16칸(4x4), 81칸(9x9), 256칸(16x16), 625칸(25x25) 중 하나여야 합니다."},
		{"53", "The puzzle is one line of 2 characters; a grid has 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25).", "퍼즐이 한 줄에 2글자입니다. 판은 16칸(4x4), 81칸(9x9), 256칸(16x16), 625칸(25x25) 중 하나여야 합니다."},
		{"1 2 3 4\n1 2 3 4\n1\n1 2 3 4", "Row 3 has 1 cell; a 4x4 grid has 4 in each row.", "3행이 1칸입니다. 4x4 판은 행마다 4칸입니다."},
		{"1 2 3 4\n1 2 3 4\n1 2\n1 2 3 4", "Row 3 has 2 cells; a 4x4 grid has 4 in each row.", "3행이 2칸입니다. 4x4 판은 행마다 4칸입니다."},
		{"1 2 3 4\n1", "The grid has 2 rows; a 4x4 grid has 4.", "판에 행이 2개 있습니다. 4x4 판은 4행입니다."},
		{"5 3", "The grid has 2 cells; a grid has 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25).", "판이 2칸입니다. 판은 16칸(4x4), 81칸(9x9), 256칸(16x16), 625칸(25x25) 중 하나여야 합니다."},
		{strings.Repeat("가", 1400), "one line of 1,400 characters; a grid has 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25).", "한 줄에 1,400글자입니다. 판은 16칸(4x4), 81칸(9x9), 256칸(16x16), 625칸(25x25) 중 하나여야 합니다."},
	} {
		for locale, want := range map[discordgo.Locale]string{discordgo.EnglishUS: tc.en, discordgo.Korean: tc.ko} {
			h.WantCode(t, commandtest.CommandIn(alice, locale, "sudoku", "solve", opt{"puzzle", tc.puzzle}), router.Invalid, want)
		}
	}
}

// TestCountsInWords: the solver's errors with the counts no puzzle above reaches, through the catalogue
// and through `kibitz solve`'s lines.
func TestCountsInWords(t *testing.T) {
	for _, tc := range []struct {
		ie     sudoku.InputError
		en, ko string
	}{
		{sudoku.InputError{Code: sudoku.CodeCellCount, Length: 1, Want: 16, Size: 4}, "The grid has 1 cell; a grid has 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25).", "판이 1칸입니다. 판은 16칸(4x4), 81칸(9x9), 256칸(16x16), 625칸(25x25) 중 하나여야 합니다."},
		{sudoku.InputError{Code: sudoku.CodeCellCount, Length: 13, Want: 16, Size: 4}, "The grid has 13 cells; a 4x4 grid has 16.", "판이 13칸입니다. 4x4 판은 16칸입니다."},
		{sudoku.InputError{Code: sudoku.CodeCellCount, Length: 1000, Want: 625, Size: 25}, "The grid has 1,000 cells; a grid has 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25).", "판이 1,000칸입니다."},
		{sudoku.InputError{Code: sudoku.CodeCellCount, Length: 600, Want: 625, Size: 25}, "The grid has 600 cells; a 25x25 grid has 625.", "판이 600칸입니다. 25x25 판은 625칸입니다."},
		// A count that is the cells of a square grid kibitz does not solve says so, near a size or not.
		{sudoku.InputError{Code: sudoku.CodeLength, Length: 64, Want: 81, Size: 9}, "The puzzle is one line of 64 characters, the cells of a grid of 8 rows of 8: kibitz solves grids of 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25), whose boxes are squares.", "퍼즐이 한 줄에 64글자입니다. 8행 8열 판의 칸 수입니다. kibitz가 푸는 판은 상자가 정사각형인 16칸(4x4), 81칸(9x9), 256칸(16x16), 625칸(25x25)입니다."},
		{sudoku.InputError{Code: sudoku.CodeLength, Length: 100, Want: 81, Size: 9}, "a grid of 10 rows of 10:", "10행 10열 판의"},
		{sudoku.InputError{Code: sudoku.CodeCellCount, Length: 36, Want: 16, Size: 4}, "The grid has 36 cells, 6 rows of 6: kibitz solves grids of 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25), whose boxes are squares.", "판이 36칸입니다. 6행 6열 판의 칸 수입니다. kibitz가 푸는 판은"},
		{sudoku.InputError{Code: sudoku.CodeRowCount, Rows: 0, Size: 9}, "The grid has 0 rows; a 9x9 grid has 9.", "판에 행이 0개 있습니다."},
		{sudoku.InputError{Code: sudoku.CodeRowLength, Row: 2, Length: 0, Size: 9}, "Row 2 has 0 cells;", "2행이 0칸입니다."},
		{sudoku.InputError{Code: sudoku.CodeSearchLimit, Nodes: 1, Size: 16}, "after 1 search step.", "탐색 1단계 만에"},
		{sudoku.InputError{Code: sudoku.CodeSearchLimit, Nodes: 20_000_000, Size: 16}, "after 20,000,000 search steps.", "탐색 20,000,000단계 만에"},
	} {
		_, msg, _ := words(&tc.ie)
		if !strings.Contains(msg.En, tc.en) || !strings.Contains(msg.Ko, tc.ko) {
			t.Errorf("%s: %q / %q, want %q / %q", tc.ie.Code, msg.En, msg.Ko, tc.en, tc.ko)
		}
	}
	for _, tc := range []struct {
		ie   sudoku.InputError
		want string
	}{
		{sudoku.InputError{Code: sudoku.CodeLength, Length: 1, Want: 16, Size: 4}, "The line is 1 character; a grid has 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25)."},
		{sudoku.InputError{Code: sudoku.CodeLength, Length: 2, Want: 16, Size: 4}, "The line is 2 characters; a grid has 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25)."},
		{sudoku.InputError{Code: sudoku.CodeLength, Length: 1700, Want: 625, Size: 25}, "The line is 1,700 characters; a grid has 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25)."},
		{sudoku.InputError{Code: sudoku.CodeLength, Length: 600, Want: 625, Size: 25}, "The line is 600 characters; a 25x25 grid has 625."},
		{sudoku.InputError{Code: sudoku.CodeLength, Length: 64, Want: 81, Size: 9}, "The line is 64 characters, a grid of 8 rows of 8: kibitz solves 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25), whose boxes are squares."},
		{sudoku.InputError{Code: sudoku.CodeCellCount, Length: 1, Want: 16, Size: 4}, "The grid has 1 cell; a grid has 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25)."},
		{sudoku.InputError{Code: sudoku.CodeRowLength, Row: 5, Length: 1, Size: 9}, "Row 5 has 1 cell; a 9x9 grid has 9 in each row."},
		{sudoku.InputError{Code: sudoku.CodeSearchLimit, Nodes: 1, Size: 16}, "Gave up after 1 search node: a sparse grid can take hours to search. --max-nodes raises the limit (0: none)."},
		{sudoku.InputError{Code: sudoku.CodeSearchLimit, Nodes: 20_000_000, Size: 16}, "Gave up after 20,000,000 search nodes: a sparse grid can take hours to search. --max-nodes raises the limit (0: none)."},
	} {
		if got := SolveError(&tc.ie); got != tc.want {
			t.Errorf("SolveError(%s) = %q, want %q", tc.ie.Code, got, tc.want)
		}
	}
}

// TestCountsInReplies: the sentences of solving, generating and hinting with each count at its boundary.
func TestCountsInReplies(t *testing.T) {
	for _, tc := range []struct {
		text   i18n.Text
		en, ko string
	}{
		{msgSolved.Format(9, nGivens.N(1)), "**Solved** (9x9, 1 given)", "(9x9, 주어진 숫자 1개)"},
		{msgSolved.Format(9, nGivens.N(2)), "**Solved** (9x9, 2 givens)", "(9x9, 주어진 숫자 2개)"},
		{msgNewHere.Format(4, difficultyName(sudoku.Easy), nGivens.N(1)), "4x4, easy, 1 given, for anyone", "4x4, 쉬움, 주어진 숫자 1개."},
		{msgSeveral.Format(nCells.N(4)), "Two of them differ in 4 cells:", "그중 두 답은 4칸이 다릅니다:"},
		{msgMoreCells.Format(i18n.Num(1)), "and 1 more", "외 1칸"},
		{msgMoreCells.Format(i18n.Num(1200)), "and 1,200 more", "외 1,200칸"},
		{msgHintsDone.Format(nHints.N(1)), "every cell (1 hint):", "(힌트 1개)"},
		{msgHintsDone.Format(nHints.N(0)), "every cell (0 hints):", "(힌트 0개)"},
		{msgHintHeader.Format(3, nEarlierHints.N(2)), "your 2 earlier hints (", "앞서 받은 힌트 2개에"},
		{msgClosest.Format(difficultyName(sudoku.Hard), nTries.N(1)), "No hard puzzle came up within 1 try;", "1번 시도하는 동안 어려움 퍼즐이"},
		{msgClosest.Format(difficultyName(sudoku.Hard), nTries.N(50)), "within 50 tries;", "50번 시도하는 동안"},
		{msgUnproven.Format(16, nGivens.N(100), budget(time.Second)), "(16x16, 100 givens). kibitz could not check within 1 second whether", "1초 안에 확인하지"},
		{msgBudget.Format(25, budget(10*time.Second)), "allows (10 seconds) and was stopped", "제한 시간(10초) 안에"},
		{msgGenerateBudget.Format(25, budget(90*time.Second)), "allows (1 minute 30 seconds).", "제한 시간(1분 30초)보다"},
		{msgHintBudget.Format(budget(0)), "allows (1 second).", "제한 시간(1초)보다"},
	} {
		if !strings.Contains(tc.text.En, tc.en) || !strings.Contains(tc.text.Ko, tc.ko) {
			t.Errorf("%q / %q, want %q / %q", tc.text.En, tc.text.Ko, tc.en, tc.ko)
		}
	}
}

// TestStepsCutCountsOne: a hint that leaves out one elimination step says "1 more elimination step", and
// where they all are when an attachment holds them (allSteps).
func TestStepsCutCountsOne(t *testing.T) {
	var steps []sudoku.Step
	for i := range 3 {
		steps = append(steps, sudoku.Step{Technique: sudoku.Pointing, Digit: i + 1,
			Units:        []sudoku.Unit{{Kind: sudoku.Box, Index: i}, {Kind: sudoku.Row, Index: i}},
			Eliminations: []sudoku.Candidate{{Cell: sudoku.Cell{Row: i, Col: 8}, Digit: i + 1}}})
	}
	steps = append(steps, sudoku.Step{Technique: sudoku.NakedSingle, Cell: sudoku.Cell{Row: 3, Col: 6}, Digit: 5})
	for _, tc := range []struct {
		lang       i18n.Lang
		file, want string
	}{
		{i18n.English, "", "… 1 more elimination step, not shown, before:"},
		{i18n.Korean, "", "… 보여 드리지 않은 지우기 단계 1개를 더 거친 뒤:"},
		{i18n.English, "steps.txt", "… 1 more elimination step, all in the attached steps.txt, before:"},
		{i18n.Korean, "steps.txt", "… 첨부한 steps.txt에 모두 있는 지우기 단계 1개를 더 거친 뒤:"},
	} {
		// Room for the first two steps and the placement, not the third step.
		limit := len(stepText(steps[3], 9).In(tc.lang)) + 80
		if tc.file != "" {
			limit += 30 + len(tc.file)
		}
		for i := range 2 {
			limit += len(fmt.Sprintf("%d. %s", i+1, stepText(steps[i], 9).In(tc.lang))) + 1
		}
		if text, cut := stepsText(steps, 9, tc.lang, limit+5, tc.file); !cut || !strings.Contains(text, tc.want) {
			t.Errorf("%v: %q (cut %v) lacks %q", tc.lang, text, cut, tc.want)
		}
		if text, cut := stepsText(steps, 9, tc.lang, 4000, tc.file); cut || strings.Contains(text, "…") {
			t.Errorf("%v, room for all: %q (cut %v)", tc.lang, text, cut)
		}
	}
	if all := strings.Split(strings.TrimSuffix(string(allSteps(steps, 9, i18n.English)), "\n"), "\n"); len(all) != len(steps) ||
		all[2] != "3. "+stepText(steps[2], 9).En || all[3] != "4. "+stepText(steps[3], 9).En {
		t.Errorf("allSteps: %q, want a numbered line for each of the %d steps", all, len(steps))
	}
}

// TestBadDifficultyParticle: the Korean particle after a word that is not a difficulty follows its last
// sound (the router refuses such a word before the handler; a call that skips it gets a right sentence).
func TestBadDifficultyParticle(t *testing.T) {
	generate := func(s *Command) router.Handler { return s.generate }
	for word, want := range map[string]string{"normal": "`normal`은 난이도가", "insane": "`insane`는 난이도가", "어려운": "`어려운`은 난이도가"} {
		_, err := direct(t, memory.New(), nil, generate, commandtest.CommandIn(alice, discordgo.Korean, "sudoku", "generate", opt{"difficulty", word}))
		ue, ok := router.AsUserError(err)
		if !ok || !strings.Contains(ue.Message.Ko, want) || !strings.Contains(ue.Message.En, "`"+word+"` is not a difficulty") {
			t.Errorf("difficulty %q: %v, want %q", word, err, want)
		}
	}
}

// TestGenerateBudgetHint: a puzzle that took too long to make is answered with what to do next: a smaller
// grid that the command offers, cited in that command (16x16 after 25x25, 9x9 after 16x16), or, for a 9x9,
// whose time went to a busy machine, only to try again. It told a 9x9's asker, and /sudoku play's, to ask
// /sudoku generate for a 16x16.
func TestGenerateBudgetHint(t *testing.T) {
	for _, tc := range []struct {
		sub  string
		size int
		want string
	}{
		{"generate", 25, "Try again in a moment, or ask for a smaller grid: /sudoku generate size:16x16"},
		{"generate", 16, "Try again in a moment, or ask for a smaller grid: /sudoku generate size:9x9"},
		{"generate", 9, "Try again in a moment."},
		{"play", 16, "Try again in a moment, or ask for a smaller grid: /sudoku play size:9x9"},
		{"play", 9, "Try again in a moment."},
	} {
		t.Run(fmt.Sprintf("%s %dx%d", tc.sub, tc.size, tc.size), func(t *testing.T) {
			h := newHarness(t, memory.New(), func(s *Command) { s.generateBudget = time.Nanosecond })
			_, err := h.Handle(commandtest.CommandIn(alice, discordgo.EnglishUS, "sudoku", tc.sub, opt{"size", float64(tc.size)}))
			ue, ok := router.AsUserError(err)
			if !ok || ue.Code != router.TooLarge || ue.Hint.En != tc.want {
				t.Errorf("error %v (hint %q), want TooLarge with the hint %q", err, hintOf(ue), tc.want)
			}
		})
	}
}

// hintOf is ue's English hint, "" for none.
func hintOf(ue *router.UserError) string {
	if ue == nil {
		return ""
	}
	return ue.Hint.En
}
