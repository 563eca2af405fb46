package router

import (
	"context"
	"log/slog"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
)

// envelopeWith is a server's envelope whose app_permissions are perms ("" leaves them out).
func envelopeWith(perms string) string {
	if perms == "" {
		return oldGuildEnvelope
	}
	return `{"guild_id":"900","channel_id":"700","context":0,"authorizing_integration_owners":{"0":"900"},"app_permissions":"` + perms + `"}`
}

// TestRequestAllowed: ATTACH_FILES (1<<15) and EMBED_LINKS (1<<14) of app_permissions say whether kibitz
// may attach files and send embeds; permissions not sent allow both, as before kibitz read them.
func TestRequestAllowed(t *testing.T) {
	for _, tc := range []struct {
		name, perms string
		want        Allowed
	}{
		{"view, send, embed, attach, use commands", "2147601408", Allowed{Files: true, Embeds: true}},
		{"send messages only", "2048", Allowed{}},
		{"attach files only", "32768", Allowed{Files: true}},
		{"embed links only", "16384", Allowed{Embeds: true}},
		{"none at all", "0", Allowed{}},
		{"not sent", "", Allowed{Files: true, Embeds: true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			req := locate(t, envelopeWith(tc.perms))
			if got := req.Allowed(); got != tc.want || req.CanAttach() != tc.want.Files || req.CanEmbed() != tc.want.Embeds {
				t.Errorf("app_permissions %q: allowed %+v, want %+v", tc.perms, got, tc.want)
			}
		})
	}
	if r := (&Request{}); !r.CanAttach() || !r.CanEmbed() {
		t.Error("a request built by hand, without permissions, may not attach files or embed")
	}
}

func picture(name string) *discordgo.File { return PNG(name, []byte("png")) }

// TestFitInWithoutFiles: where kibitz may not attach files, a reply's files are left out with a line that
// names them and gives the pictures' alt text, an update takes the old files away, and text too long for a
// message is cut (saying so) rather than spilled into a file. The line always stays whole.
func TestFitInWithoutFiles(t *testing.T) {
	long := strings.Repeat("word ", 700) // 3,500 characters
	for _, tc := range []struct {
		name     string
		lang     i18n.Lang
		resp     *Response
		want     []string // in the content, in this order
		wantNot  []string
		clear    bool
		startsAs string
	}{
		{"a picture with alt text", i18n.English,
			(&Response{Content: "Your turn.", Update: true}).Attach(picture("board.png"), "X in the centre.\nO in a corner."),
			[]string{"Your turn.\n(kibitz may not attach files in this channel, so this reply comes without board.png; a moderator can allow Attach Files.)\n> X in the centre.\n> O in a corner."},
			nil, true, "Your turn."},
		{"two files, one without alt text, in Korean", i18n.Korean,
			(&Response{Content: "풀이"}).Attach(picture("a.png"), "그림").Attach(TextFile("steps.txt", []byte("1")), ""),
			[]string{"풀이\n(이 채널에서는 kibitz가 파일을 첨부할 수 없어 a.png", "steps.txt", "파일 없이 보냅니다.", "\n> 그림"},
			[]string{"> \n"}, true, "풀이"},
		{"text too long for a message", i18n.English, &Response{Content: long},
			[]string{"word word", "…\n" + msgFitCut.En}, []string{"reply.txt", "attached"}, false, "word word"},
		{"too long, with a picture", i18n.English, (&Response{Content: long}).Attach(picture("p.png"), "a picture"),
			[]string{"…\n" + msgFitCut.En + "\n(kibitz may not attach files in this channel, so this reply comes without p.png", "\n> a picture"},
			[]string{"reply.txt"}, true, "word word"},
		{"embeds too long", i18n.English,
			&Response{Content: "title", Embeds: []*discordgo.MessageEmbed{{Description: strings.Repeat("d", 4000)}, {Description: strings.Repeat("e", 4000)}}},
			[]string{"title\n" + msgFitCut.En}, []string{"reply.txt"}, false, "title"},
		{"a code block cut", i18n.English, &Response{Content: "```\n" + strings.Repeat("row\n", 1000) + "```"},
			[]string{"…\n```\n" + msgFitCut.En}, nil, false, "```\nrow"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := FitIn(tc.resp, tc.lang, Allowed{Embeds: true})
			if bad := fitViolations(out); len(bad) > 0 {
				t.Fatalf("does not fit: %v", bad)
			}
			if len(out.Files) != 0 || len(out.Alt) != 0 {
				t.Errorf("files %v, alt %v left in", out.Files, out.Alt)
			}
			if out.ClearFiles != tc.clear {
				t.Errorf("ClearFiles %v, want %v", out.ClearFiles, tc.clear)
			}
			if !strings.HasPrefix(out.Content, tc.startsAs) {
				t.Errorf("content starts %q, want %q", out.Content[:min(40, len(out.Content))], tc.startsAs)
			}
			rest := out.Content
			for _, w := range tc.want {
				i := strings.Index(rest, w)
				if i < 0 {
					t.Fatalf("content lacks %q (in order):\n%s", w, out.Content)
				}
				rest = rest[i+len(w):]
			}
			for _, w := range tc.wantNot {
				if strings.Contains(out.Content, w) {
					t.Errorf("content holds %q:\n%s", w, out.Content)
				}
			}
		})
	}
}

