package nim

import (
	"context"
	"time"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/nim"
)

// The state of a Nim game: the stored Game, its players and its log.

// phase is where a game is in its life.
type phase string

const (
	phaseLobby     phase = "lobby"
	phasePlaying   phase = "play"
	phaseOver      phase = "over"
	phaseCancelled phase = "cancelled"
)

// player is a seat at the game: a Discord user, or kibitz itself.
type player struct {
	ID  string `json:"id,omitempty"`
	Bot bool   `json:"bot,omitempty"` // kibitz
	// Name is the player's name as the server showed it when they joined, for the picture's alt text,
	// where a mention would be read out as its digits. Games stored before it have none.
	Name string `json:"name,omitempty"`
}

func (p player) name() string {
	if p.Bot {
		return "kibitz"
	}
	return commands.Mention(p.ID)
}

// plainName is the player's name without Discord's markup, for alt text: their name when known, else
// their place in the game, "player 2".
func (p player) plainName(seat int) i18n.Text {
	if p.Bot {
		return i18n.Plain("kibitz")
	}
	if name := commands.ShownName(p.Name); name != "" { // a name kept before names were cleaned, cleaned
		return i18n.Plain(name)
	}
	return msgPlayerN.Format(seat + 1)
}

// playerOf is the user who acted, as a player, with the name the server shows for them: their nickname
// there, else their display name (commands.DisplayName), each as kibitz shows names (commands.ShownName).
func playerOf(req *router.Request) player {
	p := player{ID: req.User.ID, Name: commands.DisplayName(req.User)}
	if in := req.Interaction; in != nil && in.Member != nil {
		if nick := commands.ShownName(in.Member.Nick); nick != "" {
			p.Name = nick
		}
	}
	return p
}

// event is a line of the game's log: a move, a timeout, a player leaving.
type event struct {
	Kind   eventKind `json:"kind"`
	Player player    `json:"player"`
	Heap   int       `json:"heap,omitempty"` // from 0
	Take   int64     `json:"take,omitempty"`
}

type eventKind string

const (
	eventMove    eventKind = "move"
	eventTimeout eventKind = "timeout" // skipped, in the log of a game stored before timeouts removed (timer.go)
	eventRemoved eventKind = "removed" // ran out of time
	eventLeft    eventKind = "left"
)

// logSize is how many events the message shows.
const logSize = 4

// noneCanJoin reports whether nobody but the opener and kibitz can take part (Game.NoneCanJoin), reading a
// game stored before NoneCanJoin by its rank scope: "" only in a DM with kibitz.
func (g *Game) noneCanJoin() bool { return g.NoneCanJoin || g.Guild == "" }

// full reports whether every seat of the game is taken (maxPlayers, kibitz included): nobody can join.
func (g *Game) full() bool { return len(g.Players) >= maxPlayers }

