package tictactoe

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image/png"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"testing/synctest"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/solvers/tictactoe"
	"kibitz/storage"
)

var (
	alice = commandtest.User("101")
	bob   = commandtest.User("102")
	carol = commandtest.User("103")
)

// kibitzID is kibitz's own user id in these tests (Config.BotUserID).
const kibitzID = "999"

// harness is commandtest's harness with /tictactoe (and /help) registered, numbering games g1, g2, ...,
// on a clock that stands still until a test moves it, with a messenger that keeps the sweep's edits.
type harness struct {
	*commandtest.Harness
	ttt   *Command
	clock *commandtest.Clock
	msgr  *commandtest.Messenger
}

// start is the clock's time when a harness is made.
var start = time.Date(2026, 11, 24, 17, 0, 0, 0, time.UTC)

func newHarness(t *testing.T) *harness {
	t.Helper()
	h := &harness{clock: commandtest.NewClock(start), msgr: &commandtest.Messenger{}}
	h.Harness = commandtest.New(t, func(ch *commandtest.Harness) {
		ch.Now = h.clock.Now // presses arrive on the test's clock
		env := commands.Env{Store: ch.Store, Log: ch.Log, NewID: ch.NewID, Now: h.clock.Now, Messenger: h.msgr}
		h.ttt = New(env, Config{BotUserID: kibitzID, Seed: func() uint64 { return 1 }})
		commands.RegisterAll(ch.Mux, h.ttt)
	})
	return h
}

// game is the stored game id.
func (h *harness) game(id string) *Game {
	h.T.Helper()
	var g Game
	if err := storage.GetJSON(context.Background(), h.Store, gameKey(id), &g); err != nil {
		h.T.Fatalf("game %s: %v", id, err)
	}
	return &g
}

// pair challenges bob as alice (opts added) and has bob accept: the board's first message.
func (h *harness) pair(opts ...opt) *router.Response {
	h.T.Helper()
	challenge := h.Command(alice, discordgo.EnglishUS, "tictactoe", "play", append([]opt{{"opponent", bob}}, opts...)...)
	resp := h.Press(bob, commandtest.ButtonWithLabel(h.T, challenge, "Accept").CustomID)
	// No private note (the challenge was open); at most the public call of the challenger to move.
	if !resp.Update || len(commandtest.Buttons(resp)) != 9 || slices.ContainsFunc(resp.Followups, func(f *router.Response) bool { return f.Private }) {
		h.T.Fatalf("accepting: %q, %d buttons", resp.Content, len(commandtest.Buttons(resp)))
	}
	return resp
}

// opt is commandtest.Opt, short for the tables of options.
type opt = commandtest.Opt

func cellID(t *testing.T, resp *router.Response, cell int) string {
	t.Helper()
	b := commandtest.Buttons(resp)
	if len(b) < 9 {
		t.Fatalf("%d buttons, want the 9 cells: %q", len(b), resp.Content)
	}
	return b[cell-1].CustomID
}

func TestAgainstKibitzPlaysToTheEnd(t *testing.T) {
	h := newHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "tictactoe", "play")
	if len(commandtest.Buttons(resp)) != 9 || resp.Update || resp.Private {
		t.Fatalf("start: %d buttons, update %v private %v", len(commandtest.Buttons(resp)), resp.Update, resp.Private)
	}
	for moves := 0; moves < 5; moves++ {
		var next string
		for _, b := range commandtest.Buttons(resp)[:9] {
			if !b.Disabled {
				next = b.CustomID
				break
			}
		}
		if next == "" {
			break
		}
		resp = h.Press(alice, next)
		if !resp.Update {
			t.Fatalf("move %d: not an update: %q", moves, resp.Content)
		}
	}
	if !strings.Contains(resp.Content, "kibitz wins") && !strings.Contains(resp.Content, "draw") {
		t.Fatalf("game did not end in a kibitz win or a draw: %q", resp.Content)
	}
	for _, b := range commandtest.Buttons(resp)[:9] {
		if !b.Disabled {
			t.Errorf("cell button %q still enabled after the end", b.Label)
		}
	}
	commandtest.ButtonWithLabel(t, resp, "Rematch")
	if len(resp.Files) != 1 {
		t.Fatalf("final board: %d files, want 1 PNG", len(resp.Files))
	}
	if _, err := png.Decode(bytes.NewReader(router.FileBytes(resp.Files[0]))); err != nil {
		t.Fatalf("final board is not a PNG: %v", err)
	}
}

