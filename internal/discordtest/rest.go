package discordtest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"mime"
	"mime/multipart"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"
)

// The routes, as Call.Route names them.
const (
	RouteGateway        = "GET /api/{v}/gateway"
	RouteGatewayBot     = "GET /api/{v}/gateway/bot"
	RouteMe             = "GET /api/{v}/users/@me"
	RouteGlobalCommands = "PUT /api/{v}/applications/{app}/commands"
	RouteGuildCommands  = "PUT /api/{v}/applications/{app}/guilds/{guild}/commands"
	routeCallback       = "POST /api/{v}/interactions/{id}/{token}/callback"
	routeFollowup       = "POST /api/{v}/webhooks/{app}/{token}"
	routeGetMessage     = "GET /api/{v}/webhooks/{app}/{token}/messages/{message}"
	routePatchMessage   = "PATCH /api/{v}/webhooks/{app}/{token}/messages/{message}"
	routeDeleteMessage  = "DELETE /api/{v}/webhooks/{app}/{token}/messages/{message}"
)

// needsBotToken are the routes that Discord answers only for the application's bot token (Config.Token).
// Interaction callbacks and webhooks take the interaction's token in the path instead.
var needsBotToken = map[string]bool{RouteMe: true, RouteGatewayBot: true, RouteGlobalCommands: true, RouteGuildCommands: true}

// The REST routes a slash-command bot uses (docs/discord.md §4), for API versions v9 and v10 alike. Each
// handler returns a status and a JSON body; handle records the call, applies the Rules, and writes it.
// Interaction routes are matched through Interaction.Callback and its siblings.
func (s *Server) routes(mux *http.ServeMux) {
	s.handle(mux, RouteGateway, s.getGateway)
	s.handle(mux, RouteGatewayBot, s.getGateway)
	s.handle(mux, RouteMe, s.getMe)
	s.handle(mux, RouteGlobalCommands, s.putCommands)
	s.handle(mux, RouteGuildCommands, s.putCommands)
	s.handle(mux, routeCallback, s.postCallback)
	s.handle(mux, routeFollowup, s.postFollowup)
	s.handle(mux, routeGetMessage, s.getMessage)
	s.handle(mux, routePatchMessage, s.patchMessage)
	s.handle(mux, routeDeleteMessage, s.deleteMessage)
	s.handle(mux, "/", s.notFound)
}

// reply is a route's answer: a status and a body to encode as JSON (none when nil).
type reply struct {
	status int
	body   any
	html   string // an HTML page instead of a JSON body
}

func (s *Server) handle(mux *http.ServeMux, pattern string, h func(*http.Request, *Call) reply) {
	mux.HandleFunc(pattern, func(w http.ResponseWriter, r *http.Request) {
		defer s.enter()()
		call := readCall(r) // the whole request is sent before it travels (discordgo sends it in one go)
		s.halfTrip(r)
		call.At = time.Now()
		call.Seq = int(s.seq.Add(1))
		if pattern != "/" {
			call.Route = pattern
		}
		var rep reply
		if rule := s.matchRule(r); rule != nil {
			if rule.Delay > 0 {
				select {
				case <-time.After(rule.Delay):
				case <-r.Context().Done():
				}
			}
			if rule.Status != 0 {
				rep = rule.answer(w.Header())
			}
		}
		if rep.status == 0 {
			rep, _ = s.goneFor(r.PathValue("token")) // a message lost (Lose): every call through its token
		}
		if rep.status == 0 && s.cfg.Token != "" && needsBotToken[pattern] && r.Header.Get("Authorization") != "Bot "+s.cfg.Token {
			rep = reply{status: http.StatusUnauthorized, body: apiError(0, "401: Unauthorized")}
		}
		if rep.status == 0 {
			rep = h(r, &call)
		}
		call.Status = rep.status
		if call.Route == "" && s.cfg.Logf != nil {
			s.cfg.Logf("discordtest: no route for %s %s", r.Method, r.URL.Path)
		}
		// Record before answering: a test woken by the call knows the fake's answer, though the bot may not
		// have read it yet (wait for what the bot does next, not for the bot to have seen this answer).
		if !s.cfg.DiscardCalls {
			s.calls.add(call)
		}
		if s.cfg.OnCall != nil {
			s.cfg.OnCall(call)
		}
		s.halfTrip(r) // the answer's way back
		if rep.html != "" {
			w.Header().Set("Content-Type", "text/html; charset=UTF-8")
			w.WriteHeader(rep.status)
			io.WriteString(w, rep.html)
			return
		}
		if rep.body == nil {
			w.WriteHeader(rep.status)
			return
		}
		data, _ := json.Marshal(rep.body)
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(rep.status)
		w.Write(data)
	})
}

