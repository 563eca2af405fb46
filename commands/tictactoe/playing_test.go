package tictactoe

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
)

// /tictactoe analyze and the ranked games in progress (playing.go): the board of a ranked game the asker
// plays, turned or flipped too, is declined until that game is over.

// analyzeRefused runs /tictactoe analyze board as u and reports whether it was declined as the position
// of a ranked game in progress u plays; any other error fails the test. It asks in another channel than
// the games' ("c"), where nobody is declined a board for its being played there
// (TestAnalyzeInTheGamesChannel).
func (h *harness) analyzeRefused(u *discordgo.User, board string) bool {
	h.T.Helper()
	resp, err := h.Handle(analyzeIn(u, discordgo.EnglishUS, "elsewhere", board))
	if err == nil {
		if resp.Content == "" {
			h.T.Fatalf("analyze %s as %s: no analysis", board, u.ID)
		}
		return false
	}
	if ue, ok := router.AsUserError(err); ok && ue.Code == router.Forbidden && strings.Contains(ue.Message.En, "ranked tic-tac-toe game in progress") {
		return true
	}
	h.T.Fatalf("analyze %s as %s: %v, want an analysis or the refusal of a ranked game's position", board, u.ID, err)
	return false
}

// playing lists u's ranked tic-tac-toe games in progress, as the index has them.
func (h *harness) playing(u *discordgo.User) []string {
	return h.ttt.Playing(context.Background(), resultGame, u.ID)
}

func TestAnalyzeRefusesARankedGamesPosition(t *testing.T) {
	h := newHarness(t)
	// alice X, bob O: X O .
	//                 . . X
	//                 . . .   O to move.
	h.play(h.pair(opt{"first", "me"}), alice, bob, 1, 2, 6)
	for _, tc := range []struct {
		name  string
		who   *discordgo.User
		board string
		want  bool // refused
	}{
		{"the board", alice, "XO...X...", true},
		{"the player to move", bob, "XO...X...", true},
		{"turned a quarter", alice, "..X..O.X.", true},
		{"turned a half", bob, "...X...OX", true},
		{"flipped left to right", alice, ".OXX.....", true},
		{"flipped on its diagonal", alice, "X..O...X.", true},
		{"someone watching", carol, "XO...X...", false},
		{"another board, the same marks", alice, "XO..X....", false},
		{"a move earlier", alice, "XO.......", false},
		{"a move of the side to move on", bob, "XOO..X...", true},
		{"a move on, turned a quarter", alice, "..X..O.XO", true},
		{"two moves on", alice, "XOO..XX..", true},
		{"three moves on", bob, "XOO..XXO.", false},
		{"a mark of the game moved", alice, "XO..X.O..", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := h.analyzeRefused(tc.who, tc.board); got != tc.want {
				t.Errorf("refused %v, want %v", got, tc.want)
			}
		})
	}
	h.WantCode(t, commandtest.CommandIn(bob, discordgo.Korean, "tictactoe", "analyze", opt{"board", "XO...X..."}), router.Forbidden,
		"진행 중인 내 순위전 틱택토 게임에서 나온 것이라, 그 게임이 끝날 때까지 kibitz는 분석하지 않습니다.", "먼저 게임을 끝내세요")
}

// TestSymmetries: the eight ways to turn or flip the board are eight different orders of the nine cells.
func TestSymmetries(t *testing.T) {
	var seen [][9]int
	for _, s := range symmetries {
		if sorted := slices.Sorted(slices.Values(s[:])); !slices.Equal(sorted, []int{0, 1, 2, 3, 4, 5, 6, 7, 8}) {
			t.Errorf("%v does not move every cell to a cell", s)
		}
		if slices.Contains(seen, s) {
			t.Errorf("%v twice", s)
		}
		seen = append(seen, s)
		if s[4] != 4 {
			t.Errorf("%v moves the centre", s)
		}
	}
}

// TestAnalyzeAfterTheGameEnds: a ranked game that ends, whichever way, takes its players out of the index,
// and its board is answered again; a game against kibitz at perfect ranks as one between people does.
func TestAnalyzeAfterTheGameEnds(t *testing.T) {
	for _, tc := range []struct {
		name    string
		start   func(h *harness) *router.Response // the board after its first moves
		board   string                            // then
		players []*discordgo.User
		end     func(h *harness, resp *router.Response)
	}{
		{"won", func(h *harness) *router.Response {
			return h.play(h.pair(opt{"first", "me"}), alice, bob, 5, 2, 1, 3)
		}, "XOO.X....", []*discordgo.User{alice, bob}, func(h *harness, resp *router.Response) {
			h.play(resp, alice, bob, 9)
		}},
		{"drawn", func(h *harness) *router.Response {
			return h.play(h.pair(opt{"first", "me"}), alice, bob, 1, 5, 9, 2, 8, 7, 3, 6)
		}, "XOX.OOOXX", []*discordgo.User{alice, bob}, func(h *harness, resp *router.Response) {
			h.play(resp, alice, bob, 4)
		}},
		{"timed out, found by the sweep", func(h *harness) *router.Response {
			return h.play(h.pair(opt{"first", "me"}), alice, bob, 5)
		}, "....X....", []*discordgo.User{alice, bob}, func(h *harness, _ *router.Response) {
			h.clock.Advance(DefaultTurnTimeout + commands.PressGrace)
			h.ttt.sweep(context.Background())
			if g := h.game("g1"); g.Forfeit != "O" {
				h.T.Fatalf("after the turn time and a sweep: forfeit %q", g.Forfeit)
			}
		}},
		{"lost to perfect kibitz", func(h *harness) *router.Response {
			resp := h.Command(alice, discordgo.EnglishUS, "tictactoe", "play", opt{"first", "me"})
			return h.play(h.play(resp, alice, alice, 1), alice, alice, 2) // kibitz takes 5, then blocks at 3
		}, "XXO.O....", []*discordgo.User{alice}, func(h *harness, resp *router.Response) {
			h.play(resp, alice, alice, 4) // kibitz wins on 3-5-7
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			resp := tc.start(h)
			if got := h.game(gameOf(t, resp)).Board; got != tc.board {
				t.Fatalf("board %s, want %s", got, tc.board)
			}
			for _, u := range tc.players {
				if !h.analyzeRefused(u, tc.board) {
					t.Fatalf("%s's game in progress answered", u.ID)
				}
			}
			tc.end(h, resp)
			if g := h.game(gameOf(t, resp)); !g.over() {
				t.Fatalf("the game goes on: %s", g.Board)
			}
			for _, u := range tc.players {
				if h.analyzeRefused(u, tc.board) {
					t.Errorf("%s declined after the game ended", u.ID)
				}
				if got := h.playing(u); len(got) != 0 {
					t.Errorf("%s still in the index: %v", u.ID, got)
				}
			}
		})
	}
}

