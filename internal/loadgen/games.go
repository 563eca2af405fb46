package loadgen

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"kibitz/internal/discordtest"
	"kibitz/solvers/sudoku"
	"kibitz/solvers/wordle"
)

// The games a virtual user plays, each from its first interaction to its last. A game ends early when
// the run is over (errStop), when a reply is lost (errLost: what the user saw is no longer the game's
// state), on a reply it cannot read (an error), or on an inconsistency (*inconsistency).
var games = map[string]func(u *user) error{
	"tictactoe": (*user).ticTacToe,
	"sudoku":    (*user).sudoku,
	"wordle":    (*user).wordle,
	"nim":       (*user).nim,
}

// GameNames lists the games in the order reports show them.
var GameNames = []string{"tictactoe", "sudoku", "wordle", "nim"}

// Mix weighs the games: a user picks its next game with these odds.
type Mix map[string]int

// DefaultMix favours the games with many small interactions, as a server's traffic would.
var DefaultMix = Mix{"tictactoe": 4, "sudoku": 1, "wordle": 2, "nim": 2}

// ParseMix reads "tictactoe=4,sudoku=1,wordle=2,nim=2"; games left out get no share, and ttt stands for
// tictactoe.
func ParseMix(s string) (Mix, error) {
	m := Mix{}
	for part := range strings.SplitSeq(s, ",") {
		name, weight, ok := strings.Cut(strings.TrimSpace(part), "=")
		name = strings.ToLower(strings.TrimSpace(name))
		if name == "ttt" {
			name = "tictactoe"
		}
		n, err := strconv.Atoi(strings.TrimSpace(weight))
		if !ok || err != nil || n < 0 || n > 1000 {
			return nil, fmt.Errorf("mix %q: write game=weight pairs, such as tictactoe=4,sudoku=1,wordle=2,nim=2", s)
		}
		if games[name] == nil {
			return nil, fmt.Errorf("mix %q: no game %q (the games: %s)", s, name, strings.Join(GameNames, ", "))
		}
		m[name] = n
	}
	if m.total() == 0 {
		return nil, fmt.Errorf("mix %q: every weight is 0", s)
	}
	return m, nil
}

func (m Mix) total() int {
	t := 0
	for _, n := range m {
		t += n
	}
	return t
}

func (m Mix) pick(rng *rand.Rand) string {
	x := rng.IntN(m.total())
	for _, name := range GameNames {
		if x < m[name] {
			return name
		}
		x -= m[name]
	}
	return GameNames[0] // not reached: total counts only known games
}

// String is the mix as ParseMix reads it.
func (m Mix) String() string {
	var parts []string
	for _, name := range GameNames {
		if m[name] > 0 {
			parts = append(parts, fmt.Sprintf("%s=%d", name, m[name]))
		}
	}
	return strings.Join(parts, ",")
}

// GameStats counts the games of one kind.
type GameStats struct {
	Played       int // started
	Finished     int // played to their end, consistent
	Inconsistent int // see Report
	Abandoned    int // a reply was lost or could not be read
	Cut          int // the run ended first
}

// inconsistency is a game whose replies contradict the moves its user made.
type inconsistency struct{ why string }

func (e *inconsistency) Error() string { return e.why }

func inconsistent(format string, args ...any) error {
	return &inconsistency{fmt.Sprintf(format, args...)}
}

// unreadable is a reply a game cannot go on from, though it is not a contradiction: a user error, a
// missing button.
type unreadable struct{ why string }

func (e *unreadable) Error() string { return e.why }

func (r *run) gameOver(name string, err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	g := r.games[name]
	if g == nil {
		g = &GameStats{}
		r.games[name] = g
	}
	var bad *inconsistency
	var odd *unreadable
	switch {
	case err == nil:
		g.Finished++
	case errors.Is(err, errStop):
		g.Cut++
	case errors.As(err, &bad):
		g.Inconsistent++
		if len(r.badLog) < maxExamples {
			r.badLog = append(r.badLog, name+": "+bad.why)
		}
	case errors.As(err, &odd):
		g.Abandoned++
		r.errs["unexpected reply"]++
	default:
		g.Abandoned++
	}
	g.Played++
}

// ---- tic-tac-toe ----

// tttView is what a tic-tac-toe message shows: the nine cells ('X', 'O' or 0 for empty), the custom_id of
// each cell's button, and whether the game is over.
type tttView struct {
	cells [9]byte
	ids   [9]string
	over  bool
	msg   discordtest.Message
}

