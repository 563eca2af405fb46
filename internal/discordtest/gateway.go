package discordtest

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/gorilla/websocket"
)

// The gateway: a websocket at /gateway/ that speaks just enough of Discord's protocol for discordgo
// (wsapi.go:50-206): HELLO first, READY after IDENTIFY, an ACK for every heartbeat, RESUMED after a
// RESUME of a known session. Frames go out as plain JSON text; discordgo accepts that as well as zlib.

// Frame is a gateway message: an opcode, its data, and for dispatches (op 0) a sequence number and an
// event name.
type Frame struct {
	Op int             `json:"op"`
	D  json.RawMessage `json:"d"`
	S  *int64          `json:"s,omitempty"`
	T  string          `json:"t,omitempty"`
}

// Identify is the data of an IDENTIFY (op 2).
type Identify struct {
	Token          string            `json:"token"` // "Bot ..." as discordgo sends it
	Intents        int               `json:"intents"`
	Shard          *[2]int           `json:"shard"` // [id, count]; discordgo sends it only when count > 1
	Compress       bool              `json:"compress"`
	LargeThreshold int               `json:"large_threshold"`
	Properties     map[string]string `json:"properties"`
}

// Resume is the data of a RESUME (op 6).
type Resume struct {
	Token     string `json:"token"`
	SessionID string `json:"session_id"`
	Seq       int64  `json:"seq"`
}

// GatewaySession is one gateway session, from the IDENTIFY that opened it until the client closes it.
// It outlives a dropped connection: a RESUME naming it attaches the client's new connection.
type GatewaySession struct {
	ID       string     // the session_id sent in READY
	Identify Identify   // the IDENTIFY that opened it
	Query    url.Values // the query string of the websocket URL: v (the API version) and encoding

	mu      sync.Mutex // guards the fields below; held across a dispatch so sequence numbers go out in order
	conn    *conn      // nil while disconnected
	seq     int64
	resumes []Resume
	sent    []sentEvent // the events dispatched, the last replayKept, for a RESUME to replay
	frames  waitLog[Frame]
	done    chan struct{}
	once    sync.Once
	timeout time.Duration // of WaitFrame
}

// sentEvent is an event Dispatch sent, kept for a RESUME to replay.
type sentEvent struct {
	seq   int64
	event string
	d     any
}

// replayKept is how many dispatched events a session keeps for replay: more than a test sends between
// two RESUMEs.
const replayKept = 256

// conn is one websocket connection. gorilla allows one writer at a time: every write takes mu.
type conn struct {
	ws *websocket.Conn
	mu sync.Mutex
}

