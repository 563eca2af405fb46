package wordle

import (
	"image"
	"image/color"
	"strings"

	"kibitz/render"
	"kibitz/solvers/wordle"
)

// Wordle's own colours beside the palette: the empty tile's border, the keys not used yet, and the
// high-contrast pair that replaces green and yellow for colour-blind players: the original game's
// orange and blue.
var (
	emptyBorder = color.RGBA{0xd3, 0xd6, 0xda, 0xff}
	unusedKey   = color.RGBA{0xd3, 0xd6, 0xda, 0xff}
	orangeTile  = color.RGBA{0xf5, 0x79, 0x3a, 0xff}
	blueTile    = color.RGBA{0x85, 0xc0, 0xf9, 0xff}
)

// The geometry of a Wordle image, in pixels.
const (
	picMargin    = 16.0
	picTile      = 58.0
	picTileGap   = 6.0
	picBoardW    = 5*picTile + 4*picTileGap // 314
	picWidth     = picBoardW + 2*picMargin  // 346
	picKeyH      = 42.0
	picKeyGap    = 5.0
	picKeyboardY = 18.0 // space between the board and the keyboard
)

// keyRows is the QWERTY layout Wordle's keyboard uses.
var keyRows = [3]string{"qwertyuiop", "asdfghjkl", "zxcvbnm"}

// boardPicture draws a Wordle board: each row of rows as five tiles coloured by its feedback (green, yellow,
// grey; with highContrast orange, blue, grey) with the guess's letters, then empty tiles up to the six
// rows of a game. With keys, the keyboard of used letters follows below, each key in the best colour its
// letter has had. The image is 346 pixels wide, 410 high without a keyboard and 564 with one.
func boardPicture(rows wordle.History, keys *wordle.Keyboard, highContrast bool) image.Image {
	pal := tilePaletteOf(highContrast)
	n := max(len(rows), wordle.MaxGuesses)
	boardH := float64(n)*picTile + float64(n-1)*picTileGap
	h := picMargin + boardH + picMargin
	if keys != nil {
		h += picKeyboardY + 3*picKeyH + 2*picKeyGap
	}
	c := render.NewCanvas(int(picWidth), int(h), render.Paper())
	for r := range n {
		y := picMargin + float64(r)*(picTile+picTileGap)
		for i := range 5 {
			x := picMargin + float64(i)*(picTile+picTileGap)
			if r >= len(rows) {
				emptyTile(c, x, y)
				continue
			}
			row := rows[r]
			fill := pal.colour(row.Feedback.Colour(i))
			c.FillRect(int(x), int(y), int(x+picTile), int(y+picTile), fill)
			letter := strings.ToUpper(string(row.Guess[i]))
			c.Text(letter, x+picTile/2, y+picTile/2, 32, true, inkOn(fill), render.Center)
		}
	}
	if keys != nil {
		drawKeyboard(c, *keys, pal, picMargin+boardH+picKeyboardY)
	}
	return c
}

// emptyTile is a tile not guessed yet: white with a light border.
func emptyTile(c *render.Canvas, x, y float64) {
	const border = 2
	x0, y0, x1, y1 := int(x), int(y), int(x+picTile), int(y+picTile)
	c.FillRect(x0, y0, x1, y1, emptyBorder)
	c.FillRect(x0+border, y0+border, x1-border, y1-border, render.White())
}

// tilePalette is the colours of a letter in the right place and of one elsewhere in the word.
type tilePalette struct{ correct, present color.Color }

// tilePaletteOf is Wordle's green and yellow, or with highContrast its orange and blue.
func tilePaletteOf(highContrast bool) tilePalette {
	if highContrast {
		return tilePalette{orangeTile, blueTile}
	}
	return tilePalette{render.Good(), render.Present()}
}

// colour is the tile colour of a feedback colour.
func (p tilePalette) colour(col wordle.Colour) color.Color {
	switch col {
	case wordle.Green:
		return p.correct
	case wordle.Yellow:
		return p.present
	}
	return render.Absent()
}

// drawKeyboard draws the three rows of keys from top y, each row centred, keys as wide as ten fill the
// board's width.
func drawKeyboard(c *render.Canvas, keys wordle.Keyboard, pal tilePalette, top float64) {
	const keyW = (picBoardW - 9*picKeyGap) / 10
	for r, letters := range keyRows {
		n := float64(len(letters))
		rowW := n*keyW + (n-1)*picKeyGap
		x0 := (picWidth - rowW) / 2
		y := top + float64(r)*(picKeyH+picKeyGap)
		for i := range len(letters) {
			x := x0 + float64(i)*(keyW+picKeyGap)
			var fill color.Color = unusedKey
			switch keys.State(letters[i]) {
			case wordle.Correct:
				fill = pal.correct
			case wordle.Present:
				fill = pal.present
			case wordle.Absent:
				fill = render.Absent()
			}
			c.FillRect(int(x), int(y), int(x+keyW), int(y+picKeyH), fill)
			c.Text(strings.ToUpper(letters[i:i+1]), x+keyW/2, y+picKeyH/2, 17, true, inkOn(fill), render.Center)
		}
	}
}

// inkOn is the colour of a letter on a tile or key of fill: white, or the dark ink where that contrasts
// more (render.InkOn: WCAG's contrast ratio of relative luminances). White letters on the light tiles,
// Wordle's yellow (2.07:1), the high-contrast blue (1.93:1) and orange (2.73:1), were below the 3:1 that
// large bold text needs; dark ink on them is 7.6, 8.2 and 5.8 to 1. The fills stay as they are, so the
// colours mean what they meant and the light tiles stay lighter than green and grey, which is what tells
// them apart for a colour-blind player; green (4.0:1) and grey (4.2:1) keep white letters.
func inkOn(fill color.Color) color.Color { return render.InkOn(fill) }
