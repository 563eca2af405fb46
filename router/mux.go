// Package router routes Discord interactions to handlers, the way net/http's ServeMux routes requests.
//
// Slash commands are routed by their path ("/tictactoe play"), components and modals by custom_id pattern
// ("ttt1/{game}/{cell}", most specific pattern first), autocomplete by command path and the option being
// typed. Registration mistakes (a duplicate command, two patterns that overlap with neither more specific, a
// name Discord would reject) panic at start-up; mistakes in requests become replies.
//
// A Handler returns its reply instead of sending it: the transports in package bot send it, defer it when
// the handler runs long, and turn errors into replies (see Serve). Handlers never call Discord, so a test
// calls them directly with a Request and looks at the Response.
package router

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/bwmarrin/discordgo"
)

// Handler answers one interaction.
type Handler func(ctx context.Context, req *Request) (*Response, error)

// Route is what the mux knows about a command path: its handler and how to defer it.
type Route struct {
	Path    string
	Handler Handler
	Private bool
	// Heavy reports whether a request on this route is heavy work, limited per user and per server; nil
	// means never (see Subcommand.Heavy).
	Heavy func(req *Request) bool
	// Await waits for what the handler needs before the request takes a worker (Subcommand.Await).
	Await func(ctx context.Context) error
	// ServerOnly: the command works only in a server that added kibitz (Command.ServerOnly).
	ServerOnly bool
}

type componentRoute struct {
	pattern pattern
	handler Handler
}

// Mux routes interactions to handlers. Register everything before serving; a Mux is read-only afterwards
// and safe for concurrent use.
type Mux struct {
	commands     []Command
	definitions  []*discordgo.ApplicationCommand
	routes       map[string]Route    // by command path
	autocomplete map[string]Handler  // by command path + " " + option name
	options      map[string][]Option // by command path: the definitions checkLimits enforces
	components   []componentRoute
}

// NewMux returns an empty Mux.
func NewMux() *Mux {
	return &Mux{routes: map[string]Route{}, autocomplete: map[string]Handler{}, options: map[string][]Option{}}
}

// Command registers a slash command with its handlers. It panics when the definition is invalid or a
// command of that name exists.
func (m *Mux) Command(c Command) {
	c = c.namesKept()
	def, err := c.definition()
	if err != nil {
		panic(err)
	}
	for _, have := range m.commands {
		if have.Name.En == c.Name.En {
			panic(fmt.Sprintf("router: command %q registered twice", c.Name.En))
		}
	}
	if len(m.commands) >= MaxCommands {
		panic(fmt.Sprintf("router: Discord allows %d slash commands", MaxCommands))
	}
	m.commands = append(m.commands, c)
	m.definitions = append(m.definitions, def)
	root := "/" + c.Name.En
	if c.Handler != nil {
		m.routes[root] = Route{Path: root, Handler: c.Handler, Private: c.Private, ServerOnly: c.ServerOnly}
		m.options[root] = c.Options
		m.addAutocomplete(root, c.Options)
		return
	}
	for _, s := range c.Subcommands {
		path := root + " " + s.Name.En
		if _, dup := m.routes[path]; dup {
			panic(fmt.Sprintf("router: %s registered twice", path))
		}
		m.routes[path] = Route{Path: path, Handler: s.Handler, Private: s.Private, Heavy: s.Heavy, Await: s.Await,
			ServerOnly: c.ServerOnly}
		m.options[path] = s.Options
		m.addAutocomplete(path, s.Options)
	}
}

func (m *Mux) addAutocomplete(path string, opts []Option) {
	for _, o := range opts {
		if o.Autocomplete != nil {
			m.autocomplete[path+" "+o.Name.En] = o.Autocomplete
		}
	}
}

// versioned reports whether a pattern's first segment names a feature and its version: lower-case letters,
// then digits ("ttt1", "wdl2"). Bumping the version is how buttons on old messages stop matching when the
// meaning of their segments changes, so a pattern without one is a mistake.
func versioned(seg string) bool {
	_, _, ok := featureVersion(seg)
	return ok
}

// featureVersion splits a versioned first segment into its feature and version ("ttt12": "ttt", 12); ok is
// false for a segment that is not one (a version too long to be a number included).
func featureVersion(seg string) (feature string, version int, ok bool) {
	i := 0
	for i < len(seg) && seg[i] >= 'a' && seg[i] <= 'z' {
		i++
	}
	if i == 0 || i == len(seg) || len(seg)-i > 9 {
		return "", 0, false
	}
	for _, c := range seg[i:] {
		if c < '0' || c > '9' {
			return "", 0, false
		}
		version = version*10 + int(c-'0')
	}
	return seg[:i], version, true
}

