package i18n

// The checks of the translation files: format, keys, placeholders, and how much of the code each language
// covers.

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// verbs are the fmt verbs of a format string as "argument index:verb" (1-based, explicit indexes
// honoured, a * width or precision counted as an argument of kind *), sorted; "%%" is not a verb.
func verbs(format string) []string {
	var out []string
	arg := 0
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		for i < len(format) {
			c := format[i]
			switch {
			case strings.IndexByte("+-# 0.", c) >= 0 || c >= '1' && c <= '9':
				i++
				continue
			case c == '[':
				end := strings.IndexByte(format[i:], ']')
				if end < 0 {
					return append(out, "bad index")
				}
				n, err := strconv.Atoi(format[i+1 : i+end])
				if err != nil || n < 1 {
					return append(out, "bad index")
				}
				arg, i = n-1, i+end+1
				continue
			case c == '*':
				arg++
				out = append(out, fmt.Sprintf("%d:*", arg))
				i++
				continue
			}
			break
		}
		if i >= len(format) {
			return append(out, "no verb")
		}
		r, size := utf8.DecodeRuneInString(format[i:])
		i += size - 1
		if r == '%' {
			continue
		}
		arg++
		out = append(out, fmt.Sprintf("%d:%c", arg, r))
	}
	slices.Sort(out)
	return out
}

func TestVerbs(t *testing.T) {
	for _, tc := range []struct {
		format string
		want   []string
	}{
		{"%s has %d stones", []string{"1:s", "2:d"}},
		{"%[2]d개의 돌이 %[1]s에", []string{"1:s", "2:d"}},
		{"100%% of %q", []string{"1:q"}},
		{"%[1]s and %[1]s again", []string{"1:s", "1:s"}},
		{"%-5.2f %x %[1]v", []string{"1:f", "1:v", "2:x"}},
		{"%*d", []string{"1:*", "2:d"}},
		{"no verbs", nil},
		{"%", []string{"no verb"}},
	} {
		if got := verbs(tc.format); !slices.Equal(got, tc.want) {
			t.Errorf("verbs(%q) = %q, want %q", tc.format, got, tc.want)
		}
	}
}

// checkFiles checks the translation files at the root of fsys against the code's sources: each file
// named <area>.<locale>.json, a JSON object without duplicate keys, each key a source text of its area
// (a Text's En given a string, a Plural's Other given plural forms the language has), and each
// translation with the fmt verbs of its source.
func checkFiles(fsys fs.FS, src sources) []error {
	var errs []error
	// seen is where each language translated each English text first: the catalogue looks a text up by
	// its English alone, whatever its area, so a second, different translation would never be shown.
	type translated struct{ file, text string }
	seen := map[Lang]map[string]translated{}
	names, _ := fs.Glob(fsys, "*.json")
	for _, name := range names {
		area, l, err := localeFile(name)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		b, _ := fs.ReadFile(fsys, name)
		if dups := duplicateKeys(b); len(dups) > 0 {
			errs = append(errs, fmt.Errorf("%s: keys written twice: %q", name, dups))
		} else if canonical, err := canonicalFile(b); err == nil && !bytes.Equal(canonical, b) {
			errs = append(errs, fmt.Errorf("%s: not in the files' layout (keys sorted, two-space indentation, one line break at the end): "+
				"go test ./i18n -run TestLocaleFiles -layout rewrites it", name))
		}
		entries, err := parseFile(b)
		if err == nil && area == namesArea {
			_, err = namesOf(entries) // which names there are is the commands' check (commands/all)
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", name, err))
			continue
		}
		if area == namesArea {
			continue
		}
		if seen[l] == nil {
			seen[l] = map[string]translated{}
		}
		for _, key := range slices.Sorted(maps.Keys(entries)) {
			e := entries[key]
			text := e.text
			if e.forms != nil {
				text = fmt.Sprint(e.forms)
			}
			if first, ok := seen[l][key]; !ok {
				seen[l][key] = translated{name, text}
			} else if first.text != text {
				errs = append(errs, fmt.Errorf("%s: %q is translated otherwise in %s: a text is looked up by its English alone, "+
					"so it has one translation in a language (where two places need two, make their English differ)", name, key, first.file))
			}
		}
		for key, e := range entries {
			kind, ok := src[area][key]
			switch {
			case !ok:
				errs = append(errs, fmt.Errorf("%s: %q is not a source text of %s (changed or removed in the code?)", name, key, area))
				continue
			case kind == "plural" && e.forms == nil:
				errs = append(errs, fmt.Errorf("%s: %q is a plural: its translation is an object of forms", name, key))
				continue
			case kind == "text" && e.forms != nil:
				errs = append(errs, fmt.Errorf("%s: %q is not a plural: its translation is a string", name, key))
				continue
			}
			translations := map[string]string{"": e.text}
			if e.forms != nil {
				translations = e.forms
			}
			for cat, tr := range translations {
				if cat != "" && !slices.Contains(categoriesOf[l], cat) {
					errs = append(errs, fmt.Errorf("%s: %q: %s has no plural form %q (it has %s)", name, key, l, cat, strings.Join(categoriesOf[l], ", ")))
				}
				if got, want := verbs(tr), verbs(key); !slices.Equal(got, want) {
					errs = append(errs, fmt.Errorf("%s: %q: the translation's placeholders %q are not the English's %q", name, key, got, want))
				}
			}
		}
	}
	return errs
}

