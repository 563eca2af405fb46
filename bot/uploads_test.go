package bot

import (
	"fmt"
	"log/slog"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/internal/discordtest"
	"kibitz/internal/testenv"
	"kibitz/router"
)

// Replies that carry files where Discord will not take them: a channel where kibitz lacks Attach Files
// (app_permissions say so, and the reply is fitted without files), or Discord refusing a call's files
// anyway, 403 with code 50013 or 413 with code 40005 (sent again without them).

// App permissions as Discord sends them: discordtest.DefaultPermissions (view channel, send messages, read
// history, embed links, attach files, use application commands) without Attach Files, or without Embed
// Links.
const (
	permsNoAttach = "2147568640"
	permsNoEmbed  = "2147585024"
)

// uploadCalls lists the calls made for an interaction, as "callback multipart 403": what the call was
// (callback, edit, followup), whether it carried files, and the fake's answer.
func uploadCalls(in *discordtest.Interaction) []string {
	var out []string
	for _, c := range fake.Calls() {
		if !in.Made(c) {
			continue
		}
		kind := "followup"
		switch {
		case strings.HasSuffix(c.Path, "/callback"):
			kind = "callback"
		case c.Method == http.MethodPatch:
			kind = "edit"
		case c.Method == http.MethodDelete:
			kind = "delete"
		}
		body := "json"
		if c.ContentType == "multipart/form-data" {
			body = "multipart"
		}
		out = append(out, fmt.Sprintf("%s %s %d", kind, body, c.Status))
	}
	return out
}

func wantCalls(t *testing.T, in *discordtest.Interaction, want ...string) {
	t.Helper()
	var got []string
	testenv.Eventually(5*time.Second, func() bool { got = uploadCalls(in); return len(got) >= len(want) })
	if !reflect.DeepEqual(got, want) {
		t.Errorf("calls %q, want %q", got, want)
	}
}

// The lines a reply without its files ends with (router.WithoutFiles), for /probe mode:alt's files.
const (
	probeFilesForbidden = "(kibitz may not attach files in this channel, so this reply comes without probe.png and probe.txt; a moderator can allow Attach Files.)"
	probeFilesTooLarge  = "(Discord refused the files of this reply as too large, so it comes without probe.png and probe.txt.)"
)

// checkLogs checks that each refusal was logged as a warning with its reason, and no reply as lost.
func checkLogs(t *testing.T, logs *testenv.Buffer, reasons ...string) {
	t.Helper()
	out := logs.String()
	for _, r := range reasons {
		if !strings.Contains(out, r) {
			t.Errorf("no warning says %q:\n%s", r, out)
		}
	}
	for _, line := range strings.Split(out, "\n") {
		if strings.Contains(line, "reply lost") || strings.Contains(line, "level=ERROR") {
			t.Errorf("logged %s", line)
		}
		if strings.Contains(line, "files refused") && !strings.Contains(line, "level=WARN") {
			t.Errorf("a refusal logged above or below a warning: %s", line)
		}
	}
}

