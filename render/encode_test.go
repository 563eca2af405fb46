package render

import (
	"bytes"
	"compress/flate"
	"compress/zlib"
	"encoding/binary"
	"fmt"
	"hash/adler32"
	"image"
	"image/draw"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"sync"
	"testing"
)

// goldenPictures returns the games' golden images (commands/<game>/testdata), decoded, as RGBA.
func goldenPictures(t testing.TB) map[string]*image.RGBA {
	t.Helper()
	files, err := filepath.Glob("../commands/*/testdata/*.png")
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden images: %v", err)
	}
	out := map[string]*image.RGBA{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		out[filepath.Base(f)] = toRGBA(img)
	}
	return out
}

// toRGBA copies img into an RGBA image whose bounds start at the origin.
func toRGBA(img image.Image) *image.RGBA {
	r := image.NewRGBA(image.Rect(0, 0, img.Bounds().Dx(), img.Bounds().Dy()))
	draw.Draw(r, r.Bounds(), img, img.Bounds().Min, draw.Src)
	return r
}

// TestPNGPixels encodes every golden picture with PNG and decodes it again: the pixels must be the
// same, whichever encoder PNG chose.
func TestPNGPixels(t *testing.T) {
	for name, img := range goldenPictures(t) {
		data, err := PNG(img)
		if err != nil {
			t.Fatalf("PNG(%s): %v", name, err)
		}
		back, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("decode PNG(%s): %v", name, err)
		}
		if got := toRGBA(back); got.Bounds() != img.Bounds() || !bytes.Equal(got.Pix, img.Pix) {
			t.Errorf("PNG(%s) decodes to other pixels", name)
		}
	}
	// A part of a larger picture, whose rows start at an offset.
	c := NewCanvas(40, 30, Paper())
	c.Disc(20, 15, 10, Accent())
	sub := c.SubImage(image.Rect(5, 7, 33, 29)).(*image.RGBA)
	for name, img := range map[string]*image.RGBA{"sub-image": sub} {
		data, err := PNG(img)
		if err != nil {
			t.Fatal(err)
		}
		back, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		want := toRGBA(img)
		if got := toRGBA(back); !bytes.Equal(got.Pix, want.Pix) {
			t.Errorf("%s: PNG decodes to other pixels", name)
		}
	}
}

// TestBandStream checks the zlib stream of encodeOpaque's files (its Adler-32 above all, which image/png
// reads too) on pictures of odd sizes, and that bands found in the cache give the same file as bands
// deflated anew, whatever the band height.
func TestBandStream(t *testing.T) {
	pics := map[string]*image.RGBA{}
	for _, size := range [][2]int{{1, 1}, {1, 40}, {2, 3}, {3, 17}, {33, 16}, {57, 31}, {301, 70}} {
		c := NewCanvas(size[0], size[1], Paper())
		c.Disc(float64(size[0])/2, float64(size[1])/2, float64(min(size[0], size[1]))/3, Accent())
		c.Line(0, 0, float64(size[0]), float64(size[1]), 1.5, Ink())
		pics[fmt.Sprintf("%dx%d", size[0], size[1])] = c.RGBA
	}
	for name, img := range goldenPictures(t) {
		if img.Rect.Dx()*img.Rect.Dy() < 400*400 {
			pics[name] = img
		}
	}
	plain := newBandEncoder(bandRows, 0)
	for name, img := range pics {
		want, ok, err := plain.encode(img)
		if err != nil || !ok {
			t.Fatal(ok, err)
		}
		raw := inflateIDAT(t, name, want)
		w, h := img.Rect.Dx(), img.Rect.Dy()
		if len(raw) != h*(1+3*w) {
			t.Errorf("%s: the stream inflates to %d bytes, want %d", name, len(raw), h*(1+3*w))
		}
		heights := []int{bandRows}
		if _, err := fmt.Sscanf(name, "%dx%d", new(int), new(int)); err == nil {
			// the made-up pictures, under every band height
			heights = []int{1, 7, bandRows, 1 << 20}
		}
		for _, rows := range heights {
			e := newBandEncoder(rows, 64)
			for pass := range 2 { // the second finds every band in the cache
				got, ok, err := e.encode(img)
				if err != nil || !ok {
					t.Fatal(ok, err)
				}
				if rows == bandRows && !bytes.Equal(got, want) {
					t.Errorf("%s, pass %d: the cache changed the file", name, pass)
				}
				if back := inflateIDAT(t, name, got); !bytes.Equal(back, raw) && rows == bandRows {
					t.Errorf("%s: other filtered bytes", name)
				}
				dec, err := png.Decode(bytes.NewReader(got))
				if err != nil {
					t.Fatalf("%s, %d rows a band, pass %d: %v", name, rows, pass, err)
				}
				if !bytes.Equal(toRGBA(dec).Pix, toRGBA(img).Pix) {
					t.Errorf("%s, %d rows a band, pass %d: other pixels", name, rows, pass)
				}
			}
		}
	}
}

