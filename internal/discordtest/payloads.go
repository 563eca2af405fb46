package discordtest

import (
	"bytes"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"strconv"
	"time"
)

// Builders for interaction payloads as Discord sends them: over the gateway as INTERACTION_CREATE's data,
// or as the body of an HTTP interaction. They are encoded to JSON and decoded by the bot's own code
// (discordgo's Interaction.UnmarshalJSON), so a field with the wrong JSON type shows up as it would with
// Discord. Every builder makes a fresh id and token, so the calls a bot makes for one interaction are
// easy to pick out (Interaction.Callback and friends).
//
//	discordtest.Command("tictactoe", discordtest.Subcommand("play",
//		discordtest.UserOption("opponent", discordtest.Bob()))).By(discordtest.Alice()).WithLocale("ko")

// User is a Discord user.
type User struct {
	ID       string
	Username string
	Bot      bool
}

// Users for tests; every interaction is by Alice unless By says otherwise. Each call returns a fresh
// value, so that no test can change who Alice is for another.

// Alice is the first test user, the one every interaction is by unless By says otherwise.
func Alice() User { return User{ID: "310000000000000001", Username: "alice"} }

// Bob is the second test user.
func Bob() User { return User{ID: "310000000000000002", Username: "bob"} }

// Carol is the third test user.
func Carol() User { return User{ID: "310000000000000003", Username: "carol"} }

// Where interactions happen unless InGuild or InDM say otherwise.
const (
	DefaultGuildID   = "800000000000000001"
	DefaultChannelID = "700000000000000001"
)

// DefaultPermissions are the member's and the app's permissions: view channel, send messages, embed
// links, attach files, use application commands. Discord sends permissions as decimal strings, and
// discordgo requires that (its fields are tagged ",string").
const DefaultPermissions = "2147601408"

func (u User) payload() map[string]any {
	m := map[string]any{"id": u.ID, "username": u.Username, "global_name": u.Username, "discriminator": "0"}
	if u.Bot {
		m["bot"] = true
	}
	return m
}

// Interaction is an interaction payload under construction. Its fields may be set directly; the builder
// methods return it for chaining.
type Interaction struct {
	ID    string // a fresh snowflake
	AppID string // application_id: DefaultAppID. Without it discordgo edits /webhooks//... (docs/discord.md §9)
	Token string // a fresh token
	Type  int    // 1 ping, 2 command, 3 component, 4 autocomplete, 5 modal submit
	Data  map[string]any

	GuildID        string // "" in a DM
	ChannelID      string
	User           User   // who acted: the member's user in a guild, the user in a DM
	Locale         string // the user's client locale: "en-US", "ko"
	GuildLocale    string // the guild's preferred locale (guilds only)
	AppPermissions string
	Permissions    string   // the member's permissions in the channel
	Message        *Message // the message a pressed component is on

	// Where it happened, as Discord says since user installs: context (0 a server, 1 a DM with the
	// bot, 2 a group DM or another private channel), and authorizing_integration_owners, which lists the
	// server's install ("0": the guild's id, or "0" in a DM with the bot) and the user's ("1": the user's
	// id) when they authorized the interaction.
	Context      int
	GuildInstall bool
	UserInstall  bool
}

func newInteraction(typ int, data map[string]any) *Interaction {
	return &Interaction{ID: Snowflake(), AppID: DefaultAppID, Token: "tok" + randomHex(24), Type: typ, Data: data,
		GuildID: DefaultGuildID, ChannelID: DefaultChannelID, User: Alice(), Locale: "en-US", GuildLocale: "en-US",
		AppPermissions: DefaultPermissions, Permissions: DefaultPermissions, GuildInstall: true}
}

// Ping is the PING Discord sends to an HTTP interactions endpoint to check it (expects {"type":1}).
func Ping() *Interaction { return newInteraction(1, nil) }

// Command is a slash command (type 2) with its options; use Subcommand for "/name sub ...".
func Command(name string, opts ...Option) *Interaction {
	return newInteraction(2, commandData(name, opts))
}

// Autocomplete is an autocomplete request (type 4): the options typed so far, one of them Focus()ed.
func Autocomplete(name string, opts ...Option) *Interaction {
	return newInteraction(4, commandData(name, opts))
}

// Button is a press on a button (a message component, type 3, component_type 2).
func Button(customID string) *Interaction {
	return newInteraction(3, map[string]any{"custom_id": customID, "component_type": 2})
}

// Select is a choice in a string select menu (component_type 3).
func Select(customID string, values ...string) *Interaction {
	if values == nil {
		values = []string{}
	}
	return newInteraction(3, map[string]any{"custom_id": customID, "component_type": 3, "values": values})
}

// Field is a modal's text input and the value the user typed.
type Field struct{ CustomID, Value string }

