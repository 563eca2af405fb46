package kpk

// The chessboard of /kpk, as a picture and as an animated line of play, drawn with render's kit; its emoji
// and text views are in draw_views.go.

import (
	"image"
	"image/color"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"kibitz/render"
	"kibitz/solvers/kpk"
)

// boardOptions tune boardPicture and lineGIF. boardKey names every field: a field added here goes into
// it too.
type boardOptions struct {
	// Square is the side of one square in pixels; 0 means 48, a 432-pixel image with its margins. The
	// margins around the board (file letters, rank numbers, the side-to-move marker) are half a square.
	Square int
	// Last is the move that led to the position, drawn with its two squares highlighted; nil for none.
	Last *kpk.Move
	// Flip draws the board from Black's side: h1 at the top left, the eighth rank at the bottom.
	Flip bool
}

// The default square size of boardPicture, and the one lineGIF uses when none is given: smaller, so
// that a line of 56 plies stays a small file.
const (
	boardSquare = 48
	gifSquare   = 32
)

// The chessboard's own colours, all made from the palette: the squares of the last move are the light and
// dark squares tinted with Highlight and framed in lastFrame, the square of a king in check tinted with
// Rival. The tint alone was 1.02:1 against a plain light square (1.59:1 on a dark one), too faint for
// many readers to find; the frame, a dark Accent, stands at 3.4:1 or more against every square colour
// (7.7:1 and 5.4:1 against the tinted light and dark squares it is drawn on, 7.9 and 3.4 against the
// plain ones beside it; TestLastMoveStandsOut), and marks both squares of the move without colour.
var (
	lastLight  = render.Mix(render.LightSq(), render.Highlight(), 0.65)
	lastDark   = render.Mix(render.DarkSq(), render.Highlight(), 0.55)
	lastFrame  = render.Mix(render.Accent(), render.Ink(), 0.65)
	checkLight = render.Mix(render.LightSq(), render.Rival(), 0.6)
	checkDark  = render.Mix(render.DarkSq(), render.Rival(), 0.6)
)

// boardPicture draws a position of kpk (two kings and at most one more piece): the 64 squares with file
// letters and rank numbers around them, the pieces from the chess glyphs of the embedded DejaVu Sans, the
// last move's squares highlighted, the square of a king in check tinted red, and a small disc in the right
// margin, white or black, beside the edge of the side to move.
//
// White pieces are the filled glyph painted white with the outline glyph drawn over it in black, so that
// they read as solid white shapes with a dark outline on either square colour; the outline glyph alone
// lets the square show through and blurs at small sizes. Black pieces are the filled glyph in black, whose
// inner lines show the square beneath.
func boardPicture(p kpk.Position, o boardOptions) *render.Canvas {
	d := newBoardDrawer(o)
	d.draw(p, o.Last)
	d.face.Close()
	return d.c
}

// boardDrawer draws boards of one size and side on one canvas: the whole board first, then each next
// position over it, only the squares and the marker that changed (lineGIF's frames).
type boardDrawer struct {
	c     *render.Canvas
	g     boardGeometry
	sq    int
	face  font.Face
	looks [64]squareLook // what each square shows; none before the first draw
	turn  kpk.Color
	drawn bool
}

// A squareLook is what a square shows: its colour, whether it is framed (a square of the last move), and
// its piece.
type squareLook struct {
	col    color.RGBA
	framed bool
	piece  kpk.Piece
}

func newBoardDrawer(o boardOptions) *boardDrawer {
	sq := o.Square
	if sq <= 0 {
		sq = boardSquare
	}
	g := boardGeometry{sq: float64(sq), margin: float64(sq / 2), flip: o.Flip}
	size := 8*sq + 2*(sq/2)
	return &boardDrawer{c: render.NewCanvas(size, size, render.Paper()), g: g, sq: sq,
		face: render.GlyphFace(g.sq*glyphScale, false)}
}

