package sudoku

import "math/bits"

// Technique names a way a person finds a step. The names are stable identifiers: the Discord layer
// switches on them to word a hint in English or Korean.
type Technique int

// The techniques, easiest first: the order in which the stepper (marks.next) tries them, so that the
// hardest technique of a solve is one the puzzle needs (Rate). Technique.Difficulty gives each one's
// grade. HiddenSingle comes before NakedSingle: see "Techniques, hints and grades" in doc.go for why.
const (
	// HiddenSingle: the digit has one place left in a unit. Step: Cell, Digit, Units[0].
	HiddenSingle Technique = iota + 1
	// NakedSingle: the cell has one candidate left. Step: Cell, Digit.
	NakedSingle
	// Pointing: in a box the digit lies on one line, so the rest of that line loses it.
	// Step: Digit, Units (the box, the line), Cells (the box's candidates), Eliminations.
	Pointing
	// Claiming: in a line the digit lies in one box, so the rest of that box loses it.
	// Step: Digit, Units (the line, the box), Cells, Eliminations.
	Claiming
	// NakedPair: 2 cells of a unit hold only 2 digits between them, so the rest of the unit loses
	// those digits. Step: Units[0], Cells, Digits, Eliminations. NakedTriple and NakedQuad likewise
	// with 3 and 4.
	NakedPair
	// HiddenPair: 2 digits of a unit fit only in 2 cells, so those cells lose every other digit.
	// Step: Units[0], Cells, Digits, Eliminations. HiddenTriple and HiddenQuad likewise with 3 and 4.
	HiddenPair
	// NakedTriple: a naked subset of 3 (see NakedPair).
	NakedTriple
	// HiddenTriple: a hidden subset of 3 (see HiddenPair).
	HiddenTriple
	// XWing: 2 lines hold the digit only in 2 crossing lines, so the rest of the crossing lines loses
	// it. Step: Digit, Units (the base lines, then the cover lines), Cells (the base lines'
	// candidates), Eliminations. Swordfish and Jellyfish likewise with 3 and 4 lines.
	XWing
	// NakedQuad: a naked subset of 4 (see NakedPair).
	NakedQuad
	// HiddenQuad: a hidden subset of 4 (see HiddenPair).
	HiddenQuad
	// Swordfish: a fish of 3 lines (see XWing).
	Swordfish
	// XYWing: a pivot {x,y} sees pincers {x,z} and {y,z}; z goes from every cell seeing both
	// pincers. Step: Cells (pivot, pincer, pincer), Digits (x, y, z), Digit (z), Eliminations.
	XYWing
	// XYZWing: a pivot {x,y,z} sees pincers {x,z} and {y,z}; z goes from every cell seeing all
	// three. Step: Cells (pivot, pincer, pincer), Digits (x, y, z), Digit (z), Eliminations.
	XYZWing
	// Jellyfish: a fish of 4 lines (see XWing).
	Jellyfish
	// Reveal is no technique: none of the others applies, so the hint gives the solution's digit.
	// Step: Cell, Digit.
	Reveal
)

var techniqueNames = [...]string{
	HiddenSingle: "HiddenSingle", NakedSingle: "NakedSingle", Pointing: "Pointing", Claiming: "Claiming",
	NakedPair: "NakedPair", HiddenPair: "HiddenPair", NakedTriple: "NakedTriple", HiddenTriple: "HiddenTriple",
	XWing: "XWing", NakedQuad: "NakedQuad", HiddenQuad: "HiddenQuad", Swordfish: "Swordfish",
	XYWing: "XYWing", XYZWing: "XYZWing", Jellyfish: "Jellyfish", Reveal: "Reveal",
}

// String returns the technique's stable name, "NakedSingle", "XWing"...
func (t Technique) String() string {
	if t > 0 && int(t) < len(techniqueNames) {
		return techniqueNames[t]
	}
	return "Technique(?)"
}

// Difficulty returns the grade a puzzle gets when t is the hardest technique it needs (Reveal, which
// stands for the techniques running out, is Expert).
func (t Technique) Difficulty() Difficulty {
	switch t {
	case HiddenSingle, NakedSingle:
		return Easy
	case Pointing, Claiming, NakedPair, HiddenPair:
		return Medium
	case NakedTriple, HiddenTriple, XWing, NakedQuad, HiddenQuad, XYWing, XYZWing:
		return Hard
	}
	return Expert
}

