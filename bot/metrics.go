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
type Metrics struct {
	mu      sync.Mutex
	counts  map[[2]string]uint64 // route, outcome
	seconds map[string]float64   // route: total handling time
}

// NewMetrics returns empty counters.
func NewMetrics() *Metrics {
	return &Metrics{counts: map[[2]string]uint64{}, seconds: map[string]float64{}}
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
	keys := make([][2]string, 0, len(m.counts))
	for k := range m.counts {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		return keys[i][0] < keys[j][0] || keys[i][0] == keys[j][0] && keys[i][1] < keys[j][1]
	})
	for _, k := range keys {
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
	return n, nil
}
