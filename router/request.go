package router

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/internal/textenc"
)

// Kind is what sort of interaction a request is.
type Kind uint8

// The kinds of interaction the router routes.
const (
	KindCommand      Kind = iota + 1 // a slash command
	KindComponent                    // a button press or a select menu choice
	KindAutocomplete                 // the user is typing an option that has autocomplete
	KindModal                        // a modal form was submitted
)

// Fetcher opens the content of an attachment's URL. The gateway and HTTP transports download from
// Discord's CDN; the console reads local files.
type Fetcher func(ctx context.Context, url string) (io.ReadCloser, error)

// Request is one interaction as a handler sees it. Build it with NewRequest.
type Request struct {
	// Interaction is the raw interaction, for what the fields below do not carry.
	Interaction *discordgo.Interaction

	Kind      Kind
	User      *discordgo.User // who acted: the member's user in a guild, the user in a DM
	GuildID   string          // empty in a DM
	ChannelID string
	// Place is where the interaction happened: a server that added kibitz, a server where only the user
	// installed it, a DM with kibitz, a group DM (Locate). Scope and RankScope key what the place shares.
	Place Place
	// AppPermissions are the permissions Discord says kibitz has in the channel (app_permissions), when
	// it said; CanPost reads them.
	AppPermissions int64
	// MemberPermissions are the acting member's permissions in the channel, as Discord computed them
	// (member.permissions, overwrites included); 0 outside a server, where there is no member. MemberCan
	// reads them.
	MemberPermissions int64
	Lang              i18n.Lang // the language of the reply, from the user's client locale
	Now               time.Time // when the interaction arrived

	// Path is the command path of a command or autocomplete: "/tictactoe play".
	Path string
	// Route is what the mux matched, set by Lookup: the command path, the command path and the focused
	// option of an autocomplete, or the custom_id pattern ("ttt1/{game}/{cell}"); empty when nothing
	// matched. Unlike a custom_id it comes from a short fixed list, so metrics can be labelled by it.
	Route string
	// Focused is the name of the option being typed, for autocomplete.
	Focused string

	// CustomID is the custom_id of the component pressed or the modal submitted; Params holds the values of
	// its route's wildcards.
	CustomID string
	Params   map[string]string
	// Values are the choices made in a select menu.
	Values []string
	// Fields are a submitted modal's text inputs, by custom_id.
	Fields map[string]string
	// Message is the message the pressed component is on.
	Message *discordgo.Message

	// Fetch opens attachment content (set by the transport; nil when attachments cannot be read).
	Fetch Fetcher
	// InFlight is how many handlers were running when this one started, itself included (set by the
	// Server): how busy kibitz is, for handlers whose work can be cut to fit (a search within a budget).
	InFlight int

	options    map[string]*discordgo.ApplicationCommandInteractionDataOption
	defs       []Option // the command's option definitions (Mux.Lookup), for their names in a user's language
	resolved   *discordgo.ApplicationCommandInteractionDataResolved
	permsKnown bool        // the payload carried app_permissions
	notes      []i18n.Text // what the reply ends with (Note)
}

// Note adds a sentence for the reply to end with: something done otherwise because of where the request
// is, which the user should know, decided by code the handler calls rather than by the handler itself
// (commands.Env.ViewOf: a board shown as emoji, since kibitz may not attach files here). A note given
// twice is said once. The Server ends a successful reply's text with the notes, not an error's. Like the
// rest of a Request, it is for the handler's goroutine.
func (r *Request) Note(t i18n.Text) {
	for _, n := range r.notes {
		if n.En == t.En && n.Ko == t.Ko {
			return
		}
	}
	r.notes = append(r.notes, t)
}

