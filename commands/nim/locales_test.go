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
		"Nim analysis": "ニムの分析",
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
		{"ja", []string{"ニムの分析", "**手番の人の勝ちです**：山1から2,999個取って`1 4 5`にします。", "Heaps: `3000 4 5`"}},
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

// TestPracticeWhyInEveryLanguage: the reasons a game does not rank are joined as each language joins a
// list, not with an English "and".
func TestPracticeWhyInEveryLanguage(t *testing.T) {
	defer i18n.SetCatalogue(i18n.Spanish, map[string]any{"kibitz plays below perfect": "kibitz juega por debajo de perfecto",
		"the heaps were chosen rather than drawn by kibitz": "los montones se eligieron en lugar de sortearlos kibitz"})()
	g := &Game{Level: "easy", Draw: nil}
	got := g.practiceWhy(i18n.Spanish)
	if want := "kibitz juega por debajo de perfecto y los montones se eligieron en lugar de sortearlos kibitz"; got != want {
		t.Errorf("practiceWhy(es) = %q, want %q", got, want)
	}
	if got := g.practiceWhy(i18n.English); got != "kibitz plays below perfect and the heaps were chosen rather than drawn by kibitz" {
		t.Errorf("practiceWhy(en) = %q", got)
	}
}

// TestPracticeReasonsAreListItems: practiceWhy joins the reasons as a list, so no reason may hold what
// joins the list in its language (a comma, 、, "and", "y", "e"): "the heaps were drawn with `count` or
// `max`, which can deal an easy win and with one amount to take, the heaps decide the game" read as one
// garbled clause. Korean gives each reason a sentence of its own, and is not a list.
func TestPracticeReasonsAreListItems(t *testing.T) {
	joins := map[i18n.Lang][]string{
		i18n.English:    {",", " and "},
		i18n.Japanese:   {"、", ","},
		i18n.Spanish:    {",", " y ", " e "},
		i18n.Portuguese: {",", " e "},
	}
	for _, why := range []i18n.Text{msgWhyBelowPerfect, msgWhyHeapsChosen, msgWhyHeapsShaped, msgWhyOneAmount} {
		for l, seps := range joins {
			for _, sep := range seps {
				if strings.Contains(why.In(l), sep) {
					t.Errorf("%q in %v has %q, which joins the list of reasons", why.In(l), l, sep)
				}
			}
		}
		if ko := why.In(i18n.Korean); !strings.HasSuffix(ko, ".") {
			t.Errorf("%q is not a Korean sentence", ko)
		}
	}
}

// TestPracticeWhyTwoAndThree: two and three reasons, in the lobby of every language (the heaps drawn as one
// of at most 3 with one amount to take; then chosen heaps against easy kibitz with one amount to take).
func TestPracticeWhyTwoAndThree(t *testing.T) {
	n := newHarness(t)
	for _, tc := range []struct {
		locale discordgo.Locale
		opts   []opt
		want   string
	}{
		{discordgo.EnglishUS, []opt{{"heaps", "random"}, {"max", 3}, {"count", 1}, {"moves", "3"}, {"bot", true}},
			"As it stands this game is **practice**, since heaps drawn with `count` or `max` can deal an easy win and a rule with one amount to take lets the heaps decide the game before it is played: it will show in /stats"},
		{discordgo.EnglishUS, []opt{{"heaps", "3 4 5"}, {"difficulty", "easy"}, {"moves", "1"}},
			"As it stands this game is **practice**, since kibitz plays below perfect, the heaps were chosen rather than drawn by kibitz and a rule with one amount to take lets the heaps decide the game before it is played: it will show in /stats"},
		{discordgo.Korean, []opt{{"heaps", "random"}, {"max", 3}, {"count", 1}, {"moves", "3"}, {"bot", true}},
			"`개수`나 `최대`를 정해 뽑은 더미라 쉽게 이기는 판이 나올 수 있습니다. 가져갈 수 있는 개수가 하나뿐이라 두기도 전에 더미가 승패를 정합니다. 그래서 지금 이대로면"},
		{discordgo.Japanese, []opt{{"heaps", "random"}, {"max", 3}, {"count", 1}, {"moves", "3"}, {"bot", true}},
			"`個数`や`最大`を指定して選んだ山では簡単に勝てる形になりうること、取れる数が一つだけのルールでは対局の前に山が勝敗を決めてしまうことから、このままではこのゲームは**練習**扱いです。"},
		{discordgo.SpanishES, []opt{{"heaps", "3 4 5"}, {"difficulty", "easy"}, {"moves", "1"}},
			"esta partida es de **práctica**, porque kibitz juega por debajo del nivel perfecto, los montones se eligieron en lugar de sortearlos kibitz y una regla con una sola cantidad para tomar deja que los montones decidan la partida antes de jugarla: aparecerá"},
		{discordgo.PortugueseBR, []opt{{"heaps", "random"}, {"max", 3}, {"count", 1}, {"moves", "3"}, {"bot", true}},
			"esta partida é de **treino**, porque pilhas sorteadas com `quantidade` ou `máximo` podem render uma vitória fácil e uma regra com uma só quantidade para tirar deixa as pilhas decidirem a partida antes de ela ser jogada: ela vai aparecer"},
	} {
		if got := desc(n.Command(alice, tc.locale, "nim", "start", tc.opts...)); !strings.Contains(got, tc.want) {
			t.Errorf("%s %v: want %q in\n%s", tc.locale, tc.opts, tc.want, got)
		}
	}
}
