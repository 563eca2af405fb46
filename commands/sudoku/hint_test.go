package sudoku

import (
	"context"
	"strings"
	"testing"

	"kibitz/i18n"
	"kibitz/solvers/sudoku"
)

// TestStepWording words every step of hints through whole puzzles of each grade, in both
// languages: each names its technique and cells, and no format verb goes unfilled.
func TestStepWording(t *testing.T) {
	ctx := context.Background()
	used := map[sudoku.Technique]bool{}
	for _, want := range []sudoku.Difficulty{sudoku.Easy, sudoku.Medium, sudoku.Hard, sudoku.Expert} {
		for seed := range uint64(6) {
			p, err := sudoku.Generate(ctx, sudoku.GenerateOptions{Difficulty: want, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			g := p.Givens
			for !g.Complete() {
				steps, err := sudoku.Hint(ctx, g)
				if err != nil {
					t.Fatalf("Hint(%s): %v", g, err)
				}
				for _, st := range steps {
					used[st.Technique] = true
				}
				for _, lang := range []i18n.Lang{i18n.English, i18n.Korean} {
					text, _ := stepsText(steps, 9, lang, 1800, "")
					if strings.Contains(text, "%!") || !cellName.MatchString(text) || len(text) > 1900 {
						t.Fatalf("steps %+v in %v: %q", steps, lang, text)
					}
					if lang == i18n.English && !techniqueNamed(text) {
						t.Errorf("steps %+v name no technique: %q", steps, text)
					}
				}
				last := steps[len(steps)-1]
				if !last.Placement() || p.Solution.At(last.Cell.Row, last.Cell.Col) != last.Digit {
					t.Fatalf("Hint(%s) ends with %+v, not a placement of the solution's digit", g, last)
				}
				g.Set(last.Cell.Row, last.Cell.Col, last.Digit)
			}
		}
	}
	t.Logf("techniques met: %v", used)
}

func TestStepText(t *testing.T) {
	c := func(r, col int) sudoku.Cell { return sudoku.Cell{Row: r - 1, Col: col - 1} }
	row := func(i int) sudoku.Unit { return sudoku.Unit{Kind: sudoku.Row, Index: i - 1} }
	col := func(i int) sudoku.Unit { return sudoku.Unit{Kind: sudoku.Column, Index: i - 1} }
	box := func(i int) sudoku.Unit { return sudoku.Unit{Kind: sudoku.Box, Index: i - 1} }
	elim := []sudoku.Candidate{{Cell: c(5, 7), Digit: 7}, {Cell: c(5, 9), Digit: 7}}
	for _, tc := range []struct {
		name   string
		step   sudoku.Step
		en, ko string
	}{
		{"naked single", sudoku.Step{Technique: sudoku.NakedSingle, Cell: c(4, 7), Digit: 5},
			"Cell r4c7 can only be 5 (naked single).", "r4c7 칸에는 5만 들어갈 수 있습니다 (네이키드 싱글)."},
		{"hidden single in a box", sudoku.Step{Technique: sudoku.HiddenSingle, Cell: c(2, 3), Digit: 7, Units: []sudoku.Unit{box(1)}},
			"In box 1, 7 fits only in cell r2c3 (hidden single).", "1번 상자에서 7이 들어갈 수 있는 칸은 r2c3뿐입니다 (히든 싱글)."},
		{"hidden single in a column", sudoku.Step{Technique: sudoku.HiddenSingle, Cell: c(2, 3), Digit: 2, Units: []sudoku.Unit{col(3)}},
			"In column 3, 2 fits only in cell r2c3", "3열에서 2가 들어갈 수 있는 칸은"},
		{"pointing", sudoku.Step{Technique: sudoku.Pointing, Digit: 7, Units: []sudoku.Unit{box(6), row(5)}, Eliminations: elim},
			"In box 6, every candidate 7 lies in row 5, so the rest of row 5 cannot hold 7 (pointing). Removes: 7 from r5c7, r5c9.",
			"6번 상자의 7 후보는 모두 5행에 있으므로, 5행의 나머지 칸에서 7 후보를 지웁니다 (포인팅). 지울 후보: 7 (r5c7, r5c9)."},
		{"claiming", sudoku.Step{Technique: sudoku.Claiming, Digit: 7, Units: []sudoku.Unit{row(5), box(6)}, Eliminations: elim},
			"In row 5, every candidate 7 lies in box 6", "5행의 7 후보는 모두 6번 상자에 있으므로"},
		{"naked pair", sudoku.Step{Technique: sudoku.NakedPair, Units: []sudoku.Unit{row(5)}, Cells: []sudoku.Cell{c(5, 1), c(5, 2)}, Digits: []int{3, 7}, Eliminations: elim},
			"In row 5, cells r5c1, r5c2 hold only 3 and 7 between them", "5행에서 r5c1, r5c2 칸의 후보는 합쳐서 3, 7뿐이므로"},
		{"hidden triple", sudoku.Step{Technique: sudoku.HiddenTriple, Units: []sudoku.Unit{col(2)}, Cells: []sudoku.Cell{c(1, 2), c(4, 2), c(8, 2)}, Digits: []int{1, 4, 6}, Eliminations: elim},
			"In column 2, 1, 4 and 6 fit only in cells r1c2, r4c2, r8c2, so those cells can hold nothing else (hidden triple).",
			"2열에서 1, 4, 6 숫자가 들어갈 수 있는 칸은 r1c2, r4c2, r8c2뿐이므로"},
		{"X-Wing", sudoku.Step{Technique: sudoku.XWing, Digit: 4, Units: []sudoku.Unit{row(2), row(7), col(3), col(8)}, Eliminations: elim},
			"In rows 2 and 7, 4 can go only in columns 3 and 8, so the rest of columns 3 and 8 cannot hold 4 (X-Wing).",
			"2행, 7행에서 4 후보는 3열, 8열에만 있으므로"},
		{"Swordfish", sudoku.Step{Technique: sudoku.Swordfish, Digit: 4, Units: []sudoku.Unit{col(1), col(5), col(9), row(2), row(4), row(8)}, Eliminations: elim},
			"In columns 1, 5 and 9, 4 can go only in rows 2, 4 and 8", "1열, 5열, 9열에서 4 후보는 2행, 4행, 8행에만 있으므로"},
		{"XY-Wing", sudoku.Step{Technique: sudoku.XYWing, Cells: []sudoku.Cell{c(1, 1), c(1, 5), c(3, 2)}, Digits: []int{1, 2, 3}, Digit: 3, Eliminations: elim},
			"Cell r1c1 can only be 1 or 2; it sees r1c5 (1 or 3) and r3c2 (2 or 3).", "(XY-윙)"},
		{"XYZ-Wing", sudoku.Step{Technique: sudoku.XYZWing, Cells: []sudoku.Cell{c(1, 1), c(1, 2), c(2, 1)}, Digits: []int{1, 2, 3}, Digit: 3, Eliminations: elim},
			"Cell r1c1 can only be 1, 2 or 3", "(XYZ-윙)"},
		{"reveal", sudoku.Step{Technique: sudoku.Reveal, Cell: c(9, 9), Digit: 8},
			"cell r9c9 is 8", "r9c9 칸은 8입니다"},
		{"16x16 letters", sudoku.Step{Technique: sudoku.NakedSingle, Cell: c(16, 12), Digit: 12},
			"Cell r16c12 can only be C", "r16c12 칸에는 C만"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			size := 9
			if tc.name == "16x16 letters" {
				size = 16
			}
			got := stepText(tc.step, size)
			if !strings.Contains(got.En, tc.en) {
				t.Errorf("English %q, want %q", got.En, tc.en)
			}
			if !strings.Contains(got.Ko, tc.ko) {
				t.Errorf("Korean %q, want %q", got.Ko, tc.ko)
			}
		})
	}
}

func TestIGa(t *testing.T) {
	for sym, want := range map[string]string{"1": "이", "2": "가", "3": "이", "4": "가", "5": "가", "6": "이",
		"7": "이", "8": "이", "9": "가", "A": "가", "L": "이", "M": "이", "N": "이", "R": "이", "G": "가", "": "이(가)"} {
		if got := iGa(sym); got != want {
			t.Errorf("iGa(%q) = %q, want %q", sym, got, want)
		}
	}
}

func TestStepsTextFitsALimit(t *testing.T) {
	var steps []sudoku.Step
	for i := range 40 {
		steps = append(steps, sudoku.Step{Technique: sudoku.Pointing, Digit: i%9 + 1,
			Units:        []sudoku.Unit{{Kind: sudoku.Box, Index: i % 9}, {Kind: sudoku.Row, Index: i % 9}},
			Eliminations: []sudoku.Candidate{{Cell: sudoku.Cell{Row: i % 9, Col: 8}, Digit: i%9 + 1}}})
	}
	steps = append(steps, sudoku.Step{Technique: sudoku.NakedSingle, Cell: sudoku.Cell{Row: 3, Col: 6}, Digit: 5})
	for _, lang := range []i18n.Lang{i18n.English, i18n.Korean} {
		text, _ := stepsText(steps, 9, lang, 1500, stepsFile)
		if len(text) > 1500 {
			t.Errorf("%v: %d bytes, over the limit of 1500", lang, len(text))
		}
		if !strings.HasSuffix(text, "41. "+stepText(steps[40], 9).In(lang)) {
			t.Errorf("%v: the placement is not last: %q", lang, text)
		}
		if !strings.Contains(text, "…") {
			t.Errorf("%v: no note of the steps left out: %q", lang, text)
		}
	}
}
