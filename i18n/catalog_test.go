package i18n

import (
	"os"
	"strings"
	"testing"
	"time"
)

// useTestdata serves the catalogues of testdata/locales, complete against their own keys, for the test.
func useTestdata(t *testing.T) {
	t.Helper()
	before := loaded()
	c := load(os.DirFS("testdata/locales"), sources{"nim": {"Take %s from heap %d.": "text", "%s stones": "plural", "Your move.": "text"}})
	if len(c.errs) > 0 {
		t.Fatal(c.errs)
	}
	current.Store(c)
	t.Cleanup(func() { current.Store(before) })
}

func TestServedLanguages(t *testing.T) {
	useTestdata(t)
	for locale, want := range map[string]Lang{"ja": Japanese, "es-ES": Spanish, "es-419": Spanish, "pt-BR": Portuguese,
		"pt-PT": English, "ko": Korean, "en-GB": English, "fr": English} {
		if got := FromLocale(locale); got != want {
			t.Errorf("FromLocale(%q) = %v, want %v", locale, got, want)
		}
	}
	for _, l := range Langs() {
		if got, ok := Parse(l.String()); !ok || got != l {
			t.Errorf("Parse(%q) = %v, %v", l.String(), got, ok)
		}
		if got := ofLocale(l.Locale()); got != l {
			t.Errorf("the language of %v's locale %q is %v", l, l.Locale(), got)
		}
	}
	if got, ok := Parse("PT-br"); !ok || got != Portuguese {
		t.Errorf("Parse(PT-br) = %v, %v", got, ok)
	}
	// An incomplete catalogue is not served.
	c := load(os.DirFS("testdata/locales"), sources{"nim": {"Your move.": "text", "Not translated.": "text"}})
	current.Store(c)
	if got := FromLocale("ja"); got != English || Complete(Japanese) {
		t.Errorf("an incomplete Japanese: FromLocale(ja) = %v, Complete %v", got, Complete(Japanese))
	}
}

func TestCataloguedFormat(t *testing.T) {
	useTestdata(t)
	stones := Plural{One: "%s stone", Other: "%s stones", Ko: "돌 %s개"}
	take := Text{En: "Take %s from heap %d.", Ko: "%[2]d번 더미에서 %[1]s를 가져가세요."}
	for _, tc := range []struct {
		l    Lang
		n    int64
		want string
	}{
		{English, 1, "Take 1 stone from heap 3."},
		{Korean, 1, "3번 더미에서 돌 1개를 가져가세요."},
		{Japanese, 1, "山3から1個の石を取ってください。"},
		{Japanese, 12345, "山3から12,345個の石を取ってください。"},
		{Spanish, 1, "Toma 1 piedra del montón 3."},
		{Spanish, 0, "Toma 0 piedras del montón 3."},
		{Spanish, 1000, "Toma 1000 piedras del montón 3."},
		{Spanish, 10000, "Toma 10.000 piedras del montón 3."},
		{Portuguese, 0, "Tire 0 pedras do monte 3."}, // a whole 0 in the plural, where CLDR has "one" (pluralCategory)
		{Portuguese, 1, "Tire 1 pedra do monte 3."},
		{Portuguese, 2000, "Tire 2.000 pedras do monte 3."},
	} {
		formatted := take.Format(stones.N(tc.n), 3)
		if got := formatted.In(tc.l); got != tc.want {
			t.Errorf("Format(%d).In(%v) = %q, want %q", tc.n, tc.l, got, tc.want)
		}
		if got := take.F(tc.l, stones.N(tc.n), 3); got != tc.want {
			t.Errorf("F(%v, %d) = %q, want %q", tc.l, tc.n, got, tc.want)
		}
		// A formatted Text as an argument, in a text without a translation (English, arguments in l).
		bold := Text{En: "**%s**", Ko: "**%s**"}.Format(formatted)
		if got := bold.In(tc.l); got != "**"+tc.want+"**" {
			t.Errorf("nested In(%v) = %q", tc.l, got)
		}
	}
	// English and Korean of a formatted Text are filled at once, as code reads them.
	if f := take.Format(stones.N(2), 1); f.En != "Take 2 stones from heap 1." || f.Ko != "1번 더미에서 돌 2개를 가져가세요." {
		t.Errorf("Format = %q / %q", f.En, f.Ko)
	}
	move := Text{En: "Your move.", Ko: "둘 차례입니다."}
	for l, want := range map[Lang]string{Japanese: "あなたの番です。", Spanish: "Te toca.", Portuguese: "Sua vez."} {
		if got := move.In(l); got != want {
			t.Errorf("In(%v) = %q, want %q", l, got, want)
		}
		if got := (Text{En: "Not translated.", Ko: "번역 없음."}).In(l); got != "Not translated." {
			t.Errorf("a missing translation in %v = %q, want the English", l, got)
		}
		if got := Plain("Your move.").In(l); got != "Your move." {
			t.Errorf("Plain in %v = %q", l, got)
		}
		if got := Join(" / ", move, Plain("x")).In(l); got != want+" / x" {
			t.Errorf("Join in %v = %q", l, got)
		}
		if got := move.Map(func(_ Lang, s string) string { return strings.ToUpper(s) }).In(l); got != strings.ToUpper(want) {
			t.Errorf("Map in %v = %q", l, got)
		}
		if got := (Particle{Word: move, Pair: "은/는"}).In(l); got != want {
			t.Errorf("a particle in %v = %q, want the word alone", l, got)
		}
	}
	if j := Join("-", Plain("a"), Text{En: "b"}); j.En != "a-b" || j.Ko != "a-" {
		t.Errorf("Join's English and Korean = %q / %q", j.En, j.Ko)
	}
}

