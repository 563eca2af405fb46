package bot

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"
)

// The limits of one REST call to Discord, retries included.
const (
	// RESTAttempts is how many times one call is tried at most.
	RESTAttempts = 5
	// RESTBudget bounds one call from its first attempt to its last answer, waits included. An
	// interaction's token lasts 15 minutes, but a user waiting for a reply gives up long before: what has
	// not arrived after half a minute is better reported as lost than delivered late.
	RESTBudget = 30 * time.Second
	// RESTAttemptTimeout bounds one attempt, from sending the request to the end of the answer's body.
	// Discord answers in well under a second; ten seconds without an answer is a hung connection.
	RESTAttemptTimeout = 10 * time.Second
)

// REST is the one path of every call kibitz makes to Discord's REST API, in gateway and HTTP mode alike:
// replies, edits, followups, deletes, command registration and attachment downloads. discordgo keeps its
// per-route rate-limit buckets (it waits when a bucket is empty); below them, RESTTransport retries what
// is worth retrying within a budget, and one tuned http.Client keeps connections alive between calls.
type REST struct {
	// Client is the shared client: set it as every discordgo Session's Client (NewSession does).
	Client    *http.Client
	Transport *RESTTransport
}

// RESTConfig configures NewREST. The zero value is the production setting.
type RESTConfig struct {
	// APIBase is where every REST call goes (DISCORD_API_BASE), with its own API version, such as
	// DefaultAPIBase or a fake's http://127.0.0.1:PORT/api/v10; it must pass ParseAPIBase. Empty leaves
	// the URLs as discordgo builds them (https://discord.com/api/v9/...).
	APIBase string
	// Next is the transport below the retries; nil means a tuned http.Transport (NewHTTPTransport).
	Next http.RoundTripper
	// Observe, when set, is told of every attempt (metrics).
	Observe func(a Attempt)
	// Attempts, Budget and AttemptTimeout override RESTAttempts, RESTBudget and RESTAttemptTimeout (tests).
	Attempts       int
	Budget         time.Duration
	AttemptTimeout time.Duration
}

// NewREST returns the REST path for one process. It panics when cfg.APIBase is set but not a base that
// ParseAPIBase accepts: check a configured value with ParseAPIBase first.
func NewREST(cfg RESTConfig) *REST {
	next := cfg.Next
	if next == nil {
		next = NewHTTPTransport()
	}
	var base string
	if cfg.APIBase != "" {
		var err error
		if base, err = ParseAPIBase(cfg.APIBase); err != nil {
			panic("bot.NewREST: " + err.Error())
		}
	}
	t := &RESTTransport{APIBase: base, Next: next, Observe: cfg.Observe, Attempts: cfg.Attempts, Budget: cfg.Budget,
		AttemptTimeout: cfg.AttemptTimeout}
	// No client timeout: the transport bounds every call, and a timeout here would cut a retry short.
	return &REST{Client: &http.Client{Transport: t}, Transport: t}
}

// DefaultAPIBase is Discord's REST API, version 10: the default of DISCORD_API_BASE.
const DefaultAPIBase = "https://discord.com/api/v10"

// discordgoAPI is the prefix of every REST URL discordgo builds: its EndpointAPI as the library sets it,
// "https://discord.com/api/v9/". kibitz never assigns discordgo's endpoint variables (they are globals,
// shared by every Session in the process); RESTTransport moves each request to its APIBase instead.
var discordgoAPI = discordgo.EndpointAPI

// ParseAPIBase checks a REST base URL (DISCORD_API_BASE): an http or https URL with a host, and no query or
// fragment, since request paths are appended to it. It returns the base without surrounding spaces or a
// trailing slash. The base keeps its own path, API version included: http://127.0.0.1:8081/api/v10 sends
// discordgo's .../api/v9/webhooks/... to http://127.0.0.1:8081/api/v10/webhooks/....
func ParseAPIBase(base string) (string, error) {
	base = strings.TrimRight(strings.TrimSpace(base), "/")
	u, err := url.Parse(base)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" ||
		u.Fragment != "" {
		return "", fmt.Errorf("DISCORD_API_BASE=%q is not an http(s) URL: give the base of Discord's REST API, %s (the default), or of a proxy in front of it", base, DefaultAPIBase)
	}
	return base, nil
}