// TestAnalyzePracticeGame: a game against kibitz below perfect is practice, and its board is answered; so
// is a challenge not yet accepted, which is no game yet.
func TestAnalyzePracticeGame(t *testing.T) {
	for _, tc := range []struct {
		name  string
		start func(h *harness)
		board string
		want  bool
	}{
		{"kibitz at easy", func(h *harness) {
			h.Command(alice, discordgo.EnglishUS, "tictactoe", "play", opt{"first", "me"}, opt{"difficulty", "easy"})
		}, ".........", false},
		{"kibitz at perfect", func(h *harness) {
			h.Command(alice, discordgo.EnglishUS, "tictactoe", "play", opt{"first", "me"})
		}, ".........", true},
		{"a challenge waiting", func(h *harness) {
			h.Command(alice, discordgo.EnglishUS, "tictactoe", "play", opt{"opponent", bob})
		}, ".........", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			tc.start(h)
			if got := h.analyzeRefused(alice, tc.board); got != tc.want {
				t.Errorf("refused %v, want %v", got, tc.want)
			}
			if got := len(h.playing(alice)) > 0; got != tc.want {
				t.Errorf("in the index: %v, want %v", got, tc.want)
			}
		})
	}
}

// TestAnalyzeWhenTheIndexFails: a store that fails to say which games the asker plays, or to read them,
// costs the refusal, never the answer.
func TestAnalyzeWhenTheIndexFails(t *testing.T) {
	for _, tc := range []struct {
		name string
		fail string // the keys whose reads fail
	}{
		{"the index unread", "playing:"},
		{"the game unread", "ttt:"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			h.play(h.pair(opt{"first", "me"}), alice, bob, 5)
			fs := &commandtest.FailingReads{Store: h.ttt.Store}
			fs.Fail(tc.fail)
			h.ttt.Store = fs
			if h.analyzeRefused(alice, "....X....") {
				t.Error("declined with the store failing, want the analysis")
			}
		})
	}
}

// analyzeIn is /tictactoe analyze board as u in channel.
func analyzeIn(u *discordgo.User, locale discordgo.Locale, channel, board string) *discordgo.Interaction {
	in := commandtest.CommandIn(u, locale, "tictactoe", "analyze", opt{"board", board})
	in.ChannelID = channel
	return in
}

// TestAnalyzeInTheGamesChannel: in the channel where a ranked game is played, its board and the boards a
// move or two on are declined to anyone, seated or not, until the game is over: a spectator's analysis
// would be posted under the game's board, for the player to move to read. Elsewhere it is answered.
func TestAnalyzeInTheGamesChannel(t *testing.T) {
	h := newHarness(t)
	resp := h.play(h.pair(opt{"first", "me"}), alice, bob, 1, 2, 6) // XO...X..., O to move
	for _, tc := range []struct {
		name    string
		channel string
		board   string
		refused bool
	}{
		{"its board, in its channel", "c", "XO...X...", true},
		{"a move on, turned, in its channel", "c", "..X..O.XO", true},
		{"another board, in its channel", "c", "XO..X....", false},
		{"its board, in another channel", "elsewhere", "XO...X...", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := h.Handle(analyzeIn(carol, discordgo.EnglishUS, tc.channel, tc.board))
			ue, ok := router.AsUserError(err)
			refused := ok && ue.Code == router.Forbidden && strings.Contains(ue.Message.En, "being played in this channel")
			if refused != tc.refused || (err != nil && !refused) {
				t.Errorf("refused %v (%v), want %v", refused, err, tc.refused)
			}
		})
	}
	h.WantCode(t, analyzeIn(carol, discordgo.Korean, "c", "XO...X..."), router.Forbidden,
		"이 채널에서 이 국면으로 순위전 틱택토 게임이 진행 중이라")
	// O 3, X 5, O 4, X 9: alice wins on the diagonal, and the channel's entry goes.
	h.play(resp, bob, alice, 3, 5, 4, 9)
	if _, err := h.Handle(analyzeIn(carol, discordgo.EnglishUS, "c", "XO...X...")); err != nil {
		t.Errorf("after the game: %v", err)
	}
	if got := h.ttt.Playing(context.Background(), resultGame, commands.InChannel("c")); len(got) != 0 {
		t.Errorf("the channel's entries after the game: %v", got)
	}
}
