package render

import (
	"image"

	lru "github.com/hashicorp/golang-lru/v2"
)

// PNGCache keeps the most recent pictures, encoded, by a key that determines them: the same board drawn
// again costs a map lookup instead of a drawing and an encoding. Boards recur: a Nim game shows the same
// heaps when a player picks a heap and again when the turn passes, and tic-tac-toe games against kibitz
// end in the same few positions. It is safe for concurrent use; the bytes it returns are shared and must
// not be changed.
type PNGCache struct {
	pictures *lru.Cache[string, []byte]
}

// NewPNGCache returns a cache of at most size pictures. Board pictures are 5 to 15 KB, so a few hundred
// cost a few megabytes.
func NewPNGCache(size int) *PNGCache {
	c, err := lru.New[string, []byte](size)
	if err != nil {
		panic(err) // only for a size below 1, a programming error
	}
	return &PNGCache{pictures: c}
}

// PNG returns the picture of key, drawing and encoding it with draw on a miss. Two callers missing the
// same key at once both draw it, which is cheaper than making one wait for the other. A nil cache keeps
// nothing: every call draws. draw makes a picture for this call alone: it is encoded by
// EncodeAndRecycle, which takes back a Canvas's pixels.
func (c *PNGCache) PNG(key string, draw func() image.Image) ([]byte, error) {
	return c.Encoded(key, func() ([]byte, error) { return EncodeAndRecycle(draw()) })
}

// Encoded is PNG for a picture encoded otherwise (an animated GIF): encode makes its bytes on a miss.
func (c *PNGCache) Encoded(key string, encode func() ([]byte, error)) ([]byte, error) {
	if c == nil {
		return encode()
	}
	if data, ok := c.pictures.Get(key); ok {
		return data, nil
	}
	data, err := encode()
	if err != nil {
		return nil, err
	}
	c.pictures.Add(key, data)
	return data, nil
}
