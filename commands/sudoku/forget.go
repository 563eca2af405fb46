package sudoku

import (
	"context"
	"errors"
	"time"

	"kibitz/commands"
	"kibitz/router"
	"kibitz/storage"
)

// Forget implements commands.Forgetter: it deletes the user's dailies of the days still kept in each of
// places, each a reference (dailyKey) and the board it names, the user's own, and the days whose daily
// they began in their DM with kibitz (dailiesBegunKey of its scope). Their place on the day's rankings
// goes with commands.Env.Forget (Unrank), their hint progress, noted in their index, too.
func (c *Command) Forget(ctx context.Context, user string, places []string, now time.Time) (int, error) {
	keys := []string{dailiesBegunKey(router.DMScope(user))}
	for _, day := range commands.DaysBack(now, playKeep+24*time.Hour) {
		for _, p := range places {
			key := dailyKey(p, day, user)
			var ref dailyRef
			switch err := storage.GetJSON(ctx, c.Store, key, &ref); {
			case err == nil:
				keys = append(keys, playKey(ref.ID))
			case !errors.Is(err, storage.ErrNotFound) && !errors.Is(err, storage.ErrUnreadable):
				return 0, err
			}
			keys = append(keys, key)
		}
	}
	return c.Drop(ctx, keys...)
}
