package grundy

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/divisor"
)

func TestDivisorAgainstBruteForce(t *testing.T) {
	h := newHarness(t)
	moveRe := regexp.MustCompile(`move to \*\*([0-9,]+)\*\*`)
	for _, n := range []int64{1, 2, 4, 6, 8, 12, 16, 30, 36, 64, 97 * 97, 720, 1024, 2310, 65536, 99991, 720720, 735134400, 1e12, 1 << 40} {
		for _, misere := range []bool{false, true} {
			t.Run(fmt.Sprintf("%d/misere=%v", n, misere), func(t *testing.T) {
				win := bruteDivisorWins(n, misere)
				values := bruteDivisorValues(n)
				resp, err := h.Handle(commandtest.CommandIn(commandtest.User("1"), discordgo.EnglishUS, "grundy", "divisor", opt{"n", strconv.FormatInt(n, 10)}, opt{"misere", misere}))
				if err != nil {
					t.Fatal(err)
				}
				text := embedText(t, resp)
				if !strings.Contains(text, "Divisor game from "+render.GroupDigits(n)) {
					t.Errorf("title: %s", text)
				}
				rule := "whoever cannot move loses"
				if misere {
					rule = "whoever cannot move wins (misère)"
				}
				if !strings.Contains(text, rule) {
					t.Errorf("want %q in %s", rule, text)
				}
				var proper []int64
				for d := range win {
					if d > 1 && d < n {
						proper = append(proper, d)
					}
				}
				slices.Sort(proper)
				switch {
				case !win[n]:
					if !strings.Contains(text, "**The player to move loses**") {
						t.Errorf("lost position, but: %s", text)
					}
				case len(proper) == 0:
					if !strings.Contains(text, "there is no move, and whoever cannot move wins") {
						t.Errorf("won without a move, but: %s", text)
					}
				default:
					m := moveRe.FindStringSubmatch(text)
					if m == nil {
						t.Fatalf("no move in %s", text)
					}
					d, _ := strconv.ParseInt(strings.ReplaceAll(m[1], ",", ""), 10, 64)
					if d <= 1 || d >= n || n%d != 0 || win[d] {
						t.Errorf("move to %d is not a winning move from %d", d, n)
					}
				}
				if len(proper) > 0 && len(proper) <= divisorsMax {
					lines := strings.Split(text, "\n")
					list := lines[len(lines)-1]
					var want []string
					for _, d := range proper {
						item := render.GroupDigits(d)
						if !misere {
							item += fmt.Sprintf(" (g=%d)", values[d])
						}
						if win[d] {
							want = append(want, item)
						} else {
							want = append(want, "**"+item+"** ✓")
						}
					}
					if list != strings.Join(want, ", ") {
						t.Errorf("moves listed:\n%s\nwant\n%s", list, strings.Join(want, ", "))
					}
				} else if strings.Contains(text, "✓") {
					t.Errorf("%d proper divisors listed: %s", len(proper), text)
				}
				// Normal play shows the Grundy value of N itself, 0 exactly when lost.
				if g := fmt.Sprintf("g(%s) = %d,", render.GroupDigits(n), values[n]); !misere && !strings.Contains(text, g) {
					t.Errorf("want %q in %s", g, text)
				} else if misere && strings.Contains(text, "Grundy value") {
					t.Errorf("misère play shows Grundy values: %s", text)
				}
				if !misere && (values[n] != 0) != win[n] {
					t.Errorf("brute force: g(%d) = %d but win=%v", n, values[n], win[n])
				}
			})
		}
	}
}

