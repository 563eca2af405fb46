package commands

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"log/slog"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/internal/testenv"
	"kibitz/router"
	"kibitz/solvers/sudoku"
	"kibitz/storage"
	"kibitz/storage/memory"
)

// Puzzles for the tests: the puzzle of the Wikipedia article on Sudoku and its solution; a variant
// with one given fewer (r3c2) that has two solutions; the Wikipedia puzzle with a wrong 1 in r1c3,
// which no grid completes although every blank cell still has a candidate; a grid whose r1c9 sees
// every digit; a 16x16 and a 25x25 puzzle made by sudoku.Generate with their solutions.
const (
	sudokuTestWiki       = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	sudokuTestWikiSolved = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	sudokuTestTwoWays    = "53..7....6..195....9.....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	sudokuTestNoSolution = "531.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	sudokuTestDeadCell   = "12345678.........9..............................................................."
	sudokuTest16         = "...9C.B.6...5.4..6.A.G..4..FE.8.4.5.....DB.239...F..1....9C7.A.D..2.5...C...DE...D..BE...5F9.1......8...E..194..C..8.93.B.D4A......621.9.4B.G..8..45G..6...D......F.3BC...26..A...9C...5...3.B..3.1.A26....B..5...74E.1D.....8.F.2.E4..B..9.C.3..C.B...G.D.82..."
	sudokuTest16Solved   = "D389C7B26AGE5F41B6CADG93415FE28747516AFEDB8239CGEFG2145839C76ABD942756G1C83ADEFBAD63BE24G5F9817CG5BF8CDAE7619423C1E8793FB2D4AG657E3621A9F4B5GCD81B45G8E6AC7DF3928GFD3BC79E2615A42A9CFD458G137BE6381GA26C7FEB4D596974E51D23ACB8GF52DE4F8B169GC73AFCAB937G5D48261E"
	sudokuTest16Sparse   = "...9..2.5....G..FBD.....E..A6....72..5G.69.3B...3..4.A.7.8C....E53B....6...EF.....A..4..8....C...C9D...B7A.F4..618...G...D.C2......85.7...4...129..5F.38G...EBA...G....C..9..6.....F4...2....7D54....39.B.8.A..7...36.F1.2E..9B....B7..2.....14D..6....5.C..3..."
	sudokuTest25         = ".I...WY.A..E..RQ.K.D.H..GXFCQ..S.R.V.D.Y...N...W..KGHE.Q..BIU..L..M.ORY....Y.O..FVC.H...MS.....K..NR..DTSLJN.KQ...AB...YP.VCMQHX....S.F...WIEO...CKU..WSY.JXUVG..CHP..I.M.T.OEF...O.....B.L.Q..H..S...YJ.......J......XP.TF.B..R.UAGDF....N..ERVC.WYK.......VIC.....DXYBJ..SEOGR...JX...G..I..O...DR..CH...KG.N.D...HJRQ.FPWX...O.T.SO...ER..YA...V..P..T...FB...HUDWQ..CALGT.....JEX.......HRO.SMVK..Y....ATFJP.L..X.NA.WS......O.......EP...T..Q..F.D.G.....O...ABI.R.M.L..TOY..NUPHE.SQX..SVO...PEXH...I.B....LKNDEF.QB...RI...WM.GLXSYK..VJ..H.....EY...T.NRA..C.U....WAI.V..R..HOC..B.MJGE..B...G...L.Q.M.Y.H..VRPAT..U.N.K.PG..S..E.IQ...W."
	sudokuTest25Solved   = "LIJNMWYXAUPECTRQSKVDFHBOGXFCQBOSMRGVKDHYAJENPLUWITKGHEVQPTBIUWXLNFMCORYJASDYWOAPFVCDHBGJMSUTIXLKQENRRUDTSLJNEKQIFOABGHWYPXVCMQHXRNPDSTFYMBWIEOAJGCKULVWSYBJXUVGQKCHPDRILMNTAOEFPMKOTEARCBNLUQFXHVDSWIGYJIVECLMKJWYOSGAXPQTFUBNDRHUAGDFIHLONTJERVCBWYKMSPXQFTVICKLPNMDXYBJHUSEOGRQAWJXALYGTFIVWOSEUDRQBCHPNMKGKNMDCEBHJRQIFPWXYAVOLTUSOQWSERXUYAHNMVKLPJGTDCIFBBRPHUDWQSOCALGTNFMKIJEXVYNDQWGHROUSMVKIBYLXCEATFJPHLTYXJNAKWSPRCEVDOQFUGMBIEPUJKTBIQXAFNDLGWRSMVOYHCABIFRVMDLCJTOYGKNUPHEWSQXMCSVOYFGPEXHWUQIABTJRDLKNDEFPQBCHJRIUANWMVGLXSYKTOVJMGHSQWFLEYPXOTKNRAIBCDUSNLXWAIYVDFRTKHOCPUBQMJGECOBKIUGEXTLDQJMSYFHWNVRPATYRUANOKMPGBVSCJEDIQXFHWL"
)

// sudokuImageSide is the width and height of render.Sudoku's image for each grid size.
var sudokuImageSide = map[int]int{4: 326, 9: 466, 16: 610, 25: 759}

// newSudokuHarness is a harness with /sudoku alone registered, on store, with the command's budgets
// changed by tune when it is not nil. Two harnesses on one store are two runs of the bot, before and
// after a restart: nothing but the store carries over.
func newSudokuHarness(t *testing.T, store storage.Store, tune func(*sudokuCommand)) *harness {
	t.Helper()
	h := &harness{t: t, mux: router.NewMux(), store: store}
	d := Deps{Store: store, Log: slog.New(slog.DiscardHandler),
		NewID: func() string { return "s" + strconv.FormatInt(h.ids.Add(1), 10) }}
	d.defaults()
	s := newSudoku(d)
	if tune != nil {
		tune(s)
	}
	s.Register(h.mux)
	h.srv = &router.Server{Mux: h.mux, Log: slog.New(slog.DiscardHandler)}
	return h
}

// sudokuServe serves an interaction without failing the test, so that goroutines may call it.
func sudokuServe(h *harness, in *discordgo.Interaction) *router.Response {
	req, err := router.NewRequest(in, time.Now())
	if err != nil {
		return router.PrivateReply("bad request: " + err.Error())
	}
	return h.srv.Serve(context.Background(), req)
}

// sudokuImage decodes a reply's PNG, checks that it is small and square with the side render.Sudoku
// gives size, and returns it.
func sudokuImage(t *testing.T, f *discordgo.File, size int) image.Image {
	t.Helper()
	data := router.FileBytes(f)
	if len(data) > 1<<20 {
		t.Errorf("%s: %d bytes, want under 1 MiB", f.Name, len(data))
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s is not a PNG: %v", f.Name, err)
	}
	if b := img.Bounds(); b.Dx() != sudokuImageSide[size] || b.Dy() != sudokuImageSide[size] {
		t.Errorf("%s is %dx%d pixels, want %[4]dx%[4]d for a %dx%d grid", f.Name, b.Dx(), b.Dy(), sudokuImageSide[size], size, size)
	}
	return img
}

var sudokuCodeBlock = regexp.MustCompile("(?s)```\n(.*?)```")

// sudokuFirstCode is the first line of the first code block of content: the canonical grid.
func sudokuFirstCode(t *testing.T, content string) string {
	t.Helper()
	m := sudokuCodeBlock.FindStringSubmatch(content)
	if m == nil {
		t.Fatalf("no code block in %q", content)
	}
	return strings.TrimSpace(strings.SplitN(m[1], "\n", 2)[0])
}

func sudokuParse(t *testing.T, s string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return g
}

// sudokuSpaced writes a one-line grid the way people paste one: rows on lines (or joined by sep),
// a space between cells, '|' between boxes and a line of dashes between bands.
func sudokuSpaced(line string, sep string) string {
	g, _ := sudoku.Parse(line)
	pretty := strings.TrimRight(g.Pretty(), "\n")
	return strings.ReplaceAll(pretty, "\n", sep)
}

