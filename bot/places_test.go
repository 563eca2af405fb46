package bot

import (
	"strconv"
	"strings"
	"testing"

	"kibitz/internal/discordtest"
)

// Where a user install takes kibitz: a DM with the bot, a group DM, a server that never added kibitz. The
// same scenarios run on the gateway and in HTTP mode (TestGateway, TestHTTPInteractions), through the
// envelopes Discord sends from those places (docs/contract.md §5, "Where kibitz works").

// place puts an interaction in one of those places.
type place struct {
	name string
	in   func(*discordtest.Interaction) *discordtest.Interaction
	// here is how the replies name the place; never a server where there is none
	server bool
}

var userInstallPlaces = []place{
	{"a DM with the bot", func(in *discordtest.Interaction) *discordtest.Interaction { return in.InDM() }, false},
	{"a group DM", func(in *discordtest.Interaction) *discordtest.Interaction {
		return in.InGroupDM("720000000000000001")
	}, false},
	{"a server that did not add kibitz", func(in *discordtest.Interaction) *discordtest.Interaction {
		return in.InUserInstallGuild("810000000000000001", "730000000000000001")
	}, true},
}

// everyCommand is one use of each of kibitz's commands, and of the subcommands that keep something for the
// place (the daily puzzles, their stats, a challenge).
var everyCommand = []struct {
	name string
	in   func() *discordtest.Interaction
}{
	{"/tictactoe analyze", func() *discordtest.Interaction {
		return discordtest.Command("tictactoe", discordtest.Subcommand("analyze", discordtest.StringOption("board", "X.O......"),
			discordtest.StringOption("display", "text")))
	}},
	{"/tictactoe play", func() *discordtest.Interaction {
		return discordtest.Command("tictactoe", discordtest.Subcommand("play", discordtest.StringOption("display", "text")))
	}},
	{"/sudoku play", func() *discordtest.Interaction {
		return discordtest.Command("sudoku", discordtest.Subcommand("play", discordtest.StringOption("size", "4"),
			discordtest.StringOption("display", "text")))
	}},
	{"/sudoku daily", func() *discordtest.Interaction {
		return discordtest.Command("sudoku", discordtest.Subcommand("daily", discordtest.StringOption("display", "text")))
	}},
	{"/knight tour", func() *discordtest.Interaction {
		return discordtest.Command("knight", discordtest.Subcommand("tour", discordtest.IntOption("size", 5),
			discordtest.StringOption("display", "text")))
	}},
	{"/kpk analyze", func() *discordtest.Interaction {
		return discordtest.Command("kpk", discordtest.Subcommand("analyze", discordtest.StringOption("position", "Ke1 Pe2 ke8 w")))
	}},
	{"/wordle daily", func() *discordtest.Interaction {
		return discordtest.Command("wordle", discordtest.Subcommand("daily", discordtest.StringOption("display", "text")))
	}},
	{"/wordle stats", func() *discordtest.Interaction { return discordtest.Command("wordle", discordtest.Subcommand("stats")) }},
	{"/wordle challenge", func() *discordtest.Interaction {
		return discordtest.Command("wordle", discordtest.Subcommand("challenge", discordtest.StringOption("word", "crane")))
	}},
	{"/nim analyze", func() *discordtest.Interaction {
		return discordtest.Command("nim", discordtest.Subcommand("analyze", discordtest.StringOption("heaps", "3 4 5"),
			discordtest.StringOption("display", "text")))
	}},
	{"/grundy divisor", func() *discordtest.Interaction {
		return discordtest.Command("grundy", discordtest.Subcommand("divisor", discordtest.IntOption("n", 12)))
	}},
	{"/leaderboard", func() *discordtest.Interaction {
		return discordtest.Command("leaderboard", discordtest.StringOption("game", "wordle"), discordtest.StringOption("display", "text"))
	}},
	{"/stats", func() *discordtest.Interaction { return discordtest.Command("stats") }},
	{"/settings", func() *discordtest.Interaction { return discordtest.Command("settings") }},
	{"/help", func() *discordtest.Interaction { return discordtest.Command("help") }},
}

// testEverywhere sends every command from every place: each is answered (a message, or a deferral and
// its edit), never with an apology for a failure of kibitz's, and only through the interaction's own
// callback and webhook; the words never speak of "this server" where there is none.
func testEverywhere(t *testing.T, tr transport) {
	for _, pl := range userInstallPlaces {
		for _, c := range everyCommand {
			t.Run(pl.name+" "+c.name, func(t *testing.T) {
				t.Parallel()
				in := pl.in(c.in())
				a := tr.send(t, in)
				text := strings.ToLower(a.Msg.Content)
				if a.Type != 4 && a.Type != 5 || a.Msg.Content == "" && len(a.Files) == 0 && len(a.Msg.Embeds) == 0 ||
					strings.Contains(text, "incident") || strings.Contains(text, "went wrong") {
					t.Fatalf("answered type %d: %+v", a.Type, a.Msg)
				}
				if !pl.server && strings.Contains(text, "this server") {
					t.Errorf("speaks of a server where there is none:\n%s", a.Msg.Content)
				}
				for _, call := range fake.Calls() {
					if in.Made(call) && (call.Status >= 500 || !call.OK()) {
						t.Errorf("%s answered %d", call, call.Status)
					}
				}
			})
		}
	}
}

