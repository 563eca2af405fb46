package wordle

import (
	"context"
	"time"

	"kibitz/commands"
)

// Forget implements commands.Forgetter: it deletes the user's keys of /wordle (wordle.go): their tip, their
// practice game and their /wordle assist sessions of the days still kept; and in each of places, their
// figures there, their dailies of the days still kept, and the place's last challenge they opened. Their
// entries on the boards of the day go with commands.Env.Forget (Unrank); their challenge games, noted in
// their index, too.
func (c *Command) Forget(ctx context.Context, user string, places []string, now time.Time) (int, error) {
	keys := []string{tipKey(user), playKey(user)}
	for _, day := range commands.DaysBack(now, dailyTTL) {
		keys = append(keys, assistKey(user, day))
		for _, p := range places {
			keys = append(keys, dailyKey(p, user, day))
		}
	}
	for _, p := range places {
		keys = append(keys, statsKey(p, user), chalLastKey(p, user))
	}
	return c.Drop(ctx, keys...)
}
