package leaderboard

// The picture of a leaderboard, drawn with render's kit; its emoji and text views are in view.go.

import (
	"image"
	"image/color"
	"strings"

	"kibitz/render"
)

// pictureRow is one line of a leaderboard: the player's rank (players with as many wins share one),
// name and wins; Me marks the player who asked, whose row is tinted.
type pictureRow struct {
	Rank int
	Name string // as render.Drawable returns it: what the font cannot draw is the caller's to replace
	Wins int64
	Me   bool
	// Time is the player's best time, as digits that read the same in every language ("12:05"), on a
	// ranking of games against the clock; "" for none.
	Time string
}

// The geometry of a leaderboard, in pixels.
const (
	picWidth    = 480.0
	picMargin   = 16.0
	picRowH     = 40.0
	picBadgeR   = 14.0 // the radius of a medal
	picNameX    = picMargin + 2*picBadgeR + 14
	picTextSize = 19.0
	picBarPad   = 6.0 // the wins bar's inset from the row's top and bottom
)

// The medals, each with the colour of the rank on it: Ink on gold and silver (6.98:1 and 5.99:1), white on
// a bronze dark enough for it (4.54:1), text of 16 pixels wanting 4.5:1. White on every medal read 2.26:1
// on gold and 2.64:1 on silver.
var (
	gold    = color.RGBA{0xd9, 0xa4, 0x1e, 0xff}
	silver  = color.RGBA{0x9a, 0xa0, 0xa8, 0xff}
	bronze  = color.RGBA{0xad, 0x64, 0x28, 0xff}
	barTint = color.RGBA{0xdc, 0xe6, 0xf7, 0xff} // a pale Accent: the wins against the leader's
	meTint  = color.RGBA{0xfb, 0xec, 0xb4, 0xff} // a paler Highlight behind the asker's row
	divider = color.RGBA{0xe6, 0xe2, 0xd8, 0xff}
)

// rankingPicture draws a ranking as a table without words, so that it reads the same in every language (the
// message around it says what it ranks): a row a player, best first, each with its rank (a gold, silver
// or bronze medal for the first three ranks), the name over a pale bar as long against the row as the
// wins against the leader's, and the wins at the right, with the best time before them in grey where a
// row has one. The image is 480 pixels wide and 32 + 40 per row high.
func rankingPicture(rows []pictureRow) image.Image {
	h := 2*picMargin + float64(max(len(rows), 1))*picRowH
	c := render.NewCanvas(int(picWidth), int(h), render.Paper())
	var top int64 = 1
	winsW, timeW := 0.0, 0.0
	for _, r := range rows {
		top = max(top, r.Wins)
		winsW = max(winsW, render.TextWidth(render.GroupDigits(r.Wins), picTextSize, true))
		timeW = max(timeW, render.TextWidth(r.Time, picTextSize-3, false))
	}
	right := picWidth - picMargin
	winsX := right - 12 // the wins' right edge
	timeX := winsX - winsW - 14
	barX0, barX1 := picNameX-8, winsX-winsW-10
	if timeW > 0 {
		barX1 = timeX - timeW - 10
	}
	nameMax := barX1 - 4 - picNameX
	for i, r := range rows {
		y0 := picMargin + float64(i)*picRowH
		mid := y0 + picRowH/2
		if r.Me {
			c.FillRect(int(picMargin), int(y0), int(right), int(y0+picRowH), meTint)
		}
		if r.Wins > 0 {
			w := (barX1 - barX0) * float64(r.Wins) / float64(top)
			c.FillRect(int(barX0), int(y0+picBarPad), int(barX0+w), int(y0+picRowH-picBarPad), barTint)
		}
		if i > 0 {
			c.FillRect(int(picMargin), int(y0), int(right), int(y0)+1, divider)
		}
		cx := picMargin + picBadgeR
		rank := render.GroupDigits(int64(r.Rank))
		ink := render.Ink()
		if medal := medalOf(r.Rank); medal != (color.RGBA{}) {
			c.Disc(cx, mid, picBadgeR, medal)
			ink = render.InkOn(medal)
		}
		c.Text(rank, cx, mid, picTextSize-3, true, ink, render.Center)
		c.Text(fitWidth(r.Name, picTextSize, r.Me, nameMax), picNameX, mid, picTextSize, r.Me, render.Ink(), render.Left)
		c.Text(render.GroupDigits(r.Wins), winsX, mid, picTextSize, true, render.Ink(), render.Right)
		if r.Time != "" {
			c.Text(r.Time, timeX, mid, picTextSize-3, false, render.Absent(), render.Right)
		}
	}
	return c
}

// medalOf is the colour of a rank's medal, none (zero) below the third; the rank is written on it in
// render.InkOn's colour (dark on gold and silver, white on bronze).
func medalOf(rank int) color.RGBA {
	switch rank {
	case 1:
		return gold
	case 2:
		return silver
	case 3:
		return bronze
	}
	return color.RGBA{}
}

// fitWidth is s, cut at a character and ended with "…" when it is wider than max pixels.
func fitWidth(s string, size float64, bold bool, max float64) string {
	if render.TextWidth(s, size, bold) <= max {
		return s
	}
	runes := []rune(s)
	for n := len(runes) - 1; n > 0; n-- {
		cut := strings.TrimRight(string(runes[:n]), " ") + "…"
		if render.TextWidth(cut, size, bold) <= max {
			return cut
		}
	}
	return "…"
}
