package render

import (
	"image/color"
	"math"
)

// Contrast is the contrast ratio of two colours as WCAG 2 defines it, from 1 (the same) to 21 (black on
// white): (L1 + 0.05) / (L2 + 0.05), L1 the lighter colour's relative luminance. A mark a reader must see
// (the last move on a chessboard, a medal's rank) wants 3:1 against what it is drawn on, text 4.5:1.
func Contrast(a, b color.RGBA) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// InkOn is the colour to write on fill: White, or Ink where that contrasts more with it (Contrast). A
// light fill (Wordle's yellow, a gold medal) takes the dark ink, a dark one white.
func InkOn(fill color.Color) color.RGBA {
	f := color.RGBAModel.Convert(fill).(color.RGBA)
	if Contrast(White(), f) >= Contrast(Ink(), f) {
		return White()
	}
	return Ink()
}

// luminance is c's relative luminance: its sRGB channels made linear, weighted as the eye sees them.
func luminance(c color.RGBA) float64 {
	linear := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*linear(c.R) + 0.7152*linear(c.G) + 0.0722*linear(c.B)
}
