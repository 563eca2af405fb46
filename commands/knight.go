package commands

import (
	"context"
	"errors"
	"fmt"
	"image"
	"strconv"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/knight"
)

// /knight tour size [start] [closed] [method] [columns]: a knight's tour drawn as a picture.
//
// The board is size x size, or size rows x columns. The picture depends on the longer side: numbered
// squares up to render.KnightNumberedMax (12), a line drawing up to render.KnightPathMax (100), and beyond
// that a preview colouring every square by when the knight visits it. The tour also comes as a text file
// (the format of `kibitz solve knight`: "r,c" a square, in order), and boards are refused above
// knightMaxSquares. Nothing is stored: the reply is the whole answer.
//
// The limit: text takes about 8 bytes a square for boards up to 999 a side (1.9 MB at 500 x 500, 4.9 MB at
// 800 x 800), 9 bytes on long strips (5.4 MB for 3 x 213,333). 640,000 squares keep every shape under
// 5.5 MB, well within Discord's default 10 MB for a file; the picture adds at most 0.2 MB (render's
// TestKnightSizes). The whole reply (Warnsdorff's rule, the text, the preview, encoding) took 0.23 to
// 0.45 s at 800 x 800 (PNG 186 KB, text 4.9 MB) and 35 to 80 ms for 3 x 213,333 (PNG 2 KB, text 5.4 MB) on
// a busy 2-core machine (TestKnightLargest), so the router's deferral covers it; knightBudget stops a
// search that runs away.

const (
	knightMaxSquares = 640_000
	knightMaxSide    = 800 // the square board of knightMaxSquares squares, for messages
)

// knightBudget bounds the search: far above the slowest measured reply (under half a second, see above), so
// only a machine in trouble reaches it, and then the user hears so instead of waiting a minute.
const knightBudget = 10 * time.Second

type knightCommand struct {
	Deps
	budget time.Duration // how long Solve may take; knightBudget but in tests
}

func newKnight(d Deps) *knightCommand { return &knightCommand{Deps: d, budget: knightBudget} }

// knightNames are the names of the command and its options, shared by the definition and the commands the
// hints suggest, so that a hint in Korean names them as a Korean Discord client shows them.
var knightNames = struct {
	command, tour, size, start, closed, method, columns i18n.Text
}{
	command: i18n.Text{En: "knight", Ko: "나이트"},
	tour:    i18n.Text{En: "tour", Ko: "투어"},
	size:    i18n.Text{En: "size", Ko: "크기"},
	start:   i18n.Text{En: "start", Ko: "출발"},
	closed:  i18n.Text{En: "closed", Ko: "닫힌"},
	method:  i18n.Text{En: "method", Ko: "방법"},
	columns: i18n.Text{En: "columns", Ko: "열"},
}

