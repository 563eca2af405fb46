package wordle

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"kibitz/internal/testenv"
	"kibitz/internal/textenc/textenctest"
)

func readShared(t *testing.T, name string) []string {
	t.Helper()
	b, err := os.ReadFile(testenv.Dataset(t, "wordle", name))
	if err != nil {
		t.Fatal(err)
	}
	return strings.Fields(string(b))
}

// TestEmbeddedListsMatchShared checks that the generated word files hold the shared dataset's lists, in
// the same order.
func TestEmbeddedListsMatchShared(t *testing.T) {
	answers, guesses := readShared(t, "answers.txt"), readShared(t, "guesses.txt")
	if len(answers) != 2315 || len(guesses) != 10657 {
		t.Fatalf("shared lists have %d and %d words, want 2315 and 10657", len(answers), len(guesses))
	}
	d := Default()
	var got []string
	for _, w := range d.Words() {
		got = append(got, w.String())
	}
	if !slices.Equal(got[:d.NumAnswers()], answers) {
		t.Errorf("embedded answers differ from the datasets' wordle/answers.txt")
	}
	if !slices.Equal(got[d.NumAnswers():], guesses) {
		t.Errorf("embedded guesses differ from the datasets' wordle/guesses.txt")
	}
}

func TestLoadDictionary(t *testing.T) {
	for _, tc := range []struct {
		name             string
		answers, guesses string
		wantAnswers      int
		wantWords        int
		code             Code
		list             string
		line             int
	}{
		{"small", "crane\nslate\n", "salet\ntrace\n", 2, 4, "", "", 0},
		{"comments and blanks", "# answers\n\ncrane\n  slate \r\n", "salet\n", 2, 3, "", "", 0},
		{"lone CRs, as the old Mac OS ended lines", "crane\rslate\r", "salet\rtrace", 2, 4, "", "", 0},
		{"a line counted at a lone CR", "crane\r\rslate\rcrane\r", "", 0, 0, CodeListDuplicate, "answers", 4},
		{"guesses repeat answers", "crane\nslate\n", "crane\nslate\nsalet\n", 2, 3, "", "", 0},
		{"upper case", "crane\nSlate\n", "", 0, 0, CodeListWord, "answers", 2},
		{"short", "crane\ncran\n", "", 0, 0, CodeListWord, "answers", 2},
		{"bad guess", "crane\n", "salet\nsal3t\n", 0, 0, CodeListWord, "guesses", 2},
		{"duplicate answer", "crane\nslate\n\ncrane\n", "", 0, 0, CodeListDuplicate, "answers", 4},
		{"duplicate guess", "crane\n", "salet\nsalet\n", 0, 0, CodeListDuplicate, "guesses", 2},
		{"empty answers", "# nothing\n", "salet\n", 0, 0, CodeListEmpty, "answers", 0},
		// What Windows PowerShell's > and Notepad's "Unicode" save: UTF-16 with its mark is read; without
		// it, or with NUL bytes or bytes that are not UTF-8, the list is said to be no text, by its line.
		{"UTF-16 with its mark", textenctest.UTF16("crane\r\nslate\r\n", false, true), "salet\n", 2, 3, "", "", 0},
		{"UTF-16 without its mark", "crane\n", textenctest.UTF16("salet\n", false, false), 0, 0, CodeListUTF16, "guesses", 0},
		{"a NUL byte", "crane\nsla\x00te\n", "", 0, 0, CodeListNotText, "answers", 2},
		{"Latin-1", "crane\n", "salet\ncaf\xe9s\n", 0, 0, CodeListNotText, "guesses", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := LoadDictionary(strings.NewReader(tc.answers), strings.NewReader(tc.guesses))
			if tc.code != "" {
				var ie *InputError
				if !errors.As(err, &ie) || ie.Code != tc.code || ie.List != tc.list || ie.Line != tc.line {
					t.Fatalf("LoadDictionary = %v; want code %s, list %s, line %d", err, tc.code, tc.list, tc.line)
				}
				return
			}
			if err != nil {
				t.Fatalf("LoadDictionary: %v", err)
			}
			if d.NumAnswers() != tc.wantAnswers || d.NumWords() != tc.wantWords {
				t.Fatalf("LoadDictionary = %d answers, %d words; want %d, %d", d.NumAnswers(), d.NumWords(), tc.wantAnswers, tc.wantWords)
			}
			for _, a := range d.Answers() {
				if !d.Allowed(a) || !d.IsAnswer(a) {
					t.Errorf("answer %s is not allowed as a guess", a)
				}
			}
		})
	}
}

