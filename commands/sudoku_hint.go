package commands

import (
	"fmt"
	"strings"

	"kibitz/i18n"
	"kibitz/solvers/sudoku"
)

// The wording of Sudoku hints: each technique's step as a sentence in English and Korean, naming its
// cells as "r4c7" (row 4, column 7, counted from 1 as the image numbers them).
//
// Korean particles follow the sound of the word before them (7이, 5가), so sentences that put a particle
// right after a digit take it as an argument (sudokuIGa); elsewhere they are built around nouns such as
// 칸 and 후보 that take the same particle whatever the digit.

var (
	sudokuTechniqueNames = map[sudoku.Technique]i18n.Text{
		sudoku.NakedSingle:  {En: "naked single", Ko: "네이키드 싱글"},
		sudoku.HiddenSingle: {En: "hidden single", Ko: "히든 싱글"},
		sudoku.Pointing:     {En: "pointing", Ko: "포인팅"},
		sudoku.Claiming:     {En: "claiming", Ko: "클레이밍"},
		sudoku.NakedPair:    {En: "naked pair", Ko: "네이키드 페어"},
		sudoku.HiddenPair:   {En: "hidden pair", Ko: "히든 페어"},
		sudoku.NakedTriple:  {En: "naked triple", Ko: "네이키드 트리플"},
		sudoku.HiddenTriple: {En: "hidden triple", Ko: "히든 트리플"},
		sudoku.XWing:        {En: "X-Wing", Ko: "X-윙"},
		sudoku.NakedQuad:    {En: "naked quad", Ko: "네이키드 쿼드"},
		sudoku.HiddenQuad:   {En: "hidden quad", Ko: "히든 쿼드"},
		sudoku.Swordfish:    {En: "Swordfish", Ko: "스워드피시"},
		sudoku.XYWing:       {En: "XY-Wing", Ko: "XY-윙"},
		sudoku.XYZWing:      {En: "XYZ-Wing", Ko: "XYZ-윙"},
		sudoku.Jellyfish:    {En: "Jellyfish", Ko: "젤리피시"},
		sudoku.Reveal:       {En: "from the solution", Ko: "정답에서"},
	}
	sudokuDifficultyNames = map[sudoku.Difficulty]i18n.Text{
		sudoku.Easy:   {En: "easy", Ko: "쉬움"},
		sudoku.Medium: {En: "medium", Ko: "보통"},
		sudoku.Hard:   {En: "hard", Ko: "어려움"},
		sudoku.Expert: {En: "expert", Ko: "전문가"},
	}
)

// sudokuTechniqueName names a technique in both languages.
func sudokuTechniqueName(t sudoku.Technique) i18n.Text {
	if name, ok := sudokuTechniqueNames[t]; ok {
		return name
	}
	return i18n.Plain(t.String())
}

// sudokuDifficultyName names a grade in both languages.
func sudokuDifficultyName(d sudoku.Difficulty) i18n.Text {
	if name, ok := sudokuDifficultyNames[d]; ok {
		return name
	}
	return i18n.Plain(d.String())
}

