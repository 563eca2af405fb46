package wordle

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/wordle"
	"kibitz/storage"
)

// /wordle assist guess feedback [hard], /wordle reset, and the autocomplete of guesses.
//
// The assist follows the player's own game of the New York Times Wordle: each call adds one row to the
// player's private session of the day (key wdla:<user>:<day>) and answers with the rows as tiles, the
// answers that still fit, and the best next guesses with the figures that explain them, the board in the
// view the user asks for (view.go). A guess that is not in the word list is refused with the closest
// words that are (closest.go). A row that no answer fits together with the rows before it is refused with
// a sentence naming the fewest rows it clashes with. Rows that fit the asker's own daily still in
// progress, which ranks, are refused and not stored (ranked.go). A solved row (all green) ends the
// session: the next call starts a new one.

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
	// Read in ASCII: the full-width letters and marks of a Japanese keyboard (ｃｒａｎｅ, ｇｙｂｂｇ) are the
	// ones meant. A mistake is told of what was typed (assistError).
	typedGuess := strings.TrimSpace(req.String("guess"))
	typedFeedback := strings.Join(strings.Fields(req.String("feedback")), "")
	guess, feedback := commands.ASCII(typedGuess), commands.ASCII(typedFeedback)
	// a word outside the list first: its colours mean nothing, and are likely off as the word is
	if w, err := wordle.ParseWord(guess); err == nil && !c.dictionary().Allowed(w) {
		return nil, c.notWord(w)
	}
	row, err := wordle.ParseRow(guess, feedback)
	lk := c.lookOf(ctx, req, "")
	if err != nil {
		return nil, c.assistError(err, typedGuess, typedFeedback, lk.highContrast)
	}
	hard, hardGiven := req.Bool("hard")
	day := formatDay(c.today())
	dailies, all := c.dailiesInProgress(ctx, req) // read once, outside the update, which may run again
	// h and cands are the rows and the answers that fit them, as the update that was written saw them.
	var (
		h     wordle.History
		cands []wordle.Word
	)
	s, err := storage.UpdateJSON(ctx, c.Store, assistKey(req.User.ID, day), assistTTL, func(s *session) (*session, error) {
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
		if s.Hard {
			// the game in hard mode would not have taken it: a typo, or a game not in hard mode
			if err := prev.HardCheck(row.Guess); err != nil {
				return nil, hardRow(err, lk.highContrast)
			}
		}
		h = append(prev, row)
		// the rows of the asker's own ranked daily: refused before they are stored or searched
		if err := refuseRanked(h, dailies, all); err != nil {
			return nil, err
		}
		var err error
		if cands, err = c.dictionary().Candidates(h); err != nil {
			return nil, c.contradiction(h, err, lk.highContrast)
		}
		s.Rows = append(s.Rows, row.String())
		return s, nil
	})
	if err != nil {
		return nil, err
	}
	// The board goes under the title and above the advice, and the footer last. Show measures the
	// message without them; with them, the longest assist reply, in any view and either language, is
	// about 800 characters (TestRepliesFit), well within a message.
	resp := &router.Response{Content: msgAssistTitle.F(req.Lang, day, len(h)), Private: true}
	if s.Hard {
		resp.Content += msgHardMode.In(req.Lang)
	}
	if err := c.show(resp, req.Lang, lk, h, nil, "wordle-assist.png"); err != nil {
		return nil, err
	}
	var sb strings.Builder
	if j := repeated(h); j > 0 && !solved(h) {
		// Most likely the same row sent twice; the game would have taken the guess again, so it stays.
		last := h[len(h)-1]
		sb.WriteString(msgAssistRepeat.F(req.Lang, len(h), j, upper(last.Guess), squares(last.Feedback, lk.highContrast)) + "\n")
	}
	if solved(h) {
		sb.WriteString(msgAssistSolved.F(req.Lang, countGuesses.N(int64(len(h)))) + "\n")
	} else {
		c.writeAdvice(ctx, &sb, h, cands, s.Hard, req.Lang, req.InFlight)
	}
	sb.WriteString("-# " + msgAssistFooter.In(req.Lang))
	if tip := c.contrastTip(ctx, req, lk, len(h)); tip != "" {
		sb.WriteString("\n" + tip)
	}
	resp.Content += "\n" + sb.String()
	return resp, nil
}

