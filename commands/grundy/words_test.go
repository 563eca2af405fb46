package grundy

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/dagame"
	"kibitz/solvers/divisor"
)

// What the read-through of issue 16 found worded wrong in /grundy: positions without a move described as
// if moves existed, counts of one ("1 tokens"), Korean particles written both ways, and the divisor
// game's bound.

// TestNoMove: a pile smaller than every move, a sum of such piles, a prime or 1 in the divisor game and
// tokens with no edge to follow are lost for want of a move, and the replies say so.
func TestNoMove(t *testing.T) {
	h := newHarness(t)
	for _, tc := range []struct {
		locale discordgo.Locale
		sub    string
		opts   []opt
		want   string
	}{
		{discordgo.EnglishUS, "subtraction", []opt{{"moves", "1,2,5"}, {"n", "0"}},
			"A pile of 0: **the player to move loses**, having no move to make: every move takes at least 1. So g(n) = 0."},
		{discordgo.EnglishUS, "subtraction", []opt{{"moves", "2,3"}, {"n", "1"}}, "A pile of 1: **the player to move loses**, having no move to make: every move takes at least 2."},
		{discordgo.Korean, "subtraction", []opt{{"moves", "1,2,5"}, {"n", "0"}},
			"돌이 0개인 더미: **둘 차례인 사람이 집니다**. 한 번에 적어도 1개를 가져가야 하므로 둘 수 있는 수가 없습니다."},
		{discordgo.EnglishUS, "subtraction", []opt{{"moves", "2,3"}, {"n", "0 1 1"}},
			"The XOR is 0, and **the player to move loses**, having no move to make: every move takes at least 2, more than any pile holds."},
		{discordgo.EnglishUS, "divisor", []opt{{"n", "7"}}, "**The player to move loses**: 7 has no divisor d with 1 < d < N, so there is no move to make."},
		{discordgo.EnglishUS, "divisor", []opt{{"n", "1"}}, "**The player to move loses**: 1 has no divisor d with 1 < d < N"},
		{discordgo.Korean, "divisor", []opt{{"n", "1000003"}}, "**둘 차례인 사람이 집니다**: 1,000,003에는 1 < d < N인 약수 d가 없어 둘 수 있는 수가 없습니다."},
		{discordgo.EnglishUS, "divisor", []opt{{"n", "7"}, {"misere", true}}, "**The player to move wins**: there is no move"},
	} {
		text := embedText(t, h.Command(commandtest.User("1"), tc.locale, "grundy", tc.sub, tc.opts...))
		if !strings.Contains(text, tc.want) || strings.Contains(text, "every move leaves") || strings.Contains(text, "against perfect play") {
			t.Errorf("%s %v: want %q in\n%s", tc.sub, tc.opts, tc.want, text)
		}
	}
	// A pile with a move keeps the old words.
	if text := embedText(t, h.Command(commandtest.User("1"), discordgo.EnglishUS, "grundy", "subtraction", opt{"moves", "2,3"}, opt{"n", "5"})); !strings.Contains(text, "every move leaves a pile of non-zero value") {
		t.Errorf("a lost pile with moves: %s", text)
	}
	for _, tc := range []struct {
		locale discordgo.Locale
		file   string
		want   string
	}{
		{discordgo.EnglishUS, "1 0\n1\n1 1\n", "A graph of 1 node and 0 edges, 1 token in 1 colour.\n\n**Cheol wins** (the second player): Young has no move to make"},
		{discordgo.Korean, "2 1\n1 2\n1\n2 4\n", "노드 2개, 간선 1개인 그래프와 토큰 1개(색 1가지).\n\n**철이 이깁니다** (후공): 따라갈 간선이 있는 토큰이 없어"},
		{discordgo.EnglishUS, "3 2\n1 2\n2 3\n1\n1 4\n", "A graph of 3 nodes and 2 edges, 1 token in 1 colour.\n\n**Cheol wins** (the second player): the XOR of the colours' Grundy values is 0, so every move"},
	} {
		resp, err := runDAGame(t, h, tc.locale, tc.file)
		if err != nil {
			t.Fatal(err)
		}
		if text := embedText(t, resp); !strings.Contains(text, tc.want) {
			t.Errorf("%q: want %q in\n%s", tc.file, tc.want, text)
		}
	}
}

