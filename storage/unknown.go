package storage

// Fields of a stored JSON value that this build does not know, kept when it writes the value back.
//
// A field added to a stored type, whose zero value is right for the values stored before it, needs no new
// schema version (see "JSON values carry a schema version"). But a build from before the field, reading a
// value a newer build wrote, decoded it without the field and wrote it back so, dropping it: during a
// rolling upgrade, or after going back to an earlier release, one press handled by the older replica took
// from a game the note that kibitz had moved at random in it (so a practice game ranked), and from a
// player's figures the ids of the results already counted (so a result repaired later counted twice).
// UpdateJSON now carries such fields over: the top-level fields of the value read that T has no field
// for go back, as they were, into the value written, unless fn's value has them; so they do when fn
// builds its value afresh (a rematch in the same key), which the older build cannot help, not knowing
// them. Fields nested deeper (a player inside a game) are not carried: a field added there needs a new
// version, or the top level.
//
// A field is known when one of T's fields has its name, any case, as encoding/json matches them (an
// embedded struct's fields are T's). A type that reads or writes its own JSON (json.Unmarshaler,
// json.Marshaler) or is not a struct keeps nothing: its fields cannot be told from its Go fields, and a
// map keeps every key anyway.

import (
	"bytes"
	"encoding/json"
	"maps"
	"reflect"
	"slices"
	"strings"
	"sync"
)

// knownFields caches the JSON names of a struct type's fields (jsonNames), by type; a nil slice for a type
// that keeps nothing (see above).
var knownFields sync.Map // reflect.Type -> []string

// unknownFields returns the top-level fields of body, a JSON object stored as a T, that T has no field
// for; nil when there are none, or when T keeps nothing or body is not an object.
func unknownFields[T any](body []byte) map[string]json.RawMessage {
	names := fieldsOf(reflect.TypeFor[T]())
	if names == nil || allKnown(body, names) {
		return nil
	}
	var fields map[string]json.RawMessage
	if json.Unmarshal(body, &fields) != nil {
		return nil
	}
	for name := range fields {
		if knownName(names, name) {
			delete(fields, name)
		}
	}
	if len(fields) == 0 {
		return nil
	}
	return fields
}

// allKnown reports whether every top-level field of body, a JSON object, is one of names, by a scan of
// its bytes that decodes nothing: every update asks, and the answer is nearly always yes. For a value of
// 2.4 KB, parsing it into a map (the rest of unknownFields) cost a quarter of decoding it (medians of
// five runs on a loaded 2-core machine, 62 µs to 194 µs); the scan costs 3% (5.8 µs). No, for a name
// with an escape in it, or anything the scan cannot follow: the parse then tells.
func allKnown(body []byte, names []string) bool {
	i := skipSpace(body, 0)
	if i == len(body) || body[i] != '{' {
		return false
	}
	depth, key := 0, false // key: a string at depth 1 here is a field's name
	for ; i < len(body); i++ {
		switch body[i] {
		case '"':
			end, escaped := endOfString(body, i+1)
			if end < 0 {
				return false
			}
			if depth == 1 && key {
				if escaped || !knownName(names, string(body[i+1:end])) {
					return false
				}
				key = false
			}
			i = end
		case '{', '[':
			depth++
			key = depth == 1
		case '}', ']':
			depth--
		case ',':
			key = depth == 1
		}
	}
	return depth == 0
}

// endOfString is the index of the quote that ends the JSON string whose text starts at start, and whether
// it has an escape; -1 when it does not end.
func endOfString(b []byte, start int) (int, bool) {
	escaped := false
	for j := start; j < len(b); j++ {
		switch b[j] {
		case '\\':
			escaped = true
			j++
		case '"':
			return j, escaped
		}
	}
	return -1, escaped
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\r' || b[i] == '\n') {
		i++
	}
	return i
}

// knownName reports whether name is one of names, any case: encoding/json reads a key into the field
// whose name it matches so.
func knownName(names []string, name string) bool {
	return slices.ContainsFunc(names, func(n string) bool { return strings.EqualFold(n, name) })
}

// withFields adds the fields extra to body, a JSON object, in the order of their names, leaving out those
// body has already (any case). A body that is not an object is returned as it is.
func withFields(body []byte, extra map[string]json.RawMessage) []byte {
	if len(extra) == 0 {
		return body
	}
	var own map[string]json.RawMessage
	trimmed := bytes.TrimRight(body, " \t\r\n")
	if json.Unmarshal(body, &own) != nil || len(trimmed) == 0 || trimmed[len(trimmed)-1] != '}' {
		return body
	}
	ownNames := make([]string, 0, len(own))
	for name := range own {
		ownNames = append(ownNames, name)
	}
	out := bytes.Clone(trimmed[:len(trimmed)-1])
	empty := len(own) == 0
	for _, name := range slices.Sorted(maps.Keys(extra)) {
		if knownName(ownNames, name) {
			continue
		}
		if !empty {
			out = append(out, ',')
		}
		empty = false
		key, _ := json.Marshal(name)
		out = append(append(append(out, key...), ':'), extra[name]...)
	}
	return append(out, '}')
}

// fieldsOf returns the JSON names of t's fields (cached), or nil for a type that keeps nothing.
func fieldsOf(t reflect.Type) []string {
	if names, ok := knownFields.Load(t); ok {
		return names.([]string)
	}
	var names []string
	ptr := reflect.PointerTo(t)
	custom := t.Implements(unmarshalerType) || ptr.Implements(unmarshalerType) ||
		t.Implements(marshalerType) || ptr.Implements(marshalerType)
	if t.Kind() == reflect.Struct && !custom {
		names = jsonNames(t, nil)
	}
	knownFields.Store(t, names)
	return names
}

var (
	unmarshalerType = reflect.TypeFor[json.Unmarshaler]()
	marshalerType   = reflect.TypeFor[json.Marshaler]()
)

// jsonNames appends the JSON names of struct type t's fields to names: a tag's name, or the field's; an
// untagged embedded struct's fields in its place; fields tagged "-" and unexported ones left out. Never
// nil, so that a struct with no fields still keeps what it does not know.
func jsonNames(t reflect.Type, names []string) []string {
	if names == nil {
		names = []string{}
	}
	for f := range t.Fields() {
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, _, _ := strings.Cut(tag, ",")
		ft := f.Type
		if ft.Kind() == reflect.Pointer {
			ft = ft.Elem()
		}
		switch {
		case f.Anonymous && name == "" && ft.Kind() == reflect.Struct:
			names = jsonNames(ft, names)
		case !f.IsExported():
		case name != "":
			names = append(names, name)
		default:
			names = append(names, f.Name)
		}
	}
	return names
}
