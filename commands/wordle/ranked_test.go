package wordle

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/solvers/wordle"
)

// rankedWords are the words of a test of the assist against a daily in progress, chosen against its
// answer (drawn at random: the harness's daily secret is): two guesses for the daily that colour some
// tile, and two words that share no letter with the answer and are not guessed in it.
type rankedWords struct {
	answer         wordle.Word
	guess1, guess2 wordle.Word
	grey1, grey2   wordle.Word
}

func chooseRankedWords(t *testing.T, answer wordle.Word) rankedWords {
	t.Helper()
	d := testDictionary()
	w := rankedWords{answer: answer}
	greys := allMissWords(answer)
	if len(greys) < 2 {
		t.Fatalf("fewer than two words miss %s", answer)
	}
	w.grey1, w.grey2 = mustWord(t, greys[0]), mustWord(t, greys[1])
	var found []wordle.Word
	for _, g := range d.Words() {
		if f := wordle.Score(g, answer); f == 0 || f == wordle.AllGreen {
			continue
		}
		// guess1 typed all grey must still leave answers beside grey1, so that the assist takes it
		if len(found) == 0 {
			if _, err := d.Candidates(wordle.History{{Guess: g}, {Guess: w.grey1}}); err != nil {
				continue
			}
		}
		if found = append(found, g); len(found) == 2 {
			break
		}
	}
	if len(found) < 2 {
		t.Fatalf("no two guesses colour a tile of %s", answer)
	}
	w.guess1, w.guess2 = found[0], found[1]
	return w
}

// scored is the row of guess as it scores against answer.
func scored(guess, answer wordle.Word) wordle.Row {
	return wordle.Row{Guess: guess, Feedback: wordle.Score(guess, answer)}
}

// grey is the row of guess all grey.
func grey(guess wordle.Word) wordle.Row { return wordle.Row{Guess: guess} }

// guessDailyCmd plays word in u's daily of today in guild "g" with /wordle guess.
func guessDailyCmd(t *testing.T, h *commandtest.Harness, u *discordgo.User, word wordle.Word) {
	t.Helper()
	if _, err := h.Handle(commandtest.CommandIn(u, discordgo.EnglishUS, "wordle", "guess", opt{"word", word.String()}, opt{"game", "daily"})); err != nil {
		t.Fatalf("guess %s in the daily: %v", word, err)
	}
}

