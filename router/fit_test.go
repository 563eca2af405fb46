package router

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
)

// fitViolations lists every way resp, and its followups, break Discord's limits.
func fitViolations(resp *Response) []string {
	var bad []string
	add := func(format string, args ...any) { bad = append(bad, fmt.Sprintf(format, args...)) }
	n := utf8.RuneCountInString
	if c := n(resp.Content); c > 2000 {
		add("content of %d characters", c)
	}
	if len(resp.Embeds) > 10 {
		add("%d embeds", len(resp.Embeds))
	}
	total := 0
	for i, e := range resp.Embeds {
		if e == nil {
			add("embed %d is nil", i)
			continue
		}
		if n(e.Title) > 256 || n(e.Description) > 4096 {
			add("embed %d: title %d, description %d characters", i, n(e.Title), n(e.Description))
		}
		total += n(e.Title) + n(e.Description)
		if e.Author != nil {
			if n(e.Author.Name) > 256 {
				add("embed %d: author of %d characters", i, n(e.Author.Name))
			}
			total += n(e.Author.Name)
		}
		if e.Footer != nil {
			if n(e.Footer.Text) > 2048 {
				add("embed %d: footer of %d characters", i, n(e.Footer.Text))
			}
			total += n(e.Footer.Text)
		}
		if len(e.Fields) > 25 {
			add("embed %d: %d fields", i, len(e.Fields))
		}
		for j, f := range e.Fields {
			if f == nil || f.Name == "" || f.Value == "" || n(f.Name) > 256 || n(f.Value) > 1024 {
				add("embed %d field %d: %+v", i, j, f)
				continue
			}
			total += n(f.Name) + n(f.Value)
		}
	}
	if total > 6000 {
		add("embeds hold %d characters", total)
	}
	if len(resp.Components) > 5 {
		add("%d action rows", len(resp.Components))
	}
	for i, c := range resp.Components {
		row, ok := c.(discordgo.ActionsRow)
		if p, isPtr := c.(*discordgo.ActionsRow); isPtr && p != nil {
			row, ok = *p, true
		}
		if !ok {
			continue
		}
		if len(row.Components) == 0 || len(row.Components) > 5 {
			add("row %d has %d components", i, len(row.Components))
		}
		for _, rc := range row.Components {
			switch x := rc.(type) {
			case discordgo.Button:
				if n(x.Label) > 80 {
					add("row %d: button label of %d characters", i, n(x.Label))
				}
			case discordgo.SelectMenu:
				if len(row.Components) != 1 {
					add("row %d: a select menu shares its row", i)
				}
				if len(x.Options) > 25 || x.MaxValues > len(x.Options) && x.Options != nil || n(x.Placeholder) > 150 {
					add("row %d: select of %d options, max values %d", i, len(x.Options), x.MaxValues)
				}
				for _, op := range x.Options {
					if n(op.Label) > 100 || n(op.Value) > 100 || n(op.Description) > 100 {
						add("row %d: select option %+v", i, op)
					}
				}
			}
		}
	}
	if len(resp.Files) > 10 {
		add("%d files", len(resp.Files))
	}
	for _, f := range resp.Files {
		if size, _ := fileSize(f.Reader); size > 10<<20 {
			add("file %s of %d bytes", f.Name, size)
		}
	}
	for name, alt := range resp.Alt {
		if n(alt) > 1024 || !hasFile(resp.Files, name) {
			add("alt text of %d characters for %q, a file the reply has: %v", n(alt), name, hasFile(resp.Files, name))
		}
	}
	if len(resp.Choices) > 25 {
		add("%d choices", len(resp.Choices))
	}
	for _, c := range resp.Choices {
		s, _ := c.Value.(string)
		if c.Name == "" || n(c.Name) > 100 || n(s) > 100 {
			add("choice %q = %q", c.Name, s)
		}
	}
	if m := resp.Modal; m != nil && (n(m.Title) > 45 || len(m.Components) > 5) {
		add("modal title %q, %d rows", m.Title, len(m.Components))
	}
	for i, f := range resp.Followups {
		for _, b := range fitViolations(f) {
			add("followup %d: %s", i, b)
		}
	}
	return bad
}

