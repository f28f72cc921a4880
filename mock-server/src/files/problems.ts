/**
 * Problem codes of the files routes, with their HTTP status, in the shape of the contract's problem codes
 * (generated/contract.ts) so the server's error registry can merge them. The files routes are a testing aid
 * of the mock server, not part of the Partner Ingest Service, so these codes are all our decisions.
 */
export const filesProblemCodes = {
  FILE_URL_INVALID: {
    status: 403,
    title: 'File URL invalid',
    decision: 'S3 answers 403 to a missing, malformed or altered signature; the mock does the same.',
  },
  FILE_URL_EXPIRED: {
    status: 403,
    title: 'File URL expired',
    decision: 'Spec 4.1, 8: pre-signed URLs are time-limited; S3 answers 403 once they expire.',
  },
  FILE_NOT_FOUND: {
    status: 404,
    title: 'File not found',
    decision: 'A correctly signed URL for a path that is not a file of the folder.',
  },
  FILE_RANGE_NOT_SATISFIABLE: {
    status: 416,
    title: 'Range not satisfiable',
    decision: 'RFC 9110 15.5.17, for a Range starting beyond the end of the file.',
  },
} as const satisfies Record<string, { status: number; title: string; decision: string }>;

export type FilesProblemCode = keyof typeof filesProblemCodes;

/** An RFC 9457 problem document, as `openapi.yaml#/components/schemas/Problem`. */
export interface FilesProblem {
  type: string;
  title: string;
  status: number;
  code: FilesProblemCode;
  detail: string;
  instance: string;
}

/** The problem document for `code`; `instance` is the request path without its query string. */
export function filesProblem(code: FilesProblemCode, detail: string, instance: string): FilesProblem {
  const { status, title } = filesProblemCodes[code];
  return { type: `urn:partner-ingest:problem:${code}`, title, status, code, detail, instance };
}
