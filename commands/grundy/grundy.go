// Package grundy is /grundy: impartial games solved by their Grundy values, one subcommand and one file
// per game, each on its own solver (kibitz/solvers/subtraction, kibitz/solvers/divisor,
// kibitz/solvers/dagame; a sum of piles is played as Nim, kibitz/solvers/nim). It holds the command's
// definition in English and Korean, its handlers, its settings (Config, empty so far) and its messages
// (messages.go, which with each game's file also words the solvers' errors for `kibitz solve subtraction
// | divisor | dagame`: SolveError). It registers through commands.Game, and commands/all lists it.
//
// /grundy subtraction moves n, /grundy divisor n [misere] and /grundy dagame file each answer who wins, a
// winning move and why.
//   - subtraction (subtraction.go): one pile or a sum of up to 100 piles (each pile's value: up to 12
//     listed, all of them in piles.txt beyond; XOR, the move); the pre-period and period found; the first
//     30-100 values as a table and as a picture with the period marked (tablePicture).
//   - divisor (divisor.go): both conventions; the factorisation; in normal play the Grundy value of N; for
//     N with at most 40 proper divisors, every move, the winning ones marked, with its Grundy value in
//     normal play.
//   - dagame (dagame.go): the file is read through req.OpenAttachment with a size limit; errors name the
//     line (and for a cycle, the lines of its edges); each colour's value; for graphs up to 100 nodes the
//     value of a lone token on every node as a table.
//
// Each game is a Nim position written otherwise, and each declines what /nim analyze declines of that
// position while a ranked Nim game is played on it (playing.go), by asking /nim (Config.Nim).
package grundy

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
)

const (
	maxFile      = 4 << 20 // bytes of a DAGame file: 100,000 edges and some 300,000 tokens
	tableMin     = 30      // Grundy values shown at least...
	tableMax     = 100     // ...and at most
	coloursShown = 15      // colours listed in the message; all of them go in a file beyond
	maxPiles     = 100     // piles in one sum
	pilesListed  = 12      // piles of a sum listed in the message; all of them go in a file beyond
	titleMoves   = 120     // bytes of the move set in the title
	nodesShown   = 100     // DAGame graphs up to this many nodes get a table of one-token values
	divisorsMax  = 40      // proper divisors listed one by one in the divisor game
)

// Config is what /grundy alone needs to know.
type Config struct {
	// Nim says which Nim positions ranked Nim games in progress are on, for their players and their
	// channels: /grundy declines its games that are those positions written otherwise, as /nim analyze
	// declines them (playing.go). commands/all gives it /nim. Nil: nothing is declined.
	Nim RankedNim
}

// Command is /grundy, ready to register (commands.Game).
type Command struct {
	commands.Env
	Config
}

// New is /grundy on env (its nil fields filled in by commands.Env.WithDefaults) with cfg.
func New(env commands.Env, cfg Config) *Command {
	return &Command{Env: env.WithDefaults(), Config: cfg}
}

