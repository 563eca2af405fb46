package all

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/internal/testenv"
	"kibitz/router"
	"kibitz/solvers/kpk"
	"kibitz/solvers/sudoku"
)

// BenchmarkAnswers measures what each answer of kibitz costs, through the real router and every game
// (newHarness), as a transport would serve it: an interaction in, the reply out with its pictures
// encoded. Each sub-benchmark is one command or one press, in each view it has (picture, emoji, text),
// with what it needs set up untimed before it (a game started, a lobby begun); it reports the CPU time
// of the process (user and system, with the collector's share) an answer, cpu-µs/op, beside the wall
// time, since kibitz's promise is answers that cost a millisecond of CPU. The inputs that a game caches
// the picture of (render.PNGCache) differ from one answer to the next, so that these are misses, each
// answer drawn: a repeated input costs less.
func BenchmarkAnswers(b *testing.B) {
	views := []string{"picture", "emoji", "text"}
	for _, v := range views {
		b.Run("tictactoe-play/"+v, func(b *testing.B) {
			h := newHarness(b)
			answers(b, func(u *discordgo.User) func() *router.Response {
				in := commandtest.CommandIn(u, en, "tictactoe", "play", opt{"display", v})
				return func() *router.Response { return h.Serve(in) }
			})
		})
		b.Run("tictactoe-press/"+v, func(b *testing.B) {
			h := newHarness(b)
			answers(b, func(u *discordgo.User) func() *router.Response {
				r := h.Serve(commandtest.CommandIn(u, en, "tictactoe", "play", opt{"display", v}))
				in := commandtest.PressIn(u, en, commandtest.ButtonWithLabel(b, r, "5").CustomID)
				return func() *router.Response { return h.Serve(in) }
			})
		})
		b.Run("tictactoe-analyze/"+v, func(b *testing.B) {
			h, boards, i := newHarness(b), tttBoards(), 0
			answers(b, func(u *discordgo.User) func() *router.Response {
				i++
				in := commandtest.CommandIn(u, en, "tictactoe", "analyze", opt{"board", boards[i%len(boards)]}, opt{"display", v})
				return func() *router.Response { return h.Serve(in) }
			})
		})
		b.Run("nim-start/"+v, func(b *testing.B) {
			h := newHarness(b)
			answers(b, func(u *discordgo.User) func() *router.Response {
				in := commandtest.CommandIn(u, en, "nim", "start", opt{"heaps", "3 4 5"}, opt{"bot", true}, opt{"display", v})
				return func() *router.Response { return h.Serve(in) }
			})
		})
		b.Run("nim-press-start/"+v, func(b *testing.B) {
			h := newHarness(b)
			answers(b, func(u *discordgo.User) func() *router.Response {
				r := h.Serve(commandtest.CommandIn(u, en, "nim", "start", opt{"heaps", "3 4 5"}, opt{"bot", true}, opt{"display", v}))
				in := commandtest.PressIn(u, en, commandtest.ButtonWithLabel(b, r, "Start").CustomID)
				return func() *router.Response { return h.Serve(in) }
			})
		})
		b.Run("nim-move/"+v, func(b *testing.B) {
			h := newHarness(b)
			answers(b, func(u *discordgo.User) func() *router.Response {
				r := h.Serve(commandtest.CommandIn(u, en, "nim", "start", opt{"heaps", "3 4 5"}, opt{"bot", true}, opt{"display", v}))
				r = h.Serve(commandtest.PressIn(u, en, commandtest.ButtonWithLabel(b, r, "Start").CustomID))
				r = h.Serve(commandtest.PressIn(u, en, commandtest.Selects(r)[0].CustomID, "3"))
				s := commandtest.Selects(r)
				in := commandtest.PressIn(u, en, s[len(s)-1].CustomID, s[len(s)-1].Options[0].Value)
				return func() *router.Response { return h.Serve(in) }
			})
		})
		b.Run("nim-analyze/"+v, func(b *testing.B) {
			h, i := newHarness(b), 0
			answers(b, func(u *discordgo.User) func() *router.Response {
				i++
				heaps := fmt.Sprintf("%d %d %d %d", 1+i%9, 1+i/9%9, 1+i/81%9, 1+i/729%9)
				in := commandtest.CommandIn(u, en, "nim", "analyze", opt{"heaps", heaps}, opt{"display", v})
				return func() *router.Response { return h.Serve(in) }
			})
		})
		for _, size := range []int{8, 12, 30, 100} {
			b.Run(fmt.Sprintf("knight-tour-%d/%s", size, v), func(b *testing.B) {
				h, i := newHarness(b), 0
				answers(b, func(u *discordgo.User) func() *router.Response {
					i++
					start := fmt.Sprintf("%d,%d", 1+i%size, 1+i/size%size)
					in := commandtest.CommandIn(u, en, "knight", "tour", opt{"size", size}, opt{"start", start}, opt{"display", v})
					return func() *router.Response { return h.Serve(in) }
				})
			})
		}
		b.Run("kpk-analyze/"+v, func(b *testing.B) {
			h, positions, i := newHarness(b), kpkPositions(), 0
			answers(b, func(u *discordgo.User) func() *router.Response {
				i++
				in := commandtest.CommandIn(u, en, "kpk", "analyze", opt{"position", positions[i%len(positions)]}, opt{"display", v})
				return func() *router.Response { return h.Serve(in) }
			})
		})
		b.Run("kpk-play/"+v, func(b *testing.B) {
			h := newHarness(b)
			answers(b, func(u *discordgo.User) func() *router.Response {
				in := commandtest.CommandIn(u, en, "kpk", "play", opt{"position", "Kd1 Pe2 kd8 w"}, opt{"display", v})
				return func() *router.Response { return h.Serve(in) }
			})
		})
		b.Run("kpk-move/"+v, func(b *testing.B) {
			h := newHarness(b)
			answers(b, func(u *discordgo.User) func() *router.Response {
				r := h.Serve(commandtest.CommandIn(u, en, "kpk", "play", opt{"position", "Kd1 Pe2 kd8 w"}, opt{"display", v}))
				in := commandtest.PressIn(u, en, commandtest.Selects(r)[0].CustomID, "e2e4")
				return func() *router.Response { return h.Serve(in) }
			})
		})
		b.Run("sudoku-solve/"+v, func(b *testing.B) {
			h, puzzles, i := newHarness(b), sudokuPuzzles(b, 64), 0
			answers(b, func(u *discordgo.User) func() *router.Response {
				i++
				in := commandtest.CommandIn(u, en, "sudoku", "solve", opt{"puzzle", puzzles[i%len(puzzles)]}, opt{"display", v})
				return func() *router.Response { return h.Serve(in) }
			})
		})
		for _, d := range []string{"easy", "hard"} {
			b.Run("sudoku-generate-"+d+"/"+v, func(b *testing.B) {
				h := newHarness(b)
				answers(b, func(u *discordgo.User) func() *router.Response {
					in := commandtest.CommandIn(u, en, "sudoku", "generate", opt{"difficulty", d}, opt{"display", v})
					return func() *router.Response { return h.Serve(in) }
				})
			})
		}
		b.Run("sudoku-play/"+v, func(b *testing.B) {
			h := newHarness(b)
			answers(b, func(u *discordgo.User) func() *router.Response {
				in := commandtest.CommandIn(u, en, "sudoku", "play", opt{"difficulty", "easy"}, opt{"display", v})
				return func() *router.Response { return h.Serve(in) }
			})
		})
		for _, daily := range []bool{false, true} {
			name := "sudoku-play"
			if daily {
				name = "sudoku-daily"
			}
			b.Run(name+"-row/"+v, func(b *testing.B) {
				h := newHarness(b)
				answers(b, func(u *discordgo.User) func() *router.Response {
					r := sudokuGame(h, u, daily, v)
					in := commandtest.PressIn(u, en, commandtest.Selects(r)[0].CustomID, "5")
					return func() *router.Response { return h.Serve(in) }
				})
			})
			b.Run(name+"-digit/"+v, func(b *testing.B) {
				h := newHarness(b)
				answers(b, func(u *discordgo.User) func() *router.Response {
					r := sudokuGame(h, u, daily, v)
					in := commandtest.PressIn(u, en, commandtest.ButtonWithLabel(b, r, "5").CustomID)
					return func() *router.Response { return h.Serve(in) }
				})
			})
		}
		b.Run("wordle-play/"+v, func(b *testing.B) {
			h := newHarness(b)
			answers(b, func(u *discordgo.User) func() *router.Response {
				in := commandtest.CommandIn(u, en, "wordle", "play", opt{"display", v})
				return func() *router.Response { return h.Serve(in) }
			})
		})
		for _, game := range []string{"play", "daily", "challenge"} {
			b.Run("wordle-guess-"+game+"/"+v, func(b *testing.B) {
				h := newHarness(b)
				var play string
				if game == "challenge" {
					r := h.Serve(commandtest.CommandIn(alice, en, "wordle", "challenge", opt{"word", "crane"}))
					play = commandtest.ButtonWithLabel(b, r.Followups[0], "Play").CustomID
				}
				answers(b, func(u *discordgo.User) func() *router.Response {
					switch game {
					case "challenge":
						h.Serve(commandtest.PressIn(u, en, play))
					default:
						h.Serve(commandtest.CommandIn(u, en, "wordle", game, opt{"display", v}))
					}
					h.Serve(commandtest.CommandIn(u, en, "wordle", "guess", opt{"word", "salet"}, opt{"game", game}, opt{"display", v}))
					in := commandtest.CommandIn(u, en, "wordle", "guess", opt{"word", "brink"}, opt{"game", game}, opt{"display", v})
					return func() *router.Response { return h.Serve(in) }
				})
			})
		}
		b.Run("wordle-assist/"+v, func(b *testing.B) {
			h := newHarness(b)
			answers(b, func(u *discordgo.User) func() *router.Response {
				in := commandtest.CommandIn(u, en, "wordle", "assist", opt{"guess", "crane"}, opt{"feedback", "gybbg"}, opt{"display", v})
				return func() *router.Response { return h.Serve(in) }
			})
		})
		b.Run("leaderboard/"+v, func(b *testing.B) {
			h := newHarness(b)
			env := commands.Env{Store: h.Store, Log: h.Log}.WithDefaults()
			for p := range 12 {
				for range 12 - p {
					r := commands.Result{GuildID: "g", Game: "tictactoe", UserID: strconv.Itoa(500 + p),
						Name: "Player " + strconv.Itoa(p), Outcome: commands.Win, Ranked: true}
					if err := env.Record(context.Background(), r); err != nil {
						b.Fatal(err)
					}
				}
			}
			answers(b, func(u *discordgo.User) func() *router.Response {
				in := commandtest.CommandIn(u, en, "leaderboard", "", opt{"game", "tictactoe"}, opt{"display", v})
				return func() *router.Response { return h.Serve(in) }
			})
		})
	}
	b.Run("kpk-line", func(b *testing.B) {
		h, positions, i := newHarness(b), kpkPositions(), 0
		answers(b, func(u *discordgo.User) func() *router.Response {
			i++
			r := h.Serve(commandtest.CommandIn(u, en, "kpk", "analyze", opt{"position", positions[i%len(positions)]}))
			in := commandtest.PressIn(u, en, commandtest.ButtonWithLabel(b, r, "Show the whole line").CustomID)
			return func() *router.Response { return h.Serve(in) }
		})
	})
	b.Run("grundy-subtraction", func(b *testing.B) {
		h, i := newHarness(b), 0
		answers(b, func(u *discordgo.User) func() *router.Response {
			i++
			in := commandtest.CommandIn(u, en, "grundy", "subtraction", opt{"moves", "1,2,5"}, opt{"n", strconv.Itoa(1000000 + 7*i)})
			return func() *router.Response { return h.Serve(in) }
		})
	})
	b.Run("grundy-divisor", func(b *testing.B) {
		h, i := newHarness(b), 0
		answers(b, func(u *discordgo.User) func() *router.Response {
			i++
			in := commandtest.CommandIn(u, en, "grundy", "divisor", opt{"n", strconv.Itoa(720720 + i)})
			return func() *router.Response { return h.Serve(in) }
		})
	})
	b.Run("grundy-dagame", func(b *testing.B) {
		h := newHarness(b)
		const game = "4 4\n1 2\n2 3\n3 4\n4 1\n2\n1 1\n3 2\n"
		answers(b, func(u *discordgo.User) func() *router.Response {
			req := dagameIn(b, u, "c", game)
			return func() *router.Response { return h.Srv.Serve(context.Background(), req) }
		})
	})
	for _, c := range [][]string{{"stats", ""}, {"help", ""}, {"settings", "show"}} {
		b.Run(c[0], func(b *testing.B) {
			h := newHarness(b)
			answers(b, func(u *discordgo.User) func() *router.Response {
				in := commandtest.CommandIn(u, en, c[0], c[1])
				return func() *router.Response { return h.Serve(in) }
			})
		})
	}
}

