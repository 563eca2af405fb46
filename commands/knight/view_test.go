package knight

import (
	"bytes"
	"context"
	"image"
	"slices"
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

// TestViews asks for tours in each view and language and checks what comes back: the view shown (or the
// fallback, said), the files (the picture only when it is shown, the tour file always), the legend of the
// view, and Discord's limits (2,000 characters of text, 1,024 of alt text).
func TestViews(t *testing.T) {
	tests := []struct {
		name   string
		locale discordgo.Locale
		opts   []opt
		view   string
		want   []string // in the reply
		image  bool     // the picture is shown
	}{
		{"5x5 emoji", discordgo.EnglishUS, []opt{{"size", 5.0}}, "emoji",
			[]string{"\n1️⃣2️⃣4️⃣3️⃣1️⃣\n", "🟢 is the start and 🏁 the end", "With display:text, every square is numbered by its move."}, false},
		{"5x5 text", discordgo.EnglishUS, []opt{{"size", 5.0}}, "text",
			[]string{"```\n5  3 10 21 16  5\n", "\n   a  b  c  d  e\n```\nEach number is when the knight visits the square: 1 is the start, 25 the end. The ranks (rows) are numbered on the left, the files (columns) lettered below."}, false},
		{"5x5 picture", discordgo.EnglishUS, []opt{{"size", 5.0}}, "image", []string{"Each square shows when the knight visits it"}, true},
		{"12x12 closed text, the longest numbered reply", discordgo.EnglishUS, []opt{{"size", 12.0}, {"closed", true}, {"method", "warnsdorff"}}, "text",
			[]string{"Warnsdorff's rule failed here", "\n 1   1   4  53 136", "1 is the start, 144 the end"}, false},
		{"30x30 emoji, scaled", discordgo.EnglishUS, []opt{{"size", 30.0}}, "emoji",
			[]string{"Each emoji stands for up to 3 x 3 squares", "With display:picture, the tour shows in more detail."}, false},
		{"30x30 text falls back to the picture", discordgo.EnglishUS, []opt{{"size", 30.0}}, "text",
			[]string{"The line follows the knight", "(The board is too large for text in one message, so it is shown as a picture.)"}, true},
		{"800x800 emoji", discordgo.EnglishUS, []opt{{"size", 800.0}}, "emoji", []string{"Each emoji stands for up to 67 x 67 squares"}, false},
		{"1x1 emoji", discordgo.EnglishUS, []opt{{"size", 1.0}}, "emoji", []string{"\n🟢\n🟢 is the board's one square, both the start and the end."}, false},
		{"1x1 text", discordgo.EnglishUS, []opt{{"size", 1.0}}, "text", []string{"```\n1 1\n  a\n```\nThe board's one square, 1, is both the start and the end."}, false},
		{"1x1 text in Korean", discordgo.Korean, []opt{{"size", 1.0}}, "text", []string{"```\n1 1\n  a\n```\n판의 하나뿐인 칸 1이 출발이자 끝입니다."}, false},
		{"1x1 picture", discordgo.EnglishUS, []opt{{"size", 1.0}}, "image", []string{"The board's one square, 1 (green), is both the start and the end."}, true},
		{"30x30 emoji in Korean", discordgo.Korean, []opt{{"size", 30.0}}, "emoji", []string{"표시:그림으로 보면 투어가 더 자세히 보입니다."}, false},
		{"5x5 emoji in Korean", discordgo.Korean, []opt{{"size", 5.0}}, "emoji",
			[]string{"🟢 표시는 출발 칸, 🏁 표시는 끝 칸입니다. 나머지 칸의 숫자는 나이트가 그 칸에 들르는 때가", "표시:텍스트로 보면 칸마다 몇 번째 수인지 번호가 붙습니다."}, false},
		{"8x8 text in Korean", discordgo.Korean, []opt{{"size", 8.0}}, "text", []string{"1이 출발, 64가 끝입니다. 왼쪽 숫자는 랭크(가로줄), 아래 글자는 파일(세로줄)입니다."}, false},
		{"6x6 closed text in Korean", discordgo.Korean, []opt{{"size", 6.0}, {"closed", true}}, "text", []string{"1이 출발, 36이 끝입니다."}, false},
		{"5x5 picture in Korean", discordgo.Korean, []opt{{"size", 5.0}}, "image", []string{"각 칸의 숫자는 나이트가 그 칸에 들르는 순서입니다. 출발은 1(초록), 끝은 25(검정)이고, 옅은 선은 연이은 두 칸을 잇습니다."}, true},
		{"5x5 file in Korean", discordgo.Korean, []opt{{"size", 5.0}}, "text", []string{"(100바이트). 25칸 전부를 순서대로 행,열로 적었고, 왼쪽 위 칸이 1,1입니다 (a1은 5,1)."}, false},
		{"1x1 file in Korean", discordgo.Korean, []opt{{"size", 1.0}}, "text", []string{"(4바이트). 하나뿐인 칸을 행,열로 적었고, 왼쪽 위 칸이 1,1입니다 (a1은 1,1)."}, false},
		{"40x40 text in Korean falls back", discordgo.Korean, []opt{{"size", 40.0}}, "text",
			[]string{"(판이 한 메시지에 텍스트로 보이기에는 너무 커서 그림으로 보여 드립니다.)"}, true},
		{"1x1 emoji in Korean", discordgo.Korean, []opt{{"size", 1.0}}, "emoji", []string{"\n🟢\n🟢 표시는 판의 하나뿐인 칸으로, 출발이자 끝입니다."}, false},
	}
	h := newHarness(t)
	h.Unfitted = true // measure the handlers' own replies (commandtest.CheckFits)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if testenv.RaceEnabled && tt.image {
				t.Skip("pictures are slow under -race; TestTours draws one of each")
			}
			resp := h.Serve(commandtest.CommandIn(alice, tt.locale, "knight", "tour", append(tt.opts, opt{"display", tt.view})...))
			if resp.Private {
				t.Fatalf("private reply: %s", resp.Content)
			}
			commandtest.CheckFits(t, resp)
			files := 1
			if tt.image {
				files = 2
			}
			if len(resp.Files) != files || !strings.HasSuffix(resp.Files[len(resp.Files)-1].Name, ".txt") {
				t.Fatalf("%d files, want %d with the tour file last:\n%s", len(resp.Files), files, resp.Content)
			}
			for _, w := range tt.want {
				if !strings.Contains(resp.Content, w) {
					t.Errorf("reply lacks %q:\n%s", w, resp.Content)
				}
			}
			if !tt.image {
				if lines := commandtest.PictureLines(resp); len(lines) > 0 {
					t.Errorf("a reply without a picture speaks of one: %q", lines)
				}
			}
			// The tour file and the limits close the reply in every view.
			if lines := strings.Split(resp.Content, "\n"); !strings.HasPrefix(lines[len(lines)-1], "-# ") {
				t.Errorf("the limits do not close the reply:\n%s", resp.Content)
			}
		})
	}
}

