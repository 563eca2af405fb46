package bot

import (
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"kibitz/router"
)

// NewRegistry is the metrics registry of one process, with the Go runtime and process collectors. A
// process builds its own instead of using Prometheus's global one, so that tests building one after
// another (or several at once) never find a metric already registered. The series are listed in
// docs/contract.md §6.
func NewRegistry() *prometheus.Registry {
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return reg
}

// interactionBuckets bound kibitz_interaction_duration_seconds. They include DeferAfter (1.5 s, where a
// reply is deferred) and 3 s (Discord's limit for the first answer), so that a dashboard can tell how
// many replies came in time, and reach router.Server's one-minute limit.
var interactionBuckets = []float64{.005, .01, .025, .05, .1, .25, .5, 1, 1.5, 3, 5, 10, 30, 60}

// restBuckets bound kibitz_discord_request_duration_seconds: Discord answers in tens of milliseconds, an
// attempt gives up at RESTAttemptTimeout (10 s).
var restBuckets = []float64{.01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10}

// Metrics are the series of the transports and the router: interactions by kind, command and outcome,
// their latency, every attempt of a REST call to Discord by route template (never a token) and status,
// the replies lost, and the handlers in flight. The store counts its own operations
// (storage/instrumented), and the gateway its shards' state (Shards).
type Metrics struct {
	interactions *prometheus.CounterVec
	duration     *prometheus.HistogramVec
	rest         *prometheus.CounterVec
	restDuration *prometheus.HistogramVec
	lost         prometheus.Counter
	reg          prometheus.Registerer
}

// NewMetrics registers the series on reg. Registering twice on one registry panics: a process has one
// Metrics.
func NewMetrics(reg prometheus.Registerer) *Metrics {
	m := &Metrics{
		interactions: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "kibitz_interactions_total",
			Help: "Interactions handled, by kind, command (the route the router matched, or unknown) and outcome.",
		}, []string{"kind", "command", "outcome"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "kibitz_interaction_duration_seconds",
			Help:    "Time from an interaction's arrival at the router to its reply being ready, by kind and command.",
			Buckets: interactionBuckets,
		}, []string{"kind", "command"}),
		rest: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "kibitz_discord_requests_total",
			Help: "Attempts of REST calls to Discord, by method and route template, and status.",
		}, []string{"route", "status"}),
		restDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "kibitz_discord_request_duration_seconds",
			Help:    "Time of one attempt of a REST call to Discord, by method and route template, and status.",
			Buckets: restBuckets,
		}, []string{"route", "status"}),
		lost: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "kibitz_replies_lost_total",
			Help: "Replies that could not be delivered to Discord after retries.",
		}),
		reg: reg,
	}
	reg.MustRegister(m.interactions, m.duration, m.rest, m.restDuration, m.lost)
	return m
}

// Build is the release a process runs, as `kibitz version` says it: the labels of kibitz_build_info.
type Build struct {
	Version, Revision, GoVersion string
}

// RegisterBuildInfo adds kibitz_build_info: always 1, labelled with b, so that a dashboard (and a query
// joining it to any other series) can tell which release each replica runs.
func RegisterBuildInfo(reg prometheus.Registerer, b Build) {
	g := prometheus.NewGauge(prometheus.GaugeOpts{
		Name:        "kibitz_build_info",
		Help:        "Always 1: the release this process runs, in its labels (version, revision, goversion).",
		ConstLabels: prometheus.Labels{"version": b.Version, "revision": b.Revision, "goversion": b.GoVersion},
	})
	g.Set(1)
	reg.MustRegister(g)
}

// WatchInFlight adds kibitz_inflight, read from inFlight at each scrape (router.Server.InFlight).
func (m *Metrics) WatchInFlight(inFlight func() int) {
	m.reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name: "kibitz_inflight",
		Help: "Handlers in flight now, running or waiting for a worker; beyond KIBITZ_MAX_INFLIGHT kibitz answers busy.",
	}, func() float64 { return float64(inFlight()) }))
}

// WatchWaiting adds kibitz_waiting, read from waiting at each scrape (router.Server.Waiting).
func (m *Metrics) WatchWaiting(waiting func() int) {
	m.reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name: "kibitz_waiting",
		Help: "Handlers waiting for a worker now, in the order they came (counted in kibitz_inflight too).",
	}, func() float64 { return float64(waiting()) }))
}

// ObserveREST records one attempt of a REST call; it fits RESTConfig.Observe. The route keeps the method
// in front of the template ("POST /interactions/:id/:token/callback"), as it always has.
func (m *Metrics) ObserveREST(a Attempt) {
	route := a.Method + " " + a.Route
	m.rest.WithLabelValues(route, a.Status).Inc()
	m.restDuration.WithLabelValues(route, a.Status).Observe(a.Took.Seconds())
}

// ReplyLost counts a reply given up.
func (m *Metrics) ReplyLost() { m.lost.Inc() }

// Outcomes of kibitz_interactions_total besides the router's own: an interaction that matched no route
// (a command kibitz no longer has, a forged or stale custom_id) is "unknown", whatever it was answered, so
// that the series stay few whatever users send.
const outcomeUnknown = "unknown"

// Observe records one interaction; it fits router.Server.Observe.
func (m *Metrics) Observe(req *router.Request, outcome router.Outcome, took time.Duration) {
	command, result := req.Route, string(outcome)
	switch {
	case command == "":
		command, result = outcomeUnknown, outcomeUnknown
	case outcome == router.OutcomeTimeout:
		// The handler ran out of time: a failure of kibitz's, like any other internal error (its log line
		// says timeout).
		result = string(router.OutcomeInternal)
	}
	kind := kindLabel(req.Kind)
	m.interactions.WithLabelValues(kind, command, result).Inc()
	m.duration.WithLabelValues(kind, command).Observe(took.Seconds())
}

func kindLabel(k router.Kind) string {
	switch k {
	case router.KindCommand:
		return "command"
	case router.KindComponent:
		return "component"
	case router.KindModal:
		return "modal"
	case router.KindAutocomplete:
		return "autocomplete"
	}
	return "unknown"
}
