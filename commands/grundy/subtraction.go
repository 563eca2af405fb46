package grundy

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"unicode"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/internal/numwords"
	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/grundy"
	"kibitz/solvers/nim"
)

// /grundy subtraction: the Grundy values of a subtraction game, their period, and who wins on one pile or
// a sum of piles.

// subtraction answers /grundy subtraction: one pile, or a sum of piles played with the same moves.
func (c *Command) subtraction(ctx context.Context, req *router.Request) (*router.Response, error) {
	r, err := subtractionReply(ctx, req.String("moves"), req.String("n"), req.Lang)
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

// subReply is the answer to /grundy subtraction before the picture is drawn (drawing costs far
// more than the answer, so the tests check many answers without it).
type subReply struct {
	title, text string
	picture     render.NimGrundyValues
}

// subtractionReply reads the options of /grundy subtraction and words the answer.
func subtractionReply(ctx context.Context, movesOpt, pilesOpt string, lang i18n.Lang) (*subReply, error) {
	moves, err := grundy.ParseMoveSet(movesOpt)
	if err != nil {
		return nil, inputError(err, hintSubtraction)
	}
	piles, err := parsePiles(pilesOpt)
	if err != nil {
		return nil, err
	}
	game, err := grundy.NewSubtraction(ctx, moves)
	if err != nil {
		return nil, inputError(err, hintSubtraction)
	}
	pre, period := game.Period()
	size := min(max(tableMin, pre+2*period), tableMax)
	size = (size + 9) / 10 * 10
	var sb strings.Builder
	sb.WriteString(msgSubRules.F(lang, numwords.MovesText(moves, lang)) + "\n\n")
	mark := -1
	if len(piles) == 1 {
		n := piles[0]
		if take, ok := game.WinningMove(n); ok {
			sb.WriteString(msgSubWin.F(lang, render.GroupDigits(n), render.GroupDigits(take), render.GroupDigits(n-take), game.Grundy(n)))
		} else {
			sb.WriteString(msgSubLoss.F(lang, render.GroupDigits(n)))
		}
		if n < int64(size) {
			mark = int(n)
		}
	} else {
		res, err := nim.Solve(ctx, nim.Heaps(piles), nim.Options{Rule: nim.Only(game)})
		if err != nil {
			return nil, err // unreachable: the piles were checked above, and normal play refuses nothing else
		}
		sb.WriteString(msgSubSum.F(lang, len(piles)) + "\n")
		if len(piles) <= pilesListed {
			for i, p := range piles {
				sb.WriteString(msgSubPile.F(lang, i+1, render.GroupDigits(p), res.Grundy[i]) + "\n")
			}
		}
		if res.Win {
			m := res.Move
			h := piles[m.Heap]
			sb.WriteString(msgSumWin.F(lang, res.Sum, render.GroupDigits(m.Take), m.Heap+1, render.GroupDigits(h), render.GroupDigits(h-m.Take)))
		} else {
			sb.WriteString(msgSumLoss.In(lang))
		}
	}
	sb.WriteString("\n" + msgSubPeriod.F(lang, period, pre, render.GroupDigits(int64(game.Stats().Values))))
	if len(piles) == 1 && piles[0] >= int64(size) && piles[0] >= int64(pre) {
		n := piles[0]
		r := int64(pre) + (n-int64(pre))%int64(period)
		if r < int64(size) {
			sb.WriteString(" " + msgSubReduce.F(lang, render.GroupDigits(n), r))
		} else {
			sb.WriteString(" " + msgSubReduceOff.F(lang, render.GroupDigits(n), render.GroupDigits(r)))
		}
	}
	if pre+period > size {
		sb.WriteString(" " + msgSubLonger.In(lang))
	}
	values := game.Table(size)
	sb.WriteString("\n\n" + msgSubTable.F(lang, size-1) + "\n" + valueTable(values, 0))
	return &subReply{
		title:   msgSubTitle.F(lang, "{"+cutList(moves.String(), titleMoves)+"}"),
		text:    sb.String(),
		picture: render.NimGrundyValues{Values: values, Pre: pre, Period: period, Mark: mark},
	}, nil
}

// parsePiles reads one pile size or several, separated by commas or spaces. With several, an error
// names the pile by its number.
func parsePiles(s string) ([]int64, error) {
	items := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || unicode.IsSpace(r) })
	if len(items) > maxPiles {
		return nil, router.Fail(router.Invalid, msgTooManyPiles.Format(len(items), maxPiles)).WithHint(hintSubtraction)
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
			return nil, inputError(err, hintSubtraction)
		}
		piles[i] = p
	}
	return piles, nil
}

// cutList shortens a comma-separated list to at most max bytes, cutting after a comma.
func cutList(s string, max int) string {
	if len(s) <= max {
		return s
	}
	cut := strings.LastIndexByte(s[:max], ',')
	if cut < 0 {
		cut = max
	}
	return s[:cut] + ",…"
}

// valueTable writes values ten to a row, each row labelled with its first index; values[i] belongs
