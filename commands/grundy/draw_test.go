package grundy

import (
	"testing"

	"kibitz/render/rendertest"
)

func TestTablePictureGolden(t *testing.T) {
	// The game "take 1, 2 or 5": period 3 from the start.
	var pebbles []int
	for n := range 30 {
		pebbles = append(pebbles, n%3)
	}
	// A made-up run with a pre-period of 5 and a period of 5, to show the pre-period apart.
	run := []int{0, 0, 1, 1, 2, 0, 1, 2, 3, 1, 0, 1, 2, 3, 1, 0, 1, 2, 3, 1, 0, 1}
	for _, tc := range []struct {
		name string
		t    valueRun
	}{
		{"nim_grundy_pebbles", valueRun{Values: pebbles, Pre: 0, Period: 3, Mark: 10}},
		{"nim_grundy_preperiod", valueRun{Values: run, Pre: 5, Period: 5, Mark: -1}},
	} {
		t.Run(tc.name, func(t *testing.T) { rendertest.Golden(t, tc.name, tablePicture(tc.t)) })
	}
}
