package bot

import (
	"context"
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/router"
)

// MaxInteractionBody caps the body of POST /interactions. Interactions are a few kilobytes; attachments
// arrive as URLs, never inline.
const MaxInteractionBody = 1 << 20

// MaxClockSkew is how old (or how far in the future) a signed timestamp may be. Discord signs every request
// as it sends it; an old timestamp is a replay.
const MaxClockSkew = 5 * time.Minute

// ParsePublicKey reads DISCORD_PUBLIC_KEY: 64 hex digits, an Ed25519 public key. A key of the wrong length
// would make verification panic, so it is refused here, at start-up.
func ParsePublicKey(hexKey string) (ed25519.PublicKey, error) {
	const where = "the Developer Portal shows it under your application > General Information > Public Key"
	if hexKey == "" {
		return nil, fmt.Errorf("DISCORD_PUBLIC_KEY is not set: give the application's public key, 64 hex digits; %s", where)
	}
	key, err := hex.DecodeString(hexKey)
	var bad hex.InvalidByteError
	switch {
	case errors.As(err, &bad):
		return nil, fmt.Errorf("DISCORD_PUBLIC_KEY holds %q, which is not a hex digit: give the public key, 64 hex digits (0-9, a-f); %s",
			rune(bad), where)
	case err != nil || len(key) != ed25519.PublicKeySize:
		return nil, fmt.Errorf("DISCORD_PUBLIC_KEY has %d hex digits, and a public key has %d: copy it whole; %s",
			len(hexKey), 2*ed25519.PublicKeySize, where)
	}
	return ed25519.PublicKey(key), nil
}

// HTTPServer serves Discord's HTTP interactions: POST /interactions (Ed25519-verified) and GET /healthz,
// nothing else, since this is the port the world sees: metrics, readiness and the profiler are on the
// operations listener (NewOpsHandler). It keeps no state of its own, so any number of replicas can run
// behind a load balancer.
type HTTPServer struct {
	PublicKey ed25519.PublicKey
	Server    *router.Server
	// REST sends edits and followups (it needs no bot token: interaction webhooks use the interaction's).
	REST    *discordgo.Session
	Store   Pinger   // checked by /healthz
	Metrics *Metrics // counts lost replies; the interactions are counted by the router's Observe
	Log     *slog.Logger
	// Now is the clock for timestamp checks; nil means time.Now.
	Now func() time.Time
	// DeferAfter overrides DeferAfter (tests).
	DeferAfter time.Duration
	// Stopping, once begun, makes /healthz answer 503 "shutting down", while interactions are still
	// served (Shutdown's drain). nil: never.
	Stopping *Stopping
	// Grace overrides ShutdownGrace, and After time.After as the drain's timer (tests).
	Grace time.Duration
	After func(time.Duration) <-chan time.Time

	// Warming names what the process still builds at start-up (OpsConfig.Warming): /healthz answers 503
	// until it is done, so that a load balancer sends a new replica nothing it would answer slowly.
	Warming func() string

	once     sync.Once
	mux      *http.ServeMux
	replies  inFlight
	probe    storeProbe
	draining Stopping // Shutdown has begun
}

func (h *HTTPServer) init() {
	h.once.Do(func() {
		h.mux = http.NewServeMux()
		h.mux.HandleFunc("POST /interactions", h.interactions)
		h.mux.HandleFunc("GET /healthz", h.healthz)
	})
}

// ServeHTTP implements http.Handler.
func (h *HTTPServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h.init()
	h.mux.ServeHTTP(w, r)
}

// Wait waits for replies still being sent after their HTTP request returned (deferred edits), at most d.
// Then it gives up on those still in progress, each logged as `reply lost` and counted, and returns how
// many.
func (h *HTTPServer) Wait(d time.Duration) (abandoned int) { return h.replies.wait(d) }

func (h *HTTPServer) logger() *slog.Logger {
	if h.Log != nil {
		return h.Log
	}
	return slog.Default()
}

// verify checks the Ed25519 signature over timestamp+body and the timestamp's freshness.
func (h *HTTPServer) verify(r *http.Request, body []byte) error {
	sig, err := hex.DecodeString(r.Header.Get("X-Signature-Ed25519"))
	if err != nil || len(sig) != ed25519.SignatureSize {
		return errors.New("missing or malformed X-Signature-Ed25519")
	}
	ts := r.Header.Get("X-Signature-Timestamp")
	secs, err := strconv.ParseInt(ts, 10, 64)
	if err != nil {
		return errors.New("missing or malformed X-Signature-Timestamp")
	}
	msg := make([]byte, 0, len(ts)+len(body))
	msg = append(append(msg, ts...), body...)
	if !ed25519.Verify(h.PublicKey, msg, sig) {
		return errors.New("bad signature")
	}
	now := time.Now
	if h.Now != nil {
		now = h.Now
	}
	if skew := now().Sub(time.Unix(secs, 0)); skew > MaxClockSkew || skew < -MaxClockSkew {
		return fmt.Errorf("timestamp is %v away from now", skew.Round(time.Second))
	}
	return nil
}

