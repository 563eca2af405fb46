package sudoku

import (
	"context"
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/sudoku"
	"kibitz/storage"
	"kibitz/storage/memory"
)

// TestCutHintsAttachEveryStep presses Next hint through a 16x16 puzzle in the text view, where a hint's
// steps share the message with the grid: a hint whose steps do not all fit names steps.txt and attaches
// it with every step, numbered as the message numbers them, so the eliminations later hints follow on
// from (the store keeps them all) were all shown. Its text had said they were "not shown", and later
// hints stated deductions that were false on what the player had seen.
func TestCutHintsAttachEveryStep(t *testing.T) {
	ctx := context.Background()
	p, err := sudoku.Generate(ctx, sudoku.GenerateOptions{Size: 16, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	store := memory.New()
	game := &Generated{ID: "cut", Puzzle: p.String(), By: alice.ID}
	if err := storage.PutJSON(ctx, store, gameKey(game.ID), keep, game); err != nil {
		t.Fatal(err)
	}
	if _, err := commands.ChangePrefs(ctx, store, bob.ID, func(p *commands.Prefs) { p.Display = commands.ViewText }); err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, store, nil)
	lastStep := regexp.MustCompile(`(?m)^(\d+)\. [^\n]*\z`)
	cuts := 0
	for i := 1; i <= p.Givens.Len(); i++ {
		resp := h.Press(bob, router.ID(hintRoute, game.ID))
		if strings.Contains(resp.Content, "You have had a hint for every cell") {
			break
		}
		var file []byte
		for _, f := range resp.Files {
			if f.Name == stepsFile {
				if file, err = io.ReadAll(f.Reader); err != nil {
					t.Fatal(err)
				}
			}
		}
		cut := strings.Contains(resp.Content, "…")
		if strings.Contains(resp.Content, "not shown") || cut != (file != nil) || cut != strings.Contains(resp.Content, stepsFile) {
			t.Fatalf("hint %d: cut %v, steps.txt attached %v:\n%s", i, cut, file != nil, resp.Content)
		}
		if !cut {
			continue
		}
		cuts++
		m := lastStep.FindStringSubmatch(strings.TrimSpace(strings.Split(resp.Content, "\n```")[0]))
		lines := strings.Split(strings.TrimSuffix(string(file), "\n"), "\n")
		if m == nil || strconv.Itoa(len(lines)) != m[1] {
			t.Fatalf("hint %d: steps.txt has %d steps, the message's last is %v:\n%s", i, len(lines), m, resp.Content)
		}
		for j, line := range lines {
			if !strings.HasPrefix(line, strconv.Itoa(j+1)+". ") {
				t.Fatalf("hint %d: steps.txt line %d is %q", i, j+1, line)
			}
		}
	}
	if cuts == 0 {
		t.Fatal("no hint was cut: the puzzle does not test the attachment")
	}
	t.Logf("%d hints cut", cuts)
}

// TestLongEliminationsInTheFile: a step that removes a digit from more cells than a message lists
// (maxRemoved) names the attachment for the rest, and makes the hint attach it (cut), every cell listed
// there; in a message with no attachment the rest are "…", as /sudoku play says them.
func TestLongEliminationsInTheFile(t *testing.T) {
	var elim []sudoku.Candidate
	for c := range maxRemoved + 3 {
		elim = append(elim, sudoku.Candidate{Cell: sudoku.Cell{Row: 4, Col: c}, Digit: 7})
	}
	steps := []sudoku.Step{
		{Technique: sudoku.Pointing, Digit: 7, Units: []sudoku.Unit{{Kind: sudoku.Box, Index: 4}, {Kind: sudoku.Row, Index: 4}}, Eliminations: elim},
		{Technique: sudoku.NakedSingle, Cell: sudoku.Cell{Row: 0, Col: 0}, Digit: 5},
	}
	last := elim[len(elim)-1].Cell.String()
	for _, tc := range []struct {
		lang i18n.Lang
		want string
	}{
		{i18n.English, "r5c12, and 3 more cells, in the attached steps.txt"},
		{i18n.Korean, "r5c12, 외 3칸: 첨부한 steps.txt에 있음"},
	} {
		text, cut := stepsText(steps, 16, tc.lang, 1800, stepsFile)
		if !cut || !strings.Contains(text, tc.want) || strings.Contains(text, last) {
			t.Errorf("%v: %q (cut %v), want %q and not %s", tc.lang, text, cut, tc.want, last)
		}
		if file := string(allSteps(steps, 16, tc.lang)); !strings.Contains(file, last) || strings.Contains(file, "steps.txt") || strings.Contains(file, "…") {
			t.Errorf("%v: steps.txt %q does not list every cell", tc.lang, file)
		}
		if text, cut := stepsText(steps, 16, tc.lang, 1800, ""); cut || !strings.Contains(text, "r5c12, …") {
			t.Errorf("%v, no attachment: %q (cut %v)", tc.lang, text, cut)
		}
	}
}
