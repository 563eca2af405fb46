package knight

// Exists reports whether a tour of p's board starts at p.Start (for closed, a closed tour: then the
// start does not matter). When none does, the *InputError says why, with one of the codes for which
// NoTour is true. p must pass Validate. The rules, and where they come from, are in the package
// documentation; the tests prove them by exhaustive search on the small boards and by construction on
// every board up to 40 x 40.
func Exists(p Problem, closed bool) error {
	b, s := p.Board, p.Start
	// short is the shorter side; along is the start's place along the longer side, across its place
	// along the shorter one.
	short, long, across, along := b.Rows, b.Cols, s.Row, s.Col
	if b.Rows > b.Cols {
		short, long, across, along = b.Cols, b.Rows, s.Col, s.Row
	}
	if closed {
		switch {
		case b.Rows%2 == 1 && b.Cols%2 == 1:
			return &InputError{Code: CodeOddClosed, Board: b}
		case short <= 2 || short == 4 || short == 3 && long <= 8:
			return &InputError{Code: CodeNoClosedTour, Board: b}
		}
		return nil
	}
	no := func(c Code) error { return &InputError{Code: c, Board: b, Start: s} }
	switch {
	case short == 1 && long == 1:
		return nil
	case short <= 2:
		return no(CodeNoTour)
	case short == 3:
		switch {
		case long == 3 || long == 5 || long == 6:
			return no(CodeNoTour)
		case long == 4 && along != 0 && along != 3:
			return no(CodeNoTourFromSquare)
		case long%2 == 1 && !s.CornerColoured():
			return no(CodeWrongColour)
		case long == 7 && across == 1 && along == 3:
			return no(CodeNoTourFromSquare)
		case long == 8 && across == 1 && (along == 2 || along == 5):
			return no(CodeNoTourFromSquare)
		}
		return nil
	case short == 4:
		if long == 4 {
			return no(CodeNoTour)
		}
		if across != 0 && across != 3 {
			return no(CodeInnerLine)
		}
		return nil
	}
	if b.Rows%2 == 1 && b.Cols%2 == 1 && !s.CornerColoured() {
		return no(CodeWrongColour)
	}
	return nil
}