func (h *HTTPServer) interactions(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxInteractionBody))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			http.Error(w, "request body too large", http.StatusRequestEntityTooLarge)
			return
		}
		http.Error(w, "cannot read body", http.StatusBadRequest)
		return
	}
	if err := h.verify(r, body); err != nil {
		h.logger().Debug("rejected an interaction", "err", err, "remote", r.RemoteAddr)
		http.Error(w, "invalid request signature", http.StatusUnauthorized)
		return
	}
	var in discordgo.Interaction
	if err := json.Unmarshal(body, &in); err != nil {
		http.Error(w, "malformed interaction", http.StatusBadRequest)
		return
	}
	if in.Type == discordgo.InteractionPing {
		writeJSON(w, &interactionResponse{Type: discordgo.InteractionResponsePong})
		return
	}
	d := &dispatcher{server: h.Server, log: h.logger(), deferAfter: h.DeferAfter, fetch: HTTPFetcher(h.REST.Client),
		metrics: h.Metrics}
	req, err := d.request(&in, body)
	if err != nil {
		// Signed, so it came from Discord, but it is not an interaction kibitz can answer (no user, no data
		// of its type): a client error, never a server one.
		h.logger().Warn("interaction not understood", "id", in.ID, "type", int(in.Type), "err", err)
		http.Error(w, "not an interaction kibitz can answer", http.StatusBadRequest)
		return
	}

	// The first answer goes in this HTTP response; edits and followups go over REST afterwards, from the
	// goroutine below, which outlives this request.
	rep := &httpReplier{rest: h.REST, in: &in, first: make(chan *interactionResponse, 1),
		written: make(chan struct{})}
	ctx, done := h.replies.start(context.Background())
	go func() {
		defer done()
		d.handle(ctx, req, rep)
		rep.close()
	}()
	select {
	case first, ok := <-rep.first:
		if !ok {
			http.Error(w, "no reply", http.StatusInternalServerError)
			return
		}
		writeJSON(w, first)
		if f, ok := w.(http.Flusher); ok {
			f.Flush()
		}
		close(rep.written)
	case <-r.Context().Done():
		close(rep.written)
	}
}

func writeJSON(w http.ResponseWriter, v any) {
	data, err := json.Marshal(v)
	if err != nil {
		http.Error(w, "encode reply", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Write(data)
}

// healthz tells a load balancer whether this replica can answer: 200 "ok"; 503 "unavailable" when the
// store does not answer within ReadyTimeout; 503 "shutting down" from the shutdown signal on, while the
// drain still answers interactions (Shutdown). What is wrong with the store goes to the log, never to the
// world: a store's error names hosts and addresses. The operations listener's /readyz says it to those who
// may know. While the process warms up (Warming) it answers 503 "unavailable" too, with no log line: that
// is expected. The checks come in /readyz's order (readiness.check): the store before the warm-up, which
// ends by itself.
func (h *HTTPServer) healthz(w http.ResponseWriter, r *http.Request) {
	if h.Stopping.Begun() || h.draining.Begun() {
		writeText(w, http.StatusServiceUnavailable, errShuttingDown.Error())
		return
	}
	if h.Store != nil {
		if err := h.probe.ping(r.Context(), h.Store, ReadyTimeout); err != nil {
			h.logger().Warn("health check: the store does not answer", "err", err)
			writeText(w, http.StatusServiceUnavailable, "unavailable")
			return
		}
	}
	if h.Warming != nil && h.Warming() != "" {
		writeText(w, http.StatusServiceUnavailable, "unavailable")
		return
	}
	writeText(w, http.StatusOK, "ok")
}

// httpReplier sends the first answer as the HTTP response body and the rest over REST.
type httpReplier struct {
	rest      *discordgo.Session
	in        *discordgo.Interaction
	first     chan *interactionResponse
	written   chan struct{} // closed once the first answer is on the wire
	closeOnce sync.Once
}

func (h *httpReplier) respond(_ context.Context, r *interactionResponse) error {
	if len(r.files()) > 0 {
		return errors.New("bot: files cannot go in an HTTP interaction response")
	}
	h.first <- r
	// Edits of a deferred reply must not overtake the deferral itself.
	select {
	case <-h.written:
	case <-time.After(5 * time.Second):
	}
	return nil
}

func (h *httpReplier) close() { h.closeOnce.Do(func() { close(h.first) }) }

func (h *httpReplier) edit(ctx context.Context, m *message) error {
	return editOriginal(ctx, h.rest, h.in.AppID, h.in.Token, m)
}

func (h *httpReplier) followup(ctx context.Context, m *message) error {
	return postFollowup(ctx, h.rest, h.in, m)
}

func (h *httpReplier) deleteOriginal(ctx context.Context) error {
	return deleteOriginal(ctx, h.rest, h.in.AppID, h.in.Token)
}

func (h *httpReplier) inlineFiles() bool { return false }

func (h *httpReplier) mustAnswer() bool { return true }
