package redis

import goredis "github.com/redis/go-redis/v9"

// ClientOf is s's go-redis client, for tests that look at the server behind the store.
func ClientOf(s *Store) goredis.UniversalClient { return s.client }
