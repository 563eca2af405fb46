package all

// The checks of every user-facing text, moved here from package commands: only here are every game's
// definitions registered, and every package under commands/ is found by its folder, so a game that moves
// to a package of its own stays checked.

import (
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
)

// sourceTexts are the i18n.Text literals of the packages that talk to users: package commands and every
// package under it at any depth (the games, and the words they share under commands/internal), the
// router's own replies, the transports.
func sourceTexts(t *testing.T) []commandtest.SourceText {
	t.Helper()
	dirs := []string{"..", "../../router", "../../bot"}
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() && d.Name() == "testdata" {
			return err
		}
		if dir := filepath.Dir(path); !d.IsDir() && strings.HasSuffix(path, ".go") && !slices.Contains(dirs, dir) {
			dirs = append(dirs, dir)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{filepath.Join("..", "tictactoe"), filepath.Join("..", "internal", "numwords")} {
		if !slices.Contains(dirs, want) {
			t.Fatalf("%s was not found among the packages: %v", want, dirs)
		}
	}
	return commandtest.SourceTexts(t, dirs...)
}

// TestEveryTextHasKorean checks that every i18n.Text literal in the sources fills in both languages, so
// no user-facing string ships in English only.
func TestEveryTextHasKorean(t *testing.T) {
	for _, st := range sourceTexts(t) {
		if strings.TrimSpace(st.Fields["En"]) == "" || strings.TrimSpace(st.Fields["Ko"]) == "" {
			t.Errorf("%s: i18n.Text without both En and Ko: %v", st.Pos, st.Fields)
		}
	}
}

// TestKoreanTextsUseKoreanNames checks that no Korean text names a command, a subcommand or an option
// by its English name, nor a choice by its value: a Korean Discord client shows the `ko` localizations
// ("/워들 초기화", not "/wordle reset"; "편:흑", not "편:black"), so those are what the user can find and
// type. Other values stay as typed ("국면:Kd1 Pe2 kd8 w"). The same check as the catalogued languages'
// (citer, names_test.go).
func TestKoreanTextsUseKoreanNames(t *testing.T) {
	m := router.NewMux()
	Register(m, Config{})
	c := newCiter(m, i18n.Korean)
	// The check itself: old texts that it must catch, and their corrections that it must let through.
	for _, tc := range []struct {
		ko   string
		want bool
	}{
		{"예: /kpk play position:Kd1 Pe2 kd8 w side:pawn", true},
		{"/wordle reset 으로 다시 시작하세요.", true},
		{"/워들 reset 명령으로 다시 시작하세요.", true},
		{"예: /워들 도우미 추측:crane 결과:gybbg (또는 feedback:🟩🟨⬛⬛🟩)", true},
		{"kibitz는 bot:true로 시작한 게임에 참가합니다", true},
		{"예: /킹폰킹 대국 국면:Kd1 Pe2 kd8 w 편:pawn", true},
		{"예: /순위표 게임:tictactoe 기간:this week", true},
		{"예: /스도쿠 생성 크기:9", true},
		{"예: /킹폰킹 대국 국면:Kd1 Pe2 kd8 w 편:폰을 가진 편", false},
		{"예: /스도쿠 게임 난이도:쉬움 크기:9x9 함께:true", false},
		{"/워들 초기화 명령으로 다시 시작하세요.", false},
		{"예: /그런디 약수 n:720720", false},
		{"행은 / 나 공백으로 나눠도 됩니다. 예: /스도쿠 풀기 퍼즐:53..7..../6..195.../.98....6./8...6...3/4..8.3..1/7...2...6/.6....28./...419..5/....8..79", false},
	} {
		if _, found := c.localize(tc.ko); len(found) > 0 != tc.want {
			t.Errorf("English names in %q: %v, want %v", tc.ko, found, tc.want)
		}
	}
	for _, st := range sourceTexts(t) {
		if out, found := c.localize(st.Fields["Ko"]); len(found) > 0 {
			t.Errorf("%s: Korean text names %q in English, not as a Korean client shows them: %q", st.Pos, found, out)
		}
	}
}

// TestEnglishTextsCiteChoiceNames checks that no English text cites a choice by its value where the
// client shows another name: Discord lists /sudoku's sizes as 4x4, 9x9, 16x16 and 25x25, so a text says
// size:16x16, not size:16, as the Korean and the catalogued languages must (TestKoreanTextsUseKoreanNames,
// TestTranslationsCiteLocalNames).
func TestEnglishTextsCiteChoiceNames(t *testing.T) {
	m := router.NewMux()
	Register(m, Config{})
	c := newCiter(m, i18n.English)
	if _, found := c.localize("ask for a smaller grid: /sudoku generate size:16"); len(found) == 0 {
		t.Error("the check lets size:16 through")
	}
	for _, st := range sourceTexts(t) {
		if out, found := c.localize(st.Fields["En"]); len(found) > 0 {
			t.Errorf("%s: English text cites %q, not as the client shows them: %q", st.Pos, found, out)
		}
	}
}
