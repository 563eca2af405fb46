package wordle

import (
	"strings"
	"testing"
	"unicode/utf8"

	"kibitz/i18n"
	"kibitz/render/rendertest"
	"kibitz/solvers/wordle"
)

// TestViewsGolden draws every board of the picture goldens as emoji and as text, with high
// contrast where the picture has it (the text board has no colours to change), the text as a reply
// shows it in English: the grid, its lines in words and its legend.
func TestViewsGolden(t *testing.T) {
	for _, tc := range pictureCases {
		t.Run(tc.name, func(t *testing.T) {
			rows, keys := tc.board(t)
			emoji := boardEmoji(rows, keys, tc.highContrast)
			rendertest.GoldenText(t, tc.name+"_emoji", emoji)
			if !tc.highContrast {
				rendertest.GoldenText(t, tc.name+"_text", textView(rows, keys, i18n.English, false))
			}
			// the high-contrast grid has no green or yellow, the other no orange or blue
			foreign := []string{"🟧", "🟦"}
			if tc.highContrast {
				foreign = []string{"🟩", "🟨"}
			}
			for _, sq := range foreign {
				if strings.Contains(emoji, sq) {
					t.Errorf("high contrast %v, but the grid has %s:\n%s", tc.highContrast, sq, emoji)
				}
			}
		})
	}
}

// TestViewsFit checks the largest boards a game shows against a phone's width and Discord's
// message: six rows with the keyboard, every key state, and six rows of the longest in words (a letter
// in each colour, named by its place). The grid of the text view is 30 characters wide at most; its
// lines in words, outside the grid, wrap as prose does. An emoji view is a fifth of a message at most,
// and a text view, its lines in words and legend included, 1,200 characters in every language, which
// leaves the reply's title and status room in Discord's 2,000 (TestRepliesFit).
func TestViewsFit(t *testing.T) {
	g := playedGame(t, "hatch", "catch", "match", "batch", "latch", "patch", "watch")
	k := g.Keyboard()
	kayak := wordle.Row{Guess: mustWord(t, "kayak"), Feedback: wordle.Score(mustWord(t, "kayak"), mustWord(t, "aback"))}
	long := wordle.History{kayak, kayak, kayak, kayak, kayak, kayak}
	text := boardText(g.Rows(), &k)
	for _, line := range strings.Split(text, "\n") {
		if n := utf8.RuneCountInString(line); n > 30 {
			t.Errorf("text line %q is %d characters wide, want 30 at most", line, n)
		}
	}
	for _, view := range []string{boardEmoji(g.Rows(), &k, false), boardEmoji(g.Rows(), &k, true)} {
		if n := utf8.RuneCountInString(view); n > 400 {
			t.Errorf("a view of %d characters, want 400 at most (a fifth of a message):\n%s", n, view)
		}
	}
	for _, l := range i18n.Langs() {
		for _, rows := range []wordle.History{g.Rows(), long} {
			if view := textView(rows, &k, l, true); utf8.RuneCountInString(view) > 1200 {
				t.Errorf("%s: a text view of %d characters, want 1,200 at most:\n%s", l, utf8.RuneCountInString(view), view)
			}
		}
	}
	for _, line := range strings.Split(boardEmoji(g.Rows(), &k, false), "\n") {
		if strings.HasPrefix(line, "`") && utf8.RuneCountInString(line) != 13 {
			t.Errorf("emoji row %q: want a word and five squares", line)
		}
	}
}

func TestViewsEmpty(t *testing.T) {
	if got := boardEmoji(nil, nil, false); got != "" {
		t.Errorf("WordleEmoji of nothing = %q, want empty", got)
	}
	if got := boardText(nil, nil); got != "" {
		t.Errorf("WordleText of nothing = %q, want empty", got)
	}
	// seven rows, as a history may have: every row shown
	h, err := wordle.Parse("crane=bbbbb crane=bbbbb crane=bbbbb crane=bbbbb crane=bbbbb crane=bbbbb crane=ggggg")
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(boardEmoji(h, nil, false), "\n") + 1; got != 7 {
		t.Errorf("seven rows: %d emoji lines", got)
	}
	if got := strings.Count(boardText(h, nil), "\n") + 1; got != 9 {
		t.Errorf("seven rows: %d text lines, want 9 with the fences", got)
	}
}