// assistError is inputError for a row that wordle.ParseRow refused, read from typedGuess and
// typedFeedback as the user typed them (the assist reads them in ASCII, commands.ASCII, character for
// character): the reply quotes the word, the feedback or its mark at fault as typed, not as read.
func (c *Command) assistError(err error, typedGuess, typedFeedback string, highContrast bool) error {
	var ie *wordle.InputError
	if !errors.As(err, &ie) {
		return c.inputError(err, hintAssist, highContrast)
	}
	shown := *ie
	switch ie.Code {
	case wordle.CodeNotFiveLetters:
		return router.Fail(router.Invalid, notFiveText(typedGuess, ie.Word)).WithHint(hintAssist)
	case wordle.CodeFeedbackLength:
		shown.Text = typedFeedback
	case wordle.CodeFeedbackSymbol:
		shown.Text, shown.Symbol = typedFeedback, markAt(typedFeedback, ie.Position, ie.Symbol)
	}
	return c.inputError(&shown, hintAssist, highContrast)
}

// markAt is mark n (from 1) of a feedback as wordle.ParseFeedback counts them, every character but the
// emoji variation selector U+FE0F, or read when the feedback has fewer.
func markAt(feedback string, n int, read string) string {
	for _, r := range feedback {
		if r == '\uFE0F' {
			continue
		}
		if n--; n == 0 {
			return string(r)
		}
	}
	return read
}

// repeated is the row (from 1) that h's last row repeats, the same guess before it (its colours are then
// the same, or the row contradicts it), or 0.
func repeated(h wordle.History) int {
	for i, r := range h[:len(h)-1] {
		if r.Guess == h[len(h)-1].Guess {
			return i + 1
		}
	}
	return 0
}

