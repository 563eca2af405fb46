package commands

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
	// wordleListMax is how many remaining answers a reply lists by name; beyond it, only their number.
	wordleListMax = 20
	// wordleTop is how many ranked suggestions a reply shows.
	wordleTop = 5
)

// wordleAssist is an assist session as stored.
type wordleAssist struct {
	Day  string   `json:"day"`
	Hard bool     `json:"hard,omitempty"`
	Rows []string `json:"rows"` // guess=feedback, canonical
}

// wordleAssistSchema is the version of wordleAssist's stored layout (storage.Versioned). Bump it, with a
// MigrateFrom, when a change would make sessions stored before it decode wrongly.
const wordleAssistSchema = 1

func (wordleAssist) SchemaVersion() int { return wordleAssistSchema }

// Validate checks a session read from the store (storage.Validator): its rows must parse, which history()
// relies on. A session that fails is reported as unreadable instead of starting over without its rows.
func (s *wordleAssist) Validate() error {
	_, err := wordle.Parse(strings.Join(s.Rows, " "))
	return err
}

// history returns the session's rows. They were valid when written.
func (s *wordleAssist) history() wordle.History {
	h, _ := wordle.Parse(strings.Join(s.Rows, " "))
	return h
}

// wordleSolved reports whether the last row of h is all green.
func wordleSolved(h wordle.History) bool {
	return len(h) > 0 && h[len(h)-1].Feedback == wordle.AllGreen
}

