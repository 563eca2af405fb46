package router

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
)

// fitAlt returns the alt text of a fitted reply: for each file that is still in files, its text shortened to
// Discord's 1,024 characters at a word. Entries for files the reply does not carry (a name mistyped, a file
// Fit left out) are dropped, since Discord matches a description to an upload and would refuse one for no
// file; so are empty texts, which say nothing. alt itself is not changed: a nil map stays nil, any other
// comes back as a new map.
func fitAlt(alt map[string]string, files []*discordgo.File) map[string]string {
	if alt == nil {
		return nil
	}
	out := make(map[string]string, len(alt))
	for _, f := range files {
		if f == nil {
			continue
		}
		if text, ok := alt[f.Name]; ok && strings.TrimSpace(text) != "" {
			out[f.Name] = truncateAtWord(text, MaxAltText)
		}
	}
	return out
}

// truncateAtWord shortens s to at most n characters, as truncate does, but ends on a whole word when a
// break is near: a description that stops mid-word reads like a mistake when a screen reader speaks it.
// Without a break in the last fifth (a long grid row, a run of emoji) it cuts where it must.
func truncateAtWord(s string, n int) string {
	if runes(s) <= n {
		return s
	}
	if n <= 1 {
		return truncate(s, n)
	}
	head := prefix(s, n-1)
	if next, _ := utf8.DecodeRuneInString(s[len(head):]); !unicode.IsSpace(next) {
		if i := strings.LastIndexFunc(head, unicode.IsSpace); i > 0 && runes(head[i:]) <= (n-1)/5 {
			head = head[:i]
		}
	}
	if trimmed := strings.TrimRightFunc(head, unicode.IsSpace); trimmed != "" {
		head = trimmed
	}
	return head + "…"
}
