package commands

import (
	"context"
	"errors"
	"math"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"

	"kibitz/i18n"
	"kibitz/router"
	"kibitz/storage"
)

// Ranked games in progress, by player. kibitz's own analysis commands (/nim analyze, and /grundy for the
// Nim positions its games write otherwise; /tictactoe analyze, /sudoku solve and hint, /wordle assist)
// would otherwise hand a player the best move of the very game they are playing for a ranking; instead
// they decline a position the asker is playing in a ranked game still going, as a chess server keeps its engine away from a game in progress. A spectator asking for a
// player, or a position changed by hand, cannot be seen; kibitz's own tools at least do not help.
//
// The index is one sorted set a game kind and player, each ranked game in progress the player is seated
// in scored by the time it lives until (its store TTL from its last write) in Unix milliseconds, so an
// entry of a game that expired unseen counts for nothing. A game sets its players' entries after its own
// compare-and-set, as it sets its deadlines (SetPlaying), and takes them out when it ends; the analysis
// reads the asker's entries (Playing) and loads those games to compare positions. A store that fails is
// logged and the analysis goes ahead: a lost entry costs a ranking's strictness, never a reply.

// A ranked game is also entered under its channel (InChannel) while it is played: an analysis asked in
// that channel of its position is declined to anyone, seated or not (RankedHere). The answer would be
// posted under the game's own board, where its player to move reads it: a spectator, or a friend, could
// otherwise hand them the winning move in public, which kibitz refuses them in private (RankedInPlay).
// Elsewhere, a spectator still gets the answer: kibitz cannot tell a position asked in another channel
// from any other, nor stop anyone from working it out, but its own tools do not post it beside the game.

// InChannel is the member that stands for a channel in the index, in place of a user id (snowflakes are
// digits alone, so it is never one).
func InChannel(channel string) string { return "in:" + channel }

// playingMost bounds the games Playing reads. More ranked games in progress than this for one player of
// one kind is not a thing a person does, but it is cheap to make: a Sudoku daily stays in progress for a
// week unsolved, one a place, and every channel of a server that only its member added kibitz to is a
// place. So beyond it an analysis declines (PlayingAny), since a game among those unread could be the one
// asked about: a bound of 20 read the soonest to expire first, and twenty throwaway dailies opened after
// the real one hid it from /sudoku solve and /wordle assist for a week. The bound keeps the reads one
// analysis makes to that many.
const playingMost = 100

func playingKey(game, user string) string { return "playing:" + game + ":" + user }

// SetPlaying records that user plays the ranked game id of kind game until the time until (when it expires
// unless it is written again); a zero until takes the game out of user's entries.
func (e Env) SetPlaying(ctx context.Context, game, user, id string, until time.Time) {
	key := playingKey(game, user)
	if until.IsZero() {
		if err := e.Store.ZRem(ctx, key, id); err != nil {
			e.Log.Warn("updating the games in progress", "set", key, "game", id, "err", err)
		}
		return
	}
	err := e.Store.ZAdd(ctx, key, id, DeadlineScore(until))
	if err == nil {
		// The set lives as long as its latest entry: entries are written with the game's own TTL, so the
		// latest write is the longest.
		err = e.Store.Expire(ctx, key, until.Sub(e.Now())+time.Minute)
	}
	if err == nil && !e.swept.recent(key, e.Now()) {
		err = e.dropStale(ctx, key)
	}
	if err != nil {
		e.Log.Warn("updating the games in progress", "set", key, "game", id, "err", err)
	}
}

// playingStale is how long past its time an entry stays in a player's index of games in progress
// before a write takes it out (dropStale): a move that renews its game as the game's time runs out
// writes the entry again a moment later, and taking it out in between would leave that game unseen by
// the analyses until its next move.
const playingStale = time.Minute

// dropStale takes out of the index key the entries whose time passed playingStale ago, up to
// playingMost of them (the next writes take any more). Readers skip them (PlayingAll), but while the
// set was written again they stayed: a player who left a Sudoku daily unsolved in each place they
// played kept one entry a place and day for as long as they went on playing. The store has no removal
// by score, so this is a read and a removal; an entry renewed between the two is one whose game had run
// out, which playingStale keeps from happening.
func (e Env) dropStale(ctx context.Context, key string) error {
	now := e.Now()
	stale, err := e.Store.ZRangeByScore(ctx, key, math.Inf(-1), float64(now.Add(-playingStale).UnixMilli()), playingMost)
	if err != nil {
		return err
	}
	if len(stale) > 0 {
		ids := make([]string, len(stale))
		for i, s := range stale {
			ids[i] = s.Member
		}
		if err := e.Store.ZRem(ctx, key, ids...); err != nil {
			return err
		}
	}
	if len(stale) < playingMost { // a full batch may have left more: the next write looks again
		e.swept.mark(key, now)
	}
	return nil
}

// sweptKeysMost bounds the indexes sweptKeys remembers: a key it forgot is only swept again at its next
// write, one read more.
const sweptKeysMost = 4096

// sweptKeys remembers, for this process, when each index of games in progress was last swept (dropStale)
// and left with nothing more to take out. SetPlaying runs in the press handlers, where a tic-tac-toe move
// writes three entries and a Nim turn up to 26: a sweep on each was a read more a write, where one a key
// within playingStale takes out the same entries, at most playingStale later. Another replica sweeps on
// its own; a nil *sweptKeys (an Env not made by WithDefaults) sweeps on every write.
type sweptKeys struct {
	at *lru.Cache[string, time.Time]
}

func newSweptKeys() *sweptKeys {
	at, err := lru.New[string, time.Time](sweptKeysMost)
	if err != nil {
		panic(err) // only for a size below one
	}
	return &sweptKeys{at: at}
}

