package bot

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"sync"
	"testing"
	"testing/synctest"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/internal/discordtest"
	"kibitz/internal/testenv"
	"kibitz/router"
)

// rtt is the fake Discord's round trip in these tests: long enough that calls made together overlap on a
// busy machine, whatever order they start in.
const rtt = 300 * time.Millisecond

// farREST is a REST path to a fake Discord rtt away, and a session on it.
func farREST(t *testing.T, rules ...discordtest.Rule) (*discordtest.Server, *REST, *discordtestSession) {
	t.Helper()
	fake := discordtest.New(discordtest.Config{RTT: rtt})
	t.Cleanup(fake.Close)
	for _, r := range rules {
		fake.AddRule(r)
	}
	rest := NewREST(RESTConfig{APIBase: fake.API(10)})
	return fake, rest, &discordtestSession{s: rest.NewSession("")}
}

// discordtestSession edits the messages of interactions the way the transports do (editOriginal), through
// one session, as HTTP mode does.
type discordtestSession struct{ s *discordgo.Session }

func (s *discordtestSession) edit(ctx context.Context, in *discordtest.Interaction, content string) error {
	return editOriginal(ctx, s.s, in.AppID, in.Token, editOf(router.Reply(content)))
}

// TestEditsOfInteractionsGoInParallel: JSON edits of different interactions do not wait for each other's
// round trips. In discordgo's buckets they shared one, so the fake saw one at a time.
func TestEditsOfInteractionsGoInParallel(t *testing.T) {
	t.Parallel()
	const n = 8
	fake, rest, s := farREST(t)
	var wg sync.WaitGroup
	for i := range n {
		in := discordtest.Command("x")
		wg.Go(func() {
			if err := s.edit(context.Background(), in, fmt.Sprint("edit ", i)); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if got := fake.MaxInFlight(); got != n {
		t.Errorf("%d edits of %d interactions in flight at most, want all %d at once", got, n, n)
	}
	if size := rest.Transport.buckets.size(); size != 0 {
		t.Errorf("%d buckets left after the edits, want none", size)
	}
}

// TestEditsOfOneInteractionGoInOrder: edits of one interaction go one at a time, in the order they came.
func TestEditsOfOneInteractionGoInOrder(t *testing.T) {
	t.Parallel()
	const n = 5
	fake, rest, s := farREST(t)
	in := discordtest.Command("x")
	var wg sync.WaitGroup
	release := hold(t, rest, in.Token, n, func(i int) {
		wg.Go(func() {
			if err := s.edit(context.Background(), in, fmt.Sprint("edit ", i)); err != nil {
				t.Error(err)
			}
		})
	})
	release()
	wg.Wait()
	if got := fake.MaxInFlight(); got != 1 {
		t.Errorf("%d edits of one interaction in flight at once, want 1", got)
	}
	if got := contents(fake); fmt.Sprint(got) != "[edit 0 200 edit 1 200 edit 2 200 edit 3 200 edit 4 200]" {
		t.Errorf("the fake saw the edits in the order %q, want the order they came", got)
	}
}

// hold takes token's bucket, then starts n calls with start(i), each once the one before waits for the
// bucket, so that the order they came in is known. release lets them go.
func hold(t *testing.T, rest *REST, token string, n int, start func(i int)) (release func()) {
	t.Helper()
	b := &rest.Transport.buckets
	bk, err := b.take(context.Background(), token)
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		start(i)
		if !testenv.Eventually(10*time.Second, func() bool { return b.waiting(token) == i+1 }) {
			t.Fatalf("%d calls waiting for the bucket, want %d", b.waiting(token), i+1)
		}
	}
	return func() { b.put(token, bk, nil) }
}

// contents lists the calls the fake saw, as the content of their message and their status.
func contents(fake *discordtest.Server) []string {
	var out []string
	for _, c := range fake.Calls() {
		m, _ := c.Message()
		out = append(out, fmt.Sprintf("%s %d", m.Content, c.Status))
	}
	return out
}

// TestGlobalRateLimitHoldsEveryInteraction: once a global 429 has been read, no call of any interaction
// reaches Discord before it allows.
func TestGlobalRateLimitHoldsEveryInteraction(t *testing.T) {
	t.Parallel()
	const n = 6
	fake, rest, s := farREST(t, discordtest.Rule{Method: http.MethodPatch, Status: http.StatusTooManyRequests,
		Global: true, RetryAfter: time.Second, Times: 1})
	first := discordtest.Command("x")
	var wg sync.WaitGroup
	wg.Go(func() {
		if err := s.edit(context.Background(), first, "first"); err != nil {
			t.Error(err)
		}
	})
	tr := rest.Transport
	until := func() time.Time {
		tr.mu.Lock()
		defer tr.mu.Unlock()
		return tr.globalUntil
	}
	if !testenv.Eventually(10*time.Second, func() bool { return !until().IsZero() }) {
		t.Fatal("the global 429 was never read")
	}
	limit := until()
	fake.ResetMaxInFlight()
	others := map[string]bool{}
	for range n {
		in := discordtest.Command("x")
		others[in.Token] = true
		wg.Go(func() {
			if err := s.edit(context.Background(), in, "after"); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	seen := 0
	for _, c := range fake.Calls() {
		if !others[c.Vars["token"]] && !(first.EditOriginal(c) && c.Status == http.StatusOK) {
			continue
		}
		seen++
		if c.At.Before(limit) {
			t.Errorf("%s reached Discord %v before the global limit ended", c, limit.Sub(c.At))
		}
	}
	if seen != n+1 || fake.MaxInFlight() < 2 {
		t.Errorf("%d calls after the limit, at most %d at once; want %d, in parallel", seen, fake.MaxInFlight(), n+1)
	}
}

// TestRateLimitOfOneInteraction: a 429 for one interaction holds its next call, and not another
// interaction's.
func TestRateLimitOfOneInteraction(t *testing.T) {
	t.Parallel()
	limited, other := discordtest.Command("x"), discordtest.Command("x")
	fake, rest, s := farREST(t, discordtest.Rule{Path: limited.Token, Status: http.StatusTooManyRequests,
		RetryAfter: 1500 * time.Millisecond, Times: 1})
	var wg sync.WaitGroup
	release := hold(t, rest, limited.Token, 2, func(i int) {
		wg.Go(func() {
			if err := s.edit(context.Background(), limited, fmt.Sprint("limited ", i)); err != nil {
				t.Error(err)
			}
		})
	})
	release()
	// The first edit waits out its 429, holding its bucket; the second waits for the bucket.
	if !testenv.Eventually(10*time.Second, func() bool { return len(fake.Calls()) == 1 && fake.InFlight() == 0 }) {
		t.Fatalf("%d calls, %d in flight; want the 429 answered", len(fake.Calls()), fake.InFlight())
	}
	if err := s.edit(context.Background(), other, "other"); err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	if got := contents(fake); fmt.Sprint(got) != "[limited 0 429 other 200 limited 0 200 limited 1 200]" {
		t.Errorf("calls %q: want the other interaction's edit through while the limited one waits, then the limited ones in order", got)
	}
}

// TestTokenBucketsHonourRemaining: a bucket Discord said is spent holds its interaction's next call until
// its reset, and the table forgets it after.
func TestTokenBucketsHonourRemaining(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var b tokenBuckets
		ctx := context.Background()
		bk, err := b.take(ctx, "tok")
		if err != nil {
			t.Fatal(err)
		}
		b.put("tok", bk, http.Header{"X-Ratelimit-Remaining": {"0"}, "X-Ratelimit-Reset-After": {"2.5"}})
		if b.size() != 1 {
			t.Fatalf("a spent bucket was dropped before its reset")
		}
		other, _ := b.take(ctx, "other") // not held back
		b.put("other", other, nil)
		start := time.Now()
		bk, _ = b.take(ctx, "tok")
		if waited := time.Since(start); waited != 2500*time.Millisecond {
			t.Errorf("the next call waited %v, want the 2.5 s Discord asked", waited)
		}
		b.put("tok", bk, http.Header{"X-Ratelimit-Remaining": {"4"}})
		if b.size() != 0 {
			t.Errorf("%d buckets after every call, want none", b.size())
		}
		// A global limit is the transport's: it does not spend the bucket.
		bk, _ = b.take(ctx, "tok")
		b.put("tok", bk, http.Header{"X-Ratelimit-Global": {"true"}, "X-Ratelimit-Remaining": {"0"}, "X-Ratelimit-Reset-After": {"9"}})
		if b.size() != 0 {
			t.Errorf("a global limit was kept in a bucket")
		}
		// A spent bucket nobody comes back to is swept once its reset has passed.
		bk, _ = b.take(ctx, "tok")
		b.put("tok", bk, http.Header{"X-Ratelimit-Remaining": {"0"}, "X-Ratelimit-Reset-After": {"1"}})
		time.Sleep(sweepEvery)
		bk, _ = b.take(ctx, "new")
		b.put("new", bk, nil)
		if b.size() != 0 {
			t.Errorf("%d buckets after the sweep, want none", b.size())
		}
		// A call that gives up waiting for its turn leaves the bucket to the others.
		bk, _ = b.take(ctx, "tok")
		short, cancel := context.WithTimeout(ctx, time.Second)
		defer cancel()
		if _, err := b.take(short, "tok"); err == nil {
			t.Error("a call waiting past its context got the bucket")
		}
		b.put("tok", bk, nil)
		if b.size() != 0 {
			t.Errorf("%d buckets after a call gave up, want none", b.size())
		}
	})
}

func TestInteractionToken(t *testing.T) {
	t.Parallel()
	cases := map[string]string{
		"https://discord.com/api/v10/webhooks/900/tok-a/messages/@original": "tok-a",
		"https://discord.com/api/v9/webhooks/900/tok-b?wait=true":           "tok-b",
		"https://discord.com/api/v10/interactions/1234/tok-c/callback":      "tok-c",
		"https://discord.com/api/v10/applications/900/commands":             "",
		"https://discord.com/api/v10/interactions/1234/tok-c":               "",
		"https://discord.com/api/v10/webhooks/900":                          "",
		"https://discord.com/api/v10/webhooks/900/":                         "",
		"https://cdn.discordapp.com/attachments/1/2/game.txt":               "",
	}
	for raw, want := range cases {
		u, _ := url.Parse(raw)
		if got := interactionToken(u); got != want {
			t.Errorf("interactionToken(%s) = %q, want %q", raw, got, want)
		}
	}
}
