package commandtest

import (
	"slices"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/router"
)

func TestPictureLines(t *testing.T) {
	png := &discordgo.File{Name: "board.png"}
	for _, tc := range []struct {
		name string
		resp router.Response
		want []string
	}{
		{"a picture attached", router.Response{Content: "The picture shows it.", Files: []*discordgo.File{png}}, nil},
		{"no picture", router.Response{Content: "Title\nThe picture shows it.\nok"}, []string{"The picture shows it."}},
		{"in an embed, in Korean", router.Response{Embeds: []*discordgo.MessageEmbed{{Description: "그림이 보여 줍니다."}}}, []string{"그림이 보여 줍니다."}},
		{"the image", router.Response{Content: "In the image: givens dark."}, []string{"In the image: givens dark."}},
		{"the view as an option", router.Response{Content: "Ask with display:picture for more.\n표시:그림으로 보세요."}, nil},
		{"no picture to show", router.Response{Content: "(This board cannot be shown as a picture, so it is shown as text.)"}, nil},
		{"a limits line", router.Response{Content: "-# Limits: each picture under 1 MB."}, nil},
		{"a text file only", router.Response{Content: "The picture shows it.", Files: []*discordgo.File{{Name: "tour.txt"}}}, []string{"The picture shows it."}},
	} {
		if got := PictureLines(&tc.resp); !slices.Equal(got, tc.want) {
			t.Errorf("%s: PictureLines = %q, want %q", tc.name, got, tc.want)
		}
	}
}
