package redis

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"encoding/pem"
	"math/big"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// settings is what a test looks at in a parsed URL, the same for every kind of client.
type settings struct {
	kind                              string // single, cluster, sentinel
	addrs                             []string
	master                            string
	user, pass                        string
	sentinelUser, sentinelPass        string
	db, poolSize, minIdle, maxRetries int
	protocol                          int
	clientName                        string
	dial, read, write                 time.Duration
	tls                               *tls.Config
	contextTimeout                    bool
}

func settingsOf(o clientOptions) settings {
	switch {
	case o.cluster != nil:
		c := o.cluster
		return settings{kind: "cluster", addrs: c.Addrs, user: c.Username, pass: c.Password,
			poolSize: c.PoolSize, minIdle: c.MinIdleConns, maxRetries: c.MaxRetries, protocol: c.Protocol,
			clientName: c.ClientName, dial: c.DialTimeout, read: c.ReadTimeout, write: c.WriteTimeout,
			tls: c.TLSConfig, contextTimeout: c.ContextTimeoutEnabled}
	case o.failover != nil:
		f := o.failover
		return settings{kind: "sentinel", addrs: f.SentinelAddrs, master: f.MasterName, user: f.Username,
			pass: f.Password, sentinelUser: f.SentinelUsername, sentinelPass: f.SentinelPassword, db: f.DB,
			poolSize: f.PoolSize, minIdle: f.MinIdleConns, maxRetries: f.MaxRetries, protocol: f.Protocol,
			clientName: f.ClientName, dial: f.DialTimeout, read: f.ReadTimeout, write: f.WriteTimeout,
			tls: f.TLSConfig, contextTimeout: f.ContextTimeoutEnabled}
	}
	s := o.single
	return settings{kind: "single", addrs: []string{s.Addr}, user: s.Username, pass: s.Password, db: s.DB,
		poolSize: s.PoolSize, minIdle: s.MinIdleConns, maxRetries: s.MaxRetries, protocol: s.Protocol,
		clientName: s.ClientName, dial: s.DialTimeout, read: s.ReadTimeout, write: s.WriteTimeout,
		tls: s.TLSConfig, contextTimeout: s.ContextTimeoutEnabled}
}

// TestParseURLForms: the forms of REDIS_URL, each giving the right kind of client with its addresses and
// credentials, and ContextTimeoutEnabled whatever the kind.
func TestParseURLForms(t *testing.T) {
	for _, tc := range []struct {
		name, url string
		want      settings
	}{
		{"one node", "redis://127.0.0.1:6379", settings{kind: "single", addrs: []string{"127.0.0.1:6379"}}},
		{"the first and last ports", "redis://a:1,b:65535", settings{kind: "cluster", addrs: []string{"a:1", "b:65535"}}},
		{"no port: Redis's", "redis://cache", settings{kind: "single", addrs: []string{"cache:6379"}}},
		{"password and db", "redis://:s3cret@redis:6380/2", settings{kind: "single", addrs: []string{"redis:6380"}, pass: "s3cret", db: 2}},
		{"tls", "rediss://cache.example:6380", settings{kind: "single", addrs: []string{"cache.example:6380"}}},
		{"unix socket", "unix:///run/redis.sock?db=1", settings{kind: "single", addrs: []string{"/run/redis.sock"}, db: 1}},
		{"cluster of urls", "redis://u:pw@a:7000,redis://b:7001,redis://c:7002",
			settings{kind: "cluster", addrs: []string{"a:7000", "b:7001", "c:7002"}, user: "u", pass: "pw"}},
		{"cluster of addresses", "redis://a:7000, b:7001", settings{kind: "cluster", addrs: []string{"a:7000", "b:7001"}}},
		{"cluster, database 0", "redis://a:7000/0,b:7001", settings{kind: "cluster", addrs: []string{"a:7000", "b:7001"}}},
		{"cluster by addr options", "redis://a:7000?addr=b:7001&addr=c:7002",
			settings{kind: "cluster", addrs: []string{"a:7000", "b:7001", "c:7002"}}},
		{"sentinel", "redis://:pw@s1:26379,s2:26379?master=mymaster",
			settings{kind: "sentinel", addrs: []string{"s1:26379", "s2:26379"}, master: "mymaster", pass: "pw"}},
		{"sentinel one address, db", "redis://s1:26379/3?master=m", settings{kind: "sentinel", addrs: []string{"s1:26379"}, master: "m", db: 3}},
		{"sentinel, options first", "redis://s1:26379?master=m&sentinel_password=sp,s2:26379",
			settings{kind: "sentinel", addrs: []string{"s1:26379", "s2:26379"}, master: "m", sentinelPass: "sp"}},
		{"sentinel, go-redis's master_name", "redis://s1:26379?master_name=m", settings{kind: "sentinel", addrs: []string{"s1:26379"}, master: "m"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o, err := parseURL(tc.url)
			if err != nil {
				t.Fatalf("parseURL(%q): %v", tc.url, err)
			}
			got := settingsOf(o)
			if !got.contextTimeout {
				t.Errorf("parseURL(%q): ContextTimeoutEnabled is off", tc.url)
			}
			if got.tls != nil != strings.HasPrefix(tc.url, "rediss:") {
				t.Errorf("parseURL(%q): TLS %v", tc.url, got.tls != nil)
			}
			if tc.want.kind != "cluster" {
				// A command is sent once unless the URL asks for retries (noReplays); a Cluster client
				// keeps go-redis's default, none but its redirections.
				if got.maxRetries != -1 {
					t.Errorf("parseURL(%q): MaxRetries %d, want -1 (no replays)", tc.url, got.maxRetries)
				}
				got.maxRetries = 0
			}
			got.tls, got.contextTimeout = nil, false
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("parseURL(%q) =\n%+v, want\n%+v", tc.url, settingsOf(o), tc.want)
			}
			c := o.newClient()
			defer c.Close()
		})
	}
}

