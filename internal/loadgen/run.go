// Package loadgen drives a running kibitz HTTP-interactions server (`kibitz serve`) the way Discord
// would: signed interactions from virtual users who each play whole games (tic-tac-toe, Sudoku solves,
// Wordle assist sessions, Nim, knight's tours), as fast as the server answers. The server's edits and followups come back
// through a fake Discord REST API (Fake, on internal/discordtest) that the server is pointed at, which
// can also fail a share of them so that the bot's retries are exercised.
//
// A run reports throughput, the latency of the first answer and of the whole reply (inline, deferred, and
// by kind of interaction), the replies that never arrived, and whether
// every game stayed consistent: see Report for the exact definitions. It only ever talks to loopback
// addresses, and is bounded by a duration and, optionally, a number of interactions.
package loadgen

import (
	"context"
	"crypto/ed25519"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"kibitz/internal/discordtest"
)

// Limits of a run, so that a mistyped flag cannot start something unbounded.
const (
	MaxUsers    = 4096
	MaxDuration = 30 * time.Minute
	MaxGrace    = 5 * time.Minute
)

// Config is a run.
type Config struct {
	// Target is the server's interactions endpoint, http://127.0.0.1:PORT/interactions.
	Target string
	// Key signs the interactions: the private half of the server's DISCORD_PUBLIC_KEY.
	Key ed25519.PrivateKey
	// Fake is the fake Discord the server sends its REST calls to.
	Fake *Fake
	// Users is the number of virtual users, each playing one game at a time (the concurrency).
	Users int
	// Duration bounds the run: no interaction starts after it.
	Duration time.Duration
	// Count, when positive, bounds the number of interactions sent.
	Count int
	// Mix weighs the games; the zero value is DefaultMix.
	Mix Mix
	// Grace is how long the run waits at its end for deferred replies still on their way, and how long a
	// user waits for one before giving up its game.
	Grace time.Duration
	// Progress, when set, gets a line every few seconds.
	Progress io.Writer
	// ServerCPU, when set, reads the CPU time (user and system) the server has used so far; ok is false
	// when it cannot be read. Run reads it before the first interaction and after the drain, and reports
	// the difference (Report.ServerCPU): what the run cost the server, without its start-up.
	ServerCPU func() (cpu time.Duration, ok bool)
}

// DefaultGrace is Config.Grace when unset: longer than the bot's budget for one REST call with its
// retries (30 s), so that a reply the bot is still retrying is not counted as lost.
const DefaultGrace = 35 * time.Second

// FirstAnswerLimit is how long Discord waits for the first answer to an interaction before it tells the
// user that the interaction failed.
const FirstAnswerLimit = 3 * time.Second

// LateFirstAnswer is the kind of error, in Report.Errors, of a first answer that took longer than
// FirstAnswerLimit: on Discord, the user would have seen "This interaction failed".
const LateFirstAnswer = "first answer after 3 s"

// postTimeout bounds one POST of an interaction: far beyond what Discord waits, so that a slow answer is
// measured rather than cut.
const postTimeout = 15 * time.Second

// Errors that end a game early. errStop: the run is over (its time or count ran out). errLost: a reply
// did not arrive, so the game's state is unknown from here.
var (
	errStop = errors.New("loadgen: the run is over")
	errLost = errors.New("loadgen: reply lost")
	// errCut is errStop for an interaction that was sent: the run ended while its reply was awaited.
	errCut = fmt.Errorf("%w while a reply was awaited", errStop)
)

// run is one run in progress.
type run struct {
	cfg    Config
	client *http.Client
	ctx    context.Context // ends when no further interaction may start
	outer  context.Context // the caller's: ends only when the run must stop at once
	sent   atomic.Int64

	mu        sync.Mutex
	latencies []time.Duration            // of the first answers
	inlineLat []time.Duration            // of the first answers that were the whole reply
	inlineBy  map[string][]time.Duration // inlineLat by label
	inline    int
	deferred  int
	failedOut int            // interactions whose POST failed: lost
	errs      map[string]int // by kind
	lostLog   []string       // examples
	games     map[string]*GameStats
	badLog    []string // examples of inconsistent games
}

