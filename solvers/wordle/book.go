package wordle

import (
	"bytes"
	"embed"
	"path"
	"strings"
	"sync"
)

// The opening book: decision trees computed ahead of time by internal/gentree for the original lists, one
// per first guess and mode, in trees/normal/ and trees/hard/. The tree of FirstGuess is the strategy
// itself; the others cover people who open with another popular word, so that every later suggestion in
// their game comes from a precomputed optimal (or near-optimal) tree as well.
//
//go:embed trees
var treeFiles embed.FS

// FirstGuess is the strategy's first guess in both modes: SALET, first guess of the proven optimal
// strategies (7,920 guesses in all in normal mode, 8,122 in hard mode).
const FirstGuess = "salet"

type bookEntry struct {
	once sync.Once
	data string // the embedded file's name
	tree *Tree  // nil if the file does not fit the dictionary
}

// book returns the tree that applies to a game starting as h does (FirstGuess when h is empty), nil if
// there is none for that first guess or it does not fit the dictionary. A tree fits replaced lists when
// ParseTree accepts it for them: the same answers, and every guess it makes still allowed (it remains a
// complete strategy, if no longer a proven optimal one); any other answers list gets the live search.
func (d *Dictionary) book(hard bool, h History) *Tree {
	first := FirstGuess
	if len(h) > 0 {
		first = h[0].Guess.String()
	}
	mode := "normal"
	if hard {
		mode = "hard"
	}
	d.bookOnce.Do(func() {
		d.books = make(map[string]*bookEntry)
		for _, m := range []string{"normal", "hard"} {
			entries, _ := treeFiles.ReadDir("trees/" + m)
			for _, e := range entries {
				if name, ok := strings.CutSuffix(e.Name(), ".txt"); ok {
					d.books[m+"/"+name] = &bookEntry{data: path.Join("trees", m, e.Name())}
				}
			}
		}
	})
	e := d.books[mode+"/"+first]
	if e == nil {
		return nil
	}
	e.once.Do(func() {
		data, err := treeFiles.ReadFile(e.data)
		if err != nil {
			return
		}
		if t, err := ParseTree(bytes.NewReader(data), d); err == nil {
			e.tree = t
		}
	})
	return e.tree
}

// Openings returns the first guesses the book has trees for in the given mode, in alphabetical order.
func Openings(hard bool) []string {
	mode := "normal"
	if hard {
		mode = "hard"
	}
	var out []string
	entries, _ := treeFiles.ReadDir("trees/" + mode)
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Name(), ".txt"); ok {
			out = append(out, name)
		}
	}
	return out
}
