package i18n

import (
	"strings"
	"testing"
)

// FuzzParseFile: a translation file of any bytes is read or refused with an error, never a crash, and what
// is read has no empty translation and plural forms with "other".
func FuzzParseFile(f *testing.F) {
	for _, s := range []string{`{}`, `{"a": "b"}`, `{"%s stones": {"one": "%s piedra", "other": "%s piedras"}}`,
		`{"a": ""}`, `{"a": {"two": "x"}}`, `[]`, `{"a": 1}`, `{"a": "b"} {}`, `{"a": {"other": ""}}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		entries, err := parseFile(b)
		if err != nil {
			return
		}
		for k, e := range entries {
			if e.forms == nil && e.text == "" || e.forms != nil && e.forms["other"] == "" {
				t.Errorf("%q read as %+v", k, e)
			}
		}
	})
}

// FuzzVerbs: any format string gives its verbs without a crash, and an explicit index names an argument
// from 1 on.
func FuzzVerbs(f *testing.F) {
	for _, s := range []string{"%s has %d", "%[2]d %[1]s", "100%%", "%*d", "%[0]d", "%[x]d", "%", "%-5.2f", "%[3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, v := range verbs(s) {
			if strings.HasPrefix(v, "0:") || strings.HasPrefix(v, "-") {
				t.Errorf("verbs(%q) has %q", s, v)
			}
		}
	})
}
