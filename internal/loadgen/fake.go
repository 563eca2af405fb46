package loadgen

import (
	"fmt"
	"net"
	"net/http"
	"sort"
	"strings"
	"sync"
	"time"

	"kibitz/internal/discordtest"
)

// Faults are the transient failures the fake Discord answers a share of the bot's REST calls with, so
// that a run exercises the bot's retries.
type Faults struct {
	// Rate is the share of the bot's REST calls that fail, from 0 to MaxFailRate.
	Rate float64
	// Hang is how long a hung call is held before it fails; 0 leaves hangs out of the mix.
	Hang time.Duration
	// RTT is not a fault but the distance to Discord: the round trip every REST answer pays
	// (discordtest.Config.RTT), 50 to 150 ms from most hosts; 0 answers at once.
	RTT time.Duration
}

// MaxRTT bounds Faults.RTT: beyond it, every reply would be late for reasons of the fake alone.
const MaxRTT = 5 * time.Second

// MaxFailRate bounds Faults.Rate: beyond it, a reply needs more attempts than the bot makes, and the run
// measures nothing but the fault rate.
const MaxFailRate = 0.5

// faultMix is how a failure looks, with the share of the failures it takes: the statuses Discord and the
// CDN in front of it answer when they are overloaded or restarting, a 429 as the CDN sends it (an HTML
// page, no JSON retry_after), and a call that hangs.
var faultMix = []struct {
	name   string
	weight float64
	rule   discordtest.Rule
}{
	{"503", 0.30, discordtest.Rule{Status: http.StatusServiceUnavailable}},
	{"429 html", 0.20, discordtest.Rule{Status: http.StatusTooManyRequests, HTML: true, RetryAfter: time.Second}},
	{"500", 0.15, discordtest.Rule{Status: http.StatusInternalServerError}},
	{"502", 0.15, discordtest.Rule{Status: http.StatusBadGateway}},
	{"504", 0.15, discordtest.Rule{Status: http.StatusGatewayTimeout}},
	// A hang ends in a gateway timeout: never in a success, since what a client gave up on must not count
	// as delivered.
	{"hang", 0.05, discordtest.Rule{Status: http.StatusGatewayTimeout, HTML: true}},
}

// Fake is the fake Discord of a run: the REST routes of internal/discordtest, the faults, and a record of
// the replies the bot delivers over REST, by interaction token. It keeps no log of the calls themselves
// (their bodies hold images), only counts.
type Fake struct {
	*discordtest.Server
	replies *replies

	mu       sync.Mutex
	calls    int            // REST calls about interactions
	statuses map[int]int    // their answers
	kinds    map[string]int // edits, followups, deletions
	foreign  int            // calls about interactions this run did not send
	faults   []string       // the name of each rule added, in order
}

// NewFake starts a fake Discord on l (nil: a free loopback port) with the faults f.
func NewFake(l net.Listener, f Faults) (*Fake, error) {
	if f.Rate < 0 || f.Rate > MaxFailRate {
		return nil, fmt.Errorf("fail rate %v: give a share from 0 to %v", f.Rate, MaxFailRate)
	}
	if f.RTT < 0 || f.RTT > MaxRTT {
		return nil, fmt.Errorf("round trip %v: give 0 to %v", f.RTT, MaxRTT)
	}
	fk := &Fake{replies: newReplies(), statuses: map[int]int{}, kinds: map[string]int{}}
	fk.Server = discordtest.New(discordtest.Config{Listener: l, DiscardCalls: true, OnCall: fk.observe, RTT: f.RTT})
	if f.Rate == 0 {
		return fk, nil
	}
	total := 0.0
	for _, k := range faultMix {
		if k.name != "hang" || f.Hang > 0 {
			total += k.weight
		}
	}
	// Rules are drawn in order and a request one spares goes on to the next: rule i must take its share
	// of what the rules before it left, for the mix to come out as its weights say.
	left := 1.0
	for _, k := range faultMix {
		if k.name == "hang" && f.Hang <= 0 {
			continue
		}
		share := f.Rate * k.weight / total
		r := k.rule
		r.Path = "/webhooks/"
		r.Share = min(share/left, 0.999)
		if k.name == "hang" {
			r.Delay = f.Hang
		}
		fk.AddRule(r)
		fk.faults = append(fk.faults, k.name)
		left -= share
	}
	return fk, nil
}

// APIBase is what the bot needs as DISCORD_API_BASE to send its calls here.
func (f *Fake) APIBase() string { return f.API(10) }

// observe sees every call the fake answers.
func (f *Fake) observe(c discordtest.Call) {
	token := c.Vars["token"]
	if token == "" {
		return // not about an interaction
	}
	kind := "other"
	switch c.Method {
	case http.MethodPatch:
		kind = "edits"
	case http.MethodPost:
		kind = "followups"
	case http.MethodDelete:
		kind = "deletions"
	}
	ours := f.replies.sentHere(token)
	f.mu.Lock()
	if !ours {
		f.foreign++
	}
	f.calls++
	f.statuses[c.Status]++
	f.kinds[kind]++
	f.mu.Unlock()
	probe := &discordtest.Interaction{AppID: c.Vars["app"], Token: token}
	if probe.EditOriginal(c) || probe.Followup(c) {
		m, _ := c.Message()
		f.replies.arrived(token, m, textFiles(c.Files))
	}
}

