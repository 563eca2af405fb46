package nim

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/nim"
)

// Moves, hints and kibitz's play; the menus of large heaps; the game in Korean.

func TestHintMatchesSolver(t *testing.T) {
	for _, tc := range []struct {
		heaps, moves string
		misere       bool
	}{
		{"3 4 5", "", false},
		{"1 2 3", "", false},
		{"1 1 1", "", true},
		{"1 1", "", true},
		{"2 1 1", "", true},
		{"7 9 12 3", "1-3", false},
		{"10 11", "1,2,5", false},
		{"6 7", "2,3", true},
		{"1000000000000 3", "", false},
	} {
		t.Run(tc.heaps+"/"+tc.moves+"/"+strconv.FormatBool(tc.misere), func(t *testing.T) {
			n := newHarness(t)
			extra := []opt{{"misere", tc.misere}}
			if tc.moves != "" {
				extra = append(extra, opt{"moves", tc.moves})
			}
			resp, _ := n.start(tc.heaps, extra, bob)
			heaps, _ := nim.Parse(tc.heaps)
			rule, _ := nim.ParseRule(context.Background(), tc.moves)
			res, err := nim.Solve(context.Background(), heaps, nim.Options{Misere: tc.misere, Rule: rule})
			if err != nil {
				t.Fatal(err)
			}
			// Both players may ask, privately: bob, not to move, too. Someone not playing is refused while
			// this ranked game is played (TestHintOfARankedGameIsForItsPlayers).
			for _, u := range []*discordgo.User{alice, bob} {
				hint := n.press(u, commandtest.ButtonWithLabel(t, resp, "Hint").CustomID)
				if !hint.Private || hint.Update {
					t.Fatalf("hint: private %v update %v", hint.Private, hint.Update)
				}
				var want string
				if res.Win {
					want = fmt.Sprintf("<@101>, can win: take %s from heap %d, leaving `%s`", render.GroupDigits(res.Move.Take), res.Move.Heap+1, heaps.After(res.Move))
				} else {
					want = "<@101>, loses against perfect play"
				}
				if !strings.Contains(hint.Content, want) {
					t.Fatalf("hint %q, want %q", hint.Content, want)
				}
			}
			// The move the hint names is legal, and leaves a position lost for the next player.
			if res.Win {
				after := heaps.After(res.Move)
				if r2, err := nim.Solve(context.Background(), after, nim.Options{Misere: tc.misere, Rule: rule}); err != nil || r2.Win {
					t.Errorf("after the hinted move %v the next player wins (%v)", after, err)
				}
			}
		})
	}
}

func TestHintThreePlayersAndKorean(t *testing.T) {
	n := newHarness(t)
	resp, _ := n.start("1 2", nil, bob, carol)
	hint := n.Serve(n.in(carol, discordgo.Korean, commandtest.ButtonWithLabel(t, resp, "Hint").CustomID))
	if !strings.Contains(hint.Content, "<@101> 님이 이길 수 있습니다") || !strings.Contains(hint.Content, "참가자가 3명이지만") {
		t.Fatalf("Korean hint: %q", hint.Content)
	}
}

// TestKibitzWins checks every first move of a player against kibitz: when it leaves kibitz a winning
// position, kibitz's reply (in the same update) leaves a nim-sum of 0.
func TestKibitzWins(t *testing.T) {
	start := nim.Heaps{3, 4, 6}
	for heap := range start {
		for take := int64(1); take <= start[heap]; take++ {
			n := newHarness(t)
			resp, id := n.start("3 4 6", []opt{{"bot", true}})
			leftLost := nim.Heaps{start[0], start[1], start[2]}
			leftLost[heap] -= take
			resp = n.move(alice, resp, heap+1, take)
			g := n.game(id)
			if g.Last == nil || !g.Last.Player.Bot || g.Phase != phasePlaying || g.Players[g.Turn].ID != alice.ID {
				t.Fatalf("kibitz did not reply to %d:%d: %+v", heap+1, take, g)
			}
			var sum int64
			for _, h := range g.Heaps {
				sum ^= h
			}
			if leftLost[0]^leftLost[1]^leftLost[2] == 0 {
				continue // alice left kibitz a lost position
			}
			if sum != 0 {
				t.Errorf("after %d:%d and kibitz's reply the heaps are %v (nim-sum %d)", heap+1, take, g.Heaps, sum)
			}
			if !strings.Contains(desc(resp), "kibitz took") {
				t.Errorf("log does not show kibitz's move: %q", desc(resp))
			}
		}
	}
}

