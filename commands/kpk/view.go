package kpk

import (
	"fmt"
	"image"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/kpk"
)

// A game's message (play.go has the game): the text, the board from the player's side in the game's
// view, and the move menus; and the board of any reply in its three views (board).

// recentPlies is how much of the move list a game's message shows.
const recentPlies = 24

// view is the game's message: who plays what and the goal, the recent moves, the verdict on the player's
// last move and the tablebase's answer, what was just taken back, the board from the player's side, and the
// move menus with Take back, Claim draw (on a threefold repetition, claim.go) and Resign buttons, or at the
// end how it ended, the game in PGN, and Again, the whole line from the start and Take back.
func (c *Command) view(g *Game, lang i18n.Lang, update bool) (*router.Response, error) {
	player := commands.Mention(g.Player)
	lines := []string{msgHeader.F(lang, g.Pos.Material(), player, i18n.WithParticle(msgBold.Format(colorName(g.Side)), "으로/로"))}
	// The last ply was the tablebase's when it has the side that moved at that ply.
	tbLast := g.Ply > 0 && (g.Ply%2 == 1) == (g.Start.Turn() != g.Side)
	playerPlies := (g.Ply + 1) / 2
	if g.Start.Turn() != g.Side {
		playerPlies = g.Ply / 2
	}
	if playerPlies == 0 && !g.over() {
		// Before the player's first move: what the board shown is worth under its fifty-move count (after
		// the tablebase's first move when it moved first: the start's count would be a move too many),
		// seen from the player's side, and what the count makes of it where it matters. A game the
		// tablebase's first move ended has no goal left: its end says how it ended.
		c := kpk.ProbeAt(g.Pos, g.Quiet)
		e := c.Eval
		verdict := verdictAt(g.Pos, c).In(lang)
		switch won := e.Outcome == kpk.Win == (g.Pos.Turn() == g.Side); {
		case e.Outcome == kpk.Draw:
			lines = append(lines, msgGoalDraw.In(lang))
		case won:
			lines = append(lines, msgGoalWin.F(lang, verdict))
		default:
			lines = append(lines, msgGoalLoss.F(lang, verdict))
		}
		if why, ok := countText(g.Pos, c); ok {
			lines = append(lines, why.In(lang))
		}
	}
	if n := len(g.Moves); n > 0 {
		lines = append(lines, moveList(g.Counters, g.Start.Turn(), g.Moves, max(0, n-recentPlies)))
		// The player's last move with its verdict, then the tablebase's answer.
		mine := n - 1
		if tbLast {
			mine = n - 2
		}
		if mine >= 0 && g.End != resigned {
			s := msgPlayed.F(lang, player, sanWith(g.Moves[mine], "을/를", true))
			if g.Note != nil {
				s += " " + g.Note.text().In(lang)
			}
			lines = append(lines, s)
		}
		if tbLast {
			lines = append(lines, msgAnswered.F(lang, sanWith(g.Moves[n-1], "을/를", true)))
			if before, ok := g.before(); ok {
				if why := letsGo(before, g.Pos, g.Moves[n-1]); why != nil {
					lines = append(lines, why.In(lang))
				}
			}
		}
	}
	if len(g.Back) > 0 {
		lines = append(lines, g.tookBack(lang))
	}
	over := g.over()
	switch {
	case g.End == resigned:
		lines = append(lines, msgResignedText.F(lang, player))
	case g.End == fiftyMoves:
		lines = append(lines, msgFifty.In(lang))
	case g.End == fivefold:
		lines = append(lines, msgFivefold.In(lang))
	case g.End == threefold && g.claimedByPlayer():
		lines = append(lines, msgThreefoldPlayer.F(lang, player))
	case g.End == threefold:
		lines = append(lines, msgThreefoldTablebase.In(lang))
	case g.Pos.Status() == kpk.Checkmate && g.Pos.Turn() == g.Side:
		lines = append(lines, msgMateLost.In(lang))
	case g.Pos.Status() == kpk.Checkmate:
		lines = append(lines, msgMateWon.F(lang, player))
	case over:
		lines = append(lines, endText(g.Pos).In(lang))
	default:
		lines = append(lines, msgYourMove.F(lang, player))
	}

	opt := boardOptions{Last: g.Last, Flip: g.Side == kpk.Black}
	resp := &router.Response{Content: strings.Join(lines, "\n"), Update: update}
	if _, err := commands.Show(resp, lang, g.view(), c.board(g.Pos, opt, g.alt(), lang)); err != nil {
		return nil, err
	}
	if over {
		if err := c.attachPGN(resp, g, lang); err != nil {
			return nil, err
		}
		side := "w"
		if g.Side == kpk.Black {
			side = "b"
		}
		start := g.Counters.Start()
		half, full := strconv.Itoa(start.Halfmove), strconv.Itoa(start.Fullmove)
		again := router.ID(againAtRoute, positionID(g.Start), side, half, full) // a game stored before views were kept
		if g.View.Known() {
			again = router.ID(againViewRoute, positionID(g.Start), side, half, full, string(g.View))
		}
		row := []discordgo.MessageComponent{
			discordgo.Button{CustomID: again, Label: msgAgain.In(lang), Style: discordgo.SuccessButton},
			lineButton(g.Start, g.Counters, lang),
		}
		if g.End != resigned && g.playerMoved() {
			row = append(row, takeBackButton(g, lang))
		}
		resp.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: row}}
		return resp, nil
	}
	buttons := []discordgo.MessageComponent{takeBackButton(g, lang)}
	if g.claimable() {
		buttons = append(buttons, claimButton(g, lang))
	}
	buttons = append(buttons, discordgo.Button{CustomID: router.ID(resignRoute, g.ID), Label: msgResign.In(lang), Style: discordgo.DangerButton})
	resp.Components = append(menus(g, lang), discordgo.ActionsRow{Components: buttons})
	return resp, nil
}

