package wordle

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"testing/synctest"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/internal/testenv"
	"kibitz/router"
	"kibitz/solvers/wordle"
	"kibitz/storage"
)

// assistRows reads the rows of a user's assist session of a day from the store.
func assistRows(t *testing.T, h *commandtest.Harness, userID, day string) []string {
	t.Helper()
	var s session
	err := storage.GetJSON(context.Background(), h.Store, "wdla:"+userID+":"+day, &s)
	if errors.Is(err, storage.ErrNotFound) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	return s.Rows
}

func assist(h *commandtest.Harness, u *discordgo.User, guess, feedback string, extra ...opt) *router.Response {
	h.T.Helper()
	return h.Serve(commandtest.CommandIn(u, discordgo.EnglishUS, "wordle", "assist", append([]opt{{"guess", guess}, {"feedback", feedback}}, extra...)...))
}

func TestAssistRowsAndSuggestions(t *testing.T) {
	h, _, _ := newHarness(t)
	resp := assist(h, alice, "crane", "bybbb")
	if !resp.Private {
		t.Error("the assist reply is public, want private")
	}
	for _, want := range []string{"row 1 of 6", "UTC day 2026-11-22", "**90** answers still fit.", "Best next guesses", "1. **", "5. **", "on average", "at worst",
		// what the list is ordered by, since it is not the answers left
		"Order: kibitz's pick first, then the others by how many guesses each is expected to need to finish the game, fewest first"} {
		if !strings.Contains(resp.Content, want) {
			t.Errorf("first row: reply lacks %q:\n%s", want, resp.Content)
		}
	}
	if w, hgt := boardImage(t, resp); w != 346 || hgt != 410 {
		t.Errorf("tiles image %dx%d, want 346x410 (six rows, no keyboard)", w, hgt)
	}

	// The second row, typed with the other grey marks, leaves few enough answers to list them.
	resp = assist(h, alice, "SHOUT", "x.y-x")
	for _, want := range []string{"row 2 of 6", "**9** answers still fit: DOWRY, FORGO, LORRY, RIGOR, ROWDY, VIGOR, WORDY, WORLD, WORRY", "could be the answer"} {
		if !strings.Contains(resp.Content, want) {
			t.Errorf("second row: reply lacks %q:\n%s", want, resp.Content)
		}
	}
	if got := strings.Join(assistRows(t, h, alice.ID, "2026-11-22"), " "); got != "crane=bybbb shout=bbybb" {
		t.Errorf("session rows %q, want canonical crane=bybbb shout=bbybb", got)
	}
	if n := strings.Count(resp.Content, "\n1. ") + strings.Count(resp.Content, "\n5. "); n != 2 {
		t.Errorf("want five ranked suggestions:\n%s", resp.Content)
	}

	// Bob's session is his own.
	if got := assistRows(t, h, bob.ID, "2026-11-22"); got != nil {
		t.Errorf("bob has rows %v without asking", got)
	}
	resp = assist(h, bob, "crane", "bybbb")
	if !strings.Contains(resp.Content, "row 1 of 6") {
		t.Errorf("bob's first row is not row 1:\n%s", resp.Content)
	}
}

func TestAssistEmojiFeedback(t *testing.T) {
	for _, feedback := range []string{"🟩🟨⬛⬛🟩", "🟩️🟨️⬛️⬛️🟩️", "🟩 🟨 ⬛ ⬜ 🟩", "🟧🟦⬛⬛🟧", "GYBBG", "ｇｙｂｂｇ", "ｇ　ｙ　ｂ　ｂ　ｇ", "ＧＹ．－ｇ"} {
		t.Run(feedback, func(t *testing.T) {
			h, _, _ := newHarness(t)
			resp := assist(h, alice, "crane", feedback)
			if got := strings.Join(assistRows(t, h, alice.ID, "2026-11-22"), " "); got != "crane=gybbg" {
				t.Fatalf("feedback %q stored as %q, want crane=gybbg; reply %q", feedback, got, resp.Content)
			}
		})
	}
}

