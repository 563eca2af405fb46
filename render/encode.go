package render

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"hash/maphash"
	"image"
	"sync"

	"github.com/klauspost/compress/flate"

	lru "github.com/hashicorp/golang-lru/v2"
)

// encodeOpaque encodes an opaque RGBA image as an 8-bit truecolour PNG (colour type 2), in bands of
// bandRows rows whose compressed bytes it keeps, by their pixels, for the next picture that has the same
// band: see bandEncoder. It returns no file, and false, when img has a pixel that is not opaque.
func encodeOpaque(img *image.RGBA) ([]byte, bool, error) {
	return sharedBands.encode(img)
}

// sharedBands is the band cache behind PNG. It is a memo of a pure function (a band's pixels determine its
// compressed bytes, whoever drew them), so it changes no result and holds nothing that is not in a picture
// kibitz shows; like a pool of buffers, it only saves work. At most bandCacheSize bands: a few megabytes.
var sharedBands = newBandEncoder(bandRows, bandCacheSize)

const (
	// bandRows is the height of a band. Smaller bands find more of a changed picture unchanged (a Sudoku
	// move changes one cell) but compress worse (each band has its own block header, no match into the
	// band above, and a 5-byte flush marker): see BenchmarkSequence.
	bandRows = 32
	// bandCacheSize is how many compressed bands the cache keeps: a band of a board picture is 0.1 to 3 KB.
	bandCacheSize = 4096
)

// A bandEncoder encodes opaque RGBA pictures as PNG with every row under one filter, Up (each byte less
// the byte above it), where image/png tries the five filters on every row and keeps the one of smallest
// sum: on board pictures that choice was half of the encoder's time for files that one filter makes no
// larger. The pixels are the same: PNG is lossless whatever the filter.
//
// The picture is cut into bands of rows, and each band is deflated on its own (flate.BestSpeed, a fresh
// window, by github.com/klauspost/compress/flate: see below) and ended by a sync flush on a byte boundary, so that compressed bands are concatenated into one
// valid zlib stream; the first row of a band is filtered Sub (each byte less the one to its left), so a
// band's bytes depend on its own pixels alone. Its compressed bytes and Adler-32 are kept in an LRU cache
// keyed by a 96-bit hash of its pixels (bandKey): consecutive pictures of a game, and the pictures of
// different games of the same kind, share most bands (the grid, the keyboard, the empty cells), and a
// band found costs a hash of its pixels instead of filtering and deflating them. The stream's Adler-32 is
// combined from the bands' (adler32Combine). A band's filtering takes RGBA to RGB and subtracts 8 bytes
// at a time (subPixels), and a row equal to the one above becomes zeros without a subtraction, its
// checksum without a loop.
//
// Measured (medians of 5, µs a picture and bytes; the shared 2-core machine, load average 5 to 8):
// encoding one picture with image/png at best speed, as PNG first did; one Up-filtered zlib stream, as it
// did next (encodeStream in the tests); in bands none of which is in the cache; and in bands all found:
//
//	                      image/png       one stream     bands, cold      bands, warm
//	tic-tac-toe          1148   8019     589   8086     617   8463       46
//	Nim, last move        976   6946     485   7717     572   7965       42
//	Wordle, midgame      2155  16354    1367  17015    1111  18173       96
//	Sudoku 9x9 solved    4110  45667    2023  47499    1965  48987      147
//	Sudoku 9x9 play      3319  25900    1772  27035    1706  28461      105
//	knight 8x8           6806  70155    2931  69202    2831  72209      147
//
// and games as serve sends them (BenchmarkSequence: the cache emptied before each game, µs and bytes a
// picture), one stream against bands of 8 to 64 rows:
//
//	                      one stream    8 rows   16 rows   32 rows       64 rows   32, no cache
//	Sudoku, 20 moves     1878  27812      467       396       384  29068    460       1670
//	Wordle, 6 guesses    1405  17965      601       541       459  18879    473       1131
//	tic-tac-toe, 5 moves  759   6183      376       299       281   6440    295        452
//
// Bands of 32 rows take a fifth to two fifths of the time of one stream over a game, for files 4 to 5%
// larger (8 rows: 20 to 33% larger, and slower for the blocks' Huffman tables); a picture none of whose
// bands was seen costs about what one stream did. Under kibitz load (32 users, 10 s, tictactoe=4,
// sudoku=1, wordle=2, nim=2, in memory) 81% of the bands' pixels were found in the cache, and in serve's
// CPU profile PNG encoding went from 26% (0.25 ms an interaction) to 12% (0.09 ms): 10% deflating the
// bands not found, 2% hashing those found.
//
// The deflater is klauspost/compress's, which keeps the API of the standard library's compress/flate, at a
// fraction of the time: bands none of which is in the cache (BenchmarkEncode .../bands, medians of 5, one
// after the other on the shared 2-core machine), tic-tac-toe 951 µs, then 797 (0.84), Nim 666, 275
// (0.41), Wordle 1817, 614 (0.34), Sudoku solved 3824, 968 (0.25), Sudoku play 3355, 869 (0.26), knight
// 8x8 5921, 1832 (0.31), for files 0 to 5% larger. Whole answers with new pictures (commands/all
// BenchmarkAnswers, the first run of 200 in a process, medians of 3, old and new interleaved): a Sudoku
// game's first picture 2376 cpu-µs, then 1557 (0.66), a row chosen 1108, 767 (0.69), /sudoku solve 989,
// 698 (0.71), a Wordle guess 506, 404 (0.80), /knight tour 8x8 3134, 2815 (0.90: its time is drawing).
// The module was in the build already, through the metrics handler (prometheus/client_golang).
//
// Rejected: flate.HuffmanOnly for the bands, 1.4 to 1.7 times as slow (its Huffman codes over every byte
// cost more than BestSpeed's matches over rows of zeros) for files 4 to 5 times as large (tic-tac-toe
// 43 KB instead of 8.5, a Sudoku being played 116 KB instead of 28).
type bandEncoder struct {
	rows   int
	cache  *lru.Cache[bandKey, band] // nil: keep nothing
	seed   maphash.Seed
	states sync.Pool // *bandState
}