func TestKibitzPlaysToTheEnd(t *testing.T) {
	// Three players, kibitz second: from 1 2 4 (nim-sum 7) after alice takes 1 from heap 1, kibitz
	// holds a winning position (2 4, nim-sum 6) and takes it. Then bob and alice take stones one by one
	// and kibitz keeps winning; it takes the last stone.
	n := newHarness(t)
	resp, id := n.start("1 2 4", []opt{{"bot", true}}, bob)
	resp = n.move(alice, resp, 1, 1)
	if g := n.game(id); g.Heaps[1]^g.Heaps[2] != 0 || g.Players[g.Turn].ID != bob.ID {
		t.Fatalf("after kibitz: %+v", g)
	}
	for n.game(id).Phase == phasePlaying {
		g := n.game(id)
		me := bob
		if g.Players[g.Turn].ID == alice.ID {
			me = alice
		}
		heap := 0
		for g.Heaps[heap] == 0 {
			heap++
		}
		resp = n.move(me, resp, heap+1, 1)
	}
	if !strings.Contains(resp.Content, "🏆 kibitz took the last stone and wins!") {
		t.Fatalf("end: %q", resp.Content)
	}

	// A rematch turns the order: kibitz moves first, at once when the host starts.
	resp = n.press(alice, commandtest.ButtonWithLabel(t, resp, "Rematch").CustomID)
	n.press(alice, commandtest.ButtonWithLabel(t, resp, "Start").CustomID)
	if g := n.game(id); g.Last == nil || !g.Last.Player.Bot || fmt.Sprint(g.Heaps) != "[1 2 3]" {
		t.Fatalf("rematch with kibitz first: %+v", g)
	}
}

func TestMisereEnd(t *testing.T) {
	n := newHarness(t)
	resp, id := n.start("1 1", []opt{{"misere", true}}, bob)
	if !strings.Contains(desc(resp), "whoever takes the last stone loses") {
		t.Errorf("rules: %q", desc(resp))
	}
	resp = n.move(alice, resp, 1, 1)
	resp = n.move(bob, resp, 2, 1)
	if !strings.Contains(resp.Content, "<@102> took the last stone and loses. 🏆 <@101> wins!") {
		t.Fatalf("misère end: %q", resp.Content)
	}
	if g := n.game(id); g.Winner == nil || g.Winner.ID != alice.ID || g.Loser == nil || g.Loser.ID != bob.ID {
		t.Fatalf("stored: %+v", g)
	}

	// Three players: the one who takes the last stone loses and everyone else wins.
	resp, _ = n.start("1 1 1", []opt{{"misere", true}}, bob, carol)
	resp = n.move(alice, resp, 1, 1)
	resp = n.move(bob, resp, 2, 1)
	resp = n.move(carol, resp, 3, 1)
	if !strings.Contains(resp.Content, "<@103> took the last stone and loses. Everyone else still in the game wins!") {
		t.Fatalf("three-player misère end: %q", resp.Content)
	}
	// The shared win is practice, and the end says so.
	if !strings.Contains(desc(resp), "The loss ranks; the shared win is **practice**") {
		t.Errorf("three-player misère end does not say the shared win is practice:\n%s", desc(resp))
	}

	// Under a move set the game can end with stones left: "the last possible move".
	resp, _ = n.start("3 2", []opt{{"moves", "2"}}, bob)
	resp = n.move(alice, resp, 1, 2)
	resp = n.move(bob, resp, 2, 2)
	if !strings.Contains(resp.Content, "🏆 <@102> made the last possible move and wins!") {
		t.Fatalf("move-set end: %q", resp.Content)
	}
}

