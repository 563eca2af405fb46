package grundy

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"math/rand/v2"
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
	"kibitz/solvers/subtraction"
)

func TestSubtractionAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	sets := [][]int64{{1, 2, 5}, {1}, {2, 3}, {1, 3, 4}, {3, 4, 7, 12}, {1, 2, 3}, {5, 7}, {2, 5, 6, 11}}
	for range 12 { // random sets of up to four moves, each at most 12
		var s []int64
		for range 1 + rng.IntN(4) {
			s = append(s, 1+rng.Int64N(12))
		}
		slices.Sort(s)
		sets = append(sets, slices.Compact(s))
	}
	for _, moves := range sets {
		g := bruteSub(moves, 3000)
		pre, period := brutePeriod(g, int(slices.Max(moves)))
		if period < 0 {
			t.Fatalf("moves %v: no period in brute force", moves)
		}
		ms := strings.Trim(strings.ReplaceAll(fmt.Sprint(moves), " ", ","), "[]")
		// Every value of a pile is checked in a sum of twelve piles (the reply lists each pile's value);
		// single piles, with the move and the table, for a few sizes.
		t.Run(ms+"/sum", func(t *testing.T) {
			piles := []string{"0", "1", "2", "7", "29", "30", "31", "2999", "10^18", "999999999999999999", "123456789012", "1000003"}
			text, _ := subText(t, ms, strings.Join(piles, " "))
			for i, n := range piles {
				pile, _ := subtraction.ParsePile(n)
				if want := fmt.Sprintf("• pile %d: %s → g = %d\n", i+1, render.GroupDigits(pile), bruteAt(g, pre, period, pile)); !strings.Contains(text, want) {
					t.Errorf("want %q in %s", want, text)
				}
			}
		})
		for _, n := range []string{"0", "1", "7", "29", "30", "2999", "10^18", "999999999999999999", "123456789012"} {
			t.Run(ms+"/"+n, func(t *testing.T) {
				pile, _ := subtraction.ParsePile(n)
				text, r := subText(t, ms, n)
				if want := fmt.Sprintf("(period %d, pre-period %d)", period, pre); !strings.Contains(text, want) {
					t.Errorf("want %q in %s", want, text)
				}
				gn := bruteAt(g, pre, period, pile)
				if gn == 0 {
					if !strings.Contains(text, "**the player to move loses**") {
						t.Errorf("g(%s) = 0 but: %s", n, text)
					}
				} else {
					var take int64
					for _, m := range moves {
						if m <= pile && bruteAt(g, pre, period, pile-m) == 0 {
							take = m
							break
						}
					}
					want := fmt.Sprintf("by taking %s, which leaves %s, a losing pile (Grundy value 0). g(n) = %d.", render.GroupDigits(take), render.GroupDigits(pile-take), gn)
					if !strings.Contains(text, want) {
						t.Errorf("want %q in %s", want, text)
					}
				}
				// The table and the picture show the brute-force values.
				size := min(max(tableMin, pre+2*period), tableMax)
				size = (size + 9) / 10 * 10
				if want := valueTable(g[:size], 0); !strings.Contains(text, want) {
					t.Errorf("table of %d values missing or wrong:\n%s", size, text)
				}
				mark := -1
				if pile < int64(size) {
					mark = int(pile)
				}
				if p := r.picture; !slices.Equal(p.Values, g[:size]) || p.Pre != pre || p.Period != period || p.Mark != mark {
					t.Errorf("picture %+v, want %d values, pre %d, period %d, mark %d", p, size, pre, period, mark)
				}
				if pile >= int64(size) && pile >= int64(pre+period) {
					r := bruteAt(g, pre, period, pile)
					if !strings.Contains(text, fmt.Sprintf("So g(%s) = g(", render.GroupDigits(pile))) || g[int64(pre)+(pile-int64(pre))%int64(period)] != r {
						t.Errorf("no reduction for %s: %s", n, text)
					}
				}
			})
		}
	}
}

// subText answers /grundy subtraction in English without drawing the picture (drawing costs some
// 50-250 ms, about a second under -race; TestSubtractionCommand covers it end to end).
func subText(t *testing.T, moves, piles string) (string, *subReply) {
	t.Helper()
	r, err := subtractionReply(context.Background(), moves, piles, i18n.English, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.title) > router.MaxEmbedTitle || len([]rune(r.text)) > router.MaxEmbedDescription {
		t.Errorf("embed too long for Discord: title %d, description %d characters", len(r.title), len([]rune(r.text)))
	}
	return r.title + "\n" + r.text, r
}

