package grundy

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"kibitz/i18n"
	"kibitz/render"
	"kibitz/render/rendertest"
)

func TestTablePictureGolden(t *testing.T) {
	// The game "take 1, 2 or 5": period 3 from the start.
	var pebbles []int
	for n := range 30 {
		pebbles = append(pebbles, n%3)
	}
	// A made-up run with a pre-period of 5 and a period of 5, to show the pre-period apart.
	run := []int{0, 0, 1, 1, 2, 0, 1, 2, 3, 1, 0, 1, 2, 3, 1, 0, 1, 2, 3, 1, 0, 1}
	for _, tc := range []struct {
		name string
		t    valueRun
	}{
		{"nim_grundy_pebbles", valueRun{Values: pebbles, Pre: 0, Period: 3, Mark: 10}},
		{"nim_grundy_preperiod", valueRun{Values: run, Pre: 5, Period: 5, Mark: -1}},
	} {
		t.Run(tc.name, func(t *testing.T) { rendertest.Golden(t, tc.name, tablePicture(tc.t)) })
	}
}

// TestTableAltMatchesPicture: the alt text speaks of stripes exactly when the picture tints a second
// repetition of the period, and of a thick bar exactly when it draws one, whether the period starts
// at 0, inside the table, or beyond it (period 91 from pile 357, with a table of g(0) to g(99)).
func TestTableAltMatchesPicture(t *testing.T) {
	has := func(img image.Image, want color.RGBA) bool {
		b := img.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				if color.RGBAModel.Convert(img.At(x, y)) == want {
					return true
				}
			}
		}
		return false
	}
	for _, tc := range []struct {
		moves, n     string
		stripes, bar bool
	}{
		{"1,2,5", "10", true, true},                        // period 3 from 0
		{"1,30,37", "10", false, true},                     // period 67 from 39: one period, no second
		{"1000000", "5", false, true},                      // the period starts at 0 but is longer than the table
		{"5,17,23,40", "999999999999999999", false, false}, // period 91 from 357, beyond the table
	} {
		r, err := subtractionReply(t.Context(), tc.moves, tc.n, i18n.English, nil)
		if err != nil {
			t.Fatal(err)
		}
		img := tablePicture(r.picture)
		alt := tableAlt(r.picture).En
		stripes, bar := has(img, periodTint), has(img, render.Accent())
		if stripes != tc.stripes || bar != tc.bar {
			t.Errorf("moves:%s: picture with stripes %v, bar %v; want %v, %v (pre %d, period %d)", tc.moves, stripes, bar, tc.stripes, tc.bar, r.picture.Pre, r.picture.Period)
		}
		if said := strings.Contains(alt, "stripes"); said != stripes {
			t.Errorf("moves:%s: alt text says stripes %v, picture draws them %v: %q", tc.moves, said, stripes, alt)
		}
		if said := strings.Contains(alt, "thick bar"); said != bar {
			t.Errorf("moves:%s: alt text says bar %v, picture draws one %v: %q", tc.moves, said, bar, alt)
		}
		if !strings.Contains(alt, "The values repeat with period ") {
			t.Errorf("moves:%s: alt text without the period: %q", tc.moves, alt)
		}
	}
}
