package router

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
)

// Place is where an interaction happened, as far as what kibitz keeps is concerned: who shares a daily
// puzzle, whose ranking a result goes on (docs/contract.md §5, "Where kibitz works"). A user can install
// kibitz on their account (a user install) and use it anywhere: in servers that never added the bot, in
// their direct messages with kibitz, and in group DMs.
type Place uint8

// The places an interaction can come from.
const (
	// PlaceServer is a server that added kibitz: the bot is a member, and the server's players share its
	// daily puzzles and rankings, kept under the server's id.
	PlaceServer Place = iota
	// PlaceServerUserInstall is a server where only the user installed kibitz: the bot is not a member,
	// so nothing is kept for the server as a whole; the channel is the place, as in a group DM.
	PlaceServerUserInstall
	// PlaceBotDM is the user's direct messages with kibitz: the user alone.
	PlaceBotDM
	// PlaceGroupDM is a group DM, or a direct message between two users, where the user brought kibitz
	// along: the channel is the place.
	PlaceGroupDM
)

// String names the place for logs.
func (p Place) String() string {
	switch p {
	case PlaceServer:
		return "server"
	case PlaceServerUserInstall:
		return "server-user-install"
	case PlaceBotDM:
		return "bot-dm"
	case PlaceGroupDM:
		return "group-dm"
	}
	return "place(" + strconv.Itoa(int(p)) + ")"
}

// Envelope is what an interaction's JSON says about where it happened and what kibitz may do there:
// Discord's context, authorizing_integration_owners and app_permissions. Each is nil when the payload
// lacks it. discordgo decodes the three too, but reads an absent context as 0 (a server) and absent
// app_permissions as 0 (no permission at all), so the transports read them again from the raw JSON.
type Envelope struct {
	Context *discordgo.InteractionContextType `json:"context"`
	// Owners maps an installation type ("0" a server install, "1" a user install) to who installed
	// kibitz: the server's id for a server install ("0" in a DM with kibitz), the user's id for a user
	// install.
	Owners         map[string]string `json:"authorizing_integration_owners"`
	AppPermissions *string           `json:"app_permissions"`
}

// ReadEnvelope reads an interaction's envelope from its JSON (the gateway event's data or the HTTP body).
func ReadEnvelope(raw []byte) (Envelope, error) {
	var e Envelope
	err := json.Unmarshal(raw, &e)
	return e, err
}

// envelopeOf is the envelope as far as discordgo's decoding tells it: a context of 0 (a server) without a
// guild can only be an absent one, and app_permissions of 0 are taken as not sent.
func envelopeOf(in *discordgo.Interaction) Envelope {
	var e Envelope
	if in.Context != discordgo.InteractionContextGuild || in.GuildID != "" {
		c := in.Context
		e.Context = &c
	}
	if in.AuthorizingIntegrationOwners != nil {
		e.Owners = map[string]string{}
		for k, v := range in.AuthorizingIntegrationOwners {
			e.Owners[strconv.Itoa(int(k))] = v
		}
	}
	if in.AppPermissions != 0 {
		p := strconv.FormatInt(in.AppPermissions, 10)
		e.AppPermissions = &p
	}
	return e
}

// Locate sets where the request happened from the interaction's envelope: Place, and AppPermissions
// when the payload carried them. NewRequest calls it with what discordgo decoded; a transport that has the
// raw JSON calls it again with ReadEnvelope's, which knows what was absent.
func (r *Request) Locate(e Envelope) {
	guildInstall, ownersKnown := "", e.Owners != nil
	if ownersKnown {
		guildInstall = e.Owners[strconv.Itoa(int(discordgo.ApplicationIntegrationGuildInstall))]
	}
	switch {
	case e.Context != nil && *e.Context == discordgo.InteractionContextBotDM:
		r.Place = PlaceBotDM
	case e.Context != nil && *e.Context == discordgo.InteractionContextPrivateChannel:
		r.Place = PlaceGroupDM
	case r.GuildID == "":
		// No context and no guild: an older payload from a DM, which was always kibitz's own.
		r.Place = PlaceBotDM
	case ownersKnown && guildInstall != r.GuildID:
		// Authorized by a user install only: the server never added kibitz.
		r.Place = PlaceServerUserInstall
	default:
		r.Place = PlaceServer
	}
	r.permsKnown = false
	if e.AppPermissions != nil {
		if p, err := strconv.ParseInt(*e.AppPermissions, 10, 64); err == nil {
			r.AppPermissions, r.permsKnown = p, true
		}
	}
}

// Scope is the key under which the people of the request's place share what kibitz keeps for them: a
// daily puzzle, its day's ranking. The server's id in a server that added kibitz (so the keys of earlier
// releases keep their meaning); "c" and the channel's id in a group DM and in a server where only the
// user installed kibitz; "u" and the user's id in a direct message with kibitz, which is the user's
// alone.
func (r *Request) Scope() string {
	switch r.Place {
	case PlaceServer:
		return r.GuildID
	case PlaceBotDM:
		return DMScope(userID(r))
	}
	return "c" + r.ChannelID
}

