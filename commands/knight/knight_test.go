package knight

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/internal/testenv"
	"kibitz/router"
	"kibitz/solvers/knight"
)

// replyTour checks a reply with a tour: public, under Discord's 2000 characters, a PNG that decodes
// and the tour as text, which it reads back square by square (1-based "r,c" to 0-based squares) without
// the solver's help. It returns the picture's size and the squares.
func replyTour(t *testing.T, resp *router.Response, b knight.Board) (image.Point, []knight.Square) {
	t.Helper()
	if resp.Private {
		t.Fatalf("private reply: %s", resp.Content)
	}
	if n := utf8.RuneCountInString(resp.Content); n > router.MaxContent {
		t.Errorf("reply is %d characters, Discord allows %d", n, router.MaxContent)
	}
	if len(resp.Files) != 2 {
		t.Fatalf("%d files, want a PNG and the text: %s", len(resp.Files), resp.Content)
	}
	img, err := png.Decode(bytes.NewReader(router.FileBytes(resp.Files[0])))
	if err != nil {
		t.Fatalf("%s is not a PNG: %v", resp.Files[0].Name, err)
	}
	text := router.FileBytes(resp.Files[1])
	if !strings.HasSuffix(resp.Files[1].Name, ".txt") || !strings.Contains(resp.Content, resp.Files[1].Name) {
		t.Errorf("text file %q, not named in the reply", resp.Files[1].Name)
	}
	fields := strings.Fields(string(text))
	squares := make([]knight.Square, 0, len(fields))
	for _, f := range fields {
		r, c, ok := strings.Cut(f, ",")
		row, err1 := strconv.Atoi(r)
		col, err2 := strconv.Atoi(c)
		if !ok || err1 != nil || err2 != nil {
			t.Fatalf("%q in the text file is not r,c", f)
		}
		squares = append(squares, knight.Square{Row: row - 1, Col: col - 1})
	}
	return img.Bounds().Size(), squares
}

// checkTour is the independent check of a tour: it starts at start, every step is a knight's move
// on the board, every square is visited exactly once, and a closed tour ends a knight's move from start.
// (knight.Verify says the same; this one is written here so that the test shares no code with the
// solver at all.)
func checkTour(t *testing.T, b knight.Board, start knight.Square, closed bool, tour []knight.Square) {
	t.Helper()
	if len(tour) != b.Rows*b.Cols {
		t.Fatalf("tour of %d squares, the %v board has %d", len(tour), b, b.Rows*b.Cols)
	}
	if tour[0] != start {
		t.Fatalf("tour starts at %v, want %v", tour[0], start)
	}
	isMove := func(a, c knight.Square) bool {
		dr, dc := a.Row-c.Row, a.Col-c.Col
		return dr*dr+dc*dc == 5
	}
	seen := make([]bool, b.Rows*b.Cols)
	for i, s := range tour {
		if s.Row < 0 || s.Row >= b.Rows || s.Col < 0 || s.Col >= b.Cols {
			t.Fatalf("square %d, %v, is off the board", i+1, s)
		}
		if seen[s.Row*b.Cols+s.Col] {
			t.Fatalf("square %d, %v, visited twice", i+1, s)
		}
		seen[s.Row*b.Cols+s.Col] = true
		if i > 0 && !isMove(tour[i-1], s) {
			t.Fatalf("step %d, %v to %v, is not a knight's move", i, tour[i-1], s)
		}
	}
	if closed && !isMove(tour[len(tour)-1], start) {
		t.Fatalf("closed tour ends at %v, not a knight's move from %v", tour[len(tour)-1], start)
	}
}

