package main

import (
	"net/http"
	"strings"
	"testing"

	"kibitz/internal/discordtest"
)

// TestBotShard: KIBITZ_SHARD_ID and KIBITZ_SHARD_COUNT reach the gateway. `kibitz bot` as shard 1 of 2
// identifies as [1, 2], answers an interaction of a guild on shard 1 (the fake delivers each guild's to its
// shard's session only), and leaves the registration of the commands to shard 0. bot's TestShardedGateway
// runs both shards on one Redis, with a restart.
func TestBotShard(t *testing.T) {
	fake := discordtest.New(discordtest.Config{})
	t.Cleanup(fake.Close)
	opsAddr := freeAddr(t)
	setenv(t, "DISCORD_TOKEN", "shard-token", "DISCORD_API_BASE", fake.API(10), "KIBITZ_DATA", "memory",
		"KIBITZ_SHARD_ID", "1", "KIBITZ_SHARD_COUNT", "2", "KIBITZ_OPS_ADDR", opsAddr)
	p := start(t, "bot")
	// Ready once the shard's session has had READY (/readyz), which comes after its IDENTIFY.
	p.waitUntil(t, "ready", func() bool { code, _ := httpGet("http://" + opsAddr + "/readyz"); return code == http.StatusOK })
	gs := fake.WaitSession(t, nil)
	if s := gs.Identify.Shard; s == nil || *s != [2]int{1, 2} {
		t.Fatalf("kibitz bot identified as shard %v, want [1 2]", s)
	}
	in := discordtest.Command("help").InGuild(discordtest.GuildOnShard(1, 2), discordtest.DefaultChannelID)
	if _, err := fake.DispatchInteraction(in); err != nil {
		t.Fatal(err)
	}
	if r, err := fake.WaitFor(t, in.Callback).Response(); err != nil || r.Data == nil || !strings.Contains(r.Data.Content, "/tictactoe") {
		t.Errorf("/help answered %+v (%v)", r, err)
	}
	if _, err := fake.DispatchInteraction(discordtest.Command("help").InGuild(discordtest.GuildOnShard(0, 2),
		discordtest.DefaultChannelID)); err == nil {
		t.Error("an interaction of a guild on shard 0 reached shard 1's session")
	}
	if code := p.stop(t); code != 0 {
		t.Fatalf("kibitz bot = %d:\n%s", code, p.stderr.String())
	}
	for _, c := range fake.Calls() {
		if c.Route == discordtest.RouteGlobalCommands || c.Route == discordtest.RouteGuildCommands {
			t.Errorf("shard 1 registered the commands: %s", c)
		}
	}
}
