package wordle

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/solvers/wordle"
	"kibitz/storage"
)

var carol = commandtest.User("103")

// setChallenge runs /wordle challenge word:word as u in guild "g" and returns the setter's reply and
// the challenge's id, checking that the channel's message names no letter of the word.
func setChallenge(t *testing.T, h *commandtest.Harness, u *discordgo.User, locale discordgo.Locale, word string) (*router.Response, string) {
	t.Helper()
	resp := h.Serve(commandtest.CommandIn(u, locale, "wordle", "challenge", opt{"word", word}))
	if !resp.Private || len(resp.Followups) != 1 {
		t.Fatalf("challenge: private %v, %d followups: %q", resp.Private, len(resp.Followups), resp.Content)
	}
	pub := resp.Followups[0]
	if pub.Private || strings.Contains(strings.ToLower(pub.Content), word) {
		t.Errorf("the channel's message is private or shows the word:\n%s", pub.Content)
	}
	bs := commandtest.Buttons(pub)
	if len(bs) != 3 {
		t.Fatalf("the channel's message has buttons %+v, want Play, Play in hard mode and Results", bs)
	}
	id := strings.TrimSuffix(strings.TrimPrefix(bs[0].CustomID, "wdl1/c/"), "/play")
	for i, suffix := range []string{"/play", "/hard", "/results"} {
		if bs[i].CustomID != "wdl1/c/"+id+suffix {
			t.Errorf("button %d: %q, want %q", i+1, bs[i].CustomID, "wdl1/c/"+id+suffix)
		}
	}
	return resp, id
}

// chalGuess submits word in u's game of challenge id.
func chalGuess(h *commandtest.Harness, u *discordgo.User, id, word string) *router.Response {
	return h.Serve(submit(u, discordgo.EnglishUS, "g", "wdl1/c/"+id+"/word", word))
}