// TestTranslucent checks that a picture with a pixel that is not opaque keeps it, whether the bands
// before it were in the band cache or not: encodeOpaque checks the bands it deflates, and hands the
// picture back to image/png.
func TestTranslucent(t *testing.T) {
	c := NewCanvas(120, 200, Paper())
	c.Disc(60, 100, 40, Accent())
	if _, err := PNG(c); err != nil { // its bands now in the cache
		t.Fatal(err)
	}
	for _, y := range []int{0, 31, 32, 150, 199} {
		img := toRGBA(c)
		copy(img.Pix[y*img.Stride+4*7:], []byte{0x40, 0x20, 0x10, 0x80})
		data, err := PNG(img)
		if err != nil {
			t.Fatal(err)
		}
		back, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		var want bytes.Buffer
		if err := png.Encode(&want, img); err != nil {
			t.Fatal(err)
		}
		wantImg, _ := png.Decode(&want)
		if got := toRGBA(back); !bytes.Equal(got.Pix, toRGBA(wantImg).Pix) || got.Pix[y*got.Stride+4*7+3] != 0x80 {
			t.Errorf("translucent pixel in row %d: PNG decodes to other pixels than image/png's", y)
		}
	}
}

// encodeFile is encode for the benchmarks, which encode opaque pictures only.
func (e *bandEncoder) encodeFile(img *image.RGBA) ([]byte, error) {
	data, _, err := e.encode(img)
	return data, err
}

// inflateIDAT returns the inflated IDAT data of a PNG file, failing if its zlib checksum is wrong.
func inflateIDAT(t *testing.T, name string, file []byte) []byte {
	t.Helper()
	var stream []byte
	for p := file[8:]; len(p) >= 12; {
		n := int(binary.BigEndian.Uint32(p))
		if string(p[4:8]) == "IDAT" {
			stream = append(stream, p[8:8+n]...)
		}
		p = p[12+n:]
	}
	z, err := zlib.NewReader(bytes.NewReader(stream))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	raw, err := io.ReadAll(z) // zlib's reader checks the Adler-32 at the end
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if want := adler32.Checksum(raw); binary.BigEndian.Uint32(stream[len(stream)-4:]) != want {
		t.Fatalf("%s: Adler-32 %08x, want %08x", name, binary.BigEndian.Uint32(stream[len(stream)-4:]), want)
	}
	return raw
}

func TestAdler(t *testing.T) {
	data := make([]byte, 20000)
	for i := range data {
		data[i] = byte(i*i>>3) ^ byte(i>>7)
	}
	for _, cut := range []int{0, 1, 3, 5552, 5553, 12000, 19999, 20000} {
		a, b := data[:cut], data[cut:]
		got := adler32Combine(adler32.Checksum(a), adler32.Checksum(b), len(b))
		if want := adler32.Checksum(data); got != want {
			t.Errorf("combined at %d: %08x, want %08x", cut, got, want)
		}
		s1, s2 := adlerUpdate(1, 0, a)
		s1, s2 = adlerUpdate(s1, s2, b)
		if got, want := s2<<16|s1, adler32.Checksum(data); got != want {
			t.Errorf("updated at %d: %08x, want %08x", cut, got, want)
		}
	}
}