func TestSudokuSolveAcceptsEveryForm(t *testing.T) {
	wiki := sudokuSpaced(sudokuTestWiki, "\n")
	for _, tc := range []struct {
		name, puzzle string
		size         int
		solution     string
	}{
		{"81 characters", sudokuTestWiki, 9, sudokuTestWikiSolved},
		{"zeros for blanks", strings.ReplaceAll(sudokuTestWiki, ".", "0"), 9, sudokuTestWikiSolved},
		{"rows split by slashes", "53..7..../6..195.../.98....6./8...6...3/4..8.3..1/7...2...6/.6....28./...419..5/....8..79", 9, sudokuTestWikiSolved},
		{"pasted grid with spaces, pipes and line breaks", wiki, 9, sudokuTestWikiSolved},
		{"pasted grid on one line (Discord joins lines)", sudokuSpaced(sudokuTestWiki, " "), 9, sudokuTestWikiSolved},
		{"pasted grid in a code block with Windows line breaks", "```\r\n" + strings.ReplaceAll(wiki, "\n", "\r\n") + "\r\n```", 9, sudokuTestWikiSolved},
		{"box-drawing characters", "5 3 . │ . 7 . │ . . .\n6 . . │ 1 9 5 │ . . .\n. 9 8 │ . . . │ . 6 .\n──────┼───────┼──────\n8 . . │ . 6 . │ . . 3\n4 . . │ 8 . 3 │ . . 1\n7 . . │ . 2 . │ . . 6\n──────┼───────┼──────\n. 6 . │ . . . │ 2 8 .\n. . . │ 4 1 9 │ . . 5\n. . . │ . 8 . │ . 7 9", 9, sudokuTestWikiSolved},
		{"4x4", "1...2..3..4....2", 4, ""},
		{"16x16", sudokuTest16, 16, sudokuTest16Solved},
		{"16x16 in lower case", strings.ToLower(sudokuTest16), 16, sudokuTest16Solved},
		{"25x25", sudokuTest25, 25, sudokuTest25Solved},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newSudokuHarness(t, memory.New(), nil)
			resp := h.command(alice, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", tc.puzzle})
			if resp.Private || !strings.Contains(resp.Content, "**Solved**") || !strings.Contains(resp.Content, "unique") {
				t.Fatalf("reply (private %v): %q", resp.Private, resp.Content)
			}
			if !strings.Contains(resp.Content, fmt.Sprintf("%[1]dx%[1]d", tc.size)) {
				t.Errorf("reply does not name the size %dx%d: %q", tc.size, tc.size, resp.Content)
			}
			got := sudokuFirstCode(t, resp.Content)
			if tc.solution != "" && got != tc.solution {
				t.Errorf("solution %s, want %s", got, tc.solution)
			}
			sol, puzzle := sudokuParse(t, got), sudokuParse(t, sudokuNormalise(tc.puzzle))
			if !sol.Complete() || !sol.IsSolutionOf(&puzzle) {
				t.Errorf("%s does not solve %s", got, puzzle)
			}
			if len(resp.Files) != 1 {
				t.Fatalf("%d files, want 1 image", len(resp.Files))
			}
			sudokuImage(t, resp.Files[0], tc.size)
			if tc.size <= 9 && !strings.Contains(resp.Content, strings.TrimRight(sol.Pretty(), "\n")) {
				t.Errorf("no boxed text grid in %q", resp.Content)
			}
			if tc.size == 9 && !strings.Contains(resp.Content, "Grade: ") {
				t.Errorf("9x9 reply without a grade: %q", resp.Content)
			}
		})
	}
}

