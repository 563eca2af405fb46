package knight

import (
	"crypto/sha256"
	"fmt"
	"image"
	"strconv"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/knight"
)

// square names a square both ways: "e4 (5,5)", chess name and row,column from the top left.
func square(b knight.Board, s knight.Square) string {
	return b.Name(s) + " (" + s.String() + ")"
}

// textMaxSide is the longest side given a text view: the numbered grid (about 4 characters a square, 700
// for 12 x 12) must fit in one message beside the reply's other lines, and every board up to 16 x 16 does,
// in both languages and whatever the reply says of the method (TestTextViewLimit); 17 x 17 does not in
// English. Beyond it Show goes straight to the picture, saying so, and the limits line says where text
// stops, so what README and /help promise is what a user gets.
const textMaxSide = 15

// view is the reply with a tour: what was found and how, the board in the view asked for (commands.Show:
// the picture, the emoji grid or the numbered text grid, each with its legend), and the tour as a text
// file, whatever the view (on the numbered boards too: it costs a few hundred bytes and can be copied,
// which a picture cannot). failed, when not nil, is what method:warnsdorff did before the construction
// took over.
func (c *Command) view(kr *request, res knight.Result, failed *knight.Result, took time.Duration, lang i18n.Lang, display commands.View) (*router.Response, error) {
	t, b := res.Tour, kr.board
	n := int64(b.Squares())
	kind := tourKind(kr, t)
	head := []string{msgTitle.F(lang, boardName(b), kind.In(lang), square(b, t.Start), square(b, t.End()))}

	var how string
	switch {
	case failed != nil && failed.Stats.HeuristicSquares == failed.Stats.Squares:
		how = msgNotClosed.F(lang, squares.N(n), square(b, t.Start))
	case failed != nil:
		how = msgStuck.F(lang, i18n.Num(failed.Stats.HeuristicSquares), squares.N(n), square(b, t.Start))
	case res.Method == knight.MethodWarnsdorff:
		how = msgByWarnsdorff.F(lang, methodNames[kr.method].In(lang))
	case res.Heuristic == knight.HeuristicFailed && res.Stats.HeuristicSquares == res.Stats.Squares:
		how = msgFellBackClosed.F(lang, squares.N(n), square(b, t.Start))
	case res.Heuristic == knight.HeuristicFailed:
		how = msgFellBack.F(lang, i18n.Num(res.Stats.HeuristicSquares), squares.N(n), square(b, t.Start))
	default:
		how = msgByConstruct.In(lang)
	}
	if max(b.Rows, b.Cols) > numberedMax {
		// Solving takes microseconds on a numbered board; on larger ones the time is part of the answer.
		how += " " + msgTook.F(lang, elapsed(took))
	}
	head = append(head, how)

	text := t.AppendText(make([]byte, 0, textSize(b)))
	text = append(text, '\n')
	name := fmt.Sprintf("knight-tour-%dx%d.txt", b.Rows, b.Cols)
	tail := []string{
		msgFile.F(lang, name, fileSize(len(text)), allSquares(n), knight.Square{Row: b.Rows - 1}.String()),
		msgLimits.F(lang, numberedMax, pathMax, i18n.Num(maxSquares), maxSide, i18n.Duration(c.budget), textMaxSide),
	}

	// Show appends the board to the content it is given and checks that the whole fits, so it gets the
	// reply's other lines; the board then moves between them, which keeps the length it checked.
	before := strings.Join(append(head[:len(head):len(head)], tail...), "\n")
	resp := &router.Response{Content: before}
	shown, err := commands.Show(resp, lang, display, c.board(t, kind, lang))
	if err != nil {
		return nil, err
	}
	var middle []string
	if shown == commands.ViewImage {
		middle = append(middle, pictureLegend(t, lang))
	}
	if added := strings.TrimPrefix(strings.TrimPrefix(resp.Content, before), "\n"); added != "" {
		middle = append(middle, added)
	}
	resp.Content = strings.Join(append(append(head, middle...), tail...), "\n")
	resp.Files = append(resp.Files, router.TextFile(name, text))
	return resp, nil
}

