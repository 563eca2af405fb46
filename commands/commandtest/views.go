package commandtest

import (
	"regexp"
	"strings"

	"kibitz/router"
)

// pictureWords are the words that speak of a picture, in English and Korean; noPicture are the ways a
// reply may name the picture view without one attached: as an option to ask for ("display:picture"), in
// the line commands.Show adds when a board has no picture, or in the one commands.ViewHere adds where
// kibitz may not attach files.
var (
	pictureWords = regexp.MustCompile(`(?i)\bpictures?\b|\bimages?\b|그림|이미지`)
	noPicture    = regexp.MustCompile(`display:picture|표시:그림|cannot be shown as a picture|그림으로 보여 드릴 수 없어|` +
		`boards are not shown as pictures here|판을 그림으로 보여 드리지 않습니다|그림으로 볼 수 있습니다`)
)

// PictureLines are the lines of resp's text and embeds that speak of a picture although resp attaches
// none: a reply in emoji or text says what its own view shows (docs/architecture.md §3). A line that only
// names the picture view as an option to ask for or as one the board does not have, or a limits line
// ("-# "), which says what each view can show, is not one.
func PictureLines(resp *router.Response) []string {
	for _, f := range resp.Files {
		if strings.HasSuffix(f.Name, ".png") || strings.HasSuffix(f.Name, ".gif") {
			return nil
		}
	}
	texts := []string{resp.Content}
	for _, e := range resp.Embeds {
		texts = append(texts, e.Title, e.Description)
	}
	var out []string
	for _, text := range texts {
		for _, line := range strings.Split(text, "\n") {
			if strings.HasPrefix(line, "-# ") {
				continue
			}
			if pictureWords.MatchString(noPicture.ReplaceAllString(line, "")) {
				out = append(out, line)
			}
		}
	}
	return out
}

// Text is all that resp says in words: its text, then its embeds' titles and descriptions, a line each.
func Text(resp *router.Response) string {
	texts := []string{resp.Content}
	for _, e := range resp.Embeds {
		texts = append(texts, e.Title, e.Description)
	}
	return strings.Join(texts, "\n")
}
