package wordle

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/wordle"
)

// TestEveryCodeHasWords walks every code of the solver through the catalogue: the Discord reply in
// English and in Korean, and the line of kibitz solve. None may be empty, show the raw code or the
// solver's developer text, or miss an argument.
func TestEveryCodeHasWords(t *testing.T) {
	codes := commandtest.SolverCodes(t, filepath.Join("..", "..", "solvers", "wordle"))
	if len(codes) < 15 {
		t.Fatalf("found %d codes in the solver's sources (%v), want its 15 or more", len(codes), codes)
	}
	cmd := &Command{Config: Config{Dictionary: testDictionary()}}
	for _, code := range codes {
		c := wordle.Code(code)
		ie := &wordle.InputError{Code: c, Row: 2, Word: "crane", Text: "cr", Feedback: "gybbg", Position: 3, Symbol: "z",
			Letter: "e", Count: 2, List: "answers", File: "answers.txt", Line: 7, FirstLine: 3}
		for _, hc := range []bool{false, true} {
			ue, ok := router.AsUserError(cmd.inputError(fmt.Errorf("wrapped: %w", ie), hintGuessAny, hc))
			if !ok {
				t.Errorf("%s: inputError gives no user error", c)
				continue
			}
			for lang, text := range map[string]string{"Discord English": ue.Message.En, "Discord Korean": ue.Message.Ko, "kibitz solve": SolveError(ie)} {
				if why := commandtest.Unworded(text, code, "wordle:", ie.Error()); why != "" {
					t.Errorf("%s in %s (high contrast %v): %s: %q, want a sentence of its own", c, lang, hc, why, text)
				}
			}
		}
	}
	if got := SolveError(errors.New("disk full")); got != "disk full" {
		t.Errorf("SolveError of another error = %q, want its own text", got)
	}
}

// TestSolveErrorLines pins the error lines of `kibitz solve wordle` (docs/contract.md §4), the solver's
// errors worded by SolveError as cmd/kibitz passes it.
func TestSolveErrorLines(t *testing.T) {
	opt := wordle.BatchOptions{Options: wordle.Options{Dictionary: testDictionary()}, Describe: SolveError}
	for _, tc := range []struct {
		in, play, want string
	}{
		{in: "crane=ggggg salet=ggggg\ncrane=ggggg crane=bbbbb\n",
			want: "error: no word fits (row 2, salet=ggggg): no answer in the list gives salet that feedback\n" +
				"error: no word fits (row 2, crane=bbbbb, with the rows before it): no answer in the list fits all of them\n"},
		{in: "crane\ncrane=ggggy\ncrane=gybbz\ncrane=gy\ncran=gybbg\n",
			want: "error: Row 1 (`crane`) should be written guess=feedback, like crane=gybbg.\n" +
				"error: Row 1 (crane=ggggy) is impossible: no word gives that feedback to crane, because the yellow E at position 5 " +
				"means the answer has E at another position, but every other position is green or holds E in crane too.\n" +
				"error: The feedback of row 1 has `z` at position 5; use g for green, y for yellow, b or . for grey.\n" +
				"error: The feedback of row 1 (`gy`) should have five marks (g green, y yellow, b grey).\n" +
				"error: Row 1: `cran` is not a five-letter word.\n"},
		// An impossible row says why, as /wordle assist does, after the line's head: a yellow copy after a
		// grey one, and more yellows than the squares left for them.
		{in: "eerie=bybbb\neerie=yybgg\n",
			want: "error: Row 1 (eerie=bybbb) is impossible: no word gives that feedback to eerie, because the E at position 2 is yellow " +
				"while the E at position 1, further left, is grey, and Wordle colours a letter's leftmost copies yellow first.\n" +
				"error: Row 1 (eerie=yybgg) is impossible: no word gives that feedback to eerie, because E is yellow 2 times, so the " +
				"answer has E at as many positions that are neither green nor E in eerie, and eerie has fewer.\n"},
		{play: "salet", want: "error: `salet` is not one of the possible answers.\n"},
		{play: "sal", want: "error: `sal` is not a five-letter word.\n"},
		// five characters, one of them no letter a to z: that one is named
		{in: "crème=gybbg\ncr4ne=gybbg\n", want: "error: Row 1: `crème` has `è`, which is not a letter a to z.\n" +
			"error: Row 1: `cr4ne` has `4`, which is not a letter a to z.\n"},
		{play: "Crème", want: "error: `Crème` has `è`, which is not a letter a to z.\n"},
		// A long row, word or feedback is quoted by its first 40 characters, cut with …
		{in: strings.Repeat("x", 2990) + "\n" + strings.Repeat("x", 50) + "=gybbg\ncrane=" + strings.Repeat("g", 50) + "\n" +
			"crane=gyb" + strings.Repeat("한", 50) + "\n",
			want: "error: Row 1 (`" + strings.Repeat("x", 40) + "…`) should be written guess=feedback, like crane=gybbg.\n" +
				"error: Row 1: `" + strings.Repeat("x", 40) + "…` is not a five-letter word.\n" +
				"error: The feedback of row 1 (`" + strings.Repeat("g", 40) + "…`) should have five marks (g green, y yellow, b grey).\n" +
				"error: The feedback of row 1 has `한` at position 4; use g for green, y for yellow, b or . for grey.\n"},
	} {
		opt.Play = tc.play
		var out bytes.Buffer
		if err := wordle.Batch(context.Background(), strings.NewReader(tc.in), &out, opt); err != nil {
			t.Fatalf("Batch(%q, play %q): %v", tc.in, tc.play, err)
		}
		if out.String() != tc.want {
			t.Errorf("Batch(%q, play %q) =\n%s\nwant\n%s", tc.in, tc.play, out.String(), tc.want)
		}
	}
	// The sentences of errors that no history gives: a game's, and a word list's.
	for _, tc := range []struct {
		err  *wordle.InputError
		want string
	}{
		{&wordle.InputError{Code: wordle.CodeHardGreen, Row: 2, Word: "brine", Position: 3, Letter: "a"}, "In hard mode, letter 3 of brine must be the green A."},
		{&wordle.InputError{Code: wordle.CodeHardMissing, Word: "sense", Letter: "e", Count: 3}, "In hard mode, sense must contain E 3 times."},
		{&wordle.InputError{Code: wordle.CodeHardMissing, Word: "sense", Letter: "r", Count: 1}, "In hard mode, sense must contain the revealed R."},
		{&wordle.InputError{Code: wordle.CodeNotAllowed, Word: "zzzzz"}, "`zzzzz` is not in the word list."},
		{&wordle.InputError{Code: wordle.CodeGameOver}, "The game is already over."},
		{&wordle.InputError{Code: wordle.CodeListWord, List: "guesses", File: "/etc/g.txt", Line: 2, Word: "sal3t"},
			`Line 2 of the guesses list /etc/g.txt ("sal3t") is not five lowercase letters.`},
		{&wordle.InputError{Code: wordle.CodeListDuplicate, List: "answers", Line: 9, FirstLine: 4, Word: "crane"},
			`Line 9 of the answers list repeats "crane" from line 4.`},
		{&wordle.InputError{Code: wordle.CodeListEmpty, List: "answers", File: "a.txt"}, "The answers list a.txt has no words."},
		{&wordle.InputError{Code: wordle.CodeListUTF16, List: "answers", File: "a.txt"},
			"The answers list a.txt is UTF-16 text without a byte-order mark, which kibitz does not read; save it as UTF-8 (plain text)."},
		{&wordle.InputError{Code: wordle.CodeListNotText, List: "guesses", Line: 2},
			"Line 2 of the guesses list is not text (a NUL byte, or bytes that are not UTF-8); save the list as plain text in UTF-8."},
	} {
		if got := SolveError(tc.err); got != tc.want {
			t.Errorf("SolveError(%v) = %q, want %q", tc.err, got, tc.want)
		}
	}
}