func TestNumbersByLanguage(t *testing.T) {
	for _, tc := range []struct {
		l    Lang
		n    int64
		want string
	}{
		{English, 1234, "1,234"}, {Korean, 1234, "1,234"}, {Japanese, 1234567, "1,234,567"},
		{Spanish, 999, "999"}, {Spanish, 1000, "1000"}, {Spanish, 9999, "9999"}, {Spanish, 10000, "10.000"},
		{Spanish, -1234567, "-1.234.567"}, {Portuguese, 1000, "1.000"}, {Portuguese, -25000000, "-25.000.000"},
	} {
		if got := Num(tc.n).In(tc.l); got != tc.want {
			t.Errorf("Num(%d).In(%v) = %q, want %q", tc.n, tc.l, got, tc.want)
		}
	}
	for l, want := range map[Lang]string{English: "1,234.57", Japanese: "1,234.57", Spanish: "1234,57", Portuguese: "1.234,57"} {
		if got := (Float{1234.5678, 2}).In(l); got != want {
			t.Errorf("Float in %v = %q, want %q", l, got, want)
		}
	}
}

func TestPluralCategories(t *testing.T) {
	for _, tc := range []struct {
		l    Lang
		n    int64
		want string
	}{
		{Japanese, 1, "other"}, {Spanish, 1, "one"}, {Spanish, 0, "other"}, {Spanish, 2, "other"}, {Spanish, -1, "one"},
		{Portuguese, 0, "other"}, {Portuguese, 1, "one"}, {Portuguese, 2, "other"}, {English, 1, "one"},
	} {
		if got := pluralCategory(tc.l, tc.n); got != tc.want {
			t.Errorf("pluralCategory(%v, %d) = %q, want %q", tc.l, tc.n, got, tc.want)
		}
	}
}

func TestDurationAndListByLanguage(t *testing.T) {
	undo := SetCatalogue(Japanese, map[string]any{"%s hours": map[string]string{"other": "%s時間"},
		"%s minutes": map[string]string{"other": "%s分"}, "%s seconds": map[string]string{"other": "%s秒"}, "less than a second": "1秒未満"})
	defer undo()
	defer SetCatalogue(Spanish, map[string]any{"%s hours": map[string]string{"one": "%s hora", "other": "%s horas"},
		"%s minutes": map[string]string{"one": "%s minuto", "other": "%s minutos"}, "%s seconds": map[string]string{"one": "%s segundo", "other": "%s segundos"}})()
	d := Duration(time.Hour + time.Minute + 5*time.Second)
	for l, want := range map[Lang]string{English: "1 hour 1 minute 5 seconds", Korean: "1시간 1분 5초", Japanese: "1時間1分5秒", Spanish: "1 hora 1 minuto 5 segundos"} {
		if got := d.In(l); got != want {
			t.Errorf("Duration in %v = %q, want %q", l, got, want)
		}
	}
	if got := Duration(0).In(Japanese); got != "1秒未満" {
		t.Errorf("an instant in Japanese = %q", got)
	}
	items := []string{"2", "5", "7"}
	for l, want := range map[Lang]string{English: "2, 5 and 7", Korean: "2, 5, 7", Japanese: "2、5、7", Spanish: "2, 5 y 7", Portuguese: "2, 5 e 7"} {
		if got := AndList(l, items); got != want {
			t.Errorf("AndList(%v) = %q, want %q", l, got, want)
		}
	}
	if got := AndList(Spanish, []string{"agua", "hielo"}); got != "agua y hielo" {
		t.Errorf("AndList before hie- = %q", got)
	}
	if got := AndList(Spanish, []string{"padre", "hijo"}); got != "padre e hijo" {
		t.Errorf("AndList before hi- = %q", got)
	}
	if got := AndList(English, []string{"one"}); got != "one" {
		t.Errorf("AndList of one = %q", got)
	}
}

