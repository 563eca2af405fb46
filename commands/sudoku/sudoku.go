// Package sudoku is /sudoku: its definition in English and Korean, its routes and handlers, the
// generated puzzles with their hints, the games played in Discord (play*.go, daily.go), its settings (Config) and its messages (messages.go, which also
// words the solver's errors for `kibitz solve`: SolveError). It registers through commands.Game, and
// commands/all lists it. In this package, sudoku.X names the solver, kibitz/solvers/sudoku.
package sudoku

import (
	"fmt"
	"sync/atomic"
	"time"
	"unicode"

	"github.com/bwmarrin/discordgo"
	lru "github.com/hashicorp/golang-lru/v2"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/sudoku"
)

// /sudoku solve puzzle [display] and /sudoku generate [difficulty] [size] [display].
//
// Every grid is shown in the view the reader asks for (view.go): a picture (givens dark, found digits
// in the accent colour) described in its alt text, emoji, or a numbered text grid; the
// buttons' replies in the presser's /settings view. solve answers with the solution and its line to
// copy, or says that the puzzle has no solution, or shows where two of its solutions differ. generate
// posts a new puzzle with two buttons whose replies are private, so anyone in the channel may press
// them: Hint gives the next logical step, named and explained, and each further press the step after it
// (kibitz cannot see what a user wrote in, so hints follow on from the starting grid and that user's
// earlier hints); Reveal shows the solution. The puzzle lives under "sdk:<id>" for a week; each user's
// hint progress under "sdk:<id>:<user>", as long. The grid sizes are 4x4, 9x9, 16x16 and 25x25; solving
// gives up after 10 seconds and generating after 20 (a 25x25 puzzle takes a few seconds to make).
//
// /sudoku play [difficulty] [size] [together] [display] and /sudoku daily [display]: a game played on
// its message with menus and buttons (play_message.go), every move a compare-and-set on the stored game
// (game.go holds the moves, play.go the presses), and the daily puzzle of a place with its ranking
// (daily.go). The generated puzzles are in generate.go.

const (
	hintRoute    = "sdk1/{game}/hint"
	revealRoute  = "sdk1/{game}/reveal"
	restartRoute = "sdk1/{game}/restart"
	// keep is how long a generated puzzle, and a user's hint progress on it, is kept; playKeep how long a
	// game is kept after its last move; rankingKeep how long a day's ranking is kept after its last
	// finisher.
	keep        = 7 * 24 * time.Hour
	playKeep    = 7 * 24 * time.Hour
	rankingKeep = 8 * 24 * time.Hour
	// defaultSolveBudget bounds one solve (and one hint): plenty for any 9x9 grid, for 16x16 and 25x25
	// puzzles with a reasonable number of givens; a sparse large grid with no solution can search far
	// longer.
	defaultSolveBudget = 10 * time.Second
	// defaultGenerateBudget bounds making one puzzle: a 25x25 takes about 1.8 s of CPU, several seconds
	// of wall time on a busy machine.
	defaultGenerateBudget = 20 * time.Second
	// maxInput is the longest puzzle option accepted, in characters (the option's MaxLength): a
	// 25x25 grid pasted with a space between cells and box lines fits.
	maxInput = 4000
)

// The store keys of /sudoku: a generated puzzle and a user's hint progress on it; a game in play; a
// user's daily game of a day in a place, that day's ranking there, and the days whose daily someone began
// there (a sorted set: the day, scored at its midnight in Unix seconds; noteBegun).
func gameKey(id string) string                { return "sdk:" + id }
func progressKey(id, userID string) string    { return "sdk:" + id + ":" + userID }
func playKey(id string) string                { return "sdp:" + id }
func dailyKey(guild, day, user string) string { return "sdpd:" + guild + ":" + day + ":" + user }
func rankingKey(guild, day string) string     { return "sdpr:" + guild + ":" + day }
func dailiesBegunKey(guild string) string     { return "sdpb:" + guild }

// notedSinceKey holds the first day from which kibitz notes, in every place, the days whose daily someone
// began there (notedSince): kept for ever, written once.
const notedSinceKey = "sdpb-since"

// Config is what /sudoku alone needs to know: nothing yet, since the bot holds no setting of its
// own; the type is there so that one can come without changing New.
type Config struct{}