func (c *knightCommand) Register(m *router.Mux) {
	one := 1.0
	m.Command(router.Command{
		Name:        knightNames.command,
		Description: i18n.Text{En: "Knight's tours: visit every square of a board once", Ko: "나이트 투어: 나이트로 판의 모든 칸을 한 번씩 방문합니다"},
		Subcommands: []router.Subcommand{{
			Name:        knightNames.tour,
			Description: i18n.Text{En: "Draw a knight's tour, with its text: numbered to 12 x 12, lines to 100 x 100, preview to 800 x 800", Ko: "나이트 투어 그림 (텍스트도 첨부): 12 x 12까지 번호, 100 x 100까지 선, 800 x 800까지 미리보기"},
			Example:     "/knight tour size:8 start:a1 closed:true",
			Handler:     c.tour,
			Heavy:       knightHeavy,
			Options: []router.Option{{
				Type:        discordgo.ApplicationCommandOptionInteger,
				Name:        knightNames.size,
				Description: i18n.Text{En: "Rows (and columns) of the board; up to 640,000 squares (800 x 800)", Ko: "판의 행 수 (열 수도 같음). 최대 640,000칸 (800 x 800)"},
				Required:    true,
				MinValue:    &one,
				MaxValue:    knightMaxSquares,
			}, {
				Type:        discordgo.ApplicationCommandOptionString,
				Name:        knightNames.start,
				Description: i18n.Text{En: "Start square: a1 (bottom left, as in chess) or row,column from the top left like 1,1", Ko: "출발 칸: a1 (체스처럼 왼쪽 아래) 또는 왼쪽 위부터 센 행,열 (예: 1,1)"},
				MaxLength:   32,
			}, {
				Type:        discordgo.ApplicationCommandOptionBoolean,
				Name:        knightNames.closed,
				Description: i18n.Text{En: "A closed tour: the last square a knight's move from the first", Ko: "닫힌 투어: 마지막 칸에서 한 수로 첫 칸에 돌아옵니다"},
			}, {
				Type:        discordgo.ApplicationCommandOptionString,
				Name:        knightNames.method,
				Description: i18n.Text{En: "How to find the tour (auto: Warnsdorff's rule, then the construction if it fails)", Ko: "투어를 찾는 방법 (자동: 바른스도르프 규칙, 실패하면 구성적 방법)"},
				Choices: []router.Choice{
					{Name: knightMethodNames[knight.MethodAuto], Value: "auto"},
					{Name: knightMethodNames[knight.MethodWarnsdorff], Value: "warnsdorff"},
					{Name: knightMethodNames[knight.MethodConstruct], Value: "construct"},
				},
			}, {
				Type:        discordgo.ApplicationCommandOptionInteger,
				Name:        knightNames.columns,
				Description: i18n.Text{En: "Columns, for a rectangular board (the same as size when left out)", Ko: "직사각형 판의 열 수 (비우면 크기와 같음)"},
				MinValue:    &one,
				MaxValue:    knightMaxSquares,
			}},
		}},
	})
}

// knightRequest is a /knight tour request as read from its options.
type knightRequest struct {
	board     knight.Board
	startText string // as typed; "" for the default corner
	start     knight.Square
	closed    bool
	method    knight.Method
}

// example is the command for r's board with the given start, closed and method options (each left out
// when empty or false): what a hint suggests. The names are in each language, the values as they are
// typed ("/나이트 투어 크기:7 방법:construct"), as /help shows its examples.
func (r *knightRequest) example(start string, closed bool, method string) i18n.Text {
	n := knightNames
	in := func(l i18n.Lang) string {
		var sb strings.Builder
		sb.WriteString("/" + n.command.In(l) + " " + n.tour.In(l) + " " + n.size.In(l) + ":" + strconv.Itoa(r.board.Rows))
		if r.board.Cols != r.board.Rows {
			sb.WriteString(" " + n.columns.In(l) + ":" + strconv.Itoa(r.board.Cols))
		}
		if start != "" {
			sb.WriteString(" " + n.start.In(l) + ":" + start)
		}
		if closed {
			sb.WriteString(" " + n.closed.In(l) + ":true")
		}
		if method != "" {
			sb.WriteString(" " + n.method.In(l) + ":" + method)
		}
		return sb.String()
	}
	return i18n.Text{En: in(i18n.English), Ko: in(i18n.Korean)}
}

// tour answers /knight tour.
func (c *knightCommand) tour(ctx context.Context, req *router.Request) (*router.Response, error) {
	kr, err := knightReadRequest(req)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, c.budget)
	defer cancel()
	began := c.Now()
	p := knight.Problem{Board: kr.board, Start: kr.start}
	opt := knight.Options{Closed: kr.closed, Method: kr.method, MaxSquares: knightMaxSquares}
	res, err := knight.Solve(ctx, p, opt)
	var failed *knight.Result
	if errors.Is(err, knight.ErrHeuristicFailed) {
		// method:warnsdorff and the rule failed. Solve has checked that a tour exists, so the honest
		// answer is to say how far the rule got and to show the constructive method's tour from the
		// same square: proof that "no tour" would have been wrong.
		heuristic := res
		failed = &heuristic
		opt.Method = knight.MethodConstruct
		res, err = knight.Solve(ctx, p, opt)
	}
	took := c.Now().Sub(began)
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) && ctx.Err() != nil {
			return nil, router.Fail(router.TooLarge, msgKnightErrBudget.Format(kr.board, knightDuration(c.budget))).
				WithHint(kr.example(kr.startText, kr.closed, "construct"))
		}
		return nil, knightFail(err, kr)
	}
	return c.view(kr, res, failed, took, req.Lang)
}

