package loadgen

import (
	"fmt"
	"strconv"
	"strings"

	"kibitz/internal/discordtest"
)

// ---- knight's tour ----

// knight asks for a small knight's tour (5 x 5 to 8 x 8, from a random square that has one), whose
// picture goes out in an edit after a deferral: the deferred replies that a run of tic-tac-toe presses
// alone, mostly small and quick, does not show. Consistent means: the reply names the board and the start
// asked for, and the tour it attaches as text visits every square once, by knight moves, from that start.
func (u *user) knight() error {
	n := 5 + u.rng.IntN(4)
	file, rank := u.rng.IntN(n), u.rng.IntN(n)
	if n%2 == 1 && (file+rank)%2 == 1 {
		// With both sides odd a tour starts on the corners' colour only: move to a neighbour of that colour.
		file = (file + 1) % n
		if (file+rank)%2 == 1 {
			rank = (rank + 1) % n
		}
	}
	start := fmt.Sprintf("%c%d", 'a'+file, rank+1)
	a, err := u.send("knight tour", discordtest.Command("knight", discordtest.Subcommand("tour",
		discordtest.IntOption("size", int64(n)), discordtest.StringOption("start", start))))
	if err != nil {
		return err
	}
	head := fmt.Sprintf("Knight's tour of the %d x %d board", n, n)
	if !strings.Contains(a.Msg.Content, head) {
		return &unreadable{fmt.Sprintf("/knight tour size:%d start:%s answered %.200q", n, start, a.Msg.Content)}
	}
	if !strings.Contains(a.Msg.Content, "from "+start+" ") {
		return inconsistent("/knight tour size:%d start:%s answered a tour from elsewhere: %.200q", n, start, a.Msg.Content)
	}
	name := fmt.Sprintf("knight-tour-%dx%d.txt", n, n)
	text, ok := a.Files[name]
	if !ok {
		return &unreadable{fmt.Sprintf("/knight tour size:%d start:%s attached no %s", n, start, name)}
	}
	// The file lists row,column from the top left: a1 is row n, column 1.
	if why := knightTourCheck(text, n, n-rank, file+1); why != "" {
		return inconsistent("/knight tour size:%d start:%s: %s", n, start, why)
	}
	return nil
}

// knightTourCheck checks a tour as the text file lists it (row,column pairs from the top left, separated by
// spaces) on an n x n board from (row, col): "" when it visits every square once by knight moves.
func knightTourCheck(text string, n, row, col int) string {
	squares := strings.Fields(text)
	if len(squares) != n*n {
		return fmt.Sprintf("the tour lists %d squares, not %d", len(squares), n*n)
	}
	seen := make([]bool, n*n)
	pr, pc := 0, 0
	for i, sq := range squares {
		rs, cs, ok := strings.Cut(sq, ",")
		r, err1 := strconv.Atoi(rs)
		c, err2 := strconv.Atoi(cs)
		switch {
		case !ok || err1 != nil || err2 != nil || r < 1 || r > n || c < 1 || c > n:
			return fmt.Sprintf("square %d of the tour, %q, is not on the board", i+1, sq)
		case i == 0 && (r != row || c != col):
			return fmt.Sprintf("the tour starts at %s, not at %d,%d", sq, row, col)
		case seen[(r-1)*n+c-1]:
			return fmt.Sprintf("the tour visits %s twice", sq)
		case i > 0 && (r-pr)*(r-pr)+(c-pc)*(c-pc) != 5:
			return fmt.Sprintf("%d,%d to %s is not a knight's move", pr, pc, sq)
		}
		seen[(r-1)*n+c-1] = true
		pr, pc = r, c
	}
	return ""
}
