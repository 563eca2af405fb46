package router

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
)

// limitsCommand is a command whose one subcommand has an option of every kind of limit.
func limitsCommand(ran *bool) Command {
	lo, zero := 1.0, 0.0
	return Command{
		Name:        i18n.Text{En: "limits", Ko: "제한"},
		Description: i18n.Text{En: "Limits", Ko: "제한"},
		Subcommands: []Subcommand{{
			Name: i18n.Text{En: "check", Ko: "검사"}, Description: i18n.Text{En: "Check", Ko: "검사"},
			Handler: func(context.Context, *Request) (*Response, error) {
				*ran = true
				return Reply("ran"), nil
			},
			Options: []Option{{
				Type: discordgo.ApplicationCommandOptionString, Name: i18n.Text{En: "text", Ko: "글"},
				Description: i18n.Text{En: "Text", Ko: "글"}, Required: true, MaxLength: 100,
				Autocomplete: named("complete"),
			}, {
				Type: discordgo.ApplicationCommandOptionInteger, Name: i18n.Text{En: "size", Ko: "크기"},
				Description: i18n.Text{En: "Size", Ko: "크기"}, MinValue: &lo, MaxValue: 64,
			}, {
				Type: discordgo.ApplicationCommandOptionInteger, Name: i18n.Text{En: "count", Ko: "개수"},
				Description: i18n.Text{En: "Count, no maximum", Ko: "개수"}, MinValue: &zero,
			}, {
				Type: discordgo.ApplicationCommandOptionNumber, Name: i18n.Text{En: "ratio", Ko: "비율"},
				Description: i18n.Text{En: "Ratio", Ko: "비율"}, MaxValue: 2.5,
			}, {
				Type: discordgo.ApplicationCommandOptionString, Name: i18n.Text{En: "level", Ko: "단계"},
				Description: i18n.Text{En: "Level", Ko: "단계"},
				Choices: []Choice{
					{Name: i18n.Text{En: "Easy", Ko: "쉬움"}, Value: "easy"},
					{Name: i18n.Text{En: "Hard", Ko: "어려움"}, Value: "hard"},
				},
			}, {
				Type: discordgo.ApplicationCommandOptionInteger, Name: i18n.Text{En: "grid", Ko: "판"},
				Description: i18n.Text{En: "Grid", Ko: "판"},
				Choices:     []Choice{{Name: i18n.Plain("4x4"), Value: 4}, {Name: i18n.Plain("9x9"), Value: 9}},
			}, {
				Type: discordgo.ApplicationCommandOptionBoolean, Name: i18n.Text{En: "flag", Ko: "표시"},
				Description: i18n.Text{En: "Flag", Ko: "표시"},
			}},
		}},
	}
}

func limitsInteraction(typ discordgo.InteractionType, locale discordgo.Locale, opts ...*discordgo.ApplicationCommandInteractionDataOption) *discordgo.Interaction {
	return &discordgo.Interaction{ID: "7", Type: typ, Locale: locale, Member: &discordgo.Member{User: &discordgo.User{ID: "42"}},
		Data: discordgo.ApplicationCommandInteractionData{Name: "limits", Options: []*discordgo.ApplicationCommandInteractionDataOption{{
			Name: "check", Type: discordgo.ApplicationCommandOptionSubCommand, Options: opts,
		}}}}
}

func limitsOpt(name string, v any) *discordgo.ApplicationCommandInteractionDataOption {
	return &discordgo.ApplicationCommandInteractionDataOption{Name: name, Value: v}
}

