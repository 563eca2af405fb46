package main

import (
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
)

// TestReadBuildInfo: `kibitz version` from what the toolchain recorded (a fake debug.BuildInfo), with
// what -ldflags set taking precedence.
func TestReadBuildInfo(t *testing.T) {
	vcs := func(kv ...string) []debug.BuildSetting {
		s := []debug.BuildSetting{{Key: "GOOS", Value: "linux"}, {Key: "GOARCH", Value: "arm64"}}
		for i := 0; i < len(kv); i += 2 {
			s = append(s, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return s
	}
	const rev = "0123456789abcdef0123456789abcdef01234567"
	devel := debug.Module{Path: "kibitz", Version: "(devel)"}
	for _, tc := range []struct {
		name                  string
		info                  *debug.BuildInfo
		ldVersion, ldRevision string
		want                  string
	}{
		{"a checkout built with -buildvcs=true, with changes",
			&debug.BuildInfo{GoVersion: "go1.26.8", Main: devel,
				Settings: vcs("vcs", "git", "vcs.revision", rev, "vcs.time", "2026-11-20T10:00:00Z", "vcs.modified", "true")},
			"", "",
			"kibitz dev\nmodule:   kibitz (devel)\nrevision: " + rev + "\ntime:     2026-11-20T10:00:00Z\nmodified: true\n" +
				"go:       go1.26.8 linux/arm64\n"},
		{"go install kibitz@v1.2.3",
			&debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "kibitz", Version: "v1.2.3"}, Settings: vcs()},
			"", "",
			"kibitz v1.2.3\nmodule:   kibitz v1.2.3\nrevision: unknown (build with go build -buildvcs=true in a git checkout, " +
				"or -ldflags \"-X main.revision=...\")\ngo:       go1.26.8 linux/arm64\n"},
		// Go stamps a clone's build with a pseudo-version (no tag on its commit), which is no release.
		{"a clone built with -buildvcs=true, its commit untagged",
			&debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "kibitz", Version: "v0.0.0-20261120100000-0123456789ab"},
				Settings: vcs("vcs", "git", "vcs.revision", rev, "vcs.time", "2026-11-20T10:00:00Z", "vcs.modified", "false")},
			"", "",
			"kibitz dev\nmodule:   kibitz v0.0.0-20261120100000-0123456789ab\nrevision: " + rev + "\ntime:     2026-11-20T10:00:00Z\nmodified: false\n" +
				"go:       go1.26.8 linux/arm64\n"},
		{"a pseudo-version after a release, with changes",
			&debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "kibitz", Version: "v1.2.4-0.20261120100000-0123456789ab+dirty"},
				Settings: vcs("vcs", "git", "vcs.revision", rev, "vcs.time", "2026-11-20T10:00:00Z", "vcs.modified", "true")},
			"", "",
			"kibitz dev\nmodule:   kibitz v1.2.4-0.20261120100000-0123456789ab+dirty\nrevision: " + rev + "\ntime:     2026-11-20T10:00:00Z\nmodified: true\n" +
				"go:       go1.26.8 linux/arm64\n"},
		{"a pre-release is a release",
			&debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "kibitz", Version: "v1.3.0-rc.1"}, Settings: vcs()},
			"", "",
			"kibitz v1.3.0-rc.1\nmodule:   kibitz v1.3.0-rc.1\nrevision: unknown (build with go build -buildvcs=true in a git checkout, " +
				"or -ldflags \"-X main.revision=...\")\ngo:       go1.26.8 linux/arm64\n"},
		{"the image: -ldflags, no VCS information",
			&debug.BuildInfo{GoVersion: "go1.26.8", Main: devel, Settings: vcs()},
			"v1.3.0", rev,
			"kibitz v1.3.0\nmodule:   kibitz (devel)\nrevision: " + rev + "\ngo:       go1.26.8 linux/arm64\n"},
		{"-ldflags win over the recorded revision",
			&debug.BuildInfo{GoVersion: "go1.26.8", Main: devel,
				Settings: vcs("vcs.revision", "ffff", "vcs.time", "2026-01-01T00:00:00Z", "vcs.modified", "false")},
			"", rev,
			"kibitz dev\nmodule:   kibitz (devel)\nrevision: " + rev + "\ngo:       go1.26.8 linux/arm64\n"},
		{"no build information at all", nil, "", "",
			"kibitz dev\nrevision: unknown (build with go build -buildvcs=true in a git checkout, or -ldflags \"-X main.revision=...\")\n" +
				"go:       " + runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH + "\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := readBuildInfo(tc.info, tc.ldVersion, tc.ldRevision).String()
			want := tc.want + "Fonts: DejaVu Sans, under the Bitstream Vera licence (kibitz version --licenses prints it)"
			if got != want {
				t.Errorf("kibitz version:\n%s\nwant\n%s", got, want)
			}
		})
	}
}

// TestVersionOfThisBinary: the test binary's own build information reaches `kibitz version`.
func TestVersionOfThisBinary(t *testing.T) {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		t.Skip("the test binary has no build information")
	}
	if got := versionText(); !strings.Contains(got, "go:       "+info.GoVersion) {
		t.Errorf("kibitz version = %q, want the Go release %s", got, info.GoVersion)
	}
}
