package sudoku

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/router"
)

// twoBlanks finds two blank cells of one row of game p, and a digit that is neither's answer.
func twoBlanks(t *testing.T, p *Play) (a, b, other int) {
	t.Helper()
	n := p.size()
	for r := range n {
		var blanks []int
		for c := range n {
			if p.at(r*n+c) == 0 {
				blanks = append(blanks, r*n+c)
			}
		}
		if len(blanks) >= 2 {
			a, b = blanks[0], blanks[1]
			for d := 1; d <= n; d++ {
				if d != p.answer(a) && d != p.answer(b) {
					return a, b, d
				}
			}
		}
	}
	t.Fatal("no row with two blank cells")
	return
}

// TestPlayNotesUndoCheckHintErase goes through every tool of a 9x9 game: notes written and cleared by a
// digit in a cell that sees them, undo putting them back, a wrong digit found by Check (bracketed in the
// text view, counted once however often Check runs), a hint that points at the wrong digit, erasing,
// a hint that writes its digit in, and the refusals of moves that would change nothing.
func TestPlayNotesUndoCheckHintErase(t *testing.T) {
	h, _, _ := playHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"display", "text"})
	id := gameID(t, resp)
	p := stored(t, h, id)
	n := p.size()
	a, b, wrong := twoBlanks(t, p)
	d := p.answer(b)
	name := func(i int) string { return cellOf(n, i).String() }
	words := func(i int) string { return msgRowColumn.Format(i/n+1, i%n+1).En }

	// Notes in a: the answer of b and one more.
	resp = goTo(t, h, alice, resp, n, a/n, a%n)
	resp = use(t, h, alice, resp, "pen")
	if !strings.Contains(resp.Content, "Notes on") {
		t.Errorf("notes mode does not say so:\n%s", resp.Content)
	}
	resp = use(t, h, alice, resp, "d"+strconv.Itoa(d))
	resp = use(t, h, alice, resp, "d"+strconv.Itoa(wrong))
	lo, hi := min(d, wrong), max(d, wrong)
	if want := "empty; notes: " + strconv.Itoa(lo) + ", " + strconv.Itoa(hi) + "."; !strings.Contains(resp.Content, want) {
		t.Errorf("the notes of %s: want %q in\n%s", name(a), want, resp.Content)
	}
	if on, _ := control(t, resp, "d"+strconv.Itoa(d)); !strings.Contains(on, "p/") {
		t.Errorf("a digit button in notes mode does not write notes: %s", on)
	}

	// The answer written in b, which a sees, takes its note away; Undo puts it back.
	resp = use(t, h, alice, resp, "pen")
	resp = goTo(t, h, alice, resp, n, b/n, b%n)
	resp = use(t, h, alice, resp, "d"+strconv.Itoa(d))
	if p = stored(t, h, id); p.at(b) != d || p.marks(a) != 1<<wrong {
		t.Fatalf("after %d in %s: %s holds %d, notes %b", d, name(b), name(b), p.at(b), p.marks(a))
	}
	resp = use(t, h, alice, resp, "undo")
	if p = stored(t, h, id); p.at(b) != 0 || p.marks(a) != 1<<d|1<<wrong || !strings.Contains(resp.Content, "Took back the last move, in "+words(b)) {
		t.Fatalf("after undo: %s holds %d, notes of %s %b:\n%s", name(b), p.at(b), name(a), p.marks(a), resp.Content)
	}

	// A wrong digit: Check finds it once, however often it runs. A game of /sudoku play is practice from
	// its start, so no Check says that it made it practice (a daily's first Check does: TestFairResults).
	resp = use(t, h, alice, resp, "d"+strconv.Itoa(wrong))
	resp = use(t, h, alice, resp, "check")
	if strings.Contains(resp.Content, "practice now") {
		t.Errorf("the first Check of a game of /sudoku play says it made it practice:\n%s", resp.Content)
	}
	resp = use(t, h, alice, resp, "check")
	p = stored(t, h, id)
	if p.Mistakes != 1 || len(p.Wrong) != 1 || p.Wrong[0] != b || p.Checks != 2 || p.ranked() {
		t.Fatalf("after Check: %d mistakes, wrong %v, %d checks, ranked %v; want 1, %s, 2, false", p.Mistakes, p.Wrong, p.Checks, p.ranked(), name(b))
	}
	if strings.Contains(resp.Content, "practice now") {
		t.Errorf("the second Check says that the game is practice now:\n%s", resp.Content)
	}
	for _, want := range []string{"Check: the one digit written in is wrong.", string(textWrong) + strconv.Itoa(wrong), "Wrong, marked `!`: " + name(b) + ".", "0 hints, 1 mistake"} {
		if !strings.Contains(resp.Content, want) {
			t.Errorf("the checked board lacks %q:\n%s", want, resp.Content)
		}
	}
	if strings.Contains(resp.Content, "red") {
		t.Errorf("the text view speaks of red:\n%s", resp.Content)
	}

	// A hint on a grid with a wrong digit points at it, and is no hint: it gives no step, so it is not
	// counted among the hints, however often it is pressed; it is a Check (TestHintOnWrongGridIsACheck).
	resp = use(t, h, alice, resp, "hint")
	resp = use(t, h, alice, resp, "hint")
	if p = stored(t, h, id); p.Hints != 0 || p.Mistakes != 1 || p.Checks != 4 || !strings.Contains(resp.Content, "Hint: "+words(b)+" is wrong") ||
		!strings.Contains(resp.Content, "0 hints, 1 mistake") {
		t.Errorf("the hint on a wrong grid: %d hints, %d mistakes, %d checks:\n%s", p.Hints, p.Mistakes, p.Checks, resp.Content)
	}

	// Erase takes the wrong digit and its mark away; erasing again is refused, and so is a digit or a note
	// in a given, a note in a cell that holds a digit, and an undo with nothing to take back.
	resp = use(t, h, alice, resp, "erase")
	if p = stored(t, h, id); p.at(b) != 0 || len(p.Wrong) != 0 {
		t.Errorf("after Erase: %s holds %d, wrong %v", name(b), p.at(b), p.Wrong)
	}
	if _, enabled := control(t, resp, "erase"); enabled {
		t.Error("Erase is enabled on an empty cell without notes")
	}
	seq := strconv.Itoa(p.Seq)
	at := func(i int, pencil bool) string { return choice{row: i / n, col: i % n, pencil: pencil}.String() }
	given := -1
	for i := range n * n {
		if p.given(i) {
			given = i
			break
		}
	}
	for _, tc := range []struct {
		customID, want string
	}{
		{router.ID(pressRoute, id, seq, at(b, false), "erase"), "already empty"},
		{router.ID(pressRoute, id, seq, at(given, false), "d1"), "is a given"},
		{router.ID(pressRoute, id, seq, at(given, true), "d1"), "is a given"},
		{router.ID(pressRoute, id, seq, choice{row: -1, col: -1}.String(), "d1"), "Choose a cell first"},
		{router.ID(pressRoute, id, seq, at(b, false), "d0"), "does not name"},
		{router.ID(pressRoute, id, seq, at(b, false), "d01"), "does not name"},
		{router.ID(pressRoute, id, seq, at(b, false), "jump"), "does not name"},
		{router.ID(pressRoute, id, seq, "r10c1", "d1"), "does not name"},
	} {
		resp := h.Press(alice, tc.customID)
		if !resp.Private || !strings.Contains(resp.Content, tc.want) {
			t.Errorf("%s: %q, want a private refusal saying %q", tc.customID, resp.Content, tc.want)
		}
	}
	if q := stored(t, h, id); q.Seq != p.Seq || q.Cells != p.Cells {
		t.Error("a refused move changed the game")
	}

	// A hint on a right grid writes its digit in, with its steps: the game's first, which would say the
	// game is practice now (TestHintMakesPractice) if Check had not made it so already.
	resp = use(t, h, alice, resp, "hint")
	p = stored(t, h, id)
	if p.Hints != 1 || p.Hinted == 0 || p.at(p.Hinted-1) != p.answer(p.Hinted-1) || !strings.Contains(resp.Content, "**Hint 1**") ||
		strings.Contains(resp.Content, "practice now") {
		t.Errorf("the first hint: %d hints, cell %d:\n%s", p.Hints, p.Hinted, resp.Content)
	}
	if !strings.Contains(resp.Content, fmt.Sprintf("Chosen: **row %d, column %d**", (p.Hinted-1)/n+1, (p.Hinted-1)%n+1)) {
		t.Errorf("the hint's cell is not the one chosen:\n%s", resp.Content)
	}
}

