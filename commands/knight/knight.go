// Package knight is /knight: its definition in English and Korean, its handler, the pictures and text of
// a tour, its settings (Config) and its messages, which also word the errors of `kibitz solve knight`
// (SolveError). It registers through commands.Game, and commands/all lists it. In this package, knight.X
// names the solver, kibitz/solvers/knight.
package knight

import (
	"math"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/knight"
)

// /knight tour size [start] [closed] [method] [columns] [display]: a knight's tour as a picture, an emoji
// grid or a text grid (view.go).
//
// The board is size x size, or size rows x columns. The picture depends on the longer side: numbered
// squares up to numberedMax (12), a line drawing up to pathMax (100), and beyond
// that a preview colouring every square by when the knight visits it. The text view numbers every square
// up to 15 x 15 (textMaxSide: what fits in one message); the emoji view marks the start and end and
// numbers the squares by the quarter of the tour they fall in (1️⃣ to 4️⃣), coarsely but on any board
// (draw_views.go says why). The tour also comes as a text file (the format of `kibitz solve
// knight`: "r,c" a square, in order), and boards are refused above maxSquares, with the largest that would
// do said in sides (messages.go, tooLarge). Nothing is stored: the reply is the whole answer.
//
// The limit: text takes about 8 bytes a square for boards up to 999 a side (1.9 MB at 500 x 500, 4.9 MB at
// 800 x 800), 9 bytes on long strips (5.4 MB for 3 x 213,333). 640,000 squares keep every shape under
// 5.5 MB, well within Discord's default 10 MB for a file; the picture adds at most 0.2 MB (draw_test.go's
// TestPictureSizes). The whole reply (Warnsdorff's rule, the text, the preview, encoding) took 0.23 to
// 0.45 s at 800 x 800 (PNG 186 KB, text 4.9 MB) and 35 to 80 ms for 3 x 213,333 (PNG 2 KB, text 5.4 MB) on
// a busy 2-core machine (TestLargest), so the router's deferral covers it; budget stops a search that
// runs away.

const (
	maxSquares = 640_000
	maxSide    = 800 // the square board of maxSquares squares, for messages
)

// budget bounds the search: far above the slowest measured reply (under half a second, see above), so
// only a machine in trouble reaches it, and then the user hears so instead of waiting a minute.
const budget = 10 * time.Second

// Config is what /knight alone needs to know: nothing so far, since a tour is computed afresh for each
// request from its options. It is there so that /knight is built as every game is (New(env, cfg)).
type Config struct{}

// Command is /knight, ready to register (commands.Game).
type Command struct {
	commands.Env
	Config
	budget time.Duration // how long Solve may take; the constant budget but in tests
	// pictures keeps the tours' pictures by the tour (tourKey): a tour is a function of the command's
	// options, and drawing and encoding one is most of an answer's cost (about 0.7 ms of an 8x8
	// answer's 1.2 of CPU, nearly all of a 30x30's 11: draw.go has the figures).
	pictures *render.PNGCache
}

// picturesKept is how many tours' pictures a Command keeps: up to a few hundred KB each on large boards.
const picturesKept = 32

// New is /knight on env (its nil fields filled in by commands.Env.WithDefaults) with cfg.
func New(env commands.Env, cfg Config) *Command {
	return &Command{Env: env.WithDefaults(), Config: cfg, budget: budget, pictures: render.NewPNGCache(picturesKept)}
}

// names are the names of the command and its options, shared by the definition and the commands the
// hints suggest, so that a hint names them as the reader's Discord client shows them (Korean as written
// here, the other languages from their names files: i18n.Name).
var names = struct {
	command, tour, size, start, closed, method, columns i18n.Text
}{
	command: i18n.Name(i18n.Text{En: "knight", Ko: "나이트"}),
	tour:    i18n.Name(i18n.Text{En: "tour", Ko: "투어"}),
	size:    i18n.Name(i18n.Text{En: "size", Ko: "크기"}),
	start:   i18n.Name(i18n.Text{En: "start", Ko: "출발"}),
	closed:  i18n.Name(i18n.Text{En: "closed", Ko: "닫힌"}),
	method:  i18n.Name(i18n.Text{En: "method", Ko: "방법"}),
	columns: i18n.Name(i18n.Text{En: "columns", Ko: "열"}),
}

