package nim

import (
	"fmt"
	"strconv"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/nim"
)

// The amount menu of a move: what a player may take from the heap they picked, offered as menu options
// within a narrowed range, and a last option to type an exact amount (the form, play.go).

// takeSet are the amounts a move may take from a heap, within a narrowed range: a move set's amounts
// listed one by one, or for the other rules (any amount, or 1 to a limit) the run first, first+1, ...,
// first+n-1, never listed, since a heap may hold 2^63-1 stones.
type takeSet struct {
	list     []int64 // for a move set
	first, n int64
}

func (t takeSet) at(i int64) int64 {
	if t.list != nil {
		return t.list[i]
	}
	return t.first + i
}

// takeSpan is what may be taken from a heap of h, within [lo, hi] when hi > 0.
func takeSpan(rule nim.Rule, h, lo, hi int64) takeSet {
	if rule.Subtraction() != nil {
		t := takeSet{list: []int64{}}
		for k := range rule.Takes(h) {
			if hi > 0 && k > hi {
				break
			}
			if hi == 0 || k >= lo {
				t.list = append(t.list, k)
			}
		}
		t.n = int64(len(t.list))
		return t
	}
	top := h
	if rule.Limit() > 0 {
		top = min(h, rule.Limit())
	}
	first := int64(1)
	if hi > 0 {
		first, top = max(lo, 1), min(top, hi)
	}
	if top < first {
		return takeSet{}
	}
	return takeSet{first: first, n: top - first + 1}
}

// takeOptions lists what may be taken from a heap of h, within [lo, hi] when hi > 0. When there are
// more amounts than a menu holds, it lists up to 24 ranges of equal size instead ("Take 1 to 40"), and
// choosing one narrows the menu to it (value "1-40"; a narrowed menu starts with a way back, "all"), so
// any amount of a heap of n stones is two or three choices away for n up to 10^4, and about log₂₃ n in
// general, and an entry "type" opens a form for the exact amount, for large heaps.
func takeOptions(rule nim.Rule, h, lo, hi int64, lang i18n.Lang) []discordgo.SelectMenuOption {
	takes := takeSpan(rule, h, lo, hi)
	var opts []discordgo.SelectMenuOption
	room := int64(router.MaxSelectOptions)
	if hi > 0 {
		opts = append(opts, discordgo.SelectMenuOption{Label: msgAllAmounts.In(lang), Value: "all"})
		room--
	}
	single := func(k int64) discordgo.SelectMenuOption {
		return discordgo.SelectMenuOption{Label: msgTakeOption.F(lang, i18n.Num(k), i18n.Num(h-k)), Value: strconv.FormatInt(k, 10)}
	}
	if takes.n <= room {
		for i := range takes.n {
			opts = append(opts, single(takes.at(i)))
		}
		return opts
	}
	room--                            // for the form
	size := (takes.n-1)/room + 1      // ranges of size amounts, the last one maybe shorter
	for i := int64(0); i < takes.n; { // i+size could overflow near 2^63
		step := min(size, takes.n-i)
		a, b := takes.at(i), takes.at(i+step-1)
		if a == b {
			opts = append(opts, single(a))
		} else {
			opts = append(opts, discordgo.SelectMenuOption{
				Label: msgTakeRange.F(lang, i18n.Num(a), i18n.Num(b)), Value: fmt.Sprintf("%d-%d", a, b)})
		}
		i += step
	}
	return append(opts, discordgo.SelectMenuOption{Label: msgTypeAmount.In(lang), Value: "type"})
}
