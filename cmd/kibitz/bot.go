package main

import (
	"context"
	"fmt"
	"io"

	"github.com/bwmarrin/discordgo"

	"kibitz/bot"
	"kibitz/storage/memory"
)

const botUsage = `usage: kibitz bot [flags]

Connects to Discord's gateway and answers the slash commands until SIGINT or SIGTERM, registering them
at start. Needs DISCORD_TOKEN (README.md, "Putting kibitz in a Discord server"). While Discord cannot be
reached it tries again, and /readyz on the operations listener says why it is not ready. Flags win over
the environment and .env.`

// noToken is the usage error of a command that needs DISCORD_TOKEN without it.
const noToken = `DISCORD_TOKEN is not set: copy the bot's token from the Developer Portal (your application > Bot > Reset Token) into .env or the environment; README.md, "Putting kibitz in a Discord server", says how`

func runBot(ctx context.Context, cfg *config, args []string, stderr io.Writer) error {
	fs := newFlagSet("kibitz bot")
	cfg.serveFlags(fs)
	cfg.guildFlag(fs)
	cfg.intFlag(fs, &cfg.ShardID, "shard-id", "KIBITZ_SHARD_ID", "this process's shard")
	cfg.intFlag(fs, &cfg.ShardCount, "shard-count", "KIBITZ_SHARD_COUNT", "number of shards")
	noRegister := fs.Bool("no-register", false, "do not register the slash commands at start-up")
	if err := parseFlags(fs, cfg, args, botUsage, "KIBITZ_PPROF"); err != nil {
		return err
	}
	if _, byFlag := cfg.given["DISCORD_GUILD_ID"]; byFlag && *noRegister {
		// The guild is only where the commands are registered. DISCORD_GUILD_ID is left alone: a .env
		// shared with kibitz register may hold it.
		return usagef("%s does nothing with --no-register: the guild is where kibitz bot registers the slash commands; leave out one of them",
			cfg.named("DISCORD_GUILD_ID", cfg.GuildID))
	}
	if cfg.Token == "" {
		return usagef(noToken)
	}
	a, err := openApp(ctx, *cfg, stderr)
	if err != nil {
		return err
	}
	defer a.Close()
	shards := bot.NewShards(cfg.ShardID)
	a.tel.reg.MustRegister(shards)
	return a.run(ctx, bot.OpsConfig{Shards: shards}, func(ctx context.Context) error {
		return bot.RunGateway(ctx, bot.GatewayConfig{
			Token: cfg.Token, AppID: cfg.AppID, GuildID: cfg.GuildID,
			ShardID: cfg.ShardID, ShardCount: cfg.ShardCount, Register: !*noRegister, Log: a.log,
			REST: a.rest, Metrics: a.tel.metrics, Shards: shards,
		}, a.srv)
	})
}

const registerUsage = `usage: kibitz register [flags]

Creates or updates the slash commands, in DISCORD_GUILD_ID's server (at once) or globally (Discord may
take up to an hour to show them), then exits. kibitz bot does this at start; kibitz serve does not. Needs
DISCORD_TOKEN.`

func runRegister(ctx context.Context, cfg *config, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("kibitz register")
	cfg.discordFlags(fs)
	cfg.guildFlag(fs)
	cfg.logFlags(fs)
	if err := parseFlags(fs, cfg, args, registerUsage); err != nil {
		return err
	}
	if cfg.Token == "" {
		return usagef(noToken)
	}
	apiBase, err := bot.ParseAPIBase(cfg.APIBase)
	if err != nil {
		return usagef("%s", cfg.renamed("DISCORD_API_BASE", err.Error()))
	}
	log := cfg.logger(stderr)
	routeLibraryLogs(log)
	s := bot.NewREST(bot.RESTConfig{APIBase: apiBase}).NewSession(cfg.Token)
	appID := cfg.AppID
	if appID == "" {
		me, err := s.User("@me", discordgo.WithContext(ctx))
		if err != nil {
			return fmt.Errorf("find the application id (set DISCORD_APP_ID to skip this): %s", bot.DescribeRESTError(err, apiBase))
		}
		appID = me.ID
	}
	cfg.AppID = appID
	srv, _, err := newServer(*cfg, wiring{store: memory.New(), log: log})
	if err != nil {
		return err
	}
	n, err := bot.RegisterCommands(ctx, s, appID, cfg.GuildID, srv.Mux.Definitions())
	if err != nil {
		return err // worded for the operator by RegisterCommands
	}
	where := "globally (may take up to an hour to appear)"
	if cfg.GuildID != "" {
		where = "in guild " + cfg.GuildID
	}
	fmt.Fprintf(stdout, "registered %d slash commands %s\n", n, where)
	return nil
}
