package tictactoe

import (
	"fmt"
	"image"
	"slices"
	"strconv"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/tictactoe"
)

// The boards /tictactoe shows, in the three views of commands.Show: the finished game's board under its
// button grid (the grid itself is the board while the game goes on, so no picture is sent before the end),
// and the position of /tictactoe analyze with the value of every move. The views are drawn in this
// package with render's kit (the picture in draw.go, the emoji and text grids in draw_views.go); the words
// around them (the values under the emoji grid, the legend of the text grid, the picture's alt text) come
// from its catalogue.

// board is b in its three views. With an analysis r (nil for a finished game's board), the emoji grid
// carries the values in words under it, the text grid the values in its cells and their legend, and the
// picture the values drawn (its legend is pictureLegend, added once the picture is what Show chose).
// forfeit is the mark of a player who ran out of time, tictactoe.Empty when nobody did: the board alone
// cannot tell such a game from one still being played.
func (c *Command) board(b tictactoe.Board, r *tictactoe.Result, forfeit tictactoe.Mark, lang i18n.Lang) commands.Board {
	var moves []tictactoe.MoveValue
	if r != nil {
		moves = r.Moves
	}
	lines := b.WinningLines()
	emoji, text := boardEmoji(b), boardText(b, moves, lines)
	switch {
	case r != nil:
		emoji += "\n" + msgAnalysisValues.F(lang, b.ToMove(), valueGroups(moves), r.Best.Cell+1)
		text += "\n" + msgAnalysisLegend.F(lang, b.ToMove(), r.Best.Cell+1)
	case lines != nil:
		// The picture draws the line; the grids say it, as the picture's alt text does.
		won := wonWithLine(b, lines).In(lang)
		emoji += "\n" + won
		text += "\n" + won
	}
	return commands.Board{
		Emoji: emoji,
		Text:  text,
		Alt:   altText(b, r, forfeit),
		Image: func() (*discordgo.File, error) {
			key, draw := b.String(), func() image.Image { return boardPicture(b) }
			if r != nil {
				key, draw = "analysis:"+key, func() image.Image { return analysisPicture(b, moves) }
			}
			png, err := c.pictures.PNG(key, draw)
			if err != nil {
				return nil, fmt.Errorf("tictactoe: render: %w", err)
			}
			return router.PNG("tictactoe.png", png), nil
		},
	}
}

// pictureLegend is what the analysis picture needs said beside it: the letters and the frames.
func pictureLegend(b tictactoe.Board, r *tictactoe.Result, lang i18n.Lang) string {
	return msgAnalysisLegend.F(lang, b.ToMove(), r.Best.Cell+1) + " " + msgAnalysisFramed.In(lang)
}

// valueText is the value of the position for the side to move: "wins in 5 plies".
func valueText(v tictactoe.Value) i18n.Text {
	switch v.Outcome {
	case tictactoe.Win:
		return msgValueWin.Format(plies.N(int64(v.Plies)))
	case tictactoe.Loss:
		return msgValueLoss.Format(plies.N(int64(v.Plies)))
	}
	return msgValueDraw
}

// valueGroups is every move's value in words, the moves of equal value together, best first: "cells 4, 7
// and 9: win in 5 plies; cells 5, 6 and 8: draw; cell 2: loss in 6 plies".
func valueGroups(moves []tictactoe.MoveValue) i18n.Text {
	var values []tictactoe.Value
	cellsOf := map[tictactoe.Value][]int{}
	for _, mv := range moves {
		if cellsOf[mv.Value] == nil {
			values = append(values, mv.Value)
		}
		cellsOf[mv.Value] = append(cellsOf[mv.Value], mv.Cell+1)
	}
	slices.SortStableFunc(values, func(a, b tictactoe.Value) int {
		switch {
		case a.Better(b):
			return -1
		case b.Better(a):
			return 1
		}
		return 0
	})
	var groups []i18n.Text
	for _, v := range values {
		list := cellList(cellsOf[v])
		switch v.Outcome {
		case tictactoe.Win:
			groups = append(groups, msgGroupWin.Format(list, plies.N(int64(v.Plies))))
		case tictactoe.Loss:
			groups = append(groups, msgGroupLoss.Format(list, plies.N(int64(v.Plies))))
		default:
			groups = append(groups, msgGroupDraw.Format(list))
		}
	}
	return i18n.SemiListOf(groups...)
}

