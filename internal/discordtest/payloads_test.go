package discordtest_test

import (
	"bytes"
	"crypto/ed25519"
	"encoding/json"
	"io"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/internal/discordtest"
)

// decode reads a payload the way a bot does, with discordgo's Interaction.UnmarshalJSON. Unlike the
// gateway, which only logs decoding errors, it returns them: a field of the wrong JSON type fails here.
func decode(t *testing.T, in *discordtest.Interaction) *discordgo.Interaction {
	t.Helper()
	var i discordgo.Interaction
	if err := json.Unmarshal(in.JSON(), &i); err != nil {
		t.Fatalf("discordgo cannot decode %s: %v", in.JSON(), err)
	}
	if i.ID != in.ID || i.Token != in.Token || i.AppID != discordtest.DefaultAppID || i.Version != 1 {
		t.Fatalf("decoded id %q token %q app %q version %d", i.ID, i.Token, i.AppID, i.Version)
	}
	return &i
}

func TestCommandPayload(t *testing.T) {
	in := discordtest.Command("tictactoe", discordtest.Subcommand("play",
		discordtest.UserOption("opponent", discordtest.Bob()), discordtest.StringOption("first", "me"),
		discordtest.IntOption("n", 7), discordtest.BoolOption("b", true), discordtest.NumberOption("x", 1.5))).
		By(discordtest.Carol()).WithLocale("ko")
	i := decode(t, in)
	if i.Type != discordgo.InteractionApplicationCommand || string(i.Locale) != "ko" || i.GuildID != discordtest.DefaultGuildID ||
		i.ChannelID != discordtest.DefaultChannelID || i.Member == nil || i.Member.User.ID != discordtest.Carol().ID ||
		i.Member.Permissions != 2147601408 || i.AppPermissions != 2147601408 || i.GuildLocale == nil {
		t.Fatalf("decoded %+v (member %+v)", i, i.Member)
	}
	d := i.ApplicationCommandData()
	if d.Name != "tictactoe" || len(d.Options) != 1 || d.Options[0].Name != "play" ||
		d.Options[0].Type != discordgo.ApplicationCommandOptionSubCommand {
		t.Fatalf("data = %+v", d)
	}
	opts := d.Options[0].Options
	if len(opts) != 5 || opts[0].Value != discordtest.Bob().ID || opts[1].StringValue() != "me" ||
		opts[2].IntValue() != 7 || !opts[3].BoolValue() || opts[4].FloatValue() != 1.5 {
		t.Errorf("options = %+v", opts)
	}
	if u := d.Resolved.Users[discordtest.Bob().ID]; u == nil || u.Username != "bob" {
		t.Errorf("resolved users = %+v, want bob", d.Resolved.Users)
	}
}

func TestDMPayload(t *testing.T) {
	i := decode(t, discordtest.Command("help").InDM())
	if i.GuildID != "" || i.Member != nil || i.User == nil || i.User.ID != discordtest.Alice().ID {
		t.Errorf("DM decoded with guild %q member %+v user %+v", i.GuildID, i.Member, i.User)
	}
}

func TestAutocompletePayload(t *testing.T) {
	i := decode(t, discordtest.Autocomplete("sudoku", discordtest.StringOption("puzzle", "53").Focus()))
	d := i.ApplicationCommandData()
	if i.Type != discordgo.InteractionApplicationCommandAutocomplete || !d.Options[0].Focused {
		t.Errorf("autocomplete decoded as type %d with %+v", i.Type, d.Options[0])
	}
}

func TestComponentPayloads(t *testing.T) {
	msg := discordtest.Message{ID: "55", Content: "board", Components: []discordtest.Component{{Type: 1,
		Components: []discordtest.Component{{Type: 2, CustomID: "ttt1/g/1", Label: "1", Style: 2}}}}}
	i := decode(t, discordtest.Button("ttt1/g/1").By(discordtest.Bob()).OnMessage(msg))
	d := i.MessageComponentData()
	if d.CustomID != "ttt1/g/1" || d.ComponentType != discordgo.ButtonComponent || i.Member.User.ID != discordtest.Bob().ID {
		t.Errorf("button decoded %+v by %+v", d, i.Member.User)
	}
	if i.Message == nil || i.Message.ID != "55" || i.Message.Content != "board" || len(i.Message.Components) != 1 ||
		i.Message.Author == nil || !i.Message.Author.Bot {
		t.Fatalf("message = %+v", i.Message)
	}
	row, ok := i.Message.Components[0].(*discordgo.ActionsRow)
	if !ok || row.Components[0].(*discordgo.Button).CustomID != "ttt1/g/1" {
		t.Errorf("message components = %#v", i.Message.Components)
	}

	s := decode(t, discordtest.Select("menu/1", "a", "b")).MessageComponentData()
	if s.ComponentType != discordgo.SelectMenuComponent || len(s.Values) != 2 || s.Values[1] != "b" {
		t.Errorf("select decoded %+v", s)
	}
}

