package sudoku

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"kibitz/commands"
	"kibitz/solvers/sudoku"
)

// The games of /sudoku play and /sudoku daily as stored, and the moves on them: pure functions of the
// stored value, which the handlers (play.go) run inside a compare-and-set.
//
// A game lives under "sdp:<id>" for a week after its last move (playKeep), a daily board a week after it
// started, however late it is moved (Play.expires). Its Seq counts
// the moves applied; every move button carries the Seq of the message it is on, and a move is applied
// only when that is still the game's Seq, so a press on a message older than the last move (a second
// player's press at the same instant, a double tap) is refused instead of applied to a board its presser
// never saw. The cell and the pencil mode chosen are not stored: they are the message's, carried in the
// custom_ids of its components (play_message.go), so that choosing a cell never competes with a move.

// Play is a game being played.
type Play struct {
	ID string `json:"id"`
	// Puzzle is sudoku.Puzzle's stable text form, "difficulty:givens:solution".
	Puzzle string `json:"puzzle"`
	// By is the user who started it; Together lets anyone else in the channel play it too.
	By       string `json:"by"`
	Together bool   `json:"together,omitempty"`
	// Guild is where it was started: for a daily game the place's scope (router.Request.Scope), whose
	// day's ranking it joins, and for any other, practice, the place's RankScope ("" in a DM with
	// kibitz). Day is the UTC day of a daily game (2026-05-01), "" for any other.
	Guild string `json:"guild,omitempty"`
	Day   string `json:"day,omitempty"`
	// View is how the board is shown to everyone who looks at its message.
	View commands.View `json:"view,omitempty"`
	// Cells are the grid as played, in sudoku.Grid's canonical form ('.' for a blank); Marks the pencil
	// marks by cell (bit d for digit d), empty when there are none.
	Cells string   `json:"cells"`
	Marks []uint32 `json:"marks,omitempty"`
	// Seq is the number of moves applied.
	Seq      int       `json:"seq"`
	Started  time.Time `json:"started"`
	Finished time.Time `json:"finished,omitzero"`
	Hints    int       `json:"hints,omitempty"`
	// Checks counts the looks at the grid against the solution: each Check of a grid with a digit written
	// in, and each hint that found a wrong digit instead of giving a step. Each tells the player where
	// their digits differ from the solution, or that they do not, so any makes the game practice, as a
	// hint does (results.go).
	Checks int `json:"checks,omitempty"`
	// Mistakes counts the wrong digits found, by Check, by a hint or by the grid filling up in a game
	// that is practice already; Wrong are the cells found wrong and not changed since.
	Mistakes int   `json:"mistakes,omitempty"`
	Wrong    []int `json:"wrong,omitempty"`
	// Hinted is 1 + the cell the last move filled from a hint, 0 when the last move was another.
	Hinted int `json:"hinted,omitempty"`
	// History holds the last maxHistory moves, for Undo.
	History []Move `json:"history,omitempty"`
	// Players are those who made a move, in order: the results of a game played together go to each.
	Players []string `json:"players,omitempty"`

	puzzle sudoku.Puzzle // read from Puzzle by Validate
}

// Move is what a move changed in its cell, so that Undo can put it back.
type Move struct {
	Cell  int    `json:"c"`
	Was   int    `json:"d,omitempty"` // the digit before (0 for a blank)
	Marks uint32 `json:"m,omitempty"` // the cell's marks before
	Wrong bool   `json:"w,omitempty"` // whether the cell was marked wrong before
	// Cleared are the cells that lost the note of the digit the move wrote.
	Cleared []int `json:"k,omitempty"`
}

// maxHistory bounds the moves Undo can take back.
const maxHistory = 200

// playSchema is the version of Play's stored layout (storage.Versioned).
const playSchema = 1

func (Play) SchemaVersion() int { return playSchema }

// Validate reads the puzzle and checks the cells against it (storage.Validator): a game that fails is
// reported as unreadable, never played on.
func (p *Play) Validate() error {
	if err := p.puzzle.UnmarshalText([]byte(p.Puzzle)); err != nil {
		return err
	}
	n := p.size()
	if len(p.Cells) != n*n || len(p.Marks) != 0 && len(p.Marks) != n*n {
		return fmt.Errorf("sudoku: game %s has %d cells and %d marks for a %dx%[4]d grid", p.ID, len(p.Cells), len(p.Marks), n)
	}
	for i := range len(p.Cells) {
		if _, ok := digitOf(n, p.Cells[i]); !ok {
			return fmt.Errorf("sudoku: game %s has %q in cell %d", p.ID, p.Cells[i], i)
		}
	}
	return nil
}

// newPlay is a game of p started by by at now.
func newPlay(id string, p sudoku.Puzzle, by string, now time.Time) *Play {
	return &Play{ID: id, Puzzle: p.String(), By: by, Cells: p.Givens.String(), Started: now, puzzle: p}
}

func (p *Play) size() int { return p.puzzle.Givens.Size() }

// over reports whether the game is finished.
func (p *Play) over() bool { return !p.Finished.IsZero() }

