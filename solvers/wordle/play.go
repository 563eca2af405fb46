package wordle

import (
	"context"
	"fmt"
	"time"
)

// maxPlay bounds the games Play and PlayAll simulate; the strategies never come near it (every guess
// they make either finds the answer or splits the candidates).
const maxPlay = 20

// Play returns the game the strategy plays against answer, which must be a possible answer (else an
// *InputError with CodeNotAnswer): its rows, the last one all green.
func Play(ctx context.Context, answer Word, opt Options) (History, error) {
	d := opt.dict()
	a, ok := d.index[answer]
	if !ok || int(a) >= d.answers {
		return nil, &InputError{Code: CodeNotAnswer, Word: answer.String()}
	}
	if t := d.book(opt.Hard, nil); opt.Strategy == Best && t != nil {
		var h History
		for _, g := range t.path(a) {
			h = append(h, Row{d.words[g], Score(d.words[g], answer)})
		}
		return h, nil
	}
	var h History
	for range maxPlay {
		res, err := Solve(ctx, h, Options{Dictionary: d, Hard: opt.Hard, Strategy: opt.Strategy, Budget: opt.Budget})
		if err != nil {
			return nil, err
		}
		f := Score(res.Guess, answer)
		h = append(h, Row{res.Guess, f})
		if f == AllGreen {
			return h, nil
		}
	}
	return nil, fmt.Errorf("wordle: play %s: not found in %d guesses", answer, maxPlay)
}

// PlayAll plays the strategy against every possible answer. With the embedded trees it only reads them
// (microseconds); with replaced lists it searches every state the strategy reaches, about two thousand
// searches within the budget each.
func PlayAll(ctx context.Context, opt Options) (EvalStats, error) {
	d := opt.dict()
	if opt.Strategy == Greedy {
		return greedyTree(d, opt.Hard).Eval(), nil
	}
	if t := d.book(opt.Hard, nil); t != nil {
		return t.Eval(), nil
	}
	t, err := d.strategyTree(ctx, opt)
	if err != nil {
		return EvalStats{}, err
	}
	return t.Eval(), nil
}

// strategyTree records the choices of Solve's strategy in every state it reaches, as a tree.
func (d *Dictionary) strategyTree(ctx context.Context, opt Options) (*Tree, error) {
	m := d.feedbackMatrix()
	var build func(S []int32, h History) (*node, error)
	build = func(S []int32, h History) (*node, error) {
		r := h.rules()
		c, err := d.choose(ctx, S, h, &r, opt, time.Now())
		if err != nil {
			return nil, err
		}
		n := &node{guess: c.guess}
		if len(h) == maxPlay {
			return n, nil
		}
		classes := make(map[Feedback][]int32)
		row := m[int(c.guess)*d.answers : int(c.guess+1)*d.answers]
		for _, a := range S {
			if f := Feedback(row[a]); f != AllGreen {
				classes[f] = append(classes[f], a)
			}
		}
		for f, sub := range classes {
			child, err := build(sub, append(h[:len(h):len(h)], Row{d.words[c.guess], f}))
			if err != nil {
				return nil, err
			}
			if n.children == nil {
				n.children = make(map[Feedback]*node)
			}
			n.children[f] = child
		}
		return n, nil
	}
	root, err := build(d.allIndices()[:d.answers], nil)
	if err != nil {
		return nil, err
	}
	return &Tree{d: d, root: root}, nil
}
