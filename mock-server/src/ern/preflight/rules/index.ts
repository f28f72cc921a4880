/**
 * The preflight rules, one module each in this folder (file named after the rule id), run in this order by
 * ../index.ts. A new rule is a module here and one line below.
 */
import type { PreflightRule } from '../types.js';
import { identifierSyntax } from './identifier-syntax.js';
import { isniSyntax } from './isni-syntax.js';
import { isrcDuplicate } from './isrc-duplicate.js';
import { mainReleaseArtist } from './main-release-artist.js';
import { mainReleaseTitle } from './main-release-title.js';
import { referenceDuplicate } from './reference-duplicate.js';
import { referenceUnresolved } from './reference-unresolved.js';

export const PREFLIGHT_RULES: readonly PreflightRule[] = [
  mainReleaseTitle,
  mainReleaseArtist,
  referenceUnresolved,
  referenceDuplicate,
  identifierSyntax,
  isrcDuplicate,
  isniSyntax,
];