// recent reports whether key was swept less than playingStale before now.
func (s *sweptKeys) recent(key string, now time.Time) bool {
	if s == nil {
		return false
	}
	at, ok := s.at.Get(key)
	return ok && !now.Before(at) && now.Sub(at) < playingStale
}

func (s *sweptKeys) mark(key string, now time.Time) {
	if s != nil {
		s.at.Add(key, now)
	}
}

// Playing lists the ranked games of kind game that user plays and that have not expired, the soonest to
// expire first, at most playingMost of them (PlayingAll says whether there are more). A store that fails
// is logged and reads as none.
func (e Env) Playing(ctx context.Context, game, user string) []string {
	ids, _ := e.PlayingAll(ctx, game, user)
	return ids
}

// PlayingAll is Playing, and whether it lists them all: all is false when user plays more than
// playingMost, and an analysis then declines whatever it is asked.
func (e Env) PlayingAll(ctx context.Context, game, user string) (ids []string, all bool) {
	key := playingKey(game, user)
	found, err := e.Store.ZRangeByScore(ctx, key, float64(e.Now().UnixMilli()), math.Inf(1), playingMost+1)
	if err != nil {
		e.Log.Warn("reading the games in progress", "set", key, "err", err)
		return nil, true
	}
	all = len(found) <= playingMost
	found = found[:min(len(found), playingMost)]
	ids = make([]string, len(found))
	for i, s := range found {
		ids[i] = s.Member
	}
	return ids, all
}

// PlayingAny reports whether one of the games of kind game that user plays (Playing), each read from its
// store key (key of its id), matches: the analysis then declines. A game gone from the store counts for
// nothing; one that cannot be read is logged and counts for nothing either, so the analysis goes ahead.
// match sees the game as stored, and judges whether it is still ranked and going. More games in progress
// than Playing reads match (playingMost, PlayingAll).
func PlayingAny[G storage.Versioned](ctx context.Context, e Env, game, user string, key func(id string) string, match func(g *G) bool) bool {
	ids, all := e.PlayingAll(ctx, game, user)
	if !all {
		return true
	}
	for _, id := range ids {
		var g G
		if err := storage.GetJSON(ctx, e.Store, key(id), &g); err != nil {
			if !errors.Is(err, storage.ErrNotFound) {
				e.Log.Warn("reading a game in progress", "kind", game, "game", id, "err", err)
			}
			continue
		}
		if match(&g) {
			return true
		}
	}
	return false
}

// PlayingHere is PlayingAny for the games of kind game entered under channel (InChannel): whether one of
// the ranked games in progress there matches. None for a channel not known ("").
func PlayingHere[G storage.Versioned](ctx context.Context, e Env, game, channel string, key func(id string) string, match func(g *G) bool) bool {
	return channel != "" && PlayingAny(ctx, e, game, InChannel(channel), key, match)
}

var (
	msgPlayingRanked = i18n.Text{
		En: "This comes from your ranked %s game in progress, so kibitz keeps its analysis until that game is over.",
		Ko: "진행 중인 내 순위전 %s 게임에서 나온 것이라, 그 게임이 끝날 때까지 kibitz는 분석하지 않습니다.",
	}
	hintPlayingRanked = i18n.Text{
		En: "Finish the game first; a practice game is yours to analyse at any time",
		Ko: "먼저 게임을 끝내세요. 연습 게임은 언제든 분석할 수 있습니다",
	}
	hintFinishRanked = i18n.Text{
		En: "Finish that game first",
		Ko: "먼저 그 게임을 끝내세요",
	}
	msgRankedHere = i18n.Text{
		En: "A ranked %s game on this position is being played in this channel, so kibitz keeps its analysis here until that game is over.",
		Ko: "이 채널에서 이 국면으로 순위전 %s 게임이 진행 중이라, 그 게임이 끝날 때까지 kibitz는 여기서 분석하지 않습니다.",
	}
	msgRankedInPlay = i18n.Text{
		En: "This is a ranked %s game still being played, so kibitz keeps its analysis from anyone not playing in it until the game is over.",
		Ko: "아직 진행 중인 순위전 %s 게임이라, 게임이 끝날 때까지 kibitz는 참가하지 않은 사람에게 분석을 보여 주지 않습니다.",
	}
)

// PlayingRanked is the refusal of an analysis of the position the asker plays in a ranked game of the
// named kind that is still going.
func PlayingRanked(game i18n.Text) error {
	return router.Fail(router.Forbidden, msgPlayingRanked.Format(game)).WithHint(hintPlayingRanked)
}

// PlayingRankedElsewhere is PlayingRanked for a game's own hint, pressed in another game (a practice game
// set up on the same position, say) while the asker plays that position in a ranked game still going: the
// practice game itself may be analysed, not the ranked game through it.
func PlayingRankedElsewhere(game i18n.Text) error {
	return router.Fail(router.Forbidden, msgPlayingRanked.Format(game)).WithHint(hintFinishRanked)
}

// RankedHere is the refusal of an analysis, asked in a channel, of the position of a ranked game of the
// named kind being played there (InChannel), to anyone.
func RankedHere(game i18n.Text) error {
	return router.Fail(router.Forbidden, msgRankedHere.Format(game)) // it says when to ask again: no hint repeats it
}

// RankedInPlay is the refusal of a ranked game's own hint to someone not seated in it while it is played:
// a spectator's hint, or an alt account's, would otherwise be the winning move relayed to a player, as a
// chess server keeps its engine from everyone while a rated game is played.
func RankedInPlay(game i18n.Text) error {
	return router.Fail(router.Forbidden, msgRankedInPlay.Format(game))
}
