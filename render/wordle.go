package render

import (
	"image"
	"image/color"
	"strings"

	"kibitz/solvers/wordle"
)

// Wordle's own colours beside the palette: the empty tile's border and the keys not used yet.
var (
	wordleEmptyBorder = color.RGBA{0xd3, 0xd6, 0xda, 0xff}
	wordleUnusedKey   = color.RGBA{0xd3, 0xd6, 0xda, 0xff}
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
// grey) with the guess's letters, then empty tiles up to the six rows of a game. With keys, the keyboard
// of used letters follows below, each key in the best colour its letter has had. The image is 346 pixels
// wide, 410 high without a keyboard and 564 with one.
func Wordle(rows wordle.History, keys *wordle.Keyboard) image.Image {
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
			fill := wordleColour(row.Feedback.Colour(i))
			c.FillRect(int(x), int(y), int(x+wordleTile), int(y+wordleTile), fill)
			letter := strings.ToUpper(string(row.Guess[i]))
			c.Text(letter, x+wordleTile/2, y+wordleTile/2, 32, true, White, Center)
		}
	}
	if keys != nil {
		wordleKeyboard(c, *keys, wordleMargin+boardH+wordleKeyboardY)
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

// wordleColour is the tile colour of a feedback colour.
func wordleColour(col wordle.Colour) color.Color {
	switch col {
	case wordle.Green:
		return Good
	case wordle.Yellow:
		return Present
	}
	return Absent
}

// wordleKeyboard draws the three rows of keys from top y, each row centred, keys as wide as ten fill the
// board's width.
func wordleKeyboard(c *Canvas, keys wordle.Keyboard, top float64) {
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
				fill, ink = Good, White
			case wordle.Present:
				fill, ink = Present, White
			case wordle.Absent:
				fill, ink = Absent, White
			}
			c.FillRect(int(x), int(y), int(x+keyW), int(y+wordleKeyH), fill)
			c.Text(strings.ToUpper(letters[i:i+1]), x+keyW/2, y+wordleKeyH/2, 17, true, ink, Center)
		}
	}
}
