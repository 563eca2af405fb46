package router

import (
	"bytes"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
)

// Discord's limits on what one message, modal or autocomplete answer may carry (docs/discord.md §8), the
// one place kibitz declares them: a game that measures its own text against one uses these. Text is
// counted in characters (runes), as Discord counts it. A message over any of them is rejected whole, so
// the user would see nothing at all; Fit makes sure none is ever sent.
const (
	MaxContent          = 2000
	MaxEmbeds           = 10
	MaxEmbedTitle       = 256
	MaxEmbedDescription = 4096
	MaxEmbedFields      = 25
	MaxFieldName        = 256
	MaxFieldValue       = 1024
	MaxFooterText       = 2048
	MaxAuthorName       = 256
	MaxEmbedTotal       = 6000 // title, description, field names and values, footer and author, over all embeds
	MaxRows             = 5
	MaxRowButtons       = 5
	MaxButtonLabel      = 80
	MaxSelectOptions    = 25
	MaxSelectText       = 100 // an option's label, value and description
	MaxPlaceholder      = 150
	MaxFiles            = 10
	MaxFileSize         = 10 << 20
	MaxAltText          = 1024 // an attachment's description
	MaxChoices          = 25
	MaxChoiceText       = 100 // an autocomplete choice's name, and a string value
	MaxModalTitle       = 45
	MaxInputLabel       = 45
	MaxInputPlaceholder = 100
	MaxInputValue       = 4000
)

// Discord's limits on the definition of slash commands, which Mux.Command checks at registration.
const (
	MaxCommands      = 100 // slash commands of one application
	MaxOptions       = 25  // options (or subcommands) of one command
	MaxOptionChoices = 25  // fixed choices of one option
	MaxDescription   = 100 // a command's or option's description
	MaxName          = 32  // a command's or option's name
	// MaxCommandText is the characters of one command's names, descriptions and choices (names and
	// values) together, counting the longest localization of each.
	MaxCommandText = 8000
)

// spillName is the file that carries a reply too long for a message.
const spillName = "reply.txt"

// Fit returns resp made acceptable to Discord, in the language lang for the notes it adds: content longer
// than a message may be goes whole into a text file (reply.txt), with a note and its beginning left in the
// message; embeds cut to their limits also go whole into that file; components, files and autocomplete
// choices beyond Discord's counts and sizes are left out, dropped files with a note; alt text is cut at a
// word to Discord's length and kept only for the files that stay (fitAlt). Followups are fitted
// the same way. resp itself is not changed (handlers may answer with shared values); a response that
// already fits comes back as an equal copy. It is FitIn for a place that allows files and embeds.
func Fit(resp *Response, lang i18n.Lang) *Response {
	return FitIn(resp, lang, Allowed{Files: true, Embeds: true})
}

// FitIn is Fit for a place that allows what may says (Request.Allowed). Where embeds are not allowed,
// their text goes into the message's (embedsAsText); where files are not, they are left out with a line
// that says so and gives the pictures' alt text in their place (FilesForbidden), and text too long for
// a message is cut rather than spilled into a file.
func FitIn(resp *Response, lang i18n.Lang, may Allowed) *Response {
	return fitIn(resp, lang, may, FilesForbidden)
}

// fitIn is FitIn, where files not allowed are left out for the reason why.
func fitIn(resp *Response, lang i18n.Lang, may Allowed, why FilesRefusal) *Response {
	if resp == nil {
		return nil
	}
	resp = tidy(resp, lang)
	if !may.Embeds {
		resp = embedsAsText(resp)
	}
	tail := "" // what must stay at the end of the message: the line about files left out
	if !may.Files {
		resp, tail = dropFiles(resp, lang, why)
	}
	out := *resp
	out.Choices = fitChoices(resp.Choices)
	out.Modal = fitModal(resp.Modal)
	out.Components = fitComponents(resp.Components)

	embeds, embedsCut := fitEmbeds(resp.Embeds)
	out.Embeds = embeds
	files, tooBig := fitFileSizes(resp.Files)

	// Whether the text spills into a file decides how many of the other files still fit beside it, and
	// the note about dropped files is part of the text: decide with room for every file, then again with
	// room kept for reply.txt. Spilling only grows as files are dropped, so twice is enough.
	spill := false
	var kept []*discordgo.File
	var note string
	for range 2 {
		room := MaxFiles
		if spill {
			room--
		}
		kept = files
		dropped := tooBig
		if len(kept) > room {
			dropped += len(kept) - room
			kept = kept[:room]
		}
		note = ""
		if dropped > 0 {
			note = msgFitFilesDropped.F(lang, attachedFiles.N(int64(dropped)), fileCount.N(MaxFiles), MaxFileSize>>20)
		}
		spill = embedsCut || runes(joinLines(note, resp.Content, tail)) > MaxContent
	}
	out.Files = kept
	out.Content = joinLines(note, resp.Content, tail)
	switch {
	case spill && !may.Files:
		// No file can carry the whole: the message keeps what fits, and says that the rest is cut.
		out.Content = cutContent(resp.Content, joinLines(msgFitCut.In(lang), tail))
	case spill:
		name := spillFileName(kept)
		full := resp.Content
		if embedsCut {
			full = joinParagraphs(full, embedText(resp.Embeds))
		}
		out.Content = spillContent(joinLines(note, msgFitSpilled.F(lang, name)), resp.Content)
		out.Files = append(append([]*discordgo.File(nil), kept...), TextFile(name, []byte(full)))
	}
	out.Alt = fitAlt(resp.Alt, kept) // not the spilled reply.txt: that file is Fit's, not the handler's

	if resp.Followups != nil {
		out.Followups = make([]*Response, 0, len(resp.Followups))
		for _, f := range resp.Followups {
			if f != nil {
				out.Followups = append(out.Followups, fitIn(f, lang, may, why))
			}
		}
	}
	return &out
}