// Run runs the load and reports. It returns an error only when the run could not start; what went
// wrong during the run is in the Report.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	if _, err := CheckTarget(cfg.Target); err != nil {
		return nil, err
	}
	switch {
	case cfg.Fake == nil:
		return nil, errors.New("loadgen: no fake Discord")
	case len(cfg.Key) != ed25519.PrivateKeySize:
		return nil, errors.New("loadgen: no signing key")
	case cfg.Users < 1 || cfg.Users > MaxUsers:
		return nil, fmt.Errorf("loadgen: %d virtual users; give 1 to %d", cfg.Users, MaxUsers)
	case cfg.Duration <= 0 || cfg.Duration > MaxDuration:
		return nil, fmt.Errorf("loadgen: duration %v; give up to %v", cfg.Duration, MaxDuration)
	case cfg.Count < 0:
		return nil, fmt.Errorf("loadgen: count %d", cfg.Count)
	case cfg.Grace < 0 || cfg.Grace > MaxGrace:
		return nil, fmt.Errorf("loadgen: grace %v; give up to %v", cfg.Grace, MaxGrace)
	}
	if cfg.Grace == 0 {
		cfg.Grace = DefaultGrace
	}
	if cfg.Mix.total() == 0 {
		cfg.Mix = DefaultMix()
	}
	// Two connections a user (a double click sends two presses at once), all kept alive: without this,
	// the client would open and close connections and measure the kernel rather than kibitz.
	tr := &http.Transport{Proxy: nil, MaxIdleConns: 2*cfg.Users + 8, MaxIdleConnsPerHost: 2*cfg.Users + 8,
		IdleConnTimeout: time.Minute, DisableCompression: true}
	defer tr.CloseIdleConnections()
	rctx, cancel := context.WithTimeout(ctx, cfg.Duration)
	defer cancel()
	r := &run{cfg: cfg, client: &http.Client{Transport: tr}, ctx: rctx, outer: ctx,
		errs: map[string]int{}, games: map[string]*GameStats{}, inlineBy: map[string][]time.Duration{}}

	cpu0, cpuOK := readCPU(cfg.ServerCPU)
	start := time.Now()
	var wg sync.WaitGroup
	for i := range cfg.Users {
		u := newUser(r, i)
		wg.Go(u.loop)
	}
	stopProgress := r.progress(start)
	wg.Wait()
	ran := time.Since(start)
	stopProgress()

	// The drain: wait for the deferred replies still on their way, as long as the grace allows.
	deadline := time.Now().Add(cfg.Grace)
	for len(cfg.Fake.replies.outstanding()) > 0 && time.Now().Before(deadline) && ctx.Err() == nil {
		time.Sleep(20 * time.Millisecond)
	}
	rep := r.report(ran, time.Since(start)-ran)
	if cpu1, ok := readCPU(cfg.ServerCPU); ok && cpuOK {
		rep.ServerCPU = cpu1 - cpu0
		if rep.Sent > 0 {
			rep.ServerCPUPerInteraction = rep.ServerCPU / time.Duration(rep.Sent)
		}
	}
	return rep, nil
}

func readCPU(read func() (time.Duration, bool)) (time.Duration, bool) {
	if read == nil {
		return 0, false
	}
	return read()
}

// progress prints a line every five seconds until stopped.
func (r *run) progress(start time.Time) (stop func()) {
	if r.cfg.Progress == nil {
		return func() {}
	}
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(5 * time.Second)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				r.mu.Lock()
				n, errs := len(r.latencies), 0
				for _, c := range r.errs {
					errs += c
				}
				r.mu.Unlock()
				fmt.Fprintf(r.cfg.Progress, "%5.1fs  %d interactions answered, %d errors\n",
					time.Since(start).Seconds(), n, errs)
			}
		}
	}()
	return func() { close(done); <-finished }
}

func (r *run) countError(kind string) {
	r.mu.Lock()
	r.errs[kind]++
	r.mu.Unlock()
}

// lostNow counts an interaction whose first answer failed: its reply is lost at once.
func (r *run) lostNow(label, why string) {
	r.mu.Lock()
	r.failedOut++
	if len(r.lostLog) < maxExamples {
		r.lostLog = append(r.lostLog, label+": "+why)
	}
	r.mu.Unlock()
}

const maxExamples = 5

// answer is what a user saw of an interaction's reply: the first answer's type and the message, from the
// HTTP response or, after a deferral, from the edit or followup that followed.
type answer struct {
	Type     int
	Msg      discordtest.Message
	Deferred bool
	// Files are the small text files the reply attached, by name (only a reply over REST can carry files
	// in HTTP mode): what a game checks beyond the message, such as a knight's tour.
	Files map[string]string
}

