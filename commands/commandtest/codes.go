package commandtest

// The solvers' codes, for the test in each game's package that walks every code of its solver through
// the catalogue (docs/architecture.md §7, "Messages"): the codes are read from the solver's sources, so
// that a code added there is walked without anyone listing it, and Unworded says what is wrong with the
// words a code gets.

import (
	"bufio"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"kibitz/i18n"
)

// SolverCodes are the values of the constants of type Code declared in the Go sources of dir (test files
// left out), in the order they are declared. A constant is of type Code when it is declared with that
// type ("CodeEmpty Code = ...") or as a conversion to it ("CodeEmpty = Code(...)"); its value may be a
// string literal, or a constant it names, in dir or in a package of the module that the file imports
// (solvers/nim's codes take grundy's, which take numtext's), converted or not. The test fails if dir
// holds no Go sources or no such constant, or one whose value cannot be read that way.
func SolverCodes(t testing.TB, dir string) []string {
	t.Helper()
	r, err := newConstReader(dir)
	if err != nil {
		t.Fatalf("the codes in %s: %v", dir, err)
		return nil
	}
	pkg, err := r.load(dir)
	if err != nil {
		t.Fatalf("the codes in %s: %v", dir, err)
		return nil
	}
	var codes []string
	for _, name := range pkg.order {
		c := pkg.consts[name]
		if !c.isCode {
			continue
		}
		v, err := r.value(pkg, c.file, c.value, 0)
		if err != nil {
			t.Fatalf("%s: the value of %s: %v", r.fset.Position(c.value.Pos()), name, err)
			return nil
		}
		codes = append(codes, v)
	}
	if len(codes) == 0 {
		t.Fatalf("no constants of type Code in %s", dir)
	}
	return codes
}

// Unworded says what is wrong with text as the words a user reads for an error of code, or "" when
// nothing is: text is empty, leaves a format verb unfilled ("%!"), shows the raw code, or contains any
// of not (the solver's developer text, its "sudoku:" prefix, the catalogue's catch-all for a code it does
// not know). A code with an underscore ("no_tour") is raw wherever it stands; a code that is also a word
// ("empty", "counts") only as the whole text or as a catch-all shows it, in parentheses or quotes.
func Unworded(text, code string, not ...string) string {
	switch {
	case strings.TrimSpace(text) == "":
		return "empty"
	case strings.Contains(text, "%!"):
		return "a format verb unfilled"
	case code != "" && (text == code || strings.Contains(text, "("+code+")") || strings.Contains(text, strconv.Quote(code)) ||
		strings.Contains(code, "_") && strings.Contains(text, code)):
		return "the raw code"
	}
	for _, n := range not {
		if n != "" && strings.Contains(text, n) {
			return fmt.Sprintf("shows %q", n)
		}
	}
	return ""
}

// WalkCodes walks every code that the solver in dir declares (SolverCodes) through a game's catalogue, for
// Discord in both languages and for `kibitz solve`. examples holds, for each code, errors that fill the
// fields it documents (one per wording where the wording depends on a field); words is the catalogue, an
// error's text on Discord and its line of `kibitz solve`; catchAll is the text a code without words of its
// own gets. A declared code without examples fails, and so does every wording that is Unworded (showing
// the catch-all or the error's developer text among the rest), or Korean that is the English.
func WalkCodes[C ~string, E error](t testing.TB, dir string, examples map[C][]E, words func(E) (i18n.Text, string),
	catchAll func(C) i18n.Text) {
	t.Helper()
	for _, code := range SolverCodes(t, dir) {
		if len(examples[C(code)]) == 0 {
			t.Errorf("code %s has no example error: give it one, and words in the catalogue", code)
		}
	}
	for code, errs := range examples {
		other := catchAll(code)
		for _, e := range errs {
			discord, solve := words(e)
			for _, got := range []struct{ where, text, other string }{
				{"English", discord.En, other.En},
				{"Korean", discord.Ko, other.Ko},
				{"kibitz solve", solve, other.En},
			} {
				if why := Unworded(got.text, string(code), got.other, e.Error()); why != "" {
					t.Errorf("%s (%+v) in %s: %s: %q", code, e, got.where, why, got.text)
				}
			}
			if discord.Ko == discord.En {
				t.Errorf("%s (%+v): the Korean is the English: %q", code, e, discord.Ko)
			}
		}
	}
}

// constReader reads constants from the sources of the module's packages.
type constReader struct {
	fset    *token.FileSet
	modRoot string // the folder of go.mod
	modPath string // the module's path
	pkgs    map[string]*constPkg
}

// constPkg is the constants of one package's sources, by name.
type constPkg struct {
	dir    string
	order  []string
	consts map[string]constDecl
}

