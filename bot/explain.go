package bot

import (
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/bwmarrin/discordgo"
)

// What the operator reads when Discord cannot be reached or refuses kibitz at start-up: a sentence that
// says what is wrong and what to check, with the library's error in brackets, rather than the library's
// error alone (a URL of discordgo's own, "HTTP 401 Unauthorized, {...}").

// checkToken is what to do about a token Discord refuses.
const checkToken = "check DISCORD_TOKEN: the Developer Portal (your application > Bot > Reset Token) gives a new one"

// DescribeRESTError words the failure of a REST call to Discord made at start-up (gateway discovery,
// GET /users/@me, the commands' registration). apiBase is where the calls went (DISCORD_API_BASE).
func DescribeRESTError(err error, apiBase string) string {
	var rest *discordgo.RESTError
	var fail *RESTFailure
	switch {
	case errors.As(err, &rest) && rest.Response != nil:
		status := rest.Response.Status
		if rest.Message != nil && rest.Message.Message != "" {
			status += ": " + rest.Message.Message
		}
		switch rest.Response.StatusCode {
		case http.StatusUnauthorized:
			return fmt.Sprintf("Discord refused the bot token (%s); %s", status, checkToken)
		case http.StatusForbidden:
			return fmt.Sprintf("Discord refused the request (%s); check that the bot is in the server DISCORD_GUILD_ID names, invited with the applications.commands scope", status)
		case http.StatusNotFound:
			return fmt.Sprintf("Discord answered %s; check DISCORD_APP_ID, DISCORD_GUILD_ID and DISCORD_API_BASE (%s)", status, apiBase)
		}
		return fmt.Sprintf("Discord answered %s", status)
	case errors.As(err, &fail):
		return fmt.Sprintf("no answer from Discord at %s (%v); check the network, and DISCORD_API_BASE if it is set", apiBase, fail)
	}
	return err.Error()
}

// explained is an error worded for the operator (DescribeRESTError, lasting), which still unwraps to the
// library's error.
type explained struct {
	msg string
	err error
}

func (e *explained) Error() string { return e.msg }
func (e *explained) Unwrap() error { return e.err }

// apiBaseOf is where s sends its REST calls: its RESTTransport's base, or discordgo's own.
func apiBaseOf(s *discordgo.Session) string {
	if t, ok := s.Client.Transport.(*RESTTransport); ok && t.APIBase != "" {
		return t.APIBase
	}
	return strings.TrimSuffix(discordgoAPI, "/")
}
