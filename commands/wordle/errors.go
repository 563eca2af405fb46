package wordle

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/wordle"
)

// The solver's errors carry a code and the values a sentence needs (solvers/wordle/errors.go), never the
// sentence: here each code becomes the reply for Discord, in the user's language, and the English line of
// kibitz solve. Both switches name every code, so that a code without words shows as one (the test that
// walks every code, messages_test.go, fails on it).

// inputError words a solver's InputError in both languages, with the hint for the command that was used,
// squares and colours in the user's (highContrast), and for a word not in the list the closest words
// that are. Other errors pass through.
func (c *Command) inputError(err error, hint i18n.Text, highContrast bool) error {
	return c.wordError(err, hint, highContrast, nil)
}

// guessError is inputError for a word that game g, as it stood, refused: the closest words it lists and
// the example its hint gives are words g accepts now, so that a hard-mode refusal never suggests a word
// hard mode would refuse too (the refused word among them), and gives no example when none fits.
func (c *Command) guessError(err error, g *wordle.Game, highContrast bool) error {
	accepts := func(w wordle.Word) bool {
		_, err := g.Check(c.dictionary(), w.String())
		return err == nil
	}
	return c.wordError(err, guessHint(c.dictionary(), g), highContrast, accepts)
}

// wordError is inputError with accepts, when not nil, saying which of the closest words may be suggested.
func (c *Command) wordError(err error, hint i18n.Text, highContrast bool, accepts func(wordle.Word) bool) error {
	var ie *wordle.InputError
	if !errors.As(err, &ie) {
		return err
	}
	if ie.Code == wordle.CodeGameOver {
		return router.Fail(router.Conflict, msgErrGameOver)
	}
	msg := errorText(ie, highContrast)
	if w, perr := wordle.ParseWord(ie.Word); ie.Code == wordle.CodeNotAllowed && perr == nil {
		var near []wordle.Word
		for _, x := range closest(c.dictionary(), w, len(c.dictionary().Words())) {
			if len(near) == closestMax {
				break
			}
			if accepts == nil || accepts(x) {
				near = append(near, x)
			}
		}
		if len(near) > 0 {
			msg = i18n.Join("", msg, msgClosest.Format(closestText(near)))
		}
	}
	return router.Fail(router.Invalid, msg).WithHint(hint)
}

// exampleWords are the words a reply may give as an example guess: the first that the game accepts.
var exampleWords = []string{"crane", "slate", "audio", "point", "lemon"}

// exampleWord is the example guess for game g: the first of exampleWords that g accepts and that has not
// been guessed in it already; "" when there is none (hard mode after a few hints, mostly).
func exampleWord(d *wordle.Dictionary, g *wordle.Game) string {
	for _, w := range exampleWords {
		if x, err := g.Check(d, w); err == nil && !slices.Contains(g.Guesses, x) {
			return w
		}
	}
	return ""
}

// guessHint is the hint under a refused guess in game g: an example the game accepts, or in hard mode,
// when it accepts none of them, what hard mode asks.
func guessHint(d *wordle.Dictionary, g *wordle.Game) i18n.Text {
	switch w := exampleWord(d, g); {
	case w != "":
		return hintGuess.Format(w)
	case g.Hard:
		return hintGuessHard
	}
	return hintGuessAny
}

// notWord refuses an assist row whose guess is not in the word list, with the closest words that are:
// a typo (CRNAE) would otherwise become a row whose colours rule out the wrong letters. The list is the
// original game's; a word the New York Times has allowed since is refused too, until a replacement
// list (WORDLE_GUESSES_FILE) allows it.
func (c *Command) notWord(w wordle.Word) error {
	near := closest(c.dictionary(), w, closestMax)
	if len(near) == 0 {
		return router.Fail(router.Invalid, msgNotWordNone.Format(upper(w))).WithHint(hintAssist)
	}
	return router.Fail(router.Invalid, msgNotWord.Format(upper(w), closestText(near))).WithHint(hintAssist)
}

// closestText names the closest words, "Closest word: CARGO" or "Closest words: CRANE, CRANK".
func closestText(ws []wordle.Word) i18n.Text {
	if len(ws) == 1 {
		return msgClosestOne.Format(words(ws))
	}
	return msgClosestMany.Format(words(ws))
}

// words writes words as replies show them: in capitals, separated by commas (、 in Japanese).
func words(ws []wordle.Word) i18n.Text {
	s := make([]i18n.Text, len(ws))
	for i, w := range ws {
		s[i] = i18n.Plain(upper(w))
	}
	return i18n.ListOf(s...)
}

