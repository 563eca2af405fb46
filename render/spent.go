package render

import "sync"

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
// spentSizes lengths at most. Like sharedBands it only saves work: a pool's buffers are garbage that the
// next collections may take, and every buffer taken is filled whole by NewCanvas before it is drawn on.
// One lock for the lengths: held for a map lookup, it costs nothing beside a picture's hundreds of
// microseconds (BenchmarkPlayPicturePNG and the others, as fast as over the sync.Map it replaces).
type spentPools struct {
	mu    sync.Mutex
	pools map[int]*spentPool
	clock uint64 // counts the uses, to tell the least recent (spentPool.used)
}

type spentPool struct {
	sync.Pool
	used uint64 // spentPools.clock at the last put or get of this length
}

var spent = spentPools{pools: map[int]*spentPool{}}

// put keeps pix for a later canvas of its length, dropping the least recently used length when a new
// one would make more than spentSizes.
func (s *spentPools) put(pix []byte) {
	s.mu.Lock()
	p := s.pools[len(pix)]
	if p == nil {
		if len(s.pools) >= spentSizes {
			s.dropLeastRecent()
		}
		p = new(spentPool)
		s.pools[len(pix)] = p
	}
	s.clock++
	p.used = s.clock
	s.mu.Unlock()
	p.Put(&pix)
}

// get returns the pixels of a spent canvas of n bytes, or nil.
func (s *spentPools) get(n int) []byte {
	s.mu.Lock()
	p := s.pools[n]
	if p != nil {
		s.clock++
		p.used = s.clock
	}
	s.mu.Unlock()
	if p == nil {
		return nil
	}
	if pix, ok := p.Get().(*[]byte); ok {
		return *pix
	}
	return nil
}

// dropLeastRecent forgets the length used least recently, with its pool: a look at spentSizes entries,
// only when a new length comes in with the map full. The caller holds mu.
func (s *spentPools) dropLeastRecent() {
	oldest, at := 0, ^uint64(0)
	for n, p := range s.pools {
		if p.used < at {
			oldest, at = n, p.used
		}
	}
	delete(s.pools, oldest)
}