// readCall reads a request into a Call: its payload (JSON, or multipart with payload_json and files[n]).
func readCall(r *http.Request) Call {
	body, _ := io.ReadAll(r.Body)
	c := Call{Method: r.Method, Path: r.URL.Path, Query: r.URL.Query(),
		Header: r.Header.Clone(), Body: body, Vars: map[string]string{}}
	for _, name := range []string{"v", "app", "guild", "id", "token", "message"} {
		if v := r.PathValue(name); v != "" {
			c.Vars[name] = v
		}
	}
	mediaType, params, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	c.ContentType = mediaType
	switch mediaType {
	case "application/json":
		c.JSON = body
	case "multipart/form-data":
		mr := multipart.NewReader(bytes.NewReader(body), params["boundary"])
		for {
			p, err := mr.NextPart()
			if err != nil {
				break
			}
			data, _ := io.ReadAll(p)
			switch name := p.FormName(); {
			case name == "payload_json":
				c.JSON = data
			case strings.HasPrefix(name, "files["):
				c.Files = append(c.Files, File{Field: name, Name: p.FileName(),
					ContentType: p.Header.Get("Content-Type"), Data: data})
			}
		}
		slices.SortStableFunc(c.Files, func(a, b File) int { return fileIndex(a.Field) - fileIndex(b.Field) })
		c.describeFiles()
	}
	return c
}

func fileIndex(field string) int {
	n, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(field, "files["), "]"))
	return n
}

