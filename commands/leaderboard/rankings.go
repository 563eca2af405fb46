package leaderboard

import (
	"context"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
)

// /rankings: a server's moderators take a player off the place's leaderboards (a cheater, an alt
// account, a member banned), put them back, and list those taken off (commands.Env.RemoveFromRankings,
// commands/unranked.go; docs/contract.md §5). The place is the one whose boards /leaderboard shows there
// (router.Request.RankScope): the server's where it added kibitz, else the channel's.
//
// Who may: members with Manage Server. The command is registered with it as default_member_permissions,
// so that Discord offers it to them only, and in servers only (router.Command.InServers); the handler
// checks the member's permissions again, since a server's admins can give the command to anyone in its
// settings and a user install need not apply them. A DM or a group DM, which no member moderates, is
// refused with a sentence. Every reply is private and notifies nobody: a player's mention shows as their
// name, without a ping (router.Response.Notify is left empty). Each removal and restoration is logged at
// info level, with the server, the moderator and the player.

// listShown is how many players /rankings list names: with their mention and date, a line is about 50
// characters, so that forty fit in a message with room to spare.
const listShown = 40

// rankingsCommand is /rankings.
func (c *Command) rankingsCommand() router.Command {
	user := router.Option{
		Type:        discordgo.ApplicationCommandOptionUser,
		Name:        i18n.Text{En: "user", Ko: "사용자"},
		Description: i18n.Text{En: "The player", Ko: "대상 플레이어"},
		Required:    true,
	}
	return router.Command{
		Name:              i18n.Text{En: "rankings", Ko: "순위관리"},
		Description:       i18n.Text{En: "Moderators: take a player off this place's leaderboards, or put them back", Ko: "관리자용: 이곳의 순위표에서 플레이어를 빼거나 다시 넣습니다"},
		InServers:         true,
		MemberPermissions: discordgo.PermissionManageGuild,
		NotInBotDM:        true,
		Private:           true,
		About: []router.PlaceText{router.PlaceTextOf(func(p router.Place) i18n.Text {
			if p == router.PlaceBotDM || p == router.PlaceGroupDM {
				return msgRankingsAboutElsewhere
			}
			return msgRankingsAbout.Format(msgRankingsBoards.Text(p))
		})},
		Subcommands: []router.Subcommand{{
			Name:        i18n.Text{En: "remove", Ko: "제외"},
			Description: i18n.Text{En: "Take a player off every leaderboard here, and keep their later wins here off them", Ko: "플레이어를 이곳의 모든 순위표에서 빼고, 이후 이곳에서의 승리도 순위표에 올리지 않습니다"},
			Example:     "/rankings remove user:@friend",
			Private:     true,
			Handler:     c.rankingsRemove,
			Options:     []router.Option{user},
		}, {
			Name:        i18n.Text{En: "restore", Ko: "복원"},
			Description: i18n.Text{En: "Let a player taken off rank here again, from now on", Ko: "순위표에서 뺀 플레이어가 지금부터 다시 순위에 오르게 합니다"},
			Example:     "/rankings restore user:@friend",
			Private:     true,
			Handler:     c.rankingsRestore,
			Options:     []router.Option{user},
		}, {
			Name:        i18n.Text{En: "list", Ko: "목록"},
			Description: i18n.Text{En: "The players taken off this place's leaderboards", Ko: "이곳의 순위표에서 뺀 플레이어들"},
			Example:     "/rankings list",
			Private:     true,
			Handler:     c.rankingsList,
		}},
	}
}

// moderating checks that req may moderate its place's rankings: a server's, by a member with Manage
// Server.
func moderating(req *router.Request) error {
	if req.GuildID == "" || req.RankScope() == "" {
		return router.Fail(router.Invalid, msgRankingsNoServer.Text(req.Place))
	}
	if !req.MemberCan(discordgo.PermissionManageGuild) {
		return router.Fail(router.Forbidden, msgRankingsManageServer)
	}
	return nil
}