func TestLookupEnforcesOptionLimits(t *testing.T) {
	long := strings.Repeat("x", 6000)
	ok := limitsOpt("text", "fine")
	for _, tc := range []struct {
		name string
		opts []*discordgo.ApplicationCommandInteractionDataOption
		code Code     // "" when the handler runs
		want []string // in the English and then the Korean text of the error
		ko   []string
	}{
		{"within every limit", []*discordgo.ApplicationCommandInteractionDataOption{ok, limitsOpt("size", 64.0), limitsOpt("count", 1e12), limitsOpt("ratio", 2.5), limitsOpt("level", "hard"), limitsOpt("grid", 9.0), limitsOpt("flag", true)}, "", nil, nil},
		{"6,000 characters against 100", []*discordgo.ApplicationCommandInteractionDataOption{limitsOpt("text", long)}, TooLarge,
			[]string{"`text`", "6,000 characters", "at most 100"}, []string{"`글`", "6,000글자", "100글자"}},
		{"101 ASCII characters", []*discordgo.ApplicationCommandInteractionDataOption{limitsOpt("text", strings.Repeat("a", 101))}, TooLarge,
			[]string{"`text`", "101 characters"}, nil},
		{"100 Korean characters (300 bytes)", []*discordgo.ApplicationCommandInteractionDataOption{limitsOpt("text", strings.Repeat("한", 100))}, "", nil, nil},
		{"100 emoji (400 bytes)", []*discordgo.ApplicationCommandInteractionDataOption{limitsOpt("text", strings.Repeat("🙂", 100))}, "", nil, nil},
		{"101 Korean characters", []*discordgo.ApplicationCommandInteractionDataOption{limitsOpt("text", strings.Repeat("한", 101))}, TooLarge,
			[]string{"101 characters", "at most 100"}, []string{"101글자"}},
		{"missing required option", []*discordgo.ApplicationCommandInteractionDataOption{limitsOpt("size", 3.0)}, Invalid,
			[]string{"`text`", "required"}, []string{"`글`", "빠져"}},
		{"required option sent as null", []*discordgo.ApplicationCommandInteractionDataOption{limitsOpt("text", nil)}, Invalid, []string{"`text`", "required"}, nil},
		{"integer below its minimum", []*discordgo.ApplicationCommandInteractionDataOption{ok, limitsOpt("size", 0.0)}, Invalid,
			[]string{"`size`", "at least 1", "at most 64", "was 0"}, []string{"`크기`", "1 이상 64 이하"}},
		{"integer above its maximum", []*discordgo.ApplicationCommandInteractionDataOption{ok, limitsOpt("size", 65.0)}, TooLarge,
			[]string{"`size`", "at most 64", "was 65"}, nil},
		{"integer as a Go int", []*discordgo.ApplicationCommandInteractionDataOption{ok, limitsOpt("size", 100)}, TooLarge, []string{"was 100"}, nil},
		{"a huge integer is not echoed in full", []*discordgo.ApplicationCommandInteractionDataOption{ok, limitsOpt("size", 1e300)}, TooLarge, []string{"1e+300"}, nil},
		// A whole number of 15 digits or more is grouped as smaller ones are, never 9.0072e+15.
		{"the largest whole number Discord sends, grouped", []*discordgo.ApplicationCommandInteractionDataOption{ok, limitsOpt("size", 9007199254740991.0)}, TooLarge,
			[]string{"at most 64; it was 9,007,199,254,740,991."}, []string{"9,007,199,254,740,991"}},
		{"a large negative number, grouped", []*discordgo.ApplicationCommandInteractionDataOption{ok, limitsOpt("size", -1e15)}, Invalid,
			[]string{"it was -1,000,000,000,000,000."}, []string{"-1,000,000,000,000,000"}},
		{"beyond int64, the integer the float is", []*discordgo.ApplicationCommandInteractionDataOption{ok, limitsOpt("size", 1e20)}, TooLarge,
			[]string{"it was 100,000,000,000,000,000,000."}, nil},
		{"a raw JSON number as typed", []*discordgo.ApplicationCommandInteractionDataOption{ok, limitsOpt("size", json.Number("9007199254740993"))}, TooLarge,
			[]string{"it was 9,007,199,254,740,993."}, nil},
		{"maximum 0 is no maximum", []*discordgo.ApplicationCommandInteractionDataOption{ok, limitsOpt("count", 1e15)}, "", nil, nil},
		{"below a minimum of 0", []*discordgo.ApplicationCommandInteractionDataOption{ok, limitsOpt("count", -1.0)}, Invalid, []string{"`count`", "at least 0", "was -1"}, nil},
		{"integer with a fraction", []*discordgo.ApplicationCommandInteractionDataOption{ok, limitsOpt("size", 2.5)}, Invalid, []string{"`size`", "whole number"}, nil},
		{"integer that is text", []*discordgo.ApplicationCommandInteractionDataOption{ok, limitsOpt("size", "3")}, Invalid, []string{"`size`", "number"}, nil},
		{"number above its maximum", []*discordgo.ApplicationCommandInteractionDataOption{ok, limitsOpt("ratio", 2.75)}, TooLarge, []string{"`ratio`", "at most 2.5", "was 2.75"}, nil},
		{"string not a choice", []*discordgo.ApplicationCommandInteractionDataOption{ok, limitsOpt("level", "insane")}, Invalid,
			[]string{"`level`", "Easy, Hard"}, []string{"`단계`", "쉬움, 어려움"}},
		{"integer not a choice", []*discordgo.ApplicationCommandInteractionDataOption{ok, limitsOpt("grid", 5.0)}, Invalid, []string{"`grid`", "4, 9"}, nil},
		{"integer choice as a Go int", []*discordgo.ApplicationCommandInteractionDataOption{ok, limitsOpt("grid", 4)}, "", nil, nil},
		{"choice by its Korean name", []*discordgo.ApplicationCommandInteractionDataOption{ok, limitsOpt("level", "어려움")}, "", nil, nil},
		{"boolean that is text", []*discordgo.ApplicationCommandInteractionDataOption{ok, limitsOpt("flag", "yes")}, Invalid, []string{"`flag`", "true or false"}, nil},
		{"an option the definition does not have", []*discordgo.ApplicationCommandInteractionDataOption{ok, limitsOpt("other", long)}, "", nil, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, locale := range []discordgo.Locale{discordgo.EnglishUS, discordgo.Korean} {
				ran := false
				m := NewMux()
				m.Command(limitsCommand(&ran))
				s := &Server{Mux: m, Log: slog.New(slog.DiscardHandler)}
				req, err := NewRequest(limitsInteraction(discordgo.InteractionApplicationCommand, locale, tc.opts...), testNow)
				if err != nil {
					t.Fatal(err)
				}
				_, route, err := m.Lookup(req)
				if route.Path != "/limits check" {
					t.Errorf("route %q, want /limits check", route.Path)
				}
				resp := s.Serve(context.Background(), req)
				if tc.code == "" {
					if err != nil || !ran || resp.Content != "ran" {
						t.Errorf("%s: Lookup error %v, handler ran %v, reply %q; want the handler to run", locale, err, ran, resp.Content)
					}
					continue
				}
				ue, ok := AsUserError(err)
				if !ok || ue.Code != tc.code {
					t.Fatalf("%s: Lookup error %v, want a user error %s", locale, err, tc.code)
				}
				if ran {
					t.Errorf("%s: the handler ran on a request over its limits", locale)
				}
				want := tc.want
				if locale == discordgo.Korean {
					want = tc.ko
				}
				text := ue.Text(i18n.FromLocale(string(locale)))
				for _, w := range want {
					if !strings.Contains(text, w) {
						t.Errorf("%s: error %q lacks %q", locale, text, w)
					}
				}
				if ue.Message.Ko == "" || ue.Message.Ko == ue.Message.En {
					t.Errorf("error without Korean: %+v", ue.Message)
				}
				if !resp.Private || resp.Content != text {
					t.Errorf("%s: reply (private %v) %q, want the error privately", locale, resp.Private, resp.Content)
				}
				// The value is never repeated: not whole, and not even a long part of it.
				for _, opt := range tc.opts {
					if s, isString := opt.Value.(string); isString && len(s) > 20 && strings.Contains(text, s[:21]) {
						t.Errorf("%s: the error repeats the value of %s: %q", locale, opt.Name, text)
					}
				}
				if n := len([]rune(text)); n > 2000 {
					t.Errorf("%s: the error is %d characters", locale, n)
				}
			}
		})
	}
}