// tourKind is how the title calls the tour: open, closed as asked, or open and closed by chance.
func tourKind(kr *request, t knight.Tour) i18n.Text {
	switch {
	case kr.closed:
		return msgClosed
	case t.Closed():
		return msgHappensClosed
	}
	return msgOpen
}

// board is the tour in its three views: the picture for its size (draw.go), the emoji grid and the text
// grid (up to textMaxSide a side), each grid with its legend under it.
func (c *Command) board(t knight.Tour, kind i18n.Text, lang i18n.Lang) commands.Board {
	b := t.Board
	out := commands.Board{
		Emoji: tourEmoji(t) + "\n" + emojiLegend(t, lang),
		Alt:   altText(t, kind),
		Image: func() (*discordgo.File, error) {
			png, err := c.pictures.PNG(tourKey(t), func() image.Image { return picture(t) })
			if err != nil {
				return nil, fmt.Errorf("knight: render: %w", err)
			}
			return router.PNG("knight-tour.png", png), nil
		},
	}
	if max(b.Rows, b.Cols) <= textMaxSide {
		legend := msgLegendText.F(lang, i18n.WithParticle(i18n.Num(t.Len()), "이/가"))
		if t.Len() == 1 {
			legend = msgLegendTextSingle.In(lang)
		}
		out.Text = tourText(t) + "\n" + legend
	}
	return out
}

// tourKey is what determines picture(t): the board, the start and every move (a digest of them).
func tourKey(t knight.Tour) string {
	h := sha256.New()
	fmt.Fprintf(h, "%dx%d/%d,%d/", t.Board.Rows, t.Board.Cols, t.Start.Row, t.Start.Col)
	moves := make([]byte, len(t.Moves))
	for i, m := range t.Moves {
		moves[i] = byte(m)
	}
	h.Write(moves)
	return string(h.Sum(nil))
}

// picture draws the tour as its size calls for: numbered squares, a line drawing or a preview.
func picture(t knight.Tour) image.Image {
	switch side := max(t.Board.Rows, t.Board.Cols); {
	case side <= numberedMax:
		return numberedPicture(t)
	case side <= pathMax:
		return pathPicture(t)
	}
	return previewPicture(t)
}

// pictureLegend says how to read the picture.
func pictureLegend(t knight.Tour, lang i18n.Lang) string {
	var legend string
	switch side := max(t.Board.Rows, t.Board.Cols); {
	case t.Len() == 1:
		return msgLegendSingle.In(lang)
	case side <= numberedMax:
		legend = msgLegendNumbered.F(lang, i18n.Num(t.Len()))
	case side <= pathMax:
		legend = msgLegendPath.In(lang)
	default:
		legend = msgLegendPreview.F(lang, pathMax)
		if side > previewMax {
			legend += " " + msgLegendAveraged.F(lang, squares.N(previewMax))
		}
		return legend
	}
	if t.Closed() {
		legend += " " + msgLegendClosing.In(lang)
	}
	return legend
}

// emojiLegend says what the emoji mean, how many squares each stands for when the grid is scaled, and
// where to find more (the text view's numbers, or the picture's detail).
func emojiLegend(t knight.Tour, lang i18n.Lang) string {
	if t.Len() == 1 {
		return msgLegendEmojiSingle.F(lang, emojiStart)
	}
	q := emojiQuarters
	parts := []string{msgLegendEmoji.F(lang, emojiStart, emojiEnd, q[0], q[1], q[2], q[3])}
	b := t.Board
	if gw, gh := emojiCells(b); gw < b.Cols || gh < b.Rows {
		parts = append(parts, msgLegendEmojiScaled.F(lang, i18n.Num((b.Rows+gh-1)/gh), i18n.Num((b.Cols+gw-1)/gw)))
		cell := func(s knight.Square) [2]int { return [2]int{s.Row * gh / b.Rows, s.Col * gw / b.Cols} }
		if cell(t.Start) == cell(t.End()) {
			parts = append(parts, msgLegendEmojiShared.In(lang))
		}
	}
	if max(b.Rows, b.Cols) <= textMaxSide {
		parts = append(parts, msgEmojiMoreText.In(lang))
	} else {
		parts = append(parts, msgEmojiMorePicture.In(lang))
	}
	return strings.Join(parts, " ")
}

