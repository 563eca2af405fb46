package discordtest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// Call is one HTTP request the fake received, and how it answered.
type Call struct {
	Seq int // 1 for the first request the server received, then 2, ...
	// At is when the fake read the request: after half the round trip (Config.RTT), when Discord would
	// have applied it.
	At     time.Time
	Method string // GET, PUT, POST, PATCH, DELETE
	Path   string // e.g. /api/v10/interactions/123/tok/callback
	Query  url.Values
	// Route is the pattern that answered ("POST /api/{v}/interactions/{id}/{token}/callback"), or "" when
	// none did and the catch-all answered 404.
	Route string
	// Vars are the route's wildcards: v (the API version, "v10"), app, guild, id, token, message.
	Vars   map[string]string
	Header http.Header
	// ContentType is the media type without parameters: "application/json", "multipart/form-data", or "".
	ContentType string
	Body        []byte // the raw body
	// JSON is the JSON payload: the body itself, or the payload_json part of a multipart body.
	JSON  json.RawMessage
	Files []File // the files[n] parts of a multipart body, in index order
	// Status is what the fake answered: the route's status, or a Rule's.
	Status int
}

// File is an uploaded file: one files[n] part of a multipart request.
type File struct {
	Field       string // "files[0]"
	Name        string // the part's filename
	ContentType string
	Data        []byte
	// Description is the alt text the payload's attachments list gives this upload (the entry whose id is
	// its index n), or "" when it gives none.
	Description string
}

// String is a one-line summary, for failure messages.
func (c Call) String() string {
	var extra []string
	if c.ContentType != "" {
		extra = append(extra, c.ContentType)
	}
	if len(c.Files) > 0 {
		extra = append(extra, fmt.Sprintf("%d files", len(c.Files)))
	}
	route := c.Route
	if route == "" {
		route = "no route"
	}
	return fmt.Sprintf("#%d %s %s [%s] (%s) -> %d", c.Seq, c.Method, c.Path, route, strings.Join(extra, ", "), c.Status)
}

// OK reports whether the fake answered with a 2xx status.
func (c Call) OK() bool { return c.Status >= 200 && c.Status < 300 }

// Decode unmarshals the JSON payload into v.
func (c Call) Decode(v any) error {
	if len(c.JSON) == 0 {
		return fmt.Errorf("discordtest: %s has no JSON payload", c)
	}
	return json.Unmarshal(c.JSON, v)
}

// Response decodes the payload of an interaction callback.
func (c Call) Response() (Response, error) {
	var r Response
	err := c.Decode(&r)
	return r, err
}

// Message decodes the payload of a webhook edit or followup.
func (c Call) Message() (Message, error) {
	var m Message
	err := c.Decode(&m)
	return m, err
}

// Response is an interaction response (the body of POST .../callback, or of an HTTP interaction's answer),
// decoded into the fields tests look at.
type Response struct {
	Type int      `json:"type"` // 1 pong, 4 message, 5 deferred message, 6 deferred update, 7 update, 8 choices, 9 modal
	Data *Message `json:"data,omitempty"`
}

// Message is the message part of a response, an edit or a followup, as far as tests look at it. It
// encodes back to JSON that discordgo decodes (see Interaction.OnMessage).
type Message struct {
	ID          string       `json:"id,omitempty"`
	ChannelID   string       `json:"channel_id,omitempty"`
	Content     string       `json:"content"`
	Flags       int          `json:"flags,omitempty"` // 64: ephemeral
	Embeds      []Embed      `json:"embeds,omitempty"`
	Components  []Component  `json:"components,omitempty"`
	Attachments []Attachment `json:"attachments,omitempty"`
	Choices     []Choice     `json:"choices,omitempty"`   // autocomplete results
	CustomID    string       `json:"custom_id,omitempty"` // modals
	Title       string       `json:"title,omitempty"`     // modals
	// Mentions are the message's allowed_mentions: whom it notifies.
	Mentions *AllowedMentions `json:"allowed_mentions,omitempty"`
}

