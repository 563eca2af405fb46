package router

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"time"

	"golang.org/x/time/rate"

	"kibitz/i18n"
	"kibitz/storage"
)

// What happens between finding a handler and running it (Server.admit), in this order:
//
//  1. The cap on handlers in flight. Over it the request is refused at once, before any store round trip,
//     so shedding load costs nothing; nothing was claimed, so a redelivery may still run later.
//  2. The claim of the interaction id in the store, when the Server has one. Discord may deliver an
//     interaction more than once (a retried HTTP request, a gateway replay), and replicas behind a load
//     balancer share nothing but the store: the claim is what lets exactly one of them run it.
//     Autocomplete changes no state and is not claimed, nor are requests without an interaction id
//     (tests). The console runs without a Store: its ids restart at 1 every run and would collide with an
//     earlier run's claims in a shared Redis.
//  3. The budget of heavy work per user and per server, for routes that say a request is heavy.
//
// A refused request ends in a private reply saying why, with outcome "duplicate" or "busy".

// DefaultMaxInFlight is Server.MaxInFlight when it is zero: enough for any burst a single replica should
// absorb, small enough that a flood is refused rather than queued until every reply is late.
const DefaultMaxInFlight = 512

// ClaimTTL is how long an interaction id stays claimed. Discord's interaction token lasts 15 minutes, so
// no delivery of the same interaction can matter after that.
const ClaimTTL = 15 * time.Minute

// claimTimeout bounds the claim's round trip: a store that hangs must not hold up commands that never use
// it. On timeout the request runs unclaimed, as on any claim error.
const claimTimeout = time.Second

// The heavy-work budget. Per user: a burst of 3, then one every 10 seconds. Per server: a burst of 10,
// then one a second, shared by its members; in a DM only the user's budget applies.
const (
	heavyUserEvery  = 10 * time.Second
	heavyUserBurst  = 3
	heavyGuildEvery = time.Second
	heavyGuildBurst = 10
	// heavyIdle is how long an unused limiter is kept. Both refill completely well within it (30 s and
	// 10 s), so dropping one forgets nothing: the next request gets a full bucket either way.
	heavyIdle = 10 * time.Minute
	// heavySweepEvery is how often a heavy request also drops the idle limiters.
	heavySweepEvery = time.Minute
)

var (
	msgDuplicate = i18n.Text{
		En: "This was already handled.",
		Ko: "이미 처리된 요청입니다.",
	}
	msgBusy = i18n.Text{
		En: "kibitz is busy right now; try again in a moment.",
		Ko: "kibitz가 지금 바쁩니다. 잠시 후 다시 시도해 주세요.",
	}
	msgHeavyWait = i18n.Text{
		En: "kibitz limits heavy requests like this one, per user and per server: try again in %s.",
		Ko: "이런 무거운 요청은 사용자와 서버마다 횟수를 제한합니다. %s 후에 다시 시도해 주세요.",
	}
)

// refusal is the router declining to run a handler: the request was a duplicate, or there is too much
// work. It is not a failure, and not the user's mistake either.
type refusal struct {
	outcome Outcome
	text    i18n.Text
}

func (r *refusal) Error() string { return "router: refused (" + string(r.outcome) + "): " + r.text.En }

// isRefusal reports whether err means "not now" rather than a failure: a refusal, or a store update that
// gave up under contention (a game pressed by many at once), which the user may simply try again.
func isRefusal(err error) bool {
	var r *refusal
	return errors.As(err, &r) || errors.Is(err, storage.ErrContention)
}

// refuse is the outcome and the private reply for an error isRefusal accepts.
func refuse(log *slog.Logger, err error, l i18n.Lang) (Outcome, *Response) {
	var r *refusal
	if errors.As(err, &r) {
		return r.outcome, PrivateReply(r.text.In(l))
	}
	// Contention is worth a look when it happens (which key, how often), but it is not an incident.
	log.Warn("store contention: answered busy", "err", err)
	return OutcomeBusy, PrivateReply(msgBusy.In(l))
}

// InFlight is how many handlers are running now (the metric kibitz_inflight).
func (s *Server) InFlight() int { return int(s.inFlight.Load()) }

