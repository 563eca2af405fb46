package sudoku

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/solvers/sudoku"
)

// fairHarness is playHarness on a store that can be made to fail.
func fairHarness(t *testing.T) (*commandtest.Harness, *commandtest.Clock, *Command, *commandtest.FailingReads) {
	t.Helper()
	clock := commandtest.NewClock(playStart)
	var cmd *Command
	var fs *commandtest.FailingReads
	h := commandtest.New(t, func(h *commandtest.Harness) {
		fs = &commandtest.FailingReads{Store: h.Store}
		h.Store = fs
		h.Now = clock.Now // presses arrive on the test's clock
		cmd = New(commands.Env{Store: fs, Log: h.Log, NewID: h.NewID, Now: clock.Now}, Config{})
		cmd.Register(h.Mux)
	})
	return h, clock, cmd, fs
}

// The grids a player might ask /sudoku solve about, made from the puzzle of game p.
func exactly(p *Play) sudoku.Grid { return p.puzzle.Givens }

// withSolved is the puzzle with the solution's digit in its first k blank cells.
func withSolved(p *Play, k int) sudoku.Grid { return solvedInto(p.puzzle.Givens, p, k) }

// solvedInto is g with the solution's digits in its first k blank cells that are not givens.
func solvedInto(g sudoku.Grid, p *Play, k int) sudoku.Grid {
	n := p.size()
	for i := 0; i < n*n && k > 0; i++ {
		if g.At(i/n, i%n) == 0 && !p.given(i) {
			g.Set(i/n, i%n, p.answer(i))
			k--
		}
	}
	return g
}

// withoutGivens is the puzzle without its first k givens.
func withoutGivens(p *Play, k int) sudoku.Grid {
	g, n := p.puzzle.Givens, p.size()
	for i := 0; i < n*n && k > 0; i++ {
		if g.At(i/n, i%n) != 0 {
			g.Set(i/n, i%n, 0)
			k--
		}
	}
	return g
}

// withWrongDigit is the puzzle with a digit that is not the solution's in a blank cell, one that none of
// the cell's givens rules out, so that the grid reads without a repeat.
func withWrongDigit(t *testing.T, p *Play) sudoku.Grid {
	t.Helper()
	g, n := p.puzzle.Givens, p.size()
	for i := range n * n {
		if g.At(i/n, i%n) != 0 {
			continue
		}
		seen := map[int]bool{}
		for _, q := range peers(n, i) {
			seen[g.At(q/n, q%n)] = true
		}
		for d := 1; d <= n; d++ {
			if d != p.answer(i) && !seen[d] {
				g.Set(i/n, i%n, d)
				return g
			}
		}
	}
	t.Fatalf("no blank cell of %s takes a wrong digit without a repeat", p.Puzzle)
	return g
}

