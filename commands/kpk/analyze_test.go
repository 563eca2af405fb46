package kpk

import (
	"bytes"
	"image/gif"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/solvers/kpk"
)

func TestAnalyze(t *testing.T) {
	for _, tc := range []struct {
		name, position string
		want           []string // all in the reply
		button         bool     // the line button is offered
	}{
		{"longest win", "Ka2 Pg2 kb5 w", []string{"**White mates in 28.**", "28 moves = 55 plies", "Best move: **Kb3**", "`Ka2 Pg2 kb5 w`"}, true},
		{"FEN input", "8/8/8/1k6/8/8/K5P1/8 w - - 0 1", []string{"White mates in 28", "Best move: **Kb3**"}, true},
		{"the basic position", "Ke1 Pe2 ke8 w", []string{"White mates in 22", "Best move: **Kd2**"}, true},
		{"opposition draw", "Ke5 Pe4 ke7 w", []string{"**Draw.**", "Neither side can force mate", "Kd5 (draw)"}, true},
		{"black pawn, black to move", "Ka8 pa7 kc7 b", []string{"Black mates in 12", "Black to move. Best move: **a5**"}, true},
		{"lost side to move", "Kb3 Pg2 kb5 b", []string{"**White mates in 27.**", "27 moves = 54 plies", "Black to move. Best move: **"}, true},
		{"only the rook promotion wins", "Kc2 Pg7 ka1 w", []string{"White mates in 2", "Best move: **g8=R**", "g8=Q (draw)"}, true},
		{"queen against king", "Kh1 Qd4 ka8 w", []string{"White mates in 7", "Best move: **Qb2**"}, true},
		{"checkmate", "Kb6 Qb7 ka8 b", []string{"**Checkmate:** Black is mated, so White has won."}, false},
		{"stalemate", "Kb6 Pa7 ka8 b", []string{"**Stalemate:** Black has no legal move"}, false},
		{"bare kings", "Ke1 ke8 w", []string{"only the kings are left"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			resp := h.Command(alice, discordgo.EnglishUS, "kpk", "analyze", opt{"position", tc.position})
			if resp.Private {
				t.Fatalf("analyze %q: private reply %q", tc.position, resp.Content)
			}
			for _, w := range tc.want {
				if !strings.Contains(resp.Content, w) {
					t.Errorf("analyze %q = %q, want it to contain %q", tc.position, resp.Content, w)
				}
			}
			decodePNG(t, resp)
			if got := len(commandtest.Buttons(resp)) == 1; got != tc.button {
				t.Errorf("analyze %q: %d buttons, want the line button %v", tc.position, len(commandtest.Buttons(resp)), tc.button)
			}
		})
	}
}

func TestLineButtonShowsTheWholeLineAsGIF(t *testing.T) {
	for _, tc := range []struct {
		position string
		frames   int
		want     []string
	}{
		{"Ka2 Pg2 kb5 w", 56, []string{"White mates in 28 (55 plies)", "1. Kb3 ", "28. "}},
		{"Kc2 Pg7 ka1 w", 4, []string{"1. g8=R Ka2 2. Ra8#", "**Checkmate:** Black is mated"}},
		// Ends early in a dead draw: 1. Ke6 Ke4 2. Kd6 Kd4 3. Kc6 Kc3 4. Kb5 Kxc2, White's king too late.
		{"Kf6 Pc2 kf4 w", 9, []string{"a draw; here is best play for 8 plies"}},
	} {
		t.Run(tc.position, func(t *testing.T) {
			h := newHarness(t)
			resp := h.Command(alice, discordgo.EnglishUS, "kpk", "analyze", opt{"position", tc.position})
			line := h.Press(bob, commandtest.ButtonWithLabel(t, resp, "Show the whole line").CustomID)
			if !line.Private || line.Update {
				t.Errorf("line: private %v update %v, want a new private reply", line.Private, line.Update)
			}
			for _, w := range tc.want {
				if !strings.Contains(line.Content, w) {
					t.Errorf("line of %q = %q, want it to contain %q", tc.position, line.Content, w)
				}
			}
			if len(line.Files) != 1 || !strings.HasSuffix(line.Files[0].Name, ".gif") {
				t.Fatalf("line of %q: files %v, want one GIF", tc.position, line.Files)
			}
			data := router.FileBytes(line.Files[0])
			g, err := gif.DecodeAll(bytes.NewReader(data))
			if err != nil {
				t.Fatalf("line of %q: not a GIF: %v", tc.position, err)
			}
			if len(g.Image) != tc.frames {
				t.Errorf("line of %q: %d frames, want %d (the start and one per ply)", tc.position, len(g.Image), tc.frames)
			}
			if len(data) > 1<<20 {
				t.Errorf("line of %q: GIF of %d bytes, want under 1 MiB", tc.position, len(data))
			}
		})
	}
}