// GET /gateway (and /gateway/bot): where the websocket is. discordgo adds "/" and "?v=N&encoding=json".
func (s *Server) getGateway(*http.Request, *Call) reply {
	return reply{status: http.StatusOK, body: map[string]any{
		"url": s.GatewayURL(), "shards": 1,
		"session_start_limit": map[string]int{"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1},
	}}
}

// GET /users/@me: the bot user (how a bot without a configured application id finds it).
func (s *Server) getMe(*http.Request, *Call) reply {
	return reply{status: http.StatusOK, body: s.botUser()}
}

func (s *Server) botUser() map[string]any {
	return map[string]any{"id": s.cfg.AppID, "username": s.cfg.BotName, "discriminator": "0", "bot": true}
}

// PUT /applications/{app}[/guilds/{guild}]/commands: a bulk overwrite, echoed with ids added.
func (s *Server) putCommands(r *http.Request, c *Call) reply {
	var cmds []map[string]any
	if err := c.Decode(&cmds); err != nil {
		return reply{status: http.StatusBadRequest, body: apiError(50109, "The request body contains invalid JSON.")}
	}
	for i, cmd := range cmds {
		cmd["id"] = fmt.Sprintf("%d", 600000000000000001+i)
		cmd["application_id"] = r.PathValue("app")
		cmd["version"] = "1"
		if g := r.PathValue("guild"); g != "" {
			cmd["guild_id"] = g
		}
	}
	return reply{status: http.StatusOK, body: cmds}
}

// POST /interactions/{id}/{token}/callback: the first answer. Discord answers 204; the fake also keeps a
// message answer as the interaction's @original, for GET. A second callback for one interaction is
// refused as Discord refuses it, 400 with code 40060, whatever the first was.
func (s *Server) postCallback(r *http.Request, c *Call) reply {
	var resp struct {
		Type int            `json:"type"`
		Data map[string]any `json:"data"`
	}
	if err := c.Decode(&resp); err != nil || resp.Type == 0 {
		return reply{status: http.StatusBadRequest, body: apiError(50109, "The request body contains invalid JSON.")}
	}
	if msg := c.attachmentsError(); msg != "" {
		return reply{status: http.StatusBadRequest, body: apiError(50035, "Invalid Form Body: "+msg)}
	}
	s.msgMu.Lock()
	answered := s.acked[r.PathValue("id")]
	s.acked[r.PathValue("id")] = true
	s.msgMu.Unlock()
	if answered {
		return reply{status: http.StatusBadRequest, body: apiError(40060, "Interaction has already been acknowledged.")}
	}
	switch resp.Type {
	case 4, 5, 7:
		if resp.Data == nil {
			resp.Data = map[string]any{}
		}
		s.storeMessage(r.PathValue("token"), "@original", resp.Data, true)
	}
	return reply{status: http.StatusNoContent}
}

// POST /webhooks/{app}/{token}: a followup message; with ?wait=true Discord returns it.
func (s *Server) postFollowup(r *http.Request, c *Call) reply {
	var data map[string]any
	if err := c.Decode(&data); err != nil {
		return reply{status: http.StatusBadRequest, body: apiError(50109, "The request body contains invalid JSON.")}
	}
	if msg := c.attachmentsError(); msg != "" {
		return reply{status: http.StatusBadRequest, body: apiError(50035, "Invalid Form Body: "+msg)}
	}
	msg := s.storeMessage(r.PathValue("token"), "", data, true)
	if r.URL.Query().Get("wait") != "true" {
		return reply{status: http.StatusNoContent}
	}
	return reply{status: http.StatusOK, body: msg}
}

// GET /webhooks/{app}/{token}/messages/{message}.
func (s *Server) getMessage(r *http.Request, _ *Call) reply {
	s.msgMu.Lock()
	defer s.msgMu.Unlock()
	if m, ok := s.messages[r.PathValue("token")+"/"+r.PathValue("message")]; ok {
		return reply{status: http.StatusOK, body: m}
	}
	return reply{status: http.StatusNotFound, body: apiError(10008, "Unknown Message")}
}

// PATCH /webhooks/{app}/{token}/messages/{message}: edits a message and returns it. An @original the fake
// has not seen is created: in HTTP-interactions mode the first answer went in an HTTP response body, not
// through the fake.
func (s *Server) patchMessage(r *http.Request, c *Call) reply {
	var data map[string]any
	if err := c.Decode(&data); err != nil {
		return reply{status: http.StatusBadRequest, body: apiError(50109, "The request body contains invalid JSON.")}
	}
	if msg := c.attachmentsError(); msg != "" {
		return reply{status: http.StatusBadRequest, body: apiError(50035, "Invalid Form Body: "+msg)}
	}
	id := r.PathValue("message")
	msg := s.storeMessage(r.PathValue("token"), id, data, id == "@original")
	if msg == nil {
		return reply{status: http.StatusNotFound, body: apiError(10008, "Unknown Message")}
	}
	return reply{status: http.StatusOK, body: msg}
}

// DELETE /webhooks/{app}/{token}/messages/{message}.
func (s *Server) deleteMessage(r *http.Request, _ *Call) reply {
	key := r.PathValue("token") + "/" + r.PathValue("message")
	s.msgMu.Lock()
	defer s.msgMu.Unlock()
	if _, ok := s.messages[key]; !ok && r.PathValue("message") != "@original" {
		return reply{status: http.StatusNotFound, body: apiError(10008, "Unknown Message")}
	}
	delete(s.messages, key)
	return reply{status: http.StatusNoContent}
}

// notFound answers what no route does, as Discord does; the call is recorded with an empty Route.
func (s *Server) notFound(*http.Request, *Call) reply {
	return reply{status: http.StatusNotFound, body: apiError(0, "404: Not Found")}
}

// storeMessage merges fields into the message id of an interaction token ("" makes a new followup id) and
// returns it as Discord would. It returns nil when the message does not exist and create is false.
func (s *Server) storeMessage(token, id string, fields map[string]any, create bool) map[string]any {
	s.msgMu.Lock()
	defer s.msgMu.Unlock()
	if id == "" {
		s.nextID++
		id = strconv.FormatInt(500000000000000000+s.nextID, 10)
	}
	m, ok := s.messages[token+"/"+id]
	if !ok {
		if !create {
			return nil
		}
		s.nextID++
		msgID := id
		if id == "@original" {
			msgID = strconv.FormatInt(500000000000000000+s.nextID, 10)
		}
		m = map[string]any{"id": msgID, "type": 0, "channel_id": "0", "content": "", "author": s.botUser(),
			"timestamp": time.Now().UTC().Format(time.RFC3339), "components": []any{}, "embeds": []any{}}
		s.messages[token+"/"+id] = m
	}
	for k, v := range fields {
		if v != nil {
			m[k] = v
		}
	}
	m["edited_timestamp"] = time.Now().UTC().Format(time.RFC3339)
	return m
}

func apiError(code int, message string) map[string]any {
	return map[string]any{"code": code, "message": message}
}

// A Rule scripts how the fake answers the requests it matches: late, with an error status, or both.
// Rules apply in the order added; the first that matches, has uses left and (with a Share) is drawn
// applies.
type Rule struct {
	Method string // the method to match; "" matches any
	Path   string // a substring of the URL path to match; "" matches any
	// Times is how many matching requests the rule applies to. It must be positive for a rule with a
	// Status and no Share: discordgo retries a 429 without limit, so an endless one would hang the bot. A
	// rule with only a Delay, or with a Share, and Times 0 applies to every matching request it is drawn for.
	Times int
	// Share, between 0 and 1, applies the rule to that share of the matching requests, each drawn at
	// random (a flaky Discord); 0 means every one. A request the draw spares goes on to the next rule. A
	// Share below 1 lets a rule with a Status go without Times: a retry gets through sooner or later.
	Share float64
	// Uploads matches only the requests that carry files (multipart/form-data): a channel where Discord
	// refuses kibitz's files and takes its JSON (UploadsRefused, UploadsTooLarge).
	Uploads bool
	// Status answers with this status instead of the route's. A 429 comes with Discord's rate-limit body
	// and headers; 502 is the status discordgo retries (up to 3 times); others get {"code":0,"message":...},
	// or Code and Message when Code is set.
	Status int
	// Code and Message are the JSON error Discord gives with a Status other than 429: 50013 "Missing
	// Permissions", 40005 "Request entity too large". Message defaults to the status's text.
	Code    int
	Message string
	// RetryAfter is a 429's retry_after (default 10 ms); Global makes it a global limit.
	RetryAfter time.Duration
	Global     bool
	// HTML answers with an HTML page instead of Discord's JSON body, as the CDN in front of Discord does
	// when it turns a client away: no retry_after, no rate-limit headers beyond Retry-After.
	HTML bool
	// Delay holds the answer back this long (a slow Discord); it ends early if the client gives up.
	Delay time.Duration

	used int
}

// UploadsRefused is the rule of a channel where kibitz may not attach files (no Attach Files in its
// app_permissions): Discord refuses every call of the interaction whose token is given that carries files,
// 403 with code 50013 "Missing Permissions", and takes those without.
func UploadsRefused(token string) Rule {
	return Rule{Path: token, Uploads: true, Status: http.StatusForbidden, Code: 50013, Message: "Missing Permissions",
		Times: math.MaxInt}
}

// UploadsTooLarge is the rule of files Discord finds too large (past the channel's upload limit): every
// call of the interaction that carries files is refused, 413 with code 40005 "Request entity too large".
func UploadsTooLarge(token string) Rule {
	return Rule{Path: token, Uploads: true, Status: http.StatusRequestEntityTooLarge, Code: 40005,
		Message: "Request entity too large", Times: math.MaxInt}
}

// Used is how many requests the rule had applied to when it was copied (see Server.Rules).
func (r Rule) Used() int { return r.used }

// AddRule adds a rule. It panics on a rule with a Status and neither Times nor a Share below 1 (see
// Rule.Times), and on a Share outside 0 to 1.
func (s *Server) AddRule(r Rule) {
	if r.Share < 0 || r.Share > 1 {
		panic("discordtest: a rule's Share is between 0 and 1")
	}
	if r.Status != 0 && r.Times <= 0 && (r.Share == 0 || r.Share == 1) {
		panic("discordtest: a rule with a Status needs a positive Times or a Share below 1")
	}
	s.rulesMu.Lock()
	defer s.rulesMu.Unlock()
	s.rules = append(s.rules, &r)
}

// ClearRules removes every rule: the outage or the slowness they scripted is over.
func (s *Server) ClearRules() {
	s.rulesMu.Lock()
	defer s.rulesMu.Unlock()
	s.rules = nil
}

// Rules returns a copy of the rules added so far, in order, with their uses (Rule.Used).
func (s *Server) Rules() []Rule {
	s.rulesMu.Lock()
	defer s.rulesMu.Unlock()
	out := make([]Rule, len(s.rules))
	for i, r := range s.rules {
		out[i] = *r
	}
	return out
}

func (s *Server) matchRule(r *http.Request) *Rule {
	s.rulesMu.Lock()
	defer s.rulesMu.Unlock()
	for _, rule := range s.rules {
		if rule.Method != "" && rule.Method != r.Method || !strings.Contains(r.URL.Path, rule.Path) {
			continue
		}
		if rule.Uploads && !strings.HasPrefix(r.Header.Get("Content-Type"), "multipart/form-data") {
			continue
		}
		if rule.Times > 0 && rule.used >= rule.Times {
			continue
		}
		if rule.Share > 0 && rand.Float64() >= rule.Share {
			continue
		}
		rule.used++
		applied := *rule
		return &applied
	}
	return nil
}

// answer is the reply of a rule with a Status, setting the headers Discord sends with it.
func (r *Rule) answer(h http.Header) reply {
	after := r.RetryAfter
	if after <= 0 {
		after = 10 * time.Millisecond
	}
	if r.HTML {
		if r.Status == http.StatusTooManyRequests {
			h.Set("Retry-After", strconv.Itoa(int(after.Seconds())))
		}
		page := fmt.Sprintf("<!DOCTYPE html><html><head><title>%d %s</title></head><body>error code: %d</body></html>",
			r.Status, http.StatusText(r.Status), r.Status)
		return reply{status: r.Status, html: page}
	}
	if r.Status != http.StatusTooManyRequests {
		msg := r.Message
		if msg == "" {
			msg = http.StatusText(r.Status)
		}
		return reply{status: r.Status, body: apiError(r.Code, msg)}
	}
	secs := strconv.FormatFloat(after.Seconds(), 'f', 3, 64)
	h.Set("X-RateLimit-Limit", "5")
	h.Set("X-RateLimit-Remaining", "0")
	h.Set("X-RateLimit-Reset-After", secs)
	h.Set("X-RateLimit-Bucket", "discordtest")
	h.Set("X-RateLimit-Scope", "user")
	h.Set("Retry-After", strconv.Itoa(int(after.Seconds())+1))
	if r.Global {
		h.Set("X-RateLimit-Global", "true")
		h.Set("X-RateLimit-Scope", "global")
	}
	return reply{status: http.StatusTooManyRequests, body: map[string]any{
		"message": "You are being rate limited.", "retry_after": after.Seconds(), "global": r.Global}}
}