// TestPlayFullButWrong fills a grid with one wrong digit: the game goes on. In a practice game (a game
// of /sudoku play, practice from its start) the wrong cell is marked and counted; put right, the game
// ends with the mistake in its result. In a ranked game (a daily) it is neither: marking it would be a
// Check the player did not ask for, and filling every blank with any digit would show where the solution
// differs; the game stays ranked, and the reply says that Check would show the wrong digits at the cost
// of the ranking.
func TestPlayFullButWrong(t *testing.T) {
	for _, ranked := range []bool{false, true} {
		h, _, _ := playHarness(t)
		var resp *router.Response
		if ranked {
			resp, _ = dailyIn(t, h, alice, "g")
		} else {
			resp = h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"size", 4})
		}
		id := gameID(t, resp)
		p := stored(t, h, id)
		n := p.size()
		last := strings.LastIndexByte(p.Cells, '.')
		for i := range len(p.Cells) {
			if p.at(i) != 0 {
				continue
			}
			d := p.answer(i)
			if i == last {
				d = d%n + 1
			}
			resp = goTo(t, h, alice, resp, n, i/n, i%n)
			resp = write(t, h, alice, resp, n, d)
		}
		p = stored(t, h, id)
		if ranked {
			if p.over() || p.Mistakes != 0 || len(p.Wrong) != 0 || !p.ranked() || strings.Contains(resp.Content, "Wrong") ||
				!strings.Contains(resp.Content, "The grid is full, but not right yet. Check shows the wrong digits, and makes this game practice.") {
				t.Fatalf("a full wrong grid, ranked: over %v, %d mistakes, wrong %v, ranked %v:\n%s\n%v", p.over(), p.Mistakes, p.Wrong, p.ranked(), resp.Content, resp.Alt)
			}
		} else {
			if p.over() || p.Mistakes != 1 || len(p.Wrong) != 1 ||
				!strings.Contains(resp.Content, "The grid is full, but not right yet: 1 wrong cell") {
				t.Fatalf("a full wrong grid: over %v, %d mistakes:\n%s", p.over(), p.Mistakes, resp.Content)
			}
			if len(resp.Files) != 1 || !strings.Contains(resp.Alt["sudoku-game.png"], "Wrong (red): "+cellOf(n, last).String()) {
				t.Errorf("the picture's alt text does not name the wrong cell: %v", resp.Alt)
			}
		}
		before := resp
		resp = write(t, h, alice, resp, n, p.answer(last))
		want := "with 0 hints and 1 mistake."
		if ranked {
			want = "with 0 hints and 0 mistakes."
		}
		if p = stored(t, h, id); !p.over() || p.ranked() != ranked || !strings.Contains(resp.Content, want) {
			t.Errorf("put right: over %v, ranked %v:\n%s\nwant %q", p.over(), p.ranked(), resp.Content, want)
		}
		// A press on the finished game's older message shows the end (a daily's with its Ranking button
		// alone), and says so privately.
		digit, _ := control(t, before, "d1")
		late := h.Press(alice, digit)
		rows := 0
		if ranked {
			rows = 1
		}
		if !late.Update || len(late.Components) != rows || privateFollowup(late) != "This game is over." {
			t.Errorf("a press after the end: %+v", late)
		}
	}
}