// TestCountsOfOne: the counts of /grundy's sentences at 1 and 2.
func TestCountsOfOne(t *testing.T) {
	h := newHarness(t)
	for _, tc := range []struct {
		locale discordgo.Locale
		n      string
		want   string
		misere bool
	}{
		// One move is not "the 1 move, each with its value".
		{discordgo.EnglishUS, "4", "The one move, with its Grundy value g", false},
		{discordgo.EnglishUS, "6", "The 2 moves, each with its Grundy value g", false},
		{discordgo.Korean, "4", "둘 수 있는 수 하나와 그 그런디 값 g", false},
		{discordgo.Korean, "6", "둘 수 있는 수 2가지와 각각의 그런디 값 g", false},
		{discordgo.EnglishUS, "4", "The one move (✓:", true},
		{discordgo.EnglishUS, "6", "The 2 moves (✓:", true},
		{discordgo.Korean, "4", "둘 수 있는 수 하나 (✓:", true},
	} {
		text := embedText(t, h.Command(commandtest.User("1"), tc.locale, "grundy", "divisor", opt{"n", tc.n}, opt{"misere", tc.misere}))
		if !strings.Contains(text, tc.want) || strings.Contains(text, " 1 move") || strings.Contains(text, "1가지") {
			t.Errorf("divisor %s (misère %v): want %q in\n%s", tc.n, tc.misere, tc.want, text)
		}
	}
	text := embedText(t, h.Command(commandtest.User("1"), discordgo.EnglishUS, "grundy", "divisor", opt{"n", "7"}, opt{"misere", true}))
	if !strings.Contains(text, "the game has 1 such exponent pattern, and kibitz decided it.") {
		t.Errorf("misère divisor of a prime: %s", text)
	}
	// Seventeen colours, two more than the message lists, and sixteen, one more.
	for more, want := range map[int]string{1: "… and 1 more colour: all of them", 2: "… and 2 more colours: all of them"} {
		var b strings.Builder
		colours := coloursShown + more
		b.WriteString("2 1\n1 2\n" + strconv.Itoa(colours) + "\n")
		for c := range colours {
			b.WriteString("1 " + strconv.Itoa(c+1) + "\n")
		}
		resp, err := runDAGame(t, h, discordgo.EnglishUS, b.String())
		if err != nil {
			t.Fatal(err)
		}
		if text := embedText(t, resp); !strings.Contains(text, want) {
			t.Errorf("%d colours: want %q in\n%s", colours, want, text)
		}
	}
	for _, tc := range []struct {
		e      *dagame.InputError
		en, ko string
	}{
		{&dagame.InputError{Code: dagame.CodeMissingLines, Field: dagame.FieldEdge, Line: 1, Value: 0, Limit: 1},
			"The file ends at line 1 after 0 of the 1 edge line it promised.", "파일이 1번째 줄에서 끝났습니다. 약속한 간선 줄 1개 중 0개만 있습니다."},
		{&dagame.InputError{Code: dagame.CodeMissingLines, Field: dagame.FieldToken, Line: 4, Value: 1, Limit: 2},
			"The file ends at line 4 after 1 of the 2 token lines it promised.", "파일이 4번째 줄에서 끝났습니다. 약속한 토큰 줄 2개 중 1개만 있습니다."},
	} {
		if got := dagameErrorText(tc.e); got.En != tc.en || got.Ko != tc.ko {
			t.Errorf("%v: %q / %q, want %q / %q", tc.e, got.En, got.Ko, tc.en, tc.ko)
		}
	}
	if got, want := SolveError(&dagame.InputError{Code: dagame.CodeMissingLines, Field: dagame.FieldEdge, Line: 1, Value: 0, Limit: 1}),
		"The input ends at line 1 after 0 of the 1 edge line it promised."; got != want {
		t.Errorf("kibitz solve: %q, want %q", got, want)
	}
}

