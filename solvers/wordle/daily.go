package wordle

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"math/bits"
	"time"
)

// Daily returns the answer of the daily puzzle for the calendar day of date (in date's location: the
// caller chooses the time zone in which days change). The answer is HMAC-SHA256 of the day, written
// "2006-01-02", keyed with secret, reduced to an index into d's answers; so reading the code does not
// reveal the answers, and anyone who knows the secret gets the same ones. Each day is drawn independently:
// an answer may come back before all have been used.
func Daily(d *Dictionary, date time.Time, secret []byte) Word {
	mac := hmac.New(sha256.New, secret)
	mac.Write([]byte(date.Format(time.DateOnly)))
	sum := mac.Sum(nil)
	// the high half of a 64x64-bit product maps the hash to 0..n-1 with a bias below n/2^64
	hi, _ := bits.Mul64(binary.BigEndian.Uint64(sum[:8]), uint64(d.answers))
	return d.words[hi]
}
