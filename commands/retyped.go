package commands

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/router"
)

// Retyped is the command req ran, as a reader of each language types it again in Discord: "/sudoku play
// difficulty:hard size:4x4" ("/스도쿠 게임 난이도:어려움 크기:4x4"). A hint that asks the user to leave out
// one option shows their own command without it, so that trying it again changes nothing else they chose.
// path is the command's name and its subcommand's (the request carries the English ones only); opts are
// the subcommand's options, written in their order, a choice by the name the reader's client shows for it
// and any other value as it was given. Options the user did not give stay out, and so do the ones named in
// leaveOut and the ones a user cannot type as text (a user, an attachment).
func Retyped(req *router.Request, path []i18n.Text, opts []router.Option, leaveOut ...string) i18n.Text {
	return i18n.Func(func(l i18n.Lang) string {
		line := ""
		for i, name := range path {
			if i == 0 {
				line = "/"
			} else {
				line += " "
			}
			line += i18n.Name(name).In(l)
		}
		for _, o := range opts {
			if value, ok := givenValue(req, o, leaveOut); ok {
				line += " " + i18n.Name(o.Name).In(l) + ":" + shownValue(o, value, l)
			}
		}
		return line
	})
}

// givenValue is the value the user gave o as it is typed ("hard", "4", "true"), and whether there is one
// to write again.
func givenValue(req *router.Request, o router.Option, leaveOut []string) (string, bool) {
	name := o.Name.En
	for _, left := range leaveOut {
		if left == name {
			return "", false
		}
	}
	if !req.Has(name) {
		return "", false
	}
	switch o.Type {
	case discordgo.ApplicationCommandOptionString:
		return req.String(name), true
	case discordgo.ApplicationCommandOptionInteger:
		n, ok := req.Int(name)
		return strconv.FormatInt(n, 10), ok
	case discordgo.ApplicationCommandOptionBoolean:
		b, ok := req.Bool(name)
		return strconv.FormatBool(b), ok
	}
	return "", false
}

// shownValue is value as a reader of l types it: a choice's (or a word's, router.Option.Words) name in l,
// or the value itself.
func shownValue(o router.Option, value string, l i18n.Lang) string {
	for _, ch := range slices.Concat(o.Choices, o.Words) {
		if fmt.Sprint(ch.Value) == value {
			return ch.Name.In(l)
		}
	}
	return value
}