// Step is one deduction. Which fields are filled depends on the Technique (see each constant).
// Placements (singles, Reveal) put Digit in Cell; the other techniques remove Eliminations.
type Step struct {
	Technique Technique
	// Cell and Digit: the placement; Digit is also the digit of single-digit eliminations.
	Cell  Cell
	Digit int
	// Units are the units the technique looks at.
	Units []Unit
	// Cells and Digits are the pattern: the subset, the fish's candidates, the wing's cells.
	Cells  []Cell
	Digits []int
	// Eliminations are the candidates the step removes.
	Eliminations []Candidate
}

// Placement reports whether the step fills a cell (rather than removing candidates).
func (s Step) Placement() bool {
	return s.Technique == NakedSingle || s.Technique == HiddenSingle || s.Technique == Reveal
}

// next finds the easiest step that applies, or false. The finders go in the order of the Technique
// constants (TestEasiestStepFirst holds them to it).
func (m *marks) next() (Step, bool) {
	finders := [...]func() (Step, bool){
		m.hiddenSingle,
		m.nakedSingle,
		m.lockedCandidates,
		func() (Step, bool) { return m.nakedSubset(2) },
		func() (Step, bool) { return m.hiddenSubset(2) },
		func() (Step, bool) { return m.nakedSubset(3) },
		func() (Step, bool) { return m.hiddenSubset(3) },
		func() (Step, bool) { return m.fish(2) },
		func() (Step, bool) { return m.nakedSubset(4) },
		func() (Step, bool) { return m.hiddenSubset(4) },
		func() (Step, bool) { return m.fish(3) },
		m.xyWing,
		m.xyzWing,
		func() (Step, bool) { return m.fish(4) },
	}
	for _, f := range finders {
		if s, ok := f(); ok {
			return s, true
		}
	}
	return Step{}, false
}

// apply carries out a step.
func (m *marks) apply(s Step) {
	if s.Placement() {
		m.place(s.Cell.Row*m.geo.n+s.Cell.Col, s.Digit)
		return
	}
	m.eliminate(s.Eliminations)
}

// hiddenSingle looks in boxes first, then rows, then columns: the order people scan in.
func (m *marks) hiddenSingle() (Step, bool) {
	n := m.geo.n
	for _, base := range [3]int{2 * n, 0, n} {
		for u := base; u < base+n; u++ {
			for d := 1; d <= n; d++ {
				w := m.where(u, d)
				if bits.OnesCount32(w) == 1 {
					i := int(m.geo.cells[u][bits.TrailingZeros32(w)])
					return Step{Technique: HiddenSingle, Cell: m.cell(i), Digit: d, Units: []Unit{m.geo.unit(u)}}, true
				}
			}
		}
	}
	return Step{}, false
}

func (m *marks) nakedSingle() (Step, bool) {
	for i := 0; i < m.geo.n*m.geo.n; i++ {
		if m.value[i] == 0 && bits.OnesCount32(m.cand[i]) == 1 {
			return Step{Technique: NakedSingle, Cell: m.cell(i), Digit: bits.TrailingZeros32(m.cand[i])}, true
		}
	}
	return Step{}, false
}

// lockedCandidates finds pointing (box to line) and then claiming (line to box) eliminations.
func (m *marks) lockedCandidates() (Step, bool) {
	geo := m.geo
	n := geo.n
	for pass := 0; pass < 2; pass++ {
		for u := 0; u < 3*n; u++ {
			isBox := u >= 2*n
			if isBox != (pass == 0) {
				continue
			}
			for d := 1; d <= n; d++ {
				w := m.where(u, d)
				if bits.OnesCount32(w) < 2 {
					continue
				}
				// The other units the candidates share: for a box, a row or a column; for a line, a box.
				for k := 0; k < 3; k++ {
					first := int(geo.cells[u][bits.TrailingZeros32(w)])
					v := int(geo.unitsOf[first][k])
					if v == u || (isBox && k == 2) || (!isBox && k != 2) {
						continue
					}
					shared := true
					var cells []Cell
					for x := w; x != 0; x &= x - 1 {
						j := int(geo.cells[u][bits.TrailingZeros32(x)])
						if int(geo.unitsOf[j][k]) != v {
							shared = false
							break
						}
						cells = append(cells, m.cell(j))
					}
					if !shared {
						continue
					}
					var elim []Candidate
					for _, j := range geo.cells[v] {
						if m.cand[j]&(1<<d) != 0 && int(geo.unitsOf[j][unitKindOf(u, n)]) != u {
							elim = append(elim, Candidate{m.cell(int(j)), d})
						}
					}
					if len(elim) > 0 {
						t := Pointing
						if !isBox {
							t = Claiming
						}
						return Step{Technique: t, Digit: d, Units: []Unit{geo.unit(u), geo.unit(v)}, Cells: cells, Eliminations: elim}, true
					}
				}
			}
		}
	}
	return Step{}, false
}

