package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Section references, as the repository writes them: `docs/contract.md §2` (or `contract.md §2` inside
// docs/), a bare `§2` inside a page of docs/ for the page itself, and `README.md, "Batch solvers"` for a
// heading of the README (in Go source, its quotes escaped).
var (
	docSectionRE    = regexp.MustCompile(`(?:docs/)?([a-z]+)\.md\x60?\)?,? ?§ ?([0-9]+)`)
	bareSectionRE   = regexp.MustCompile(`(^|[^.a-z\x60)])§ ?([0-9]+)`)
	readmeHeadingRE = regexp.MustCompile(`README(?:\.md)?,? \\?"([^"\\]+)\\?"`)
	// readmeLooseRE is a reference to the README by words that are not quoted, as "see README: creating
	// the Discord application" was: a heading can only be told apart when it is quoted.
	readmeLooseRE = regexp.MustCompile(`README(?:\.md)?: [a-z]`)
	headingRE     = regexp.MustCompile(`(?m)^#{2,3} (.+)$`)
	sectionRE     = regexp.MustCompile(`(?m)^## §([0-9]+) `)
)

// TestSectionReferences: every reference to a section of docs/ or a heading of the README, in the code,
// its messages and the documentation, names one that exists.
func TestSectionReferences(t *testing.T) {
	root := filepath.Join(sourceDir, "..", "..")
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	headings := map[string]bool{}
	for _, m := range headingRE.FindAllStringSubmatch(string(readme), -1) {
		headings[m[1]] = true
	}
	sections := map[string]map[string]bool{} // page ("contract") to its sections
	pages, _ := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	for _, p := range pages {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		name := strings.TrimSuffix(filepath.Base(p), ".md")
		sections[name] = map[string]bool{}
		for _, m := range sectionRE.FindAllStringSubmatch(string(data), -1) {
			sections[name][m[1]] = true
		}
	}
	if len(sections["contract"]) < 6 || len(headings) < 10 {
		t.Fatalf("found %d sections in docs/contract.md and %d headings in README.md", len(sections["contract"]), len(headings))
	}
	checked := 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != root && (strings.HasPrefix(name, ".") || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		switch name := d.Name(); {
		case name == "docs_test.go": // this file, whose examples are not references
			return nil
		case strings.HasSuffix(name, ".go"), strings.HasSuffix(name, ".md"), strings.HasSuffix(name, ".yml"),
			name == "Dockerfile", name == ".env.example":
		default:
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		text := string(data)
		for _, m := range docSectionRE.FindAllStringSubmatch(text, -1) {
			checked++
			if secs, ok := sections[m[1]]; !ok || !secs[m[2]] {
				t.Errorf("%s refers to %s.md §%s, which does not exist", rel, m[1], m[2])
			}
		}
		if page, ok := strings.CutPrefix(filepath.ToSlash(rel), "docs/"); ok {
			page = strings.TrimSuffix(page, ".md")
			for _, m := range bareSectionRE.FindAllStringSubmatch(text, -1) {
				checked++
				if !sections[page][m[2]] {
					t.Errorf("%s refers to its own §%s, which does not exist", rel, m[2])
				}
			}
		}
		for _, m := range readmeHeadingRE.FindAllStringSubmatch(text, -1) {
			checked++
			if !headings[m[1]] {
				t.Errorf("%s refers to the README's %q, which is not a heading of README.md", rel, m[1])
			}
		}
		if m := readmeLooseRE.FindString(text); m != "" {
			t.Errorf("%s refers to the README by unquoted words (%q...): quote the heading, README.md, \"Heading\"", rel, m)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 50 {
		t.Errorf("checked only %d references", checked)
	}
}

// conflictMarkerRE is a line git writes into a file whose merge it could not finish.
var conflictMarkerRE = regexp.MustCompile(`(?m)^(<{7}|>{7}) `)

// TestNoConflictMarkers: no page of documentation or source file holds a merge left half done (a
// README once kept git's markers after a merge that compiled).
func TestNoConflictMarkers(t *testing.T) {
	root := filepath.Join(sourceDir, "..", "..")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != root && (strings.HasPrefix(name, ".") || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		switch filepath.Ext(path) {
		case ".go", ".md", ".yml", ".yaml", ".conf", ".json":
		default:
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if loc := conflictMarkerRE.FindIndex(data); loc != nil {
			line := 1 + strings.Count(string(data[:loc[0]]), "\n")
			t.Errorf("%s:%d: a merge conflict marker", path, line)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
