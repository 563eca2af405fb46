package commands

import (
	"context"
	"errors"
	"strconv"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/nim"
	"kibitz/storage"
)

// /nim start heaps [misere] [moves] [bot] and /nim analyze heaps [misere] [moves].
//
// A game is one message in the channel, updated in place: first a lobby (Join, Leave, and the host's
// Start and Cancel), then the board as an image with two menus for the player to move (a heap, then how
// many stones to take from it), a Hint and a Leave button, and at the end the winner and a Rematch button.
// Players move in join order; anyone else pressing gets a private "wait for your turn". Heaps may hold
// up to 2^63-1 stones: when a heap allows more amounts than a menu holds (25), the second menu lists
// ranges that narrow it, and an entry that opens a form for the exact amount (nim_view.go). With bot, kibitz
// joins and plays perfectly (nim.Suggest: a winning move whenever one exists), moving in the same update as
// the move before it.
//
// Every change goes through storage.UpdateJSON on "nim:<id>" (kept 24 hours after the last change), and
// the menus' custom_ids carry the game's sequence number, so of two presses on the same board only one
// counts: the other sees the new number and gets the refreshed board instead.
//
// Turn timers (nim_timer.go): a player who lets Deps.NimTurnTimeout pass is skipped, and removed on a
// second timeout in a row; the last player left wins. A press on a game whose deadline has passed applies
// the timeouts first; in between, background sweeps them and edits the message through Deps.Messenger.
// The code is spread over nim.go (definition, lobby), nim_play.go (moves, hints, kibitz), nim_timer.go,
// nim_view.go (the message), nim_analyze.go and nim_errors.go (the solver's errors, shared with /grundy).

const (
	nimJoinRoute    = "nim1/{game}/join"
	nimLeaveRoute   = "nim1/{game}/leave"
	nimStartRoute   = "nim1/{game}/start"
	nimCancelRoute  = "nim1/{game}/cancel"
	nimHintRoute    = "nim1/{game}/hint"
	nimRematchRoute = "nim1/{game}/rematch"
	nimHeapRoute    = "nim1/{game}/heap/{seq}"
	nimTakeRoute    = "nim1/{game}/take/{seq}/{heap}"
	nimAmountRoute  = "nim1/{game}/amount/{seq}/{heap}" // the form for an exact amount

	nimIdle = 24 * time.Hour

	// nimMaxPlayers: a lobby holds at most this many, kibitz included. Any number would do for the game;
	// the cap keeps the message readable (each player is a line of the embed) and a round of turns
	// bounded (each turn may last Deps.NimTurnTimeout).
	nimMaxPlayers   = 25
	nimMaxLiveHeaps = 10 // heaps in a game played in the channel (the board stays readable)
)

type nimCommand struct {
	Deps
	rules    *nimRuleCache
	pictures *render.PNGCache // boards by heaps and last move: every press shows one, most unchanged
}

func newNim(d Deps) *nimCommand {
	return &nimCommand{Deps: d, rules: &nimRuleCache{}, pictures: render.NewPNGCache(pictureCacheSize)}
}

// nimRuleCache remembers the games' rules, parsed, by their text. Parsing a move set runs the period
// search of its subtraction game: microseconds for small sets, but 80-150 ms for moves 2,1000000 (3
// million values), and a press needs the rule several times (menus, the move, the end, kibitz, the
// board). Measured on a game with moves 2,1000000 through the router, on a busy machine: a heap pick
// took 152 ms and a move 126 ms when every use parsed the text again; with the rule parsed once per game
// value and kept here across presses, 4-14 ms each (median 8 of 5 runs), the board's PNG included. The
// cache is small and simply emptied when full: a miss only costs one parse.
type nimRuleCache struct {
	mu sync.Mutex
	m  map[string]nim.Rule
}

const nimRuleCacheSize = 64

// get returns the rule written as text (by nim.Rule.String), parsing it on a miss.
func (rc *nimRuleCache) get(text string) nim.Rule {
	rc.mu.Lock()
	r, ok := rc.m[text]
	rc.mu.Unlock()
	if ok {
		return r
	}
	r, err := nim.ParseRule(context.Background(), text) // outside the lock: a slow parse holds up no other game; uncancelled, as the stored text must parse
	if err != nil {
		return nim.Rule{} // the text was written by nim.Rule.String, so this does not happen
	}
	rc.put(text, r)
	return r
}