// altText is the picture in words: which picture, the board, the kind of tour, its start and end, and on a
// numbered board the move numbers rank by rank when they fit in Discord's 1,024 characters (all do up to
// 12 x 12, the largest numbered board).
func altText(t knight.Tour, kind i18n.Text) i18n.Text {
	b := t.Board
	start, end := square(b, t.Start), square(b, t.End())
	side := max(b.Rows, b.Cols)
	var parts []i18n.Text
	switch {
	case t.Len() == 1:
		return msgAltSingle.Format(start)
	case side <= numberedMax:
		parts = append(parts, msgAltNumbered.Format(boardName(b), kind, start, end))
		order := t.Order()
		ranks := make([]i18n.Text, b.Rows)
		for r := range b.Rows {
			nums := make([]string, b.Cols)
			for c := range b.Cols {
				nums[c] = strconv.Itoa(int(order[r*b.Cols+c]))
			}
			ranks[r] = msgAltRank.Format(b.Rows-r, strings.Join(nums, " "))
		}
		numbered := msgAltOrder.Format(knight.FileName(b.Cols-1), i18n.SemiListOf(ranks...))
		if whole := i18n.Join(" ", append(parts, numbered)...); fits(whole) {
			parts = []i18n.Text{whole}
		}
	case side <= pathMax:
		parts = append(parts, msgAltPath.Format(boardName(b), kind, start, end))
	default:
		parts = append(parts, msgAltPreview.Format(boardName(b), kind, start, end))
		if side > previewMax {
			parts = append(parts, msgLegendAveraged.Format(squares.N(previewMax)))
		}
	}
	if t.Closed() && side <= pathMax {
		parts = append(parts, msgAltDashed)
	}
	return i18n.Join(" ", parts...)
}

// fits reports whether an alt text fits Discord's 1,024 characters in every language, with room for the
// sentence about the dashed line.
func fits(alt i18n.Text) bool {
	const room = router.MaxAltText - 60
	for _, l := range i18n.Langs() {
		if len([]rune(alt.In(l))) > room {
			return false
		}
	}
	return true
}

// allSquares is what the tour file lists: "all 64 squares in order", or "its one square" on a 1 x 1
// board.
func allSquares(n int64) i18n.Text {
	if n == 1 {
		return msgOneSquare
	}
	return msgAllSquares.Format(i18n.Num(n))
}

// textSize is about the length of a tour's text, to allocate it once: each square is its row and
// column in decimal, a comma and a space.
func textSize(b knight.Board) int {
	digits := func(n int) int { return len(strconv.Itoa(n)) }
	return b.Squares() * (digits(b.Rows) + digits(b.Cols) + 2)
}

// fileSize is a file size as people read it: 950 bytes, 58 KB, 1.9 MB (powers of 1000).
func fileSize(n int) i18n.Localized {
	switch {
	case n < 1000:
		return fileBytes.N(int64(n))
	case n < 1_000_000:
		return msgKB.Format(i18n.Num((n + 500) / 1000))
	}
	return msgMB.Format(i18n.Float{X: float64(n) / 1e6, Decimals: 1})
}

// elapsed is a measured time as precise as it is worth: 0.31 ms, 12 ms, 1.4 s (0.31밀리초, 1.4초).
// i18n.Duration counts whole seconds, which would make every tour "less than a second".
type elapsed time.Duration

// In implements i18n.Localized.
func (e elapsed) In(l i18n.Lang) string {
	ms := float64(e) / float64(time.Millisecond)
	switch {
	case ms < 10:
		return msgMillis.F(l, i18n.Float{X: ms, Decimals: 2})
	case ms < 1000:
		return msgMillis.F(l, i18n.Float{X: ms})
	}
	return msgSeconds.F(l, i18n.Float{X: ms / 1000, Decimals: 1})
}