var (
	msgSudokuRow        = i18n.Text{En: "row %d", Ko: "%d행"}
	msgSudokuColumn     = i18n.Text{En: "column %d", Ko: "%d열"}
	msgSudokuBoxUnit    = i18n.Text{En: "box %d", Ko: "%d번 상자"}
	msgSudokuRows       = i18n.Text{En: "rows %s", Ko: "%s"}
	msgSudokuColumns    = i18n.Text{En: "columns %s", Ko: "%s"}
	msgSudokuStepSingle = i18n.Text{
		En: "Cell %[1]s can only be %[2]s (naked single).",
		Ko: "%[1]s 칸에는 %[2]s만 들어갈 수 있습니다 (네이키드 싱글).",
	}
	msgSudokuStepHidden = i18n.Text{
		En: "In %[1]s, %[2]s fits only in cell %[3]s (hidden single).",
		Ko: "%[1]s에서 %[2]s%[4]s 들어갈 수 있는 칸은 %[3]s뿐입니다 (히든 싱글).",
	}
	msgSudokuStepLocked = i18n.Text{
		En: "In %[1]s, every candidate %[2]s lies in %[3]s, so the rest of %[3]s cannot hold %[2]s (%[4]s).",
		Ko: "%[1]s의 %[2]s 후보는 모두 %[3]s에 있으므로, %[3]s의 나머지 칸에서 %[2]s 후보를 지웁니다 (%[4]s).",
	}
	msgSudokuStepNaked = i18n.Text{
		En: "In %[1]s, cells %[2]s hold only %[3]s between them, so the other cells of %[1]s cannot hold those digits (%[4]s).",
		Ko: "%[1]s에서 %[2]s 칸의 후보는 합쳐서 %[3]s뿐이므로, %[1]s의 다른 칸에서 이 숫자 후보를 지웁니다 (%[4]s).",
	}
	msgSudokuStepHiddenSubset = i18n.Text{
		En: "In %[1]s, %[3]s fit only in cells %[2]s, so those cells can hold nothing else (%[4]s).",
		Ko: "%[1]s에서 %[3]s 숫자가 들어갈 수 있는 칸은 %[2]s뿐이므로, 이 칸들의 다른 후보를 지웁니다 (%[4]s).",
	}
	msgSudokuStepFish = i18n.Text{
		En: "In %[1]s, %[3]s can go only in %[2]s, so the rest of %[2]s cannot hold %[3]s (%[4]s).",
		Ko: "%[1]s에서 %[3]s 후보는 %[2]s에만 있으므로, %[2]s의 나머지 칸에서 %[3]s 후보를 지웁니다 (%[4]s).",
	}
	msgSudokuStepXYWing = i18n.Text{
		En: "Cell %[1]s can only be %[4]s or %[5]s; it sees %[2]s (%[4]s or %[6]s) and %[3]s (%[5]s or %[6]s). Whichever %[1]s takes, one of those two is %[6]s, so a cell that sees both cannot hold %[6]s (XY-Wing).",
		Ko: "%[1]s 칸은 %[4]s 또는 %[5]s, 이 칸이 보는 %[2]s 칸은 %[4]s 또는 %[6]s, %[3]s 칸은 %[5]s 또는 %[6]s입니다. %[1]s 칸이 무엇이 되든 두 칸 중 하나는 %[6]s이므로, 두 칸을 모두 보는 칸에서 %[6]s 후보를 지웁니다 (XY-윙).",
	}
	msgSudokuStepXYZWing = i18n.Text{
		En: "Cell %[1]s can only be %[4]s, %[5]s or %[6]s; it sees %[2]s and %[3]s, which each hold %[6]s and one of %[4]s and %[5]s. One of the three must be %[6]s, so a cell that sees all three cannot hold %[6]s (XYZ-Wing).",
		Ko: "%[1]s 칸의 후보는 %[4]s, %[5]s, %[6]s이고, 이 칸이 보는 %[2]s, %[3]s 칸은 각각 %[6]s 후보와 %[4]s, %[5]s 중 하나를 후보로 가집니다. 세 칸 중 하나는 반드시 %[6]s이므로, 세 칸을 모두 보는 칸에서 %[6]s 후보를 지웁니다 (XYZ-윙).",
	}
	msgSudokuStepReveal = i18n.Text{
		En: "No technique kibitz knows finds the next digit from here, so here is one from the solution: cell %[1]s is %[2]s (of the blank cells, it has the fewest candidates).",
		Ko: "kibitz가 아는 기법으로는 여기서 다음 숫자를 찾을 수 없어 정답에서 한 칸을 알려 드립니다: %[1]s 칸은 %[2]s입니다 (빈칸 중 후보가 가장 적은 칸).",
	}
	msgSudokuRemoves = i18n.Text{
		En: "Removes: %s.",
		Ko: "지울 후보: %s.",
	}
	msgSudokuRemovesDigit = i18n.Text{
		En: "%s from %s",
		Ko: "%s (%s)",
	}
	msgSudokuThen = i18n.Text{
		En: "That done:",
		Ko: "그러고 나면:",
	}
	msgSudokuStepsCut = i18n.Text{
		En: "… %d more elimination steps, not shown, before:",
		Ko: "… 보여 드리지 않은 지우기 단계 %d개를 더 거친 뒤:",
	}
	msgSudokuAnd = i18n.Text{En: "and", Ko: "와"}
)

