package kpk

import "testing"

func TestParseCounters(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Counters
	}{
		{"4k3/8/8/8/8/8/4P3/4K3 w - - 3 40", Counters{3, 40}},
		{"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1", Counters{0, 1}},
		{"4k3/8/8/8/8/8/4P3/4K3 w - - 7", Counters{7, 1}},
		{"4k3/8/8/8/8/8/4P3/4K3 w", Counters{0, 1}},
		{"4k3/8/8/8/8/8/4P3/4K3", Counters{0, 1}},
		{"4k3/8/8/8/8/8/4P3/4K3 w - - 0 0", Counters{0, 1}},
		{"4k3/8/8/8/8/8/4P3/4K3,w,-,-,12,57", Counters{12, 57}},
		// Clamped below MaxCounter (a clock that large stays a draw claimed; counters.go says why).
		{"4k3/8/8/8/8/8/4P3/4K3 w - - 99999999999999999999 99999999999999999999", Counters{MaxCounter - 1, MaxCounter - 1}},
		{"4k3/8/8/8/8/8/4P3/4K3 w - - 1048576 1048576", Counters{MaxCounter - 1, MaxCounter - 1}},
		{"4k3/8/8/8/8/8/4P3/4K3 w - - 2000000 40", Counters{MaxCounter - 1, 40}},
		{"4k3/8/8/8/8/8/4P3/4K3 w - - 1048575 1048575", Counters{1048575, 1048575}},
		{"Ke1 Pe2 ke8 w", Counters{0, 1}},
	} {
		if got := ParseCounters(tc.in); got != tc.want {
			t.Errorf("ParseCounters(%q) = %+v, want %+v", tc.in, got, tc.want)
		}
	}
}

func TestCountersAfter(t *testing.T) {
	p := mustParse(t, "Ke1 Pe2 ke8 w")
	c := Counters{Halfmove: 5, Fullmove: 40}
	for _, tc := range []struct {
		move string
		want Counters
		fen  string
	}{
		{"Kd2", Counters{6, 40}, "4k3/8/8/8/8/8/3KP3/8 b - - 6 40"},
		{"Kd7", Counters{7, 41}, "8/3k4/8/8/8/8/3KP3/8 w - - 7 41"},
		{"e4", Counters{0, 41}, "8/3k4/8/8/4P3/8/3K4/8 b - - 0 41"},
		{"Ke6", Counters{1, 42}, "8/8/4k3/8/4P3/8/3K4/8 w - - 1 42"},
	} {
		m, err := p.ParseMove(tc.move)
		if err != nil {
			t.Fatal(err)
		}
		c = c.After(p, m)
		p, _ = p.Play(m)
		if c != tc.want || p.FEN(c) != tc.fen {
			t.Errorf("after %s: %+v, %s; want %+v, %s", tc.move, c, p.FEN(c), tc.want, tc.fen)
		}
	}
	// a capture starts the clock again
	p = mustParse(t, "Ke1 Pe5 kd5 b")
	m, _ := p.ParseMove("Kxe5")
	if c := (Counters{30, 60}).After(p, m); c != (Counters{0, 61}) {
		t.Errorf("after a capture: %+v, want {0 61}", c)
	}
	// the zero Counters are a game's start
	if got := p.FEN(Counters{}); got != p.String() {
		t.Errorf("FEN of the zero Counters = %q, want %q", got, p.String())
	}
	if n := (Counters{Fullmove: 40}).MoveNumber(Black, 0); n != 40 {
		t.Errorf("MoveNumber(Black, 0) from move 40 = %d, want 40", n)
	}
	if n := (Counters{Fullmove: 40}).MoveNumber(Black, 1); n != 41 {
		t.Errorf("MoveNumber(Black, 1) from move 40 = %d, want 41", n)
	}
}
