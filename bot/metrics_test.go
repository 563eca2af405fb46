package bot

import "testing"

func TestBuildInfo(t *testing.T) {
	reg := NewRegistry()
	RegisterBuildInfo(reg, Build{Version: "v1.2.3", Revision: "0123abc", GoVersion: "go1.26.8"})
	got := series(scrape(t, reg), "kibitz_build_info")
	const key = `{goversion="go1.26.8",revision="0123abc",version="v1.2.3"}`
	if len(got) != 1 || got[key] != 1 {
		t.Errorf("kibitz_build_info = %v, want one series %s 1", got, key)
	}
}
