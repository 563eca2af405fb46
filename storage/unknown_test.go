package storage

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// gameNewer is gameV1 as a later build stores it, in the same version: two fields added, whose zero
// values are right for the values stored before them (Guarded, a note that kibitz moved at random in
// it; Counted, the results already counted), so no new version.
type gameNewer struct {
	ID      string
	Moves   int
	Guarded bool     `json:"guarded,omitempty"`
	Counted []string `json:"counted,omitempty"`
}

func (gameNewer) SchemaVersion() int { return 1 }

// gameEmbedding is gameV1 with its fields from an embedded struct, and one of its own, tagged.
type gameEmbedding struct {
	gameV1
	Turn int `json:"turn"`
}

func (gameEmbedding) SchemaVersion() int { return 1 }

// gameOwnJSON writes and reads its own JSON, whose names its Go fields do not say.
type gameOwnJSON struct{ ID string }

func (gameOwnJSON) SchemaVersion() int { return 1 }

func (g *gameOwnJSON) UnmarshalJSON(b []byte) error {
	var v struct{ Name string }
	err := json.Unmarshal(b, &v)
	g.ID = v.Name
	return err
}

func (g gameOwnJSON) MarshalJSON() ([]byte, error) { return json.Marshal(struct{ Name string }{g.ID}) }

// TestUpdateKeepsUnknownFields: an update by a build whose type lacks fields a newer build stored (a
// replica of the older release during a rolling upgrade, or after going back to it) writes them back as
// they were, so that the newer build reads them again; fields the older type knows are its own to change,
// and a value migrated from an older version keeps nothing.
func TestUpdateKeepsUnknownFields(t *testing.T) {
	ctx := context.Background()
	update := func(t *testing.T, stored string, fn func(*gameV1)) string {
		t.Helper()
		s := &oneKey{value: []byte(stored)}
		if _, err := UpdateJSON(ctx, s, "g", time.Hour, func(g *gameV1) (*gameV1, error) { fn(g); return g, nil }); err != nil {
			t.Fatal(err)
		}
		return string(s.value)
	}
	moved := func(g *gameV1) { g.Moves++ }
	for _, tc := range []struct{ name, stored, want string }{
		{"newer fields", `[1,{"ID":"a","Moves":2,"guarded":true,"counted":["r1","r2"]}]`,
			`[1,{"ID":"a","Moves":3,"counted":["r1","r2"],"guarded":true}]`},
		{"none", `[1,{"ID":"a","Moves":2}]`, `[1,{"ID":"a","Moves":3}]`},
		{"known in another case", `[1,{"id":"a","moves":2}]`, `[1,{"ID":"a","Moves":3}]`},
		{"nested value as it was", `[1,{"ID":"a","Moves":0,"later":{"b":[1, 2],"c":"\u00e9"}}]`,
			`[1,{"ID":"a","Moves":1,"later":{"b":[1, 2],"c":"\u00e9"}}]`},
		{"from before versions", `{"ID":"a","Moves":2,"guarded":true}`, `[1,{"ID":"a","Moves":3}]`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := update(t, tc.stored, moved); got != tc.want {
				t.Errorf("stored %s\nwant   %s", got, tc.want)
			}
		})
	}

	// the newer build reads back what it wrote, and the older one's change
	s := &oneKey{}
	if err := PutJSON(ctx, s, "g", time.Hour, &gameNewer{ID: "a", Moves: 1, Guarded: true, Counted: []string{"r1"}}); err != nil {
		t.Fatal(err)
	}
	if _, err := UpdateJSON(ctx, s, "g", time.Hour, func(g *gameV1) (*gameV1, error) { g.Moves = 5; return g, nil }); err != nil {
		t.Fatal(err)
	}
	var got gameNewer
	if err := GetJSON(ctx, s, "g", &got); err != nil || !got.Guarded || len(got.Counted) != 1 || got.Moves != 5 {
		t.Errorf("the newer build reads %+v, %v; want the older build's move and its own fields", got, err)
	}

	// a field the type knows, cleared by the update, stays cleared: only unknown fields come back
	if err := PutJSON(ctx, s, "g", time.Hour, &gameNewer{ID: "a", Guarded: true}); err != nil {
		t.Fatal(err)
	}
	if _, err := UpdateJSON(ctx, s, "g", time.Hour, func(g *gameNewer) (*gameNewer, error) { g.Guarded = false; return g, nil }); err != nil {
		t.Fatal(err)
	}
	if want := `[1,{"ID":"a","Moves":0}]`; string(s.value) != want {
		t.Errorf("a known field cleared: stored %s, want %s", s.value, want)
	}

	// an embedded struct's fields are the type's; a type with its own JSON keeps nothing
	s.value = []byte(`[1,{"ID":"a","Moves":1,"turn":2,"later":true}]`)
	if _, err := UpdateJSON(ctx, s, "g", time.Hour, func(g *gameEmbedding) (*gameEmbedding, error) { g.Turn++; return g, nil }); err != nil {
		t.Fatal(err)
	}
	if want := `[1,{"ID":"a","Moves":1,"turn":3,"later":true}]`; string(s.value) != want {
		t.Errorf("embedded: stored %s, want %s", s.value, want)
	}
	s.value = []byte(`[1,{"Name":"a","later":true}]`)
	if _, err := UpdateJSON(ctx, s, "g", time.Hour, func(g *gameOwnJSON) (*gameOwnJSON, error) { g.ID = "b"; return g, nil }); err != nil {
		t.Fatal(err)
	}
	if want := `[1,{"Name":"b"}]`; string(s.value) != want {
		t.Errorf("own JSON: stored %s, want %s", s.value, want)
	}
}