// AllowedMentions is a message's allowed_mentions: the kinds of mention parsed from its content, and the
// users it notifies.
type AllowedMentions struct {
	Parse []string `json:"parse"`
	Users []string `json:"users,omitempty"`
}

// Ephemeral is the message flag of a private reply.
const Ephemeral = 1 << 6

// Private reports whether the message is ephemeral.
func (m Message) Private() bool { return m.Flags&Ephemeral != 0 }

// Buttons returns the message's buttons, row by row.
func (m Message) Buttons() []Component {
	var out []Component
	for _, row := range m.Components {
		for _, c := range row.Components {
			if c.Type == 2 {
				out = append(out, c)
			}
		}
	}
	return out
}

// Embed is a message embed.
type Embed struct {
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	Image       *struct {
		URL string `json:"url"`
	} `json:"image,omitempty"`
}

// Component is a message component: an action row (type 1) holding buttons (2), selects (3) or text
// inputs (4).
type Component struct {
	Type        int         `json:"type"`
	CustomID    string      `json:"custom_id,omitempty"`
	Label       string      `json:"label,omitempty"`
	Style       int         `json:"style,omitempty"`
	Disabled    bool        `json:"disabled,omitempty"`
	URL         string      `json:"url,omitempty"`
	Placeholder string      `json:"placeholder,omitempty"`
	Value       string      `json:"value,omitempty"`
	Options     []Choice    `json:"options,omitempty"`
	Components  []Component `json:"components,omitempty"`
}

// Attachment is an entry of a message's attachments list.
type Attachment struct {
	ID          json.RawMessage `json:"id"` // a snowflake string, or an upload index
	Filename    string          `json:"filename"`
	Description string          `json:"description,omitempty"` // the alt text
}

// Upload is the index n of the files[n] upload the entry names, and false when it names an attachment the
// message already has (a snowflake) or nothing readable. Discord takes the id as a string or a number.
func (a Attachment) Upload() (int, bool) {
	var s string
	if json.Unmarshal(a.ID, &s) != nil {
		s = string(a.ID)
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n >= 1<<22 { // a snowflake is at least 2^22: its time part is not zero
		return 0, false
	}
	return n, true
}

// maxDescription is Discord's limit on an attachment's description, in characters.
const maxDescription = 1024

// attachmentList is the attachments list of the call's payload: at the top of a webhook edit or followup,
// under data in an interaction response.
func (c Call) attachmentList() []Attachment {
	var p struct {
		Attachments []Attachment `json:"attachments"`
		Data        *struct {
			Attachments []Attachment `json:"attachments"`
		} `json:"data"`
	}
	if len(c.JSON) == 0 || json.Unmarshal(c.JSON, &p) != nil {
		return nil
	}
	if p.Data != nil {
		return append(p.Attachments, p.Data.Attachments...)
	}
	return p.Attachments
}

// describeFiles gives each upload the description its attachments entry has.
func (c *Call) describeFiles() {
	list := c.attachmentList()
	for i := range c.Files {
		for _, a := range list {
			if n, ok := a.Upload(); ok && n == fileIndex(c.Files[i].Field) {
				c.Files[i].Description = a.Description
			}
		}
	}
}

// attachmentsError is what Discord says of an attachments list it refuses, as a form error: an entry naming
// an upload the request does not carry, or a description over 1,024 characters. "" when it is fine.
func (c Call) attachmentsError() string {
	uploads := map[int]bool{}
	for _, f := range c.Files {
		uploads[fileIndex(f.Field)] = true
	}
	for _, a := range c.attachmentList() {
		if n, ok := a.Upload(); ok && !uploads[n] {
			return fmt.Sprintf("attachments.%d: Attachment data not found", n)
		}
		if utf8.RuneCountInString(a.Description) > maxDescription {
			return fmt.Sprintf("attachments: description must be %d or fewer in length", maxDescription)
		}
	}
	return ""
}

// Choice is an autocomplete choice or a select option.
type Choice struct {
	Name  string `json:"name,omitempty"`
	Label string `json:"label,omitempty"`
	Value any    `json:"value"`
}
