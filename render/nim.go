package render

import (
	"image"
	"image/color"
	"image/draw"
	"math/bits"
	"strconv"
)

// NimMove marks a move on a Nim board: Take stones from the heap at index Heap (from 0).
type NimMove struct {
	Heap int
	Take int64
}

// NimBoard is what Nim draws: the heaps, and optionally the move just made, a winning move and the heaps'
// Grundy values.
type NimBoard struct {
	Heaps []int64
	// Last is the move just made: its heap's row is highlighted and the stones it took are drawn as red
	// outlines after the ones left (or written "−k" beside the count when they do not fit).
	Last *NimMove
	// Winning is a winning move: the stones it would take are ringed in green.
	Winning *NimMove
	// Grundy, when set (one per heap), adds each heap's Grundy value in decimal and in binary, and a last
	// row "⊕" with their XOR, lined up by bit so that the reader sees the nim-sum column by column.
	Grundy []int64
}

// Geometry of a Nim board, in pixels.
const (
	nimMargin    = 16.0
	nimRowH      = 44.0
	nimPitch     = 32.0 // from one stone's centre to the next
	nimRadius    = 12.5
	nimSprite    = 40   // the side of the square each stone or ring is drawn in, once, then copied
	nimLabelW    = 40.0 // the heap number
	nimMaxStones = 16   // more stones than this in a row are drawn as a few and a count
	nimTextSize  = 19.0
)

var (
	nimRowTint  = color.RGBA{0xfb, 0xec, 0xb4, 0xff} // a paler Highlight behind the last move's row
	nimWinTint  = color.RGBA{0xdc, 0xec, 0xda, 0xff} // a pale Good behind the winning move's row
	nimStoneRim = color.RGBA{0x1f, 0x4e, 0x9a, 0xff} // a darker Accent around each stone
)

