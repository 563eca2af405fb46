package kpk

import (
	"context"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/kpk"
)

// TestAnalyzeViews: /kpk analyze in each view and both languages: the emoji grid or the text board with
// the line that reads it, in the message and no file; or the picture with its alt text.
func TestAnalyzeViews(t *testing.T) {
	p, _ := kpk.Parse("Kb6 Qc8 ka8 b")
	for _, tc := range []struct {
		locale discordgo.Locale
		view   string
		want   []string
	}{
		{discordgo.EnglishUS, "emoji", []string{boardEmoji(p, boardOptions{}),
			"⚪ white king b6 · 👸 white queen c8 · ⚫ black king a8 · Black to move, in check"}},
		{discordgo.Korean, "emoji", []string{boardEmoji(p, boardOptions{}),
			"⚪ 백 킹 b6 · 👸 백 퀸 c8 · ⚫ 흑 킹 a8 · 흑 차례, 체크 상태"}},
		{discordgo.EnglishUS, "text", []string{boardText(p, boardOptions{}),
			"Capitals are White, small letters Black; Black to move, in check."}},
		{discordgo.Korean, "text", []string{boardText(p, boardOptions{}), "대문자는 백, 소문자는 흑입니다. 흑 차례, 체크 상태."}},
		{discordgo.EnglishUS, "image", nil},
		{discordgo.Korean, "image", nil},
	} {
		t.Run(string(tc.locale)+" "+tc.view, func(t *testing.T) {
			h := newHarness(t)
			h.Unfitted = true // measure the handlers' own replies (commandtest.CheckFits)
			resp := h.Command(alice, tc.locale, "kpk", "analyze", opt{"position", p.Short()}, opt{"display", tc.view})
			if resp.Private {
				t.Fatalf("private reply %q", resp.Content)
			}
			commandtest.CheckFits(t, resp)
			if tc.view == "image" {
				decodePNG(t, resp)
				return
			}
			if len(resp.Files) != 0 {
				t.Errorf("%s view with %d files", tc.view, len(resp.Files))
			}
			for _, w := range tc.want {
				if !strings.Contains(resp.Content, w) {
					t.Errorf("reply %q\nwant it to contain %q", resp.Content, w)
				}
			}
			if tc.locale == discordgo.Korean && strings.Contains(resp.Content, "king") {
				t.Errorf("Korean reply with English piece names: %q", resp.Content)
			}
		})
	}
}

// TestViewFromSettings: without the option, a user's /settings default decides; the option overrides it.
func TestViewFromSettings(t *testing.T) {
	h := newHarness(t)
	if _, err := commands.ChangePrefs(context.Background(), h.Store, alice.ID, func(p *commands.Prefs) { p.Display = commands.ViewText }); err != nil {
		t.Fatal(err)
	}
	resp := h.Command(alice, discordgo.EnglishUS, "kpk", "analyze", opt{"position", "Ke1 Pe2 ke8 w"})
	if len(resp.Files) != 0 || !strings.Contains(resp.Content, "```\n8 . . . . k . . .") {
		t.Errorf("alice prefers text, got %d files and %q", len(resp.Files), resp.Content)
	}
	resp = h.Command(alice, discordgo.EnglishUS, "kpk", "analyze", opt{"position", "Ke1 Pe2 ke8 w"}, opt{"display", "image"})
	decodePNG(t, resp)
	resp = h.Command(bob, discordgo.EnglishUS, "kpk", "analyze", opt{"position", "Ke1 Pe2 ke8 w"})
	decodePNG(t, resp) // bob has no default: the picture
}