// constDecl is one constant: its value as written, the file it is in (for its imports), and whether it
// is of type Code.
type constDecl struct {
	value  ast.Expr
	file   *ast.File
	isCode bool
}

// newConstReader reads constants in the module that holds dir.
func newConstReader(dir string) (*constReader, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	root := abs
	for {
		if _, err := os.Stat(filepath.Join(root, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(root)
		if parent == root {
			return nil, fmt.Errorf("no go.mod above %s", abs)
		}
		root = parent
	}
	f, err := os.Open(filepath.Join(root, "go.mod"))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var path string
	for sc := bufio.NewScanner(f); sc.Scan(); {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(sc.Text()), "module "); ok {
			path = strings.Trim(strings.TrimSpace(rest), `"`)
			break
		}
	}
	if path == "" {
		return nil, fmt.Errorf("no module line in %s", filepath.Join(root, "go.mod"))
	}
	return &constReader{fset: token.NewFileSet(), modRoot: root, modPath: path, pkgs: map[string]*constPkg{}}, nil
}

// load reads the constants of the package in dir, once.
func (r *constReader) load(dir string) (*constPkg, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	if p, ok := r.pkgs[abs]; ok {
		return p, nil
	}
	files, err := filepath.Glob(filepath.Join(abs, "*.go"))
	if err != nil {
		return nil, err
	}
	p := &constPkg{dir: abs, consts: map[string]constDecl{}}
	read := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(r.fset, name, nil, 0)
		if err != nil {
			return nil, err
		}
		read++
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			for _, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, id := range vs.Names {
					if i >= len(vs.Values) {
						continue // iota's repetitions: no string codes
					}
					p.order = append(p.order, id.Name)
					p.consts[id.Name] = constDecl{value: vs.Values[i], file: f,
						isCode: isIdent(vs.Type, "Code") || vs.Type == nil && isConversion(vs.Values[i], "Code")}
				}
			}
		}
	}
	if read == 0 {
		return nil, fmt.Errorf("no Go sources in %s", dir)
	}
	r.pkgs[abs] = p
	return p, nil
}

// value is the string value of e, a constant expression in file of pkg.
func (r *constReader) value(pkg *constPkg, file *ast.File, e ast.Expr, depth int) (string, error) {
	if depth > 20 {
		return "", fmt.Errorf("constants refer to each other too deeply")
	}
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", fmt.Errorf("%s is not a string", e.Value)
		}
		return strconv.Unquote(e.Value)
	case *ast.ParenExpr:
		return r.value(pkg, file, e.X, depth+1)
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			break
		}
		x, err := r.value(pkg, file, e.X, depth+1)
		if err != nil {
			return "", err
		}
		y, err := r.value(pkg, file, e.Y, depth+1)
		return x + y, err
	case *ast.CallExpr: // a conversion, Code(x) or string(x)
		if _, ok := e.Fun.(*ast.Ident); ok && len(e.Args) == 1 {
			return r.value(pkg, file, e.Args[0], depth+1)
		}
	case *ast.Ident:
		c, ok := pkg.consts[e.Name]
		if !ok {
			return "", fmt.Errorf("no constant %s in %s", e.Name, pkg.dir)
		}
		return r.value(pkg, c.file, c.value, depth+1)
	case *ast.SelectorExpr:
		x, ok := e.X.(*ast.Ident)
		if !ok {
			break
		}
		dir, err := r.importDir(file, x.Name)
		if err != nil {
			return "", err
		}
		other, err := r.load(dir)
		if err != nil {
			return "", err
		}
		c, ok := other.consts[e.Sel.Name]
		if !ok {
			return "", fmt.Errorf("no constant %s in %s", e.Sel.Name, dir)
		}
		return r.value(other, c.file, c.value, depth+1)
	}
	return "", fmt.Errorf("%T is not a constant string this reader knows", e)
}

// importDir is the folder of the module's package that file imports as name.
func (r *constReader) importDir(file *ast.File, name string) (string, error) {
	for _, imp := range file.Imports {
		path, err := strconv.Unquote(imp.Path.Value)
		if err != nil {
			return "", err
		}
		as := path[strings.LastIndex(path, "/")+1:]
		if imp.Name != nil {
			as = imp.Name.Name
		}
		if as != name {
			continue
		}
		rest, ok := strings.CutPrefix(path, r.modPath+"/")
		if !ok {
			return "", fmt.Errorf("%s is outside the module %s", path, r.modPath)
		}
		return filepath.Join(r.modRoot, filepath.FromSlash(rest)), nil
	}
	return "", fmt.Errorf("no import named %s", name)
}

// isIdent reports whether e is the identifier name.
func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

// isConversion reports whether e converts one value to the type name: name(x).
func isConversion(e ast.Expr, name string) bool {
	call, ok := e.(*ast.CallExpr)
	return ok && len(call.Args) == 1 && isIdent(call.Fun, name)
}