// draw draws p, with last's squares highlighted (nil for none), over what the canvas shows, and returns
// the rectangles it drew: the whole canvas the first time; then the squares whose colour or piece changed
// and, when the side to move changed, the marker's two places. Each square is its colour and its piece,
// which stays inside it, so a square drawn again is the square of a board drawn whole.
func (d *boardDrawer) draw(p kpk.Position, last *kpk.Move) []image.Rectangle {
	var changed []image.Rectangle
	first := !d.drawn
	if first {
		d.drawCoordinates()
		changed = append(changed, d.c.Bounds())
	}
	var from, to kpk.Square = kpk.NoSquare, kpk.NoSquare
	if last != nil {
		from, to = last.From, last.To
	}
	check := kpk.NoSquare
	if p.InCheck() {
		check = p.King(p.Turn())
	}
	b := p.Board()
	for s := kpk.A1; s <= kpk.H8; s++ {
		light := (s.File()+s.Rank())%2 == 1
		look := squareLook{col: squareColour(light, render.LightSq(), render.DarkSq()), piece: b[s]}
		switch s {
		case check:
			look.col = squareColour(light, checkLight, checkDark)
		case from, to:
			look.col, look.framed = squareColour(light, lastLight, lastDark), true
		}
		if !first && look == d.looks[s] {
			continue
		}
		d.looks[s] = look
		x, y := d.g.corner(s)
		r := image.Rect(int(x), int(y), int(x)+d.sq, int(y)+d.sq)
		d.c.FillRect(r.Min.X, r.Min.Y, r.Max.X, r.Max.Y, look.col)
		if look.framed {
			d.frame(r)
		}
		if look.piece != kpk.NoPiece {
			drawPiece(d.c, d.face, d.g, s, look.piece)
		}
		if !first {
			changed = append(changed, r)
		}
	}
	if first || p.Turn() != d.turn {
		changed = append(changed, d.drawMarker(p.Turn())...)
	}
	d.turn, d.drawn = p.Turn(), true
	return changed
}

// frame draws the last move's frame along the inside of square r: a twelfth of a square wide (4 pixels of
// 48, 3 of a GIF's 32), which a piece, 0.8 of a square wide, leaves clear at the sides.
func (d *boardDrawer) frame(r image.Rectangle) {
	w := max(2, int(math.Round(float64(d.sq)/12)))
	d.c.FillRect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+w, lastFrame)
	d.c.FillRect(r.Min.X, r.Max.Y-w, r.Max.X, r.Max.Y, lastFrame)
	d.c.FillRect(r.Min.X, r.Min.Y+w, r.Min.X+w, r.Max.Y-w, lastFrame)
	d.c.FillRect(r.Max.X-w, r.Min.Y+w, r.Max.X, r.Max.Y-w, lastFrame)
}

// drawCoordinates draws the file letters under the board and the rank numbers to its left.
func (d *boardDrawer) drawCoordinates() {
	g := d.g
	fontSize := math.Max(9, g.sq*0.3)
	for i := range 8 {
		file, rank := i, i
		if g.flip {
			file, rank = 7-i, 7-i
		}
		x := g.margin + (float64(i)+0.5)*g.sq
		d.c.Text(string(rune('a'+file)), x, g.margin+8*g.sq+g.margin/2, fontSize, false, render.Ink(), render.Center)
		y := g.margin + (7.5-float64(i))*g.sq
		d.c.Text(string(rune('1'+rank)), g.margin/2, y, fontSize, false, render.Ink(), render.Center)
	}
}