// put remembers a rule parsed elsewhere (by /nim start).
func (rc *nimRuleCache) put(text string, r nim.Rule) {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	if rc.m == nil || len(rc.m) >= nimRuleCacheSize {
		rc.m = make(map[string]nim.Rule)
	}
	rc.m[text] = r
}

// bind gives a game read from the store its parsed rule, from the cache.
func (c *nimCommand) bind(g *nimGame) {
	if g != nil && g.parsed == nil {
		r := c.rules.get(g.Rule)
		g.parsed = &r
	}
}

// nimPhase is where a game is in its life.
type nimPhase string

const (
	nimLobby     nimPhase = "lobby"
	nimPlaying   nimPhase = "play"
	nimOver      nimPhase = "over"
	nimCancelled nimPhase = "cancelled"
)

// nimPlayer is a seat at the game: a Discord user, or kibitz itself.
type nimPlayer struct {
	ID       string `json:"id,omitempty"`
	Bot      bool   `json:"bot,omitempty"`      // kibitz
	Timeouts int    `json:"timeouts,omitempty"` // timeouts in a row; the second removes the player
}

func (p nimPlayer) name() string {
	if p.Bot {
		return "kibitz"
	}
	return mention(p.ID)
}

// nimEvent is a line of the game's log: a move, a timeout, a player leaving.
type nimEvent struct {
	Kind   nimEventKind `json:"kind"`
	Player nimPlayer    `json:"player"`
	Heap   int          `json:"heap,omitempty"` // from 0
	Take   int64        `json:"take,omitempty"`
}

type nimEventKind string

const (
	nimEventMove    nimEventKind = "move"
	nimEventTimeout nimEventKind = "timeout" // skipped
	nimEventRemoved nimEventKind = "removed" // a second timeout in a row
	nimEventLeft    nimEventKind = "left"
)

// nimLogSize is how many events the message shows.
const nimLogSize = 4

// nimGame is a game as stored.
type nimGame struct {
	ID      string      `json:"id"`
	Host    string      `json:"host"`
	Phase   nimPhase    `json:"phase"`
	Start   []int64     `json:"start"`            // the heaps at the start, for a rematch
	Heaps   []int64     `json:"heaps"`            // now
	Rule    string      `json:"rule"`             // nim.Rule.String(): "any", "1-3" or a move set
	Misere  bool        `json:"misere,omitempty"` // whoever makes the last move loses
	Players []nimPlayer `json:"players"`          // in turn order
	Roster  []nimPlayer `json:"roster,omitempty"` // the players when the game started, for a rematch
	Turn    int         `json:"turn"`             // index in Players of the player to move
	// Seq counts the changes of board or turn; the menus carry it, so a menu from an older board is refused.
	Seq int `json:"seq"`
	// Pick is the heap (from 1) the player to move has chosen in the first menu, 0 for none; ZoomLo and
	// ZoomHi (when ZoomHi > 0) narrow the second menu to takes in that range, for heaps too large to list.
	Pick   int   `json:"pick,omitempty"`
	ZoomLo int64 `json:"zoomLo,omitempty"`
	ZoomHi int64 `json:"zoomHi,omitempty"`
	// Last is the last move, for the picture; Log the last few events, for the message.
	Last *nimEvent  `json:"last,omitempty"`
	Log  []nimEvent `json:"log,omitempty"`
	// Deadline is when the player to move times out; zero outside play.
	Deadline time.Time `json:"deadline,omitzero"`
	// Winner and Loser when the game is over (Loser in misère play: who made the last move). Alone: the
	// winner won because everyone else left or timed out.
	Winner *nimPlayer `json:"winner,omitempty"`
	Loser  *nimPlayer `json:"loser,omitempty"`
	Alone  bool       `json:"alone,omitempty"`
	// Rematch is the id of the game started by the Rematch button, so that only one is.
	Rematch string `json:"rematch,omitempty"`
	// The last interaction that showed this game's message: its token edits the message when a timer runs
	// out with nobody pressing anything (tokens last 15 minutes), in the language it was shown in.
	AppID   string    `json:"appID,omitempty"`
	Token   string    `json:"token,omitempty"`
	TokenAt time.Time `json:"tokenAt,omitzero"`
	Lang    i18n.Lang `json:"lang,omitempty"`

	parsed *nim.Rule // Rule parsed, set by rule() or nimCommand.bind; not stored
}

