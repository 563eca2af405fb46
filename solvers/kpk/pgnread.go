package kpk

import (
	"errors"
	"strings"
	"unicode/utf8"

	"kibitz/solvers/internal/typed"
)

// Reading a game in PGN (pgn.go writes one): the tag pairs, of which the FEN tag gives the starting
// position (a KPK game never starts from the initial position), then the movetext, played out from that
// position. Readers are lenient where PGN writers differ: a tag's value may come without its quotes (as
// a terminal that strips quotes passes it on), moves may be SAN or UCI with or without their move numbers
// ("1.e4", "1... Kd7"), and comments ({...}, ; to the end of the line), variations ((...)) and annotation
// glyphs ($1, !?) are skipped. The game ends at its termination marker (1-0, 0-1, 1/2-1/2, *) or at the
// start of a second game's tags, and what follows is not read.

// PGNGame is a game read by ParsePGN.
type PGNGame struct {
	// Tags are the tag pairs by name, FEN and SetUp included; a tag given twice keeps its last value.
	Tags map[string]string
	// Start is the position of the FEN tag, Final the position after the last move.
	Start, Final Position
	// FirstMove is the number of the first move, the FEN's fullmove number (1 when it has none), from
	// which the movetext and MoveNumber count.
	FirstMove int
	// StartCounters are the FEN tag's counters (ParseCounters), FinalCounters those of Final: the
	// halfmove clock and the fullmove number after the last move.
	StartCounters, FinalCounters Counters
	Moves                        []Move
	SAN                          []string  // the moves in SAN as Position.SAN writes them
	Result                       PGNResult // the termination marker, PGNOngoing when there is none
}

// MoveNumber is the number of ply i (from 0) of the game, as PGN numbers it: the FEN's fullmove number
// for the first move, one more at every White move after it.
func (g PGNGame) MoveNumber(i int) int {
	return MoveNumber(g.FirstMove, g.Start.Turn(), i)
}

// MoveNumber is the number of ply i (from 0) of a game whose first move, numbered first, is first's.
func MoveNumber(first int, firstTurn Color, i int) int {
	return first + (i+int(firstTurn))/2
}

// IsPGN reports whether s looks like a game in PGN rather than a position: it starts with a tag pair
// ("[") or a move number ("1.", "1...").
func IsPGN(s string) bool {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "[") {
		return true
	}
	digits := len(s) - len(strings.TrimLeft(s, "0123456789"))
	return digits > 0 && digits < len(s) && s[digits] == '.'
}