// drawMarker draws the side to move: a disc beside the first rank of that side, in the right margin, the
// other side's place cleared. It returns the two places, the right margin beside the top and bottom ranks.
func (d *boardDrawer) drawMarker(turn kpk.Color) []image.Rectangle {
	g := d.g
	x0, size := int(g.margin)+8*d.sq, d.c.Bounds().Dx()
	top := image.Rect(x0, int(g.margin), size, int(g.margin)+d.sq)
	bottom := top.Add(image.Pt(0, 7*d.sq))
	for _, r := range []image.Rectangle{top, bottom} {
		d.c.FillRect(r.Min.X, r.Min.Y, r.Max.X, r.Max.Y, render.Paper())
	}
	side := kpk.White
	if g.flip {
		side = kpk.Black
	}
	my := g.margin + 7.5*g.sq
	if turn != side {
		my = g.margin + 0.5*g.sq
	}
	mx, r := g.margin+8*g.sq+g.margin/2, math.Max(3, g.sq*0.14)
	if turn == kpk.White {
		d.c.Disc(mx, my, r, render.White())
		d.c.Ring(mx, my, r, math.Max(1, g.sq/24), render.Black())
	} else {
		d.c.Disc(mx, my, r, render.Black())
	}
	return []image.Rectangle{top, bottom}
}

// glyphScale is the font size per square size: the chess glyphs of DejaVu Sans stand 0.73 em tall
// on the baseline and sit in a 0.9 em advance, so 1.15 em makes a king 0.85 of a square tall and 0.8 wide.
const glyphScale = 1.15

// boardGeometry places squares on the canvas.
type boardGeometry struct {
	sq, margin float64
	flip       bool
}

// corner is the top left pixel of a square.
func (g boardGeometry) corner(s kpk.Square) (x, y float64) {
	col, row := s.File(), 7-s.Rank()
	if g.flip {
		col, row = 7-col, 7-row
	}
	return g.margin + float64(col)*g.sq, g.margin + float64(row)*g.sq
}

// pieceGlyphs are the outline (white) and filled (black) glyphs of each piece type, by kpk.PieceType.
var pieceGlyphs = map[kpk.PieceType][2]string{
	kpk.King:   {"♔", "♚"},
	kpk.Queen:  {"♕", "♛"},
	kpk.Rook:   {"♖", "♜"},
	kpk.Bishop: {"♗", "♝"},
	kpk.Knight: {"♘", "♞"},
	kpk.Pawn:   {"♙", "♟"},
}

// drawPiece draws one piece centred on its square, all glyphs on one baseline so that a pawn stands
// as low as a king.
func drawPiece(c *render.Canvas, face font.Face, g boardGeometry, s kpk.Square, pc kpk.Piece) {
	glyphs := pieceGlyphs[pc.Type()]
	x, y := g.corner(s)
	em := g.sq * glyphScale
	dot := fixed.Point26_6{
		X: fixed.Int26_6((x + g.sq/2 - 0.45*em) * 64), // the advance is 0.9 em, the glyph centred in it
		Y: fixed.Int26_6((y + g.sq/2 + 0.73*em/2) * 64),
	}
	draw := func(glyph string, col color.Color) {
		d := &font.Drawer{Dst: c.RGBA, Src: image.NewUniform(col), Face: face, Dot: dot}
		d.DrawString(glyph)
	}
	if pc.Color() == kpk.White {
		draw(glyphs[1], render.White())
		draw(glyphs[0], render.Black())
		return
	}
	draw(glyphs[1], render.Black())
}

