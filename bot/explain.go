package bot

import (
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/gorilla/websocket"
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
		short := *fail
		short.Base = "" // the sentence names it
		return fmt.Sprintf("no answer from Discord at %s (%v); check the network, and DISCORD_API_BASE if it is set", apiBase, &short)
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

// describeGateway words a failure to open the gateway session that may pass: no answer to the gateway's
// discovery (GET /gateway), or from the gateway itself.
func describeGateway(err error, apiBase string) string {
	var rest *discordgo.RESTError
	var fail *RESTFailure
	if errors.As(err, &rest) || errors.As(err, &fail) {
		return DescribeRESTError(err, apiBase)
	}
	return fmt.Sprintf("the gateway did not let kibitz in (%v); check the network", err)
}

// gatewayRefusal is a gateway close code that trying again cannot cure: the configuration must change.
// Discord's codes (docs/discord.md §3); the others (4000 unknown error, 4008 rate limited, 4009 session
// timed out, a dropped connection) pass, and discordgo itself reconnects after them.
var gatewayRefusal = map[int]string{
	4004: "Discord refused the bot token (gateway close code 4004, authentication failed); " + checkToken,
	4010: "Discord refused the shard (gateway close code 4010, invalid shard); check KIBITZ_SHARD_ID and KIBITZ_SHARD_COUNT",
	4011: "Discord requires this bot to run in shards (gateway close code 4011, sharding required); set KIBITZ_SHARD_COUNT and run one process per shard",
	4012: "Discord refused the gateway's API version (gateway close code 4012); check DISCORD_API_BASE",
	4013: "Discord refused the gateway intents (gateway close code 4013, invalid intents)",
	4014: "Discord refused the gateway intents (gateway close code 4014, disallowed intents)",
}

// lasting reports whether a failure to open the gateway session will not pass by trying again, and words
// it: a close code of gatewayRefusal, a REST answer that says the request itself is
// wrong (401, 403, 404: a wrong token or DISCORD_API_BASE). Anything else (no answer, a 5xx, a refused
// connection, a 429) is an outage, worth waiting out.
func lasting(err error, apiBase string) (string, bool) {
	var closed *websocket.CloseError
	if errors.As(err, &closed) {
		msg, ok := gatewayRefusal[closed.Code]
		return msg, ok
	}
	var rest *discordgo.RESTError
	if errors.As(err, &rest) && rest.Response != nil {
		switch rest.Response.StatusCode {
		case http.StatusUnauthorized, http.StatusForbidden, http.StatusNotFound:
			return DescribeRESTError(err, apiBase), true
		}
	}
	return "", false
}
