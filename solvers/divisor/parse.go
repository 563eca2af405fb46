package divisor

import "kibitz/solvers/internal/numtext"

// MaxN is the largest N the divisor game is solved from: every answer stays fast (see doc.go for the
// costs).
const MaxN = 1e18

// Parse reads the number a divisor game starts from: a whole number from 1 to MaxN, in decimal or as a
// power like 2^40. Its canonical form is its decimal digits (strconv.FormatInt), which Parse reads back.
func Parse(s string) (int64, error) { return parse(s) }

// parse is Parse for the bytes of a batch line as well as a string.
func parse[T numtext.Text](s T) (int64, error) {
	s = numtext.TrimSpace(s)
	if len(s) == 0 {
		return 0, &InputError{Code: CodeEmpty, Field: FieldN}
	}
	n, err := numtext.Number(s, 0, 1, MaxN)
	if err != nil {
		// A lone number: numtext's Index is 0, and the divisor game has no list to count in.
		return 0, &InputError{Code: Code(err.Code), Field: FieldN, Text: err.Text, Limit: err.Limit}
	}
	return n, nil
}
