// Package nim is /nim: Nim played in the channel by any number of players (kibitz among them if asked),
// and /nim analyze. It holds the command's definition in English and Korean, its routes and handlers, the
// games' session logic and turn timers, its settings (Config) and its messages (messages.go, which also
// words the solver's errors for `kibitz solve nim`: SolveError). It registers through
// commands.BackgroundGame, and commands/all lists it. In this package, nim.X names the solver,
// kibitz/solvers/nim.
//
// /nim start heaps [misere] [moves] [bot] [display] [difficulty] [count] [max] [turn] and /nim analyze heaps
// [misere] [moves] [display] [count] [max]. heaps:random draws the heaps (3 to 5 of 1 to 9 stones, or
// count heaps of 1 to max) from a generator seeded by the game's id (random.go).
//
// A game is one message in the channel, updated in place: first a lobby (Join, Leave, and the host's
// Start and Cancel; after the host has been away 5 minutes, anyone who joined may Start without them:
// away.go), then the board (a picture, or emoji or text: the view it was opened with) with two menus for the player to move (a heap, then how
// many stones to take from it), a Hint and a Leave button, and at the end the winner and a Rematch button.
// At Start the order of turns is drawn at random in a game between people (the host chose the heaps,
// and must not also choose to move first); alone against kibitz it stays in join order. Anyone else
// pressing gets a private "wait for your turn". Heaps may hold up to 2^63-1 stones: when a heap allows
// more amounts than a menu holds (25), the second menu lists ranges that narrow it, and an entry that
// opens a form for the exact amount (amount.go, play.go). With bot (or a difficulty), kibitz joins and plays at its
// level (nim.Choose: perfect takes a winning move whenever one exists, easy and medium blunder on
// purpose), moving in the same update as the move before it. The Rematch button reopens the lobby in the
// same message with the presser (and kibitz): the other people join again, since nobody gets a result
// from a game they did not join. A game that ends records
// each human player's result (results.go).
//
// Every change goes through storage.UpdateJSON on "nim:<id>" (kept 24 hours after the last change), and
// the menus' custom_ids carry the game's sequence number, so of two presses on the same board only one
// counts: the other sees the new number and gets the refreshed board instead.
//
// Turn timers (timer.go): a player who lets the game's turn time pass (the minutes of the host's turn
// option, else Config.TurnTimeout: turn.go) is out of the game, a loss as leaving is; the last player left
// wins. A press on a game whose deadline has passed applies the timeouts first; in between, Background
// sweeps them, found through a sorted set of deadlines that no game compares and sets, and edits the
// message through the Env's Messenger.
// The code is spread over nim.go (definition), game.go (the stored game), lobby.go (the lobby and the
// presses), away.go (a lobby whose host is away), play.go (moves, hints, kibitz), random.go (random heaps, the games' generators), results.go,
// timer.go, turn.go (a game's turn time), legacy.go (the timers' earlier keys, read during an upgrade),
// view.go (the message), amount.go (the amount menu), analyze.go, playing.go (the ranked games each player
// is in, whose position analyze declines), errors.go (the solver's errors) and messages.go.
package nim

import (
	"context"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/nim"
)

const (
	joinRoute    = "nim1/{game}/join"
	leaveRoute   = "nim1/{game}/leave"
	startRoute   = "nim1/{game}/start"
	cancelRoute  = "nim1/{game}/cancel"
	hintRoute    = "nim1/{game}/hint"
	rematchRoute = "nim1/{game}/rematch"
	heapRoute    = "nim1/{game}/heap/{seq}"
	takeRoute    = "nim1/{game}/take/{seq}/{heap}"
	amountRoute  = "nim1/{game}/amount/{seq}/{heap}" // the form for an exact amount

	idle = 24 * time.Hour // a game's time to live after its last move, under gameKey

	// maxPlayers: a lobby holds at most this many, kibitz included. Any number would do for the game;
	// the cap keeps the message readable (each player is a line of the embed) and a round of turns
	// bounded (each turn may last the game's turn time, maxTurnMinutes at most).
	maxPlayers   = 25
	maxLiveHeaps = 10 // heaps in a game played in the channel (the board stays readable)

	// heapsLength is the most characters the heaps option takes, and maxAnalyzeHeaps the most heaps it
	// can hold: one digit and one separator a heap, the last without its separator.
	heapsLength     = 1000
	maxAnalyzeHeaps = (heapsLength + 1) / 2
)