// DMScope is the Scope of user's direct messages with kibitz: "u" and their id. What kibitz keeps of a
// user there is found from it (their data's deletion, commands.Env.Forget).
func DMScope(user string) string { return "u" + user }

// RankScope is the key of the request's place's rankings (leaderboards, a daily puzzle's all-time
// ranking): Scope, except in a direct message with kibitz, which has none, since a ranking of one player
// says nothing ("").
func (r *Request) RankScope() string { return RankScopeOf(r.Scope()) }

// RankScopeOf is the rank scope of the place whose Scope is scope: "" for a DM with kibitz (a "u" and a
// user's id), scope itself elsewhere. A game that kept its place's scope finds its ranking with it.
func RankScopeOf(scope string) string {
	if strings.HasPrefix(scope, "u") {
		return ""
	}
	return scope
}

// sendMessages is Discord's SEND_MESSAGES permission bit.
const sendMessages = discordgo.PermissionSendMessages

// CanPost reports whether a public reply will be seen by others. In a server where only the user
// installed kibitz, the server decides: without SEND_MESSAGES in app_permissions, Discord shows kibitz's
// replies to the user who asked only. A server that added kibitz, a DM and a group DM always can, and so
// can a request whose permissions were not sent.
func (r *Request) CanPost() bool {
	return r.Place != PlaceServerUserInstall || !r.permsKnown || r.AppPermissions&sendMessages != 0
}

// attachFiles and embedLinks are Discord's ATTACH_FILES and EMBED_LINKS permission bits.
const (
	attachFiles = discordgo.PermissionAttachFiles
	embedLinks  = discordgo.PermissionEmbedLinks
)

// CanAttach reports whether kibitz may attach files to its replies here. Discord applies the channel's
// ATTACH_FILES to interaction responses as to messages: where kibitz lacks it, a reply that uploads a
// file is refused whole (403, code 50013). In DMs and group DMs app_permissions always hold it. A request
// whose permissions were not sent may (what kibitz did before it read them).
func (r *Request) CanAttach() bool { return !r.permsKnown || r.AppPermissions&attachFiles != 0 }

// CanEmbed reports whether kibitz may send embeds here: EMBED_LINKS, which app_permissions in DMs and
// group DMs always hold; without it Discord hides a reply's embeds or refuses them. Unknown permissions
// may, as in CanAttach.
func (r *Request) CanEmbed() bool { return !r.permsKnown || r.AppPermissions&embedLinks != 0 }

// Allowed is what kibitz may put in its replies here (CanAttach, CanEmbed), for FitIn.
func (r *Request) Allowed() Allowed { return Allowed{Files: r.CanAttach(), Embeds: r.CanEmbed()} }

// Alone reports whether nobody else can take part in what the user starts here: a DM with kibitz, or a
// server that shows kibitz's replies to the asker only (CanPost).
func (r *Request) Alone() bool { return r.Place == PlaceBotDM || !r.CanPost() }

// Here is the wording of the request's place in a sentence: "this server", "this chat", "your direct
// messages with kibitz" (text has the forms for each place).
func (r *Request) Here(text PlaceText) string { return text.In(r.Place, r.Lang) }

// PlaceText is a text with a wording for each place: a server that added kibitz, a channel of a server
// where only the user installed it, a direct message with kibitz, a group DM.
type PlaceText struct {
	Server, ServerChannel, BotDM, GroupDM i18n.Text
}

// In is the text for place p in lang.
func (t PlaceText) In(p Place, lang i18n.Lang) string { return t.Text(p).In(lang) }

// Text is the text for place p, in both languages: for a user error, or to format.
func (t PlaceText) Text(p Place) i18n.Text {
	switch p {
	case PlaceServerUserInstall:
		return t.ServerChannel
	case PlaceBotDM:
		return t.BotDM
	case PlaceGroupDM:
		return t.GroupDM
	}
	return t.Server
}

// Everywhere is a PlaceText with one wording in every place: a text that names no place, where a
// PlaceText is asked for (a ranking's Counts that is the same wherever it is read).
func Everywhere(t i18n.Text) PlaceText {
	return PlaceText{Server: t, ServerChannel: t, BotDM: t, GroupDM: t}
}

// PlaceTextOf is the PlaceText whose wording in each place is f's: a text put together from others that
// vary by place (/help's rules of the rankings, from each game's).
func PlaceTextOf(f func(Place) i18n.Text) PlaceText {
	return PlaceText{
		Server:        f(PlaceServer),
		ServerChannel: f(PlaceServerUserInstall),
		BotDM:         f(PlaceBotDM),
		GroupDM:       f(PlaceGroupDM),
	}
}
