package wordle_test

import (
	"context"
	"errors"
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
	// a mistake is an *InputError: a code and the fields a sentence about it needs
	_, err = wordle.Parse("crane=gybbg slate=bbb")
	var ie *wordle.InputError
	if errors.As(err, &ie) {
		fmt.Println(ie.Code, ie.Row, ie.Text)
	}
	// Output:
	// crane=gybbg slate=bbbbg <nil>
	// feedback_length 2 bbb
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
	var ie *wordle.InputError
	if errors.As(err, &ie) {
		fmt.Println(ie.Code, ie.Row, ie.Word, ie.Feedback)
	}
	// Output:
	// courd 221 tree
	// courd: 7.0 answers left on average, 5.53 bits, could win: false
	// cornu: 6.0 answers left on average, 5.65 bits, could win: false
	// round: 6.4 answers left on average, 5.57 bits, could win: true
	// conflict 2 salet bbbbb
}

func ExampleGame() {
	d := wordle.Default()
	answer, _ := wordle.ParseWord("crane")
	g, _ := wordle.NewGame(d, answer, true)
	for _, w := range []string{"trace", "brine", "grace", "crane"} {
		var ie *wordle.InputError
		if _, err := g.Guess(d, w); errors.As(err, &ie) {
			fmt.Println(ie.Code, ie.Word, ie.Position, ie.Letter)
		}
	}
	fmt.Println("Wordle", g.Score())
	fmt.Println(g.Grid(false, false))
	// Output:
	// hard_green brine 3 a
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
