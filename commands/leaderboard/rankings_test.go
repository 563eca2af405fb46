package leaderboard

import (
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/internal/testenv"
	"kibitz/router"
)

// mod is a moderator of guild "g": a member with Manage Server.
var mod = &discordgo.User{ID: "1009", Username: "mod"}

// rankingsSetup is setup with the log kept, at info level.
func rankingsSetup(t *testing.T) (*commandtest.Harness, commands.Env, *testenv.Buffer, *commandtest.Clock) {
	t.Helper()
	clock := commandtest.NewClock(wednesday)
	logs := &testenv.Buffer{}
	var env commands.Env
	h := commandtest.New(t, func(h *commandtest.Harness) {
		h.Log = slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelInfo}))
		env = commands.Env{Store: h.Store, Log: h.Log, NewID: h.NewID, Now: clock.Now}.WithDefaults()
		New(env, Config{Scorings: scorings}).Register(h.Mux)
	})
	return h, env, logs, clock
}

// rankingsIn is /rankings sub as u, a member of guild "g" with the permissions perms.
func rankingsIn(u *discordgo.User, perms int64, locale discordgo.Locale, sub string, opts ...opt) *discordgo.Interaction {
	in := commandtest.CommandIn(u, locale, "rankings", sub, opts...)
	in.Member.Permissions = perms
	return in
}

// TestRankingsRemove: a moderator takes a player off the place's leaderboards: /leaderboard no longer shows
// them, nor their later wins there, while another place's still does; privately, in their language,
// notifying nobody, saying from how many boards and that /stats still counts; and it is logged.
func TestRankingsRemove(t *testing.T) {
	h, env, logs, _ := rankingsSetup(t)
	win := func(guild string, u *discordgo.User) {
		t.Helper()
		record(t, env, commands.Result{Game: "tictactoe", GuildID: guild, UserID: u.ID, Outcome: commands.Win})
	}
	win("g", alice)
	win("g", bob)
	win("h", alice)
	record(t, env, commands.Result{Game: "sudoku", GuildID: "g", UserID: alice.ID, Outcome: commands.Win, Time: 90e9})

	resp := h.Serve(rankingsIn(mod, discordgo.PermissionManageGuild, discordgo.EnglishUS, "remove", opt{"user", alice}))
	for _, want := range []string{
		"<@1001> is off this server's leaderboards now: taken off 4 boards",
		"Their ranked wins here will not count on them until a moderator puts them back with /rankings restore",
		"Their own /stats still count every game they play, here too.",
	} {
		if !strings.Contains(resp.Content, want) {
			t.Errorf("the reply lacks %q:\n%s", want, resp.Content)
		}
	}
	if !resp.Private || len(resp.Notify) != 0 {
		t.Errorf("the reply is private %v, notifies %v; want private, nobody", resp.Private, resp.Notify)
	}
	if log := logs.String(); !strings.Contains(log, "level=INFO") || !strings.Contains(log, "guild=g") ||
		!strings.Contains(log, "moderator=1009") || !strings.Contains(log, "user=1001") {
		t.Errorf("the removal's log line: %q", log)
	}

	win("g", alice) // later: off the boards, in the figures
	for _, tc := range []struct {
		guild    string
		want     string
		wantNone string
	}{
		{"g", "bob (you)", "user 1001"},
		{"h", "user 1001", ""},
	} {
		in := commandtest.InGuild(commandtest.CommandIn(bob, discordgo.EnglishUS, "leaderboard", "", opt{"game", "tictactoe"}, opt{"display", "text"}), tc.guild)
		board := h.Serve(in).Content
		if !strings.Contains(board, tc.want) || tc.wantNone != "" && strings.Contains(board, tc.wantNone) {
			t.Errorf("/leaderboard in %s shows:\n%s\nwant %s, not %q", tc.guild, board, tc.want, tc.wantNone)
		}
	}
	if s, err := env.Stats(context.Background(), alice.ID); err != nil || s.Ranked["tictactoe"].Wins != 3 {
		t.Errorf("alice's figures: %+v, %v; want her three wins", s.Ranked, err)
	}

	// Again: already off, since the first time.
	again := h.Serve(rankingsIn(mod, discordgo.PermissionManageGuild, discordgo.EnglishUS, "remove", opt{"user", alice}))
	if !strings.Contains(again.Content, "<@1001> has been off this server's leaderboards since <t:") ||
		!strings.Contains(again.Content, "nothing to take off") {
		t.Errorf("removed again:\n%s", again.Content)
	}
}

// TestRankingsRestore: a player put back ranks again from then on, and what was taken off stays off; a
// player who is not off is told so.
func TestRankingsRestore(t *testing.T) {
	h, env, logs, _ := rankingsSetup(t)
	record(t, env, commands.Result{Game: "nim", GuildID: "g", UserID: alice.ID, Outcome: commands.Win})
	h.Serve(rankingsIn(mod, discordgo.PermissionManageGuild, discordgo.EnglishUS, "remove", opt{"user", alice}))
	resp := h.Serve(rankingsIn(mod, discordgo.PermissionManageGuild, discordgo.EnglishUS, "restore", opt{"user", alice}))
	if !resp.Private || !strings.Contains(resp.Content, "<@1001> is back on this server's leaderboards: their ranked wins here count on them again from now. What was taken off on <t:") {
		t.Errorf("the restoration's reply: %+v", resp)
	}
	if !strings.Contains(logs.String(), "put back") {
		t.Errorf("the restoration is not logged: %q", logs.String())
	}
	record(t, env, commands.Result{Game: "nim", GuildID: "g", UserID: alice.ID, Outcome: commands.Win})
	if top, err := env.Leaderboard(context.Background(), "nim", "g", commands.AllTime, 10); err != nil || len(top) != 1 || top[0].Score != 1 {
		t.Errorf("the board after: %+v, %v; want alice's win after she was put back, alone", top, err)
	}
	again := h.Serve(rankingsIn(mod, discordgo.PermissionManageGuild, discordgo.EnglishUS, "restore", opt{"user", alice}))
	if again.Content != "<@1001> is not off this server's leaderboards: nothing to put back." {
		t.Errorf("restored again: %q", again.Content)
	}
}