// elapsed is the time played: until the end, or until now.
func (p *Play) elapsed(now time.Time) time.Duration {
	if p.over() {
		now = p.Finished
	}
	return max(now.Sub(p.Started), 0)
}

// digitOf reads a cell's symbol in a grid of side n; ok is false for anything but a blank or a digit.
func digitOf(n int, ch byte) (int, bool) {
	for d := 0; d <= n; d++ {
		if sudoku.Symbol(n, d) == ch {
			return d, true
		}
	}
	return 0, false
}

// grid is the grid as played.
func (p *Play) grid() sudoku.Grid {
	g, _ := sudoku.NewGrid(p.size())
	n := p.size()
	for i := range len(p.Cells) {
		d, _ := digitOf(n, p.Cells[i])
		g.Set(i/n, i%n, d)
	}
	return g
}

func (p *Play) at(cell int) int {
	d, _ := digitOf(p.size(), p.Cells[cell])
	return d
}

func (p *Play) set(cell, d int) {
	b := []byte(p.Cells)
	b[cell] = sudoku.Symbol(p.size(), d)
	p.Cells = string(b)
}

func (p *Play) given(cell int) bool {
	n := p.size()
	return p.puzzle.Givens.At(cell/n, cell%n) != 0
}

func (p *Play) answer(cell int) int {
	n := p.size()
	return p.puzzle.Solution.At(cell/n, cell%n)
}

func (p *Play) marks(cell int) uint32 {
	if len(p.Marks) == 0 {
		return 0
	}
	return p.Marks[cell]
}

func (p *Play) setMarks(cell int, m uint32) {
	if len(p.Marks) == 0 {
		if m == 0 {
			return
		}
		p.Marks = make([]uint32, len(p.Cells))
	}
	p.Marks[cell] = m
	if !slices.ContainsFunc(p.Marks, func(m uint32) bool { return m != 0 }) {
		p.Marks = nil
	}
}

func (p *Play) wrong(cell int) bool { return slices.Contains(p.Wrong, cell) }

func (p *Play) setWrong(cell int, on bool) {
	p.Wrong = slices.DeleteFunc(p.Wrong, func(c int) bool { return c == cell })
	if on {
		p.Wrong = append(p.Wrong, cell)
		slices.Sort(p.Wrong)
	}
	if len(p.Wrong) == 0 {
		p.Wrong = nil
	}
}

// peers are the cells that share a row, a column or a box with cell, cell excluded.
func peers(n, cell int) []int {
	box := 2
	for box*box < n {
		box++
	}
	r, c := cell/n, cell%n
	var out []int
	for i := range n * n {
		rr, cc := i/n, i%n
		if i != cell && (rr == r || cc == c || rr/box == r/box && cc/box == c/box) {
			out = append(out, i)
		}
	}
	return out
}

// The refusals of moves that change nothing, worded by the handler.
var (
	errGiven     = errors.New("the cell is a given")
	errSame      = errors.New("the cell already holds that digit")
	errEmpty     = errors.New("the cell is already empty")
	errHasDigit  = errors.New("the cell holds a digit: no notes")
	errNoHistory = errors.New("nothing to undo")
)

// record remembers a move on cell before it changes the cell.
func (p *Play) record(cell int) *Move {
	m := Move{Cell: cell, Was: p.at(cell), Marks: p.marks(cell), Wrong: p.wrong(cell)}
	p.History = append(p.History, m)
	if len(p.History) > maxHistory {
		p.History = slices.Delete(p.History, 0, len(p.History)-maxHistory)
	}
	return &p.History[len(p.History)-1]
}

// place writes digit d in cell: its notes go, and so does the note of d in every cell it sees.
func (p *Play) place(cell, d int) error {
	switch {
	case p.given(cell):
		return errGiven
	case p.at(cell) == d:
		return errSame
	}
	m := p.record(cell)
	p.set(cell, d)
	p.setMarks(cell, 0)
	p.setWrong(cell, false)
	for _, q := range peers(p.size(), cell) {
		if p.marks(q)&(1<<d) != 0 {
			p.setMarks(q, p.marks(q)&^(1<<d))
			m.Cleared = append(m.Cleared, q)
		}
	}
	return nil
}

// erase clears cell's digit, or its notes when it has none.
func (p *Play) erase(cell int) error {
	switch {
	case p.given(cell):
		return errGiven
	case p.at(cell) == 0 && p.marks(cell) == 0:
		return errEmpty
	}
	p.record(cell)
	if p.at(cell) != 0 {
		p.set(cell, 0)
		p.setWrong(cell, false)
	} else {
		p.setMarks(cell, 0)
	}
	return nil
}

// note adds the note of digit d to a blank cell, or takes it away.
func (p *Play) note(cell, d int) error {
	switch {
	case p.given(cell):
		return errGiven
	case p.at(cell) != 0:
		return errHasDigit
	}
	p.record(cell)
	p.setMarks(cell, p.marks(cell)^(1<<d))
	return nil
}

