package tictactoe

import (
	"math/rand/v2"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/tictactoe"
)

// A game as stored, and the rules of its life that do not depend on who pressed what: kibitz's moves at
// its level, the deadlines (a challenge's expiry, a turn's end) and what happens when one passes.

// Game is a game as stored. Fields added after the first release are optional, so that a game stored
// before them reads as it always did: a game in play, against perfect kibitz, without a turn timer.
type Game struct {
	ID    string `json:"id"`
	Board string `json:"board"` // canonical 9-character form
	X     string `json:"x"`     // user id of X; "" is kibitz
	O     string `json:"o"`     // user id of O; "" is kibitz
	Moves []int  `json:"moves,omitempty"`
	// View is how the finished board is shown (commands.Show): the display option of /tictactoe play,
	// else the starter's default; "" (games stored before it) is the picture.
	View commands.View `json:"view,omitempty"`
	// Rematch is the id of the game the rematch button started, so that a second press (or both players
	// pressing at once) does not start a second one. A rematch challenge that ended without a game
	// (declined, withdrawn, expired) gives way to the next press (Command.rematch).
	Rematch string `json:"rematch,omitempty"`
	// RematchAsked is when Rematch was set. The rematch game is stored just after the compare-and-set
	// that names it, so a press in between finds it missing: missing counts as ended only once its
	// challenge would have expired anyway (zero in games stored before it: missing is ended).
	RematchAsked time.Time `json:"rematchAsked,omitzero"`
	// RematchOf is the id of the finished game whose Rematch button started this one, so that its
	// challenge says it asks for a rematch; "" for a game started with /tictactoe play.
	RematchOf string `json:"rematchOf,omitempty"`

	// Level is kibitz's level in a game against it; "" (games stored before levels) is perfect.
	Level tictactoe.Level `json:"level,omitempty"`
	// Seed seeds kibitz's blunders: its move after n moves draws from a generator seeded with (Seed, n),
	// so a compare-and-set that runs twice plays the same move, and a test that fixes Config.Seed plays a
	// known game.
	Seed uint64 `json:"seed,omitempty"`
	// Phase is "" for a game being played or over; a challenge to a user goes through the others.
	Phase phase `json:"phase,omitempty"`
	// Challenger is who started the game with /tictactoe play (a challenge's author).
	Challenger string `json:"challenger,omitempty"`
	// Deadline is when a challenge expires, or when the player to move forfeits; zero when nothing is
	// waiting (a game over, or one stored before turn timers).
	Deadline time.Time `json:"deadline,omitzero"`
	// Forfeit is the mark of the player who ran out of time, "X" or "O"; the game is then over.
	Forfeit string `json:"forfeit,omitempty"`
	// Guarded says kibitz moved at random in this game, on a board its player had in a ranked game still
	// going (Command.guard); the message says so.
	Guarded bool `json:"guarded,omitempty"`
	// Ended is when the game ended, which dates its results (the week of the leaderboards, the day of a
	// table's ranked games): the arrival of the move that ended it, or the deadline a player ran out at,
	// not when kibitz got to it. Zero before the end, and for games that ended before it was kept.
	Ended time.Time `json:"ended,omitzero"`
	// Names are the players' names as Discord shows them (commands.DisplayName), by user id, for the
	// results the game records: a leaderboard shows a player by the name their latest result gave. The
	// command and every press keep the presser's (an opponent presses Accept before any result).
	Names map[string]string `json:"names,omitempty"`
	// Guild is the key of the leaderboards its results count on (router.Request.RankScope): the server's
	// id, a group DM's channel; "" in a DM with kibitz.
	Guild string `json:"guild,omitempty"`
	// Channel is the channel the game is played in: while it is ranked and in play, /tictactoe analyze
	// asked there declines its board to anyone (playing.go). Games stored before it have none.
	Channel string `json:"channel,omitempty"`
	// Capped is, for a game between people that would have ranked but whose players had played their
	// ranked games of the day together (commands.Env.RankedForTable), how many that was: it is practice.
	Capped int `json:"capped,omitempty"`

	// The last interaction that showed the game's message, so that the sweep (timer.go) can edit it when a
	// deadline passes with nobody pressing anything.
	Lang    i18n.Lang `json:"lang,omitempty"`
	AppID   string    `json:"app,omitempty"`
	Token   string    `json:"token,omitempty"`
	TokenAt time.Time `json:"token_at,omitzero"`
}

// phase is where a game stands before its board appears.
type phase string

const (
	phasePlay      phase = ""          // played, or over
	phaseChallenge phase = "challenge" // waiting for the opponent to accept or decline
	phaseDeclined  phase = "declined"  // the opponent declined: no game
	phaseCancelled phase = "cancelled" // the challenger withdrew: no game
	phaseExpired   phase = "expired"   // nobody answered in time: no game
)

// schema is the version of Game's stored layout (storage.Versioned). Bump it, with a MigrateFrom,
// when a change would make games stored before it decode wrongly.
const schema = 1

func (Game) SchemaVersion() int { return schema }

// Validate checks a game read from the store (storage.Validator): its board must parse, which board()
// relies on. A game that fails is reported as unreadable instead of playing on from an empty board.
func (g *Game) Validate() error {
	_, err := tictactoe.Parse(g.Board)
	return err
}

func (g *Game) board() tictactoe.Board {
	b, _ := tictactoe.Parse(g.Board) // stored boards were valid when written
	return b
}

func (g *Game) player(m tictactoe.Mark) string {
	if m == tictactoe.X {
		return g.X
	}
	return g.O
}

func (g *Game) vsKibitz() bool { return g.X == "" || g.O == "" }

