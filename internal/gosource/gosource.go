// Package gosource reads values out of Go source for the tests that scan the module's code: the check that
// every text has its Korean (commands/commandtest) and the list of texts the translations follow (i18n),
// and which files such a scan reads (Files).
package gosource

import (
	"go/ast"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
)

// Files are the Go files below root, tests (_test.go) left out, in lexical order; the folders named
// testdata or vendor, or whose name starts with a dot (.git), are passed over. The tests that scan the
// whole module (the texts of i18n/sources.json, no exported variables, only commands/all importing a
// game) read this one list, so that none of them reads a file the others pass over.
func Files(root string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != root && (strings.HasPrefix(name, ".") || name == "testdata" || name == "vendor") {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") {
			files = append(files, path)
		}
		return nil
	})
	return files, err
}

// ConstantString is the value of a string literal, or of literals joined with + (a text split over
// lines); false for any other expression.
func ConstantString(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.ParenExpr:
		return ConstantString(e.X)
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		x, okX := ConstantString(e.X)
		y, okY := ConstantString(e.Y)
		return x + y, okX && okY
	}
	return "", false
}
