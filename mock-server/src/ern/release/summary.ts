/**
 * The release a NewReleaseMessage describes, as one typed summary for every ERN version: what the mock shows
 * on its dashboard, what `ingest-kit validate` prints first, and the `release` member of the preflight report
 * (contract/preflight-report.schema.json). Read from the kept tree (tree.ts) by {@link summarizeRelease}.
 *
 * Texts are as written in the message (trimmed); a value the message does not give is null, a list it does not
 * give is empty.
 */

export interface MessageSummary {
  /** `MessageHeader/MessageId`. */
  id: string | null;
  /** The sender's `PartyName/FullName`, else its `PartyId`. */
  sender: string | null;
  /** `MessageHeader/MessageCreatedDateTime`. */
  createdAt: string | null;
}

export interface ArtistSummary {
  /** The artist's name (4.x: the party's `FullName`; 3.8: `PartyName/FullName`). */
  name: string | null;
  /** 4.x `ArtistPartyReference`; null in 3.8, where artists are names. */
  partyReference: string | null;
  /** `DisplayArtistRole` (4.x) or `ArtistRole` (3.8) values, as written (`UserDefined` replaced by its `UserDefinedValue`). */
  roles: string[];
}

export interface ReleaseIdsSummary {
  icpn: string | null;
  grid: string | null;
  catalogNumber: string | null;
  proprietaryIds: { namespace: string | null; value: string }[];
}

/** One file of a resource, as the message locates it. */
export interface FileSummary {
  /** `URI` (4.x), `URL`, or `FilePath` + `FileName` (3.8), as written; null when the `File` gives none. */
  location: string | null;
  hashSum: { algorithm: string; value: string } | null;
}

/** A sound recording or video of the main release, in sequence. */
export interface TrackSummary {
  /** 1-based position in the release's track list. */
  sequence: number;
  /** Disc (the outer `ResourceGroup`'s `SequenceNumber`), when the release groups its tracks by disc. */
  disc: number | null;
  /** `SequenceNumber` of the `ResourceGroupContentItem`, else the position within its disc. */
  number: number | null;
  resourceReference: string;
  kind: 'SoundRecording' | 'Video';
  title: string | null;
  /** `DisplayArtistName`, else the display artists' names joined with `, `. */
  displayArtist: string | null;
  isrc: string | null;
  /** ISO 8601 duration as written (`PT3M25S`). */
  duration: string | null;
  files: FileSummary[];
}

/** The release's `FrontCoverImage` (4.x `Image/Type`, 3.8 `ImageType`). */
export interface CoverSummary {
  resourceReference: string;
  files: FileSummary[];
}

/** One `ReleaseDeal/Deal` of the main release (or of every release, where the deal names several). */
export interface DealSummary {
  /** `DealReleaseReference` values of the `ReleaseDeal`. */
  releaseReferences: string[];
  territories: string[];
  excludedTerritories: string[];
  useTypes: string[];
  commercialModels: string[];
  /** `ValidityPeriod/StartDate` or `StartDateTime`, as written. */
  start: string | null;
  end: string | null;
}

export interface ReleaseSummary {
  message: MessageSummary;
  /** The main release's `ReleaseReference`. */
  releaseReference: string | null;
  title: string | null;
  subtitle: string | null;
  /** `DisplayArtistName`, else the display artists' names joined with `, `. */
  displayArtist: string | null;
  displayArtists: ArtistSummary[];
  /** 4.x: the party named by `ReleaseLabelReference`; 3.8: `LabelName`. */
  label: string | null;
  ids: ReleaseIdsSummary;
  releaseType: string | null;
  releaseDate: string | null;
  originalReleaseDate: string | null;
  genre: string | null;
  parentalWarning: string | null;
  duration: string | null;
  tracks: TrackSummary[];
  cover: CoverSummary | null;
  deals: DealSummary[];
}