// nimSchema is the version of nimGame's stored layout (storage.Versioned). Bump it, with a MigrateFrom,
// when a change would make games stored before it decode wrongly.
const nimSchema = 1

func (nimGame) SchemaVersion() int { return nimSchema }

func nimKey(id string) string { return "nim:" + id }

// rule is the game's rule; the stored text was written by nim.Rule.String, so it parses. It is parsed
// once per game value (see nimRuleCache for why that matters).
func (g *nimGame) rule() nim.Rule {
	if g.parsed == nil {
		r, err := nim.ParseRule(context.Background(), g.Rule) // uncancelled: the stored text must parse
		if err != nil {
			r = nim.Rule{}
		}
		g.parsed = &r
	}
	return *g.parsed
}

func (g *nimGame) options() nim.Options { return nim.Options{Misere: g.Misere, Rule: g.rule()} }

// seat returns the index in Players of the user, or -1.
func (g *nimGame) seat(userID string) int {
	for i, p := range g.Players {
		if !p.Bot && p.ID == userID {
			return i
		}
	}
	return -1
}

func (g *nimGame) humans() int {
	n := 0
	for _, p := range g.Players {
		if !p.Bot {
			n++
		}
	}
	return n
}

func (g *nimGame) log(e nimEvent) {
	g.Log = append(g.Log, e)
	if len(g.Log) > nimLogSize {
		g.Log = g.Log[len(g.Log)-nimLogSize:]
	}
}

// remember keeps the interaction that is about to show the game's message, for later edits.
func (g *nimGame) remember(req *router.Request, now time.Time) {
	g.Lang = req.Lang
	if in := req.Interaction; in != nil && in.Token != "" {
		g.AppID, g.Token, g.TokenAt = in.AppID, in.Token, now
	}
}

func (c *nimCommand) Register(m *router.Mux) {
	heapsOpt := router.Option{
		Type:        discordgo.ApplicationCommandOptionString,
		Name:        i18n.Text{En: "heaps", Ko: "더미"},
		Description: i18n.Text{En: "Heap sizes separated by spaces or commas, e.g. 3 4 5", Ko: "공백이나 쉼표로 구분한 더미 크기 (예: 3 4 5)"},
		Required:    true,
		MaxLength:   1000,
	}
	misereOpt := router.Option{
		Type:        discordgo.ApplicationCommandOptionBoolean,
		Name:        i18n.Text{En: "misere", Ko: "미제르"},
		Description: i18n.Text{En: "Misère play: whoever takes the last stone loses", Ko: "미제르 규칙: 마지막 돌을 가져가는 사람이 집니다"},
	}
	movesOpt := router.Option{
		Type:        discordgo.ApplicationCommandOptionString,
		Name:        i18n.Text{En: "moves", Ko: "수"},
		Description: i18n.Text{En: "How many stones a move may take: 1,2,3 or 1-3 (default: any number)", Ko: "한 번에 가져갈 수 있는 개수: 1,2,3 또는 1-3 (기본: 아무 개수)"},
		MaxLength:   200,
	}
	m.Command(router.Command{
		Name:        i18n.Text{En: "nim", Ko: "님"},
		Description: i18n.Text{En: "Nim: play in the channel with friends and kibitz, or analyze a position", Ko: "님 게임: 채널에서 친구들, kibitz와 함께 두거나 국면을 분석합니다"},
		Subcommands: []router.Subcommand{{
			Name:        i18n.Text{En: "start", Ko: "시작"},
			Description: i18n.Text{En: "Open a Nim game in the channel: players join, then take turns", Ko: "채널에 님 게임을 엽니다: 참가한 뒤 차례로 둡니다"},
			Example:     "/nim start heaps:3 4 5 bot:true",
			Handler:     c.start,
			Options: []router.Option{heapsOpt, misereOpt, movesOpt, {
				Type:        discordgo.ApplicationCommandOptionBoolean,
				Name:        i18n.Text{En: "bot", Ko: "봇"},
				Description: i18n.Text{En: "kibitz joins the game and plays perfectly", Ko: "kibitz가 참가해 완벽하게 둡니다"},
			}},
		}, {
			Name:        i18n.Text{En: "analyze", Ko: "분석"},
			Description: i18n.Text{En: "Who wins a Nim position, the winning move and the Grundy values", Ko: "님 국면의 승패, 이기는 수, 그런디 값을 보여 줍니다"},
			Example:     "/nim analyze heaps:3 4 5 moves:1-3",
			Handler:     c.analyze,
			Options:     []router.Option{heapsOpt, misereOpt, movesOpt},
		}},
	})
	m.Component(nimJoinRoute, c.join)
	m.Component(nimLeaveRoute, c.leave)
	m.Component(nimStartRoute, c.begin)
	m.Component(nimCancelRoute, c.cancel)
	m.Component(nimHintRoute, c.hint)
	m.Component(nimRematchRoute, c.rematch)
	m.Component(nimHeapRoute, c.pickHeap)
	m.Component(nimTakeRoute, c.take)
	m.Component(nimAmountRoute, c.amount)
}

