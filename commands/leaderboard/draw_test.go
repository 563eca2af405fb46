package leaderboard

import (
	"image/color"
	"testing"

	"kibitz/render"
	"kibitz/render/rendertest"
)

func TestPictureGolden(t *testing.T) {
	rows := []pictureRow{
		{Rank: 1, Name: "Alice", Wins: 1234},
		{Rank: 2, Name: "Bob", Wins: 900},
		{Rank: 2, Name: "Zoë", Wins: 900},
		{Rank: 4, Name: "a name far too long to fit in its column, cut short", Wins: 512},
		{Rank: 5, Name: "user 1234", Wins: 300, Me: true},
		{Rank: 6, Name: "Фёдор", Wins: 120},
		{Rank: 7, Name: "Grace", Wins: 64},
		{Rank: 8, Name: "Heidi", Wins: 10},
		{Rank: 9, Name: "Ivan", Wins: 2},
		{Rank: 9, Name: "Judy", Wins: 2},
	}
	rendertest.Golden(t, "leaderboard_ten", rankingPicture(rows))
	rendertest.Golden(t, "leaderboard_one", rankingPicture([]pictureRow{{Rank: 1, Name: "Alice", Wins: 1, Me: true}}))
	rendertest.Golden(t, "leaderboard_timed", rankingPicture([]pictureRow{
		{Rank: 1, Name: "Alice", Wins: 12, Time: "3:05"},
		{Rank: 2, Name: "Bob", Wins: 4, Time: "1:02:40", Me: true},
		{Rank: 3, Name: "Carol", Wins: 1, Time: "12:00"},
	}))
}

// TestMedalNumbersStandOut: the rank on each medal reads at 4.5:1 or more against it, WCAG's contrast for
// text of its size (16-pixel bold): white on gold was 2.26:1, on silver 2.64:1.
func TestMedalNumbersStandOut(t *testing.T) {
	for rank := 1; rank <= 3; rank++ {
		medal := medalOf(rank)
		ink := render.InkOn(medal)
		if r := render.Contrast(medal, ink); r < 4.5 {
			t.Errorf("rank %d: %v on %v is %.2f:1, want 4.5:1", rank, ink, medal, r)
		}
	}
	if medal := medalOf(4); medal != (color.RGBA{}) {
		t.Errorf("rank 4 has a medal: %v", medal)
	}
}

func BenchmarkPicturePNG(b *testing.B) {
	rows := make([]pictureRow, 10)
	for i := range rows {
		rows[i] = pictureRow{Rank: i + 1, Name: "Player", Wins: int64(100 - 9*i)}
	}
	for b.Loop() {
		if _, err := render.PNG(rankingPicture(rows)); err != nil {
			b.Fatal(err)
		}
	}
}
