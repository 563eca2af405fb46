package sudoku

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/storage"
)

// The tests of a new day's daily waiting while yesterday's board is unfinished: after midnight, /sudoku
// daily shows that board, which still ranks on its own day's ranking, with a button that opens the new
// day's board, whose clock starts only then.

// waitingLine is what /sudoku daily says over yesterday's board while today's waits.
const waitingLine = "Your board of the daily Sudoku of 2026-05-01 is not finished yet, and still ranks on that day's ranking: here it is."

// beforeMidnight starts alice's daily of 2026-05-01 at 23:55 and writes one digit in it, then moves the
// clock to 00:05 the next day; it returns the game as stored.
func beforeMidnight(t *testing.T, h *commandtest.Harness, clock *commandtest.Clock) *Play {
	t.Helper()
	clock.Advance(13*time.Hour + 55*time.Minute) // 23:55
	resp, p := dailyIn(t, h, alice, "g")
	resp = write(t, h, alice, resp, 9, p.answer(firstChoice(p).row*9+firstChoice(p).col))
	clock.Advance(10 * time.Minute) // 00:05
	if gameID(t, resp) != p.ID {
		t.Fatalf("the digit went to another game:\n%s", resp.Content)
	}
	return stored(t, h, p.ID)
}

// noDaily fails t when alice has a daily game of day in place g.
func noDaily(t *testing.T, h *commandtest.Harness, day string) {
	t.Helper()
	if _, err := h.Store.Get(context.Background(), dailyKey("g", day, alice.ID)); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("alice has a daily board of %s: %v", day, err)
	}
}

// TestDailyWaitsForYesterday: after midnight, with yesterday's board unfinished and ranked and today's not
// started, /sudoku daily shows yesterday's board, to go on with, and starts nothing: its button Open
// today's puzzle starts today's, its clock running from when the press arrived. From then on /sudoku daily
// shows today's board, bringing yesterday's along, and yesterday's still ranks on its own day when
// finished.
func TestDailyWaitsForYesterday(t *testing.T) {
	h, clock, _ := playHarness(t)
	p := beforeMidnight(t, h, clock)

	resp := h.Command(alice, "en-US", "sudoku", "daily", opt{"display", "text"})
	if !resp.Private || gameID(t, resp) != p.ID || !strings.Contains(resp.Content, "**Daily Sudoku** of 2026-05-01") {
		t.Fatalf("after midnight with yesterday's board unfinished: not yesterday's board %s:\n%s", p.ID, resp.Content)
	}
	if !strings.Contains(resp.Content, waitingLine) || len(resp.Followups) > 0 {
		t.Errorf("the waiting reply does not say why, or brings more (%d followups):\n%s", len(resp.Followups), resp.Content)
	}
	noDaily(t, h, "2026-05-02")

	clock.Advance(3 * time.Minute)
	const queued = 2 * time.Second // the press waits this long for a worker
	h.Now = func() time.Time { return clock.Now().Add(-queued) }
	id, enabled := control(t, resp, "today")
	if !enabled || id != "sdp1/"+p.ID+"/today" {
		t.Fatalf("the button that opens today's puzzle: %q, enabled %v", id, enabled)
	}
	opened := h.Press(alice, id)
	if !opened.Private || opened.Update || !strings.Contains(opened.Content, "**Daily Sudoku** of 2026-05-02") {
		t.Fatalf("Open today's puzzle: private %v, update %v:\n%s", opened.Private, opened.Update, opened.Content)
	}
	q := stored(t, h, gameID(t, opened))
	if q.Day != "2026-05-02" || q.ID == p.ID || !q.Started.Equal(clock.Now().Add(-queued)) {
		t.Errorf("today's board: day %s, game %s, started %v; want started when the press arrived, %v", q.Day, q.ID, q.Started, clock.Now().Add(-queued))
	}
	h.Now = clock.Now

	again := h.Command(alice, "en-US", "sudoku", "daily", opt{"display", "text"})
	if gameID(t, again) != q.ID || strings.Contains(again.Content, waitingLine) {
		t.Errorf("/sudoku daily once today's is open does not show it:\n%s", again.Content)
	}
	if len(again.Followups) != 1 || gameID(t, again.Followups[0]) != p.ID {
		t.Errorf("/sudoku daily once today's is open does not bring yesterday's along: %d followups", len(again.Followups))
	}

	solveEvery(t, h, clock, alice, resp, time.Second)
	got, err := h.Store.ZRangeByScore(context.Background(), rankingKey("g", "2026-05-01"), math.Inf(-1), math.Inf(1), 0)
	if err != nil || len(got) != 1 || got[0].Member != alice.ID {
		t.Errorf("yesterday's ranking once its board is finished from the waiting reply: %+v, %v", got, err)
	}
}