// TestImpossibleReason: the reply to a colouring no word gives says why, from the row typed, in every
// language: a yellow letter after a grey copy of it, or a yellow letter with no square left for it, once
// or more.
func TestImpossibleReason(t *testing.T) {
	order := &wordle.InputError{Code: wordle.CodeImpossibleFeedback, Word: "eerie", Feedback: "bybbb", Letter: "e", Position: 2, Before: 1}
	room := &wordle.InputError{Code: wordle.CodeImpossibleFeedback, Word: "crane", Feedback: "ggggy", Letter: "e", Position: 5, Count: 1}
	roomN := &wordle.InputError{Code: wordle.CodeImpossibleFeedback, Word: "aabcd", Feedback: "yybgg", Letter: "a", Position: 1, Count: 2}
	for _, tc := range []struct {
		lang               i18n.Lang
		order, room, roomN string
	}{
		{i18n.English,
			"No word at all can colour EERIE as ⬛🟨⬛⬛⬛: the E in square 2 is yellow while the E in square 1, further left, is grey, and Wordle colours a letter's leftmost copies yellow first. Check the colours.",
			"No word at all can colour CRANE as 🟩🟩🟩🟩🟨: the yellow E in square 5 means the answer has E in another square, but every other square is green or holds E in CRANE too. Check the colours.",
			"No word at all can colour AABCD as 🟨🟨⬛🟩🟩: A is yellow 2 times, so the answer has A in as many squares that are neither green nor A in AABCD, and AABCD has fewer. Check the colours."},
		{i18n.Korean, "2번째 칸의 E 글자는 노랑인데 더 왼쪽인 1번째 칸의 E 글자는 회색입니다.", "다른 칸은 모두 초록이거나 CRANE에서도 E 글자입니다.", "A 글자가 2번 노랑이면"},
		{i18n.Japanese, "2番目のマスのEが黄色なのに、それより左の1番目のマスのEがグレーになっています。", "ほかのマスはすべて緑か、CRANEでもEのマスです。", "黄色のAが2個あるなら"},
		{i18n.Spanish, "la E del cuadrado 2 es de color amarillo, mientras que la E del cuadrado 1, más a la izquierda, es de color gris",
			"todos los demás cuadrados son de color verde o también tienen una E en CRANE", "la A sale de color amarillo 2 veces"},
		{i18n.Portuguese, "o E do quadradinho 2 está em amarelo, enquanto o E do quadradinho 1, mais à esquerda, está em cinza",
			"todos os outros quadradinhos estão em verde ou também têm E em CRANE", "o A aparece em amarelo 2 vezes"},
	} {
		for _, c := range []struct {
			ie   *wordle.InputError
			want string
		}{{order, tc.order}, {room, tc.room}, {roomN, tc.roomN}} {
			if got := errorText(c.ie, false).In(tc.lang); !strings.Contains(got, c.want) {
				t.Errorf("%v: errorText(%v) = %q, want it to hold %q", tc.lang, c.ie, got, c.want)
			}
		}
	}
}
