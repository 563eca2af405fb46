package router

import "github.com/bwmarrin/discordgo"

// Response is what a handler answers: a message, an update of the message a component is on, a modal, or
// autocomplete choices. Only the transports turn it into Discord calls.
type Response struct {
	Content    string
	Embeds     []*discordgo.MessageEmbed
	Components []discordgo.MessageComponent
	Files      []*discordgo.File
	// Alt is the alt text of the files, by file name: what a picture shows, in words, for a reader who
	// cannot see it (a screen reader, a slow connection, a client that hides images). Discord shows it as
	// the attachment's description; the console prints it under the saved file. Write it in the reader's
	// language (req.Lang). Fit shortens a text over Discord's 1,024 characters at a word, and leaves out an
	// entry that names no file of the reply. Files of the same name share one text.
	Alt map[string]string

	// Private makes the reply visible to the user who acted only (an ephemeral message).
	Private bool
	// Update replaces the message the pressed component is on, instead of posting a new one. It only
	// applies to component and modal interactions; files given with an update replace the old ones.
	Update bool
	// ClearFiles makes an update or an edit without files take the message's files away, rather than keep
	// them: FitIn and WithoutFiles set it when they leave out the files that were to replace them, since
	// the old ones show what is no longer so. A new message has no files to take away.
	ClearFiles bool
	// Modal opens a form (a reply to a command or a component only).
	Modal *Modal
	// Choices answer an autocomplete request (at most 25).
	Choices []*discordgo.ApplicationCommandOptionChoice
	// Followups are further messages sent after this one, in order: a public announcement after a
	// private reply, for example.
	Followups []*Response
	// Notify are the users this message notifies (user ids; Discord's allowed_mentions): a user must act
	// on it, as the opponent a challenge names. Every other mention in it shows as a mention without a
	// notification, and @everyone, @here and roles never notify: a public ranking of ten players must not
	// ping them each time someone asks for it, and a name typed as @everyone must not ping a server. An
	// edit notifies nobody, whatever it names (Discord notifies a message's mentions when it is posted).
	Notify []string
	// Duplicate marks the Server's answer to a delivery of an interaction whose id was claimed already (a
	// redelivery: the gateway replays an event it is not sure was read). The first delivery answers it, and
	// Discord takes one first answer per interaction: a second is refused (400, code 40060), and one that
	// comes first takes the real answer's place. So a transport that may stay silent (the gateway) sends
	// nothing; one that must answer (an HTTP request waits for its body) sends the text.
	Duplicate bool
}

// Attach adds a file to the reply with its alt text (none when alt is empty) and returns r:
//
//	resp := (&router.Response{Content: text}).Attach(router.PNG("kpk.png", png), alt)
func (r *Response) Attach(f *discordgo.File, alt string) *Response {
	r.Files = append(r.Files, f)
	return r.WithAlt(f.Name, alt)
}

// WithAlt sets the alt text of the file called name, already in Files or added later, and returns r. An
// empty alt removes the text.
func (r *Response) WithAlt(name, alt string) *Response {
	if alt == "" {
		delete(r.Alt, name)
		return r
	}
	if r.Alt == nil {
		r.Alt = map[string]string{}
	}
	r.Alt[name] = alt
	return r
}

// Modal is a form with text inputs.
type Modal struct {
	CustomID   string
	Title      string // at most 45 characters
	Components []discordgo.MessageComponent
}

// Reply is a new public message with text.
func Reply(content string) *Response { return &Response{Content: content} }

// PrivateReply is a message with text that only the user who acted sees.
func PrivateReply(content string) *Response { return &Response{Content: content, Private: true} }

// PNG is a file attachment holding a PNG image.
func PNG(name string, data []byte) *discordgo.File {
	return &discordgo.File{Name: name, ContentType: "image/png", Reader: newBytesReader(data)}
}

// GIF is a file attachment holding a GIF image.
func GIF(name string, data []byte) *discordgo.File {
	return &discordgo.File{Name: name, ContentType: "image/gif", Reader: newBytesReader(data)}
}

// TextFile is a plain-text file attachment.
func TextFile(name string, data []byte) *discordgo.File {
	return &discordgo.File{Name: name, ContentType: "text/plain; charset=utf-8", Reader: newBytesReader(data)}
}
