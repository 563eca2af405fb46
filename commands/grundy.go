package commands

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/grundy"
	"kibitz/solvers/nim"
)

// /grundy subtraction moves n, /grundy divisor n [misere] and /grundy dagame file: impartial games solved
// by their Grundy values (package grundy; a sum of piles is played as Nim, package nim). Each answers who
// wins, a winning move and why.
//   - subtraction: one pile or a sum of up to 100 piles (each pile's value listed, XOR, the move); the
//     pre-period and period found; the first 30-100 values as a table and as a picture with the period
//     marked (render.NimGrundyTable).
//   - divisor: both conventions; the factorisation; in normal play the Grundy value of N; for N with at
//     most 40 proper divisors, every move, the winning ones marked, with its Grundy value in normal play.
//   - dagame: the file is read through req.OpenAttachment with a size limit; errors name the line (and
//     for a cycle, the lines of its edges); each colour's value; for graphs up to 100 nodes the value of
//     a lone token on every node as a table.

const (
	grundyMaxFile      = 4 << 20 // bytes of a DAGame file: 100,000 edges and some 300,000 tokens
	grundyTableMin     = 30      // Grundy values shown at least...
	grundyTableMax     = 100     // ...and at most
	grundyColoursShown = 15      // colours listed in the message; all of them go in a file beyond
	grundyMaxPiles     = 100     // piles in one sum
	grundyPilesListed  = 12      // piles listed one by one with their values
	grundyTitleMoves   = 120     // bytes of the move set in the title
	grundyNodesShown   = 100     // DAGame graphs up to this many nodes get a table of one-token values
	grundyDivisorsMax  = 40      // proper divisors listed one by one in the divisor game
)

type grundyCommand struct{ Deps }

func newGrundy(d Deps) *grundyCommand { return &grundyCommand{d} }

func (c *grundyCommand) Register(m *router.Mux) {
	m.Command(router.Command{
		Name:        i18n.Text{En: "grundy", Ko: "그런디"},
		Description: i18n.Text{En: "Impartial games solved by Grundy values: subtraction, divisor and DAG token games", Ko: "그런디 값으로 푸는 공평 게임: 뺄셈 게임, 약수 게임, DAG 토큰 게임"},
		Subcommands: []router.Subcommand{{
			Name:        i18n.Text{En: "subtraction", Ko: "뺄셈"},
			Description: i18n.Text{En: "Take one of the allowed amounts from a pile: who wins, for piles up to 10^18", Ko: "더미에서 정해진 개수만큼 가져가는 게임: 10^18개까지 누가 이기는지"},
			Example:     "/grundy subtraction moves:1,2,5 n:10^18",
			Handler:     c.subtraction,
			Options: []router.Option{{
				Type:        discordgo.ApplicationCommandOptionString,
				Name:        i18n.Text{En: "moves", Ko: "수"},
				Description: i18n.Text{En: "The amounts a move may take, e.g. 1,2,5 or 1-3", Ko: "한 번에 가져갈 수 있는 개수 (예: 1,2,5 또는 1-3)"},
				Required:    true,
				MaxLength:   500,
			}, {
				Type:        discordgo.ApplicationCommandOptionString,
				Name:        i18n.Text{En: "n", Ko: "n"},
				Description: i18n.Text{En: "The pile size, up to 10^18 (powers like 10^18 are fine); several piles for a sum: 7 12 10^18", Ko: "더미 크기, 10^18까지 (10^18 같은 거듭제곱도 됩니다). 여러 더미의 합: 7 12 10^18"},
				Required:    true,
				MaxLength:   1000,
			}},
		}, {
			Name:        i18n.Text{En: "divisor", Ko: "약수"},
			Description: i18n.Text{En: "Replace N by a divisor d with 1 < d < N: who wins, and the move", Ko: "N을 1 < d < N인 약수 d로 바꾸는 게임: 누가 이기고 어떻게 두는지"},
			Example:     "/grundy divisor n:720720 misere:true",
			Handler:     c.divisor,
			Options: []router.Option{{
				Type:        discordgo.ApplicationCommandOptionString,
				Name:        i18n.Text{En: "n", Ko: "n"},
				Description: i18n.Text{En: "The starting number, 1 to 10^18", Ko: "시작하는 수, 1부터 10^18까지"},
				Required:    true,
				MaxLength:   40,
			}, {
				Type:        discordgo.ApplicationCommandOptionBoolean,
				Name:        i18n.Text{En: "misere", Ko: "미제르"},
				Description: i18n.Text{En: "Whoever cannot move wins (otherwise whoever cannot move loses)", Ko: "둘 수 없는 사람이 이깁니다 (아니면 둘 수 없는 사람이 집니다)"},
			}},
		}, {
			Name:        i18n.Text{En: "dagame", Ko: "dag게임"},
			Description: i18n.Text{En: "Coloured tokens on a DAG, from a file: Young (first) or Cheol (second) wins", Ko: "DAG 위의 색깔 토큰 게임 (파일): 영(선공)과 철(후공) 중 누가 이기는지"},
			Example:     "/grundy dagame file:game.txt",
			Handler:     c.dagame,
			// Every file is heavy: its size is unknown until it is downloaded, and a large one (up to
			// grundyMaxFile) means a download, a parse and a solve of 100,000 edges.
			Heavy: func(*router.Request) bool { return true },
			Options: []router.Option{{
				Type:        discordgo.ApplicationCommandOptionAttachment,
				Name:        i18n.Text{En: "file", Ko: "파일"},
				Description: i18n.Text{En: "Text: \"N M\", M edge lines \"p q\", \"K\", K token lines \"v c\"", Ko: "텍스트: \"N M\", 간선 M줄 \"p q\", \"K\", 토큰 K줄 \"v c\""},
				Required:    true,
			}},
		}},
	})
}