// Command is /sudoku, ready to register (commands.Game).
type Command struct {
	commands.Env
	Config
	// solveBudget and generateBudget are defaultSolveBudget and defaultGenerateBudget; tests shorten them.
	solveBudget, generateBudget time.Duration
	pictures                    *render.PNGCache // solved, generated and hinted grids, by what they show
	// dailies are the daily puzzles made, by place and day: the same for a place all day, and asked for by
	// every 9x9 /sudoku solve there.
	dailies *lru.Cache[string, sudoku.Puzzle]
	// notedFrom caches the first day whose dailies begun are noted by every replica (notedSince), once
	// read: it never changes. Tests set it.
	notedFrom atomic.Pointer[string]
}

// dailiesCached is how many daily puzzles (a place's of a day) a process keeps made, about 200 bytes
// each: a 9x9 /sudoku solve looks at keptDays+1 days of its place (dailyFrom), so this keeps the days of
// 1,024 places, 1.6 MB.
const dailiesCached = 1024 * (keptDays + 1)

// New is /sudoku on env (its nil fields filled in by commands.Env.WithDefaults) with cfg.
func New(env commands.Env, cfg Config) *Command {
	return &Command{Env: env.WithDefaults(), Config: cfg, solveBudget: defaultSolveBudget, generateBudget: defaultGenerateBudget,
		pictures: render.NewPNGCache(commands.PictureCacheSize), dailies: newDailies()}
}

func newDailies() *lru.Cache[string, sudoku.Puzzle] {
	cache, err := lru.New[string, sudoku.Puzzle](dailiesCached)
	if err != nil {
		panic(err) // only for a size below 1
	}
	return cache
}

// names are the names of /sudoku play, shared by the definition and the hint after a refused together,
// which writes the user's command again (hintAlone), so that the hint names them as the reader's Discord
// client shows them (i18n.Name).
var names = struct{ command, play i18n.Text }{
	command: i18n.Name(i18n.Text{En: "sudoku", Ko: "스도쿠"}),
	play:    i18n.Name(i18n.Text{En: "play", Ko: "게임"}),
}

// playOptions are the options of /sudoku play.
func playOptions() []router.Option {
	return []router.Option{difficultyOption(), {
		Type:        discordgo.ApplicationCommandOptionInteger,
		Name:        i18n.Text{En: "size", Ko: "크기"},
		Description: i18n.Text{En: "Grid size (9x9 if left out)", Ko: "판 크기 (비우면 9x9)"},
		Choices:     sizeChoices(4, 9, 16),
	}, {
		Type:        discordgo.ApplicationCommandOptionBoolean,
		Name:        i18n.Text{En: "together", Ko: "함께"},
		Description: i18n.Text{En: "Let anyone in the channel fill in cells (only you if left out)", Ko: "채널의 누구나 칸을 채울 수 있게 합니다 (비우면 나만)"},
		WithOthers:  true,
	}, commands.DisplayOption()}
}

