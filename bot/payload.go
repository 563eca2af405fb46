package bot

import (
	"context"
	"net/http"
	"strconv"

	"github.com/bwmarrin/discordgo"

	"kibitz/router"
)

// The payloads of the three calls that carry a reply to Discord: the interaction callback (the first answer),
// the edit of a message through the interaction's webhook, and a followup. They are kibitz's own, holding
// only the fields kibitz sends, because discordgo v0.29's MessageAttachment has no description: its
// InteractionResponse, WebhookEdit and WebhookParams cannot carry a picture's alt text (docs/discord.md §4).
// The calls still go through the Session (RequestWithLockedBucket): its client, and so kibitz's one REST
// path with its retries, rate-limit buckets by interaction, route templates and metrics, to the URLs
// discordgo's own methods build (send).

// interactionResponse is the body of POST /interactions/{id}/{token}/callback, or of the HTTP response to an
// HTTP interaction.
type interactionResponse struct {
	Type discordgo.InteractionResponseType `json:"type"`
	// Data is a *message (types 4 and 7), a *flagsData (a private deferral), a *modalData (9), a
	// *choicesData (8), or nil.
	Data any `json:"data,omitempty"`
}

// files are the uploads of the response: those of its message, if it has one.
func (r *interactionResponse) files() []*discordgo.File {
	if m, ok := r.Data.(*message); ok {
		return m.files
	}
	return nil
}

// message is a message as kibitz sends it: the data of a response, the body of a webhook edit or of a
// followup. Embeds and components are pointers so that "none" (left out: a new message has none) and
// "empty" (sent as []: an edit removes the old ones) are told apart.
type message struct {
	Content     string                        `json:"content"`
	Embeds      *[]*discordgo.MessageEmbed    `json:"embeds,omitempty"`
	Components  *[]discordgo.MessageComponent `json:"components,omitempty"`
	Attachments *[]attachment                 `json:"attachments,omitempty"`
	Flags       discordgo.MessageFlags        `json:"flags,omitempty"`
	// Mentions are always sent: without them Discord notifies every user, role and @everyone the content
	// names (router.Response.Notify).
	Mentions allowedMentions `json:"allowed_mentions"`

	files []*discordgo.File // uploaded as files[0], files[1], ... beside the JSON
}

// allowedMentions is Discord's allowed mentions object as kibitz sends it: no kind of mention parsed from
// the content (parse is sent empty, never left out), only the users named notified.
type allowedMentions struct {
	Parse []string `json:"parse"`
	Users []string `json:"users,omitempty"`
}

// attachment is an entry of a message's attachments list (Discord's attachment request structure): a new
// upload is named by its index n in files[n]. On an edit or an update Discord keeps exactly the attachments
// listed (docs/discord.md §9), so listing only the uploads replaces the old files with them.
type attachment struct {
	ID          string `json:"id"`
	Filename    string `json:"filename"`
	Description string `json:"description,omitempty"` // the alt text; at most 1,024 characters (router.Fit)
}

// flagsData is the data of a deferral that promises a private reply: the flags and nothing else.
type flagsData struct {
	Flags discordgo.MessageFlags `json:"flags"`
}

// modalData is the data of a modal (type 9).
type modalData struct {
	CustomID   string                       `json:"custom_id"`
	Title      string                       `json:"title"`
	Components []discordgo.MessageComponent `json:"components"`
}

// choicesData is the data of an autocomplete answer (type 8).
type choicesData struct {
	Choices []*discordgo.ApplicationCommandOptionChoice `json:"choices"`
}

// newMessage is resp as a message. replace makes it replace a whole message (an update, an edit): the
// embeds and components resp lacks are sent empty, so the old ones go. Without files, an edit keeps the
// message's attachments (Discord leaves them when the list is absent), unless resp clears them
// (router.Response.ClearFiles): the list is then sent empty.
func newMessage(resp *router.Response, replace bool) *message {
	m := &message{Content: resp.Content, files: resp.Files, Attachments: attachments(resp.Files, resp.Alt),
		Mentions: allowedMentions{Parse: []string{}, Users: resp.Notify}}
	if replace && resp.ClearFiles && m.Attachments == nil {
		m.Attachments = &[]attachment{}
	}
	if embeds := resp.Embeds; len(embeds) > 0 || replace {
		if embeds == nil {
			embeds = []*discordgo.MessageEmbed{}
		}
		m.Embeds = &embeds
	}
	if components := resp.Components; len(components) > 0 || replace {
		if components == nil {
			components = []discordgo.MessageComponent{}
		}
		m.Components = &components
	}
	return m
}

// attachments lists the files being sent by their upload index, each with its alt text when it has one.
func attachments(files []*discordgo.File, alt map[string]string) *[]attachment {
	if len(files) == 0 {
		return nil
	}
	list := make([]attachment, len(files))
	for i, f := range files {
		list[i] = attachment{ID: strconv.Itoa(i), Filename: f.Name, Description: alt[f.Name]}
	}
	return &list
}

