package commands

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/router"
	"kibitz/storage/memory"
)

func TestShowFallsBack(t *testing.T) {
	picture := func() (*discordgo.File, error) {
		return &discordgo.File{Name: "board.png", ContentType: "image/png", Reader: strings.NewReader("png")}, nil
	}
	small := Board{Emoji: "🟩🟨", Text: "```\nGY\n```", Image: picture, Alt: i18n.Text{En: "Green, yellow.", Ko: "초록, 노랑."}}
	large := Board{Emoji: strings.Repeat("🟩", 2001), Text: "```\n" + strings.Repeat("G", 1900) + "\n```", Image: picture}
	huge := Board{Emoji: strings.Repeat("🟩", 2001), Text: strings.Repeat("G", 2001), Image: picture}
	for _, tc := range []struct {
		name      string
		view      View
		board     Board
		lang      i18n.Lang
		want      View
		files     int
		notice    string
		noNotice  bool
		contentIs string
	}{
		{"emoji fits", ViewEmoji, small, i18n.English, ViewEmoji, 0, "", true, "Board:\n🟩🟨"},
		{"text fits", ViewText, small, i18n.English, ViewText, 0, "", true, "Board:\n```\nGY\n```"},
		{"picture", ViewImage, small, i18n.English, ViewImage, 1, "", true, "Board:"},
		{"emoji too long: text", ViewEmoji, large, i18n.English, ViewText, 0, "too large for emoji in one message, so it is shown as text", false, ""},
		{"emoji and text too long: picture", ViewEmoji, huge, i18n.Korean, ViewImage, 1, "이모지로 보이기에는 너무 커서 그림으로 보여 드립니다", false, ""},
		{"emoji left out as too large: text", ViewEmoji, Board{Text: "```\nX\n```", Image: picture}, i18n.English, ViewText, 0, "(The board is too large for emoji in one message, so it is shown as text.)", false, ""},
		{"no emoji view: text", ViewEmoji, Board{Text: "```\nX\n```", Image: picture, Without: []View{ViewEmoji}}, i18n.English, ViewText, 0, "(This board cannot be shown as emoji, so it is shown as text.)", false, ""},
		{"no emoji view, in Korean", ViewEmoji, Board{Text: "```\nX\n```", Image: picture, Without: []View{ViewEmoji}}, i18n.Korean, ViewText, 0, "(이 판은 이모지로 보여 드릴 수 없어 텍스트로 보여 드립니다.)", false, ""},
		{"no text view: picture", ViewText, Board{Emoji: "🟩", Image: picture, Without: []View{ViewText}}, i18n.English, ViewImage, 1, "(This board cannot be shown as text, so it is shown as a picture.)", false, ""},
		{"no picture: text", ViewImage, Board{Emoji: "🟩", Text: "```\nG\n```"}, i18n.English, ViewText, 0, "(This board cannot be shown as a picture, so it is shown as text.)", false, ""},
		{"no picture, text too long: emoji", ViewImage, Board{Emoji: "🟩", Text: strings.Repeat("G", 2001)}, i18n.Korean, ViewEmoji, 0, "(이 판은 그림으로 보여 드릴 수 없어 이모지로 보여 드립니다.)", false, ""},
		{"no emoji view, text too long: picture", ViewEmoji, Board{Text: strings.Repeat("G", 2001), Image: picture, Without: []View{ViewEmoji}}, i18n.English, ViewImage, 1, "(This board cannot be shown as emoji, so it is shown as a picture.)", false, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp := &router.Response{Content: "Board:"}
			got, err := Show(resp, tc.lang, tc.view, tc.board)
			if err != nil || got != tc.want || len(resp.Files) != tc.files {
				t.Fatalf("Show = %s, %v, %d files; want %s, %d files", got, err, len(resp.Files), tc.want, tc.files)
			}
			if tc.contentIs != "" && resp.Content != tc.contentIs {
				t.Errorf("content %q, want %q", resp.Content, tc.contentIs)
			}
			if !strings.Contains(resp.Content, tc.notice) || tc.noNotice && strings.Contains(resp.Content, "(") {
				t.Errorf("content %.200q; want the notice %q: %v", resp.Content, tc.notice, !tc.noNotice)
			}
			if tc.files > 0 && tc.board.Alt.En != "" && resp.Alt["board.png"] != tc.board.Alt.In(tc.lang) {
				t.Errorf("alt text %q, want %q", resp.Alt["board.png"], tc.board.Alt.In(tc.lang))
			}
			if n := len([]rune(resp.Content)); n > router.MaxContent {
				t.Errorf("content is %d characters", n)
			}
		})
	}
	if _, err := Show(&router.Response{}, i18n.English, ViewImage, Board{Image: func() (*discordgo.File, error) { return nil, errors.New("no") }}); err == nil {
		t.Error("a picture that cannot be drawn: no error")
	}
}