func TestLoadDictionaryFiles(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "answers.txt")
	if err := os.WriteFile(path, []byte("crane\nslate\nsalet\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	d, err := LoadDictionaryFiles(path, "")
	if err != nil {
		t.Fatalf("LoadDictionaryFiles: %v", err)
	}
	if d.NumAnswers() != 3 || d.NumWords() != 3+10657-1 { // salet is also in the embedded guesses
		t.Errorf("LoadDictionaryFiles = %d answers, %d words; want 3, %d", d.NumAnswers(), d.NumWords(), 3+10657-1)
	}
	if _, err := LoadDictionaryFiles(filepath.Join(dir, "missing.txt"), ""); err == nil || errors.As(err, new(*InputError)) {
		t.Errorf("LoadDictionaryFiles(missing) = %v, want a read error", err)
	}
	// A mistake names the file it is in, answers or guesses.
	bad := filepath.Join(dir, "guesses.txt")
	if err := os.WriteFile(bad, []byte("salet\nsal3t\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = LoadDictionaryFiles(path, bad)
	var ie *InputError
	if !errors.As(err, &ie) || ie.Code != CodeListWord || ie.File != bad || ie.Line != 2 || ie.List != "guesses" || ie.Word != "sal3t" {
		t.Errorf("LoadDictionaryFiles(%s, %s) = %v, want line 2 of the guesses file", path, bad, err)
	}
	// A byte-order mark before the first word, as some editors write, is not part of it.
	bom := filepath.Join(dir, "bom.txt")
	if err := os.WriteFile(bom, []byte("\uFEFFcrane\r\nslate\r\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if d, err := LoadDictionaryFiles(bom, bom); err != nil || d.NumAnswers() != 2 || !d.IsAnswer(mustWord(t, "crane")) {
		t.Errorf("LoadDictionaryFiles(a list with a byte-order mark and CRLF) = %v", err)
	}
}

// TestReplacedLists plays with a small replacement list: no embedded tree applies, so every suggestion
// comes from the live search, and it must still find every answer.
func TestReplacedLists(t *testing.T) {
	answers := "crane\nslate\ntrace\ncrate\ngrace\nbrace\nplace\nspace\nshale\nstale\n"
	d, err := LoadDictionary(strings.NewReader(answers), strings.NewReader("salet\nbumpy\n"))
	if err != nil {
		t.Fatal(err)
	}
	if d.book(false, nil) != nil {
		t.Fatal("an embedded tree was taken for a replaced list")
	}
	st, err := PlayAll(t.Context(), Options{Dictionary: d})
	if err != nil {
		t.Fatal(err)
	}
	if st.Games != 10 || st.Worst > 4 {
		t.Errorf("PlayAll on 10 answers = %+v, want 10 games within 4 guesses", st)
	}
	for _, a := range d.Answers() {
		h, err := Play(t.Context(), a, Options{Dictionary: d, Hard: true})
		if err != nil || h[len(h)-1].Guess != a {
			t.Errorf("Play(%s) = %s, %v", a, h, err)
		}
	}
}

func FuzzLoadDictionary(f *testing.F) {
	f.Add("crane\nslate\n", "salet\n")
	f.Add("# c\n\ncrane\ncrane\n", "")
	f.Add("crane\n", "CRANE\nsalet\n")
	f.Fuzz(func(t *testing.T, answers, guesses string) {
		d, err := LoadDictionary(strings.NewReader(answers), strings.NewReader(guesses))
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) || ie.Error() == "" {
				t.Fatalf("LoadDictionary(%q, %q): %v is not an *InputError", answers, guesses, err)
			}
			return
		}
		if d.NumAnswers() == 0 || d.NumWords() < d.NumAnswers() {
			t.Fatalf("LoadDictionary(%q, %q) = %d answers, %d words", answers, guesses, d.NumAnswers(), d.NumWords())
		}
		for _, a := range d.Answers() {
			if !d.IsAnswer(a) || !d.Allowed(a) {
				t.Fatalf("LoadDictionary(%q, %q): answer %s not allowed", answers, guesses, a)
			}
		}
	})
}

func TestWordsWithPrefix(t *testing.T) {
	d := Default()
	for _, tc := range []struct {
		prefix string
		limit  int
		want   string
	}{
		{"cran", 3, "crane crank crans"},
		{"salet", 5, "salet"},
		{"zzzzz", 5, ""},
		{"", 2, "aahed aalii"},
		{"zymic", 5, "zymic"},
	} {
		var got []string
		for _, w := range d.WordsWithPrefix(tc.prefix, tc.limit) {
			got = append(got, w.String())
		}
		if s := strings.Join(got, " "); s != tc.want {
			t.Errorf("WordsWithPrefix(%q, %d) = %q, want %q", tc.prefix, tc.limit, s, tc.want)
		}
	}
}

// firstAnswers is the first n original answers, with every original guess: a feedback matrix of a few
// megabytes, built in a few milliseconds even under -race.
func firstAnswers(t *testing.T, n int) *Dictionary {
	t.Helper()
	var answers strings.Builder
	for _, w := range Default().Answers()[:n] {
		answers.WriteString(w.String() + "\n")
	}
	d, err := LoadDictionary(strings.NewReader(answers.String()), nil)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// endsAfter is a context whose Err reports it cancelled from its nth call on: a build cut short at a row
// of its choosing, with no clock.
type endsAfter struct {
	context.Context
	calls, n atomic.Int64
}

func (c *endsAfter) Err() error {
	if c.calls.Add(1) > c.n.Load() {
		return context.Canceled
	}
	return nil
}

// checkMatrix compares every cell of d's feedback matrix with Score.
func checkMatrix(t *testing.T, d *Dictionary) {
	t.Helper()
	m := d.feedbackMatrix()
	if len(m) != d.NumWords()*d.NumAnswers() {
		t.Fatalf("feedback matrix of %d cells, want %d", len(m), d.NumWords()*d.NumAnswers())
	}
	for g, gw := range d.words {
		for a, aw := range d.words[:d.answers] {
			if got, want := m[g*d.answers+a], byte(Score(gw, aw)); got != want {
				t.Fatalf("matrix[%s][%s] = %d, want %d", gw, aw, got, want)
			}
		}
	}
}

// A Prepare that its context ends stops, keeps nothing, and says so; the tables are then built whole by
// the next that needs them, whether it came before the cancelled build ended (waiting for it) or after.
func TestPrepareCancelled(t *testing.T) {
	for _, tc := range []struct {
		name  string
		calls int64 // the context's Err calls that find it alive
	}{
		{"before", 0},
		{"during", 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := firstAnswers(t, 100)
			ctx := &endsAfter{Context: context.Background()}
			ctx.n.Store(tc.calls)
			var wg sync.WaitGroup
			// Prepare's error depends on which comes first: the matrix may be built by the other already.
			wg.Go(func() { d.Prepare(ctx) })
			wg.Go(func() { d.feedbackMatrix() }) // a Solve meanwhile: before, during or after
			wg.Wait()
			checkMatrix(t, d)
			if err := d.Prepare(context.Background()); err != nil {
				t.Errorf("Prepare after a cancelled one = %v", err)
			}
		})
	}
	t.Run("keeps nothing", func(t *testing.T) {
		d := firstAnswers(t, 100)
		ctx := &endsAfter{Context: context.Background()}
		ctx.n.Store(3)
		if err := d.Prepare(ctx); !errors.Is(err, context.Canceled) {
			t.Fatalf("Prepare(cancelled) = %v, want context.Canceled", err)
		}
		if d.matrixReady.Load() || d.matrix != nil {
			t.Fatal("a cancelled Prepare kept a feedback matrix")
		}
		checkMatrix(t, d)
	})
}
