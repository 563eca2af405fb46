package router

import (
	"bytes"
	"io"

	"github.com/bwmarrin/discordgo"
)

// newBytesReader wraps attachment bytes in a reader that Rewind can reset.
func newBytesReader(data []byte) *bytes.Reader { return bytes.NewReader(data) }

// Rewind resets the readers of files built by PNG, GIF and TextFile to their start, so a transport can send
// the same files again (after a failed attempt, or in a fallback path).
func Rewind(files []*discordgo.File) {
	for _, f := range files {
		if s, ok := f.Reader.(io.Seeker); ok {
			s.Seek(0, io.SeekStart)
		}
	}
}

// FileBytes returns a file's content and rewinds it.
func FileBytes(f *discordgo.File) []byte {
	Rewind([]*discordgo.File{f})
	data, _ := io.ReadAll(f.Reader)
	Rewind([]*discordgo.File{f})
	return data
}
