package loadgen

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"time"
)

// Report is what a run measured.
//
// Lost: an interaction whose reply never arrived. Either its POST failed (no answer, a status other than
// 200, a body that is not an interaction response), or its first answer was a deferral (type 5 or 6) and
// the fake Discord recorded no successful edit of @original or followup for its token by the end of the
// grace that follows the run.
//
// Inconsistent: a game whose replies contradict the moves its user made; each game's doc says what it
// checks (tic-tac-toe: every board legal and reached by exactly the user's moves plus kibitz's replies;
// Wordle assist: the n-th row since the reset is called row n; Nim: the heaps change by exactly the moves
// made; Sudoku: the reply holds the solution).
type Report struct {
	Users    int
	Mix      Mix
	Duration time.Duration // from the first interaction to the last answer of the users
	Drain    time.Duration // then waiting for the last deferred replies

	Sent       int     // interactions sent
	Throughput float64 // interactions a second over Duration
	Inline     int     // answered in full in the HTTP response
	Deferred   int     // answered with a deferral, the reply following over REST

	FirstAnswer   Latency // from sending to the HTTP response (the first answer)
	DeferredReply Latency // from sending to the edit or followup, for deferred interactions
	// InlineReply is FirstAnswer for the interactions answered in full at once; Reply is what a user
	// waited for the whole reply, inline or deferred: InlineReply and DeferredReply together.
	InlineReply Latency
	Reply       Latency
	// ByLabel is Reply by the kind of interaction ("tictactoe press", "knight tour"): under saturation a
	// scheduler can favour the cheap kinds, which raises the interactions a second while the others wait.
	ByLabel map[string]Latency

	Errors map[string]int // by kind

	RESTCalls    int            // the bot's REST calls about interactions (edits, followups, deletions)
	RESTFailed   int            // of those, answered with an error status (faults included)
	RESTStatuses map[int]int    // by status
	RESTKinds    map[string]int // by kind: edits, followups, deletions
	// RESTForeign counts the calls about interactions this run did not send: edits by a game's turn
	// timer with the token of an earlier interaction, such as a game an earlier run left in Redis.
	RESTForeign int
	Faults      map[string]int // faults injected, by kind

	Lost         int
	LostExamples []string

	Games                map[string]GameStats
	GamesPlayed          int
	Inconsistent         int
	InconsistentExamples []string

	// ServerCPU is the CPU time (user and system) the server spent from just before the first interaction
	// to the end of the drain, when Config.ServerCPU could read it, else 0: what the run cost it, without
	// its start-up. ServerCPUPerInteraction is ServerCPU over Sent.
	ServerCPU               time.Duration
	ServerCPUPerInteraction time.Duration
}

// Failed reports whether the run found a lost reply or an inconsistent game.
func (r *Report) Failed() bool { return r.Lost > 0 || r.Inconsistent > 0 }

// WriteTo writes the report for people, one figure a line.
func (r *Report) WriteTo(w io.Writer) (int64, error) {
	var b strings.Builder
	line := func(label, format string, args ...any) {
		fmt.Fprintf(&b, "%-16s %s\n", label, fmt.Sprintf(format, args...))
	}
	line("virtual users", "%d, mix %s", r.Users, r.Mix)
	line("duration", "%s, then %s waiting for the last replies", sec(r.Duration), sec(r.Drain))
	line("interactions", "%d sent, %.1f/s; %d answered at once, %d deferred", r.Sent, r.Throughput, r.Inline, r.Deferred)
	if r.ServerCPU > 0 {
		line("serve CPU", "%s over the run, %s an interaction", sec(r.ServerCPU), ms(r.ServerCPUPerInteraction))
	}
	line("first answer", "%s", r.FirstAnswer)
	line("deferred reply", "%s", r.DeferredReply)
	line("inline reply", "%s", r.InlineReply)
	line("reply", "%s (inline or deferred: what a user waited for)", r.Reply)
	labels := make([]string, 0, len(r.ByLabel))
	for l := range r.ByLabel {
		labels = append(labels, l)
	}
	sort.Strings(labels)
	for _, l := range labels {
		line("", "%-22s %s", l, r.ByLabel[l])
	}
	line("errors", "%s", kinds(r.Errors, "none"))
	line("REST calls", "%d by the bot (%s), %d failed; by status %s", r.RESTCalls, kinds(r.RESTKinds, "none"), r.RESTFailed,
		formatStatuses(r.RESTStatuses))
	if r.RESTForeign > 0 {
		line("", "%d of them about interactions this run did not send (game timers, such as those of games an earlier run left in the store)", r.RESTForeign)
	}
	faults := 0
	for _, n := range r.Faults {
		faults += n
	}
	line("faults injected", "%d (%s)", faults, kinds(r.Faults, "none asked for"))
	line("lost replies", "%d", r.Lost)
	for _, e := range r.LostExamples {
		line("", "- %s", e)
	}
	var games []string
	for _, name := range GameNames() {
		g, ok := r.Games[name]
		if !ok {
			continue
		}
		s := fmt.Sprintf("%s %d (%d finished", name, g.Played, g.Finished)
		if g.Abandoned > 0 {
			s += fmt.Sprintf(", %d abandoned", g.Abandoned)
		}
		if g.Cut > 0 {
			s += fmt.Sprintf(", %d cut by the end", g.Cut)
		}
		games = append(games, s+")")
	}
	line("games", "%d: %s", r.GamesPlayed, strings.Join(games, ", "))
	line("inconsistent", "%d games", r.Inconsistent)
	for _, e := range r.InconsistentExamples {
		line("", "- %s", e)
	}
	verdict := "PASS: no lost replies, no inconsistent games"
	if r.Failed() {
		verdict = fmt.Sprintf("FAIL: %d lost replies, %d inconsistent games", r.Lost, r.Inconsistent)
	}
	b.WriteString(verdict + "\n")
	n, err := io.WriteString(w, b.String())
	return int64(n), err
}