// canonicalFile is the translation file b as the format lays it out: keys sorted, two-space indentation,
// characters as they are (no \u escapes but the ones JSON needs), a line break at the end.
func canonicalFile(b []byte) ([]byte, error) {
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(m); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

var layout = flag.Bool("layout", false, "rewrite the translation files in locales/ in the files' layout")

// categoriesOf are the plural forms a translation file may give in each language.
var categoriesOf = map[Lang][]string{Japanese: {"other"}, Spanish: {"one", "many", "other"}, Portuguese: {"one", "many", "other"}}

// duplicateKeys are the keys written more than once in the JSON object b (encoding/json keeps the last).
func duplicateKeys(b []byte) []string {
	d := json.NewDecoder(strings.NewReader(string(b)))
	if tok, err := d.Token(); err != nil || tok != json.Delim('{') {
		return nil
	}
	seen := map[string]bool{}
	var dups []string
	for d.More() {
		tok, err := d.Token()
		if err != nil {
			return dups
		}
		key, _ := tok.(string)
		if seen[key] {
			dups = append(dups, key)
		}
		seen[key] = true
		var skip json.RawMessage
		if d.Decode(&skip) != nil {
			return dups
		}
	}
	return dups
}

// TestLocaleFiles checks the translation files in locales/ (see checkFiles), and that they load.
func TestLocaleFiles(t *testing.T) {
	src, err := parseSources(sourcesJSON)
	if err != nil {
		t.Fatal(err)
	}
	sub, _ := fs.Sub(localeFiles, "locales")
	if *layout {
		names, _ := fs.Glob(sub, "*.json")
		for _, name := range names {
			b, _ := fs.ReadFile(sub, name)
			if canonical, err := canonicalFile(b); err == nil && duplicateKeys(b) == nil {
				if err := os.WriteFile(filepath.Join("locales", name), canonical, 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
		return
	}
	for _, err := range checkFiles(sub, src) {
		t.Error(err)
	}
	for _, err := range LoadErrors() {
		t.Error(err)
	}
}

// TestCheckFiles checks that the checks find the mistakes of testdata/bad.
func TestCheckFiles(t *testing.T) {
	src := sources{"nim": {"Take %s from heap %d.": "text", "%s stones": "plural", "Your move.": "text"}}
	good := checkFiles(os.DirFS("testdata/locales"), src)
	for _, err := range good {
		t.Errorf("testdata/locales: %v", err)
	}
	var got []string
	for _, err := range checkFiles(os.DirFS("testdata/bad"), src) {
		got = append(got, err.Error())
	}
	for _, want := range []string{
		`nim.ja.json: "Gone." is not a source text of nim`,
		`nim.ja.json: "Take %s from heap %d.": the translation's placeholders ["1:d"] are not the English's ["1:s" "2:d"]`,
		`nim.es.json: "%s stones": es has no plural form "two"`,
		`nim.es.json: keys written twice: ["Your move."]`,
		`nim.pt-BR.json: "Your move.": the translation is empty`,
		`nim.fr.json: locale "fr" is not one of ja, es, pt-BR`,
		`sudoku.ja.json: not in the files' layout`,
		`tictactoe.ja.json: "Take %s from heap %d." is translated otherwise in nim.ja.json`,
	} {
		if !slices.ContainsFunc(got, func(s string) bool { return strings.Contains(s, want) }) {
			t.Errorf("no error %s among %q", want, got)
		}
	}
}

// TestCoverage reports how much of the code each language translates (go test -v lists the missing
// texts), and checks that only a complete language is served.
func TestCoverage(t *testing.T) {
	for _, l := range Catalogued() {
		done, total, missingTexts := Coverage(l)
		t.Logf("%s: %d of %d texts translated (%.1f%%), served: %v", l, done, total, 100*float64(done)/float64(max(total, 1)), Complete(l))
		if testing.Verbose() {
			for _, m := range missingTexts {
				t.Logf("  %s missing: %q", l, m)
			}
		}
		if Complete(l) != (done == total) {
			t.Errorf("%s: Complete = %v with %d of %d translated", l, Complete(l), done, total)
		}
		served := FromLocale(l.Locale()) == l
		if served != Complete(l) {
			t.Errorf("%s: served %v, complete %v", l, served, Complete(l))
		}
		// Every catalogued language is complete today: a new English text without its translations would
		// quietly turn the language off for its users, so it fails here instead (go test -v ./i18n -run
		// TestCoverage lists what is missing).
		if done != total {
			t.Errorf("%s: %d of %d texts translated; add the missing ones to i18n/locales (run with -v for the list)", l, done, total)
		}
	}
}

// TestGlossaryWords: a translation keeps to the README's glossary where a word once drifted from it: the
// game is Nim in every Japanese text (Nim和 its nim-sum, as Grundy数 keeps Grundy), never ニム.
func TestGlossaryWords(t *testing.T) {
	for _, tc := range []struct {
		locale, avoid, use string
	}{
		{"ja", "ニム", "Nim"},
	} {
		eachTranslation(t, tc.locale, func(name, key, s string) {
			if strings.Contains(s, tc.avoid) {
				t.Errorf("%s: %q is translated %q: the glossary writes %s, not %s", name, key, s, tc.use, tc.avoid)
			}
		})
	}
}

// honorificAfterName is さん right after a placeholder, bold or not: "%sさん", "**%[2]s**さん".
var honorificAfterName = regexp.MustCompile(`%(\[\d+\])?[sv](\*\*)?さん`)

// TestJapaneseNamesBare: a player's name in a Japanese text stands bare, never with さん, so that every
// message names players one way. A name is a mention (@name, a handle the client highlights), and in Nim
// the same place holds kibitz when it plays: "%sさんが最後の石を取って勝ちました！" would read kibitzさん.
func TestJapaneseNamesBare(t *testing.T) {
	eachTranslation(t, "ja", func(name, key, s string) {
		if honorificAfterName.MatchString(s) {
			t.Errorf("%s: %q is translated %q: a name stands bare, without さん", name, key, s)
		}
	})
}

// eachTranslation calls check with every translated text of the locale's files (each form of a plural
// apart), its file's name and its English key.
func eachTranslation(t *testing.T, locale string, check func(name, key, s string)) {
	t.Helper()
	names, _ := fs.Glob(localeFiles, "locales/*."+locale+".json")
	for _, name := range names {
		b, _ := fs.ReadFile(localeFiles, name)
		var texts map[string]any
		if err := json.Unmarshal(b, &texts); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for key, v := range texts {
			forms, ok := v.(map[string]any) // a plural's forms
			if !ok {
				forms = map[string]any{"": v}
			}
			for _, f := range forms {
				if s, ok := f.(string); ok {
					check(name, key, s)
				}
			}
		}
	}
}
