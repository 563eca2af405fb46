package bot

import (
	"errors"
	"fmt"
	"net/http"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/router"
)

// filesRefused reports whether err is Discord refusing a call that carried files for those files, and
// why, worded for the log: 403 with code 50013 (Missing Permissions: kibitz may not attach files in the
// channel, whatever app_permissions said), or 413 (code 40005, Request entity too large; a proxy in front
// of Discord may answer 413 without Discord's JSON). Any other refusal is not the files' doing. Only a
// call that carried files may be read so: without them, 50013 is another permission missing.
func filesRefused(err error) (router.FilesRefusal, string, bool) {
	var rest *discordgo.RESTError
	if !errors.As(err, &rest) || rest.Response == nil {
		return 0, "", false
	}
	said := rest.Response.Status
	code := 0
	if rest.Message != nil {
		code = rest.Message.Code
		if rest.Message.Message != "" {
			said = fmt.Sprintf("%s, code %d %q", said, code, rest.Message.Message)
		}
	}
	switch {
	case rest.Response.StatusCode == http.StatusForbidden && code == discordgo.ErrCodeMissingPermissions:
		return router.FilesForbidden, "Discord refused the files (" + said + "): kibitz may not attach files in the channel", true
	case rest.Response.StatusCode == http.StatusRequestEntityTooLarge || code == discordgo.ErrCodeRequestEntityTooLarge:
		return router.FilesTooLarge, "Discord refused the files as too large (" + said + ")", true
	}
	return 0, "", false
}

// sendDroppingRefusedFiles sends resp by call and, when that fails for the files resp carries (filesRefused),
// once more without them: router.WithoutFiles of source, for the reason Discord gave. refused, when not nil,
// hears why (and the reason worded for the log) before the second call. source is what resp was made
// from, which WithoutFiles fits anew: a reply's parts come fitted and are their own source; the messenger
// fits a handler's edit into resp, and its source is the edit, so that text Fit spilled into a file is cut
// rather than named among the files left out.
func sendDroppingRefusedFiles(resp, source *router.Response, lang i18n.Lang, call func(*router.Response) error,
	refused func(why router.FilesRefusal, reason string)) error {
	err := call(resp)
	if err == nil || len(resp.Files) == 0 {
		return err
	}
	why, reason, ok := filesRefused(err)
	if !ok {
		return err
	}
	if refused != nil {
		refused(why, reason)
	}
	return call(router.WithoutFiles(source, lang, why))
}
