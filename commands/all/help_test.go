package all

// The tests of /help over every registered game, moved here from package commands with the list of games.

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
)

var alice = commandtest.User("101")

type opt = commandtest.Opt

// newHarness is commandtest's harness with every game registered, as the bot registers them.
func newHarness(t testing.TB) *commandtest.Harness {
	t.Helper()
	return commandtest.New(t, func(h *commandtest.Harness) {
		Register(h.Mux, Config{Store: h.Store, Log: h.Log, NewID: h.NewID})
	})
}

// helpLine is how /help shows a subcommand (or a command without subcommands) in a language.
func helpLine(c router.Command, s *router.Subcommand, l i18n.Lang) (path, description string) {
	if s == nil {
		return "`/" + c.Name.In(l), c.Description.In(l)
	}
	return "`/" + c.Name.In(l) + " " + s.Name.In(l), s.Description.In(l)
}

// TestHelpListsEveryGame checks /help in both languages (TestHelpOverviewIsOneShape checks the overview's
// lines): /help topic:<command> explains each command, by its English or its Korean name, with a line and
// an example for every subcommand. Every reply is private and fits in one Discord message, and the Korean
// ones have no English sentence left.
func TestHelpListsEveryGame(t *testing.T) {
	h := newHarness(t)
	cmds := h.Mux.Commands()
	var names []string
	for _, c := range cmds {
		names = append(names, c.Name.En)
	}
	// The games' commands in the order of the list of games, then what is read off them, /help last.
	games := router.NewMux()
	for _, g := range (Config{}).games(commands.Env{}) {
		g.Register(games)
	}
	var want []string
	for _, c := range games.Commands() {
		want = append(want, c.Name.En)
	}
	want = append(want, "leaderboard", "stats", "rankings", "settings", "help")
	if len(want) < 10 || !slices.Equal(names, want) {
		t.Errorf("registered commands %v, want %v", names, want)
	}
	for _, lang := range []struct {
		locale  discordgo.Locale
		l       i18n.Lang
		example string
	}{
		{discordgo.EnglishUS, i18n.English, "Example: `"},
		{discordgo.Korean, i18n.Korean, "예시: `"},
	} {
		check := func(t *testing.T, resp *router.Response) {
			t.Helper()
			if !resp.Private {
				t.Error("help should be private")
			}
			if n := utf8.RuneCountInString(resp.Content); n > router.MaxContent {
				t.Errorf("help is %d characters, Discord allows %d:\n%s", n, router.MaxContent, resp.Content)
			}
			if en := englishRun(resp.Content); lang.l == i18n.Korean && en != "" {
				t.Errorf("English left in Korean help: %q\n%s", en, resp.Content)
			}
		}
		t.Run(lang.l.String(), func(t *testing.T) {
			check(t, h.Command(alice, lang.locale, "help", ""))
			for _, c := range cmds {
				subs := []*router.Subcommand{nil}
				if len(c.Subcommands) > 0 {
					subs = subs[:0]
					for i := range c.Subcommands {
						subs = append(subs, &c.Subcommands[i])
					}
				}
				for _, topic := range []string{c.Name.En, c.Name.Ko} {
					r := h.Command(alice, lang.locale, "help", "", opt{"topic", topic})
					check(t, r)
					// The subcommands, before what the command says About itself after a blank line.
					listed, _, _ := strings.Cut(r.Content, "\n\n")
					if got := strings.Count(listed, "• "); got != len(subs) {
						t.Errorf("topic %s lists %d lines, want %d:\n%s", topic, got, len(subs), r.Content)
					}
					if got := strings.Count(r.Content, lang.example); got != len(subs) {
						t.Errorf("topic %s shows %d examples, want one for each of its %d lines:\n%s", topic, got, len(subs), r.Content)
					}
					for _, s := range subs {
						path, desc := helpLine(c, s, lang.l)
						if !strings.Contains(r.Content, "• "+path) || !strings.Contains(r.Content, desc) {
							t.Errorf("topic %s lacks %s`: %s\n%s", topic, path, desc, r.Content)
						}
					}
				}
			}
		})
	}
	// Discord offers only the topics listed; the console lets anything be typed, and the router refuses it.
	unknown := h.Command(alice, discordgo.EnglishUS, "help", "", opt{"topic", "chess"})
	if !unknown.Private || !strings.HasPrefix(unknown.Content, "The option `topic` takes one of its choices: tictactoe, sudoku,") {
		t.Errorf("unknown topic: %q", unknown.Content)
	}
}

