package kpk

import (
	"context"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/solvers/kpk"
	"kibitz/storage"
)

// claimOf is the Claim draw button of resp, false without one.
func claimOf(resp *router.Response) (discordgo.Button, bool) {
	for _, b := range commandtest.Buttons(resp) {
		if strings.HasPrefix(b.CustomID, "kpk1/claim/") {
			return b, true
		}
	}
	return discordgo.Button{}, false
}

// shuffleKings plays White's king between f4 and g4 in a game from Kg4 Ph5 kh8 (a draw: the rook pawn
// does not win against the king in the corner), the tablebase's king answering Kg7, Kf6, Ke6, Kf6, Ke6,
// ...; after White's sixth move the position Kg4 kf6 with White to move stands for the third time. It
// returns the replies to the start and to each move.
func shuffleKings(t *testing.T, h *commandtest.Harness, locale discordgo.Locale, moves int) []*router.Response {
	t.Helper()
	resp := h.Serve(commandtest.CommandIn(alice, locale, "kpk", "play", opt{"position", "Kg4 Ph5 kh8 w"}))
	all := []*router.Response{resp}
	for i := range moves {
		uci := []string{"g4f4", "f4g4"}[i%2]
		resp = h.Serve(selectIn(alice, locale, menuFor(t, resp, uci), uci))
		all = append(all, resp)
	}
	return all
}

// TestThreefoldClaim: the third time a position stands on the board with the player to move, the message
// offers Claim draw, and not before; pressing it ends the game in a draw claimed by the player, with its
// line, a drawn PGN and the fitting payload; playing on instead, the tablebase, which is not winning,
// claims at its own turn.
func TestThreefoldClaim(t *testing.T) {
	for _, tc := range []struct {
		locale        discordgo.Locale
		label, player string // the button, and the end of a claim by the player
		tablebase     string // the end of a claim by the tablebase
	}{
		{discordgo.EnglishUS, "Claim draw",
			"**Draw** by threefold repetition, claimed by <@101>: the same position has stood on the board three times, with the same side to move.",
			"**Draw** by threefold repetition, claimed by the tablebase"},
		{discordgo.Korean, "무승부 주장", "**무승부:** 3회 동형 반복. <@101> 님이 무승부를 주장했습니다.",
			"테이블베이스가 무승부를 주장했습니다"},
	} {
		t.Run(string(tc.locale), func(t *testing.T) {
			h := newHarness(t)
			h.Unfitted = true // measure the handlers' own replies (commandtest.CheckFits)
			replies := shuffleKings(t, h, tc.locale, 6)
			for i, resp := range replies {
				commandtest.CheckFits(t, resp)
				if _, ok := claimOf(resp); ok != (i == 6) {
					t.Errorf("after %d moves: Claim draw shown %v, want it after the sixth alone: %q", i, ok, resp.Content)
				}
			}
			g := gameOf(t, h, "g1")
			if g.occurrences(positionID(g.Pos)) != 3 || g.over() {
				t.Fatalf("after %v: %d occurrences, end %q, want a threefold repetition in play", g.Moves, g.occurrences(positionID(g.Pos)), g.End)
			}
			claim, _ := claimOf(replies[6])
			if claim.Label != tc.label || claim.CustomID != "kpk1/claim/g1/12" {
				t.Errorf("Claim draw: %+v", claim)
			}
			resp := h.Serve(commandtest.PressIn(alice, tc.locale, claim.CustomID))
			commandtest.CheckFits(t, resp)
			if ended := gameOf(t, h, "g1"); ended.End != threefold || ended.Ply != g.Ply {
				t.Errorf("after the claim: end %q at ply %d, want threefold at %d", ended.End, ended.Ply, g.Ply)
			}
			if !strings.Contains(resp.Content, tc.player) || !strings.Contains(pgnBlock(resp.Content), "[Result \"1/2-1/2\"]") ||
				len(commandtest.Selects(resp)) != 0 {
				t.Errorf("the claim's end: %q, want %q, a drawn PGN and no menus", resp.Content, tc.player)
			}
			if back, err := kpk.ParsePGN(pgnBlock(resp.Content)); err != nil || back.Final != g.Pos || back.Result != kpk.PGNDraw {
				t.Errorf("the PGN does not read back: %v %+v", err, back)
			}
			if alt := resp.Alt["kpk.png"]; !strings.Contains(alt, "threefold") && !strings.Contains(alt, "3회") {
				t.Errorf("alt text without the claim: %q", alt)
			}
			h.WantCode(t, commandtest.PressIn(alice, tc.locale, claim.CustomID), router.Conflict)

			// Playing on instead of claiming: the tablebase claims the third time at its own turn.
			h = newHarness(t)
			resp = shuffleKings(t, h, tc.locale, 7)[7]
			if g := gameOf(t, h, "g1"); g.End != threefold || g.Pos.Turn() == g.Side || g.occurrences(positionID(g.Pos)) != 3 {
				t.Errorf("after %v: end %q, want the tablebase's claim", g.Moves, g.End)
			}
			if !strings.Contains(resp.Content, tc.tablebase) || !strings.Contains(pgnBlock(resp.Content), "[Result \"1/2-1/2\"]") {
				t.Errorf("the tablebase's claim: %q, want %q and a drawn PGN", resp.Content, tc.tablebase)
			}
		})
	}
}