// testGroupDMGames plays a two-player game of tic-tac-toe and of Nim to its end in a group DM, where
// Alice brought kibitz along: Bob, who did not install it, plays on the same messages.
func testGroupDMGames(t *testing.T, tr transport) {
	const channel = "720000000000000009"
	in := func(i *discordtest.Interaction) *discordtest.Interaction { return i.InGroupDM(channel) }
	t.Run("tic-tac-toe", func(t *testing.T) {
		t.Parallel()
		g := startChallenge(t, groupDM{tr, in}.transport(), in(discordtest.Command("tictactoe", discordtest.Subcommand("play",
			discordtest.UserOption("opponent", discordtest.Bob()), discordtest.StringOption("first", "me")))), discordtest.Bob())
		// X takes the top row: 1, 2, 3; O answers 4, 5.
		for i, cell := range []int{1, 4, 2, 5, 3} {
			by := discordtest.Alice()
			if i%2 == 1 {
				by = discordtest.Bob()
			}
			if a := g.press(t, cell, by); a.Type != 6 && a.Type != 7 {
				t.Fatalf("move %d answered type %d %+v", i+1, a.Type, a.Msg)
			}
		}
		if !strings.Contains(g.msg.Content, mention(discordtest.Alice())+" wins") {
			t.Errorf("the end of the game:\n%s", g.msg.Content)
		}
	})
	t.Run("nim", func(t *testing.T) {
		t.Parallel()
		send := groupDM{tr, in}.transport().send
		a := send(t, in(discordtest.Command("nim", discordtest.Subcommand("start", discordtest.StringOption("heaps", "2"),
			discordtest.StringOption("display", "text")))))
		msg := a.Msg
		step := func(by discordtest.User, i *discordtest.Interaction) {
			t.Helper()
			a := send(t, i.By(by).OnMessage(msg))
			if a.Type != 6 && a.Type != 7 {
				t.Fatalf("%s answered type %d %+v", i.Data["custom_id"], a.Type, a.Msg)
			}
			a.Msg.ID = msg.ID
			msg = a.Msg
		}
		step(discordtest.Bob(), discordtest.Button(buttonLabelled(t, msg, "Join")))
		step(discordtest.Alice(), discordtest.Button(buttonLabelled(t, msg, "Start")))
		// One heap of two: whoever moves first picks it and takes both.
		mover := discordtest.Bob()
		if strings.HasPrefix(msg.Content, mention(discordtest.Alice())) {
			mover = discordtest.Alice()
		}
		heap := menuWith(msg, "/heap/")
		if heap == nil {
			t.Fatalf("no heap menu: %+v", msg)
		}
		step(mover, discordtest.Select(heap.CustomID, "1"))
		take := menuWith(msg, "/take/")
		if take == nil {
			t.Fatalf("no amount menu after the heap: %+v", msg)
		}
		most, top := "", -1 // the largest amount the menu offers: the whole heap
		for _, o := range take.Options {
			v, _ := o.Value.(string)
			if n, err := strconv.Atoi(v); err == nil && n > top {
				most, top = v, n
			}
		}
		step(mover, discordtest.Select(take.CustomID, most))
		// The other player never moved: the game ends aborted, recording nothing (docs/contract.md,
		// "Aborted games").
		other := discordtest.Alice()
		if mover.ID == other.ID {
			other = discordtest.Bob()
		}
		if !strings.Contains(msg.Content, "Game aborted: "+mention(other)+" did not make a move") || menuWith(msg, "/take/") != nil {
			t.Errorf("the end of the Nim game:\n%s", msg.Content)
		}
	})
}

// groupDM is a transport whose interactions all come from one group DM.
type groupDM struct {
	tr transport
	in func(*discordtest.Interaction) *discordtest.Interaction
}

func (g groupDM) transport() transport {
	tr := g.tr
	send := tr.send
	tr.send = func(t *testing.T, in *discordtest.Interaction) answer {
		t.Helper()
		return send(t, g.in(in))
	}
	return tr
}

// buttonLabelled is the custom_id of the message's button labelled label.
func buttonLabelled(t *testing.T, m discordtest.Message, label string) string {
	t.Helper()
	for _, b := range m.Buttons() {
		if b.Label == label {
			return b.CustomID
		}
	}
	t.Fatalf("no button %q in %+v", label, m)
	return ""
}

// menuWith is the message's select menu whose custom_id holds part, or nil.
func menuWith(m discordtest.Message, part string) *discordtest.Component {
	for _, row := range m.Components {
		for _, c := range row.Components {
			if c.Type == 3 && strings.Contains(c.CustomID, part) {
				return &c
			}
		}
	}
	return nil
}
