package commands

import (
	"context"
	"errors"
	"slices"
	"time"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/router"
	"kibitz/storage"
)

// Every board kibitz shows comes in three views (docs/architecture.md §3): the picture, an emoji grid,
// and monospace text in a code block. A board command takes a `display` option (DisplayOption); without
// it the user's default applies (/settings display, kept in Prefs), and without that the picture.

// View is how a board is shown.
type View string

// The views of a board.
const (
	ViewImage View = "image"
	ViewEmoji View = "emoji"
	ViewText  View = "text"
)

// DisplayOption is the `display` option of every board command.
func DisplayOption() router.Option {
	return router.Option{
		Type:        discordgo.ApplicationCommandOptionString,
		Name:        i18n.Text{En: "display", Ko: "표시"},
		Description: i18n.Text{En: "How to show the board: picture, emoji or text (plainest with a screen reader; default: /settings)", Ko: "판을 보여 줄 방식: 그림, 이모지, 텍스트(화면 낭독기로 듣기에 가장 쉬움; 기본: /설정)"},
		Choices:     ViewChoices(),
	}
}

// ViewChoices are the three views as option choices.
func ViewChoices() []router.Choice {
	return []router.Choice{
		{Name: i18n.Text{En: "picture", Ko: "그림"}, Value: string(ViewImage)},
		{Name: i18n.Text{En: "emoji", Ko: "이모지"}, Value: string(ViewEmoji)},
		{Name: i18n.Text{En: "text", Ko: "텍스트"}, Value: string(ViewText)},
	}
}

// Prefs are a user's defaults, kept in the store under "prefs:<user id>" for a year after the last change.
type Prefs struct {
	Display View `json:"display,omitempty"`
	// HighContrast draws Wordle's squares orange and blue instead of green and yellow.
	HighContrast bool `json:"high_contrast,omitempty"`
}

// prefsSchema is the version of Prefs' stored layout (storage.Versioned).
const prefsSchema = 1

// SchemaVersion implements storage.Versioned.
func (Prefs) SchemaVersion() int { return prefsSchema }

// PrefsTTL is how long preferences are kept after the last change.
const PrefsTTL = 365 * 24 * time.Hour

func prefsKey(userID string) string { return "prefs:" + userID }

// LoadPrefs returns the user's preferences, the zero Prefs when none are stored. A failing store gives
// the zero Prefs and the error, so a board can still be shown (as a picture) while the error is logged.
func LoadPrefs(ctx context.Context, s storage.Store, userID string) (Prefs, error) {
	var p Prefs
	err := storage.GetJSON(ctx, s, prefsKey(userID), &p)
	if errors.Is(err, storage.ErrNotFound) {
		return Prefs{}, nil
	}
	if err != nil {
		return Prefs{}, err
	}
	return p, nil
}

// ChangePrefs applies change to the user's stored preferences and returns them as stored.
func ChangePrefs(ctx context.Context, s storage.Store, userID string, change func(*Prefs)) (Prefs, error) {
	p, err := storage.UpdateJSON(ctx, s, prefsKey(userID), PrefsTTL, func(cur *Prefs) (*Prefs, error) {
		next := Prefs{}
		if cur != nil {
			next = *cur
		}
		change(&next)
		return &next, nil
	})
	if err != nil {
		return Prefs{}, err
	}
	return *p, nil
}

// ViewOf is the view a request asks for: its `display` option, else the user's default, else the
// picture; text where kibitz may not attach files (ViewHere). A store that fails is logged and the
// picture shown. A game played in one message keeps the view it returns, so the game's later messages,
// in the same channel, are never pictures Discord would refuse there.
func (e Env) ViewOf(ctx context.Context, req *router.Request) View {
	v := AskedView(req)
	if v == "" {
		v = e.PrefsOf(ctx, req).Display
	}
	if v == "" {
		v = ViewImage
	}
	return ViewHere(req, v)
}

// ViewHere is v as it can be shown where req was made: the picture becomes text where kibitz may not
// attach files (router.Request.CanAttach), since Discord refuses a reply that uploads one there, and
// the reply then ends with a line that says why and what a moderator can do (router.Request.Note). Show
// falls back from text as usual (to the picture as a last resort, which the router then leaves out,
// quoting its alt text).
//
// Text rather than emoji: the picture's alt text is what a screen reader reads of it, and without the
// picture the text view is the nearest, a code block read a line a row ("5 3 . | . 7 ."), where an
// emoji grid is read name by name, 81 names for a Sudoku, 64 for a chessboard. Every board has a text
// view; a player who wants emoji here asks for them (display:emoji, /settings), and gets them.
func ViewHere(req *router.Request, v View) View {
	if NotePictures(req, v) {
		return ViewText
	}
	return v
}

// NotePictures is ViewHere's note on its own, for a reply that speaks of a view rather than showing a
// board in it (/settings): when v is the picture and kibitz may not attach files where req was made, the
// reply is to end saying so (msgNoPictures, router.Request.Note), and NotePictures reports true.
func NotePictures(req *router.Request, v View) bool {
	if v != ViewImage || req.CanAttach() {
		return false
	}
	req.Note(msgNoPictures)
	return true
}

