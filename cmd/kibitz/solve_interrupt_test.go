package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"kibitz/internal/testenv"
)

// hard25 is a 25x25 grid whose search takes more than 10 s: a generated puzzle with givens removed
// (285 left), the puzzle of solvers/sudoku/testdata/hard25.txt, which neither dancing links nor the
// propagation solver answers in that time.
const hard25 = "..GHR.D...I.SX..F..U..MLE.K...N...XG.Y...M..CSRV.O...SUY..GWB..F.L.....H...WL.T.M..FKE.P.A..Y.HNG..BC....SI.V..OQ.MT.DG..P.U." +
	"I.N..R.M.....W.AH.SV.FE.P.UTRO...SGV...F.NM.XIY.C..C.GQ.HX.J..RM.DE...LO.VN........O.Q...Y...F....A.A..ESI.YB..CHN.QJT...X.M." +
	"..AOG.B.QE.F..S.P..DU.....MK..O..JRAH.....F..D.BE.......CPU..WKL..VBE.......IY.J........EUWX..G..OH.....EH..X.C..O.KU.I.FJW.." +
	".Y.PF..CDI.REU..TS.BQM..L.O....R...X...T.Y........RA.ML...TQ.PC..G.VJ.OI.Y..S.CKP.LN.Y...HUI..QVDJR.T.HI.UJ.YO.A.....N.M..G.F" +
	".R.XH.SB..N.MI....QE....UB..YMQ.A..U.F.JXO..W.E.NI...W.....H.Q....B..STV...J.QFID..K...O.EM...A...X.OGL..W..M..YT.R...D.PBS.."

const (
	easy81    = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	easy81Sol = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)

// TestSolveInterrupted: a `kibitz solve` whose context has ended (Ctrl-C) exits with status 130 and prints
// nothing more, whatever the kind and wherever it was: before the first case, in the analysis of a move
// set, in the middle of a search. The other commands keep their own answer to the signal.
func TestSolveInterrupted(t *testing.T) {
	if len(hard25) != 625 {
		t.Fatalf("hard25 has %d cells", len(hard25))
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, tc := range []struct {
		args []string
		in   string
	}{
		{[]string{"sudoku"}, easy81 + "\n"},
		{[]string{"knight"}, "8 1 1\n"},
		{[]string{"kpk"}, "Ke1 Pe2 ke8 w\n"},
		{[]string{"tictactoe"}, "X.O......\n"},
		{[]string{"nim"}, "1 2 3\n"},
		{[]string{"nim", "--moves", "2,1000000"}, "1 2 3\n"}, // a period search of a tenth of a second
		{[]string{"subtraction", "--moves", "2,1000000"}, "7\n"},
		{[]string{"divisor"}, "12\n"},
		{[]string{"dagame"}, "2 1\n1 2\n1\n1 1\n"},
		{[]string{"wordle"}, "-\n"},
		{[]string{"wordle", "--eval"}, ""},
		{[]string{"wordle", "--play", "eerie"}, ""},
	} {
		setenv(t)
		code, out, errOut := runKibitz(t, cancelled, tc.in, append([]string{"solve"}, tc.args...)...)
		if code != 130 || out != "" || errOut != "" {
			t.Errorf("kibitz solve %v, interrupted = %d, stdout %q, stderr %q; want 130 and nothing printed", tc.args, code, out, errOut)
		}
	}
	setenv(t)
	if code, out, _ := runKibitz(t, cancelled, "", "version"); code != 0 || out == "" {
		t.Errorf("kibitz version with its context ended = %d, %q; want 0 and the version", code, out)
	}
	if code, _, errOut := runKibitz(t, cancelled, "", "solve", "sudoku", "--fast"); code != 2 {
		t.Errorf("kibitz solve sudoku --fast with its context ended = %d, stderr %q; want 2 (the usage error)", code, errOut)
	}
}

// TestSolveInterruptedMidRun: the context ends in the middle of a long case; the run stops within a
// fraction of a second, with the answers given before it written out (they sit in the output buffer
// until then) and exit status 130.
func TestSolveInterruptedMidRun(t *testing.T) {
	answers, err := os.ReadFile(filepath.Join(sourceDir, "..", "..", "solvers", "wordle", "words", "answers.txt"))
	if err != nil {
		t.Fatal(err)
	}
	// All the answers but the first: replaced lists, so --eval searches every state (about 2 s) instead
	// of reading the embedded trees.
	words := strings.Fields(regexp.MustCompile(`(?m)^#.*$`).ReplaceAllString(string(answers), ""))
	list := writeList(t, "answers.txt", strings.Join(words[1:], "\n"))
	for _, tc := range []struct {
		name string
		args []string
		in   string
		want string
	}{
		{"sudoku search", []string{"sudoku", "--max-nodes", "0"},
			easy81 + "\n\n" + easy81 + "\n" + strings.Repeat(hard25+"\n", 3) + easy81 + "\n", easy81Sol + "\n" + easy81Sol + "\n"},
		{"wordle --eval", []string{"wordle", "--eval", "--answers", list}, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.args[0] == "wordle" && testenv.RaceEnabled {
				// Loading the lists and the feedback matrix, which no context stops (0.2 s, shared by
				// every later search), take seconds under the detector.
				t.Skip("the set-up of --eval is slow under -race")
			}
			setenv(t)
			ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
			defer cancel()
			code, out, errOut := runKibitz(t, ctx, tc.in, append([]string{"solve"}, tc.args...)...)
			// How soon it stops is measured by BenchmarkSolveStopsAfterInterrupt, not asserted: a loaded
			// machine stretches any bound. Stopping at all is asserted below: a run that went on would
			// have answered the cases after the cut (sudoku) or printed its figures (wordle --eval).
			dl, _ := ctx.Deadline()
			t.Logf("stopped %v after the context ended", time.Since(dl).Round(time.Millisecond))
			if code != 130 || out != tc.want || errOut != "" {
				t.Errorf("kibitz solve %v, interrupted = %d, stdout %q, stderr %q; want 130 and stdout %q", tc.args, code, out, errOut, tc.want)
			}
		})
	}
}