// ParsePGN reads the first game of s. Its starting position is the FEN tag's, read as Parse reads a
// position (its errors are Parse's); every move must be legal where it is played. Errors are
// *InputError: CodePGNTag for a tag pair that is not one, CodePGNNoFEN without a FEN tag, CodePGNMove
// naming the first move that cannot be played, with its number and side.
func ParsePGN(s string) (PGNGame, error) {
	g := PGNGame{Tags: map[string]string{}, FirstMove: 1, Result: PGNOngoing}
	i := 0
	// The tag pairs.
	for {
		i = skipSpace(s, i)
		if i >= len(s) || s[i] != '[' {
			break
		}
		name, value, next, ok := readTag(s, i)
		if !ok {
			return PGNGame{}, &InputError{Code: CodePGNTag, Text: typed.Clip(s[i:])}
		}
		g.Tags[name] = value
		i = next
	}
	fen, ok := g.Tags["FEN"]
	if !ok {
		return PGNGame{}, &InputError{Code: CodePGNNoFEN}
	}
	start, err := Parse(fen)
	if err != nil {
		var ie *InputError
		if errors.As(err, &ie) {
			ie.Tag = "FEN" // the message says where: the tag's value, not the text as a whole
		}
		return PGNGame{}, err
	}
	g.StartCounters = ParseCounters(fen)
	g.FinalCounters, g.FirstMove = g.StartCounters, g.StartCounters.Fullmove
	g.Start, g.Final = start, start
	// The movetext.
	for i < len(s) {
		i = skipSpace(s, i)
		if i >= len(s) {
			break
		}
		switch c := s[i]; c {
		case '[':
			return g, nil // a second game
		case '{':
			i = skipPast(s, i+1, '}')
			continue
		case ';':
			i = skipPast(s, i+1, '\n')
			continue
		case '(':
			i = skipVariation(s, i)
			continue
		case ')', '}':
			i++
			continue
		case '$':
			i++
			for i < len(s) && s[i] >= '0' && s[i] <= '9' {
				i++
			}
			continue
		}
		end := i
		for end < len(s) && spaceAt(s, end) == 0 && strings.IndexByte("{};()[$", s[end]) < 0 {
			end++
		}
		tok := s[i:end]
		i = end
		read := typed.Fold(tok) // a move and its number as a full-width keyboard types them read too
		switch read {
		case "1-0", "0-1", "1/2-1/2", "*":
			g.Result = PGNResult(read)
			return g, nil
		}
		// A move number, alone ("12.", "12...") or before its move ("12.Kd2").
		move := tok
		if rest := strings.TrimLeft(read, "0123456789"); strings.HasPrefix(rest, ".") {
			if rest = strings.TrimLeft(rest, "."); rest == "" {
				continue
			}
			// the move as typed: tok without as many characters as read's number took
			move = dropRunes(tok, utf8.RuneCountInString(read)-utf8.RuneCountInString(rest))
		}
		m, err := g.Final.ParseMove(move)
		if err != nil {
			code := CodePGNMove
			if _, qerr := g.Final.ParseMove(move + "=Q"); qerr == nil && !strings.ContainsAny(typed.Fold(move), "=") {
				code = CodePGNPromotion // a pawn to the last rank, its piece left out
			}
			ply := len(g.Moves)
			return PGNGame{}, &InputError{Code: code, Text: typed.Clip(move), Count: g.MoveNumber(ply), Color: g.Final.Turn()}
		}
		g.SAN = append(g.SAN, g.Final.SAN(m))
		g.Moves = append(g.Moves, m)
		g.FinalCounters = g.FinalCounters.After(g.Final, m)
		g.Final = g.Final.play(m)
	}
	return g, nil
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// spaceAt is the length in bytes of the white space at s[i]: 1 for ASCII's (isSpace), 3 for the
// ideographic space a Japanese or Chinese keyboard types between words, 0 for anything else.
func spaceAt(s string, i int) int {
	if isSpace(s[i]) {
		return 1
	}
	if r, size := typed.RuneAt(s, i); r == '\u3000' {
		return size
	}
	return 0
}

func skipSpace(s string, i int) int {
	for i < len(s) {
		n := spaceAt(s, i)
		if n == 0 {
			break
		}
		i += n
	}
	return i
}

// dropRunes is s without its first n characters.
func dropRunes(s string, n int) string {
	for i := range s {
		if n == 0 {
			return s[i:]
		}
		n--
	}
	return ""
}

// skipPast returns the index after the first c at or after i, or len(s).
func skipPast(s string, i int, c byte) int {
	if j := strings.IndexByte(s[i:], c); j >= 0 {
		return i + j + 1
	}
	return len(s)
}

// skipVariation returns the index after the variation opening at s[i] == '(', nested ones and comments
// included, or len(s) when it is not closed.
func skipVariation(s string, i int) int {
	depth := 0
	for i < len(s) {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return i + 1
			}
		case '{':
			i = skipPast(s, i+1, '}')
			continue
		}
		i++
	}
	return len(s)
}

// readTag reads the tag pair at s[i] == '[': a name of letters, digits and underscores, then its value,
// quoted (with \" and \\ inside) or not (everything up to the closing bracket, trimmed).
func readTag(s string, i int) (name, value string, next int, ok bool) {
	j := skipSpace(s, i+1)
	k := j
	for k < len(s) && (s[k] == '_' || s[k] >= '0' && s[k] <= '9' || s[k]|0x20 >= 'a' && s[k]|0x20 <= 'z') {
		k++
	}
	if k == j {
		return "", "", 0, false
	}
	name = s[j:k]
	k = skipSpace(s, k)
	if k < len(s) && s[k] == '"' {
		var b strings.Builder
		for k++; k < len(s) && s[k] != '"'; k++ {
			if s[k] == '\\' && k+1 < len(s) {
				k++
			}
			b.WriteByte(s[k])
		}
		if k >= len(s) {
			return "", "", 0, false
		}
		k = skipSpace(s, k+1)
		if k >= len(s) || s[k] != ']' {
			return "", "", 0, false
		}
		return name, b.String(), k + 1, true
	}
	end := strings.IndexByte(s[k:], ']')
	if end < 0 {
		return "", "", 0, false
	}
	return name, strings.TrimSpace(s[k : k+end]), k + end + 1, true
}
