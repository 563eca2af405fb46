package render

import (
	"encoding/binary"
	"errors"
	"image"
	"image/color"
	"image/gif"
	"math/bits"
)

// The GIF file, written as image/gif's EncodeAll writes the same frames, byte for byte
// (TestGIFAsImageGIF): the same header, global colour table, loop, graphic control and image blocks, and
// the same LZW codes, which lzwEncoder finds faster. image/gif's LZW (compress/lzw) looks every pixel up
// in its dictionary's hash table, and a line of /kpk is mostly transparent pixels: each frame after the
// first stores the rectangle of what changed, the moved piece's squares and the side-to-move marker,
// which moves between the top and the bottom of the margin, so the rectangle is most of the board's
// height and most of it unchanged. Half of the line's CPU time went to that table.

// file is the GIF file of the frames added: its header (size, global colour table, and the loop for
// ever when there is more than one frame), the frames, the trailer.
func (g *GIF) file() ([]byte, error) {
	b := g.shown.Bounds()
	w, h := b.Dx(), b.Dy()
	if len(g.pal) > 256 || w >= 1<<16 || h >= 1<<16 {
		return nil, errors.New("render: gif: too many colours or too large")
	}
	out := make([]byte, 0, 64+3<<(g.size+1)+len(g.blocks))
	out = append(out, "GIF89a"...)
	out = binary.LittleEndian.AppendUint16(out, uint16(w))
	out = binary.LittleEndian.AppendUint16(out, uint16(h))
	out = append(out, 0x80|uint8(g.size), 0, 0) // a global colour table; background 0; no aspect ratio
	for _, c := range g.pal {
		r, gg, bb := rgbOf(c)
		out = append(out, r, gg, bb)
	}
	for range 1<<(g.size+1) - len(g.pal) {
		out = append(out, 0, 0, 0)
	}
	if g.frames > 1 {
		// The NETSCAPE2.0 extension: loop for ever (image/gif's LoopCount 0).
		out = append(out, 0x21, 0xff, 0x0b)
		out = append(out, "NETSCAPE2.0"...)
		out = append(out, 0x03, 0x01, 0, 0, 0)
	}
	out = append(out, g.blocks...)
	return append(out, 0x3b), nil
}

// appendFrame appends frame fr to out, shown for delay hundredths of a second and not disposed of: its
// graphic control block (the delay, and the palette's transparent entry), its image descriptor (its
// rectangle; the global colour table) and its LZW codes.
func (g *GIF) appendFrame(out []byte, fr *image.Paletted, delay int) []byte {
	flags := uint8(gif.DisposalNone)<<2 | 1 // a transparent entry: pal always holds one (NewGIF)
	out = append(out, 0x21, 0xf9, 0x04, flags)
	out = binary.LittleEndian.AppendUint16(out, uint16(delay))
	out = append(out, g.clear, 0)
	r := fr.Bounds()
	out = append(out, 0x2c)
	for _, v := range []int{r.Min.X, r.Min.Y, r.Dx(), r.Dy()} {
		out = binary.LittleEndian.AppendUint16(out, uint16(v))
	}
	litWidth := max(g.size+1, 2)
	out = append(out, 0, uint8(litWidth)) // the global colour table; the LZW code size
	return g.lzw.encode(out, fr, litWidth)
}

// log2Colours is the n of a colour table of 2^(n+1) entries that holds k colours, as image/gif sizes it.
func log2Colours(k int) int {
	if k < 2 {
		return 0
	}
	return bits.Len(uint(k-1)) - 1
}

// rgbOf is a palette colour's bytes as image/gif writes them.
func rgbOf(c color.Color) (r, g, b uint8) {
	if rgba, ok := c.(color.RGBA); ok {
		return rgba.R, rgba.G, rgba.B
	}
	rr, gg, bb, _ := c.RGBA()
	return uint8(rr >> 8), uint8(gg >> 8), uint8(bb >> 8)
}

