package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"

	"kibitz/internal/gosource"
)

// TestNoExportedVariables: no package exports a variable that another could change under everyone who
// reads it (docs/architecture.md §2, "Nothing keeps mutable state at package level"). A palette, a list
// of sizes or a default is a function or a constant instead; sentinel errors (Err...) are the one kind
// allowed, as errors.Is needs their identity.
func TestNoExportedVariables(t *testing.T) {
	root := filepath.Join(sourceDir, "..", "..")
	files, err := gosource.Files(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range files {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range f.Decls {
			g, ok := decl.(*ast.GenDecl)
			if !ok || g.Tok != token.VAR {
				continue
			}
			for _, spec := range g.Specs {
				for _, n := range spec.(*ast.ValueSpec).Names {
					if n.IsExported() && !strings.HasPrefix(n.Name, "Err") {
						t.Errorf("%s: exported variable %s: make it a function, a constant or unexported", fset.Position(n.Pos()), n.Name)
					}
				}
			}
		}
	}
	if len(files) < 100 {
		t.Fatalf("read %d Go files under %s", len(files), root)
	}
}
