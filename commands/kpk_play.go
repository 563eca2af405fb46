package commands

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/kpk"
	"kibitz/storage"
)

// /kpk play: a game against the tablebase, one message updated in place. The player picks a move from a
// select menu; the tablebase answers at once with its best move in the same update. Each menu's custom_id
// carries the number of plies played so far, so a choice made on an older board (a second click before
// the message refreshed) is refused instead of being played in another position. The game is kept under
// "kpk:<id>" for 24 hours after the last move. Positions carry no move history, so the game counts plies
// without a capture or a pawn move itself and ends in a draw by the fifty-move rule at 100.

// kpkGame is a game as stored.
type kpkGame struct {
	ID     string       `json:"id"`
	Player string       `json:"player"` // user id of the player; the tablebase has the other side
	Side   kpk.Color    `json:"side"`   // the player's side
	Start  kpk.Position `json:"start"`
	Pos    kpk.Position `json:"pos"`
	Ply    int          `json:"ply"`   // plies played: the move number the menus carry
	Quiet  int          `json:"quiet"` // plies since the last capture or pawn move
	Moves  []string     `json:"moves,omitempty"`
	Last   *kpk.Move    `json:"last,omitempty"` // the last move played, highlighted on the board
	Note   *kpkNote     `json:"note,omitempty"` // what the player's last move was worth
	End    string       `json:"end,omitempty"`  // kpkResigned or kpkFiftyMoves; "" while the board decides
}

// kpkSchema is the version of kpkGame's stored layout (storage.Versioned), kpk.Position's and kpk.Move's
// JSON forms included. Bump it, with a MigrateFrom, when a change would make games stored before it decode
// wrongly.
const kpkSchema = 1

func (kpkGame) SchemaVersion() int { return kpkSchema }

// The ways a game ends that the position does not show.
const (
	kpkResigned   = "resigned"
	kpkFiftyMoves = "fifty"
	kpkFiftyPlies = 100
)

// kpkNote is the verdict on the player's last move, kept as data so that it is worded in the language of
// whoever looks at the board next.
type kpkNote struct {
	Kind      string `json:"kind"`             // one of the kpkNote* constants
	Played    string `json:"played"`           // SAN of the player's move
	Best      string `json:"best,omitempty"`   // SAN of the tablebase's best move there
	BestMoves int    `json:"best_n,omitempty"` // its distance to mate in moves
	Now       int    `json:"now,omitempty"`    // the played move's distance to mate in moves
}

// The kinds of kpkNote.
const (
	kpkNoteNone      = ""
	kpkNoteDraws     = "draws"      // a win thrown away: the move draws
	kpkNoteLoses     = "loses"      // a win thrown away: the move loses
	kpkNoteDrawLost  = "draw_lost"  // a draw thrown away: the move loses
	kpkNoteHastens   = "hastens"    // still lost, but sooner
	kpkNoteSlower    = "slower"     // still won, but not by the fastest mate
	kpkNoteOnlyWin   = "only_win"   // the one move that wins
	kpkNoteOnlyDraws = "only_draws" // the one move that holds the draw
)

