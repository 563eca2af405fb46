package main

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"strings"

	"kibitz/render"
)

// version is set at build time: go build -ldflags "-X main.version=v1.2.3". Left at "dev", the module
// version the build recorded is shown when there is one.
var version = "dev"

// versionText is `kibitz version`: the version, the commit and its time when the build recorded them, and
// the Go release.
func versionText() string {
	var b strings.Builder
	info, ok := debug.ReadBuildInfo()
	v := version
	if v == "dev" && ok && info.Main.Version != "" && info.Main.Version != "(devel)" {
		v = info.Main.Version // go install kibitz@v1.2.3 records the module's version
	}
	fmt.Fprintf(&b, "kibitz %s", v)
	if ok {
		settings := map[string]string{}
		for _, s := range info.Settings {
			settings[s.Key] = s.Value
		}
		if rev := settings["vcs.revision"]; rev != "" {
			if len(rev) > 12 {
				rev = rev[:12]
			}
			if settings["vcs.modified"] == "true" {
				rev += "+changes"
			}
			fmt.Fprintf(&b, " (commit %s", rev)
			if t := settings["vcs.time"]; t != "" {
				fmt.Fprintf(&b, ", %s", t)
			}
			b.WriteString(")")
		}
	}
	fmt.Fprintf(&b, "\n%s %s/%s", runtime.Version(), runtime.GOOS, runtime.GOARCH)
	b.WriteString("\nFonts: DejaVu Sans, under the Bitstream Vera licence (kibitz version --licenses prints it)")
	return b.String()
}

// runVersion is `kibitz version [--licenses]`.
func runVersion(args []string, stdout io.Writer) error {
	fs := newFlagSet("kibitz version")
	licenses := fs.Bool("licenses", false, "print the licence notices of what the binary embeds (the fonts)")
	if err := parseSolveFlags(fs, args, "usage: kibitz version [--licenses]"); err != nil {
		return err
	}
	if *licenses {
		_, err := fmt.Fprintf(stdout, "kibitz embeds the DejaVu Sans fonts, whose licence follows.\n\n%s", render.FontLicense)
		return err
	}
	_, err := fmt.Fprintln(stdout, versionText())
	return err
}