func TestSudokuSolveImageColours(t *testing.T) {
	h := newSudokuHarness(t, memory.New(), nil)
	resp := h.command(alice, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", sudokuTestWiki})
	img := sudokuImage(t, resp.Files[0], 9)
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

func TestSudokuSolveUnsolvable(t *testing.T) {
	for _, tc := range []struct {
		name, puzzle string
		want, avoid  []string
	}{
		{"a wrong given", sudokuTestNoSolution, []string{"no solution", "typo"}, []string{"already sees"}},
		{"a cell with no candidate", sudokuTestDeadCell, []string{"no solution", "cell r1c9 already sees every digit"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newSudokuHarness(t, memory.New(), nil)
			resp := h.command(alice, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", tc.puzzle})
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
			if got := sudokuFirstCode(t, resp.Content); got != tc.puzzle {
				t.Errorf("text form %s, want the puzzle %s", got, tc.puzzle)
			}
			if len(resp.Files) != 1 {
				t.Fatalf("%d files, want the puzzle's image", len(resp.Files))
			}
			sudokuImage(t, resp.Files[0], 9)
		})
	}
}

func TestSudokuSolveAlreadyFull(t *testing.T) {
	h := newSudokuHarness(t, memory.New(), nil)
	resp := h.command(alice, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", sudokuTestWikiSolved})
	if !strings.Contains(resp.Content, "already full") || sudokuFirstCode(t, resp.Content) != sudokuTestWikiSolved {
		t.Fatalf("reply: %q", resp.Content)
	}
}

func TestSudokuSolveSeveralSolutions(t *testing.T) {
	for _, tc := range []struct {
		name, puzzle string
		size         int
	}{
		{"one given missing", sudokuTestTwoWays, 9},
		{"empty 4x4", "................", 4},
		{"nearly empty 9x9", "1" + strings.Repeat(".", 80), 9},
		{"16x16 with a given taken away", "." + sudokuTest16Solved[1:len(sudokuTest16Solved)-60] + strings.Repeat(".", 60), 16},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newSudokuHarness(t, memory.New(), nil)
			resp := h.command(alice, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", tc.puzzle})
			res, err := sudoku.Solve(context.Background(), sudokuParse(t, tc.puzzle), sudoku.Options{Limit: 2})
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
				if i < sudokuMaxListed && !strings.Contains(resp.Content, item) {
					t.Errorf("reply lacks the differing cell %q: %q", item, resp.Content)
				}
			}
			if len(diff) > sudokuMaxListed && !strings.Contains(resp.Content, fmt.Sprintf("and %d more", len(diff)-sudokuMaxListed)) {
				t.Errorf("%d differing cells, but the reply does not say how many more: %q", len(diff), resp.Content)
			}
			if len(resp.Content) > 2000 {
				t.Errorf("reply is %d bytes, over Discord's 2000", len(resp.Content))
			}
			if len(resp.Files) != 2 {
				t.Fatalf("%d files, want the two solutions' images", len(resp.Files))
			}
			for _, f := range resp.Files {
				sudokuImage(t, f, tc.size)
			}
			if bytes.Equal(router.FileBytes(resp.Files[0]), router.FileBytes(resp.Files[1])) {
				t.Error("the two solutions' images are the same")
			}
		})
	}
}

func TestSudokuSolveErrors(t *testing.T) {
	for _, tc := range []struct {
		name, puzzle string
		code         router.Code
		want         []string
	}{
		{"blank", "   ", router.Invalid, []string{"empty"}},
		{"only separators", "| - + |", router.Invalid, []string{"empty"}},
		{"80 characters", sudokuTestWiki[:80], router.Invalid, []string{"one line of 80 characters", "9x9 grid has 81 cells"}},
		{"82 characters", sudokuTestWiki + ".", router.Invalid, []string{"82 characters", "81 cells"}},
		{"cells add up to no size", "1 2 3 4 5", router.Invalid, []string{"5 cells", "4x4 grid has 16"}},
		{"a row too short", strings.Replace(sudokuSpaced(sudokuTestWiki, "\n"), "6 . . | 1 9 5 | . . .", "6 . . | 1 9 5 | . .", 1), router.Invalid, []string{"Row 2 has 8 cells", "9 in each row"}},
		{"a single row", "5 3 . | . 7 . | . . .", router.Invalid, []string{"single row of 9 cells", "9x9 grid has 9 rows"}},
		{"missing a row", strings.Join(strings.Split(sudokuSpaced(sudokuTestWiki, "\n"), "\n")[:10], "\n"), router.Invalid, []string{"8 rows", "9x9 grid has 9"}},
		{"a letter", strings.Replace(sudokuTestWiki, ".", "z", 1), router.Invalid, []string{"Row 1, column 3 holds 'z'", "neither a digit nor a blank", "A-Y for 25x25"}},
		{"a letter that is a digit of larger grids", strings.Replace(sudokuTestWiki, ".", "x", 1), router.Invalid, []string{"Row 1, column 3 holds x", "9x9 grid uses only 1-9"}},
		{"an emoji", strings.Replace(sudokuTestWiki, ".", "🙂", 1), router.Invalid, []string{"Row 1, column 3", "🙂"}},
		{"a digit too big for 4x4", "1...2..3..5...2.", router.Invalid, []string{"Row 3, column 3 holds 5", "4x4 grid uses only 1-4"}},
		{"a letter in 9x9", strings.Replace(sudokuTestWiki, ".", "A", 1), router.Invalid, []string{"Row 1, column 3 holds A", "1-9"}},
		{"a letter beyond G in 16x16", "H" + sudokuTest16[1:], router.Invalid, []string{"Row 1, column 1 holds H", "1-9 and A-G"}},
		{"two 5s in a row", "55" + sudokuTestWiki[2:], router.Invalid, []string{"Row 1 has two 5s", "only once"}},
		{"two 4s in a column", sudokuTestWiki[:18] + "4" + sudokuTestWiki[19:], router.Invalid, []string{"Column 1 has two 4s"}},
		{"two 9s in a box", sudokuTestWiki[:2] + "9" + sudokuTestWiki[3:], router.Invalid, []string{"Box 1", "two 9s"}},
		{"longer than anything", strings.Repeat(". ", sudokuMaxInput), router.TooLarge, []string{"8000 characters", "at most 4000"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newSudokuHarness(t, memory.New(), nil)
			_, err := h.handle(commandIn(alice, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", tc.puzzle}))
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
			resp := h.command(alice, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", tc.puzzle})
			if !resp.Private || !strings.Contains(resp.Content, ue.Message.En) {
				t.Errorf("reply (private %v): %q", resp.Private, resp.Content)
			}
		})
	}
}

func TestSudokuSolveTimeBudget(t *testing.T) {
	h := newSudokuHarness(t, memory.New(), func(s *sudokuCommand) { s.solveBudget = time.Nanosecond })
	for _, tc := range []struct {
		name, puzzle string
		size         int
		// unproven: a solution comes before the budget runs out, the check for a second one after.
		unproven bool
	}{
		{"16x16, found but not proven unique", sudokuTest16Sparse, 16, true},
		{"25x25, nothing found", sudokuTest25, 25, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// The solver looks at its context every few thousand nodes: the puzzle must take more.
			res, err := sudoku.Solve(context.Background(), sudokuParse(t, tc.puzzle), sudoku.Options{Limit: 2})
			if err != nil || res.Stats.Nodes < 5000 {
				t.Fatalf("Solve: %v, %d nodes; the test needs a puzzle that takes a search", err, res.Stats.Nodes)
			}
			resp, err := h.handle(commandIn(alice, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", tc.puzzle}))
			if tc.unproven {
				puzzle := sudokuParse(t, tc.puzzle)
				want := fmt.Sprintf("**A solution** (%[1]dx%[1]d, %[2]d givens). kibitz could not check within 1 s whether it is the only one.",
					tc.size, puzzle.Givens())
				if err != nil || !strings.Contains(resp.Content, want) {
					t.Fatalf("reply %v, %v; want %q", resp, err, want)
				}
				sol := sudokuParse(t, sudokuFirstCode(t, resp.Content))
				if !sol.IsSolutionOf(&puzzle) {
					t.Errorf("%s does not solve the puzzle", sol)
				}
				sudokuImage(t, resp.Files[0], tc.size)
				return
			}
			ue, ok := router.AsUserError(err)
			if !ok || ue.Code != router.TooLarge {
				t.Fatalf("error %v, want too_large", err)
			}
			want := fmt.Sprintf("Solving this %[1]dx%[1]d puzzle took longer than kibitz allows (1 s) and was stopped", tc.size)
			if !strings.Contains(ue.Message.En, want) || !strings.Contains(ue.Hint.En, "Give more of the known digits") {
				t.Errorf("message %q, hint %q; want %q", ue.Message.En, ue.Hint.En, want)
			}
		})
	}
	// 9x9 grids always finish: the budget is for large ones.
	resp := h.command(alice, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", sudokuTestWiki})
	if !strings.Contains(resp.Content, "**Solved**") {
		t.Errorf("9x9 with a tiny budget: %q", resp.Content)
	}
}

func TestSudokuSolveKorean(t *testing.T) {
	h := newSudokuHarness(t, memory.New(), nil)
	for _, tc := range []struct {
		name, puzzle string
		want         string
	}{
		{"solved", sudokuTestWiki, "**풀었습니다** (9x9, 주어진 숫자 30개): 답은 하나뿐입니다."},
		{"no solution", sudokuTestNoSolution, "**이 퍼즐은 답이 없습니다**"},
		{"dead cell", sudokuTestDeadCell, "우선 r1c9 칸은"},
		{"several", sudokuTestTwoWays, "**이 퍼즐은 답이 여러 개입니다**"},
		{"duplicate in a row", "55" + sudokuTestWiki[2:], "1행에 5가 두 번 나옵니다."},
		{"duplicate 7 in a column", sudokuTestWiki[:63] + "7" + sudokuTestWiki[64:], "1열에 7이 두 번 나옵니다."},
		{"length", sudokuTestWiki[:80], "퍼즐이 한 줄에 80글자입니다. 9x9 판은 81칸입니다."},
		{"a single row", "5 3 . | . 7 . | . . .", "퍼즐이 9칸짜리 행 하나뿐입니다. 9x9 판은 9행입니다."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp := h.command(alice, discordgo.Korean, "sudoku", "solve", opt{"puzzle", tc.puzzle})
			if !strings.Contains(resp.Content, tc.want) {
				t.Errorf("reply lacks %q: %q", tc.want, resp.Content)
			}
			if strings.Contains(resp.Content, "%!") {
				t.Errorf("formatting error in %q", resp.Content)
			}
		})
	}
}

// sudokuGenerated runs /sudoku generate and returns the reply and the puzzle stored for it.
func sudokuGenerated(t *testing.T, h *harness, u *discordgo.User, locale discordgo.Locale, opts ...opt) (*router.Response, *sudokuGame, sudoku.Puzzle) {
	t.Helper()
	resp := h.command(u, locale, "sudoku", "generate", opts...)
	if len(buttons(resp)) != 2 {
		t.Fatalf("generate: %d buttons, want Hint and Reveal: %q", len(buttons(resp)), resp.Content)
	}
	id := strings.Split(buttons(resp)[0].CustomID, "/")[1]
	var g sudokuGame
	if err := storage.GetJSON(context.Background(), h.store, sudokuKey(id), &g); err != nil {
		t.Fatalf("game %s not stored: %v", id, err)
	}
	p, err := g.puzzle()
	if err != nil {
		t.Fatal(err)
	}
	return resp, &g, p
}

func TestSudokuGenerate(t *testing.T) {
	for _, tc := range []struct {
		name string
		opts []opt
		size int
		want sudoku.Difficulty // 0: any grade
		note string
	}{
		{"default", nil, 9, sudoku.Medium, ""},
		{"easy", []opt{{"difficulty", "easy"}}, 9, sudoku.Easy, ""},
		{"medium", []opt{{"difficulty", "medium"}}, 9, sudoku.Medium, ""},
		{"hard", []opt{{"difficulty", "hard"}}, 9, sudoku.Hard, ""},
		{"expert", []opt{{"difficulty", "expert"}}, 9, sudoku.Expert, ""},
		{"difficulty in capitals", []opt{{"difficulty", "HARD"}}, 9, sudoku.Hard, ""},
		{"4x4", []opt{{"size", float64(4)}}, 4, sudoku.Easy, ""},
		{"16x16", []opt{{"size", float64(16)}}, 16, 0, ""},
		{"16x16 with a difficulty", []opt{{"size", float64(16)}, {"difficulty", "easy"}}, 16, 0, "Difficulty is chosen for 9x9 puzzles only"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newSudokuHarness(t, memory.New(), nil)
			resp, g, p := sudokuGenerated(t, h, alice, discordgo.EnglishUS, tc.opts...)
			if resp.Private {
				t.Error("the new puzzle is private; it is for the channel")
			}
			if p.Givens.Size() != tc.size {
				t.Fatalf("size %d, want %d", p.Givens.Size(), tc.size)
			}
			if tc.want != 0 && p.Difficulty != tc.want {
				t.Errorf("difficulty %v, want %v", p.Difficulty, tc.want)
			}
			if g.By != alice.ID {
				t.Errorf("stored by %q, want %q", g.By, alice.ID)
			}
			want := fmt.Sprintf("**New Sudoku**, %[1]dx%[1]d, %[2]v, %[3]d givens", tc.size, p.Difficulty, p.Givens.Givens())
			if !strings.Contains(resp.Content, want) {
				t.Errorf("reply lacks %q: %q", want, resp.Content)
			}
			if tc.note != "" && !strings.Contains(resp.Content, tc.note) {
				t.Errorf("reply lacks the note %q: %q", tc.note, resp.Content)
			}
			if got := sudokuFirstCode(t, resp.Content); got != p.Givens.String() {
				t.Errorf("text form %s, want the stored givens %s", got, p.Givens)
			}
			// The puzzle is proper: one solution, the stored one, and its grade is the one shown.
			res, err := sudoku.Solve(context.Background(), p.Givens, sudoku.Options{Limit: 2})
			if err != nil || res.Found != 1 || res.Solutions[0] != p.Solution {
				t.Errorf("Solve(givens) = %d solutions, %v; want the stored one alone", res.Found, err)
			}
			if tc.size <= 9 {
				r, err := sudoku.Rate(context.Background(), p.Givens)
				if err != nil || r.Difficulty != p.Difficulty {
					t.Errorf("Rate(givens) = %v, %v; want %v", r.Difficulty, err, p.Difficulty)
				}
			}
			if len(resp.Files) != 1 {
				t.Fatalf("%d files, want the puzzle's image", len(resp.Files))
			}
			sudokuImage(t, resp.Files[0], tc.size)
			hint, reveal := buttonWithLabel(t, resp, "Hint"), buttonWithLabel(t, resp, "Reveal")
			for _, b := range []discordgo.Button{hint, reveal} {
				if len(b.CustomID) > router.MaxCustomID {
					t.Errorf("custom_id %q is over %d characters", b.CustomID, router.MaxCustomID)
				}
			}
			if hint.CustomID != router.ID(sudokuHintRoute, g.ID) || reveal.CustomID != router.ID(sudokuRevealRoute, g.ID) {
				t.Errorf("custom_ids %q, %q", hint.CustomID, reveal.CustomID)
			}
		})
	}
}

func TestSudokuGenerate25x25(t *testing.T) {
	if testing.Short() || testenv.RaceEnabled {
		t.Skip("making a 25x25 puzzle takes a few seconds, ten times as long with -race")
	}
	h := newSudokuHarness(t, memory.New(), nil)
	start := time.Now()
	resp, _, p := sudokuGenerated(t, h, alice, discordgo.EnglishUS, opt{"size", float64(25)})
	t.Logf("25x25 generated in %v, %d givens", time.Since(start).Round(time.Millisecond), p.Givens.Givens())
	if p.Givens.Size() != 25 || !p.Solution.IsSolutionOf(&p.Givens) {
		t.Fatalf("size %d; solution valid %v", p.Givens.Size(), p.Solution.IsSolutionOf(&p.Givens))
	}
	sudokuImage(t, resp.Files[0], 25)
	if len(resp.Content) > 2000 {
		t.Errorf("reply is %d bytes, over Discord's 2000", len(resp.Content))
	}
}

// sudokuDirect runs one of the /sudoku handlers on in without the router, as a caller that skips Lookup
// (and so the option limits) would, to see the handler's own checks.
func sudokuDirect(t *testing.T, store storage.Store, tune func(*sudokuCommand), handler func(*sudokuCommand) router.Handler, in *discordgo.Interaction) (*router.Response, error) {
	t.Helper()
	req, err := router.NewRequest(in, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	d := Deps{Store: store, Log: slog.New(slog.DiscardHandler), NewID: func() string { return "s1" }}
	d.defaults()
	s := newSudoku(d)
	if tune != nil {
		tune(s)
	}
	return handler(s)(context.Background(), req)
}

func TestSudokuGenerateErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		opts []opt
		tune func(*sudokuCommand)
		code router.Code
		want string
		// option is set when the value is not one of the option's choices: Discord never sends one, and
		// the router refuses it, naming the option, before the handler runs. want is then the handler's
		// own answer when it is called without the router.
		option string
	}{
		{"unknown difficulty", []opt{{"difficulty", "insane"}}, nil, router.Invalid, `"insane" is not a difficulty`, "difficulty"},
		{"size 7", []opt{{"size", float64(7)}}, nil, router.Invalid, "no 7x7 Sudoku", "size"},
		{"size 0", []opt{{"size", float64(0)}}, nil, router.Invalid, "no 0x0 Sudoku", "size"},
		{"negative size", []opt{{"size", float64(-9)}}, nil, router.Invalid, "no -9x-9 Sudoku", "size"},
		{"16x16 over budget", []opt{{"size", float64(16)}}, func(s *sudokuCommand) { s.generateBudget = time.Nanosecond }, router.TooLarge, "Making a 16x16 puzzle took longer than kibitz allows", ""},
		{"25x25 over budget", []opt{{"size", float64(25)}}, func(s *sudokuCommand) { s.generateBudget = time.Millisecond }, router.TooLarge, "Making a 25x25 puzzle took longer than kibitz allows", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newSudokuHarness(t, memory.New(), tc.tune)
			in := commandIn(alice, discordgo.EnglishUS, "sudoku", "generate", tc.opts...)
			_, err := h.handle(in)
			if tc.option != "" {
				ue, ok := router.AsUserError(err)
				if !ok || ue.Code != router.Invalid || !strings.Contains(ue.Message.En, "`"+tc.option+"`") {
					t.Errorf("through the router: %v, want Invalid naming the option %s", err, tc.option)
				}
				_, err = sudokuDirect(t, h.store, tc.tune, func(s *sudokuCommand) router.Handler { return s.generate }, in)
			}
			ue, ok := router.AsUserError(err)
			if !ok || ue.Code != tc.code {
				t.Fatalf("error %v, want %s", err, tc.code)
			}
			if !strings.Contains(ue.Message.En, tc.want) || ue.Hint.En == "" {
				t.Errorf("message %q (hint %q), want %q", ue.Message.En, ue.Hint.En, tc.want)
			}
			if _, err := h.store.Get(context.Background(), sudokuKey("s1")); err != storage.ErrNotFound {
				t.Errorf("a failed generate stored a game: %v", err)
			}
		})
	}
}

// TestSudokuPuzzleLengthInCharacters: the puzzle's length is counted in characters, as Discord counts
// max_length, both by the router and by the handler's own check, so a puzzle in multi-byte characters is
// as long as it looks: 81 Korean characters are 81 cells (243 bytes), and 1,400 are well under the limit
// of 4,000 (4,200 bytes).
func TestSudokuPuzzleLengthInCharacters(t *testing.T) {
	solve := func(s *sudokuCommand) router.Handler { return s.solve }
	for _, tc := range []struct {
		name, puzzle string
		code         router.Code
		want         []string
	}{
		{"81 Korean characters", strings.Repeat("가", 81), router.Invalid, []string{"Row 1, column 1", "가"}},
		{"81 emoji", strings.Repeat("🙂", 81), router.Invalid, []string{"Row 1, column 1", "🙂"}},
		{"a Korean character among 80 cells", "가" + sudokuTestWiki[1:], router.Invalid, []string{"Row 1, column 1", "가"}},
		{"1,400 Korean characters", strings.Repeat("가", 1400), router.Invalid, []string{"one line of 1400 characters"}},
		{"4,000 Korean characters, the limit", strings.Repeat("가", sudokuMaxInput), router.Invalid, []string{"one line of 4000 characters"}},
		{"80 Korean characters", strings.Repeat("가", 80), router.Invalid, []string{"one line of 80 characters", "81 cells"}},
		{"4,001 Korean characters", strings.Repeat("가", sudokuMaxInput+1), router.TooLarge, []string{"4001 characters", "at most 4000"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := commandIn(alice, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", tc.puzzle})
			h := newSudokuHarness(t, memory.New(), nil)
			routed, routedErr := h.handle(in)
			direct, directErr := sudokuDirect(t, memory.New(), nil, solve, in)
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
				if len(ue.Text(i18n.English)) > 2000 || len(ue.Text(i18n.Korean)) > 2000 {
					t.Errorf("%s: the error is longer than a message may be", how)
				}
			}
		})
	}
}

// sudokuHintStep matches the header of a hint reply and a cell name in it.
var (
	sudokuHintNumber = regexp.MustCompile(`\*\*Hint (\d+)\*\*`)
	sudokuCellName   = regexp.MustCompile(`r\d+c\d+`)
)

// sudokuTechniqueNamed reports whether text names a technique, in English.
func sudokuTechniqueNamed(text string) bool {
	for _, name := range sudokuTechniqueNames {
		if strings.Contains(text, name.En) {
			return true
		}
	}
	return false
}

// sudokuProgressOf reads u's hint progress on game id: the hints given and the grid they fill in.
func sudokuProgressOf(t *testing.T, h *harness, id string, u *discordgo.User) (int, sudoku.Grid, bool) {
	t.Helper()
	var p sudokuProgress
	err := storage.GetJSON(context.Background(), h.store, sudokuProgressKey(id, u.ID), &p)
	if err == storage.ErrNotFound {
		return 0, sudoku.Grid{}, false
	}
	if err != nil {
		t.Fatal(err)
	}
	return p.Hints, sudokuParse(t, p.Grid), true
}

func TestSudokuHintRevealAndRestart(t *testing.T) {
	h := newSudokuHarness(t, memory.New(), nil)
	resp, g, p := sudokuGenerated(t, h, alice, discordgo.EnglishUS, opt{"difficulty", "easy"})
	hintID := buttonWithLabel(t, resp, "Hint").CustomID

	// Anyone may ask for hints; each presser has their own sequence.
	prev := p.Givens
	var last *router.Response
	for i := 1; i <= 3; i++ {
		last = h.press(bob, hintID)
		if !last.Private || last.Update {
			t.Fatalf("hint %d: private %v, update %v; want a new private reply", i, last.Private, last.Update)
		}
		if m := sudokuHintNumber.FindStringSubmatch(last.Content); m == nil || m[1] != strconv.Itoa(i) {
			t.Fatalf("hint %d: header %v in %q", i, m, last.Content)
		}
		if want := map[int]string{1: "from the starting grid", 2: "and your earlier hint (", 3: "and your 2 earlier hints ("}[i]; !strings.Contains(last.Content, want) {
			t.Errorf("hint %d lacks %q: %q", i, want, last.Content)
		}
		if !sudokuTechniqueNamed(last.Content) || !sudokuCellName.MatchString(last.Content) {
			t.Errorf("hint %d names no technique or no cell: %q", i, last.Content)
		}
		n, grid, ok := sudokuProgressOf(t, h, g.ID, bob)
		if !ok || n != i || !sudokuOnTheWay(grid, p) || grid.Givens() != prev.Givens()+1 {
			t.Fatalf("after hint %d: progress %d hints, %d filled (was %d), on the way %v", i, n, grid.Givens(), prev.Givens(), sudokuOnTheWay(grid, p))
		}
		// The hint names the cell it fills, and the digit there is the solution's.
		c := sudoku.Diff(prev, grid)[0]
		if !strings.Contains(last.Content, c.String()) {
			t.Errorf("hint %d fills %v but does not name it: %q", i, c, last.Content)
		}
		prev = grid
		if len(last.Files) != 1 {
			t.Fatalf("hint %d: %d files, want the grid so far", i, len(last.Files))
		}
		sudokuImage(t, last.Files[0], 9)
		buttonWithLabel(t, last, "Next hint")
		buttonWithLabel(t, last, "Start hints over")
	}
	// The Next hint button of a hint reply goes on from there.
	next := h.press(bob, buttonWithLabel(t, last, "Next hint").CustomID)
	if m := sudokuHintNumber.FindStringSubmatch(next.Content); m == nil || m[1] != "4" {
		t.Errorf("Next hint: %q", next.Content)
	}
	// Another user starts at hint 1.
	if other := h.press(carol, hintID); !strings.Contains(other.Content, "**Hint 1**") {
		t.Errorf("carol's first hint: %q", other.Content)
	}

	reveal := h.press(bob, buttonWithLabel(t, resp, "Reveal").CustomID)
	if !reveal.Private || sudokuFirstCode(t, reveal.Content) != p.Solution.String() {
		t.Errorf("reveal (private %v): %q, want the solution %s", reveal.Private, reveal.Content, p.Solution)
	}
	if len(reveal.Files) != 1 {
		t.Fatalf("reveal: %d files", len(reveal.Files))
	}
	sudokuImage(t, reveal.Files[0], 9)

	restart := h.press(bob, buttonWithLabel(t, last, "Start hints over").CustomID)
	if !restart.Private || !strings.Contains(restart.Content, "start over") {
		t.Errorf("restart: %q", restart.Content)
	}
	if _, _, ok := sudokuProgressOf(t, h, g.ID, bob); ok {
		t.Error("restart left bob's progress in the store")
	}
	if n, _, ok := sudokuProgressOf(t, h, g.ID, carol); !ok || n != 1 {
		t.Errorf("bob's restart touched carol's progress: %d, %v", n, ok)
	}
	if again := h.press(bob, hintID); !strings.Contains(again.Content, "**Hint 1**") {
		t.Errorf("hint after restart: %q", again.Content)
	}
	// Starting over with no hints yet is harmless.
	if r := h.press(user("104"), router.ID(sudokuRestartRoute, g.ID)); !r.Private || !strings.Contains(r.Content, "start over") {
		t.Errorf("restart without hints: %q", r.Content)
	}
}

func TestSudokuHintsToTheEnd(t *testing.T) {
	for _, tc := range []struct {
		name string
		opts []opt
		// left, when not 0, starts the presser with hints for all but that many cells already given,
		// as if they had pressed Hint that many times fewer than there are blanks.
		left int
	}{
		{"4x4 from the start", []opt{{"size", float64(4)}}, 0},
		{"9x9 expert, the last hints", []opt{{"difficulty", "expert"}}, 6},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newSudokuHarness(t, memory.New(), nil)
			resp, g, p := sudokuGenerated(t, h, alice, discordgo.EnglishUS, tc.opts...)
			hintID := buttonWithLabel(t, resp, "Hint").CustomID
			blanks := p.Givens.Len() - p.Givens.Givens()
			first := 1
			if tc.left > 0 {
				grid, skip := p.Givens, blanks-tc.left
				for _, c := range sudoku.Diff(p.Givens, p.Solution)[:skip] {
					grid.Set(c.Row, c.Col, p.Solution.At(c.Row, c.Col))
				}
				if err := storage.PutJSON(context.Background(), h.store, sudokuProgressKey(g.ID, alice.ID), sudokuKeep,
					&sudokuProgress{Hints: skip, Grid: grid.String()}); err != nil {
					t.Fatal(err)
				}
				first = skip + 1
			}
			for i := first; i <= blanks; i++ {
				r := h.press(alice, hintID)
				if !strings.Contains(r.Content, fmt.Sprintf("**Hint %d**", i)) || strings.Contains(r.Content, "%!") {
					t.Fatalf("hint %d: %q", i, r.Content)
				}
				if len(r.Content) > 2000 {
					t.Errorf("hint %d is %d bytes, over Discord's 2000", i, len(r.Content))
				}
			}
			n, grid, _ := sudokuProgressOf(t, h, g.ID, alice)
			if n != blanks || grid != p.Solution {
				t.Fatalf("after %d hints: %d recorded, grid %s, want the solution %s", blanks, n, grid, p.Solution)
			}
			done := h.press(alice, hintID)
			want := fmt.Sprintf("You have had a hint for every cell (%d hints)", blanks)
			if !done.Private || !strings.Contains(done.Content, want) || len(done.Files) != 0 {
				t.Fatalf("after the last hint: %q, want %q", done.Content, want)
			}
			if again := h.press(alice, hintID); !strings.Contains(again.Content, want) {
				t.Errorf("a second press after the last hint: %q", again.Content)
			}
			h.press(alice, buttonWithLabel(t, done, "Start hints over").CustomID)
			if again := h.press(alice, hintID); !strings.Contains(again.Content, "**Hint 1**") {
				t.Errorf("hint after starting over: %q", again.Content)
			}
		})
	}
}

func TestSudokuLargeGridButtons(t *testing.T) {
	// A 25x25 puzzle stored as /sudoku generate would store it: making one takes seconds.
	for _, tc := range []struct {
		name             string
		givens, solution string
		size             int
	}{
		{"16x16", sudokuTest16, sudokuTest16Solved, 16},
		{"25x25", sudokuTest25, sudokuTest25Solved, 25},
	} {
		t.Run(tc.name, func(t *testing.T) {
			store := memory.New()
			game := &sudokuGame{ID: "big", Puzzle: "expert:" + tc.givens + ":" + tc.solution, By: alice.ID}
			if err := storage.PutJSON(context.Background(), store, sudokuKey(game.ID), sudokuKeep, game); err != nil {
				t.Fatal(err)
			}
			h := newSudokuHarness(t, store, nil)
			hint := h.press(bob, router.ID(sudokuHintRoute, game.ID))
			if !strings.Contains(hint.Content, "**Hint 1**") || !sudokuCellName.MatchString(hint.Content) {
				t.Fatalf("hint: %q", hint.Content)
			}
			sudokuImage(t, hint.Files[0], tc.size)
			reveal := h.press(bob, router.ID(sudokuRevealRoute, game.ID))
			if sudokuFirstCode(t, reveal.Content) != tc.solution {
				t.Errorf("reveal: %q", reveal.Content)
			}
			sudokuImage(t, reveal.Files[0], tc.size)

			slow := newSudokuHarness(t, store, func(s *sudokuCommand) { s.solveBudget = time.Nanosecond })
			_, err := slow.handle(componentPress(bob, router.ID(sudokuHintRoute, game.ID)))
			if ue, ok := router.AsUserError(err); !ok || ue.Code != router.TooLarge || !strings.Contains(ue.Message.En, "Finding the next step took longer") {
				t.Errorf("hint over budget: %v", err)
			}
			if n, _, _ := sudokuProgressOf(t, slow, game.ID, bob); n != 1 {
				t.Errorf("a hint over budget changed the progress: %d hints, want 1", n)
			}
		})
	}
}

func TestSudokuButtonsWorkAfterRestart(t *testing.T) {
	store := memory.New()
	before := newSudokuHarness(t, store, nil)
	resp, _, p := sudokuGenerated(t, before, alice, discordgo.EnglishUS, opt{"difficulty", "medium"})
	hintID, revealID := buttonWithLabel(t, resp, "Hint").CustomID, buttonWithLabel(t, resp, "Reveal").CustomID
	first := before.press(bob, hintID)
	if !strings.Contains(first.Content, "**Hint 1**") {
		t.Fatalf("hint before the restart: %q", first.Content)
	}

	// A new process: new router, new command values, the same store.
	after := newSudokuHarness(t, store, nil)
	if second := after.press(bob, hintID); !strings.Contains(second.Content, "**Hint 2**") {
		t.Errorf("hint after the restart does not follow on: %q", second.Content)
	}
	if reveal := after.press(carol, revealID); sudokuFirstCode(t, reveal.Content) != p.Solution.String() {
		t.Errorf("reveal after the restart: %q", reveal.Content)
	}
	if next := after.press(bob, buttonWithLabel(t, first, "Next hint").CustomID); !strings.Contains(next.Content, "**Hint 3**") {
		t.Errorf("a hint reply's button from before the restart: %q", next.Content)
	}
}

func TestSudokuStaleButtons(t *testing.T) {
	h := newSudokuHarness(t, memory.New(), nil)
	for _, tc := range []struct {
		name, customID string
		code           router.Code
		want           string
	}{
		{"expired hint", "sdk1/gone123/hint", router.NotFound, "expired"},
		{"expired reveal", "sdk1/gone123/reveal", router.NotFound, "expired"},
		{"expired restart", "sdk1/gone123/restart", router.NotFound, "expired"},
		{"forged id", "sdk1/a.b:c/hint", router.NotFound, "does not name a puzzle"},
		{"id too long", "sdk1/" + strings.Repeat("x", 40) + "/reveal", router.NotFound, "does not name a puzzle"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := h.handle(componentPress(bob, tc.customID))
			ue, ok := router.AsUserError(err)
			if !ok || ue.Code != tc.code || !strings.Contains(ue.Message.En, tc.want) {
				t.Fatalf("press %q: %v, want %s %q", tc.customID, err, tc.code, tc.want)
			}
			resp := h.press(bob, tc.customID)
			if !resp.Private || !strings.Contains(resp.Content, "/sudoku generate") {
				t.Errorf("reply (private %v): %q", resp.Private, resp.Content)
			}
		})
	}
	// Buttons of another version or shape match no route: the router answers, politely and privately.
	for _, id := range []string{"sdk0/s1/hint", "sdk1/s1/solve", "sdk1/s1"} {
		if resp := h.press(bob, id); !resp.Private || strings.Contains(resp.Content, "Incident") {
			t.Errorf("press %q: %q", id, resp.Content)
		}
	}
	// A stored game that cannot be read is an internal error, with an incident id, not a crash.
	if err := storage.PutJSON(context.Background(), h.store, sudokuKey("bad"), time.Hour,
		&sudokuGame{ID: "bad", Puzzle: "easy:123:456"}); err != nil {
		t.Fatal(err)
	}
	if resp := h.press(bob, "sdk1/bad/reveal"); !resp.Private || !strings.Contains(resp.Content, "Incident") {
		t.Errorf("unreadable game: %q", resp.Content)
	}
}

