package wordle

import (
	"context"
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/wordle"
)

// How /wordle shows its boards: in the view the user asks for (commands.Show: the picture, emoji rows, or
// text in a code block, each with the same rows and keyboard), in green and yellow or, for a user who
// chose high contrast in /settings, orange and blue, and with the picture described in words (alt text)
// for whoever cannot see it.

// look is how one reply shows a board.
type look struct {
	view         commands.View
	highContrast bool
}

// lookFrom is the look of a reply to req for a user of settings p: viewFrom's view as it can be shown
// where req was made (commands.ViewHere: no picture where kibitz may not attach files); the colours of the
// settings, always (a game's colours may change between guesses: a picture is drawn anew each time, and
// an emoji grid is only text).
func lookFrom(req *router.Request, kept commands.View, p commands.Prefs) look {
	return look{view: commands.ViewHere(req, viewFrom(req, kept, p)), highContrast: p.HighContrast}
}

// viewFrom is the view a reply to req asks for: the view of req's display option, else kept (the view a
// game keeps, "" for none), else the user's default, else the picture. A game keeps this one, not
// lookFrom's: it is private, and may be played on where kibitz may attach files.
func viewFrom(req *router.Request, kept commands.View, p commands.Prefs) commands.View {
	for _, v := range []commands.View{commands.AskedView(req), kept, p.Display} {
		if v.Known() {
			return v
		}
	}
	return commands.ViewImage
}

// lookOf is lookFrom with the user's settings read from the store.
func (c *Command) lookOf(ctx context.Context, req *router.Request, kept commands.View) look {
	return lookFrom(req, kept, c.PrefsOf(ctx, req))
}

// show puts the board of rows (with keys, the keyboard below) into resp in l's view, after resp's text.
// file names the picture.
func (c *Command) show(resp *router.Response, lang i18n.Lang, l look, rows wordle.History, keys *wordle.Keyboard, file string) error {
	legend := msgLegendRows
	if keys != nil {
		legend = msgLegendKeys
	}
	// the text board's legend names the colours its marks stand for, in the user's colours
	text := boardText(rows, keys)
	if text != "" {
		text += "\n" + legend.F(lang, colourWord(wordle.Green, l.highContrast), colourWord(wordle.Yellow, l.highContrast))
	}
	b := commands.Board{
		Emoji: boardEmoji(rows, keys, l.highContrast),
		Text:  text,
		Image: func() (*discordgo.File, error) {
			png, err := c.encode(boardPicture(rows, keys, l.highContrast))
			if err != nil {
				return nil, fmt.Errorf("wordle: render: %w", err)
			}
			return router.PNG(file, png), nil
		},
		Alt: altText(rows, keys, l.highContrast),
	}
	_, err := commands.Show(resp, lang, l.view, b)
	return err
}

// shade is how a tile of a feedback colour is shown and said: green and yellow, or with highContrast
// orange and blue, as the squares show them; word names the colour, letter is the alt text's phrase for a
// letter of it ("%s green").
type shade struct{ word, letter i18n.Text }

func shadeOf(col wordle.Colour, highContrast bool) shade {
	switch {
	case col == wordle.Green && highContrast:
		return shade{msgOrange, msgAltOrange}
	case col == wordle.Green:
		return shade{msgGreen, msgAltGreen}
	case col == wordle.Yellow && highContrast:
		return shade{msgBlue, msgAltBlue}
	case col == wordle.Yellow:
		return shade{msgYellow, msgAltYellow}
	}
	return shade{msgGrey, msgAltGrey}
}

// colourWord is a tile colour in words (shadeOf).
func colourWord(col wordle.Colour, highContrast bool) i18n.Text {
	return shadeOf(col, highContrast).word
}

// squares is a feedback as share squares in the user's colours, for the sentences that quote a row.
func squares(f wordle.Feedback, highContrast bool) string { return f.Squares(false, highContrast) }

// altText is the picture of rows (and keys) in words, in both languages: how many rows are filled, each
// row's letters with their colours, and the keyboard's letters by what is known of them. Six rows and a
// keyboard come to about 600 characters in English, within Discord's 1,024.
func altText(rows wordle.History, keys *wordle.Keyboard, highContrast bool) i18n.Text {
	var parts []i18n.Text
	if len(rows) == 0 {
		parts = append(parts, msgAltEmpty.Format(wordle.MaxGuesses))
	} else {
		parts = append(parts, msgAltBoard.Format(len(rows), max(len(rows), wordle.MaxGuesses)))
	}
	for i, r := range rows {
		letters := make([]i18n.Text, 5)
		for j, c := range r.Guess {
			letters[j] = shadeOf(r.Feedback.Colour(j), highContrast).letter.Format(strings.ToUpper(string(c)))
		}
		parts = append(parts, msgAltRow.Format(i+1, upper(r.Guess), i18n.ListOf(letters...)))
	}
	if keys != nil {
		var groups []i18n.Text
		for _, g := range []struct {
			state wordle.LetterState
			name  i18n.Text
		}{
			{wordle.Correct, colourWord(wordle.Green, highContrast)},
			{wordle.Present, colourWord(wordle.Yellow, highContrast)},
			{wordle.Absent, msgGrey},
			{wordle.Unused, msgUntried},
		} {
			var letters []string
			for c := byte('a'); c <= 'z'; c++ {
				if keys.State(c) == g.state {
					letters = append(letters, strings.ToUpper(string(c)))
				}
			}
			if len(letters) > 0 {
				groups = append(groups, msgAltKeyGroup.Format(g.name, strings.Join(letters, " ")))
			}
		}
		parts = append(parts, msgAltKeys.Format(i18n.SemiListOf(groups...)))
	}
	return i18n.Join(" ", parts...)
}
