package memory_test

import (
	"testing"
	"time"

	"kibitz/storage"
	"kibitz/storage/memory"
	"kibitz/storage/storagetest"
)

func TestConformance(t *testing.T) {
	storagetest.Run(t, storagetest.Backend{
		New:      func(*testing.T) storage.Store { return memory.New() },
		Advance:  time.Sleep, // instant inside the synctest bubble
		Synctest: true,
	})
}
