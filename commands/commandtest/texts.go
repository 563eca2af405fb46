package commandtest

// The sources' texts, for the checks that every user-facing text has Korean and that Korean texts name
// commands as a Korean client shows them (commands/all/i18n_test.go runs them over every package that
// talks to users).

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"kibitz/internal/gosource"

	"github.com/bwmarrin/discordgo"
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

// EnglishNames are patterns of the English names of the commands in defs that a Korean client does not
// show: "/wordle" (a command), "/워들 reset" (a subcommand after the Korean command) and "feedback:" (an
// option, with its value), and "난이도:medium" (an option's choice by its value or English name, after the
// option's Korean name, where the choice has a Korean name: the client shows "보통"). A Korean text must
// name them as the client shows them, by their `ko` localizations; names that are the same in both
// languages ("n", "9x9") are left out.
func EnglishNames(defs []*discordgo.ApplicationCommand) map[string]*regexp.Regexp {
	const edge = `[^\p{L}\p{N}_-]` // a character that cannot continue or begin a name
	ko := func(names map[discordgo.Locale]string) string { return names[discordgo.Korean] }
	pats := map[string]*regexp.Regexp{}
	var options func(opts []*discordgo.ApplicationCommandOption, path string)
	options = func(opts []*discordgo.ApplicationCommandOption, path string) {
		for _, o := range opts {
			if o.Type == discordgo.ApplicationCommandOptionSubCommand {
				if k := ko(o.NameLocalizations); k != o.Name {
					pats[path+" "+o.Name] = regexp.MustCompile(regexp.QuoteMeta(path+" "+o.Name) + `($|` + edge + `)`)
				}
				options(o.Options, path)
				continue
			}
			if k := ko(o.NameLocalizations); k != o.Name {
				pats[o.Name+":"] = regexp.MustCompile(`(^|` + edge + `)` + regexp.QuoteMeta(o.Name+":"))
			}
			for _, ch := range o.Choices {
				if k := ko(ch.NameLocalizations); k != ch.Name {
					for _, en := range []string{fmt.Sprint(ch.Value), ch.Name} {
						opt := ko(o.NameLocalizations) + ":" + en
						pats[opt] = regexp.MustCompile(`(^|` + edge + `)` + regexp.QuoteMeta(opt) + `($|` + edge + `)`)
					}
				}
			}
		}
	}
	for _, d := range defs {
		var k string
		if d.NameLocalizations != nil {
			k = ko(*d.NameLocalizations)
		}
		if k != d.Name {
			pats["/"+d.Name] = regexp.MustCompile(regexp.QuoteMeta("/"+d.Name) + `($|` + edge + `)`)
		}
		options(d.Options, "/"+k)
	}
	return pats
}