// unitKindOf returns the position (0 row, 1 column, 2 box) of unit u in a cell's unitsOf.
func unitKindOf(u, n int) int { return u / n }

var subsetTechniques = [2][5]Technique{
	{2: NakedPair, 3: NakedTriple, 4: NakedQuad},
	{2: HiddenPair, 3: HiddenTriple, 4: HiddenQuad},
}

// nakedSubset finds k cells of a unit whose candidates together are k digits.
func (m *marks) nakedSubset(k int) (Step, bool) {
	geo := m.geo
	for u := 0; u < 3*geo.n; u++ {
		var pool []int
		for _, j := range geo.cells[u] {
			if c := bits.OnesCount32(m.cand[j]); m.value[j] == 0 && c >= 2 && c <= k {
				pool = append(pool, int(j))
			}
		}
		var found Step
		ok := combinations(len(pool), k, func(idx []int) bool {
			var union uint32
			for _, x := range idx {
				union |= m.cand[pool[x]]
			}
			if bits.OnesCount32(union) != k {
				return false
			}
			var elim []Candidate
			for _, j := range geo.cells[u] {
				if hit := m.cand[j] & union; hit != 0 && !picked(pool, idx, int(j)) {
					for _, d := range digits(hit) {
						elim = append(elim, Candidate{m.cell(int(j)), d})
					}
				}
			}
			if len(elim) == 0 {
				return false
			}
			cells := make([]Cell, len(idx))
			for i, x := range idx {
				cells[i] = m.cell(pool[x])
			}
			found = Step{Technique: subsetTechniques[0][k], Units: []Unit{geo.unit(u)}, Cells: cells, Digits: digits(union), Eliminations: elim}
			return true
		})
		if ok {
			return found, true
		}
	}
	return Step{}, false
}

// hiddenSubset finds k digits of a unit that fit only in k cells.
func (m *marks) hiddenSubset(k int) (Step, bool) {
	geo := m.geo
	for u := 0; u < 3*geo.n; u++ {
		var pool []int
		var where []uint32
		for d := 1; d <= geo.n; d++ {
			if w := m.where(u, d); bits.OnesCount32(w) >= 2 && bits.OnesCount32(w) <= k {
				pool = append(pool, d)
				where = append(where, w)
			}
		}
		var found Step
		ok := combinations(len(pool), k, func(idx []int) bool {
			var union, ds uint32
			for _, x := range idx {
				union |= where[x]
				ds |= 1 << pool[x]
			}
			if bits.OnesCount32(union) != k {
				return false
			}
			var elim []Candidate
			var cells []Cell
			for x := union; x != 0; x &= x - 1 {
				j := int(geo.cells[u][bits.TrailingZeros32(x)])
				cells = append(cells, m.cell(j))
				for _, d := range digits(m.cand[j] &^ ds) {
					elim = append(elim, Candidate{m.cell(j), d})
				}
			}
			if len(elim) == 0 {
				return false
			}
			found = Step{Technique: subsetTechniques[1][k], Units: []Unit{geo.unit(u)}, Cells: cells, Digits: digits(ds), Eliminations: elim}
			return true
		})
		if ok {
			return found, true
		}
	}
	return Step{}, false
}

var fishTechniques = [5]Technique{2: XWing, 3: Swordfish, 4: Jellyfish}

// fish finds k rows (or columns) holding digit d only within k columns (or rows).
func (m *marks) fish(k int) (Step, bool) {
	geo := m.geo
	n := geo.n
	for d := 1; d <= n; d++ {
		for _, base := range [2]int{0, n} { // rows as base lines, then columns
			cover := n - base // the crossing lines
			var lines []int
			var where []uint32
			for u := base; u < base+n; u++ {
				if w := m.where(u, d); bits.OnesCount32(w) >= 2 && bits.OnesCount32(w) <= k {
					lines = append(lines, u)
					where = append(where, w)
				}
			}
			var found Step
			ok := combinations(len(lines), k, func(idx []int) bool {
				var union uint32
				for _, x := range idx {
					union |= where[x]
				}
				if bits.OnesCount32(union) != k {
					return false
				}
				// Position p in a row is column p; in a column, row p: either way the crossing line.
				var elim []Candidate
				var units []Unit
				for _, x := range idx {
					units = append(units, geo.unit(lines[x]))
				}
				for x := union; x != 0; x &= x - 1 {
					v := cover + bits.TrailingZeros32(x)
					units = append(units, geo.unit(v))
					for p, j := range geo.cells[v] {
						if m.cand[j]&(1<<d) != 0 && !picked(lines, idx, base+p) {
							elim = append(elim, Candidate{m.cell(int(j)), d})
						}
					}
				}
				if len(elim) == 0 {
					return false
				}
				var cells []Cell
				for _, x := range idx {
					for w := where[x]; w != 0; w &= w - 1 {
						cells = append(cells, m.cell(int(geo.cells[lines[x]][bits.TrailingZeros32(w)])))
					}
				}
				found = Step{Technique: fishTechniques[k], Digit: d, Units: units, Cells: cells, Eliminations: elim}
				return true
			})
			if ok {
				return found, true
			}
		}
	}
	return Step{}, false
}