var (
	hintGrundySubtraction = i18n.Text{
		En: "Example: /grundy subtraction moves:1,2,5 n:10^18",
		Ko: "예: /그런디 뺄셈 수:1,2,5 n:10^18",
	}
	hintGrundyDivisor = i18n.Text{
		En: "Example: /grundy divisor n:720720",
		Ko: "예: /그런디 약수 n:720720",
	}
	hintGrundyDAGame = i18n.Text{
		En: "The file holds a line \"N M\" (nodes, edges), M lines \"p q\" (an edge from p to q), a line \"K\", then K lines \"v c\" (a token of colour c on node v).",
		Ko: "파일에는 \"N M\" (노드 수, 간선 수) 한 줄, \"p q\" (p에서 q로 가는 간선) M줄, \"K\" 한 줄, \"v c\" (노드 v 위의 색 c 토큰) K줄이 있어야 합니다.",
	}
	msgGrundySubTitle = i18n.Text{En: "Subtraction game %s", Ko: "뺄셈 게임 %s"}
	msgGrundySubRules = i18n.Text{
		En: "A move takes %s from the pile; whoever cannot move loses.",
		Ko: "한 번에 더미에서 %s개를 가져갑니다. 둘 수 없는 사람이 집니다.",
	}
	msgGrundySubWin = i18n.Text{
		En: "A pile of %s: **the player to move wins** by taking %s, which leaves %s, a losing pile (Grundy value 0). g(n) = %d.",
		Ko: "더미 %s개: **둘 차례인 사람이 이깁니다**. %s개를 가져가 지는 더미(그런디 값 0)인 %s개를 남기세요. g(n) = %d.",
	}
	msgGrundySubLoss = i18n.Text{
		En: "A pile of %s: **the player to move loses** against perfect play: g(n) = 0, and every move leaves a pile of non-zero value.",
		Ko: "더미 %s개: **둘 차례인 사람이 집니다** (상대가 완벽하게 두면). g(n) = 0이고, 어떤 수를 두어도 값이 0이 아닌 더미가 남습니다.",
	}
	msgGrundySubPeriod = i18n.Text{
		En: "The Grundy values are eventually periodic: g(n + %d) = g(n) for every n ≥ %d (period %[1]d, pre-period %[2]d), found after computing %s values.",
		Ko: "그런디 값은 결국 주기적입니다: n ≥ %[2]d이면 g(n + %[1]d) = g(n) (주기 %[1]d, 전주기 %[2]d). 값 %[3]s개를 계산해 찾았습니다.",
	}
	msgGrundySubReduce = i18n.Text{
		En: "So g(%s) = g(%d), which the table shows.",
		Ko: "따라서 g(%s) = g(%d)이며, 표에서 볼 수 있습니다.",
	}
	msgGrundySubTable = i18n.Text{
		En: "Grundy values g(0) to g(%d); red 0s in the picture are losing piles:",
		Ko: "그런디 값 g(0)부터 g(%d)까지. 그림에서 빨간 0은 지는 더미입니다:",
	}
	msgGrundySubReduceOff = i18n.Text{
		En: "So g(%s) = g(%s), beyond the table.",
		Ko: "따라서 g(%s) = g(%s)이며, 표 밖에 있습니다.",
	}
	msgGrundySubSum = i18n.Text{
		En: "A sum of %d piles: a move takes from one pile, and the player to move wins exactly when the XOR of the piles' Grundy values is not 0.",
		Ko: "더미 %d개의 합: 한 번에 더미 하나에서 가져가며, 더미들의 그런디 값을 XOR한 값이 0이 아니면 둘 차례인 사람이 이깁니다.",
	}
	msgGrundySubPile = i18n.Text{En: "• pile %d: %s → g = %d", Ko: "• %d번 더미: %s개 → g = %d"}
	msgGrundySumWin  = i18n.Text{
		En: "The XOR is %d, so **the player to move wins** by taking %s from pile %d (of %s), leaving %s and an XOR of 0.",
		Ko: "XOR은 %[1]d이므로 **둘 차례인 사람이 이깁니다**. %[3]d번 더미(%[4]s개)에서 %[2]s개를 가져가 %[5]s개를 남기면 XOR이 0이 됩니다.",
	}
	msgGrundySumLoss = i18n.Text{
		En: "The XOR is 0, so **the player to move loses** against perfect play: every move makes it non-zero.",
		Ko: "XOR이 0이므로 **둘 차례인 사람이 집니다** (상대가 완벽하게 두면). 어떤 수를 두어도 0이 아니게 됩니다.",
	}
	msgGrundyTooManyPiles = i18n.Text{
		En: "There are %d piles; a sum may have at most %d.",
		Ko: "더미가 %d개입니다. 합에는 최대 %d개까지 넣을 수 있습니다.",
	}
	msgGrundySubLonger = i18n.Text{
		En: "The period is longer than the table.",
		Ko: "주기가 표보다 깁니다.",
	}
	msgGrundyDivTitle  = i18n.Text{En: "Divisor game from %s", Ko: "%s에서 시작하는 약수 게임"}
	msgGrundyDivNormal = i18n.Text{
		En: "A move replaces N by a divisor d with 1 < d < N; whoever cannot move loses.",
		Ko: "N을 1 < d < N인 약수 d로 바꿉니다. 둘 수 없는 사람이 집니다.",
	}
	msgGrundyDivMisere = i18n.Text{
		En: "A move replaces N by a divisor d with 1 < d < N; whoever cannot move wins (misère).",
		Ko: "N을 1 < d < N인 약수 d로 바꿉니다. 둘 수 없는 사람이 이깁니다 (미제르).",
	}
	msgGrundyFactors  = i18n.Text{En: "Factorisation: %s = %s.", Ko: "소인수분해: %s = %s."}
	msgGrundyOne      = i18n.Text{En: "1 has no prime factor.", Ko: "1에는 소인수가 없습니다."}
	msgGrundyDivWin   = i18n.Text{En: "**The player to move wins**: move to %s.", Ko: "**둘 차례인 사람이 이깁니다**: %s(으)로 바꾸세요."}
	msgGrundyDivWon   = i18n.Text{En: "**The player to move wins**: there is no move, and whoever cannot move wins.", Ko: "**둘 차례인 사람이 이깁니다**: 둘 수가 없고, 둘 수 없는 사람이 이깁니다."}
	msgGrundyDivLoss  = i18n.Text{En: "**The player to move loses** against perfect play.", Ko: "**둘 차례인 사람이 집니다** (상대가 완벽하게 두면)."}
	msgGrundyDivWhyNP = i18n.Text{
		En: "Why: a prime (or 1) has no move, so it is lost; any other N moves to one of its primes and wins.",
		Ko: "이유: 소수(또는 1)에서는 둘 수가 없어 집니다. 그 밖의 N은 자신의 소인수 하나로 바꾸어 이깁니다.",
	}
	msgGrundyDivWhyShape = i18n.Text{
		En: "Why: the game depends only on the exponents of the factorisation (here %s), and the divisors' exponents are the smaller ones; kibitz decided %d such exponent patterns.",
		Ko: "이유: 이 게임은 소인수분해의 지수(여기서는 %s)에만 달려 있고, 약수의 지수는 그보다 작은 것들입니다. kibitz가 그런 지수 모양 %d개를 판정했습니다.",
	}
	msgGrundyDivMoves = i18n.Text{
		En: "The %d moves (✓: leaves a position the opponent loses, a winning move):",
		Ko: "둘 수 있는 수 %d가지 (✓: 상대가 지는 국면을 남기는 이기는 수):",
	}
	msgGrundyDivMovesGrundy = i18n.Text{
		En: "The %d moves, each with its Grundy value g (✓: g = 0, a position the opponent loses, so a winning move):",
		Ko: "둘 수 있는 수 %d가지와 각각의 그런디 값 g (✓: g = 0, 상대가 지는 국면이므로 이기는 수):",
	}
	msgGrundyDivGrundy = i18n.Text{
		En: "Grundy value: g(%s) = %d, the mex of the values of its moves. In a sum of several divisor games (a move in one of them), the player to move wins exactly when the XOR of their values is not 0.",
		Ko: "그런디 값: g(%s) = %d, 둘 수 있는 수들의 값의 mex입니다. 약수 게임 여러 개의 합(한 번에 그중 하나에서 둠)에서는 값들의 XOR이 0이 아니면 둘 차례인 사람이 이깁니다.",
	}
	msgGrundyDAGNodes = i18n.Text{
		En: "Grundy value of a lone token on each node (row + column = node):",
		Ko: "노드마다 토큰 하나의 그런디 값 (행 + 열 = 노드):",
	}
	msgGrundyDAGTitle = i18n.Text{En: "DAGame", Ko: "DAG 게임"}
	msgGrundyDAGSize  = i18n.Text{
		En: "A graph of %d nodes and %d edges, %d tokens in %d colours.",
		Ko: "노드 %d개, 간선 %d개인 그래프, 토큰 %d개, 색 %d가지.",
	}
	msgGrundyYoung = i18n.Text{
		En: "**Young wins** (the first player): the XOR of the colours' Grundy values is %d, not 0.",
		Ko: "**영이 이깁니다** (선공): 색마다의 그런디 값을 XOR하면 %d로, 0이 아닙니다.",
	}
	msgGrundyCheol = i18n.Text{
		En: "**Cheol wins** (the second player): the XOR of the colours' Grundy values is 0, so every move of Young's leaves a position Cheol wins.",
		Ko: "**철이 이깁니다** (후공): 색마다의 그런디 값을 XOR하면 0이라, 영이 어떤 수를 두어도 철이 이기는 국면이 됩니다.",
	}
	msgGrundyDAGWhy = i18n.Text{
		En: "Each colour is an independent game, so the whole is their sum (Sprague-Grundy). A lone token's value is the mex of its successors' values; two tokens of a colour are valued together over pairs of nodes, since they merge when one lands on the other.",
		Ko: "색마다 독립된 게임이므로 전체는 그 합입니다 (스프라그-그런디). 토큰 하나의 값은 다음 노드 값들의 mex이고, 같은 색 토큰 두 개는 한 토큰이 다른 토큰 위에 올라가면 합쳐지므로 노드 쌍 위에서 함께 값을 매깁니다.",
	}
	msgGrundyDAGMove = i18n.Text{
		En: "Winning move: the token of colour %d from node %d to node %d.",
		Ko: "이기는 수: 색 %d 토큰을 노드 %d에서 노드 %d(으)로 옮기세요.",
	}
	msgGrundyDAGMoveTogether = i18n.Text{
		En: "Winning move: both tokens of colour %d, together on node %d, to node %d.",
		Ko: "이기는 수: 노드 %[2]d에 함께 있는 색 %[1]d 토큰 두 개를 노드 %[3]d(으)로 옮기세요.",
	}
	msgGrundyDAGColours = i18n.Text{En: "Grundy value of each colour:", Ko: "색마다의 그런디 값:"}
	msgGrundyDAGOne     = i18n.Text{En: "colour %d: token on node %d → %d", Ko: "색 %d: 노드 %d의 토큰 → %d"}
	msgGrundyDAGTwo     = i18n.Text{En: "colour %d: tokens on nodes %d and %d → %d", Ko: "색 %d: 노드 %d, %d의 토큰 → %d"}
	msgGrundyDAGShared  = i18n.Text{En: "colour %d: both tokens on node %d → %d", Ko: "색 %d: 노드 %d에 함께 있는 토큰 두 개 → %d"}
	msgGrundyDAGMore    = i18n.Text{
		En: "… and %d more colours: all of them are in the attached colours.txt.",
		Ko: "… 외 %d가지 색: 전부 첨부한 colours.txt에 있습니다.",
	}
	msgGrundyCycleLines = i18n.Text{
		En: "Its edges are on lines %s.",
		Ko: "그 간선은 %s번째 줄에 있습니다.",
	}
	msgGrundyCycleLine = i18n.Text{
		En: "The edge is on line %s.",
		Ko: "그 간선은 %s번째 줄에 있습니다.",
	}
	msgGrundyFileTooLarge = i18n.Text{
		En: "The file is larger than %d bytes (%d MiB), the most kibitz reads for a DAGame.",
		Ko: "파일이 %d바이트(%d MiB)보다 큽니다. kibitz가 DAGame으로 읽는 최대 크기입니다.",
	}
)

