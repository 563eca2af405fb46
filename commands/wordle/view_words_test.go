package wordle

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/wordle"
)

// TestTextViewSaysTheFeedback: the text view says under its grid, in words, what each row tells, since a
// screen reader reads "[R]" and "(A)" as bare letters. Each row is scored against an answer and sent to
// the assist as its feedback; repeated letters are named by their place, and a grey copy of a letter
// coloured elsewhere in the row says the word has no other, not that the letter is not in it.
func TestTextViewSaysTheFeedback(t *testing.T) {
	h, _, _ := newHarness(t)
	for i, tc := range []struct {
		guess, answer, feedback string
		en, ko                  string
	}{
		{"crane", "abide", "bbybg",
			"CRANE: E in the right place; A elsewhere in the word; C, R, N not in the word",
			"CRANE: E 자리까지 맞음; A 다른 자리; C, R, N 없음"},
		// one E yellow, the other grey: the word has one E
		{"speed", "abide", "bbyby",
			"SPEED: E at 3, D elsewhere in the word; S, P not in the word; no other E",
			"SPEED: 3번째 글자 E, D 다른 자리; S, P 없음; E 더 없음"},
		// the same guess, both Es coloured
		{"speed", "crepe", "bygyb",
			"SPEED: E at 3 in the right place; P, E at 4 elsewhere in the word; S, D not in the word",
			"SPEED: 3번째 글자 E 자리까지 맞음; P, 4번째 글자 E 다른 자리; S, D 없음"},
		// three Es: green, yellow, grey
		{"eerie", "three", "ybgbg",
			"EERIE: R, E at 5 in the right place; E at 1 elsewhere in the word; I not in the word; no other E",
			"EERIE: R, 5번째 글자 E 자리까지 맞음; 1번째 글자 E 다른 자리; I 없음; E 더 없음"},
		{"geese", "eerie", "bgybg",
			"GEESE: E at 2, E at 5 in the right place; E at 3 elsewhere in the word; G, S not in the word",
			"GEESE: 2번째 글자 E, 5번째 글자 E 자리까지 맞음; 3번째 글자 E 다른 자리; G, S 없음"},
		// two letters repeated, each in one colour: said twice, or once when grey, with no place needed
		{"llama", "hello", "yybbb",
			"LLAMA: L, L elsewhere in the word; A, M not in the word",
			"LLAMA: L, L 다른 자리; A, M 없음"},
		{"cocoa", "coach", "ggyby",
			"COCOA: C at 1, O at 2 in the right place; C at 3, A elsewhere in the word; no other O",
			"COCOA: 1번째 글자 C, 2번째 글자 O 자리까지 맞음; 3번째 글자 C, A 다른 자리; O 더 없음"},
		{"three", "three", "ggggg",
			"THREE: all five in the right place",
			"THREE: 다섯 글자 모두 자리까지 맞음"},
	} {
		if got := wordle.Score(mustWord(t, tc.guess), mustWord(t, tc.answer)).String(); got != tc.feedback {
			t.Fatalf("%s against %s scores %s, the table says %s", tc.guess, tc.answer, got, tc.feedback)
		}
		for j, want := range []struct {
			locale discordgo.Locale
			line   string
		}{{discordgo.EnglishUS, tc.en}, {discordgo.Korean, tc.ko}} {
			u := commandtest.User(fmt.Sprint(200 + 10*i + j)) // a session of one row each
			resp := h.Serve(commandtest.CommandIn(u, want.locale, "wordle", "assist",
				opt{"guess", tc.guess}, opt{"feedback", tc.feedback}, opt{"display", "text"}))
			if !strings.Contains(resp.Content, "```\n"+want.line+"\n") {
				t.Errorf("%s=%s in %s: want the line %q after the grid:\n%s", tc.guess, tc.feedback, want.locale, want.line, resp.Content)
			}
		}
	}
}