// TestTours asks for tours of every kind of picture, on squares and rectangles, open and closed,
// by every method, with every way of writing the start, and checks each tour that comes back.
func TestTours(t *testing.T) {
	tests := []struct {
		name       string
		opts       []opt
		rows, cols int
		start      knight.Square // 0-based
		closed     bool
		picture    string   // words of the legend: which picture it is
		want       []string // more words the reply must contain
		race       bool     // run under -race too
	}{
		{"8x8 default start a1", []opt{{"size", 8.0}}, 8, 8, knight.Square{Row: 7}, false,
			"Each square shows", []string{"from a1 (8,1)", "Found by Warnsdorff's rule", "method: auto", "knight-tour-8x8.txt"}, true},
		{"1x1", []opt{{"size", 1.0}}, 1, 1, knight.Square{}, false, "The board's one square, 1 (green), is both the start and the end.",
			[]string{"knight-tour-1x1.txt (4 bytes): its one square as row,column"}, false},
		{"5x5 from the centre by chess name", []opt{{"size", 5.0}, {"start", "c3"}}, 5, 5, knight.Square{Row: 2, Col: 2}, false,
			"Each square shows", []string{"from c3 (3,3)"}, false},
		{"8x8 closed from row,col", []opt{{"size", 8.0}, {"start", " 1, 1 "}, {"closed", true}}, 8, 8, knight.Square{}, true,
			"Each square shows", []string{"closed (the last square", "from a8 (1,1)", "dashed line"}, false},
		{"6x6 closed construct, capital letters", []opt{{"size", 6.0}, {"start", "D4"}, {"closed", true}, {"method", "construct"}}, 6, 6,
			knight.Square{Row: 2, Col: 3}, true, "Each square shows", []string{"Built by the constructive method"}, false},
		{"12x12 closed: Warnsdorff does not close", []opt{{"size", 12.0}, {"closed", true}}, 12, 12, knight.Square{Row: 11}, true,
			"Each square shows", []string{"visited all 144 squares", "constructive method"}, false},
		{"5x5 from a full-width chess name", []opt{{"size", 5.0}, {"start", "ａ１"}}, 5, 5, knight.Square{Row: 4}, false,
			"Each square shows", []string{"from a1 (5,1)"}, false},
		{"5x5 from a full-width row,column", []opt{{"size", 5.0}, {"start", "　３，　３　"}}, 5, 5, knight.Square{Row: 2, Col: 2}, false,
			"Each square shows", []string{"from c3 (3,3)"}, false},
		{"3x4 rectangle", []opt{{"size", 3.0}, {"columns", 4.0}, {"start", "2,1"}}, 3, 4, knight.Square{Row: 1}, false,
			"Each square shows", []string{"3 x 4 board"}, false},
		{"4x9 auto falls back", []opt{{"size", 4.0}, {"columns", 9.0}}, 4, 9, knight.Square{Row: 3}, false,
			"Each square shows", []string{"got stuck after 24 of 36 squares", "so kibitz built this tour with the constructive method"}, false},
		{"4x9 warnsdorff fails honestly", []opt{{"size", 4.0}, {"columns", 9.0}, {"method", "warnsdorff"}}, 4, 9, knight.Square{Row: 3}, false,
			"Each square shows", []string{"Warnsdorff's rule failed here", "got stuck after 24 of 36", "not a board without a tour", "constructive method succeeds"}, false},
		{"12x12 closed warnsdorff fails honestly", []opt{{"size", 12.0}, {"closed", true}, {"method", "warnsdorff"}}, 12, 12, knight.Square{Row: 11}, true,
			"Each square shows", []string{"Warnsdorff's rule failed here", "visited all 144 squares", "no closed tour", "constructive method succeeds"}, false},
		{"7x7 warnsdorff succeeds", []opt{{"size", 7.0}, {"start", "b2"}, {"method", "warnsdorff"}}, 7, 7, knight.Square{Row: 5, Col: 1}, false,
			"Each square shows", []string{"Found by Warnsdorff's rule", "method: warnsdorff"}, false},
		{"7x7 warnsdorff fails honestly", []opt{{"size", 7.0}, {"start", "e5"}, {"method", "warnsdorff"}}, 7, 7, knight.Square{Row: 2, Col: 4}, false,
			"Each square shows", []string{"Warnsdorff's rule failed here", "got stuck after 29 of 49 squares from e5 (3,5)"}, false},
		{"13x13 line drawing", []opt{{"size", 13.0}, {"start", "g7"}}, 13, 13, knight.Square{Row: 6, Col: 6}, false,
			"The line follows", []string{"Solved in"}, false},
		{"24x24 closed line drawing", []opt{{"size", 24.0}, {"closed", true}, {"method", "construct"}}, 24, 24, knight.Square{Row: 23}, true,
			"The line follows", []string{"The dashed line"}, false},
		{"10x60 rectangle line drawing", []opt{{"size", 10.0}, {"columns", 60.0}, {"start", "ab5"}}, 10, 60, knight.Square{Row: 5, Col: 27}, false,
			"The line follows", []string{"10 x 60 board", "from ab5 (6,28)"}, false},
		{"101x101 preview", []opt{{"size", 101.0}, {"start", "51,51"}}, 101, 101, knight.Square{Row: 50, Col: 50}, false,
			"colours each square", []string{"knight-tour-101x101.txt"}, true},
		{"120x120 closed preview", []opt{{"size", 120.0}, {"closed", true}}, 120, 120, knight.Square{Row: 119}, true,
			"colours each square", nil, false},
		{"3x1000 strip preview, averaged", []opt{{"size", 3.0}, {"columns", 1000.0}, {"start", "2,500"}}, 3, 1000, knight.Square{Row: 1, Col: 499}, false,
			"colours each square", []string{"3 x 1,000 board", "average of the squares"}, false},
	}
	h := newHarness(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Under -race the pictures take twenty times as long (a numbered board 2.6 s instead of
			// 0.1 s: drawing and PNG encoding, neither concurrent), so one case of each kind runs.
			if testenv.RaceEnabled && !tt.race {
				t.Skip("one case of each kind under -race")
			}
			t.Parallel()
			resp := h.Command(alice, discordgo.EnglishUS, "knight", "tour", tt.opts...)
			b := knight.Board{Rows: tt.rows, Cols: tt.cols}
			size, tour := replyTour(t, resp, b)
			checkTour(t, b, tt.start, tt.closed, tour)
			for _, w := range append([]string{tt.picture, boardName(b).En + " board", "Limits:"}, tt.want...) {
				if !strings.Contains(resp.Content, w) {
					t.Errorf("reply lacks %q:\n%s", w, resp.Content)
				}
			}
			if size.X > 1000 || size.Y > 1000 || size.X < 32 || size.Y < 32 {
				t.Errorf("picture %v, want 32 to 1000 pixels a side", size)
			}
		})
	}
}

