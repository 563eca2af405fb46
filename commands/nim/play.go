package nim

import (
	"context"
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/internal/numwords"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/nim"
	"kibitz/solvers/subtraction"
)

// Moves in a Nim game: the two menus, kibitz's replies, players leaving, the end, and the Hint button.

// mayMove checks that the presser is the player to move, on the board the menu was made for, and that
// the heap the press names (from 1, heapErr the error of reading it) is one of the game's.
func mayMove(g *Game, me string, seq, heap int, heapErr error) error {
	switch g.Phase {
	case phaseLobby:
		return router.Fail(router.Conflict, msgNotStarted)
	case phaseOver:
		return router.Fail(router.Conflict, msgIsOver)
	case phaseCancelled:
		return router.Fail(router.Conflict, msgWasCancelled)
	}
	cur := g.Players[g.Turn]
	if cur.Bot || cur.ID != me {
		if g.seat(me) < 0 {
			return router.Fail(router.Forbidden, msgNotAPlayer)
		}
		return router.Fail(router.Forbidden, msgWaitTurn.Format(cur.name()))
	}
	if seq != g.Seq {
		return errStale
	}
	if heapErr != nil || heap < 1 || heap > len(g.Heaps) {
		return router.Fail(router.Invalid, msgBadHeap)
	}
	return nil
}

func firstValue(req *router.Request) string {
	if len(req.Values) == 0 {
		return ""
	}
	return req.Values[0]
}

