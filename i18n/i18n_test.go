package i18n

import "testing"

func TestFromLocale(t *testing.T) {
	for _, tc := range []struct {
		locale string
		want   Lang
	}{
		{"ko", Korean},
		{"ko-KR", Korean},
		{"en-US", English},
		{"en-GB", English},
		{"fr", English},
		{"", English},
		{"k", English},
	} {
		if got := FromLocale(tc.locale); got != tc.want {
			t.Errorf("FromLocale(%q) = %v, want %v", tc.locale, got, tc.want)
		}
	}
}

func TestTextInAndFormat(t *testing.T) {
	msg := Text{En: "%s has %d stones", Ko: "%[2]d개의 돌이 %[1]s에 있습니다"}
	got := msg.Format("heap 1", 3)
	if got.En != "heap 1 has 3 stones" || got.Ko != "3개의 돌이 heap 1에 있습니다" {
		t.Errorf("Format = %+v", got)
	}
	if s := msg.F(Korean, "a", 1); s != "1개의 돌이 a에 있습니다" {
		t.Errorf("F(Korean) = %q", s)
	}
	if s := (Text{En: "only English"}).In(Korean); s != "only English" {
		t.Errorf("missing Korean falls back to English, got %q", s)
	}
	if j := Join(" ", Plain("a"), Text{En: "b", Ko: "나"}); j.En != "a b" || j.Ko != "a 나" {
		t.Errorf("Join = %+v", j)
	}
}

// TestFormatTextArguments checks that a Text argument fills each language with its own half, in Format and
// in F, and that a Text argument without Korean falls back to its English.
func TestFormatTextArguments(t *testing.T) {
	white := Text{En: "White", Ko: "백"}
	mates := Text{En: "%s mates in %d", Ko: "%[1]s이 %[2]d수 만에 메이트합니다"}
	for _, tc := range []struct {
		name   string
		msg    Text
		args   []any
		en, ko string
	}{
		{"text and number", mates, []any{white, 3}, "White mates in 3", "백이 3수 만에 메이트합니다"},
		{"nested format", Text{En: "**%s.**", Ko: "**%s.**"}, []any{mates.Format(white, 2)}, "**White mates in 2.**", "**백이 2수 만에 메이트합니다.**"},
		{"missing Korean falls back", Text{En: "see %s", Ko: "%s 참고"}, []any{Text{En: "/help"}}, "see /help", "/help 참고"},
		{"plain values untouched", Text{En: "%v %q", Ko: "%v %q"}, []any{[]int{1, 2}, "x"}, "[1 2] \"x\"", "[1 2] \"x\""},
	} {
		got := tc.msg.Format(tc.args...)
		if got.En != tc.en || got.Ko != tc.ko {
			t.Errorf("%s: Format(%v) = %+v, want {En:%q Ko:%q}", tc.name, tc.args, got, tc.en, tc.ko)
		}
		if s := tc.msg.F(English, tc.args...); s != tc.en {
			t.Errorf("%s: F(English, %v) = %q, want %q", tc.name, tc.args, s, tc.en)
		}
		if s := tc.msg.F(Korean, tc.args...); s != tc.ko {
			t.Errorf("%s: F(Korean, %v) = %q, want %q", tc.name, tc.args, s, tc.ko)
		}
	}
	args := []any{white, 1}
	mates.Format(args...)
	if args[0] != any(white) {
		t.Errorf("Format changed its caller's arguments: %v", args)
	}
}

func TestTidy(t *testing.T) {
	for _, tc := range []struct {
		l        Lang
		in, want string
	}{
		{Japanese, "@youの番です（X）。 10分後に時間切れになります。", "@youの番です（X）。10分後に時間切れになります。"},
		{Japanese, "山：`3 4 5`、 石： 3個", "山：`3 4 5`、石：3個"},
		{Japanese, "```\n山  石  Grundy\n```", "```\n山  石  Grundy\n```"},
		{English, "Done. Next", "Done. Next"},
		{Korean, "끝났습니다. 다음", "끝났습니다. 다음"},
	} {
		if got := Tidy(tc.l, tc.in); got != tc.want {
			t.Errorf("Tidy(%v, %q) = %q, want %q", tc.l, tc.in, got, tc.want)
		}
	}
}

func TestSemiList(t *testing.T) {
	items := []string{"Tic-tac-toe", "Sudoku, 4x4", "Nim"}
	for _, tc := range []struct {
		l    Lang
		want string
	}{
		{English, "Tic-tac-toe; Sudoku, 4x4; Nim"},
		{Korean, "Tic-tac-toe; Sudoku, 4x4; Nim"},
		{Japanese, "Tic-tac-toe／Sudoku, 4x4／Nim"},
		{Spanish, "Tic-tac-toe; Sudoku, 4x4; Nim"},
		{Portuguese, "Tic-tac-toe; Sudoku, 4x4; Nim"},
	} {
		if got := SemiList(tc.l, items); got != tc.want {
			t.Errorf("SemiList(%v) = %q, want %q", tc.l, got, tc.want)
		}
		if got := SemiListOf(Plain(items[0]), Plain(items[1]), Plain(items[2])).In(tc.l); got != tc.want {
			t.Errorf("SemiListOf(...).In(%v) = %q, want %q", tc.l, got, tc.want)
		}
	}
}

func TestList(t *testing.T) {
	words := []string{"CRANE", "CRANK", "CRATE"}
	for _, tc := range []struct {
		l    Lang
		want string
	}{
		{English, "CRANE, CRANK, CRATE"},
		{Korean, "CRANE, CRANK, CRATE"},
		{Japanese, "CRANE、CRANK、CRATE"},
		{Spanish, "CRANE, CRANK, CRATE"},
		{Portuguese, "CRANE, CRANK, CRATE"},
	} {
		if got := List(tc.l, words); got != tc.want {
			t.Errorf("List(%v) = %q, want %q", tc.l, got, tc.want)
		}
	}
	if got := List(Japanese, []string{"CRANE"}); got != "CRANE" {
		t.Errorf("List of one = %q", got)
	}

	undo := SetCatalogue(Japanese, map[string]any{"empty %d": "空き%d"})
	defer undo()
	empty := Text{En: "empty %d", Ko: "빈칸 %d"}
	row := ListOf(Plain("X"), empty.Format(2), Plain("O"))
	for _, tc := range []struct {
		l    Lang
		want string
	}{
		{English, "X, empty 2, O"},
		{Korean, "X, 빈칸 2, O"},
		{Japanese, "X、空き2、O"},
	} {
		if got := row.In(tc.l); got != tc.want {
			t.Errorf("ListOf(...).In(%v) = %q, want %q", tc.l, got, tc.want)
		}
	}
}