// TestSolveCtrlC is the real thing: the built binary, a run of knight's tours that would take half a
// minute, and SIGINT once the first tour has come out. kibitz must die by SIGINT (a shell reports 130)
// long before the run would have ended, having printed every tour it started in full, and no more than
// those. (How soon: BenchmarkSolveStopsAfterInterrupt.)
func TestSolveCtrlC(t *testing.T) {
	bin := buildKibitz(t)
	dir := t.TempDir()
	const n, cases = 2000, 300 // a 2000 x 2000 tour is 35 MB of text and takes about 0.1 s
	input := filepath.Join(dir, "input.txt")
	if err := os.WriteFile(input, []byte(strings.Repeat("2000 1 1\n", cases)), 0o644); err != nil {
		t.Fatal(err)
	}
	stdin, err := os.Open(input)
	if err != nil {
		t.Fatal(err)
	}
	defer stdin.Close()
	setenv(t)
	cmd := exec.Command(bin, "solve", "knight")
	cmd.Stdin = stdin
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()

	// Read the tours as they come, keeping of each only how many squares it has.
	var mu sync.Mutex
	var squares []int // of the whole lines so far
	var partial int   // bytes after the last newline
	first := make(chan struct{})
	eof := make(chan error, 1)
	go func() {
		r := bufio.NewReaderSize(stdout, 1<<20)
		fields := 1
		for {
			chunk, err := r.ReadSlice('\n')
			fields += bytes.Count(chunk, []byte(" "))
			mu.Lock()
			partial += len(chunk)
			if len(chunk) > 0 && chunk[len(chunk)-1] == '\n' {
				squares = append(squares, fields)
				fields, partial = 1, 0
				if len(squares) == 1 {
					close(first)
				}
			}
			mu.Unlock()
			if err != nil && !errors.Is(err, bufio.ErrBufferFull) {
				eof <- err
				return
			}
		}
	}()
	select {
	case <-first:
	case err := <-eof:
		t.Fatalf("kibitz solve knight ended before its first tour: %v, stderr %q", err, stderr.String())
	case <-time.After(30 * time.Second):
		t.Fatal("no tour after 30 s")
	}
	mu.Lock()
	before := len(squares)
	mu.Unlock()
	sent := time.Now()
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-eof:
		if err != io.EOF {
			t.Errorf("reading stdout: %v", err)
		}
	case <-time.After(25 * time.Second):
		// The whole run takes about 30 s; still writing after 25 means the signal was not heard.
		t.Fatal("kibitz solve knight still writes 25 s after SIGINT")
	}
	err = cmd.Wait()
	stopped := time.Since(sent)
	if !diedBy(err, syscall.SIGINT) {
		t.Errorf("kibitz solve knight after SIGINT: %v, want death by SIGINT", err)
	}
	if stderr.Len() != 0 {
		t.Errorf("stderr %q, want nothing", stderr.String())
	}
	mu.Lock()
	defer mu.Unlock()
	if len(squares) < before || len(squares) >= cases || partial != 0 {
		t.Errorf("after SIGINT: %d whole tours and %d bytes of another; want at least the %d before the signal, fewer than %d, and no part of a line",
			len(squares), partial, before, cases)
	}
	for i, s := range squares {
		if s != n*n {
			t.Errorf("tour %d has %d squares, want %d", i+1, s, n*n)
		}
	}
	t.Logf("SIGINT after %d tours; kibitz stopped after %v with %d tours", before, stopped.Round(time.Millisecond), len(squares))
}

