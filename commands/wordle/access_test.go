package wordle

import (
	"context"
	"errors"
	"fmt"
	"image"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/render"
	"kibitz/storage"
)

// TestLettersStandOutOnEveryTile: in the picture, a letter contrasts with its tile or key by 3:1 at
// least (WCAG's least for large bold text) in both colour sets. White letters on Wordle's yellow were
// 2.07:1, on the high-contrast blue 1.93:1 and orange 2.73:1. The letter's colour is read off the
// picture: the pixel of the tile's middle that contrasts most with the tile's corner.
func TestLettersStandOutOnEveryTile(t *testing.T) {
	for _, tc := range []struct {
		name string
		hc   bool
	}{{"green and yellow", false}, {"orange and blue", true}} {
		t.Run(tc.name, func(t *testing.T) {
			// every tile colour and every key state
			g := playedGame(t, "abide", "speed", "crane", "guide")
			keys := g.Keyboard()
			img := boardPicture(g.Rows(), &keys, tc.hc).(*render.Canvas).RGBA
			check := func(what string, r image.Rectangle) {
				t.Helper()
				fill := img.RGBAAt(r.Min.X+2, r.Min.Y+2)
				best := 1.0
				inner := image.Rect(r.Min.X+r.Dx()/5, r.Min.Y+r.Dy()/5, r.Max.X-r.Dx()/5, r.Max.Y-r.Dy()/5)
				for y := inner.Min.Y; y < inner.Max.Y; y++ {
					for x := inner.Min.X; x < inner.Max.X; x++ {
						best = max(best, render.Contrast(img.RGBAAt(x, y), fill))
					}
				}
				if best < 3 {
					t.Errorf("%s on %v: its letter contrasts %.2f:1 at best, want 3:1", what, fill, best)
				}
			}
			for row := range g.Rows() {
				for i := range 5 {
					x := int(picMargin + float64(i)*(picTile+picTileGap))
					y := int(picMargin + float64(row)*(picTile+picTileGap))
					check(fmt.Sprintf("row %d, tile %d", row+1, i+1), image.Rect(x, y, x+int(picTile), y+int(picTile)))
				}
			}
			keyW := float64(picBoardW-9*picKeyGap) / 10
			top := picMargin + 6*picTile + 5*picTileGap + picKeyboardY
			for r, letters := range keyRows {
				n := float64(len(letters))
				x0 := (picWidth - (n*keyW + (n-1)*picKeyGap)) / 2
				for i := range len(letters) {
					x, y := int(x0+float64(i)*(keyW+picKeyGap)), int(top+float64(r)*(picKeyH+picKeyGap))
					check("key "+letters[i:i+1], image.Rect(x, y, x+int(keyW), y+int(picKeyH)))
				}
			}
		})
	}
}

// TestDistributionReadsPlainly: the guess distribution's lines give the count before the bar, aligned,
// and draw the bar with a mark a screen reader passes over, never █ ("full block", read twenty times).
func TestDistributionReadsPlainly(t *testing.T) {
	for _, tc := range []struct {
		name string
		s    userStats
		want string
	}{
		{"counts of two digits aligned", userStats{Played: 17, Won: 15, Dist: [7]int{0, 0, 3, 12, 0, 0, 0}},
			"```\n1 |  0\n2 |  3 ●●●●●\n3 | 12 ●●●●●●●●●●●●●●●●●●●●\n4 |  0\n5 |  0\n6 |  0\nX |  2 ●●●●\n```\n"},
		{"one day missed", userStats{Played: 1}, "```\n1 | 0\n2 | 0\n3 | 0\n4 | 0\n5 | 0\n6 | 0\nX | 1 ●●●●●●●●●●●●●●●●●●●●\n```\n"},
	} {
		if got := distribution(&tc.s); got != tc.want || strings.Contains(got, "█") {
			t.Errorf("%s:\n%s\nwant\n%s", tc.name, got, tc.want)
		}
	}
}

// contrastTipEn and contrastTipKo are the line that points a player to the high-contrast colours.
const (
	contrastTipEn = "\n-# Colour-blind? /settings contrast high:true shows orange and blue instead of green and yellow."
	contrastTipKo = "\n-# 색을 구별하기 어렵다면 /설정 대비 높게:true 명령으로 초록과 노랑 대신 주황과 파랑으로 볼 수 있습니다."
)