// TestErrors checks each user error: its code and the words that say what is wrong and what to do.
func TestErrors(t *testing.T) {
	tests := []struct {
		name string
		opts []opt
		code router.Code
		want []string // in the message and hint
	}{
		{"4x4 has none", []opt{{"size", 4.0}}, router.Invalid, []string{"4 x 4 board has no knight's tour", "size:5"}},
		// 1 x 1 has a tour (its one square): the reason and the hint must not deny it.
		{"2x2 too narrow", []opt{{"size", 2.0}}, router.Invalid, []string{"1 or 2 squares", "but for the one square of 1 x 1", "at 1 x 1 (its one square) and from 5 x 5 up"}},
		{"3x3 centre", []opt{{"size", 3.0}}, router.Invalid, []string{"never reach the centre"}},
		{"3x6 has none", []opt{{"size", 3.0}, {"columns", 6.0}}, router.Invalid, []string{"3 x 6 board has no knight's tour"}},
		{"size 0 (forged)", []opt{{"size", 0.0}}, router.Invalid, []string{"The option `size` must be at least 1; it was 0."}},
		{"columns -3 (forged)", []opt{{"size", 8.0}, {"columns", -3.0}}, router.Invalid, []string{"The option `columns` must be at least 1; it was -3."}},
		{"no size (forged)", nil, router.Invalid, []string{"The option `size` is required"}},
		// A limit is said in sides, as the user gave the board: the square board's side, or the longest
		// other side for the shorter one.
		{"too large", []opt{{"size", 801.0}}, router.TooLarge, []string{"801 x 801 board is too large", "square boards up to 800 x 800 here (640,000 squares)",
			"Try /knight tour size:800.", "up to 25,000,000 squares, such as 5,000 x 5,000", "kibitz solve knight"}},
		{"far too large", []opt{{"size", 700000.0}}, router.TooLarge, []string{"700,000 x 700,000 board is too large", "up to 800 x 800"}},
		{"largest int64", []opt{{"size", float64(1 << 63)}}, router.TooLarge, []string{"9,223,372,036,854,775,807 x 9,223,372,036,854,775,807 board is too large"}},
		{"too long a strip", []opt{{"size", 3.0}, {"columns", 213334.0}}, router.TooLarge,
			[]string{"3 x 213,334 board is too large", "at most 640,000 squares here, so with 3 rows, at most 213,333 columns", "Try /knight tour size:3 columns:213333."}},
		{"too tall a strip", []opt{{"size", 300000.0}, {"columns", 4.0}}, router.TooLarge,
			[]string{"with 4 columns, at most 160,000 rows", "Try /knight tour size:160000 columns:4."}},
		// The shorter side at the square's limit is still the side given: columns here, not rows.
		{"shorter side at the square's", []opt{{"size", 801.0}, {"columns", 800.0}}, router.TooLarge,
			[]string{"801 x 800 board is too large", "so with 800 columns, at most 800 rows"}},
		{"shorter side at the square's, as rows", []opt{{"size", 800.0}, {"columns", 801.0}}, router.TooLarge,
			[]string{"800 x 801 board is too large", "so with 800 rows, at most 800 columns"}},
		{"both sides over the square's", []opt{{"size", 900.0}, {"columns", 1000.0}}, router.TooLarge, []string{"900 x 1,000 board is too large", "up to 800 x 800"}},
		{"too long and too narrow", []opt{{"size", 700000.0}, {"columns", 1.0}}, router.Invalid, []string{"700,000 x 1 board has no knight's tour", "1 or 2 squares across"}},
		{"chess name off the board", []opt{{"size", 8.0}, {"start", "i1"}}, router.Invalid, []string{"i1 is off the 8 x 8 board", "a to h", "1 to 8", "start:a1"}},
		{"row,col off the board", []opt{{"size", 8.0}, {"start", "9,1"}}, router.Invalid, []string{"9,1 is off the 8 x 8 board"}},
		// Full-width characters, as a Japanese keyboard types them, read as ASCII; an error quotes them as typed.
		{"full-width digits", []opt{{"size", 8.0}, {"start", "９,１"}}, router.Invalid, []string{"The start ９,１ is off the 8 x 8 board"}},
		{"full-width chess name off the board", []opt{{"size", 5.0}, {"start", "ｚ１"}}, router.Invalid, []string{"The start ｚ１ is off the 5 x 5 board", "start:a1"}},
		{"full-width, not a square", []opt{{"size", 5.0}, {"start", "ａ１ｘ"}}, router.Invalid, []string{"`ａ１ｘ` is not a square"}},
		{"full-width comma and spaces, not a square", []opt{{"size", 5.0}, {"start", "１，　ｘ"}}, router.Invalid, []string{"`１，　ｘ` (U+3000) is not a square"}},
		{"row far off the board", []opt{{"size", 8.0}, {"start", "99999999999999999999,1"}}, router.Invalid, []string{"The start 99999999999999999999,1 is off the 8 x 8 board"}},
		{"not a square", []opt{{"size", 8.0}, {"start", "knight"}}, router.Invalid, []string{"`knight` is not a square", "a1", "1,1"}},
		{"wrong colour on odd board", []opt{{"size", 7.0}, {"start", "b1"}}, router.Invalid,
			[]string{"No tour of the 7 x 7 board starts at b1 (7,2)", "corners' colour", "A tour starts at", "/knight tour size:7 start:"}},
		{"5x5 wrong colour", []opt{{"size", 5.0}, {"start", "1,2"}}, router.Invalid, []string{"corners' colour"}},
		{"inner row of 4 x n", []opt{{"size", 4.0}, {"columns", 9.0}, {"start", "c2"}}, router.Invalid,
			[]string{"4 rows high", "rank 4 or 1", "columns:9 start:"}},
		{"inner column of n x 4", []opt{{"size", 9.0}, {"columns", 4.0}, {"start", "b1"}}, router.Invalid, []string{"4 columns wide", "file a or d"}},
		{"3x4 middle column", []opt{{"size", 3.0}, {"columns", 4.0}, {"start", "b1"}}, router.Invalid, []string{"although tours start from other squares"}},
		{"odd board closed", []opt{{"size", 7.0}, {"closed", true}}, router.Invalid, []string{"no closed tour", "odd number of squares", "An open tour exists: /knight tour size:7"}},
		{"4 x n closed", []opt{{"size", 4.0}, {"columns", 6.0}, {"closed", true}}, router.Invalid, []string{"no closed tour", "Schwenk", "An open tour exists"}},
		{"3x4 closed", []opt{{"size", 3.0}, {"columns", 4.0}, {"closed", true}}, router.Invalid, []string{"Schwenk"}},
		{"1x1 closed", []opt{{"size", 1.0}, {"closed", true}}, router.Invalid, []string{"no closed tour"}},
		{"unknown method (forged)", []opt{{"size", 8.0}, {"method", "dfs"}}, router.Invalid, []string{"`method` takes one of its choices: auto, warnsdorff, construct"}},
	}
	h := newHarness(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := h.Handle(commandtest.CommandIn(alice, discordgo.EnglishUS, "knight", "tour", tt.opts...))
			ue, ok := router.AsUserError(err)
			if !ok {
				t.Fatalf("error %v, want a user error %s", err, tt.code)
			}
			if ue.Code != tt.code {
				t.Errorf("code %s, want %s (%v)", ue.Code, tt.code, err)
			}
			text := ue.Text(i18n.English)
			for _, w := range tt.want {
				if !strings.Contains(text, w) {
					t.Errorf("%q lacks %q", text, w)
				}
			}
		})
	}
}