// knightFail words a solver error for the user when it is an *knight.InputError, and passes any other
// error on as an internal one.
func knightFail(err error, kr *knightRequest) error {
	var ie *knight.InputError
	if errors.As(err, &ie) {
		return knightInputError(ie, kr)
	}
	return fmt.Errorf("knight: %w", err)
}

// knightHeavySquares is the board size beyond which a tour counts as heavy work, limited per user and per
// server by the router. A reply's cost is mostly its picture and its text file: above 1,000 squares it
// took 65 to 180 ms (the line drawing of 100 x 100, 115 ms; 800 x 800, 177 ms) or carried a text file
// from 8 KB up to 5 MB, against 20 ms and under 1 KB for a chessboard (best of 3, busy 2-core machine).
const knightHeavySquares = 1000

// knightHeavy reports whether a /knight tour request is heavy work: a board of more than
// knightHeavySquares squares, read as knightReadRequest reads it.
func knightHeavy(req *router.Request) bool {
	rows, _ := req.Int("size")
	cols := rows
	if n, ok := req.Int("columns"); ok {
		cols = n
	}
	return rows*cols > knightHeavySquares
}

// knightReadRequest reads and checks the options: the board's size first, then the start on it, then
// the method. Whether a tour exists is Solve's to say.
func knightReadRequest(req *router.Request) (*knightRequest, error) {
	rows, ok := req.Int("size")
	if !ok {
		return nil, router.Fail(router.Invalid, msgKnightErrNoSize).WithHint(hintKnightSize)
	}
	cols := rows
	if n, ok := req.Int("columns"); ok {
		cols = n
	}
	kr := &knightRequest{board: knight.Board{Rows: int(rows), Cols: int(cols)}, startText: strings.TrimSpace(req.String("start"))}
	kr.closed, _ = req.Bool("closed")
	// The default start is a1, the bottom left corner: whenever a board has a tour, one starts there
	// (every corner has the corners' colour and lies on an outer line; see knight.Exists).
	kr.start = knight.Square{Row: kr.board.Rows - 1, Col: 0}
	if err := (knight.Problem{Board: kr.board, Start: kr.start}).Validate(knightMaxSquares); err != nil {
		return nil, knightFail(err, kr)
	}
	if kr.startText != "" {
		s, err := kr.board.ParseSquare(kr.startText)
		if err != nil {
			return nil, knightFail(err, kr)
		}
		kr.start = s
	}
	if m := strings.ToLower(strings.TrimSpace(req.String("method"))); m != "" {
		method, err := knight.ParseMethod(m)
		if err != nil {
			return nil, router.Fail(router.Invalid, msgKnightErrMethod.Format(m)).WithHint(kr.example(kr.startText, kr.closed, "auto"))
		}
		kr.method = method
	}
	return kr, nil
}