// TestPlayKeepsItsView: a game shows its board after every move in the view it started in, from the
// player's side, to the end; and Again starts the next game in the view of whoever presses it.
func TestPlayKeepsItsView(t *testing.T) {
	for _, tc := range []struct {
		locale discordgo.Locale
		view   string
		legend string
		top    string // the first rank above the eighth, as Black sees the board
		bottom string
	}{
		{discordgo.EnglishUS, "emoji", "⚫ black king", "1️⃣", "8️⃣"},
		{discordgo.Korean, "emoji", "⚫ 흑 킹", "1️⃣", "8️⃣"},
		{discordgo.EnglishUS, "text", "Capitals are White, small letters Black", "```\n1 ", "\n8 "},
		{discordgo.Korean, "text", "대문자는 백, 소문자는 흑입니다.", "```\n1 ", "\n8 "},
	} {
		t.Run(string(tc.locale)+" "+tc.view, func(t *testing.T) {
			h := newHarness(t)
			h.Unfitted = true // measure the handlers' own replies (commandtest.CheckFits)
			resp := h.Command(alice, tc.locale, "kpk", "play", opt{"position", "Kb3 Pg2 kb5 b"}, opt{"side", "black"},
				opt{"display", tc.view})
			for i := 0; ; i++ {
				commandtest.CheckFits(t, resp)
				if len(resp.Files) != 0 || !strings.Contains(resp.Content, tc.legend) {
					t.Fatalf("ply %d: %d files, %q", i, len(resp.Files), resp.Content)
				}
				if top, bottom := strings.Index(resp.Content, tc.top), strings.Index(resp.Content, tc.bottom); top < 0 || bottom < top {
					t.Fatalf("ply %d: the board is not from Black's side: %q", i, resp.Content)
				}
				g := gameOf(t, h, "g1")
				if g.over() {
					if g.Ply != 54 || !strings.Contains(resp.Content, tc.legend) {
						t.Errorf("the game ended at ply %d, want the mate at 54: %q", g.Ply, resp.Content)
					}
					break
				}
				m, _, _ := kpk.BestMove(g.Pos)
				resp = h.Serve(selectIn(alice, tc.locale, menuFor(t, resp, m.UCI()), m.UCI()))
				if !resp.Update {
					t.Fatalf("move %s: not an update: %q", m.UCI(), resp.Content)
				}
			}
			// Again, even pressed by bob, whose default is the picture, keeps the view the game was played
			// in, as the other games' rematches do.
			again := h.Press(bob, buttonWithPrefix(t, resp, "kpk1/again/"))
			if len(again.Files) != 0 || !strings.Contains(again.Content, tc.top) {
				t.Errorf("Again: %d files, %q; want the %s view", len(again.Files), again.Content, tc.view)
			}
		})
	}
}

func buttonWithPrefix(t *testing.T, resp *router.Response, prefix string) string {
	t.Helper()
	for _, b := range commandtest.Buttons(resp) {
		if strings.HasPrefix(b.CustomID, prefix) {
			return b.CustomID
		}
	}
	t.Fatalf("no button %s… in %q", prefix, resp.Content)
	return ""
}

func mustParse(t *testing.T, s string) kpk.Position {
	t.Helper()
	p, err := kpk.Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return p
}

