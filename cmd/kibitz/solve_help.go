package main

import (
	"flag"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"kibitz/commands"
	"kibitz/i18n"
)

// kindHelp is what `kibitz solve KIND -h` prints: the synopsis, then the sections a reader scans for
// what they need (what a line of input is, what a line of output is, the flags by what they change), each
// flag of fs under the section it belongs to rather than in one alphabetical list.
func kindHelp(kind commands.Batch, fs *flag.FlagSet) string {
	return renderHelp("usage: kibitz solve "+kind.Name+" "+kind.Usage, withLimits(kind), fs)
}

// withLimits is kind's help with its limit stated at the end of Input, from the bound the solver
// enforces, so that the help cannot say another number: the line limit (commands.Batch.MaxLine), or the
// input's of a kind that reads all of stdin as one case (commands.Batch.MaxInput).
func withLimits(kind commands.Batch) []commands.HelpSection {
	var limit string
	switch {
	case kind.MaxLine > 0:
		limit = "A line takes at most " + i18n.Group(int64(kind.MaxLine)) +
			" bytes, its ending not counted; a longer one is skipped, with an error line."
	case kind.MaxInput > 0:
		limit = "The input takes at most " + i18n.Group(int64(kind.MaxInput)) +
			" bytes of text, its line endings counted; a longer one is not solved, and gets an error line."
	default:
		return kind.Help
	}
	sections := slices.Clone(kind.Help)
	for i, s := range sections {
		if s.Title == "Input" {
			sections[i].Text += "\n" + limit
		}
	}
	return sections
}

// helpWidth is where the descriptions of the flags wrap.
const helpWidth = 100

// renderHelp writes a kind's help: the synopsis, then the sections, with each flag of fs under its
// section: `--name ARG`, its description, and its default when it has one. A flag no section names is a
// mistake in the kind's help; it is listed last, under "Other flags", rather than lost.
func renderHelp(synopsis string, sections []commands.HelpSection, fs *flag.FlagSet) string {
	var b strings.Builder
	b.WriteString(synopsis)
	listed := map[string]bool{}
	for _, s := range sections {
		for _, spec := range s.Flags {
			name, _, _ := strings.Cut(spec, " ")
			listed[name] = true
		}
	}
	var other []string
	fs.VisitAll(func(f *flag.Flag) {
		if !listed[f.Name] {
			other = append(other, f.Name)
		}
	})
	if len(other) > 0 {
		sections = append(sections[:len(sections):len(sections)], commands.HelpSection{Title: "Other flags", Flags: other})
	}
	// One column for the descriptions across the sections, so that they line up.
	col := 0
	for _, s := range sections {
		for _, spec := range s.Flags {
			col = max(col, len(flagSpec(fs, spec)))
		}
	}
	col += 4 // two spaces before, two after
	for _, s := range sections {
		b.WriteString("\n\n" + s.Title + ":")
		if s.Text != "" {
			for line := range strings.SplitSeq(s.Text, "\n") {
				b.WriteString("\n  " + line)
			}
		}
		for _, s := range s.Flags {
			name, _, _ := strings.Cut(s, " ")
			f := fs.Lookup(name)
			spec := flagSpec(fs, s)
			_, usage := flag.UnquoteUsage(f)
			if d := flagDefault(f); d != "" {
				usage += " (default " + d + ")"
			}
			b.WriteString("\n  " + spec + strings.Repeat(" ", col-2-len(spec)))
			b.WriteString(wrap(usage, helpWidth-col, strings.Repeat(" ", col)))
		}
	}
	return b.String()
}

// flagSpec is the flag a section's entry names (see commands.HelpSection.Flags) as one types it: `--max-nodes N`,
// `--count`.
func flagSpec(fs *flag.FlagSet, entry string) string {
	name, arg, ok := strings.Cut(entry, " ")
	f := fs.Lookup(name)
	if f == nil {
		panic(fmt.Sprintf("kibitz solve: the help of %s names the flag %q, which it does not define", fs.Name(), name))
	}
	if !ok {
		arg, _ = flag.UnquoteUsage(f)
	}
	if arg == "" {
		return "--" + f.Name
	}
	return "--" + f.Name + " " + arg
}

// flagDefault is f's default as the help shows it, digits grouped; "" for none worth saying (false, an
// empty string).
func flagDefault(f *flag.Flag) string {
	switch f.DefValue {
	case "", "false":
		return ""
	}
	if n, err := strconv.ParseInt(f.DefValue, 10, 64); err == nil {
		return i18n.Group(n)
	}
	return f.DefValue
}

// wrap breaks text into lines of at most width characters (a longer word stays whole), the lines after
// the first starting with indent.
func wrap(text string, width int, indent string) string {
	var b strings.Builder
	n := 0
	for i, w := range strings.Fields(text) {
		switch {
		case i == 0:
		case n+1+utf8.RuneCountInString(w) > width:
			b.WriteString("\n" + indent)
			n = 0
		default:
			b.WriteByte(' ')
			n++
		}
		b.WriteString(w)
		n += utf8.RuneCountInString(w)
	}
	return b.String()
}
