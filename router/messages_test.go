package router

import (
	"bytes"
	"context"
	"io"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
)

// TestSharedMessagesRead checks the router's own replies as a reader sees them, in both languages: the
// Korean particle after a value follows how the value is read aloud (오류 번호 …0으로, …1로), counts
// are grouped and worded (2,000,000 bytes, 1 second), and nothing says what may be untrue (a command that
// was never there is not "no longer available").
func TestSharedMessagesRead(t *testing.T) {
	attached := func(size int) *Request {
		return &Request{resolved: &discordgo.ApplicationCommandInteractionDataResolved{
			Attachments: map[string]*discordgo.MessageAttachment{"1": {ID: "1", Filename: "game.txt", Size: size}}},
			options: map[string]*discordgo.ApplicationCommandInteractionDataOption{"file": {Name: "file", Value: "1"}}}
	}
	tooLarge := func() i18n.Text {
		_, err := attached(2_000_000).OpenAttachment(context.Background(), "file", 1_000_000)
		ue, ok := AsUserError(err)
		if !ok {
			t.Fatalf("OpenAttachment of a file too large: %v", err)
		}
		return ue.Message
	}
	lo := 1.0
	outOfRange := func() i18n.Text {
		ue, _ := AsUserError(checkOption(Option{Type: discordgo.ApplicationCommandOptionInteger,
			Name: i18n.Text{En: "size", Ko: "크기"}, MinValue: &lo, MaxValue: 64}, 65.0))
		return ue.Message
	}
	for _, tc := range []struct {
		name   string
		text   i18n.Text
		en, ko string
	}{
		{"incident ending in 0", incidentText(msgInternal, "3f2a9c10"),
			"Sorry, something went wrong on kibitz's side. Incident 3f2a9c10 has been logged.",
			"죄송합니다. kibitz 쪽에서 문제가 생겼습니다. 오류 번호 3f2a9c10으로 기록해 두었습니다."},
		{"incident ending in 1", incidentText(msgInternal, "3f2a9c11"), "", "죄송합니다. kibitz 쪽에서 문제가 생겼습니다. 오류 번호 3f2a9c11로 기록해 두었습니다."},
		{"incident ending in a letter", incidentText(msgInternal, "3f2a9c1e"), "", "죄송합니다. kibitz 쪽에서 문제가 생겼습니다. 오류 번호 3f2a9c1e로 기록해 두었습니다."},
		{"unknown command", msgUnknownCommand.Format("/chess"),
			"kibitz has no command `/chess`; it may have been renamed or removed.",
			"kibitz에는 `/chess` 명령이 없습니다. 이름이 바뀌었거나 없어진 명령일 수 있습니다."},
		{"heavy work, seconds", heavyWaitText(9500 * time.Millisecond),
			"kibitz limits heavy requests like this one, per user and per server: try again in 10 seconds.",
			"이런 무거운 요청은 사용자와 서버마다 횟수를 제한합니다. 10초 후에 다시 시도해 주세요."},
		{"heavy work, a second", heavyWaitText(time.Millisecond),
			"kibitz limits heavy requests like this one, per user and per server: try again in 1 second.",
			"이런 무거운 요청은 사용자와 서버마다 횟수를 제한합니다. 1초 후에 다시 시도해 주세요."},
		{"attachment too large", tooLarge(),
			"The file game.txt is 2,000,000 bytes; kibitz reads files of at most 1,000,000 bytes here.",
			"파일 game.txt는 2,000,000바이트입니다. 여기서는 최대 1,000,000바이트까지의 파일만 읽습니다."},
		// The option is named as the reader's language names it (the definition's Name), as every other
		// option error does.
		{"attachment missing", attachmentError(t, &Request{defs: []Option{{Name: i18n.Text{En: "file", Ko: "파일"}}}}, "", nil),
			"No file came with the `file` option: attach one and send the command again.",
			"`파일` 옵션에 첨부한 파일이 없습니다. 파일을 첨부해 명령을 다시 보내 주세요."},
		{"attachment missing, no definition", attachmentError(t, &Request{}, "", nil),
			"No file came with the `file` option: attach one and send the command again.", ""},
		{"a picture, by Discord's type", attachmentError(t, attached(100), "image/png", nil),
			"The file game.txt is not text (it looks like image/png); attach a plain text file.",
			"파일 game.txt는 텍스트 파일이 아닙니다(image/png 형식으로 보입니다). 일반 텍스트 파일을 첨부해 주세요."},
		{"binary, by its content", attachmentError(t, attached(100), "", []byte("\x00\x01\x02binary")),
			"The file game.txt is not text (it looks like application/octet-stream); attach a plain text file.",
			"파일 game.txt는 텍스트 파일이 아닙니다(application/octet-stream 형식으로 보입니다). 일반 텍스트 파일을 첨부해 주세요."},
		// UTF-16 without its byte-order mark is said to be so, with what to do: kibitz reads the marked one.
		{"UTF-16 without its mark", attachmentError(t, attached(100), "", []byte("2\x00 \x001\x00\n\x00")),
			"The file game.txt is UTF-16 text without a byte-order mark, which kibitz does not read; save it as UTF-8 (plain text) and attach it again.",
			"파일 game.txt는 바이트 순서 표시(BOM)가 없는 UTF-16 텍스트라서 kibitz가 읽지 않습니다. UTF-8(일반 텍스트)로 저장해 다시 첨부해 주세요."},
		{"UTF-16BE without its mark", attachmentError(t, attached(100), "", []byte("\x002\x00 \x001\x00\n")),
			"The file game.txt is UTF-16 text without a byte-order mark, which kibitz does not read; save it as UTF-8 (plain text) and attach it again.", ""},
		// One NUL byte in a short first line is no UTF-16: the file is not text, as any other with a NUL.
		{"a NUL byte in a short first line", attachmentError(t, attached(100), "", []byte("1 1\x00\n")),
			"The file game.txt is not text (it looks like application/octet-stream); attach a plain text file.", ""},
		{"a PNG without a type", attachmentError(t, attached(100), "", []byte("\x89PNG\r\n\x1a\n\x00\x00")),
			"The file game.txt is not text (it looks like image/png); attach a plain text file.", ""},
		{"stale component", msgStaleComponent,
			"This button or menu no longer works: it comes from an older version of kibitz.",
			"이 버튼이나 메뉴는 더 이상 작동하지 않습니다. 이전 버전의 kibitz가 만든 것입니다."},
		{"newer component", msgNewerComponent,
			"This button or menu comes from a newer version of kibitz, which is being rolled out: press it again in a minute.",
			"이 버튼이나 메뉴는 지금 배포 중인 새 버전의 kibitz가 만든 것입니다. 1분 뒤에 다시 눌러 주세요."},
		{"option out of range", outOfRange(), "The option `size` must be at least 1 and at most 64; it was 65.",
			"`크기` 옵션은 1 이상 64 이하여야 합니다. 입력한 값은 65입니다."},
		{"not a choice", msgOptionNotAChoice.Format(i18n.Text{En: "view", Ko: "방식"}, i18n.Text{En: "picture, emoji, text", Ko: "그림, 이모지, 텍스트"}),
			"The option `view` takes one of its choices: picture, emoji, text.",
			"`방식` 옵션은 다음 중 하나를 골라야 합니다: 그림, 이모지, 텍스트."},
		{"reply spilled into a file", msgFitSpilled.Format("reply.txt"),
			"This reply is longer than a Discord message may be: all of it is in the attached reply.txt.",
			"답이 디스코드 메시지 하나에 담기에는 너무 길어서 전체를 첨부 파일 reply.txt에 담았습니다."},
	} {
		if tc.en != "" && tc.text.En != tc.en {
			t.Errorf("%s in English:\n%s\nwant\n%s", tc.name, tc.text.En, tc.en)
		}
		if tc.ko != "" && tc.text.Ko != tc.ko {
			t.Errorf("%s in Korean:\n%s\nwant\n%s", tc.name, tc.text.Ko, tc.ko)
		}
	}
}

// attachmentError is the user error OpenAttachment gives for r's file, with Discord's content type and,
// when content is set, that content to download.
func attachmentError(t *testing.T, r *Request, contentType string, content []byte) i18n.Text {
	t.Helper()
	if r.resolved != nil {
		for _, a := range r.resolved.Attachments {
			a.ContentType = contentType
		}
	}
	r.Fetch = func(context.Context, string) (io.ReadCloser, error) {
		return io.NopCloser(bytes.NewReader(content)), nil
	}
	rc, err := r.OpenAttachment(context.Background(), "file", 1_000_000)
	if err == nil {
		rc.Close()
	}
	ue, ok := AsUserError(err)
	if !ok {
		t.Fatalf("OpenAttachment = %v, want a user error", err)
	}
	return ue.Message
}
