package bot

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/router"
)

// runIn runs the console on input with cfg, saving attachments into dir, and returns what it printed.
func runIn(t *testing.T, dir, input string, cfg ConsoleConfig) string {
	t.Helper()
	srv, _ := newProbeServer()
	cfg.OutDir = dir
	var buf bytes.Buffer
	if err := RunConsole(context.Background(), strings.NewReader(input), &buf, srv, cfg); err != nil {
		t.Fatalf("RunConsole: %v\n%s", err, buf.String())
	}
	return buf.String()
}

// TestConsoleAltText: each saved picture with alt text gets a line "  alt: TEXT" under it
// (docs/contract.md §3); a file without any gets none. The followup and the update carry theirs.
func TestConsoleAltText(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	out := runIn(t, dir, "/probe mode:alt\nclick 1\n", ConsoleConfig{})
	saved := func(name string) string {
		return "  [attachment " + name + " saved to " + filepath.Join(dir, name) + "]\n"
	}
	want := "kibitz:\n  pictures\n" +
		saved("probe.png") + "  alt: " + altFirst + "\n" +
		saved("probe.txt") +
		"  buttons: [1] New picture\n" +
		"kibitz:\n  again\n" + saved("again.png") + "  alt: " + altFollowup + "\n" +
		"kibitz (updates the message):\n  pressed\n" + saved("pressed.png") + "  alt: " + altPressed + "\n"
	if out != want {
		t.Errorf("printed\n%s\nwant\n%s", out, want)
	}
}

// TestConsoleSaveFails: an attachment that cannot be saved (the -out folder cannot be made) gets a line
// with the error: marker a script reads, naming the attachment, in its place; the reply goes on.
func TestConsoleSaveFails(t *testing.T) {
	t.Parallel()
	file := filepath.Join(t.TempDir(), "a file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	out := runIn(t, filepath.Join(file, "out"), "/probe mode:alt\n", ConsoleConfig{})
	for _, name := range []string{"probe.png", "probe.txt"} {
		want := "\n  error: the attachment " + name + " could not be saved: mkdir " + file + ": not a directory\n"
		if !strings.Contains(out, want) {
			t.Errorf("printed\n%s\nwant the line %q", out, want)
		}
	}
	if !strings.Contains(out, "  buttons: [1] New picture\n") {
		t.Errorf("printed\n%s\nwant the reply's buttons after the attachments", out)
	}
}

// TestConsoleMessengerEdit: an edit made outside any interaction (a Nim turn running out) is fitted as
// Discord would have it and printed with its alt text, a text of several lines lined up under its first,
// and its timestamps as times from the console's clock.
func TestConsoleMessengerEdit(t *testing.T) {
	t.Parallel()
	now := time.Unix(1700000000, 0)
	dir := t.TempDir()
	var buf bytes.Buffer
	c := &console{cfg: ConsoleConfig{OutDir: dir, Now: func() time.Time { return now }}, out: &buf,
		users: map[string]*discordgo.User{}, locale: discordgo.EnglishUS}
	m := &ConsoleMessenger{c: c}
	resp := (&router.Response{Content: "Turn ends <t:1700000120:R>, at <t:1700000120:t>."}).
		Attach(router.PNG("nim.png", probePNG), "Heaps: 3, 4 and 5.\nIt is Bob's turn.").
		WithAlt("gone.png", "a file the edit does not carry")
	resp.Alt["nim.png"] += strings.Repeat(" More words.", 100) // fitted: cut at a word to 1,024 characters
	if err := m.EditMessage(context.Background(), "app", "token", i18n.English, resp); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	contains(t, out, "kibitz (updates the message):\n  Turn ends in 2 minutes, at 22:15 UTC.\n",
		"  [attachment nim.png saved to "+filepath.Join(dir, "nim.png")+"]\n",
		"  alt: Heaps: 3, 4 and 5.\n       It is Bob's turn. More words. More words.")
	// The alt text runs from "alt: " to the end, with the 7 spaces that line up its second line.
	if alt := out[strings.Index(out, "alt: ")+5:]; !strings.HasSuffix(alt, "words.…\n") || len([]rune(alt)) > 1024+7+1 {
		t.Errorf("the alt text was not fitted to 1,024 characters:\n%s", out)
	}
	if strings.Contains(out, "gone.png") {
		t.Errorf("the alt text of a file the edit does not carry was printed:\n%s", out)
	}
}

// TestConsoleNumbersFiles: an attachment is saved under its own name, numbered when the name is taken, so
// that neither a later reply nor a later run overwrites a file.
func TestConsoleNumbersFiles(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "probe-2.png"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	first := runIn(t, dir, "/probe mode:file\n/probe mode:file\n", ConsoleConfig{})
	second := runIn(t, dir, "/probe mode:file\n", ConsoleConfig{})
	var paths []string
	for _, m := range savedRE.FindAllStringSubmatch(first+second, -1) {
		paths = append(paths, filepath.Base(m[2]))
	}
	if want := []string{"probe.png", "probe-3.png", "probe-4.png"}; strings.Join(paths, " ") != strings.Join(want, " ") {
		t.Errorf("saved as %v, want %v", paths, want)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "probe-2.png")); string(data) != "mine" {
		t.Errorf("probe-2.png, which was there before, now holds %q", data)
	}
	for _, name := range paths {
		if data, err := os.ReadFile(filepath.Join(dir, name)); err != nil || !bytes.Equal(data, probePNG) {
			t.Errorf("%s: %v, %d bytes, want the probe's PNG", name, err, len(data))
		}
	}
	// Names that are no file's name are saved under one of the console's own.
	c := &console{cfg: ConsoleConfig{OutDir: dir}}
	for _, name := range []string{"..", "/", "", "a/b.txt"} {
		path, err := c.save(router.TextFile(name, []byte("x")))
		if err != nil || filepath.Dir(path) != dir {
			t.Errorf("save(%q) = %s, %v; want a file in %s", name, path, err, dir)
		}
	}
}