// TestSubtractionReduction: the reply reduces a pile by the period ("So g(n) = g(r)") only when that
// brings it lower, from pre-period + period on; and what it says of a table too short to show a whole
// period is true: the period itself longer than the table, or the period ending after the table.
func TestSubtractionReduction(t *testing.T) {
	const longer, endsAfter = "The period is longer than the table.", "The table ends before the values start to repeat"
	for _, tc := range []struct {
		moves, n string
		want     []string
		not      []string
	}{
		// Period 1,000,002 from 0, a table of 100.
		{"2,3,999999,1000000", "12", []string{longer}, []string{"So g(", endsAfter}},
		{"2,3,999999,1000000", "100", []string{longer}, []string{"So g(", endsAfter}},
		{"2,3,999999,1000000", "1000001", []string{longer}, []string{"So g(", endsAfter}},
		{"2,3,999999,1000000", "1000002", []string{"So g(1,000,002) = g(0), which the table shows.", longer}, []string{endsAfter}},
		{"2,3,999999,1000000", "5000000", []string{"So g(5,000,000) = g(999,992), beyond the table.", longer}, nil},
		// Period 67 from 39, a table of 100: the period is shorter than the table but ends after it.
		{"1,30,37", "104", []string{endsAfter + ": the first period runs from g(39) to g(105)."}, []string{"So g(", longer}},
		{"1,30,37", "1000", []string{"So g(1,000) = g(62), which the table shows.", endsAfter}, []string{longer}},
		// Period 5 from 0: the table shows it whole.
		{"3,4,7,12", "10^18", []string{"So g(1,000,000,000,000,000,000) = g("}, []string{longer, endsAfter}},
	} {
		text, _ := subText(t, tc.moves, tc.n)
		for _, w := range tc.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s n:%s: want %q in\n%s", tc.moves, tc.n, w, text)
			}
		}
		for _, w := range tc.not {
			if strings.Contains(text, w) {
				t.Errorf("%s n:%s: %q said in\n%s", tc.moves, tc.n, w, text)
			}
		}
	}
}

// The whole command through the router: a public embed with the picture attached.
func TestSubtractionCommand(t *testing.T) {
	h := newHarness(t)
	for _, tc := range []struct {
		moves, n string
		rows     int
		want     string
	}{
		{"1,2,5", "7", 3, "**the player to move wins** by taking 1, which leaves 6"},
		{"1,2,5", "4 5 6", 3, "by taking 1 from pile 2 (of 5), leaving 4 and an XOR of 0"},
		{"3,4,7,12", "10^18", 5, "So g(1,000,000,000,000,000,000) = g("},
	} {
		resp := h.Command(commandtest.User("1"), discordgo.EnglishUS, "grundy", "subtraction", opt{"moves", tc.moves}, opt{"n", tc.n})
		text := embedText(t, resp)
		if resp.Private || !strings.Contains(text, tc.want) || resp.Embeds[0].Image == nil || resp.Embeds[0].Image.URL != "attachment://grundy.png" {
			t.Errorf("%s %s: %+v\n%s", tc.moves, tc.n, resp, text)
			continue
		}
		data := attached(t, resp, "grundy.png")
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		if b := img.Bounds(); b.Dx() != 524 || b.Dy() != 24+50*tc.rows {
			t.Errorf("%s %s: picture %v, want 524 x %d", tc.moves, tc.n, b, 24+50*tc.rows)
		}
		t.Logf("%s %s: picture %d bytes", tc.moves, tc.n, len(data))
	}
}