// errorText is the reply's sentence for ie, its squares and colours in the user's (highContrast).
func errorText(ie *wordle.InputError, highContrast bool) i18n.Text {
	word, letter := strings.ToUpper(ie.Word), strings.ToUpper(ie.Letter)
	switch ie.Code {
	case wordle.CodeNotFiveLetters:
		return notFiveText(ie.Word, ie.Word)
	case wordle.CodeNotAllowed:
		return msgErrNotAllowed.Format(word)
	case wordle.CodeNotAnswer:
		return msgErrNotAnswer.Format(commands.Typed(ie.Word))
	case wordle.CodeBadRow:
		return msgErrBadRow.Format(ie.Row, commands.Typed(ie.Text))
	case wordle.CodeFeedbackLength:
		return msgErrFeedbackLength.Format(commands.Typed(ie.Text))
	case wordle.CodeFeedbackSymbol:
		return msgErrFeedbackSymbol.Format(commands.Typed(ie.Symbol), ie.Position)
	case wordle.CodeImpossibleFeedback:
		return impossibleText(ie, word, letter, highContrast)
	case wordle.CodeNoAnswer:
		return msgNoAnswer.Format(word, feedbackSquares(ie.Feedback, highContrast), ie.Row)
	case wordle.CodeConflict:
		return msgErrConflict.Format(ie.Row, word, feedbackSquares(ie.Feedback, highContrast))
	case wordle.CodeHardGreen:
		return msgErrHardGreen.Format(word, ie.Position, letter, colourWord(wordle.Green, highContrast))
	case wordle.CodeHardMissing:
		if ie.Count > 1 {
			return msgErrHardMissingN.Format(word, letter, countTimes.N(int64(ie.Count)))
		}
		return msgErrHardMissing.Format(word, letter)
	case wordle.CodeGameOver:
		return msgErrGameOver
	case wordle.CodeListWord:
		return msgErrListWord.Format(ie.Line, ie.List, listFile(ie), ie.Word)
	case wordle.CodeListDuplicate:
		return msgErrListDuplicate.Format(ie.Line, ie.List, listFile(ie), ie.Word, ie.FirstLine)
	case wordle.CodeListEmpty:
		return msgErrListEmpty.Format(ie.List, listFile(ie))
	case wordle.CodeListUTF16:
		return msgErrListUTF16.Format(ie.List, listFile(ie))
	case wordle.CodeListNotText:
		return msgErrListNotText.Format(ie.Line, ie.List, listFile(ie))
	}
	return msgErrOther.Format(ie.Error())
}

// impossibleText says why no word colours the row of ie so, from the reason the solver found.
func impossibleText(ie *wordle.InputError, word, letter string, highContrast bool) i18n.Text {
	squares := feedbackSquares(ie.Feedback, highContrast)
	green, yellow := colourWord(wordle.Green, highContrast), colourWord(wordle.Yellow, highContrast)
	switch {
	case ie.Before > 0:
		return msgErrImpossibleOrder.Format(word, squares, letter, ie.Position, yellow, ie.Before, colourWord(wordle.Grey, highContrast))
	case ie.Count > 1:
		return msgErrImpossibleRoomN.Format(word, squares, letter, countTimes.N(int64(ie.Count)), yellow, green)
	}
	return msgErrImpossibleRoom.Format(word, squares, letter, ie.Position, yellow, green)
}