func TestViewOf(t *testing.T) {
	env := Env{Store: memory.New()}.WithDefaults()
	ctx := context.Background()
	req := func(display string) *router.Request {
		in := &discordgo.Interaction{Type: discordgo.InteractionApplicationCommand, User: &discordgo.User{ID: "7"},
			Data: discordgo.ApplicationCommandInteractionData{Name: "x"}}
		if display != "" {
			in.Data = discordgo.ApplicationCommandInteractionData{Name: "x", Options: []*discordgo.ApplicationCommandInteractionDataOption{
				{Name: "display", Type: discordgo.ApplicationCommandOptionString, Value: display}}}
		}
		r, err := router.NewRequest(in, env.Now())
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	if v := env.ViewOf(ctx, req("")); v != ViewImage {
		t.Errorf("no option, no preference: %s, want image", v)
	}
	if _, err := ChangePrefs(ctx, env.Store, "7", func(p *Prefs) { p.Display = ViewText }); err != nil {
		t.Fatal(err)
	}
	if v := env.ViewOf(ctx, req("")); v != ViewText {
		t.Errorf("preference text: %s", v)
	}
	if v := env.ViewOf(ctx, req("emoji")); v != ViewEmoji {
		t.Errorf("option emoji over preference text: %s", v)
	}
	p, err := ChangePrefs(ctx, env.Store, "7", func(p *Prefs) { p.HighContrast = true })
	if err != nil || p.Display != ViewText || !p.HighContrast {
		t.Errorf("a second change keeps the first: %+v, %v", p, err)
	}
}

// TestViewHere: the picture, asked for or by default, becomes text where app_permissions lack
// ATTACH_FILES (a screen reader reads a text grid a line a row, where emoji are read name by name and the
// picture's description is gone), and the reply ends saying why (once, however often it is asked); emoji and text stay as
// they are, and so does everything where the permission is there or was not sent.
func TestViewHere(t *testing.T) {
	const noFiles = discordgo.PermissionViewChannel | discordgo.PermissionSendMessages
	for _, tc := range []struct {
		name  string
		perms int64 // 0: not sent
		view  View
		want  View
		noted bool
	}{
		{"picture without Attach Files", noFiles, ViewImage, ViewText, true},
		{"text without Attach Files", noFiles, ViewText, ViewText, false},
		{"emoji without Attach Files", noFiles, ViewEmoji, ViewEmoji, false},
		{"picture with Attach Files", noFiles | discordgo.PermissionAttachFiles, ViewImage, ViewImage, false},
		{"picture, permissions not sent", 0, ViewImage, ViewImage, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := router.NewMux()
			var got View
			m.Command(router.Command{Name: i18n.Text{En: "x", Ko: "엑스"}, Description: i18n.Text{En: "X", Ko: "엑스"},
				Handler: func(_ context.Context, req *router.Request) (*router.Response, error) {
					got = ViewHere(req, tc.view)
					ViewHere(req, tc.view)
					return router.Reply("board"), nil
				}})
			in := &discordgo.Interaction{Type: discordgo.InteractionApplicationCommand, GuildID: "g", AppPermissions: tc.perms,
				Member: &discordgo.Member{User: &discordgo.User{ID: "7"}}, Locale: discordgo.Korean,
				Data: discordgo.ApplicationCommandInteractionData{Name: "x"}}
			req, err := router.NewRequest(in, time.Now())
			if err != nil {
				t.Fatal(err)
			}
			resp := (&router.Server{Mux: m, Log: slog.New(slog.DiscardHandler)}).Serve(context.Background(), req)
			want := "board"
			if tc.noted {
				want += "\n" + msgNoPictures.Ko
			}
			if got != tc.want || resp.Content != want {
				t.Errorf("view %s, reply %q; want %s, %q", got, resp.Content, tc.want, want)
			}
		})
	}
}
