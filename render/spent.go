package render

import (
	"sync"

	lru "github.com/hashicorp/golang-lru/v2"
)

// spentSizes is how many picture sizes spent keeps pixels for. Most boards are a few sizes each, drawn
// again and again (a test run of every command draws 12, Sudoku's 4); a Nim board's size follows its
// heaps and the text beside them (Nim's tests draw 106); but a knight's preview can be any board up to
// 800 x 800 and a Nim analysis up to 500 heaps, tens of thousands of sizes, and a pool kept for every
// size ever drawn held one entry each for good (173 bytes after a collection, measured over 2,000
// sizes). Past spentSizes, the size least recently recycled or reused goes with its pool: a board drawn
// often is never that one, and one that comes back after it went costs a fresh canvas once. At most
// about 45 KB of entries, and a pool left unused is empty after two collections anyway (sync.Pool).
const spentSizes = 256

// spentPools keeps the pixels of spent canvases, a sync.Pool (of *[]byte) for each length, for
// spentSizes lengths at most, the least recently used length going first. Like sharedBands it only saves
// work: a pool's buffers are garbage that the next collections may take, and every buffer taken is
// filled whole by NewCanvas before it is drawn on. The cache's one lock is held for a lookup, which
// costs nothing beside a picture's hundreds of microseconds (BenchmarkPlayPicturePNG and the others).
type spentPools struct {
	pools *lru.Cache[int, *sync.Pool]
}

var spent = newSpentPools(spentSizes)

func newSpentPools(size int) spentPools {
	c, err := lru.New[int, *sync.Pool](size)
	if err != nil {
		panic(err) // only for a size below 1
	}
	return spentPools{pools: c}
}

// put keeps pix for a later canvas of its length, making it the most recently used length; a new length
// past spentSizes makes the cache drop the least recently used one.
func (s spentPools) put(pix []byte) {
	p, ok := s.pools.Get(len(pix))
	if !ok {
		// PeekOrAdd, not Add: another goroutine may have added this length's pool since the Get, and
		// its pool is the one to share.
		p = new(sync.Pool)
		if prev, found, _ := s.pools.PeekOrAdd(len(pix), p); found {
			p = prev
		}
	}
	p.Put(&pix)
}

// get returns the pixels of a spent canvas of n bytes, or nil.
func (s spentPools) get(n int) []byte {
	p, ok := s.pools.Get(n)
	if !ok {
		return nil
	}
	if pix, ok := p.Get().(*[]byte); ok {
		return *pix
	}
	return nil
}
