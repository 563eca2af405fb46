package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"kibitz/commands"
	"kibitz/storage/bolt"
)

// TestForget: kibitz forget USER_ID deletes the user's figures and takes them off the boards, says so,
// and says what it cannot find; an id that is not one is a usage error.
func TestForget(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "kibitz.db")
	s, err := bolt.Open(path, bolt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	env := commands.Env{Store: s}.WithDefaults()
	for _, u := range []string{"101", "102"} {
		r := commands.Result{Game: "nim", Ranked: true, GuildID: "g1", UserID: u, Outcome: commands.Win, ID: "nim:" + u}
		if err := env.Record(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()
	setenv(t, "REDIS_URL", "")
	code, out, errOut := runKibitz(t, ctx, "", "forget", "--data", path, "101")
	if code != 0 || strings.Contains(errOut, "level=ERROR") || !strings.HasPrefix(out, "101: deleted 1 stored records, took them off 2 boards; places looked through: 1.") ||
		!strings.Contains(out, "before this release") {
		t.Errorf("kibitz forget = %d, %q, %q", code, out, errOut)
	}
	if s, err = bolt.Open(path, bolt.Options{}); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	env.Store = s
	if st, err := env.Stats(ctx, "101"); err != nil || !st.Empty() {
		t.Errorf("101's figures after kibitz forget: %+v, %v", st, err)
	}
	if st, err := env.Stats(ctx, "102"); err != nil || st.Empty() {
		t.Errorf("102's figures went too: %+v, %v", st, err)
	}
	if top, err := env.Leaderboard(ctx, "nim", "g1", commands.AllTime, 10); err != nil || len(top) != 1 || top[0].Member != "102" {
		t.Errorf("the board after kibitz forget: %+v, %v", top, err)
	}
	code, _, errOut = runKibitz(t, ctx, "", "forget", "--data", path, "alice")
	if code != 2 || !strings.Contains(errOut, "give one Discord user id") {
		t.Errorf("kibitz forget alice = %d, %q; want a usage error", code, errOut)
	}
}
