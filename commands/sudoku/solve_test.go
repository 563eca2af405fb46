package sudoku

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"golang.org/x/text/width"

	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/sudoku"
	"kibitz/storage/memory"
)

func TestSolveAcceptsEveryForm(t *testing.T) {
	wiki := spaced(testWiki, "\n")
	for _, tc := range []struct {
		name, puzzle string
		size         int
		solution     string
	}{
		{"81 characters", testWiki, 9, testWikiSolved},
		{"zeros for blanks", strings.ReplaceAll(testWiki, ".", "0"), 9, testWikiSolved},
		{"rows split by slashes", "53..7..../6..195.../.98....6./8...6...3/4..8.3..1/7...2...6/.6....28./...419..5/....8..79", 9, testWikiSolved},
		{"pasted grid with spaces, pipes and line breaks", wiki, 9, testWikiSolved},
		{"pasted grid on one line (Discord joins lines)", spaced(testWiki, " "), 9, testWikiSolved},
		{"pasted grid in a code block with Windows line breaks", "```\r\n" + strings.ReplaceAll(wiki, "\n", "\r\n") + "\r\n```", 9, testWikiSolved},
		{"box-drawing characters", "5 3 . │ . 7 . │ . . .\n6 . . │ 1 9 5 │ . . .\n. 9 8 │ . . . │ . 6 .\n──────┼───────┼──────\n8 . . │ . 6 . │ . . 3\n4 . . │ 8 . 3 │ . . 1\n7 . . │ . 2 . │ . . 6\n──────┼───────┼──────\n. 6 . │ . . . │ 2 8 .\n. . . │ 4 1 9 │ . . 5\n. . . │ . 8 . │ . 7 9", 9, testWikiSolved},
		{"full-width, as a Japanese keyboard types it", width.Widen.String(strings.ReplaceAll(spaced(testWiki, " "), " ", "　")), 9, testWikiSolved},
		{"4x4", "1...2..3..4....2", 4, ""},
		{"16x16", test16, 16, test16Solved},
		{"16x16 in lower case", strings.ToLower(test16), 16, test16Solved},
		{"25x25", test25, 25, test25Solved},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, memory.New(), nil)
			resp := h.Command(alice, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", tc.puzzle})
			if resp.Private || !strings.Contains(resp.Content, "**Solved**") || !strings.Contains(resp.Content, "unique") {
				t.Fatalf("reply (private %v): %q", resp.Private, resp.Content)
			}
			if !strings.Contains(resp.Content, fmt.Sprintf("%[1]dx%[1]d", tc.size)) {
				t.Errorf("reply does not name the size %dx%d: %q", tc.size, tc.size, resp.Content)
			}
			got := firstCode(t, resp.Content)
			if tc.solution != "" && got != tc.solution {
				t.Errorf("solution %s, want %s", got, tc.solution)
			}
			sol, puzzle := mustParse(t, got), mustParse(t, tc.puzzle)
			if !sol.Complete() || !sol.IsSolutionOf(&puzzle) {
				t.Errorf("%s does not solve %s", got, puzzle)
			}
			if len(resp.Files) != 1 {
				t.Fatalf("%d files, want 1 image", len(resp.Files))
			}
			checkImage(t, resp.Files[0], tc.size)
			if tc.size <= 9 && !strings.Contains(resp.Content, strings.TrimRight(sol.Pretty(), "\n")) {
				t.Errorf("no boxed text grid in %q", resp.Content)
			}
			if tc.size == 9 && !strings.Contains(resp.Content, "Grade: ") {
				t.Errorf("9x9 reply without a grade: %q", resp.Content)
			}
		})
	}
}