// TestTooLargeInReadersDigits: the board a user asked for and the limits are grouped alike, in the
// reader's digits (Spanish and Portuguese group with a point; Spanish leaves four digits alone).
func TestTooLargeInReadersDigits(t *testing.T) {
	h := newHarness(t)
	for _, tc := range []struct {
		name   string
		locale discordgo.Locale
		lang   i18n.Lang
		opts   []opt
		want   []string
	}{
		{"english", discordgo.EnglishUS, i18n.English, []opt{{"size", 99999.0}},
			[]string{"99,999 x 99,999", "640,000", "25,000,000", "5,000 x 5,000"}},
		{"spanish", discordgo.SpanishES, i18n.Spanish, []opt{{"size", 99999.0}},
			[]string{"99.999 x 99.999", "640.000", "25.000.000", "5000 x 5000"}},
		{"portuguese", discordgo.PortugueseBR, i18n.Portuguese, []opt{{"size", 99999.0}},
			[]string{"99.999 x 99.999", "640.000", "25.000.000", "5.000 x 5.000"}},
		{"portuguese strip", discordgo.PortugueseBR, i18n.Portuguese, []opt{{"size", 3.0}, {"columns", 213334.0}},
			[]string{"3 x 213.334", "213.333"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := h.Handle(commandtest.CommandIn(alice, tc.locale, "knight", "tour", tc.opts...))
			ue, ok := router.AsUserError(err)
			if !ok {
				t.Fatalf("error %v, want a user error", err)
			}
			text := ue.Text(tc.lang)
			for _, w := range tc.want {
				if !strings.Contains(text, w) {
					t.Errorf("%q lacks %q", text, w)
				}
			}
			if tc.lang != i18n.English && strings.Contains(text, "99,999") {
				t.Errorf("%q groups the board in English", text)
			}
		})
	}
}