// SolveError is the English line of `kibitz solve wordle` for err, after "error: " (the solver's
// BatchOptions.Describe), and the words of a bad word list for kibitz's other subcommands. Errors that
// are not the solver's InputError keep their own text.
func SolveError(err error) string {
	var ie *wordle.InputError
	if !errors.As(err, &ie) {
		return err.Error()
	}
	switch ie.Code {
	case wordle.CodeNotFiveLetters:
		row := ""
		if ie.Row > 0 {
			row = fmt.Sprintf(solveRow, ie.Row)
		}
		if c, ok := notAtoZ(ie.Word, ie.Word); ok {
			return fmt.Sprintf(solveNotAtoZ, row, commands.Typed(ie.Word), commands.Typed(string(c)))
		}
		return fmt.Sprintf(solveNotFive, row, commands.Typed(ie.Word))
	case wordle.CodeNotAllowed:
		row := ""
		if ie.Row > 0 {
			row = fmt.Sprintf(solveRow, ie.Row)
		}
		return row + fmt.Sprintf(solveNotAllowed, commands.Typed(ie.Word))
	case wordle.CodeFeedbackLength:
		return fmt.Sprintf(solveFeedbackLength, ie.Row, commands.Typed(ie.Text))
	case wordle.CodeFeedbackSymbol:
		return fmt.Sprintf(solveFeedbackSymbol, ie.Row, commands.Typed(ie.Symbol), ie.Position)
	case wordle.CodeImpossibleFeedback:
		return fmt.Sprintf(solveImpossible, ie.Row, ie.Word, ie.Feedback, ie.Word, solveImpossibleWhy(ie))
	case wordle.CodeNoAnswer:
		return fmt.Sprintf(solveNoAnswer, ie.Row, ie.Word, ie.Feedback, ie.Word)
	case wordle.CodeConflict:
		return fmt.Sprintf(solveConflict, ie.Row, ie.Word, ie.Feedback)
	case wordle.CodeHardGreen:
		return fmt.Sprintf(solveHardGreen, ie.Position, ie.Word, strings.ToUpper(ie.Letter))
	case wordle.CodeHardMissing:
		if ie.Count > 1 {
			return fmt.Sprintf(solveHardMissingN, ie.Word, strings.ToUpper(ie.Letter), ie.Count)
		}
		return fmt.Sprintf(solveHardMissing, ie.Word, strings.ToUpper(ie.Letter))
	case wordle.CodeGameOver:
		return solveGameOver
	case wordle.CodeNotAnswer, wordle.CodeBadRow, wordle.CodeListWord, wordle.CodeListDuplicate, wordle.CodeListEmpty,
		wordle.CodeListUTF16, wordle.CodeListNotText:
		// the Discord sentence reads right in a terminal too
		return errorText(ie, false).En
	}
	return ie.Error()
}

// solveImpossibleWhy is the reason of solveImpossible, from the one the solver found (impossibleText's).
func solveImpossibleWhy(ie *wordle.InputError) string {
	letter := strings.ToUpper(ie.Letter)
	switch {
	case ie.Before > 0:
		return fmt.Sprintf(solveImpossibleOrder, letter, ie.Position, ie.Before)
	case ie.Count > 1:
		return fmt.Sprintf(solveImpossibleRoomN, letter, ie.Count, ie.Word)
	}
	return fmt.Sprintf(solveImpossibleRoom, letter, ie.Position, ie.Word)
}

// notAtoZ finds what makes a word of five characters no Wordle word: its first character that is not a
// letter a to z, of either case (an accent, a digit, a sign). It looks in read, the word as kibitz read
// it, and returns the character as typed, the word as the user typed it: the same but for the full-width
// letters /wordle assist reads as ASCII (commands.ASCII), which keeps every character in its place. A
// word of another length is refused for its length, and ok is false.
func notAtoZ(typed, read string) (c rune, ok bool) {
	if utf8.RuneCountInString(read) != 5 {
		return 0, false
	}
	shown := []rune(typed)
	for i, r := range []rune(read) {
		if !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') {
			if i < len(shown) {
				return shown[i], true
			}
			return r, true
		}
	}
	return 0, false
}

// notFiveTyped is the refusal of a word that is no five letters a to z (wordle.CodeNotFiveLetters in
// err), told as the user typed it, read being what kibitz read of it (commands.ASCII); ok is false for
// any other error, which the caller words.
func notFiveTyped(err error, typed, read string) (msg i18n.Text, ok bool) {
	var ie *wordle.InputError
	if !errors.As(err, &ie) || ie.Code != wordle.CodeNotFiveLetters {
		return msg, false
	}
	return notFiveText(typed, read), true
}

// notFiveText is the reply's sentence for a word that is not five letters a to z, typed and read as
// notAtoZ has them.
func notFiveText(typed, read string) i18n.Text {
	if c, ok := notAtoZ(typed, read); ok {
		return msgErrNotAtoZ.Format(commands.Typed(typed), commands.Typed(string(c)))
	}
	return msgErrNotFive.Format(commands.Typed(typed))
}

// listFile names a word list's file after the list's name: " /etc/kibitz/answers.txt", or nothing when
// the list was not read from a file.
func listFile(ie *wordle.InputError) string {
	if ie.File == "" {
		return ""
	}
	return " " + ie.File
}

