// Package gosource reads values out of Go source for the tests that scan the module's code: the check that
// every text has its Korean (commands/commandtest) and the list of texts the translations follow (i18n).
package gosource

import (
	"go/ast"
	"go/token"
	"strconv"
)

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