var (
	hintNimStart = i18n.Text{
		En: "Example: /nim start heaps:3 4 5 moves:1-3 bot:true",
		Ko: "예: /님 시작 더미:3 4 5 수:1-3 봇:true",
	}
	msgNimLiveTooManyHeaps = i18n.Text{
		En: "A game in the channel has at most %d heaps; this one has %d. /nim analyze takes any number.",
		Ko: "채널 게임의 더미는 최대 %d개입니다. 이 국면에는 %d개가 있습니다. /님 분석 명령은 개수 제한이 없습니다.",
	}
	msgNimNoMoveAtStart = i18n.Text{
		En: "No move is possible from these heaps with these rules, so there is no game to play.",
		Ko: "이 더미와 규칙으로는 둘 수 있는 수가 없어 게임을 할 수 없습니다.",
	}
	msgNimExpired = i18n.Text{
		En: "This game has ended or expired: games are kept for 24 hours after the last move.",
		Ko: "이 게임은 끝났거나 만료되었습니다. 게임은 마지막 수 이후 24시간 동안 보관됩니다.",
	}
	hintNimNew = i18n.Text{
		En: "Start a new one with /nim start heaps:3 4 5",
		Ko: "/님 시작 더미:3 4 5 명령으로 새 게임을 시작하세요.",
	}
	msgNimStarted = i18n.Text{
		En: "This game has already started; join the next one (a rematch, or /nim start).",
		Ko: "이 게임은 이미 시작했습니다. 다음 게임(재대결이나 /님 시작)에 참가하세요.",
	}
	msgNimNotStarted = i18n.Text{
		En: "The game has not started yet: the host starts it from the lobby.",
		Ko: "아직 게임이 시작되지 않았습니다. 방장이 대기실에서 시작합니다.",
	}
	msgNimIsOver = i18n.Text{
		En: "This game is over.",
		Ko: "이 게임은 끝났습니다.",
	}
	msgNimWasCancelled = i18n.Text{
		En: "This game was cancelled.",
		Ko: "이 게임은 취소되었습니다.",
	}
	msgNimAlreadyIn = i18n.Text{
		En: "You are already in this game.",
		Ko: "이미 이 게임에 참가했습니다.",
	}
	msgNimFull = i18n.Text{
		En: "This game is full: at most %d players.",
		Ko: "이 게임은 가득 찼습니다. 최대 %d명입니다.",
	}
	msgNimBotsCannotJoin = i18n.Text{
		En: "Bots cannot join a Nim game (kibitz joins when the game is started with bot:true).",
		Ko: "봇은 님 게임에 참가할 수 없습니다 (kibitz는 봇:true 옵션으로 시작한 게임에 참가합니다).",
	}
	msgNimNotIn = i18n.Text{
		En: "You are not in this game.",
		Ko: "이 게임에 참가하지 않았습니다.",
	}
	msgNimOnlyHostStarts = i18n.Text{
		En: "Only the host, %s, can start the game.",
		Ko: "방장 %s 님만 게임을 시작할 수 있습니다.",
	}
	msgNimOnlyHostCancels = i18n.Text{
		En: "Only the host, %s, can cancel the game.",
		Ko: "방장 %s 님만 게임을 취소할 수 있습니다.",
	}
	msgNimNeedTwo = i18n.Text{
		En: "A game needs at least two players: wait for someone to press Join, or start one with bot:true to play kibitz.",
		Ko: "게임에는 두 명 이상이 필요합니다. 누군가 참가를 누를 때까지 기다리거나, 봇:true 옵션으로 시작해 kibitz와 두세요.",
	}
	msgNimNotAPlayer = i18n.Text{
		En: "You are not playing in this game; only its players move. Join the next one!",
		Ko: "이 게임의 참가자가 아닙니다. 참가자만 둘 수 있습니다. 다음 게임에 참가하세요!",
	}
	msgNimWaitTurn = i18n.Text{
		En: "Wait for your turn: it is %s's move.",
		Ko: "차례를 기다려 주세요. 지금은 %s 님 차례입니다.",
	}
	msgNimStale = i18n.Text{
		En: "That menu belonged to an earlier board; the board has changed since. Here is the current one.",
		Ko: "그 메뉴는 이전 판의 것입니다. 그 사이에 판이 바뀌었습니다. 지금 판을 보여 드립니다.",
	}
	msgNimOnlyPlayersRematch = i18n.Text{
		En: "Only the players of this game can start a rematch.",
		Ko: "이 게임의 참가자만 재대결을 시작할 수 있습니다.",
	}
	msgNimRematchTaken = i18n.Text{
		En: "A rematch of this game has already been opened: look for its lobby below.",
		Ko: "이 게임의 재대결이 이미 열렸습니다. 아래의 대기실을 찾아보세요.",
	}
	msgNimRematchNotOver = i18n.Text{
		En: "The game is not over yet.",
		Ko: "아직 게임이 끝나지 않았습니다.",
	}
)

