package kpk

import "testing"

func TestStatus(t *testing.T) {
	tests := map[string]Status{
		"Ke1 Pe2 ke8 w": Ongoing,
		"Kc6 Ra8 kc8 b": Checkmate,
		"Kb6 Pa7 ka8 b": Stalemate,
		"Ke1 ke8 w":     DeadDraw,
		"Ke1 Bc1 ke8 b": DeadDraw,
		"Ke1 nc1 ke8 w": DeadDraw,
		"Kb6 Bc7 ka8 b": Stalemate,
	}
	for pos, want := range tests {
		if got := mustParse(t, pos).Status(); got != want {
			t.Errorf("Status(%q) = %v, want %v", pos, got, want)
		}
	}
}

// TestColourSymmetry: the same position with colours swapped and the board mirrored has the same value.
func TestColourSymmetry(t *testing.T) {
	forEachPosition(t, WhitePawn, 7, func(p Position) {
		q := p.mirror()
		if Probe(q) != Probe(p) {
			t.Fatalf("Probe(%s) = %v but Probe(%s) = %v", p, Probe(p), q, Probe(q))
		}
	})
}
