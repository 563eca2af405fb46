package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	"go.yaml.in/yaml/v3"

	"kibitz/bot"
)

// readRepoFile reads a file of the repository by its path from the root.
func readRepoFile(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(sourceDir, "..", "..", filepath.FromSlash(path)))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestComposeDeploys checks docker-compose.yml and the Dockerfile against what docs/contract.md §6 and
// the README promise of them (`docker-compose config` checks the syntax in CI; this checks the content).
func TestComposeDeploys(t *testing.T) {
	compose := readRepoFile(t, "docker-compose.yml")
	for _, m := range regexp.MustCompile(`(?m)^([A-Z][A-Z0-9_]*)=`).FindAllStringSubmatch(readRepoFile(t, ".env.example"), -1) {
		if strings.HasPrefix(m[1], "COMPOSE_") {
			continue // compose's own (COMPOSE_PROFILES), not kibitz's
		}
		if !regexp.MustCompile(`(?m)^\s+` + m[1] + `:\s`).MatchString(compose) {
			t.Errorf("docker-compose.yml does not pass %s, which .env.example lists", m[1])
		}
	}
	for _, want := range []string{
		`test: ["CMD", "/usr/local/bin/kibitz", "health"]`, // kibitz's health check, without curl
		`test: ["CMD", "redis-cli", "ping"]`,
		`"--appendonly", "yes"`, `- redis-data:/data`, // Redis keeps the games across restarts
		"profiles: [\"serve\"]\n    command: [\"serve\"]", "replicas: 2", // two serve replicas
		`- "${KIBITZ_PUBLIC_PORT:-8080}:8080"`, // behind one port
		"KIBITZ_SHARD_ID: \"0\"\n      KIBITZ_SHARD_COUNT: \"2\"", "KIBITZ_SHARD_ID: \"1\"\n      KIBITZ_SHARD_COUNT: \"2\"",
		`KIBITZ_OPS_ADDR: ":9464"`, // Prometheus reaches the listener from the compose network
	} {
		if !strings.Contains(compose, want) {
			t.Errorf("docker-compose.yml lacks %q", want)
		}
	}
	for _, m := range regexp.MustCompile(`\./(deploy/[\w./-]+):`).FindAllStringSubmatch(compose, -1) {
		readRepoFile(t, m[1]) // every file it mounts exists
	}
	dockerfile := readRepoFile(t, "Dockerfile")
	for _, want := range []string{"USER nonroot:nonroot", `HEALTHCHECK`, `CMD ["/usr/local/bin/kibitz", "health"]`,
		"-X main.revision=${REVISION}", "ENV KIBITZ_OPS_ADDR=:9464"} {
		if !strings.Contains(dockerfile, want) {
			t.Errorf("the Dockerfile lacks %q", want)
		}
	}
}

// TestComposeProfiles checks which services each way of running kibitz starts, as the README and
// docker-compose.yml's header say: `docker compose up` the one-shard gateway bot (the profile bot, which
// .env.example's COMPOSE_PROFILES picks), `--profile shards` the two shards instead, `--profile serve` the
// two serve replicas and their load balancer without any gateway bot, and Redis with each. A --profile
// replaces COMPOSE_PROFILES, as in compose v1 and v2 alike. The selection is compose's: a service without
// profiles always starts, one with profiles when one of them is active, and a dependency must be started
// too (compose refuses to pull one in from a profile that is not active).
func TestComposeProfiles(t *testing.T) {
	var compose struct {
		Services map[string]struct {
			Profiles  []string `yaml:"profiles"`
			DependsOn any      `yaml:"depends_on"` // a list of names, or a map from names to conditions
		} `yaml:"services"`
	}
	if err := yaml.Unmarshal([]byte(readRepoFile(t, "docker-compose.yml")), &compose); err != nil {
		t.Fatalf("docker-compose.yml: %v", err)
	}
	m := regexp.MustCompile(`(?m)^COMPOSE_PROFILES=(.*)$`).FindStringSubmatch(readRepoFile(t, ".env.example"))
	if m == nil {
		t.Fatal(".env.example does not set COMPOSE_PROFILES, which picks what `docker compose up` starts")
	}
	starts := func(profiles []string) []string {
		var names []string
		for name, s := range compose.Services {
			if len(s.Profiles) == 0 || slices.ContainsFunc(s.Profiles, func(p string) bool { return slices.Contains(profiles, p) }) {
				names = append(names, name)
			}
		}
		for _, name := range names {
			var deps []string
			switch d := compose.Services[name].DependsOn.(type) {
			case []any:
				for _, dep := range d {
					deps = append(deps, fmt.Sprint(dep))
				}
			case map[string]any:
				for dep := range d {
					deps = append(deps, dep)
				}
			}
			for _, dep := range deps {
				if !slices.Contains(names, dep) {
					t.Errorf("profiles %v: %s depends on %s, which they do not start", profiles, name, dep)
				}
			}
		}
		slices.Sort(names)
		return names
	}
	for _, tc := range []struct {
		how      string
		profiles []string
		want     []string
	}{
		{"docker compose up (COMPOSE_PROFILES of .env.example)", strings.Split(m[1], ","), []string{"kibitz", "redis"}},
		{"docker compose --profile shards up", []string{"shards"}, []string{"kibitz-shard-0", "kibitz-shard-1", "redis"}},
		{"docker compose --profile serve up", []string{"serve"}, []string{"kibitz-lb", "kibitz-serve", "redis"}},
		{"docker compose --profile bot --profile monitoring up", []string{"bot", "monitoring"}, []string{"kibitz", "prometheus", "redis"}},
		{"docker compose up without COMPOSE_PROFILES", nil, []string{"redis"}},
	} {
		if got := starts(tc.profiles); !slices.Equal(got, tc.want) {
			t.Errorf("%s starts %v, want %v", tc.how, got, tc.want)
		}
	}
}

