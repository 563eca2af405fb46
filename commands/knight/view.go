package knight

import (
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

// square names a square both ways: "e4 (5,5)", chess name and row,column from the top left.
func square(b knight.Board, s knight.Square) string {
	return b.Name(s) + " (" + s.String() + ")"
}

// view is the reply with a tour: what was found and how, the picture, and the tour as a text file (on
// the numbered boards too: it costs a few hundred bytes and can be copied, which a picture cannot).
// failed, when not nil, is what method:warnsdorff did before the construction took over.
func (c *Command) view(kr *request, res knight.Result, failed *knight.Result, took time.Duration, lang i18n.Lang) (*router.Response, error) {
	t, b := res.Tour, kr.board
	kind := msgOpen
	switch {
	case kr.closed:
		kind = msgClosed
	case t.Closed():
		kind = msgHappensClosed
	}
	var lines []string
	lines = append(lines, msgTitle.F(lang, b, kind.In(lang), square(b, t.Start), square(b, t.End())))

	var how string
	switch {
	case failed != nil && failed.Stats.HeuristicSquares == failed.Stats.Squares:
		how = msgNotClosed.F(lang, count(failed.Stats.Squares), square(b, t.Start))
	case failed != nil:
		how = msgStuck.F(lang, count(failed.Stats.HeuristicSquares), count(failed.Stats.Squares), square(b, t.Start))
	case res.Method == knight.MethodWarnsdorff:
		how = msgByWarnsdorff.F(lang, methodNames[kr.method].In(lang))
	case res.Heuristic == knight.HeuristicFailed && res.Stats.HeuristicSquares == res.Stats.Squares:
		how = msgFellBackClosed.F(lang, count(res.Stats.Squares), square(b, t.Start))
	case res.Heuristic == knight.HeuristicFailed:
		how = msgFellBack.F(lang, count(res.Stats.HeuristicSquares), count(res.Stats.Squares), square(b, t.Start))
	default:
		how = msgByConstruct.In(lang)
	}
	side := max(b.Rows, b.Cols)
	if side > render.KnightNumberedMax {
		// Solving takes microseconds on a numbered board; on larger ones the time is part of the answer.
		how += " " + msgTook.F(lang, duration(took))
	}
	lines = append(lines, how)

	var img image.Image
	var legend string
	switch {
	case side <= render.KnightNumberedMax:
		img = render.KnightNumbered(t)
		legend = msgLegendNumbered.F(lang, t.Len())
		if t.Closed() {
			legend += " " + msgLegendClosing.In(lang)
		}
	case side <= render.KnightPathMax:
		img = render.KnightPath(t)
		legend = msgLegendPath.In(lang)
		if t.Closed() {
			legend += " " + msgLegendClosing.In(lang)
		}
	default:
		img = render.KnightPreview(t)
		legend = msgLegendPreview.F(lang, render.KnightPathMax)
		if side > render.KnightPreviewMax {
			legend += " " + msgLegendAveraged.F(lang, render.KnightPreviewMax)
		}
	}
	lines = append(lines, legend)
	png, err := render.PNG(img)
	if err != nil {
		return nil, fmt.Errorf("knight: render: %w", err)
	}
	resp := &router.Response{Files: []*discordgo.File{router.PNG("knight-tour.png", png)}}
	text := t.AppendText(make([]byte, 0, textSize(b)))
	text = append(text, '\n')
	name := fmt.Sprintf("knight-tour-%dx%d.txt", b.Rows, b.Cols)
	lines = append(lines, msgFile.F(lang, name, fileSize(len(text)), count(b.Squares()),
		knight.Square{Row: b.Rows - 1}.String()))
	resp.Files = append(resp.Files, router.TextFile(name, text))
	lines = append(lines, msgLimits.F(lang, render.KnightNumberedMax, render.KnightPathMax,
		count(maxSquares), maxSide, duration(c.budget)))
	resp.Content = strings.Join(lines, "\n")
	return resp, nil
}

// textSize is about the length of a tour's text, to allocate it once: each square is its row and
// column in decimal, a comma and a space.
func textSize(b knight.Board) int {
	digits := func(n int) int { return len(strconv.Itoa(n)) }
	return b.Squares() * (digits(b.Rows) + digits(b.Cols) + 2)
}

// count writes n with thousands separators: 4,321.
func count(n int) string {
	s := strconv.Itoa(n)
	if n < 0 {
		return "-" + count(-n)
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// fileSize is a file size as people read it: 950 bytes, 58 KB, 1.9 MB (powers of 1000).
func fileSize(n int) string {
	switch {
	case n < 1000:
		return strconv.Itoa(n) + " B"
	case n < 1_000_000:
		return strconv.Itoa((n+500)/1000) + " KB"
	}
	return strconv.FormatFloat(float64(n)/1e6, 'f', 1, 64) + " MB"
}

// duration is a short time: 0.31 ms, 12 ms, 1.4 s.
func duration(d time.Duration) string {
	ms := float64(d) / float64(time.Millisecond)
	switch {
	case ms < 10:
		return strconv.FormatFloat(ms, 'f', 2, 64) + " ms"
	case ms < 1000:
		return strconv.FormatFloat(ms, 'f', 0, 64) + " ms"
	}
	return strconv.FormatFloat(ms/1000, 'f', 1, 64) + " s"
}