// TestHelpOverviewIsOneShape checks /help without a topic in both languages: the same parts in the same
// order, a line a command naming its subcommands, every name as the reader's client shows it, and nothing
// else between the introduction and the pointer to the topics; last, what kibitz offers readers who use a
// screen reader or are colour-blind.
func TestHelpOverviewIsOneShape(t *testing.T) {
	h := newHarness(t)
	for _, tc := range []struct {
		locale  discordgo.Locale
		intro   string
		more    string
		privacy string
		access  string
	}{
		{discordgo.EnglishUS, "**kibitz** solves puzzles and plays games. Commands:", "For a command's options and examples: /help topic:<command>", "What kibitz keeps about you: /settings show.",
			"Screen reader? Every picture has a full description (alt text); emoji boards read poorly, text views (display:text, or /settings display) are plainer. Colour-blind? /settings contrast high:true shows Wordle in orange and blue."},
		{discordgo.Korean, "**kibitz**는 퍼즐을 풀고 게임도 함께 합니다. 명령어:", "명령어의 옵션과 예시를 보려면: /도움말 주제:<명령어>", "kibitz가 나에 대해 보관하는 것: /설정 보기.",
			"화면 낭독기를 쓰시나요? 모든 그림에는 전체 설명(대체 텍스트)이 있습니다. 이모지 판은 듣기 어렵고 텍스트 보기(표시:텍스트 또는 /설정 표시)가 더 간단합니다. 색을 구별하기 어려우신가요? /설정 대비 높게:true 명령으로 워들을 주황과 파랑으로 볼 수 있습니다."},
	} {
		l := i18n.FromLocale(string(tc.locale))
		want := []string{tc.intro}
		for _, c := range h.Mux.Commands() {
			line := "• `/" + c.Name.In(l) + "`"
			var subs []string
			for _, s := range c.Subcommands {
				subs = append(subs, s.Name.In(l))
			}
			if len(subs) > 0 {
				line += " (" + strings.Join(subs, ", ") + ")"
			}
			want = append(want, line+": "+c.Description.In(l))
		}
		want = append(want, "", tc.more, tc.privacy, tc.access)
		got := h.Command(alice, tc.locale, "help", "").Content
		if got != strings.Join(want, "\n") {
			t.Errorf("/help in %s =\n%s\nwant\n%s", tc.locale, got, strings.Join(want, "\n"))
		}
	}
}