var (
	msgKnightTitle = i18n.Text{
		En: "**Knight's tour of the %s board**: %s, from %s to %s.",
		Ko: "**%s 판의 나이트 투어**: %s, %s에서 %s까지.",
	}
	msgKnightOpen = i18n.Text{
		En: "open",
		Ko: "열린 투어",
	}
	msgKnightClosed = i18n.Text{
		En: "closed (the last square is a knight's move from the first)",
		Ko: "닫힌 투어 (마지막 칸에서 한 수로 첫 칸에 돌아옵니다)",
	}
	msgKnightHappensClosed = i18n.Text{
		En: "open, and it happens to close (the last square is a knight's move from the first)",
		Ko: "열린 투어인데 우연히 닫혀 있습니다 (마지막 칸에서 한 수로 첫 칸에 돌아옵니다)",
	}
	msgKnightByWarnsdorff = i18n.Text{
		En: "Found by Warnsdorff's rule with Roth's tie-break (method: %s).",
		Ko: "바른스도르프 규칙(로트의 동점 처리)으로 찾았습니다 (방법: %s).",
	}
	msgKnightByConstruct = i18n.Text{
		En: "Built by the constructive method (method: construct): small tabulated tours joined divide-and-conquer, in time linear in the squares; it never fails where a tour exists.",
		Ko: "구성적 방법으로 만들었습니다 (방법: 구성): 미리 계산한 작은 투어 조각을 분할 정복으로 이어 붙이며, 칸 수에 비례하는 시간에 끝나고 투어가 있는 판에서는 실패하지 않습니다.",
	}
	msgKnightFellBack = i18n.Text{
		En: "Warnsdorff's rule with Roth's tie-break got stuck after %s of %s squares from %s, so kibitz built this tour with the constructive method, which never fails where a tour exists (method: auto).",
		Ko: "바른스도르프 규칙(로트의 동점 처리)은 %[3]s에서 출발해 %[2]s칸 중 %[1]s칸까지 가고 막혔습니다. 그래서 투어가 있는 판에서는 실패하지 않는 구성적 방법으로 이 투어를 만들었습니다 (방법: 자동).",
	}
	msgKnightFellBackClosed = i18n.Text{
		En: "Warnsdorff's rule with Roth's tie-break visited all %s squares from %s, but its last square was not a knight's move from the first, so it found no closed tour; kibitz built this one with the constructive method (method: auto).",
		Ko: "바른스도르프 규칙(로트의 동점 처리)은 %[2]s에서 출발해 %[1]s칸을 모두 방문했지만 마지막 칸이 첫 칸에서 한 수 거리가 아니어서 닫힌 투어를 찾지 못했습니다. 그래서 구성적 방법으로 이 투어를 만들었습니다 (방법: 자동).",
	}
	msgKnightTook = i18n.Text{
		En: "Solved in %s.",
		Ko: "푸는 데 %s 걸렸습니다.",
	}
	msgKnightLegendNumbered = i18n.Text{
		En: "Each square shows when the knight visits it: 1 (green) is the start, %d (black) the end, and the faint lines join consecutive squares.",
		Ko: "각 칸의 숫자는 나이트가 그 칸을 방문하는 순서입니다: 1(초록)이 출발, %d(검정)이 끝이고, 옅은 선이 이어지는 칸을 잇습니다.",
	}
	msgKnightLegendClosing = i18n.Text{
		En: "The dashed line is the move back to the start.",
		Ko: "점선은 출발 칸으로 돌아가는 수입니다.",
	}
	msgKnightLegendPath = i18n.Text{
		En: "The line follows the knight from the green disc (start) to the black square (end), its colour running from blue to orange.",
		Ko: "선은 초록 원(출발)에서 검은 사각형(끝)까지 나이트를 따라가며, 색은 파랑에서 주황으로 바뀝니다.",
	}
	msgKnightLegendPreview = i18n.Text{
		En: "Too many moves to draw one by one (line drawings go up to %[1]d x %[1]d), so the picture colours each square by when the knight visits it, from blue (first) to orange (last); the green disc is the start, the black square the end.",
		Ko: "수가 너무 많아 하나씩 그릴 수 없으므로 (선 그림은 %[1]d x %[1]d까지), 그림은 각 칸을 나이트가 방문하는 시점에 따라 파랑(처음)에서 주황(마지막)까지의 색으로 칠했습니다. 초록 원이 출발, 검은 사각형이 끝입니다.",
	}
	msgKnightLegendAveraged = i18n.Text{
		En: "The board is longer than %d squares, so each pixel shows the average of the squares it covers.",
		Ko: "판이 %d칸보다 길어서, 한 픽셀은 그 안에 든 칸들의 평균을 보여 줍니다.",
	}
	msgKnightFile = i18n.Text{
		En: "The whole tour is attached as %s (%s): all %s squares in order, as row,column counted from the top left square 1,1 (a1 is %s).",
		Ko: "전체 투어를 %s 파일로 첨부했습니다 (%s): %s개의 칸 전부를 순서대로, 왼쪽 위 칸을 1,1로 하는 행,열로 적었습니다 (a1은 %s).",
	}
	msgKnightLimits = i18n.Text{
		En: "-# Limits: numbered squares up to %[1]d x %[1]d, a line drawing up to %[2]d x %[2]d, a coloured preview beyond, each picture under 1 MB. Every tour also comes as a text file, up to %[3]s squares (%[4]d x %[4]d): at most 5.5 MB, well within Discord's 10 MB a file. The largest take under a second (Discord may show \"thinking\" meanwhile); a search stops after %[5]s.",
		Ko: "-# 한도: %[1]d x %[1]d까지는 번호를 적은 칸, %[2]d x %[2]d까지는 선 그림, 그보다 크면 색 미리보기이며, 그림은 모두 1 MB 미만입니다. 모든 투어는 텍스트 파일로도 첨부하며, 최대 %[3]s칸(%[4]d x %[4]d), 5.5 MB 이하로 Discord의 파일당 10 MB 한도 안에 넉넉히 듭니다. 가장 큰 판도 1초가 안 걸리고 (그동안 Discord에 \"생각 중\"이 보일 수 있습니다), 탐색은 %[5]s 뒤에 멈춥니다.",
	}
	msgKnightStuck = i18n.Text{
		En: "**Warnsdorff's rule failed here** (method: warnsdorff): with Roth's tie-break it got stuck after %s of %s squares from %s. That is the heuristic failing, not a board without a tour: the constructive method succeeds from the same square, and this is its tour.",
		Ko: "**바른스도르프 규칙은 여기서 실패했습니다** (방법: 바른스도르프): 로트의 동점 처리로 %[3]s에서 출발해 %[2]s칸 중 %[1]s칸까지 가고 막혔습니다. 투어가 없는 것이 아니라 휴리스틱이 실패한 것입니다: 같은 칸에서 구성적 방법은 성공하며, 이것이 그 투어입니다.",
	}
	msgKnightNotClosed = i18n.Text{
		En: "**Warnsdorff's rule failed here** (method: warnsdorff): with Roth's tie-break it visited all %s squares from %s, but its last square was not a knight's move from the first, so it found no closed tour. The constructive method succeeds from the same square, and this is its tour.",
		Ko: "**바른스도르프 규칙은 여기서 실패했습니다** (방법: 바른스도르프): 로트의 동점 처리로 %[2]s에서 출발해 %[1]s칸을 모두 방문했지만, 마지막 칸이 첫 칸에서 한 수 거리가 아니어서 닫힌 투어를 찾지 못했습니다. 같은 칸에서 구성적 방법은 성공하며, 이것이 그 투어입니다.",
	}
)