// TestConsoleTimestamps: Discord's timestamps in a reply read as times from the console's clock.
func TestConsoleTimestamps(t *testing.T) {
	t.Parallel()
	now := func() time.Time { return time.Unix(1700000000, 0) }
	out := runIn(t, t.TempDir(), "/probe mode:<t:1700000120:R> <t:1699999820:R> <t:1700000000>\nlocale ko\n/probe mode:<t:1700000120:R>\n",
		ConsoleConfig{Now: now})
	contains(t, out, `probe n=0 flag=false mode="in 2 minutes 3 minutes ago 2023-11-14 22:13 UTC"`,
		`probe n=0 flag=false mode="2분 후"`)
}

// TestConsoleKoreanMessages: after locale ko, the console's own messages are Korean too, naming commands and
// options as a Korean Discord client shows them.
func TestConsoleKoreanMessages(t *testing.T) {
	t.Parallel()
	out := runIn(t, t.TempDir(), `locale ko
help
click 3
select 1 a
submit a:b
as
locale
bogus
/틱택토
/틱택토 날기
/틱택토 분석
/틱택토 분석 판:
/탐침 n:abc
/탐침 색:red
/탐침 mode:menu
select 1 c
select 1 B
`, ConsoleConfig{})
	contains(t, out,
		"(언어 설정: ko)",
		"디스코드에서처럼 슬래시 명령을 입력하세요.", "/틱택토 분석 판:X.O......", "quit              끝냅니다",
		"error: 3번 버튼은 없습니다 (마지막 메시지의 버튼은 0개)",
		"error: 1번 메뉴는 없습니다 (마지막 메시지의 메뉴는 0개)",
		"error: 열린 양식이 없습니다",
		"error: 사용법: as 이름 (한 단어, 예: as bob)",
		"error: 사용법: locale ko, locale en, locale ja, locale es, locale pt-BR 중 하나",
		`error: "bogus"는 명령이 아닙니다. help를 입력해 보세요`,
		"error: /틱택토 명령에는 하위 명령이 필요합니다: 대국, 분석",
		`error: /틱택토 명령에는 "날기" 하위 명령이 없습니다. 있는 것: 대국, 분석`,
		"error: `판` 옵션은 꼭 넣어야 하는데 빠져 있습니다.",
		"error: `판` 옵션은 꼭 넣어야 하는데 빠져 있습니다.",
		`error: n 옵션: "abc"는 정수가 아닙니다`,
		`error: 여기에는 "색" 옵션이 없습니다. 옵션: mode, n, flag`,
		"메뉴 1 (letters): a=A, b=B",
		`error: 1번 메뉴에는 "c" 항목이 없습니다. 항목: a, b`,
		"kibitz (메시지 수정):\n  chose b")
	if regexp.MustCompile(`error: .*\b(is|not|no|there|usage|has|option|options)\b`).MatchString(out) {
		t.Errorf("an English error after locale ko:\n%s", out)
	}
}

