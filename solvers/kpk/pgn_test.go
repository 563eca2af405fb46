package kpk

import (
	"strings"
	"testing"
)

func TestPGN(t *testing.T) {
	start, err := Parse("8/8/8/8/8/8/4P3/4K2k w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	var moves []Move
	p := start
	for _, s := range []string{"e4", "Kg2", "e5", "Kf3"} {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
		p, _ = p.Play(m)
	}
	got, err := PGN(start, moves, PGNOngoing, PGNTags{Event: "kibitz KPK", White: "alice"})
	if err != nil {
		t.Fatal(err)
	}
	want := `[Event "kibitz KPK"]
[Site "?"]
[Date "????.??.??"]
[Round "-"]
[White "alice"]
[Black "?"]
[Result "*"]
[SetUp "1"]
[FEN "8/8/8/8/8/8/4P3/4K2k w - - 0 1"]

1. e4 Kg2 2. e5 Kf3 *
`
	if got != want {
		t.Errorf("PGN:\n%s\nwant:\n%s", got, want)
	}

	// Black to move first: "1... Kg2".
	black, _ := Parse("8/8/8/8/8/8/4P3/4K2k b - - 0 1")
	m, _ := black.ParseMove("Kg2")
	got, err = PGN(black, []Move{m}, PGNOngoing, PGNTags{})
	if err != nil || !strings.HasSuffix(got, "\n1... Kg2 *\n") {
		t.Errorf("Black first: %q, %v", got, err)
	}
	// An illegal move is named.
	if _, err := PGN(start, []Move{moves[1]}, PGNOngoing, PGNTags{}); err == nil || !strings.Contains(err.Error(), "move 1") {
		t.Errorf("illegal move: %v", err)
	}
}
