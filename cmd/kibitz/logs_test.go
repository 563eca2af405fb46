package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestEveryLogLineIsDocumented: every message the code logs (a string literal given to a logger's
// Debug, Info, Warn, Error or Log) is in the table of docs/contract.md §6, "Logs", quoted as code: as it
// is, "<game>" and its end for a message that starts with a game's name (expire.go's), its start and
// "..." for one that ends with what a library said (a failed scrape's).
func TestEveryLogLineIsDocumented(t *testing.T) {
	root := filepath.Join(sourceDir, "..", "..")
	contract, err := os.ReadFile(filepath.Join(root, "docs", "contract.md"))
	if err != nil {
		t.Fatal(err)
	}
	doc := string(contract)
	start := strings.Index(doc, "\n### Logs\n")
	end := strings.Index(doc[start+1:], "\n### ")
	if start < 0 || end < 0 {
		t.Fatal("docs/contract.md has no section Logs")
	}
	doc = doc[start : start+1+end]
	found := 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && path != root && strings.HasPrefix(d.Name(), "."):
			return filepath.SkipDir
		case d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go"):
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			msg, ok := logged(n)
			if !ok {
				return true
			}
			found++
			if !strings.Contains(doc, "`"+msg+"`") {
				rel, _ := filepath.Rel(root, path)
				t.Errorf("%s logs %q, which docs/contract.md §6 \"Logs\" does not list", rel, msg)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if found < 50 {
		t.Errorf("found only %d log lines in the sources", found)
	}
}

// logged is the message n logs, as the contract quotes it, when n is a call of a logger's method (a
// receiver whose name says log: log, Log, logger(), e.Log) with a literal message.
func logged(n ast.Node) (string, bool) {
	call, ok := n.(*ast.CallExpr)
	if !ok {
		return "", false
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || !strings.Contains(strings.ToLower(receiverName(sel.X)), "log") {
		return "", false
	}
	at := 0
	switch sel.Sel.Name {
	case "Debug", "Info", "Warn", "Error":
	case "Log":
		at = 2 // ctx, level, msg
	default:
		return "", false
	}
	if len(call.Args) <= at {
		return "", false
	}
	switch a := call.Args[at].(type) {
	case *ast.BasicLit:
		return unquote(a)
	case *ast.BinaryExpr: // a name and a literal: x.Game+": applying a deadline", "metrics: "+...
		if lit, ok := a.Y.(*ast.BasicLit); ok {
			s, ok := unquote(lit)
			return "<game>" + s, ok
		}
		if lit, ok := a.X.(*ast.BasicLit); ok {
			s, ok := unquote(lit)
			return s + "...", ok
		}
	}
	return "", false
}

func unquote(lit *ast.BasicLit) (string, bool) {
	if lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil
}

// receiverName is the last name of a call's receiver: "Log" of e.Log, "logger" of h.logger().
func receiverName(x ast.Expr) string {
	switch x := x.(type) {
	case *ast.Ident:
		return x.Name
	case *ast.SelectorExpr:
		return x.Sel.Name
	case *ast.CallExpr:
		return receiverName(x.Fun)
	}
	return ""
}