// TestLookupNormalisesChoiceNames: a choice given by its name, as the console lets a user type it,
// reaches the handler as the choice's value.
func TestLookupNormalisesChoiceNames(t *testing.T) {
	ran := false
	m := NewMux()
	m.Command(limitsCommand(&ran))
	for _, name := range []string{"hard", "Hard", "어려움"} {
		req, _ := NewRequest(limitsInteraction(discordgo.InteractionApplicationCommand, discordgo.Korean, limitsOpt("text", "x"), limitsOpt("level", name)), testNow)
		if _, _, err := m.Lookup(req); err != nil || req.String("level") != "hard" {
			t.Errorf("level %q: %v, handler sees %q, want hard", name, err, req.String("level"))
		}
	}
}

// TestLookupDoesNotCheckAutocomplete: while the user types, the value may be anything; the autocomplete
// handler runs.
func TestLookupDoesNotCheckAutocomplete(t *testing.T) {
	ran := false
	m := NewMux()
	m.Command(limitsCommand(&ran))
	for name, opts := range map[string][]*discordgo.ApplicationCommandInteractionDataOption{
		"too long":              {{Name: "text", Value: strings.Repeat("x", 6000), Focused: true}},
		"out of range":          {{Name: "text", Value: "x", Focused: true}, limitsOpt("size", 1000.0)},
		"not a choice":          {{Name: "text", Value: "x", Focused: true}, limitsOpt("level", "insane")},
		"required still absent": {{Name: "text", Value: "", Focused: true}, limitsOpt("size", 0.0)},
	} {
		req, err := NewRequest(limitsInteraction(discordgo.InteractionApplicationCommandAutocomplete, discordgo.EnglishUS, opts...), testNow)
		if err != nil {
			t.Fatal(err)
		}
		h, _, err := m.Lookup(req)
		if err != nil {
			t.Errorf("%s: autocomplete refused: %v", name, err)
			continue
		}
		if resp, _ := h(context.Background(), req); resp.Content != "complete" {
			t.Errorf("%s: autocomplete went to %q", name, resp.Content)
		}
	}
}

