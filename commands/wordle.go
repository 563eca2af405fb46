package commands

import (
	"context"
	"errors"
	"image"
	"strings"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/wordle"
)

// /wordle assist|reset|play|guess|daily|stats.
//
// Days. kibitz's Wordle day is the UTC calendar day: the assist session, the daily word, the daily
// progress, streaks and the server's board all change at 00:00 UTC, whatever the player's time zone
// (Discord does not tell kibitz where its users are, and the New York Times changes its puzzle at each
// player's local midnight). The replies say so.
//
// Files: wordle.go (definition, days, shared texts, error wording), wordle_assist.go (assist, reset,
// autocomplete), wordle_game.go (play, guess, the guess form, the board message), wordle_daily.go (the
// daily word, its secret, the share grid), wordle_stats.go (per-user stats, the server's board).
//
// Store keys, with their time to live:
//
//	wdla:<user>:<day>          the assist session of one day                  36 h
//	wdlp:<user>                the user's /wordle play game                   24 h after the last guess
//	wdld:<guild>:<user>:<day>  the user's daily game in a server              48 h
//	wdls:<guild>:<user>        the user's daily stats in a server             400 days after the last daily
//	wdlb:<guild>:<day>         the server's board of one day                  8 days (the week's board reads 7)
//	wdl:secret                 the daily secret, when KIBITZ_DAILY_SECRET is unset   no expiry

const (
	wordlePlayGuessRoute  = "wdl1/p/{game}/guess" // button: opens the guess form of a play game
	wordlePlayWordRoute   = "wdl1/p/{game}/word"  // the form's submission
	wordlePlayAgainRoute  = "wdl1/p/{game}/again" // button: a new game after the end
	wordleDailyGuessRoute = "wdl1/d/{day}/guess"  // button: opens the guess form of the daily of a day
	wordleDailyWordRoute  = "wdl1/d/{day}/word"   // the form's submission

	wordleAssistTTL = 36 * time.Hour
	wordlePlayTTL   = 24 * time.Hour
	wordleDailyTTL  = 48 * time.Hour
	wordleStatsTTL  = 400 * 24 * time.Hour
	wordleBoardTTL  = 8 * 24 * time.Hour

	// wordleAssistBudget is the solver's time for one assist suggestion off its precomputed trees: the
	// solver's default, which keeps a suggestion from any state under 100 ms on one core (issue 6). Six
	// times as much (300 ms) was tried: on 60 random histories off the trees, after one and two guesses,
	// it changed the first suggestion in 2 in normal mode and 7 in hard mode, and where the search knew
	// both costs, the expected guesses to finish by 0.02 at most; not worth the wait.
	wordleAssistBudget = wordle.DefaultBudget
	// wordleSolveTimeout bounds a whole Solve, the feedback matrix included if nothing built it yet.
	wordleSolveTimeout = 2500 * time.Millisecond
	// wordleFormField is the custom_id of the guess form's one text input.
	wordleFormField = "word"
)

type wordleCommand struct {
	Deps
	budget time.Duration                     // the solver's time for one assist suggestion
	encode func(image.Image) ([]byte, error) // render.PNG; tests under -race swap in a cheaper one
	warm   sync.Once                         // Prepare runs once

	secretMu sync.Mutex
	secret   string // the daily secret, once read or created
}

func newWordle(d Deps) *wordleCommand {
	return &wordleCommand{Deps: d, budget: wordleAssistBudget, encode: render.PNG}
}

// background builds the solver's tables (the 30 MB feedback matrix, the opening rankings) once, so that
// the first /wordle assist does not wait for them, then waits for ctx.
func (c *wordleCommand) Background(ctx context.Context) {
	go c.warm.Do(func() { c.Wordle.Prepare(ctx) })
	<-ctx.Done()
}