// writeAdvice writes the answers that fit h (cands) and the ranked next guesses, searched within a budget
// that inFlight, the handlers running, may cut (searchOptions).
func (c *Command) writeAdvice(ctx context.Context, sb *strings.Builder, h wordle.History, cands []wordle.Word, hard bool, lang i18n.Lang, inFlight int) {
	switch {
	case len(cands) == 1:
		sb.WriteString(msgAssistOne.F(lang, upper(cands[0])) + "\n")
		return
	case len(cands) <= listMax:
		words := make([]string, len(cands))
		for i, w := range cands {
			words[i] = upper(w) // in capitals, as every other word of the reply
		}
		sb.WriteString(msgAssistList.F(lang, countAnswers.N(int64(len(cands))), i18n.List(lang, words)) + "\n")
	default:
		sb.WriteString(msgAssistCount.F(lang, countAnswers.N(int64(len(cands)))) + "\n")
	}
	if len(h) >= wordle.MaxGuesses {
		last := msgAssistLast
		if len(cands) > listMax { // counted above, not listed
			last = msgAssistLastMany
		}
		sb.WriteString(last.In(lang) + "\n")
		return
	}
	ctx, cancel := context.WithTimeout(ctx, solveTimeout)
	defer cancel()
	res, err := wordle.Solve(ctx, h, c.searchOptions(hard, inFlight))
	if err != nil {
		// the guesses and colours are the player's game: their number says what an operator needs
		c.Log.Warn("wordle assist: no suggestion", "guesses", len(h), "hard", hard, "err", err)
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
	if len(res.Ranking) > 1 {
		sb.WriteString(msgRankedBy.In(lang) + "\n")
	}
	for i, s := range res.Ranking {
		why := msgCannotBe.In(lang)
		if s.Possible {
			why = msgCouldBe.In(lang)
		}
		if s.ExpectedGuesses > 0 {
			why += msgExpected.F(lang, i18n.Float{X: s.ExpectedGuesses, Decimals: 2})
		}
		sb.WriteString(msgAssistLine.F(lang, i+1, upper(s.Guess), i18n.Float{X: s.ExpectedRemaining, Decimals: 1},
			i18n.Num(s.Largest), why) + "\n")
	}
}

// hardRow refuses an assist row that hard mode would not have taken after the rows before it (err, the
// solver's CodeHardGreen or CodeHardMissing), colours in the user's (highContrast).
func hardRow(err error, highContrast bool) error {
	var ie *wordle.InputError
	if !errors.As(err, &ie) {
		return err
	}
	word, letter := strings.ToUpper(ie.Word), strings.ToUpper(ie.Letter)
	var msg i18n.Text
	switch {
	case ie.Code == wordle.CodeHardGreen:
		msg = msgAssistHardGreen.Format(ie.Row, word, ie.Position, letter, colourWord(wordle.Green, highContrast))
	case ie.Count > 1:
		msg = msgAssistHardMissingN.Format(ie.Row, word, letter, countTimes.N(int64(ie.Count)))
	default:
		msg = msgAssistHardMissing.Format(ie.Row, word, letter)
	}
	return router.Fail(router.Invalid, msg).WithHint(hintAssistHard)
}

// contradiction explains why the last row of h leaves no answer, naming the rows at fault and only them:
// the last row alone when no answer fits it at all; else the fewest earlier rows that no answer fits
// together with it: one when one does, else two, else a set none of whose rows can be left out (found by
// leaving out, one at a time, each row that the clash does not need). Squares are in the user's colours.
func (c *Command) contradiction(h wordle.History, err error, highContrast bool) error {
	var ie *wordle.InputError
	if !errors.As(err, &ie) {
		return err
	}
	n := len(h)
	last := h[n-1]
	word, sq := upper(last.Guess), squares(last.Feedback, highContrast)
	if ie.Code == wordle.CodeNoAnswer {
		return router.Fail(router.Invalid, msgNoAnswer.Format(word, sq, n)).WithHint(hintNoAnswer.Format(n))
	}
	at := culprits(h, func(rows wordle.History) bool {
		_, err := c.dictionary().Candidates(rows)
		return err != nil
	})
	earlier := make([]int, len(at))
	items := make([]i18n.Text, len(at))
	for i, j := range at {
		earlier[i] = j + 1
		items[i] = msgConflictItem.Format(j+1, upper(h[j].Guess), squares(h[j].Feedback, highContrast))
	}
	var msg i18n.Text
	if len(at) == 1 {
		r := h[at[0]]
		msg = msgConflictRow.Format(n, word, sq, at[0]+1, upper(r.Guess), squares(r.Feedback, highContrast))
	} else {
		msg = msgConflictRows.Format(n, word, sq, i18n.AndListOf(items...))
	}
	all := make([]i18n.Text, 0, len(at)+1)
	for _, r := range append(earlier, n) {
		all = append(all, i18n.Plain(strconv.Itoa(r)))
	}
	ors := make([]i18n.Text, len(earlier))
	for i, r := range earlier {
		ors[i] = i18n.Plain(strconv.Itoa(r))
	}
	return router.Fail(router.Invalid, msg).WithHint(hintConflict.Format(i18n.AndListOf(all...), i18n.OrListOf(ors...), n))
}

// culprits returns the indices of the fewest earlier rows of h that clash with its last row (clash
// reports whether no answer fits rows): one row if one does, else two, else an irreducible set. h as a
// whole must clash.
func culprits(h wordle.History, clash func(wordle.History) bool) []int {
	n := len(h)
	last := h[n-1]
	with := func(idx ...int) bool {
		rows := make(wordle.History, 0, len(idx)+1)
		for _, i := range idx {
			rows = append(rows, h[i])
		}
		return clash(append(rows, last))
	}
	for j := range n - 1 {
		if with(j) {
			return []int{j}
		}
	}
	for j := range n - 1 {
		for k := j + 1; k < n-1; k++ {
			if with(j, k) {
				return []int{j, k}
			}
		}
	}
	keep := make([]int, n-1)
	for i := range keep {
		keep[i] = i
	}
	for i := 0; i < len(keep); {
		without := append(append([]int{}, keep[:i]...), keep[i+1:]...)
		if with(without...) {
			keep = without
		} else {
			i++
		}
	}
	return keep
}

// reset deletes the user's session of the day.
func (c *Command) reset(ctx context.Context, req *router.Request) (*router.Response, error) {
	day := formatDay(c.today())
	key := assistKey(req.User.ID, day)
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
	for _, w := range c.dictionary().WordsWithPrefix(prefix, 25) {
		choices = append(choices, &discordgo.ApplicationCommandOptionChoice{Name: w.String(), Value: w.String()})
	}
	return &router.Response{Choices: choices}, nil
}

// minBudget is the least search time an assist gets however busy kibitz is. The lean search
// (searchOptions) needs a fraction of it to answer: its first scan takes about 0.1 ms after a random
// guess, where the full scan of every word took 3 to 5 ms.
const minBudget = time.Millisecond

// searchOptions are the solver's options for one assist suggestion when inFlight handlers are running,
// this one included: the lean search (wordle.Options.Lean), within searchBudget.
func (c *Command) searchOptions(hard bool, inFlight int) wordle.Options {
	return wordle.Options{Dictionary: c.dictionary(), Hard: hard, Top: topGuesses, Budget: c.searchBudget(inFlight),
		Cache: c.suggestions, Lean: true}
}

// searchBudget is the search time of one assist suggestion when inFlight handlers are running, this one
// included. Alone, a suggestion gets the whole budget. A live search uses all of its budget, by the clock,
// unless it completes its widest beam first, and shares the processors meanwhile, holding back every
// other reply; so with other handlers running it gets minBudget: a busy kibitz answers a shade less
// carefully rather than later. (Dividing the budget among the handlers running kept it at 10 to 25 ms
// under load and gained only 4% of throughput.)
//
// Measured (two-core machine, shared; -cpu 1; the same games or sessions for each case in one run):
//   - before the lean search, every suggestion scored every allowed word against the answers left
//     first, 3 to 5 ms of CPU after a random guess whatever the budget: with a 5 ms budget, 150 games
//     from a random first guess took 3.6267 guesses on average and 3.6200 with 50 ms (worst 5 both);
//     the assist's search was about 40% of serve's CPU under kibitz load;
//   - what a suggestion costs: on the sessions kibitz load plays (BenchmarkAssistSessions, 600), the
//     full search within 5 ms took 2.57 ms of CPU median, 2.74 ms mean; the lean search within 1 ms
//     0.11 ms median, 0.40 ms mean (within 5 ms, 0.12 and 1.29; alone, within the whole 50 ms, 0.10
//     and 9.5 on BenchmarkAssistGames);
//   - what it plays: 600 games from a random first guess to the end (BenchmarkAssistGames), 3.638
//     guesses on average with the full search within 5 ms, 3.645 within 50 ms, 3.648 with the lean one
//     within 1 ms, 3.638 within 50 ms (worst 5 all), which is noise; following the suggestion against
//     every answer that fits after 300 random first guesses (BenchmarkAssistStates, 67,556 answers),
//     3.909 guesses with the full search within 5 ms and with the lean one within 1 ms (worst 6 both);
//     in hard mode 3.971 both (worst 9 both);
//   - under load: kibitz load in process (128 users, the default game mix, memory store) ran 670
//     interactions/s with the whole 50 ms budget always and the full search, the live search taking 38%
//     of all CPU time, and 902/s with 1 ms always. With the lean search, kibitz load --spawn (32 users,
//     the default mix, Redis) measured serve's CPU at 1.21 ms an interaction instead of 1.72 (medians
//     of three runs each, alternated, on a busy machine), and a profile of serve found the live search
//     at 8% of its CPU time instead of about 40%; see the README.
func (c *Command) searchBudget(inFlight int) time.Duration {
	if inFlight <= 1 {
		return c.budget
	}
	return min(minBudget, c.budget)
}
