package kpk

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/kpk"
)

// /kpk analyze and its Show the whole line button: the position read (FEN or a game in PGN), its value
// with best play, and the best line as an animation.

// analyze answers /kpk analyze: the result with its distance to mate, the best move, every move's result,
// the board in the view asked for, and a button for the whole line; all under the fifty-move rule from
// the position's halfmove clock (a FEN's, or the one a PGN's moves leave), which the reply explains
// where it changes the tablebase's answer (countText).
func (c *Command) analyze(ctx context.Context, req *router.Request) (*router.Response, error) {
	p, counters, game, err := readPosition(req.String("position"))
	if err != nil {
		return nil, err
	}
	res, err := kpk.Solve(ctx, p, kpk.Options{Halfmove: counters.Halfmove})
	if err != nil {
		return nil, err
	}
	lang := req.Lang
	var lines []string
	var opt boardOptions
	if game != nil {
		lines = append(lines, fromPGN(game).In(lang))
		if n := len(game.Moves); n > 0 {
			opt.Last = &game.Moves[n-1]
		}
	}
	// A clock at 100 or more: the move that brought it there ended the game, so there is nothing to play.
	drawn := res.Status == kpk.Ongoing && counters.Halfmove >= kpk.FiftyPlies
	switch {
	case res.Status != kpk.Ongoing:
		lines = append(lines, endText(p).In(lang))
	default:
		lines = append(lines, resultLine(p, res.Clock).In(lang))
		if drawn {
			break
		}
		lines = append(lines, msgToMove.F(lang, colorName(p.Turn()).In(lang), res.Best.SAN))
		if why := letsGo(p, res.Best.After, res.Best.SAN); why != nil {
			lines = append(lines, why.In(lang))
		}
		var moves []string
		for _, m := range res.Moves {
			moves = append(moves, moveValue(p, counters.Halfmove, m).In(lang))
		}
		lines = append(lines, msgEveryMove.F(lang, i18n.List(lang, moves)))
	}
	lines = append(lines, msgPosition.F(lang, p.Short(), p.FEN(counters)))
	resp := &router.Response{Content: strings.Join(lines, "\n")}
	if _, err := commands.Show(resp, lang, c.ViewOf(ctx, req), c.board(p, opt, boardAlt(p, counters, false, resultAlt(p, counters.Halfmove)), lang)); err != nil {
		return nil, err
	}
	if res.Status == kpk.Ongoing && !drawn {
		resp.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			lineButton(p, counters, lang),
		}}}
	}
	return resp, nil
}

// readPosition reads /kpk analyze's position with its counters: a game in PGN (kpk.IsPGN), played out
// to its last position, or a position. A mistake is a user error with the hint for what was given.
func readPosition(s string) (kpk.Position, kpk.Counters, *kpk.PGNGame, error) {
	if kpk.IsPGN(s) {
		g, err := kpk.ParsePGN(s)
		if err != nil {
			if number, ok := numberedPosition(s, err); ok {
				// "1. Ke1 Pe2 ke8 w": a position after a move number, not a game without its FEN tag
				err = &kpk.InputError{Code: kpk.CodeBadToken, Text: number, Index: 1}
				return kpk.Position{}, kpk.Counters{}, nil, inputError(err, hintAnalyze)
			}
			return kpk.Position{}, kpk.Counters{}, nil, inputError(err, hintAnalyzePGN)
		}
		return g.Final, g.FinalCounters, &g, nil
	}
	p, err := kpk.Parse(s)
	if err != nil {
		return kpk.Position{}, kpk.Counters{}, nil, inputError(err, hintAnalyze)
	}
	return p, kpk.ParseCounters(s), nil, nil
}

// numberedPosition reports whether s, which kpk.ParsePGN refused with err, is rather a position written
// after a move number ("1. Ke1 Pe2 ke8 w"): no tag pairs, and what follows the number reads as a
// position. It returns the number as written ("1.").
func numberedPosition(s string, err error) (string, bool) {
	var ie *kpk.InputError
	if !errors.As(err, &ie) || ie.Code != kpk.CodePGNNoFEN {
		return "", false
	}
	s = strings.TrimSpace(s)
	rest := strings.TrimLeft(s, "0123456789")
	rest = strings.TrimLeft(rest, ".")
	if _, perr := kpk.Parse(rest); perr != nil {
		return "", false
	}
	return s[:len(s)-len(rest)], true
}

// fromPGN is the line saying which position of a game in PGN is analysed: the one after its last move,
// numbered as the game numbers it.
func fromPGN(g *kpk.PGNGame) i18n.Text {
	n := len(g.Moves)
	if n == 0 {
		return msgFromPGNStart
	}
	dots := ". "
	if g.Final.Turn() == kpk.White { // Black made the last move
		dots = "... "
	}
	last := strconv.Itoa(g.MoveNumber(n-1)) + dots + g.SAN[n-1]
	return msgFromPGN.Format(msgBold.Format(last), pliesN.N(int64(n)))
}