func TestChallengePlayedByTwo(t *testing.T) {
	h, _, _ := newHarness(t)
	resp, id := setChallenge(t, h, alice, discordgo.EnglishUS, "crane")
	if !strings.Contains(resp.Content, "Your challenge **CRANE** is set for this channel") {
		t.Errorf("setter's reply:\n%s", resp.Content)
	}
	if pub := resp.Followups[0].Content; !strings.HasPrefix(pub, "<@101> set a Wordle challenge!") || !strings.Contains(pub, "<t:") {
		t.Errorf("channel's message:\n%s", pub)
	}
	// The setter cannot play.
	h.WantCode(t, commandtest.PressIn(alice, discordgo.EnglishUS, "wdl1/c/"+id+"/play"), router.Forbidden, "You set this challenge")
	h.WantCode(t, commandtest.PressIn(alice, discordgo.Korean, "wdl1/c/"+id+"/hard"), router.Forbidden, "내가 낸 도전")

	// bob plays in normal mode, carol in hard mode, each on a private board of their own.
	rb := h.Serve(commandtest.PressIn(bob, discordgo.EnglishUS, "wdl1/c/"+id+"/play"))
	rc := h.Serve(commandtest.PressIn(carol, discordgo.EnglishUS, "wdl1/c/"+id+"/hard"))
	for _, r := range []*router.Response{rb, rc} {
		if !r.Private || r.Update || !strings.Contains(r.Content, "**kibitz Wordle challenge** set by <@101>") ||
			commandtest.ButtonWithLabel(t, r, "Guess").CustomID != "wdl1/c/"+id+"/guess" {
			t.Fatalf("a player's game: private %v, update %v\n%s", r.Private, r.Update, r.Content)
		}
	}
	if !strings.Contains(rc.Content, "(hard mode)") || strings.Contains(rb.Content, "(hard mode)") {
		t.Errorf("modes: bob\n%s\ncarol\n%s", rb.Content, rc.Content)
	}
	answer := mustWord(t, "crane")
	misses := missWords(t, answer, 7)
	rb = submitGuess(t, h, bob, rb, misses[0])
	if !rb.Update || len(rb.Followups) != 0 || gameIn(t, h, chalGameKey(id, bob.ID)).Game.Hard {
		t.Fatalf("bob's first guess: %+v", rb)
	}
	for _, w := range misses[:5] {
		rc = submitGuess(t, h, carol, rc, w)
	}
	// Their last guesses at the same instant: both results reach the challenge.
	var wg sync.WaitGroup
	wg.Go(func() { rb = chalGuess(h, bob, id, "crane") })
	wg.Go(func() { rc = chalGuess(h, carol, id, misses[5]) })
	wg.Wait()
	for who, r := range map[string]*router.Response{"bob": rb, "carol": rc} {
		if len(r.Followups) != 1 || r.Followups[0].Private || len(commandtest.Buttons(r)) != 0 {
			t.Fatalf("%s's last guess: %d followups, buttons %v\n%s", who, len(r.Followups), commandtest.Buttons(r), r.Content)
		}
		if low := strings.ToLower(r.Followups[0].Content); strings.Contains(low, "crane") || strings.Contains(low, misses[0]) {
			t.Errorf("%s's share shows letters:\n%s", who, r.Followups[0].Content)
		}
	}
	if got := rb.Followups[0].Content; got != "<@102> finished <@101>'s challenge:\nkibitz Wordle challenge 2/6\n\n⬛⬛⬛⬛⬛\n🟩🟩🟩🟩🟩" {
		t.Errorf("bob's share:\n%s", got)
	}
	if got := rc.Followups[0].Content; !strings.HasPrefix(got, "<@103> finished <@101>'s challenge:\nkibitz Wordle challenge X/6*\n\n") {
		t.Errorf("carol's share:\n%s", got)
	}
	if !strings.Contains(rb.Content, "You found **CRANE**") || !strings.Contains(rc.Content, "the word was **CRANE**") {
		t.Errorf("the players' own boards:\n%s\n%s", rb.Content, rc.Content)
	}

	// One try each: a finished game takes no more guesses and shares nothing more.
	h.WantCode(t, submit(bob, discordgo.EnglishUS, "g", "wdl1/c/"+id+"/word", "crane"), router.Conflict, "played this challenge already")
	h.WantCode(t, commandtest.PressIn(bob, discordgo.EnglishUS, "wdl1/c/"+id+"/guess"), router.Conflict, "already")
	again := h.Serve(commandtest.PressIn(bob, discordgo.EnglishUS, "wdl1/c/"+id+"/hard"))
	if len(again.Followups) != 0 || len(commandtest.Buttons(again)) != 0 || !strings.Contains(again.Content, "2/6") || strings.Contains(again.Content, "(hard mode)") {
		t.Errorf("Play on a finished game:\n%s", again.Content)
	}

	// The setter's Results: both, best first, squares only.
	res := h.Serve(commandtest.PressIn(alice, discordgo.EnglishUS, "wdl1/c/"+id+"/results"))
	want := "**<@101>'s Wordle challenge**, ends <t:"
	if !res.Private || !strings.HasPrefix(res.Content, want) ||
		!strings.Contains(res.Content, "2 players finished it (best first, squares only):\n\n1. <@102> 2/6 in less than a second\n⬛⬛⬛⬛⬛\n🟩🟩🟩🟩🟩\n\n2. <@103> X/6* in less than a second\n") {
		t.Errorf("results:\n%s", res.Content)
	}
	if low := strings.ToLower(res.Content); strings.Contains(low, "crane") {
		t.Errorf("results show the word:\n%s", res.Content)
	}
	ko := h.Serve(commandtest.PressIn(alice, discordgo.Korean, "wdl1/c/"+id+"/results"))
	if !strings.Contains(ko.Content, "<@101> 님의 워들 도전") || !strings.Contains(ko.Content, "2명이 마쳤습니다") {
		t.Errorf("Korean results:\n%s", ko.Content)
	}
}