func (c *wordleCommand) Register(m *router.Mux) {
	hardOption := router.Option{
		Type:        discordgo.ApplicationCommandOptionBoolean,
		Name:        i18n.Text{En: "hard", Ko: "하드모드"},
		Description: i18n.Text{En: "Hard mode: every revealed hint must be used in later guesses", Ko: "하드 모드: 드러난 힌트를 이후 추측에 반드시 사용합니다"},
	}
	m.Command(router.Command{
		Name:        i18n.Text{En: "wordle", Ko: "워들"},
		Description: i18n.Text{En: "Wordle: help with today's puzzle, play, the server's daily word, stats", Ko: "워들: 오늘 퍼즐 도우미, 게임, 서버의 오늘의 단어, 통계"},
		Subcommands: []router.Subcommand{{
			Name:        i18n.Text{En: "assist", Ko: "도우미"},
			Description: i18n.Text{En: "Add a row of today's Wordle and get the best next guesses", Ko: "오늘 워들의 한 줄을 입력하고 다음 추천 단어를 받습니다"},
			Example:     "/wordle assist guess:crane feedback:gybbg",
			Private:     true,
			Handler:     c.assist,
			Options: []router.Option{{
				Type:         discordgo.ApplicationCommandOptionString,
				Name:         i18n.Text{En: "guess", Ko: "추측"},
				Description:  i18n.Text{En: "The five-letter word you played", Ko: "입력한 다섯 글자 단어"},
				Required:     true,
				MaxLength:    20,
				Autocomplete: c.complete,
			}, {
				Type:        discordgo.ApplicationCommandOptionString,
				Name:        i18n.Text{En: "feedback", Ko: "결과"},
				Description: i18n.Text{En: "Its colours: g green, y yellow, b . x - grey (gybbg), or the pasted squares", Ko: "색: g 초록, y 노랑, b . x - 회색 (gybbg), 또는 복사한 네모"},
				Required:    true,
				MaxLength:   60,
			}, hardOption},
		}, {
			Name:        i18n.Text{En: "reset", Ko: "초기화"},
			Description: i18n.Text{En: "Clear your assist session of today", Ko: "오늘의 도우미 기록을 지웁니다"},
			Example:     "/wordle reset",
			Private:     true,
			Handler:     c.reset,
		}, {
			Name:        i18n.Text{En: "play", Ko: "게임"},
			Description: i18n.Text{En: "A private game against a random word", Ko: "무작위 단어로 혼자 하는 게임"},
			Example:     "/wordle play hard:true",
			Private:     true,
			Handler:     c.play,
			Options:     []router.Option{hardOption},
		}, {
			Name:        i18n.Text{En: "guess", Ko: "추측"},
			Description: i18n.Text{En: "Guess a word in your game (the same as the Guess button)", Ko: "게임에서 단어를 추측합니다 (추측 버튼과 같습니다)"},
			Example:     "/wordle guess word:crane",
			Private:     true,
			Handler:     c.guessCommand,
			Options: []router.Option{{
				Type:         discordgo.ApplicationCommandOptionString,
				Name:         i18n.Text{En: "word", Ko: "단어"},
				Description:  i18n.Text{En: "A five-letter word", Ko: "다섯 글자 영어 단어"},
				Required:     true,
				MaxLength:    20,
				Autocomplete: c.complete,
			}, {
				Type:        discordgo.ApplicationCommandOptionString,
				Name:        i18n.Text{En: "game", Ko: "게임"},
				Description: i18n.Text{En: "Which game (your unfinished one when left out)", Ko: "어느 게임인지 (비우면 진행 중인 게임)"},
				Choices: []router.Choice{
					{Name: i18n.Text{En: "play (your random word)", Ko: "게임 (무작위 단어)"}, Value: "play"},
					{Name: i18n.Text{En: "daily (the server's word of the day)", Ko: "오늘의 단어 (서버 공통)"}, Value: "daily"},
				},
			}},
		}, {
			Name:        i18n.Text{En: "daily", Ko: "오늘의단어"},
			Description: i18n.Text{En: "The server's word of the day: one try each, results shared as squares", Ko: "서버의 오늘의 단어: 하루 한 번, 결과는 네모로만 공유됩니다"},
			Example:     "/wordle daily",
			Private:     true,
			Handler:     c.daily,
		}, {
			Name:        i18n.Text{En: "stats", Ko: "통계"},
			Description: i18n.Text{En: "Your daily results and streaks, and the server's board", Ko: "나의 오늘의 단어 기록과 연승, 서버 순위"},
			Example:     "/wordle stats",
			Private:     true,
			Handler:     c.stats,
		}},
	})
	m.Component(wordlePlayGuessRoute, c.openPlayForm)
	m.Component(wordlePlayWordRoute, c.submitPlayForm)
	m.Component(wordlePlayAgainRoute, c.playAgain)
	m.Component(wordleDailyGuessRoute, c.openDailyForm)
	m.Component(wordleDailyWordRoute, c.submitDailyForm)
}