// undo takes back the last move in the history and returns its cell.
func (p *Play) undo() (int, error) {
	if len(p.History) == 0 {
		return 0, errNoHistory
	}
	m := p.History[len(p.History)-1]
	p.History = p.History[:len(p.History)-1]
	if len(p.History) == 0 {
		p.History = nil
	}
	if d := p.at(m.Cell); d != 0 {
		for _, q := range m.Cleared {
			p.setMarks(q, p.marks(q)|1<<d)
		}
	}
	p.set(m.Cell, m.Was)
	p.setMarks(m.Cell, m.Marks)
	p.setWrong(m.Cell, m.Wrong)
	return m.Cell, nil
}

// check marks every written digit that is not the solution's and returns the cells found wrong that
// were not marked before, which count as mistakes.
func (p *Play) check() []int {
	var found []int
	for i := range len(p.Cells) {
		if d := p.at(i); d != 0 && !p.given(i) && d != p.answer(i) && !p.wrong(i) {
			p.setWrong(i, true)
			found = append(found, i)
		}
	}
	p.Mistakes += len(found)
	return found
}

// written counts the digits written in, by hand or by a hint.
func (p *Play) written() int {
	n := 0
	for i := range len(p.Cells) {
		if p.at(i) != 0 && !p.given(i) {
			n++
		}
	}
	return n
}

// solved reports whether the grid is the solution.
func (p *Play) solved() bool { return p.Cells == p.puzzle.Solution.String() }

// full reports whether every cell holds a digit.
func (p *Play) full() bool { g := p.grid(); return g.Complete() }

// joined adds a player to the game's players.
func (p *Play) joined(user string) {
	if !slices.Contains(p.Players, user) {
		p.Players = append(p.Players, user)
	}
}

// mayPlay reports whether user may make moves: the starter, or anyone in a game played together.
func (p *Play) mayPlay(user string) bool { return user == p.By || p.Together }

// cellOf is a cell index as a sudoku.Cell.
func cellOf(n, i int) sudoku.Cell { return sudoku.Cell{Row: i / n, Col: i % n} }

// cellsOf turns cell indexes into sudoku.Cells.
func cellsOf(n int, is []int) []sudoku.Cell {
	out := make([]sudoku.Cell, len(is))
	for k, i := range is {
		out[k] = cellOf(n, i)
	}
	return out
}

// Generated is a puzzle /sudoku generate made, as stored under "sdk:<id>". It never changes once written.
type Generated struct {
	ID string `json:"id"`
	// Puzzle is sudoku.Puzzle's stable text form, "difficulty:givens:solution".
	Puzzle string `json:"puzzle"`
	// By is the user who asked for it.
	By string `json:"by"`
}

// The versions of the stored layouts of Generated and Progress (storage.Versioned). Bump one, with
// a MigrateFrom, when a change would make values stored before it decode wrongly.
const (
	gameSchema     = 1
	progressSchema = 1
)

func (Generated) SchemaVersion() int { return gameSchema }

func (Progress) SchemaVersion() int { return progressSchema }

func (g *Generated) puzzle() (sudoku.Puzzle, error) {
	var p sudoku.Puzzle
	if err := p.UnmarshalText([]byte(g.Puzzle)); err != nil {
		return p, fmt.Errorf("sudoku: stored puzzle %s: %w", g.ID, err)
	}
	return p, nil
}

// Progress is one user's hints on one puzzle, under "sdk:<id>:<user>": how many were given, the
// starting grid with the digit of each of them filled in, and the candidates their steps removed, from
// which the next hint follows (so it never announces again an elimination an earlier one made).
// Removed holds each candidate as (row*size + column)*size + digit - 1; a record from before it had
// none decodes as no candidate removed, which only lets the next hint repeat a step, as it used to.
type Progress struct {
	Hints   int    `json:"hints"`
	Grid    string `json:"grid"`
	Removed []int  `json:"removed,omitempty"`
}

// removedCandidates decodes Progress.Removed for a grid of size n, skipping what is out of range.
func removedCandidates(codes []int, n int) []sudoku.Candidate {
	out := make([]sudoku.Candidate, 0, len(codes))
	for _, k := range codes {
		if k < 0 || k >= n*n*n {
			continue
		}
		cell := k / n
		out = append(out, sudoku.Candidate{Cell: sudoku.Cell{Row: cell / n, Col: cell % n}, Digit: k%n + 1})
	}
	return out
}

// withRemoved is codes (Progress.Removed) with the eliminations of steps added, for grid after the
// steps' placement, less those in filled cells, which no longer matter.
func withRemoved(codes []int, steps []sudoku.Step, grid sudoku.Grid) []int {
	n := grid.Size()
	for _, st := range steps {
		for _, e := range st.Eliminations {
			codes = append(codes, (e.Cell.Row*n+e.Cell.Col)*n+e.Digit-1)
		}
	}
	out := make([]int, 0, len(codes))
	for _, k := range codes {
		if cell := k / n; k >= 0 && k < n*n*n && grid.At(cell/n, cell%n) == 0 {
			out = append(out, k)
		}
	}
	return out
}
