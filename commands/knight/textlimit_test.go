package knight

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"kibitz/router"

	"github.com/bwmarrin/discordgo"
)

// TestTextViewLimit: the text view keeps what README, docs/contract.md and the reply's limits line
// promise. Every board up to textMaxSide a side that has a tour is shown as text in both languages, with
// the longest things the reply can say beside it (a closed tour, Warnsdorff's rule failing, a start far
// from a1); a board one square wider falls back to the picture, saying so.
func TestTextViewLimit(t *testing.T) {
	h := newHarness(t)
	far := fmt.Sprintf("%d,%d", 1, textMaxSide)
	variants := [][]opt{nil, {{"closed", true}, {"start", far}}, {{"method", "warnsdorff"}, {"closed", true}}, {{"method", "warnsdorff"}, {"start", far}}}
	for _, loc := range []discordgo.Locale{discordgo.EnglishUS, discordgo.Korean} {
		for r := 3; r <= textMaxSide; r++ {
			for c := 3; c <= textMaxSide; c++ {
				for _, v := range variants {
					opts := append([]opt{{"size", float64(r)}, {"columns", float64(c)}, {"display", "text"}}, v...)
					resp := h.Command(alice, loc, "knight", "tour", opts...)
					if resp.Private {
						continue // no such tour
					}
					if !strings.Contains(resp.Content, "```") || utf8.RuneCountInString(resp.Content) > router.MaxContent {
						t.Errorf("%s, %d x %d %v: no text view:\n%s", loc, r, c, v, resp.Content)
					}
				}
			}
		}
		over := float64(textMaxSide + 1)
		resp := h.Command(alice, loc, "knight", "tour", opt{"size", over}, opt{"columns", over}, opt{"display", "text"})
		if strings.Contains(resp.Content, "```") || len(resp.Files) != 2 {
			t.Errorf("%s, %v x %v: not the picture:\n%s", loc, over, over, resp.Content)
		}
	}
	limit := fmt.Sprintf("text up to %d x %d", textMaxSide, textMaxSide)
	resp := h.Command(alice, discordgo.EnglishUS, "knight", "tour", opt{"size", 8.0})
	if !strings.Contains(resp.Content, limit) {
		t.Errorf("the reply's limits do not say %q:\n%s", limit, resp.Content)
	}
	for _, doc := range []string{"../../README.md", "../../docs/contract.md"} {
		b, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		var row string
		for l := range strings.Lines(string(b)) {
			if strings.HasPrefix(l, "| `/knight tour`") {
				row = l
			}
		}
		if !strings.Contains(row, limit) {
			t.Errorf("%s: the /knight tour row does not say %q: %q", doc, limit, row)
		}
	}
}
