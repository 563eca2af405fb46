package commandtest

// The sources' texts, for the checks that every user-facing text has Korean and that Korean texts name
// commands as a Korean client shows them (commands/all/i18n_test.go runs them over every package that
// talks to users).

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"

	"kibitz/internal/gosource"
)

// SourceText is one i18n.Text literal found in the sources: where it is and its fields, "(expression)"
// for a field that is not a constant string.
type SourceText struct {
	Pos    token.Position
	Fields map[string]string
}

// SourceTexts reads the Go sources in dirs (test files left out) and returns their i18n.Text literals.
// Each dir must hold Go files: a mistyped one fails instead of checking nothing.
func SourceTexts(t testing.TB, dirs ...string) []SourceText {
	t.Helper()
	var files []string
	for _, dir := range dirs {
		found, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil || len(found) == 0 {
			t.Fatalf("sources in %s: %v", dir, err)
		}
		files = append(files, found...)
	}
	var texts []SourceText
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			sel, ok := lit.Type.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "Text" {
				return true
			}
			if id, ok := sel.X.(*ast.Ident); !ok || id.Name != "i18n" {
				return true
			}
			fields := map[string]string{}
			for _, e := range lit.Elts {
				kv, ok := e.(*ast.KeyValueExpr)
				if !ok {
					continue
				}
				key := kv.Key.(*ast.Ident).Name
				if s, ok := gosource.ConstantString(kv.Value); ok {
					fields[key] = s
				} else {
					fields[key] = "(expression)"
				}
			}
			texts = append(texts, SourceText{Pos: fset.Position(lit.Pos()), Fields: fields})
			return true
		})
	}
	return texts
}