func TestChallengeModeBeforeFirstGuess(t *testing.T) {
	h, _, _ := newHarness(t)
	_, id := setChallenge(t, h, alice, discordgo.EnglishUS, "crane")
	h.Serve(commandtest.PressIn(bob, discordgo.EnglishUS, "wdl1/c/"+id+"/play"))
	h.Serve(commandtest.PressIn(bob, discordgo.EnglishUS, "wdl1/c/"+id+"/hard"))
	if !gameIn(t, h, chalGameKey(id, bob.ID)).Game.Hard {
		t.Fatal("Play in hard mode before the first guess left the game in normal mode")
	}
	green, ignores := hardWords(t, mustWord(t, "crane"))
	chalGuess(h, bob, id, green)
	h.WantCode(t, submit(bob, discordgo.EnglishUS, "g", "wdl1/c/"+id+"/word", ignores), router.Invalid, "Hard mode", "/wordle guess")
	// After the first guess, Play shows the game as it is, and says that it keeps its mode.
	resp := h.Serve(commandtest.PressIn(bob, discordgo.EnglishUS, "wdl1/c/"+id+"/play"))
	if g := gameIn(t, h, chalGameKey(id, bob.ID)); !g.Game.Hard || len(g.Game.Guesses) != 1 || !strings.Contains(resp.Content, "Guess 2 of 6") ||
		!strings.Contains(resp.Content, "your game stays in hard mode") {
		t.Errorf("Play after the first guess: %+v\n%s", g.Game, resp.Content)
	}
	if ko := h.Serve(commandtest.PressIn(bob, discordgo.Korean, "wdl1/c/"+id+"/play")); !strings.Contains(ko.Content, "하드 모드로 계속됩니다") {
		t.Errorf("Play after the first guess, in Korean:\n%s", ko.Content)
	}
	// The mode the game has, asked again, needs no word.
	if same := h.Serve(commandtest.PressIn(bob, discordgo.EnglishUS, "wdl1/c/"+id+"/hard")); strings.Contains(same.Content, "stays in") {
		t.Errorf("Play in hard mode on a hard game:\n%s", same.Content)
	}
}

func TestChallengeWordChecked(t *testing.T) {
	h, _, _ := newHarness(t)
	h.WantCode(t, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "challenge", opt{"word", "crnae"}), router.Invalid,
		"CRNAE is not in kibitz's word list", "cannot be a challenge", "Closest words: CRANE", "/wordle challenge word:")
	h.WantCode(t, commandtest.CommandIn(alice, discordgo.Korean, "wordle", "challenge", opt{"word", "crnae"}), router.Invalid,
		"도전으로 낼 수 없습니다", "가장 가까운 단어: CRANE", "/워들 도전 단어:")
	h.WantCode(t, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "challenge", opt{"word", "qxqxq"}), router.Invalid,
		"QXQXQ is not in kibitz's word list", "no word in the list is close")
	h.WantCode(t, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "challenge", opt{"word", "cranes"}), router.Invalid, "five-letter")
	h.WantCode(t, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "challenge", opt{"word", "ｃｒ４ｎｅ"}), router.Invalid, "`ｃｒ４ｎｅ` has `４`")
	h.WantCode(t, commandtest.InGuild(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "challenge", opt{"word", "crane"}), ""), router.Invalid, "server's channel")
	// A word that can be guessed but is never an answer makes a challenge too, in any case.
	d := testDictionary()
	guessOnly := d.Words()[d.NumAnswers()].String()
	_, id := setChallenge(t, h, alice, discordgo.EnglishUS, " "+strings.ToUpper(guessOnly)+" ")
	h.Serve(commandtest.PressIn(bob, discordgo.EnglishUS, "wdl1/c/"+id+"/play"))
	if r := chalGuess(h, bob, id, guessOnly); len(r.Followups) != 1 || !strings.Contains(r.Followups[0].Content, "1/6") {
		t.Errorf("guess-only challenge word: %q", r.Content)
	}
}

// TestChallengeSetWhere: the setter is told where the challenge is set in the words of the place: a
// channel in a server, a chat in a group DM.
func TestChallengeSetWhere(t *testing.T) {
	h, _, _ := newHarness(t)
	for _, tc := range []struct {
		in        *discordgo.Interaction
		want, not string
	}{
		{commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "challenge", opt{"word", "crane"}), "set for this channel", "chat"},
		{commandtest.InGroupDM(commandtest.CommandIn(bob, discordgo.EnglishUS, "wordle", "challenge", opt{"word", "crane"}), "gdm"), "set for this chat", "channel"},
		{commandtest.InGroupDM(commandtest.CommandIn(carol, discordgo.Korean, "wordle", "challenge", opt{"word", "crane"}), "gdm2"), "이 대화방에 도전을 냈습니다", "채널"},
	} {
		resp := h.Serve(tc.in)
		if !resp.Private || !strings.Contains(resp.Content, tc.want) || strings.Contains(resp.Content, tc.not) {
			t.Errorf("%q: want it private, with %q and without %q", resp.Content, tc.want, tc.not)
		}
	}
}

