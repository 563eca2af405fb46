package all

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/router"
)

// The permissions of a channel where kibitz may post and embed but not attach files, and of one where it
// may do all three.
const (
	noAttachFiles = discordgo.PermissionViewChannel | discordgo.PermissionSendMessages | discordgo.PermissionEmbedLinks |
		discordgo.PermissionUseApplicationCommands
	allowsFiles = noAttachFiles | discordgo.PermissionAttachFiles
)

// TestNoPictureWithoutAttachFiles: where app_permissions lack ATTACH_FILES, every command that shows a board
// as a picture by default (or as asked) shows it as text instead (a code block, which a screen reader
// reads a line a row, rather than emoji read name by name), and says why and what a moderator can do, in
// the user's language; so the handler itself attaches no picture, which Discord would refuse with the
// whole reply. Where kibitz may attach files, the picture comes as ever, without the line.
func TestNoPictureWithoutAttachFiles(t *testing.T) {
	alice := commandtest.User("1")
	type ask struct {
		name, sub string
		opts      []opt
	}
	for _, a := range []ask{
		{"tictactoe", "analyze", []opt{{"board", "X.O......"}}},
		{"tictactoe", "play", nil},
		{"nim", "analyze", []opt{{"heaps", "3 4 5"}}},
		{"sudoku", "generate", []opt{{"size", float64(4)}}},
		{"sudoku", "solve", []opt{{"puzzle", "1.3..4....4.3..1"}, {"display", "picture"}}},
		{"kpk", "analyze", []opt{{"position", "Ke1 Pe2 ke8 w"}}},
		{"kpk", "play", []opt{{"position", "Kd1 Pe2 kd8 w"}}},
		{"knight", "tour", []opt{{"size", 5}}},
		{"wordle", "play", nil},
		{"wordle", "assist", []opt{{"guess", "crane"}, {"feedback", "gybbg"}}},
	} {
		for _, locale := range []discordgo.Locale{discordgo.EnglishUS, discordgo.Korean} {
			t.Run(a.name+" "+a.sub+" "+string(locale), func(t *testing.T) {
				h := newHarness(t)
				h.Unfitted = true // the handler's own reply: the router would leave a picture out anyway
				in := commandtest.CommandIn(alice, locale, a.name, a.sub, a.opts...)
				in.AppPermissions = noAttachFiles
				resp := h.Serve(in)
				if pics := pictures(resp); len(pics) > 0 {
					t.Errorf("attaches %v where kibitz may not attach files:\n%s", pics, resp.Content)
				}
				note := map[discordgo.Locale]string{discordgo.EnglishUS: "kibitz may not attach files in this channel, so boards are not shown as pictures here",
					discordgo.Korean: "이 채널에서는 kibitz가 파일을 첨부할 수 없어 판을 그림으로 보여 드리지 않습니다"}[locale]
				if !strings.Contains(resp.Content, note) {
					t.Errorf("does not say why there is no picture:\n%s", resp.Content)
				}
				if a.name != "tictactoe" || a.sub != "play" { // a game against kibitz shows its board as buttons
					if !strings.Contains(commandtest.Text(resp), "```") {
						t.Errorf("the board is not the text view:\n%s", commandtest.Text(resp))
					}
				}

				h = newHarness(t)
				h.Unfitted = true
				in = commandtest.CommandIn(alice, locale, a.name, a.sub, a.opts...)
				in.AppPermissions = allowsFiles
				resp = h.Serve(in)
				if a.name != "tictactoe" || a.sub != "play" { // a game against kibitz shows its board as buttons
					if len(pictures(resp)) == 0 {
						t.Errorf("no picture where kibitz may attach files:\n%s", resp.Content)
					}
				}
				if strings.Contains(resp.Content, note) {
					t.Errorf("says there is no picture where there may be:\n%s", resp.Content)
				}
			})
		}
	}
}

// TestNimWithoutAttachFiles: a Nim game against kibitz opened where kibitz may not attach files plays in
// text from start to end, its board in its embed, and never attaches a picture; the game keeps the view,
// so a press (which has no say in it) shows no picture either.
func TestNimWithoutAttachFiles(t *testing.T) {
	h := newHarness(t)
	alice := commandtest.User("1")
	in := commandtest.CommandIn(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "1 2"}, opt{"bot", true})
	in.AppPermissions = noAttachFiles
	lobby := h.Serve(in)
	if !strings.Contains(lobby.Content, "boards are not shown as pictures here") {
		t.Errorf("the lobby does not say why: %q", lobby.Content)
	}
	press := commandtest.PressIn(alice, discordgo.EnglishUS, commandtest.ButtonWithLabel(t, lobby, "Start").CustomID)
	press.AppPermissions = allowsFiles // even a press that would allow them: the game keeps its view
	board := h.Serve(press)
	if pics := pictures(board); len(pics) > 0 || len(board.Embeds) == 0 || !strings.Contains(board.Embeds[0].Description, "Heap 2: 2 stones │ ●●") {
		t.Errorf("the started game: pictures %v, embeds %d:\n%s", pics, len(board.Embeds), commandtest.Text(board))
	}
}

// pictures are the names of the pictures resp and its followups attach.
func pictures(resp *router.Response) []string {
	var names []string
	for _, r := range append([]*router.Response{resp}, resp.Followups...) {
		for _, f := range r.Files {
			if strings.HasSuffix(f.Name, ".png") || strings.HasSuffix(f.Name, ".gif") {
				names = append(names, f.Name)
			}
		}
	}
	return names
}
