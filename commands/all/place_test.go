package all

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
)

// TestRankingWordsPerPlace: what /leaderboard, /stats and /help topic:leaderboard say of where results
// rank and whom a daily is shared with is true in each of the four places, as the games key them
// (router.Request.Scope, RankScope): a server that added kibitz shares its dailies and rankings server-wide,
// a channel of a server that did not add it and a group DM per channel, and a DM with kibitz has a daily of
// the user's own and no leaderboard. No reply speaks of a server where kibitz keeps nothing for one.
func TestRankingWordsPerPlace(t *testing.T) {
	h := newHarness(t)
	type ask struct {
		name, sub string
		opts      []opt
	}
	var (
		wordle = ask{"leaderboard", "", []opt{{"game", "wordle"}}}
		sudoku = ask{"leaderboard", "", []opt{{"game", "sudoku"}}}
		stats  = ask{"stats", "", nil}
		help   = ask{"help", "", []opt{{"topic", "leaderboard"}}}
	)
	for _, tc := range []struct {
		place string
		in    func(*discordgo.Interaction) *discordgo.Interaction
		// want are the words each reply must say, in English then in Korean.
		want map[*ask][2]string
		// server says whether the place is a server that added kibitz: only there may a reply speak of
		// "this server".
		server bool
	}{
		{"a server that added kibitz", func(in *discordgo.Interaction) *discordgo.Interaction { return in },
			map[*ask][2]string{
				&wordle: {"Counted here: The daily word (`/wordle daily`, the same for everyone in this server)", "오늘의 단어(`/워들 오늘의단어`, 이 서버의 모두에게 같은 단어)"},
				&sudoku: {"Counted here: The daily puzzle (`/sudoku daily`, the same for everyone in this server)", "오늘의 퍼즐(`/스도쿠 오늘의퍼즐`, 이 서버의 모두에게 같은 퍼즐)"},
				&stats:  {"(those played here on this server's /leaderboard)", "여기서 한 게임은 이 서버의 /순위표에 오릅니다"},
				&help:   {"A result counts on this server's /leaderboard, from the games played here,", "이 서버에서 한 게임 중"},
			}, true},
		{"a server where only the user installed kibitz", func(in *discordgo.Interaction) *discordgo.Interaction {
			return commandtest.InUserInstallServer(in, "g", "ch")
		}, map[*ask][2]string{
			&wordle: {"Counted here: The daily word (`/wordle daily`, the same for everyone in this channel)", "오늘의 단어(`/워들 오늘의단어`, 이 채널의 모두에게 같은 단어)"},
			&sudoku: {"Counted here: The daily puzzle (`/sudoku daily`, the same for everyone in this channel)", "오늘의 퍼즐(`/스도쿠 오늘의퍼즐`, 이 채널의 모두에게 같은 퍼즐)"},
			&stats:  {"(those played here on this channel's /leaderboard)", "여기서 한 게임은 이 채널의 /순위표에 오릅니다"},
			&help:   {"A result counts on this channel's /leaderboard, from the games played here,", "이 채널에서 한 게임 중"},
		}, false},
		{"a direct message with kibitz", commandtest.InBotDM, map[*ask][2]string{
			// No leaderboard here: /help says what ranks where, and what the daily here is.
			&stats: {"your direct messages with kibitz have none", "kibitz와의 DM에는 순위표가 없어"},
			&help:  {"The daily word (`/wordle daily`; here, in your direct messages with kibitz, a word of your own)", "kibitz와의 DM인 여기서는 나만의 단어"},
		}, false},
		{"a group DM", func(in *discordgo.Interaction) *discordgo.Interaction { return commandtest.InGroupDM(in, "gdm") },
			map[*ask][2]string{
				&wordle: {"Counted here: The daily word (`/wordle daily`, the same for everyone in this chat)", "오늘의 단어(`/워들 오늘의단어`, 이 대화방의 모두에게 같은 단어)"},
				&sudoku: {"Counted here: The daily puzzle (`/sudoku daily`, the same for everyone in this chat)", "오늘의 퍼즐(`/스도쿠 오늘의퍼즐`, 이 대화방의 모두에게 같은 퍼즐)"},
				&stats:  {"(those played here on this chat's /leaderboard)", "여기서 한 게임은 이 대화방의 /순위표에 오릅니다"},
				&help:   {"A result counts on this chat's /leaderboard, from the games played here,", "이 대화방에서 한 게임 중"},
			}, false},
	} {
		t.Run(tc.place, func(t *testing.T) {
			for _, a := range []*ask{&wordle, &sudoku, &stats, &help} {
				want, ok := tc.want[a]
				if !ok {
					continue
				}
				for i, locale := range []discordgo.Locale{discordgo.EnglishUS, discordgo.Korean} {
					got := commandtest.Text(h.Serve(tc.in(commandtest.CommandIn(alice, locale, a.name, a.sub, a.opts...))))
					if !strings.Contains(got, want[i]) {
						t.Errorf("/%s %v in %s lacks %q:\n%s", a.name, a.opts, locale, want[i], got)
					}
					// "the server or the chat" was said everywhere, and true nowhere but in a server.
					for _, wrong := range []string{"server or the chat", "server or chat", "서버나 대화방"} {
						if strings.Contains(got, wrong) {
							t.Errorf("/%s %v in %s says %q:\n%s", a.name, a.opts, locale, wrong, got)
						}
					}
					if !tc.server && (strings.Contains(got, "this server") || strings.Contains(got, "이 서버")) {
						t.Errorf("/%s %v in %s speaks of this server, where there is none:\n%s", a.name, a.opts, locale, got)
					}
				}
			}
			// Each place's rules are worded for it, the longest in a DM with kibitz: every one fits in one
			// message in every language (TestHelpListsEveryGame sees a server's only). The handler's own
			// reply: once router.Fit has moved a long text into an attachment it always fits.
			h.Unfitted = true
			defer func() { h.Unfitted = false }()
			for _, locale := range walkLocales() {
				resp := h.Serve(tc.in(commandtest.CommandIn(alice, locale, help.name, help.sub, help.opts...)))
				for _, over := range commandtest.Overs(resp) {
					t.Errorf("/help topic:leaderboard in %s: %s", locale, over)
				}
			}
		})
	}
}

