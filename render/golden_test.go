package render

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
		t.Fatalf("%s: size %v, golden %v; %s", name, got.Bounds(), wantRGBA.Bounds(), keepFailure(t, name, got, nil))
	}
	if !bytes.Equal(got.Pix, wantRGBA.Pix) {
		diff := 0
		for i := range got.Pix {
			if got.Pix[i] != wantRGBA.Pix[i] {
				diff++
			}
		}
		t.Fatalf("%s differs from its golden image in %d bytes; %s", name, diff, keepFailure(t, name, got, wantRGBA))
	}
}

// failedDir keeps what a failed golden comparison drew, beside the goldens and out of git (.gitignore),
// so that it outlives the test run and can be opened next to testdata/NAME.png.
const failedDir = "testdata/failed"

// keepFailure writes the image drawn to testdata/failed/NAME.png and, when the golden is the same size,
// NAME.diff.png: the golden faded, with the pixels that differ in magenta. It says where they are.
func keepFailure(t *testing.T, name string, got, want *image.RGBA) string {
	t.Helper()
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
	data, err := PNG(img)
	if err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
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

// checkGoldenText compares a board's emoji or text view with testdata/NAME.txt (one final newline apart);
// with -update it writes the file instead. Look at it before committing, as at the PNG goldens.
func checkGoldenText(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".txt")
	got = strings.TrimSuffix(got, "\n")
	if *update {
		if err := os.WriteFile(path, []byte(got+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./render -update to create it)", err)
	}
	if want := strings.TrimSuffix(string(data), "\n"); got != want {
		t.Errorf("%s differs from its golden:\n%s\nwant:\n%s", name, got, want)
	}
}
