package kpk

import (
	"unicode/utf8"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/kpk"
)

// A finished game's record: its message carries the game in PGN, from its starting FEN, with the tags
// Event "kibitz KPK", the Date it began, White and Black (the player's name, and kibitz for the tablebase)
// and the Result. It goes in a code block under the board when the message still fits Discord's 2,000
// characters with it, and as the file kpk-game.pgn, with its description, when not. Nothing else keeps
// the result: KPK has no leaderboard.

const (
	// pgnFile is the name of the PGN when it goes as a file.
	pgnFile = "kpk-game.pgn"
)

// attachPGN adds the finished game g to its message resp in PGN, in lang: in a code block or as a file.
func (c *Command) attachPGN(resp *router.Response, g *Game, lang i18n.Lang) error {
	moves, _, err := g.history()
	if err != nil {
		return err
	}
	result := g.result()
	started := g.Started
	if started.IsZero() && c.Now != nil {
		started = c.Now() // a game stored before games kept their start
	}
	tags := kpk.PGNTags{Event: pgnEvent, White: pgnKibitz, Black: pgnKibitz}
	if !started.IsZero() {
		tags.Date = started.UTC().Format("2006.01.02")
	}
	if g.Side == kpk.White {
		tags.White = commands.ShownName(g.Name) // a name kept before names were cleaned, cleaned
	} else {
		tags.Black = commands.ShownName(g.Name)
	}
	pgn, err := kpk.PGN(g.Start, g.Counters, moves, result, tags)
	if err != nil {
		return err
	}
	block := msgPGNHere.In(lang) + "\n```\n" + pgn + "```"
	if content := resp.Content + "\n" + block; utf8.RuneCountInString(content) <= router.MaxContent {
		resp.Content = content
		return nil
	}
	resp.Content += "\n" + msgPGNAttached.F(lang, "`"+pgnFile+"`")
	alt := msgPGNAlt.F(lang, pliesN.N(int64(len(moves))), g.Start.FEN(g.Counters), string(result))
	resp.Attach(router.TextFile(pgnFile, []byte(pgn)), alt)
	return nil
}

// result is how the finished game g ended, in PGN.
func (g *Game) result() kpk.PGNResult {
	winner := func(c kpk.Color) kpk.PGNResult {
		if c == kpk.White {
			return kpk.PGNWhiteWins
		}
		return kpk.PGNBlackWins
	}
	switch {
	case g.End == resigned:
		return winner(g.Side.Other())
	case g.End == fiftyMoves, g.End == fivefold, g.End == threefold:
		return kpk.PGNDraw
	case g.Pos.Status() == kpk.Checkmate:
		return winner(g.Pos.Turn().Other())
	case g.Pos.Status() != kpk.Ongoing:
		return kpk.PGNDraw
	}
	return kpk.PGNOngoing
}