// NewSession returns a discordgo Session whose every REST call takes this path. token is the bot token
// without "Bot " ("" for a session that only uses interaction tokens). discordgo's own retries are off:
// it would retry a JSON 429 without limit and ignoring the context, and a 502 three times more on top of
// the transport's.
func (r *REST) NewSession(token string) *discordgo.Session {
	s, _ := discordgo.New("") // New fails only when given extra arguments
	if token != "" {
		s.Token = "Bot " + token
		s.Identify.Token = s.Token
	}
	s.Client = r.Client
	s.ShouldRetryOnRateLimit = false
	s.MaxRestRetries = 0
	return s
}

// NewHTTPTransport is the tuned transport below the retries. One process keeps one: its pool is what
// saves a TLS handshake (and a socket left in TIME_WAIT) per reply. Discord is one host, so the pool per
// host is sized for a busy replica's replies in flight, not left at Go's default of two idle connections.
func NewHTTPTransport() *http.Transport {
	return &http.Transport{
		Proxy:                 http.ProxyFromEnvironment,
		DialContext:           (&net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
		TLSHandshakeTimeout:   5 * time.Second,
		ResponseHeaderTimeout: RESTAttemptTimeout,
		ExpectContinueTimeout: time.Second,
		ForceAttemptHTTP2:     true,
		MaxIdleConns:          512,
		MaxIdleConnsPerHost:   256,
		IdleConnTimeout:       90 * time.Second,
	}
}

// Attempt is one try of one REST call, as metrics see it: the route as a template (no token, no id),
// the status ("error" when no answer came, "timeout" when the attempt ran out of time), how long it took.
type Attempt struct {
	Method string
	Route  string
	Status string
	Took   time.Duration
}

// RESTTransport retries Discord REST calls: a 429 (with a JSON body or not), 500, 502, 503 and 504,
// connection errors and attempts that time out. Waits grow exponentially with full jitter, and a 429
// waits at least as long as Discord asks (Retry-After, X-RateLimit-Reset-After, or the body's
// retry_after); a global 429 holds every call. It gives up after Attempts tries, when the Budget is
// spent, or when the request's context ends, and then returns a *RESTFailure, never the last 429 or 5xx.
//
// Before the first attempt it moves a request for discordgo's built-in API prefix (discordgoAPI) to
// APIBase, keeping the rest of the path and the query. Other URLs (attachments on the CDN) go as they are.
// The route that metrics and errors see is taken from the URL discordgo built, so it does not depend on
// the base.
type RESTTransport struct {
	// APIBase is the base every REST call goes to, as ParseAPIBase returns it; "" leaves URLs unchanged.
	APIBase        string
	Next           http.RoundTripper
	Observe        func(Attempt)
	Attempts       int
	Budget         time.Duration
	AttemptTimeout time.Duration

	mu          sync.Mutex
	globalUntil time.Time // no call starts before this: a global rate limit is in force

	buckets tokenBuckets // of the calls about interactions, by token (buckets.go)
}

// RESTFailure is a call given up: where it went, the API base and the route as a template, so that the
// error can be logged as it is.
type RESTFailure struct {
	Method string
	// Base is the API base the call went to (RESTTransport.APIBase, or discordgo's own when none is set);
	// "" for a URL outside the API (an attachment).
	Base     string
	Route    string
	Attempts int
	Last     string // the last status, or the last error
	Err      error  // the context's error when it ended the call, else nil
}

func (f *RESTFailure) Error() string {
	return fmt.Sprintf("discord %s %s%s: gave up after %d attempts: %s", f.Method, f.Base, f.Route, f.Attempts, f.Last)
}

func (f *RESTFailure) Unwrap() error { return f.Err }

// RoundTrip implements http.RoundTripper.
func (t *RESTTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	attempts, budget, perAttempt := t.Attempts, t.Budget, t.AttemptTimeout
	if attempts <= 0 {
		attempts = RESTAttempts
	}
	if budget <= 0 {
		budget = RESTBudget
	}
	if perAttempt <= 0 {
		perAttempt = RESTAttemptTimeout
	}
	route := RouteTemplate(req.URL)
	fail := &RESTFailure{Method: req.Method, Route: route}
	target, err := t.target(req.URL)
	switch {
	case target != nil:
		fail.Base = t.APIBase
	case strings.HasPrefix(req.URL.String(), discordgoAPI):
		fail.Base = strings.TrimSuffix(discordgoAPI, "/")
	}
	if err != nil {
		if req.Body != nil {
			req.Body.Close()
		}
		fail.Last = err.Error()
		return nil, fail
	}
	ctx, cancel := context.WithTimeout(req.Context(), budget)
	handedOver := false // the answer's body, still to be read, holds the contexts open
	defer func() {
		if !handedOver {
			cancel()
		}
	}()
	// A call about an interaction waits for its bucket, and holds it through its retries; the bucket
	// learns from the last answer what Discord said of it.
	var said http.Header
	if token := interactionToken(req.URL); token != "" {
		bk, err := t.buckets.take(ctx, token)
		if err != nil {
			return nil, t.giveUp(fail, req, err)
		}
		defer func() { t.buckets.put(token, bk, said) }()
	}

	for n := 0; n < attempts; n++ {
		if err := t.waitGlobal(ctx); err != nil {
			return nil, t.giveUp(fail, req, err)
		}
		body, err := rewind(req, n)
		if err != nil {
			fail.Last = err.Error()
			return nil, fail
		}
		actx, acancel := context.WithTimeout(ctx, perAttempt)
		areq := req.Clone(actx)
		areq.Body = body
		if target != nil {
			areq.URL = target
			areq.Host = "" // http.NewRequest set it to discord.com; the URL's host is the one to send
		}
		start := time.Now()
		resp, err := t.Next.RoundTrip(areq)
		fail.Attempts = n + 1
		if err != nil {
			acancel()
			status := "error"
			if errors.Is(err, context.DeadlineExceeded) && actx.Err() != nil {
				status = "timeout"
			}
			t.observe(req.Method, route, status, time.Since(start))
			fail.Last = status + ": " + cleanError(err).Error()
			if req.Context().Err() != nil || ctx.Err() != nil {
				return nil, t.giveUp(fail, req, err)
			}
			if n+1 == attempts || req.Method == http.MethodPost && !unsent(err) {
				// A POST that got no answer may have been done: Discord posts a message for each
				// followup sent, so sending it again could post it twice (and an interaction's callback
				// sent again is refused). Only one that never left (no connection) goes again.
				break
			}
			if err := sleep(ctx, backoff(n)); err != nil {
				return nil, t.giveUp(fail, req, err)
			}
			continue
		}
		t.observe(req.Method, route, strconv.Itoa(resp.StatusCode), time.Since(start))
		said = resp.Header
		if !retryable(resp.StatusCode) {
			resp.Body = &cancelOnClose{ReadCloser: resp.Body, cancel: func() { acancel(); cancel() }}
			handedOver = true
			return resp, nil
		}
		wait := backoff(n)
		if resp.StatusCode == http.StatusTooManyRequests {
			asked, global := rateLimitWait(resp)
			wait = max(wait, asked)
			if global {
				t.holdGlobal(asked)
			}
		}
		io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10)) // so the connection can be reused
		resp.Body.Close()
		acancel()
		fail.Last = resp.Status
		if n+1 == attempts {
			break
		}
		if deadline, ok := ctx.Deadline(); ok && time.Until(deadline) < wait {
			fail.Last += fmt.Sprintf(" (asked to wait %v, beyond the budget)", wait.Round(time.Millisecond))
			break
		}
		if err := sleep(ctx, wait); err != nil {
			return nil, t.giveUp(fail, req, err)
		}
	}
	return nil, fail
}