// TestChallengeDoneWhere: a player who finishes a challenge is told where the result was shared in the
// words of the place, as the setter is: the channel in a server, this chat in a group DM.
func TestChallengeDoneWhere(t *testing.T) {
	for _, tc := range []struct {
		name      string
		group     bool
		locale    discordgo.Locale
		want, not string
	}{
		{"server", false, discordgo.EnglishUS, "Your result (1/6) was shared in the channel as squares only", "chat"},
		{"group DM", true, discordgo.EnglishUS, "Your result (1/6) was shared in this chat as squares only", "channel"},
		{"group DM, Korean", true, discordgo.Korean, "이 대화방에 공유되었습니다", "채널"},
		{"group DM, Spanish", true, discordgo.SpanishES, "este chat", "canal"},
		{"group DM, Japanese", true, discordgo.Japanese, "このチャット", "チャンネル"},
		{"group DM, Portuguese", true, discordgo.PortugueseBR, "neste chat", "canal"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, _, _ := newHarness(t)
			place := func(in *discordgo.Interaction) *discordgo.Interaction {
				if tc.group {
					return commandtest.InGroupDM(in, "gdm")
				}
				return in
			}
			set := h.Serve(place(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "challenge", opt{"word", "crane"})))
			if len(set.Followups) != 1 {
				t.Fatalf("challenge: %q", set.Content)
			}
			id := strings.TrimSuffix(strings.TrimPrefix(commandtest.Buttons(set.Followups[0])[0].CustomID, "wdl1/c/"), "/play")
			h.Serve(place(commandtest.PressIn(bob, tc.locale, "wdl1/c/"+id+"/play")))
			in := submit(bob, tc.locale, "g", "wdl1/c/"+id+"/word", "crane")
			if tc.group {
				in = commandtest.InGroupDM(in, "gdm")
			}
			resp := h.Serve(in)
			if len(resp.Followups) != 1 || !strings.Contains(resp.Content, tc.want) || strings.Contains(resp.Content, tc.not) {
				t.Errorf("%d followups, reply %q: want %q and no %q", len(resp.Followups), resp.Content, tc.want, tc.not)
			}
		})
	}
}

func TestChallengeExpires(t *testing.T) {
	h, clock, _ := newHarness(t)
	_, id := setChallenge(t, h, alice, discordgo.EnglishUS, "crane")
	clock.Advance(23 * time.Hour)
	resp := h.Serve(commandtest.PressIn(bob, discordgo.EnglishUS, "wdl1/c/"+id+"/play"))
	if !strings.Contains(resp.Content, "The challenge ends <t:") {
		t.Errorf("a game started an hour before the end:\n%s", resp.Content)
	}
	chalGuess(h, bob, id, missWords(t, mustWord(t, "crane"), 1)[0])
	clock.Advance(time.Hour) // 24 hours after it was set
	h.WantCode(t, submit(bob, discordgo.EnglishUS, "g", "wdl1/c/"+id+"/word", "crane"), router.Conflict, "has ended", "24 hours")
	h.WantCode(t, commandtest.PressIn(bob, discordgo.EnglishUS, "wdl1/c/"+id+"/guess"), router.Conflict, "has ended")
	h.WantCode(t, commandtest.PressIn(carol, discordgo.EnglishUS, "wdl1/c/"+id+"/play"), router.Conflict, "has ended")
	h.WantCode(t, commandtest.PressIn(carol, discordgo.Korean, "wdl1/c/"+id+"/hard"), router.Conflict, "24시간")
	if n := len(gameIn(t, h, chalGameKey(id, bob.ID)).Game.Guesses); n != 1 {
		t.Errorf("guesses after the end: %d, want 1", n)
	}
	if res := h.Serve(commandtest.PressIn(alice, discordgo.EnglishUS, "wdl1/c/"+id+"/results")); !strings.Contains(res.Content, "ended:\nNobody has finished it yet.") {
		t.Errorf("results after the end:\n%s", res.Content)
	}
}

