package wordle

import (
	"bytes"
	"strings"
	"testing"
)

// TestBook checks every embedded tree: it parses for the original lists, starts with its file's word,
// finds every answer, and in hard mode never drops a revealed hint. The SALET trees must have the proven
// optimal totals.
func TestBook(t *testing.T) {
	d := Default()
	for _, hard := range []bool{false, true} {
		for _, first := range Openings(hard) {
			h := History{{Guess: mustWord(t, first)}}
			tree := d.book(hard, h)
			if tree == nil {
				t.Fatalf("book(hard=%v, %s) = nil", hard, first)
			}
			if tree.First().String() != first {
				t.Errorf("book(hard=%v, %s).First() = %s", hard, first, tree.First())
			}
			st := tree.Eval()
			if st.Games != d.NumAnswers() || len(st.Histogram) > 10 {
				t.Errorf("tree %s (hard=%v): %+v", first, hard, st)
			}
			if hard {
				for a := range d.answers {
					var r rules
					for _, g := range tree.path(int32(a)) {
						if err := r.check(d.words[g]); err != nil {
							t.Fatalf("hard tree %s, answer %s: %v", first, d.words[a], err)
						}
						r.add(d.words[g], Score(d.words[g], d.words[a]))
					}
				}
			}
			if first == FirstGuess {
				wantTotal, wantWorst := 7920, 5
				if hard {
					wantTotal, wantWorst = 8122, 6
				}
				if st.Total != wantTotal || st.Worst != wantWorst {
					t.Errorf("tree %s (hard=%v): total %d, worst %d; want %d, %d", first, hard, st.Total, st.Worst, wantTotal, wantWorst)
				}
			}
		}
	}
	if len(Openings(false)) < 10 || len(Openings(true)) < 10 {
		t.Errorf("Openings = %v, %v; want the book's fourteen", Openings(false), Openings(true))
	}
}

func TestTreeRoundTrip(t *testing.T) {
	d := Default()
	tree := d.book(false, nil)
	var b bytes.Buffer
	if err := tree.WriteText(&b, "a comment\non two lines"); err != nil {
		t.Fatal(err)
	}
	back, err := ParseTree(bytes.NewReader(b.Bytes()), d)
	if err != nil {
		t.Fatalf("ParseTree(WriteText): %v", err)
	}
	if got, want := back.Eval(), tree.Eval(); got.Total != want.Total || got.First != want.First {
		t.Errorf("round trip: %+v, want %+v", got, want)
	}
}

func TestParseTreeErrors(t *testing.T) {
	d, err := LoadDictionary(strings.NewReader("crane\nslate\ntrace\n"), strings.NewReader("salet\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ name, text, want string }{
		{"valid", "salet crane\nsalet slate\nsalet trace\n", ""},
		{"missing answer", "salet crane\nsalet slate\n", "no line for trace"},
		{"twice", "salet crane\nsalet crane\nsalet slate\nsalet trace\n", "comes twice"},
		{"unknown word", "salet crane\nsalet slate\nxxxxx trace\n", "not an allowed guess"},
		{"not an answer", "salet crane\nsalet slate\nsalet trace\nsalet\n", "not a possible answer"},
		{"two first guesses", "salet crane\ncrane slate\nsalet trace\n", "another line has"},
		{"found early", "crane\nsalet slate\nsalet crane trace\n", "guess 1 is salet"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseTree(strings.NewReader(tc.text), d)
			if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
				t.Fatalf("ParseTree(%q) = %v, want error containing %q", tc.text, err, tc.want)
			}
		})
	}
}

func FuzzParseTree(f *testing.F) {
	d, err := LoadDictionary(strings.NewReader("crane\nslate\ntrace\n"), strings.NewReader("salet\n"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add("salet crane\nsalet slate\nsalet trace\n")
	f.Add("crane\ncrane slate\ncrane trace\n")
	f.Add("# c\nsalet crane crane\n")
	f.Fuzz(func(t *testing.T, text string) {
		tree, err := ParseTree(strings.NewReader(text), d)
		if err != nil {
			return
		}
		// a tree that parses is a strategy that finds every answer, and prints back to the same games
		st := tree.Eval()
		if st.Games != 3 || st.Worst >= 99 {
			t.Fatalf("ParseTree(%q) = %+v", text, st)
		}
		var b bytes.Buffer
		tree.WriteText(&b, "")
		back, err := ParseTree(&b, d)
		if err != nil || back.Eval().Total != st.Total {
			t.Fatalf("ParseTree(%q) does not round-trip: %v", text, err)
		}
	})
}