// TestKoreanParticles: the particle after a number or a noun is the one its sound takes, never both
// ("을(를)", "(으)로").
func TestKoreanParticles(t *testing.T) {
	for _, tc := range []struct {
		e    *dagame.InputError
		want string
	}{
		{&dagame.InputError{Code: dagame.CodeCycle, Value: 3, Cycle: []int{3, 4, 3}}, "그래프에 노드 3을 지나는 순환"},
		{&dagame.InputError{Code: dagame.CodeCycle, Value: 2, Cycle: []int{2, 4, 2}}, "그래프에 노드 2를 지나는 순환"},
		{&dagame.InputError{Code: dagame.CodeNodeRange, Field: dagame.FieldEdge, Line: 2, Value: 5, Limit: 2}, "2번째 줄에 노드 5가 있지만"},
		{&dagame.InputError{Code: dagame.CodeNodeRange, Field: dagame.FieldEdge, Line: 2, Value: 7, Limit: 2}, "2번째 줄에 노드 7이 있지만"},
		{&dagame.InputError{Code: dagame.CodeThirdToken, Field: dagame.FieldToken, Line: 5, Value: 1}, "5번째 줄은 색 1의 세 번째 토큰입니다."},
		{&dagame.InputError{Code: dagame.CodeBadCount, Field: dagame.FieldNodes, Line: 1, Value: 0, Limit: 500}, "1번째 줄의 노드 수가 0입니다."},
		{&dagame.InputError{Code: dagame.CodeBadLine, Field: dagame.FieldEdge, Line: 2, Text: "x y"}, "2번째 줄은 간선 \"p q\" (노드 번호 두 개) 형식이어야 합니다 (`x y`)."},
		{&dagame.InputError{Code: dagame.CodeExtraLine, Line: 4, Text: "9 9"}, "4번째 줄은 마지막 토큰 뒤에 있습니다 (`9 9`)."},
	} {
		if got := dagameErrorText(tc.e).Ko; !strings.Contains(got, tc.want) {
			t.Errorf("%v: %q, want %q", tc.e, got, tc.want)
		}
	}
	h := newHarness(t)
	for _, tc := range []struct {
		file, want string
	}{
		// Node 3 has no edge out (value 0), 2 goes to 3 (1), 4 to 2 and 3 (2), 1 to all three (3).
		{"4 6\n2 3\n4 3\n4 2\n1 3\n1 2\n1 4\n1\n1 5\n", "XOR한 값이 3으로 0이 아닙니다.\n이기는 수: 색 5 토큰을 노드 1에서 노드 3으로 옮기세요."},
		{"4 6\n2 3\n4 3\n4 2\n1 3\n1 2\n1 4\n1\n4 5\n", "XOR한 값이 2로 0이 아닙니다.\n이기는 수: 색 5 토큰을 노드 4에서 노드 3으로 옮기세요."},
		{"2 1\n1 2\n1\n1 5\n", "XOR한 값이 1로 0이 아닙니다.\n이기는 수: 색 5 토큰을 노드 1에서 노드 2로 옮기세요."},
		{"8 1\n1 8\n1\n1 5\n", "이기는 수: 색 5 토큰을 노드 1에서 노드 8로 옮기세요."},
	} {
		resp, err := runDAGame(t, h, discordgo.Korean, tc.file)
		if err != nil {
			t.Fatal(err)
		}
		if text := embedText(t, resp); !strings.Contains(text, tc.want) {
			t.Errorf("%q: want %q in\n%s", tc.file, tc.want, text)
		}
	}
	for n, want := range map[string]string{"9": "**둘 차례인 사람이 이깁니다**: **3**으로 바꾸세요.", "12": "**2**로 바꾸세요."} {
		if text := embedText(t, h.Command(commandtest.User("1"), discordgo.Korean, "grundy", "divisor", opt{"n", n})); !strings.Contains(text, want) {
			t.Errorf("divisor %s: want %q in\n%s", n, want, text)
		}
	}
}

// TestDivisorBound: /grundy divisor takes N up to 10^18 and refuses the next number, and the README and
// the command's description say 10^18 (the README once promised 10^13).
func TestDivisorBound(t *testing.T) {
	h := newHarness(t)
	for _, n := range []string{"10^18", "1000000000000000000"} {
		if text := embedText(t, h.Command(commandtest.User("1"), discordgo.EnglishUS, "grundy", "divisor", opt{"n", n})); !strings.Contains(text, "Divisor game from 1,000,000,000,000,000,000") {
			t.Errorf("n:%s: %s", n, text)
		}
	}
	h.WantCode(t, commandtest.CommandIn(commandtest.User("1"), discordgo.EnglishUS, "grundy", "divisor", opt{"n", "1000000000000000001"}), router.Invalid,
		"N (1,000,000,000,000,000,001) is larger than 10^18.")
	h.WantCode(t, commandtest.CommandIn(commandtest.User("1"), discordgo.Korean, "grundy", "divisor", opt{"n", "1000000000000000001"}), router.Invalid,
		"N이 10^18보다 큽니다 (1,000,000,000,000,000,001).")
	if divisor.MaxN != 1e18 {
		t.Fatalf("divisor.MaxN = %d: the README and the descriptions below say 10^18", int64(divisor.MaxN))
	}
	data, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	readme := string(data)
	for _, row := range []string{"| `divisor` | N from 1 to 10^18;", "| `/grundy divisor` | `n`, `[misere]` | win or loss in the divisor game for N from 1 to 10^18,"} {
		if !strings.Contains(readme, row) {
			t.Errorf("README.md has no row starting %q", row)
		}
	}
	if strings.Contains(readme, "10^13") {
		t.Error("README.md still speaks of 10^13")
	}
	for _, c := range h.Mux.Commands() {
		for _, s := range c.Subcommands {
			if s.Name.En != "divisor" {
				continue
			}
			if !strings.Contains(s.Description.En, "10^18") || !strings.Contains(s.Description.Ko, "10^18") {
				t.Errorf("the description does not give the bound: %+v", s.Description)
			}
			if d := s.Options[0].Description; !strings.Contains(d.En, "1 to 10^18") {
				t.Errorf("option n: %+v", d)
			}
		}
	}
}