// knightMethodNames are the methods' choice names, for the definition and the reply that names the method.
var knightMethodNames = map[knight.Method]i18n.Text{
	knight.MethodAuto:       {En: "auto", Ko: "자동"},
	knight.MethodWarnsdorff: {En: "warnsdorff", Ko: "바른스도르프"},
	knight.MethodConstruct:  {En: "construct", Ko: "구성"},
}

// knightSquare names a square both ways: "e4 (5,5)", chess name and row,column from the top left.
func knightSquare(b knight.Board, s knight.Square) string {
	return b.Name(s) + " (" + s.String() + ")"
}

// view is the reply with a tour: what was found and how, the picture, and the tour as a text file (on
// the numbered boards too: it costs a few hundred bytes and can be copied, which a picture cannot).
// failed, when not nil, is what method:warnsdorff did before the construction took over.
func (c *knightCommand) view(kr *knightRequest, res knight.Result, failed *knight.Result, took time.Duration, lang i18n.Lang) (*router.Response, error) {
	t, b := res.Tour, kr.board
	kind := msgKnightOpen
	switch {
	case kr.closed:
		kind = msgKnightClosed
	case t.Closed():
		kind = msgKnightHappensClosed
	}
	var lines []string
	lines = append(lines, msgKnightTitle.F(lang, b, kind.In(lang), knightSquare(b, t.Start), knightSquare(b, t.End())))

	var how string
	switch {
	case failed != nil && failed.Stats.HeuristicSquares == failed.Stats.Squares:
		how = msgKnightNotClosed.F(lang, knightCount(failed.Stats.Squares), knightSquare(b, t.Start))
	case failed != nil:
		how = msgKnightStuck.F(lang, knightCount(failed.Stats.HeuristicSquares), knightCount(failed.Stats.Squares), knightSquare(b, t.Start))
	case res.Method == knight.MethodWarnsdorff:
		how = msgKnightByWarnsdorff.F(lang, knightMethodNames[kr.method].In(lang))
	case res.Heuristic == knight.HeuristicFailed && res.Stats.HeuristicSquares == res.Stats.Squares:
		how = msgKnightFellBackClosed.F(lang, knightCount(res.Stats.Squares), knightSquare(b, t.Start))
	case res.Heuristic == knight.HeuristicFailed:
		how = msgKnightFellBack.F(lang, knightCount(res.Stats.HeuristicSquares), knightCount(res.Stats.Squares), knightSquare(b, t.Start))
	default:
		how = msgKnightByConstruct.In(lang)
	}
	side := max(b.Rows, b.Cols)
	if side > render.KnightNumberedMax {
		// Solving takes microseconds on a numbered board; on larger ones the time is part of the answer.
		how += " " + msgKnightTook.F(lang, knightDuration(took))
	}
	lines = append(lines, how)

	var img image.Image
	var legend string
	switch {
	case side <= render.KnightNumberedMax:
		img = render.KnightNumbered(t)
		legend = msgKnightLegendNumbered.F(lang, t.Len())
		if t.Closed() {
			legend += " " + msgKnightLegendClosing.In(lang)
		}
	case side <= render.KnightPathMax:
		img = render.KnightPath(t)
		legend = msgKnightLegendPath.In(lang)
		if t.Closed() {
			legend += " " + msgKnightLegendClosing.In(lang)
		}
	default:
		img = render.KnightPreview(t)
		legend = msgKnightLegendPreview.F(lang, render.KnightPathMax)
		if side > render.KnightPreviewMax {
			legend += " " + msgKnightLegendAveraged.F(lang, render.KnightPreviewMax)
		}
	}
	lines = append(lines, legend)
	png, err := render.PNG(img)
	if err != nil {
		return nil, fmt.Errorf("knight: render: %w", err)
	}
	resp := &router.Response{Files: []*discordgo.File{router.PNG("knight-tour.png", png)}}
	text := t.AppendText(make([]byte, 0, knightTextSize(b)))
	text = append(text, '\n')
	name := fmt.Sprintf("knight-tour-%dx%d.txt", b.Rows, b.Cols)
	lines = append(lines, msgKnightFile.F(lang, name, knightBytes(len(text)), knightCount(b.Squares()),
		knight.Square{Row: b.Rows - 1}.String()))
	resp.Files = append(resp.Files, router.TextFile(name, text))
	lines = append(lines, msgKnightLimits.F(lang, render.KnightNumberedMax, render.KnightPathMax,
		knightCount(knightMaxSquares), knightMaxSide, knightDuration(c.budget)))
	resp.Content = strings.Join(lines, "\n")
	return resp, nil
}

