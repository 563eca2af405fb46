package sudoku

import (
	"bytes"
	"image/png"
	"testing"

	"kibitz/render"
	"kibitz/render/rendertest"
	"kibitz/solvers/sudoku"
)

// A 4x4 puzzle and its solution; the puzzle of the Wikipedia article on Sudoku, its solution, and the
// grid after its first three hints (r1c6, r1c4, r3c7); a variant with one given fewer
// (r3c2) that has two solutions, differing in seven cells; a 16x16 and a 25x25 puzzle made by
// sudoku.Generate (seed 3) with their solutions, kept here as text so that the golden images depend on
// the renderer alone.
const (
	sudoku4          = "1...2..3..4....2"
	sudoku4Solved    = "1324241332414132"
	sudokuWikiHinted = "53.678...6..195....98...56.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	sudokuWikipedia  = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	sudokuWikiSolved = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	sudokuTwoWays    = "53..7....6..195....9.....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	sudokuTwoWays1   = "534276918678195342192348567859761423426853791713924856961537284287419635345682179"
	sudokuTwoWays2   = "534276918682195347197348562859761423426853791713924856961537284278419635345682179"
	sudoku16         = "...9C.B.6...5.4..6.A.G..4..FE.8.4.5.....DB.239...F..1....9C7.A.D..2.5...C...DE...D..BE...5F9.1......8...E..194..C..8.93.B.D4A......621.9.4B.G..8..45G..6...D......F.3BC...26..A...9C...5...3.B..3.1.A26....B..5...74E.1D.....8.F.2.E4..B..9.C.3..C.B...G.D.82..."
	sudoku16Solved   = "D389C7B26AGE5F41B6CADG93415FE28747516AFEDB8239CGEFG2145839C76ABD942756G1C83ADEFBAD63BE24G5F9817CG5BF8CDAE7619423C1E8793FB2D4AG657E3621A9F4B5GCD81B45G8E6AC7DF3928GFD3BC79E2615A42A9CFD458G137BE6381GA26C7FEB4D596974E51D23ACB8GF52DE4F8B169GC73AFCAB937G5D48261E"
	sudoku25         = ".I...WY.A..E..RQ.K.D.H..GXFCQ..S.R.V.D.Y...N...W..KGHE.Q..BIU..L..M.ORY....Y.O..FVC.H...MS.....K..NR..DTSLJN.KQ...AB...YP.VCMQHX....S.F...WIEO...CKU..WSY.JXUVG..CHP..I.M.T.OEF...O.....B.L.Q..H..S...YJ.......J......XP.TF.B..R.UAGDF....N..ERVC.WYK.......VIC.....DXYBJ..SEOGR...JX...G..I..O...DR..CH...KG.N.D...HJRQ.FPWX...O.T.SO...ER..YA...V..P..T...FB...HUDWQ..CALGT.....JEX.......HRO.SMVK..Y....ATFJP.L..X.NA.WS......O.......EP...T..Q..F.D.G.....O...ABI.R.M.L..TOY..NUPHE.SQX..SVO...PEXH...I.B....LKNDEF.QB...RI...WM.GLXSYK..VJ..H.....EY...T.NRA..C.U....WAI.V..R..HOC..B.MJGE..B...G...L.Q.M.Y.H..VRPAT..U.N.K.PG..S..E.IQ...W."
	sudoku25Solved   = "LIJNMWYXAUPECTRQSKVDFHBOGXFCQBOSMRGVKDHYAJENPLUWITKGHEVQPTBIUWXLNFMCORYJASDYWOAPFVCDHBGJMSUTIXLKQENRRUDTSLJNEKQIFOABGHWYPXVCMQHXRNPDSTFYMBWIEOAJGCKULVWSYBJXUVGQKCHPDRILMNTAOEFPMKOTEARCBNLUQFXHVDSWIGYJIVECLMKJWYOSGAXPQTFUBNDRHUAGDFIHLONTJERVCBWYKMSPXQFTVICKLPNMDXYBJHUSEOGRQAWJXALYGTFIVWOSEUDRQBCHPNMKGKNMDCEBHJRQIFPWXYAVOLTUSOQWSERXUYAHNMVKLPJGTDCIFBBRPHUDWQSOCALGTNFMKIJEXVYNDQWGHROUSMVKIBYLXCEATFJPHLTYXJNAKWSPRCEVDOQFUGMBIEPUJKTBIQXAFNDLGWRSMVOYHCABIFRVMDLCJTOYGKNUPHEWSQXMCSVOYFGPEXHWUQIABTJRDLKNDEFPQBCHJRIUANWMVGLXSYKTOVJMGHSQWFLEYPXOTKNRAIBCDUSNLXWAIYVDFRTKHOCPUBQMJGECOBKIUGEXTLDQJMSYFHWNVRPATYRUANOKMPGBVSCJEDIQXFHWL"
)