func TestChallengeForgedButtons(t *testing.T) {
	h, _, _ := newHarness(t)
	_, id := setChallenge(t, h, alice, discordgo.EnglishUS, "crane")
	h.WantCode(t, commandtest.InGuild(commandtest.PressIn(bob, discordgo.EnglishUS, "wdl1/c/"+id+"/play"), "h"), router.NotFound, "set somewhere else")
	h.WantCode(t, commandtest.InGuild(commandtest.PressIn(bob, discordgo.EnglishUS, "wdl1/c/"+id+"/results"), "h"), router.NotFound, "no such challenge")
	h.WantCode(t, commandtest.PressIn(bob, discordgo.EnglishUS, "wdl1/c/nope/play"), router.NotFound, "no such challenge")
	// a guess before Play: the challenge is there, the game is not (TestChallengeGuessWithoutAGame)
	h.WantCode(t, commandtest.PressIn(bob, discordgo.EnglishUS, "wdl1/c/"+id+"/guess"), router.NotFound, "You have not started this challenge")
	h.WantCode(t, submit(bob, discordgo.EnglishUS, "g", "wdl1/c/"+id+"/word", "crane"), router.NotFound, "You have not started this challenge")
}

func TestChallengeKorean(t *testing.T) {
	h, _, _ := newHarness(t)
	resp, id := setChallenge(t, h, alice, discordgo.Korean, "crane")
	if !strings.Contains(resp.Content, "이 채널에 도전을 냈습니다: **CRANE**") || len(commandtest.Buttons(resp)) != 1 {
		t.Errorf("Korean setter's reply:\n%s", resp.Content)
	}
	pub := resp.Followups[0]
	if !strings.HasPrefix(pub.Content, "<@101> 님이 워들 도전을 냈습니다!") || commandtest.Buttons(pub)[0].Label != "도전하기" {
		t.Errorf("Korean channel message:\n%s %+v", pub.Content, commandtest.Buttons(pub))
	}
	r := h.Serve(commandtest.PressIn(bob, discordgo.Korean, "wdl1/c/"+id+"/play"))
	if !strings.Contains(r.Content, "**kibitz 워들 도전**: <@101> 님이 낸 단어") || !strings.Contains(r.Content, "도전은 <t:") {
		t.Errorf("Korean game:\n%s", r.Content)
	}
	r = h.Serve(submit(bob, discordgo.Korean, "g", "wdl1/c/"+id+"/word", "crane"))
	if len(r.Followups) != 1 || !strings.HasPrefix(r.Followups[0].Content, "<@102> 님이 <@101> 님의 도전을 마쳤습니다:\nkibitz Wordle challenge 1/6") ||
		!strings.Contains(r.Content, "글자 없이 네모로만") {
		t.Errorf("Korean finish:\n%s\n%+v", r.Content, r.Followups)
	}
}

func TestChallengeSimultaneousLastGuessSharesOnce(t *testing.T) {
	h, _, _ := newHarness(t)
	_, id := setChallenge(t, h, alice, discordgo.EnglishUS, "crane")
	h.Serve(commandtest.PressIn(bob, discordgo.EnglishUS, "wdl1/c/"+id+"/play"))
	misses := missWords(t, mustWord(t, "crane"), 9)
	for _, m := range misses[:5] {
		chalGuess(h, bob, id, m)
	}
	var wg sync.WaitGroup
	resps := make([]*router.Response, 4)
	for i := range resps {
		wg.Go(func() { resps[i] = chalGuess(h, bob, id, misses[5+i]) })
	}
	wg.Wait()
	shares := 0
	for _, r := range resps {
		shares += len(r.Followups)
	}
	var ch challenge
	if err := storage.GetJSON(context.Background(), h.Store, chalKey(id), &ch); err != nil {
		t.Fatal(err)
	}
	if shares != 1 || len(ch.Results) != 1 || ch.Results[0].User != bob.ID || len(ch.Results[0].Rows) != 6 {
		t.Errorf("%d shares, results %+v; want one of six rows", shares, ch.Results)
	}
}