// TestHintsWork follows the hint of each error about a start square: the command it suggests
// must give a tour.
func TestHintsWork(t *testing.T) {
	h := newHarness(t)
	for _, tt := range []struct {
		opts  []opt
		board knight.Board
	}{
		{[]opt{{"size", 7.0}, {"start", "b1"}}, knight.Board{Rows: 7, Cols: 7}},
		{[]opt{{"size", 4.0}, {"columns", 9.0}, {"start", "e3"}}, knight.Board{Rows: 4, Cols: 9}},
		{[]opt{{"size", 3.0}, {"columns", 4.0}, {"start", "c2"}}, knight.Board{Rows: 3, Cols: 4}},
	} {
		if testenv.RaceEnabled && tt.board.Rows != 7 {
			continue
		}
		_, err := h.Handle(commandtest.CommandIn(alice, discordgo.EnglishUS, "knight", "tour", tt.opts...))
		ue, ok := router.AsUserError(err)
		if !ok {
			t.Fatalf("%v: error %v, want a user error", tt.opts, err)
		}
		_, cmd, ok := strings.Cut(ue.Hint.En, ": ")
		if !ok || !strings.HasPrefix(cmd, "/knight tour ") {
			t.Fatalf("%v: hint %q has no command", tt.opts, ue.Hint.En)
		}
		var opts []opt
		var start string
		for _, f := range strings.Fields(strings.TrimPrefix(cmd, "/knight tour ")) {
			name, value, _ := strings.Cut(f, ":")
			if n, err := strconv.Atoi(value); err == nil {
				opts = append(opts, opt{name, float64(n)})
			} else {
				opts = append(opts, opt{name, value})
			}
			if name == "start" {
				start = value
			}
		}
		resp := h.Command(alice, discordgo.EnglishUS, "knight", "tour", opts...)
		s, err := tt.board.ParseSquare(start)
		if err != nil {
			t.Fatalf("%v: hint %q: %v", tt.opts, cmd, err)
		}
		_, tour := replyTour(t, resp, tt.board)
		checkTour(t, tt.board, s, false, tour)
	}
}

