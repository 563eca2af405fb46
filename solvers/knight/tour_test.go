package knight

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"testing"
)

func TestTour(t *testing.T) {
	// 3 x 4 from the top left: the table's tour, checked square by square
	res, err := Solve(t.Context(), Problem{Board{3, 4}, Square{0, 0}}, Options{Method: MethodConstruct})
	if err != nil {
		t.Fatal(err)
	}
	tour := res.Tour
	sq := tour.Squares()
	if tour.Len() != 12 || len(sq) != 12 || sq[0] != (Square{0, 0}) || tour.End() != sq[11] {
		t.Fatalf("tour of 3 x 4: len %d, squares %v, end %v", tour.Len(), sq, tour.End())
	}
	order := tour.Order()
	for i, s := range sq {
		if order[s.Row*4+s.Col] != int32(i+1) {
			t.Errorf("Order()[%v] = %d, want %d", s, order[s.Row*4+s.Col], i+1)
		}
	}
	var b bytes.Buffer
	if err := Batch(context.Background(), strings.NewReader("3 4 1 1\n"), &b, BatchOptions{Method: MethodConstruct}); err != nil {
		t.Fatal(err)
	}
	if got, want := string(tour.AppendText(nil)), strings.TrimSpace(b.String()); got != want {
		t.Errorf("AppendText = %q, Batch wrote %q", got, want)
	}
	var firstTwo []Square
	for i, s := range tour.All() {
		if i == 2 {
			break
		}
		firstTwo = append(firstTwo, s)
	}
	if !slices.Equal(firstTwo, sq[:2]) {
		t.Errorf("All stopped early gave %v, want %v", firstTwo, sq[:2])
	}
	if tour.Closed() {
		t.Error("a 3 x 4 tour is closed")
	}
	closed, err := Solve(t.Context(), Problem{Board{6, 6}, Square{2, 3}}, Options{Closed: true})
	if err != nil || !closed.Tour.Closed() {
		t.Errorf("closed 6 x 6 tour: Closed() = %v, %v", closed.Tour.Closed(), err)
	}
	one, err := Solve(t.Context(), Problem{Board{1, 1}, Square{0, 0}}, Options{})
	if err != nil || one.Tour.Len() != 1 || one.Tour.Closed() || string(one.Tour.AppendText(nil)) != "1,1" {
		t.Errorf("1 x 1 tour: %+v, %v", one.Tour, err)
	}
	if (Tour{}).Len() != 0 || len((Tour{}).Squares()) != 0 {
		t.Error("the zero Tour is not empty")
	}
}

func TestVerify(t *testing.T) {
	b := Board{3, 4}
	good := []Square{{0, 0}, {1, 2}, {2, 0}, {0, 1}, {1, 3}, {2, 1}, {0, 2}, {2, 3}, {1, 1}, {0, 3}, {2, 2}, {1, 0}}
	if err := Verify(b, Square{0, 0}, good, false); err != nil {
		t.Fatalf("Verify(a 3 x 4 tour) = %v", err)
	}
	swap := slices.Clone(good)
	swap[3], swap[4] = swap[4], swap[3]
	repeat := slices.Clone(good)
	repeat[5] = repeat[1]
	off := slices.Clone(good)
	off[11] = Square{1, 4}
	tests := []struct {
		name    string
		start   Square
		squares []Square
		closed  bool
	}{
		{"too short", Square{0, 0}, good[:11], false},
		{"wrong start", Square{2, 3}, good, false},
		{"not a knight's move", Square{0, 0}, swap, false},
		{"repeat", Square{0, 0}, repeat, false},
		{"off the board", Square{0, 0}, off, false},
		{"not closed", Square{0, 0}, good, true},
	}
	for _, tt := range tests {
		if err := Verify(b, tt.start, tt.squares, tt.closed); err == nil {
			t.Errorf("Verify(%s) = nil, want an error", tt.name)
		}
	}
}