var (
	msgKPKHeader = i18n.Text{
		En: "**%s** · %s plays **%s** against the tablebase.",
		Ko: "**%s** · %s 님이 **%s**으로 테이블베이스와 둡니다.",
	}
	msgKPKGoalWin = i18n.Text{
		En: "With best play %s: your goal is to mate.",
		Ko: "최선을 다하면 %s. 목표는 메이트입니다.",
	}
	msgKPKGoalDraw = i18n.Text{
		En: "With best play this is a draw.",
		Ko: "최선을 다하면 무승부인 국면입니다.",
	}
	msgKPKGoalLoss = i18n.Text{
		En: "With best play %s: hold out as long as you can.",
		Ko: "최선을 다하면 %s. 최대한 오래 버텨 보세요.",
	}
	msgKPKPlayed = i18n.Text{
		En: "%s played **%s**.",
		Ko: "%s 님이 **%s**을(를) 두었습니다.",
	}
	msgKPKAnswered = i18n.Text{
		En: "The tablebase played **%s**.",
		Ko: "테이블베이스가 **%s**을(를) 두었습니다.",
	}
	msgKPKYourMove = i18n.Text{
		En: "Your move, %s: choose it below.",
		Ko: "%s 님 차례입니다. 아래에서 수를 고르세요.",
	}
	msgKPKNoteDraws = i18n.Text{
		En: "That move draws: %s won in %d.",
		Ko: "그 수로 무승부가 됩니다. %s(이)면 %d수 만에 이겼습니다.",
	}
	msgKPKNoteLoses = i18n.Text{
		En: "That move loses: %s won in %d.",
		Ko: "그 수로 지게 됩니다. %s(이)면 %d수 만에 이겼습니다.",
	}
	msgKPKNoteDrawLost = i18n.Text{
		En: "That move loses: %s held the draw.",
		Ko: "그 수로 지게 됩니다. %s(이)면 무승부를 지킬 수 있었습니다.",
	}
	msgKPKNoteHastens = i18n.Text{
		En: "That move hastens the loss: mate in %d now, where %s held out for %d.",
		Ko: "그 수로 패배가 앞당겨졌습니다. 이제 %d수 후 메이트이지만 %s(이)면 %d수를 버틸 수 있었습니다.",
	}
	msgKPKNoteSlower = i18n.Text{
		En: "Still winning, though %s mated sooner: in %d rather than %d.",
		Ko: "여전히 이기는 수지만 %s(이)면 더 빨리 메이트합니다: %d수 대신 %d수.",
	}
	msgKPKNoteOnlyWin = i18n.Text{
		En: "Only move! %s is the one move that wins.",
		Ko: "유일한 수! 이기는 수는 %s 하나뿐입니다.",
	}
	msgKPKNoteOnlyDraws = i18n.Text{
		En: "Only move! %s is the one move that holds the draw.",
		Ko: "유일한 수! 무승부를 지키는 수는 %s 하나뿐입니다.",
	}
	msgKPKMateWon = i18n.Text{
		En: "**Checkmate.** %s wins!",
		Ko: "**체크메이트.** %s 님이 이겼습니다!",
	}
	msgKPKMateLost = i18n.Text{
		En: "**Checkmate.** The tablebase wins.",
		Ko: "**체크메이트.** 테이블베이스가 이겼습니다.",
	}
	msgKPKResignedText = i18n.Text{
		En: "%s resigned: the tablebase wins.",
		Ko: "%s 님이 기권했습니다. 테이블베이스가 이겼습니다.",
	}
	msgKPKFifty = i18n.Text{
		En: "**Draw** by the fifty-move rule: 50 moves by each side without a capture or a pawn move.",
		Ko: "**무승부:** 50수 규칙. 양쪽 모두 50수 동안 기물을 잡거나 폰을 움직이지 않았습니다.",
	}
	msgKPKMenuPiece = i18n.Text{
		En: "Move the %s",
		Ko: "%s 움직이기",
	}
	msgKPKMenuMore = i18n.Text{
		En: "Move the %s (more)",
		Ko: "%s 움직이기 (계속)",
	}
	msgKPKResign = i18n.Text{
		En: "Resign",
		Ko: "기권",
	}
	msgKPKAgain = i18n.Text{
		En: "Again",
		Ko: "다시 하기",
	}
	msgKPKNothingToPlay = i18n.Text{
		En: "There is nothing to play in this position. %s",
		Ko: "이 국면에서는 둘 것이 없습니다. %s",
	}
	msgKPKExpired = i18n.Text{
		En: "This game has ended or expired: games are kept for 24 hours after the last move.",
		Ko: "이 게임은 끝났거나 만료되었습니다. 게임은 마지막 수 이후 24시간 동안 보관됩니다.",
	}
	msgKPKNotYourGame = i18n.Text{
		En: "This is %s's game: only they can move here.",
		Ko: "%s 님의 게임입니다. 그 사람만 둘 수 있습니다.",
	}
	msgKPKGameOver = i18n.Text{
		En: "This game is over.",
		Ko: "이 게임은 끝났습니다.",
	}
	msgKPKStale = i18n.Text{
		En: "That menu belongs to an earlier board (after %d plies); the game has moved on to ply %d. Choose from the current board.",
		Ko: "그 메뉴는 이전 판(%d플라이 뒤)의 것입니다. 게임은 이미 %d플라이까지 진행되었습니다. 지금 판에서 고르세요.",
	}
	msgKPKBadMenu = i18n.Text{
		En: "That menu choice does not name a move of this game; it may have been altered.",
		Ko: "그 메뉴 선택은 이 게임의 수가 아닙니다. 변조되었을 수 있습니다.",
	}
	msgKPKNotLegal = i18n.Text{
		En: "%s is not a legal move in this position.",
		Ko: "%s은(는) 이 국면에서 둘 수 없는 수입니다.",
	}
	hintKPKNew = i18n.Text{
		En: "Start your own game with /kpk play position:Kd1 Pe2 kd8 w",
		Ko: "/킹폰킹 대국 국면:Kd1 Pe2 kd8 w 명령으로 직접 게임을 시작하세요.",
	}
)

