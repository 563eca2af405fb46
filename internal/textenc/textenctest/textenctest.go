// Package textenctest writes text in the encodings kibitz/internal/textenc reads, for the tests of the
// readers that use it: what Windows PowerShell's > and Notepad's "Unicode" save.
package textenctest

import "unicode/utf16"

// UTF16 is s in UTF-16, little-endian unless big, with its byte-order mark when bom: as Windows
// PowerShell's > writes a file (little-endian, with the mark).
func UTF16(s string, big, bom bool) string {
	units := utf16.Encode([]rune(s))
	if bom {
		units = append([]uint16{0xfeff}, units...)
	}
	b := make([]byte, 0, 2*len(units))
	for _, u := range units {
		if big {
			b = append(b, byte(u>>8), byte(u))
		} else {
			b = append(b, byte(u), byte(u>>8))
		}
	}
	return string(b)
}
