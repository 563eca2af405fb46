package discordtest_test

import (
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"

	"kibitz/internal/discordtest"
)

// followup posts a followup for the interaction in straight through net/http (no discordgo retries, so
// every request is one call) and returns the status.
func followup(t *testing.T, fake *discordtest.Server, in *discordtest.Interaction) int {
	t.Helper()
	resp, err := http.Post(fake.API(10)+"/webhooks/"+in.AppID+"/"+in.Token, "application/json",
		strings.NewReader(`{"content":"x"}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

func TestRuleShare(t *testing.T) {
	t.Parallel()

	t.Run("a share of the requests", func(t *testing.T) {
		t.Parallel()
		fake := newFake(t, discordtest.Config{})
		in := discordtest.Command("x")
		fake.AddRule(discordtest.Rule{Path: in.Token, Status: 503, Share: 0.5})
		const n = 400
		failed := 0
		for range n {
			switch status := followup(t, fake, in); status {
			case 503:
				failed++
			case 204:
			default:
				t.Fatalf("status %d, want 503 or 204", status)
			}
		}
		// Binomial(400, 0.5) lies outside 140..260 with a probability below 1e-9.
		if failed < 140 || failed > 260 {
			t.Errorf("%d of %d requests failed, want about half", failed, n)
		}
		if rules := fake.Rules(); len(rules) != 1 || rules[0].Used() != failed {
			t.Errorf("Rules() = %+v, want one rule used %d times", rules, failed)
		}
	})

	t.Run("spared requests go on to the next rule", func(t *testing.T) {
		t.Parallel()
		fake := newFake(t, discordtest.Config{})
		in := discordtest.Command("x")
		fake.AddRule(discordtest.Rule{Path: in.Token, Status: 500, Share: 0.3})
		fake.AddRule(discordtest.Rule{Path: in.Token, Status: 502, Times: 1000})
		counts := map[int]int{}
		for range 200 {
			counts[followup(t, fake, in)]++
		}
		rules := fake.Rules()
		if counts[500]+counts[502] != 200 || counts[500] == 0 || counts[502] == 0 ||
			rules[0].Used() != counts[500] || rules[1].Used() != counts[502] {
			t.Errorf("statuses %v, rules used %d and %d: want every request to fail, by either rule",
				counts, rules[0].Used(), rules[1].Used())
		}
	})

	t.Run("Times bounds a share", func(t *testing.T) {
		t.Parallel()
		fake := newFake(t, discordtest.Config{})
		in := discordtest.Command("x")
		fake.AddRule(discordtest.Rule{Path: in.Token, Status: 429, Share: 0.9, Times: 3})
		limited := 0
		for range 50 {
			if followup(t, fake, in) == 429 {
				limited++
			}
		}
		if limited != 3 {
			t.Errorf("%d requests were limited, want Times = 3", limited)
		}
	})

	t.Run("bad rules panic", func(t *testing.T) {
		t.Parallel()
		fake := newFake(t, discordtest.Config{})
		for _, r := range []discordtest.Rule{
			{Status: 503, Share: 1}, // every request, endlessly
			{Status: 503, Share: 1.5},
			{Delay: 1, Share: -0.1},
		} {
			func() {
				defer func() {
					if recover() == nil {
						t.Errorf("AddRule(%+v) did not panic", r)
					}
				}()
				fake.AddRule(r)
			}()
		}
	})
}

func TestConfigListenerAndOnCall(t *testing.T) {
	t.Parallel()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var seen []discordtest.Call
	fake := newFake(t, discordtest.Config{Listener: l, DiscardCalls: true, OnCall: func(c discordtest.Call) {
		mu.Lock()
		seen = append(seen, c)
		mu.Unlock()
	}})
	if fake.URL != "http://"+l.Addr().String() {
		t.Errorf("URL = %s, want the listener's address %s", fake.URL, l.Addr())
	}
	in := discordtest.Command("x")
	if status := followup(t, fake, in); status != 204 {
		t.Fatalf("followup = %d", status)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(seen) != 1 || !in.Followup(seen[0]) {
		t.Errorf("OnCall saw %v, want the followup", seen)
	}
	if calls := fake.Calls(); len(calls) != 0 {
		t.Errorf("Calls() = %v with DiscardCalls", calls)
	}
}
