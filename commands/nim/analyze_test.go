package nim

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/router"
)

// /nim analyze, and the errors of both subcommands.

func TestAnalyze(t *testing.T) {
	n := newHarness(t)
	many := strings.TrimSpace(strings.Repeat("1 ", 25))
	for _, tc := range []struct {
		name    string
		opts    []opt
		want    []string
		picture bool
	}{
		{"win", []opt{{"heaps", "3 4 5"}}, []string{"The player to move wins**: take 2 from heap 1, leaving `1 4 5`", "`3 ⊕ 4 ⊕ 5 = 2`", "Bouton", "   1       3       3     011"}, true},
		{"loss", []opt{{"heaps", "1 2 3"}}, []string{"The player to move loses", "`1 ⊕ 2 ⊕ 3 = 0`"}, true},
		// No move at all: lost already, not "every move leaves..." (the read-through's `heaps:"0 0 0"`).
		{"no stones", []opt{{"heaps", "0 0 0"}}, []string{"**The player to move has lost**: there is no move to make"}, true},
		{"no move under the rule", []opt{{"heaps", "1 1"}, {"moves", "2,3"}}, []string{"**The player to move has lost**: there is no move to make"}, true},
		{"misère ones", []opt{{"heaps", "1 1"}, {"misere", true}}, []string{"wins**: take 1 from heap 1", "Misère Nim"}, true},
		// Full-width digits, as a Korean keyboard may type them.
		{"full-width", []opt{{"heaps", "３ ４ ５"}, {"moves", "１－３"}}, []string{"Heaps: `3 4 5`", "A move takes 1 to 3 stones"}, true},
		{"misère won", []opt{{"heaps", "0"}, {"misere", true}}, []string{"has already won"}, true},
		{"misère big", []opt{{"heaps", "1 1 5"}, {"misere", true}}, []string{"take 4 from heap 3, leaving `1 1 1`"}, true},
		{"limit", []opt{{"heaps", "5 10"}, {"moves", "1-3"}}, []string{"Taking at most 3", "h mod 4", "take 1 from heap 2, leaving `5 9`", "`1 ⊕ 2 = 3`"}, true},
		{"move set", []opt{{"heaps", "10"}, {"moves", "1,2,5"}}, []string{"period 3", "take 1 from heap 1"}, true},
		{"misère move set", []opt{{"heaps", "6 7"}, {"moves", "2,3"}, {"misere", true}}, []string{"kibitz solved every position whose heaps are no larger than these, 35 positions in all, and so every position reachable from here.", "The Grundy values below are those of normal play."}, true},
		{"huge", []opt{{"heaps", "9223372036854775807 1"}}, []string{"take 9,223,372,036,854,775,806 from heap 1", "grundy",
			"`9,223,372,036,854,775,807 ⊕ 1 = 9,223,372,036,854,775,806`"}, true},
		// Digits grouped in the table as everywhere in words; the heaps to copy stay as /nim takes them.
		{"large heaps", []opt{{"heaps", "1000000 2000000 30000"}}, []string{"Heaps: `1000000 2000000 30000`",
			"  1  1,000,000  1,000,000", "⊕             1,160,176"}, true},
		{"many large heaps", []opt{{"heaps", strings.TrimSpace(strings.Repeat("1000 ", 12) + "1001")}}, []string{"the nim-sum of the 13 Grundy values is 1,001"}, false},
		{"many heaps", []opt{{"heaps", many}}, []string{"25 heaps: the table lists the first 20", "the nim-sum of the 25 Grundy values is 1"}, false},
		// A move set without a period answers the heaps among the values computed, and says it found none.
		{"move set without a period", []opt{{"heaps", "5 1000000"}, {"moves", noPeriodMoves}}, []string{
			"whose Grundy values show no period within the first 4,793,490 values; kibitz answers from the values it computed, for heaps up to 4,793,489"}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp := n.Command(alice, discordgo.EnglishUS, "nim", "analyze", tc.opts...)
			d := desc(resp)
			for _, w := range tc.want {
				if !strings.Contains(d, w) {
					t.Errorf("lacks %q:\n%s", w, d)
				}
			}
			if strings.Contains(d, "has lost") && strings.Contains(d, "every move") {
				t.Errorf("a position without moves described with moves:\n%s", d)
			}
			if alt := resp.Alt[pictureName]; tc.picture && strings.Contains(alt, "1160176") {
				t.Errorf("alt text with a number not grouped: %s", alt)
			}
			if tc.picture {
				decodes(t, resp)
			} else if len(resp.Files) != 0 {
				t.Errorf("a picture of %d heaps", 25)
			}
		})
	}
}

