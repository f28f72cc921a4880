// Verify an X-Service-Signature (spec 6.3) with the Java standard library only (Java 17).
//
// Usage: WEBHOOK_SECRET=<api key> WEBHOOK_SIGNATURE='t=...,v1=...' java Verify.java < raw-body
// Prints "valid" and exits 0, or prints "invalid: <reason>" and exits 1.
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

public final class Verify {
  static final long TOLERANCE_SECONDS = 300; // spec 6.3, 8

  /** Returns null when the signature is valid, else the reason it is not. */
  static String verify(byte[] rawBody, String header, String secret, long nowSeconds) throws Exception {
    // 1. Parse t and v1; a missing or malformed header fails.
    String timestamp = null;
    List<String> signatures = new ArrayList<>();
    for (String part : (header == null ? "" : header).split(",")) {
      String[] kv = part.trim().split("=", 2);
      if (kv.length != 2) continue;
      if (kv[0].equals("t") && kv[1].matches("[0-9]{1,18}")) timestamp = kv[1];
      else if (kv[0].equals("v1") && !kv[1].isEmpty()) signatures.add(kv[1]);
    }
    if (timestamp == null || signatures.isEmpty()) return "malformed header";
    // 2. Reject a t more than 300 seconds from now (replay protection).
    if (Math.abs(nowSeconds - Long.parseLong(timestamp)) > TOLERANCE_SECONDS) return "timestamp outside tolerance";
    // 3. HMAC-SHA256 over "{t}.{raw body}", keyed with the API key; compare in constant time.
    Mac mac = Mac.getInstance("HmacSHA256");
    mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
    mac.update((timestamp + ".").getBytes(StandardCharsets.UTF_8));
    byte[] expected = HexFormat.of().formatHex(mac.doFinal(rawBody)).getBytes(StandardCharsets.UTF_8);
    for (String candidate : signatures) {
      if (MessageDigest.isEqual(expected, candidate.getBytes(StandardCharsets.UTF_8))) return null;
    }
    return "no matching signature";
  }

  public static void main(String[] args) throws Exception {
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    System.in.transferTo(body);
    String reason = verify(body.toByteArray(), System.getenv("WEBHOOK_SIGNATURE"), System.getenv("WEBHOOK_SECRET"),
        System.currentTimeMillis() / 1000);
    System.out.println(reason == null ? "valid" : "invalid: " + reason);
    System.exit(reason == null ? 0 : 1);
  }
}
