package bolt_test

import (
	"path/filepath"
	"testing"
	"time"

	"kibitz/storage"
	"kibitz/storage/bolt"
	"kibitz/storage/storagetest"
)

func TestConformance(t *testing.T) {
	storagetest.Run(t, storagetest.Backend{
		New: func(t *testing.T) storage.Store {
			s, err := bolt.Open(filepath.Join(t.TempDir(), "kibitz.db"), bolt.Options{})
			if err != nil {
				t.Fatal(err)
			}
			return s
		},
		Advance:  time.Sleep, // instant inside the synctest bubble
		Synctest: true,
	})
}