// TestAssistFullWidth: a guess and feedback typed on a Japanese keyboard, in full-width letters and with
// ideographic spaces, are the row crane=gybbg.
func TestAssistFullWidth(t *testing.T) {
	h, _, _ := newHarness(t)
	resp := assist(h, alice, "　ｃｒａｎｅ　", "ｇｙｂｂｇ")
	if got := strings.Join(assistRows(t, h, alice.ID, "2026-11-22"), " "); got != "crane=gybbg" {
		t.Fatalf("stored %q, want crane=gybbg; reply %q", got, resp.Content)
	}
	// A word outside the list is named as kibitz reads it, with the closest words.
	h.WantCode(t, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "assist", opt{"guess", "ｃｒｎａｅ"}, opt{"feedback", "ｇｙｂｂｇ"}),
		router.Invalid, "CRNAE", "/wordle assist")
}

func TestAssistOneAnswerAndSolved(t *testing.T) {
	h, clock, _ := newHarness(t)
	assist(h, alice, "crane", "bybbb")
	assist(h, alice, "shout", "bbybb")
	world, _ := wordle.ParseWord("world")
	wordy, _ := wordle.ParseWord("wordy")
	resp := assist(h, alice, "world", wordle.Score(world, wordy).String()) // leaves wordy alone
	if !strings.Contains(resp.Content, "Only one answer fits: **WORDY**.") || strings.Contains(resp.Content, "Best next guesses") {
		t.Errorf("one answer left:\n%s", resp.Content)
	}
	resp = assist(h, alice, "wordy", "ggggg")
	if !strings.Contains(resp.Content, "Solved in 4 guesses!") {
		t.Errorf("all green:\n%s", resp.Content)
	}
	// After a solved row, the next call starts a new puzzle.
	resp = assist(h, alice, "salet", "bbbbb")
	if !strings.Contains(resp.Content, "row 1 of 6") {
		t.Errorf("after a solve, the next row is not row 1:\n%s", resp.Content)
	}
	// A new UTC day starts a new session.
	clock.Advance(14 * time.Hour) // 2026-11-23 00:00 UTC
	resp = assist(h, alice, "crane", "bybbb")
	if !strings.Contains(resp.Content, "row 1 of 6") || !strings.Contains(resp.Content, "2026-11-23") {
		t.Errorf("a new day does not start a new session:\n%s", resp.Content)
	}
}

func TestAssistSixRows(t *testing.T) {
	h, _, _ := newHarness(t)
	var resp *router.Response
	hatch, _ := wordle.ParseWord("hatch")
	for _, w := range missWords(t, hatch, 6) { // six grey rows leave hatch, catch and more
		resp = assist(h, alice, w, "bbbbb")
	}
	if !strings.Contains(resp.Content, "row 6 of 6") || !strings.Contains(resp.Content, "That was your sixth row") ||
		strings.Contains(resp.Content, "Best next guesses") {
		t.Errorf("sixth row:\n%s", resp.Content)
	}
	h.WantCode(t, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "assist", opt{"guess", "hatch"}, opt{"feedback", "ggggg"}),
		router.Conflict, "already has six rows", "/wordle reset")

	// Six rows that leave more answers than a reply lists: they are counted, not shown, and the last line
	// says so rather than pointing at a list that is not there.
	for range 6 {
		resp = assist(h, bob, "fuzzy", "bbbbb")
	}
	if !strings.Contains(resp.Content, "answers still fit.\n") || !strings.Contains(resp.Content, "the word is one of the answers counted above") ||
		strings.Contains(resp.Content, "one of those above") {
		t.Errorf("sixth row with many answers:\n%s", resp.Content)
	}
}