var (
	msgWordleAssistTitle = i18n.Text{
		En: "**Wordle assist**, UTC day %s: row %d of 6",
		Ko: "**워들 도우미**, UTC 기준 %s: 6줄 중 %d번째",
	}
	msgWordleHardMode = i18n.Text{
		En: " (hard mode)",
		Ko: " (하드 모드)",
	}
	msgWordleAssistSolved = i18n.Text{
		En: "Solved in %d! Your next /wordle assist starts a new puzzle.",
		Ko: "%d번 만에 풀었습니다! 다음 /워들 도우미 명령은 새 퍼즐로 시작합니다.",
	}
	msgWordleAssistOne = i18n.Text{
		En: "Only one answer fits: **%s**.",
		Ko: "맞는 답은 하나뿐입니다: **%s**.",
	}
	msgWordleAssistCount = i18n.Text{
		En: "**%d** answers still fit.",
		Ko: "아직 **%d**개의 답이 가능합니다.",
	}
	msgWordleAssistList = i18n.Text{
		En: "**%d** answers still fit: %s",
		Ko: "아직 **%d**개의 답이 가능합니다: %s",
	}
	msgWordleAssistLast = i18n.Text{
		En: "That was your sixth row: if it was not the answer, the word is one of those above.",
		Ko: "여섯 번째 줄이었습니다. 답이 아니었다면 단어는 위의 것 중 하나입니다.",
	}
	msgWordleAssistSuggest = i18n.Text{
		En: "**Best next guesses**:",
		Ko: "**다음 추천 단어**:",
	}
	msgWordleAssistTree = i18n.Text{
		En: "**Best next guesses** (from kibitz's precomputed optimal strategy):",
		Ko: "**다음 추천 단어** (kibitz가 미리 계산한 최적 전략):",
	}
	msgWordleAssistOpening = i18n.Text{
		En: "**Best next guesses** (from kibitz's precomputed strategy for games opening with %s):",
		Ko: "**다음 추천 단어** (kibitz가 %s(으)로 시작하는 게임을 위해 미리 계산한 전략):",
	}
	msgWordleAssistLine = i18n.Text{
		En: "%d. **%s**: leaves %.1f answers on average, %d at worst; %s",
		Ko: "%d. **%s**: 평균 %.1f개, 최악 %d개의 답이 남습니다. %s",
	}
	msgWordleCouldBe = i18n.Text{
		En: "could be the answer",
		Ko: "정답일 수 있습니다",
	}
	msgWordleCannotBe = i18n.Text{
		En: "cannot be the answer, but sorts the rest well",
		Ko: "정답은 아니지만 나머지를 잘 가릅니다",
	}
	msgWordleExpected = i18n.Text{
		En: "; about %.2f guesses to finish",
		Ko: ". 끝내기까지 평균 약 %.2f번",
	}
	msgWordleAssistSlow = i18n.Text{
		En: "kibitz could not finish its suggestions in time; try again in a moment.",
		Ko: "kibitz가 제시간에 추천을 끝내지 못했습니다. 잠시 후 다시 시도해 주세요.",
	}
	msgWordleAssistFooter = i18n.Text{
		En: "Your session is private and lasts for the UTC day; /wordle reset starts afresh.",
		Ko: "이 기록은 나만 보며 UTC 기준 하루 동안 유지됩니다. /워들 초기화 명령으로 새로 시작할 수 있습니다.",
	}
	msgWordleAssistFull = i18n.Text{
		En: "Your session for %s already has six rows, as many as Wordle allows.",
		Ko: "%s의 기록에는 이미 워들이 허용하는 여섯 줄이 모두 있습니다.",
	}
	hintWordleReset = i18n.Text{
		En: "Start again with /wordle reset",
		Ko: "/워들 초기화 명령으로 다시 시작하세요.",
	}
	msgWordleNoAnswer = i18n.Text{
		En: "No answer in kibitz's list gives %s the colours %s, so row %d was not added: check the colours.",
		Ko: "kibitz의 목록에는 %[1]s에 %[2]s 색을 주는 답이 없어 %[3]d번째 줄을 추가하지 않았습니다. 색을 확인하세요.",
	}
	msgWordleConflictRow = i18n.Text{
		En: "Row %d (%s %s) contradicts row %d (%s %s): no answer gives both, so the row was not added.",
		Ko: "%[1]d번째 줄(%[2]s %[3]s)이 %[4]d번째 줄(%[5]s %[6]s)과 모순됩니다. 둘 다 만족하는 답이 없어 줄을 추가하지 않았습니다.",
	}
	msgWordleConflictPair = i18n.Text{
		En: "Row %d (%s %s) contradicts rows %d (%s %s) and %d (%s %s) taken together: no answer gives all three, so the row was not added.",
		Ko: "%[1]d번째 줄(%[2]s %[3]s)이 %[4]d번째 줄(%[5]s %[6]s)과 %[7]d번째 줄(%[8]s %[9]s)을 함께 놓고 보면 모순됩니다. 셋 다 만족하는 답이 없어 줄을 추가하지 않았습니다.",
	}
	msgWordleConflictRows = i18n.Text{
		En: "Row %d (%s %s) contradicts rows 1 to %d taken together: no answer gives them all, so the row was not added.",
		Ko: "%[1]d번째 줄(%[2]s %[3]s)이 1~%[4]d번째 줄 전체와 모순됩니다. 모두 만족하는 답이 없어 줄을 추가하지 않았습니다.",
	}
	hintWordleConflict = i18n.Text{
		En: "Check the colours of both rows; if an earlier row was wrong, start again with /wordle reset",
		Ko: "두 줄의 색을 확인하세요. 앞의 줄이 틀렸다면 /워들 초기화 명령으로 다시 시작하세요.",
	}
	msgWordleReset = i18n.Text{
		En: "Your assist session for the UTC day %s is cleared.",
		Ko: "UTC 기준 %s의 도우미 기록을 지웠습니다.",
	}
	msgWordleResetNone = i18n.Text{
		En: "You had no assist session for the UTC day %s; nothing to clear.",
		Ko: "UTC 기준 %s의 도우미 기록이 없어 지울 것이 없습니다.",
	}
)