func TestModalPayload(t *testing.T) {
	i := decode(t, discordtest.ModalSubmit("form/1", discordtest.Field{CustomID: "name", Value: "kibitz"},
		discordtest.Field{CustomID: "age", Value: "3"}))
	d := i.ModalSubmitData()
	if d.CustomID != "form/1" || len(d.Components) != 2 {
		t.Fatalf("modal decoded %+v", d)
	}
	ti := d.Components[1].(*discordgo.ActionsRow).Components[0].(*discordgo.TextInput)
	if ti.CustomID != "age" || ti.Value != "3" {
		t.Errorf("second field = %+v", ti)
	}
}

func TestPingPayload(t *testing.T) {
	var m map[string]any
	json.Unmarshal(discordtest.Ping().JSON(), &m)
	if m["type"] != 1.0 || m["member"] != nil || m["data"] != nil {
		t.Errorf("PING = %v", m)
	}
}

func TestSign(t *testing.T) {
	pub, priv, err := ed25519.GenerateKey(nil)
	if err != nil {
		t.Fatal(err)
	}
	body := discordtest.Ping().JSON()
	req := discordtest.SignedRequest("http://bot.example/interactions", priv, time.Unix(1700000000, 0), body)
	if req.Header.Get("X-Signature-Timestamp") != "1700000000" {
		t.Errorf("timestamp header = %q", req.Header.Get("X-Signature-Timestamp"))
	}
	if !discordgo.VerifyInteraction(req, pub) {
		t.Error("discordgo.VerifyInteraction rejects the signed request")
	}
	got, _ := io.ReadAll(req.Body)
	if !bytes.Equal(got, body) {
		t.Error("the body changed")
	}
	tampered := discordtest.SignedRequest("http://bot.example/interactions", priv, time.Unix(1700000000, 0), body)
	tampered.Body = io.NopCloser(bytes.NewReader(append(body, ' ')))
	if discordgo.VerifyInteraction(tampered, pub) {
		t.Error("VerifyInteraction accepts a tampered body")
	}
}

// TestPlacePayloads: the envelopes of the places a user install reaches, as discordgo decodes them.
func TestPlacePayloads(t *testing.T) {
	guild, user := discordgo.ApplicationIntegrationGuildInstall, discordgo.ApplicationIntegrationUserInstall
	for _, tc := range []struct {
		name    string
		in      *discordtest.Interaction
		context discordgo.InteractionContextType
		guild   string
		member  bool
		owners  map[discordgo.ApplicationIntegrationType]string
	}{
		{"a server that added the app", discordtest.Command("help"), 0, discordtest.DefaultGuildID, true,
			map[discordgo.ApplicationIntegrationType]string{guild: discordtest.DefaultGuildID}},
		{"a DM with the bot", discordtest.Command("help").InDM(), 1, "", false,
			map[discordgo.ApplicationIntegrationType]string{guild: "0", user: discordtest.Alice().ID}},
		{"a group DM", discordtest.Command("help").InGroupDM("720000000000000001").By(discordtest.Bob()), 2, "", false,
			map[discordgo.ApplicationIntegrationType]string{user: discordtest.Bob().ID}},
		{"a server where only the user installed it", discordtest.Command("help").InUserInstallGuild("810000000000000001", "730000000000000001"),
			0, "810000000000000001", true, map[discordgo.ApplicationIntegrationType]string{user: discordtest.Alice().ID}},
	} {
		i := decode(t, tc.in)
		if i.Context != tc.context || i.GuildID != tc.guild || (i.Member != nil) != tc.member || (i.User != nil) == tc.member ||
			len(i.AuthorizingIntegrationOwners) != len(tc.owners) {
			t.Errorf("%s: context %d guild %q member %v user %v owners %v", tc.name, i.Context, i.GuildID, i.Member != nil,
				i.User != nil, i.AuthorizingIntegrationOwners)
		}
		for k, v := range tc.owners {
			if i.AuthorizingIntegrationOwners[k] != v {
				t.Errorf("%s: owners %v, want %v", tc.name, i.AuthorizingIntegrationOwners, tc.owners)
			}
		}
	}
}