// TestAnalyzeAltText: the whole alt text of /kpk analyze's picture in both languages: the position in
// words and FEN, then the result with the distance to mate, or how the game ended.
func TestAnalyzeAltText(t *testing.T) {
	for _, tc := range []struct {
		position string
		en, ko   string
	}{
		{"Ke1 Pe2 ke8 w",
			"Chessboard: White king e1, pawn e2; Black king e8; White to move. FEN: 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1. " +
				"With best play White mates in 22 moves (43 plies).",
			"체스판: 백 킹 e1, 폰 e2; 흑 킹 e8; 백 차례. FEN: 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1. " +
				"최선을 다하면 백이 22수(43플라이) 만에 메이트합니다."},
		{"Ka8 pa7 kc7 b",
			"Chessboard: White king a8; Black king c7, pawn a7; Black to move. FEN: K7/p1k5/8/8/8/8/8/8 b - - 0 1. " +
				"With best play Black mates in 12 moves (23 plies).",
			"체스판: 백 킹 a8; 흑 킹 c7, 폰 a7; 흑 차례. FEN: K7/p1k5/8/8/8/8/8/8 b - - 0 1. " +
				"최선을 다하면 흑이 12수(23플라이) 만에 메이트합니다."},
		{"Kb6 Pc7 ka8 w",
			"Chessboard: White king b6, pawn c7; Black king a8; White to move. FEN: k7/2P5/1K6/8/8/8/8/8 w - - 0 1. " +
				"With best play White mates in 1 move (1 ply).",
			"체스판: 백 킹 b6, 폰 c7; 흑 킹 a8; 백 차례. FEN: k7/2P5/1K6/8/8/8/8/8 w - - 0 1. " +
				"최선을 다하면 백이 1수(1플라이) 만에 메이트합니다."},
		{"Kb6 Rh7 ka8 b",
			"Chessboard: White king b6, rook h7; Black king a8; Black to move. FEN: k7/7R/1K6/8/8/8/8/8 b - - 0 1. " +
				"With best play White mates in 1 move (2 plies).",
			"체스판: 백 킹 b6, 룩 h7; 흑 킹 a8; 흑 차례. FEN: k7/7R/1K6/8/8/8/8/8 b - - 0 1. " +
				"최선을 다하면 백이 1수(2플라이) 만에 메이트합니다."},
		{"Ke5 Pe4 ke7 w",
			"Chessboard: White king e5, pawn e4; Black king e7; White to move. FEN: 8/4k3/8/4K3/4P3/8/8/8 w - - 0 1. " +
				"With best play it is a draw: neither side can force mate.",
			"체스판: 백 킹 e5, 폰 e4; 흑 킹 e7; 백 차례. FEN: 8/4k3/8/4K3/4P3/8/8/8 w - - 0 1. " +
				"최선을 다하면 무승부입니다. 어느 쪽도 메이트를 강제할 수 없습니다."},
		{"Kb6 Qb7 ka8 b",
			"Chessboard: White king b6, queen b7; Black king a8; Black to move, in check. FEN: k7/1Q6/1K6/8/8/8/8/8 b - - 0 1. " +
				"Checkmate: Black is mated, so White has won.",
			"체스판: 백 킹 b6, 퀸 b7; 흑 킹 a8; 흑 차례, 체크 상태. FEN: k7/1Q6/1K6/8/8/8/8/8 b - - 0 1. " +
				"체크메이트: 흑이 메이트되었으므로 백이 이겼습니다."},
		{"Ke1 ke8 w",
			"Chessboard: White king e1; Black king e8; White to move. FEN: 4k3/8/8/8/8/8/8/4K3 w - - 0 1. " +
				"Draw: only the kings are left, and neither can ever mate.",
			"체스판: 백 킹 e1; 흑 킹 e8; 백 차례. FEN: 4k3/8/8/8/8/8/8/4K3 w - - 0 1. " +
				"무승부: 킹만 남아 어느 쪽도 메이트할 수 없습니다."},
	} {
		t.Run(tc.position, func(t *testing.T) {
			h := newHarness(t)
			for lang, want := range map[discordgo.Locale]string{discordgo.EnglishUS: tc.en, discordgo.Korean: tc.ko} {
				resp := h.Command(alice, lang, "kpk", "analyze", opt{"position", tc.position})
				decodePNG(t, resp)
				if got := resp.Alt["kpk.png"]; got != want {
					t.Errorf("%s alt text\n got %q\nwant %q", lang, got, want)
				}
			}
		})
	}
}