func TestSubtractionSums(t *testing.T) {
	takeRe := regexp.MustCompile(`by taking ([0-9,]+) from pile (\d+) \(of ([0-9,]+)\), leaving ([0-9,]+)`)
	atoi := func(s string) int64 { v, _ := strconv.ParseInt(strings.ReplaceAll(s, ",", ""), 10, 64); return v }
	for _, tc := range []struct{ moves, piles string }{
		{"1,2,5", "3 4 5"},
		{"1,2,5", "3 3"},
		{"1,3,4", "7, 14, 10^18"},
		{"2,3", "5 5 5 5 4"},
		{"1-3", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15"},
		{"3,4,7,12", "1000000 999999999999 33"},
	} {
		t.Run(tc.moves+"/"+tc.piles, func(t *testing.T) {
			moves, _ := subtraction.Parse(tc.moves)
			g := bruteSub(moves, 3000)
			pre, period := brutePeriod(g, int(slices.Max(moves)))
			piles, err := parsePiles(tc.piles)
			if err != nil {
				t.Fatal(err)
			}
			sum := 0
			for _, p := range piles {
				sum ^= bruteAt(g, pre, period, p)
			}
			text, _ := subText(t, tc.moves, tc.piles)
			if !strings.Contains(text, fmt.Sprintf("A sum of %d piles", len(piles))) {
				t.Errorf("not a sum: %s", text)
			}
			if sum == 0 {
				if !strings.Contains(text, "**the player to move loses**") {
					t.Errorf("XOR 0 but: %s", text)
				}
				return
			}
			if !strings.Contains(text, fmt.Sprintf("The XOR is %d, so **the player to move wins**", sum)) {
				t.Fatalf("XOR %d: %s", sum, text)
			}
			m := takeRe.FindStringSubmatch(text)
			if m == nil {
				t.Fatalf("no move in %s", text)
			}
			take, heap, of, left := atoi(m[1]), int(atoi(m[2])), atoi(m[3]), atoi(m[4])
			if heap < 1 || heap > len(piles) || piles[heap-1] != of || of-take != left || !slices.Contains(moves, take) || take > of {
				t.Fatalf("bad move %q for piles %v", m[0], piles)
			}
			after := sum ^ bruteAt(g, pre, period, of) ^ bruteAt(g, pre, period, left)
			if after != 0 {
				t.Errorf("move %q leaves XOR %d", m[0], after)
			}
		})
	}
}

// TestParsePiles: a word grouped by commas in threes is one pile, as kibitz writes a large number, so
// that its own answer reads back as itself; every other comma separates piles, as before.
func TestParsePiles(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []int64
	}{
		{"1,000,000,000,000,000,000", []int64{1e18}},
		{"1,000", []int64{1000}},
		{"+1,000", []int64{1000}},
		{"1, 2, 1,000,000", []int64{1, 2, 1e6}},
		{"1,000, 7", []int64{1000, 7}},
		{"3 ,1,000,", []int64{3, 1000}},
		{"1,2,5", []int64{1, 2, 5}},
		{"10,20", []int64{10, 20}},
		{"5,1,000", []int64{5, 1, 0}},
		{"1,0000", []int64{1, 0}},
		{"1 000", []int64{1, 0}}, // spaces always separate: "5 100 200" is three piles
		{"1,,2", []int64{1, 2}},
		{"7, 14, 10^18", []int64{7, 14, 1e18}},
		// Dots, as kibitz writes numbers to Spanish and Portuguese readers, group too; a dot never separates.
		{"1.000.000 7", []int64{1e6, 7}},
		{"1.000, 7", []int64{1000, 7}},
		{"1.000,2", []int64{1000, 2}},
	} {
		if got, err := parsePiles(tc.in); err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("parsePiles(%q) = %v, %v, want %v", tc.in, got, err, tc.want)
		}
	}
}

// TestSubtractionGroupedPile: kibitz's own "A pile of 1,000,000,000,000,000,000", pasted back as n, is that
// pile, not a sum of seven piles 1, 0, 0, ...
func TestSubtractionGroupedPile(t *testing.T) {
	text, _ := subText(t, "1,2,5", "1,000,000,000,000,000,000")
	plain, _ := subText(t, "1,2,5", "1000000000000000000")
	if text != plain || !strings.Contains(text, "A pile of 1,000,000,000,000,000,000:") {
		t.Errorf("n:1,000,000,000,000,000,000 = %q, want the answer for 10^18, %q", text, plain)
	}
}

func FuzzParsePiles(f *testing.F) {
	for _, s := range []string{"7", "3 4 5", "1,,2", "10^18", "-1", " ", "1e5", "2^63",
		"1,000", "1, 2, 1,000,000", "5,1,000", "3 ,1,000,", "1,000,000,000,000,000,001", "1.000,000"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		piles, err := parsePiles(s)
		if err != nil {
			if _, ok := router.AsUserError(err); !ok {
				t.Fatalf("%q: not a user error: %v", s, err)
			}
			return
		}
		if len(piles) == 0 || len(piles) > maxPiles {
			t.Fatalf("%q: %d piles", s, len(piles))
		}
		for _, p := range piles {
			if p < 0 || p > subtraction.MaxPile {
				t.Fatalf("%q: pile %d", s, p)
			}
		}
	})
}

