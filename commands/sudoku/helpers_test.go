package sudoku

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"log/slog"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/solvers/sudoku"
	"kibitz/storage"
)

// The tests' puzzles, harness and helpers, shared by the test files of /sudoku.

var (
	alice = commandtest.User("101")
	bob   = commandtest.User("102")
	carol = commandtest.User("103")
)

// opt is commandtest.Opt, short for the tables of options.
type opt = commandtest.Opt

// Puzzles for the tests: the puzzle of the Wikipedia article on Sudoku and its solution; a variant
// with one given fewer (r3c2) that has two solutions; the Wikipedia puzzle with a wrong 1 in r1c3,
// which no grid completes although every blank cell still has a candidate; a grid whose r1c9 sees
// every digit; a 16x16 and a 25x25 puzzle made by sudoku.Generate with their solutions.
const (
	testWiki       = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	testWikiSolved = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	testTwoWays    = "53..7....6..195....9.....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	testNoSolution = "531.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	testDeadCell   = "12345678.........9..............................................................."
	test16         = "...9C.B.6...5.4..6.A.G..4..FE.8.4.5.....DB.239...F..1....9C7.A.D..2.5...C...DE...D..BE...5F9.1......8...E..194..C..8.93.B.D4A......621.9.4B.G..8..45G..6...D......F.3BC...26..A...9C...5...3.B..3.1.A26....B..5...74E.1D.....8.F.2.E4..B..9.C.3..C.B...G.D.82..."
	test16Solved   = "D389C7B26AGE5F41B6CADG93415FE28747516AFEDB8239CGEFG2145839C76ABD942756G1C83ADEFBAD63BE24G5F9817CG5BF8CDAE7619423C1E8793FB2D4AG657E3621A9F4B5GCD81B45G8E6AC7DF3928GFD3BC79E2615A42A9CFD458G137BE6381GA26C7FEB4D596974E51D23ACB8GF52DE4F8B169GC73AFCAB937G5D48261E"
	test16Sparse   = "...9..2.5....G..FBD.....E..A6....72..5G.69.3B...3..4.A.7.8C....E53B....6...EF.....A..4..8....C...C9D...B7A.F4..618...G...D.C2......85.7...4...129..5F.38G...EBA...G....C..9..6.....F4...2....7D54....39.B.8.A..7...36.F1.2E..9B....B7..2.....14D..6....5.C..3..."
	test25         = ".I...WY.A..E..RQ.K.D.H..GXFCQ..S.R.V.D.Y...N...W..KGHE.Q..BIU..L..M.ORY....Y.O..FVC.H...MS.....K..NR..DTSLJN.KQ...AB...YP.VCMQHX....S.F...WIEO...CKU..WSY.JXUVG..CHP..I.M.T.OEF...O.....B.L.Q..H..S...YJ.......J......XP.TF.B..R.UAGDF....N..ERVC.WYK.......VIC.....DXYBJ..SEOGR...JX...G..I..O...DR..CH...KG.N.D...HJRQ.FPWX...O.T.SO...ER..YA...V..P..T...FB...HUDWQ..CALGT.....JEX.......HRO.SMVK..Y....ATFJP.L..X.NA.WS......O.......EP...T..Q..F.D.G.....O...ABI.R.M.L..TOY..NUPHE.SQX..SVO...PEXH...I.B....LKNDEF.QB...RI...WM.GLXSYK..VJ..H.....EY...T.NRA..C.U....WAI.V..R..HOC..B.MJGE..B...G...L.Q.M.Y.H..VRPAT..U.N.K.PG..S..E.IQ...W."
	test25Solved   = "LIJNMWYXAUPECTRQSKVDFHBOGXFCQBOSMRGVKDHYAJENPLUWITKGHEVQPTBIUWXLNFMCORYJASDYWOAPFVCDHBGJMSUTIXLKQENRRUDTSLJNEKQIFOABGHWYPXVCMQHXRNPDSTFYMBWIEOAJGCKULVWSYBJXUVGQKCHPDRILMNTAOEFPMKOTEARCBNLUQFXHVDSWIGYJIVECLMKJWYOSGAXPQTFUBNDRHUAGDFIHLONTJERVCBWYKMSPXQFTVICKLPNMDXYBJHUSEOGRQAWJXALYGTFIVWOSEUDRQBCHPNMKGKNMDCEBHJRQIFPWXYAVOLTUSOQWSERXUYAHNMVKLPJGTDCIFBBRPHUDWQSOCALGTNFMKIJEXVYNDQWGHROUSMVKIBYLXCEATFJPHLTYXJNAKWSPRCEVDOQFUGMBIEPUJKTBIQXAFNDLGWRSMVOYHCABIFRVMDLCJTOYGKNUPHEWSQXMCSVOYFGPEXHWUQIABTJRDLKNDEFPQBCHJRIUANWMVGLXSYKTOVJMGHSQWFLEYPXOTKNRAIBCDUSNLXWAIYVDFRTKHOCPUBQMJGECOBKIUGEXTLDQJMSYFHWNVRPATYRUANOKMPGBVSCJEDIQXFHWL"
)

// imageSide is the width and height of gridPicture's image for each grid size.
var imageSide = map[int]int{4: 326, 9: 466, 16: 610, 25: 759}