func TestSolveImageColours(t *testing.T) {
	h := newHarness(t, memory.New(), nil)
	resp := h.Command(alice, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", testWiki})
	img := checkImage(t, resp.Files[0], 9)
	// The darkest pixel of a cell's middle is its digit's ink: near black for a given (r1c1 is 5),
	// blue for a digit kibitz found (r1c3 is 4).
	ink := func(r, c int) (red, blue uint32) {
		x0, y0 := 24+c*48+12, 24+r*48+10
		best := uint32(1 << 20)
		for y := y0; y < y0+28; y++ {
			for x := x0; x < x0+24; x++ {
				cr, cg, cb, _ := img.At(x, y).RGBA()
				if s := cr + cg + cb; s < best {
					best, red, blue = s, cr>>8, cb>>8
				}
			}
		}
		return red, blue
	}
	if r, b := ink(0, 0); r > 80 || b > 100 {
		t.Errorf("given r1c1 drawn in rgb(%d,_,%d), want dark ink", r, b)
	}
	if r, b := ink(0, 2); b < r+60 {
		t.Errorf("found digit r1c3 drawn in rgb(%d,_,%d), want blue", r, b)
	}
	if !strings.Contains(resp.Content, "Givens are dark") {
		t.Errorf("no legend in %q", resp.Content)
	}
}

func TestSolveUnsolvable(t *testing.T) {
	for _, tc := range []struct {
		name, puzzle string
		want, avoid  []string
	}{
		{"a wrong given", testNoSolution, []string{"no solution", "typo"}, []string{"already sees"}},
		{"a cell with no candidate", testDeadCell, []string{"no solution", "cell r1c9 already sees every digit"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, memory.New(), nil)
			resp := h.Command(alice, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", tc.puzzle})
			for _, w := range tc.want {
				if !strings.Contains(resp.Content, w) {
					t.Errorf("reply lacks %q: %q", w, resp.Content)
				}
			}
			for _, w := range tc.avoid {
				if strings.Contains(resp.Content, w) {
					t.Errorf("reply has %q: %q", w, resp.Content)
				}
			}
			if got := firstCode(t, resp.Content); got != tc.puzzle {
				t.Errorf("text form %s, want the puzzle %s", got, tc.puzzle)
			}
			if len(resp.Files) != 1 {
				t.Fatalf("%d files, want the puzzle's image", len(resp.Files))
			}
			checkImage(t, resp.Files[0], 9)
		})
	}
}

func TestSolveAlreadyFull(t *testing.T) {
	h := newHarness(t, memory.New(), nil)
	resp := h.Command(alice, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", testWikiSolved})
	if !strings.Contains(resp.Content, "already full") || firstCode(t, resp.Content) != testWikiSolved {
		t.Fatalf("reply: %q", resp.Content)
	}
	// Nothing was found, so no legend tells the digits found from the givens, in any view.
	for _, view := range []string{"image", "emoji", "text"} {
		resp := h.Command(alice, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", testWikiSolved}, opt{"display", view})
		if strings.Contains(resp.Content, "found") || strings.Contains(resp.Content, "🕒") {
			t.Errorf("%s: a full grid's reply speaks of digits found: %q", view, resp.Content)
		}
	}
}

func TestSolveSeveralSolutions(t *testing.T) {
	for _, tc := range []struct {
		name, puzzle string
		size         int
	}{
		{"one given missing", testTwoWays, 9},
		{"empty 4x4", "................", 4},
		{"nearly empty 9x9", "1" + strings.Repeat(".", 80), 9},
		{"16x16 with a given taken away", "." + test16Solved[1:len(test16Solved)-60] + strings.Repeat(".", 60), 16},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, memory.New(), nil)
			resp := h.Command(alice, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", tc.puzzle})
			res, err := sudoku.Solve(context.Background(), mustParse(t, tc.puzzle), sudoku.Options{Limit: 2})
			if err != nil || res.Found != 2 {
				t.Fatalf("Solve(%q) = %d solutions, %v; the test wants several", tc.puzzle, res.Found, err)
			}
			a, b := res.Solutions[0], res.Solutions[1]
			diff := sudoku.Diff(a, b)
			if want := fmt.Sprintf("more than one solution**, so it is not a proper Sudoku. Two of them differ in %d cells", len(diff)); !strings.Contains(resp.Content, want) {
				t.Fatalf("reply lacks %q: %q", want, resp.Content)
			}
			for i, c := range diff {
				item := fmt.Sprintf("%v: %c or %c", c, sudoku.Symbol(tc.size, a.At(c.Row, c.Col)), sudoku.Symbol(tc.size, b.At(c.Row, c.Col)))
				if i < maxListed && !strings.Contains(resp.Content, item) {
					t.Errorf("reply lacks the differing cell %q: %q", item, resp.Content)
				}
			}
			if len(diff) > maxListed && !strings.Contains(resp.Content, fmt.Sprintf("and %d more", len(diff)-maxListed)) {
				t.Errorf("%d differing cells, but the reply does not say how many more: %q", len(diff), resp.Content)
			}
			if len(resp.Content) > router.MaxContent {
				t.Errorf("reply is %d bytes, over Discord's 2000", len(resp.Content))
			}
			if len(resp.Files) != 2 {
				t.Fatalf("%d files, want the two solutions' images", len(resp.Files))
			}
			for _, f := range resp.Files {
				checkImage(t, f, tc.size)
			}
			if bytes.Equal(router.FileBytes(resp.Files[0]), router.FileBytes(resp.Files[1])) {
				t.Error("the two solutions' images are the same")
			}
		})
	}
}

func TestSolveErrors(t *testing.T) {
	for _, tc := range []struct {
		name, puzzle string
		code         router.Code
		want         []string
	}{
		{"blank", "   ", router.Invalid, []string{"empty"}},
		{"only separators", "| - + |", router.Invalid, []string{"empty"}},
		{"80 characters", testWiki[:80], router.Invalid, []string{"one line of 80 characters", "9x9 grid has 81 cells"}},
		{"82 characters", testWiki + ".", router.Invalid, []string{"82 characters", "81 cells"}},
		{"cells add up to no size", "1 2 3 4 5", router.Invalid, []string{"5 cells", "a grid has 16 cells (4x4), 81 (9x9)"}},
		{"cells one short of a size", "1 2 3 4 5 6 7 8 9 1 2 3 4 5 6", router.Invalid, []string{"15 cells", "4x4 grid has 16"}},
		{"a row too short", strings.Replace(spaced(testWiki, "\n"), "6 . . | 1 9 5 | . . .", "6 . . | 1 9 5 | . .", 1), router.Invalid, []string{"Row 2 has 8 cells", "9 in each row"}},
		{"a single row", "5 3 . | . 7 . | . . .", router.Invalid, []string{"single row of 9 cells", "9x9 grid has 9 rows"}},
		{"missing a row", strings.Join(strings.Split(spaced(testWiki, "\n"), "\n")[:10], "\n"), router.Invalid, []string{"8 rows", "9x9 grid has 9"}},
		{"a sign", strings.Replace(testWiki, ".", "#", 1), router.Invalid, []string{"Row 1, column 3 holds `#`", "neither a digit nor a blank", "A-Y for 25x25"}},
		{"z, past every grid's letters", strings.Replace(testWiki, ".", "z", 1), router.Invalid, []string{"Row 1, column 3 holds z", "9x9 grid uses only 1-9", "A-Y for 25x25"}},
		{"a digit of another script", strings.Replace(testWiki, ".", "٥", 1), router.Invalid, []string{"Row 1, column 3 holds `٥`, a digit kibitz does not read", "1-9"}},
		{"a backslash, as typed", strings.Replace(testWiki, ".", `\`, 1), router.Invalid, []string{"Row 1, column 3 holds `\\`, which"}},
		{"a letter that is a digit of larger grids", strings.Replace(testWiki, ".", "x", 1), router.Invalid, []string{"Row 1, column 3 holds x", "9x9 grid uses only 1-9"}},
		{"an emoji", strings.Replace(testWiki, ".", "🙂", 1), router.Invalid, []string{"Row 1, column 3", "🙂"}},
		{"a digit too big for 4x4", "1...2..3..5...2.", router.Invalid, []string{"Row 3, column 3 holds 5", "4x4 grid uses only 1-4"}},
		{"a letter in 9x9", strings.Replace(testWiki, ".", "A", 1), router.Invalid, []string{"Row 1, column 3 holds A", "1-9"}},
		{"a letter beyond G in 16x16", "H" + test16[1:], router.Invalid, []string{"Row 1, column 1 holds H", "1-9 and A-G"}},
		{"two 5s in a row", "55" + testWiki[2:], router.Invalid, []string{"Row 1 has two 5s", "only once"}},
		{"two 4s in a column", testWiki[:18] + "4" + testWiki[19:], router.Invalid, []string{"Column 1 has two 4s"}},
		{"two 9s in a box", testWiki[:2] + "9" + testWiki[3:], router.Invalid, []string{"Box 1", "two 9s"}},
		{"longer than anything", strings.Repeat(". ", maxInput), router.TooLarge, []string{"8,000 characters", "at most 4,000"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, memory.New(), nil)
			_, err := h.Handle(commandtest.CommandIn(alice, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", tc.puzzle}))
			ue, ok := router.AsUserError(err)
			if !ok {
				t.Fatalf("solve(%q) error %v, want a user error", tc.puzzle, err)
			}
			if ue.Code != tc.code {
				t.Errorf("code %s, want %s", ue.Code, tc.code)
			}
			for _, w := range tc.want {
				if text := ue.Text(i18n.English); !strings.Contains(text, w) {
					t.Errorf("message lacks %q: %q", w, text)
				}
			}
			if ue.Hint.En == "" || ue.Hint.Ko == "" || ue.Message.Ko == "" {
				t.Errorf("error without a hint or Korean: %+v", ue)
			}
			// What the user sees: a private reply, never an apology for an internal error.
			resp := h.Command(alice, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", tc.puzzle})
			if !resp.Private || !strings.Contains(resp.Content, ue.Message.En) {
				t.Errorf("reply (private %v): %q", resp.Private, resp.Content)
			}
		})
	}
}

func TestSolveTimeBudget(t *testing.T) {
	h := newHarness(t, memory.New(), func(s *Command) { s.solveBudget = time.Nanosecond })
	for _, tc := range []struct {
		name, puzzle string
		size         int
		// unproven: a solution comes before the budget runs out, the check for a second one after.
		unproven bool
	}{
		{"16x16, found but not proven unique", test16Sparse, 16, true},
		{"25x25, nothing found", test25, 25, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// The solver looks at its context every 64 nodes: the puzzle must take more.
			res, err := sudoku.Solve(context.Background(), mustParse(t, tc.puzzle), sudoku.Options{Limit: 2})
			if err != nil || res.Stats.Nodes < 128 {
				t.Fatalf("Solve: %v, %d nodes; the test needs a puzzle that takes a search", err, res.Stats.Nodes)
			}
			resp, err := h.Handle(commandtest.CommandIn(alice, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", tc.puzzle}))
			if tc.unproven {
				puzzle := mustParse(t, tc.puzzle)
				want := fmt.Sprintf("**A solution** (%[1]dx%[1]d, %[2]d givens). kibitz could not check within 1 second whether it is the only one.",
					tc.size, puzzle.Givens())
				if err != nil || !strings.Contains(resp.Content, want) {
					t.Fatalf("reply %v, %v; want %q", resp, err, want)
				}
				sol := mustParse(t, firstCode(t, resp.Content))
				if !sol.IsSolutionOf(&puzzle) {
					t.Errorf("%s does not solve the puzzle", sol)
				}
				checkImage(t, resp.Files[0], tc.size)
				return
			}
			ue, ok := router.AsUserError(err)
			if !ok || ue.Code != router.TooLarge {
				t.Fatalf("error %v, want too_large", err)
			}
			want := fmt.Sprintf("Solving this %[1]dx%[1]d puzzle took longer than kibitz allows (1 second) and was stopped", tc.size)
			if !strings.Contains(ue.Message.En, want) || !strings.Contains(ue.Hint.En, "Give more of the known digits") {
				t.Errorf("message %q, hint %q; want %q", ue.Message.En, ue.Hint.En, want)
			}
		})
	}
	// 9x9 grids always finish: the budget is for large ones.
	resp := h.Command(alice, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", testWiki})
	if !strings.Contains(resp.Content, "**Solved**") {
		t.Errorf("9x9 with a tiny budget: %q", resp.Content)
	}
}

func TestSolveKorean(t *testing.T) {
	h := newHarness(t, memory.New(), nil)
	for _, tc := range []struct {
		name, puzzle string
		want         string
	}{
		{"solved", testWiki, "**풀었습니다** (9x9, 주어진 숫자 30개): 답은 하나뿐입니다."},
		{"no solution", testNoSolution, "**이 퍼즐은 답이 없습니다**: 어떤 행, 열, 상자에도 같은 숫자가 겹치지 않도록 판을 채우는 방법은 없습니다."},
		{"dead cell", testDeadCell, "우선 r1c9 칸은"},
		{"several", testTwoWays, "**이 퍼즐은 답이 여러 개입니다**"},
		{"duplicate in a row", "55" + testWiki[2:], "1행에 5가 두 번 나옵니다."},
		{"duplicate 7 in a column", testWiki[:63] + "7" + testWiki[64:], "1열에 7이 두 번 나옵니다."},
		{"length", testWiki[:80], "퍼즐이 한 줄에 80글자입니다. 9x9 판은 81칸입니다."},
		{"a single row", "5 3 . | . 7 . | . . .", "퍼즐이 9칸짜리 행 하나뿐입니다. 9x9 판은 9행입니다."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp := h.Command(alice, discordgo.Korean, "sudoku", "solve", opt{"puzzle", tc.puzzle})
			if !strings.Contains(resp.Content, tc.want) {
				t.Errorf("reply lacks %q: %q", tc.want, resp.Content)
			}
			if strings.Contains(resp.Content, "%!") {
				t.Errorf("formatting error in %q", resp.Content)
			}
		})
	}
}

// TestPuzzleLengthInCharacters: the puzzle's length is counted in characters, as Discord counts
// max_length, both by the router and by the handler's own check, so a puzzle in multi-byte characters is
// as long as it looks: 81 Korean characters are 81 cells (243 bytes), and 1,400 are well under the limit
// of 4,000 (4,200 bytes).
func TestPuzzleLengthInCharacters(t *testing.T) {
	solve := func(s *Command) router.Handler { return s.solve }
	for _, tc := range []struct {
		name, puzzle string
		code         router.Code
		want         []string
	}{
		{"81 Korean characters", strings.Repeat("가", 81), router.Invalid, []string{"Row 1, column 1", "가"}},
		{"81 emoji", strings.Repeat("🙂", 81), router.Invalid, []string{"Row 1, column 1", "🙂"}},
		{"a Korean character among 80 cells", "가" + testWiki[1:], router.Invalid, []string{"Row 1, column 1", "가"}},
		{"1,400 Korean characters", strings.Repeat("가", 1400), router.Invalid, []string{"one line of 1,400 characters"}},
		{"4,000 Korean characters, the limit", strings.Repeat("가", maxInput), router.Invalid, []string{"one line of 4,000 characters"}},
		{"80 Korean characters", strings.Repeat("가", 80), router.Invalid, []string{"one line of 80 characters", "81 cells"}},
		{"4,001 Korean characters", strings.Repeat("가", maxInput+1), router.TooLarge, []string{"characters long", "at most 4"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := commandtest.CommandIn(alice, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", tc.puzzle})
			h := newHarness(t, memory.New(), nil)
			routed, routedErr := h.Handle(in)
			direct, directErr := direct(t, memory.New(), nil, solve, in)
			for how, err := range map[string]error{"through the router": routedErr, "handler alone": directErr} {
				ue, ok := router.AsUserError(err)
				if !ok {
					t.Fatalf("%s: %v (responses %+v, %+v), want a user error %s", how, err, routed, direct, tc.code)
				}
				if ue.Code != tc.code {
					t.Errorf("%s: code %s (%q), want %s", how, ue.Code, ue.Message.En, tc.code)
				}
				for _, w := range tc.want {
					if !strings.Contains(ue.Text(i18n.English), w) {
						t.Errorf("%s: %q lacks %q", how, ue.Text(i18n.English), w)
					}
				}
				if len(ue.Text(i18n.English)) > router.MaxContent || len(ue.Text(i18n.Korean)) > router.MaxContent {
					t.Errorf("%s: the error is longer than a message may be", how)
				}
			}
		})
	}
}

// FuzzSolve: whatever a user types, /sudoku solve answers with a reply or a user error, never an
// internal error or a panic, and any solution it shows solves the puzzle.
func FuzzSolve(f *testing.F) {
	for _, seed := range []string{testWiki, testTwoWays, testNoSolution, testDeadCell,
		spaced(testWiki, "\n"), "1...2..3..4....2", "................", test16, "", "/", "🙂", "5" + strings.Repeat(" |", 50)} {
		f.Add(seed)
	}
	store := memory.New()
	f.Fuzz(func(t *testing.T, puzzle string) {
		h := newHarness(t, store, func(s *Command) { s.solveBudget = 200 * time.Millisecond })
		resp, err := h.Handle(commandtest.CommandIn(alice, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", puzzle}))
		if err != nil {
			if _, ok := router.AsUserError(err); !ok {
				t.Fatalf("solve(%q): internal error %v", puzzle, err)
			}
			return
		}
		if strings.Contains(resp.Content, "**Solved**") {
			g := mustParse(t, puzzle)
			sol := mustParse(t, firstCode(t, resp.Content))
			if !sol.Complete() || !sol.IsSolutionOf(&g) {
				t.Fatalf("solve(%q) shows %s, which does not solve it", puzzle, sol)
			}
		}
	})
}

// TestLargePuzzleIsHeavy: a puzzle of more cells than a 9x9 is heavy work (a 16x16 or 25x25 may search for
// its 10 s), however its rows are split; a 9x9 or a 4x4, in any form, is not.
func TestLargePuzzleIsHeavy(t *testing.T) {
	nine := "53..7..../6..195.../.98....6./8...6...3/4..8.3..1/7...2...6/.6....28./...419..5/....8..79"
	sixteen := strings.Repeat(".", 256)
	for _, tt := range []struct {
		name, puzzle string
		want         bool
	}{
		{"9x9 with slashes", nine, false},
		{"9x9 with spaces", strings.ReplaceAll(nine, "/", " "), false},
		{"9x9 in full-width characters", "５３．．７．．．．／" + strings.Repeat("．", 72), false},
		{"4x4", "1...\n..2.\n.3..\n...4", false},
		{"16x16 on one line", sixteen, true},
		{"16x16 split by full-width slashes", strings.Repeat(strings.Repeat(".", 16)+"／", 16), true},
		{"25x25", strings.Repeat("_", 625), true},
	} {
		req, err := router.NewRequest(commandtest.CommandIn(alice, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", tt.puzzle}), time.Now())
		if err != nil {
			t.Fatal(err)
		}
		if got := largePuzzle(req); got != tt.want {
			t.Errorf("%s: largePuzzle = %v, want %v", tt.name, got, tt.want)
		}
	}
}
