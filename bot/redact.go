package bot

import (
	"context"
	"fmt"
	"log/slog"
	"regexp"
	"strings"

	"github.com/bwmarrin/discordgo"
)

// tokenInPath finds the token in an interaction's URLs: the segment after the id in
// /webhooks/{app}/{token} and /interactions/{id}/{token}. Interaction tokens are long base64-like strings;
// whatever stands there is replaced, so no shape of token can slip through.
var tokenInPath = regexp.MustCompile(`(/(?:webhooks|interactions)/[0-9]+/)[^/\s"'?#]+`)

// Redact removes secrets from s: the token in interaction URLs, and each of the given secrets (the bot
// token) wherever it stands.
func Redact(s string, secrets ...string) string {
	s = tokenInPath.ReplaceAllString(s, "${1}:token")
	for _, secret := range secrets {
		if len(secret) >= 8 { // a short "secret" would blank out ordinary words
			s = strings.ReplaceAll(s, secret, "[redacted]")
		}
	}
	return s
}

// Redacting wraps a log handler so that no record it passes on holds a secret: the message and every
// attribute (errors and other values as their text, groups included) go through Redact. The code that
// logs already keeps tokens out (routes are templates, errors are cleaned); this is the net under it, for
// a library's line or an error nobody thought of.
func Redacting(h slog.Handler, secrets ...string) slog.Handler {
	return &redactingHandler{next: h, secrets: secrets}
}

type redactingHandler struct {
	next    slog.Handler
	secrets []string
}

func (h *redactingHandler) Enabled(ctx context.Context, l slog.Level) bool {
	return h.next.Enabled(ctx, l)
}

func (h *redactingHandler) Handle(ctx context.Context, r slog.Record) error {
	out := slog.NewRecord(r.Time, r.Level, Redact(r.Message, h.secrets...), r.PC)
	r.Attrs(func(a slog.Attr) bool {
		out.AddAttrs(h.attr(a))
		return true
	})
	return h.next.Handle(ctx, out)
}

func (h *redactingHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	clean := make([]slog.Attr, len(attrs))
	for i, a := range attrs {
		clean[i] = h.attr(a)
	}
	return &redactingHandler{next: h.next.WithAttrs(clean), secrets: h.secrets}
}

func (h *redactingHandler) WithGroup(name string) slog.Handler {
	return &redactingHandler{next: h.next.WithGroup(name), secrets: h.secrets}
}

func (h *redactingHandler) attr(a slog.Attr) slog.Attr {
	v := a.Value.Resolve()
	switch v.Kind() {
	case slog.KindString:
		return slog.String(a.Key, Redact(v.String(), h.secrets...))
	case slog.KindGroup:
		group := v.Group()
		clean := make([]any, len(group))
		for i, g := range group {
			clean[i] = h.attr(g)
		}
		return slog.Group(a.Key, clean...)
	case slog.KindAny:
		switch x := v.Any().(type) {
		case error:
			return slog.String(a.Key, Redact(x.Error(), h.secrets...))
		case fmt.Stringer:
			return slog.String(a.Key, Redact(x.String(), h.secrets...))
		default:
			return slog.String(a.Key, Redact(fmt.Sprint(x), h.secrets...))
		}
	}
	return slog.Attr{Key: a.Key, Value: v}
}

// LogDiscordgo sends discordgo's own log lines to log, at the matching level. discordgo writes URLs
// (with interaction tokens) into some of them, so log should be Redacting. discordgo has one logger for
// the whole process: call this once, at start-up.
func LogDiscordgo(log *slog.Logger) {
	discordgo.Logger = func(level, _ int, format string, args ...any) {
		l := slog.LevelDebug
		switch level {
		case discordgo.LogError:
			l = slog.LevelError
		case discordgo.LogWarning:
			l = slog.LevelWarn
		case discordgo.LogInformational:
			l = slog.LevelInfo
		}
		log.Log(context.Background(), l, fmt.Sprintf(format, args...), "from", "discordgo")
	}
}
