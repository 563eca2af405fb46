package render

import (
	"image"
	"image/color"
	"strings"

	"kibitz/solvers/wordle"
)

// Wordle's own colours beside the palette: the empty tile's border, the keys not used yet, and the
// high-contrast pair that replaces green and yellow for colour-blind players: the original game's
// orange and blue.
var (
	wordleEmptyBorder = color.RGBA{0xd3, 0xd6, 0xda, 0xff}
	wordleUnusedKey   = color.RGBA{0xd3, 0xd6, 0xda, 0xff}
	wordleOrange      = color.RGBA{0xf5, 0x79, 0x3a, 0xff}
	wordleBlue        = color.RGBA{0x85, 0xc0, 0xf9, 0xff}
)

// The geometry of a Wordle image, in pixels.
const (
	wordleMargin    = 16.0
	wordleTile      = 58.0
	wordleTileGap   = 6.0
	wordleBoardW    = 5*wordleTile + 4*wordleTileGap // 314
	wordleWidth     = wordleBoardW + 2*wordleMargin  // 346
	wordleKeyH      = 42.0
	wordleKeyGap    = 5.0
	wordleKeyboardY = 18.0 // space between the board and the keyboard
)

// wordleKeyRows is the QWERTY layout Wordle's keyboard uses.
var wordleKeyRows = [3]string{"qwertyuiop", "asdfghjkl", "zxcvbnm"}

// Wordle draws a Wordle board: each row of rows as five tiles coloured by its feedback (green, yellow,
// grey; with highContrast orange, blue, grey) with the guess's letters, then empty tiles up to the six
// rows of a game. With keys, the keyboard of used letters follows below, each key in the best colour its
// letter has had. The image is 346 pixels wide, 410 high without a keyboard and 564 with one.
func Wordle(rows wordle.History, keys *wordle.Keyboard, highContrast bool) image.Image {
	pal := wordlePaletteOf(highContrast)
	n := max(len(rows), wordle.MaxGuesses)
	boardH := float64(n)*wordleTile + float64(n-1)*wordleTileGap
	h := wordleMargin + boardH + wordleMargin
	if keys != nil {
		h += wordleKeyboardY + 3*wordleKeyH + 2*wordleKeyGap
	}
	c := NewCanvas(int(wordleWidth), int(h), Paper)
	for r := range n {
		y := wordleMargin + float64(r)*(wordleTile+wordleTileGap)
		for i := range 5 {
			x := wordleMargin + float64(i)*(wordleTile+wordleTileGap)
			if r >= len(rows) {
				wordleEmptyTile(c, x, y)
				continue
			}
			row := rows[r]
			fill := pal.colour(row.Feedback.Colour(i))
			c.FillRect(int(x), int(y), int(x+wordleTile), int(y+wordleTile), fill)
			letter := strings.ToUpper(string(row.Guess[i]))
			c.Text(letter, x+wordleTile/2, y+wordleTile/2, 32, true, White, Center)
		}
	}
	if keys != nil {
		wordleKeyboard(c, *keys, pal, wordleMargin+boardH+wordleKeyboardY)
	}
	return c
}

// wordleEmptyTile is a tile not guessed yet: white with a light border.
func wordleEmptyTile(c *Canvas, x, y float64) {
	const border = 2
	x0, y0, x1, y1 := int(x), int(y), int(x+wordleTile), int(y+wordleTile)
	c.FillRect(x0, y0, x1, y1, wordleEmptyBorder)
	c.FillRect(x0+border, y0+border, x1-border, y1-border, White)
}

// wordlePalette is the colours of a letter in the right place and of one elsewhere in the word.
type wordlePalette struct{ correct, present color.Color }

// wordlePaletteOf is Wordle's green and yellow, or with highContrast its orange and blue.
func wordlePaletteOf(highContrast bool) wordlePalette {
	if highContrast {
		return wordlePalette{wordleOrange, wordleBlue}
	}
	return wordlePalette{Good, Present}
}

// colour is the tile colour of a feedback colour.
func (p wordlePalette) colour(col wordle.Colour) color.Color {
	switch col {
	case wordle.Green:
		return p.correct
	case wordle.Yellow:
		return p.present
	}
	return Absent
}

// wordleKeyboard draws the three rows of keys from top y, each row centred, keys as wide as ten fill the
// board's width.
func wordleKeyboard(c *Canvas, keys wordle.Keyboard, pal wordlePalette, top float64) {
	const keyW = (wordleBoardW - 9*wordleKeyGap) / 10
	for r, letters := range wordleKeyRows {
		n := float64(len(letters))
		rowW := n*keyW + (n-1)*wordleKeyGap
		x0 := (wordleWidth - rowW) / 2
		y := top + float64(r)*(wordleKeyH+wordleKeyGap)
		for i := range len(letters) {
			x := x0 + float64(i)*(keyW+wordleKeyGap)
			var fill, ink color.Color = wordleUnusedKey, Ink
			switch keys.State(letters[i]) {
			case wordle.Correct:
				fill, ink = pal.correct, White
			case wordle.Present:
				fill, ink = pal.present, White
			case wordle.Absent:
				fill, ink = Absent, White
			}
			c.FillRect(int(x), int(y), int(x+keyW), int(y+wordleKeyH), fill)
			c.Text(strings.ToUpper(letters[i:i+1]), x+keyW/2, y+wordleKeyH/2, 17, true, ink, Center)
		}
	}
}
