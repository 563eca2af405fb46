package discordtest_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/internal/discordtest"
)

// TestAttachmentDescriptions: the fake records the description (alt text) the attachments list gives each
// upload, wherever the list is (under data in a callback, at the top of an edit or a followup) and
// whichever way the id is written, and refuses what Discord refuses.
func TestAttachmentDescriptions(t *testing.T) {
	t.Parallel()
	fake := newFake(t, discordtest.Config{})
	s := restSession(t, fake)
	files := func(names ...string) []*discordgo.File {
		var out []*discordgo.File
		for _, n := range names {
			out = append(out, &discordgo.File{Name: n, ContentType: "image/png", Reader: strings.NewReader("png")})
		}
		return out
	}
	for _, tc := range []struct {
		name    string
		call    func(in *discordtest.Interaction) (method, uri string)
		payload string
		files   []*discordgo.File
		status  int
		want    []string // the recorded description of each upload
	}{
		{"callback, ids as strings", callbackRoute, `{"type":4,"data":{"content":"x","attachments":[` +
			`{"id":"0","filename":"a.png","description":"a board"},{"id":"1","filename":"b.png"}]}}`,
			files("a.png", "b.png"), http.StatusNoContent, []string{"a board", ""}},
		{"followup, ids as numbers", followupRoute, `{"content":"x","attachments":[{"id":1,"filename":"b.png","description":"second"},` +
			`{"id":0,"filename":"a.png","description":"first"}]}`, files("a.png", "b.png"), http.StatusOK, []string{"first", "second"}},
		{"edit keeping an old attachment", editRoute, `{"content":"x","attachments":[{"id":"1100000000000000001"},` +
			`{"id":"0","filename":"a.png","description":"새 판"}]}`, files("a.png"), http.StatusOK, []string{"새 판"}},
		{"no list", editRoute, `{"content":"x"}`, files("a.png"), http.StatusOK, []string{""}},
		{"an entry for no upload", followupRoute, `{"content":"x","attachments":[{"id":"0","filename":"a.png"},{"id":"1","filename":"b.png"}]}`,
			files("a.png"), http.StatusBadRequest, []string{""}},
		{"a description too long", callbackRoute, `{"type":4,"data":{"attachments":[{"id":"0","filename":"a.png","description":"` +
			strings.Repeat("가", 1025) + `"}]}}`, files("a.png"), http.StatusBadRequest, []string{strings.Repeat("가", 1025)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := discordtest.Command("x")
			method, uri := tc.call(in)
			ctype, body, err := discordgo.MultipartBodyWithJSON(rawJSON(tc.payload), tc.files)
			if err != nil {
				t.Fatal(err)
			}
			s.RequestRaw(method, uri, ctype, body, "", 0)
			c := fake.WaitFor(t, in.Made)
			if c.Status != tc.status {
				t.Errorf("%s answered %d, want %d", c, c.Status, tc.status)
			}
			var got []string
			for _, f := range c.Files {
				got = append(got, f.Description)
			}
			if strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Errorf("descriptions %q, want %q", got, tc.want)
			}
		})
	}
}

// rawJSON is a payload given as JSON text.
type rawJSON string

func (r rawJSON) MarshalJSON() ([]byte, error) { return []byte(r), nil }

func callbackRoute(in *discordtest.Interaction) (string, string) {
	return http.MethodPost, discordgo.EndpointInteractionResponse(in.ID, in.Token)
}

func followupRoute(in *discordtest.Interaction) (string, string) {
	return http.MethodPost, discordgo.EndpointWebhookToken(in.AppID, in.Token) + "?wait=true"
}

func editRoute(in *discordtest.Interaction) (string, string) {
	return http.MethodPatch, discordgo.EndpointWebhookMessage(in.AppID, in.Token, "@original")
}