// moderated is the player a moderator's /rankings remove or restore names, once moderating allows it.
func moderated(req *router.Request) (*discordgo.User, error) {
	if err := moderating(req); err != nil {
		return nil, err
	}
	target := req.UserOption("user")
	if target == nil {
		return nil, router.Fail(router.Invalid, msgRankingsNoUser)
	}
	return target, nil
}

// rankingsRemove is /rankings remove.
func (c *Command) rankingsRemove(ctx context.Context, req *router.Request) (*router.Response, error) {
	target, err := moderated(req)
	if err != nil {
		return nil, err
	}
	who := commands.Mention(target.ID)
	if target.Bot {
		return nil, router.Fail(router.Invalid, msgRankingsBot.Format(who))
	}
	u, err := c.RemoveFromRankings(ctx, req.RankScope(), target.ID, commands.RankingIDs(c.Scorings), c.Own)
	if err != nil {
		return nil, err
	}
	c.Log.Info("rankings: a player taken off the place's leaderboards", "guild", req.GuildID, "scope", req.RankScope(),
		"moderator", req.User.ID, "user", target.ID, "boards", u.Boards, "already", u.Already)
	lang, boards := req.Lang, msgRankingsBoards.Text(req.Place)
	var text string
	switch {
	case u.Already && u.Boards == 0:
		text = msgRankingsAlreadyOff.F(lang, who, boards, when(u.Since.Unix()))
	case u.Already:
		text = msgRankingsAlreadyOffCleaned.F(lang, who, boards, when(u.Since.Unix()), boardsOf.N(int64(u.Boards)))
	case u.Boards == 0:
		text = msgRankingsRemovedNone.F(lang, who, boards) + "\n" + msgRankingsRemovedAfter.In(lang)
	default:
		text = msgRankingsRemoved.F(lang, who, boards, boardsOf.N(int64(u.Boards))) + "\n" + msgRankingsRemovedAfter.In(lang)
	}
	if target.ID == req.User.ID {
		text += "\n" + msgRankingsYourself.In(lang)
	}
	return router.PrivateReply(text), nil
}

// rankingsRestore is /rankings restore.
func (c *Command) rankingsRestore(ctx context.Context, req *router.Request) (*router.Response, error) {
	target, err := moderated(req)
	if err != nil {
		return nil, err
	}
	who, boards := commands.Mention(target.ID), msgRankingsBoards.Text(req.Place)
	since, was, err := c.RestoreToRankings(ctx, req.RankScope(), target.ID)
	if err != nil {
		return nil, err
	}
	if !was {
		return router.PrivateReply(msgRankingsNotOff.F(req.Lang, who, boards)), nil
	}
	c.Log.Info("rankings: a player put back on the place's leaderboards", "guild", req.GuildID, "scope", req.RankScope(),
		"moderator", req.User.ID, "user", target.ID)
	return router.PrivateReply(msgRankingsRestored.F(req.Lang, who, boards, when(since.Unix()))), nil
}

// rankingsList is /rankings list.
func (c *Command) rankingsList(ctx context.Context, req *router.Request) (*router.Response, error) {
	if err := moderating(req); err != nil {
		return nil, err
	}
	lang, boards := req.Lang, msgRankingsBoards.Text(req.Place)
	off, err := c.UnrankedUsers(ctx, req.RankScope(), 0)
	if err != nil {
		return nil, err
	}
	if len(off) == 0 {
		return router.PrivateReply(msgRankingsNobodyOff.F(lang, boards)), nil
	}
	lines := []string{msgRankingsListTitle.F(lang, boards, playersOf.N(int64(len(off))))}
	for _, s := range off[:min(len(off), listShown)] {
		lines = append(lines, msgRankingsListLine.F(lang, commands.Mention(s.Member), when(int64(s.Score))))
	}
	if len(off) > listShown {
		lines = append(lines, msgRankingsListMore.F(lang, playersOf.N(int64(len(off)-listShown))))
	}
	lines = append(lines, msgRankingsListHint.In(lang))
	return router.PrivateReply(strings.Join(lines, "\n")), nil
}

// when is a moment as a Discord timestamp, a date every reader's client writes in their own words.
func when(unix int64) string { return "<t:" + strconv.FormatInt(unix, 10) + ":D>" }