// TestPlayAltText: the game's picture in words, from the player's side, with the last move and where it
// came from (the picture frames both squares), and, at the end, how the game ended.
func TestPlayAltText(t *testing.T) {
	h := newHarness(t)
	start := h.Command(alice, discordgo.Korean, "kpk", "play", opt{"position", "Kb3 Pg2 kb5 b"}, opt{"side", "black"})
	if want := "흑 쪽에서 본 체스판: 백 킹 b3, 폰 g2; 흑 킹 b5; 흑 차례. FEN: 8/8/8/1k6/8/1K6/6P1/8 b - - 0 1."; start.Alt["kpk.png"] != want {
		t.Errorf("start\n got %q\nwant %q", start.Alt["kpk.png"], want)
	}
	moved := h.Serve(selectIn(alice, discordgo.Korean, menuFor(t, start, "b5c5"), "b5c5"))
	// 1... Kc5 2. Kc3: move 2, two plies without a pawn move
	if want := "흑 쪽에서 본 체스판: 백 킹 c3, 폰 g2; 흑 킹 c5; 흑 차례. FEN: 8/8/8/2k5/8/2K5/6P1/8 b - - 2 2. " +
		"마지막 수 Kc3(b3에서): 두 칸에 테두리를 둘렀습니다."; moved.Alt["kpk.png"] != want {
		t.Errorf("after a move\n got %q\nwant %q", moved.Alt["kpk.png"], want)
	}

	h = newHarness(t)
	start = h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Kb6 Pc7 ka8 w"})
	mated := choose(t, h, alice, start, "c7c8q")
	if want := "Chessboard: White king b6, queen c8; Black king a8; Black to move, in check. FEN: k1Q5/8/1K6/8/8/8/8/8 b - - 0 1. " +
		"The last move, c8=Q# (from c7), has its two squares framed. Checkmate: Black is mated, so White has won."; mated.Alt["kpk.png"] != want {
		t.Errorf("mate\n got %q\nwant %q", mated.Alt["kpk.png"], want)
	}
	start = h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ke1 Pe2 ke8 w"})
	gone := resign(t, h, alice, start)
	if want := "Chessboard: White king e1, pawn e2; Black king e8; White to move. FEN: 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1. " +
		"The player resigned: the tablebase wins."; gone.Alt["kpk.png"] != want {
		t.Errorf("resigned\n got %q\nwant %q", gone.Alt["kpk.png"], want)
	}
}

// TestLineAltText: the animation's alt text: the start, every move in order in SAN, the result, and
// how the line ends when the game does; the longest line fits Discord's 1,024 characters in both
// languages.
func TestLineAltText(t *testing.T) {
	for _, tc := range []struct {
		position string
		en, ko   string
	}{
		{"Kc2 Pg7 ka1 w",
			"Animation of the best line, one frame per move. Start: White king c2, pawn g7; Black king a1; White to move. " +
				"FEN: 8/6P1/8/8/8/8/2K5/k7 w - - 0 1. Moves: 1. g8=R Ka2 2. Ra8#. With best play White mates in 2 moves (3 plies). " +
				"Checkmate: Black is mated, so White has won.",
			"최선 수순 애니메이션 (한 수에 한 장면). 시작: 백 킹 c2, 폰 g7; 흑 킹 a1; 백 차례. " +
				"FEN: 8/6P1/8/8/8/8/2K5/k7 w - - 0 1. 수순: 1. g8=R Ka2 2. Ra8#. 최선을 다하면 백이 2수(3플라이) 만에 메이트합니다. " +
				"체크메이트: 흑이 메이트되었으므로 백이 이겼습니다."},
		{"Ka1 Pe2 kd2 b",
			"Animation of the best line, one frame per move. Start: White king a1, pawn e2; Black king d2; Black to move. " +
				"FEN: 8/8/8/8/8/8/3kP3/K7 b - - 0 1. Moves: 1... Kxe2. A draw: the animation shows 1 ply of best play. " +
				"Draw: only the kings are left, and neither can ever mate.",
			"최선 수순 애니메이션 (한 수에 한 장면). 시작: 백 킹 a1, 폰 e2; 흑 킹 d2; 흑 차례. " +
				"FEN: 8/8/8/8/8/8/3kP3/K7 b - - 0 1. 수순: 1... Kxe2. 무승부입니다. 애니메이션은 최선의 수순 1플라이를 보여 줍니다. " +
				"무승부: 킹만 남아 어느 쪽도 메이트할 수 없습니다."},
	} {
		t.Run(tc.position, func(t *testing.T) {
			h := newHarness(t)
			for lang, want := range map[discordgo.Locale]string{discordgo.EnglishUS: tc.en, discordgo.Korean: tc.ko} {
				resp := h.Serve(selectIn(bob, lang, "kpk1/line/"+strings.ReplaceAll(tc.position, " ", "")))
				if got := resp.Alt["kpk-line.gif"]; got != want {
					t.Errorf("%s alt text\n got %q\nwant %q", lang, got, want)
				}
			}
		})
	}
	p := mustParse(t, "Ka2 Pg2 kb5 w")
	alt := lineAlt(p, kpk.Counters{}, kpk.BestLine(p, 0))
	for _, lang := range []i18n.Lang{i18n.English, i18n.Korean} {
		if n := utf8.RuneCountInString(alt.In(lang)); n > router.MaxAltText {
			t.Errorf("the longest line's alt text in %s: %d characters", lang, n)
		}
		if !strings.Contains(alt.In(lang), "28. ") {
			t.Errorf("the longest line's alt text lacks its last moves: %q", alt.In(lang))
		}
	}
}