// maxTextFile bounds the text files a reply keeps for its game to check: a small knight's tour is a few
// hundred bytes, and a run keeps no pictures.
const maxTextFile = 64 << 10

// textFiles are the small .txt uploads of a call, by name; nil when there are none.
func textFiles(files []discordtest.File) map[string]string {
	var out map[string]string
	for _, f := range files {
		if strings.HasSuffix(f.Name, ".txt") && len(f.Data) <= maxTextFile {
			if out == nil {
				out = map[string]string{}
			}
			out[f.Name] = string(f.Data)
		}
	}
	return out
}

// Faults returns the faults injected so far, by kind.
func (f *Fake) Faults() map[string]int { return f.stats().Faults }

// restStats are the counts of the bot's REST calls and of the faults injected.
type restStats struct {
	Calls    int
	Failed   int            // answered with a status of 400 or more
	Statuses map[int]int    // calls by status
	Kinds    map[string]int // calls by kind: edits, followups, deletions
	// Foreign counts the calls about interactions this run did not send: the edits a game's timer makes
	// with the token of an earlier interaction, such as those of games an earlier run left in Redis.
	Foreign int
	Faults  map[string]int // faults injected, by kind
}

func (f *Fake) stats() restStats {
	f.mu.Lock()
	s := restStats{Calls: f.calls, Foreign: f.foreign, Statuses: map[int]int{}, Kinds: map[string]int{},
		Faults: map[string]int{}}
	for k, n := range f.kinds {
		s.Kinds[k] = n
	}
	for st, n := range f.statuses {
		s.Statuses[st] = n
		if st >= 400 {
			s.Failed += n
		}
	}
	f.mu.Unlock()
	for i, r := range f.Rules() {
		if i < len(f.faults) {
			s.Faults[f.faults[i]] += r.Used()
		}
	}
	return s
}

// replies tracks, by token, the interactions whose reply may come over REST.
type replies struct {
	mu   sync.Mutex
	m    map[string]*pending
	sent map[string]bool // every token of the run
}

// pending is an interaction that may be answered over REST: every interaction from the moment it is
// sent (an edit can overtake the HTTP response that announced it), and then the deferred ones until
// the end of the run.
type pending struct {
	label    string    // what it was, for the report
	sent     time.Time // when it was sent
	deferred bool      // the first answer was a deferral
	done     chan struct{}
	msg      discordtest.Message // the first successful edit or followup
	files    map[string]string   // its small text files (textFiles)
	at       time.Time           // when it arrived
}

func newReplies() *replies { return &replies{m: map[string]*pending{}, sent: map[string]bool{}} }

func (r *replies) expect(token, label string) *pending {
	p := &pending{label: label, sent: time.Now(), done: make(chan struct{})}
	r.mu.Lock()
	r.m[token] = p
	r.sent[token] = true
	r.mu.Unlock()
	return p
}

func (r *replies) sentHere(token string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.sent[token]
}

// forget drops an interaction that needs nothing more over REST: answered in full at once, or failed.
func (r *replies) forget(token string) {
	r.mu.Lock()
	delete(r.m, token)
	r.mu.Unlock()
}

func (r *replies) markDeferred(p *pending) {
	r.mu.Lock()
	p.deferred = true
	r.mu.Unlock()
}

// arrived notes a successful edit or followup; only the first of an interaction counts.
func (r *replies) arrived(token string, m discordtest.Message, files map[string]string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	p := r.m[token]
	if p == nil || !p.at.IsZero() {
		return
	}
	p.msg, p.files, p.at = m, files, time.Now()
	close(p.done)
}

// outstanding returns the deferred interactions whose reply has not arrived.
func (r *replies) outstanding() []*pending {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []*pending
	for _, p := range r.m {
		if p.deferred && p.at.IsZero() {
			out = append(out, p)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].sent.Before(out[j].sent) })
	return out
}

// replyTimes returns, for every deferred interaction whose reply arrived, the time from sending it to
// the reply.
func (r *replies) replyTimes() []time.Duration {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []time.Duration
	for _, p := range r.m {
		if p.deferred && !p.at.IsZero() {
			out = append(out, p.at.Sub(p.sent))
		}
	}
	return out
}

// replyTimesByLabel is replyTimes by the label of each interaction.
func (r *replies) replyTimesByLabel() map[string][]time.Duration {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := map[string][]time.Duration{}
	for _, p := range r.m {
		if p.deferred && !p.at.IsZero() {
			out[p.label] = append(out[p.label], p.at.Sub(p.sent))
		}
	}
	return out
}

func formatStatuses(m map[int]int) string {
	keys := make([]int, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%d: %d", k, m[k])
	}
	return strings.Join(parts, ", ")
}