func TestKibitzMovesFirst(t *testing.T) {
	h := newHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "tictactoe", "play", opt{"first", "opponent"})
	taken := 0
	for _, b := range commandtest.Buttons(resp) {
		if strings.HasSuffix(b.Label, ": X") {
			taken++
		}
	}
	if taken != 1 || !strings.Contains(resp.Content, "**X** kibitz") {
		t.Fatalf("kibitz should open as X: %q, %d X marks", resp.Content, taken)
	}
}

func TestTwoPlayers(t *testing.T) {
	h := newHarness(t)
	resp := h.pair()
	if !strings.Contains(resp.Content, "<@101>") || !strings.Contains(resp.Content, "<@102>") {
		t.Fatalf("players not named: %q", resp.Content)
	}
	check := func(resp *router.Response, wantPrivate bool, contains string) {
		t.Helper()
		if resp.Private != wantPrivate || !strings.Contains(resp.Content, contains) {
			t.Fatalf("reply %q (private %v), want %q (private %v)", resp.Content, resp.Private, contains, wantPrivate)
		}
	}
	check(h.Press(bob, cellID(t, resp, 1)), true, "not your turn")
	check(h.Press(carol, cellID(t, resp, 1)), true, "not your game")
	resp = h.Press(alice, cellID(t, resp, 5))
	check(resp, false, "<@102>'s turn")
	check(h.Press(bob, cellID(t, resp, 5)), true, "already taken")
	// X: 5, 1, 9... O: 2, 3 -> X wins on the diagonal 1-5-9.
	for _, step := range []struct {
		u    *discordgo.User
		cell int
	}{{bob, 2}, {alice, 1}, {bob, 3}, {alice, 9}} {
		resp = h.Press(step.u, cellID(t, resp, step.cell))
	}
	check(resp, false, "<@101> wins")
	check(h.Press(bob, cellID(t, resp, 4)), true, "over")
	// A rematch swaps the colours; only players may ask for one.
	rematch := commandtest.ButtonWithLabel(t, resp, "Rematch").CustomID
	check(h.Press(carol, rematch), true, "Only the players")
	again := h.Press(bob, rematch)
	if again.Update || !strings.Contains(again.Content, "**X** <@102>") {
		t.Fatalf("rematch: %q", again.Content)
	}
}

func TestSimultaneousPressesCountOnce(t *testing.T) {
	for round := 0; round < 20; round++ {
		h := newHarness(t)
		resp := h.pair()
		var wg sync.WaitGroup
		results := make([]*router.Response, 2)
		for i, cell := range []int{1, 2} {
			wg.Go(func() { results[i] = h.Press(alice, cellID(t, resp, cell)) })
		}
		wg.Wait()
		updates := 0
		for _, r := range results {
			if r.Update {
				updates++
			} else if !strings.Contains(r.Content, "not your turn") {
				t.Fatalf("the losing press got %q", r.Content)
			}
		}
		if updates != 1 {
			t.Fatalf("round %d: %d presses applied, want exactly 1", round, updates)
		}
	}
}