// TestLineGIFsAreKept: a line's GIF is drawn once for its position and count, and kept for the next press.
func TestLineGIFsAreKept(t *testing.T) {
	c := New(commands.Env{}, Config{})
	p := mustPosition(t, "Kc2 Pg7 ka1 w")
	line := kpk.BestLineAt(p, 0, kpk.DefaultDrawPlies)
	first, err := c.lineGIF(p, 0, line)
	if err != nil {
		t.Fatal(err)
	}
	// The same position and count: the kept GIF, whatever line is passed (none here, which would draw the
	// start alone).
	if again, err := c.lineGIF(p, 0, nil); err != nil || !bytes.Equal(again, first) {
		t.Errorf("the same line again was drawn anew (%d bytes, %v), want the %d kept", len(again), err, len(first))
	}
	if other, err := c.lineGIF(p, 3, nil); err != nil || bytes.Equal(other, first) {
		t.Errorf("another count was given the kept GIF: %v", err)
	}
}

func TestMoveListNumbering(t *testing.T) {
	for _, tc := range []struct {
		from  int // the start's fullmove number; 0 for counters never set
		first kpk.Color
		sans  []string
		skip  int
		want  string
	}{
		{0, kpk.White, []string{"e4", "Kd7", "Kd2"}, 0, "1. e4 Kd7 2. Kd2"},
		{1, kpk.Black, []string{"Kd7", "Kd2", "Ke6"}, 0, "1... Kd7 2. Kd2 Ke6"},
		{1, kpk.White, []string{"e4", "Kd7", "Kd2", "Ke6"}, 1, "… 1... Kd7 2. Kd2 Ke6"},
		{1, kpk.White, nil, 0, ""},
		{40, kpk.White, []string{"e4", "Kd7", "Kd2"}, 0, "40. e4 Kd7 41. Kd2"},
		{40, kpk.Black, []string{"Kd7", "Kd2", "Ke6"}, 0, "40... Kd7 41. Kd2 Ke6"},
		{40, kpk.Black, []string{"Kd7", "Kd2", "Ke6"}, 2, "… 41... Ke6"},
	} {
		c := kpk.Counters{Fullmove: tc.from}
		if got := moveList(c, tc.first, tc.sans, tc.skip); got != tc.want {
			t.Errorf("moveList(%+v, %v, %q, %d) = %q, want %q", c, tc.first, tc.sans, tc.skip, got, tc.want)
		}
	}
}

func TestPositionIDRoundTrip(t *testing.T) {
	for _, s := range []string{"Ke1 Pe2 ke8 w", "Ka8 pa7 kc7 b", "Ke1 ke8 w", "Kh1 Qd4 ka8 w"} {
		p, err := kpk.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		id := positionID(p)
		q, ok := parsePositionID(id)
		if !ok || q != p {
			t.Errorf("parsePositionID(%q) = %v, %v, want %v", id, q, ok, p)
		}
	}
}

func FuzzParsePositionID(f *testing.F) {
	for _, s := range []string{"Ke1Pe2ke8w", "Ke1ke8w", "", "Kd4Pe2ke5w", "Ke1Pe2ke8x", "ke8Ke1Pe2w"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, ok := parsePositionID(s)
		if ok && positionID(p) != s {
			t.Errorf("parsePositionID(%q) accepted a non-canonical id (canonical %q)", s, positionID(p))
		}
	})
}

// TestDrawnLineGivingUpThePawn: the whole line of a drawn position in which the pawn's side lets the pawn
// go says why that is still best play, naming the move that takes it; a line that keeps the pawn, or a
// winning line, says nothing of the kind.
func TestDrawnLineGivingUpThePawn(t *testing.T) {
	for _, tc := range []struct {
		button string
		en, ko string // "" when the line must not have the sentence
	}{
		// Every first move leaves the pawn to the king on f4, and e5 comes first among them.
		{"kpk1/line/Ke1Pe4kf4w", "The line gives up the pawn (1... Kxe5), and that is still best play: the side with the pawn can never lose and cannot win here, so every move it has keeps the draw.",
			"이 수순은 폰을 내주지만(1... Kxe5) 그래도 최선의 수순입니다. 폰을 가진 쪽은 질 수 없고 여기서 이길 수도 없으므로, 어떤 수를 두어도 무승부가 유지됩니다."},
		// White's king comes too late: 41... Kf4 42. Ke6 Ke4 43. Kd6 Kd4 44. Kc6 Kc3 45. Kb5 Kxc2.
		{"kpk1/line/Kf6Pc2kg4b/2/41", "(45... Kxc2), and that is still best play", "(45... Kxc2) 그래도 최선의 수순입니다"},
		{"kpk1/line/Kf6Pc2kf4w", "(4... Kxc2), and that is still best play", "(4... Kxc2) 그래도 최선의 수순입니다"},
		// The line from Ke1 Pe2 ke3 w once gave the pawn up (4... Kxe2) where 3. e3 keeps it.
		{"kpk1/line/Ke1Pe2ke3w", "", ""},
		{"kpk1/line/Ke5Pe4ke7w", "", ""},
		{"kpk1/line/Ke1Pe2ke8w", "", ""},
	} {
		t.Run(tc.button, func(t *testing.T) {
			h := newHarness(t)
			for _, l := range []struct {
				locale discordgo.Locale
				want   string
				mark   string
			}{{discordgo.EnglishUS, tc.en, "gives up the"}, {discordgo.Korean, tc.ko, "내주지만"}} {
				resp := h.Serve(commandtest.PressIn(alice, l.locale, tc.button))
				switch {
				case l.want == "" && strings.Contains(resp.Content, l.mark):
					t.Errorf("%s: a line that keeps the pawn explains giving it up:\n%s", l.locale, resp.Content)
				case l.want != "" && !strings.Contains(resp.Content, l.want):
					t.Errorf("%s: the line lacks %q:\n%s", l.locale, l.want, resp.Content)
				}
			}
		})
	}
}

