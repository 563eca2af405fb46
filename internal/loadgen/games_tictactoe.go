package loadgen

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"kibitz/internal/discordtest"
)

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
		// A taken cell reads "5: X" (its number, then its mark).
		switch mark := strings.TrimPrefix(b.Label, parts[2]+": "); mark {
		case "X", "O":
			v.cells[i] = mark[0]
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
