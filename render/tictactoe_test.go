package render

import (
	"testing"

	"kibitz/solvers/tictactoe"
)

func TestTicTacToeGolden(t *testing.T) {
	for _, tc := range []struct{ name, board string }{
		{"tictactoe_empty", "........."},
		{"tictactoe_midgame", "X.O.X...."},
		{"tictactoe_x_wins", "XXXOO...."},
		{"tictactoe_o_wins_diagonal", "OXX.OX..O"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := tictactoe.Parse(tc.board)
			if err != nil {
				t.Fatal(err)
			}
			checkGolden(t, tc.name, TicTacToe(b))
		})
	}
}

func BenchmarkTicTacToePNG(b *testing.B) {
	board, _ := tictactoe.Parse("XXXOO....")
	for b.Loop() {
		if _, err := PNG(TicTacToe(board)); err != nil {
			b.Fatal(err)
		}
	}
}
