package nim

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/storage"
)

// TestTurnOption: /nim start turn:N gives every turn of the game N minutes, whatever the deployment's turn
// time (here its default, 2 minutes), and without it a turn lasts the deployment's. The lobby and the board
// say how long, the board's deadline is that far away, and on the injected clock the sweep puts the player
// out once it has passed, not a second before; the game ranks as any other, and its rematch keeps the
// turn time.
func TestTurnOption(t *testing.T) {
	for _, tc := range []struct {
		name  string
		extra []opt
		turn  time.Duration
		each  string
	}{
		{"deployment's", nil, 2 * time.Minute, "Turns: 2 minutes each."},
		{"turn:5", []opt{{"turn", 5.0}}, 5 * time.Minute, "Turns: 5 minutes each."},
		{"turn:10", []opt{{"turn", 10.0}}, 10 * time.Minute, "Turns: 10 minutes each."},
		{"turn:1", []opt{{"turn", 1.0}}, time.Minute, "Turns: 1 minute each."},
		{"turn:7 with kibitz", []opt{{"turn", 7.0}, {"bot", true}}, 7 * time.Minute, "Turns: 7 minutes each."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			n := newHarness(t)
			n.nim.TurnTimeout = DefaultTurnTimeout
			lobby := n.Command(alice, discordgo.EnglishUS, "nim", "start", append([]opt{{"heaps", "5 6 7"}}, tc.extra...)...)
			if !strings.Contains(desc(lobby), tc.each) {
				t.Fatalf("lobby: %q, want %q", desc(lobby), tc.each)
			}
			start := commandtest.ButtonWithLabel(t, lobby, "Start").CustomID
			id := strings.Split(start, "/")[1]
			if g := n.game(id); !g.hasBot() {
				n.press(bob, strings.Replace(start, "/start", "/join", 1))
			}
			board := n.press(alice, start)
			if !strings.Contains(desc(board), tc.each) {
				t.Errorf("board: %q, want %q", desc(board), tc.each)
			}
			if want := "<t:" + strconv.FormatInt(n.clock.Now().Add(tc.turn).Unix(), 10) + ":R>"; !strings.Contains(board.Content, want) {
				t.Errorf("board: %q, want the deadline %s", board.Content, want)
			}

			n.clock.Advance(tc.turn - time.Second)
			n.nim.sweep(ctx)
			if g := n.game(id); g.Phase != phasePlaying || g.Players[g.Turn].ID != alice.ID {
				t.Fatalf("%s into a turn of %s: phase %s, %d players", tc.turn-time.Second, tc.turn, g.Phase, len(g.Players))
			}
			n.clock.Advance(time.Second + commands.PressGrace)
			n.nim.sweep(ctx)
			g := n.game(id)
			if g.Phase != phaseOver || !g.Alone || g.Winner == nil || g.Winner.ID == alice.ID {
				t.Fatalf("once the turn of %s settled: phase %s, winner %+v", tc.turn, g.Phase, g.Winner)
			}
			if edits := n.msgr.Edits(); len(edits) != 1 || !strings.Contains(desc(edits[0].Resp), "<@101> ran out of time") {
				t.Fatalf("%d edits, want the timeout shown", len(edits))
			}
			if !g.hasBot() {
				// A longer turn is no advantage to either side: alice's timeout is a ranked loss, and bob,
				// who never moved, records nothing.
				n.wantRecord(map[*discordgo.User][2]int{alice: {0, 1}, bob: {0, 0}})
			}

			rematch := n.press(alice, commandtest.ButtonWithLabel(t, n.msgr.Edits()[0].Resp, "Rematch").CustomID)
			if !strings.Contains(desc(rematch), tc.each) {
				t.Errorf("rematch's lobby: %q, want %q", desc(rematch), tc.each)
			}
		})
	}
}

// TestTurnOptionLines: the lobby and the board name the game's turn time in every language, and the lobby
// says what running out of it does.
func TestTurnOptionLines(t *testing.T) {
	for _, tc := range []struct {
		locale discordgo.Locale
		each   string // lobby and board
		rules  string // lobby
	}{
		{discordgo.EnglishUS, "Turns: 5 minutes each.", "Turns: 5 minutes each. A player who runs out of time is out of the game and loses, as one who leaves. After 14 minutes without a press on this message, the next turn starts at the next press."},
		{discordgo.Korean, "한 차례는 5분입니다.", "시간을 넘기면 나간 것과 같이 게임에서 빠지며 패배로 기록됩니다."},
		{discordgo.Japanese, "手番の持ち時間は1回5分です。", "時間切れになった人は、退出した人と同じくゲームから外れ、負けになります。"},
		{discordgo.SpanishES, "Turnos de 5 minutos cada uno.", "Quien se quede sin tiempo queda fuera de la partida y pierde, como quien se va."},
		{discordgo.PortugueseBR, "Cada vez dura 5 minutos.", "Quem ficar sem tempo está fora da partida e perde, como quem sai."},
	} {
		t.Run(string(tc.locale), func(t *testing.T) {
			n := newHarness(t)
			lobby := n.Command(alice, tc.locale, "nim", "start", opt{"heaps", "3 4"}, opt{"turn", 5.0}, opt{"bot", true})
			for _, w := range []string{tc.each, tc.rules} {
				if !strings.Contains(desc(lobby), w) {
					t.Errorf("lobby: %q, want %q", desc(lobby), w)
				}
			}
			var start string
			for _, b := range commandtest.Buttons(lobby) {
				if strings.HasSuffix(b.CustomID, "/start") {
					start = b.CustomID
				}
			}
			board := n.Serve(n.in(alice, tc.locale, start))
			if !strings.Contains(desc(board), tc.each) || strings.Contains(desc(board), tc.rules) {
				t.Errorf("board: %q, want %q alone", desc(board), tc.each)
			}
		})
	}
}