// Game is a game as stored.
type Game struct {
	ID   string `json:"id"`
	Host string `json:"host"`
	// Opener is who opened the lobby, when the host has since left it and handed it on; "" otherwise.
	Opener string `json:"opener,omitempty"`
	// Hosted is when the host took the lobby, from which the people who joined may start it without them
	// after hostAway (away.go). A top-level field with no new schema version: lobbies stored before it have
	// none, and only their host starts them, as before; a release before it, sharing the store during an
	// upgrade, keeps it when it writes the game (storage/unknown.go), and a lobby it hands on keeps the
	// note of the host before, which Game.awayFrom does not take for the new host's.
	Hosted *hosted `json:"hosted,omitempty"`
	// View is how the message shows the board (commands.View): the view asked for when the game was
	// opened, kept for every later update, whoever's press or timer causes it. "" is the picture.
	View   commands.View `json:"view,omitempty"`
	Phase  phase         `json:"phase"`
	Start  []int64       `json:"start"`            // the heaps at the start, for a rematch
	Heaps  []int64       `json:"heaps"`            // now
	Rule   string        `json:"rule"`             // nim.Rule.String(): "any", "1-3" or a move set
	Misere bool          `json:"misere,omitempty"` // whoever makes the last move loses
	// TurnTime is how long each turn lasts (turn.go): the turn option of /nim start, else the deployment's
	// setting when the lobby opened, kept for the game's life and its rematches. Games stored before it
	// have none, and take the deployment's setting, as they did (Command.turnTime). A top-level field with
	// no new schema version: a release before it, sharing the store during an upgrade, reads the game and
	// keeps the field when it writes (storage/unknown.go), though a turn it starts lasts its own setting.
	TurnTime time.Duration `json:"turnTime,omitempty"`
	// Level is how kibitz plays when it is among the players: easy, medium or perfect (nim.Level; "" is
	// perfect, as in games stored before levels).
	Level nim.Level `json:"level,omitempty"`
	// Draw is how the heaps were drawn when the game was opened with heaps:random, so that a rematch
	// draws new ones; nil for heaps given.
	Draw *heapDraw `json:"draw,omitempty"`
	// Round counts the rematches played in this game's message (0 for the first game): with the id it
	// seeds the heaps drawn and kibitz's moves (random.go).
	Round int `json:"round,omitempty"`
	// Guild is the key of the leaderboards of its results (router.Request.RankScope): the server's id, a
	// group DM's channel; "" in a DM with kibitz and in games stored before results.
	Guild string `json:"guild,omitempty"`
	// Channel is the channel the game is played in: while it is ranked and in play, /nim analyze asked
	// there declines its position to anyone (playing.go). Games stored before it have none.
	Channel string `json:"channel,omitempty"`
	// NoneCanJoin says nobody but its opener and kibitz can take part where the game was opened: a DM with
	// kibitz, or a server that shows kibitz's replies to the asker alone (router.Request.Alone). Its lobby
	// offers no Join, and says so (Game.noneCanJoin reads games stored before it by their rank scope).
	NoneCanJoin bool     `json:"none_can_join,omitempty"`
	Players     []player `json:"players"`          // in turn order
	Roster      []player `json:"roster,omitempty"` // the players when the game started, for a rematch
	Turn        int      `json:"turn"`             // index in Players of the player to move
	// Drawn says the order of turns was drawn at random when the game started (Command.begin), as it is
	// in a game between people; the lobby's order (join order) stands in a game alone against kibitz.
	Drawn bool `json:"drawn,omitempty"`
	// Seq counts the changes of board or turn; the menus carry it, so a menu from an older board is refused.
	Seq int `json:"seq"`
	// Pick is the heap (from 1) the player to move has chosen in the first menu, 0 for none; ZoomLo and
	// ZoomHi (when ZoomHi > 0) narrow the second menu to takes in that range, for heaps too large to list.
	Pick   int   `json:"pick,omitempty"`
	ZoomLo int64 `json:"zoomLo,omitempty"`
	ZoomHi int64 `json:"zoomHi,omitempty"`
	// Last is the last move, for the picture; Log the last few events, for the message.
	Last *event  `json:"last,omitempty"`
	Log  []event `json:"log,omitempty"`
	// Deadline is when the player to move times out; zero outside play, and while the turn waits for a
	// press to show it (timer.go).
	Deadline time.Time `json:"deadline,omitzero"`
	// Waiting is when the turn began to wait for a press to show it (timer.go: waitUnshown), zero while a
	// turn runs; it stays on a game settled while waiting. Games that began to wait before it was kept have
	// none, and are not settled.
	Waiting time.Time `json:"waiting,omitzero"`
	// Ended is when the game ended, which dates its results (the week of the leaderboards, the day of a
	// table's ranked games): the arrival of the press that ended it, the deadline the last timeout came
	// at, or when a waiting turn settled; not when kibitz got to it. Zero before the end, and for games that
	// ended before it was kept.
	Ended time.Time `json:"ended,omitzero"`
	// Abandoned says the game was settled while its turn waited for a press that never came (timer.go:
	// settleAfter): those who left or ran out of time lose, and nobody else records anything.
	Abandoned bool `json:"abandoned,omitempty"`
	// Winner and Loser when the game is over (Loser in misère play: who made the last move). Alone: the
	// winner won because everyone else left or timed out.
	Winner *player `json:"winner,omitempty"`
	Loser  *player `json:"loser,omitempty"`
	Alone  bool    `json:"alone,omitempty"`
	// Guarded says kibitz moved at random in this game, on a position a player here had in a ranked game
	// still going (guard.go); the message says so. A rematch starts without it.
	Guarded bool `json:"guarded,omitempty"`
	// Hinted are the players (user ids) who pressed Hint during this game: a win of theirs is practice
	// (Game.results). A rematch starts with none.
	Hinted []string `json:"hinted,omitempty"`
	// Moved are the people (user ids) who have made a move in this game, kept from Start (MovesKept):
	// a game between people ranks only for those who moved (Game.results). Games started before it keep
	// no such list, and count everyone as having moved, as they did.
	Moved     []string `json:"moved,omitempty"`
	MovesKept bool     `json:"movesKept,omitempty"`
	// Capped is, for a game that would have ranked but whose table had played its ranked games of the
	// day (commands.Env.RankedForTable), how many that was: the game is practice, and its end says so.
	Capped int `json:"capped,omitempty"`
	// CappedBy are the people of the pairs that had (user ids), named at the end of a game of three or
	// more, whose other players may have played no ranked game at all.
	CappedBy []string `json:"cappedBy,omitempty"`
	// Rematch is the id of the game that the Rematch button started in a message of its own, in games
	// stored before a rematch reopened the lobby in place (lobby.go): their button stays disabled.
	Rematch string `json:"rematch,omitempty"`
	// LeaveAsked is when each player in play last pressed Leave without leaving: Leave asks first
	// (leave.go), and leaves on a second press within leaveAskLife.
	LeaveAsked map[string]time.Time `json:"leaveAsked,omitempty"`
	// The last interaction that showed this game's message: its token edits the message when a timer runs
	// out with nobody pressing anything (tokens last 15 minutes), in the language it was shown in.
	AppID   string    `json:"appID,omitempty"`
	Token   string    `json:"token,omitempty"`
	TokenAt time.Time `json:"tokenAt,omitzero"`
	Lang    i18n.Lang `json:"lang,omitempty"`

	parsed *nim.Rule // Rule parsed, set by rule() or Command.bind; not stored
}