// newerComponent reports whether id, which no route matches, is a component of a newer kibitz than this
// one: its feature is one this Mux routes, at a version above every version routed. During a rolling
// upgrade a button drawn by an upgraded replica can reach one not yet upgraded; it works again once the
// upgrade is done, so its presser is told to wait, not that it no longer works.
func (m *Mux) newerComponent(id string) bool {
	first, _, _ := strings.Cut(id, "/")
	feature, version, ok := featureVersion(first)
	if !ok {
		return false
	}
	routed := false
	for _, r := range m.components {
		f, v, _ := featureVersion(r.pattern.segments[0])
		if f != feature {
			continue
		}
		if v >= version {
			return false
		}
		routed = true
	}
	return routed
}

// Component registers the handler of the components and modals whose custom_id matches the pattern. It
// panics on a malformed pattern, one whose first segment is not a feature and version ("ttt1"), or one
// that overlaps a registered pattern with neither more specific.
func (m *Mux) Component(patternText string, h Handler) {
	p, err := parsePattern(patternText)
	if err != nil {
		panic(err)
	}
	if !versioned(p.segments[0]) {
		panic(fmt.Sprintf("router: pattern %q must start with a feature and its version, like ttt1", patternText))
	}
	for _, r := range m.components {
		if !p.overlaps(r.pattern) {
			continue
		}
		pc, rc := p.covers(r.pattern), r.pattern.covers(p)
		if pc == rc { // identical, or overlapping with neither more specific
			panic(fmt.Sprintf("router: pattern %q conflicts with %q", patternText, r.pattern.text))
		}
	}
	m.components = append(m.components, componentRoute{pattern: p, handler: h})
}

// Definitions are the commands as Discord registers them (bulk overwrite), in registration order.
func (m *Mux) Definitions() []*discordgo.ApplicationCommand { return slices.Clone(m.definitions) }

// Commands are the registered commands, for help text.
func (m *Mux) Commands() []Command { return slices.Clone(m.commands) }

// Route returns the route of a command path.
func (m *Mux) Route(path string) (Route, bool) {
	r, ok := m.routes[path]
	return r, ok
}

// Lookup finds the handler for a request, filling req.Params for components and modals and req.Route.
// The returned route says whether a long-running command's reply is expected to be private. When nothing
// matches it returns a user error: an unknown command, or a button from an older kibitz (or a newer one,
// during an upgrade). A command whose
// options break their definition (too long, out of range, not a choice, a required one missing) gets a
// user error too, with the route it matched (so metrics can name it) and no handler: it must not run.
func (m *Mux) Lookup(req *Request) (Handler, Route, error) {
	switch req.Kind {
	case KindCommand:
		if r, ok := m.routes[req.Path]; ok {
			req.Route = r.Path
			if r.ServerOnly && req.Place != PlaceServer {
				return nil, r, Fail(Invalid, msgNeedsServer.Format(req.Path))
			}
			req.defs = m.options[req.Path]
			// Limits first, so that no handler ever sees a value its definition forbids.
			if err := m.checkLimits(req); err != nil {
				return nil, r, err
			}
			return r.Handler, r, nil
		}
		return nil, Route{}, Fail(NotFound, msgUnknownCommand.Format(req.Path)).WithHint(msgTryHelp)
	case KindAutocomplete:
		if h, ok := m.autocomplete[req.Path+" "+req.Focused]; ok {
			req.Route = req.Path + " " + req.Focused
			return h, Route{Path: req.Path}, nil
		}
		return nil, Route{}, Fail(NotFound, msgUnknownCommand.Format(req.Path))
	case KindComponent, KindModal:
		r, params, ok := m.matchComponent(req.CustomID)
		if !ok {
			if m.newerComponent(req.CustomID) {
				return nil, Route{}, Fail(NotFound, msgNewerComponent)
			}
			return nil, Route{}, Fail(NotFound, msgStaleComponent).WithHint(msgTryHelp)
		}
		req.Params = params
		req.Route = r.pattern.text
		return r.handler, Route{Path: r.pattern.text}, nil
	}
	return nil, Route{}, fmt.Errorf("router: request kind %d is not routed", req.Kind)
}

// matchComponent finds the most specific pattern matching id.
func (m *Mux) matchComponent(id string) (*componentRoute, map[string]string, bool) {
	if id == "" || len(id) > MaxCustomID {
		return nil, nil, false
	}
	segs := strings.Split(id, "/")
	var best *componentRoute
	var bestParams map[string]string
	for i := range m.components {
		r := &m.components[i]
		params, ok := r.pattern.match(segs)
		if !ok {
			continue
		}
		if best == nil || best.pattern.covers(r.pattern) {
			best, bestParams = r, params
		}
	}
	if best == nil {
		return nil, nil, false
	}
	return best, bestParams, true
}
