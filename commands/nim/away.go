package nim

import (
	"slices"
	"time"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
)

// A lobby whose host walked away. Only the host presses Start, and a host who left their keyboard
// would leave the people who joined with nothing to press but Leave, the lobby standing for a day (idle).
// From hostAway after the host took the lobby (opened it, asked for the rematch, or was handed it by a
// host who left), anyone who joined may press Start: the host is taken out of the lobby first, so that
// nobody is seated in a ranked game they did not start (no result, no turn to time out), and the game
// starts if enough players are left (two, kibitz counting where it is in the lobby), as the host's Start
// would. The lobby says from when, so nobody has to guess, and Start before then says it privately.
//
// The wait counts from when the host took the lobby, not from their last press: every press of a host
// on a lobby they still host is refused and changes nothing (Join: already in; Start with nobody else
// there), or ends their hosting (Start, Cancel, Leave), so there is no later press to count from.
//
// Start, Cancel and the takeover are presses on the same game, each one compare-and-set (Command.change):
// of the host's press and another's at the same instant, one counts and the other is told the game has
// started or was cancelled.

// hostAway is how long after taking the lobby its host may be passed over. Long enough for a host who
// is there, waiting for one more friend, to read the line that says when (Game.awayLine) and press Start
// first: a lobby whose message is in view fills in a minute or two. Short enough that those who joined,
// in a busy channel whose messages scroll out of view within minutes, are still there to play, where the
// lobby's day (idle) would see them gone. A game in play waits less for a player who is away: one turn,
// 2 minutes by default (DefaultTurnTimeout), after which they are out of it.
const hostAway = 5 * time.Minute

// hosted is when a lobby's host took it (Game.Hosted): hostAway runs from then for that host, in that
// round.
type hosted struct {
	Host  string    `json:"host"`
	Round int       `json:"round,omitempty"`
	At    time.Time `json:"at"`
}

// hostFrom notes that g's host took its lobby at now.
func (g *Game) hostFrom(now time.Time) { g.Hosted = &hosted{Host: g.Host, Round: g.Round, At: now} }

// awayFrom is when the people who joined g's lobby may start it without its host; false when they may
// not: where nobody else can join, and in a lobby whose host took it in a release before hostAway, or in
// one that handed the lobby on or reopened it for a rematch during an upgrade (it kept Game.Hosted as it
// was: storage/unknown.go), whose note is then of another host or round.
func (g *Game) awayFrom() (time.Time, bool) {
	h := g.Hosted
	if h == nil || h.Host != g.Host || h.Round != g.Round || g.noneCanJoin() {
		return time.Time{}, false
	}
	return h.At.Add(hostAway), true
}

// startWithout takes the host out of g's lobby, at presser's Start at now, and returns the host taken
// out; a user error, g unchanged, before awayFrom, for someone who has not joined, or when too few
// players would be left.
func (g *Game) startWithout(presser string, now time.Time) (string, error) {
	from, ok := g.awayFrom()
	host := commands.Mention(g.Host)
	switch {
	case !ok:
		return "", router.Fail(router.Forbidden, msgOnlyHostStarts.Format(host))
	case now.Before(from):
		return "", router.Fail(router.Forbidden, msgHostStartsUntil.Format(host, commands.Until(from)))
	case g.seat(presser) < 0:
		return "", router.Fail(router.Forbidden, msgJoinToStart.Format(host))
	case len(g.Players) <= 2: // the host and the presser: kibitz, where it plays, is a third
		return "", router.Fail(router.Conflict, msgTooFewWithout.Format(host))
	}
	away := g.Host
	g.Players = slices.DeleteFunc(g.Players, func(p player) bool { return !p.Bot && p.ID == away })
	g.Host = presser
	return away, nil
}

// awayLine is the lobby's line under its players that says from when the host may be passed over; ""
// where they may not be.
func (g *Game) awayLine(lang i18n.Lang, now time.Time) string {
	from, ok := g.awayFrom()
	switch {
	case !ok || g.Phase != phaseLobby:
		return ""
	case now.Before(from):
		return msgAwayFrom.F(lang, commands.Mention(g.Host), commands.Until(from))
	}
	// A relative timestamp in the past would read "may start 2 minutes ago".
	return msgAwayNow.F(lang, commands.Mention(g.Host))
}

// The messages of a lobby whose host is away.
var (
	// msgAwayFrom and msgAwayNow are the lobby's line (Game.awayLine): the host, and when (commands.Until).
	msgAwayFrom = i18n.Text{
		En: "If %s is away, anyone who joined may start the game %s.",
		Ko: "%s 님이 자리를 비우면 %s부터 참가한 누구나 게임을 시작할 수 있습니다.",
	}
	msgAwayNow = i18n.Text{
		En: "If %s is away, anyone who joined may start the game now.",
		Ko: "%s 님이 자리를 비우면 이제 참가한 누구나 게임을 시작할 수 있습니다.",
	}
	// msgHostStartsUntil refuses Start to anyone but the host before hostAway: the host, and when.
	msgHostStartsUntil = i18n.Text{
		En: "Only the host, %s, can start the game for now: if they are away, anyone who joined may start it %s.",
		Ko: "지금은 방장 %s 님만 게임을 시작할 수 있습니다. 방장이 자리를 비우면 %s부터 참가한 누구나 시작할 수 있습니다.",
	}
	// msgJoinToStart refuses Start after hostAway to someone who has not joined.
	msgJoinToStart = i18n.Text{
		En: "Only the host, %s, or someone who joined can start the game: press **Join** first.",
		Ko: "방장 %s 님이나 참가한 사람만 게임을 시작할 수 있습니다. 먼저 **참가**를 누르세요.",
	}
	// msgTooFewWithout refuses a Start without the host that would leave the presser alone.
	msgTooFewWithout = i18n.Text{
		En: "Without %s you would be alone, and a game needs at least two players: wait for someone to press **Join**, or for the host.",
		Ko: "%s 님이 빠지면 혼자만 남는데, 게임에는 두 명 이상이 필요합니다. 누군가 **참가**를 누르거나 방장이 돌아올 때까지 기다리세요.",
	}
	// msgStartedWithout says, in the message that calls the players, that the host was passed over: the
	// host (named, not notified), then the presser.
	msgStartedWithout = i18n.Text{
		En: "%s was away, so %s started the game without them.",
		Ko: "%s 님이 자리를 비워 %s 님이 방장 없이 게임을 시작했습니다.",
	}
)