// spilled returns the text of the reply.txt a fitted reply carries, and whether it has one.
func spilled(resp *Response) (string, bool) {
	for _, f := range resp.Files {
		if f.Name == "reply.txt" {
			return string(FileBytes(f)), true
		}
	}
	return "", false
}

func TestFitLongContentBecomesAFile(t *testing.T) {
	ascii := strings.Repeat("0123456789", 600)
	korean := strings.Repeat("가나다라마바사아자차", 600)
	lines := strings.Repeat("a line of a long board\n", 300)
	for _, tc := range []struct {
		name, content string
		spill         bool
	}{
		{"6,000 ASCII characters", ascii, true},
		{"6,000 Korean characters", korean, true},
		{"lines", lines, true},
		{"2,000 Korean characters (6,000 bytes) fit", korean[:len("가")*2000], false},
		{"2,001 characters", ascii[:2001], true},
		{"an open code block", "```\n" + ascii, true},
		{"short", "hello", false},
	} {
		for _, lang := range []i18n.Lang{i18n.English, i18n.Korean} {
			t.Run(tc.name+"/"+lang.String(), func(t *testing.T) {
				in := &Response{Content: tc.content, Private: true}
				out := Fit(in, lang)
				if bad := fitViolations(out); len(bad) > 0 {
					t.Errorf("does not fit: %v", bad)
				}
				if in.Content != tc.content || len(in.Files) != 0 {
					t.Errorf("Fit changed its argument")
				}
				if !out.Private {
					t.Errorf("a private reply became public")
				}
				text, ok := spilled(out)
				if !tc.spill {
					if ok || out.Content != tc.content {
						t.Errorf("a reply that fits changed: %q, file %v", out.Content, ok)
					}
					return
				}
				if !ok || text != tc.content || len(out.Files) != 1 {
					t.Fatalf("want the whole content in reply.txt; files %d, text %d bytes", len(out.Files), len(text))
				}
				note := msgFitSpilled.F(lang, "reply.txt")
				if !strings.HasPrefix(out.Content, note+"\n\n") {
					t.Errorf("content does not start with the note %q: %q", note, out.Content[:min(200, len(out.Content))])
				}
				head := strings.TrimSuffix(strings.TrimSuffix(strings.TrimPrefix(out.Content, note+"\n\n"), "\n```"), "…")
				if len(head) < 1000 || !strings.HasPrefix(tc.content, head) {
					t.Errorf("content does not keep the first part of the reply: %q", head[:min(100, len(head))])
				}
				if strings.Count(out.Content, "```")%2 != 0 {
					t.Errorf("content leaves a code block open")
				}
			})
		}
	}
}

func TestFitEmbeds(t *testing.T) {
	long := strings.Repeat("word ", 2000)
	var fields []*discordgo.MessageEmbedField
	for i := range 30 {
		fields = append(fields, &discordgo.MessageEmbedField{Name: fmt.Sprintf("field %d %s", i, long[:300]), Value: long[:1100]})
	}
	fields = append(fields, &discordgo.MessageEmbedField{Name: "", Value: ""})
	var many []*discordgo.MessageEmbed
	for i := range 12 {
		many = append(many, &discordgo.MessageEmbed{Title: fmt.Sprint("embed ", i), Description: long[:900]})
	}
	for name, embeds := range map[string][]*discordgo.MessageEmbed{
		"long title and description": {{Title: long[:300], Description: long}},
		"too many fields":            {{Title: "t", Fields: fields}},
		"long author and footer": {{Author: &discordgo.MessageEmbedAuthor{Name: long[:300]},
			Footer: &discordgo.MessageEmbedFooter{Text: long[:3000]}, Description: "d"}},
		"more than 10 embeds, over 6,000 in all": many,
	} {
		t.Run(name, func(t *testing.T) {
			in := &Response{Content: "short", Embeds: embeds}
			before := fmt.Sprint(embeds[0].Title, embeds[0].Description, len(embeds[0].Fields))
			out := Fit(in, i18n.English)
			if bad := fitViolations(out); len(bad) > 0 {
				t.Errorf("does not fit: %v", bad)
			}
			if fmt.Sprint(embeds[0].Title, embeds[0].Description, len(embeds[0].Fields)) != before {
				t.Errorf("Fit changed the handler's embeds")
			}
			text, ok := spilled(out)
			if !ok || !strings.Contains(text, "short") || !strings.Contains(text, embedText(embeds)) {
				t.Errorf("the cut embeds are not whole in reply.txt (%v)", ok)
			}
			if !strings.Contains(out.Content, "short") {
				t.Errorf("content lost: %q", out.Content)
			}
		})
	}
	// Embeds that fit are left as they are.
	e := []*discordgo.MessageEmbed{{Title: "a", Description: "b", Fields: []*discordgo.MessageEmbedField{{Name: "c", Value: "d"}}}}
	out := Fit(&Response{Embeds: e}, i18n.English)
	if len(out.Files) != 0 || out.Content != "" || out.Embeds[0].Title != "a" || out.Embeds[0].Fields[0].Value != "d" {
		t.Errorf("an embed that fits changed: %+v, %d files", out.Embeds[0], len(out.Files))
	}
}

