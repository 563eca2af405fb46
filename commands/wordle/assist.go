package wordle

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/wordle"
	"kibitz/storage"
)

// /wordle assist guess feedback [hard], /wordle reset, and the autocomplete of guesses.
//
// The assist follows the player's own game of the New York Times Wordle: each call adds one row to the
// player's private session of the day (key wdla:<user>:<day>) and answers with the rows as tiles, the
// answers that still fit, and the best next guesses with the figures that explain them. A row that no
// answer fits together with the rows before it is refused with a sentence naming the row it clashes
// with. A solved row (all green) ends the session: the next call starts a new one.

const (
	// listMax is how many remaining answers a reply lists by name; beyond it, only their number.
	listMax = 20
	// topGuesses is how many ranked suggestions a reply shows.
	topGuesses = 5
)

// session is an assist session as stored.
type session struct {
	Day  string   `json:"day"`
	Hard bool     `json:"hard,omitempty"`
	Rows []string `json:"rows"` // guess=feedback, canonical
}

// sessionSchema is the version of session's stored layout (storage.Versioned). Bump it, with a
// MigrateFrom, when a change would make sessions stored before it decode wrongly.
const sessionSchema = 1

func (session) SchemaVersion() int { return sessionSchema }

// Validate checks a session read from the store (storage.Validator): its rows must parse, which history()
// relies on. A session that fails is reported as unreadable instead of starting over without its rows.
func (s *session) Validate() error {
	_, err := wordle.Parse(strings.Join(s.Rows, " "))
	return err
}

// history returns the session's rows. They were valid when written.
func (s *session) history() wordle.History {
	h, _ := wordle.Parse(strings.Join(s.Rows, " "))
	return h
}

// solved reports whether the last row of h is all green.
func solved(h wordle.History) bool {
	return len(h) > 0 && h[len(h)-1].Feedback == wordle.AllGreen
}

// assist adds a row to the user's session of the day and suggests the next guesses.
func (c *Command) assist(ctx context.Context, req *router.Request) (*router.Response, error) {
	row, err := wordle.ParseRow(strings.TrimSpace(req.String("guess")), strings.Join(strings.Fields(req.String("feedback")), ""))
	if err != nil {
		return nil, inputError(err, hintAssist)
	}
	hard, hardGiven := req.Bool("hard")
	day := formatDay(c.today())
	// h and cands are the rows and the answers that fit them, as the update that was written saw them.
	var (
		h     wordle.History
		cands []wordle.Word
	)
	s, err := storage.UpdateJSON(ctx, c.Store, "wdla:"+req.User.ID+":"+day, assistTTL, func(s *session) (*session, error) {
		var prev wordle.History
		if s != nil {
			prev = s.history()
		}
		if s == nil || solved(prev) {
			s, prev = &session{Day: day, Hard: s != nil && s.Hard}, nil
		}
		if hardGiven {
			s.Hard = hard
		}
		if len(s.Rows) >= wordle.MaxGuesses {
			return nil, router.Fail(router.Conflict, msgAssistFull.Format(day)).WithHint(hintReset)
		}
		h = append(prev, row)
		var err error
		if cands, err = c.Dictionary.Candidates(h); err != nil {
			return nil, c.contradiction(h, err)
		}
		s.Rows = append(s.Rows, row.String())
		return s, nil
	})
	if err != nil {
		return nil, err
	}
	var sb strings.Builder
	sb.WriteString(msgAssistTitle.F(req.Lang, day, len(h)))
	if s.Hard {
		sb.WriteString(msgHardMode.In(req.Lang))
	}
	sb.WriteString("\n" + rowsText(h))
	if solved(h) {
		sb.WriteString(msgAssistSolved.F(req.Lang, len(h)) + "\n")
	} else {
		c.writeAdvice(ctx, &sb, h, cands, s.Hard, req.Lang, req.InFlight)
	}
	sb.WriteString("-# " + msgAssistFooter.In(req.Lang))
	png, err := c.encode(render.Wordle(h, nil))
	if err != nil {
		return nil, fmt.Errorf("wordle: render: %w", err)
	}
	return &router.Response{Content: sb.String(), Private: true,
		Files: []*discordgo.File{router.PNG("wordle-assist.png", png)}}, nil
}

// writeAdvice writes the answers that fit h (cands) and the ranked next guesses, searched within a budget
// that inFlight, the handlers running, may cut (searchBudget).
func (c *Command) writeAdvice(ctx context.Context, sb *strings.Builder, h wordle.History, cands []wordle.Word, hard bool, lang i18n.Lang, inFlight int) {
	switch {
	case len(cands) == 1:
		sb.WriteString(msgAssistOne.F(lang, upper(cands[0])) + "\n")
		return
	case len(cands) <= listMax:
		words := make([]string, len(cands))
		for i, w := range cands {
			words[i] = w.String()
		}
		sb.WriteString(msgAssistList.F(lang, len(cands), strings.Join(words, ", ")) + "\n")
	default:
		sb.WriteString(msgAssistCount.F(lang, len(cands)) + "\n")
	}
	if len(h) >= wordle.MaxGuesses {
		sb.WriteString(msgAssistLast.In(lang) + "\n")
		return
	}
	ctx, cancel := context.WithTimeout(ctx, solveTimeout)
	defer cancel()
	budget := c.searchBudget(inFlight)
	res, err := wordle.Solve(ctx, h, wordle.Options{Dictionary: c.Dictionary, Hard: hard, Top: topGuesses, Budget: budget})
	if err != nil {
		c.Log.Warn("wordle assist: no suggestion", "history", h.String(), "err", err)
		sb.WriteString(msgAssistSlow.In(lang) + "\n")
		return
	}
	switch {
	case res.Stats.Source == "tree" && h[0].Guess.String() == wordle.FirstGuess:
		// SALET's trees are the proven optima, in both modes; the other openings' are the best the
		// generator's search found after them
		sb.WriteString(msgAssistTree.In(lang) + "\n")
	case res.Stats.Source == "tree":
		sb.WriteString(msgAssistOpening.F(lang, upper(h[0].Guess)) + "\n")
	default:
		sb.WriteString(msgAssistSuggest.In(lang) + "\n")
	}
	for i, s := range res.Ranking {
		why := msgCannotBe.In(lang)
		if s.Possible {
			why = msgCouldBe.In(lang)
		}
		if s.ExpectedGuesses > 0 {
			why += msgExpected.F(lang, s.ExpectedGuesses)
		}
		sb.WriteString(msgAssistLine.F(lang, i+1, upper(s.Guess), s.ExpectedRemaining, s.Largest, why) + ".\n")
	}
}

