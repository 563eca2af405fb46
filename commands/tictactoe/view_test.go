package tictactoe

import (
	"bytes"
	"context"
	"image/png"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/tictactoe"
	"kibitz/storage"
)

// TestAnalyzeViews asks for the analysis in each view and language: the emoji grid with the values in
// words, the text grid with its legend, the picture with its alt text and legend.
func TestAnalyzeViews(t *testing.T) {
	h := newHarness(t)
	h.Unfitted = true // measure the handlers' own replies (commandtest.CheckFits)
	for _, tc := range []struct {
		locale discordgo.Locale
		view   string
		files  int
		want   []string
	}{
		{discordgo.EnglishUS, "emoji", 0, []string{"X to move: wins in 5 plies.\n❌2️⃣⭕\n4️⃣5️⃣6️⃣\n7️⃣8️⃣9️⃣\n",
			"For X: cells 4, 7 and 9: win in 5 plies; cells 5, 6 and 8: draw; cell 2: loss in 6 plies. Best: cell 4."}},
		{discordgo.EnglishUS, "text", 0, []string{"```\n X |L6 | O \n", "W5 |D7 |W5 \n```\nW = win, D = draw, L = loss for X"}},
		{discordgo.EnglishUS, "image", 1, []string{"X to move: wins in 5 plies.\nW = win", "The framed cells are the best moves."}},
		{discordgo.Korean, "emoji", 0, []string{"X 차례: 5수 만에 승리.\n❌2️⃣⭕",
			"X 기준: 4, 7, 9번 칸: 5수 만에 승리; 5, 6, 8번 칸: 무승부; 2번 칸: 6수 만에 패배. 최선: 4번 칸."}},
		{discordgo.Korean, "text", 0, []string{"```\n X |L6 | O \n", "W = 승, D = 무, L = 패 (X 기준)"}},
		{discordgo.Korean, "image", 1, []string{"X 차례: 5수 만에 승리.\nW = 승", "테두리를 두른 칸이 최선의 수입니다."}},
	} {
		t.Run(string(tc.locale)+" "+tc.view, func(t *testing.T) {
			resp := h.Serve(commandtest.CommandIn(alice, tc.locale, "tictactoe", "analyze", opt{"board", "X.O......"}, opt{"display", tc.view}))
			commandtest.CheckReply(t, resp)
			if len(resp.Files) != tc.files {
				t.Fatalf("%d files, want %d: %q", len(resp.Files), tc.files, resp.Content)
			}
			for _, w := range tc.want {
				if !strings.Contains(resp.Content, w) {
					t.Errorf("reply lacks %q:\n%s", w, resp.Content)
				}
			}
			if tc.files == 1 {
				if _, err := png.Decode(bytes.NewReader(router.FileBytes(resp.Files[0]))); err != nil {
					t.Fatal(err)
				}
				if want := altText(mustParse(t, "X.O......"), solve(t, "X.O......"), tictactoe.Empty).In(i18n.FromLocale(string(tc.locale))); resp.Alt["tictactoe.png"] != want {
					t.Errorf("alt text %q, want %q", resp.Alt["tictactoe.png"], want)
				}
			}
		})
	}
}

// TestViewDefault: without the option, the user's /settings default applies, else the picture.
func TestViewDefault(t *testing.T) {
	h := newHarness(t)
	if resp := h.Command(alice, discordgo.EnglishUS, "tictactoe", "analyze", opt{"board", "X.O......"}); len(resp.Files) != 1 {
		t.Errorf("no option, no default: %d files, want the picture", len(resp.Files))
	}
	if _, err := commands.ChangePrefs(context.Background(), h.Store, alice.ID, func(p *commands.Prefs) { p.Display = commands.ViewText }); err != nil {
		t.Fatal(err)
	}
	if resp := h.Command(alice, discordgo.EnglishUS, "tictactoe", "analyze", opt{"board", "X.O......"}); len(resp.Files) != 0 || !strings.Contains(resp.Content, "```") {
		t.Errorf("default text: %d files, %q", len(resp.Files), resp.Content)
	}
	if resp := h.Command(alice, discordgo.EnglishUS, "tictactoe", "analyze", opt{"board", "X.O......"}, opt{"display", "emoji"}); !strings.Contains(resp.Content, "❌") {
		t.Errorf("the option over the default: %q", resp.Content)
	}
}

