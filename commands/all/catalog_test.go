package all

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestCatalogNamesEveryCommand: docs/contract.md §5, the command catalog, has an entry for every command
// kibitz registers and every subcommand of it: `/name sub` written out, or a table row `| \x60sub\x60 |`
// under the command's own heading (### /name). /grundy, /settings and /help were once left out.
func TestCatalogNamesEveryCommand(t *testing.T) {
	data, err := os.ReadFile("../../docs/contract.md")
	if err != nil {
		t.Fatal(err)
	}
	_, catalog, _ := strings.Cut(string(data), "\n## §5 ")
	catalog, _, _ = strings.Cut(catalog, "\n## §6 ")
	if catalog == "" {
		t.Fatal("docs/contract.md has no §5")
	}
	// sections maps a command's heading (### /name or ### `/name`) to the text under it.
	sections := map[string]string{}
	heading := regexp.MustCompile("(?m)^### `?/([a-z]+)`?")
	locs := heading.FindAllStringSubmatchIndex(catalog, -1)
	for i, l := range locs {
		end := len(catalog)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		sections[catalog[l[2]:l[3]]] = catalog[l[1]:end]
	}
	heads := entryHeads(catalog)
	entry := func(name, sub string) bool {
		for _, h := range heads {
			if strings.Contains(h, "`/"+strings.TrimSpace(name+" "+sub)+"`") || strings.Contains(h, "`/"+strings.TrimSpace(name+" "+sub)+" ") {
				return true
			}
		}
		return sub != "" && strings.Contains(sections[name], "\n| `"+sub+"` |")
	}
	h := newHarness(t)
	for _, c := range h.Mux.Commands() {
		if len(c.Subcommands) == 0 {
			if !entry(c.Name.En, "") {
				t.Errorf("docs/contract.md §5 has no entry for /%s", c.Name.En)
			}
			continue
		}
		for _, s := range c.Subcommands {
			if !entry(c.Name.En, s.Name.En) {
				t.Errorf("docs/contract.md §5 has no entry for /%s %s", c.Name.En, s.Name.En)
			}
		}
	}
}

// entryHeads are the heads of the catalog's entries: a table row's first cell, and a bullet's words up to
// its first colon after a command (`/kpk play position [side] [display]`: ...), its lines run together.
func entryHeads(catalog string) []string {
	var heads []string
	lines := strings.Split(catalog, "\n")
	for i, line := range lines {
		switch {
		case strings.HasPrefix(line, "| "):
			cell, _, _ := strings.Cut(line[2:], " |")
			heads = append(heads, cell)
		case strings.HasPrefix(line, "- `/"):
			for j := i + 1; j < len(lines) && strings.HasPrefix(lines[j], "  "); j++ {
				line += " " + strings.TrimSpace(lines[j])
			}
			head, _, _ := strings.Cut(line, "`:")
			heads = append(heads, head+"`")
		}
	}
	return heads
}
