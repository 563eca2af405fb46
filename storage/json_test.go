package storage

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"testing"
	"time"
)

// gameV1 is a stored game in its first layout: Moves counts the moves.
type gameV1 struct {
	ID    string
	Moves int
}

func (gameV1) SchemaVersion() int { return 1 }

// gameV2 is the same game after a change of layout: Moves became the list of cells played, so a version 1
// value would not decode as it (a number where a list is). MigrateFrom reads versions 0 and 1, and records
// each call.
type gameV2 struct {
	ID       string
	Moves    []int
	migrated []int // the versions MigrateFrom was called with; not stored
}

func (gameV2) SchemaVersion() int { return 2 }

func (g *gameV2) MigrateFrom(version int, raw json.RawMessage) error {
	g.migrated = append(g.migrated, version)
	var old gameV1
	if err := json.Unmarshal(raw, &old); err != nil {
		return err
	}
	if old.Moves < 0 {
		return fmt.Errorf("a negative move count %d", old.Moves)
	}
	g.ID, g.Moves = old.ID, make([]int, old.Moves) // the cells were never stored: unknown, 0
	return nil
}

// gameV2Bare is version 2 of a game without a migration.
type gameV2Bare struct {
	ID    string
	Moves []int
}

func (gameV2Bare) SchemaVersion() int { return 2 }

// gameChecked is a game whose Validate refuses a negative move count.
type gameChecked struct {
	ID    string
	Moves int
}

func (gameChecked) SchemaVersion() int { return 1 }

func (g *gameChecked) Validate() error {
	if g.Moves < 0 {
		return fmt.Errorf("a negative move count %d", g.Moves)
	}
	return nil
}

// gameNaN holds a number JSON cannot encode.
type gameNaN struct{ Score float64 }

func (gameNaN) SchemaVersion() int { return 1 }

// gameV0 claims a version below 1, which the helpers refuse to write.
type gameV0 struct{ ID string }

func (gameV0) SchemaVersion() int { return 0 }

// TestJSONEnvelope checks what the helpers write, [version, value], and that it reads back.
func TestJSONEnvelope(t *testing.T) {
	ctx := context.Background()
	s := &oneKey{}
	if err := PutJSON(ctx, s, "g", time.Hour, &gameV1{ID: "a", Moves: 2}); err != nil {
		t.Fatal(err)
	}
	if want := `[1,{"ID":"a","Moves":2}]`; string(s.value) != want {
		t.Errorf("PutJSON stored %s, want %s", s.value, want)
	}
	var got gameV1
	if err := GetJSON(ctx, s, "g", &got); err != nil || got != (gameV1{ID: "a", Moves: 2}) {
		t.Errorf("GetJSON = %+v, %v; want {a 2}", got, err)
	}
	next, err := UpdateJSON(ctx, s, "g", time.Hour, func(g *gameV1) (*gameV1, error) {
		g.Moves++
		return g, nil
	})
	if err != nil || *next != (gameV1{ID: "a", Moves: 3}) {
		t.Errorf("UpdateJSON = %+v, %v; want {a 3}", next, err)
	}
	if want := `[1,{"ID":"a","Moves":3}]`; string(s.value) != want {
		t.Errorf("UpdateJSON stored %s, want %s", s.value, want)
	}
	if err := PutJSON(ctx, s, "g", time.Hour, &gameV2{ID: "b", Moves: []int{4}}); err != nil {
		t.Fatal(err)
	}
	if want := `[2,{"ID":"b","Moves":[4]}]`; string(s.value) != want {
		t.Errorf("PutJSON of a version 2 type stored %s, want %s", s.value, want)
	}
}