// NewRequest reads an interaction into a Request. now is the arrival time.
func NewRequest(in *discordgo.Interaction, now time.Time) (*Request, error) {
	req := &Request{Interaction: in, GuildID: in.GuildID, ChannelID: in.ChannelID, Now: now,
		Lang: i18n.FromLocale(string(in.Locale)), Message: in.Message}
	switch {
	case in.Member != nil && in.Member.User != nil:
		req.User, req.MemberPermissions = in.Member.User, in.Member.Permissions
	case in.User != nil:
		req.User = in.User
	default:
		return nil, fmt.Errorf("router: interaction %s has no user", in.ID)
	}
	// An empty id is no user either: games keep kibitz's own seat as an empty player id, so such a
	// request would act as kibitz, and per-user keys would all collide on "".
	if req.User.ID == "" {
		return nil, fmt.Errorf("router: interaction %s has a user without an id", in.ID)
	}
	req.Locate(envelopeOf(in))
	switch in.Type {
	case discordgo.InteractionApplicationCommand, discordgo.InteractionApplicationCommandAutocomplete:
		data, ok := in.Data.(discordgo.ApplicationCommandInteractionData)
		if !ok {
			return nil, fmt.Errorf("router: command interaction %s without command data", in.ID)
		}
		req.Kind = KindCommand
		if in.Type == discordgo.InteractionApplicationCommandAutocomplete {
			req.Kind = KindAutocomplete
		}
		req.resolved = data.Resolved
		path := []string{data.Name}
		opts := data.Options
		// Descend through a subcommand group and a subcommand: their options hold the real ones.
		for len(opts) == 1 && (opts[0].Type == discordgo.ApplicationCommandOptionSubCommand ||
			opts[0].Type == discordgo.ApplicationCommandOptionSubCommandGroup) {
			path = append(path, opts[0].Name)
			opts = opts[0].Options
		}
		req.Path = "/" + strings.Join(path, " ")
		req.options = make(map[string]*discordgo.ApplicationCommandInteractionDataOption, len(opts))
		for _, o := range opts {
			req.options[o.Name] = o
			if o.Focused {
				req.Focused = o.Name
			}
		}
	case discordgo.InteractionMessageComponent:
		data, ok := in.Data.(discordgo.MessageComponentInteractionData)
		if !ok {
			return nil, fmt.Errorf("router: component interaction %s without component data", in.ID)
		}
		req.Kind = KindComponent
		req.CustomID = data.CustomID
		req.Values = data.Values
	case discordgo.InteractionModalSubmit:
		data, ok := in.Data.(discordgo.ModalSubmitInteractionData)
		if !ok {
			return nil, fmt.Errorf("router: modal interaction %s without modal data", in.ID)
		}
		req.Kind = KindModal
		req.CustomID = data.CustomID
		req.Fields = map[string]string{}
		for _, row := range data.Components {
			ar, ok := row.(*discordgo.ActionsRow)
			if !ok {
				continue
			}
			for _, c := range ar.Components {
				if ti, ok := c.(*discordgo.TextInput); ok {
					req.Fields[ti.CustomID] = ti.Value
				}
			}
		}
	default:
		return nil, fmt.Errorf("router: interaction type %d is not routed", in.Type)
	}
	return req, nil
}

// MemberCan reports whether the acting member has every permission of p (Discord's bits) in the
// channel, Administrator granting them all, as Discord grants it. Outside a server nobody has any.
func (r *Request) MemberCan(p int64) bool {
	return r.MemberPermissions&p == p || r.MemberPermissions&discordgo.PermissionAdministrator != 0
}

// Has reports whether the option was given.
func (r *Request) Has(name string) bool {
	_, ok := r.options[name]
	return ok
}

// String returns a string option, or "" when it was not given.
func (r *Request) String(name string) string {
	if o, ok := r.options[name]; ok {
		if s, ok := o.Value.(string); ok {
			return s
		}
	}
	return ""
}

// Int returns an integer option and whether it was given. Discord sends integers as JSON numbers, which
// arrive as float64.
func (r *Request) Int(name string) (int64, bool) {
	if o, ok := r.options[name]; ok {
		switch v := o.Value.(type) {
		case float64:
			return int64(v), true
		case int64:
			return v, true
		case int:
			return int64(v), true
		}
	}
	return 0, false
}

// Bool returns a boolean option and whether it was given.
func (r *Request) Bool(name string) (value, given bool) {
	if o, ok := r.options[name]; ok {
		if b, ok := o.Value.(bool); ok {
			return b, true
		}
	}
	return false, false
}

// UserOption returns the user chosen in a user option, or nil when it was not given.
func (r *Request) UserOption(name string) *discordgo.User {
	id := r.String(name)
	if id == "" {
		return nil
	}
	if r.resolved != nil {
		if u, ok := r.resolved.Users[id]; ok {
			return u
		}
	}
	return &discordgo.User{ID: id}
}

// Attachment returns the file given in an attachment option, or nil when it was not given.
func (r *Request) Attachment(name string) *discordgo.MessageAttachment {
	id := r.String(name)
	if id == "" || r.resolved == nil {
		return nil
	}
	return r.resolved.Attachments[id]
}

