// Package redis is the Redis storage backend, on go-redis v9's UniversalClient: one node, Sentinel or
// Cluster, chosen by the URL.
//
// Every key is stored as "<namespace>:{<key>}". The braces are a Cluster hash tag: a game's keys hash to one
// slot, so a WATCH/MULTI transaction on them is legal in a Cluster. Update is optimistic locking with WATCH,
// GET, then MULTI/SET/EXEC, retried when EXEC reports that the key changed. Claim is one SET NX with an
// expiry: atomic on the server, so replicas sharing the Redis agree on who claimed a key. Sorted sets are
// Redis's own (zset.go). A command on a key of the other kind (WRONGTYPE) fails with storage.ErrWrongKind.
package redis

import (
	"bytes"
	"context"
	"errors"
	"time"

	goredis "github.com/redis/go-redis/v9"

	"kibitz/storage"
)

// Store is a storage.Store on Redis.
type Store struct {
	client    goredis.UniversalClient
	namespace string
}

// Options configure a Store beyond its URL.
type Options struct {
	// Namespace prefixes every key; "kibitz" when empty. Tests use a fresh one each.
	Namespace string
}

// Open connects to Redis as rawURL says and checks that it answers within ctx. It fails with a *URLError.
//
// The URL is what REDIS_URL holds (docs/contract.md §2):
//   - redis://[user:password@]host:port[/db] or rediss://... (TLS): one server; unix:///path/redis.sock
//     for a socket;
//   - several addresses separated by commas, URLs or host:port after the first URL: a Redis Cluster
//     (credentials and TLS are the first's; go-redis's addr= options work too);
//   - a "master" option (redis://sentinel1:26379,sentinel2:26379?master=mymaster): Sentinel, the addresses
//     being the sentinels'; the URL's credentials are the Redis servers', and sentinel_username and
//     sentinel_password the sentinels', if they have their own;
//   - options after "?", after the first address or the last: go-redis's (pool_size, min_idle_conns,
//     dial_timeout, read_timeout, write_timeout, max_retries, db, protocol, client_name, ...), and for
//     rediss:// skip_verify, tls_server_name and tls_ca_file (a PEM file of the certificates to trust).
//     An unknown option is an error naming it.
//
// Every call is bounded by its context's deadline (go-redis's ContextTimeoutEnabled), whatever the kind.
func Open(ctx context.Context, rawURL string, opt Options) (*Store, error) {
	o, err := parseURL(rawURL)
	if err != nil {
		return nil, err
	}
	s := New(o.newClient(), opt)
	if err := s.Ping(ctx); err != nil {
		// Closed in the background: Close waits for the dials under way, which go-redis runs past the
		// caller's deadline (up to dial_timeout, 5 s by default), and the caller wants its answer now.
		go s.client.Close()
		return nil, &URLError{URL: Redact(rawURL), NoAnswer: true, Err: err}
	}
	return s, nil
}

// New wraps a go-redis client.
func New(client goredis.UniversalClient, opt Options) *Store {
	ns := opt.Namespace
	if ns == "" {
		ns = "kibitz"
	}
	return &Store{client: client, namespace: ns}
}

// key maps a store key to its Redis key, hash-tagged.
func (s *Store) key(k string) string { return s.namespace + ":{" + k + "}" }

// Get implements storage.Store.
func (s *Store) Get(ctx context.Context, key string) ([]byte, error) {
	v, err := s.client.Get(ctx, s.key(key)).Bytes()
	if errors.Is(err, goredis.Nil) {
		return nil, storage.ErrNotFound
	}
	if err != nil {
		return nil, fail("get", key, err)
	}
	return v, nil
}

// Update implements storage.Store with WATCH/MULTI/EXEC.
func (s *Store) Update(ctx context.Context, key string, ttl time.Duration, fn storage.UpdateFunc) ([]byte, error) {
	rk := s.key(key)
	var result []byte
	var fnErr error // fn's own error, returned as is
	sent := false   // the write went out: MULTI/SET/EXEC
	txf := func(tx *goredis.Tx) error {
		current, err := tx.Get(ctx, rk).Bytes()
		if errors.Is(err, goredis.Nil) {
			current, err = nil, nil
		}
		if err != nil {
			return err
		}
		next, err := fn(current)
		if errors.Is(err, storage.ErrKeep) {
			result = current
			return nil
		}
		if err != nil {
			fnErr = err
			return err
		}
		sent = true
		_, err = tx.TxPipelined(ctx, func(p goredis.Pipeliner) error {
			if next == nil {
				p.Del(ctx, rk)
			} else {
				p.Set(ctx, rk, next, ttl)
			}
			return nil
		})
		result = next
		return err
	}
	for attempt := range storage.MaxRetries {
		if attempt > 0 {
			// The key changed between WATCH and EXEC: wait a moment, then read again. Waiting only before
			// a retry means the last lost race returns ErrContention at once.
			if err := storage.Backoff(ctx, attempt-1); err != nil {
				return nil, err
			}
		}
		fnErr, sent = nil, false
		err := s.client.Watch(ctx, txf, rk)
		if fnErr != nil {
			return nil, fnErr
		}
		if errors.Is(err, goredis.TxFailedErr) {
			continue
		}
		if err != nil && sent && s.landed(ctx, rk, result) {
			return result, nil
		}
		if err != nil {
			return nil, fail("update", key, err)
		}
		return result, nil
	}
	return nil, storage.ErrContention
}

// landedWithin bounds landed's read: the call's own deadline has often passed by then (the lost reply
// was a timeout), and a Redis that does not answer a GET within it leaves the write failed, as it was.
const landedWithin = time.Second

// landed reports whether the redis key rk holds want (nil: is missing), read again after an Update's
// write went out and no reply came. A reply lost after Redis ran the EXEC (a connection dropped, a reply
// later than the read timeout) is an error to go-redis, though the write is done: taken for a failure,
// the move that ended a game was answered with an apology, the game over in the store and its results
// never recorded. The value written is what the key holds unless a later writer changed it since, which
// leaves the error as it was; a value equal to the one read before (a write that changed nothing) reads
// as landed, which the key's value bears out either way.
func (s *Store) landed(ctx context.Context, rk string, want []byte) bool {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), landedWithin)
	defer cancel()
	got, err := s.client.Get(ctx, rk).Bytes()
	if errors.Is(err, goredis.Nil) {
		return want == nil
	}
	return err == nil && want != nil && bytes.Equal(got, want)
}

// Delete implements storage.Store.
func (s *Store) Delete(ctx context.Context, key string) error {
	if err := s.client.Del(ctx, s.key(key)).Err(); err != nil {
		return fail("delete", key, err)
	}
	return nil
}

// Claim implements storage.Store with SET NX and the time to live (go-redis sends PX, or EX for whole
// seconds; the same thing), under the same hash-tagged key as every other value.
func (s *Store) Claim(ctx context.Context, key string, ttl time.Duration) (bool, error) {
	ok, err := s.client.SetNX(ctx, s.key(key), "1", ttl).Result()
	if err != nil {
		return false, fail("claim", key, err)
	}
	return ok, nil
}

// Ping implements storage.Store.
func (s *Store) Ping(ctx context.Context) error { return s.client.Ping(ctx).Err() }

// Client is the go-redis client behind s, for tests and tools that look at the server itself, such as a
// test's cleanup of its namespace on every master of a Cluster (storage/redis/redistest).
func (s *Store) Client() goredis.UniversalClient { return s.client }

// Close implements storage.Store.
func (s *Store) Close() error { return s.client.Close() }