// readTTT reads a game's message; ok is false when the message is not a board (an error reply).
func readTTT(m discordtest.Message) (v tttView, ok bool) {
	seen := 0
	over := true
	for _, b := range m.Buttons() {
		if strings.HasSuffix(b.CustomID, "/rematch") {
			v.over = true
			continue
		}
		parts := strings.Split(b.CustomID, "/")
		if len(parts) != 3 || parts[0] != "ttt1" {
			continue
		}
		n, err := strconv.Atoi(parts[2])
		if err != nil || n < 1 || n > 9 {
			continue
		}
		i := n - 1
		v.ids[i] = b.CustomID
		switch b.Label {
		case "X", "O":
			v.cells[i] = b.Label[0]
		default:
			if !b.Disabled {
				over = false
			}
		}
		seen++
	}
	if seen != 9 {
		return v, false
	}
	v.over = v.over || over
	v.msg = m
	return v, true
}

var tttLines = [8][3]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}

func tttWins(c [9]byte, m byte) bool {
	for _, l := range tttLines {
		if c[l[0]] == m && c[l[1]] == m && c[l[2]] == m {
			return true
		}
	}
	return false
}

func (v tttView) count(m byte) int {
	n := 0
	for _, c := range v.cells {
		if c == m {
			n++
		}
	}
	return n
}

// tttLegal checks that a board can occur in a game: X moved first, at most one side has a line, and
// nothing was played after a win.
func tttLegal(v tttView) string {
	x, o := v.count('X'), v.count('O')
	xw, ow := tttWins(v.cells, 'X'), tttWins(v.cells, 'O')
	switch {
	case x != o && x != o+1:
		return fmt.Sprintf("%d X and %d O on the board", x, o)
	case xw && ow:
		return "both X and O have a line"
	case xw && x != o+1:
		return "O moved after X had won"
	case ow && x != o:
		return "X moved after O had won"
	}
	return ""
}

func (v tttView) String() string {
	var b strings.Builder
	for _, c := range v.cells {
		if c == 0 {
			c = '.'
		}
		b.WriteByte(c)
	}
	return b.String()
}

// tttStep checks the board after the user's press on cell against the board before it: every mark stays,
// the user's one new mark is on cell, and kibitz added at most one of its own.
func tttStep(before, after tttView, cell int, mine byte) string {
	theirs := byte('X' + 'O' - mine)
	added := 0
	for i := range 9 {
		switch {
		case before.cells[i] != 0 && after.cells[i] != before.cells[i]:
			return fmt.Sprintf("cell %d changed from %c: %s then %s", i+1, before.cells[i], before, after)
		case before.cells[i] == 0 && after.cells[i] == mine && i != cell:
			return fmt.Sprintf("a %c appeared on cell %d, which the user did not press: %s then %s", mine, i+1, before, after)
		case before.cells[i] == 0 && after.cells[i] == theirs:
			added++
		}
	}
	if after.cells[cell] != mine {
		return fmt.Sprintf("the press on cell %d was answered with a board without it: %s then %s", cell+1, before, after)
	}
	if added > 1 {
		return fmt.Sprintf("kibitz made %d moves at once: %s then %s", added, before, after)
	}
	return tttLegal(after)
}

// ticTacToe plays a game against kibitz: /tictactoe play, then presses on free cells until the game is
// over. One press in ten is a double click (two presses on the same cell at once), of which exactly one
// must count.
//
// Consistent means: every board the user is shown is a legal position; each one extends the one before
// by exactly the user's pressed cell plus at most one kibitz mark, never changing a mark; and the user's
// marks on the last board are exactly the cells of the user's presses that were answered with a board.
func (u *user) ticTacToe() error {
	first, mine := "me", byte('X')
	if u.rng.IntN(2) == 0 {
		first, mine = "opponent", 'O'
	}
	a, err := u.send("tictactoe play", discordtest.Command("tictactoe",
		discordtest.Subcommand("play", discordtest.StringOption("first", first))))
	if err != nil {
		return err
	}
	v, ok := readTTT(a.Msg)
	if !ok {
		return &unreadable{fmt.Sprintf("/tictactoe play answered without a board: %.200q", a.Msg.Content)}
	}
	if want := map[byte]int{'X': 0, 'O': 1}[mine]; v.count(mine) != 0 || v.count('X'+'O'-mine) != want {
		return inconsistent("the new game's board is %s; the user plays %c", v, mine)
	}
	v.msg.ID = discordtest.Snowflake()
	var pressed []int
	for !v.over {
		if len(pressed) >= 5 {
			return inconsistent("the game goes on after the user's 5th mark: %s", v)
		}
		var free []int
		for i, c := range v.cells {
			if c == 0 {
				free = append(free, i)
			}
		}
		if len(free) == 0 {
			return inconsistent("a full board is not over: %s", v)
		}
		cell := free[u.rng.IntN(len(free))]
		next, err := u.press(v, cell)
		if err != nil {
			return err
		}
		if why := tttStep(v, next, cell, mine); why != "" {
			return inconsistent("%s", why)
		}
		pressed = append(pressed, cell)
		next.msg.ID = v.msg.ID
		v = next
	}
	var marks []int
	for i, c := range v.cells {
		if c == mine {
			marks = append(marks, i)
		}
	}
	slices.Sort(pressed)
	if !slices.Equal(marks, pressed) {
		return inconsistent("the user pressed cells %v and the final board %s has its marks on %v", pressed, v, marks)
	}
	return nil
}