func TestErrors(t *testing.T) {
	n := newHarness(t)
	for _, tc := range []struct {
		sub   string
		opts  []opt
		code  router.Code
		words []string
	}{
		{"analyze", []opt{{"heaps", "3 x 5"}}, router.Invalid, []string{"Heap 2", "`x`", "not a whole number", "Example: /nim analyze"}},
		{"analyze", []opt{{"heaps", "3 -1"}}, router.Invalid, []string{"Heap 2", "negative"}},
		{"analyze", []opt{{"heaps", "1 99999999999999999999"}}, router.Invalid, []string{"Heap 2 (99,999,999,999,999,999,999) is larger than 9,223,372,036,854,775,807 (2^63-1)."}},
		{"analyze", []opt{{"heaps", " "}}, router.Invalid, []string{"No heaps"}},
		// Commas and dots in one heap: one number, refused as typed, never heaps 1 and 0.
		{"analyze", []opt{{"heaps", "1,000.000"}}, router.Invalid, []string{"Heap 1 (`1,000.000`) is not a whole number."}},
		{"analyze", []opt{{"heaps", "1,000,000.5"}}, router.Invalid, []string{"Heap 1 (`1,000,000.5`) is not a whole number."}},
		{"start", []opt{{"heaps", "3 1.000,000"}}, router.Invalid, []string{"Heap 2 (`1.000,000`) is not a whole number."}},
		{"analyze", []opt{{"heaps", "3,,4"}}, router.Invalid, []string{"is empty"}},
		{"analyze", []opt{{"heaps", "3"}, {"moves", "3-1"}}, router.Invalid, []string{"backwards"}},
		{"analyze", []opt{{"heaps", "3 4 5"}, {"moves", "1-0"}}, router.Invalid, []string{"In the option `moves`, entry 1 (`1-0`) is a range that runs backwards; write the smaller amount first."}},
		{"start", []opt{{"heaps", "3 4 5"}, {"moves", "1-0"}}, router.Invalid, []string{"In the option `moves`, entry 1 (`1-0`) is a range that runs backwards"}},
		{"analyze", []opt{{"heaps", "3"}, {"moves", "1,y"}}, router.Invalid, []string{"In the option `moves`, entry 2 (`y`) is neither a whole number nor a range such as 1-3."}},
		{"analyze", []opt{{"heaps", "3"}, {"moves", "2000000"}}, router.Invalid, []string{"In the option `moves`, entry 1 (`2000000`) has an amount above 1,000,000, the most a move set may list."}},
		{"analyze", []opt{{"heaps", "3"}, {"moves", "0"}}, router.Invalid, []string{"In the option `moves`, entry 1 (`0`) has the amount 0, and a move takes at least 1 stone. Type the amounts a move may take, each 1 or more, such as moves:1,2,5 or moves:1-3."}},
		{"analyze", []opt{{"heaps", "3"}, {"moves", "2,0-3"}}, router.Invalid, []string{"In the option `moves`, entry 2 (`0-3`) has the amount 0,"}},
		{"start", []opt{{"heaps", "3 4 5"}, {"moves", "0"}}, router.Invalid, []string{"In the option `moves`, entry 1 (`0`) has the amount 0", "Example: /nim start"}},
		// The entry is quoted as typed, and what is wrong with it said: a range without its end, a second
		// dash, a limit 1-k beyond the largest heap (1-2000000 is a rule: the bound is not 1,000,000).
		{"analyze", []opt{{"heaps", "3"}, {"moves", "1-"}}, router.Invalid, []string{"In the option `moves`, entry 1 (`1-`) is a range without its upper end; write both ends, such as 1-3."}},
		{"analyze", []opt{{"heaps", "3"}, {"moves", "2-"}}, router.Invalid, []string{"In the option `moves`, entry 1 (`2-`) is a range without its upper end"}},
		{"analyze", []opt{{"heaps", "3"}, {"moves", "1-3-5"}}, router.Invalid, []string{"In the option `moves`, entry 1 (`1-3-5`) has more than one dash; a range has two ends, such as 1-3."}},
		{"analyze", []opt{{"heaps", "3"}, {"moves", "1-99999999999999999999"}}, router.Invalid, []string{
			"In the option `moves`, entry 1 (`1-99999999999999999999`) has an amount above 9,223,372,036,854,775,807 (2^63-1), the most a limit 1-k may allow, as no heap is larger."}},
		{"analyze", []opt{{"heaps", "3"}, {"moves", "2-99999999999999999999"}}, router.Invalid, []string{"entry 1 (`2-99999999999999999999`) has an amount above 1,000,000, the most a move set may list."}},
		{"analyze", []opt{{"heaps", "3"}, {"moves", "1,,2"}}, router.Invalid, []string{"In the option `moves`, entry 2 is empty; separate the amounts with single commas or spaces."}},
		{"analyze", []opt{{"heaps", "3"}, {"moves", "-3"}}, router.Invalid, []string{"In the option `moves`, entry 1 (`-3`) has a negative amount"}},
		{"analyze", []opt{{"heaps", "3"}, {"moves", "2-300"}}, router.Invalid, []string{"The option `moves` has 299 amounts, more than the 255 a move set may have."}},
		{"analyze", []opt{{"heaps", "100000 100000 100000"}, {"moves", "2,3"}, {"misere", true}}, router.TooLarge, []string{"Misère play with moves of 2 or 3 stones", "more than 67,108,864 moves", "smaller heaps"}},
		// The refusal names /nim analyze's own limit: as many heaps as its option's 1,000 characters
		// hold, one digit and one separator a heap (TestAnalyzeHeapsLimit).
		{"start", []opt{{"heaps", "1 2 3 4 5 6 7 8 9 10 11"}}, router.TooLarge, []string{"at most 10 heaps", "has 11",
			"/nim analyze takes up to 500, as many as its 1,000 characters hold.", "Example: /nim start"}},
		{"start", []opt{{"heaps", "0 0"}}, router.Invalid, []string{"No move is possible"}},
		{"start", []opt{{"heaps", "1 1"}, {"moves", "2,3"}}, router.Invalid, []string{"No move is possible"}},
		{"start", []opt{{"heaps", "3 x"}}, router.Invalid, []string{"Heap 2", "Example: /nim start"}},
		// A move set without a period: a heap beyond the values computed is refused, before a game starts
		// on a position kibitz cannot judge.
		{"analyze", []opt{{"heaps", "5 4793490"}, {"moves", noPeriodMoves}}, router.TooLarge, []string{
			"Heap 2 (4,793,490) is larger than 4,793,489, the largest heap kibitz can answer with these moves", "Example: /nim analyze"}},
		{"start", []opt{{"heaps", "5000000 1000000"}, {"moves", noPeriodMoves}, {"bot", true}}, router.TooLarge, []string{
			"Heap 1 (5,000,000) is larger than 4,793,489", "no period within the first 4,793,490 values", "Example: /nim start"}},
	} {
		n.wantErr(commandtest.CommandIn(alice, discordgo.EnglishUS, "nim", tc.sub, tc.opts...), tc.code, tc.words...)
	}
}

