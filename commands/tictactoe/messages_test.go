package tictactoe

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/tictactoe"
)

// TestBadCharacter: a cell that is not X, O or . is shown as the user typed it, in a code span as Discord
// shows code (commands.Typed, as every game quotes what the user typed), not in Go's quoting, which
// doubled a backslash; a backtick, which would end the span, in a span of two; a character that shows
// nothing by its code point. The line of `kibitz solve tictactoe` says the same.
func TestBadCharacter(t *testing.T) {
	h := newHarness(t)
	for _, tc := range []struct {
		name, board, want string
	}{
		{"letter", "X.Q......", "Cell 3 is `Q`; use X, O or . for an empty cell."},
		{"backslash", `X\O......`, "Cell 2 is `\\`; use X, O or . for an empty cell."},
		{"double quote", `X"O......`, "Cell 2 is `\"`; use X, O or . for an empty cell."},
		{"asterisk", "X*O......", "Cell 2 is `*`; use X, O or . for an empty cell."},
		{"accented", "XéO......", "Cell 2 is `é`; use X, O or . for an empty cell."},
		{"backtick", "X`O......", "Cell 2 is `` ` ``; use X, O or . for an empty cell."},
		{"zero-width space", "X\u200bO......", "Cell 2 is U+200B; use X, O or . for an empty cell."},
		{"no-break space", "X\u00a0O......", "Cell 2 is U+00A0; use X, O or . for an empty cell."},
		{"zero", "XOX0.....", "Cell 4 is 0 (zero): write O, the letter, for O's mark, or . for an empty cell."},
		{"full-width zero", "XOX０.....", "Cell 4 is 0 (zero): write O, the letter, for O's mark, or . for an empty cell."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := tictactoe.Parse(tc.board)
			if got := SolveError(err); got != tc.want {
				t.Errorf("SolveError(Parse(%q)) = %q, want %q", tc.board, got, tc.want)
			}
			_, err = h.Handle(commandtest.CommandIn(alice, discordgo.EnglishUS, "tictactoe", "analyze", opt{"board", tc.board}))
			if ue, ok := router.AsUserError(err); !ok || !strings.HasPrefix(ue.Message.En, tc.want) {
				t.Errorf("/tictactoe analyze board:%s = %v, want %q", tc.board, err, tc.want)
			}
		})
	}
}

// TestTurnEndsKorean: the time left is a sentence in Korean, "10분 후 시간이 끝납니다" (Discord shows the
// relative timestamp as "10분 후"), not a label that reads "time limit: in 10 minutes".
func TestTurnEndsKorean(t *testing.T) {
	if got, want := msgTurnEnds.Format("<t:1:R>").Ko, "<t:1:R> 시간이 끝납니다."; got != want {
		t.Errorf("msgTurnEnds in Korean = %q, want %q", got, want)
	}
}

// TestCellListByLanguage: the cells of a group of equal moves (the analysis and its alt text) are a list
// as each language writes one (i18n.AndList): 、 between every two in Japanese, with no ASCII comma and
// no と before the last.
func TestCellListByLanguage(t *testing.T) {
	for _, tc := range []struct {
		l         i18n.Lang
		one, many string
	}{
		{i18n.English, "cell 4", "cells 4, 7 and 9"},
		{i18n.Korean, "4번 칸", "4, 7, 9번 칸"},
		{i18n.Japanese, "マス4", "マス4、7、9"},
		{i18n.Spanish, "casilla 4", "casillas 4, 7 y 9"},
		{i18n.Portuguese, "casa 4", "casas 4, 7 e 9"},
	} {
		if got := cellList([]int{4}).In(tc.l); got != tc.one {
			t.Errorf("cellList(4) in %v = %q, want %q", tc.l, got, tc.one)
		}
		if got := cellList([]int{4, 7, 9}).In(tc.l); got != tc.many {
			t.Errorf("cellList(4, 7, 9) in %v = %q, want %q", tc.l, got, tc.many)
		}
	}
}