// press presses a cell, sometimes twice at once, and returns the board it was answered with.
func (u *user) press(v tttView, cell int) (tttView, error) {
	in := func() *discordtest.Interaction { return discordtest.Button(v.ids[cell]).OnMessage(v.msg) }
	if u.rng.IntN(10) != 0 {
		a, err := u.send("tictactoe press", in())
		if err != nil {
			return tttView{}, err
		}
		next, ok := readTTT(a.Msg)
		if !ok {
			return tttView{}, inconsistent("a press on the free cell %d of %s was refused: %.200q", cell+1, v, a.Msg.Content)
		}
		return next, nil
	}
	var answers [2]answer
	var errs [2]error
	var wg sync.WaitGroup
	for i := range 2 {
		wg.Go(func() { answers[i], errs[i] = u.send("tictactoe double press", in()) })
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return tttView{}, err
		}
	}
	var boards []tttView
	for _, a := range answers {
		if b, ok := readTTT(a.Msg); ok {
			boards = append(boards, b)
		} else if !a.Msg.Private() {
			return tttView{}, &unreadable{fmt.Sprintf("a double press was answered with neither a board nor a private error: %.200q", a.Msg.Content)}
		}
	}
	switch len(boards) {
	case 0:
		return tttView{}, inconsistent("both presses of a double click on cell %d of %s were refused: the move was lost", cell+1, v)
	case 2:
		return tttView{}, inconsistent("both presses of a double click on cell %d of %s were applied: %s and %s", cell+1, v, boards[0], boards[1])
	}
	return boards[0], nil
}

// ---- Sudoku ----

//go:embed puzzles.txt
var puzzleText string

type puzzle struct{ givens, solution string }

// puzzles are the embedded puzzles with their solutions, solved once.
var puzzles = sync.OnceValue(func() []puzzle {
	var out []puzzle
	for line := range strings.Lines(puzzleText) {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		g, err := sudoku.Parse(line)
		if err != nil {
			panic(fmt.Sprintf("loadgen: puzzles.txt: %v", err))
		}
		res, err := sudoku.Solve(context.Background(), g, sudoku.Options{Limit: 2})
		if err != nil || res.Found != 1 {
			panic(fmt.Sprintf("loadgen: puzzles.txt: %s has %d solutions (%v)", line, res.Found, err))
		}
		out = append(out, puzzle{givens: line, solution: res.Solutions[0].String()})
	}
	return out
})

// sudoku solves one of the embedded puzzles. Consistent means the reply holds the puzzle's solution.
func (u *user) sudoku() error {
	p := puzzles()[u.rng.IntN(len(puzzles()))]
	// Rows split by '/', as a user would paste them into the one-line option.
	var rows []string
	for i := 0; i < 81; i += 9 {
		rows = append(rows, p.givens[i:i+9])
	}
	a, err := u.send("sudoku solve", discordtest.Command("sudoku",
		discordtest.Subcommand("solve", discordtest.StringOption("puzzle", strings.Join(rows, "/")))))
	if err != nil {
		return err
	}
	if !strings.Contains(a.Msg.Content, p.solution) {
		return inconsistent("the solution of %s is not in the reply %.200q", p.givens, a.Msg.Content)
	}
	return nil
}

// ---- Wordle assist ----

var (
	wordleAnswers = sync.OnceValue(func() []wordle.Word { return wordle.Default().Answers() })
	wordleRowRe   = regexp.MustCompile(`UTC day (\S+): row (\d+) of 6`)
)