// optionName is the option name (its English, as the request's options are keyed) as the definition
// names it in every language; the English alone when the request has no definition (one built by hand).
func (r *Request) optionName(name string) i18n.Text {
	for _, o := range r.defs {
		if o.Name.En == name {
			return o.Name
		}
	}
	return i18n.Plain(name)
}

// OpenAttachment opens the content of the file given in an attachment option, refusing files larger than
// limit bytes and files that are not text (kibitz reads only text from attachments): by the type Discord
// gives (a picture, a sound, a video) before the download, else by the content's first bytes
// (http.DetectContentType). The caller closes it.
func (r *Request) OpenAttachment(ctx context.Context, name string, limit int64) (io.ReadCloser, error) {
	a := r.Attachment(name)
	if a == nil {
		return nil, Fail(Invalid, msgNoAttachment.Format(r.optionName(name)))
	}
	file := i18n.WithParticle(i18n.Plain(a.Filename), "은/는")
	if a.Size > 0 && int64(a.Size) > limit {
		return nil, Fail(TooLarge, msgAttachmentTooLarge.Format(file, bytesOf.N(int64(a.Size)), bytesOf.N(limit)))
	}
	if kind, _, _ := strings.Cut(a.ContentType, "/"); kind == "image" || kind == "audio" || kind == "video" {
		return nil, Fail(Invalid, msgAttachmentNotText.Format(file, strings.TrimSpace(strings.Split(a.ContentType, ";")[0])))
	}
	if r.Fetch == nil {
		return nil, fmt.Errorf("router: no fetcher for attachments on this transport")
	}
	rc, err := r.Fetch(ctx, a.URL)
	if err != nil {
		return nil, fmt.Errorf("router: fetch attachment %s: %w", a.Filename, err)
	}
	br := bufio.NewReaderSize(io.LimitReader(rc, limit+1), 512)
	head, err := br.Peek(512)
	if err != nil && !errors.Is(err, io.EOF) && !errors.Is(err, bufio.ErrBufferFull) {
		rc.Close()
		return nil, fmt.Errorf("router: read attachment %s: %w", a.Filename, err)
	}
	if textenc.LooksUTF16(head) {
		// Not "application/octet-stream", as its NUL bytes make it look: what it is and what to do. UTF-16
		// with its byte-order mark is text (text/plain; charset=utf-16le), for the caller to decode.
		rc.Close()
		return nil, Fail(Invalid, msgAttachmentUTF16.Format(file))
	}
	if len(head) > 0 {
		if sniffed := http.DetectContentType(head); !strings.HasPrefix(sniffed, "text/") {
			rc.Close()
			return nil, Fail(Invalid, msgAttachmentNotText.Format(file, strings.Split(sniffed, ";")[0]))
		}
	}
	return limitedReadCloser{br, rc}, nil
}

type limitedReadCloser struct {
	io.Reader
	io.Closer
}

var (
	msgNoAttachment = i18n.Text{
		En: "No file came with the `%s` option: attach one and send the command again.",
		Ko: "`%s` 옵션에 첨부한 파일이 없습니다. 파일을 첨부해 명령을 다시 보내 주세요.",
	}
	msgAttachmentTooLarge = i18n.Text{
		En: "The file %s is %s; kibitz reads files of at most %s here.",
		Ko: "파일 %s %s입니다. 여기서는 최대 %s까지의 파일만 읽습니다.",
	}
	msgAttachmentNotText = i18n.Text{
		En: "The file %s is not text (it looks like %s); attach a plain text file.",
		Ko: "파일 %s 텍스트 파일이 아닙니다(%s 형식으로 보입니다). 일반 텍스트 파일을 첨부해 주세요.",
	}
	msgAttachmentUTF16 = i18n.Text{
		En: "The file %s is UTF-16 text without a byte-order mark, which kibitz does not read; save it as UTF-8 (plain text) and attach it again.",
		Ko: "파일 %s 바이트 순서 표시(BOM)가 없는 UTF-16 텍스트라서 kibitz가 읽지 않습니다. UTF-8(일반 텍스트)로 저장해 다시 첨부해 주세요.",
	}
	bytesOf = i18n.Plural{One: "%s byte", Other: "%s bytes", Ko: "%s바이트"}
)
