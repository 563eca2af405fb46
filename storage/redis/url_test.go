package redis

import (
	"slices"
	"testing"
)

func TestParseURL(t *testing.T) {
	for _, tc := range []struct {
		name    string
		url     string
		addrs   []string
		master  string
		cluster bool
		tls     bool
		pass    string
		db      int
	}{
		{name: "one node", url: "redis://127.0.0.1:6379", addrs: []string{"127.0.0.1:6379"}},
		{name: "password and db", url: "redis://:s3cret@redis:6380/2", addrs: []string{"redis:6380"}, pass: "s3cret", db: 2},
		{name: "tls", url: "rediss://cache.example:6380", addrs: []string{"cache.example:6380"}, tls: true},
		{name: "cluster of urls", url: "redis://a:7000,redis://b:7001,redis://c:7002",
			addrs: []string{"a:7000", "b:7001", "c:7002"}, cluster: true},
		{name: "cluster of addresses", url: "redis://a:7000, b:7001", addrs: []string{"a:7000", "b:7001"}, cluster: true},
		{name: "sentinel", url: "redis://s1:26379,s2:26379?master=mymaster",
			addrs: []string{"s1:26379", "s2:26379"}, master: "mymaster"},
		{name: "sentinel one address", url: "redis://s1:26379?master=m", addrs: []string{"s1:26379"}, master: "m"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o, err := parseURL(tc.url)
			if err != nil {
				t.Fatalf("parseURL(%q): %v", tc.url, err)
			}
			if !slices.Equal(o.Addrs, tc.addrs) || o.MasterName != tc.master || o.IsClusterMode != tc.cluster ||
				(o.TLSConfig != nil) != tc.tls || o.Password != tc.pass || o.DB != tc.db {
				t.Errorf("parseURL(%q) = addrs %v master %q cluster %v tls %v pass %q db %d", tc.url,
					o.Addrs, o.MasterName, o.IsClusterMode, o.TLSConfig != nil, o.Password, o.DB)
			}
		})
	}
	for _, bad := range []string{"http://x:1", "nonsense", "redis://a:1,http://b:2"} {
		if _, err := parseURL(bad); err == nil {
			t.Errorf("parseURL(%q) succeeded, want an error", bad)
		}
	}
	if got := Redact("redis://user:pw@h:1"); got != "redis://user:xxxxx@h:1" {
		t.Errorf("redact = %q", got)
	}
}