// TestGamesForOthersWhereOthersSee: a game for more than one person is refused, with why and what to do
// instead, where nobody else would see it: in a DM with kibitz, and in a server that did not add kibitz and
// does not let it post (Discord shows its replies to the asker only: the game would name or wait for people
// who can never see it). Where the same server lets kibitz post, each starts as ever. The refusal's
// example never holds what it refuses.
func TestGamesForOthersWhereOthersSee(t *testing.T) {
	bob := commandtest.User("102")
	for _, g := range []struct {
		name, sub string
		opts      []opt
		refused   []string // in a DM, then in a server that hides kibitz's replies
		not       string   // what the refusal's example must not hold
	}{
		{"tictactoe", "play", []opt{{"opponent", bob}}, []string{"Nobody else is in your direct messages", "Nobody else here can see kibitz's messages to accept a challenge"}, "opponent:"},
		{"sudoku", "play", []opt{{"together", true}}, []string{"Nobody else is in your direct messages", "Nobody else here can see kibitz's messages to play together"}, "together"},
		{"wordle", "challenge", []opt{{"word", "crane"}}, []string{"nobody else is in your direct messages", "nobody else here can see kibitz's messages"}, "challenge"},
	} {
		h := newHarness(t)
		in := func() *discordgo.Interaction {
			return commandtest.CommandIn(alice, discordgo.EnglishUS, g.name, g.sub, g.opts...)
		}
		for i, where := range []*discordgo.Interaction{commandtest.InBotDM(in()), commandtest.InHiddenServer(in(), "g", "ch")} {
			resp := h.Serve(where)
			if !resp.Private || !strings.Contains(resp.Content, g.refused[i]) {
				t.Errorf("/%s %s, place %d: %q", g.name, g.sub, i, resp.Content)
			}
			if _, example, _ := strings.Cut(resp.Content, "\n"); strings.Contains(example, g.not) {
				t.Errorf("/%s %s, place %d: the refusal's example holds %q: %q", g.name, g.sub, i, g.not, example)
			}
		}
		posting := commandtest.InUserInstallServer(in(), "g", "ch")
		posting.AppPermissions = discordgo.PermissionViewChannel | discordgo.PermissionSendMessages
		if resp := h.Serve(posting); strings.Contains(resp.Content, "Nobody else") || strings.Contains(resp.Content, "nobody else") {
			t.Errorf("/%s %s where kibitz may post: %q", g.name, g.sub, resp.Content)
		}
	}
}

