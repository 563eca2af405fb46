package loadgen

import (
	"encoding/hex"
	"strings"
	"testing"
	"time"
)

func board(s string) tttView {
	var v tttView
	for i := range 9 {
		if s[i] != '.' {
			v.cells[i] = s[i]
		}
	}
	return v
}

func TestTTTStep(t *testing.T) {
	for _, tc := range []struct {
		before, after string
		cell          int // from 1
		mine          byte
		bad           string // a word of the complaint; "" for consistent
	}{
		{".........", "X...O....", 1, 'X', ""},
		{"X...O....", "XX..O...O", 2, 'X', ""},
		{"XX..O...O", "XXX.O...O", 3, 'X', ""}, // a win: kibitz does not answer
		{"....X....", "O...X...X", 1, 'O', ""},
		{".........", "X........", 1, 'X', ""},              // kibitz need not answer at once in the check
		{".........", "X...O...O", 1, 'X', "2 moves"},       // kibitz moved twice
		{".........", "XX..O....", 1, 'X', "did not press"}, // a move applied twice
		{"X...O....", "X...O....", 2, 'X', "without it"},    // the move was lost
		{"X...O....", "XX.......", 2, 'X', "changed"},       // a mark vanished
		{"XX..O...O", "XXX.O..OO", 3, 'X', "after X had won"},
	} {
		got := tttStep(board(tc.before), board(tc.after), tc.cell-1, tc.mine)
		if tc.bad == "" && got != "" || tc.bad != "" && !strings.Contains(got, tc.bad) {
			t.Errorf("tttStep(%s, %s, cell %d) = %q, want %q", tc.before, tc.after, tc.cell, got, tc.bad)
		}
	}
}

func TestNimStep(t *testing.T) {
	for _, tc := range []struct {
		before []int64
		heap   int
		take   int64
		after  []int64
		ok     bool
	}{
		{[]int64{3, 4, 5}, 0, 2, []int64{1, 4, 5}, true},  // kibitz has not moved (the game ended)
		{[]int64{3, 4, 5}, 0, 2, []int64{1, 4, 1}, true},  // kibitz took 4 from heap 3
		{[]int64{3, 4, 5}, 0, 2, []int64{0, 4, 5}, true},  // kibitz took the last of heap 1
		{[]int64{3, 4, 5}, 0, 2, []int64{3, 4, 5}, false}, // the move was lost
		{[]int64{3, 4, 5}, 0, 2, []int64{1, 3, 4}, false}, // two more moves
		{[]int64{3, 4, 5}, 0, 2, []int64{1, 5, 5}, false}, // a heap grew
		{[]int64{3, 4, 5}, 0, 2, []int64{1, 4}, false},
	} {
		if got := nimStep(tc.before, tc.heap, tc.take, tc.after); (got == "") != tc.ok {
			t.Errorf("nimStep(%v, %d, %d, %v) = %q, want ok %v", tc.before, tc.heap, tc.take, tc.after, got, tc.ok)
		}
	}
}

func TestKnightTourCheck(t *testing.T) {
	// A tour of the 5 x 5 board from a1 (row 5, column 1), as /knight tour attaches it.
	const tour = "5,1 3,2 1,1 2,3 1,5 3,4 5,5 4,3 3,1 1,2 2,4 4,5 5,3 4,1 2,2 1,4 3,5 5,4 4,2 2,1 1,3 2,5 4,4 5,2 3,3"
	for _, tc := range []struct {
		name, text string
		row, col   int
		bad        string // a word of the complaint; "" for a tour
	}{
		{"a tour", tour, 5, 1, ""},
		{"another start", tour, 1, 1, "starts at"},
		{"a square short", strings.TrimSuffix(tour, " 3,3"), 5, 1, "24 squares"},
		{"a square twice", strings.Replace(tour, "3,3", "5,1", 1), 5, 1, "twice"},
		{"a king's move", strings.Replace(tour, "3,2 1,1", "1,1 3,2", 1), 5, 1, "knight's move"},
		{"off the board", strings.Replace(tour, "3,3", "6,6", 1), 5, 1, "not on the board"},
	} {
		got := knightTourCheck(tc.text, 5, tc.row, tc.col)
		if tc.bad == "" && got != "" || tc.bad != "" && !strings.Contains(got, tc.bad) {
			t.Errorf("%s: knightTourCheck = %q, want %q", tc.name, got, tc.bad)
		}
	}
}

func TestParseMix(t *testing.T) {
	m, err := ParseMix("ttt=3, sudoku=1,nim=0")
	if err != nil || m["tictactoe"] != 3 || m["sudoku"] != 1 || m.String() != "tictactoe=3,sudoku=1" {
		t.Errorf("ParseMix = %v, %v", m, err)
	}
	for _, bad := range []string{"", "chess=1", "ttt", "ttt=-1", "ttt=0", "ttt=x"} {
		if _, err := ParseMix(bad); err == nil {
			t.Errorf("ParseMix(%q): no error", bad)
		}
	}
}

func TestKeysAndTargets(t *testing.T) {
	pub, priv, err := NewKeyPair()
	if err != nil {
		t.Fatal(err)
	}
	k, err := ParsePrivateKey(" " + priv + "\n")
	if err != nil || PublicHex(k) != pub {
		t.Fatalf("ParsePrivateKey(seed) = %v, %v", PublicHex(k), err)
	}
	if k2, err := ParsePrivateKey(hex.EncodeToString(k)); err != nil || !k2.Equal(k) {
		t.Errorf("ParsePrivateKey(whole key): %v", err)
	}
	whole := []byte(k)
	whole[40] ^= 1
	for _, bad := range []string{"", "xyz", priv[:10], hex.EncodeToString(whole)} {
		if _, err := ParsePrivateKey(bad); err == nil {
			t.Errorf("ParsePrivateKey(%q): no error", bad)
		}
	}
	for _, ok := range []string{"http://127.0.0.1:8080/interactions", "http://localhost:1/interactions", "http://[::1]:80/i", "http://127.0.0.2:9/"} {
		if _, err := CheckTarget(ok); err != nil {
			t.Errorf("CheckTarget(%q): %v", ok, err)
		}
	}
	for _, bad := range []string{"https://127.0.0.1:8080/interactions", "http://example.com:80/interactions",
		"http://10.0.0.1:8080/", "http://127.0.0.1/interactions", "http://0.0.0.0:8080/", "127.0.0.1:8080"} {
		if _, err := CheckTarget(bad); err == nil {
			t.Errorf("CheckTarget(%q): no error", bad)
		}
	}
}

func TestSummarise(t *testing.T) {
	var d []time.Duration
	for i := 1; i <= 200; i++ {
		d = append(d, time.Duration(201-i)*time.Millisecond)
	}
	l := summarise(d)
	if l.N != 200 || l.P50 != 100*time.Millisecond || l.P99 != 198*time.Millisecond || l.Max != 200*time.Millisecond {
		t.Errorf("summarise = %+v", l)
	}
	if l := summarise(nil); l.N != 0 || l.String() != "none" {
		t.Errorf("summarise(nil) = %+v", l)
	}
}

func TestPuzzles(t *testing.T) {
	ps := puzzles()
	if len(ps) < 10 {
		t.Fatalf("%d puzzles", len(ps))
	}
	for _, p := range ps {
		if len(p.solution) != 81 || strings.Contains(p.solution, ".") {
			t.Errorf("%s: solution %q", p.givens, p.solution)
		}
	}
}