// TestNameLooksUpNames checks that a name reads its translation among the names, never the text of the
// same English: the option moves: and the noun "moves" are translated apart.
func TestNameLooksUpNames(t *testing.T) {
	defer SetCatalogue(Japanese, map[string]any{"moves": "手"})()
	defer SetNames(Japanese, map[string]string{"moves": "着手"})()
	defer SetNames(Spanish, map[string]string{})()
	moves := Text{En: "moves", Ko: "수"}
	if got := moves.In(Japanese); got != "手" {
		t.Errorf("the noun in Japanese = %q", got)
	}
	name := Name(moves)
	for l, want := range map[Lang]string{English: "moves", Korean: "수", Japanese: "着手", Spanish: "moves"} {
		if got := name.In(l); got != want {
			t.Errorf("the name in %v = %q, want %q", l, got, want)
		}
	}
	if got := Names(Japanese); len(got) != 1 || got["moves"] != "着手" {
		t.Errorf("Names(Japanese) = %q", got)
	}
}

// BenchmarkFormat is the cost of a formatted message: filled at once in English and Korean, and read in a
// catalogued language (looked up, filled with its arguments in that language).
func BenchmarkFormat(b *testing.B) {
	stones := Plural{One: "%s stone", Other: "%s stones", Ko: "돌 %s개"}
	take := Text{En: "Take %s from heap %d.", Ko: "%[2]d번 더미에서 %[1]s를 가져가세요."}
	defer SetCatalogue(Japanese, map[string]any{"Take %s from heap %d.": "山%[2]dから%[1]sを取ってください。", "%s stones": map[string]string{"other": "%s個の石"}})()
	b.Run("Format", func(b *testing.B) {
		for b.Loop() {
			_ = take.Format(stones.N(1234), 3).En
		}
	})
	b.Run("Format.In(ja)", func(b *testing.B) {
		for b.Loop() {
			_ = take.Format(stones.N(1234), 3).In(Japanese)
		}
	})
	b.Run("F(ja)", func(b *testing.B) {
		for b.Loop() {
			_ = take.F(Japanese, stones.N(1234), 3)
		}
	})
}

// TestOrList: alternatives read as each language joins them, the last with its "or": 、 between every
// two in Japanese, as in its other lists, and Spanish's "u" before the sound o, digits read aloud too
// (8 is ocho, 11 once, 11.000 once mil; 110 is ciento diez).
func TestOrList(t *testing.T) {
	items := []string{"1", "3", "4"}
	for l, want := range map[Lang]string{English: "1, 3 or 4", Korean: "1, 3 또는 4", Japanese: "1、3、または4", Spanish: "1, 3 o 4", Portuguese: "1, 3 ou 4"} {
		if got := OrList(l, items); got != want {
			t.Errorf("OrList(%v) = %q, want %q", l, got, want)
		}
		if got := OrListOf(Plain("1"), Plain("3"), Plain("4")).In(l); got != want {
			t.Errorf("OrListOf(...).In(%v) = %q, want %q", l, got, want)
		}
	}
	for _, tc := range []struct {
		l     Lang
		items []string
		want  string
	}{
		{Japanese, []string{"1", "3"}, "1または3"},
		{English, []string{"1"}, "1"},
		{Spanish, []string{"7", "8"}, "7 u 8"},
		{Spanish, []string{"7", "80"}, "7 u 80"},
		{Spanish, []string{"10", "11"}, "10 u 11"},
		{Spanish, []string{"10", "11.000"}, "10 u 11.000"},
		{Spanish, []string{"10", "110"}, "10 o 110"},
		{Spanish, []string{"1100", "1200"}, "1100 o 1200"},
		{Spanish, []string{"plata", "oro"}, "plata u oro"},
		{Spanish, []string{"mujer", "hombre"}, "mujer u hombre"},
		{Spanish, []string{"carne", "huevos"}, "carne o huevos"},
	} {
		if got := OrList(tc.l, tc.items); got != tc.want {
			t.Errorf("OrList(%v, %q) = %q, want %q", tc.l, tc.items, got, tc.want)
		}
	}
}

// TestAndListOf: AndList of texts, each item taken in the language being read.
func TestAndListOf(t *testing.T) {
	undo := SetCatalogue(Japanese, map[string]any{"row %d": "%d行目"})
	defer undo()
	row := Text{En: "row %d", Ko: "%d번째 줄"}
	list := AndListOf(row.Format(1), row.Format(3), row.Format(4))
	for l, want := range map[Lang]string{English: "row 1, row 3 and row 4", Korean: "1번째 줄, 3번째 줄, 4번째 줄", Japanese: "1行目、3行目、4行目"} {
		if got := list.In(l); got != want {
			t.Errorf("AndListOf(...).In(%v) = %q, want %q", l, got, want)
		}
	}
}
