package render

import (
	"testing"

	"kibitz/i18n"
)

// TestGroupDigits: the pictures and views group digits as the messages do (i18n.Group).
func TestGroupDigits(t *testing.T) {
	for _, v := range []int64{0, 7, 999, 1000, 1234, 12345, 1234567, 1<<63 - 1, -1, -1234, -1 << 63} {
		if got, want := GroupDigits(v), i18n.Group(v); got != want {
			t.Errorf("GroupDigits(%d) = %q, i18n.Group %q", v, got, want)
		}
	}
}