// lingering puts p back in its player's entries, as if the store had failed to take it out.
func lingering(t *testing.T, h *commandtest.Harness, p *Play) *Play {
	t.Helper()
	if err := h.Store.ZAdd(context.Background(), "playing:sudoku:"+p.By, p.ID, commands.DeadlineScore(playStart.Add(playKeep))); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestSolveDeclinesARankedGameInProgress: /sudoku solve declines the puzzle of the asker's ranked game still
// going (a daily: only it ranks), as given, with digits of the solution added or with givens taken away,
// and answers everything else: a grid that contradicts the solution, the puzzle of a finished or practice
// game (a game of /sudoku play is practice from its start, so its own player may have it solved, as a
// practice game of Wordle or Nim is answered), of another player's game, and any puzzle when the store
// cannot say what the asker plays.
func TestSolveDeclinesARankedGameInProgress(t *testing.T) {
	play := func(t *testing.T, h *commandtest.Harness, u *discordgo.User, opts ...opt) (*router.Response, *Play) {
		t.Helper()
		resp := h.Command(u, discordgo.EnglishUS, "sudoku", "play", append([]opt{{"display", "text"}}, opts...)...)
		return resp, stored(t, h, gameID(t, resp))
	}
	alone := func(t *testing.T, h *commandtest.Harness, _ *commandtest.Clock) *Play {
		_, p := dailyIn(t, h, alice, "g")
		return p
	}
	for _, tc := range []struct {
		name string
		// game starts the game whose puzzle is asked about, and plays it as far as the case needs.
		game  func(t *testing.T, h *commandtest.Harness, clock *commandtest.Clock) *Play
		grid  func(t *testing.T, p *Play) sudoku.Grid
		asker *discordgo.User
		fail  string // the key prefix whose reads fail when alice asks
		// declined, or else the reply's start
		declined bool
		answer   string
	}{
		{name: "the puzzle itself", game: alone, declined: true},
		{name: "with ten digits of the solution added", game: alone, declined: true,
			grid: func(_ *testing.T, p *Play) sudoku.Grid { return withSolved(p, 10) }},
		{name: "solved but for one cell", game: alone, declined: true,
			grid: func(_ *testing.T, p *Play) sudoku.Grid {
				return withSolved(p, p.size()*p.size()-p.puzzle.Givens.Givens()-1)
			}},
		{name: "with two givens dropped", game: alone, declined: true,
			grid: func(_ *testing.T, p *Play) sudoku.Grid { return withoutGivens(p, 2) }},
		{name: "with one wrong digit, declined as with a right one (else the refusal would tell which)", game: alone, declined: true,
			grid: withWrongDigit},
		{name: "a game of /sudoku play, practice from its start", answer: "**Solved**", game: func(t *testing.T, h *commandtest.Harness, _ *commandtest.Clock) *Play {
			_, p := play(t, h, alice)
			return p
		}},
		{name: "a 4x4 game of /sudoku play", answer: "**Solved**", game: func(t *testing.T, h *commandtest.Harness, _ *commandtest.Clock) *Play {
			_, p := play(t, h, alice, opt{"size", 4})
			return p
		}},
		{name: "a 16x16 game of /sudoku play, with digits added", answer: "**Solved**", grid: func(_ *testing.T, p *Play) sudoku.Grid { return withSolved(p, 20) },
			game: func(t *testing.T, h *commandtest.Harness, _ *commandtest.Clock) *Play {
				_, p := play(t, h, alice, opt{"size", 16})
				return p
			}},
		{name: "a daily with moves", declined: true, game: func(t *testing.T, h *commandtest.Harness, clock *commandtest.Clock) *Play {
			resp, p := dailyIn(t, h, alice, "g")
			for range 3 {
				clock.Advance(time.Hour)
				resp = h.Press(alice, digitAt(p, stored(t, h, p.ID).Seq, blanks(stored(t, h, p.ID))[0]))
			}
			if !resp.Update {
				t.Fatalf("a move: %q", resp.Content)
			}
			return p
		}},
		{name: "a finished game", answer: "**Solved**", game: func(t *testing.T, h *commandtest.Harness, clock *commandtest.Clock) *Play {
			resp, p := play(t, h, alice, opt{"size", 4})
			solveAll(t, h, clock, alice, resp)
			return p
		}},
		{name: "a daily with a hint", answer: "**Solved**", game: func(t *testing.T, h *commandtest.Harness, _ *commandtest.Clock) *Play {
			resp, p := dailyIn(t, h, alice, "g")
			use(t, h, alice, resp, "hint")
			return p
		}},
		{name: "a game played together", answer: "**Solved**", game: func(t *testing.T, h *commandtest.Harness, _ *commandtest.Clock) *Play {
			_, p := play(t, h, alice, opt{"together", true})
			return p
		}},
		{name: "a finished daily whose entry a failing store kept", answer: "**Solved**", game: func(t *testing.T, h *commandtest.Harness, clock *commandtest.Clock) *Play {
			resp, p := dailyIn(t, h, alice, "g")
			solveAll(t, h, clock, alice, resp)
			return lingering(t, h, p)
		}},
		{name: "a daily with a hint whose entry a failing store kept", answer: "**Solved**", game: func(t *testing.T, h *commandtest.Harness, _ *commandtest.Clock) *Play {
			resp, p := dailyIn(t, h, alice, "g")
			use(t, h, alice, resp, "hint")
			return lingering(t, h, p)
		}},
		{name: "another player's game", asker: bob, answer: "**Solved**", game: alone},
		{name: "another puzzle, asked while the game goes on", answer: "**Solved**", game: alone,
			grid: func(t *testing.T, _ *Play) sudoku.Grid { return mustParse(t, testWiki) }},
		{name: "a daily that expired unseen", answer: "**Solved**", game: func(t *testing.T, h *commandtest.Harness, _ *commandtest.Clock) *Play {
			_, p := dailyIn(t, h, alice, "g")
			if err := h.Store.Delete(context.Background(), playKey(p.ID)); err != nil {
				t.Fatal(err)
			}
			return p
		}},
		{name: "the daily puzzle in progress", declined: true, game: func(t *testing.T, h *commandtest.Harness, _ *commandtest.Clock) *Play {
			_, p := dailyIn(t, h, alice, "g")
			return p
		}},
		{name: "the daily puzzle, finished", answer: "**Solved**", game: func(t *testing.T, h *commandtest.Harness, clock *commandtest.Clock) *Play {
			resp, p := dailyIn(t, h, alice, "g")
			solveAll(t, h, clock, alice, resp)
			return p
		}},
		{name: "the daily puzzle another player finished", declined: true, game: func(t *testing.T, h *commandtest.Harness, clock *commandtest.Clock) *Play {
			_, p := dailyIn(t, h, alice, "g")
			resp, _ := dailyIn(t, h, bob, "g")
			solveAll(t, h, clock, bob, resp)
			return p
		}},
		{name: "the daily puzzle asked by one who finished it while another plays it", asker: bob, answer: "**Solved**",
			game: func(t *testing.T, h *commandtest.Harness, clock *commandtest.Clock) *Play {
				_, p := dailyIn(t, h, alice, "g")
				resp, _ := dailyIn(t, h, bob, "g")
				solveAll(t, h, clock, bob, resp)
				return p
			}},
		{name: "the index cannot be read", fail: "playing:", answer: "**Solved**", game: alone},
		{name: "the game cannot be read", fail: "sdp:", answer: "**Solved**", game: alone},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, clock, _, fs := fairHarness(t)
			p := tc.game(t, h, clock)
			grid := exactly(p)
			if tc.grid != nil {
				grid = tc.grid(t, p)
			}
			asker := alice
			if tc.asker != nil {
				asker = tc.asker
			}
			if tc.fail != "" {
				fs.Fail(tc.fail)
			}
			in := commandtest.CommandIn(asker, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", grid.String()}, opt{"display", "text"})
			if tc.declined {
				h.WantCode(t, in, router.Forbidden, "your ranked Sudoku game in progress", "Finish the game first")
				return
			}
			resp, err := h.Handle(in)
			if err != nil {
				t.Fatalf("solve %s: %v, want %q", grid, err, tc.answer)
			}
			if !strings.HasPrefix(resp.Content, tc.answer) {
				t.Errorf("solve %s: %q, want %q", grid, resp.Content, tc.answer)
			}
		})
	}
}