// TestWaitingKorean: the Korean lines over and before yesterday's board name it by its date as that day's
// daily (일일 스도쿠: "오늘의" is for today's alone), and say that today's puzzle is not timed until it is
// opened.
func TestWaitingKorean(t *testing.T) {
	h, clock, _ := playHarness(t)
	beforeMidnight(t, h, clock)
	resp := h.Command(alice, "ko", "sudoku", "daily")
	if want := "2026-05-01 일일 스도쿠 판을 아직 다 풀지 않았습니다."; !strings.Contains(resp.Content, want) || !strings.Contains(resp.Content, "시작하기 전까지 시간을 재지 않으니") {
		t.Errorf("the Korean waiting reply:\n%s", resp.Content)
	}
	id, _ := control(t, resp, "today")
	h.Press(alice, id)
	again := h.Command(alice, "ko", "sudoku", "daily")
	if want := "2026-05-01 일일 스도쿠 판을 아직 다 풀지 않았습니다. 그날 순위에 아직 오를 수 있으며, 그 판은 아래 메시지에 있습니다."; !strings.Contains(again.Content, want) {
		t.Errorf("the Korean line naming yesterday's board:\n%s", again.Content)
	}
}

// TestOpenTodayKeepsTheView: the board Open today's puzzle starts is shown the way the board pressed was
// (here the text view that /sudoku daily display:text gave it), not in the user's default view.
func TestOpenTodayKeepsTheView(t *testing.T) {
	h, clock, _ := playHarness(t)
	p := beforeMidnight(t, h, clock)
	resp := h.Command(alice, "en-US", "sudoku", "daily", opt{"display", "text"})
	if gameID(t, resp) != p.ID || stored(t, h, p.ID).View != commands.ViewText {
		t.Fatalf("after midnight: not yesterday's board in text:\n%s", resp.Content)
	}
	id, _ := control(t, resp, "today")
	opened := h.Press(alice, id)
	if q := stored(t, h, gameID(t, opened)); q.View != commands.ViewText || len(opened.Files) != 0 {
		t.Errorf("today's board opened from a board in text: view %q, %d files; want the text view", q.View, len(opened.Files))
	}
}

// TestOpenTodayAfterTheNextMidnight: the button opens the daily of the day it is pressed on, whatever day
// the message showed it: pressed after yet another midnight, it opens that day's puzzle, not the one of the
// day it was drawn on, which nobody started.
func TestOpenTodayAfterTheNextMidnight(t *testing.T) {
	h, clock, _ := playHarness(t)
	p := beforeMidnight(t, h, clock)
	resp := h.Command(alice, "en-US", "sudoku", "daily", opt{"display", "text"})
	if gameID(t, resp) != p.ID {
		t.Fatalf("after midnight: not yesterday's board:\n%s", resp.Content)
	}
	clock.Advance(24 * time.Hour) // 00:05 on 2026-05-03
	id, _ := control(t, resp, "today")
	opened := h.Press(alice, id)
	if !strings.Contains(opened.Content, "**Daily Sudoku** of 2026-05-03") {
		t.Fatalf("pressed on 2026-05-03, the button opened:\n%s", opened.Content)
	}
	q := stored(t, h, gameID(t, opened))
	if q.Day != "2026-05-03" || !q.Started.Equal(clock.Now()) {
		t.Errorf("the board opened: day %s, started %v; want 2026-05-03, %v", q.Day, q.Started, clock.Now())
	}
	noDaily(t, h, "2026-05-02")
	if again := h.Command(alice, "en-US", "sudoku", "daily", opt{"display", "text"}); gameID(t, again) != q.ID {
		t.Errorf("/sudoku daily on 2026-05-03 shows another board than the one opened:\n%s", again.Content)
	}
}

