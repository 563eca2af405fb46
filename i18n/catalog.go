package i18n

// The catalogues of the languages that come from translation files: loading them, looking texts up, and
// how complete each is.

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// localeFiles are the translation files, locales/<area>.<locale>.json.
//
//go:embed locales
var localeFiles embed.FS

// sourcesJSON lists every source text of the code, by area: {"sudoku": {"Solve a Sudoku.": "text", "%s
// hint": "plural"}}. A test rebuilds it from the code and fails when it is stale (go test ./i18n -update
// rewrites it).
//
//go:embed sources.json
var sourcesJSON []byte

// entry is one translation: a Text's, or a Plural's forms by CLDR category ("one", "other").
type entry struct {
	text  string
	forms map[string]string
}

// namesArea is the area of the command, subcommand and option names, locales/names.<locale>.json: kept
// apart from the texts, as a name is not the word in a sentence ("moves" the option, "moves" the noun).
// Only the commands know their names, so the check that every name has its translation, and no other
// key, is theirs (commands/all).
const namesArea = "names"

// catalogues are the loaded translations of every catalogued language, and which are complete.
type catalogues struct {
	entries  map[Lang]map[string]entry
	names    map[Lang]map[string]string // command, subcommand and option names by their English
	complete map[Lang]bool
	errs     []error
}

var (
	current  atomic.Pointer[catalogues]
	loadOnce sync.Once
)

func loaded() *catalogues {
	loadOnce.Do(func() {
		if current.Load() != nil {
			return
		}
		sub, _ := fs.Sub(localeFiles, "locales")
		src, err := parseSources(sourcesJSON)
		c := load(sub, src)
		if err != nil {
			c.errs = append(c.errs, err)
		}
		current.CompareAndSwap(nil, c)
	})
	return current.Load()
}

func lookup(l Lang, en string) (string, bool) {
	e, ok := loaded().entries[l][en]
	if !ok || e.text == "" {
		return "", false
	}
	return e.text, true
}

func lookupName(l Lang, en string) (string, bool) {
	s, ok := loaded().names[l][en]
	return s, ok
}

// Names are the translations of command, subcommand and option names in l, by their English name: a copy.
func Names(l Lang) map[string]string {
	if out := maps.Clone(loaded().names[l]); out != nil {
		return out
	}
	return map[string]string{}
}

// Complete reports whether every source text of the code has a translation in l (English and Korean always
// do): only a complete language is served.
func Complete(l Lang) bool {
	if !l.catalogued() {
		return true
	}
	return loaded().complete[l]
}

// LoadErrors are the mistakes found in the translation files (a file that is not JSON, a value that is
// neither a string nor plural forms, a file of an unknown locale). A file with a mistake is left out.
func LoadErrors() []error { return loaded().errs }

// sources is the set of source texts by area, each "text" or "plural".
type sources map[string]map[string]string

func parseSources(b []byte) (sources, error) {
	var s sources
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, fmt.Errorf("i18n: sources.json: %w", err)
	}
	return s, nil
}

// all is every source text of every area.
func (s sources) all() map[string]bool {
	out := map[string]bool{}
	for _, texts := range s {
		for t := range texts {
			out[t] = true
		}
	}
	return out
}

// localeFile splits a translation file's name, "<area>.<locale>.json".
func localeFile(name string) (area string, l Lang, err error) {
	base, ok := strings.CutSuffix(name, ".json")
	area, code, ok2 := strings.Cut(base, ".")
	if !ok || !ok2 || area == "" {
		return "", 0, fmt.Errorf("i18n: locales/%s: a translation file is named <area>.<locale>.json", name)
	}
	l, known := Parse(code)
	if !known || !l.catalogued() || code != l.String() {
		return "", 0, fmt.Errorf("i18n: locales/%s: locale %q is not one of ja, es, pt-BR", name, code)
	}
	return area, l, nil
}

// load reads the translation files at the root of fsys and marks the languages that translate every
// source.
func load(fsys fs.FS, src sources) *catalogues {
	c := &catalogues{entries: map[Lang]map[string]entry{}, names: map[Lang]map[string]string{}, complete: map[Lang]bool{}}
	files, _ := fs.Glob(fsys, "*.json")
	slices.Sort(files)
	for _, name := range files {
		area, l, err := localeFile(name)
		if err != nil {
			c.errs = append(c.errs, err)
			continue
		}
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			c.errs = append(c.errs, err)
			continue
		}
		entries, err := parseFile(b)
		if err == nil && area == namesArea {
			c.names[l], err = namesOf(entries)
		}
		if err != nil {
			c.errs = append(c.errs, fmt.Errorf("i18n: locales/%s: %w", name, err))
			continue
		}
		if area == namesArea {
			continue
		}
		if c.entries[l] == nil {
			c.entries[l] = map[string]entry{}
		}
		for k, e := range entries {
			if _, dup := c.entries[l][k]; !dup {
				c.entries[l][k] = e
			}
		}
	}
	all := src.all()
	for _, l := range Catalogued() {
		c.complete[l] = len(all) > 0 && len(missing(c.entries[l], all)) == 0
	}
	return c
}

