package render

import (
	"bytes"
	"flag"
	"image"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden images in testdata/")

// checkGolden compares img with testdata/NAME.png pixel by pixel (after decoding, so PNG encoder changes do
// not matter). With -update it writes the file instead; look at it before committing.
func checkGolden(t *testing.T, name string, img image.Image) {
	t.Helper()
	path := filepath.Join("testdata", name+".png")
	if *update {
		data, err := PNG(img)
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
		t.Fatalf("%v (run go test ./render -update to create it)", err)
	}
	want, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("decode %s: %v", path, err)
	}
	got, wantRGBA := toRGBA(img), toRGBA(want)
	if got.Bounds() != wantRGBA.Bounds() {
		t.Fatalf("%s: size %v, golden %v", name, got.Bounds(), wantRGBA.Bounds())
	}
	if !bytes.Equal(got.Pix, wantRGBA.Pix) {
		diff := 0
		for i := range got.Pix {
			if got.Pix[i] != wantRGBA.Pix[i] {
				diff++
			}
		}
		out := filepath.Join(t.TempDir(), name+".png")
		if data, err := PNG(img); err == nil {
			os.WriteFile(out, data, 0o644)
		}
		t.Fatalf("%s differs from its golden image in %d bytes; got image written to %s", name, diff, out)
	}
}

func toRGBA(img image.Image) *image.RGBA {
	if r, ok := img.(*image.RGBA); ok && r.Rect.Min == (image.Point{}) {
		return r
	}
	if c, ok := img.(*Canvas); ok {
		return c.RGBA
	}
	r := image.NewRGBA(image.Rect(0, 0, img.Bounds().Dx(), img.Bounds().Dy()))
	draw.Draw(r, r.Bounds(), img, img.Bounds().Min, draw.Src)
	return r
}