// TestLookupUnknownCommandSaysSo: a command kibitz does not have (any more, or ever: the console sends
// what is typed) gets a private reply, in the user's language, that says so and to try /help.
func TestLookupUnknownCommandSaysSo(t *testing.T) {
	m := NewMux()
	m.Command(sampleCommand())
	s := &Server{Mux: m, Log: slog.New(slog.DiscardHandler)}
	for locale, want := range map[discordgo.Locale][]string{
		discordgo.EnglishUS: {"kibitz has no command `/removed`", "/help"},
		discordgo.Korean:    {"kibitz에는 `/removed` 명령이 없습니다", "/도움말"},
	} {
		in := commandInteraction("removed")
		in.Locale = locale
		req, err := NewRequest(in, testNow)
		if err != nil {
			t.Fatal(err)
		}
		resp := s.Serve(context.Background(), req)
		for _, w := range want {
			if !resp.Private || !strings.Contains(resp.Content, w) {
				t.Errorf("%s: reply (private %v) %q lacks %q", locale, resp.Private, resp.Content, w)
			}
		}
	}
}

// TestChoiceListKeepsNamesApart: names with commas of their own are listed with semicolons between them.
func TestChoiceListKeepsNamesApart(t *testing.T) {
	got := choiceList([]Choice{{Name: i18n.Text{En: "Nim", Ko: "님"}, Value: "nim"},
		{Name: i18n.Text{En: "Sudoku, 4x4", Ko: "스도쿠 4x4"}, Value: "sudoku-4x4"}})
	if got.En != "Nim; Sudoku, 4x4" || got.Ko != "님, 스도쿠 4x4" {
		t.Errorf("choiceList = %q / %q, want %q / %q", got.En, got.Ko, "Nim; Sudoku, 4x4", "님, 스도쿠 4x4")
	}
	// Japanese lists with 、, and keeps names apart with ／ when one has a 、 of its own (not with an ASCII
	// semicolon, which reads as foreign there).
	defer i18n.SetCatalogue(i18n.Japanese, map[string]any{"Easy": "かんたん", "Hard": "むずかしい", "Sudoku, 4x4": "数独、4x4"})()
	for _, tc := range []struct {
		names []string
		want  string
	}{
		{[]string{"Easy", "Hard"}, "かんたん、むずかしい"},
		{[]string{"Easy", "Sudoku, 4x4"}, "かんたん／数独、4x4"},
	} {
		var choices []Choice
		for _, n := range tc.names {
			choices = append(choices, Choice{Name: i18n.Text{En: n}, Value: n})
		}
		if got := choiceList(choices).In(i18n.Japanese); got != tc.want {
			t.Errorf("choiceList(%q) in Japanese = %q, want %q", tc.names, got, tc.want)
		}
	}
}