// TestKorean checks that a Korean user gets the tour and the errors in Korean.
func TestKorean(t *testing.T) {
	h := newHarness(t)
	resp := h.Command(alice, discordgo.Korean, "knight", "tour", opt{"size", 102.0}, opt{"closed", true})
	b := knight.Board{Rows: 102, Cols: 102}
	_, tour := replyTour(t, resp, b)
	checkTour(t, b, knight.Square{Row: 101}, true, tour)
	for _, w := range []string{"102 x 102 판의 나이트 투어", "닫힌 투어", "방문하는 시점", "전체 투어를 knight-tour-102x102.txt", "한도:"} {
		if !strings.Contains(resp.Content, w) {
			t.Errorf("Korean reply lacks %q:\n%s", w, resp.Content)
		}
	}
	resp = h.Command(alice, discordgo.Korean, "knight", "tour", opt{"size", 4.0}, opt{"columns", 9.0}, opt{"method", "warnsdorff"})
	if !strings.Contains(resp.Content, "바른스도르프 규칙은 여기서 실패했습니다") || !strings.Contains(resp.Content, "36칸 중 24칸") {
		t.Errorf("Korean heuristic failure:\n%s", resp.Content)
	}
	resp = h.Command(alice, discordgo.Korean, "knight", "tour", opt{"size", 7.0}, opt{"start", "b1"})
	if !resp.Private || !strings.Contains(resp.Content, "모서리 색") {
		t.Errorf("Korean error: private %v\n%s", resp.Private, resp.Content)
	}
	// The command a hint suggests is named as a Korean client shows it.
	if !strings.Contains(resp.Content, "7 x 7 판에는 b1 (7,2)에서 출발하는 투어가 없습니다: ") || !strings.Contains(resp.Content, "에서 출발하는 투어는 있습니다: /나이트 투어 크기:7 출발:") {
		t.Errorf("Korean hint does not suggest /나이트 투어 크기:7 출발:...\n%s", resp.Content)
	}
	resp = h.Command(alice, discordgo.Korean, "knight", "tour", opt{"size", 7.0}, opt{"closed", true})
	if !strings.Contains(resp.Content, "열린 투어는 있습니다: /나이트 투어 크기:7") {
		t.Errorf("Korean hint for an open tour:\n%s", resp.Content)
	}
}

