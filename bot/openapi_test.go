package bot

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"
)

// Payloads checked against Discord's OpenAPI description of its HTTP API (Discord publishes it in its
// discord-api-spec repository, specs/openapi.json). KIBITZ_DISCORD_OPENAPI names a copy of that file;
// without it the checks are skipped. The validator reads the part of JSON Schema the description uses:
// $ref, type (one or a list), enum and const, properties, required, additionalProperties, items,
// oneOf and anyOf, string lengths, numeric bounds, item and property counts, uniqueItems.

// openAPISpec is the description named by KIBITZ_DISCORD_OPENAPI, read once; nil without it.
var openAPISpec = sync.OnceValues(func() (map[string]any, error) {
	path := os.Getenv("KIBITZ_DISCORD_OPENAPI")
	if path == "" {
		return nil, nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var spec map[string]any
	return spec, json.Unmarshal(data, &spec)
})

// validateRegistration checks the body of a bulk overwrite of the commands against the request body of
// PUT /applications/{application_id}/commands; nil when it fits or when there is no description to check.
func validateRegistration(payload []byte) error {
	return validateBody("put", "/applications/{application_id}/commands", payload)
}

// validateBody checks payload against the JSON request body of method (lower case) on path; nil when it
// fits or when there is no description to check.
func validateBody(method, path string, payload []byte) error {
	spec, err := openAPISpec()
	if err != nil || spec == nil {
		return err
	}
	schema, ok := dig(spec, "paths", path, method, "requestBody", "content", "application/json", "schema").(map[string]any)
	if !ok {
		return fmt.Errorf("openapi: no request body for %s %s", strings.ToUpper(method), path)
	}
	var v any
	if err := json.Unmarshal(payload, &v); err != nil {
		return err
	}
	return validate(spec, schema, v, "body")
}

func dig(v any, keys ...string) any {
	for _, k := range keys {
		m, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		v = m[k]
	}
	return v
}

// validate checks v against schema, resolving references in spec; where names the value in errors.
func validate(spec, schema map[string]any, v any, where string) error {
	if ref, ok := schema["$ref"].(string); ok {
		target, ok := dig(spec, strings.Split(strings.TrimPrefix(ref, "#/"), "/")...).(map[string]any)
		if !ok {
			return fmt.Errorf("openapi: %s: unresolved %s", where, ref)
		}
		return validate(spec, target, v, where)
	}
	if t, ok := schema["type"]; ok && !typeMatches(t, v) {
		return fmt.Errorf("%s: %s is not of type %v", where, short(v), t)
	}
	if c, ok := schema["const"]; ok && !equalJSON(c, v) {
		return fmt.Errorf("%s: %s is not %v", where, short(v), c)
	}
	if e, ok := schema["enum"].([]any); ok && !anyEqual(e, v) {
		return fmt.Errorf("%s: %s is not one of %v", where, short(v), e)
	}
	for _, key := range []string{"oneOf", "anyOf"} {
		alts, ok := schema[key].([]any)
		if !ok {
			continue
		}
		matched := 0
		var errs []string
		for _, a := range alts {
			if err := validate(spec, a.(map[string]any), v, where); err != nil {
				errs = append(errs, err.Error())
			} else {
				matched++
			}
		}
		if matched == 0 || key == "oneOf" && matched > 1 && !allConst(alts) {
			return fmt.Errorf("%s: %s matches %d of %s's alternatives (%s)", where, short(v), matched, key, strings.Join(errs, "; "))
		}
	}
	switch x := v.(type) {
	case string:
		n := float64(utf8.RuneCountInString(x))
		if err := bounds(schema, "minLength", "maxLength", n, where, "characters"); err != nil {
			return err
		}
	case float64:
		if err := bounds(schema, "minimum", "maximum", x, where, "as a value"); err != nil {
			return err
		}
	case []any:
		if err := bounds(schema, "minItems", "maxItems", float64(len(x)), where, "items"); err != nil {
			return err
		}
		if u, _ := schema["uniqueItems"].(bool); u {
			for i := range x {
				for j := i + 1; j < len(x); j++ {
					if equalJSON(x[i], x[j]) {
						return fmt.Errorf("%s: item %d repeats item %d", where, j, i)
					}
				}
			}
		}
		if items, ok := schema["items"].(map[string]any); ok {
			for i, it := range x {
				if err := validate(spec, items, it, fmt.Sprintf("%s[%d]", where, i)); err != nil {
					return err
				}
			}
		}
	case map[string]any:
		if err := bounds(schema, "minProperties", "maxProperties", float64(len(x)), where, "properties"); err != nil {
			return err
		}
		for _, r := range asList(schema["required"]) {
			if _, ok := x[r.(string)]; !ok {
				return fmt.Errorf("%s: the required %q is missing", where, r)
			}
		}
		props, _ := schema["properties"].(map[string]any)
		for k, pv := range x {
			if ps, ok := props[k].(map[string]any); ok {
				if err := validate(spec, ps, pv, where+"."+k); err != nil {
					return err
				}
				continue
			}
			switch ap := schema["additionalProperties"].(type) {
			case bool:
				if !ap {
					return fmt.Errorf("%s: %q is not a property Discord knows", where, k)
				}
			case map[string]any:
				if err := validate(spec, ap, pv, where+"."+k); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func bounds(schema map[string]any, minKey, maxKey string, n float64, where, unit string) error {
	if lo, ok := schema[minKey].(float64); ok && n < lo {
		return fmt.Errorf("%s: %v %s, at least %v wanted", where, n, unit, lo)
	}
	if hi, ok := schema[maxKey].(float64); ok && n > hi {
		return fmt.Errorf("%s: %v %s, at most %v allowed", where, n, unit, hi)
	}
	return nil
}

func typeMatches(t, v any) bool {
	for _, name := range asList(t) {
		switch name {
		case "null":
			if v == nil {
				return true
			}
		case "string":
			if _, ok := v.(string); ok {
				return true
			}
		case "boolean":
			if _, ok := v.(bool); ok {
				return true
			}
		case "number":
			if _, ok := v.(float64); ok {
				return true
			}
		case "integer":
			if f, ok := v.(float64); ok && f == math.Trunc(f) {
				return true
			}
		case "array":
			if _, ok := v.([]any); ok {
				return true
			}
		case "object":
			if _, ok := v.(map[string]any); ok {
				return true
			}
		}
	}
	return false
}

func asList(v any) []any {
	switch x := v.(type) {
	case []any:
		return x
	case nil:
		return nil
	}
	return []any{v}
}

// allConst reports whether alternatives are constants only (an enumeration written as oneOf), where two
// matching is impossible anyway.
func allConst(alts []any) bool {
	for _, a := range alts {
		if _, ok := a.(map[string]any)["const"]; !ok {
			return false
		}
	}
	return true
}

func anyEqual(list []any, v any) bool {
	for _, x := range list {
		if equalJSON(x, v) {
			return true
		}
	}
	return false
}

func equalJSON(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}

func short(v any) string {
	data, _ := json.Marshal(v)
	if len(data) > 80 {
		return string(data[:77]) + "..."
	}
	return string(data)
}

// TestValidatorCatches: the validator refuses what Discord would (when there is a description to read):
// an unknown context, a name too long, integration_types of the wrong type.
func TestValidatorCatches(t *testing.T) {
	spec, err := openAPISpec()
	if err != nil {
		t.Fatal(err)
	}
	if spec == nil {
		t.Skip("KIBITZ_DISCORD_OPENAPI is not set")
	}
	good := `[{"name":"help","description":"Help","type":1,"integration_types":[0,1],"contexts":[0,1,2]}]`
	if err := validateRegistration([]byte(good)); err != nil {
		t.Fatalf("a good payload: %v", err)
	}
	for name, bad := range map[string]string{
		"context 3":              `[{"name":"help","description":"Help","contexts":[0,3]}]`,
		"a repeated context":     `[{"name":"help","description":"Help","contexts":[0,0]}]`,
		"integration types":      `[{"name":"help","description":"Help","integration_types":"0"}]`,
		"no contexts":            `[{"name":"help","description":"Help","contexts":[]}]`,
		"a 33-character name":    `[{"name":"` + strings.Repeat("a", 33) + `","description":"Help"}]`,
		"an unknown option type": `[{"name":"help","description":"Help","options":[{"type":99,"name":"x","description":"x"}]}]`,
	} {
		if err := validateRegistration([]byte(bad)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}
