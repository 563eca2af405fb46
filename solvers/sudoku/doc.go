// Package sudoku parses, solves, counts, grades and generates Sudoku puzzles of sizes 4x4, 9x9,
// 16x16 and 25x25, and gives hints a person can follow.
//
// # Input
//
// Parse reads the one-line form of docs/contract.md §4 (81 cells for 9x9 with blanks '.', '0' or '_';
// 16 for 4x4 with 1-4; 256 for 16x16 with 1-9A-G; 625 for 25x25 with A-Y) and grids pasted on several
// lines with spaces, pipes, dashes, plus signs or box-drawing characters between cells. A mistake is
// an *InputError with a Code and the fields to word it (CodeDuplicateInRow, Row 3, Digit 7), which
// the game's message catalogue, commands/sudoku/messages.go, makes into "Row 3 has two 7s."; see the
// Code constants for which fields each fills. Grid.String is the canonical one-line form; Grid.Pretty
// the boxed one; both parse back.
//
// # Solving
//
// Solve, Count and the reusable Solver pick a solver by size (Options.Method overrides):
//
//   - 9x9 grids go to a bitboard solver after Zhou Yundong's band representation (JCZSolve, by
//     zhouyundong_2012, champagne and JasonLion on the enjoysudoku forum, 2012-2014; the same idea
//     under Emerentius's Rust port and GPenet's SK_BFORCE2). For every digit and band of three rows,
//     a 27-bit mask holds the cells where the digit may go. A band's update works on the 3x3 pattern
//     of its non-empty minirows: the digit must take one minirow per row and per box, i.e. one of six
//     row-to-box permutations, so minirows on no fitting permutation go at once (pointing and claiming
//     inside the band, by one table lookup), a box left with one column claims that column in the
//     other two bands, and a minirow on every permutation in a box with one column left settles its
//     cell, which then leaves the other digits' masks. A pass over the cells in bit-parallel counters
//     finds cells with no candidate (a contradiction), one (placed) or two (kept for guessing). When
//     both rest, the columns get what the band update cannot see (claim): a column must hold each
//     digit, and a digit whose cells in a column all lie in one band is confined to that column in
//     that band's box. When nothing more follows, the solver guesses in a cell with two candidates
//     (almost always there is one): of the first eight, the one with the most unsolved cells in its
//     row, box and column, whose guess has the most to propagate to; failing that, the cell with the
//     fewest candidates among each band's first unsolved cell. A board is 248 bytes; the boards of the
//     search live in a fixed stack inside the Solver. The givens are loaded a digit at a time.
//     The tables (tables.go) are derived at init from the permutation rule rather than typed in.
//   - 4x4, 16x16 and 25x25 grids go to the propagation solver (propagate.go): a candidate mask per
//     cell; at each node naked singles, hidden singles and locked candidates (pointing and claiming)
//     to a fixed point, then a guess in the first cell with the fewest candidates. A run that passes
//     its node budget (1,024 nodes, doubled at each restart) is cut and the search starts over with
//     the ties among those cells, and the order of the digits, drawn at random (a fixed seed per run,
//     so an answer repeats); every run is a complete search, so the run that ends gives the answer.
//   - Algorithm X with dancing links (package dlx) on the exact cover encoding, 4n² items and n³
//     options, takes every size on request (Options.Method) and makes the large sizes' puzzles in
//     Generate, whose node budgets were set with it. The matrix is built once per size, cloned into a
//     Solver, and reused: the givens are selected, the search runs, the matrix is reset by one copy.
//
// Solving reports Stats (guesses; nodes, and dancing-links updates), stops after Options.Limit
// solutions (2 tells unique from several; Diff gives the cells where two solutions differ), honours a
// work budget (Options.MaxWork, ErrBudget) and the context (use a deadline for 16x16 and 25x25: an
// empty 25x25 grid solves in a few milliseconds, but a sparse puzzle may search long).
//
// Large grids were on dancing links until an audit found sparse 25x25 puzzles it gave up on
// (testdata/sparse25.txt). Covering an item is a naked or hidden single, so its search propagates as
// far as singles do and branches on the most constrained item; the trouble is the heavy tail of such
// a search on a sparse large grid: which of the tied items it branches on first decides between
// hundreds of nodes and more than 50 million. On the audit's 210-given puzzle (two solutions),
// dancing links passed 51,000,000 nodes in 20 s; breaking its ties toward the first item instead of
// the last took 551,598 nodes, and the auditor's singles-and-MRV solver 147 (it hit its own 30 s
// limit on 9 of the audit's 18 grids). Locked candidates and restarts answer what luck did: on the
// 42 sparse 25x25 grids of the audit (2 to 80 givens removed from generated puzzles), counting to 2
// with 10 s each, dancing links answered 23 and the propagation solver 36; the 210-given puzzle takes
// 4,956 nodes (0.08 s as a whole `kibitz solve sudoku --count`, which gave up after 20,000,000 nodes,
// 27 s, before), the 288-given one (exactly two solutions) 250 nodes (0.02 s; gave up before), the
// unique 291-given one 490. 16x16: 30 puzzles of Generate, counted as a whole process, 0.091 s
// before and after (start-up is most of it). 9x9 keeps the bitboard solver: `kibitz solve sudoku`
// on 17_clue 0.072 s before and 0.063 s after, forum_hardest 0.633 and 0.631 s (medians of 3, the
// same output byte for byte).
//
// # Measured
//
// One core of the development machine (AMD EPYC, two cores shared with other work). First solution of
// every puzzle in the shared datasets, puzzles per CPU second (guesses or nodes per puzzle); the
// bitboard column is from the interleaved comparison described below (median of 9 rounds, the small
// sets repeated to 60,000 puzzles a round), the dancing links one from medians of 5 runs of
// `go test -bench DLX -benchtime 1x -count 5`:
//
//	                        bitboard             dancing links
//	17_clue (49,158)        684,000  (0.62)      56,500  (95)
//	forum_hardest (48,766)   51,400  (46.7)       3,860  (1,747)
//	serg (10,000)           595,000  (5.15)      95,500  (49.8)
//	top1465 (1,465)         247,000  (7.60)      14,000  (422)
//
// (median of 7 rounds, serg repeated 6 times and top1465 40 times a round). Before the claims
// threshold, the first masks of the update, placePair and the load's single check (below) the same
// comparison gave 684,000 (0.54), 46,900 (43.1), 514,000 (5.14) and 224,000 (7.27).
//
// Before the paired comparison, the one-load tables and pickPair's single popcount (below), the same
// comparison gave 586,000, 41,000, 458,000 and 191,000: +16%, +14%, +14% and +17%, with the same
// guesses and the same solutions. Before the column claims, the guess choice, the load and the dirty
// mask of the update (below) the benchmarks gave 352,000 (1.43), 21,400 (80.2), 412,000 (5.80) and
// 100,500 (13.2). Counting up to two solutions (BenchmarkCount, the uniqueness test
// of the generator) went from 305,000 to 512,000 17-clue puzzles/s (wall clock) before those last
// three changes. The dancing links column is from before, not measured again.
//
// Against tdoku (SIMD C++, DPLL with triads), whole process, one puzzle a line in and one solution a
// line out (the smaller sets repeated so that start-up is a small part), the ratio of times
// tdoku/kibitz on 17_clue, forum_hardest, serg and top1465 went from 1.21, 0.68, 0.88 and 0.74 (one
// solver on one core) to 1.67, 1.14, 0.82 and 1.21 in wall-clock time (medians of 3 runs, each the
// best of 3; the machine's load average was 5-7 on its two cores, so whether Batch's second worker
// found a free core decided much: single runs ranged from 1.58 to 1.77, 1.10 to 1.99, 0.63 to 1.08 and
// 1.17 to 2.12). In CPU time, kibitz on one core (GOMAXPROCS=1) against tdoku: 1.69, 1.01, 0.78 and
// 1.12. serg, with many quick puzzles of many solutions each, is where one core still trails.
// After the paired comparison, the one-load tables and pickPair's single popcount, the same CPU
// times (user and system, medians of 5 interleaved runs of tdoku, this kibitz and the one before)
// give 1.93, 1.24, 0.88 and 1.24, against 1.71, 1.08, 0.79 and 1.08 for the one before, with the
// same output byte for byte; serg still trails on one core. One wall-clock run of the script gave
// 3.57, 2.39, 1.74 and 0.81, which says more about the load on the machine than about either solver.
// With the claims threshold, the first masks of the update, placePair, the load's single check and
// the eight-cells-at-a-time formatting (below), CPU time on one core (medians of 5 interleaved runs of
// tdoku, this kibitz and the one before): 2.14, 1.26, 1.03 and 1.41, against 2.00, 1.19, 0.88 and 1.21
// for the one before; serg by perf stat's task-clock (5 runs, twice): tdoku 553-571 ms, kibitz 520-531
// ms (1.07), the one before 610-619 ms. serg's puzzles with several solutions may now get another
// first solution than before (any is right; the output stays the same from run to run). The whole
// process as `kibitz solve sudoku` runs it (on both cores), on a quiet machine, medians of 3 runs of the
// comparison: 3.97, 2.56, 2.03 and 2.63 times tdoku's speed.
//
// What was tried, with the numbers. Alternatives were compared in the same process, interleaved, by
// CPU time, median of 9 rounds, unless said otherwise:
//
//   - Where serg's time goes, as a whole process on one core (perf): the band update 53%, the search
//     (copies, the digits of the guessed cell, writing the solution) 9%, pickPair 8%, claim 7%, load
//     7%, singles 7%, formatting the answers 3%, parsing 1%; start-up (package initialisers, a few
//     milliseconds) and reading are too small to matter. A serg puzzle takes 39.5 passes of the update
//     over 90 changed subbands, 7.7 singles passes and 5.2 claims: the per-pass cost counted more than
//     the per-subband one.
//   - The update's mask of changed subbands compared 27 pairs of words; reading cand and prev as 14
//     64-bit words, two subbands a word, and adding allBand to each half of the difference (a carry
//     into bit 27 marks a change) gives the mask in a third of the instructions: +8-9% on every set
//     (kept; cand and prev get a 28th word, always 0, so a board is 248 bytes).
//   - The update read keep and locked, colKeep and colSingle, then the settled minirows' cells from a
//     third table: one 64-bit table per index (keep and the locked cells, colKeep and the cells of the
//     boxes with one column left) takes a dependent load off each subband; with the settled cells
//     cleared by nine unrolled writes: +3-6% on every set (kept).
//   - pickPair counted a cell's unsolved peers with two popcounts and tables needing bounds checks;
//     one popcount over a 64-bit word (the row and box in one half, the column's cells of both other
//     bands, one shifted by a bit, in the other) and tables of 32: +4% on serg, even elsewhere (kept).
//     Finding the guessed cell's two digits without a branch (a bit per digit, then two trailing
//     zero counts) instead of the loop that stops at the second: -8% on serg (rejected).
//   - Claims only on boards with at least 36 unsolved cells: +5% on serg and 17_clue, even on
//     forum_hardest (44.1 guesses instead of 43.1) and top1465; at 42, -2% on those two; at 24 serg
//     gains nothing; no claims at all: serg +5%, forum_hardest -8%, top1465 -4%. Rejected all the
//     same at first, since serg's puzzles, which have many solutions, then get another first solution.
//     Kept once `kibitz solve sudoku` was allowed to print any valid solution of such a puzzle (still
//     the same one run after run): measured again, +5.2% on serg, even on the other three sets. After
//     the changes below, against 36: 30 even everywhere; 40 serg +1.4%, forum_hardest -1.7%; 44 serg
//     +3.6%, forum_hardest -1.8% (46.7 guesses), 17_clue -0.7%; 48 serg +3.9%, forum_hardest -4.7%.
//     44 kept: serg was the set behind tdoku, forum_hardest has room.
//   - The update's first pass computed its mask of changed subbands like the others, though the
//     caller knew it: the load (all 27), a guess, singles (the subbands it placed in) and the claims
//     (the digits' subbands) now pass it: +3-4% on serg, forum_hardest and top1465 from the load and
//     the guesses, +1-2% more on every set from singles and the claims (kept).
//   - A guess in a cell with two candidates (placePair) clears, besides the digit's row and box in the
//     band, the cell from the other digit and the column from the digit's other two bands, so the
//     update starts from four subbands instead of finding three of them a pass later: +3% on serg and
//     top1465, +5.5% on forum_hardest, +1.4% on 17_clue, the same guesses (kept). The same for a naked
//     single placed by singles (its column in the other bands): +0.3-0.6% on every set (kept).
//   - The load checked a digit's givens with seven branches (columns, then rows and boxes per band);
//     one sum of popcounts (each given needs a column, a row and a box of its own) compared with three
//     times the givens: +4.2% on 17_clue, +1.6% on serg, +2.8% on top1465 (kept). Finding the
//     blanks eight cells at a time (a byte trick and a multiply) and walking only the givens: even
//     (rejected).
//   - Fewer update passes by adding, during a pass, the subbands it changes ahead of the current one
//     (each change tested without a branch): serg from 39.4 passes to 29.1 (the same subbands), but
//     21-40% slower on every set: the mask feeds the loop, so a subband's work waits for the one
//     before instead of overlapping with it (rejected; only the siblings: 36.1 passes, not tried in
//     time). Reading the column masks from the subband before the permutation mask (a shorter chain
//     of loads), revisiting it when the permutation removed cells: serg +3.4%, 17_clue -8.5%,
//     forum_hardest -3.7%; without the revisit, weaker deductions: 17_clue -33% (both rejected).
//     Placing singles without a branch (each digit's mask kept or cut by the cell's bit): even
//     (rejected).
//   - Column claims (claim, once the band update and the singles rest): guesses on forum_hardest from
//     80 to 69 and top1465 from 13.2 to 11.4; +6% on 17_clue and forum_hardest, +1% on top1465, serg
//     even (interleaved, CPU time, median of 3; kept). Run inside the band update, for the digit of
//     each subband that changed, the same rule found the same guesses but cost 15% on serg (rejected),
//     and hidden singles in columns on top of the claims found nothing more (same guesses) and cost
//     5-20% (rejected).
//   - Guess choice, among the cells with two candidates: the first (before), the band with the most
//     such cells (59.7 guesses on forum_hardest), the cell whose two digits have the fewest (73.8) or
//     most (58.7) cells in the band, the most such cells in its row and box (55.6) or row, box and
//     column (52.7), and the most unsolved cells in its row, box and column (43.4; top1465 6.9). The
//     last is kept, but comparing every such cell cost 17% on serg (its puzzles have many): the first
//     eight give 44.4 and 7.3 guesses, +27% on forum_hardest, +20% on top1465, +4% on 17_clue and
//     -5% on serg; the first four 51.4 and 8.6; the first sixteen no better than eight. Trying first
//     the digit with more cells left in the band: guesses 5.6 to 5.1 on serg (+3-5%), 44.4 to 43.1 on
//     forum_hardest, even in time elsewhere (kept, after the dirty mask below); fewer cells first
//     made serg take 8.0 (rejected).
//   - Loading the givens a digit at a time instead of a given at a time: +8% on serg, whose puzzles
//     are many and quick, even elsewhere (kept). Settled cells from the minirows in one lookup instead
//     of two: +2-4% (kept). Clearing settled cells only when one is new is still slower (3-7%), and a
//     conditional move instead of the comparison in pickPair gained nothing (both rejected). Skipping
//     a changed subband whose minirow pattern and columns stay the same (a key of both kept per
//     subband): -6% on 17_clue, -4% on forum_hardest, +3% on top1465 (rejected).
//   - The band update's pass looked at each subband and skipped those equal to what it last spread,
//     a branch that mispredicted often; a mask of the changed subbands, made without a branch and
//     walked bit by bit, is +20% on 17_clue, +10% on forum_hardest, +5% on top1465 and -3% on serg
//     (kept). Keeping the mask exact as the pass goes (a branchless test per write, no second look)
//     was slower than both (rejected); so was claim without its branch (even, rejected).
//   - The load read each band's 27 cells into one entry per digit: the blanks, all in one entry,
//     made a chain of dependent writes. The three bands side by side, each cell's bit into one of
//     two halves: +10% on 17_clue, +8% on serg, +10-15% on forum_hardest and top1465 (kept).
//   - Batch on two cores: the lines go in jobs (up to 1,024 lines, or whatever one read of the input
//     brought, so that a person typing grids gets each answer at once) to one worker per core, each
//     with a Solver of its own, and the answers are written in input order: the output is the same
//     as one solver's, byte for byte (TestBatchParallel). forum_hardest as a process took 1.0 s
//     instead of 1.95 s when the other core was free (the same 1.9 CPU seconds), and no longer when
//     it was busy.
//   - Copying the board at each guess onto the Go stack let it escape to the heap (the search is
//     recursive): 240 bytes allocated per guess. A fixed stack of 82 boards in the Solver removed the
//     allocations: forum_hardest from 10,800 to 17,500 puzzles/s, 17_clue from 227,000 to 299,000
//     (consecutive runs).
//   - Clearing settled cells from the other digits every time rather than only when one is new: +14%
//     on 17_clue, +16% on forum_hardest, +2% on serg (kept).
//   - Hidden singles in columns before each guess (the band update finds those of rows and boxes but
//     not of columns): +4% on 17_clue, but -9% on forum_hardest and -18% on serg, the saved guesses
//     not paying for the scan (rejected).
//   - Guessing in the band with the most unsolved cells instead of the first band with a pair: -3%,
//     -3%, +4% (rejected).
//   - Masking the table index of the band update (s & 511) lets the compiler drop a bounds check;
//     disabling all bounds checks (-gcflags=-B) gained nothing measurable beyond that.
//   - Dancing links, restoring the givens: uncovering the 17-30 selected options one by one cost
//     10-14 µs a puzzle; copying a snapshot of the links back costs 5 µs (dlx.Matrix.Reset), and ending
//     the search with that copy instead of unwinding it level by level saved 13% more.
//   - Dancing links, item order: the MRV scan walks the item list and stops at the first forced item;
//     with the cell items last it meets one after 2,650 steps a 17-clue puzzle instead of 3,760, but
//     ties at length 2 then fall on digit items and forum_hardest grew from 1,777 to 2,245 nodes a
//     puzzle; breaking ties toward the last item (the cells) brought it to 1,747.
//   - Dancing links, code: the MRV scan in a function of its own, compiled to conditional moves
//     (+10% on 17_clue); uint32 links (no sign extension) with a side array giving each node's option
//     (reading a solution back used to walk to the next spacer): +10% on 17_clue and +7% on
//     forum_hardest (consecutive runs). uint32 links with a binary search for the option instead
//     were 3.5% slower on 17_clue. From the first working version to then, 17_clue went from about
//     30,000 to 42,800 puzzles/s and forum_hardest from about 2,200 to 2,660.
//   - Dancing links, inlining: Go 1.26 inlines a small MRV function into Search, where its loop spilled
//     to the stack and branched on every tie; marked go:noinline it is a function of its own again:
//     17_clue from 41,300 to 53,500 puzzles per CPU second, forum_hardest from 2,600 to 3,600,
//     top1465 from 9,050 to 12,700 (interleaved runs, median of 3).
//   - Dancing links, the MRV scan walks a bitmap of the active items instead of the rlink chain (same
//     items, same order, the same search node for node): +5% on 17_clue, +6% on forum_hardest, +7% on
//     top1465, and 16x16 and 25x25 puzzles, whose scans are long, generate 1.7 and 1.9 times as fast
//     (see package dlx). Both changes together took 17_clue from about 41,000 to 56,500 puzzles/s and
//     forum_hardest from about 2,500 to 3,860 on the same day.
//
// `kibitz solve sudoku` (Batch) parses each line into a Grid in place and formats into one buffer: no
// allocation per line. With more than one core (GOMAXPROCS), it answers the lines on one worker per
// core, in jobs of consecutive lines, and writes the answers in input order (parallel.go). The figures
// of this paragraph are from before, one solver on one core. Repeated givens are looked for only when
// the solver finds no solution (a grid with a solution repeats nothing), and digits are written
// through a table (a solved 9x9 grid eight cells at a time, each byte plus '0': about 1% of `kibitz
// solve sudoku` on serg, CPU time). In process, Batch over the 17-clue set runs at 340,000
// puzzles/s; as a process, `kibitz solve sudoku < 17_clue.txt` (the 49,158
// lines without comments) takes 0.16 s, 307,000 puzzles/s: 0.87 of the in-process solver benchmark.
// Measured again (medians of 5 and 21 runs): the whole file takes 0.16 s, 0.90 of the in-process
// Batch. What a whole process adds is fixed: the binary starts in 16 ms (a Go "hello world" in 5 ms;
// the difference is the 21 MB binary and the package initialisers of discordgo, net/http and x/text,
// of which this package's tables take 0.3 ms), so 5,000 lines (15 ms of solving) take 37 ms. The
// shared check's far lower figure (about 14,000-17,000/s for 5,000 lines) comes from the check itself:
// kcheck.solve runs `go build` before every run it times, 0.3-0.6 s even with everything cached (many
// seconds while files change); with the binary built once (KIBITZ_BIN) the same check reports
// 117,000/s.
//
// Batch gives each 4x4, 16x16 and 25x25 grid at most BatchOptions.MaxNodes nodes of search
// (--max-nodes, 1,000,000 by default: 20 s or so of a 25x25 grid; it was 20,000,000 nodes of dancing
// links, whose nodes cost about a twentieth) and prints an error line for a grid that needs more, so a
// sparse large grid cannot hang a run; 9x9 grids need no bound.
//
// # Techniques, hints and grades
//
// A logical solver (logic.go, techniques.go) works on pencil marks like a person, for any size:
// HiddenSingle (boxes first, then rows and columns), NakedSingle, Pointing and Claiming (locked
// candidates), naked and hidden pairs, triples and quads, X-Wing, Swordfish and Jellyfish, XY-Wing and
// XYZ-Wing. It always takes the easiest step that applies, in that order (the order of the Technique
// constants), so the hardest technique a solve needs grades the puzzle (Rate), and Rating.Hardest
// names it: "hidden single" when hidden singles alone solve the puzzle, "naked single" when a naked
// single was the only way on at some point.
//
// Hidden singles count as the easier single. A person finds one by cross-hatching a box, the first
// thing most solvers do and the way one scans without pencil marks; a naked single means checking
// one cell against the 20 cells it sees. Sudoku Explainer's ratings say the same (hidden single in a
// box 1.2, in a line 1.5, naked single 2.3). HoDoKu ranks them the other way round (it scores a naked
// single below a hidden single), as kibitz's list once did; but the stepper and the hints already
// looked for hidden singles first, in boxes first, so the list was made to agree with them rather than
// the reverse. That changed no step of any solve or hint, only which single counts as the harder, so
// no grade moved: over top1465 and the first 5,000 of 17_clue every grade, and every Hardest above
// Easy, came out as before; the Easy puzzles, all "hidden single" before, now split by whether a naked
// single was needed (619 of the 2,520 Easy 17-clue puzzles needed one).
//
//	Easy    singles only
//	Medium  locked candidates, naked or hidden pairs
//	Hard    triples, quads, X-Wing, XY-Wing, XYZ-Wing
//	Expert  Swordfish, Jellyfish, or more than these techniques (Rating.Stuck: chains and the like)
//
// Over 3,000 minimal puzzles made as Generate makes them, 67% came out Easy, 9% Medium, 4% Hard and
// 20% Expert (0.3% needing a triple, quad or X-Wing, 3.9% a wing, 20% more than these techniques).
// Putting X-Wing alone in Hard and the wings in Expert left Hard at 0.3%, too rare to generate on
// demand; the grouping above follows the usual teaching order and keeps every grade reachable.
//
// Hint returns the steps from a grid to its next placement: eliminations first when no single is
// available, only those the single depends on (the stepper takes the easiest step anywhere; needed
// keeps the ones whose eliminations lie in a later kept step's cells, or in its units with its
// digits), then the single (Technique, Cell, Digit, the Units it looks at: "cell r4c7 can only be
// 5"). When no technique applies, the last step is a Reveal of the solution's digit in the blank cell
// with the fewest candidates, after every elimination made. HintAfter goes on from the candidates
// earlier hints removed, so a chain of hints never announces an elimination twice. A test runs the
// techniques over generated puzzles and the top-1465 list
// and checks that no step ever contradicts the solution. Hint first finds the solution, proving it
// unique; HintTowards takes it from a caller who knows it (a generated puzzle's), which on 16x16 and
// 25x25 grids is nearly all of a hint's time.
//
// # Generating
//
// Generate fills a random grid (the diagonal boxes get random permutations, the solver completes it,
// random row, column, band and stack permutations and a transposition spread the result), removes
// givens in pairs symmetric about the centre while the solution stays unique, rates the result and
// tries again until the grade matches, up to GenerateOptions.MaxAttempts (250 by default; Hard, the
// rarest grade, fails that budget about once in 25,000 calls). Easy puzzles get givens back from the
// solution up to 36. The seed makes the puzzle reproducible; Puzzle's text form
// "difficulty:givens:solution" stores and restores a game. 9x9 times over 300 seeds per grade (median,
// 95th percentile, worst): easy 0.16, 1.1, 4 ms; medium 1.1, 4.5, 8 ms; hard 2.8, 10, 20 ms; expert
// 0.6, 2.3, 4 ms. Large puzzles are made with Difficulty 0 (the first one made, whatever its grade,
// nearly always Expert) and a deadline: a 16x16 takes about 0.2 s (100 givens), a 25x25 about 2.5 s
// (296 givens). Their uniqueness checks have a work budget, and a check that runs out keeps the
// given, so they keep more givens than a minimal puzzle would. With the faster MRV scan of package dlx
// the same puzzles take 0.075 and 1.2 CPU seconds (0.127 and 2.34 before, measured the same way).
// Completing a random 25x25 diagonal has a heavy tail (one in 60 took more than 3,000,000 nodes, minutes
// of search), so randomGrid gives a completion 20,000 nodes and then starts from another diagonal.
package sudoku