// lzwEncoder is GIF's LZW compression: variable-width codes from litWidth+1 bits up to 12, least
// significant bit first, a clear code first and whenever the dictionary fills, greedy longest matches.
// Its codes are compress/lzw's for the same input (TestLZWAsCompressLZW), found with fewer lookups: it
// knows which of its codes stand for runs of one index (runs), so that in a run of an index it goes from
// the code of the run matched so far to the longest run it has a code for at once, where a lookup a pixel
// went one pixel further each time. A frame's transparent background becomes a few codes, each found
// without a look at the hash table.
type lzwEncoder struct {
	litWidth, width uint
	hi, overflow    uint32 // the last code given, and the first that needs another bit
	gen             uint32 // the dictionary's generation: an entry of table from an older one is empty
	table           [lzwTableSize]uint64
	runOf           [lzwMaxCode + 1]uint16 // index+1 for a code that is a run of one index, else 0
	runLen          [lzwMaxCode + 1]uint16 // the length of that run
	runs            [256][]uint16          // runs[x][k] is the code of k+2 copies of x
	used            []uint8                // the indices whose runs hold codes
	bits            uint64
	nBits           uint
	data            []byte // the codes packed, before they go into sub-blocks
}

const (
	lzwMaxCode   = 1<<12 - 1
	lzwTableSize = 1 << 13 // twice the codes: a short probe
)

// encode appends the image data of frame fr (its LZW codes in sub-blocks of up to 255 bytes, and the
// terminator) to out.
func (z *lzwEncoder) encode(out []byte, fr *image.Paletted, litWidth int) []byte {
	z.start(uint(litWidth))
	r := fr.Bounds()
	code, first := uint32(0), true
	for y := r.Min.Y; y < r.Max.Y; y++ {
		i := fr.PixOffset(r.Min.X, y)
		row := fr.Pix[i : i+r.Dx()]
		if first && len(row) > 0 {
			code, row, first = uint32(row[0]), row[1:], false
		}
		code = z.write(code, row)
	}
	if first {
		// No pixel: the clear code and the end, as compress/lzw closes a stream it was given nothing.
		z.emit(1<<z.litWidth + 1)
		z.flush()
	} else {
		z.finish(code)
	}
	for d := z.data; ; d = d[min(len(d), 255):] {
		n := min(len(d), 255)
		if n == 0 {
			return append(out, 0)
		}
		out = append(out, uint8(n))
		out = append(out, d[:n]...)
	}
}

// start begins a frame's codes: the dictionary emptied, and a clear code.
func (z *lzwEncoder) start(litWidth uint) {
	z.litWidth = litWidth
	z.data, z.bits, z.nBits = z.data[:0], 0, 0
	for x := range uint32(1) << litWidth {
		z.runOf[x], z.runLen[x] = uint16(x+1), 1
	}
	z.reset()
	z.emit(1 << litWidth)
}

// reset empties the dictionary: back to the literals, the clear and end codes, and the narrowest codes.
func (z *lzwEncoder) reset() {
	clearCode := uint32(1) << z.litWidth
	z.width, z.hi, z.overflow = z.litWidth+1, clearCode+1, clearCode<<1
	z.gen++
	for _, x := range z.used {
		z.runs[x] = z.runs[x][:0]
	}
	z.used = z.used[:0]
}

// write goes on from code, the longest match so far, through p, and returns the match it ends with.
func (z *lzwEncoder) write(code uint32, p []byte) uint32 {
	for i := 0; i < len(p); {
		x := p[i]
		if uint32(z.runOf[code]) == uint32(x)+1 {
			// A run of x matched so far, and x next: as far as the run and the codes of runs of x go.
			have := uint32(len(z.runs[x])) + 1 // the longest run of x with a code
			n := uint32(runLength(p[i:], x))
			l := uint32(z.runLen[code])
			if l+n <= have {
				code, i = z.runCode(x, l+n), i+int(n)
				continue
			}
			code, i = z.runCode(x, have), i+int(have-l)
			// x follows, and no code has one more: emitted below.
		} else if c, ok := z.find(code, x); ok {
			code, i = c, i+1
			continue
		}
		z.emit(code)
		z.add(code, x)
		code, i = uint32(x), i+1
	}
	return code
}

