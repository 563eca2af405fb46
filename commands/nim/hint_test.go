package nim

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"kibitz/i18n"
	"kibitz/solvers/nim"
)

// TestHintsAgreeWithPlay checks every hint sentence against a brute-force search that shares nothing with
// the solver, over normal and misère play, any amount, a limit and move sets, and every position of up to
// three heaps of up to 5 stones that has a move: the hint says the player to move can win exactly when
// they can, names a legal move that leaves a lost position, and never contradicts itself (a nim-sum of 0
// with a win, "a winning move" on a lost position, Grundy values where it says there is no Grundy
// shortcut), in both languages.
func TestHintsAgreeWithPlay(t *testing.T) {
	rules := []struct {
		text string
		may  func(h, k int64) bool
	}{
		{"", func(h, k int64) bool { return k >= 1 && k <= h }},
		{"1-3", func(h, k int64) bool { return k >= 1 && k <= min(h, 3) }},
		{"1,3,4", func(h, k int64) bool { return k <= h && (k == 1 || k == 3 || k == 4) }},
		{"2,5", func(h, k int64) bool { return k <= h && (k == 2 || k == 5) }},
	}
	winEn := regexp.MustCompile(`<@1>, can win: take ([\d,]+) from heap (\d+), leaving`)
	winKo := regexp.MustCompile(`<@1> 님이 이길 수 있습니다: (\d+)번 더미에서 ([\d,]+)개를 가져가`)
	n := newHarness(t)
	for _, misere := range []bool{false, true} {
		for _, r := range rules {
			rule, err := nim.ParseRule(context.Background(), r.text)
			if err != nil {
				t.Fatal(err)
			}
			b := brute{misere: misere, may: r.may, memo: map[string]bool{}}
			for _, heaps := range positions(3, 5) {
				if !b.hasMove(heaps) {
					continue // the game is over: there is no one to hint
				}
				name := fmt.Sprintf("misere %v, moves %q, heaps %v", misere, r.text, heaps)
				g := &Game{Heaps: heaps, Rule: rule.String(), Misere: misere, Phase: phasePlaying,
					Players: []player{{ID: "1"}, {ID: "2"}}}
				n.nim.bind(g)
				en, err1 := n.nim.hintText(context.Background(), g, i18n.English)
				ko, err2 := n.nim.hintText(context.Background(), g, i18n.Korean)
				if err1 != nil || err2 != nil {
					t.Fatalf("%s: %v, %v", name, err1, err2)
				}
				wins := b.wins(heaps)
				m, mk := winEn.FindStringSubmatch(en), winKo.FindStringSubmatch(ko)
				if wins != (m != nil) || wins != (mk != nil) || !wins != strings.Contains(en, "loses against perfect play") ||
					!wins != strings.Contains(ko, "완벽하게 두면 집니다") {
					t.Errorf("%s: the player to move wins: %v; hint:\n%s\n%s", name, wins, en, ko)
					continue
				}
				if wins {
					take, _ := strconv.ParseInt(strings.ReplaceAll(m[1], ",", ""), 10, 64)
					heap, _ := strconv.Atoi(m[2])
					if mk[1] != m[2] || mk[2] != m[1] {
						t.Errorf("%s: the Korean hint names another move: %q / %q", name, en, ko)
					}
					after := slices.Clone(heaps)
					if heap < 1 || heap > len(heaps) || !r.may(heaps[heap-1], take) {
						t.Errorf("%s: the hint's move, take %d from heap %d, is not legal: %q", name, take, heap, en)
						continue
					}
					after[heap-1] -= take
					if b.wins(after) {
						t.Errorf("%s: the hint's move leaves %v, which the next player wins: %q", name, after, en)
					}
				}
				for _, contradiction := range []struct {
					bad     bool
					because string
				}{
					{!misere && wins && strings.Contains(en, "= 0`"), "a nim-sum of 0 on a won position"},
					{!misere && !wins && !strings.Contains(en, "0`"), "a nim-sum other than 0 on a lost position"},
					{!wins && strings.Contains(en, "A winning move"), "a winning move on a lost position"},
					{!wins && strings.Contains(ko, "이기는 수는"), "a winning move on a lost position (Korean)"},
					{misere && !rule.IsPlain() && (strings.Contains(en, "Grundy value") || strings.Contains(ko, "그런디 값은")),
						"Grundy values in misère play under a move rule, which it says has no Grundy shortcut"},
					{strings.Contains(en, "below") || strings.Contains(ko, "아래"), "a table the hint does not have"},
				} {
					if contradiction.bad {
						t.Errorf("%s: %s:\n%s\n%s", name, contradiction.because, en, ko)
					}
				}
			}
		}
	}
}

// brute decides positions by trying every move, for the rule may, in normal or misère play.
type brute struct {
	misere bool
	may    func(h, k int64) bool
	memo   map[string]bool
}

func (b brute) hasMove(heaps []int64) bool {
	for _, h := range heaps {
		for k := int64(1); k <= h; k++ {
			if b.may(h, k) {
				return true
			}
		}
	}
	return false
}

// wins reports whether the player to move wins heaps: in normal play whoever cannot move loses, in
// misère play whoever cannot move wins.
func (b brute) wins(heaps []int64) bool {
	key := fmt.Sprint(heaps)
	if w, ok := b.memo[key]; ok {
		return w
	}
	w := !b.hasMove(heaps) && b.misere
	for i, h := range heaps {
		for k := int64(1); k <= h && !w; k++ {
			if b.may(h, k) {
				after := slices.Clone(heaps)
				after[i] -= k
				w = !b.wins(after)
			}
		}
	}
	b.memo[key] = w
	return w
}

// positions lists every position of 1 to most heaps of 0 to size stones.
func positions(most int, size int64) [][]int64 {
	var all [][]int64
	var walk func(p []int64)
	walk = func(p []int64) {
		if len(p) > 0 {
			all = append(all, slices.Clone(p))
		}
		if len(p) == most {
			return
		}
		for h := int64(0); h <= size; h++ {
			walk(append(p, h))
		}
	}
	walk(nil)
	return all
}
