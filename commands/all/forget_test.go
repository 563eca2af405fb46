package all

import (
	"context"
	"errors"
	"math"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/storage"
	"kibitz/storage/redis/redistest"
)

// writes is a store that remembers the keys written, for a test to look through afterwards: the store
// has no way to list them (storage.Store).
type writes struct {
	storage.Store
	mu   sync.Mutex
	keys map[string]bool
}

func (w *writes) note(key string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.keys[key] = true
}

func (w *writes) Update(ctx context.Context, key string, ttl time.Duration, fn storage.UpdateFunc) ([]byte, error) {
	w.note(key)
	return w.Store.Update(ctx, key, ttl, fn)
}

func (w *writes) Claim(ctx context.Context, key string, ttl time.Duration) (bool, error) {
	w.note(key)
	return w.Store.Claim(ctx, key, ttl)
}

func (w *writes) ZAdd(ctx context.Context, key, member string, score float64) error {
	w.note(key)
	return w.Store.ZAdd(ctx, key, member, score)
}

func (w *writes) ZIncrBy(ctx context.Context, key, member string, delta float64) (float64, error) {
	w.note(key)
	return w.Store.ZIncrBy(ctx, key, member, delta)
}

func (w *writes) ZIncrByOnce(ctx context.Context, key, member string, delta float64, token string, ttl time.Duration) (bool, error) {
	w.note(key)
	return w.Store.ZIncrByOnce(ctx, key, member, delta, token, ttl)
}

// forgetLeftovers are the keys that may still hold the user's id after /settings forget
// (docs/privacy.md): the records of games played with others (tic-tac-toe here), until they expire; the
// day's pair counts of ranked games; the tombstone itself.
var forgetLeftovers = []string{"ttt:", "tables:", "forgot:"}

// TestForgetDeletesWhatGamesWrote plays every kind of game that keeps something about a player, in two
// servers, through the real handlers, then /settings forget; afterwards no key written holds the player
// (by name, as a value mentioning them or as a member), but for the documented leftovers, and the other
// player's data stays.
func TestForgetDeletesWhatGamesWrote(t *testing.T) {
	for _, st := range []struct {
		name string
		open func(t *testing.T) storage.Store
	}{
		{"memory", func(*testing.T) storage.Store { return nil }},
		{"redis", func(t *testing.T) storage.Store { s, _ := redistest.Open(t); return s }},
	} {
		t.Run(st.name, func(t *testing.T) {
			ctx := context.Background()
			clock := commandtest.NewClock(time.Now().UTC().Truncate(24 * time.Hour).Add(12 * time.Hour))
			var w *writes
			h := commandtest.New(t, func(h *commandtest.Harness) {
				if s := st.open(t); s != nil {
					h.Store = s
				}
				w = &writes{Store: h.Store, keys: map[string]bool{}}
				h.Store = w
				h.Now = clock.Now
				Register(h.Mux, Config{Store: w, Log: h.Log, NewID: h.NewID, Now: clock.Now})
			})
			in := func(guild string, i *discordgo.Interaction) *router.Response {
				t.Helper()
				return h.Serve(commandtest.InGuild(i, guild))
			}
			h.Command(alice, discordgo.EnglishUS, "settings", "display", opt{"view", "text"})
			for _, guild := range []string{"g1", "g2"} {
				// a ranked tic-tac-toe game won against bob: boards, figures, the pair's count
				resp := in(guild, commandtest.CommandIn(alice, discordgo.EnglishUS, "tictactoe", "play", opt{"opponent", bob}, opt{"first", "me"}))
				resp = in(guild, commandtest.PressIn(bob, discordgo.EnglishUS, commandtest.ButtonWithLabel(t, resp, "Accept").CustomID))
				for i, cell := range []int{1, 4, 2, 5, 3} {
					u := alice
					if i%2 == 1 {
						u = bob
					}
					resp = in(guild, commandtest.PressIn(u, discordgo.EnglishUS, commandtest.Buttons(resp)[cell-1].CustomID))
				}
				if !strings.Contains(resp.Content, "wins") {
					t.Fatalf("tic-tac-toe in %s: %q", guild, resp.Content)
				}
				// Wordle's daily, lost in six guesses (or won): its game, figures, the day's board
				in(guild, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "daily"))
				for _, word := range []string{"crane", "slate", "pious", "mound", "fight", "lucky"} {
					in(guild, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", word}, opt{"game", "daily"}))
				}
				// Sudoku's daily, begun: its board, the reference to it
				in(guild, commandtest.CommandIn(alice, discordgo.EnglishUS, "sudoku", "daily"))
			}
			h.Command(alice, discordgo.EnglishUS, "wordle", "play")
			h.Command(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", "crane"}, opt{"game", "play"})
			h.Serve(commandtest.InBotDM(commandtest.CommandIn(alice, discordgo.EnglishUS, "sudoku", "daily")))
			h.Serve(commandtest.InBotDM(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "daily")))
			for _, word := range []string{"crane", "slate", "pious", "mound", "fight", "lucky"} { // the DM's Wordle daily
				h.Serve(commandtest.InBotDM(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", word}, opt{"game", "daily"})))
			}

			shown := h.Command(alice, discordgo.EnglishUS, "settings", "show").Content
			if !strings.Contains(shown, "games finished: 3") || !strings.Contains(shown, "dailies: 3") || !strings.Contains(shown, "- your settings above") {
				t.Errorf("show before forgetting: %q", shown)
			}
			resp := h.Command(alice, discordgo.EnglishUS, "settings", "forget")
			resp = h.Press(alice, commandtest.ButtonWithLabel(t, resp, "Delete my data").CustomID)
			if !strings.Contains(resp.Content, "Deleted:") {
				t.Fatalf("forget: %q", resp.Content)
			}

			var kept []string
			bobKept := false
			for key := range w.keys {
				if slicesHasPrefix(forgetLeftovers, key) {
					continue
				}
				raw, err := w.Store.Get(ctx, key)
				switch {
				case err == nil:
					if strings.Contains(key, alice.ID) || strings.Contains(string(raw), alice.ID) {
						kept = append(kept, key)
					}
					bobKept = bobKept || strings.Contains(key, bob.ID)
				case errors.Is(err, storage.ErrWrongKind):
					members, err := w.Store.ZRangeByScore(ctx, key, math.Inf(-1), math.Inf(1), 0)
					if err != nil {
						t.Fatal(err)
					}
					for _, m := range members {
						if m.Member == alice.ID || strings.Contains(key, alice.ID) {
							kept = append(kept, key)
							break
						}
						bobKept = bobKept || m.Member == bob.ID
					}
				}
			}
			if len(kept) > 0 {
				t.Errorf("after forgetting, these keys still hold the user: %v", kept)
			}
			if !bobKept {
				t.Error("the other player's data went too")
			}
			shown = h.Command(alice, discordgo.EnglishUS, "settings", "show").Content
			if !strings.Contains(shown, "- no figures") || !strings.Contains(shown, "dailies: 0") {
				t.Errorf("show after forgetting: %q", shown)
			}
		})
	}
}

func slicesHasPrefix(prefixes []string, key string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(key, p) {
			return true
		}
	}
	return false
}
