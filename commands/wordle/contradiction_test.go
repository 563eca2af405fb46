package wordle

import (
	"slices"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/solvers/wordle"
)

// TestContradictionNamesTheRowsAtFault: the reply and its hint name the rows at fault and only them. The
// hint used to say "both rows" whatever the clash, even for a row no answer fits on its own, and the
// message named rows 1 to k, innocent rows among them, when no one or two rows clashed alone.
func TestContradictionNamesTheRowsAtFault(t *testing.T) {
	for _, tc := range []struct {
		name      string
		rows      []string // guess=feedback, added first
		guess, fb string
		en, ko    []string // in the message or its hint
		notEn     []string
	}{
		{"one row alone", nil, "aahed", "ggggb",
			[]string{"so row 1 was not added", "Only row 1 is at fault: send it again with its colours checked"},
			[]string{"1번째 줄만 문제입니다"},
			[]string{"both rows", "/wordle reset"}},
		{"two rows", []string{"crane=bbbbb"}, "cabin", "gbbbb",
			[]string{"Row 2 (CABIN 🟩⬛⬛⬛⬛) contradicts row 1 (CRANE ⬛⬛⬛⬛⬛)",
				"Check the colours of rows 1 and 2; if the mistake is in row 1 rather than row 2, start again with /wordle reset"},
			[]string{"1, 2번째 줄의 색을 확인하세요. 2번째 줄이 아니라 1번째 줄이 틀렸다면 /워들 초기화 명령으로 다시 시작하세요."},
			[]string{"both rows"}},
		{"a pair, a row between them", []string{"width=bbbbb", "amove=yybby", "abore=ybbby"}, "bally", "bybgb",
			[]string{"Row 4 (BALLY ⬛🟨⬛🟩⬛) contradicts rows 1 (WIDTH ⬛⬛⬛⬛⬛) and 3 (ABORE 🟨⬛⬛⬛🟨) taken together",
				"Check the colours of rows 1, 3 and 4; if the mistake is in row 1 or 3 rather than row 4"},
			[]string{"1번째 줄(WIDTH ⬛⬛⬛⬛⬛), 3번째 줄(ABORE 🟨⬛⬛⬛🟨)을 함께 놓고 보면", "1, 3, 4번째 줄의 색을 확인하세요", "1 또는 3번째 줄이 틀렸다면"},
			[]string{"both rows", "rows 1, 2"}},
		{"three rows, an innocent one among them", []string{"crock=bybbb", "dingy=bbbbb", "fewer=bbbby", "fluff=bbbbb"}, "hairy", "bbbyb",
			[]string{"Row 5 (HAIRY ⬛⬛⬛🟨⬛) contradicts rows 1 (CROCK ⬛🟨⬛⬛⬛), 3 (FEWER ⬛⬛⬛⬛🟨) and 4 (FLUFF ⬛⬛⬛⬛⬛) taken together",
				"Check the colours of rows 1, 3, 4 and 5; if the mistake is in row 1, 3 or 4 rather than row 5"},
			[]string{"1번째 줄(CROCK ⬛🟨⬛⬛⬛), 3번째 줄(FEWER ⬛⬛⬛⬛🟨), 4번째 줄(FLUFF ⬛⬛⬛⬛⬛)을 함께 놓고 보면 5번째 줄(HAIRY ⬛⬛⬛🟨⬛)과 모순됩니다", "1, 3, 4, 5번째 줄의 색을"},
			[]string{"both rows", "DINGY", "rows 1 to"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, _, _ := newHarness(t)
			for _, r := range tc.rows {
				guess, fb, _ := strings.Cut(r, "=")
				assist(h, alice, guess, fb)
			}
			if got := assistRows(t, h, alice.ID, "2026-11-22"); len(got) != len(tc.rows) {
				t.Fatalf("rows %v, want %v", got, tc.rows)
			}
			h.WantCode(t, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "assist", opt{"guess", tc.guess}, opt{"feedback", tc.fb}),
				router.Invalid, tc.en...)
			h.WantCode(t, commandtest.CommandIn(alice, discordgo.Korean, "wordle", "assist", opt{"guess", tc.guess}, opt{"feedback", tc.fb}),
				router.Invalid, tc.ko...)
			_, err := h.Handle(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "assist", opt{"guess", tc.guess}, opt{"feedback", tc.fb}))
			ue, _ := router.AsUserError(err)
			for _, bad := range tc.notEn {
				if text := ue.Message.En + "\n" + ue.Hint.En; strings.Contains(text, bad) {
					t.Errorf("the reply says %q: %s", bad, text)
				}
			}
		})
	}
}