// subtraction answers /grundy subtraction: one pile, or a sum of piles played with the same moves.
func (c *grundyCommand) subtraction(ctx context.Context, req *router.Request) (*router.Response, error) {
	r, err := grundySubtractionReply(ctx, req.String("moves"), req.String("n"), req.Lang)
	if err != nil {
		return nil, err
	}
	png, err := render.PNG(render.NimGrundyTable(r.picture))
	if err != nil {
		return nil, fmt.Errorf("grundy: render: %w", err)
	}
	return &router.Response{
		Embeds: []*discordgo.MessageEmbed{{Title: r.title, Description: r.text, Color: 0x2f6fd6,
			Image: &discordgo.MessageEmbedImage{URL: "attachment://grundy.png"}}},
		Files: []*discordgo.File{router.PNG("grundy.png", png)},
	}, nil
}

// grundySubReply is the answer to /grundy subtraction before the picture is drawn (drawing costs far
// more than the answer, so the tests check many answers without it).
type grundySubReply struct {
	title, text string
	picture     render.NimGrundyValues
}

// grundySubtractionReply reads the options of /grundy subtraction and words the answer.
func grundySubtractionReply(ctx context.Context, movesText, pilesText string, lang i18n.Lang) (*grundySubReply, error) {
	moves, err := grundy.ParseMoveSet(movesText)
	if err != nil {
		return nil, nimInputError(err, hintGrundySubtraction)
	}
	piles, err := grundyParsePiles(pilesText)
	if err != nil {
		return nil, err
	}
	game, err := grundy.NewSubtraction(ctx, moves)
	if err != nil {
		return nil, nimInputError(err, hintGrundySubtraction)
	}
	pre, period := game.Period()
	size := min(max(grundyTableMin, pre+2*period), grundyTableMax)
	size = (size + 9) / 10 * 10
	var sb strings.Builder
	sb.WriteString(msgGrundySubRules.F(lang, nimRulesMoves(moves, lang)) + "\n\n")
	mark := -1
	if len(piles) == 1 {
		n := piles[0]
		if take, ok := game.WinningMove(n); ok {
			sb.WriteString(msgGrundySubWin.F(lang, render.GroupDigits(n), render.GroupDigits(take), render.GroupDigits(n-take), game.Grundy(n)))
		} else {
			sb.WriteString(msgGrundySubLoss.F(lang, render.GroupDigits(n)))
		}
		if n < int64(size) {
			mark = int(n)
		}
	} else {
		res, err := nim.Solve(ctx, nim.Heaps(piles), nim.Options{Rule: nim.Only(game)})
		if err != nil {
			return nil, nimInputError(err, hintGrundySubtraction)
		}
		sb.WriteString(msgGrundySubSum.F(lang, len(piles)) + "\n")
		if len(piles) <= grundyPilesListed {
			for i, p := range piles {
				sb.WriteString(msgGrundySubPile.F(lang, i+1, render.GroupDigits(p), res.Grundy[i]) + "\n")
			}
		}
		if res.Win {
			m := res.Move
			h := piles[m.Heap]
			sb.WriteString(msgGrundySumWin.F(lang, res.Sum, render.GroupDigits(m.Take), m.Heap+1, render.GroupDigits(h), render.GroupDigits(h-m.Take)))
		} else {
			sb.WriteString(msgGrundySumLoss.In(lang))
		}
	}
	sb.WriteString("\n" + msgGrundySubPeriod.F(lang, period, pre, render.GroupDigits(int64(game.Stats().Values))))
	if len(piles) == 1 && piles[0] >= int64(size) && piles[0] >= int64(pre) {
		n := piles[0]
		r := int64(pre) + (n-int64(pre))%int64(period)
		if r < int64(size) {
			sb.WriteString(" " + msgGrundySubReduce.F(lang, render.GroupDigits(n), r))
		} else {
			sb.WriteString(" " + msgGrundySubReduceOff.F(lang, render.GroupDigits(n), render.GroupDigits(r)))
		}
	}
	if pre+period > size {
		sb.WriteString(" " + msgGrundySubLonger.In(lang))
	}
	values := game.Table(size)
	sb.WriteString("\n\n" + msgGrundySubTable.F(lang, size-1) + "\n" + grundyValueTable(values, 0))
	return &grundySubReply{
		title:   msgGrundySubTitle.F(lang, "{"+grundyCut(moves.String(), grundyTitleMoves)+"}"),
		text:    sb.String(),
		picture: render.NimGrundyValues{Values: values, Pre: pre, Period: period, Mark: mark},
	}, nil
}

