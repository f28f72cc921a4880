/**
 * DDEX `MultiProfile_PrimaryResourceMustHaveIdentifiers` (Release Profile 1.4, Fatal Error; FilmBundle and TVSeries,
 * their rule numbers and clauses in `ddex`): the resource named by a primary reference of a content item has a
 * ProprietaryId, an ISAN or a VISAN (non-empty, in its Id). See resource-identified.ts.
 */
import { resourceIdentifiedRule } from './resource-identified.js';

export const rp14PrimaryResourceMustHaveIdentifiers = resourceIdentifiedRule({
  id: 'rp14-primary-resource-must-have-identifiers',
  pattern: 'MultiProfile_PrimaryResourceMustHaveIdentifiers',
  ddex: {
    FilmBundle: [{ rule: '1900-1', clause: '4.16(5)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1831-1', clause: '4.16(5)', role: 'Fatal Error' }],
  },
  type: 'PrimaryResource',
  identifiers: ['ProprietaryId', 'ISAN', 'VISAN'],
  title: 'A primary resource of a ResourceGroup has a ProprietaryId, an ISAN or a VISAN',
  fix: 'Give the primary resource an ISAN, a VISAN or a ProprietaryId in its Id (<VideoId><ISAN>…</ISAN></VideoId>).',
  says: (reference) => `The primary resource "${reference}" of the ResourceGroup has no ProprietaryId, ISAN nor VISAN: add one to its Id.`,
});