// ModalSubmit is a submitted modal (type 5) in the legacy form discordgo v0.29.0 parses: one action row
// per text input (docs/discord.md §5).
func ModalSubmit(customID string, fields ...Field) *Interaction {
	rows := []any{}
	for _, f := range fields {
		rows = append(rows, map[string]any{"type": 1, "components": []any{
			map[string]any{"type": 4, "custom_id": f.CustomID, "value": f.Value}}})
	}
	return newInteraction(5, map[string]any{"custom_id": customID, "components": rows})
}

// By makes u the user who acts.
func (in *Interaction) By(u User) *Interaction { in.User = u; return in }

// InGuild places the interaction in a guild channel.
func (in *Interaction) InGuild(guildID, channelID string) *Interaction {
	in.GuildID, in.ChannelID = guildID, channelID
	return in
}

// InDM places the interaction in the user's direct messages with the bot: a user instead of a member, no
// guild, context 1, authorized by both installs as Discord marks it.
func (in *Interaction) InDM() *Interaction {
	in.GuildID, in.GuildLocale = "", ""
	in.ChannelID = "710000000000000001"
	in.Context, in.GuildInstall, in.UserInstall = 1, true, true
	return in
}

// InGroupDM places the interaction in a group DM (context 2), where the user brought the app along with
// their own install: a user instead of a member, no guild.
func (in *Interaction) InGroupDM(channelID string) *Interaction {
	in.GuildID, in.GuildLocale, in.ChannelID = "", "", channelID
	in.Context, in.GuildInstall, in.UserInstall = 2, false, true
	return in
}

// InUserInstallGuild places the interaction in a channel of a server that never added the app, where the
// user installed it on their account: a member and a guild, but only the user's install authorizes it.
func (in *Interaction) InUserInstallGuild(guildID, channelID string) *Interaction {
	in.GuildID, in.ChannelID = guildID, channelID
	in.Context, in.GuildInstall, in.UserInstall = 0, false, true
	return in
}

// WithAppPermissions sets app_permissions, a decimal string: what the app may do in the channel.
func (in *Interaction) WithAppPermissions(p string) *Interaction { in.AppPermissions = p; return in }

// WithLocale sets the user's client locale ("ko", "en-US").
func (in *Interaction) WithLocale(locale string) *Interaction { in.Locale = locale; return in }

// ForApp sets application_id.
func (in *Interaction) ForApp(appID string) *Interaction { in.AppID = appID; return in }

// OnMessage sets the message a pressed component is on, typically decoded from the bot's earlier reply.
func (in *Interaction) OnMessage(m Message) *Interaction { in.Message = &m; return in }

// MarshalJSON encodes the interaction as Discord does.
func (in *Interaction) MarshalJSON() ([]byte, error) {
	m := map[string]any{"id": in.ID, "application_id": in.AppID, "type": in.Type, "token": in.Token, "version": 1}
	if in.Type == 1 {
		return json.Marshal(m) // a PING carries nothing else
	}
	if in.Data != nil {
		m["data"] = in.Data
	}
	m["channel_id"] = in.ChannelID
	m["locale"] = in.Locale
	m["app_permissions"] = in.AppPermissions
	m["entitlements"] = []any{}
	m["context"] = in.Context
	owners := map[string]string{}
	if in.GuildInstall {
		owners["0"] = in.GuildID
		if in.GuildID == "" {
			owners["0"] = "0"
		}
	}
	if in.UserInstall {
		owners["1"] = in.User.ID
	}
	m["authorizing_integration_owners"] = owners
	if in.GuildID != "" {
		m["guild_id"] = in.GuildID
		m["guild_locale"] = in.GuildLocale
		m["member"] = map[string]any{"user": in.User.payload(), "roles": []string{}, "nick": nil,
			"joined_at": "2024-01-01T00:00:00Z", "permissions": in.Permissions, "deaf": false, "mute": false}
	} else {
		m["user"] = in.User.payload()
	}
	if in.Type == 3 {
		msg := Message{ID: Snowflake(), Components: []Component{}}
		if in.Message != nil {
			msg = *in.Message
		}
		if msg.ChannelID == "" {
			msg.ChannelID = in.ChannelID
		}
		raw, err := json.Marshal(msg)
		if err != nil {
			return nil, err
		}
		var mm map[string]any
		json.Unmarshal(raw, &mm)
		mm["type"] = 0
		mm["author"] = map[string]any{"id": in.AppID, "username": DefaultBotName, "discriminator": "0", "bot": true}
		mm["timestamp"] = "2024-01-01T00:00:00Z"
		mm["flags"] = msg.Flags
		m["message"] = mm
	}
	return json.Marshal(m)
}

// JSON is the encoded payload.
func (in *Interaction) JSON() []byte {
	data, err := in.MarshalJSON()
	if err != nil {
		panic(fmt.Sprintf("discordtest: encode interaction: %v", err))
	}
	return data
}

// Callback matches the answered POST /interactions/{id}/{token}/callback of this interaction: the first
// answer in gateway mode. Use it with Server.WaitFor.
func (in *Interaction) Callback(c Call) bool {
	return c.OK() && c.Route == routeCallback && c.Vars["id"] == in.ID && c.Vars["token"] == in.Token
}