// send sends an interaction and returns its reply, waiting for it after a deferral. It returns errStop
// when the run is over before the interaction could start (or while its deferred reply was awaited),
// and errLost when the reply failed or did not come within the grace.
func (r *run) send(label string, in *discordtest.Interaction) (answer, error) {
	if r.ctx.Err() != nil {
		return answer{}, errStop
	}
	if n := r.sent.Add(1); r.cfg.Count > 0 && n > int64(r.cfg.Count) {
		return answer{}, errStop
	}
	replies := r.cfg.Fake.replies
	p := replies.expect(in.Token, label)
	// The POST is not cut when the run's time is up, only when the caller stops everything: an
	// interaction sent is seen through.
	ctx, cancel := context.WithTimeout(r.outer, postTimeout)
	defer cancel()
	req := discordtest.SignedRequest(r.cfg.Target, r.cfg.Key, time.Now(), in.JSON()).WithContext(ctx)
	start := time.Now()
	resp, err := r.client.Do(req)
	var body []byte
	if err == nil {
		body, err = io.ReadAll(io.LimitReader(resp.Body, 8<<20))
		resp.Body.Close()
	}
	took := time.Since(start)
	fail := func(kind, why string) (answer, error) {
		replies.forget(in.Token)
		r.countError(kind)
		r.lostNow(label, why)
		return answer{}, errLost
	}
	switch {
	case err != nil:
		// A server that is down fails at once: pause, so that the run does not spin counting failures.
		select {
		case <-r.ctx.Done():
		case <-time.After(100 * time.Millisecond):
		}
		return fail("POST failed", err.Error())
	case resp.StatusCode != http.StatusOK:
		return fail(fmt.Sprintf("POST answered %d", resp.StatusCode), fmt.Sprintf("HTTP %d %.100q", resp.StatusCode, body))
	}
	var first discordtest.Response
	if err := json.Unmarshal(body, &first); err != nil {
		return fail("first answer not JSON", err.Error())
	}
	r.mu.Lock()
	r.latencies = append(r.latencies, took)
	r.mu.Unlock()
	if took > FirstAnswerLimit {
		r.countError(LateFirstAnswer)
	}
	switch first.Type {
	case 4, 7, 9:
		replies.forget(in.Token)
		r.mu.Lock()
		r.inline++
		r.inlineLat = append(r.inlineLat, took)
		r.inlineBy[label] = append(r.inlineBy[label], took)
		r.mu.Unlock()
		a := answer{Type: first.Type}
		if first.Data != nil {
			a.Msg = *first.Data
		}
		return a, nil
	case 5, 6:
	default:
		replies.forget(in.Token)
		r.countError(fmt.Sprintf("first answer of type %d", first.Type))
		return answer{}, fmt.Errorf("first answer of type %d", first.Type)
	}
	replies.markDeferred(p)
	r.mu.Lock()
	r.deferred++
	r.mu.Unlock()
	timer := time.NewTimer(r.cfg.Grace)
	defer timer.Stop()
	select {
	case <-p.done:
	case <-r.ctx.Done():
		return answer{}, errCut // the drain at the end still waits for it
	case <-timer.C:
		return answer{}, errLost // and the drain counts it
	}
	replies.mu.Lock()
	a := answer{Type: first.Type, Msg: p.msg, Deferred: true, Files: p.files}
	p.msg, p.files = discordtest.Message{}, nil // only the arrival counts from here on
	replies.mu.Unlock()
	return a, nil
}

// report puts the run's figures together.
func (r *run) report(ran, drain time.Duration) *Report {
	r.mu.Lock()
	defer r.mu.Unlock()
	rep := &Report{Users: r.cfg.Users, Mix: r.cfg.Mix, Duration: ran, Drain: drain, Errors: map[string]int{},
		Games: map[string]GameStats{}}
	lat := append([]time.Duration(nil), r.latencies...)
	rep.Sent = len(lat) + r.failedOut
	if ran > 0 {
		rep.Throughput = float64(rep.Sent) / ran.Seconds()
	}
	rep.Inline, rep.Deferred = r.inline, r.deferred
	rep.FirstAnswer = summarise(lat)
	deferred := r.cfg.Fake.replies.replyTimes()
	rep.DeferredReply = summarise(deferred)
	rep.InlineReply = summarise(append([]time.Duration(nil), r.inlineLat...))
	rep.Reply = summarise(append(append([]time.Duration(nil), r.inlineLat...), deferred...))
	byLabel := r.cfg.Fake.replies.replyTimesByLabel()
	for label, d := range r.inlineBy {
		byLabel[label] = append(byLabel[label], d...)
	}
	rep.ByLabel = map[string]Latency{}
	for label, d := range byLabel {
		rep.ByLabel[label] = summarise(d)
	}
	for k, v := range r.errs {
		rep.Errors[k] = v
	}
	out := r.cfg.Fake.replies.outstanding()
	rep.Lost = r.failedOut + len(out)
	rep.LostExamples = append(rep.LostExamples, r.lostLog...)
	for _, p := range out {
		if len(rep.LostExamples) >= maxExamples {
			break
		}
		rep.LostExamples = append(rep.LostExamples, fmt.Sprintf("%s: deferred at %s, no edit or followup within the grace",
			p.label, p.sent.Format("15:04:05.000")))
	}
	if len(out) > 0 {
		rep.Errors["deferred reply never came"] += len(out)
	}
	for name, g := range r.games {
		rep.Games[name] = *g
		rep.GamesPlayed += g.Played
		rep.Inconsistent += g.Inconsistent
	}
	rep.InconsistentExamples = append(rep.InconsistentExamples, r.badLog...)
	rest := r.cfg.Fake.stats()
	rep.RESTForeign = rest.Foreign
	rep.RESTCalls, rep.RESTFailed, rep.RESTStatuses, rep.RESTKinds, rep.Faults = rest.Calls, rest.Failed, rest.Statuses, rest.Kinds, rest.Faults
	return rep
}

