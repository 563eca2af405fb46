package knight

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"kibitz/internal/testenv"
	"kibitz/render"
	"kibitz/render/rendertest"
	"kibitz/solvers/knight"
)

// testTour solves a board for the tests, failing the test if the solver does.
func testTour(t testing.TB, rows, cols int, start knight.Square, closed bool, method knight.Method) knight.Tour {
	t.Helper()
	p := knight.Problem{Board: knight.Board{Rows: rows, Cols: cols}, Start: start}
	res, err := knight.Solve(context.Background(), p, knight.Options{Closed: closed, Method: method, Verify: true})
	if err != nil {
		t.Fatalf("Solve(%v, closed %v, %v): %v", p, closed, method, err)
	}
	return res.Tour
}

// The golden images: a small numbered board, a closed numbered board (the dashed move home), a numbered
// rectangle, a mid-size line drawing, a rectangular line drawing, and two previews (a square board with a
// few pixels a square, and a strip too long for one pixel a square). As rendertest.Golden writes them: 64, 39,
// 36, 124, 49, 34 and 4 KB, 350 KB in all; the test takes about 0.3 s.
func TestPictureGolden(t *testing.T) {
	a1 := func(rows int) knight.Square { return knight.Square{Row: rows - 1} }
	tests := []struct {
		name       string
		rows, cols int
		start      knight.Square
		closed     bool
		method     knight.Method
		draw       func(knight.Tour) image.Image
	}{
		// Warnsdorff's rule from a1: the classic picture.
		{"knight_8x8_numbered", 8, 8, a1(8), false, knight.MethodAuto, numberedPicture},
		// Closed, by the construction, from c3: the dashed line closes the tour.
		{"knight_6x6_closed", 6, 6, knight.Square{Row: 3, Col: 2}, true, knight.MethodConstruct, numberedPicture},
		// A rectangle 4 rows high: Warnsdorff's rule fails from a1, the construction takes over.
		{"knight_4x9_numbered", 4, 9, a1(4), false, knight.MethodAuto, numberedPicture},
		// A mid-size line drawing, closed by the construction: blocks joined into one cycle.
		{"knight_30x30_path_closed", 30, 30, a1(30), true, knight.MethodConstruct, pathPicture},
		// A rectangular line drawing by Warnsdorff's rule from the middle of the bottom edge.
		{"knight_12x40_path", 12, 40, knight.Square{Row: 11, Col: 20}, false, knight.MethodAuto, pathPicture},
		// A preview, 4 pixels a square.
		{"knight_150x150_preview", 150, 150, a1(150), false, knight.MethodAuto, previewPicture},
		// A strip longer than 800: each pixel averages 2 squares, rows stretched to 32 pixels.
		{"knight_3x1600_preview", 3, 1600, knight.Square{Row: 1, Col: 800}, false, knight.MethodAuto, previewPicture},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rendertest.Golden(t, tt.name, tt.draw(testTour(t, tt.rows, tt.cols, tt.start, tt.closed, tt.method)))
		})
	}
}