// TestTableAlt pins the alt text of /grundy subtraction's picture in both languages, and checks that the
// reply carries it.
func TestTableAlt(t *testing.T) {
	values := make([]int, 30)
	for i := range values {
		values[i] = i % 3
	}
	got := tableAlt(valueRun{Values: values, Pre: 0, Period: 3, Mark: 10})
	rows := "0 1 2 0 1 2 0 1 2 0 / 1 2 0 1 2 0 1 2 0 1 / 2 0 1 2 0 1 2 0 1 2"
	want := i18n.Text{
		En: "Table of the Grundy values g(0) to g(29), ten to a row: " + rows + ". Red zeros are losing piles. " +
			"The values repeat with period 3 from pile 0 on, shown as stripes after a thick bar. Pile 10, the one asked about, is outlined in green.",
		Ko: "그런디 값 g(0)부터 g(29)까지의 표, 한 줄에 열 개씩: " + rows + ". 빨간 0은 지는 더미입니다. " +
			"값은 더미 0부터 주기 3으로 반복되며, 굵은 막대 뒤에 줄무늬로 보입니다. 물어본 더미 10은 초록 테두리로 표시했습니다.",
	}
	if got.En != want.En || got.Ko != want.Ko {
		t.Errorf("alt text\n %q\n %q\nwant\n %q\n %q", got.En, got.Ko, want.En, want.Ko)
	}
	if got := tableAlt(valueRun{Values: []int{0, 0, 1}, Period: 2, Pre: 1, Mark: -1}).En; strings.Contains(got, "outlined") || !strings.Contains(got, "period 2 from pile 1") {
		t.Errorf("no mark: %q", got)
	}
	h := newHarness(t)
	for _, locale := range []discordgo.Locale{discordgo.EnglishUS, discordgo.Korean} {
		resp := h.Command(commandtest.User("1"), locale, "grundy", "subtraction", opt{"moves", "1,2,5"}, opt{"n", "10"})
		lang := i18n.FromLocale(string(locale))
		if alt := resp.Alt["grundy.png"]; alt != want.In(lang) {
			t.Errorf("%s: alt text %q, want %q", locale, alt, want.In(lang))
		}
	}
	// The longest table: a hundred values of the largest move set's kind stays within Discord's limit.
	r, err := subtractionReply(t.Context(), "1-255", "0", i18n.Korean, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{tableAlt(r.picture).En, tableAlt(r.picture).Ko} {
		if n := len([]rune(s)); n > router.MaxAltText {
			t.Errorf("alt text of %d characters", n)
		}
	}
}

// TestNumbersGrouped: every number a reply shows is grouped in both languages (the move set in the title,
// the period and the pre-period, a factorisation, the alt text of the table), and the pre-period reads as
// Korean says it.
func TestNumbersGrouped(t *testing.T) {
	h := newHarness(t)
	for _, tc := range []struct {
		locale discordgo.Locale
		sub    string
		opts   []opt
		want   []string
	}{
		{discordgo.EnglishUS, "subtraction", []opt{{"moves", "3,1000000"}, {"n", "5000000"}},
			[]string{"Subtraction game {3, 1,000,000}", "g(n + 1,000,003) = g(n) for every n ≥ 0 (period 1,000,003, pre-period 0)", "So g(5,000,000) = g(999,988)"}},
		{discordgo.Korean, "subtraction", []opt{{"moves", "3,1000000"}, {"n", "5000000"}},
			[]string{"뺄셈 게임 {3, 1,000,000}", "n ≥ 0이면 g(n + 1,000,003) = g(n)입니다 (주기 1,000,003, n = 0부터 반복)"}},
		{discordgo.EnglishUS, "subtraction", []opt{{"moves", "1,2,5"}, {"n", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 64 65 66 67 68 69 70 71 72 73 74 75 76 77 78 79 80 81 82 83 84 85 86 87 88 89 90 91 92 93 94 95 96 97 98 99 100"}},
			[]string{"A sum of 100 piles"}},
		{discordgo.EnglishUS, "divisor", []opt{{"n", "999999999999999989"}}, []string{"\n999,999,999,999,999,989 is prime."}},
		{discordgo.Korean, "divisor", []opt{{"n", "7"}}, []string{"\n7은 소수입니다."}},
		{discordgo.Korean, "subtraction", []opt{{"moves", "3,4"}, {"n", "100000"}}, []string{"돌이 100,000개인 더미: **둘 차례인 사람이 이깁니다**"}},
		{discordgo.Korean, "subtraction", []opt{{"moves", "2"}, {"n", "1"}}, []string{"돌이 1개인 더미: **둘 차례인 사람이 집니다**"}},
		{discordgo.Korean, "divisor", []opt{{"n", "1000006000009"}}, []string{"소인수분해: 1,000,006,000,009 = 1,000,003²."}},
		// Full-width digits and signs, as a Korean keyboard may type them.
		{discordgo.Korean, "divisor", []opt{{"n", "１２"}}, []string{"소인수분해: 12 = 2² × 3."}},
		{discordgo.EnglishUS, "subtraction", []opt{{"moves", "１，２，５"}, {"n", "１０＾１８"}}, []string{"Subtraction game {1, 2, 5}", "A pile of 1,000,000,000,000,000,000"}},
	} {
		text := embedText(t, h.Command(commandtest.User("1"), tc.locale, "grundy", tc.sub, tc.opts...))
		for _, w := range tc.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s %v: want %q in\n%s", tc.sub, tc.opts, w, text)
			}
		}
	}
	many := strings.TrimSpace(strings.Repeat("1 ", 101))
	h.WantCode(t, commandtest.CommandIn(commandtest.User("1"), discordgo.EnglishUS, "grundy", "subtraction", opt{"moves", "1,2"}, opt{"n", many}), router.Invalid,
		"There are 101 piles; a sum may have at most 100.")
	alt := tableAlt(valueRun{Values: make([]int, 30), Pre: 1234, Period: 5, Mark: -1})
	if !strings.Contains(alt.En, "from pile 1,234 on") || !strings.Contains(alt.Ko, "더미 1,234부터") {
		t.Errorf("alt text: %q / %q", alt.En, alt.Ko)
	}
}

// TestDivisorShapesCounted: misère play's reply counts the exponent patterns of the game, and says how
// many of them kibitz decided, which is fewer when it stopped at the first winning move. 12 = 2² × 3 has
// four, (2, 1), (2), (1, 1) and (1); the move to 6 is found after three, and (2), which is 4, is left.
func TestDivisorShapesCounted(t *testing.T) {
	h := newHarness(t)
	for _, tc := range []struct {
		locale discordgo.Locale
		n      string
		want   string
	}{
		{discordgo.EnglishUS, "12", "the game has 4 such exponent patterns, and kibitz decided 3 of them before it had the answer."},
		{discordgo.EnglishUS, "8", "the game has 3 such exponent patterns, and kibitz decided them all."},
		{discordgo.EnglishUS, "7", "the game has 1 such exponent pattern, and kibitz decided it."},
		{discordgo.Korean, "12", "이 게임에는 이런 지수 모양이 4개 있고, kibitz는 그중 3개를 따져 본 뒤 답을 얻었습니다."},
		{discordgo.Korean, "8", "이 게임에는 이런 지수 모양이 3개 있고, kibitz는 빠짐없이 따져 보았습니다."},
		{discordgo.Japanese, "12", "このゲームの指数パターンは4通りで、kibitzはそのうち3通りを判定した時点で答えを得ました。"},
		{discordgo.SpanishES, "12", "la partida tiene 4 patrones de exponentes de este tipo, y kibitz resolvió 3 de ellos antes de tener la respuesta."},
		{discordgo.PortugueseBR, "12", "o jogo tem 4 padrões de expoentes desse tipo, e o kibitz resolveu 3 deles antes de ter a resposta."},
	} {
		text := embedText(t, h.Command(commandtest.User("1"), tc.locale, "grundy", "divisor", opt{"n", tc.n}, opt{"misere", true}))
		if !strings.Contains(text, tc.want) {
			t.Errorf("%s divisor %s: want %q in\n%s", tc.locale, tc.n, tc.want, text)
		}
	}
}