// TestMigratedValueKeepsNothing: a value read through a migration (an older version) is rebuilt by
// MigrateFrom, which says what it keeps: its other fields are not carried.
func TestMigratedValueKeepsNothing(t *testing.T) {
	s := &oneKey{value: []byte(`[1,{"ID":"a","Moves":1,"old":true}]`)}
	if _, err := UpdateJSON(context.Background(), s, "g", time.Hour, func(g *gameV2) (*gameV2, error) { return g, nil }); err != nil {
		t.Fatal(err)
	}
	if want := `[2,{"ID":"a","Moves":[0]}]`; string(s.value) != want {
		t.Errorf("stored %s, want %s", s.value, want)
	}
}

// FuzzWithFields: whatever the value and the field kept, the result is a JSON object that holds every
// field of the value, and the kept field when the value has none of its name (any case); a value that is
// not an object is left as it is.
func FuzzWithFields(f *testing.F) {
	f.Add(`{"a":1}`, "b", `true`)
	f.Add(`{}`, "a", `{"x":[1,2]}`)
	f.Add(`{"A":1}`, "a", `2`)
	f.Add(`[1]`, "a", `2`)
	f.Fuzz(func(t *testing.T, body, name, value string) {
		if !json.Valid([]byte(value)) || !utf8.ValidString(name) { // a stored field's name was read as JSON: UTF-8
			return
		}
		out := withFields([]byte(body), map[string]json.RawMessage{name: json.RawMessage(value)})
		var own, got map[string]json.RawMessage
		if json.Unmarshal([]byte(body), &own) != nil || own == nil {
			if string(out) != body {
				t.Fatalf("a body that is no object changed: %q -> %q", body, out)
			}
			return
		}
		if err := json.Unmarshal(out, &got); err != nil {
			t.Fatalf("withFields(%q, %q: %q) = %q, not an object: %v", body, name, value, out, err)
		}
		names := make([]string, 0, len(own))
		for k := range own {
			names = append(names, k)
			if _, ok := got[k]; !ok {
				t.Fatalf("withFields(%q, ...) = %q lost field %q", body, out, k)
			}
		}
		if kept, ok := got[name]; !knownName(names, name) && (!ok || !sameJSON(kept, json.RawMessage(value))) {
			t.Fatalf("withFields(%q, %q: %q) = %q: the kept field is %q", body, name, value, out, kept)
		}
	})
}

// sameJSON reports whether a and b are the same JSON value.
func sameJSON(a, b json.RawMessage) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	ja, _ := json.Marshal(x)
	jb, _ := json.Marshal(y)
	return string(ja) == string(jb)
}

// BenchmarkUpdateJSON is one update of a game of about 2 KB that holds no field unknown to its type: the
// look for unknown fields (unknownFields) is part of every update.
func BenchmarkUpdateJSON(b *testing.B) {
	ctx := context.Background()
	g := &gameNewer{ID: "a", Moves: 1}
	for i := range 100 {
		g.Counted = append(g.Counted, fmt.Sprintf("tictactoe:%010d", i))
	}
	s := &oneKey{}
	if err := PutJSON(ctx, s, "g", time.Hour, g); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := UpdateJSON(ctx, s, "g", time.Hour, func(g *gameNewer) (*gameNewer, error) { g.Moves++; return g, nil }); err != nil {
			b.Fatal(err)
		}
	}
}

// FuzzAllKnown: the scan that spares most updates the parse (allKnown) says yes only for an object whose
// every field the parse finds known, and says no to one of known fields only where a name or a value
// holds an escape.
func FuzzAllKnown(f *testing.F) {
	names := []string{"ID", "Moves", "guarded"}
	f.Add(`{"ID":"a","Moves":2}`)
	f.Add(` {"id":"a\"}{,","moves":[{"x":1},"]"],"guarded":true}`)
	f.Add(`{"ID":{"later":1},"later":2}`)
	f.Add(`{"ID":"a","Moves":2,"guarded":false,"counted":["r1"]}`)
	f.Add(`{}`)
	f.Fuzz(func(t *testing.T, body string) {
		var fields map[string]json.RawMessage
		if json.Unmarshal([]byte(body), &fields) != nil || fields == nil {
			return
		}
		known := true
		for name := range fields {
			known = known && knownName(names, name)
		}
		switch fast := allKnown([]byte(body), names); {
		case fast && !known:
			t.Fatalf("allKnown(%q) = true, but it has unknown fields", body)
		case !fast && known && !strings.Contains(body, `\`):
			t.Fatalf("allKnown(%q) = false, for known fields alone and no escape", body)
		}
	})
}