// TestHelpWhereNobodyElseIs: where nobody else can take part, /help topic:<command> says of each
// subcommand and option for others that it does not work here, and shows no example that would be
// refused; where others can, it shows them as ever.
func TestHelpWhereNobodyElseIs(t *testing.T) {
	h := newHarness(t)
	const dm, hidden = "(not in your direct messages with kibitz: nobody else is here)", "(not here: nobody else can see kibitz's messages)"
	for _, tc := range []struct {
		place       string
		in          func(*discordgo.Interaction) *discordgo.Interaction
		note        string
		wantExample bool
	}{
		{"a server", func(in *discordgo.Interaction) *discordgo.Interaction { return in }, "", true},
		{"a group DM", func(in *discordgo.Interaction) *discordgo.Interaction { return commandtest.InGroupDM(in, "gdm") }, "", true},
		{"a DM with kibitz", commandtest.InBotDM, " " + dm, false},
		{"a server that hides kibitz's replies", func(in *discordgo.Interaction) *discordgo.Interaction {
			return commandtest.InHiddenServer(in, "g", "ch")
		}, " " + hidden, false},
	} {
		for _, topic := range []struct{ name, line, example string }{
			{"wordle", "• `/wordle challenge word`: Set a secret word for the channel: everyone plays it on their own board", "/wordle challenge word:crane"},
			{"sudoku", "• `together`: Let anyone in the channel fill in cells (only you if left out). Values: true, false", "together:true"},
			// A line that ends in a parenthesis takes the note inside it: no two parentheses side by side.
			{"tictactoe", "• `opponent`: Who you challenge (kibitz when left out)", ""}, // its example has no opponent
		} {
			got := commandtest.Text(h.Serve(tc.in(commandtest.CommandIn(alice, discordgo.EnglishUS, "help", "", opt{"topic", topic.name}))))
			want := topic.line + tc.note
			if strings.HasSuffix(topic.line, ")") && tc.note != "" {
				want = strings.TrimSuffix(topic.line, ")") + "; " + strings.TrimPrefix(tc.note, " (")
			}
			if !strings.Contains(got, want) || strings.Contains(got, ") (") || (tc.note == "" && (strings.Contains(got, dm) || strings.Contains(got, hidden))) {
				t.Errorf("%s, /help topic:%s: want %q:\n%s", tc.place, topic.name, want, got)
			}
			if topic.example != "" && strings.Contains(got, topic.example) != tc.wantExample {
				t.Errorf("%s, /help topic:%s: example %q shown %v, want %v:\n%s", tc.place, topic.name, topic.example, !tc.wantExample, tc.wantExample, got)
			}
		}
		// /nim start opens a lobby others join; where nobody else can, it is a game against kibitz only.
		nim := commandtest.Text(h.Serve(tc.in(commandtest.CommandIn(alice, discordgo.EnglishUS, "help", "", opt{"topic", "nim"}))))
		lobby, alone := "Open a Nim game in the channel: players join, then take turns", "Play kibitz at Nim (bot:true or a difficulty): nobody else can join here"
		want, not := lobby, alone
		if tc.note != "" {
			want, not = alone, lobby
		}
		if !strings.Contains(nim, want) || strings.Contains(nim, not) {
			t.Errorf("%s, /help topic:nim: want %q, not %q:\n%s", tc.place, want, not, nim)
		}
		// /leaderboard works wherever people play together, a server that hides kibitz's replies too
		// (its channel's ranking): only a DM with kibitz marks it, in the overview and on its page.
		inDM := tc.note == " "+dm
		overview := commandtest.Text(h.Serve(tc.in(commandtest.CommandIn(alice, discordgo.EnglishUS, "help", ""))))
		page := commandtest.Text(h.Serve(tc.in(commandtest.CommandIn(alice, discordgo.EnglishUS, "help", "", opt{"topic", "leaderboard"}))))
		if strings.Contains(overview, "most ranked wins in a game "+dm) != inDM || strings.Contains(page, "most ranked wins in a game "+dm) != inDM ||
			strings.Contains(page, "Example: `/leaderboard") == inDM {
			t.Errorf("%s: /leaderboard marked %v in the overview and on its page:\n%s\n%s", tc.place, !inDM, overview, page)
		}
	}
}