func TestFitComponents(t *testing.T) {
	var row []discordgo.MessageComponent
	for i := range 8 {
		row = append(row, discordgo.Button{Label: fmt.Sprint(i, strings.Repeat("x", 100)), CustomID: fmt.Sprint("b1/", i)})
	}
	var options []discordgo.SelectMenuOption
	for i := range 40 {
		options = append(options, discordgo.SelectMenuOption{Label: fmt.Sprint(i), Value: fmt.Sprint(i), Description: strings.Repeat("d", 150)})
	}
	one := 1
	sel := discordgo.SelectMenu{CustomID: "s1/x", Options: options, MaxValues: 40, MinValues: &one}
	rows := []discordgo.MessageComponent{
		discordgo.ActionsRow{Components: row},
		&discordgo.ActionsRow{Components: row},
		discordgo.ActionsRow{Components: []discordgo.MessageComponent{discordgo.Button{Label: "first"}, sel}},
		discordgo.ActionsRow{},
		discordgo.ActionsRow{Components: []discordgo.MessageComponent{&sel}},
		discordgo.ActionsRow{Components: row[:1]},
		discordgo.ActionsRow{Components: row[:2]},
	}
	out := Fit(&Response{Content: "x", Components: rows}, i18n.English)
	if bad := fitViolations(out); len(bad) > 0 {
		t.Errorf("does not fit: %v", bad)
	}
	if len(out.Components) != 5 {
		t.Fatalf("%d rows, want 5 (the empty one left out, then the first five)", len(out.Components))
	}
	if r := out.Components[0].(discordgo.ActionsRow); len(r.Components) != 5 || r.Components[0].(discordgo.Button).CustomID != "b1/0" {
		t.Errorf("first row = %+v, want its first five buttons", r)
	}
	if r := out.Components[1].(*discordgo.ActionsRow); len(r.Components) != 5 || r == rows[1] {
		t.Errorf("a row given as a pointer: %+v, want a fitted copy", r)
	}
	if r := out.Components[2].(discordgo.ActionsRow); len(r.Components) != 1 || len(r.Components[0].(discordgo.SelectMenu).Options) != 25 {
		t.Errorf("a select menu shares its row or keeps too many options: %+v", r)
	}
	if m := out.Components[3].(discordgo.ActionsRow).Components[0].(*discordgo.SelectMenu); len(m.Options) != 25 || m.MaxValues != 25 {
		t.Errorf("select menu by pointer: %d options, max values %d", len(m.Options), m.MaxValues)
	}
	if len(row) != 8 || len(sel.Options) != 40 || utf8.RuneCountInString(row[0].(discordgo.Button).Label) != 101 {
		t.Errorf("Fit changed the handler's components")
	}
}