// Nim draws a Nim position: one row per heap, numbered from 1 as the commands name them, each a line of
// stones with the count at its right. A heap of more than 16 stones (or one whose last move would not
// fit) shows its first stones, an ellipsis, and the count in bold, so heaps up to 2^63-1 draw in the same
// space.
func Nim(b NimBoard) image.Image {
	cols := 3
	for i, h := range b.Heaps {
		n := h
		if b.Last != nil && b.Last.Heap == i {
			n += b.Last.Take
		}
		if n > int64(cols) {
			cols = int(min(n, nimMaxStones))
		}
	}
	countTexts := make([]string, len(b.Heaps))
	countW := 0.0
	for i, h := range b.Heaps {
		countTexts[i] = GroupDigits(h)
		countW = max(countW, TextWidth(countTexts[i], nimTextSize, true))
	}
	deltaW := 0.0
	for _, m := range []*NimMove{b.Last, b.Winning} {
		if m != nil {
			deltaW = max(deltaW, TextWidth("−"+GroupDigits(m.Take), nimTextSize-3, true)+10)
		}
	}
	grundyW, bitsW, width := 0.0, 0.0, 0
	var sum int64
	nbits := 0
	if len(b.Grundy) == len(b.Heaps) && len(b.Grundy) > 0 {
		for _, g := range b.Grundy {
			sum ^= g
			grundyW = max(grundyW, TextWidth(strconv.FormatInt(g, 10), nimTextSize, false))
			nbits = max(nbits, bits.Len64(uint64(g)))
		}
		grundyW = max(grundyW, TextWidth(strconv.FormatInt(sum, 10), nimTextSize, true)) + 34
		nbits = max(nbits, 1)
		if nbits <= 24 {
			bitsW = float64(nbits)*TextWidth("0", nimTextSize, false) + 28
		}
	}
	stonesW := float64(cols) * nimPitch
	width = int(2*nimMargin + nimLabelW + stonesW + 14 + countW + deltaW + grundyW + bitsW)
	rows := len(b.Heaps)
	if grundyW > 0 {
		rows++
	}
	height := int(2*nimMargin + float64(rows)*nimRowH)
	c := NewCanvas(width, height, Paper)

	// Stones and rings are drawn once each on small canvases and copied, so that every stone is the same
	// to the pixel. (They were first drawn so when a fill cost a pass over the whole canvas: a quarter of a
	// second for a board of ten full rows.)
	stone, ghost, winRing := nimSprites()
	stamp := func(sprite *Canvas, x, y float64) {
		at := image.Pt(int(x)-nimSprite/2, int(y)-nimSprite/2)
		draw.Draw(c.RGBA, image.Rectangle{Min: at, Max: at.Add(image.Pt(nimSprite, nimSprite))}, sprite, image.Point{}, draw.Over)
	}
	stonesX := nimMargin + nimLabelW
	countX := stonesX + stonesW + 14 // left edge of the counts; they are right-aligned at countX+countW
	grundyX := countX + countW + deltaW + grundyW
	for i, h := range b.Heaps {
		top := nimMargin + float64(i)*nimRowH
		cy := top + nimRowH/2
		var last, win int64
		if b.Last != nil && b.Last.Heap == i {
			last = b.Last.Take
			c.FillRect(int(nimMargin/2), int(top+2), width-int(nimMargin/2), int(top+nimRowH-2), nimRowTint)
		}
		if b.Winning != nil && b.Winning.Heap == i {
			win = min(b.Winning.Take, h)
			c.FillRect(int(nimMargin/2), int(top+2), width-int(nimMargin/2), int(top+nimRowH-2), nimWinTint)
		}
		c.Text(strconv.Itoa(i+1), nimMargin+nimLabelW/2-4, cy, nimTextSize-2, true, Absent, Center)
		stoneX := func(k int) float64 { return stonesX + (float64(k)+0.5)*nimPitch }
		fits := h+last <= int64(cols)
		if fits {
			for k := range int(h) {
				stamp(stone, stoneX(k), cy)
				if int64(k) >= h-win {
					stamp(winRing, stoneX(k), cy)
				}
			}
			for k := int(h); k < int(h+last); k++ {
				stamp(ghost, stoneX(k), cy)
			}
		} else {
			// A few stones, then an ellipsis: the count says how many.
			shown := int(min(h, int64(cols-2)))
			for k := range shown {
				stamp(stone, stoneX(k), cy)
			}
			if h > int64(shown) {
				for d := range 3 {
					x := int(stoneX(shown) + float64(d-1)*9 + nimPitch/2)
					c.FillRect(x-2, int(cy)-2, x+3, int(cy)+3, Absent)
				}
			}
		}
		c.Text(countTexts[i], countX+countW, cy, nimTextSize, !fits || h >= 10, Ink, Right)
		switch {
		case last > 0 && !fits:
			c.Text("−"+GroupDigits(last), countX+countW+8, cy, nimTextSize-3, true, Rival, Left)
		case win > 0 && !fits:
			c.Text("−"+GroupDigits(win), countX+countW+8, cy, nimTextSize-3, true, Good, Left)
		}
		if grundyW > 0 {
			c.Text(strconv.FormatInt(b.Grundy[i], 10), grundyX, cy, nimTextSize, false, Accent, Right)
			if bitsW > 0 {
				c.Text(nimBinary(b.Grundy[i], nbits), grundyX+22, cy, nimTextSize, false, Ink, Left)
			}
		}
	}
	if grundyW > 0 {
		top := nimMargin + float64(len(b.Heaps))*nimRowH
		cy := top + nimRowH/2
		c.Line(countX, top+1, float64(width)-nimMargin, top+1, 2, Ink)
		c.Text("⊕", grundyX-grundyW+6, cy, nimTextSize+2, true, Ink, Left)
		col := Good
		if sum == 0 {
			col = Rival
		}
		c.Text(strconv.FormatInt(sum, 10), grundyX, cy, nimTextSize, true, col, Right)
		if bitsW > 0 {
			c.Text(nimBinary(sum, nbits), grundyX+22, cy, nimTextSize, true, col, Left)
		}
	}
	return c
}

// nimSprites draws a stone (a disc with a darker rim and a small light spot), the red outline of a stone
// just taken, and the green ring around a stone a winning move takes, each centred in a transparent square.
func nimSprites() (stone, ghost, winRing *Canvas) {
	const m = nimSprite / 2
	stone = NewCanvas(nimSprite, nimSprite, color.Transparent)
	stone.Disc(m, m, nimRadius, nimStoneRim)
	stone.Disc(m, m, nimRadius-2, Accent)
	stone.Disc(m-4, m-4, 3, color.RGBA{0x8f, 0xb4, 0xee, 0xff})
	ghost = NewCanvas(nimSprite, nimSprite, color.Transparent)
	ghost.Ring(m, m, nimRadius-1, 2.5, Rival)
	winRing = NewCanvas(nimSprite, nimSprite, color.Transparent)
	winRing.Ring(m, m, nimRadius+3.5, 3, Good)
	return stone, ghost, winRing
}

