package discordtest

import (
	"fmt"
	"strconv"
)

// Sharding, as Discord does it (docs/discord.md §3): a bot with many guilds opens one gateway session per
// shard, each saying in its IDENTIFY which shard it is ("shard": [id, count]), and Discord sends each
// guild's events to the one session of shard (guild_id >> 22) % count, and DMs to shard 0. A test that
// runs a bot in several shards hands each interaction to the fake with DispatchInteraction, which picks
// the session as Discord would, rather than to a session it chose itself.

// Shard is the shard the session identified as: IDENTIFY's [id, count], or 0 of 1 when it carried no shard
// (discordgo sends it only when the count is above 1).
func (gs *GatewaySession) Shard() (id, count int) {
	if gs.Identify.Shard == nil || gs.Identify.Shard[1] < 1 {
		return 0, 1
	}
	return gs.Identify.Shard[0], gs.Identify.Shard[1]
}

// ShardOf is the shard, of count, that Discord sends a guild's events to: (guild_id >> 22) % count. A DM
// (guildID "") goes to shard 0. The guild id must be a snowflake, a decimal number.
func ShardOf(guildID string, count int) (int, error) {
	if count < 1 {
		return 0, fmt.Errorf("discordtest: shard count %d", count)
	}
	if guildID == "" {
		return 0, nil
	}
	id, err := strconv.ParseUint(guildID, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("discordtest: guild id %q is not a snowflake", guildID)
	}
	return int((id >> 22) % uint64(count)), nil
}

// GuildOnShard returns a fresh guild id whose events go to the given shard of count.
func GuildOnShard(shard, count int) string {
	if count < 1 || shard < 0 || shard >= count {
		panic(fmt.Sprintf("discordtest: shard %d of %d", shard, count))
	}
	id, _ := strconv.ParseUint(Snowflake(), 10, 64)
	// The part above bit 22 is the snowflake's time: move it down to the nearest that lands on the shard.
	// A fresh snowflake's time is far above count, so it stays a 19-digit id.
	t := id >> 22
	t -= (t%uint64(count) + uint64(count) - uint64(shard)) % uint64(count)
	return strconv.FormatUint(t<<22|id&(1<<22-1), 10)
}

// DispatchInteraction sends INTERACTION_CREATE with in to the session Discord would send it to: of the
// sessions not closed, the newest whose shard is ShardOf(in.GuildID, its shard count). A session without
// a shard (0 of 1) takes every guild. It returns that session, or an error when there is none, or when it
// is not connected at the moment (dropped, before its RESUME): Discord would hold the event for that
// session, never hand it to another shard's.
//
// Every session of the fake counts, whichever token it identified with: a test that shards a bot gives it
// a fake of its own.
func (s *Server) DispatchInteraction(in *Interaction) (*GatewaySession, error) {
	gs, err := s.sessionFor(in.GuildID)
	if err != nil {
		return nil, err
	}
	return gs, gs.Dispatch("INTERACTION_CREATE", in)
}

// sessionFor is the session that receives a guild's events (see DispatchInteraction).
func (s *Server) sessionFor(guildID string) (*GatewaySession, error) {
	all := s.sessions.all()
	for i := len(all) - 1; i >= 0; i-- {
		gs := all[i]
		if gs.closed() {
			continue
		}
		id, count := gs.Shard()
		want, err := ShardOf(guildID, count)
		if err != nil {
			return nil, err
		}
		if id == want {
			return gs, nil
		}
	}
	return nil, fmt.Errorf("discordtest: no open gateway session receives guild %q's events", guildID)
}
