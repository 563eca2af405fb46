package bot

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/internal/discordtest"
	"kibitz/router"
	"kibitz/storage"
	"kibitz/storage/memory"
	"kibitz/storage/redis/redistest"
)

// TestHTTPReplicasRunAnInteractionOnce runs two HTTP replicas on one store, as behind a load balancer,
// and delivers the same signed interaction to both at once (and then again): exactly one applies it, the
// other answers that it was already handled. The command is /wordle assist, which adds a row to the
// user's session each time it runs, so a second application would show as an extra row. Against the
// memory store shared by both, and against the Redis in REDIS_URL when it is set.
func TestHTTPReplicasRunAnInteractionOnce(t *testing.T) {
	t.Parallel()
	t.Run("memory", func(t *testing.T) {
		t.Parallel()
		testReplicas(t, memory.New())
	})
	t.Run("redis", func(t *testing.T) {
		s, _ := redistest.Open(t)
		t.Parallel()
		testReplicas(t, s)
	})
}

func testReplicas(t *testing.T, store storage.Store) {
	// A long deferral threshold: the assist still defers (its image cannot go in an HTTP response), but no
	// reply defers for time on a slow machine, so each delivery ends as one answer or one edit.
	a := newHTTPBot(t, store, 30*time.Second)
	a.h.Server.Store = store
	bSrv := newTestServer(store, &probe{})
	bSrv.Store = store
	b := &httpBot{h: &HTTPServer{PublicKey: a.h.PublicKey, Server: bSrv, REST: a.h.REST, Store: store, Log: quiet,
		DeferAfter: 30 * time.Second}, key: a.key}
	b.ts = httptest.NewServer(b.h)
	t.Cleanup(func() {
		b.ts.Close()
		b.h.Wait(10 * time.Second)
	})

	user := discordtest.User{ID: "310000000000000042", Username: "replica"}
	assist := func(guess, feedback string) *discordtest.Interaction {
		return discordtest.Command("wordle", discordtest.Subcommand("assist",
			discordtest.StringOption("guess", guess), discordtest.StringOption("feedback", feedback))).By(user)
	}
	const already = "This was already handled."

	in := assist("crane", "bbbbb")
	var wg sync.WaitGroup
	replies := make([]replicaReply, 2)
	for i, replica := range []*httpBot{a, b} {
		wg.Go(func() { replies[i] = replica.deliver(in) })
	}
	wg.Wait()
	// Every message sent for the interaction: the answers in the HTTP responses, then the edits that
	// follow a deferral (the assist attaches an image, which never goes in an HTTP response).
	a.h.Wait(10 * time.Second)
	b.h.Wait(10 * time.Second)
	var assists, dups int
	var sent []string
	count := func(text string, private bool) {
		sent = append(sent, text)
		switch {
		case strings.Contains(text, "Wordle assist"):
			assists++
			if !strings.Contains(text, "row 1 of 6") {
				t.Errorf("the assist answered %q, want row 1 of 6", text)
			}
		case text == already && private:
			dups++
		}
	}
	for _, r := range replies {
		switch {
		case r.err != nil:
			t.Fatal(r.err)
		case r.Data != nil && r.Type == 4:
			count(r.Data.Content, r.Data.Private())
		}
	}
	for _, c := range fake.Calls() {
		if in.EditOriginal(c) {
			m, _ := c.Message()
			count(m.Content, true)
		}
	}
	if assists != 1 || dups != 1 || len(sent) != 2 {
		t.Fatalf("the interaction delivered to both replicas was applied %d times and refused %d times, want 1 and 1; sent %q",
			assists, dups, sent)
	}
	// Delivered yet again, to either replica, it still changes nothing.
	for i, replica := range []*httpBot{a, b} {
		if text := replica.deliver(in).text(t, in); text != already {
			t.Errorf("third delivery, replica %d: %q, want %q", i, text, already)
		}
	}
	// The session holds one row: the next assist is row 2, whichever replica answers it.
	in = assist("sloth", "bbbbb")
	if text := b.deliver(in).text(t, in); !strings.Contains(text, "row 2 of 6") {
		t.Fatalf("the next assist answered %q, want row 2 of 6: the first interaction was applied more than once", text)
	}
}