// play starts a game: /kpk play position [side].
func (k *kpkCommand) play(ctx context.Context, req *router.Request) (*router.Response, error) {
	p, err := kpk.Parse(req.String("position"))
	if err != nil {
		return nil, kpkInputError(err, hintKPKPlay)
	}
	if p.Status() != kpk.Ongoing {
		return nil, router.Fail(router.Invalid, msgKPKNothingToPlay.Format(kpkOver(p))).WithHint(hintKPKPlay)
	}
	side := p.Turn()
	piece, _ := p.Extra()
	switch req.String("side") {
	case "white":
		side = kpk.White
	case "black":
		side = kpk.Black
	case "pawn":
		side = piece.Color()
	case "defender":
		side = piece.Color().Other()
	}
	return k.start(ctx, req, p, side)
}

// again starts a new game from the start of a finished one, for whoever pressed: the button carries the
// position and the side, so it works after the old game has expired.
func (k *kpkCommand) again(ctx context.Context, req *router.Request) (*router.Response, error) {
	p, ok := kpkParsePositionID(req.Params["pos"])
	var side kpk.Color
	switch req.Params["side"] {
	case "w":
		side = kpk.White
	case "b":
		side = kpk.Black
	default:
		ok = false
	}
	if !ok || p.Status() != kpk.Ongoing {
		return nil, router.Fail(router.Invalid, msgKPKBadButton)
	}
	return k.start(ctx, req, p, side)
}

func (k *kpkCommand) start(ctx context.Context, req *router.Request, p kpk.Position, side kpk.Color) (*router.Response, error) {
	g := &kpkGame{ID: k.NewID(), Player: req.User.ID, Side: side, Start: p, Pos: p}
	g.tablebaseMoves()
	if err := storage.PutJSON(ctx, k.Store, "kpk:"+g.ID, kpkIdle, g); err != nil {
		return nil, err
	}
	return k.view(g, req.Lang, false)
}

// over reports whether the game has ended.
func (g *kpkGame) over() bool { return g.End != "" || g.Pos.Status() != kpk.Ongoing }

// apply plays a legal move, keeping the move list and the fifty-move count.
func (g *kpkGame) apply(m kpk.Move) {
	from, to := g.Pos.PieceAt(m.From), g.Pos.PieceAt(m.To)
	g.Moves = append(g.Moves, g.Pos.SAN(m))
	next, err := g.Pos.Play(m)
	if err != nil {
		panic("kpk: apply an illegal move: " + err.Error()) // callers pass legal moves only
	}
	g.Pos, g.Last = next, &m
	g.Ply++
	g.Quiet++
	if from.Type() == kpk.Pawn || to != kpk.NoPiece {
		g.Quiet = 0
	}
	if g.Quiet >= kpkFiftyPlies && g.Pos.Status() == kpk.Ongoing {
		g.End = kpkFiftyMoves
	}
}

// tablebaseMoves plays the tablebase's move when it is its turn.
func (g *kpkGame) tablebaseMoves() {
	if g.over() || g.Pos.Turn() == g.Side {
		return
	}
	if m, _, ok := kpk.BestMove(g.Pos); ok {
		g.apply(m)
	}
}

// move handles a choice in a move menu: the player's move, judged against the tablebase's, then the
// tablebase's answer.
func (k *kpkCommand) move(ctx context.Context, req *router.Request) (*router.Response, error) {
	ply, err := strconv.Atoi(req.Params["ply"])
	menu := req.Params["menu"]
	if err != nil || ply < 0 || len(req.Values) != 1 || menu < "1" || menu > "3" || len(menu) != 1 {
		return nil, router.Fail(router.Invalid, msgKPKBadMenu)
	}
	me := req.User.ID
	g, err := storage.UpdateJSON(ctx, k.Store, "kpk:"+req.Params["game"], kpkIdle, func(g *kpkGame) (*kpkGame, error) {
		if g == nil {
			return nil, router.Fail(router.NotFound, msgKPKExpired).WithHint(hintKPKNew)
		}
		switch {
		case me != g.Player:
			return nil, router.Fail(router.Forbidden, msgKPKNotYourGame.Format(mention(g.Player))).WithHint(hintKPKNew)
		case g.over():
			return nil, router.Fail(router.Conflict, msgKPKGameOver)
		case ply != g.Ply:
			return nil, router.Fail(router.Conflict, msgKPKStale.Format(ply, g.Ply))
		}
		m, err := g.Pos.ParseMove(req.Values[0])
		if err != nil || m.UCI() != req.Values[0] {
			return nil, router.Fail(router.Invalid, msgKPKNotLegal.Format(req.Values[0]))
		}
		g.Note = kpkJudge(kpk.RankMoves(g.Pos), m)
		g.apply(m)
		g.tablebaseMoves()
		return g, nil
	})
	if err != nil {
		return nil, err
	}
	return k.view(g, req.Lang, true)
}

