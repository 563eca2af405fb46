package commands

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"log/slog"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/internal/testenv"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/wordle"
	"kibitz/storage"
	"kibitz/storage/memory"
)

// The helpers of the Wordle tests, and the tests of the command's definition.

// wordleTestDictionary is the dictionary of the Wordle command tests: the 2,315 original answers and
// 700 of the further guesses (SALET among them), prepared once per test binary. Its feedback matrix is
// 7 MB instead of the original lists' 30 MB, which takes 5 s to build under -race; the original lists'
// strategy is the solver's to test (one heavy test here runs the assist on them).
var wordleTestDictionary = sync.OnceValue(func() *wordle.Dictionary {
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

// wordleHarness is a harness with the /wordle command alone, the test dictionary, a clock to move days
// (starting at 2026-11-22 10:00 UTC) and a short solver budget. tweak, if set, changes the Deps before
// registration.
func newWordleHarness(t *testing.T, tweak ...func(*Deps)) (*harness, *testClock, *wordleCommand) {
	t.Helper()
	h := &harness{t: t, mux: router.NewMux(), store: memory.New()}
	clock := &testClock{now: time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)}
	d := Deps{Store: h.store, Log: slog.New(slog.DiscardHandler), Now: clock.Now, Wordle: wordleTestDictionary(),
		NewID: func() string { return "g" + strconv.FormatInt(h.ids.Add(1), 10) }}
	for _, f := range tweak {
		f(&d)
	}
	d.defaults()
	w := newWordle(d)
	w.budget = 30 * time.Millisecond
	if testenv.RaceEnabled {
		w.encode = wordleStoredPNG
	}
	w.Register(h.mux)
	h.srv = &router.Server{Mux: h.mux, Log: slog.New(slog.DiscardHandler)}
	return h, clock, w
}

// wordleStoredPNG encodes without compression. Under -race, zlib's compressor runs thirty times slower
// (400 ms for one board) and the Wordle tests draw a few hundred boards; the images still decode and are
// checked the same. Without -race, the tests use render.PNG as the bot does.
func wordleStoredPNG(img image.Image) ([]byte, error) {
	if c, ok := img.(*render.Canvas); ok {
		img = c.RGBA
	}
	var buf bytes.Buffer
	err := (&png.Encoder{CompressionLevel: png.NoCompression}).Encode(&buf, img)
	return buf.Bytes(), err
}

// wordleAutocomplete is the autocomplete interaction of a subcommand's option being typed.
func wordleAutocomplete(u *discordgo.User, sub, option, typed string) *discordgo.Interaction {
	in := commandIn(u, discordgo.EnglishUS, "wordle", sub, opt{option, typed})
	in.Type = discordgo.InteractionApplicationCommandAutocomplete
	in.Data.(discordgo.ApplicationCommandInteractionData).Options[0].Options[0].Focused = true
	return in
}

// wordleSubmit is the submission of a guess form with word typed in, as Discord sends it.
func wordleSubmit(u *discordgo.User, locale discordgo.Locale, guild, customID, word string) *discordgo.Interaction {
	return &discordgo.Interaction{ID: "3", Type: discordgo.InteractionModalSubmit, Locale: locale,
		GuildID: guild, ChannelID: "c", Member: &discordgo.Member{User: u},
		Data: discordgo.ModalSubmitInteractionData{CustomID: customID, Components: []discordgo.MessageComponent{
			&discordgo.ActionsRow{Components: []discordgo.MessageComponent{
				&discordgo.TextInput{CustomID: wordleFormField, Value: word}}}}}}
}

// wordleGameIn reads a game record from the store.
func wordleGameIn(t *testing.T, h *harness, key string) *wordleGame {
	t.Helper()
	var g wordleGame
	if err := storage.GetJSON(context.Background(), h.store, key, &g); err != nil {
		t.Fatalf("read %s: %v", key, err)
	}
	return &g
}

// wordleMisses returns n allowed words that are not answer and share no letter with it, so they
// never win and never reveal a hint (hard mode accepts them at any turn).
func wordleMisses(t *testing.T, answer wordle.Word, n int) []string {
	t.Helper()
	var out []string
	for _, w := range wordleTestDictionary().Words() {
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

// wordleImage checks that a response carries one PNG image and returns its size.
func wordleImage(t *testing.T, resp *router.Response) (w, h int) {
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

func TestWordleDefinition(t *testing.T) {
	h, _, _ := newWordleHarness(t)
	var def *discordgo.ApplicationCommand
	for _, d := range h.mux.Definitions() {
		if d.Name == "wordle" {
			def = d
		}
	}
	if def == nil {
		t.Fatal("/wordle is not registered")
	}
	var subs []string
	for _, o := range def.Options {
		subs = append(subs, o.Name)
	}
	if got, want := strings.Join(subs, " "), "assist reset play guess daily stats"; got != want {
		t.Errorf("subcommands %q, want %q", got, want)
	}
	for _, c := range h.mux.Commands() {
		for _, s := range c.Subcommands {
			if s.Example == "" || !s.Private {
				t.Errorf("/wordle %s: example %q, private %v; want an example and a private reply", s.Name.En, s.Example, s.Private)
			}
		}
	}
	// the longest form titles, in both languages, within Discord's 45 characters
	for _, l := range []i18n.Lang{i18n.English, i18n.Korean} {
		for turn := 1; turn <= wordle.MaxGuesses; turn++ {
			m := wordleForm(router.ID(wordlePlayWordRoute, "x"), turn, l).Modal
			if n := len([]rune(m.Title)); n > 45 {
				t.Errorf("form title %q is %d characters, Discord allows 45", m.Title, n)
			}
		}
	}
}

func TestWordleBackgroundPreparesAndStops(t *testing.T) {
	_, _, w := newWordleHarness(t)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { w.Background(ctx); close(done) }()
	cancel()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("background did not return after its context ended")
	}
}
