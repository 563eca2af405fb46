package router

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"strings"
	"sync/atomic"
	"time"

	"kibitz/i18n"
	"kibitz/storage"
)

// Outcome is how an interaction ended, for logs and metrics.
type Outcome string

// The outcomes of an interaction.
const (
	OutcomeOK        Outcome = "ok"
	OutcomeUserError Outcome = "user_error"
	OutcomeInternal  Outcome = "internal_error"
	OutcomeTimeout   Outcome = "timeout"
	OutcomeDuplicate Outcome = "duplicate" // the interaction id was already claimed: it ran elsewhere
	OutcomeBusy      Outcome = "busy"      // refused for load: too many in flight, heavy work, contention
)

// Server is a Mux with the middleware every transport shares: it recovers panics, logs each interaction
// once, enforces a time limit, and turns errors into replies, so a transport always has something to send.
type Server struct {
	Mux *Mux
	Log *slog.Logger
	// Timeout bounds one handler, from when it starts, and apart from it the wait for a worker before
	// (busy.go); zero means one minute each. Discord's interaction token lasts 15 minutes.
	Timeout time.Duration
	// Observe, when set, is told of every interaction (metrics).
	Observe func(req *Request, outcome Outcome, took time.Duration)
	// Store, when set, is where interaction ids are claimed, so that an interaction delivered twice runs
	// once, however many replicas share the store (see busy.go). Any storage.Store is one.
	Store Claimer
	// MaxInFlight caps the handlers in flight, running or waiting for a worker; zero means
	// DefaultMaxInFlight.
	MaxInFlight int
	// Workers is how many light handlers run at once, the others waiting their turn in order (busy.go);
	// zero means DefaultWorkers. It is read when the first request comes.
	Workers int
	// HeavyWorkers is how many heavy handlers run at once, beside the light ones, the others waiting
	// their turn in order (busy.go); zero means DefaultHeavyWorkers. It is read when the first comes.
	HeavyWorkers int

	inFlight     atomic.Int64
	heavy        heavyLimits
	workers      workers
	heavyWorkers workers
}

// Private reports whether the reply to req is expected to be private, which a transport must decide before
// the handler finishes when it defers.
func (s *Server) Private(req *Request) bool {
	if req.Kind != KindCommand {
		return false
	}
	r, ok := s.Mux.Route(req.Path)
	return !ok || r.Private
}

// Serve runs the handler for req and returns the reply, fitted to Discord's limits (Fit): the handler's
// own, a private message for a user error, or an apology with an incident id for an internal error, a
// panic or a timeout.
func (s *Server) Serve(ctx context.Context, req *Request) *Response {
	// a reply over Discord's limits, or with what kibitz may not send here (files, embeds), would be
	// rejected whole: fit it to them
	return FitIn(s.Reply(ctx, req), req.Lang, req.Allowed())
}

// Reply is Serve without the last step, the reply as it is before Fit fits it to Discord's limits. Tests
// measure a handler's own reply with it: after Fit every reply is within the limits, so a check there
// cannot fail.
func (s *Server) Reply(ctx context.Context, req *Request) *Response {
	start := time.Now()
	timeout := s.Timeout
	if timeout <= 0 {
		timeout = time.Minute
	}
	resp, err := s.call(ctx, req, timeout)
	if err == nil && resp == nil {
		err = errors.New("router: handler returned neither a response nor an error")
	}
	outcome := OutcomeOK
	log := s.logger().With("kind", kindName(req.Kind), "route", routeName(req), "user", userID(req),
		"guild", req.GuildID, "place", req.Place.String())
	switch ue, isUser := AsUserError(err); {
	case err == nil:
	case isUser:
		outcome = OutcomeUserError
		log = log.With("code", string(ue.Code))
		resp = PrivateReply(ue.Text(req.Lang))
	case isRefusal(err):
		outcome, resp = refuse(log, err, req.Lang)
	case errors.Is(err, storage.ErrUnreadable):
		outcome, resp = OutcomeInternal, unreadable(log, err, req.Lang)
	case errors.Is(err, errOutOfTime):
		outcome = OutcomeTimeout
		log.Warn("interaction timed out", "limit", timeout)
		resp = PrivateReply(msgTimedOut.In(req.Lang))
	default:
		outcome, resp = OutcomeInternal, apology(log, err, req.Lang)
	}
	if req.Kind == KindAutocomplete && outcome != OutcomeOK {
		resp = &Response{} // Discord accepts only choices here: offer none
	}
	took := time.Since(start)
	// An answered interaction is a line at debug only: at the default level the log is no record of who
	// played what, where and when (the metrics count them); one that was not (a user's mistake, busy, a
	// redelivery, a failure) is a line at info, with the ids an operator needs to find it when its user
	// complains (docs/contract.md §6, "Logs").
	level := slog.LevelInfo
	if outcome == OutcomeOK {
		level = slog.LevelDebug
	}
	log.Log(ctx, level, "interaction", "outcome", string(outcome), "took", took.Round(time.Microsecond))
	if s.Observe != nil {
		s.Observe(req, outcome, took)
	}
	if outcome == OutcomeOK {
		resp = withNotes(resp, req)
	}
	if !req.CanPost() {
		keepPrivate(resp, req.Lang)
	}
	return resp
}