// knightTextSize is about the length of a tour's text, to allocate it once: each square is its row and
// column in decimal, a comma and a space.
func knightTextSize(b knight.Board) int {
	digits := func(n int) int { return len(strconv.Itoa(n)) }
	return b.Squares() * (digits(b.Rows) + digits(b.Cols) + 2)
}

// knightCount writes n with thousands separators: 4,321.
func knightCount(n int) string {
	s := strconv.Itoa(n)
	if n < 0 {
		return "-" + knightCount(-n)
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// knightBytes is a file size as people read it: 950 bytes, 58 KB, 1.9 MB (powers of 1000).
func knightBytes(n int) string {
	switch {
	case n < 1000:
		return strconv.Itoa(n) + " B"
	case n < 1_000_000:
		return strconv.Itoa((n+500)/1000) + " KB"
	}
	return strconv.FormatFloat(float64(n)/1e6, 'f', 1, 64) + " MB"
}

// knightDuration is a short time: 0.31 ms, 12 ms, 1.4 s.
func knightDuration(d time.Duration) string {
	ms := float64(d) / float64(time.Millisecond)
	switch {
	case ms < 10:
		return strconv.FormatFloat(ms, 'f', 2, 64) + " ms"
	case ms < 1000:
		return strconv.FormatFloat(ms, 'f', 0, 64) + " ms"
	}
	return strconv.FormatFloat(ms/1000, 'f', 1, 64) + " s"
}