// xyWing finds a bivalue pivot {x,y} seeing bivalue pincers {x,z} and {y,z}.
func (m *marks) xyWing() (Step, bool) {
	cells := m.geo.n * m.geo.n
	for p := 0; p < cells; p++ {
		if bits.OnesCount32(m.cand[p]) != 2 {
			continue
		}
		for a := 0; a < cells; a++ {
			ca := m.cand[a]
			if bits.OnesCount32(ca) != 2 || !m.sees(p, a) || bits.OnesCount32(ca&m.cand[p]) != 1 {
				continue
			}
			z := ca &^ m.cand[p]
			for b := a + 1; b < cells; b++ {
				cb := m.cand[b]
				// b must hold z and the pivot digit that a lacks.
				if cb != z|(m.cand[p]&^ca) || !m.sees(p, b) {
					continue
				}
				d := bits.TrailingZeros32(z)
				var elim []Candidate
				for j := 0; j < cells; j++ {
					if m.cand[j]&z != 0 && j != p && m.sees(j, a) && m.sees(j, b) {
						elim = append(elim, Candidate{m.cell(j), d})
					}
				}
				if len(elim) > 0 {
					ds := []int{bits.TrailingZeros32(m.cand[p] & ca), bits.TrailingZeros32(m.cand[p] &^ ca), d}
					return Step{Technique: XYWing, Digit: d, Cells: []Cell{m.cell(p), m.cell(a), m.cell(b)}, Digits: ds, Eliminations: elim}, true
				}
			}
		}
	}
	return Step{}, false
}

// xyzWing finds a pivot {x,y,z} seeing bivalue pincers {x,z} and {y,z}.
func (m *marks) xyzWing() (Step, bool) {
	cells := m.geo.n * m.geo.n
	for p := 0; p < cells; p++ {
		cp := m.cand[p]
		if bits.OnesCount32(cp) != 3 {
			continue
		}
		for a := 0; a < cells; a++ {
			ca := m.cand[a]
			if bits.OnesCount32(ca) != 2 || ca&^cp != 0 || !m.sees(p, a) {
				continue
			}
			for b := a + 1; b < cells; b++ {
				cb := m.cand[b]
				if bits.OnesCount32(cb) != 2 || cb&^cp != 0 || cb == ca || !m.sees(p, b) {
					continue
				}
				z := ca & cb
				d := bits.TrailingZeros32(z)
				var elim []Candidate
				for j := 0; j < cells; j++ {
					if m.cand[j]&z != 0 && j != p && m.sees(j, p) && m.sees(j, a) && m.sees(j, b) {
						elim = append(elim, Candidate{m.cell(j), d})
					}
				}
				if len(elim) > 0 {
					ds := append(digits(cp&^z), d)
					return Step{Technique: XYZWing, Digit: d, Cells: []Cell{m.cell(p), m.cell(a), m.cell(b)}, Digits: ds, Eliminations: elim}, true
				}
			}
		}
	}
	return Step{}, false
}

// picked reports whether v is among the items of pool that a combination idx picks (pool[x] for x in idx):
// whether a cell, or a line, is one of the subset's own, which the subset's eliminations leave alone.
func picked(pool, idx []int, v int) bool {
	for _, x := range idx {
		if pool[x] == v {
			return true
		}
	}
	return false
}

// combinations calls f with each k-subset of 0..n-1 (as ascending indices) until f returns true; it
// reports whether one did.
func combinations(n, k int, f func(idx []int) bool) bool {
	if k > n || k <= 0 {
		return false
	}
	idx := make([]int, k)
	for i := range idx {
		idx[i] = i
	}
	for {
		if f(idx) {
			return true
		}
		i := k - 1
		for i >= 0 && idx[i] == n-k+i {
			i--
		}
		if i < 0 {
			return false
		}
		idx[i]++
		for j := i + 1; j < k; j++ {
			idx[j] = idx[j-1] + 1
		}
	}
}