// TestFinishedGameViews plays a game to its end in each view, in both languages: the final board comes
// under the button grid as the game's display option asked, the picture with its alt text. A rematch keeps
// the view.
func TestFinishedGameViews(t *testing.T) {
	for _, tc := range []struct {
		locale discordgo.Locale
		view   string
		files  int
		want   string
	}{
		// The emoji and text views say the winning line as the picture draws it (and its alt says it); the
		// text grid brackets its cells.
		{discordgo.EnglishUS, "emoji", 0, "<@101> wins!\n❌❌❌\n⭕⭕6️⃣\n7️⃣8️⃣9️⃣\nX wins with three in a row: the top row."},
		{discordgo.EnglishUS, "text", 0, "<@101> wins!\n```\n[X]|[X]|[X]\n---+---+---\n O | O | 6 \n---+---+---\n 7 | 8 | 9 \n```\nX wins with three in a row: the top row."},
		{discordgo.EnglishUS, "image", 1, "<@101> wins!"},
		{discordgo.Korean, "emoji", 0, "<@101> 님이 이겼습니다!\n❌❌❌\n⭕⭕6️⃣\n7️⃣8️⃣9️⃣\nX가 윗줄을 완성해 이겼습니다."},
		{discordgo.Korean, "text", 0, "<@101> 님이 이겼습니다!\n```\n[X]|[X]|[X]"},
		{discordgo.Korean, "image", 1, "<@101> 님이 이겼습니다!"},
	} {
		t.Run(string(tc.locale)+" "+tc.view, func(t *testing.T) {
			h := newHarness(t)
			h.Unfitted = true // measure the handlers' own replies (commandtest.CheckFits)
			resp := h.Serve(commandtest.CommandIn(alice, tc.locale, "tictactoe", "play", opt{"opponent", bob}, opt{"first", "me"}, opt{"display", tc.view}))
			if len(resp.Files) != 0 || strings.Contains(resp.Content, "```") || strings.Contains(resp.Content, "❌") {
				t.Fatalf("the board shows before the end: %q", resp.Content)
			}
			resp = h.Serve(commandtest.PressIn(bob, tc.locale, commandtest.Buttons(resp)[0].CustomID)) // Accept
			for i, cell := range []int{1, 4, 2, 5, 3} {
				u := alice
				if i%2 == 1 {
					u = bob
				}
				resp = h.Serve(commandtest.PressIn(u, tc.locale, cellID(t, resp, cell)))
			}
			commandtest.CheckReply(t, resp)
			if len(resp.Files) != tc.files || !strings.Contains(resp.Content, tc.want) {
				t.Fatalf("%d files, want %d; reply %q lacks %q", len(resp.Files), tc.files, resp.Content, tc.want)
			}
			if len(commandtest.Buttons(resp)) != 10 {
				t.Errorf("%d buttons, want the 9 cells and Rematch", len(commandtest.Buttons(resp)))
			}
			if tc.files == 1 {
				if want := altText(mustParse(t, "XXXOO...."), nil, tictactoe.Empty).In(i18n.FromLocale(string(tc.locale))); resp.Alt["tictactoe.png"] != want {
					t.Errorf("alt text %q, want %q", resp.Alt["tictactoe.png"], want)
				}
			}
			rematch := h.Press(bob, commandtest.Buttons(resp)[9].CustomID)
			g := &Game{}
			if err := getGame(h, strings.Split(commandtest.Buttons(rematch)[0].CustomID, "/")[1], g); err != nil || string(g.View) != tc.view {
				t.Errorf("the rematch's view %q (%v), want %q", g.View, err, tc.view)
			}
		})
	}
}

