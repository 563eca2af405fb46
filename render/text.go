package render

import (
	_ "embed"
	"image"
	"image/color"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

var (
	//go:embed fonts/DejaVuSans.ttf
	regularTTF []byte
	//go:embed fonts/DejaVuSans-Bold.ttf
	boldTTF []byte
)

// fontLicense is the licence notice of the embedded DejaVu Sans (fonts/LICENSE: Bitstream Vera, with the
// DejaVu changes in the public domain), which draws every text and, with its chess glyphs, the pieces.
// That licence wants its notice in every copy of the fonts, and every kibitz binary is one (a distroless
// image ships nothing else), so the binary carries the notice too: `kibitz version --licenses` prints it.
//
//go:embed fonts/LICENSE
var fontLicense string

// FontLicense returns the licence notice of the embedded fonts (see fontLicense).
func FontLicense() string { return fontLicense }

// parsedFonts parses the embedded fonts once. A parse failure means the embedded files are broken: a
// programming mistake, so it panics.
var parsedFonts = sync.OnceValues(func() (regular, bold *opentype.Font) {
	var err error
	if regular, err = opentype.Parse(regularTTF); err != nil {
		panic("render: embedded DejaVuSans.ttf: " + err.Error())
	}
	if bold, err = opentype.Parse(boldTTF); err != nil {
		panic("render: embedded DejaVuSans-Bold.ttf: " + err.Error())
	}
	return regular, bold
})

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

// Text alignments: horizontally centred on x, left-aligned at x, or right-aligned at x.
const (
	Center Align = iota
	Left
	Right
)

// Text draws s with the middle of its capitals at y (digits stand as tall, so numbers are centred too; the
// descenders of lower-case letters hang below); horizontally per align.
//
// The height it centres is that of the glyph H as drawn, from its bounds, not face.Metrics().CapHeight.
// That metric is documented as a distance up from the baseline, but opentype reports it negative (−14 px
// at 20 px), and Text used to add half of it, which put every text a full cap height too high; taken
// absolute, as the games' own copies of this function did, it is still rounded to whole pixels towards
// zero under full hinting (13 px at 19 px, where the H stands 13.84 px tall). Measured over sizes 10 to
// 40, regular and bold: the ink of "0123456789" centres within 0.04 px of y with the bounds, within 0.51 px
// with the metric; that of "H" within 0.17 and 0.64 px. The bounds are in the drawing's own coordinates,
// y down, whatever the sign convention of the metrics. Reading them costs about 0.4 µs.
//
// Each call makes its own face (see Face). KnightNumbered draws up to 144 numbers in one size, and a face
// shared by all of them draws them in 0.75 ms against 1.18: 0.4 ms of a 12 x 12 board that takes 13 to
// 22 ms to draw and about 18 to encode (medians of 5 on a loaded machine), too little for a second way to
// draw text.
func (c *Canvas) Text(s string, x, y float64, size float64, bold bool, col color.Color, align Align) {
	face := newCachedFace(size, bold)
	defer face.Close()
	d := &font.Drawer{Dst: c.RGBA, Src: image.NewUniform(col), Face: face}
	w := d.MeasureString(s)
	capital, _, _ := face.GlyphBounds('H')
	baseline := fixed.Int26_6(y*64) - capital.Min.Y/2 // Min.Y is the top of the H: negative, above the baseline
	left := fixed.Int26_6(x * 64)
	switch align {
	case Center:
		left -= w / 2
	case Right:
		left -= w
	}
	d.Dot = fixed.Point26_6{X: left, Y: baseline}
	d.DrawString(s)
}

// TextWidth is the width in pixels of s at the given size.
func TextWidth(s string, size float64, bold bool) float64 {
	face := newCachedFace(size, bold)
	defer face.Close()
	return float64((&font.Drawer{Face: face}).MeasureString(s)) / 64
}

// GroupDigits writes v with commas between groups of three digits, so large heaps and counts stay
// readable in the pictures and the emoji and text views. It is the rule of i18n.Group, which the messages
// around a board use (1,000 in both), written here because render does not import i18n.
func GroupDigits(v int64) string {
	s := strconv.FormatInt(v, 10)
	neg := v < 0
	if neg {
		s = s[1:]
	}
	out := make([]byte, 0, len(s)+len(s)/3+1)
	if neg {
		out = append(out, '-')
	}
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	return string(out)
}

// Drawable is s as the pictures' font (DejaVu Sans, regular and bold) can draw it: the characters it has
// no glyph for left out (an emoji, a flag, a symbol) along with control characters, and the spaces this
// leaves doubled or at the ends taken away. ok is false when a left-out character is a letter or a digit
// (a name in Hangul or in Chinese characters), which cannot be left out without making it another name:
// the caller then shows something else in its place.
func Drawable(s string) (drawn string, ok bool) {
	regular, bold := parsedFonts()
	var buf sfnt.Buffer
	has := func(f *sfnt.Font, r rune) bool {
		g, err := f.GlyphIndex(&buf, r)
		return err == nil && g != 0
	}
	var sb strings.Builder
	ok = true
	for _, r := range s {
		if unicode.IsSpace(r) {
			sb.WriteByte(' ')
			continue
		}
		if unicode.IsControl(r) {
			continue
		}
		if !has(regular, r) || !has(bold, r) { // the asker's name is drawn in bold
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				ok = false
			}
			continue
		}
		sb.WriteRune(r)
	}
	return strings.Join(strings.Fields(sb.String()), " "), ok
}

// GlyphFace is a face of the embedded fonts (as Face) whose glyphs come from the cache Text uses
// (glyphs.go): the same pixels, each glyph rasterized once. Close it when done, as a Face.
func GlyphFace(size float64, bold bool) font.Face { return newCachedFace(size, bold) }
