package commands

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/kpk"
)

// /kpk analyze position and /kpk play position [side].
//
// Both read a position as FEN or in the short form ("Ke1 Pe2 ke8 w"): king and pawn against king, or what
// such a game turns into (K+Q v K, K+R v K, K+B v K, K+N v K, K v K). The answers come from kpk's tablebase,
// built on the first call (10-20 ms) and looked up in microseconds after that.
//
// The analysis is stateless: its "Show the whole line" button carries the position itself in the custom_id
// ("kpk1/line/Ke1Pe2ke8w"), checked again when pressed, and replies privately with the optimal line as an
// animated GIF, so that everyone in the channel can replay it without a new public message per press. A
// game (kpk_play.go) lives under "kpk:<id>" for 24 hours after the last move.

const (
	kpkLineRoute   = "kpk1/line/{pos}"
	kpkMoveRoute   = "kpk1/move/{game}/{ply}/{menu}"
	kpkResignRoute = "kpk1/resign/{game}"
	kpkAgainRoute  = "kpk1/again/{pos}/{side}"
	kpkIdle        = 24 * time.Hour
)

type kpkCommand struct{ Deps }

func newKPK(d Deps) *kpkCommand { return &kpkCommand{d} }

func (k *kpkCommand) Register(m *router.Mux) {
	position := router.Option{
		Type:        discordgo.ApplicationCommandOptionString,
		Name:        i18n.Text{En: "position", Ko: "국면"},
		Description: i18n.Text{En: "FEN, or pieces like Ke1 Pe2 ke8 w (lower case black, side to move last)", Ko: "FEN 또는 Ke1 Pe2 ke8 w 같은 기물 목록 (소문자는 흑, 마지막은 둘 차례)"},
		Required:    true,
		MaxLength:   100,
	}
	m.Command(router.Command{
		Name:        i18n.Text{En: "kpk", Ko: "킹폰킹"},
		Description: i18n.Text{En: "King and pawn against king: exact analysis and play against the tablebase", Ko: "킹과 폰 대 킹: 테이블베이스로 정확히 분석하고 대국합니다"},
		Subcommands: []router.Subcommand{{
			Name:        i18n.Text{En: "analyze", Ko: "분석"},
			Description: i18n.Text{En: "Win or draw, the distance to mate, the best move and the board", Ko: "승패, 메이트까지의 거리, 최선의 수와 판을 보여 줍니다"},
			Example:     "/kpk analyze position:Ke1 Pe2 ke8 w",
			Handler:     k.analyze,
			Options:     []router.Option{position},
		}, {
			Name:        i18n.Text{En: "play", Ko: "대국"},
			Description: i18n.Text{En: "Play a position out against the tablebase, moves from a menu", Ko: "메뉴에서 수를 골라 테이블베이스와 끝까지 둡니다"},
			Example:     "/kpk play position:Kd1 Pe2 kd8 w side:pawn",
			Handler:     k.play,
			Options: []router.Option{position, {
				Type:        discordgo.ApplicationCommandOptionString,
				Name:        i18n.Text{En: "side", Ko: "편"},
				Description: i18n.Text{En: "The side you play (the side to move when left out)", Ko: "내가 둘 편 (비우면 둘 차례인 편)"},
				Choices: []router.Choice{
					{Name: i18n.Text{En: "white", Ko: "백"}, Value: "white"},
					{Name: i18n.Text{En: "black", Ko: "흑"}, Value: "black"},
					{Name: i18n.Text{En: "the pawn's side", Ko: "폰을 가진 편"}, Value: "pawn"},
					{Name: i18n.Text{En: "the lone king", Ko: "킹만 남은 편"}, Value: "defender"},
				},
			}},
		}},
	})
	m.Component(kpkLineRoute, k.line)
	m.Component(kpkMoveRoute, k.move)
	m.Component(kpkResignRoute, k.resign)
	m.Component(kpkAgainRoute, k.again)
}