// admit applies the checks above to a request whose handler was found. On success the caller runs the
// handler and then calls release.
func (s *Server) admit(ctx context.Context, req *Request, route Route) (release func(), err error) {
	limit := int64(s.MaxInFlight)
	if limit <= 0 {
		limit = DefaultMaxInFlight
	}
	n := s.inFlight.Add(1)
	if n > limit {
		s.inFlight.Add(-1)
		return nil, &refusal{OutcomeBusy, msgBusy}
	}
	req.InFlight = int(n)
	release = func() { s.inFlight.Add(-1) }
	if err := s.claim(ctx, req); err != nil {
		release()
		return nil, err
	}
	if req.Kind == KindCommand && route.Heavy != nil && route.Heavy(req) {
		if wait := s.heavy.reserve(userID(req), req.GuildID, time.Now()); wait > 0 {
			release()
			return nil, &refusal{OutcomeBusy, heavyWaitText(wait)}
		}
	}
	return release, nil
}

// Claimer is what the Server needs of a store: claiming a key once (storage.Store.Claim).
type Claimer interface {
	Claim(ctx context.Context, key string, ttl time.Duration) (bool, error)
}

// claim claims req's interaction id in the store. It returns a refusal for a duplicate, and nil when the
// claim was won, when there is nothing to claim, or when the store failed: then the request runs
// unclaimed, availability over strictness (a handler that changes state meets the store itself, and its
// compare-and-set still keeps two runs from corrupting a game).
func (s *Server) claim(ctx context.Context, req *Request) error {
	if s.Store == nil || req.Kind == KindAutocomplete || req.Interaction == nil || req.Interaction.ID == "" {
		return nil
	}
	cctx, cancel := context.WithTimeout(ctx, claimTimeout)
	defer cancel()
	won, err := s.Store.Claim(cctx, "ix:"+req.Interaction.ID, ClaimTTL)
	if err != nil {
		s.logger().Warn("could not claim the interaction id; running it unclaimed",
			"interaction", req.Interaction.ID, "route", routeName(req), "err", err)
		return nil
	}
	if !won {
		return &refusal{OutcomeDuplicate, msgDuplicate}
	}
	return nil
}

// heavyWaitText says how long to wait, in whole seconds rounded up.
func heavyWaitText(wait time.Duration) i18n.Text {
	n := max(1, (wait+time.Second-1)/time.Second)
	return msgHeavyWait.Format(i18n.Duration(n * time.Second))
}

// heavyLimits are token buckets for heavy work, one per user and one per server. They live in this
// process: each replica (or gateway shard) keeps its own, so N replicas allow up to N times the budget.
// That is enough for its purpose, keeping one user or one server from monopolising a replica's CPU; a
// shared budget would cost a store round trip on every heavy request.
type heavyLimits struct {
	mu        sync.Mutex
	users     map[string]*heavyBucket
	guilds    map[string]*heavyBucket
	lastSweep time.Time
}

type heavyBucket struct {
	limiter *rate.Limiter
	used    time.Time // last asked, for eviction
}

// reserve takes one unit of heavy work for user in guild (empty in a DM) at now. It returns zero when
// both budgets allow it, otherwise how long until they would, having taken nothing.
func (h *heavyLimits) reserve(user, guild string, now time.Time) time.Duration {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.sweep(now)
	var taken []*rate.Reservation
	var wait time.Duration
	take := func(m *map[string]*heavyBucket, key string, every time.Duration, burst int) {
		if *m == nil {
			*m = map[string]*heavyBucket{}
		}
		b := (*m)[key]
		if b == nil {
			b = &heavyBucket{limiter: rate.NewLimiter(rate.Every(every), burst)}
			(*m)[key] = b
		}
		b.used = now
		r := b.limiter.ReserveN(now, 1)
		taken = append(taken, r)
		wait = max(wait, r.DelayFrom(now))
	}
	if user != "" {
		take(&h.users, user, heavyUserEvery, heavyUserBurst)
	}
	if guild != "" {
		take(&h.guilds, guild, heavyGuildEvery, heavyGuildBurst)
	}
	if wait > 0 {
		// Refused: give back what was reserved, so a refusal does not push the next allowed time further
		// out. Nothing else touched these limiters in between (h.mu), so the tokens come back whole.
		for _, r := range taken {
			r.CancelAt(now)
		}
	}
	return wait
}

// sweep drops the limiters idle for heavyIdle, at most once every heavySweepEvery, so the maps hold only
// the users and servers of the last few minutes. The caller holds mu.
func (h *heavyLimits) sweep(now time.Time) {
	if now.Sub(h.lastSweep) < heavySweepEvery {
		return
	}
	h.lastSweep = now
	for _, m := range []map[string]*heavyBucket{h.users, h.guilds} {
		for k, b := range m {
			if now.Sub(b.used) >= heavyIdle {
				delete(m, k)
			}
		}
	}
}