// initial is the first answer carrying the whole reply.
func initial(req *router.Request, resp *router.Response) *interactionResponse {
	switch {
	case resp.Modal != nil:
		return &interactionResponse{Type: discordgo.InteractionResponseModal, Data: &modalData{
			CustomID: resp.Modal.CustomID, Title: resp.Modal.Title, Components: resp.Modal.Components}}
	case req.Kind == router.KindAutocomplete:
		choices := resp.Choices
		if choices == nil {
			choices = []*discordgo.ApplicationCommandOptionChoice{} // Discord wants a list, even an empty one
		}
		return &interactionResponse{Type: discordgo.InteractionApplicationCommandAutocompleteResult,
			Data: &choicesData{Choices: choices}}
	}
	if resp.Update && (req.Kind == router.KindComponent || req.Kind == router.KindModal) {
		return &interactionResponse{Type: discordgo.InteractionResponseUpdateMessage, Data: newMessage(resp, true)}
	}
	m := newMessage(resp, false)
	if resp.Private {
		m.Flags = discordgo.MessageFlagsEphemeral
	}
	return &interactionResponse{Type: discordgo.InteractionResponseChannelMessageWithSource, Data: m}
}

// deferral is the first answer that buys time: "kibitz is thinking" for a command (private if the reply
// will be), an invisible acknowledgement for a component.
func deferral(req *router.Request, private bool) *interactionResponse {
	if req.Kind == router.KindComponent || req.Kind == router.KindModal {
		return &interactionResponse{Type: discordgo.InteractionResponseDeferredMessageUpdate}
	}
	dr := &interactionResponse{Type: discordgo.InteractionResponseDeferredChannelMessageWithSource}
	if private {
		dr.Data = &flagsData{Flags: discordgo.MessageFlagsEphemeral}
	}
	return dr
}

// editOf is the edit that makes a message show resp.
func editOf(resp *router.Response) *message { return newMessage(resp, true) }

// followupOf is resp as a further message.
func followupOf(resp *router.Response) *message {
	m := newMessage(resp, false)
	if resp.Private {
		m.Flags = discordgo.MessageFlagsEphemeral
	}
	return m
}

// respondTo sends the first answer to an interaction that arrived on the gateway.
func respondTo(ctx context.Context, s *discordgo.Session, in *discordgo.Interaction, r *interactionResponse) error {
	return send(ctx, s, http.MethodPost, discordgo.EndpointInteractionResponse(in.ID, in.Token), r, r.files())
}

// editOriginal edits the message an interaction answered (or whose component was pressed).
func editOriginal(ctx context.Context, s *discordgo.Session, appID, token string, m *message) error {
	return send(ctx, s, http.MethodPatch, discordgo.EndpointWebhookMessage(appID, token, "@original"), m, m.files)
}

// postFollowup posts a further message for an interaction, waiting for Discord to have made it, as
// discordgo's FollowupMessageCreate with wait does.
func postFollowup(ctx context.Context, s *discordgo.Session, in *discordgo.Interaction, m *message) error {
	return send(ctx, s, http.MethodPost, discordgo.EndpointWebhookToken(in.AppID, in.Token)+"?wait=true", m, m.files)
}

// deleteOriginal deletes the message an interaction answered, as discordgo's InteractionResponseDelete does.
func deleteOriginal(ctx context.Context, s *discordgo.Session, appID, token string) error {
	return send(ctx, s, http.MethodDelete, discordgo.EndpointWebhookMessage(appID, token, "@original"), nil, nil)
}

// send makes one call about an interaction: a JSON body (none when payload is nil), or with files a
// multipart/form-data body of payload_json and files[n]. The files are rewound first, since a fallback path
// may send the same reply twice.
//
// The call waits in its interaction's bucket, which kibitz's REST path keeps (buckets.go), and not in
// discordgo's: there every JSON edit of every interaction shares one bucket, and every other call leaves a
// bucket of its own behind for good. So discordgo gets a bucket made for this call alone, which nothing else
// waits for and nobody keeps (discordgo reads the answer's rate-limit headers into it, and then it is
// garbage).
func send(ctx context.Context, s *discordgo.Session, method, uri string, payload any, files []*discordgo.File) error {
	opt := discordgo.WithContext(ctx)
	var ctype string
	var body []byte
	var err error
	switch {
	case len(files) > 0:
		router.Rewind(files)
		ctype, body, err = discordgo.MultipartBodyWithJSON(payload, files)
	case payload != nil:
		ctype = "application/json"
		body, err = discordgo.Marshal(payload)
	}
	if err != nil {
		return err
	}
	_, err = s.RequestWithLockedBucket(method, uri, ctype, body, ownBucket(uri), 0, opt)
	return cleanError(err) // where the call went, not the URL discordgo built with the token in it
}

// ownBucket is a locked discordgo bucket that belongs to one call (send).
func ownBucket(uri string) *discordgo.Bucket { return discordgo.NewRatelimiter().LockBucket(uri) }