// schema is the version of Game's stored layout (storage.Versioned). Bump it, with a MigrateFrom,
// when a change would make games stored before it decode wrongly.
const schema = 1

func (Game) SchemaVersion() int { return schema }

// rule is the game's rule; the stored text was written by nim.Rule.String, so it parses. It is parsed
// once per game value (see ruleCache for why that matters).
func (g *Game) rule() nim.Rule {
	if g.parsed == nil {
		r, err := nim.ParseRule(context.Background(), g.Rule) // uncancelled: the stored text must parse
		if err != nil {
			r = nim.Rule{}
		}
		g.parsed = &r
	}
	return *g.parsed
}

func (g *Game) options() nim.Options { return nim.Options{Misere: g.Misere, Rule: g.rule()} }

// seat returns the index in Players of the user, or -1.
func (g *Game) seat(userID string) int {
	for i, p := range g.Players {
		if !p.Bot && p.ID == userID {
			return i
		}
	}
	return -1
}

func (g *Game) log(e event) {
	g.Log = append(g.Log, e)
	if len(g.Log) > logSize {
		g.Log = g.Log[len(g.Log)-logSize:]
	}
}

// remember keeps the interaction that is about to show the game's message, for later edits, while the
// game may need them (forget).
func (g *Game) remember(req *router.Request, now time.Time) {
	g.Lang = req.Lang
	if in := req.Interaction; in != nil && in.Token != "" {
		g.AppID, g.Token, g.TokenAt = in.AppID, in.Token, now
	}
	g.forget(now)
}

// forget drops the token when the store need not keep it (commands.KeptToken): once the game is over or
// cancelled, the press or the sweep that got it there has shown it, and nothing edits its message after.
func (g *Game) forget(now time.Time) {
	g.Token = commands.KeptToken(g.Token, g.TokenAt, now, g.Phase == phaseLobby || g.Phase == phasePlaying)
}
