package render

import "testing"

func TestLeaderboardGolden(t *testing.T) {
	rows := []LeaderboardRow{
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
	checkGolden(t, "leaderboard_ten", Leaderboard(rows))
	checkGolden(t, "leaderboard_one", Leaderboard([]LeaderboardRow{{Rank: 1, Name: "Alice", Wins: 1, Me: true}}))
	checkGolden(t, "leaderboard_timed", Leaderboard([]LeaderboardRow{
		{Rank: 1, Name: "Alice", Wins: 12, Time: "3:05"},
		{Rank: 2, Name: "Bob", Wins: 4, Time: "1:02:40", Me: true},
		{Rank: 3, Name: "Carol", Wins: 1, Time: "12:00"},
	}))
}

func TestDrawable(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		ok       bool
	}{
		{"Alice", "Alice", true},
		{"Alice 🌸", "Alice", true},
		{"🌸 Zoë  🌸 Ünïcødé", "Zoë Ünïcødé", true},
		{"Фёдор", "Фёдор", true},
		{"김철수", "", false},
		{"Bob 김", "Bob", false},
		{"tab\there\x00", "tab here", true},
		{"🌸", "", true},
	} {
		got, ok := Drawable(tc.in)
		if got != tc.want || ok != tc.ok {
			t.Errorf("Drawable(%q) = %q, %v; want %q, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}

func BenchmarkLeaderboardPNG(b *testing.B) {
	rows := make([]LeaderboardRow, 10)
	for i := range rows {
		rows[i] = LeaderboardRow{Rank: i + 1, Name: "Player", Wins: int64(100 - 9*i)}
	}
	for b.Loop() {
		if _, err := PNG(Leaderboard(rows)); err != nil {
			b.Fatal(err)
		}
	}
}
