package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"kibitz/internal/gosource"
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
	files, err := gosource.Files(root)
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	for _, path := range files {
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
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
	msg := call.Args[at]
	if s, ok := gosource.ConstantString(msg); ok {
		return s, true
	}
	if a, ok := msg.(*ast.BinaryExpr); ok { // a name and a literal: x.Game+": applying a deadline", "metrics: "+...
		if s, ok := gosource.ConstantString(a.Y); ok {
			return "<game>" + s, true
		}
		if s, ok := gosource.ConstantString(a.X); ok {
			return s + "...", true
		}
	}
	return "", false
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