// TestUploadsRefusedGateway: on the gateway a first answer, an update and a followup whose files Discord
// refuses are sent again without them, saying so with the pictures' alt text; after "not allowed" the
// later parts go without files at once, after "too large" each tries its own. The games play on: a Nim
// game in picture view, and the final move of tic-tac-toe, which shows the end and Rematch.
func TestUploadsRefusedGateway(t *testing.T) {
	t.Parallel()
	srv, _ := newProbeServer()
	logs := &testenv.Buffer{}
	log := slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	run := startGateway(t, GatewayConfig{Token: "gateway-uploads", Log: log}, srv)
	tr := run.transport()

	t.Run("not allowed", func(t *testing.T) {
		t.Parallel()
		in := discordtest.Command("probe", discordtest.StringOption("mode", "alt"))
		fake.AddRule(discordtest.UploadsRefused(in.Token))
		_, r := run.interact(t, in)
		if want := "pictures\n" + probeFilesForbidden + "\n> " + altFirst; r.Type != 4 || r.Data.Content != want ||
			len(r.Data.Attachments) != 0 || len(r.Data.Buttons()) != 1 {
			t.Errorf("answer type %d %+v, want the text %q and the button", r.Type, r.Data, want)
		}
		f, _ := fake.WaitFor(t, in.Followup).Message()
		if want := "again\n(kibitz may not attach files in this channel, so this reply comes without again.png; a moderator can allow Attach Files.)\n> " +
			altFollowup; f.Content != want {
			t.Errorf("followup %q, want %q", f.Content, want)
		}
		wantCalls(t, in, "callback multipart 403", "callback json 204", "followup json 200")

		// The button's update replaces the message's files with a picture: without it, the old ones go.
		press := discordtest.Button("probe1/picture").OnMessage(*r.Data)
		fake.AddRule(discordtest.UploadsRefused(press.Token))
		c, u := run.interact(t, press)
		if u.Type != 7 || !strings.HasPrefix(u.Data.Content, "pressed\n(kibitz may not attach files") ||
			!strings.HasSuffix(u.Data.Content, "without pressed.png; a moderator can allow Attach Files.)\n> "+altPressed) ||
			!strings.Contains(string(c.JSON), `"attachments":[]`) {
			t.Errorf("update type %d %s, want the text and no attachments", u.Type, c.JSON)
		}
		wantCalls(t, press, "callback multipart 403", "callback json 204")
	})

	t.Run("too large", func(t *testing.T) {
		t.Parallel()
		in := discordtest.Command("probe", discordtest.StringOption("mode", "alt"))
		fake.AddRule(discordtest.UploadsTooLarge(in.Token))
		if _, r := run.interact(t, in); r.Data.Content != "pictures\n"+probeFilesTooLarge+"\n> "+altFirst {
			t.Errorf("answer %q", r.Data.Content)
		}
		f, _ := fake.WaitFor(t, in.Followup).Message()
		if want := "again\n(Discord refused the files of this reply as too large, so it comes without again.png.)\n> " + altFollowup; f.Content != want {
			t.Errorf("followup %q, want %q", f.Content, want)
		}
		wantCalls(t, in, "callback multipart 413", "callback json 204", "followup multipart 413", "followup json 200")
	})

	t.Run("nim against kibitz", func(t *testing.T) {
		t.Parallel()
		testNimPlaysOn(t, tr, "callback multipart 403", "callback json 204")
	})

	t.Run("tic-tac-toe's last move", func(t *testing.T) {
		t.Parallel()
		testLastMoveShown(t, tr)
	})

	t.Cleanup(func() {
		checkLogs(t, logs, `reason="Discord refused the files (403 Forbidden, code 50013 \"Missing Permissions\"): kibitz may not attach files in the channel"`,
			`reason="Discord refused the files as too large (413 Request Entity Too Large, code 40005 \"Request entity too large\")"`)
	})
}

// TestUploadsRefusedHTTP: in HTTP mode files go in an edit after a deferral; an edit Discord refuses for
// them is made again without them, so the "thinking" placeholder never stays, and the followup after it
// goes without its files at once.
func TestUploadsRefusedHTTP(t *testing.T) {
	t.Parallel()
	b := newDeliveryBot(t)
	t.Run("not allowed", func(t *testing.T) {
		t.Parallel()
		in := discordtest.Command("probe", discordtest.StringOption("mode", "alt"))
		fake.AddRule(discordtest.UploadsRefused(in.Token))
		if r := b.respond(t, in); r.Type != 5 {
			t.Fatalf("first answer type %d, want a deferral (5)", r.Type)
		}
		e, _ := fake.WaitFor(t, in.EditOriginal).Message()
		if e.Content != "pictures\n"+probeFilesForbidden+"\n> "+altFirst || len(e.Buttons()) != 1 {
			t.Errorf("edit %+v", e)
		}
		fake.WaitFor(t, in.Followup)
		wantCalls(t, in, "edit multipart 403", "edit json 200", "followup json 200")
	})
	t.Run("nim against kibitz", func(t *testing.T) {
		t.Parallel()
		testNimPlaysOn(t, b.transport(), "edit multipart 403", "edit json 200")
	})
	t.Run("tic-tac-toe's last move", func(t *testing.T) {
		t.Parallel()
		testLastMoveShown(t, b.transport())
	})
	t.Cleanup(func() {
		b.h.Wait(10 * time.Second)
		checkLogs(t, b.logs, "kibitz may not attach files in the channel")
		if got := b.lost(t); got != "kibitz_replies_lost_total 0" {
			t.Errorf("%s, want none lost", got)
		}
	})
}