// TestAltText pins the alt text of each kind of picture in both languages: numbered with the move order,
// numbered and closed, the single square, a line drawing, a preview, an averaged preview. The largest
// numbered board keeps its move order within 1,024 characters.
func TestAltText(t *testing.T) {
	for _, tc := range []struct {
		rows, cols int
		start      knight.Square
		closed     bool
		en, ko     string
	}{
		{5, 5, knight.Square{Row: 4}, false,
			"Knight's tour of the 5 x 5 board, every square numbered by when the knight visits it: open, from a1 (5,1) to c3 (3,3). By rank from the top, files a to e: rank 5: 3 10 21 16 5; rank 4: 20 15 4 11 22; rank 3: 9 2 25 6 17; rank 2: 14 19 8 23 12; rank 1: 1 24 13 18 7.",
			"5 x 5 판의 나이트 투어. 칸마다 나이트가 방문하는 순서를 적었습니다: 열린 투어, a1 (5,1)에서 c3 (3,3)까지. 위 행부터, a열에서 e열까지: 5행: 3 10 21 16 5; 4행: 20 15 4 11 22; 3행: 9 2 25 6 17; 2행: 14 19 8 23 12; 1행: 1 24 13 18 7."},
		{6, 6, knight.Square{Row: 5}, true,
			"Knight's tour of the 6 x 6 board, every square numbered by when the knight visits it: closed (the last square is a knight's move from the first), from a1 (6,1) to b3 (4,2). By rank from the top, files a to f: rank 6: 20 25 34 7 14 23; rank 5: 35 6 21 24 33 12; rank 4: 26 19 8 13 22 15; rank 3: 3 36 5 30 11 32; rank 2: 18 27 2 9 16 29; rank 1: 1 4 17 28 31 10. A dashed line joins the end to the start.",
			"6 x 6 판의 나이트 투어. 칸마다 나이트가 방문하는 순서를 적었습니다: 닫힌 투어 (마지막 칸에서 한 수로 첫 칸에 돌아옵니다), a1 (6,1)에서 b3 (4,2)까지. 위 행부터, a열에서 f열까지: 6행: 20 25 34 7 14 23; 5행: 35 6 21 24 33 12; 4행: 26 19 8 13 22 15; 3행: 3 36 5 30 11 32; 2행: 18 27 2 9 16 29; 1행: 1 4 17 28 31 10. 점선이 끝 칸과 출발 칸을 잇습니다."},
		{1, 1, knight.Square{}, false,
			"Knight's tour of the 1 x 1 board: its one square, a1 (1,1), numbered 1, is both the start and the end.",
			"1 x 1 판의 나이트 투어: 하나뿐인 칸 a1 (1,1)에 1을 적었으며, 이 칸이 출발이자 끝입니다."},
		{30, 30, knight.Square{Row: 29}, true,
			"Knight's tour of the 30 x 30 board drawn as a line from square to square: closed (the last square is a knight's move from the first), from a1 (30,1), the green disc, to b3 (28,2), the black square. The line's colour runs from blue at the start to orange at the end. A dashed line joins the end to the start.",
			"30 x 30 판의 나이트 투어를 칸에서 칸으로 이어지는 선으로 그린 그림: 닫힌 투어 (마지막 칸에서 한 수로 첫 칸에 돌아옵니다), 초록 원인 a1 (30,1)에서 검은 사각형인 b3 (28,2)까지. 선의 색은 출발의 파랑에서 끝의 주황으로 바뀝니다. 점선이 끝 칸과 출발 칸을 잇습니다."},
		{101, 101, knight.Square{Row: 100}, false,
			"Knight's tour of the 101 x 101 board as a coloured preview: open, from a1 (101,1), the green disc, to ba51 (51,53), the black square. Each square is coloured by when the knight visits it, from blue (first) to orange (last).",
			"101 x 101 판의 나이트 투어 색 미리보기: 열린 투어, 초록 원인 a1 (101,1)에서 검은 사각형인 ba51 (51,53)까지. 각 칸은 나이트가 방문하는 시점에 따라 파랑(처음)에서 주황(마지막)으로 칠했습니다."},
		{3, 1000, knight.Square{Row: 2}, false,
			"Knight's tour of the 3 x 1,000 board as a coloured preview: open, and it happens to close (the last square is a knight's move from the first), from a1 (3,1), the green disc, to c2 (2,3), the black square. Each square is coloured by when the knight visits it, from blue (first) to orange (last). The board is longer than 800 squares, so each pixel shows the average of the squares it covers.",
			"3 x 1,000 판의 나이트 투어 색 미리보기: 열린 투어인데 우연히 닫혀 있습니다 (마지막 칸에서 한 수로 첫 칸에 돌아옵니다), 초록 원인 a1 (3,1)에서 검은 사각형인 c2 (2,3)까지. 각 칸은 나이트가 방문하는 시점에 따라 파랑(처음)에서 주황(마지막)으로 칠했습니다. 판이 800칸보다 길어서, 한 픽셀은 그 안에 든 칸들의 평균을 보여 줍니다."},
	} {
		got := altOf(t, tc.rows, tc.cols, tc.start, tc.closed)
		if got.En != tc.en {
			t.Errorf("%d x %d in English:\n got %q\nwant %q", tc.rows, tc.cols, got.En, tc.en)
		}
		if got.Ko != tc.ko {
			t.Errorf("%d x %d in Korean:\n got %q\nwant %q", tc.rows, tc.cols, got.Ko, tc.ko)
		}
	}
	for _, closed := range []bool{false, true} {
		got := altOf(t, 12, 12, knight.Square{Row: 11}, closed)
		for _, alt := range []string{got.En, got.Ko} {
			// The bottom rank, last, starts at a1 with the first move.
			if n := utf8.RuneCountInString(alt); n > router.MaxAltText || !strings.Contains(alt, "1: 1 ") && !strings.Contains(alt, "1행: 1 ") {
				t.Errorf("12 x 12 (closed %v): %d characters, or without the move order:\n%s", closed, n, alt)
			}
		}
	}
}

