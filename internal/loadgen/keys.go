package loadgen

import (
	"bytes"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net"
	"net/url"
	"strings"
)

// ParsePrivateKey reads the signing key of a run in hex: an Ed25519 seed (64 digits) or a whole private
// key (128 digits, the seed then the public key).
func ParsePrivateKey(s string) (ed25519.PrivateKey, error) {
	b, err := hex.DecodeString(strings.TrimSpace(s))
	if err != nil {
		return nil, fmt.Errorf("the private key is not hex: %w", err)
	}
	switch len(b) {
	case ed25519.SeedSize:
		return ed25519.NewKeyFromSeed(b), nil
	case ed25519.PrivateKeySize:
		key := ed25519.NewKeyFromSeed(b[:ed25519.SeedSize])
		if !bytes.Equal(key, b) {
			return nil, fmt.Errorf("the private key's second half is not the public key of its first")
		}
		return key, nil
	}
	return nil, fmt.Errorf("the private key is %d bytes; give an Ed25519 seed (%d bytes, %d hex digits) or private key (%d bytes)",
		len(b), ed25519.SeedSize, 2*ed25519.SeedSize, ed25519.PrivateKeySize)
}

// NewKeyPair makes a fresh key pair: the public key in hex, for the bot's DISCORD_PUBLIC_KEY, and the
// seed in hex, for the load generator.
func NewKeyPair() (public, private string, err error) {
	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return "", "", err
	}
	return hex.EncodeToString(pub), hex.EncodeToString(priv.Seed()), nil
}

// PublicHex is the public half of key in hex, as DISCORD_PUBLIC_KEY takes it.
func PublicHex(key ed25519.PrivateKey) string {
	return hex.EncodeToString(key.Public().(ed25519.PublicKey))
}

// CheckTarget accepts an http:// URL on this machine's loopback interface and refuses anything else: a
// load generator that signs as Discord must not be pointed at a bot someone else runs.
func CheckTarget(target string) (*url.URL, error) {
	u, err := url.Parse(target)
	if err != nil {
		return nil, fmt.Errorf("target %q: %w", target, err)
	}
	if u.Scheme != "http" {
		return nil, fmt.Errorf("target %q: use http://127.0.0.1:PORT/interactions (loopback only)", target)
	}
	if !IsLoopback(u.Hostname()) {
		return nil, fmt.Errorf("target %q: %q is not a loopback address; the load generator only drives a kibitz on this machine", target, u.Hostname())
	}
	if u.Port() == "" {
		return nil, fmt.Errorf("target %q: give the port", target)
	}
	return u, nil
}

// IsLoopback reports whether host is "localhost" or a loopback IP address (127.0.0.0/8, ::1).
func IsLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
