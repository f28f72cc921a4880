// Verify an X-Service-Signature (spec 6.3) with Go's standard library only.
//
// Usage: WEBHOOK_SECRET=<api key> WEBHOOK_SIGNATURE='t=...,v1=...' go run verify.go < raw-body
// Prints "valid" and exits 0, or prints "invalid: <reason>" and exits 1.
package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"
)

const toleranceSeconds = 300 // spec 6.3, 8

// Verify returns "" when the signature is valid, else the reason it is not.
func Verify(rawBody []byte, header, secret string, now time.Time) string {
	// 1. Parse t and v1; a missing or malformed header fails.
	timestamp, signatures := "", []string{}
	for _, part := range strings.Split(header, ",") {
		key, value, _ := strings.Cut(strings.TrimSpace(part), "=")
		if _, err := strconv.ParseUint(value, 10, 63); key == "t" && err == nil {
			timestamp = value
		} else if key == "v1" && value != "" {
			signatures = append(signatures, value)
		}
	}
	if timestamp == "" || len(signatures) == 0 {
		return "malformed header"
	}
	// 2. Reject a t more than 300 seconds from now (replay protection).
	t, _ := strconv.ParseInt(timestamp, 10, 64)
	if age := now.Unix() - t; age > toleranceSeconds || age < -toleranceSeconds {
		return "timestamp outside tolerance"
	}
	// 3. HMAC-SHA256 over "{t}.{raw body}", keyed with the API key; compare in constant time.
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(timestamp + "."))
	mac.Write(rawBody)
	expected := []byte(hex.EncodeToString(mac.Sum(nil)))
	for _, candidate := range signatures {
		if hmac.Equal(expected, []byte(candidate)) {
			return ""
		}
	}
	return "no matching signature"
}

func main() {
	body, err := io.ReadAll(os.Stdin)
	if err != nil {
		fmt.Println("invalid: cannot read the body")
		os.Exit(1)
	}
	if reason := Verify(body, os.Getenv("WEBHOOK_SIGNATURE"), os.Getenv("WEBHOOK_SECRET"), time.Now()); reason != "" {
		fmt.Println("invalid: " + reason)
		os.Exit(1)
	}
	fmt.Println("valid")
}