// TestFitInKeepsFilesWhereAllowed: the same replies where files are allowed keep them, and long text goes
// into reply.txt as before.
func TestFitInKeepsFilesWhereAllowed(t *testing.T) {
	resp := (&Response{Content: strings.Repeat("word ", 700)}).Attach(picture("p.png"), "a picture")
	out := FitIn(resp, i18n.English, Allowed{Files: true, Embeds: true})
	_, spill := spilled(out)
	if !spill || len(out.Files) != 2 || out.Alt["p.png"] != "a picture" || out.ClearFiles {
		t.Errorf("files %d, spilled %v, alt %v, clear %v", len(out.Files), spill, out.Alt, out.ClearFiles)
	}
}

// TestFitInEmbedsAsText: where kibitz may not send embeds, their title, author, description, fields and
// footer become the message's text, after its own; a picture an embed showed from the message's files
// stays attached, and text too long for a message spills into reply.txt, or is cut where files are not
// allowed either.
func TestFitInEmbedsAsText(t *testing.T) {
	embed := &discordgo.MessageEmbed{Title: "Nim", Description: "Heaps: 3 4 5", Color: 1,
		Author: &discordgo.MessageEmbedAuthor{Name: "kibitz"},
		Fields: []*discordgo.MessageEmbedField{{Name: "Players", Value: "1. <@1>\n2. <@2>"}, {Name: "\u200b", Value: "blank name"}},
		Footer: &discordgo.MessageEmbedFooter{Text: "Turn 3"}, Image: &discordgo.MessageEmbedImage{URL: "attachment://nim.png"}}
	resp := (&Response{Content: "<@1>, your turn.", Embeds: []*discordgo.MessageEmbed{embed, nil, {Description: "second"}}, Update: true}).
		Attach(picture("nim.png"), "three heaps")
	out := FitIn(resp, i18n.English, Allowed{Files: true})
	want := "<@1>, your turn.\n\n**Nim**\nkibitz\nHeaps: 3 4 5\n**Players**\n1. <@1>\n2. <@2>\nblank name\n-# Turn 3\n\nsecond"
	if out.Content != want || len(out.Embeds) != 0 || len(out.Files) != 1 || out.Alt["nim.png"] != "three heaps" {
		t.Errorf("content %q, embeds %d, files %d, alt %v; want content %q and the picture kept", out.Content, len(out.Embeds),
			len(out.Files), out.Alt, want)
	}
	if embed.Title != "Nim" || resp.Embeds == nil {
		t.Error("the handler's response was changed")
	}

	neither := FitIn(resp, i18n.English, Allowed{})
	if len(neither.Embeds) != 0 || len(neither.Files) != 0 || !strings.Contains(neither.Content, "**Players**") ||
		!strings.HasSuffix(neither.Content, "without nim.png; a moderator can allow Attach Files.)\n> three heaps") {
		t.Errorf("without files or embeds: %d embeds, %d files, %q", len(neither.Embeds), len(neither.Files), neither.Content)
	}

	big := &Response{Embeds: []*discordgo.MessageEmbed{{Title: "Long", Description: strings.Repeat("line\n", 800)}}}
	spilledOut := FitIn(big, i18n.English, Allowed{Files: true})
	if text, ok := spilled(spilledOut); !ok || !strings.HasPrefix(text, "**Long**\nline") || fitViolations(spilledOut) != nil {
		t.Errorf("a long embed's text does not spill into reply.txt: %q", spilledOut.Content[:min(80, len(spilledOut.Content))])
	}
	cut := FitIn(big, i18n.English, Allowed{})
	if len(cut.Files) != 0 || !strings.HasSuffix(cut.Content, msgFitCut.En) || fitViolations(cut) != nil {
		t.Errorf("a long embed's text where no file may go: %d files, ends %q", len(cut.Files), cut.Content[max(0, len(cut.Content)-80):])
	}
}

