package sudoku

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"
	"time"
)

func TestGenerate(t *testing.T) {
	for _, d := range []Difficulty{Easy, Medium, Hard, Expert} {
		t.Run(d.String(), func(t *testing.T) {
			for seed := range uint64(3) {
				p, err := Generate(context.Background(), GenerateOptions{Difficulty: d, Seed: seed})
				if err != nil {
					t.Fatalf("Generate(%v, seed %d): %v", d, seed, err)
				}
				if !p.Solution.IsSolutionOf(&p.Givens) || p.Difficulty != d {
					t.Fatalf("Generate(%v, seed %d) = %v", d, seed, p)
				}
				if n, _ := Count(context.Background(), p.Givens, 2); n != 1 {
					t.Fatalf("Generate(%v, seed %d): %d solutions", d, seed, n)
				}
				if r := rate(&p.Givens); r.Difficulty != d {
					t.Fatalf("Generate(%v, seed %d) rates %v", d, seed, r.Difficulty)
				}
				again, _ := Generate(context.Background(), GenerateOptions{Difficulty: d, Seed: seed})
				if again != p {
					t.Fatalf("Generate(%v, seed %d) is not reproducible", d, seed)
				}
				if d == Easy && p.Givens.Givens() < easyGivens {
					t.Errorf("easy puzzle with %d givens", p.Givens.Givens())
				}
			}
		})
	}
}

func TestGenerateSizes(t *testing.T) {
	p, err := Generate(context.Background(), GenerateOptions{Size: 4, Seed: 1, Difficulty: Easy})
	if err != nil || p.Givens.Size() != 4 || !p.Solution.IsSolutionOf(&p.Givens) {
		t.Errorf("Generate(4x4) = %v, %v", p, err)
	}
	// A deadline already past: Generate must give up at once, with the context's error.
	ctx, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	if _, err := Generate(ctx, GenerateOptions{Size: 16}); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Generate past the deadline = %v, want DeadlineExceeded", err)
	}
	if _, err := Generate(context.Background(), GenerateOptions{Size: 10}); err == nil {
		t.Error("Generate(10x10) = nil error")
	}
	if _, err := Generate(context.Background(), GenerateOptions{Difficulty: 9}); err == nil {
		t.Error("Generate(difficulty 9) = nil error")
	}
}

// TestRandomGridRestarts: the random diagonal that PCG(78, 7) draws first for a 25x25 grid takes
// dancing links (the generator's solver for that size) more than 5,000,000 nodes to complete (measured; the test checks a tenth of that);
// randomGrid must give up on it after its budget and complete another one instead of searching for
// minutes.
func TestRandomGridRestarts(t *testing.T) {
	var s Solver
	empty, _ := NewGrid(25)
	g := randomDiagonal(empty, 5, rand.New(rand.NewPCG(78, 7))) // randomGrid's first diagonal
	const hard = 10 * completionNodes
	if _, _, err := s.solve(context.Background(), &g, Options{MaxWork: hard, Method: generateMethod(25)}, 1, nil); !errors.Is(err, ErrBudget) {
		t.Fatalf("the first diagonal of PCG(78, 7) completes within %d nodes (%v); the test needs a hard one", hard, err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	sol, err := s.randomGrid(ctx, empty, rand.New(rand.NewPCG(78, 7)))
	if err != nil {
		t.Fatalf("randomGrid: %v", err)
	}
	if !sol.Complete() || sol.Validate() != nil {
		t.Fatalf("randomGrid = %s, not a full valid grid", sol)
	}
}

func TestGenerate16(t *testing.T) {
	if testing.Short() {
		t.Skip("a 16x16 puzzle takes a second or so")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	p, err := Generate(ctx, GenerateOptions{Size: 16, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if p.Givens.Size() != 16 || !p.Solution.IsSolutionOf(&p.Givens) || p.Difficulty == 0 {
		t.Fatalf("Generate(16x16) = %v", p)
	}
}

func TestPuzzleText(t *testing.T) {
	p, err := Generate(context.Background(), GenerateOptions{Difficulty: Medium, Seed: 42})
	if err != nil {
		t.Fatal(err)
	}
	text, _ := p.MarshalText()
	var q Puzzle
	if err := q.UnmarshalText(text); err != nil || q != p {
		t.Fatalf("UnmarshalText(%s) = %v, %v; want %v", text, q, err, p)
	}
	bad := []string{
		"medium:" + p.Givens.String(),
		"nightmare:" + p.Givens.String() + ":" + p.Solution.String(),
		"medium:" + p.Givens.String() + ":" + p.Givens.String(),
		"medium:xyz:" + p.Solution.String(),
	}
	for _, b := range bad {
		if err := q.UnmarshalText([]byte(b)); err == nil {
			t.Errorf("UnmarshalText(%q) = nil error", b)
		}
	}
}

// BenchmarkGenerate reports the time to make one 9x9 puzzle of each difficulty.
func BenchmarkGenerate(b *testing.B) {
	for _, d := range []Difficulty{Easy, Medium, Hard, Expert} {
		b.Run(d.String(), func(b *testing.B) {
			seed := uint64(0)
			for b.Loop() {
				seed++
				if _, err := Generate(context.Background(), GenerateOptions{Difficulty: d, Seed: seed}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/puzzle")
		})
	}
}
