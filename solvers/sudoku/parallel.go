package sudoku

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"sync"

	"kibitz/internal/ctxread"
	"kibitz/solvers/internal/batch"
	"kibitz/solvers/internal/lines"
)

// jobLines bounds the cases of one job. A job also ends whenever the input has no more lines at hand
// (the reader is about to wait for more), and the answers are written out whenever no job waits to be
// written, so a person typing grids gets each answer at once.
const jobLines = 1024

// job is a run of consecutive cases, answered by one worker: its answers are written out in input
// order, so the output is the same, line for line, as one solver's.
type job struct {
	text []byte  // the cases, back to back
	ends []int   // where each case ends in text; -1 for a line too long to be a case
	long []error // the reasons for the lines too long, in order
	out  bytes.Buffer
	cut  bool // a case was cut short by the context: out holds the answers before it, and the run ends
	done chan struct{}
}

// runParallel is batch.Run with the cases answered by workers goroutines, each with an answer of its
// own from newAnswer, and the same rules: one line per case in order, "error: <reason>" for a case that
// fails, the run cut at the first case that the context ended, whose answer and all later ones are
// not written, and the same error returned.
func runParallel(ctx context.Context, in io.Reader, out io.Writer, maxLine, workers int, newAnswer func() batch.Answer) error {
	jobs := make(chan *job, workers)
	order := make(chan *job, 2*workers+2)
	free := make(chan *job, cap(order)+workers+1)
	quit := make(chan struct{}) // closed by the writer when a cut or a write error ends the run
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			work(ctx, jobs, newAnswer())
		}()
	}
	w := bufio.NewWriterSize(out, 64<<10)
	var werr error
	wrote := make(chan struct{})
	go func() {
		defer close(wrote)
		stopped := false
		for j := range order {
			<-j.done
			if !stopped {
				if _, err := w.Write(j.out.Bytes()); err != nil {
					werr = err
				} else if len(order) == 0 {
					// No job waits to be written: the reader may be waiting for input, and whoever
					// writes it for these answers (batch.Run flushes so too).
					werr = w.Flush()
				}
				if j.cut || werr != nil {
					stopped = true
					close(quit)
				}
			}
			free <- j
		}
	}()

	newJob := func() *job {
		select {
		case j := <-free:
			j.text, j.ends, j.long, j.cut = j.text[:0], j.ends[:0], j.long[:0], false
			return j
		default:
			return &job{done: make(chan struct{}, 1)}
		}
	}
	cur := newJob()
	dispatch := func() {
		if len(cur.ends) == 0 {
			return
		}
		order <- cur
		jobs <- cur
		cur = newJob()
	}
	// The scanner reads only when its buffered lines are used up, so that is when the cases gathered so
	// far go to a worker: dispatch before every read, which ctxread.New gives for a context that never
	// ends (WithoutCancel's; the reader inside gives up when ctx ends).
	sc := lines.NewScanner(ctxread.New(context.WithoutCancel(ctx), batch.Reader(ctx, in), func() error {
		dispatch()
		return nil
	}), maxLine)
scan:
	for sc.Scan() {
		select {
		case <-quit:
			break scan
		default:
		}
		if ctx.Err() != nil {
			break
		}
		if err := sc.Refused(); err != nil { // too long, or no text
			cur.ends = append(cur.ends, -1)
			cur.long = append(cur.long, err) // it names the line: made here, where lines are counted
		} else {
			line := bytes.TrimSpace(sc.Bytes())
			if len(line) == 0 {
				continue
			}
			cur.text = append(cur.text, line...)
			cur.ends = append(cur.ends, len(cur.text))
		}
		if len(cur.ends) >= jobLines {
			dispatch()
		}
	}
	dispatch()
	close(jobs)
	close(order)
	<-wrote
	wg.Wait()

	var why error
	switch {
	case ctx.Err() != nil:
		why = ctx.Err()
	case werr != nil:
		return fmt.Errorf("writing the answers: %w", werr)
	case sc.Err() != nil:
		why = fmt.Errorf("reading the cases: %w", sc.Err())
	}
	if err := w.Flush(); err != nil {
		return errors.Join(why, fmt.Errorf("writing the answers: %w", err))
	}
	return why
}

// work answers the jobs it receives, each case as batch.Run would, into the job's own buffer.
func work(ctx context.Context, jobs <-chan *job, answer batch.Answer) {
	bw := bufio.NewWriterSize(nil, 4096)
	for j := range jobs {
		j.out.Reset()
		bw.Reset(&j.out)
		start, long := 0, j.long
		for _, end := range j.ends {
			if ctx.Err() != nil {
				j.cut = true
				break
			}
			var err error
			if end < 0 {
				err, long = long[0], long[1:]
			} else {
				err = answer(ctx, j.text[start:end], bw)
				start = end
			}
			if err != nil {
				if ctx.Err() != nil {
					j.cut = true
					break
				}
				bw.WriteString("error: ")
				bw.WriteString(err.Error())
			}
			bw.WriteByte('\n')
		}
		bw.Flush() // into memory: no error
		j.done <- struct{}{}
	}
}