// nimStale answers a press on a menu of an earlier board. The game's message is refreshed along with it.
var nimStale = router.Fail(router.Conflict, msgNimStale)

// nimNotFound answers a press on a game that is not in the store.
func nimNotFound() error { return router.Fail(router.NotFound, msgNimExpired).WithHint(hintNimNew) }

// start opens a lobby.
func (c *nimCommand) start(ctx context.Context, req *router.Request) (*router.Response, error) {
	heaps, opts, err := nimParse(ctx, req, hintNimStart)
	if err != nil {
		return nil, err
	}
	if len(heaps) > nimMaxLiveHeaps {
		return nil, router.Fail(router.TooLarge, msgNimLiveTooManyHeaps.Format(nimMaxLiveHeaps, len(heaps))).WithHint(hintNimStart)
	}
	if !heaps.HasMove(opts.Rule) {
		return nil, router.Fail(router.Invalid, msgNimNoMoveAtStart).WithHint(hintNimStart)
	}
	g := &nimGame{ID: c.NewID(), Host: req.User.ID, Phase: nimLobby, Start: heaps, Heaps: heaps,
		Rule: opts.Rule.String(), Misere: opts.Misere, Players: []nimPlayer{{ID: req.User.ID}}, parsed: &opts.Rule}
	if bot, _ := req.Bool("bot"); bot {
		g.Players = append(g.Players, nimPlayer{Bot: true})
	}
	c.rules.put(g.Rule, opts.Rule)
	g.remember(req, c.Now())
	if err := storage.PutJSON(ctx, c.Store, nimKey(g.ID), nimIdle, g); err != nil {
		return nil, err
	}
	return c.view(g, req.Lang)
}

// nimParse reads the heaps, misere and moves options.
func nimParse(ctx context.Context, req *router.Request, hint i18n.Text) (nim.Heaps, nim.Options, error) {
	heaps, err := nim.Parse(req.String("heaps"))
	if err != nil {
		return nil, nim.Options{}, nimInputError(err, hint)
	}
	rule, err := nim.ParseRule(ctx, req.String("moves"))
	if err != nil {
		return nil, nim.Options{}, nimInputError(err, hint)
	}
	misere, _ := req.Bool("misere")
	return heaps, nim.Options{Misere: misere, Rule: rule}, nil
}