// A bandKey is a band's size and a 96-bit hash of its pixels: maphash's, under a seed drawn at start-up,
// and their CRC-32, which costs a third as much (PCLMULQDQ: 34 GB/s against maphash's 12 here).
type bandKey struct {
	w, rows int
	hash    uint64
	crc     uint32
}

// A band is one band's compressed bytes (whole deflate blocks ending on a sync flush) and the Adler-32 and
// length of its filtered bytes.
type band struct {
	data  []byte
	adler uint32
	n     int
}

// bandState is an encode's scratch: the compressor (about 1 MB of state) and buffers.
type bandState struct {
	fw       *flate.Writer
	out      bytes.Buffer // a band's compressed bytes
	filtered []byte
	stream   []byte // the zlib stream
}

func newBandEncoder(rows, cacheSize int) *bandEncoder {
	e := &bandEncoder{rows: rows, seed: maphash.MakeSeed()}
	if cacheSize > 0 {
		c, err := lru.New[bandKey, band](cacheSize)
		if err != nil {
			panic(err) // only for a size below 1
		}
		e.cache = c
	}
	e.states.New = func() any {
		fw, _ := flate.NewWriter(nil, flate.BestSpeed)
		return &bandState{fw: fw}
	}
	return e
}

// encode encodes img, or returns false if it has a pixel that is not opaque. Only opaque bands enter the
// cache, so only the bands not found there need checking: a whole picture's check was 2% of serve's CPU
// under kibitz load.
func (e *bandEncoder) encode(img *image.RGBA) ([]byte, bool, error) {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	s := e.states.Get().(*bandState)
	defer e.states.Put(s)

	n := 1 + 3*w // a filtered row
	if need := e.rows*n + 8; cap(s.filtered) < need {
		s.filtered = make([]byte, need)
	}
	stream := append(s.stream[:0], 0x78, 0x01) // zlib header: deflate, 32 KB window, fastest
	adler := uint32(1)
	for y0 := 0; y0 < h; y0 += e.rows {
		y1 := min(y0+e.rows, h)
		var key bandKey
		if e.cache != nil {
			key = e.key(img, y0, y1)
			if b, ok := e.cache.Get(key); ok {
				stream = append(stream, b.data...)
				adler = adler32Combine(adler, b.adler, b.n)
				continue
			}
		}
		if !opaqueRows(img, y0, y1) {
			return nil, false, nil
		}
		b, err := s.deflate(img, y0, y1)
		if err != nil {
			return nil, false, err
		}
		stream = append(stream, b.data...)
		adler = adler32Combine(adler, b.adler, b.n)
		if e.cache != nil {
			b.data = bytes.Clone(b.data)
			e.cache.Add(key, b)
		}
	}
	stream = append(stream, 0x03, 0x00) // a final, empty block with fixed codes
	stream = binary.BigEndian.AppendUint32(stream, adler)
	s.stream = stream

	return pngFile(w, h, pngTruecolour, nil, stream), true, nil
}