var (
	en    = discordgo.EnglishUS
	users atomic.Int64
)

// answers runs b.N answers, each by a user of its own: setup prepares what the answer needs, untimed,
// and returns the answer itself, which is timed.
func answers(b *testing.B, setup func(u *discordgo.User) func() *router.Response) {
	b.ReportAllocs()
	var cpu time.Duration
	for range b.N {
		b.StopTimer()
		answer := setup(commandtest.User(strconv.FormatInt(10000+users.Add(1), 10)))
		b.StartTimer()
		c0, _ := testenv.CPUTime()
		r := answer()
		c1, _ := testenv.CPUTime()
		cpu += c1 - c0
		b.StopTimer()
		if r == nil || r.Content == "" && len(r.Embeds) == 0 && len(r.Files) == 0 {
			b.Fatalf("no answer: %+v", r)
		}
		b.StartTimer()
	}
	if _, ok := testenv.CPUTime(); ok { // where the system says
		b.ReportMetric(float64(cpu.Nanoseconds())/1e3/float64(b.N), "cpu-µs/op")
	}
}

// tttBoards are the boards of tic-tac-toe that a game may reach with moves still to make.
func tttBoards() []string {
	seen := map[string]bool{}
	var out []string
	var walk func(b []byte, turn byte)
	walk = func(b []byte, turn byte) {
		s := string(b)
		if seen[s] {
			return
		}
		seen[s] = true
		if tttOver(b) {
			return
		}
		out = append(out, s)
		for i := range b {
			if b[i] == '.' {
				b[i] = turn
				walk(b, 'X'+'O'-turn)
				b[i] = '.'
			}
		}
	}
	walk([]byte("........."), 'X')
	return out
}