// TestHelpInKorean shows the names a Korean Discord client shows: the `ko` localizations of the command,
// its subcommands and options, and of the choices in an example, which the client shows by their names.
func TestHelpInKorean(t *testing.T) {
	h := newHarness(t)
	for _, tc := range []struct {
		locale discordgo.Locale
		topic  string
		want   string
	}{
		{discordgo.Korean, "틱택토", "• `/틱택토 대국 [상대] [선공] [난이도] [표시]`: 3x3 버튼 판에서 게임을 시작합니다\n" +
			"  예시: `/틱택토 대국 난이도:보통 선공:무작위`\n" +
			"• `/틱택토 분석 판 [표시]`: 한 국면에서 모든 수의 가치를 보여 줍니다\n" +
			"  예시: `/틱택토 분석 판:X.O......`"},
		{discordgo.EnglishUS, "tictactoe", "• `/tictactoe play [opponent] [first] [difficulty] [display]`: Start a game on a 3x3 button grid\n" +
			"  Example: `/tictactoe play difficulty:medium first:random`\n" +
			"• `/tictactoe analyze board [display]`: The value of every move in a position\n" +
			"  Example: `/tictactoe analyze board:X.O......`"},
		{discordgo.Korean, "leaderboard", "• `/순위표 게임 [기간] [표시]`: 여기서 한 게임의 순위전을 가장 많이 이긴 사람들\n" +
			"  예시: `/순위표 게임:틱택토 기간:이번 주`"},
		{discordgo.EnglishUS, "leaderboard", "• `/leaderboard game [period] [display]`: The players here with the most ranked wins in a game\n" +
			"  Example: `/leaderboard game:Tic-tac-toe period:this week`"},
		{discordgo.Korean, "nim", "• `/님 시작 더미 [미제르] [수] [봇] [표시] [난이도] [개수] [최대] [차례]`: 채널에 님 게임을 엽니다: 참가한 뒤 차례로 둡니다\n" +
			"  예시: `/님 시작 더미:무작위 개수:4 난이도:보통 차례:5`\n" +
			"• `/님 분석 더미 [미제르] [수] [표시] [개수] [최대]`: 님 국면의 승패, 이기는 수, 그런디 값을 보여 줍니다\n" +
			"  예시: `/님 분석 더미:3 4 5 수:1-3`"},
		{discordgo.Korean, "stats", "• `/전적 [사용자]`: kibitz가 순위를 매기는 게임의 승패, 연승, 최고 기록\n" +
			"  예시: `/전적 사용자:@친구`"},
	} {
		if r := h.Command(alice, tc.locale, "help", "", opt{"topic", tc.topic}); !strings.HasPrefix(r.Content+"\n\n", tc.want+"\n\n") {
			t.Errorf("/help topic:%s in %s =\n%s\nwant\n%s", tc.topic, tc.locale, r.Content, tc.want)
		}
	}
}

// TestHelpExamplesAreValid checks every example /help shows against the definitions: the command and
// subcommand exist, every option named exists, a value of an option with choices is one of them, and
// every required option is given. An example that drifted from its command would teach users a mistake.
func TestHelpExamplesAreValid(t *testing.T) {
	h := newHarness(t)
	for _, c := range h.Mux.Commands() {
		type example struct {
			text string
			sub  string
			opts []router.Option
		}
		var examples []example
		if len(c.Subcommands) == 0 {
			examples = append(examples, example{c.Example, "", c.Options})
		}
		for _, s := range c.Subcommands {
			examples = append(examples, example{s.Example, s.Name.En, s.Options})
		}
		for _, ex := range examples {
			t.Run(c.Name.En+" "+ex.sub, func(t *testing.T) {
				if ex.text == "" {
					t.Fatal("no example")
				}
				words := strings.Split(ex.text, " ")
				want := "/" + c.Name.En
				if ex.sub != "" {
					want += " " + ex.sub
				}
				if !strings.HasPrefix(ex.text+" ", want+" ") {
					t.Fatalf("example %q does not start with %q", ex.text, want)
				}
				given := map[string]bool{}
				for _, w := range words[len(strings.Fields(want)):] {
					name, value, ok := strings.Cut(w, ":")
					if !ok {
						continue // the rest of a value with spaces ("heaps:3 4 5")
					}
					var o *router.Option
					for i := range ex.opts {
						if ex.opts[i].Name.En == name {
							o = &ex.opts[i]
						}
					}
					if o == nil {
						t.Errorf("example %q: no option %q", ex.text, name)
						continue
					}
					given[name] = true
					if len(o.Choices) > 0 {
						var values []string
						for _, ch := range o.Choices {
							values = append(values, fmt.Sprint(ch.Value))
						}
						if !strings.Contains(" "+strings.Join(values, " ")+" ", " "+value+" ") {
							t.Errorf("example %q: %s:%s is not one of the choices %v", ex.text, name, value, values)
						}
					}
				}
				for _, o := range ex.opts {
					if o.Required && !given[o.Name.En] {
						t.Errorf("example %q lacks the required option %s", ex.text, o.Name.En)
					}
				}
			})
		}
	}
}