// The PNG colour types kibitz writes (IHDR's colour type): 8 bits per sample.
const (
	pngTruecolour = 2 // RGB
	pngPaletted   = 3 // an index into PLTE
)

// pngFile is a PNG file of w x h pixels of colour type colourType: its signature, IHDR, the chunks before
// the image data (PLTE and tRNS of a paletted image), stream (the zlib stream of the filtered rows) in
// IDAT chunks of at most idatMax bytes, and IEND.
func pngFile(w, h int, colourType byte, before func(buf *bytes.Buffer), stream []byte) []byte {
	var buf bytes.Buffer
	buf.Grow(len(stream) + 64 + 1024 + 12*(len(stream)/idatMax))
	buf.WriteString("\x89PNG\r\n\x1a\n")
	var ihdr [13]byte
	binary.BigEndian.PutUint32(ihdr[0:], uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	ihdr[8], ihdr[9] = 8, colourType // 8 bits per sample; compression, filter and interlace methods 0
	writeChunk(&buf, "IHDR", ihdr[:])
	if before != nil {
		before(&buf)
	}
	for len(stream) > 0 {
		k := min(len(stream), idatMax)
		writeChunk(&buf, "IDAT", stream[:k])
		stream = stream[k:]
	}
	writeChunk(&buf, "IEND", nil)
	return buf.Bytes()
}

// key returns the key of rows y0 to y1 of img. A Canvas's rows follow one another in memory, and hashing
// them in one piece is 3 times as fast as row by row (maphash.Hash.Write hashes 128 bytes a call).
func (e *bandEncoder) key(img *image.RGBA, y0, y1 int) bandKey {
	w := img.Rect.Dx()
	k := bandKey{w: w, rows: y1 - y0}
	if img.Stride == 4*w {
		pix := img.Pix[y0*img.Stride : y1*img.Stride]
		k.hash, k.crc = maphash.Bytes(e.seed, pix), crc32.ChecksumIEEE(pix)
		return k
	}
	var h maphash.Hash
	h.SetSeed(e.seed)
	for y := y0; y < y1; y++ {
		row := img.Pix[y*img.Stride : y*img.Stride+4*w]
		h.Write(row)
		k.crc = crc32.Update(k.crc, crc32.IEEETable, row)
	}
	k.hash = h.Sum64()
	return k
}

// deflate filters rows y0 to y1 of img, the first one Sub and the others Up, and compresses them. The
// band's data is s's until the next call.
func (s *bandState) deflate(img *image.RGBA, y0, y1 int) (band, error) {
	w := img.Rect.Dx()
	n := 1 + 3*w
	f := s.filtered
	s1, s2 := uint32(1), uint32(0)
	for y := y0; y < y1; y++ {
		row := f[(y-y0)*n:]
		cur := img.Pix[y*img.Stride : y*img.Stride+4*w]
		if y == y0 {
			row[0] = filterSub
			if w > 0 {
				row[1], row[2], row[3] = cur[0], cur[1], cur[2]
				subPixels(row[4:], cur[4:], cur[:4*w-4], w-1)
			}
			s1, s2 = adlerUpdate(s1, s2, row[:n])
			continue
		}
		prev := img.Pix[(y-1)*img.Stride : (y-1)*img.Stride+4*w]
		row[0] = filterUp
		if bytes.Equal(cur, prev) { // common on boards: a row of zeros, whose checksum is quick
			clear(row[1:n])
			s1, s2 = adlerUpdate(s1, s2, row[:1])
			s2 = uint32((uint64(s2) + uint64(n-1)*uint64(s1)) % adlerMod)
			continue
		}
		subPixels(row[1:], cur, prev, w)
		s1, s2 = adlerUpdate(s1, s2, row[:n])
	}
	size := (y1 - y0) * n
	s.out.Reset()
	s.fw.Reset(&s.out)
	if _, err := s.fw.Write(f[:size]); err != nil {
		return band{}, err
	}
	if err := s.fw.Flush(); err != nil {
		return band{}, err
	}
	return band{data: s.out.Bytes(), adler: s2<<16 | s1, n: size}, nil
}

// subPixels writes the RGB bytes of k pixels of cur less those of ref (RGBA, byte by byte, modulo 256)
// to out, 3 bytes a pixel. It works on two pixels at once in a uint64 and may write up to 2 bytes past
// the 3k it fills, so out must have them.
func subPixels(out, cur, ref []byte, k int) {
	const hi = 0x8080808080808080
	cur, ref = cur[:4*k], ref[:4*k]
	for len(cur) >= 8 && len(ref) >= 8 && len(out) >= 8 {
		a := binary.LittleEndian.Uint64(cur)
		b := binary.LittleEndian.Uint64(ref)
		d := ((a | hi) - (b &^ hi)) ^ ((a ^ ^b) & hi) // bytewise a-b, no borrow across bytes
		binary.LittleEndian.PutUint64(out, d&0xffffff|(d>>8)&0xffffff000000)
		cur, ref, out = cur[8:], ref[8:], out[6:]
	}
	if len(cur) == 4 {
		out[0], out[1], out[2] = cur[0]-ref[0], cur[1]-ref[1], cur[2]-ref[2]
	}
}

// PNG's filter types 1 and 2: each byte less the byte to its left (the same channel of the pixel before),
// and less the byte above it.
const (
	filterSub = 1
	filterUp  = 2
)

const adlerMod = 65521

// adlerUpdate is Adler-32's running sums (RFC 1950) after p. hash/adler32 computes the same, but only from
// the start of its input: keeping the sums row by row lets a row of zeros add its checksum in one step
// (deflate's Up rows). Checksumming each band with hash/adler32 after filtering instead was 1-10% slower
// on BenchmarkSequence (tic-tac-toe 255 to 281 us a picture, Wordle 435 to 468, Sudoku 370 to 372).
func adlerUpdate(s1, s2 uint32, p []byte) (uint32, uint32) {
	const nmax = 5552 // the most bytes before the sums could overflow 32 bits
	for len(p) > 0 {
		q := p
		if len(q) > nmax {
			q = q[:nmax]
		}
		p = p[len(q):]
		for len(q) >= 4 {
			s1 += uint32(q[0])
			s2 += s1
			s1 += uint32(q[1])
			s2 += s1
			s1 += uint32(q[2])
			s2 += s1
			s1 += uint32(q[3])
			s2 += s1
			q = q[4:]
		}
		for _, x := range q {
			s1 += uint32(x)
			s2 += s1
		}
		s1 %= adlerMod
		s2 %= adlerMod
	}
	return s1, s2
}

// adlerCombine returns the Adler-32 of a sequence from a1, its first part's, and a2, its second part's,
// of n2 bytes (as zlib's adler32_combine).
func adler32Combine(a1, a2 uint32, n2 int) uint32 {
	rem := uint64(n2 % adlerMod)
	s1 := uint64(a1 & 0xffff)
	s2 := rem * s1 % adlerMod
	s1 += uint64(a2&0xffff) + adlerMod - 1
	s2 += uint64(a1>>16) + uint64(a2>>16) + adlerMod - rem
	if s1 >= adlerMod {
		s1 -= adlerMod
	}
	if s1 >= adlerMod {
		s1 -= adlerMod
	}
	if s2 >= 2*adlerMod {
		s2 -= 2 * adlerMod
	}
	if s2 >= adlerMod {
		s2 -= adlerMod
	}
	return uint32(s2<<16 | s1)
}

// opaqueRows reports whether every pixel of rows y0 to y1 of img has full alpha.
func opaqueRows(img *image.RGBA, y0, y1 int) bool {
	w := 4 * img.Rect.Dx()
	for y := y0; y < y1; y++ {
		row := img.Pix[y*img.Stride : y*img.Stride+w]
		for len(row) >= 8 {
			if binary.LittleEndian.Uint64(row)&0xff000000ff000000 != 0xff000000ff000000 {
				return false
			}
			row = row[8:]
		}
		if len(row) == 4 && row[3] != 0xff {
			return false
		}
	}
	return true
}

func writeChunk(buf *bytes.Buffer, kind string, data []byte) {
	var head [8]byte
	binary.BigEndian.PutUint32(head[:4], uint32(len(data)))
	copy(head[4:], kind)
	buf.Write(head[:])
	buf.Write(data)
	crc := crc32.Update(crc32.ChecksumIEEE(head[4:]), crc32.IEEETable, data)
	var sum [4]byte
	binary.BigEndian.PutUint32(sum[:], crc)
	buf.Write(sum[:])
}

// idatMax is the most compressed bytes an IDAT chunk holds: longer streams take several.
const idatMax = 64 << 10