// sudokuIGa is the Korean subject particle after a digit symbol: 이 after a reading that ends in a
// consonant (1 일, 3 삼, 6 육, 7 칠, 8 팔; the letters L, M, N and R), 가 otherwise.
func sudokuIGa(sym string) string {
	if sym == "" {
		return "이(가)"
	}
	if strings.ContainsAny(sym[len(sym)-1:], "13678LMNRlmnr") {
		return "이"
	}
	return "가"
}

// sudokuStepsText words the steps of one hint, numbered when there are several, within about limit
// bytes: eliminations that do not fit are summed up, and the placement always comes last.
func sudokuStepsText(steps []sudoku.Step, size int, lang i18n.Lang, limit int) string {
	if len(steps) == 1 {
		return sudokuStepText(steps[0], size).In(lang)
	}
	last := sudokuStepText(steps[len(steps)-1], size).In(lang)
	budget := limit - len(last) - 80
	var lines []string
	for i, st := range steps[:len(steps)-1] {
		line := fmt.Sprintf("%d. %s", i+1, sudokuStepText(st, size).In(lang))
		if len(line) > budget {
			lines = append(lines, msgSudokuStepsCut.F(lang, len(steps)-1-i))
			break
		}
		budget -= len(line) + 1
		lines = append(lines, line)
	}
	if !strings.HasPrefix(lines[len(lines)-1], "…") {
		lines = append(lines, msgSudokuThen.In(lang))
	}
	return strings.Join(lines, "\n") + "\n" + fmt.Sprintf("%d. %s", len(steps), last)
}

// sudokuStepText words one step.
func sudokuStepText(st sudoku.Step, size int) i18n.Text {
	sym := func(d int) string { return string(sudoku.Symbol(size, d)) }
	name := sudokuTechniqueName(st.Technique)
	var t i18n.Text
	switch st.Technique {
	case sudoku.NakedSingle:
		t = msgSudokuStepSingle.Format(st.Cell, sym(st.Digit))
	case sudoku.HiddenSingle:
		unit := sudokuUnitText(sudokuFirstUnit(st))
		d := sym(st.Digit)
		t = msgSudokuStepHidden.Format(unit, d, st.Cell, sudokuIGa(d))
	case sudoku.Pointing, sudoku.Claiming:
		var from, to i18n.Text
		if len(st.Units) >= 2 {
			from, to = sudokuUnitText(st.Units[0]), sudokuUnitText(st.Units[1])
		}
		t = msgSudokuStepLocked.Format(from, sym(st.Digit), to, name)
	case sudoku.NakedPair, sudoku.NakedTriple, sudoku.NakedQuad:
		unit := sudokuUnitText(sudokuFirstUnit(st))
		t = msgSudokuStepNaked.Format(unit, sudokuCells(st.Cells), sudokuDigits(st.Digits, size), name)
	case sudoku.HiddenPair, sudoku.HiddenTriple, sudoku.HiddenQuad:
		unit := sudokuUnitText(sudokuFirstUnit(st))
		t = msgSudokuStepHiddenSubset.Format(unit, sudokuCells(st.Cells), sudokuDigits(st.Digits, size), name)
	case sudoku.XWing, sudoku.Swordfish, sudoku.Jellyfish:
		k := len(st.Units) / 2
		base, cover := sudokuUnitList(st.Units[:k]), sudokuUnitList(st.Units[k:])
		t = msgSudokuStepFish.Format(base, cover, sym(st.Digit), name)
	case sudoku.XYWing:
		if len(st.Cells) == 3 && len(st.Digits) == 3 {
			t = msgSudokuStepXYWing.Format(st.Cells[0], st.Cells[1], st.Cells[2], sym(st.Digits[0]), sym(st.Digits[1]), sym(st.Digits[2]))
		}
	case sudoku.XYZWing:
		if len(st.Cells) == 3 && len(st.Digits) == 3 {
			t = msgSudokuStepXYZWing.Format(st.Cells[0], st.Cells[1], st.Cells[2], sym(st.Digits[0]), sym(st.Digits[1]), sym(st.Digits[2]))
		}
	case sudoku.Reveal:
		t = msgSudokuStepReveal.Format(st.Cell, sym(st.Digit))
	}
	if t.En == "" {
		t = i18n.Join(" ", name, i18n.Plain(st.Cell.String()))
	}
	if len(st.Eliminations) > 0 && !st.Placement() {
		t = i18n.Join(" ", t, sudokuRemoves(st.Eliminations, size))
	}
	return t
}