// pickHeap handles the first menu: the player to move chooses a heap, and the message comes back with
// the second menu listing what may be taken from it.
func (c *Command) pickHeap(ctx context.Context, req *router.Request) (*router.Response, error) {
	me, seq := req.User.ID, seqParam(req)
	heap, heapErr := strconv.Atoi(firstValue(req))
	return c.press(ctx, req, func(g *Game, now time.Time) (bool, error) {
		if err := mayMove(g, me, seq, heap, heapErr); err != nil {
			return false, err
		}
		if _, ok := g.rule().MinTake(g.Heaps[heap-1]); !ok {
			return false, router.Fail(router.Conflict, msgHeapNoMove.Format(heap))
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
func (c *Command) take(ctx context.Context, req *router.Request) (*router.Response, error) {
	me, seq, value := req.User.ID, seqParam(req), firstValue(req)
	heap, heapErr := strconv.Atoi(req.Params["heap"])
	if value == "type" {
		// Only the player to move gets the form; the check writes nothing unless timeouts were due.
		out, err := c.change(ctx, req, func(g *Game, now time.Time) (bool, error) {
			return false, mayMove(g, me, seq, heap, heapErr)
		})
		if err != nil {
			return nil, err
		}
		if out.timed || out.refused != nil {
			return c.answer(req, out)
		}
		return amountForm(out.game, heap, req.Lang), nil
	}
	return c.press(ctx, req, func(g *Game, now time.Time) (bool, error) {
		if err := mayMove(g, me, seq, heap, heapErr); err != nil {
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
				// Only a forged menu value gets here: the menus list ranges within the heap.
				return false, router.Fail(router.Invalid, msgBadRange.Format(commands.TypedWith(commands.Shorten(value, 40), "은/는"), heap, stonesOf.N(h)))
			}
			g.Pick, g.ZoomLo, g.ZoomHi = heap, lo, hi
			return true, nil
		}
		return c.takeStones(ctx, g, heap, given{value: value, typed: value}, now)
	})
}

// takeStones makes the move "take a stones from heap (from 1)" for the player to move, and kibitz's
// reply.
func (c *Command) takeStones(ctx context.Context, g *Game, heap int, a given, now time.Time) (bool, error) {
	k, err := amountOf(g, heap, a)
	if err != nil {
		return false, err
	}
	c.move(g, heap-1, k, now)
	c.kibitzMoves(ctx, g, now)
	return true, nil
}

// given is an amount as a player gave it: value, the sign and digits read from it ("" when it reads as no
// number), and typed, what they typed or chose, quoted back when value is not a whole number. badGroups
// marks digits grouped in a way kibitz does not read ("1,5", "2 3", "1,0,0,0"), which the refusal says
// how to write.
type given struct {
	value, typed string
	badGroups    bool
}

// amountOf reads an amount to take from heap (from 1), as typed in the form or chosen in the menu, and
// says what is wrong with one that cannot be taken: not a whole number, not positive, more than the heap
// holds, or an amount the rules do not allow, naming what they allow from this heap.
func amountOf(g *Game, heap int, a given) (int64, error) {
	h := g.Heaps[heap-1]
	if _, ok := g.rule().MinTake(h); !ok {
		return 0, router.Fail(router.Conflict, msgHeapNoMove.Format(heap)) // a forged form's heap
	}
	value, shown := a.value, commands.Shorten(a.value, 40)
	k, err := strconv.ParseInt(value, 10, 64)
	var numErr *strconv.NumError
	outOfRange := errors.As(err, &numErr) && errors.Is(numErr.Err, strconv.ErrRange)
	negative := strings.HasPrefix(value, "-")
	switch {
	case err != nil && !outOfRange:
		typed := commands.TypedWith(commands.Shorten(a.typed, 40), "은/는")
		if a.badGroups {
			return 0, router.Fail(router.Invalid, msgAmountBadGroups.Format(typed, heap, i18n.Num(groupsExample), allowedText(g.rule(), h)))
		}
		return 0, router.Fail(router.Invalid, msgAmountNotNumber.Format(typed, heap, allowedText(g.rule(), h)))
	case negative || k == 0:
		return 0, router.Fail(router.Invalid, msgAmountNotPositive.Format(i18n.WithParticle(typedAmount(shown, k, err), "은/는")))
	case outOfRange || k > h:
		return 0, router.Fail(router.Invalid, msgAmountTooMany.Format(heap, stonesOf.N(h), typedAmount(shown, k, err)))
	case !g.rule().Allows(h, k):
		return 0, router.Fail(router.Invalid, msgCannotTake.Format(i18n.Num(k), heap, allowedText(g.rule(), h)))
	}
	return k, nil
}

// typedAmount is an amount the form refuses, echoed in the reader's grouped digits like every number
// beside it: k as read (without the form's leading zeros or sign), or, when parsing it failed (beyond
// int64), the text as typed, grouped all the same.
func typedAmount(shown string, k int64, err error) i18n.Localized {
	if err == nil {
		return i18n.Num(k)
	}
	return i18n.TypedNum(shown)
}

// allowedText is what the rules allow taking from a heap of h, which allows a move: "1 to 3", or a move
// set's amounts that fit ("1, 2 or 5"); in Korean with the counter ("1~3개", "1, 2 또는 5개").
func allowedText(rule nim.Rule, h int64) i18n.Localized {
	span := takeSpan(rule, h, 0, 0)
	if span.list != nil {
		list := span.list
		return localized(func(l i18n.Lang) string { return msgAmounts.F(l, numwords.MovesText(list, l)) })
	}
	if span.n == 1 {
		return msgAmounts.Format(i18n.Num(span.at(0)))
	}
	return msgFormRange.Format(i18n.Num(span.at(0)), i18n.Num(span.at(span.n-1)))
}

// localized is a function of the language as an i18n.Localized.
type localized func(i18n.Lang) string

// In implements i18n.Localized.
func (f localized) In(l i18n.Lang) string { return f(l) }

// amountField is the custom_id of the form's text input.
const amountField = "amount"

// amountForm asks for an exact number of stones to take from a heap (from 1).
func amountForm(g *Game, heap int, lang i18n.Lang) *router.Response {
	placeholder := ""
	if _, ok := g.rule().MinTake(g.Heaps[heap-1]); ok {
		placeholder = allowedText(g.rule(), g.Heaps[heap-1]).In(lang)
	}
	return &router.Response{Modal: &router.Modal{
		CustomID: router.ID(amountRoute, g.ID, strconv.Itoa(g.Seq), strconv.Itoa(heap)),
		Title:    msgFormTitle.F(lang, heap),
		Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.TextInput{CustomID: amountField, Label: msgFormLabel.In(lang), Style: discordgo.TextInputShort,
				Placeholder: placeholder, Required: true, MinLength: 1, MaxLength: 30},
		}}},
	}}
}

// amount handles the form: the exact number of stones, written alone or grouped in threes ("1,000";
// readTyped).
func (c *Command) amount(ctx context.Context, req *router.Request) (*router.Response, error) {
	me, seq := req.User.ID, seqParam(req)
	heap, heapErr := strconv.Atoi(req.Params["heap"])
	a := readTyped(req.Fields[amountField])
	return c.press(ctx, req, func(g *Game, now time.Time) (bool, error) {
		if err := mayMove(g, me, seq, heap, heapErr); err != nil {
			return false, err
		}
		return c.takeStones(ctx, g, heap, a, now)
	})
}

