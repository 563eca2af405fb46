package bot

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"log/slog"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/all"
	"kibitz/i18n"
	"kibitz/internal/discordtest"
	"kibitz/router"
	"kibitz/storage"
	"kibitz/storage/memory"
)

// fake is the Discord the package's end-to-end tests talk to: each REST path they build is given
// fake.API(10) as its APIBase (discordgo's own endpoint variables are never touched, see docs/discord.md
// §2). Interactions carry fresh ids and tokens, so tests sharing the fake pick out their own calls.
var fake *discordtest.Server

func TestMain(m *testing.M) {
	fake = discordtest.New(discordtest.Config{})
	code := m.Run()
	if u := fake.Unrouted(); len(u) > 0 && code == 0 {
		fmt.Fprintf(os.Stderr, "requests no route of the fake Discord answered: %v\n", u)
		code = 1
	}
	fake.Close()
	os.Exit(code)
}

// quiet discards the logs of the router and the transports.
var quiet = slog.New(slog.DiscardHandler)

// newTestServer is kibitz's real commands plus /probe, on the given store.
func newTestServer(store storage.Store, p *probe) *router.Server {
	mux := router.NewMux()
	all.Register(mux, all.Config{Store: store, Log: quiet})
	p.register(mux)
	return &router.Server{Mux: mux, Log: quiet}
}

func newProbeServer() (*router.Server, *probe) {
	p := &probe{}
	return newTestServer(memory.New(), p), p
}

// probe is a command that exists only in these tests:
//
//	/probe [mode] [n] [flag]
//
// It waits at its gate when the test set one for the interaction (to be slower than the deferral
// threshold, or to be in flight at shutdown, for exactly as long as the test needs), then answers as mode
// says: "fail" (a user error), "file" (a PNG), "private-file" (a private PNG), "panic", "menu" (a select
// menu, answered by updating the message), "modal" (a form, answered privately), "alt" (pictures with alt
// text, see probeAlt), "notify" (a public text that notifies user 42), or by default the text
// "probe n=N flag=B" (with mode="..." when mode is some other text). Its route is public; mode has
// autocomplete.
type probe struct {
	mu    sync.Mutex
	gates map[string]*gate // by interaction id
}

type gate struct {
	started chan struct{} // closed when the handler reaches the gate
	release chan struct{} // closed by the test to let it go on
}

// hold makes the handler of in wait until release is called; started is closed when it begins waiting.
func (p *probe) hold(in *discordtest.Interaction) (started <-chan struct{}, release func()) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.gates == nil {
		p.gates = map[string]*gate{}
	}
	g := &gate{started: make(chan struct{}), release: make(chan struct{})}
	p.gates[in.ID] = g
	var once sync.Once
	return g.started, func() { once.Do(func() { close(g.release) }) }
}

func (p *probe) gate(id string) *gate {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.gates[id]
}

var probeModes = []string{"fail", "file", "private-file", "panic", "menu", "modal", "alt", "notify"}

// The alt text of /probe mode:alt's pictures, and of the one its button puts in their place.
const (
	altFirst    = "A grey probe, 3 pixels by 2."
	altFollowup = "The same probe, sent again."
	altPressed  = "The probe after the press: still grey."
)

// probeAlt is /probe mode:alt: a picture with alt text beside a text file without, a button ("probe1/picture")
// that replaces them with one new picture and its alt text, and a followup with a picture of its own.
func probeAlt() *router.Response {
	resp := (&router.Response{Content: "pictures", Components: []discordgo.MessageComponent{discordgo.ActionsRow{
		Components: []discordgo.MessageComponent{discordgo.Button{CustomID: "probe1/picture", Label: "New picture"}}}}}).
		Attach(router.PNG("probe.png", probePNG), altFirst).
		Attach(router.TextFile("probe.txt", []byte("a probe")), "")
	resp.Followups = []*router.Response{(&router.Response{Content: "again"}).Attach(router.PNG("again.png", probePNG), altFollowup)}
	return resp
}