// TestCulprits checks the search for the rows at fault on made-up clashes: each row is a set of the
// "letters" it rules out, and rows clash when together they rule out everything.
func TestCulprits(t *testing.T) {
	for _, tc := range []struct {
		sets []string // the letters each earlier row rules out; the last row rules out none
		want []int
	}{
		{[]string{"ab", "abcd"}, []int{1}},
		{[]string{"a", "q", "bcd"}, []int{0, 2}},
		{[]string{"ab", "q", "cd", "bc"}, []int{0, 2}},
		{[]string{"a", "q", "b", "cd"}, []int{0, 2, 3}}, // no two rows do, and row 1 is not needed
		{[]string{"a", "b", "c", "d", "q"}, []int{0, 1, 2, 3}},
	} {
		all := "abcd"
		h := make(wordle.History, len(tc.sets)+1)
		for i := range h {
			h[i].Guess[0] = byte('0' + i) // rows told apart by their first byte
		}
		clash := func(rows wordle.History) bool {
			out := map[rune]bool{}
			for _, r := range rows {
				i := int(r.Guess[0] - '0')
				if i < len(tc.sets) {
					for _, c := range tc.sets[i] {
						out[c] = true
					}
				}
			}
			for _, c := range all {
				if !out[c] {
					return false
				}
			}
			return true
		}
		if got := culprits(h, clash); !slices.Equal(got, tc.want) {
			t.Errorf("culprits of %v = %v, want %v", tc.sets, got, tc.want)
		}
	}
}

// TestContradictionListsByLanguage: the rows at fault, and the rows to check, are lists as each language
// writes them (i18n.AndList, i18n.OrList): in Japanese 、 between every two, never a と before the last
// after a 、 (1、3と4行目).
func TestContradictionListsByLanguage(t *testing.T) {
	for _, tc := range []struct {
		name      string
		rows      []string // guess=feedback, added first
		guess, fb string
		want      map[discordgo.Locale][]string
	}{
		{"two rows", []string{"width=bbbbb", "amove=yybby", "abore=ybbby"}, "bally", "bybgb", map[discordgo.Locale][]string{
			discordgo.Japanese:  {"1行目（WIDTH ⬛⬛⬛⬛⬛）、3行目（ABORE 🟨⬛⬛⬛🟨）を合わせると", "1、3、4行目の色", "1または3行目にある場合"},
			discordgo.Korean:    {"1번째 줄(WIDTH ⬛⬛⬛⬛⬛), 3번째 줄(ABORE 🟨⬛⬛⬛🟨)을 함께 놓고 보면", "1, 3, 4번째 줄의 색", "1 또는 3번째 줄이 틀렸다면"},
			discordgo.SpanishES: {"las filas 1 (WIDTH ⬛⬛⬛⬛⬛) y 3 (ABORE 🟨⬛⬛⬛🟨)", "las filas 1, 3 y 4", "en la fila 1 o 3 y no"},
		}},
		{"three rows", []string{"crock=bybbb", "dingy=bbbbb", "fewer=bbbby", "fluff=bbbbb"}, "hairy", "bbbyb", map[discordgo.Locale][]string{
			discordgo.Japanese: {"1行目（CROCK ⬛🟨⬛⬛⬛）、3行目（FEWER ⬛⬛⬛⬛🟨）、4行目（FLUFF ⬛⬛⬛⬛⬛）を合わせると",
				"1、3、4、5行目の色", "1、3、または4行目にある場合"},
			discordgo.Korean: {"1번째 줄(CROCK ⬛🟨⬛⬛⬛), 3번째 줄(FEWER ⬛⬛⬛⬛🟨), 4번째 줄(FLUFF ⬛⬛⬛⬛⬛)을 함께 놓고 보면",
				"1, 3, 4, 5번째 줄의 색", "1, 3 또는 4번째 줄이 틀렸다면"},
			discordgo.SpanishES:    {"las filas 1 (CROCK ⬛🟨⬛⬛⬛), 3 (FEWER ⬛⬛⬛⬛🟨) y 4 (FLUFF ⬛⬛⬛⬛⬛)", "las filas 1, 3, 4 y 5", "en la fila 1, 3 o 4 y no"},
			discordgo.PortugueseBR: {"as linhas 1 (CROCK ⬛🟨⬛⬛⬛), 3 (FEWER ⬛⬛⬛⬛🟨) e 4 (FLUFF ⬛⬛⬛⬛⬛)", "das linhas 1, 3, 4 e 5", "na linha 1, 3 ou 4 e não"},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, _, _ := newHarness(t)
			for _, r := range tc.rows {
				guess, fb, _ := strings.Cut(r, "=")
				assist(h, alice, guess, fb)
			}
			for locale, want := range tc.want {
				h.WantCode(t, commandtest.CommandIn(alice, locale, "wordle", "assist", opt{"guess", tc.guess}, opt{"feedback", tc.fb}),
					router.Invalid, want...)
			}
		})
	}
}