func TestAssistHardMode(t *testing.T) {
	h, _, _ := newHarness(t)
	resp := assist(h, alice, "crane", "bybbb", opt{"hard", true})
	if !strings.Contains(resp.Content, "(hard mode)") {
		t.Errorf("hard mode not shown:\n%s", resp.Content)
	}
	// A row that hard mode would not have taken is refused, in both languages, and not added: SALTY
	// leaves out the revealed R. (The rows are WORLD's.)
	h.WantCode(t, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "assist", opt{"guess", "salty"}, opt{"feedback", "bbybb"}),
		router.Invalid, "Row 2, SALTY, breaks hard mode: it must contain the revealed R", "the row was not added", "hard:false")
	h.WantCode(t, commandtest.CommandIn(alice, discordgo.Korean, "wordle", "assist", opt{"guess", "salty"}, opt{"feedback", "bbybb"}),
		router.Invalid, "2번째 줄(SALTY)은 하드 모드 규칙에 어긋납니다", "하드모드:false")
	// Hard mode sticks to the session when the option is left out; every suggestion keeps the R and the O.
	resp = assist(h, alice, "forum", "bggbb")
	if !strings.Contains(resp.Content, "(hard mode)") || !strings.Contains(resp.Content, "row 2 of 6") {
		t.Errorf("hard mode not kept:\n%s", resp.Content)
	}
	for _, line := range strings.Split(resp.Content, "\n") {
		if i := strings.Index(line, ". **"); i > 0 && i < 3 {
			word := line[i+4 : i+9]
			if !strings.Contains(word, "R") || !strings.Contains(word, "O") {
				t.Errorf("hard mode suggestion %s ignores a revealed R or O", word)
			}
		}
	}
	h.WantCode(t, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "assist", opt{"guess", "gourd"}, opt{"feedback", "bgbyg"}),
		router.Invalid, "Row 3, GOURD, breaks hard mode: its letter 3 must be the green R")
	if n := len(assistRows(t, h, alice.ID, "2026-11-22")); n != 2 {
		t.Errorf("after the refused rows the session has %d rows, want 2", n)
	}
	// hard:false turns hard mode off, and the same row is taken.
	resp = assist(h, alice, "gourd", "bgbyg", opt{"hard", false})
	if strings.Contains(resp.Content, "(hard mode)") || !strings.Contains(resp.Content, "row 3 of 6") {
		t.Errorf("hard:false does not turn hard mode off:\n%s", resp.Content)
	}
}

// TestAssistRepeatedRow: a row that repeats an earlier guess is taken, as the game takes a guess played
// again, with a line that says it rules out nothing and how to start afresh if it was sent twice by
// mistake; a row with a new guess has no such line.
func TestAssistRepeatedRow(t *testing.T) {
	h, _, _ := newHarness(t)
	first := assist(h, alice, "crane", "bbbbb")
	assist(h, alice, "sloth", "bbbbb")
	again := assist(h, alice, "crane", "bbbbb")
	want := "Row 3 repeats row 1 (CRANE ⬛⬛⬛⬛⬛): a guess played again rules out no answer, but uses a row, as in the game."
	if !strings.Contains(again.Content, "row 3 of 6") || !strings.Contains(again.Content, want) {
		t.Errorf("a repeated row:\n%s\nwant row 3 and %q", again.Content, want)
	}
	if strings.Contains(first.Content, "repeats") {
		t.Errorf("a first row said to repeat one:\n%s", first.Content)
	}
	ko := h.Command(alice, discordgo.Korean, "wordle", "assist", opt{"guess", "sloth"}, opt{"feedback", "bbbbb"})
	if !strings.Contains(ko.Content, "4번째 줄이 2번째 줄(SLOTH ⬛⬛⬛⬛⬛)과 같습니다.") {
		t.Errorf("a repeated row in Korean:\n%s", ko.Content)
	}
}