// encodeStream is the encoder before bands, kept for BenchmarkEncode: every row filtered Up (the first
// as if under a row of zeros, so None), RGBA to RGB a byte at a time, one zlib stream (hash/adler32).
func encodeStream(img *image.RGBA) ([]byte, error) {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	var buf bytes.Buffer
	buf.WriteString("\x89PNG\r\n\x1a\n")
	var ihdr [13]byte
	binary.BigEndian.PutUint32(ihdr[0:], uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	ihdr[8], ihdr[9] = 8, 2
	writeChunk(&buf, "IHDR", ihdr[:])
	var stream bytes.Buffer
	z := streamWriters.Get().(*zlib.Writer)
	defer streamWriters.Put(z)
	z.Reset(&stream)
	n := 1 + 3*w
	prev, cur, out := make([]byte, n), make([]byte, n), make([]byte, n)
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
	for p := stream.Bytes(); len(p) > 0; {
		k := min(len(p), idatMax)
		writeChunk(&buf, "IDAT", p[:k])
		p = p[k:]
	}
	writeChunk(&buf, "IEND", nil)
	return buf.Bytes(), nil
}

var streamWriters = sync.Pool{New: func() any {
	z, _ := zlib.NewWriterLevel(nil, flate.BestSpeed)
	return z
}}

// BenchmarkEncode encodes single board pictures (golden images): with image/png at best speed, as PNG
// did first; with encodeStream, one Up-filtered stream, as it did next; and in bands of 32 rows without
// the cache (every band deflated: a picture none of whose bands was seen) and with it, warm (every band
// found: the same picture again). It reports the file's size.
func BenchmarkEncode(b *testing.B) {
	pics := goldenPictures(b)
	cold, warm := newBandEncoder(bandRows, 0), newBandEncoder(bandRows, bandCacheSize)
	for _, name := range []string{"tictactoe_midgame.png", "nim_last_move.png", "wordle_midgame.png",
		"sudoku_9x9_solved.png", "sudoku_play_9x9.png", "knight_8x8_numbered.png"} {
		img := pics[name]
		for _, enc := range []struct {
			name   string
			encode func(*image.RGBA) ([]byte, error)
		}{
			{"image-png", func(img *image.RGBA) ([]byte, error) {
				var buf bytes.Buffer
				err := fastEncoder.Encode(&buf, img)
				return buf.Bytes(), err
			}},
			{"stream", encodeStream},
			{"bands", cold.encodeFile},
			{"bands-warm", warm.encodeFile},
		} {
			b.Run(name[:len(name)-4]+"/"+enc.name, func(b *testing.B) {
				var size int
				for b.Loop() {
					data, err := enc.encode(img)
					if err != nil {
						b.Fatal(err)
					}
					size = len(data)
				}
				b.ReportMetric(float64(size), "bytes")
			})
		}
	}
}

// BenchmarkSequence encodes the pictures of a game as it is played, each after one move, the way serve
// sends them, with the band cache emptied before each game: what a game gains from the bands its earlier
// pictures left. The games are made from goldens, since render draws no board: a Sudoku played 20 moves
// (from sudoku_9x9_puzzle, the solved grid's cells copied in one at a time), a Wordle of 6 guesses
// (from wordle_empty_keyboard to wordle_lost, a sixth of the cells that differ at a time) and a
// tic-tac-toe game of 5 moves (from tictactoe_empty to tictactoe_x_wins, one cell at a time). It reports
// the time and bytes per picture.
func BenchmarkSequence(b *testing.B) {
	pics := goldenPictures(b)
	games := []struct {
		name        string
		from, to    string
		tiles       int // the picture cut into tiles×tiles
		moves, size int // pictures, tiles copied a move
	}{
		{"sudoku", "sudoku_9x9_puzzle.png", "sudoku_9x9_solved.png", 9, 20, 1},
		{"wordle", "wordle_empty_keyboard.png", "wordle_lost.png", 12, 6, 0},
		{"tictactoe", "tictactoe_empty.png", "tictactoe_x_wins.png", 3, 5, 1},
	}
	for _, g := range games {
		frames := morph(pics[g.from], pics[g.to], g.tiles, g.moves, g.size)
		for _, v := range []struct {
			name string
			enc  func(*image.RGBA) ([]byte, error)
			e    *bandEncoder
		}{
			{"stream", encodeStream, nil},
			{"bands8", nil, newBandEncoder(8, bandCacheSize)},
			{"bands16", nil, newBandEncoder(16, bandCacheSize)},
			{"bands32", nil, newBandEncoder(32, bandCacheSize)},
			{"bands64", nil, newBandEncoder(64, bandCacheSize)},
			{"bands32-nocache", nil, newBandEncoder(32, 0)},
		} {
			enc := v.enc
			if v.e != nil {
				enc = v.e.encodeFile
			}
			b.Run(g.name+"/"+v.name, func(b *testing.B) {
				size := 0
				for b.Loop() {
					if v.e != nil && v.e.cache != nil {
						v.e.cache.Purge()
					}
					size = 0
					for _, f := range frames {
						data, err := enc(f)
						if err != nil {
							b.Fatal(err)
						}
						size += len(data)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(frames)), "ns/picture")
				b.ReportMetric(float64(size)/float64(len(frames)), "bytes/picture")
			})
		}
	}
}

// morph returns the pictures of a game going from a to b (the same size): the picture is cut into
// tiles×tiles, and each move copies the next size tiles (row by row) in which b differs from a, or, with
// size 0, an even share of them over the moves.
func morph(a, b *image.RGBA, tiles, moves, size int) []*image.RGBA {
	w, h := a.Rect.Dx(), a.Rect.Dy()
	var diff []image.Rectangle
	for ty := range tiles {
		for tx := range tiles {
			r := image.Rect(tx*w/tiles, ty*h/tiles, (tx+1)*w/tiles, (ty+1)*h/tiles)
			for y := r.Min.Y; y < r.Max.Y; y++ {
				if !bytes.Equal(a.Pix[y*a.Stride+4*r.Min.X:y*a.Stride+4*r.Max.X], b.Pix[y*b.Stride+4*r.Min.X:y*b.Stride+4*r.Max.X]) {
					diff = append(diff, r)
					break
				}
			}
		}
	}
	if size == 0 {
		size = (len(diff) + moves - 1) / moves
	}
	cur := toRGBA(a)
	frames := []*image.RGBA{toRGBA(cur)}
	for m := 0; m < moves && len(diff) > 0; m++ {
		k := min(size, len(diff))
		for _, r := range diff[:k] {
			draw.Draw(cur, r, b, r.Min, draw.Src)
		}
		diff = diff[k:]
		frames = append(frames, toRGBA(cur))
	}
	return frames
}
