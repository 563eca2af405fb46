package router

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
)

var testNow = time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)

func serveCommand(t *testing.T, h Handler, lang i18n.Lang) (*Response, string) {
	t.Helper()
	var logs bytes.Buffer
	m := NewMux()
	c := sampleCommand()
	c.Subcommands[1].Handler = h
	m.Command(c)
	var seen Outcome
	s := &Server{Mux: m, Log: slog.New(slog.NewTextHandler(&logs, nil)), Timeout: time.Second,
		Observe: func(_ *Request, o Outcome, _ time.Duration) { seen = o }}
	req := &Request{Kind: KindCommand, Path: "/game stats", Lang: lang}
	resp := s.Serve(context.Background(), req)
	return resp, string(seen) + "\n" + logs.String()
}

func TestServeTurnsErrorsIntoReplies(t *testing.T) {
	t.Run("ok", func(t *testing.T) {
		resp, log := serveCommand(t, named("fine"), i18n.English)
		if resp.Content != "fine" || !strings.HasPrefix(log, "ok") {
			t.Errorf("resp %q, log %q", resp.Content, log)
		}
	})
	t.Run("user error", func(t *testing.T) {
		resp, log := serveCommand(t, func(context.Context, *Request) (*Response, error) {
			return nil, Fail(Conflict, i18n.Text{En: "Taken.", Ko: "이미 찼습니다."})
		}, i18n.Korean)
		if !resp.Private || resp.Content != "이미 찼습니다." || !strings.HasPrefix(log, "user_error") || strings.Contains(log, "ERROR") {
			t.Errorf("resp %+v, log %q", resp, log)
		}
	})
	t.Run("internal error", func(t *testing.T) {
		resp, log := serveCommand(t, func(context.Context, *Request) (*Response, error) {
			return nil, errors.New("database on fire")
		}, i18n.English)
		if !resp.Private || !strings.Contains(resp.Content, "Incident") || strings.Contains(resp.Content, "fire") {
			t.Errorf("internal error leaked or not reported: %q", resp.Content)
		}
		if !strings.Contains(log, "database on fire") || strings.Count(log, "level=ERROR") != 1 {
			t.Errorf("internal error must be logged exactly once with its cause: %q", log)
		}
		incident := resp.Content[strings.Index(resp.Content, "Incident ")+len("Incident ") : strings.Index(resp.Content, " has been")]
		if !strings.Contains(log, "incident="+incident) {
			t.Errorf("log does not carry incident %q: %q", incident, log)
		}
	})
	t.Run("panic", func(t *testing.T) {
		resp, log := serveCommand(t, func(context.Context, *Request) (*Response, error) {
			var m map[string]int
			//lint:ignore SA5000 a deliberate runtime panic, the kind a handler's bug raises
			m["boom"]++
			return nil, nil
		}, i18n.English)
		if !resp.Private || !strings.Contains(resp.Content, "Incident") || !strings.Contains(log, "panic") {
			t.Errorf("panic: resp %q log %q", resp.Content, log)
		}
	})
	t.Run("nil response", func(t *testing.T) {
		resp, log := serveCommand(t, func(context.Context, *Request) (*Response, error) { return nil, nil }, i18n.English)
		if !strings.Contains(resp.Content, "Incident") || !strings.HasPrefix(log, "internal_error") {
			t.Errorf("nil response: %q", resp.Content)
		}
	})
	t.Run("timeout", func(t *testing.T) {
		resp, log := serveCommand(t, func(ctx context.Context, _ *Request) (*Response, error) {
			<-ctx.Done()
			return nil, ctx.Err()
		}, i18n.English)
		if !resp.Private || !strings.Contains(resp.Content, "too long") || !strings.HasPrefix(log, "timeout") {
			t.Errorf("timeout: %q %q", resp.Content, log)
		}
	})
}

func TestServeAutocompleteErrorsOfferNoChoices(t *testing.T) {
	m := NewMux()
	c := sampleCommand()
	c.Subcommands[0].Options[0].Autocomplete = func(context.Context, *Request) (*Response, error) {
		return nil, errors.New("broken")
	}
	m.Command(c)
	s := &Server{Mux: m, Log: slog.New(slog.DiscardHandler)}
	resp := s.Serve(context.Background(), &Request{Kind: KindAutocomplete, Path: "/game play", Focused: "word"})
	if resp.Content != "" || len(resp.Choices) != 0 || resp.Private {
		t.Errorf("autocomplete error reply = %+v, want no choices and no message", resp)
	}
}

func TestServerPrivate(t *testing.T) {
	m := NewMux()
	m.Command(sampleCommand())
	s := &Server{Mux: m}
	if s.Private(&Request{Kind: KindCommand, Path: "/game play"}) {
		t.Error("/game play is public")
	}
	if !s.Private(&Request{Kind: KindCommand, Path: "/game stats"}) {
		t.Error("/game stats is private")
	}
	if s.Private(&Request{Kind: KindComponent}) {
		t.Error("components defer as message updates, not privately")
	}
}

// TestInteractionLineLevel: at info, the log has no line for an interaction answered as asked (the
// log is no record of who played what), and one, with the user's id to find it by, for one that was
// not.
func TestInteractionLineLevel(t *testing.T) {
	for _, tc := range []struct {
		name string
		h    Handler
		want string // "" for no line at info
	}{
		{"ok", named("fine"), ""},
		{"user error", func(context.Context, *Request) (*Response, error) {
			return nil, Fail(Conflict, i18n.Text{En: "Taken.", Ko: "이미 찼습니다."})
		}, `level=INFO msg=interaction kind=command route="/game stats" user=2698 guild=77 place=server code=conflict outcome=user_error`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var logs bytes.Buffer
			m := NewMux()
			c := sampleCommand()
			c.Subcommands[1].Handler = tc.h
			m.Command(c)
			s := &Server{Mux: m, Log: slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelInfo}))}
			req := &Request{Kind: KindCommand, Path: "/game stats", Lang: i18n.English, User: &discordgo.User{ID: "2698"},
				GuildID: "77", Place: PlaceServer}
			s.Serve(context.Background(), req)
			got := logs.String()
			if tc.want == "" && got != "" || tc.want != "" && !strings.Contains(got, tc.want) {
				t.Errorf("log at info %q, want %q", got, tc.want)
			}
		})
	}
}
