package bot

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"kibitz/internal/discordtest"
	"kibitz/storage/memory"
)

// BenchmarkHTTPInteraction is the cost of one signed interaction through kibitz serve's handler, in
// process (no sockets): verification, decoding, routing, the handler, the reply. It tells how much of
// two cores a load test leaves to everything else. Run with -cpuprofile to see where it goes.
func BenchmarkHTTPInteraction(b *testing.B) {
	bench := func(b *testing.B, in func() *discordtest.Interaction) {
		hb := newHTTPBot(b, memory.New(), 0)
		b.ReportAllocs()
		b.ResetTimer()
		for range b.N {
			body := in().JSON()
			req := discordtest.SignedRequest("/interactions", hb.key, time.Now(), body)
			w := httptest.NewRecorder()
			hb.h.ServeHTTP(w, req)
			if w.Code != http.StatusOK {
				b.Fatalf("status %d: %s", w.Code, w.Body)
			}
		}
	}
	b.Run("tictactoe analyze", func(b *testing.B) {
		bench(b, func() *discordtest.Interaction {
			return discordtest.Command("tictactoe", discordtest.Subcommand("analyze", discordtest.StringOption("board", "X.O......")))
		})
	})
	b.Run("wordle assist", func(b *testing.B) {
		bench(b, func() *discordtest.Interaction {
			return discordtest.Command("wordle", discordtest.Subcommand("assist", discordtest.StringOption("guess", "crane"),
				discordtest.StringOption("feedback", "bybbg"))).By(discordtest.User{ID: discordtest.Snowflake(), Username: "u"})
		})
	})
	b.Run("nim analyze", func(b *testing.B) {
		bench(b, func() *discordtest.Interaction {
			return discordtest.Command("nim", discordtest.Subcommand("analyze", discordtest.StringOption("heaps", "3 4 5")))
		})
	})
}
