/**
 * Which certificate authorities the mock trusts for its outbound HTTPS (xmlUrl and its redirects, resource
 * files, webhooks): Node's default list, plus the CA certificates of the config (`outbound.caFile`,
 * `webhooks.caFile`), e.g. the CA a conformance run prints for its self-signed fixture server and receiver.
 * The extra CAs are added to the defaults, never put in their place, so public HTTPS keeps working.
 */
import { X509Certificate } from 'node:crypto';
import tls from 'node:tls';

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/**
 * Node's default CAs (its bundled roots, plus NODE_EXTRA_CA_CERTS and the system store when Node is told to
 * use them) followed by `extraPem`: the `ca` of an https.Agent that trusts both.
 */
export function withDefaultCas(extraPem: string): string[] {
  // tls.getCACertificates: Node 22.15 and later; before it, the bundled roots are the default list.
  const defaults = typeof tls.getCACertificates === 'function' ? tls.getCACertificates('default') : tls.rootCertificates;
  return [...defaults, extraPem];
}

/**
 * Why `text` cannot serve as a CA file, or null when it holds one or more PEM certificates and nothing that
 * fails to parse. The reason shows no part of the file (it may be a private key given by mistake).
 */
export function caPemProblem(text: string): string | null {
  const blocks = text.match(PEM_CERTIFICATE) ?? [];
  if (blocks.length === 0) {
    const what = text.includes('PRIVATE KEY-----') ? 'holds a private key, not a certificate' : 'holds no PEM certificate';
    return `${what}; give the CA certificate ("-----BEGIN CERTIFICATE-----")`;
  }
  for (const [index, block] of blocks.entries()) {
    try {
      new X509Certificate(block);
    } catch {
      return `certificate ${index + 1} of ${blocks.length} is not a valid X.509 certificate`;
    }
  }
  return null;
}