// msgNoPictures says why a board is not a picture where kibitz may not attach files (ViewHere); it names
// no view, since Show may fall back from emoji, and it stands under a challenge that shows no board yet.
var msgNoPictures = i18n.Text{
	En: "(kibitz may not attach files in this channel, so boards are not shown as pictures here; a moderator can allow Attach Files.)",
	Ko: "(이 채널에서는 kibitz가 파일을 첨부할 수 없어 판을 그림으로 보여 드리지 않습니다. 관리자가 '파일 첨부' 권한을 허용하면 그림으로 볼 수 있습니다.)",
}

// AskedView is the view of req's `display` option, "" when it has none.
func AskedView(req *router.Request) View {
	if v := View(req.String("display")); v.Known() {
		return v
	}
	return ""
}

// Known reports whether v is one of the three views.
func (v View) Known() bool { return v == ViewImage || v == ViewEmoji || v == ViewText }

// PrefsOf is the preferences of the user who acted; a store that fails is logged, and the defaults used
// (the picture, Wordle in green and yellow).
func (e Env) PrefsOf(ctx context.Context, req *router.Request) Prefs {
	if req.User == nil {
		return Prefs{}
	}
	p, err := LoadPrefs(ctx, e.Store, req.User.ID)
	if err != nil {
		e.Log.Warn("preferences unreadable; showing the picture", "user", req.User.ID, "err", err)
	}
	return p
}

var msgFellBack = i18n.Text{
	En: "(The board is too large for %s in one message, so it is shown as %s.)",
	Ko: "(판이 한 메시지에 %s 보이기에는 너무 커서 %s 보여 드립니다.)",
}

// msgNoSuchView says why a board without the view asked for (Board.Without: a Sudoku above 9x9 has no
// emoji) is shown another way; msgFellBack would call it too large for one message.
var msgNoSuchView = i18n.Text{
	En: "(This board cannot be shown as %s, so it is shown as %s.)",
	Ko: "(이 판은 %s 보여 드릴 수 없어 %s 보여 드립니다.)",
}

// fellBack says that the board is shown as got rather than as asked: too large for one message, or,
// when missing is set, without a grid for the view asked.
func fellBack(lang i18n.Lang, asked, got View, missing bool) string {
	why := msgFellBack
	if missing {
		why = msgNoSuchView
	}
	return why.F(lang, i18n.WithParticle(viewNames[asked], "으로/로"), i18n.WithParticle(viewNames[got], "으로/로"))
}

// viewNames are the views in words, for fellBack.
var viewNames = map[View]i18n.Text{
	ViewImage: {En: "a picture", Ko: "그림"},
	ViewEmoji: {En: "emoji", Ko: "이모지"},
	ViewText:  {En: "text", Ko: "텍스트"},
}

// Board is one board in its three views, for Show. Emoji and Text are the whole grid as it goes into a
// message (a code block for Text); either may be empty when the board has no such view. Image draws the
// picture and names its file; it runs only when the picture is what is shown.
type Board struct {
	Emoji string
	Text  string
	Image func() (*discordgo.File, error)
	// Alt is the picture in words, for readers who cannot see it (Discord's attachment description).
	Alt i18n.Text
	// Without are the views the board has none of (a Sudoku above 9x9 has no emoji), so that falling
	// back from one says so; an empty Emoji or Text is otherwise a grid left out as too large for a
	// message, and the fallback says that. A nil Image is always a view the board has none of.
	Without []View
}

// Show puts the board into resp in the view asked for, after resp's text, falling back when it does not
// fit in one message or the board has no such view: emoji, then text, then the picture; a board without a
// picture as text, then emoji (with a line saying so). It returns the view used.
func Show(resp *router.Response, lang i18n.Lang, view View, b Board) (View, error) {
	// A board with no picture (Image nil: a Nim position of more heaps than a picture draws) is shown as
	// text, or as emoji, rather than not at all.
	order := map[View][]View{
		ViewEmoji: {ViewEmoji, ViewText, ViewImage},
		ViewText:  {ViewText, ViewImage},
	}[view]
	if order == nil {
		order = []View{ViewImage, ViewText, ViewEmoji}
	}
	missing := slices.Contains(b.Without, view) || view == ViewImage && b.Image == nil
	for _, v := range order {
		grid := map[View]string{ViewEmoji: b.Emoji, ViewText: b.Text}[v]
		if v != ViewImage {
			if grid == "" {
				continue
			}
			text := joinLines(resp.Content, grid)
			if v != view {
				text = joinLines(text, fellBack(lang, view, v, missing))
			}
			if utf8.RuneCountInString(text) > router.MaxContent {
				continue
			}
			resp.Content = text
			return v, nil
		}
		if b.Image == nil {
			continue
		}
		f, err := b.Image()
		if err != nil {
			return v, err
		}
		if v != view {
			resp.Content = joinLines(resp.Content, fellBack(lang, view, v, missing))
		}
		resp.Attach(f, b.Alt.In(lang))
		return v, nil
	}
	return view, errors.New("commands: a board with no view that fits")
}

func joinLines(a, b string) string {
	if a == "" {
		return b
	}
	return a + "\n" + b
}
