// Package bolt is the persistent embedded storage backend: every key in one file on this machine, for a
// kibitz that runs as one process without Redis (cmd/kibitz opens it at KIBITZ_DATA, see
// docs/contract.md §2). It passes the storagetest conformance suite, like storage/redis and
// storage/memory.
//
// # What it keeps
//
// Everything a kibitz stores (games in progress, Wordle sessions, results and streaks, the daily secret,
// the claims of interaction ids, Nim's index of turn deadlines), each key with its value, its expiry time
// (absolute, so a key's deadline holds across restarts) and a version, in go.etcd.io/bbolt's single-file
// B+tree. A key may hold a sorted set instead of a value, as in Redis (storage.Store's ZAdd, ZIncrBy, ...):
// a nested bucket of members and scores, with a second bucket of the members in score order, so that a
// range by score or a leaderboard's top is a walk over what it returns (zset.go). The layout is in
// bolt.go; its "meta" bucket names the format, so that a later layout, or another program's bbolt file,
// is refused at Open instead of misread. Format 2 added sorted sets; Open converts a format 1 file (it
// adds their bucket), after which a build that reads only format 1 refuses the file.
//
// # Why bbolt
//
// It is one file and pure Go (kibitz's static build stays static), a few thousand lines with one
// dependency (golang.org/x/sys), kept by the etcd maintainers, and it has what the Store contract
// needs without anything built on top: serializable transactions with one writer at a time (Claim's
// check-and-set, Update's compare-and-set and each sorted-set operation, ZIncrBy's read and write
// included, are one transaction each, so that no increment is lost), and a commit that returns only
// once the data is synced to disk, with copy-on-write pages, so a crash at any moment leaves the last
// committed state. The alternatives weighed: SQLite needs cgo (mattn/go-sqlite3) or a large translated
// library (modernc.org/sqlite), and SQL for a key-value map; Badger and Pebble are log-structured stores
// made for write volumes far above a Discord bot's, which keep a folder of files and compact them in the
// background; a file of kibitz's own (an append log, or JSON rewritten) would need its own crash safety,
// the hard part.
//
// # Expiry
//
// As in Redis and the memory store: a key whose time to live has run out reads as missing at once
// (lazily: Get, Update and Claim compare its deadline with the clock), and a sweep deletes the expired
// keys from the file every minute (and once at Open), following an index of deadlines so that it reads
// only what it deletes. A value's time to live is set by each write (0: none), like the memory store's; a
// sorted set's by Expire, which its writes keep, as Redis does.
//
// # Costs
//
// Every write (Update, Claim, Delete, the sorted sets' ZAdd, ZIncrBy, ZRem, Expire) is a bbolt
// transaction, whose commit syncs the file twice (the pages, then the meta page): that is most of its
// cost, and it depends on the disk. Writes are committed in groups (see commit in commit.go): a write that
// comes while another commit is syncing waits for it and then shares the next commit with every other
// write that came meanwhile. Reads are read transactions on the memory-mapped file and do not wait for
// writes (except for a moment when a growing file is mapped anew).
//
// Measured with the benchmarks in bench_test.go on the 2-core development machine (ext4 on a virtual
// disk) while other work ran beside it: medians of 5 runs of 2 s, in two series, at a load average of
// about 6 and then about 10 (2 cores), which moves the figures more than anything in this package:
//
//	                                                 load 6                      load 10
//	Update, one after another (a game move)          p50 0.49 ms, p99 11 ms      p50 1.7 ms, p99 24 ms
//	Claim of a fresh key (each interaction's)        p50 0.57 ms                 p50 1.7 ms
//	Update from 16 goroutines, different keys        3,200/s, p50 3.8 ms         2,100/s, p50 5.8 ms
//	Get                                              1.9 µs                      4.0 µs
//
// and, in a third series at a load average of about 10 (3 runs): ZIncrBy of one of 1,000 members of a set
// (a leaderboard's point) p50 0.55 ms, p99 8 ms, beside Update's p50 0.47 ms in the same runs; ZRevRange
// of the top ten of 10,000 members 4.0 µs.
//
// The p99 is the disk's: a sync that waits behind other writes on the machine. Grouping the commits is
// what the parallel figure owes most to: the same benchmark with a commit for each write, run in turns
// with the grouped one (3 runs each, medians), made 360 updates/s (p50 39 ms) against 2,400/s (p50
// 5.7 ms). A kibitz interaction writes twice (its claim, then the game), so one file serves some hundreds
// of interactions a second; beyond that, or for more than one process, use Redis.
//
// Other costs: one process at a time can open the file (bbolt locks it; Open waits LockTimeout, then
// fails naming the file); the file does not shrink while kibitz runs (pages freed by deletions are reused,
// not returned to the file system), so it keeps the size of its busiest day until `kibitz compact`
// (Compact, compact.go) rewrites it, kibitz stopped (docs/contract.md §6); and the whole file is mapped
// into memory, which for a bot's games is a few megabytes.
package bolt
