/**
 * Content-Type of a served file, by extension (case-insensitive). XML goes out without a charset so that
 * its own declaration (`encoding="UTF-16"`, …) decides, as the ERN parser reads it.
 */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  xml: 'application/xml',
  json: 'application/json',
  txt: 'text/plain',
  csv: 'text/csv',
  pdf: 'application/pdf',
  zip: 'application/zip',
  flac: 'audio/flac',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

export function contentTypeFor(fileName: string): string {
  const base = fileName.slice(fileName.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  if (dot <= 0) return DEFAULT_CONTENT_TYPE;
  const extension = base.slice(dot + 1).toLowerCase();
  return Object.hasOwn(CONTENT_TYPES, extension) ? CONTENT_TYPES[extension]! : DEFAULT_CONTENT_TYPE;
}
