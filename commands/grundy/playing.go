package grundy

import (
	"context"

	"kibitz/router"
	"kibitz/solvers/dagame"
	"kibitz/solvers/divisor"
	"kibitz/solvers/nim"
	"kibitz/solvers/subtraction"
)

// Ranked Nim games in progress (commands/playing.go): each game of /grundy can be a Nim position written
// otherwise, and /nim analyze declines that position to a player of a ranked game on it, and to anyone
// in the channel where it is played (commands/nim/playing.go). /grundy declines what /nim analyze would
// decline of the Nim position its game is, by asking /nim itself (Config.Nim), so that the two cannot
// drift apart:
//   - subtraction: the piles as heaps, the move set as /nim start reads it (nim.SetRule: 1-5 is a take
//     limit, which is plain Nim on heaps up to 5);
//   - divisor: one heap of Ω(N) - 1, N's prime factors counted with their exponents less one, in plain
//     Nim: a divisor d with 1 < d < N has from 1 to Ω(N) - 1 prime factors, any of them, as a heap of
//     Ω(N) - 1 can be left with any smaller size, so the two games are one, move for move, in either
//     convention (grundy's divisor_test.go checks it against the solver);
//   - dagame: the colours' Grundy values as plain Nim heaps, the Nim game with the same values; so a
//     DAG that is a ranked Nim game drawn as a graph is declined whatever its shape, and one that draws a
//     position one move on is declined when the game is plain Nim, as /nim analyze would be asked its
//     heaps. A graph drawing another kind of game (a tic-tac-toe position's tree, a Nim game under a move
//     rule one move on) is not recognised: telling it would take recognising the graph, which no
//     comparison of values does (docs/contract.md §5).
//
// The asker's own answer follows only once /nim has said nothing, and a /grundy without Nim (Config.Nim
// nil, as in its own tests) declines nothing.

// RankedNim is what /grundy asks of /nim: commands/nim's Command, which commands/all hands over, since a
// game's package imports no other game's (docs/architecture.md §2).
type RankedNim interface {
	// AnalysisRefusal is the refusal of an analysis of heaps under opts that user asks in channel, or nil.
	AnalysisRefusal(ctx context.Context, user, channel string, heaps nim.Heaps, opts nim.Options) error
}

// declineFunc is the refusal of an analysis of a Nim position, or nil when it may go ahead.
type declineFunc func(heaps nim.Heaps, opts nim.Options) error

// decliner is the declineFunc of req: what /nim declines to its asker in its channel.
func (c *Command) decliner(ctx context.Context, req *router.Request) declineFunc {
	return func(heaps nim.Heaps, opts nim.Options) error {
		if c.Nim == nil {
			return nil
		}
		return c.Nim.AnalysisRefusal(ctx, req.User.ID, req.ChannelID, heaps, opts)
	}
}

// subtractionPosition is a sum of piles under a move set as the Nim position it is.
func subtractionPosition(piles []int64, game *subtraction.Game) (nim.Heaps, nim.Options) {
	return nim.Heaps(piles), nim.Options{Rule: nim.SetRule(game)}
}

// divisorPosition is the divisor game from a number factored as factors as the Nim position it is: one
// heap of Ω - 1, an empty one for 1 (Ω 0) as for a prime, neither of which has a move.
func divisorPosition(factors []divisor.PrimePower, misere bool) (nim.Heaps, nim.Options) {
	omega := int64(0)
	for _, f := range factors {
		omega += int64(f.Exp)
	}
	return nim.Heaps{max(omega-1, 0)}, nim.Options{Misere: misere}
}

// dagamePosition is a DAGame, solved as res, as the plain Nim position of the same Grundy values: a heap
// the size of each colour's value.
func dagamePosition(res dagame.Result) (nim.Heaps, nim.Options) {
	heaps := make(nim.Heaps, len(res.Colours))
	for i, cv := range res.Colours {
		heaps[i] = int64(cv.Grundy)
	}
	return heaps, nim.Options{}
}