// TestClaimRefused: a Claim draw press that does not apply is refused, and the game goes on untouched: a
// button made up on a board without the repetition, one of an earlier board, one on a finished game,
// another user's, and one whose board is not a number.
func TestClaimRefused(t *testing.T) {
	h := newHarness(t)
	shuffleKings(t, h, discordgo.EnglishUS, 4)
	for _, tc := range []struct {
		name     string
		user     *discordgo.User
		customID string
		code     router.Code
		want     string
	}{
		{"forged", alice, "kpk1/claim/g1/8", router.Conflict, "no draw to claim"},
		{"stale", alice, "kpk1/claim/g1/6", router.Conflict, "earlier board"},
		{"another's", bob, "kpk1/claim/g1/8", router.Forbidden, "only they can move"},
		{"not a board", alice, "kpk1/claim/g1/x", router.Invalid, "does not name a board"},
		{"gone", alice, "kpk1/claim/g9/8", router.NotFound, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h.WantCode(t, commandtest.PressIn(tc.user, discordgo.EnglishUS, tc.customID), tc.code, tc.want)
			if g := gameOf(t, h, "g1"); g.over() || g.Ply != 8 {
				t.Errorf("the game after a refused claim: end %q, ply %d", g.End, g.Ply)
			}
		})
	}
	// A finished game takes no claim.
	g := gameOf(t, h, "g1")
	g.End = resigned
	if err := storage.PutJSON(context.Background(), h.Store, gameKey(g.ID), idle, &g); err != nil {
		t.Fatal(err)
	}
	h.WantCode(t, commandtest.PressIn(alice, discordgo.EnglishUS, "kpk1/claim/g1/8"), router.Conflict, "over")
}

// TestTablebaseClaims: at its turn on a threefold repetition the tablebase claims the draw when its best
// move does not win, drawing or losing, and plays on when it wins. The positions are set up with their
// third occurrence; with two it plays on.
func TestTablebaseClaims(t *testing.T) {
	for _, tc := range []struct {
		name  string
		pos   string // the tablebase to move
		times int    // occurrences of pos
		claim bool
	}{
		{"drawing", "Kg4 Ph5 kf6 b", 3, true},
		{"losing", "Kc3 Qh2 kd5 b", 3, true},
		{"winning", "Ke6 Pe5 ke8 w", 3, false},
		{"winning with the queen", "Kc3 Qh2 kd5 w", 4, false},
		{"drawing, twice", "Kg4 Ph5 kf6 b", 2, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := kpk.Parse(tc.pos)
			if err != nil {
				t.Fatal(err)
			}
			g := &Game{ID: "g1", Side: p.Turn().Other(), Start: p, Pos: p}
			for range tc.times {
				g.Seen = append(g.Seen, positionID(p))
			}
			_, e, _ := kpk.BestMoveAt(p, 0)
			if winning := e.Outcome == kpk.Win; winning == tc.claim && tc.times >= 3 {
				t.Fatalf("%s: the tablebase's best move is %v", tc.pos, e)
			}
			g.tablebaseMoves()
			if claimed := g.End == threefold; claimed != tc.claim || claimed == (g.Ply == 1) {
				t.Errorf("end %q after %d plies, want a claim %v (and a move otherwise)", g.End, g.Ply, tc.claim)
			}
		})
	}
}

// TestTakeBackAfterClaim: a draw claimed on a threefold repetition is a draw the board shows, so Take back
// works after it as after fivefold: it takes back the player's last move and what followed, and the game
// goes on without the claim.
func TestTakeBackAfterClaim(t *testing.T) {
	for _, tc := range []struct {
		name   string
		moves  int  // the player's moves before
		press  bool // the player claims (else the tablebase claims after the last move)
		plies  int  // plies taken back
		button bool // the board after offers Claim draw
	}{
		{"the player's claim", 6, true, 2, false},
		{"the tablebase's claim", 7, false, 1, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			resp := shuffleKings(t, h, discordgo.EnglishUS, tc.moves)[tc.moves]
			if tc.press {
				claim, _ := claimOf(resp)
				resp = h.Serve(commandtest.PressIn(alice, discordgo.EnglishUS, claim.CustomID))
			}
			ended := gameOf(t, h, "g1")
			if ended.End != threefold {
				t.Fatalf("end %q, want threefold", ended.End)
			}
			resp = h.Serve(commandtest.PressIn(alice, discordgo.EnglishUS, takeBackOf(t, resp).CustomID))
			g := gameOf(t, h, "g1")
			if g.over() || g.Ply != ended.Ply-tc.plies || len(g.Seen) != g.Ply+1 || len(commandtest.Selects(resp)) == 0 {
				t.Errorf("after Take back: end %q, ply %d (was %d), seen %v: %q", g.End, g.Ply, ended.Ply, g.Seen, resp.Content)
			}
			if _, ok := claimOf(resp); ok != tc.button || strings.Contains(resp.Content, "threefold") {
				t.Errorf("after Take back: Claim draw %v, want %v: %q", ok, tc.button, resp.Content)
			}
		})
	}
}