// TestAnalyzeHeapsLimit: /nim analyze answers the 500 heaps that /nim start's refusal promises, and
// the option refuses one heap more, past its 1,000 characters.
func TestAnalyzeHeapsLimit(t *testing.T) {
	n := newHarness(t)
	most := strings.TrimSpace(strings.Repeat("1 ", maxAnalyzeHeaps))
	if _, err := n.Handle(commandtest.CommandIn(alice, discordgo.EnglishUS, "nim", "analyze", opt{"heaps", most})); err != nil {
		t.Fatalf("/nim analyze with %d heaps: %v", maxAnalyzeHeaps, err)
	}
	n.wantErr(commandtest.CommandIn(alice, discordgo.EnglishUS, "nim", "analyze", opt{"heaps", most + " 1"}), router.TooLarge, "it takes at most 1,000 characters")
}

// TestMoveTooSmallNamesTheOption: an amount of 0 in moves is refused naming the option as the reader's
// client shows it, and what to type, in every language.
func TestMoveTooSmallNamesTheOption(t *testing.T) {
	n := newHarness(t)
	for _, tc := range []struct {
		locale discordgo.Locale
		want   []string
	}{
		{discordgo.EnglishUS, []string{"In the option `moves`, entry 1 (`0`) has the amount 0", "moves:1,2,5"}},
		{discordgo.Korean, []string{"`수` 옵션의 1번째 항목에 0이 있습니다 (`0`)", "수:1,2,5"}},
		{discordgo.Japanese, []string{"オプション`手`の1番目の項目に0があります（`0`）", "手:1,2,5"}},
		{discordgo.SpanishES, []string{"En la opción `jugadas`, la entrada 1 (`0`) tiene la cantidad 0", "jugadas:1,2,5"}},
		{discordgo.PortugueseBR, []string{"Na opção `jogadas`, a entrada 1 (`0`) tem a quantidade 0", "jogadas:1,2,5"}},
	} {
		n.wantErr(commandtest.CommandIn(alice, tc.locale, "nim", "analyze", opt{"heaps", "3 4 5"}, opt{"moves", "0"}), router.Invalid, tc.want...)
	}
}

