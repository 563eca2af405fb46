package wordle

// The word lists, then the opening book: fourteen first guesses in each mode. Normal mode needs beam 10
// to reach the proven optimum from SALET (7,920 guesses), hard mode beam 150 (8,122); both take seconds
// per opening, a few minutes in all. See doc.go for the figures.

//go:generate go run ./internal/genwords
//go:generate go run ./internal/gentree -mode normal -beam 10 -dir trees/normal adieu arise audio crane crate irate least raise roate salet slate soare stare trace
//go:generate go run ./internal/gentree -mode hard -beam 150 -dir trees/hard adieu arise audio crane crate irate least raise roate salet slate soare stare trace