func TestBadPresses(t *testing.T) {
	h := newHarness(t)
	for name, tc := range map[string]struct {
		id   string
		code router.Code
	}{
		"expired game": {"ttt1/nosuchgame/5", router.NotFound},
		"forged cell":  {"ttt1/g1/99", router.Invalid},
		"not a number": {"ttt1/g1/x", router.Invalid},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := h.Handle(commandtest.ComponentPress(alice, tc.id))
			if ue, ok := router.AsUserError(err); !ok || ue.Code != tc.code {
				t.Fatalf("press %s: %v, want code %s", tc.id, err, tc.code)
			}
		})
	}
}

func TestOpponentRules(t *testing.T) {
	h := newHarness(t)
	if r := h.Command(alice, discordgo.EnglishUS, "tictactoe", "play", opt{"opponent", alice}); !r.Private || !strings.Contains(r.Content, "yourself") {
		t.Errorf("self: %q", r.Content)
	}
	otherBot := &discordgo.User{ID: "555", Bot: true}
	if r := h.Command(alice, discordgo.EnglishUS, "tictactoe", "play", opt{"opponent", otherBot}); !r.Private || !strings.Contains(r.Content, "bot") {
		t.Errorf("another bot: %q", r.Content)
	}
	kibitz := &discordgo.User{ID: kibitzID, Bot: true}
	if r := h.Command(alice, discordgo.EnglishUS, "tictactoe", "play", opt{"opponent", kibitz}); r.Private || !strings.Contains(r.Content, "kibitz") {
		t.Errorf("kibitz as opponent: %q", r.Content)
	}
}

func TestAnalyze(t *testing.T) {
	h := newHarness(t)
	text := opt{"display", "text"}
	resp := h.Command(alice, discordgo.EnglishUS, "tictactoe", "analyze", opt{"board", "X.O......"}, text)
	for _, want := range []string{"X to move: wins in 5 plies", "W5", "L6", "Best: cell 4"} {
		if !strings.Contains(resp.Content, want) {
			t.Errorf("analysis lacks %q:\n%s", want, resp.Content)
		}
	}
	ko := h.Command(alice, discordgo.Korean, "tictactoe", "analyze", opt{"board", "X.O......"})
	if !strings.Contains(ko.Content, "5수 만에 승리") {
		t.Errorf("Korean analysis:\n%s", ko.Content)
	}
	done := h.Command(alice, discordgo.EnglishUS, "tictactoe", "analyze", opt{"board", "XXXOO...."}, text)
	if !strings.HasPrefix(done.Content, "This game is already over: X wins.\n") {
		t.Errorf("finished board: %q", done.Content)
	}
	if draw := h.Command(alice, discordgo.EnglishUS, "tictactoe", "analyze", opt{"board", "XOXXOOOXX"}, text); !strings.HasPrefix(draw.Content, "This game is already over: it is a draw.\n") {
		t.Errorf("finished board, a draw: %q", draw.Content)
	}
	if ko := h.Command(alice, discordgo.Korean, "tictactoe", "analyze", opt{"board", "XOXXOOOXX"}, text); !strings.HasPrefix(ko.Content, "이미 끝난 게임입니다: 무승부입니다.\n") {
		t.Errorf("finished board in Korean: %q", ko.Content)
	}
	// Full-width, as a Japanese keyboard types it: read as X.O......; a mark that is none quoted as typed.
	if wide := h.Command(alice, discordgo.Japanese, "tictactoe", "analyze", opt{"board", "Ｘ．Ｏ．．．．．．"}, text); wide.Private || !strings.Contains(wide.Content, "W5") {
		t.Errorf("full-width board: %q", wide.Content)
	}
	if bad := h.Command(alice, discordgo.EnglishUS, "tictactoe", "analyze", opt{"board", "Ｘ．Ｑ．．．．．．"}); !strings.Contains(bad.Content, "Cell 3 is `Ｑ`; use X, O or . for an empty cell.") {
		t.Errorf("full-width bad mark: %q", bad.Content)
	}
	for board, code := range map[string]tictactoe.Code{
		"XXXXXXXXX": tictactoe.CodeCounts, "X.O": tictactoe.CodeLength, "X.Q......": tictactoe.CodeBadCharacter,
	} {
		r := h.Command(alice, discordgo.Korean, "tictactoe", "analyze", opt{"board", board})
		if !r.Private || !strings.Contains(r.Content, "예: /틱택토 분석 판:X.O......") {
			t.Errorf("board %s (%s): %q", board, code, r.Content)
		}
		err := inputError(&tictactoe.InputError{Code: code})
		if ue, ok := router.AsUserError(err); !ok || ue.Message.Ko == "" || ue.Code != router.Invalid {
			t.Errorf("inputError(%s) = %v", code, err)
		}
	}
	if err := inputError(errors.New("other")); err.Error() != "other" {
		t.Errorf("non-input errors pass through: %v", err)
	}
}

