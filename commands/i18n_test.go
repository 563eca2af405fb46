package commands

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestEveryTextHasKorean reads the sources of the packages that talk to users (this one, the router's
// own replies, the transports) and checks that every i18n.Text literal fills in both languages, so no
// user-facing string ships in English only.
func TestEveryTextHasKorean(t *testing.T) {
	var files []string
	for _, dir := range []string{".", "../router", "../bot"} {
		found, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil || len(found) == 0 {
			t.Fatalf("sources in %s: %v", dir, err)
		}
		files = append(files, found...)
	}
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
				if bl, ok := kv.Value.(*ast.BasicLit); ok {
					fields[key], _ = strconv.Unquote(bl.Value)
				} else {
					fields[key] = "(expression)"
				}
			}
			if strings.TrimSpace(fields["En"]) == "" || strings.TrimSpace(fields["Ko"]) == "" {
				t.Errorf("%s: i18n.Text without both En and Ko: %v", fset.Position(lit.Pos()), fields)
			}
			return true
		})
	}
}
