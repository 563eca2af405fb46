package bot

import (
	"context"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Discord rate-limits the routes of an interaction (its callback, and the webhook that edits its messages
// and posts its followups) by the interaction's token, not globally (docs/discord.md §4, §7). kibitz keeps
// those buckets itself, below discordgo, one per token:
//
//   - The calls of one interaction go one at a time, in the order they came: its edits stay in order.
//   - The calls of different interactions go in parallel. discordgo's own buckets would not allow it: it
//     keys every JSON edit of a webhook message by one URL without the token (restapi.go's
//     WebhookMessageEdit), so all edits of all interactions waited in one line, the lock held for each
//     whole round trip: at most ten edits a second against a Discord 100 ms away.
//   - A bucket Discord says is spent (X-RateLimit-Remaining: 0) holds that interaction's next call until
//     X-RateLimit-Reset-After; a 429 holds it for as long as the 429 asks, retries included (RESTTransport).
//   - A global 429 holds every call, of every bucket (RESTTransport.holdGlobal).
//   - A bucket is dropped as soon as nothing uses it and nothing is owed: the table holds the interactions
//     being answered, not every one since the start, as discordgo's table of buckets does.

// tokenBuckets are the buckets of interaction routes, by token.
type tokenBuckets struct {
	mu        sync.Mutex
	m         map[string]*tokenBucket
	lastSweep time.Time
}

// tokenBucket is one interaction's bucket. Its fields are guarded by tokenBuckets.mu.
type tokenBucket struct {
	users     int             // calls holding it or waiting for it
	busy      bool            // a call holds it
	queue     []chan struct{} // calls waiting for it, first come first served; closed to hand it over
	remaining int             // calls Discord allows before reset; -1 when it has not said
	reset     time.Time       // when a spent bucket is allowed again
}

// sweepEvery is how often a bucket table drops the buckets kept only for a reset that has passed.
const sweepEvery = time.Minute

// take waits for key's bucket and for its reset when Discord said it is spent, at most until ctx ends.
// The caller gives it back with put.
func (b *tokenBuckets) take(ctx context.Context, key string) (*tokenBucket, error) {
	b.mu.Lock()
	if b.m == nil {
		b.m = map[string]*tokenBucket{}
	}
	b.sweep(time.Now())
	bk := b.m[key]
	if bk == nil {
		bk = &tokenBucket{remaining: -1}
		b.m[key] = bk
	}
	bk.users++
	if !bk.busy {
		bk.busy = true
		b.mu.Unlock()
	} else {
		turn := make(chan struct{})
		bk.queue = append(bk.queue, turn)
		b.mu.Unlock()
		select {
		case <-turn:
		case <-ctx.Done():
			b.mu.Lock()
			i := slices.Index(bk.queue, turn)
			if i >= 0 {
				bk.queue = slices.Delete(bk.queue, i, i+1)
				bk.users--
				b.mu.Unlock()
			} else { // handed the bucket as the context ended: pass it on
				b.mu.Unlock()
				b.put(key, bk, nil)
			}
			return nil, ctx.Err()
		}
	}
	b.mu.Lock()
	wait := time.Duration(0)
	if bk.remaining == 0 {
		wait = time.Until(bk.reset)
	}
	b.mu.Unlock()
	if wait > 0 {
		if err := sleep(ctx, wait); err != nil {
			b.put(key, bk, nil)
			return nil, err
		}
	}
	return bk, nil
}

// put gives key's bucket back, with what Discord said of it in h (nil when no answer came), to the next
// call waiting for it, or drops it when none is and nothing is owed.
func (b *tokenBuckets) put(key string, bk *tokenBucket, h http.Header) {
	now := time.Now()
	b.mu.Lock()
	defer b.mu.Unlock()
	if h != nil && h.Get("X-RateLimit-Global") == "" {
		if after, err := strconv.ParseFloat(h.Get("X-RateLimit-Reset-After"), 64); err == nil && after >= 0 &&
			after <= maxRateLimitWait.Seconds() {
			bk.reset = now.Add(time.Duration(after * float64(time.Second)))
		}
		if n, err := strconv.Atoi(h.Get("X-RateLimit-Remaining")); err == nil && n >= 0 {
			bk.remaining = n
		}
	}
	if bk.remaining == 0 && !now.Before(bk.reset) {
		bk.remaining = -1 // reset: Discord will say again
	}
	bk.users--
	if len(bk.queue) > 0 {
		close(bk.queue[0])
		bk.queue = slices.Delete(bk.queue, 0, 1)
		return
	}
	bk.busy = false
	if bk.users == 0 && bk.remaining != 0 {
		delete(b.m, key)
	}
}

// sweep drops, at most once every sweepEvery, the buckets nobody uses whose reset has passed. The caller
// holds mu.
func (b *tokenBuckets) sweep(now time.Time) {
	if now.Sub(b.lastSweep) < sweepEvery {
		return
	}
	b.lastSweep = now
	for key, bk := range b.m {
		if bk.users == 0 && !now.Before(bk.reset) {
			delete(b.m, key)
		}
	}
}

// size is how many buckets the table holds.
func (b *tokenBuckets) size() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.m)
}

// waiting is how many calls wait for key's bucket.
func (b *tokenBuckets) waiting(key string) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	if bk := b.m[key]; bk != nil {
		return len(bk.queue)
	}
	return 0
}

// interactionToken is the token of a call about an interaction, the key of its bucket: the {token} of
// /interactions/{id}/{token}/callback and of /webhooks/{app}/{token}[/...]. It is "" for any other URL.
func interactionToken(u *url.URL) string {
	path := u.Path
	i := strings.Index(path, "/api/v")
	if i < 0 {
		return ""
	}
	segs := strings.Split(path[i+len("/api/v"):], "/") // the version, then the route
	if len(segs) < 4 || segs[3] == "" {
		return ""
	}
	switch {
	case segs[1] == "webhooks":
		return segs[3]
	case segs[1] == "interactions" && len(segs) >= 5 && segs[4] == "callback":
		return segs[3]
	}
	return ""
}
