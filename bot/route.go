package bot

// What a REST call is called in logs and metrics: its route template, never its URL, which can hold an
// interaction's token.

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// routeWords are the path segments that name things rather than identify them; every other segment is
// an id (":id") or a token (":token"), so a route template has a small fixed set of values and never
// carries a secret.
var routeWords = map[string]bool{
	"applications": true, "guilds": true, "commands": true, "webhooks": true, "messages": true,
	"interactions": true, "callback": true, "gateway": true, "bot": true, "users": true, "@me": true,
	"@original": true, "channels": true,
}

// RouteTemplate is a URL's route for logs and metrics: the path after the API version, with ids and
// tokens replaced: /webhooks/{app}/{token}/messages/@original becomes /webhooks/:id/:token/messages/@original.
// A URL outside the API (an attachment on the CDN) is "attachment".
func RouteTemplate(u *url.URL) string {
	path := u.Path
	i := strings.Index(path, "/api/v")
	if i < 0 {
		return "attachment"
	}
	path = path[i+len("/api/v"):]
	if j := strings.IndexByte(path, '/'); j >= 0 {
		path = path[j+1:]
	} else {
		path = ""
	}
	segs := strings.Split(path, "/")
	for k, s := range segs {
		switch {
		case routeWords[s]:
		case k >= 2 && (segs[k-2] == "webhooks" || segs[k-2] == "interactions"):
			segs[k] = ":token"
		default:
			segs[k] = ":id"
		}
	}
	return "/" + strings.Join(segs, "/")
}

// cleanError returns err without the URL that net/http puts in front of a transport's error: the URL of an
// interaction webhook holds the interaction's token, and it is the URL discordgo built
// (https://discord.com/api/v9/...), not the one RESTTransport sent the call to. A call RESTTransport gave
// up is its *RESTFailure, which names the base the call went to and the route; another error keeps the
// operation and the route.
func cleanError(err error) error {
	var ue *url.Error
	var fail *RESTFailure
	if errors.As(err, &ue) && errors.As(ue.Err, &fail) {
		return fail
	}
	if errors.As(err, &ue) {
		u, perr := url.Parse(ue.URL)
		route := "?"
		if perr == nil {
			route = RouteTemplate(u)
		}
		return fmt.Errorf("%s %s: %w", ue.Op, route, ue.Err)
	}
	return err
}
