package router

import (
	"context"
	"encoding/json"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
)

// The envelopes Discord sends from each place: the interaction's JSON around the command's data.
const (
	guildEnvelope     = `{"guild_id":"900","channel_id":"700","context":0,"authorizing_integration_owners":{"0":"900"},"app_permissions":"2048"}`
	bothEnvelope      = `{"guild_id":"900","channel_id":"700","context":0,"authorizing_integration_owners":{"0":"900","1":"42"},"app_permissions":"2048"}`
	userOnlyEnvelope  = `{"guild_id":"900","channel_id":"700","context":0,"authorizing_integration_owners":{"1":"42"},"app_permissions":"2048"}`
	userOnlyMuted     = `{"guild_id":"900","channel_id":"700","context":0,"authorizing_integration_owners":{"1":"42"},"app_permissions":"1024"}`
	botDMEnvelope     = `{"channel_id":"701","context":1,"authorizing_integration_owners":{"0":"0","1":"42"},"app_permissions":"2048"}`
	groupDMEnvelope   = `{"channel_id":"702","context":2,"authorizing_integration_owners":{"1":"42"},"app_permissions":"2048"}`
	oldGuildEnvelope  = `{"guild_id":"900","channel_id":"700"}`
	oldDMEnvelope     = `{"channel_id":"701"}`
	permsZeroEnvelope = `{"guild_id":"900","channel_id":"700","context":0,"authorizing_integration_owners":{"1":"42"},"app_permissions":"0"}`
)

// locate reads an envelope as the transports do: discordgo's decoding through NewRequest, then the raw
// JSON through ReadEnvelope and Locate.
func locate(t *testing.T, envelope string) *Request {
	t.Helper()
	raw := strings.TrimSuffix(envelope, "}") + `,"id":"1","type":2,"data":{"name":"game"},"user":{"id":"42"}}`
	var in discordgo.Interaction
	if err := json.Unmarshal([]byte(raw), &in); err != nil {
		t.Fatal(err)
	}
	req, err := NewRequest(&in, testNow)
	if err != nil {
		t.Fatal(err)
	}
	before := *req
	e, err := ReadEnvelope([]byte(raw))
	if err != nil {
		t.Fatal(err)
	}
	req.Locate(e)
	if req.Place != before.Place {
		t.Errorf("%s: discordgo's fields say %v, the raw JSON %v", envelope, before.Place, req.Place)
	}
	return req
}

func TestLocate(t *testing.T) {
	for _, tc := range []struct {
		name, envelope   string
		place            Place
		scope, rankScope string
		canPost          bool
	}{
		{"a server that added kibitz", guildEnvelope, PlaceServer, "900", "900", true},
		{"a server and the user both installed it", bothEnvelope, PlaceServer, "900", "900", true},
		{"a server where only the user installed it", userOnlyEnvelope, PlaceServerUserInstall, "c700", "c700", true},
		{"such a server without SEND_MESSAGES", userOnlyMuted, PlaceServerUserInstall, "c700", "c700", false},
		{"such a server with no permission at all", permsZeroEnvelope, PlaceServerUserInstall, "c700", "c700", false},
		{"a DM with kibitz", botDMEnvelope, PlaceBotDM, "u42", "", true},
		{"a group DM", groupDMEnvelope, PlaceGroupDM, "c702", "c702", true},
		{"an older payload from a server", oldGuildEnvelope, PlaceServer, "900", "900", true},
		{"an older payload from a DM", oldDMEnvelope, PlaceBotDM, "u42", "", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			req := locate(t, tc.envelope)
			if req.Place != tc.place || req.Scope() != tc.scope || req.RankScope() != tc.rankScope || req.CanPost() != tc.canPost {
				t.Errorf("place %v scope %q rank scope %q can post %v, want %v %q %q %v", req.Place, req.Scope(),
					req.RankScope(), req.CanPost(), tc.place, tc.scope, tc.rankScope, tc.canPost)
			}
		})
	}
}