// kpkJudge compares the player's move m with the best of evals (kpk.RankMoves, best first): a win or a
// draw thrown away, a loss hastened, a win slowed down. It praises only a move that is the only one to
// keep the win or the draw, where there was a choice.
func kpkJudge(evals []kpk.MoveEval, m kpk.Move) *kpkNote {
	var mine kpk.MoveEval
	keep := 0 // moves with the best outcome
	for _, e := range evals {
		if e.Move == m {
			mine = e
		}
		if e.Eval.Outcome == evals[0].Eval.Outcome {
			keep++
		}
	}
	best := evals[0]
	n := &kpkNote{Played: mine.SAN, Best: best.SAN, BestMoves: best.Eval.Moves(), Now: mine.Eval.Moves()}
	switch b, p := best.Eval.Outcome, mine.Eval.Outcome; {
	case b == kpk.Win && p == kpk.Draw:
		n.Kind = kpkNoteDraws
	case b == kpk.Win && p == kpk.Loss:
		n.Kind = kpkNoteLoses
	case b == kpk.Draw && p == kpk.Loss:
		n.Kind = kpkNoteDrawLost
	case b == kpk.Loss && mine.Eval.DTM < best.Eval.DTM:
		n.Kind = kpkNoteHastens
	case b == kpk.Win && mine.Eval.DTM > best.Eval.DTM:
		n.Kind = kpkNoteSlower
	case keep == 1 && len(evals) > 1 && b == kpk.Win:
		n.Kind = kpkNoteOnlyWin
	case keep == 1 && len(evals) > 1 && b == kpk.Draw:
		n.Kind = kpkNoteOnlyDraws
	default:
		return nil
	}
	return n
}

func (n *kpkNote) text() i18n.Text {
	switch n.Kind {
	case kpkNoteDraws:
		return msgKPKNoteDraws.Format(n.Best, n.BestMoves)
	case kpkNoteLoses:
		return msgKPKNoteLoses.Format(n.Best, n.BestMoves)
	case kpkNoteDrawLost:
		return msgKPKNoteDrawLost.Format(n.Best)
	case kpkNoteHastens:
		return msgKPKNoteHastens.Format(n.Now, n.Best, n.BestMoves)
	case kpkNoteSlower:
		return msgKPKNoteSlower.Format(n.Best, n.BestMoves, n.Now)
	case kpkNoteOnlyWin:
		return msgKPKNoteOnlyWin.Format(n.Played)
	case kpkNoteOnlyDraws:
		return msgKPKNoteOnlyDraws.Format(n.Played)
	}
	return i18n.Plain("")
}

// resign ends the game in the tablebase's favour.
func (k *kpkCommand) resign(ctx context.Context, req *router.Request) (*router.Response, error) {
	me := req.User.ID
	g, err := storage.UpdateJSON(ctx, k.Store, "kpk:"+req.Params["game"], kpkIdle, func(g *kpkGame) (*kpkGame, error) {
		switch {
		case g == nil:
			return nil, router.Fail(router.NotFound, msgKPKExpired).WithHint(hintKPKNew)
		case me != g.Player:
			return nil, router.Fail(router.Forbidden, msgKPKNotYourGame.Format(mention(g.Player))).WithHint(hintKPKNew)
		case g.over():
			return nil, router.Fail(router.Conflict, msgKPKGameOver)
		}
		g.End, g.Note = kpkResigned, nil
		return g, nil
	})
	if err != nil {
		return nil, err
	}
	return k.view(g, req.Lang, true)
}

// kpkRecentPlies is how much of the move list a game's message shows.
const kpkRecentPlies = 24

