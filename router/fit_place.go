package router

// Fitting a reply to what kibitz may send where it replies: files and embeds (FitIn).

import (
	"strings"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
)

// Allowed is what kibitz may put in a message where it replies, beside text and components: files (the
// channel's ATTACH_FILES) and embeds (EMBED_LINKS). Request.Allowed reads it from app_permissions.
type Allowed struct {
	Files, Embeds bool
}

// FilesRefusal is why a reply's files cannot go with it.
type FilesRefusal uint8

const (
	// FilesForbidden: kibitz may not attach files in the channel (no ATTACH_FILES; Discord answers an
	// upload 403, code 50013).
	FilesForbidden FilesRefusal = iota + 1
	// FilesTooLarge: Discord refused the files as too large for the channel (413, code 40005).
	FilesTooLarge
)

// WithoutFiles is resp fitted without its files, for a transport whose call carrying them was refused:
// a line says which files could not be sent and why, with the alt text of the pictures among them in
// their place, and an update or edit takes the message's old files away (Response.ClearFiles), since
// they show what the new ones were to replace. Its embeds are kept: resp was fitted to the place
// already. Its followups are left out; each is a call of its own.
func WithoutFiles(resp *Response, lang i18n.Lang, why FilesRefusal) *Response {
	if resp == nil {
		return nil
	}
	one := *resp
	one.Followups = nil
	return fitIn(&one, lang, Allowed{Files: false, Embeds: true}, why)
}

// maxFilesLine is the most of a message the line about files left out takes, alt text and all: the rest
// is for the reply's own text.
const maxFilesLine = MaxContent / 2

// dropFiles is resp without its files and their alt text, and the line that says so (tail), "" when
// resp has no files. The line names the files and why they could not be sent, then gives each picture's
// alt text as a quote: the words that describe it stand in for the picture.
func dropFiles(resp *Response, lang i18n.Lang, why FilesRefusal) (*Response, string) {
	var names, alts []string
	for _, f := range resp.Files {
		if f == nil {
			continue
		}
		names = append(names, f.Name)
		if alt := strings.TrimSpace(resp.Alt[f.Name]); alt != "" {
			alts = append(alts, "> "+strings.ReplaceAll(truncateAtWord(alt, MaxAltText), "\n", "\n> "))
		}
	}
	if len(names) == 0 {
		return resp, ""
	}
	say := msgFilesForbidden
	if why == FilesTooLarge {
		say = msgFilesTooLarge
	}
	out := *resp
	out.Files, out.Alt = nil, nil
	out.ClearFiles = true
	out.Embeds = withoutAttachedImages(resp.Embeds)
	line := truncate(joinLines(append([]string{say.F(lang, i18n.AndList(lang, names))}, alts...)...), maxFilesLine)
	return &out, line
}

// withoutAttachedImages is embeds without the pictures they take from the message's files
// (attachment://name), for a message whose files are left out; the embeds themselves are not changed.
func withoutAttachedImages(embeds []*discordgo.MessageEmbed) []*discordgo.MessageEmbed {
	if embeds == nil {
		return nil
	}
	attached := func(url string) bool { return strings.HasPrefix(url, "attachment://") }
	out := make([]*discordgo.MessageEmbed, len(embeds))
	for i, e := range embeds {
		out[i] = e
		if e == nil {
			continue
		}
		image := e.Image != nil && attached(e.Image.URL)
		thumbnail := e.Thumbnail != nil && attached(e.Thumbnail.URL)
		if image || thumbnail {
			c := *e
			if image {
				c.Image = nil
			}
			if thumbnail {
				c.Thumbnail = nil
			}
			out[i] = &c
		}
	}
	return out
}

// embedsAsText is resp with the text of its embeds moved into its message's text, after it, for a place
// where kibitz may not send embeds: each embed's title in bold, its author, description, fields (the name
// in bold over the value) and footer (as small text), the embeds a paragraph each. A picture an embed
// shows (attachment://) stays attached to the message. Fit then keeps the text within a message.
func embedsAsText(resp *Response) *Response {
	if len(resp.Embeds) == 0 {
		return resp
	}
	out := *resp
	out.Embeds = nil
	out.Content = joinParagraphs(append([]string{resp.Content}, embedParagraphs(resp.Embeds, true)...)...)
	return &out
}

// embedParagraphs is the text of each embed that has any, its lines joined (embedLines): in markdown for
// embedsAsText, plain for embedText.
func embedParagraphs(embeds []*discordgo.MessageEmbed, markdown bool) []string {
	var parts []string
	for _, e := range embeds {
		if lines := embedLines(e, markdown); len(lines) > 0 {
			parts = append(parts, strings.Join(lines, "\n"))
		}
	}
	return parts
}

// embedLines is the text of an embed, a line for each part that has any: its title, author, description,
// fields (name, then value) and footer. Plain, each is as the embed has it. In markdown, each is trimmed,
// the title and a field's name are in bold and the footer is small text; the zero-width space that stands
// for a blank field (orBlank) shows nothing, and is left out as a field's name or as a line of its own.
func embedLines(e *discordgo.MessageEmbed, markdown bool) []string {
	if e == nil {
		return nil
	}
	var lines []string
	add := func(s string) {
		if markdown {
			if s = strings.TrimSpace(s); s == "\u200b" {
				return
			}
		}
		if s != "" {
			lines = append(lines, s)
		}
	}
	// styled adds s in the form markdown gives it.
	styled := func(s string, form func(string) string) {
		if !markdown {
			add(s)
		} else if t := strings.TrimSpace(s); t != "" {
			add(form(t))
		}
	}
	bold := func(s string) string { return "**" + s + "**" }
	small := func(s string) string { return "-# " + strings.ReplaceAll(s, "\n", "\n-# ") }

	styled(e.Title, bold)
	if e.Author != nil {
		add(e.Author.Name)
	}
	add(e.Description)
	for _, f := range e.Fields {
		if f == nil {
			continue
		}
		if !markdown || strings.TrimSpace(f.Name) != "\u200b" {
			styled(f.Name, bold)
		}
		add(f.Value)
	}
	if e.Footer != nil {
		styled(e.Footer.Text, small)
	}
	return lines
}

var (
	msgFilesForbidden = i18n.Text{
		En: "(kibitz may not attach files in this channel, so this reply comes without %s; a moderator can allow Attach Files.)",
		Ko: "(이 채널에서는 kibitz가 파일을 첨부할 수 없어 %s 파일 없이 보냅니다. 관리자가 '파일 첨부' 권한을 허용하면 첨부됩니다.)",
	}
	msgFilesTooLarge = i18n.Text{
		En: "(Discord refused the files of this reply as too large, so it comes without %s.)",
		Ko: "(디스코드가 이 답의 파일이 너무 크다며 받지 않아 %s 파일 없이 보냅니다.)",
	}
	msgFitCut = i18n.Text{
		En: "This reply is longer than a Discord message may be, and the rest cannot go in a file here, so it is cut.",
		Ko: "답이 디스코드 메시지 하나에 담기에는 너무 길고, 여기서는 나머지를 파일로 보낼 수 없어 잘랐습니다.",
	}
)