func TestChallengeGuessByCommand(t *testing.T) {
	h, clock, _ := newHarness(t)
	_, id := setChallenge(t, h, alice, discordgo.EnglishUS, "crane")
	_, p := startPlay(t, h, bob)
	clock.Advance(time.Minute)
	h.Serve(commandtest.PressIn(bob, discordgo.EnglishUS, "wdl1/c/"+id+"/play"))
	var neither []string // words that miss both answers
	for _, w := range missWords(t, mustWord(t, "crane"), 200) {
		if x := mustWord(t, w); wordle.Score(x, p.Game.Answer) == 0 {
			neither = append(neither, w)
		}
	}
	// Without game:, the challenge opened last is the one guessed in; then the play game, once named.
	h.Serve(commandtest.CommandIn(bob, discordgo.EnglishUS, "wordle", "guess", opt{"word", neither[0]}))
	clock.Advance(time.Minute)
	h.Serve(commandtest.CommandIn(bob, discordgo.EnglishUS, "wordle", "guess", opt{"word", neither[1]}, opt{"game", "play"}))
	if c, pl := len(gameIn(t, h, chalGameKey(id, bob.ID)).Game.Guesses), len(gameIn(t, h, "wdlp:"+bob.ID).Game.Guesses); c != 1 || pl != 1 {
		t.Fatalf("challenge %d guesses, play %d; want 1 and 1", c, pl)
	}
	resp := h.Serve(commandtest.CommandIn(bob, discordgo.EnglishUS, "wordle", "guess", opt{"word", "crane"}, opt{"game", "challenge"}))
	if resp.Update || len(resp.Followups) != 1 || !strings.Contains(resp.Followups[0].Content, "kibitz Wordle challenge 2/6") {
		t.Errorf("challenge won by command: update %v\n%s\n%+v", resp.Update, resp.Content, resp.Followups)
	}
	h.WantCode(t, commandtest.CommandIn(carol, discordgo.EnglishUS, "wordle", "guess", opt{"word", "crane"}, opt{"game", "challenge"}), router.NotFound, "no challenge open")
	h.WantCode(t, commandtest.CommandIn(carol, discordgo.Korean, "wordle", "guess", opt{"word", "crane"}, opt{"game", "challenge"}), router.NotFound, "연 도전이 없습니다")
	// elsewhere (here a DM with kibitz), the challenge of the server is not open
	h.WantCode(t, commandtest.InBotDM(commandtest.CommandIn(bob, discordgo.EnglishUS, "wordle", "guess", opt{"word", "crane"}, opt{"game", "challenge"})), router.NotFound, "no challenge open here")
}

// TestChallengeGuessWithoutAGame: a guess in a challenge by someone with no game of it says why: the
// setter's own challenge, or one not started yet; only a challenge that is gone is called gone.
func TestChallengeGuessWithoutAGame(t *testing.T) {
	h, _, _ := newHarness(t)
	_, id := setChallenge(t, h, alice, discordgo.EnglishUS, "crane")
	for _, tc := range []struct {
		name string
		in   *discordgo.Interaction
		code router.Code
		want string
	}{
		{"the setter's form", submit(alice, discordgo.EnglishUS, "g", "wdl1/c/"+id+"/word", "slate"), router.Forbidden, "You set this challenge"},
		{"the setter's button", commandtest.PressIn(alice, discordgo.EnglishUS, "wdl1/c/"+id+"/guess"), router.Forbidden, "You set this challenge"},
		{"not started", submit(bob, discordgo.EnglishUS, "g", "wdl1/c/"+id+"/word", "slate"), router.NotFound, "You have not started this challenge: press Play"},
		{"not started, the button", commandtest.PressIn(bob, discordgo.Korean, "wdl1/c/"+id+"/guess"), router.NotFound, "아직 이 도전을 시작하지 않았습니다"},
		{"gone", submit(bob, discordgo.EnglishUS, "g", "wdl1/c/nosuch/word", "slate"), router.NotFound, "There is no such challenge here"},
	} {
		t.Run(tc.name, func(t *testing.T) { h.WantCode(t, tc.in, tc.code, tc.want) })
	}
}

