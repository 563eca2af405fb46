package redis

import (
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"regexp"
	"strconv"
	"strings"

	goredis "github.com/redis/go-redis/v9"
)

// clientOptions is a parsed REDIS_URL: exactly one of its fields is set, for the kind of deployment the
// URL names.
type clientOptions struct {
	single   *goredis.Options
	cluster  *goredis.ClusterOptions
	failover *goredis.FailoverOptions // Sentinel
}

// newClient makes the client o describes.
func (o clientOptions) newClient() goredis.UniversalClient {
	switch {
	case o.cluster != nil:
		return goredis.NewClusterClient(o.cluster)
	case o.failover != nil:
		return goredis.NewFailoverClient(o.failover)
	}
	return goredis.NewClient(o.single)
}

// tlsConfig is the TLS configuration of whichever kind o is (nil without TLS).
func (o clientOptions) tlsConfig() *tls.Config {
	switch {
	case o.cluster != nil:
		return o.cluster.TLSConfig
	case o.failover != nil:
		return o.failover.TLSConfig
	}
	return o.single.TLSConfig
}

// The options kibitz reads itself, before go-redis's parsers see the URL (see parseURL).
const (
	optMaster           = "master"      // Sentinel: the master's name (go-redis's own name for it is master_name)
	optSkipVerify       = "skip_verify" // TLS: accept any server certificate
	optTLSServerName    = "tls_server_name"
	optTLSCAFile        = "tls_ca_file"
	optSentinelUser     = "sentinel_username"
	optSentinelPassword = "sentinel_password"
	optContextTimeout   = "context_timeout_enabled"
)

// parseURL reads REDIS_URL (see Open for its forms). go-redis's own parsers (ParseURL, ParseClusterURL,
// ParseFailoverURL) read the query options, so that every option go-redis knows for the kind of client
// works, by go-redis's name and rules (a duration is "2s", or a whole number of seconds), and an unknown
// one is an error naming it. kibitz's part is the comma-separated list of addresses, which it turns into
// go-redis's addr= options, and a few options go-redis does not read from a URL, or not for every kind:
// master, the TLS ones, the sentinels' credentials. Every client bounds its calls by their context's
// deadline (ContextTimeoutEnabled): without it go-redis waits out its own read timeout, 3 s by default,
// and retries, so that a stalled Redis would hold a health probe or an interaction for seconds past its
// deadline.
func parseURL(raw string) (clientOptions, error) {
	o, err := parseURLOptions(raw)
	if err != nil {
		return clientOptions{}, &URLError{URL: Redact(raw), Err: err}
	}
	return o, nil
}

// A URLError is Open's failure on its URL: one it cannot read, or, NoAnswer, one at which no Redis
// answers. Err says why without the URL, for a caller that names where the URL came from (REDIS_URL, a
// flag) itself.
type URLError struct {
	URL      string // with its passwords hidden (Redact)
	NoAnswer bool
	Err      error
}

func (e *URLError) Error() string {
	if e.NoAnswer {
		return fmt.Sprintf("redis: %s does not answer: %v", e.URL, e.Err)
	}
	return fmt.Sprintf("redis: REDIS_URL %s: %v", e.URL, e.Err)
}

func (e *URLError) Unwrap() error { return e.Err }