// TestSolveDeclinesInKorean: the refusal reads in the asker's language, naming the game in it, privately.
func TestSolveDeclinesInKorean(t *testing.T) {
	h, _, _, _ := fairHarness(t)
	_, p := dailyIn(t, h, alice, "g")
	resp := h.Command(alice, discordgo.Korean, "sudoku", "solve", opt{"puzzle", p.puzzle.Givens.String()})
	for _, want := range []string{"진행 중인 내 순위전 스도쿠 게임에서 나온 것이라, 그 게임이 끝날 때까지 kibitz는 분석하지 않습니다.", "먼저 게임을 끝내세요"} {
		if !resp.Private || !strings.Contains(resp.Content, want) {
			t.Errorf("the refusal in Korean (private %v): %q, want %q", resp.Private, resp.Content, want)
		}
	}
}

// TestPlayingEntries: a ranked game (a daily) is in its player's entries from its start until its TTL,
// renewed by each move, and out of them once it is finished or practice; a game of /sudoku play, practice
// from its start, alone or together, is never in them.
func TestPlayingEntries(t *testing.T) {
	ctx := context.Background()
	h, clock, cmd, _ := fairHarness(t)
	until := func(id string) time.Time {
		t.Helper()
		score, found, err := h.Store.ZScore(ctx, "playing:sudoku:"+alice.ID, id)
		if err != nil {
			t.Fatal(err)
		}
		if !found {
			return time.Time{}
		}
		return time.UnixMilli(int64(score)).UTC()
	}
	start := func(opts ...opt) (*router.Response, *Play) {
		resp := h.Command(alice, discordgo.EnglishUS, "sudoku", "play", append([]opt{{"size", 4}}, opts...)...)
		return resp, stored(t, h, gameID(t, resp))
	}

	resp, ranked := dailyIn(t, h, alice, "g")
	if got, want := until(ranked.ID), playStart.Add(playKeep); !got.Equal(want) {
		t.Errorf("a new daily is in the entries until %v, want %v (its TTL)", got, want)
	}
	clock.Advance(time.Hour)
	h.Press(alice, digitAt(ranked, 0, blanks(ranked)[0]))
	if got, want := until(ranked.ID), playStart.Add(playKeep); !got.Equal(want) {
		t.Errorf("after a move an hour on: until %v, want %v (a daily board is kept a week from its start)", got, want)
	}
	solveAll(t, h, clock, alice, resp)
	if got := until(ranked.ID); !got.IsZero() {
		t.Errorf("a finished daily is still in the entries, until %v", got)
	}

	resp, hinted := dailyIn(t, h, alice, "g2")
	use(t, h, alice, resp, "hint")
	if got := until(hinted.ID); !got.IsZero() {
		t.Errorf("a daily with a hint is still in the entries, until %v", got)
	}
	_, alone := start()
	if got := until(alone.ID); !got.IsZero() {
		t.Errorf("a game of /sudoku play is in the entries, until %v", got)
	}
	_, together := start(opt{"together", true})
	if got := until(together.ID); !got.IsZero() {
		t.Errorf("a game played together is in the entries, until %v", got)
	}

	_, daily := dailyIn(t, h, alice, "g3")
	if got, want := until(daily.ID), clock.Now().Add(playKeep); !got.Equal(want) {
		t.Errorf("a daily game is in the entries until %v, want %v", got, want)
	}
	if got := cmd.Playing(ctx, resultsName, alice.ID); len(got) != 1 || got[0] != daily.ID {
		t.Errorf("alice plays %v, want her daily %s alone", got, daily.ID)
	}
}

