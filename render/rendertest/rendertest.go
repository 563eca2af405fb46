// Package rendertest compares the boards the games draw with golden files in the testdata/ folder of the
// package under test: pictures pixel by pixel after decoding (so a change of PNG encoder changes no
// golden), emoji and text views as text. Every game's draw tests use it.
//
// With the -update flag the tests write the goldens instead of comparing:
//
//	go test ./commands/tictactoe -update
//
// rewrites that game's goldens, to be looked at (git diff, and the file tool for the pictures) before
// committing. The flag is this package's, so it can be given only to packages whose tests import it: name
// them (go test ./commands/tictactoe ./commands/nim -update), not ./... . A failed picture comparison keeps
// the image drawn in testdata/failed/NAME.png and, when the sizes match, NAME.diff.png with the differing
// pixels in magenta over the faded golden (testdata/failed/ is ignored by git).
package rendertest

import (
	"bytes"
	"flag"
	"image"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"kibitz/render"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/ instead of comparing with them")

// Updating reports whether the tests run with -update, for a package's own goldens of another kind (an
// alt text) that follow the same flag.
func Updating() bool { return *update }

// Golden compares img with testdata/NAME.png pixel by pixel, after decoding. With -update it writes the
// file instead (encoded by render.PNG, as the bot sends it), unless the file already holds the same
// pixels: then it leaves it alone, so that -update changes only the goldens whose pictures changed, not
// every file a newer encoder would write in other bytes.
func Golden(t testing.TB, name string, img image.Image) {
	t.Helper()
	path := filepath.Join("testdata", name+".png")
	if *update {
		if same(path, img) {
			return // the same pixels: the file stays as it is, whatever encoder wrote it
		}
		data, err := render.PNG(img)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -update in this package writes it)", err)
	}
	want, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("decode %s: %v", path, err)
	}
	got, wantRGBA := RGBA(img), RGBA(want)
	if got.Bounds() != wantRGBA.Bounds() {
		t.Fatalf("%s: size %v, golden %v; %s", name, got.Bounds(), wantRGBA.Bounds(), keepFailure(name, got, nil))
	}
	if !bytes.Equal(got.Pix, wantRGBA.Pix) {
		diff := 0
		for i := range got.Pix {
			if got.Pix[i] != wantRGBA.Pix[i] {
				diff++
			}
		}
		t.Fatalf("%s differs from its golden image in %d bytes; %s", name, diff, keepFailure(name, got, wantRGBA))
	}
}

// same reports whether the PNG file at path holds img's pixels.
func same(path string, img image.Image) bool {
	data, err := os.ReadFile(path)
	if err != nil {
		return false
	}
	golden, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return false
	}
	got, want := RGBA(img), RGBA(golden)
	return got.Bounds() == want.Bounds() && bytes.Equal(got.Pix, want.Pix)
}

// failedDir keeps what a failed golden comparison drew, beside the goldens and out of git (.gitignore),
// so that it outlives the test run and can be opened next to testdata/NAME.png.
const failedDir = "testdata/failed"

// keepFailure writes the image drawn to testdata/failed/NAME.png and, when the golden is the same size,
// NAME.diff.png: the golden faded, with the pixels that differ in magenta. It says where they are.
func keepFailure(name string, got, want *image.RGBA) string {
	if err := os.MkdirAll(failedDir, 0o755); err != nil {
		return "could not keep the image drawn: " + err.Error()
	}
	gotPath := filepath.Join(failedDir, name+".png")
	if err := writePNG(gotPath, got); err != nil {
		return "could not keep the image drawn: " + err.Error()
	}
	if want == nil {
		return "the image drawn is in " + gotPath
	}
	diff := image.NewRGBA(want.Rect)
	for i := 0; i < len(want.Pix); i += 4 {
		if bytes.Equal(got.Pix[i:i+4], want.Pix[i:i+4]) {
			for j := range 3 {
				diff.Pix[i+j] = 192 + want.Pix[i+j]/4
			}
			diff.Pix[i+3] = 255
		} else {
			copy(diff.Pix[i:i+4], []byte{255, 0, 255, 255})
		}
	}
	diffPath := filepath.Join(failedDir, name+".diff.png")
	if err := writePNG(diffPath, diff); err != nil {
		return "the image drawn is in " + gotPath + "; could not write the difference: " + err.Error()
	}
	return "the image drawn is in " + gotPath + ", the differences in magenta in " + diffPath
}

func writePNG(path string, img image.Image) error {
	data, err := render.PNG(img)
	if err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}

// RGBA is img as an RGBA image with its origin at (0, 0): the image itself when it is one (or a
// render.Canvas), else a copy. Tests compare pictures by its Pix.
func RGBA(img image.Image) *image.RGBA {
	if r, ok := img.(*image.RGBA); ok && r.Rect.Min == (image.Point{}) {
		return r
	}
	if c, ok := img.(*render.Canvas); ok {
		return c.RGBA
	}
	r := image.NewRGBA(image.Rect(0, 0, img.Bounds().Dx(), img.Bounds().Dy()))
	draw.Draw(r, r.Bounds(), img, img.Bounds().Min, draw.Src)
	return r
}

// GoldenText compares a board's emoji or text view with testdata/NAME.txt (one final newline apart); with
// -update it writes the file instead, unless it already holds the same text.
func GoldenText(t testing.TB, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".txt")
	got = strings.TrimSuffix(got, "\n")
	if *update {
		if data, err := os.ReadFile(path); err == nil && strings.TrimSuffix(string(data), "\n") == got {
			return // the same text: the file stays as it is
		}
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -update in this package writes it)", err)
	}
	if want := strings.TrimSuffix(string(data), "\n"); got != want {
		t.Errorf("%s differs from its golden:\n%s\nwant:\n%s", name, got, want)
	}
}