// TestAssistRankedDaily: the assist declines rows among which is a row of the asker's own daily in
// progress (ranked: a word guessed in it, coloured as it was), and stores none of them. It answers rows
// the asker has not played there, even when they fit the daily's word (declining those would tell it),
// rows typed off another game, a finished or closed daily, a daily opened without a guess, another
// player's, and a /wordle play game (practice).
func TestAssistRankedDaily(t *testing.T) {
	playTwo := func(t *testing.T, h *commandtest.Harness, _ *commandtest.Clock, w rankedWords) {
		guessDailyCmd(t, h, alice, w.guess1)
		guessDailyCmd(t, h, alice, w.guess2)
	}
	then := func(steps ...func(*testing.T, *commandtest.Harness, *commandtest.Clock, rankedWords)) func(*testing.T, *commandtest.Harness, *commandtest.Clock, rankedWords) {
		return func(t *testing.T, h *commandtest.Harness, c *commandtest.Clock, w rankedWords) {
			for _, s := range steps {
				s(t, h, c, w)
			}
		}
	}
	advance := func(d time.Duration) func(*testing.T, *commandtest.Harness, *commandtest.Clock, rankedWords) {
		return func(_ *testing.T, _ *commandtest.Harness, c *commandtest.Clock, _ rankedWords) { c.Advance(d) }
	}
	// dropIndex loses alice's entries in the index of games in progress (a store that failed, or a daily
	// guessed in before there was one): the daily of the place is still read by its key
	dropIndex := func(t *testing.T, h *commandtest.Harness, _ *commandtest.Clock, _ rankedWords) {
		if err := h.Store.Delete(context.Background(), "playing:wordle:"+alice.ID); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name   string
		before func(*testing.T, *commandtest.Harness, *commandtest.Clock, rankedWords)
		user   *discordgo.User
		place  func(*discordgo.Interaction) *discordgo.Interaction // nil: guild "g", the daily's
		rows   func(rankedWords) []wordle.Row
		// refused is the row (from 1) the assist declines, 0 for none; the rows after it are not typed
		refused int
	}{
		{name: "your daily's first guess", before: playTwo,
			rows: func(w rankedWords) []wordle.Row { return []wordle.Row{scored(w.guess1, w.answer)} }, refused: 1},
		{name: "your daily's second guess", before: playTwo,
			rows: func(w rankedWords) []wordle.Row { return []wordle.Row{scored(w.guess2, w.answer)} }, refused: 1},
		{name: "a single all-grey row of another game", before: playTwo,
			rows: func(w rankedWords) []wordle.Row { return []wordle.Row{grey(w.grey1)} }},
		{name: "two rows that fit, not your guesses (declining them would tell the word)", before: playTwo,
			rows: func(w rankedWords) []wordle.Row { return []wordle.Row{grey(w.grey1), grey(w.grey2)} }},
		{name: "the daily's word all green, not guessed (declining it would tell the word)", before: playTwo,
			rows: func(w rankedWords) []wordle.Row { return []wordle.Row{grey(w.grey1), scored(w.answer, w.answer)} }},
		{name: "your guess after a row of another game", before: playTwo,
			rows: func(w rankedWords) []wordle.Row { return []wordle.Row{grey(w.grey1), scored(w.guess2, w.answer)} }, refused: 2},
		{name: "your guess in other colours", before: playTwo,
			rows: func(w rankedWords) []wordle.Row { return []wordle.Row{grey(w.guess1)} }},
		{name: "rows that do not fit the answer", before: playTwo,
			rows: func(w rankedWords) []wordle.Row { return []wordle.Row{grey(w.guess1), grey(w.grey1)} }},
		{name: "after the daily is won", before: then(playTwo, func(t *testing.T, h *commandtest.Harness, _ *commandtest.Clock, w rankedWords) {
			guessDailyCmd(t, h, alice, w.answer)
		}), rows: func(w rankedWords) []wordle.Row {
			return []wordle.Row{scored(w.guess1, w.answer), scored(w.guess2, w.answer)}
		}},
		{name: "another player", before: playTwo, user: bob,
			rows: func(w rankedWords) []wordle.Row {
				return []wordle.Row{scored(w.guess1, w.answer), scored(w.guess2, w.answer)}
			}},
		{name: "a daily opened without a guess",
			rows: func(w rankedWords) []wordle.Row { return []wordle.Row{grey(w.grey1), grey(w.grey2)} }},
		{name: "asked in a DM with kibitz (the daily of another place)", before: playTwo, place: commandtest.InBotDM,
			rows: func(w rankedWords) []wordle.Row { return []wordle.Row{scored(w.guess1, w.answer)} }, refused: 1},
		{name: "the index lost: the place's daily by its key", before: then(playTwo, dropIndex),
			rows: func(w rankedWords) []wordle.Row { return []wordle.Row{scored(w.guess1, w.answer)} }, refused: 1},
		{name: "yesterday's daily, in the hour after midnight", before: then(playTwo, advance(14*time.Hour+30*time.Minute)),
			rows: func(w rankedWords) []wordle.Row { return []wordle.Row{scored(w.guess1, w.answer)} }, refused: 1},
		{name: "yesterday's daily, in the hour after midnight, by its key", before: then(playTwo, dropIndex, advance(14*time.Hour+30*time.Minute)),
			rows: func(w rankedWords) []wordle.Row { return []wordle.Row{scored(w.guess1, w.answer)} }, refused: 1},
		{name: "yesterday's daily, closed at 01:00", before: then(playTwo, advance(15*time.Hour)),
			rows: func(w rankedWords) []wordle.Row { return []wordle.Row{scored(w.guess1, w.answer)} }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h, clock, _ := newHarness(t)
			_, g := openDaily(t, h, alice, "2026-11-22")
			w := chooseRankedWords(t, g.Game.Answer)
			if tc.before != nil {
				tc.before(t, h, clock, w)
			}
			u := alice
			if tc.user != nil {
				u = tc.user
			}
			day := formatDay(clock.Now())
			var stored []string
			for i, r := range tc.rows(w) {
				in := commandtest.CommandIn(u, discordgo.EnglishUS, "wordle", "assist", opt{"guess", r.Guess.String()}, opt{"feedback", r.Feedback.String()})
				if tc.place != nil {
					in = tc.place(in)
				}
				if i+1 == tc.refused {
					h.WantCode(t, in, router.Forbidden, "your ranked Wordle game in progress", "Finish the game first")
					break
				}
				resp, err := h.Handle(in)
				if err != nil {
					t.Fatalf("row %d %s: %v, want an answer", i+1, r, err)
				}
				if want := fmt.Sprintf("row %d of 6", i+1); !strings.Contains(resp.Content, want) {
					t.Errorf("row %d %s: reply lacks %q:\n%s", i+1, r, want, resp.Content)
				}
				stored = append(stored, r.String())
			}
			// a refused row leaves the session as it was
			if got := assistRows(t, h, u.ID, day); !slices.Equal(got, stored) {
				t.Errorf("session rows %q, want %q", got, stored)
			}
		})
	}
}

