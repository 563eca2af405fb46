package discordtest_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/internal/discordtest"
)

func TestShardOf(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		guild        string
		count, shard int
	}{
		{"41771983423143937", 2, 0}, // 41771983423143937 >> 22 = 9959216934
		{"41771983423143937", 16, 6},
		{discordtest.DefaultGuildID, 2, 1}, // 800000000000000001 >> 22 = 190734863281
		{discordtest.DefaultGuildID, 1, 0},
		{"", 2, 0}, // a DM: shard 0
	} {
		if got, err := discordtest.ShardOf(tc.guild, tc.count); err != nil || got != tc.shard {
			t.Errorf("ShardOf(%q, %d) = %d, %v; want %d", tc.guild, tc.count, got, err, tc.shard)
		}
	}
	if _, err := discordtest.ShardOf("guild", 2); err == nil {
		t.Error("ShardOf of a guild id that is no snowflake: no error")
	}
	for count := 1; count <= 5; count++ {
		for shard := range count {
			g := discordtest.GuildOnShard(shard, count)
			if got, err := discordtest.ShardOf(g, count); err != nil || got != shard || len(g) != 19 {
				t.Errorf("GuildOnShard(%d, %d) = %s, on shard %d (%v)", shard, count, g, got, err)
			}
		}
	}
}

// TestDispatchBySharding connects two discordgo Sessions as shards 0 and 1 of 2 and hands interactions to
// the fake without saying where they go: each reaches the session of its guild's shard only, DMs shard 0;
// while shard 0 is gone its guilds' events go nowhere, and its new session gets them.
func TestDispatchBySharding(t *testing.T) {
	t.Parallel()
	fake := newFake(t, discordtest.Config{})
	s0, gs0, got0 := openShard(t, fake, 0, 2)
	_, gs1, got1 := openShard(t, fake, 1, 2)
	for i, gs := range []*discordtest.GatewaySession{gs0, gs1} {
		if gs.Identify.Shard == nil || *gs.Identify.Shard != [2]int{i, 2} {
			t.Fatalf("shard %d identified with shard %v, want [%d 2]", i, gs.Identify.Shard, i)
		}
	}
	sessions := []*discordtest.GatewaySession{gs0, gs1}
	got := []chan *discordgo.Interaction{got0, got1}
	guilds := []string{discordtest.GuildOnShard(0, 2), discordtest.GuildOnShard(1, 2)}

	// deliver dispatches interactions and checks that each shard received exactly its own, in any order
	// (discordgo runs each handler in a goroutine of its own).
	deliver := func(ins []*discordtest.Interaction, shards []int) {
		t.Helper()
		want := []map[string]bool{{}, {}}
		for i, in := range ins {
			gs, err := fake.DispatchInteraction(in)
			if err != nil || gs != sessions[shards[i]] {
				t.Fatalf("interaction in guild %q went to %s (%v), want shard %d's session %s", in.GuildID, name(gs), err,
					shards[i], name(sessions[shards[i]]))
			}
			want[shards[i]][in.ID] = true
		}
		for shard, ids := range want {
			for len(ids) > 0 {
				in := receive(t, got[shard])
				if !ids[in.ID] {
					t.Fatalf("shard %d received interaction %s of guild %q, not one of its own", shard, in.ID, in.GuildID)
				}
				delete(ids, in.ID)
			}
		}
		for shard, ch := range got {
			if len(ch) > 0 {
				t.Fatalf("shard %d received more interactions than its own", shard)
			}
		}
	}
	var ins []*discordtest.Interaction
	var shards []int
	for i := range 6 {
		ins = append(ins, discordtest.Command("x").InGuild(guilds[i%2], discordtest.DefaultChannelID))
		shards = append(shards, i%2)
	}
	ins, shards = append(ins, discordtest.Command("x").InDM()), append(shards, 0)
	deliver(ins, shards)

	// Shard 0 stops: its guild's events are not handed to shard 1.
	s0.ShouldReconnectOnError = false
	s0.Close()
	select {
	case <-gs0.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("shard 0's session not closed")
	}
	if gs, err := fake.DispatchInteraction(discordtest.Command("x").InGuild(guilds[0], discordtest.DefaultChannelID)); err == nil {
		t.Fatalf("with shard 0 closed, its guild's interaction went to %s", name(gs))
	}
	deliver([]*discordtest.Interaction{discordtest.Command("x").InGuild(guilds[1], discordtest.DefaultChannelID)}, []int{1})

	// Shard 0 comes back as a new session, which gets its guilds from now on.
	_, sessions[0], got[0] = openShard(t, fake, 0, 2)
	deliver([]*discordtest.Interaction{
		discordtest.Command("x").InGuild(guilds[0], discordtest.DefaultChannelID),
		discordtest.Command("x").InGuild(guilds[1], discordtest.DefaultChannelID),
	}, []int{0, 1})
}

// TestDispatchUnsharded: a session that identified without a shard (one of one) gets every guild's events.
func TestDispatchUnsharded(t *testing.T) {
	t.Parallel()
	fake := newFake(t, discordtest.Config{})
	_, gs, got := openSession(t, fake)
	for _, in := range []*discordtest.Interaction{
		discordtest.Command("x").InGuild(discordtest.GuildOnShard(0, 2), discordtest.DefaultChannelID),
		discordtest.Command("x").InGuild(discordtest.GuildOnShard(1, 2), discordtest.DefaultChannelID),
		discordtest.Command("x").InDM(),
	} {
		if to, err := fake.DispatchInteraction(in); err != nil || to != gs {
			t.Fatalf("interaction in guild %q went to %s (%v), want the one session", in.GuildID, name(to), err)
		}
		if r := receive(t, got); r.ID != in.ID {
			t.Fatalf("received %s, want %s", r.ID, in.ID)
		}
	}
}

// name says which session gs is, for messages.
func name(gs *discordtest.GatewaySession) string {
	if gs == nil {
		return "no session"
	}
	id, count := gs.Shard()
	return fmt.Sprintf("session %s (shard %d of %d)", gs.ID, id, count)
}