func TestAssistContradiction(t *testing.T) {
	h, _, _ := newHarness(t)
	assist(h, alice, "crane", "bbbbb")
	// CABIN with a green C contradicts row 1, which says there is no C.
	h.WantCode(t, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "assist", opt{"guess", "cabin"}, opt{"feedback", "gbbbb"}),
		router.Invalid, "Row 2 (CABIN 🟩⬛⬛⬛⬛) contradicts row 1 (CRANE ⬛⬛⬛⬛⬛)", "was not added")
	if got := assistRows(t, h, alice.ID, "2026-11-22"); len(got) != 1 {
		t.Errorf("rows after a contradiction: %v, want row 1 only", got)
	}
	h.WantCode(t, commandtest.CommandIn(alice, discordgo.Korean, "wordle", "assist", opt{"guess", "cabin"}, opt{"feedback", "gbbbb"}),
		router.Invalid, "모순")

	// Rows that clash only together: two of them, named even when another row sits between them, or three.
	for _, tc := range []struct {
		rows      []string // guess=feedback
		guess, fb string
		en, ko    string
	}{
		{[]string{"abhor=ggbbb", "aptly=gbbyb"}, "birch", "yybbb",
			"Row 3 (BIRCH 🟨🟨⬛⬛⬛) contradicts rows 1 (ABHOR 🟩🟩⬛⬛⬛) and 2 (APTLY 🟩⬛⬛🟨⬛) taken together", "을 함께 놓고 보면 3번째 줄(BIRCH 🟨🟨⬛⬛⬛)과 모순"},
		{[]string{"width=bbbbb", "amove=yybby", "abore=ybbby"}, "bally", "bybgb",
			"Row 4 (BALLY ⬛🟨⬛🟩⬛) contradicts rows 1 (WIDTH ⬛⬛⬛⬛⬛) and 3 (ABORE 🟨⬛⬛⬛🟨) taken together", "1번째 줄(WIDTH"},
		{[]string{"crock=bybbb", "fewer=bbbby", "fluff=bbbbb"}, "hairy", "bbbyb",
			"Row 4 (HAIRY ⬛⬛⬛🟨⬛) contradicts rows 1 (CROCK ⬛🟨⬛⬛⬛), 2 (FEWER ⬛⬛⬛⬛🟨) and 3 (FLUFF ⬛⬛⬛⬛⬛) taken together",
			"1번째 줄(CROCK ⬛🟨⬛⬛⬛), 2번째 줄(FEWER ⬛⬛⬛⬛🟨), 3번째 줄(FLUFF ⬛⬛⬛⬛⬛)을 함께 놓고 보면 4번째 줄(HAIRY ⬛⬛⬛🟨⬛)과 모순됩니다"},
	} {
		h, _, _ = newHarness(t)
		for _, r := range tc.rows {
			guess, fb, _ := strings.Cut(r, "=")
			assist(h, alice, guess, fb)
		}
		h.WantCode(t, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "assist", opt{"guess", tc.guess}, opt{"feedback", tc.fb}),
			router.Invalid, tc.en, "was not added", "/wordle reset")
		h.WantCode(t, commandtest.CommandIn(alice, discordgo.Korean, "wordle", "assist", opt{"guess", tc.guess}, opt{"feedback", tc.fb}),
			router.Invalid, tc.ko)
		if got := assistRows(t, h, alice.ID, "2026-11-22"); len(got) != len(tc.rows) {
			t.Errorf("rows after a contradiction: %v, want the %d before it", got, len(tc.rows))
		}
	}

	// A row no answer fits even alone: AAHE? is no answer.
	h.WantCode(t, commandtest.CommandIn(bob, discordgo.EnglishUS, "wordle", "assist", opt{"guess", "aahed"}, opt{"feedback", "ggggb"}),
		router.Invalid, "No answer in kibitz's list gives AAHED the colours 🟩🟩🟩🟩⬛")
}