func TestFitFiles(t *testing.T) {
	small := func(i int) *discordgo.File { return PNG(fmt.Sprintf("f%d.png", i), []byte("png")) }
	big := &discordgo.File{Name: "big.gif", Reader: bytes.NewReader(make([]byte, 10<<20+1))}
	streamed := &discordgo.File{Name: "stream.txt", Reader: io.MultiReader(strings.NewReader("abc"))}
	var twelve []*discordgo.File
	for i := range 12 {
		twelve = append(twelve, small(i))
	}
	for _, tc := range []struct {
		name    string
		in      *Response
		files   int
		dropped int
	}{
		{"12 files", &Response{Content: "x", Files: twelve}, 10, 2},
		{"a file over 10 MiB", &Response{Content: "x", Files: []*discordgo.File{small(0), big}}, 1, 1},
		{"a reader without a size", &Response{Content: "x", Files: []*discordgo.File{streamed}}, 1, 0},
		{"10 files and a long reply", &Response{Content: strings.Repeat("y", 3000), Files: twelve[:10]}, 10, 1},
	} {
		for _, lang := range []i18n.Lang{i18n.English, i18n.Korean} {
			t.Run(tc.name+"/"+lang.String(), func(t *testing.T) {
				out := Fit(tc.in, lang)
				if bad := fitViolations(out); len(bad) > 0 {
					t.Errorf("does not fit: %v", bad)
				}
				if len(out.Files) != tc.files {
					t.Errorf("%d files, want %d", len(out.Files), tc.files)
				}
				note := msgFitFilesDropped.F(lang, attachedFiles.N(int64(tc.dropped)), fileCount.N(10), 10)
				if got := strings.Contains(out.Content, note); got != (tc.dropped > 0) {
					t.Errorf("content %q: note about %d dropped files %v", out.Content[:min(300, len(out.Content))], tc.dropped, got)
				}
			})
		}
	}
	if got := FileBytes(Fit(&Response{Files: []*discordgo.File{{Name: "s", Reader: io.MultiReader(strings.NewReader("abc"))}}}, i18n.English).Files[0]); string(got) != "abc" {
		t.Errorf("a streamed file reads %q after Fit, want abc", got)
	}
	// A file named reply.txt already: the spilled text takes another name.
	out := Fit(&Response{Content: strings.Repeat("z", 2500), Files: []*discordgo.File{TextFile("reply.txt", []byte("mine"))}}, i18n.English)
	if len(out.Files) != 2 || out.Files[1].Name != "reply-2.txt" || !strings.Contains(out.Content, "reply-2.txt") {
		t.Errorf("files %v, content %q", out.Files, out.Content[:100])
	}
}

func TestFitChoicesModalAndFollowups(t *testing.T) {
	var choices []*discordgo.ApplicationCommandOptionChoice
	for i := range 40 {
		choices = append(choices, &discordgo.ApplicationCommandOptionChoice{Name: fmt.Sprint(i, strings.Repeat("가", 150)), Value: fmt.Sprint(i)})
	}
	choices = append([]*discordgo.ApplicationCommandOptionChoice{{Name: "too long a value", Value: strings.Repeat("v", 101)}}, choices...)
	out := Fit(&Response{Choices: choices}, i18n.English)
	if len(out.Choices) != 25 || out.Choices[0].Value != "0" || utf8.RuneCountInString(out.Choices[0].Name) != 100 {
		t.Errorf("%d choices, first %+v", len(out.Choices), out.Choices[0])
	}
	if utf8.RuneCountInString(choices[1].Name) != 151 {
		t.Errorf("Fit changed the handler's choices")
	}

	m := &Modal{CustomID: "m1/x", Title: strings.Repeat("t", 60), Components: []discordgo.MessageComponent{
		discordgo.ActionsRow{Components: []discordgo.MessageComponent{discordgo.TextInput{CustomID: "a", Label: strings.Repeat("l", 60), Value: strings.Repeat("v", 5000)}}},
	}}
	out = Fit(&Response{Modal: m}, i18n.English)
	ti := out.Modal.Components[0].(discordgo.ActionsRow).Components[0].(discordgo.TextInput)
	if utf8.RuneCountInString(out.Modal.Title) != 45 || utf8.RuneCountInString(ti.Label) != 45 || len(ti.Value) != 4000 || len(m.Title) != 60 {
		t.Errorf("modal title %q, label %q, value %d", out.Modal.Title, ti.Label, len(ti.Value))
	}

	in := &Response{Content: "private", Private: true, Followups: []*Response{
		{Content: strings.Repeat("a", 5000)},
		{Content: "fine", Followups: []*Response{{Content: strings.Repeat("b", 5000)}}},
	}}
	out = Fit(in, i18n.Korean)
	if bad := fitViolations(out); len(bad) > 0 {
		t.Errorf("followups do not fit: %v", bad)
	}
	if text, ok := spilled(out.Followups[0]); !ok || len(text) != 5000 {
		t.Errorf("the long followup is not in a file")
	}
	if text, ok := spilled(out.Followups[1].Followups[0]); !ok || len(text) != 5000 || out.Followups[1].Content != "fine" {
		t.Errorf("the nested followup is not fitted")
	}
	if len(in.Followups[0].Content) != 5000 || len(in.Followups[0].Files) != 0 {
		t.Errorf("Fit changed the handler's followups")
	}
	if Fit(nil, i18n.English) != nil {
		t.Errorf("Fit(nil) is not nil")
	}
}