// TestWaitingTodayClaimsNothing: the waiting reply starts nothing (no board of the day, no claim of the
// day for /stats, no game in progress), and the button starts today's board and claims today's daily
// alone: yesterday's board is left as it was, unfinished and ranked, still in progress and still counted
// where it was claimed, and no result is recorded for anyone. A second press shows the same board.
func TestWaitingTodayClaimsNothing(t *testing.T) {
	h, clock, c := playHarness(t)
	ctx := context.Background()
	p := beforeMidnight(t, h, clock)
	claim := func(day string) string {
		t.Helper()
		var got dailyClaimValue
		if err := storage.GetJSON(ctx, h.Store, "dclaim:"+resultsName+":"+alice.ID+":"+day, &got); err != nil {
			if errors.Is(err, storage.ErrNotFound) {
				return ""
			}
			t.Fatal(err)
		}
		return got.Place
	}
	unchanged := func(when string) {
		t.Helper()
		now := stored(t, h, p.ID)
		if now.Seq != p.Seq || now.Cells != p.Cells || now.over() || !now.ranked() {
			t.Errorf("%s: yesterday's board changed: seq %d → %d, over %v, ranked %v", when, p.Seq, now.Seq, now.over(), now.ranked())
		}
		if got := claim("2026-05-01"); got != "g" {
			t.Errorf("%s: yesterday's daily is claimed by %q, want g", when, got)
		}
		if !slices.Contains(c.Playing(ctx, resultsName, alice.ID), p.ID) {
			t.Errorf("%s: yesterday's board is no longer in progress: %v", when, c.Playing(ctx, resultsName, alice.ID))
		}
		if st, err := c.Stats(ctx, alice.ID); err != nil || len(st.Ranked)+len(st.Practice) > 0 {
			t.Errorf("%s: results recorded: %+v, %v", when, st, err)
		}
		for _, day := range []string{"2026-05-01", "2026-05-02"} {
			if got, err := h.Store.ZRangeByScore(ctx, rankingKey("g", day), math.Inf(-1), math.Inf(1), 0); err != nil || len(got) > 0 {
				t.Errorf("%s: the ranking of %s: %+v, %v", when, day, got, err)
			}
		}
	}

	resp := h.Command(alice, "en-US", "sudoku", "daily", opt{"display", "text"})
	unchanged("waiting")
	noDaily(t, h, "2026-05-02")
	if got := claim("2026-05-02"); got != "" {
		t.Errorf("waiting: today's daily is claimed by %q", got)
	}
	if got := c.Playing(ctx, resultsName, alice.ID); len(got) != 1 {
		t.Errorf("waiting: games in progress %v, want yesterday's alone", got)
	}

	id, _ := control(t, resp, "today")
	q := stored(t, h, gameID(t, h.Press(alice, id)))
	unchanged("today's opened")
	if got := claim("2026-05-02"); got != "g" {
		t.Errorf("today's daily opened here is claimed by %q, want g", got)
	}
	if !slices.Contains(c.Playing(ctx, resultsName, alice.ID), q.ID) {
		t.Errorf("today's board is not in progress: %v", c.Playing(ctx, resultsName, alice.ID))
	}

	clock.Advance(time.Minute)
	if again := stored(t, h, gameID(t, h.Press(alice, id))); again.ID != q.ID || !again.Started.Equal(q.Started) {
		t.Errorf("a second press: game %s started %v, want %s started %v", again.ID, again.Started, q.ID, q.Started)
	}
	if got := h.Press(bob, id); !got.Private || strings.Contains(got.Content, "**Daily Sudoku**") {
		t.Errorf("bob pressed alice's button:\n%s", got.Content)
	}
	if _, err := h.Store.Get(ctx, dailyKey("g", "2026-05-02", bob.ID)); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("bob's press on alice's button opened a board for bob: %v", err)
	}
}