// replicaReply is the HTTP answer to one delivery, or why there is none.
type replicaReply struct {
	discordtest.Response
	err error
}

// deliver posts in, signed now, and decodes the answer. Unlike respond it may run outside the test's
// goroutine: it reports failures instead of stopping the test.
func (b *httpBot) deliver(in *discordtest.Interaction) replicaReply {
	resp, err := b.ts.Client().Do(discordtest.SignedRequest(b.ts.URL+"/interactions", b.key, time.Now(), in.JSON()))
	if err != nil {
		return replicaReply{err: err}
	}
	defer resp.Body.Close()
	var r replicaReply
	if resp.StatusCode != http.StatusOK {
		r.err = fmt.Errorf("POST /interactions: %s", resp.Status)
	} else if err := json.NewDecoder(resp.Body).Decode(&r.Response); err != nil {
		r.err = err
	}
	return r
}

// text is the reply's text: in the answer itself, or in the edit that follows a deferral (the assist
// attaches an image, which never goes in an HTTP response).
func (r replicaReply) text(t *testing.T, in *discordtest.Interaction) string {
	t.Helper()
	switch {
	case r.err != nil:
		t.Fatal(r.err)
	case r.Type == 5:
		m, _ := fake.WaitFor(t, in.EditOriginal).Message()
		return m.Content
	case r.Data == nil:
		t.Fatalf("answer %+v without a message", r.Response)
	}
	return r.Data.Content
}

// TestHeavyCommandsAreMarked checks which requests of the real commands the router limits as heavy work:
// large knight tours, large sudoku grids to generate, and every DAGame file.
func TestHeavyCommandsAreMarked(t *testing.T) {
	srv := newTestServer(memory.New(), &probe{})
	for _, tc := range []struct {
		in    *discordtest.Interaction
		heavy bool
	}{
		{discordtest.Command("knight", discordtest.Subcommand("tour", discordtest.IntOption("size", 8))), false},
		{discordtest.Command("knight", discordtest.Subcommand("tour", discordtest.IntOption("size", 31))), false},
		{discordtest.Command("knight", discordtest.Subcommand("tour", discordtest.IntOption("size", 32))), true},
		{discordtest.Command("knight", discordtest.Subcommand("tour", discordtest.IntOption("size", 800))), true},
		{discordtest.Command("knight", discordtest.Subcommand("tour", discordtest.IntOption("size", 3),
			discordtest.IntOption("columns", 300))), false},
		{discordtest.Command("knight", discordtest.Subcommand("tour", discordtest.IntOption("size", 3),
			discordtest.IntOption("columns", 213333))), true},
		{discordtest.Command("sudoku", discordtest.Subcommand("generate")), false},
		{discordtest.Command("sudoku", discordtest.Subcommand("generate", discordtest.IntOption("size", 9))), false},
		{discordtest.Command("sudoku", discordtest.Subcommand("generate", discordtest.IntOption("size", 16))), true},
		{discordtest.Command("sudoku", discordtest.Subcommand("generate", discordtest.IntOption("size", 25))), true},
		{discordtest.Command("sudoku", discordtest.Subcommand("solve", discordtest.StringOption("puzzle", "1..."))), false},
		{discordtest.Command("grundy", discordtest.Subcommand("dagame", discordtest.StringOption("file", "1"))), true},
		{discordtest.Command("grundy", discordtest.Subcommand("divisor", discordtest.IntOption("n", 12))), false},
	} {
		var in discordgo.Interaction
		if err := json.Unmarshal(tc.in.JSON(), &in); err != nil {
			t.Fatal(err)
		}
		req, err := router.NewRequest(&in, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		route, ok := srv.Mux.Route(req.Path)
		if !ok {
			t.Fatalf("no route %s", req.Path)
		}
		if got := route.Heavy != nil && route.Heavy(req); got != tc.heavy {
			t.Errorf("%s %s: heavy %v, want %v", req.Path, tc.in.JSON(), got, tc.heavy)
		}
	}
}
