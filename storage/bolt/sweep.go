package bolt

import (
	"bytes"
	"encoding/binary"
	"time"

	bbolt "go.etcd.io/bbolt"
)

// sweeper deletes expired keys once at start (a kibitz restarted after a long stop finds many) and then
// every every, until Close.
func (s *Store) sweeper(every time.Duration) {
	if every < 0 {
		return
	}
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if _, err := s.sweep(time.Now().UnixNano()); err != nil {
			s.log.Warn("bolt: sweeping expired keys failed", "file", s.path, "err", err)
		}
		select {
		case <-s.stop:
			return
		case <-t.C:
		}
	}
}

// sweep deletes every key expired at now, following the expiry index from its oldest entry, in
// transactions of at most sweepBatch deletions. It returns how many keys it deleted.
func (s *Store) sweep(now int64) (int, error) {
	total := 0
	for {
		select {
		case <-s.stop:
			return total, nil
		default:
		}
		n, more := 0, false
		err := s.db.Update(func(tx *bbolt.Tx) error {
			data, zsets, index := tx.Bucket(bucketData), tx.Bucket(bucketZsets), tx.Bucket(bucketExpiry)
			var due, kinds [][]byte
			c := index.Cursor()
			for k, v := c.First(); k != nil && len(due) < sweepBatch; k, v = c.Next() {
				if int64(binary.BigEndian.Uint64(k)) > now {
					break
				}
				// Deleting while the cursor walks would skip entries.
				due, kinds = append(due, bytes.Clone(k)), append(kinds, bytes.Clone(v))
			}
			for i, ik := range due {
				expires, key := int64(binary.BigEndian.Uint64(ik)), ik[8:]
				if bytes.Equal(kinds[i], kindZset) {
					// A sorted set: the same check on its own expiry time.
					if z := zsets.Bucket(key); z != nil && zsetExpires(z) == expires && expires <= now {
						if err := zsets.DeleteBucket(key); err != nil {
							return err
						}
						n++
					}
				} else if raw := data.Get(key); raw != nil {
					// An index entry always matches its record (write keeps them together); the check
					// only makes sure a sweep can never delete a live value.
					if r, err := decode(string(key), raw); err == nil && r.expires == expires && !r.live(now) {
						if err := data.Delete(key); err != nil {
							return err
						}
						n++
					}
				}
				if err := index.Delete(ik); err != nil {
					return err
				}
			}
			more = len(due) == sweepBatch
			return nil
		})
		if err != nil {
			return total, err // this transaction's deletions were rolled back
		}
		total += n
		if !more {
			return total, nil
		}
	}
}
