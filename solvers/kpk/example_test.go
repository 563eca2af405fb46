package kpk_test

import (
	"context"
	"fmt"
	"os"
	"strings"

	"kibitz/solvers/kpk"
)

func ExampleParse() {
	p, err := kpk.Parse("Ke1 Pe2 ke8 w")
	if err != nil {
		panic(err)
	}
	fmt.Println(p)
	_, err = kpk.Parse("Ke1 Pe2 kd2 b")
	fmt.Println(err)
	// Output:
	// 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1
	// kpk: kings_adjacent (e1 d2)
}

func ExampleProbe() {
	for _, s := range []string{"Ka2 Pg2 kb5 w", "Ke5 Pe4 ke7 w", "Ke5 Pe4 ke7 b"} {
		p, _ := kpk.Parse(s)
		fmt.Println(s, "->", kpk.Probe(p))
	}
	// Output:
	// Ka2 Pg2 kb5 w -> win 55
	// Ke5 Pe4 ke7 w -> draw
	// Ke5 Pe4 ke7 b -> loss 28
}

func ExampleBestLine() {
	p, _ := kpk.Parse("Kc2 Pg7 ka1 w") // the queen would stalemate
	for _, s := range kpk.BestLine(p, 0) {
		fmt.Print(s.SAN, " ")
	}
	fmt.Println()
	// Output:
	// g8=R Ka2 Ra8#
}

func ExampleRankMoves() {
	p, _ := kpk.Parse("Ka4 Pb7 ka6 w")
	for _, e := range kpk.RankMoves(p)[:3] {
		fmt.Println(e.SAN, e.Eval)
	}
	// Output:
	// b8=R win 13
	// Ka3 draw
	// Kb3 draw
}

func ExampleBatch() {
	in := "8/8/8/1k6/8/8/K5P1/8 w - - 0 1\nKe1 Pe2 ke8 b\nKe1 Pe2 ke2\n"
	_ = kpk.Batch(context.Background(), strings.NewReader(in), os.Stdout, kpk.BatchOptions{})
	// Output:
	// win 55 a2b3
	// draw - e8d7
	// error: kpk: square_taken (e2)
}