// TestMadeFrom: the rule by itself, on the Wikipedia puzzle (30 givens). It judges by the board the player
// sees, never by the solution.
func TestMadeFrom(t *testing.T) {
	var p sudoku.Puzzle
	if err := p.UnmarshalText([]byte("medium:" + testWiki + ":" + testWikiSolved)); err != nil {
		t.Fatal(err)
	}
	fresh := &Play{puzzle: p, Cells: p.Givens.String()}
	// written is the game after its player wrote the solution's digits in the first five blank cells
	written := &Play{puzzle: p, Cells: p.Givens.String()}
	for cell, k := 0, 5; k > 0; cell++ {
		if !written.given(cell) {
			written.set(cell, written.answer(cell))
			k--
		}
	}
	givenChanged := p.Givens
	for cell := 0; ; cell++ {
		if d := givenChanged.At(cell/9, cell%9); d != 0 {
			givenChanged.Set(cell/9, cell%9, d%9+1)
			break
		}
	}
	other, _ := sudoku.NewGrid(4)
	for _, tc := range []struct {
		name string
		grid sudoku.Grid
		game *Play
		want bool
	}{
		{"the puzzle", p.Givens, fresh, true},
		{"the solution", p.Solution, fresh, true},
		{"two givens dropped", withoutGivens(fresh, 2), fresh, true},
		{"half the givens", withoutGivens(fresh, 15), fresh, true},
		{"fewer than half the givens", withoutGivens(fresh, 16), fresh, false},
		{"most givens swapped for the player's own digits", solvedInto(withoutGivens(fresh, 20), fresh, 5), written, true},
		{"too few of them", solvedInto(withoutGivens(fresh, 20), fresh, 4), written, false},
		{"most givens swapped for digits the player has not written (declining would tell them right)", solvedInto(withoutGivens(fresh, 20), fresh, 5), fresh, false},
		{"a wrong digit added (declined as a right one is)", withWrongDigit(t, fresh), fresh, true},
		{"a given changed: another puzzle", givenChanged, fresh, false},
		{"another size", other, fresh, false},
		{"an empty grid", sudoku.Grid{}, fresh, false},
	} {
		if got := madeFrom(tc.grid, tc.game); got != tc.want {
			t.Errorf("%s: madeFrom(%s) = %v, want %v", tc.name, tc.grid, got, tc.want)
		}
	}
}

