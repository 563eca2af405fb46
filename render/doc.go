// Package render draws kibitz's boards: PNG and GIF images, emoji grids and monospace text.
//
// Every renderer is a pure function from a solver's types to bytes or an image, so it is tested against
// golden images in testdata/ (compared by decoded pixels; regenerate with `go test ./render -update` and
// look at the result before committing it). Drawing uses golang.org/x/image: vector for anti-aliased
// shapes and opentype for text in DejaVu Sans, embedded from fonts/ with its licence.
//
// Images are sized for Discord: a few hundred pixels across, small enough to upload in well under a
// second, large enough to read on a phone. Colours come from one palette so that every game looks like
// kibitz, and work on both Discord's light and dark themes (boards sit on their own light background).
package render
