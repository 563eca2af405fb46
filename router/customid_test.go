package router

import (
	"strings"
	"testing"
)

func TestPatternMatch(t *testing.T) {
	for _, tc := range []struct {
		pattern, id string
		ok          bool
		params      map[string]string
	}{
		{"ttt1/{game}/{cell}", "ttt1/abc/5", true, map[string]string{"game": "abc", "cell": "5"}},
		{"ttt1/{game}/{cell}", "ttt1/abc", false, nil},
		{"ttt1/{game}/{cell}", "ttt1/abc/5/6", false, nil},
		{"ttt1/{game}/{cell}", "ttt2/abc/5", false, nil},
		{"ttt1/{game}/rematch", "ttt1/abc/rematch", true, map[string]string{"game": "abc"}},
		{"ttt1/{game}/{cell}", "ttt1//5", false, nil},
		{"ttt1/{game}/{cell}", "ttt1/abc/", false, nil},
		{"help", "help", true, nil},
	} {
		p, err := parsePattern(tc.pattern)
		if err != nil {
			t.Fatal(err)
		}
		params, ok := p.match(strings.Split(tc.id, "/"))
		if ok != tc.ok || len(params) != len(tc.params) {
			t.Errorf("match(%q, %q) = %v, %v; want %v, %v", tc.pattern, tc.id, params, ok, tc.params, tc.ok)
			continue
		}
		for k, v := range tc.params {
			if params[k] != v {
				t.Errorf("match(%q, %q)[%s] = %q, want %q", tc.pattern, tc.id, k, params[k], v)
			}
		}
	}
}

func TestBadPatterns(t *testing.T) {
	for _, p := range []string{"", "{x}/a", "a//b", "a/{}", "a/{x}/{x}", "a/b{c", "a/{x"} {
		if _, err := parsePattern(p); err == nil {
			t.Errorf("parsePattern(%q) succeeded, want an error", p)
		}
	}
}

func TestID(t *testing.T) {
	if got := ID("ttt1/{game}/{cell}", "abc", "5"); got != "ttt1/abc/5" {
		t.Errorf("ID = %q", got)
	}
	for name, f := range map[string]func(){
		"too few values":  func() { ID("a/{x}/{y}", "1") },
		"too many values": func() { ID("a/{x}", "1", "2") },
		"empty value":     func() { ID("a/{x}", "") },
		"slash in value":  func() { ID("a/{x}", "1/2") },
		"too long":        func() { ID("a/{x}", strings.Repeat("z", 100)) },
	} {
		t.Run(name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Errorf("ID did not panic")
				}
			}()
			f()
		})
	}
}

// FuzzCustomID: any custom_id from the wire is matched without a panic, and IDs built from a pattern come
// back with the same values.
func FuzzCustomID(f *testing.F) {
	m := NewMux()
	h := func(string) Handler { return nil }
	m.Component("ttt1/{game}/{cell}", h("cell"))
	m.Component("ttt1/{game}/rematch", h("rematch"))
	m.Component("nim1/{game}/take/{heap}/{n}", h("take"))
	for _, s := range []string{"ttt1/abc/5", "ttt1/abc/rematch", "", "/", "//", "ttt1//5", "nim1/x/take/1/2", strings.Repeat("a/", 60)} {
		f.Add(s, "v1", "v2")
	}
	f.Fuzz(func(t *testing.T, id, a, b string) {
		m.matchComponent(id) // must not panic
		if a == "" || b == "" || strings.Contains(a, "/") || strings.Contains(b, "/") || len(a)+len(b) > 90 {
			return
		}
		built := ID("ttt1/{game}/{cell}", a, b)
		_, params, ok := m.matchComponent(built)
		if !ok || params["game"] != a || (params["cell"] != b && b != "rematch") {
			t.Fatalf("ID(%q, %q) = %q matched %v, %v", a, b, built, params, ok)
		}
	})
}