// TestRematchStartsOnce: both players pressing Rematch at the same instant send one challenge; the
// other press, and any later one, is told the rematch exists. A rematch of a game still in progress (a
// forged button) is refused. (The games are written to the store directly: playing them out would draw
// their final boards, a second each under -race.)
func TestRematchStartsOnce(t *testing.T) {
	h := newHarness(t)
	put := func(id, board string) string {
		t.Helper()
		g := &Game{ID: id, Board: board, X: alice.ID, O: bob.ID}
		if err := storage.PutJSON(context.Background(), h.Store, "ttt:"+id, idle, g); err != nil {
			t.Fatal(err)
		}
		return router.ID(rematchRoute, id)
	}
	if _, err := h.Handle(commandtest.ComponentPress(alice, put("going", "X...O...."))); err == nil {
		t.Fatal("a rematch of a game in progress started")
	} else if ue, ok := router.AsUserError(err); !ok || ue.Code != router.Conflict {
		t.Fatalf("rematch of a game in progress: %v, want a conflict", err)
	}
	for round := range 20 {
		rematch := put(fmt.Sprint("done", round), "XXXOO....")
		results := make([]*router.Response, 2)
		var wg sync.WaitGroup
		for i, u := range []*discordgo.User{alice, bob} {
			wg.Go(func() { results[i] = h.Press(u, rematch) })
		}
		wg.Wait()
		started := 0
		for _, r := range results {
			switch {
			case !r.Private && len(commandtest.Buttons(r)) == 3 && strings.Contains(r.Content, "asks you for a rematch") &&
				strings.Contains(r.Content, "**X** <@102>  vs  **O** <@101>"):
				started++
			case r.Private && strings.Contains(r.Content, "already been asked for"):
			default:
				t.Fatalf("round %d: a rematch press answered %q", round, r.Content)
			}
		}
		if started != 1 {
			t.Fatalf("round %d: %d rematches started, want 1", round, started)
		}
		if again := h.Press(alice, rematch); !again.Private || !strings.Contains(again.Content, "already been asked for") {
			t.Fatalf("a later rematch press answered %q", again.Content)
		}
	}
}

// TestIdleGamesExpire: a game lives 24 hours after its last move, each move renewing it; a press
// after that gets the clear expiry message, privately, with how to start a new game.
func TestIdleGamesExpire(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		h := newHarness(t)
		resp := h.pair()
		time.Sleep(23 * time.Hour)
		resp = h.Press(alice, cellID(t, resp, 5))
		if !resp.Update {
			t.Fatalf("a move after 23 idle hours: %q", resp.Content)
		}
		time.Sleep(23 * time.Hour) // 46 hours after the start, 23 after the last move
		stale := cellID(t, resp, 1)
		resp = h.Press(bob, stale)
		if !resp.Update {
			t.Fatalf("a move 23 hours after the last one: %q", resp.Content)
		}
		time.Sleep(24*time.Hour + time.Second)
		resp = h.Press(alice, cellID(t, resp, 9))
		want := "This game has ended or expired: games are kept for 24 hours after the last move.\nStart a new one with /tictactoe play"
		if !resp.Private || resp.Content != want {
			t.Errorf("a press 24 hours after the last move: %q (private %v), want %q", resp.Content, resp.Private, want)
		}
	})
}