// TestTourPicturesAreKept: a tour's picture is drawn once and kept by the tour; another start, another
// board or another route is another picture.
func TestTourPicturesAreKept(t *testing.T) {
	tour := func(rows, cols int, start knight.Square) knight.Tour {
		t.Helper()
		res, err := knight.Solve(context.Background(), knight.Problem{Board: knight.Board{Rows: rows, Cols: cols}, Start: start}, knight.Options{})
		if err != nil {
			t.Fatal(err)
		}
		return res.Tour
	}
	c := New(commands.Env{}, Config{})
	first := tour(8, 8, knight.Square{})
	f, err := c.board(first, msgOpen, i18n.English).Image()
	if err != nil {
		t.Fatal(err)
	}
	kept, err := c.pictures.PNG(tourKey(first), func() image.Image {
		t.Errorf("the same tour was drawn again")
		return picture(first)
	})
	if err != nil || !bytes.Equal(kept, router.FileBytes(f)) {
		t.Errorf("the tour's picture kept: %v", err)
	}
	for _, other := range []knight.Tour{tour(8, 8, knight.Square{Row: 1, Col: 2}), tour(8, 10, knight.Square{})} {
		if tourKey(other) == tourKey(first) {
			t.Errorf("%v from %v has the key of 8x8 from a8", other.Board, other.Start)
		}
	}
	// The same board and start by another route.
	swapped := first
	swapped.Moves = slices.Clone(first.Moves)
	swapped.Moves[len(swapped.Moves)-1]++
	if tourKey(swapped) == tourKey(first) {
		t.Errorf("a tour with another last move has the same key")
	}
}

