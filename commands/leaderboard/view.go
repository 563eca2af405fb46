package leaderboard

import (
	"fmt"
	"image"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
)

// The three views of a leaderboard (commands.Show): the picture (rankingPicture, in draw.go), an emoji list
// with medals, and a text table in a code block; and the picture in words.

// row is one player on a board.
type row struct {
	id   string
	name string // "" when unknown
	wins int64
	rank int  // shared by players with as many wins (against the clock, in the same best time)
	me   bool // the player who asked
	// best is the player's best time on a ranking against the clock; 0 for none.
	best time.Duration
	// timed marks a ranking against the clock (Sudoku's), where a win is a puzzle solved, and said so.
	timed bool
}

// board is a leaderboard's rows in the three views, in lang, with the alt text of the picture; renamed
// reports whether the picture shows a player by id for want of the letters of their name.
func (c *Command) board(rows []row, game i18n.Text, period commands.Period, place router.Place, lang i18n.Lang) (b commands.Board, renamed bool) {
	alt := msgAltAll.Text(place)
	if period == commands.Week {
		alt = msgAltWeek
	}
	if len(rows) > 0 && rows[0].timed {
		alt = msgAltAllSolved.Text(place)
		if period == commands.Week {
			alt = msgAltWeekSolved
		}
	}
	lines := make([]i18n.Text, len(rows))
	for i, r := range rows {
		lines[i] = msgAltRow.Format(r.rank, nameOf(r, false), winsOf(r))
	}
	pic := make([]pictureRow, len(rows))
	var key strings.Builder
	for i, r := range rows {
		shown := commands.ShownName(r.name) // as the text views show it (displayed)
		name, ok := render.Drawable(shown)
		if !ok || name == "" {
			// The picture's font has Latin, Greek and Cyrillic letters, not Hangul nor Chinese characters.
			name = unnamed(r.id).In(i18n.English)
			renamed = renamed || shown != ""
		}
		pic[i] = pictureRow{Rank: r.rank, Name: name, Wins: r.wins, Me: r.me, Time: clock(r.best)}
		fmt.Fprintf(&key, "%d\x00%s\x00%d\x00%t\x00%s\x00", r.rank, name, r.wins, r.me, pic[i].Time)
	}
	return commands.Board{
		Emoji: emojiView(rows, lang),
		Text:  textView(rows, lang),
		Alt:   alt.Format(game, i18n.SemiListOf(lines...)),
		Image: func() (*discordgo.File, error) {
			png, err := c.pictures.PNG(key.String(), func() image.Image { return rankingPicture(pic) })
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
	return i18n.Func(func(l i18n.Lang) string {
		n := displayed(l, r.id, r.name)
		if markdown {
			n = "**" + escape(n) + "**"
		}
		if r.me {
			n = msgYou.F(l, n)
		}
		return n
	})
}

// emojiView is the board as lines of a medal (🥇🥈🥉) or the rank in a keycap, the name and the wins.
func emojiView(rows []row, lang i18n.Lang) string {
	lines := make([]string, len(rows))
	for i, r := range rows {
		lines[i] = msgEmojiRow.F(lang, rankEmoji(r.rank), nameOf(r, true), winsOf(r))
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

// textView is the board as a table in a code block: rank, wins, the best time on a ranking against the
// clock, and the name, last, so that names of any width leave the columns lined up.
func textView(rows []row, lang i18n.Lang) string {
	timed := slices.ContainsFunc(rows, func(r row) bool { return r.best > 0 })
	count := msgColWins
	if len(rows) > 0 && rows[0].timed {
		count = msgColSolved
	}
	head := []string{msgColRank.In(lang), count.In(lang)}
	if timed {
		head = append(head, msgColBest.In(lang))
	}
	cells := [][]string{append(head, msgColName.In(lang))}
	for _, r := range rows {
		name := strings.ReplaceAll(nameOf(r, false).In(lang), "`", "'") // a backtick would end the block
		line := []string{strconv.Itoa(r.rank), i18n.GroupIn(lang, r.wins)}
		if timed {
			line = append(line, clock(r.best))
		}
		cells = append(cells, append(line, name))
	}
	w := make([]int, len(head))
	for _, c := range cells {
		for i := range w {
			w[i] = max(w[i], width(c[i]))
		}
	}
	var sb strings.Builder
	sb.WriteString("```\n")
	for _, c := range cells {
		for i := range w {
			sb.WriteString(pad(c[i], w[i]) + "  ")
		}
		sb.WriteString(c[len(c)-1] + "\n")
	}
	sb.WriteString("```")
	return sb.String()
}

// winsOf is a row's wins in words, "12 wins", or on a ranking against the clock its puzzles solved, with
// the best time when it has one: "12 solved, best time 3 minutes 5 seconds".
func winsOf(r row) i18n.Localized {
	count := wins.N(r.wins)
	if r.timed {
		count = solved.N(r.wins)
	}
	if r.best <= 0 {
		return count
	}
	return msgWinsBest.Format(count, i18n.Duration(r.best))
}

// clock is a best time as a clock shows it, "3:05" or "1:02:40", the same in every language (a picture
// and a table column have no room for words); "" for none.
func clock(d time.Duration) string {
	if d <= 0 {
		return ""
	}
	s := int64(d.Round(time.Second) / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
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