// nimOutcome is what a press did to a game.
type nimOutcome struct {
	game  *nimGame
	timed bool // turn timeouts were applied first
	// refused is the user error of a press refused after timeouts were applied (they are written anyway),
	// or of a menu from an earlier board: the reply refreshes the message and tells the presser privately.
	refused error
}

// nimAct is what a press does to a game, checked and applied inside the compare-and-set: it reports
// whether it changed the game, or returns a user error without having changed anything.
type nimAct func(g *nimGame, now time.Time) (changed bool, err error)

// change applies the due timeouts and then act to the game named in the custom_id, in one
// compare-and-set, remembering the interaction (the reply will show the game's message) when it writes.
func (c *nimCommand) change(ctx context.Context, req *router.Request, act nimAct) (nimOutcome, error) {
	now := c.Now()
	var out nimOutcome
	var before time.Time
	var beforeSeq int
	g, err := storage.UpdateJSON(ctx, c.Store, nimKey(req.Params["game"]), nimIdle, func(g *nimGame) (*nimGame, error) {
		out = nimOutcome{}
		if g == nil {
			return nil, nimNotFound()
		}
		c.bind(g)
		before, beforeSeq = g.Deadline, g.Seq
		out.timed = c.applyTimeouts(ctx, g, now)
		changed, err := act(g, now)
		switch _, isUser := router.AsUserError(err); {
		case err != nil && !isUser:
			return nil, err
		case err != nil && !out.timed && !errors.Is(err, nimStale):
			return nil, err
		case err != nil:
			out.refused = err
			if !out.timed {
				return nil, storage.ErrKeep
			}
		case !changed && !out.timed:
			return nil, storage.ErrKeep
		}
		g.remember(req, now)
		return g, nil
	})
	if err != nil {
		return nimOutcome{}, err
	}
	out.game = g
	if !g.Deadline.Equal(before) || g.Seq != beforeSeq {
		c.syncTimer(ctx, g)
	}
	return out, nil
}

// answer is the reply to a press that changed the game: the updated message, and for a refused press a
// private note after it.
func (c *nimCommand) answer(req *router.Request, out nimOutcome) (*router.Response, error) {
	resp, err := c.view(out.game, req.Lang)
	if err != nil {
		return nil, err
	}
	resp.Update = true
	if ue, ok := router.AsUserError(out.refused); ok {
		resp.Followups = append(resp.Followups, router.PrivateReply(ue.Text(req.Lang)))
	}
	return resp, nil
}

// press runs an act and answers with the updated message.
func (c *nimCommand) press(ctx context.Context, req *router.Request, act nimAct) (*router.Response, error) {
	out, err := c.change(ctx, req, act)
	if err != nil {
		return nil, err
	}
	return c.answer(req, out)
}

// nimInLobby refuses a lobby action once the game has left the lobby.
func nimInLobby(g *nimGame) error {
	switch g.Phase {
	case nimLobby:
		return nil
	case nimCancelled:
		return router.Fail(router.Conflict, msgNimWasCancelled)
	}
	return router.Fail(router.Conflict, msgNimStarted)
}

// join adds the presser to the lobby.
func (c *nimCommand) join(ctx context.Context, req *router.Request) (*router.Response, error) {
	me := req.User
	return c.press(ctx, req, func(g *nimGame, now time.Time) (bool, error) {
		if err := nimInLobby(g); err != nil {
			return false, err
		}
		switch {
		case me.Bot:
			return false, router.Fail(router.Forbidden, msgNimBotsCannotJoin)
		case g.seat(me.ID) >= 0:
			return false, router.Fail(router.Conflict, msgNimAlreadyIn)
		case len(g.Players) >= nimMaxPlayers:
			return false, router.Fail(router.Conflict, msgNimFull.Format(nimMaxPlayers))
		}
		g.Players = append(g.Players, nimPlayer{ID: me.ID})
		return true, nil
	})
}