// target is where a request for u goes: nil to send it as it is, or the URL under APIBase when u is
// under discordgo's built-in API prefix.
func (t *RESTTransport) target(u *url.URL) (*url.URL, error) {
	if t.APIBase == "" {
		return nil, nil
	}
	rest, ok := strings.CutPrefix(u.String(), discordgoAPI)
	if !ok {
		return nil, nil
	}
	to, err := url.Parse(strings.TrimRight(t.APIBase, "/") + "/" + rest)
	if err != nil {
		return nil, fmt.Errorf("rewrite to DISCORD_API_BASE: %w", cleanError(err))
	}
	return to, nil
}

// unsent reports whether a request that failed with err never reached Discord: the connection for it
// could not be made.
func unsent(err error) bool {
	var op *net.OpError
	return errors.As(err, &op) && op.Op == "dial"
}

// giveUp ends a call that the context (the caller's, or the budget) cut short.
func (t *RESTTransport) giveUp(fail *RESTFailure, req *http.Request, err error) error {
	if cerr := req.Context().Err(); cerr != nil {
		fail.Err = cerr
	}
	if fail.Last == "" {
		fail.Last = cleanError(err).Error()
	}
	return fail
}

func (t *RESTTransport) observe(method, route, status string, took time.Duration) {
	if t.Observe != nil {
		t.Observe(Attempt{Method: method, Route: route, Status: status, Took: took})
	}
}

