package discordtest_test

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/png"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gorilla/websocket"

	"kibitz/internal/discordtest"
)

// newFake starts a fake that closes after everything the test started (cleanups run last-in first-out):
// closing it under a live Session would make the Session reconnect.
func newFake(t *testing.T, cfg discordtest.Config) *discordtest.Server {
	fake := discordtest.New(cfg)
	t.Cleanup(fake.Close)
	return fake
}

// openSession connects a real discordgo Session to the fake through fake.Client (so discordgo's global
// endpoints stay as they are: API v9 on discord.com, rewritten to the fake) and returns it with its
// gateway session and the interactions it receives. The Session is closed at the end of the test, which
// costs discordgo's one second.
func openSession(t *testing.T, fake *discordtest.Server) (*discordgo.Session, *discordtest.GatewaySession, chan *discordgo.Interaction) {
	t.Helper()
	return openShard(t, fake, 0, 1)
}

// openShard is openSession for shard id of count (a count of 1 sends no shard in IDENTIFY). The shards of
// one test share its token, as the shards of one bot do.
func openShard(t *testing.T, fake *discordtest.Server, id, count int) (*discordgo.Session, *discordtest.GatewaySession, chan *discordgo.Interaction) {
	t.Helper()
	s, err := discordgo.New("Bot token-" + t.Name())
	if err != nil {
		t.Fatal(err)
	}
	s.ShardID, s.ShardCount = id, count
	s.Client = fake.Client()
	s.Identify.Intents = discordgo.IntentsNone
	s.LogLevel = discordgo.LogError
	got := make(chan *discordgo.Interaction, 16)
	s.AddHandler(func(_ *discordgo.Session, ic *discordgo.InteractionCreate) { got <- ic.Interaction })
	if err := s.Open(); err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() {
		s.ShouldReconnectOnError = false // a heartbeat during Close must not reconnect (docs/discord.md §9)
		s.Close()
	})
	gs := fake.WaitSession(t, func(gs *discordtest.GatewaySession) bool {
		gid, gcount := gs.Shard()
		select {
		case <-gs.Done(): // an earlier session of the shard, closed
			return false
		default:
			return gs.Identify.Token == s.Token && gid == id && gcount == count
		}
	})
	return s, gs, got
}

func receive(t *testing.T, got chan *discordgo.Interaction) *discordgo.Interaction {
	t.Helper()
	select {
	case in := <-got:
		return in
	case <-time.After(10 * time.Second):
		t.Fatal("no interaction reached the handler")
		return nil
	}
}