// descRecorder is a prometheus.Registerer that keeps the names of the metrics registered on it.
type descRecorder struct{ names []string }

var fqNameRE = regexp.MustCompile(`fqName: "([^"]+)"`)

func (r *descRecorder) Register(c prometheus.Collector) error {
	ch := make(chan *prometheus.Desc)
	go func() { c.Describe(ch); close(ch) }()
	for d := range ch {
		if m := fqNameRE.FindStringSubmatch(d.String()); m != nil {
			r.names = append(r.names, m[1])
		}
	}
	return nil
}

func (r *descRecorder) MustRegister(cs ...prometheus.Collector) {
	for _, c := range cs {
		r.Register(c)
	}
}

func (r *descRecorder) Unregister(prometheus.Collector) bool { return false }

// TestMetricsDocumented: docs/contract.md §6 lists every series kibitz registers and no other, and the
// Grafana dashboard in deploy/ asks only for series that exist.
func TestMetricsDocumented(t *testing.T) {
	rec := &descRecorder{}
	metrics, _ := registerMetrics(rec)
	metrics.WatchInFlight(func() int { return 0 })
	metrics.WatchWaiting(func() int { return 0 })
	rec.MustRegister(bot.NewShards(0))
	ours := rec.names
	if len(ours) < 10 {
		t.Fatalf("only %d metrics registered: %v", len(ours), ours)
	}

	contract := readRepoFile(t, "docs/contract.md")
	_, ops, ok := strings.Cut(contract, "## §6 Operations")
	if !ok {
		t.Fatal("docs/contract.md has no §6 Operations")
	}
	table := regexp.MustCompile("(?m)^\\| `(kibitz_[a-z_]+)` \\|").FindAllStringSubmatch(ops, -1)
	var documented []string
	for _, m := range table {
		documented = append(documented, m[1])
	}
	slices.Sort(ours)
	slices.Sort(documented)
	if !slices.Equal(ours, documented) {
		t.Errorf("docs/contract.md §6's metrics table lists\n%v\nbut kibitz registers\n%v", documented, ours)
	}

	known := map[string]bool{}
	for _, n := range ours {
		for _, suffix := range []string{"", "_bucket", "_sum", "_count"} {
			known[n+suffix] = true
		}
	}
	fams, err := bot.NewRegistry().Gather() // the Go runtime's and the process's collectors
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range fams {
		known[f.GetName()] = true
	}
	var dashboard struct {
		Panels []struct {
			Title   string
			Targets []struct{ Expr string }
		}
	}
	if err := json.Unmarshal([]byte(readRepoFile(t, "deploy/grafana/kibitz.json")), &dashboard); err != nil {
		t.Fatalf("deploy/grafana/kibitz.json: %v", err)
	}
	selector := regexp.MustCompile(`([a-zA-Z_:][a-zA-Z0-9_:]*)\{`)
	used := map[string]bool{}
	for _, p := range dashboard.Panels {
		for _, target := range p.Targets {
			for _, m := range selector.FindAllStringSubmatch(target.Expr, -1) {
				used[strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(m[1], "_bucket"), "_sum"), "_count")] = true
				if !known[m[1]] {
					t.Errorf("dashboard panel %q asks for %s, which kibitz does not serve", p.Title, m[1])
				}
			}
		}
	}
	for _, n := range ours {
		if !used[n] {
			t.Errorf("the dashboard shows nothing of %s", n)
		}
	}
}