func (t *RESTTransport) waitGlobal(ctx context.Context) error {
	t.mu.Lock()
	until := t.globalUntil
	t.mu.Unlock()
	if d := time.Until(until); d > 0 {
		return sleep(ctx, d)
	}
	return nil
}

func (t *RESTTransport) holdGlobal(d time.Duration) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if until := time.Now().Add(d); until.After(t.globalUntil) {
		t.globalUntil = until
	}
}

// rewind returns the body for attempt n: the request's own for the first, a fresh copy after that.
func rewind(req *http.Request, n int) (io.ReadCloser, error) {
	if n == 0 || req.Body == nil || req.Body == http.NoBody {
		return req.Body, nil
	}
	if req.GetBody == nil {
		return nil, errors.New("the request body cannot be sent again")
	}
	return req.GetBody()
}

func retryable(status int) bool {
	switch status {
	case http.StatusTooManyRequests, http.StatusInternalServerError, http.StatusBadGateway,
		http.StatusServiceUnavailable, http.StatusGatewayTimeout:
		return true
	}
	return false
}

// backoff is the wait before retry n+1: up to 250 ms doubled each time, capped at 4 s, drawn at random
// ("full jitter") so that replies failed together do not come back together.
func backoff(n int) time.Duration {
	limit := 250 * time.Millisecond << min(n, 4)
	return rand.N(limit) + time.Millisecond
}

// maxRateLimitWait caps what a 429 may ask for: a wait beyond the budget ends the call anyway.
const maxRateLimitWait = time.Hour

// rateLimitWait reads how long a 429 asks to wait: the longest of Retry-After (seconds),
// X-RateLimit-Reset-After (seconds, fractional) and a JSON body's retry_after (seconds). An HTML 429 from
// the CDN in front of Discord has at most Retry-After; with nothing, the backoff alone applies.
func rateLimitWait(resp *http.Response) (wait time.Duration, global bool) {
	seconds := func(s string) time.Duration {
		f, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
		if err != nil || f <= 0 || f > maxRateLimitWait.Seconds() {
			return 0
		}
		return time.Duration(f * float64(time.Second))
	}
	wait = max(seconds(resp.Header.Get("Retry-After")), seconds(resp.Header.Get("X-RateLimit-Reset-After")))
	global = resp.Header.Get("X-RateLimit-Global") != ""
	if strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
		var body struct {
			RetryAfter float64 `json:"retry_after"`
			Global     bool    `json:"global"`
		}
		data, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
		if json.Unmarshal(data, &body) == nil {
			wait = max(wait, seconds(strconv.FormatFloat(body.RetryAfter, 'f', -1, 64)))
			global = global || body.Global
		}
	}
	return wait, global
}

func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// cancelOnClose ends an attempt's context once its body has been read and closed: cancelling it earlier
// would cut the body off.
type cancelOnClose struct {
	io.ReadCloser
	cancel context.CancelFunc
}

func (c *cancelOnClose) Close() error {
	err := c.ReadCloser.Close()
	c.cancel()
	return err
}
