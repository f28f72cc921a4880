/**
 * Pre-signed file storage for partners (`--files-dir`): the mock server serves a local folder under
 * pre-signed, expiring URLs, like the S3 URLs the Partner Ingest Service fetches (spec 4.1, 7, 8).
 */
export { contentTypeFor } from './content-type.js';
export { encodeFilePath, filePathProblem } from './file-path.js';
export {
  canonicalString,
  EXPIRES_PARAM,
  fileSignature,
  presignFileUrl,
  type PresignCheck,
  type PresignOptions,
  SIGNATURE_PARAM,
  verifyPresignedRequest,
  type VerifyOptions,
} from './presign.js';
export {
  isScopedPath,
  presignScopedUrl,
  type PresignScopeOptions,
  SCOPE_SEGMENT,
  scopeCanonicalString,
  scopeSignature,
  type ScopeCheck,
  verifyScopedRequest,
} from './scope.js';
export { type FilesProblem, type FilesProblemCode, filesProblemCodes } from './problems.js';
export { type ByteRange, parseRange } from './range.js';
export { filesRoutes, type FilesRoutesOptions } from './routes.js';
