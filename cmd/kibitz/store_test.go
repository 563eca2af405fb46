package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"kibitz/storage/bolt"
)

func TestDefaultDataFile(t *testing.T) {
	for _, tc := range []struct {
		name string
		goos string
		env  map[string]string
		want string // "" for an error
	}{
		{"XDG_DATA_HOME", "linux", map[string]string{"XDG_DATA_HOME": "/data", "HOME": "/home/ann"}, "/data/kibitz/kibitz.db"},
		{"home", "linux", map[string]string{"HOME": "/home/ann"}, "/home/ann/.local/share/kibitz/kibitz.db"},
		{"relative XDG_DATA_HOME is ignored", "linux", map[string]string{"XDG_DATA_HOME": "data", "HOME": "/home/ann"}, "/home/ann/.local/share/kibitz/kibitz.db"},
		{"macOS", "darwin", map[string]string{"HOME": "/Users/ann"}, "/Users/ann/Library/Application Support/kibitz/kibitz.db"},
		{"macOS with XDG_DATA_HOME", "darwin", map[string]string{"XDG_DATA_HOME": "/data", "HOME": "/Users/ann"}, "/data/kibitz/kibitz.db"},
		{"Windows", "windows", map[string]string{"LocalAppData": "/c/Users/ann/AppData/Local"}, "/c/Users/ann/AppData/Local/kibitz/kibitz.db"},
		{"nowhere", "linux", map[string]string{}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := defaultDataFile(func(name string) string { return tc.env[name] }, tc.goos)
			if tc.want == "" {
				if err == nil || !strings.Contains(err.Error(), "set KIBITZ_DATA") {
					t.Errorf("defaultDataFile = %q, %v; want an error saying to set KIBITZ_DATA", got, err)
				}
				return
			}
			if err != nil || got != filepath.FromSlash(tc.want) {
				t.Errorf("defaultDataFile = %q, %v; want %q", got, err, tc.want)
			}
		})
	}
}

// TestStoreChoice checks where the console keeps its games: in memory unless KIBITZ_DATA (or -data) names
// a file, which then holds them (the daily Wordle's secret, kept in the store, is looked for there), and
// always in memory for plain kibitz, the newcomer's first run. No case writes a file it was not asked to.
func TestStoreChoice(t *testing.T) {
	for _, tc := range []struct {
		name string
		data string   // KIBITZ_DATA; "FILE" stands for a path in the test's folder
		args []string // "FILE" likewise
		file bool     // whether the games are in the file
	}{
		{"console: memory by default", "", []string{"console"}, false},
		{"console: KIBITZ_DATA", "FILE", []string{"console"}, true},
		{"console: -data", "", []string{"console", "-data", "FILE"}, true},
		{"console: KIBITZ_DATA=memory", "memory", []string{"console"}, false},
		{"console: -data memory overrides KIBITZ_DATA", "FILE", []string{"console", "-data", "memory"}, false},
		{"plain kibitz: memory whatever KIBITZ_DATA says", "FILE", nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "data", "kibitz.db")
			fill := func(s string) string { return strings.ReplaceAll(s, "FILE", file) }
			setenv(t, "KIBITZ_DATA", fill(tc.data), "KIBITZ_LOG_LEVEL", "info")
			var args []string
			for _, a := range tc.args {
				args = append(args, fill(a))
			}
			code, out, errOut := runKibitz(t, context.Background(), "/wordle daily\nquit\n", args...)
			if code != 0 || !strings.Contains(out, "word of the day") {
				t.Fatalf("kibitz %v = %d, stdout %.300q, stderr %q", args, code, out, errOut)
			}
			if _, err := os.Stat(file); (err == nil) != tc.file {
				t.Fatalf("data file %s: %v; want it to exist: %v", file, err, tc.file)
			}
			if entries, _ := os.ReadDir(os.Getenv("XDG_DATA_HOME")); len(entries) > 0 {
				t.Errorf("the console wrote in the user's data directory: %v", entries)
			}
			if !tc.file {
				return
			}
			if !strings.Contains(out, "\nGames are kept in "+file+".\n") {
				t.Errorf("the console's banner does not say the games are kept in %s:\n%.300s", file, out)
			}
			if errOut != "" {
				// KIBITZ_LOG_LEVEL=info is the bot's: the console's log says nothing between its replies.
				t.Errorf("the console logged with KIBITZ_LOG_LEVEL=info:\n%s", errOut)
			}
			s, err := bolt.Open(file, bolt.Options{}) // the console has closed it
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			if _, err := s.Get(context.Background(), "wdl:secret"); err != nil {
				t.Errorf("the daily Wordle's secret is not in the data file: %v", err)
			}
		})
	}
}

// TestDataFileInUse: a second kibitz on a data file that another holds stops at once, exit status 1,
// naming the file and the setting.
func TestDataFileInUse(t *testing.T) {
	file := filepath.Join(t.TempDir(), "kibitz.db")
	s, err := bolt.Open(file, bolt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	setenv(t, "KIBITZ_DATA", file)
	code, _, errOut := runKibitz(t, context.Background(), "quit\n", "console")
	if want := "kibitz console: KIBITZ_DATA: bolt: " + file + " is locked by another process"; code != 1 || !strings.HasPrefix(errOut, want) {
		t.Errorf("kibitz console on a data file in use = %d, stderr %q; want 1 and %q", code, errOut, want)
	}
}
