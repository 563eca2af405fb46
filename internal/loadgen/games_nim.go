package loadgen

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"kibitz/internal/discordtest"
)

// ---- Nim ----

var nimHeapsRe = regexp.MustCompile("Heaps: `([0-9 ]*)`")

// nimView is what a Nim message shows: the heaps and the controls.
type nimView struct {
	heaps    []int64
	start    string // the Start button of a lobby
	heapMenu *discordtest.Component
	takeMenu *discordtest.Component
	over     bool // a Rematch button
	msg      discordtest.Message
}

func readNim(m discordtest.Message) (v nimView, ok bool) {
	if len(m.Embeds) == 0 {
		return v, false
	}
	h := nimHeapsRe.FindStringSubmatch(m.Embeds[0].Description)
	if h == nil {
		return v, false
	}
	for f := range strings.FieldsSeq(h[1]) {
		n, err := strconv.ParseInt(f, 10, 64)
		if err != nil {
			return v, false
		}
		v.heaps = append(v.heaps, n)
	}
	for _, row := range m.Components {
		for i := range row.Components {
			c := &row.Components[i]
			switch {
			case strings.HasSuffix(c.CustomID, "/start"):
				v.start = c.CustomID
			case strings.HasSuffix(c.CustomID, "/rematch"):
				v.over = true
			case strings.Contains(c.CustomID, "/heap/"):
				v.heapMenu = c
			case strings.Contains(c.CustomID, "/take/"):
				v.takeMenu = c
			}
		}
	}
	v.msg = m
	return v, true
}

// nimRandomHeaps is 2 to 4 heaps of 1 to 7 stones, written as the heaps option takes them.
func (u *user) nimRandomHeaps() []int64 {
	heaps := make([]int64, 2+u.rng.IntN(3))
	for i := range heaps {
		heaps[i] = 1 + u.rng.Int64N(7)
	}
	return heaps
}

func nimText(heaps []int64) string {
	parts := make([]string, len(heaps))
	for i, h := range heaps {
		parts[i] = strconv.FormatInt(h, 10)
	}
	return strings.Join(parts, " ")
}

// nim analyzes a position, then plays a whole game against kibitz: /nim start with bot, Start, then a
// heap from the first menu and an amount from the second, until the game is over.
//
// Consistent means: picking a heap changes no heap, and after the user takes k stones from heap i the
// heaps are those before with heap i less k, less at most one move of kibitz's (one heap smaller, none
// larger).
func (u *user) nim() error {
	heaps := u.nimRandomHeaps()
	a, err := u.send("nim analyze", discordtest.Command("nim", discordtest.Subcommand("analyze",
		discordtest.StringOption("heaps", nimText(heaps)))))
	if err != nil {
		return err
	}
	if len(a.Msg.Embeds) == 0 || !strings.Contains(a.Msg.Embeds[0].Description, "Heaps") {
		return &unreadable{fmt.Sprintf("/nim analyze answered %.200q", a.Msg.Content)}
	}
	a, err = u.send("nim start", discordtest.Command("nim", discordtest.Subcommand("start",
		discordtest.StringOption("heaps", nimText(heaps)), discordtest.BoolOption("bot", true))))
	if err != nil {
		return err
	}
	v, ok := readNim(a.Msg)
	if !ok || v.start == "" {
		return &unreadable{fmt.Sprintf("/nim start answered without a lobby: %.200q", a.Msg.Content)}
	}
	if !slices.Equal(v.heaps, heaps) {
		return inconsistent("the lobby of heaps %v shows %v", heaps, v.heaps)
	}
	msgID := discordtest.Snowflake()
	v.msg.ID = msgID
	a, err = u.send("nim press", discordtest.Button(v.start).OnMessage(v.msg))
	if err != nil {
		return err
	}
	for moves := 0; ; moves++ {
		next, ok := readNim(a.Msg)
		if !ok {
			return inconsistent("a move in the game of heaps %v was refused: %.200q", v.heaps, a.Msg.Content)
		}
		next.msg.ID = msgID
		v = next
		if v.over {
			return nil
		}
		if v.heapMenu == nil || len(v.heapMenu.Options) == 0 || moves > 40 {
			return &unreadable{fmt.Sprintf("a game in play without a heap to pick: %.200q", a.Msg.Content)}
		}
		pick := v.heapMenu.Options[u.rng.IntN(len(v.heapMenu.Options))]
		heap, _ := strconv.Atoi(fmt.Sprint(pick.Value))
		a, err = u.send("nim press", discordtest.Select(v.heapMenu.CustomID, fmt.Sprint(pick.Value)).OnMessage(v.msg))
		if err != nil {
			return err
		}
		picked, ok := readNim(a.Msg)
		switch {
		case !ok:
			return inconsistent("picking heap %d of %v was refused: %.200q", heap, v.heaps, a.Msg.Content)
		case !slices.Equal(picked.heaps, v.heaps):
			return inconsistent("picking heap %d changed the heaps from %v to %v", heap, v.heaps, picked.heaps)
		case picked.takeMenu == nil:
			return &unreadable{fmt.Sprintf("picking heap %d of %v brought no second menu", heap, v.heaps)}
		}
		picked.msg.ID = msgID
		var amounts []int64
		for _, o := range picked.takeMenu.Options {
			if k, err := strconv.ParseInt(fmt.Sprint(o.Value), 10, 64); err == nil {
				amounts = append(amounts, k)
			}
		}
		if len(amounts) == 0 || heap < 1 || heap > len(v.heaps) {
			return &unreadable{fmt.Sprintf("no amount to take from heap %d of %v", heap, v.heaps)}
		}
		take := amounts[u.rng.IntN(len(amounts))]
		a, err = u.send("nim press", discordtest.Select(picked.takeMenu.CustomID, strconv.FormatInt(take, 10)).OnMessage(picked.msg))
		if err != nil {
			return err
		}
		after, ok := readNim(a.Msg)
		if !ok {
			return inconsistent("taking %d from heap %d of %v was refused: %.200q", take, heap, v.heaps, a.Msg.Content)
		}
		if why := nimStep(v.heaps, heap-1, take, after.heaps); why != "" {
			return inconsistent("%s", why)
		}
	}
}

// nimStep checks the heaps after the user took take stones from heap i (from 0) of before, and kibitz
// perhaps answered.
func nimStep(before []int64, i int, take int64, after []int64) string {
	if len(after) != len(before) {
		return fmt.Sprintf("taking %d from heap %d of %v left %v", take, i+1, before, after)
	}
	changed := 0
	for j := range before {
		want := before[j]
		if j == i {
			want -= take
		}
		switch d := want - after[j]; {
		case d < 0:
			return fmt.Sprintf("taking %d from heap %d of %v left %v: heap %d grew", take, i+1, before, after, j+1)
		case d > 0:
			changed++
		}
	}
	if changed > 1 {
		return fmt.Sprintf("taking %d from heap %d of %v left %v: more than one move besides the user's", take, i+1, before, after)
	}
	return ""
}