// grundyParsePiles reads one pile size or several, separated by commas or spaces. With several, an error
// names the pile by its number.
func grundyParsePiles(s string) ([]int64, error) {
	items := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || unicode.IsSpace(r) })
	if len(items) > grundyMaxPiles {
		return nil, router.Fail(router.Invalid, msgGrundyTooManyPiles.Format(len(items), grundyMaxPiles)).WithHint(hintGrundySubtraction)
	}
	if len(items) == 0 {
		items = []string{s} // let the parser word the empty pile
	}
	piles := make([]int64, len(items))
	for i, item := range items {
		p, err := grundy.ParsePile(item)
		if err != nil {
			var e *grundy.InputError
			if len(items) > 1 && errors.As(err, &e) {
				e.Index = i + 1
			}
			return nil, nimInputError(err, hintGrundySubtraction)
		}
		piles[i] = p
	}
	return piles, nil
}

// grundyCut shortens a comma-separated list to at most max bytes, cutting after a comma.
func grundyCut(s string, max int) string {
	if len(s) <= max {
		return s
	}
	cut := strings.LastIndexByte(s[:max], ',')
	if cut < 0 {
		cut = max
	}
	return s[:cut] + ",…"
}

// nimRulesMoves writes a move set as "1, 2 or 5".
func nimRulesMoves(moves grundy.MoveSet, lang i18n.Lang) string {
	parts := make([]string, len(moves))
	for i, m := range moves {
		parts[i] = render.GroupDigits(m)
	}
	if len(parts) > 12 {
		return nimShort(strings.Join(parts, ", "), 200)
	}
	if len(parts) == 1 {
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + msgNimOr.In(lang) + parts[len(parts)-1]
}

// grundyValueTable writes values ten to a row, each row labelled with its first index; values[i] belongs
// to index first+i, and the cells before first stay blank.
func grundyValueTable(values []int, first int) string {
	width := 1
	for _, v := range values {
		width = max(width, len(strconv.Itoa(v)))
	}
	label := len(strconv.Itoa(first + len(values)))
	var sb strings.Builder
	sb.WriteString("```\n" + strings.Repeat(" ", label) + " │")
	for j := range 10 {
		fmt.Fprintf(&sb, " %*d", width, j)
	}
	sb.WriteString("\n" + strings.Repeat("─", label+1) + "┼" + strings.Repeat("─", 10*(width+1)) + "\n")
	end := first + len(values)
	for row := first / 10 * 10; row < end; row += 10 {
		fmt.Fprintf(&sb, "%*d │", label, row)
		for i := row; i < min(row+10, end); i++ {
			if i < first {
				sb.WriteString(strings.Repeat(" ", width+1))
				continue
			}
			fmt.Fprintf(&sb, " %*d", width, values[i-first])
		}
		sb.WriteString("\n")
	}
	sb.WriteString("```")
	return sb.String()
}

// divisor answers /grundy divisor.
func (c *grundyCommand) divisor(ctx context.Context, req *router.Request) (*router.Response, error) {
	n, err := grundy.ParseN(req.String("n"))
	if err != nil {
		return nil, nimInputError(err, hintGrundyDivisor)
	}
	misere, _ := req.Bool("misere")
	res, err := grundy.SolveDivisor(ctx, n, grundy.DivisorOptions{Misere: misere})
	if err != nil {
		return nil, nimInputError(err, hintGrundyDivisor)
	}
	lang := req.Lang
	var sb strings.Builder
	if misere {
		sb.WriteString(msgGrundyDivMisere.In(lang))
	} else {
		sb.WriteString(msgGrundyDivNormal.In(lang))
	}
	sb.WriteString("\n")
	if len(res.Factors) == 0 {
		sb.WriteString(msgGrundyOne.In(lang))
	} else {
		sb.WriteString(msgGrundyFactors.F(lang, render.GroupDigits(n), grundyFactorText(res.Factors)))
	}
	sb.WriteString("\n\n")
	switch {
	case res.Win && res.Move > 0:
		sb.WriteString(msgGrundyDivWin.F(lang, "**"+render.GroupDigits(res.Move)+"**"))
	case res.Win:
		sb.WriteString(msgGrundyDivWon.In(lang))
	default:
		sb.WriteString(msgGrundyDivLoss.In(lang))
	}
	sb.WriteString("\n")
	if misere {
		sb.WriteString(msgGrundyDivWhyShape.F(lang, grundyShape(res.Factors), res.Stats.Shapes))
	} else {
		// Normal play has Grundy values (misère play has none that add up), so they are shown too.
		g, err := grundy.DivisorGrundy(ctx, n)
		if err != nil {
			return nil, nimInputError(err, hintGrundyDivisor)
		}
		sb.WriteString(msgGrundyDivWhyNP.In(lang) + "\n" + msgGrundyDivGrundy.F(lang, render.GroupDigits(n), g))
	}
	if divs := grundyProperDivisors(res.Factors, n); len(divs) > 0 && len(divs) <= grundyDivisorsMax {
		parts := make([]string, len(divs))
		for i, d := range divs {
			parts[i] = render.GroupDigits(d)
			if misere {
				r, err := grundy.SolveDivisor(ctx, d, grundy.DivisorOptions{Misere: true})
				if err != nil {
					return nil, nimInputError(err, hintGrundyDivisor)
				}
				if !r.Win {
					parts[i] = "**" + parts[i] + "** ✓"
				}
				continue
			}
			g, err := grundy.DivisorGrundy(ctx, d)
			if err != nil {
				return nil, nimInputError(err, hintGrundyDivisor)
			}
			parts[i] += " (g=" + strconv.Itoa(g) + ")"
			if g == 0 {
				parts[i] = "**" + parts[i] + "** ✓"
			}
		}
		heading := msgGrundyDivMoves
		if !misere {
			heading = msgGrundyDivMovesGrundy
		}
		sb.WriteString("\n\n" + heading.F(lang, len(divs)) + "\n" + strings.Join(parts, ", "))
	}
	return &router.Response{Embeds: []*discordgo.MessageEmbed{{
		Title: msgGrundyDivTitle.F(lang, render.GroupDigits(n)), Description: sb.String(), Color: 0x2f6fd6}}}, nil
}

// grundyFactorText writes a factorisation as "2³ × 3 × 5²".
func grundyFactorText(fs []grundy.PrimePower) string {
	const sup = "⁰¹²³⁴⁵⁶⁷⁸⁹"
	digits := []rune(sup)
	parts := make([]string, len(fs))
	for i, f := range fs {
		parts[i] = strconv.FormatInt(f.Prime, 10)
		if f.Exp > 1 {
			for _, d := range strconv.Itoa(f.Exp) {
				parts[i] += string(digits[d-'0'])
			}
		}
	}
	return strings.Join(parts, " × ")
}

// grundyProperDivisors lists the divisors d of n with 1 < d < n, increasing, or nil when there are more
// than grundyDivisorsMax of them.
func grundyProperDivisors(fs []grundy.PrimePower, n int64) []int64 {
	count := 1
	for _, f := range fs {
		count *= f.Exp + 1
	}
	if count-2 > grundyDivisorsMax {
		return nil
	}
	divs := []int64{1}
	for _, f := range fs {
		for _, d := range divs[:len(divs)] {
			p := d
			for range f.Exp {
				p *= f.Prime
				divs = append(divs, p)
			}
		}
	}
	slices.Sort(divs)
	return slices.DeleteFunc(divs, func(d int64) bool { return d == 1 || d == n })
}

// grundyShape writes the exponents, largest first: "(3, 1, 1)".
func grundyShape(fs []grundy.PrimePower) string {
	exps := make([]int, len(fs))
	for i, f := range fs {
		exps[i] = f.Exp
	}
	for i := range exps { // a handful of exponents: insertion sort, decreasing
		for j := i; j > 0 && exps[j] > exps[j-1]; j-- {
			exps[j], exps[j-1] = exps[j-1], exps[j]
		}
	}
	parts := make([]string, len(exps))
	for i, e := range exps {
		parts[i] = strconv.Itoa(e)
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// grundyDAGameError words a DAGame input error; for a cycle it adds the lines of the cycle's edges, which
// the solver (working on the graph, not the text) does not know.
func grundyDAGameError(err error, data []byte) error {
	var e *grundy.InputError
	if !errors.As(err, &e) || e.Code != grundy.CodeCycle {
		return nimInputError(err, hintGrundyDAGame)
	}
	msg, _ := nimErrorText(err)
	if lines := grundyCycleLines(data, e.Cycle); len(lines) > 0 {
		parts := make([]string, len(lines))
		for i, l := range lines {
			parts[i] = strconv.Itoa(l)
		}
		lines := msgGrundyCycleLines
		if len(parts) == 1 {
			lines = msgGrundyCycleLine
		}
		msg = i18n.Join(" ", msg, lines.Format(nimShort(strings.Join(parts, ", "), 300)))
	}
	return router.Fail(router.Invalid, msg).WithHint(hintGrundyDAGame)
}

// grundyCycleLines finds the line of each edge of a cycle (nodes in order, first and last equal) in a
// DAGame text: blank lines are skipped, the first other line is "N M", and the next M are the edges.
func grundyCycleLines(data []byte, cycle []int) []int {
	want := map[[2]int]int{}
	for i := 0; i+1 < len(cycle); i++ {
		want[[2]int{cycle[i], cycle[i+1]}] = 0
	}
	lineNo, edges, m := 0, -1, 0
	for rest := data; len(rest) > 0 && edges < m; {
		var line []byte
		if i := slices.Index(rest, '\n'); i >= 0 {
			line, rest = rest[:i], rest[i+1:]
		} else {
			line, rest = rest, nil
		}
		lineNo++
		f := strings.Fields(string(line))
		if len(f) == 0 {
			continue
		}
		if edges < 0 { // the header
			if len(f) != 2 {
				return nil
			}
			var err error
			if m, err = strconv.Atoi(f[1]); err != nil {
				return nil
			}
			edges = 0
			continue
		}
		edges++
		if len(f) != 2 {
			continue
		}
		p, err1 := strconv.Atoi(f[0])
		q, err2 := strconv.Atoi(f[1])
		if l, ok := want[[2]int{p, q}]; ok && err1 == nil && err2 == nil && l == 0 {
			want[[2]int{p, q}] = lineNo
		}
	}
	var lines []int
	for i := 0; i+1 < len(cycle); i++ {
		if l := want[[2]int{cycle[i], cycle[i+1]}]; l > 0 {
			lines = append(lines, l)
		}
	}
	return lines
}

// dagame answers /grundy dagame.
func (c *grundyCommand) dagame(ctx context.Context, req *router.Request) (*router.Response, error) {
	rc, err := req.OpenAttachment(ctx, "file", grundyMaxFile)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	data, err := io.ReadAll(rc)
	if err != nil {
		return nil, fmt.Errorf("grundy: reading the DAGame file: %w", err)
	}
	if len(data) > grundyMaxFile {
		return nil, router.Fail(router.TooLarge, msgGrundyFileTooLarge.Format(grundyMaxFile, grundyMaxFile>>20)).WithHint(hintGrundyDAGame)
	}
	game, err := grundy.ParseDAGame(string(data))
	if err != nil {
		return nil, grundyDAGameError(err, data)
	}
	res, err := grundy.SolveDAGame(ctx, game)
	if err != nil {
		return nil, nimInputError(err, hintGrundyDAGame)
	}
	lang := req.Lang
	var sb strings.Builder
	sb.WriteString(msgGrundyDAGSize.F(lang, game.Nodes(), len(game.Edges()), len(game.Tokens()), len(res.Colours)) + "\n\n")
	if res.FirstWins {
		sb.WriteString(msgGrundyYoung.F(lang, res.Sum) + "\n")
		m := res.Move
		if m.Together {
			sb.WriteString(msgGrundyDAGMoveTogether.F(lang, m.Colour, m.From, m.To) + "\n")
		} else {
			sb.WriteString(msgGrundyDAGMove.F(lang, m.Colour, m.From, m.To) + "\n")
		}
	} else {
		sb.WriteString(msgGrundyCheol.In(lang) + "\n")
	}
	sb.WriteString(msgGrundyDAGWhy.In(lang) + "\n")
	if len(res.Colours) > 0 {
		sb.WriteString("\n" + msgGrundyDAGColours.In(lang) + "\n")
	}
	line := func(cv grundy.ColourValue) string {
		if len(cv.Nodes) == 2 && cv.Nodes[0] == cv.Nodes[1] {
			return msgGrundyDAGShared.F(lang, cv.Colour, cv.Nodes[0], cv.Grundy)
		}
		if len(cv.Nodes) == 2 {
			return msgGrundyDAGTwo.F(lang, cv.Colour, cv.Nodes[0], cv.Nodes[1], cv.Grundy)
		}
		return msgGrundyDAGOne.F(lang, cv.Colour, cv.Nodes[0], cv.Grundy)
	}
	for _, cv := range res.Colours[:min(len(res.Colours), grundyColoursShown)] {
		sb.WriteString("• " + line(cv) + "\n")
	}
	resp := &router.Response{}
	if extra := len(res.Colours) - grundyColoursShown; extra > 0 {
		sb.WriteString(msgGrundyDAGMore.F(lang, extra) + "\n")
		var all strings.Builder
		for _, cv := range res.Colours {
			all.WriteString(line(cv) + "\n")
		}
		resp.Files = []*discordgo.File{router.TextFile("colours.txt", []byte(all.String()))}
	}
	if game.Nodes() <= grundyNodesShown {
		sb.WriteString("\n" + msgGrundyDAGNodes.In(lang) + "\n" + grundyValueTable(game.Graph().Grundy(), 1))
	}
	resp.Embeds = []*discordgo.MessageEmbed{{Title: msgGrundyDAGTitle.In(lang), Description: sb.String(), Color: 0x2f6fd6}}
	return resp, nil
}
