package wordle

import (
	"bytes"
	"context"
	_ "embed"
	"errors"
	"fmt"
	"io"
	"math/bits"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"kibitz/internal/textenc"
	"kibitz/solvers/internal/lines"
	"kibitz/solvers/internal/typed"
)

//go:embed words/answers.txt
var embeddedAnswers []byte

//go:embed words/guesses.txt
var embeddedGuesses []byte

// Dictionary holds the possible answers and the allowed guesses. The allowed guesses are the answers
// followed by the further guesses, each word once; so every answer can always be guessed. A Dictionary is
// safe for concurrent use; the feedback matrix it builds on first use is shared.
type Dictionary struct {
	words   []Word // every allowed guess: the answers first, in list order, then the further guesses
	answers int    // words[:answers] are the possible answers
	index   map[Word]int32

	matrixMu sync.Mutex // held while the matrix is built (buildMatrix)
	matrix   []byte     // matrix[g*answers+a] = Score(words[g], words[a])
	// matrixReady is set once matrix is built, for what reads it only when it is there (candidates).
	matrixReady atomic.Bool

	alphaOnce sync.Once
	alpha     []int32 // every word's index, in alphabetical order of the words

	bookOnce sync.Once
	books    map[string]*bookEntry // "normal/salet" -> the embedded tree, decoded on first use

	starts [2]startState // the suggestion at the start of a game, normal and hard mode

	tablesOnce sync.Once
	tables     *searchTables // the live search's, made on first use
}

var defaultDict = sync.OnceValue(func() *Dictionary {
	d, err := LoadDictionary(nil, nil)
	if err != nil {
		panic("wordle: embedded word lists: " + err.Error())
	}
	return d
})

// Default returns the dictionary of the original Wordle lists (2,315 answers, 12,972 allowed guesses),
// embedded in the package. It is built once, on first call, and shared.
func Default() *Dictionary { return defaultDict() }

// LoadDictionary reads an answers list and a list of further allowed guesses, one word per line; blank
// lines and lines starting with # are skipped. A nil reader stands for the embedded original list. The
// guesses list may also repeat the answers (a list of every allowed word works as well), but neither list
// may name a word twice. Mistakes are *InputError with CodeListWord, CodeListDuplicate or CodeListEmpty and
// the line number; read failures are wrapped errors.
func LoadDictionary(answers, guesses io.Reader) (*Dictionary, error) {
	if answers == nil {
		answers = bytes.NewReader(embeddedAnswers)
	}
	if guesses == nil {
		guesses = bytes.NewReader(embeddedGuesses)
	}
	d := &Dictionary{index: make(map[Word]int32, 16384)}
	if err := d.readList(answers, "answers", true); err != nil {
		return nil, err
	}
	if len(d.words) == 0 {
		return nil, &InputError{Code: CodeListEmpty, List: "answers"}
	}
	d.answers = len(d.words)
	if err := d.readList(guesses, "guesses", false); err != nil {
		return nil, err
	}
	return d, nil
}

// LoadDictionaryFiles is LoadDictionary on files (WORDLE_ANSWERS_FILE, WORDLE_GUESSES_FILE); an empty path
// stands for the embedded original list. An *InputError names the file in its File field and sentence.
func LoadDictionaryFiles(answersPath, guessesPath string) (*Dictionary, error) {
	paths := [2]string{answersPath, guessesPath}
	var readers [2]io.Reader
	for i, p := range paths {
		if p == "" {
			continue
		}
		f, err := os.Open(p)
		if err != nil {
			return nil, fmt.Errorf("wordle: word list: %w", err)
		}
		defer f.Close()
		readers[i] = f
	}
	d, err := LoadDictionary(readers[0], readers[1])
	var ie *InputError
	if errors.As(err, &ie) {
		ie.File = paths[0]
		if ie.List == "guesses" {
			ie.File = paths[1]
		}
	}
	return d, err
}

func (d *Dictionary) readList(r io.Reader, list string, answers bool) error {
	// A list is read whole (the original's are 14 and 63 kB) and as text first: UTF-16 with its mark,
	// which Windows saves, decoded; anything that is no text said so, never as a line of raw bytes.
	raw, err := io.ReadAll(r)
	if err != nil {
		return fmt.Errorf("wordle: reading the %s list: %w", list, err)
	}
	text, err := textenc.Decode(raw)
	var te *textenc.Error
	if errors.As(err, &te) {
		if te.Kind == textenc.UTF16 {
			return &InputError{Code: CodeListUTF16, List: list}
		}
		return &InputError{Code: CodeListNotText, List: list, Line: te.Line}
	}
	first := make(map[Word]int)
	for line := 1; len(text) > 0; line++ {
		var b []byte
		b, text, _ = lines.Cut(text)      // at LF, CRLF or a lone CR
		s := strings.TrimSpace(string(b)) // textenc.Decode has dropped a byte-order mark
		if s == "" || s[0] == '#' {
			continue
		}
		w, err := ParseWord(s)
		if err != nil || w.String() != s {
			return &InputError{Code: CodeListWord, List: list, Line: line, Word: typed.Clip(s)}
		}
		if l, dup := first[w]; dup {
			return &InputError{Code: CodeListDuplicate, List: list, Line: line, FirstLine: l, Word: typed.Clip(s)}
		}
		first[w] = line
		if _, known := d.index[w]; known && !answers {
			continue // an answer repeated in the guesses list
		}
		d.index[w] = int32(len(d.words))
		d.words = append(d.words, w)
	}
	return nil
}

