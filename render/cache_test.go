package render

import (
	"bytes"
	"image"
	"image/png"
	"sync"
	"testing"
)

func TestPNGCache(t *testing.T) {
	c := NewPNGCache(2)
	draws := 0
	board := func(heaps ...int64) func() image.Image {
		return func() image.Image { draws++; return testPicture(heaps...) }
	}
	a, err := c.PNG("3 4 5", board(3, 4, 5))
	if err != nil {
		t.Fatal(err)
	}
	again, _ := c.PNG("3 4 5", board(3, 4, 5))
	if draws != 1 || !bytes.Equal(a, again) {
		t.Errorf("a second request for the same key drew %d times in all, want once", draws)
	}
	want, _ := PNG(testPicture(3, 4, 5))
	if !bytes.Equal(a, want) {
		t.Error("the cached picture differs from the picture drawn directly")
	}
	if _, err := png.Decode(bytes.NewReader(a)); err != nil {
		t.Errorf("cached picture: %v", err)
	}
	c.PNG("1", board(1))
	c.PNG("2", board(2)) // the cache holds two: "3 4 5" is the least recently used and goes
	c.PNG("3 4 5", board(3, 4, 5))
	if draws != 4 {
		t.Errorf("drew %d times, want 4: the oldest picture should have been dropped and drawn again", draws)
	}
}

func TestPNGCacheConcurrent(t *testing.T) {
	c := NewPNGCache(8)
	var wg sync.WaitGroup
	for i := range 16 {
		wg.Go(func() {
			key := []string{"a", "b", "c"}[i%3]
			data, err := c.PNG(key, func() image.Image { return testPicture() })
			if err != nil || len(data) == 0 {
				t.Errorf("%s: %d bytes, %v", key, len(data), err)
			}
		})
	}
	wg.Wait()
}
