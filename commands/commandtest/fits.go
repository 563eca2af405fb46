package commandtest

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/router"
)

// Overs lists what in resp, a handler's own reply (Harness.Unfitted), Discord would refuse (router's
// Max... limits, docs/discord.md §8), one sentence each, and a picture without alt text: router.Fit cuts
// a reply to the limits before it is sent, so a reply measured after Fit can never be over them, and a
// game's tests measure its own reply instead. Followups are measured too.
func Overs(resp *router.Response) []string {
	var out []string
	over := func(what string, n, limit int) {
		if n > limit {
			out = append(out, fmt.Sprintf("%s: %d, Discord allows %d", what, n, limit))
		}
	}
	count := utf8.RuneCountInString
	over("text", count(resp.Content), router.MaxContent)
	over("embeds", len(resp.Embeds), router.MaxEmbeds)
	total := 0
	for i, e := range resp.Embeds {
		if e == nil {
			continue
		}
		at := fmt.Sprintf("embed %d", i+1)
		over(at+" title", count(e.Title), router.MaxEmbedTitle)
		over(at+" description", count(e.Description), router.MaxEmbedDescription)
		over(at+" fields", len(e.Fields), router.MaxEmbedFields)
		total += count(e.Title) + count(e.Description)
		for j, f := range e.Fields {
			over(fmt.Sprintf("%s field %d name", at, j+1), count(f.Name), router.MaxFieldName)
			over(fmt.Sprintf("%s field %d value", at, j+1), count(f.Value), router.MaxFieldValue)
			total += count(f.Name) + count(f.Value)
		}
		if e.Footer != nil {
			over(at+" footer", count(e.Footer.Text), router.MaxFooterText)
			total += count(e.Footer.Text)
		}
		if e.Author != nil {
			over(at+" author", count(e.Author.Name), router.MaxAuthorName)
			total += count(e.Author.Name)
		}
	}
	over("the embeds' text", total, router.MaxEmbedTotal)
	over("rows", len(resp.Components), router.MaxRows)
	for i, c := range resp.Components {
		row, ok := c.(discordgo.ActionsRow)
		if p, isPtr := c.(*discordgo.ActionsRow); isPtr && p != nil {
			row, ok = *p, true
		}
		if !ok {
			continue
		}
		over(fmt.Sprintf("row %d components", i+1), len(row.Components), router.MaxRowButtons)
		for _, c := range row.Components {
			switch c := c.(type) {
			case discordgo.Button:
				over(fmt.Sprintf("row %d button %q label", i+1, c.Label), count(c.Label), router.MaxButtonLabel)
			case discordgo.SelectMenu:
				over(fmt.Sprintf("row %d menu options", i+1), len(c.Options), router.MaxSelectOptions)
				over(fmt.Sprintf("row %d menu placeholder", i+1), count(c.Placeholder), router.MaxPlaceholder)
				for _, o := range c.Options {
					over(fmt.Sprintf("row %d menu option %q", i+1, o.Value), max(count(o.Label), count(o.Value), count(o.Description)), router.MaxSelectText)
				}
			}
		}
	}
	over("files", len(resp.Files), router.MaxFiles)
	for _, f := range resp.Files {
		alt := resp.Alt[f.Name]
		over("alt text of "+f.Name, count(alt), router.MaxAltText)
		if alt == "" && (strings.HasSuffix(f.Name, ".png") || strings.HasSuffix(f.Name, ".gif")) {
			out = append(out, f.Name+": a picture without alt text")
		}
	}
	over("choices", len(resp.Choices), router.MaxChoices)
	for _, c := range resp.Choices {
		over(fmt.Sprintf("choice %q", c.Name), count(c.Name), router.MaxChoiceText)
	}
	if resp.Modal != nil {
		over("form title", count(resp.Modal.Title), router.MaxModalTitle)
	}
	for i, f := range resp.Followups {
		for _, o := range Overs(f) {
			out = append(out, fmt.Sprintf("followup %d: %s", i+1, o))
		}
	}
	return out
}

// CheckFits fails t for everything Overs finds in resp, a handler's own reply.
func CheckFits(t testing.TB, resp *router.Response) {
	t.Helper()
	for _, o := range Overs(resp) {
		t.Errorf("over Discord's limits: %s", o)
	}
}

// CheckReply is CheckFits, and fails t too for the lines of resp that speak of a picture resp does not
// attach (PictureLines).
func CheckReply(t testing.TB, resp *router.Response) {
	t.Helper()
	CheckFits(t, resp)
	if lines := PictureLines(resp); len(lines) > 0 {
		t.Errorf("lines about a picture not attached: %q", lines)
	}
}