func parseURLOptions(raw string) (clientOptions, error) {
	var parts []string
	for p := range strings.SplitSeq(strings.TrimSpace(raw), ",") {
		if p = strings.TrimSpace(p); p != "" {
			parts = append(parts, p)
		}
	}
	if len(parts) == 0 {
		return clientOptions{}, errors.New("empty")
	}
	// The options may follow the first address (redis://a:1?x=1,b:2) or the last (redis://a:1,b:2?x=1).
	query := ""
	for i, p := range parts {
		before, q, has := strings.Cut(p, "?")
		if !has {
			continue
		}
		if query != "" {
			return clientOptions{}, errors.New("options (after ?) given twice: give them once, after the first address or the last")
		}
		if i != 0 && i != len(parts)-1 {
			return clientOptions{}, errors.New("options (after ?) in the middle of the addresses: give them after the first address or the last")
		}
		query, parts[i] = q, before
	}
	u, err := url.Parse(parts[0])
	if err != nil {
		return clientOptions{}, unwrapURLError(err)
	}
	q, err := url.ParseQuery(query)
	if err != nil {
		return clientOptions{}, fmt.Errorf("options: %w", err)
	}
	if u.Scheme == "unix" && len(parts) == 1 {
		// A socket on this machine: go-redis reads it all.
		return single(u, q)
	}
	if u.Scheme != "redis" && u.Scheme != "rediss" {
		return clientOptions{}, fmt.Errorf("scheme %q: use redis://, or rediss:// for TLS", u.Scheme)
	}
	if err := checkPort(u.Host); err != nil {
		return clientOptions{}, err
	}
	tlsOpts, err := takeTLS(q, u.Scheme == "rediss")
	if err != nil {
		return clientOptions{}, err
	}
	if q.Has(optContextTimeout) {
		return clientOptions{}, fmt.Errorf("option %s: kibitz always bounds Redis calls by their deadline", optContextTimeout)
	}
	master := take(q, optMaster)
	if m := take(q, "master_name"); m != "" {
		master = m
	}
	sentinelUser, sentinelPassword := take(q, optSentinelUser), take(q, optSentinelPassword)
	if master == "" && (sentinelUser != "" || sentinelPassword != "") {
		return clientOptions{}, fmt.Errorf("options %s and %s are for Sentinel: add master=NAME", optSentinelUser, optSentinelPassword)
	}
	// The other addresses: host:port, or a URL whose address alone counts (credentials and TLS are the
	// first's), or go-redis's own addr= options.
	addrs := q["addr"]
	q.Del("addr")
	for _, p := range parts[1:] {
		if strings.Contains(p, "://") {
			pu, err := url.Parse(p)
			if err != nil {
				return clientOptions{}, unwrapURLError(err)
			}
			if pu.Scheme != u.Scheme {
				return clientOptions{}, fmt.Errorf("address %s: every address of a list has the first's scheme, %s://", Redact(p), u.Scheme)
			}
			p = pu.Host
		}
		addrs = append(addrs, p)
	}
	for _, a := range addrs {
		if h, port, err := net.SplitHostPort(a); err != nil || h == "" || port == "" {
			return clientOptions{}, fmt.Errorf("address %q: give host:port", a)
		}
		if err := checkPort(a); err != nil {
			return clientOptions{}, fmt.Errorf("address %q: %w", a, err)
		}
	}
	var o clientOptions
	switch {
	case master != "":
		o, err = sentinel(u, q, master, addrs)
		if err == nil {
			o.failover.SentinelUsername, o.failover.SentinelPassword = sentinelUser, sentinelPassword
		}
	case len(addrs) > 0:
		o, err = cluster(u, q, addrs)
	default:
		o, err = single(u, q)
	}
	if err != nil {
		return clientOptions{}, err
	}
	if err := tlsOpts.apply(o.tlsConfig()); err != nil {
		return clientOptions{}, err
	}
	return o, nil
}

// checkPort is the error of an address, host:port, whose port no server can listen on. go-redis takes any
// number and fails only when it dials it, which would be reported as a server that does not answer. An
// address without a port is left to the caller (go-redis gives a URL's Redis's own, 6379).
func checkPort(hostport string) error {
	_, port, err := net.SplitHostPort(hostport)
	if err != nil || port == "" {
		return nil
	}
	n, err := strconv.Atoi(port)
	switch {
	case err != nil && strings.Trim(port, "0123456789") != "":
		return fmt.Errorf("port %q is not a number: give a port from 1 to 65535", port)
	case err != nil || n < 1 || n > 65535:
		return fmt.Errorf("port %s is out of range: give a port from 1 to 65535", port)
	}
	return nil
}

// unwrapURLError is url.Parse's error without the URL it quotes whole, password included: the caller
// names the URL, redacted.
func unwrapURLError(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err
	}
	return err
}

func single(u *url.URL, q url.Values) (clientOptions, error) {
	o, err := goredis.ParseURL(withQuery(u, q))
	if err != nil {
		return clientOptions{}, goredisError(err)
	}
	o.ContextTimeoutEnabled = true
	o.MaxRetries = noReplays(q, o.MaxRetries)
	return clientOptions{single: o}, nil
}

func cluster(u *url.URL, q url.Values, addrs []string) (clientOptions, error) {
	// ParseClusterURL ignores a database, which a Cluster does not have: say so rather than drop it.
	if db := strings.Trim(u.Path, "/"); db != "" && db != "0" || q.Get("db") != "" && q.Get("db") != "0" {
		return clientOptions{}, errors.New("a Redis Cluster has only database 0: drop the database from the URL")
	}
	q.Del("db")
	c := *u
	c.Path = ""
	for _, a := range addrs {
		q.Add("addr", a)
	}
	o, err := goredis.ParseClusterURL(withQuery(&c, q))
	if err != nil {
		return clientOptions{}, goredisError(err)
	}
	o.ContextTimeoutEnabled = true
	return clientOptions{cluster: o}, nil
}