// parseFile reads one translation file: an object of strings and plural forms.
func parseFile(b []byte) (map[string]entry, error) {
	var raw map[string]json.RawMessage
	d := json.NewDecoder(bytes.NewReader(b))
	if err := d.Decode(&raw); err != nil {
		return nil, fmt.Errorf("not a JSON object of translations: %w", err)
	}
	if d.More() {
		return nil, fmt.Errorf("text after the JSON object")
	}
	out := make(map[string]entry, len(raw))
	for k, v := range raw {
		var s string
		if err := json.Unmarshal(v, &s); err == nil {
			if s == "" {
				return nil, fmt.Errorf("%q: the translation is empty", k)
			}
			out[k] = entry{text: s}
			continue
		}
		var forms map[string]string
		if err := json.Unmarshal(v, &forms); err != nil {
			return nil, fmt.Errorf("%q: the translation is neither a string nor an object of plural forms", k)
		}
		for cat, f := range forms {
			if !slices.Contains(pluralCategories, cat) {
				return nil, fmt.Errorf("%q: %q is not a plural category (%s)", k, cat, strings.Join(pluralCategories, ", "))
			}
			if f == "" {
				return nil, fmt.Errorf("%q: the %q form is empty", k, cat)
			}
		}
		if forms["other"] == "" {
			return nil, fmt.Errorf("%q: the plural forms need \"other\"", k)
		}
		out[k] = entry{forms: forms}
	}
	return out, nil
}

// namesOf are the names of a names file: strings only, a name having no plural.
func namesOf(entries map[string]entry) (map[string]string, error) {
	out := make(map[string]string, len(entries))
	for en, e := range entries {
		if e.forms != nil {
			return nil, fmt.Errorf("%q: a name is a string, not plural forms", en)
		}
		out[en] = e.text
	}
	return out, nil
}

// missing are the sources of all without a translation in entries, sorted.
func missing(entries map[string]entry, all map[string]bool) []string {
	var out []string
	for s := range all {
		if _, ok := entries[s]; !ok {
			out = append(out, s)
		}
	}
	slices.Sort(out)
	return out
}

// Coverage is how many of the code's source texts l translates, of how many, and the missing ones.
func Coverage(l Lang) (translated, total int, missingTexts []string) {
	src, _ := parseSources(sourcesJSON)
	all := src.all()
	if !l.catalogued() {
		return len(all), len(all), nil
	}
	m := missing(loaded().entries[l], all)
	return len(all) - len(m), len(all), m
}

// SetCatalogue replaces l's translations with tr (a string for a Text, a map of plural forms for a Plural)
// and serves l as complete, until undo is called. It is for tests of the packages that show texts.
func SetCatalogue(l Lang, tr map[string]any) (undo func()) {
	m := map[string]entry{}
	for k, v := range tr {
		switch v := v.(type) {
		case string:
			m[k] = entry{text: v}
		case map[string]string:
			m[k] = entry{forms: v}
		default:
			panic(fmt.Sprintf("i18n: SetCatalogue: %q: %T is neither a string nor plural forms", k, v))
		}
	}
	return replace(func(c *catalogues) {
		c.entries, c.complete = maps.Clone(c.entries), maps.Clone(c.complete)
		c.entries[l], c.complete[l] = m, true
	})
}

// SetNames replaces l's translations of command, subcommand and option names with names, until undo is
// called. It is for tests of the packages that show names.
func SetNames(l Lang, names map[string]string) (undo func()) {
	return replace(func(c *catalogues) {
		c.names = maps.Clone(c.names)
		c.names[l] = names
	})
}

// replace serves a copy of the loaded catalogues that change has changed, until undo is called. change
// gets a shallow copy: it clones a map before it writes to it.
func replace(change func(c *catalogues)) (undo func()) {
	before := loaded()
	c := *before
	change(&c)
	current.Store(&c)
	return func() { current.Store(before) }
}

// pluralCategories are CLDR's plural categories.
var pluralCategories = []string{"zero", "one", "two", "few", "many", "other"}

var pluralTags = map[Lang]language.Tag{
	English: language.English, Korean: language.Korean, Japanese: language.Japanese,
	Spanish: language.Spanish, Portuguese: language.BrazilianPortuguese,
}

// pluralCategory is the CLDR cardinal category of the whole number n in l: "one" or "other" for Spanish
// and Brazilian Portuguese, always "other" in Japanese. CLDR gives Portuguese "one" for 0 as for 1 (its
// rule, i = 0..1, is made for the fractions of 0 and 1: "1,5 milhão"); a whole 0 takes the plural in
// Brazilian usage ("0 vitórias", "zero graus"), and "0 vitória, 3 derrotas" read wrong in /stats, so a
// count of 0 is "other" here.
func pluralCategory(l Lang, n int64) string {
	if n < 0 {
		n = -n
	}
	if l == Portuguese && n == 0 {
		return "other"
	}
	switch plural.Cardinal.MatchPlural(pluralTags[l], int(n), 0, 0, 0, 0) {
	case plural.Zero:
		return "zero"
	case plural.One:
		return "one"
	case plural.Two:
		return "two"
	case plural.Few:
		return "few"
	case plural.Many:
		return "many"
	}
	return "other"
}