func TestSudokuSimultaneousHints(t *testing.T) {
	h := newSudokuHarness(t, memory.New(), nil)
	resp, g, _ := sudokuGenerated(t, h, alice, discordgo.EnglishUS, opt{"difficulty", "easy"})
	hintID := buttonWithLabel(t, resp, "Hint").CustomID
	const presses = 5
	replies := make([]*router.Response, presses)
	var wg sync.WaitGroup
	for i := range presses {
		wg.Go(func() { replies[i] = sudokuServe(h, pressIn(bob, discordgo.EnglishUS, hintID)) })
	}
	wg.Go(func() { sudokuServe(h, pressIn(carol, discordgo.EnglishUS, hintID)) })
	wg.Wait()
	// Every press got its own step: hints 1 to 5, each once, and the store counts 5.
	seen := map[string]bool{}
	for _, r := range replies {
		m := sudokuHintNumber.FindStringSubmatch(r.Content)
		if m == nil {
			t.Fatalf("reply without a hint number: %q", r.Content)
		}
		if seen[m[1]] {
			t.Errorf("hint %s given twice", m[1])
		}
		seen[m[1]] = true
	}
	if n, _, _ := sudokuProgressOf(t, h, g.ID, bob); n != presses || len(seen) != presses {
		t.Errorf("bob: %d hints stored, %d distinct replies; want %d", n, len(seen), presses)
	}
	if n, _, _ := sudokuProgressOf(t, h, g.ID, carol); n != 1 {
		t.Errorf("carol: %d hints stored, want 1", n)
	}
}