// menus are the player's legal moves in select menus, one per piece, the extra piece first: SAN labels,
// UCI values. A queen can have 27 moves and a menu holds 25, so a piece with more gets a second menu; with
// the king's menu that makes at most three rows, plus the row of the Take back, Claim draw and Resign
// buttons.
func menus(g *Game, lang i18n.Lang) []discordgo.MessageComponent {
	var pieceMoves, kingMoves []discordgo.SelectMenuOption
	for _, m := range g.Pos.LegalMoves() {
		o := discordgo.SelectMenuOption{Label: g.Pos.SAN(m), Value: m.UCI()}
		if m.From == g.Pos.King(g.Side) {
			kingMoves = append(kingMoves, o)
		} else {
			pieceMoves = append(pieceMoves, o)
		}
	}
	piece, _ := g.Pos.Extra()
	var rows []discordgo.MessageComponent
	add := func(opts []discordgo.SelectMenuOption, name i18n.Text) {
		for i := 0; i < len(opts); i += 25 {
			placeholder := msgMenuPiece
			if i > 0 {
				placeholder = msgMenuMore
			}
			rows = append(rows, discordgo.ActionsRow{Components: []discordgo.MessageComponent{discordgo.SelectMenu{
				CustomID:    router.ID(moveRoute, g.ID, strconv.Itoa(g.board()), strconv.Itoa(len(rows)+1)),
				Placeholder: placeholder.Format(name).In(lang),
				Options:     opts[i:min(i+25, len(opts))],
			}}})
		}
	}
	add(pieceMoves, pieceNames[piece.Type()])
	add(kingMoves, pieceNames[kpk.King])
	return rows
}

// board is a position in its three views for commands.Show: the emoji grid and the text board, each with
// the line that says what its symbols are, and the picture (kpk.png) with alt, its text. The picture is
// the RGBA board through render.PNG's band encoder, about 13 KB: the board mapped to lineGIF's palette,
// as it was uploaded before, is 5 KB but goes through the standard encoder, 7.1 ms a board against 1.35
// ms (BenchmarkPicturePalettedPNG and BenchmarkPicturePNG, medians of five runs each in one session).
func (c *Command) board(p kpk.Position, o boardOptions, alt i18n.Text, lang i18n.Lang) commands.Board {
	key := boardKey(p, o)
	return commands.Board{
		Emoji: boardEmoji(p, o) + "\n" + emojiLegend(p).In(lang),
		Text:  boardText(p, o) + "\n" + textLegend(p).In(lang),
		Image: func() (*discordgo.File, error) {
			png, err := c.pictures.PNG(key, func() image.Image { return boardPicture(p, o) })
			if err != nil {
				return nil, fmt.Errorf("kpk: render: %w", err)
			}
			return router.PNG("kpk.png", png), nil
		},
		Alt: alt,
	}
}