// TestHintOnWrongGridIsACheck: a hint on a grid with a wrong digit names the wrong cell, as Check would:
// in a ranked game (a daily) it is a Check, so it makes the game practice and says so, and the game
// leaves the asker's ranked games in progress (/sudoku solve then answers its puzzle).
func TestHintOnWrongGridIsACheck(t *testing.T) {
	h, _, c := playHarness(t)
	resp, p := dailyIn(t, h, alice, "g")
	id, n := p.ID, p.size()
	blank := strings.IndexByte(p.Cells, '.')
	resp = goTo(t, h, alice, resp, n, blank/n, blank%n)
	resp = write(t, h, alice, resp, n, p.answer(blank)%n+1)
	if err := c.playingRanked(context.Background(), alice.ID, p.puzzle.Givens); err == nil {
		t.Fatal("the ranked game is not among alice's games in progress")
	}
	resp = use(t, h, alice, resp, "hint")
	p = stored(t, h, id)
	if p.Hints != 0 || p.Checks != 1 || p.ranked() || !strings.Contains(resp.Content, "Hint: "+msgRowColumn.Format(blank/n+1, blank%n+1).En+" is wrong") ||
		!strings.Contains(resp.Content, "With its digits checked against the solution, this game is practice now") {
		t.Errorf("a hint on a wrong grid: %d hints, %d checks, ranked %v:\n%s", p.Hints, p.Checks, p.ranked(), resp.Content)
	}
	if err := c.playingRanked(context.Background(), alice.ID, p.puzzle.Givens); err != nil {
		t.Errorf("the game made practice is still among alice's ranked games in progress: %v", err)
	}
}