func TestAssistInputErrors(t *testing.T) {
	h, _, _ := newHarness(t)
	for _, tc := range []struct {
		name, guess, feedback string
		en, ko                string
	}{
		{"short word", "cran", "gybbg", "`cran` is not a five-letter word", "다섯 글자"},
		{"not letters", "cr4ne", "gybbg", "`cr4ne` has `4`, which is not a letter a to z", "`4` 글자가 있습니다"},
		{"an accent", "crème", "gybbg", "`crème` has `è`, which is not a letter a to z", "악센트"},
		{"feedback length", "crane", "gyb", "The feedback `gyb` should have five marks", "다섯 개"},
		{"feedback symbol", "crane", "gyzbg", "Mark 3 of the feedback is `z`", "3번째"},
		{"impossible", "crane", "ggggy", "No word at all can colour CRANE as 🟩🟩🟩🟩🟨", "CRANE의 색이 🟩🟩🟩🟩🟨처럼 나올 수 없습니다"},
		// the tip is about the row typed: here the yellow E after a grey one
		{"impossible order", "eerie", "bybbb", "the E in square 2 is yellow while the E in square 1, further left, is grey", "2번째 칸의 E 글자는 노랑인데"},
		// Full-width letters and marks read as ASCII; what is wrong is quoted as typed.
		{"full-width, not letters", "ｃｒ４ｎé", "gybbg", "`ｃｒ４ｎé` has `４`, which is not a letter a to z", "`４` 글자가 있습니다"},
		{"full-width, an accent", "ｃｒａｎé", "gybbg", "`ｃｒａｎé` has `é`, which is not a letter a to z", "악센트"},
		{"full-width, short word", "ｃｒａｎ", "gybbg", "`ｃｒａｎ` is not a five-letter word", "다섯 글자"},
		{"full-width feedback length", "crane", "ｇｙｂ", "The feedback `ｇｙｂ` should have five marks", "다섯 개"},
		{"full-width feedback symbol", "crane", "ｇｙｚｂｇ", "Mark 3 of the feedback is `ｚ`", "3번째"},
		{"full-width feedback symbol after a variation selector", "crane", "🟩\uFE0Fｙｚｂｇ", "Mark 3 of the feedback is `ｚ`", "3번째"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h.WantCode(t, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "assist", opt{"guess", tc.guess}, opt{"feedback", tc.feedback}),
				router.Invalid, tc.en, "/wordle assist guess:crane feedback:gybbg")
			h.WantCode(t, commandtest.CommandIn(alice, discordgo.Korean, "wordle", "assist", opt{"guess", tc.guess}, opt{"feedback", tc.feedback}),
				router.Invalid, tc.ko, "예:")
		})
	}
	if got := assistRows(t, h, alice.ID, "2026-11-22"); got != nil {
		t.Errorf("bad input stored rows %v", got)
	}
}

func TestAssistKorean(t *testing.T) {
	h, _, _ := newHarness(t)
	resp := h.Serve(commandtest.CommandIn(alice, discordgo.Korean, "wordle", "assist", opt{"guess", "crane"}, opt{"feedback", "bybbb"}))
	for _, want := range []string{"워들 도우미", "6줄 중 1번째", "아직 **90**개의 답이 가능합니다", "다음 추천 단어", "평균",
		"순서: kibitz가 고른 단어가 먼저이고, 나머지는 게임을 끝내기까지 필요할 것으로 예상되는 추측 횟수가 적은 순"} {
		if !strings.Contains(resp.Content, want) {
			t.Errorf("Korean reply lacks %q:\n%s", want, resp.Content)
		}
	}
}

func TestReset(t *testing.T) {
	h, _, _ := newHarness(t)
	assist(h, alice, "crane", "bybbb")
	assist(h, alice, "shout", "bbybb")
	resp := h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "reset"))
	if !resp.Private || !strings.Contains(resp.Content, "is cleared") {
		t.Errorf("reset: %+v", resp)
	}
	if got := assistRows(t, h, alice.ID, "2026-11-22"); got != nil {
		t.Errorf("rows after reset: %v", got)
	}
	resp = h.Serve(commandtest.CommandIn(alice, discordgo.Korean, "wordle", "reset"))
	if !strings.Contains(resp.Content, "지울 것이 없습니다") {
		t.Errorf("second reset, in Korean: %q", resp.Content)
	}
	resp = assist(h, alice, "salet", "bbbbb")
	if !strings.Contains(resp.Content, "row 1 of 6") {
		t.Errorf("after reset the next row is not row 1:\n%s", resp.Content)
	}
}

