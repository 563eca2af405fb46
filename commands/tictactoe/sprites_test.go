package tictactoe

import (
	"image"
	"testing"

	"kibitz/render"
)

// TestMarkSpritesAreTheMarksDrawn: the X and the O that drawPicture copies into each cell are the marks
// drawn there on paper, pixel for pixel, and every pixel outside a mark's square is paper, so that the
// copy leaves the rest of the picture as drawing the mark would; and the grid leaves every mark's square
// paper, so that the copy erases none of it.
func TestMarkSpritesAreTheMarksDrawn(t *testing.T) {
	marks := markSprites()
	grid := emptyGrid()
	for i := range 9 {
		r := marks[0][i].Rect.Union(marks[1][i].Rect)
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				if grid.RGBAAt(x, y) != render.Paper() {
					t.Fatalf("the grid reaches (%d, %d), in cell %d's mark square %v", x, y, i+1, r)
				}
			}
		}
	}
	for k, name := range []string{"X", "O"} {
		for i := range 9 {
			c := render.NewCanvas(pictureSize, pictureSize, render.Paper())
			drawMark(c, k, i)
			sprite := marks[k][i]
			for y := range int(pictureSize) {
				for x := range int(pictureSize) {
					want := c.RGBAAt(x, y)
					if image.Pt(x, y).In(sprite.Rect) {
						if got := sprite.RGBAAt(x, y); got != want {
							t.Fatalf("%s in cell %d: (%d, %d) is %v, drawn %v", name, i+1, x, y, got, want)
						}
					} else if want != render.Paper() {
						t.Fatalf("%s in cell %d: (%d, %d) outside its square (%v) is drawn", name, i+1, x, y, sprite.Rect)
					}
				}
			}
		}
	}
}