// spillContent is what stays in the message when the text goes into a file: the note, then as much of the
// beginning of content as fits (headOf).
func spillContent(note, content string) string {
	budget := MaxContent - runes(note) - len("\n\n")
	if content == "" || budget <= runes(headMore+headFence) {
		return truncate(note, MaxContent)
	}
	return note + "\n\n" + headOf(content, budget)
}

// cutContent is content cut to leave room for tail after it, on lines of its own: the message of a reply
// too long for one where no file can carry the rest.
func cutContent(content, tail string) string {
	budget := MaxContent - runes(tail) - len("\n")
	if content == "" || budget <= runes(headMore+headFence) {
		return truncate(tail, MaxContent)
	}
	return headOf(content, budget) + "\n" + tail
}

// What headOf ends a cut text with: an ellipsis, and a fence that closes a code block left open.
const headFence, headMore = "\n```", "…"

// headOf is as much of the beginning of content as fits in budget characters, cut at a line break when one
// is near, with a code block left open closed again so that what follows does not render as code.
func headOf(content string, budget int) string {
	budget -= runes(headMore) + runes(headFence)
	head := content
	if runes(head) > budget {
		head = prefix(head, budget)
		// Cutting mid-line leaves a broken word or board row; a line break in the last fifth is better.
		if i := strings.LastIndexByte(head, '\n'); i > 0 && runes(head[i:]) < budget/5 {
			head = head[:i]
		}
		head = strings.TrimRight(head, " \t\n") + headMore
	}
	if strings.Count(head, "```")%2 == 1 {
		head += headFence
	}
	return head
}

// spillFileName is reply.txt, or reply-2.txt and so on when the reply already has a file of that name.
func spillFileName(files []*discordgo.File) string {
	taken := map[string]bool{}
	for _, f := range files {
		taken[f.Name] = true
	}
	name := spillName
	for i := 2; taken[name]; i++ {
		name = "reply-" + strconv.Itoa(i) + ".txt"
	}
	return name
}

// fitEmbeds keeps at most 10 embeds and shortens their texts to the limits of each part and to 6,000
// characters in all, in reading order: title, author, description, fields, footer. It reports whether
// anything was cut or left out.
func fitEmbeds(in []*discordgo.MessageEmbed) ([]*discordgo.MessageEmbed, bool) {
	if in == nil {
		return nil, false
	}
	cut := false
	if len(in) > MaxEmbeds {
		in, cut = in[:MaxEmbeds], true
	}
	budget := MaxEmbedTotal
	clip := func(s string, limit int) string {
		t := truncate(s, min(limit, budget))
		if t != s {
			cut = true
		}
		budget -= runes(t)
		return t
	}
	out := make([]*discordgo.MessageEmbed, 0, len(in))
	for _, e := range in {
		if e == nil {
			continue
		}
		c := *e
		c.Title = clip(e.Title, MaxEmbedTitle)
		if e.Author != nil {
			a := *e.Author
			a.Name = clip(a.Name, MaxAuthorName)
			c.Author = &a
		}
		c.Description = clip(e.Description, MaxEmbedDescription)
		fields := e.Fields
		if len(fields) > MaxEmbedFields {
			fields, cut = fields[:MaxEmbedFields], true
		}
		c.Fields = nil
		for _, f := range fields {
			if f == nil {
				continue
			}
			// Discord refuses an empty name or value; a zero-width space is how a blank one is written.
			name, value := orBlank(f.Name), orBlank(f.Value)
			if budget < 2 {
				cut = true
				continue
			}
			nf := *f
			nf.Name = clip(name, min(MaxFieldName, budget-1))
			nf.Value = clip(value, MaxFieldValue)
			c.Fields = append(c.Fields, &nf)
		}
		if e.Footer != nil {
			ft := *e.Footer
			ft.Text = clip(ft.Text, MaxFooterText)
			c.Footer = &ft
		}
		out = append(out, &c)
	}
	return out, cut
}

func orBlank(s string) string {
	if s == "" {
		return "\u200b"
	}
	return s
}

// embedText is the text of embeds as plain text, for the file that carries what did not fit.
func embedText(embeds []*discordgo.MessageEmbed) string {
	return strings.Join(embedParagraphs(embeds, false), "\n\n")
}