// TestContrastTipOnce: a player's first board in colour with a row ends with a line pointing to
// /settings contrast, and no board after it does, in any game; a player who chose high contrast never
// gets it, and a board in text, without colours, leaves it for the first board in colour.
func TestContrastTipOnce(t *testing.T) {
	type step struct {
		sub  string
		opts []opt
		tip  bool // the reply ends with the line
	}
	play := func(display string, tip bool) step {
		return step{"play", []opt{{Name: "display", Value: display}}, tip}
	}
	guess := func(tip bool) step { return step{"guess", []opt{{Name: "word", Value: "?"}}, tip} }
	assist := func(word string, tip bool) step {
		return step{"assist", []opt{{Name: "guess", Value: word}, {Name: "feedback", Value: "bbbbb"}}, tip}
	}
	for i, tc := range []struct {
		name   string
		locale discordgo.Locale
		high   bool
		steps  []step
	}{
		{"the first guess's board, once", discordgo.EnglishUS, false, []step{play("image", false), guess(true), guess(false), guess(false)}},
		{"in Korean, on emoji", discordgo.Korean, false, []step{play("emoji", false), guess(true), guess(false)}},
		{"high contrast chosen", discordgo.EnglishUS, true, []step{play("image", false), guess(false), guess(false)}},
		{"text first, then colour", discordgo.EnglishUS, false, []step{play("text", false), guess(false), guess(false), play("emoji", true)}},
		{"the assist, then a game", discordgo.EnglishUS, false, []step{assist("pygmy", true), assist("vozhd", false), play("image", false), guess(false)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, _, _ := newHarness(t)
			u := commandtest.User(fmt.Sprint(400 + i))
			if tc.high {
				if _, err := commands.ChangePrefs(context.Background(), h.Store, u.ID, func(p *commands.Prefs) { p.HighContrast = true }); err != nil {
					t.Fatal(err)
				}
			}
			tip := contrastTipEn
			if tc.locale == discordgo.Korean {
				tip = contrastTipKo
			}
			var misses []string
			for n, s := range tc.steps {
				opts := s.opts
				if s.sub == "guess" {
					if misses == nil {
						misses = missWords(t, gameIn(t, h, playKey(u.ID)).Game.Answer, 5)
					}
					opts = []opt{{Name: "word", Value: misses[0]}}
					misses = misses[1:]
				}
				resp := h.Serve(commandtest.CommandIn(u, tc.locale, "wordle", s.sub, opts...))
				if got := strings.Count(resp.Content, strings.TrimPrefix(tip, "\n")); got != map[bool]int{false: 0, true: 1}[s.tip] {
					t.Errorf("step %d (%s): the line %d times, want it %v:\n%s", n+1, s.sub, got, s.tip, resp.Content)
				}
				if s.tip && !strings.Contains(resp.Content, "\n"+strings.TrimPrefix(tip, "\n")) {
					t.Errorf("step %d (%s): the line is not a line of its own:\n%s", n+1, s.sub, resp.Content)
				}
			}
		})
	}
}

// failingClaims is a store whose Claim fails.
type failingClaims struct{ storage.Store }

func (failingClaims) Claim(context.Context, string, time.Duration) (bool, error) {
	return false, errors.New("claim refused")
}

// TestContrastTipKeepsItsBoard: a store that cannot remember the line leaves it out and shows the board.
func TestContrastTipKeepsItsBoard(t *testing.T) {
	h, _, _ := newHarness(t, func(env *commands.Env, _ *Config) { env.Store = failingClaims{env.Store} })
	h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "play"))
	miss := missWords(t, gameIn(t, h, playKey(alice.ID)).Game.Answer, 1)[0]
	resp := h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{Name: "word", Value: miss}))
	if strings.Contains(resp.Content, "Colour-blind?") || !strings.Contains(resp.Content, "Guess 2 of 6") {
		t.Errorf("with the tip's key failing: %q", resp.Content)
	}
}

// countingClaims counts the claims of contrast tips a store answers.
type countingClaims struct {
	storage.Store
	tips *atomic.Int32
}

func (s countingClaims) Claim(ctx context.Context, key string, ttl time.Duration) (bool, error) {
	if strings.HasPrefix(key, tipKey("")) {
		s.tips.Add(1)
	}
	return s.Store.Claim(ctx, key, ttl)
}

// TestContrastTipClaimsOnce: once a player's tip is claimed, their later boards do not ask the store
// again (a write transaction each, for a line that never shows again); the line shows as before.
func TestContrastTipClaimsOnce(t *testing.T) {
	var tips atomic.Int32
	h, _, _ := newHarness(t, func(env *commands.Env, _ *Config) { env.Store = countingClaims{env.Store, &tips} })
	h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "play"))
	for n, miss := range missWords(t, gameIn(t, h, playKey(alice.ID)).Game.Answer, 3) {
		resp := h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{Name: "word", Value: miss}))
		if got, want := strings.Contains(resp.Content, "Colour-blind?"), n == 0; got != want {
			t.Errorf("guess %d: the tip %v, want %v", n+1, got, want)
		}
	}
	if got := tips.Load(); got != 1 {
		t.Errorf("%d claims of the tip over three boards, want 1", got)
	}
}
