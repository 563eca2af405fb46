package wordle

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/internal/editdist"
	"kibitz/router"
	"kibitz/solvers/wordle"
)

func TestEditDistance(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"crane", "crane", 0},
		{"crnae", "crane", 1}, // a swap of neighbours
		{"crane", "crate", 1},
		{"crane", "rcnae", 2},
		{"crane", "rance", 2}, // a letter dropped and one added
		{"crane", "nacre", 4},
		{"zzzzz", "jazzy", 3},
		{"abcde", "fghij", 5},
	} {
		a, b := mustWord(t, tc.a), mustWord(t, tc.b)
		if got := editdist.OSA(a[:], b[:]); got != tc.want {
			t.Errorf("the distance of %s and %s = %d, want %d", tc.a, tc.b, got, tc.want)
		}
		if got := editdist.OSA(b[:], a[:]); got != tc.want {
			t.Errorf("the distance of %s and %s = %d, want %d (symmetric)", tc.b, tc.a, got, tc.want)
		}
	}
}

func TestClosest(t *testing.T) {
	for _, tc := range []struct {
		guess, want string
	}{
		{"crnae", "CRANE, CRANK, CRATE, CRAVE, CRAZE"}, // a swap, then the answers one letter further
		{"zzzzz", "DIZZY, FIZZY, FUZZY, JAZZY, PIZZA"},
		{"wrdle", "WRITE, WROTE, WRYLY, WEDGE, WHALE"}, // the same start first
		{"qxqxq", ""}, // nothing within three edits
	} {
		if got := words(closest(testDictionary(), mustWord(t, tc.guess), closestMax)).En; got != tc.want {
			t.Errorf("closest(%s) = %s, want %s", tc.guess, got, tc.want)
		}
	}
	// an anagram counts as two edits however far its letters moved
	if got := words(closest(testDictionary(), mustWord(t, "tsloe"), 3)).En; !strings.Contains(got, "STOLE") {
		t.Errorf("closest(tsloe) = %s, want STOLE among them", got)
	}
	// a Japanese sentence lists them with 、
	if got := words(closest(testDictionary(), mustWord(t, "crnae"), 2)).In(i18n.Japanese); got != "CRANE、CRANK" {
		t.Errorf("closest(crnae) in Japanese = %s, want CRANE、CRANK", got)
	}
}

// TestAssistNotAWord: a guess not in the word list is refused with the closest words, and no row is
// added. (The assist used to take any five letters.)
func TestAssistNotAWord(t *testing.T) {
	h, _, _ := newHarness(t)
	for _, tc := range []struct {
		guess  string
		en, ko string
	}{
		{"crnae", "CRNAE is not in kibitz's word list, so the row was not added. Closest words: CRANE, CRANK, CRATE, CRAVE, CRAZE.",
			"kibitz의 단어 목록에 없는 단어라 줄을 추가하지 않았습니다: CRNAE. 가장 가까운 단어: CRANE, CRANK, CRATE, CRAVE, CRAZE."},
		{"zzzzz", "ZZZZZ is not in kibitz's word list, so the row was not added. Closest words: DIZZY, FIZZY, FUZZY, JAZZY, PIZZA.",
			"가장 가까운 단어: DIZZY, FIZZY, FUZZY, JAZZY, PIZZA."},
		{"qxqxq", "QXQXQ is not in kibitz's word list, so the row was not added; no word in the list is close to it.", "비슷한 단어도 없습니다"},
	} {
		h.WantCode(t, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "assist", opt{"guess", tc.guess}, opt{"feedback", "bybbb"}),
			router.Invalid, tc.en, "/wordle assist guess:crane")
		h.WantCode(t, commandtest.CommandIn(alice, discordgo.Korean, "wordle", "assist", opt{"guess", tc.guess}, opt{"feedback", "bybbb"}),
			router.Invalid, tc.ko)
	}
	if got := assistRows(t, h, alice.ID, "2026-11-22"); got != nil {
		t.Errorf("rows %v stored for words not in the list", got)
	}
}

// TestClosestText: one close word is named as a word, more as words, in both languages.
func TestClosestText(t *testing.T) {
	for _, tc := range []struct {
		words  []string
		en, ko string
	}{
		{[]string{"qajaq"}, "Closest word: QAJAQ", "가장 가까운 단어: QAJAQ"},
		{[]string{"crane", "crank"}, "Closest words: CRANE, CRANK", "가장 가까운 단어: CRANE, CRANK"},
	} {
		var ws []wordle.Word
		for _, w := range tc.words {
			ws = append(ws, mustWord(t, w))
		}
		if got := closestText(ws); got.En != tc.en || got.Ko != tc.ko {
			t.Errorf("closestText(%v) = %q / %q, want %q / %q", tc.words, got.En, got.Ko, tc.en, tc.ko)
		}
	}
}

// BenchmarkClosest is closest for a guess not in the list: one typo ("crnae", the figures in closest's
// comment), and in sub-benchmarks several kinds of guess, each by closest and by closestByTable, the way
// it measured before, for a ratio in one run.
func BenchmarkClosest(b *testing.B) {
	d := wordle.Default()
	w, _ := wordle.ParseWord("crnae")
	for b.Loop() {
		closest(d, w, closestMax)
	}
}

func BenchmarkClosestGuesses(b *testing.B) {
	d := wordle.Default()
	for _, g := range []string{"crnae", "wrdle", "tsloe", "esrat", "zzzzz", "qxqxq"} {
		w, _ := wordle.ParseWord(g)
		for _, way := range []struct {
			name    string
			closest func(*wordle.Dictionary, wordle.Word, int) []wordle.Word
		}{{"table", closestByTable}, {"now", closest}} {
			b.Run(g+"/"+way.name, func(b *testing.B) {
				for b.Loop() {
					way.closest(d, w, closestMax)
				}
			})
		}
	}
}
