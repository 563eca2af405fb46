package grundy

// The picture of /grundy subtraction's table of Grundy values, drawn with render's kit.

import (
	"image"
	"image/color"
	"strconv"

	"kibitz/render"
)

// valueRun is a run of Grundy values of a subtraction game, for tablePicture.
type valueRun struct {
	Values []int // g(0), g(1), ...
	// Pre and Period describe the eventual period: g(n+Period) = g(n) for n >= Pre. Period 0: not shown.
	Pre, Period int
	// Mark is a pile size to ring (the one asked about), or -1.
	Mark int
}

// barShown reports whether tablePicture draws the thick bar where the period starts: the period starts
// within the table. tableAlt asks the same, so the words never describe a bar the picture lacks.
func (t valueRun) barShown() bool { return t.Period > 0 && t.Pre < len(t.Values) }

// stripesShown reports whether tablePicture tints a second repetition of the period, so the period shows
// as stripes: the table goes past the first period's end.
func (t valueRun) stripesShown() bool { return t.Period > 0 && t.Pre+t.Period < len(t.Values) }

// Geometry of the Grundy table.
const (
	tableCell = 50.0
	tableCols = 10
)

var (
	preTint    = color.RGBA{0xec, 0xe9, 0xe2, 0xff} // cells before the period starts
	periodTint = color.RGBA{0xdd, 0xe8, 0xf8, 0xff} // every other repetition of the period
)

// tablePicture draws Grundy values ten to a row: each cell shows the pile size n (small, top left) and
// g(n) (large), in red where g(n) = 0 (the player to move loses). Cells before the period are grey; after
// it, the repetitions of the period alternate between paper and a pale blue, so the period shows as
// stripes; a thick bar marks where it starts.
func tablePicture(t valueRun) image.Image {
	n := len(t.Values)
	rows := max(1, (n+tableCols-1)/tableCols)
	const margin = 12.0
	w := int(2*margin + tableCols*tableCell)
	h := int(2*margin + float64(rows)*tableCell)
	c := render.NewCanvas(w, h, render.Paper())
	at := func(i int) (x, y float64) {
		return margin + float64(i%tableCols)*tableCell, margin + float64(i/tableCols)*tableCell
	}
	for i, g := range t.Values {
		x, y := at(i)
		var bg color.Color = render.White()
		switch {
		case t.Period > 0 && i < t.Pre:
			bg = preTint
		case t.Period > 0 && ((i-t.Pre)/t.Period)%2 == 1:
			bg = periodTint
		}
		c.FillRect(int(x), int(y), int(x+tableCell), int(y+tableCell), bg)
		c.Text(strconv.Itoa(i), x+4, y+9, 10, false, render.Absent(), render.Left)
		col, bold := render.Ink(), false
		if g == 0 {
			col, bold = render.Rival(), true
		}
		c.Text(strconv.Itoa(g), x+tableCell/2, y+tableCell/2+4, 21, bold, col, render.Center)
	}
	for i := 0; i <= rows; i++ {
		y := int(margin + float64(i)*tableCell)
		c.FillRect(int(margin), y, int(margin+tableCols*tableCell)+1, y+1, render.Faint())
	}
	for j := 0; j <= tableCols; j++ {
		x := int(margin + float64(j)*tableCell)
		c.FillRect(x, int(margin), x+1, int(margin+float64(rows)*tableCell)+1, render.Faint())
	}
	if t.barShown() {
		x, y := at(t.Pre)
		c.Line(x, y+2, x, y+tableCell-2, 5, render.Accent())
	}
	if t.Mark >= 0 && t.Mark < n {
		x, y := at(t.Mark)
		pts := []float64{x + 3, y + 3, x + tableCell - 3, y + 3, x + tableCell - 3, y + tableCell - 3, x + 3, y + tableCell - 3, x + 3, y + 3}
		c.Polyline(pts, 4, render.Good())
	}
	return c
}