func (c *conn) send(op int, event string, seq int64, d any) error {
	raw, err := json.Marshal(d)
	if err != nil {
		return fmt.Errorf("discordtest: encode %s: %w", event, err)
	}
	f := Frame{Op: op, D: raw, T: event}
	if op == 0 {
		f.S = &seq
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.ws.WriteJSON(f)
}

var upgrader = websocket.Upgrader{CheckOrigin: func(*http.Request) bool { return true }}

// serveGateway runs one websocket connection until either side closes it. A Rule whose Path matches
// "/gateway/" (and not the REST discovery's "/api/v10/gateway") answers the upgrade with its Status
// instead, after its Delay: a gateway that turns clients away.
func (s *Server) serveGateway(w http.ResponseWriter, r *http.Request) {
	if rule := s.matchRule(r); rule != nil {
		if rule.Delay > 0 {
			select {
			case <-time.After(rule.Delay):
			case <-r.Context().Done():
			}
		}
		if rule.Status != 0 {
			http.Error(w, http.StatusText(rule.Status), rule.Status)
			return
		}
	}
	ws, err := upgrader.Upgrade(w, r, nil)
	if err != nil {
		return // Upgrade has answered
	}
	c := &conn{ws: ws}
	s.gwMu.Lock()
	if s.conns == nil { // the server is closing
		s.gwMu.Unlock()
		ws.Close()
		return
	}
	s.conns[c] = true
	s.gwWG.Add(1)
	s.gwMu.Unlock()
	defer func() {
		s.gwMu.Lock()
		delete(s.conns, c)
		s.gwMu.Unlock()
		ws.Close()
		s.gwWG.Done()
	}()

	// HELLO's heartbeat_interval must be an integer: discordgo decodes it into a time.Duration.
	hello := map[string]int64{"heartbeat_interval": s.cfg.HeartbeatInterval.Milliseconds()}
	if c.send(10, "", 0, hello) != nil {
		return
	}
	var gs *GatewaySession
	for {
		_, data, err := ws.ReadMessage()
		if err != nil {
			if gs != nil {
				gs.disconnected(c, err)
			}
			return
		}
		var f Frame
		if err := json.Unmarshal(data, &f); err != nil {
			// Discord closes with 4002 "decode error".
			c.mu.Lock()
			ws.WriteMessage(websocket.CloseMessage, websocket.FormatCloseMessage(4002, "decode error"))
			c.mu.Unlock()
			return
		}
		switch f.Op {
		case 2: // IDENTIFY
			if !s.tokenAccepted(f) {
				// Discord closes the connection: 4004, authentication failed.
				s.refused.Add(1)
				c.mu.Lock()
				ws.WriteMessage(websocket.CloseMessage, websocket.FormatCloseMessage(4004, "Authentication failed."))
				c.mu.Unlock()
				return
			}
			gs = s.identify(c, f, r.URL.Query()) // records f itself, before the session is visible
			continue
		case 1: // heartbeat
			c.send(11, "", 0, nil)
		case 6: // RESUME
			var rs Resume
			json.Unmarshal(f.D, &rs)
			if gs = s.resume(c, rs); gs == nil {
				c.send(9, "", 0, false) // invalid session, not resumable
			}
		}
		if gs != nil {
			gs.frames.add(f)
		}
	}
}

// tokenAccepted reports whether an IDENTIFY carries the token of Config.Token, or any when it is empty.
func (s *Server) tokenAccepted(f Frame) bool {
	if s.cfg.Token == "" {
		return true
	}
	var id Identify
	json.Unmarshal(f.D, &id)
	return id.Token == "Bot "+s.cfg.Token
}

// Refused is how many IDENTIFYs the gateway closed with 4004 for a token other than Config.Token.
func (s *Server) Refused() int { return int(s.refused.Load()) }

// identify opens a session and sends READY, with what discordgo needs in it (docs/discord.md §3): a
// session_id for RESUME and the bot user for State.User.
func (s *Server) identify(c *conn, f Frame, query url.Values) *GatewaySession {
	gs := &GatewaySession{ID: randomDigits(16), Query: query, conn: c, done: make(chan struct{}),
		timeout: s.cfg.Timeout}
	gs.frames.init()
	gs.frames.add(f)
	json.Unmarshal(f.D, &gs.Identify)
	version, _ := strconv.Atoi(query.Get("v"))
	ready := map[string]any{
		"v": version, "session_id": gs.ID, "resume_gateway_url": s.GatewayURL(),
		"user": s.botUser(), "application": map[string]any{"id": s.cfg.AppID, "flags": 0},
		"guilds": []any{}, "private_channels": []any{},
	}
	if gs.Identify.Shard != nil {
		ready["shard"] = gs.Identify.Shard
	}
	gs.mu.Lock()
	gs.seq = 1
	c.send(0, "READY", 1, ready)
	gs.mu.Unlock()
	s.sessions.add(gs) // after READY, so a test's first Dispatch cannot overtake it
	return gs
}

// resume attaches a new connection to the session a RESUME names, replays the events dispatched after
// the RESUME's sequence number, in order, and sends RESUMED, as Discord does. It returns nil when the
// session is unknown, closed, or the token differs. An event can be sent and still be missed: discordgo
// drops what its connection reads once it has begun to close it (a heartbeat that fails on a connection
// an op 7 is closing makes it close the next one too), and a sequence number it never saw is what it
// asks again for. Events dispatched while disconnected are not replayed: Dispatch fails instead.
func (s *Server) resume(c *conn, rs Resume) *GatewaySession {
	for _, gs := range s.sessions.all() {
		if gs.ID != rs.SessionID {
			continue
		}
		if gs.Identify.Token != rs.Token || gs.closed() {
			return nil
		}
		gs.mu.Lock()
		defer gs.mu.Unlock()
		gs.conn = c
		gs.resumes = append(gs.resumes, rs)
		for _, e := range gs.sent {
			if e.seq > rs.Seq {
				c.send(0, e.event, e.seq, e.d)
			}
		}
		gs.seq++
		c.send(0, "RESUMED", gs.seq, map[string]any{})
		return gs
	}
	return nil
}

// disconnected notes that a connection of the session ended. A close frame with code 1000 or 1001 ends
// the session, as on Discord; anything else leaves it resumable.
func (gs *GatewaySession) disconnected(c *conn, err error) {
	gs.mu.Lock()
	if gs.conn == c {
		gs.conn = nil
	}
	gs.mu.Unlock()
	if websocket.IsCloseError(err, websocket.CloseNormalClosure, websocket.CloseGoingAway) {
		gs.once.Do(func() { close(gs.done) })
	}
}

func (gs *GatewaySession) closed() bool {
	select {
	case <-gs.done:
		return true
	default:
		return false
	}
}

// Dispatch sends an event (op 0) with the next sequence number: Dispatch("INTERACTION_CREATE", in). d is
// encoded as JSON. It fails while the session has no connection (after Drop, before the RESUME).
func (gs *GatewaySession) Dispatch(event string, d any) error {
	gs.mu.Lock()
	defer gs.mu.Unlock()
	if gs.conn == nil {
		return fmt.Errorf("discordtest: session %s is not connected", gs.ID)
	}
	gs.seq++
	gs.sent = append(gs.sent, sentEvent{gs.seq, event, d})
	if len(gs.sent) > replayKept {
		gs.sent = gs.sent[len(gs.sent)-replayKept:]
	}
	return gs.conn.send(0, event, gs.seq, d)
}

// Send sends a frame with another opcode: 7 asks the client to reconnect and resume, 9 invalidates the
// session (d false: not resumable).
func (gs *GatewaySession) Send(op int, d any) error {
	gs.mu.Lock()
	defer gs.mu.Unlock()
	if gs.conn == nil {
		return fmt.Errorf("discordtest: session %s is not connected", gs.ID)
	}
	return gs.conn.send(op, "", 0, d)
}

// Drop cuts the session's connection without a close frame, as a network failure would. discordgo then
// reconnects and sends a RESUME (wait for it with WaitFrame).
func (gs *GatewaySession) Drop() error {
	gs.mu.Lock()
	c := gs.conn
	gs.conn = nil
	gs.mu.Unlock()
	if c == nil {
		return fmt.Errorf("discordtest: session %s is not connected", gs.ID)
	}
	return c.ws.UnderlyingConn().Close()
}

// Done is closed when the client closes the session with close code 1000 or 1001, as discordgo's Close does.
func (gs *GatewaySession) Done() <-chan struct{} { return gs.done }

// Resumes returns the RESUMEs that reattached the session.
func (gs *GatewaySession) Resumes() []Resume {
	gs.mu.Lock()
	defer gs.mu.Unlock()
	return append([]Resume(nil), gs.resumes...)
}

// Frames returns the frames the client sent on the session, in order: the IDENTIFY, heartbeats, RESUMEs.
func (gs *GatewaySession) Frames() []Frame { return gs.frames.all() }

// WaitFrame returns the first frame from the client that match accepts, waiting up to the server's
// timeout; it fails the test when none comes.
func (gs *GatewaySession) WaitFrame(tb testing.TB, match func(Frame) bool) Frame {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), gs.timeout)
	defer cancel()
	f, err := gs.frames.wait(ctx, match)
	if err != nil {
		tb.Fatalf("discordtest: no matching gateway frame on session %s; received %d", gs.ID, len(gs.Frames()))
	}
	return f
}

// Op matches the frames with an opcode, for WaitFrame: Op(6) is a RESUME.
func Op(op int) func(Frame) bool { return func(f Frame) bool { return f.Op == op } }