// TestPictureMarkers checks that every picture marks the start green and the end black where the tour
// puts them, on square boards, rectangles both ways, closed tours and the smallest board.
func TestPictureMarkers(t *testing.T) {
	tests := []struct {
		rows, cols int
		start      knight.Square
		closed     bool
		draw       func(knight.Tour) image.Image
		grid       func(knight.Board) pictureGrid
	}{
		{1, 1, knight.Square{}, false, numberedPicture, numberedGrid},
		{5, 5, knight.Square{Row: 2, Col: 2}, false, numberedPicture, numberedGrid},
		{12, 12, knight.Square{Row: 5, Col: 6}, true, numberedPicture, numberedGrid},
		{3, 4, knight.Square{Row: 1, Col: 0}, false, numberedPicture, numberedGrid},
		{10, 3, knight.Square{Row: 9, Col: 2}, true, numberedPicture, numberedGrid},
		{13, 13, knight.Square{Row: 6, Col: 6}, false, pathPicture, pathGrid},
		{3, 100, knight.Square{Row: 0, Col: 50}, false, pathPicture, pathGrid},
		{100, 5, knight.Square{Row: 99, Col: 4}, true, pathPicture, pathGrid},
		{101, 101, knight.Square{Row: 0, Col: 0}, false, previewPicture, previewGrid},
		{4, 2000, knight.Square{Row: 3, Col: 1000}, false, previewPicture, previewGrid},
		{2000, 4, knight.Square{Row: 1000, Col: 0}, false, previewPicture, previewGrid},
	}
	for _, tt := range tests {
		name := fmt.Sprintf("%dx%d_%d,%d_closed_%v", tt.rows, tt.cols, tt.start.Row+1, tt.start.Col+1, tt.closed)
		t.Run(name, func(t *testing.T) {
			tour := testTour(t, tt.rows, tt.cols, tt.start, tt.closed, knight.MethodAuto)
			img := tt.draw(tour)
			g := tt.grid(tour.Board)
			at := func(s knight.Square, corner bool) color.RGBA {
				x, y := g.centre(s)
				if corner {
					x, y = x-g.cw/2+3, y-g.ch/2+3
				}
				r, gg, b, a := img.At(int(x), int(y)).RGBA()
				return color.RGBA{uint8(r >> 8), uint8(gg >> 8), uint8(b >> 8), uint8(a >> 8)}
			}
			// A numbered square's colour shows in its corners, clear of the number and the lines; the
			// other pictures put a marker on the square's centre.
			corner := tt.rows <= numberedMax && tt.cols <= numberedMax
			if got := at(tour.Start, corner); got != startColor {
				t.Errorf("start %v: colour %v, want %v", tour.Start, got, startColor)
			}
			sx, sy := g.centre(tour.Start)
			ex, ey := g.centre(tour.End())
			switch {
			case tour.Len() == 1: // the start is the end, and green
			case !corner && (sx-ex)*(sx-ex)+(sy-ey)*(sy-ey) < 15*15: // the start's disc covers the end
			default:
				if got := at(tour.End(), corner); got != endColor {
					t.Errorf("end %v: colour %v, want %v", tour.End(), got, endColor)
				}
			}
		})
	}
}

// TestPictureSizes draws the largest board of each kind, and the longest strips, and checks that the
// pictures stay under 1000 pixels a side and 1 MB as PNG encodes them. Measured (busy 2-core
// machine, Warnsdorff's tours from a1): 12 x 12 numbered 580 x 578 px, 92 KB; 100 x 100 line drawing
// 920 x 920 px, 203 KB; 800 x 800 preview 828 x 828 px, 186 KB, the largest of all.
func TestPictureSizes(t *testing.T) {
	testenv.Heavy(t) // draws an 800 x 800 tour: 1.5 s, 16 s under -race
	tests := []struct {
		rows, cols int
		draw       func(knight.Tour) image.Image
	}{
		{12, 12, numberedPicture},
		{3, 12, numberedPicture},
		{100, 100, pathPicture},
		{3, 100, pathPicture},
		{800, 800, previewPicture},
		{3, 213_333, previewPicture},
		{213_333, 3, previewPicture},
	}
	for _, tt := range tests {
		tour := testTour(t, tt.rows, tt.cols, knight.Square{Row: tt.rows - 1}, false, knight.MethodAuto)
		img := tt.draw(tour)
		data, err := render.PNG(img)
		if err != nil {
			t.Fatal(err)
		}
		b := img.Bounds()
		t.Logf("%v: %d x %d px, %d KB", tour.Board, b.Dx(), b.Dy(), len(data)/1000)
		if b.Dx() > 1000 || b.Dy() > 1000 || b.Dx() < 32 || b.Dy() < 32 {
			t.Errorf("%v: %d x %d pixels, want 32 to 1000 a side", tour.Board, b.Dx(), b.Dy())
		}
		if len(data) > 1_000_000 {
			t.Errorf("%v: %d bytes of PNG, want under 1 MB", tour.Board, len(data))
		}
	}
}

// BenchmarkPicture draws the picture of each kind of board kibitz draws, cycling through Warnsdorff's
// tours from four starts, and encodes it as an answer does (render.EncodeAndRecycle, which takes the
// canvas back for the next); it reports the CPU time of the process a picture, drawing alone
// (draw-cpu-µs/op) and with the encoding (cpu-µs/op). The full-colour pictures (numbered, preview) find
// their bands in render's band cache after the first four, as a picture drawn again does.
func BenchmarkPicture(b *testing.B) {
	for _, n := range []int{8, 12, 30, 100, 200, 800} {
		var tours []knight.Tour
		for i := range 4 {
			tours = append(tours, testTour(b, n, n, knight.Square{Row: n - 1 - 2*i, Col: 2 * i}, false, knight.MethodAuto))
		}
		b.Run(fmt.Sprintf("%dx%d", n, n), func(b *testing.B) {
			var drawing, all time.Duration
			i := 0
			for b.Loop() {
				c0, _ := testenv.CPUTime()
				img := picture(tours[i%len(tours)])
				c1, _ := testenv.CPUTime()
				i++
				if _, err := render.EncodeAndRecycle(img); err != nil {
					b.Fatal(err)
				}
				c2, ok := testenv.CPUTime()
				if !ok {
					continue
				}
				drawing += c1 - c0
				all += c2 - c0
			}
			b.ReportMetric(float64(drawing.Nanoseconds())/1e3/float64(b.N), "draw-cpu-µs/op")
			b.ReportMetric(float64(all.Nanoseconds())/1e3/float64(b.N), "cpu-µs/op")
		})
	}
}