// runCode is the code of k copies of x; k is at most the longest run with a code.
func (z *lzwEncoder) runCode(x uint8, k uint32) uint32 {
	if k == 1 {
		return uint32(x)
	}
	return uint32(z.runs[x][k-2])
}

// runLength is how many bytes p begins with that are x.
func runLength(p []byte, x uint8) int {
	n := 0
	pattern := uint64(x) * 0x0101010101010101
	for len(p)-n >= 8 {
		if d := binary.LittleEndian.Uint64(p[n:]) ^ pattern; d != 0 {
			return n + bits.TrailingZeros64(d)/8
		}
		n += 8
	}
	for n < len(p) && p[n] == x {
		n++
	}
	return n
}

// lzwSlot is where the entry of prefix code and index x goes in the table, and the key it holds there.
func lzwSlot(code uint32, x uint8) (uint32, uint64) {
	key := code<<8 | uint32(x)
	return (key * 0x9e3779b1 >> (32 - 13)) & (lzwTableSize - 1), uint64(key)
}

// find is the code of the prefix code followed by x, if the dictionary has one. An entry of the table is
// generation<<32 | key<<12 | code.
func (z *lzwEncoder) find(code uint32, x uint8) (uint32, bool) {
	h, key := lzwSlot(code, x)
	for {
		e := z.table[h]
		if uint32(e>>32) != z.gen {
			return 0, false
		}
		if e>>12&0xfffff == key {
			return uint32(e & lzwMaxCode), true
		}
		h = (h + 1) & (lzwTableSize - 1)
	}
}

// add gives the next code to the prefix code followed by x, after code was emitted; or, when that code
// would be the last, emits a clear code and empties the dictionary instead, as compress/lzw does.
func (z *lzwEncoder) add(code uint32, x uint8) {
	if !z.next() {
		return
	}
	h, key := lzwSlot(code, x)
	for uint32(z.table[h]>>32) == z.gen {
		h = (h + 1) & (lzwTableSize - 1)
	}
	z.table[h] = uint64(z.gen)<<32 | key<<12 | uint64(z.hi)
	if uint32(z.runOf[code]) == uint32(x)+1 {
		if len(z.runs[x]) == 0 {
			z.used = append(z.used, x)
		}
		z.runs[x] = append(z.runs[x], uint16(z.hi))
		z.runOf[z.hi], z.runLen[z.hi] = uint16(x)+1, z.runLen[code]+1
	} else {
		z.runOf[z.hi] = 0
	}
}

// next takes the next code, widening the codes when it needs another bit; at the last code it emits a
// clear code, empties the dictionary and reports false.
func (z *lzwEncoder) next() bool {
	z.hi++
	if z.hi == z.overflow {
		z.width++
		z.overflow <<= 1
	}
	if z.hi == lzwMaxCode {
		z.emit(1 << z.litWidth)
		z.reset()
		return false
	}
	return true
}

// finish emits the last match and the end code, and the bits left.
func (z *lzwEncoder) finish(code uint32) {
	z.emit(code)
	z.next()
	z.emit(1<<z.litWidth + 1)
	z.flush()
}

// flush packs the bits left into a last byte.
func (z *lzwEncoder) flush() {
	if z.nBits > 0 {
		z.data = append(z.data, uint8(z.bits))
		z.bits, z.nBits = 0, 0
	}
}

// emit packs a code of the current width, least significant bit first.
func (z *lzwEncoder) emit(code uint32) {
	z.bits |= uint64(code) << z.nBits
	z.nBits += z.width
	for z.nBits >= 8 {
		z.data = append(z.data, uint8(z.bits))
		z.bits >>= 8
		z.nBits -= 8
	}
}