// exampleShown is an example in /help topic:<command>'s reply as the console prints it ("例：" in
// Japanese).
var exampleShown = regexp.MustCompile("(?m)^    [^ :：]+(?:: |：)`([^`]*)`$")

// optionRefused is the router refusing an option (router/limits.go), in English, Korean, Japanese, Spanish
// or Portuguese.
var optionRefused = regexp.MustCompile("(?m)^  (The option `|`[^`]+` 옵션(은|이|에는) |オプション`|La opción `|A opção `)")

// TestConsoleRunsEveryHelpExample types every example /help shows, in every language, into the
// console as shown: each must go through as Discord's client would send it, with no mistake of the
// console's and no option the router refuses (a choice typed by the name the reader was shown, say).
// commands/all/walk_test.go checks the replies themselves.
func TestConsoleRunsEveryHelpExample(t *testing.T) {
	t.Parallel()
	srv, _ := newProbeServer()
	// The file /grundy dagame's example attaches: a token game on two nodes.
	dagame := filepath.Join(t.TempDir(), "game.txt")
	if err := os.WriteFile(dagame, []byte("2 1\n1 2\n1\n1 7\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, lang := range []struct{ locale, help string }{{"en", "/help topic:"}, {"ko", "/도움말 주제:"},
		{"ja", "/help topic:"}, {"es", "/help topic:"}, {"pt-BR", "/help topic:"}} {
		var topics strings.Builder
		topics.WriteString("locale " + lang.locale + "\n")
		for _, c := range srv.Mux.Commands() {
			if c.Name.En != "probe" {
				topics.WriteString(lang.help + c.Name.En + "\n")
			}
		}
		examples := exampleShown.FindAllStringSubmatch(runIn(t, t.TempDir(), topics.String(), ConsoleConfig{}), -1)
		if len(examples) < 20 {
			t.Fatalf("/help in %s shows %d examples:\n%v", lang.locale, len(examples), examples)
		}
		for _, ex := range examples {
			line := strings.Replace(ex[1], ":game.txt", ":"+dagame, 1)
			out := runIn(t, t.TempDir(), "locale "+lang.locale+"\n"+line+"\n", ConsoleConfig{})
			if strings.Contains(out, "error:") || optionRefused.MatchString(out) {
				t.Errorf("%s, typed as /help shows it in %s:\n%s", ex[1], lang.locale, out)
			}
		}
	}
}

// TestConsoleMistakesInKorean: the console's own words for a line it cannot send read as Korean does, the
// particle after the quoted word following how it is read ("열"은, "3.5"는), and it reads a choice by
// its name in either language.
func TestConsoleMistakesInKorean(t *testing.T) {
	t.Parallel()
	out := runIn(t, t.TempDir(), `locale ko
/스도쿠 게임 크기:열
/probe n:3.5
/probe flag:아마
/probe 그냥
/순위표 게임:틱택토 기간:이번 주
/leaderboard game:tic-tac-toe period:this week
/순위표 게임:tictactoe 기간:all
/leaderboard game:tictactoe period:WEEK
/님 시작 더미:무작위 개수:99999999999999999999999
/님 분석 더미: 3 4 5 오귀스트:true
/님 분석 더미: 3 4 5 미제르: true
`, ConsoleConfig{})
	contains(t, out,
		`error: 크기 옵션: "열"은 고를 수 있는 값이 아닙니다. 값: 4x4, 9x9, 16x16`,
		`error: n 옵션: "3.5"는 정수가 아닙니다`,
		`error: flag 옵션: "아마"는 true나 false가 아닙니다`,
		`error: "그냥"은 이름:값 형식이 아닙니다. 옵션: mode, n, flag`,
		"🏆 **틱택토**: 이번 주 최다 승리", "🏆 **틱택토**: 이번 주 최다 승리", "🏆 **틱택토**: 이 서버의 최다 승리",
		"🏆 **틱택토**: 이번 주 최다 승리", // a value in any case, as a name is read
		"error: 개수 옵션: 99,999,999,999,999,999,999,999는 너무 큽니다. 최대 10까지 받습니다",
		// A word written as an option the command does not have is refused, naming it, not read into the value.
		`error: 여기에는 "오귀스트" 옵션이 없습니다. 옵션: 더미, 미제르, 수, 표시, 개수, 최대`,
		"**미제르 규칙**")
}

// TestConsoleAttachments: a file option takes a path; a missing file or a folder is the console's
// mistake, said plainly, and a file that is not text is refused in the router's words, by the type its
// name gives (as Discord's) or by its content.
func TestConsoleAttachments(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write := func(name string, data []byte) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	png := write("board.png", probePNG)
	bin := write("game.dat", []byte("\x00\x01\x02\x03 not text"))
	good := write("game.txt", []byte("2 1\n1 2\n1\n1 1\n"))
	out := runIn(t, t.TempDir(), "/grundy dagame file:"+dir+"\n/grundy dagame file:"+filepath.Join(dir, "gone.txt")+
		"\nas a\n/grundy dagame file:"+png+"\nas b\n/grundy dagame file:"+bin+"\nas c\n/grundy dagame file:"+good+
		"\nlocale ko\nas d\n/그런디 dag게임 파일:"+bin+"\n", ConsoleConfig{})
	contains(t, out,
		"error: option file: cannot attach "+dir+": it is a folder; give a file",
		"error: option file: cannot attach "+filepath.Join(dir, "gone.txt")+": no such file or directory",
		"The file board.png is not text (it looks like image/png); attach a plain text file.",
		"The file game.dat is not text (it looks like application/octet-stream); attach a plain text file.",
		"kibitz:\n",
		"파일 game.dat는 텍스트 파일이 아닙니다(application/octet-stream 형식으로 보입니다).")
}

// TestConsoleCataloguedLocales: locale ja, es and pt-BR choose a catalogued language, served when its
// translation is complete (English until then, and the console says so); a choice is read by its name in
// that language, in any case.
func TestConsoleCataloguedLocales(t *testing.T) {
	defer i18n.SetCatalogue(i18n.Spanish, map[string]any{"this week": "esta semana", "(locale %s)": "(idioma %s)",
		"No wins yet this week.": "Aún no hay victorias esta semana."})()
	out := runIn(t, t.TempDir(), "locale es\n/leaderboard game:tic-tac-toe period:Esta Semana\nlocale fr\n", ConsoleConfig{})
	contains(t, out, "(idioma es)", "Aún no hay victorias esta semana.", "error: locale ko, locale en, locale ja, locale es or locale pt-BR")
	if strings.Contains(out, "error: option period") {
		t.Errorf("the Spanish choice name was not read:\n%s", out)
	}
	if !i18n.Complete(i18n.Portuguese) {
		out := runIn(t, t.TempDir(), "locale pt-BR\nhelp\n", ConsoleConfig{})
		contains(t, out, "(locale pt-BR: its translation is not complete yet, so kibitz answers in English)", "Type slash commands as in Discord")
	}
}

// TestConsoleNotifiedListInLanguage: the users a message notifies are a list in the console's language
// (i18n.List): "@bob, @carol", "@bob、@carol" in Japanese.
func TestConsoleNotifiedListInLanguage(t *testing.T) {
	t.Parallel()
	start := "/nim start heaps:3 4 5\nas bob\nclick 1\nas carol\nclick 1\nas you\nclick 3\n"
	for _, tc := range []struct{ locale, want string }{
		{"en", "kibitz (notifies @bob, @carol):\n"},
		{"ja", "kibitz（@bob、@carolに通知）:\n"},
	} {
		if out := runIn(t, t.TempDir(), "locale "+tc.locale+"\n"+start, ConsoleConfig{}); !strings.Contains(out, tc.want) {
			t.Errorf("in %s, no %q:\n%s", tc.locale, tc.want, out)
		}
	}
}