// TestChoiceListNamesEveryChoice: an option has at most 25 choices (Discord's limit), and the error that
// refuses a value lists them all; only beyond 25 does it stop with "…".
func TestChoiceListNamesEveryChoice(t *testing.T) {
	var choices []Choice
	for i := 1; i <= 26; i++ {
		choices = append(choices, Choice{Name: i18n.Text{En: fmt.Sprintf("c%d", i), Ko: fmt.Sprintf("선택%d", i)}, Value: i})
	}
	for _, tc := range []struct {
		n        int
		last     string
		ellipsis bool
	}{{10, "c10", false}, {11, "c11", false}, {25, "c25", false}, {26, "c25", true}} {
		got := choiceList(choices[:tc.n])
		names := strings.Split(got.En, ", ")
		if tc.ellipsis {
			names = names[:len(names)-1]
		}
		if len(names) != min(tc.n, 25) || names[len(names)-1] != tc.last || strings.HasSuffix(got.En, "…") != tc.ellipsis {
			t.Errorf("choiceList of %d choices = %q, want the first %d ending %s (… %v)", tc.n, got.En, min(tc.n, 25), tc.last, tc.ellipsis)
		}
	}
}

// TestOptionValuesSaysWhatTheChecksLetThrough: what /help says an option takes (Option.Values) for each
// kind of option, in English and Korean, and nothing for free text, which the description explains.
func TestOptionValuesSaysWhatTheChecksLetThrough(t *testing.T) {
	one, half := 1.0, 0.5
	colour := []Choice{{Name: i18n.Text{En: "red", Ko: "빨강"}, Value: "r"}, {Name: i18n.Text{En: "blue", Ko: "파랑"}, Value: "b"}}
	for _, tc := range []struct {
		what   string
		o      Option
		en, ko string // "" for none
	}{
		{"choices", Option{Type: discordgo.ApplicationCommandOptionString, Choices: colour}, "red, blue", "빨강, 파랑"},
		{"integer choices", Option{Type: discordgo.ApplicationCommandOptionInteger, MinValue: &one, MaxValue: 9,
			Choices: []Choice{{Name: i18n.Plain("4"), Value: 4}, {Name: i18n.Plain("9"), Value: 9}}}, "4, 9", "4, 9"},
		{"boolean", Option{Type: discordgo.ApplicationCommandOptionBoolean}, "true, false", "true, false"},
		{"whole range", Option{Type: discordgo.ApplicationCommandOptionInteger, MinValue: &one, MaxValue: 1_000_000},
			"whole numbers from 1 to 1,000,000", "1부터 1,000,000까지의 정수"},
		{"whole from", Option{Type: discordgo.ApplicationCommandOptionInteger, MinValue: &one}, "whole numbers from 1", "1 이상의 정수"},
		{"whole up to", Option{Type: discordgo.ApplicationCommandOptionInteger, MaxValue: 64}, "whole numbers up to 64", "64 이하의 정수"},
		{"number up to", Option{Type: discordgo.ApplicationCommandOptionNumber, MaxValue: 2.5}, "numbers up to 2.5", "2.5 이하의 수"},
		{"whole", Option{Type: discordgo.ApplicationCommandOptionInteger}, "whole numbers", "정수"},
		{"number range", Option{Type: discordgo.ApplicationCommandOptionNumber, MinValue: &half, MaxValue: 2.5},
			"numbers from 0.5 to 2.5", "0.5부터 2.5까지의 수"},
		{"number from", Option{Type: discordgo.ApplicationCommandOptionNumber, MinValue: &half}, "numbers from 0.5", "0.5 이상의 수"},
		{"any number", Option{Type: discordgo.ApplicationCommandOptionNumber}, "", ""},
		{"text", Option{Type: discordgo.ApplicationCommandOptionString, MaxLength: 10}, "", ""},
		{"user", Option{Type: discordgo.ApplicationCommandOptionUser}, "", ""},
	} {
		values, ok := tc.o.Values()
		if ok != (tc.en != "") || ok && (values.In(i18n.English) != tc.en || values.In(i18n.Korean) != tc.ko) {
			t.Errorf("%s: Values() = %q, %q, %v; want %q, %q", tc.what, values.In(i18n.English), values.In(i18n.Korean), ok, tc.en, tc.ko)
		}
	}
}