// today is the current Wordle day: the UTC calendar day, at its midnight.
func (c *wordleCommand) today() time.Time {
	t := c.Now().UTC()
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
}

// wordleDay writes a day as keys, custom_ids and share lines show it: 2026-11-22.
func wordleDay(t time.Time) string { return t.Format(time.DateOnly) }

// wordleParseDay reads a day written by wordleDay; ok is false for anything else (a forged custom_id).
func wordleParseDay(s string) (time.Time, bool) {
	t, err := time.Parse(time.DateOnly, s)
	return t, err == nil && wordleDay(t) == s
}

// wordleUpper is a word as replies show it: in capitals, like the game's tiles.
func wordleUpper(w wordle.Word) string { return strings.ToUpper(w.String()) }

// wordleRowsText is the board as text beside its image, for clients that show no images and for
// screen readers: one line a row, the guess then its colours ("`CRANE` ⬛🟨⬛🟨⬛").
func wordleRowsText(h wordle.History) string {
	var sb strings.Builder
	for _, r := range h {
		sb.WriteString("`" + wordleUpper(r.Guess) + "` " + r.Feedback.Squares(false, false) + "\n")
	}
	return sb.String()
}

// wordleSquares shows a feedback in g/y/b form as the share squares, or as typed if it does not parse.
func wordleSquares(feedback string) string {
	f, err := wordle.ParseFeedback(feedback)
	if err != nil {
		return feedback
	}
	return f.Squares(false, false)
}

