# Verify an X-Service-Signature (spec 6.3) with Ruby's standard library only (openssl ships with Ruby).
#
# Usage: WEBHOOK_SECRET=<api key> WEBHOOK_SIGNATURE='t=...,v1=...' ruby verify.rb < raw-body
# (in Rack: raw_body = request.body.read; header = request.get_header('HTTP_X_SERVICE_SIGNATURE'))
# Prints "valid" and exits 0, or prints "invalid: <reason>" and exits 1.
require 'openssl'

TOLERANCE_SECONDS = 300 # spec 6.3, 8

# Returns nil when the signature is valid, else the reason it is not.
def verify_signature(raw_body, header, secret, now = Time.now.to_i)
  # 1. Parse t and v1; a missing or malformed header fails.
  timestamp = nil
  signatures = []
  header.to_s.split(',').each do |part|
    key, value = part.strip.split('=', 2)
    if key == 't' && value.to_s.match?(/\A\d+\z/) then timestamp = value
    elsif key == 'v1' && !value.to_s.empty? then signatures << value
    end
  end
  return 'malformed header' if timestamp.nil? || signatures.empty?
  # 2. Reject a t more than 300 seconds from now (replay protection).
  return 'timestamp outside tolerance' if (now - timestamp.to_i).abs > TOLERANCE_SECONDS
  # 3. HMAC-SHA256 over "{t}.{raw body}", keyed with the API key; compare in constant time.
  expected = OpenSSL::HMAC.hexdigest('SHA256', secret, "#{timestamp}.".b + raw_body.b)
  return nil if signatures.any? { |candidate| OpenSSL.secure_compare(expected, candidate) }
  'no matching signature'
end

if $PROGRAM_NAME == __FILE__
  reason = verify_signature($stdin.binmode.read, ENV.fetch('WEBHOOK_SIGNATURE', ''), ENV.fetch('WEBHOOK_SECRET'))
  puts(reason.nil? ? 'valid' : "invalid: #{reason}")
  exit(reason.nil? ? 0 : 1)
end
