package render

import (
	"image"
	"image/color"
	"strings"
	"unicode"

	"golang.org/x/image/font/sfnt"
)

// LeaderboardRow is one line of a leaderboard: the player's rank (players with as many wins share one),
// name and wins; Me marks the player who asked, whose row is tinted.
type LeaderboardRow struct {
	Rank int
	Name string // as Drawable returns it: what the font cannot draw is the caller's to replace
	Wins int64
	Me   bool
	// Time is the player's best time, as digits that read the same in every language ("12:05"), on a
	// ranking of games against the clock; "" for none.
	Time string
}

// The geometry of a leaderboard, in pixels.
const (
	lbWidth    = 480.0
	lbMargin   = 16.0
	lbRowH     = 40.0
	lbBadgeR   = 14.0 // the radius of a medal
	lbNameX    = lbMargin + 2*lbBadgeR + 14
	lbTextSize = 19.0
	lbBarPad   = 6.0 // the wins bar's inset from the row's top and bottom
)

var (
	lbGold    = color.RGBA{0xd9, 0xa4, 0x1e, 0xff}
	lbSilver  = color.RGBA{0x9a, 0xa0, 0xa8, 0xff}
	lbBronze  = color.RGBA{0xb8, 0x6b, 0x2e, 0xff}
	lbBar     = color.RGBA{0xdc, 0xe6, 0xf7, 0xff} // a pale Accent: the wins against the leader's
	lbMeTint  = color.RGBA{0xfb, 0xec, 0xb4, 0xff} // a paler Highlight behind the asker's row
	lbDivider = color.RGBA{0xe6, 0xe2, 0xd8, 0xff}
)

// Leaderboard draws a ranking as a table without words, so that it reads the same in every language (the
// message around it says what it ranks): a row a player, best first, each with its rank (a gold, silver
// or bronze medal for the first three ranks), the name over a pale bar as long against the row as the
// wins against the leader's, and the wins at the right, with the best time before them in grey where a
// row has one. The image is 480 pixels wide and 32 + 40 per row high.
func Leaderboard(rows []LeaderboardRow) image.Image {
	h := 2*lbMargin + float64(max(len(rows), 1))*lbRowH
	c := NewCanvas(int(lbWidth), int(h), Paper)
	var top int64 = 1
	winsW, timeW := 0.0, 0.0
	for _, r := range rows {
		top = max(top, r.Wins)
		winsW = max(winsW, TextWidth(GroupDigits(r.Wins), lbTextSize, true))
		timeW = max(timeW, TextWidth(r.Time, lbTextSize-3, false))
	}
	right := lbWidth - lbMargin
	winsX := right - 12 // the wins' right edge
	timeX := winsX - winsW - 14
	barX0, barX1 := lbNameX-8, winsX-winsW-10
	if timeW > 0 {
		barX1 = timeX - timeW - 10
	}
	nameMax := barX1 - 4 - lbNameX
	for i, r := range rows {
		y0 := lbMargin + float64(i)*lbRowH
		mid := y0 + lbRowH/2
		if r.Me {
			c.FillRect(int(lbMargin), int(y0), int(right), int(y0+lbRowH), lbMeTint)
		}
		if r.Wins > 0 {
			w := (barX1 - barX0) * float64(r.Wins) / float64(top)
			c.FillRect(int(barX0), int(y0+lbBarPad), int(barX0+w), int(y0+lbRowH-lbBarPad), lbBar)
		}
		if i > 0 {
			c.FillRect(int(lbMargin), int(y0), int(right), int(y0)+1, lbDivider)
		}
		cx := lbMargin + lbBadgeR
		rank := GroupDigits(int64(r.Rank))
		if medal := lbMedal(r.Rank); medal != nil {
			c.Disc(cx, mid, lbBadgeR, medal)
			c.Text(rank, cx, mid, lbTextSize-3, true, White, Center)
		} else {
			c.Text(rank, cx, mid, lbTextSize-3, true, Ink, Center)
		}
		c.Text(fitWidth(r.Name, lbTextSize, r.Me, nameMax), lbNameX, mid, lbTextSize, r.Me, Ink, Left)
		c.Text(GroupDigits(r.Wins), winsX, mid, lbTextSize, true, Ink, Right)
		if r.Time != "" {
			c.Text(r.Time, timeX, mid, lbTextSize-3, false, Absent, Right)
		}
	}
	return c
}

// lbMedal is the colour of a rank's medal, nil below the third.
func lbMedal(rank int) color.Color {
	switch rank {
	case 1:
		return lbGold
	case 2:
		return lbSilver
	case 3:
		return lbBronze
	}
	return nil
}

// fitWidth is s, cut at a character and ended with "…" when it is wider than max pixels.
func fitWidth(s string, size float64, bold bool, max float64) string {
	if TextWidth(s, size, bold) <= max {
		return s
	}
	runes := []rune(s)
	for n := len(runes) - 1; n > 0; n-- {
		cut := strings.TrimRight(string(runes[:n]), " ") + "…"
		if TextWidth(cut, size, bold) <= max {
			return cut
		}
	}
	return "…"
}

// Drawable is s as the pictures' font (DejaVu Sans, regular and bold) can draw it: the characters it has
// no glyph for left out (an emoji, a flag, a symbol) along with control characters, and the spaces this
// leaves doubled or at the ends taken away. ok is false when a left-out character is a letter or a digit
// (a name in Hangul or in Chinese characters), which cannot be left out without making it another name:
// the caller then shows something else in its place.
func Drawable(s string) (drawn string, ok bool) {
	regular, bold := parsedFonts()
	var buf sfnt.Buffer
	has := func(f *sfnt.Font, r rune) bool {
		g, err := f.GlyphIndex(&buf, r)
		return err == nil && g != 0
	}
	var sb strings.Builder
	ok = true
	for _, r := range s {
		if unicode.IsSpace(r) {
			sb.WriteByte(' ')
			continue
		}
		if unicode.IsControl(r) {
			continue
		}
		if !has(regular, r) || !has(bold, r) { // the asker's name is drawn in bold
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				ok = false
			}
			continue
		}
		sb.WriteRune(r)
	}
	return strings.Join(strings.Fields(sb.String()), " "), ok
}
