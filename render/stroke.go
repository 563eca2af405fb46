package render

import (
	"image/color"
	"math"
)

// Strokes draws the segments through pts (x0, y0, x1, y1, ...), with round joins when joins is set, each
// segment shortened by gap at both ends: a long path, such as a knight's tour, drawn in few fills. A run
// of 8 segments is one fill: one rasterizer over the run's bounding box rather than one per segment and
// join, and where the shapes of a run overlap they are painted once, not blended twice. Within a run all
// the shapes wind the same way, so where they overlap the non-zero rule keeps them solid (the rasterizer
// adds windings and clamps: shapes of opposite winding would cancel). Longer runs, or a band of the
// knight's colour scale as one fill, make boxes that span much of the board: a fill over the whole canvas
// per band cost 500 ms for a 30 x 30 drawing, runs of 32 segments 20 ms.
//
// Measured again on commands/knight's BenchmarkPathPicture: the boxes of the runs add up to 3.7 canvases
// at 30 x 30 (147 fills), 8.6 at 60 x 60 (482) and 10.1 at 100 x 100 (1,265), and the fills are about 60%
// of the drawing's CPU time, half of it the rasterizer's pass over every pixel of each box. A real cost,
// but smaller boxes (shorter runs, or a box for each segment) would paint twice where a run's shapes
// overlap, and a box's size decides whether the rasterizer works in fixed or in floating point: either
// changes pixels of every line drawing, so the runs stay as they are. What went instead is the
// rasterizers' memory, 4 bytes a pixel of every box (fill's rasterizers, in canvas.go): 44 MB allocated
// for a 100 x 100 drawing before, 6.7 after, 19 and 6.6 MB at 30 x 30. Medians of 5, interleaved with the
// code before: wall time 168 and 172 ms at 100 x 100 (no change), 92.0 and 85.3 ms at 30 x 30 (0.93),
// CPU time of the two together 194 and 151 ms (0.78: the collector's work gone), and a numbered 12 x 12
// board (BenchmarkNumberedPicture) 19.3 and 12.5 ms (0.65).
func (c *Canvas) Strokes(pts []float64, width float64, col color.Color, joins bool, gap float64) {
	const run = 8
	for i := 0; i+3 < len(pts); i += 2 * run {
		c.fill(col, func(p *path) { strokes(p, pts[i:min(i+2*run+2, len(pts))], width, joins, gap) })
	}
}

// Segments is Strokes without joins, all in one fill: where segments cross, they are painted once, not
// blended twice as two of Strokes' runs are. One fill makes one pass over the segments' bounding box,
// which for a knight's numbered tour is the whole board: an 8 x 8 board in runs of 8 made 8 passes over
// most of it, 9.3 ms to draw the picture, and makes one now, 3.0 to 3.7 ms (medians of 5, loaded
// 2-core machine). For a path of a few hundred segments at most; a longer one, over a larger canvas,
// goes in Strokes' runs, whose boxes are small beside the canvas.
func (c *Canvas) Segments(pts []float64, width float64, col color.Color, gap float64) {
	c.fill(col, func(p *path) { strokes(p, pts, width, false, gap) })
}

// strokes adds to p the segments through pts, shortened by gap at both ends, with round joins when joins
// is set (Strokes).
func strokes(p *path, pts []float64, width float64, joins bool, gap float64) {
	for j := 0; j+3 < len(pts); j += 2 {
		x0, y0, x1, y1 := pts[j], pts[j+1], pts[j+2], pts[j+3]
		if gap > 0 {
			l := math.Hypot(x1-x0, y1-y0)
			if l <= 2*gap {
				continue
			}
			ux, uy := (x1-x0)/l*gap, (y1-y0)/l*gap
			x0, y0, x1, y1 = x0+ux, y0+uy, x1-ux, y1-uy
		}
		segment(p, x0, y0, x1, y1, width)
		if joins && j > 0 {
			circleReverse(p, pts[j], pts[j+1], width/2)
		}
	}
}

// Dashes draws a dashed line from (x0, y0) to (x1, y1), dashes and gaps dash long, in one fill.
func (c *Canvas) Dashes(x0, y0, x1, y1, width, dash float64, col color.Color) {
	l := math.Hypot(x1-x0, y1-y0)
	if l == 0 {
		return
	}
	ux, uy := (x1-x0)/l, (y1-y0)/l
	c.fill(col, func(p *path) {
		for d := 0.0; d < l; d += 2 * dash {
			e := min(d+dash, l)
			segment(p, x0+ux*d, y0+uy*d, x0+ux*e, y0+uy*e, width)
		}
	})
}