var (
	msgKPKMates = i18n.Text{
		En: "%s mates in %d",
		Ko: "%s이 %d수 만에 메이트합니다",
	}
	msgKPKDraw = i18n.Text{
		En: "Draw",
		Ko: "무승부",
	}
	msgKPKPlies = i18n.Text{
		En: "%d moves = %d plies: a ply is one side's move, and the count assumes best play, %s hastening mate and %s delaying it.",
		Ko: "%d수 = %d플라이: 플라이는 한쪽이 한 번 두는 것이며, %s은 메이트를 서두르고 %s은 최대한 늦추는 최선의 수순을 가정합니다.",
	}
	msgKPKDrawExplained = i18n.Text{
		En: "Neither side can force mate: with best play the game is a draw.",
		Ko: "어느 쪽도 메이트를 강제할 수 없습니다. 최선을 다하면 무승부입니다.",
	}
	msgKPKToMove = i18n.Text{
		En: "%s to move. Best move: **%s**.",
		Ko: "%s 차례. 최선의 수: **%s**.",
	}
	msgKPKEveryMove = i18n.Text{
		En: "Every move: %s",
		Ko: "모든 수: %s",
	}
	msgKPKMoveWins = i18n.Text{
		En: "%s (mate in %d)",
		Ko: "%s (%d수 메이트)",
	}
	msgKPKMoveDraws = i18n.Text{
		En: "%s (draw)",
		Ko: "%s (무승부)",
	}
	msgKPKMoveLoses = i18n.Text{
		En: "%s (mated in %d)",
		Ko: "%s (%d수 후 메이트당함)",
	}
	msgKPKPosition = i18n.Text{
		En: "Position: `%s` (FEN `%s`)",
		Ko: "국면: `%s` (FEN `%s`)",
	}
	msgKPKCheckmate = i18n.Text{
		En: "**Checkmate:** %s is mated, so %s has won.",
		Ko: "**체크메이트:** %s이 메이트되었으므로 %s이 이겼습니다.",
	}
	msgKPKStalemate = i18n.Text{
		En: "**Stalemate:** %s has no legal move and is not in check, so the game is a draw.",
		Ko: "**스테일메이트:** %s은 둘 수 있는 수가 없고 체크도 아니므로 무승부입니다.",
	}
	msgKPKBareKings = i18n.Text{
		En: "**Draw:** only the kings are left, and neither can ever mate.",
		Ko: "**무승부:** 킹만 남아 어느 쪽도 메이트할 수 없습니다.",
	}
	msgKPKMinorPiece = i18n.Text{
		En: "**Draw:** a king and a %s cannot mate a lone king.",
		Ko: "**무승부:** 킹과 %s 하나로는 킹을 메이트할 수 없습니다.",
	}
	msgKPKShowLine = i18n.Text{
		En: "Show the whole line",
		Ko: "최선 수순 전체 보기",
	}
	msgKPKLineWin = i18n.Text{
		En: "Best line from `%s`: %s (%d plies).",
		Ko: "`%s`에서의 최선 수순: %s (%d플라이).",
	}
	msgKPKLineDraw = i18n.Text{
		En: "Best line from `%s`: a draw; here are the first %d plies of best play.",
		Ko: "`%s`에서의 최선 수순: 무승부입니다. 최선의 수순 처음 %d플라이를 보여 줍니다.",
	}
	msgKPKLineNothing = i18n.Text{
		En: "There is no line to show: the game is over in this position. %s",
		Ko: "보여 줄 수순이 없습니다. 이 국면에서 게임이 이미 끝났습니다. %s",
	}
	msgKPKBadButton = i18n.Text{
		En: "This button does not carry a valid position; it may have been altered.",
		Ko: "이 버튼에는 올바른 국면이 들어 있지 않습니다. 변조되었을 수 있습니다.",
	}
	hintKPKAnalyze = i18n.Text{
		En: "Example: /kpk analyze position:Ke1 Pe2 ke8 w",
		Ko: "예: /킹폰킹 분석 국면:Ke1 Pe2 ke8 w",
	}
	hintKPKPlay = i18n.Text{
		En: "Example: /kpk play position:Kd1 Pe2 kd8 w side:pawn",
		Ko: "예: /킹폰킹 대국 국면:Kd1 Pe2 kd8 w 편:pawn",
	}
)

// The names kpk's messages use for sides and pieces.
var (
	kpkWhite      = i18n.Text{En: "White", Ko: "백"}
	kpkBlack      = i18n.Text{En: "Black", Ko: "흑"}
	kpkPieceNames = map[kpk.PieceType]i18n.Text{
		kpk.King:   {En: "king", Ko: "킹"},
		kpk.Queen:  {En: "queen", Ko: "퀸"},
		kpk.Rook:   {En: "rook", Ko: "룩"},
		kpk.Bishop: {En: "bishop", Ko: "비숍"},
		kpk.Knight: {En: "knight", Ko: "나이트"},
		kpk.Pawn:   {En: "pawn", Ko: "폰"},
	}
	kpkColoredPiece = i18n.Text{En: "%s %s", Ko: "%s %s"}
)