var (
	msgWordleErrNotFive = i18n.Text{
		En: "%q is not a five-letter word: Wordle words are five letters a to z.",
		Ko: "%q는 다섯 글자 단어가 아닙니다. 워들 단어는 영어 알파벳 다섯 글자입니다.",
	}
	msgWordleErrNotAllowed = i18n.Text{
		En: "%s is not in the word list, so it cannot be guessed; this cost you no turn.",
		Ko: "%s는 단어 목록에 없어 추측할 수 없습니다. 기회는 줄지 않았습니다.",
	}
	msgWordleErrFeedbackLength = i18n.Text{
		En: "The feedback %q should have five marks, one per letter: g green, y yellow, b (or . x -) grey.",
		Ko: "결과 %q에는 글자마다 하나씩 다섯 개의 표시가 있어야 합니다: g 초록, y 노랑, b (또는 . x -) 회색.",
	}
	msgWordleErrFeedbackSymbol = i18n.Text{
		En: "Mark %[2]d of the feedback is %[1]q; use g for green, y for yellow, b . x or - for grey, or paste the coloured squares.",
		Ko: "결과의 %[2]d번째 표시가 %[1]q입니다. 초록은 g, 노랑은 y, 회색은 b . x - 를 쓰거나 색 네모를 붙여 넣으세요.",
	}
	msgWordleErrImpossible = i18n.Text{
		En: "No word at all can colour %s as %s: check the colours (four greens and one yellow cannot happen, for one).",
		Ko: "어떤 단어도 %s를 %s처럼 색칠할 수 없습니다. 색을 확인하세요 (예: 초록 넷에 노랑 하나는 불가능합니다).",
	}
	msgWordleErrHardGreen = i18n.Text{
		En: "Hard mode: letter %[2]d of %[1]s must be the green %[3]s; this cost you no turn.",
		Ko: "하드 모드: %[1]s의 %[2]d번째 글자는 초록으로 드러난 %[3]s여야 합니다. 기회는 줄지 않았습니다.",
	}
	msgWordleErrHardMissing = i18n.Text{
		En: "Hard mode: %s must contain the revealed %s; this cost you no turn.",
		Ko: "하드 모드: %s에는 드러난 %s가 들어가야 합니다. 기회는 줄지 않았습니다.",
	}
	msgWordleErrHardMissingN = i18n.Text{
		En: "Hard mode: %s must contain %s %d times, as revealed; this cost you no turn.",
		Ko: "하드 모드: 드러난 대로 %[1]s에는 %[2]s가 %[3]d번 들어가야 합니다. 기회는 줄지 않았습니다.",
	}
	msgWordleErrGameOver = i18n.Text{
		En: "This game is already over.",
		Ko: "이 게임은 이미 끝났습니다.",
	}
	msgWordleErrOther = i18n.Text{
		En: "That input is not valid: %s",
		Ko: "입력이 올바르지 않습니다: %s",
	}
	hintWordleAssist = i18n.Text{
		En: "Example: /wordle assist guess:crane feedback:gybbg (or feedback:🟩🟨⬛⬛🟩)",
		Ko: "예: /워들 도우미 추측:crane 결과:gybbg (또는 결과:🟩🟨⬛⬛🟩)",
	}
	hintWordleGuess = i18n.Text{
		En: "Try another word, e.g. /wordle guess word:crane",
		Ko: "다른 단어를 입력해 보세요. 예: /워들 추측 단어:crane",
	}
)

// wordleInputError words a solver's InputError in both languages, with the hint for the command that
// was used. Other errors pass through.
func wordleInputError(err error, hint i18n.Text) error {
	var ie *wordle.InputError
	if !errors.As(err, &ie) {
		return err
	}
	code := router.Invalid
	var msg i18n.Text
	switch ie.Code {
	case wordle.CodeNotFiveLetters:
		msg = msgWordleErrNotFive.Format(ie.Word)
	case wordle.CodeNotAllowed:
		msg = msgWordleErrNotAllowed.Format(strings.ToUpper(ie.Word))
	case wordle.CodeFeedbackLength:
		msg = msgWordleErrFeedbackLength.Format(ie.Text)
	case wordle.CodeFeedbackSymbol:
		msg = msgWordleErrFeedbackSymbol.Format(ie.Symbol, ie.Position)
	case wordle.CodeImpossibleFeedback:
		msg = msgWordleErrImpossible.Format(strings.ToUpper(ie.Word), wordleSquares(ie.Feedback))
	case wordle.CodeHardGreen:
		msg = msgWordleErrHardGreen.Format(strings.ToUpper(ie.Word), ie.Position, strings.ToUpper(ie.Letter))
	case wordle.CodeHardMissing:
		if ie.Count > 1 {
			msg = msgWordleErrHardMissingN.Format(strings.ToUpper(ie.Word), strings.ToUpper(ie.Letter), ie.Count)
		} else {
			msg = msgWordleErrHardMissing.Format(strings.ToUpper(ie.Word), strings.ToUpper(ie.Letter))
		}
	case wordle.CodeGameOver:
		return router.Fail(router.Conflict, msgWordleErrGameOver)
	default:
		msg = msgWordleErrOther.Format(ie.Error())
	}
	return router.Fail(code, msg).WithHint(hint)
}