// TestCountsReadRight: the counts of kpk's replies at their boundaries, 0, 1 and 2: "1 move = 1 ply",
// never "1 moves = 1 plies".
func TestCountsReadRight(t *testing.T) {
	h := newHarness(t)
	for _, tc := range []struct {
		position string
		locale   discordgo.Locale
		want     string
	}{
		{"Kb6 Pc7 ka8 w", discordgo.EnglishUS, "**White mates in 1.** 1 move = 1 ply: a ply is one side's move"},
		{"Kb6 Pc7 ka8 w", discordgo.Korean, "**백이 1수 만에 메이트합니다.** 1수 = 1플라이: "},
		{"Kb6 Rh7 ka8 b", discordgo.EnglishUS, "**White mates in 1.** 1 move = 2 plies: "},
		{"Kc2 Pg7 ka1 w", discordgo.EnglishUS, "**White mates in 2.** 2 moves = 3 plies: "},
	} {
		resp := h.Command(alice, tc.locale, "kpk", "analyze", opt{"position", tc.position})
		if !strings.Contains(resp.Content, tc.want) {
			t.Errorf("analyze %s in %s = %q, want %q", tc.position, tc.locale, resp.Content, tc.want)
		}
	}
	for _, tc := range []struct {
		position string
		want     string
	}{
		{"Kb6 Pc7 ka8 w", "Best line from `Kb6 Pc7 ka8 w`: White mates in 1 (1 ply)."},
		{"Ka1 Pe2 kd2 b", "Best line from `Ka1 Pe2 kd2 b`: a draw; here is best play for 1 ply."},
		{"Kc6 Pb7 ka7 b", "a draw; here is best play for 3 plies."},
	} {
		resp := h.Press(bob, "kpk1/line/"+strings.ReplaceAll(tc.position, " ", ""))
		if !strings.Contains(resp.Content, tc.want) {
			t.Errorf("line of %s = %q, want %q", tc.position, resp.Content, tc.want)
		}
	}
	for _, tc := range []struct {
		text   i18n.Text
		en, ko string
	}{
		{msgStale.Format(pliesN.N(0), i18n.Num(2)), "(after 0 plies); the game has moved on to ply 2.", "이전 판(0플라이 뒤)"},
		{msgStale.Format(pliesN.N(1), i18n.Num(3)), "(after 1 ply); the game has moved on to ply 3.", "이전 판(1플라이 뒤)"},
		{(&note{Kind: noteHastens, Best: "Kc5", BestMoves: 1, Now: 1}).text(), "mate in 1 now, where Kc5 held out for 1 move.", "이제 1수 후 메이트이지만 Kc5면 1수를 버틸"},
		{(&note{Kind: noteHastens, Best: "Kc5", BestMoves: 2, Now: 1}).text(), "where Kc5 held out for 2 moves.", "Kc5면 2수를 버틸"},
		{expired(), "games are kept for 24 hours after the last move.", "마지막 수 이후 24시간 동안 보관됩니다."},
		{errorText(&kpk.InputError{Code: kpk.CodeExtraKing, Color: kpk.White, Count: 2}), "White has 2 kings;", "백에게 킹이 2개 있습니다."},
		{errorText(&kpk.InputError{Code: kpk.CodeTooManyPieces, Count: 2}), "The position has 2 pieces besides", "킹 말고도 기물이 2개 있습니다."},
		{errorText(&kpk.InputError{Code: kpk.CodeRankCount, Count: 1}), "and this one has 1.", "이 판에는 1개가 있습니다."},
	} {
		if !strings.Contains(tc.text.En, tc.en) || !strings.Contains(tc.text.Ko, tc.ko) {
			t.Errorf("%q / %q\nwant %q / %q", tc.text.En, tc.text.Ko, tc.en, tc.ko)
		}
	}
	if got, want := SolveError(&kpk.InputError{Code: kpk.CodeRankCount, Count: 1}), "The FEN board has 1 rank instead of 8."; got != want {
		t.Errorf("one rank: %q, want %q", got, want)
	}
}