// groupsExample is the number the refusal of badly grouped digits writes as an example, in the reader's
// grouping (1,000,000 or 1.000.000).
const groupsExample = 1_000_000

// readTyped reads an amount typed in the form: digits with an optional sign, alone or grouped in threes
// with one kind of separator throughout (groupSeparator), as kibitz writes numbers to every reader
// ("1,000", "1.000") and as people type them ("1 000", "1'000", "1_000"), and a counter after them as a
// Korean or Japanese player may write it ("3개", "3個"). Full-width digits read as ASCII ones. Any other
// text is no number, and what was typed is kept to quote back: a separator between groups that are not
// of three, or two kinds of separator, is a typo ("1,5", "2 3", "1,0,0,0", "1.000,5"), never read as
// another amount (15, 23, 1,000); in Spanish or Portuguese "1,5" is one and a half.
func readTyped(typed string) given {
	a := given{typed: strings.TrimSpace(typed)}
	s := commands.ASCII(a.typed)
	for _, counter := range []string{"개", "個"} {
		if rest, ok := strings.CutSuffix(s, counter); ok {
			s = strings.TrimSpace(rest)
			break
		}
	}
	sign := ""
	if strings.HasPrefix(s, "+") || strings.HasPrefix(s, "-") {
		sign, s = s[:1], s[1:]
	}
	kind, digits, mixed := 0, 0, false
	commas := make([]byte, 0, len(s)) // s with every separator a comma, as subtraction.Grouped reads it
	for _, r := range s {
		switch k := groupSeparator(r); {
		case r >= '0' && r <= '9':
			commas = append(commas, byte(r))
			digits++
		case k == 0:
			return a
		default:
			mixed = mixed || kind != 0 && k != kind
			kind = k
			commas = append(commas, ',')
		}
	}
	switch {
	case digits == 0:
		return a
	case mixed || kind != 0 && !subtraction.Grouped(string(commas)):
		a.badGroups = true
		return a
	}
	a.value = sign + strings.ReplaceAll(string(commas), ",", "")
	return a
}

// groupSeparator is the kind of separator r is between groups of digits, 0 for none: a comma, a dot, a
// space (the no-break spaces, narrow or not, and the thin and ideographic spaces look like one), an
// apostrophe (straight or curly) or an underscore.
func groupSeparator(r rune) int {
	switch r {
	case ',':
		return 1
	case '.':
		return 2
	case ' ', '\u00a0', '\u2009', '\u202f', '\u3000':
		return 3
	case '\'', '\u2019':
		return 4
	case '_':
		return 5
	}
	return 0
}

