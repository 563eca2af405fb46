package all

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"go/parser"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/internal/gosource"
	"kibitz/router"
)

// toy is a game of this test's own, which implements every interface a game can: commands.Game (a
// command), commands.ScoredGame (a ranking) and commands.BatchGame (a kind of `kibitz solve`). Nothing
// but the list of games is told about it.
type toy struct{}

func (toy) Register(m *router.Mux) {
	m.Command(router.Command{
		Name:        i18n.Text{En: "toy", Ko: "장난감"},
		Description: i18n.Text{En: "A toy game", Ko: "장난감 게임"},
		Example:     "/toy",
		Handler: func(context.Context, *router.Request) (*router.Response, error) {
			return router.Reply("toy"), nil
		},
	})
}

func (toy) Scoring() commands.Scoring {
	return commands.Scoring{
		Game:     "toy",
		Name:     i18n.Text{En: "Toy", Ko: "장난감"},
		Rankings: []commands.Ranking{{ID: "toy", Counts: router.Everywhere(i18n.Text{En: "Every game.", Ko: "모든 게임."})}},
		Practice: i18n.Text{En: "None.", Ko: "없음."},
	}
}

func (toy) Batches() []commands.Batch {
	return []commands.Batch{{
		Name:  "toy",
		Does:  "a word: the word backwards",
		Usage: "[--upper] < words > answers",
		Help:  []commands.HelpSection{{Title: "Input", Text: "One word a line."}, {Title: "Output", Flags: []string{"upper"}}},
		Flags: func(fs *flag.FlagSet) commands.BatchRun {
			upper := fs.Bool("upper", false, "in capitals")
			return func(_ context.Context, in io.Reader, out io.Writer) error {
				sc := bufio.NewScanner(in)
				for sc.Scan() {
					r := []rune(strings.TrimSpace(sc.Text()))
					slices.Reverse(r)
					s := string(r)
					if *upper {
						s = strings.ToUpper(s)
					}
					fmt.Fprintln(out, s)
				}
				return sc.Err()
			}
		},
	}}
}

// TestANewGameIsOneLine: a game added to the list of games (here, toy after the others, as a line in
// Config.games would add it) shows in /help, in /leaderboard's choices and /stats, and among the kinds of
// `kibitz solve`, with no other list to edit. cmd/kibitz's TestSolveRunsAnyKind runs a declared kind
// through `kibitz solve` itself, and TestOnlyTheListImportsAGame checks that no other file names a game.
func TestANewGameIsOneLine(t *testing.T) {
	h := commandtest.New(t, func(h *commandtest.Harness) {
		env := commands.Env{Store: h.Store, Log: h.Log, NewID: h.NewID}
		register(h.Mux, env, append(Config{}.games(env), toy{}))
	})
	if got := h.Command(alice, discordgo.EnglishUS, "help", "").Content; !strings.Contains(got, "• `/toy`: A toy game") {
		t.Errorf("/help does not list /toy:\n%s", got)
	}
	if got := h.Command(alice, discordgo.Korean, "help", "", opt{"topic", "toy"}).Content; !strings.Contains(got, "/장난감") {
		t.Errorf("/help topic:toy in Korean = %q, want /장난감", got)
	}
	var choices []string
	for _, c := range h.Mux.Commands() {
		if c.Name.En != "leaderboard" {
			continue
		}
		for _, o := range c.Options {
			if o.Name.En == "game" {
				for _, ch := range o.Choices {
					choices = append(choices, fmt.Sprint(ch.Value))
				}
			}
		}
	}
	if !slices.Contains(choices, "toy") {
		t.Errorf("/leaderboard's game choices %v lack toy", choices)
	}
	if got := h.Command(alice, discordgo.EnglishUS, "stats", "").Content; !strings.Contains(got, "Toy") {
		t.Errorf("/stats does not name Toy among the games:\n%s", got)
	}

	kinds := batches(append(Config{}.games(commands.Env{}), toy{}))
	var names []string
	for _, k := range kinds {
		names = append(names, k.Name)
	}
	if want := "sudoku knight kpk tictactoe nim subtraction divisor dagame wordle toy"; strings.Join(names, " ") != want {
		t.Errorf("kinds of kibitz solve: %s, want %s", strings.Join(names, " "), want)
	}
	var out strings.Builder
	if err := kinds[len(kinds)-1].Run(context.Background(), []string{"--upper"}, strings.NewReader("kibitz\n"), &out); err != nil || out.String() != "ZTIBIK\n" {
		t.Errorf("kibitz solve toy --upper < kibitz = %q, %v; want ZTIBIK", out.String(), err)
	}
}

// TestOnlyTheListImportsAGame walks the repository: the package of a command (commands/<name>) is
// imported by commands/all, which lists the games, and by no other file, tests aside; the one exception
// is cmd/kibitz/wiring.go, where a game's settings are read (the Wordle lists). So a new game touches its
// solver's folder, its command's folder and one line in all.go (README, "How to add a game").
func TestOnlyTheListImportsAGame(t *testing.T) {
	root := filepath.Join("..", "..")
	entries, err := os.ReadDir(filepath.Join(root, "commands"))
	if err != nil {
		t.Fatal(err)
	}
	games := map[string]bool{} // import paths of the commands' packages
	for _, e := range entries {
		switch name := e.Name(); {
		case !e.IsDir(), name == "all", name == "commandtest", name == "internal":
		default:
			games["kibitz/commands/"+name] = true
		}
	}
	if len(games) < 7 {
		t.Fatalf("found %d commands' packages under commands/; the walk looks in the wrong place", len(games))
	}
	importers := map[string][]string{} // import path -> the files that import it
	files, err := gosource.Files(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range files {
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if games[p] {
				rel, _ := filepath.Rel(root, path)
				importers[p] = append(importers[p], filepath.ToSlash(rel))
			}
		}
	}
	for p := range games {
		for _, file := range importers[p] {
			if file != "commands/all/all.go" && file != "cmd/kibitz/wiring.go" {
				t.Errorf("%s imports %s: only commands/all lists the games (and cmd/kibitz/wiring.go reads their settings)", file, p)
			}
		}
		if !slices.Contains(importers[p], "commands/all/all.go") {
			t.Errorf("commands/all/all.go does not import %s", p)
		}
	}
}
