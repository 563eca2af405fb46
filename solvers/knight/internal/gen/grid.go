package main

import "log"

// ports of an h x w block, the edges that joins between neighbouring blocks exchange; package knight
// (grid.go) holds the same table.
func ports(h, w int) [4][2]sq {
	return [4][2]sq{
		{{1, 0}, {3, 1}},         // left
		{{0, w - 2}, {2, w - 1}}, // right
		{{0, 1}, {1, 3}},         // top
		{{h - 2, 0}, {h - 1, 2}}, // bottom
	}
}

// gridPieces finds a closed tour through the four ports of every block of 5 to 11 squares a side with
// an even number of squares, and an open tour through them from every corner-coloured square of every
// odd x odd block; only h <= w, since package knight transposes the others and the ports map onto each
// other under transposition.
func (t *table) gridPieces() {
	for h := 5; h <= 11; h++ {
		for w := h; w <= 11; w++ {
			if h%2 == 1 && w%2 == 1 {
				continue
			}
			g := newRegion(h, w)
			p := ports(h, w)
			cv := &cover{g: g, limit: 2_000_000, attempts: 20}
			// a closed tour through the left port is a path between its ends
			cv.from = []int{g.id(p[0][0])}
			cv.to = []int{g.id(p[0][1])}
			for _, e := range p[1:] {
				cv.req = append(cv.req, [2]int{g.id(e[0]), g.id(e[1])})
			}
			paths := cv.solve()
			if paths == nil {
				log.Fatalf("gen: no closed tour of %dx%d through the ports", h, w)
			}
			t.gridCycles = append(t.gridCycles, piece{h, w, -1, -1, -1, encode(g, paths, true, nil)})
		}
	}
	for h := 5; h <= 11; h += 2 {
		for w := h; w <= 11; w += 2 {
			g := newRegion(h, w)
			p := ports(h, w)
			for r := 0; r < h; r++ {
				for c := 0; c < w; c++ {
					if (r+c)%2 != 0 {
						continue
					}
					cv := &cover{g: g, limit: 2_000_000, attempts: 20}
					cv.from = []int{g.id(sq{r, c})}
					cv.to = []int{-1}
					for _, e := range p {
						cv.req = append(cv.req, [2]int{g.id(e[0]), g.id(e[1])})
					}
					paths := cv.solve()
					if paths == nil {
						log.Fatalf("gen: no open tour of %dx%d from %d,%d through the ports", h, w, r, c)
					}
					t.gridPaths = append(t.gridPaths, piece{h, w, g.id(sq{r, c}), -1, -1, encode(g, paths, false, nil)})
				}
			}
		}
	}
}
