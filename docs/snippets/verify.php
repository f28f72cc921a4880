<?php
// Verify an X-Service-Signature (spec 6.3) with PHP's standard library only.
//
// Usage: WEBHOOK_SECRET=<api key> WEBHOOK_SIGNATURE='t=...,v1=...' php verify.php < raw-body
// (in a web app: $rawBody = file_get_contents('php://input'); $header = $_SERVER['HTTP_X_SERVICE_SIGNATURE'];)
// Prints "valid" and exits 0, or prints "invalid: <reason>" and exits 1.

const TOLERANCE_SECONDS = 300; // spec 6.3, 8

/** Returns null when the signature is valid, else the reason it is not. */
function verify_signature(string $rawBody, string $header, string $secret, ?int $now = null): ?string
{
    // 1. Parse t and v1; a missing or malformed header fails.
    $timestamp = null;
    $signatures = [];
    foreach (explode(',', $header) as $part) {
        $pair = explode('=', trim($part), 2);
        if (count($pair) !== 2) continue;
        if ($pair[0] === 't' && ctype_digit($pair[1])) $timestamp = $pair[1];
        elseif ($pair[0] === 'v1' && $pair[1] !== '') $signatures[] = $pair[1];
    }
    if ($timestamp === null || count($signatures) === 0) return 'malformed header';
    // 2. Reject a t more than 300 seconds from now (replay protection).
    if (abs(($now ?? time()) - (int) $timestamp) > TOLERANCE_SECONDS) return 'timestamp outside tolerance';
    // 3. HMAC-SHA256 over "{t}.{raw body}", keyed with the API key; compare in constant time.
    $expected = hash_hmac('sha256', $timestamp . '.' . $rawBody, $secret);
    foreach ($signatures as $candidate) {
        if (hash_equals($expected, $candidate)) return null;
    }
    return 'no matching signature';
}

$reason = verify_signature(file_get_contents('php://stdin'), getenv('WEBHOOK_SIGNATURE') ?: '', getenv('WEBHOOK_SECRET') ?: '');
echo $reason === null ? "valid\n" : "invalid: $reason\n";
exit($reason === null ? 0 : 1);
