package render

import (
	"bytes"
	"compress/flate"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"image"
	"sync"
)

// encodeOpaque encodes an opaque RGBA image as an 8-bit truecolour PNG (colour type 2) with every row
// under one filter (filterUp), where image/png tries the five filters on every row and keeps the one of
// smallest sum: on board pictures that choice was half of the encoder's time (png.filter, 14% of serve's
// CPU under kibitz load), for files that the one filter makes no larger (BenchmarkPNG). The pixels are
// the same: PNG is lossless whatever the filter.
func encodeOpaque(img *image.RGBA) ([]byte, error) {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	var buf bytes.Buffer
	buf.Grow(16 << 10)
	buf.WriteString("\x89PNG\r\n\x1a\n")
	var ihdr [13]byte
	binary.BigEndian.PutUint32(ihdr[0:], uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	ihdr[8], ihdr[9] = 8, 2 // 8 bits per sample, truecolour; compression, filter and interlace methods 0
	writeChunk(&buf, "IHDR", ihdr[:])

	idat := &chunkWriter{buf: &buf}
	z := zlibWriters.Get().(*zlib.Writer)
	defer zlibWriters.Put(z)
	z.Reset(idat)
	rows := rowBuffers.Get().(*[3][]byte)
	defer rowBuffers.Put(rows)
	n := 1 + 3*w
	for i := range rows {
		if cap(rows[i]) < n {
			rows[i] = make([]byte, n)
		}
		rows[i] = rows[i][:n]
	}
	prev, cur, out := rows[0], rows[1], rows[2]
	clear(prev)
	for y := range h {
		pix := img.Pix[y*img.Stride : y*img.Stride+4*w]
		for x, j := 0, 1; x < 4*w; x, j = x+4, j+3 {
			cur[j], cur[j+1], cur[j+2] = pix[x], pix[x+1], pix[x+2]
		}
		out[0] = filterUp
		for j := 1; j < n; j++ {
			out[j] = cur[j] - prev[j]
		}
		if _, err := z.Write(out); err != nil {
			return nil, err
		}
		prev, cur = cur, prev
	}
	if err := z.Close(); err != nil {
		return nil, err
	}
	if err := idat.flush(); err != nil {
		return nil, err
	}
	writeChunk(&buf, "IEND", nil)
	return buf.Bytes(), nil
}

// filterUp is PNG's filter type 2: each byte less the byte above it.
const filterUp = 2

// opaque reports whether every pixel of img has full alpha.
func opaque(img *image.RGBA) bool {
	w := 4 * img.Rect.Dx()
	for y := range img.Rect.Dy() {
		row := img.Pix[y*img.Stride : y*img.Stride+w]
		for i := 3; i < len(row); i += 4 {
			if row[i] != 0xff {
				return false
			}
		}
	}
	return true
}

// The compressors (about 1 MB of state each) and row buffers that encodeOpaque reuses.
var (
	zlibWriters = sync.Pool{New: func() any {
		z, _ := zlib.NewWriterLevel(nil, flate.BestSpeed)
		return z
	}}
	rowBuffers = sync.Pool{New: func() any { return new([3][]byte) }}
)

func writeChunk(buf *bytes.Buffer, kind string, data []byte) {
	var head [8]byte
	binary.BigEndian.PutUint32(head[:4], uint32(len(data)))
	copy(head[4:], kind)
	buf.Write(head[:])
	buf.Write(data)
	crc := crc32.NewIEEE()
	crc.Write(head[4:])
	crc.Write(data)
	var sum [4]byte
	binary.BigEndian.PutUint32(sum[:], crc.Sum32())
	buf.Write(sum[:])
}

// chunkWriter collects the compressed stream and writes it out as IDAT chunks of up to 64 KB.
type chunkWriter struct {
	buf     *bytes.Buffer
	pending []byte
}

const idatMax = 64 << 10

func (c *chunkWriter) Write(p []byte) (int, error) {
	c.pending = append(c.pending, p...)
	for len(c.pending) >= idatMax {
		writeChunk(c.buf, "IDAT", c.pending[:idatMax])
		c.pending = c.pending[idatMax:]
	}
	return len(p), nil
}

func (c *chunkWriter) flush() error {
	if len(c.pending) > 0 {
		writeChunk(c.buf, "IDAT", c.pending)
		c.pending = nil
	}
	return nil
}