// gameKey is the store key of a game; the games waiting for a move are also in the set deadlinesKey
// (timer.go).
func gameKey(id string) string { return "nim:" + id }

// DefaultTurnTimeout is the turn timer when none is configured (KIBITZ_NIM_TURN_TIMEOUT). It stays well
// under the 15 minutes an interaction token lasts, so the game's message can still be edited when the
// timer runs out.
const DefaultTurnTimeout = 2 * time.Minute

// Config is what /nim alone needs to know.
type Config struct {
	// TurnTimeout is how long a player may take over a turn before the game moves on, in a game opened
	// without the turn option (turn.go). Zero means DefaultTurnTimeout.
	TurnTimeout time.Duration
	// Shuffle draws the order of turns when a game between people starts: a permutation of 0..n-1, the
	// seat in the lobby of the player who moves i-th. Nil means math/rand/v2's Perm, a draw nobody can
	// foresee: one seeded by the game's id, which the lobby's buttons carry, would let a host work out the
	// order before pressing Start and cancel until it suited them. Tests fix it.
	Shuffle func(n int) []int
}

// Command is /nim, ready to register (commands.BackgroundGame: its turn timers run in Background).
type Command struct {
	commands.Env
	Config
	rules    *ruleCache
	pictures *render.PNGCache // boards by heaps and last move: every press shows one, most unchanged
	legacy   *legacyPace      // when the turn timers' earlier keys are read next (legacy.go)
}

// New is /nim on env (its nil fields filled in by commands.Env.WithDefaults) with cfg.
func New(env commands.Env, cfg Config) *Command {
	if cfg.TurnTimeout <= 0 {
		cfg.TurnTimeout = DefaultTurnTimeout
	}
	if cfg.Shuffle == nil {
		cfg.Shuffle = rand.Perm
	}
	return &Command{Env: env.WithDefaults(), Config: cfg, rules: &ruleCache{},
		pictures: render.NewPNGCache(commands.PictureCacheSize), legacy: &legacyPace{}}
}

// ruleCache remembers the games' rules, parsed, by their text. Parsing a move set runs the period
// search of its subtraction game: microseconds for small sets, but 80-150 ms for moves 2,1000000 (3
// million values), and a press needs the rule several times (menus, the move, the end, kibitz, the
// board). Measured on a game with moves 2,1000000 through the router, on a busy machine: a heap pick
// took 152 ms and a move 126 ms when every use parsed the text again; with the rule parsed once per game
// value and kept here across presses, 4-14 ms each (median 8 of 5 runs), the board's PNG included. The
// cache is small and simply emptied when full: a miss only costs one parse.
type ruleCache struct {
	mu sync.Mutex
	m  map[string]nim.Rule
}

const ruleCacheSize = 64