// TestSession drives one discordgo Session through the whole conversation a slash-command bot has:
// IDENTIFY and READY, an interaction in, every kind of reply out, a dropped connection and its RESUME.
func TestSession(t *testing.T) {
	t.Parallel()
	fake := newFake(t, discordtest.Config{})
	s, gs, got := openSession(t, fake)

	t.Run("identify and ready", func(t *testing.T) {
		if gs.Identify.Token != "Bot token-TestSession" || gs.Identify.Intents != 0 || gs.Identify.Shard != nil {
			t.Errorf("IDENTIFY = %+v, want the bot token, no intents, no shard", gs.Identify)
		}
		if v := gs.Query.Get("v"); v != "9" {
			t.Errorf("gateway query v = %q, want 9 (discordgo's default API version)", v)
		}
		if s.State.User == nil || s.State.User.ID != fake.AppID() || !s.State.User.Bot {
			t.Errorf("State.User = %+v, want the bot user %s from READY", s.State.User, fake.AppID())
		}
		if f := gs.Frames(); len(f) == 0 || f[0].Op != 2 {
			t.Errorf("first frame = %+v, want the IDENTIFY", f)
		}
	})

	t.Run("interaction and replies", func(t *testing.T) {
		in := discordtest.Command("draw", discordtest.IntOption("size", 3)).WithLocale("ko")
		if err := gs.Dispatch("INTERACTION_CREATE", in); err != nil {
			t.Fatal(err)
		}
		i := receive(t, got)
		if i.ID != in.ID || i.AppID != discordtest.DefaultAppID || string(i.Locale) != "ko" || i.Member.User.ID != discordtest.Alice().ID {
			t.Fatalf("received %+v, want the dispatched interaction", i)
		}
		board := tinyPNG(t)
		err := s.InteractionRespond(i, &discordgo.InteractionResponse{Type: discordgo.InteractionResponseChannelMessageWithSource,
			Data: &discordgo.InteractionResponseData{Content: "a board",
				Files: []*discordgo.File{{Name: "board.png", ContentType: "image/png", Reader: bytes.NewReader(board)}}}})
		if err != nil {
			t.Fatalf("InteractionRespond: %v", err)
		}
		c := fake.WaitFor(t, in.Callback)
		if c.ContentType != "multipart/form-data" || len(c.Files) != 1 || c.Files[0].Name != "board.png" ||
			c.Files[0].ContentType != "image/png" {
			t.Fatalf("callback = %s with files %+v, want multipart with board.png", c, c.Files)
		}
		if _, err := png.Decode(bytes.NewReader(c.Files[0].Data)); err != nil {
			t.Errorf("files[0] does not decode as a PNG: %v", err)
		}
		if r, err := c.Response(); err != nil || r.Type != 4 || r.Data.Content != "a board" {
			t.Errorf("payload_json = %s (%v), want type 4 'a board'", c.JSON, err)
		}

		content := "edited"
		if _, err := s.InteractionResponseEdit(i, &discordgo.WebhookEdit{Content: &content}); err != nil {
			t.Fatalf("InteractionResponseEdit: %v", err)
		}
		if m, err := fake.WaitFor(t, in.EditOriginal).Message(); err != nil || m.Content != "edited" {
			t.Errorf("PATCH @original = %+v (%v), want 'edited'", m, err)
		}
		m, err := s.InteractionResponse(i)
		if err != nil || m.Content != "edited" || m.ID == "" {
			t.Errorf("GET @original = %+v (%v), want the edited message", m, err)
		}
		f, err := s.FollowupMessageCreate(i, true, &discordgo.WebhookParams{Content: "more", Flags: discordgo.MessageFlagsEphemeral})
		if err != nil || f.ID == "" || f.Content != "more" {
			t.Fatalf("FollowupMessageCreate = %+v, %v; want the message back (wait=true)", f, err)
		}
		if m, _ := fake.WaitFor(t, in.Followup).Message(); !m.Private() {
			t.Errorf("followup flags = %d, want ephemeral", m.Flags)
		}
		if err := s.FollowupMessageDelete(i, f.ID); err != nil {
			t.Errorf("FollowupMessageDelete: %v", err)
		}
		if err := s.InteractionResponseDelete(i); err != nil {
			t.Errorf("InteractionResponseDelete: %v", err)
		}
		fake.WaitFor(t, in.DeleteOriginal)
		if _, err := s.InteractionResponse(i); err == nil {
			t.Error("GET @original after DELETE succeeded, want 404 Unknown Message")
		}
	})

	t.Run("drop and resume", func(t *testing.T) {
		if err := gs.Drop(); err != nil {
			t.Fatal(err)
		}
		if err := gs.Dispatch("INTERACTION_CREATE", discordtest.Button("x")); err == nil {
			t.Error("Dispatch on a dropped session succeeded, want an error")
		}
		gs.WaitFrame(t, discordtest.Op(6))
		rs := gs.Resumes()
		if len(rs) != 1 || rs[0].SessionID != gs.ID || rs[0].Seq < 2 {
			t.Fatalf("RESUMEs = %+v, want one for session %s at the last sequence", rs, gs.ID)
		}
		in := discordtest.Button("after/resume")
		if err := gs.Dispatch("INTERACTION_CREATE", in); err != nil {
			t.Fatal(err)
		}
		if i := receive(t, got); i.MessageComponentData().CustomID != "after/resume" {
			t.Errorf("after RESUME received %+v", i)
		}
		if n := len(fake.Sessions()); n != 1 {
			t.Errorf("%d sessions, want the one resumed (no new IDENTIFY)", n)
		}
	})

	t.Run("reconnect request", func(t *testing.T) {
		// Op 7 makes discordgo close with code 1012 (not a normal closure) and resume.
		if err := gs.Send(7, nil); err != nil {
			t.Fatal(err)
		}
		gs.WaitFrame(t, func(f discordtest.Frame) bool { return f.Op == 6 && len(gs.Resumes()) == 2 })
		// discordgo's heartbeat on the connection op 7 closed can fail after the RESUME and close the new
		// connection too, and discordgo then resumes once more; an interaction sent in between can be lost
		// with that connection. So it is sent again, on the connection of the moment, until one arrives:
		// what is checked is that the session is back in business after op 7, not that one frame survived.
		in := discordtest.Button("after/reconnect")
		var i *discordgo.Interaction
		for try := 1; i == nil && try <= 5; try++ {
			if err := fake.Dispatch("INTERACTION_CREATE", in); err != nil && try == 5 {
				t.Fatal(err)
			}
			select {
			case i = <-got:
			case <-time.After(3 * time.Second):
			}
		}
		if i == nil {
			t.Fatal("no interaction reached the handler after op 7, in five tries")
		}
		if i.MessageComponentData().CustomID != "after/reconnect" {
			t.Errorf("after the second RESUME received %+v", i)
		}
		// Whether the session then lives on is discordgo's to decide, not the fake's: its heartbeat on the
		// connection op 7 closed can fail and call Close, a normal closure that ends the session, and
		// identify anew (TestRawGateway checks that the fake keeps a session closed with 1012).
	})

	t.Run("unrouted", func(t *testing.T) {
		if _, err := s.Channel("123"); err == nil {
			t.Error("GET /channels/123 succeeded, want the catch-all 404")
		}
		u := fake.Unrouted()
		if len(u) != 1 || u[0].Path != "/api/v9/channels/123" || u[0].Status != http.StatusNotFound {
			t.Errorf("Unrouted = %v, want GET /api/v9/channels/123", u)
		}
	})
}