func (p *probe) register(mux *router.Mux) {
	mux.Command(p.command())
	mux.Component("probe1/menu", func(ctx context.Context, req *router.Request) (*router.Response, error) {
		return &router.Response{Content: "chose " + strings.Join(req.Values, ","), Update: true}, nil
	})
	mux.Component("probe1/picture", func(ctx context.Context, req *router.Request) (*router.Response, error) {
		return (&router.Response{Content: "pressed", Update: true}).Attach(router.PNG("pressed.png", probePNG), altPressed), nil
	})
	mux.Component("probe1/form", func(ctx context.Context, req *router.Request) (*router.Response, error) {
		return router.PrivateReply("form: " + req.Fields["text"]), nil
	})
}

func (p *probe) command() router.Command {
	return router.Command{
		Name:        i18n.Text{En: "probe", Ko: "탐침"},
		Description: i18n.Text{En: "A command for the transport tests", Ko: "전송 계층 시험용 명령"},
		Options: []router.Option{
			{Type: discordgo.ApplicationCommandOptionString, Name: i18n.Plain("mode"), Description: i18n.Plain("what to answer"),
				Autocomplete: func(ctx context.Context, req *router.Request) (*router.Response, error) {
					var choices []*discordgo.ApplicationCommandOptionChoice
					for _, m := range probeModes {
						if strings.HasPrefix(m, req.String("mode")) {
							choices = append(choices, &discordgo.ApplicationCommandOptionChoice{Name: m, Value: m})
						}
					}
					return &router.Response{Choices: choices}, nil
				}},
			{Type: discordgo.ApplicationCommandOptionInteger, Name: i18n.Plain("n"), Description: i18n.Plain("a number")},
			{Type: discordgo.ApplicationCommandOptionBoolean, Name: i18n.Plain("flag"), Description: i18n.Plain("a flag")},
		},
		Handler: func(ctx context.Context, req *router.Request) (*router.Response, error) {
			if g := p.gate(req.Interaction.ID); g != nil {
				close(g.started)
				select {
				case <-g.release:
				case <-ctx.Done():
					return nil, ctx.Err()
				}
			}
			switch req.String("mode") {
			case "fail":
				return nil, router.Fail(router.Invalid, i18n.Text{En: "The probe failed on purpose.", Ko: "탐침이 일부러 실패했습니다."})
			case "file":
				return &router.Response{Content: "a file", Files: []*discordgo.File{router.PNG("probe.png", probePNG)}}, nil
			case "private-file":
				return &router.Response{Content: "a private file", Private: true,
					Files: []*discordgo.File{router.PNG("probe.png", probePNG)}}, nil
			case "panic":
				panic("the probe panics")
			case "alt":
				return probeAlt(), nil
			case "notify":
				return &router.Response{Content: "<@42>, your turn", Notify: []string{"42"}}, nil
			case "menu":
				return &router.Response{Content: "choose", Components: []discordgo.MessageComponent{discordgo.ActionsRow{
					Components: []discordgo.MessageComponent{discordgo.SelectMenu{CustomID: "probe1/menu", Placeholder: "letters",
						Options: []discordgo.SelectMenuOption{{Label: "A", Value: "a"}, {Label: "B", Value: "b"}}}}}}}, nil
			case "modal":
				return &router.Response{Modal: &router.Modal{CustomID: "probe1/form", Title: "Probe form",
					Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
						discordgo.TextInput{CustomID: "text", Label: "Some text", Style: discordgo.TextInputShort}}}}}}, nil
			}
			n, _ := req.Int("n")
			flag, _ := req.Bool("flag")
			text := fmt.Sprintf("probe n=%d flag=%v", n, flag)
			if mode := req.String("mode"); mode != "" {
				text += fmt.Sprintf(" mode=%q", mode)
			}
			return router.Reply(text), nil
		},
	}
}

// probePNG is a 3x2 image.
var probePNG = func() []byte {
	var buf bytes.Buffer
	png.Encode(&buf, image.NewGray(image.Rect(0, 0, 3, 2)))
	return buf.Bytes()
}()

// decodePNG checks that a recorded file is a PNG image and returns its size.
func decodePNG(t *testing.T, f discordtest.File) image.Point {
	t.Helper()
	if f.ContentType != "image/png" || !strings.HasSuffix(f.Name, ".png") {
		t.Errorf("file %s has content type %q, want a .png as image/png", f.Name, f.ContentType)
	}
	img, err := png.Decode(bytes.NewReader(f.Data))
	if err != nil {
		t.Fatalf("file %s (%d bytes) does not decode as a PNG: %v", f.Name, len(f.Data), err)
	}
	return img.Bounds().Size()
}
