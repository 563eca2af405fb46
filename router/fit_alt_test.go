package router

import (
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
)

// hasFile reports whether files has one called name.
func hasFile(files []*discordgo.File, name string) bool {
	for _, f := range files {
		if f != nil && f.Name == name {
			return true
		}
	}
	return false
}

func TestTruncateAtWord(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		n        int
		want     string
	}{
		{"fits", "a knight's tour", 15, "a knight's tour"},
		{"cut at the last break", "white king on e1 and pawn", 20, "white king on e1…"},
		{"a space at the cut", "white king on e1 and pawn", 18, "white king on e1…"},
		{"mid-word goes back to the break", "the tour ends on h8, closed", 14, "the tour ends…"},
		{"no break near: cut where it must", "row 1: 53..7....6..195....98....6.", 20, "row 1: 53..7....6..…"},
		{"one long word", strings.Repeat("x", 30), 10, strings.Repeat("x", 9) + "…"},
		{"Korean counts characters", "백 킹 e1, 백 폰 e2, 흑 킹 e8", 12, "백 킹 e1, 백 폰…"},
		{"line breaks are breaks", "row one\nrow two\nrow three", 18, "row one\nrow two…"},
		{"a word ending at the cut stays", "row one\nrow two\nrow three", 20, "row one\nrow two\nrow…"},
		{"limit of one", "abc", 1, "…"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := truncateAtWord(tc.in, tc.n)
			if got != tc.want {
				t.Errorf("truncateAtWord(%q, %d) = %q, want %q", tc.in, tc.n, got, tc.want)
			}
			if c := utf8.RuneCountInString(got); c > tc.n {
				t.Errorf("%q is %d characters, over %d", got, c, tc.n)
			}
		})
	}
}

func TestFitAlt(t *testing.T) {
	long := strings.Repeat("a white pawn on e2 ", 80) // 1,520 characters
	png := func(name string) *discordgo.File { return PNG(name, []byte("png")) }
	var twelve []*discordgo.File
	for i := range 12 {
		twelve = append(twelve, png(string(rune('a'+i))+".png"))
	}
	for _, tc := range []struct {
		name string
		in   *Response
		want map[string]string
	}{
		{"none", &Response{Files: []*discordgo.File{png("b.png")}}, nil},
		{"kept as it is", &Response{Files: []*discordgo.File{png("b.png")}, Alt: map[string]string{"b.png": "a board"}},
			map[string]string{"b.png": "a board"}},
		{"too long: cut at a word", &Response{Files: []*discordgo.File{png("b.png")}, Alt: map[string]string{"b.png": long}},
			map[string]string{"b.png": truncateAtWord(long, 1024)}},
		{"no such file", &Response{Files: []*discordgo.File{png("b.png")}, Alt: map[string]string{"c.png": "x", "b.png": "y"}},
			map[string]string{"b.png": "y"}},
		{"no files at all", &Response{Content: "text", Alt: map[string]string{"b.png": "x"}}, map[string]string{}},
		{"empty and blank texts", &Response{Files: []*discordgo.File{png("b.png"), png("c.png")},
			Alt: map[string]string{"b.png": "", "c.png": " \n"}}, map[string]string{}},
		// The 11th and 12th files are left out (Discord takes 10), and so is their alt text.
		{"a dropped file", &Response{Files: twelve, Alt: map[string]string{"a.png": "first", "l.png": "last"}},
			map[string]string{"a.png": "first"}},
		// Text too long for a message goes into reply.txt, which has no alt text of its own.
		{"spilled text", &Response{Content: strings.Repeat("z", 2500), Files: []*discordgo.File{png("b.png")},
			Alt: map[string]string{"b.png": "board", "reply.txt": "not mine"}}, map[string]string{"b.png": "board"}},
	} {
		for _, lang := range []i18n.Lang{i18n.English, i18n.Korean} {
			t.Run(tc.name+"/"+lang.String(), func(t *testing.T) {
				before := map[string]string{}
				for k, v := range tc.in.Alt {
					before[k] = v
				}
				out := Fit(tc.in, lang)
				if !reflect.DeepEqual(out.Alt, tc.want) {
					t.Errorf("alt %q, want %q", out.Alt, tc.want)
				}
				if bad := fitViolations(out); len(bad) > 0 {
					t.Errorf("does not fit: %v", bad)
				}
				if tc.in.Alt != nil && !reflect.DeepEqual(tc.in.Alt, before) {
					t.Errorf("Fit changed the handler's alt text: %q, was %q", tc.in.Alt, before)
				}
			})
		}
	}

	// Followups and updates carry theirs, fitted the same way.
	in := &Response{Update: true, Files: []*discordgo.File{png("b.png")}, Alt: map[string]string{"b.png": long},
		Followups: []*Response{{Files: []*discordgo.File{png("f.png")}, Alt: map[string]string{"f.png": long, "g.png": "x"}}}}
	out := Fit(in, i18n.English)
	if got := out.Alt["b.png"]; utf8.RuneCountInString(got) > 1024 || !strings.HasSuffix(got, " on…") {
		t.Errorf("update's alt text %q…, want it cut at a word to 1,024 characters", got[:40])
	}
	if f := out.Followups[0]; len(f.Alt) != 1 || f.Alt["f.png"] != out.Alt["b.png"] {
		t.Errorf("followup's alt text %q, want f.png's cut like b.png's", f.Alt)
	}
}

func TestAttachAndWithAlt(t *testing.T) {
	r := (&Response{Content: "x"}).Attach(PNG("b.png", []byte("png")), "a board").Attach(TextFile("t.txt", []byte("t")), "")
	if len(r.Files) != 2 || r.Files[1].Name != "t.txt" || !reflect.DeepEqual(r.Alt, map[string]string{"b.png": "a board"}) {
		t.Errorf("files %v, alt %q", r.Files, r.Alt)
	}
	r.WithAlt("t.txt", "the tour as text").WithAlt("b.png", "")
	if !reflect.DeepEqual(r.Alt, map[string]string{"t.txt": "the tour as text"}) {
		t.Errorf("alt %q after WithAlt", r.Alt)
	}
	if r := (&Response{}).WithAlt("b.png", ""); r.Alt != nil {
		t.Errorf("an empty alt text made a map: %q", r.Alt)
	}
}