// TestServerOnlyCommand: a command that declares it needs a server is registered for server installs in
// servers only, and refused with a sentence elsewhere; the others are offered everywhere.
func TestServerOnlyCommand(t *testing.T) {
	m := NewMux()
	m.Command(sampleCommand())
	m.Command(Command{Name: i18n.Text{En: "admin", Ko: "관리"}, Description: i18n.Text{En: "Admin", Ko: "관리"},
		ServerOnly: true, Handler: named("admin")})
	defs := m.Definitions()
	for _, tc := range []struct {
		def          *discordgo.ApplicationCommand
		installs     []discordgo.ApplicationIntegrationType
		contextsWant []discordgo.InteractionContextType
	}{
		{defs[0], []discordgo.ApplicationIntegrationType{0, 1}, []discordgo.InteractionContextType{0, 1, 2}},
		{defs[1], []discordgo.ApplicationIntegrationType{0}, []discordgo.InteractionContextType{0}},
	} {
		if tc.def.IntegrationTypes == nil || tc.def.Contexts == nil ||
			!equal(*tc.def.IntegrationTypes, tc.installs) || !equal(*tc.def.Contexts, tc.contextsWant) {
			t.Errorf("%s: integration types %v, contexts %v, want %v and %v", tc.def.Name, tc.def.IntegrationTypes,
				tc.def.Contexts, tc.installs, tc.contextsWant)
		}
	}
	for _, tc := range []struct {
		envelope string
		ok       bool
	}{{guildEnvelope, true}, {userOnlyEnvelope, false}, {botDMEnvelope, false}, {groupDMEnvelope, false}} {
		req := locate(t, tc.envelope)
		req.Kind, req.Path = KindCommand, "/admin"
		_, _, err := m.Lookup(req)
		if ue, ok := AsUserError(err); tc.ok != (err == nil) || !tc.ok && (!ok || !strings.Contains(ue.Text(i18n.English), "server that added kibitz")) {
			t.Errorf("%v: Lookup(/admin) = %v", req.Place, err)
		}
	}
}

// TestInServersCommand: a command for a server's moderators is offered in servers only, through both
// installs, to the members Discord finds with its permissions (default_member_permissions); the others
// are offered everywhere, to everyone.
func TestInServersCommand(t *testing.T) {
	m := NewMux()
	m.Command(sampleCommand())
	m.Command(Command{Name: i18n.Text{En: "moderate", Ko: "관리"}, Description: i18n.Text{En: "Moderate", Ko: "관리"},
		InServers: true, MemberPermissions: discordgo.PermissionManageGuild, Handler: named("moderate")})
	defs := m.Definitions()
	if d := defs[0]; d.DefaultMemberPermissions != nil || !equal(*d.Contexts, []discordgo.InteractionContextType{0, 1, 2}) {
		t.Errorf("%s: default member permissions %v, contexts %v; want none and [0 1 2]", d.Name, d.DefaultMemberPermissions, *d.Contexts)
	}
	d := defs[1]
	if !equal(*d.IntegrationTypes, []discordgo.ApplicationIntegrationType{0, 1}) || !equal(*d.Contexts, []discordgo.InteractionContextType{0}) {
		t.Errorf("%s: integration types %v, contexts %v; want [0 1] and [0]", d.Name, *d.IntegrationTypes, *d.Contexts)
	}
	if d.DefaultMemberPermissions == nil || *d.DefaultMemberPermissions != discordgo.PermissionManageGuild {
		t.Errorf("%s: default member permissions %v, want %d", d.Name, d.DefaultMemberPermissions, discordgo.PermissionManageGuild)
	}
}