// cellList names cells by number: "cell 4", "cells 4, 7 and 9" ("4번 칸", "4, 7, 9번 칸", "マス4、7、9").
func cellList(cells []int) i18n.Text {
	names := make([]i18n.Text, len(cells))
	for i, c := range cells {
		names[i] = i18n.Plain(strconv.Itoa(c))
	}
	if len(names) == 1 {
		return msgOneCell.Format(names[0])
	}
	return msgCells.Format(i18n.AndListOf(names...))
}

// altCells are the cells of b in words, row by row, after the words that open the alt text.
func altCells(b tictactoe.Board) []i18n.Text {
	parts := []i18n.Text{msgAltBoard}
	for row := range 3 {
		cells := make([]i18n.Text, 3)
		for col := range 3 {
			i := row*3 + col
			cells[col] = i18n.Plain(b[i].String())
			if b[i] == tictactoe.Empty {
				cells[col] = msgAltEmpty.Format(i + 1)
			}
		}
		parts = append(parts, msgAltRow.Format(altRows[row], i18n.ListOf(cells...)))
	}
	return parts
}

// altAborted is the picture of an aborted game in words (Game.aborted): the cells, and that forfeit, the
// mark that ran out of time without a move, left the game aborted.
func altAborted(b tictactoe.Board, forfeit tictactoe.Mark) i18n.Text {
	return i18n.Join(" ", append(altCells(b), msgAltAborted.Format(forfeit.String()))...)
}

// altText is the picture of b in words: the cells row by row, then how the game ended (who won and how:
// three in a row, or the other player's time running out; or a draw), or, with an analysis r, who is to
// move and the value of every move. forfeit is the mark that ran out of time, tictactoe.Empty for none.
func altText(b tictactoe.Board, r *tictactoe.Result, forfeit tictactoe.Mark) i18n.Text {
	parts := altCells(b)
	switch lines := b.WinningLines(); {
	case forfeit != tictactoe.Empty:
		parts = append(parts, msgAltForfeit.Format(forfeit.String(), i18n.WithParticle(i18n.Plain(forfeit.Other().String()), "이/가")))
	case lines != nil:
		parts = append(parts, wonWithLine(b, lines))
	case b.Full():
		parts = append(parts, msgAltFull)
	default:
		parts = append(parts, msgAltToMove.Format(b.ToMove().String()))
		if r != nil {
			parts = append(parts, msgAnalysisValues.Format(b.ToMove().String(), valueGroups(r.Moves), r.Best.Cell+1), msgAnalysisFramed)
		}
	}
	return i18n.Join(" ", parts...)
}

// wonWithLine says who won b along lines, its complete lines (Board.WinningLines): "X wins with three in a
// row: the top row."
func wonWithLine(b tictactoe.Board, lines [][3]int) i18n.Text {
	mark := i18n.WithParticle(i18n.Plain(b[lines[0][0]].String()), "이/가")
	return msgWonLine.Format(mark, i18n.WithParticle(lineList(lines), "을/를"))
}

// lineList names every complete line: a last move can complete two at once, "the bottom row and the right
// column". It is i18n.AndList, not i18n.List: the names stand in a sentence as its object, where a bare
// comma would read as a second, unfinished clause ("wins with three in a row: the bottom row, the right
// column"); in Korean and Japanese, which join with a comma, both read the same.
func lineList(lines [][3]int) i18n.Text {
	return i18n.Func(func(l i18n.Lang) string {
		names := make([]string, len(lines))
		for i, line := range lines {
			names[i] = altLines[[2]int{line[0], line[2]}].In(l)
		}
		return i18n.AndList(l, names)
	})
}
