package render

import (
	_ "embed"
	"image"
	"image/color"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

var (
	//go:embed fonts/DejaVuSans.ttf
	regularTTF []byte
	//go:embed fonts/DejaVuSans-Bold.ttf
	boldTTF []byte

	fontsOnce           sync.Once
	regularFont, boldFt *opentype.Font
)

// FontLicense is the licence notice of the embedded DejaVu Sans (fonts/LICENSE: Bitstream Vera, with the
// DejaVu changes in the public domain), which draws every text and, with its chess glyphs, the pieces.
// That licence wants its notice in every copy of the fonts, and every kibitz binary is one (a distroless
// image ships nothing else), so the binary carries the notice too: `kibitz version --licenses` prints it.
//
//go:embed fonts/LICENSE
var FontLicense string

// parsedFonts parses the embedded fonts once. A parse failure means the embedded files are broken: a
// programming mistake, so it panics.
func parsedFonts() (regular, bold *opentype.Font) {
	fontsOnce.Do(func() {
		var err error
		if regularFont, err = opentype.Parse(regularTTF); err != nil {
			panic("render: embedded DejaVuSans.ttf: " + err.Error())
		}
		if boldFt, err = opentype.Parse(boldTTF); err != nil {
			panic("render: embedded DejaVuSans-Bold.ttf: " + err.Error())
		}
	})
	return regularFont, boldFt
}

// Face returns a font face of the given pixel size. Faces cache glyphs and are not safe for concurrent
// use, so every drawing call makes its own; making one is cheap once the font is parsed.
func Face(size float64, bold bool) font.Face {
	regular, b := parsedFonts()
	f := regular
	if bold {
		f = b
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		panic("render: font face: " + err.Error())
	}
	return face
}

// Align says where text sits relative to the point given.
type Align uint8

// Text alignments: horizontally centred on x and vertically centred on y, or left-aligned at x.
const (
	Center Align = iota
	Left
	Right
)

// Text draws s with its middle (vertically) at y; horizontally per align.
func (c *Canvas) Text(s string, x, y float64, size float64, bold bool, col color.Color, align Align) {
	face := Face(size, bold)
	defer face.Close()
	d := &font.Drawer{Dst: c.RGBA, Src: image.NewUniform(col), Face: face}
	w := d.MeasureString(s)
	m := face.Metrics()
	// Centre the cap height on y: ascent minus descent halves give a visually centred baseline.
	baseline := fixed.Int26_6(y*64) + (m.CapHeight)/2
	var left fixed.Int26_6
	switch align {
	case Center:
		left = fixed.Int26_6(x*64) - w/2
	case Left:
		left = fixed.Int26_6(x * 64)
	case Right:
		left = fixed.Int26_6(x*64) - w
	}
	d.Dot = fixed.Point26_6{X: left, Y: baseline}
	d.DrawString(s)
}

// TextWidth is the width in pixels of s at the given size.
func TextWidth(s string, size float64, bold bool) float64 {
	face := Face(size, bold)
	defer face.Close()
	return float64((&font.Drawer{Face: face}).MeasureString(s)) / 64
}
