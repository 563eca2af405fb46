package nim

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
)

// TestAnalysisInCataloguedLanguages: a client in Japanese or Spanish gets /nim analyze from the
// translation files once the language is complete: the verdict, formatted lazily with its arguments taken
// in that language, the title, and the "Heaps:" line, which keeps its digits as /nim takes them.
func TestAnalysisInCataloguedLanguages(t *testing.T) {
	defer i18n.SetCatalogue(i18n.Japanese, map[string]any{
		"Nim analysis": "Nimの解析",
		"**The player to move wins**: take %s from heap %d, leaving %s.": "**手番の人の勝ちです**：山%[2]dから%[1]s個取って%[3]sにします。",
	})()
	defer i18n.SetCatalogue(i18n.Spanish, map[string]any{
		"Nim analysis": "Análisis de Nim",
		"**The player to move wins**: take %s from heap %d, leaving %s.": "**Gana quien mueve**: toma %s del montón %d y deja %s.",
	})()
	n := newHarness(t)
	for _, tc := range []struct {
		locale discordgo.Locale
		want   []string
	}{
		{"ja", []string{"Nimの解析", "**手番の人の勝ちです**：山1から2,999個取って`1 4 5`にします。", "Heaps: `3000 4 5`"}},
		{"es-419", []string{"Análisis de Nim", "**Gana quien mueve**: toma 2999 del montón 1 y deja `1 4 5`.", "Heaps: `3000 4 5`", "`3000 ⊕ 4 ⊕ 5 = 3001`"}},
		{"es-ES", []string{"Análisis de Nim"}},
		{"pt-BR", []string{"Nim analysis"}}, // not complete: English
	} {
		if tc.locale == "pt-BR" && i18n.Complete(i18n.Portuguese) {
			continue
		}
		resp := n.Command(alice, tc.locale, "nim", "analyze", opt{"heaps", "3000 4 5"})
		got := desc(resp)
		if len(resp.Embeds) > 0 {
			got = resp.Embeds[0].Title + "\n" + got
		}
		for _, w := range tc.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: lacks %q:\n%s", tc.locale, w, got)
			}
		}
	}
}

// TestTakeLimitAgreesWithItsCount: the sentence on a take limit's Grundy values holds for a limit of 1 in
// Spanish and Portuguese (no plural verb before "1").
func TestTakeLimitAgreesWithItsCount(t *testing.T) {
	n := newHarness(t)
	for _, tc := range []struct {
		locale discordgo.Locale
		lang   i18n.Lang
		want   string
	}{
		{"es-ES", i18n.Spanish, "Con un máximo de 1 por jugada, un montón de h piedras tiene valor de Grundy h mod 2."},
		{"pt-BR", i18n.Portuguese, "Tirando no máximo 1, uma pilha de h pedras tem valor de Grundy h mod 2."},
	} {
		if !i18n.Complete(tc.lang) {
			t.Fatalf("%s is not complete: the test reads its catalogue", tc.locale)
		}
		got := desc(n.Command(alice, tc.locale, "nim", "analyze", opt{"heaps", "2"}, opt{"moves", "1"}))
		if !strings.Contains(got, tc.want) || strings.Contains(got, "se toman como máximo 1") {
			t.Errorf("%s: want %q in:\n%s", tc.locale, tc.want, got)
		}
	}
}

// TestSettledReadsInJapanese: the end of a settled game says in Japanese that nobody pressed anything
// for the whole wait ("3時間のあいだ"), not a bare duration followed by a comma.
func TestSettledReadsInJapanese(t *testing.T) {
	if !i18n.Complete(i18n.Japanese) {
		t.Fatal("Japanese is not complete: the test reads its catalogue")
	}
	got := msgSettled.F(i18n.Japanese, i18n.Duration(settleAfter), "<@104>")
	if want := "ゲーム終了：3時間のあいだ誰もボタンを押さなかったため、<@104>の手番は"; !strings.HasPrefix(got, want) {
		t.Errorf("got %q, want it to begin %q", got, want)
	}
}