// The solver's errors in a reply (errors.go), with the hints of the commands that take words.
var (
	msgErrNotFive = i18n.Text{
		En: "%s is not a five-letter word: Wordle words are five letters a to z.",
		Ko: "다섯 글자 단어가 아닙니다: %s. 워들 단어는 영어 알파벳 다섯 글자입니다.",
	}
	msgErrNotAtoZ = i18n.Text{
		En: "%s has %s, which is not a letter a to z: Wordle words are five plain letters, without accents, digits or signs.",
		Ko: "%s에는 영어 알파벳 a~z가 아닌 %s 글자가 있습니다. 워들 단어는 악센트, 숫자, 기호 없이 알파벳 다섯 글자입니다.",
	}
	msgErrNotAllowed = i18n.Text{
		En: "%s is not in the word list, so it cannot be guessed; this cost you no turn.",
		Ko: "단어 목록에 없는 단어라 추측할 수 없습니다: %s. 기회는 줄지 않았습니다.",
	}
	msgClosest = i18n.Text{En: " %s.", Ko: " %s."}
	// msgClosestOne and msgClosestMany name the closest words (closestText) in the sentences that refuse a
	// word not in the list.
	msgClosestOne        = i18n.Text{En: "Closest word: %s", Ko: "가장 가까운 단어: %s"}
	msgClosestMany       = i18n.Text{En: "Closest words: %s", Ko: "가장 가까운 단어: %s"}
	msgErrFeedbackLength = i18n.Text{
		En: "The feedback %s should have five marks, one per letter: g green, y yellow, b (or . x -) grey.",
		Ko: "결과 %s에는 글자마다 하나씩 다섯 개의 표시가 있어야 합니다: g 초록, y 노랑, b (또는 . x -) 회색.",
	}
	msgErrFeedbackSymbol = i18n.Text{
		En: "Mark %[2]d of the feedback is %[1]s; use g for green, y for yellow, b . x or - for grey, or paste the coloured squares.",
		Ko: "결과의 %[2]d번째 표시가 %[1]s입니다. 초록은 g, 노랑은 y, 회색은 b . x - 를 쓰거나 색 네모를 붙여 넣으세요.",
	}
	// A colouring no word gives, with the reason the solver found in the row typed (wordle.InputError's
	// Letter, Position, Before, Count): a yellow letter after a grey copy of it, or a yellow letter with
	// no square left for it (once or more).
	msgErrImpossibleOrder = i18n.Text{
		En: "No word at all can colour %[1]s as %[2]s: the %[3]s in square %[4]d is %[5]s while the %[3]s in square %[6]d, further left, is %[7]s, and Wordle colours a letter's leftmost copies %[5]s first. Check the colours.",
		Ko: "어떤 단어로도 %[1]s의 색이 %[2]s처럼 나올 수 없습니다. %[4]d번째 칸의 %[3]s 글자는 %[5]s인데 더 왼쪽인 %[6]d번째 칸의 %[3]s 글자는 %[7]s입니다. 워들은 같은 글자 중 왼쪽 것부터 %[5]s으로 칠합니다. 색을 확인하세요.",
	}
	msgErrImpossibleRoom = i18n.Text{
		En: "No word at all can colour %[1]s as %[2]s: the %[5]s %[3]s in square %[4]d means the answer has %[3]s in another square, but every other square is %[6]s or holds %[3]s in %[1]s too. Check the colours.",
		Ko: "어떤 단어로도 %[1]s의 색이 %[2]s처럼 나올 수 없습니다. %[4]d번째 칸의 %[3]s 글자가 %[5]s이면 정답의 다른 칸에 %[3]s 글자가 있어야 하는데, 다른 칸은 모두 %[6]s이거나 %[1]s에서도 %[3]s 글자입니다. 색을 확인하세요.",
	}
	msgErrImpossibleRoomN = i18n.Text{
		En: "No word at all can colour %[1]s as %[2]s: %[3]s is %[5]s %[4]s, so the answer has %[3]s in as many squares that are neither %[6]s nor %[3]s in %[1]s, and %[1]s has fewer. Check the colours.",
		Ko: "어떤 단어로도 %[1]s의 색이 %[2]s처럼 나올 수 없습니다. %[3]s 글자가 %[4]s %[5]s이면 정답에는 %[6]s도 아니고 %[1]s에서 %[3]s 글자도 아닌 칸이 그만큼 있어야 하는데, %[1]s에는 그보다 적습니다. 색을 확인하세요.",
	}
	msgErrHardGreen = i18n.Text{
		En: "Hard mode: letter %[2]d of %[1]s must be the %[4]s %[3]s; this cost you no turn.",
		Ko: "하드 모드: %[1]s의 %[2]d번째 자리에는 %[4]s으로 드러난 글자(%[3]s)가 와야 합니다. 기회는 줄지 않았습니다.",
	}
	msgErrHardMissing = i18n.Text{
		En: "Hard mode: %s must contain the revealed %s; this cost you no turn.",
		Ko: "하드 모드: %s에는 드러난 글자(%s)가 들어가야 합니다. 기회는 줄지 않았습니다.",
	}
	msgErrHardMissingN = i18n.Text{
		En: "Hard mode: %s must contain %s %s, as revealed; this cost you no turn.",
		Ko: "하드 모드: 드러난 대로 %[1]s에는 글자(%[2]s)가 %[3]s 들어가야 합니다. 기회는 줄지 않았습니다.",
	}
	msgErrNotAnswer = i18n.Text{
		En: "%s is not one of the possible answers.",
		Ko: "가능한 정답 목록에 없는 단어입니다: %s.",
	}
	msgErrBadRow = i18n.Text{
		En: "Row %d (%s) should be written guess=feedback, like crane=gybbg.",
		Ko: "%d번째 줄(%s)은 crane=gybbg처럼 추측=결과 꼴로 써야 합니다.",
	}
	msgErrConflict = i18n.Text{
		En: "Row %d (%s %s) contradicts the rows before it: no answer gives them all.",
		Ko: "%[1]d번째 줄(%[2]s %[3]s)이 앞의 줄들과 모순됩니다. 모두 만족하는 답이 없습니다.",
	}
	msgErrListWord = i18n.Text{
		En: "Line %d of the %s list%s (%q) is not five lowercase letters.",
		Ko: "%[2]s 목록%[3]s의 %[1]d번째 줄(%[4]q)이 영어 소문자 다섯 글자가 아닙니다.",
	}
	msgErrListDuplicate = i18n.Text{
		En: "Line %d of the %s list%s repeats %q from line %d.",
		Ko: "%[2]s 목록%[3]s의 %[1]d번째 줄이 %[5]d번째 줄의 단어(%[4]q)를 되풀이합니다.",
	}
	msgErrListEmpty = i18n.Text{
		En: "The %s list%s has no words.",
		Ko: "%s 목록%s에 단어가 없습니다.",
	}
	msgErrListUTF16 = i18n.Text{
		En: "The %s list%s is UTF-16 text without a byte-order mark, which kibitz does not read; save it as UTF-8 (plain text).",
		Ko: "%s 목록%s은 바이트 순서 표시(BOM)가 없는 UTF-16 텍스트라 kibitz가 읽지 않습니다. UTF-8(일반 텍스트)로 저장하세요.",
	}
	msgErrListNotText = i18n.Text{
		En: "Line %d of the %s list%s is not text (a NUL byte, or bytes that are not UTF-8); save the list as plain text in UTF-8.",
		Ko: "%[2]s 목록%[3]s의 %[1]d번째 줄은 텍스트가 아닙니다(NUL 바이트나 UTF-8이 아닌 바이트). 목록을 UTF-8 일반 텍스트로 저장하세요.",
	}
	msgErrGameOver = i18n.Text{
		En: "This game is already over.",
		Ko: "이 게임은 이미 끝났습니다.",
	}
	msgErrOther = i18n.Text{
		En: "That input is not valid: %s",
		Ko: "입력이 올바르지 않습니다: %s",
	}
	hintAssist = i18n.Text{
		En: "Example: /wordle assist guess:crane feedback:gybbg (or feedback:🟩🟨⬛⬛🟩)",
		Ko: "예: /워들 도우미 추측:crane 결과:gybbg (또는 결과:🟩🟨⬛⬛🟩)",
	}
	hintGuess = i18n.Text{
		En: "Try another word, e.g. /wordle guess word:%s",
		Ko: "다른 단어를 입력해 보세요. 예: /워들 추측 단어:%s",
	}
	hintGuessHard = i18n.Text{
		En: "Try another word: in hard mode it must keep every green letter in its place and use every yellow one",
		Ko: "다른 단어를 입력해 보세요. 하드 모드에서는 초록 글자를 모두 제자리에 두고 노란 글자도 모두 넣어야 합니다.",
	}
	hintGuessAny = i18n.Text{
		En: "Try another five-letter word from the list",
		Ko: "목록에 있는 다른 다섯 글자 단어를 입력해 보세요.",
	}
)
