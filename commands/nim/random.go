package nim

import (
	"hash/fnv"
	"math/rand/v2"
	"strings"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/nim"
)

// Chance in a game: random heaps (heaps:random, with count and max) and the blunders of kibitz below
// perfect (the difficulty option, nim.Choose). Both draw from generators seeded by the game's id, so a
// game's chance is the same however often its compare-and-set runs, and tests that fix Env.NewID get
// the same heaps and the same moves every time.

// The defaults of heaps:random.
const (
	randomCountLo = 3
	randomCountHi = 5
	randomMax     = 9
	// randomMaxLimit bounds the option max: heaps that large are already more than a game needs.
	randomMaxLimit = 1_000_000
	// randomTries is how many draws /nim start makes before deciding that no draw allows a move (a move
	// set whose smallest move is larger than max).
	randomTries = 64
)

// heapDraw is how a game's random heaps are drawn: Count heaps (0: 3 to 5, drawn too), each of 1 to Max
// stones (0: 9). A game keeps it, so that a rematch draws new heaps the same way.
type heapDraw struct {
	Count int   `json:"count,omitempty"`
	Max   int64 `json:"max,omitempty"`
}

// randomWord is what the heaps option takes for random heaps, by its name in each language (ランダム,
// al azar, aleatório from the translation files): /help's examples cite it in the reader's language, so
// each must be taken. A Korean user may also type the loanword 랜덤.
var randomWord = i18n.Text{En: "random", Ko: "무작위"}

const randomLoanword = "랜덤"

func isRandom(heaps string) bool {
	s := strings.ToLower(strings.TrimSpace(commands.ASCII(heaps))) // ｒａｎｄｏｍ as a full-width keyboard types it
	if s == randomLoanword {
		return true
	}
	for _, l := range i18n.Langs() {
		if s == strings.ToLower(randomWord.In(l)) {
			return true
		}
	}
	return false
}

// drawOptions reads heaps:random's count and max: a draw when heaps is random, nil when it is not (and
// then count and max are a mistake).
func drawOptions(req *router.Request, hint i18n.Text) (*heapDraw, error) {
	count, hasCount := req.Int("count")
	most, hasMax := req.Int("max")
	if !isRandom(req.String("heaps")) {
		if hasCount || hasMax {
			return nil, router.Fail(router.Invalid, msgDrawWithoutRandom).WithHint(hint)
		}
		return nil, nil
	}
	// The router has checked the ranges against the definition; these hold for the console's typing too.
	d := &heapDraw{}
	if hasCount {
		d.Count = int(min(max(count, 1), maxLiveHeaps))
	}
	if hasMax {
		d.Max = min(max(most, 1), randomMaxLimit)
	}
	return d, nil
}

// top is the most stones a heap may be drawn with.
func (d heapDraw) top() int64 {
	if d.Max <= 0 {
		return randomMax
	}
	return d.Max
}

// draw draws heaps with r. With rule given, it draws again (up to randomTries times) until some heap
// allows a move, and reports false when none of its draws did.
func (d heapDraw) draw(r *rand.Rand, rule *nim.Rule) (nim.Heaps, bool) {
	top := d.top()
	var h nim.Heaps
	for range randomTries {
		n := d.Count
		if n <= 0 {
			n = randomCountLo + r.IntN(randomCountHi-randomCountLo+1)
		}
		h = make(nim.Heaps, n)
		for i := range h {
			h[i] = 1 + r.Int64N(top)
		}
		if rule == nil || h.HasMove(*rule) {
			return h, true
		}
	}
	return h, false
}

// The streams of a game's generators: one for its heaps, one for kibitz's moves.
const (
	heapStream uint64 = 0x6865617073 // "heaps"
	botStream  uint64 = 0x6b6962697a // "kibiz"
)

// gameRand is the generator of a game's stream, for its round (0 for the first game, one more for each
// rematch) and step n within it (the board's Seq for kibitz's moves): the same arguments give the same
// numbers, so a compare-and-set that runs again draws the same.
func gameRand(id string, stream uint64, round, n int) *rand.Rand {
	h := fnv.New64a()
	h.Write([]byte(id))
	return rand.New(rand.NewPCG(h.Sum64()^stream, uint64(round)<<32|uint64(uint32(n))))
}

// level is the game's level for kibitz: the stored one, Perfect for games stored before levels.
func (g *Game) level() nim.Level {
	l, err := nim.ParseLevel(string(g.Level))
	if err != nil {
		return nim.Perfect
	}
	return l
}

// hasBot reports whether kibitz is in the game.
func (g *Game) hasBot() bool {
	for _, p := range g.Players {
		if p.Bot {
			return true
		}
	}
	return false
}