// TestHeartbeats checks that heartbeats are acknowledged: discordgo reconnects when five intervals pass
// without an ACK. With 500 ms intervals, three heartbeats on one connection and a fresh LastHeartbeatAck
// prove it (with shorter intervals a busy machine under -race delays ACKs past the limit).
func TestHeartbeats(t *testing.T) {
	t.Parallel()
	fake := newFake(t, discordtest.Config{HeartbeatInterval: 500 * time.Millisecond})
	s, gs, _ := openSession(t, fake)
	start := time.Now()
	n := 0
	gs.WaitFrame(t, func(f discordtest.Frame) bool {
		if f.Op == 1 {
			n++
		}
		return n == 3
	})
	if len(gs.Resumes()) != 0 || len(fake.Sessions()) != 1 {
		t.Errorf("%d resumes, %d sessions: the client reconnected", len(gs.Resumes()), len(fake.Sessions()))
	}
	s.RLock()
	last := s.LastHeartbeatAck
	s.RUnlock()
	if last.Before(start) {
		t.Errorf("LastHeartbeatAck %v is older than the heartbeats", last)
	}
}

// TestRawGateway speaks the protocol by hand on API v10: HELLO with an integer interval, READY with what
// discordgo needs, an ACK, a dispatch with a sequence number, a RESUME after a close with code 1012
// accepted, RESUME of a closed session refused.
func TestRawGateway(t *testing.T) {
	t.Parallel()
	fake := newFake(t, discordtest.Config{})
	resp, err := http.Get(fake.API(10) + "/gateway")
	if err != nil {
		t.Fatal(err)
	}
	var g struct{ URL string }
	json.NewDecoder(resp.Body).Decode(&g)
	resp.Body.Close()
	if g.URL != fake.GatewayURL() || !strings.HasPrefix(g.URL, "ws://") {
		t.Fatalf("GET /api/v10/gateway url = %q, want %q", g.URL, fake.GatewayURL())
	}

	ws, _, err := websocket.DefaultDialer.Dial(g.URL+"/?v=10&encoding=json", nil)
	if err != nil {
		t.Fatal(err)
	}
	read := func() map[string]any {
		t.Helper()
		var m map[string]any
		if err := ws.ReadJSON(&m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	hello := read()
	if hello["op"] != 10.0 || !strings.Contains(mustJSON(hello["d"]), `"heartbeat_interval":41250}`) {
		t.Fatalf("HELLO = %v, want op 10 with an integer heartbeat_interval 41250", hello)
	}
	ws.WriteJSON(map[string]any{"op": 2, "d": map[string]any{"token": "Bot raw", "intents": 0, "shard": []int{1, 3}}})
	ready := read()
	d, _ := ready["d"].(map[string]any)
	if ready["t"] != "READY" || ready["s"] != 1.0 || d["v"] != 10.0 || d["session_id"] == "" ||
		d["user"].(map[string]any)["id"] != fake.AppID() || !strings.Contains(mustJSON(d["shard"]), "[1,3]") {
		t.Fatalf("READY = %v", ready)
	}
	ws.WriteJSON(map[string]any{"op": 1, "d": 1})
	if ack := read(); ack["op"] != 11.0 {
		t.Fatalf("after a heartbeat got %v, want op 11", ack)
	}
	gs := fake.WaitSession(t, nil)
	if *gs.Identify.Shard != [2]int{1, 3} {
		t.Errorf("Identify.Shard = %v", gs.Identify.Shard)
	}
	gs.Dispatch("PING_TEST", map[string]int{"n": 1})
	if ev := read(); ev["t"] != "PING_TEST" || ev["s"] != 2.0 {
		t.Errorf("dispatch = %v, want PING_TEST with s=2", ev)
	}

	// A RESUME gets the events after its sequence number again, then RESUMED, as from Discord: a client
	// may have read an event and dropped it (discordgo does, on a connection it has begun to close).
	gs.Dispatch("PING_TEST", map[string]int{"n": 2})
	read() // s=3, read and dropped
	ws.UnderlyingConn().Close()
	if ws, _, err = websocket.DefaultDialer.Dial(g.URL+"/?v=10&encoding=json", nil); err != nil {
		t.Fatal(err)
	}
	ws.SetReadDeadline(time.Now().Add(10 * time.Second)) // a missing replay fails, not hangs
	read()                                               // HELLO
	ws.WriteJSON(map[string]any{"op": 6, "d": map[string]any{"token": "Bot raw", "session_id": gs.ID, "seq": 2}})
	if ev := read(); ev["t"] != "PING_TEST" || ev["s"] != 3.0 || mustJSON(ev["d"]) != `{"n":2}` {
		t.Errorf("after RESUME at s=2 got %v, want PING_TEST s=3 replayed", ev)
	}
	if ev := read(); ev["t"] != "RESUMED" {
		t.Errorf("after the replay got %v, want RESUMED", ev)
	}

	// A close with code 1012, which discordgo sends on op 7, leaves the session to be resumed.
	ws.WriteMessage(websocket.CloseMessage, websocket.FormatCloseMessage(websocket.CloseServiceRestart, ""))
	ws.Close()
	if ws, _, err = websocket.DefaultDialer.Dial(g.URL+"/?v=10&encoding=json", nil); err != nil {
		t.Fatal(err)
	}
	ws.SetReadDeadline(time.Now().Add(10 * time.Second))
	read() // HELLO
	ws.WriteJSON(map[string]any{"op": 6, "d": map[string]any{"token": "Bot raw", "session_id": gs.ID, "seq": 3}})
	if ev := read(); ev["t"] != "RESUMED" {
		t.Errorf("after a close with code 1012, RESUME got %v, want RESUMED", ev)
	}
	select {
	case <-gs.Done():
		t.Error("the session ended on a close with code 1012")
	default:
	}

	ws.WriteMessage(websocket.CloseMessage, websocket.FormatCloseMessage(websocket.CloseNormalClosure, ""))
	ws.Close()
	select {
	case <-gs.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("session not done after a normal close")
	}
	ws, _, err = websocket.DefaultDialer.Dial(g.URL+"/?v=10&encoding=json", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
	read()
	ws.WriteJSON(map[string]any{"op": 6, "d": map[string]any{"token": "Bot raw", "session_id": gs.ID, "seq": 2}})
	if inv := read(); inv["op"] != 9.0 || inv["d"] != false {
		t.Errorf("RESUME of a closed session = %v, want op 9 d=false", inv)
	}
}

func tinyPNG(t *testing.T) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, 4, 3))); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// TestWaitTimesOut checks that Wait gives up when its context ends.
func TestWaitTimesOut(t *testing.T) {
	t.Parallel()
	fake := newFake(t, discordtest.Config{})
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, err := fake.Wait(ctx, func(discordtest.Call) bool { return true }); err == nil {
		t.Error("Wait with no request returned no error")
	}
}
