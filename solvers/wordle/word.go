package wordle

import (
	"fmt"

	"kibitz/solvers/internal/typed"
)

// Word is a five-letter word in lower case, a-z. It is comparable, so it can key a map, and it encodes as
// text (JSON strings) through MarshalText.
type Word [5]byte

// ParseWord reads a five-letter word; upper-case letters are folded to lower case. Any other input gives
// an *InputError with CodeNotFiveLetters.
func ParseWord(s string) (Word, error) {
	var w Word
	if len(s) != 5 {
		return w, &InputError{Code: CodeNotFiveLetters, Word: typed.Clip(s)}
	}
	for i := range 5 {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c < 'a' || c > 'z' {
			return w, &InputError{Code: CodeNotFiveLetters, Word: typed.Clip(s)}
		}
		w[i] = c
	}
	return w, nil
}

// String returns the word in lower case.
func (w Word) String() string { return string(w[:]) }

// MarshalText encodes the word as its five letters.
func (w Word) MarshalText() ([]byte, error) {
	if !w.valid() {
		return nil, fmt.Errorf("wordle: invalid word %q", w[:])
	}
	return w[:], nil
}

// UnmarshalText decodes five letters.
func (w *Word) UnmarshalText(b []byte) error {
	v, err := ParseWord(string(b))
	if err != nil {
		return err
	}
	*w = v
	return nil
}

func (w Word) valid() bool {
	for _, c := range w {
		if c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}

// letterCounts returns how many times each letter a-z occurs in w.
func (w Word) letterCounts() (n [26]uint8) {
	for _, c := range w {
		n[c-'a']++
	}
	return n
}

// letterSet returns the letters of w as a bit set, bit c-'a' for letter c.
func (w Word) letterSet() (s uint32) {
	for _, c := range w {
		s |= 1 << (c - 'a')
	}
	return s
}