// TestTextViewNamesRuledOutLetters: under a game's text board, a line names the letters ruled out,
// which the grid's keyboard shows as dots, a screen reader reading nothing: every letter guessed that is
// not in the answer, in alphabetical order, and none else.
func TestTextViewNamesRuledOutLetters(t *testing.T) {
	h, _, _ := newHarness(t)
	for i, tc := range []struct {
		locale discordgo.Locale
		head   string
	}{{discordgo.EnglishUS, "Not in the word: "}, {discordgo.Korean, "단어에 없는 글자: "}} {
		u := commandtest.User(fmt.Sprint(300 + i))
		h.Serve(commandtest.CommandIn(u, tc.locale, "wordle", "play", opt{"display", "text"}))
		answer := gameIn(t, h, playKey(u.ID)).Game.Answer
		// a word sharing some letters with the answer, then one sharing none
		var guesses []string
		for _, w := range testDictionary().Words() {
			if f := wordle.Score(w, answer); f != 0 && f != wordle.AllGreen {
				guesses = append(guesses, w.String())
				break
			}
		}
		guesses = append(guesses, missWords(t, answer, 1)[0])
		var resp *router.Response
		for _, w := range guesses {
			resp = h.Serve(commandtest.CommandIn(u, tc.locale, "wordle", "guess", opt{"word", w}))
		}
		var out []string
		for c := byte('a'); c <= 'z'; c++ {
			if strings.ContainsRune(strings.Join(guesses, ""), rune(c)) && !strings.ContainsRune(answer.String(), rune(c)) {
				out = append(out, strings.ToUpper(string(c)))
			}
		}
		want := "```\n" + strings.ToUpper(guesses[0]) + ": "
		if !strings.Contains(resp.Content, want) || !strings.Contains(resp.Content, "\n"+tc.head+strings.Join(out, " ")+"\n") {
			t.Errorf("%s: answer %s, guesses %v: want %q and %q:\n%s", tc.locale, answer, guesses, want, tc.head+strings.Join(out, " "), resp.Content)
		}
	}
}

// TestRowSenseMatchesFeedback checks what a row is said to tell against the answer that coloured it,
// for random guesses and answers, a tenth of them with a letter repeated: as many letters in the right
// place as green tiles and elsewhere as yellow; a letter said not in the word is not in the answer; and
// a letter said to have no other copy is in the answer exactly as many times as the row colours it.
func TestRowSenseMatchesFeedback(t *testing.T) {
	d := testDictionary()
	words := d.Words()
	answers := words[:d.NumAnswers()]
	rng := rand.New(rand.NewPCG(1, 2))
	repeated := 0
	for range 20000 {
		guess, answer := words[rng.IntN(len(words))], answers[rng.IntN(len(answers))]
		f := wordle.Score(guess, answer)
		s := senseOf(wordle.Row{Guess: guess, Feedback: f})
		var greens, yellows int
		coloured := map[byte]int{}
		for i, c := range guess {
			switch f.Colour(i) {
			case wordle.Green:
				greens++
				coloured[c]++
			case wordle.Yellow:
				yellows++
				coloured[c]++
			}
		}
		if greens == 5 {
			if !s.all {
				t.Errorf("%s=%s: all green, not said so", guess, f)
			}
			continue
		}
		if len(s.right) != greens || len(s.elsewhere) != yellows {
			t.Errorf("%s=%s: %d right and %d elsewhere said, want %d and %d", guess, f, len(s.right), len(s.elsewhere), greens, yellows)
		}
		for _, l := range s.absent {
			if strings.Contains(answer.String(), strings.ToLower(l)) {
				t.Errorf("%s against %s: %s said not in the word", guess, answer, l)
			}
		}
		for _, l := range s.noOther {
			c := strings.ToLower(l)[0]
			repeated++
			if n := strings.Count(answer.String(), string(c)); n == 0 || n != coloured[c] {
				t.Errorf("%s against %s: no other %s said, the answer has %d and the row colours %d", guess, answer, l, n, coloured[c])
			}
		}
	}
	if repeated < 100 {
		t.Errorf("only %d rows with a letter coloured and grey: the test needs more", repeated)
	}
}

// TestWordsInEveryLanguage: the rows in words read in every language, the letters kept and the
// meanings translated, Japanese with its own list mark.
func TestWordsInEveryLanguage(t *testing.T) {
	r := wordle.Row{Guess: mustWord(t, "speed"), Feedback: wordle.Score(mustWord(t, "speed"), mustWord(t, "abide"))}
	k := wordle.Keyboard{}
	k['c'-'a'], k['s'-'a'] = wordle.Absent, wordle.Absent
	for l, want := range map[i18n.Lang]string{
		i18n.Japanese:   "SPEED：3文字目のE、Dは単語の別の位置にある／S、Pは単語にない／Eはほかにない\n単語にない文字：C S",
		i18n.Spanish:    "SPEED: E en 3.ª, D en otro lugar; S, P fuera de la palabra; ninguna otra E\nFuera de la palabra: C S",
		i18n.Portuguese: "SPEED: E na 3ª, D em outro lugar; S, P fora da palavra; nenhum outro E\nFora da palavra: C S",
	} {
		if got := boardWords(wordle.History{r}, &k).In(l); got != want {
			t.Errorf("in %v:\n got %s\nwant %s", l, got, want)
		}
	}
}
