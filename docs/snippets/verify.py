"""Verify an X-Service-Signature (spec 6.3) with Python's standard library only.

Usage: WEBHOOK_SECRET=<api key> WEBHOOK_SIGNATURE='t=...,v1=...' python3 verify.py < raw-body
Prints "valid" and exits 0, or prints "invalid: <reason>" and exits 1.
"""
import hashlib
import hmac
import os
import sys
import time

TOLERANCE_SECONDS = 300  # spec 6.3, 8


def verify(raw_body: bytes, header: str, secret: str, now: float | None = None) -> str | None:
    """Returns None when the signature is valid, else the reason it is not."""
    # 1. Parse t and v1; a missing or malformed header fails.
    timestamp, signatures = None, []
    for part in (header or "").split(","):
        key, _, value = part.strip().partition("=")
        if key == "t" and value.isdigit():
            timestamp = value
        elif key == "v1" and value:
            signatures.append(value)
    if timestamp is None or not signatures:
        return "malformed header"
    # 2. Reject a t more than 300 seconds from now (replay protection).
    if abs((time.time() if now is None else now) - int(timestamp)) > TOLERANCE_SECONDS:
        return "timestamp outside tolerance"
    # 3. HMAC-SHA256 over "{t}.{raw body}", keyed with the API key; compare in constant time.
    expected = hmac.new(secret.encode(), timestamp.encode() + b"." + raw_body, hashlib.sha256).hexdigest()
    if not any(hmac.compare_digest(expected, candidate) for candidate in signatures):
        return "no matching signature"
    return None


if __name__ == "__main__":
    reason = verify(sys.stdin.buffer.read(), os.environ.get("WEBHOOK_SIGNATURE", ""), os.environ["WEBHOOK_SECRET"])
    print("valid" if reason is None else f"invalid: {reason}")
    sys.exit(0 if reason is None else 1)