// TestAssistRankedPractice: a /wordle play game is practice: the assist helps with its rows.
func TestAssistRankedPractice(t *testing.T) {
	h, _, _ := newHarness(t)
	_, g := startPlay(t, h, alice)
	w := chooseRankedWords(t, g.Game.Answer)
	for _, word := range []wordle.Word{w.guess1, w.guess2} {
		if _, err := h.Handle(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", word.String()}, opt{"game", "play"})); err != nil {
			t.Fatal(err)
		}
	}
	for _, r := range []wordle.Row{scored(w.guess1, w.answer), scored(w.guess2, w.answer)} {
		if _, err := h.Handle(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "assist", opt{"guess", r.Guess.String()}, opt{"feedback", r.Feedback.String()})); err != nil {
			t.Errorf("assist %s of a play game: %v, want an answer", r, err)
		}
	}
}

// TestAssistRankedKorean: the refusal in Korean, as the player reads it.
func TestAssistRankedKorean(t *testing.T) {
	h, _, _ := newHarness(t)
	_, g := openDaily(t, h, alice, "2026-11-22")
	w := chooseRankedWords(t, g.Game.Answer)
	guessDailyCmd(t, h, alice, w.guess1)
	r := scored(w.guess1, w.answer)
	h.WantCode(t, commandtest.CommandIn(alice, discordgo.Korean, "wordle", "assist", opt{"guess", r.Guess.String()}, opt{"feedback", r.Feedback.String()}),
		router.Forbidden, "진행 중인 내 순위전 워들 게임에서 나온 것이라, 그 게임이 끝날 때까지 kibitz는 분석하지 않습니다.\n먼저 게임을 끝내세요. 연습 게임은 언제든 분석할 수 있습니다")
}

// TestDailyPlayingIndex: a daily is in the index of games in progress from a guess that leaves it open
// until the guess that ends it, or the sweep that closes it missed.
func TestDailyPlayingIndex(t *testing.T) {
	h, clock, c := newHarness(t)
	ctx := context.Background()
	playing := func(u *discordgo.User) string { return strings.Join(c.Playing(ctx, playingIndex, u.ID), " ") }
	_, ga := openDaily(t, h, alice, "2026-11-22")
	_, gb := openDaily(t, h, bob, "2026-11-22")
	if got := playing(alice); got != "" {
		t.Errorf("a daily opened without a guess is in progress: %q", got)
	}
	w := chooseRankedWords(t, ga.Game.Answer)
	guessDailyCmd(t, h, alice, w.guess1)
	guessDailyCmd(t, h, bob, w.guess1)
	if got, want := playing(alice), dailyKey("g", alice.ID, "2026-11-22"); got != want {
		t.Errorf("after a guess: in progress %q, want %q", got, want)
	}
	guessDailyCmd(t, h, alice, ga.Game.Answer)
	if got := playing(alice); got != "" {
		t.Errorf("after the win: in progress %q, want none", got)
	}
	clock.Advance(15*time.Hour + commands.PressGrace) // 2026-11-23 01:00: bob's daily closes; and it has settled
	if got, want := playing(bob), dailyKey("g", bob.ID, "2026-11-22"); got != want {
		t.Errorf("before the sweep: bob's in progress %q, want %q", got, want)
	}
	c.sweepDailies(ctx)
	if got := playing(bob); got != "" || !gameIn(t, h, dailyKey("g", bob.ID, "2026-11-22")).Missed {
		t.Errorf("after the sweep: bob's in progress %q, want none; answer %s", got, gb.Game.Answer)
	}
}

// TestRefuseRankedBeyondTheBound: when the asker's dailies in progress were more than were read (all
// false), the assist declines any rows, as one of the dailies unread could be theirs; with all read, rows
// of none of them go ahead.
func TestRefuseRankedBeyondTheBound(t *testing.T) {
	h, err := wordle.Parse("crane=bbbbb")
	if err != nil {
		t.Fatal(err)
	}
	if err := refuseRanked(h, nil, true); err != nil {
		t.Errorf("no daily in progress, all read: %v, want none", err)
	}
	if _, ok := router.AsUserError(refuseRanked(h, nil, false)); !ok {
		t.Errorf("dailies in progress beyond those read: %v, want a refusal", refuseRanked(h, nil, false))
	}
}