// TestServeFitsReplies: whatever a handler answers, Serve hands the transport a reply Discord accepts.
func TestServeFitsReplies(t *testing.T) {
	resp, _ := serveCommand(t, func(context.Context, *Request) (*Response, error) {
		return &Response{Content: strings.Repeat("긴 답 ", 2000), Embeds: []*discordgo.MessageEmbed{{Description: strings.Repeat("d", 5000)}}}, nil
	}, i18n.Korean)
	if bad := fitViolations(resp); len(bad) > 0 {
		t.Errorf("Serve sent a reply over the limits: %v", bad)
	}
	if _, ok := spilled(resp); !ok || !strings.Contains(resp.Content, "reply.txt") || !strings.Contains(resp.Content, "디스코드") {
		t.Errorf("Serve's reply does not carry the text as a file with a Korean note: %q", resp.Content[:min(200, len(resp.Content))])
	}
}

// TestFilesDroppedCounts: the note on files left out counts them in words, one and many, in both languages.
func TestFilesDroppedCounts(t *testing.T) {
	for _, tc := range []struct {
		n      int64
		en, ko string
	}{
		{1, "1 attached file had to be left out: Discord takes at most 10 files of 10 MiB each.",
			"첨부 파일 1개는 보낼 수 없어 뺐습니다. 디스코드는 10 MiB 이하의 파일을 10개까지만 받습니다."},
		{2, "2 attached files had to be left out: Discord takes at most 10 files of 10 MiB each.",
			"첨부 파일 2개는 보낼 수 없어 뺐습니다. 디스코드는 10 MiB 이하의 파일을 10개까지만 받습니다."},
	} {
		got := msgFitFilesDropped.Format(attachedFiles.N(tc.n), fileCount.N(10), 10)
		if got.En != tc.en || got.Ko != tc.ko {
			t.Errorf("%d files: %q / %q", tc.n, got.En, got.Ko)
		}
	}
}

// TestFitTidiesJapanese: a Japanese reply loses the space its handler left after 。 in its text, embeds and
// alt texts, and the handler's own embed is left as it was.
func TestFitTidiesJapanese(t *testing.T) {
	embed := &discordgo.MessageEmbed{Description: "勝ちです。 おめでとう。", Fields: []*discordgo.MessageEmbedField{{Name: "山：", Value: "3個。 4個"}},
		Footer: &discordgo.MessageEmbedFooter{Text: "次へ。 どうぞ"}}
	resp := &Response{Content: "あなたの番です。 10分", Embeds: []*discordgo.MessageEmbed{embed}, Alt: map[string]string{"a.png": "盤面。 X"}}
	ja := Fit(resp, i18n.Japanese)
	if ja.Content != "あなたの番です。10分" || ja.Embeds[0].Description != "勝ちです。おめでとう。" ||
		ja.Embeds[0].Fields[0].Value != "3個。4個" || ja.Embeds[0].Footer.Text != "次へ。どうぞ" {
		t.Errorf("Fit(ja) = %q, %q, %q, %q", ja.Content, ja.Embeds[0].Description, ja.Embeds[0].Fields[0].Value, ja.Embeds[0].Footer.Text)
	}
	if embed.Description != "勝ちです。 おめでとう。" || embed.Footer.Text != "次へ。 どうぞ" || resp.Alt["a.png"] != "盤面。 X" {
		t.Error("Fit changed the handler's response")
	}
	if en := Fit(&Response{Content: "Done. Next"}, i18n.English); en.Content != "Done. Next" {
		t.Errorf("Fit(en) = %q", en.Content)
	}
}
