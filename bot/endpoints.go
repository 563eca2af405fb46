package bot

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"

	"github.com/bwmarrin/discordgo"
)

// DefaultAPIBase is Discord's REST API, version 10.
const DefaultAPIBase = "https://discord.com/api/v10"

var versionSuffix = regexp.MustCompile(`/v(\d+)$`)

// SetAPIBase points every REST call and gateway discovery of discordgo at base (DISCORD_API_BASE): a REST
// proxy in production, a fake Discord in tests. discordgo builds its endpoint strings once at start-up from
// package variables and has no setting for this, so they are rebuilt here. The gateway URL needs nothing:
// discordgo asks GET {base}/gateway for it. Call this once, before any Session exists: the variables are
// globals, and changing them under a running Session is a data race.
func SetAPIBase(base string) error {
	base = strings.TrimRight(strings.TrimSpace(base), "/")
	u, err := url.Parse(base)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("DISCORD_API_BASE %q is not an http(s) URL such as %s", base, DefaultAPIBase)
	}
	if m := versionSuffix.FindStringSubmatch(base); m != nil {
		// The gateway query string (?v=N) follows the REST version.
		discordgo.APIVersion = m[1]
	}
	discordgo.EndpointDiscord = u.Scheme + "://" + u.Host + "/"
	api := base + "/"
	discordgo.EndpointAPI = api
	discordgo.EndpointGuilds = api + "guilds/"
	discordgo.EndpointChannels = api + "channels/"
	discordgo.EndpointUsers = api + "users/"
	discordgo.EndpointGateway = api + "gateway"
	discordgo.EndpointGatewayBot = discordgo.EndpointGateway + "/bot"
	discordgo.EndpointWebhooks = api + "webhooks/"
	discordgo.EndpointStickers = api + "stickers/"
	discordgo.EndpointStageInstances = api + "stage-instances"
	discordgo.EndpointSKUs = api + "skus"
	discordgo.EndpointVoice = api + "voice/"
	discordgo.EndpointVoiceRegions = discordgo.EndpointVoice + "regions"
	discordgo.EndpointNitroStickersPacks = api + "sticker-packs"
	discordgo.EndpointGuildCreate = api + "guilds"
	discordgo.EndpointApplications = api + "applications"
	discordgo.EndpointOAuth2 = api + "oauth2/"
	discordgo.EndpointOAuth2Applications = discordgo.EndpointOAuth2 + "applications"
	discordgo.EndpointOauth2 = discordgo.EndpointOAuth2
	discordgo.EndpointOauth2Applications = discordgo.EndpointOAuth2Applications
	return nil
}
