package inputerr

import "testing"

func TestText(t *testing.T) {
	for _, tc := range []struct {
		name string
		d    func(d *Details)
		want string
	}{
		{"none", func(*Details) {}, "nim: empty"},
		{"zeros and empties left out", func(d *Details) { d.Int("limit", 0); d.Quote("", ""); d.Place("", 3); d.Add("") }, "nim: empty"},
		{"in order", func(d *Details) { d.Place("heap", 3); d.Quote("", "x\"y"); d.Int("limit", 100) }, `nim: empty (heap 3, "x\"y", limit 100)`},
		{"a field without index", func(d *Details) { d.Place("n", 0); d.Quote("word", "crane") }, `nim: empty (n, word "crane")`},
		{"negative", func(d *Details) { d.Int("value", -2) }, "nim: empty (value -2)"},
	} {
		var d Details
		tc.d(&d)
		if got := Text("nim", "empty", d...); got != tc.want {
			t.Errorf("%s: Text = %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestNumber(t *testing.T) {
	for _, tc := range []struct {
		field string
		index int
		text  string
		limit int64
		want  string
	}{
		{"moves", 2, "0", 1, `subtraction: too_small (moves 2, "0", limit 1)`},
		{"pile", 0, "x", 0, `subtraction: too_small (pile, "x")`},
		{"", 0, "", 0, "subtraction: too_small"},
	} {
		if got := Number("subtraction", "too_small", tc.field, tc.index, tc.text, tc.limit); got != tc.want {
			t.Errorf("Number(%q, %d, %q, %d) = %q, want %q", tc.field, tc.index, tc.text, tc.limit, got, tc.want)
		}
	}
}
