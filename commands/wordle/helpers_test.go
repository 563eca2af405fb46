package wordle

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/internal/testenv"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/wordle"
	"kibitz/storage"
)

// The helpers of the Wordle tests.

var (
	alice = commandtest.User("101")
	bob   = commandtest.User("102")
)

// opt is commandtest.Opt, short for the tables of options.
type opt = commandtest.Opt

// testDictionary is the dictionary of the Wordle command tests: the 2,315 original answers and
// 700 of the further guesses (SALET among them), prepared once per test binary. Its feedback matrix is
// 7 MB instead of the original lists' 30 MB, which takes 5 s to build under -race; the original lists'
// strategy is the solver's to test (one heavy test here runs the assist on them).
var testDictionary = sync.OnceValue(func() *wordle.Dictionary {
	d := wordle.Default()
	words := d.Words()
	var answers, guesses strings.Builder
	for _, w := range words[:d.NumAnswers()] {
		answers.WriteString(w.String() + "\n")
	}
	extra := words[d.NumAnswers() : d.NumAnswers()+700]
	salet := false
	for _, w := range extra {
		guesses.WriteString(w.String() + "\n")
		salet = salet || w.String() == "salet"
	}
	if !salet {
		guesses.WriteString("salet\n")
	}
	td, err := wordle.LoadDictionary(strings.NewReader(answers.String()), strings.NewReader(guesses.String()))
	if err != nil {
		panic(err)
	}
	td.Prepare(context.Background())
	return td
})

// newHarness is commandtest's harness with /wordle alone (no /help), the test dictionary, a clock to move
// days (starting at 2026-11-22 10:00 UTC) and a short solver budget, numbering games g1, g2, ... tweak,
// if set, changes the environment and the settings before registration. Interactions arrive on the
// clock (router.Request.Now); a test sets h.Now for a press that arrived earlier than it is handled.
func newHarness(t *testing.T, tweak ...func(*commands.Env, *Config)) (*commandtest.Harness, *commandtest.Clock, *Command) {
	t.Helper()
	clock := commandtest.NewClock(time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC))
	var w *Command
	h := commandtest.New(t, func(h *commandtest.Harness) {
		env := commands.Env{Store: h.Store, Log: h.Log, Now: clock.Now, NewID: h.NewID}
		cfg := Config{Dictionary: testDictionary()}
		for _, f := range tweak {
			f(&env, &cfg)
		}
		h.Now = env.Now // nil (time.Now) when a tweak leaves the clock to time.Now: noClock
		w = New(env, cfg)
		w.budget = 30 * time.Millisecond
		if testenv.RaceEnabled {
			w.encode = storedPNG
		}
		w.Register(h.Mux)
	})
	return h, clock, w
}

// newOriginalHarness is commandtest's harness with /wordle on the embedded original lists, as the bot
// runs it: the solver's whole budget, render.PNG.
func newOriginalHarness(t *testing.T) *commandtest.Harness {
	t.Helper()
	return commandtest.New(t, func(h *commandtest.Harness) {
		New(commands.Env{Store: h.Store, Log: h.Log, NewID: h.NewID}, Config{}).Register(h.Mux)
	})
}

// noClock leaves the environment's clock to time.Now, for the tests that run in a synctest bubble.
func noClock(env *commands.Env, _ *Config) { env.Now = nil }

// storedPNG encodes without compression. Under -race, zlib's compressor runs thirty times slower
// (400 ms for one board) and the Wordle tests draw a few hundred boards; the images still decode and are
// checked the same. Without -race, the tests use render.PNG as the bot does.
func storedPNG(img image.Image) ([]byte, error) {
	if c, ok := img.(*render.Canvas); ok {
		img = c.RGBA
	}
	var buf bytes.Buffer
	err := (&png.Encoder{CompressionLevel: png.NoCompression}).Encode(&buf, img)
	return buf.Bytes(), err
}

// autocomplete is the autocomplete interaction of a subcommand's option being typed.
func autocomplete(u *discordgo.User, sub, option, typed string) *discordgo.Interaction {
	in := commandtest.CommandIn(u, discordgo.EnglishUS, "wordle", sub, opt{option, typed})
	in.Type = discordgo.InteractionApplicationCommandAutocomplete
	in.Data.(discordgo.ApplicationCommandInteractionData).Options[0].Options[0].Focused = true
	return in
}

// submit is the submission of a guess form with word typed in, as Discord sends it.
func submit(u *discordgo.User, locale discordgo.Locale, guild, customID, word string) *discordgo.Interaction {
	return &discordgo.Interaction{ID: "3", Type: discordgo.InteractionModalSubmit, Locale: locale,
		GuildID: guild, ChannelID: "c", Member: &discordgo.Member{User: u},
		Data: discordgo.ModalSubmitInteractionData{CustomID: customID, Components: []discordgo.MessageComponent{
			&discordgo.ActionsRow{Components: []discordgo.MessageComponent{
				&discordgo.TextInput{CustomID: formField, Value: word}}}}}}
}

// gameIn reads a game record from the store.
func gameIn(t *testing.T, h *commandtest.Harness, key string) *game {
	t.Helper()
	var g game
	if err := storage.GetJSON(context.Background(), h.Store, key, &g); err != nil {
		t.Fatalf("read %s: %v", key, err)
	}
	return &g
}

// missWords returns n allowed words that are not answer and share no letter with it, so they
// never win and never reveal a hint (hard mode accepts them at any turn).
func missWords(t *testing.T, answer wordle.Word, n int) []string {
	t.Helper()
	var out []string
	for _, w := range testDictionary().Words() {
		if wordle.Score(w, answer) == 0 {
			out = append(out, w.String())
			if len(out) == n {
				return out
			}
		}
	}
	t.Fatalf("fewer than %d words miss %s entirely", n, answer)
	return nil
}

// allMissWords is every word of the test dictionary that shares no letter with answer: as many as there
// are, for a test that filters them further (an answer drawn at random, such as the daily's, can have few).
func allMissWords(answer wordle.Word) []string {
	var out []string
	for _, w := range testDictionary().Words() {
		if wordle.Score(w, answer) == 0 {
			out = append(out, w.String())
		}
	}
	return out
}

// boardImage checks that a response carries one PNG image and returns its size.
func boardImage(t *testing.T, resp *router.Response) (w, h int) {
	t.Helper()
	if len(resp.Files) != 1 {
		t.Fatalf("%d files, want one image: %q", len(resp.Files), resp.Content)
	}
	img, err := png.Decode(bytes.NewReader(router.FileBytes(resp.Files[0])))
	if err != nil {
		t.Fatalf("%s is not a PNG: %v", resp.Files[0].Name, err)
	}
	return img.Bounds().Dx(), img.Bounds().Dy()
}

func mustWord(t *testing.T, s string) wordle.Word {
	t.Helper()
	w, err := wordle.ParseWord(s)
	if err != nil {
		t.Fatal(err)
	}
	return w
}
