package kpk

import "testing"

func TestNeighbors(t *testing.T) {
	for s := A1; s <= H8; s++ {
		if got := neighbors(bit(s)); got != kingAttacks[s] {
			t.Errorf("neighbors(%v) = %x, want %x", s, got, kingAttacks[s])
		}
	}
}
