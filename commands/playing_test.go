package commands

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"kibitz/i18n"
	"kibitz/router"
	"kibitz/storage/memory"
)

func TestPlaying(t *testing.T) {
	now := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	env := Env{Store: memory.New(), Now: func() time.Time { return now }}.WithDefaults()
	ctx := context.Background()
	env.SetPlaying(ctx, "nim", "ann", "later", now.Add(2*time.Hour))
	env.SetPlaying(ctx, "nim", "ann", "sooner", now.Add(time.Hour))
	env.SetPlaying(ctx, "nim", "ann", "expired", now.Add(-time.Second))
	env.SetPlaying(ctx, "nim", "ann", "ended", now.Add(time.Hour))
	env.SetPlaying(ctx, "nim", "ann", "ended", time.Time{})
	env.SetPlaying(ctx, "nim", "bob", "bobs", now.Add(time.Hour))
	env.SetPlaying(ctx, "sudoku", "ann", "other kind", now.Add(time.Hour))

	if got, want := env.Playing(ctx, "nim", "ann"), []string{"sooner", "later"}; !slices.Equal(got, want) {
		t.Errorf("ann's Nim games: %v, want %v (soonest first; no expired or ended game, no other player's or kind's)", got, want)
	}
	if got := env.Playing(ctx, "tictactoe", "ann"); len(got) != 0 {
		t.Errorf("a kind ann plays no game of: %v, want none", got)
	}
	now = now.Add(90 * time.Minute)
	if got, want := env.Playing(ctx, "nim", "ann"), []string{"later"}; !slices.Equal(got, want) {
		t.Errorf("ann's Nim games 90 minutes on: %v, want %v", got, want)
	}
}

func TestPlayingRanked(t *testing.T) {
	err := PlayingRanked(i18n.Text{En: "Nim", Ko: "님"})
	var ue *router.UserError
	if !errors.As(err, &ue) || ue.Code != router.Forbidden {
		t.Fatalf("PlayingRanked: %#v, want a router.UserError with code forbidden", err)
	}
	if !strings.Contains(ue.Message.En, "ranked Nim game") || !strings.Contains(ue.Message.Ko, "님 게임") || ue.Hint.En == "" {
		t.Errorf("PlayingRanked says %q / %q (hint %q): want the game named in both languages, and a hint", ue.Message.En, ue.Message.Ko, ue.Hint.En)
	}
}
