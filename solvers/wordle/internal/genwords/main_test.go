package main

import (
	"crypto/sha512"
	"encoding/base64"
	"slices"
	"testing"
)

func TestArray(t *testing.T) {
	src := `module.exports = {
  answers: async () => { return [] },
  cache: {
    guessesOnly: ["aahed","aalii"],
    answers: ["aback", "abase"],
    all: [...module.exports.cache.guesses].sort()
  }
}`
	for _, tc := range []struct {
		key  string
		want []string
		ok   bool
	}{
		{"answers", []string{"aback", "abase"}, true},
		{"guessesOnly", []string{"aahed", "aalii"}, true},
		{"missing", nil, false},
	} {
		got, err := array(src, tc.key)
		if (err == nil) != tc.ok || !slices.Equal(got, tc.want) {
			t.Errorf("array(%q) = %v, %v; want %v", tc.key, got, err, tc.want)
		}
	}
	if _, err := array(`cache: { answers: ["ab1de"] }`, "answers"); err == nil {
		t.Error("array accepted a word with a digit")
	}
}

func TestCheckIntegrity(t *testing.T) {
	data := []byte("tarball")
	sum := sha512.Sum512(data)
	good := "sha512-" + base64.StdEncoding.EncodeToString(sum[:])
	if err := checkIntegrity(data, good); err != nil {
		t.Errorf("checkIntegrity(good) = %v", err)
	}
	if err := checkIntegrity([]byte("other"), good); err == nil {
		t.Error("checkIntegrity accepted other data")
	}
	if err := checkIntegrity(data, "sha1-abc"); err == nil {
		t.Error("checkIntegrity accepted a sha1 integrity")
	}
}