// TestSolveInTheGamesChannel: the puzzle of a game of /sudoku play going in a channel is answered in
// public there, to anyone, its player too: the game is practice from its start (results.go), no race to
// spoil. (It was answered to the asker alone while /sudoku play ranked.)
func TestSolveInTheGamesChannel(t *testing.T) {
	h, _, _, _ := fairHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"display", "text"})
	p := stored(t, h, gameID(t, resp))
	for _, u := range []*discordgo.User{bob, alice} {
		for _, grid := range []sudoku.Grid{exactly(p), withSolved(p, 10)} {
			in := commandtest.CommandIn(u, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", grid.String()}, opt{"display", "text"})
			in.ChannelID = "c" // the game's channel
			r, err := h.Handle(in)
			if err != nil {
				t.Fatalf("%s asking in the game's channel: %v", u.Username, err)
			}
			if r.Private || !strings.HasPrefix(r.Content, "**Solved**") || strings.Contains(r.Content, "Only you can see") {
				t.Errorf("%s asking in the game's channel: private %v, %q; want the answer in public", u.Username, r.Private, r.Content)
			}
		}
	}
}

// TestSummarySaysWhomSolveDeclines: what /help and /leaderboard say of /sudoku solve during a ranked game
// (a daily) is what it does: it declines the puzzle to the game's player alone, and answers anyone else
// who asks for it in the game's place, privately (it once said that /sudoku solve declined the puzzle, to
// everyone).
func TestSummarySaysWhomSolveDeclines(t *testing.T) {
	h, _, c, _ := fairHarness(t)
	_, p := dailyIn(t, h, alice, "g")
	solve := func(u *discordgo.User) *discordgo.Interaction {
		return commandtest.InGuild(commandtest.CommandIn(u, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", exactly(p).String()}, opt{"display", "text"}), "g")
	}
	h.WantCode(t, solve(alice), router.Forbidden, "your ranked Sudoku game in progress")
	r, err := h.Handle(solve(bob))
	if err != nil {
		t.Fatalf("bob asking in the daily's place: %v", err)
	}
	if !r.Private || !strings.HasPrefix(r.Content, "**Solved**") {
		t.Fatalf("bob asking in the daily's place: private %v, %q; want the answer, privately", r.Private, r.Content)
	}
	summary := c.Scoring().Summary
	for _, want := range []string{
		"Until such a game is over, `/sudoku solve` declines its puzzle to its player; anyone else who asks for it in that place gets the answer privately.",
	} {
		if !strings.Contains(summary.En, want) {
			t.Errorf("summary %q lacks %q", summary.En, want)
		}
	}
	if want := "그 참가자에게는 그 퍼즐을 풀어 주지 않고, 그곳에서 다른 사람이 물으면 그 사람에게만 답을 보여 줍니다."; !strings.Contains(summary.Ko, want) {
		t.Errorf("summary %q lacks %q", summary.Ko, want)
	}
}

// TestSolveDeclinesBehindThrowawayDailies: twenty dailies opened in channels of a server of alice's own,
// after her real board, do not hide that board from the refusal (the index was read up to twenty games,
// the soonest to expire first); and with more than are read, /sudoku solve declines whatever it is asked.
func TestSolveDeclinesBehindThrowawayDailies(t *testing.T) {
	h, clock, c := playHarness(t)
	_, p := dailyIn(t, h, alice, "realserver")
	places := 0
	throwaway := func(n int) {
		for range n {
			places++
			h.Serve(commandtest.InUserInstallServer(commandtest.CommandIn(alice, discordgo.EnglishUS, "sudoku", "daily"), "mine", fmt.Sprintf("ch%d", places)))
			clock.Advance(time.Second)
		}
	}
	solve := func(grid string) *discordgo.Interaction {
		return commandtest.InGuild(commandtest.CommandIn(alice, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", grid}), "realserver")
	}
	throwaway(20)
	h.WantCode(t, solve(p.puzzle.Givens.String()), router.Forbidden, "your ranked Sudoku game in progress")

	for _, all := c.PlayingAll(context.Background(), resultsName, alice.ID); all; _, all = c.PlayingAll(context.Background(), resultsName, alice.ID) {
		throwaway(1) // until there are more than are read
	}
	other := "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	h.WantCode(t, solve(other), router.Forbidden, "your ranked Sudoku game in progress")
}
