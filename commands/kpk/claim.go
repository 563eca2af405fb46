package kpk

import (
	"context"
	"strconv"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/router"
)

// Claim draw: the third time the same position stands on the board with the same side to move, that side
// may claim a draw (FIDE Laws 9.2; the fifth time ends the game without a claim, Game.apply). The player
// claims with the button, which the game's message shows on the player's turn while the position on the
// board has occurred three times or more; the tablebase claims at its own turn when its best move does not
// win (Game.tablebaseMoves), since a draw is then no worse for it than playing on. A claim is a draw the
// board shows, like fivefold repetition, so Take back works after it (takeback.go): it takes back the
// player's last move and its answer, which is where the repetition came from. The button carries the
// board's number as Take back's does, so a claim pressed on an earlier board is refused as stale, and the
// claim is checked again when pressed: a forged one, on a board without the repetition, is refused.

// claim answers the Claim draw button: kpk1/claim/{game}/{ply}, ply being the board's number.
func (c *Command) claim(ctx context.Context, req *router.Request) (*router.Response, error) {
	return c.pressOnBoard(ctx, req, pressed{}, func(g *Game) (*Game, error) {
		if !g.claimable() {
			return nil, router.Fail(router.Conflict, msgNoRepetition)
		}
		g.End, g.Note, g.Back = threefold, nil, nil
		return g, nil
	})
}

// claimable reports whether the player may claim a draw now: the game goes on, it is the player's turn
// and the position on the board has occurred three times or more.
func (g *Game) claimable() bool { return !g.over() && g.Pos.Turn() == g.Side && g.repeated() }

// claimedByPlayer reports whether a threefold draw was the player's claim: the side to move claims, and
// the game ends in the position it was claimed in.
func (g *Game) claimedByPlayer() bool { return g.Pos.Turn() == g.Side }

// claimButton is the Claim draw button of the game's board.
func claimButton(g *Game, lang i18n.Lang) discordgo.Button {
	return discordgo.Button{CustomID: router.ID(claimRoute, g.ID, strconv.Itoa(g.board())), Label: msgClaimDraw.In(lang),
		Style: discordgo.PrimaryButton}
}
