package i18n

// The source texts of the code, read with go/parser: the keys a translation file may have, and what
// sources.json must list.

import (
	"bytes"
	"encoding/json"
	"flag"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"testing"

	"kibitz/internal/gosource"
)

var update = flag.Bool("update", false, "rewrite sources.json from the code")

// scanSources reads every non-test Go file of the module (testdata left out) and returns its source
// texts by area (the package's name): the En of every i18n.Text literal and the Other of every
// i18n.Plural literal whose field is a constant string, except the names (the Name of a router.Command,
// Subcommand or Option, and a Text given to i18n.Name), which are translated among the names.
func scanSources(t testing.TB) sources {
	t.Helper()
	out := sources{}
	fset := token.NewFileSet()
	files, err := gosource.Files("..")
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range files {
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		s := &scanner{pkg: f.Name.Name, add: func(text, kind string) {
			if out[f.Name.Name] == nil {
				out[f.Name.Name] = map[string]string{}
			}
			out[f.Name.Name][text] = kind
		}}
		s.inspect(f)
	}
	return out
}

type scanner struct {
	pkg string
	add func(text, kind string)
}

func (s *scanner) inspect(n ast.Node) {
	ast.Inspect(n, func(n ast.Node) bool {
		if lit, ok := n.(*ast.CompositeLit); ok {
			s.lit(lit, s.typeName(lit.Type), false)
			return false
		}
		if call, ok := n.(*ast.CallExpr); ok && s.typeName(call.Fun) == "i18n.Name" {
			return false // a name, translated among the names (locales/names.<locale>.json)
		}
		return true
	})
}

// typeName is "pkg.Type" of a composite literal's type ("" for none).
func (s *scanner) typeName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.SelectorExpr:
		if id, ok := e.X.(*ast.Ident); ok {
			return id.Name + "." + e.Sel.Name
		}
	case *ast.Ident:
		return s.pkg + "." + e.Name
	case *ast.StarExpr:
		return s.typeName(e.X)
	}
	return ""
}

// lit scans a composite literal whose type is name (given by the literal or by the one around it); a
// name Text is left out.
func (s *scanner) lit(lit *ast.CompositeLit, name string, isName bool) {
	var elem string
	switch t := lit.Type.(type) {
	case *ast.ArrayType:
		elem = s.typeName(t.Elt)
	case *ast.MapType:
		elem = s.typeName(t.Value)
	}
	field := map[string]string{"i18n.Text": "En", "i18n.Plural": "Other"}[name]
	for _, e := range lit.Elts {
		value, key := e, ""
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			value = kv.Value
			if id, ok := kv.Key.(*ast.Ident); ok {
				key = id.Name
			}
		}
		if u, ok := value.(*ast.UnaryExpr); ok && u.Op == token.AND {
			value = u.X
		}
		switch {
		case field != "" && key == field:
			if text, ok := gosource.ConstantString(value); ok && !isName && text != "" {
				s.add(text, map[string]string{"En": "text", "Other": "plural"}[field])
			}
		case elem != "":
			if inner, ok := value.(*ast.CompositeLit); ok && inner.Type == nil {
				s.lit(inner, elem, false)
				continue
			}
			s.inspect(value)
		default:
			if inner, ok := value.(*ast.CompositeLit); ok && key == "Name" &&
				(name == "router.Command" || name == "router.Subcommand" || name == "router.Option") {
				s.lit(inner, s.typeName(inner.Type), true)
				continue
			}
			s.inspect(value)
		}
	}
}

// encodeSources writes sources.json: sorted keys, 2-space indentation, no HTML escaping.
func encodeSources(s sources) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(s); err != nil {
		panic(err)
	}
	return b.Bytes()
}

// TestSourcesUpToDate checks that sources.json lists exactly the source texts of the code, which is what
// Complete measures the catalogues against. After changing texts: go test ./i18n -run TestSourcesUpToDate
// -update.
func TestSourcesUpToDate(t *testing.T) {
	scanned := scanSources(t)
	for _, area := range []string{"sudoku", "router", "bot", "i18n", "numwords", "commands"} {
		if len(scanned[area]) == 0 {
			t.Errorf("no source texts found in area %s", area)
		}
	}
	want := encodeSources(scanned)
	if *update {
		if err := os.WriteFile("sources.json", want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if bytes.Equal(want, sourcesJSON) {
		return
	}
	listed, err := parseSources(sourcesJSON)
	if err != nil {
		t.Fatal(err)
	}
	for area, texts := range scanned {
		for text := range texts {
			if _, ok := listed[area][text]; !ok {
				t.Errorf("sources.json lacks %s's %q", area, text)
			}
		}
	}
	for area, texts := range listed {
		for text := range texts {
			if _, ok := scanned[area][text]; !ok {
				t.Errorf("sources.json lists %s's %q, no longer in the code", area, text)
			}
		}
	}
	t.Errorf("sources.json is stale: go test ./i18n -run TestSourcesUpToDate -update")
}

// TestScanner checks what the scan takes and leaves out.
func TestScanner(t *testing.T) {
	src := `package router
import "kibitz/i18n"
var a = i18n.Text{En: "Solve" + " it.", Ko: "풀기"}
var b = Command{Name: i18n.Text{En: "solve", Ko: "풀기"}, Description: i18n.Text{En: "Solves.", Ko: "풉니다."},
	Options: []Option{{Name: i18n.Text{En: "board", Ko: "판"}, Choices: []Choice{{Name: i18n.Text{En: "Easy", Ko: "쉬움"}}}}}}
var c = map[int]i18n.Plural{1: {One: "%s stone", Other: "%s stones", Ko: "돌 %s개"}}
var d = []*i18n.Text{&i18n.Text{En: "x %d", Ko: "x %d"}, {En: "y", Ko: "y"}}
var e = i18n.Name(i18n.Text{En: "tour", Ko: "투어"})
func f(s string) i18n.Text { return i18n.Text{En: s, Ko: s} }
`
	f, err := parser.ParseFile(token.NewFileSet(), "x.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	(&scanner{pkg: "router", add: func(text, kind string) { got[text] = kind }}).inspect(f)
	want := map[string]string{"Solve it.": "text", "Solves.": "text", "Easy": "text", "%s stones": "plural", "x %d": "text", "y": "text"}
	if len(got) != len(want) {
		t.Errorf("scanned %q, want %q", got, want)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("scanned %q as %q, want %q", k, got[k], v)
		}
	}
}