// assist adds a row to the user's session of the day and suggests the next guesses.
func (c *wordleCommand) assist(ctx context.Context, req *router.Request) (*router.Response, error) {
	row, err := wordle.ParseRow(strings.TrimSpace(req.String("guess")), strings.Join(strings.Fields(req.String("feedback")), ""))
	if err != nil {
		return nil, wordleInputError(err, hintWordleAssist)
	}
	hard, hardGiven := req.Bool("hard")
	day := wordleDay(c.today())
	// h and cands are the rows and the answers that fit them, as the update that was written saw them.
	var (
		h     wordle.History
		cands []wordle.Word
	)
	s, err := storage.UpdateJSON(ctx, c.Store, "wdla:"+req.User.ID+":"+day, wordleAssistTTL, func(s *wordleAssist) (*wordleAssist, error) {
		var prev wordle.History
		if s != nil {
			prev = s.history()
		}
		if s == nil || wordleSolved(prev) {
			s, prev = &wordleAssist{Day: day, Hard: s != nil && s.Hard}, nil
		}
		if hardGiven {
			s.Hard = hard
		}
		if len(s.Rows) >= wordle.MaxGuesses {
			return nil, router.Fail(router.Conflict, msgWordleAssistFull.Format(day)).WithHint(hintWordleReset)
		}
		h = append(prev, row)
		var err error
		if cands, err = c.Wordle.Candidates(h); err != nil {
			return nil, c.contradiction(h, err)
		}
		s.Rows = append(s.Rows, row.String())
		return s, nil
	})
	if err != nil {
		return nil, err
	}
	var sb strings.Builder
	sb.WriteString(msgWordleAssistTitle.F(req.Lang, day, len(h)))
	if s.Hard {
		sb.WriteString(msgWordleHardMode.In(req.Lang))
	}
	sb.WriteString("\n" + wordleRowsText(h))
	if wordleSolved(h) {
		sb.WriteString(msgWordleAssistSolved.F(req.Lang, len(h)) + "\n")
	} else {
		c.writeAdvice(ctx, &sb, h, cands, s.Hard, req.Lang, req.InFlight)
	}
	sb.WriteString("-# " + msgWordleAssistFooter.In(req.Lang))
	png, err := c.encode(render.Wordle(h, nil))
	if err != nil {
		return nil, fmt.Errorf("wordle: render: %w", err)
	}
	return &router.Response{Content: sb.String(), Private: true,
		Files: []*discordgo.File{router.PNG("wordle-assist.png", png)}}, nil
}

// writeAdvice writes the answers that fit h (cands) and the ranked next guesses, searched within a budget
// that inFlight, the handlers running, may cut (searchBudget).
func (c *wordleCommand) writeAdvice(ctx context.Context, sb *strings.Builder, h wordle.History, cands []wordle.Word, hard bool, lang i18n.Lang, inFlight int) {
	switch {
	case len(cands) == 1:
		sb.WriteString(msgWordleAssistOne.F(lang, wordleUpper(cands[0])) + "\n")
		return
	case len(cands) <= wordleListMax:
		words := make([]string, len(cands))
		for i, w := range cands {
			words[i] = w.String()
		}
		sb.WriteString(msgWordleAssistList.F(lang, len(cands), strings.Join(words, ", ")) + "\n")
	default:
		sb.WriteString(msgWordleAssistCount.F(lang, len(cands)) + "\n")
	}
	if len(h) >= wordle.MaxGuesses {
		sb.WriteString(msgWordleAssistLast.In(lang) + "\n")
		return
	}
	ctx, cancel := context.WithTimeout(ctx, wordleSolveTimeout)
	defer cancel()
	budget := c.searchBudget(inFlight)
	res, err := wordle.Solve(ctx, h, wordle.Options{Dictionary: c.Wordle, Hard: hard, Top: wordleTop, Budget: budget})
	if err != nil {
		c.Log.Warn("wordle assist: no suggestion", "history", h.String(), "err", err)
		sb.WriteString(msgWordleAssistSlow.In(lang) + "\n")
		return
	}
	switch {
	case res.Stats.Source == "tree" && h[0].Guess.String() == wordle.FirstGuess:
		// SALET's trees are the proven optima, in both modes; the other openings' are the best the
		// generator's search found after them
		sb.WriteString(msgWordleAssistTree.In(lang) + "\n")
	case res.Stats.Source == "tree":
		sb.WriteString(msgWordleAssistOpening.F(lang, wordleUpper(h[0].Guess)) + "\n")
	default:
		sb.WriteString(msgWordleAssistSuggest.In(lang) + "\n")
	}
	for i, s := range res.Ranking {
		why := msgWordleCannotBe.In(lang)
		if s.Possible {
			why = msgWordleCouldBe.In(lang)
		}
		if s.ExpectedGuesses > 0 {
			why += msgWordleExpected.F(lang, s.ExpectedGuesses)
		}
		sb.WriteString(msgWordleAssistLine.F(lang, i+1, wordleUpper(s.Guess), s.ExpectedRemaining, s.Largest, why) + ".\n")
	}
}

