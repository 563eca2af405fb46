package wordle

import (
	"strings"

	"kibitz/solvers/internal/typed"
)

// Row is one guess and the feedback it got.
type Row struct {
	Guess    Word
	Feedback Feedback
}

// String returns the row as guess=feedback, e.g. "crane=gybbg".
func (r Row) String() string { return r.Guess.String() + "=" + r.Feedback.String() }

// History is the rows of a game so far, oldest first.
type History []Row

// Parse reads a history: rows guess=feedback separated by spaces ("crane=gybbg slate=bbbyg"), or "-" (or
// nothing) for no guesses yet. Guesses are any five letters (checked against a word list only where one
// is needed: a row typed from the real game may use a word newer than the lists); feedback marks are as
// ParseFeedback reads them. Errors are *InputError with the row number: CodeBadRow, CodeNotFiveLetters,
// CodeFeedbackLength, CodeFeedbackSymbol, or CodeImpossibleFeedback when no word at all could colour the
// guess that way.
func Parse(s string) (History, error) {
	fields := strings.Fields(s)
	if len(fields) == 0 || len(fields) == 1 && fields[0] == "-" {
		return History{}, nil
	}
	h := make(History, 0, len(fields))
	for i, f := range fields {
		row := i + 1
		g, fb, ok := strings.Cut(f, "=")
		if !ok || strings.Contains(fb, "=") {
			return nil, &InputError{Code: CodeBadRow, Row: row, Text: typed.Clip(f)}
		}
		r, err := ParseRow(g, fb)
		if err != nil {
			err.(*InputError).Row = row
			return nil, err
		}
		h = append(h, r)
	}
	return h, nil
}

// ParseRow reads one guess and its feedback typed separately (as the assist command takes them). Errors
// are *InputError as for Parse, with Row 0.
func ParseRow(guess, feedback string) (Row, error) {
	w, err := ParseWord(guess)
	if err != nil {
		return Row{}, err
	}
	f, err := ParseFeedback(feedback)
	if err != nil {
		return Row{}, err
	}
	if !possible(w, f) {
		e := &InputError{Code: CodeImpossibleFeedback, Word: w.String(), Feedback: f.String()}
		e.Letter, e.Position, e.Before, e.Count = whyImpossible(w, f)
		return Row{}, e
	}
	return Row{w, f}, nil
}

// String returns the canonical form that Parse reads back: rows guess=feedback in g/y/b, or "-".
func (h History) String() string {
	if len(h) == 0 {
		return "-"
	}
	var sb strings.Builder
	for i, r := range h {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(r.String())
	}
	return sb.String()
}

// rules returns the hard-mode hints of the whole history.
func (h History) rules() rules {
	var r rules
	for _, row := range h {
		r.add(row.Guess, row.Feedback)
	}
	return r
}

// HardCheck returns nil if hard mode accepts w as the guess after h, else the *InputError it refuses w
// with (CodeHardGreen, CodeHardMissing, Row the guess's: len(h)+1), as Game.Guess does in a hard game.
func (h History) HardCheck(w Word) error {
	r := h.rules()
	if err := r.check(w); err != nil {
		err.(*InputError).Row = len(h) + 1
		return err
	}
	return nil
}

// Candidates returns the answers that fit every row of h, in list order. When none does, the error is an
// *InputError naming the first row that leaves none: CodeNoAnswer if no answer fits that row even alone,
// CodeConflict if it contradicts the rows before it.
func (d *Dictionary) Candidates(h History) ([]Word, error) {
	idx, err := d.candidates(h)
	if err != nil {
		return nil, err
	}
	out := make([]Word, len(idx))
	for i, a := range idx {
		out[i] = d.words[a]
	}
	return out, nil
}

// candidates is Candidates as answer indices.
func (d *Dictionary) candidates(h History) ([]int32, error) {
	cands := make([]int32, d.answers)
	for i := range cands {
		cands[i] = int32(i)
	}
	for i, r := range h {
		kept := cands[:0]
		if g, ok := d.index[r.Guess]; ok && d.matrixReady.Load() {
			// the row of the feedback matrix, once a search has built it: 4 us for the answers a row or three
			// leave instead of 50 us with Score (BenchmarkCandidates)
			row := d.matrix[int(g)*d.answers : int(g+1)*d.answers]
			for _, a := range cands {
				if Feedback(row[a]) == r.Feedback {
					kept = append(kept, a)
				}
			}
		} else {
			for _, a := range cands {
				if Score(r.Guess, d.words[a]) == r.Feedback {
					kept = append(kept, a)
				}
			}
		}
		cands = kept
		if len(cands) > 0 {
			continue
		}
		e := &InputError{Code: CodeConflict, Row: i + 1, Word: r.Guess.String(), Feedback: r.Feedback.String()}
		e.Code = CodeNoAnswer
		for _, a := range d.words[:d.answers] {
			if Score(r.Guess, a) == r.Feedback {
				e.Code = CodeConflict
				break
			}
		}
		return nil, e
	}
	return cands, nil
}