func tttOver(b []byte) bool {
	for _, l := range [][3]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}} {
		if b[l[0]] != '.' && b[l[0]] == b[l[1]] && b[l[1]] == b[l[2]] {
			return true
		}
	}
	return !strings.Contains(string(b), ".")
}

// kpkPositions are positions of king and pawn against king, White to move, that kpk parses.
func kpkPositions() []string {
	var out []string
	for i := 0; len(out) < 1000; i++ {
		sq := func(n int) string { return string(rune('a'+n%8)) + string(rune('1'+n/8%8)) }
		s := fmt.Sprintf("K%s P%s k%s w", sq(i*7), sq(8+i*13%48), sq(i*29+5))
		if _, err := kpk.ParseKPK(s); err == nil {
			out = append(out, s)
		}
	}
	return out
}

// sudokuPuzzles are n 9x9 puzzles of every difficulty.
func sudokuPuzzles(b *testing.B, n int) []string {
	out := make([]string, n)
	for i := range out {
		p, err := sudoku.Generate(context.Background(), sudoku.GenerateOptions{Seed: uint64(i + 1), Difficulty: sudoku.Difficulty(1 + i%3)})
		if err != nil {
			b.Fatal(err)
		}
		out[i] = p.Givens.String()
	}
	return out
}

// sudokuGame is a Sudoku game of u's, a daily or a practice one, its first cell chosen.
func sudokuGame(h *commandtest.Harness, u *discordgo.User, daily bool, view string) *router.Response {
	if daily {
		return h.Serve(commandtest.CommandIn(u, en, "sudoku", "daily", opt{"display", view}))
	}
	return h.Serve(commandtest.CommandIn(u, en, "sudoku", "play", opt{"difficulty", "easy"}, opt{"display", view}))
}
