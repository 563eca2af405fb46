// Package render is the drawing kit every game shares: a canvas with anti-aliased shapes (Canvas: lines,
// discs, rings, long strokes and dashes, the last two through a rasterizer of its own that works only where
// the shapes are, sparse.go), text in the embedded DejaVu Sans (Canvas.Text, TextWidth, Face, GlyphFace,
// Drawable, GroupDigits; glyphs rasterized once and kept, glyphs.go), one palette of colours, PNG encoding
// (PNG, which keeps the compressed bands of recent pictures by their pixels and writes paletted pictures
// itself, encode_paletted.go; EncodeAndRecycle, which also takes back a canvas's pixels, as Recycle does)
// with a cache of recent pictures (PNGCache), palette mapping (Paletted, Mix; nearest colours shared by
// palette) and animated GIFs (GIF, whose frames may be drawn over the one before, only the rectangles named
// mapped and compared, each encoded as it comes with an LZW encoder of render's own, gifenc.go).
//
// It draws no game's board. Each game draws its own, in its package under commands/ (draw.go for the
// picture, draw_views.go for the emoji and text views, goldens in its testdata/), because the game's
// package is the one place where a game lives: its rules come from its solver, its words from its
// catalogue, and its look belongs beside them, so that changing how a game looks touches one folder and
// adding a game adds no file here. render stays the kit: it imports no solver and no game, and exports
// only what the games use. A drawing moves here only when two games share it and it needs no solver's
// type. The games' draw tests compare with their goldens through render/rendertest.
//
// Drawing uses golang.org/x/image: vector for anti-aliased shapes and opentype for text in DejaVu Sans,
// embedded from fonts/ with its licence. Images are sized for Discord: a few hundred pixels across, small
// enough to upload in well under a second, large enough to read on a phone. Colours come from one palette
// so that every game looks like kibitz, and work on both Discord's light and dark themes (boards sit on
// their own light background).
package render