// TestChallengeNotTheDailyWord: a player who has finished today's daily here cannot set its word as a
// challenge (it would hand the ranked daily to everyone who played the challenge first), and is told why;
// a setter who has not finished it is refused nothing, the word of the day included, since a refusal would
// tell them the word; another place's word of the day is no concern here.
func TestChallengeNotTheDailyWord(t *testing.T) {
	h, _, c := newHarness(t)
	ctx := context.Background()
	word, err := c.dailyAnswer(ctx, "g", c.today())
	if err != nil {
		t.Fatal(err)
	}
	// bob has not played: setting the word of the day says nothing of it.
	if resp, _ := setChallenge(t, h, bob, discordgo.EnglishUS, word.String()); strings.Contains(resp.Content, "word of the day") {
		t.Errorf("a setter who has not played the daily is told the word of the day: %q", resp.Content)
	}
	h.Command(alice, discordgo.EnglishUS, "wordle", "daily")
	guessDailyCmd(t, h, alice, word)
	h.WantCode(t, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "challenge", opt{"word", word.String()}), router.Invalid,
		strings.ToUpper(word.String())+" is today's word of the day here, which you have played", "Choose another word")
	h.WantCode(t, commandtest.CommandIn(alice, discordgo.Korean, "wordle", "challenge", opt{"word", word.String()}), router.Invalid,
		"오늘의 단어", "다른 단어를 고르세요")
	// Another word, and the same word in a group DM, whose word of the day is its own, are challenges.
	setChallenge(t, h, alice, discordgo.EnglishUS, "crane")
	if other, _ := c.dailyAnswer(ctx, "cgdm", c.today()); other == word {
		t.Fatal("the group DM's word of the day is the server's: pick another scope")
	}
	if resp := h.Serve(commandtest.InGroupDM(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "challenge", opt{"word", word.String()}), "gdm")); !strings.Contains(resp.Content, "set for this chat") {
		t.Errorf("the word in a group DM: %q", resp.Content)
	}
}

// TestChallengeResultsRankByResult: Results ranks by the result it shows, fewest guesses, then the time
// from Play to the end in whole seconds, as the day's board does, and players equal in both share a rank
// (1, 1, 3), listed by who finished first. carol and dave took 2½ minutes for 2 guesses, bob, who
// finished first, 3 minutes 20 seconds; erin missed.
func TestChallengeResultsRankByResult(t *testing.T) {
	dave, erin := commandtest.User("104"), commandtest.User("105")
	h, clock, _ := newHarness(t)
	_, id := setChallenge(t, h, alice, discordgo.EnglishUS, "crane")
	misses := missWords(t, mustWord(t, "crane"), 6)
	play := func(u *discordgo.User) { h.Serve(commandtest.PressIn(u, discordgo.EnglishUS, "wdl1/c/"+id+"/play")) }
	play(bob) // 0 s
	play(erin)
	chalGuess(h, bob, id, misses[0])
	clock.Advance(100 * time.Second)
	play(carol) // 100 s
	clock.Advance(10 * time.Second)
	play(dave) // 110 s
	clock.Advance(90 * time.Second)
	chalGuess(h, bob, id, "crane") // 200 s: 3 minutes 20 seconds
	for _, w := range misses {
		chalGuess(h, erin, id, w) // 200 s: missed
	}
	clock.Advance(50 * time.Second)
	chalGuess(h, carol, id, misses[0])
	chalGuess(h, carol, id, "crane") // 250 s: 2 minutes 30 seconds
	clock.Advance(10 * time.Second)
	chalGuess(h, dave, id, misses[1])
	chalGuess(h, dave, id, "crane") // 260 s: 2 minutes 30 seconds

	res := h.Serve(commandtest.PressIn(alice, discordgo.EnglishUS, "wdl1/c/"+id+"/results")).Content
	var got []string
	for _, line := range strings.Split(res, "\n") {
		if strings.Contains(line, "<@10") && !strings.Contains(line, "challenge") {
			got = append(got, line)
		}
	}
	want := []string{
		"1. <@103> 2/6 in 2 minutes 30 seconds",
		"1. <@104> 2/6 in 2 minutes 30 seconds",
		"3. <@102> 2/6 in 3 minutes 20 seconds",
		"4. <@105> X/6 in 3 minutes 20 seconds",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("results rows:\n%s\nwant:\n%s\nin:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"), res)
	}
}