// view is the game's message: who plays what and the goal, the recent moves, the verdict on the player's
// last move and the tablebase's answer, the board from the player's side, and the move menus with a Resign
// button, or at the end how it ended with Again and the whole line from the start.
func (k *kpkCommand) view(g *kpkGame, lang i18n.Lang, update bool) (*router.Response, error) {
	player := mention(g.Player)
	lines := []string{msgKPKHeader.F(lang, g.Pos.Material(), player, kpkColor(g.Side).In(lang))}
	// The last ply was the tablebase's when it has the side that moved at that ply.
	tbLast := g.Ply > 0 && (g.Ply%2 == 1) == (g.Start.Turn() != g.Side)
	playerPlies := (g.Ply + 1) / 2
	if g.Start.Turn() != g.Side {
		playerPlies = g.Ply / 2
	}
	if playerPlies == 0 {
		// Before the player's first move: what the start is worth, seen from the player's side.
		e := kpk.Probe(g.Start)
		verdict := kpkVerdict(g.Start, e).In(lang)
		switch won := e.Outcome == kpk.Win == (g.Start.Turn() == g.Side); {
		case e.Outcome == kpk.Draw:
			lines = append(lines, msgKPKGoalDraw.In(lang))
		case won:
			lines = append(lines, msgKPKGoalWin.F(lang, verdict))
		default:
			lines = append(lines, msgKPKGoalLoss.F(lang, verdict))
		}
	}
	if n := len(g.Moves); n > 0 {
		lines = append(lines, kpkMoveList(g.Start.Turn(), g.Moves, max(0, n-kpkRecentPlies)))
		// The player's last move with its verdict, then the tablebase's answer.
		mine := n - 1
		if tbLast {
			mine = n - 2
		}
		if mine >= 0 && g.End != kpkResigned {
			s := msgKPKPlayed.F(lang, player, g.Moves[mine])
			if g.Note != nil {
				s += " " + g.Note.text().In(lang)
			}
			lines = append(lines, s)
		}
		if tbLast {
			lines = append(lines, msgKPKAnswered.F(lang, g.Moves[n-1]))
		}
	}
	over := g.over()
	switch {
	case g.End == kpkResigned:
		lines = append(lines, msgKPKResignedText.F(lang, player))
	case g.End == kpkFiftyMoves:
		lines = append(lines, msgKPKFifty.In(lang))
	case g.Pos.Status() == kpk.Checkmate && g.Pos.Turn() == g.Side:
		lines = append(lines, msgKPKMateLost.In(lang))
	case g.Pos.Status() == kpk.Checkmate:
		lines = append(lines, msgKPKMateWon.F(lang, player))
	case over:
		lines = append(lines, kpkOver(g.Pos).In(lang))
	default:
		lines = append(lines, msgKPKYourMove.F(lang, player))
	}

	png, err := render.PNG(render.ChessBoardPaletted(g.Pos, render.ChessOptions{Last: g.Last, Flip: g.Side == kpk.Black}))
	if err != nil {
		return nil, fmt.Errorf("kpk: render: %w", err)
	}
	resp := &router.Response{Content: strings.Join(lines, "\n"), Update: update,
		Files: []*discordgo.File{router.PNG("kpk.png", png)}}
	if over {
		side := "w"
		if g.Side == kpk.Black {
			side = "b"
		}
		resp.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.Button{CustomID: router.ID(kpkAgainRoute, kpkPositionID(g.Start), side), Label: msgKPKAgain.In(lang),
				Style: discordgo.SuccessButton},
			kpkLineButton(g.Start, lang),
		}}}
		return resp, nil
	}
	resp.Components = append(kpkMenus(g, lang), discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		discordgo.Button{CustomID: router.ID(kpkResignRoute, g.ID), Label: msgKPKResign.In(lang), Style: discordgo.DangerButton},
	}})
	return resp, nil
}

// kpkMenus are the player's legal moves in select menus, one per piece, the extra piece first: SAN labels,
// UCI values. A queen can have 27 moves and a menu holds 25, so a piece with more gets a second menu; with
// the king's menu that makes at most three rows, plus the row of the Resign button.
func kpkMenus(g *kpkGame, lang i18n.Lang) []discordgo.MessageComponent {
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
			placeholder := msgKPKMenuPiece
			if i > 0 {
				placeholder = msgKPKMenuMore
			}
			rows = append(rows, discordgo.ActionsRow{Components: []discordgo.MessageComponent{discordgo.SelectMenu{
				CustomID:    router.ID(kpkMoveRoute, g.ID, strconv.Itoa(g.Ply), strconv.Itoa(len(rows)+1)),
				Placeholder: placeholder.Format(name).In(lang),
				Options:     opts[i:min(i+25, len(opts))],
			}}})
		}
	}
	add(pieceMoves, kpkPieceNames[piece.Type()])
	add(kingMoves, kpkPieceNames[kpk.King])
	return rows
}