func (l Latency) String() string {
	if l.N == 0 {
		return "none"
	}
	return fmt.Sprintf("p50 %s, p99 %s, max %s (%d)", ms(l.P50), ms(l.P99), ms(l.Max), l.N)
}

func ms(d time.Duration) string {
	switch {
	case d < 10*time.Millisecond:
		return fmt.Sprintf("%.2f ms", float64(d)/float64(time.Millisecond))
	case d < time.Second:
		return fmt.Sprintf("%.0f ms", float64(d)/float64(time.Millisecond))
	}
	return sec(d)
}

func sec(d time.Duration) string { return fmt.Sprintf("%.2f s", d.Seconds()) }

// kinds lists counts by kind, the largest first.
func kinds(m map[string]int, none string) string {
	var keys []string
	for k, n := range m {
		if n > 0 {
			keys = append(keys, k)
		}
	}
	if len(keys) == 0 {
		return none
	}
	sort.Slice(keys, func(i, j int) bool {
		if m[keys[i]] != m[keys[j]] {
			return m[keys[i]] > m[keys[j]]
		}
		return keys[i] < keys[j]
	})
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d", k, m[k])
	}
	return strings.Join(parts, ", ")
}

// JSON is the report as one JSON object, for scripts: the same figures as WriteTo, durations in
// milliseconds (_ms) or seconds (_s). Pass is the verdict: no lost reply, no inconsistent game.
type JSON struct {
	Users                    int                    `json:"users"`
	Mix                      Mix                    `json:"mix"`
	DurationS                float64                `json:"duration_s"`
	DrainS                   float64                `json:"drain_s"`
	Sent                     int                    `json:"sent"`
	Throughput               float64                `json:"throughput"`
	Inline                   int                    `json:"inline"`
	Deferred                 int                    `json:"deferred"`
	FirstAnswer              LatencyJSON            `json:"first_answer"`
	DeferredReply            LatencyJSON            `json:"deferred_reply"`
	InlineReply              LatencyJSON            `json:"inline_reply"`
	Reply                    LatencyJSON            `json:"reply"`
	ByLabel                  map[string]LatencyJSON `json:"by_label"`
	Errors                   map[string]int         `json:"errors"`
	RESTCalls                int                    `json:"rest_calls"`
	RESTFailed               int                    `json:"rest_failed"`
	RESTStatuses             map[int]int            `json:"rest_statuses"`
	RESTKinds                map[string]int         `json:"rest_kinds"`
	RESTForeign              int                    `json:"rest_foreign"`
	Faults                   map[string]int         `json:"faults"`
	Lost                     int                    `json:"lost"`
	LostExamples             []string               `json:"lost_examples"`
	Games                    map[string]GameStats   `json:"games"`
	GamesPlayed              int                    `json:"games_played"`
	Inconsistent             int                    `json:"inconsistent"`
	InconsistentExamples     []string               `json:"inconsistent_examples"`
	ServeCPUS                float64                `json:"serve_cpu_s,omitempty"`
	ServeCPUPerInteractionMS float64                `json:"serve_cpu_per_interaction_ms,omitempty"`
	Pass                     bool                   `json:"pass"`
}

// LatencyJSON is a Latency in JSON, in milliseconds.
type LatencyJSON struct {
	N     int     `json:"n"`
	P50MS float64 `json:"p50_ms"`
	P99MS float64 `json:"p99_ms"`
	MaxMS float64 `json:"max_ms"`
}

// JSON returns the report in its JSON form.
func (r *Report) JSON() JSON {
	lat := func(l Latency) LatencyJSON {
		return LatencyJSON{N: l.N, P50MS: msFloat(l.P50), P99MS: msFloat(l.P99), MaxMS: msFloat(l.Max)}
	}
	j := JSON{Users: r.Users, Mix: r.Mix, DurationS: r.Duration.Seconds(), DrainS: r.Drain.Seconds(),
		Sent: r.Sent, Throughput: r.Throughput, Inline: r.Inline, Deferred: r.Deferred,
		FirstAnswer: lat(r.FirstAnswer), DeferredReply: lat(r.DeferredReply), InlineReply: lat(r.InlineReply),
		Reply: lat(r.Reply), ByLabel: map[string]LatencyJSON{}, Errors: r.Errors,
		RESTCalls: r.RESTCalls, RESTFailed: r.RESTFailed, RESTStatuses: r.RESTStatuses, RESTKinds: r.RESTKinds,
		RESTForeign: r.RESTForeign, Faults: r.Faults, Lost: r.Lost, LostExamples: r.LostExamples,
		Games: r.Games, GamesPlayed: r.GamesPlayed, Inconsistent: r.Inconsistent,
		InconsistentExamples: r.InconsistentExamples, ServeCPUS: r.ServerCPU.Seconds(),
		ServeCPUPerInteractionMS: msFloat(r.ServerCPUPerInteraction), Pass: !r.Failed()}
	for label, l := range r.ByLabel {
		j.ByLabel[label] = lat(l)
	}
	return j
}

func msFloat(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