// withNotes is resp with its text ended by the request's notes (Request.Note), each on a line of its own;
// resp itself when there are none, or no text to end (a modal, autocomplete choices). resp is not changed:
// a handler may answer with a shared value.
func withNotes(resp *Response, req *Request) *Response {
	if len(req.notes) == 0 || resp.Modal != nil || resp.Choices != nil {
		return resp
	}
	lines := []string{strings.TrimRight(resp.Content, "\n")}
	for _, n := range req.notes {
		lines = append(lines, n.In(req.Lang))
	}
	out := *resp
	out.Content = joinLines(lines...)
	return &out
}

// keepPrivate makes the public parts of resp private, saying why on the first of them, for a place where
// Discord would show them to the asker only anyway (Request.CanPost): the sentence tells the asker that
// nobody else sees the message, nor can press its buttons.
func keepPrivate(resp *Response, lang i18n.Lang) {
	noted := false
	for _, r := range append([]*Response{resp}, resp.Followups...) {
		if r.Private || r.Update || r.Modal != nil || r.Choices != nil {
			continue
		}
		r.Private = true
		if !noted {
			noted = true
			if r.Content = strings.TrimRight(r.Content, "\n"); r.Content != "" {
				r.Content += "\n\n"
			}
			r.Content += msgKeptPrivate.In(lang)
		}
	}
}

// errOutOfTime marks a handler's error as the end of its time (Server.Timeout).
var errOutOfTime = errors.New("router: the handler ran out of time")

// call runs the handler, turning a panic into an error with its stack. The handler has timeout from when
// it starts: the wait for a worker before has a limit of its own (admit), so a request that waited long
// for its turn is not cut short for it, and one that ran out of time had all of it to run.
func (s *Server) call(ctx context.Context, req *Request, timeout time.Duration) (resp *Response, err error) {
	defer func() {
		if p := recover(); p != nil {
			resp, err = nil, fmt.Errorf("router: panic in handler: %v\n%s", p, debug.Stack())
		}
	}()
	h, route, err := s.Mux.Lookup(req)
	if err != nil {
		return nil, err
	}
	wait, cancelWait := context.WithTimeout(ctx, timeout)
	release, err := s.admit(wait, req, route)
	cancelWait()
	if err != nil {
		return nil, err
	}
	defer release()
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	resp, err = h(ctx, req)
	if err != nil && errors.Is(err, context.DeadlineExceeded) && ctx.Err() != nil {
		err = fmt.Errorf("%w: %w", errOutOfTime, err)
	}
	return resp, err
}

func (s *Server) logger() *slog.Logger {
	if s.Log != nil {
		return s.Log
	}
	return slog.Default()
}

// NewIncidentID is a short random id that ties what a user is told to the one log line about it.
func NewIncidentID() string {
	var b [4]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

func kindName(k Kind) string {
	switch k {
	case KindCommand:
		return "command"
	case KindComponent:
		return "component"
	case KindAutocomplete:
		return "autocomplete"
	case KindModal:
		return "modal"
	}
	return "unknown"
}

func routeName(req *Request) string {
	if req.Kind == KindComponent || req.Kind == KindModal {
		return req.CustomID
	}
	return req.Path
}

func userID(req *Request) string {
	if req.User == nil {
		return ""
	}
	return req.User.ID
}