// TestRankingsList: the players taken off the place, as mentions that notify nobody, the earliest first;
// another place's are not listed.
func TestRankingsList(t *testing.T) {
	h, _, _, clock := rankingsSetup(t)
	list := func(guild string) *router.Response {
		t.Helper()
		return h.Serve(commandtest.InGuild(rankingsIn(mod, discordgo.PermissionManageGuild, discordgo.EnglishUS, "list"), guild))
	}
	if got := list("g").Content; got != "Nobody is off this server's leaderboards." {
		t.Errorf("an empty list: %q", got)
	}
	h.Serve(rankingsIn(mod, discordgo.PermissionManageGuild, discordgo.EnglishUS, "remove", opt{"user", bob}))
	clock.Advance(24 * time.Hour)
	h.Serve(rankingsIn(mod, discordgo.PermissionManageGuild, discordgo.EnglishUS, "remove", opt{"user", alice}))
	resp := list("g")
	lines := strings.Split(resp.Content, "\n")
	if len(lines) != 4 || lines[0] != "Off this server's leaderboards (2 players, the earliest first):" ||
		!strings.HasPrefix(lines[1], "• <@1002>, since <t:") || !strings.HasPrefix(lines[2], "• <@1001>, since <t:") {
		t.Errorf("the list:\n%s", resp.Content)
	}
	if !resp.Private || len(resp.Notify) != 0 {
		t.Errorf("the list is private %v, notifies %v; want private, nobody", resp.Private, resp.Notify)
	}
	if got := list("h").Content; got != "Nobody is off this server's leaderboards." {
		t.Errorf("another server's list: %q", got)
	}
}

// TestRankingsWhoAndWhere: only a member with Manage Server (or Administrator) may, in a server: in a
// server where only the user installed kibitz, the channel's boards; never in a DM or a group DM. A bot
// is never on a board; a moderator may take themselves off.
func TestRankingsWhoAndWhere(t *testing.T) {
	h, _, _, _ := rankingsSetup(t)
	kibitzBot := &discordgo.User{ID: "1100", Username: "somebot", Bot: true}
	for _, tc := range []struct {
		name string
		in   *discordgo.Interaction
		code router.Code // "" for an answer
		want string
	}{
		{"a member without Manage Server", rankingsIn(bob, discordgo.PermissionSendMessages|discordgo.PermissionManageMessages, discordgo.EnglishUS, "remove", opt{"user", alice}),
			router.Forbidden, "Only members with the **Manage Server** permission"},
		{"a member without Manage Server, listing", rankingsIn(bob, 0, discordgo.EnglishUS, "list"), router.Forbidden, "**Manage Server**"},
		{"a member without Manage Server, in Korean", rankingsIn(bob, 0, discordgo.Korean, "restore", opt{"user", alice}), router.Forbidden, "**서버 관리하기** 권한"},
		{"an administrator", rankingsIn(bob, discordgo.PermissionAdministrator, discordgo.EnglishUS, "list"), "", "Nobody is off this server's leaderboards."},
		{"a DM with kibitz", commandtest.InBotDM(rankingsIn(mod, discordgo.PermissionManageGuild, discordgo.EnglishUS, "remove", opt{"user", alice})),
			router.Invalid, "no leaderboard to moderate in your direct messages with kibitz"},
		{"a group DM", commandtest.InGroupDM(rankingsIn(mod, discordgo.PermissionManageGuild, discordgo.EnglishUS, "list"), "c9"),
			router.Invalid, "no leaderboard to moderate in a group DM"},
		{"a server where only the user installed kibitz", commandtest.InUserInstallServer(rankingsIn(mod, discordgo.PermissionManageGuild, discordgo.EnglishUS, "remove", opt{"user", alice}), "s", "c5"),
			"", "<@1001> is off this channel's leaderboards now"},
		{"a bot", rankingsIn(mod, discordgo.PermissionManageGuild, discordgo.EnglishUS, "remove", opt{"user", kibitzBot}), router.Invalid, "bots never rank"},
		{"yourself", rankingsIn(mod, discordgo.PermissionManageGuild, discordgo.EnglishUS, "remove", opt{"user", mod}), "", "That is you: /rankings restore puts you back"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.code != "" {
				h.WantCode(t, tc.in, tc.code, tc.want)
				return
			}
			resp, err := h.Handle(tc.in)
			if err != nil || !resp.Private || !strings.Contains(resp.Content, tc.want) {
				t.Errorf("got %+v, %v; want a private answer with %q", resp, err, tc.want)
			}
		})
	}
}