// leave takes the presser out: of the lobby (a leaving host hands the lobby to the next player; the
// last human leaving closes it), or of a game in play (the turn passes on if it was theirs; the last
// player left wins).
func (c *nimCommand) leave(ctx context.Context, req *router.Request) (*router.Response, error) {
	me := req.User.ID
	return c.press(ctx, req, func(g *nimGame, now time.Time) (bool, error) {
		i := g.seat(me)
		switch {
		case g.Phase == nimOver:
			return false, router.Fail(router.Conflict, msgNimIsOver)
		case g.Phase == nimCancelled:
			return false, router.Fail(router.Conflict, msgNimWasCancelled)
		case i < 0:
			return false, router.Fail(router.Conflict, msgNimNotIn)
		case g.Phase == nimPlaying:
			g.log(nimEvent{Kind: nimEventLeft, Player: g.Players[i]})
			c.remove(ctx, g, i, now)
			return true, nil
		}
		g.Players = append(g.Players[:i], g.Players[i+1:]...)
		if me == g.Host {
			g.Host = ""
			for _, p := range g.Players {
				if !p.Bot {
					g.Host = p.ID
					break
				}
			}
			if g.Host == "" {
				g.Phase = nimCancelled
			}
		}
		return true, nil
	})
}

// begin starts the game from the lobby: the host only, with two players or more.
func (c *nimCommand) begin(ctx context.Context, req *router.Request) (*router.Response, error) {
	me := req.User.ID
	return c.press(ctx, req, func(g *nimGame, now time.Time) (bool, error) {
		if err := nimInLobby(g); err != nil {
			return false, err
		}
		switch {
		case me != g.Host:
			return false, router.Fail(router.Forbidden, msgNimOnlyHostStarts.Format(mention(g.Host)))
		case len(g.Players) < 2:
			return false, router.Fail(router.Conflict, msgNimNeedTwo)
		}
		g.Phase = nimPlaying
		g.Roster = append([]nimPlayer(nil), g.Players...)
		c.passTurn(ctx, g, 0, now)
		return true, nil
	})
}

// cancel closes the lobby: the host only.
func (c *nimCommand) cancel(ctx context.Context, req *router.Request) (*router.Response, error) {
	me := req.User.ID
	return c.press(ctx, req, func(g *nimGame, now time.Time) (bool, error) {
		if err := nimInLobby(g); err != nil {
			return false, err
		}
		if me != g.Host {
			return false, router.Fail(router.Forbidden, msgNimOnlyHostCancels.Format(mention(g.Host)))
		}
		g.Phase = nimCancelled
		return true, nil
	})
}

// rematch opens a new lobby with the same heaps, rules and players, the order turned by one so that
// someone else moves first. The old message loses its Rematch button; the new lobby follows it.
func (c *nimCommand) rematch(ctx context.Context, req *router.Request) (*router.Response, error) {
	me := req.User.ID
	newID := c.NewID()
	out, err := c.change(ctx, req, func(g *nimGame, now time.Time) (bool, error) {
		inRoster := false
		for _, p := range g.Roster {
			inRoster = inRoster || !p.Bot && p.ID == me
		}
		switch {
		case g.Phase != nimOver:
			return false, router.Fail(router.Conflict, msgNimRematchNotOver)
		case !inRoster:
			return false, router.Fail(router.Forbidden, msgNimOnlyPlayersRematch)
		case g.Rematch != "":
			return false, router.Fail(router.Conflict, msgNimRematchTaken)
		}
		g.Rematch = newID
		return true, nil
	})
	if err != nil {
		return nil, err
	}
	if out.refused != nil {
		return c.answer(req, out)
	}
	old := out.game
	players := append(append([]nimPlayer(nil), old.Roster[1:]...), old.Roster[0])
	for i := range players {
		players[i].Timeouts = 0
	}
	g := &nimGame{ID: newID, Host: me, Phase: nimLobby, Start: old.Start, Heaps: append([]int64(nil), old.Start...),
		Rule: old.Rule, Misere: old.Misere, Players: players, Lang: req.Lang, parsed: old.parsed}
	if err := storage.PutJSON(ctx, c.Store, nimKey(g.ID), nimIdle, g); err != nil {
		return nil, err
	}
	resp, err := c.answer(req, out)
	if err != nil {
		return nil, err
	}
	lobby, err := c.view(g, req.Lang)
	if err != nil {
		return nil, err
	}
	resp.Followups = append(resp.Followups, lobby)
	return resp, nil
}

// nimSeq reads the sequence number of a menu's custom_id.
func nimSeq(req *router.Request) int {
	n, err := strconv.Atoi(req.Params["seq"])
	if err != nil {
		return -1
	}
	return n
}