// TestTurnOptionLimits: the turn option takes 1 to 10 minutes (a turn within the 15 minutes an interaction
// token lasts, as KIBITZ_NIM_TURN_TIMEOUT's own limit keeps it); the router refuses anything else before the
// game is opened.
func TestTurnOptionLimits(t *testing.T) {
	n := newHarness(t)
	for _, tc := range []struct {
		minutes float64
		code    router.Code
	}{{0, router.Invalid}, {-1, router.Invalid}, {11, router.TooLarge}, {60, router.TooLarge}} {
		n.wantErr(commandtest.CommandIn(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "3 4"}, opt{"turn", tc.minutes}),
			tc.code, "`turn`", "at least 1 and at most 10")
	}
	if _, ok, _ := n.Store.ZScore(context.Background(), deadlinesKey, "g1"); ok {
		t.Error("a refused game has a deadline")
	}
}

// TestTurnTimeStoredBefore: a game stored before games kept their turn time (no turnTime in it) times its
// turns by the deployment's setting, as it did, and says so; a game that keeps one keeps it when the
// deployment's setting changes under it.
func TestTurnTimeStoredBefore(t *testing.T) {
	for _, tc := range []struct {
		name  string
		strip bool // the game as a release before the turn option stored it
		turn  time.Duration
		each  string
	}{
		{"stored before", true, 3 * time.Minute, "Turns: 3 minutes each."},
		{"kept", false, time.Minute, "Turns: 1 minute each."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			n := newHarness(t)
			board, id := n.start("5 6 7", nil, bob)
			if tc.strip {
				stripStored(t, n.Store, gameKey(id), "turnTime")
			}
			n.nim.TurnTimeout = 3 * time.Minute // the deployment's setting, changed since the game started
			resp := n.move(alice, board, 1, 1)
			if want := "<t:" + strconv.FormatInt(n.clock.Now().Add(tc.turn).Unix(), 10) + ":R>"; !strings.Contains(resp.Content, want) {
				t.Errorf("after a move: %q, want the deadline %s", resp.Content, want)
			}
			if !strings.Contains(desc(resp), tc.each) {
				t.Errorf("board: %q, want %q", desc(resp), tc.each)
			}
			n.clock.Advance(tc.turn + commands.PressGrace)
			n.nim.sweep(ctx)
			if g := n.game(id); g.Phase != phaseOver || g.Winner == nil || g.Winner.ID != alice.ID {
				t.Fatalf("once bob's %s passed: phase %s, winner %+v", tc.turn, g.Phase, g.Winner)
			}
		})
	}
}

// TestTurnTimeKeptByAnOlderRelease: a release from before the turn option, sharing the store during an
// upgrade, reads a game that has one (Game's schema version is unchanged: the field is a top-level one
// whose zero value, the deployment's setting, is right for the games stored before it), and an update of
// its keeps the field (storage/unknown.go), so the game's own turn time holds again at the next press a
// newer replica handles.
func TestTurnTimeKeptByAnOlderRelease(t *testing.T) {
	ctx := context.Background()
	n := newHarness(t)
	lobby := n.Command(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "3 4"}, opt{"turn", 5.0})
	join := commandtest.ButtonWithLabel(t, lobby, "Join").CustomID
	id := strings.Split(join, "/")[1]
	if _, err := storage.UpdateJSON(ctx, n.Store, gameKey(id), idle, func(g *olderGame) (*olderGame, error) {
		g.Players = append(g.Players, player{ID: bob.ID}) // bob joins on the older replica
		return g, nil
	}); err != nil {
		t.Fatalf("the older release cannot update the game: %v", err)
	}
	board := n.press(alice, strings.Replace(join, "/join", "/start", 1))
	if g := n.game(id); len(g.Players) != 2 || g.TurnTime != 5*time.Minute {
		t.Fatalf("after the older release's update: %d players, turn time %s", len(g.Players), g.TurnTime)
	}
	if want := "<t:" + strconv.FormatInt(n.clock.Now().Add(5*time.Minute).Unix(), 10) + ":R>"; !strings.Contains(board.Content, want) {
		t.Errorf("board: %q, want the deadline %s", board.Content, want)
	}
}

// olderGame is a Nim game as a release before the turn option reads it: in schema version 1, without
// turnTime (and, for the test, without most other fields, which the store keeps all the same).
type olderGame struct {
	ID      string   `json:"id"`
	Players []player `json:"players"`
}

func (olderGame) SchemaVersion() int { return 1 }

// stripStored takes field out of the game stored under key, as a release before it stored the game.
func stripStored(t *testing.T, s storage.Store, key, field string) {
	t.Helper()
	_, err := s.Update(context.Background(), key, idle, func(raw []byte) ([]byte, error) {
		var env []json.RawMessage
		if err := json.Unmarshal(raw, &env); err != nil || len(env) != 2 {
			t.Fatalf("stored %s: %s", key, raw)
		}
		var body map[string]json.RawMessage
		if err := json.Unmarshal(env[1], &body); err != nil {
			t.Fatal(err)
		}
		if _, ok := body[field]; !ok {
			t.Fatalf("stored %s has no %s: %s", key, field, raw)
		}
		delete(body, field)
		stripped, err := json.Marshal(body)
		if err != nil {
			t.Fatal(err)
		}
		return []byte("[" + string(env[0]) + "," + string(stripped) + "]"), nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
