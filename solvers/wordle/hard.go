package wordle

// Hard mode, as the New York Times defines it: "any revealed hints must be used in subsequent guesses".
// Precisely, as the NYT game checks it:
//   - a letter once green must be guessed again in the same place;
//   - a letter revealed (green or yellow) k times in one row must appear at least k times in every later
//     guess, anywhere.
//
// Nothing else is required: grey letters may be guessed again, a yellow letter may be tried again in the
// same place, and a guess need not be a possible answer. The NYT compares each guess with the row before
// it only; since every row obeys its predecessor, that is the same as checking every earlier row, which
// is what rules does (and what a pasted history needs).

// rules are the hints revealed so far that hard mode obliges a guess to use. The zero value allows every
// guess.
type rules struct {
	green [5]byte   // the letter required at each position, 0 for none
	min   [26]uint8 // how many times each letter must appear at least
}

// add records the hints of one row.
func (r *rules) add(guess Word, f Feedback) {
	var n [26]uint8
	for i := range 5 {
		switch f.Colour(i) {
		case Green:
			r.green[i] = guess[i]
			n[guess[i]-'a']++
		case Yellow:
			n[guess[i]-'a']++
		}
	}
	for c, k := range n {
		r.min[c] = max(r.min[c], k)
	}
}

// allows reports whether w uses every hint.
func (r *rules) allows(w Word) bool {
	for i, c := range r.green {
		if c != 0 && w[i] != c {
			return false
		}
	}
	n := w.letterCounts()
	for c, k := range r.min {
		if n[c] < k {
			return false
		}
	}
	return true
}

// check returns nil if w uses every hint, else an *InputError (CodeHardGreen, CodeHardMissing) naming the
// first hint it ignores: greens by position, then revealed letters in alphabetical order.
func (r *rules) check(w Word) error {
	for i, c := range r.green {
		if c != 0 && w[i] != c {
			return &InputError{Code: CodeHardGreen, Word: w.String(), Letter: string(c), Position: i + 1}
		}
	}
	n := w.letterCounts()
	for c, k := range r.min {
		if n[c] < k {
			return &InputError{Code: CodeHardMissing, Word: w.String(), Letter: string(rune('a' + c)), Count: int(k)}
		}
	}
	return nil
}

// key returns a hash of the rules, part of the memo key of a hard-mode search state.
func (r *rules) key() uint64 {
	h := uint64(14695981039346656037)
	for _, c := range r.green {
		h = (h ^ uint64(c)) * 1099511628211
	}
	for _, k := range r.min {
		h = (h ^ uint64(k)) * 1099511628211
	}
	return h
}