// TestCheckSays: Check says what it looked at (the digits written in) and what it found, in both
// languages: nothing to check, the one digit right or wrong, all right, all wrong, or how many of how many.
func TestCheckSays(t *testing.T) {
	h, _, _ := playHarness(t)
	for _, locale := range []discordgo.Locale{discordgo.EnglishUS, discordgo.Korean} {
		resp := h.Command(alice, locale, "sudoku", "play", opt{"size", 4}, opt{"display", "text"})
		p := stored(t, h, gameID(t, resp))
		free := blanks(p)
		wrongDigit := func(i int) int { return p.answer(i)%4 + 1 }
		type step struct {
			cell, digit int // a move before the check; digit 0 for none
			en, ko      string
		}
		for k, s := range []step{
			{-1, 0, "Check: no digit is written in yet, so there is nothing to check.", "확인: 아직 써 넣은 숫자가 없어 확인할 것이 없습니다."},
			{free[0], p.answer(free[0]), "Check: the one digit written in is right.", "확인: 써 넣은 숫자 하나가 맞습니다."},
			{free[1], p.answer(free[1]), "Check: all 2 digits written in are right.", "확인: 써 넣은 숫자 2개가 모두 맞습니다."},
			{free[2], wrongDigit(free[2]), "Check: of the 3 digits written in, 1 is wrong.", "확인: 써 넣은 숫자 3개 중 1개가 틀렸습니다."},
			{free[3], wrongDigit(free[3]), "Check: of the 4 digits written in, 2 are wrong.", "확인: 써 넣은 숫자 4개 중 2개가 틀렸습니다."},
		} {
			press := func(what string, values ...string) {
				t.Helper()
				id, _ := control(t, resp, what)
				if resp = h.Serve(commandtest.PressIn(alice, locale, id, values...)); !resp.Update {
					t.Fatalf("%s: %q", what, resp.Content)
				}
			}
			if s.digit != 0 {
				press("cell", strconv.Itoa(s.cell))
				press("d" + strconv.Itoa(s.digit))
			}
			press("check")
			want := map[discordgo.Locale]string{discordgo.EnglishUS: s.en, discordgo.Korean: s.ko}[locale]
			if !strings.Contains(resp.Content, want) {
				t.Errorf("%s, check %d: want %q in\n%s", locale, k+1, want, resp.Content)
			}
		}
	}
}