func TestAutocomplete(t *testing.T) {
	h, _, _ := newHarness(t)
	for _, tc := range []struct {
		sub, option, typed string
		want               int    // choices, -1 for "between 1 and 25"
		prefix             string // every choice starts with it
	}{
		{"assist", "guess", "cra", -1, "cra"},
		{"assist", "guess", "", 25, ""},
		{"assist", "guess", " CRAN", -1, "cran"},
		{"assist", "guess", "sal", -1, "sal"},
		{"assist", "guess", "c1", 0, ""},
		{"assist", "guess", "qqqqq", 0, ""},
		{"guess", "word", "wor", -1, "wor"},
	} {
		resp, err := h.Handle(autocomplete(alice, tc.sub, tc.option, tc.typed))
		if err != nil {
			t.Fatalf("%s %q: %v", tc.sub, tc.typed, err)
		}
		n := len(resp.Choices)
		if resp.Choices == nil || tc.want >= 0 && n != tc.want || tc.want < 0 && (n < 1 || n > router.MaxChoices) {
			t.Errorf("%s %q: %d choices, want %d", tc.sub, tc.typed, n, tc.want)
		}
		for _, c := range resp.Choices {
			if !strings.HasPrefix(c.Name, tc.prefix) || c.Value != c.Name || len(c.Name) != 5 {
				t.Errorf("%s %q: choice %q/%v", tc.sub, tc.typed, c.Name, c.Value)
			}
		}
	}
	resp, _ := h.Handle(autocomplete(alice, "assist", "guess", "sal"))
	found := false
	for _, c := range resp.Choices {
		found = found || c.Name == "salet"
	}
	if !found {
		t.Errorf("sal: no salet (an allowed guess that is not an answer) among %d choices", len(resp.Choices))
	}
}

// TestAssistOriginalLists runs the assist on the embedded lists, whose opening book answers from
// the optimal strategy's tree. It builds the 30 MB feedback matrix: heavy.
func TestAssistOriginalLists(t *testing.T) {
	testenv.Heavy(t)
	h := newOriginalHarness(t)
	resp := h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "assist", opt{"guess", "salet"}, opt{"feedback", "bbbbb"}))
	if !strings.Contains(resp.Content, "precomputed optimal strategy") || !strings.Contains(resp.Content, "1. **COURD**") ||
		!strings.Contains(resp.Content, "**221** answers still fit") {
		t.Errorf("salet=bbbbb on the original lists:\n%s", resp.Content)
	}
	// Another opening of the book: its own tree, not called optimal.
	resp = h.Serve(commandtest.CommandIn(bob, discordgo.EnglishUS, "wordle", "assist", opt{"guess", "crane"}, opt{"feedback", "bbbbb"}))
	if !strings.Contains(resp.Content, "(from kibitz's precomputed strategy for games opening with CRANE):\n-# Order: ") ||
		!strings.Contains(resp.Content, "\n1. **") {
		t.Errorf("crane=bbbbb on the original lists:\n%s", resp.Content)
	}
	// A state off the book (the tree's second guess is COURD), searched live within the budget.
	resp = h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "assist", opt{"guess", "fuzzy"}, opt{"feedback", "bbbbb"}))
	if !strings.Contains(resp.Content, "**Best next guesses**:\n-# Order: ") || !strings.Contains(resp.Content, "\n1. **") || !strings.Contains(resp.Content, "5. **") ||
		!strings.Contains(resp.Content, "**74** answers still fit") {
		t.Errorf("live search gave no suggestion:\n%s", resp.Content)
	}
}