// BenchmarkPathPicture draws line drawings without encoding them: the closed 30 x 30 tour of the golden
// images and Warnsdorff's 100 x 100 tour from a1, the largest. pathPicture had its own box-limited copy of
// render's Canvas.fill until fill was limited to a shape's bounding box; the numbers before and after are in
// fill's comment.
func BenchmarkPathPicture(b *testing.B) {
	for _, tc := range []struct {
		n      int
		closed bool
		method knight.Method
	}{{30, true, knight.MethodConstruct}, {100, false, knight.MethodAuto}} {
		tour := testTour(b, tc.n, tc.n, knight.Square{Row: tc.n - 1}, tc.closed, tc.method)
		b.Run(fmt.Sprintf("%dx%d", tc.n, tc.n), func(b *testing.B) {
			for b.Loop() {
				pathPicture(tour)
			}
			b.ReportMetric(float64(tour.Len()-1), "moves")
		})
	}
}

// BenchmarkNumberedPicture draws the largest numbered board, 12 x 12, without encoding it.
func BenchmarkNumberedPicture(b *testing.B) {
	tour := testTour(b, 12, 12, knight.Square{Row: 11}, false, knight.MethodAuto)
	for b.Loop() {
		numberedPicture(tour)
	}
}

// TestSquaresShadedAsAChessboard: the pictures are labelled with files and ranks, so their squares are
// shaded as a chessboard's, a1 (bottom left) dark, on boards with an odd number of rows too (a 5 x 5
// board shaded from the top made a1 light and b1 dark).
func TestSquaresShadedAsAChessboard(t *testing.T) {
	for _, tt := range []struct {
		rows, cols int
		draw       func(knight.Tour) image.Image
		grid       func(knight.Board) pictureGrid
	}{
		{5, 5, numberedPicture, numberedGrid},
		{3, 4, numberedPicture, numberedGrid},
		{8, 8, numberedPicture, numberedGrid},
		{13, 13, pathPicture, pathGrid},
	} {
		t.Run(fmt.Sprintf("%dx%d", tt.rows, tt.cols), func(t *testing.T) {
			tour := testTour(t, tt.rows, tt.cols, knight.Square{}, false, knight.MethodAuto)
			img, g := tt.draw(tour), tt.grid(tour.Board)
			corner := func(s knight.Square) color.RGBA {
				x, y := g.centre(s)
				r, gg, b, a := img.At(int(x-g.cw/2+2), int(y-g.ch/2+2)).RGBA()
				return color.RGBA{uint8(r >> 8), uint8(gg >> 8), uint8(b >> 8), uint8(a >> 8)}
			}
			bottom := tt.rows - 1
			for _, sq := range []struct {
				s    knight.Square
				name string
				dark bool
			}{
				{knight.Square{Row: bottom, Col: 0}, "a1", true},
				{knight.Square{Row: bottom, Col: 1}, "b1", false},
				{knight.Square{Row: bottom - 1, Col: 0}, "a2", false},
				{knight.Square{Row: bottom - 1, Col: 1}, "b2", true},
			} {
				if sq.s == tour.Start || sq.s == tour.End() {
					continue // coloured as the start or the end
				}
				if got := corner(sq.s); (got == darkSquare) != sq.dark {
					t.Errorf("%s: colour %v, dark %v, want dark %v", sq.name, got, got == darkSquare, sq.dark)
				}
			}
		})
	}
}

// TestRampFast: the preview's lookup of the colour scale gives rampAt's colours, at every step of the
// scale's channels (where a lookup falls back) and between them.
func TestRampFast(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	check := func(f float64) {
		if got, want := rampFast(f), rampAt(f); got != want {
			t.Fatalf("rampFast(%v) = %v, rampAt gives %v", f, got, want)
		}
	}
	for k := 0; k <= 3*rampN; k++ {
		f := float64(k) / (3 * rampN)
		check(f)
		check(math.Nextafter(f, 0))
		check(math.Nextafter(f, 1))
	}
	for range 1_000_000 {
		check(r.Float64())
	}
	for _, f := range []float64{-1, 0, 1.0 / 3, 2.0 / 3, 1, 2} {
		check(f)
	}
}