// boardKey is what determines boardPicture(p, o), for Command.pictures.
func boardKey(p kpk.Position, o boardOptions) string {
	key := positionID(p) + "/" + strconv.FormatBool(o.Flip) + "/" + strconv.Itoa(o.Square)
	if o.Last != nil {
		key += "/" + o.Last.UCI()
	}
	return key
}

// view is how the game's board is shown: the view it started in, so that every move's update replaces
// the board in kind (an update without files keeps the old picture). A game stored before games had a
// view was shown as a picture.
func (g *Game) view() commands.View {
	if g.View == "" {
		return commands.ViewImage
	}
	return g.View
}

// alt is the alt text of the game's picture: the position from the player's side, the last move and the
// square it came from, and how the game ended once it has.
func (g *Game) alt() i18n.Text {
	var then []i18n.Text
	if n := len(g.Moves); n > 0 && g.Last != nil {
		then = append(then, msgAltLastMove.Format(g.Moves[n-1], g.Last.From.String()))
	}
	switch {
	case g.End == resigned:
		then = append(then, msgAltResigned)
	case g.End == fiftyMoves:
		then = append(then, plain(msgFifty))
	case g.End == fivefold:
		then = append(then, plain(msgFivefold))
	case g.End == threefold && g.claimedByPlayer():
		then = append(then, msgAltThreefoldPlayer)
	case g.End == threefold:
		then = append(then, plain(msgThreefoldTablebase))
	case g.over():
		then = append(then, plain(endText(g.Pos)))
	}
	return boardAlt(g.Pos, g.counters(), g.Side == kpk.Black, then...)
}

// positionWords is a position in words: "White king e1, pawn e2; Black king e8; White to move".
func positionWords(p kpk.Position) i18n.Text {
	pc, at := p.Extra()
	side := func(c kpk.Color) i18n.Text {
		t := msgKingOn.Format(colorName(c), p.King(c).String())
		if pc != kpk.NoPiece && pc.Color() == c {
			t = i18n.ListOf(t, msgPieceOn.Format(pieceNames[pc.Type()], at.String()))
		}
		return t
	}
	return i18n.SemiListOf(side(kpk.White), side(kpk.Black), toMove(p))
}

// toMove is "White to move", or "White to move, in check".
func toMove(p kpk.Position) i18n.Text {
	if p.InCheck() {
		return msgSideInCheck.Format(colorName(p.Turn()))
	}
	return msgSideToMove.Format(colorName(p.Turn()))
}

// emojiLegend names the emoji of boardEmoji's grid with their squares, then the side to move:
// "⚪ white king e1 · ♟️ white pawn e2 · ⚫ black king e8 · White to move".
func emojiLegend(p kpk.Position) i18n.Text {
	var parts []i18n.Text
	add := func(pc kpk.Piece, s kpk.Square) {
		parts = append(parts, msgLegendPiece.Format(pieceEmoji(pc), pieceName(pc), s.String()))
	}
	pc, at := p.Extra()
	for _, c := range []kpk.Color{kpk.White, kpk.Black} {
		add(kpk.NewPiece(kpk.King, c), p.King(c))
		if pc != kpk.NoPiece && pc.Color() == c {
			add(pc, at)
		}
	}
	return i18n.Join(" · ", append(parts, toMove(p))...)
}

// textLegend is the line under boardText's board.
func textLegend(p kpk.Position) i18n.Text { return msgLegendLetters.Format(toMove(p)) }

// plain is t without Markdown's bold, for alt text, which Discord shows as it is.
func plain(t i18n.Text) i18n.Text {
	return t.Map(func(_ i18n.Lang, s string) string { return strings.ReplaceAll(s, "**", "") })
}

// boardAlt is the alt text of a board: the position in words and in FEN (with counters c), from the side
// it is drawn from, then the sentences given (the last move, the result).
func boardAlt(p kpk.Position, c kpk.Counters, flip bool, then ...i18n.Text) i18n.Text {
	head := msgAltBoard
	if flip {
		head = msgAltBoardFlipped
	}
	return i18n.Join(" ", append([]i18n.Text{head.Format(positionWords(p), p.FEN(c))}, then...)...)
}