// EditOriginal matches an answered PATCH of this interaction's @original message.
func (in *Interaction) EditOriginal(c Call) bool {
	return c.OK() && c.Route == routePatchMessage && in.webhook(c) && c.Vars["message"] == "@original"
}

// DeleteOriginal matches an answered DELETE of this interaction's @original message.
func (in *Interaction) DeleteOriginal(c Call) bool {
	return c.OK() && c.Route == routeDeleteMessage && in.webhook(c) && c.Vars["message"] == "@original"
}

// Followup matches an answered followup message of this interaction.
func (in *Interaction) Followup(c Call) bool {
	return c.OK() && c.Route == routeFollowup && in.webhook(c)
}

// Made matches every request made for this interaction, whatever the answer: the callback, edits,
// followups, deletions.
func (in *Interaction) Made(c Call) bool {
	return c.Vars["token"] == in.Token
}

func (in *Interaction) webhook(c Call) bool {
	return c.Vars["app"] == in.AppID && c.Vars["token"] == in.Token
}

// Option is an option of a command or autocomplete interaction.
type Option struct {
	Name    string
	Type    int // 1 subcommand, 2 group, 3 string, 4 integer, 5 boolean, 6 user, 10 number
	Value   any
	Options []Option // of a subcommand or group
	Focused bool     // the option being typed, in an autocomplete
	User    *User    // the user of a user option, listed in data.resolved
}

// Subcommand is "sub" in "/name sub ...", holding its options.
func Subcommand(name string, opts ...Option) Option {
	return Option{Name: name, Type: 1, Options: opts}
}

// Group is a subcommand group, holding subcommands.
func Group(name string, subs ...Option) Option { return Option{Name: name, Type: 2, Options: subs} }

// StringOption is a string option.
func StringOption(name, value string) Option { return Option{Name: name, Type: 3, Value: value} }

// IntOption is an integer option. Discord sends it as a JSON number; discordgo decodes it as a float64.
func IntOption(name string, value int64) Option { return Option{Name: name, Type: 4, Value: value} }

// BoolOption is a boolean option.
func BoolOption(name string, value bool) Option { return Option{Name: name, Type: 5, Value: value} }

// NumberOption is a number (float) option.
func NumberOption(name string, value float64) Option {
	return Option{Name: name, Type: 10, Value: value}
}

// UserOption is a user option: its value is the user's id, and the user is listed in data.resolved.
func UserOption(name string, u User) Option {
	return Option{Name: name, Type: 6, Value: u.ID, User: &u}
}

// Focus marks the option as the one being typed (autocomplete).
func (o Option) Focus() Option { o.Focused = true; return o }

func commandData(name string, opts []Option) map[string]any {
	users := map[string]any{}
	data := map[string]any{"id": Snowflake(), "name": name, "type": 1, "options": optionPayloads(opts, users)}
	if len(users) > 0 {
		data["resolved"] = map[string]any{"users": users}
	}
	return data
}

func optionPayloads(opts []Option, users map[string]any) []any {
	out := []any{}
	for _, o := range opts {
		p := map[string]any{"name": o.Name, "type": o.Type}
		if o.Type == 1 || o.Type == 2 {
			p["options"] = optionPayloads(o.Options, users)
		} else {
			p["value"] = o.Value
		}
		if o.Focused {
			p["focused"] = true
		}
		if o.User != nil {
			users[o.User.ID] = o.User.payload()
		}
		out = append(out, p)
	}
	return out
}

// Sign signs an HTTP interaction as Discord does: Ed25519 over the timestamp (decimal Unix seconds)
// followed by the raw body. It returns the values of the X-Signature-Ed25519 and X-Signature-Timestamp
// headers.
func Sign(key ed25519.PrivateKey, at time.Time, body []byte) (signature, timestamp string) {
	timestamp = strconv.FormatInt(at.Unix(), 10)
	msg := append([]byte(timestamp), body...)
	return hex.EncodeToString(ed25519.Sign(key, msg)), timestamp
}

// SignedRequest is the POST Discord sends to an interactions endpoint: body signed with key at the time
// at, as Content-Type application/json.
func SignedRequest(url string, key ed25519.PrivateKey, at time.Time, body []byte) *http.Request {
	req, err := http.NewRequest(http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		panic(fmt.Sprintf("discordtest: %v", err))
	}
	sig, ts := Sign(key, at, body)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "Discord-Interactions/1.0 (+https://discord.com)")
	req.Header.Set("X-Signature-Ed25519", sig)
	req.Header.Set("X-Signature-Timestamp", ts)
	return req
}

// Snowflake returns a fresh random snowflake-shaped id (19 digits).
func Snowflake() string { return "1" + randomDigits(18) }

func randomDigits(n int) string {
	max := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n)), nil)
	v, err := rand.Int(rand.Reader, max)
	if err != nil {
		panic(err)
	}
	return fmt.Sprintf("%0*d", n, v)
}

func randomHex(n int) string {
	b := make([]byte, (n+1)/2)
	rand.Read(b)
	return hex.EncodeToString(b)[:n]
}
