package tictactoe

import (
	"testing"
	"unicode/utf8"

	"kibitz/render/rendertest"
	"kibitz/solvers/tictactoe"
)

func TestViewsGolden(t *testing.T) {
	for _, tc := range []struct {
		name, board string
		analysis    bool
	}{
		{"tictactoe_empty", ".........", false},
		{"tictactoe_midgame", "X.O.X....", false},
		{"tictactoe_x_wins", "XXXOO....", false},
		{"tictactoe_draw", "XOXXOOOXX", false},
		{"tictactoe_analysis", "X.O......", true},
		{"tictactoe_analysis_win_now", "XX.OO....", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := tictactoe.Parse(tc.board)
			if err != nil {
				t.Fatal(err)
			}
			var moves []tictactoe.MoveValue
			if tc.analysis {
				moves = tictactoe.Moves(b)
			}
			emoji, text := boardEmoji(b), boardText(b, moves, b.WinningLines())
			rendertest.GoldenText(t, tc.name+".emoji", emoji)
			rendertest.GoldenText(t, tc.name+".text", text)
			// Three emoji a row: narrow on any phone.
			if n := utf8.RuneCountInString(emoji); n > 3*9+2 {
				t.Errorf("emoji grid of %d characters", n)
			}
		})
	}
}

func TestAnalysisPictureGolden(t *testing.T) {
	for _, tc := range []struct{ name, board string }{
		{"tictactoe_analysis", "X.O......"},
		{"tictactoe_analysis_win_now", "XX.OO...."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := tictactoe.Parse(tc.board)
			if err != nil {
				t.Fatal(err)
			}
			rendertest.Golden(t, tc.name, analysisPicture(b, tictactoe.Moves(b)))
		})
	}
}

func TestValueCode(t *testing.T) {
	for v, want := range map[tictactoe.Value]string{
		{Outcome: tictactoe.Win, Plies: 1}:  "W1",
		{Outcome: tictactoe.Draw, Plies: 9}: "D9",
		{Outcome: tictactoe.Loss, Plies: 2}: "L2",
	} {
		if got := valueCode(v); got != want {
			t.Errorf("valueCode(%v) = %q, want %q", v, got, want)
		}
	}
}