func kpkColor(c kpk.Color) i18n.Text {
	if c == kpk.Black {
		return kpkBlack
	}
	return kpkWhite
}

// kpkColorLower is kpkColor in lower case in English, for the middle of a sentence: "white", "백".
func kpkColorLower(c kpk.Color) i18n.Text {
	t := kpkColor(c)
	return i18n.Text{En: strings.ToLower(t.En), Ko: t.Ko}
}

// kpkPiece names a piece with its colour, in lower case in English: "white queen", "백 퀸".
func kpkPiece(pc kpk.Piece) i18n.Text {
	return kpkColoredPiece.Format(kpkColorLower(pc.Color()), kpkPieceNames[pc.Type()])
}

// kpkVerdict is "White mates in 23" or "Draw": the result e of the side to move in p, said of the winner.
func kpkVerdict(p kpk.Position, e kpk.Eval) i18n.Text {
	switch e.Outcome {
	case kpk.Win:
		return msgKPKMates.Format(kpkColor(p.Turn()), e.Moves())
	case kpk.Loss:
		return msgKPKMates.Format(kpkColor(p.Turn().Other()), e.Moves())
	}
	return msgKPKDraw
}

// kpkOver says how the game stands in a position where it is over (Status is not Ongoing).
func kpkOver(p kpk.Position) i18n.Text {
	switch p.Status() {
	case kpk.Checkmate:
		return msgKPKCheckmate.Format(kpkColor(p.Turn()), kpkColor(p.Turn().Other()))
	case kpk.Stalemate:
		return msgKPKStalemate.Format(kpkColor(p.Turn()))
	}
	if pc, _ := p.Extra(); pc != kpk.NoPiece {
		return msgKPKMinorPiece.Format(kpkPieceNames[pc.Type()])
	}
	return msgKPKBareKings
}

// analyze answers /kpk analyze: the result with its distance to mate, the best move, every move's result,
// the board, and a button for the whole line.
func (k *kpkCommand) analyze(ctx context.Context, req *router.Request) (*router.Response, error) {
	p, err := kpk.Parse(req.String("position"))
	if err != nil {
		return nil, kpkInputError(err, hintKPKAnalyze)
	}
	res, err := kpk.Solve(ctx, p, kpk.Options{})
	if err != nil {
		return nil, err
	}
	lang := req.Lang
	var lines []string
	if res.Status != kpk.Ongoing {
		lines = append(lines, kpkOver(p).In(lang))
	} else {
		lines = append(lines, kpkResultLine(p, res.Eval).In(lang))
		lines = append(lines, msgKPKToMove.F(lang, kpkColor(p.Turn()).In(lang), res.Best.SAN))
		var moves []string
		for _, m := range res.Moves {
			moves = append(moves, kpkMoveValue(m).In(lang))
		}
		lines = append(lines, msgKPKEveryMove.F(lang, strings.Join(moves, ", ")))
	}
	lines = append(lines, msgKPKPosition.F(lang, p.Short(), p.String()))
	png, err := render.PNG(render.ChessBoardPaletted(p, render.ChessOptions{}))
	if err != nil {
		return nil, fmt.Errorf("kpk: render: %w", err)
	}
	resp := &router.Response{Content: strings.Join(lines, "\n"), Files: []*discordgo.File{router.PNG("kpk.png", png)}}
	if res.Status == kpk.Ongoing {
		resp.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			kpkLineButton(p, lang),
		}}}
	}
	return resp, nil
}

// kpkResultLine is the headline of an analysis: "**White mates in 23.** 23 moves = 45 plies: ..." with
// the distance to mate explained once, or the draw explained.
func kpkResultLine(p kpk.Position, e kpk.Eval) i18n.Text {
	if e.Outcome == kpk.Draw {
		return i18n.Join(" ", i18n.Text{En: "**%s.**", Ko: "**%s.**"}.Format(msgKPKDraw), msgKPKDrawExplained)
	}
	winner := p.Turn()
	if e.Outcome == kpk.Loss {
		winner = winner.Other()
	}
	return i18n.Join(" ", i18n.Text{En: "**%s.**", Ko: "**%s.**"}.Format(kpkVerdict(p, e)),
		msgKPKPlies.Format(e.Moves(), e.DTM, kpkColor(winner), kpkColor(winner.Other())))
}

