package kpk

import (
	"context"
	"errors"
	"slices"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/router"
	"kibitz/storage"
)

// Resign, which asks first (askResign), and its answers: Yes, resign (resign) and Keep playing.

// askResign is Resign's first press: a resignation ends the game and cannot be taken back, and the
// button stands beside the move menus, so it asks first. The game's message comes again with the question
// and, in Resign's place, Yes, resign and Keep playing. Nothing is stored: a move from the menus, or Keep
// playing, draws the message as it was.
func (c *Command) askResign(ctx context.Context, req *router.Request) (*router.Response, error) {
	g, err := c.look(ctx, req)
	if err != nil {
		return nil, err
	}
	resp, err := c.view(g, req.Lang, true)
	if err != nil {
		return nil, err
	}
	resp.Content += "\n" + msgResignAsk.In(req.Lang)
	sure := discordgo.Button{CustomID: router.ID(sureRoute, g.ID), Label: msgResignSure.In(req.Lang), Style: discordgo.DangerButton}
	keep := discordgo.Button{CustomID: router.ID(keepRoute, g.ID), Label: msgKeepPlaying.In(req.Lang), Style: discordgo.SecondaryButton}
	resign := router.ID(resignRoute, g.ID)
	for i, r := range resp.Components {
		row, ok := r.(discordgo.ActionsRow)
		if !ok {
			continue
		}
		if j := slices.IndexFunc(row.Components, func(b discordgo.MessageComponent) bool {
			button, ok := b.(discordgo.Button)
			return ok && button.CustomID == resign
		}); j >= 0 {
			row.Components = slices.Replace(row.Components, j, j+1, discordgo.MessageComponent(sure), discordgo.MessageComponent(keep))
			resp.Components[i] = row
		}
	}
	return resp, nil
}

// keepPlaying answers No to askResign: the game's message as it was.
func (c *Command) keepPlaying(ctx context.Context, req *router.Request) (*router.Response, error) {
	g, err := c.look(ctx, req)
	if err != nil {
		return nil, err
	}
	return c.view(g, req.Lang, true)
}

// look is the game of a press that changes nothing (askResign, keepPlaying), after press's guard.
func (c *Command) look(ctx context.Context, req *router.Request) (*Game, error) {
	p := pressed{board: anyBoard}
	var g Game
	switch err := storage.GetJSON(ctx, c.Store, gameKey(req.Params["game"]), &g); {
	case errors.Is(err, storage.ErrNotFound):
		return nil, p.refuse(nil, req.User.ID)
	case err != nil:
		return nil, err
	}
	if err := p.refuse(&g, req.User.ID); err != nil {
		return nil, err
	}
	return &g, nil
}

// resign (Yes, resign) ends the game in the tablebase's favour.
func (c *Command) resign(ctx context.Context, req *router.Request) (*router.Response, error) {
	g, err := c.press(ctx, req, pressed{board: anyBoard}, func(g *Game) (*Game, error) {
		g.End, g.Note, g.Back = resigned, nil, nil
		return g, nil
	})
	if err != nil {
		return nil, err
	}
	return c.view(g, req.Lang, true)
}

// Resign's question and its two answers.
var (
	msgResignAsk = i18n.Text{
		En: "**Resign?** The tablebase wins the game, and a resigned game cannot be taken back.",
		Ko: "**기권할까요?** 테이블베이스가 이기고, 기권한 게임은 무를 수 없습니다.",
	}
	msgResignSure = i18n.Text{
		En: "Yes, resign",
		Ko: "기권하기",
	}
	msgKeepPlaying = i18n.Text{
		En: "Keep playing",
		Ko: "계속 두기",
	}
)
