package commands

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"kibitz/storage"
	"kibitz/storage/memory"
)

// failingZ is a store whose sorted-set increments fail.
type failingZ struct{ storage.Store }

func (failingZ) ZIncrBy(context.Context, string, string, float64) (float64, error) {
	return 0, errors.New("down")
}

// expiring is a store that notes the time to live each Expire gives a key.
type expiring struct {
	storage.Store
	ttl map[string]time.Duration
}

func (e expiring) Expire(ctx context.Context, key string, ttl time.Duration) error {
	e.ttl[key] = ttl
	return e.Store.Expire(ctx, key, ttl)
}

// TestRankedForTable: of one pair's games on one ranking, the first TableRankedPerDay of a UTC day rank
// and the sixth does not, whatever order the table's ids come in; another pair, another ranking and the
// next day rank again (another place does not: the games of the tables' tests in nim and tictactoe); a table of three ranks only when each of its pairs
// does, and gives its count back to the pairs within theirs when it does not; a store that fails lets
// the game rank.
func TestRankedForTable(t *testing.T) {
	ctx := context.Background()
	expiries := map[string]time.Duration{}
	env := Env{Store: expiring{memory.New(), expiries}}.WithDefaults()
	day := Day(time.Date(2026, 5, 1, 23, 59, 0, 0, time.UTC))
	for i := range TableRankedPerDay {
		table := []string{"a", "b"}
		if i%2 == 1 {
			table = []string{"b", "a"}
		}
		if ranks, played, _ := env.RankedForTable(ctx, "nim", day, table); !ranks || played != i {
			t.Fatalf("game %d: ranks %v, played %d", i+1, ranks, played)
		}
	}
	// The sixth and the seventh are practice, both after the table's 5 ranked games: the sixth, practice
	// itself, is not said as a ranked one.
	for _, nth := range []string{"sixth", "seventh"} {
		if ranks, played, _ := env.RankedForTable(ctx, "nim", day, []string{"a", "b"}); ranks || played != TableRankedPerDay {
			t.Errorf("the %s game: ranks %v, played %d; want practice after %d", nth, ranks, played, TableRankedPerDay)
		}
	}
	for _, c := range []struct {
		name         string
		ranking, day string
		table        []string
	}{
		{"another table", "nim", day, []string{"a", "c"}},
		{"another ranking", "tictactoe", day, []string{"a", "b"}},
		{"the next day", "nim", Day(time.Date(2026, 5, 2, 0, 0, 0, 0, time.UTC)), []string{"a", "b"}},
	} {
		if ranks, _, _ := env.RankedForTable(ctx, c.ranking, c.day, c.table); !ranks {
			t.Errorf("%s: does not rank", c.name)
		}
	}
	// A table of three holds the pair a,b, past its count: practice, whoever the third is. The pairs still
	// within their count get their game back: a,c (one game so far) ranks four more, b,c five.
	// The pair is named, c not: c has played no ranked game with either.
	if ranks, played, capped := env.RankedForTable(ctx, "nim", day, []string{"c", "a", "b"}); ranks || played != TableRankedPerDay || !slices.Equal(capped, []string{"a", "b"}) {
		t.Errorf("a table of three with a pair past its count: ranks %v, played %d, capped %q", ranks, played, capped)
	}
	for pair, left := range map[string]int{"a,c": TableRankedPerDay - 1, "b,c": TableRankedPerDay} {
		table := strings.Split(pair, ",")
		for i := range left {
			if ranks, _, _ := env.RankedForTable(ctx, "nim", day, table); !ranks {
				t.Fatalf("%s: game %d of its %d left does not rank", pair, i+1, left)
			}
		}
		if ranks, _, _ := env.RankedForTable(ctx, "nim", day, table); ranks {
			t.Errorf("%s: a game past its count ranks", pair)
		}
	}
	// One person alone is no pair: nothing to count.
	if ranks, played, _ := env.RankedForTable(ctx, "nim", day, []string{"a"}); !ranks || played != 0 {
		t.Errorf("a table of one: ranks %v, played %d", ranks, played)
	}
	if got := expiries[TablesKey("nim", day)]; got != tablesKeep {
		t.Errorf("the day's counts expire after %v, want %v", got, tablesKeep)
	}
	broken := Env{Store: failingZ{memory.New()}}.WithDefaults()
	for range TableRankedPerDay + 1 {
		if ranks, _, _ := broken.RankedForTable(ctx, "nim", day, []string{"a", "b"}); !ranks {
			t.Fatal("a store that fails kept a game from ranking")
		}
	}
}
