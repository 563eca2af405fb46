package bot

import (
	"context"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"kibitz/i18n"
	"kibitz/internal/discordtest"
	"kibitz/router"
	"kibitz/storage/memory"
)

// Alt text travels as each attachment's description, in every call that carries files: the first answer,
// an update, an edit of the original, a followup, and an edit made outside any interaction.

// TestAltText runs the alt text scenario on both transports: on the gateway the first answer and the update
// carry their files inline; in HTTP mode both go through a deferral and an edit of @original.
func TestAltText(t *testing.T) {
	t.Parallel()
	t.Run("gateway", func(t *testing.T) {
		t.Parallel()
		srv, p := newProbeServer()
		run := startGateway(t, GatewayConfig{Token: "gateway-alt"}, srv)
		t.Run("inline", func(t *testing.T) { t.Parallel(); testAltText(t, run.transport()) })
		t.Run("deferred edit", func(t *testing.T) {
			t.Parallel()
			// A handler slower than the deferral: the pictures follow in a PATCH of @original.
			in := discordtest.Command("probe", discordtest.StringOption("mode", "alt"))
			started, release := p.hold(in)
			defer release()
			if err := run.gs.Dispatch("INTERACTION_CREATE", in); err != nil {
				t.Fatal(err)
			}
			waitClosed(t, started, "the handler to start")
			if r, _ := fake.WaitFor(t, in.Callback).Response(); r.Type != 5 {
				t.Fatalf("first answer type %d, want a deferral (5)", r.Type)
			}
			release()
			e := fake.WaitFor(t, in.EditOriginal)
			checkFiles(t, "the edit", e, []string{"probe.png", "probe.txt"}, []string{altFirst, ""})
			checkFiles(t, "the followup", fake.WaitFor(t, in.Followup), []string{"again.png"}, []string{altFollowup})
		})
	})
	t.Run("http", func(t *testing.T) {
		t.Parallel()
		testAltText(t, newHTTPBot(t, memory.New(), 0).transport())
	})
}

// testAltText sends /probe mode:alt, presses its button, and sends a picture without alt text.
func testAltText(t *testing.T, tr transport) {
	t.Helper()
	in := discordtest.Command("probe", discordtest.StringOption("mode", "alt"))
	a := tr.send(t, in)
	checkAnswer(t, "the first answer", a, []string{"probe.png", "probe.txt"}, []string{altFirst, ""})
	checkFiles(t, "the followup", fake.WaitFor(t, in.Followup), []string{"again.png"}, []string{altFollowup})

	// The update lists only its new picture, which replaces both old files, with the new alt text.
	u := tr.send(t, discordtest.Button("probe1/picture").OnMessage(a.Msg))
	tr.checkFileUpdate(t, u)
	checkAnswer(t, "the update", u, []string{"pressed.png"}, []string{altPressed})

	// Without alt text, no description goes at all.
	plain := discordtest.Command("probe", discordtest.StringOption("mode", "file"))
	if p := tr.send(t, plain); len(p.Files) != 1 || p.Files[0].Description != "" {
		t.Errorf("a picture without alt text arrived as %+v", p.Files)
	}
	for _, c := range fake.Calls() {
		if plain.Made(c) && strings.Contains(string(c.JSON), `"description"`) {
			t.Errorf("%s carries a description: %s", c, c.JSON)
		}
	}
}

// checkAnswer checks the files a user ends up seeing, and the attachments list that named them.
func checkAnswer(t *testing.T, what string, a answer, names, alts []string) {
	t.Helper()
	checkUploads(t, what, a.Files, names, alts)
	var listed, described []string
	for i, att := range a.Msg.Attachments {
		if n, ok := att.Upload(); !ok || n != i {
			t.Errorf("%s: attachment %d has id %s, want its upload index", what, i, att.ID)
		}
		listed = append(listed, att.Filename)
		described = append(described, att.Description)
	}
	if !reflect.DeepEqual(listed, names) || !reflect.DeepEqual(described, alts) {
		t.Errorf("%s lists attachments %q described %q, want %q described %q", what, listed, described, names, alts)
	}
}

// checkFiles checks the uploads of a recorded call, which must have succeeded.
func checkFiles(t *testing.T, what string, c discordtest.Call, names, alts []string) {
	t.Helper()
	if !c.OK() {
		t.Errorf("%s: %s failed: %s", what, c, c.Body)
	}
	checkUploads(t, what, c.Files, names, alts)
}

func checkUploads(t *testing.T, what string, files []discordtest.File, names, alts []string) {
	t.Helper()
	var gotNames, gotAlts []string
	for _, f := range files {
		gotNames = append(gotNames, f.Name)
		gotAlts = append(gotAlts, f.Description)
	}
	if !reflect.DeepEqual(gotNames, names) || !reflect.DeepEqual(gotAlts, alts) {
		t.Errorf("%s uploads %q described %q, want %q described %q", what, gotNames, gotAlts, names, alts)
	}
}

// TestRESTMessengerAltText: an edit a game makes outside any interaction (a Nim turn timer running out)
// carries its alt text too, fitted to Discord's 1,024 characters.
func TestRESTMessengerAltText(t *testing.T) {
	t.Parallel()
	m := RESTMessenger{Session: NewREST(RESTConfig{APIBase: fake.API(10)}).NewSession("")}
	in := discordtest.Command("nim")
	long := strings.Repeat("heap of three stones, ", 60) // 1,320 characters
	resp := (&router.Response{Content: "time is up"}).Attach(router.PNG("nim.png", probePNG), long)
	if err := m.EditMessage(context.Background(), in.AppID, in.Token, i18n.English, resp); err != nil {
		t.Fatalf("EditMessage: %v", err)
	}
	e := fake.WaitFor(t, in.EditOriginal)
	if !e.OK() || len(e.Files) != 1 {
		t.Fatalf("edit %s with %d files, want one file accepted", e, len(e.Files))
	}
	got := e.Files[0].Description
	body, cut := strings.CutSuffix(got, "…")
	if n := utf8.RuneCountInString(got); n > 1024 || !cut || !strings.HasPrefix(long, body) || long[len(body)] != ' ' {
		t.Errorf("description of %d characters ending %q, want the alt text cut at a word to 1,024", n, got[max(0, len(got)-30):])
	}
	if utf8.RuneCountInString(long) != 1320 || resp.Alt["nim.png"] != long {
		t.Errorf("EditMessage changed the game's response")
	}
}