// TestDisplayWidth: the analysis table pads by the columns a code block gives a character, two for East
// Asian wide ones in every script (Japanese headers were padded as one and sat out of line).
func TestDisplayWidth(t *testing.T) {
	for s, want := range map[string]int{"heap": 4, "더미": 4, "山": 2, "2進数": 5, "ピラ": 4, "⊕": 1, "─": 1, "Grundy": 6, "": 0} {
		if got := displayWidth(s); got != want {
			t.Errorf("displayWidth(%q) = %d, want %d", s, got, want)
		}
	}
}

// noPeriodMoves is a move set whose Grundy values show no period within the solver's limits, short enough
// for the moves option (195 characters): kibitz knows the values of heaps 0 to 4,793,489
// (solvers/nim's TestRuleWithoutPeriod).
const noPeriodMoves = "902162,904120,904865,907322,912144,913279,918373,920730,923427,933033,933386,939633,944478,944938," +
	"949991,950858,961643,964048,966191,970674,973081,973821,976937,978357,978442,979659,982300,994099"

// TestStartWithoutPeriod: a game on a move set without a period starts when every heap is among the
// values computed (its heaps only shrink, so kibitz judges every move to the end).
func TestStartWithoutPeriod(t *testing.T) {
	n := newHarness(t)
	resp := n.Command(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "1000000 3"}, opt{"moves", noPeriodMoves}, opt{"bot", true})
	commandtest.ButtonWithLabel(t, resp, "Start")
}

// TestLimitTooLargeSaysTheLimit: a limit 1-k beyond the largest heap is refused against that bound in
// every language, not against the 1,000,000 of a move set's amounts, which 1-2000000 passes.
func TestLimitTooLargeSaysTheLimit(t *testing.T) {
	n := newHarness(t)
	for _, tc := range []struct {
		locale discordgo.Locale
		want   string
	}{
		{discordgo.EnglishUS, "has an amount above 9,223,372,036,854,775,807 (2^63-1)"},
		{discordgo.Korean, "`수` 옵션의 1번째 항목에 9,223,372,036,854,775,807 (2^63-1)보다 큰 개수가 있습니다 (`1-99999999999999999999`)."},
		{discordgo.Japanese, "9,223,372,036,854,775,807 (2^63-1)を超える数があります"},
		{discordgo.SpanishES, "9.223.372.036.854.775.807 (2^63-1)"},
		{discordgo.PortugueseBR, "9.223.372.036.854.775.807 (2^63-1)"},
	} {
		n.wantErr(commandtest.CommandIn(alice, tc.locale, "nim", "analyze", opt{"heaps", "3 4 5"}, opt{"moves", "1-99999999999999999999"}), router.Invalid, tc.want)
	}
	resp := n.Command(alice, discordgo.EnglishUS, "nim", "analyze", opt{"heaps", "3 4 5"}, opt{"moves", "1-2000000"})
	if resp.Private {
		t.Errorf("1-2000000 refused: %q", resp.Content)
	}
}
