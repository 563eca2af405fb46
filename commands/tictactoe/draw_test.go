package tictactoe

import (
	"testing"

	"kibitz/render"
	"kibitz/render/rendertest"
	"kibitz/solvers/tictactoe"
)

func TestPictureGolden(t *testing.T) {
	for _, tc := range []struct{ name, board string }{
		{"tictactoe_empty", "........."},
		{"tictactoe_midgame", "X.O.X...."},
		{"tictactoe_x_wins", "XXXOO...."},
		{"tictactoe_o_wins_diagonal", "OXX.OX..O"},
		{"tictactoe_x_wins_two_lines", "OOXOOXXXX"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := tictactoe.Parse(tc.board)
			if err != nil {
				t.Fatal(err)
			}
			rendertest.Golden(t, tc.name, boardPicture(b))
		})
	}
}

func BenchmarkPicturePNG(b *testing.B) {
	board, _ := tictactoe.Parse("XXXOO....")
	for b.Loop() {
		if _, err := render.PNG(boardPicture(board)); err != nil {
			b.Fatal(err)
		}
	}
}