// dailyClaimValue reads the stored claim of a day's daily (commands.Env.ClaimDaily, docs/contract.md).
type dailyClaimValue struct {
	Place string `json:"place"`
}

func (dailyClaimValue) SchemaVersion() int { return 1 }

// TestWaitingReplyFits: the waiting reply, its note the longest of a daily's, fits Discord's limits as the
// handler makes it, in every view and both languages, with its five rows of controls.
func TestWaitingReplyFits(t *testing.T) {
	for _, locale := range locales {
		for _, view := range views {
			t.Run(fmt.Sprintf("%s %s", locale, view), func(t *testing.T) {
				h, clock, _ := playHarness(t)
				p := beforeMidnight(t, h, clock)
				h.Unfitted = true // measure the handler's own reply
				resp := h.Serve(commandtest.InGuild(commandtest.CommandIn(alice, locale, "sudoku", "daily", opt{"display", string(view)}), "g"))
				checkView(t, resp, locale, view, 9, "")
				if len(resp.Components) != 5 || gameID(t, resp) != p.ID {
					t.Errorf("%d rows of controls, game %s; want yesterday's %s", len(resp.Components), gameID(t, resp), p.ID)
				}
				if _, ok := control(t, resp, "today"); !ok {
					t.Error("Open today's puzzle is disabled")
				}
			})
		}
	}
}

// TestDailyWaitsForAnEarlierDay: a board left unfinished over two midnights still ranks on its own day's
// ranking, and /sudoku daily brings it back as it does yesterday's: it waits over it while the day's board
// is not started, and brings it along once it is. A board of a day in between, finished, or none at all, is
// passed over: the most recent unfinished ranked board of an earlier day is the one shown.
func TestDailyWaitsForAnEarlierDay(t *testing.T) {
	for _, between := range []string{"no board", "finished"} {
		t.Run(between, func(t *testing.T) {
			h, clock, _ := playHarness(t)
			p := beforeMidnight(t, h, clock) // 00:05 on 2026-05-02
			if between == "finished" {
				waiting := h.Command(alice, "en-US", "sudoku", "daily", opt{"display", "text"})
				id, _ := control(t, waiting, "today")
				solveAll(t, h, clock, alice, h.Press(alice, id))
				if q := stored(t, h, dailyIDOf(t, h, "2026-05-02")); !q.over() {
					t.Fatalf("the board of 2026-05-02 is not finished")
				}
			}
			clock.Advance(24*time.Hour - clock.Now().Sub(time.Date(2026, 5, 2, 0, 5, 0, 0, time.UTC))) // 00:05 on 2026-05-03

			resp := h.Command(alice, "en-US", "sudoku", "daily", opt{"display", "text"})
			if gameID(t, resp) != p.ID || !strings.Contains(resp.Content, waitingLine) {
				t.Fatalf("two midnights after the board of 2026-05-01 was left: not that board, waiting:\n%s", resp.Content)
			}
			noDaily(t, h, "2026-05-03")
			id, _ := control(t, resp, "today")
			opened := h.Press(alice, id)
			q := stored(t, h, gameID(t, opened))
			if q.Day != "2026-05-03" {
				t.Fatalf("Open today's puzzle opened the board of %s", q.Day)
			}
			again := h.Command(alice, "en-US", "sudoku", "daily", opt{"display", "text"})
			if gameID(t, again) != q.ID || len(again.Followups) != 1 || gameID(t, again.Followups[0]) != p.ID ||
				!strings.Contains(again.Content, "Your board of the daily Sudoku of 2026-05-01 is not finished yet") {
				t.Errorf("/sudoku daily once today's is open does not bring the board of 2026-05-01 along:\n%s", again.Content)
			}
		})
	}
}

// dailyIDOf is the id of alice's daily game of day in place g.
func dailyIDOf(t *testing.T, h *commandtest.Harness, day string) string {
	t.Helper()
	var ref dailyRef
	if err := storage.GetJSON(context.Background(), h.Store, dailyKey("g", day, alice.ID), &ref); err != nil {
		t.Fatal(err)
	}
	return ref.ID
}
