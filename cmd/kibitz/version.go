package main

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"strings"

	"golang.org/x/mod/module"

	"kibitz/bot"
	"kibitz/render"
)

// version and revision are set at build time when the build cannot record them itself:
//
//	go build -ldflags "-X main.version=v1.2.3 -X main.revision=$(git rev-parse HEAD)" ./cmd/kibitz
//
// (the Dockerfile does so, since the image builds without the repository's history). Left empty, the
// module version and the VCS information the Go toolchain recorded are shown: go build stamps the
// revision, its time and whether the tree had changes when it builds inside a git checkout with
// -buildvcs=true, or with the default "auto" unless GOFLAGS says -buildvcs=false.
var (
	version  = ""
	revision = ""
)

// buildInfo is what `kibitz version` says about the binary.
type buildInfo struct {
	Version   string // -X main.version, else the module's version when it is a release (no pseudo-version), else "dev"
	Module    string // the main module's path and version as recorded ("kibitz (devel)")
	Revision  string // the commit, "" when unknown
	Time      string // the commit's time, RFC 3339
	Modified  string // "true" when the tree had uncommitted changes, "false", or "" when unknown
	GoVersion string // the Go release that built it
	Platform  string // GOOS/GOARCH
}

// readBuildInfo reads info as runtime/debug.ReadBuildInfo returns it (nil when the binary has none), with
// the values set by -ldflags taking precedence.
func readBuildInfo(info *debug.BuildInfo, ldVersion, ldRevision string) buildInfo {
	b := buildInfo{Version: ldVersion, Revision: ldRevision, GoVersion: runtime.Version(),
		Platform: runtime.GOOS + "/" + runtime.GOARCH}
	if info != nil {
		if info.GoVersion != "" {
			b.GoVersion = info.GoVersion
		}
		b.Module = strings.TrimSpace(info.Main.Path + " " + info.Main.Version)
		if v := info.Main.Version; b.Version == "" && v != "" && v != "(devel)" && !module.IsPseudoVersion(v) {
			// go install kibitz@v1.2.3 records the module's version, and so does go build in a clone whose
			// commit is tagged. An untagged commit gets a pseudo-version (v0.0.0-20261120100000-0123456789ab),
			// which names a commit, not a release: the build is dev, its commit on the revision line.
			b.Version = v
		}
		settings := map[string]string{}
		for _, s := range info.Settings {
			settings[s.Key] = s.Value
		}
		if b.Revision == "" {
			b.Revision, b.Time, b.Modified = settings["vcs.revision"], settings["vcs.time"], settings["vcs.modified"]
		}
		if goos, goarch := settings["GOOS"], settings["GOARCH"]; goos != "" && goarch != "" {
			b.Platform = goos + "/" + goarch
		}
	}
	if b.Version == "" {
		b.Version = "dev"
	}
	return b
}

// String is `kibitz version`'s text: the version on the first line, then one fact a line.
func (b buildInfo) String() string {
	var s strings.Builder
	fmt.Fprintf(&s, "kibitz %s\n", b.Version)
	if b.Module != "" {
		fmt.Fprintf(&s, "module:   %s\n", b.Module)
	}
	if b.Revision == "" {
		s.WriteString("revision: unknown (build with go build -buildvcs=true in a git checkout, or -ldflags \"-X main.revision=...\")\n")
	} else {
		fmt.Fprintf(&s, "revision: %s\n", b.Revision)
	}
	if b.Time != "" {
		fmt.Fprintf(&s, "time:     %s\n", b.Time)
	}
	if b.Modified != "" {
		fmt.Fprintf(&s, "modified: %s\n", b.Modified)
	}
	fmt.Fprintf(&s, "go:       %s %s\n", b.GoVersion, b.Platform)
	s.WriteString("Fonts: DejaVu Sans, under the Bitstream Vera licence (kibitz version --licenses prints it)")
	return s.String()
}

// thisBuild is what `kibitz version` says about this binary.
func thisBuild() buildInfo {
	info, _ := debug.ReadBuildInfo()
	return readBuildInfo(info, version, revision)
}

// versionText is `kibitz version` for this binary.
func versionText() string { return thisBuild().String() }

// release is the build as the start-up log line and kibitz_build_info show it: the revision "unknown"
// when the build did not record one.
func (b buildInfo) release() bot.Build {
	r := bot.Build{Version: b.Version, Revision: b.Revision, GoVersion: b.GoVersion}
	if r.Revision == "" {
		r.Revision = "unknown"
	}
	return r
}

// runVersion is `kibitz version [--licenses]`.
func runVersion(args []string, stdout io.Writer) error {
	fs := newFlagSet("kibitz version")
	licenses := fs.Bool("licenses", false, "print the licence notices of what the binary embeds (the fonts)")
	const usage = "usage: kibitz version [--licenses]"
	if err := parseArgs(fs, args, usage); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return &usageError{msg: fmt.Sprintf("unexpected argument %q", fs.Arg(0)), usage: helpFor(fs, usage)}
	}
	var err error
	if *licenses {
		_, err = fmt.Fprintf(stdout, "kibitz embeds the DejaVu Sans fonts, whose licence follows.\n\n%s", render.FontLicense())
	} else {
		_, err = fmt.Fprintln(stdout, versionText())
	}
	if err != nil {
		return fmt.Errorf("writing the version: %w", err) // worded as help's failure is
	}
	return nil
}