// ranked reports whether the game's results count on the leaderboards (Command.Scoring): a game between
// two people, or against kibitz at perfect, which a player can draw at best; kibitz at easy or medium
// gives wins away, so those games are practice, and so does kibitz moving at random (Guarded).
func (g *Game) ranked() bool {
	return !g.vsKibitz() || g.level() == tictactoe.Perfect && !g.Guarded
}

// opponent is the player the challenger challenged.
func (g *Game) opponent() string {
	if g.X == g.Challenger {
		return g.O
	}
	return g.X
}

// over reports whether a game that was played has ended: three in a row, a full board, or a forfeit.
func (g *Game) over() bool {
	return g.Phase == phasePlay && (g.Forfeit != "" || g.board().Over())
}

// inPlay reports whether the board is waiting for a move.
func (g *Game) inPlay() bool { return g.Phase == phasePlay && !g.over() }

// winner is the mark that won, Empty for a draw (or a game not over).
func (g *Game) winner() tictactoe.Mark {
	if f := g.forfeited(); f != tictactoe.Empty {
		return f.Other()
	}
	return g.board().Winner()
}

// aborted reports whether the game, one between two people, ended before both had moved: the player to
// move ran out of time without a move of their own (tic-tac-toe has no resign, and three in a row or a
// full board needs both players' moves). As a chess server aborts a game that ends before each player has
// moved, it records nothing (recordResults): else one account could farm ranked wins from another that
// accepts and lets its first turn run out, or a player who accepts and walks away would hand the
// challenger a win they did not play for. Against kibitz the human's result stands: kibitz gains nothing.
func (g *Game) aborted() bool {
	f := g.forfeited()
	return f != tictactoe.Empty && !g.vsKibitz() && g.movesOf(f) == 0
}

// movesOf counts the moves mark m has made: X moves first, and the players alternate.
func (g *Game) movesOf(m tictactoe.Mark) int {
	if m == tictactoe.X {
		return (len(g.Moves) + 1) / 2
	}
	return len(g.Moves) / 2
}

// forfeited is the mark of the player who ran out of time, Empty when nobody did.
func (g *Game) forfeited() tictactoe.Mark {
	switch g.Forfeit {
	case "X":
		return tictactoe.X
	case "O":
		return tictactoe.O
	}
	return tictactoe.Empty
}

// level is kibitz's level in the game.
func (g *Game) level() tictactoe.Level {
	l, err := tictactoe.ParseLevel(string(g.Level))
	if err != nil {
		return tictactoe.Perfect // a level this version does not know: kibitz at its best
	}
	return l
}

// remember keeps the interaction that is about to show the game's message, for the sweep's edits, while
// the game may need them (forget).
func (g *Game) remember(req *router.Request, now time.Time) {
	g.Lang = req.Lang
	if u := req.User; u != nil && (u.ID == g.X || u.ID == g.O) { // a press by someone else keeps nothing
		g.name(u)
	}
	if in := req.Interaction; in != nil && in.Token != "" {
		g.AppID, g.Token, g.TokenAt = in.AppID, in.Token, now
	}
	g.forget(now)
}

// forget drops the token when the store need not keep it (commands.KeptToken): once the game is over, or
// the challenge answered or expired, the press or the sweep that got it there has shown it, and nothing
// edits its message after.
func (g *Game) forget(now time.Time) {
	g.Token = commands.KeptToken(g.Token, g.TokenAt, now, g.Phase == phaseChallenge || g.inPlay())
}

// kibitzMoves plays kibitz's move, at the game's level, when it is kibitz's turn; at random when guarded
// reports that a person plays the board in another ranked game (Command.guard).
func (g *Game) kibitzMoves(guarded func(b tictactoe.Board) bool) {
	b := g.board()
	if !g.inPlay() || g.player(b.ToMove()) != "" {
		return
	}
	r := rand.New(rand.NewPCG(g.Seed, uint64(len(g.Moves))))
	var cell int
	var ok bool
	if guarded(b) {
		cell, ok = tictactoe.RandomMove(b, r)
		g.Guarded = true
	} else {
		cell, ok = tictactoe.Choose(b, g.level(), r)
	}
	if !ok {
		return
	}
	b, _ = b.Play(cell)
	g.Board = b.String()
	g.Moves = append(g.Moves, cell)
}

// startTurn sets the deadline of the turn that starts at now: now plus the turn time while a player is to
// move, none once the game is over. A deadline never moves earlier within play: a press reads its clock
// before its compare-and-set, whose retries may put it after the state of a press that read the clock
// later, and replicas' clocks and settings may differ; the index of deadlines relies on deadlines that only
// grow (timer.go).
func (c *Command) startTurn(g *Game, now time.Time) {
	if !g.inPlay() {
		g.Deadline = time.Time{}
		return
	}
	d := now.Add(c.TurnTimeout)
	if d.Before(g.Deadline) {
		d = g.Deadline
	}
	g.Deadline = d
}

// applyDue applies what a passed deadline means, and reports whether there was one: a challenge nobody
// answered expires; the player to move forfeits. It depends on the deadline alone, never on when it is
// noticed, so a press and the sweep apply it alike, and once.
func applyDue(g *Game, now time.Time) bool {
	if g.Deadline.IsZero() || now.Before(g.Deadline) {
		return false
	}
	switch {
	case g.Phase == phaseChallenge:
		g.Phase = phaseExpired
	case g.inPlay():
		g.Forfeit, g.Ended = g.board().ToMove().String(), g.Deadline
	default:
		return false
	}
	g.Deadline = time.Time{}
	return true
}

// name keeps u's name among the game's players' (Names).
func (g *Game) name(u *discordgo.User) {
	if g.Names == nil {
		g.Names = map[string]string{}
	}
	g.Names[u.ID] = commands.DisplayName(u)
}
