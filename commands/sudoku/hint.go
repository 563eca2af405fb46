package sudoku

import (
	"fmt"
	"strings"

	"kibitz/i18n"
	"kibitz/solvers/sudoku"
)

// The wording of Sudoku hints: each technique's step as a sentence in English and Korean, put together
// from the texts of messages.go, naming its cells as "r4c7" (row 4, column 7, counted from 1 as the image
// numbers them).
//
// Korean particles follow the sound of the word before them (7이, 5가), so sentences that put a particle
// right after a digit take it as an argument (iGa); elsewhere they are built around nouns such as
// 칸 and 후보 that take the same particle whatever the digit.

// techniqueName names a technique in both languages.
func techniqueName(t sudoku.Technique) i18n.Text {
	if name, ok := techniqueNames[t]; ok {
		return name
	}
	return i18n.Plain(t.String())
}

// difficultyName names a grade in both languages.
func difficultyName(d sudoku.Difficulty) i18n.Text {
	if name, ok := difficultyNames[d]; ok {
		return name
	}
	return i18n.Plain(d.String())
}

// iGa is the Korean subject particle after a digit symbol, as i18n.Particle chooses it: 이 after a
// reading that ends in a consonant (1 일, 3 삼, 6 육, 7 칠, 8 팔; the letters L, M, N and R), 가 otherwise.
func iGa(sym string) string {
	return strings.TrimPrefix(i18n.WithParticle(i18n.Plain(sym), "이/가").In(i18n.Korean), sym)
}

// stepsText words the steps of one hint, numbered when there are several, within about limit
// bytes: eliminations that do not fit are summed up, and the placement always comes last. With file, the
// name of an attachment that holds every step in full (allSteps), the summary says where they are, and
// so does a step whose cells are too many to list (removes); cut reports that the text left out a step,
// or, with file, a step's cells: what the attachment is for.
func stepsText(steps []sudoku.Step, size int, lang i18n.Lang, limit int, file string) (text string, cut bool) {
	if len(steps) == 1 {
		return stepText(steps[0], size).In(lang), false
	}
	last := stepText(steps[len(steps)-1], size).In(lang)
	reserve := 80 // the line that sums up the steps left out, and "Then:"
	if file != "" {
		reserve += 30 + len(file) // "all in the attached" and the name
	}
	budget := limit - len(last) - reserve
	var lines []string
	dropped := false
	for i, st := range steps[:len(steps)-1] {
		line := fmt.Sprintf("%d. %s", i+1, describeStep(st, size, maxRemoved, file).In(lang))
		if len(line) > budget {
			more := nMoreSteps.N(int64(len(steps) - 1 - i))
			if file != "" {
				lines = append(lines, msgStepsInFile.F(lang, more, file))
			} else {
				lines = append(lines, msgStepsCut.F(lang, more))
			}
			dropped = true
			break
		}
		cut = cut || file != "" && abridged(st)
		budget -= len(line) + 1
		lines = append(lines, line)
	}
	if !dropped {
		lines = append(lines, msgThen.In(lang))
	}
	return strings.Join(lines, "\n") + "\n" + fmt.Sprintf("%d. %s", len(steps), last), cut || dropped
}

// allSteps is every step of one hint in full, every cell it removes a candidate from listed, a numbered
// line each, for the attachment stepsText names.
func allSteps(steps []sudoku.Step, size int, lang i18n.Lang) []byte {
	var b strings.Builder
	for i, st := range steps {
		fmt.Fprintf(&b, "%d. %s\n", i+1, describeStep(st, size, 0, "").In(lang))
	}
	return []byte(b.String())
}

// abridged reports whether a step removes a digit from more cells than a message lists (maxRemoved).
func abridged(st sudoku.Step) bool {
	count := map[int]int{}
	for _, e := range st.Eliminations {
		if count[e.Digit]++; count[e.Digit] > maxRemoved {
			return true
		}
	}
	return false
}

// stepText words one step, as a message shows it: at most maxRemoved cells a digit removed from.
func stepText(st sudoku.Step, size int) i18n.Text { return describeStep(st, size, maxRemoved, "") }

