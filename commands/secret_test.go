package commands

import (
	"context"
	"strings"
	"sync"
	"testing"

	"kibitz/storage/memory"
)

// TestSecretCreatedOnce: replicas asking at the same instant agree on one generated secret, stored under
// wdl:secret (Wordle's key, kept for the deployments that have one), and a replica started later reads it.
func TestSecretCreatedOnce(t *testing.T) {
	store := memory.New()
	env := Env{Store: store}
	secrets := make([]string, 8)
	var wg sync.WaitGroup
	for i := range secrets {
		wg.Go(func() {
			s, err := env.WithDefaults().Secret(context.Background())
			if err != nil {
				t.Error(err)
			}
			secrets[i] = s
		})
	}
	wg.Wait()
	for _, s := range secrets[1:] {
		if s != secrets[0] || len(s) < 40 {
			t.Fatalf("secrets differ or are short: %q", secrets)
		}
	}
	data, err := store.Get(context.Background(), "wdl:secret")
	if err != nil || !strings.Contains(string(data), secrets[0]) {
		t.Errorf("stored secret %s (%v), want %s", data, err, secrets[0])
	}
	if s, _ := env.WithDefaults().Secret(context.Background()); s != secrets[0] {
		t.Errorf("a later replica got %q, want %q", s, secrets[0])
	}
	if s, _ := env.Secret(context.Background()); s != secrets[0] {
		t.Errorf("an Env without defaults got %q, want %q", s, secrets[0])
	}
}

// TestSecretConfigured: KIBITZ_DAILY_SECRET is the secret, and nothing is stored.
func TestSecretConfigured(t *testing.T) {
	store := memory.New()
	env := Env{Store: store, DailySecret: "configured"}.WithDefaults()
	if s, err := env.Secret(context.Background()); s != "configured" || err != nil {
		t.Errorf("Secret = %q, %v; want the configured one", s, err)
	}
	if _, err := store.Get(context.Background(), "wdl:secret"); err == nil {
		t.Error("a configured secret was also stored")
	}
}