// Register adds /sudoku and its buttons to m.
func (c *Command) Register(m *router.Mux) {
	m.Command(router.Command{
		Name:        names.command,
		Description: i18n.Text{En: "Sudoku: solve any 4x4 to 25x25 puzzle, or play a new one with hints", Ko: "스도쿠: 4x4부터 25x25까지 퍼즐을 풀거나, 힌트와 함께 새 퍼즐을 풉니다"},
		Subcommands: []router.Subcommand{{
			Name:        i18n.Text{En: "solve", Ko: "풀기"},
			Description: i18n.Text{En: "Solve a puzzle: its solution as a picture, emoji or text (gives up after 10 s)", Ko: "퍼즐을 풀어 답을 그림, 이모지 또는 텍스트로 보여 줍니다 (10초가 넘으면 포기합니다)"},
			Example:     "/sudoku solve puzzle:53..7..../6..195.../.98....6./8...6...3/4..8.3..1/7...2...6/.6....28./...419..5/....8..79",
			Handler:     c.solve,
			Heavy:       largePuzzle,
			Options: []router.Option{{
				Type:        discordgo.ApplicationCommandOptionString,
				Name:        i18n.Text{En: "puzzle", Ko: "퍼즐"},
				Description: i18n.Text{En: "Cells row by row, . or 0 for blanks; rows may be split by / or spaces", Ko: "칸을 한 줄씩, 빈칸은 . 또는 0; 행은 / 나 공백으로 나눠도 됩니다"},
				Required:    true,
				MaxLength:   maxInput,
			}, commands.DisplayOption()},
		}, {
			Name:        i18n.Text{En: "generate", Ko: "생성"},
			Description: i18n.Text{En: "A new puzzle with one solution, with Hint and Reveal buttons", Ko: "답이 하나인 새 퍼즐을 힌트, 정답 버튼과 함께 만듭니다"},
			Example:     "/sudoku generate difficulty:hard",
			Handler:     c.generate,
			Heavy:       largeGrid,
			Options: []router.Option{difficultyOption(), {
				Type:        discordgo.ApplicationCommandOptionInteger,
				Name:        i18n.Text{En: "size", Ko: "크기"},
				Description: i18n.Text{En: "Grid size (9x9 if left out); 25x25 takes a few seconds", Ko: "판 크기 (비우면 9x9); 25x25는 몇 초 걸립니다"},
				Choices:     sizeChoices(4, 9, 16, 25),
			}, commands.DisplayOption()},
		}, {
			Name:        names.play,
			Description: i18n.Text{En: "Practice on a new puzzle here: cells and digits, notes, undo, check, hints, a timer", Ko: "새 퍼즐로 여기서 연습합니다: 칸과 숫자 고르기, 메모, 되돌리기, 확인, 힌트, 타이머"},
			Example:     "/sudoku play difficulty:easy size:9 together:true",
			Handler:     c.play,
			Heavy:       largeGrid,
			Options:     playOptions(),
		}, {
			Name:        i18n.Text{En: "daily", Ko: "오늘의퍼즐"},
			Description: i18n.Text{En: "The puzzle of the day, the same for everyone here, on a board of your own, ranked by time", Ko: "여기 모두에게 같은 오늘의 퍼즐을 내 판에서 풀고, 시간으로 순위를 매깁니다"},
			Example:     "/sudoku daily",
			Handler:     c.daily,
			Options:     []router.Option{commands.DisplayOption()},
		}},
	})
	m.Component(pressRoute, c.press)
	m.Component(rankRoute, c.rank)
	m.Component(todayRoute, c.openToday)
	m.Component(hintRoute, c.hint)
	m.Component(revealRoute, c.reveal)
	m.Component(restartRoute, c.restart)
}

// difficultyChoices are the grades a puzzle may be asked for.
func difficultyChoices() []router.Choice {
	return []router.Choice{
		{Name: i18n.Text{En: "easy", Ko: "쉬움"}, Value: "easy"},
		{Name: i18n.Text{En: "medium", Ko: "보통"}, Value: "medium"},
		{Name: i18n.Text{En: "hard", Ko: "어려움"}, Value: "hard"},
		{Name: i18n.Text{En: "expert", Ko: "전문가"}, Value: "expert"},
	}
}

// budget is a time limit in words for a reply, at least a second: "10 seconds", "10초".
func budget(d time.Duration) i18n.Duration {
	return i18n.Duration(max(d.Round(time.Second), time.Second))
}

// difficultyOption is the difficulty of a new puzzle, for /sudoku generate and play.
func difficultyOption() router.Option {
	return router.Option{
		Type:        discordgo.ApplicationCommandOptionString,
		Name:        i18n.Text{En: "difficulty", Ko: "난이도"},
		Description: i18n.Text{En: "How hard, by the techniques needed (9x9 only; medium if left out)", Ko: "필요한 기법에 따른 난이도 (9x9만; 비우면 보통)"},
		Choices:     difficultyChoices(),
	}
}

// sizeChoices are grid sizes as the choices of a size option ("9x9" for 9).
func sizeChoices(sizes ...int) []router.Choice {
	out := make([]router.Choice, len(sizes))
	for i, n := range sizes {
		out[i] = router.Choice{Name: i18n.Plain(fmt.Sprintf("%dx%d", n, n)), Value: n}
	}
	return out
}

// largeGrid is the Heavy test of generate and play: making a puzzle of 16x16 or more takes long.
// Measured (busy 2-core machine): 4x4 and 9x9 in under 11 ms, 16x16 in 60 to 100 ms, 25x25 in 1.2 to
// 1.6 s.
func largeGrid(req *router.Request) bool {
	size, _ := req.Int("size")
	return size >= 16
}

// largePuzzle is the Heavy test of solve: a puzzle of more cells than a 9x9 has. A 9x9 is solved in
// microseconds, but a 16x16 or 25x25 may search for all of its 10 s (a 25x25 with no solution and few
// givens does), which would hold one of the few light workers, and every reply behind it, that long.
// The cells are counted as the puzzle option gives them, the separators (spaces, slashes) left out; a
// count no size has is refused at once, but after this test.
func largePuzzle(req *router.Request) bool {
	cells := 0
	for _, r := range req.String("puzzle") {
		if !unicode.IsSpace(r) && r != '/' && r != '／' {
			cells++
		}
	}
	return cells > 81
}