// TestDrawnMoveLettingThePawnGo: in a drawn position, a best move that leaves the pawn to be taken says
// why it is still best play, in the analysis and when the tablebase plays it in a game; other moves and
// other positions say nothing of the kind. It is best only when every move leaves the pawn to be taken
// (Ke1 Pe4 kf4 w: the king on f4 takes it whatever White plays); where a move keeps it, that move is best.
func TestDrawnMoveLettingThePawnGo(t *testing.T) {
	const why = "e5 lets the pawn go, and that is still best play: the side with the pawn can never lose and cannot win here, so every move it has keeps the draw."
	const whyKo = "e5는 폰을 내주는 수지만 그래도 최선의 수입니다."
	for _, tc := range []struct {
		name, sub string
		opts      []opt
		locale    discordgo.Locale
		want      string // "" when the reply must not have it
	}{
		{"analysis", "analyze", []opt{{"position", "Ke1 Pe4 kf4 w"}}, discordgo.EnglishUS, why},
		{"analysis, in Korean", "analyze", []opt{{"position", "Ke1 Pe4 kf4 w"}}, discordgo.Korean, whyKo},
		{"the tablebase's move", "play", []opt{{"position", "Ke1 Pe4 kf4 w"}, {"side", "defender"}}, discordgo.EnglishUS,
			"The tablebase played **e5**.\n" + why},
		// e5 would leave the pawn to the king on e6, Kd2 does not: Kd2 is best, and nothing is explained.
		{"a move that keeps the pawn before one that lets it go", "analyze", []opt{{"position", "Ke1 Pe4 ke6 w"}}, discordgo.EnglishUS, ""},
		{"a draw that keeps the pawn", "analyze", []opt{{"position", "Ke1 Pe2 ke3 w"}}, discordgo.EnglishUS, ""},
		{"a win", "analyze", []opt{{"position", "Ke1 Pe2 ke8 w"}}, discordgo.EnglishUS, ""},
		{"the lone king to move", "analyze", []opt{{"position", "Ke1 Pe5 ke6 b"}}, discordgo.EnglishUS, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			resp := h.Command(alice, tc.locale, "kpk", tc.sub, tc.opts...)
			switch {
			case tc.want == "" && (strings.Contains(resp.Content, "lets the") || strings.Contains(resp.Content, "내주는")):
				t.Errorf("a move that is no such thing is explained:\n%s", resp.Content)
			case tc.want != "" && !strings.Contains(resp.Content, tc.want):
				t.Errorf("reply lacks %q:\n%s", tc.want, resp.Content)
			}
		})
	}
}

// TestAnalyzeMoveListInKorean: the values of the moves read as Korean says them, "mate in 22" and "mated
// in 22" with the same "만에", and a draw.
func TestAnalyzeMoveListInKorean(t *testing.T) {
	h := newHarness(t)
	for position, want := range map[string]string{
		"Ke1 Pe2 ke8 w": "모든 수: Kd2 (22수 만에 메이트), Kf2 (22수 만에 메이트), Kd1 (무승부)",
		"Ke1 Pe2 ke8 b": "Kf7 (무승부), Kd8 (22수 만에 메이트당함), Kf8 (22수 만에 메이트당함)",
	} {
		resp := h.Command(alice, discordgo.Korean, "kpk", "analyze", opt{"position", position}, opt{"display", "text"})
		if !strings.Contains(resp.Content, want) {
			t.Errorf("analyze %q in Korean = %q, want it to contain %q", position, resp.Content, want)
		}
	}
}
