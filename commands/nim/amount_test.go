package nim

import (
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
)

// TestAmountForm: the exact-amount form says what is wrong with each amount it refuses, in its own
// sentence and in both languages: not a whole number, not positive, more than the heap holds, not what
// the rules allow (naming what they allow from that heap). Full-width digits, separators, spaces and a
// Korean counter are read as the number they write.
func TestAmountForm(t *testing.T) {
	for _, tt := range []struct {
		heaps, moves, value string
		en, ko              string // "" for a move made
	}{
		{"30 4", "", "abc", "`abc` is not a whole number: type how many stones to take from heap 1, in digits (1 to 30).",
			"`abc`는 정수가 아닙니다: 1번 더미에서 가져갈 돌의 개수를 숫자로 입력하세요 (1~30개)."},
		{"30 4", "2,5,40", "x", `type how many stones to take from heap 1, in digits (2 or 5).`, `숫자로 입력하세요 (2 또는 5개).`},
		{"30 4", "", "2.5", "`2.5` is not a whole number", "`2.5`는 정수가 아닙니다"},
		{"30 4", "", "-5", "A move takes at least 1 stone: -5 is not a positive whole number.", "한 번에 돌을 1개 이상 가져가야 합니다: -5는 양의 정수가 아닙니다."},
		{"30 4", "", "0", "A move takes at least 1 stone: 0 is not a positive whole number.", "0은 양의 정수가 아닙니다."},
		{"30 4", "", "-99999999999999999999", "-99,999,999,999,999,999,999 is not a positive whole number.", "-99,999,999,999,999,999,999는 양의 정수가 아닙니다."},
		{"30 4", "", "31", "Heap 1 has only 30 stones: you cannot take 31.", "1번 더미에는 돌 30개뿐이라 31개를 가져갈 수 없습니다."},
		{"30 4", "", "1,000,000", "Heap 1 has only 30 stones: you cannot take 1,000,000.", "1,000,000개를 가져갈 수 없습니다."},
		{"30 4", "", "99999999999999999999999", "Heap 1 has only 30 stones: you cannot take 99,999,999,999,999,999,999,999.", "1번 더미에는 돌 30개뿐이라"},
		{"30 4", "1-3", "4", "You cannot take 4 from heap 1: from it the rules allow taking 1 to 3.", "1번 더미에서 4개를 가져갈 수 없습니다: 규칙상 이 더미에서는 1~3개를 가져갈 수 있습니다."},
		{"30 4", "2,5,40", "3", "You cannot take 3 from heap 1: from it the rules allow taking 2 or 5.", "규칙상 이 더미에서는 2 또는 5개를 가져갈 수 있습니다."},
		{"30 4", "", " ３ ", "", ""},
		{"30 4", "", "3개", "", ""},
	} {
		for _, loc := range []discordgo.Locale{discordgo.EnglishUS, discordgo.Korean} {
			n := newHarness(t)
			var extra []opt
			if tt.moves != "" {
				extra = []opt{{"moves", tt.moves}}
			}
			resp, id := n.start(tt.heaps, extra, bob)
			resp = n.press(alice, commandtest.Selects(resp)[0].CustomID, "1")
			form := n.press(alice, commandtest.Selects(resp)[1].CustomID, "type")
			if form.Modal == nil {
				t.Fatalf("%s: no form: %+v", tt.value, form)
			}
			in := n.modalIn(alice, form.Modal.CustomID, tt.value)
			in.Locale = loc
			want := tt.en
			if loc == discordgo.Korean {
				want = tt.ko
			}
			if want == "" {
				if r := n.Serve(in); !r.Update || n.game(id).Heaps[0] != 27 {
					t.Errorf("%q: heaps %v after %q", tt.value, n.game(id).Heaps, r.Content)
				}
				continue
			}
			n.wantErr(in, router.Invalid, want)
		}
	}
}

// TestAmountFormInReadersDigits: an amount the form refuses is echoed in the reader's grouped digits,
// like the heap's size beside it, beyond int64 too.
func TestAmountFormInReadersDigits(t *testing.T) {
	for _, tt := range []struct {
		locale discordgo.Locale
		value  string
		want   string
	}{
		{discordgo.SpanishES, "1000000", "1.000.000"},
		{discordgo.PortugueseBR, "1000000", "1.000.000"},
		{discordgo.SpanishES, "99999999999999999999999", "99.999.999.999.999.999.999.999"},
		{discordgo.PortugueseBR, "-99999999999999999999", "-99.999.999.999.999.999.999"},
		{discordgo.EnglishUS, "1000000", "1,000,000"},
	} {
		n := newHarness(t)
		resp, _ := n.start("30 4", nil, bob)
		resp = n.press(alice, commandtest.Selects(resp)[0].CustomID, "1")
		form := n.press(alice, commandtest.Selects(resp)[1].CustomID, "type")
		in := n.modalIn(alice, form.Modal.CustomID, tt.value)
		in.Locale = tt.locale
		n.wantErr(in, router.Invalid, tt.want)
	}
}