func sudokuFirstUnit(st sudoku.Step) sudoku.Unit {
	if len(st.Units) == 0 {
		return sudoku.Unit{}
	}
	return st.Units[0]
}

// sudokuUnitText names a unit: "row 4" / "4행".
func sudokuUnitText(u sudoku.Unit) i18n.Text {
	switch u.Kind {
	case sudoku.Column:
		return msgSudokuColumn.Format(u.Index + 1)
	case sudoku.Box:
		return msgSudokuBoxUnit.Format(u.Index + 1)
	}
	return msgSudokuRow.Format(u.Index + 1)
}

// sudokuUnitList names the lines of a fish, all rows or all columns: "rows 2 and 7" / "2행, 7행".
func sudokuUnitList(units []sudoku.Unit) i18n.Text {
	if len(units) == 0 {
		return i18n.Plain("")
	}
	var nums, ko []string
	for _, u := range units {
		nums = append(nums, fmt.Sprint(u.Index+1))
		ko = append(ko, sudokuUnitText(u).Ko)
	}
	plural := msgSudokuRows
	if units[0].Kind == sudoku.Column {
		plural = msgSudokuColumns
	}
	return i18n.Text{En: plural.F(i18n.English, sudokuAndList(nums, i18n.English)), Ko: plural.F(i18n.Korean, strings.Join(ko, ", "))}
}

// sudokuAndList joins items as "2, 5 and 7" in English, "2, 5, 7" in Korean.
func sudokuAndList(items []string, lang i18n.Lang) string {
	if lang == i18n.Korean || len(items) < 2 {
		return strings.Join(items, ", ")
	}
	return strings.Join(items[:len(items)-1], ", ") + " " + msgSudokuAnd.En + " " + items[len(items)-1]
}

func sudokuCells(cells []sudoku.Cell) string {
	var out []string
	for _, c := range cells {
		out = append(out, c.String())
	}
	return strings.Join(out, ", ")
}

// sudokuDigits lists digits as "2, 5 and 7" / "2, 5, 7".
func sudokuDigits(ds []int, size int) i18n.Text {
	var out []string
	for _, d := range ds {
		out = append(out, string(sudoku.Symbol(size, d)))
	}
	return i18n.Text{En: sudokuAndList(out, i18n.English), Ko: sudokuAndList(out, i18n.Korean)}
}

// sudokuMaxRemoved bounds the cells listed for one digit's eliminations.
const sudokuMaxRemoved = 12

// sudokuRemoves lists eliminations by digit: "Removes: 7 from r5c7, r5c9; 2 from r3c2." /
// "지울 후보: 7 (r5c7, r5c9), 2 (r3c2)."
func sudokuRemoves(elim []sudoku.Candidate, size int) i18n.Text {
	var order []int
	byDigit := map[int][]string{}
	for _, e := range elim {
		if _, ok := byDigit[e.Digit]; !ok {
			order = append(order, e.Digit)
		}
		byDigit[e.Digit] = append(byDigit[e.Digit], e.Cell.String())
	}
	var en, ko []string
	for _, d := range order {
		cells := byDigit[d]
		if len(cells) > sudokuMaxRemoved {
			cells = append(cells[:sudokuMaxRemoved:sudokuMaxRemoved], "…")
		}
		list, sym := strings.Join(cells, ", "), string(sudoku.Symbol(size, d))
		en = append(en, msgSudokuRemovesDigit.F(i18n.English, sym, list))
		ko = append(ko, msgSudokuRemovesDigit.F(i18n.Korean, sym, list))
	}
	return i18n.Text{En: msgSudokuRemoves.F(i18n.English, strings.Join(en, "; ")), Ko: msgSudokuRemoves.F(i18n.Korean, strings.Join(ko, ", "))}
}