// move makes a move for the player to move at time at: it ends the game when no move is left, or passes
// the turn and starts the next player's timer.
func (c *Command) move(g *Game, heap int, take int64, at time.Time) {
	mover := &g.Players[g.Turn]
	if !mover.Bot && !slices.Contains(g.Moved, mover.ID) {
		g.Moved = append(g.Moved, mover.ID)
	}
	g.Heaps[heap] -= take
	e := event{Kind: eventMove, Player: *mover, Heap: heap, Take: take}
	g.Last = &e
	g.log(e)
	g.Seq++
	g.Pick, g.ZoomLo, g.ZoomHi = 0, 0, 0
	if !nim.Heaps(g.Heaps).HasMove(g.rule()) {
		// Whoever made the last move wins in normal play and loses in misère play.
		g.Phase, g.Deadline = phaseOver, time.Time{}
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
	g.Deadline = c.nextDeadline(g, at)
}

// kibitzMoves plays kibitz's moves while it is kibitz's turn (at most once in a row: there is one
// kibitz), at the game's level (nim.Choose): perfect takes a winning move whenever one exists, with any
// number of players; easy and medium make a random move instead, often or sometimes. The blunders draw
// from the game's generator for the board's number (gameRand), so a compare-and-set that runs again
// makes the same move.
func (c *Command) kibitzMoves(ctx context.Context, g *Game, at time.Time) {
	for g.Phase == phasePlaying && g.Players[g.Turn].Bot {
		m, ok, err := c.kibitzMove(ctx, g, gameRand(g.ID, botStream, g.Round, g.Seq))
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
func (c *Command) remove(ctx context.Context, g *Game, i int, at time.Time) {
	wasTurn := i == g.Turn
	g.Players = slices.Delete(g.Players, i, i+1)
	if i < g.Turn {
		g.Turn--
	}
	if len(g.Players) <= 1 {
		g.Phase, g.Deadline, g.Alone, g.Turn = phaseOver, time.Time{}, true, 0
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
func (c *Command) passTurn(ctx context.Context, g *Game, turn int, at time.Time) {
	g.Turn = turn
	g.Seq++
	g.Pick, g.ZoomLo, g.ZoomHi = 0, 0, 0
	g.Deadline = c.nextDeadline(g, at)
	c.kibitzMoves(ctx, g, at)
}

// hint tells the presser, privately, whether the player to move wins and how. A player of the game who
// asks is marked (Game.Hinted), since a win of theirs after it is practice, and the first hint of a game
// that would rank says so. Who else may ask (playing.go): in a ranked game being played, no one but its
// players, since a spectator's hint (or an alt account's) is the winning move one message away from a
// player; in a practice game, anyone. And nobody gets a hint on a position they are playing in another
// ranked game still going, as /nim analyze would decline it: a practice game against kibitz set up on
// those heaps would otherwise be an oracle for the ranked one.
func (c *Command) hint(ctx context.Context, req *router.Request) (*router.Response, error) {
	me := req.User.ID
	first := false
	out, err := c.change(ctx, req, func(g *Game, _ time.Time) (bool, error) {
		first = false
		if g.Phase == phaseOver || g.Phase == phaseCancelled {
			return false, nil // hintText says so
		}
		seated := g.seat(me) >= 0
		if !seated && g.Phase == phasePlaying && g.ranked() {
			return false, commands.RankedInPlay(msgGameName)
		}
		// Read here, on the position as it stands once timeouts are applied, and before the hint is
		// marked: a declined hint must not make a player's win practice.
		if c.playsRanked(ctx, me, g.Heaps, g.options(), g.ID) {
			return false, commands.PlayingRankedElsewhere(msgGameName)
		}
		if !seated || slices.Contains(g.Hinted, me) {
			return false, nil
		}
		g.Hinted = append(g.Hinted, me)
		first = g.ranked() || g.Phase == phaseLobby // in the lobby, a second person may yet make it rank
		return true, nil
	})
	if err != nil {
		return nil, err
	}
	var text string
	if out.refused == nil {
		text, err = c.hintText(ctx, out.game, req.Lang)
		if err == nil && first {
			text += "\n" + hintPractice(out.game).In(req.Lang)
		}
	}
	if !out.timed {
		if err != nil {
			return nil, err
		}
		return router.PrivateReply(text), nil
	}
	// Timeouts were applied on the way: show them, and the hint (or its refusal) after.
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

// hintPractice is the warning to a player's first hint in a game that ranks or may: a win of theirs
// makes the game practice. In misère play with three or more (seated in the lobby, or at Start) their
// win is practice anyway (Game.results); what their hint changes is that the loser's loss no longer
// ranks, unless they are that loser.
func hintPractice(g *Game) i18n.Text {
	if g.misereMany() { // the seats so far, in the lobby
		return msgHintPracticeMisere
	}
	return msgHintPractice
}

func (c *Command) hintText(ctx context.Context, g *Game, lang i18n.Lang) (string, error) {
	switch g.Phase {
	case phaseOver:
		return "", router.Fail(router.Conflict, msgIsOver)
	case phaseCancelled:
		return "", router.Fail(router.Conflict, msgWasCancelled)
	}
	opts := g.options()
	res, err := nim.Solve(ctx, g.Heaps, opts)
	var ie *nim.InputError
	switch {
	case errors.As(err, &ie) && ie.Code == nim.CodeMisereTooLarge:
		return msgHintTooLarge.F(lang, numwords.RuleText(opts.Rule.String())), nil
	case err != nil:
		return "", err
	}
	mover := g.Players[g.Turn].name()
	var sb strings.Builder
	if res.Win && res.Move.Take > 0 {
		after := nim.Heaps(g.Heaps).After(res.Move)
		sb.WriteString(msgHintWin.F(lang, mover, i18n.Num(res.Move.Take), res.Move.Heap+1, heapsArg(after, "을/를")))
	} else {
		sb.WriteString(msgHintLoss.F(lang, mover))
	}
	// The hint is a line or two with no table, so the words on the table's values are left out.
	sb.WriteString("\n" + why(g.Heaps, res, opts, lang, false))
	if n := len(g.Players); n > 2 {
		sb.WriteString("\n" + msgHintMany.F(lang, n))
	}
	return sb.String(), nil
}