// TestDocsStateTheDailyCap: README.md and docs/contract.md write the daily cap between the same people
// as a number; it is commands.TableRankedPerDay, which the texts in Go format from (/help's rule, the end
// of a capped game), so the documents cannot drift from it unseen.
func TestDocsStateTheDailyCap(t *testing.T) {
	for _, tc := range []struct{ file, want string }{
		{"README.md", "The same people rank at most %d games a UTC day together"},
		{filepath.Join("docs", "contract.md"), "first %d games a UTC day rank"},
	} {
		data, err := os.ReadFile(filepath.Join("..", "..", tc.file))
		if err != nil {
			t.Fatal(err)
		}
		flat := strings.Join(strings.Fields(string(data)), " ") // a sentence may be wrapped
		if want := fmt.Sprintf(tc.want, commands.TableRankedPerDay); !strings.Contains(flat, want) {
			t.Errorf("%s does not say %q", tc.file, want)
		}
	}
}

// TestPracticeStatesTheDailyCap: the games between people that the daily cap makes practice say so in
// their practice text (/stats's legend, /help topic:leaderboard), with commands.TableRankedPerDay's
// number in every language.
func TestPracticeStatesTheDailyCap(t *testing.T) {
	want := map[string]bool{"tictactoe": true, "nim": true}
	for _, g := range (Config{}).games(commands.Env{}) {
		sg, ok := g.(commands.ScoredGame)
		if !ok || !want[sg.Scoring().Game] {
			continue
		}
		delete(want, sg.Scoring().Game)
		for _, l := range i18n.Langs() {
			text := sg.Scoring().Practice.In(l)
			if !strings.Contains(text, fmt.Sprint(commands.TableRankedPerDay)) || strings.Contains(text, "%") {
				t.Errorf("%s's practice in %s does not state the daily cap: %q", sg.Scoring().Game, l, text)
			}
		}
	}
	for g := range want {
		t.Errorf("no scored game %q", g)
	}
}

// TestReadmeCatalogMatchesCommands checks the README's command table against the definitions: a row for
// every command and subcommand, naming each of its options, optional ones in brackets.
func TestReadmeCatalogMatchesCommands(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]string{} // "/wordle play" -> the options cell
	for _, line := range strings.Split(string(data), "\n") {
		cells := strings.Split(line, "|")
		if len(cells) < 4 || !strings.HasPrefix(strings.TrimSpace(cells[1]), "`/") {
			continue
		}
		rows[strings.Trim(strings.TrimSpace(cells[1]), "`")] = cells[2]
	}
	h := newHarness(t)
	for _, c := range h.Mux.Commands() {
		paths := map[string][]router.Option{}
		if len(c.Subcommands) == 0 {
			paths["/"+c.Name.En] = c.Options
		}
		for _, s := range c.Subcommands {
			paths["/"+c.Name.En+" "+s.Name.En] = s.Options
		}
		for path, opts := range paths {
			cell, ok := rows[path]
			if !ok {
				t.Errorf("README.md's command table has no row for %s", path)
				continue
			}
			for _, o := range opts {
				want := "`" + o.Name.En
				if !o.Required {
					want = "`[" + o.Name.En
				}
				if !strings.Contains(cell, want+"`") && !strings.Contains(cell, want+":") && !strings.Contains(cell, want+"]") {
					t.Errorf("README.md's row for %s does not list the option %s as %s`: %q", path, o.Name.En, want, cell)
				}
			}
		}
	}
}