// wordle plays a Wordle assist session: /wordle reset, then two to five /wordle assist rows, each the
// true colours of a guess against an answer the user picked. Consistent means: every row is accepted,
// and the reply to the n-th assist since the reset says it is row n.
//
// The reset comes first rather than last so that a session left by an abandoned game cannot count.
// A session that crosses midnight UTC starts a new day's session, so such a game ends unjudged.
func (u *user) wordle() error {
	a, err := u.send("wordle reset", discordtest.Command("wordle", discordtest.Subcommand("reset")))
	if err != nil {
		return err
	}
	if !a.Msg.Private() || !strings.Contains(a.Msg.Content, "assist session") {
		return &unreadable{fmt.Sprintf("/wordle reset answered %.200q", a.Msg.Content)}
	}
	words := wordleAnswers()
	secret := words[u.rng.IntN(len(words))]
	rows := 2 + u.rng.IntN(4)
	day := ""
	for n := 1; n <= rows; n++ {
		guess := words[u.rng.IntN(len(words))]
		fb := wordle.Score(guess, secret)
		a, err := u.send("wordle assist", discordtest.Command("wordle", discordtest.Subcommand("assist",
			discordtest.StringOption("guess", guess.String()), discordtest.StringOption("feedback", fb.String()))))
		if err != nil {
			return err
		}
		m := wordleRowRe.FindStringSubmatch(a.Msg.Content)
		if m == nil {
			return inconsistent("row %d (%s %s, answer %s) was refused: %.200q", n, guess, fb, secret, a.Msg.Content)
		}
		if day != "" && m[1] != day {
			return nil // midnight UTC: a new session began
		}
		day = m[1]
		if got, _ := strconv.Atoi(m[2]); got != n {
			return inconsistent("the assist after %d rows since the reset says row %d", n, got)
		}
		if fb == wordle.AllGreen {
			break // solved: the session is over
		}
	}
	return nil
}

// ---- Nim ----

var nimHeapsRe = regexp.MustCompile("Heaps: `([0-9 ]*)`")

// nimView is what a Nim message shows: the heaps and the controls.
type nimView struct {
	heaps    []int64
	start    string // the Start button of a lobby
	heapMenu *discordtest.Component
	takeMenu *discordtest.Component
	over     bool // a Rematch button
	msg      discordtest.Message
}

func readNim(m discordtest.Message) (v nimView, ok bool) {
	if len(m.Embeds) == 0 {
		return v, false
	}
	h := nimHeapsRe.FindStringSubmatch(m.Embeds[0].Description)
	if h == nil {
		return v, false
	}
	for f := range strings.FieldsSeq(h[1]) {
		n, err := strconv.ParseInt(f, 10, 64)
		if err != nil {
			return v, false
		}
		v.heaps = append(v.heaps, n)
	}
	for _, row := range m.Components {
		for i := range row.Components {
			c := &row.Components[i]
			switch {
			case strings.HasSuffix(c.CustomID, "/start"):
				v.start = c.CustomID
			case strings.HasSuffix(c.CustomID, "/rematch"):
				v.over = true
			case strings.Contains(c.CustomID, "/heap/"):
				v.heapMenu = c
			case strings.Contains(c.CustomID, "/take/"):
				v.takeMenu = c
			}
		}
	}
	v.msg = m
	return v, true
}

// nimRandomHeaps is 2 to 4 heaps of 1 to 7 stones, written as the heaps option takes them.
func (u *user) nimRandomHeaps() []int64 {
	heaps := make([]int64, 2+u.rng.IntN(3))
	for i := range heaps {
		heaps[i] = 1 + u.rng.Int64N(7)
	}
	return heaps
}

func nimText(heaps []int64) string {
	parts := make([]string, len(heaps))
	for i, h := range heaps {
		parts[i] = strconv.FormatInt(h, 10)
	}
	return strings.Join(parts, " ")
}