// TestFitInDropsAttachedEmbedImages: an embed's picture from a file left out is taken out of the embed,
// which would otherwise point at an attachment the message does not have; the handler's embed is kept.
func TestFitInDropsAttachedEmbedImages(t *testing.T) {
	embed := &discordgo.MessageEmbed{Title: "Nim", Image: &discordgo.MessageEmbedImage{URL: "attachment://nim.png"},
		Thumbnail: &discordgo.MessageEmbedThumbnail{URL: "https://example.com/t.png"}}
	out := FitIn((&Response{Embeds: []*discordgo.MessageEmbed{embed}}).Attach(picture("nim.png"), ""), i18n.English, Allowed{Embeds: true})
	if len(out.Embeds) != 1 || out.Embeds[0].Image != nil || out.Embeds[0].Thumbnail == nil || embed.Image == nil {
		t.Errorf("embed %+v (the handler's image %v)", out.Embeds[0], embed.Image)
	}
}

// TestFitInFollowups: followups are fitted to the same place.
func TestFitInFollowups(t *testing.T) {
	resp := &Response{Content: "a", Followups: []*Response{(&Response{Content: "b", Embeds: []*discordgo.MessageEmbed{{Title: "T"}}}).
		Attach(picture("f.png"), "")}}
	out := FitIn(resp, i18n.English, Allowed{})
	f := out.Followups[0]
	if len(f.Files) != 0 || len(f.Embeds) != 0 || !strings.Contains(f.Content, "**T**") || !strings.Contains(f.Content, "f.png") {
		t.Errorf("followup %+v", f)
	}
}

