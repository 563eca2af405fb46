// Package inputerr writes the Error text of the solvers' InputErrors the one way they all read: the
// package, the code, and the details that say where and what in parentheses, "nim: bad_number (heap 3,
// "x", limit 100)", or the package and the code alone when there are none. The text is for logs and
// operators; users read the sentences that commands/<game> and `kibitz solve` make from the codes.
package inputerr

import (
	"strconv"
	"strings"
)

// Details are an error's details, in the order they are written. The zero value has none.
type Details []string

// Add appends s, unless it is "".
func (d *Details) Add(s string) {
	if s != "" {
		*d = append(*d, s)
	}
}

// Int appends "name n" ("limit 100"), unless n is 0.
func (d *Details) Int(name string, n int64) {
	if n != 0 {
		*d = append(*d, name+" "+strconv.FormatInt(n, 10))
	}
}

// Quote appends s in Go's quotes, after name when name is not "" (`word "crane"`), unless s is "".
func (d *Details) Quote(name, s string) {
	if s == "" {
		return
	}
	if name != "" {
		name += " "
	}
	*d = append(*d, name+strconv.Quote(s))
}

// Place appends the field a mistake is in, with its index when that is not 0 ("heap 3"), unless field
// is "".
func (d *Details) Place(field string, index int) {
	if field == "" {
		return
	}
	if index != 0 {
		field += " " + strconv.Itoa(index)
	}
	*d = append(*d, field)
}

// Text is "pkg: code (detail, detail)", or "pkg: code" when every detail is "".
func Text(pkg, code string, details ...string) string {
	var d Details
	for _, s := range details {
		d.Add(s)
	}
	if len(d) == 0 {
		return pkg + ": " + code
	}
	return pkg + ": " + code + " (" + strings.Join(d, ", ") + ")"
}

// Number is the Error text of a mistake in a number or a list of numbers typed, the one shape the
// InputErrors of nim, subtraction and divisor share: the field, with the item's index in a list when it is
// not 0 ("moves 2"); the text as typed; the bound it broke ("limit 1"). `nim: not_number (heaps 2, "x")`.
func Number(pkg, code, field string, index int, text string, limit int64) string {
	var d Details
	d.Place(field, index)
	d.Quote("", text)
	d.Int("limit", limit)
	return Text(pkg, code, d...)
}
