/**
 * Which elements of a NewReleaseMessage describe resource files, by ERN local name.
 *
 * Every resource in `ResourceList` (SoundRecording, Video, Image, Text, SheetMusic, Software, …) lists its
 * files in a `File` composite, whose parent differs by version:
 *
 * - ERN 3.8.x: `…DetailsByTerritory/Technical<Kind>Details/File` (TechnicalSoundRecordingDetails,
 *   TechnicalImageDetails, TechnicalVideoDetails, …), located by `URL`, or by `FileName` with an optional
 *   `FilePath`; hash in `HashSum/HashSum` with `HashSum/HashSumAlgorithmType`.
 * - ERN 4.1–4.2: `TechnicalDetails/File`, located by `URI`; hash in `HashSum/HashSumValue` with
 *   `HashSum/Algorithm`.
 * - ERN 4.3: `<Kind>Edition/TechnicalDetails/DeliveryFile/File` for sound recordings and videos, plain
 *   `TechnicalDetails/File` for images and texts; same `URI` and `HashSum` as 4.1.
 *
 * The rules below accept any of these shapes in any version, since no valid message mixes them and a
 * lenient reader costs nothing here. A `File` anywhere else (e.g. `Fingerprint/File`, the file a
 * fingerprint was computed from) is not a delivered resource file and is ignored.
 */

/** What the message says about one `File`, as written (whitespace and all). */
export interface RawFile {
  /** ERN 4 `URI`. */
  uri?: string;
  /** ERN 3.8 `URL`. */
  url?: string;
  /** ERN 3.8 `FileName`. */
  fileName?: string;
  /** ERN 3.8 `FilePath`. */
  filePath?: string;
  /** ERN 3.8 `HashSumAlgorithmType`, ERN 4 `Algorithm`. */
  hashAlgorithm?: string;
  /** ERN 3.8 `HashSum/HashSum`, ERN 4 `HashSumValue`. */
  hashValue?: string;
  /** `ResourceReference` of the enclosing resource. */
  resourceReference?: string;
}

/** A field of {@link RawFile} that is read from the text of one element. */
export type RawFileField = Exclude<keyof RawFile, 'resourceReference'>;

/** Whether a `File` under an element of this local name is a resource file (see the module comment). */
export function isFileParent(localName: string): boolean {
  return (
    localName === 'TechnicalDetails'
    || localName === 'DeliveryFile'
    || (localName.startsWith('Technical') && localName.endsWith('Details'))
  );
}

/** Children of `File` whose text is kept. */
export const FILE_CHILD_FIELDS: ReadonlyMap<string, RawFileField> = new Map([
  ['URI', 'uri'],
  ['URL', 'url'],
  ['FileName', 'fileName'],
  ['FilePath', 'filePath'],
]);

/** The `File` child that holds the hash; its children are read with {@link HASH_SUM_CHILD_FIELDS}. */
export const HASH_SUM = 'HashSum';

/** Children of `File/HashSum` whose text is kept (ERN 3.8 names first, then ERN 4). */
export const HASH_SUM_CHILD_FIELDS: ReadonlyMap<string, RawFileField> = new Map([
  ['HashSum', 'hashValue'],
  ['HashSumAlgorithmType', 'hashAlgorithm'],
  ['HashSumValue', 'hashValue'],
  ['Algorithm', 'hashAlgorithm'],
]);