// contradiction explains why the last row of h leaves no answer: which earlier row it clashes with, when
// one does on its own, else which two rows together, else the fewest first rows that do.
func (c *Command) contradiction(h wordle.History, err error) error {
	var ie *wordle.InputError
	if !errors.As(err, &ie) {
		return err
	}
	n := len(h)
	last := h[n-1]
	word, squares := upper(last.Guess), last.Feedback.Squares(false, false)
	if ie.Code == wordle.CodeNoAnswer {
		return router.Fail(router.Invalid, msgNoAnswer.Format(word, squares, n)).WithHint(hintConflict)
	}
	clash := func(rows ...wordle.Row) bool {
		_, err := c.Dictionary.Candidates(append(append(wordle.History{}, rows...), last)) // a copy: rows may be h[:k]
		return err != nil
	}
	show := func(r wordle.Row) (string, string) { return upper(r.Guess), r.Feedback.Squares(false, false) }
	for j := range n - 1 {
		if clash(h[j]) {
			w, sq := show(h[j])
			return router.Fail(router.Invalid, msgConflictRow.Format(n, word, squares, j+1, w, sq)).WithHint(hintConflict)
		}
	}
	for j := range n - 1 {
		for k := j + 1; k < n-1; k++ {
			if clash(h[j], h[k]) {
				wj, sqj := show(h[j])
				wk, sqk := show(h[k])
				return router.Fail(router.Invalid, msgConflictPair.Format(n, word, squares, j+1, wj, sqj, k+1, wk, sqk)).
					WithHint(hintConflict)
			}
		}
	}
	k := 3
	for k < n-1 && !clash(h[:k]...) {
		k++
	}
	return router.Fail(router.Invalid, msgConflictRows.Format(n, word, squares, k)).WithHint(hintConflict)
}

// reset deletes the user's session of the day.
func (c *Command) reset(ctx context.Context, req *router.Request) (*router.Response, error) {
	day := formatDay(c.today())
	key := "wdla:" + req.User.ID + ":" + day
	if _, err := c.Store.Get(ctx, key); errors.Is(err, storage.ErrNotFound) {
		return router.PrivateReply(msgResetNone.F(req.Lang, day)), nil
	} else if err != nil {
		return nil, err
	}
	if err := c.Store.Delete(ctx, key); err != nil {
		return nil, err
	}
	return router.PrivateReply(msgReset.F(req.Lang, day)), nil
}

// complete offers the allowed words that start with what the user has typed: at most 25, Discord's limit.
func (c *Command) complete(ctx context.Context, req *router.Request) (*router.Response, error) {
	prefix := strings.ToLower(strings.TrimSpace(req.String(req.Focused)))
	choices := []*discordgo.ApplicationCommandOptionChoice{}
	for _, r := range prefix {
		if r < 'a' || r > 'z' {
			return &router.Response{Choices: choices}, nil
		}
	}
	for _, w := range c.Dictionary.WordsWithPrefix(prefix, 25) {
		choices = append(choices, &discordgo.ApplicationCommandOptionChoice{Name: w.String(), Value: w.String()})
	}
	return &router.Response{Choices: choices}, nil
}

// minBudget is the least search time an assist gets however busy kibitz is: the solver's first
// scan alone answers well (the passes after it refine the choice), and it needs a few milliseconds.
const minBudget = 5 * time.Millisecond

// searchBudget is the search time of one assist suggestion when inFlight handlers are running, this one
// included. Alone, a suggestion gets the whole budget. A live search uses all of its budget, by the clock,
// and shares the processors meanwhile, holding back every other reply; so with other handlers running it
// gets minBudget, which plays as well to within one guess in 150 games: a busy kibitz answers a
// shade less carefully rather than later. (Dividing the budget among the handlers running kept it at 10
// to 25 ms under load and gained only 4% of throughput.)
//
// Measured (two-core machine; one run each):
//   - what the budget costs: after one random guess (off the precomputed trees), on an idle core, a
//     suggestion took 5.0 ms of CPU with a 1 ms budget (the first scan, which always finishes), 5.3 ms
//     with 5 ms, 14 ms with 16 ms and 42 ms with the whole 50 ms;
//   - what it buys: 150 games from a random first guess, played to the end by the solver, took 3.6267
//     guesses on average with 5 ms a suggestion and 3.6200 with 50 ms (worst 5 both): one guess more in
//     150 games;
//   - under load: kibitz load in process (128 users, the default game mix, memory store) ran 670
//     interactions/s with the whole budget always, the live search taking 38% of all CPU time, and 902/s
//     with 1 ms always; with this, see the README.
func (c *Command) searchBudget(inFlight int) time.Duration {
	if inFlight <= 1 {
		return c.budget
	}
	return min(minBudget, c.budget)
}