// lineGIF animates a line of play: the first frame is start (with opt.Last highlighted, if any), then
// one frame per ply with that ply's move highlighted. The first frame stays 1.5 s, the moves 0.9 s each,
// the last frame 3 s; the animation loops. The frames are mapped to boardPalette (every colour a board can
// hold) by render.GIF, which stores only what changed after the first: the longest line (56 frames,
// 32-pixel squares) takes about 92 KB (87 before the last move was framed), where whole frames took 180 KB.
//
// Every frame is drawn over the one before on one canvas (boardDrawer), only the squares whose colour or
// piece changed and the marker, and render.GIF maps to the palette only those: a move redraws four to
// six squares of 64. Drawing each frame whole on a canvas of its own, and comparing every pixel with the
// frame before, took about half of a line's CPU time and most of its memory (a frame is 330 KB of pixels).
// Measured as CPU time (user and system, the collector's included) of the answer to the "Show the whole
// line" button (commands/all BenchmarkAnswers/kpk-line, 150 lines of the benchmark's positions, a GIF
// drawn for each), medians of 5 runs interleaved with the code before, on the shared 2-core machine:
//
//	                                             CPU a line   allocated
//	before (each frame drawn whole and compared)   24.2 ms     11.4 MB
//	after (frames drawn over, the palette shared)  10.7 ms      4.0 MB (0.44)
//
// The longest line alone (BenchmarkLineGIF, 56 frames, wall time, medians of 3 interleaved): 51 ms and
// 27 MB before, 19 ms and 7.9 MB after (0.38), its GIF 89 KB then 87 (fewer pixels stored: a pixel is
// compared by its palette colour now, not by its RGBA).
//
// Of what was left, a CPU profile gave half to the GIF's LZW compression (image/gif, compress/lzw), which
// looked every pixel of each frame's rectangle up in its dictionary, transparent or not: with the
// side-to-move marker moving between the top and the bottom of the right margin, that rectangle is most
// of the board's height. render.GIF now writes the file itself, the same bytes (TestGIFAsImageGIF), with
// an LZW encoder that matches a run of one index at once (render's lzwEncoder), encodes each frame as it
// is added instead of keeping them all, and fills a frame's transparent pixels by copies; the canvas goes
// back to render at the end (Recycle). BenchmarkAnswers/kpk-line, medians of 5 interleaved: 6317 cpu-µs
// a line, then 2200 (0.35), 4.0 MB allocated, then 1.3; the longest line (BenchmarkLineGIF, wall time,
// medians of 5): 17.7 ms, then 5.6 (0.32), 7.9 MB, then 1.6, its GIF the same 86,842 bytes. Of the 2.2 ms,
// about a third is the LZW codes (the first frame, whole, most of them), a quarter mapping the changed
// squares to the palette and comparing them (render.GIF.Add), a sixth drawing them.
func lineGIF(start kpk.Position, line []kpk.Step, opt boardOptions) ([]byte, error) {
	if opt.Square <= 0 {
		opt.Square = gifSquare
	}
	d := newBoardDrawer(opt)
	defer d.face.Close()
	defer d.c.Recycle() // its pixels for the next line: the frames are mapped to the palette as they come
	anim := render.NewGIF(boardPalette())
	anim.Add(d.c, gifFirstDelay, d.draw(start, opt.Last)...)
	for i, st := range line {
		delay := gifMoveDelay
		if i == len(line)-1 {
			delay = gifLastDelay
		}
		anim.Add(d.c, delay, d.draw(st.Position, &st.Move)...)
	}
	return anim.Encode()
}

// The delays of lineGIF's frames, in hundredths of a second.
const (
	gifFirstDelay = 150
	gifMoveDelay  = 90
	gifLastDelay  = 300
)

// boardPalette is every colour a chessboard frame holds: the flat colours, and for each pair of colours
// that meet at an anti-aliased edge (a glyph or the marker on a square or the margin, text on the margin,
// a white piece's fill against its outline, a piece that touches the last move's frame) 13 blends between
// them. 18 pairs x 13 + 11 = 245 colours, so no frame needs dithering: every pixel maps to the blend
// nearest its coverage.
func boardPalette() color.Palette {
	backgrounds := []color.RGBA{render.Paper(), render.LightSq(), render.DarkSq(), lastLight, lastDark, checkLight, checkDark, lastFrame}
	pal := color.Palette{render.Paper(), render.Ink(), render.White(), render.Black()}
	for _, bg := range backgrounds[1:] {
		pal = append(pal, bg)
	}
	type pair struct{ a, b color.RGBA }
	pairs := []pair{{render.Paper(), render.Ink()}, {render.White(), render.Black()}}
	for _, bg := range backgrounds {
		pairs = append(pairs, pair{bg, render.White()}, pair{bg, render.Black()})
	}
	const steps = 14
	for _, pr := range pairs {
		for i := 1; i < steps; i++ {
			pal = append(pal, render.Mix(pr.a, pr.b, float64(i)/steps))
		}
	}
	return pal
}

func squareColour(light bool, l, d color.RGBA) color.RGBA {
	if light {
		return l
	}
	return d
}
