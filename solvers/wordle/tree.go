package wordle

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strings"
)

// Tree is a complete strategy: the guess to make in every state the strategy can reach, from the first
// guess to the answer. It is what the search computes ahead of time for the original lists and the package
// embeds; Solve follows it while a history stays on it.
//
// Its text form has one line per answer, in answer-list order: the guesses the strategy makes when that
// word is the answer, separated by spaces, the last being the answer itself ("salet courd nymph"). The
// feedback of each guess follows from the answer, so the lines determine the tree; lines starting with #
// are comments.
type Tree struct {
	d    *Dictionary
	root *node
}

// First returns the tree's first guess.
func (t *Tree) First() Word { return t.d.words[t.root.guess] }

type node struct {
	guess    int32
	children map[Feedback]*node
}

// child returns the node after feedback f, nil if the strategy ends there or never gets that feedback.
func (n *node) child(f Feedback) *node {
	if n == nil {
		return nil
	}
	return n.children[f]
}

// ParseTree reads a tree in its text form for dictionary d. The tree must cover exactly the answers of d,
// use only allowed guesses, and make one guess per state; otherwise the error says where it goes wrong.
func ParseTree(r io.Reader, d *Dictionary) (*Tree, error) {
	t := &Tree{d: d}
	seen := make([]bool, d.answers)
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || text[0] == '#' {
			continue
		}
		fields := strings.Fields(text)
		path := make([]int32, len(fields))
		for i, f := range fields {
			w, err := ParseWord(f)
			g, ok := d.index[w]
			if err != nil || !ok {
				return nil, fmt.Errorf("wordle: tree line %d: %q is not an allowed guess", line, f)
			}
			path[i] = g
		}
		answer := path[len(path)-1]
		if int(answer) >= d.answers || seen[answer] {
			return nil, fmt.Errorf("wordle: tree line %d: %s is not a possible answer or comes twice", line, fields[len(fields)-1])
		}
		seen[answer] = true
		if err := t.add(path); err != nil {
			return nil, fmt.Errorf("wordle: tree line %d: %w", line, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("wordle: read tree: %w", err)
	}
	if i := slices.Index(seen, false); i >= 0 {
		return nil, fmt.Errorf("wordle: tree has no line for %s", d.words[i])
	}
	return t, nil
}

// add inserts the path of guesses that ends with its answer.
func (t *Tree) add(path []int32) error {
	d := t.d
	answer := d.words[path[len(path)-1]]
	if t.root == nil {
		t.root = &node{guess: -1}
	}
	n := t.root
	for i, g := range path {
		if n.guess < 0 {
			n.guess = g
		} else if n.guess != g {
			return fmt.Errorf("guess %d is %s where another line has %s", i+1, d.words[g], d.words[n.guess])
		}
		f := Score(d.words[g], answer)
		if f == AllGreen {
			if i != len(path)-1 {
				return fmt.Errorf("guess %d already finds %s", i+1, answer)
			}
			break
		}
		if n.children == nil {
			n.children = make(map[Feedback]*node)
		}
		c := n.children[f]
		if c == nil {
			c = &node{guess: -1}
			n.children[f] = c
		}
		n = c
	}
	return nil
}

// WriteText writes the text form of t, with comment (any number of lines) first.
func (t *Tree) WriteText(w io.Writer, comment string) error {
	d := t.d
	bw := bufio.NewWriter(w)
	for _, line := range strings.Split(comment, "\n") {
		fmt.Fprintf(bw, "# %s\n", line)
	}
	for a := range d.answers {
		for i, g := range t.path(int32(a)) {
			if i > 0 {
				bw.WriteByte(' ')
			}
			bw.Write(d.words[g][:])
		}
		bw.WriteByte('\n')
	}
	return bw.Flush()
}

// path returns the guesses t makes when answer a is the answer, nil if it never finds it.
func (t *Tree) path(a int32) []int32 {
	d := t.d
	var out []int32
	for n := t.root; n != nil; {
		out = append(out, n.guess)
		f := Score(d.words[n.guess], d.words[a])
		if f == AllGreen {
			return out
		}
		n = n.children[f]
	}
	return nil
}

// follow returns the node t reaches after history h, nil when h leaves the tree.
func (t *Tree) follow(h History) *node {
	if t == nil {
		return nil
	}
	d := t.d
	n := t.root
	for _, r := range h {
		if n == nil || d.words[n.guess] != r.Guess {
			return nil
		}
		n = n.child(r.Feedback)
	}
	return n
}
