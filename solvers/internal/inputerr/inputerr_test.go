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
