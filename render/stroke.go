package render

import (
	"image/color"
	"math"
)

// Strokes draws the segments through pts (x0, y0, x1, y1, ...), with round joins when joins is set, each
// segment shortened by gap at both ends: a long path, such as a knight's tour, drawn in few fills. A run
// of 8 segments is one fill (fillSparse): where the shapes of a run overlap they are painted once, not
// blended twice. Within a run all the shapes wind the same way, so where they overlap the non-zero rule
// keeps them solid (the rasterizer adds windings and clamps: shapes of opposite winding would cancel).
//
// The runs were chosen for fill's rasterizer, which costs its whole bounding box: a fill over the whole
// canvas per band of the knight's colour scale cost 500 ms for a 30 x 30 drawing, runs of 32 segments
// 20 ms, and the boxes of runs of 8 added up to 3.7 canvases at 30 x 30 (147 fills), 8.6 at 60 x 60 (482)
// and 10.1 at 100 x 100 (1,265), the fills about 60% of the drawing's CPU time. fillSparse costs the
// cells the shapes touch instead, and longer runs no longer save anything (runs of 64: 4% slower at
// 30 x 30, 15% at 100 x 100, their rows' runs of touched cells longer), so the runs stay as they were and
// where they overlap is painted as before.
func (c *Canvas) Strokes(pts []float64, width float64, col color.Color, joins bool, gap float64) {
	const run = 8
	for i := 0; i+3 < len(pts); i += 2 * run {
		c.fillSparse(col, func(p *path) { strokes(p, pts[i:min(i+2*run+2, len(pts))], width, joins, gap) })
	}
}

// Segments is Strokes without joins, all in one fill: where segments cross, they are painted once, not
// blended twice as two of Strokes' runs are. For a path of a few hundred segments at most, a knight's
// numbered tour; a longer one goes in Strokes' runs. Its fill was one pass of fill's rasterizer over the
// whole board, a numbered board's largest cost; fillSparse paints only the cells the segments touch
// (BenchmarkSegments, see fillSparse).
func (c *Canvas) Segments(pts []float64, width float64, col color.Color, gap float64) {
	c.fillSparse(col, func(p *path) { strokes(p, pts, width, false, gap) })
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
	c.fillSparse(col, func(p *path) {
		for d := 0.0; d < l; d += 2 * dash {
			e := min(d+dash, l)
			segment(p, x0+ux*d, y0+uy*d, x0+ux*e, y0+uy*e, width)
		}
	})
}
