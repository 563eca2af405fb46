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
	got, err := PGN(start, Counters{}, moves, PGNOngoing, PGNTags{Event: "kibitz KPK", White: "alice"})
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
	got, err = PGN(black, Counters{}, []Move{m}, PGNOngoing, PGNTags{})
	if err != nil || !strings.HasSuffix(got, "\n1... Kg2 *\n") {
		t.Errorf("Black first: %q, %v", got, err)
	}
	// A start of move 40, with its halfmove clock: the FEN tag has them, and the moves go on from 40.
	got, err = PGN(black, Counters{Halfmove: 12, Fullmove: 40}, []Move{m}, PGNOngoing, PGNTags{})
	if err != nil || !strings.Contains(got, `[FEN "8/8/8/8/8/8/4P3/4K2k b - - 12 40"]`) || !strings.HasSuffix(got, "\n40... Kg2 *\n") {
		t.Errorf("from move 40: %q, %v", got, err)
	}
	got, err = PGN(start, Counters{Fullmove: 40}, moves, PGNOngoing, PGNTags{})
	if err != nil || !strings.HasSuffix(got, "\n40. e4 Kg2 41. e5 Kf3 *\n") {
		t.Errorf("from move 40, White first: %q, %v", got, err)
	}
	// An illegal move is named.
	if _, err := PGN(start, Counters{}, []Move{moves[1]}, PGNOngoing, PGNTags{}); err == nil || !strings.Contains(err.Error(), "move 1") {
		t.Errorf("illegal move: %v", err)
	}
}

// TestPGNTagsAsWritten: a tag's value is written as it is but for PGN's two escapes, \" and \\: a
// display name with a zero-width joiner (family emoji) or a right-to-left mark kept it as Go's \u200d,
// which PGN readers show as those six characters. ParsePGN reads each back as it was.
func TestPGNTagsAsWritten(t *testing.T) {
	start, err := Parse("8/8/8/8/8/8/4P3/4K2k w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"👨\u200d👩\u200d👧x", "Ana\u200fB", `a"b\c`, "김민지"} {
		got, err := PGN(start, Counters{}, nil, PGNOngoing, PGNTags{White: name})
		if err != nil {
			t.Fatal(err)
		}
		want := `[White "` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(name) + `"]`
		if !strings.Contains(got, want) {
			t.Errorf("%q: the tag is not %s:\n%s", name, want, got)
		}
		if g, err := ParsePGN(got); err != nil || g.Tags["White"] != name {
			t.Errorf("%q read back as %q (%v)", name, g.Tags["White"], err)
		}
	}
}