// TestShownNumber: a whole number is grouped in every language whatever its size, up to the integer a
// float64 beyond int64 is, the raw text of a JSON number as typed; a fraction, or a number too long to
// echo, is short.
func TestShownNumber(t *testing.T) {
	for _, tc := range []struct {
		v                  any
		en, ko, ja, es, pt string
	}{
		{12345.0, "12,345", "12,345", "12,345", "12.345", "12.345"},
		{1234.0, "1,234", "1,234", "1,234", "1234", "1.234"},
		{9007199254740991.0, "9,007,199,254,740,991", "9,007,199,254,740,991", "9,007,199,254,740,991", "9.007.199.254.740.991", "9.007.199.254.740.991"},
		{-1e15, "-1,000,000,000,000,000", "-1,000,000,000,000,000", "-1,000,000,000,000,000", "-1.000.000.000.000.000", "-1.000.000.000.000.000"},
		{1e18, "1,000,000,000,000,000,000", "1,000,000,000,000,000,000", "1,000,000,000,000,000,000", "1.000.000.000.000.000.000", "1.000.000.000.000.000.000"},
		{-9223372036854775808.0, "-9,223,372,036,854,775,808", "-9,223,372,036,854,775,808", "-9,223,372,036,854,775,808", "-9.223.372.036.854.775.808", "-9.223.372.036.854.775.808"},
		{1e20, "100,000,000,000,000,000,000", "100,000,000,000,000,000,000", "100,000,000,000,000,000,000", "100.000.000.000.000.000.000", "100.000.000.000.000.000.000"},
		{json.Number("9007199254740993"), "9,007,199,254,740,993", "9,007,199,254,740,993", "9,007,199,254,740,993", "9.007.199.254.740.993", "9.007.199.254.740.993"},
		{json.Number("-12345"), "-12,345", "-12,345", "-12,345", "-12.345", "-12.345"},
		{json.Number("1e15"), "1,000,000,000,000,000", "1,000,000,000,000,000", "1,000,000,000,000,000", "1.000.000.000.000.000", "1.000.000.000.000.000"},
		{2.75, "2.75", "2.75", "2.75", "2.75", "2.75"},
		{1e300, "1e+300", "1e+300", "1e+300", "1e+300", "1e+300"},
	} {
		f, _ := number(tc.v)
		shown := shownValue(tc.v, f)
		for l, want := range map[i18n.Lang]string{i18n.English: tc.en, i18n.Korean: tc.ko, i18n.Japanese: tc.ja, i18n.Spanish: tc.es, i18n.Portuguese: tc.pt} {
			if got := shown.In(l); got != want {
				t.Errorf("%v in %v = %q, want %q", tc.v, l, got, want)
			}
		}
	}
}
