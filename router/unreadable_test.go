package router

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"kibitz/i18n"
	"kibitz/storage"
)

// TestServeUnreadable checks the one place a stored game that cannot be read becomes a reply: private, in
// the user's language, saying to start a new game; outcome internal_error; logged once at error level with
// an incident id, the key and the cause.
func TestServeUnreadable(t *testing.T) {
	cause := errors.New("schema version 3 is newer than this build's 1")
	for _, tc := range []struct {
		lang i18n.Lang
		want string
	}{
		{i18n.English, "This game can no longer be loaded (it was saved by another version of kibitz, or damaged). Start a new one."},
		{i18n.Korean, "이 게임은 더 이상 불러올 수 없습니다 (다른 버전의 kibitz가 저장했거나 손상되었습니다). 새 게임을 시작해 주세요."},
	} {
		resp, log := serveCommand(t, func(context.Context, *Request) (*Response, error) {
			// As a handler returns it: wrapped on its way up.
			return nil, fmt.Errorf("ttt: move: %w", &storage.UnreadableError{Key: "ttt:AbCdEfGhIj", Err: cause})
		}, tc.lang)
		if !resp.Private || resp.Content != tc.want {
			t.Errorf("%s: reply %+v, want privately %q", tc.lang, resp, tc.want)
		}
		if !strings.HasPrefix(log, "internal_error\n") {
			t.Errorf("%s: outcome and log %q, want internal_error", tc.lang, log)
		}
		if n := strings.Count(log, "level=ERROR"); n != 1 {
			t.Errorf("%s: %d error lines, want exactly 1: %q", tc.lang, n, log)
		}
		line := log[strings.Index(log, "level=ERROR"):]
		line = line[:strings.IndexByte(line, '\n')]
		for _, want := range []string{`incident=`, `key=ttt:AbCdEfGhIj`, cause.Error()} {
			if !strings.Contains(line, want) {
				t.Errorf("%s: error line %q lacks %q", tc.lang, line, want)
			}
		}
		if !regexp.MustCompile(`incident=[0-9a-f]{8} `).MatchString(line) {
			t.Errorf("%s: error line %q has no incident id", tc.lang, line)
		}
	}

	// The sentinel alone, without the key, is answered the same way.
	resp, log := serveCommand(t, func(context.Context, *Request) (*Response, error) {
		return nil, fmt.Errorf("something: %w", storage.ErrUnreadable)
	}, i18n.English)
	if !resp.Private || !strings.HasPrefix(resp.Content, "This game can no longer be loaded") ||
		!strings.HasPrefix(log, "internal_error\n") || strings.Count(log, "level=ERROR") != 1 {
		t.Errorf("bare ErrUnreadable: reply %+v, log %q", resp, log)
	}
}

// TestServeUnavailable: a store that cannot be reached (storage.ErrUnavailable) is answered privately in
// the user's language with "try again in a moment", naming the incident logged, not with the apology for
// a fault of kibitz's; outcome internal_error, one error line.
func TestServeUnavailable(t *testing.T) {
	for _, tc := range []struct {
		lang i18n.Lang
		want string
	}{
		{i18n.English, `^Sorry, kibitz cannot reach its saved games right now, so this may not have gone through\. Try again in a moment\. Incident [0-9a-f]{8} has been logged\.$`},
		{i18n.Korean, `^죄송합니다\. kibitz가 지금 저장된 게임에 접근할 수 없어 요청이 처리되지 않았을 수 있습니다\. 잠시 후 다시 시도해 주세요\. 오류 번호 [0-9a-f]{8}(으로|로) 기록해 두었습니다\.$`},
	} {
		resp, log := serveCommand(t, func(context.Context, *Request) (*Response, error) {
			return nil, fmt.Errorf("ttt: move: redis: update ttt:x: %w (dial tcp: connection refused)", storage.ErrUnavailable)
		}, tc.lang)
		if !resp.Private || !regexp.MustCompile(tc.want).MatchString(resp.Content) {
			t.Errorf("%s: reply %+v, want privately %s", tc.lang, resp, tc.want)
		}
		if !strings.HasPrefix(log, "internal_error\n") || strings.Count(log, "level=ERROR") != 1 {
			t.Errorf("%s: outcome and log %q, want internal_error and one error line", tc.lang, log)
		}
	}
}