// newHarness is commandtest's harness with /sudoku alone registered, on store, numbering games g1, g2,
// ..., with the command's budgets changed by tune when it is not nil. Two harnesses on one store are two
// runs of the bot, before and after a restart: nothing but the store carries over.
func newHarness(t *testing.T, store storage.Store, tune func(*Command)) *commandtest.Harness {
	t.Helper()
	return commandtest.New(t, func(h *commandtest.Harness) {
		h.Store = store
		s := New(commands.Env{Store: store, Log: h.Log, NewID: h.NewID}, Config{})
		if tune != nil {
			tune(s)
		}
		s.Register(h.Mux)
	})
}

// serve serves an interaction without failing the test, so that goroutines may call it.
func serve(h *commandtest.Harness, in *discordgo.Interaction) *router.Response {
	req, err := router.NewRequest(in, time.Now())
	if err != nil {
		return router.PrivateReply("bad request: " + err.Error())
	}
	return h.Srv.Serve(context.Background(), req)
}

// checkImage decodes a reply's PNG, checks that it is small and square with the side gridPicture
// gives size, and returns it.
func checkImage(t *testing.T, f *discordgo.File, size int) image.Image {
	t.Helper()
	data := router.FileBytes(f)
	if len(data) > 1<<20 {
		t.Errorf("%s: %d bytes, want under 1 MiB", f.Name, len(data))
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s is not a PNG: %v", f.Name, err)
	}
	if b := img.Bounds(); b.Dx() != imageSide[size] || b.Dy() != imageSide[size] {
		t.Errorf("%s is %dx%d pixels, want %[4]dx%[4]d for a %dx%d grid", f.Name, b.Dx(), b.Dy(), imageSide[size], size, size)
	}
	return img
}

var codeBlock = regexp.MustCompile("(?s)```\n(.*?)```")

// firstCode is the first line of the first code block of content: the canonical grid.
func firstCode(t *testing.T, content string) string {
	t.Helper()
	m := codeBlock.FindStringSubmatch(content)
	if m == nil {
		t.Fatalf("no code block in %q", content)
	}
	return strings.TrimSpace(strings.SplitN(m[1], "\n", 2)[0])
}

func mustParse(t *testing.T, s string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return g
}

// spaced writes a one-line grid the way people paste one: rows on lines (or joined by sep),
// a space between cells, '|' between boxes and a line of dashes between bands.
func spaced(line string, sep string) string {
	g, _ := sudoku.Parse(line)
	pretty := strings.TrimRight(g.Pretty(), "\n")
	return strings.ReplaceAll(pretty, "\n", sep)
}

// generated runs /sudoku generate and returns the reply and the puzzle stored for it.
func generated(t *testing.T, h *commandtest.Harness, u *discordgo.User, locale discordgo.Locale, opts ...opt) (*router.Response, *Generated, sudoku.Puzzle) {
	t.Helper()
	resp := h.Command(u, locale, "sudoku", "generate", opts...)
	if len(commandtest.Buttons(resp)) != 2 {
		t.Fatalf("generate: %d buttons, want Hint and Reveal: %q", len(commandtest.Buttons(resp)), resp.Content)
	}
	id := strings.Split(commandtest.Buttons(resp)[0].CustomID, "/")[1]
	var g Generated
	if err := storage.GetJSON(context.Background(), h.Store, gameKey(id), &g); err != nil {
		t.Fatalf("game %s not stored: %v", id, err)
	}
	p, err := g.puzzle()
	if err != nil {
		t.Fatal(err)
	}
	return resp, &g, p
}

// direct runs one of the /sudoku handlers on in without the router, as a caller that skips Lookup
// (and so the option limits) would, to see the handler's own checks.
func direct(t *testing.T, store storage.Store, tune func(*Command), handler func(*Command) router.Handler, in *discordgo.Interaction) (*router.Response, error) {
	t.Helper()
	req, err := router.NewRequest(in, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	s := New(commands.Env{Store: store, Log: slog.New(slog.DiscardHandler), NewID: func() string { return "g1" }}, Config{})
	if tune != nil {
		tune(s)
	}
	return handler(s)(context.Background(), req)
}

// hintNumber matches the header of a hint reply, cellName a cell named in it.
var (
	hintNumber = regexp.MustCompile(`\*\*Hint (\d+)\*\*`)
	cellName   = regexp.MustCompile(`r\d+c\d+`)
)

// techniqueNamed reports whether text names a technique, in English.
func techniqueNamed(text string) bool {
	for _, name := range techniqueNames {
		if strings.Contains(text, name.En) {
			return true
		}
	}
	return false
}

// progressOf reads u's hint progress on game id: the hints given and the grid they fill in.
func progressOf(t *testing.T, h *commandtest.Harness, id string, u *discordgo.User) (int, sudoku.Grid, bool) {
	t.Helper()
	var p Progress
	err := storage.GetJSON(context.Background(), h.Store, progressKey(id, u.ID), &p)
	if err == storage.ErrNotFound {
		return 0, sudoku.Grid{}, false
	}
	if err != nil {
		t.Fatal(err)
	}
	return p.Hints, mustParse(t, p.Grid), true
}
