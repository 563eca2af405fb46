package router

import (
	"fmt"
	"strings"
)

// Custom IDs.
//
// A component's custom_id is a short path of segments separated by "/", at most 100 characters (Discord's
// limit). Its route is a pattern of the same shape where a segment may be a wildcard "{name}":
//
//	ttt1/{game}/{cell}      matches  ttt1/k3Fq9a/5      with game=k3Fq9a, cell=5
//
// The first segment names the feature and its version ("ttt1"). When the meaning of the segments changes,
// the version goes up, so buttons on old messages no longer match any route and get a polite "this button
// no longer works" instead of being misread. Values are never trusted: a handler checks every one (a cell
// must be 1-9, a game must exist, the presser must be a player), because anyone can send any custom_id.

// MaxCustomID is Discord's limit on the length of a custom_id.
const MaxCustomID = 100

// pattern is a parsed custom_id pattern.
type pattern struct {
	text     string
	segments []string // literal text, or "" for a wildcard
	names    []string // wildcard names, by segment; "" for literals
}

func parsePattern(text string) (pattern, error) {
	p := pattern{text: text}
	if text == "" {
		return p, fmt.Errorf("router: empty custom_id pattern")
	}
	seen := map[string]bool{}
	for i, seg := range strings.Split(text, "/") {
		switch {
		case seg == "":
			return p, fmt.Errorf("router: pattern %q has an empty segment", text)
		case strings.HasPrefix(seg, "{") && strings.HasSuffix(seg, "}"):
			name := seg[1 : len(seg)-1]
			if name == "" || strings.ContainsAny(name, "{}") {
				return p, fmt.Errorf("router: pattern %q has a bad wildcard %q", text, seg)
			}
			if i == 0 {
				return p, fmt.Errorf("router: pattern %q must start with a literal segment (feature and version)", text)
			}
			if seen[name] {
				return p, fmt.Errorf("router: pattern %q repeats the wildcard %q", text, name)
			}
			seen[name] = true
			p.segments = append(p.segments, "")
			p.names = append(p.names, name)
		case strings.ContainsAny(seg, "{}"):
			return p, fmt.Errorf("router: pattern %q has a malformed segment %q", text, seg)
		default:
			p.segments = append(p.segments, seg)
			p.names = append(p.names, "")
		}
	}
	return p, nil
}

// match reports whether id fits the pattern and returns the wildcard values.
func (p pattern) match(segs []string) (map[string]string, bool) {
	if len(segs) != len(p.segments) {
		return nil, false
	}
	var params map[string]string
	for i, lit := range p.segments {
		if lit != "" {
			if segs[i] != lit {
				return nil, false
			}
			continue
		}
		if segs[i] == "" {
			return nil, false // ID never builds an empty value: "ttt1//5" is forged
		}
		if params == nil {
			params = make(map[string]string, len(p.names))
		}
		params[p.names[i]] = segs[i]
	}
	return params, true
}

// covers reports whether every custom_id that q matches is also matched by p.
func (p pattern) covers(q pattern) bool {
	if len(p.segments) != len(q.segments) {
		return false
	}
	for i, lit := range p.segments {
		if lit != "" && lit != q.segments[i] {
			return false
		}
	}
	return true
}

// overlaps reports whether some custom_id matches both p and q.
func (p pattern) overlaps(q pattern) bool {
	if len(p.segments) != len(q.segments) {
		return false
	}
	for i, lit := range p.segments {
		if lit != "" && q.segments[i] != "" && lit != q.segments[i] {
			return false
		}
	}
	return true
}

// ID builds a custom_id from a pattern and the values of its wildcards, in order. It panics when the values
// do not fit (wrong count, an empty value, a "/" inside a value, more than 100 characters): those are
// programming mistakes, and a panic in a handler becomes an internal error with an incident id.
func ID(patternText string, values ...string) string {
	p, err := parsePattern(patternText)
	if err != nil {
		panic(err)
	}
	var b strings.Builder
	k := 0
	for i, lit := range p.segments {
		if i > 0 {
			b.WriteByte('/')
		}
		if lit != "" {
			b.WriteString(lit)
			continue
		}
		if k >= len(values) {
			panic(fmt.Sprintf("router.ID(%q): %d values for more wildcards", patternText, len(values)))
		}
		v := values[k]
		k++
		if v == "" || strings.Contains(v, "/") {
			panic(fmt.Sprintf("router.ID(%q): value %q is empty or contains '/'", patternText, v))
		}
		b.WriteString(v)
	}
	if k != len(values) {
		panic(fmt.Sprintf("router.ID(%q): %d values for %d wildcards", patternText, len(values), k))
	}
	if b.Len() > MaxCustomID {
		panic(fmt.Sprintf("router.ID(%q): %d characters, Discord allows %d", patternText, b.Len(), MaxCustomID))
	}
	return b.String()
}
