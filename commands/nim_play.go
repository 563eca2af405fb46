package commands

import (
	"context"
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/nim"
)

// Moves in a Nim game: the two menus, kibitz's replies, players leaving, the end, and the Hint button.

var (
	msgNimBadHeap = i18n.Text{
		En: "That menu does not name a heap of this game.",
		Ko: "그 메뉴는 이 게임의 더미를 가리키지 않습니다.",
	}
	msgNimHeapNoMove = i18n.Text{
		En: "Heap %d allows no move; pick another heap.",
		Ko: "%d번 더미에서는 둘 수 있는 수가 없습니다. 다른 더미를 고르세요.",
	}
	msgNimCannotTake = i18n.Text{
		En: "You cannot take %s from heap %d (it has %d stones and the rules allow other amounts).",
		Ko: "%[2]d번 더미에서 %[1]s개를 가져갈 수 없습니다 (돌이 %[3]d개 있고, 규칙상 다른 개수만 됩니다).",
	}
	msgNimHintWin = i18n.Text{
		En: "The player to move, %s, can win: take %s from heap %d, leaving %s.",
		Ko: "지금 둘 차례인 %s 님이 이길 수 있습니다: %[3]d번 더미에서 %[2]s개를 가져가 %[4]s을(를) 남기세요.",
	}
	msgNimHintLoss = i18n.Text{
		En: "The player to move, %s, loses against perfect play: every move leaves a winning position. Take little and hope for a mistake.",
		Ko: "지금 둘 차례인 %s 님은 상대가 완벽하게 두면 집니다. 어떤 수를 두어도 상대가 이기는 국면이 됩니다. 조금만 가져가며 실수를 기다리세요.",
	}
	msgNimHintTooLarge = i18n.Text{
		En: "This misère position with the moves %s has too many positions to search, so kibitz cannot say who wins.",
		Ko: "수 집합 %s의 이 미제르 국면은 살펴볼 국면이 너무 많아, kibitz도 누가 이기는지 말할 수 없습니다.",
	}
	msgNimHintMany = i18n.Text{
		En: "With %d players this is the two-player answer: it assumes everyone else plays against the player to move.",
		Ko: "참가자가 %d명이라 이는 2인 게임의 답입니다. 나머지 모두가 지금 둘 사람에게 맞선다고 가정합니다.",
	}
)

// nimMayMove checks that the presser is the player to move, on the board the menu was made for, and that
// the heap the press names (from 1, heapErr the error of reading it) is one of the game's.
func nimMayMove(g *nimGame, me string, seq, heap int, heapErr error) error {
	switch g.Phase {
	case nimLobby:
		return router.Fail(router.Conflict, msgNimNotStarted)
	case nimOver:
		return router.Fail(router.Conflict, msgNimIsOver)
	case nimCancelled:
		return router.Fail(router.Conflict, msgNimWasCancelled)
	}
	cur := g.Players[g.Turn]
	if cur.Bot || cur.ID != me {
		if g.seat(me) < 0 {
			return router.Fail(router.Forbidden, msgNimNotAPlayer)
		}
		return router.Fail(router.Forbidden, msgNimWaitTurn.Format(cur.name()))
	}
	if seq != g.Seq {
		return nimStale
	}
	if heapErr != nil || heap < 1 || heap > len(g.Heaps) {
		return router.Fail(router.Invalid, msgNimBadHeap)
	}
	return nil
}

func nimFirstValue(req *router.Request) string {
	if len(req.Values) == 0 {
		return ""
	}
	return req.Values[0]
}

// pickHeap handles the first menu: the player to move chooses a heap, and the message comes back with
// the second menu listing what may be taken from it.
func (c *nimCommand) pickHeap(ctx context.Context, req *router.Request) (*router.Response, error) {
	me, seq := req.User.ID, nimSeq(req)
	heap, heapErr := strconv.Atoi(nimFirstValue(req))
	return c.press(ctx, req, func(g *nimGame, now time.Time) (bool, error) {
		if err := nimMayMove(g, me, seq, heap, heapErr); err != nil {
			return false, err
		}
		if _, ok := g.rule().MinTake(g.Heaps[heap-1]); !ok {
			return false, router.Fail(router.Conflict, msgNimHeapNoMove.Format(heap))
		}
		if g.Pick == heap && g.ZoomHi == 0 {
			return false, nil
		}
		g.Pick, g.ZoomLo, g.ZoomHi = heap, 0, 0
		return true, nil
	})
}