// Latency summarises durations: how many, the median, the 99th percentile and the largest.
type Latency struct {
	N             int
	P50, P99, Max time.Duration
}

func summarise(d []time.Duration) Latency {
	if len(d) == 0 {
		return Latency{}
	}
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	// Nearest rank: the smallest value with at least p of the values at or below it.
	rank := func(p float64) time.Duration {
		i := int(p*float64(len(d))+0.999999) - 1
		return d[max(0, min(i, len(d)-1))]
	}
	return Latency{N: len(d), P50: rank(0.50), P99: rank(0.99), Max: d[len(d)-1]}
}

// user is a virtual user: a Discord user of its own, playing one game after another.
type user struct {
	r     *run
	who   discordtest.User
	rng   *rand.Rand
	sends atomic.Int32 // interactions of the current game that were sent
}

func newUser(r *run, i int) *user {
	id := discordtest.Snowflake() // fresh per run, so that no state of an earlier run (in Redis) is met
	return &user{r: r, who: discordtest.User{ID: id, Username: fmt.Sprintf("load%d", i)},
		rng: rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))}
}

func (u *user) loop() {
	for u.r.ctx.Err() == nil {
		name := u.r.cfg.Mix.pick(u.rng)
		u.sends.Store(0)
		err := games[name](u)
		if errors.Is(err, errStop) && u.sends.Load() == 0 {
			return // the run ended before the game began
		}
		u.r.gameOver(name, err)
		if errors.Is(err, errStop) {
			return
		}
	}
}

// send sends an interaction by this user. A refusal because kibitz is busy (too much in flight, a
// contended store, a heavy-work budget) changed nothing, so the user tries again a little later, as a
// person would, with a new interaction; the refusals are counted.
func (u *user) send(label string, in *discordtest.Interaction) (answer, error) {
	for attempt := 1; ; attempt++ {
		a, err := u.r.send(label, in.By(u.who))
		if err != errStop { // errStop itself: not sent
			u.sends.Add(1)
		}
		if err != nil || !a.Msg.Private() {
			return a, err
		}
		switch {
		case strings.Contains(a.Msg.Content, "already handled"):
			// Every interaction of a run has a fresh id: a duplicate is the server's mistake.
			u.r.countError("answered as a duplicate")
			return a, &unreadable{fmt.Sprintf("%s: a fresh interaction was answered as a duplicate", label)}
		case !strings.Contains(a.Msg.Content, "busy right now") && !strings.Contains(a.Msg.Content, "heavy work"):
			return a, nil
		}
		u.r.countError(AnsweredBusy)
		if attempt == busyAttempts {
			return a, &unreadable{fmt.Sprintf("%s: answered busy %d times: %.100q", label, attempt, a.Msg.Content)}
		}
		select {
		case <-u.r.ctx.Done():
			return answer{}, errCut
		case <-time.After(time.Duration(attempt) * 250 * time.Millisecond):
		}
		again := *in
		again.ID, again.Token = discordtest.Snowflake(), "load"+discordtest.Snowflake()
		in = &again
	}
}

// AnsweredBusy is the kind of error, in Report.Errors, of an interaction that kibitz refused because it
// was busy; the user tried again, up to busyAttempts times in all.
const AnsweredBusy = "answered busy"

const busyAttempts = 3