// nim analyzes a position, then plays a whole game against kibitz: /nim start with bot, Start, then a
// heap from the first menu and an amount from the second, until the game is over.
//
// Consistent means: picking a heap changes no heap, and after the user takes k stones from heap i the
// heaps are those before with heap i less k, less at most one move of kibitz's (one heap smaller, none
// larger).
func (u *user) nim() error {
	heaps := u.nimRandomHeaps()
	a, err := u.send("nim analyze", discordtest.Command("nim", discordtest.Subcommand("analyze",
		discordtest.StringOption("heaps", nimText(heaps)))))
	if err != nil {
		return err
	}
	if len(a.Msg.Embeds) == 0 || !strings.Contains(a.Msg.Embeds[0].Description, "Heaps") {
		return &unreadable{fmt.Sprintf("/nim analyze answered %.200q", a.Msg.Content)}
	}
	a, err = u.send("nim start", discordtest.Command("nim", discordtest.Subcommand("start",
		discordtest.StringOption("heaps", nimText(heaps)), discordtest.BoolOption("bot", true))))
	if err != nil {
		return err
	}
	v, ok := readNim(a.Msg)
	if !ok || v.start == "" {
		return &unreadable{fmt.Sprintf("/nim start answered without a lobby: %.200q", a.Msg.Content)}
	}
	if !slices.Equal(v.heaps, heaps) {
		return inconsistent("the lobby of heaps %v shows %v", heaps, v.heaps)
	}
	msgID := discordtest.Snowflake()
	v.msg.ID = msgID
	a, err = u.send("nim press", discordtest.Button(v.start).OnMessage(v.msg))
	if err != nil {
		return err
	}
	for moves := 0; ; moves++ {
		next, ok := readNim(a.Msg)
		if !ok {
			return inconsistent("a move in the game of heaps %v was refused: %.200q", v.heaps, a.Msg.Content)
		}
		next.msg.ID = msgID
		v = next
		if v.over {
			return nil
		}
		if v.heapMenu == nil || len(v.heapMenu.Options) == 0 || moves > 40 {
			return &unreadable{fmt.Sprintf("a game in play without a heap to pick: %.200q", a.Msg.Content)}
		}
		pick := v.heapMenu.Options[u.rng.IntN(len(v.heapMenu.Options))]
		heap, _ := strconv.Atoi(fmt.Sprint(pick.Value))
		a, err = u.send("nim press", discordtest.Select(v.heapMenu.CustomID, fmt.Sprint(pick.Value)).OnMessage(v.msg))
		if err != nil {
			return err
		}
		picked, ok := readNim(a.Msg)
		switch {
		case !ok:
			return inconsistent("picking heap %d of %v was refused: %.200q", heap, v.heaps, a.Msg.Content)
		case !slices.Equal(picked.heaps, v.heaps):
			return inconsistent("picking heap %d changed the heaps from %v to %v", heap, v.heaps, picked.heaps)
		case picked.takeMenu == nil:
			return &unreadable{fmt.Sprintf("picking heap %d of %v brought no second menu", heap, v.heaps)}
		}
		picked.msg.ID = msgID
		var amounts []int64
		for _, o := range picked.takeMenu.Options {
			if k, err := strconv.ParseInt(fmt.Sprint(o.Value), 10, 64); err == nil {
				amounts = append(amounts, k)
			}
		}
		if len(amounts) == 0 || heap < 1 || heap > len(v.heaps) {
			return &unreadable{fmt.Sprintf("no amount to take from heap %d of %v", heap, v.heaps)}
		}
		take := amounts[u.rng.IntN(len(amounts))]
		a, err = u.send("nim press", discordtest.Select(picked.takeMenu.CustomID, strconv.FormatInt(take, 10)).OnMessage(picked.msg))
		if err != nil {
			return err
		}
		after, ok := readNim(a.Msg)
		if !ok {
			return inconsistent("taking %d from heap %d of %v was refused: %.200q", take, heap, v.heaps, a.Msg.Content)
		}
		if why := nimStep(v.heaps, heap-1, take, after.heaps); why != "" {
			return inconsistent("%s", why)
		}
	}
}

// nimStep checks the heaps after the user took take stones from heap i (from 0) of before, and kibitz
// perhaps answered.
func nimStep(before []int64, i int, take int64, after []int64) string {
	if len(after) != len(before) {
		return fmt.Sprintf("taking %d from heap %d of %v left %v", take, i+1, before, after)
	}
	changed := 0
	for j := range before {
		want := before[j]
		if j == i {
			want -= take
		}
		switch d := want - after[j]; {
		case d < 0:
			return fmt.Sprintf("taking %d from heap %d of %v left %v: heap %d grew", take, i+1, before, after, j+1)
		case d > 0:
			changed++
		}
	}
	if changed > 1 {
		return fmt.Sprintf("taking %d from heap %d of %v left %v: more than one move besides the user's", take, i+1, before, after)
	}
	return ""
}