// TestJSONLegacy checks that a value stored before versions existed, without an envelope, reads as
// version 0: as it is while the type is in version 1, and is stored in an envelope at its next update.
func TestJSONLegacy(t *testing.T) {
	ctx := context.Background()
	s := &oneKey{value: []byte(`{"ID":"old","Moves":5}`)}
	var got gameV1
	if err := GetJSON(ctx, s, "g", &got); err != nil || got != (gameV1{ID: "old", Moves: 5}) {
		t.Fatalf("GetJSON(legacy) = %+v, %v; want {old 5}", got, err)
	}
	var seen *gameV1
	if _, err := UpdateJSON(ctx, s, "g", time.Hour, func(g *gameV1) (*gameV1, error) {
		seen = g
		return &gameV1{ID: g.ID, Moves: g.Moves + 1}, nil
	}); err != nil {
		t.Fatal(err)
	}
	if seen == nil || *seen != (gameV1{ID: "old", Moves: 5}) {
		t.Errorf("UpdateJSON(legacy) passed %+v, want {old 5}", seen)
	}
	if want := `[1,{"ID":"old","Moves":6}]`; string(s.value) != want {
		t.Errorf("after UpdateJSON a legacy value is stored as %s, want %s", s.value, want)
	}
}

// TestJSONMigration checks that values in older versions, a legacy one included, go through the type's
// MigrateFrom with their version and body, and are written back in the current version.
func TestJSONMigration(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		stored  string
		version int
	}{
		{`[1,{"ID":"a","Moves":2}]`, 1},
		{`{"ID":"a","Moves":2}`, 0},
	} {
		s := &oneKey{value: []byte(tc.stored)}
		var got gameV2
		if err := GetJSON(ctx, s, "g", &got); err != nil || got.ID != "a" || len(got.Moves) != 2 || fmt.Sprint(got.migrated) != fmt.Sprint([]int{tc.version}) {
			t.Errorf("GetJSON(%s) as version 2 = %+v, %v; want {a [0 0]} migrated from version %d", tc.stored, got, err, tc.version)
		}
		next, err := UpdateJSON(ctx, s, "g", time.Hour, func(g *gameV2) (*gameV2, error) {
			g.Moves = append(g.Moves, 4)
			return g, nil
		})
		if err != nil || len(next.Moves) != 3 {
			t.Errorf("UpdateJSON(%s) as version 2 = %+v, %v", tc.stored, next, err)
		}
		if want := `[2,{"ID":"a","Moves":[0,0,4]}]`; string(s.value) != want {
			t.Errorf("UpdateJSON(%s) as version 2 stored %s, want %s", tc.stored, s.value, want)
		}
		// The current version decodes as it is, without MigrateFrom.
		var again gameV2
		if err := GetJSON(ctx, s, "g", &again); err != nil || len(again.Moves) != 3 || again.migrated != nil {
			t.Errorf("GetJSON(current version) = %+v, %v; want 3 moves, no migration", again, err)
		}
	}
}