func sudokuGrid(t testing.TB, s string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return g
}

// goldenGrid is a grid of the goldens: the givens, the grid drawn and its highlighted cells, the name of
// its views' goldens (testdata/NAME_text.txt, NAME_emoji.txt) and of its picture's ("" for none).
type goldenGrid struct {
	name, picture string
	givens, grid  sudoku.Grid
	highlight     []sudoku.Cell
}

// goldenGrids are the grids whose pictures and views the goldens pin: a puzzle, a solution, a hint's grid
// and the first of two solutions at each size.
func goldenGrids(t testing.TB) []goldenGrid {
	g := func(s string) sudoku.Grid { return sudokuGrid(t, s) }
	two1, two2 := g(sudokuTwoWays1), g(sudokuTwoWays2)
	return []goldenGrid{
		{"sudoku_4x4_puzzle", "", g(sudoku4), g(sudoku4), nil},
		{"sudoku_4x4_solved", "sudoku_4x4", g(sudoku4), g(sudoku4Solved), nil},
		{"sudoku_9x9_puzzle", "sudoku_9x9_puzzle", g(sudokuWikipedia), g(sudokuWikipedia), nil},
		{"sudoku_9x9_solved", "sudoku_9x9_solved", g(sudokuWikipedia), g(sudokuWikiSolved), nil},
		{"sudoku_9x9_hint", "sudoku_9x9_hint", g(sudokuWikipedia), g(sudokuWikiHinted), []sudoku.Cell{{Row: 2, Col: 6}}},
		{"sudoku_9x9_difference", "sudoku_9x9_difference", g(sudokuTwoWays), two1, sudoku.Diff(two1, two2)},
		{"sudoku_16x16", "sudoku_16x16", g(sudoku16), g(sudoku16Solved), []sudoku.Cell{{Row: 0, Col: 0}, {Row: 15, Col: 15}}},
		{"sudoku_25x25", "sudoku_25x25", g(sudoku25), g(sudoku25Solved), nil},
	}
}

func TestPictureGolden(t *testing.T) {
	for _, tc := range goldenGrids(t) {
		if tc.picture == "" {
			continue
		}
		t.Run(tc.picture, func(t *testing.T) {
			rendertest.Golden(t, tc.picture, gridPicture(tc.givens, tc.grid, tc.highlight))
		})
	}
}

// TestPicturePNG checks the encoded form /sudoku sends: the same pixels as gridPicture, and small.
func TestPicturePNG(t *testing.T) {
	for _, tc := range []struct{ givens, grid string }{
		{sudoku4, sudoku4Solved},
		{sudokuWikipedia, sudokuWikiSolved},
		{sudoku16, sudoku16Solved},
		{sudoku25, sudoku25Solved},
	} {
		givens, grid := sudokuGrid(t, tc.givens), sudokuGrid(t, tc.grid)
		data, err := render.PNG(gridPicture(givens, grid, nil))
		if err != nil {
			t.Fatal(err)
		}
		got, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%dx%d: %v", givens.Size(), givens.Size(), err)
		}
		if !bytes.Equal(rendertest.RGBA(got).Pix, rendertest.RGBA(gridPicture(givens, grid, nil)).Pix) {
			t.Errorf("%dx%d: the PNG's pixels differ from Sudoku's", givens.Size(), givens.Size())
		}
		if len(data) > 256<<10 {
			t.Errorf("%dx%d: %d bytes, want under 256 KiB", givens.Size(), givens.Size(), len(data))
		}
		t.Logf("%[1]dx%[1]d: %[2]d bytes, %[3]d pixels square", givens.Size(), len(data), got.Bounds().Dx())
	}
}

// TestPictureIgnoresWhatDoesNotFit: a grid of another size draws the givens alone, and highlights
// outside the grid are left out, never a panic.
func TestPictureIgnoresWhatDoesNotFit(t *testing.T) {
	givens := sudokuGrid(t, sudokuWikipedia)
	plain := rendertest.RGBA(gridPicture(givens, givens, nil)).Pix
	for _, tc := range []struct {
		name      string
		grid      sudoku.Grid
		highlight []sudoku.Cell
	}{
		{"grid of another size", sudokuGrid(t, sudoku4Solved), nil},
		{"highlights off the grid", givens, []sudoku.Cell{{Row: -1, Col: 0}, {Row: 9, Col: 0}, {Row: 0, Col: 9}, {Row: 3, Col: -5}}},
	} {
		if got := rendertest.RGBA(gridPicture(givens, tc.grid, tc.highlight)).Pix; !bytes.Equal(got, plain) {
			t.Errorf("%s: the image differs from the givens alone", tc.name)
		}
	}
}