// TestAltText pins the alt texts of the pictures in both languages: a finished game won along a row, a
// diagonal, a column and two lines at once, won on time by either mark, a draw, and an analysis. A finished game never says
// who is to move.
func TestAltText(t *testing.T) {
	for _, tc := range []struct {
		board    string
		analysis bool
		forfeit  tictactoe.Mark
		en, ko   string
	}{
		{"XXXOO....", false, tictactoe.Empty,
			"Tic-tac-toe board. Top row: X, X, X. Middle row: O, O, empty 6. Bottom row: empty 7, empty 8, empty 9. X wins with three in a row: the top row.",
			"틱택토 판. 윗줄: X, X, X. 가운데 줄: O, O, 빈칸 6. 아랫줄: 빈칸 7, 빈칸 8, 빈칸 9. X가 윗줄을 완성해 이겼습니다."},
		{"OXX.OX..O", false, tictactoe.Empty,
			"Tic-tac-toe board. Top row: O, X, X. Middle row: empty 4, O, X. Bottom row: empty 7, empty 8, O. O wins with three in a row: the diagonal from the top left.",
			"틱택토 판. 윗줄: O, X, X. 가운데 줄: 빈칸 4, O, X. 아랫줄: 빈칸 7, 빈칸 8, O. O가 왼쪽 위에서 내려가는 대각선을 완성해 이겼습니다."},
		{"XO.XO.X..", false, tictactoe.Empty,
			"Tic-tac-toe board. Top row: X, O, empty 3. Middle row: X, O, empty 6. Bottom row: X, empty 8, empty 9. X wins with three in a row: the left column.",
			"틱택토 판. 윗줄: X, O, 빈칸 3. 가운데 줄: X, O, 빈칸 6. 아랫줄: X, 빈칸 8, 빈칸 9. X가 왼쪽 세로줄을 완성해 이겼습니다."},
		// X's fifth mark, on cell 9, completed two lines at once: both are named.
		{"OOXOOXXXX", false, tictactoe.Empty,
			"Tic-tac-toe board. Top row: O, O, X. Middle row: O, O, X. Bottom row: X, X, X. X wins with three in a row: the bottom row and the right column.",
			"틱택토 판. 윗줄: O, O, X. 가운데 줄: O, O, X. 아랫줄: X, X, X. X가 아랫줄, 오른쪽 세로줄을 완성해 이겼습니다."},
		{"O...X....", false, tictactoe.X,
			"Tic-tac-toe board. Top row: O, empty 2, empty 3. Middle row: empty 4, X, empty 6. Bottom row: empty 7, empty 8, empty 9. X ran out of time: O wins.",
			"틱택토 판. 윗줄: O, 빈칸 2, 빈칸 3. 가운데 줄: 빈칸 4, X, 빈칸 6. 아랫줄: 빈칸 7, 빈칸 8, 빈칸 9. X의 시간이 다 되어 O가 이겼습니다."},
		{"X........", false, tictactoe.O,
			"Tic-tac-toe board. Top row: X, empty 2, empty 3. Middle row: empty 4, empty 5, empty 6. Bottom row: empty 7, empty 8, empty 9. O ran out of time: X wins.",
			"틱택토 판. 윗줄: X, 빈칸 2, 빈칸 3. 가운데 줄: 빈칸 4, 빈칸 5, 빈칸 6. 아랫줄: 빈칸 7, 빈칸 8, 빈칸 9. O의 시간이 다 되어 X가 이겼습니다."},
		{"XOXXOOOXX", false, tictactoe.Empty,
			"Tic-tac-toe board. Top row: X, O, X. Middle row: X, O, O. Bottom row: O, X, X. The board is full: a draw.",
			"틱택토 판. 윗줄: X, O, X. 가운데 줄: X, O, O. 아랫줄: O, X, X. 판이 다 찼습니다: 무승부입니다."},
		{"XX.OO....", true, tictactoe.Empty,
			"Tic-tac-toe board. Top row: X, X, empty 3. Middle row: O, O, empty 6. Bottom row: empty 7, empty 8, empty 9. X to move. For X: cell 3: win in 1 ply; cell 6: draw; cells 7, 8 and 9: loss in 2 plies. Best: cell 3. The framed cells are the best moves.",
			"틱택토 판. 윗줄: X, X, 빈칸 3. 가운데 줄: O, O, 빈칸 6. 아랫줄: 빈칸 7, 빈칸 8, 빈칸 9. X 차례. X 기준: 3번 칸: 1수 만에 승리; 6번 칸: 무승부; 7, 8, 9번 칸: 2수 만에 패배. 최선: 3번 칸. 테두리를 두른 칸이 최선의 수입니다."},
	} {
		var r *tictactoe.Result
		if tc.analysis {
			r = solve(t, tc.board)
		}
		got := altText(mustParse(t, tc.board), r, tc.forfeit)
		if got.En != tc.en {
			t.Errorf("%s in English:\n got %q\nwant %q", tc.board, got.En, tc.en)
		}
		if got.Ko != tc.ko {
			t.Errorf("%s in Korean:\n got %q\nwant %q", tc.board, got.Ko, tc.ko)
		}
	}
}

