package bot

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/router"
)

// DeferAfter is how long a handler may run before the reply is deferred. Discord wants the first answer
// within 3 seconds; 1.5 s leaves room for the network and a slow REST call.
const DeferAfter = 1500 * time.Millisecond

// replier sends the parts of one interaction's reply over a transport.
type replier interface {
	// respond sends the first answer. It is called exactly once per interaction.
	respond(ctx context.Context, r *interactionResponse) error
	// edit changes the original reply (after a deferral, the message being deferred).
	edit(ctx context.Context, m *message) error
	// followup posts a further message.
	followup(ctx context.Context, m *message) error
	// deleteOriginal removes the original reply.
	deleteOriginal(ctx context.Context) error
	// inlineFiles reports whether the first answer can carry files. It cannot in HTTP mode, where a
	// multipart response body fails on Discord above about 150 KB: files go in an edit after a deferral.
	inlineFiles() bool
	// mustAnswer reports whether every delivery needs an answer: in HTTP mode a request waits for its
	// body; over the gateway a redelivery (router.Response.Duplicate) gets none.
	mustAnswer() bool
}

// dispatcher runs interactions through the router's Server and sends the replies, deferring when a handler
// runs long. The gateway and HTTP transports share it.
type dispatcher struct {
	server     *router.Server
	log        *slog.Logger
	deferAfter time.Duration
	fetch      router.Fetcher
	now        func() time.Time
	metrics    *Metrics // nil: not counted
}

func (d *dispatcher) logger() *slog.Logger {
	if d.log != nil {
		return d.log
	}
	return slog.Default()
}

// request reads an interaction into a router request, and where it happened from raw, the interaction's
// JSON (router.Envelope). An interaction kibitz cannot read (no user, no data of its type) gets no reply:
// it did not come from a Discord client.
func (d *dispatcher) request(in *discordgo.Interaction, raw []byte) (*router.Request, error) {
	now := time.Now
	if d.now != nil {
		now = d.now
	}
	req, err := router.NewRequest(in, now())
	if err != nil {
		return nil, err
	}
	if raw != nil {
		e, err := router.ReadEnvelope(raw)
		if err != nil {
			return nil, fmt.Errorf("bot: interaction %s: %w", in.ID, err)
		}
		req.Locate(e)
	}
	req.Fetch = d.fetch
	return req, nil
}

// handle answers one interaction. It returns when every part of the reply has been sent, or given up.
func (d *dispatcher) handle(ctx context.Context, req *router.Request, r replier) {
	done := make(chan *router.Response, 1)
	go func() { done <- d.server.Serve(ctx, req) }()

	after := d.deferAfter
	if after <= 0 {
		after = DeferAfter
	}
	timer := time.NewTimer(after)
	defer timer.Stop()

	var resp *router.Response
	var err error
	deferred, private := false, false // private: what the deferral promised
	select {
	case resp = <-done:
	case <-timer.C:
		if req.Kind != router.KindAutocomplete { // autocomplete cannot be deferred: it is simply late
			deferred, private = true, d.server.Private(req)
			if err := r.respond(ctx, deferral(req, private)); err != nil {
				d.logger().Warn("defer failed", "route", routeOf(req), "err", cleanError(err))
			}
		}
		resp = <-done
	}
	if !deferred && resp.Duplicate && !r.mustAnswer() {
		return // the first delivery answers: a second answer would be refused, or come first and take its place
	}
	if !deferred && len(resp.Files) > 0 && !r.inlineFiles() {
		deferred, private = true, resp.Private
		if err := r.respond(ctx, deferral(req, private)); err != nil {
			d.logger().Warn("defer failed", "route", routeOf(req), "err", cleanError(err))
		}
	}
	p := &parts{d: d, req: req, r: r}
	if deferred {
		err = d.finishDeferred(ctx, req, resp, p, private)
	} else {
		err = p.respond(ctx, resp)
	}
	if err != nil {
		d.lost(ctx, req, "reply", err)
		return
	}
	for _, f := range resp.Followups {
		if err := p.followup(ctx, f); err != nil {
			d.lost(ctx, req, "followup", err)
		}
	}
}