// take handles the second menu: a number of stones to take from the heap in its custom_id, a range to
// narrow the menu to ("21-40"), "all" to widen it again, or "type" to open the form for an exact amount.
func (c *nimCommand) take(ctx context.Context, req *router.Request) (*router.Response, error) {
	me, seq, value := req.User.ID, nimSeq(req), nimFirstValue(req)
	heap, heapErr := strconv.Atoi(req.Params["heap"])
	if value == "type" {
		// Only the player to move gets the form; the check writes nothing unless timeouts were due.
		out, err := c.change(ctx, req, func(g *nimGame, now time.Time) (bool, error) {
			return false, nimMayMove(g, me, seq, heap, heapErr)
		})
		if err != nil {
			return nil, err
		}
		if out.timed || out.refused != nil {
			return c.answer(req, out)
		}
		return nimAmountForm(out.game, heap, req.Lang), nil
	}
	return c.press(ctx, req, func(g *nimGame, now time.Time) (bool, error) {
		if err := nimMayMove(g, me, seq, heap, heapErr); err != nil {
			return false, err
		}
		h := g.Heaps[heap-1]
		if value == "all" {
			g.Pick, g.ZoomLo, g.ZoomHi = heap, 0, 0
			return true, nil
		}
		if a, b, ok := strings.Cut(value, "-"); ok {
			lo, err1 := strconv.ParseInt(a, 10, 64)
			hi, err2 := strconv.ParseInt(b, 10, 64)
			if err1 != nil || err2 != nil || lo < 1 || hi < lo || hi > h {
				return false, router.Fail(router.Invalid, msgNimCannotTake.Format(value, heap, h))
			}
			g.Pick, g.ZoomLo, g.ZoomHi = heap, lo, hi
			return true, nil
		}
		return c.takeStones(ctx, g, heap, value, now)
	})
}

// takeStones makes the move "take value stones from heap (from 1)" for the player to move, and kibitz's
// reply; value is as the user wrote or chose it.
func (c *nimCommand) takeStones(ctx context.Context, g *nimGame, heap int, value string, now time.Time) (bool, error) {
	h := g.Heaps[heap-1]
	k, err := strconv.ParseInt(value, 10, 64)
	if err != nil || !g.rule().Allows(h, k) {
		return false, router.Fail(router.Invalid, msgNimCannotTake.Format(nimShort(value, 40), heap, h))
	}
	c.move(g, heap-1, k, now)
	c.kibitzMoves(ctx, g, now)
	return true, nil
}

// nimAmountField is the custom_id of the form's text input.
const nimAmountField = "amount"

// nimAmountForm asks for an exact number of stones to take from a heap (from 1).
func nimAmountForm(g *nimGame, heap int, lang i18n.Lang) *router.Response {
	span := nimTakeSpan(g.rule(), g.Heaps[heap-1], 0, 0)
	placeholder := ""
	if span.n > 0 {
		placeholder = msgNimFormRange.F(lang, render.GroupDigits(span.at(0)), render.GroupDigits(span.at(span.n-1)))
	}
	return &router.Response{Modal: &router.Modal{
		CustomID: router.ID(nimAmountRoute, g.ID, strconv.Itoa(g.Seq), strconv.Itoa(heap)),
		Title:    msgNimFormTitle.F(lang, heap),
		Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.TextInput{CustomID: nimAmountField, Label: msgNimFormLabel.In(lang), Style: discordgo.TextInputShort,
				Placeholder: placeholder, Required: true, MinLength: 1, MaxLength: 30},
		}}},
	}}
}

// amount handles the form: the exact number of stones, written with or without separators ("1,000").
func (c *nimCommand) amount(ctx context.Context, req *router.Request) (*router.Response, error) {
	me, seq := req.User.ID, nimSeq(req)
	heap, heapErr := strconv.Atoi(req.Params["heap"])
	value := strings.Map(func(r rune) rune {
		if r == ',' || r == '_' || r == ' ' || r == '\'' {
			return -1
		}
		return r
	}, strings.TrimSpace(req.Fields[nimAmountField]))
	return c.press(ctx, req, func(g *nimGame, now time.Time) (bool, error) {
		if err := nimMayMove(g, me, seq, heap, heapErr); err != nil {
			return false, err
		}
		return c.takeStones(ctx, g, heap, value, now)
	})
}

// move makes a move for the player to move at time at: it ends the game when no move is left, or passes
// the turn and starts the next player's timer.
func (c *nimCommand) move(g *nimGame, heap int, take int64, at time.Time) {
	mover := &g.Players[g.Turn]
	mover.Timeouts = 0
	g.Heaps[heap] -= take
	e := nimEvent{Kind: nimEventMove, Player: *mover, Heap: heap, Take: take}
	g.Last = &e
	g.log(e)
	g.Seq++
	g.Pick, g.ZoomLo, g.ZoomHi = 0, 0, 0
	if !nim.Heaps(g.Heaps).HasMove(g.rule()) {
		// Whoever made the last move wins in normal play and loses in misère play.
		g.Phase, g.Deadline = nimOver, time.Time{}
		m := *mover
		if !g.Misere {
			g.Winner = &m
			return
		}
		g.Loser = &m
		if len(g.Players) == 2 {
			other := g.Players[1-g.Turn]
			g.Winner = &other
		}
		return
	}
	g.Turn = (g.Turn + 1) % len(g.Players)
	g.Deadline = at.Add(c.NimTurnTimeout)
}

