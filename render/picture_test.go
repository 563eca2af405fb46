package render

import "image"

// testPicture draws a picture from the kit alone for the tests of the encoder and the cache, which must
// not depend on any game's drawing: a row of discs for each number, as many as it says (at most 16), and
// the number beside them, so that different numbers draw different pictures.
func testPicture(rows ...int64) image.Image {
	c := NewCanvas(320, 16+40*max(len(rows), 1), Paper())
	for i, n := range rows {
		y := 36 + 40*float64(i)
		for k := range min(n, 16) {
			c.Disc(24+16*float64(k), y, 6, Accent())
		}
		c.Text(GroupDigits(n), 304, y, 19, true, Ink(), Right)
	}
	return c
}