// altOf is the alt text of the tour of a rows x cols board from start.
func altOf(t *testing.T, rows, cols int, start knight.Square, closed bool) i18n.Text {
	t.Helper()
	res, err := knight.Solve(context.Background(), knight.Problem{Board: knight.Board{Rows: rows, Cols: cols}, Start: start}, knight.Options{Closed: closed})
	if err != nil {
		t.Fatal(err)
	}
	return altText(res.Tour, tourKind(&request{board: res.Tour.Board, closed: closed}, res.Tour))
}

// TestCounts: the counts, sizes and times of a reply read right in both languages at their boundaries
// ("all 1 squares" and "10.0 s" before).
func TestCounts(t *testing.T) {
	for _, tc := range []struct {
		got    i18n.Localized
		en, ko string
	}{
		{allSquares(1), "its one square", "하나뿐인 칸을"},
		{allSquares(2), "all 2 squares in order", "2칸 전부를 순서대로"},
		{allSquares(640_000), "all 640,000 squares in order", "640,000칸 전부를 순서대로"},
		{squares.N(1), "1 square", "1칸"},
		{squares.N(2), "2 squares", "2칸"},
		{fileSize(1), "1 byte", "1바이트"},
		{fileSize(4), "4 bytes", "4바이트"},
		{fileSize(999), "999 bytes", "999바이트"},
		{fileSize(58_400), "58 KB", "58 KB"},
		{fileSize(1_900_000), "1.9 MB", "1.9 MB"},
		{elapsed(310 * time.Microsecond), "0.31 ms", "0.31밀리초"},
		{elapsed(12 * time.Millisecond), "12 ms", "12밀리초"},
		{elapsed(1400 * time.Millisecond), "1.4 s", "1.4초"},
		{boardName(knight.Board{Rows: 3, Cols: 213_333}), "3 x 213,333", "3 x 213,333"},
		{msgErrDeadEnd.Format(i18n.Num(1), squares.N(1)), "after 1 of 1 square.", "1칸 중 1칸까지"},
		{msgErrDeadEnd.Format(i18n.Num(2), squares.N(2)), "after 2 of 2 squares.", "2칸 중 2칸까지"},
		{msgErrBudget.Format(boardName(knight.Board{Rows: 8, Cols: 8}), i18n.WithParticle(i18n.Duration(10*time.Second), "을/를")), "longer than 10 seconds,", "최대 시간인 10초를 넘겨서"},
		{msgErrBudget.Format(boardName(knight.Board{Rows: 8, Cols: 8}), i18n.WithParticle(i18n.Duration(time.Minute), "을/를")), "longer than 1 minute,", "최대 시간인 1분을 넘겨서"},
	} {
		if en, ko := tc.got.In(i18n.English), tc.got.In(i18n.Korean); !strings.Contains(en, tc.en) || !strings.Contains(ko, tc.ko) {
			t.Errorf("%q / %q, want %q / %q", en, ko, tc.en, tc.ko)
		}
	}
}

// TestParticles: the Korean errors put the particle that the word before it takes ("i1은", not "i1는").
func TestParticles(t *testing.T) {
	h := newHarness(t)
	for _, tc := range []struct {
		opts []opt
		want string
	}{
		{[]opt{{"size", 8.0}, {"start", "i1"}}, "출발 칸 i1은 8 x 8 판 밖에"},
		{[]opt{{"size", 8.0}, {"start", "a9"}}, "출발 칸 a9는 8 x 8 판 밖에"},
		{[]opt{{"size", 8.0}, {"start", "a0"}}, "출발 칸 a0은"},
		{[]opt{{"size", 8.0}, {"start", "knight"}}, "`knight`는 칸 이름이 아닙니다"},
		{[]opt{{"size", 8.0}, {"start", "z,1"}}, "`z,1`은 칸 이름이 아닙니다"},
		{[]opt{{"size", 7.0}, {"start", "b1"}}, "b1은 모서리 색이 아닙니다"},
		{[]opt{{"size", 7.0}, {"start", "a2"}}, "a2는 모서리 색이 아닙니다"},
	} {
		resp := h.Serve(commandtest.CommandIn(alice, discordgo.Korean, "knight", "tour", tc.opts...))
		if !resp.Private || !strings.Contains(resp.Content, tc.want) {
			t.Errorf("%v: %q, want %q", tc.opts, resp.Content, tc.want)
		}
	}
}