// TestHugeHeap plays a heap of a million stones: ranges narrow the menu, and the form takes an
// exact amount.
func TestHugeHeap(t *testing.T) {
	n := newHarness(t)
	resp, id := n.start("1000000 7", nil, bob)
	resp = n.press(alice, commandtest.Selects(resp)[0].CustomID, "1")
	takeMenu := commandtest.Selects(resp)[1]
	if len(takeMenu.Options) != 25 || takeMenu.Options[0].Value != "1-41667" || takeMenu.Options[24].Value != "type" {
		t.Fatalf("take menu: %d options, first %q, last %q", len(takeMenu.Options), takeMenu.Options[0].Value, takeMenu.Options[len(takeMenu.Options)-1].Value)
	}
	if o := takeMenu.Options[23]; o.Value != "958342-1000000" {
		t.Errorf("last range %q", o.Value)
	}
	// Narrow twice, widen again.
	resp = n.press(alice, takeMenu.CustomID, "958342-1000000")
	takeMenu = commandtest.Selects(resp)[1]
	if takeMenu.Options[0].Value != "all" || takeMenu.Options[1].Value != "958342-960153" || takeMenu.Options[24].Value != "type" {
		t.Fatalf("narrowed: %v", takeMenu.Options)
	}
	// Two narrowings more (ranges of 79, then of 4) reach single amounts.
	for level := 2; strings.Contains(takeMenu.Options[1].Value, "-"); level++ {
		if level > 4 || len(takeMenu.Options) > 25 {
			t.Fatalf("narrowed %d times: %v", level, takeMenu.Options)
		}
		resp = n.press(alice, takeMenu.CustomID, takeMenu.Options[1].Value)
		takeMenu = commandtest.Selects(resp)[1]
	}
	if takeMenu.Options[1].Label != "Take 958,342 (leaves 41,658)" {
		t.Fatalf("narrowed to single amounts: %v", takeMenu.Options)
	}
	resp = n.press(alice, takeMenu.CustomID, "all")
	if commandtest.Selects(resp)[1].Options[0].Value != "1-41667" {
		t.Fatalf("widened: %v", commandtest.Selects(resp)[1].Options[0])
	}
	// The exact amount: others get no form; alice's is checked.
	takeMenu = commandtest.Selects(resp)[1]
	n.wantErr(n.in(bob, discordgo.EnglishUS, takeMenu.CustomID, "type"), router.Forbidden, "Wait for your turn")
	form := n.press(alice, takeMenu.CustomID, "type")
	if form.Modal == nil || form.Modal.Title != "Take from heap 1" {
		t.Fatalf("form: %+v", form)
	}
	input := form.Modal.Components[0].(discordgo.ActionsRow).Components[0].(discordgo.TextInput)
	if input.Placeholder != "1 to 1,000,000" || len(input.Label) > 45 || len(form.Modal.Title) > 45 {
		t.Errorf("input %+v", input)
	}
	if r := n.submit(alice, form.Modal.CustomID, "1,000,001"); !r.Private || !strings.Contains(r.Content, "Heap 1 has only 1,000,000 stones: you cannot take 1,000,001.") {
		t.Fatalf("too many: %q", r.Content)
	}
	resp = n.submit(alice, form.Modal.CustomID, "123,456")
	if g := n.game(id); !resp.Update || g.Heaps[0] != 1000000-123456 || g.Players[g.Turn].ID != bob.ID {
		t.Fatalf("after the form: %+v", g)
	}
	if r := n.submit(alice, form.Modal.CustomID, "1"); !r.Private || !strings.Contains(r.Content, "Wait for your turn") {
		t.Fatalf("form sent again: %q", r.Content)
	}
	decodes(t, resp)

	// The largest heap works the same.
	resp, _ = n.start("9223372036854775807", nil, bob)
	resp = n.press(alice, commandtest.Selects(resp)[0].CustomID, "1")
	opts := commandtest.Selects(resp)[1].Options
	if len(opts) != 25 || opts[23].Value != "8839064868652493499-9223372036854775807" {
		t.Fatalf("largest heap: %d options, %q", len(opts), opts[len(opts)-2].Value)
	}
	for _, o := range opts {
		if len(o.Label) > 100 || len(o.Value) > 100 {
			t.Errorf("option too long: %+v", o)
		}
	}
}

