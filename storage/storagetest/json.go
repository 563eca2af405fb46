package storagetest

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"kibitz/storage"
)

// The suite's tests of the JSON helpers (storage.GetJSON, UpdateJSON, PutJSON) and of stored versions.

func jsonHelpers(t *testing.T, su suite) {
	ctx := context.Background()
	s := su.newStore(t)
	for range 3 {
		_, err := storage.UpdateJSON(ctx, s, "g", time.Hour, func(g *game) (*game, error) {
			if g == nil {
				g = &game{Board: "........."}
			}
			g.Moves++
			return g, nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	var g game
	if err := storage.GetJSON(ctx, s, "g", &g); err != nil || g.Moves != 3 {
		t.Fatalf("GetJSON = %+v, %v; want 3 moves", g, err)
	}
	kept, err := storage.UpdateJSON(ctx, s, "g", time.Hour, func(g *game) (*game, error) { return nil, storage.ErrKeep })
	if err != nil || kept == nil || kept.Moves != 3 {
		t.Fatalf("UpdateJSON(ErrKeep) = %+v, %v", kept, err)
	}
	if err := storage.GetJSON(ctx, s, "missing", &g); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("GetJSON(missing) error = %v", err)
	}
	if err := storage.PutJSON(ctx, s, "g", time.Hour, &game{Board: "X........"}); err != nil {
		t.Fatalf("PutJSON(existing) = %v", err)
	}
	if err := storage.GetJSON(ctx, s, "g", &g); err != nil || g != (game{Board: "X........"}) {
		t.Fatalf("GetJSON after PutJSON = %+v, %v; want the value put, moves reset", g, err)
	}
	if err := storage.PutJSON(ctx, s, "new", time.Hour, &game{Moves: 1}); err != nil {
		t.Fatalf("PutJSON(missing) = %v", err)
	}
	if err := storage.GetJSON(ctx, s, "new", &g); err != nil || g != (game{Moves: 1}) {
		t.Fatalf("GetJSON after PutJSON(missing) = %+v, %v", g, err)
	}
}

func jsonVersions(t *testing.T, su suite) {
	ctx := context.Background()
	// The envelope as the backend keeps it, a value stored before versions existed, and values that
	// cannot be read: the helpers' rules, through a real backend's bytes.
	s := su.newStore(t)
	if err := storage.PutJSON(ctx, s, "g", time.Hour, &game{Board: "X........"}); err != nil {
		t.Fatal(err)
	}
	if v, err := s.Get(ctx, "g"); err != nil || string(v) != `[1,{"Board":"X........","Moves":0}]` {
		t.Fatalf("stored %q, %v; want the value in a version 1 envelope", v, err)
	}
	mustSet(t, s, "legacy", `{"Board":"XO.......","Moves":2}`)
	got, err := storage.UpdateJSON(ctx, s, "legacy", time.Hour, func(g *game) (*game, error) {
		if g == nil || *g != (game{Board: "XO.......", Moves: 2}) {
			return nil, fmt.Errorf("a value stored without a version read as %+v", g)
		}
		g.Moves++
		return g, nil
	})
	if err != nil || got.Moves != 3 {
		t.Fatalf("UpdateJSON(legacy) = %+v, %v", got, err)
	}
	if v, _ := s.Get(ctx, "legacy"); string(v) != `[1,{"Board":"XO.......","Moves":3}]` {
		t.Fatalf("after an update a legacy value is stored as %q, want it in a version 1 envelope", v)
	}
	for key, value := range map[string]string{"damaged": `[1,{"Board":"X..`, "newer": `[2,{"Board":"X........"}]`} {
		mustSet(t, s, key, value)
		var g game
		var ue *storage.UnreadableError
		if err := storage.GetJSON(ctx, s, key, &g); !errors.Is(err, storage.ErrUnreadable) || !errors.As(err, &ue) || ue.Key != key {
			t.Errorf("GetJSON(%s) = %v, want an UnreadableError for %s", key, err, key)
		}
		called := false
		_, err := storage.UpdateJSON(ctx, s, key, time.Hour, func(*game) (*game, error) {
			called = true
			return &game{}, nil
		})
		if !errors.Is(err, storage.ErrUnreadable) || called {
			t.Errorf("UpdateJSON(%s) = %v, fn called: %v; want ErrUnreadable without calling fn", key, err, called)
		}
		if v, err := s.Get(ctx, key); err != nil || string(v) != value {
			t.Errorf("after UpdateJSON(%s), value %q, %v; want it untouched", key, v, err)
		}
	}
}

// game is the value of the JSON tests, in schema version 1.
type game struct {
	Board string
	Moves int
}

func (game) SchemaVersion() int { return 1 }