// TestWithoutFiles: a call refused for its files is sent again without them, saying why: too large, or not
// allowed; its followups are calls of their own, and its embeds stay.
func TestWithoutFiles(t *testing.T) {
	resp := (&Response{Content: "board", Embeds: []*discordgo.MessageEmbed{{Title: "T"}}, Update: true,
		Followups: []*Response{Reply("more")}}).Attach(picture("b.png"), "the board")
	for _, tc := range []struct {
		why  FilesRefusal
		lang i18n.Lang
		want string
	}{
		{FilesTooLarge, i18n.English, "board\n(Discord refused the files of this reply as too large, so it comes without b.png.)\n> the board"},
		{FilesTooLarge, i18n.Korean, "board\n(디스코드가 이 답의 파일이 너무 크다며 받지 않아 b.png 파일 없이 보냅니다.)\n> the board"},
		{FilesForbidden, i18n.English, "board\n(kibitz may not attach files in this channel, so this reply comes without b.png; a moderator can allow Attach Files.)\n> the board"},
	} {
		out := WithoutFiles(resp, tc.lang, tc.why)
		if out.Content != tc.want || len(out.Files) != 0 || !out.ClearFiles || len(out.Embeds) != 1 || out.Followups != nil || !out.Update {
			t.Errorf("%v %v: %q, files %d, clear %v, embeds %d, followups %d", tc.why, tc.lang, out.Content, len(out.Files),
				out.ClearFiles, len(out.Embeds), len(out.Followups))
		}
	}
	if len(resp.Files) != 1 || resp.Followups == nil || resp.ClearFiles {
		t.Error("WithoutFiles changed the response it was given")
	}
	// A reply fitted already, at the most a message holds: the line still fits, the text cut before it.
	full := Fit((&Response{Content: strings.Repeat("x", MaxContent)}).Attach(picture("b.png"), strings.Repeat("alt ", 300)), i18n.English)
	out := WithoutFiles(full, i18n.English, FilesTooLarge)
	if bad := fitViolations(out); bad != nil || !strings.Contains(out.Content, "without b.png.)\n> alt alt") {
		t.Errorf("%v: %q", bad, out.Content[max(0, len(out.Content)-300):])
	}
	if n := utf8.RuneCountInString(out.Content); n > MaxContent {
		t.Errorf("%d characters", n)
	}
}

// TestServeFitsToThePlace: Serve fits a reply to what app_permissions allow, and ends it with the notes
// the handler's helpers gave (Request.Note), each once, on success only.
func TestServeFitsToThePlace(t *testing.T) {
	note := i18n.Text{En: "(No pictures here.)", Ko: "(여기서는 그림이 없습니다.)"}
	var fail bool
	handler := func(_ context.Context, req *Request) (*Response, error) {
		req.Note(note)
		req.Note(note)
		req.Note(i18n.Text{En: "(Another.)", Ko: "(또 하나.)"})
		if fail {
			return nil, Fail(Invalid, i18n.Text{En: "No.", Ko: "안 됩니다."})
		}
		return (&Response{Content: "board\n", Embeds: []*discordgo.MessageEmbed{{Title: "T"}}}).Attach(picture("b.png"), "the board"), nil
	}
	m := NewMux()
	m.Command(Command{Name: i18n.Text{En: "game", Ko: "게임"}, Description: i18n.Text{En: "Game", Ko: "게임"}, Handler: handler})
	s := &Server{Mux: m, Log: slog.New(slog.DiscardHandler)}
	serve := func(envelope string, lang i18n.Lang) *Response {
		req := locate(t, envelope)
		req.Kind, req.Path, req.Lang = KindCommand, "/game", lang
		return s.Serve(context.Background(), req)
	}
	if got := serve(envelopeWith("2048"), i18n.English); got.Content != "board\n(No pictures here.)\n(Another.)\n\n**T**\n"+
		"(kibitz may not attach files in this channel, so this reply comes without b.png; a moderator can allow Attach Files.)\n> the board" ||
		len(got.Files) != 0 || len(got.Embeds) != 0 {
		t.Errorf("without permissions: %q, %d files, %d embeds", got.Content, len(got.Files), len(got.Embeds))
	}
	if got := serve(envelopeWith("2147601408"), i18n.Korean); got.Content != "board\n(여기서는 그림이 없습니다.)\n(또 하나.)" ||
		len(got.Files) != 1 || len(got.Embeds) != 1 {
		t.Errorf("with them: %q, %d files, %d embeds", got.Content, len(got.Files), len(got.Embeds))
	}
	fail = true
	if got := serve(envelopeWith("2048"), i18n.English); got.Content != "No." {
		t.Errorf("an error with notes: %q", got.Content)
	}
}