// TestHelpTellsEveryOption: a topic page says what every option of its command means, in an embed of
// its own, by the option's name in the reader's language, with its description and, for an option with
// choices, the choices' names. It is the only place the console shows them. Every page, in every
// language and place, fits Discord's limits as the handler made it (before router.Fit could cut it).
func TestHelpTellsEveryOption(t *testing.T) {
	h := newHarness(t)
	h.Unfitted = true
	places := map[string]func(*discordgo.Interaction) *discordgo.Interaction{
		"server": func(in *discordgo.Interaction) *discordgo.Interaction { return in },
		"dm":     commandtest.InBotDM,
		"group":  func(in *discordgo.Interaction) *discordgo.Interaction { return commandtest.InGroupDM(in, "gc") },
	}
	title := i18n.Text{En: "Options", Ko: "옵션"}
	for _, locale := range walkLocales() {
		l := i18n.FromLocale(string(locale))
		for _, c := range h.Mux.Commands() {
			for place, in := range places {
				resp := h.Serve(in(commandtest.CommandIn(alice, locale, "help", "", opt{"topic", c.Name.En})))
				for _, over := range commandtest.Overs(resp) {
					t.Errorf("/help topic:%s in %s, %s: %s", c.Name.En, locale, place, over)
				}
			}
			resp := h.Command(alice, locale, "help", "", opt{"topic", c.Name.En})
			var options string
			for _, e := range resp.Embeds {
				if e.Title == title.In(l) {
					options = e.Description
				}
			}
			all := slices.Clone(c.Options)
			for _, s := range c.Subcommands {
				all = append(all, s.Options...)
			}
			if len(all) == 0 && options != "" || len(all) > 0 && options == "" {
				t.Errorf("/help topic:%s in %s: %d options, options embed %q", c.Name.En, locale, len(all), options)
			}
			for _, o := range all {
				want := "`" + o.Name.In(l) + "`"
				line := ""
				for _, ln := range strings.Split(options, "\n") {
					if strings.HasPrefix(ln, "• "+want) && strings.Contains(ln, o.Description.In(l)) {
						line = ln
					}
				}
				if line == "" {
					t.Errorf("/help topic:%s in %s does not tell %s: %s\n%s", c.Name.En, locale, want, o.Description.In(l), options)
					continue
				}
				for _, ch := range o.Choices {
					if !strings.Contains(strings.ToLower(line), strings.ToLower(ch.Name.In(l))) { // in the description or its values
						t.Errorf("/help topic:%s in %s: %s lacks its choice %q: %s", c.Name.En, locale, want, ch.Name.In(l), line)
					}
				}
			}
		}
	}
}

// TestHelpSpeaksToAccessibility: /help ends by telling readers with a screen reader which views serve
// them and colour-blind readers where the colours change, naming /settings contrast as their client
// shows it; a board's `display` option says which view reads best with a screen reader, and /settings
// contrast says whom it is for: nothing did before.
func TestHelpSpeaksToAccessibility(t *testing.T) {
	h := newHarness(t)
	words := map[discordgo.Locale]struct{ screenReader, colourBlind string }{
		discordgo.EnglishUS:    {"screen reader", "colour-blind"},
		discordgo.Korean:       {"화면 낭독기", "색을 구별하기 어려"},
		discordgo.Japanese:     {"スクリーンリーダー", "色の区別がつきにくい"},
		discordgo.SpanishES:    {"lector de pantalla", "daltónicos"},
		discordgo.PortugueseBR: {"leitor de tela", "daltônicos"},
	}
	for _, locale := range walkLocales() {
		l := i18n.FromLocale(string(locale))
		want, ok := words[locale]
		if !ok {
			t.Fatalf("no words for %s", locale)
		}
		overview := h.Command(alice, locale, "help", "").Content
		last := overview[strings.LastIndex(overview, "\n")+1:]
		settings := i18n.Name(i18n.Text{En: "settings", Ko: "설정"}).In(l)
		contrast := i18n.Name(i18n.Text{En: "contrast", Ko: "대비"}).In(l)
		if !strings.Contains(strings.ToLower(last), strings.ToLower(want.screenReader)) || !strings.Contains(last, "/"+settings+" "+contrast) {
			t.Errorf("%s: /help ends %q, want it to speak of a %s and name /%s %s", locale, last, want.screenReader, settings, contrast)
		}
		// the display option, as every board command has it (commands.DisplayOption), and /settings contrast
		if d := commands.DisplayOption().Description.In(l); !strings.Contains(strings.ToLower(d), strings.ToLower(want.screenReader)) {
			t.Errorf("%s: the display option says %q, nothing of a %s", locale, d, want.screenReader)
		}
		page := h.Command(alice, locale, "help", "", opt{"topic", "settings"})
		text := page.Content
		for _, e := range page.Embeds {
			text += "\n" + e.Description
		}
		if strings.Count(strings.ToLower(text), strings.ToLower(want.colourBlind)) < 2 {
			t.Errorf("%s: /help topic:settings says %q for whom contrast is fewer than twice (the subcommand, its option):\n%s", locale, want.colourBlind, text)
		}
	}
}