// TestParseURLOptions: each option named in docs/contract.md §2 reaches the options of every kind of
// client it applies to.
func TestParseURLOptions(t *testing.T) {
	ca := writeCA(t)
	kinds := []struct{ name, url, query string }{
		{"single", "redis://h:6379", ""},
		{"cluster", "redis://a:7000,b:7001", ""},
		{"sentinel", "redis://s1:26379,s2:26379", "master=m&"},
	}
	for _, tc := range []struct {
		option    string
		noCluster bool // a Cluster has no database
		check     func(s settings) bool
	}{
		{"pool_size=7", false, func(s settings) bool { return s.poolSize == 7 }},
		{"min_idle_conns=2", false, func(s settings) bool { return s.minIdle == 2 }},
		{"dial_timeout=3", false, func(s settings) bool { return s.dial == 3*time.Second }}, // whole seconds
		{"dial_timeout=250ms", false, func(s settings) bool { return s.dial == 250*time.Millisecond }},
		{"read_timeout=2s", false, func(s settings) bool { return s.read == 2*time.Second }},
		{"write_timeout=1500ms", false, func(s settings) bool { return s.write == 1500*time.Millisecond }},
		{"max_retries=5", false, func(s settings) bool { return s.maxRetries == 5 }},
		{"db=3", true, func(s settings) bool { return s.db == 3 }},
		{"protocol=2", false, func(s settings) bool { return s.protocol == 2 }},
		{"client_name=kibitz-a", false, func(s settings) bool { return s.clientName == "kibitz-a" }},
		{"skip_verify=true", false, func(s settings) bool { return s.tls.InsecureSkipVerify }},
		{"tls_server_name=redis.internal", false, func(s settings) bool { return s.tls.ServerName == "redis.internal" }},
		{"tls_ca_file=" + ca, false, func(s settings) bool { return s.tls.RootCAs != nil }},
	} {
		for _, k := range kinds {
			if tc.noCluster && k.name == "cluster" {
				continue
			}
			t.Run(k.name+" "+strings.Split(tc.option, "=")[0], func(t *testing.T) {
				raw := k.url + "?" + k.query + tc.option
				if strings.Contains(tc.option, "tls") || strings.Contains(tc.option, "verify") {
					raw = "rediss" + strings.TrimPrefix(raw, "redis")
				}
				o, err := parseURL(raw)
				if err != nil {
					t.Fatalf("parseURL(%q): %v", raw, err)
				}
				if s := settingsOf(o); s.kind != k.name || !tc.check(s) {
					t.Errorf("parseURL(%q) = %+v: %s did not reach the %s options", raw, s, tc.option, k.name)
				}
			})
		}
	}
}

