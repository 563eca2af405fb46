package commands

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/router"
)

// sourceText is one i18n.Text literal found in the sources: where it is and its fields, "(expression)"
// for a field that is not a constant string.
type sourceText struct {
	pos    token.Position
	fields map[string]string
}

// sourceTexts reads the sources of the packages that talk to users (this one, the router's own replies,
// the transports) and returns their i18n.Text literals.
func sourceTexts(t *testing.T) []sourceText {
	t.Helper()
	var files []string
	for _, dir := range []string{".", "../router", "../bot"} {
		found, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil || len(found) == 0 {
			t.Fatalf("sources in %s: %v", dir, err)
		}
		files = append(files, found...)
	}
	var texts []sourceText
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
				if s, ok := constantString(kv.Value); ok {
					fields[key] = s
				} else {
					fields[key] = "(expression)"
				}
			}
			texts = append(texts, sourceText{pos: fset.Position(lit.Pos()), fields: fields})
			return true
		})
	}
	return texts
}

// constantString is the value of a string literal, or of literals joined with + (a text split over
// lines).
func constantString(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.ParenExpr:
		return constantString(e.X)
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		x, okX := constantString(e.X)
		y, okY := constantString(e.Y)
		return x + y, okX && okY
	}
	return "", false
}

// TestEveryTextHasKorean checks that every i18n.Text literal in the sources fills in both languages, so
// no user-facing string ships in English only.
func TestEveryTextHasKorean(t *testing.T) {
	for _, st := range sourceTexts(t) {
		if strings.TrimSpace(st.fields["En"]) == "" || strings.TrimSpace(st.fields["Ko"]) == "" {
			t.Errorf("%s: i18n.Text without both En and Ko: %v", st.pos, st.fields)
		}
	}
}

// englishNames are patterns of the English names of the commands in defs that a Korean client does not
// show: "/wordle" (a command), "/워들 reset" (a subcommand after the Korean command) and "feedback:" (an
// option, with its value). A Korean text must name them as the client shows them, by their `ko`
// localizations; names that are the same in both languages ("n") are left out.
func englishNames(defs []*discordgo.ApplicationCommand) map[string]*regexp.Regexp {
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

// TestKoreanTextsUseKoreanNames checks that no Korean text names a command, a subcommand or an option
// by its English name: a Korean Discord client shows the `ko` localizations ("/워들 초기화", not
// "/wordle reset"), so those are what the user can find and type. Values stay as typed ("편:pawn").
func TestKoreanTextsUseKoreanNames(t *testing.T) {
	m := router.NewMux()
	Register(m, Deps{})
	pats := englishNames(m.Definitions())
	bad := func(ko string) []string {
		var found []string
		for name, re := range pats {
			if re.MatchString(ko) {
				found = append(found, name)
			}
		}
		slices.Sort(found)
		return found
	}
	// The check itself: old texts that it must catch, and their corrections that it must let through.
	for _, tc := range []struct {
		ko   string
		want bool
	}{
		{"예: /kpk play position:Kd1 Pe2 kd8 w side:pawn", true},
		{"/wordle reset 으로 다시 시작하세요.", true},
		{"/워들 reset 명령으로 다시 시작하세요.", true},
		{"예: /워들 도우미 추측:crane 결과:gybbg (또는 feedback:🟩🟨⬛⬛🟩)", true},
		{"kibitz는 bot:true로 시작한 게임에 참가합니다", true},
		{"예: /킹폰킹 대국 국면:Kd1 Pe2 kd8 w 편:pawn", false},
		{"/워들 초기화 명령으로 다시 시작하세요.", false},
		{"예: /그런디 약수 n:720720", false},
		{"행은 / 나 공백으로 나눠도 됩니다. 예: /스도쿠 풀기 퍼즐:53..7..../6..195...", false},
	} {
		if got := len(bad(tc.ko)) > 0; got != tc.want {
			t.Errorf("English names in %q: %v, want %v", tc.ko, bad(tc.ko), tc.want)
		}
	}
	for _, st := range sourceTexts(t) {
		if found := bad(st.fields["Ko"]); len(found) > 0 {
			t.Errorf("%s: Korean text names %v in English, not as a Korean client shows them: %q", st.pos, found, st.fields["Ko"])
		}
	}
}