// TestOneAmount: where one amount is all a heap allows, the form's placeholder and the refusal of random
// heaps say that amount, not a range from it to itself ("1 to 1", "Heaps of 1 to 1 stone").
func TestOneAmount(t *testing.T) {
	n := newHarness(t)
	resp, _ := n.start("1 2", []opt{{"moves", "1"}}, bob)
	resp = n.press(alice, commandtest.Selects(resp)[0].CustomID, "2")
	for _, o := range commandtest.Selects(resp)[1].Options {
		if o.Value == "type" {
			t.Fatalf("a form for a heap of one amount: %v", commandtest.Selects(resp)[1].Options)
		}
	}
	form := amountForm(n.game("g1"), 2, i18n.English)
	input := form.Modal.Components[0].(discordgo.ActionsRow).Components[0].(discordgo.TextInput)
	if input.Placeholder != "1" {
		t.Errorf("placeholder %q, want 1", input.Placeholder)
	}
	n.wantErr(commandtest.CommandIn(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "random"}, opt{"max", 1.0}, opt{"moves", "2"}), router.Invalid,
		"Heaps of 1 stone allow no move under these rules")
	n.wantErr(commandtest.CommandIn(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "random"}, opt{"max", 3.0}, opt{"moves", "4"}), router.Invalid,
		"Heaps of 1 to 3 stones allow no move under these rules")
}

// TestAmountFormGrouping: the form reads an amount written alone or grouped in threes, with one kind of
// separator throughout (a comma, a dot as kibitz writes numbers to Spanish and Portuguese readers, a
// space or a narrow no-break space, an apostrophe, an underscore), and a counter after it (3개, 3個).
// Anything else is refused quoting exactly what was typed: a typo such as "1,5", "2 3" or "1,0,0,0" is
// never read as another amount (15, 23, 1,000).
func TestAmountFormGrouping(t *testing.T) {
	for _, tt := range []struct {
		locale discordgo.Locale
		value  string
		left   int64  // heap 1 after the move (of 5,000), when made
		err    string // else the refusal
	}{
		{discordgo.EnglishUS, "1000", 4000, ""},
		{discordgo.EnglishUS, "1,000", 4000, ""},
		{discordgo.EnglishUS, "+1,000", 4000, ""},
		{discordgo.EnglishUS, "1 000", 4000, ""},
		{discordgo.EnglishUS, "1\u202f000", 4000, ""},
		{discordgo.EnglishUS, "1\u00a0000", 4000, ""},
		{discordgo.EnglishUS, "1'000", 4000, ""},
		{discordgo.EnglishUS, "1_000", 4000, ""},
		{discordgo.EnglishUS, "１，０００", 4000, ""},
		{discordgo.SpanishES, "2.000", 3000, ""},
		{discordgo.PortugueseBR, "2.000", 3000, ""},
		{discordgo.Korean, "1,000개", 4000, ""},
		{discordgo.Korean, "3 개", 4997, ""},
		{discordgo.Japanese, "3個", 4997, ""},
		{discordgo.Japanese, "1,000個", 4000, ""},
		{discordgo.EnglishUS, " 12 ", 4988, ""},
		{discordgo.EnglishUS, "1,5", 0, "`1,5` is not a whole number: "},
		{discordgo.SpanishES, "1,5", 0, "`1,5` no es un número entero"},
		{discordgo.PortugueseBR, "1,5", 0, "`1,5` não é um número inteiro"},
		{discordgo.EnglishUS, "2 3", 0, "`2 3` is not a whole number: "},
		{discordgo.EnglishUS, "1,0,0,0", 0, "`1,0,0,0` is not a whole number: "},
		{discordgo.EnglishUS, "1,00", 0, "`1,00` is not a whole number: "},
		{discordgo.EnglishUS, "1,0000", 0, "`1,0000` is not a whole number: "},
		{discordgo.EnglishUS, "1.000,000", 0, "`1.000,000` is not a whole number: "},
		{discordgo.EnglishUS, "1 000.000", 0, "`1 000.000` is not a whole number: "},
		{discordgo.EnglishUS, ",100", 0, "`,100` is not a whole number: "},
		{discordgo.EnglishUS, "100,", 0, "`100,` is not a whole number: "},
		{discordgo.EnglishUS, "1__000", 0, "`1__000` is not a whole number: "},
		{discordgo.EnglishUS, "7 stones", 0, "`7 stones` is not a whole number: "},
		{discordgo.Korean, "세 개", 0, "`세 개`는 정수가 아닙니다"},
		{discordgo.EnglishUS, "10^3", 0, "`10^3` is not a whole number: "},
		{discordgo.EnglishUS, "1e3", 0, "`1e3` is not a whole number: "},
	} {
		n := newHarness(t)
		resp, id := n.start("5000 4", nil, bob)
		resp = n.press(alice, commandtest.Selects(resp)[0].CustomID, "1")
		form := n.press(alice, commandtest.Selects(resp)[1].CustomID, "type")
		in := n.modalIn(alice, form.Modal.CustomID, tt.value)
		in.Locale = tt.locale
		if tt.err != "" {
			n.wantErr(in, router.Invalid, tt.err)
			if h := n.game(id).Heaps[0]; h != 5000 {
				t.Errorf("%q: heap 1 is %d after a refusal", tt.value, h)
			}
			continue
		}
		if r := n.Serve(in); !r.Update || n.game(id).Heaps[0] != tt.left {
			t.Errorf("%q (%s): heap 1 is %d, want %d: %q", tt.value, tt.locale, n.game(id).Heaps[0], tt.left, r.Content)
		}
	}
}
