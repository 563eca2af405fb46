package bot

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/prometheus/client_golang/prometheus"
)

// Shards records whether the gateway session of each shard this process runs is ready (it has had READY
// or RESUMED since it last lost its connection). /readyz answers 503 while one is not, and the metric
// kibitz_gateway_shard_ready shows it. The zero value is not usable: call NewShards.
type Shards struct {
	mu    sync.Mutex
	ready map[int]bool
	// connected asks a shard's session whether it has a connection now; a shard is ready only while it
	// says so (watchShard).
	connected map[int]func() bool
	// reason says why a shard that is not ready is not, when more is known than that (failing).
	reason map[int]string
}

// NewShards tracks the given shards, none of them ready yet: a process is not ready before its first
// READY.
func NewShards(ids ...int) *Shards {
	s := &Shards{ready: map[int]bool{}, connected: map[int]func() bool{}, reason: map[int]string{}}
	for _, id := range ids {
		s.ready[id] = false
	}
	return s
}

// Set records a shard's state.
func (s *Shards) Set(id int, ready bool) {
	s.mu.Lock()
	s.ready[id] = ready
	delete(s.reason, id)
	s.mu.Unlock()
}

// failing records that a shard is not ready, and why: /readyz says so.
func (s *Shards) failing(id int, reason string) {
	s.mu.Lock()
	s.ready[id] = false
	s.reason[id] = reason
	s.mu.Unlock()
}

// watch makes a shard's readiness depend on connected too, until the shard is set again.
func (s *Shards) watch(id int, connected func() bool) {
	s.mu.Lock()
	s.connected[id] = connected
	s.mu.Unlock()
}

// isReady is the shard's state; s.mu is held.
func (s *Shards) isReady(id int) bool {
	if !s.ready[id] {
		return false
	}
	c := s.connected[id]
	return c == nil || c()
}

// NotReady lists the shards whose session is not ready, in order.
func (s *Shards) NotReady() []int {
	s.mu.Lock()
	defer s.mu.Unlock()
	var ids []int
	for id := range s.ready {
		if !s.isReady(id) {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	return ids
}

// check is the readiness of the shards: nil, or a one-line reason.
func (s *Shards) check() error {
	ids := s.NotReady()
	if len(ids) == 0 {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	var why []string
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = strconv.Itoa(id)
		if r := s.reason[id]; r != "" {
			why = append(why, r)
		}
	}
	msg := fmt.Sprintf("gateway: shard %s is not connected", names[0])
	if len(ids) > 1 {
		msg = fmt.Sprintf("gateway: shards %s are not connected", strings.Join(names, ", "))
	}
	if len(why) > 0 {
		msg += ": " + strings.Join(why, "; ")
	}
	return errors.New(oneLine(msg))
}

var shardReadyDesc = prometheus.NewDesc("kibitz_gateway_shard_ready",
	"1 when the gateway session of the shard is ready, 0 while it connects or reconnects.", []string{"shard"}, nil)

// Describe implements prometheus.Collector.
func (s *Shards) Describe(ch chan<- *prometheus.Desc) { ch <- shardReadyDesc }

// Collect implements prometheus.Collector.
func (s *Shards) Collect(ch chan<- prometheus.Metric) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for id := range s.ready {
		v := 0.0
		if s.isReady(id) {
			v = 1
		}
		ch <- prometheus.MustNewConstMetric(shardReadyDesc, prometheus.GaugeValue, v, strconv.Itoa(id))
	}
}