// describeStep words one step, listing at most most cells a digit is removed from (0: all of them),
// and for the rest "…", or where they are when file names an attachment that lists them.
func describeStep(st sudoku.Step, size, most int, file string) i18n.Text {
	sym := func(d int) string { return string(sudoku.Symbol(size, d)) }
	name := techniqueName(st.Technique)
	var t i18n.Text
	switch st.Technique {
	case sudoku.NakedSingle:
		t = msgStepSingle.Format(st.Cell, sym(st.Digit))
	case sudoku.HiddenSingle:
		unit := unitText(firstUnit(st))
		d := sym(st.Digit)
		t = msgStepHidden.Format(unit, d, st.Cell, iGa(d))
	case sudoku.Pointing, sudoku.Claiming:
		var from, to i18n.Text
		if len(st.Units) >= 2 {
			from, to = unitText(st.Units[0]), unitText(st.Units[1])
		}
		t = msgStepLocked.Format(from, sym(st.Digit), to, name)
	case sudoku.NakedPair, sudoku.NakedTriple, sudoku.NakedQuad:
		unit := unitText(firstUnit(st))
		t = msgStepNaked.Format(unit, cellList(st.Cells), digitList(st.Digits, size), name)
	case sudoku.HiddenPair, sudoku.HiddenTriple, sudoku.HiddenQuad:
		unit := unitText(firstUnit(st))
		t = msgStepHiddenSubset.Format(unit, cellList(st.Cells), digitList(st.Digits, size), name)
	case sudoku.XWing, sudoku.Swordfish, sudoku.Jellyfish:
		k := len(st.Units) / 2
		base, cover := unitList(st.Units[:k]), unitList(st.Units[k:])
		t = msgStepFish.Format(base, cover, sym(st.Digit), name)
	case sudoku.XYWing:
		if len(st.Cells) == 3 && len(st.Digits) == 3 {
			t = msgStepXYWing.Format(st.Cells[0], st.Cells[1], st.Cells[2], sym(st.Digits[0]), sym(st.Digits[1]), sym(st.Digits[2]))
		}
	case sudoku.XYZWing:
		if len(st.Cells) == 3 && len(st.Digits) == 3 {
			t = msgStepXYZWing.Format(st.Cells[0], st.Cells[1], st.Cells[2], sym(st.Digits[0]), sym(st.Digits[1]), sym(st.Digits[2]))
		}
	case sudoku.Reveal:
		t = msgStepReveal.Format(st.Cell, sym(st.Digit))
	}
	if t.En == "" {
		t = i18n.Join(" ", name, i18n.Plain(st.Cell.String()))
	}
	if len(st.Eliminations) > 0 && !st.Placement() {
		t = i18n.Join(" ", t, removes(st.Eliminations, size, most, file))
	}
	return t
}

func firstUnit(st sudoku.Step) sudoku.Unit {
	if len(st.Units) == 0 {
		return sudoku.Unit{}
	}
	return st.Units[0]
}

// unitText names a unit: "row 4" / "4행".
func unitText(u sudoku.Unit) i18n.Text {
	switch u.Kind {
	case sudoku.Column:
		return msgColumn.Format(u.Index + 1)
	case sudoku.Box:
		return msgBoxUnit.Format(u.Index + 1)
	}
	return msgRow.Format(u.Index + 1)
}

// unitList names the lines of a fish, all rows or all columns: "rows 2 and 7" / "2행, 7행".
func unitList(units []sudoku.Unit) i18n.Text {
	if len(units) == 0 {
		return i18n.Plain("")
	}
	var nums, ko []string
	for _, u := range units {
		nums = append(nums, fmt.Sprint(u.Index+1))
		ko = append(ko, unitText(u).Ko)
	}
	plural := msgRows
	if units[0].Kind == sudoku.Column {
		plural = msgColumns
	}
	return i18n.Func(func(l i18n.Lang) string {
		if l == i18n.Korean {
			return plural.F(l, strings.Join(ko, ", "))
		}
		return plural.F(l, i18n.AndList(l, nums))
	})
}

func cellList(cells []sudoku.Cell) string {
	var out []string
	for _, c := range cells {
		out = append(out, c.String())
	}
	return strings.Join(out, ", ")
}

// digitList lists digits as "2, 5 and 7" / "2, 5, 7".
func digitList(ds []int, size int) i18n.Text {
	var out []string
	for _, d := range ds {
		out = append(out, string(sudoku.Symbol(size, d)))
	}
	return i18n.Func(func(l i18n.Lang) string { return i18n.AndList(l, out) })
}

// maxRemoved bounds the cells listed for one digit's eliminations.
const maxRemoved = 12

// removes lists eliminations by digit: "Removes: 7 from r5c7, r5c9; 2 from r3c2." /
// "지울 후보: 7 (r5c7, r5c9), 2 (r3c2).", at most most cells a digit (0: every one), the rest said as "…"
// or, with file, as being in that attachment.
func removes(elim []sudoku.Candidate, size, most int, file string) i18n.Text {
	var order []int
	byDigit := map[int][]string{}
	for _, e := range elim {
		if _, ok := byDigit[e.Digit]; !ok {
			order = append(order, e.Digit)
		}
		byDigit[e.Digit] = append(byDigit[e.Digit], e.Cell.String())
	}
	return i18n.Func(func(l i18n.Lang) string {
		var parts []string
		for _, d := range order {
			cells := byDigit[d]
			if most > 0 && len(cells) > most {
				rest := "…"
				if file != "" {
					rest = msgRemovedInFile.F(l, nMoreCells.N(int64(len(cells)-most)), file)
				}
				cells = append(cells[:most:most], rest)
			}
			parts = append(parts, msgRemovesDigit.F(l, string(sudoku.Symbol(size, d)), strings.Join(cells, ", ")))
		}
		if l == i18n.Korean {
			return msgRemoves.F(l, strings.Join(parts, ", "))
		}
		return msgRemoves.F(l, i18n.SemiList(l, parts))
	})
}