// Register adds /grundy to m.
func (c *Command) Register(m *router.Mux) {
	m.Command(router.Command{
		Name:        i18n.Text{En: "grundy", Ko: "그런디"},
		Description: i18n.Text{En: "Impartial games solved by Grundy values: subtraction, divisor and DAG token games", Ko: "그런디 값으로 푸는 공평 게임: 뺄셈 게임, 약수 게임, DAG 토큰 게임"},
		Subcommands: []router.Subcommand{{
			Name:        i18n.Text{En: "subtraction", Ko: "뺄셈"},
			Description: i18n.Text{En: "Take one of the allowed amounts from a pile, or a sum of piles: who wins, for piles up to 10^18", Ko: "더미 하나나 여러 더미의 합에서 정해진 개수만큼 가져가는 게임: 10^18개까지 누가 이기는지"},
			Example:     "/grundy subtraction moves:1,2,5 n:10^18",
			Handler:     c.subtraction,
			Options: []router.Option{{
				Type:        discordgo.ApplicationCommandOptionString,
				Name:        i18n.Text{En: "moves", Ko: "수"},
				Description: i18n.Text{En: "The amounts a move may take, e.g. 1,2,5 or 1-3", Ko: "한 번에 가져갈 수 있는 개수 (예: 1,2,5 또는 1-3)"},
				Required:    true,
				MaxLength:   500,
			}, {
				Type:        discordgo.ApplicationCommandOptionString,
				Name:        i18n.Text{En: "n", Ko: "n"},
				Description: i18n.Text{En: "One pile up to 10^18 (as 10^18 or 1,000,000), or several for a sum: 7 12 10^18", Ko: "더미 하나, 10^18까지 (10^18 또는 1,000,000처럼), 또는 합이 되는 여러 더미: 7 12 10^18"},
				Required:    true,
				MaxLength:   1000,
			}},
		}, {
			Name:        i18n.Text{En: "divisor", Ko: "약수"},
			Description: i18n.Text{En: "Replace N (up to 10^18) by a divisor d with 1 < d < N: who wins, and the move", Ko: "N(10^18까지)을 1 < d < N인 약수 d로 바꾸는 게임: 누가 이기고 어떻게 두는지"},
			Example:     "/grundy divisor n:720720 misere:true",
			Handler:     c.divisor,
			Options: []router.Option{{
				Type:        discordgo.ApplicationCommandOptionString,
				Name:        i18n.Text{En: "n", Ko: "n"},
				Description: i18n.Text{En: "The starting number, 1 to 10^18", Ko: "시작하는 수, 1부터 10^18까지"},
				Required:    true,
				MaxLength:   40,
			}, {
				Type:        discordgo.ApplicationCommandOptionBoolean,
				Name:        i18n.Text{En: "misere", Ko: "미제르"},
				Description: i18n.Text{En: "Whoever cannot move wins (otherwise whoever cannot move loses)", Ko: "둘 수 없는 사람이 이깁니다 (끄면 둘 수 없는 사람이 집니다)"},
			}},
		}, {
			Name:        i18n.Text{En: "dagame", Ko: "dag게임"},
			Description: i18n.Text{En: "Coloured tokens on a DAG, from a file: Young (first) or Cheol (second) wins", Ko: "DAG 위의 색깔 토큰 게임 (파일): 영(선공)과 철(후공) 중 누가 이기는지"},
			Example:     "/grundy dagame file:game.txt",
			Handler:     c.dagame,
			Heavy:       dagameHeavy,
			Options: []router.Option{{
				Type:        discordgo.ApplicationCommandOptionAttachment,
				Name:        i18n.Text{En: "file", Ko: "파일"},
				Description: i18n.Text{En: "Text: \"N M\", M edge lines \"p q\", \"K\", K token lines \"v c\"", Ko: "텍스트: \"N M\", 간선 M줄 \"p q\", \"K\", 토큰 K줄 \"v c\""},
				Required:    true,
			}},
		}},
	})
}

// dagameHeavy reports whether a /grundy dagame request is heavy work: every file is, since its size is
// unknown until it is downloaded and a large one (up to maxFile) means a download, a parse and a solve of
// 100,000 edges; but not one that Discord says is over maxFile, which is refused at once, so that the
// user's next, smaller file is not answered "busy".
func dagameHeavy(req *router.Request) bool {
	a := req.Attachment("file")
	return a == nil || a.Size <= maxFile
}

// valueTable writes values ten to a row, each row labelled with its first index; values[i] belongs
// to index first+i, and the cells before first stay blank.
func valueTable(values []int, first int) string {
	width := 1
	for _, v := range values {
		width = max(width, len(strconv.Itoa(v)))
	}
	label := len(strconv.Itoa(first + len(values)))
	var sb strings.Builder
	sb.WriteString("```\n" + strings.Repeat(" ", label) + " │")
	for j := range 10 {
		fmt.Fprintf(&sb, " %*d", width, j)
	}
	sb.WriteString("\n" + strings.Repeat("─", label+1) + "┼" + strings.Repeat("─", 10*(width+1)) + "\n")
	end := first + len(values)
	for row := first / 10 * 10; row < end; row += 10 {
		fmt.Fprintf(&sb, "%*d │", label, row)
		for i := row; i < min(row+10, end); i++ {
			if i < first {
				sb.WriteString(strings.Repeat(" ", width+1))
				continue
			}
			fmt.Fprintf(&sb, " %*d", width, values[i-first])
		}
		sb.WriteString("\n")
	}
	sb.WriteString("```")
	return sb.String()
}
