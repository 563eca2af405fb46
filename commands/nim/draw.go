package nim

// The picture of a Nim board, drawn with render's kit; its emoji and text views are in draw_views.go.

import (
	"image"
	"image/color"
	"image/draw"
	"math/bits"
	"strconv"
	"sync"

	"kibitz/i18n"
	"kibitz/render"
)

// markedMove marks a move on a Nim board: Take stones from the heap at index Heap (from 0).
type markedMove struct {
	Heap int
	Take int64
}

// boardView is what the three views of a board draw (boardPicture, boardEmoji, boardText): the heaps,
// and optionally the move just made, a winning move and the heaps' Grundy values.
type boardView struct {
	Heaps []int64
	// Last is the move just made: its heap's row is highlighted and the stones it took are drawn as red
	// outlines after the ones left (or written "−k" beside the count when they do not fit).
	Last *markedMove
	// Winning is a winning move: the stones it would take are ringed in green.
	Winning *markedMove
	// Grundy, when set (one per heap), adds each heap's Grundy value in decimal and in binary, and a last
	// row "⊕" with their XOR, lined up by bit so that the reader sees the nim-sum column by column.
	Grundy []int64
	// Lang groups the counts' digits as its readers do (i18n.GroupIn): 14,997 in English, 14.997 in
	// Spanish and Portuguese, where a comma is a decimal point.
	Lang i18n.Lang
}

// Geometry of a Nim board's picture, in pixels.
const (
	picMargin    = 16.0
	picRowH      = 44.0
	picPitch     = 32.0 // from one stone's centre to the next
	picRadius    = 12.5
	picSprite    = 40   // the side of the square each stone or ring is drawn in, once, then copied
	picLabelW    = 40.0 // the heap number
	picMaxStones = 16   // more stones than this in a row are drawn as a few and a count
	picTextSize  = 19.0
)

var (
	rowTint  = color.RGBA{0xfb, 0xec, 0xb4, 0xff} // a paler Highlight behind the last move's row
	winTint  = color.RGBA{0xdc, 0xec, 0xda, 0xff} // a pale Good behind the winning move's row
	stoneRim = color.RGBA{0x1f, 0x4e, 0x9a, 0xff} // a darker Accent around each stone
)