// resultAlt is the result of p in a sentence without Markdown: how the game ended, or what best play
// makes of it with the distance to mate in moves and plies; under the fifty-move count from halfmove,
// where it matters, a draw by the count or a win without the tablebase's distance.
func resultAlt(p kpk.Position, halfmove int) i18n.Text {
	if p.Status() != kpk.Ongoing {
		return plain(endText(p))
	}
	c := kpk.ProbeAt(p, halfmove)
	switch {
	case c.Decided():
		return msgAltCountDraw.Format(i18n.Num(halfmove), topic(winner(p)))
	case c.Tight():
		return msgAltCountWins.Format(subject(winner(p)), i18n.Num(halfmove))
	}
	e := c.Eval
	winner := p.Turn()
	switch e.Outcome {
	case kpk.Draw:
		return msgAltDraw
	case kpk.Loss:
		winner = winner.Other()
	}
	return msgAltMates.Format(subject(winner), movesN.N(int64(e.Moves())), pliesN.N(int64(e.DTM)))
}

// lineAlt is the alt text of the animated line from p, with counters c: the start in words and FEN, the
// moves in SAN, the result, and how the line ends when the game does.
func lineAlt(p kpk.Position, c kpk.Counters, line []kpk.Step) i18n.Text {
	sans := make([]string, len(line))
	for i, s := range line {
		sans[i] = s.SAN
	}
	result := resultAlt(p, c.Halfmove)
	if kpk.ProbeAt(p, c.Halfmove).Eval.Outcome == kpk.Draw {
		result = msgAltLineDraw.Format(i18n.WithParticle(pliesN.N(int64(len(line))), "을/를"))
	}
	if n := len(line); n > 0 && line[n-1].Position.Status() != kpk.Ongoing {
		result = i18n.Join(" ", result, plain(endText(line[n-1].Position)))
	} else if n > 0 && line[n-1].Halfmove >= kpk.FiftyPlies {
		result = i18n.Join(" ", result, plain(msgFifty))
	}
	return msgAltLine.Format(positionWords(p), p.FEN(c), moveList(c, p.Turn(), sans, 0), result)
}

// The board in words: the alt text of every picture and animation (Discord's attachment description,
// which screen readers read and clients show where images are off), and the legends under the emoji
// and text views, which say what the grid's symbols are.
var (
	msgKingOn        = i18n.Text{En: "%s king %s", Ko: "%s 킹 %s"}
	msgPieceOn       = i18n.Text{En: "%s %s", Ko: "%s %s"}
	msgSideToMove    = i18n.Text{En: "%s to move", Ko: "%s 차례"}
	msgSideInCheck   = i18n.Text{En: "%s to move, in check", Ko: "%s 차례, 체크 상태"}
	msgLegendPiece   = i18n.Text{En: "%s %s %s", Ko: "%s %s %s"}
	msgLegendLetters = i18n.Text{
		En: "Capitals are White, small letters Black; %s.",
		Ko: "대문자는 백, 소문자는 흑입니다. %s.",
	}
	msgAltBoard = i18n.Text{
		En: "Chessboard: %s. FEN: %s.",
		Ko: "체스판: %s. FEN: %s.",
	}
	msgAltBoardFlipped = i18n.Text{
		En: "Chessboard seen from Black's side: %s. FEN: %s.",
		Ko: "흑 쪽에서 본 체스판: %s. FEN: %s.",
	}
	// msgAltLastMove names the last move in SAN and the square it came from, which SAN leaves out ("Kd7
	// (from e8)"): the picture frames both.
	msgAltLastMove = i18n.Text{
		En: "The last move, %s (from %s), has its two squares framed.",
		Ko: "마지막 수 %s(%s에서): 두 칸에 테두리를 둘렀습니다.",
	}
	msgAltMates = i18n.Text{
		En: "With best play %s mates in %s (%s).",
		Ko: "최선을 다하면 %s %s(%s) 만에 메이트합니다.",
	}
	msgAltDraw = i18n.Text{
		En: "With best play it is a draw: neither side can force mate.",
		Ko: "최선을 다하면 무승부입니다. 어느 쪽도 메이트를 강제할 수 없습니다.",
	}
	msgAltResigned = i18n.Text{
		En: "The player resigned: the tablebase wins.",
		Ko: "플레이어가 기권해 테이블베이스가 이겼습니다.",
	}
	msgAltLine = i18n.Text{
		En: "Animation of the best line, one frame per move. Start: %s. FEN: %s. Moves: %s. %s",
		Ko: "최선 수순 애니메이션 (한 수에 한 장면). 시작: %s. FEN: %s. 수순: %s. %s",
	}
	msgAltLineDraw = i18n.Text{
		En: "A draw: the animation shows %s of best play.",
		Ko: "무승부입니다. 애니메이션은 최선의 수순 %s 보여 줍니다.",
	}
)
