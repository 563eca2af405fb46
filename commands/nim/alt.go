package nim

import (
	"kibitz/i18n"
	"kibitz/solvers/nim"
)

// The alt text of the boards' pictures (Discord's attachment description, router.Response.Alt), for a
// reader who cannot see them: the heaps in words, in the reader's language, and what else the picture
// marks. At most ten heaps are drawn, so the text stays well under Discord's 1,024 characters.

// alt is the game's board in words: the heaps, the last move, and whose turn it is (or how the game
// stands outside play).
func (g *Game) alt() i18n.Text {
	parts := []i18n.Text{msgAltGame.Format(heapList(g.Heaps, nil, i18n.ListOf))}
	if g.Last != nil {
		parts = append(parts, forPlayer(g.Last.Player, msgAltLast, msgAltLastBot).Format(g.nameOf(g.Last.Player), stonesOf.N(g.Last.Take), g.Last.Heap+1))
	}
	switch {
	case g.Phase == phaseLobby && g.noneCanJoin():
		parts = append(parts, msgAltLobbyAlone)
	case g.Phase == phaseLobby:
		parts = append(parts, msgAltLobby)
	case g.Phase == phaseCancelled:
		parts = append(parts, msgAltCancelled)
	case g.Phase == phasePlaying:
		parts = append(parts, forPlayer(g.Players[g.Turn], msgAltTurn, msgAltTurnBot).Format(g.Players[g.Turn].plainName(g.Turn)))
	default:
		parts = append(parts, g.altEnd())
	}
	return i18n.Join(" ", parts...)
}

// altEnd says how a finished game ended, as its status line does (Game.status), in plain names: who won
// and how (the last stone, the last possible move, everyone else gone), or who lost in misère play.
func (g *Game) altEnd() i18n.Text {
	empty := true
	for _, h := range g.Heaps {
		empty = empty && h == 0
	}
	switch {
	case g.aborted(): // before the board's own ending: an aborted game has no winner to name
		return msgAltAborted
	case g.Alone && g.Winner != nil:
		return forPlayer(*g.Winner, msgAltAloneWins, msgAltAloneWinsBot).Format(g.nameOf(*g.Winner))
	case g.Alone:
		return msgAltNobodyLeft
	case g.Loser == nil && g.Winner == nil:
		return msgAltOver
	case g.Loser == nil && empty:
		return forPlayer(*g.Winner, msgAltWinLastStone, msgAltWinLastStoneBot).Format(g.nameOf(*g.Winner))
	case g.Loser == nil:
		return forPlayer(*g.Winner, msgAltWinLastMove, msgAltWinLastMoveBot).Format(g.nameOf(*g.Winner))
	}
	lost := forPlayer(*g.Loser, msgAltLoseLastMove, msgAltLoseLastMoveBot).Format(g.nameOf(*g.Loser))
	if empty {
		lost = forPlayer(*g.Loser, msgAltLoseLastStone, msgAltLoseLastStoneBot).Format(g.nameOf(*g.Loser))
	}
	if g.Winner != nil {
		return i18n.Join(" ", lost, forPlayer(*g.Winner, msgAltOtherWins, msgAltOtherWinsBot).Format(g.nameOf(*g.Winner)))
	}
	return i18n.Join(" ", lost, msgAltOthersWin)
}

// forPlayer is person, a text about a player, or bot when the player is kibitz (Korean names kibitz
// without the 님 it puts after a person's name).
func forPlayer(p player, person, bot i18n.Text) i18n.Text {
	if p.Bot {
		return bot
	}
	return person
}

// nameOf is a player's plain name, numbered by their seat at the start when it is not known.
func (g *Game) nameOf(p player) i18n.Text {
	seats := g.Roster
	if len(seats) == 0 {
		seats = g.Players
	}
	seat := 0
	for i, s := range seats {
		if s.Bot == p.Bot && s.ID == p.ID {
			seat = i
			if p.Name == "" {
				p.Name = s.Name
			}
		}
	}
	return p.plainName(seat)
}

// analysisAlt is /nim analyze's picture in words: each heap with its Grundy value, their XOR, and the
// winning move ringed in green.
func analysisAlt(heaps nim.Heaps, res nim.Result) i18n.Text {
	// each heap's words hold commas of their own ("heap 1: 3 stones, Grundy value 3"): a SemiList
	parts := []i18n.Text{msgAltAnalysis.Format(heapList(heaps, res.Grundy, i18n.SemiListOf), i18n.Num(res.Sum))}
	if res.Move.Take > 0 {
		parts = append(parts, msgAltWinning.Format(stonesOf.N(res.Move.Take), res.Move.Heap+1))
	} else {
		parts = append(parts, msgAltNoWinning)
	}
	return i18n.Join(" ", parts...)
}

// heapList is "Heap 1: 3 stones, heap 2: 4 stones" ("山1：石3個、山2：石4個"), each heap with its Grundy
// value when grundy is set, capitalised as the start of a sentence; join puts the heaps together.
func heapList(heaps []int64, grundy []int64, join func(...i18n.Text) i18n.Text) i18n.Text {
	items := make([]i18n.Text, len(heaps))
	for i, h := range heaps {
		if grundy != nil {
			items[i] = msgAltHeapValue.Format(i+1, stonesOf.N(h), i18n.Num(grundy[i]))
		} else {
			items[i] = msgAltHeap.Format(i+1, stonesOf.N(h))
		}
	}
	return i18n.Capitalize(join(items...))
}