// TestSubtractionWithoutPeriod: a move set whose values show no period within the limits still answers
// the piles among the values computed, and says that it found no period rather than claim one; the
// piles beyond are refused (TestErrors).
func TestSubtractionWithoutPeriod(t *testing.T) {
	for _, tc := range []struct {
		lang  i18n.Lang
		piles string
		want  []string
	}{
		{i18n.English, "5", []string{"A pile of 5: **the player to move loses**, having no move to make",
			"The Grundy values show no period within the first 2,236,962 values; kibitz answers from the values it computed, for piles up to 2,236,961."}},
		{i18n.Korean, "0 5 2236961", []string{"• 3번 더미: 2,236,961개 → g = ",
			"그런디 값은 처음 2,236,962개 안에서 주기가 보이지 않습니다. kibitz는 계산한 값으로 2,236,961까지의 더미에 답합니다."}},
	} {
		r, err := subtractionReply(context.Background(), noPeriodMoves, tc.piles, tc.lang, nil)
		if err != nil {
			t.Fatalf("%s: %v", tc.piles, err)
		}
		for _, w := range tc.want {
			if !strings.Contains(r.text, w) {
				t.Errorf("%s: want %q in\n%s", tc.piles, w, r.text)
			}
		}
		if strings.Contains(r.text, "period 0") || strings.Contains(r.text, "g(n + 0)") || strings.Contains(r.text, "주기 0") || r.picture.Period != 0 {
			t.Errorf("%s: claims a period:\n%s", tc.piles, r.text)
		}
	}
}

// TestSubtractionEveryPile: a sum gives every pile's Grundy value, as the contract says: up to
// pilesListed of them in the message, and beyond that those, how many more there are, and every pile
// in the attached piles.txt, a line each as the message words it; within Discord's limits in every
// language, up to the most piles a sum takes.
func TestSubtractionEveryPile(t *testing.T) {
	h := newHarness(t)
	h.Unfitted = true
	game, err := subtraction.Solve(context.Background(), subtraction.MoveSet{1, 2, 5}, subtraction.Options{})
	if err != nil {
		t.Fatal(err)
	}
	locales := []discordgo.Locale{discordgo.EnglishUS, discordgo.Korean, discordgo.Japanese, discordgo.SpanishES, discordgo.PortugueseBR}
	for _, tc := range []struct {
		piles int
		big   bool // each pile 10^18, the longest a pile is written
		more  string
	}{
		{2, false, ""},
		{pilesListed, true, ""},
		{pilesListed + 1, false, "… and 1 more pile: all of them are in the attached piles.txt."},
		{100, false, "… and 88 more piles: all of them are in the attached piles.txt."},
		{maxPiles, true, "… and 88 more piles: all of them are in the attached piles.txt."},
	} {
		piles := make([]int64, tc.piles)
		words := make([]string, tc.piles)
		for i := range piles {
			piles[i], words[i] = int64(i+1), strconv.Itoa(i+1)
			if tc.big {
				piles[i], words[i] = subtraction.MaxPile, "10^18"
			}
		}
		for _, locale := range locales {
			name := fmt.Sprintf("%d piles, big %v, %s", tc.piles, tc.big, locale)
			resp := h.Command(commandtest.User("1"), locale, "grundy", "subtraction", opt{"moves", "1,2,5"}, opt{"n", strings.Join(words, " ")})
			commandtest.CheckFits(t, resp)
			text := embedText(t, resp)
			if got, want := strings.Count(text, "\n• "), min(tc.piles, pilesListed); got != want {
				t.Errorf("%s: %d piles listed in the message, want %d:\n%s", name, got, want, text)
			}
			var file []byte
			for _, f := range resp.Files {
				if f.Name == "piles.txt" {
					file = router.FileBytes(f)
				}
			}
			if tc.more == "" {
				if file != nil || strings.Contains(text, "piles.txt") {
					t.Errorf("%s: piles.txt for a sum the message lists whole:\n%s", name, text)
				}
				continue
			}
			if locale == discordgo.EnglishUS && !strings.Contains(text, tc.more) {
				t.Errorf("%s: want %q in\n%s", name, tc.more, text)
			}
			if file == nil || !strings.Contains(text, "piles.txt") {
				t.Fatalf("%s: no piles.txt, or the message does not say where the piles are:\n%s", name, text)
			}
			lines := strings.Split(strings.TrimSuffix(string(file), "\n"), "\n")
			if len(lines) != tc.piles {
				t.Fatalf("%s: piles.txt has %d lines, want %d", name, len(lines), tc.piles)
			}
			lang := i18n.FromLocale(string(locale))
			for i, p := range piles {
				if want := msgSubPile.F(lang, i18n.Num(i+1), i18n.Num(p), i18n.Num(game.Grundy(p))); lines[i] != want {
					t.Errorf("%s: line %d of piles.txt is %q, want %q", name, i+1, lines[i], want)
				}
			}
		}
	}
}
