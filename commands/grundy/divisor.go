package grundy

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/internal/numwords"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/divisor"
)

// /grundy divisor: who wins the divisor game from N, and how, under either convention.

// divisor answers /grundy divisor.
func (c *Command) divisor(ctx context.Context, req *router.Request) (*router.Response, error) {
	n, err := divisor.Parse(commands.ASCII(req.String("n")))
	if err != nil {
		return nil, inputError(err, hintDivisor)
	}
	misere, _ := req.Bool("misere")
	// Before any work on it, as /nim analyze (playing.go): factoring takes a millisecond at most.
	if err := c.decliner(ctx, req)(divisorPosition(divisor.Factorize(n), misere)); err != nil {
		return nil, err
	}
	res, err := divisor.Solve(ctx, n, divisor.Options{Misere: misere})
	if err != nil {
		return nil, inputError(err, hintDivisor)
	}
	lang := req.Lang
	var sb strings.Builder
	if misere {
		sb.WriteString(msgDivMisere.In(lang))
	} else {
		sb.WriteString(msgDivNormal.In(lang))
	}
	sb.WriteString("\n")
	switch {
	case len(res.Factors) == 0:
		sb.WriteString(msgOne.In(lang))
	case len(res.Factors) == 1 && res.Factors[0].Exp == 1:
		sb.WriteString(msgPrime.F(lang, i18n.WithParticle(i18n.Num(n), "은/는"))) // not "7 = 7"
	default:
		sb.WriteString(msgFactors.F(lang, i18n.Num(n), factorText(res.Factors, lang)))
	}
	sb.WriteString("\n\n")
	// N has no move when it is 1 or a prime: no divisor d with 1 < d < N.
	noMove := len(res.Factors) == 0 || len(res.Factors) == 1 && res.Factors[0].Exp == 1
	switch {
	case res.Win && res.Move > 0:
		sb.WriteString(msgDivWin.F(lang, i18n.WithParticle(i18n.Plain("**"+i18n.GroupIn(lang, res.Move)+"**"), "으로/로")))
	case res.Win:
		sb.WriteString(msgDivWon.In(lang))
	case noMove:
		sb.WriteString(msgDivNoMove.F(lang, i18n.Num(n)))
	default:
		sb.WriteString(msgDivLoss.In(lang))
	}
	sb.WriteString("\n")
	if misere && len(res.Factors) == 0 { // 1: no exponents to speak of (a prime's are "(1)")
		sb.WriteString(msgDivWhyOneMisere.In(lang))
	} else if misere {
		// Solve stops at the first winning move, so the shapes it decided can be fewer than the game has
		// (3 of the 4 of 12), and a reader takes a lone count for the size of the game. So the reply
		// gives both: divisor.Shapes counts the game's shapes without deciding them (at most 3,670, a
		// listing), where deciding them all would be a search through every option of each.
		all, decided := divisor.Shapes(res.Factors), res.Stats.Shapes
		var counts i18n.Localized = shapesAll.N(int64(all))
		if decided < all {
			counts = msgDivShapesSome.Format(i18n.Num(all), i18n.Num(decided))
		}
		sb.WriteString(msgDivWhyShape.F(lang, shape(res.Factors), counts))
	} else {
		// Normal play has Grundy values (misère play has none that add up), so they are shown too.
		g, err := divisor.Grundy(ctx, n)
		if err != nil {
			return nil, inputError(err, hintDivisor)
		}
		sb.WriteString(msgDivWhyNP.In(lang) + "\n" + msgDivGrundy.F(lang, i18n.Num(n), i18n.Num(g)))
	}
	if divs := properDivisors(res.Factors, n); len(divs) > 0 && len(divs) <= divisorsMax {
		parts := make([]string, len(divs))
		for i, d := range divs {
			parts[i] = i18n.GroupIn(lang, d)
			if misere {
				r, err := divisor.Solve(ctx, d, divisor.Options{Misere: true})
				if err != nil {
					return nil, inputError(err, hintDivisor)
				}
				if !r.Win {
					parts[i] = "**" + parts[i] + "** ✓"
				}
				continue
			}
			g, err := divisor.Grundy(ctx, d)
			if err != nil {
				return nil, inputError(err, hintDivisor)
			}
			parts[i] += " (g=" + strconv.Itoa(g) + ")"
			if g == 0 {
				parts[i] = "**" + parts[i] + "** ✓"
			}
		}
		var heading string
		switch {
		case len(divs) == 1 && misere:
			heading = msgDivMovesOne.In(lang)
		case len(divs) == 1:
			heading = msgDivMovesGrundyOne.In(lang)
		case misere:
			heading = msgDivMoves.F(lang, divMovesOf.N(int64(len(divs))))
		default:
			heading = msgDivMovesGrundy.F(lang, divMovesOf.N(int64(len(divs))))
		}
		sb.WriteString("\n\n" + heading + "\n" + strings.Join(parts, ", "))
	}
	return &router.Response{Embeds: []*discordgo.MessageEmbed{{
		Title: msgDivTitle.F(lang, i18n.Num(n)), Description: sb.String(), Color: 0x2f6fd6}}}, nil
}

// factorText writes a factorisation as "2³ × 3 × 5²", each prime grouped in lang's digits
// ("1,000,003²", in Spanish "1.000.003²").
func factorText(fs []divisor.PrimePower, lang i18n.Lang) string {
	const sup = "⁰¹²³⁴⁵⁶⁷⁸⁹"
	digits := []rune(sup)
	parts := make([]string, len(fs))
	for i, f := range fs {
		parts[i] = i18n.GroupIn(lang, f.Prime)
		if f.Exp > 1 {
			for _, d := range strconv.Itoa(f.Exp) {
				parts[i] += string(digits[d-'0'])
			}
		}
	}
	return strings.Join(parts, " × ")
}

// properDivisors lists the divisors d of n with 1 < d < n, increasing, or nil when there are more
// than divisorsMax of them.
func properDivisors(fs []divisor.PrimePower, n int64) []int64 {
	count := 1
	for _, f := range fs {
		count *= f.Exp + 1
	}
	if count-2 > divisorsMax {
		return nil
	}
	divs := []int64{1}
	for _, f := range fs {
		// range reads divs once: the divisors appended below are not walked again for this prime.
		for _, d := range divs {
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

// shape writes the exponents, largest first: "(3, 1, 1)".
func shape(fs []divisor.PrimePower) string {
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

// divisorErrorText words a mistake in N in both languages: all of its codes are the number syntax's, in
// numwords' words with this game's noun.
func divisorErrorText(e *divisor.InputError) i18n.Text {
	if t, ok := numwords.Text(divisorMistake(e)); ok {
		return t
	}
	return commands.InputNotValid(string(e.Code))
}

// divisorSolveError is divisorErrorText's English for `kibitz solve divisor`, with a bound in digits.
func divisorSolveError(e *divisor.InputError) string {
	if e.Code == divisor.CodeTooLarge {
		return numwords.Line(divisorMistake(e))
	}
	return divisorErrorText(e).En
}

// divisorMistake is e as the number syntax's words take it. The largest N, 10^18, is written as a power
// on Discord.
func divisorMistake(e *divisor.InputError) numwords.Mistake {
	var limit i18n.Localized // grouped in the reader's digits
	if e.Limit == divisor.MaxN {
		limit = i18n.Plain("10^18")
	}
	return numwords.Mistake{Code: string(e.Code), Noun: numwords.Noun(divisorNouns, e.Field), Text: e.Text,
		Limit: e.Limit, LimitText: limit}
}