func sentinel(u *url.URL, q url.Values, master string, addrs []string) (clientOptions, error) {
	q.Set("master_name", master)
	for _, a := range addrs {
		q.Add("addr", a)
	}
	o, err := goredis.ParseFailoverURL(withQuery(u, q))
	if err != nil {
		return clientOptions{}, goredisError(err)
	}
	// ParseFailoverURL gives the URL's credentials to the sentinels. They are the Redis servers' in every
	// other form of REDIS_URL, and kibitz keeps them so: the sentinels' own are sentinel_username and
	// sentinel_password.
	if o.Username == "" && o.Password == "" {
		o.Username, o.Password = o.SentinelUsername, o.SentinelPassword
	}
	o.SentinelUsername, o.SentinelPassword = "", ""
	o.ContextTimeoutEnabled = true
	o.MaxRetries = noReplays(q, o.MaxRetries)
	return clientOptions{failover: o}, nil
}

// noReplays is the number of retries of a client: none (-1), unless the URL sets max_retries. go-redis
// retries a command whose reply did not come in its read timeout, or whose connection closed after it was
// sent, by sending it again, though Redis may have run it: a ZINCRBY replayed counted a win twice on a
// leaderboard, and a replayed SET NX found its own first write and read as "already counted", leaving the
// win off for good. kibitz's writes are not all idempotent, and a failure it sees is one it handles (an
// apology, a pending result repaired), so a call is sent once. A Cluster client is left as go-redis
// makes it: it follows MOVED and ASK redirections within MaxRedirects, and after a timeout retries within
// the same bound (docs/architecture.md).
func noReplays(q url.Values, parsed int) int {
	if q.Has("max_retries") {
		return parsed
	}
	return -1
}

func withQuery(u *url.URL, q url.Values) string {
	c := *u
	c.RawQuery = q.Encode()
	return c.String()
}

// take removes the option name from q and returns its value.
func take(q url.Values, name string) string {
	v := q.Get(name)
	q.Del(name)
	return v
}

// goredisError rewords go-redis's parse errors: "unexpected option" becomes "unknown option", and the
// "redis: " prefix goes, since parseURL adds its own.
func goredisError(err error) error {
	msg := strings.TrimPrefix(err.Error(), "redis: ")
	if names, ok := strings.CutPrefix(msg, "unexpected option: "); ok {
		return fmt.Errorf("unknown option %s (the options are go-redis's, such as pool_size, dial_timeout, read_timeout; see docs/contract.md §2)", names)
	}
	return errors.New(msg)
}

// tlsOptions are the TLS options of a rediss:// URL, which kibitz applies to whichever kind of client:
// go-redis reads only skip_verify, and not for a Cluster.
type tlsOptions struct {
	skipVerify bool
	serverName string
	caFile     string
}

func takeTLS(q url.Values, isTLS bool) (tlsOptions, error) {
	var t tlsOptions
	for _, name := range []string{optSkipVerify, optTLSServerName, optTLSCAFile} {
		if q.Has(name) && !isTLS {
			return t, fmt.Errorf("option %s is for TLS: use rediss://", name)
		}
	}
	switch v := take(q, optSkipVerify); v {
	case "", "false", "0":
	case "true", "1":
		t.skipVerify = true
	default:
		return t, fmt.Errorf("option %s=%q: give true or false", optSkipVerify, v)
	}
	t.serverName, t.caFile = take(q, optTLSServerName), take(q, optTLSCAFile)
	return t, nil
}

func (t tlsOptions) apply(c *tls.Config) error {
	if c == nil {
		return nil
	}
	c.InsecureSkipVerify = t.skipVerify
	if t.serverName != "" {
		c.ServerName = t.serverName
	}
	if t.caFile != "" {
		pem, err := os.ReadFile(t.caFile)
		if err != nil {
			return fmt.Errorf("option %s: %w", optTLSCAFile, err)
		}
		pool := x509.NewCertPool()
		if !pool.AppendCertsFromPEM(pem) {
			return fmt.Errorf("option %s: %s holds no PEM certificate", optTLSCAFile, t.caFile)
		}
		c.RootCAs = pool
	}
	return nil
}

var (
	userinfoRE = regexp.MustCompile(`(://[^:@/,?]*:)[^@/,?]*@`)
	secretRE   = regexp.MustCompile(`((?:^|[?&])(?:password|sentinel_password)=)[^&,]*`)
)

// Redact hides the passwords in a REDIS_URL (in the user information of any of its addresses, and in
// the password options), for logs and error messages.
func Redact(raw string) string {
	return secretRE.ReplaceAllString(userinfoRE.ReplaceAllString(raw, "${1}xxxxx@"), "${1}xxxxx")
}