// boardPicture draws a Nim position: one row per heap, numbered from 1 as the commands name them, each a
// line of stones with the count at its right. A heap of more than 16 stones (or one whose last move would
// not fit) shows its first stones, an ellipsis, and the count in bold, so heaps up to 2^63-1 draw in the
// same space.
func boardPicture(b boardView) image.Image {
	cols := 3
	for i, h := range b.Heaps {
		n := h
		if b.Last != nil && b.Last.Heap == i {
			n += b.Last.Take
		}
		if n > int64(cols) {
			cols = int(min(n, picMaxStones))
		}
	}
	countTexts := make([]string, len(b.Heaps))
	countW := 0.0
	for i, h := range b.Heaps {
		countTexts[i] = i18n.GroupIn(b.Lang, h)
		countW = max(countW, render.TextWidth(countTexts[i], picTextSize, true))
	}
	deltaW := 0.0
	for _, m := range []*markedMove{b.Last, b.Winning} {
		if m != nil {
			deltaW = max(deltaW, render.TextWidth("−"+i18n.GroupIn(b.Lang, m.Take), picTextSize-3, true)+10)
		}
	}
	grundyW, bitsW, width := 0.0, 0.0, 0
	var sum int64
	nbits := 0
	if len(b.Grundy) == len(b.Heaps) && len(b.Grundy) > 0 {
		for _, g := range b.Grundy {
			sum ^= g
			grundyW = max(grundyW, render.TextWidth(strconv.FormatInt(g, 10), picTextSize, false))
			nbits = max(nbits, bits.Len64(uint64(g)))
		}
		grundyW = max(grundyW, render.TextWidth(strconv.FormatInt(sum, 10), picTextSize, true)) + 34
		nbits = max(nbits, 1)
		if nbits <= 24 {
			bitsW = float64(nbits)*render.TextWidth("0", picTextSize, false) + 28
		}
	}
	stonesW := float64(cols) * picPitch
	width = int(2*picMargin + picLabelW + stonesW + 14 + countW + deltaW + grundyW + bitsW)
	rows := len(b.Heaps)
	if grundyW > 0 {
		rows++
	}
	height := int(2*picMargin + float64(rows)*picRowH)
	c := render.NewCanvas(width, height, render.Paper())

	// Stones and rings are drawn once each on small canvases and copied, so that every stone is the same
	// to the pixel. (They were first drawn so when a fill cost a pass over the whole canvas: a quarter of a
	// second for a board of ten full rows.)
	// The sprites are drawn once for the process (stoneSprites), and copied as the *image.RGBA they are:
	// draw.Draw takes its fast path for that type alone, and a *render.Canvas went pixel by pixel through
	// interface calls, with the same arithmetic (the same pixels), four times slower. With /nim analyze's
	// canvas recycled (render.EncodeAndRecycle; it was encoded by render.PNG, its 600 KB left to the
	// collector), its answer with a picture (commands/all BenchmarkAnswers/nim-analyze/picture, CPU time,
	// medians of 5 runs of 1,000 interleaved with the code before, the shared 2-core machine) took 793 µs
	// where it took 1577 (0.50), and allocates 75 KB, not 610. No golden changed.
	stone, ghost, winRing := stoneSprites()
	stamp := func(sprite *image.RGBA, x, y float64) {
		at := image.Pt(int(x)-picSprite/2, int(y)-picSprite/2)
		draw.Draw(c.RGBA, image.Rectangle{Min: at, Max: at.Add(image.Pt(picSprite, picSprite))}, sprite, image.Point{}, draw.Over)
	}
	stonesX := picMargin + picLabelW
	countX := stonesX + stonesW + 14 // left edge of the counts; they are right-aligned at countX+countW
	grundyX := countX + countW + deltaW + grundyW
	for i, h := range b.Heaps {
		top := picMargin + float64(i)*picRowH
		cy := top + picRowH/2
		var last, win int64
		if b.Last != nil && b.Last.Heap == i {
			last = b.Last.Take
			c.FillRect(int(picMargin/2), int(top+2), width-int(picMargin/2), int(top+picRowH-2), rowTint)
		}
		if b.Winning != nil && b.Winning.Heap == i {
			win = min(b.Winning.Take, h)
			c.FillRect(int(picMargin/2), int(top+2), width-int(picMargin/2), int(top+picRowH-2), winTint)
		}
		c.Text(strconv.Itoa(i+1), picMargin+picLabelW/2-4, cy, picTextSize-2, true, render.Absent(), render.Center)
		stoneX := func(k int) float64 { return stonesX + (float64(k)+0.5)*picPitch }
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
					x := int(stoneX(shown) + float64(d-1)*9 + picPitch/2)
					c.FillRect(x-2, int(cy)-2, x+3, int(cy)+3, render.Absent())
				}
			}
		}
		c.Text(countTexts[i], countX+countW, cy, picTextSize, !fits || h >= 10, render.Ink(), render.Right)
		switch {
		case last > 0 && !fits:
			c.Text("−"+i18n.GroupIn(b.Lang, last), countX+countW+8, cy, picTextSize-3, true, render.Rival(), render.Left)
		case win > 0 && !fits:
			c.Text("−"+i18n.GroupIn(b.Lang, win), countX+countW+8, cy, picTextSize-3, true, render.Good(), render.Left)
		}
		if grundyW > 0 {
			c.Text(strconv.FormatInt(b.Grundy[i], 10), grundyX, cy, picTextSize, false, render.Accent(), render.Right)
			if bitsW > 0 {
				c.Text(binary(b.Grundy[i], nbits), grundyX+22, cy, picTextSize, false, render.Ink(), render.Left)
			}
		}
	}
	if grundyW > 0 {
		top := picMargin + float64(len(b.Heaps))*picRowH
		cy := top + picRowH/2
		c.Line(countX, top+1, float64(width)-picMargin, top+1, 2, render.Ink())
		c.Text("⊕", grundyX-grundyW+6, cy, picTextSize+2, true, render.Ink(), render.Left)
		col := render.Good()
		if sum == 0 {
			col = render.Rival()
		}
		c.Text(strconv.FormatInt(sum, 10), grundyX, cy, picTextSize, true, col, render.Right)
		if bitsW > 0 {
			c.Text(binary(sum, nbits), grundyX+22, cy, picTextSize, true, col, render.Left)
		}
	}
	return c
}

// stoneSprites draws a stone (a disc with a darker rim and a small light spot), the red outline of a stone
// just taken, and the green ring around a stone a winning move takes, each centred in a transparent square;
// once, the same for every board, which only reads them.
func stoneSprites() (stone, ghost, winRing *image.RGBA) {
	s := sprites()
	return s[0], s[1], s[2]
}

var sprites = sync.OnceValue(func() [3]*image.RGBA {
	const m = picSprite / 2
	s := render.NewCanvas(picSprite, picSprite, color.Transparent)
	s.Disc(m, m, picRadius, stoneRim)
	s.Disc(m, m, picRadius-2, render.Accent())
	s.Disc(m-4, m-4, 3, color.RGBA{0x8f, 0xb4, 0xee, 0xff})
	g := render.NewCanvas(picSprite, picSprite, color.Transparent)
	g.Ring(m, m, picRadius-1, 2.5, render.Rival())
	w := render.NewCanvas(picSprite, picSprite, color.Transparent)
	w.Ring(m, m, picRadius+3.5, 3, render.Good())
	return [3]*image.RGBA{s.RGBA, g.RGBA, w.RGBA}
})

// binary writes v in binary with at least width digits.
func binary(v int64, width int) string {
	s := strconv.FormatInt(v, 2)
	for len(s) < width {
		s = "0" + s
	}
	return s
}
