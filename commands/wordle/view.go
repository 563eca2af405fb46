package wordle

import (
	"context"
	"fmt"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/wordle"
)

// How /wordle shows its boards: in the view the user asks for (commands.Show: the picture, emoji rows, or
// text in a code block, each with the same rows and keyboard), in green and yellow or, for a user who
// chose high contrast in /settings, orange and blue, and with the board described in words for whoever
// cannot see it (view_words.go: the alt text of the picture, and lines under the text grid).

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
// file names the picture. The text view is the grid, then the same in words (boardWords: a screen
// reader says nothing of the grid's brackets), then the legend of the grid's marks.
func (c *Command) show(resp *router.Response, lang i18n.Lang, l look, rows wordle.History, keys *wordle.Keyboard, file string) error {
	b := commands.Board{
		Emoji: boardEmoji(rows, keys, l.highContrast),
		Text:  textView(rows, keys, lang, l.highContrast),
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

// textView is the text view of a board: the grid, the same in words (boardWords), and the legend of
// the grid's marks, which names the colours they stand for in the user's colours. "" for no rows and
// no keys.
func textView(rows wordle.History, keys *wordle.Keyboard, lang i18n.Lang, highContrast bool) string {
	text := boardText(rows, keys)
	if text == "" {
		return ""
	}
	if words := boardWords(rows, keys).In(lang); words != "" {
		text += "\n" + words
	}
	legend := msgLegendRows
	if keys != nil {
		legend = msgLegendKeys
	}
	return text + "\n" + legend.F(lang, colourWord(wordle.Green, highContrast), colourWord(wordle.Yellow, highContrast))
}

// colourWord is a tile colour in words, as the user sees it: green and yellow, or with highContrast
// orange and blue, as the squares show them; grey either way.
func colourWord(col wordle.Colour, highContrast bool) i18n.Text {
	switch {
	case col == wordle.Green && highContrast:
		return msgOrange
	case col == wordle.Green:
		return msgGreen
	case col == wordle.Yellow && highContrast:
		return msgBlue
	case col == wordle.Yellow:
		return msgYellow
	}
	return msgGrey
}

// contrastTip is the line that points a player to the high-contrast colours, on their first board in
// colour with a row (rows > 0: an empty board shows no colour to tell apart) and never again: green and
// grey tiles, nearly alike in lightness (1.04:1 for a deuteranope), are what a colour-blind player cannot
// tell apart, and nothing else in /wordle says the setting exists. It is remembered under wdlt:<user>
// (Claim, for as long as the preferences are kept), not in the preferences themselves, which a player
// never set holds nothing of; once, so that it never nags. The users whose claim was answered are kept in
// c.tipped, so that their later boards skip the store. A player who chose high contrast, and the
// text view, which has no colours, get none, and leave the line for a later board in colour. "" for none,
// and when the store fails (logged): the board matters more than the line.
func (c *Command) contrastTip(ctx context.Context, req *router.Request, l look, rows int) string {
	if l.highContrast || rows == 0 || l.view == commands.ViewText || req.User == nil {
		return ""
	}
	if c.tipped != nil && c.tipped.Contains(req.User.ID) {
		return ""
	}
	first, err := c.Store.Claim(ctx, tipKey(req.User.ID), commands.PrefsTTL)
	if err != nil {
		c.Log.Warn("wordle: contrast tip unremembered; not shown", "user", req.User.ID, "err", err)
		return ""
	}
	if c.tipped != nil { // claimed now or before: either way it never shows again
		c.tipped.Add(req.User.ID, struct{}{})
	}
	if !first {
		return ""
	}
	return "-# " + msgContrastTip.In(req.Lang)
}

// squares is a feedback as share squares in the user's colours, for the sentences that quote a row.
func squares(f wordle.Feedback, highContrast bool) string { return f.Squares(false, highContrast) }

// altText is the picture of rows (and keys) in words, in every language: how many rows are filled, what
// each row tells by meaning with the colour of each meaning in brackets (rowSense: "Row 2, CRANE: R, N in
// the right place (green); E elsewhere in the word (yellow); C, A not in the word."), so that "blue" is
// never left to mean something by itself, and the keyboard's letters by what is known of them. Six rows
// and a keyboard stay within Discord's 1,024 characters in every language (TestAltTextFits).
func altText(rows wordle.History, keys *wordle.Keyboard, highContrast bool) i18n.Text {
	var parts []i18n.Text
	if len(rows) == 0 {
		parts = append(parts, msgAltEmpty.Format(wordle.MaxGuesses))
	} else {
		parts = append(parts, msgAltBoard.Format(len(rows), max(len(rows), wordle.MaxGuesses)))
	}
	for i, r := range rows {
		parts = append(parts, msgAltRow.Format(i+1, upper(r.Guess), senseOf(r).phrases(true, highContrast)))
	}
	if keys != nil {
		var groups []i18n.Text
		for _, g := range []struct {
			state wordle.LetterState
			name  i18n.Text
		}{
			{wordle.Correct, msgColoured.Format(msgKeysPlaced, colourWord(wordle.Green, highContrast))},
			{wordle.Present, msgColoured.Format(msgKeysPresent, colourWord(wordle.Yellow, highContrast))},
			{wordle.Absent, msgKeysAbsent},
			{wordle.Unused, msgUntried},
		} {
			if letters := keyLetters(keys, g.state); letters != "" {
				groups = append(groups, msgAltKeyGroup.Format(g.name, letters))
			}
		}
		parts = append(parts, msgAltKeys.Format(i18n.SemiListOf(groups...)))
	}
	return i18n.Join(" ", parts...)
}
