package kpk

import (
	"fmt"
	"strings"
	"unicode"
)

// A game in PGN (Portable Game Notation), as chess programs and sites read it: the tag pairs, with the
// starting position as a FEN tag (a KPK game never starts from the initial position, so SetUp is "1"),
// then the moves in SAN numbered from the FEN's fullmove number, "1... Kd7" when Black moves first, and
// the result.

// PGNResult is a game's result in PGN: "1-0", "0-1", "1/2-1/2", or "*" while it goes on.
type PGNResult string

// The results a PGN game can have.
const (
	PGNWhiteWins PGNResult = "1-0"
	PGNBlackWins PGNResult = "0-1"
	PGNDraw      PGNResult = "1/2-1/2"
	PGNOngoing   PGNResult = "*"
)

// PGNTags are the tags of a game besides those PGN derives from the game (FEN, SetUp, Result).
type PGNTags struct {
	Event, Site, Date, White, Black string // "" is written as "?" (Date as "????.??.??"), as PGN asks
}

// PGN writes the game that starts at start, with counters c (the zero Counters for a start given without
// them: "0 1"), and plays moves, with its result: the FEN tag has the counters, and the moves are
// numbered from c's fullmove number. It fails when a move is not legal where it is played, naming the
// move by its number.
func PGN(start Position, c Counters, moves []Move, result PGNResult, tags PGNTags) (string, error) {
	var b strings.Builder
	tag := func(name, value, unknown string) {
		if value == "" {
			value = unknown
		}
		fmt.Fprintf(&b, "[%s %s]\n", name, pgnString(value))
	}
	tag("Event", tags.Event, "?")
	tag("Site", tags.Site, "?")
	tag("Date", tags.Date, "????.??.??")
	tag("Round", "", "-")
	tag("White", tags.White, "?")
	tag("Black", tags.Black, "?")
	tag("Result", string(result), "*")
	tag("SetUp", "1", "")
	tag("FEN", start.FEN(c), "")
	b.WriteString("\n")
	var line []string
	p := start
	for i, m := range moves {
		n := c.MoveNumber(start.Turn(), i)
		san := p.SAN(m)
		next, err := p.Play(m)
		if err != nil {
			return "", fmt.Errorf("kpk: move %d (%s) is not legal in %s: %w", i+1, m, p, err)
		}
		switch {
		case p.Turn() == White:
			line = append(line, fmt.Sprintf("%d. %s", n, san))
		case i == 0:
			line = append(line, fmt.Sprintf("%d... %s", n, san))
		default:
			line = append(line, san)
		}
		p = next
	}
	line = append(line, string(result))
	// PGN keeps lines under 80 characters.
	width := 0
	for i, w := range line {
		if i > 0 {
			if width+1+len(w) > 79 {
				b.WriteString("\n")
				width = 0
			} else {
				b.WriteString(" ")
				width++
			}
		}
		b.WriteString(w)
		width += len(w)
	}
	b.WriteString("\n")
	return b.String(), nil
}

// pgnString is s as a PGN string token: in quotes, a quote and a backslash escaped by a backslash (PGN's
// only escapes: Go's %q wrote a zero-width joiner of a display name as \u200d, which PGN readers show as
// six characters), and a control character, which a tag's line cannot hold, as a space.
func pgnString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case unicode.IsControl(r):
			b.WriteByte(' ')
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}
