/**
 * The preflight rules, one module each in this folder (file named after the rule id), run in this order by
 * ../index.ts. A new rule is a module here and one line below.
 */
import type { PreflightRule } from '../types.js';
import { dateImpossible } from './date-impossible.js';
import { dealTerritoryAndExcluded } from './deal-territory-and-excluded.js';
import { fileWithoutLocation } from './file-without-location.js';
import { hashSumLengthMismatch } from './hash-sum-length-mismatch.js';
import { identifierSyntax } from './identifier-syntax.js';
import { isniSyntax } from './isni-syntax.js';
import { isrcDuplicate } from './isrc-duplicate.js';
import { mainReleaseArtist } from './main-release-artist.js';
import { mainReleaseTitle } from './main-release-title.js';
import { noReleaseDeal } from './no-release-deal.js';
import { originalReleaseDateAfterReleaseDate } from './original-release-date-after-release-date.js';
import { referenceDuplicate } from './reference-duplicate.js';
import { referenceUnresolved } from './reference-unresolved.js';
import { resourceUnused } from './resource-unused.js';
import { territoryCodeUnknown } from './territory-code-unknown.js';
import { trackReleaseWithoutDeal } from './track-release-without-deal.js';
import { validityPeriodReversed } from './validity-period-reversed.js';

export const PREFLIGHT_RULES: readonly PreflightRule[] = [
  mainReleaseTitle,
  mainReleaseArtist,
  referenceUnresolved,
  referenceDuplicate,
  identifierSyntax,
  isrcDuplicate,
  isniSyntax,
  noReleaseDeal,
  trackReleaseWithoutDeal,
  dateImpossible,
  validityPeriodReversed,
  dealTerritoryAndExcluded,
  territoryCodeUnknown,
  originalReleaseDateAfterReleaseDate,
  fileWithoutLocation,
  hashSumLengthMismatch,
  resourceUnused,
];