func TestSudokuKoreanButtons(t *testing.T) {
	h := newSudokuHarness(t, memory.New(), nil)
	resp, _, p := sudokuGenerated(t, h, alice, discordgo.Korean, opt{"difficulty", "hard"})
	if !strings.Contains(resp.Content, "**새 스도쿠**: 9x9, 어려움") || !strings.Contains(resp.Content, "버튼은 7일 동안") {
		t.Errorf("generate in Korean: %q", resp.Content)
	}
	hint, reveal := buttonWithLabel(t, resp, "힌트"), buttonWithLabel(t, resp, "정답")
	r := sudokuServe(h, pressIn(bob, discordgo.Korean, hint.CustomID))
	if !strings.Contains(r.Content, "**힌트 1**") || !strings.Contains(r.Content, "그림: 주어진 숫자는 검은색") {
		t.Errorf("hint in Korean: %q", r.Content)
	}
	buttonWithLabel(t, r, "다음 힌트")
	buttonWithLabel(t, r, "힌트 처음부터")
	r = sudokuServe(h, pressIn(bob, discordgo.Korean, reveal.CustomID))
	if !strings.Contains(r.Content, "정답 (9x9, 어려움)") || sudokuFirstCode(t, r.Content) != p.Solution.String() {
		t.Errorf("reveal in Korean: %q", r.Content)
	}
	r = sudokuServe(h, pressIn(bob, discordgo.Korean, "sdk1/gone/hint"))
	if !strings.Contains(r.Content, "이 퍼즐은 만료되었습니다") {
		t.Errorf("expired in Korean: %q", r.Content)
	}
	// A size that is not one of the choices: the router refuses it in Korean, naming the option as a
	// Korean client shows it; the handler, called without the router, says why in its own words.
	bad := commandIn(alice, discordgo.Korean, "sudoku", "generate", opt{"size", float64(5)})
	_, err := h.handle(bad)
	if ue, ok := router.AsUserError(err); !ok || !strings.Contains(ue.Text(i18n.Korean), "`크기` 옵션") {
		t.Errorf("bad size in Korean, through the router: %v", err)
	}
	_, err = sudokuDirect(t, memory.New(), nil, func(s *sudokuCommand) router.Handler { return s.generate }, bad)
	if ue, ok := router.AsUserError(err); !ok || !strings.Contains(ue.Text(i18n.Korean), "5x5 스도쿠는 없습니다") {
		t.Errorf("bad size in Korean: %v", err)
	}
}