func TestParseURLErrors(t *testing.T) {
	for _, tc := range []struct{ url, want string }{
		{"http://x:1", `scheme "http": use redis://, or rediss:// for TLS`},
		{"nonsense", `scheme "": use redis://`},
		{"", "empty"},
		{"redis://h:1?frobnicate=1", "unknown option frobnicate"},
		{"redis://a:1,b:2?frobnicate=1&pool_size=2", "unknown option frobnicate"},
		{"redis://s:1?master=m&frobnicate=1", "unknown option frobnicate"},
		{"redis://h:1?pool_size=many", "invalid pool_size number"},
		{"redis://h:1?read_timeout=soon", "invalid read_timeout duration"},
		{"redis://h:1?skip_verify=true", "option skip_verify is for TLS: use rediss://"},
		{"rediss://h:1?skip_verify=maybe", `option skip_verify="maybe": give true or false`},
		{"rediss://h:1?tls_ca_file=/nonexistent/ca.pem", "option tls_ca_file: open /nonexistent/ca.pem"},
		{"redis://h:1?context_timeout_enabled=false", "kibitz always bounds Redis calls by their deadline"},
		{"redis://h:1?sentinel_password=x", "are for Sentinel: add master=NAME"},
		{"redis://a:1/2,b:2", "a Redis Cluster has only database 0"},
		{"redis://a:1,b:2?db=1", "a Redis Cluster has only database 0"},
		{"redis://a:1?x=1,b:2?y=2", "options (after ?) given twice"},
		{"redis://a:1,b:2?x=1,c:3", "options (after ?) in the middle"},
		{"redis://a:1,http://b:2", "every address of a list has the first's scheme, redis://"},
		{"redis://a:1,b", `address "b": give host:port`},
		{"redis://:hunter2@h:1?frobnicate=1", "redis://:xxxxx@h:1?frobnicate=1"},
		// go-redis takes any number for a port, and fails only when it dials it, as a server that does not
		// answer.
		{"redis://h:99999999", "port 99999999 is out of range: give a port from 1 to 65535"},
		{"redis://h:0/1", "port 0 is out of range: give a port from 1 to 65535"},
		{"redis://a:1,b:65536", `address "b:65536": port 65536 is out of range: give a port from 1 to 65535`},
		{"redis://a:1,redis://b:70000", `address "b:70000": port 70000 is out of range`},
		{"redis://a:1?addr=b:0", `address "b:0": port 0 is out of range`},
		{"redis://s:1,t:x?master=m", `address "t:x": port "x" is not a number: give a port from 1 to 65535`},
		{"redis://:hunter2@h:abc", `invalid port ":abc" after host`},
	} {
		t.Run(tc.url, func(t *testing.T) {
			_, err := parseURL(tc.url)
			if err == nil || !strings.HasPrefix(err.Error(), "redis: REDIS_URL ") || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("parseURL(%q) = %v, want an error saying %q", tc.url, err, tc.want)
			}
			if err != nil && strings.Contains(err.Error(), "hunter2") {
				t.Errorf("the error shows the password: %v", err)
			}
		})
	}
}

func TestRedact(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"redis://user:pw@h:1", "redis://user:xxxxx@h:1"},
		{"redis://:pw@a:1,redis://:pw@b:2", "redis://:xxxxx@a:1,redis://:xxxxx@b:2"},
		{"redis://s:1?master=m&sentinel_password=sp&password=p", "redis://s:1?master=m&sentinel_password=xxxxx&password=xxxxx"},
		{"redis://user@h:1/0", "redis://user@h:1/0"},
	} {
		if got := Redact(tc.in); got != tc.want {
			t.Errorf("Redact(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// writeCA writes a self-signed certificate in PEM and returns its path.
func writeCA(t *testing.T) string {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), NotBefore: time.Now(), NotAfter: time.Now().Add(time.Hour),
		IsCA: true, BasicConstraintsValid: true}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "ca.pem")
	if err := os.WriteFile(path, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}
