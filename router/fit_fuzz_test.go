package router

import (
	"bytes"
	"fmt"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
)

// fuzzBig is one file over Discord's size limit, shared by the fuzz runs (each reads it through a reader
// of its own).
var fuzzBig = sync.OnceValue(func() []byte { return make([]byte, 10<<20+1) })

// FuzzFit: whatever a handler answers, the fitted reply satisfies every limit, and text too long for the
// message is whole in reply.txt; fitted where kibitz may send no file nor embed, it has none.
func FuzzFit(f *testing.F) {
	f.Add(strings.Repeat("x", 2500), "title", "description", "value", uint8(1), uint8(3), uint8(2), uint8(3), uint8(5), uint8(2), false, uint8(3), "choice", "followup")
	f.Add(strings.Repeat("가", 6000), strings.Repeat("t", 300), strings.Repeat("d", 5000), strings.Repeat("v", 2000), uint8(12), uint8(30), uint8(7), uint8(8), uint8(40), uint8(12), true, uint8(40), strings.Repeat("c", 150), strings.Repeat("f", 3000))
	f.Add("```go\n"+strings.Repeat("code\n", 500), "", "", "", uint8(0), uint8(0), uint8(0), uint8(0), uint8(0), uint8(0), false, uint8(0), "", "")
	f.Add("\xff\xfe"+strings.Repeat("\x80", 2500), "\xff", "\xc3", "", uint8(3), uint8(26), uint8(1), uint8(1), uint8(26), uint8(11), false, uint8(26), "\xff", "\n")
	f.Fuzz(func(t *testing.T, content, title, desc, value string, nEmbeds, nFields, nRows, nButtons, nOptions, nFiles uint8, big bool, nChoices uint8, choiceName, followup string) {
		var fields []*discordgo.MessageEmbedField
		for i := range int(nFields % 40) {
			fields = append(fields, &discordgo.MessageEmbedField{Name: title + fmt.Sprint(i), Value: value})
		}
		var embeds []*discordgo.MessageEmbed
		for range int(nEmbeds % 16) {
			embeds = append(embeds, &discordgo.MessageEmbed{Title: title, Description: desc, Fields: fields,
				Footer: &discordgo.MessageEmbedFooter{Text: desc}, Author: &discordgo.MessageEmbedAuthor{Name: title}})
		}
		var options []discordgo.SelectMenuOption
		for i := range int(nOptions % 40) {
			options = append(options, discordgo.SelectMenuOption{Label: choiceName, Value: fmt.Sprint(i, choiceName), Description: desc})
		}
		var rows []discordgo.MessageComponent
		for r := range int(nRows % 9) {
			var cs []discordgo.MessageComponent
			for b := range int(nButtons % 9) {
				cs = append(cs, discordgo.Button{Label: title, CustomID: fmt.Sprint("b1/", r, "/", b)})
			}
			if r%3 == 1 {
				cs = append(cs, discordgo.SelectMenu{CustomID: fmt.Sprint("s1/", r), Options: options, MaxValues: len(options), Placeholder: desc})
			}
			rows = append(rows, discordgo.ActionsRow{Components: cs})
		}
		var files []*discordgo.File
		for i := range int(nFiles % 14) {
			files = append(files, TextFile(fmt.Sprint("f", i, ".txt"), []byte(value)))
		}
		if big {
			files = append(files, &discordgo.File{Name: "big.bin", Reader: bytes.NewReader(fuzzBig())})
		}
		var choices []*discordgo.ApplicationCommandOptionChoice
		for i := range int(nChoices % 40) {
			choices = append(choices, &discordgo.ApplicationCommandOptionChoice{Name: choiceName, Value: fmt.Sprint(i, choiceName)})
		}
		alt := map[string]string{"f0.txt": desc + " " + value, "big.bin": title, "missing.png": desc}
		in := &Response{Content: content, Embeds: embeds, Components: rows, Files: files, Alt: alt, Choices: choices,
			Modal:     &Modal{CustomID: "m1/x", Title: title, Components: rows},
			Followups: []*Response{{Content: followup, Embeds: embeds, Files: files[:min(1, len(files))], Alt: alt}, nil}}
		for _, lang := range []i18n.Lang{i18n.English, i18n.Korean} {
			out := Fit(in, lang)
			if bad := fitViolations(out); len(bad) > 0 {
				t.Fatalf("%v: does not fit: %v", lang, bad)
			}
			if utf8.RuneCountInString(content) > 2000 {
				if text, ok := spilled(out); !ok || !strings.HasPrefix(text, content) {
					t.Fatalf("%v: the long content is not whole in reply.txt", lang)
				}
			}
			if len(out.Followups) != 1 {
				t.Fatalf("%d followups, want 1", len(out.Followups))
			}
			Rewind(out.Files)
			// Where kibitz may attach no file nor send embeds, the reply fits without either.
			bare := FitIn(in, lang, Allowed{})
			if bad := fitViolations(bare); len(bad) > 0 {
				t.Fatalf("%v: without files or embeds, does not fit: %v", lang, bad)
			}
			for _, r := range append([]*Response{bare}, bare.Followups...) {
				if len(r.Files) > 0 || len(r.Embeds) > 0 || len(r.Alt) > 0 {
					t.Fatalf("%v: %d files, %d embeds, %d alt texts where none may go", lang, len(r.Files), len(r.Embeds), len(r.Alt))
				}
			}
			Rewind(files)
		}
	})
}
