package leaderboard

import (
	"fmt"
	"image"
	"strconv"
	"strings"
	"unicode"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
)

// The three views of a leaderboard (commands.Show): the picture (render.Leaderboard), an emoji list with
// medals, and a text table in a code block; and the picture in words.

// row is one player on a board.
type row struct {
	id   string
	name string // "" when unknown
	wins int64
	rank int  // shared by players with as many wins
	me   bool // the player who asked
}

// board is a leaderboard's rows in the three views, in lang, with the alt text of the picture; renamed
// reports whether the picture shows a player by id for want of the letters of their name.
func (c *Command) board(rows []row, game i18n.Text, period commands.Period, lang i18n.Lang) (b commands.Board, renamed bool) {
	alt := msgAltAll
	if period == commands.Week {
		alt = msgAltWeek
	}
	lines := make([]i18n.Text, len(rows))
	for i, r := range rows {
		lines[i] = msgAltRow.Format(r.rank, nameOf(r, false), wins.N(r.wins))
	}
	pic := make([]render.LeaderboardRow, len(rows))
	var key strings.Builder
	for i, r := range rows {
		name, ok := render.Drawable(r.name)
		if !ok || name == "" {
			// The picture's font has Latin, Greek and Cyrillic letters, not Hangul nor Chinese characters.
			name = unnamed(r.id).In(i18n.English)
			renamed = renamed || r.name != ""
		}
		pic[i] = render.LeaderboardRow{Rank: r.rank, Name: name, Wins: r.wins, Me: r.me}
		fmt.Fprintf(&key, "%d\x00%s\x00%d\x00%t\x00", r.rank, name, r.wins, r.me)
	}
	return commands.Board{
		Emoji: emojiView(rows, lang),
		Text:  textView(rows, lang),
		Alt:   alt.Format(game, i18n.Join("; ", lines...)),
		Image: func() (*discordgo.File, error) {
			png, err := c.pictures.PNG(key.String(), func() image.Image { return render.Leaderboard(pic) })
			if err != nil {
				return nil, fmt.Errorf("leaderboard: render: %w", err)
			}
			return router.PNG("leaderboard.png", png), nil
		},
	}, renamed
}

// nameOf is a row's name in words (in both languages, for the unnamed), marked "(you)" for the asker's;
// escaped for Discord's markdown when markdown is true.
func nameOf(r row, markdown bool) i18n.Text {
	var t i18n.Text
	for _, l := range []i18n.Lang{i18n.English, i18n.Korean} {
		n := displayed(l, r.id, r.name)
		if markdown {
			n = "**" + escape(n) + "**"
		}
		if r.me {
			n += " " + msgYou.In(l)
		}
		if l == i18n.English {
			t.En = n
		} else {
			t.Ko = n
		}
	}
	return t
}

// emojiView is the board as lines of a medal (🥇🥈🥉) or the rank in a keycap, the name and the wins.
func emojiView(rows []row, lang i18n.Lang) string {
	lines := make([]string, len(rows))
	for i, r := range rows {
		lines[i] = msgEmojiRow.F(lang, rankEmoji(r.rank), nameOf(r, true), wins.N(r.wins))
	}
	return strings.Join(lines, "\n")
}

// rankEmoji is a medal for the first three ranks and the rank in a keycap for the others (up to 10).
func rankEmoji(rank int) string {
	switch {
	case rank <= 3:
		return []string{"🥇", "🥈", "🥉"}[max(rank, 1)-1]
	case rank < 10:
		return strconv.Itoa(rank) + "\uFE0F\u20E3"
	case rank == 10:
		return "🔟"
	}
	return strconv.Itoa(rank) + "."
}

// textView is the board as a table in a code block: rank, wins and name, the name last so that names of
// any width leave the columns lined up.
func textView(rows []row, lang i18n.Lang) string {
	cells := [][3]string{{msgColRank.In(lang), msgColWins.In(lang), msgColName.In(lang)}}
	for _, r := range rows {
		name := strings.ReplaceAll(nameOf(r, false).In(lang), "`", "'") // a backtick would end the block
		cells = append(cells, [3]string{strconv.Itoa(r.rank), i18n.Group(r.wins), name})
	}
	var w [2]int
	for _, c := range cells {
		w[0], w[1] = max(w[0], width(c[0])), max(w[1], width(c[1]))
	}
	var sb strings.Builder
	sb.WriteString("```\n")
	for _, c := range cells {
		sb.WriteString(pad(c[0], w[0]) + "  " + pad(c[1], w[1]) + "  " + c[2] + "\n")
	}
	sb.WriteString("```")
	return sb.String()
}

// pad right-aligns s in a column w cells wide.
func pad(s string, w int) string { return strings.Repeat(" ", max(w-width(s), 0)) + s }

// width is how many cells s takes in a monospace font: two for Hangul and other wide characters.
func width(s string) int {
	n := 0
	for _, r := range s {
		if unicode.Is(unicode.Hangul, r) || unicode.Is(unicode.Han, r) || r >= 0x3000 && r <= 0x30ff || r >= 0xff00 && r <= 0xff60 {
			n += 2
		} else {
			n++
		}
	}
	return n
}

// escape keeps a name from being read as markdown, a link or a mention: a backslash before each character
// that gives a meaning inside a line (emphasis, code, spoilers, masked links, mentions and timestamps),
// and an invisible space after @, so that "@everyone" in a name pings no one.
func escape(s string) string {
	var sb strings.Builder
	for _, r := range s {
		if strings.ContainsRune("\\*_~`|<[]", r) {
			sb.WriteByte('\\')
		}
		sb.WriteRune(r)
		if r == '@' {
			sb.WriteString("\u200b")
		}
	}
	return sb.String()
}