// fitFileSizes leaves out the files larger than Discord accepts and returns how many it left out. A file
// whose reader cannot tell its size is read into memory (at most one byte past the limit) to find out.
func fitFileSizes(in []*discordgo.File) ([]*discordgo.File, int) {
	if in == nil {
		return nil, 0
	}
	out := make([]*discordgo.File, 0, len(in))
	dropped := 0
	for _, f := range in {
		if f == nil {
			continue
		}
		size, known := fileSize(f.Reader)
		if !known {
			data, err := io.ReadAll(io.LimitReader(f.Reader, MaxFileSize+1))
			if err != nil {
				dropped++
				continue
			}
			cp := *f
			cp.Reader = bytes.NewReader(data)
			f, size = &cp, int64(len(data))
		}
		if size > MaxFileSize {
			dropped++
			continue
		}
		out = append(out, f)
	}
	return out, dropped
}

// fileSize is the size of what a reader holds from its start, when it can say without being read.
func fileSize(r io.Reader) (int64, bool) {
	switch r := r.(type) {
	case nil:
		return 0, true
	case *bytes.Reader:
		return r.Size(), true
	case *strings.Reader:
		return r.Size(), true
	case io.Seeker:
		cur, err := r.Seek(0, io.SeekCurrent)
		if err != nil {
			return 0, false
		}
		end, err := r.Seek(0, io.SeekEnd)
		if _, err2 := r.Seek(cur, io.SeekStart); err != nil || err2 != nil {
			return 0, false
		}
		return end, true
	}
	return 0, false
}

// runes is the length of s as Discord counts it.
func runes(s string) int { return utf8.RuneCountInString(s) }

// prefix is the first n characters of s.
func prefix(s string, n int) string {
	if n <= 0 {
		return ""
	}
	i := 0
	for k := range s {
		if i == n {
			return s[:k]
		}
		i++
	}
	return s
}

// truncate shortens s to at most n characters, the last an ellipsis when anything was cut.
func truncate(s string, n int) string {
	if runes(s) <= n {
		return s
	}
	if n <= 1 {
		return prefix("…", n)
	}
	return prefix(s, n-1) + "…"
}

// joinLines joins the parts that are not empty with line breaks.
func joinLines(parts ...string) string { return join("\n", parts) }

// joinParagraphs joins the parts that are not empty with blank lines.
func joinParagraphs(parts ...string) string { return join("\n\n", parts) }

func join(sep string, parts []string) string {
	var kept []string
	for _, p := range parts {
		if p != "" {
			kept = append(kept, p)
		}
	}
	return strings.Join(kept, sep)
}

var (
	msgFitSpilled = i18n.Text{
		En: "This reply is longer than a Discord message may be: all of it is in the attached %s.",
		Ko: "답이 디스코드 메시지 하나에 담기에는 너무 길어서 전체를 첨부 파일 %s에 담았습니다.",
	}
	msgFitFilesDropped = i18n.Text{
		En: "%s had to be left out: Discord takes at most %s of %d MiB each.",
		Ko: "%[1]s 보낼 수 없어 뺐습니다. 디스코드는 %[3]d MiB 이하의 파일을 %[2]s까지만 받습니다.",
	}
	// attachedFiles and fileCount count files in the note above: "1 attached file", "첨부 파일 1개는".
	attachedFiles = i18n.Plural{One: "%s attached file", Other: "%s attached files", Ko: "첨부 파일 %s개는"}
	fileCount     = i18n.Plural{One: "%s file", Other: "%s files", Ko: "%s개"}
)

// tidy is resp with its sentences spaced as lang sets them (i18n.Tidy): the handlers join sentences with
// a space, which Japanese does not set after 。. The handler's embeds are copied, not changed: a handler
// may keep them.
func tidy(resp *Response, lang i18n.Lang) *Response {
	if lang != i18n.Japanese { // the one language i18n.Tidy changes
		return resp
	}
	out := *resp
	out.Content = i18n.Tidy(lang, resp.Content)
	if resp.Embeds != nil {
		out.Embeds = make([]*discordgo.MessageEmbed, len(resp.Embeds))
		for i, e := range resp.Embeds {
			if e == nil {
				continue
			}
			c := *e
			c.Title = i18n.Tidy(lang, e.Title)
			c.Description = i18n.Tidy(lang, e.Description)
			if e.Fields != nil {
				c.Fields = make([]*discordgo.MessageEmbedField, len(e.Fields))
				for j, f := range e.Fields {
					if f != nil {
						g := *f
						g.Name, g.Value = i18n.Tidy(lang, f.Name), i18n.Tidy(lang, f.Value)
						f = &g
					}
					c.Fields[j] = f
				}
			}
			if e.Footer != nil {
				foot := *e.Footer
				foot.Text = i18n.Tidy(lang, e.Footer.Text)
				c.Footer = &foot
			}
			out.Embeds[i] = &c
		}
	}
	if resp.Alt != nil {
		out.Alt = make(map[string]string, len(resp.Alt))
		for name, alt := range resp.Alt {
			out.Alt[name] = i18n.Tidy(lang, alt)
		}
	}
	return &out
}