// lineButton is the "Show the whole line" button of p, with counters c.
func lineButton(p kpk.Position, c kpk.Counters, lang i18n.Lang) discordgo.Button {
	id := router.ID(lineRoute, positionID(p))
	if c = c.Start(); c != (kpk.Counters{Fullmove: 1}) {
		id = router.ID(lineAtRoute, positionID(p), strconv.Itoa(c.Halfmove), strconv.Itoa(c.Fullmove))
	}
	return discordgo.Button{CustomID: id, Label: msgShowLine.In(lang), Style: discordgo.PrimaryButton}
}

// line answers the "Show the whole line" button: the optimal line from the position in the custom_id as an
// animated GIF with its alt text, and its moves in SAN, privately. The GIF is the line whatever the
// reader's view: an emoji or text board per ply would be dozens of boards, and the moves are in the text.
func (c *Command) line(ctx context.Context, req *router.Request) (*router.Response, error) {
	p, ok := parsePositionID(req.Params["pos"])
	counters, cok := parseCountersID(req.Params)
	if !ok || !cok {
		return nil, router.Fail(router.Invalid, msgBadButton)
	}
	lang := req.Lang
	if p.Status() != kpk.Ongoing {
		return router.PrivateReply(msgLineNothing.F(lang, endText(p).In(lang))), nil
	}
	if counters.Halfmove >= kpk.FiftyPlies {
		return router.PrivateReply(msgLineNothing.F(lang, msgCountOver.F(lang, i18n.Num(counters.Halfmove)))), nil
	}
	line := kpk.BestLineAt(p, counters.Halfmove, kpk.DefaultDrawPlies)
	sans := make([]string, len(line))
	for i, s := range line {
		sans[i] = s.SAN
	}
	var head string
	clocked := kpk.ProbeAt(p, counters.Halfmove)
	switch {
	case clocked.Eval.Outcome == kpk.Draw:
		head = msgLineDraw.F(lang, p.Short(), pliesN.N(int64(len(line))))
	case clocked.Tight(): // the line is BestMoveAt's, which may take longer than the tablebase's mate
		head = msgLineWin.F(lang, p.Short(), verdictAt(p, clocked), pliesN.N(int64(len(line))))
	default:
		head = msgLineWin.F(lang, p.Short(), verdict(p, clocked.Eval), pliesN.N(int64(clocked.Eval.DTM)))
	}
	if why, ok := countText(p, clocked); ok {
		head += " " + why.In(lang)
	}
	content := head + "\n" + moveList(counters, p.Turn(), sans, 0)
	if len(line) > 0 {
		switch end := line[len(line)-1]; {
		case end.Position.Status() != kpk.Ongoing:
			content += "\n" + endText(end.Position).In(lang)
		case end.Halfmove >= kpk.FiftyPlies:
			content += "\n" + msgFifty.In(lang)
		}
	}
	if why := givenUp(p, counters, line); why != nil {
		content += "\n" + why.In(lang)
	}
	data, err := c.lineGIF(p, counters.Halfmove, line)
	if err != nil {
		return nil, fmt.Errorf("kpk: %w", err)
	}
	resp := &router.Response{Content: content, Private: true}
	return resp.Attach(router.GIF("kpk-line.gif", data), lineAlt(p, counters, line).In(lang)), nil
}

// lineGIF is the GIF of line, the best line from p with the fifty-move count at halfmove, from the
// Command's cache, or drawn (about 20 ms for the longest) and kept: the two determine the line.
func (c *Command) lineGIF(p kpk.Position, halfmove int, line []kpk.Step) ([]byte, error) {
	return c.lines.Encoded(positionID(p)+"/"+strconv.Itoa(halfmove), func() ([]byte, error) {
		return lineGIF(p, line, boardOptions{})
	})
}

// givenUp explains a drawn line from p (counters c) in which the side with the extra piece lets it be
// taken, which looks like a blunder: that side can never lose, and cannot win here, so every move it
// has keeps the draw and is best play, the one that gives the piece up too. Nil for any other line.
func givenUp(p kpk.Position, c kpk.Counters, line []kpk.Step) i18n.Localized {
	if kpk.Probe(p).Outcome != kpk.Draw {
		return nil
	}
	before := p
	for i, s := range line {
		if pc, _ := before.Extra(); pc != kpk.NoPiece {
			if after, _ := s.Position.Extra(); after == kpk.NoPiece {
				name := pieceNames[pc.Type()]
				at := numberedMove(c, p.Turn(), i, s.SAN)
				return msgLineGivesUp.Format(i18n.WithParticle(name, "을/를"), at, i18n.WithParticle(name, "을/를"))
			}
		}
		before = s.Position
	}
	return nil
}

// letsGo explains a move san, from p to after, by which the side with the extra piece leaves it where the
// lone king can take it, in a drawn position: as givenUp, that side can never lose and cannot win here,
// so the move keeps the draw as every other does. Nil for any other move.
func letsGo(p, after kpk.Position, san string) i18n.Localized {
	pc, _ := p.Extra()
	if pc == kpk.NoPiece || pc.Color() != p.Turn() || kpk.Probe(p).Outcome != kpk.Draw {
		return nil
	}
	for _, m := range after.LegalMoves() {
		if next, _ := after.Play(m); next.Material() == kpk.KvK {
			name := pieceNames[pc.Type()]
			return msgLetsGo.Format(sanWith(san, "은/는", false), i18n.WithParticle(name, "을/를"),
				i18n.WithParticle(name, "을/를"))
		}
	}
	return nil
}