// TestChallengeResultsTiePastTheRows: when more players share the last rank shown than Results' rows hold,
// a line says how many more share it before the count of the rest, as the day's board says it. A result
// stored before results kept their start shows no time and ranks after those equal in guesses that do.
func TestChallengeResultsTiePastTheRows(t *testing.T) {
	h, clock, _ := newHarness(t)
	_, id := setChallenge(t, h, alice, discordgo.EnglishUS, "crane")
	now := clock.Now()
	var results []chalResult
	for i := range chalShow + 1 {
		results = append(results, chalResult{User: fmt.Sprint(200 + i), Rows: []string{"ggggg"}, Won: true,
			Start: now, At: now.Add(time.Minute + time.Duration(i)*time.Millisecond)})
	}
	// the oldest result, found at the first guess: its time unknown, it ranks after the timed ones
	results = append(results, chalResult{User: "199", Rows: []string{"ggggg"}, Won: true, At: now})
	if _, err := storage.UpdateJSON(context.Background(), h.Store, chalKey(id), chalTTL, func(ch *challenge) (*challenge, error) {
		ch.Results = results
		return ch, nil
	}); err != nil {
		t.Fatal(err)
	}
	res := h.Serve(commandtest.PressIn(alice, discordgo.EnglishUS, "wdl1/c/"+id+"/results")).Content
	for _, want := range []string{
		"1. <@200> 1/6 in 1 minute\n",
		"1. <@209> 1/6 in 1 minute\n",
		"…and 1 more player with the same result, sharing #1.\n…and 1 more player.",
	} {
		if !strings.Contains(res, want) {
			t.Errorf("results lack %q:\n%s", want, res)
		}
	}
	if strings.Contains(res, "<@199>") || strings.Contains(res, "<@210>") {
		t.Errorf("results show more rows than %d:\n%s", chalShow, res)
	}
	if got := resultRank(results[chalShow+1], results[0]); got <= 0 {
		t.Errorf("a result without its time ranks %d against a timed one, want after it", got)
	}
}

// TestChallengeNotYesterdaysDailyWord: until yesterday's daily closes (an hour after midnight), a board of
// it begun before midnight can still be finished, ranked; so a player who finished it cannot set its word
// as a challenge in that hour either (it would hand that ranked daily to whoever plays the challenge
// first). After the closing the word is no daily's any more, and a challenge like any other.
func TestChallengeNotYesterdaysDailyWord(t *testing.T) {
	h, clock, c := newHarness(t)
	clock.Advance(13*time.Hour + 50*time.Minute) // 23:50
	word, err := c.dailyAnswer(context.Background(), "g", c.today())
	if err != nil {
		t.Fatal(err)
	}
	h.Command(alice, discordgo.EnglishUS, "wordle", "daily")
	guessDailyCmd(t, h, alice, word)
	challenge := commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "challenge", opt{"word", word.String()})
	// sent at 23:59:59 and handled just after midnight: judged at its arrival, it is today's word
	midnight := clock.Now().Add(10 * time.Minute)
	clock.Advance(10*time.Minute + time.Second)
	if resp := servedAt(h, clock, midnight.Add(-time.Second), challenge); !strings.Contains(resp.Content, "is today's word of the day here") {
		t.Errorf("the challenge sent before midnight: %q, want it refused as today's word", resp.Content)
	}
	clock.Advance(10 * time.Minute) // 00:10: yesterday's daily is in its hour of grace
	h.WantCode(t, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "challenge", opt{"word", word.String()}), router.Invalid,
		strings.ToUpper(word.String())+" is yesterday's word of the day here, which you have played", "Choose another word")
	// sent at 00:59:59 and handled after the closing: judged at its arrival, yesterday's daily is still open
	clock.Advance(50*time.Minute + time.Second)
	if resp := servedAt(h, clock, closing(formatDay(dayOf(midnight.Add(-time.Hour)))).Add(-time.Second), challenge); !strings.Contains(resp.Content, "is yesterday's word of the day here") {
		t.Errorf("the challenge sent before the closing: %q, want it refused as yesterday's word", resp.Content)
	}
	clock.Advance(10 * time.Minute) // 01:10: it has closed
	setChallenge(t, h, alice, discordgo.EnglishUS, word.String())
}
