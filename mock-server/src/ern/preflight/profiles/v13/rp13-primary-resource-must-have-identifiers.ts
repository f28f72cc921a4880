/**
 * DDEX's `MultiProfile_PrimaryResourceMustHaveIdentifiers` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-primary-resource-must-have-identifiers` (../v14/rp14-primary-resource-must-have-identifiers.ts), same context
 * and test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: a primary resource of a
 * ResourceGroup has a ProprietaryId, an ISAN or a VISAN.
 */
import { rp14PrimaryResourceMustHaveIdentifiers } from '../v14/rp14-primary-resource-must-have-identifiers.js';
import { sameCheck } from './same-check.js';

export const rp13PrimaryResourceMustHaveIdentifiers = sameCheck(rp14PrimaryResourceMustHaveIdentifiers, {
  id: 'rp13-primary-resource-must-have-identifiers',
  pattern: 'MultiProfile_PrimaryResourceMustHaveIdentifiers',
  ddex: {
    FilmBundle: [{ rule: '1900-1', clause: '4.16(5)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1831-1', clause: '4.16(5)', role: 'Fatal Error' }],
  },
});