func TestDivisorLarge(t *testing.T) {
	h := newHarness(t)
	for _, tc := range []struct {
		n       string
		factors string
	}{
		{"10^18", "2¹⁸ × 5¹⁸"},
		{"999999999989", "prime"},   // the largest prime below 10^12
		{"1000000016000000063", ""}, // beyond 10^18: refused below
		{"9999999999999937", "prime"},
		{"1000006000009", "1,000,003²"},
		{"2^59", "2⁵⁹"},
	} {
		t.Run(tc.n, func(t *testing.T) {
			resp, err := h.Handle(commandtest.CommandIn(commandtest.User("1"), discordgo.EnglishUS, "grundy", "divisor", opt{"n", tc.n}, opt{"misere", true}))
			if tc.factors == "" {
				if ue, ok := router.AsUserError(err); !ok || ue.Code != router.Invalid {
					t.Fatalf("%s: %v", tc.n, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			text := embedText(t, resp)
			if want := " = " + tc.factors + "."; tc.factors == "prime" && !strings.Contains(text, "\n"+i18n.Group(n0(t, tc.n))+" is prime.") ||
				tc.factors != "prime" && !strings.Contains(text, want) {
				t.Errorf("want factors %s in %s", tc.factors, text)
			}
			n, _ := divisor.Parse(tc.n)
			res, err := divisor.Solve(context.Background(), n, divisor.Options{Misere: true})
			if err != nil {
				t.Fatal(err)
			}
			if res.Win != strings.Contains(text, "**The player to move wins**") {
				t.Errorf("solver says win=%v: %s", res.Win, text)
			}
		})
	}
}

// n0 is n as /grundy divisor reads it.
func n0(t *testing.T, n string) int64 {
	t.Helper()
	v, err := divisor.Parse(n)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestDivisorMisereOne: from 1, misère play has no exponents to explain by (the pattern would show as
// "()"): the reply says 1 has no prime factor and so no move, and the player who cannot move wins.
func TestDivisorMisereOne(t *testing.T) {
	h := newHarness(t)
	for _, n := range []string{"1"} {
		resp, err := h.Handle(commandtest.CommandIn(commandtest.User("1"), discordgo.EnglishUS, "grundy", "divisor", opt{"n", n}, opt{"misere", true}))
		if err != nil {
			t.Fatal(err)
		}
		text := embedText(t, resp)
		if strings.Contains(text, "()") || strings.Contains(text, "exponent") || !strings.Contains(text, "1 has no prime factor, so no divisor d with 1 < d < N: there is no move") {
			t.Errorf("/grundy divisor n:%s misere:true = %q, want no exponent pattern and the no-move reason", n, text)
		}
	}
}

// TestDivisorGroupingInSpanish: the factors and divisors are written in the reader's digits.
func TestDivisorGroupingInSpanish(t *testing.T) {
	h := newHarness(t)
	resp, err := h.Handle(commandtest.CommandIn(commandtest.User("1"), discordgo.SpanishES, "grundy", "divisor", opt{"n", "1000006000009"}))
	if err != nil {
		t.Fatal(err)
	}
	if text := embedText(t, resp); !strings.Contains(text, "1.000.003²") || strings.Contains(text, "1,000,003") {
		t.Errorf("/grundy divisor n:1000006000009 in Spanish = %q, want 1.000.003²", text)
	}
}

// TestDivisorGrouped: N grouped by commas (or dots) in threes, as kibitz writes it, is read as one number and
// answered as its plain digits are; it was refused as not a whole number.
func TestDivisorGrouped(t *testing.T) {
	h := newHarness(t)
	for _, tc := range []struct{ grouped, plain string }{
		{"720,720", "720720"},
		{"1,000,000,000,000,000,000", "10^18"},
		{"１,０００", "1000"},     // full-width digits, as a Korean or Japanese keyboard may type them
		{"720.720", "720720"}, // as kibitz writes it to a Spanish or Portuguese reader
	} {
		var texts [2]string
		for i, n := range []string{tc.grouped, tc.plain} {
			resp, err := h.Handle(commandtest.CommandIn(commandtest.User("1"), discordgo.EnglishUS, "grundy", "divisor", opt{"n", n}))
			if err != nil {
				t.Fatalf("/grundy divisor n:%s: %v", n, err)
			}
			texts[i] = embedText(t, resp)
		}
		if texts[0] != texts[1] {
			t.Errorf("/grundy divisor n:%s = %q, want the answer for n:%s, %q", tc.grouped, texts[0], tc.plain, texts[1])
		}
	}
}
