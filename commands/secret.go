package commands

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"sync"

	"kibitz/storage"
)

// The daily secret: what the games' puzzles of the day are made from besides the place and the day (the
// Wordle word, the Sudoku grid), so that nobody who reads the code can work out a day's puzzle, and its
// answer, before it comes. It is KIBITZ_DAILY_SECRET when set (Env.DailySecret), else 32 random bytes
// created on first use under secretKey with compare-and-set, so that every replica sharing the store
// agrees on it, and kept with no expiry.
//
// The key is named after Wordle, whose secret it was first; it keeps that name so that a deployment that
// already has one goes on with it, and with the same daily words.
const secretKey = "wdl:secret"

// storedSecret is the generated daily secret as stored.
type storedSecret struct {
	Secret string `json:"secret"`
}

// secretSchema is the version of storedSecret's stored layout (storage.Versioned).
const secretSchema = 1

func (storedSecret) SchemaVersion() int { return secretSchema }

// secretCache holds the stored secret once read, for every game on one Env (WithDefaults makes it).
type secretCache struct {
	mu     sync.Mutex
	secret string
}

// Secret returns the daily secret: the configured one, or the one kept in the store, created if it is
// missing. Replicas racing to create it all end up with the one written first: compare-and-set keeps any
// secret already there.
func (e Env) Secret(ctx context.Context) (string, error) {
	if e.DailySecret != "" {
		return e.DailySecret, nil
	}
	cache := e.secret
	if cache == nil {
		cache = &secretCache{} // an Env without defaults: read the store each time
	}
	cache.mu.Lock()
	defer cache.mu.Unlock()
	if cache.secret != "" {
		return cache.secret, nil
	}
	var b [32]byte
	rand.Read(b[:])
	fresh := &storedSecret{Secret: base64.RawURLEncoding.EncodeToString(b[:])}
	s, err := storage.UpdateJSON(ctx, e.Store, secretKey, 0, func(cur *storedSecret) (*storedSecret, error) {
		if cur != nil && cur.Secret != "" {
			return nil, storage.ErrKeep
		}
		return fresh, nil
	})
	if err != nil {
		return "", err
	}
	cache.secret = s.Secret
	return cache.secret, nil
}