// nimBinary writes v in binary with at least width digits.
func nimBinary(v int64, width int) string {
	s := strconv.FormatInt(v, 2)
	for len(s) < width {
		s = "0" + s
	}
	return s
}

// GroupDigits writes v with commas between groups of three digits, so large heaps and counts stay
// readable in the pictures and the emoji and text views. It is the rule of i18n.Group, which the messages
// around a board use (1,000 in both), written here because render does not import i18n.
func GroupDigits(v int64) string {
	s := strconv.FormatInt(v, 10)
	neg := v < 0
	if neg {
		s = s[1:]
	}
	out := make([]byte, 0, len(s)+len(s)/3+1)
	if neg {
		out = append(out, '-')
	}
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	return string(out)
}

// NimGrundyValues is a run of Grundy values of a subtraction game, for NimGrundyTable.
type NimGrundyValues struct {
	Values []int // g(0), g(1), ...
	// Pre and Period describe the eventual period: g(n+Period) = g(n) for n >= Pre. Period 0: not shown.
	Pre, Period int
	// Mark is a pile size to ring (the one asked about), or -1.
	Mark int
}

// Geometry of the Grundy table.
const (
	nimCell    = 50.0
	nimTableNx = 10
)

var (
	nimPreTint    = color.RGBA{0xec, 0xe9, 0xe2, 0xff} // cells before the period starts
	nimPeriodTint = color.RGBA{0xdd, 0xe8, 0xf8, 0xff} // every other repetition of the period
)

// NimGrundyTable draws Grundy values ten to a row: each cell shows the pile size n (small, top left) and
// g(n) (large), in red where g(n) = 0 (the player to move loses). Cells before the period are grey; after
// it, the repetitions of the period alternate between paper and a pale blue, so the period shows as
// stripes; a thick bar marks where it starts.
func NimGrundyTable(t NimGrundyValues) image.Image {
	n := len(t.Values)
	rows := max(1, (n+nimTableNx-1)/nimTableNx)
	const margin = 12.0
	w := int(2*margin + nimTableNx*nimCell)
	h := int(2*margin + float64(rows)*nimCell)
	c := NewCanvas(w, h, Paper)
	at := func(i int) (x, y float64) {
		return margin + float64(i%nimTableNx)*nimCell, margin + float64(i/nimTableNx)*nimCell
	}
	for i, g := range t.Values {
		x, y := at(i)
		var bg color.Color = White
		switch {
		case t.Period > 0 && i < t.Pre:
			bg = nimPreTint
		case t.Period > 0 && ((i-t.Pre)/t.Period)%2 == 1:
			bg = nimPeriodTint
		}
		c.FillRect(int(x), int(y), int(x+nimCell), int(y+nimCell), bg)
		c.Text(strconv.Itoa(i), x+4, y+9, 10, false, Absent, Left)
		col, bold := Ink, false
		if g == 0 {
			col, bold = Rival, true
		}
		c.Text(strconv.Itoa(g), x+nimCell/2, y+nimCell/2+4, 21, bold, col, Center)
	}
	for i := 0; i <= rows; i++ {
		y := int(margin + float64(i)*nimCell)
		c.FillRect(int(margin), y, int(margin+nimTableNx*nimCell)+1, y+1, Faint)
	}
	for j := 0; j <= nimTableNx; j++ {
		x := int(margin + float64(j)*nimCell)
		c.FillRect(x, int(margin), x+1, int(margin+float64(rows)*nimCell)+1, Faint)
	}
	if t.Period > 0 && t.Pre < n {
		x, y := at(t.Pre)
		c.Line(x, y+2, x, y+nimCell-2, 5, Accent)
	}
	if t.Mark >= 0 && t.Mark < n {
		x, y := at(t.Mark)
		pts := []float64{x + 3, y + 3, x + nimCell - 3, y + 3, x + nimCell - 3, y + nimCell - 3, x + 3, y + nimCell - 3, x + 3, y + 3}
		c.Polyline(pts, 4, Good)
	}
	return c
}