// buildKibitz builds kibitz for the tests that run the program itself, and returns its path; it skips
// the test without a go command, and under -race, whose build the run without it covers.
func buildKibitz(t *testing.T) string {
	t.Helper()
	if testenv.RaceEnabled {
		t.Skip("the binary under test is built without the race detector; the run without -race covers this test")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to build kibitz with")
	}
	bin := filepath.Join(t.TempDir(), "kibitz")
	build := exec.Command(goCmd, "build", "-o", bin, ".")
	build.Dir = sourceDir
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// diedBy reports whether err, a command's Wait, says the command died by sig.
func diedBy(err error, sig syscall.Signal) bool {
	var exit *exec.ExitError
	if !errors.As(err, &exit) {
		return false
	}
	ws, ok := exit.Sys().(syscall.WaitStatus)
	return ok && ws.Signaled() && ws.Signal() == sig
}

// TestSolveDiesBySignal: `kibitz solve` stopped by SIGINT or SIGTERM while it waits for input writes out
// the answers it gave, then dies by that signal, so that the shell sees it so (status 130 or 143) and a
// loop around it stops at Ctrl-C rather than going on with the next run.
func TestSolveDiesBySignal(t *testing.T) {
	bin := buildKibitz(t)
	setenv(t)
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		cmd := exec.Command(bin, "solve", "nim")
		in, err := cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		defer in.Close()
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		defer cmd.Process.Kill()
		io.WriteString(in, "3 4 5\n")
		answers := bufio.NewReader(out)
		if line, err := answers.ReadString('\n'); line != "win 1:2\n" || err != nil {
			t.Fatalf("%v: answer %q, %v; want win 1:2", sig, line, err)
		}
		// Now it waits for the next line.
		if err := cmd.Process.Signal(sig); err != nil {
			t.Fatal(err)
		}
		rest, _ := io.ReadAll(answers)
		if err := cmd.Wait(); !diedBy(err, sig) || len(rest) != 0 || stderr.Len() != 0 {
			t.Errorf("kibitz solve nim after %v: %v, then stdout %q, stderr %q; want death by %v and nothing more", sig, err, rest, stderr.String(), sig)
		}
	}
}

// TestSolveInterruptedStatus: the exit status of a run interrupted by a signal is 128 and the signal's
// number, as a shell reports a command that the signal killed; main dies by the signal itself.
func TestSolveInterruptedStatus(t *testing.T) {
	for _, tc := range []struct {
		cause error
		want  int
	}{
		{nil, 130}, // a context ended by no signal: as Ctrl-C
		{&caughtSignal{syscall.SIGINT}, 130},
		{&caughtSignal{syscall.SIGTERM}, 143},
	} {
		setenv(t)
		ctx, cancel := context.WithCancelCause(context.Background())
		cancel(tc.cause)
		if code, out, errOut := runKibitz(t, ctx, "1 2 3\n", "solve", "nim"); code != tc.want || out != "" || errOut != "" {
			t.Errorf("kibitz solve nim, ended by %v = %d, stdout %q, stderr %q; want %d and nothing printed", tc.cause, code, out, errOut, tc.want)
		}
	}
}

// BenchmarkSolveStopsAfterInterrupt measures how long `kibitz solve sudoku` takes to stop once its
// context ends in the middle of a long search (a 25x25 grid of several seconds): the target is well
// under a second (ms-late/op), which tests do not assert because a loaded machine stretches any bound.
func BenchmarkSolveStopsAfterInterrupt(b *testing.B) {
	setenv(b)
	var late time.Duration
	for b.Loop() {
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		code, _, _ := runKibitz(b, ctx, hard25+"\n", "solve", "sudoku", "--max-nodes", "0")
		dl, _ := ctx.Deadline()
		late += time.Since(dl)
		cancel()
		if code != 130 {
			b.Fatalf("exit status %d, want 130", code)
		}
	}
	b.ReportMetric(float64(late.Milliseconds())/float64(b.N), "ms-late/op")
}