// get returns the rule written as text (by nim.Rule.String), parsing it on a miss.
func (rc *ruleCache) get(text string) nim.Rule {
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
func (rc *ruleCache) put(text string, r nim.Rule) {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	if rc.m == nil || len(rc.m) >= ruleCacheSize {
		rc.m = make(map[string]nim.Rule)
	}
	rc.m[text] = r
}

// bind gives a game read from the store its parsed rule, from the cache.
func (c *Command) bind(g *Game) {
	if g != nil && g.parsed == nil {
		r := c.rules.get(g.Rule)
		g.parsed = &r
	}
}

// names are the names of /nim start and of its bot option, shared by the definition and the hint after a
// lobby refused where nobody else can join, which writes the user's command again with bot:true
// (hintWithKibitz), so that the hint names them as the reader's Discord client shows them (i18n.Name).
var names = struct{ command, start, bot i18n.Text }{
	command: i18n.Name(i18n.Text{En: "nim", Ko: "님"}),
	start:   i18n.Name(i18n.Text{En: "start", Ko: "시작"}),
	bot:     i18n.Name(i18n.Text{En: "bot", Ko: "봇"}),
}

// options are the options of /nim start and of /nim analyze, which share the position's.
func options() (start, analyze []router.Option) {
	heapsOpt := router.Option{
		Type:        discordgo.ApplicationCommandOptionString,
		Name:        i18n.Text{En: "heaps", Ko: "더미"},
		Description: i18n.Text{En: "Heap sizes like 3 4 5, or random: 3 to 5 heaps of 1 to 9 (count and max change it)", Ko: "3 4 5처럼 적은 더미 크기, 또는 무작위: 1~9개짜리 더미 3~5개 (개수·최대로 바꿈)"},
		Required:    true,
		MaxLength:   heapsLength,
		Words:       []router.Choice{{Name: randomWord, Value: randomWord.En}},
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
	one := 1.0
	countOpt := router.Option{
		Type:        discordgo.ApplicationCommandOptionInteger,
		Name:        i18n.Text{En: "count", Ko: "개수"},
		Description: i18n.Text{En: "With heaps:random: how many heaps (default 3 to 5)", Ko: "더미:무작위일 때 더미 개수 (기본 3~5개)"},
		MinValue:    &one,
		MaxValue:    maxLiveHeaps,
	}
	maxOpt := router.Option{
		Type:        discordgo.ApplicationCommandOptionInteger,
		Name:        i18n.Text{En: "max", Ko: "최대"},
		Description: i18n.Text{En: "With heaps:random: the most stones in a heap (default 9)", Ko: "더미:무작위일 때 한 더미의 최대 돌 개수 (기본 9개)"},
		MinValue:    &one,
		MaxValue:    randomMaxLimit,
	}
	levelChoices := make([]router.Choice, 0, 3)
	for _, l := range nim.Levels() {
		levelChoices = append(levelChoices, router.Choice{Name: levelNames[l], Value: string(l)})
	}
	start = []router.Option{heapsOpt, misereOpt, movesOpt, {
		Type:        discordgo.ApplicationCommandOptionBoolean,
		Name:        names.bot,
		Description: i18n.Text{En: "kibitz joins the game (and plays perfectly unless difficulty says otherwise)", Ko: "kibitz가 참가합니다 (난이도를 정하지 않으면 완벽하게 둡니다)"},
	}, commands.DisplayOption(), {
		Type:        discordgo.ApplicationCommandOptionString,
		Name:        i18n.Text{En: "difficulty", Ko: "난이도"},
		Description: i18n.Text{En: "How well kibitz plays (default perfect); giving it makes kibitz join the game", Ko: "kibitz의 실력 (기본 완벽). 고르면 kibitz가 게임에 참가합니다"},
		Choices:     levelChoices,
	}, countOpt, maxOpt, turnOption()}
	analyze = []router.Option{heapsOpt, misereOpt, movesOpt, commands.DisplayOption(), countOpt, maxOpt}
	return start, analyze
}

// Register adds /nim, its buttons, menus and form to m.
func (c *Command) Register(m *router.Mux) {
	start, analyze := options()
	m.Command(router.Command{
		Name:        names.command,
		Description: i18n.Text{En: "Nim: play in the channel with friends and kibitz, or analyze a position", Ko: "님 게임: 채널에서 친구들, kibitz와 함께 두거나 국면을 분석합니다"},
		Subcommands: []router.Subcommand{{
			Name:        names.start,
			Description: i18n.Text{En: "Open a Nim game in the channel: players join, then take turns", Ko: "채널에 님 게임을 엽니다: 참가한 뒤 차례로 둡니다"},
			AloneDescription: i18n.Text{
				En: "Play kibitz at Nim (bot:true or a difficulty): nobody else can join here",
				Ko: "kibitz와 님을 둡니다 (봇:true 또는 난이도): 여기서는 다른 사람이 참가할 수 없습니다",
			},
			Example: "/nim start heaps:random count:4 difficulty:medium turn:5",
			Handler: c.start,
			// display is the view of the game's message for its whole life (Game.View). The options
			// after it came later: new options go last, so that the older ones keep their places.
			Options: start,
		}, {
			Name:        i18n.Text{En: "analyze", Ko: "분석"},
			Description: i18n.Text{En: "Who wins a Nim position, the winning move and the Grundy values", Ko: "님 국면의 승패, 이기는 수, 그런디 값을 보여 줍니다"},
			Example:     "/nim analyze heaps:3 4 5 moves:1-3",
			Handler:     c.analyze,
			Options:     analyze,
		}},
	})
	m.Component(joinRoute, c.join)
	m.Component(leaveRoute, c.leave)
	m.Component(startRoute, c.begin)
	m.Component(cancelRoute, c.cancel)
	m.Component(hintRoute, c.hint)
	m.Component(rematchRoute, c.rematch)
	m.Component(heapRoute, c.pickHeap)
	m.Component(takeRoute, c.take)
	m.Component(amountRoute, c.amount)
}
