package bolt

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	bbolt "go.etcd.io/bbolt"
)

// CompactResult is what Compact did to a data file.
type CompactResult struct {
	Before, After int64 // the file's size in bytes
	Expired       int   // the keys past their time to live, deleted before the copy
}

// compactTxSize bounds what one transaction of the copy writes, so that the copy of a large file does not
// hold all of it in memory at once.
const compactTxSize = 64 << 20

// Compact rewrites the data file at path with what it holds, and nothing else: bbolt reuses the pages that
// deletions free but never gives them back, so a file keeps the size of its busiest day (a load test, a
// flood of games) for good. The expired keys are deleted first, as a sweep would; the live ones are
// copied, with their versions and times to live, into a new file beside it (path + ".compact"), which is
// synced and then renamed over path.
//
// It holds the file's lock throughout, as a kibitz using the file does: a file another process holds is
// refused (after opt.LockTimeout, as Open waits), never copied while it changes. The rename happens before
// the lock is let go, so nothing is written to the old file after its copy; a kibitz that was waiting for
// the lock then finds another file at path, and Open opens that one (see openLocked). A failure at any
// step leaves the file as it was (the expired keys aside) and removes the copy.
func Compact(path string, opt Options) (CompactResult, error) {
	var res CompactResult
	st, err := os.Stat(path)
	switch {
	case err != nil:
		return res, fmt.Errorf("bolt: %s: %w", path, unwrapPath(err))
	case st.IsDir():
		return res, fmt.Errorf("bolt: %s is a folder, not a data file", path)
	case st.Size() == 0:
		return res, fmt.Errorf("bolt: %s is empty: there is nothing to compact", path)
	}
	res.Before = st.Size()
	src, err := openLocked(path, lockTimeout(opt))
	if err != nil {
		return res, err
	}
	defer src.Close()
	if err := src.View(isKibitz); err != nil {
		return res, fmt.Errorf("bolt: %s is not a kibitz data file: %w", path, err)
	}
	res.Expired, err = (&Store{db: src, stop: make(chan struct{})}).sweep(time.Now().UnixNano())
	if err != nil {
		return res, fmt.Errorf("bolt: deleting the expired keys of %s: %w", path, err)
	}
	tmp := path + ".compact"
	if err := copyInto(tmp, st.Mode().Perm(), src); err != nil {
		os.Remove(tmp)
		return res, fmt.Errorf("bolt: copying %s to %s: %w", path, tmp, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return res, fmt.Errorf("bolt: putting the copy in place of %s: %w", path, unwrapPath(err))
	}
	syncDir(filepath.Dir(path)) // the rename survives a crash; without it the old file may come back, whole
	if st, err := os.Stat(path); err == nil {
		res.After = st.Size()
	}
	return res, nil
}

// copyInto copies the buckets of src into a new file at tmp, synced before it returns.
func copyInto(tmp string, perm os.FileMode, src *bbolt.DB) error {
	if err := os.Remove(tmp); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err // a copy left by a compaction that stopped halfway, which cannot be cleared
	}
	// One sync at the end rather than one a transaction of the copy.
	dst, err := bbolt.Open(tmp, perm, &bbolt.Options{Timeout: time.Second, NoSync: true})
	if err != nil {
		return err
	}
	err = bbolt.Compact(dst, src, compactTxSize)
	if err == nil {
		err = dst.Sync()
	}
	if cerr := dst.Close(); err == nil {
		err = cerr
	}
	return err
}

// isKibitz checks that a file is kibitz's data, in a format this build reads, without writing to it as
// initialize would: Compact copies the file as it is.
func isKibitz(tx *bbolt.Tx) error {
	meta := tx.Bucket(bucketMeta)
	if meta == nil {
		return errors.New("it has no kibitz meta bucket")
	}
	_, err := checkFormat(meta)
	return err
}

// syncDir syncs a folder, so that a rename in it is on disk. Where a folder cannot be synced (Windows),
// the rename is left to the file system.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// unwrapPath is err without the operation and path of an *os.PathError, which the messages name already.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