// kibitzMoves plays kibitz's moves while it is kibitz's turn (at most once in a row: there is one
// kibitz). nim.Suggest takes a winning move whenever one exists, with any number of players.
func (c *nimCommand) kibitzMoves(ctx context.Context, g *nimGame, at time.Time) {
	for g.Phase == nimPlaying && g.Players[g.Turn].Bot {
		m, ok, err := nim.Suggest(ctx, g.Heaps, g.options())
		if err != nil || !ok {
			// Only a cancelled context gets here (the game would be over without a move): play the
			// smallest move rather than leave the game stuck on kibitz.
			rule := g.rule()
			for i, h := range g.Heaps {
				if k, can := rule.MinTake(h); can {
					m, ok = nim.Move{Heap: i, Take: k}, true
					break
				}
			}
			if !ok {
				return
			}
		}
		c.move(g, m.Heap, m.Take, at)
	}
}

// remove takes player i out of a game in play at time at. When it was their turn the next player's
// starts; when one player is left, they win.
func (c *nimCommand) remove(ctx context.Context, g *nimGame, i int, at time.Time) {
	wasTurn := i == g.Turn
	g.Players = slices.Delete(g.Players, i, i+1)
	if i < g.Turn {
		g.Turn--
	}
	if len(g.Players) <= 1 {
		g.Phase, g.Deadline, g.Alone, g.Turn = nimOver, time.Time{}, true, 0
		g.Seq++
		if len(g.Players) == 1 {
			w := g.Players[0]
			g.Winner = &w
		}
		return
	}
	if wasTurn {
		c.passTurn(ctx, g, g.Turn%len(g.Players), at) // the next player sits where the leaver sat
	}
}

// passTurn gives the turn to player turn at time at: a new board number (menus of the old board are
// refused), the move menus closed, the player's deadline, and kibitz's moves when it is kibitz's turn.
func (c *nimCommand) passTurn(ctx context.Context, g *nimGame, turn int, at time.Time) {
	g.Turn = turn
	g.Seq++
	g.Pick, g.ZoomLo, g.ZoomHi = 0, 0, 0
	g.Deadline = at.Add(c.NimTurnTimeout)
	c.kibitzMoves(ctx, g, at)
}

// hint tells the presser, privately, whether the player to move wins and how. Anyone may ask.
func (c *nimCommand) hint(ctx context.Context, req *router.Request) (*router.Response, error) {
	out, err := c.change(ctx, req, func(*nimGame, time.Time) (bool, error) { return false, nil })
	if err != nil {
		return nil, err
	}
	text, err := c.hintText(ctx, out.game, req.Lang)
	if !out.timed {
		if err != nil {
			return nil, err
		}
		return router.PrivateReply(text), nil
	}
	// Timeouts were applied on the way: show them, and the hint after.
	if ue, ok := router.AsUserError(err); ok {
		out.refused = ue
	} else if err != nil {
		return nil, err
	}
	resp, err := c.answer(req, out)
	if err != nil {
		return nil, err
	}
	if text != "" {
		resp.Followups = append(resp.Followups, router.PrivateReply(text))
	}
	return resp, nil
}

func (c *nimCommand) hintText(ctx context.Context, g *nimGame, lang i18n.Lang) (string, error) {
	switch g.Phase {
	case nimOver:
		return "", router.Fail(router.Conflict, msgNimIsOver)
	case nimCancelled:
		return "", router.Fail(router.Conflict, msgNimWasCancelled)
	}
	opts := g.options()
	res, err := nim.Solve(ctx, g.Heaps, opts)
	var ie *nim.InputError
	switch {
	case errors.As(err, &ie) && ie.Code == nim.CodeMisereTooLarge:
		return msgNimHintTooLarge.F(lang, opts.Rule.String()), nil
	case err != nil:
		return "", err
	}
	mover := g.Players[g.Turn].name()
	var sb strings.Builder
	if res.Win && res.Move.Take > 0 {
		after := nim.Heaps(g.Heaps).After(res.Move)
		sb.WriteString(msgNimHintWin.F(lang, mover, render.GroupDigits(res.Move.Take), res.Move.Heap+1, "`"+after.String()+"`"))
	} else {
		sb.WriteString(msgNimHintLoss.F(lang, mover))
	}
	sb.WriteString("\n" + nimWhy(res, opts, lang))
	if n := len(g.Players); n > 2 {
		sb.WriteString("\n" + msgNimHintMany.F(lang, n))
	}
	return sb.String(), nil
}