// contradiction explains why the last row of h leaves no answer: which earlier row it clashes with, when
// one does on its own, else which two rows together, else the fewest first rows that do.
func (c *wordleCommand) contradiction(h wordle.History, err error) error {
	var ie *wordle.InputError
	if !errors.As(err, &ie) {
		return err
	}
	n := len(h)
	last := h[n-1]
	word, squares := wordleUpper(last.Guess), last.Feedback.Squares(false, false)
	if ie.Code == wordle.CodeNoAnswer {
		return router.Fail(router.Invalid, msgWordleNoAnswer.Format(word, squares, n)).WithHint(hintWordleConflict)
	}
	clash := func(rows ...wordle.Row) bool {
		_, err := c.Wordle.Candidates(append(append(wordle.History{}, rows...), last)) // a copy: rows may be h[:k]
		return err != nil
	}
	show := func(r wordle.Row) (string, string) { return wordleUpper(r.Guess), r.Feedback.Squares(false, false) }
	for j := range n - 1 {
		if clash(h[j]) {
			w, sq := show(h[j])
			return router.Fail(router.Invalid, msgWordleConflictRow.Format(n, word, squares, j+1, w, sq)).WithHint(hintWordleConflict)
		}
	}
	for j := range n - 1 {
		for k := j + 1; k < n-1; k++ {
			if clash(h[j], h[k]) {
				wj, sqj := show(h[j])
				wk, sqk := show(h[k])
				return router.Fail(router.Invalid, msgWordleConflictPair.Format(n, word, squares, j+1, wj, sqj, k+1, wk, sqk)).
					WithHint(hintWordleConflict)
			}
		}
	}
	k := 3
	for k < n-1 && !clash(h[:k]...) {
		k++
	}
	return router.Fail(router.Invalid, msgWordleConflictRows.Format(n, word, squares, k)).WithHint(hintWordleConflict)
}

// reset deletes the user's session of the day.
func (c *wordleCommand) reset(ctx context.Context, req *router.Request) (*router.Response, error) {
	day := wordleDay(c.today())
	key := "wdla:" + req.User.ID + ":" + day
	if _, err := c.Store.Get(ctx, key); errors.Is(err, storage.ErrNotFound) {
		return router.PrivateReply(msgWordleResetNone.F(req.Lang, day)), nil
	} else if err != nil {
		return nil, err
	}
	if err := c.Store.Delete(ctx, key); err != nil {
		return nil, err
	}
	return router.PrivateReply(msgWordleReset.F(req.Lang, day)), nil
}

// complete offers the allowed words that start with what the user has typed: at most 25, Discord's limit.
func (c *wordleCommand) complete(ctx context.Context, req *router.Request) (*router.Response, error) {
	prefix := strings.ToLower(strings.TrimSpace(req.String(req.Focused)))
	choices := []*discordgo.ApplicationCommandOptionChoice{}
	for _, r := range prefix {
		if r < 'a' || r > 'z' {
			return &router.Response{Choices: choices}, nil
		}
	}
	for _, w := range c.Wordle.WordsWithPrefix(prefix, 25) {
		choices = append(choices, &discordgo.ApplicationCommandOptionChoice{Name: w.String(), Value: w.String()})
	}
	return &router.Response{Choices: choices}, nil
}

// wordleMinBudget is the least search time an assist gets however busy kibitz is: the solver's first
// scan alone answers well (the passes after it refine the choice), and it needs a few milliseconds.
const wordleMinBudget = 5 * time.Millisecond

// searchBudget is the search time of one assist suggestion when inFlight handlers are running, this one
// included. Alone, a suggestion gets the whole budget. A live search uses all of its budget, by the clock,
// and shares the processors meanwhile, holding back every other reply; so with other handlers running it
// gets wordleMinBudget, which plays as well to within one guess in 150 games: a busy kibitz answers a
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
func (c *wordleCommand) searchBudget(inFlight int) time.Duration {
	if inFlight <= 1 {
		return c.budget
	}
	return min(wordleMinBudget, c.budget)
}