// TestSudokuStepWording words every step of hints through whole puzzles of each grade, in both
// languages: each names its technique and cells, and no format verb goes unfilled.
func TestSudokuStepWording(t *testing.T) {
	ctx := context.Background()
	used := map[sudoku.Technique]bool{}
	for _, want := range []sudoku.Difficulty{sudoku.Easy, sudoku.Medium, sudoku.Hard, sudoku.Expert} {
		for seed := range uint64(6) {
			p, err := sudoku.Generate(ctx, sudoku.GenerateOptions{Difficulty: want, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			g := p.Givens
			for !g.Complete() {
				steps, err := sudoku.Hint(ctx, g)
				if err != nil {
					t.Fatalf("Hint(%s): %v", g, err)
				}
				for _, st := range steps {
					used[st.Technique] = true
				}
				for _, lang := range []i18n.Lang{i18n.English, i18n.Korean} {
					text := sudokuStepsText(steps, 9, lang, 1800)
					if strings.Contains(text, "%!") || !sudokuCellName.MatchString(text) || len(text) > 1900 {
						t.Fatalf("steps %+v in %v: %q", steps, lang, text)
					}
					if lang == i18n.English && !sudokuTechniqueNamed(text) {
						t.Errorf("steps %+v name no technique: %q", steps, text)
					}
				}
				last := steps[len(steps)-1]
				if !last.Placement() || p.Solution.At(last.Cell.Row, last.Cell.Col) != last.Digit {
					t.Fatalf("Hint(%s) ends with %+v, not a placement of the solution's digit", g, last)
				}
				g.Set(last.Cell.Row, last.Cell.Col, last.Digit)
			}
		}
	}
	t.Logf("techniques met: %v", used)
}

func TestSudokuStepText(t *testing.T) {
	c := func(r, col int) sudoku.Cell { return sudoku.Cell{Row: r - 1, Col: col - 1} }
	row := func(i int) sudoku.Unit { return sudoku.Unit{Kind: sudoku.Row, Index: i - 1} }
	col := func(i int) sudoku.Unit { return sudoku.Unit{Kind: sudoku.Column, Index: i - 1} }
	box := func(i int) sudoku.Unit { return sudoku.Unit{Kind: sudoku.Box, Index: i - 1} }
	elim := []sudoku.Candidate{{Cell: c(5, 7), Digit: 7}, {Cell: c(5, 9), Digit: 7}}
	for _, tc := range []struct {
		name   string
		step   sudoku.Step
		en, ko string
	}{
		{"naked single", sudoku.Step{Technique: sudoku.NakedSingle, Cell: c(4, 7), Digit: 5},
			"Cell r4c7 can only be 5 (naked single).", "r4c7 칸에는 5만 들어갈 수 있습니다 (네이키드 싱글)."},
		{"hidden single in a box", sudoku.Step{Technique: sudoku.HiddenSingle, Cell: c(2, 3), Digit: 7, Units: []sudoku.Unit{box(1)}},
			"In box 1, 7 fits only in cell r2c3 (hidden single).", "1번 상자에서 7이 들어갈 수 있는 칸은 r2c3뿐입니다 (히든 싱글)."},
		{"hidden single in a column", sudoku.Step{Technique: sudoku.HiddenSingle, Cell: c(2, 3), Digit: 2, Units: []sudoku.Unit{col(3)}},
			"In column 3, 2 fits only in cell r2c3", "3열에서 2가 들어갈 수 있는 칸은"},
		{"pointing", sudoku.Step{Technique: sudoku.Pointing, Digit: 7, Units: []sudoku.Unit{box(6), row(5)}, Eliminations: elim},
			"In box 6, every candidate 7 lies in row 5, so the rest of row 5 cannot hold 7 (pointing). Removes: 7 from r5c7, r5c9.",
			"6번 상자의 7 후보는 모두 5행에 있으므로, 5행의 나머지 칸에서 7 후보를 지웁니다 (포인팅). 지울 후보: 7 (r5c7, r5c9)."},
		{"claiming", sudoku.Step{Technique: sudoku.Claiming, Digit: 7, Units: []sudoku.Unit{row(5), box(6)}, Eliminations: elim},
			"In row 5, every candidate 7 lies in box 6", "5행의 7 후보는 모두 6번 상자에 있으므로"},
		{"naked pair", sudoku.Step{Technique: sudoku.NakedPair, Units: []sudoku.Unit{row(5)}, Cells: []sudoku.Cell{c(5, 1), c(5, 2)}, Digits: []int{3, 7}, Eliminations: elim},
			"In row 5, cells r5c1, r5c2 hold only 3 and 7 between them", "5행에서 r5c1, r5c2 칸의 후보는 합쳐서 3, 7뿐이므로"},
		{"hidden triple", sudoku.Step{Technique: sudoku.HiddenTriple, Units: []sudoku.Unit{col(2)}, Cells: []sudoku.Cell{c(1, 2), c(4, 2), c(8, 2)}, Digits: []int{1, 4, 6}, Eliminations: elim},
			"In column 2, 1, 4 and 6 fit only in cells r1c2, r4c2, r8c2, so those cells can hold nothing else (hidden triple).",
			"2열에서 1, 4, 6 숫자가 들어갈 수 있는 칸은 r1c2, r4c2, r8c2뿐이므로"},
		{"X-Wing", sudoku.Step{Technique: sudoku.XWing, Digit: 4, Units: []sudoku.Unit{row(2), row(7), col(3), col(8)}, Eliminations: elim},
			"In rows 2 and 7, 4 can go only in columns 3 and 8, so the rest of columns 3 and 8 cannot hold 4 (X-Wing).",
			"2행, 7행에서 4 후보는 3열, 8열에만 있으므로"},
		{"Swordfish", sudoku.Step{Technique: sudoku.Swordfish, Digit: 4, Units: []sudoku.Unit{col(1), col(5), col(9), row(2), row(4), row(8)}, Eliminations: elim},
			"In columns 1, 5 and 9, 4 can go only in rows 2, 4 and 8", "1열, 5열, 9열에서 4 후보는 2행, 4행, 8행에만 있으므로"},
		{"XY-Wing", sudoku.Step{Technique: sudoku.XYWing, Cells: []sudoku.Cell{c(1, 1), c(1, 5), c(3, 2)}, Digits: []int{1, 2, 3}, Digit: 3, Eliminations: elim},
			"Cell r1c1 can only be 1 or 2; it sees r1c5 (1 or 3) and r3c2 (2 or 3).", "(XY-윙)"},
		{"XYZ-Wing", sudoku.Step{Technique: sudoku.XYZWing, Cells: []sudoku.Cell{c(1, 1), c(1, 2), c(2, 1)}, Digits: []int{1, 2, 3}, Digit: 3, Eliminations: elim},
			"Cell r1c1 can only be 1, 2 or 3", "(XYZ-윙)"},
		{"reveal", sudoku.Step{Technique: sudoku.Reveal, Cell: c(9, 9), Digit: 8},
			"cell r9c9 is 8", "r9c9 칸은 8입니다"},
		{"16x16 letters", sudoku.Step{Technique: sudoku.NakedSingle, Cell: c(16, 12), Digit: 12},
			"Cell r16c12 can only be C", "r16c12 칸에는 C만"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			size := 9
			if tc.name == "16x16 letters" {
				size = 16
			}
			got := sudokuStepText(tc.step, size)
			if !strings.Contains(got.En, tc.en) {
				t.Errorf("English %q, want %q", got.En, tc.en)
			}
			if !strings.Contains(got.Ko, tc.ko) {
				t.Errorf("Korean %q, want %q", got.Ko, tc.ko)
			}
		})
	}
}

func TestSudokuIGa(t *testing.T) {
	for sym, want := range map[string]string{"1": "이", "2": "가", "3": "이", "4": "가", "5": "가", "6": "이",
		"7": "이", "8": "이", "9": "가", "A": "가", "L": "이", "M": "이", "N": "이", "R": "이", "G": "가", "": "이(가)"} {
		if got := sudokuIGa(sym); got != want {
			t.Errorf("sudokuIGa(%q) = %q, want %q", sym, got, want)
		}
	}
}

func TestSudokuStepsTextFitsALimit(t *testing.T) {
	var steps []sudoku.Step
	for i := range 40 {
		steps = append(steps, sudoku.Step{Technique: sudoku.Pointing, Digit: i%9 + 1,
			Units:        []sudoku.Unit{{Kind: sudoku.Box, Index: i % 9}, {Kind: sudoku.Row, Index: i % 9}},
			Eliminations: []sudoku.Candidate{{Cell: sudoku.Cell{Row: i % 9, Col: 8}, Digit: i%9 + 1}}})
	}
	steps = append(steps, sudoku.Step{Technique: sudoku.NakedSingle, Cell: sudoku.Cell{Row: 3, Col: 6}, Digit: 5})
	for _, lang := range []i18n.Lang{i18n.English, i18n.Korean} {
		text := sudokuStepsText(steps, 9, lang, 1500)
		if len(text) > 1500 {
			t.Errorf("%v: %d bytes, over the limit of 1500", lang, len(text))
		}
		if !strings.HasSuffix(text, "41. "+sudokuStepText(steps[40], 9).In(lang)) {
			t.Errorf("%v: the placement is not last: %q", lang, text)
		}
		if !strings.Contains(text, "…") {
			t.Errorf("%v: no note of the steps left out: %q", lang, text)
		}
	}
}

// FuzzSudokuSolve: whatever a user types, /sudoku solve answers with a reply or a user error, never an
// internal error or a panic, and any solution it shows solves the puzzle.
func FuzzSudokuSolve(f *testing.F) {
	for _, seed := range []string{sudokuTestWiki, sudokuTestTwoWays, sudokuTestNoSolution, sudokuTestDeadCell,
		sudokuSpaced(sudokuTestWiki, "\n"), "1...2..3..4....2", "................", sudokuTest16, "", "/", "🙂", "5" + strings.Repeat(" |", 50)} {
		f.Add(seed)
	}
	store := memory.New()
	f.Fuzz(func(t *testing.T, puzzle string) {
		h := newSudokuHarness(t, store, func(s *sudokuCommand) { s.solveBudget = 200 * time.Millisecond })
		resp, err := h.handle(commandIn(alice, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", puzzle}))
		if err != nil {
			if _, ok := router.AsUserError(err); !ok {
				t.Fatalf("solve(%q): internal error %v", puzzle, err)
			}
			return
		}
		if strings.Contains(resp.Content, "**Solved**") {
			g := sudokuParse(t, sudokuNormalise(puzzle))
			sol := sudokuParse(t, sudokuFirstCode(t, resp.Content))
			if !sol.Complete() || !sol.IsSolutionOf(&g) {
				t.Fatalf("solve(%q) shows %s, which does not solve it", puzzle, sol)
			}
		}
	})
}

// FuzzSudokuButton: any custom_id under sdk1/ gets a reply or a user error, never an internal error.
func FuzzSudokuButton(f *testing.F) {
	for _, seed := range []string{"s1", "gone", "", "a/b", "../../x", strings.Repeat("z", 90), "s1:u", "%00"} {
		f.Add(seed, uint8(0))
	}
	store := memory.New()
	ctx := context.Background()
	p, err := sudoku.Generate(ctx, sudoku.GenerateOptions{Size: 4, Seed: 1})
	if err != nil {
		f.Fatal(err)
	}
	game := &sudokuGame{ID: "s1", Puzzle: p.String()}
	if err := storage.PutJSON(ctx, store, sudokuKey("s1"), time.Hour, game); err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, id string, action uint8) {
		customID := "sdk1/" + id + "/" + []string{"hint", "reveal", "restart"}[action%3]
		h := newSudokuHarness(t, store, nil)
		_, err := h.handle(componentPress(bob, customID))
		if _, ok := router.AsUserError(err); err != nil && !ok {
			t.Fatalf("press %q: internal error %v", customID, err)
		}
	})
}
