package wordle_test

import (
	"context"
	"fmt"
	"time"

	"kibitz/solvers/wordle"
)

func ExampleScore() {
	guess, _ := wordle.ParseWord("speed")
	answer, _ := wordle.ParseWord("abide")
	// two e's guessed, one in the answer: only the first is coloured
	fmt.Println(wordle.Score(guess, answer))
	// Output: bbyby
}

func ExampleParse() {
	h, err := wordle.Parse("CRANE=🟩🟨⬛⬛🟩 slate=..x-g")
	fmt.Println(h, err)
	_, err = wordle.Parse("crane=gybbg slate=bbb")
	fmt.Println(err)
	// Output:
	// crane=gybbg slate=bbbbg <nil>
	// The feedback of row 2 ("bbb") should have five marks (g green, y yellow, b grey).
}

func ExampleSolve() {
	h, _ := wordle.Parse("salet=bbbbb")
	res, err := wordle.Solve(context.Background(), h, wordle.Options{Top: 3})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Guess, len(res.Remaining), res.Stats.Source)
	for _, s := range res.Ranking {
		fmt.Printf("%s: %.1f answers left on average, %.2f bits, could win: %v\n", s.Guess, s.ExpectedRemaining, s.Entropy, s.Possible)
	}
	h, _ = wordle.Parse("crane=ggggg salet=bbbbb")
	_, err = wordle.Solve(context.Background(), h, wordle.Options{})
	fmt.Println(err)
	// Output:
	// courd 221 tree
	// courd: 7.0 answers left on average, 5.53 bits, could win: false
	// cornu: 6.0 answers left on average, 5.65 bits, could win: false
	// round: 6.4 answers left on average, 5.57 bits, could win: true
	// No answer fits row 2 (salet=bbbbb) together with the rows before it.
}

func ExampleGame() {
	d := wordle.Default()
	answer, _ := wordle.ParseWord("crane")
	g, _ := wordle.NewGame(d, answer, true)
	for _, w := range []string{"trace", "brine", "grace", "crane"} {
		if _, err := g.Guess(d, w); err != nil {
			fmt.Println(err)
		}
	}
	fmt.Println("Wordle", g.Score())
	fmt.Println(g.Grid(false, false))
	// Output:
	// In hard mode, letter 3 of brine must be the green A.
	// Wordle 3/6*
	// ⬛🟩🟩🟨🟩
	// ⬛🟩🟩🟨🟩
	// 🟩🟩🟩🟩🟩
}

func ExampleDaily() {
	day := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	a := wordle.Daily(wordle.Default(), day, []byte("secret"))
	b := wordle.Daily(wordle.Default(), day.Add(23*time.Hour), []byte("secret"))
	fmt.Println(a == b, wordle.Default().IsAnswer(a))
	// Output: true true
}