// TestKoreanParticles: the particles after moves, quoted input and pieces are chosen by how the word is
// read (Kd7+ as 칠, e8=Q as 큐), not written as "을(를)" or "(이)면".
func TestKoreanParticles(t *testing.T) {
	for _, tc := range []struct {
		text i18n.Text
		ko   string
	}{
		{msgPlayed.Format("<@1>", sanWith("Kd7+", "을/를", true)), "<@1> 님이 **Kd7+**을 두었습니다."},
		{msgAnswered.Format(sanWith("e8=Q", "을/를", true)), "테이블베이스가 **e8=Q**를 두었습니다."},
		{(&note{Kind: noteDrawLost, Best: "Ra8#"}).text(), "그 수로 지게 됩니다. Ra8#이면 무승부를 지킬 수 있었습니다."},
		{(&note{Kind: noteDraws, Best: "e8=Q", BestMoves: 3}).text(), "그 수로 무승부가 됩니다. e8=Q면 3수 만에 이길 수 있었습니다."},
		// the faster mate first, and the played move's after it: not "1수 대신 7수", seven instead of one
		{(&note{Kind: noteSlower, Best: "Ra8#", BestMoves: 1, Now: 7}).text(), "여전히 이기는 수지만, Ra8#이면 1수 만에 메이트할 수 있었습니다 (이 수로는 7수)."},
		{msgHeader.Format("KPvK", "<@1>", i18n.WithParticle(msgBold.Format(msgBlack), "으로/로")), "**KPvK** · <@1> 님이 **흑**으로 테이블베이스와 둡니다."},
		{errorText(&kpk.InputError{Code: kpk.CodeBadToken, Text: "ke9"}), "`ke9`는 기물과 칸을 나타내는 표기가 아닙니다."},
		{errorText(&kpk.InputError{Code: kpk.CodeBadToken, Text: "ke9", Index: 3}), "3번째 단어 `ke9`는 기물과 칸을 나타내는 표기가 아닙니다."},
		// the signs after a move or a clipped quote are not read: the particle follows its last letter or digit
		{errorText(&kpk.InputError{Code: kpk.CodePGNMove, Count: 2, Color: kpk.White, Text: "e8=Q+"}), "`e8=Q+`는 그 국면에서 둘 수 없는 수입니다."},
		{errorText(&kpk.InputError{Code: kpk.CodePGNMove, Count: 2, Color: kpk.White, Text: "Kd3#"}), "`Kd3#`은 그 국면에서 둘 수 없는 수입니다."},
		{errorText(&kpk.InputError{Code: kpk.CodePGNMove, Count: 7, Color: kpk.Black, Text: "Kxe5!?"}), "`Kxe5!?`는 그 국면에서"},
		{errorText(&kpk.InputError{Code: kpk.CodePGNTag, Text: `[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1" 1…`}), "0 1\" 1…`은 PGN 태그가 아닙니다."},
		{errorText(&kpk.InputError{Code: kpk.CodePGNTag, Text: `[Event "Seoul"`}), "`[Event \"Seoul\"`은 PGN 태그가 아닙니다."},
		{errorText(&kpk.InputError{Code: kpk.CodeIllegalMove, Text: "Kd2+"}), "`Kd2+`는 이 국면에서 둘 수 없는 수입니다."},
		{errorText(&kpk.InputError{Code: kpk.CodeTooManyPieces, Count: 2}), "폰이 승급한 나이트"},
		{errorText(&kpk.InputError{Code: kpk.CodeAfterSide, Text: "1", Index: 5, Side: "w"}), "5번째 단어 `1`은 수 번호인데, 짧은 형식에는 수 번호를 쓰지 않습니다."},
		{errorText(&kpk.InputError{Code: kpk.CodeAfterSide, Text: "w", Index: 5, Side: "b"}), "둘 차례가 두 번 나옵니다: 4번째 단어 `b`, 5번째 단어 `w`."},
		{errorText(&kpk.InputError{Code: kpk.CodeAfterSide, Text: "ke8", Index: 3, Side: "w"}), "둘 차례인 2번째 단어 `w` 뒤에 단어가 더 있습니다: 3번째 단어 `ke8`."},
		{errorText(&kpk.InputError{Code: kpk.CodeSideToMove, Text: "x"}), "`x`는 쓸 수 없습니다."},
		{errorText(&kpk.InputError{Code: kpk.CodeNotKPK, Piece: kpk.WhiteQueen}), "폰인데 백 퀸이 있습니다."},
		{errorText(&kpk.InputError{Code: kpk.CodePawnRank, Piece: kpk.BlackPawn, Square: kpk.A1}), "흑 폰이 a1에 있습니다."},
		{msgNotLegal.Format(i18n.WithParticle(i18n.Plain("e2e5"), "은/는")), "e2e5는 이 국면에서 둘 수 없는 수입니다."},
	} {
		if !strings.Contains(tc.text.Ko, tc.ko) {
			t.Errorf("%q, want %q", tc.text.Ko, tc.ko)
		}
		for _, both := range []string{"(를)", "(는)", "(가)", "(이)"} {
			if strings.Contains(tc.text.Ko, both) {
				t.Errorf("%q writes both forms of a particle", tc.text.Ko)
			}
		}
	}
}

// TestKoreanHintsNameChoices: a Korean hint gives a choice option's value as a Korean client lists it
// (편:폰을 가진 편), since that is what the user picks there, not the English value (편:pawn).
func TestKoreanHintsNameChoices(t *testing.T) {
	h := newHarness(t)
	var side []string
	for _, c := range h.Mux.Commands() {
		for _, s := range c.Subcommands {
			for _, o := range s.Options {
				if o.Name.En == "side" {
					for _, ch := range o.Choices {
						side = append(side, ch.Name.Ko)
					}
				}
			}
		}
	}
	for _, hint := range []i18n.Text{hintPlay, hintAnalyze, hintNew} {
		_, value, ok := strings.Cut(hint.Ko, "편:")
		if !ok {
			continue
		}
		found := false
		for _, name := range side {
			found = found || strings.HasPrefix(value, name)
		}
		if !found {
			t.Errorf("Korean hint %q: 편 is not given as one of its Korean choices %q", hint.Ko, side)
		}
	}
}