// TestAltTextTwoLines: a board won on two lines names both in every language, in the language's list.
func TestAltTextTwoLines(t *testing.T) {
	alt := altText(mustParse(t, "OOXOOXXXX"), nil, tictactoe.Empty)
	for l, want := range map[i18n.Lang]string{
		i18n.Japanese:   "Xが下段の横一列、右の縦一列をそろえて勝ちました。",
		i18n.Spanish:    "X gana con tres en raya: la fila inferior y la columna derecha.",
		i18n.Portuguese: "X venceu com três em linha: a linha de baixo e a coluna da direita.",
	} {
		if got := alt.In(l); !strings.HasSuffix(got, want) {
			t.Errorf("in %v: %q, want it to end %q", l, got, want)
		}
	}
}

// TestCounts: the plies of a value and the cells of a board that is too short read right at 0, 1 and 2
// ("1 cells" and "wins in 1 plies" before).
func TestCounts(t *testing.T) {
	for _, tc := range []struct {
		got    i18n.Text
		en, ko string
	}{
		{msgErrLength.Format(cells.N(0)), "The board has 0 cells;", "판에 칸이 0개 있습니다."},
		{msgErrLength.Format(cells.N(1)), "The board has 1 cell;", "판에 칸이 1개 있습니다."},
		{msgErrLength.Format(cells.N(2)), "The board has 2 cells;", "판에 칸이 2개 있습니다."},
		{valueText(tictactoe.Value{Outcome: tictactoe.Win, Plies: 1}), "wins in 1 ply", "1수 만에 승리"},
		{valueText(tictactoe.Value{Outcome: tictactoe.Win, Plies: 3}), "wins in 3 plies", "3수 만에 승리"},
		{valueText(tictactoe.Value{Outcome: tictactoe.Loss, Plies: 2}), "loses in 2 plies", "2수 만에 패배"},
		{valueText(tictactoe.Value{Outcome: tictactoe.Draw, Plies: 9}), "draw with best play", "최선을 다하면 무승부"},
		{cellList([]int{4}), "cell 4", "4번 칸"},
		{cellList([]int{4, 7}), "cells 4 and 7", "4, 7번 칸"},
	} {
		if !strings.HasPrefix(tc.got.En, tc.en) || !strings.HasPrefix(tc.got.Ko, tc.ko) {
			t.Errorf("%q / %q, want %q / %q", tc.got.En, tc.got.Ko, tc.en, tc.ko)
		}
	}
	// Through the command: a board of one cell.
	h := newHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "tictactoe", "analyze", opt{"board", "X"})
	if !strings.Contains(resp.Content, "The board has 1 cell;") {
		t.Errorf("one cell: %q", resp.Content)
	}
	resp = h.Command(alice, discordgo.EnglishUS, "tictactoe", "analyze", opt{"board", "XX.OO...."}, opt{"display", "text"})
	if !strings.HasPrefix(resp.Content, "X to move: wins in 1 ply.\n") {
		t.Errorf("a win in one: %q", resp.Content)
	}
}

func mustParse(t *testing.T, s string) tictactoe.Board {
	t.Helper()
	b, err := tictactoe.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func solve(t *testing.T, s string) *tictactoe.Result {
	t.Helper()
	r, err := tictactoe.Solve(context.Background(), mustParse(t, s), tictactoe.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return &r
}

// getGame reads the game id from the harness's store.
func getGame(h *harness, id string, g *Game) error {
	return storage.GetJSON(context.Background(), h.Store, "ttt:"+id, g)
}