// TestAssistSimultaneousRows sends rows at the same instant: each is added once, none is lost,
// and the session never passes six rows.
func TestAssistSimultaneousRows(t *testing.T) {
	h, _, _ := newHarness(t)
	hatch := mustWord(t, "hatch")
	words := missWords(t, hatch, 8)
	var wg sync.WaitGroup
	errs := make([]error, len(words))
	for i, w := range words {
		wg.Go(func() {
			_, errs[i] = h.Handle(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "assist", opt{"guess", w}, opt{"feedback", "bbbbb"}))
		})
	}
	wg.Wait()
	full := 0
	for _, err := range errs {
		if ue, ok := router.AsUserError(err); ok && ue.Code == router.Conflict {
			full++
		} else if err != nil {
			t.Errorf("a simultaneous row failed: %v", err)
		}
	}
	rows := assistRows(t, h, alice.ID, "2026-11-22")
	if len(rows) != 6 || full != 2 {
		t.Errorf("%d rows stored and %d refused as a full session; want 6 and 2: %v", len(rows), full, rows)
	}
	seen := map[string]bool{}
	for _, r := range rows {
		if seen[r] {
			t.Errorf("row %s stored twice: %v", r, rows)
		}
		seen[r] = true
	}
}

// TestAssistSessionExpires checks the session's 36 hours in the store, on a fake clock. (A new UTC
// day starts a new session anyway; the time to live only clears the old one away.)
func TestAssistSessionExpires(t *testing.T) {
	testDictionary() // prepared outside the bubble
	synctest.Test(t, func(t *testing.T) {
		h, _, _ := newHarness(t, noClock)
		day := formatDay(time.Now().UTC())
		assist(h, alice, "crane", "bybbb")
		time.Sleep(35 * time.Hour)
		if got := assistRows(t, h, alice.ID, day); len(got) != 1 {
			t.Errorf("after 35 hours: rows %v, want crane's", got)
		}
		time.Sleep(time.Hour + time.Second)
		if got := assistRows(t, h, alice.ID, day); got != nil {
			t.Errorf("after 36 hours: rows %v, want none", got)
		}
	})
}

// TestSearchBudget: a suggestion alone gets the whole budget; with other handlers running it gets
// minBudget, or its whole budget when that is smaller.
func TestSearchBudget(t *testing.T) {
	for _, tc := range []struct {
		budget   time.Duration
		inFlight int
		want     time.Duration
	}{
		{50 * time.Millisecond, 0, 50 * time.Millisecond}, // outside a router (tests, the console's first call)
		{50 * time.Millisecond, 1, 50 * time.Millisecond},
		{50 * time.Millisecond, 2, minBudget},
		{50 * time.Millisecond, 300, minBudget},
		{500 * time.Microsecond, 10, 500 * time.Microsecond},
	} {
		c := &Command{budget: tc.budget}
		if got := c.searchBudget(tc.inFlight); got != tc.want {
			t.Errorf("budget %v with %d handlers running: %v, want %v", tc.budget, tc.inFlight, got, tc.want)
		}
	}
}

// TestSearchOptions: every assist suggestion searches lean, within searchBudget, with the command's
// cache; busy, within a millisecond, which it needs a fraction of (BenchmarkAssistSessions).
func TestSearchOptions(t *testing.T) {
	c := &Command{budget: 50 * time.Millisecond, suggestions: wordle.NewCache(1)}
	for _, inFlight := range []int{1, 2, 40} {
		o := c.searchOptions(true, inFlight)
		if !o.Lean || !o.Hard || o.Top != topGuesses || o.Cache != c.suggestions || o.Budget != c.searchBudget(inFlight) {
			t.Errorf("searchOptions(hard, %d) = %+v, want lean, hard, top %d, the cache, budget %v", inFlight, o, topGuesses, c.searchBudget(inFlight))
		}
	}
	if minBudget > time.Millisecond {
		t.Errorf("minBudget = %v, want at most 1 ms", minBudget)
	}
}
