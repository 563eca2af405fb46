package tictactoe

import (
	"context"

	"kibitz/commands"
	"kibitz/router"
	"kibitz/solvers/tictactoe"
)

// /tictactoe analyze: the value of a position and of each move, on the board and in words.

// analyze shows the value of every move, on the board in the view asked for (commands.Show).
func (c *Command) analyze(ctx context.Context, req *router.Request) (*router.Response, error) {
	b, err := tictactoe.Parse(req.String("board"))
	if err != nil {
		return nil, inputError(err)
	}
	if c.playsRanked(ctx, req.User.ID, b, "") {
		return nil, commands.PlayingRanked(msgGameNamed) // before any work on it (playing.go)
	}
	if c.playedHere(ctx, req.ChannelID, b) {
		return nil, commands.RankedHere(msgGameNamed)
	}
	r, err := tictactoe.Solve(ctx, b, tictactoe.Options{})
	if err != nil {
		return nil, inputError(err)
	}
	view := c.ViewOf(ctx, req)
	resp := &router.Response{}
	if r.Over {
		result := msgFinishedDraw.In(req.Lang)
		if r.Winner != tictactoe.Empty {
			result = msgMarkWins.F(req.Lang, r.Winner.String())
		}
		resp.Content = msgFinished.F(req.Lang, result)
		if _, err := commands.Show(resp, req.Lang, view, c.board(b, nil, tictactoe.Empty, req.Lang)); err != nil {
			return nil, err
		}
		return resp, nil
	}
	resp.Content = msgAnalysisTitle.F(req.Lang, b.ToMove(), valueText(r.Value))
	shown, err := commands.Show(resp, req.Lang, view, c.board(b, &r, tictactoe.Empty, req.Lang))
	if err != nil {
		return nil, err
	}
	if shown == commands.ViewImage {
		resp.Content += "\n" + pictureLegend(b, &r, req.Lang)
	}
	return resp, nil
}