// testNimPlaysOn opens a Nim game against kibitz in picture view where Discord refuses files, and plays a
// move: each message shows the board's embed without its picture, and what the picture showed in words.
func testNimPlaysOn(t *testing.T, tr transport, calls ...string) {
	t.Helper()
	in := discordtest.Command("nim", discordtest.Subcommand("start", discordtest.StringOption("heaps", "3 4 5"),
		discordtest.BoolOption("bot", true))).By(discordtest.Alice())
	fake.AddRule(discordtest.UploadsRefused(in.Token))
	a := tr.send(t, in)
	if len(a.Msg.Embeds) == 0 || a.Msg.Embeds[0].Image != nil || !strings.Contains(a.Msg.Content, "without nim.png") ||
		!strings.Contains(a.Msg.Content, "\n> ") {
		t.Fatalf("the lobby %+v, want its embed without the picture, and the picture in words", a.Msg)
	}
	wantCalls(t, in, calls...)
	start := discordtest.Button(buttonLabelled(t, a.Msg, "Start")).By(discordtest.Alice()).OnMessage(a.Msg)
	fake.AddRule(discordtest.UploadsRefused(start.Token))
	s := tr.send(t, start)
	if (s.Type != 6 && s.Type != 7) || len(s.Files) != 0 || !strings.Contains(s.Msg.Content, "without nim.png") ||
		len(s.Msg.Embeds) == 0 || !strings.Contains(s.Msg.Embeds[0].Description, "**Players**") {
		t.Errorf("Start answered type %d %+v, want the game's board in words", s.Type, s.Msg)
	}
}

// testLastMoveShown plays tic-tac-toe to its last move, whose picture Discord refuses: the message shows
// the end and Rematch all the same, without the pictures of before.
func testLastMoveShown(t *testing.T, tr transport) {
	t.Helper()
	alice, bob := discordtest.Alice(), discordtest.Bob()
	g := startChallenge(t, tr, discordtest.Command("tictactoe", discordtest.Subcommand("play",
		discordtest.UserOption("opponent", bob), discordtest.StringOption("first", "me"))).By(alice), bob)
	for _, m := range []struct {
		cell int
		by   discordtest.User
	}{{1, alice}, {4, bob}, {2, alice}, {5, bob}} {
		g.press(t, m.cell, m.by)
	}
	last := discordtest.Button(g.msg.Buttons()[2].CustomID).By(alice).OnMessage(g.msg)
	fake.AddRule(discordtest.UploadsRefused(last.Token))
	a := tr.send(t, last)
	b := a.Msg.Buttons()
	if len(a.Files) != 0 || !strings.Contains(a.Msg.Content, mention(alice)+" wins!") ||
		!strings.Contains(a.Msg.Content, "without tictactoe.png") || len(b) != 10 || b[9].Label != "Rematch" {
		t.Fatalf("the last move answered type %d %+v, want the end and Rematch", a.Type, a.Msg)
	}
	for _, c := range fake.Calls() {
		if last.Made(c) && c.OK() && !strings.Contains(string(c.JSON), `"attachments":[]`) && c.Method != http.MethodPost {
			t.Errorf("%s keeps the old pictures: %s", c, c.JSON)
		}
	}
}