// kpkMoveValue is one move with its result for the player making it: "Kd6 (mate in 12)".
func kpkMoveValue(m kpk.MoveEval) i18n.Text {
	switch m.Eval.Outcome {
	case kpk.Win:
		return msgKPKMoveWins.Format(m.SAN, m.Eval.Moves())
	case kpk.Loss:
		return msgKPKMoveLoses.Format(m.SAN, m.Eval.Moves())
	}
	return msgKPKMoveDraws.Format(m.SAN)
}

func kpkLineButton(p kpk.Position, lang i18n.Lang) discordgo.Button {
	return discordgo.Button{CustomID: router.ID(kpkLineRoute, kpkPositionID(p)), Label: msgKPKShowLine.In(lang),
		Style: discordgo.PrimaryButton}
}

// line answers the "Show the whole line" button: the optimal line from the position in the custom_id as an
// animated GIF, with its moves in SAN, privately.
func (k *kpkCommand) line(ctx context.Context, req *router.Request) (*router.Response, error) {
	p, ok := kpkParsePositionID(req.Params["pos"])
	if !ok {
		return nil, router.Fail(router.Invalid, msgKPKBadButton)
	}
	lang := req.Lang
	if p.Status() != kpk.Ongoing {
		return router.PrivateReply(msgKPKLineNothing.F(lang, kpkOver(p).In(lang))), nil
	}
	line := kpk.BestLine(p, kpk.DefaultDrawPlies)
	sans := make([]string, len(line))
	for i, s := range line {
		sans[i] = s.SAN
	}
	var head string
	if e := kpk.Probe(p); e.Outcome == kpk.Draw {
		head = msgKPKLineDraw.F(lang, p.Short(), len(line))
	} else {
		head = msgKPKLineWin.F(lang, p.Short(), kpkVerdict(p, e).In(lang), e.DTM)
	}
	content := head + "\n" + kpkMoveList(p.Turn(), sans, 0)
	if len(line) > 0 {
		if end := line[len(line)-1].Position; end.Status() != kpk.Ongoing {
			content += "\n" + kpkOver(end).In(lang)
		}
	}
	data, err := render.ChessLineGIF(p, line, render.ChessOptions{})
	if err != nil {
		return nil, fmt.Errorf("kpk: %w", err)
	}
	return &router.Response{Content: content, Files: []*discordgo.File{router.GIF("kpk-line.gif", data)}, Private: true}, nil
}

// kpkMoveList numbers moves in SAN the usual way, "1. e4 Kd7 2. Kd2", or "1... Kd7 2. Kd2" when Black
// moves first; skip leaves out that many plies at the start, shown as "…".
func kpkMoveList(first kpk.Color, sans []string, skip int) string {
	var b strings.Builder
	if skip > 0 {
		b.WriteString("… ")
	}
	for i := skip; i < len(sans); i++ {
		n := (i+int(first))/2 + 1
		switch white := (i+int(first))%2 == 0; {
		case white:
			fmt.Fprintf(&b, "%d. ", n)
		case i == skip:
			fmt.Fprintf(&b, "%d... ", n)
		}
		b.WriteString(sans[i])
		b.WriteByte(' ')
	}
	return strings.TrimSpace(b.String())
}

// kpkPositionID writes a position for a custom_id: the short form without spaces, "Ke1Pe2ke8w", at most 10
// characters.
func kpkPositionID(p kpk.Position) string { return strings.ReplaceAll(p.Short(), " ", "") }

// kpkParsePositionID reads what kpkPositionID wrote, and nothing else: anyone can send any custom_id, so
// the value must be 3-character pieces and a final w or b, name a legal position, and be written exactly as
// kpkPositionID would write it.
func kpkParsePositionID(s string) (kpk.Position, bool) {
	if (len(s) != 7 && len(s) != 10) || (s[len(s)-1] != 'w' && s[len(s)-1] != 'b') {
		return kpk.Position{}, false
	}
	var b strings.Builder
	for i := 0; i+3 < len(s); i += 3 {
		b.WriteString(s[i : i+3])
		b.WriteByte(' ')
	}
	b.WriteByte(s[len(s)-1])
	p, err := kpk.Parse(b.String())
	if err != nil || kpkPositionID(p) != s {
		return kpk.Position{}, false
	}
	return p, true
}