// TestJSONUnreadable checks every way a value can fail to be read: an UnreadableError with the key, from
// GetJSON (leaving v alone) and from UpdateJSON, which calls fn not at all and writes nothing.
func TestJSONUnreadable(t *testing.T) {
	for _, tc := range []struct {
		name   string
		stored string
		read   func(ctx context.Context, s Store) (getErr, updateErr error, called bool)
	}{
		{"newer version", `[2,{"ID":"a","Moves":[1]}]`, readAs[gameV1]},
		{"older version, no migration", `[1,{"ID":"a","Moves":1}]`, readAs[gameV2Bare]},
		{"legacy, no migration", `{"ID":"a","Moves":1}`, readAs[gameV2Bare]},
		{"migration fails", `[1,{"ID":"a","Moves":-1}]`, readAs[gameV2]},
		{"not JSON", `not json`, readAs[gameV1]},
		{"cut short", `[1,{"ID":"a","Mo`, readAs[gameV1]},
		{"legacy, cut short", `{"ID":"a","Mo`, readAs[gameV1]},
		{"empty", ``, readAs[gameV1]},
		{"wrong type", `[1,{"ID":7,"Moves":"many"}]`, readAs[gameV1]},
		{"legacy, wrong type", `{"ID":["a"]}`, readAs[gameV1]},
		{"not an object", `[1,"a"]`, readAs[gameV1]},
		{"null", `null`, readAs[gameV1]},
		{"null in an envelope", `[1,null]`, readAs[gameV1]},
		{"envelope without a value", `[1]`, readAs[gameV1]},
		{"envelope with more", `[1,{"ID":"a"},{}]`, readAs[gameV1]},
		{"version 0 in an envelope", `[0,{"ID":"a"}]`, readAs[gameV1]},
		{"version not a number", `["1",{"ID":"a"}]`, readAs[gameV1]},
		{"version not whole", `[1.5,{"ID":"a"}]`, readAs[gameV1]},
		{"Validate fails", `[1,{"ID":"a","Moves":-1}]`, readAs[gameChecked]},
		{"legacy, Validate fails", `{"ID":"a","Moves":-1}`, readAs[gameChecked]},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &oneKey{value: []byte(tc.stored), ttl: time.Minute}
			getErr, updateErr, called := tc.read(context.Background(), s)
			for what, err := range map[string]error{"GetJSON": getErr, "UpdateJSON": updateErr} {
				var ue *UnreadableError
				if !errors.Is(err, ErrUnreadable) || !errors.As(err, &ue) || ue.Key != "game:1" || ue.Err == nil {
					t.Errorf("%s = %v, want an UnreadableError for game:1 with its cause", what, err)
				}
			}
			if called {
				t.Error("UpdateJSON called fn for a value it could not read")
			}
			if string(s.value) != tc.stored || s.ttl != time.Minute {
				t.Errorf("after UpdateJSON the value is %q with ttl %v, want %q and 1m untouched", s.value, s.ttl, tc.stored)
			}
		})
	}
}

// readAs reads game:1 as a T with GetJSON and with UpdateJSON, and reports their errors and whether
// UpdateJSON called its function. GetJSON must leave its destination alone on error.
func readAs[T Versioned](ctx context.Context, s Store) (getErr, updateErr error, called bool) {
	v, before := new(T), new(T)
	getErr = GetJSON(ctx, s, "game:1", v)
	if getErr != nil && fmt.Sprint(*v) != fmt.Sprint(*before) {
		getErr = fmt.Errorf("GetJSON failed (%w) but changed its destination to %+v", getErr, *v)
	}
	_, updateErr = UpdateJSON(ctx, s, "game:1", time.Hour, func(*T) (*T, error) {
		called = true
		return new(T), nil
	})
	return getErr, updateErr, called
}

// TestJSONValidate checks that a value its type's Validate accepts reads as usual.
func TestJSONValidate(t *testing.T) {
	s := &oneKey{value: []byte(`[1,{"ID":"a","Moves":2}]`)}
	var g gameChecked
	if err := GetJSON(context.Background(), s, "g", &g); err != nil || g != (gameChecked{ID: "a", Moves: 2}) {
		t.Errorf("GetJSON = %+v, %v; want {a 2}", g, err)
	}
}

// TestJSONVersionBelowOne checks that a type claiming a version below 1 is not written (0 is what a value
// without a version reads as), nor a nil value, which would read back as unreadable.
func TestJSONVersionBelowOne(t *testing.T) {
	s := &oneKey{}
	if err := PutJSON(context.Background(), s, "g", 0, &gameV0{ID: "a"}); err == nil || s.value != nil {
		t.Errorf("PutJSON(version 0) = %v, stored %q; want an error and nothing stored", err, s.value)
	}
	if _, err := UpdateJSON(context.Background(), s, "g", 0, func(*gameV0) (*gameV0, error) { return &gameV0{}, nil }); err == nil || s.value != nil {
		t.Errorf("UpdateJSON(version 0) = %v, stored %q; want an error and nothing stored", err, s.value)
	}
	if err := PutJSON(context.Background(), s, "g", 0, (*gameV1)(nil)); err == nil || s.value != nil {
		t.Errorf("PutJSON(nil) = %v, stored %q; want an error and nothing stored", err, s.value)
	}
}