// TestNoAttachFilesOrEmbedLinks: where app_permissions lack Attach Files, kibitz never tries to upload
// (Discord would refuse it, as the fake does here): a Nim game shows its board as text, a knight's tour
// comes without its text file and says so. Where they lack Embed Links, Nim's embed is text.
func TestNoAttachFilesOrEmbedLinks(t *testing.T) {
	t.Parallel()
	srv, _ := newProbeServer()
	run := startGateway(t, GatewayConfig{Token: "gateway-no-attach"}, srv)
	nim := func() *discordtest.Interaction {
		return discordtest.Command("nim", discordtest.Subcommand("start", discordtest.StringOption("heaps", "3 4 5"),
			discordtest.BoolOption("bot", true)))
	}

	in := nim().WithAppPermissions(permsNoAttach)
	fake.AddRule(discordtest.UploadsRefused(in.Token))
	_, r := run.interact(t, in)
	if len(r.Data.Embeds) == 0 || !strings.Contains(r.Data.Embeds[0].Description, "Heap 3: 5 stones │ ●●●●●") ||
		!strings.Contains(r.Data.Content, "boards are not shown as pictures here; a moderator can allow Attach Files.") {
		t.Errorf("/nim start without Attach Files: %+v", r.Data)
	}
	start := discordtest.Button(buttonLabelled(t, *r.Data, "Start")).OnMessage(*r.Data).WithAppPermissions(permsNoAttach)
	fake.AddRule(discordtest.UploadsRefused(start.Token))
	if _, s := run.interact(t, start); s.Type != 7 || !strings.Contains(s.Data.Embeds[0].Description, "●") {
		t.Errorf("Start: type %d %+v, want the board as text", s.Type, s.Data)
	}
	wantCalls(t, in, "callback json 204")
	wantCalls(t, start, "callback json 204")

	tour := discordtest.Command("knight", discordtest.Subcommand("tour", discordtest.IntOption("size", 5),
		discordtest.StringOption("display", "text"))).WithAppPermissions(permsNoAttach)
	fake.AddRule(discordtest.UploadsRefused(tour.Token))
	if _, k := run.interact(t, tour); !strings.Contains(k.Data.Content, "so this reply comes without knight-tour-5x5.txt;") {
		t.Errorf("/knight tour without Attach Files: %q", k.Data.Content)
	}
	wantCalls(t, tour, "callback json 204")

	noEmbed := nim().WithAppPermissions(permsNoEmbed)
	if _, e := run.interact(t, noEmbed); len(e.Data.Embeds) != 0 || !strings.Contains(e.Data.Content, "\n\n**Nim**\n") ||
		!strings.Contains(e.Data.Content, "**Players**") {
		t.Errorf("/nim start without Embed Links: %+v", e.Data)
	}
}

// TestFilesRefused: what Discord answers a call refused for its files is told from its other refusals.
func TestFilesRefused(t *testing.T) {
	refusal := func(status int, code int, msg string) error {
		e := &discordgo.RESTError{Response: &http.Response{StatusCode: status, Status: fmt.Sprintf("%d %s", status, http.StatusText(status))}}
		if msg != "" {
			e.Message = &discordgo.APIErrorMessage{Code: code, Message: msg}
		}
		return fmt.Errorf("sending: %w", e)
	}
	for _, tc := range []struct {
		name string
		err  error
		why  router.FilesRefusal
	}{
		{"403 Missing Permissions", refusal(403, 50013, "Missing Permissions"), router.FilesForbidden},
		{"413 Request entity too large", refusal(413, 40005, "Request entity too large"), router.FilesTooLarge},
		{"413 from a proxy, without Discord's JSON", refusal(413, 0, ""), router.FilesTooLarge},
		{"403 Missing Access", refusal(403, 50001, "Missing Access"), 0},
		{"404 Unknown Message", refusal(404, 10008, "Unknown Message"), 0},
		{"400 Invalid Form Body", refusal(400, 50035, "Invalid Form Body"), 0},
		{"given up", &RESTFailure{Method: "PATCH", Route: "/webhooks/:id/:token/messages/@original", Attempts: 5, Last: "503"}, 0},
	} {
		why, reason, ok := filesRefused(tc.err)
		if why != tc.why || ok != (tc.why != 0) || ok && reason == "" {
			t.Errorf("%s: %v %q %v, want %v", tc.name, why, reason, ok, tc.why)
		}
	}
}