// TestMemberCan: a member's permissions come with the interaction's member; Administrator grants every
// one; a DM has no member, and nobody there has any.
func TestMemberCan(t *testing.T) {
	data := discordgo.ApplicationCommandInteractionData{Name: "moderate"}
	for _, tc := range []struct {
		name  string
		in    *discordgo.Interaction
		can   bool
		perms int64
	}{
		{"Manage Server", &discordgo.Interaction{GuildID: "g", Member: &discordgo.Member{User: &discordgo.User{ID: "1"},
			Permissions: discordgo.PermissionManageGuild | discordgo.PermissionSendMessages}}, true, discordgo.PermissionManageGuild | discordgo.PermissionSendMessages},
		{"Administrator", &discordgo.Interaction{GuildID: "g", Member: &discordgo.Member{User: &discordgo.User{ID: "1"},
			Permissions: discordgo.PermissionAdministrator}}, true, discordgo.PermissionAdministrator},
		{"a member without it", &discordgo.Interaction{GuildID: "g", Member: &discordgo.Member{User: &discordgo.User{ID: "1"},
			Permissions: discordgo.PermissionSendMessages | discordgo.PermissionManageMessages}}, false, discordgo.PermissionSendMessages | discordgo.PermissionManageMessages},
		{"a DM", &discordgo.Interaction{User: &discordgo.User{ID: "1"}}, false, 0},
	} {
		tc.in.Type, tc.in.Data = discordgo.InteractionApplicationCommand, data
		req, err := NewRequest(tc.in, time.Time{})
		if err != nil {
			t.Fatal(err)
		}
		if req.MemberPermissions != tc.perms || req.MemberCan(discordgo.PermissionManageGuild) != tc.can {
			t.Errorf("%s: MemberPermissions %d, MemberCan(Manage Server) %v; want %d, %v", tc.name, req.MemberPermissions,
				req.MemberCan(discordgo.PermissionManageGuild), tc.perms, tc.can)
		}
	}
}

func equal[T comparable](a, b []T) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestServeKeepsRepliesPrivate: where the server shows a user-installed app's replies to the asker only,
// the public parts of a reply become private and the first says why; elsewhere nothing changes.
func TestServeKeepsRepliesPrivate(t *testing.T) {
	handler := func(context.Context, *Request) (*Response, error) {
		return &Response{Content: "board", Followups: []*Response{Reply("shared"), PrivateReply("mine")}}, nil
	}
	for _, tc := range []struct {
		envelope string
		private  bool
	}{{userOnlyMuted, true}, {userOnlyEnvelope, false}, {guildEnvelope, false}, {botDMEnvelope, false}} {
		m := NewMux()
		m.Command(Command{Name: i18n.Text{En: "game", Ko: "게임"}, Description: i18n.Text{En: "Game", Ko: "게임"}, Handler: handler})
		s := &Server{Mux: m, Log: slog.New(slog.DiscardHandler)}
		req := locate(t, tc.envelope)
		req.Kind, req.Path, req.Lang = KindCommand, "/game", i18n.Korean
		resp := s.Serve(context.Background(), req)
		noted := strings.Contains(resp.Content, msgKeptPrivate.Ko)
		if resp.Private != tc.private || resp.Followups[0].Private != tc.private || !resp.Followups[1].Private ||
			noted != tc.private || strings.Contains(resp.Followups[0].Content, msgKeptPrivate.Ko) {
			t.Errorf("%v: private %v/%v/%v, noted %v: %q", req.Place, resp.Private, resp.Followups[0].Private,
				resp.Followups[1].Private, noted, resp.Content)
		}
	}
}

// TestPlaceTextOf: a PlaceText put together place by place says, in each place, what was put there, and
// Everywhere says the same in all four.
func TestPlaceTextOf(t *testing.T) {
	words := map[Place]i18n.Text{
		PlaceServer:            {En: "this server", Ko: "이 서버"},
		PlaceServerUserInstall: {En: "this channel", Ko: "이 채널"},
		PlaceBotDM:             {En: "your own", Ko: "나만의"},
		PlaceGroupDM:           {En: "this chat", Ko: "이 대화방"},
	}
	built := PlaceTextOf(func(p Place) i18n.Text { return words[p] })
	same := Everywhere(i18n.Text{En: "anywhere", Ko: "어디서나"})
	for p, want := range words {
		if got := built.In(p, i18n.Korean); got != want.Ko {
			t.Errorf("PlaceTextOf(...).In(%v, Korean) = %q, want %q", p, got, want.Ko)
		}
		if got := built.In(p, i18n.English); got != want.En {
			t.Errorf("PlaceTextOf(...).In(%v, English) = %q, want %q", p, got, want.En)
		}
		if got := same.In(p, i18n.English); got != "anywhere" {
			t.Errorf("Everywhere(...).In(%v, English) = %q, want %q", p, got, "anywhere")
		}
	}
}