// TestBudget checks that a search over its time budget says so instead of failing silently.
func TestBudget(t *testing.T) {
	c := New(commands.Env{}, Config{})
	c.budget = time.Nanosecond
	req, err := router.NewRequest(commandtest.CommandIn(alice, discordgo.EnglishUS, "knight", "tour", opt{"size", 100.0}), time.Now())
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(time.Millisecond)
	_, err = c.tour(context.Background(), req)
	ue, ok := router.AsUserError(err)
	if !ok || ue.Code != router.TooLarge || !strings.Contains(ue.Message.En, "took longer than") ||
		!strings.Contains(ue.Hint.En, "method:construct") {
		t.Fatalf("over budget: %v", err)
	}
	// The hint names the command, the options and the method's choice as each client shows them.
	for l, want := range map[i18n.Lang]string{
		i18n.Korean:   "/나이트 투어 크기:100 방법:구성",
		i18n.Japanese: "/ナイト ツアー サイズ:100 方法:構成",
	} {
		if got := ue.Hint.In(l); !strings.Contains(got, want) {
			t.Errorf("the hint in %s: %q, want %q in it", l, got, want)
		}
	}
}

// TestLargest runs the largest boards allowed, square and strip, and checks the tour and the sizes
// Discord will see. Measured here (busy 2-core machine): see the comment at the top of knight.go in this package.
func TestLargest(t *testing.T) {
	testenv.Heavy(t) // two tours of 640,000 squares: 0.5 s, 10 s under -race
	h := newHarness(t)
	for _, tt := range []struct {
		opts       []opt
		rows, cols int
	}{
		{[]opt{{"size", 800.0}}, 800, 800},
		{[]opt{{"size", 3.0}, {"columns", 213333.0}}, 3, 213333},
	} {
		began := time.Now()
		resp := h.Command(alice, discordgo.EnglishUS, "knight", "tour", tt.opts...)
		took := time.Since(began)
		b := knight.Board{Rows: tt.rows, Cols: tt.cols}
		_, tour := replyTour(t, resp, b)
		checkTour(t, b, knight.Square{Row: tt.rows - 1}, false, tour)
		picture, text := len(router.FileBytes(resp.Files[0])), len(router.FileBytes(resp.Files[1]))
		t.Logf("%v: reply in %v, PNG %d KB, text %d KB", b, took, picture/1000, text/1000)
		if picture > 1_000_000 || text > 5_500_000 {
			t.Errorf("%v: PNG %d bytes, text %d bytes; want under 1 MB and 5.5 MB", b, picture, text)
		}
	}
}

// TestHeavy: a board counts as heavy work from heavySquares squares up to the largest kibitz shows; one
// beyond that is refused at once, so it does not use up the user's heavy work (which would answer their
// next, smaller try "busy").
func TestHeavy(t *testing.T) {
	for _, tt := range []struct {
		opts []opt
		want bool
	}{
		{[]opt{{"size", 8.0}}, false},
		{[]opt{{"size", 32.0}}, true},
		{[]opt{{"size", 800.0}}, true},
		{[]opt{{"size", 3.0}, {"columns", 213333.0}}, true},
		{[]opt{{"size", 801.0}}, false},
		{[]opt{{"size", 3.0}, {"columns", 213334.0}}, false},
		{[]opt{{"size", 9e15}, {"columns", 9e15}}, false}, // no overflow into a small product
		{[]opt{{"size", float64(1 << 63)}}, false},
	} {
		req, err := router.NewRequest(commandtest.CommandIn(alice, discordgo.EnglishUS, "knight", "tour", tt.opts...), time.Now())
		if err != nil {
			t.Fatal(err)
		}
		if got := heavy(req); got != tt.want {
			t.Errorf("heavy(%v) = %v, want %v", tt.opts, got, tt.want)
		}
	}
}