// Register adds /knight to m.
func (c *Command) Register(m *router.Mux) {
	one := 1.0
	m.Command(router.Command{
		Name:        names.command,
		Description: i18n.Text{En: "Knight's tours: visit every square of a board once", Ko: "나이트 투어: 나이트로 판의 모든 칸을 한 번씩 방문합니다"},
		Subcommands: []router.Subcommand{{
			Name:        names.tour,
			Description: i18n.Text{En: "Draw a knight's tour: numbered to 12 x 12, lines to 100 x 100, preview to 800 x 800, text to 15 x 15", Ko: "나이트 투어 그림: 12 x 12까지 번호, 100 x 100까지 선, 800 x 800까지 미리보기, 15 x 15까지 텍스트"},
			Example:     "/knight tour size:8 start:a1 closed:true",
			Handler:     c.tour,
			Heavy:       heavy,
			Options: []router.Option{{
				Type:        discordgo.ApplicationCommandOptionInteger,
				Name:        names.size,
				Description: i18n.Text{En: "Rows (and columns unless given) of the board: a square board goes up to 800 x 800", Ko: "판의 행 수 (열을 주지 않으면 열 수도 같음). 정사각형 판은 최대 800 x 800"},
				Required:    true,
				// No MaxValue: the largest side depends on the other one (maxSquares in all), which
				// readRequest checks and words in sides; a MaxValue of squares would say a square count
				// for a side.
				MinValue: &one,
			}, {
				Type:        discordgo.ApplicationCommandOptionString,
				Name:        names.start,
				Description: i18n.Text{En: "Start square: a1 (bottom left, as in chess) or row,column from the top left like 1,1", Ko: "출발 칸: a1 (체스처럼 왼쪽 아래) 또는 왼쪽 위부터 센 행,열 (예: 1,1)"},
				MaxLength:   32,
			}, {
				Type:        discordgo.ApplicationCommandOptionBoolean,
				Name:        names.closed,
				Description: i18n.Text{En: "A closed tour: the last square a knight's move from the first", Ko: "닫힌 투어: 마지막 칸에서 한 수로 첫 칸에 돌아옵니다"},
			}, {
				Type:        discordgo.ApplicationCommandOptionString,
				Name:        names.method,
				Description: i18n.Text{En: "How to find the tour (auto when left out: Warnsdorff's rule, then the construction if it fails)", Ko: "투어를 찾는 방법 (비우면 자동: 바른스도르프 규칙, 실패하면 구성적 방법)"},
				Choices: []router.Choice{
					{Name: methodNames[knight.MethodAuto], Value: "auto"},
					{Name: methodNames[knight.MethodWarnsdorff], Value: "warnsdorff"},
					{Name: methodNames[knight.MethodConstruct], Value: "construct"},
				},
			}, {
				Type:        discordgo.ApplicationCommandOptionInteger,
				Name:        names.columns,
				Description: i18n.Text{En: "Columns, for a rectangular board (the same as size when left out); 640,000 squares in all", Ko: "직사각형 판의 열 수 (비우면 크기와 같음). 판 전체는 최대 640,000칸"},
				MinValue:    &one,
			}, commands.DisplayOption()},
		}},
	})
}

// heavySquares is the board size beyond which a tour counts as heavy work, limited per user and per
// server by the router. A reply's cost is mostly its picture and its text file: above 1,000 squares it
// took 65 to 180 ms (the line drawing of 100 x 100, 115 ms; 800 x 800, 177 ms) or carried a text file
// from 8 KB up to 5 MB, against 20 ms and under 1 KB for a chessboard (best of 3, busy 2-core machine;
// the pictures have since cost a third to a fifth of what they did: draw.go).
const heavySquares = 1000

// heavy reports whether a /knight tour request is heavy work: a board of more than heavySquares squares,
// read as readRequest reads it. A board beyond maxSquares is not: it is refused at once, and counting it
// would answer the user's next try "busy" instead of saying what size would do.
func heavy(req *router.Request) bool {
	rows, _ := side(req, "size")
	cols := rows
	if n, ok := side(req, "columns"); ok {
		cols = n
	}
	return rows <= maxSquares && cols <= maxSquares && rows*cols > heavySquares && rows*cols <= maxSquares
}

// side reads a side of the board from its option. The router has checked that it is at least 1
// (MinValue), so a value below 1 here is a number too large for an int64 (a forged request; Discord sends
// at most 2^53), which converts to a negative one: it reads as the largest int64, which the board's check
// refuses as too large rather than as a side below 1.
func side(req *router.Request, name string) (int64, bool) {
	n, ok := req.Int(name)
	if ok && n < 1 {
		n = math.MaxInt64
	}
	return n, ok
}