// parts sends the parts of one interaction's reply over a replier, each from its router.Response: the
// first answer, edits, followups. A call that carries files which Discord refuses for them (filesRefused:
// not allowed in the channel, or too large) is logged as a warning with the reason, and sent once more
// without them (router.WithoutFiles: a line says so, with the pictures' alt text), so that the user sees
// the reply, and the interaction is acknowledged, rather than "The application did not respond" or a
// "thinking" placeholder left for good. Once Discord has said files are not allowed here, the later parts
// go without theirs at once.
type parts struct {
	d         *dispatcher
	req       *router.Request
	r         replier
	forbidden bool // Discord refused a part's files as not allowed in the channel
}

// respond sends resp as the first answer.
func (p *parts) respond(ctx context.Context, resp *router.Response) error {
	return p.send("reply", resp, func(m *router.Response) error { return p.r.respond(ctx, initial(p.req, m)) })
}

// edit makes the original reply show resp.
func (p *parts) edit(ctx context.Context, resp *router.Response) error {
	return p.send("reply", resp, func(m *router.Response) error { return p.r.edit(ctx, editOf(m)) })
}

// followup posts resp as a further message.
func (p *parts) followup(ctx context.Context, resp *router.Response) error {
	return p.send("followup", resp, func(m *router.Response) error { return p.r.followup(ctx, followupOf(m)) })
}

func (p *parts) send(part string, resp *router.Response, call func(*router.Response) error) error {
	if p.forbidden && len(resp.Files) > 0 {
		return call(router.WithoutFiles(resp, p.req.Lang, router.FilesForbidden))
	}
	return sendDroppingRefusedFiles(resp, resp, p.req.Lang, call, func(why router.FilesRefusal, reason string) {
		p.forbidden = p.forbidden || why == router.FilesForbidden
		p.d.logger().Warn("files refused; sending without them", "part", part, "route", routeOf(p.req),
			"interaction", p.req.Interaction.ID, "files", len(resp.Files), "reason", reason)
	})
}

// lost reports a reply that could not be delivered, after the REST path's retries: once, with an
// incident id, and counted. Whatever the handler changed stays changed: the game's next interaction shows
// its current state, so a stale message heals itself. A reply whose context ended (a shutdown gave up on
// it, its token expired) says why.
func (d *dispatcher) lost(ctx context.Context, req *router.Request, part string, err error) {
	incident := router.NewIncidentID()
	attrs := []any{"incident", incident, "part", part, "route", routeOf(req),
		"interaction", req.Interaction.ID, "err", cleanError(err)}
	if cause := context.Cause(ctx); cause != nil && cause != ctx.Err() {
		attrs = append(attrs, "why", cause.Error())
	}
	d.logger().Error("reply lost", attrs...)
	if d.metrics != nil {
		d.metrics.ReplyLost()
	}
}

// finishDeferred delivers a reply after a deferral; private is the visibility the deferral promised.
func (d *dispatcher) finishDeferred(ctx context.Context, req *router.Request, resp *router.Response, p *parts, private bool) error {
	switch {
	case resp.Modal != nil:
		// A modal must be the first answer; a handler that opens one must be quick.
		return fmt.Errorf("bot: handler for %s opened a modal after a deferral", routeOf(req))
	case req.Kind == router.KindComponent || req.Kind == router.KindModal:
		if resp.Update {
			return p.edit(ctx, resp)
		}
		return p.followup(ctx, resp)
	case resp.Private == private:
		if err := p.edit(ctx, resp); err != nil || resp.Private || len(resp.Notify) == 0 {
			return err
		}
		// An edit notifies nobody: the users the reply calls are called by a message of their mentions
		// alone (the reply stays where the placeholder was, the message later edits and buttons use).
		return p.followup(ctx, callOf(resp.Notify))
	default:
		// The deferral promised the wrong visibility (a private error after a public "thinking", say):
		// Discord cannot change it, so replace the placeholder with a new message.
		if err := p.r.deleteOriginal(ctx); err != nil {
			d.logger().Warn("could not delete the deferred reply", "route", routeOf(req), "err", err)
		}
		return p.followup(ctx, resp)
	}
}

func routeOf(req *router.Request) string {
	if req.CustomID != "" {
		return req.CustomID
	}
	return req.Path
}

// callOf is the message that notifies users (user ids) for a reply that could not (a deferred one, sent
// as an edit): their mentions, and nothing else.
func callOf(users []string) *router.Response {
	mentions := make([]string, len(users))
	for i, id := range users {
		mentions[i] = "<@" + id + ">"
	}
	return &router.Response{Content: strings.Join(mentions, " "), Notify: users}
}
