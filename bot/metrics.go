package bot

import (
	"fmt"
	"io"
	"sort"
	"sync"
	"time"

	"kibitz/router"
)

// Metrics counts interactions by route and outcome, and their handling time, in the Prometheus text
// format served at GET /metrics. Routes are what the router matched (command paths, custom_id patterns
// such as "ttt1/{game}/{cell}"), and "unknown" for everything that matched nothing, so the number of
// series stays small whatever custom_ids users send.
//
// It also counts every attempt of a REST call to Discord by route template (never a token) and status,
// and the replies that could not be delivered.
type Metrics struct {
	mu          sync.Mutex
	counts      map[[2]string]uint64 // route, outcome
	seconds     map[string]float64   // route: total handling time
	rest        map[[2]string]uint64 // method and route template, status
	restSeconds map[[2]string]float64
	lost        uint64
}

// NewMetrics returns empty counters.
func NewMetrics() *Metrics {
	return &Metrics{counts: map[[2]string]uint64{}, seconds: map[string]float64{},
		rest: map[[2]string]uint64{}, restSeconds: map[[2]string]float64{}}
}

// ObserveREST records one attempt of a REST call; it fits RESTConfig.Observe.
func (m *Metrics) ObserveREST(a Attempt) {
	route := a.Method + " " + a.Route
	m.mu.Lock()
	m.rest[[2]string{route, a.Status}]++
	m.restSeconds[[2]string{route, a.Status}] += a.Took.Seconds()
	m.mu.Unlock()
}

// ReplyLost counts a reply given up.
func (m *Metrics) ReplyLost() {
	m.mu.Lock()
	m.lost++
	m.mu.Unlock()
}

// Observe records one interaction; it fits router.Server.Observe.
func (m *Metrics) Observe(req *router.Request, outcome router.Outcome, took time.Duration) {
	route := req.Route
	if route == "" {
		route = "unknown"
	}
	switch req.Kind {
	case router.KindComponent, router.KindModal:
		route = "component:" + route
	case router.KindAutocomplete:
		route = "autocomplete:" + route
	}
	m.mu.Lock()
	m.counts[[2]string{route, string(outcome)}]++
	m.seconds[route] += took.Seconds()
	m.mu.Unlock()
}

// WriteTo writes the metrics in the Prometheus text format.
func (m *Metrics) WriteTo(w io.Writer) (int64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var n int64
	write := func(format string, args ...any) {
		k, _ := fmt.Fprintf(w, format, args...)
		n += int64(k)
	}
	write("# HELP kibitz_interactions_total Interactions handled, by route and outcome.\n")
	write("# TYPE kibitz_interactions_total counter\n")
	for _, k := range sortedPairs(m.counts) {
		write("kibitz_interactions_total{route=%q,outcome=%q} %d\n", k[0], k[1], m.counts[k])
	}
	write("# HELP kibitz_interaction_seconds_total Time spent handling interactions, by route.\n")
	write("# TYPE kibitz_interaction_seconds_total counter\n")
	routes := make([]string, 0, len(m.seconds))
	for r := range m.seconds {
		routes = append(routes, r)
	}
	sort.Strings(routes)
	for _, r := range routes {
		write("kibitz_interaction_seconds_total{route=%q} %g\n", r, m.seconds[r])
	}
	write("# HELP kibitz_discord_requests_total Attempts of REST calls to Discord, by route template and status.\n")
	write("# TYPE kibitz_discord_requests_total counter\n")
	for _, k := range sortedPairs(m.rest) {
		write("kibitz_discord_requests_total{route=%q,status=%q} %d\n", k[0], k[1], m.rest[k])
	}
	write("# HELP kibitz_discord_request_seconds_total Time spent in REST calls to Discord, by route template and status.\n")
	write("# TYPE kibitz_discord_request_seconds_total counter\n")
	for _, k := range sortedPairs(m.restSeconds) {
		write("kibitz_discord_request_seconds_total{route=%q,status=%q} %g\n", k[0], k[1], m.restSeconds[k])
	}
	write("# HELP kibitz_replies_lost_total Replies that could not be delivered to Discord after retries.\n")
	write("# TYPE kibitz_replies_lost_total counter\n")
	write("kibitz_replies_lost_total %d\n", m.lost)
	return n, nil
}

// sortedPairs returns a map's keys in order, so that the exposition is stable.
func sortedPairs[V any](m map[[2]string]V) [][2]string {
	keys := make([][2]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		return keys[i][0] < keys[j][0] || keys[i][0] == keys[j][0] && keys[i][1] < keys[j][1]
	})
	return keys
}