const (
	unreadableEn = "This game can no longer be loaded (it was saved by another version of kibitz, or damaged). Start a new one."
	unreadableKo = "이 게임은 더 이상 불러올 수 없습니다 (다른 버전의 kibitz가 저장했거나 손상되었습니다). 새 게임을 시작해 주세요."
)

// TestUnreadableGame presses a cell of a game whose stored value cannot be read, damaged or
// written by a newer version: the presser is told privately, in their language, to start a new game, and
// the value is left as it was. A game stored before schema versions existed still plays, and is stored in
// the current version afterwards.
func TestUnreadableGame(t *testing.T) {
	h := newHarness(t)
	resp := h.pair(opt{"first", "me"})
	cell5 := cellID(t, resp, 5)
	key := "ttt:" + strings.Split(cell5, "/")[1]
	for _, stored := range []string{
		`{"id":"g1","board":"X...`, // damaged
		`[2,{"id":"g1","board":".........","x":"101","o":"102","clock":9}]`, // a newer version
		`{"id":"g1","board":[".","X"],"x":"101","o":"102"}`,                 // another type
		`[1,{"id":"g1","board":"XXXXXXXXX","x":"101","o":"102"}]`,           // a board no game reaches
	} {
		commandtest.SetRaw(t, h.Store, key, stored)
		for locale, want := range map[discordgo.Locale]string{discordgo.EnglishUS: unreadableEn, discordgo.Korean: unreadableKo} {
			got := h.Serve(commandtest.PressIn(alice, locale, cell5))
			if !got.Private || got.Update || got.Content != want {
				t.Errorf("press on %s (%s): %+v; want privately %q", stored, locale, got, want)
			}
		}
		if got := commandtest.Raw(t, h.Store, key); got != stored {
			t.Errorf("after the presses %s holds %s, want it unchanged: %s", key, got, stored)
		}
	}

	// The layout of today's games, stored without a version, as every game was before versions existed.
	commandtest.SetRaw(t, h.Store, key, `{"id":"g1","board":".........","x":"101","o":"102"}`)
	resp = h.Press(alice, cell5)
	if !resp.Update || commandtest.Buttons(resp)[4].Label != "5: X" {
		t.Fatalf("press on a game stored without a version: %+v", resp)
	}
	if got, want := commandtest.Raw(t, h.Store, key), `[1,{"id":"g1","board":"....X....","x":"101","o":"102","moves":[4],"deadline":"2026-11-24T17:10:00Z","names":{"101":"user101"}}]`; got != want {
		t.Errorf("after a move the game is stored as %s, want %s", got, want)
	}
}

// TestEveryCodeHasWords walks every code of the solver through the catalogue: Discord's English and
// Korean, and the line of `kibitz solve`, none of them empty or the bare code.
func TestEveryCodeHasWords(t *testing.T) {
	for _, c := range commandtest.SolverCodes(t, filepath.Join("..", "..", "solvers", "tictactoe")) {
		code := tictactoe.Code(c)
		ie := &tictactoe.InputError{Code: code, Cell: 5, Char: "Z", Length: 3}
		msg, ok := boardError(ie)
		if !ok {
			t.Fatalf("boardError(%s) does not know the solver's error", code)
		}
		line := SolveError(ie)
		for _, text := range []string{msg.En, msg.Ko, line} {
			if why := commandtest.Unworded(text, c, msgErrInvalid.En, msgErrInvalid.Ko, ie.Error()); why != "" {
				t.Errorf("code %s is worded %q: %s", code, text, why)
			}
		}
		if line != msg.En {
			t.Errorf("kibitz solve says %q for %s, Discord %q: one sentence serves both", line, code, msg.En)
		}
	}
	if got := SolveError(errors.New("other")); got != "other" {
		t.Errorf("SolveError of another error = %q, want its own text", got)
	}
}
