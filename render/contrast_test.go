package render

import (
	"image/color"
	"math"
	"testing"
)

// TestContrast: the ratios WCAG's definition gives for known pairs, either way round.
func TestContrast(t *testing.T) {
	for _, tc := range []struct {
		a, b color.RGBA
		want float64
	}{
		{White(), Black(), 21},
		{Black(), White(), 21},
		{White(), White(), 1},
		{color.RGBA{0x77, 0x77, 0x77, 0xff}, White(), 4.48}, // the grey that just fails 4.5:1
		{color.RGBA{0xd9, 0xa4, 0x1e, 0xff}, White(), 2.26},
	} {
		if got := Contrast(tc.a, tc.b); math.Abs(got-tc.want) > 0.01 {
			t.Errorf("Contrast(%v, %v) = %.3f, want %.2f", tc.a, tc.b, got, tc.want)
		}
	}
}