// NumAnswers returns how many possible answers there are.
func (d *Dictionary) NumAnswers() int { return d.answers }

// NumWords returns how many words are allowed as guesses (the answers included).
func (d *Dictionary) NumWords() int { return len(d.words) }

// Answers returns a copy of the possible answers, in list order.
func (d *Dictionary) Answers() []Word { return append([]Word(nil), d.words[:d.answers]...) }

// Words returns a copy of every allowed guess: the answers first, then the further guesses.
func (d *Dictionary) Words() []Word { return append([]Word(nil), d.words...) }

// Allowed reports whether w may be guessed.
func (d *Dictionary) Allowed(w Word) bool { _, ok := d.index[w]; return ok }

// IsAnswer reports whether w is one of the possible answers.
func (d *Dictionary) IsAnswer(w Word) bool { i, ok := d.index[w]; return ok && int(i) < d.answers }

// WordsWithPrefix returns up to limit allowed words that start with prefix (lower case), in alphabetical
// order: what an autocomplete offers.
func (d *Dictionary) WordsWithPrefix(prefix string, limit int) []Word {
	alpha := d.alphabetical()
	i, _ := slices.BinarySearchFunc(alpha, prefix, func(g int32, p string) int {
		return strings.Compare(d.words[g].String(), p)
	})
	var out []Word
	for ; i < len(alpha) && len(out) < limit && strings.HasPrefix(d.words[alpha[i]].String(), prefix); i++ {
		out = append(out, d.words[alpha[i]])
	}
	return out
}

// alphabetical returns the indices of every allowed word in alphabetical order (built once).
func (d *Dictionary) alphabetical() []int32 {
	d.alphaOnce.Do(func() {
		d.alpha = make([]int32, len(d.words))
		for i := range d.alpha {
			d.alpha[i] = int32(i)
		}
		slices.SortFunc(d.alpha, func(a, b int32) int { return bytes.Compare(d.words[a][:], d.words[b][:]) })
	})
	return d.alpha
}

// feedbackMatrix returns the matrix of every allowed guess against every answer, one byte per pair, row g
// holding guess g: 12,972 x 2,315 = 30 MB for the original lists. It is built on first use, on all cores,
// and kept: every search needs thousands of rows.
func (d *Dictionary) feedbackMatrix() []byte {
	m, _ := d.buildMatrix(context.Background()) // a context that never ends: it cannot fail
	return m
}

// matrixCheckEvery is how many rows a worker of buildMatrix fills between two looks at its context: some
// 2 ms of work for the original lists, so that a cancelled build stops at once (it took 0.85 s to notice
// when the build could not be cancelled, an early SIGTERM's whole wait), and the looks cost nothing.
const matrixCheckEvery = 64

// buildMatrix returns the feedback matrix, building it if nobody has. Callers that come while it is being
// built wait for that build. One that ctx ends stops within matrixCheckEvery rows, keeps nothing and
// returns ctx's error; the next caller (or one that was waiting) builds it whole: a process stopped while
// it warms up neither waits for the matrix nor leaves a Dictionary without one. A mutex and a flag
// rather than a sync.Once, since a Once that a cancelled build left would never build again.
func (d *Dictionary) buildMatrix(ctx context.Context) ([]byte, error) {
	if d.matrixReady.Load() {
		return d.matrix, nil
	}
	d.matrixMu.Lock()
	defer d.matrixMu.Unlock()
	if d.matrixReady.Load() {
		return d.matrix, nil
	}
	nA, nW := d.answers, len(d.words)
	m := make([]byte, nW*nA)
	sets := make([]uint32, nA)
	for a, w := range d.words[:nA] {
		sets[a] = w.letterSet()
	}
	workers := max(1, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	var cut atomic.Bool
	for w := range workers {
		wg.Go(func() {
			for g, n := w, 0; g < nW; g, n = g+workers, n+1 {
				if n%matrixCheckEvery == 0 && ctx.Err() != nil {
					cut.Store(true)
					return
				}
				fillRow(m[g*nA:(g+1)*nA], d.words[g], d.words[:nA], sets)
			}
		})
	}
	wg.Wait()
	if cut.Load() {
		return nil, ctx.Err()
	}
	d.matrix = m
	d.matrixReady.Store(true)
	return m, nil
}

// fillRow sets row[a] = Score(guess, answers[a]). Most guesses have five different letters, and then a
// letter that is not green is yellow exactly when the answer has it anywhere (it cannot be the answer's
// green elsewhere, nor be claimed by another copy in the guess): a letter-set test without branches, about
// twice as fast as the general rule, which the other guesses use.
func fillRow(row []byte, guess Word, answers []Word, sets []uint32) {
	if bits.OnesCount32(guess.letterSet()) < 5 {
		for a, aw := range answers {
			row[a] = byte(Score(guess, aw))
		}
		return
	}
	var shift [5]uint32
	for i, c := range guess {
		shift[i] = uint32(c - 'a')
	}
	for a, aw := range answers {
		set := sets[a]
		var present, green uint32
		for i := range 5 {
			present |= (set >> shift[i] & 1) << i
		}
		for i := range 5 {
			if guess[i] == aw[i] {
				green |= 1 << i
			}
		}
		row[a] = base3[green]<<1 + base3[present&^green]
	}
}

// base3[m] is the feedback number of the position mask m with a 1 digit at each set position.
var base3 = func() (t [32]byte) {
	for m := range 32 {
		for i := range 5 {
			if m&(1<<i) != 0 {
				t[m] += byte(pow3[i])
			}
		}
	}
	return t
}()