func TestTakeOptions(t *testing.T) {
	rule := func(s string) nim.Rule {
		r, err := nim.ParseRule(context.Background(), s)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	for _, tc := range []struct {
		rule   string
		h      int64
		lo, hi int64
		want   string
	}{
		{"any", 3, 0, 0, "1 2 3"},
		{"any", 25, 0, 0, "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25"},
		{"any", 26, 0, 0, "1-2 3-4 5-6 7-8 9-10 11-12 13-14 15-16 17-18 19-20 21-22 23-24 25-26 type"},
		{"1-3", 100, 0, 0, "1 2 3"},
		{"2,5,7", 6, 0, 0, "2 5"},
		{"any", 30, 3, 4, "all 3 4"},
		{"any", 30, 25, 30, "all 25 26 27 28 29 30"},
	} {
		var got []string
		for _, o := range takeOptions(rule(tc.rule), tc.h, tc.lo, tc.hi, i18n.English) {
			got = append(got, o.Value)
		}
		if s := strings.Join(got, " "); s != tc.want {
			t.Errorf("%s h=%d [%d,%d]: %s, want %s", tc.rule, tc.h, tc.lo, tc.hi, s, tc.want)
		}
	}
}

func TestKorean(t *testing.T) {
	n := newHarness(t)
	resp := n.Command(alice, discordgo.Korean, "nim", "start", opt{"heaps", "3 4 5"}, opt{"bot", true})
	if !strings.Contains(resp.Content, "님 게임을 열었습니다") || !strings.Contains(desc(resp), "마지막 돌을 가져가는 사람이 이깁니다") {
		t.Fatalf("Korean lobby: %q / %q", resp.Content, desc(resp))
	}
	commandtest.ButtonWithLabel(t, resp, "참가")
	start := n.Serve(n.in(alice, discordgo.Korean, commandtest.ButtonWithLabel(t, resp, "시작").CustomID))
	if !strings.Contains(start.Content, "<@101> 님 차례") || commandtest.Selects(start)[0].Placeholder != "더미 고르기" {
		t.Fatalf("Korean board: %q", start.Content)
	}
	r := n.Serve(n.in(bob, discordgo.Korean, commandtest.Selects(start)[0].CustomID, "1"))
	if !strings.Contains(r.Content, "이 게임의 참가자가 아닙니다") {
		t.Errorf("Korean refusal: %q", r.Content)
	}
	a := n.Command(alice, discordgo.Korean, "nim", "analyze", opt{"heaps", "3 4 5"})
	if !strings.Contains(desc(a), "둘 차례인 사람이 이깁니다") || !strings.Contains(desc(a), "1번 더미에서 2개를 가져가") {
		t.Errorf("Korean analysis: %q", desc(a))
	}
	e := n.Command(alice, discordgo.Korean, "nim", "analyze", opt{"heaps", "3 x"})
	if !e.Private || !strings.Contains(e.Content, "정수가 아닙니다") || !strings.Contains(e.Content, "예: /님 분석 더미:3 4 5 수:1-3") {
		t.Errorf("Korean error: %q", e.Content)
	}
}
